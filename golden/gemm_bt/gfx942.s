; kgen AMDGCN module for gfx942: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5

; kernel gemm_bt: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel gemm_bt from examples/gemm_bt.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 2 x 2 waves, tile 64 x 64 of C, K in steps of 32
;   grid: n, m
;   wave tile 32 x 32: 1 x 1 v_mfma_f32_32x32x8 per 8 of K, 16 f32 accumulators per lane, in AGPRs (v_accvgpr_read in the epilogue)
;   LDS: 2 stages x 10240 bytes = 20480; operands K-contiguous (A[m][k], B[n][k], rows padded 16 bytes: ds_read_b128 conflict-free); each lane reads 8 k-values of A and of B per 2 MFMAs
;   staging: double-buffered LDS, the K loop a 2-stage pipeline through registers (kgen.pipeline): each step's global loads are issued a step ahead into VGPRs and written after the MFMAs: 16 bytes per lane (global_load_dwordx4, ds_write_b128 or v_perm k-pairs) when rows are 16-byte aligned, element-wise otherwise; zero outside the tensors
; resources: 56 VGPRs (38 ArchVGPRs + 16 AGPRs from accum_offset 40), 30 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 20480 bytes LDS, 40 bytes of arguments, 256 threads
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
	v_mul_lo_u32 v6, s12, v2
	v_add_u32 v7, v6, v5
	v_lshlrev_b32 v6, 1, v7                             ; this thread's first element of 'a'
	s_mul_i32 s14, s12, 8
	s_lshl_b32 s17, s14, 1                              ; 8 rows of 'a'
	v_mov_b32 v7, 0x50
	v_mul_lo_u32 v8, v7, v2
	v_lshlrev_b32 v7, 1, v5
	v_add_u32 v9, v8, v7
	v_lshrrev_b32 v7, 5, v1
	v_and_b32 v8, 31, v1
	v_mul_lo_u32 v10, s12, v7
	v_add_u32 v11, v10, v8
	v_lshlrev_b32 v10, 1, v11                           ; this thread's first element of 'w'
	s_mul_i32 s14, s12, 8
	s_lshl_b32 s18, s14, 1                              ; 8 rows of 'w'
	v_mov_b32 v11, 0x50
	v_mul_lo_u32 v12, v11, v7
	v_lshlrev_b32 v11, 1, v8
	v_add_u32 v13, v12, v11
	v_lshrrev_b32 v11, 2, v1
	v_and_b32 v12, 3, v1
	v_lshlrev_b32 v14, 3, v12
	v_mul_lo_u32 v12, s12, v11
	v_add_u32 v15, v12, v14
	v_lshlrev_b32 v12, 1, v15                           ; this thread's first 16 bytes of 'a'
	v_mov_b32 v15, 0x50
	v_mul_lo_u32 v16, v15, v11
	v_lshlrev_b32 v15, 1, v14
	v_add_u32 v17, v16, v15
	v_lshrrev_b32 v15, 2, v1
	v_and_b32 v16, 3, v1
	v_lshlrev_b32 v18, 3, v16
	v_mul_lo_u32 v16, s12, v15
	v_add_u32 v19, v16, v18
	v_lshlrev_b32 v16, 1, v19                           ; this thread's first 16 bytes of 'w'
	v_mov_b32 v19, 0x50
	v_mul_lo_u32 v20, v19, v15
	v_lshlrev_b32 v19, 1, v18
	v_add_u32 v21, v20, v19
	s_and_b32 s14, s12, 7
	s_cmp_eq_u32 s14, 0                                 ; a multiple of 8 elements: 16-byte rows
	s_cselect_b32 s14, 1, 0
	s_cmp_eq_u32 s14, 0                                 ; rows 16-byte aligned: 16-byte global loads and LDS writes; otherwise element-wise staging
	s_cbranch_scc1 .Lgemm_bt_if0_else
	s_mul_i32 s20, s16, s12
	s_mul_hi_u32 s21, s16, s12
	s_mov_b32 s22, 0
	s_mov_b32 s23, 0
	s_add_u32 s24, s20, s22                             ; 'a' tile corner
	s_addc_u32 s25, s21, s23
	s_lshl_b64 s[20:21], s[24:25], 1
	s_add_u32 s22, s4, s20
	s_addc_u32 s23, s5, s21
	v_add_u32 v19, 0, v14
	v_cmp_lt_u32 s[20:21], v19, s12
	s_sub_i32 s14, s11, s16
	v_cmp_lt_i32 s[24:25], v11, s14
	s_and_b64 s[26:27], s[24:25], s[20:21]
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_399
	global_load_dwordx4 v[22:25], v12, s[22:23]         ; examples/gemm_bt.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s20, s15, s12
	s_mul_hi_u32 s21, s15, s12
	s_mov_b32 s22, 0
	s_mov_b32 s23, 0
	s_add_u32 s24, s20, s22                             ; 'w' tile corner
	s_addc_u32 s25, s21, s23
	s_lshl_b64 s[20:21], s[24:25], 1
	s_add_u32 s22, s6, s20
	s_addc_u32 s23, s7, s21
	v_add_u32 v19, 0, v18
	v_cmp_lt_u32 s[20:21], v19, s12
	s_sub_i32 s14, s13, s15
	v_cmp_lt_i32 s[24:25], v15, s14
	s_and_b64 s[26:27], s[24:25], s[20:21]
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_413
	global_load_dwordx4 v[26:29], v16, s[22:23]         ; examples/gemm_bt.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(1)
	ds_write_b128 v17, v[22:25]                         ; 16 bytes into the LDS A slice
	s_waitcnt vmcnt(0)
	ds_write_b128 v21, v[26:29] offset:5120             ; 16 bytes into the LDS B slice
	s_mov_b32 s14, 0                                    ; for kk in k: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s14, s12
	s_cbranch_scc1 .Lgemm_bt_loop0_end
