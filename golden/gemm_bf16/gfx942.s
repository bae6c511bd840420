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
; resources: 92 VGPRs (58 ArchVGPRs + 32 AGPRs from accum_offset 60), 36 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 40960 bytes LDS, 44 bytes of arguments, 512 threads
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
	v_lshlrev_b32 v2, 4, v6
	v_mul_lo_u32 v6, 32, v4
	v_add_u32 v4, v3, v6
	v_mov_b32 v6, 0x50
	v_mul_lo_u32 v7, v6, v4
	v_add_u32 v4, v7, v2
	v_mul_lo_u32 v6, 64, v5
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
	s_mul_i32 s17, s15, 16
	s_lshl_b32 s20, s17, 1                              ; 16 rows of 'a'
	v_mov_b32 v7, 0x50
	v_mul_lo_u32 v8, v7, v2
	v_lshlrev_b32 v7, 1, v5
	v_add_u32 v9, v8, v7
	v_lshrrev_b32 v7, 7, v1
	v_and_b32 v8, 0x7f, v1
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
	v_lshrrev_b32 v15, 4, v1
	v_and_b32 v16, 15, v1
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
	v_mov_b32 v20, 0x100                                ; 256 units of 16 bytes: the other threads have none
	v_cmp_lt_u32 s[22:23], v1, v20
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
	s_lshr_b32 s24, s17, 5                              ; steps of 32
	s_mul_i32 s26, s19, s15
	s_mul_hi_u32 s27, s19, s15
	s_mov_b32 s28, 0
	s_mov_b32 s29, 0
	s_add_u32 s30, s26, s28                             ; 'a' tile corner
	s_addc_u32 s31, s27, s29
	s_lshl_b64 s[26:27], s[30:31], 1
	s_add_u32 s28, s6, s26
	s_addc_u32 s29, s7, s27
	v_add_u32 v20, 0, v14
	v_cmp_lt_u32 s[26:27], v20, s15
	s_sub_i32 s17, s14, s19
	v_cmp_lt_i32 s[30:31], v11, s17
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_639
	global_load_dwordx4 v[22:25], v12, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
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
	v_add_u32 v20, s18, v18
	v_cmp_lt_u32 s[26:27], v20, s16
	s_and_b64 s[30:31], s[26:27], s[22:23]
	s_sub_i32 s17, s15, 0
	v_lshlrev_b32 v20, 1, v15
	v_cmp_lt_i32 s[26:27], v20, s17
	s_and_b64 s[32:33], s[26:27], s[30:31]
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_651
	global_load_dwordx4 v[26:29], v19, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s25, s17, 1
	v_cmp_lt_i32 s[26:27], v20, s25
	s_and_b64 s[32:33], s[26:27], s[30:31]
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_654
	global_load_dwordx4 v[30:33], v16, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(2)
	ds_write_b128 v17, v[22:25]                         ; 16 bytes into the LDS A slice
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v30, v26, s4                        ; (k, k+1) of column 0
	v_perm_b32 v34, v30, v26, s5                        ; (k, k+1) of column 1
	v_perm_b32 v35, v31, v27, s4                        ; (k, k+1) of column 2
	v_perm_b32 v36, v31, v27, s5                        ; (k, k+1) of column 3
	v_perm_b32 v37, v32, v28, s4                        ; (k, k+1) of column 4
	v_perm_b32 v38, v32, v28, s5                        ; (k, k+1) of column 5
	v_perm_b32 v39, v33, v29, s4                        ; (k, k+1) of column 6
	v_perm_b32 v40, v33, v29, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_103
	ds_write_b32 v21, v20 offset:10240                  ; into the LDS B slice
	ds_write_b32 v21, v34 offset:10320                  ; into the LDS B slice
	ds_write_b32 v21, v35 offset:10400                  ; into the LDS B slice
	ds_write_b32 v21, v36 offset:10480                  ; into the LDS B slice
	ds_write_b32 v21, v37 offset:10560                  ; into the LDS B slice
	ds_write_b32 v21, v38 offset:10640                  ; into the LDS B slice
	ds_write_b32 v21, v39 offset:10720                  ; into the LDS B slice
	ds_write_b32 v21, v40 offset:10800                  ; into the LDS B slice
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
	v_add_u32 v20, 32, v14
	v_cmp_lt_u32 s[26:27], v20, s15
	s_sub_i32 s17, s14, s19
	v_cmp_lt_i32 s[30:31], v11, s17
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_672
	global_load_dwordx4 v[22:25], v12, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
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
	v_add_u32 v20, s18, v18
	v_cmp_lt_u32 s[26:27], v20, s16
	s_and_b64 s[30:31], s[26:27], s[22:23]
	s_sub_i32 s17, s15, 32
	v_lshlrev_b32 v20, 1, v15
	v_cmp_lt_i32 s[26:27], v20, s17
	s_and_b64 s[32:33], s[26:27], s[30:31]
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_684
	global_load_dwordx4 v[26:29], v19, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s25, s17, 1
	v_cmp_lt_i32 s[26:27], v20, s25
	s_and_b64 s[32:33], s[26:27], s[30:31]
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_687
	global_load_dwordx4 v[30:33], v16, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
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
	ds_write_b128 v17, v[22:25] offset:20480            ; 16 bytes into the LDS A slice
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v30, v26, s4                        ; (k, k+1) of column 0
	v_perm_b32 v34, v30, v26, s5                        ; (k, k+1) of column 1
	v_perm_b32 v35, v31, v27, s4                        ; (k, k+1) of column 2
	v_perm_b32 v36, v31, v27, s5                        ; (k, k+1) of column 3
	v_perm_b32 v37, v32, v28, s4                        ; (k, k+1) of column 4
	v_perm_b32 v38, v32, v28, s5                        ; (k, k+1) of column 5
	v_perm_b32 v39, v33, v29, s4                        ; (k, k+1) of column 6
	v_perm_b32 v40, v33, v29, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_103
	ds_write_b32 v21, v20 offset:30720                  ; into the LDS B slice
	ds_write_b32 v21, v34 offset:30800                  ; into the LDS B slice
	ds_write_b32 v21, v35 offset:30880                  ; into the LDS B slice
	ds_write_b32 v21, v36 offset:30960                  ; into the LDS B slice
	ds_write_b32 v21, v37 offset:31040                  ; into the LDS B slice
	ds_write_b32 v21, v38 offset:31120                  ; into the LDS B slice
	ds_write_b32 v21, v39 offset:31200                  ; into the LDS B slice
	ds_write_b32 v21, v40 offset:31280                  ; into the LDS B slice
	s_mov_b64 exec, s[26:27]
	s_add_u32 s26, s25, 2
	s_mul_i32 s27, s26, 32
	s_mul_i32 s28, s19, s15
	s_mul_hi_u32 s29, s19, s15
	s_mov_b32 s30, s27
	s_mov_b32 s31, 0
	s_add_u32 s32, s28, s30                             ; 'a' tile corner
	s_addc_u32 s33, s29, s31
	s_lshl_b64 s[28:29], s[32:33], 1
	s_add_u32 s30, s6, s28
	s_addc_u32 s31, s7, s29
	v_add_u32 v20, s27, v14
	v_cmp_lt_u32 s[28:29], v20, s15
	s_sub_i32 s26, s14, s19
	v_cmp_lt_i32 s[32:33], v11, s26
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_743
	global_load_dwordx4 v[22:25], v12, s[30:31]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
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
	v_add_u32 v20, s18, v18
	v_cmp_lt_u32 s[28:29], v20, s16
	s_and_b64 s[32:33], s[28:29], s[22:23]
	s_sub_i32 s26, s15, s27
	v_lshlrev_b32 v20, 1, v15
	v_cmp_lt_i32 s[28:29], v20, s26
	s_and_b64 s[34:35], s[28:29], s[32:33]
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_755
	global_load_dwordx4 v[26:29], v19, s[30:31]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s27, s26, 1
	v_cmp_lt_i32 s[28:29], v20, s27
	s_and_b64 s[26:27], s[28:29], s[32:33]
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_758
	global_load_dwordx4 v[30:33], v16, s[30:31]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	ds_read_b128 v[34:37], v3 offset:10240              ; B of block 0, k 0..+15
	ds_read_b128 v[38:41], v3 offset:12800              ; B of block 1, k 0..+15
	ds_read_b128 v[42:45], v4                           ; A of block 0, k 0..+15
	ds_read_b128 v[46:49], v3 offset:10272              ; B of block 0, k 16..+15
	ds_read_b128 v[50:53], v3 offset:12832              ; B of block 1, k 16..+15
	ds_read_b128 v[54:57], v4 offset:32                 ; A of block 0, k 16..+15
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
	s_add_u32 s26, s25, 1
	s_waitcnt vmcnt(2)
	ds_write_b128 v17, v[22:25]                         ; 16 bytes into the LDS A slice
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v30, v26, s4                        ; (k, k+1) of column 0
	v_perm_b32 v34, v30, v26, s5                        ; (k, k+1) of column 1
	v_perm_b32 v35, v31, v27, s4                        ; (k, k+1) of column 2
	v_perm_b32 v36, v31, v27, s5                        ; (k, k+1) of column 3
	v_perm_b32 v37, v32, v28, s4                        ; (k, k+1) of column 4
	v_perm_b32 v38, v32, v28, s5                        ; (k, k+1) of column 5
	v_perm_b32 v39, v33, v29, s4                        ; (k, k+1) of column 6
	v_perm_b32 v40, v33, v29, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[28:29], s[22:23]               ; lanes where %vpred_103
	ds_write_b32 v21, v20 offset:10240                  ; into the LDS B slice
	ds_write_b32 v21, v34 offset:10320                  ; into the LDS B slice
	ds_write_b32 v21, v35 offset:10400                  ; into the LDS B slice
	ds_write_b32 v21, v36 offset:10480                  ; into the LDS B slice
	ds_write_b32 v21, v37 offset:10560                  ; into the LDS B slice
	ds_write_b32 v21, v38 offset:10640                  ; into the LDS B slice
	ds_write_b32 v21, v39 offset:10720                  ; into the LDS B slice
	ds_write_b32 v21, v40 offset:10800                  ; into the LDS B slice
	s_mov_b64 exec, s[28:29]
	s_add_u32 s27, s26, 2
	s_mul_i32 s26, s27, 32
	s_mul_i32 s28, s19, s15
	s_mul_hi_u32 s29, s19, s15
	s_mov_b32 s30, s26
	s_mov_b32 s31, 0
	s_add_u32 s32, s28, s30                             ; 'a' tile corner
	s_addc_u32 s33, s29, s31
	s_lshl_b64 s[28:29], s[32:33], 1
	s_add_u32 s30, s6, s28
	s_addc_u32 s31, s7, s29
	v_add_u32 v20, s26, v14
	v_cmp_lt_u32 s[28:29], v20, s15
	s_sub_i32 s27, s14, s19
	v_cmp_lt_i32 s[32:33], v11, s27
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_839
	global_load_dwordx4 v[22:25], v12, s[30:31]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
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
	v_add_u32 v20, s18, v18
	v_cmp_lt_u32 s[28:29], v20, s16
	s_and_b64 s[32:33], s[28:29], s[22:23]
	s_sub_i32 s27, s15, s26
	v_lshlrev_b32 v20, 1, v15
	v_cmp_lt_i32 s[28:29], v20, s27
	s_and_b64 s[34:35], s[28:29], s[32:33]
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_851
	global_load_dwordx4 v[26:29], v19, s[30:31]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s26, s27, 1
	v_cmp_lt_i32 s[28:29], v20, s26
	s_and_b64 s[26:27], s[28:29], s[32:33]
	v_mov_b32 v30, 0                                    ; outside the tensor: 0
	v_mov_b32 v31, 0                                    ; outside the tensor: 0
	v_mov_b32 v32, 0                                    ; outside the tensor: 0
	v_mov_b32 v33, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_854
	global_load_dwordx4 v[30:33], v16, s[30:31]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	ds_read_b128 v[34:37], v3 offset:30720              ; B of block 0, k 0..+15
	ds_read_b128 v[38:41], v3 offset:33280              ; B of block 1, k 0..+15
	ds_read_b128 v[42:45], v4 offset:20480              ; A of block 0, k 0..+15
	ds_read_b128 v[46:49], v3 offset:30752              ; B of block 0, k 16..+15
	ds_read_b128 v[50:53], v3 offset:33312              ; B of block 1, k 16..+15
	ds_read_b128 v[54:57], v4 offset:20512              ; A of block 0, k 16..+15
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
	s_add_u32 s25, s25, 2
	s_cmp_lt_u32 s25, s17
	s_cbranch_scc1 .Lgemm_bf16_loop0
