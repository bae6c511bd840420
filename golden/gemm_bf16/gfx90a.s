; kgen AMDGCN module for gfx90a: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5

; kernel gemm_bf16: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel gemm_bf16 from examples/gemm_bf16.kgen
; target gfx90a: AMD CDNA2 (MI200)
;   block: 256 threads = 2 x 2 waves, tile 64 x 64 of C, K in steps of 16
;   grid: n, m
;   wave tile 32 x 32: 1 x 1 v_mfma_f32_32x32x8 per 8 of K, 16 f32 accumulators per lane, in AGPRs (v_accvgpr_read in the epilogue)
;   LDS: 2 stages x 6144 bytes = 12288; operands K-contiguous (A[m][k], B[n][k], rows padded 16 bytes: ds_read_b128 conflict-free); each lane reads 8 k-values of A and of B per 2 MFMAs
;   staging: double-buffered LDS; each step's global loads are issued a step ahead into VGPRs and written after the MFMAs: 16 bytes per lane (global_load_dwordx4, ds_write_b128 or v_perm k-pairs) when rows are 16-byte aligned, element-wise otherwise; zero outside the tensors
; resources: 46 VGPRs, 16 AGPRs, 38 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 12288 bytes LDS, 44 bytes of arguments, 256 threads
;   arg a: tensor bf16 at 0 (read-only)
;   arg b: tensor bf16 at 8 (read-only)
;   arg bias: tensor f32 at 16 (read-only)
;   arg c: tensor bf16 at 24
;   arg M: dim i32 at 32
;   arg K: dim i32 at 36
;   arg N: dim i32 at 40
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	gemm_bf16
	.p2align	8
	.type	gemm_bf16,@function
gemm_bf16:
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
	v_lshlrev_b32 v7, 4, v6
	v_mul_lo_u32 v6, 32, v4
	v_add_u32 v8, v3, v6
	v_mul_lo_u32 v6, 48, v8
	v_add_u32 v8, v6, v7
	v_mul_lo_u32 v6, 32, v5
	v_add_u32 v9, v3, v6
	v_mul_lo_u32 v6, 48, v9
	v_add_u32 v9, v6, v7
	v_lshrrev_b32 v6, 4, v1
	v_and_b32 v7, 15, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v10, s15, v6
	v_add_u32 v11, v10, v7
	v_lshlrev_b32 v10, 1, v11                           ; this thread's first element of 'a'
	s_mul_i32 s17, s15, 16
	s_lshl_b32 s20, s17, 1                              ; 16 rows of 'a'
	v_mul_lo_u32 v11, 48, v6
	v_lshlrev_b32 v12, 1, v7
	v_add_u32 v13, v11, v12
	v_lshrrev_b32 v11, 6, v1
	v_and_b32 v12, 63, v1
	v_mul_lo_u32 v14, s16, v11
	v_add_u32 v15, v14, v12
	v_lshlrev_b32 v14, 1, v15                           ; this thread's first element of 'b'
	s_mul_i32 s17, s16, 4
	s_lshl_b32 s21, s17, 1                              ; 4 rows of 'b'
	v_mul_lo_u32 v15, 48, v12
	v_lshlrev_b32 v16, 1, v11
	v_add_u32 v17, v15, v16
	v_lshrrev_b32 v15, 1, v1
	v_and_b32 v16, 1, v1
	v_lshlrev_b32 v18, 3, v16
	v_mul_lo_u32 v16, s15, v15
	v_add_u32 v19, v16, v18
	v_lshlrev_b32 v16, 1, v19                           ; this thread's first 16 bytes of 'a'
	v_mul_lo_u32 v19, 48, v15
	v_lshlrev_b32 v20, 1, v18
	v_add_u32 v21, v19, v20
	v_mov_b32 v19, 0x80                                 ; 128 units of 16 bytes: the other threads have none
	v_cmp_lt_u32 s[22:23], v1, v19
	v_lshrrev_b32 v19, 3, v1
	v_and_b32 v20, 7, v1
	v_lshlrev_b32 v22, 3, v20
	v_lshlrev_b32 v20, 1, v19
	v_mul_lo_u32 v23, s16, v20
	v_add_u32 v20, v23, v22
	v_lshlrev_b32 v23, 1, v20                           ; this thread's first 16 bytes of 'b'
	v_mul_lo_u32 v20, 48, v22
	v_lshlrev_b32 v24, 2, v19
	v_add_u32 v25, v20, v24
	s_lshl_b32 s17, s16, 1
	v_add_u32 v20, s17, v23                             ; the next k row
	v_cmp_lt_u32 s[24:25], v1, 64                       ; 64 units of 16 bytes: the other threads have none
	s_and_b32 s17, s15, 7
	s_cmp_eq_u32 s17, 0                                 ; a multiple of 8 elements: 16-byte rows
	s_cselect_b32 s17, 1, 0
	s_and_b32 s26, s16, 7
	s_cmp_eq_u32 s26, 0                                 ; a multiple of 8 elements: 16-byte rows
	s_cselect_b32 s26, 1, 0
	s_and_b32 s27, s17, s26
	s_cmp_eq_u32 s27, 0                                 ; rows 16-byte aligned: 16-byte global loads and LDS writes; otherwise element-wise staging
	s_cbranch_scc1 .Lgemm_bf16_if0_else
	s_add_u32 s17, s15, 15
	s_lshr_b32 s26, s17, 4                              ; K steps of 16
	s_mul_i32 s28, s19, s15
	s_mul_hi_u32 s29, s19, s15
	s_mov_b32 s30, 0
	s_mov_b32 s31, 0
	s_add_u32 s32, s28, s30                             ; 'a' tile corner
	s_addc_u32 s33, s29, s31
	s_lshl_b64 s[28:29], s[32:33], 1
	s_add_u32 s30, s6, s28
	s_addc_u32 s31, s7, s29
	v_add_u32 v1, 0, v18
	v_cmp_lt_u32 s[28:29], v1, s15
	s_and_b64 s[32:33], s[28:29], s[22:23]
	s_sub_i32 s17, s14, s19
	v_cmp_lt_i32 s[28:29], v15, s17
	s_and_b64 s[34:35], s[28:29], s[32:33]
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_108
	global_load_dwordx4 v[26:29], v16, s[30:31]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s28, 0, s16
	s_mul_hi_u32 s29, 0, s16
	s_mov_b32 s30, s18
	s_mov_b32 s31, 0
	s_add_u32 s32, s28, s30                             ; 'b' tile corner
	s_addc_u32 s33, s29, s31
	s_lshl_b64 s[28:29], s[32:33], 1
	s_add_u32 s30, s8, s28
	s_addc_u32 s31, s9, s29
	v_add_u32 v1, s18, v22
	v_cmp_lt_u32 s[28:29], v1, s16
	s_and_b64 s[32:33], s[28:29], s[24:25]
	s_sub_i32 s17, s15, 0
	v_lshlrev_b32 v1, 1, v19
	v_cmp_lt_i32 s[28:29], v1, s17
	s_and_b64 s[34:35], s[28:29], s[32:33]
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_124
	global_load_dwordx4 v[30:33], v23, s[30:31]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s27, s17, 1
	v_cmp_lt_i32 s[28:29], v1, s27
	s_and_b64 s[34:35], s[28:29], s[32:33]
	v_mov_b32 v34, 0                                    ; outside the tensor: 0
	v_mov_b32 v35, 0                                    ; outside the tensor: 0
	v_mov_b32 v36, 0                                    ; outside the tensor: 0
	v_mov_b32 v37, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_131
	global_load_dwordx4 v[34:37], v20, s[30:31]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	s_and_saveexec_b64 s[28:29], s[22:23]               ; lanes where %vpred_73
	s_waitcnt vmcnt(2)
	ds_write_b128 v21, v[26:29]                         ; 16 bytes into the LDS A0 slice
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v34, v30, s4                         ; (k, k+1) of column 0
	v_perm_b32 v24, v34, v30, s5                        ; (k, k+1) of column 1
	v_perm_b32 v26, v35, v31, s4                        ; (k, k+1) of column 2
	v_perm_b32 v27, v35, v31, s5                        ; (k, k+1) of column 3
	v_perm_b32 v28, v36, v32, s4                        ; (k, k+1) of column 4
	v_perm_b32 v29, v36, v32, s5                        ; (k, k+1) of column 5
	v_perm_b32 v38, v37, v33, s4                        ; (k, k+1) of column 6
	v_perm_b32 v39, v37, v33, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_88
	ds_write_b32 v25, v1 offset:3072                    ; into the LDS B0 slice
	ds_write_b32 v25, v24 offset:3120                   ; into the LDS B0 slice
	ds_write_b32 v25, v26 offset:3168                   ; into the LDS B0 slice
	ds_write_b32 v25, v27 offset:3216                   ; into the LDS B0 slice
	ds_write_b32 v25, v28 offset:3264                   ; into the LDS B0 slice
	ds_write_b32 v25, v29 offset:3312                   ; into the LDS B0 slice
	ds_write_b32 v25, v38 offset:3360                   ; into the LDS B0 slice
	ds_write_b32 v25, v39 offset:3408                   ; into the LDS B0 slice
	s_mov_b64 exec, s[28:29]
	s_and_b32 s17, s26, -2
	s_mov_b32 s27, 0                                    ; for kk in k: double-buffered LDS, loads one step ahead, two steps per trip
	s_cmp_ge_u32 s27, s17
	s_cbranch_scc1 .Lgemm_bf16_loop0_end