.Lgemm_bt_loop0:
	s_add_u32 s19, s14, 32
	s_cmp_lt_u32 s14, s12
	s_cselect_b32 s20, 1, 0
	s_cmp_eq_u32 s20, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_if1_end
	s_mul_i32 s20, s16, s12
	s_mul_hi_u32 s21, s16, s12
	s_mov_b32 s22, s19
	s_mov_b32 s23, 0
	s_add_u32 s24, s20, s22                             ; 'a' tile corner
	s_addc_u32 s25, s21, s23
	s_lshl_b64 s[20:21], s[24:25], 1
	s_add_u32 s22, s4, s20
	s_addc_u32 s23, s5, s21
	v_add_u32 v19, s19, v14
	v_cmp_lt_u32 s[20:21], v19, s12
	s_sub_i32 s24, s11, s16
	v_cmp_lt_i32 s[26:27], v11, s24
	s_and_b64 s[24:25], s[26:27], s[20:21]
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_428
	global_load_dwordx4 v[22:25], v12, s[22:23]         ; examples/gemm_bt.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s20, s15, s12
	s_mul_hi_u32 s21, s15, s12
	s_mov_b32 s22, s19
	s_mov_b32 s23, 0
	s_add_u32 s24, s20, s22                             ; 'w' tile corner
	s_addc_u32 s25, s21, s23
	s_lshl_b64 s[20:21], s[24:25], 1
	s_add_u32 s22, s6, s20
	s_addc_u32 s23, s7, s21
	v_add_u32 v19, s19, v18
	v_cmp_lt_u32 s[20:21], v19, s12
	s_sub_i32 s19, s13, s15
	v_cmp_lt_i32 s[24:25], v15, s19
	s_and_b64 s[26:27], s[24:25], s[20:21]
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_442
	global_load_dwordx4 v[26:29], v16, s[22:23]         ; examples/gemm_bt.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v3 offset:5120               ; B of block 0, k 0..+15
	ds_read_b128 v[34:37], v4                           ; A of block 0, k 0..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 a[0:15], v[34:35], v[30:31], a[0:15] ; examples/gemm_bt.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[36:37], v[32:33], a[0:15] ; examples/gemm_bt.kgen:7
	ds_read_b128 v[30:33], v3 offset:5152               ; B of block 0, k 16..+15
	ds_read_b128 v[34:37], v4 offset:32                 ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 a[0:15], v[34:35], v[30:31], a[0:15] ; examples/gemm_bt.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[36:37], v[32:33], a[0:15] ; examples/gemm_bt.kgen:7
	s_waitcnt vmcnt(1)
	ds_write_b128 v17, v[22:25] offset:10240            ; 16 bytes into the LDS A slice
	s_waitcnt vmcnt(0)
	ds_write_b128 v21, v[26:29] offset:15360            ; 16 bytes into the LDS B slice
.Lgemm_bt_if1_end:
	s_add_u32 s19, s14, 32
	s_add_u32 s20, s19, 32
	s_cmp_lt_u32 s19, s12
	s_cselect_b32 s19, 1, 0
	s_cmp_eq_u32 s19, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_if2_end
	s_mul_i32 s22, s16, s12
	s_mul_hi_u32 s23, s16, s12
	s_mov_b32 s24, s20
	s_mov_b32 s25, 0
	s_add_u32 s26, s22, s24                             ; 'a' tile corner
	s_addc_u32 s27, s23, s25
	s_lshl_b64 s[22:23], s[26:27], 1
	s_add_u32 s24, s4, s22
	s_addc_u32 s25, s5, s23
	v_add_u32 v19, s20, v14
	v_cmp_lt_u32 s[22:23], v19, s12
	s_sub_i32 s19, s11, s16
	v_cmp_lt_i32 s[26:27], v11, s19
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_475
	global_load_dwordx4 v[22:25], v12, s[24:25]         ; examples/gemm_bt.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s22, s15, s12
	s_mul_hi_u32 s23, s15, s12
	s_mov_b32 s24, s20
	s_mov_b32 s25, 0
	s_add_u32 s26, s22, s24                             ; 'w' tile corner
	s_addc_u32 s27, s23, s25
	s_lshl_b64 s[22:23], s[26:27], 1
	s_add_u32 s24, s6, s22
	s_addc_u32 s25, s7, s23
	v_add_u32 v19, s20, v18
	v_cmp_lt_u32 s[20:21], v19, s12
	s_sub_i32 s19, s13, s15
	v_cmp_lt_i32 s[22:23], v15, s19
	s_and_b64 s[26:27], s[22:23], s[20:21]
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	v_mov_b32 v29, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_489
	global_load_dwordx4 v[26:29], v16, s[24:25]         ; examples/gemm_bt.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v3 offset:15360              ; B of block 0, k 0..+15
	ds_read_b128 v[34:37], v4 offset:10240              ; A of block 0, k 0..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 a[0:15], v[34:35], v[30:31], a[0:15] ; examples/gemm_bt.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[36:37], v[32:33], a[0:15] ; examples/gemm_bt.kgen:7
	ds_read_b128 v[30:33], v3 offset:15392              ; B of block 0, k 16..+15
	ds_read_b128 v[34:37], v4 offset:10272              ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 a[0:15], v[34:35], v[30:31], a[0:15] ; examples/gemm_bt.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[36:37], v[32:33], a[0:15] ; examples/gemm_bt.kgen:7
	s_waitcnt vmcnt(1)
	ds_write_b128 v17, v[22:25]                         ; 16 bytes into the LDS A slice
	s_waitcnt vmcnt(0)
	ds_write_b128 v21, v[26:29] offset:5120             ; 16 bytes into the LDS B slice
