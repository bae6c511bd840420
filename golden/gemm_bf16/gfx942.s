; kgen AMDGCN module for gfx942: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5

; kernel gemm_bf16: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel gemm_bf16 from examples/gemm_bf16.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 512 threads = 4 x 2 waves, tile 128 x 128 of C, K in steps of 32
;   grid: n, m
;   wave tile 32 x 64: 1 x 2 v_mfma_f32_32x32x8 per 8 of K, 32 f32 accumulators per lane, in AGPRs (v_accvgpr_read in the epilogue)
;   LDS: 2 stages x 20480 bytes = 40960; operands K-contiguous (A[m][k], B[n][k], rows padded 16 bytes: ds_read_b128 conflict-free); each lane reads 8 k-values of A and of B per 2 MFMAs
;   staging: double-buffered LDS; global loads two steps ahead into VGPRs, written to LDS in the memory phase one step ahead (16 bytes per lane when rows are 16-byte aligned, element-wise otherwise; zero outside the tensors)
;   wave groups: 2 x 4 waves, ping-pong: group g = waves 4g..4g+3 owns rows 64g..+63 of the C tile (64 x 128)
;   each K step, per group: memory phase (ds_write of the next step, global loads of the one after, ds_read of this step's operands; priority 0) | s_barrier | MFMA phase (s_setprio 1, the step's MFMAs from registers, s_setprio 0) | s_barrier
;   group 1 runs one s_barrier behind group 0 (a bar_group only it executes), so one group's memory phase runs under the other's MFMA phase; group 0 catches up with a bar_group of its own before the epilogue
; resources: 62 VGPRs, 32 AGPRs, 50 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 40960 bytes LDS, 44 bytes of arguments, 512 threads
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
	s_mul_i32 s18, s17, 0x80
	s_mov_b32 s17, s3
	s_mul_i32 s19, s17, 0x80
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
	v_accvgpr_write_b32 a16, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a17, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a18, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a19, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a20, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a21, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a22, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a23, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a24, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a25, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a26, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a27, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a28, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a29, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a30, 0                          ; accumulator = 0
	v_accvgpr_write_b32 a31, 0                          ; accumulator = 0
	v_and_b32 v3, 31, v2
	v_lshrrev_b32 v6, 5, v2
	v_lshlrev_b32 v7, 4, v6
	v_mul_lo_u32 v6, 32, v4
	v_add_u32 v8, v3, v6
	v_mov_b32 v6, 0x50
	v_mul_lo_u32 v9, v6, v8
	v_add_u32 v6, v9, v7
	v_mul_lo_u32 v8, 64, v5
	v_add_u32 v9, v3, v8
	v_mov_b32 v8, 0x50
	v_mul_lo_u32 v10, v8, v9
	v_add_u32 v8, v10, v7
	v_lshrrev_b32 v7, 5, v1
	v_and_b32 v9, 31, v1
	s_waitcnt lgkmcnt(0)
	v_mul_lo_u32 v10, s15, v7
	v_add_u32 v11, v10, v9
	v_lshlrev_b32 v10, 1, v11                           ; this thread's first element of 'a'
	s_mul_i32 s17, s15, 16
	s_lshl_b32 s20, s17, 1                              ; 16 rows of 'a'
	v_mov_b32 v11, 0x50
	v_mul_lo_u32 v12, v11, v7
	v_lshlrev_b32 v11, 1, v9
	v_add_u32 v13, v12, v11
	v_lshrrev_b32 v11, 7, v1
	v_and_b32 v12, 0x7f, v1
	v_mul_lo_u32 v14, s16, v11
	v_add_u32 v15, v14, v12
	v_lshlrev_b32 v14, 1, v15                           ; this thread's first element of 'b'
	s_mul_i32 s17, s16, 4
	s_lshl_b32 s21, s17, 1                              ; 4 rows of 'b'
	v_mov_b32 v15, 0x50
	v_mul_lo_u32 v16, v15, v12
	v_lshlrev_b32 v15, 1, v11
	v_add_u32 v17, v16, v15
	v_lshrrev_b32 v15, 2, v1
	v_and_b32 v16, 3, v1
	v_lshlrev_b32 v18, 3, v16
	v_mul_lo_u32 v16, s15, v15
	v_add_u32 v19, v16, v18
	v_lshlrev_b32 v16, 1, v19                           ; this thread's first 16 bytes of 'a'
	v_mov_b32 v19, 0x50
	v_mul_lo_u32 v20, v19, v15
	v_lshlrev_b32 v19, 1, v18
	v_add_u32 v21, v20, v19
	v_lshrrev_b32 v19, 4, v1
	v_and_b32 v20, 15, v1
	v_lshlrev_b32 v22, 3, v20
	v_lshlrev_b32 v20, 1, v19
	v_mul_lo_u32 v23, s16, v20
	v_add_u32 v20, v23, v22
	v_lshlrev_b32 v23, 1, v20                           ; this thread's first 16 bytes of 'b'
	v_mov_b32 v20, 0x50
	v_mul_lo_u32 v24, v20, v22
	v_lshlrev_b32 v20, 2, v19
	v_add_u32 v25, v24, v20
	s_lshl_b32 s17, s16, 1
	v_add_u32 v20, s17, v23                             ; the next k row
	v_mov_b32 v24, 0x100                                ; 256 units of 16 bytes: the other threads have none
	v_cmp_lt_u32 s[22:23], v1, v24
	s_and_b32 s17, s15, 7
	s_cmp_eq_u32 s17, 0                                 ; a multiple of 8 elements: 16-byte rows
	s_cselect_b32 s17, 1, 0
	s_and_b32 s24, s16, 7
	s_cmp_eq_u32 s24, 0                                 ; a multiple of 8 elements: 16-byte rows
	s_cselect_b32 s24, 1, 0
	s_and_b32 s25, s17, s24
	s_cmp_eq_u32 s25, 0                                 ; rows 16-byte aligned: 16-byte global loads and LDS writes; otherwise element-wise staging
	s_cbranch_scc1 .Lgemm_bf16_if0_else
	s_add_u32 s17, s15, 31
	s_lshr_b32 s24, s17, 5                              ; K steps of 32
	s_mul_i32 s26, s19, s15
	s_mul_hi_u32 s27, s19, s15
	s_mov_b32 s28, 0
	s_mov_b32 s29, 0
	s_add_u32 s30, s26, s28                             ; 'a' tile corner
	s_addc_u32 s31, s27, s29
	s_lshl_b64 s[26:27], s[30:31], 1
	s_add_u32 s28, s6, s26
	s_addc_u32 s29, s7, s27
	v_add_u32 v24, 0, v18
	v_cmp_lt_u32 s[26:27], v24, s15
	s_sub_i32 s17, s14, s19
	v_cmp_lt_i32 s[30:31], v15, s17
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_122
	global_load_dwordx4 v[26:29], v16, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s26, 0, s16
	s_mul_hi_u32 s27, 0, s16
	s_mov_b32 s28, s18
	s_mov_b32 s29, 0
	s_add_u32 s30, s26, s28                             ; 'b' tile corner
	s_addc_u32 s31, s27, s29
	s_lshl_b64 s[26:27], s[30:31], 1
	s_add_u32 s28, s8, s26
	s_addc_u32 s29, s9, s27
	v_add_u32 v24, s18, v22
	v_cmp_lt_u32 s[26:27], v24, s16
	s_and_b64 s[30:31], s[26:27], s[22:23]
	s_sub_i32 s17, s15, 0
	v_lshlrev_b32 v24, 1, v19
	v_cmp_lt_i32 s[26:27], v24, s17
	s_and_b64 s[32:33], s[26:27], s[30:31]
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_138
	global_load_dwordx4 v[30:33], v23, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s25, s17, 1
	v_cmp_lt_i32 s[26:27], v24, s25
	s_and_b64 s[32:33], s[26:27], s[30:31]
	v_mov_b32 v34, 0                                    ; outside the tensor: 0
	v_mov_b32 v35, 0                                    ; outside the tensor: 0
	v_mov_b32 v36, 0                                    ; outside the tensor: 0
	v_mov_b32 v37, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_145
	global_load_dwordx4 v[34:37], v20, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(2)
	ds_write_b128 v21, v[26:29]                         ; 16 bytes into the LDS A0 slice
	s_waitcnt vmcnt(0)
	v_perm_b32 v24, v34, v30, s4                        ; (k, k+1) of column 0
	v_perm_b32 v26, v34, v30, s5                        ; (k, k+1) of column 1
	v_perm_b32 v27, v35, v31, s4                        ; (k, k+1) of column 2
	v_perm_b32 v28, v35, v31, s5                        ; (k, k+1) of column 3
	v_perm_b32 v29, v36, v32, s4                        ; (k, k+1) of column 4
	v_perm_b32 v38, v36, v32, s5                        ; (k, k+1) of column 5
	v_perm_b32 v39, v37, v33, s4                        ; (k, k+1) of column 6
	v_perm_b32 v40, v37, v33, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_103
	ds_write_b32 v25, v24 offset:10240                  ; into the LDS B0 slice
	ds_write_b32 v25, v26 offset:10320                  ; into the LDS B0 slice
	ds_write_b32 v25, v27 offset:10400                  ; into the LDS B0 slice
	ds_write_b32 v25, v28 offset:10480                  ; into the LDS B0 slice
	ds_write_b32 v25, v29 offset:10560                  ; into the LDS B0 slice
	ds_write_b32 v25, v38 offset:10640                  ; into the LDS B0 slice
	ds_write_b32 v25, v39 offset:10720                  ; into the LDS B0 slice
	ds_write_b32 v25, v40 offset:10800                  ; into the LDS B0 slice
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s26, s19, s15
	s_mul_hi_u32 s27, s19, s15
	s_mov_b32 s28, 32
	s_mov_b32 s29, 0
	s_add_u32 s30, s26, s28                             ; 'a' tile corner
	s_addc_u32 s31, s27, s29
	s_lshl_b64 s[26:27], s[30:31], 1
	s_add_u32 s28, s6, s26
	s_addc_u32 s29, s7, s27
	v_add_u32 v24, 32, v18
	v_cmp_lt_u32 s[26:27], v24, s15
	s_sub_i32 s17, s14, s19
	v_cmp_lt_i32 s[30:31], v15, s17
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_167
	global_load_dwordx4 v[26:29], v16, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s26, 32, s16
	s_mul_hi_u32 s27, 32, s16
	s_mov_b32 s28, s18
	s_mov_b32 s29, 0
	s_add_u32 s30, s26, s28                             ; 'b' tile corner
	s_addc_u32 s31, s27, s29
	s_lshl_b64 s[26:27], s[30:31], 1
	s_add_u32 s28, s8, s26
	s_addc_u32 s29, s9, s27
	v_add_u32 v24, s18, v22
	v_cmp_lt_u32 s[26:27], v24, s16
	s_and_b64 s[30:31], s[26:27], s[22:23]
	s_sub_i32 s17, s15, 32
	v_lshlrev_b32 v24, 1, v19
	v_cmp_lt_i32 s[26:27], v24, s17
	s_and_b64 s[32:33], s[26:27], s[30:31]
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_183
	global_load_dwordx4 v[30:33], v23, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s25, s17, 1
	v_cmp_lt_i32 s[26:27], v24, s25
	s_and_b64 s[32:33], s[26:27], s[30:31]
	v_mov_b32 v34, 0                                    ; outside the tensor: 0
	v_mov_b32 v35, 0                                    ; outside the tensor: 0
	v_mov_b32 v36, 0                                    ; outside the tensor: 0
	v_mov_b32 v37, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_190
	global_load_dwordx4 v[34:37], v20, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	v_readfirstlane_b32 s17, v1                         ; group 1 starts one barrier behind: its memory phases run under group 0's MFMA phases
	s_lshr_b32 s25, s17, 8
	s_cmp_eq_u32 s25, 1
	s_cbranch_scc0 .Lgemm_bf16_group0
	s_barrier