.Lgemm_bf16_loop0:
	s_add_u32 s28, s27, 1
	s_mul_i32 s29, s28, 16                              ; the next step's first k: its loads go out now
	s_mul_i32 s30, s19, s15
	s_mul_hi_u32 s31, s19, s15
	s_mov_b32 s32, s29
	s_mov_b32 s33, 0
	s_add_u32 s34, s30, s32                             ; 'a' tile corner
	s_addc_u32 s35, s31, s33
	s_lshl_b64 s[30:31], s[34:35], 1
	s_add_u32 s32, s6, s30
	s_addc_u32 s33, s7, s31
	v_add_u32 v1, s29, v18
	v_cmp_lt_u32 s[30:31], v1, s15
	s_and_b64 s[34:35], s[30:31], s[22:23]
	s_sub_i32 s28, s14, s19
	v_cmp_lt_i32 s[30:31], v15, s28
	s_and_b64 s[36:37], s[30:31], s[34:35]
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_158
	global_load_dwordx4 v[26:29], v16, s[32:33]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s30, s29, s16
	s_mul_hi_u32 s31, s29, s16
	s_mov_b32 s32, s18
	s_mov_b32 s33, 0
	s_add_u32 s34, s30, s32                             ; 'b' tile corner
	s_addc_u32 s35, s31, s33
	s_lshl_b64 s[30:31], s[34:35], 1
	s_add_u32 s32, s8, s30
	s_addc_u32 s33, s9, s31
	v_add_u32 v1, s18, v22
	v_cmp_lt_u32 s[30:31], v1, s16
	s_and_b64 s[34:35], s[30:31], s[24:25]
	s_sub_i32 s28, s15, s29
	v_lshlrev_b32 v1, 1, v19
	v_cmp_lt_i32 s[30:31], v1, s28
	s_and_b64 s[36:37], s[30:31], s[34:35]
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_174
	global_load_dwordx4 v[30:33], v23, s[32:33]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s29, s28, 1
	v_cmp_lt_i32 s[30:31], v1, s29
	s_and_b64 s[28:29], s[30:31], s[34:35]
	v_mov_b32 v34, 0                                    ; outside the tensor: 0
	v_mov_b32 v35, 0                                    ; outside the tensor: 0
	v_mov_b32 v36, 0                                    ; outside the tensor: 0
	v_mov_b32 v37, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_181
	global_load_dwordx4 v[34:37], v20, s[32:33]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[38:41], v9 offset:3072               ; B of block 0, k 0..+15
	ds_read_b128 v[42:45], v8                           ; A of block 0, k 0..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k a[0:15], v[42:43], v[38:39], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8bf16_1k a[0:15], v[44:45], v[40:41], a[0:15] ; examples/gemm_bf16.kgen:7
	s_and_saveexec_b64 s[28:29], s[22:23]               ; lanes where %vpred_73
	s_waitcnt vmcnt(2)
	ds_write_b128 v21, v[26:29] offset:6144             ; 16 bytes into the LDS A1 slice
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v34, v30, s4                         ; (k, k+1) of column 0
	v_perm_b32 v24, v34, v30, s5                        ; (k, k+1) of column 1
	v_perm_b32 v26, v35, v31, s4                        ; (k, k+1) of column 2
	v_perm_b32 v27, v35, v31, s5                        ; (k, k+1) of column 3
	v_perm_b32 v28, v36, v32, s4                        ; (k, k+1) of column 4
	v_perm_b32 v29, v36, v32, s5                        ; (k, k+1) of column 5
	v_perm_b32 v38, v37, v33, s4                        ; (k, k+1) of column 6
	v_perm_b32 v39, v37, v33, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_88
	ds_write_b32 v25, v1 offset:9216                    ; into the LDS B1 slice
	ds_write_b32 v25, v24 offset:9264                   ; into the LDS B1 slice
	ds_write_b32 v25, v26 offset:9312                   ; into the LDS B1 slice
	ds_write_b32 v25, v27 offset:9360                   ; into the LDS B1 slice
	ds_write_b32 v25, v28 offset:9408                   ; into the LDS B1 slice
	ds_write_b32 v25, v29 offset:9456                   ; into the LDS B1 slice
	ds_write_b32 v25, v38 offset:9504                   ; into the LDS B1 slice
	ds_write_b32 v25, v39 offset:9552                   ; into the LDS B1 slice
	s_mov_b64 exec, s[28:29]
	s_add_u32 s28, s27, 1
	s_add_u32 s29, s28, 1
	s_mul_i32 s28, s29, 16                              ; the next step's first k: its loads go out now
	s_mul_i32 s30, s19, s15
	s_mul_hi_u32 s31, s19, s15
	s_mov_b32 s32, s28
	s_mov_b32 s33, 0
	s_add_u32 s34, s30, s32                             ; 'a' tile corner
	s_addc_u32 s35, s31, s33
	s_lshl_b64 s[30:31], s[34:35], 1
	s_add_u32 s32, s6, s30
	s_addc_u32 s33, s7, s31
	v_add_u32 v1, s28, v18
	v_cmp_lt_u32 s[30:31], v1, s15
	s_and_b64 s[34:35], s[30:31], s[22:23]
	s_sub_i32 s29, s14, s19
	v_cmp_lt_i32 s[30:31], v15, s29
	s_and_b64 s[36:37], s[30:31], s[34:35]
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_215
	global_load_dwordx4 v[26:29], v16, s[32:33]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s30, s28, s16
	s_mul_hi_u32 s31, s28, s16
	s_mov_b32 s32, s18
	s_mov_b32 s33, 0
	s_add_u32 s34, s30, s32                             ; 'b' tile corner
	s_addc_u32 s35, s31, s33
	s_lshl_b64 s[30:31], s[34:35], 1
	s_add_u32 s32, s8, s30
	s_addc_u32 s33, s9, s31
	v_add_u32 v1, s18, v22
	v_cmp_lt_u32 s[30:31], v1, s16
	s_and_b64 s[34:35], s[30:31], s[24:25]
	s_sub_i32 s29, s15, s28
	v_lshlrev_b32 v1, 1, v19
	v_cmp_lt_i32 s[30:31], v1, s29
	s_and_b64 s[36:37], s[30:31], s[34:35]
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_231
	global_load_dwordx4 v[30:33], v23, s[32:33]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s29, 1
	v_cmp_lt_i32 s[30:31], v1, s28
	s_and_b64 s[28:29], s[30:31], s[34:35]
	v_mov_b32 v34, 0                                    ; outside the tensor: 0
	v_mov_b32 v35, 0                                    ; outside the tensor: 0
	v_mov_b32 v36, 0                                    ; outside the tensor: 0
	v_mov_b32 v37, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_238
	global_load_dwordx4 v[34:37], v20, s[32:33]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[38:41], v9 offset:9216               ; B of block 0, k 0..+15
	ds_read_b128 v[42:45], v8 offset:6144               ; A of block 0, k 0..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k a[0:15], v[42:43], v[38:39], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8bf16_1k a[0:15], v[44:45], v[40:41], a[0:15] ; examples/gemm_bf16.kgen:7
	s_and_saveexec_b64 s[28:29], s[22:23]               ; lanes where %vpred_73
	s_waitcnt vmcnt(2)
	ds_write_b128 v21, v[26:29]                         ; 16 bytes into the LDS A0 slice
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_perm_b32 v1, v34, v30, s4                         ; (k, k+1) of column 0
	v_perm_b32 v24, v34, v30, s5                        ; (k, k+1) of column 1
	v_perm_b32 v26, v35, v31, s4                        ; (k, k+1) of column 2
	v_perm_b32 v27, v35, v31, s5                        ; (k, k+1) of column 3
	v_perm_b32 v28, v36, v32, s4                        ; (k, k+1) of column 4
	v_perm_b32 v29, v36, v32, s5                        ; (k, k+1) of column 5
	v_perm_b32 v38, v37, v33, s4                        ; (k, k+1) of column 6
	v_perm_b32 v39, v37, v33, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_88
	ds_write_b32 v25, v1 offset:3072                    ; into the LDS B0 slice
	ds_write_b32 v25, v24 offset:3120                   ; into the LDS B0 slice
	ds_write_b32 v25, v26 offset:3168                   ; into the LDS B0 slice
	ds_write_b32 v25, v27 offset:3216                   ; into the LDS B0 slice
	ds_write_b32 v25, v28 offset:3264                   ; into the LDS B0 slice
	ds_write_b32 v25, v29 offset:3312                   ; into the LDS B0 slice
	ds_write_b32 v25, v38 offset:3360                   ; into the LDS B0 slice
	ds_write_b32 v25, v39 offset:3408                   ; into the LDS B0 slice
	s_mov_b64 exec, s[28:29]
	s_add_u32 s27, s27, 2
	s_cmp_lt_u32 s27, s17
	s_cbranch_scc1 .Lgemm_bf16_loop0