.Lgemm_bt_if2_end:
	s_add_u32 s14, s14, 64
	s_cmp_lt_u32 s14, s12
	s_cbranch_scc1 .Lgemm_bt_loop0
.Lgemm_bt_loop0_end:
	s_branch .Lgemm_bt_if0_end
.Lgemm_bt_if0_else:
	s_mul_i32 s20, s16, s12
	s_mul_hi_u32 s21, s16, s12
	s_mov_b32 s22, 0
	s_mov_b32 s23, 0
	s_add_u32 s24, s20, s22                             ; 'a' tile corner
	s_addc_u32 s25, s21, s23
	s_lshl_b64 s[20:21], s[24:25], 1
	s_add_u32 s22, s4, s20
	s_addc_u32 s23, s5, s21
	v_add_u32 v11, 0, v5
	v_cmp_lt_u32 s[20:21], v11, s12
	s_sub_i32 s14, s11, s16                             ; rows left in the tensor
	v_cmp_lt_i32 s[24:25], v2, s14
	s_and_b64 s[26:27], s[24:25], s[20:21]
	v_mov_b32 v11, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_520
	global_load_ushort v11, v6, s[22:23]                ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s19, s14, 8
	v_cmp_lt_i32 s[24:25], v2, s19
	s_and_b64 s[26:27], s[24:25], s[20:21]
	s_mul_i32 s19, s17, 1
	v_add_u32 v12, s19, v6
	v_mov_b32 v14, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_524
	global_load_ushort v14, v12, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s19, s14, 16
	v_cmp_lt_i32 s[24:25], v2, s19
	s_and_b64 s[26:27], s[24:25], s[20:21]
	s_mul_i32 s19, s17, 2
	v_add_u32 v12, s19, v6
	v_mov_b32 v15, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_530
	global_load_ushort v15, v12, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s19, s14, 24
	v_cmp_lt_i32 s[24:25], v2, s19
	s_and_b64 s[26:27], s[24:25], s[20:21]
	s_mul_i32 s19, s17, 3
	v_add_u32 v12, s19, v6
	v_mov_b32 v16, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_536
	global_load_ushort v16, v12, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s19, s14, 32
	v_cmp_lt_i32 s[24:25], v2, s19
	s_and_b64 s[26:27], s[24:25], s[20:21]
	s_mul_i32 s19, s17, 4
	v_add_u32 v12, s19, v6
	v_mov_b32 v17, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_542
	global_load_ushort v17, v12, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s19, s14, 40
	v_cmp_lt_i32 s[24:25], v2, s19
	s_and_b64 s[26:27], s[24:25], s[20:21]
	s_mul_i32 s19, s17, 5
	v_add_u32 v12, s19, v6
	v_mov_b32 v18, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_548
	global_load_ushort v18, v12, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s19, s14, 48
	v_cmp_lt_i32 s[24:25], v2, s19
	s_and_b64 s[26:27], s[24:25], s[20:21]
	s_mul_i32 s19, s17, 6
	v_add_u32 v12, s19, v6
	v_mov_b32 v19, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_554
	global_load_ushort v19, v12, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s19, s14, 56
	v_cmp_lt_i32 s[24:25], v2, s19
	s_and_b64 s[26:27], s[24:25], s[20:21]
	s_mul_i32 s14, s17, 7
	v_add_u32 v12, s14, v6
	v_mov_b32 v20, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_560
	global_load_ushort v20, v12, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s20, s15, s12
	s_mul_hi_u32 s21, s15, s12
	s_mov_b32 s22, 0
	s_mov_b32 s23, 0
	s_add_u32 s24, s20, s22                             ; 'w' tile corner
	s_addc_u32 s25, s21, s23
	s_lshl_b64 s[20:21], s[24:25], 1
	s_add_u32 s22, s6, s20
	s_addc_u32 s23, s7, s21
	v_add_u32 v12, 0, v8
	v_cmp_lt_u32 s[20:21], v12, s12
	s_sub_i32 s14, s13, s15                             ; rows left in the tensor
	v_cmp_lt_i32 s[24:25], v7, s14
	s_and_b64 s[26:27], s[24:25], s[20:21]
	v_mov_b32 v12, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_573
	global_load_ushort v12, v10, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s19, s14, 8
	v_cmp_lt_i32 s[24:25], v7, s19
	s_and_b64 s[26:27], s[24:25], s[20:21]
	s_mul_i32 s19, s18, 1
	v_add_u32 v21, s19, v10
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_577
	global_load_ushort v22, v21, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s19, s14, 16
	v_cmp_lt_i32 s[24:25], v7, s19
	s_and_b64 s[26:27], s[24:25], s[20:21]
	s_mul_i32 s19, s18, 2
	v_add_u32 v21, s19, v10
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_583
	global_load_ushort v23, v21, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s19, s14, 24
	v_cmp_lt_i32 s[24:25], v7, s19
	s_and_b64 s[26:27], s[24:25], s[20:21]
	s_mul_i32 s19, s18, 3
	v_add_u32 v21, s19, v10
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_589
	global_load_ushort v24, v21, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s19, s14, 32
	v_cmp_lt_i32 s[24:25], v7, s19
	s_and_b64 s[26:27], s[24:25], s[20:21]
	s_mul_i32 s19, s18, 4
	v_add_u32 v21, s19, v10
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_595
	global_load_ushort v25, v21, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s19, s14, 40
	v_cmp_lt_i32 s[24:25], v7, s19
	s_and_b64 s[26:27], s[24:25], s[20:21]
	s_mul_i32 s19, s18, 5
	v_add_u32 v21, s19, v10
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_601
	global_load_ushort v26, v21, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s19, s14, 48
	v_cmp_lt_i32 s[24:25], v7, s19
	s_and_b64 s[26:27], s[24:25], s[20:21]
	s_mul_i32 s19, s18, 6
	v_add_u32 v21, s19, v10
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_607
	global_load_ushort v27, v21, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s19, s14, 56
	v_cmp_lt_i32 s[24:25], v7, s19
	s_and_b64 s[26:27], s[24:25], s[20:21]
	s_mul_i32 s14, s18, 7
	v_add_u32 v21, s14, v10
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_613
	global_load_ushort v28, v21, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[20:21]
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
	ds_write_b16 v13, v22 offset:5760                   ; into the LDS B slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v13, v23 offset:6400                   ; into the LDS B slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v13, v24 offset:7040                   ; into the LDS B slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v13, v25 offset:7680                   ; into the LDS B slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v13, v26 offset:8320                   ; into the LDS B slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v13, v27 offset:8960                   ; into the LDS B slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v13, v28 offset:9600                   ; into the LDS B slice
	s_mov_b32 s14, 0                                    ; for kk in k: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s14, s12
	s_cbranch_scc1 .Lgemm_bt_loop1_end
