; kgen AMDGCN module for gfx950: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel gemm_f16: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel gemm_f16 from examples/gemm_f16.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n, m
;   raster: 'm' in groups of 4 tiles, then the next 'n' (fewest bytes per wave); the 32 programs an L2 serves at once (Instinct MI355X: 256 CUs on 8 dies with an L2 each, which take blocks in turn; kgen gives each die a run of consecutive tiles) reads 4 a + 8 b panels (1536 B per K element; 2304 in the grid's own order at N = 8192, 4352 at N = 8128)
;   chunk: m: 64, n: 64, kk: 32; walked in chunks: none
;   layout: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 32x32x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (0 shuffle and conversion instructions per thread)
;   product 6:16 m x n contracting kk: 2 x 2 warps, each mfma 32x32x16 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [m, n]: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     L1 [m, kk]: m:64 x kk:32: reg[kk1 kk2 m32] lane[kk4 kk8 kk16 m1 m2 m4] warp[m8 m16]
;     L2 [n, kk]: n:64 x kk:32: reg[n1 n2 kk16] lane[n4 n8 n16 n32 kk1 kk2] warp[kk4 kk8]
;     L3 [n]: n:64: reg[0 0 0 0] lane[n1 n2 n4 n8 n16 0] warp[0 n32]
;       4:11 carried -> L0; 6:16 load a -> L1; 6:27 load b -> L2; 6:16 matmul -> L0; 6:9 add -> L0; 5:5 loop_result -> L0
;       8:26 load bias -> L3; 8:20 add -> L0; 8:15 relu -> L0
;   split reduction over 'k' where fewer than 1024 programs run (2048 fill the Instinct MI355X): gemm_f16_split walks parts of 'K', the argument 'rows' rows each (a multiple of 32, at least 128, chosen at launch), into acc_parts: f32[parts, M, N]; gemm_f16_split_fold folds the parts and stores: two launches, no atomics
; resources: 72 VGPRs (54 ArchVGPRs + 16 AGPRs from accum_offset 56), 46 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 20480 bytes LDS, 44 bytes of arguments, 256 threads
;   arg a: tensor f16 at 0 (read-only)
;   arg b: tensor f16 at 8 (read-only)
;   arg bias: tensor f32 at 16 (read-only)
;   arg c: tensor f32 at 24
;   arg M: dim i32 at 32
;   arg K: dim i32 at 36
;   arg N: dim i32 at 40
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	gemm_f16
	.p2align	8
	.type	gemm_f16,@function
gemm_f16:
	s_mov_b32 s3, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s4, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument a
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument b
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument bias
	s_load_dwordx2 s[12:13], s[0:1], 0x18               ; argument c
	s_load_dword s5, s[0:1], 0x20                       ; argument M
	s_load_dword s14, s[0:1], 0x24                      ; argument K
	s_load_dword s15, s[0:1], 0x28                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s16, s2                                   ; program index over 'n' x 'm' tiles, grouped
	s_waitcnt lgkmcnt(0)
	s_add_u32 s17, s15, 63
	s_lshr_b32 s18, s17, 6
	s_max_u32 s17, s18, 1                               ; 'n' tiles
	s_add_u32 s18, s5, 63
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
	s_sub_u32 s18, s15, s16
	s_min_u32 s19, s18, 64                              ; 'n' elements in this tile
	s_mul_i32 s18, s17, 64                              ; first 'm' of this program's tile (64)
	s_sub_u32 s17, s5, s18
	s_min_u32 s5, s17, 64                               ; 'm' elements in this tile
	s_and_b32 s17, s14, 3
	s_cmp_eq_u32 s17, 0                                 ; rows start aligned to 4 elements iff K % 4 == 0
	s_cselect_b32 s17, 1, 0
	s_and_b32 s20, s15, 3
	s_cmp_eq_u32 s20, 0                                 ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s20, 1, 0
	s_and_b32 s21, s17, s20
	s_and_b32 s17, s14, 7
	s_cmp_eq_u32 s17, 0                                 ; rows start aligned to 8 elements iff K % 8 == 0
	s_cselect_b32 s17, 1, 0
	s_and_b32 s20, s21, s17
	s_and_b32 s17, s15, 7
	s_cmp_eq_u32 s17, 0                                 ; rows start aligned to 8 elements iff N % 8 == 0
	s_cselect_b32 s17, 1, 0
	s_and_b32 s21, s20, s17
	s_cmp_ge_u32 s19, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s17, 1, 0
	s_cmp_ge_u32 s5, 64                                 ; a whole chunk of 'm' (64) is in bounds
	s_cselect_b32 s20, 1, 0
	s_and_b32 s22, s17, s20
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
	v_mul_lo_u32 v8, s14, v5
	v_add_u32 v10, v8, v9
	v_lshlrev_b32 v8, 1, v10                            ; thread's first 16 bytes of a 'a' tile
	v_mul_lo_u32 v10, 40, v5
	v_add_u32 v11, v10, v9
	v_lshlrev_b32 v9, 1, v11                            ; thread's first 16 bytes in st0
	s_mul_i32 s24, s18, s14
	s_mul_hi_u32 s25, s18, s14
	s_lshl_b64 s[26:27], s[24:25], 1
	s_add_u32 s24, s6, s26                              ; 'a' at this program
	s_addc_u32 s25, s7, s27
	v_lshrrev_b32 v10, 3, v1
	v_lshlrev_b32 v11, 1, v10
	v_and_b32 v12, 7, v1
	v_lshlrev_b32 v13, 3, v12
	v_mul_lo_u32 v14, s15, v11
	v_add_u32 v15, v14, v13
	v_lshlrev_b32 v14, 1, v15                           ; thread's first 16 bytes of a 'b' tile
	v_mul_lo_u32 v15, 40, v13
	v_add_u32 v16, v15, v11
	v_lshlrev_b32 v11, 1, v16                           ; thread's first pair in st1
	v_mov_b32 v15, 0x80                                 ; threads 0..127 move the 128 units of a small tile
	v_cmp_lt_u32 s[6:7], v1, v15
	s_mov_b32 s26, s16
	s_mov_b32 s27, 0
	s_lshl_b64 s[16:17], s[26:27], 1
	s_add_u32 s28, s8, s16                              ; 'b' at this program
	s_addc_u32 s29, s9, s17
	v_mul_lo_u32 v15, s14, v10
	v_lshlrev_b32 v16, 2, v12
	v_add_u32 v12, v15, v16
	v_lshlrev_b32 v15, 1, v12                           ; thread's byte offset in a chunk of 'a'
	v_mul_lo_u32 v12, 40, v10
	v_add_u32 v17, v12, v16
	v_lshlrev_b32 v12, 1, v17                           ; thread's place in st0
	v_lshrrev_b32 v17, 4, v1
	v_mul_lo_u32 v18, s15, v17
	v_and_b32 v19, 15, v1
	v_lshlrev_b32 v1, 2, v19
	v_add_u32 v19, v18, v1
	v_lshlrev_b32 v18, 1, v19                           ; thread's byte offset in a chunk of 'b'
	v_mul_lo_u32 v19, 40, v1
	v_add_u32 v20, v19, v17
	v_lshlrev_b32 v19, 1, v20                           ; thread's place in st1
	v_lshlrev_b32 v20, 2, v4                            ; thread's byte offset in a chunk of 'bias'
	s_lshl_b64 s[8:9], s[26:27], 2
	s_add_u32 s16, s10, s8                              ; 'bias' at this program
	s_addc_u32 s17, s11, s9
	v_lshlrev_b32 v21, 2, v6
	v_or_b32 v6, v21, v3                                ; thread's 'm' coordinate
	v_mul_lo_u32 v3, s15, v6
	v_add_u32 v21, v3, v4
	v_lshlrev_b32 v3, 2, v21                            ; thread's byte offset in a chunk of 'c'
	s_mul_i32 s10, s18, s15
	s_mul_hi_u32 s11, s18, s15
	s_lshl_b64 s[26:27], s[10:11], 2
	s_add_u32 s10, s12, s26                             ; 'c' at this program
	s_addc_u32 s11, s13, s27
	s_add_u32 s12, s10, s8                              ; 'c' at this program
	s_addc_u32 s13, s11, s9
	s_cmp_eq_u32 s22, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lgemm_f16_if0_else
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
	s_cmp_ge_u32 s14, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s8, 1, 0
	s_sub_u32 s9, s14, 31
	s_cmp_lg_u32 s8, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s8, s9, 0
	s_cmp_eq_u32 s21, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lgemm_f16_if1_else
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0
	s_lshl_b64 s[22:23], s[10:11], 1
	s_add_u32 s10, s24, s22                             ; 'a' at this chunk
	s_addc_u32 s11, s25, s23
	s_cmp_lt_u32 0, s8                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s9, 1, 0
	v_cmp_lt_u32 s[22:23], v5, s5
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_896
	global_load_dwordx4 v[22:25], v8, s[10:11]          ; examples/gemm_f16.kgen:6: 16 bytes of 'a'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[22:25]                          ; 16 bytes into st0
	s_mul_i32 s10, 0, s15
	s_mul_hi_u32 s11, 0, s15
	s_lshl_b64 s[22:23], s[10:11], 1
	s_add_u32 s10, s28, s22                             ; 'b' at this chunk
	s_addc_u32 s11, s29, s23
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[26:27], s[22:23], s[6:7]
	v_cmp_lt_u32 s[22:23], v13, s19
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_906
	global_load_dwordx4 v[22:25], v14, s[10:11]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s9, s15, 2
	v_add_u32 v21, s9, v14
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_906
	global_load_dwordx4 v[26:29], v21, s[10:11]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v26, v22, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v26, v22, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v27, v23, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v27, v23, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v28, v24, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v28, v24, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v29, v25, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v29, v25, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_mov_b32 s9, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s9, s8
	s_cbranch_scc1 .Lgemm_f16_loop0_end
.Lgemm_f16_loop0:
	s_add_u32 s10, s9, 32
	s_cmp_lt_u32 s9, s8
	s_cselect_b32 s11, 1, 0
	s_cmp_eq_u32 s11, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_if2_end
	s_mov_b32 s22, s10
	s_mov_b32 s23, 0
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s24, s26                             ; 'a' at this chunk
	s_addc_u32 s23, s25, s27
	s_cmp_lt_u32 s10, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[26:27], v5, s5
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_931
	global_load_dwordx4 v[22:25], v8, s[22:23]          ; examples/gemm_f16.kgen:6: 16 bytes of 'a'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s22, s10, s15
	s_mul_hi_u32 s23, s10, s15
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s28, s26                             ; 'b' at this chunk
	s_addc_u32 s23, s29, s27
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[10:11], exec, 0
	s_and_b64 s[26:27], s[10:11], s[6:7]
	v_cmp_lt_u32 s[10:11], v13, s19
	s_and_b64 s[30:31], s[26:27], s[10:11]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_941
	global_load_dwordx4 v[26:29], v14, s[22:23]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[10:11]
	s_mul_i32 s10, s15, 2
	v_add_u32 v21, s10, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_941
	global_load_dwordx4 v[30:33], v21, s[22:23]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[38:41], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[34:37], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[38:41], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_waitcnt vmcnt(2)
	ds_write_b128 v9, v[22:25] offset:10240             ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v30, v26, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15360                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v30, v26, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15440                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v31, v27, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15520                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v31, v27, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15600                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v32, v28, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15680                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v32, v28, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15760                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v33, v29, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15840                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v33, v29, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15920                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
.Lgemm_f16_if2_end:
	s_add_u32 s10, s9, 32
	s_add_u32 s11, s10, 32
	s_cmp_lt_u32 s10, s8
	s_cselect_b32 s10, 1, 0
	s_cmp_eq_u32 s10, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_if3_end
	s_mov_b32 s22, s11
	s_mov_b32 s23, 0
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s24, s26                             ; 'a' at this chunk
	s_addc_u32 s23, s25, s27
	s_cmp_lt_u32 s11, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s10, 1, 0
	v_cmp_lt_u32 s[26:27], v5, s5
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_984
	global_load_dwordx4 v[22:25], v8, s[22:23]          ; examples/gemm_f16.kgen:6: 16 bytes of 'a'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s22, s11, s15
	s_mul_hi_u32 s23, s11, s15
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s28, s26                             ; 'b' at this chunk
	s_addc_u32 s23, s29, s27
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[10:11], exec, 0
	s_and_b64 s[26:27], s[10:11], s[6:7]
	v_cmp_lt_u32 s[10:11], v13, s19
	s_and_b64 s[30:31], s[26:27], s[10:11]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_994
	global_load_dwordx4 v[26:29], v14, s[22:23]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[10:11]
	s_mul_i32 s10, s15, 2
	v_add_u32 v21, s10, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_994
	global_load_dwordx4 v[30:33], v21, s[22:23]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[38:41], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[34:37], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[38:41], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_waitcnt vmcnt(2)
	ds_write_b128 v9, v[22:25]                          ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v30, v26, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v30, v26, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v31, v27, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v31, v27, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v32, v28, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v32, v28, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v33, v29, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v33, v29, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
.Lgemm_f16_if3_end:
	s_add_u32 s9, s9, 64
	s_cmp_lt_u32 s9, s8
	s_cbranch_scc1 .Lgemm_f16_loop0
.Lgemm_f16_loop0_end:
	s_branch .Lgemm_f16_if1_end
.Lgemm_f16_if1_else:
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0
	s_lshl_b64 s[22:23], s[10:11], 1
	s_add_u32 s10, s24, s22                             ; 'a' at this chunk
	s_addc_u32 s11, s25, s23
	s_cmp_lt_u32 0, s8                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s9, 1, 0
	v_cmp_lt_u32 s[22:23], v5, s5
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1035
	global_load_ushort v21, v8, s[10:11]                ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1035
	global_load_ushort v22, v8, s[10:11] offset:2       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1035
	global_load_ushort v23, v8, s[10:11] offset:4       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1035
	global_load_ushort v24, v8, s[10:11] offset:6       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1035
	global_load_ushort v25, v8, s[10:11] offset:8       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1035
	global_load_ushort v26, v8, s[10:11] offset:10      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1035
	global_load_ushort v27, v8, s[10:11] offset:12      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1035
	global_load_ushort v28, v8, s[10:11] offset:14      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(6)
	v_perm_b32 v29, v22, v21, s3                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v21, v24, v23, s3                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v22, v26, v25, s3                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v23, v28, v27, s3                        ; elements 6, 7
	v_mov_b32 v24, v29                                  ; 16 bytes into st0
	v_mov_b32 v25, v21
	v_mov_b32 v26, v22
	v_mov_b32 v27, v23
	ds_write_b128 v9, v[24:27]
	s_mul_i32 s10, 0, s15
	s_mul_hi_u32 s11, 0, s15
	s_lshl_b64 s[22:23], s[10:11], 1
	s_add_u32 s10, s28, s22                             ; 'b' at this chunk
	s_addc_u32 s11, s29, s23
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[26:27], s[22:23], s[6:7]
	v_cmp_lt_u32 s[22:23], v13, s19
	s_and_b64 s[30:31], s[26:27], s[22:23]
	s_and_b64 s[26:27], s[30:31], s[22:23]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_1054
	global_load_ushort v21, v14, s[10:11]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v22, 1, v13
	v_cmp_lt_u32 s[22:23], v22, s19
	s_and_b64 s[32:33], s[30:31], s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1058
	global_load_ushort v22, v14, s[10:11] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v23, 2, v13
	v_cmp_lt_u32 s[22:23], v23, s19
	s_and_b64 s[34:35], s[30:31], s[22:23]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_1062
	global_load_ushort v23, v14, s[10:11] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v24, 3, v13
	v_cmp_lt_u32 s[22:23], v24, s19
	s_and_b64 s[36:37], s[30:31], s[22:23]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_1066
	global_load_ushort v24, v14, s[10:11] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v25, 4, v13
	v_cmp_lt_u32 s[22:23], v25, s19
	s_and_b64 s[38:39], s[30:31], s[22:23]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_1070
	global_load_ushort v25, v14, s[10:11] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v26, 5, v13
	v_cmp_lt_u32 s[22:23], v26, s19
	s_and_b64 s[40:41], s[30:31], s[22:23]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_1074
	global_load_ushort v26, v14, s[10:11] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v27, 6, v13
	v_cmp_lt_u32 s[22:23], v27, s19
	s_and_b64 s[42:43], s[30:31], s[22:23]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_1078
	global_load_ushort v27, v14, s[10:11] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v28, 7, v13
	v_cmp_lt_u32 s[22:23], v28, s19
	s_and_b64 s[44:45], s[30:31], s[22:23]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_1082
	global_load_ushort v28, v14, s[10:11] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s9, s15, 2
	v_add_u32 v29, s9, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_1054
	global_load_ushort v30, v29, s[10:11]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1058
	global_load_ushort v31, v29, s[10:11] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_1062
	global_load_ushort v32, v29, s[10:11] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_1066
	global_load_ushort v33, v29, s[10:11] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_1070
	global_load_ushort v34, v29, s[10:11] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_1074
	global_load_ushort v35, v29, s[10:11] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_1078
	global_load_ushort v36, v29, s[10:11] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_1082
	global_load_ushort v37, v29, s[10:11] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(7)
	v_perm_b32 v29, v30, v21, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v29 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(6)
	v_perm_b32 v21, v31, v22, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(5)
	v_perm_b32 v21, v32, v23, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(4)
	v_perm_b32 v21, v33, v24, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(3)
	v_perm_b32 v21, v34, v25, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(2)
	v_perm_b32 v21, v35, v26, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(1)
	v_perm_b32 v21, v36, v27, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v37, v28, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_mov_b32 s9, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s9, s8
	s_cbranch_scc1 .Lgemm_f16_loop1_end
.Lgemm_f16_loop1:
	s_add_u32 s10, s9, 32
	s_cmp_lt_u32 s9, s8
	s_cselect_b32 s11, 1, 0
	s_cmp_eq_u32 s11, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_if4_end
	s_mov_b32 s22, s10
	s_mov_b32 s23, 0
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s24, s26                             ; 'a' at this chunk
	s_addc_u32 s23, s25, s27
	s_cmp_lt_u32 s10, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[26:27], v5, s5
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1108
	global_load_ushort v21, v8, s[22:23]                ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1108
	global_load_ushort v22, v8, s[22:23] offset:2       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1108
	global_load_ushort v23, v8, s[22:23] offset:4       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1108
	global_load_ushort v24, v8, s[22:23] offset:6       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1108
	global_load_ushort v25, v8, s[22:23] offset:8       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1108
	global_load_ushort v26, v8, s[22:23] offset:10      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1108
	global_load_ushort v27, v8, s[22:23] offset:12      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1108
	global_load_ushort v28, v8, s[22:23] offset:14      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s22, s10, s15
	s_mul_hi_u32 s23, s10, s15
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s28, s26                             ; 'b' at this chunk
	s_addc_u32 s23, s29, s27
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[10:11], exec, 0
	s_and_b64 s[26:27], s[10:11], s[6:7]
	v_cmp_lt_u32 s[10:11], v13, s19
	s_and_b64 s[30:31], s[26:27], s[10:11]
	s_and_b64 s[26:27], s[30:31], s[10:11]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[26:27]               ; lanes where %vpred_1127
	global_load_ushort v29, v14, s[22:23]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v30, 1, v13
	v_cmp_lt_u32 s[10:11], v30, s19
	s_and_b64 s[32:33], s[30:31], s[10:11]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[32:33]               ; lanes where %vpred_1131
	global_load_ushort v30, v14, s[22:23] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v31, 2, v13
	v_cmp_lt_u32 s[10:11], v31, s19
	s_and_b64 s[34:35], s[30:31], s[10:11]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_1135
	global_load_ushort v31, v14, s[22:23] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v32, 3, v13
	v_cmp_lt_u32 s[10:11], v32, s19
	s_and_b64 s[36:37], s[30:31], s[10:11]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_1139
	global_load_ushort v32, v14, s[22:23] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v33, 4, v13
	v_cmp_lt_u32 s[10:11], v33, s19
	s_and_b64 s[38:39], s[30:31], s[10:11]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_1143
	global_load_ushort v33, v14, s[22:23] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v34, 5, v13
	v_cmp_lt_u32 s[10:11], v34, s19
	s_and_b64 s[40:41], s[30:31], s[10:11]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_1147
	global_load_ushort v34, v14, s[22:23] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v35, 6, v13
	v_cmp_lt_u32 s[10:11], v35, s19
	s_and_b64 s[42:43], s[30:31], s[10:11]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_1151
	global_load_ushort v35, v14, s[22:23] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v36, 7, v13
	v_cmp_lt_u32 s[10:11], v36, s19
	s_and_b64 s[44:45], s[30:31], s[10:11]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[44:45]               ; lanes where %vpred_1155
	global_load_ushort v36, v14, s[22:23] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	s_mul_i32 s10, s15, 2
	v_add_u32 v37, s10, v14
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[26:27]               ; lanes where %vpred_1127
	global_load_ushort v38, v37, s[22:23]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[32:33]               ; lanes where %vpred_1131
	global_load_ushort v39, v37, s[22:23] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_1135
	global_load_ushort v40, v37, s[22:23] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_1139
	global_load_ushort v41, v37, s[22:23] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_1143
	global_load_ushort v42, v37, s[22:23] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_1147
	global_load_ushort v43, v37, s[22:23] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_1151
	global_load_ushort v44, v37, s[22:23] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[44:45]               ; lanes where %vpred_1155
	global_load_ushort v45, v37, s[22:23] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[46:49], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[50:53], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[46:49], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_waitcnt vmcnt(22)
	v_perm_b32 v37, v22, v21, s3                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v21, v24, v23, s3                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v22, v26, v25, s3                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v23, v28, v27, s3                        ; elements 6, 7
	v_mov_b32 v24, v37                                  ; 16 bytes into st0
	v_mov_b32 v25, v21
	v_mov_b32 v26, v22
	v_mov_b32 v27, v23
	ds_write_b128 v9, v[24:27] offset:10240
	s_waitcnt vmcnt(7)
	v_perm_b32 v21, v38, v29, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15360                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(6)
	v_perm_b32 v21, v39, v30, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15440                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(5)
	v_perm_b32 v21, v40, v31, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15520                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(4)
	v_perm_b32 v21, v41, v32, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15600                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(3)
	v_perm_b32 v21, v42, v33, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15680                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(2)
	v_perm_b32 v21, v43, v34, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15760                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(1)
	v_perm_b32 v21, v44, v35, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15840                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v45, v36, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15920                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
.Lgemm_f16_if4_end:
	s_add_u32 s10, s9, 32
	s_add_u32 s11, s10, 32
	s_cmp_lt_u32 s10, s8
	s_cselect_b32 s10, 1, 0
	s_cmp_eq_u32 s10, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_if5_end
	s_mov_b32 s22, s11
	s_mov_b32 s23, 0
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s24, s26                             ; 'a' at this chunk
	s_addc_u32 s23, s25, s27
	s_cmp_lt_u32 s11, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s10, 1, 0
	v_cmp_lt_u32 s[26:27], v5, s5
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1199
	global_load_ushort v21, v8, s[22:23]                ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1199
	global_load_ushort v22, v8, s[22:23] offset:2       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1199
	global_load_ushort v23, v8, s[22:23] offset:4       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1199
	global_load_ushort v24, v8, s[22:23] offset:6       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1199
	global_load_ushort v25, v8, s[22:23] offset:8       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1199
	global_load_ushort v26, v8, s[22:23] offset:10      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1199
	global_load_ushort v27, v8, s[22:23] offset:12      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1199
	global_load_ushort v28, v8, s[22:23] offset:14      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s22, s11, s15
	s_mul_hi_u32 s23, s11, s15
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s28, s26                             ; 'b' at this chunk
	s_addc_u32 s23, s29, s27
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[10:11], exec, 0
	s_and_b64 s[26:27], s[10:11], s[6:7]
	v_cmp_lt_u32 s[10:11], v13, s19
	s_and_b64 s[30:31], s[26:27], s[10:11]
	s_and_b64 s[26:27], s[30:31], s[10:11]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[26:27]               ; lanes where %vpred_1218
	global_load_ushort v29, v14, s[22:23]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v30, 1, v13
	v_cmp_lt_u32 s[10:11], v30, s19
	s_and_b64 s[32:33], s[30:31], s[10:11]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[32:33]               ; lanes where %vpred_1222
	global_load_ushort v30, v14, s[22:23] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v31, 2, v13
	v_cmp_lt_u32 s[10:11], v31, s19
	s_and_b64 s[34:35], s[30:31], s[10:11]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_1226
	global_load_ushort v31, v14, s[22:23] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v32, 3, v13
	v_cmp_lt_u32 s[10:11], v32, s19
	s_and_b64 s[36:37], s[30:31], s[10:11]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_1230
	global_load_ushort v32, v14, s[22:23] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v33, 4, v13
	v_cmp_lt_u32 s[10:11], v33, s19
	s_and_b64 s[38:39], s[30:31], s[10:11]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_1234
	global_load_ushort v33, v14, s[22:23] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v34, 5, v13
	v_cmp_lt_u32 s[10:11], v34, s19
	s_and_b64 s[40:41], s[30:31], s[10:11]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_1238
	global_load_ushort v34, v14, s[22:23] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v35, 6, v13
	v_cmp_lt_u32 s[10:11], v35, s19
	s_and_b64 s[42:43], s[30:31], s[10:11]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_1242
	global_load_ushort v35, v14, s[22:23] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v36, 7, v13
	v_cmp_lt_u32 s[10:11], v36, s19
	s_and_b64 s[44:45], s[30:31], s[10:11]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[44:45]               ; lanes where %vpred_1246
	global_load_ushort v36, v14, s[22:23] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	s_mul_i32 s10, s15, 2
	v_add_u32 v37, s10, v14
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[26:27]               ; lanes where %vpred_1218
	global_load_ushort v38, v37, s[22:23]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[32:33]               ; lanes where %vpred_1222
	global_load_ushort v39, v37, s[22:23] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_1226
	global_load_ushort v40, v37, s[22:23] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_1230
	global_load_ushort v41, v37, s[22:23] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_1234
	global_load_ushort v42, v37, s[22:23] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_1238
	global_load_ushort v43, v37, s[22:23] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_1242
	global_load_ushort v44, v37, s[22:23] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[44:45]               ; lanes where %vpred_1246
	global_load_ushort v45, v37, s[22:23] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[46:49], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[50:53], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[46:49], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_waitcnt vmcnt(22)
	v_perm_b32 v37, v22, v21, s3                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v21, v24, v23, s3                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v22, v26, v25, s3                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v23, v28, v27, s3                        ; elements 6, 7
	v_mov_b32 v24, v37                                  ; 16 bytes into st0
	v_mov_b32 v25, v21
	v_mov_b32 v26, v22
	v_mov_b32 v27, v23
	ds_write_b128 v9, v[24:27]
	s_waitcnt vmcnt(7)
	v_perm_b32 v21, v38, v29, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(6)
	v_perm_b32 v21, v39, v30, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(5)
	v_perm_b32 v21, v40, v31, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(4)
	v_perm_b32 v21, v41, v32, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(3)
	v_perm_b32 v21, v42, v33, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(2)
	v_perm_b32 v21, v43, v34, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(1)
	v_perm_b32 v21, v44, v35, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v45, v36, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
.Lgemm_f16_if5_end:
	s_add_u32 s9, s9, 64
	s_cmp_lt_u32 s9, s8
	s_cbranch_scc1 .Lgemm_f16_loop1
.Lgemm_f16_loop1_end:
.Lgemm_f16_if1_end:
	s_add_u32 s9, s8, 31
	s_and_b32 s8, s9, 0xffffffe0                        ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s9, s8                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s9, s14
	s_cbranch_scc1 .Lgemm_f16_loop2_end
.Lgemm_f16_loop2:
	s_sub_u32 s8, s14, s9
	s_mov_b32 s10, s9
	s_mov_b32 s11, 0
	s_lshl_b64 s[22:23], s[10:11], 1
	s_add_u32 s10, s24, s22                             ; 'a' at this chunk
	s_addc_u32 s11, s25, s23
	v_cmp_lt_u32 s[22:23], v10, s5                      ; 'm' element in bounds
	v_cmp_lt_u32 s[26:27], v16, s8                      ; 'kk' element in bounds
	s_and_b64 s[30:31], s[22:23], s[26:27]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_279
	global_load_ushort v21, v15, s[10:11]               ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v22, v21
	v_add_u32 v21, 1, v16
	v_cmp_lt_u32 s[30:31], v21, s8                      ; 'kk' element in bounds
	s_and_b64 s[32:33], s[22:23], s[30:31]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_284
	global_load_ushort v21, v15, s[10:11] offset:2      ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v23, v21
	v_add_u32 v21, 2, v16
	v_cmp_lt_u32 s[32:33], v21, s8                      ; 'kk' element in bounds
	s_and_b64 s[34:35], s[22:23], s[32:33]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_289
	global_load_ushort v21, v15, s[10:11] offset:4      ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v24, v21
	v_add_u32 v21, 3, v16
	v_cmp_lt_u32 s[34:35], v21, s8                      ; 'kk' element in bounds
	s_and_b64 s[36:37], s[22:23], s[34:35]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_294
	global_load_ushort v21, v15, s[10:11] offset:6      ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v25, v21
	s_mul_i32 s18, s14, 32
	s_lshl_b32 s20, s18, 1
	v_add_u32 v21, s20, v15
	v_add_u32 v26, 32, v10
	v_cmp_lt_u32 s[22:23], v26, s5                      ; 'm' element in bounds
	s_and_b64 s[36:37], s[22:23], s[26:27]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_302
	global_load_ushort v26, v21, s[10:11]               ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v27, v26
	s_and_b64 s[26:27], s[22:23], s[30:31]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_305
	global_load_ushort v26, v21, s[10:11] offset:2      ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v28, v26
	s_and_b64 s[26:27], s[22:23], s[32:33]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_308
	global_load_ushort v26, v21, s[10:11] offset:4      ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v29, v26
	s_and_b64 s[26:27], s[22:23], s[34:35]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_311
	global_load_ushort v26, v21, s[10:11] offset:6      ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v21, v26
	v_cvt_f16_f32 v26, v22
	v_and_b32 v22, 0xffff, v26
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v12, v22                               ; A operand of the product: stage
	v_cvt_f16_f32 v22, v23
	v_and_b32 v23, 0xffff, v22
	ds_write_b16 v12, v23 offset:2                      ; A operand of the product: stage
	v_cvt_f16_f32 v22, v24
	v_and_b32 v23, 0xffff, v22
	ds_write_b16 v12, v23 offset:4                      ; A operand of the product: stage
	v_cvt_f16_f32 v22, v25
	v_and_b32 v23, 0xffff, v22
	ds_write_b16 v12, v23 offset:6                      ; A operand of the product: stage
	v_cvt_f16_f32 v22, v27
	v_and_b32 v23, 0xffff, v22
	ds_write_b16 v12, v23 offset:2560                   ; A operand of the product: stage
	v_cvt_f16_f32 v22, v28
	v_and_b32 v23, 0xffff, v22
	ds_write_b16 v12, v23 offset:2562                   ; A operand of the product: stage
	v_cvt_f16_f32 v22, v29
	v_and_b32 v23, 0xffff, v22
	ds_write_b16 v12, v23 offset:2564                   ; A operand of the product: stage
	v_cvt_f16_f32 v22, v21
	v_and_b32 v21, 0xffff, v22
	ds_write_b16 v12, v21 offset:2566                   ; A operand of the product: stage
	s_mul_i32 s10, s9, s15
	s_mul_hi_u32 s11, s9, s15
	s_lshl_b64 s[22:23], s[10:11], 1
	s_add_u32 s10, s28, s22                             ; 'b' at this chunk
	s_addc_u32 s11, s29, s23
	v_cmp_lt_u32 s[22:23], v1, s19                      ; 'n' element in bounds
	v_cmp_lt_u32 s[26:27], v17, s8                      ; 'kk' element in bounds
	s_and_b64 s[30:31], s[22:23], s[26:27]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_336
	global_load_ushort v21, v18, s[10:11]               ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v22, v21
	v_add_u32 v21, 1, v1
	v_cmp_lt_u32 s[30:31], v21, s19                     ; 'n' element in bounds
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_341
	global_load_ushort v21, v18, s[10:11] offset:2      ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v23, v21
	v_add_u32 v21, 2, v1
	v_cmp_lt_u32 s[32:33], v21, s19                     ; 'n' element in bounds
	s_and_b64 s[34:35], s[32:33], s[26:27]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_346
	global_load_ushort v21, v18, s[10:11] offset:4      ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v24, v21
	v_add_u32 v21, 3, v1
	v_cmp_lt_u32 s[34:35], v21, s19                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[34:35], s[26:27]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_351
	global_load_ushort v21, v18, s[10:11] offset:6      ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v25, v21
	s_mul_i32 s18, s15, 16
	s_lshl_b32 s20, s18, 1
	v_add_u32 v21, s20, v18
	v_add_u32 v26, 16, v17
	v_cmp_lt_u32 s[26:27], v26, s8                      ; 'kk' element in bounds
	s_and_b64 s[36:37], s[22:23], s[26:27]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_359
	global_load_ushort v26, v21, s[10:11]               ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v27, v26
	s_and_b64 s[22:23], s[30:31], s[26:27]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[22:23]               ; lanes where %vpred_362
	global_load_ushort v26, v21, s[10:11] offset:2      ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v28, v26
	s_and_b64 s[22:23], s[32:33], s[26:27]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[22:23]               ; lanes where %vpred_365
	global_load_ushort v26, v21, s[10:11] offset:4      ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v29, v26
	s_and_b64 s[22:23], s[34:35], s[26:27]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_368
	global_load_ushort v26, v21, s[10:11] offset:6      ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v21, v26
	v_cvt_f16_f32 v26, v22
	v_and_b32 v22, 0xffff, v26
	ds_write_b16 v19, v22 offset:5120                   ; B operand of the product: stage
	v_cvt_f16_f32 v22, v23
	v_and_b32 v23, 0xffff, v22
	ds_write_b16 v19, v23 offset:5200                   ; B operand of the product: stage
	v_cvt_f16_f32 v22, v24
	v_and_b32 v23, 0xffff, v22
	ds_write_b16 v19, v23 offset:5280                   ; B operand of the product: stage
	v_cvt_f16_f32 v22, v25
	v_and_b32 v23, 0xffff, v22
	ds_write_b16 v19, v23 offset:5360                   ; B operand of the product: stage
	v_cvt_f16_f32 v22, v27
	v_and_b32 v23, 0xffff, v22
	ds_write_b16 v19, v23 offset:5152                   ; B operand of the product: stage
	v_cvt_f16_f32 v22, v28
	v_and_b32 v23, 0xffff, v22
	ds_write_b16 v19, v23 offset:5232                   ; B operand of the product: stage
	v_cvt_f16_f32 v22, v29
	v_and_b32 v23, 0xffff, v22
	ds_write_b16 v19, v23 offset:5312                   ; B operand of the product: stage
	v_cvt_f16_f32 v22, v21
	v_and_b32 v21, 0xffff, v22
	ds_write_b16 v19, v21 offset:5392                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[22:25], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[26:29], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[22:25], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[26:29], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_add_u32 s9, s9, 32
	s_cmp_lt_u32 s9, s14
	s_cbranch_scc1 .Lgemm_f16_loop2
.Lgemm_f16_loop2_end:
	global_load_dword v21, v20, s[16:17]                ; examples/gemm_f16.kgen:8: load of 'bias'
	s_nop 7
	v_accvgpr_read_b32 v22, a0                          ; examples/gemm_f16.kgen:8
	s_waitcnt vmcnt(0)
	v_add_f32 v23, v22, v21
	v_accvgpr_read_b32 v22, a1                          ; examples/gemm_f16.kgen:8
	v_add_f32 v24, v22, v21
	v_accvgpr_read_b32 v22, a2                          ; examples/gemm_f16.kgen:8
	v_add_f32 v25, v22, v21
	v_accvgpr_read_b32 v22, a3                          ; examples/gemm_f16.kgen:8
	v_add_f32 v26, v22, v21
	v_accvgpr_read_b32 v22, a4                          ; examples/gemm_f16.kgen:8
	v_add_f32 v27, v22, v21
	v_accvgpr_read_b32 v22, a5                          ; examples/gemm_f16.kgen:8
	v_add_f32 v28, v22, v21
	v_accvgpr_read_b32 v22, a6                          ; examples/gemm_f16.kgen:8
	v_add_f32 v29, v22, v21
	v_accvgpr_read_b32 v22, a7                          ; examples/gemm_f16.kgen:8
	v_add_f32 v30, v22, v21
	v_accvgpr_read_b32 v22, a8                          ; examples/gemm_f16.kgen:8
	v_add_f32 v31, v22, v21
	v_accvgpr_read_b32 v22, a9                          ; examples/gemm_f16.kgen:8
	v_add_f32 v32, v22, v21
	v_accvgpr_read_b32 v22, a10                         ; examples/gemm_f16.kgen:8
	v_add_f32 v33, v22, v21
	v_accvgpr_read_b32 v22, a11                         ; examples/gemm_f16.kgen:8
	v_add_f32 v34, v22, v21
	v_accvgpr_read_b32 v22, a12                         ; examples/gemm_f16.kgen:8
	v_add_f32 v35, v22, v21
	v_accvgpr_read_b32 v22, a13                         ; examples/gemm_f16.kgen:8
	v_add_f32 v36, v22, v21
	v_accvgpr_read_b32 v22, a14                         ; examples/gemm_f16.kgen:8
	v_add_f32 v37, v22, v21
	v_accvgpr_read_b32 v22, a15                         ; examples/gemm_f16.kgen:8
	v_add_f32 v38, v22, v21
	v_max_f32 v21, 0, v23                               ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v23, 0
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v21, v22, s[8:9]
	v_max_f32 v21, 0, v24                               ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v24, 0
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v21, v22, s[8:9]
	v_max_f32 v21, 0, v25                               ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v25, 0
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v21, v22, s[8:9]
	v_max_f32 v21, 0, v26                               ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v26, 0
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v21, v22, s[8:9]
	v_max_f32 v21, 0, v27                               ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v27, 0
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v27, v21, v22, s[8:9]
	v_max_f32 v21, 0, v28                               ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v28, 0
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v28, v21, v22, s[8:9]
	v_max_f32 v21, 0, v29                               ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v29, 0
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v29, v21, v22, s[8:9]
	v_max_f32 v21, 0, v30                               ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v30, 0
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v30, v21, v22, s[8:9]
	v_max_f32 v21, 0, v31                               ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v31, 0
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v31, v21, v22, s[8:9]
	v_max_f32 v21, 0, v32                               ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v32, 0
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v21, v22, s[8:9]
	v_max_f32 v21, 0, v33                               ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v33, 0
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v21, v22, s[8:9]
	v_max_f32 v21, 0, v34                               ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v34, 0
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v34, v21, v22, s[8:9]
	v_max_f32 v21, 0, v35                               ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v35, 0
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v35, v21, v22, s[8:9]
	v_max_f32 v21, 0, v36                               ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v36, 0
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v21, v22, s[8:9]
	v_max_f32 v21, 0, v37                               ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v37, 0
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v21, v22, s[8:9]
	v_max_f32 v21, 0, v38                               ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v38, 0
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v21, v22, s[8:9]
	global_store_dword v3, v23, s[12:13]                ; examples/gemm_f16.kgen:8: store to 'c'
	s_mul_i32 s8, s15, 1
	s_lshl_b32 s9, s8, 2
	v_add_u32 v21, s9, v3
	global_store_dword v21, v24, s[12:13]               ; examples/gemm_f16.kgen:8: store to 'c'
	s_mul_i32 s8, s15, 2
	s_lshl_b32 s9, s8, 2
	v_add_u32 v21, s9, v3
	global_store_dword v21, v25, s[12:13]               ; examples/gemm_f16.kgen:8: store to 'c'
	s_mul_i32 s8, s15, 3
	s_lshl_b32 s9, s8, 2
	v_add_u32 v21, s9, v3
	global_store_dword v21, v26, s[12:13]               ; examples/gemm_f16.kgen:8: store to 'c'
	s_mul_i32 s8, s15, 8
	s_lshl_b32 s9, s8, 2
	v_add_u32 v21, s9, v3
	global_store_dword v21, v27, s[12:13]               ; examples/gemm_f16.kgen:8: store to 'c'
	s_mul_i32 s8, s15, 9
	s_lshl_b32 s9, s8, 2
	v_add_u32 v21, s9, v3
	global_store_dword v21, v28, s[12:13]               ; examples/gemm_f16.kgen:8: store to 'c'
	s_mul_i32 s8, s15, 10
	s_lshl_b32 s9, s8, 2
	v_add_u32 v21, s9, v3
	global_store_dword v21, v29, s[12:13]               ; examples/gemm_f16.kgen:8: store to 'c'
	s_mul_i32 s8, s15, 11
	s_lshl_b32 s9, s8, 2
	v_add_u32 v21, s9, v3
	global_store_dword v21, v30, s[12:13]               ; examples/gemm_f16.kgen:8: store to 'c'
	s_mul_i32 s8, s15, 16
	s_lshl_b32 s9, s8, 2
	v_add_u32 v21, s9, v3
	global_store_dword v21, v31, s[12:13]               ; examples/gemm_f16.kgen:8: store to 'c'
	s_mul_i32 s8, s15, 17
	s_lshl_b32 s9, s8, 2
	v_add_u32 v21, s9, v3
	global_store_dword v21, v32, s[12:13]               ; examples/gemm_f16.kgen:8: store to 'c'
	s_mul_i32 s8, s15, 18
	s_lshl_b32 s9, s8, 2
	v_add_u32 v21, s9, v3
	global_store_dword v21, v33, s[12:13]               ; examples/gemm_f16.kgen:8: store to 'c'
	s_mul_i32 s8, s15, 19
	s_lshl_b32 s9, s8, 2
	v_add_u32 v21, s9, v3
	global_store_dword v21, v34, s[12:13]               ; examples/gemm_f16.kgen:8: store to 'c'
	s_mul_i32 s8, s15, 24
	s_lshl_b32 s9, s8, 2
	v_add_u32 v21, s9, v3
	global_store_dword v21, v35, s[12:13]               ; examples/gemm_f16.kgen:8: store to 'c'
	s_mul_i32 s8, s15, 25
	s_lshl_b32 s9, s8, 2
	v_add_u32 v21, s9, v3
	global_store_dword v21, v36, s[12:13]               ; examples/gemm_f16.kgen:8: store to 'c'
	s_mul_i32 s8, s15, 26
	s_lshl_b32 s9, s8, 2
	v_add_u32 v21, s9, v3
	global_store_dword v21, v37, s[12:13]               ; examples/gemm_f16.kgen:8: store to 'c'
	s_mul_i32 s8, s15, 27
	s_lshl_b32 s9, s8, 2
	v_add_u32 v21, s9, v3
	global_store_dword v21, v38, s[12:13]               ; examples/gemm_f16.kgen:8: store to 'c'
	s_branch .Lgemm_f16_if0_end
.Lgemm_f16_if0_else:
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
	s_cmp_ge_u32 s14, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s8, 1, 0
	s_sub_u32 s9, s14, 31
	s_cmp_lg_u32 s8, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s8, s9, 0
	s_cmp_eq_u32 s21, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lgemm_f16_if6_else
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0
	s_lshl_b64 s[20:21], s[10:11], 1
	s_add_u32 s10, s24, s20                             ; 'a' at this chunk
	s_addc_u32 s11, s25, s21
	s_cmp_lt_u32 0, s8                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s9, 1, 0
	v_cmp_lt_u32 s[20:21], v5, s5
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[26:27], s[22:23], s[20:21]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1288
	global_load_dwordx4 v[22:25], v8, s[10:11]          ; examples/gemm_f16.kgen:6: 16 bytes of 'a'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[22:25]                          ; 16 bytes into st0
	s_mul_i32 s10, 0, s15
	s_mul_hi_u32 s11, 0, s15
	s_lshl_b64 s[20:21], s[10:11], 1
	s_add_u32 s10, s28, s20                             ; 'b' at this chunk
	s_addc_u32 s11, s29, s21
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[20:21], exec, 0
	s_and_b64 s[22:23], s[20:21], s[6:7]
	v_cmp_lt_u32 s[20:21], v13, s19
	s_and_b64 s[26:27], s[22:23], s[20:21]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1298
	global_load_dwordx4 v[22:25], v14, s[10:11]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s9, s15, 2
	v_add_u32 v21, s9, v14
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1298
	global_load_dwordx4 v[26:29], v21, s[10:11]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v26, v22, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v26, v22, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v27, v23, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v27, v23, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v28, v24, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v28, v24, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v29, v25, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v29, v25, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_mov_b32 s9, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s9, s8
	s_cbranch_scc1 .Lgemm_f16_loop3_end
.Lgemm_f16_loop3:
	s_add_u32 s10, s9, 32
	s_cmp_lt_u32 s9, s8
	s_cselect_b32 s11, 1, 0
	s_cmp_eq_u32 s11, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_if7_end
	s_mov_b32 s20, s10
	s_mov_b32 s21, 0
	s_lshl_b64 s[22:23], s[20:21], 1
	s_add_u32 s20, s24, s22                             ; 'a' at this chunk
	s_addc_u32 s21, s25, s23
	s_cmp_lt_u32 s10, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[22:23], v5, s5
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1323
	global_load_dwordx4 v[22:25], v8, s[20:21]          ; examples/gemm_f16.kgen:6: 16 bytes of 'a'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s20, s10, s15
	s_mul_hi_u32 s21, s10, s15
	s_lshl_b64 s[22:23], s[20:21], 1
	s_add_u32 s20, s28, s22                             ; 'b' at this chunk
	s_addc_u32 s21, s29, s23
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[10:11], exec, 0
	s_and_b64 s[22:23], s[10:11], s[6:7]
	v_cmp_lt_u32 s[10:11], v13, s19
	s_and_b64 s[26:27], s[22:23], s[10:11]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[26:27]               ; lanes where %vpred_1333
	global_load_dwordx4 v[26:29], v14, s[20:21]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[10:11]
	s_mul_i32 s10, s15, 2
	v_add_u32 v21, s10, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[26:27]               ; lanes where %vpred_1333
	global_load_dwordx4 v[30:33], v21, s[20:21]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[38:41], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[34:37], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[38:41], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_waitcnt vmcnt(2)
	ds_write_b128 v9, v[22:25] offset:10240             ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v30, v26, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15360                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v30, v26, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15440                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v31, v27, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15520                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v31, v27, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15600                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v32, v28, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15680                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v32, v28, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15760                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v33, v29, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15840                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v33, v29, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15920                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
.Lgemm_f16_if7_end:
	s_add_u32 s10, s9, 32
	s_add_u32 s11, s10, 32
	s_cmp_lt_u32 s10, s8
	s_cselect_b32 s10, 1, 0
	s_cmp_eq_u32 s10, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_if8_end
	s_mov_b32 s20, s11
	s_mov_b32 s21, 0
	s_lshl_b64 s[22:23], s[20:21], 1
	s_add_u32 s20, s24, s22                             ; 'a' at this chunk
	s_addc_u32 s21, s25, s23
	s_cmp_lt_u32 s11, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s10, 1, 0
	v_cmp_lt_u32 s[22:23], v5, s5
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1376
	global_load_dwordx4 v[22:25], v8, s[20:21]          ; examples/gemm_f16.kgen:6: 16 bytes of 'a'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s20, s11, s15
	s_mul_hi_u32 s21, s11, s15
	s_lshl_b64 s[22:23], s[20:21], 1
	s_add_u32 s20, s28, s22                             ; 'b' at this chunk
	s_addc_u32 s21, s29, s23
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[10:11], exec, 0
	s_and_b64 s[22:23], s[10:11], s[6:7]
	v_cmp_lt_u32 s[10:11], v13, s19
	s_and_b64 s[26:27], s[22:23], s[10:11]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[26:27]               ; lanes where %vpred_1386
	global_load_dwordx4 v[26:29], v14, s[20:21]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[10:11]
	s_mul_i32 s10, s15, 2
	v_add_u32 v21, s10, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[26:27]               ; lanes where %vpred_1386
	global_load_dwordx4 v[30:33], v21, s[20:21]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[38:41], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[34:37], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[38:41], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_waitcnt vmcnt(2)
	ds_write_b128 v9, v[22:25]                          ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v30, v26, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v30, v26, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v31, v27, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v31, v27, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v32, v28, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v32, v28, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v33, v29, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v21, v33, v29, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
.Lgemm_f16_if8_end:
	s_add_u32 s9, s9, 64
	s_cmp_lt_u32 s9, s8
	s_cbranch_scc1 .Lgemm_f16_loop3
.Lgemm_f16_loop3_end:
	s_branch .Lgemm_f16_if6_end
.Lgemm_f16_if6_else:
	s_mov_b32 s10, 0
	s_mov_b32 s11, 0
	s_lshl_b64 s[20:21], s[10:11], 1
	s_add_u32 s10, s24, s20                             ; 'a' at this chunk
	s_addc_u32 s11, s25, s21
	s_cmp_lt_u32 0, s8                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s4, 1, 0
	v_cmp_lt_u32 s[20:21], v5, s5
	s_cmp_lg_u32 s4, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[26:27], s[22:23], s[20:21]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1427
	global_load_ushort v21, v8, s[10:11]                ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1427
	global_load_ushort v22, v8, s[10:11] offset:2       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1427
	global_load_ushort v23, v8, s[10:11] offset:4       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1427
	global_load_ushort v24, v8, s[10:11] offset:6       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1427
	global_load_ushort v25, v8, s[10:11] offset:8       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1427
	global_load_ushort v26, v8, s[10:11] offset:10      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1427
	global_load_ushort v27, v8, s[10:11] offset:12      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1427
	global_load_ushort v28, v8, s[10:11] offset:14      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(6)
	v_perm_b32 v29, v22, v21, s3                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v21, v24, v23, s3                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v22, v26, v25, s3                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v23, v28, v27, s3                        ; elements 6, 7
	v_mov_b32 v24, v29                                  ; 16 bytes into st0
	v_mov_b32 v25, v21
	v_mov_b32 v26, v22
	v_mov_b32 v27, v23
	ds_write_b128 v9, v[24:27]
	s_mul_i32 s10, 0, s15
	s_mul_hi_u32 s11, 0, s15
	s_lshl_b64 s[20:21], s[10:11], 1
	s_add_u32 s10, s28, s20                             ; 'b' at this chunk
	s_addc_u32 s11, s29, s21
	s_cmp_lg_u32 s4, 0
	s_cselect_b64 s[20:21], exec, 0
	s_and_b64 s[22:23], s[20:21], s[6:7]
	v_cmp_lt_u32 s[20:21], v13, s19
	s_and_b64 s[26:27], s[22:23], s[20:21]
	s_and_b64 s[22:23], s[26:27], s[20:21]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_1446
	global_load_ushort v21, v14, s[10:11]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v22, 1, v13
	v_cmp_lt_u32 s[20:21], v22, s19
	s_and_b64 s[30:31], s[26:27], s[20:21]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1450
	global_load_ushort v22, v14, s[10:11] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v23, 2, v13
	v_cmp_lt_u32 s[20:21], v23, s19
	s_and_b64 s[32:33], s[26:27], s[20:21]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1454
	global_load_ushort v23, v14, s[10:11] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v24, 3, v13
	v_cmp_lt_u32 s[20:21], v24, s19
	s_and_b64 s[34:35], s[26:27], s[20:21]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_1458
	global_load_ushort v24, v14, s[10:11] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v25, 4, v13
	v_cmp_lt_u32 s[20:21], v25, s19
	s_and_b64 s[36:37], s[26:27], s[20:21]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1462
	global_load_ushort v25, v14, s[10:11] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v26, 5, v13
	v_cmp_lt_u32 s[20:21], v26, s19
	s_and_b64 s[38:39], s[26:27], s[20:21]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1466
	global_load_ushort v26, v14, s[10:11] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v27, 6, v13
	v_cmp_lt_u32 s[20:21], v27, s19
	s_and_b64 s[40:41], s[26:27], s[20:21]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[40:41]               ; lanes where %vpred_1470
	global_load_ushort v27, v14, s[10:11] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v28, 7, v13
	v_cmp_lt_u32 s[20:21], v28, s19
	s_and_b64 s[42:43], s[26:27], s[20:21]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[42:43]               ; lanes where %vpred_1474
	global_load_ushort v28, v14, s[10:11] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s4, s15, 2
	v_add_u32 v29, s4, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_1446
	global_load_ushort v30, v29, s[10:11]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1450
	global_load_ushort v31, v29, s[10:11] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1454
	global_load_ushort v32, v29, s[10:11] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_1458
	global_load_ushort v33, v29, s[10:11] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1462
	global_load_ushort v34, v29, s[10:11] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1466
	global_load_ushort v35, v29, s[10:11] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[40:41]               ; lanes where %vpred_1470
	global_load_ushort v36, v29, s[10:11] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[42:43]               ; lanes where %vpred_1474
	global_load_ushort v37, v29, s[10:11] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(7)
	v_perm_b32 v29, v30, v21, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v29 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(6)
	v_perm_b32 v21, v31, v22, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(5)
	v_perm_b32 v21, v32, v23, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(4)
	v_perm_b32 v21, v33, v24, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(3)
	v_perm_b32 v21, v34, v25, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(2)
	v_perm_b32 v21, v35, v26, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(1)
	v_perm_b32 v21, v36, v27, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v37, v28, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_mov_b32 s4, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s4, s8
	s_cbranch_scc1 .Lgemm_f16_loop4_end
.Lgemm_f16_loop4:
	s_add_u32 s9, s4, 32
	s_cmp_lt_u32 s4, s8
	s_cselect_b32 s10, 1, 0
	s_cmp_eq_u32 s10, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_if9_end
	s_mov_b32 s10, s9
	s_mov_b32 s11, 0
	s_lshl_b64 s[20:21], s[10:11], 1
	s_add_u32 s10, s24, s20                             ; 'a' at this chunk
	s_addc_u32 s11, s25, s21
	s_cmp_lt_u32 s9, s8                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s18, 1, 0
	v_cmp_lt_u32 s[20:21], v5, s5
	s_cmp_lg_u32 s18, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[26:27], s[22:23], s[20:21]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1500
	global_load_ushort v21, v8, s[10:11]                ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1500
	global_load_ushort v22, v8, s[10:11] offset:2       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1500
	global_load_ushort v23, v8, s[10:11] offset:4       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1500
	global_load_ushort v24, v8, s[10:11] offset:6       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1500
	global_load_ushort v25, v8, s[10:11] offset:8       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1500
	global_load_ushort v26, v8, s[10:11] offset:10      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1500
	global_load_ushort v27, v8, s[10:11] offset:12      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1500
	global_load_ushort v28, v8, s[10:11] offset:14      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s10, s9, s15
	s_mul_hi_u32 s11, s9, s15
	s_lshl_b64 s[20:21], s[10:11], 1
	s_add_u32 s10, s28, s20                             ; 'b' at this chunk
	s_addc_u32 s11, s29, s21
	s_cmp_lg_u32 s18, 0
	s_cselect_b64 s[20:21], exec, 0
	s_and_b64 s[22:23], s[20:21], s[6:7]
	v_cmp_lt_u32 s[20:21], v13, s19
	s_and_b64 s[26:27], s[22:23], s[20:21]
	s_and_b64 s[22:23], s[26:27], s[20:21]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_1519
	global_load_ushort v29, v14, s[10:11]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v30, 1, v13
	v_cmp_lt_u32 s[20:21], v30, s19
	s_and_b64 s[30:31], s[26:27], s[20:21]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1523
	global_load_ushort v30, v14, s[10:11] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v31, 2, v13
	v_cmp_lt_u32 s[20:21], v31, s19
	s_and_b64 s[32:33], s[26:27], s[20:21]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1527
	global_load_ushort v31, v14, s[10:11] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v32, 3, v13
	v_cmp_lt_u32 s[20:21], v32, s19
	s_and_b64 s[34:35], s[26:27], s[20:21]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_1531
	global_load_ushort v32, v14, s[10:11] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v33, 4, v13
	v_cmp_lt_u32 s[20:21], v33, s19
	s_and_b64 s[36:37], s[26:27], s[20:21]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1535
	global_load_ushort v33, v14, s[10:11] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v34, 5, v13
	v_cmp_lt_u32 s[20:21], v34, s19
	s_and_b64 s[38:39], s[26:27], s[20:21]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1539
	global_load_ushort v34, v14, s[10:11] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v35, 6, v13
	v_cmp_lt_u32 s[20:21], v35, s19
	s_and_b64 s[40:41], s[26:27], s[20:21]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[40:41]               ; lanes where %vpred_1543
	global_load_ushort v35, v14, s[10:11] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v36, 7, v13
	v_cmp_lt_u32 s[20:21], v36, s19
	s_and_b64 s[42:43], s[26:27], s[20:21]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[42:43]               ; lanes where %vpred_1547
	global_load_ushort v36, v14, s[10:11] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s9, s15, 2
	v_add_u32 v37, s9, v14
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_1519
	global_load_ushort v38, v37, s[10:11]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1523
	global_load_ushort v39, v37, s[10:11] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[32:33]               ; lanes where %vpred_1527
	global_load_ushort v40, v37, s[10:11] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_1531
	global_load_ushort v41, v37, s[10:11] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1535
	global_load_ushort v42, v37, s[10:11] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1539
	global_load_ushort v43, v37, s[10:11] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[40:41]               ; lanes where %vpred_1543
	global_load_ushort v44, v37, s[10:11] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[42:43]               ; lanes where %vpred_1547
	global_load_ushort v45, v37, s[10:11] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[46:49], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[50:53], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[46:49], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_waitcnt vmcnt(22)
	v_perm_b32 v37, v22, v21, s3                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v21, v24, v23, s3                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v22, v26, v25, s3                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v23, v28, v27, s3                        ; elements 6, 7
	v_mov_b32 v24, v37                                  ; 16 bytes into st0
	v_mov_b32 v25, v21
	v_mov_b32 v26, v22
	v_mov_b32 v27, v23
	ds_write_b128 v9, v[24:27] offset:10240
	s_waitcnt vmcnt(7)
	v_perm_b32 v21, v38, v29, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15360                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(6)
	v_perm_b32 v21, v39, v30, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15440                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(5)
	v_perm_b32 v21, v40, v31, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15520                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(4)
	v_perm_b32 v21, v41, v32, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15600                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(3)
	v_perm_b32 v21, v42, v33, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15680                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(2)
	v_perm_b32 v21, v43, v34, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15760                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(1)
	v_perm_b32 v21, v44, v35, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15840                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v45, v36, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:15920                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
.Lgemm_f16_if9_end:
	s_add_u32 s9, s4, 32
	s_add_u32 s10, s9, 32
	s_cmp_lt_u32 s9, s8
	s_cselect_b32 s9, 1, 0
	s_cmp_eq_u32 s9, 0                                  ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_if10_end
	s_mov_b32 s20, s10
	s_mov_b32 s21, 0
	s_lshl_b64 s[22:23], s[20:21], 1
	s_add_u32 s20, s24, s22                             ; 'a' at this chunk
	s_addc_u32 s21, s25, s23
	s_cmp_lt_u32 s10, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s9, 1, 0
	v_cmp_lt_u32 s[22:23], v5, s5
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1591
	global_load_ushort v21, v8, s[20:21]                ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1591
	global_load_ushort v22, v8, s[20:21] offset:2       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1591
	global_load_ushort v23, v8, s[20:21] offset:4       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1591
	global_load_ushort v24, v8, s[20:21] offset:6       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1591
	global_load_ushort v25, v8, s[20:21] offset:8       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1591
	global_load_ushort v26, v8, s[20:21] offset:10      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1591
	global_load_ushort v27, v8, s[20:21] offset:12      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1591
	global_load_ushort v28, v8, s[20:21] offset:14      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s20, s10, s15
	s_mul_hi_u32 s21, s10, s15
	s_lshl_b64 s[10:11], s[20:21], 1
	s_add_u32 s20, s28, s10                             ; 'b' at this chunk
	s_addc_u32 s21, s29, s11
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[10:11], exec, 0
	s_and_b64 s[22:23], s[10:11], s[6:7]
	v_cmp_lt_u32 s[10:11], v13, s19
	s_and_b64 s[26:27], s[22:23], s[10:11]
	s_and_b64 s[22:23], s[26:27], s[10:11]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[22:23]               ; lanes where %vpred_1610
	global_load_ushort v29, v14, s[20:21]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v30, 1, v13
	v_cmp_lt_u32 s[10:11], v30, s19
	s_and_b64 s[30:31], s[26:27], s[10:11]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_1614
	global_load_ushort v30, v14, s[20:21] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v31, 2, v13
	v_cmp_lt_u32 s[10:11], v31, s19
	s_and_b64 s[32:33], s[26:27], s[10:11]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[32:33]               ; lanes where %vpred_1618
	global_load_ushort v31, v14, s[20:21] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v32, 3, v13
	v_cmp_lt_u32 s[10:11], v32, s19
	s_and_b64 s[34:35], s[26:27], s[10:11]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_1622
	global_load_ushort v32, v14, s[20:21] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v33, 4, v13
	v_cmp_lt_u32 s[10:11], v33, s19
	s_and_b64 s[36:37], s[26:27], s[10:11]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_1626
	global_load_ushort v33, v14, s[20:21] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v34, 5, v13
	v_cmp_lt_u32 s[10:11], v34, s19
	s_and_b64 s[38:39], s[26:27], s[10:11]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_1630
	global_load_ushort v34, v14, s[20:21] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v35, 6, v13
	v_cmp_lt_u32 s[10:11], v35, s19
	s_and_b64 s[40:41], s[26:27], s[10:11]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_1634
	global_load_ushort v35, v14, s[20:21] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v36, 7, v13
	v_cmp_lt_u32 s[10:11], v36, s19
	s_and_b64 s[42:43], s[26:27], s[10:11]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_1638
	global_load_ushort v36, v14, s[20:21] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	s_mul_i32 s9, s15, 2
	v_add_u32 v37, s9, v14
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[22:23]               ; lanes where %vpred_1610
	global_load_ushort v38, v37, s[20:21]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_1614
	global_load_ushort v39, v37, s[20:21] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[32:33]               ; lanes where %vpred_1618
	global_load_ushort v40, v37, s[20:21] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_1622
	global_load_ushort v41, v37, s[20:21] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_1626
	global_load_ushort v42, v37, s[20:21] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_1630
	global_load_ushort v43, v37, s[20:21] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_1634
	global_load_ushort v44, v37, s[20:21] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_1638
	global_load_ushort v45, v37, s[20:21] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[46:49], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[50:53], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[46:49], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_waitcnt vmcnt(22)
	v_perm_b32 v37, v22, v21, s3                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v21, v24, v23, s3                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v22, v26, v25, s3                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v23, v28, v27, s3                        ; elements 6, 7
	v_mov_b32 v24, v37                                  ; 16 bytes into st0
	v_mov_b32 v25, v21
	v_mov_b32 v26, v22
	v_mov_b32 v27, v23
	ds_write_b128 v9, v[24:27]
	s_waitcnt vmcnt(7)
	v_perm_b32 v21, v38, v29, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(6)
	v_perm_b32 v21, v39, v30, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(5)
	v_perm_b32 v21, v40, v31, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(4)
	v_perm_b32 v21, v41, v32, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(3)
	v_perm_b32 v21, v42, v33, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(2)
	v_perm_b32 v21, v43, v34, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(1)
	v_perm_b32 v21, v44, v35, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v45, v36, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_149
	ds_write_b32 v11, v21 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
.Lgemm_f16_if10_end:
	s_add_u32 s4, s4, 64
	s_cmp_lt_u32 s4, s8
	s_cbranch_scc1 .Lgemm_f16_loop4
.Lgemm_f16_loop4_end:
.Lgemm_f16_if6_end:
	s_add_u32 s3, s8, 31
	s_and_b32 s4, s3, 0xffffffe0                        ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s3, s4                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s3, s14
	s_cbranch_scc1 .Lgemm_f16_loop5_end
.Lgemm_f16_loop5:
	s_sub_u32 s4, s14, s3
	s_mov_b32 s6, s3
	s_mov_b32 s7, 0
	s_lshl_b64 s[8:9], s[6:7], 1
	s_add_u32 s6, s24, s8                               ; 'a' at this chunk
	s_addc_u32 s7, s25, s9
	v_cmp_lt_u32 s[8:9], v10, s5                        ; 'm' element in bounds
	v_cmp_lt_u32 s[10:11], v16, s4                      ; 'kk' element in bounds
	s_and_b64 s[20:21], s[8:9], s[10:11]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_658
	global_load_ushort v5, v15, s[6:7]                  ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v8, v5
	v_add_u32 v5, 1, v16
	v_cmp_lt_u32 s[20:21], v5, s4                       ; 'kk' element in bounds
	s_and_b64 s[22:23], s[8:9], s[20:21]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_663
	global_load_ushort v5, v15, s[6:7] offset:2         ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v9, v5
	v_add_u32 v5, 2, v16
	v_cmp_lt_u32 s[22:23], v5, s4                       ; 'kk' element in bounds
	s_and_b64 s[26:27], s[8:9], s[22:23]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_668
	global_load_ushort v5, v15, s[6:7] offset:4         ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v11, v5
	v_add_u32 v5, 3, v16
	v_cmp_lt_u32 s[26:27], v5, s4                       ; 'kk' element in bounds
	s_and_b64 s[30:31], s[8:9], s[26:27]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[30:31]                 ; lanes where %vpred_673
	global_load_ushort v5, v15, s[6:7] offset:6         ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v13, v5
	s_mul_i32 s8, s14, 32
	s_lshl_b32 s9, s8, 1
	v_add_u32 v5, s9, v15
	v_add_u32 v14, 32, v10
	v_cmp_lt_u32 s[8:9], v14, s5                        ; 'm' element in bounds
	s_and_b64 s[30:31], s[8:9], s[10:11]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_681
	global_load_ushort v14, v5, s[6:7]                  ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v21, v14
	s_and_b64 s[10:11], s[8:9], s[20:21]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[10:11]               ; lanes where %vpred_684
	global_load_ushort v14, v5, s[6:7] offset:2         ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v22, v14
	s_and_b64 s[10:11], s[8:9], s[22:23]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[10:11]               ; lanes where %vpred_687
	global_load_ushort v14, v5, s[6:7] offset:4         ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v23, v14
	s_and_b64 s[10:11], s[8:9], s[26:27]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_690
	global_load_ushort v14, v5, s[6:7] offset:6         ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v5, v14
	v_cvt_f16_f32 v14, v8
	v_and_b32 v8, 0xffff, v14
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v12, v8                                ; A operand of the product: stage
	v_cvt_f16_f32 v8, v9
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v12, v9 offset:2                       ; A operand of the product: stage
	v_cvt_f16_f32 v8, v11
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v12, v9 offset:4                       ; A operand of the product: stage
	v_cvt_f16_f32 v8, v13
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v12, v9 offset:6                       ; A operand of the product: stage
	v_cvt_f16_f32 v8, v21
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v12, v9 offset:2560                    ; A operand of the product: stage
	v_cvt_f16_f32 v8, v22
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v12, v9 offset:2562                    ; A operand of the product: stage
	v_cvt_f16_f32 v8, v23
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v12, v9 offset:2564                    ; A operand of the product: stage
	v_cvt_f16_f32 v8, v5
	v_and_b32 v5, 0xffff, v8
	ds_write_b16 v12, v5 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s6, s3, s15
	s_mul_hi_u32 s7, s3, s15
	s_lshl_b64 s[8:9], s[6:7], 1
	s_add_u32 s6, s28, s8                               ; 'b' at this chunk
	s_addc_u32 s7, s29, s9
	v_cmp_lt_u32 s[8:9], v1, s19                        ; 'n' element in bounds
	v_cmp_lt_u32 s[10:11], v17, s4                      ; 'kk' element in bounds
	s_and_b64 s[20:21], s[8:9], s[10:11]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_706
	global_load_ushort v5, v18, s[6:7]                  ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v8, v5
	v_add_u32 v5, 1, v1
	v_cmp_lt_u32 s[20:21], v5, s19                      ; 'n' element in bounds
	s_and_b64 s[22:23], s[20:21], s[10:11]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_711
	global_load_ushort v5, v18, s[6:7] offset:2         ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v9, v5
	v_add_u32 v5, 2, v1
	v_cmp_lt_u32 s[22:23], v5, s19                      ; 'n' element in bounds
	s_and_b64 s[26:27], s[22:23], s[10:11]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_716
	global_load_ushort v5, v18, s[6:7] offset:4         ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v11, v5
	v_add_u32 v5, 3, v1
	v_cmp_lt_u32 s[26:27], v5, s19                      ; 'n' element in bounds
	s_and_b64 s[30:31], s[26:27], s[10:11]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_721
	global_load_ushort v5, v18, s[6:7] offset:6         ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v13, v5
	s_mul_i32 s10, s15, 16
	s_lshl_b32 s11, s10, 1
	v_add_u32 v5, s11, v18
	v_add_u32 v14, 16, v17
	v_cmp_lt_u32 s[10:11], v14, s4                      ; 'kk' element in bounds
	s_and_b64 s[30:31], s[8:9], s[10:11]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[8:9], s[30:31]                 ; lanes where %vpred_729
	global_load_ushort v14, v5, s[6:7]                  ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v21, v14
	s_and_b64 s[8:9], s[20:21], s[10:11]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[8:9]                 ; lanes where %vpred_732
	global_load_ushort v14, v5, s[6:7] offset:2         ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v22, v14
	s_and_b64 s[8:9], s[22:23], s[10:11]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[8:9]                 ; lanes where %vpred_735
	global_load_ushort v14, v5, s[6:7] offset:4         ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v23, v14
	s_and_b64 s[8:9], s[26:27], s[10:11]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_738
	global_load_ushort v14, v5, s[6:7] offset:6         ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v5, v14
	v_cvt_f16_f32 v14, v8
	v_and_b32 v8, 0xffff, v14
	ds_write_b16 v19, v8 offset:5120                    ; B operand of the product: stage
	v_cvt_f16_f32 v8, v9
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v19, v9 offset:5200                    ; B operand of the product: stage
	v_cvt_f16_f32 v8, v11
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v19, v9 offset:5280                    ; B operand of the product: stage
	v_cvt_f16_f32 v8, v13
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v19, v9 offset:5360                    ; B operand of the product: stage
	v_cvt_f16_f32 v8, v21
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v19, v9 offset:5152                    ; B operand of the product: stage
	v_cvt_f16_f32 v8, v22
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v19, v9 offset:5232                    ; B operand of the product: stage
	v_cvt_f16_f32 v8, v23
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v19, v9 offset:5312                    ; B operand of the product: stage
	v_cvt_f16_f32 v8, v5
	v_and_b32 v5, 0xffff, v8
	ds_write_b16 v19, v5 offset:5392                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[22:25], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[26:29], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[22:25], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[26:29], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_add_u32 s3, s3, 32
	s_cmp_lt_u32 s3, s14
	s_cbranch_scc1 .Lgemm_f16_loop5
.Lgemm_f16_loop5_end:
	v_cmp_lt_u32 s[6:7], v4, s19                        ; 'n' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_765
	global_load_dword v1, v20, s[16:17]                 ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[8:9]
	s_nop 3
	v_accvgpr_read_b32 v2, a0                           ; examples/gemm_f16.kgen:8
	s_waitcnt vmcnt(0)
	v_add_f32 v4, v2, v1
	v_accvgpr_read_b32 v2, a1                           ; examples/gemm_f16.kgen:8
	v_add_f32 v5, v2, v1
	v_accvgpr_read_b32 v2, a2                           ; examples/gemm_f16.kgen:8
	v_add_f32 v7, v2, v1
	v_accvgpr_read_b32 v2, a3                           ; examples/gemm_f16.kgen:8
	v_add_f32 v8, v2, v1
	v_accvgpr_read_b32 v2, a4                           ; examples/gemm_f16.kgen:8
	v_add_f32 v9, v2, v1
	v_accvgpr_read_b32 v2, a5                           ; examples/gemm_f16.kgen:8
	v_add_f32 v10, v2, v1
	v_accvgpr_read_b32 v2, a6                           ; examples/gemm_f16.kgen:8
	v_add_f32 v11, v2, v1
	v_accvgpr_read_b32 v2, a7                           ; examples/gemm_f16.kgen:8
	v_add_f32 v12, v2, v1
	v_accvgpr_read_b32 v2, a8                           ; examples/gemm_f16.kgen:8
	v_add_f32 v13, v2, v1
	v_accvgpr_read_b32 v2, a9                           ; examples/gemm_f16.kgen:8
	v_add_f32 v14, v2, v1
	v_accvgpr_read_b32 v2, a10                          ; examples/gemm_f16.kgen:8
	v_add_f32 v15, v2, v1
	v_accvgpr_read_b32 v2, a11                          ; examples/gemm_f16.kgen:8
	v_add_f32 v16, v2, v1
	v_accvgpr_read_b32 v2, a12                          ; examples/gemm_f16.kgen:8
	v_add_f32 v17, v2, v1
	v_accvgpr_read_b32 v2, a13                          ; examples/gemm_f16.kgen:8
	v_add_f32 v18, v2, v1
	v_accvgpr_read_b32 v2, a14                          ; examples/gemm_f16.kgen:8
	v_add_f32 v19, v2, v1
	v_accvgpr_read_b32 v2, a15                          ; examples/gemm_f16.kgen:8
	v_add_f32 v20, v2, v1
	v_max_f32 v1, 0, v4                                 ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v4, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v1, v2, s[8:9]
	v_max_f32 v1, 0, v5                                 ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v5, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v5, v1, v2, s[8:9]
	v_max_f32 v1, 0, v7                                 ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v7, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v1, v2, s[8:9]
	v_max_f32 v1, 0, v8                                 ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v8, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v1, v2, s[8:9]
	v_max_f32 v1, 0, v9                                 ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v9, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v1, v2, s[8:9]
	v_max_f32 v1, 0, v10                                ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v10, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v1, v2, s[8:9]
	v_max_f32 v1, 0, v11                                ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v11, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v1, v2, s[8:9]
	v_max_f32 v1, 0, v12                                ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v12, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v1, v2, s[8:9]
	v_max_f32 v1, 0, v13                                ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v13, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v1, v2, s[8:9]
	v_max_f32 v1, 0, v14                                ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v14, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v1, v2, s[8:9]
	v_max_f32 v1, 0, v15                                ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v15, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v15, v1, v2, s[8:9]
	v_max_f32 v1, 0, v16                                ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v16, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v16, v1, v2, s[8:9]
	v_max_f32 v1, 0, v17                                ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v17, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v1, v2, s[8:9]
	v_max_f32 v1, 0, v18                                ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v18, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v1, v2, s[8:9]
	v_max_f32 v1, 0, v19                                ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v19, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v2, s[8:9]
	v_max_f32 v1, 0, v20                                ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[8:9], v20, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v1, v2, s[8:9]
	v_cmp_lt_u32 s[8:9], v6, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_800
	global_store_dword v3, v4, s[12:13]                 ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s3, s15, 1
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 1, v6
	v_cmp_lt_u32 s[8:9], v2, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_806
	global_store_dword v1, v5, s[12:13]                 ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s3, s15, 2
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 2, v6
	v_cmp_lt_u32 s[8:9], v2, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_812
	global_store_dword v1, v7, s[12:13]                 ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s3, s15, 3
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 3, v6
	v_cmp_lt_u32 s[8:9], v2, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_818
	global_store_dword v1, v8, s[12:13]                 ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s3, s15, 8
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 8, v6
	v_cmp_lt_u32 s[8:9], v2, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_824
	global_store_dword v1, v9, s[12:13]                 ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s3, s15, 9
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 9, v6
	v_cmp_lt_u32 s[8:9], v2, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_830
	global_store_dword v1, v10, s[12:13]                ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s3, s15, 10
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 10, v6
	v_cmp_lt_u32 s[8:9], v2, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_836
	global_store_dword v1, v11, s[12:13]                ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s3, s15, 11
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 11, v6
	v_cmp_lt_u32 s[8:9], v2, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_842
	global_store_dword v1, v12, s[12:13]                ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s3, s15, 16
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 16, v6
	v_cmp_lt_u32 s[8:9], v2, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_848
	global_store_dword v1, v13, s[12:13]                ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s3, s15, 17
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 17, v6
	v_cmp_lt_u32 s[8:9], v2, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_854
	global_store_dword v1, v14, s[12:13]                ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s3, s15, 18
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 18, v6
	v_cmp_lt_u32 s[8:9], v2, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_860
	global_store_dword v1, v15, s[12:13]                ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s3, s15, 19
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 19, v6
	v_cmp_lt_u32 s[8:9], v2, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_866
	global_store_dword v1, v16, s[12:13]                ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s3, s15, 24
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 24, v6
	v_cmp_lt_u32 s[8:9], v2, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_872
	global_store_dword v1, v17, s[12:13]                ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s3, s15, 25
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 25, v6
	v_cmp_lt_u32 s[8:9], v2, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_878
	global_store_dword v1, v18, s[12:13]                ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s3, s15, 26
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 26, v6
	v_cmp_lt_u32 s[8:9], v2, s5                         ; 'm' element in bounds
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_884
	global_store_dword v1, v19, s[12:13]                ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_mul_i32 s3, s15, 27
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 27, v6
	v_cmp_lt_u32 s[8:9], v2, s5                         ; 'm' element in bounds
	s_and_b64 s[4:5], s[8:9], s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_890
	global_store_dword v1, v20, s[12:13]                ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[6:7]
.Lgemm_f16_if0_end:
	s_endpgm
.Lfunc_end_gemm_f16:
	.size	gemm_f16, .Lfunc_end_gemm_f16-gemm_f16

; kernel gemm_f16_split: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel gemm_f16_split from examples/gemm_f16.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n, m, part
;   raster: 'm' in groups of 4 tiles, then the next 'n' (fewest bytes per wave); the 32 programs an L2 serves at once (Instinct MI355X: 256 CUs on 8 dies with an L2 each, which take blocks in turn; kgen gives each die a run of consecutive tiles) reads 4 a + 8 b panels (1536 B per K element; 2304 in the grid's own order at N = 8192, 4352 at N = 8128)
;   chunk: part: 1, m: 64, n: 64, kk: 32; walked in chunks: none
;   layout: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 32x32x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (0 shuffle and conversion instructions per thread)
;   product 6:16 m x n contracting kk: 2 x 2 warps, each mfma 32x32x16 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [m, n]: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     L1 [m, kk]: m:64 x kk:32: reg[kk1 kk2 m32] lane[kk4 kk8 kk16 m1 m2 m4] warp[m8 m16]
;     L2 [n, kk]: n:64 x kk:32: reg[n1 n2 kk16] lane[n4 n8 n16 n32 kk1 kk2] warp[kk4 kk8]
;       4:11 carried -> L0; 6:16 load a -> L1; 6:27 load b -> L2; 6:16 matmul -> L0; 6:9 add -> L0; 5:5 loop_result -> L0
; resources: 72 VGPRs (54 ArchVGPRs + 16 AGPRs from accum_offset 56), 48 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 20480 bytes LDS, 60 bytes of arguments, 256 threads
;   arg a: tensor f16 at 0 (read-only)
;   arg b: tensor f16 at 8 (read-only)
;   arg bias: tensor f32 at 16 (read-only)
;   arg c: tensor f32 at 24 (read-only)
;   arg acc_parts: tensor f32 at 32
;   arg rows: scalar u32 at 40
;   arg M: dim i32 at 44
;   arg K: dim i32 at 48
;   arg N: dim i32 at 52
;   arg parts: dim i32 at 56
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	gemm_f16_split
	.p2align	8
	.type	gemm_f16_split,@function
gemm_f16_split:
	s_mov_b32 s4, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s5, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument a
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument b
	s_load_dwordx2 s[10:11], s[0:1], 0x20               ; argument acc_parts
	s_load_dword s12, s[0:1], 0x28                      ; argument rows
	s_load_dword s13, s[0:1], 0x2c                      ; argument M
	s_load_dword s14, s[0:1], 0x30                      ; argument K
	s_load_dword s15, s[0:1], 0x34                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s16, s3                                   ; program index along 'part'
	s_mov_b32 s17, s2                                   ; program index over 'n' x 'm' tiles, grouped
	s_waitcnt lgkmcnt(0)
	s_add_u32 s18, s15, 63
	s_lshr_b32 s19, s18, 6
	s_max_u32 s18, s19, 1                               ; 'n' tiles
	s_add_u32 s19, s13, 63
	s_lshr_b32 s20, s19, 6
	s_max_u32 s19, s20, 1                               ; 'm' tiles
	s_mul_i32 s20, s18, s19
	s_and_b32 s21, s17, 7                               ; the die block x runs on (of 8)
	s_lshr_b32 s22, s17, 3                              ; its turn on that die
	s_add_u32 s17, s20, 7
	s_lshr_b32 s23, s17, 3                              ; blocks a tall die takes
	s_and_b32 s17, s20, 7
	s_cmp_eq_u32 s17, 0
	s_cselect_b32 s20, 1, 0
	s_cmp_lg_u32 s20, 0                                 ; tall dies (total mod P, or P)
	s_cselect_b32 s20, 8, s17
	s_mul_i32 s17, s21, s23
	s_mul_i32 s24, s20, s23
	s_sub_u32 s25, s21, s20
	s_sub_u32 s26, s23, 1
	s_mul_i32 s23, s25, s26
	s_add_u32 s25, s24, s23
	s_cmp_lt_u32 s21, s20
	s_cselect_b32 s20, 1, 0
	s_cmp_lg_u32 s20, 0                                 ; the die's first place in the grouped order
	s_cselect_b32 s20, s17, s25
	s_add_u32 s17, s20, s22                             ; this block's place in the grouped order
	s_mul_i32 s20, s18, 4                               ; programs in a group of 4 'm' tiles
	v_cvt_f32_u32 v2, s20                               ; this program's group
	v_rcp_iflag_f32 v2, v2
	s_nop 0
	v_mul_f32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32 v3, v2
	v_sub_u32 v2, 0, s20
	v_mul_lo_u32 v2, v2, v3
	v_mul_hi_u32 v2, v3, v2
	v_add_u32 v3, v3, v2
	v_mul_hi_u32 v4, s17, v3
	v_mul_lo_u32 v2, v4, s20
	v_sub_u32 v3, s17, v2
	v_cmp_ge_u32 s[22:23], v3, s20
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[22:23]
	v_sub_u32 v2, v3, s20
	v_cndmask_b32 v3, v3, v2, s[22:23]
	v_cmp_ge_u32 s[22:23], v3, s20
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[22:23]
	v_sub_u32 v2, v3, s20
	v_cndmask_b32 v3, v3, v2, s[22:23]
	v_cmp_eq_u32 s[22:23], 0, s20
	s_nop 1
	v_cndmask_b32 v4, v4, -1, s[22:23]
	s_nop 0
	v_readfirstlane_b32 s18, v4
	s_mov_b32 s21, s18
	s_mul_i32 s18, s21, s20                             ; its place in the group: n - (n / d) d
	s_sub_u32 s20, s17, s18
	s_mul_i32 s17, s21, 4                               ; the group's first 'm' tile
	s_sub_u32 s18, s19, s17
	s_min_u32 s19, s18, 4                               ; 'm' tiles in this group (the last may be short)
	v_cvt_f32_u32 v2, s19
	v_rcp_iflag_f32 v2, v2
	s_nop 0
	v_mul_f32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32 v3, v2
	v_sub_u32 v2, 0, s19
	v_mul_lo_u32 v2, v2, v3
	v_mul_hi_u32 v2, v3, v2
	v_add_u32 v3, v3, v2
	v_mul_hi_u32 v4, s20, v3
	v_mul_lo_u32 v2, v4, s19
	v_sub_u32 v3, s20, v2
	v_cmp_ge_u32 s[22:23], v3, s19
	v_sub_u32 v2, v3, s19
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[22:23]
	v_cmp_ge_u32 s[22:23], v3, s19
	v_sub_u32 v2, v3, s19
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[22:23]
	s_nop 0
	v_readfirstlane_b32 s18, v3
	s_mov_b32 s21, s18
	s_add_u32 s18, s17, s21                             ; this program's 'm' tile
	v_cvt_f32_u32 v2, s19                               ; this program's 'n' tile
	v_rcp_iflag_f32 v2, v2
	s_nop 0
	v_mul_f32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32 v3, v2
	v_sub_u32 v2, 0, s19
	v_mul_lo_u32 v2, v2, v3
	v_mul_hi_u32 v2, v3, v2
	v_add_u32 v3, v3, v2
	v_mul_hi_u32 v4, s20, v3
	v_mul_lo_u32 v2, v4, s19
	v_sub_u32 v3, s20, v2
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
	s_mov_b32 s19, s17
	s_mul_i32 s17, s19, 64                              ; first 'n' of this program's tile (64)
	s_sub_u32 s19, s15, s17
	s_min_u32 s20, s19, 64                              ; 'n' elements in this tile
	s_mul_i32 s19, s18, 64                              ; first 'm' of this program's tile (64)
	s_sub_u32 s18, s13, s19
	s_min_u32 s21, s18, 64                              ; 'm' elements in this tile
	s_mul_i32 s18, s16, s12                             ; first 'k' of part 'part'
	s_max_u32 s22, s14, s18
	s_sub_u32 s23, s22, s18
	s_min_u32 s22, s23, s12                             ; 'k' rows of this part
	s_and_b32 s12, s14, 3
	s_cmp_eq_u32 s12, 0                                 ; rows start aligned to 4 elements iff K % 4 == 0
	s_cselect_b32 s12, 1, 0
	s_and_b32 s23, s15, 3
	s_cmp_eq_u32 s23, 0                                 ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s23, 1, 0
	s_and_b32 s24, s12, s23
	s_and_b32 s12, s14, 7
	s_cmp_eq_u32 s12, 0                                 ; rows start aligned to 8 elements iff K % 8 == 0
	s_cselect_b32 s12, 1, 0
	s_and_b32 s23, s24, s12
	s_and_b32 s12, s15, 7
	s_cmp_eq_u32 s12, 0                                 ; rows start aligned to 8 elements iff N % 8 == 0
	s_cselect_b32 s12, 1, 0
	s_and_b32 s24, s23, s12
	s_cmp_ge_u32 s20, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s12, 1, 0
	s_cmp_ge_u32 s21, 64                                ; a whole chunk of 'm' (64) is in bounds
	s_cselect_b32 s23, 1, 0
	s_and_b32 s25, s12, s23
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
	v_mul_lo_u32 v8, s14, v5
	v_add_u32 v10, v8, v9
	v_lshlrev_b32 v8, 1, v10                            ; thread's first 16 bytes of a 'a' tile
	v_mul_lo_u32 v10, 40, v5
	v_add_u32 v11, v10, v9
	v_lshlrev_b32 v9, 1, v11                            ; thread's first 16 bytes in st0
	s_mul_i32 s26, s19, s14
	s_mul_hi_u32 s27, s19, s14
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s26, s6, s28                              ; 'a' at this program
	s_addc_u32 s27, s7, s29
	v_lshrrev_b32 v10, 3, v1
	v_lshlrev_b32 v11, 1, v10
	v_and_b32 v12, 7, v1
	v_lshlrev_b32 v13, 3, v12
	v_mul_lo_u32 v14, s15, v11
	v_add_u32 v15, v14, v13
	v_lshlrev_b32 v14, 1, v15                           ; thread's first 16 bytes of a 'b' tile
	v_mul_lo_u32 v15, 40, v13
	v_add_u32 v16, v15, v11
	v_lshlrev_b32 v11, 1, v16                           ; thread's first pair in st1
	v_mov_b32 v15, 0x80                                 ; threads 0..127 move the 128 units of a small tile
	v_cmp_lt_u32 s[6:7], v1, v15
	s_mov_b32 s28, s17
	s_mov_b32 s29, 0
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s32, s8, s30                              ; 'b' at this program
	s_addc_u32 s33, s9, s31
	v_mul_lo_u32 v15, s14, v10
	v_lshlrev_b32 v16, 2, v12
	v_add_u32 v12, v15, v16
	v_lshlrev_b32 v15, 1, v12                           ; thread's byte offset in a chunk of 'a'
	v_mul_lo_u32 v12, 40, v10
	v_add_u32 v17, v12, v16
	v_lshlrev_b32 v12, 1, v17                           ; thread's place in st0
	v_lshrrev_b32 v17, 4, v1
	v_mul_lo_u32 v18, s15, v17
	v_and_b32 v19, 15, v1
	v_lshlrev_b32 v1, 2, v19
	v_add_u32 v19, v18, v1
	v_lshlrev_b32 v18, 1, v19                           ; thread's byte offset in a chunk of 'b'
	v_mul_lo_u32 v19, 40, v1
	v_add_u32 v20, v19, v17
	v_lshlrev_b32 v19, 1, v20                           ; thread's place in st1
	s_mul_i32 s8, s15, s13                              ; a stride of 'acc_parts'
	v_lshlrev_b32 v20, 2, v6
	v_or_b32 v6, v20, v3                                ; thread's 'm' coordinate
	v_mul_lo_u32 v3, s15, v6
	v_add_u32 v20, v3, v4
	v_lshlrev_b32 v3, 2, v20                            ; thread's byte offset in a chunk of 'acc_parts'
	s_mul_i32 s12, s16, s8
	s_mul_hi_u32 s13, s16, s8
	s_lshl_b64 s[8:9], s[12:13], 2
	s_add_u32 s12, s10, s8                              ; 'acc_parts' at this program
	s_addc_u32 s13, s11, s9
	s_mul_i32 s8, s19, s15
	s_mul_hi_u32 s9, s19, s15
	s_lshl_b64 s[10:11], s[8:9], 2
	s_add_u32 s8, s12, s10                              ; 'acc_parts' at this program
	s_addc_u32 s9, s13, s11
	s_lshl_b64 s[10:11], s[28:29], 2
	s_add_u32 s12, s8, s10                              ; 'acc_parts' at this program
	s_addc_u32 s13, s9, s11
	s_cmp_eq_u32 s25, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lgemm_f16_split_if0_else
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
	s_cmp_ge_u32 s22, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s8, 1, 0
	s_sub_u32 s9, s22, 31
	s_cmp_lg_u32 s8, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s8, s9, 0
	s_cmp_eq_u32 s24, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lgemm_f16_split_if1_else
	s_add_u32 s9, s18, 0
	s_mov_b32 s10, s9
	s_mov_b32 s11, 0
	s_lshl_b64 s[16:17], s[10:11], 1
	s_add_u32 s10, s26, s16                             ; 'a' at this chunk
	s_addc_u32 s11, s27, s17
	s_cmp_lt_u32 0, s8                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s16, 1, 0
	v_cmp_lt_u32 s[28:29], v5, s21
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[34:35], s[30:31], s[28:29]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_851
	global_load_dwordx4 v[20:23], v8, s[10:11]          ; examples/gemm_f16.kgen:6: 16 bytes of 'a'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[20:23]                          ; 16 bytes into st0
	s_mul_i32 s10, s9, s15
	s_mul_hi_u32 s11, s9, s15
	s_lshl_b64 s[28:29], s[10:11], 1
	s_add_u32 s10, s32, s28                             ; 'b' at this chunk
	s_addc_u32 s11, s33, s29
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[28:29], s[16:17], s[6:7]
	v_cmp_lt_u32 s[16:17], v13, s20
	s_and_b64 s[30:31], s[28:29], s[16:17]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[30:31]               ; lanes where %vpred_861
	global_load_dwordx4 v[20:23], v14, s[10:11]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s9, s15, 2
	v_add_u32 v24, s9, v14
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[30:31]               ; lanes where %vpred_861
	global_load_dwordx4 v[26:29], v24, s[10:11]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_perm_b32 v24, v26, v20, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v24 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v24, v26, v20, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v24 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v24, v27, v21, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v24 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v24, v27, v21, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v24 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v24, v28, v22, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v24 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v24, v28, v22, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v24 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v24, v29, v23, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v24 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v24, v29, v23, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v24 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_mov_b32 s9, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s9, s8
	s_cbranch_scc1 .Lgemm_f16_split_loop0_end
.Lgemm_f16_split_loop0:
	s_add_u32 s10, s9, 32
	s_cmp_lt_u32 s9, s8
	s_cselect_b32 s11, 1, 0
	s_cmp_eq_u32 s11, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_split_if2_end
	s_add_u32 s11, s18, s10
	s_mov_b32 s16, s11
	s_mov_b32 s17, 0
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s17, s27, s29
	s_cmp_lt_u32 s10, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s10, 1, 0
	v_cmp_lt_u32 s[28:29], v5, s21
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[34:35], s[30:31], s[28:29]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_887
	global_load_dwordx4 v[20:23], v8, s[16:17]          ; examples/gemm_f16.kgen:6: 16 bytes of 'a'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s16, s11, s15
	s_mul_hi_u32 s17, s11, s15
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s32, s28                             ; 'b' at this chunk
	s_addc_u32 s17, s33, s29
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[10:11], exec, 0
	s_and_b64 s[28:29], s[10:11], s[6:7]
	v_cmp_lt_u32 s[10:11], v13, s20
	s_and_b64 s[30:31], s[28:29], s[10:11]
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_897
	global_load_dwordx4 v[24:27], v14, s[16:17]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[10:11]
	s_mul_i32 s10, s15, 2
	v_add_u32 v28, s10, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_897
	global_load_dwordx4 v[30:33], v28, s[16:17]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[38:41], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[34:37], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[38:41], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_waitcnt vmcnt(2)
	ds_write_b128 v9, v[20:23] offset:10240             ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v30, v24, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15360                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v30, v24, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15440                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v31, v25, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15520                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v31, v25, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15600                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v32, v26, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15680                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v32, v26, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15760                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v33, v27, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15840                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v33, v27, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15920                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
.Lgemm_f16_split_if2_end:
	s_add_u32 s10, s9, 32
	s_add_u32 s11, s10, 32
	s_cmp_lt_u32 s10, s8
	s_cselect_b32 s10, 1, 0
	s_cmp_eq_u32 s10, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_split_if3_end
	s_add_u32 s10, s18, s11
	s_mov_b32 s16, s10
	s_mov_b32 s17, 0
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s17, s27, s29
	s_cmp_lt_u32 s11, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[28:29], v5, s21
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[34:35], s[30:31], s[28:29]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_942
	global_load_dwordx4 v[20:23], v8, s[16:17]          ; examples/gemm_f16.kgen:6: 16 bytes of 'a'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s16, s10, s15
	s_mul_hi_u32 s17, s10, s15
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s32, s28                             ; 'b' at this chunk
	s_addc_u32 s17, s33, s29
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[10:11], exec, 0
	s_and_b64 s[28:29], s[10:11], s[6:7]
	v_cmp_lt_u32 s[10:11], v13, s20
	s_and_b64 s[30:31], s[28:29], s[10:11]
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_952
	global_load_dwordx4 v[24:27], v14, s[16:17]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[10:11]
	s_mul_i32 s10, s15, 2
	v_add_u32 v28, s10, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_952
	global_load_dwordx4 v[30:33], v28, s[16:17]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[38:41], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[34:37], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[38:41], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_waitcnt vmcnt(2)
	ds_write_b128 v9, v[20:23]                          ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v30, v24, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v30, v24, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v31, v25, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v31, v25, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v32, v26, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v32, v26, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v33, v27, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v33, v27, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
.Lgemm_f16_split_if3_end:
	s_add_u32 s9, s9, 64
	s_cmp_lt_u32 s9, s8
	s_cbranch_scc1 .Lgemm_f16_split_loop0
.Lgemm_f16_split_loop0_end:
	s_branch .Lgemm_f16_split_if1_end
.Lgemm_f16_split_if1_else:
	s_add_u32 s9, s18, 0
	s_mov_b32 s10, s9
	s_mov_b32 s11, 0
	s_lshl_b64 s[16:17], s[10:11], 1
	s_add_u32 s10, s26, s16                             ; 'a' at this chunk
	s_addc_u32 s11, s27, s17
	s_cmp_lt_u32 0, s8                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s16, 1, 0
	v_cmp_lt_u32 s[28:29], v5, s21
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[34:35], s[30:31], s[28:29]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_995
	global_load_ushort v20, v8, s[10:11]                ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_995
	global_load_ushort v21, v8, s[10:11] offset:2       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_995
	global_load_ushort v22, v8, s[10:11] offset:4       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_995
	global_load_ushort v23, v8, s[10:11] offset:6       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_995
	global_load_ushort v24, v8, s[10:11] offset:8       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_995
	global_load_ushort v25, v8, s[10:11] offset:10      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_995
	global_load_ushort v26, v8, s[10:11] offset:12      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_995
	global_load_ushort v27, v8, s[10:11] offset:14      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(6)
	v_perm_b32 v28, v21, v20, s4                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v23, v22, s4                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v21, v25, v24, s4                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v22, v27, v26, s4                        ; elements 6, 7
	v_mov_b32 v24, v28                                  ; 16 bytes into st0
	v_mov_b32 v25, v20
	v_mov_b32 v26, v21
	v_mov_b32 v27, v22
	ds_write_b128 v9, v[24:27]
	s_mul_i32 s10, s9, s15
	s_mul_hi_u32 s11, s9, s15
	s_lshl_b64 s[28:29], s[10:11], 1
	s_add_u32 s10, s32, s28                             ; 'b' at this chunk
	s_addc_u32 s11, s33, s29
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[28:29], s[16:17], s[6:7]
	v_cmp_lt_u32 s[16:17], v13, s20
	s_and_b64 s[30:31], s[28:29], s[16:17]
	s_and_b64 s[28:29], s[30:31], s[16:17]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1014
	global_load_ushort v20, v14, s[10:11]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v21, 1, v13
	v_cmp_lt_u32 s[16:17], v21, s20
	s_and_b64 s[34:35], s[30:31], s[16:17]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1018
	global_load_ushort v21, v14, s[10:11] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v22, 2, v13
	v_cmp_lt_u32 s[16:17], v22, s20
	s_and_b64 s[36:37], s[30:31], s[16:17]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_1022
	global_load_ushort v22, v14, s[10:11] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v23, 3, v13
	v_cmp_lt_u32 s[16:17], v23, s20
	s_and_b64 s[38:39], s[30:31], s[16:17]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1026
	global_load_ushort v23, v14, s[10:11] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v24, 4, v13
	v_cmp_lt_u32 s[16:17], v24, s20
	s_and_b64 s[40:41], s[30:31], s[16:17]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1030
	global_load_ushort v24, v14, s[10:11] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v25, 5, v13
	v_cmp_lt_u32 s[16:17], v25, s20
	s_and_b64 s[42:43], s[30:31], s[16:17]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1034
	global_load_ushort v25, v14, s[10:11] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v26, 6, v13
	v_cmp_lt_u32 s[16:17], v26, s20
	s_and_b64 s[44:45], s[30:31], s[16:17]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1038
	global_load_ushort v26, v14, s[10:11] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v27, 7, v13
	v_cmp_lt_u32 s[16:17], v27, s20
	s_and_b64 s[46:47], s[30:31], s[16:17]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1042
	global_load_ushort v27, v14, s[10:11] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s9, s15, 2
	v_add_u32 v28, s9, v14
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1014
	global_load_ushort v29, v28, s[10:11]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1018
	global_load_ushort v30, v28, s[10:11] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_1022
	global_load_ushort v31, v28, s[10:11] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1026
	global_load_ushort v32, v28, s[10:11] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1030
	global_load_ushort v33, v28, s[10:11] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1034
	global_load_ushort v34, v28, s[10:11] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1038
	global_load_ushort v35, v28, s[10:11] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1042
	global_load_ushort v36, v28, s[10:11] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(7)
	v_perm_b32 v28, v29, v20, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v28 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v30, v21, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v31, v22, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v32, v23, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v33, v24, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v34, v25, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v35, v26, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v36, v27, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_mov_b32 s9, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s9, s8
	s_cbranch_scc1 .Lgemm_f16_split_loop1_end
.Lgemm_f16_split_loop1:
	s_add_u32 s10, s9, 32
	s_cmp_lt_u32 s9, s8
	s_cselect_b32 s11, 1, 0
	s_cmp_eq_u32 s11, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_split_if4_end
	s_add_u32 s11, s18, s10
	s_mov_b32 s16, s11
	s_mov_b32 s17, 0
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s17, s27, s29
	s_cmp_lt_u32 s10, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s10, 1, 0
	v_cmp_lt_u32 s[28:29], v5, s21
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[34:35], s[30:31], s[28:29]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1069
	global_load_ushort v20, v8, s[16:17]                ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1069
	global_load_ushort v21, v8, s[16:17] offset:2       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1069
	global_load_ushort v22, v8, s[16:17] offset:4       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1069
	global_load_ushort v23, v8, s[16:17] offset:6       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1069
	global_load_ushort v24, v8, s[16:17] offset:8       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1069
	global_load_ushort v25, v8, s[16:17] offset:10      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1069
	global_load_ushort v26, v8, s[16:17] offset:12      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1069
	global_load_ushort v27, v8, s[16:17] offset:14      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s16, s11, s15
	s_mul_hi_u32 s17, s11, s15
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s32, s28                             ; 'b' at this chunk
	s_addc_u32 s17, s33, s29
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[10:11], exec, 0
	s_and_b64 s[28:29], s[10:11], s[6:7]
	v_cmp_lt_u32 s[10:11], v13, s20
	s_and_b64 s[30:31], s[28:29], s[10:11]
	s_and_b64 s[28:29], s[30:31], s[10:11]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_1088
	global_load_ushort v28, v14, s[16:17]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v29, 1, v13
	v_cmp_lt_u32 s[10:11], v29, s20
	s_and_b64 s[34:35], s[30:31], s[10:11]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_1092
	global_load_ushort v29, v14, s[16:17] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v30, 2, v13
	v_cmp_lt_u32 s[10:11], v30, s20
	s_and_b64 s[36:37], s[30:31], s[10:11]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_1096
	global_load_ushort v30, v14, s[16:17] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v31, 3, v13
	v_cmp_lt_u32 s[10:11], v31, s20
	s_and_b64 s[38:39], s[30:31], s[10:11]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_1100
	global_load_ushort v31, v14, s[16:17] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v32, 4, v13
	v_cmp_lt_u32 s[10:11], v32, s20
	s_and_b64 s[40:41], s[30:31], s[10:11]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_1104
	global_load_ushort v32, v14, s[16:17] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v33, 5, v13
	v_cmp_lt_u32 s[10:11], v33, s20
	s_and_b64 s[42:43], s[30:31], s[10:11]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_1108
	global_load_ushort v33, v14, s[16:17] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v34, 6, v13
	v_cmp_lt_u32 s[10:11], v34, s20
	s_and_b64 s[44:45], s[30:31], s[10:11]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[44:45]               ; lanes where %vpred_1112
	global_load_ushort v34, v14, s[16:17] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v35, 7, v13
	v_cmp_lt_u32 s[10:11], v35, s20
	s_and_b64 s[46:47], s[30:31], s[10:11]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[46:47]               ; lanes where %vpred_1116
	global_load_ushort v35, v14, s[16:17] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	s_mul_i32 s10, s15, 2
	v_add_u32 v36, s10, v14
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_1088
	global_load_ushort v37, v36, s[16:17]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_1092
	global_load_ushort v38, v36, s[16:17] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_1096
	global_load_ushort v39, v36, s[16:17] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_1100
	global_load_ushort v40, v36, s[16:17] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_1104
	global_load_ushort v41, v36, s[16:17] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_1108
	global_load_ushort v42, v36, s[16:17] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[44:45]               ; lanes where %vpred_1112
	global_load_ushort v43, v36, s[16:17] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[46:47]               ; lanes where %vpred_1116
	global_load_ushort v44, v36, s[16:17] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[46:49], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[50:53], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[46:49], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_waitcnt vmcnt(22)
	v_perm_b32 v36, v21, v20, s4                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v20, v23, v22, s4                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v21, v25, v24, s4                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v22, v27, v26, s4                        ; elements 6, 7
	v_mov_b32 v24, v36                                  ; 16 bytes into st0
	v_mov_b32 v25, v20
	v_mov_b32 v26, v21
	v_mov_b32 v27, v22
	ds_write_b128 v9, v[24:27] offset:10240
	s_waitcnt vmcnt(7)
	v_perm_b32 v20, v37, v28, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15360                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v38, v29, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15440                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v39, v30, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15520                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v40, v31, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15600                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v41, v32, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15680                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v42, v33, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15760                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v43, v34, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15840                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v44, v35, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15920                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
.Lgemm_f16_split_if4_end:
	s_add_u32 s10, s9, 32
	s_add_u32 s11, s10, 32
	s_cmp_lt_u32 s10, s8
	s_cselect_b32 s10, 1, 0
	s_cmp_eq_u32 s10, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_split_if5_end
	s_add_u32 s10, s18, s11
	s_mov_b32 s16, s10
	s_mov_b32 s17, 0
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s17, s27, s29
	s_cmp_lt_u32 s11, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[28:29], v5, s21
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[34:35], s[30:31], s[28:29]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1162
	global_load_ushort v20, v8, s[16:17]                ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1162
	global_load_ushort v21, v8, s[16:17] offset:2       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1162
	global_load_ushort v22, v8, s[16:17] offset:4       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1162
	global_load_ushort v23, v8, s[16:17] offset:6       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1162
	global_load_ushort v24, v8, s[16:17] offset:8       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1162
	global_load_ushort v25, v8, s[16:17] offset:10      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1162
	global_load_ushort v26, v8, s[16:17] offset:12      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1162
	global_load_ushort v27, v8, s[16:17] offset:14      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s16, s10, s15
	s_mul_hi_u32 s17, s10, s15
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s32, s28                             ; 'b' at this chunk
	s_addc_u32 s17, s33, s29
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[10:11], exec, 0
	s_and_b64 s[28:29], s[10:11], s[6:7]
	v_cmp_lt_u32 s[10:11], v13, s20
	s_and_b64 s[30:31], s[28:29], s[10:11]
	s_and_b64 s[28:29], s[30:31], s[10:11]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_1181
	global_load_ushort v28, v14, s[16:17]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v29, 1, v13
	v_cmp_lt_u32 s[10:11], v29, s20
	s_and_b64 s[34:35], s[30:31], s[10:11]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_1185
	global_load_ushort v29, v14, s[16:17] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v30, 2, v13
	v_cmp_lt_u32 s[10:11], v30, s20
	s_and_b64 s[36:37], s[30:31], s[10:11]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_1189
	global_load_ushort v30, v14, s[16:17] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v31, 3, v13
	v_cmp_lt_u32 s[10:11], v31, s20
	s_and_b64 s[38:39], s[30:31], s[10:11]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_1193
	global_load_ushort v31, v14, s[16:17] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v32, 4, v13
	v_cmp_lt_u32 s[10:11], v32, s20
	s_and_b64 s[40:41], s[30:31], s[10:11]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_1197
	global_load_ushort v32, v14, s[16:17] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v33, 5, v13
	v_cmp_lt_u32 s[10:11], v33, s20
	s_and_b64 s[42:43], s[30:31], s[10:11]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_1201
	global_load_ushort v33, v14, s[16:17] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v34, 6, v13
	v_cmp_lt_u32 s[10:11], v34, s20
	s_and_b64 s[44:45], s[30:31], s[10:11]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[44:45]               ; lanes where %vpred_1205
	global_load_ushort v34, v14, s[16:17] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v35, 7, v13
	v_cmp_lt_u32 s[10:11], v35, s20
	s_and_b64 s[46:47], s[30:31], s[10:11]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[46:47]               ; lanes where %vpred_1209
	global_load_ushort v35, v14, s[16:17] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	s_mul_i32 s10, s15, 2
	v_add_u32 v36, s10, v14
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_1181
	global_load_ushort v37, v36, s[16:17]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_1185
	global_load_ushort v38, v36, s[16:17] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_1189
	global_load_ushort v39, v36, s[16:17] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_1193
	global_load_ushort v40, v36, s[16:17] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_1197
	global_load_ushort v41, v36, s[16:17] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_1201
	global_load_ushort v42, v36, s[16:17] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[44:45]               ; lanes where %vpred_1205
	global_load_ushort v43, v36, s[16:17] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[46:47]               ; lanes where %vpred_1209
	global_load_ushort v44, v36, s[16:17] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[46:49], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[50:53], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[46:49], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_waitcnt vmcnt(22)
	v_perm_b32 v36, v21, v20, s4                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v20, v23, v22, s4                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v21, v25, v24, s4                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v22, v27, v26, s4                        ; elements 6, 7
	v_mov_b32 v24, v36                                  ; 16 bytes into st0
	v_mov_b32 v25, v20
	v_mov_b32 v26, v21
	v_mov_b32 v27, v22
	ds_write_b128 v9, v[24:27]
	s_waitcnt vmcnt(7)
	v_perm_b32 v20, v37, v28, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v38, v29, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v39, v30, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v40, v31, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v41, v32, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v42, v33, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v43, v34, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v44, v35, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
.Lgemm_f16_split_if5_end:
	s_add_u32 s9, s9, 64
	s_cmp_lt_u32 s9, s8
	s_cbranch_scc1 .Lgemm_f16_split_loop1
.Lgemm_f16_split_loop1_end:
.Lgemm_f16_split_if1_end:
	s_add_u32 s9, s8, 31
	s_and_b32 s8, s9, 0xffffffe0                        ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s9, s8                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s9, s22
	s_cbranch_scc1 .Lgemm_f16_split_loop2_end
.Lgemm_f16_split_loop2:
	s_add_u32 s8, s18, s9
	s_sub_u32 s10, s22, s9
	s_mov_b32 s16, s8
	s_mov_b32 s17, 0
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s17, s27, s29
	v_cmp_lt_u32 s[28:29], v10, s21                     ; 'm' element in bounds
	v_cmp_lt_u32 s[30:31], v16, s10                     ; 'kk' element in bounds
	s_and_b64 s[34:35], s[28:29], s[30:31]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_292
	global_load_ushort v20, v15, s[16:17]               ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v21, v20
	v_add_u32 v20, 1, v16
	v_cmp_lt_u32 s[34:35], v20, s10                     ; 'kk' element in bounds
	s_and_b64 s[36:37], s[28:29], s[34:35]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_297
	global_load_ushort v20, v15, s[16:17] offset:2      ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v22, v20
	v_add_u32 v20, 2, v16
	v_cmp_lt_u32 s[36:37], v20, s10                     ; 'kk' element in bounds
	s_and_b64 s[38:39], s[28:29], s[36:37]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_302
	global_load_ushort v20, v15, s[16:17] offset:4      ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v23, v20
	v_add_u32 v20, 3, v16
	v_cmp_lt_u32 s[38:39], v20, s10                     ; 'kk' element in bounds
	s_and_b64 s[40:41], s[28:29], s[38:39]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_307
	global_load_ushort v20, v15, s[16:17] offset:6      ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v24, v20
	s_mul_i32 s11, s14, 32
	s_lshl_b32 s19, s11, 1
	v_add_u32 v20, s19, v15
	v_add_u32 v25, 32, v10
	v_cmp_lt_u32 s[28:29], v25, s21                     ; 'm' element in bounds
	s_and_b64 s[40:41], s[28:29], s[30:31]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_315
	global_load_ushort v25, v20, s[16:17]               ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v26, v25
	s_and_b64 s[30:31], s[28:29], s[34:35]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_318
	global_load_ushort v25, v20, s[16:17] offset:2      ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v27, v25
	s_and_b64 s[30:31], s[28:29], s[36:37]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_321
	global_load_ushort v25, v20, s[16:17] offset:4      ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v28, v25
	s_and_b64 s[30:31], s[28:29], s[38:39]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_324
	global_load_ushort v25, v20, s[16:17] offset:6      ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v20, v25
	v_cvt_f16_f32 v25, v21
	v_and_b32 v21, 0xffff, v25
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v12, v21                               ; A operand of the product: stage
	v_cvt_f16_f32 v21, v22
	v_and_b32 v22, 0xffff, v21
	ds_write_b16 v12, v22 offset:2                      ; A operand of the product: stage
	v_cvt_f16_f32 v21, v23
	v_and_b32 v22, 0xffff, v21
	ds_write_b16 v12, v22 offset:4                      ; A operand of the product: stage
	v_cvt_f16_f32 v21, v24
	v_and_b32 v22, 0xffff, v21
	ds_write_b16 v12, v22 offset:6                      ; A operand of the product: stage
	v_cvt_f16_f32 v21, v26
	v_and_b32 v22, 0xffff, v21
	ds_write_b16 v12, v22 offset:2560                   ; A operand of the product: stage
	v_cvt_f16_f32 v21, v27
	v_and_b32 v22, 0xffff, v21
	ds_write_b16 v12, v22 offset:2562                   ; A operand of the product: stage
	v_cvt_f16_f32 v21, v28
	v_and_b32 v22, 0xffff, v21
	ds_write_b16 v12, v22 offset:2564                   ; A operand of the product: stage
	v_cvt_f16_f32 v21, v20
	v_and_b32 v20, 0xffff, v21
	ds_write_b16 v12, v20 offset:2566                   ; A operand of the product: stage
	s_mul_i32 s16, s8, s15
	s_mul_hi_u32 s17, s8, s15
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s32, s28                             ; 'b' at this chunk
	s_addc_u32 s17, s33, s29
	v_cmp_lt_u32 s[28:29], v1, s20                      ; 'n' element in bounds
	v_cmp_lt_u32 s[30:31], v17, s10                     ; 'kk' element in bounds
	s_and_b64 s[34:35], s[28:29], s[30:31]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_349
	global_load_ushort v20, v18, s[16:17]               ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v21, v20
	v_add_u32 v20, 1, v1
	v_cmp_lt_u32 s[34:35], v20, s20                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[34:35], s[30:31]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_354
	global_load_ushort v20, v18, s[16:17] offset:2      ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v22, v20
	v_add_u32 v20, 2, v1
	v_cmp_lt_u32 s[36:37], v20, s20                     ; 'n' element in bounds
	s_and_b64 s[38:39], s[36:37], s[30:31]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_359
	global_load_ushort v20, v18, s[16:17] offset:4      ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v23, v20
	v_add_u32 v20, 3, v1
	v_cmp_lt_u32 s[38:39], v20, s20                     ; 'n' element in bounds
	s_and_b64 s[40:41], s[38:39], s[30:31]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_364
	global_load_ushort v20, v18, s[16:17] offset:6      ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v24, v20
	s_mul_i32 s8, s15, 16
	s_lshl_b32 s11, s8, 1
	v_add_u32 v20, s11, v18
	v_add_u32 v25, 16, v17
	v_cmp_lt_u32 s[30:31], v25, s10                     ; 'kk' element in bounds
	s_and_b64 s[10:11], s[28:29], s[30:31]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[10:11]               ; lanes where %vpred_372
	global_load_ushort v25, v20, s[16:17]               ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v26, v25
	s_and_b64 s[10:11], s[34:35], s[30:31]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[10:11]               ; lanes where %vpred_375
	global_load_ushort v25, v20, s[16:17] offset:2      ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v27, v25
	s_and_b64 s[10:11], s[36:37], s[30:31]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[10:11]               ; lanes where %vpred_378
	global_load_ushort v25, v20, s[16:17] offset:4      ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v28, v25
	s_and_b64 s[10:11], s[38:39], s[30:31]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[10:11]               ; lanes where %vpred_381
	global_load_ushort v25, v20, s[16:17] offset:6      ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v20, v25
	v_cvt_f16_f32 v25, v21
	v_and_b32 v21, 0xffff, v25
	ds_write_b16 v19, v21 offset:5120                   ; B operand of the product: stage
	v_cvt_f16_f32 v21, v22
	v_and_b32 v22, 0xffff, v21
	ds_write_b16 v19, v22 offset:5200                   ; B operand of the product: stage
	v_cvt_f16_f32 v21, v23
	v_and_b32 v22, 0xffff, v21
	ds_write_b16 v19, v22 offset:5280                   ; B operand of the product: stage
	v_cvt_f16_f32 v21, v24
	v_and_b32 v22, 0xffff, v21
	ds_write_b16 v19, v22 offset:5360                   ; B operand of the product: stage
	v_cvt_f16_f32 v21, v26
	v_and_b32 v22, 0xffff, v21
	ds_write_b16 v19, v22 offset:5152                   ; B operand of the product: stage
	v_cvt_f16_f32 v21, v27
	v_and_b32 v22, 0xffff, v21
	ds_write_b16 v19, v22 offset:5232                   ; B operand of the product: stage
	v_cvt_f16_f32 v21, v28
	v_and_b32 v22, 0xffff, v21
	ds_write_b16 v19, v22 offset:5312                   ; B operand of the product: stage
	v_cvt_f16_f32 v21, v20
	v_and_b32 v20, 0xffff, v21
	ds_write_b16 v19, v20 offset:5392                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[20:23], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[24:27], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[24:27], v[20:23], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[20:23], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[24:27], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[24:27], v[20:23], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_add_u32 s9, s9, 32
	s_cmp_lt_u32 s9, s22
	s_cbranch_scc1 .Lgemm_f16_split_loop2
.Lgemm_f16_split_loop2_end:
	s_nop 7
	s_nop 0
	v_accvgpr_read_b32 v20, a0                          ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v3, v20, s[12:13]
	s_mul_i32 s8, s15, 1
	s_lshl_b32 s9, s8, 2
	v_add_u32 v20, s9, v3
	v_accvgpr_read_b32 v21, a1                          ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v20, v21, s[12:13]
	s_mul_i32 s8, s15, 2
	s_lshl_b32 s9, s8, 2
	v_add_u32 v20, s9, v3
	v_accvgpr_read_b32 v21, a2                          ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v20, v21, s[12:13]
	s_mul_i32 s8, s15, 3
	s_lshl_b32 s9, s8, 2
	v_add_u32 v20, s9, v3
	v_accvgpr_read_b32 v21, a3                          ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v20, v21, s[12:13]
	s_mul_i32 s8, s15, 8
	s_lshl_b32 s9, s8, 2
	v_add_u32 v20, s9, v3
	v_accvgpr_read_b32 v21, a4                          ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v20, v21, s[12:13]
	s_mul_i32 s8, s15, 9
	s_lshl_b32 s9, s8, 2
	v_add_u32 v20, s9, v3
	v_accvgpr_read_b32 v21, a5                          ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v20, v21, s[12:13]
	s_mul_i32 s8, s15, 10
	s_lshl_b32 s9, s8, 2
	v_add_u32 v20, s9, v3
	v_accvgpr_read_b32 v21, a6                          ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v20, v21, s[12:13]
	s_mul_i32 s8, s15, 11
	s_lshl_b32 s9, s8, 2
	v_add_u32 v20, s9, v3
	v_accvgpr_read_b32 v21, a7                          ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v20, v21, s[12:13]
	s_mul_i32 s8, s15, 16
	s_lshl_b32 s9, s8, 2
	v_add_u32 v20, s9, v3
	v_accvgpr_read_b32 v21, a8                          ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v20, v21, s[12:13]
	s_mul_i32 s8, s15, 17
	s_lshl_b32 s9, s8, 2
	v_add_u32 v20, s9, v3
	v_accvgpr_read_b32 v21, a9                          ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v20, v21, s[12:13]
	s_mul_i32 s8, s15, 18
	s_lshl_b32 s9, s8, 2
	v_add_u32 v20, s9, v3
	v_accvgpr_read_b32 v21, a10                         ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v20, v21, s[12:13]
	s_mul_i32 s8, s15, 19
	s_lshl_b32 s9, s8, 2
	v_add_u32 v20, s9, v3
	v_accvgpr_read_b32 v21, a11                         ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v20, v21, s[12:13]
	s_mul_i32 s8, s15, 24
	s_lshl_b32 s9, s8, 2
	v_add_u32 v20, s9, v3
	v_accvgpr_read_b32 v21, a12                         ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v20, v21, s[12:13]
	s_mul_i32 s8, s15, 25
	s_lshl_b32 s9, s8, 2
	v_add_u32 v20, s9, v3
	v_accvgpr_read_b32 v21, a13                         ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v20, v21, s[12:13]
	s_mul_i32 s8, s15, 26
	s_lshl_b32 s9, s8, 2
	v_add_u32 v20, s9, v3
	v_accvgpr_read_b32 v21, a14                         ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v20, v21, s[12:13]
	s_mul_i32 s8, s15, 27
	s_lshl_b32 s9, s8, 2
	v_add_u32 v20, s9, v3
	v_accvgpr_read_b32 v21, a15                         ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v20, v21, s[12:13]
	s_branch .Lgemm_f16_split_if0_end
.Lgemm_f16_split_if0_else:
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
	s_cmp_ge_u32 s22, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s8, 1, 0
	s_sub_u32 s9, s22, 31
	s_cmp_lg_u32 s8, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s8, s9, 0
	s_cmp_eq_u32 s24, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lgemm_f16_split_if6_else
	s_add_u32 s9, s18, 0
	s_mov_b32 s10, s9
	s_mov_b32 s11, 0
	s_lshl_b64 s[16:17], s[10:11], 1
	s_add_u32 s10, s26, s16                             ; 'a' at this chunk
	s_addc_u32 s11, s27, s17
	s_cmp_lt_u32 0, s8                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s16, 1, 0
	v_cmp_lt_u32 s[24:25], v5, s21
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1253
	global_load_dwordx4 v[20:23], v8, s[10:11]          ; examples/gemm_f16.kgen:6: 16 bytes of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[20:23]                          ; 16 bytes into st0
	s_mul_i32 s10, s9, s15
	s_mul_hi_u32 s11, s9, s15
	s_lshl_b64 s[24:25], s[10:11], 1
	s_add_u32 s10, s32, s24                             ; 'b' at this chunk
	s_addc_u32 s11, s33, s25
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[24:25], s[16:17], s[6:7]
	v_cmp_lt_u32 s[16:17], v13, s20
	s_and_b64 s[28:29], s[24:25], s[16:17]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1263
	global_load_dwordx4 v[20:23], v14, s[10:11]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s9, s15, 2
	v_add_u32 v24, s9, v14
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1263
	global_load_dwordx4 v[26:29], v24, s[10:11]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_perm_b32 v24, v26, v20, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v24 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v24, v26, v20, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v24 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v24, v27, v21, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v24 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v24, v27, v21, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v24 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v24, v28, v22, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v24 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v24, v28, v22, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v24 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v24, v29, v23, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v24 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v24, v29, v23, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v24 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_mov_b32 s9, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s9, s8
	s_cbranch_scc1 .Lgemm_f16_split_loop3_end
.Lgemm_f16_split_loop3:
	s_add_u32 s10, s9, 32
	s_cmp_lt_u32 s9, s8
	s_cselect_b32 s11, 1, 0
	s_cmp_eq_u32 s11, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_split_if7_end
	s_add_u32 s11, s18, s10
	s_mov_b32 s16, s11
	s_mov_b32 s17, 0
	s_lshl_b64 s[24:25], s[16:17], 1
	s_add_u32 s16, s26, s24                             ; 'a' at this chunk
	s_addc_u32 s17, s27, s25
	s_cmp_lt_u32 s10, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s10, 1, 0
	v_cmp_lt_u32 s[24:25], v5, s21
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1289
	global_load_dwordx4 v[20:23], v8, s[16:17]          ; examples/gemm_f16.kgen:6: 16 bytes of 'a'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s16, s11, s15
	s_mul_hi_u32 s17, s11, s15
	s_lshl_b64 s[24:25], s[16:17], 1
	s_add_u32 s16, s32, s24                             ; 'b' at this chunk
	s_addc_u32 s17, s33, s25
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[10:11], exec, 0
	s_and_b64 s[24:25], s[10:11], s[6:7]
	v_cmp_lt_u32 s[10:11], v13, s20
	s_and_b64 s[28:29], s[24:25], s[10:11]
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_1299
	global_load_dwordx4 v[24:27], v14, s[16:17]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[10:11]
	s_mul_i32 s10, s15, 2
	v_add_u32 v28, s10, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_1299
	global_load_dwordx4 v[30:33], v28, s[16:17]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[38:41], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[34:37], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[38:41], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_waitcnt vmcnt(2)
	ds_write_b128 v9, v[20:23] offset:10240             ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v30, v24, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15360                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v30, v24, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15440                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v31, v25, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15520                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v31, v25, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15600                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v32, v26, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15680                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v32, v26, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15760                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v33, v27, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15840                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v33, v27, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15920                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
.Lgemm_f16_split_if7_end:
	s_add_u32 s10, s9, 32
	s_add_u32 s11, s10, 32
	s_cmp_lt_u32 s10, s8
	s_cselect_b32 s10, 1, 0
	s_cmp_eq_u32 s10, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_split_if8_end
	s_add_u32 s10, s18, s11
	s_mov_b32 s16, s10
	s_mov_b32 s17, 0
	s_lshl_b64 s[24:25], s[16:17], 1
	s_add_u32 s16, s26, s24                             ; 'a' at this chunk
	s_addc_u32 s17, s27, s25
	s_cmp_lt_u32 s11, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[24:25], v5, s21
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1344
	global_load_dwordx4 v[20:23], v8, s[16:17]          ; examples/gemm_f16.kgen:6: 16 bytes of 'a'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s16, s10, s15
	s_mul_hi_u32 s17, s10, s15
	s_lshl_b64 s[24:25], s[16:17], 1
	s_add_u32 s16, s32, s24                             ; 'b' at this chunk
	s_addc_u32 s17, s33, s25
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[10:11], exec, 0
	s_and_b64 s[24:25], s[10:11], s[6:7]
	v_cmp_lt_u32 s[10:11], v13, s20
	s_and_b64 s[28:29], s[24:25], s[10:11]
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_1354
	global_load_dwordx4 v[24:27], v14, s[16:17]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[10:11]
	s_mul_i32 s10, s15, 2
	v_add_u32 v28, s10, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_1354
	global_load_dwordx4 v[30:33], v28, s[16:17]         ; examples/gemm_f16.kgen:6: 16 bytes of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[38:41], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[34:37], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[38:41], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_waitcnt vmcnt(2)
	ds_write_b128 v9, v[20:23]                          ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v30, v24, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v30, v24, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v31, v25, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v31, v25, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v32, v26, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v32, v26, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v33, v27, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	v_perm_b32 v20, v33, v27, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
.Lgemm_f16_split_if8_end:
	s_add_u32 s9, s9, 64
	s_cmp_lt_u32 s9, s8
	s_cbranch_scc1 .Lgemm_f16_split_loop3
.Lgemm_f16_split_loop3_end:
	s_branch .Lgemm_f16_split_if6_end
.Lgemm_f16_split_if6_else:
	s_add_u32 s5, s18, 0
	s_mov_b32 s10, s5
	s_mov_b32 s11, 0
	s_lshl_b64 s[16:17], s[10:11], 1
	s_add_u32 s10, s26, s16                             ; 'a' at this chunk
	s_addc_u32 s11, s27, s17
	s_cmp_lt_u32 0, s8                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s9, 1, 0
	v_cmp_lt_u32 s[16:17], v5, s21
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[24:25], exec, 0
	s_and_b64 s[28:29], s[24:25], s[16:17]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1397
	global_load_ushort v20, v8, s[10:11]                ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1397
	global_load_ushort v21, v8, s[10:11] offset:2       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1397
	global_load_ushort v22, v8, s[10:11] offset:4       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1397
	global_load_ushort v23, v8, s[10:11] offset:6       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1397
	global_load_ushort v24, v8, s[10:11] offset:8       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1397
	global_load_ushort v25, v8, s[10:11] offset:10      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1397
	global_load_ushort v26, v8, s[10:11] offset:12      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1397
	global_load_ushort v27, v8, s[10:11] offset:14      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(6)
	v_perm_b32 v28, v21, v20, s4                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v23, v22, s4                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v21, v25, v24, s4                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v22, v27, v26, s4                        ; elements 6, 7
	v_mov_b32 v24, v28                                  ; 16 bytes into st0
	v_mov_b32 v25, v20
	v_mov_b32 v26, v21
	v_mov_b32 v27, v22
	ds_write_b128 v9, v[24:27]
	s_mul_i32 s10, s5, s15
	s_mul_hi_u32 s11, s5, s15
	s_lshl_b64 s[16:17], s[10:11], 1
	s_add_u32 s10, s32, s16                             ; 'b' at this chunk
	s_addc_u32 s11, s33, s17
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[24:25], s[16:17], s[6:7]
	v_cmp_lt_u32 s[16:17], v13, s20
	s_and_b64 s[28:29], s[24:25], s[16:17]
	s_and_b64 s[24:25], s[28:29], s[16:17]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_1416
	global_load_ushort v20, v14, s[10:11]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v21, 1, v13
	v_cmp_lt_u32 s[16:17], v21, s20
	s_and_b64 s[30:31], s[28:29], s[16:17]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[30:31]               ; lanes where %vpred_1420
	global_load_ushort v21, v14, s[10:11] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v22, 2, v13
	v_cmp_lt_u32 s[16:17], v22, s20
	s_and_b64 s[34:35], s[28:29], s[16:17]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1424
	global_load_ushort v22, v14, s[10:11] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v23, 3, v13
	v_cmp_lt_u32 s[16:17], v23, s20
	s_and_b64 s[36:37], s[28:29], s[16:17]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_1428
	global_load_ushort v23, v14, s[10:11] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v24, 4, v13
	v_cmp_lt_u32 s[16:17], v24, s20
	s_and_b64 s[38:39], s[28:29], s[16:17]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1432
	global_load_ushort v24, v14, s[10:11] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v25, 5, v13
	v_cmp_lt_u32 s[16:17], v25, s20
	s_and_b64 s[40:41], s[28:29], s[16:17]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1436
	global_load_ushort v25, v14, s[10:11] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v26, 6, v13
	v_cmp_lt_u32 s[16:17], v26, s20
	s_and_b64 s[42:43], s[28:29], s[16:17]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1440
	global_load_ushort v26, v14, s[10:11] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v27, 7, v13
	v_cmp_lt_u32 s[16:17], v27, s20
	s_and_b64 s[44:45], s[28:29], s[16:17]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1444
	global_load_ushort v27, v14, s[10:11] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s5, s15, 2
	v_add_u32 v28, s5, v14
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_1416
	global_load_ushort v29, v28, s[10:11]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[30:31]               ; lanes where %vpred_1420
	global_load_ushort v30, v28, s[10:11] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1424
	global_load_ushort v31, v28, s[10:11] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_1428
	global_load_ushort v32, v28, s[10:11] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1432
	global_load_ushort v33, v28, s[10:11] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1436
	global_load_ushort v34, v28, s[10:11] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1440
	global_load_ushort v35, v28, s[10:11] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1444
	global_load_ushort v36, v28, s[10:11] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(7)
	v_perm_b32 v28, v29, v20, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v28 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v30, v21, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v31, v22, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v32, v23, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v33, v24, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v34, v25, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v35, v26, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v36, v27, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_mov_b32 s5, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s5, s8
	s_cbranch_scc1 .Lgemm_f16_split_loop4_end
.Lgemm_f16_split_loop4:
	s_add_u32 s9, s5, 32
	s_cmp_lt_u32 s5, s8
	s_cselect_b32 s10, 1, 0
	s_cmp_eq_u32 s10, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_split_if9_end
	s_add_u32 s10, s18, s9
	s_mov_b32 s16, s10
	s_mov_b32 s17, 0
	s_lshl_b64 s[24:25], s[16:17], 1
	s_add_u32 s16, s26, s24                             ; 'a' at this chunk
	s_addc_u32 s17, s27, s25
	s_cmp_lt_u32 s9, s8                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s9, 1, 0
	v_cmp_lt_u32 s[24:25], v5, s21
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1471
	global_load_ushort v20, v8, s[16:17]                ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1471
	global_load_ushort v21, v8, s[16:17] offset:2       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1471
	global_load_ushort v22, v8, s[16:17] offset:4       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1471
	global_load_ushort v23, v8, s[16:17] offset:6       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1471
	global_load_ushort v24, v8, s[16:17] offset:8       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1471
	global_load_ushort v25, v8, s[16:17] offset:10      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1471
	global_load_ushort v26, v8, s[16:17] offset:12      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1471
	global_load_ushort v27, v8, s[16:17] offset:14      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s16, s10, s15
	s_mul_hi_u32 s17, s10, s15
	s_lshl_b64 s[10:11], s[16:17], 1
	s_add_u32 s16, s32, s10                             ; 'b' at this chunk
	s_addc_u32 s17, s33, s11
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[10:11], exec, 0
	s_and_b64 s[24:25], s[10:11], s[6:7]
	v_cmp_lt_u32 s[10:11], v13, s20
	s_and_b64 s[28:29], s[24:25], s[10:11]
	s_and_b64 s[24:25], s[28:29], s[10:11]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[24:25]               ; lanes where %vpred_1490
	global_load_ushort v28, v14, s[16:17]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v29, 1, v13
	v_cmp_lt_u32 s[10:11], v29, s20
	s_and_b64 s[30:31], s[28:29], s[10:11]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_1494
	global_load_ushort v29, v14, s[16:17] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v30, 2, v13
	v_cmp_lt_u32 s[10:11], v30, s20
	s_and_b64 s[34:35], s[28:29], s[10:11]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_1498
	global_load_ushort v30, v14, s[16:17] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v31, 3, v13
	v_cmp_lt_u32 s[10:11], v31, s20
	s_and_b64 s[36:37], s[28:29], s[10:11]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_1502
	global_load_ushort v31, v14, s[16:17] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v32, 4, v13
	v_cmp_lt_u32 s[10:11], v32, s20
	s_and_b64 s[38:39], s[28:29], s[10:11]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_1506
	global_load_ushort v32, v14, s[16:17] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v33, 5, v13
	v_cmp_lt_u32 s[10:11], v33, s20
	s_and_b64 s[40:41], s[28:29], s[10:11]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_1510
	global_load_ushort v33, v14, s[16:17] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v34, 6, v13
	v_cmp_lt_u32 s[10:11], v34, s20
	s_and_b64 s[42:43], s[28:29], s[10:11]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_1514
	global_load_ushort v34, v14, s[16:17] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v35, 7, v13
	v_cmp_lt_u32 s[10:11], v35, s20
	s_and_b64 s[44:45], s[28:29], s[10:11]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[44:45]               ; lanes where %vpred_1518
	global_load_ushort v35, v14, s[16:17] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	s_mul_i32 s9, s15, 2
	v_add_u32 v36, s9, v14
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[24:25]               ; lanes where %vpred_1490
	global_load_ushort v37, v36, s[16:17]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_1494
	global_load_ushort v38, v36, s[16:17] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_1498
	global_load_ushort v39, v36, s[16:17] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_1502
	global_load_ushort v40, v36, s[16:17] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_1506
	global_load_ushort v41, v36, s[16:17] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_1510
	global_load_ushort v42, v36, s[16:17] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_1514
	global_load_ushort v43, v36, s[16:17] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[44:45]               ; lanes where %vpred_1518
	global_load_ushort v44, v36, s[16:17] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[46:49], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[50:53], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[46:49], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_waitcnt vmcnt(22)
	v_perm_b32 v36, v21, v20, s4                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v20, v23, v22, s4                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v21, v25, v24, s4                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v22, v27, v26, s4                        ; elements 6, 7
	v_mov_b32 v24, v36                                  ; 16 bytes into st0
	v_mov_b32 v25, v20
	v_mov_b32 v26, v21
	v_mov_b32 v27, v22
	ds_write_b128 v9, v[24:27] offset:10240
	s_waitcnt vmcnt(7)
	v_perm_b32 v20, v37, v28, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15360                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v38, v29, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15440                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v39, v30, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15520                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v40, v31, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15600                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v41, v32, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15680                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v42, v33, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15760                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v43, v34, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15840                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v44, v35, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:15920                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
.Lgemm_f16_split_if9_end:
	s_add_u32 s9, s5, 32
	s_add_u32 s10, s9, 32
	s_cmp_lt_u32 s9, s8
	s_cselect_b32 s9, 1, 0
	s_cmp_eq_u32 s9, 0                                  ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lgemm_f16_split_if10_end
	s_add_u32 s9, s18, s10
	s_mov_b32 s16, s9
	s_mov_b32 s17, 0
	s_lshl_b64 s[24:25], s[16:17], 1
	s_add_u32 s16, s26, s24                             ; 'a' at this chunk
	s_addc_u32 s17, s27, s25
	s_cmp_lt_u32 s10, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s10, 1, 0
	v_cmp_lt_u32 s[24:25], v5, s21
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1564
	global_load_ushort v20, v8, s[16:17]                ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1564
	global_load_ushort v21, v8, s[16:17] offset:2       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1564
	global_load_ushort v22, v8, s[16:17] offset:4       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1564
	global_load_ushort v23, v8, s[16:17] offset:6       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1564
	global_load_ushort v24, v8, s[16:17] offset:8       ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1564
	global_load_ushort v25, v8, s[16:17] offset:10      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1564
	global_load_ushort v26, v8, s[16:17] offset:12      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1564
	global_load_ushort v27, v8, s[16:17] offset:14      ; examples/gemm_f16.kgen:6: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s16, s9, s15
	s_mul_hi_u32 s17, s9, s15
	s_lshl_b64 s[24:25], s[16:17], 1
	s_add_u32 s16, s32, s24                             ; 'b' at this chunk
	s_addc_u32 s17, s33, s25
	s_cmp_lg_u32 s10, 0
	s_cselect_b64 s[10:11], exec, 0
	s_and_b64 s[24:25], s[10:11], s[6:7]
	v_cmp_lt_u32 s[10:11], v13, s20
	s_and_b64 s[28:29], s[24:25], s[10:11]
	s_and_b64 s[24:25], s[28:29], s[10:11]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[24:25]               ; lanes where %vpred_1583
	global_load_ushort v28, v14, s[16:17]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v29, 1, v13
	v_cmp_lt_u32 s[10:11], v29, s20
	s_and_b64 s[30:31], s[28:29], s[10:11]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_1587
	global_load_ushort v29, v14, s[16:17] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v30, 2, v13
	v_cmp_lt_u32 s[10:11], v30, s20
	s_and_b64 s[34:35], s[28:29], s[10:11]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_1591
	global_load_ushort v30, v14, s[16:17] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v31, 3, v13
	v_cmp_lt_u32 s[10:11], v31, s20
	s_and_b64 s[36:37], s[28:29], s[10:11]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_1595
	global_load_ushort v31, v14, s[16:17] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v32, 4, v13
	v_cmp_lt_u32 s[10:11], v32, s20
	s_and_b64 s[38:39], s[28:29], s[10:11]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_1599
	global_load_ushort v32, v14, s[16:17] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v33, 5, v13
	v_cmp_lt_u32 s[10:11], v33, s20
	s_and_b64 s[40:41], s[28:29], s[10:11]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_1603
	global_load_ushort v33, v14, s[16:17] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v34, 6, v13
	v_cmp_lt_u32 s[10:11], v34, s20
	s_and_b64 s[42:43], s[28:29], s[10:11]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_1607
	global_load_ushort v34, v14, s[16:17] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_add_u32 v35, 7, v13
	v_cmp_lt_u32 s[10:11], v35, s20
	s_and_b64 s[44:45], s[28:29], s[10:11]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[44:45]               ; lanes where %vpred_1611
	global_load_ushort v35, v14, s[16:17] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	s_mul_i32 s9, s15, 2
	v_add_u32 v36, s9, v14
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[24:25]               ; lanes where %vpred_1583
	global_load_ushort v37, v36, s[16:17]               ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_1587
	global_load_ushort v38, v36, s[16:17] offset:2      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_1591
	global_load_ushort v39, v36, s[16:17] offset:4      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_1595
	global_load_ushort v40, v36, s[16:17] offset:6      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_1599
	global_load_ushort v41, v36, s[16:17] offset:8      ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_1603
	global_load_ushort v42, v36, s[16:17] offset:10     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_1607
	global_load_ushort v43, v36, s[16:17] offset:12     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[10:11], s[44:45]               ; lanes where %vpred_1611
	global_load_ushort v44, v36, s[16:17] offset:14     ; examples/gemm_f16.kgen:6: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[10:11]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[46:49], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[50:53], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[46:49], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_waitcnt vmcnt(22)
	v_perm_b32 v36, v21, v20, s4                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v20, v23, v22, s4                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v21, v25, v24, s4                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v22, v27, v26, s4                        ; elements 6, 7
	v_mov_b32 v24, v36                                  ; 16 bytes into st0
	v_mov_b32 v25, v20
	v_mov_b32 v26, v21
	v_mov_b32 v27, v22
	ds_write_b128 v9, v[24:27]
	s_waitcnt vmcnt(7)
	v_perm_b32 v20, v37, v28, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v38, v29, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v39, v30, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v40, v31, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v41, v32, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v42, v33, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v43, v34, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v44, v35, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_159
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
.Lgemm_f16_split_if10_end:
	s_add_u32 s5, s5, 64
	s_cmp_lt_u32 s5, s8
	s_cbranch_scc1 .Lgemm_f16_split_loop4
.Lgemm_f16_split_loop4_end:
.Lgemm_f16_split_if6_end:
	s_add_u32 s4, s8, 31
	s_and_b32 s5, s4, 0xffffffe0                        ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s4, s5                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s4, s22
	s_cbranch_scc1 .Lgemm_f16_split_loop5_end
.Lgemm_f16_split_loop5:
	s_add_u32 s5, s18, s4
	s_sub_u32 s6, s22, s4
	s_mov_b32 s8, s5
	s_mov_b32 s9, 0
	s_lshl_b64 s[10:11], s[8:9], 1
	s_add_u32 s8, s26, s10                              ; 'a' at this chunk
	s_addc_u32 s9, s27, s11
	v_cmp_lt_u32 s[10:11], v10, s21                     ; 'm' element in bounds
	v_cmp_lt_u32 s[16:17], v16, s6                      ; 'kk' element in bounds
	s_and_b64 s[24:25], s[10:11], s[16:17]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_645
	global_load_ushort v5, v15, s[8:9]                  ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v8, v5
	v_add_u32 v5, 1, v16
	v_cmp_lt_u32 s[24:25], v5, s6                       ; 'kk' element in bounds
	s_and_b64 s[28:29], s[10:11], s[24:25]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_650
	global_load_ushort v5, v15, s[8:9] offset:2         ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v9, v5
	v_add_u32 v5, 2, v16
	v_cmp_lt_u32 s[28:29], v5, s6                       ; 'kk' element in bounds
	s_and_b64 s[30:31], s[10:11], s[28:29]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_655
	global_load_ushort v5, v15, s[8:9] offset:4         ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v11, v5
	v_add_u32 v5, 3, v16
	v_cmp_lt_u32 s[30:31], v5, s6                       ; 'kk' element in bounds
	s_and_b64 s[34:35], s[10:11], s[30:31]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_660
	global_load_ushort v5, v15, s[8:9] offset:6         ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v13, v5
	s_mul_i32 s7, s14, 32
	s_lshl_b32 s10, s7, 1
	v_add_u32 v5, s10, v15
	v_add_u32 v14, 32, v10
	v_cmp_lt_u32 s[10:11], v14, s21                     ; 'm' element in bounds
	s_and_b64 s[34:35], s[10:11], s[16:17]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_668
	global_load_ushort v14, v5, s[8:9]                  ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v20, v14
	s_and_b64 s[16:17], s[10:11], s[24:25]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[16:17]               ; lanes where %vpred_671
	global_load_ushort v14, v5, s[8:9] offset:2         ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v21, v14
	s_and_b64 s[16:17], s[10:11], s[28:29]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[16:17]               ; lanes where %vpred_674
	global_load_ushort v14, v5, s[8:9] offset:4         ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v22, v14
	s_and_b64 s[16:17], s[10:11], s[30:31]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[16:17]               ; lanes where %vpred_677
	global_load_ushort v14, v5, s[8:9] offset:6         ; examples/gemm_f16.kgen:6: load of 'a'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v5, v14
	v_cvt_f16_f32 v14, v8
	v_and_b32 v8, 0xffff, v14
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v12, v8                                ; A operand of the product: stage
	v_cvt_f16_f32 v8, v9
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v12, v9 offset:2                       ; A operand of the product: stage
	v_cvt_f16_f32 v8, v11
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v12, v9 offset:4                       ; A operand of the product: stage
	v_cvt_f16_f32 v8, v13
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v12, v9 offset:6                       ; A operand of the product: stage
	v_cvt_f16_f32 v8, v20
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v12, v9 offset:2560                    ; A operand of the product: stage
	v_cvt_f16_f32 v8, v21
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v12, v9 offset:2562                    ; A operand of the product: stage
	v_cvt_f16_f32 v8, v22
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v12, v9 offset:2564                    ; A operand of the product: stage
	v_cvt_f16_f32 v8, v5
	v_and_b32 v5, 0xffff, v8
	ds_write_b16 v12, v5 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s8, s5, s15
	s_mul_hi_u32 s9, s5, s15
	s_lshl_b64 s[10:11], s[8:9], 1
	s_add_u32 s8, s32, s10                              ; 'b' at this chunk
	s_addc_u32 s9, s33, s11
	v_cmp_lt_u32 s[10:11], v1, s20                      ; 'n' element in bounds
	v_cmp_lt_u32 s[16:17], v17, s6                      ; 'kk' element in bounds
	s_and_b64 s[24:25], s[10:11], s[16:17]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_693
	global_load_ushort v5, v18, s[8:9]                  ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v8, v5
	v_add_u32 v5, 1, v1
	v_cmp_lt_u32 s[24:25], v5, s20                      ; 'n' element in bounds
	s_and_b64 s[28:29], s[24:25], s[16:17]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_698
	global_load_ushort v5, v18, s[8:9] offset:2         ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v9, v5
	v_add_u32 v5, 2, v1
	v_cmp_lt_u32 s[28:29], v5, s20                      ; 'n' element in bounds
	s_and_b64 s[30:31], s[28:29], s[16:17]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_703
	global_load_ushort v5, v18, s[8:9] offset:4         ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v11, v5
	v_add_u32 v5, 3, v1
	v_cmp_lt_u32 s[30:31], v5, s20                      ; 'n' element in bounds
	s_and_b64 s[34:35], s[30:31], s[16:17]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_708
	global_load_ushort v5, v18, s[8:9] offset:6         ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v13, v5
	s_mul_i32 s5, s15, 16
	s_lshl_b32 s7, s5, 1
	v_add_u32 v5, s7, v18
	v_add_u32 v14, 16, v17
	v_cmp_lt_u32 s[16:17], v14, s6                      ; 'kk' element in bounds
	s_and_b64 s[6:7], s[10:11], s[16:17]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_716
	global_load_ushort v14, v5, s[8:9]                  ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v20, v14
	s_and_b64 s[6:7], s[24:25], s[16:17]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_719
	global_load_ushort v14, v5, s[8:9] offset:2         ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v21, v14
	s_and_b64 s[6:7], s[28:29], s[16:17]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_722
	global_load_ushort v14, v5, s[8:9] offset:4         ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v22, v14
	s_and_b64 s[6:7], s[30:31], s[16:17]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_725
	global_load_ushort v14, v5, s[8:9] offset:6         ; examples/gemm_f16.kgen:6: load of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_cvt_f32_f16 v5, v14
	v_cvt_f16_f32 v14, v8
	v_and_b32 v8, 0xffff, v14
	ds_write_b16 v19, v8 offset:5120                    ; B operand of the product: stage
	v_cvt_f16_f32 v8, v9
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v19, v9 offset:5200                    ; B operand of the product: stage
	v_cvt_f16_f32 v8, v11
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v19, v9 offset:5280                    ; B operand of the product: stage
	v_cvt_f16_f32 v8, v13
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v19, v9 offset:5360                    ; B operand of the product: stage
	v_cvt_f16_f32 v8, v20
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v19, v9 offset:5152                    ; B operand of the product: stage
	v_cvt_f16_f32 v8, v21
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v19, v9 offset:5232                    ; B operand of the product: stage
	v_cvt_f16_f32 v8, v22
	v_and_b32 v9, 0xffff, v8
	ds_write_b16 v19, v9 offset:5312                    ; B operand of the product: stage
	v_cvt_f16_f32 v8, v5
	v_and_b32 v5, 0xffff, v8
	ds_write_b16 v19, v5 offset:5392                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[20:23], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[24:27], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[24:27], v[20:23], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	ds_read_b128 v[20:23], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[24:27], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_f16 a[0:15], v[24:27], v[20:23], a[0:15] ; examples/gemm_f16.kgen:6: mfma 32x32x16
	s_add_u32 s4, s4, 32
	s_cmp_lt_u32 s4, s22
	s_cbranch_scc1 .Lgemm_f16_split_loop5
.Lgemm_f16_split_loop5_end:
	v_cmp_lt_u32 s[4:5], v6, s21                        ; 'm' element in bounds
	v_cmp_lt_u32 s[6:7], v4, s20                        ; 'n' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_754
	s_nop 4
	v_accvgpr_read_b32 v1, a0                           ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v3, v1, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 1
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 1, v6
	v_cmp_lt_u32 s[4:5], v2, s21                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_760
	v_accvgpr_read_b32 v2, a1                           ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 2
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 2, v6
	v_cmp_lt_u32 s[4:5], v2, s21                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_766
	v_accvgpr_read_b32 v2, a2                           ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 3
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 3, v6
	v_cmp_lt_u32 s[4:5], v2, s21                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_772
	v_accvgpr_read_b32 v2, a3                           ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 8
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 8, v6
	v_cmp_lt_u32 s[4:5], v2, s21                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_778
	v_accvgpr_read_b32 v2, a4                           ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 9
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 9, v6
	v_cmp_lt_u32 s[4:5], v2, s21                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_784
	v_accvgpr_read_b32 v2, a5                           ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 10
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 10, v6
	v_cmp_lt_u32 s[4:5], v2, s21                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_790
	v_accvgpr_read_b32 v2, a6                           ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 11
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 11, v6
	v_cmp_lt_u32 s[4:5], v2, s21                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_796
	v_accvgpr_read_b32 v2, a7                           ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 16
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 16, v6
	v_cmp_lt_u32 s[4:5], v2, s21                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_802
	v_accvgpr_read_b32 v2, a8                           ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 17
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 17, v6
	v_cmp_lt_u32 s[4:5], v2, s21                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_808
	v_accvgpr_read_b32 v2, a9                           ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 18
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 18, v6
	v_cmp_lt_u32 s[4:5], v2, s21                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_814
	v_accvgpr_read_b32 v2, a10                          ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 19
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 19, v6
	v_cmp_lt_u32 s[4:5], v2, s21                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_820
	v_accvgpr_read_b32 v2, a11                          ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 24
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 24, v6
	v_cmp_lt_u32 s[4:5], v2, s21                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_826
	v_accvgpr_read_b32 v2, a12                          ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 25
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 25, v6
	v_cmp_lt_u32 s[4:5], v2, s21                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_832
	v_accvgpr_read_b32 v2, a13                          ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 26
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 26, v6
	v_cmp_lt_u32 s[4:5], v2, s21                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_838
	v_accvgpr_read_b32 v2, a14                          ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s15, 27
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 27, v6
	v_cmp_lt_u32 s[4:5], v2, s21                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_844
	v_accvgpr_read_b32 v2, a15                          ; examples/gemm_f16.kgen:5: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
.Lgemm_f16_split_if0_end:
	s_endpgm
.Lfunc_end_gemm_f16_split:
	.size	gemm_f16_split, .Lfunc_end_gemm_f16_split-gemm_f16_split

; kernel gemm_f16_split_fold: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel gemm_f16_split_fold from examples/gemm_f16.kgen
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
;     L2 [n]: n:64: reg[n1 n2 0] lane[n4 n8 n16 n32 0 0] warp[0 0]
;       5:5 load acc_parts -> L0; 5:5 reduce sum -> L1; 8:26 load bias -> L2; 8:20 add -> L1; 8:15 relu -> L1
;   phase 1 (walking 'part' in chunks of 2): sum over 'part' (5:5)
; resources: 22 VGPRs, 0 AGPRs, 48 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 56 bytes of arguments, 256 threads
;   arg a: tensor f16 at 0 (read-only)
;   arg b: tensor f16 at 8 (read-only)
;   arg bias: tensor f32 at 16 (read-only)
;   arg c: tensor f32 at 24
;   arg acc_parts: tensor f32 at 32 (read-only)
;   arg M: dim i32 at 40
;   arg K: dim i32 at 44
;   arg N: dim i32 at 48
;   arg parts: dim i32 at 52
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	gemm_f16_split_fold
	.p2align	8
	.type	gemm_f16_split_fold,@function
gemm_f16_split_fold:
	s_load_dwordx2 s[4:5], s[0:1], 0x10                 ; argument bias
	s_load_dwordx2 s[6:7], s[0:1], 0x18                 ; argument c
	s_load_dwordx2 s[8:9], s[0:1], 0x20                 ; argument acc_parts
	s_load_dword s10, s[0:1], 0x28                      ; argument M
	s_load_dword s11, s[0:1], 0x30                      ; argument N
	s_load_dword s12, s[0:1], 0x34                      ; argument parts
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s13, s2                                   ; program index along 'n'
	s_mul_i32 s14, s13, 64                              ; first 'n' of this program's tile (64)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s13, s11, s14
	s_min_u32 s15, s13, 64                              ; 'n' elements in this tile
	s_mov_b32 s13, s3                                   ; program index along 'm'
	s_mul_i32 s16, s13, 16                              ; first 'm' of this program's tile (16)
	s_sub_u32 s13, s10, s16
	s_min_u32 s17, s13, 16                              ; 'm' elements in this tile
	s_and_b32 s13, s11, 3
	s_cmp_eq_u32 s13, 0                                 ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s13, 1, 0
	v_mov_b32 v2, 0                                     ; identity of sum
	v_mov_b32 v3, 0                                     ; identity of sum
	v_mov_b32 v4, 0                                     ; identity of sum
	v_mov_b32 v5, 0                                     ; identity of sum
	v_mov_b32 v6, 0                                     ; identity of sum
	v_mov_b32 v7, 0                                     ; identity of sum
	v_mov_b32 v8, 0                                     ; identity of sum
	v_mov_b32 v9, 0                                     ; identity of sum
	s_cmp_ge_u32 s15, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s18, 1, 0
	s_cmp_ge_u32 s17, 16                                ; a whole chunk of 'm' (16) is in bounds
	s_cselect_b32 s19, 1, 0
	s_and_b32 s20, s18, s19
	s_and_b32 s18, s20, s13
	s_cmp_ge_u32 s12, 2                                 ; at least one whole chunk of 'part'
	s_cselect_b32 s19, 1, 0
	s_sub_u32 s21, s12, 1
	s_cmp_lg_u32 s19, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s22, s21, 0
	s_cmp_lg_u32 s18, 0
	s_cselect_b32 s18, s22, 0
	s_mul_i32 s21, s11, s10                             ; a stride of 'acc_parts'
	v_lshrrev_b32 v10, 4, v1
	v_mul_lo_u32 v11, s11, v10
	v_and_b32 v12, 15, v1
	v_lshlrev_b32 v1, 2, v12
	v_add_u32 v12, v11, v1
	v_lshlrev_b32 v11, 2, v12                           ; thread's byte offset in a chunk of 'acc_parts'
	s_mul_i32 s22, s16, s11
	s_mul_hi_u32 s23, s16, s11
	s_lshl_b64 s[10:11], s[22:23], 2
	s_add_u32 s22, s8, s10                              ; 'acc_parts' at this program
	s_addc_u32 s23, s9, s11
	s_mov_b32 s8, s14
	s_mov_b32 s9, 0
	s_lshl_b64 s[24:25], s[8:9], 2
	s_add_u32 s8, s22, s24                              ; 'acc_parts' at this program
	s_addc_u32 s9, s23, s25
	s_mov_b32 s14, 0                                    ; chunks of 2 along 'part': whole chunks
	s_cmp_ge_u32 s14, s18
	s_cbranch_scc1 .Lgemm_f16_split_fold_loop0_end
.Lgemm_f16_split_fold_loop0:
	s_mul_i32 s22, s14, s21
	s_mul_hi_u32 s23, s14, s21
	s_lshl_b64 s[26:27], s[22:23], 2
	s_add_u32 s22, s8, s26                              ; 'acc_parts' at this chunk
	s_addc_u32 s23, s9, s27
	global_load_dwordx4 v[12:15], v11, s[22:23]         ; examples/gemm_f16.kgen:5: 16-byte load of 'acc_parts'
	s_mul_i32 s16, s21, 1
	s_lshl_b32 s26, s16, 2
	v_add_u32 v16, s26, v11
	global_load_dwordx4 v[18:21], v16, s[22:23]         ; examples/gemm_f16.kgen:5: 16-byte load of 'acc_parts'
	s_waitcnt vmcnt(1)
	v_add_f32 v2, v2, v12                               ; sum over 'part' (examples/gemm_f16.kgen:5)
	v_add_f32 v3, v3, v13                               ; sum over 'part' (examples/gemm_f16.kgen:5)
	v_add_f32 v4, v4, v14                               ; sum over 'part' (examples/gemm_f16.kgen:5)
	v_add_f32 v5, v5, v15                               ; sum over 'part' (examples/gemm_f16.kgen:5)
	s_waitcnt vmcnt(0)
	v_add_f32 v6, v6, v18                               ; sum over 'part' (examples/gemm_f16.kgen:5)
	v_add_f32 v7, v7, v19                               ; sum over 'part' (examples/gemm_f16.kgen:5)
	v_add_f32 v8, v8, v20                               ; sum over 'part' (examples/gemm_f16.kgen:5)
	v_add_f32 v9, v9, v21                               ; sum over 'part' (examples/gemm_f16.kgen:5)
	s_add_u32 s14, s14, 2
	s_cmp_lt_u32 s14, s18
	s_cbranch_scc1 .Lgemm_f16_split_fold_loop0
.Lgemm_f16_split_fold_loop0_end:
	s_mov_b32 s16, s14                                  ; chunks of 2 along 'part': the rest, masked
	s_cmp_ge_u32 s16, s12
	s_cbranch_scc1 .Lgemm_f16_split_fold_loop1_end
.Lgemm_f16_split_fold_loop1:
	s_sub_u32 s14, s12, s16
	s_mul_i32 s22, s16, s21
	s_mul_hi_u32 s23, s16, s21
	s_lshl_b64 s[26:27], s[22:23], 2
	s_add_u32 s22, s8, s26                              ; 'acc_parts' at this chunk
	s_addc_u32 s23, s9, s27
	s_cmp_lt_u32 0, s14                                 ; 'part' element in bounds
	s_cselect_b32 s18, 1, 0
	v_cmp_lt_u32 s[26:27], v10, s17                     ; 'm' element in bounds
	s_cmp_lg_u32 s18, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_cmp_lt_u32 s[28:29], v1, s15                      ; 'n' element in bounds
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_75
	global_load_dword v12, v11, s[22:23]                ; examples/gemm_f16.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[34:35]
	v_add_u32 v13, 1, v1
	v_cmp_lt_u32 s[34:35], v13, s15                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[30:31], s[34:35]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_79
	global_load_dword v13, v11, s[22:23] offset:4       ; examples/gemm_f16.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[38:39]
	v_add_u32 v14, 2, v1
	v_cmp_lt_u32 s[38:39], v14, s15                     ; 'n' element in bounds
	s_and_b64 s[40:41], s[30:31], s[38:39]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_83
	global_load_dword v14, v11, s[22:23] offset:8       ; examples/gemm_f16.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[42:43]
	v_add_u32 v15, 3, v1
	v_cmp_lt_u32 s[42:43], v15, s15                     ; 'n' element in bounds
	s_and_b64 s[44:45], s[30:31], s[42:43]
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_87
	global_load_dword v15, v11, s[22:23] offset:12      ; examples/gemm_f16.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s18, s21, 1
	s_lshl_b32 s30, s18, 2
	v_add_u32 v16, s30, v11
	s_add_u32 s18, 0, 1
	s_cmp_lt_u32 s18, s14                               ; 'part' element in bounds
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[46:47], s[30:31], s[26:27]
	s_and_b64 s[26:27], s[46:47], s[28:29]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_95
	global_load_dword v17, v16, s[22:23]                ; examples/gemm_f16.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[28:29]
	s_and_b64 s[28:29], s[46:47], s[34:35]
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_97
	global_load_dword v18, v16, s[22:23] offset:4       ; examples/gemm_f16.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[30:31]
	s_and_b64 s[30:31], s[46:47], s[38:39]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_99
	global_load_dword v19, v16, s[22:23] offset:8       ; examples/gemm_f16.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[34:35], s[46:47], s[42:43]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[34:35]               ; lanes where %vpred_101
	global_load_dword v20, v16, s[22:23] offset:12      ; examples/gemm_f16.kgen:5: load of 'acc_parts'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v16, 0, v12, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v2, v2, v16                               ; sum over 'part' (examples/gemm_f16.kgen:5)
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v12, 0, v13, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v3, v3, v12                               ; sum over 'part' (examples/gemm_f16.kgen:5)
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v12, 0, v14, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v4, v4, v12                               ; sum over 'part' (examples/gemm_f16.kgen:5)
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v12, 0, v15, s[44:45]                 ; absent elements contribute the identity
	v_add_f32 v5, v5, v12                               ; sum over 'part' (examples/gemm_f16.kgen:5)
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v12, 0, v17, s[26:27]                 ; absent elements contribute the identity
	v_add_f32 v6, v6, v12                               ; sum over 'part' (examples/gemm_f16.kgen:5)
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v12, 0, v18, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v7, v7, v12                               ; sum over 'part' (examples/gemm_f16.kgen:5)
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v12, 0, v19, s[30:31]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v12                               ; sum over 'part' (examples/gemm_f16.kgen:5)
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v12, 0, v20, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v12                               ; sum over 'part' (examples/gemm_f16.kgen:5)
	s_add_u32 s16, s16, 2
	s_cmp_lt_u32 s16, s12
	s_cbranch_scc1 .Lgemm_f16_split_fold_loop1
.Lgemm_f16_split_fold_loop1_end:
	v_add_f32 v12, v2, v6                               ; sum over 'part' (examples/gemm_f16.kgen:5)
	v_add_f32 v2, v3, v7                                ; sum over 'part' (examples/gemm_f16.kgen:5)
	v_add_f32 v3, v4, v8                                ; sum over 'part' (examples/gemm_f16.kgen:5)
	v_add_f32 v4, v5, v9                                ; sum over 'part' (examples/gemm_f16.kgen:5)
	s_and_b32 s8, s20, s19
	s_and_b32 s9, s8, s13
	v_lshlrev_b32 v5, 2, v1                             ; thread's byte offset in a chunk of 'bias'
	s_add_u32 s12, s4, s24                              ; 'bias' at this program
	s_addc_u32 s13, s5, s25
	s_add_u32 s4, s6, s10                               ; 'c' at this program
	s_addc_u32 s5, s7, s11
	s_add_u32 s6, s4, s24                               ; 'c' at this program
	s_addc_u32 s7, s5, s25
	s_cmp_eq_u32 s9, 0                                  ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lgemm_f16_split_fold_if0_else
	global_load_dwordx4 v[6:9], v5, s[12:13]            ; examples/gemm_f16.kgen:8: 16-byte load of 'bias'
	s_waitcnt vmcnt(0)
	v_add_f32 v13, v12, v6                              ; examples/gemm_f16.kgen:8
	v_add_f32 v14, v2, v7                               ; examples/gemm_f16.kgen:8
	v_add_f32 v15, v3, v8                               ; examples/gemm_f16.kgen:8
	v_add_f32 v16, v4, v9                               ; examples/gemm_f16.kgen:8
	v_max_f32 v6, 0, v13                                ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[4:5], v13, 0
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v6, v7, s[4:5]
	v_max_f32 v6, 0, v14                                ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[4:5], v14, 0
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v6, v7, s[4:5]
	v_max_f32 v6, 0, v15                                ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[4:5], v15, 0
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v6, v7, s[4:5]
	v_max_f32 v6, 0, v16                                ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[4:5], v16, 0
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v6, v7, s[4:5]
	v_mov_b32 v16, v8                                   ; examples/gemm_f16.kgen:8: 16-byte store to 'c'
	v_mov_b32 v17, v9
	v_mov_b32 v18, v13
	v_mov_b32 v19, v14
	global_store_dwordx4 v11, v[16:19], s[6:7]
	s_branch .Lgemm_f16_split_fold_if0_end
.Lgemm_f16_split_fold_if0_else:
	v_cmp_lt_u32 s[4:5], v1, s15                        ; 'n' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_133
	global_load_dword v6, v5, s[12:13]                  ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[8:9]
	v_add_u32 v7, 1, v1
	v_cmp_lt_u32 s[8:9], v7, s15                        ; 'n' element in bounds
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_136
	global_load_dword v7, v5, s[12:13] offset:4         ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v8, 2, v1
	v_cmp_lt_u32 s[10:11], v8, s15                      ; 'n' element in bounds
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[10:11]               ; lanes where %vpred_139
	global_load_dword v8, v5, s[12:13] offset:8         ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[18:19]
	v_add_u32 v9, 3, v1
	v_cmp_lt_u32 s[18:19], v9, s15                      ; 'n' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[18:19]               ; lanes where %vpred_142
	global_load_dword v1, v5, s[12:13] offset:12        ; examples/gemm_f16.kgen:8: load of 'bias'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(3)
	v_add_f32 v5, v12, v6                               ; examples/gemm_f16.kgen:8
	s_waitcnt vmcnt(2)
	v_add_f32 v6, v2, v7                                ; examples/gemm_f16.kgen:8
	s_waitcnt vmcnt(1)
	v_add_f32 v2, v3, v8                                ; examples/gemm_f16.kgen:8
	s_waitcnt vmcnt(0)
	v_add_f32 v3, v4, v1                                ; examples/gemm_f16.kgen:8
	v_max_f32 v1, 0, v5                                 ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[12:13], v5, 0
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v5, v1, v4, s[12:13]
	v_max_f32 v1, 0, v6                                 ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[12:13], v6, 0
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v6, v1, v4, s[12:13]
	v_max_f32 v1, 0, v2                                 ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[12:13], v2, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v1, v2, s[12:13]
	v_max_f32 v1, 0, v3                                 ; examples/gemm_f16.kgen:8
	v_cmp_u_f32 s[12:13], v3, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v1, v2, s[12:13]
	v_cmp_lt_u32 s[12:13], v10, s17                     ; 'm' element in bounds
	s_and_b64 s[14:15], s[12:13], s[4:5]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_153
	global_store_dword v11, v5, s[6:7]                  ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[4:5]
	s_and_b64 s[4:5], s[12:13], s[8:9]
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_154
	global_store_dword v11, v6, s[6:7] offset:4         ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[12:13], s[10:11]
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_155
	global_store_dword v11, v4, s[6:7] offset:8         ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[12:13], s[18:19]
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_156
	global_store_dword v11, v3, s[6:7] offset:12        ; examples/gemm_f16.kgen:8: store to 'c'
	s_mov_b64 exec, s[8:9]
.Lgemm_f16_split_fold_if0_end:
	s_endpgm
.Lfunc_end_gemm_f16_split_fold:
	.size	gemm_f16_split_fold, .Lfunc_end_gemm_f16_split_fold-gemm_f16_split_fold

	.rodata
	.p2align	6
	.amdhsa_kernel gemm_f16
		.amdhsa_group_segment_fixed_size 20480
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 72
		.amdhsa_next_free_sgpr 46
		.amdhsa_accum_offset 56
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
	.amdhsa_kernel gemm_f16_split
		.amdhsa_group_segment_fixed_size 20480
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 60
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 72
		.amdhsa_next_free_sgpr 48
		.amdhsa_accum_offset 56
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
	.amdhsa_kernel gemm_f16_split_fold
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
		.amdhsa_next_free_sgpr 48
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
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .vgpr_count:     72
    .vgpr_spill_count: 0
    .agpr_count:     16
    .wavefront_size: 64
  - .name:           gemm_f16_split
    .symbol:         gemm_f16_split.kd
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
        .actual_access:  read_only
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
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .vgpr_count:     72
    .vgpr_spill_count: 0
    .agpr_count:     16
    .wavefront_size: 64
  - .name:           gemm_f16_split_fold
    .symbol:         gemm_f16_split_fold.kd
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
    .sgpr_count:     54
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