.Lgemm_bf16_group0:
	s_and_b32 s17, s24, -2
	s_mov_b32 s25, 0                                    ; for kk in k: ping-pong, two steps per trip
	s_cmp_ge_u32 s25, s17
	s_cbranch_scc1 .Lgemm_bf16_loop0_end
.Lgemm_bf16_loop0:
	s_waitcnt vmcnt(2)
	ds_write_b128 v21, v[26:29] offset:20480            ; 16 bytes into the LDS A1 slice
	s_waitcnt vmcnt(0)
	v_perm_b32 v24, v34, v30, s4                        ; (k, k+1) of column 0
	v_perm_b32 v38, v34, v30, s5                        ; (k, k+1) of column 1
	v_perm_b32 v39, v35, v31, s4                        ; (k, k+1) of column 2
	v_perm_b32 v40, v35, v31, s5                        ; (k, k+1) of column 3
	v_perm_b32 v41, v36, v32, s4                        ; (k, k+1) of column 4
	v_perm_b32 v42, v36, v32, s5                        ; (k, k+1) of column 5
	v_perm_b32 v43, v37, v33, s4                        ; (k, k+1) of column 6
	v_perm_b32 v44, v37, v33, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_103
	ds_write_b32 v25, v24 offset:30720                  ; into the LDS B1 slice
	ds_write_b32 v25, v38 offset:30800                  ; into the LDS B1 slice
	ds_write_b32 v25, v39 offset:30880                  ; into the LDS B1 slice
	ds_write_b32 v25, v40 offset:30960                  ; into the LDS B1 slice
	ds_write_b32 v25, v41 offset:31040                  ; into the LDS B1 slice
	ds_write_b32 v25, v42 offset:31120                  ; into the LDS B1 slice
	ds_write_b32 v25, v43 offset:31200                  ; into the LDS B1 slice
	ds_write_b32 v25, v44 offset:31280                  ; into the LDS B1 slice
	s_mov_b64 exec, s[26:27]
	s_add_u32 s26, s25, 2
	s_mul_i32 s27, s26, 32                              ; step kt + 2's first k: its loads go out now
	s_mul_i32 s28, s19, s15
	s_mul_hi_u32 s29, s19, s15
	s_mov_b32 s30, s27
	s_mov_b32 s31, 0
	s_add_u32 s32, s28, s30                             ; 'a' tile corner
	s_addc_u32 s33, s29, s31
	s_lshl_b64 s[28:29], s[32:33], 1
	s_add_u32 s30, s6, s28
	s_addc_u32 s31, s7, s29
	v_add_u32 v24, s27, v18
	v_cmp_lt_u32 s[28:29], v24, s15
	s_sub_i32 s26, s14, s19
	v_cmp_lt_i32 s[32:33], v15, s26
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_216
	global_load_dwordx4 v[26:29], v16, s[30:31]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s28, s27, s16
	s_mul_hi_u32 s29, s27, s16
	s_mov_b32 s30, s18
	s_mov_b32 s31, 0
	s_add_u32 s32, s28, s30                             ; 'b' tile corner
	s_addc_u32 s33, s29, s31
	s_lshl_b64 s[28:29], s[32:33], 1
	s_add_u32 s30, s8, s28
	s_addc_u32 s31, s9, s29
	v_add_u32 v24, s18, v22
	v_cmp_lt_u32 s[28:29], v24, s16
	s_and_b64 s[32:33], s[28:29], s[22:23]
	s_sub_i32 s26, s15, s27
	v_lshlrev_b32 v24, 1, v19
	v_cmp_lt_i32 s[28:29], v24, s26
	s_and_b64 s[34:35], s[28:29], s[32:33]
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_228
	global_load_dwordx4 v[30:33], v23, s[30:31]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s27, s26, 1
	v_cmp_lt_i32 s[28:29], v24, s27
	s_and_b64 s[26:27], s[28:29], s[32:33]
	v_mov_b32 v34, 0                                    ; outside the tensor: 0
	v_mov_b32 v35, 0                                    ; outside the tensor: 0
	v_mov_b32 v36, 0                                    ; outside the tensor: 0
	v_mov_b32 v37, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_231
	global_load_dwordx4 v[34:37], v20, s[30:31]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	ds_read_b128 v[38:41], v8 offset:10240              ; B of block 0, k 0..+15
	ds_read_b128 v[42:45], v8 offset:12800              ; B of block 1, k 0..+15
	ds_read_b128 v[46:49], v6                           ; A of block 0, k 0..+15
	ds_read_b128 v[50:53], v8 offset:10272              ; B of block 0, k 16..+15
	ds_read_b128 v[54:57], v8 offset:12832              ; B of block 1, k 16..+15
	ds_read_b128 v[58:61], v6 offset:32                 ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x8_bf16 a[0:15], v[46:47], v[38:39], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[46:47], v[42:43], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[48:49], v[40:41], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[48:49], v[44:45], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[58:59], v[50:51], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[58:59], v[54:55], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[60:61], v[52:53], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[60:61], v[56:57], a[16:31] ; examples/gemm_bf16.kgen:7
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s26, s25, 1
	s_waitcnt vmcnt(2)
	ds_write_b128 v21, v[26:29]                         ; 16 bytes into the LDS A0 slice
	s_waitcnt vmcnt(0)
	v_perm_b32 v24, v34, v30, s4                        ; (k, k+1) of column 0
	v_perm_b32 v38, v34, v30, s5                        ; (k, k+1) of column 1
	v_perm_b32 v39, v35, v31, s4                        ; (k, k+1) of column 2
	v_perm_b32 v40, v35, v31, s5                        ; (k, k+1) of column 3
	v_perm_b32 v41, v36, v32, s4                        ; (k, k+1) of column 4
	v_perm_b32 v42, v36, v32, s5                        ; (k, k+1) of column 5
	v_perm_b32 v43, v37, v33, s4                        ; (k, k+1) of column 6
	v_perm_b32 v44, v37, v33, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[28:29], s[22:23]               ; lanes where %vpred_103
	ds_write_b32 v25, v24 offset:10240                  ; into the LDS B0 slice
	ds_write_b32 v25, v38 offset:10320                  ; into the LDS B0 slice
	ds_write_b32 v25, v39 offset:10400                  ; into the LDS B0 slice
	ds_write_b32 v25, v40 offset:10480                  ; into the LDS B0 slice
	ds_write_b32 v25, v41 offset:10560                  ; into the LDS B0 slice
	ds_write_b32 v25, v42 offset:10640                  ; into the LDS B0 slice
	ds_write_b32 v25, v43 offset:10720                  ; into the LDS B0 slice
	ds_write_b32 v25, v44 offset:10800                  ; into the LDS B0 slice
	s_mov_b64 exec, s[28:29]
	s_add_u32 s27, s26, 2
	s_mul_i32 s26, s27, 32                              ; step kt + 2's first k: its loads go out now
	s_mul_i32 s28, s19, s15
	s_mul_hi_u32 s29, s19, s15
	s_mov_b32 s30, s26
	s_mov_b32 s31, 0
	s_add_u32 s32, s28, s30                             ; 'a' tile corner
	s_addc_u32 s33, s29, s31
	s_lshl_b64 s[28:29], s[32:33], 1
	s_add_u32 s30, s6, s28
	s_addc_u32 s31, s7, s29
	v_add_u32 v24, s26, v18
	v_cmp_lt_u32 s[28:29], v24, s15
	s_sub_i32 s27, s14, s19
	v_cmp_lt_i32 s[32:33], v15, s27
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_276
	global_load_dwordx4 v[26:29], v16, s[30:31]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s28, s26, s16
	s_mul_hi_u32 s29, s26, s16
	s_mov_b32 s30, s18
	s_mov_b32 s31, 0
	s_add_u32 s32, s28, s30                             ; 'b' tile corner
	s_addc_u32 s33, s29, s31
	s_lshl_b64 s[28:29], s[32:33], 1
	s_add_u32 s30, s8, s28
	s_addc_u32 s31, s9, s29
	v_add_u32 v24, s18, v22
	v_cmp_lt_u32 s[28:29], v24, s16
	s_and_b64 s[32:33], s[28:29], s[22:23]
	s_sub_i32 s27, s15, s26
	v_lshlrev_b32 v24, 1, v19
	v_cmp_lt_i32 s[28:29], v24, s27
	s_and_b64 s[34:35], s[28:29], s[32:33]
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_288
	global_load_dwordx4 v[30:33], v23, s[30:31]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s26, s27, 1
	v_cmp_lt_i32 s[28:29], v24, s26
	s_and_b64 s[26:27], s[28:29], s[32:33]
	v_mov_b32 v34, 0                                    ; outside the tensor: 0
	v_mov_b32 v35, 0                                    ; outside the tensor: 0
	v_mov_b32 v36, 0                                    ; outside the tensor: 0
	v_mov_b32 v37, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_291
	global_load_dwordx4 v[34:37], v20, s[30:31]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	ds_read_b128 v[38:41], v8 offset:30720              ; B of block 0, k 0..+15
	ds_read_b128 v[42:45], v8 offset:33280              ; B of block 1, k 0..+15
	ds_read_b128 v[46:49], v6 offset:20480              ; A of block 0, k 0..+15
	ds_read_b128 v[50:53], v8 offset:30752              ; B of block 0, k 16..+15
	ds_read_b128 v[54:57], v8 offset:33312              ; B of block 1, k 16..+15
	ds_read_b128 v[58:61], v6 offset:20512              ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x8_bf16 a[0:15], v[46:47], v[38:39], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[46:47], v[42:43], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[48:49], v[40:41], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[48:49], v[44:45], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[58:59], v[50:51], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[58:59], v[54:55], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[60:61], v[52:53], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[60:61], v[56:57], a[16:31] ; examples/gemm_bf16.kgen:7
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s25, s25, 2
	s_cmp_lt_u32 s25, s17
	s_cbranch_scc1 .Lgemm_bf16_loop0