.Lgemm_bt_loop1:
	s_add_u32 s19, s14, 32
	s_cmp_lt_u32 s14, s12
	s_cselect_b32 s20, 1, 0
	s_cmp_eq_u32 s20, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_if3_end
	s_mul_i32 s20, s16, s12
	s_mul_hi_u32 s21, s16, s12
	s_mov_b32 s22, s19
	s_mov_b32 s23, 0
	s_add_u32 s24, s20, s22                             ; 'a' tile corner
	s_addc_u32 s25, s21, s23
	s_lshl_b64 s[20:21], s[24:25], 1
	s_add_u32 s22, s4, s20
	s_addc_u32 s23, s5, s21
	v_add_u32 v11, s19, v5
	v_cmp_lt_u32 s[20:21], v11, s12
	s_sub_i32 s24, s11, s16                             ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v2, s24
	s_and_b64 s[28:29], s[26:27], s[20:21]
	v_mov_b32 v11, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_627
	global_load_ushort v11, v6, s[22:23]                ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s25, s24, 8
	v_cmp_lt_i32 s[26:27], v2, s25
	s_and_b64 s[28:29], s[26:27], s[20:21]
	s_mul_i32 s25, s17, 1
	v_add_u32 v12, s25, v6
	v_mov_b32 v14, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_631
	global_load_ushort v14, v12, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s25, s24, 16
	v_cmp_lt_i32 s[26:27], v2, s25
	s_and_b64 s[28:29], s[26:27], s[20:21]
	s_mul_i32 s25, s17, 2
	v_add_u32 v12, s25, v6
	v_mov_b32 v15, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_637
	global_load_ushort v15, v12, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s25, s24, 24
	v_cmp_lt_i32 s[26:27], v2, s25
	s_and_b64 s[28:29], s[26:27], s[20:21]
	s_mul_i32 s25, s17, 3
	v_add_u32 v12, s25, v6
	v_mov_b32 v16, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_643
	global_load_ushort v16, v12, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s25, s24, 32
	v_cmp_lt_i32 s[26:27], v2, s25
	s_and_b64 s[28:29], s[26:27], s[20:21]
	s_mul_i32 s25, s17, 4
	v_add_u32 v12, s25, v6
	v_mov_b32 v17, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_649
	global_load_ushort v17, v12, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s25, s24, 40
	v_cmp_lt_i32 s[26:27], v2, s25
	s_and_b64 s[28:29], s[26:27], s[20:21]
	s_mul_i32 s25, s17, 5
	v_add_u32 v12, s25, v6
	v_mov_b32 v18, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_655
	global_load_ushort v18, v12, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s25, s24, 48
	v_cmp_lt_i32 s[26:27], v2, s25
	s_and_b64 s[28:29], s[26:27], s[20:21]
	s_mul_i32 s25, s17, 6
	v_add_u32 v12, s25, v6
	v_mov_b32 v19, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_661
	global_load_ushort v19, v12, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s25, s24, 56
	v_cmp_lt_i32 s[26:27], v2, s25
	s_and_b64 s[24:25], s[26:27], s[20:21]
	s_mul_i32 s20, s17, 7
	v_add_u32 v12, s20, v6
	v_mov_b32 v20, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_667
	global_load_ushort v20, v12, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s20, s15, s12
	s_mul_hi_u32 s21, s15, s12
	s_mov_b32 s22, s19
	s_mov_b32 s23, 0
	s_add_u32 s24, s20, s22                             ; 'w' tile corner
	s_addc_u32 s25, s21, s23
	s_lshl_b64 s[20:21], s[24:25], 1
	s_add_u32 s22, s6, s20
	s_addc_u32 s23, s7, s21
	v_add_u32 v12, s19, v8
	v_cmp_lt_u32 s[20:21], v12, s12
	s_sub_i32 s19, s13, s15                             ; rows left in the tensor
	v_cmp_lt_i32 s[24:25], v7, s19
	s_and_b64 s[26:27], s[24:25], s[20:21]
	v_mov_b32 v12, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_680
	global_load_ushort v12, v10, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[24:25]
	s_sub_i32 s24, s19, 8
	v_cmp_lt_i32 s[26:27], v7, s24
	s_and_b64 s[24:25], s[26:27], s[20:21]
	s_mul_i32 s26, s18, 1
	v_add_u32 v21, s26, v10
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_684
	global_load_ushort v22, v21, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s19, 16
	v_cmp_lt_i32 s[26:27], v7, s24
	s_and_b64 s[24:25], s[26:27], s[20:21]
	s_mul_i32 s26, s18, 2
	v_add_u32 v21, s26, v10
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_690
	global_load_ushort v23, v21, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s19, 24
	v_cmp_lt_i32 s[26:27], v7, s24
	s_and_b64 s[24:25], s[26:27], s[20:21]
	s_mul_i32 s26, s18, 3
	v_add_u32 v21, s26, v10
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_696
	global_load_ushort v24, v21, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s19, 32
	v_cmp_lt_i32 s[26:27], v7, s24
	s_and_b64 s[24:25], s[26:27], s[20:21]
	s_mul_i32 s26, s18, 4
	v_add_u32 v21, s26, v10
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_702
	global_load_ushort v25, v21, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s19, 40
	v_cmp_lt_i32 s[26:27], v7, s24
	s_and_b64 s[24:25], s[26:27], s[20:21]
	s_mul_i32 s26, s18, 5
	v_add_u32 v21, s26, v10
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_708
	global_load_ushort v26, v21, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s19, 48
	v_cmp_lt_i32 s[26:27], v7, s24
	s_and_b64 s[24:25], s[26:27], s[20:21]
	s_mul_i32 s26, s18, 6
	v_add_u32 v21, s26, v10
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_714
	global_load_ushort v27, v21, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s24, s19, 56
	v_cmp_lt_i32 s[26:27], v7, s24
	s_and_b64 s[24:25], s[26:27], s[20:21]
	s_mul_i32 s19, s18, 7
	v_add_u32 v21, s19, v10
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_720
	global_load_ushort v28, v21, s[22:23]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v3 offset:5120               ; B of block 0, k 0..+15
	ds_read_b128 v[34:37], v4                           ; A of block 0, k 0..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 a[0:15], v[34:35], v[30:31], a[0:15] ; examples/gemm_bt.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[36:37], v[32:33], a[0:15] ; examples/gemm_bt.kgen:7
	ds_read_b128 v[30:33], v3 offset:5152               ; B of block 0, k 16..+15
	ds_read_b128 v[34:37], v4 offset:32                 ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 a[0:15], v[34:35], v[30:31], a[0:15] ; examples/gemm_bt.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[36:37], v[32:33], a[0:15] ; examples/gemm_bt.kgen:7
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
	ds_write_b16 v13, v22 offset:16000                  ; into the LDS B slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v13, v23 offset:16640                  ; into the LDS B slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v13, v24 offset:17280                  ; into the LDS B slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v13, v25 offset:17920                  ; into the LDS B slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v13, v26 offset:18560                  ; into the LDS B slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v13, v27 offset:19200                  ; into the LDS B slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v13, v28 offset:19840                  ; into the LDS B slice