.Lgemm_bf16_loop0_end:
	s_and_b32 s4, s24, 1
	s_cmp_lg_u32 s4, 0
	s_cselect_b32 s4, 1, 0
	s_cmp_eq_u32 s4, 0                                  ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgemm_bf16_if1_end
	ds_read_b128 v[14:17], v3 offset:10240              ; B of block 0, k 0..+15
	ds_read_b128 v[18:21], v3 offset:12800              ; B of block 1, k 0..+15
	s_waitcnt vmcnt(2)
	ds_read_b128 v[22:25], v4                           ; A of block 0, k 0..+15
	s_waitcnt vmcnt(1)
	ds_read_b128 v[26:29], v3 offset:10272              ; B of block 0, k 16..+15
	s_waitcnt vmcnt(0)
	ds_read_b128 v[30:33], v3 offset:12832              ; B of block 1, k 16..+15
	ds_read_b128 v[34:37], v4 offset:32                 ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x8_bf16 a[0:15], v[22:23], v[14:15], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[22:23], v[18:19], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[24:25], v[16:17], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[24:25], v[20:21], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[34:35], v[26:27], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[34:35], v[30:31], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[36:37], v[28:29], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[36:37], v[32:33], a[16:31] ; examples/gemm_bf16.kgen:7
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
	s_lshr_b32 s5, s4, 5                                ; steps of 32
	s_mul_i32 s22, s19, s15
	s_mul_hi_u32 s23, s19, s15
	s_mov_b32 s24, 0
	s_mov_b32 s25, 0
	s_add_u32 s26, s22, s24                             ; 'a' tile corner
	s_addc_u32 s27, s23, s25
	s_lshl_b64 s[22:23], s[26:27], 1
	s_add_u32 s24, s6, s22
	s_addc_u32 s25, s7, s23
	v_add_u32 v11, 0, v5
	v_cmp_lt_u32 s[22:23], v11, s15
	s_sub_i32 s4, s14, s19                              ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v2, s4
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v11, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_927
	global_load_ushort v11, v6, s[24:25]                ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 16
	v_cmp_lt_i32 s[26:27], v2, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 1
	v_add_u32 v12, s17, v6
	v_mov_b32 v14, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_930
	global_load_ushort v14, v12, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 32
	v_cmp_lt_i32 s[26:27], v2, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 2
	v_add_u32 v12, s17, v6
	v_mov_b32 v15, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_935
	global_load_ushort v15, v12, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 48
	v_cmp_lt_i32 s[26:27], v2, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 3
	v_add_u32 v12, s17, v6
	v_mov_b32 v16, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_940
	global_load_ushort v16, v12, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 64
	v_cmp_lt_i32 s[26:27], v2, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 4
	v_add_u32 v12, s17, v6
	v_mov_b32 v17, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_945
	global_load_ushort v17, v12, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 0x50
	v_cmp_lt_i32 s[26:27], v2, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 5
	v_add_u32 v12, s17, v6
	v_mov_b32 v18, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_950
	global_load_ushort v18, v12, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 0x60
	v_cmp_lt_i32 s[26:27], v2, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 6
	v_add_u32 v12, s17, v6
	v_mov_b32 v19, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_955
	global_load_ushort v19, v12, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 0x70
	v_cmp_lt_i32 s[26:27], v2, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s4, s20, 7
	v_add_u32 v12, s4, v6
	v_mov_b32 v20, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_960
	global_load_ushort v20, v12, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
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
	v_add_u32 v12, s18, v8
	v_cmp_lt_u32 s[22:23], v12, s16
	s_sub_i32 s4, s15, 0                                ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v7, s4
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v12, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_972
	global_load_ushort v12, v10, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 4
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 1
	v_add_u32 v21, s17, v10
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_975
	global_load_ushort v22, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 8
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 2
	v_add_u32 v21, s17, v10
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_980
	global_load_ushort v23, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 12
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 3
	v_add_u32 v21, s17, v10
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_985
	global_load_ushort v24, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 16
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 4
	v_add_u32 v21, s17, v10
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_990
	global_load_ushort v25, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 20
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 5
	v_add_u32 v21, s17, v10
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_995
	global_load_ushort v26, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 24
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 6
	v_add_u32 v21, s17, v10
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_1000
	global_load_ushort v27, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 28
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s4, s21, 7
	v_add_u32 v21, s4, v10
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_1005
	global_load_ushort v28, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(15)
	ds_write_b16 v9, v11                                ; into the LDS A slice
	s_waitcnt vmcnt(14)
	ds_write_b16 v9, v14 offset:1280                    ; into the LDS A slice
	s_waitcnt vmcnt(13)
	ds_write_b16 v9, v15 offset:2560                    ; into the LDS A slice
	s_waitcnt vmcnt(12)
	ds_write_b16 v9, v16 offset:3840                    ; into the LDS A slice
	s_waitcnt vmcnt(11)
	ds_write_b16 v9, v17 offset:5120                    ; into the LDS A slice
	s_waitcnt vmcnt(10)
	ds_write_b16 v9, v18 offset:6400                    ; into the LDS A slice
	s_waitcnt vmcnt(9)
	ds_write_b16 v9, v19 offset:7680                    ; into the LDS A slice
	s_waitcnt vmcnt(8)
	ds_write_b16 v9, v20 offset:8960                    ; into the LDS A slice
	s_waitcnt vmcnt(7)
	ds_write_b16 v13, v12 offset:10240                  ; into the LDS B slice
	s_waitcnt vmcnt(6)
	ds_write_b16 v13, v22 offset:10248                  ; into the LDS B slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v13, v23 offset:10256                  ; into the LDS B slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v13, v24 offset:10264                  ; into the LDS B slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v13, v25 offset:10272                  ; into the LDS B slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v13, v26 offset:10280                  ; into the LDS B slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v13, v27 offset:10288                  ; into the LDS B slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v13, v28 offset:10296                  ; into the LDS B slice
	s_mul_i32 s22, s19, s15
	s_mul_hi_u32 s23, s19, s15
	s_mov_b32 s24, 32
	s_mov_b32 s25, 0
	s_add_u32 s26, s22, s24                             ; 'a' tile corner
	s_addc_u32 s27, s23, s25
	s_lshl_b64 s[22:23], s[26:27], 1
	s_add_u32 s24, s6, s22
	s_addc_u32 s25, s7, s23
	v_add_u32 v21, 32, v5
	v_cmp_lt_u32 s[22:23], v21, s15
	s_sub_i32 s4, s14, s19                              ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v2, s4
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v11, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_1017
	global_load_ushort v11, v6, s[24:25]                ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 16
	v_cmp_lt_i32 s[26:27], v2, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 1
	v_add_u32 v21, s17, v6
	v_mov_b32 v14, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_1020
	global_load_ushort v14, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 32
	v_cmp_lt_i32 s[26:27], v2, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 2
	v_add_u32 v21, s17, v6
	v_mov_b32 v15, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_1025
	global_load_ushort v15, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 48
	v_cmp_lt_i32 s[26:27], v2, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 3
	v_add_u32 v21, s17, v6
	v_mov_b32 v16, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_1030
	global_load_ushort v16, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 64
	v_cmp_lt_i32 s[26:27], v2, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 4
	v_add_u32 v21, s17, v6
	v_mov_b32 v17, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_1035
	global_load_ushort v17, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 0x50
	v_cmp_lt_i32 s[26:27], v2, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 5
	v_add_u32 v21, s17, v6
	v_mov_b32 v18, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_1040
	global_load_ushort v18, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 0x60
	v_cmp_lt_i32 s[26:27], v2, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s20, 6
	v_add_u32 v21, s17, v6
	v_mov_b32 v19, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_1045
	global_load_ushort v19, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 0x70
	v_cmp_lt_i32 s[26:27], v2, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s4, s20, 7
	v_add_u32 v21, s4, v6
	v_mov_b32 v20, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_1050
	global_load_ushort v20, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'a'
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
	v_add_u32 v21, s18, v8
	v_cmp_lt_u32 s[22:23], v21, s16
	s_sub_i32 s4, s15, 32                               ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v7, s4
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v12, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_1062
	global_load_ushort v12, v10, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 4
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 1
	v_add_u32 v21, s17, v10
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_1065
	global_load_ushort v22, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 8
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 2
	v_add_u32 v21, s17, v10
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_1070
	global_load_ushort v23, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 12
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 3
	v_add_u32 v21, s17, v10
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_1075
	global_load_ushort v24, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 16
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 4
	v_add_u32 v21, s17, v10
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_1080
	global_load_ushort v25, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 20
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 5
	v_add_u32 v21, s17, v10
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_1085
	global_load_ushort v26, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 24
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s17, s21, 6
	v_add_u32 v21, s17, v10
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_1090
	global_load_ushort v27, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s17, s4, 28
	v_cmp_lt_i32 s[26:27], v7, s17
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s4, s21, 7
	v_add_u32 v21, s4, v10
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_1095
	global_load_ushort v28, v21, s[24:25]               ; examples/gemm_bf16.kgen:7: element of 'b'
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
	ds_write_b16 v9, v11 offset:20480                   ; into the LDS A slice
	s_waitcnt vmcnt(14)
	ds_write_b16 v9, v14 offset:21760                   ; into the LDS A slice
	s_waitcnt vmcnt(13)
	ds_write_b16 v9, v15 offset:23040                   ; into the LDS A slice
	s_waitcnt vmcnt(12)
	ds_write_b16 v9, v16 offset:24320                   ; into the LDS A slice
	s_waitcnt vmcnt(11)
	ds_write_b16 v9, v17 offset:25600                   ; into the LDS A slice
	s_waitcnt vmcnt(10)
	ds_write_b16 v9, v18 offset:26880                   ; into the LDS A slice
	s_waitcnt vmcnt(9)
	ds_write_b16 v9, v19 offset:28160                   ; into the LDS A slice
	s_waitcnt vmcnt(8)
	ds_write_b16 v9, v20 offset:29440                   ; into the LDS A slice
	s_waitcnt vmcnt(7)
	ds_write_b16 v13, v12 offset:30720                  ; into the LDS B slice
	s_waitcnt vmcnt(6)
	ds_write_b16 v13, v22 offset:30728                  ; into the LDS B slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v13, v23 offset:30736                  ; into the LDS B slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v13, v24 offset:30744                  ; into the LDS B slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v13, v25 offset:30752                  ; into the LDS B slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v13, v26 offset:30760                  ; into the LDS B slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v13, v27 offset:30768                  ; into the LDS B slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v13, v28 offset:30776                  ; into the LDS B slice
	s_add_u32 s22, s17, 2
	s_mul_i32 s23, s22, 32
	s_mul_i32 s24, s19, s15
	s_mul_hi_u32 s25, s19, s15
	s_mov_b32 s26, s23
	s_mov_b32 s27, 0
	s_add_u32 s28, s24, s26                             ; 'a' tile corner
	s_addc_u32 s29, s25, s27
	s_lshl_b64 s[24:25], s[28:29], 1
	s_add_u32 s26, s6, s24
	s_addc_u32 s27, s7, s25
	v_add_u32 v21, s23, v5
	v_cmp_lt_u32 s[24:25], v21, s15
	s_sub_i32 s22, s14, s19                             ; rows left in the tensor
	v_cmp_lt_i32 s[28:29], v2, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v11, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1202
	global_load_ushort v11, v6, s[26:27]                ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s28, s22, 16
	v_cmp_lt_i32 s[30:31], v2, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 1
	v_add_u32 v21, s30, v6
	v_mov_b32 v14, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1205
	global_load_ushort v14, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 32
	v_cmp_lt_i32 s[30:31], v2, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 2
	v_add_u32 v21, s30, v6
	v_mov_b32 v15, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1210
	global_load_ushort v15, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 48
	v_cmp_lt_i32 s[30:31], v2, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 3
	v_add_u32 v21, s30, v6
	v_mov_b32 v16, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1215
	global_load_ushort v16, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 64
	v_cmp_lt_i32 s[30:31], v2, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 4
	v_add_u32 v21, s30, v6
	v_mov_b32 v17, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1220
	global_load_ushort v17, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 0x50
	v_cmp_lt_i32 s[30:31], v2, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 5
	v_add_u32 v21, s30, v6
	v_mov_b32 v18, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1225
	global_load_ushort v18, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 0x60
	v_cmp_lt_i32 s[30:31], v2, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 6
	v_add_u32 v21, s30, v6
	v_mov_b32 v19, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1230
	global_load_ushort v19, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s22, 0x70
	v_cmp_lt_i32 s[30:31], v2, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s22, s20, 7
	v_add_u32 v21, s22, v6
	v_mov_b32 v20, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1235
	global_load_ushort v20, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
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
	v_add_u32 v21, s18, v8
	v_cmp_lt_u32 s[24:25], v21, s16
	s_sub_i32 s22, s15, s23                             ; rows left in the tensor
	v_cmp_lt_i32 s[28:29], v7, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v12, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1247
	global_load_ushort v12, v10, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 4
	v_cmp_lt_i32 s[28:29], v7, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s21, 1
	v_add_u32 v21, s23, v10
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1250
	global_load_ushort v22, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 8
	v_cmp_lt_i32 s[28:29], v7, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s21, 2
	v_add_u32 v21, s23, v10
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1255
	global_load_ushort v23, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 12
	v_cmp_lt_i32 s[28:29], v7, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s21, 3
	v_add_u32 v21, s23, v10
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1260
	global_load_ushort v24, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 16
	v_cmp_lt_i32 s[28:29], v7, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s21, 4
	v_add_u32 v21, s23, v10
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1265
	global_load_ushort v25, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 20
	v_cmp_lt_i32 s[28:29], v7, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s21, 5
	v_add_u32 v21, s23, v10
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1270
	global_load_ushort v26, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 24
	v_cmp_lt_i32 s[28:29], v7, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s23, s21, 6
	v_add_u32 v21, s23, v10
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1275
	global_load_ushort v27, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s23, s22, 28
	v_cmp_lt_i32 s[28:29], v7, s23
	s_and_b64 s[22:23], s[28:29], s[24:25]
	s_mul_i32 s24, s21, 7
	v_add_u32 v21, s24, v10
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1280
	global_load_ushort v28, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[24:25]
	ds_read_b128 v[30:33], v3 offset:10240              ; B of block 0, k 0..+15
	ds_read_b128 v[34:37], v3 offset:12800              ; B of block 1, k 0..+15
	ds_read_b128 v[38:41], v4                           ; A of block 0, k 0..+15
	ds_read_b128 v[42:45], v3 offset:10272              ; B of block 0, k 16..+15
	ds_read_b128 v[46:49], v3 offset:12832              ; B of block 1, k 16..+15
	ds_read_b128 v[50:53], v4 offset:32                 ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x8_bf16 a[0:15], v[38:39], v[30:31], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[38:39], v[34:35], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[40:41], v[32:33], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[40:41], v[36:37], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[50:51], v[42:43], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[50:51], v[46:47], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[52:53], v[44:45], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[52:53], v[48:49], a[16:31] ; examples/gemm_bf16.kgen:7
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s22, s17, 1
	s_waitcnt vmcnt(15)
	ds_write_b16 v9, v11                                ; into the LDS A slice
	s_waitcnt vmcnt(14)
	ds_write_b16 v9, v14 offset:1280                    ; into the LDS A slice
	s_waitcnt vmcnt(13)
	ds_write_b16 v9, v15 offset:2560                    ; into the LDS A slice
	s_waitcnt vmcnt(12)
	ds_write_b16 v9, v16 offset:3840                    ; into the LDS A slice
	s_waitcnt vmcnt(11)
	ds_write_b16 v9, v17 offset:5120                    ; into the LDS A slice
	s_waitcnt vmcnt(10)
	ds_write_b16 v9, v18 offset:6400                    ; into the LDS A slice
	s_waitcnt vmcnt(9)
	ds_write_b16 v9, v19 offset:7680                    ; into the LDS A slice
	s_waitcnt vmcnt(8)
	ds_write_b16 v9, v20 offset:8960                    ; into the LDS A slice
	s_waitcnt vmcnt(7)
	ds_write_b16 v13, v12 offset:10240                  ; into the LDS B slice
	s_waitcnt vmcnt(6)
	ds_write_b16 v13, v22 offset:10248                  ; into the LDS B slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v13, v23 offset:10256                  ; into the LDS B slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v13, v24 offset:10264                  ; into the LDS B slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v13, v25 offset:10272                  ; into the LDS B slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v13, v26 offset:10280                  ; into the LDS B slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v13, v27 offset:10288                  ; into the LDS B slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v13, v28 offset:10296                  ; into the LDS B slice
	s_add_u32 s23, s22, 2
	s_mul_i32 s22, s23, 32
	s_mul_i32 s24, s19, s15
	s_mul_hi_u32 s25, s19, s15
	s_mov_b32 s26, s22
	s_mov_b32 s27, 0
	s_add_u32 s28, s24, s26                             ; 'a' tile corner
	s_addc_u32 s29, s25, s27
	s_lshl_b64 s[24:25], s[28:29], 1
	s_add_u32 s26, s6, s24
	s_addc_u32 s27, s7, s25
	v_add_u32 v21, s22, v5
	v_cmp_lt_u32 s[24:25], v21, s15
	s_sub_i32 s23, s14, s19                             ; rows left in the tensor
	v_cmp_lt_i32 s[28:29], v2, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v11, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1412
	global_load_ushort v11, v6, s[26:27]                ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s28, s23, 16
	v_cmp_lt_i32 s[30:31], v2, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 1
	v_add_u32 v21, s30, v6
	v_mov_b32 v14, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1415
	global_load_ushort v14, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 32
	v_cmp_lt_i32 s[30:31], v2, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 2
	v_add_u32 v21, s30, v6
	v_mov_b32 v15, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1420
	global_load_ushort v15, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 48
	v_cmp_lt_i32 s[30:31], v2, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 3
	v_add_u32 v21, s30, v6
	v_mov_b32 v16, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1425
	global_load_ushort v16, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 64
	v_cmp_lt_i32 s[30:31], v2, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 4
	v_add_u32 v21, s30, v6
	v_mov_b32 v17, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1430
	global_load_ushort v17, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 0x50
	v_cmp_lt_i32 s[30:31], v2, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 5
	v_add_u32 v21, s30, v6
	v_mov_b32 v18, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1435
	global_load_ushort v18, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 0x60
	v_cmp_lt_i32 s[30:31], v2, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s30, s20, 6
	v_add_u32 v21, s30, v6
	v_mov_b32 v19, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1440
	global_load_ushort v19, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
	s_mov_b64 exec, s[30:31]
	s_sub_i32 s28, s23, 0x70
	v_cmp_lt_i32 s[30:31], v2, s28
	s_and_b64 s[28:29], s[30:31], s[24:25]
	s_mul_i32 s23, s20, 7
	v_add_u32 v21, s23, v6
	v_mov_b32 v20, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1445
	global_load_ushort v20, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'a'
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
	v_add_u32 v21, s18, v8
	v_cmp_lt_u32 s[24:25], v21, s16
	s_sub_i32 s23, s15, s22                             ; rows left in the tensor
	v_cmp_lt_i32 s[28:29], v7, s23
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v12, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1457
	global_load_ushort v12, v10, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 4
	v_cmp_lt_i32 s[28:29], v7, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s21, 1
	v_add_u32 v21, s22, v10
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1460
	global_load_ushort v22, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 8
	v_cmp_lt_i32 s[28:29], v7, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s21, 2
	v_add_u32 v21, s22, v10
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1465
	global_load_ushort v23, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 12
	v_cmp_lt_i32 s[28:29], v7, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s21, 3
	v_add_u32 v21, s22, v10
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1470
	global_load_ushort v24, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 16
	v_cmp_lt_i32 s[28:29], v7, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s21, 4
	v_add_u32 v21, s22, v10
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1475
	global_load_ushort v25, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 20
	v_cmp_lt_i32 s[28:29], v7, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s21, 5
	v_add_u32 v21, s22, v10
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1480
	global_load_ushort v26, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 24
	v_cmp_lt_i32 s[28:29], v7, s22
	s_and_b64 s[30:31], s[28:29], s[24:25]
	s_mul_i32 s22, s21, 6
	v_add_u32 v21, s22, v10
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1485
	global_load_ushort v27, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[28:29]
	s_sub_i32 s22, s23, 28
	v_cmp_lt_i32 s[28:29], v7, s22
	s_and_b64 s[22:23], s[28:29], s[24:25]
	s_mul_i32 s24, s21, 7
	v_add_u32 v21, s24, v10
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1490
	global_load_ushort v28, v21, s[26:27]               ; examples/gemm_bf16.kgen:7: element of 'b'
	s_mov_b64 exec, s[24:25]
	ds_read_b128 v[30:33], v3 offset:30720              ; B of block 0, k 0..+15
	ds_read_b128 v[34:37], v3 offset:33280              ; B of block 1, k 0..+15
	ds_read_b128 v[38:41], v4 offset:20480              ; A of block 0, k 0..+15
	ds_read_b128 v[42:45], v3 offset:30752              ; B of block 0, k 16..+15
	ds_read_b128 v[46:49], v3 offset:33312              ; B of block 1, k 16..+15
	ds_read_b128 v[50:53], v4 offset:20512              ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x8_bf16 a[0:15], v[38:39], v[30:31], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[38:39], v[34:35], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[40:41], v[32:33], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[40:41], v[36:37], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[50:51], v[42:43], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[50:51], v[46:47], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[52:53], v[44:45], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[52:53], v[48:49], a[16:31] ; examples/gemm_bf16.kgen:7
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
	ds_read_b128 v[6:9], v3 offset:10240                ; B of block 0, k 0..+15
	s_waitcnt vmcnt(7)
	ds_read_b128 v[10:13], v3 offset:12800              ; B of block 1, k 0..+15
	ds_read_b128 v[14:17], v4                           ; A of block 0, k 0..+15
	ds_read_b128 v[18:21], v3 offset:10272              ; B of block 0, k 16..+15
	s_waitcnt vmcnt(3)
	ds_read_b128 v[22:25], v3 offset:12832              ; B of block 1, k 16..+15
	s_waitcnt vmcnt(0)
	ds_read_b128 v[26:29], v4 offset:32                 ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x8_bf16 a[0:15], v[14:15], v[6:7], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[14:15], v[10:11], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[16:17], v[8:9], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[16:17], v[12:13], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[26:27], v[18:19], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[26:27], v[22:23], a[16:31] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[28:29], v[20:21], a[0:15] ; examples/gemm_bf16.kgen:7
	v_mfma_f32_32x32x8_bf16 a[16:31], v[28:29], v[24:25], a[16:31] ; examples/gemm_bf16.kgen:7
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
	s_sub_u32 s4, s14, s19
	s_min_u32 s5, s4, 0x80                              ; rows in this tile
	s_sub_u32 s4, s16, s18
	s_min_u32 s6, s4, 0x80                              ; columns in this tile
	v_and_b32 v2, 31, v1
	v_lshrrev_b32 v3, 6, v1
	v_and_b32 v4, 1, v3
	v_lshlrev_b32 v3, 6, v4
	v_or_b32 v4, v2, v3                                 ; thread's 'n' coordinate
	v_lshlrev_b32 v2, 2, v4                             ; thread's byte offset in a chunk of 'bias'
	s_mov_b32 s8, s18
	s_mov_b32 s9, 0
	s_lshl_b64 s[14:15], s[8:9], 2
	s_add_u32 s8, s10, s14                              ; 'bias' at this program
	s_addc_u32 s9, s11, s15
	v_cmp_lt_u32 s[10:11], v4, s6                       ; 'n' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_325
	global_load_dword v3, v2, s[8:9]                    ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[14:15]
	v_add_u32 v5, 32, v4
	v_cmp_lt_u32 s[14:15], v5, s6                       ; 'n' element in bounds
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_328
	global_load_dword v5, v2, s[8:9] offset:128         ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[6:7]
	v_accvgpr_read_b32 v2, a0                           ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(1)
	v_add_f32 v6, v2, v3
	v_accvgpr_read_b32 v2, a1                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v7, v2, v3
	v_accvgpr_read_b32 v2, a2                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v8, v2, v3
	v_accvgpr_read_b32 v2, a3                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v9, v2, v3
	v_accvgpr_read_b32 v2, a4                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v10, v2, v3
	v_accvgpr_read_b32 v2, a5                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v11, v2, v3
	v_accvgpr_read_b32 v2, a6                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v12, v2, v3
	v_accvgpr_read_b32 v2, a7                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v13, v2, v3
	v_accvgpr_read_b32 v2, a16                          ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v14, v2, v5
	v_accvgpr_read_b32 v2, a17                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v15, v2, v5
	v_accvgpr_read_b32 v2, a18                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v16, v2, v5
	v_accvgpr_read_b32 v2, a19                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v17, v2, v5
	v_accvgpr_read_b32 v2, a20                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v18, v2, v5
	v_accvgpr_read_b32 v2, a21                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v19, v2, v5
	v_accvgpr_read_b32 v2, a22                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v20, v2, v5
	v_accvgpr_read_b32 v2, a23                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v21, v2, v5
	v_max_f32 v2, 0, v6                                 ; examples/gemm_bf16.kgen:9
	v_max_f32 v6, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_max_f32 v7, 0, v8                                 ; examples/gemm_bf16.kgen:9
	v_max_f32 v8, 0, v9                                 ; examples/gemm_bf16.kgen:9
	v_max_f32 v9, 0, v10                                ; examples/gemm_bf16.kgen:9
	v_max_f32 v10, 0, v11                               ; examples/gemm_bf16.kgen:9
	v_max_f32 v11, 0, v12                               ; examples/gemm_bf16.kgen:9
	v_max_f32 v12, 0, v13                               ; examples/gemm_bf16.kgen:9
	v_max_f32 v13, 0, v14                               ; examples/gemm_bf16.kgen:9
	v_max_f32 v14, 0, v15                               ; examples/gemm_bf16.kgen:9
	v_max_f32 v15, 0, v16                               ; examples/gemm_bf16.kgen:9
	v_max_f32 v16, 0, v17                               ; examples/gemm_bf16.kgen:9
	v_max_f32 v17, 0, v18                               ; examples/gemm_bf16.kgen:9
	v_max_f32 v18, 0, v19                               ; examples/gemm_bf16.kgen:9
	v_max_f32 v19, 0, v20                               ; examples/gemm_bf16.kgen:9
	v_max_f32 v20, 0, v21                               ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v21, v2, 16, 1                            ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v2, v21, v22
	v_cmp_u_f32 s[6:7], v2, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v2, s[6:7]
	v_and_b32 v2, 0xffff0000, v23
	v_bfe_u32 v21, v6, 16, 1                            ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v6, v21, v22
	v_cmp_u_f32 s[6:7], v6, v6
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v6, s[6:7]
	v_and_b32 v6, 0xffff0000, v23
	v_bfe_u32 v21, v7, 16, 1                            ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v7, v21, v22
	v_cmp_u_f32 s[6:7], v7, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v7, s[6:7]
	v_and_b32 v7, 0xffff0000, v23
	v_bfe_u32 v21, v8, 16, 1                            ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v8, v21, v22
	v_cmp_u_f32 s[6:7], v8, v8
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v8, s[6:7]
	v_and_b32 v8, 0xffff0000, v23
	v_bfe_u32 v21, v9, 16, 1                            ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v9, v21, v22
	v_cmp_u_f32 s[6:7], v9, v9
	v_mov_b32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v9, s[6:7]
	v_and_b32 v9, 0xffff0000, v23
	v_bfe_u32 v21, v10, 16, 1                           ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v10, v21, v22
	v_cmp_u_f32 s[6:7], v10, v10
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v10, s[6:7]
	v_and_b32 v10, 0xffff0000, v23
	v_bfe_u32 v21, v11, 16, 1                           ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v11, v21, v22
	v_cmp_u_f32 s[6:7], v11, v11
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v11, s[6:7]
	v_and_b32 v11, 0xffff0000, v23
	v_bfe_u32 v21, v12, 16, 1                           ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v12, v21, v22
	v_cmp_u_f32 s[6:7], v12, v12
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v12, s[6:7]
	v_and_b32 v12, 0xffff0000, v23
	v_bfe_u32 v21, v13, 16, 1                           ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v13, v21, v22
	v_cmp_u_f32 s[6:7], v13, v13
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v13, s[6:7]
	v_and_b32 v13, 0xffff0000, v23
	v_bfe_u32 v21, v14, 16, 1                           ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v14, v21, v22
	v_cmp_u_f32 s[6:7], v14, v14
	v_mov_b32 v14, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v14, s[6:7]
	v_and_b32 v14, 0xffff0000, v23
	v_bfe_u32 v21, v15, 16, 1                           ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v15, v21, v22
	v_cmp_u_f32 s[6:7], v15, v15
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v15, s[6:7]
	v_and_b32 v15, 0xffff0000, v23
	v_bfe_u32 v21, v16, 16, 1                           ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v16, v21, v22
	v_cmp_u_f32 s[6:7], v16, v16
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v16, s[6:7]
	v_and_b32 v16, 0xffff0000, v23
	v_bfe_u32 v21, v17, 16, 1                           ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v17, v21, v22
	v_cmp_u_f32 s[6:7], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v17, s[6:7]
	v_and_b32 v17, 0xffff0000, v23
	v_bfe_u32 v21, v18, 16, 1                           ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v18, v21, v22
	v_cmp_u_f32 s[6:7], v18, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v18, s[6:7]
	v_and_b32 v18, 0xffff0000, v23
	v_bfe_u32 v21, v19, 16, 1                           ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v19, v21, v22
	v_cmp_u_f32 s[6:7], v19, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v19, s[6:7]
	v_and_b32 v19, 0xffff0000, v23
	v_bfe_u32 v21, v20, 16, 1                           ; round to bf16
	v_mov_b32 v22, 0x7fff
	v_add3_u32 v23, v20, v21, v22
	v_cmp_u_f32 s[6:7], v20, v20
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v20, s[6:7]
	v_and_b32 v20, 0xffff0000, v23
	v_lshrrev_b32 v21, 5, v1
	v_and_b32 v22, 1, v21
	v_lshlrev_b32 v21, 2, v22
	v_lshrrev_b32 v22, 7, v1
	v_lshlrev_b32 v1, 5, v22
	v_or_b32 v22, v21, v1                               ; thread's 'm' coordinate
	v_mul_lo_u32 v1, s16, v22
	v_add_u32 v21, v1, v4
	v_lshlrev_b32 v1, 1, v21                            ; thread's byte offset in a chunk of 'c'
	s_mul_i32 s6, s19, s16
	s_mul_hi_u32 s7, s19, s16
	s_lshl_b64 s[8:9], s[6:7], 1
	s_add_u32 s6, s12, s8                               ; 'c' at this program
	s_addc_u32 s7, s13, s9
	s_mov_b32 s8, s18
	s_mov_b32 s9, 0
	s_lshl_b64 s[12:13], s[8:9], 1
	s_add_u32 s8, s6, s12                               ; 'c' at this program
	s_addc_u32 s9, s7, s13
	v_cmp_lt_u32 s[6:7], v22, s5                        ; 'm' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	v_lshrrev_b32 v4, 16, v2
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_395
	global_store_short v1, v4, s[8:9]                   ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[18:19]
	s_mul_i32 s4, s16, 1
	s_lshl_b32 s12, s4, 1
	v_add_u32 v2, s12, v1
	v_add_u32 v4, 1, v22
	v_cmp_lt_u32 s[12:13], v4, s5                       ; 'm' element in bounds
	s_and_b64 s[18:19], s[12:13], s[10:11]
	v_lshrrev_b32 v4, 16, v6
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_402
	global_store_short v2, v4, s[8:9]                   ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s4, s16, 2
	s_lshl_b32 s17, s4, 1
	v_add_u32 v2, s17, v1
	v_add_u32 v4, 2, v22
	v_cmp_lt_u32 s[18:19], v4, s5                       ; 'm' element in bounds
	s_and_b64 s[20:21], s[18:19], s[10:11]
	v_lshrrev_b32 v4, 16, v7
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_409
	global_store_short v2, v4, s[8:9]                   ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s4, s16, 3
	s_lshl_b32 s17, s4, 1
	v_add_u32 v2, s17, v1
	v_add_u32 v4, 3, v22
	v_cmp_lt_u32 s[20:21], v4, s5                       ; 'm' element in bounds
	s_and_b64 s[22:23], s[20:21], s[10:11]
	v_lshrrev_b32 v4, 16, v8
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_416
	global_store_short v2, v4, s[8:9]                   ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s4, s16, 8
	s_lshl_b32 s17, s4, 1
	v_add_u32 v2, s17, v1
	v_add_u32 v4, 8, v22
	v_cmp_lt_u32 s[22:23], v4, s5                       ; 'm' element in bounds
	s_and_b64 s[24:25], s[22:23], s[10:11]
	v_lshrrev_b32 v4, 16, v9
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_423
	global_store_short v2, v4, s[8:9]                   ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s4, s16, 9
	s_lshl_b32 s17, s4, 1
	v_add_u32 v2, s17, v1
	v_add_u32 v4, 9, v22
	v_cmp_lt_u32 s[24:25], v4, s5                       ; 'm' element in bounds
	s_and_b64 s[26:27], s[24:25], s[10:11]
	v_lshrrev_b32 v4, 16, v10
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_430
	global_store_short v2, v4, s[8:9]                   ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s4, s16, 10
	s_lshl_b32 s17, s4, 1
	v_add_u32 v2, s17, v1
	v_add_u32 v4, 10, v22
	v_cmp_lt_u32 s[26:27], v4, s5                       ; 'm' element in bounds
	s_and_b64 s[28:29], s[26:27], s[10:11]
	v_lshrrev_b32 v4, 16, v11
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_437
	global_store_short v2, v4, s[8:9]                   ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s4, s16, 11
	s_lshl_b32 s17, s4, 1
	v_add_u32 v2, s17, v1
	v_add_u32 v4, 11, v22
	v_cmp_lt_u32 s[28:29], v4, s5                       ; 'm' element in bounds
	s_and_b64 s[30:31], s[28:29], s[10:11]
	v_lshrrev_b32 v4, 16, v12
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_444
	global_store_short v2, v4, s[8:9]                   ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[32:33]
	s_and_b64 s[30:31], s[6:7], s[14:15]
	v_lshrrev_b32 v2, 16, v13
	s_and_saveexec_b64 s[6:7], s[30:31]                 ; lanes where %vpred_446
	global_store_short v1, v2, s[8:9] offset:64         ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s16, 1
	s_lshl_b32 s6, s4, 1
	v_add_u32 v2, s6, v1
	s_and_b64 s[6:7], s[12:13], s[14:15]
	v_lshrrev_b32 v4, 16, v14
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_451
	global_store_short v2, v4, s[8:9] offset:64         ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_mul_i32 s4, s16, 2
	s_lshl_b32 s6, s4, 1
	v_add_u32 v2, s6, v1
	s_and_b64 s[6:7], s[18:19], s[14:15]
	v_lshrrev_b32 v4, 16, v15
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_456
	global_store_short v2, v4, s[8:9] offset:64         ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_mul_i32 s4, s16, 3
	s_lshl_b32 s6, s4, 1
	v_add_u32 v2, s6, v1
	s_and_b64 s[6:7], s[20:21], s[14:15]
	v_lshrrev_b32 v4, 16, v16
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_461
	global_store_short v2, v4, s[8:9] offset:64         ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_mul_i32 s4, s16, 8
	s_lshl_b32 s6, s4, 1
	v_add_u32 v2, s6, v1
	s_and_b64 s[6:7], s[22:23], s[14:15]
	v_lshrrev_b32 v4, 16, v17
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_466
	global_store_short v2, v4, s[8:9] offset:64         ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_mul_i32 s4, s16, 9
	s_lshl_b32 s6, s4, 1
	v_add_u32 v2, s6, v1
	s_and_b64 s[6:7], s[24:25], s[14:15]
	v_lshrrev_b32 v4, 16, v18
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_471
	global_store_short v2, v4, s[8:9] offset:64         ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_mul_i32 s4, s16, 10
	s_lshl_b32 s6, s4, 1
	v_add_u32 v2, s6, v1
	s_and_b64 s[6:7], s[26:27], s[14:15]
	v_lshrrev_b32 v4, 16, v19
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_476
	global_store_short v2, v4, s[8:9] offset:64         ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_mul_i32 s4, s16, 11
	s_lshl_b32 s6, s4, 1
	v_add_u32 v2, s6, v1
	s_and_b64 s[6:7], s[28:29], s[14:15]
	v_lshrrev_b32 v4, 16, v20
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_481
	global_store_short v2, v4, s[8:9] offset:64         ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_mov_b32 s4, 16
	s_sub_u32 s6, s5, 16
	s_cmp_gt_u32 s5, 16
	s_cselect_b32 s5, 1, 0
	s_cmp_lg_u32 s5, 0                                  ; 'm' elements of group 1
	s_cselect_b32 s5, s6, 0
	v_accvgpr_read_b32 v2, a8                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v4, v2, v3
	v_accvgpr_read_b32 v2, a9                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v6, v2, v3
	v_accvgpr_read_b32 v2, a10                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v7, v2, v3
	v_accvgpr_read_b32 v2, a11                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v8, v2, v3
	v_accvgpr_read_b32 v2, a12                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v9, v2, v3
	v_accvgpr_read_b32 v2, a13                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v10, v2, v3
	v_accvgpr_read_b32 v2, a14                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v11, v2, v3
	v_accvgpr_read_b32 v2, a15                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v12, v2, v3
	v_accvgpr_read_b32 v2, a24                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v3, v2, v5
	v_accvgpr_read_b32 v2, a25                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v13, v2, v5
	v_accvgpr_read_b32 v2, a26                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v14, v2, v5
	v_accvgpr_read_b32 v2, a27                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v15, v2, v5
	v_accvgpr_read_b32 v2, a28                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v16, v2, v5
	v_accvgpr_read_b32 v2, a29                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v17, v2, v5
	v_accvgpr_read_b32 v2, a30                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v18, v2, v5
	v_accvgpr_read_b32 v2, a31                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v19, v2, v5
	v_max_f32 v2, 0, v4                                 ; examples/gemm_bf16.kgen:9
	v_max_f32 v4, 0, v6                                 ; examples/gemm_bf16.kgen:9
	v_max_f32 v5, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_max_f32 v6, 0, v8                                 ; examples/gemm_bf16.kgen:9
	v_max_f32 v7, 0, v9                                 ; examples/gemm_bf16.kgen:9
	v_max_f32 v8, 0, v10                                ; examples/gemm_bf16.kgen:9
	v_max_f32 v9, 0, v11                                ; examples/gemm_bf16.kgen:9
	v_max_f32 v10, 0, v12                               ; examples/gemm_bf16.kgen:9
	v_max_f32 v11, 0, v3                                ; examples/gemm_bf16.kgen:9
	v_max_f32 v3, 0, v13                                ; examples/gemm_bf16.kgen:9
	v_max_f32 v12, 0, v14                               ; examples/gemm_bf16.kgen:9
	v_max_f32 v13, 0, v15                               ; examples/gemm_bf16.kgen:9
	v_max_f32 v14, 0, v16                               ; examples/gemm_bf16.kgen:9
	v_max_f32 v15, 0, v17                               ; examples/gemm_bf16.kgen:9
	v_max_f32 v16, 0, v18                               ; examples/gemm_bf16.kgen:9
	v_max_f32 v17, 0, v19                               ; examples/gemm_bf16.kgen:9
	v_bfe_u32 v18, v2, 16, 1                            ; round to bf16
	v_mov_b32 v19, 0x7fff
	v_add3_u32 v20, v2, v18, v19
	v_cmp_u_f32 s[6:7], v2, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v2, s[6:7]
	v_and_b32 v2, 0xffff0000, v20
	v_bfe_u32 v18, v4, 16, 1                            ; round to bf16
	v_mov_b32 v19, 0x7fff
	v_add3_u32 v20, v4, v18, v19
	v_cmp_u_f32 s[6:7], v4, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v4, s[6:7]
	v_and_b32 v4, 0xffff0000, v20
	v_bfe_u32 v18, v5, 16, 1                            ; round to bf16
	v_mov_b32 v19, 0x7fff
	v_add3_u32 v20, v5, v18, v19
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v5, s[6:7]
	v_and_b32 v5, 0xffff0000, v20
	v_bfe_u32 v18, v6, 16, 1                            ; round to bf16
	v_mov_b32 v19, 0x7fff
	v_add3_u32 v20, v6, v18, v19
	v_cmp_u_f32 s[6:7], v6, v6
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v6, s[6:7]
	v_and_b32 v6, 0xffff0000, v20
	v_bfe_u32 v18, v7, 16, 1                            ; round to bf16
	v_mov_b32 v19, 0x7fff
	v_add3_u32 v20, v7, v18, v19
	v_cmp_u_f32 s[6:7], v7, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v7, s[6:7]
	v_and_b32 v7, 0xffff0000, v20
	v_bfe_u32 v18, v8, 16, 1                            ; round to bf16
	v_mov_b32 v19, 0x7fff
	v_add3_u32 v20, v8, v18, v19
	v_cmp_u_f32 s[6:7], v8, v8
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v8, s[6:7]
	v_and_b32 v8, 0xffff0000, v20
	v_bfe_u32 v18, v9, 16, 1                            ; round to bf16
	v_mov_b32 v19, 0x7fff
	v_add3_u32 v20, v9, v18, v19
	v_cmp_u_f32 s[6:7], v9, v9
	v_mov_b32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v9, s[6:7]
	v_and_b32 v9, 0xffff0000, v20
	v_bfe_u32 v18, v10, 16, 1                           ; round to bf16
	v_mov_b32 v19, 0x7fff
	v_add3_u32 v20, v10, v18, v19
	v_cmp_u_f32 s[6:7], v10, v10
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v10, s[6:7]
	v_and_b32 v10, 0xffff0000, v20
	v_bfe_u32 v18, v11, 16, 1                           ; round to bf16
	v_mov_b32 v19, 0x7fff
	v_add3_u32 v20, v11, v18, v19
	v_cmp_u_f32 s[6:7], v11, v11
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v11, s[6:7]
	v_and_b32 v11, 0xffff0000, v20
	v_bfe_u32 v18, v3, 16, 1                            ; round to bf16
	v_mov_b32 v19, 0x7fff
	v_add3_u32 v20, v3, v18, v19
	v_cmp_u_f32 s[6:7], v3, v3
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v3, s[6:7]
	v_and_b32 v3, 0xffff0000, v20
	v_bfe_u32 v18, v12, 16, 1                           ; round to bf16
	v_mov_b32 v19, 0x7fff
	v_add3_u32 v20, v12, v18, v19
	v_cmp_u_f32 s[6:7], v12, v12
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v12, s[6:7]
	v_and_b32 v12, 0xffff0000, v20
	v_bfe_u32 v18, v13, 16, 1                           ; round to bf16
	v_mov_b32 v19, 0x7fff
	v_add3_u32 v20, v13, v18, v19
	v_cmp_u_f32 s[6:7], v13, v13
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v13, s[6:7]
	v_and_b32 v13, 0xffff0000, v20
	v_bfe_u32 v18, v14, 16, 1                           ; round to bf16
	v_mov_b32 v19, 0x7fff
	v_add3_u32 v20, v14, v18, v19
	v_cmp_u_f32 s[6:7], v14, v14
	v_mov_b32 v14, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v14, s[6:7]
	v_and_b32 v14, 0xffff0000, v20
	v_bfe_u32 v18, v15, 16, 1                           ; round to bf16
	v_mov_b32 v19, 0x7fff
	v_add3_u32 v20, v15, v18, v19
	v_cmp_u_f32 s[6:7], v15, v15
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v15, s[6:7]
	v_and_b32 v15, 0xffff0000, v20
	v_bfe_u32 v18, v16, 16, 1                           ; round to bf16
	v_mov_b32 v19, 0x7fff
	v_add3_u32 v20, v16, v18, v19
	v_cmp_u_f32 s[6:7], v16, v16
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v16, s[6:7]
	v_and_b32 v16, 0xffff0000, v20
	v_bfe_u32 v18, v17, 16, 1                           ; round to bf16
	v_mov_b32 v19, 0x7fff
	v_add3_u32 v20, v17, v18, v19
	v_cmp_u_f32 s[6:7], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v20, v17, s[6:7]
	v_and_b32 v17, 0xffff0000, v20
	s_mul_i32 s6, s4, s16
	s_mul_hi_u32 s7, s4, s16
	s_lshl_b64 s[12:13], s[6:7], 1
	s_add_u32 s6, s8, s12                               ; 'c' at this chunk
	s_addc_u32 s7, s9, s13
	v_cmp_lt_u32 s[8:9], v22, s5                        ; 'm' element in bounds
	s_and_b64 s[12:13], s[8:9], s[10:11]
	v_lshrrev_b32 v18, 16, v2
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_540
	global_store_short v1, v18, s[6:7]                  ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[18:19]
	s_mul_i32 s4, s16, 1
	s_lshl_b32 s12, s4, 1
	v_add_u32 v2, s12, v1
	v_add_u32 v18, 1, v22
	v_cmp_lt_u32 s[12:13], v18, s5                      ; 'm' element in bounds
	s_and_b64 s[18:19], s[12:13], s[10:11]
	v_lshrrev_b32 v18, 16, v4
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_547
	global_store_short v2, v18, s[6:7]                  ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s4, s16, 2
	s_lshl_b32 s17, s4, 1
	v_add_u32 v2, s17, v1
	v_add_u32 v4, 2, v22
	v_cmp_lt_u32 s[18:19], v4, s5                       ; 'm' element in bounds
	s_and_b64 s[20:21], s[18:19], s[10:11]
	v_lshrrev_b32 v4, 16, v5
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_554
	global_store_short v2, v4, s[6:7]                   ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s4, s16, 3
	s_lshl_b32 s17, s4, 1
	v_add_u32 v2, s17, v1
	v_add_u32 v4, 3, v22
	v_cmp_lt_u32 s[20:21], v4, s5                       ; 'm' element in bounds
	s_and_b64 s[22:23], s[20:21], s[10:11]
	v_lshrrev_b32 v4, 16, v6
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_561
	global_store_short v2, v4, s[6:7]                   ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s4, s16, 8
	s_lshl_b32 s17, s4, 1
	v_add_u32 v2, s17, v1
	v_add_u32 v4, 8, v22
	v_cmp_lt_u32 s[22:23], v4, s5                       ; 'm' element in bounds
	s_and_b64 s[24:25], s[22:23], s[10:11]
	v_lshrrev_b32 v4, 16, v7
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_568
	global_store_short v2, v4, s[6:7]                   ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s4, s16, 9
	s_lshl_b32 s17, s4, 1
	v_add_u32 v2, s17, v1
	v_add_u32 v4, 9, v22
	v_cmp_lt_u32 s[24:25], v4, s5                       ; 'm' element in bounds
	s_and_b64 s[26:27], s[24:25], s[10:11]
	v_lshrrev_b32 v4, 16, v8
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_575
	global_store_short v2, v4, s[6:7]                   ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s4, s16, 10
	s_lshl_b32 s17, s4, 1
	v_add_u32 v2, s17, v1
	v_add_u32 v4, 10, v22
	v_cmp_lt_u32 s[26:27], v4, s5                       ; 'm' element in bounds
	s_and_b64 s[28:29], s[26:27], s[10:11]
	v_lshrrev_b32 v4, 16, v9
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_582
	global_store_short v2, v4, s[6:7]                   ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s4, s16, 11
	s_lshl_b32 s17, s4, 1
	v_add_u32 v2, s17, v1
	v_add_u32 v4, 11, v22
	v_cmp_lt_u32 s[28:29], v4, s5                       ; 'm' element in bounds
	s_and_b64 s[4:5], s[28:29], s[10:11]
	v_lshrrev_b32 v4, 16, v10
	s_and_saveexec_b64 s[10:11], s[4:5]                 ; lanes where %vpred_589
	global_store_short v2, v4, s[6:7]                   ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[4:5], s[8:9], s[14:15]
	v_lshrrev_b32 v2, 16, v11
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_591
	global_store_short v1, v2, s[6:7] offset:64         ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s4, s16, 1
	s_lshl_b32 s5, s4, 1
	v_add_u32 v2, s5, v1
	s_and_b64 s[4:5], s[12:13], s[14:15]
	v_lshrrev_b32 v4, 16, v3
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_596
	global_store_short v2, v4, s[6:7] offset:64         ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s4, s16, 2
	s_lshl_b32 s5, s4, 1
	v_add_u32 v2, s5, v1
	s_and_b64 s[4:5], s[18:19], s[14:15]
	v_lshrrev_b32 v3, 16, v12
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_601
	global_store_short v2, v3, s[6:7] offset:64         ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s4, s16, 3
	s_lshl_b32 s5, s4, 1
	v_add_u32 v2, s5, v1
	s_and_b64 s[4:5], s[20:21], s[14:15]
	v_lshrrev_b32 v3, 16, v13
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_606
	global_store_short v2, v3, s[6:7] offset:64         ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s4, s16, 8
	s_lshl_b32 s5, s4, 1
	v_add_u32 v2, s5, v1
	s_and_b64 s[4:5], s[22:23], s[14:15]
	v_lshrrev_b32 v3, 16, v14
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_611
	global_store_short v2, v3, s[6:7] offset:64         ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s4, s16, 9
	s_lshl_b32 s5, s4, 1
	v_add_u32 v2, s5, v1
	s_and_b64 s[4:5], s[24:25], s[14:15]
	v_lshrrev_b32 v3, 16, v15
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_616
	global_store_short v2, v3, s[6:7] offset:64         ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s4, s16, 10
	s_lshl_b32 s5, s4, 1
	v_add_u32 v2, s5, v1
	s_and_b64 s[4:5], s[26:27], s[14:15]
	v_lshrrev_b32 v3, 16, v16
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_621
	global_store_short v2, v3, s[6:7] offset:64         ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s4, s16, 11
	s_lshl_b32 s5, s4, 1
	v_add_u32 v2, s5, v1
	s_and_b64 s[4:5], s[28:29], s[14:15]
	v_lshrrev_b32 v1, 16, v17
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_626
	global_store_short v2, v1, s[6:7] offset:64         ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
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
		.amdhsa_next_free_vgpr 92
		.amdhsa_next_free_sgpr 36
		.amdhsa_accum_offset 60
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
    .sgpr_count:     42
    .sgpr_spill_count: 0
    .vgpr_count:     92
    .vgpr_spill_count: 0
    .agpr_count:     32
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