.Lgemm_bf16_loop0_end:
	s_and_b32 s4, s24, 1
	s_cmp_lg_u32 s4, 0
	s_cselect_b32 s4, 1, 0
	s_cmp_eq_u32 s4, 0                                  ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgemm_bf16_if1_end
	ds_read_b128 v[18:21], v8 offset:10240              ; B of block 0, k 0..+15
	ds_read_b128 v[22:25], v8 offset:12800              ; B of block 1, k 0..+15
	s_waitcnt vmcnt(2)
	ds_read_b128 v[26:29], v6                           ; A of block 0, k 0..+15
	s_waitcnt vmcnt(1)
	ds_read_b128 v[30:33], v8 offset:10272              ; B of block 0, k 16..+15
	s_waitcnt vmcnt(0)
	ds_read_b128 v[34:37], v8 offset:12832              ; B of block 1, k 16..+15
	ds_read_b128 v[38:41], v6 offset:32                 ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x8_bf16 a[0:15], v[26:27], v[18:19], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[26:27], v[22:23], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[28:29], v[20:21], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[28:29], v[24:25], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[38:39], v[30:31], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[38:39], v[34:35], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[40:41], v[32:33], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[40:41], v[36:37], a[16:31] ; examples/gemm_bf16.kgen:7
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
.Lgemm_bf16_if1_end:
	v_readfirstlane_b32 s4, v1                          ; group 0 catches up: both groups have passed the same number of barriers before the epilogue
	s_lshr_b32 s5, s4, 8
	s_cmp_eq_u32 s5, 0
	s_cbranch_scc0 .Lgemm_bf16_group1
	s_barrier
.Lgemm_bf16_group1:
	s_branch .Lgemm_bf16_if0_end