.Lgemm_bf16_loop0_end:
	s_and_b32 s4, s26, 1
	s_cmp_lg_u32 s4, 0
	s_cselect_b32 s4, 1, 0
	s_cmp_eq_u32 s4, 0                                  ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgemm_bf16_if1_end
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[18:21], v9 offset:3072               ; B of block 0, k 0..+15
	ds_read_b128 v[22:25], v8                           ; A of block 0, k 0..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k a[0:15], v[22:23], v[18:19], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8bf16_1k a[0:15], v[24:25], v[20:21], a[0:15] ; examples/gemm_bf16.kgen:7
.Lgemm_bf16_if1_end:
	s_branch .Lgemm_bf16_if0_end
.Lgemm_bf16_if0_else:
	s_add_u32 s4, s15, 15
	s_lshr_b32 s5, s4, 4                                ; K steps of 16
	s_mul_i32 s22, s19, s15
	s_mul_hi_u32 s23, s19, s15
	s_mov_b32 s24, 0
	s_mov_b32 s25, 0
	s_add_u32 s26, s22, s24                             ; 'a' tile corner
	s_addc_u32 s27, s23, s25
	s_lshl_b64 s[22:23], s[26:27], 1
	s_add_u32 s24, s6, s22
	s_addc_u32 s25, s7, s23
	v_add_u32 v1, 0, v7
	v_cmp_lt_u32 s[22:23], v1, s15
	s_sub_i32 s4, s14, s19                              ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v6, s4
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v1, 0                                     ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_280
	global_load_ushort v1, v10, s[24:25]                ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 16
	v_cmp_lt_i32 s[26:27], v6, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 1
	v_add_u32 v15, s17, v10
	v_mov_b32 v16, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_284
	global_load_ushort v16, v15, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 32
	v_cmp_lt_i32 s[26:27], v6, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 2
	v_add_u32 v15, s17, v10
	v_mov_b32 v18, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_290
	global_load_ushort v18, v15, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 48
	v_cmp_lt_i32 s[26:27], v6, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s4, s20, 3
	v_add_u32 v15, s4, v10
	v_mov_b32 v19, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_296
	global_load_ushort v19, v15, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s22, 0, s16
	s_mul_hi_u32 s23, 0, s16
	s_mov_b32 s24, s18
	s_mov_b32 s25, 0
	s_add_u32 s26, s22, s24                             ; 'b' tile corner
	s_addc_u32 s27, s23, s25
	s_lshl_b64 s[22:23], s[26:27], 1
	s_add_u32 s24, s8, s22
	s_addc_u32 s25, s9, s23
	v_add_u32 v15, s18, v12
	v_cmp_lt_u32 s[22:23], v15, s16
	s_sub_i32 s4, s15, 0                                ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v11, s4
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v15, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_309
	global_load_ushort v15, v14, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 4
	v_cmp_lt_i32 s[26:27], v11, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 1
	v_add_u32 v20, s17, v14
	v_mov_b32 v21, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_313
	global_load_ushort v21, v20, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 8
	v_cmp_lt_i32 s[26:27], v11, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 2
	v_add_u32 v20, s17, v14
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_319
	global_load_ushort v22, v20, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 12
	v_cmp_lt_i32 s[26:27], v11, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s4, s21, 3
	v_add_u32 v20, s4, v14
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_325
	global_load_ushort v23, v20, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(7)
	ds_write_b16 v13, v1                                ; into the LDS A0 slice
	s_waitcnt vmcnt(6)
	ds_write_b16 v13, v16 offset:768                    ; into the LDS A0 slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v13, v18 offset:1536                   ; into the LDS A0 slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v13, v19 offset:2304                   ; into the LDS A0 slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v17, v15 offset:3072                   ; into the LDS B0 slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v17, v21 offset:3080                   ; into the LDS B0 slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v17, v22 offset:3088                   ; into the LDS B0 slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v17, v23 offset:3096                   ; into the LDS B0 slice
	s_and_b32 s4, s5, -2
	s_mov_b32 s17, 0                                    ; for kk in k: double-buffered LDS, loads one step ahead, two steps per trip
	s_cmp_ge_u32 s17, s4
	s_cbranch_scc1 .Lgemm_bf16_loop1_end
