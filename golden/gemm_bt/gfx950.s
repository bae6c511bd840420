; kgen AMDGCN module for gfx950: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel gemm_bt: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel gemm_bt from examples/gemm_bt.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n, m
;   raster: 'm' in groups of 4 tiles, then the next 'n' (fewest bytes per wave); the 32 programs an L2 serves at once (Instinct MI355X: 256 CUs on 8 dies with an L2 each, which take blocks in turn; kgen gives each die a run of consecutive tiles) reads 4 a + 8 w panels (1536 B per K element; 2304 in the grid's own order at N = 8192, 4352 at N = 8128)
;   chunk: m: 64, n: 64, kk: 32; walked in chunks: none
;   layout: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 32x32x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (0 shuffle and conversion instructions per thread)
;   product 7:16 m x n contracting kk: 2 x 2 warps, each mfma 32x32x16 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [m, n]: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     L1 [m, kk]: m:64 x kk:32: reg[kk1 kk2 m32] lane[kk4 kk8 kk16 m1 m2 m4] warp[m8 m16]
;     L2 [n, kk]: n:64 x kk:32: reg[kk1 kk2 n32] lane[kk4 kk8 kk16 n1 n2 n4] warp[n8 n16]
;       5:11 carried -> L0; 7:16 load a -> L1; 7:27 load w -> L2; 7:16 matmul -> L0; 7:9 add -> L0; 6:5 loop_result -> L0
;       9:15 mul -> L0
;   split reduction over 'k' where fewer than 1024 programs run (2048 fill the Instinct MI355X): gemm_bt_split walks parts of 'K', the argument 'rows' rows each (a multiple of 32, at least 128, chosen at launch), into acc_parts: f32[parts, M, N]; gemm_bt_split_fold folds the parts and stores: two launches, no atomics
; resources: 56 VGPRs (38 ArchVGPRs + 16 AGPRs from accum_offset 40), 38 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 20480 bytes LDS, 40 bytes of arguments, 256 threads
;   arg a: tensor bf16 at 0 (read-only)
;   arg w: tensor bf16 at 8 (read-only)
;   arg c: tensor f32 at 16
;   arg scale: scalar f32 at 24
;   arg M: dim i32 at 28
;   arg K: dim i32 at 32
;   arg N: dim i32 at 36
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	gemm_bt
	.p2align	8
	.type	gemm_bt,@function
gemm_bt:
	s_mov_b32 s3, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument a
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument w
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument c
	s_load_dword s10, s[0:1], 0x18                      ; argument scale
	s_load_dword s11, s[0:1], 0x1c                      ; argument M
	s_load_dword s12, s[0:1], 0x20                      ; argument K
	s_load_dword s13, s[0:1], 0x24                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s14, s2                                   ; program index over 'n' x 'm' tiles, grouped
	s_waitcnt lgkmcnt(0)
	s_add_u32 s15, s13, 63
	s_lshr_b32 s16, s15, 6
	s_max_u32 s15, s16, 1                               ; 'n' tiles
	s_add_u32 s16, s11, 63
	s_lshr_b32 s17, s16, 6
	s_max_u32 s16, s17, 1                               ; 'm' tiles
	s_mul_i32 s17, s15, s16
	s_and_b32 s18, s14, 7                               ; the die block x runs on (of 8)
	s_lshr_b32 s19, s14, 3                              ; its turn on that die
	s_add_u32 s14, s17, 7
	s_lshr_b32 s20, s14, 3                              ; blocks a tall die takes
	s_and_b32 s14, s17, 7
	s_cmp_eq_u32 s14, 0
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 0                                 ; tall dies (total mod P, or P)
	s_cselect_b32 s17, 8, s14
	s_mul_i32 s14, s18, s20
	s_mul_i32 s21, s17, s20
	s_sub_u32 s22, s18, s17
	s_sub_u32 s23, s20, 1
	s_mul_i32 s20, s22, s23
	s_add_u32 s22, s21, s20
	s_cmp_lt_u32 s18, s17
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 0                                 ; the die's first place in the grouped order
	s_cselect_b32 s17, s14, s22
	s_add_u32 s14, s17, s19                             ; this block's place in the grouped order
	s_mul_i32 s17, s15, 4                               ; programs in a group of 4 'm' tiles
	v_cvt_f32_u32 v2, s17                               ; this program's group
	v_rcp_iflag_f32 v2, v2
	s_nop 0
	v_mul_f32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32 v3, v2
	v_sub_u32 v2, 0, s17
	v_mul_lo_u32 v2, v2, v3
	v_mul_hi_u32 v2, v3, v2
	v_add_u32 v3, v3, v2
	v_mul_hi_u32 v4, s14, v3
	v_mul_lo_u32 v2, v4, s17
	v_sub_u32 v3, s14, v2
	v_cmp_ge_u32 s[18:19], v3, s17
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[18:19]
	v_sub_u32 v2, v3, s17
	v_cndmask_b32 v3, v3, v2, s[18:19]
	v_cmp_ge_u32 s[18:19], v3, s17
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[18:19]
	v_sub_u32 v2, v3, s17
	v_cndmask_b32 v3, v3, v2, s[18:19]
	v_cmp_eq_u32 s[18:19], 0, s17
	s_nop 1
	v_cndmask_b32 v4, v4, -1, s[18:19]
	s_nop 0
	v_readfirstlane_b32 s15, v4
	s_mov_b32 s18, s15
	s_mul_i32 s15, s18, s17                             ; its place in the group: n - (n / d) d
	s_sub_u32 s17, s14, s15
	s_mul_i32 s14, s18, 4                               ; the group's first 'm' tile
	s_sub_u32 s15, s16, s14
	s_min_u32 s16, s15, 4                               ; 'm' tiles in this group (the last may be short)
	v_cvt_f32_u32 v2, s16
	v_rcp_iflag_f32 v2, v2
	s_nop 0
	v_mul_f32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32 v3, v2
	v_sub_u32 v2, 0, s16
	v_mul_lo_u32 v2, v2, v3
	v_mul_hi_u32 v2, v3, v2
	v_add_u32 v3, v3, v2
	v_mul_hi_u32 v4, s17, v3
	v_mul_lo_u32 v2, v4, s16
	v_sub_u32 v3, s17, v2
	v_cmp_ge_u32 s[18:19], v3, s16
	v_sub_u32 v2, v3, s16
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[18:19]
	v_cmp_ge_u32 s[18:19], v3, s16
	v_sub_u32 v2, v3, s16
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[18:19]
	s_nop 0
	v_readfirstlane_b32 s15, v3
	s_mov_b32 s18, s15
	s_add_u32 s15, s14, s18                             ; this program's 'm' tile
	v_cvt_f32_u32 v2, s16                               ; this program's 'n' tile
	v_rcp_iflag_f32 v2, v2
	s_nop 0
	v_mul_f32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32 v3, v2
	v_sub_u32 v2, 0, s16
	v_mul_lo_u32 v2, v2, v3
	v_mul_hi_u32 v2, v3, v2
	v_add_u32 v3, v3, v2
	v_mul_hi_u32 v4, s17, v3
	v_mul_lo_u32 v2, v4, s16
	v_sub_u32 v3, s17, v2
	v_cmp_ge_u32 s[18:19], v3, s16
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[18:19]
	v_sub_u32 v2, v3, s16
	v_cndmask_b32 v3, v3, v2, s[18:19]
	v_cmp_ge_u32 s[18:19], v3, s16
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[18:19]
	v_sub_u32 v2, v3, s16
	v_cndmask_b32 v3, v3, v2, s[18:19]
	v_cmp_eq_u32 s[18:19], 0, s16
	s_nop 1
	v_cndmask_b32 v4, v4, -1, s[18:19]
	s_nop 0
	v_readfirstlane_b32 s14, v4
	s_mov_b32 s16, s14
	s_mul_i32 s14, s16, 64                              ; first 'n' of this program's tile (64)
	s_sub_u32 s16, s13, s14
	s_min_u32 s17, s16, 64                              ; 'n' elements in this tile
	s_mul_i32 s16, s15, 64                              ; first 'm' of this program's tile (64)
	s_sub_u32 s15, s11, s16
	s_min_u32 s11, s15, 64                              ; 'm' elements in this tile
	s_and_b32 s15, s12, 3
	s_cmp_eq_u32 s15, 0                                 ; rows start aligned to 4 elements iff K % 4 == 0
	s_cselect_b32 s15, 1, 0
	s_and_b32 s18, s12, 7
	s_cmp_eq_u32 s18, 0                                 ; rows start aligned to 8 elements iff K % 8 == 0
	s_cselect_b32 s18, 1, 0
	s_and_b32 s19, s15, s18
	s_cmp_ge_u32 s17, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s15, 1, 0
	s_cmp_ge_u32 s11, 64                                ; a whole chunk of 'm' (64) is in bounds
	s_cselect_b32 s18, 1, 0
	s_and_b32 s20, s15, s18
	v_and_b32 v2, 31, v1
	v_lshrrev_b32 v3, 6, v1
	v_and_b32 v4, 1, v3
	v_lshlrev_b32 v3, 5, v4
	v_or_b32 v4, v2, v3                                 ; thread's 'r' coordinate
	v_lshrrev_b32 v5, 5, v1
	v_and_b32 v6, 1, v5
	v_lshlrev_b32 v5, 3, v6
	v_mul_lo_u32 v7, 40, v4
	v_add_u32 v4, v7, v5
	v_lshlrev_b32 v7, 1, v4                             ; thread's M-fragment place
	v_lshrrev_b32 v4, 7, v1
	v_lshlrev_b32 v8, 5, v4
	v_or_b32 v4, v2, v8                                 ; thread's 'r' coordinate
	v_mul_lo_u32 v2, 40, v4
	v_add_u32 v8, v2, v5
	v_lshlrev_b32 v2, 1, v8                             ; thread's N-fragment place
	v_lshrrev_b32 v5, 2, v1
	v_and_b32 v8, 3, v1
	v_lshlrev_b32 v9, 3, v8
	v_mul_lo_u32 v8, s12, v5
	v_add_u32 v10, v8, v9
	v_lshlrev_b32 v8, 1, v10                            ; thread's first 16 bytes of a 'a' tile
	v_mul_lo_u32 v10, 40, v5
	v_add_u32 v11, v10, v9
	v_lshlrev_b32 v9, 1, v11                            ; thread's first 16 bytes in st0
	s_mul_i32 s22, s16, s12
	s_mul_hi_u32 s23, s16, s12
	s_lshl_b64 s[24:25], s[22:23], 1
	s_add_u32 s22, s4, s24                              ; 'a' at this program
	s_addc_u32 s23, s5, s25
	s_mul_i32 s4, s14, s12
	s_mul_hi_u32 s5, s14, s12
	s_lshl_b64 s[24:25], s[4:5], 1
	s_add_u32 s4, s6, s24                               ; 'w' at this program
	s_addc_u32 s5, s7, s25
	v_lshrrev_b32 v10, 3, v1
	v_mul_lo_u32 v11, s12, v10
	v_and_b32 v12, 7, v1
	v_lshlrev_b32 v1, 2, v12
	v_add_u32 v12, v11, v1
	v_lshlrev_b32 v11, 1, v12                           ; thread's byte offset in a chunk of 'a'
	v_mul_lo_u32 v12, 40, v10
	v_add_u32 v13, v12, v1
	v_lshlrev_b32 v12, 1, v13                           ; thread's place in st0
	v_lshlrev_b32 v13, 2, v6
	v_or_b32 v6, v13, v3                                ; thread's 'm' coordinate
	v_mul_lo_u32 v3, s13, v6
	v_add_u32 v13, v3, v4
	v_lshlrev_b32 v3, 2, v13                            ; thread's byte offset in a chunk of 'c'
	s_mul_i32 s6, s16, s13
	s_mul_hi_u32 s7, s16, s13
	s_lshl_b64 s[24:25], s[6:7], 2
	s_add_u32 s6, s8, s24                               ; 'c' at this program
	s_addc_u32 s7, s9, s25
	s_mov_b32 s8, s14
	s_mov_b32 s9, 0
	s_lshl_b64 s[14:15], s[8:9], 2
	s_add_u32 s8, s6, s14                               ; 'c' at this program
	s_addc_u32 s9, s7, s15
	s_cmp_eq_u32 s20, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lgemm_bt_if0_else
	v_accvgpr_write_b32 a0, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a1, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a2, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a3, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a4, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a5, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a6, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a7, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a8, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a9, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a10, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a11, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a12, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a13, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a14, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a15, 0                          ; loop-carried 'acc'
	s_cmp_ge_u32 s12, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s6, 1, 0
	s_sub_u32 s7, s12, 31
	s_cmp_lg_u32 s6, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s6, s7, 0
	s_cmp_eq_u32 s19, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lgemm_bt_if1_else
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0
	s_lshl_b64 s[20:21], s[14:15], 1
	s_add_u32 s14, s22, s20                             ; 'a' at this chunk
	s_addc_u32 s15, s23, s21
	s_cmp_lt_u32 0, s6                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s7, 1, 0
	v_cmp_lt_u32 s[24:25], v5, s11
	s_cmp_lg_u32 s7, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[24:25]
	v_mov_b32 v14, 0                                    ; outside: 0
	v_mov_b32 v15, 0                                    ; outside: 0
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_699
	global_load_dwordx4 v[14:17], v8, s[14:15]          ; examples/gemm_bt.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[14:17]                          ; 16 bytes into st0
	s_add_u32 s14, s4, s20                              ; 'w' at this chunk
	s_addc_u32 s15, s5, s21
	v_cmp_lt_u32 s[20:21], v5, s17
	s_cmp_lg_u32 s7, 0
	s_cselect_b64 s[24:25], exec, 0
	s_and_b64 s[26:27], s[24:25], s[20:21]
	v_mov_b32 v14, 0                                    ; outside: 0
	v_mov_b32 v15, 0                                    ; outside: 0
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_706
	global_load_dwordx4 v[14:17], v8, s[14:15]          ; examples/gemm_bt.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[14:17] offset:5120              ; 16 bytes into st1
	s_mov_b32 s7, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s7, s6
	s_cbranch_scc1 .Lgemm_bt_loop0_end
.Lgemm_bt_loop0:
	s_add_u32 s14, s7, 32
	s_cmp_lt_u32 s7, s6
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_if2_end
	s_mov_b32 s20, s14
	s_mov_b32 s21, 0
	s_lshl_b64 s[24:25], s[20:21], 1
	s_add_u32 s20, s22, s24                             ; 'a' at this chunk
	s_addc_u32 s21, s23, s25
	s_cmp_lt_u32 s14, s6                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_cmp_lt_u32 s[26:27], v5, s11
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v14, 0                                    ; outside: 0
	v_mov_b32 v15, 0                                    ; outside: 0
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_717
	global_load_dwordx4 v[14:17], v8, s[20:21]          ; examples/gemm_bt.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[26:27]
	s_add_u32 s20, s4, s24                              ; 'w' at this chunk
	s_addc_u32 s21, s5, s25
	v_cmp_lt_u32 s[24:25], v5, s17
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[26:27], s[14:15], s[24:25]
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_724
	global_load_dwordx4 v[18:21], v8, s[20:21]          ; examples/gemm_bt.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[22:25], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[26:29], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[22:25], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[26:29], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(1)
	ds_write_b128 v9, v[14:17] offset:10240             ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[18:21] offset:15360             ; 16 bytes into st1
.Lgemm_bt_if2_end:
	s_add_u32 s14, s7, 32
	s_add_u32 s15, s14, 32
	s_cmp_lt_u32 s14, s6
	s_cselect_b32 s14, 1, 0
	s_cmp_eq_u32 s14, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_if3_end
	s_mov_b32 s20, s15
	s_mov_b32 s21, 0
	s_lshl_b64 s[24:25], s[20:21], 1
	s_add_u32 s20, s22, s24                             ; 'a' at this chunk
	s_addc_u32 s21, s23, s25
	s_cmp_lt_u32 s15, s6                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_cmp_lt_u32 s[26:27], v5, s11
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v14, 0                                    ; outside: 0
	v_mov_b32 v15, 0                                    ; outside: 0
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_753
	global_load_dwordx4 v[14:17], v8, s[20:21]          ; examples/gemm_bt.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[26:27]
	s_add_u32 s20, s4, s24                              ; 'w' at this chunk
	s_addc_u32 s21, s5, s25
	v_cmp_lt_u32 s[24:25], v5, s17
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[26:27], s[14:15], s[24:25]
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_760
	global_load_dwordx4 v[18:21], v8, s[20:21]          ; examples/gemm_bt.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[22:25], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[26:29], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[22:25], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[26:29], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(1)
	ds_write_b128 v9, v[14:17]                          ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[18:21] offset:5120              ; 16 bytes into st1
.Lgemm_bt_if3_end:
	s_add_u32 s7, s7, 64
	s_cmp_lt_u32 s7, s6
	s_cbranch_scc1 .Lgemm_bt_loop0
.Lgemm_bt_loop0_end:
	s_branch .Lgemm_bt_if1_end
.Lgemm_bt_if1_else:
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0
	s_lshl_b64 s[20:21], s[14:15], 1
	s_add_u32 s14, s22, s20                             ; 'a' at this chunk
	s_addc_u32 s15, s23, s21
	s_cmp_lt_u32 0, s6                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s7, 1, 0
	v_cmp_lt_u32 s[24:25], v5, s11
	s_cmp_lg_u32 s7, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[24:25]
	v_mov_b32 v13, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_787
	global_load_ushort v13, v8, s[14:15]                ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v14, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_787
	global_load_ushort v14, v8, s[14:15] offset:2       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v15, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_787
	global_load_ushort v15, v8, s[14:15] offset:4       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_787
	global_load_ushort v16, v8, s[14:15] offset:6       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_787
	global_load_ushort v17, v8, s[14:15] offset:8       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_787
	global_load_ushort v18, v8, s[14:15] offset:10      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_787
	global_load_ushort v19, v8, s[14:15] offset:12      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_787
	global_load_ushort v20, v8, s[14:15] offset:14      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(6)
	v_perm_b32 v21, v14, v13, s3                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v13, v16, v15, s3                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v14, v18, v17, s3                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v15, v20, v19, s3                        ; elements 6, 7
	v_mov_b32 v16, v21                                  ; 16 bytes into st0
	v_mov_b32 v17, v13
	v_mov_b32 v18, v14
	v_mov_b32 v19, v15
	ds_write_b128 v9, v[16:19]
	s_add_u32 s14, s4, s20                              ; 'w' at this chunk
	s_addc_u32 s15, s5, s21
	v_cmp_lt_u32 s[20:21], v5, s17
	s_cmp_lg_u32 s7, 0
	s_cselect_b64 s[24:25], exec, 0
	s_and_b64 s[26:27], s[24:25], s[20:21]
	v_mov_b32 v13, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_802
	global_load_ushort v13, v8, s[14:15]                ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v14, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_802
	global_load_ushort v14, v8, s[14:15] offset:2       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v15, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_802
	global_load_ushort v15, v8, s[14:15] offset:4       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_802
	global_load_ushort v16, v8, s[14:15] offset:6       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_802
	global_load_ushort v17, v8, s[14:15] offset:8       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_802
	global_load_ushort v18, v8, s[14:15] offset:10      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_802
	global_load_ushort v19, v8, s[14:15] offset:12      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_802
	global_load_ushort v20, v8, s[14:15] offset:14      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(6)
	v_perm_b32 v21, v14, v13, s3                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v13, v16, v15, s3                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v14, v18, v17, s3                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v15, v20, v19, s3                        ; elements 6, 7
	v_mov_b32 v16, v21                                  ; 16 bytes into st1
	v_mov_b32 v17, v13
	v_mov_b32 v18, v14
	v_mov_b32 v19, v15
	ds_write_b128 v9, v[16:19] offset:5120
	s_mov_b32 s7, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s7, s6
	s_cbranch_scc1 .Lgemm_bt_loop1_end
.Lgemm_bt_loop1:
	s_add_u32 s14, s7, 32
	s_cmp_lt_u32 s7, s6
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_if4_end
	s_mov_b32 s20, s14
	s_mov_b32 s21, 0
	s_lshl_b64 s[24:25], s[20:21], 1
	s_add_u32 s20, s22, s24                             ; 'a' at this chunk
	s_addc_u32 s21, s23, s25
	s_cmp_lt_u32 s14, s6                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_cmp_lt_u32 s[26:27], v5, s11
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v13, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_821
	global_load_ushort v13, v8, s[20:21]                ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v14, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_821
	global_load_ushort v14, v8, s[20:21] offset:2       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v15, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_821
	global_load_ushort v15, v8, s[20:21] offset:4       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_821
	global_load_ushort v16, v8, s[20:21] offset:6       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_821
	global_load_ushort v17, v8, s[20:21] offset:8       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_821
	global_load_ushort v18, v8, s[20:21] offset:10      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_821
	global_load_ushort v19, v8, s[20:21] offset:12      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_821
	global_load_ushort v20, v8, s[20:21] offset:14      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_add_u32 s20, s4, s24                              ; 'w' at this chunk
	s_addc_u32 s21, s5, s25
	v_cmp_lt_u32 s[24:25], v5, s17
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[26:27], s[14:15], s[24:25]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_836
	global_load_ushort v21, v8, s[20:21]                ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_836
	global_load_ushort v22, v8, s[20:21] offset:2       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_836
	global_load_ushort v23, v8, s[20:21] offset:4       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_836
	global_load_ushort v24, v8, s[20:21] offset:6       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_836
	global_load_ushort v25, v8, s[20:21] offset:8       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_836
	global_load_ushort v26, v8, s[20:21] offset:10      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_836
	global_load_ushort v27, v8, s[20:21] offset:12      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_836
	global_load_ushort v28, v8, s[20:21] offset:14      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[34:37], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[30:33], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[34:37], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(14)
	v_perm_b32 v29, v14, v13, s3                        ; elements 0, 1
	s_waitcnt vmcnt(12)
	v_perm_b32 v13, v16, v15, s3                        ; elements 2, 3
	s_waitcnt vmcnt(10)
	v_perm_b32 v14, v18, v17, s3                        ; elements 4, 5
	s_waitcnt vmcnt(8)
	v_perm_b32 v15, v20, v19, s3                        ; elements 6, 7
	v_mov_b32 v16, v29                                  ; 16 bytes into st0
	v_mov_b32 v17, v13
	v_mov_b32 v18, v14
	v_mov_b32 v19, v15
	ds_write_b128 v9, v[16:19] offset:10240
	s_waitcnt vmcnt(6)
	v_perm_b32 v13, v22, v21, s3                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v14, v24, v23, s3                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v15, v26, v25, s3                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v28, v27, s3                        ; elements 6, 7
	v_mov_b32 v18, v13                                  ; 16 bytes into st1
	v_mov_b32 v19, v14
	v_mov_b32 v20, v15
	v_mov_b32 v21, v16
	ds_write_b128 v9, v[18:21] offset:15360
.Lgemm_bt_if4_end:
	s_add_u32 s14, s7, 32
	s_add_u32 s15, s14, 32
	s_cmp_lt_u32 s14, s6
	s_cselect_b32 s14, 1, 0
	s_cmp_eq_u32 s14, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_if5_end
	s_mov_b32 s20, s15
	s_mov_b32 s21, 0
	s_lshl_b64 s[24:25], s[20:21], 1
	s_add_u32 s20, s22, s24                             ; 'a' at this chunk
	s_addc_u32 s21, s23, s25
	s_cmp_lt_u32 s15, s6                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_cmp_lt_u32 s[26:27], v5, s11
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v13, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_873
	global_load_ushort v13, v8, s[20:21]                ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v14, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_873
	global_load_ushort v14, v8, s[20:21] offset:2       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v15, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_873
	global_load_ushort v15, v8, s[20:21] offset:4       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_873
	global_load_ushort v16, v8, s[20:21] offset:6       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_873
	global_load_ushort v17, v8, s[20:21] offset:8       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_873
	global_load_ushort v18, v8, s[20:21] offset:10      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_873
	global_load_ushort v19, v8, s[20:21] offset:12      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_873
	global_load_ushort v20, v8, s[20:21] offset:14      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_add_u32 s20, s4, s24                              ; 'w' at this chunk
	s_addc_u32 s21, s5, s25
	v_cmp_lt_u32 s[24:25], v5, s17
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[26:27], s[14:15], s[24:25]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_888
	global_load_ushort v21, v8, s[20:21]                ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_888
	global_load_ushort v22, v8, s[20:21] offset:2       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_888
	global_load_ushort v23, v8, s[20:21] offset:4       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_888
	global_load_ushort v24, v8, s[20:21] offset:6       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_888
	global_load_ushort v25, v8, s[20:21] offset:8       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_888
	global_load_ushort v26, v8, s[20:21] offset:10      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_888
	global_load_ushort v27, v8, s[20:21] offset:12      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_888
	global_load_ushort v28, v8, s[20:21] offset:14      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[34:37], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[30:33], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[34:37], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(14)
	v_perm_b32 v29, v14, v13, s3                        ; elements 0, 1
	s_waitcnt vmcnt(12)
	v_perm_b32 v13, v16, v15, s3                        ; elements 2, 3
	s_waitcnt vmcnt(10)
	v_perm_b32 v14, v18, v17, s3                        ; elements 4, 5
	s_waitcnt vmcnt(8)
	v_perm_b32 v15, v20, v19, s3                        ; elements 6, 7
	v_mov_b32 v16, v29                                  ; 16 bytes into st0
	v_mov_b32 v17, v13
	v_mov_b32 v18, v14
	v_mov_b32 v19, v15
	ds_write_b128 v9, v[16:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v13, v22, v21, s3                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v14, v24, v23, s3                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v15, v26, v25, s3                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v28, v27, s3                        ; elements 6, 7
	v_mov_b32 v18, v13                                  ; 16 bytes into st1
	v_mov_b32 v19, v14
	v_mov_b32 v20, v15
	v_mov_b32 v21, v16
	ds_write_b128 v9, v[18:21] offset:5120
.Lgemm_bt_if5_end:
	s_add_u32 s7, s7, 64
	s_cmp_lt_u32 s7, s6
	s_cbranch_scc1 .Lgemm_bt_loop1
.Lgemm_bt_loop1_end:
.Lgemm_bt_if1_end:
	s_add_u32 s7, s6, 31
	s_and_b32 s6, s7, 0xffffffe0                        ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s7, s6                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s7, s12
	s_cbranch_scc1 .Lgemm_bt_loop2_end
.Lgemm_bt_loop2:
	s_sub_u32 s6, s12, s7
	s_mov_b32 s14, s7
	s_mov_b32 s15, 0
	s_lshl_b64 s[20:21], s[14:15], 1
	s_add_u32 s14, s22, s20                             ; 'a' at this chunk
	s_addc_u32 s15, s23, s21
	v_cmp_lt_u32 s[24:25], v10, s11                     ; 'm' element in bounds
	v_cmp_lt_u32 s[26:27], v1, s6                       ; 'kk' element in bounds
	s_and_b64 s[28:29], s[24:25], s[26:27]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_208
	global_load_ushort v13, v11, s[14:15]               ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v13
	v_add_u32 v13, 1, v1
	v_cmp_lt_u32 s[28:29], v13, s6                      ; 'kk' element in bounds
	s_and_b64 s[30:31], s[24:25], s[28:29]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_213
	global_load_ushort v13, v11, s[14:15] offset:2      ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v15, 16, v13
	v_add_u32 v13, 2, v1
	v_cmp_lt_u32 s[30:31], v13, s6                      ; 'kk' element in bounds
	s_and_b64 s[32:33], s[24:25], s[30:31]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_218
	global_load_ushort v13, v11, s[14:15] offset:4      ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v13
	v_add_u32 v13, 3, v1
	v_cmp_lt_u32 s[32:33], v13, s6                      ; 'kk' element in bounds
	s_and_b64 s[34:35], s[24:25], s[32:33]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_223
	global_load_ushort v13, v11, s[14:15] offset:6      ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v13
	s_mul_i32 s6, s12, 32
	s_lshl_b32 s16, s6, 1
	v_add_u32 v13, s16, v11
	v_add_u32 v18, 32, v10
	v_cmp_lt_u32 s[24:25], v18, s11                     ; 'm' element in bounds
	s_and_b64 s[34:35], s[24:25], s[26:27]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_231
	global_load_ushort v19, v13, s[14:15]               ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v19
	s_and_b64 s[34:35], s[24:25], s[28:29]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_234
	global_load_ushort v19, v13, s[14:15] offset:2      ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v19
	s_and_b64 s[34:35], s[24:25], s[30:31]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_237
	global_load_ushort v19, v13, s[14:15] offset:4      ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v19
	s_and_b64 s[34:35], s[24:25], s[32:33]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_240
	global_load_ushort v19, v13, s[14:15] offset:6      ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v19
	v_lshrrev_b32 v19, 16, v14
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v12, v19                               ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v15
	ds_write_b16 v12, v14 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v16
	ds_write_b16 v12, v14 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v17
	ds_write_b16 v12, v14 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v20
	ds_write_b16 v12, v14 offset:2560                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v21
	ds_write_b16 v12, v14 offset:2562                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v22
	ds_write_b16 v12, v14 offset:2564                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v23
	ds_write_b16 v12, v14 offset:2566                   ; A operand of the product: stage
	s_add_u32 s14, s4, s20                              ; 'w' at this chunk
	s_addc_u32 s15, s5, s21
	v_cmp_lt_u32 s[20:21], v10, s17                     ; 'n' element in bounds
	s_and_b64 s[24:25], s[20:21], s[26:27]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[24:25]               ; lanes where %vpred_256
	global_load_ushort v14, v11, s[14:15]               ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v15, 16, v14
	s_and_b64 s[24:25], s[20:21], s[28:29]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[24:25]               ; lanes where %vpred_259
	global_load_ushort v14, v11, s[14:15] offset:2      ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v14
	s_and_b64 s[24:25], s[20:21], s[30:31]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[24:25]               ; lanes where %vpred_262
	global_load_ushort v14, v11, s[14:15] offset:4      ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v14
	s_and_b64 s[24:25], s[20:21], s[32:33]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_265
	global_load_ushort v14, v11, s[14:15] offset:6      ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v14
	v_cmp_lt_u32 s[20:21], v18, s17                     ; 'n' element in bounds
	s_and_b64 s[24:25], s[20:21], s[26:27]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_269
	global_load_ushort v14, v13, s[14:15]               ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v14
	s_and_b64 s[24:25], s[20:21], s[28:29]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_272
	global_load_ushort v14, v13, s[14:15] offset:2      ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v14
	s_and_b64 s[24:25], s[20:21], s[30:31]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_275
	global_load_ushort v14, v13, s[14:15] offset:4      ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v14
	s_and_b64 s[24:25], s[20:21], s[32:33]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_278
	global_load_ushort v14, v13, s[14:15] offset:6      ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v13, 16, v14
	v_lshrrev_b32 v14, 16, v15
	ds_write_b16 v12, v14 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v16
	ds_write_b16 v12, v14 offset:5122                   ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v17
	ds_write_b16 v12, v14 offset:5124                   ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v19
	ds_write_b16 v12, v14 offset:5126                   ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v18
	ds_write_b16 v12, v14 offset:7680                   ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v20
	ds_write_b16 v12, v14 offset:7682                   ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v21
	ds_write_b16 v12, v14 offset:7684                   ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v13
	ds_write_b16 v12, v14 offset:7686                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[14:17], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[18:21], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[18:21], v[14:17], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[14:17], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[18:21], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[18:21], v[14:17], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_add_u32 s7, s7, 32
	s_cmp_lt_u32 s7, s12
	s_cbranch_scc1 .Lgemm_bt_loop2
.Lgemm_bt_loop2_end:
	s_nop 7
	s_nop 0
	v_accvgpr_read_b32 v13, a0                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v14, s10, v13
	v_accvgpr_read_b32 v13, a1                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v15, s10, v13
	v_accvgpr_read_b32 v13, a2                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v16, s10, v13
	v_accvgpr_read_b32 v13, a3                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v17, s10, v13
	v_accvgpr_read_b32 v13, a4                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v18, s10, v13
	v_accvgpr_read_b32 v13, a5                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v19, s10, v13
	v_accvgpr_read_b32 v13, a6                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v20, s10, v13
	v_accvgpr_read_b32 v13, a7                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v21, s10, v13
	v_accvgpr_read_b32 v13, a8                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v22, s10, v13
	v_accvgpr_read_b32 v13, a9                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v23, s10, v13
	v_accvgpr_read_b32 v13, a10                         ; examples/gemm_bt.kgen:9
	v_mul_f32 v24, s10, v13
	v_accvgpr_read_b32 v13, a11                         ; examples/gemm_bt.kgen:9
	v_mul_f32 v25, s10, v13
	v_accvgpr_read_b32 v13, a12                         ; examples/gemm_bt.kgen:9
	v_mul_f32 v26, s10, v13
	v_accvgpr_read_b32 v13, a13                         ; examples/gemm_bt.kgen:9
	v_mul_f32 v27, s10, v13
	v_accvgpr_read_b32 v13, a14                         ; examples/gemm_bt.kgen:9
	v_mul_f32 v28, s10, v13
	v_accvgpr_read_b32 v13, a15                         ; examples/gemm_bt.kgen:9
	v_mul_f32 v29, s10, v13
	global_store_dword v3, v14, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mul_i32 s6, s13, 1
	s_lshl_b32 s7, s6, 2
	v_add_u32 v13, s7, v3
	global_store_dword v13, v15, s[8:9]                 ; examples/gemm_bt.kgen:9: store to 'c'
	s_mul_i32 s6, s13, 2
	s_lshl_b32 s7, s6, 2
	v_add_u32 v13, s7, v3
	global_store_dword v13, v16, s[8:9]                 ; examples/gemm_bt.kgen:9: store to 'c'
	s_mul_i32 s6, s13, 3
	s_lshl_b32 s7, s6, 2
	v_add_u32 v13, s7, v3
	global_store_dword v13, v17, s[8:9]                 ; examples/gemm_bt.kgen:9: store to 'c'
	s_mul_i32 s6, s13, 8
	s_lshl_b32 s7, s6, 2
	v_add_u32 v13, s7, v3
	global_store_dword v13, v18, s[8:9]                 ; examples/gemm_bt.kgen:9: store to 'c'
	s_mul_i32 s6, s13, 9
	s_lshl_b32 s7, s6, 2
	v_add_u32 v13, s7, v3
	global_store_dword v13, v19, s[8:9]                 ; examples/gemm_bt.kgen:9: store to 'c'
	s_mul_i32 s6, s13, 10
	s_lshl_b32 s7, s6, 2
	v_add_u32 v13, s7, v3
	global_store_dword v13, v20, s[8:9]                 ; examples/gemm_bt.kgen:9: store to 'c'
	s_mul_i32 s6, s13, 11
	s_lshl_b32 s7, s6, 2
	v_add_u32 v13, s7, v3
	global_store_dword v13, v21, s[8:9]                 ; examples/gemm_bt.kgen:9: store to 'c'
	s_mul_i32 s6, s13, 16
	s_lshl_b32 s7, s6, 2
	v_add_u32 v13, s7, v3
	global_store_dword v13, v22, s[8:9]                 ; examples/gemm_bt.kgen:9: store to 'c'
	s_mul_i32 s6, s13, 17
	s_lshl_b32 s7, s6, 2
	v_add_u32 v13, s7, v3
	global_store_dword v13, v23, s[8:9]                 ; examples/gemm_bt.kgen:9: store to 'c'
	s_mul_i32 s6, s13, 18
	s_lshl_b32 s7, s6, 2
	v_add_u32 v13, s7, v3
	global_store_dword v13, v24, s[8:9]                 ; examples/gemm_bt.kgen:9: store to 'c'
	s_mul_i32 s6, s13, 19
	s_lshl_b32 s7, s6, 2
	v_add_u32 v13, s7, v3
	global_store_dword v13, v25, s[8:9]                 ; examples/gemm_bt.kgen:9: store to 'c'
	s_mul_i32 s6, s13, 24
	s_lshl_b32 s7, s6, 2
	v_add_u32 v13, s7, v3
	global_store_dword v13, v26, s[8:9]                 ; examples/gemm_bt.kgen:9: store to 'c'
	s_mul_i32 s6, s13, 25
	s_lshl_b32 s7, s6, 2
	v_add_u32 v13, s7, v3
	global_store_dword v13, v27, s[8:9]                 ; examples/gemm_bt.kgen:9: store to 'c'
	s_mul_i32 s6, s13, 26
	s_lshl_b32 s7, s6, 2
	v_add_u32 v13, s7, v3
	global_store_dword v13, v28, s[8:9]                 ; examples/gemm_bt.kgen:9: store to 'c'
	s_mul_i32 s6, s13, 27
	s_lshl_b32 s7, s6, 2
	v_add_u32 v13, s7, v3
	global_store_dword v13, v29, s[8:9]                 ; examples/gemm_bt.kgen:9: store to 'c'
	s_branch .Lgemm_bt_if0_end
.Lgemm_bt_if0_else:
	v_accvgpr_write_b32 a0, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a1, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a2, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a3, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a4, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a5, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a6, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a7, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a8, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a9, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a10, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a11, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a12, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a13, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a14, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a15, 0                          ; loop-carried 'acc'
	s_cmp_ge_u32 s12, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s6, 1, 0
	s_sub_u32 s7, s12, 31
	s_cmp_lg_u32 s6, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s6, s7, 0
	s_cmp_eq_u32 s19, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lgemm_bt_if6_else
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0
	s_lshl_b64 s[18:19], s[14:15], 1
	s_add_u32 s14, s22, s18                             ; 'a' at this chunk
	s_addc_u32 s15, s23, s19
	s_cmp_lt_u32 0, s6                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s7, 1, 0
	v_cmp_lt_u32 s[20:21], v5, s11
	s_cmp_lg_u32 s7, 0
	s_cselect_b64 s[24:25], exec, 0
	s_and_b64 s[26:27], s[24:25], s[20:21]
	v_mov_b32 v14, 0                                    ; outside: 0
	v_mov_b32 v15, 0                                    ; outside: 0
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_923
	global_load_dwordx4 v[14:17], v8, s[14:15]          ; examples/gemm_bt.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[14:17]                          ; 16 bytes into st0
	s_add_u32 s14, s4, s18                              ; 'w' at this chunk
	s_addc_u32 s15, s5, s19
	v_cmp_lt_u32 s[18:19], v5, s17
	s_cmp_lg_u32 s7, 0
	s_cselect_b64 s[20:21], exec, 0
	s_and_b64 s[24:25], s[20:21], s[18:19]
	v_mov_b32 v14, 0                                    ; outside: 0
	v_mov_b32 v15, 0                                    ; outside: 0
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_930
	global_load_dwordx4 v[14:17], v8, s[14:15]          ; examples/gemm_bt.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[14:17] offset:5120              ; 16 bytes into st1
	s_mov_b32 s7, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s7, s6
	s_cbranch_scc1 .Lgemm_bt_loop3_end
.Lgemm_bt_loop3:
	s_add_u32 s14, s7, 32
	s_cmp_lt_u32 s7, s6
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_if7_end
	s_mov_b32 s18, s14
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 1
	s_add_u32 s18, s22, s20                             ; 'a' at this chunk
	s_addc_u32 s19, s23, s21
	s_cmp_lt_u32 s14, s6                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_cmp_lt_u32 s[24:25], v5, s11
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[24:25]
	v_mov_b32 v14, 0                                    ; outside: 0
	v_mov_b32 v15, 0                                    ; outside: 0
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_941
	global_load_dwordx4 v[14:17], v8, s[18:19]          ; examples/gemm_bt.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[24:25]
	s_add_u32 s18, s4, s20                              ; 'w' at this chunk
	s_addc_u32 s19, s5, s21
	v_cmp_lt_u32 s[20:21], v5, s17
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[24:25], s[14:15], s[20:21]
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_948
	global_load_dwordx4 v[18:21], v8, s[18:19]          ; examples/gemm_bt.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[22:25], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[26:29], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[22:25], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[26:29], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(1)
	ds_write_b128 v9, v[14:17] offset:10240             ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[18:21] offset:15360             ; 16 bytes into st1
.Lgemm_bt_if7_end:
	s_add_u32 s14, s7, 32
	s_add_u32 s15, s14, 32
	s_cmp_lt_u32 s14, s6
	s_cselect_b32 s14, 1, 0
	s_cmp_eq_u32 s14, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_if8_end
	s_mov_b32 s18, s15
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 1
	s_add_u32 s18, s22, s20                             ; 'a' at this chunk
	s_addc_u32 s19, s23, s21
	s_cmp_lt_u32 s15, s6                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_cmp_lt_u32 s[24:25], v5, s11
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[24:25]
	v_mov_b32 v14, 0                                    ; outside: 0
	v_mov_b32 v15, 0                                    ; outside: 0
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_977
	global_load_dwordx4 v[14:17], v8, s[18:19]          ; examples/gemm_bt.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[24:25]
	s_add_u32 s18, s4, s20                              ; 'w' at this chunk
	s_addc_u32 s19, s5, s21
	v_cmp_lt_u32 s[20:21], v5, s17
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[24:25], s[14:15], s[20:21]
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_984
	global_load_dwordx4 v[18:21], v8, s[18:19]          ; examples/gemm_bt.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[22:25], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[26:29], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[22:25], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[26:29], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(1)
	ds_write_b128 v9, v[14:17]                          ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[18:21] offset:5120              ; 16 bytes into st1
.Lgemm_bt_if8_end:
	s_add_u32 s7, s7, 64
	s_cmp_lt_u32 s7, s6
	s_cbranch_scc1 .Lgemm_bt_loop3
.Lgemm_bt_loop3_end:
	s_branch .Lgemm_bt_if6_end
.Lgemm_bt_if6_else:
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0
	s_lshl_b64 s[18:19], s[14:15], 1
	s_add_u32 s14, s22, s18                             ; 'a' at this chunk
	s_addc_u32 s15, s23, s19
	s_cmp_lt_u32 0, s6                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s7, 1, 0
	v_cmp_lt_u32 s[20:21], v5, s11
	s_cmp_lg_u32 s7, 0
	s_cselect_b64 s[24:25], exec, 0
	s_and_b64 s[26:27], s[24:25], s[20:21]
	v_mov_b32 v13, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1011
	global_load_ushort v13, v8, s[14:15]                ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v14, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1011
	global_load_ushort v14, v8, s[14:15] offset:2       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v15, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1011
	global_load_ushort v15, v8, s[14:15] offset:4       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1011
	global_load_ushort v16, v8, s[14:15] offset:6       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1011
	global_load_ushort v17, v8, s[14:15] offset:8       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1011
	global_load_ushort v18, v8, s[14:15] offset:10      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1011
	global_load_ushort v19, v8, s[14:15] offset:12      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1011
	global_load_ushort v20, v8, s[14:15] offset:14      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(6)
	v_perm_b32 v21, v14, v13, s3                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v13, v16, v15, s3                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v14, v18, v17, s3                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v15, v20, v19, s3                        ; elements 6, 7
	v_mov_b32 v16, v21                                  ; 16 bytes into st0
	v_mov_b32 v17, v13
	v_mov_b32 v18, v14
	v_mov_b32 v19, v15
	ds_write_b128 v9, v[16:19]
	s_add_u32 s14, s4, s18                              ; 'w' at this chunk
	s_addc_u32 s15, s5, s19
	v_cmp_lt_u32 s[18:19], v5, s17
	s_cmp_lg_u32 s7, 0
	s_cselect_b64 s[20:21], exec, 0
	s_and_b64 s[24:25], s[20:21], s[18:19]
	v_mov_b32 v13, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_1026
	global_load_ushort v13, v8, s[14:15]                ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v14, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_1026
	global_load_ushort v14, v8, s[14:15] offset:2       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v15, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_1026
	global_load_ushort v15, v8, s[14:15] offset:4       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_1026
	global_load_ushort v16, v8, s[14:15] offset:6       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_1026
	global_load_ushort v17, v8, s[14:15] offset:8       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_1026
	global_load_ushort v18, v8, s[14:15] offset:10      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_1026
	global_load_ushort v19, v8, s[14:15] offset:12      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_1026
	global_load_ushort v20, v8, s[14:15] offset:14      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v21, v14, v13, s3                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v13, v16, v15, s3                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v14, v18, v17, s3                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v15, v20, v19, s3                        ; elements 6, 7
	v_mov_b32 v16, v21                                  ; 16 bytes into st1
	v_mov_b32 v17, v13
	v_mov_b32 v18, v14
	v_mov_b32 v19, v15
	ds_write_b128 v9, v[16:19] offset:5120
	s_mov_b32 s7, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s7, s6
	s_cbranch_scc1 .Lgemm_bt_loop4_end
.Lgemm_bt_loop4:
	s_add_u32 s14, s7, 32
	s_cmp_lt_u32 s7, s6
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_if9_end
	s_mov_b32 s18, s14
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 1
	s_add_u32 s18, s22, s20                             ; 'a' at this chunk
	s_addc_u32 s19, s23, s21
	s_cmp_lt_u32 s14, s6                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_cmp_lt_u32 s[24:25], v5, s11
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[24:25]
	v_mov_b32 v13, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1045
	global_load_ushort v13, v8, s[18:19]                ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v14, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1045
	global_load_ushort v14, v8, s[18:19] offset:2       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v15, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1045
	global_load_ushort v15, v8, s[18:19] offset:4       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1045
	global_load_ushort v16, v8, s[18:19] offset:6       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1045
	global_load_ushort v17, v8, s[18:19] offset:8       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1045
	global_load_ushort v18, v8, s[18:19] offset:10      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1045
	global_load_ushort v19, v8, s[18:19] offset:12      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1045
	global_load_ushort v20, v8, s[18:19] offset:14      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	s_add_u32 s18, s4, s20                              ; 'w' at this chunk
	s_addc_u32 s19, s5, s21
	v_cmp_lt_u32 s[20:21], v5, s17
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[24:25], s[14:15], s[20:21]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1060
	global_load_ushort v21, v8, s[18:19]                ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1060
	global_load_ushort v22, v8, s[18:19] offset:2       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1060
	global_load_ushort v23, v8, s[18:19] offset:4       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1060
	global_load_ushort v24, v8, s[18:19] offset:6       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1060
	global_load_ushort v25, v8, s[18:19] offset:8       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1060
	global_load_ushort v26, v8, s[18:19] offset:10      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1060
	global_load_ushort v27, v8, s[18:19] offset:12      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1060
	global_load_ushort v28, v8, s[18:19] offset:14      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[34:37], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[30:33], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[34:37], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(14)
	v_perm_b32 v29, v14, v13, s3                        ; elements 0, 1
	s_waitcnt vmcnt(12)
	v_perm_b32 v13, v16, v15, s3                        ; elements 2, 3
	s_waitcnt vmcnt(10)
	v_perm_b32 v14, v18, v17, s3                        ; elements 4, 5
	s_waitcnt vmcnt(8)
	v_perm_b32 v15, v20, v19, s3                        ; elements 6, 7
	v_mov_b32 v16, v29                                  ; 16 bytes into st0
	v_mov_b32 v17, v13
	v_mov_b32 v18, v14
	v_mov_b32 v19, v15
	ds_write_b128 v9, v[16:19] offset:10240
	s_waitcnt vmcnt(6)
	v_perm_b32 v13, v22, v21, s3                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v14, v24, v23, s3                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v15, v26, v25, s3                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v28, v27, s3                        ; elements 6, 7
	v_mov_b32 v18, v13                                  ; 16 bytes into st1
	v_mov_b32 v19, v14
	v_mov_b32 v20, v15
	v_mov_b32 v21, v16
	ds_write_b128 v9, v[18:21] offset:15360
.Lgemm_bt_if9_end:
	s_add_u32 s14, s7, 32
	s_add_u32 s15, s14, 32
	s_cmp_lt_u32 s14, s6
	s_cselect_b32 s14, 1, 0
	s_cmp_eq_u32 s14, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_if10_end
	s_mov_b32 s18, s15
	s_mov_b32 s19, 0
	s_lshl_b64 s[20:21], s[18:19], 1
	s_add_u32 s18, s22, s20                             ; 'a' at this chunk
	s_addc_u32 s19, s23, s21
	s_cmp_lt_u32 s15, s6                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_cmp_lt_u32 s[24:25], v5, s11
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[24:25]
	v_mov_b32 v13, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1097
	global_load_ushort v13, v8, s[18:19]                ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v14, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1097
	global_load_ushort v14, v8, s[18:19] offset:2       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v15, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1097
	global_load_ushort v15, v8, s[18:19] offset:4       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1097
	global_load_ushort v16, v8, s[18:19] offset:6       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1097
	global_load_ushort v17, v8, s[18:19] offset:8       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1097
	global_load_ushort v18, v8, s[18:19] offset:10      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1097
	global_load_ushort v19, v8, s[18:19] offset:12      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_1097
	global_load_ushort v20, v8, s[18:19] offset:14      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	s_add_u32 s18, s4, s20                              ; 'w' at this chunk
	s_addc_u32 s19, s5, s21
	v_cmp_lt_u32 s[20:21], v5, s17
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[24:25], s[14:15], s[20:21]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1112
	global_load_ushort v21, v8, s[18:19]                ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1112
	global_load_ushort v22, v8, s[18:19] offset:2       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1112
	global_load_ushort v23, v8, s[18:19] offset:4       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1112
	global_load_ushort v24, v8, s[18:19] offset:6       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1112
	global_load_ushort v25, v8, s[18:19] offset:8       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1112
	global_load_ushort v26, v8, s[18:19] offset:10      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1112
	global_load_ushort v27, v8, s[18:19] offset:12      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1112
	global_load_ushort v28, v8, s[18:19] offset:14      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[34:37], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[30:33], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[34:37], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(14)
	v_perm_b32 v29, v14, v13, s3                        ; elements 0, 1
	s_waitcnt vmcnt(12)
	v_perm_b32 v13, v16, v15, s3                        ; elements 2, 3
	s_waitcnt vmcnt(10)
	v_perm_b32 v14, v18, v17, s3                        ; elements 4, 5
	s_waitcnt vmcnt(8)
	v_perm_b32 v15, v20, v19, s3                        ; elements 6, 7
	v_mov_b32 v16, v29                                  ; 16 bytes into st0
	v_mov_b32 v17, v13
	v_mov_b32 v18, v14
	v_mov_b32 v19, v15
	ds_write_b128 v9, v[16:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v13, v22, v21, s3                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v14, v24, v23, s3                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v15, v26, v25, s3                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v28, v27, s3                        ; elements 6, 7
	v_mov_b32 v18, v13                                  ; 16 bytes into st1
	v_mov_b32 v19, v14
	v_mov_b32 v20, v15
	v_mov_b32 v21, v16
	ds_write_b128 v9, v[18:21] offset:5120
.Lgemm_bt_if10_end:
	s_add_u32 s7, s7, 64
	s_cmp_lt_u32 s7, s6
	s_cbranch_scc1 .Lgemm_bt_loop4
.Lgemm_bt_loop4_end:
.Lgemm_bt_if6_end:
	s_add_u32 s3, s6, 31
	s_and_b32 s6, s3, 0xffffffe0                        ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s3, s6                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s3, s12
	s_cbranch_scc1 .Lgemm_bt_loop5_end
.Lgemm_bt_loop5:
	s_sub_u32 s6, s12, s3
	s_mov_b32 s14, s3
	s_mov_b32 s15, 0
	s_lshl_b64 s[18:19], s[14:15], 1
	s_add_u32 s14, s22, s18                             ; 'a' at this chunk
	s_addc_u32 s15, s23, s19
	v_cmp_lt_u32 s[20:21], v10, s11                     ; 'm' element in bounds
	v_cmp_lt_u32 s[24:25], v1, s6                       ; 'kk' element in bounds
	s_and_b64 s[26:27], s[20:21], s[24:25]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_491
	global_load_ushort v5, v11, s[14:15]                ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v8, 16, v5
	v_add_u32 v5, 1, v1
	v_cmp_lt_u32 s[26:27], v5, s6                       ; 'kk' element in bounds
	s_and_b64 s[28:29], s[20:21], s[26:27]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_496
	global_load_ushort v5, v11, s[14:15] offset:2       ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v9, 16, v5
	v_add_u32 v5, 2, v1
	v_cmp_lt_u32 s[28:29], v5, s6                       ; 'kk' element in bounds
	s_and_b64 s[30:31], s[20:21], s[28:29]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_501
	global_load_ushort v5, v11, s[14:15] offset:4       ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v13, 16, v5
	v_add_u32 v5, 3, v1
	v_cmp_lt_u32 s[30:31], v5, s6                       ; 'kk' element in bounds
	s_and_b64 s[6:7], s[20:21], s[30:31]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[6:7]                 ; lanes where %vpred_506
	global_load_ushort v5, v11, s[14:15] offset:6       ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v5
	s_mul_i32 s6, s12, 32
	s_lshl_b32 s7, s6, 1
	v_add_u32 v5, s7, v11
	v_add_u32 v15, 32, v10
	v_cmp_lt_u32 s[6:7], v15, s11                       ; 'm' element in bounds
	s_and_b64 s[20:21], s[6:7], s[24:25]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[20:21]               ; lanes where %vpred_514
	global_load_ushort v16, v5, s[14:15]                ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v16
	s_and_b64 s[20:21], s[6:7], s[26:27]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[20:21]               ; lanes where %vpred_517
	global_load_ushort v16, v5, s[14:15] offset:2       ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v16
	s_and_b64 s[20:21], s[6:7], s[28:29]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[20:21]               ; lanes where %vpred_520
	global_load_ushort v16, v5, s[14:15] offset:4       ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v16
	s_and_b64 s[20:21], s[6:7], s[30:31]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[6:7], s[20:21]                 ; lanes where %vpred_523
	global_load_ushort v16, v5, s[14:15] offset:6       ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v16
	v_lshrrev_b32 v16, 16, v8
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v12, v16                               ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v9
	ds_write_b16 v12, v8 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v13
	ds_write_b16 v12, v8 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v14
	ds_write_b16 v12, v8 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v17
	ds_write_b16 v12, v8 offset:2560                    ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v18
	ds_write_b16 v12, v8 offset:2562                    ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v19
	ds_write_b16 v12, v8 offset:2564                    ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v20
	ds_write_b16 v12, v8 offset:2566                    ; A operand of the product: stage
	s_add_u32 s6, s4, s18                               ; 'w' at this chunk
	s_addc_u32 s7, s5, s19
	v_cmp_lt_u32 s[14:15], v10, s17                     ; 'n' element in bounds
	s_and_b64 s[18:19], s[14:15], s[24:25]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_536
	global_load_ushort v8, v11, s[6:7]                  ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v9, 16, v8
	s_and_b64 s[18:19], s[14:15], s[26:27]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_539
	global_load_ushort v8, v11, s[6:7] offset:2         ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v13, 16, v8
	s_and_b64 s[18:19], s[14:15], s[28:29]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_542
	global_load_ushort v8, v11, s[6:7] offset:4         ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v8
	s_and_b64 s[18:19], s[14:15], s[30:31]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[18:19]               ; lanes where %vpred_545
	global_load_ushort v8, v11, s[6:7] offset:6         ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v8
	v_cmp_lt_u32 s[14:15], v15, s17                     ; 'n' element in bounds
	s_and_b64 s[18:19], s[14:15], s[24:25]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_549
	global_load_ushort v8, v5, s[6:7]                   ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v15, 16, v8
	s_and_b64 s[18:19], s[14:15], s[26:27]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_552
	global_load_ushort v8, v5, s[6:7] offset:2          ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v8
	s_and_b64 s[18:19], s[14:15], s[28:29]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_555
	global_load_ushort v8, v5, s[6:7] offset:4          ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v8
	s_and_b64 s[18:19], s[14:15], s[30:31]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[18:19]               ; lanes where %vpred_558
	global_load_ushort v8, v5, s[6:7] offset:6          ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v5, 16, v8
	v_lshrrev_b32 v8, 16, v9
	ds_write_b16 v12, v8 offset:5120                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v13
	ds_write_b16 v12, v8 offset:5122                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v14
	ds_write_b16 v12, v8 offset:5124                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v16
	ds_write_b16 v12, v8 offset:5126                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v15
	ds_write_b16 v12, v8 offset:7680                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v17
	ds_write_b16 v12, v8 offset:7682                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v18
	ds_write_b16 v12, v8 offset:7684                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v5
	ds_write_b16 v12, v8 offset:7686                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[14:17], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[18:21], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[18:21], v[14:17], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[14:17], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[18:21], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[18:21], v[14:17], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_add_u32 s3, s3, 32
	s_cmp_lt_u32 s3, s12
	s_cbranch_scc1 .Lgemm_bt_loop5
.Lgemm_bt_loop5_end:
	s_nop 7
	s_nop 0
	v_accvgpr_read_b32 v1, a0                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v2, s10, v1
	v_accvgpr_read_b32 v1, a1                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v5, s10, v1
	v_accvgpr_read_b32 v1, a2                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v7, s10, v1
	v_accvgpr_read_b32 v1, a3                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v8, s10, v1
	v_accvgpr_read_b32 v1, a4                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v9, s10, v1
	v_accvgpr_read_b32 v1, a5                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v10, s10, v1
	v_accvgpr_read_b32 v1, a6                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v11, s10, v1
	v_accvgpr_read_b32 v1, a7                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v12, s10, v1
	v_accvgpr_read_b32 v1, a8                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v13, s10, v1
	v_accvgpr_read_b32 v1, a9                           ; examples/gemm_bt.kgen:9
	v_mul_f32 v14, s10, v1
	v_accvgpr_read_b32 v1, a10                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v15, s10, v1
	v_accvgpr_read_b32 v1, a11                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v16, s10, v1
	v_accvgpr_read_b32 v1, a12                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v17, s10, v1
	v_accvgpr_read_b32 v1, a13                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v18, s10, v1
	v_accvgpr_read_b32 v1, a14                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v19, s10, v1
	v_accvgpr_read_b32 v1, a15                          ; examples/gemm_bt.kgen:9
	v_mul_f32 v20, s10, v1
	v_cmp_lt_u32 s[4:5], v6, s11                        ; 'm' element in bounds
	v_cmp_lt_u32 s[6:7], v4, s17                        ; 'n' element in bounds
	s_and_b64 s[14:15], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_603
	global_store_dword v3, v2, s[8:9]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s13, 1
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 1, v6
	v_cmp_lt_u32 s[4:5], v2, s11                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_609
	global_store_dword v1, v5, s[8:9]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s13, 2
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 2, v6
	v_cmp_lt_u32 s[4:5], v2, s11                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_615
	global_store_dword v1, v7, s[8:9]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s13, 3
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 3, v6
	v_cmp_lt_u32 s[4:5], v2, s11                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_621
	global_store_dword v1, v8, s[8:9]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s13, 8
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 8, v6
	v_cmp_lt_u32 s[4:5], v2, s11                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_627
	global_store_dword v1, v9, s[8:9]                   ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s13, 9
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 9, v6
	v_cmp_lt_u32 s[4:5], v2, s11                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_633
	global_store_dword v1, v10, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s13, 10
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 10, v6
	v_cmp_lt_u32 s[4:5], v2, s11                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_639
	global_store_dword v1, v11, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s13, 11
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 11, v6
	v_cmp_lt_u32 s[4:5], v2, s11                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_645
	global_store_dword v1, v12, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s13, 16
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 16, v6
	v_cmp_lt_u32 s[4:5], v2, s11                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_651
	global_store_dword v1, v13, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s13, 17
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 17, v6
	v_cmp_lt_u32 s[4:5], v2, s11                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_657
	global_store_dword v1, v14, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s13, 18
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 18, v6
	v_cmp_lt_u32 s[4:5], v2, s11                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_663
	global_store_dword v1, v15, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s13, 19
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 19, v6
	v_cmp_lt_u32 s[4:5], v2, s11                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_669
	global_store_dword v1, v16, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s13, 24
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 24, v6
	v_cmp_lt_u32 s[4:5], v2, s11                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_675
	global_store_dword v1, v17, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s13, 25
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 25, v6
	v_cmp_lt_u32 s[4:5], v2, s11                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_681
	global_store_dword v1, v18, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s13, 26
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 26, v6
	v_cmp_lt_u32 s[4:5], v2, s11                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_687
	global_store_dword v1, v19, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s13, 27
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 27, v6
	v_cmp_lt_u32 s[4:5], v2, s11                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_693
	global_store_dword v1, v20, s[8:9]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
.Lgemm_bt_if0_end:
	s_endpgm
.Lfunc_end_gemm_bt:
	.size	gemm_bt, .Lfunc_end_gemm_bt-gemm_bt

; kernel gemm_bt_split: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel gemm_bt_split from examples/gemm_bt.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n, m, part
;   raster: 'm' in groups of 4 tiles, then the next 'n' (fewest bytes per wave); the 32 programs an L2 serves at once (Instinct MI355X: 256 CUs on 8 dies with an L2 each, which take blocks in turn; kgen gives each die a run of consecutive tiles) reads 4 a + 8 w panels (1536 B per K element; 2304 in the grid's own order at N = 8192, 4352 at N = 8128)
;   chunk: part: 1, m: 64, n: 64, kk: 32; walked in chunks: none
;   layout: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 32x32x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (0 shuffle and conversion instructions per thread)
;   product 7:16 m x n contracting kk: 2 x 2 warps, each mfma 32x32x16 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [m, n]: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     L1 [m, kk]: m:64 x kk:32: reg[kk1 kk2 m32] lane[kk4 kk8 kk16 m1 m2 m4] warp[m8 m16]
;     L2 [n, kk]: n:64 x kk:32: reg[kk1 kk2 n32] lane[kk4 kk8 kk16 n1 n2 n4] warp[n8 n16]
;       5:11 carried -> L0; 7:16 load a -> L1; 7:27 load w -> L2; 7:16 matmul -> L0; 7:9 add -> L0; 6:5 loop_result -> L0
; resources: 56 VGPRs (38 ArchVGPRs + 16 AGPRs from accum_offset 40), 44 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 20480 bytes LDS, 60 bytes of arguments, 256 threads
;   arg a: tensor bf16 at 0 (read-only)
;   arg w: tensor bf16 at 8 (read-only)
;   arg c: tensor f32 at 16 (read-only)
;   arg scale: scalar f32 at 24
;   arg acc_parts: tensor f32 at 32
;   arg rows: scalar u32 at 40
;   arg M: dim i32 at 44
;   arg K: dim i32 at 48
;   arg N: dim i32 at 52
;   arg parts: dim i32 at 56
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	gemm_bt_split
	.p2align	8
	.type	gemm_bt_split,@function
gemm_bt_split:
	s_mov_b32 s4, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument a
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument w
	s_load_dwordx2 s[10:11], s[0:1], 0x20               ; argument acc_parts
	s_load_dword s5, s[0:1], 0x28                       ; argument rows
	s_load_dword s12, s[0:1], 0x2c                      ; argument M
	s_load_dword s13, s[0:1], 0x30                      ; argument K
	s_load_dword s14, s[0:1], 0x34                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s15, s3                                   ; program index along 'part'
	s_mov_b32 s16, s2                                   ; program index over 'n' x 'm' tiles, grouped
	s_waitcnt lgkmcnt(0)
	s_add_u32 s17, s14, 63
	s_lshr_b32 s18, s17, 6
	s_max_u32 s17, s18, 1                               ; 'n' tiles
	s_add_u32 s18, s12, 63
	s_lshr_b32 s19, s18, 6
	s_max_u32 s18, s19, 1                               ; 'm' tiles
	s_mul_i32 s19, s17, s18
	s_and_b32 s20, s16, 7                               ; the die block x runs on (of 8)
	s_lshr_b32 s21, s16, 3                              ; its turn on that die
	s_add_u32 s16, s19, 7
	s_lshr_b32 s22, s16, 3                              ; blocks a tall die takes
	s_and_b32 s16, s19, 7
	s_cmp_eq_u32 s16, 0
	s_cselect_b32 s19, 1, 0
	s_cmp_lg_u32 s19, 0                                 ; tall dies (total mod P, or P)
	s_cselect_b32 s19, 8, s16
	s_mul_i32 s16, s20, s22
	s_mul_i32 s23, s19, s22
	s_sub_u32 s24, s20, s19
	s_sub_u32 s25, s22, 1
	s_mul_i32 s22, s24, s25
	s_add_u32 s24, s23, s22
	s_cmp_lt_u32 s20, s19
	s_cselect_b32 s19, 1, 0
	s_cmp_lg_u32 s19, 0                                 ; the die's first place in the grouped order
	s_cselect_b32 s19, s16, s24
	s_add_u32 s16, s19, s21                             ; this block's place in the grouped order
	s_mul_i32 s19, s17, 4                               ; programs in a group of 4 'm' tiles
	v_cvt_f32_u32 v2, s19                               ; this program's group
	v_rcp_iflag_f32 v2, v2
	s_nop 0
	v_mul_f32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32 v3, v2
	v_sub_u32 v2, 0, s19
	v_mul_lo_u32 v2, v2, v3
	v_mul_hi_u32 v2, v3, v2
	v_add_u32 v3, v3, v2
	v_mul_hi_u32 v4, s16, v3
	v_mul_lo_u32 v2, v4, s19
	v_sub_u32 v3, s16, v2
	v_cmp_ge_u32 s[20:21], v3, s19
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[20:21]
	v_sub_u32 v2, v3, s19
	v_cndmask_b32 v3, v3, v2, s[20:21]
	v_cmp_ge_u32 s[20:21], v3, s19
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[20:21]
	v_sub_u32 v2, v3, s19
	v_cndmask_b32 v3, v3, v2, s[20:21]
	v_cmp_eq_u32 s[20:21], 0, s19
	s_nop 1
	v_cndmask_b32 v4, v4, -1, s[20:21]
	s_nop 0
	v_readfirstlane_b32 s17, v4
	s_mov_b32 s20, s17
	s_mul_i32 s17, s20, s19                             ; its place in the group: n - (n / d) d
	s_sub_u32 s19, s16, s17
	s_mul_i32 s16, s20, 4                               ; the group's first 'm' tile
	s_sub_u32 s17, s18, s16
	s_min_u32 s18, s17, 4                               ; 'm' tiles in this group (the last may be short)
	v_cvt_f32_u32 v2, s18
	v_rcp_iflag_f32 v2, v2
	s_nop 0
	v_mul_f32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32 v3, v2
	v_sub_u32 v2, 0, s18
	v_mul_lo_u32 v2, v2, v3
	v_mul_hi_u32 v2, v3, v2
	v_add_u32 v3, v3, v2
	v_mul_hi_u32 v4, s19, v3
	v_mul_lo_u32 v2, v4, s18
	v_sub_u32 v3, s19, v2
	v_cmp_ge_u32 s[20:21], v3, s18
	v_sub_u32 v2, v3, s18
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[20:21]
	v_cmp_ge_u32 s[20:21], v3, s18
	v_sub_u32 v2, v3, s18
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[20:21]
	s_nop 0
	v_readfirstlane_b32 s17, v3
	s_mov_b32 s20, s17
	s_add_u32 s17, s16, s20                             ; this program's 'm' tile
	v_cvt_f32_u32 v2, s18                               ; this program's 'n' tile
	v_rcp_iflag_f32 v2, v2
	s_nop 0
	v_mul_f32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32 v3, v2
	v_sub_u32 v2, 0, s18
	v_mul_lo_u32 v2, v2, v3
	v_mul_hi_u32 v2, v3, v2
	v_add_u32 v3, v3, v2
	v_mul_hi_u32 v4, s19, v3
	v_mul_lo_u32 v2, v4, s18
	v_sub_u32 v3, s19, v2
	v_cmp_ge_u32 s[20:21], v3, s18
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[20:21]
	v_sub_u32 v2, v3, s18
	v_cndmask_b32 v3, v3, v2, s[20:21]
	v_cmp_ge_u32 s[20:21], v3, s18
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[20:21]
	v_sub_u32 v2, v3, s18
	v_cndmask_b32 v3, v3, v2, s[20:21]
	v_cmp_eq_u32 s[20:21], 0, s18
	s_nop 1
	v_cndmask_b32 v4, v4, -1, s[20:21]
	s_nop 0
	v_readfirstlane_b32 s16, v4
	s_mov_b32 s18, s16
	s_mul_i32 s16, s18, 64                              ; first 'n' of this program's tile (64)
	s_sub_u32 s18, s14, s16
	s_min_u32 s19, s18, 64                              ; 'n' elements in this tile
	s_mul_i32 s18, s17, 64                              ; first 'm' of this program's tile (64)
	s_sub_u32 s17, s12, s18
	s_min_u32 s20, s17, 64                              ; 'm' elements in this tile
	s_mul_i32 s17, s15, s5                              ; first 'k' of part 'part'
	s_max_u32 s21, s13, s17
	s_sub_u32 s22, s21, s17
	s_min_u32 s21, s22, s5                              ; 'k' rows of this part
	s_and_b32 s5, s13, 3
	s_cmp_eq_u32 s5, 0                                  ; rows start aligned to 4 elements iff K % 4 == 0
	s_cselect_b32 s5, 1, 0
	s_and_b32 s22, s13, 7
	s_cmp_eq_u32 s22, 0                                 ; rows start aligned to 8 elements iff K % 8 == 0
	s_cselect_b32 s22, 1, 0
	s_and_b32 s23, s5, s22
	s_cmp_ge_u32 s19, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s5, 1, 0
	s_cmp_ge_u32 s20, 64                                ; a whole chunk of 'm' (64) is in bounds
	s_cselect_b32 s22, 1, 0
	s_and_b32 s24, s5, s22
	v_and_b32 v2, 31, v1
	v_lshrrev_b32 v3, 6, v1
	v_and_b32 v4, 1, v3
	v_lshlrev_b32 v3, 5, v4
	v_or_b32 v4, v2, v3                                 ; thread's 'r' coordinate
	v_lshrrev_b32 v5, 5, v1
	v_and_b32 v6, 1, v5
	v_lshlrev_b32 v5, 3, v6
	v_mul_lo_u32 v7, 40, v4
	v_add_u32 v4, v7, v5
	v_lshlrev_b32 v7, 1, v4                             ; thread's M-fragment place
	v_lshrrev_b32 v4, 7, v1
	v_lshlrev_b32 v8, 5, v4
	v_or_b32 v4, v2, v8                                 ; thread's 'r' coordinate
	v_mul_lo_u32 v2, 40, v4
	v_add_u32 v8, v2, v5
	v_lshlrev_b32 v2, 1, v8                             ; thread's N-fragment place
	v_lshrrev_b32 v5, 2, v1
	v_and_b32 v8, 3, v1
	v_lshlrev_b32 v9, 3, v8
	v_mul_lo_u32 v8, s13, v5
	v_add_u32 v10, v8, v9
	v_lshlrev_b32 v8, 1, v10                            ; thread's first 16 bytes of a 'a' tile
	v_mul_lo_u32 v10, 40, v5
	v_add_u32 v11, v10, v9
	v_lshlrev_b32 v9, 1, v11                            ; thread's first 16 bytes in st0
	s_mul_i32 s26, s18, s13
	s_mul_hi_u32 s27, s18, s13
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s26, s6, s28                              ; 'a' at this program
	s_addc_u32 s27, s7, s29
	s_mul_i32 s6, s16, s13
	s_mul_hi_u32 s7, s16, s13
	s_lshl_b64 s[28:29], s[6:7], 1
	s_add_u32 s6, s8, s28                               ; 'w' at this program
	s_addc_u32 s7, s9, s29
	v_lshrrev_b32 v10, 3, v1
	v_mul_lo_u32 v11, s13, v10
	v_and_b32 v12, 7, v1
	v_lshlrev_b32 v1, 2, v12
	v_add_u32 v12, v11, v1
	v_lshlrev_b32 v11, 1, v12                           ; thread's byte offset in a chunk of 'a'
	v_mul_lo_u32 v12, 40, v10
	v_add_u32 v13, v12, v1
	v_lshlrev_b32 v12, 1, v13                           ; thread's place in st0
	s_mul_i32 s5, s14, s12                              ; a stride of 'acc_parts'
	v_lshlrev_b32 v13, 2, v6
	v_or_b32 v6, v13, v3                                ; thread's 'm' coordinate
	v_mul_lo_u32 v3, s14, v6
	v_add_u32 v13, v3, v4
	v_lshlrev_b32 v3, 2, v13                            ; thread's byte offset in a chunk of 'acc_parts'
	s_mul_i32 s8, s15, s5
	s_mul_hi_u32 s9, s15, s5
	s_lshl_b64 s[28:29], s[8:9], 2
	s_add_u32 s8, s10, s28                              ; 'acc_parts' at this program
	s_addc_u32 s9, s11, s29
	s_mul_i32 s10, s18, s14
	s_mul_hi_u32 s11, s18, s14
	s_lshl_b64 s[28:29], s[10:11], 2
	s_add_u32 s10, s8, s28                              ; 'acc_parts' at this program
	s_addc_u32 s11, s9, s29
	s_mov_b32 s8, s16
	s_mov_b32 s9, 0
	s_lshl_b64 s[28:29], s[8:9], 2
	s_add_u32 s8, s10, s28                              ; 'acc_parts' at this program
	s_addc_u32 s9, s11, s29
	s_cmp_eq_u32 s24, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lgemm_bt_split_if0_else
	v_accvgpr_write_b32 a0, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a1, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a2, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a3, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a4, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a5, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a6, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a7, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a8, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a9, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a10, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a11, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a12, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a13, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a14, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a15, 0                          ; loop-carried 'acc'
	s_cmp_ge_u32 s21, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s5, 1, 0
	s_sub_u32 s10, s21, 31
	s_cmp_lg_u32 s5, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s5, s10, 0
	s_cmp_eq_u32 s23, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lgemm_bt_split_if1_else
	s_add_u32 s10, s17, 0
	s_mov_b32 s24, s10
	s_mov_b32 s25, 0
	s_lshl_b64 s[10:11], s[24:25], 1
	s_add_u32 s24, s26, s10                             ; 'a' at this chunk
	s_addc_u32 s25, s27, s11
	s_cmp_lt_u32 0, s5                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s12, 1, 0
	v_cmp_lt_u32 s[28:29], v5, s20
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v14, 0                                    ; outside: 0
	v_mov_b32 v15, 0                                    ; outside: 0
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_690
	global_load_dwordx4 v[14:17], v8, s[24:25]          ; examples/gemm_bt.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[14:17]                          ; 16 bytes into st0
	s_add_u32 s24, s6, s10                              ; 'w' at this chunk
	s_addc_u32 s25, s7, s11
	v_cmp_lt_u32 s[10:11], v5, s19
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[10:11]
	v_mov_b32 v14, 0                                    ; outside: 0
	v_mov_b32 v15, 0                                    ; outside: 0
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_697
	global_load_dwordx4 v[14:17], v8, s[24:25]          ; examples/gemm_bt.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[14:17] offset:5120              ; 16 bytes into st1
	s_mov_b32 s10, 0                                    ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s10, s5
	s_cbranch_scc1 .Lgemm_bt_split_loop0_end
.Lgemm_bt_split_loop0:
	s_add_u32 s11, s10, 32
	s_cmp_lt_u32 s10, s5
	s_cselect_b32 s12, 1, 0
	s_cmp_eq_u32 s12, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_split_if2_end
	s_add_u32 s12, s17, s11
	s_mov_b32 s24, s12
	s_mov_b32 s25, 0
	s_lshl_b64 s[28:29], s[24:25], 1
	s_add_u32 s24, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s25, s27, s29
	s_cmp_lt_u32 s11, s5                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[30:31], v5, s20
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[34:35], s[32:33], s[30:31]
	v_mov_b32 v14, 0                                    ; outside: 0
	v_mov_b32 v15, 0                                    ; outside: 0
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_709
	global_load_dwordx4 v[14:17], v8, s[24:25]          ; examples/gemm_bt.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[30:31]
	s_add_u32 s24, s6, s28                              ; 'w' at this chunk
	s_addc_u32 s25, s7, s29
	v_cmp_lt_u32 s[28:29], v5, s19
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_716
	global_load_dwordx4 v[18:21], v8, s[24:25]          ; examples/gemm_bt.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[22:25], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[26:29], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[22:25], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[26:29], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(1)
	ds_write_b128 v9, v[14:17] offset:10240             ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[18:21] offset:15360             ; 16 bytes into st1
.Lgemm_bt_split_if2_end:
	s_add_u32 s11, s10, 32
	s_add_u32 s12, s11, 32
	s_cmp_lt_u32 s11, s5
	s_cselect_b32 s11, 1, 0
	s_cmp_eq_u32 s11, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_split_if3_end
	s_add_u32 s11, s17, s12
	s_mov_b32 s24, s11
	s_mov_b32 s25, 0
	s_lshl_b64 s[28:29], s[24:25], 1
	s_add_u32 s24, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s25, s27, s29
	s_cmp_lt_u32 s12, s5                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[30:31], v5, s20
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[34:35], s[32:33], s[30:31]
	v_mov_b32 v14, 0                                    ; outside: 0
	v_mov_b32 v15, 0                                    ; outside: 0
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_747
	global_load_dwordx4 v[14:17], v8, s[24:25]          ; examples/gemm_bt.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[30:31]
	s_add_u32 s24, s6, s28                              ; 'w' at this chunk
	s_addc_u32 s25, s7, s29
	v_cmp_lt_u32 s[28:29], v5, s19
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_754
	global_load_dwordx4 v[18:21], v8, s[24:25]          ; examples/gemm_bt.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[22:25], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[26:29], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[22:25], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[26:29], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(1)
	ds_write_b128 v9, v[14:17]                          ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[18:21] offset:5120              ; 16 bytes into st1
.Lgemm_bt_split_if3_end:
	s_add_u32 s10, s10, 64
	s_cmp_lt_u32 s10, s5
	s_cbranch_scc1 .Lgemm_bt_split_loop0
.Lgemm_bt_split_loop0_end:
	s_branch .Lgemm_bt_split_if1_end
.Lgemm_bt_split_if1_else:
	s_add_u32 s10, s17, 0
	s_mov_b32 s24, s10
	s_mov_b32 s25, 0
	s_lshl_b64 s[10:11], s[24:25], 1
	s_add_u32 s24, s26, s10                             ; 'a' at this chunk
	s_addc_u32 s25, s27, s11
	s_cmp_lt_u32 0, s5                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s12, 1, 0
	v_cmp_lt_u32 s[28:29], v5, s20
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v13, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_783
	global_load_ushort v13, v8, s[24:25]                ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v14, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_783
	global_load_ushort v14, v8, s[24:25] offset:2       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v15, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_783
	global_load_ushort v15, v8, s[24:25] offset:4       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_783
	global_load_ushort v16, v8, s[24:25] offset:6       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_783
	global_load_ushort v17, v8, s[24:25] offset:8       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_783
	global_load_ushort v18, v8, s[24:25] offset:10      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_783
	global_load_ushort v19, v8, s[24:25] offset:12      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_783
	global_load_ushort v20, v8, s[24:25] offset:14      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(6)
	v_perm_b32 v21, v14, v13, s4                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v13, v16, v15, s4                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v14, v18, v17, s4                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v15, v20, v19, s4                        ; elements 6, 7
	v_mov_b32 v16, v21                                  ; 16 bytes into st0
	v_mov_b32 v17, v13
	v_mov_b32 v18, v14
	v_mov_b32 v19, v15
	ds_write_b128 v9, v[16:19]
	s_add_u32 s24, s6, s10                              ; 'w' at this chunk
	s_addc_u32 s25, s7, s11
	v_cmp_lt_u32 s[10:11], v5, s19
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[10:11]
	v_mov_b32 v13, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_798
	global_load_ushort v13, v8, s[24:25]                ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v14, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_798
	global_load_ushort v14, v8, s[24:25] offset:2       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v15, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_798
	global_load_ushort v15, v8, s[24:25] offset:4       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_798
	global_load_ushort v16, v8, s[24:25] offset:6       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_798
	global_load_ushort v17, v8, s[24:25] offset:8       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_798
	global_load_ushort v18, v8, s[24:25] offset:10      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_798
	global_load_ushort v19, v8, s[24:25] offset:12      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_798
	global_load_ushort v20, v8, s[24:25] offset:14      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(6)
	v_perm_b32 v21, v14, v13, s4                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v13, v16, v15, s4                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v14, v18, v17, s4                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v15, v20, v19, s4                        ; elements 6, 7
	v_mov_b32 v16, v21                                  ; 16 bytes into st1
	v_mov_b32 v17, v13
	v_mov_b32 v18, v14
	v_mov_b32 v19, v15
	ds_write_b128 v9, v[16:19] offset:5120
	s_mov_b32 s10, 0                                    ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s10, s5
	s_cbranch_scc1 .Lgemm_bt_split_loop1_end
.Lgemm_bt_split_loop1:
	s_add_u32 s11, s10, 32
	s_cmp_lt_u32 s10, s5
	s_cselect_b32 s12, 1, 0
	s_cmp_eq_u32 s12, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_split_if4_end
	s_add_u32 s12, s17, s11
	s_mov_b32 s24, s12
	s_mov_b32 s25, 0
	s_lshl_b64 s[28:29], s[24:25], 1
	s_add_u32 s24, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s25, s27, s29
	s_cmp_lt_u32 s11, s5                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[30:31], v5, s20
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[34:35], s[32:33], s[30:31]
	v_mov_b32 v13, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_818
	global_load_ushort v13, v8, s[24:25]                ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v14, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_818
	global_load_ushort v14, v8, s[24:25] offset:2       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v15, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_818
	global_load_ushort v15, v8, s[24:25] offset:4       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_818
	global_load_ushort v16, v8, s[24:25] offset:6       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_818
	global_load_ushort v17, v8, s[24:25] offset:8       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_818
	global_load_ushort v18, v8, s[24:25] offset:10      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_818
	global_load_ushort v19, v8, s[24:25] offset:12      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_818
	global_load_ushort v20, v8, s[24:25] offset:14      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	s_add_u32 s24, s6, s28                              ; 'w' at this chunk
	s_addc_u32 s25, s7, s29
	v_cmp_lt_u32 s[28:29], v5, s19
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_833
	global_load_ushort v21, v8, s[24:25]                ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_833
	global_load_ushort v22, v8, s[24:25] offset:2       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_833
	global_load_ushort v23, v8, s[24:25] offset:4       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_833
	global_load_ushort v24, v8, s[24:25] offset:6       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_833
	global_load_ushort v25, v8, s[24:25] offset:8       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_833
	global_load_ushort v26, v8, s[24:25] offset:10      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_833
	global_load_ushort v27, v8, s[24:25] offset:12      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_833
	global_load_ushort v28, v8, s[24:25] offset:14      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[34:37], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[30:33], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[34:37], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(14)
	v_perm_b32 v29, v14, v13, s4                        ; elements 0, 1
	s_waitcnt vmcnt(12)
	v_perm_b32 v13, v16, v15, s4                        ; elements 2, 3
	s_waitcnt vmcnt(10)
	v_perm_b32 v14, v18, v17, s4                        ; elements 4, 5
	s_waitcnt vmcnt(8)
	v_perm_b32 v15, v20, v19, s4                        ; elements 6, 7
	v_mov_b32 v16, v29                                  ; 16 bytes into st0
	v_mov_b32 v17, v13
	v_mov_b32 v18, v14
	v_mov_b32 v19, v15
	ds_write_b128 v9, v[16:19] offset:10240
	s_waitcnt vmcnt(6)
	v_perm_b32 v13, v22, v21, s4                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v14, v24, v23, s4                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v15, v26, v25, s4                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v28, v27, s4                        ; elements 6, 7
	v_mov_b32 v18, v13                                  ; 16 bytes into st1
	v_mov_b32 v19, v14
	v_mov_b32 v20, v15
	v_mov_b32 v21, v16
	ds_write_b128 v9, v[18:21] offset:15360
.Lgemm_bt_split_if4_end:
	s_add_u32 s11, s10, 32
	s_add_u32 s12, s11, 32
	s_cmp_lt_u32 s11, s5
	s_cselect_b32 s11, 1, 0
	s_cmp_eq_u32 s11, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_split_if5_end
	s_add_u32 s11, s17, s12
	s_mov_b32 s24, s11
	s_mov_b32 s25, 0
	s_lshl_b64 s[28:29], s[24:25], 1
	s_add_u32 s24, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s25, s27, s29
	s_cmp_lt_u32 s12, s5                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[30:31], v5, s20
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[34:35], s[32:33], s[30:31]
	v_mov_b32 v13, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_872
	global_load_ushort v13, v8, s[24:25]                ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v14, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_872
	global_load_ushort v14, v8, s[24:25] offset:2       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v15, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_872
	global_load_ushort v15, v8, s[24:25] offset:4       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_872
	global_load_ushort v16, v8, s[24:25] offset:6       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_872
	global_load_ushort v17, v8, s[24:25] offset:8       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_872
	global_load_ushort v18, v8, s[24:25] offset:10      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_872
	global_load_ushort v19, v8, s[24:25] offset:12      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_872
	global_load_ushort v20, v8, s[24:25] offset:14      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	s_add_u32 s24, s6, s28                              ; 'w' at this chunk
	s_addc_u32 s25, s7, s29
	v_cmp_lt_u32 s[28:29], v5, s19
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_887
	global_load_ushort v21, v8, s[24:25]                ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_887
	global_load_ushort v22, v8, s[24:25] offset:2       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_887
	global_load_ushort v23, v8, s[24:25] offset:4       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_887
	global_load_ushort v24, v8, s[24:25] offset:6       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_887
	global_load_ushort v25, v8, s[24:25] offset:8       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_887
	global_load_ushort v26, v8, s[24:25] offset:10      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_887
	global_load_ushort v27, v8, s[24:25] offset:12      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_887
	global_load_ushort v28, v8, s[24:25] offset:14      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[34:37], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[30:33], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[34:37], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(14)
	v_perm_b32 v29, v14, v13, s4                        ; elements 0, 1
	s_waitcnt vmcnt(12)
	v_perm_b32 v13, v16, v15, s4                        ; elements 2, 3
	s_waitcnt vmcnt(10)
	v_perm_b32 v14, v18, v17, s4                        ; elements 4, 5
	s_waitcnt vmcnt(8)
	v_perm_b32 v15, v20, v19, s4                        ; elements 6, 7
	v_mov_b32 v16, v29                                  ; 16 bytes into st0
	v_mov_b32 v17, v13
	v_mov_b32 v18, v14
	v_mov_b32 v19, v15
	ds_write_b128 v9, v[16:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v13, v22, v21, s4                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v14, v24, v23, s4                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v15, v26, v25, s4                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v28, v27, s4                        ; elements 6, 7
	v_mov_b32 v18, v13                                  ; 16 bytes into st1
	v_mov_b32 v19, v14
	v_mov_b32 v20, v15
	v_mov_b32 v21, v16
	ds_write_b128 v9, v[18:21] offset:5120
.Lgemm_bt_split_if5_end:
	s_add_u32 s10, s10, 64
	s_cmp_lt_u32 s10, s5
	s_cbranch_scc1 .Lgemm_bt_split_loop1
.Lgemm_bt_split_loop1_end:
.Lgemm_bt_split_if1_end:
	s_add_u32 s10, s5, 31
	s_and_b32 s5, s10, 0xffffffe0                       ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s10, s5                                   ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s10, s21
	s_cbranch_scc1 .Lgemm_bt_split_loop2_end
.Lgemm_bt_split_loop2:
	s_add_u32 s5, s17, s10
	s_sub_u32 s11, s21, s10
	s_mov_b32 s24, s5
	s_mov_b32 s25, 0
	s_lshl_b64 s[28:29], s[24:25], 1
	s_add_u32 s24, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s25, s27, s29
	v_cmp_lt_u32 s[30:31], v10, s20                     ; 'm' element in bounds
	v_cmp_lt_u32 s[32:33], v1, s11                      ; 'kk' element in bounds
	s_and_b64 s[34:35], s[30:31], s[32:33]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_221
	global_load_ushort v13, v11, s[24:25]               ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v13
	v_add_u32 v13, 1, v1
	v_cmp_lt_u32 s[34:35], v13, s11                     ; 'kk' element in bounds
	s_and_b64 s[36:37], s[30:31], s[34:35]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_226
	global_load_ushort v13, v11, s[24:25] offset:2      ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v15, 16, v13
	v_add_u32 v13, 2, v1
	v_cmp_lt_u32 s[36:37], v13, s11                     ; 'kk' element in bounds
	s_and_b64 s[38:39], s[30:31], s[36:37]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_231
	global_load_ushort v13, v11, s[24:25] offset:4      ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v13
	v_add_u32 v13, 3, v1
	v_cmp_lt_u32 s[38:39], v13, s11                     ; 'kk' element in bounds
	s_and_b64 s[40:41], s[30:31], s[38:39]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_236
	global_load_ushort v13, v11, s[24:25] offset:6      ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v13
	s_mul_i32 s5, s13, 32
	s_lshl_b32 s11, s5, 1
	v_add_u32 v13, s11, v11
	v_add_u32 v18, 32, v10
	v_cmp_lt_u32 s[30:31], v18, s20                     ; 'm' element in bounds
	s_and_b64 s[40:41], s[30:31], s[32:33]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_244
	global_load_ushort v19, v13, s[24:25]               ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v19
	s_and_b64 s[40:41], s[30:31], s[34:35]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_247
	global_load_ushort v19, v13, s[24:25] offset:2      ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v19
	s_and_b64 s[40:41], s[30:31], s[36:37]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_250
	global_load_ushort v19, v13, s[24:25] offset:4      ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v19
	s_and_b64 s[40:41], s[30:31], s[38:39]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_253
	global_load_ushort v19, v13, s[24:25] offset:6      ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v19
	v_lshrrev_b32 v19, 16, v14
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v12, v19                               ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v15
	ds_write_b16 v12, v14 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v16
	ds_write_b16 v12, v14 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v17
	ds_write_b16 v12, v14 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v20
	ds_write_b16 v12, v14 offset:2560                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v21
	ds_write_b16 v12, v14 offset:2562                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v22
	ds_write_b16 v12, v14 offset:2564                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v23
	ds_write_b16 v12, v14 offset:2566                   ; A operand of the product: stage
	s_add_u32 s24, s6, s28                              ; 'w' at this chunk
	s_addc_u32 s25, s7, s29
	v_cmp_lt_u32 s[28:29], v10, s19                     ; 'n' element in bounds
	s_and_b64 s[30:31], s[28:29], s[32:33]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[30:31]               ; lanes where %vpred_269
	global_load_ushort v14, v11, s[24:25]               ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v15, 16, v14
	s_and_b64 s[30:31], s[28:29], s[34:35]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[30:31]               ; lanes where %vpred_272
	global_load_ushort v14, v11, s[24:25] offset:2      ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v14
	s_and_b64 s[30:31], s[28:29], s[36:37]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[30:31]               ; lanes where %vpred_275
	global_load_ushort v14, v11, s[24:25] offset:4      ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v14
	s_and_b64 s[30:31], s[28:29], s[38:39]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_278
	global_load_ushort v14, v11, s[24:25] offset:6      ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v14
	v_cmp_lt_u32 s[28:29], v18, s19                     ; 'n' element in bounds
	s_and_b64 s[30:31], s[28:29], s[32:33]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_282
	global_load_ushort v14, v13, s[24:25]               ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v14
	s_and_b64 s[30:31], s[28:29], s[34:35]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_285
	global_load_ushort v14, v13, s[24:25] offset:2      ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v14
	s_and_b64 s[30:31], s[28:29], s[36:37]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_288
	global_load_ushort v14, v13, s[24:25] offset:4      ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v14
	s_and_b64 s[30:31], s[28:29], s[38:39]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_291
	global_load_ushort v14, v13, s[24:25] offset:6      ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v13, 16, v14
	v_lshrrev_b32 v14, 16, v15
	ds_write_b16 v12, v14 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v16
	ds_write_b16 v12, v14 offset:5122                   ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v17
	ds_write_b16 v12, v14 offset:5124                   ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v19
	ds_write_b16 v12, v14 offset:5126                   ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v18
	ds_write_b16 v12, v14 offset:7680                   ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v20
	ds_write_b16 v12, v14 offset:7682                   ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v21
	ds_write_b16 v12, v14 offset:7684                   ; B operand of the product: stage
	v_lshrrev_b32 v14, 16, v13
	ds_write_b16 v12, v14 offset:7686                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[14:17], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[18:21], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[18:21], v[14:17], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[14:17], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[18:21], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[18:21], v[14:17], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_add_u32 s10, s10, 32
	s_cmp_lt_u32 s10, s21
	s_cbranch_scc1 .Lgemm_bt_split_loop2
.Lgemm_bt_split_loop2_end:
	s_nop 7
	s_nop 0
	v_accvgpr_read_b32 v13, a0                          ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v3, v13, s[8:9]
	s_mul_i32 s5, s14, 1
	s_lshl_b32 s10, s5, 2
	v_add_u32 v13, s10, v3
	v_accvgpr_read_b32 v14, a1                          ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v13, v14, s[8:9]
	s_mul_i32 s5, s14, 2
	s_lshl_b32 s10, s5, 2
	v_add_u32 v13, s10, v3
	v_accvgpr_read_b32 v14, a2                          ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v13, v14, s[8:9]
	s_mul_i32 s5, s14, 3
	s_lshl_b32 s10, s5, 2
	v_add_u32 v13, s10, v3
	v_accvgpr_read_b32 v14, a3                          ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v13, v14, s[8:9]
	s_mul_i32 s5, s14, 8
	s_lshl_b32 s10, s5, 2
	v_add_u32 v13, s10, v3
	v_accvgpr_read_b32 v14, a4                          ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v13, v14, s[8:9]
	s_mul_i32 s5, s14, 9
	s_lshl_b32 s10, s5, 2
	v_add_u32 v13, s10, v3
	v_accvgpr_read_b32 v14, a5                          ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v13, v14, s[8:9]
	s_mul_i32 s5, s14, 10
	s_lshl_b32 s10, s5, 2
	v_add_u32 v13, s10, v3
	v_accvgpr_read_b32 v14, a6                          ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v13, v14, s[8:9]
	s_mul_i32 s5, s14, 11
	s_lshl_b32 s10, s5, 2
	v_add_u32 v13, s10, v3
	v_accvgpr_read_b32 v14, a7                          ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v13, v14, s[8:9]
	s_mul_i32 s5, s14, 16
	s_lshl_b32 s10, s5, 2
	v_add_u32 v13, s10, v3
	v_accvgpr_read_b32 v14, a8                          ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v13, v14, s[8:9]
	s_mul_i32 s5, s14, 17
	s_lshl_b32 s10, s5, 2
	v_add_u32 v13, s10, v3
	v_accvgpr_read_b32 v14, a9                          ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v13, v14, s[8:9]
	s_mul_i32 s5, s14, 18
	s_lshl_b32 s10, s5, 2
	v_add_u32 v13, s10, v3
	v_accvgpr_read_b32 v14, a10                         ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v13, v14, s[8:9]
	s_mul_i32 s5, s14, 19
	s_lshl_b32 s10, s5, 2
	v_add_u32 v13, s10, v3
	v_accvgpr_read_b32 v14, a11                         ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v13, v14, s[8:9]
	s_mul_i32 s5, s14, 24
	s_lshl_b32 s10, s5, 2
	v_add_u32 v13, s10, v3
	v_accvgpr_read_b32 v14, a12                         ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v13, v14, s[8:9]
	s_mul_i32 s5, s14, 25
	s_lshl_b32 s10, s5, 2
	v_add_u32 v13, s10, v3
	v_accvgpr_read_b32 v14, a13                         ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v13, v14, s[8:9]
	s_mul_i32 s5, s14, 26
	s_lshl_b32 s10, s5, 2
	v_add_u32 v13, s10, v3
	v_accvgpr_read_b32 v14, a14                         ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v13, v14, s[8:9]
	s_mul_i32 s5, s14, 27
	s_lshl_b32 s10, s5, 2
	v_add_u32 v13, s10, v3
	v_accvgpr_read_b32 v14, a15                         ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v13, v14, s[8:9]
	s_branch .Lgemm_bt_split_if0_end
.Lgemm_bt_split_if0_else:
	v_accvgpr_write_b32 a0, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a1, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a2, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a3, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a4, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a5, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a6, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a7, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a8, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a9, 0                           ; loop-carried 'acc'
	v_accvgpr_write_b32 a10, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a11, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a12, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a13, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a14, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a15, 0                          ; loop-carried 'acc'
	s_cmp_ge_u32 s21, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s5, 1, 0
	s_sub_u32 s10, s21, 31
	s_cmp_lg_u32 s5, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s5, s10, 0
	s_cmp_eq_u32 s23, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lgemm_bt_split_if6_else
	s_add_u32 s10, s17, 0
	s_mov_b32 s22, s10
	s_mov_b32 s23, 0
	s_lshl_b64 s[10:11], s[22:23], 1
	s_add_u32 s22, s26, s10                             ; 'a' at this chunk
	s_addc_u32 s23, s27, s11
	s_cmp_lt_u32 0, s5                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s12, 1, 0
	v_cmp_lt_u32 s[24:25], v5, s20
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v14, 0                                    ; outside: 0
	v_mov_b32 v15, 0                                    ; outside: 0
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_924
	global_load_dwordx4 v[14:17], v8, s[22:23]          ; examples/gemm_bt.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[14:17]                          ; 16 bytes into st0
	s_add_u32 s22, s6, s10                              ; 'w' at this chunk
	s_addc_u32 s23, s7, s11
	v_cmp_lt_u32 s[10:11], v5, s19
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[24:25], exec, 0
	s_and_b64 s[28:29], s[24:25], s[10:11]
	v_mov_b32 v14, 0                                    ; outside: 0
	v_mov_b32 v15, 0                                    ; outside: 0
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_931
	global_load_dwordx4 v[14:17], v8, s[22:23]          ; examples/gemm_bt.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[14:17] offset:5120              ; 16 bytes into st1
	s_mov_b32 s10, 0                                    ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s10, s5
	s_cbranch_scc1 .Lgemm_bt_split_loop3_end
.Lgemm_bt_split_loop3:
	s_add_u32 s11, s10, 32
	s_cmp_lt_u32 s10, s5
	s_cselect_b32 s12, 1, 0
	s_cmp_eq_u32 s12, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_split_if7_end
	s_add_u32 s12, s17, s11
	s_mov_b32 s22, s12
	s_mov_b32 s23, 0
	s_lshl_b64 s[24:25], s[22:23], 1
	s_add_u32 s22, s26, s24                             ; 'a' at this chunk
	s_addc_u32 s23, s27, s25
	s_cmp_lt_u32 s11, s5                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[28:29], v5, s20
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v14, 0                                    ; outside: 0
	v_mov_b32 v15, 0                                    ; outside: 0
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_943
	global_load_dwordx4 v[14:17], v8, s[22:23]          ; examples/gemm_bt.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[28:29]
	s_add_u32 s22, s6, s24                              ; 'w' at this chunk
	s_addc_u32 s23, s7, s25
	v_cmp_lt_u32 s[24:25], v5, s19
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_950
	global_load_dwordx4 v[18:21], v8, s[22:23]          ; examples/gemm_bt.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[22:25], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[26:29], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[22:25], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[26:29], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(1)
	ds_write_b128 v9, v[14:17] offset:10240             ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[18:21] offset:15360             ; 16 bytes into st1
.Lgemm_bt_split_if7_end:
	s_add_u32 s11, s10, 32
	s_add_u32 s12, s11, 32
	s_cmp_lt_u32 s11, s5
	s_cselect_b32 s11, 1, 0
	s_cmp_eq_u32 s11, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_split_if8_end
	s_add_u32 s11, s17, s12
	s_mov_b32 s22, s11
	s_mov_b32 s23, 0
	s_lshl_b64 s[24:25], s[22:23], 1
	s_add_u32 s22, s26, s24                             ; 'a' at this chunk
	s_addc_u32 s23, s27, s25
	s_cmp_lt_u32 s12, s5                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[28:29], v5, s20
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v14, 0                                    ; outside: 0
	v_mov_b32 v15, 0                                    ; outside: 0
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_981
	global_load_dwordx4 v[14:17], v8, s[22:23]          ; examples/gemm_bt.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[28:29]
	s_add_u32 s22, s6, s24                              ; 'w' at this chunk
	s_addc_u32 s23, s7, s25
	v_cmp_lt_u32 s[24:25], v5, s19
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_988
	global_load_dwordx4 v[18:21], v8, s[22:23]          ; examples/gemm_bt.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[22:25], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[26:29], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[22:25], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[26:29], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(1)
	ds_write_b128 v9, v[14:17]                          ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[18:21] offset:5120              ; 16 bytes into st1
.Lgemm_bt_split_if8_end:
	s_add_u32 s10, s10, 64
	s_cmp_lt_u32 s10, s5
	s_cbranch_scc1 .Lgemm_bt_split_loop3
.Lgemm_bt_split_loop3_end:
	s_branch .Lgemm_bt_split_if6_end
.Lgemm_bt_split_if6_else:
	s_add_u32 s10, s17, 0
	s_mov_b32 s22, s10
	s_mov_b32 s23, 0
	s_lshl_b64 s[10:11], s[22:23], 1
	s_add_u32 s22, s26, s10                             ; 'a' at this chunk
	s_addc_u32 s23, s27, s11
	s_cmp_lt_u32 0, s5                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s12, 1, 0
	v_cmp_lt_u32 s[24:25], v5, s20
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v13, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1017
	global_load_ushort v13, v8, s[22:23]                ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v14, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1017
	global_load_ushort v14, v8, s[22:23] offset:2       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v15, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1017
	global_load_ushort v15, v8, s[22:23] offset:4       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1017
	global_load_ushort v16, v8, s[22:23] offset:6       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1017
	global_load_ushort v17, v8, s[22:23] offset:8       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1017
	global_load_ushort v18, v8, s[22:23] offset:10      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1017
	global_load_ushort v19, v8, s[22:23] offset:12      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1017
	global_load_ushort v20, v8, s[22:23] offset:14      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(6)
	v_perm_b32 v21, v14, v13, s4                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v13, v16, v15, s4                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v14, v18, v17, s4                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v15, v20, v19, s4                        ; elements 6, 7
	v_mov_b32 v16, v21                                  ; 16 bytes into st0
	v_mov_b32 v17, v13
	v_mov_b32 v18, v14
	v_mov_b32 v19, v15
	ds_write_b128 v9, v[16:19]
	s_add_u32 s22, s6, s10                              ; 'w' at this chunk
	s_addc_u32 s23, s7, s11
	v_cmp_lt_u32 s[10:11], v5, s19
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[24:25], exec, 0
	s_and_b64 s[28:29], s[24:25], s[10:11]
	v_mov_b32 v13, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_1032
	global_load_ushort v13, v8, s[22:23]                ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v14, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_1032
	global_load_ushort v14, v8, s[22:23] offset:2       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v15, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_1032
	global_load_ushort v15, v8, s[22:23] offset:4       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_1032
	global_load_ushort v16, v8, s[22:23] offset:6       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_1032
	global_load_ushort v17, v8, s[22:23] offset:8       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_1032
	global_load_ushort v18, v8, s[22:23] offset:10      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_1032
	global_load_ushort v19, v8, s[22:23] offset:12      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_1032
	global_load_ushort v20, v8, s[22:23] offset:14      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(6)
	v_perm_b32 v21, v14, v13, s4                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v13, v16, v15, s4                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v14, v18, v17, s4                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v15, v20, v19, s4                        ; elements 6, 7
	v_mov_b32 v16, v21                                  ; 16 bytes into st1
	v_mov_b32 v17, v13
	v_mov_b32 v18, v14
	v_mov_b32 v19, v15
	ds_write_b128 v9, v[16:19] offset:5120
	s_mov_b32 s10, 0                                    ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s10, s5
	s_cbranch_scc1 .Lgemm_bt_split_loop4_end
.Lgemm_bt_split_loop4:
	s_add_u32 s11, s10, 32
	s_cmp_lt_u32 s10, s5
	s_cselect_b32 s12, 1, 0
	s_cmp_eq_u32 s12, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_split_if9_end
	s_add_u32 s12, s17, s11
	s_mov_b32 s22, s12
	s_mov_b32 s23, 0
	s_lshl_b64 s[24:25], s[22:23], 1
	s_add_u32 s22, s26, s24                             ; 'a' at this chunk
	s_addc_u32 s23, s27, s25
	s_cmp_lt_u32 s11, s5                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[28:29], v5, s20
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v13, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1052
	global_load_ushort v13, v8, s[22:23]                ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v14, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1052
	global_load_ushort v14, v8, s[22:23] offset:2       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v15, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1052
	global_load_ushort v15, v8, s[22:23] offset:4       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1052
	global_load_ushort v16, v8, s[22:23] offset:6       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1052
	global_load_ushort v17, v8, s[22:23] offset:8       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1052
	global_load_ushort v18, v8, s[22:23] offset:10      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1052
	global_load_ushort v19, v8, s[22:23] offset:12      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1052
	global_load_ushort v20, v8, s[22:23] offset:14      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_add_u32 s22, s6, s24                              ; 'w' at this chunk
	s_addc_u32 s23, s7, s25
	v_cmp_lt_u32 s[24:25], v5, s19
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1067
	global_load_ushort v21, v8, s[22:23]                ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1067
	global_load_ushort v22, v8, s[22:23] offset:2       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1067
	global_load_ushort v23, v8, s[22:23] offset:4       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1067
	global_load_ushort v24, v8, s[22:23] offset:6       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1067
	global_load_ushort v25, v8, s[22:23] offset:8       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1067
	global_load_ushort v26, v8, s[22:23] offset:10      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1067
	global_load_ushort v27, v8, s[22:23] offset:12      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1067
	global_load_ushort v28, v8, s[22:23] offset:14      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[34:37], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[30:33], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[34:37], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(14)
	v_perm_b32 v29, v14, v13, s4                        ; elements 0, 1
	s_waitcnt vmcnt(12)
	v_perm_b32 v13, v16, v15, s4                        ; elements 2, 3
	s_waitcnt vmcnt(10)
	v_perm_b32 v14, v18, v17, s4                        ; elements 4, 5
	s_waitcnt vmcnt(8)
	v_perm_b32 v15, v20, v19, s4                        ; elements 6, 7
	v_mov_b32 v16, v29                                  ; 16 bytes into st0
	v_mov_b32 v17, v13
	v_mov_b32 v18, v14
	v_mov_b32 v19, v15
	ds_write_b128 v9, v[16:19] offset:10240
	s_waitcnt vmcnt(6)
	v_perm_b32 v13, v22, v21, s4                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v14, v24, v23, s4                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v15, v26, v25, s4                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v28, v27, s4                        ; elements 6, 7
	v_mov_b32 v18, v13                                  ; 16 bytes into st1
	v_mov_b32 v19, v14
	v_mov_b32 v20, v15
	v_mov_b32 v21, v16
	ds_write_b128 v9, v[18:21] offset:15360
.Lgemm_bt_split_if9_end:
	s_add_u32 s11, s10, 32
	s_add_u32 s12, s11, 32
	s_cmp_lt_u32 s11, s5
	s_cselect_b32 s11, 1, 0
	s_cmp_eq_u32 s11, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_bt_split_if10_end
	s_add_u32 s11, s17, s12
	s_mov_b32 s22, s11
	s_mov_b32 s23, 0
	s_lshl_b64 s[24:25], s[22:23], 1
	s_add_u32 s22, s26, s24                             ; 'a' at this chunk
	s_addc_u32 s23, s27, s25
	s_cmp_lt_u32 s12, s5                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[28:29], v5, s20
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v13, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1106
	global_load_ushort v13, v8, s[22:23]                ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v14, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1106
	global_load_ushort v14, v8, s[22:23] offset:2       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v15, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1106
	global_load_ushort v15, v8, s[22:23] offset:4       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1106
	global_load_ushort v16, v8, s[22:23] offset:6       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1106
	global_load_ushort v17, v8, s[22:23] offset:8       ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1106
	global_load_ushort v18, v8, s[22:23] offset:10      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1106
	global_load_ushort v19, v8, s[22:23] offset:12      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1106
	global_load_ushort v20, v8, s[22:23] offset:14      ; examples/gemm_bt.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_add_u32 s22, s6, s24                              ; 'w' at this chunk
	s_addc_u32 s23, s7, s25
	v_cmp_lt_u32 s[24:25], v5, s19
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1121
	global_load_ushort v21, v8, s[22:23]                ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1121
	global_load_ushort v22, v8, s[22:23] offset:2       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1121
	global_load_ushort v23, v8, s[22:23] offset:4       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1121
	global_load_ushort v24, v8, s[22:23] offset:6       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1121
	global_load_ushort v25, v8, s[22:23] offset:8       ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1121
	global_load_ushort v26, v8, s[22:23] offset:10      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1121
	global_load_ushort v27, v8, s[22:23] offset:12      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1121
	global_load_ushort v28, v8, s[22:23] offset:14      ; examples/gemm_bt.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[34:37], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[30:33], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[34:37], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(14)
	v_perm_b32 v29, v14, v13, s4                        ; elements 0, 1
	s_waitcnt vmcnt(12)
	v_perm_b32 v13, v16, v15, s4                        ; elements 2, 3
	s_waitcnt vmcnt(10)
	v_perm_b32 v14, v18, v17, s4                        ; elements 4, 5
	s_waitcnt vmcnt(8)
	v_perm_b32 v15, v20, v19, s4                        ; elements 6, 7
	v_mov_b32 v16, v29                                  ; 16 bytes into st0
	v_mov_b32 v17, v13
	v_mov_b32 v18, v14
	v_mov_b32 v19, v15
	ds_write_b128 v9, v[16:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v13, v22, v21, s4                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v14, v24, v23, s4                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v15, v26, v25, s4                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v28, v27, s4                        ; elements 6, 7
	v_mov_b32 v18, v13                                  ; 16 bytes into st1
	v_mov_b32 v19, v14
	v_mov_b32 v20, v15
	v_mov_b32 v21, v16
	ds_write_b128 v9, v[18:21] offset:5120
.Lgemm_bt_split_if10_end:
	s_add_u32 s10, s10, 64
	s_cmp_lt_u32 s10, s5
	s_cbranch_scc1 .Lgemm_bt_split_loop4
.Lgemm_bt_split_loop4_end:
.Lgemm_bt_split_if6_end:
	s_add_u32 s4, s5, 31
	s_and_b32 s5, s4, 0xffffffe0                        ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s4, s5                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s4, s21
	s_cbranch_scc1 .Lgemm_bt_split_loop5_end
.Lgemm_bt_split_loop5:
	s_add_u32 s5, s17, s4
	s_sub_u32 s10, s21, s4
	s_mov_b32 s22, s5
	s_mov_b32 s23, 0
	s_lshl_b64 s[24:25], s[22:23], 1
	s_add_u32 s22, s26, s24                             ; 'a' at this chunk
	s_addc_u32 s23, s27, s25
	v_cmp_lt_u32 s[28:29], v10, s20                     ; 'm' element in bounds
	v_cmp_lt_u32 s[30:31], v1, s10                      ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_497
	global_load_ushort v5, v11, s[22:23]                ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v8, 16, v5
	v_add_u32 v5, 1, v1
	v_cmp_lt_u32 s[32:33], v5, s10                      ; 'kk' element in bounds
	s_and_b64 s[34:35], s[28:29], s[32:33]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_502
	global_load_ushort v5, v11, s[22:23] offset:2       ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v9, 16, v5
	v_add_u32 v5, 2, v1
	v_cmp_lt_u32 s[34:35], v5, s10                      ; 'kk' element in bounds
	s_and_b64 s[36:37], s[28:29], s[34:35]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_507
	global_load_ushort v5, v11, s[22:23] offset:4       ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v13, 16, v5
	v_add_u32 v5, 3, v1
	v_cmp_lt_u32 s[36:37], v5, s10                      ; 'kk' element in bounds
	s_and_b64 s[10:11], s[28:29], s[36:37]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[10:11]               ; lanes where %vpred_512
	global_load_ushort v5, v11, s[22:23] offset:6       ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v5
	s_mul_i32 s5, s13, 32
	s_lshl_b32 s10, s5, 1
	v_add_u32 v5, s10, v11
	v_add_u32 v15, 32, v10
	v_cmp_lt_u32 s[10:11], v15, s20                     ; 'm' element in bounds
	s_and_b64 s[28:29], s[10:11], s[30:31]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[28:29]               ; lanes where %vpred_520
	global_load_ushort v16, v5, s[22:23]                ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v16
	s_and_b64 s[28:29], s[10:11], s[32:33]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[28:29]               ; lanes where %vpred_523
	global_load_ushort v16, v5, s[22:23] offset:2       ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v16
	s_and_b64 s[28:29], s[10:11], s[34:35]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[28:29]               ; lanes where %vpred_526
	global_load_ushort v16, v5, s[22:23] offset:4       ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v16
	s_and_b64 s[28:29], s[10:11], s[36:37]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_529
	global_load_ushort v16, v5, s[22:23] offset:6       ; examples/gemm_bt.kgen:7: load of 'a'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v16
	v_lshrrev_b32 v16, 16, v8
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v12, v16                               ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v9
	ds_write_b16 v12, v8 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v13
	ds_write_b16 v12, v8 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v14
	ds_write_b16 v12, v8 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v17
	ds_write_b16 v12, v8 offset:2560                    ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v18
	ds_write_b16 v12, v8 offset:2562                    ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v19
	ds_write_b16 v12, v8 offset:2564                    ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v20
	ds_write_b16 v12, v8 offset:2566                    ; A operand of the product: stage
	s_add_u32 s10, s6, s24                              ; 'w' at this chunk
	s_addc_u32 s11, s7, s25
	v_cmp_lt_u32 s[22:23], v10, s19                     ; 'n' element in bounds
	s_and_b64 s[24:25], s[22:23], s[30:31]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_542
	global_load_ushort v8, v11, s[10:11]                ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v9, 16, v8
	s_and_b64 s[24:25], s[22:23], s[32:33]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_545
	global_load_ushort v8, v11, s[10:11] offset:2       ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v13, 16, v8
	s_and_b64 s[24:25], s[22:23], s[34:35]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_548
	global_load_ushort v8, v11, s[10:11] offset:4       ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v8
	s_and_b64 s[24:25], s[22:23], s[36:37]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[24:25]               ; lanes where %vpred_551
	global_load_ushort v8, v11, s[10:11] offset:6       ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v8
	v_cmp_lt_u32 s[22:23], v15, s19                     ; 'n' element in bounds
	s_and_b64 s[24:25], s[22:23], s[30:31]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_555
	global_load_ushort v8, v5, s[10:11]                 ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v15, 16, v8
	s_and_b64 s[24:25], s[22:23], s[32:33]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_558
	global_load_ushort v8, v5, s[10:11] offset:2        ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v8
	s_and_b64 s[24:25], s[22:23], s[34:35]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_561
	global_load_ushort v8, v5, s[10:11] offset:4        ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v8
	s_and_b64 s[24:25], s[22:23], s[36:37]
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[24:25]               ; lanes where %vpred_564
	global_load_ushort v8, v5, s[10:11] offset:6        ; examples/gemm_bt.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v5, 16, v8
	v_lshrrev_b32 v8, 16, v9
	ds_write_b16 v12, v8 offset:5120                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v13
	ds_write_b16 v12, v8 offset:5122                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v14
	ds_write_b16 v12, v8 offset:5124                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v16
	ds_write_b16 v12, v8 offset:5126                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v15
	ds_write_b16 v12, v8 offset:7680                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v17
	ds_write_b16 v12, v8 offset:7682                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v18
	ds_write_b16 v12, v8 offset:7684                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v5
	ds_write_b16 v12, v8 offset:7686                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[14:17], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[18:21], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[18:21], v[14:17], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	ds_read_b128 v[14:17], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[18:21], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[18:21], v[14:17], a[0:15] ; examples/gemm_bt.kgen:7: mfma 32x32x16
	s_add_u32 s4, s4, 32
	s_cmp_lt_u32 s4, s21
	s_cbranch_scc1 .Lgemm_bt_split_loop5
.Lgemm_bt_split_loop5_end:
	v_cmp_lt_u32 s[4:5], v6, s20                        ; 'm' element in bounds
	v_cmp_lt_u32 s[6:7], v4, s19                        ; 'n' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_593
	s_nop 4
	v_accvgpr_read_b32 v1, a0                           ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v3, v1, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 1
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 1, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_599
	v_accvgpr_read_b32 v2, a1                           ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 2
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 2, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_605
	v_accvgpr_read_b32 v2, a2                           ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 3
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 3, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_611
	v_accvgpr_read_b32 v2, a3                           ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 8
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 8, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_617
	v_accvgpr_read_b32 v2, a4                           ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 9
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 9, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_623
	v_accvgpr_read_b32 v2, a5                           ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 10
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 10, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_629
	v_accvgpr_read_b32 v2, a6                           ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 11
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 11, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_635
	v_accvgpr_read_b32 v2, a7                           ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 16
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 16, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_641
	v_accvgpr_read_b32 v2, a8                           ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 17
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 17, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_647
	v_accvgpr_read_b32 v2, a9                           ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 18
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 18, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_653
	v_accvgpr_read_b32 v2, a10                          ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 19
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 19, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_659
	v_accvgpr_read_b32 v2, a11                          ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 24
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 24, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_665
	v_accvgpr_read_b32 v2, a12                          ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 25
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 25, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_671
	v_accvgpr_read_b32 v2, a13                          ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 26
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 26, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_677
	v_accvgpr_read_b32 v2, a14                          ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 27
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 27, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_683
	v_accvgpr_read_b32 v2, a15                          ; examples/gemm_bt.kgen:6: store to 'acc_parts'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
.Lgemm_bt_split_if0_end:
	s_endpgm
.Lfunc_end_gemm_bt_split:
	.size	gemm_bt_split, .Lfunc_end_gemm_bt_split-gemm_bt_split

; kernel gemm_bt_split_fold: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel gemm_bt_split_fold from examples/gemm_bt.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n, m
;   chunk: part: 2, m: 16, n: 64; walked in chunks: part
;   layout: part:2 x m:16 x n:64: reg[n1 n2 part1] lane[n4 n8 n16 n32 m1 m2] warp[m4 m8]
;     (fastest axis 'n', 4 contiguous elements per thread)
;   fastest axis 'n': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   walk 'part' in chunks of 2: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [part, m, n]: part:2 x m:16 x n:64: reg[n1 n2 part1] lane[n4 n8 n16 n32 m1 m2] warp[m4 m8]
;     L1 [m, n]: m:16 x n:64: reg[n1 n2 0] lane[n4 n8 n16 n32 m1 m2] warp[m4 m8]
;       6:5 load acc_parts -> L0; 6:5 reduce sum -> L1; 9:15 mul -> L1
;   phase 1 (walking 'part' in chunks of 2): sum over 'part' (6:5)
; resources: 22 VGPRs, 0 AGPRs, 50 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 56 bytes of arguments, 256 threads
;   arg a: tensor bf16 at 0 (read-only)
;   arg w: tensor bf16 at 8 (read-only)
;   arg c: tensor f32 at 16
;   arg scale: scalar f32 at 24
;   arg acc_parts: tensor f32 at 32 (read-only)
;   arg M: dim i32 at 40
;   arg K: dim i32 at 44
;   arg N: dim i32 at 48
;   arg parts: dim i32 at 52
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	gemm_bt_split_fold
	.p2align	8
	.type	gemm_bt_split_fold,@function
gemm_bt_split_fold:
	s_load_dwordx2 s[4:5], s[0:1], 0x10                 ; argument c
	s_load_dword s6, s[0:1], 0x18                       ; argument scale
	s_load_dwordx2 s[8:9], s[0:1], 0x20                 ; argument acc_parts
	s_load_dword s7, s[0:1], 0x28                       ; argument M
	s_load_dword s10, s[0:1], 0x30                      ; argument N
	s_load_dword s11, s[0:1], 0x34                      ; argument parts
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s12, s2                                   ; program index along 'n'
	s_mul_i32 s13, s12, 64                              ; first 'n' of this program's tile (64)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s12, s10, s13
	s_min_u32 s14, s12, 64                              ; 'n' elements in this tile
	s_mov_b32 s12, s3                                   ; program index along 'm'
	s_mul_i32 s15, s12, 16                              ; first 'm' of this program's tile (16)
	s_sub_u32 s12, s7, s15
	s_min_u32 s16, s12, 16                              ; 'm' elements in this tile
	s_and_b32 s12, s10, 3
	s_cmp_eq_u32 s12, 0                                 ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s12, 1, 0
	v_mov_b32 v2, 0                                     ; identity of sum
	v_mov_b32 v3, 0                                     ; identity of sum
	v_mov_b32 v4, 0                                     ; identity of sum
	v_mov_b32 v5, 0                                     ; identity of sum
	v_mov_b32 v6, 0                                     ; identity of sum
	v_mov_b32 v7, 0                                     ; identity of sum
	v_mov_b32 v8, 0                                     ; identity of sum
	v_mov_b32 v9, 0                                     ; identity of sum
	s_cmp_ge_u32 s14, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s17, 1, 0
	s_cmp_ge_u32 s16, 16                                ; a whole chunk of 'm' (16) is in bounds
	s_cselect_b32 s18, 1, 0
	s_and_b32 s19, s17, s18
	s_and_b32 s17, s19, s12
	s_cmp_ge_u32 s11, 2                                 ; at least one whole chunk of 'part'
	s_cselect_b32 s18, 1, 0
	s_sub_u32 s20, s11, 1
	s_cmp_lg_u32 s18, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s21, s20, 0
	s_cmp_lg_u32 s17, 0
	s_cselect_b32 s17, s21, 0
	s_mul_i32 s20, s10, s7                              ; a stride of 'acc_parts'
	v_lshrrev_b32 v10, 4, v1
	v_mul_lo_u32 v11, s10, v10
	v_and_b32 v12, 15, v1
	v_lshlrev_b32 v1, 2, v12
	v_add_u32 v12, v11, v1
	v_lshlrev_b32 v11, 2, v12                           ; thread's byte offset in a chunk of 'acc_parts'
	s_mul_i32 s22, s15, s10
	s_mul_hi_u32 s23, s15, s10
	s_lshl_b64 s[24:25], s[22:23], 2
	s_add_u32 s22, s8, s24                              ; 'acc_parts' at this program
	s_addc_u32 s23, s9, s25
	s_mov_b32 s8, s13
	s_mov_b32 s9, 0
	s_lshl_b64 s[26:27], s[8:9], 2
	s_add_u32 s8, s22, s26                              ; 'acc_parts' at this program
	s_addc_u32 s9, s23, s27
	s_mov_b32 s7, 0                                     ; chunks of 2 along 'part': whole chunks
	s_cmp_ge_u32 s7, s17
	s_cbranch_scc1 .Lgemm_bt_split_fold_loop0_end
.Lgemm_bt_split_fold_loop0:
	s_mul_i32 s22, s7, s20
	s_mul_hi_u32 s23, s7, s20
	s_lshl_b64 s[28:29], s[22:23], 2
	s_add_u32 s22, s8, s28                              ; 'acc_parts' at this chunk
	s_addc_u32 s23, s9, s29
	global_load_dwordx4 v[12:15], v11, s[22:23]         ; examples/gemm_bt.kgen:6: 16-byte load of 'acc_parts'
	s_mul_i32 s10, s20, 1
	s_lshl_b32 s13, s10, 2
	v_add_u32 v16, s13, v11
	global_load_dwordx4 v[18:21], v16, s[22:23]         ; examples/gemm_bt.kgen:6: 16-byte load of 'acc_parts'
	s_waitcnt vmcnt(1)
	v_add_f32 v2, v2, v12                               ; sum over 'part' (examples/gemm_bt.kgen:6)
	v_add_f32 v3, v3, v13                               ; sum over 'part' (examples/gemm_bt.kgen:6)
	v_add_f32 v4, v4, v14                               ; sum over 'part' (examples/gemm_bt.kgen:6)
	v_add_f32 v5, v5, v15                               ; sum over 'part' (examples/gemm_bt.kgen:6)
	s_waitcnt vmcnt(0)
	v_add_f32 v6, v6, v18                               ; sum over 'part' (examples/gemm_bt.kgen:6)
	v_add_f32 v7, v7, v19                               ; sum over 'part' (examples/gemm_bt.kgen:6)
	v_add_f32 v8, v8, v20                               ; sum over 'part' (examples/gemm_bt.kgen:6)
	v_add_f32 v9, v9, v21                               ; sum over 'part' (examples/gemm_bt.kgen:6)
	s_add_u32 s7, s7, 2
	s_cmp_lt_u32 s7, s17
	s_cbranch_scc1 .Lgemm_bt_split_fold_loop0
.Lgemm_bt_split_fold_loop0_end:
	s_mov_b32 s10, s7                                   ; chunks of 2 along 'part': the rest, masked
	s_cmp_ge_u32 s10, s11
	s_cbranch_scc1 .Lgemm_bt_split_fold_loop1_end
.Lgemm_bt_split_fold_loop1:
	s_sub_u32 s7, s11, s10
	s_mul_i32 s22, s10, s20
	s_mul_hi_u32 s23, s10, s20
	s_lshl_b64 s[28:29], s[22:23], 2
	s_add_u32 s22, s8, s28                              ; 'acc_parts' at this chunk
	s_addc_u32 s23, s9, s29
	s_cmp_lt_u32 0, s7                                  ; 'part' element in bounds
	s_cselect_b32 s13, 1, 0
	v_cmp_lt_u32 s[28:29], v10, s16                     ; 'm' element in bounds
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_cmp_lt_u32 s[30:31], v1, s14                      ; 'n' element in bounds
	s_and_b64 s[34:35], s[32:33], s[30:31]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_75
	global_load_dword v12, v11, s[22:23]                ; examples/gemm_bt.kgen:6: load of 'acc_parts'
	s_mov_b64 exec, s[36:37]
	v_add_u32 v13, 1, v1
	v_cmp_lt_u32 s[36:37], v13, s14                     ; 'n' element in bounds
	s_and_b64 s[38:39], s[32:33], s[36:37]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_79
	global_load_dword v13, v11, s[22:23] offset:4       ; examples/gemm_bt.kgen:6: load of 'acc_parts'
	s_mov_b64 exec, s[40:41]
	v_add_u32 v14, 2, v1
	v_cmp_lt_u32 s[40:41], v14, s14                     ; 'n' element in bounds
	s_and_b64 s[42:43], s[32:33], s[40:41]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_83
	global_load_dword v14, v11, s[22:23] offset:8       ; examples/gemm_bt.kgen:6: load of 'acc_parts'
	s_mov_b64 exec, s[44:45]
	v_add_u32 v15, 3, v1
	v_cmp_lt_u32 s[44:45], v15, s14                     ; 'n' element in bounds
	s_and_b64 s[46:47], s[32:33], s[44:45]
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[46:47]               ; lanes where %vpred_87
	global_load_dword v15, v11, s[22:23] offset:12      ; examples/gemm_bt.kgen:6: load of 'acc_parts'
	s_mov_b64 exec, s[32:33]
	s_mul_i32 s13, s20, 1
	s_lshl_b32 s15, s13, 2
	v_add_u32 v16, s15, v11
	s_add_u32 s13, 0, 1
	s_cmp_lt_u32 s13, s7                                ; 'part' element in bounds
	s_cselect_b32 s7, 1, 0
	s_cmp_lg_u32 s7, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[48:49], s[32:33], s[28:29]
	s_and_b64 s[28:29], s[48:49], s[30:31]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_95
	global_load_dword v17, v16, s[22:23]                ; examples/gemm_bt.kgen:6: load of 'acc_parts'
	s_mov_b64 exec, s[30:31]
	s_and_b64 s[30:31], s[48:49], s[36:37]
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_97
	global_load_dword v18, v16, s[22:23] offset:4       ; examples/gemm_bt.kgen:6: load of 'acc_parts'
	s_mov_b64 exec, s[32:33]
	s_and_b64 s[32:33], s[48:49], s[40:41]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[32:33]               ; lanes where %vpred_99
	global_load_dword v19, v16, s[22:23] offset:8       ; examples/gemm_bt.kgen:6: load of 'acc_parts'
	s_mov_b64 exec, s[36:37]
	s_and_b64 s[36:37], s[48:49], s[44:45]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[36:37]               ; lanes where %vpred_101
	global_load_dword v20, v16, s[22:23] offset:12      ; examples/gemm_bt.kgen:6: load of 'acc_parts'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v16, 0, v12, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v2, v2, v16                               ; sum over 'part' (examples/gemm_bt.kgen:6)
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v12, 0, v13, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v3, v3, v12                               ; sum over 'part' (examples/gemm_bt.kgen:6)
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v12, 0, v14, s[42:43]                 ; absent elements contribute the identity
	v_add_f32 v4, v4, v12                               ; sum over 'part' (examples/gemm_bt.kgen:6)
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v12, 0, v15, s[46:47]                 ; absent elements contribute the identity
	v_add_f32 v5, v5, v12                               ; sum over 'part' (examples/gemm_bt.kgen:6)
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v12, 0, v17, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v6, v6, v12                               ; sum over 'part' (examples/gemm_bt.kgen:6)
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v12, 0, v18, s[30:31]                 ; absent elements contribute the identity
	v_add_f32 v7, v7, v12                               ; sum over 'part' (examples/gemm_bt.kgen:6)
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v12, 0, v19, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v12                               ; sum over 'part' (examples/gemm_bt.kgen:6)
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v12, 0, v20, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v12                               ; sum over 'part' (examples/gemm_bt.kgen:6)
	s_add_u32 s10, s10, 2
	s_cmp_lt_u32 s10, s11
	s_cbranch_scc1 .Lgemm_bt_split_fold_loop1
.Lgemm_bt_split_fold_loop1_end:
	v_add_f32 v12, v2, v6                               ; sum over 'part' (examples/gemm_bt.kgen:6)
	v_add_f32 v2, v3, v7                                ; sum over 'part' (examples/gemm_bt.kgen:6)
	v_add_f32 v3, v4, v8                                ; sum over 'part' (examples/gemm_bt.kgen:6)
	v_add_f32 v4, v5, v9                                ; sum over 'part' (examples/gemm_bt.kgen:6)
	s_and_b32 s7, s19, s18
	s_and_b32 s8, s7, s12
	s_add_u32 s10, s4, s24                              ; 'c' at this program
	s_addc_u32 s11, s5, s25
	s_add_u32 s4, s10, s26                              ; 'c' at this program
	s_addc_u32 s5, s11, s27
	s_cmp_eq_u32 s8, 0                                  ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lgemm_bt_split_fold_if0_else
	v_mul_f32 v5, s6, v12                               ; examples/gemm_bt.kgen:9
	v_mul_f32 v6, s6, v2                                ; examples/gemm_bt.kgen:9
	v_mul_f32 v7, s6, v3                                ; examples/gemm_bt.kgen:9
	v_mul_f32 v8, s6, v4                                ; examples/gemm_bt.kgen:9
	v_mov_b32 v14, v5                                   ; examples/gemm_bt.kgen:9: 16-byte store to 'c'
	v_mov_b32 v15, v6
	v_mov_b32 v16, v7
	v_mov_b32 v17, v8
	global_store_dwordx4 v11, v[14:17], s[4:5]
	s_branch .Lgemm_bt_split_fold_if0_end
.Lgemm_bt_split_fold_if0_else:
	v_mul_f32 v5, s6, v12                               ; examples/gemm_bt.kgen:9
	v_mul_f32 v6, s6, v2                                ; examples/gemm_bt.kgen:9
	v_mul_f32 v2, s6, v3                                ; examples/gemm_bt.kgen:9
	v_mul_f32 v3, s6, v4                                ; examples/gemm_bt.kgen:9
	v_cmp_lt_u32 s[6:7], v10, s16                       ; 'm' element in bounds
	v_cmp_lt_u32 s[8:9], v1, s14                        ; 'n' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_129
	global_store_dword v11, v5, s[4:5]                  ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	v_add_u32 v4, 1, v1
	v_cmp_lt_u32 s[8:9], v4, s14                        ; 'n' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_132
	global_store_dword v11, v6, s[4:5] offset:4         ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	v_add_u32 v4, 2, v1
	v_cmp_lt_u32 s[8:9], v4, s14                        ; 'n' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_135
	global_store_dword v11, v2, s[4:5] offset:8         ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[8:9]
	v_add_u32 v2, 3, v1
	v_cmp_lt_u32 s[8:9], v2, s14                        ; 'n' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_138
	global_store_dword v11, v3, s[4:5] offset:12        ; examples/gemm_bt.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
.Lgemm_bt_split_fold_if0_end:
	s_endpgm
.Lfunc_end_gemm_bt_split_fold:
	.size	gemm_bt_split_fold, .Lfunc_end_gemm_bt_split_fold-gemm_bt_split_fold

	.rodata
	.p2align	6
	.amdhsa_kernel gemm_bt
		.amdhsa_group_segment_fixed_size 20480
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 56
		.amdhsa_next_free_sgpr 38
		.amdhsa_accum_offset 40
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.rodata
	.p2align	6
	.amdhsa_kernel gemm_bt_split
		.amdhsa_group_segment_fixed_size 20480
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 60
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 56
		.amdhsa_next_free_sgpr 44
		.amdhsa_accum_offset 40
		.amdhsa_reserve_vcc 1
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
	.end_amdhsa_kernel

	.rodata
	.p2align	6
	.amdhsa_kernel gemm_bt_split_fold
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 56
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 50
		.amdhsa_accum_offset 24
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
    .sgpr_count:     44
    .sgpr_spill_count: 0
    .vgpr_count:     56
    .vgpr_spill_count: 0
    .agpr_count:     16
    .wavefront_size: 64
  - .name:           gemm_bt_split
    .symbol:         gemm_bt_split.kd
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
        .actual_access:  read_only
      - .name:           scale
        .offset:         24
        .size:           4
        .value_kind:     by_value
      - .name:           acc_parts
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           rows
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           M
        .offset:         44
        .size:           4
        .value_kind:     by_value
      - .name:           K
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           parts
        .offset:         56
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 20480
    .kernarg_segment_align: 8
    .kernarg_segment_size: 60
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     50
    .sgpr_spill_count: 0
    .vgpr_count:     56
    .vgpr_spill_count: 0
    .agpr_count:     16
    .wavefront_size: 64
  - .name:           gemm_bt_split_fold
    .symbol:         gemm_bt_split_fold.kd
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
      - .name:           acc_parts
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           M
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           K
        .offset:         44
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           parts
        .offset:         52
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 56
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .vgpr_count:     22
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