.Lgemm_bt_if3_end:
	s_add_u32 s19, s14, 32
	s_add_u32 s20, s19, 32
	s_cmp_lt_u32 s19, s12
	s_cselect_b32 s19, 1, 0
	s_cmp_eq_u32 s19, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_if4_end
	s_mul_i32 s22, s16, s12
	s_mul_hi_u32 s23, s16, s12
	s_mov_b32 s24, s20
	s_mov_b32 s25, 0
	s_add_u32 s26, s22, s24                             ; 'a' tile corner
	s_addc_u32 s27, s23, s25
	s_lshl_b64 s[22:23], s[26:27], 1
	s_add_u32 s24, s4, s22
	s_addc_u32 s25, s5, s23
	v_add_u32 v11, s20, v5
	v_cmp_lt_u32 s[22:23], v11, s12
	s_sub_i32 s19, s11, s16                             ; rows left in the tensor
	v_cmp_lt_i32 s[26:27], v2, s19
	s_and_b64 s[28:29], s[26:27], s[22:23]
	v_mov_b32 v11, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_752
	global_load_ushort v11, v6, s[24:25]                ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s19, 8
	v_cmp_lt_i32 s[26:27], v2, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s17, 1
	v_add_u32 v12, s21, v6
	v_mov_b32 v14, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_756
	global_load_ushort v14, v12, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s19, 16
	v_cmp_lt_i32 s[26:27], v2, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s17, 2
	v_add_u32 v12, s21, v6
	v_mov_b32 v15, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_762
	global_load_ushort v15, v12, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s19, 24
	v_cmp_lt_i32 s[26:27], v2, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s17, 3
	v_add_u32 v12, s21, v6
	v_mov_b32 v16, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_768
	global_load_ushort v16, v12, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s19, 32
	v_cmp_lt_i32 s[26:27], v2, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s17, 4
	v_add_u32 v12, s21, v6
	v_mov_b32 v17, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_774
	global_load_ushort v17, v12, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s19, 40
	v_cmp_lt_i32 s[26:27], v2, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s17, 5
	v_add_u32 v12, s21, v6
	v_mov_b32 v18, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_780
	global_load_ushort v18, v12, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s19, 48
	v_cmp_lt_i32 s[26:27], v2, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s21, s17, 6
	v_add_u32 v12, s21, v6
	v_mov_b32 v19, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[28:29]               ; lanes where %vpred_786
	global_load_ushort v19, v12, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s21, s19, 56
	v_cmp_lt_i32 s[26:27], v2, s21
	s_and_b64 s[28:29], s[26:27], s[22:23]
	s_mul_i32 s19, s17, 7
	v_add_u32 v12, s19, v6
	v_mov_b32 v20, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_792
	global_load_ushort v20, v12, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'a'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s22, s15, s12
	s_mul_hi_u32 s23, s15, s12
	s_mov_b32 s24, s20
	s_mov_b32 s25, 0
	s_add_u32 s26, s22, s24                             ; 'w' tile corner
	s_addc_u32 s27, s23, s25
	s_lshl_b64 s[22:23], s[26:27], 1
	s_add_u32 s24, s6, s22
	s_addc_u32 s25, s7, s23
	v_add_u32 v12, s20, v8
	v_cmp_lt_u32 s[20:21], v12, s12
	s_sub_i32 s19, s13, s15                             ; rows left in the tensor
	v_cmp_lt_i32 s[22:23], v7, s19
	s_and_b64 s[26:27], s[22:23], s[20:21]
	v_mov_b32 v12, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_805
	global_load_ushort v12, v10, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[22:23]
	s_sub_i32 s22, s19, 8
	v_cmp_lt_i32 s[26:27], v7, s22
	s_and_b64 s[22:23], s[26:27], s[20:21]
	s_mul_i32 s26, s18, 1
	v_add_u32 v21, s26, v10
	v_mov_b32 v22, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_809
	global_load_ushort v22, v21, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s22, s19, 16
	v_cmp_lt_i32 s[26:27], v7, s22
	s_and_b64 s[22:23], s[26:27], s[20:21]
	s_mul_i32 s26, s18, 2
	v_add_u32 v21, s26, v10
	v_mov_b32 v23, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_815
	global_load_ushort v23, v21, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s22, s19, 24
	v_cmp_lt_i32 s[26:27], v7, s22
	s_and_b64 s[22:23], s[26:27], s[20:21]
	s_mul_i32 s26, s18, 3
	v_add_u32 v21, s26, v10
	v_mov_b32 v24, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_821
	global_load_ushort v24, v21, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s22, s19, 32
	v_cmp_lt_i32 s[26:27], v7, s22
	s_and_b64 s[22:23], s[26:27], s[20:21]
	s_mul_i32 s26, s18, 4
	v_add_u32 v21, s26, v10
	v_mov_b32 v25, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_827
	global_load_ushort v25, v21, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s22, s19, 40
	v_cmp_lt_i32 s[26:27], v7, s22
	s_and_b64 s[22:23], s[26:27], s[20:21]
	s_mul_i32 s26, s18, 5
	v_add_u32 v21, s26, v10
	v_mov_b32 v26, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_833
	global_load_ushort v26, v21, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s22, s19, 48
	v_cmp_lt_i32 s[26:27], v7, s22
	s_and_b64 s[22:23], s[26:27], s[20:21]
	s_mul_i32 s26, s18, 6
	v_add_u32 v21, s26, v10
	v_mov_b32 v27, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_839
	global_load_ushort v27, v21, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[26:27]
	s_sub_i32 s22, s19, 56
	v_cmp_lt_i32 s[26:27], v7, s22
	s_and_b64 s[22:23], s[26:27], s[20:21]
	s_mul_i32 s19, s18, 7
	v_add_u32 v21, s19, v10
	v_mov_b32 v28, 0                                    ; outside the tensor: 0
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_845
	global_load_ushort v28, v21, s[24:25]               ; examples/gemm_bt.kgen:7: element of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v3 offset:15360              ; B of block 0, k 0..+15
	ds_read_b128 v[34:37], v4 offset:10240              ; A of block 0, k 0..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 a[0:15], v[34:35], v[30:31], a[0:15] ; examples/gemm_bt.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[36:37], v[32:33], a[0:15] ; examples/gemm_bt.kgen:7
	ds_read_b128 v[30:33], v3 offset:15392              ; B of block 0, k 16..+15
	ds_read_b128 v[34:37], v4 offset:10272              ; A of block 0, k 16..+15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 a[0:15], v[34:35], v[30:31], a[0:15] ; examples/gemm_bt.kgen:7
	v_mfma_f32_32x32x8_bf16 a[0:15], v[36:37], v[32:33], a[0:15] ; examples/gemm_bt.kgen:7
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
	ds_write_b16 v13, v22 offset:5760                   ; into the LDS B slice
	s_waitcnt vmcnt(5)
	ds_write_b16 v13, v23 offset:6400                   ; into the LDS B slice
	s_waitcnt vmcnt(4)
	ds_write_b16 v13, v24 offset:7040                   ; into the LDS B slice
	s_waitcnt vmcnt(3)
	ds_write_b16 v13, v25 offset:7680                   ; into the LDS B slice
	s_waitcnt vmcnt(2)
	ds_write_b16 v13, v26 offset:8320                   ; into the LDS B slice
	s_waitcnt vmcnt(1)
	ds_write_b16 v13, v27 offset:8960                   ; into the LDS B slice
	s_waitcnt vmcnt(0)
	ds_write_b16 v13, v28 offset:9600                   ; into the LDS B slice