.Lgemm_bf16_loop1:
	s_add_u32 s22, s17, 1
	s_mul_i32 s23, s22, 16                              ; the next step's first k: its loads go out now
	s_mul_i32 s24, s19, s15
	s_mul_hi_u32 s25, s19, s15
	s_mov_b32 s26, s23
	s_mov_b32 s27, 0
	s_add_u32 s28, s24, s26                             ; 'a' tile corner
	s_addc_u32 s29, s25, s27
	s_lshl_b64 s[24:25], s[28:29], 1
	s_add_u32 s26, s6, s24
	s_addc_u32 s27, s7, s25
	v_add_u32 v1, s23, v7
	v_cmp_lt_u32 s[24:25], v1, s15
	s_sub_i32 s22, s14, s19                             ; rows left in the tensor
	v_cmp_lt_i32 s[28:29], v6, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v1, 0                                     ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_342
	global_load_ushort v1, v10, s[26:27]                ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s28, s22, 16
	v_cmp_lt_i32 s[30:31], v6, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 1
	v_add_u32 v15, s30, v10
	v_mov_b32 v16, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_346
	global_load_ushort v16, v15, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 32
	v_cmp_lt_i32 s[30:31], v6, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 2
	v_add_u32 v15, s30, v10
	v_mov_b32 v18, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_352
	global_load_ushort v18, v15, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 48
	v_cmp_lt_i32 s[30:31], v6, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s22, s20, 3
	v_add_u32 v15, s22, v10
	v_mov_b32 v19, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_358
	global_load_ushort v19, v15, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s24, s23, s16
	s_mul_hi_u32 s25, s23, s16
	s_mov_b32 s26, s18
	s_mov_b32 s27, 0
	s_add_u32 s28, s24, s26                             ; 'b' tile corner
	s_addc_u32 s29, s25, s27
	s_lshl_b64 s[24:25], s[28:29], 1
	s_add_u32 s26, s8, s24
	s_addc_u32 s27, s9, s25
	v_add_u32 v15, s18, v12
	v_cmp_lt_u32 s[24:25], v15, s16
	s_sub_i32 s22, s15, s23                             ; rows left in the tensor
	v_cmp_lt_i32 s[28:29], v11, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v15, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_371
	global_load_ushort v15, v14, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 4
	v_cmp_lt_i32 s[28:29], v11, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s21, 1
	v_add_u32 v20, s23, v14
	v_mov_b32 v21, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_375
	global_load_ushort v21, v20, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 8
	v_cmp_lt_i32 s[28:29], v11, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s21, 2
	v_add_u32 v20, s23, v14
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_381
	global_load_ushort v22, v20, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 12
	v_cmp_lt_i32 s[28:29], v11, s23
	s_and_b64 s[22:23], s[28:29], s[24:25]
	s_mul_i32 s24, s21, 3
	v_add_u32 v20, s24, v14
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_387
	global_load_ushort v23, v20, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[24:27], v9 offset:3072               ; B of block 0, k 0..+15
	ds_read_b128 v[28:31], v8                           ; A of block 0, k 0..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k a[0:15], v[28:29], v[24:25], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8bf16_1k a[0:15], v[30:31], v[26:27], a[0:15] ; examples/gemm_bf16.kgen:7
	s_waitcnt vmcnt(7)
	ds_write_b16 v13, v1 offset:6144                    ; into the LDS A1 slice
	s_waitcnt vmcnt(6)
	ds_write_b16 v13, v16 offset:6912                   ; into the LDS A1 slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v13, v18 offset:7680                   ; into the LDS A1 slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v13, v19 offset:8448                   ; into the LDS A1 slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v17, v15 offset:9216                   ; into the LDS B1 slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v17, v21 offset:9224                   ; into the LDS B1 slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v17, v22 offset:9232                   ; into the LDS B1 slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v17, v23 offset:9240                   ; into the LDS B1 slice
	s_add_u32 s22, s17, 1
	s_add_u32 s23, s22, 1
	s_mul_i32 s22, s23, 16                              ; the next step's first k: its loads go out now
	s_mul_i32 s24, s19, s15
	s_mul_hi_u32 s25, s19, s15
	s_mov_b32 s26, s22
	s_mov_b32 s27, 0
	s_add_u32 s28, s24, s26                             ; 'a' tile corner
	s_addc_u32 s29, s25, s27
	s_lshl_b64 s[24:25], s[28:29], 1
	s_add_u32 s26, s6, s24
	s_addc_u32 s27, s7, s25
	v_add_u32 v1, s22, v7
	v_cmp_lt_u32 s[24:25], v1, s15
	s_sub_i32 s23, s14, s19                             ; rows left in the tensor
	v_cmp_lt_i32 s[28:29], v6, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v1, 0                                     ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_411
	global_load_ushort v1, v10, s[26:27]                ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s28, s23, 16
	v_cmp_lt_i32 s[30:31], v6, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 1
	v_add_u32 v15, s30, v10
	v_mov_b32 v16, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_415
	global_load_ushort v16, v15, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 32
	v_cmp_lt_i32 s[30:31], v6, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 2
	v_add_u32 v15, s30, v10
	v_mov_b32 v18, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_421
	global_load_ushort v18, v15, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 48
	v_cmp_lt_i32 s[30:31], v6, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s23, s20, 3
	v_add_u32 v15, s23, v10
	v_mov_b32 v19, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_427
	global_load_ushort v19, v15, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s24, s22, s16
	s_mul_hi_u32 s25, s22, s16
	s_mov_b32 s26, s18
	s_mov_b32 s27, 0
	s_add_u32 s28, s24, s26                             ; 'b' tile corner
	s_addc_u32 s29, s25, s27
	s_lshl_b64 s[24:25], s[28:29], 1
	s_add_u32 s26, s8, s24
	s_addc_u32 s27, s9, s25
	v_add_u32 v15, s18, v12
	v_cmp_lt_u32 s[24:25], v15, s16
	s_sub_i32 s23, s15, s22                             ; rows left in the tensor
	v_cmp_lt_i32 s[28:29], v11, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v15, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_440
	global_load_ushort v15, v14, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 4
	v_cmp_lt_i32 s[28:29], v11, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s21, 1
	v_add_u32 v20, s22, v14
	v_mov_b32 v21, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_444
	global_load_ushort v21, v20, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 8
	v_cmp_lt_i32 s[28:29], v11, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s21, 2
	v_add_u32 v20, s22, v14
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_450
	global_load_ushort v22, v20, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 12
	v_cmp_lt_i32 s[28:29], v11, s22
	s_and_b64 s[22:23], s[28:29], s[24:25]
	s_mul_i32 s24, s21, 3
	v_add_u32 v20, s24, v14
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_456
	global_load_ushort v23, v20, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[24:27], v9 offset:9216               ; B of block 0, k 0..+15
	ds_read_b128 v[28:31], v8 offset:6144               ; A of block 0, k 0..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k a[0:15], v[28:29], v[24:25], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8bf16_1k a[0:15], v[30:31], v[26:27], a[0:15] ; examples/gemm_bf16.kgen:7
	s_waitcnt vmcnt(7)
	ds_write_b16 v13, v1                                ; into the LDS A0 slice
	s_waitcnt vmcnt(6)
	ds_write_b16 v13, v16 offset:768                    ; into the LDS A0 slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v13, v18 offset:1536                   ; into the LDS A0 slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v13, v19 offset:2304                   ; into the LDS A0 slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v17, v15 offset:3072                   ; into the LDS B0 slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v17, v21 offset:3080                   ; into the LDS B0 slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v17, v22 offset:3088                   ; into the LDS B0 slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v17, v23 offset:3096                   ; into the LDS B0 slice
	s_add_u32 s17, s17, 2
	s_cmp_lt_u32 s17, s4
	s_cbranch_scc1 .Lgemm_bf16_loop1