.Lgemm_bf16_if0_else:
	s_add_u32 s4, s15, 31
	s_lshr_b32 s5, s4, 5                                ; K steps of 32
	s_mul_i32 s22, s19, s15
	s_mul_hi_u32 s23, s19, s15
	s_mov_b32 s24, 0
	s_mov_b32 s25, 0
	s_add_u32 s26, s22, s24                             ; 'a' tile corner
	s_addc_u32 s27, s23, s25
	s_lshl_b64 s[22:23], s[26:27], 1
	s_add_u32 s24, s6, s22
	s_addc_u32 s25, s7, s23
	v_add_u32 v15, 0, v9
	v_cmp_lt_u32 s[22:23], v15, s15
	s_sub_i32 s4, s14, s19                              ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v7, s4
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v15, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_353
	global_load_ushort v15, v10, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 16
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 1
	v_add_u32 v16, s17, v10
	v_mov_b32 v18, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_357
	global_load_ushort v18, v16, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 32
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 2
	v_add_u32 v16, s17, v10
	v_mov_b32 v19, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_363
	global_load_ushort v19, v16, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 48
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 3
	v_add_u32 v16, s17, v10
	v_mov_b32 v20, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_369
	global_load_ushort v20, v16, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 64
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 4
	v_add_u32 v16, s17, v10
	v_mov_b32 v21, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_375
	global_load_ushort v21, v16, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 0x50
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 5
	v_add_u32 v16, s17, v10
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_381
	global_load_ushort v22, v16, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 0x60
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 6
	v_add_u32 v16, s17, v10
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_387
	global_load_ushort v23, v16, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 0x70
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s4, s20, 7
	v_add_u32 v16, s4, v10
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_393
	global_load_ushort v24, v16, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
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
	v_add_u32 v16, s18, v12
	v_cmp_lt_u32 s[22:23], v16, s16
	s_sub_i32 s4, s15, 0                                ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v11, s4
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v16, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_406
	global_load_ushort v16, v14, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 4
	v_cmp_lt_i32 s[26:27], v11, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 1
	v_add_u32 v25, s17, v14
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_410
	global_load_ushort v26, v25, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 8
	v_cmp_lt_i32 s[26:27], v11, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 2
	v_add_u32 v25, s17, v14
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_416
	global_load_ushort v27, v25, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 12
	v_cmp_lt_i32 s[26:27], v11, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 3
	v_add_u32 v25, s17, v14
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_422
	global_load_ushort v28, v25, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 16
	v_cmp_lt_i32 s[26:27], v11, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 4
	v_add_u32 v25, s17, v14
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_428
	global_load_ushort v29, v25, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 20
	v_cmp_lt_i32 s[26:27], v11, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 5
	v_add_u32 v25, s17, v14
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_434
	global_load_ushort v30, v25, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 24
	v_cmp_lt_i32 s[26:27], v11, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 6
	v_add_u32 v25, s17, v14
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_440
	global_load_ushort v31, v25, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 28
	v_cmp_lt_i32 s[26:27], v11, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s4, s21, 7
	v_add_u32 v25, s4, v14
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_446
	global_load_ushort v32, v25, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(15)
	ds_write_b16 v13, v15                               ; into the LDS A0 slice
	s_waitcnt vmcnt(14)
	ds_write_b16 v13, v18 offset:1280                   ; into the LDS A0 slice
	s_waitcnt vmcnt(13)
	ds_write_b16 v13, v19 offset:2560                   ; into the LDS A0 slice
	s_waitcnt vmcnt(12)
	ds_write_b16 v13, v20 offset:3840                   ; into the LDS A0 slice
	s_waitcnt vmcnt(11)
	ds_write_b16 v13, v21 offset:5120                   ; into the LDS A0 slice
	s_waitcnt vmcnt(10)
	ds_write_b16 v13, v22 offset:6400                   ; into the LDS A0 slice
	s_waitcnt vmcnt(9)
	ds_write_b16 v13, v23 offset:7680                   ; into the LDS A0 slice
	s_waitcnt vmcnt(8)
	ds_write_b16 v13, v24 offset:8960                   ; into the LDS A0 slice
	s_waitcnt vmcnt(7)
	ds_write_b16 v17, v16 offset:10240                  ; into the LDS B0 slice
	s_waitcnt vmcnt(6)
	ds_write_b16 v17, v26 offset:10248                  ; into the LDS B0 slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v17, v27 offset:10256                  ; into the LDS B0 slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v17, v28 offset:10264                  ; into the LDS B0 slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v17, v29 offset:10272                  ; into the LDS B0 slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v17, v30 offset:10280                  ; into the LDS B0 slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v17, v31 offset:10288                  ; into the LDS B0 slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v17, v32 offset:10296                  ; into the LDS B0 slice
	s_mul_i32 s22, s19, s15
	s_mul_hi_u32 s23, s19, s15
	s_mov_b32 s24, 32
	s_mov_b32 s25, 0
	s_add_u32 s26, s22, s24                             ; 'a' tile corner
	s_addc_u32 s27, s23, s25
	s_lshl_b64 s[22:23], s[26:27], 1
	s_add_u32 s24, s6, s22
	s_addc_u32 s25, s7, s23
	v_add_u32 v15, 32, v9
	v_cmp_lt_u32 s[22:23], v15, s15
	s_sub_i32 s4, s14, s19                              ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v7, s4
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v15, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_459
	global_load_ushort v15, v10, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 16
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 1
	v_add_u32 v16, s17, v10
	v_mov_b32 v18, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_463
	global_load_ushort v18, v16, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 32
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 2
	v_add_u32 v16, s17, v10
	v_mov_b32 v19, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_469
	global_load_ushort v19, v16, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 48
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 3
	v_add_u32 v16, s17, v10
	v_mov_b32 v20, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_475
	global_load_ushort v20, v16, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 64
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 4
	v_add_u32 v16, s17, v10
	v_mov_b32 v21, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_481
	global_load_ushort v21, v16, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 0x50
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 5
	v_add_u32 v16, s17, v10
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_487
	global_load_ushort v22, v16, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 0x60
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 6
	v_add_u32 v16, s17, v10
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_493
	global_load_ushort v23, v16, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 0x70
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s4, s20, 7
	v_add_u32 v16, s4, v10
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_499
	global_load_ushort v24, v16, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s22, 32, s16
	s_mul_hi_u32 s23, 32, s16
	s_mov_b32 s24, s18
	s_mov_b32 s25, 0
	s_add_u32 s26, s22, s24                             ; 'b' tile corner
	s_addc_u32 s27, s23, s25
	s_lshl_b64 s[22:23], s[26:27], 1
	s_add_u32 s24, s8, s22
	s_addc_u32 s25, s9, s23
	v_add_u32 v16, s18, v12
	v_cmp_lt_u32 s[22:23], v16, s16
	s_sub_i32 s4, s15, 32                               ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v11, s4
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v16, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_512
	global_load_ushort v16, v14, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 4
	v_cmp_lt_i32 s[26:27], v11, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 1
	v_add_u32 v25, s17, v14
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_516
	global_load_ushort v26, v25, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 8
	v_cmp_lt_i32 s[26:27], v11, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 2
	v_add_u32 v25, s17, v14
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_522
	global_load_ushort v27, v25, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 12
	v_cmp_lt_i32 s[26:27], v11, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 3
	v_add_u32 v25, s17, v14
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_528
	global_load_ushort v28, v25, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 16
	v_cmp_lt_i32 s[26:27], v11, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 4
	v_add_u32 v25, s17, v14
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_534
	global_load_ushort v29, v25, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 20
	v_cmp_lt_i32 s[26:27], v11, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 5
	v_add_u32 v25, s17, v14
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_540
	global_load_ushort v30, v25, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 24
	v_cmp_lt_i32 s[26:27], v11, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 6
	v_add_u32 v25, s17, v14
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_546
	global_load_ushort v31, v25, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 28
	v_cmp_lt_i32 s[26:27], v11, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s4, s21, 7
	v_add_u32 v25, s4, v14
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_552
	global_load_ushort v32, v25, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	v_readfirstlane_b32 s4, v1                          ; group 1 starts one barrier behind: its memory phases run under group 0's MFMA phases
	s_lshr_b32 s17, s4, 8
	s_cmp_eq_u32 s17, 1
	s_cbranch_scc0 .Lgemm_bf16_group2
	s_barrier
.Lgemm_bf16_group2:
	s_and_b32 s4, s5, -2
	s_mov_b32 s17, 0                                    ; for kk in k: ping-pong, two steps per trip
	s_cmp_ge_u32 s17, s4
	s_cbranch_scc1 .Lgemm_bf16_loop1_end