.Lgemm_bt_if4_end:
	s_add_u32 s14, s14, 64
	s_cmp_lt_u32 s14, s12
	s_cbranch_scc1 .Lgemm_bt_loop1
.Lgemm_bt_loop1_end:
.Lgemm_bt_if0_end:
	s_sub_u32 s4, s11, s16
	s_min_u32 s5, s4, 64                                ; rows in this tile
	s_sub_u32 s4, s13, s15
	s_min_u32 s6, s4, 64                                ; columns in this tile
	v_accvgpr_read_b32 v2, a0                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v3, s10, v2
	v_accvgpr_read_b32 v2, a1                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v4, s10, v2
	v_accvgpr_read_b32 v2, a2                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v5, s10, v2
	v_accvgpr_read_b32 v2, a3                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v6, s10, v2
	v_accvgpr_read_b32 v2, a4                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v7, s10, v2
	v_accvgpr_read_b32 v2, a5                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v8, s10, v2
	v_accvgpr_read_b32 v2, a6                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v9, s10, v2
	v_accvgpr_read_b32 v2, a7                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v10, s10, v2
	v_accvgpr_read_b32 v2, a8                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v11, s10, v2
	v_accvgpr_read_b32 v2, a9                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v12, s10, v2
	v_accvgpr_read_b32 v2, a10                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v13, s10, v2
	v_accvgpr_read_b32 v2, a11                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v14, s10, v2
	v_accvgpr_read_b32 v2, a12                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v15, s10, v2
	v_accvgpr_read_b32 v2, a13                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v16, s10, v2
	v_accvgpr_read_b32 v2, a14                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v17, s10, v2
	v_accvgpr_read_b32 v2, a15                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v18, s10, v2
	v_lshrrev_b32 v2, 5, v1
	v_and_b32 v19, 1, v2
	v_lshlrev_b32 v2, 2, v19
	v_lshrrev_b32 v19, 7, v1
	v_lshlrev_b32 v20, 5, v19
	v_or_b32 v19, v2, v20                               ; thread's 'm' coordinate
	v_mul_lo_u32 v2, s13, v19
	v_and_b32 v20, 31, v1
	v_lshrrev_b32 v21, 6, v1
	v_and_b32 v1, 1, v21
	v_lshlrev_b32 v21, 5, v1
	v_or_b32 v1, v20, v21                               ; thread's 'n' coordinate
	v_add_u32 v20, v2, v1
	v_lshlrev_b32 v2, 2, v20                            ; thread's byte offset in a chunk of 'c'
	s_mul_i32 s10, s16, s13
	s_mul_hi_u32 s11, s16, s13
	s_lshl_b64 s[16:17], s[10:11], 2
	s_add_u32 s10, s8, s16                              ; 'c' at this program
	s_addc_u32 s11, s9, s17
	s_mov_b32 s8, s15
	s_mov_b32 s9, 0
	s_lshl_b64 s[14:15], s[8:9], 2
	s_add_u32 s8, s10, s14                              ; 'c' at this program
	s_addc_u32 s9, s11, s15
	v_cmp_lt_u32 s[10:11], v19, s5                      ; 'm' element in bounds
	v_cmp_lt_u32 s[14:15], v1, s6                       ; 'n' element in bounds
	s_and_b64 s[6:7], s[10:11], s[14:15]
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_299
	global_store_dword v2, v3, s[8:9]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[10:11]
	s_mul_i32 s4, s13, 1
	s_lshl_b32 s6, s4, 2
	v_add_u32 v1, s6, v2
	v_add_u32 v3, 1, v19
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[14:15]
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_305
	global_store_dword v1, v4, s[8:9]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s13, 2
	s_lshl_b32 s6, s4, 2
	v_add_u32 v1, s6, v2
	v_add_u32 v3, 2, v19
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[14:15]
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_311
	global_store_dword v1, v5, s[8:9]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s13, 3
	s_lshl_b32 s6, s4, 2
	v_add_u32 v1, s6, v2
	v_add_u32 v3, 3, v19
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[14:15]
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_317
	global_store_dword v1, v6, s[8:9]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s13, 8
	s_lshl_b32 s6, s4, 2
	v_add_u32 v1, s6, v2
	v_add_u32 v3, 8, v19
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[14:15]
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_323
	global_store_dword v1, v7, s[8:9]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s13, 9
	s_lshl_b32 s6, s4, 2
	v_add_u32 v1, s6, v2
	v_add_u32 v3, 9, v19
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[14:15]
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_329
	global_store_dword v1, v8, s[8:9]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s13, 10
	s_lshl_b32 s6, s4, 2
	v_add_u32 v1, s6, v2
	v_add_u32 v3, 10, v19
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[14:15]
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_335
	global_store_dword v1, v9, s[8:9]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s13, 11
	s_lshl_b32 s6, s4, 2
	v_add_u32 v1, s6, v2
	v_add_u32 v3, 11, v19
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[14:15]
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_341
	global_store_dword v1, v10, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s13, 16
	s_lshl_b32 s6, s4, 2
	v_add_u32 v1, s6, v2
	v_add_u32 v3, 16, v19
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[14:15]
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_347
	global_store_dword v1, v11, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s13, 17
	s_lshl_b32 s6, s4, 2
	v_add_u32 v1, s6, v2
	v_add_u32 v3, 17, v19
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[14:15]
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_353
	global_store_dword v1, v12, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s13, 18
	s_lshl_b32 s6, s4, 2
	v_add_u32 v1, s6, v2
	v_add_u32 v3, 18, v19
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[14:15]
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_359
	global_store_dword v1, v13, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s13, 19
	s_lshl_b32 s6, s4, 2
	v_add_u32 v1, s6, v2
	v_add_u32 v3, 19, v19
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[14:15]
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_365
	global_store_dword v1, v14, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s13, 24
	s_lshl_b32 s6, s4, 2
	v_add_u32 v1, s6, v2
	v_add_u32 v3, 24, v19
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[14:15]
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_371
	global_store_dword v1, v15, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s13, 25
	s_lshl_b32 s6, s4, 2
	v_add_u32 v1, s6, v2
	v_add_u32 v3, 25, v19
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[14:15]
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_377
	global_store_dword v1, v16, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s13, 26
	s_lshl_b32 s6, s4, 2
	v_add_u32 v1, s6, v2
	v_add_u32 v3, 26, v19
	v_cmp_lt_u32 s[6:7], v3, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[14:15]
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_383
	global_store_dword v1, v17, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s4, s13, 27
	s_lshl_b32 s6, s4, 2
	v_add_u32 v1, s6, v2
	v_add_u32 v2, 27, v19
	v_cmp_lt_u32 s[6:7], v2, s5                         ; 'm' element in bounds
	s_and_b64 s[4:5], s[6:7], s[14:15]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_389
	global_store_dword v1, v18, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_endpgm
.Lfunc_end_gemm_bt:
	.size	gemm_bt, .Lfunc_end_gemm_bt-gemm_bt

	.rodata
	.p2align	6
	.amdhsa_kernel gemm_bt
		.amdhsa_group_segment_fixed_size 20480
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 56
		.amdhsa_next_free_sgpr 30
		.amdhsa_accum_offset 40
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
    .group_segment_fixed_size: 20480
    .kernarg_segment_align: 8
    .kernarg_segment_size: 40
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     36
    .sgpr_spill_count: 0
    .vgpr_count:     56
    .vgpr_spill_count: 0
    .agpr_count:     16
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