.Lgemm_bf16_loop1_end:
	s_and_b32 s4, s5, 1
	s_cmp_lg_u32 s4, 0
	s_cselect_b32 s4, 1, 0
	s_cmp_eq_u32 s4, 0                                  ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgemm_bf16_if2_end
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[10:13], v9 offset:3072               ; B of block 0, k 0..+15
	ds_read_b128 v[14:17], v8                           ; A of block 0, k 0..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k a[0:15], v[14:15], v[10:11], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8bf16_1k a[0:15], v[16:17], v[12:13], a[0:15] ; examples/gemm_bf16.kgen:7
.Lgemm_bf16_if2_end:
.Lgemm_bf16_if0_end:
	v_lshrrev_b32 v1, 5, v2
	v_lshlrev_b32 v2, 2, v1
	v_mul_lo_u32 v1, 32, v4
	v_add_u32 v4, v2, v1
	v_mul_lo_u32 v1, 32, v5
	v_add_u32 v2, v3, v1
	v_add_u32 v1, 0, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s19, v1
	v_add_u32 v6, s18, v3
	v_cmp_lt_u32 s[4:5], v5, s14
	v_cmp_lt_u32 s[6:7], v6, s16
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_mov_b32 s4, s18
	s_mov_b32 s5, 0
	s_lshl_b64 s[6:7], s[4:5], 2
	s_add_u32 s4, s10, s6
	s_addc_u32 s5, s11, s7
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v6, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_490
	global_load_dword v6, v5, s[4:5]                    ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v5, a0                           ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v7, v5, v6
	v_max_f32 v5, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v6, v5, 16, 1                             ; round to bf16
	v_mov_b32 v7, 0x7fff
	v_add3_u32 v8, v5, v6, v7
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v8, v8, v5, s[6:7]
	v_and_b32 v5, 0xffff0000, v8
	v_lshrrev_b32 v6, 16, v5
	s_mul_i32 s6, s19, s16
	s_mul_hi_u32 s7, s19, s16
	s_mov_b32 s10, s18
	s_mov_b32 s11, 0
	s_add_u32 s20, s6, s10                              ; 'c' tile corner
	s_addc_u32 s21, s7, s11
	s_lshl_b64 s[6:7], s[20:21], 1
	s_add_u32 s10, s12, s6
	s_addc_u32 s11, s13, s7
	v_mul_lo_u32 v5, s16, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 1, v1
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_490
	global_store_short v3, v6, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 1, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s19, v1
	v_add_u32 v6, s18, v3
	v_cmp_lt_u32 s[6:7], v5, s14
	v_cmp_lt_u32 s[8:9], v6, s16
	s_and_b64 s[12:13], s[6:7], s[8:9]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v6, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_514
	global_load_dword v6, v5, s[4:5]                    ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v5, a1                           ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v7, v5, v6
	v_max_f32 v5, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v6, v5, 16, 1                             ; round to bf16
	v_mov_b32 v7, 0x7fff
	v_add3_u32 v8, v5, v6, v7
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v8, v8, v5, s[6:7]
	v_and_b32 v5, 0xffff0000, v8
	v_lshrrev_b32 v6, 16, v5
	v_mul_lo_u32 v5, s16, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 1, v1
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_514
	global_store_short v3, v6, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 2, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s19, v1
	v_add_u32 v6, s18, v3
	v_cmp_lt_u32 s[6:7], v5, s14
	v_cmp_lt_u32 s[8:9], v6, s16
	s_and_b64 s[12:13], s[6:7], s[8:9]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v6, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_530
	global_load_dword v6, v5, s[4:5]                    ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v5, a2                           ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v7, v5, v6
	v_max_f32 v5, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v6, v5, 16, 1                             ; round to bf16
	v_mov_b32 v7, 0x7fff
	v_add3_u32 v8, v5, v6, v7
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v8, v8, v5, s[6:7]
	v_and_b32 v5, 0xffff0000, v8
	v_lshrrev_b32 v6, 16, v5
	v_mul_lo_u32 v5, s16, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 1, v1
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_530
	global_store_short v3, v6, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 3, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s19, v1
	v_add_u32 v6, s18, v3
	v_cmp_lt_u32 s[6:7], v5, s14
	v_cmp_lt_u32 s[8:9], v6, s16
	s_and_b64 s[12:13], s[6:7], s[8:9]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v6, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_546
	global_load_dword v6, v5, s[4:5]                    ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v5, a3                           ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v7, v5, v6
	v_max_f32 v5, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v6, v5, 16, 1                             ; round to bf16
	v_mov_b32 v7, 0x7fff
	v_add3_u32 v8, v5, v6, v7
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v8, v8, v5, s[6:7]
	v_and_b32 v5, 0xffff0000, v8
	v_lshrrev_b32 v6, 16, v5
	v_mul_lo_u32 v5, s16, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 1, v1
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_546
	global_store_short v3, v6, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 8, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s19, v1
	v_add_u32 v6, s18, v3
	v_cmp_lt_u32 s[6:7], v5, s14
	v_cmp_lt_u32 s[8:9], v6, s16
	s_and_b64 s[12:13], s[6:7], s[8:9]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v6, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_562
	global_load_dword v6, v5, s[4:5]                    ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v5, a4                           ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v7, v5, v6
	v_max_f32 v5, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v6, v5, 16, 1                             ; round to bf16
	v_mov_b32 v7, 0x7fff
	v_add3_u32 v8, v5, v6, v7
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v8, v8, v5, s[6:7]
	v_and_b32 v5, 0xffff0000, v8
	v_lshrrev_b32 v6, 16, v5
	v_mul_lo_u32 v5, s16, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 1, v1
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_562
	global_store_short v3, v6, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 9, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s19, v1
	v_add_u32 v6, s18, v3
	v_cmp_lt_u32 s[6:7], v5, s14
	v_cmp_lt_u32 s[8:9], v6, s16
	s_and_b64 s[12:13], s[6:7], s[8:9]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v6, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_578
	global_load_dword v6, v5, s[4:5]                    ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v5, a5                           ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v7, v5, v6
	v_max_f32 v5, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v6, v5, 16, 1                             ; round to bf16
	v_mov_b32 v7, 0x7fff
	v_add3_u32 v8, v5, v6, v7
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v8, v8, v5, s[6:7]
	v_and_b32 v5, 0xffff0000, v8
	v_lshrrev_b32 v6, 16, v5
	v_mul_lo_u32 v5, s16, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 1, v1
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_578
	global_store_short v3, v6, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 10, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s19, v1
	v_add_u32 v6, s18, v3
	v_cmp_lt_u32 s[6:7], v5, s14
	v_cmp_lt_u32 s[8:9], v6, s16
	s_and_b64 s[12:13], s[6:7], s[8:9]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v6, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_594
	global_load_dword v6, v5, s[4:5]                    ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v5, a6                           ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v7, v5, v6
	v_max_f32 v5, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v6, v5, 16, 1                             ; round to bf16
	v_mov_b32 v7, 0x7fff
	v_add3_u32 v8, v5, v6, v7
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v8, v8, v5, s[6:7]
	v_and_b32 v5, 0xffff0000, v8
	v_lshrrev_b32 v6, 16, v5
	v_mul_lo_u32 v5, s16, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 1, v1
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_594
	global_store_short v3, v6, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 11, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s19, v1
	v_add_u32 v6, s18, v3
	v_cmp_lt_u32 s[6:7], v5, s14
	v_cmp_lt_u32 s[8:9], v6, s16
	s_and_b64 s[12:13], s[6:7], s[8:9]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v6, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_610
	global_load_dword v6, v5, s[4:5]                    ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v5, a7                           ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v7, v5, v6
	v_max_f32 v5, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v6, v5, 16, 1                             ; round to bf16
	v_mov_b32 v7, 0x7fff
	v_add3_u32 v8, v5, v6, v7
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v8, v8, v5, s[6:7]
	v_and_b32 v5, 0xffff0000, v8
	v_lshrrev_b32 v6, 16, v5
	v_mul_lo_u32 v5, s16, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 1, v1
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_610
	global_store_short v3, v6, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 16, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s19, v1
	v_add_u32 v6, s18, v3
	v_cmp_lt_u32 s[6:7], v5, s14
	v_cmp_lt_u32 s[8:9], v6, s16
	s_and_b64 s[12:13], s[6:7], s[8:9]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v6, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_626
	global_load_dword v6, v5, s[4:5]                    ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v5, a8                           ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v7, v5, v6
	v_max_f32 v5, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v6, v5, 16, 1                             ; round to bf16
	v_mov_b32 v7, 0x7fff
	v_add3_u32 v8, v5, v6, v7
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v8, v8, v5, s[6:7]
	v_and_b32 v5, 0xffff0000, v8
	v_lshrrev_b32 v6, 16, v5
	v_mul_lo_u32 v5, s16, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 1, v1
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_626
	global_store_short v3, v6, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 17, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s19, v1
	v_add_u32 v6, s18, v3
	v_cmp_lt_u32 s[6:7], v5, s14
	v_cmp_lt_u32 s[8:9], v6, s16
	s_and_b64 s[12:13], s[6:7], s[8:9]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v6, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_642
	global_load_dword v6, v5, s[4:5]                    ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v5, a9                           ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v7, v5, v6
	v_max_f32 v5, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v6, v5, 16, 1                             ; round to bf16
	v_mov_b32 v7, 0x7fff
	v_add3_u32 v8, v5, v6, v7
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v8, v8, v5, s[6:7]
	v_and_b32 v5, 0xffff0000, v8
	v_lshrrev_b32 v6, 16, v5
	v_mul_lo_u32 v5, s16, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 1, v1
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_642
	global_store_short v3, v6, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 18, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s19, v1
	v_add_u32 v6, s18, v3
	v_cmp_lt_u32 s[6:7], v5, s14
	v_cmp_lt_u32 s[8:9], v6, s16
	s_and_b64 s[12:13], s[6:7], s[8:9]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v6, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_658
	global_load_dword v6, v5, s[4:5]                    ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v5, a10                          ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v7, v5, v6
	v_max_f32 v5, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v6, v5, 16, 1                             ; round to bf16
	v_mov_b32 v7, 0x7fff
	v_add3_u32 v8, v5, v6, v7
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v8, v8, v5, s[6:7]
	v_and_b32 v5, 0xffff0000, v8
	v_lshrrev_b32 v6, 16, v5
	v_mul_lo_u32 v5, s16, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 1, v1
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_658
	global_store_short v3, v6, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 19, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s19, v1
	v_add_u32 v6, s18, v3
	v_cmp_lt_u32 s[6:7], v5, s14
	v_cmp_lt_u32 s[8:9], v6, s16
	s_and_b64 s[12:13], s[6:7], s[8:9]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v6, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_674
	global_load_dword v6, v5, s[4:5]                    ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v5, a11                          ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v7, v5, v6
	v_max_f32 v5, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v6, v5, 16, 1                             ; round to bf16
	v_mov_b32 v7, 0x7fff
	v_add3_u32 v8, v5, v6, v7
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v8, v8, v5, s[6:7]
	v_and_b32 v5, 0xffff0000, v8
	v_lshrrev_b32 v6, 16, v5
	v_mul_lo_u32 v5, s16, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 1, v1
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_674
	global_store_short v3, v6, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 24, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s19, v1
	v_add_u32 v6, s18, v3
	v_cmp_lt_u32 s[6:7], v5, s14
	v_cmp_lt_u32 s[8:9], v6, s16
	s_and_b64 s[12:13], s[6:7], s[8:9]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v6, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_690
	global_load_dword v6, v5, s[4:5]                    ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v5, a12                          ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v7, v5, v6
	v_max_f32 v5, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v6, v5, 16, 1                             ; round to bf16
	v_mov_b32 v7, 0x7fff
	v_add3_u32 v8, v5, v6, v7
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v8, v8, v5, s[6:7]
	v_and_b32 v5, 0xffff0000, v8
	v_lshrrev_b32 v6, 16, v5
	v_mul_lo_u32 v5, s16, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 1, v1
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_690
	global_store_short v3, v6, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 25, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s19, v1
	v_add_u32 v6, s18, v3
	v_cmp_lt_u32 s[6:7], v5, s14
	v_cmp_lt_u32 s[8:9], v6, s16
	s_and_b64 s[12:13], s[6:7], s[8:9]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v6, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_706
	global_load_dword v6, v5, s[4:5]                    ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v5, a13                          ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v7, v5, v6
	v_max_f32 v5, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v6, v5, 16, 1                             ; round to bf16
	v_mov_b32 v7, 0x7fff
	v_add3_u32 v8, v5, v6, v7
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v8, v8, v5, s[6:7]
	v_and_b32 v5, 0xffff0000, v8
	v_lshrrev_b32 v6, 16, v5
	v_mul_lo_u32 v5, s16, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 1, v1
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_706
	global_store_short v3, v6, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 26, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s19, v1
	v_add_u32 v6, s18, v3
	v_cmp_lt_u32 s[6:7], v5, s14
	v_cmp_lt_u32 s[8:9], v6, s16
	s_and_b64 s[12:13], s[6:7], s[8:9]
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v6, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_722
	global_load_dword v6, v5, s[4:5]                    ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v5, a14                          ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v7, v5, v6
	v_max_f32 v5, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v6, v5, 16, 1                             ; round to bf16
	v_mov_b32 v7, 0x7fff
	v_add3_u32 v8, v5, v6, v7
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v8, v8, v5, s[6:7]
	v_and_b32 v5, 0xffff0000, v8
	v_lshrrev_b32 v6, 16, v5
	v_mul_lo_u32 v5, s16, v1
	v_add_u32 v1, v5, v3
	v_lshlrev_b32 v3, 1, v1
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_722
	global_store_short v3, v6, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v1, 27, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v2, s19, v1
	v_add_u32 v4, s18, v3
	v_cmp_lt_u32 s[6:7], v2, s14
	v_cmp_lt_u32 s[8:9], v4, s16
	s_and_b64 s[12:13], s[6:7], s[8:9]
	v_lshlrev_b32 v2, 2, v3
	v_mov_b32 v4, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_738
	global_load_dword v4, v2, s[4:5]                    ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v2, a15                          ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v5, v2, v4
	v_max_f32 v2, 0, v5                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v4, v2, 16, 1                             ; round to bf16
	v_mov_b32 v5, 0x7fff
	v_add3_u32 v6, v2, v4, v5
	v_cmp_u_f32 s[4:5], v2, v2
	v_mov_b32 v2, 0x7fc00000
	v_cndmask_b32 v6, v6, v2, s[4:5]
	v_and_b32 v2, 0xffff0000, v6
	v_lshrrev_b32 v4, 16, v2
	v_mul_lo_u32 v2, s16, v1
	v_add_u32 v1, v2, v3
	v_lshlrev_b32 v2, 1, v1
	s_and_saveexec_b64 s[4:5], s[12:13]                 ; lanes where %vpred_738
	global_store_short v2, v4, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_endpgm
.Lfunc_end_gemm_bf16:
	.size	gemm_bf16, .Lfunc_end_gemm_bf16-gemm_bf16

	.rodata
	.p2align	6
	.amdhsa_kernel gemm_bf16
		.amdhsa_group_segment_fixed_size 12288
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 64
		.amdhsa_next_free_sgpr 38
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
  - .name:           gemm_bf16
    .symbol:         gemm_bf16.kd
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
    .group_segment_fixed_size: 12288
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .vgpr_count:     46
    .vgpr_spill_count: 0
    .agpr_count:     16
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