.Lgemm_bf16_loop1:
	s_waitcnt vmcnt(15)
	ds_write_b16 v13, v15 offset:20480                  ; into the LDS A1 slice
	s_waitcnt vmcnt(14)
	ds_write_b16 v13, v18 offset:21760                  ; into the LDS A1 slice
	s_waitcnt vmcnt(13)
	ds_write_b16 v13, v19 offset:23040                  ; into the LDS A1 slice
	s_waitcnt vmcnt(12)
	ds_write_b16 v13, v20 offset:24320                  ; into the LDS A1 slice
	s_waitcnt vmcnt(11)
	ds_write_b16 v13, v21 offset:25600                  ; into the LDS A1 slice
	s_waitcnt vmcnt(10)
	ds_write_b16 v13, v22 offset:26880                  ; into the LDS A1 slice
	s_waitcnt vmcnt(9)
	ds_write_b16 v13, v23 offset:28160                  ; into the LDS A1 slice
	s_waitcnt vmcnt(8)
	ds_write_b16 v13, v24 offset:29440                  ; into the LDS A1 slice
	s_waitcnt vmcnt(7)
	ds_write_b16 v17, v16 offset:30720                  ; into the LDS B1 slice
	s_waitcnt vmcnt(6)
	ds_write_b16 v17, v26 offset:30728                  ; into the LDS B1 slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v17, v27 offset:30736                  ; into the LDS B1 slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v17, v28 offset:30744                  ; into the LDS B1 slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v17, v29 offset:30752                  ; into the LDS B1 slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v17, v30 offset:30760                  ; into the LDS B1 slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v17, v31 offset:30768                  ; into the LDS B1 slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v17, v32 offset:30776                  ; into the LDS B1 slice
	s_add_u32 s22, s17, 2
	s_mul_i32 s23, s22, 32                              ; step kt + 2's first k: its loads go out now
	s_mul_i32 s24, s19, s15
	s_mul_hi_u32 s25, s19, s15
	s_mov_b32 s26, s23
	s_mov_b32 s27, 0
	s_add_u32 s28, s24, s26                             ; 'a' tile corner
	s_addc_u32 s29, s25, s27
	s_lshl_b64 s[24:25], s[28:29], 1
	s_add_u32 s26, s6, s24
	s_addc_u32 s27, s7, s25
	v_add_u32 v25, s23, v9
	v_cmp_lt_u32 s[24:25], v25, s15
	s_sub_i32 s22, s14, s19                             ; rows left in the tensor
	v_cmp_lt_i32 s[28:29], v7, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v15, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_569
	global_load_ushort v15, v10, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s28, s22, 16
	v_cmp_lt_i32 s[30:31], v7, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 1
	v_add_u32 v25, s30, v10
	v_mov_b32 v18, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_572
	global_load_ushort v18, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 32
	v_cmp_lt_i32 s[30:31], v7, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 2
	v_add_u32 v25, s30, v10
	v_mov_b32 v19, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_577
	global_load_ushort v19, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 48
	v_cmp_lt_i32 s[30:31], v7, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 3
	v_add_u32 v25, s30, v10
	v_mov_b32 v20, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_582
	global_load_ushort v20, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 64
	v_cmp_lt_i32 s[30:31], v7, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 4
	v_add_u32 v25, s30, v10
	v_mov_b32 v21, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_587
	global_load_ushort v21, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 0x50
	v_cmp_lt_i32 s[30:31], v7, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 5
	v_add_u32 v25, s30, v10
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_592
	global_load_ushort v22, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 0x60
	v_cmp_lt_i32 s[30:31], v7, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 6
	v_add_u32 v25, s30, v10
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_597
	global_load_ushort v23, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 0x70
	v_cmp_lt_i32 s[30:31], v7, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s22, s20, 7
	v_add_u32 v25, s22, v10
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_602
	global_load_ushort v24, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
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
	v_add_u32 v25, s18, v12
	v_cmp_lt_u32 s[24:25], v25, s16
	s_sub_i32 s22, s15, s23                             ; rows left in the tensor
	v_cmp_lt_i32 s[28:29], v11, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v16, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_614
	global_load_ushort v16, v14, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 4
	v_cmp_lt_i32 s[28:29], v11, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s21, 1
	v_add_u32 v25, s23, v14
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_617
	global_load_ushort v26, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 8
	v_cmp_lt_i32 s[28:29], v11, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s21, 2
	v_add_u32 v25, s23, v14
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_622
	global_load_ushort v27, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 12
	v_cmp_lt_i32 s[28:29], v11, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s21, 3
	v_add_u32 v25, s23, v14
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_627
	global_load_ushort v28, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 16
	v_cmp_lt_i32 s[28:29], v11, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s21, 4
	v_add_u32 v25, s23, v14
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_632
	global_load_ushort v29, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 20
	v_cmp_lt_i32 s[28:29], v11, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s21, 5
	v_add_u32 v25, s23, v14
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_637
	global_load_ushort v30, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 24
	v_cmp_lt_i32 s[28:29], v11, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s21, 6
	v_add_u32 v25, s23, v14
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_642
	global_load_ushort v31, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 28
	v_cmp_lt_i32 s[28:29], v11, s23
	s_and_b64 s[22:23], s[28:29], s[24:25]
	s_mul_i32 s24, s21, 7
	v_add_u32 v25, s24, v14
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_647
	global_load_ushort v32, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[24:25]
	ds_read_b128 v[34:37], v8 offset:10240              ; B of block 0, k 0..+15
	ds_read_b128 v[38:41], v8 offset:12800              ; B of block 1, k 0..+15
	ds_read_b128 v[42:45], v6                           ; A of block 0, k 0..+15
	ds_read_b128 v[46:49], v8 offset:10272              ; B of block 0, k 16..+15
	ds_read_b128 v[50:53], v8 offset:12832              ; B of block 1, k 16..+15
	ds_read_b128 v[54:57], v6 offset:32                 ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x8_bf16 a[0:15], v[42:43], v[34:35], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[42:43], v[38:39], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[44:45], v[36:37], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[44:45], v[40:41], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[54:55], v[46:47], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[54:55], v[50:51], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[56:57], v[48:49], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[56:57], v[52:53], a[16:31] ; examples/gemm_bf16.kgen:7
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s22, s17, 1
	s_waitcnt vmcnt(15)
	ds_write_b16 v13, v15                               ; into the LDS A0 slice
	s_waitcnt vmcnt(14)
	ds_write_b16 v13, v18 offset:1280                   ; into the LDS A0 slice
	s_waitcnt vmcnt(13)
	ds_write_b16 v13, v19 offset:2560                   ; into the LDS A0 slice
	s_waitcnt vmcnt(12)
	ds_write_b16 v13, v20 offset:3840                   ; into the LDS A0 slice
	s_waitcnt vmcnt(11)
	ds_write_b16 v13, v21 offset:5120                   ; into the LDS A0 slice
	s_waitcnt vmcnt(10)
	ds_write_b16 v13, v22 offset:6400                   ; into the LDS A0 slice
	s_waitcnt vmcnt(9)
	ds_write_b16 v13, v23 offset:7680                   ; into the LDS A0 slice
	s_waitcnt vmcnt(8)
	ds_write_b16 v13, v24 offset:8960                   ; into the LDS A0 slice
	s_waitcnt vmcnt(7)
	ds_write_b16 v17, v16 offset:10240                  ; into the LDS B0 slice
	s_waitcnt vmcnt(6)
	ds_write_b16 v17, v26 offset:10248                  ; into the LDS B0 slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v17, v27 offset:10256                  ; into the LDS B0 slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v17, v28 offset:10264                  ; into the LDS B0 slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v17, v29 offset:10272                  ; into the LDS B0 slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v17, v30 offset:10280                  ; into the LDS B0 slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v17, v31 offset:10288                  ; into the LDS B0 slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v17, v32 offset:10296                  ; into the LDS B0 slice
	s_add_u32 s23, s22, 2
	s_mul_i32 s22, s23, 32                              ; step kt + 2's first k: its loads go out now
	s_mul_i32 s24, s19, s15
	s_mul_hi_u32 s25, s19, s15
	s_mov_b32 s26, s22
	s_mov_b32 s27, 0
	s_add_u32 s28, s24, s26                             ; 'a' tile corner
	s_addc_u32 s29, s25, s27
	s_lshl_b64 s[24:25], s[28:29], 1
	s_add_u32 s26, s6, s24
	s_addc_u32 s27, s7, s25
	v_add_u32 v25, s22, v9
	v_cmp_lt_u32 s[24:25], v25, s15
	s_sub_i32 s23, s14, s19                             ; rows left in the tensor
	v_cmp_lt_i32 s[28:29], v7, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v15, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_686
	global_load_ushort v15, v10, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s28, s23, 16
	v_cmp_lt_i32 s[30:31], v7, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 1
	v_add_u32 v25, s30, v10
	v_mov_b32 v18, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_689
	global_load_ushort v18, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 32
	v_cmp_lt_i32 s[30:31], v7, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 2
	v_add_u32 v25, s30, v10
	v_mov_b32 v19, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_694
	global_load_ushort v19, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 48
	v_cmp_lt_i32 s[30:31], v7, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 3
	v_add_u32 v25, s30, v10
	v_mov_b32 v20, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_699
	global_load_ushort v20, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 64
	v_cmp_lt_i32 s[30:31], v7, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 4
	v_add_u32 v25, s30, v10
	v_mov_b32 v21, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_704
	global_load_ushort v21, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 0x50
	v_cmp_lt_i32 s[30:31], v7, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 5
	v_add_u32 v25, s30, v10
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_709
	global_load_ushort v22, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 0x60
	v_cmp_lt_i32 s[30:31], v7, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 6
	v_add_u32 v25, s30, v10
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_714
	global_load_ushort v23, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 0x70
	v_cmp_lt_i32 s[30:31], v7, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s23, s20, 7
	v_add_u32 v25, s23, v10
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_719
	global_load_ushort v24, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
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
	v_add_u32 v25, s18, v12
	v_cmp_lt_u32 s[24:25], v25, s16
	s_sub_i32 s23, s15, s22                             ; rows left in the tensor
	v_cmp_lt_i32 s[28:29], v11, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v16, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_731
	global_load_ushort v16, v14, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 4
	v_cmp_lt_i32 s[28:29], v11, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s21, 1
	v_add_u32 v25, s22, v14
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_734
	global_load_ushort v26, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 8
	v_cmp_lt_i32 s[28:29], v11, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s21, 2
	v_add_u32 v25, s22, v14
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_739
	global_load_ushort v27, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 12
	v_cmp_lt_i32 s[28:29], v11, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s21, 3
	v_add_u32 v25, s22, v14
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_744
	global_load_ushort v28, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 16
	v_cmp_lt_i32 s[28:29], v11, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s21, 4
	v_add_u32 v25, s22, v14
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_749
	global_load_ushort v29, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 20
	v_cmp_lt_i32 s[28:29], v11, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s21, 5
	v_add_u32 v25, s22, v14
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_754
	global_load_ushort v30, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 24
	v_cmp_lt_i32 s[28:29], v11, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s21, 6
	v_add_u32 v25, s22, v14
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_759
	global_load_ushort v31, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 28
	v_cmp_lt_i32 s[28:29], v11, s22
	s_and_b64 s[22:23], s[28:29], s[24:25]
	s_mul_i32 s24, s21, 7
	v_add_u32 v25, s24, v14
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_764
	global_load_ushort v32, v25, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[24:25]
	ds_read_b128 v[34:37], v8 offset:30720              ; B of block 0, k 0..+15
	ds_read_b128 v[38:41], v8 offset:33280              ; B of block 1, k 0..+15
	ds_read_b128 v[42:45], v6 offset:20480              ; A of block 0, k 0..+15
	ds_read_b128 v[46:49], v8 offset:30752              ; B of block 0, k 16..+15
	ds_read_b128 v[50:53], v8 offset:33312              ; B of block 1, k 16..+15
	ds_read_b128 v[54:57], v6 offset:20512              ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x8_bf16 a[0:15], v[42:43], v[34:35], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[42:43], v[38:39], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[44:45], v[36:37], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[44:45], v[40:41], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[54:55], v[46:47], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[54:55], v[50:51], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[56:57], v[48:49], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[56:57], v[52:53], a[16:31] ; examples/gemm_bf16.kgen:7
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s17, s17, 2
	s_cmp_lt_u32 s17, s4
	s_cbranch_scc1 .Lgemm_bf16_loop1
.Lgemm_bf16_loop1_end:
	s_and_b32 s4, s5, 1
	s_cmp_lg_u32 s4, 0
	s_cselect_b32 s4, 1, 0
	s_cmp_eq_u32 s4, 0                                  ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgemm_bf16_if2_end
	ds_read_b128 v[10:13], v8 offset:10240              ; B of block 0, k 0..+15
	s_waitcnt vmcnt(7)
	ds_read_b128 v[14:17], v8 offset:12800              ; B of block 1, k 0..+15
	ds_read_b128 v[18:21], v6                           ; A of block 0, k 0..+15
	ds_read_b128 v[22:25], v8 offset:10272              ; B of block 0, k 16..+15
	s_waitcnt vmcnt(3)
	ds_read_b128 v[26:29], v8 offset:12832              ; B of block 1, k 16..+15
	s_waitcnt vmcnt(0)
	ds_read_b128 v[30:33], v6 offset:32                 ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x8_bf16 a[0:15], v[18:19], v[10:11], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[18:19], v[14:15], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[20:21], v[12:13], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[20:21], v[16:17], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[30:31], v[22:23], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[30:31], v[26:27], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[32:33], v[24:25], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[32:33], v[28:29], a[16:31] ; examples/gemm_bf16.kgen:7
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
.Lgemm_bf16_if2_end:
	v_readfirstlane_b32 s4, v1                          ; group 0 catches up: both groups have passed the same number of barriers before the epilogue
	s_lshr_b32 s5, s4, 8
	s_cmp_eq_u32 s5, 0
	s_cbranch_scc0 .Lgemm_bf16_group3
	s_barrier
.Lgemm_bf16_group3:
.Lgemm_bf16_if0_end:
	v_lshrrev_b32 v1, 5, v2
	v_lshlrev_b32 v2, 2, v1
	v_mul_lo_u32 v1, 32, v4
	v_add_u32 v4, v2, v1
	v_mul_lo_u32 v1, 64, v5
	v_add_u32 v2, v3, v1
	v_add_u32 v1, 0, v4
	v_add_u32 v3, 0, v2
	v_add_u32 v5, s19, v1
	v_cmp_lt_u32 s[4:5], v5, s14
	v_add_u32 v5, s18, v3
	v_cmp_lt_u32 s[6:7], v5, s16
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_mov_b32 s20, s18
	s_mov_b32 s21, 0
	s_lshl_b64 s[22:23], s[20:21], 2
	s_add_u32 s20, s10, s22
	s_addc_u32 s21, s11, s23
	v_lshlrev_b32 v5, 2, v3
	v_mov_b32 v6, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_828
	global_load_dword v6, v5, s[20:21]                  ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[10:11]
	v_accvgpr_read_b32 v5, a0                           ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v7, v5, v6
	v_max_f32 v5, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v7, v5, 16, 1                             ; round to bf16
	v_mov_b32 v8, 0x7fff
	v_add3_u32 v9, v5, v7, v8
	v_cmp_u_f32 s[10:11], v5, v5
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v9, v5, s[10:11]
	v_and_b32 v5, 0xffff0000, v9
	v_lshrrev_b32 v7, 16, v5
	s_mul_i32 s10, s19, s16
	s_mul_hi_u32 s11, s19, s16
	s_mov_b32 s22, s18
	s_mov_b32 s23, 0
	s_add_u32 s24, s10, s22                             ; 'c' tile corner
	s_addc_u32 s25, s11, s23
	s_lshl_b64 s[10:11], s[24:25], 1
	s_add_u32 s22, s12, s10
	s_addc_u32 s23, s13, s11
	v_mul_lo_u32 v5, s16, v1
	v_add_u32 v8, v5, v3
	v_lshlrev_b32 v5, 1, v8
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_829
	global_store_short v5, v7, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v5, 1, v4
	v_add_u32 v7, s19, v5
	v_cmp_lt_u32 s[8:9], v7, s14
	s_and_b64 s[10:11], s[8:9], s[6:7]
	v_accvgpr_read_b32 v7, a1                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v8, v7, v6
	v_max_f32 v7, 0, v8                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v8, v7, 16, 1                             ; round to bf16
	v_mov_b32 v9, 0x7fff
	v_add3_u32 v10, v7, v8, v9
	v_cmp_u_f32 s[12:13], v7, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v7, s[12:13]
	v_and_b32 v7, 0xffff0000, v10
	v_lshrrev_b32 v8, 16, v7
	v_mul_lo_u32 v7, s16, v5
	v_add_u32 v9, v7, v3
	v_lshlrev_b32 v7, 1, v9
	s_and_saveexec_b64 s[12:13], s[10:11]               ; lanes where %vpred_850
	global_store_short v7, v8, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	v_add_u32 v7, 2, v4
	v_add_u32 v8, s19, v7
	v_cmp_lt_u32 s[10:11], v8, s14
	s_and_b64 s[12:13], s[10:11], s[6:7]
	v_accvgpr_read_b32 v8, a2                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v9, v8, v6
	v_max_f32 v8, 0, v9                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v9, v8, 16, 1                             ; round to bf16
	v_mov_b32 v10, 0x7fff
	v_add3_u32 v11, v8, v9, v10
	v_cmp_u_f32 s[24:25], v8, v8
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v8, s[24:25]
	v_and_b32 v8, 0xffff0000, v11
	v_lshrrev_b32 v9, 16, v8
	v_mul_lo_u32 v8, s16, v7
	v_add_u32 v10, v8, v3
	v_lshlrev_b32 v8, 1, v10
	s_and_saveexec_b64 s[24:25], s[12:13]               ; lanes where %vpred_861
	global_store_short v8, v9, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[24:25]
	v_add_u32 v8, 3, v4
	v_add_u32 v9, s19, v8
	v_cmp_lt_u32 s[12:13], v9, s14
	s_and_b64 s[24:25], s[12:13], s[6:7]
	v_accvgpr_read_b32 v9, a3                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v10, v9, v6
	v_max_f32 v9, 0, v10                                ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v10, v9, 16, 1                            ; round to bf16
	v_mov_b32 v11, 0x7fff
	v_add3_u32 v12, v9, v10, v11
	v_cmp_u_f32 s[26:27], v9, v9
	v_mov_b32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v9, s[26:27]
	v_and_b32 v9, 0xffff0000, v12
	v_lshrrev_b32 v10, 16, v9
	v_mul_lo_u32 v9, s16, v8
	v_add_u32 v11, v9, v3
	v_lshlrev_b32 v9, 1, v11
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_872
	global_store_short v9, v10, s[22:23]                ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[26:27]
	v_add_u32 v9, 8, v4
	v_add_u32 v10, s19, v9
	v_cmp_lt_u32 s[24:25], v10, s14
	s_and_b64 s[26:27], s[24:25], s[6:7]
	v_accvgpr_read_b32 v10, a4                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v11, v10, v6
	v_max_f32 v10, 0, v11                               ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v11, v10, 16, 1                           ; round to bf16
	v_mov_b32 v12, 0x7fff
	v_add3_u32 v13, v10, v11, v12
	v_cmp_u_f32 s[28:29], v10, v10
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v13, v10, s[28:29]
	v_and_b32 v10, 0xffff0000, v13
	v_lshrrev_b32 v11, 16, v10
	v_mul_lo_u32 v10, s16, v9
	v_add_u32 v12, v10, v3
	v_lshlrev_b32 v10, 1, v12
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_883
	global_store_short v10, v11, s[22:23]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[28:29]
	v_add_u32 v10, 9, v4
	v_add_u32 v11, s19, v10
	v_cmp_lt_u32 s[26:27], v11, s14
	s_and_b64 s[28:29], s[26:27], s[6:7]
	v_accvgpr_read_b32 v11, a5                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v12, v11, v6
	v_max_f32 v11, 0, v12                               ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v12, v11, 16, 1                           ; round to bf16
	v_mov_b32 v13, 0x7fff
	v_add3_u32 v14, v11, v12, v13
	v_cmp_u_f32 s[30:31], v11, v11
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v14, v11, s[30:31]
	v_and_b32 v11, 0xffff0000, v14
	v_lshrrev_b32 v12, 16, v11
	v_mul_lo_u32 v11, s16, v10
	v_add_u32 v13, v11, v3
	v_lshlrev_b32 v11, 1, v13
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_894
	global_store_short v11, v12, s[22:23]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[30:31]
	v_add_u32 v11, 10, v4
	v_add_u32 v12, s19, v11
	v_cmp_lt_u32 s[28:29], v12, s14
	s_and_b64 s[30:31], s[28:29], s[6:7]
	v_accvgpr_read_b32 v12, a6                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v13, v12, v6
	v_max_f32 v12, 0, v13                               ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v13, v12, 16, 1                           ; round to bf16
	v_mov_b32 v14, 0x7fff
	v_add3_u32 v15, v12, v13, v14
	v_cmp_u_f32 s[32:33], v12, v12
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v15, v15, v12, s[32:33]
	v_and_b32 v12, 0xffff0000, v15
	v_lshrrev_b32 v13, 16, v12
	v_mul_lo_u32 v12, s16, v11
	v_add_u32 v14, v12, v3
	v_lshlrev_b32 v12, 1, v14
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_905
	global_store_short v12, v13, s[22:23]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[32:33]
	v_add_u32 v12, 11, v4
	v_add_u32 v13, s19, v12
	v_cmp_lt_u32 s[30:31], v13, s14
	s_and_b64 s[32:33], s[30:31], s[6:7]
	v_accvgpr_read_b32 v13, a7                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v14, v13, v6
	v_max_f32 v13, 0, v14                               ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v14, v13, 16, 1                           ; round to bf16
	v_mov_b32 v15, 0x7fff
	v_add3_u32 v16, v13, v14, v15
	v_cmp_u_f32 s[34:35], v13, v13
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v16, v16, v13, s[34:35]
	v_and_b32 v13, 0xffff0000, v16
	v_lshrrev_b32 v14, 16, v13
	v_mul_lo_u32 v13, s16, v12
	v_add_u32 v15, v13, v3
	v_lshlrev_b32 v13, 1, v15
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_916
	global_store_short v13, v14, s[22:23]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[34:35]
	v_add_u32 v13, 16, v4
	v_add_u32 v14, s19, v13
	v_cmp_lt_u32 s[32:33], v14, s14
	s_and_b64 s[34:35], s[32:33], s[6:7]
	v_accvgpr_read_b32 v14, a8                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v15, v14, v6
	v_max_f32 v14, 0, v15                               ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v15, v14, 16, 1                           ; round to bf16
	v_mov_b32 v16, 0x7fff
	v_add3_u32 v17, v14, v15, v16
	v_cmp_u_f32 s[36:37], v14, v14
	v_mov_b32 v14, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v17, v14, s[36:37]
	v_and_b32 v14, 0xffff0000, v17
	v_lshrrev_b32 v15, 16, v14
	v_mul_lo_u32 v14, s16, v13
	v_add_u32 v16, v14, v3
	v_lshlrev_b32 v14, 1, v16
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_927
	global_store_short v14, v15, s[22:23]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[36:37]
	v_add_u32 v14, 17, v4
	v_add_u32 v15, s19, v14
	v_cmp_lt_u32 s[34:35], v15, s14
	s_and_b64 s[36:37], s[34:35], s[6:7]
	v_accvgpr_read_b32 v15, a9                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v16, v15, v6
	v_max_f32 v15, 0, v16                               ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v16, v15, 16, 1                           ; round to bf16
	v_mov_b32 v17, 0x7fff
	v_add3_u32 v18, v15, v16, v17
	v_cmp_u_f32 s[38:39], v15, v15
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v15, s[38:39]
	v_and_b32 v15, 0xffff0000, v18
	v_lshrrev_b32 v16, 16, v15
	v_mul_lo_u32 v15, s16, v14
	v_add_u32 v17, v15, v3
	v_lshlrev_b32 v15, 1, v17
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_938
	global_store_short v15, v16, s[22:23]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[38:39]
	v_add_u32 v15, 18, v4
	v_add_u32 v16, s19, v15
	v_cmp_lt_u32 s[36:37], v16, s14
	s_and_b64 s[38:39], s[36:37], s[6:7]
	v_accvgpr_read_b32 v16, a10                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v17, v16, v6
	v_max_f32 v16, 0, v17                               ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v17, v16, 16, 1                           ; round to bf16
	v_mov_b32 v18, 0x7fff
	v_add3_u32 v19, v16, v17, v18
	v_cmp_u_f32 s[40:41], v16, v16
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v19, v16, s[40:41]
	v_and_b32 v16, 0xffff0000, v19
	v_lshrrev_b32 v17, 16, v16
	v_mul_lo_u32 v16, s16, v15
	v_add_u32 v18, v16, v3
	v_lshlrev_b32 v16, 1, v18
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_949
	global_store_short v16, v17, s[22:23]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[40:41]
	v_add_u32 v16, 19, v4
	v_add_u32 v17, s19, v16
	v_cmp_lt_u32 s[38:39], v17, s14
	s_and_b64 s[40:41], s[38:39], s[6:7]
	v_accvgpr_read_b32 v17, a11                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v18, v17, v6
	v_max_f32 v17, 0, v18                               ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v18, v17, 16, 1                           ; round to bf16
	v_mov_b32 v19, 0x7fff
	v_add3_u32 v20, v17, v18, v19
	v_cmp_u_f32 s[42:43], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v17, s[42:43]
	v_and_b32 v17, 0xffff0000, v20
	v_lshrrev_b32 v18, 16, v17
	v_mul_lo_u32 v17, s16, v16
	v_add_u32 v19, v17, v3
	v_lshlrev_b32 v17, 1, v19
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_960
	global_store_short v17, v18, s[22:23]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[42:43]
	v_add_u32 v17, 24, v4
	v_add_u32 v18, s19, v17
	v_cmp_lt_u32 s[40:41], v18, s14
	s_and_b64 s[42:43], s[40:41], s[6:7]
	v_accvgpr_read_b32 v18, a12                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v19, v18, v6
	v_max_f32 v18, 0, v19                               ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v19, v18, 16, 1                           ; round to bf16
	v_mov_b32 v20, 0x7fff
	v_add3_u32 v21, v18, v19, v20
	v_cmp_u_f32 s[44:45], v18, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v21, v18, s[44:45]
	v_and_b32 v18, 0xffff0000, v21
	v_lshrrev_b32 v19, 16, v18
	v_mul_lo_u32 v18, s16, v17
	v_add_u32 v20, v18, v3
	v_lshlrev_b32 v18, 1, v20
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_971
	global_store_short v18, v19, s[22:23]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[44:45]
	v_add_u32 v18, 25, v4
	v_add_u32 v19, s19, v18
	v_cmp_lt_u32 s[42:43], v19, s14
	s_and_b64 s[44:45], s[42:43], s[6:7]
	v_accvgpr_read_b32 v19, a13                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v20, v19, v6
	v_max_f32 v19, 0, v20                               ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v20, v19, 16, 1                           ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v19, v20, v21
	v_cmp_u_f32 s[46:47], v19, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v19, s[46:47]
	v_and_b32 v19, 0xffff0000, v22
	v_lshrrev_b32 v20, 16, v19
	v_mul_lo_u32 v19, s16, v18
	v_add_u32 v21, v19, v3
	v_lshlrev_b32 v19, 1, v21
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_982
	global_store_short v19, v20, s[22:23]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[46:47]
	v_add_u32 v19, 26, v4
	v_add_u32 v20, s19, v19
	v_cmp_lt_u32 s[44:45], v20, s14
	s_and_b64 s[46:47], s[44:45], s[6:7]
	v_accvgpr_read_b32 v20, a14                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v21, v20, v6
	v_max_f32 v20, 0, v21                               ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v21, v20, 16, 1                           ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v20, v21, v22
	v_cmp_u_f32 s[48:49], v20, v20
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v20, s[48:49]
	v_and_b32 v20, 0xffff0000, v23
	v_lshrrev_b32 v21, 16, v20
	v_mul_lo_u32 v20, s16, v19
	v_add_u32 v22, v20, v3
	v_lshlrev_b32 v20, 1, v22
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_993
	global_store_short v20, v21, s[22:23]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[48:49]
	v_add_u32 v20, 27, v4
	v_add_u32 v4, s19, v20
	v_cmp_lt_u32 s[46:47], v4, s14
	s_and_b64 s[14:15], s[46:47], s[6:7]
	v_accvgpr_read_b32 v4, a15                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v21, v4, v6
	v_max_f32 v4, 0, v21                                ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v6, v4, 16, 1                             ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v4, v6, v21
	v_cmp_u_f32 s[6:7], v4, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v4, s[6:7]
	v_and_b32 v4, 0xffff0000, v22
	v_lshrrev_b32 v6, 16, v4
	v_mul_lo_u32 v4, s16, v20
	v_add_u32 v21, v4, v3
	v_lshlrev_b32 v3, 1, v21
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_1004
	global_store_short v3, v6, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	v_add_u32 v3, 32, v2
	v_add_u32 v2, s18, v3
	v_cmp_lt_u32 s[6:7], v2, s16
	s_and_b64 s[14:15], s[4:5], s[6:7]
	v_lshlrev_b32 v2, 2, v3
	v_mov_b32 v4, 0                                     ; outside the tensor
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_1014
	global_load_dword v4, v2, s[20:21]                  ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[4:5]
	v_accvgpr_read_b32 v2, a16                          ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v6, v2, v4
	v_max_f32 v2, 0, v6                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v6, v2, 16, 1                             ; round to bf16
	v_mov_b32 v21, 0x7fff
	v_add3_u32 v22, v2, v6, v21
	v_cmp_u_f32 s[4:5], v2, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v2, s[4:5]
	v_and_b32 v2, 0xffff0000, v22
	v_lshrrev_b32 v6, 16, v2
	v_mul_lo_u32 v2, s16, v1
	v_add_u32 v1, v2, v3
	v_lshlrev_b32 v2, 1, v1
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_1015
	global_store_short v2, v6, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_and_b64 s[4:5], s[8:9], s[6:7]
	v_accvgpr_read_b32 v1, a17                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v2, v1, v4
	v_max_f32 v1, 0, v2                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v2, v1, 16, 1                             ; round to bf16
	v_mov_b32 v6, 0x7fff
	v_add3_u32 v21, v1, v2, v6
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v21, v1, s[8:9]
	v_and_b32 v1, 0xffff0000, v21
	v_lshrrev_b32 v2, 16, v1
	v_mul_lo_u32 v1, s16, v5
	v_add_u32 v5, v1, v3
	v_lshlrev_b32 v1, 1, v5
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1025
	global_store_short v1, v2, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[10:11], s[6:7]
	v_accvgpr_read_b32 v1, a18                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v2, v1, v4
	v_max_f32 v1, 0, v2                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v2, v1, 16, 1                             ; round to bf16
	v_mov_b32 v5, 0x7fff
	v_add3_u32 v6, v1, v2, v5
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v6, v1, s[8:9]
	v_and_b32 v1, 0xffff0000, v6
	v_lshrrev_b32 v2, 16, v1
	v_mul_lo_u32 v1, s16, v7
	v_add_u32 v5, v1, v3
	v_lshlrev_b32 v1, 1, v5
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1033
	global_store_short v1, v2, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[12:13], s[6:7]
	v_accvgpr_read_b32 v1, a19                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v2, v1, v4
	v_max_f32 v1, 0, v2                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v2, v1, 16, 1                             ; round to bf16
	v_mov_b32 v5, 0x7fff
	v_add3_u32 v6, v1, v2, v5
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v6, v1, s[8:9]
	v_and_b32 v1, 0xffff0000, v6
	v_lshrrev_b32 v2, 16, v1
	v_mul_lo_u32 v1, s16, v8
	v_add_u32 v5, v1, v3
	v_lshlrev_b32 v1, 1, v5
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1041
	global_store_short v1, v2, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[24:25], s[6:7]
	v_accvgpr_read_b32 v1, a20                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v2, v1, v4
	v_max_f32 v1, 0, v2                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v2, v1, 16, 1                             ; round to bf16
	v_mov_b32 v5, 0x7fff
	v_add3_u32 v6, v1, v2, v5
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v6, v1, s[8:9]
	v_and_b32 v1, 0xffff0000, v6
	v_lshrrev_b32 v2, 16, v1
	v_mul_lo_u32 v1, s16, v9
	v_add_u32 v5, v1, v3
	v_lshlrev_b32 v1, 1, v5
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1049
	global_store_short v1, v2, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[26:27], s[6:7]
	v_accvgpr_read_b32 v1, a21                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v2, v1, v4
	v_max_f32 v1, 0, v2                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v2, v1, 16, 1                             ; round to bf16
	v_mov_b32 v5, 0x7fff
	v_add3_u32 v6, v1, v2, v5
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v6, v1, s[8:9]
	v_and_b32 v1, 0xffff0000, v6
	v_lshrrev_b32 v2, 16, v1
	v_mul_lo_u32 v1, s16, v10
	v_add_u32 v5, v1, v3
	v_lshlrev_b32 v1, 1, v5
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1057
	global_store_short v1, v2, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[28:29], s[6:7]
	v_accvgpr_read_b32 v1, a22                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v2, v1, v4
	v_max_f32 v1, 0, v2                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v2, v1, 16, 1                             ; round to bf16
	v_mov_b32 v5, 0x7fff
	v_add3_u32 v6, v1, v2, v5
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v6, v1, s[8:9]
	v_and_b32 v1, 0xffff0000, v6
	v_lshrrev_b32 v2, 16, v1
	v_mul_lo_u32 v1, s16, v11
	v_add_u32 v5, v1, v3
	v_lshlrev_b32 v1, 1, v5
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1065
	global_store_short v1, v2, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[30:31], s[6:7]
	v_accvgpr_read_b32 v1, a23                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v2, v1, v4
	v_max_f32 v1, 0, v2                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v2, v1, 16, 1                             ; round to bf16
	v_mov_b32 v5, 0x7fff
	v_add3_u32 v6, v1, v2, v5
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v6, v1, s[8:9]
	v_and_b32 v1, 0xffff0000, v6
	v_lshrrev_b32 v2, 16, v1
	v_mul_lo_u32 v1, s16, v12
	v_add_u32 v5, v1, v3
	v_lshlrev_b32 v1, 1, v5
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1073
	global_store_short v1, v2, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[32:33], s[6:7]
	v_accvgpr_read_b32 v1, a24                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v2, v1, v4
	v_max_f32 v1, 0, v2                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v2, v1, 16, 1                             ; round to bf16
	v_mov_b32 v5, 0x7fff
	v_add3_u32 v6, v1, v2, v5
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v6, v1, s[8:9]
	v_and_b32 v1, 0xffff0000, v6
	v_lshrrev_b32 v2, 16, v1
	v_mul_lo_u32 v1, s16, v13
	v_add_u32 v5, v1, v3
	v_lshlrev_b32 v1, 1, v5
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1081
	global_store_short v1, v2, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[34:35], s[6:7]
	v_accvgpr_read_b32 v1, a25                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v2, v1, v4
	v_max_f32 v1, 0, v2                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v2, v1, 16, 1                             ; round to bf16
	v_mov_b32 v5, 0x7fff
	v_add3_u32 v6, v1, v2, v5
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v6, v1, s[8:9]
	v_and_b32 v1, 0xffff0000, v6
	v_lshrrev_b32 v2, 16, v1
	v_mul_lo_u32 v1, s16, v14
	v_add_u32 v5, v1, v3
	v_lshlrev_b32 v1, 1, v5
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1089
	global_store_short v1, v2, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[36:37], s[6:7]
	v_accvgpr_read_b32 v1, a26                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v2, v1, v4
	v_max_f32 v1, 0, v2                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v2, v1, 16, 1                             ; round to bf16
	v_mov_b32 v5, 0x7fff
	v_add3_u32 v6, v1, v2, v5
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v6, v1, s[8:9]
	v_and_b32 v1, 0xffff0000, v6
	v_lshrrev_b32 v2, 16, v1
	v_mul_lo_u32 v1, s16, v15
	v_add_u32 v5, v1, v3
	v_lshlrev_b32 v1, 1, v5
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1097
	global_store_short v1, v2, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[38:39], s[6:7]
	v_accvgpr_read_b32 v1, a27                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v2, v1, v4
	v_max_f32 v1, 0, v2                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v2, v1, 16, 1                             ; round to bf16
	v_mov_b32 v5, 0x7fff
	v_add3_u32 v6, v1, v2, v5
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v6, v1, s[8:9]
	v_and_b32 v1, 0xffff0000, v6
	v_lshrrev_b32 v2, 16, v1
	v_mul_lo_u32 v1, s16, v16
	v_add_u32 v5, v1, v3
	v_lshlrev_b32 v1, 1, v5
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1105
	global_store_short v1, v2, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[40:41], s[6:7]
	v_accvgpr_read_b32 v1, a28                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v2, v1, v4
	v_max_f32 v1, 0, v2                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v2, v1, 16, 1                             ; round to bf16
	v_mov_b32 v5, 0x7fff
	v_add3_u32 v6, v1, v2, v5
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v6, v1, s[8:9]
	v_and_b32 v1, 0xffff0000, v6
	v_lshrrev_b32 v2, 16, v1
	v_mul_lo_u32 v1, s16, v17
	v_add_u32 v5, v1, v3
	v_lshlrev_b32 v1, 1, v5
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1113
	global_store_short v1, v2, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[42:43], s[6:7]
	v_accvgpr_read_b32 v1, a29                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v2, v1, v4
	v_max_f32 v1, 0, v2                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v2, v1, 16, 1                             ; round to bf16
	v_mov_b32 v5, 0x7fff
	v_add3_u32 v6, v1, v2, v5
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v6, v1, s[8:9]
	v_and_b32 v1, 0xffff0000, v6
	v_lshrrev_b32 v2, 16, v1
	v_mul_lo_u32 v1, s16, v18
	v_add_u32 v5, v1, v3
	v_lshlrev_b32 v1, 1, v5
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1121
	global_store_short v1, v2, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[44:45], s[6:7]
	v_accvgpr_read_b32 v1, a30                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v2, v1, v4
	v_max_f32 v1, 0, v2                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v2, v1, 16, 1                             ; round to bf16
	v_mov_b32 v5, 0x7fff
	v_add3_u32 v6, v1, v2, v5
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v6, v1, s[8:9]
	v_and_b32 v1, 0xffff0000, v6
	v_lshrrev_b32 v2, 16, v1
	v_mul_lo_u32 v1, s16, v19
	v_add_u32 v5, v1, v3
	v_lshlrev_b32 v1, 1, v5
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1129
	global_store_short v1, v2, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[46:47], s[6:7]
	v_accvgpr_read_b32 v1, a31                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v2, v1, v4
	v_max_f32 v1, 0, v2                                 ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v2, v1, 16, 1                             ; round to bf16
	v_mov_b32 v4, 0x7fff
	v_add3_u32 v5, v1, v2, v4
	v_cmp_u_f32 s[6:7], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v5, v5, v1, s[6:7]
	v_and_b32 v1, 0xffff0000, v5
	v_lshrrev_b32 v2, 16, v1
	v_mul_lo_u32 v1, s16, v20
	v_add_u32 v4, v1, v3
	v_lshlrev_b32 v1, 1, v4
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_1137
	global_store_short v1, v2, s[22:23]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_endpgm
.Lfunc_end_gemm_bf16:
	.size	gemm_bf16, .Lfunc_end_gemm_bf16-gemm_bf16

	.rodata
	.p2align	6
	.amdhsa_kernel gemm_bf16
		.amdhsa_group_segment_fixed_size 40960
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 96
		.amdhsa_next_free_sgpr 50
		.amdhsa_accum_offset 64
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
    .group_segment_fixed_size: 40960
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .max_flat_workgroup_size: 512
    .private_segment_fixed_size: 0
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .vgpr_count:     62
    .vgpr_spill_count: 0
    .agpr_count:     32
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
