; kgen AMDGCN module for gfx950: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel gemm_scaled: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel gemm_scaled from examples/gemm_scaled.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n, m
;   raster: 'm' in groups of 8 tiles, then the next 'n' (fewest bytes per wave); the 32 programs an L2 serves at once (Instinct MI355X: 256 CUs on 8 dies with an L2 each, which take blocks in turn; kgen gives each die a run of consecutive tiles) reads 8 a + 4 w panels (2048 B per K element; 4352 in the grid's own order at N = 8192, 8448 at N = 8128)
;   chunk: m: 64, n: 64, kk: 32; walked in chunks: none
;   layout: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 32x32x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (4 shuffle and conversion instructions per thread)
;   product 9:16 m x n contracting kk: 2 x 2 warps, each mfma 32x32x16 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [m, n]: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     L1 [kk]: kk:32: reg[kk1 kk2 0] lane[kk4 kk8 kk16 0 0 0] warp[0 0]
;     L2 [m, kk]: m:64 x kk:32: reg[kk1 kk2 m32] lane[kk4 kk8 kk16 m1 m2 m4] warp[m8 m16]
;     L3 [n, kk]: n:64 x kk:32: reg[n1 n2 kk16] lane[n4 n8 n16 n32 kk1 kk2] warp[kk4 kk8]
;     L4 [n]: n:64: reg[0 0 0 0] lane[n1 n2 n4 n8 n16 0] warp[0 n32]
;       6:11 carried -> L0; 8:21 index kk -> L1; 8:21 lt -> L1; 8:33 load a -> L2; 8:15 select -> L2; 9:27 load w -> L3
;       9:38 load wscale -> L4 (loaded again in 9:27 mul's layout, not converted); 9:27 mul -> L3; 9:22 cast -> L3; 9:16 matmul -> L0; 9:9 add -> L0; 7:5 loop_result -> L0
;   split reduction over 'k' where fewer than 1024 programs run (2048 fill the Instinct MI355X): gemm_scaled_split walks parts of 'K', the argument 'rows' rows each (a multiple of 32, at least 64, chosen at launch), into acc_parts: f32[parts, M, N]; gemm_scaled_split_fold folds the parts and stores: two launches, no atomics
; resources: 48 VGPRs (31 ArchVGPRs + 16 AGPRs from accum_offset 32), 54 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 10240 bytes LDS, 48 bytes of arguments, 256 threads
;   arg a: tensor bf16 at 0 (read-only)
;   arg w: tensor f32 at 8 (read-only)
;   arg wscale: tensor f32 at 16 (read-only)
;   arg c: tensor f32 at 24
;   arg width: scalar i32 at 32
;   arg M: dim i32 at 36
;   arg K: dim i32 at 40
;   arg N: dim i32 at 44
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	gemm_scaled
	.p2align	8
	.type	gemm_scaled,@function
gemm_scaled:
	s_mov_b32 s3, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[4:5], s[0:1], 0x0                  ; argument a
	s_load_dwordx2 s[6:7], s[0:1], 0x8                  ; argument w
	s_load_dwordx2 s[8:9], s[0:1], 0x10                 ; argument wscale
	s_load_dwordx2 s[10:11], s[0:1], 0x18               ; argument c
	s_load_dword s12, s[0:1], 0x20                      ; argument width
	s_load_dword s13, s[0:1], 0x24                      ; argument M
	s_load_dword s14, s[0:1], 0x28                      ; argument K
	s_load_dword s15, s[0:1], 0x2c                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s16, s2                                   ; program index over 'n' x 'm' tiles, grouped
	s_waitcnt lgkmcnt(0)
	s_add_u32 s17, s15, 63
	s_lshr_b32 s18, s17, 6
	s_max_u32 s17, s18, 1                               ; 'n' tiles
	s_add_u32 s18, s13, 63
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
	s_mul_i32 s19, s17, 8                               ; programs in a group of 8 'm' tiles
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
	s_mul_i32 s16, s20, 8                               ; the group's first 'm' tile
	s_sub_u32 s17, s18, s16
	s_min_u32 s18, s17, 8                               ; 'm' tiles in this group (the last may be short)
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
	s_sub_u32 s17, s13, s18
	s_min_u32 s13, s17, 64                              ; 'm' elements in this tile
	s_and_b32 s17, s14, 3
	s_cmp_eq_u32 s17, 0                                 ; rows start aligned to 4 elements iff K % 4 == 0
	s_cselect_b32 s17, 1, 0
	s_and_b32 s20, s15, 3
	s_cmp_eq_u32 s20, 0                                 ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s20, 1, 0
	s_and_b32 s21, s17, s20
	s_cmp_ge_u32 s19, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s17, 1, 0
	s_cmp_ge_u32 s13, 64                                ; a whole chunk of 'm' (64) is in bounds
	s_cselect_b32 s20, 1, 0
	s_and_b32 s22, s17, s20
	v_and_b32 v2, 7, v1
	v_lshlrev_b32 v3, 2, v2
	v_lshrrev_b32 v2, 3, v1
	v_mul_lo_u32 v4, s14, v2
	v_add_u32 v5, v4, v3
	v_lshlrev_b32 v4, 1, v5                             ; thread's byte offset in a chunk of 'a'
	s_mul_i32 s24, s18, s14
	s_mul_hi_u32 s25, s18, s14
	s_lshl_b64 s[26:27], s[24:25], 1
	s_add_u32 s24, s4, s26                              ; 'a' at this program
	s_addc_u32 s25, s5, s27
	v_mul_lo_u32 v5, 40, v2
	v_add_u32 v6, v5, v3
	v_lshlrev_b32 v5, 1, v6                             ; thread's place in opa0
	v_and_b32 v6, 31, v1
	v_lshrrev_b32 v7, 6, v1
	v_and_b32 v8, 1, v7
	v_lshlrev_b32 v7, 5, v8
	v_or_b32 v8, v6, v7                                 ; thread's 'r' coordinate
	v_lshrrev_b32 v9, 5, v1
	v_and_b32 v10, 1, v9
	v_lshlrev_b32 v9, 3, v10
	v_mul_lo_u32 v11, 40, v8
	v_add_u32 v8, v11, v9
	v_lshlrev_b32 v11, 1, v8                            ; thread's M-fragment place
	v_lshrrev_b32 v8, 4, v1
	v_mul_lo_u32 v12, s15, v8
	v_and_b32 v13, 15, v1
	v_lshlrev_b32 v14, 2, v13
	v_add_u32 v13, v12, v14
	v_lshlrev_b32 v12, 2, v13                           ; thread's byte offset in a chunk of 'w'
	s_mov_b32 s4, s16
	s_mov_b32 s5, 0
	s_lshl_b64 s[16:17], s[4:5], 2
	s_add_u32 s4, s6, s16                               ; 'w' at this program
	s_addc_u32 s5, s7, s17
	v_lshlrev_b32 v13, 2, v14                           ; thread's byte offset in a chunk of 'wscale'
	s_add_u32 s6, s8, s16                               ; 'wscale' at this program
	s_addc_u32 s7, s9, s17
	v_mul_lo_u32 v15, 40, v14
	v_add_u32 v16, v15, v8
	v_lshlrev_b32 v15, 1, v16                           ; thread's place in opb1
	v_lshrrev_b32 v16, 7, v1
	v_lshlrev_b32 v1, 5, v16
	v_or_b32 v16, v6, v1                                ; thread's 'r' coordinate
	v_mul_lo_u32 v1, 40, v16
	v_add_u32 v6, v1, v9
	v_lshlrev_b32 v1, 1, v6                             ; thread's N-fragment place
	v_lshlrev_b32 v6, 2, v10
	v_or_b32 v9, v6, v7                                 ; thread's 'm' coordinate
	v_mul_lo_u32 v6, s15, v9
	v_add_u32 v7, v6, v16
	v_lshlrev_b32 v6, 2, v7                             ; thread's byte offset in a chunk of 'c'
	s_mul_i32 s8, s18, s15
	s_mul_hi_u32 s9, s18, s15
	s_lshl_b64 s[26:27], s[8:9], 2
	s_add_u32 s8, s10, s26                              ; 'c' at this program
	s_addc_u32 s9, s11, s27
	s_add_u32 s10, s8, s16                              ; 'c' at this program
	s_addc_u32 s11, s9, s17
	s_cmp_eq_u32 s22, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lgemm_scaled_if0_else
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
	s_cmp_lg_u32 s21, 0
	s_cselect_b32 s9, s8, 0
	s_mov_b32 s8, 0                                     ; for kk in k: steps of 32: whole chunks
	s_cmp_ge_u32 s8, s9
	s_cbranch_scc1 .Lgemm_scaled_loop0_end
.Lgemm_scaled_loop0:
	v_add_u32 v7, s8, v3
	v_add_u32 v10, 0, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v17, 1, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v18, 2, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v19, 3, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_cmp_lt_i32 s[16:17], v10, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[26:27], v17, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[28:29], v18, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[30:31], v19, s12                     ; examples/gemm_scaled.kgen:8
	s_mov_b32 s32, s8
	s_mov_b32 s33, 0
	s_lshl_b64 s[34:35], s[32:33], 1
	s_add_u32 s32, s24, s34                             ; 'a' at this chunk
	s_addc_u32 s33, s25, s35
	global_load_dwordx2 v[18:19], v4, s[32:33]          ; examples/gemm_scaled.kgen:8: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v18
	v_and_b32 v10, 0xffff0000, v18
	v_lshlrev_b32 v17, 16, v19
	v_and_b32 v20, 0xffff0000, v19
	s_mul_i32 s18, s14, 32
	s_lshl_b32 s20, s18, 1
	v_add_u32 v18, s20, v4
	global_load_dwordx2 v[22:23], v18, s[32:33]         ; examples/gemm_scaled.kgen:8: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v22
	v_and_b32 v19, 0xffff0000, v22
	v_lshlrev_b32 v21, 16, v23
	v_and_b32 v24, 0xffff0000, v23
	v_cndmask_b32 v22, 0, v7, s[16:17]                  ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v7, 0, v10, s[26:27]                  ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v10, 0, v17, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v17, 0, v20, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v20, 0, v18, s[16:17]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v18, 0, v19, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v19, 0, v21, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v21, 0, v24, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_lshrrev_b32 v23, 16, v22
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v5, v23                                ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v7
	ds_write_b16 v5, v22 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v10
	ds_write_b16 v5, v7 offset:4                        ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v17
	ds_write_b16 v5, v7 offset:6                        ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v20
	ds_write_b16 v5, v7 offset:2560                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v18
	ds_write_b16 v5, v7 offset:2562                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v19
	ds_write_b16 v5, v7 offset:2564                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v21
	ds_write_b16 v5, v7 offset:2566                     ; A operand of the product: stage
	s_mul_i32 s16, s8, s15
	s_mul_hi_u32 s17, s8, s15
	s_lshl_b64 s[26:27], s[16:17], 2
	s_add_u32 s16, s4, s26                              ; 'w' at this chunk
	s_addc_u32 s17, s5, s27
	global_load_dwordx4 v[18:21], v12, s[16:17]         ; examples/gemm_scaled.kgen:9: 16-byte load of 'w'
	s_mul_i32 s18, s15, 16
	s_lshl_b32 s20, s18, 2
	v_add_u32 v7, s20, v12
	global_load_dwordx4 v[22:25], v7, s[16:17]          ; examples/gemm_scaled.kgen:9: 16-byte load of 'w'
	global_load_dwordx4 v[26:29], v13, s[6:7]           ; examples/gemm_scaled.kgen:9: 16-byte load of 'wscale'
	s_waitcnt vmcnt(0)
	v_mul_f32 v7, v18, v26                              ; examples/gemm_scaled.kgen:9
	v_mul_f32 v10, v19, v27                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v17, v20, v28                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v30, v21, v29                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v18, v22, v26                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v19, v23, v27                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v20, v24, v28                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v21, v25, v29                             ; examples/gemm_scaled.kgen:9
	v_bfe_u32 v22, v7, 16, 1                            ; round to bf16
	v_add3_u32 v23, v7, v22, s3
	v_cmp_u_f32 s[16:17], v7, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v7, s[16:17]
	v_and_b32 v7, 0xffff0000, v23
	v_bfe_u32 v22, v10, 16, 1                           ; round to bf16
	v_add3_u32 v23, v10, v22, s3
	v_cmp_u_f32 s[16:17], v10, v10
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v10, s[16:17]
	v_and_b32 v10, 0xffff0000, v23
	v_bfe_u32 v22, v17, 16, 1                           ; round to bf16
	v_add3_u32 v23, v17, v22, s3
	v_cmp_u_f32 s[16:17], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v17, s[16:17]
	v_and_b32 v17, 0xffff0000, v23
	v_bfe_u32 v22, v30, 16, 1                           ; round to bf16
	v_add3_u32 v23, v30, v22, s3
	v_cmp_u_f32 s[16:17], v30, v30
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[16:17]
	v_and_b32 v22, 0xffff0000, v23
	v_bfe_u32 v23, v18, 16, 1                           ; round to bf16
	v_add3_u32 v24, v18, v23, s3
	v_cmp_u_f32 s[16:17], v18, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v18, s[16:17]
	v_and_b32 v18, 0xffff0000, v24
	v_bfe_u32 v23, v19, 16, 1                           ; round to bf16
	v_add3_u32 v24, v19, v23, s3
	v_cmp_u_f32 s[16:17], v19, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v19, s[16:17]
	v_and_b32 v19, 0xffff0000, v24
	v_bfe_u32 v23, v20, 16, 1                           ; round to bf16
	v_add3_u32 v24, v20, v23, s3
	v_cmp_u_f32 s[16:17], v20, v20
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v20, s[16:17]
	v_and_b32 v20, 0xffff0000, v24
	v_bfe_u32 v23, v21, 16, 1                           ; round to bf16
	v_add3_u32 v24, v21, v23, s3
	v_cmp_u_f32 s[16:17], v21, v21
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v21, s[16:17]
	v_and_b32 v21, 0xffff0000, v24
	v_lshrrev_b32 v23, 16, v7
	ds_write_b16 v15, v23 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v10
	ds_write_b16 v15, v7 offset:5200                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v17
	ds_write_b16 v15, v7 offset:5280                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v22
	ds_write_b16 v15, v7 offset:5360                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v18
	ds_write_b16 v15, v7 offset:5152                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v19
	ds_write_b16 v15, v7 offset:5232                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v20
	ds_write_b16 v15, v7 offset:5312                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v21
	ds_write_b16 v15, v7 offset:5392                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[18:21], v1 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[22:25], v11                          ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[22:25], v[18:21], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x16
	ds_read_b128 v[18:21], v1 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[22:25], v11 offset:32                ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[22:25], v[18:21], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x16
	s_add_u32 s8, s8, 32
	s_cmp_lt_u32 s8, s9
	s_cbranch_scc1 .Lgemm_scaled_loop0
.Lgemm_scaled_loop0_end:
	s_mov_b32 s9, s8                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s9, s14
	s_cbranch_scc1 .Lgemm_scaled_loop1_end
.Lgemm_scaled_loop1:
	s_sub_u32 s8, s14, s9
	v_add_u32 v7, s9, v3
	v_add_u32 v10, 0, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v17, 1, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v18, 2, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v19, 3, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_cmp_lt_i32 s[16:17], v10, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[26:27], v17, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[28:29], v18, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[30:31], v19, s12                     ; examples/gemm_scaled.kgen:8
	s_mov_b32 s32, s9
	s_mov_b32 s33, 0
	s_lshl_b64 s[34:35], s[32:33], 1
	s_add_u32 s32, s24, s34                             ; 'a' at this chunk
	s_addc_u32 s33, s25, s35
	v_cmp_lt_u32 s[34:35], v2, s13                      ; 'm' element in bounds
	v_cmp_lt_u32 s[36:37], v3, s8                       ; 'kk' element in bounds
	s_and_b64 s[38:39], s[34:35], s[36:37]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_240
	global_load_ushort v7, v4, s[32:33]                 ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v10, 16, v7
	v_add_u32 v7, 1, v3
	v_cmp_lt_u32 s[40:41], v7, s8                       ; 'kk' element in bounds
	s_and_b64 s[42:43], s[34:35], s[40:41]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_245
	global_load_ushort v7, v4, s[32:33] offset:2        ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v7
	v_add_u32 v7, 2, v3
	v_cmp_lt_u32 s[44:45], v7, s8                       ; 'kk' element in bounds
	s_and_b64 s[46:47], s[34:35], s[44:45]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_250
	global_load_ushort v7, v4, s[32:33] offset:4        ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v7
	v_add_u32 v7, 3, v3
	v_cmp_lt_u32 s[48:49], v7, s8                       ; 'kk' element in bounds
	s_and_b64 s[50:51], s[34:35], s[48:49]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[50:51]               ; lanes where %vpred_255
	global_load_ushort v7, v4, s[32:33] offset:6        ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v7
	s_mul_i32 s18, s14, 32
	s_lshl_b32 s20, s18, 1
	v_add_u32 v7, s20, v4
	v_add_u32 v20, 32, v2
	v_cmp_lt_u32 s[34:35], v20, s13                     ; 'm' element in bounds
	s_and_b64 s[52:53], s[34:35], s[36:37]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[52:53]               ; lanes where %vpred_263
	global_load_ushort v20, v7, s[32:33]                ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v20
	s_and_b64 s[36:37], s[34:35], s[40:41]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[36:37]               ; lanes where %vpred_266
	global_load_ushort v20, v7, s[32:33] offset:2       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v20
	s_and_b64 s[40:41], s[34:35], s[44:45]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[40:41]               ; lanes where %vpred_269
	global_load_ushort v20, v7, s[32:33] offset:4       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v20
	s_and_b64 s[44:45], s[34:35], s[48:49]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[44:45]               ; lanes where %vpred_272
	global_load_ushort v20, v7, s[32:33] offset:6       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v20
	v_cndmask_b32 v20, 0, v10, s[16:17]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v10, 0, v17, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v17, 0, v18, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v18, 0, v19, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v19, 0, v21, s[16:17]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v21, 0, v22, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v22, 0, v23, s[28:29]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v23, 0, v7, s[30:31]                  ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v7, 0, v20, s[38:39]                  ; absent elements add nothing
	v_lshrrev_b32 v20, 16, v7
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v5, v20                                ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v10, s[42:43]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2                       ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v17, s[46:47]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:4                       ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v18, s[50:51]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:6                       ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v19, s[52:53]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2560                    ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v21, s[36:37]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2562                    ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v22, s[40:41]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2564                    ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v23, s[44:45]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s16, s9, s15
	s_mul_hi_u32 s17, s9, s15
	s_lshl_b64 s[26:27], s[16:17], 2
	s_add_u32 s16, s4, s26                              ; 'w' at this chunk
	s_addc_u32 s17, s5, s27
	v_cmp_lt_u32 s[26:27], v14, s19                     ; 'n' element in bounds
	v_cmp_lt_u32 s[28:29], v8, s8                       ; 'kk' element in bounds
	s_and_b64 s[30:31], s[26:27], s[28:29]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_304
	global_load_dword v7, v12, s[16:17]                 ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[32:33]
	v_add_u32 v10, 1, v14
	v_cmp_lt_u32 s[32:33], v10, s19                     ; 'n' element in bounds
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_308
	global_load_dword v10, v12, s[16:17] offset:4       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[36:37]
	v_add_u32 v17, 2, v14
	v_cmp_lt_u32 s[36:37], v17, s19                     ; 'n' element in bounds
	s_and_b64 s[38:39], s[36:37], s[28:29]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_312
	global_load_dword v17, v12, s[16:17] offset:8       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[40:41]
	v_add_u32 v18, 3, v14
	v_cmp_lt_u32 s[40:41], v18, s19                     ; 'n' element in bounds
	s_and_b64 s[42:43], s[40:41], s[28:29]
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_316
	global_load_dword v18, v12, s[16:17] offset:12      ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s18, s15, 16
	s_lshl_b32 s20, s18, 2
	v_add_u32 v19, s20, v12
	v_add_u32 v20, 16, v8
	v_cmp_lt_u32 s[28:29], v20, s8                      ; 'kk' element in bounds
	s_and_b64 s[44:45], s[26:27], s[28:29]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_323
	global_load_dword v20, v19, s[16:17]                ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[46:47]
	s_and_b64 s[46:47], s[32:33], s[28:29]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_325
	global_load_dword v21, v19, s[16:17] offset:4       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[48:49]
	s_and_b64 s[48:49], s[36:37], s[28:29]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_327
	global_load_dword v22, v19, s[16:17] offset:8       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[50:51]
	s_and_b64 s[50:51], s[40:41], s[28:29]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[50:51]               ; lanes where %vpred_329
	global_load_dword v23, v19, s[16:17] offset:12      ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[26:27]               ; lanes where %vpred_302
	global_load_dword v19, v13, s[6:7]                  ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[32:33]               ; lanes where %vpred_307
	global_load_dword v24, v13, s[6:7] offset:4         ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_311
	global_load_dword v25, v13, s[6:7] offset:8         ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_315
	global_load_dword v26, v13, s[6:7] offset:12        ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(3)
	v_mul_f32 v27, v7, v19                              ; examples/gemm_scaled.kgen:9
	s_waitcnt vmcnt(2)
	v_mul_f32 v7, v10, v24                              ; examples/gemm_scaled.kgen:9
	s_waitcnt vmcnt(1)
	v_mul_f32 v10, v17, v25                             ; examples/gemm_scaled.kgen:9
	s_waitcnt vmcnt(0)
	v_mul_f32 v17, v18, v26                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v18, v20, v19                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v19, v21, v24                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v20, v22, v25                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v21, v23, v26                             ; examples/gemm_scaled.kgen:9
	v_bfe_u32 v22, v27, 16, 1                           ; round to bf16
	v_add3_u32 v23, v27, v22, s3
	v_cmp_u_f32 s[16:17], v27, v27
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[16:17]
	v_and_b32 v22, 0xffff0000, v23
	v_bfe_u32 v23, v7, 16, 1                            ; round to bf16
	v_add3_u32 v24, v7, v23, s3
	v_cmp_u_f32 s[16:17], v7, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v7, s[16:17]
	v_and_b32 v7, 0xffff0000, v24
	v_bfe_u32 v23, v10, 16, 1                           ; round to bf16
	v_add3_u32 v24, v10, v23, s3
	v_cmp_u_f32 s[16:17], v10, v10
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v10, s[16:17]
	v_and_b32 v10, 0xffff0000, v24
	v_bfe_u32 v23, v17, 16, 1                           ; round to bf16
	v_add3_u32 v24, v17, v23, s3
	v_cmp_u_f32 s[16:17], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v17, s[16:17]
	v_and_b32 v17, 0xffff0000, v24
	v_bfe_u32 v23, v18, 16, 1                           ; round to bf16
	v_add3_u32 v24, v18, v23, s3
	v_cmp_u_f32 s[16:17], v18, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v18, s[16:17]
	v_and_b32 v18, 0xffff0000, v24
	v_bfe_u32 v23, v19, 16, 1                           ; round to bf16
	v_add3_u32 v24, v19, v23, s3
	v_cmp_u_f32 s[16:17], v19, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v19, s[16:17]
	v_and_b32 v19, 0xffff0000, v24
	v_bfe_u32 v23, v20, 16, 1                           ; round to bf16
	v_add3_u32 v24, v20, v23, s3
	v_cmp_u_f32 s[16:17], v20, v20
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v20, s[16:17]
	v_and_b32 v20, 0xffff0000, v24
	v_bfe_u32 v23, v21, 16, 1                           ; round to bf16
	v_add3_u32 v24, v21, v23, s3
	v_cmp_u_f32 s[16:17], v21, v21
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v21, s[16:17]
	v_and_b32 v21, 0xffff0000, v24
	v_cndmask_b32 v23, 0, v22, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v23
	ds_write_b16 v15, v22 offset:5120                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v7, s[34:35]                  ; absent elements add nothing
	v_lshrrev_b32 v7, 16, v22
	ds_write_b16 v15, v7 offset:5200                    ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v10, s[38:39]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5280                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v17, s[42:43]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5360                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v18, s[44:45]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5152                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v19, s[46:47]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5232                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v20, s[48:49]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5312                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v21, s[50:51]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5392                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[18:21], v1 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[22:25], v11                          ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[22:25], v[18:21], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x16
	ds_read_b128 v[18:21], v1 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[22:25], v11 offset:32                ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[22:25], v[18:21], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x16
	s_add_u32 s9, s9, 32
	s_cmp_lt_u32 s9, s14
	s_cbranch_scc1 .Lgemm_scaled_loop1
.Lgemm_scaled_loop1_end:
	s_nop 7
	s_nop 0
	v_accvgpr_read_b32 v7, a0                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v6, v7, s[10:11]
	s_mul_i32 s8, s15, 1
	s_lshl_b32 s9, s8, 2
	v_add_u32 v7, s9, v6
	v_accvgpr_read_b32 v10, a1                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v7, v10, s[10:11]
	s_mul_i32 s8, s15, 2
	s_lshl_b32 s9, s8, 2
	v_add_u32 v7, s9, v6
	v_accvgpr_read_b32 v10, a2                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v7, v10, s[10:11]
	s_mul_i32 s8, s15, 3
	s_lshl_b32 s9, s8, 2
	v_add_u32 v7, s9, v6
	v_accvgpr_read_b32 v10, a3                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v7, v10, s[10:11]
	s_mul_i32 s8, s15, 8
	s_lshl_b32 s9, s8, 2
	v_add_u32 v7, s9, v6
	v_accvgpr_read_b32 v10, a4                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v7, v10, s[10:11]
	s_mul_i32 s8, s15, 9
	s_lshl_b32 s9, s8, 2
	v_add_u32 v7, s9, v6
	v_accvgpr_read_b32 v10, a5                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v7, v10, s[10:11]
	s_mul_i32 s8, s15, 10
	s_lshl_b32 s9, s8, 2
	v_add_u32 v7, s9, v6
	v_accvgpr_read_b32 v10, a6                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v7, v10, s[10:11]
	s_mul_i32 s8, s15, 11
	s_lshl_b32 s9, s8, 2
	v_add_u32 v7, s9, v6
	v_accvgpr_read_b32 v10, a7                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v7, v10, s[10:11]
	s_mul_i32 s8, s15, 16
	s_lshl_b32 s9, s8, 2
	v_add_u32 v7, s9, v6
	v_accvgpr_read_b32 v10, a8                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v7, v10, s[10:11]
	s_mul_i32 s8, s15, 17
	s_lshl_b32 s9, s8, 2
	v_add_u32 v7, s9, v6
	v_accvgpr_read_b32 v10, a9                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v7, v10, s[10:11]
	s_mul_i32 s8, s15, 18
	s_lshl_b32 s9, s8, 2
	v_add_u32 v7, s9, v6
	v_accvgpr_read_b32 v10, a10                         ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v7, v10, s[10:11]
	s_mul_i32 s8, s15, 19
	s_lshl_b32 s9, s8, 2
	v_add_u32 v7, s9, v6
	v_accvgpr_read_b32 v10, a11                         ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v7, v10, s[10:11]
	s_mul_i32 s8, s15, 24
	s_lshl_b32 s9, s8, 2
	v_add_u32 v7, s9, v6
	v_accvgpr_read_b32 v10, a12                         ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v7, v10, s[10:11]
	s_mul_i32 s8, s15, 25
	s_lshl_b32 s9, s8, 2
	v_add_u32 v7, s9, v6
	v_accvgpr_read_b32 v10, a13                         ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v7, v10, s[10:11]
	s_mul_i32 s8, s15, 26
	s_lshl_b32 s9, s8, 2
	v_add_u32 v7, s9, v6
	v_accvgpr_read_b32 v10, a14                         ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v7, v10, s[10:11]
	s_mul_i32 s8, s15, 27
	s_lshl_b32 s9, s8, 2
	v_add_u32 v7, s9, v6
	v_accvgpr_read_b32 v10, a15                         ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v7, v10, s[10:11]
	s_branch .Lgemm_scaled_if0_end
.Lgemm_scaled_if0_else:
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
	s_and_b32 s8, s22, s21
	s_cmp_ge_u32 s14, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s9, 1, 0
	s_sub_u32 s16, s14, 31
	s_cmp_lg_u32 s9, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s9, s16, 0
	s_cmp_lg_u32 s8, 0
	s_cselect_b32 s8, s9, 0
	s_mov_b32 s9, 0                                     ; for kk in k: steps of 32: whole chunks
	s_cmp_ge_u32 s9, s8
	s_cbranch_scc1 .Lgemm_scaled_loop2_end
.Lgemm_scaled_loop2:
	v_add_u32 v7, s9, v3
	v_add_u32 v10, 0, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v17, 1, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v18, 2, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v19, 3, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_cmp_lt_i32 s[16:17], v10, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[20:21], v17, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[22:23], v18, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[26:27], v19, s12                     ; examples/gemm_scaled.kgen:8
	s_mov_b32 s28, s9
	s_mov_b32 s29, 0
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s28, s24, s30                             ; 'a' at this chunk
	s_addc_u32 s29, s25, s31
	global_load_dwordx2 v[18:19], v4, s[28:29]          ; examples/gemm_scaled.kgen:8: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v18
	v_and_b32 v10, 0xffff0000, v18
	v_lshlrev_b32 v17, 16, v19
	v_and_b32 v20, 0xffff0000, v19
	s_mul_i32 s18, s14, 32
	s_lshl_b32 s30, s18, 1
	v_add_u32 v18, s30, v4
	global_load_dwordx2 v[22:23], v18, s[28:29]         ; examples/gemm_scaled.kgen:8: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v22
	v_and_b32 v19, 0xffff0000, v22
	v_lshlrev_b32 v21, 16, v23
	v_and_b32 v24, 0xffff0000, v23
	v_cndmask_b32 v22, 0, v7, s[16:17]                  ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v7, 0, v10, s[20:21]                  ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v10, 0, v17, s[22:23]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v17, 0, v20, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v20, 0, v18, s[16:17]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v18, 0, v19, s[20:21]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v19, 0, v21, s[22:23]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v21, 0, v24, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_lshrrev_b32 v23, 16, v22
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v5, v23                                ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v7
	ds_write_b16 v5, v22 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v10
	ds_write_b16 v5, v7 offset:4                        ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v17
	ds_write_b16 v5, v7 offset:6                        ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v20
	ds_write_b16 v5, v7 offset:2560                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v18
	ds_write_b16 v5, v7 offset:2562                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v19
	ds_write_b16 v5, v7 offset:2564                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v21
	ds_write_b16 v5, v7 offset:2566                     ; A operand of the product: stage
	s_mul_i32 s16, s9, s15
	s_mul_hi_u32 s17, s9, s15
	s_lshl_b64 s[20:21], s[16:17], 2
	s_add_u32 s16, s4, s20                              ; 'w' at this chunk
	s_addc_u32 s17, s5, s21
	global_load_dwordx4 v[18:21], v12, s[16:17]         ; examples/gemm_scaled.kgen:9: 16-byte load of 'w'
	s_mul_i32 s18, s15, 16
	s_lshl_b32 s20, s18, 2
	v_add_u32 v7, s20, v12
	global_load_dwordx4 v[22:25], v7, s[16:17]          ; examples/gemm_scaled.kgen:9: 16-byte load of 'w'
	global_load_dwordx4 v[26:29], v13, s[6:7]           ; examples/gemm_scaled.kgen:9: 16-byte load of 'wscale'
	s_waitcnt vmcnt(0)
	v_mul_f32 v7, v18, v26                              ; examples/gemm_scaled.kgen:9
	v_mul_f32 v10, v19, v27                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v17, v20, v28                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v30, v21, v29                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v18, v22, v26                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v19, v23, v27                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v20, v24, v28                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v21, v25, v29                             ; examples/gemm_scaled.kgen:9
	v_bfe_u32 v22, v7, 16, 1                            ; round to bf16
	v_add3_u32 v23, v7, v22, s3
	v_cmp_u_f32 s[16:17], v7, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v7, s[16:17]
	v_and_b32 v7, 0xffff0000, v23
	v_bfe_u32 v22, v10, 16, 1                           ; round to bf16
	v_add3_u32 v23, v10, v22, s3
	v_cmp_u_f32 s[16:17], v10, v10
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v10, s[16:17]
	v_and_b32 v10, 0xffff0000, v23
	v_bfe_u32 v22, v17, 16, 1                           ; round to bf16
	v_add3_u32 v23, v17, v22, s3
	v_cmp_u_f32 s[16:17], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v17, s[16:17]
	v_and_b32 v17, 0xffff0000, v23
	v_bfe_u32 v22, v30, 16, 1                           ; round to bf16
	v_add3_u32 v23, v30, v22, s3
	v_cmp_u_f32 s[16:17], v30, v30
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[16:17]
	v_and_b32 v22, 0xffff0000, v23
	v_bfe_u32 v23, v18, 16, 1                           ; round to bf16
	v_add3_u32 v24, v18, v23, s3
	v_cmp_u_f32 s[16:17], v18, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v18, s[16:17]
	v_and_b32 v18, 0xffff0000, v24
	v_bfe_u32 v23, v19, 16, 1                           ; round to bf16
	v_add3_u32 v24, v19, v23, s3
	v_cmp_u_f32 s[16:17], v19, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v19, s[16:17]
	v_and_b32 v19, 0xffff0000, v24
	v_bfe_u32 v23, v20, 16, 1                           ; round to bf16
	v_add3_u32 v24, v20, v23, s3
	v_cmp_u_f32 s[16:17], v20, v20
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v20, s[16:17]
	v_and_b32 v20, 0xffff0000, v24
	v_bfe_u32 v23, v21, 16, 1                           ; round to bf16
	v_add3_u32 v24, v21, v23, s3
	v_cmp_u_f32 s[16:17], v21, v21
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v21, s[16:17]
	v_and_b32 v21, 0xffff0000, v24
	v_lshrrev_b32 v23, 16, v7
	ds_write_b16 v15, v23 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v10
	ds_write_b16 v15, v7 offset:5200                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v17
	ds_write_b16 v15, v7 offset:5280                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v22
	ds_write_b16 v15, v7 offset:5360                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v18
	ds_write_b16 v15, v7 offset:5152                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v19
	ds_write_b16 v15, v7 offset:5232                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v20
	ds_write_b16 v15, v7 offset:5312                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v21
	ds_write_b16 v15, v7 offset:5392                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[18:21], v1 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[22:25], v11                          ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[22:25], v[18:21], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x16
	ds_read_b128 v[18:21], v1 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[22:25], v11 offset:32                ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[22:25], v[18:21], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x16
	s_add_u32 s9, s9, 32
	s_cmp_lt_u32 s9, s8
	s_cbranch_scc1 .Lgemm_scaled_loop2
.Lgemm_scaled_loop2_end:
	s_mov_b32 s8, s9                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s8, s14
	s_cbranch_scc1 .Lgemm_scaled_loop3_end
.Lgemm_scaled_loop3:
	s_sub_u32 s9, s14, s8
	v_add_u32 v7, s8, v3
	v_add_u32 v10, 0, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v17, 1, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v18, 2, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v19, 3, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_cmp_lt_i32 s[16:17], v10, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[20:21], v17, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[22:23], v18, s12                     ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[26:27], v19, s12                     ; examples/gemm_scaled.kgen:8
	s_mov_b32 s28, s8
	s_mov_b32 s29, 0
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s28, s24, s30                             ; 'a' at this chunk
	s_addc_u32 s29, s25, s31
	v_cmp_lt_u32 s[30:31], v2, s13                      ; 'm' element in bounds
	v_cmp_lt_u32 s[32:33], v3, s9                       ; 'kk' element in bounds
	s_and_b64 s[34:35], s[30:31], s[32:33]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_577
	global_load_ushort v7, v4, s[28:29]                 ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v10, 16, v7
	v_add_u32 v7, 1, v3
	v_cmp_lt_u32 s[36:37], v7, s9                       ; 'kk' element in bounds
	s_and_b64 s[38:39], s[30:31], s[36:37]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_582
	global_load_ushort v7, v4, s[28:29] offset:2        ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v7
	v_add_u32 v7, 2, v3
	v_cmp_lt_u32 s[40:41], v7, s9                       ; 'kk' element in bounds
	s_and_b64 s[42:43], s[30:31], s[40:41]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_587
	global_load_ushort v7, v4, s[28:29] offset:4        ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v7
	v_add_u32 v7, 3, v3
	v_cmp_lt_u32 s[44:45], v7, s9                       ; 'kk' element in bounds
	s_and_b64 s[46:47], s[30:31], s[44:45]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_592
	global_load_ushort v7, v4, s[28:29] offset:6        ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v7
	s_mul_i32 s18, s14, 32
	s_lshl_b32 s30, s18, 1
	v_add_u32 v7, s30, v4
	v_add_u32 v20, 32, v2
	v_cmp_lt_u32 s[30:31], v20, s13                     ; 'm' element in bounds
	s_and_b64 s[48:49], s[30:31], s[32:33]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[48:49]               ; lanes where %vpred_600
	global_load_ushort v20, v7, s[28:29]                ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v20
	s_and_b64 s[32:33], s[30:31], s[36:37]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[32:33]               ; lanes where %vpred_603
	global_load_ushort v20, v7, s[28:29] offset:2       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v20
	s_and_b64 s[36:37], s[30:31], s[40:41]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[36:37]               ; lanes where %vpred_606
	global_load_ushort v20, v7, s[28:29] offset:4       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v20
	s_and_b64 s[40:41], s[30:31], s[44:45]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_609
	global_load_ushort v20, v7, s[28:29] offset:6       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v20
	v_cndmask_b32 v20, 0, v10, s[16:17]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v10, 0, v17, s[20:21]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v17, 0, v18, s[22:23]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v18, 0, v19, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v19, 0, v21, s[16:17]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v21, 0, v22, s[20:21]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v22, 0, v23, s[22:23]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v23, 0, v7, s[26:27]                  ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v7, 0, v20, s[34:35]                  ; absent elements add nothing
	v_lshrrev_b32 v20, 16, v7
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v5, v20                                ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v10, s[38:39]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2                       ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v17, s[42:43]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:4                       ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v18, s[46:47]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:6                       ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v19, s[48:49]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2560                    ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v21, s[32:33]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2562                    ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v22, s[36:37]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2564                    ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v23, s[40:41]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s16, s8, s15
	s_mul_hi_u32 s17, s8, s15
	s_lshl_b64 s[20:21], s[16:17], 2
	s_add_u32 s16, s4, s20                              ; 'w' at this chunk
	s_addc_u32 s17, s5, s21
	v_cmp_lt_u32 s[20:21], v14, s19                     ; 'n' element in bounds
	v_cmp_lt_u32 s[22:23], v8, s9                       ; 'kk' element in bounds
	s_and_b64 s[26:27], s[20:21], s[22:23]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_641
	global_load_dword v7, v12, s[16:17]                 ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[28:29]
	v_add_u32 v10, 1, v14
	v_cmp_lt_u32 s[28:29], v10, s19                     ; 'n' element in bounds
	s_and_b64 s[30:31], s[28:29], s[22:23]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_645
	global_load_dword v10, v12, s[16:17] offset:4       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[32:33]
	v_add_u32 v17, 2, v14
	v_cmp_lt_u32 s[32:33], v17, s19                     ; 'n' element in bounds
	s_and_b64 s[34:35], s[32:33], s[22:23]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_649
	global_load_dword v17, v12, s[16:17] offset:8       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[36:37]
	v_add_u32 v18, 3, v14
	v_cmp_lt_u32 s[36:37], v18, s19                     ; 'n' element in bounds
	s_and_b64 s[38:39], s[36:37], s[22:23]
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_653
	global_load_dword v18, v12, s[16:17] offset:12      ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s18, s15, 16
	s_lshl_b32 s22, s18, 2
	v_add_u32 v19, s22, v12
	v_add_u32 v20, 16, v8
	v_cmp_lt_u32 s[22:23], v20, s9                      ; 'kk' element in bounds
	s_and_b64 s[40:41], s[20:21], s[22:23]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_660
	global_load_dword v20, v19, s[16:17]                ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[42:43]
	s_and_b64 s[42:43], s[28:29], s[22:23]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_662
	global_load_dword v21, v19, s[16:17] offset:4       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[44:45]
	s_and_b64 s[44:45], s[32:33], s[22:23]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_664
	global_load_dword v22, v19, s[16:17] offset:8       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[46:47]
	s_and_b64 s[46:47], s[36:37], s[22:23]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_666
	global_load_dword v23, v19, s[16:17] offset:12      ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[20:21]               ; lanes where %vpred_639
	global_load_dword v19, v13, s[6:7]                  ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_644
	global_load_dword v24, v13, s[6:7] offset:4         ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[32:33]               ; lanes where %vpred_648
	global_load_dword v25, v13, s[6:7] offset:8         ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_652
	global_load_dword v26, v13, s[6:7] offset:12        ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(3)
	v_mul_f32 v27, v7, v19                              ; examples/gemm_scaled.kgen:9
	s_waitcnt vmcnt(2)
	v_mul_f32 v7, v10, v24                              ; examples/gemm_scaled.kgen:9
	s_waitcnt vmcnt(1)
	v_mul_f32 v10, v17, v25                             ; examples/gemm_scaled.kgen:9
	s_waitcnt vmcnt(0)
	v_mul_f32 v17, v18, v26                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v18, v20, v19                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v19, v21, v24                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v20, v22, v25                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v21, v23, v26                             ; examples/gemm_scaled.kgen:9
	v_bfe_u32 v22, v27, 16, 1                           ; round to bf16
	v_add3_u32 v23, v27, v22, s3
	v_cmp_u_f32 s[16:17], v27, v27
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[16:17]
	v_and_b32 v22, 0xffff0000, v23
	v_bfe_u32 v23, v7, 16, 1                            ; round to bf16
	v_add3_u32 v24, v7, v23, s3
	v_cmp_u_f32 s[16:17], v7, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v7, s[16:17]
	v_and_b32 v7, 0xffff0000, v24
	v_bfe_u32 v23, v10, 16, 1                           ; round to bf16
	v_add3_u32 v24, v10, v23, s3
	v_cmp_u_f32 s[16:17], v10, v10
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v10, s[16:17]
	v_and_b32 v10, 0xffff0000, v24
	v_bfe_u32 v23, v17, 16, 1                           ; round to bf16
	v_add3_u32 v24, v17, v23, s3
	v_cmp_u_f32 s[16:17], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v17, s[16:17]
	v_and_b32 v17, 0xffff0000, v24
	v_bfe_u32 v23, v18, 16, 1                           ; round to bf16
	v_add3_u32 v24, v18, v23, s3
	v_cmp_u_f32 s[16:17], v18, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v18, s[16:17]
	v_and_b32 v18, 0xffff0000, v24
	v_bfe_u32 v23, v19, 16, 1                           ; round to bf16
	v_add3_u32 v24, v19, v23, s3
	v_cmp_u_f32 s[16:17], v19, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v19, s[16:17]
	v_and_b32 v19, 0xffff0000, v24
	v_bfe_u32 v23, v20, 16, 1                           ; round to bf16
	v_add3_u32 v24, v20, v23, s3
	v_cmp_u_f32 s[16:17], v20, v20
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v20, s[16:17]
	v_and_b32 v20, 0xffff0000, v24
	v_bfe_u32 v23, v21, 16, 1                           ; round to bf16
	v_add3_u32 v24, v21, v23, s3
	v_cmp_u_f32 s[16:17], v21, v21
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v21, s[16:17]
	v_and_b32 v21, 0xffff0000, v24
	v_cndmask_b32 v23, 0, v22, s[26:27]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v23
	ds_write_b16 v15, v22 offset:5120                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v7, s[30:31]                  ; absent elements add nothing
	v_lshrrev_b32 v7, 16, v22
	ds_write_b16 v15, v7 offset:5200                    ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v10, s[34:35]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5280                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v17, s[38:39]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5360                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v18, s[40:41]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5152                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v19, s[42:43]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5232                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v20, s[44:45]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5312                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v21, s[46:47]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5392                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[18:21], v1 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[22:25], v11                          ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[22:25], v[18:21], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x16
	ds_read_b128 v[18:21], v1 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[22:25], v11 offset:32                ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[22:25], v[18:21], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x16
	s_add_u32 s8, s8, 32
	s_cmp_lt_u32 s8, s14
	s_cbranch_scc1 .Lgemm_scaled_loop3
.Lgemm_scaled_loop3_end:
	v_cmp_lt_u32 s[4:5], v9, s13                        ; 'm' element in bounds
	v_cmp_lt_u32 s[6:7], v16, s19                       ; 'n' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_722
	s_nop 4
	v_accvgpr_read_b32 v1, a0                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v6, v1, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s15, 1
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v6
	v_add_u32 v2, 1, v9
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_728
	v_accvgpr_read_b32 v2, a1                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s15, 2
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v6
	v_add_u32 v2, 2, v9
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_734
	v_accvgpr_read_b32 v2, a2                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s15, 3
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v6
	v_add_u32 v2, 3, v9
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_740
	v_accvgpr_read_b32 v2, a3                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s15, 8
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v6
	v_add_u32 v2, 8, v9
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_746
	v_accvgpr_read_b32 v2, a4                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s15, 9
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v6
	v_add_u32 v2, 9, v9
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_752
	v_accvgpr_read_b32 v2, a5                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s15, 10
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v6
	v_add_u32 v2, 10, v9
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_758
	v_accvgpr_read_b32 v2, a6                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s15, 11
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v6
	v_add_u32 v2, 11, v9
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_764
	v_accvgpr_read_b32 v2, a7                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s15, 16
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v6
	v_add_u32 v2, 16, v9
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_770
	v_accvgpr_read_b32 v2, a8                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s15, 17
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v6
	v_add_u32 v2, 17, v9
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_776
	v_accvgpr_read_b32 v2, a9                           ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s15, 18
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v6
	v_add_u32 v2, 18, v9
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_782
	v_accvgpr_read_b32 v2, a10                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s15, 19
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v6
	v_add_u32 v2, 19, v9
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_788
	v_accvgpr_read_b32 v2, a11                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s15, 24
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v6
	v_add_u32 v2, 24, v9
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_794
	v_accvgpr_read_b32 v2, a12                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s15, 25
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v6
	v_add_u32 v2, 25, v9
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_800
	v_accvgpr_read_b32 v2, a13                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s15, 26
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v6
	v_add_u32 v2, 26, v9
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_806
	v_accvgpr_read_b32 v2, a14                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s3, s15, 27
	s_lshl_b32 s4, s3, 2
	v_add_u32 v1, s4, v6
	v_add_u32 v2, 27, v9
	v_cmp_lt_u32 s[4:5], v2, s13                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_812
	v_accvgpr_read_b32 v2, a15                          ; examples/gemm_scaled.kgen:11: store to 'c'
	global_store_dword v1, v2, s[10:11]
	s_mov_b64 exec, s[4:5]
.Lgemm_scaled_if0_end:
	s_endpgm
.Lfunc_end_gemm_scaled:
	.size	gemm_scaled, .Lfunc_end_gemm_scaled-gemm_scaled

; kernel gemm_scaled_split: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel gemm_scaled_split from examples/gemm_scaled.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n, m, part
;   raster: 'm' in groups of 8 tiles, then the next 'n' (fewest bytes per wave); the 32 programs an L2 serves at once (Instinct MI355X: 256 CUs on 8 dies with an L2 each, which take blocks in turn; kgen gives each die a run of consecutive tiles) reads 8 a + 4 w panels (2048 B per K element; 4352 in the grid's own order at N = 8192, 8448 at N = 8128)
;   chunk: part: 1, m: 64, n: 64, kk: 32; walked in chunks: none
;   layout: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 32x32x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (4 shuffle and conversion instructions per thread)
;   product 9:16 m x n contracting kk: 2 x 2 warps, each mfma 32x32x16 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [m, n]: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     L1 [kk]: kk:32: reg[kk1 kk2 0] lane[kk4 kk8 kk16 0 0 0] warp[0 0]
;     L2 [m, kk]: m:64 x kk:32: reg[kk1 kk2 m32] lane[kk4 kk8 kk16 m1 m2 m4] warp[m8 m16]
;     L3 [n, kk]: n:64 x kk:32: reg[n1 n2 kk16] lane[n4 n8 n16 n32 kk1 kk2] warp[kk4 kk8]
;     L4 [n]: n:64: reg[0 0 0 0] lane[n1 n2 n4 n8 n16 0] warp[0 n32]
;       6:11 carried -> L0; 8:21 index kk -> L1; 8:21 lt -> L1; 8:33 load a -> L2; 8:15 select -> L2; 9:27 load w -> L3
;       9:38 load wscale -> L4 (loaded again in 9:27 mul's layout, not converted); 9:27 mul -> L3; 9:22 cast -> L3; 9:16 matmul -> L0; 9:9 add -> L0; 7:5 loop_result -> L0
; resources: 48 VGPRs (31 ArchVGPRs + 16 AGPRs from accum_offset 32), 58 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 10240 bytes LDS, 68 bytes of arguments, 256 threads
;   arg a: tensor bf16 at 0 (read-only)
;   arg w: tensor f32 at 8 (read-only)
;   arg wscale: tensor f32 at 16 (read-only)
;   arg c: tensor f32 at 24 (read-only)
;   arg width: scalar i32 at 32
;   arg acc_parts: tensor f32 at 40
;   arg rows: scalar u32 at 48
;   arg M: dim i32 at 52
;   arg K: dim i32 at 56
;   arg N: dim i32 at 60
;   arg parts: dim i32 at 64
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	gemm_scaled_split
	.p2align	8
	.type	gemm_scaled_split,@function
gemm_scaled_split:
	s_mov_b32 s4, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument a
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument w
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument wscale
	s_load_dword s5, s[0:1], 0x20                       ; argument width
	s_load_dwordx2 s[12:13], s[0:1], 0x28               ; argument acc_parts
	s_load_dword s14, s[0:1], 0x30                      ; argument rows
	s_load_dword s15, s[0:1], 0x34                      ; argument M
	s_load_dword s16, s[0:1], 0x38                      ; argument K
	s_load_dword s17, s[0:1], 0x3c                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s18, s3                                   ; program index along 'part'
	s_mov_b32 s19, s2                                   ; program index over 'n' x 'm' tiles, grouped
	s_waitcnt lgkmcnt(0)
	s_add_u32 s20, s17, 63
	s_lshr_b32 s21, s20, 6
	s_max_u32 s20, s21, 1                               ; 'n' tiles
	s_add_u32 s21, s15, 63
	s_lshr_b32 s22, s21, 6
	s_max_u32 s21, s22, 1                               ; 'm' tiles
	s_mul_i32 s22, s20, s21
	s_and_b32 s23, s19, 7                               ; the die block x runs on (of 8)
	s_lshr_b32 s24, s19, 3                              ; its turn on that die
	s_add_u32 s19, s22, 7
	s_lshr_b32 s25, s19, 3                              ; blocks a tall die takes
	s_and_b32 s19, s22, 7
	s_cmp_eq_u32 s19, 0
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 0                                 ; tall dies (total mod P, or P)
	s_cselect_b32 s22, 8, s19
	s_mul_i32 s19, s23, s25
	s_mul_i32 s26, s22, s25
	s_sub_u32 s27, s23, s22
	s_sub_u32 s28, s25, 1
	s_mul_i32 s25, s27, s28
	s_add_u32 s27, s26, s25
	s_cmp_lt_u32 s23, s22
	s_cselect_b32 s22, 1, 0
	s_cmp_lg_u32 s22, 0                                 ; the die's first place in the grouped order
	s_cselect_b32 s22, s19, s27
	s_add_u32 s19, s22, s24                             ; this block's place in the grouped order
	s_mul_i32 s22, s20, 8                               ; programs in a group of 8 'm' tiles
	v_cvt_f32_u32 v2, s22                               ; this program's group
	v_rcp_iflag_f32 v2, v2
	s_nop 0
	v_mul_f32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32 v3, v2
	v_sub_u32 v2, 0, s22
	v_mul_lo_u32 v2, v2, v3
	v_mul_hi_u32 v2, v3, v2
	v_add_u32 v3, v3, v2
	v_mul_hi_u32 v4, s19, v3
	v_mul_lo_u32 v2, v4, s22
	v_sub_u32 v3, s19, v2
	v_cmp_ge_u32 s[24:25], v3, s22
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[24:25]
	v_sub_u32 v2, v3, s22
	v_cndmask_b32 v3, v3, v2, s[24:25]
	v_cmp_ge_u32 s[24:25], v3, s22
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[24:25]
	v_sub_u32 v2, v3, s22
	v_cndmask_b32 v3, v3, v2, s[24:25]
	v_cmp_eq_u32 s[24:25], 0, s22
	s_nop 1
	v_cndmask_b32 v4, v4, -1, s[24:25]
	s_nop 0
	v_readfirstlane_b32 s20, v4
	s_mov_b32 s23, s20
	s_mul_i32 s20, s23, s22                             ; its place in the group: n - (n / d) d
	s_sub_u32 s22, s19, s20
	s_mul_i32 s19, s23, 8                               ; the group's first 'm' tile
	s_sub_u32 s20, s21, s19
	s_min_u32 s21, s20, 8                               ; 'm' tiles in this group (the last may be short)
	v_cvt_f32_u32 v2, s21
	v_rcp_iflag_f32 v2, v2
	s_nop 0
	v_mul_f32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32 v3, v2
	v_sub_u32 v2, 0, s21
	v_mul_lo_u32 v2, v2, v3
	v_mul_hi_u32 v2, v3, v2
	v_add_u32 v3, v3, v2
	v_mul_hi_u32 v4, s22, v3
	v_mul_lo_u32 v2, v4, s21
	v_sub_u32 v3, s22, v2
	v_cmp_ge_u32 s[24:25], v3, s21
	v_sub_u32 v2, v3, s21
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[24:25]
	v_cmp_ge_u32 s[24:25], v3, s21
	v_sub_u32 v2, v3, s21
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[24:25]
	s_nop 0
	v_readfirstlane_b32 s20, v3
	s_mov_b32 s23, s20
	s_add_u32 s20, s19, s23                             ; this program's 'm' tile
	v_cvt_f32_u32 v2, s21                               ; this program's 'n' tile
	v_rcp_iflag_f32 v2, v2
	s_nop 0
	v_mul_f32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32 v3, v2
	v_sub_u32 v2, 0, s21
	v_mul_lo_u32 v2, v2, v3
	v_mul_hi_u32 v2, v3, v2
	v_add_u32 v3, v3, v2
	v_mul_hi_u32 v4, s22, v3
	v_mul_lo_u32 v2, v4, s21
	v_sub_u32 v3, s22, v2
	v_cmp_ge_u32 s[22:23], v3, s21
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[22:23]
	v_sub_u32 v2, v3, s21
	v_cndmask_b32 v3, v3, v2, s[22:23]
	v_cmp_ge_u32 s[22:23], v3, s21
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[22:23]
	v_sub_u32 v2, v3, s21
	v_cndmask_b32 v3, v3, v2, s[22:23]
	v_cmp_eq_u32 s[22:23], 0, s21
	s_nop 1
	v_cndmask_b32 v4, v4, -1, s[22:23]
	s_nop 0
	v_readfirstlane_b32 s19, v4
	s_mov_b32 s21, s19
	s_mul_i32 s19, s21, 64                              ; first 'n' of this program's tile (64)
	s_sub_u32 s21, s17, s19
	s_min_u32 s22, s21, 64                              ; 'n' elements in this tile
	s_mul_i32 s21, s20, 64                              ; first 'm' of this program's tile (64)
	s_sub_u32 s20, s15, s21
	s_min_u32 s23, s20, 64                              ; 'm' elements in this tile
	s_mul_i32 s20, s18, s14                             ; first 'k' of part 'part'
	s_max_u32 s24, s16, s20
	s_sub_u32 s25, s24, s20
	s_min_u32 s24, s25, s14                             ; 'k' rows of this part
	s_and_b32 s14, s16, 3
	s_cmp_eq_u32 s14, 0                                 ; rows start aligned to 4 elements iff K % 4 == 0
	s_cselect_b32 s14, 1, 0
	s_and_b32 s25, s17, 3
	s_cmp_eq_u32 s25, 0                                 ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s25, 1, 0
	s_and_b32 s26, s14, s25
	s_cmp_ge_u32 s22, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s14, 1, 0
	s_cmp_ge_u32 s23, 64                                ; a whole chunk of 'm' (64) is in bounds
	s_cselect_b32 s25, 1, 0
	s_and_b32 s27, s14, s25
	v_and_b32 v2, 7, v1
	v_lshlrev_b32 v3, 2, v2
	v_lshrrev_b32 v2, 3, v1
	v_mul_lo_u32 v4, s16, v2
	v_add_u32 v5, v4, v3
	v_lshlrev_b32 v4, 1, v5                             ; thread's byte offset in a chunk of 'a'
	s_mul_i32 s28, s21, s16
	s_mul_hi_u32 s29, s21, s16
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s28, s6, s30                              ; 'a' at this program
	s_addc_u32 s29, s7, s31
	v_mul_lo_u32 v5, 40, v2
	v_add_u32 v6, v5, v3
	v_lshlrev_b32 v5, 1, v6                             ; thread's place in opa0
	v_and_b32 v6, 31, v1
	v_lshrrev_b32 v7, 6, v1
	v_and_b32 v8, 1, v7
	v_lshlrev_b32 v7, 5, v8
	v_or_b32 v8, v6, v7                                 ; thread's 'r' coordinate
	v_lshrrev_b32 v9, 5, v1
	v_and_b32 v10, 1, v9
	v_lshlrev_b32 v9, 3, v10
	v_mul_lo_u32 v11, 40, v8
	v_add_u32 v8, v11, v9
	v_lshlrev_b32 v11, 1, v8                            ; thread's M-fragment place
	v_lshrrev_b32 v8, 4, v1
	v_mul_lo_u32 v12, s17, v8
	v_and_b32 v13, 15, v1
	v_lshlrev_b32 v14, 2, v13
	v_add_u32 v13, v12, v14
	v_lshlrev_b32 v12, 2, v13                           ; thread's byte offset in a chunk of 'w'
	s_mov_b32 s6, s19
	s_mov_b32 s7, 0
	s_lshl_b64 s[30:31], s[6:7], 2
	s_add_u32 s6, s8, s30                               ; 'w' at this program
	s_addc_u32 s7, s9, s31
	v_lshlrev_b32 v13, 2, v14                           ; thread's byte offset in a chunk of 'wscale'
	s_add_u32 s8, s10, s30                              ; 'wscale' at this program
	s_addc_u32 s9, s11, s31
	v_mul_lo_u32 v15, 40, v14
	v_add_u32 v16, v15, v8
	v_lshlrev_b32 v15, 1, v16                           ; thread's place in opb1
	v_lshrrev_b32 v16, 7, v1
	v_lshlrev_b32 v1, 5, v16
	v_or_b32 v16, v6, v1                                ; thread's 'r' coordinate
	v_mul_lo_u32 v1, 40, v16
	v_add_u32 v6, v1, v9
	v_lshlrev_b32 v1, 1, v6                             ; thread's N-fragment place
	s_mul_i32 s10, s17, s15                             ; a stride of 'acc_parts'
	v_lshlrev_b32 v6, 2, v10
	v_or_b32 v9, v6, v7                                 ; thread's 'm' coordinate
	v_mul_lo_u32 v6, s17, v9
	v_add_u32 v7, v6, v16
	v_lshlrev_b32 v6, 2, v7                             ; thread's byte offset in a chunk of 'acc_parts'
	s_mul_i32 s14, s18, s10
	s_mul_hi_u32 s15, s18, s10
	s_lshl_b64 s[10:11], s[14:15], 2
	s_add_u32 s14, s12, s10                             ; 'acc_parts' at this program
	s_addc_u32 s15, s13, s11
	s_mul_i32 s10, s21, s17
	s_mul_hi_u32 s11, s21, s17
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s10, s14, s12                             ; 'acc_parts' at this program
	s_addc_u32 s11, s15, s13
	s_add_u32 s12, s10, s30                             ; 'acc_parts' at this program
	s_addc_u32 s13, s11, s31
	s_cmp_eq_u32 s27, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lgemm_scaled_split_if0_else
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
	s_cmp_ge_u32 s24, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s24, 31
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s10, s11, 0
	s_cmp_lg_u32 s26, 0
	s_cselect_b32 s11, s10, 0
	s_mov_b32 s10, 0                                    ; for kk in k: steps of 32: whole chunks
	s_cmp_ge_u32 s10, s11
	s_cbranch_scc1 .Lgemm_scaled_split_loop0_end
.Lgemm_scaled_split_loop0:
	s_add_u32 s14, s20, s10
	v_add_u32 v7, s14, v3
	v_add_u32 v10, 0, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v17, 1, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v18, 2, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v19, 3, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_cmp_lt_i32 s[18:19], v10, s5                      ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[30:31], v17, s5                      ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[32:33], v18, s5                      ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[34:35], v19, s5                      ; examples/gemm_scaled.kgen:8
	s_mov_b32 s36, s14
	s_mov_b32 s37, 0
	s_lshl_b64 s[38:39], s[36:37], 1
	s_add_u32 s36, s28, s38                             ; 'a' at this chunk
	s_addc_u32 s37, s29, s39
	global_load_dwordx2 v[18:19], v4, s[36:37]          ; examples/gemm_scaled.kgen:8: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v18
	v_and_b32 v10, 0xffff0000, v18
	v_lshlrev_b32 v17, 16, v19
	v_and_b32 v20, 0xffff0000, v19
	s_mul_i32 s15, s16, 32
	s_lshl_b32 s21, s15, 1
	v_add_u32 v18, s21, v4
	global_load_dwordx2 v[22:23], v18, s[36:37]         ; examples/gemm_scaled.kgen:8: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v22
	v_and_b32 v19, 0xffff0000, v22
	v_lshlrev_b32 v21, 16, v23
	v_and_b32 v24, 0xffff0000, v23
	v_cndmask_b32 v22, 0, v7, s[18:19]                  ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v7, 0, v10, s[30:31]                  ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v10, 0, v17, s[32:33]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v17, 0, v20, s[34:35]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v20, 0, v18, s[18:19]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v18, 0, v19, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v19, 0, v21, s[32:33]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v21, 0, v24, s[34:35]                 ; examples/gemm_scaled.kgen:8
	v_lshrrev_b32 v23, 16, v22
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v5, v23                                ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v7
	ds_write_b16 v5, v22 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v10
	ds_write_b16 v5, v7 offset:4                        ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v17
	ds_write_b16 v5, v7 offset:6                        ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v20
	ds_write_b16 v5, v7 offset:2560                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v18
	ds_write_b16 v5, v7 offset:2562                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v19
	ds_write_b16 v5, v7 offset:2564                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v21
	ds_write_b16 v5, v7 offset:2566                     ; A operand of the product: stage
	s_mul_i32 s18, s14, s17
	s_mul_hi_u32 s19, s14, s17
	s_lshl_b64 s[14:15], s[18:19], 2
	s_add_u32 s18, s6, s14                              ; 'w' at this chunk
	s_addc_u32 s19, s7, s15
	global_load_dwordx4 v[18:21], v12, s[18:19]         ; examples/gemm_scaled.kgen:9: 16-byte load of 'w'
	s_mul_i32 s14, s17, 16
	s_lshl_b32 s15, s14, 2
	v_add_u32 v7, s15, v12
	global_load_dwordx4 v[22:25], v7, s[18:19]          ; examples/gemm_scaled.kgen:9: 16-byte load of 'w'
	global_load_dwordx4 v[26:29], v13, s[8:9]           ; examples/gemm_scaled.kgen:9: 16-byte load of 'wscale'
	s_waitcnt vmcnt(0)
	v_mul_f32 v7, v18, v26                              ; examples/gemm_scaled.kgen:9
	v_mul_f32 v10, v19, v27                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v17, v20, v28                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v30, v21, v29                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v18, v22, v26                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v19, v23, v27                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v20, v24, v28                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v21, v25, v29                             ; examples/gemm_scaled.kgen:9
	v_bfe_u32 v22, v7, 16, 1                            ; round to bf16
	v_add3_u32 v23, v7, v22, s4
	v_cmp_u_f32 s[14:15], v7, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v7, s[14:15]
	v_and_b32 v7, 0xffff0000, v23
	v_bfe_u32 v22, v10, 16, 1                           ; round to bf16
	v_add3_u32 v23, v10, v22, s4
	v_cmp_u_f32 s[14:15], v10, v10
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v10, s[14:15]
	v_and_b32 v10, 0xffff0000, v23
	v_bfe_u32 v22, v17, 16, 1                           ; round to bf16
	v_add3_u32 v23, v17, v22, s4
	v_cmp_u_f32 s[14:15], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v17, s[14:15]
	v_and_b32 v17, 0xffff0000, v23
	v_bfe_u32 v22, v30, 16, 1                           ; round to bf16
	v_add3_u32 v23, v30, v22, s4
	v_cmp_u_f32 s[14:15], v30, v30
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[14:15]
	v_and_b32 v22, 0xffff0000, v23
	v_bfe_u32 v23, v18, 16, 1                           ; round to bf16
	v_add3_u32 v24, v18, v23, s4
	v_cmp_u_f32 s[14:15], v18, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v18, s[14:15]
	v_and_b32 v18, 0xffff0000, v24
	v_bfe_u32 v23, v19, 16, 1                           ; round to bf16
	v_add3_u32 v24, v19, v23, s4
	v_cmp_u_f32 s[14:15], v19, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v19, s[14:15]
	v_and_b32 v19, 0xffff0000, v24
	v_bfe_u32 v23, v20, 16, 1                           ; round to bf16
	v_add3_u32 v24, v20, v23, s4
	v_cmp_u_f32 s[14:15], v20, v20
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v20, s[14:15]
	v_and_b32 v20, 0xffff0000, v24
	v_bfe_u32 v23, v21, 16, 1                           ; round to bf16
	v_add3_u32 v24, v21, v23, s4
	v_cmp_u_f32 s[14:15], v21, v21
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v21, s[14:15]
	v_and_b32 v21, 0xffff0000, v24
	v_lshrrev_b32 v23, 16, v7
	ds_write_b16 v15, v23 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v10
	ds_write_b16 v15, v7 offset:5200                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v17
	ds_write_b16 v15, v7 offset:5280                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v22
	ds_write_b16 v15, v7 offset:5360                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v18
	ds_write_b16 v15, v7 offset:5152                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v19
	ds_write_b16 v15, v7 offset:5232                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v20
	ds_write_b16 v15, v7 offset:5312                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v21
	ds_write_b16 v15, v7 offset:5392                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[18:21], v1 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[22:25], v11                          ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[22:25], v[18:21], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x16
	ds_read_b128 v[18:21], v1 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[22:25], v11 offset:32                ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[22:25], v[18:21], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x16
	s_add_u32 s10, s10, 32
	s_cmp_lt_u32 s10, s11
	s_cbranch_scc1 .Lgemm_scaled_split_loop0
.Lgemm_scaled_split_loop0_end:
	s_mov_b32 s11, s10                                  ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s11, s24
	s_cbranch_scc1 .Lgemm_scaled_split_loop1_end
.Lgemm_scaled_split_loop1:
	s_add_u32 s10, s20, s11
	s_sub_u32 s14, s24, s11
	v_add_u32 v7, s10, v3
	v_add_u32 v10, 0, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v17, 1, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v18, 2, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v19, 3, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_cmp_lt_i32 s[18:19], v10, s5                      ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[30:31], v17, s5                      ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[32:33], v18, s5                      ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[34:35], v19, s5                      ; examples/gemm_scaled.kgen:8
	s_mov_b32 s36, s10
	s_mov_b32 s37, 0
	s_lshl_b64 s[38:39], s[36:37], 1
	s_add_u32 s36, s28, s38                             ; 'a' at this chunk
	s_addc_u32 s37, s29, s39
	v_cmp_lt_u32 s[38:39], v2, s23                      ; 'm' element in bounds
	v_cmp_lt_u32 s[40:41], v3, s14                      ; 'kk' element in bounds
	s_and_b64 s[42:43], s[38:39], s[40:41]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_250
	global_load_ushort v7, v4, s[36:37]                 ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v10, 16, v7
	v_add_u32 v7, 1, v3
	v_cmp_lt_u32 s[44:45], v7, s14                      ; 'kk' element in bounds
	s_and_b64 s[46:47], s[38:39], s[44:45]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_255
	global_load_ushort v7, v4, s[36:37] offset:2        ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v7
	v_add_u32 v7, 2, v3
	v_cmp_lt_u32 s[48:49], v7, s14                      ; 'kk' element in bounds
	s_and_b64 s[50:51], s[38:39], s[48:49]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_260
	global_load_ushort v7, v4, s[36:37] offset:4        ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v7
	v_add_u32 v7, 3, v3
	v_cmp_lt_u32 s[52:53], v7, s14                      ; 'kk' element in bounds
	s_and_b64 s[54:55], s[38:39], s[52:53]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[54:55]               ; lanes where %vpred_265
	global_load_ushort v7, v4, s[36:37] offset:6        ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v7
	s_mul_i32 s15, s16, 32
	s_lshl_b32 s21, s15, 1
	v_add_u32 v7, s21, v4
	v_add_u32 v20, 32, v2
	v_cmp_lt_u32 s[38:39], v20, s23                     ; 'm' element in bounds
	s_and_b64 s[56:57], s[38:39], s[40:41]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[56:57]               ; lanes where %vpred_273
	global_load_ushort v20, v7, s[36:37]                ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v20
	s_and_b64 s[40:41], s[38:39], s[44:45]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[40:41]               ; lanes where %vpred_276
	global_load_ushort v20, v7, s[36:37] offset:2       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v20
	s_and_b64 s[44:45], s[38:39], s[48:49]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[44:45]               ; lanes where %vpred_279
	global_load_ushort v20, v7, s[36:37] offset:4       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v20
	s_and_b64 s[48:49], s[38:39], s[52:53]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[48:49]               ; lanes where %vpred_282
	global_load_ushort v20, v7, s[36:37] offset:6       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v20
	v_cndmask_b32 v20, 0, v10, s[18:19]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v10, 0, v17, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v17, 0, v18, s[32:33]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v18, 0, v19, s[34:35]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v19, 0, v21, s[18:19]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v21, 0, v22, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v22, 0, v23, s[32:33]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v23, 0, v7, s[34:35]                  ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v7, 0, v20, s[42:43]                  ; absent elements add nothing
	v_lshrrev_b32 v20, 16, v7
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v5, v20                                ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v10, s[46:47]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2                       ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v17, s[50:51]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:4                       ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v18, s[54:55]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:6                       ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v19, s[56:57]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2560                    ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v21, s[40:41]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2562                    ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v22, s[44:45]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2564                    ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v23, s[48:49]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s18, s10, s17
	s_mul_hi_u32 s19, s10, s17
	s_lshl_b64 s[30:31], s[18:19], 2
	s_add_u32 s18, s6, s30                              ; 'w' at this chunk
	s_addc_u32 s19, s7, s31
	v_cmp_lt_u32 s[30:31], v14, s22                     ; 'n' element in bounds
	v_cmp_lt_u32 s[32:33], v8, s14                      ; 'kk' element in bounds
	s_and_b64 s[34:35], s[30:31], s[32:33]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_314
	global_load_dword v7, v12, s[18:19]                 ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[36:37]
	v_add_u32 v10, 1, v14
	v_cmp_lt_u32 s[36:37], v10, s22                     ; 'n' element in bounds
	s_and_b64 s[38:39], s[36:37], s[32:33]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_318
	global_load_dword v10, v12, s[18:19] offset:4       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[40:41]
	v_add_u32 v17, 2, v14
	v_cmp_lt_u32 s[40:41], v17, s22                     ; 'n' element in bounds
	s_and_b64 s[42:43], s[40:41], s[32:33]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_322
	global_load_dword v17, v12, s[18:19] offset:8       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[44:45]
	v_add_u32 v18, 3, v14
	v_cmp_lt_u32 s[44:45], v18, s22                     ; 'n' element in bounds
	s_and_b64 s[46:47], s[44:45], s[32:33]
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[46:47]               ; lanes where %vpred_326
	global_load_dword v18, v12, s[18:19] offset:12      ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[32:33]
	s_mul_i32 s10, s17, 16
	s_lshl_b32 s15, s10, 2
	v_add_u32 v19, s15, v12
	v_add_u32 v20, 16, v8
	v_cmp_lt_u32 s[32:33], v20, s14                     ; 'kk' element in bounds
	s_and_b64 s[14:15], s[30:31], s[32:33]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[14:15]               ; lanes where %vpred_333
	global_load_dword v20, v19, s[18:19]                ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[48:49]
	s_and_b64 s[48:49], s[36:37], s[32:33]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_335
	global_load_dword v21, v19, s[18:19] offset:4       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[50:51]
	s_and_b64 s[50:51], s[40:41], s[32:33]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_337
	global_load_dword v22, v19, s[18:19] offset:8       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[52:53]
	s_and_b64 s[52:53], s[44:45], s[32:33]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[52:53]               ; lanes where %vpred_339
	global_load_dword v23, v19, s[18:19] offset:12      ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[30:31]               ; lanes where %vpred_312
	global_load_dword v19, v13, s[8:9]                  ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[36:37]               ; lanes where %vpred_317
	global_load_dword v24, v13, s[8:9] offset:4         ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[40:41]               ; lanes where %vpred_321
	global_load_dword v25, v13, s[8:9] offset:8         ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[44:45]               ; lanes where %vpred_325
	global_load_dword v26, v13, s[8:9] offset:12        ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(3)
	v_mul_f32 v27, v7, v19                              ; examples/gemm_scaled.kgen:9
	s_waitcnt vmcnt(2)
	v_mul_f32 v7, v10, v24                              ; examples/gemm_scaled.kgen:9
	s_waitcnt vmcnt(1)
	v_mul_f32 v10, v17, v25                             ; examples/gemm_scaled.kgen:9
	s_waitcnt vmcnt(0)
	v_mul_f32 v17, v18, v26                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v18, v20, v19                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v19, v21, v24                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v20, v22, v25                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v21, v23, v26                             ; examples/gemm_scaled.kgen:9
	v_bfe_u32 v22, v27, 16, 1                           ; round to bf16
	v_add3_u32 v23, v27, v22, s4
	v_cmp_u_f32 s[18:19], v27, v27
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[18:19]
	v_and_b32 v22, 0xffff0000, v23
	v_bfe_u32 v23, v7, 16, 1                            ; round to bf16
	v_add3_u32 v24, v7, v23, s4
	v_cmp_u_f32 s[18:19], v7, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v7, s[18:19]
	v_and_b32 v7, 0xffff0000, v24
	v_bfe_u32 v23, v10, 16, 1                           ; round to bf16
	v_add3_u32 v24, v10, v23, s4
	v_cmp_u_f32 s[18:19], v10, v10
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v10, s[18:19]
	v_and_b32 v10, 0xffff0000, v24
	v_bfe_u32 v23, v17, 16, 1                           ; round to bf16
	v_add3_u32 v24, v17, v23, s4
	v_cmp_u_f32 s[18:19], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v17, s[18:19]
	v_and_b32 v17, 0xffff0000, v24
	v_bfe_u32 v23, v18, 16, 1                           ; round to bf16
	v_add3_u32 v24, v18, v23, s4
	v_cmp_u_f32 s[18:19], v18, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v18, s[18:19]
	v_and_b32 v18, 0xffff0000, v24
	v_bfe_u32 v23, v19, 16, 1                           ; round to bf16
	v_add3_u32 v24, v19, v23, s4
	v_cmp_u_f32 s[18:19], v19, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v19, s[18:19]
	v_and_b32 v19, 0xffff0000, v24
	v_bfe_u32 v23, v20, 16, 1                           ; round to bf16
	v_add3_u32 v24, v20, v23, s4
	v_cmp_u_f32 s[18:19], v20, v20
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v20, s[18:19]
	v_and_b32 v20, 0xffff0000, v24
	v_bfe_u32 v23, v21, 16, 1                           ; round to bf16
	v_add3_u32 v24, v21, v23, s4
	v_cmp_u_f32 s[18:19], v21, v21
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v21, s[18:19]
	v_and_b32 v21, 0xffff0000, v24
	v_cndmask_b32 v23, 0, v22, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v23
	ds_write_b16 v15, v22 offset:5120                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v7, s[38:39]                  ; absent elements add nothing
	v_lshrrev_b32 v7, 16, v22
	ds_write_b16 v15, v7 offset:5200                    ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v10, s[42:43]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5280                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v17, s[46:47]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5360                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v18, s[14:15]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5152                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v19, s[48:49]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5232                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v20, s[50:51]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5312                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v21, s[52:53]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5392                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[18:21], v1 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[22:25], v11                          ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[22:25], v[18:21], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x16
	ds_read_b128 v[18:21], v1 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[22:25], v11 offset:32                ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[22:25], v[18:21], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x16
	s_add_u32 s11, s11, 32
	s_cmp_lt_u32 s11, s24
	s_cbranch_scc1 .Lgemm_scaled_split_loop1
.Lgemm_scaled_split_loop1_end:
	s_nop 7
	s_nop 0
	v_accvgpr_read_b32 v7, a0                           ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v6, v7, s[12:13]
	s_mul_i32 s10, s17, 1
	s_lshl_b32 s11, s10, 2
	v_add_u32 v7, s11, v6
	v_accvgpr_read_b32 v10, a1                          ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v7, v10, s[12:13]
	s_mul_i32 s10, s17, 2
	s_lshl_b32 s11, s10, 2
	v_add_u32 v7, s11, v6
	v_accvgpr_read_b32 v10, a2                          ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v7, v10, s[12:13]
	s_mul_i32 s10, s17, 3
	s_lshl_b32 s11, s10, 2
	v_add_u32 v7, s11, v6
	v_accvgpr_read_b32 v10, a3                          ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v7, v10, s[12:13]
	s_mul_i32 s10, s17, 8
	s_lshl_b32 s11, s10, 2
	v_add_u32 v7, s11, v6
	v_accvgpr_read_b32 v10, a4                          ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v7, v10, s[12:13]
	s_mul_i32 s10, s17, 9
	s_lshl_b32 s11, s10, 2
	v_add_u32 v7, s11, v6
	v_accvgpr_read_b32 v10, a5                          ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v7, v10, s[12:13]
	s_mul_i32 s10, s17, 10
	s_lshl_b32 s11, s10, 2
	v_add_u32 v7, s11, v6
	v_accvgpr_read_b32 v10, a6                          ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v7, v10, s[12:13]
	s_mul_i32 s10, s17, 11
	s_lshl_b32 s11, s10, 2
	v_add_u32 v7, s11, v6
	v_accvgpr_read_b32 v10, a7                          ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v7, v10, s[12:13]
	s_mul_i32 s10, s17, 16
	s_lshl_b32 s11, s10, 2
	v_add_u32 v7, s11, v6
	v_accvgpr_read_b32 v10, a8                          ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v7, v10, s[12:13]
	s_mul_i32 s10, s17, 17
	s_lshl_b32 s11, s10, 2
	v_add_u32 v7, s11, v6
	v_accvgpr_read_b32 v10, a9                          ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v7, v10, s[12:13]
	s_mul_i32 s10, s17, 18
	s_lshl_b32 s11, s10, 2
	v_add_u32 v7, s11, v6
	v_accvgpr_read_b32 v10, a10                         ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v7, v10, s[12:13]
	s_mul_i32 s10, s17, 19
	s_lshl_b32 s11, s10, 2
	v_add_u32 v7, s11, v6
	v_accvgpr_read_b32 v10, a11                         ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v7, v10, s[12:13]
	s_mul_i32 s10, s17, 24
	s_lshl_b32 s11, s10, 2
	v_add_u32 v7, s11, v6
	v_accvgpr_read_b32 v10, a12                         ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v7, v10, s[12:13]
	s_mul_i32 s10, s17, 25
	s_lshl_b32 s11, s10, 2
	v_add_u32 v7, s11, v6
	v_accvgpr_read_b32 v10, a13                         ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v7, v10, s[12:13]
	s_mul_i32 s10, s17, 26
	s_lshl_b32 s11, s10, 2
	v_add_u32 v7, s11, v6
	v_accvgpr_read_b32 v10, a14                         ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v7, v10, s[12:13]
	s_mul_i32 s10, s17, 27
	s_lshl_b32 s11, s10, 2
	v_add_u32 v7, s11, v6
	v_accvgpr_read_b32 v10, a15                         ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v7, v10, s[12:13]
	s_branch .Lgemm_scaled_split_if0_end
.Lgemm_scaled_split_if0_else:
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
	s_and_b32 s10, s27, s26
	s_cmp_ge_u32 s24, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s11, 1, 0
	s_sub_u32 s14, s24, 31
	s_cmp_lg_u32 s11, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s11, s14, 0
	s_cmp_lg_u32 s10, 0
	s_cselect_b32 s10, s11, 0
	s_mov_b32 s11, 0                                    ; for kk in k: steps of 32: whole chunks
	s_cmp_ge_u32 s11, s10
	s_cbranch_scc1 .Lgemm_scaled_split_loop2_end
.Lgemm_scaled_split_loop2:
	s_add_u32 s14, s20, s11
	v_add_u32 v7, s14, v3
	v_add_u32 v10, 0, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v17, 1, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v18, 2, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v19, 3, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_cmp_lt_i32 s[18:19], v10, s5                      ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[26:27], v17, s5                      ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[30:31], v18, s5                      ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[32:33], v19, s5                      ; examples/gemm_scaled.kgen:8
	s_mov_b32 s34, s14
	s_mov_b32 s35, 0
	s_lshl_b64 s[36:37], s[34:35], 1
	s_add_u32 s34, s28, s36                             ; 'a' at this chunk
	s_addc_u32 s35, s29, s37
	global_load_dwordx2 v[18:19], v4, s[34:35]          ; examples/gemm_scaled.kgen:8: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v18
	v_and_b32 v10, 0xffff0000, v18
	v_lshlrev_b32 v17, 16, v19
	v_and_b32 v20, 0xffff0000, v19
	s_mul_i32 s15, s16, 32
	s_lshl_b32 s21, s15, 1
	v_add_u32 v18, s21, v4
	global_load_dwordx2 v[22:23], v18, s[34:35]         ; examples/gemm_scaled.kgen:8: 8-byte load of 'a'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v22
	v_and_b32 v19, 0xffff0000, v22
	v_lshlrev_b32 v21, 16, v23
	v_and_b32 v24, 0xffff0000, v23
	v_cndmask_b32 v22, 0, v7, s[18:19]                  ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v7, 0, v10, s[26:27]                  ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v10, 0, v17, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v17, 0, v20, s[32:33]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v20, 0, v18, s[18:19]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v18, 0, v19, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v19, 0, v21, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v21, 0, v24, s[32:33]                 ; examples/gemm_scaled.kgen:8
	v_lshrrev_b32 v23, 16, v22
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v5, v23                                ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v7
	ds_write_b16 v5, v22 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v10
	ds_write_b16 v5, v7 offset:4                        ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v17
	ds_write_b16 v5, v7 offset:6                        ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v20
	ds_write_b16 v5, v7 offset:2560                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v18
	ds_write_b16 v5, v7 offset:2562                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v19
	ds_write_b16 v5, v7 offset:2564                     ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v21
	ds_write_b16 v5, v7 offset:2566                     ; A operand of the product: stage
	s_mul_i32 s18, s14, s17
	s_mul_hi_u32 s19, s14, s17
	s_lshl_b64 s[14:15], s[18:19], 2
	s_add_u32 s18, s6, s14                              ; 'w' at this chunk
	s_addc_u32 s19, s7, s15
	global_load_dwordx4 v[18:21], v12, s[18:19]         ; examples/gemm_scaled.kgen:9: 16-byte load of 'w'
	s_mul_i32 s14, s17, 16
	s_lshl_b32 s15, s14, 2
	v_add_u32 v7, s15, v12
	global_load_dwordx4 v[22:25], v7, s[18:19]          ; examples/gemm_scaled.kgen:9: 16-byte load of 'w'
	global_load_dwordx4 v[26:29], v13, s[8:9]           ; examples/gemm_scaled.kgen:9: 16-byte load of 'wscale'
	s_waitcnt vmcnt(0)
	v_mul_f32 v7, v18, v26                              ; examples/gemm_scaled.kgen:9
	v_mul_f32 v10, v19, v27                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v17, v20, v28                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v30, v21, v29                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v18, v22, v26                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v19, v23, v27                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v20, v24, v28                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v21, v25, v29                             ; examples/gemm_scaled.kgen:9
	v_bfe_u32 v22, v7, 16, 1                            ; round to bf16
	v_add3_u32 v23, v7, v22, s4
	v_cmp_u_f32 s[14:15], v7, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v7, s[14:15]
	v_and_b32 v7, 0xffff0000, v23
	v_bfe_u32 v22, v10, 16, 1                           ; round to bf16
	v_add3_u32 v23, v10, v22, s4
	v_cmp_u_f32 s[14:15], v10, v10
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v10, s[14:15]
	v_and_b32 v10, 0xffff0000, v23
	v_bfe_u32 v22, v17, 16, 1                           ; round to bf16
	v_add3_u32 v23, v17, v22, s4
	v_cmp_u_f32 s[14:15], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v17, s[14:15]
	v_and_b32 v17, 0xffff0000, v23
	v_bfe_u32 v22, v30, 16, 1                           ; round to bf16
	v_add3_u32 v23, v30, v22, s4
	v_cmp_u_f32 s[14:15], v30, v30
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[14:15]
	v_and_b32 v22, 0xffff0000, v23
	v_bfe_u32 v23, v18, 16, 1                           ; round to bf16
	v_add3_u32 v24, v18, v23, s4
	v_cmp_u_f32 s[14:15], v18, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v18, s[14:15]
	v_and_b32 v18, 0xffff0000, v24
	v_bfe_u32 v23, v19, 16, 1                           ; round to bf16
	v_add3_u32 v24, v19, v23, s4
	v_cmp_u_f32 s[14:15], v19, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v19, s[14:15]
	v_and_b32 v19, 0xffff0000, v24
	v_bfe_u32 v23, v20, 16, 1                           ; round to bf16
	v_add3_u32 v24, v20, v23, s4
	v_cmp_u_f32 s[14:15], v20, v20
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v20, s[14:15]
	v_and_b32 v20, 0xffff0000, v24
	v_bfe_u32 v23, v21, 16, 1                           ; round to bf16
	v_add3_u32 v24, v21, v23, s4
	v_cmp_u_f32 s[14:15], v21, v21
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v21, s[14:15]
	v_and_b32 v21, 0xffff0000, v24
	v_lshrrev_b32 v23, 16, v7
	ds_write_b16 v15, v23 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v10
	ds_write_b16 v15, v7 offset:5200                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v17
	ds_write_b16 v15, v7 offset:5280                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v22
	ds_write_b16 v15, v7 offset:5360                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v18
	ds_write_b16 v15, v7 offset:5152                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v19
	ds_write_b16 v15, v7 offset:5232                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v20
	ds_write_b16 v15, v7 offset:5312                    ; B operand of the product: stage
	v_lshrrev_b32 v7, 16, v21
	ds_write_b16 v15, v7 offset:5392                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[18:21], v1 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[22:25], v11                          ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[22:25], v[18:21], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x16
	ds_read_b128 v[18:21], v1 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[22:25], v11 offset:32                ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[22:25], v[18:21], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x16
	s_add_u32 s11, s11, 32
	s_cmp_lt_u32 s11, s10
	s_cbranch_scc1 .Lgemm_scaled_split_loop2
.Lgemm_scaled_split_loop2_end:
	s_mov_b32 s10, s11                                  ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s10, s24
	s_cbranch_scc1 .Lgemm_scaled_split_loop3_end
.Lgemm_scaled_split_loop3:
	s_add_u32 s11, s20, s10
	s_sub_u32 s14, s24, s10
	v_add_u32 v7, s11, v3
	v_add_u32 v10, 0, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v17, 1, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v18, 2, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_add_u32 v19, 3, v7                                ; index along 'kk' (examples/gemm_scaled.kgen:8)
	v_cmp_lt_i32 s[18:19], v10, s5                      ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[26:27], v17, s5                      ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[30:31], v18, s5                      ; examples/gemm_scaled.kgen:8
	v_cmp_lt_i32 s[32:33], v19, s5                      ; examples/gemm_scaled.kgen:8
	s_mov_b32 s34, s11
	s_mov_b32 s35, 0
	s_lshl_b64 s[36:37], s[34:35], 1
	s_add_u32 s34, s28, s36                             ; 'a' at this chunk
	s_addc_u32 s35, s29, s37
	v_cmp_lt_u32 s[36:37], v2, s23                      ; 'm' element in bounds
	v_cmp_lt_u32 s[38:39], v3, s14                      ; 'kk' element in bounds
	s_and_b64 s[40:41], s[36:37], s[38:39]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_593
	global_load_ushort v7, v4, s[34:35]                 ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v10, 16, v7
	v_add_u32 v7, 1, v3
	v_cmp_lt_u32 s[42:43], v7, s14                      ; 'kk' element in bounds
	s_and_b64 s[44:45], s[36:37], s[42:43]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_598
	global_load_ushort v7, v4, s[34:35] offset:2        ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v7
	v_add_u32 v7, 2, v3
	v_cmp_lt_u32 s[46:47], v7, s14                      ; 'kk' element in bounds
	s_and_b64 s[48:49], s[36:37], s[46:47]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_603
	global_load_ushort v7, v4, s[34:35] offset:4        ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v7
	v_add_u32 v7, 3, v3
	v_cmp_lt_u32 s[50:51], v7, s14                      ; 'kk' element in bounds
	s_and_b64 s[52:53], s[36:37], s[50:51]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[52:53]               ; lanes where %vpred_608
	global_load_ushort v7, v4, s[34:35] offset:6        ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v7
	s_mul_i32 s15, s16, 32
	s_lshl_b32 s21, s15, 1
	v_add_u32 v7, s21, v4
	v_add_u32 v20, 32, v2
	v_cmp_lt_u32 s[36:37], v20, s23                     ; 'm' element in bounds
	s_and_b64 s[54:55], s[36:37], s[38:39]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[54:55]               ; lanes where %vpred_616
	global_load_ushort v20, v7, s[34:35]                ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v20
	s_and_b64 s[38:39], s[36:37], s[42:43]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[38:39]               ; lanes where %vpred_619
	global_load_ushort v20, v7, s[34:35] offset:2       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v20
	s_and_b64 s[42:43], s[36:37], s[46:47]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[42:43]               ; lanes where %vpred_622
	global_load_ushort v20, v7, s[34:35] offset:4       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v20
	s_and_b64 s[46:47], s[36:37], s[50:51]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[46:47]               ; lanes where %vpred_625
	global_load_ushort v20, v7, s[34:35] offset:6       ; examples/gemm_scaled.kgen:8: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v20
	v_cndmask_b32 v20, 0, v10, s[18:19]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v10, 0, v17, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v17, 0, v18, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v18, 0, v19, s[32:33]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v19, 0, v21, s[18:19]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v21, 0, v22, s[26:27]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v22, 0, v23, s[30:31]                 ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v23, 0, v7, s[32:33]                  ; examples/gemm_scaled.kgen:8
	v_cndmask_b32 v7, 0, v20, s[40:41]                  ; absent elements add nothing
	v_lshrrev_b32 v20, 16, v7
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v5, v20                                ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v10, s[44:45]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2                       ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v17, s[48:49]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:4                       ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v18, s[52:53]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:6                       ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v19, s[54:55]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2560                    ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v21, s[38:39]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2562                    ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v22, s[42:43]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2564                    ; A operand of the product: stage
	v_cndmask_b32 v7, 0, v23, s[46:47]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v5, v10 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s18, s11, s17
	s_mul_hi_u32 s19, s11, s17
	s_lshl_b64 s[26:27], s[18:19], 2
	s_add_u32 s18, s6, s26                              ; 'w' at this chunk
	s_addc_u32 s19, s7, s27
	v_cmp_lt_u32 s[26:27], v14, s22                     ; 'n' element in bounds
	v_cmp_lt_u32 s[30:31], v8, s14                      ; 'kk' element in bounds
	s_and_b64 s[32:33], s[26:27], s[30:31]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_657
	global_load_dword v7, v12, s[18:19]                 ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[34:35]
	v_add_u32 v10, 1, v14
	v_cmp_lt_u32 s[34:35], v10, s22                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[34:35], s[30:31]
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_661
	global_load_dword v10, v12, s[18:19] offset:4       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[38:39]
	v_add_u32 v17, 2, v14
	v_cmp_lt_u32 s[38:39], v17, s22                     ; 'n' element in bounds
	s_and_b64 s[40:41], s[38:39], s[30:31]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_665
	global_load_dword v17, v12, s[18:19] offset:8       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[42:43]
	v_add_u32 v18, 3, v14
	v_cmp_lt_u32 s[42:43], v18, s22                     ; 'n' element in bounds
	s_and_b64 s[44:45], s[42:43], s[30:31]
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_669
	global_load_dword v18, v12, s[18:19] offset:12      ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s11, s17, 16
	s_lshl_b32 s15, s11, 2
	v_add_u32 v19, s15, v12
	v_add_u32 v20, 16, v8
	v_cmp_lt_u32 s[30:31], v20, s14                     ; 'kk' element in bounds
	s_and_b64 s[14:15], s[26:27], s[30:31]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[14:15]               ; lanes where %vpred_676
	global_load_dword v20, v19, s[18:19]                ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[46:47]
	s_and_b64 s[46:47], s[34:35], s[30:31]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_678
	global_load_dword v21, v19, s[18:19] offset:4       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[48:49]
	s_and_b64 s[48:49], s[38:39], s[30:31]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_680
	global_load_dword v22, v19, s[18:19] offset:8       ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[50:51]
	s_and_b64 s[50:51], s[42:43], s[30:31]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[50:51]               ; lanes where %vpred_682
	global_load_dword v23, v19, s[18:19] offset:12      ; examples/gemm_scaled.kgen:9: load of 'w'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[26:27]               ; lanes where %vpred_655
	global_load_dword v19, v13, s[8:9]                  ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[34:35]               ; lanes where %vpred_660
	global_load_dword v24, v13, s[8:9] offset:4         ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[38:39]               ; lanes where %vpred_664
	global_load_dword v25, v13, s[8:9] offset:8         ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[42:43]               ; lanes where %vpred_668
	global_load_dword v26, v13, s[8:9] offset:12        ; examples/gemm_scaled.kgen:9: load of 'wscale'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(3)
	v_mul_f32 v27, v7, v19                              ; examples/gemm_scaled.kgen:9
	s_waitcnt vmcnt(2)
	v_mul_f32 v7, v10, v24                              ; examples/gemm_scaled.kgen:9
	s_waitcnt vmcnt(1)
	v_mul_f32 v10, v17, v25                             ; examples/gemm_scaled.kgen:9
	s_waitcnt vmcnt(0)
	v_mul_f32 v17, v18, v26                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v18, v20, v19                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v19, v21, v24                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v20, v22, v25                             ; examples/gemm_scaled.kgen:9
	v_mul_f32 v21, v23, v26                             ; examples/gemm_scaled.kgen:9
	v_bfe_u32 v22, v27, 16, 1                           ; round to bf16
	v_add3_u32 v23, v27, v22, s4
	v_cmp_u_f32 s[18:19], v27, v27
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[18:19]
	v_and_b32 v22, 0xffff0000, v23
	v_bfe_u32 v23, v7, 16, 1                            ; round to bf16
	v_add3_u32 v24, v7, v23, s4
	v_cmp_u_f32 s[18:19], v7, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v7, s[18:19]
	v_and_b32 v7, 0xffff0000, v24
	v_bfe_u32 v23, v10, 16, 1                           ; round to bf16
	v_add3_u32 v24, v10, v23, s4
	v_cmp_u_f32 s[18:19], v10, v10
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v10, s[18:19]
	v_and_b32 v10, 0xffff0000, v24
	v_bfe_u32 v23, v17, 16, 1                           ; round to bf16
	v_add3_u32 v24, v17, v23, s4
	v_cmp_u_f32 s[18:19], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v17, s[18:19]
	v_and_b32 v17, 0xffff0000, v24
	v_bfe_u32 v23, v18, 16, 1                           ; round to bf16
	v_add3_u32 v24, v18, v23, s4
	v_cmp_u_f32 s[18:19], v18, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v18, s[18:19]
	v_and_b32 v18, 0xffff0000, v24
	v_bfe_u32 v23, v19, 16, 1                           ; round to bf16
	v_add3_u32 v24, v19, v23, s4
	v_cmp_u_f32 s[18:19], v19, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v19, s[18:19]
	v_and_b32 v19, 0xffff0000, v24
	v_bfe_u32 v23, v20, 16, 1                           ; round to bf16
	v_add3_u32 v24, v20, v23, s4
	v_cmp_u_f32 s[18:19], v20, v20
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v20, s[18:19]
	v_and_b32 v20, 0xffff0000, v24
	v_bfe_u32 v23, v21, 16, 1                           ; round to bf16
	v_add3_u32 v24, v21, v23, s4
	v_cmp_u_f32 s[18:19], v21, v21
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v21, s[18:19]
	v_and_b32 v21, 0xffff0000, v24
	v_cndmask_b32 v23, 0, v22, s[32:33]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v23
	ds_write_b16 v15, v22 offset:5120                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v7, s[36:37]                  ; absent elements add nothing
	v_lshrrev_b32 v7, 16, v22
	ds_write_b16 v15, v7 offset:5200                    ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v10, s[40:41]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5280                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v17, s[44:45]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5360                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v18, s[14:15]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5152                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v19, s[46:47]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5232                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v20, s[48:49]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5312                   ; B operand of the product: stage
	v_cndmask_b32 v7, 0, v21, s[50:51]                  ; absent elements add nothing
	v_lshrrev_b32 v10, 16, v7
	ds_write_b16 v15, v10 offset:5392                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[18:21], v1 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[22:25], v11                          ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[22:25], v[18:21], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x16
	ds_read_b128 v[18:21], v1 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[22:25], v11 offset:32                ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[22:25], v[18:21], a[0:15] ; examples/gemm_scaled.kgen:9: mfma 32x32x16
	s_add_u32 s10, s10, 32
	s_cmp_lt_u32 s10, s24
	s_cbranch_scc1 .Lgemm_scaled_split_loop3
.Lgemm_scaled_split_loop3_end:
	v_cmp_lt_u32 s[4:5], v9, s23                        ; 'm' element in bounds
	v_cmp_lt_u32 s[6:7], v16, s22                       ; 'n' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_738
	s_nop 4
	v_accvgpr_read_b32 v1, a0                           ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v6, v1, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s17, 1
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v6
	v_add_u32 v2, 1, v9
	v_cmp_lt_u32 s[4:5], v2, s23                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_744
	v_accvgpr_read_b32 v2, a1                           ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s17, 2
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v6
	v_add_u32 v2, 2, v9
	v_cmp_lt_u32 s[4:5], v2, s23                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_750
	v_accvgpr_read_b32 v2, a2                           ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s17, 3
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v6
	v_add_u32 v2, 3, v9
	v_cmp_lt_u32 s[4:5], v2, s23                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_756
	v_accvgpr_read_b32 v2, a3                           ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s17, 8
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v6
	v_add_u32 v2, 8, v9
	v_cmp_lt_u32 s[4:5], v2, s23                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_762
	v_accvgpr_read_b32 v2, a4                           ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s17, 9
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v6
	v_add_u32 v2, 9, v9
	v_cmp_lt_u32 s[4:5], v2, s23                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_768
	v_accvgpr_read_b32 v2, a5                           ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s17, 10
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v6
	v_add_u32 v2, 10, v9
	v_cmp_lt_u32 s[4:5], v2, s23                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_774
	v_accvgpr_read_b32 v2, a6                           ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s17, 11
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v6
	v_add_u32 v2, 11, v9
	v_cmp_lt_u32 s[4:5], v2, s23                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_780
	v_accvgpr_read_b32 v2, a7                           ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s17, 16
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v6
	v_add_u32 v2, 16, v9
	v_cmp_lt_u32 s[4:5], v2, s23                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_786
	v_accvgpr_read_b32 v2, a8                           ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s17, 17
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v6
	v_add_u32 v2, 17, v9
	v_cmp_lt_u32 s[4:5], v2, s23                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_792
	v_accvgpr_read_b32 v2, a9                           ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s17, 18
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v6
	v_add_u32 v2, 18, v9
	v_cmp_lt_u32 s[4:5], v2, s23                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_798
	v_accvgpr_read_b32 v2, a10                          ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s17, 19
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v6
	v_add_u32 v2, 19, v9
	v_cmp_lt_u32 s[4:5], v2, s23                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_804
	v_accvgpr_read_b32 v2, a11                          ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s17, 24
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v6
	v_add_u32 v2, 24, v9
	v_cmp_lt_u32 s[4:5], v2, s23                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_810
	v_accvgpr_read_b32 v2, a12                          ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s17, 25
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v6
	v_add_u32 v2, 25, v9
	v_cmp_lt_u32 s[4:5], v2, s23                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_816
	v_accvgpr_read_b32 v2, a13                          ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s17, 26
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v6
	v_add_u32 v2, 26, v9
	v_cmp_lt_u32 s[4:5], v2, s23                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_822
	v_accvgpr_read_b32 v2, a14                          ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s17, 27
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v6
	v_add_u32 v2, 27, v9
	v_cmp_lt_u32 s[4:5], v2, s23                        ; 'm' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_828
	v_accvgpr_read_b32 v2, a15                          ; examples/gemm_scaled.kgen:7: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[4:5]
.Lgemm_scaled_split_if0_end:
	s_endpgm
.Lfunc_end_gemm_scaled_split:
	.size	gemm_scaled_split, .Lfunc_end_gemm_scaled_split-gemm_scaled_split

; kernel gemm_scaled_split_fold: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel gemm_scaled_split_fold from examples/gemm_scaled.kgen
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
;       7:5 load acc_parts -> L0; 7:5 reduce sum -> L1
;   phase 1 (walking 'part' in chunks of 2): sum over 'part' (7:5)
; resources: 22 VGPRs, 0 AGPRs, 46 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 64 bytes of arguments, 256 threads
;   arg a: tensor bf16 at 0 (read-only)
;   arg w: tensor f32 at 8 (read-only)
;   arg wscale: tensor f32 at 16 (read-only)
;   arg c: tensor f32 at 24
;   arg width: scalar i32 at 32
;   arg acc_parts: tensor f32 at 40 (read-only)
;   arg M: dim i32 at 48
;   arg K: dim i32 at 52
;   arg N: dim i32 at 56
;   arg parts: dim i32 at 60
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	gemm_scaled_split_fold
	.p2align	8
	.type	gemm_scaled_split_fold,@function
gemm_scaled_split_fold:
	s_load_dwordx2 s[4:5], s[0:1], 0x18                 ; argument c
	s_load_dwordx2 s[6:7], s[0:1], 0x28                 ; argument acc_parts
	s_load_dword s8, s[0:1], 0x30                       ; argument M
	s_load_dword s9, s[0:1], 0x38                       ; argument N
	s_load_dword s10, s[0:1], 0x3c                      ; argument parts
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s11, s2                                   ; program index along 'n'
	s_mul_i32 s12, s11, 64                              ; first 'n' of this program's tile (64)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s11, s9, s12
	s_min_u32 s13, s11, 64                              ; 'n' elements in this tile
	s_mov_b32 s11, s3                                   ; program index along 'm'
	s_mul_i32 s14, s11, 16                              ; first 'm' of this program's tile (16)
	s_sub_u32 s11, s8, s14
	s_min_u32 s15, s11, 16                              ; 'm' elements in this tile
	s_and_b32 s11, s9, 3
	s_cmp_eq_u32 s11, 0                                 ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s11, 1, 0
	v_mov_b32 v2, 0                                     ; identity of sum
	v_mov_b32 v3, 0                                     ; identity of sum
	v_mov_b32 v4, 0                                     ; identity of sum
	v_mov_b32 v5, 0                                     ; identity of sum
	v_mov_b32 v6, 0                                     ; identity of sum
	v_mov_b32 v7, 0                                     ; identity of sum
	v_mov_b32 v8, 0                                     ; identity of sum
	v_mov_b32 v9, 0                                     ; identity of sum
	s_cmp_ge_u32 s13, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s16, 1, 0
	s_cmp_ge_u32 s15, 16                                ; a whole chunk of 'm' (16) is in bounds
	s_cselect_b32 s17, 1, 0
	s_and_b32 s18, s16, s17
	s_and_b32 s16, s18, s11
	s_cmp_ge_u32 s10, 2                                 ; at least one whole chunk of 'part'
	s_cselect_b32 s17, 1, 0
	s_sub_u32 s19, s10, 1
	s_cmp_lg_u32 s17, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s20, s19, 0
	s_cmp_lg_u32 s16, 0
	s_cselect_b32 s16, s20, 0
	s_mul_i32 s19, s9, s8                               ; a stride of 'acc_parts'
	v_lshrrev_b32 v10, 4, v1
	v_mul_lo_u32 v11, s9, v10
	v_and_b32 v12, 15, v1
	v_lshlrev_b32 v1, 2, v12
	v_add_u32 v12, v11, v1
	v_lshlrev_b32 v11, 2, v12                           ; thread's byte offset in a chunk of 'acc_parts'
	s_mul_i32 s20, s14, s9
	s_mul_hi_u32 s21, s14, s9
	s_lshl_b64 s[8:9], s[20:21], 2
	s_add_u32 s20, s6, s8                               ; 'acc_parts' at this program
	s_addc_u32 s21, s7, s9
	s_mov_b32 s6, s12
	s_mov_b32 s7, 0
	s_lshl_b64 s[22:23], s[6:7], 2
	s_add_u32 s6, s20, s22                              ; 'acc_parts' at this program
	s_addc_u32 s7, s21, s23
	s_mov_b32 s12, 0                                    ; chunks of 2 along 'part': whole chunks
	s_cmp_ge_u32 s12, s16
	s_cbranch_scc1 .Lgemm_scaled_split_fold_loop0_end
.Lgemm_scaled_split_fold_loop0:
	s_mul_i32 s20, s12, s19
	s_mul_hi_u32 s21, s12, s19
	s_lshl_b64 s[24:25], s[20:21], 2
	s_add_u32 s20, s6, s24                              ; 'acc_parts' at this chunk
	s_addc_u32 s21, s7, s25
	global_load_dwordx4 v[12:15], v11, s[20:21]         ; examples/gemm_scaled.kgen:7: 16-byte load of 'acc_parts'
	s_mul_i32 s14, s19, 1
	s_lshl_b32 s24, s14, 2
	v_add_u32 v16, s24, v11
	global_load_dwordx4 v[18:21], v16, s[20:21]         ; examples/gemm_scaled.kgen:7: 16-byte load of 'acc_parts'
	s_waitcnt vmcnt(1)
	v_add_f32 v2, v2, v12                               ; sum over 'part' (examples/gemm_scaled.kgen:7)
	v_add_f32 v3, v3, v13                               ; sum over 'part' (examples/gemm_scaled.kgen:7)
	v_add_f32 v4, v4, v14                               ; sum over 'part' (examples/gemm_scaled.kgen:7)
	v_add_f32 v5, v5, v15                               ; sum over 'part' (examples/gemm_scaled.kgen:7)
	s_waitcnt vmcnt(0)
	v_add_f32 v6, v6, v18                               ; sum over 'part' (examples/gemm_scaled.kgen:7)
	v_add_f32 v7, v7, v19                               ; sum over 'part' (examples/gemm_scaled.kgen:7)
	v_add_f32 v8, v8, v20                               ; sum over 'part' (examples/gemm_scaled.kgen:7)
	v_add_f32 v9, v9, v21                               ; sum over 'part' (examples/gemm_scaled.kgen:7)
	s_add_u32 s12, s12, 2
	s_cmp_lt_u32 s12, s16
	s_cbranch_scc1 .Lgemm_scaled_split_fold_loop0
.Lgemm_scaled_split_fold_loop0_end:
	s_mov_b32 s14, s12                                  ; chunks of 2 along 'part': the rest, masked
	s_cmp_ge_u32 s14, s10
	s_cbranch_scc1 .Lgemm_scaled_split_fold_loop1_end
.Lgemm_scaled_split_fold_loop1:
	s_sub_u32 s12, s10, s14
	s_mul_i32 s20, s14, s19
	s_mul_hi_u32 s21, s14, s19
	s_lshl_b64 s[24:25], s[20:21], 2
	s_add_u32 s20, s6, s24                              ; 'acc_parts' at this chunk
	s_addc_u32 s21, s7, s25
	s_cmp_lt_u32 0, s12                                 ; 'part' element in bounds
	s_cselect_b32 s16, 1, 0
	v_cmp_lt_u32 s[24:25], v10, s15                     ; 'm' element in bounds
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[28:29], s[26:27], s[24:25]
	v_cmp_lt_u32 s[26:27], v1, s13                      ; 'n' element in bounds
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_76
	global_load_dword v12, v11, s[20:21]                ; examples/gemm_scaled.kgen:7: load of 'acc_parts'
	s_mov_b64 exec, s[32:33]
	v_add_u32 v13, 1, v1
	v_cmp_lt_u32 s[32:33], v13, s13                     ; 'n' element in bounds
	s_and_b64 s[34:35], s[28:29], s[32:33]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_80
	global_load_dword v13, v11, s[20:21] offset:4       ; examples/gemm_scaled.kgen:7: load of 'acc_parts'
	s_mov_b64 exec, s[36:37]
	v_add_u32 v14, 2, v1
	v_cmp_lt_u32 s[36:37], v14, s13                     ; 'n' element in bounds
	s_and_b64 s[38:39], s[28:29], s[36:37]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_84
	global_load_dword v14, v11, s[20:21] offset:8       ; examples/gemm_scaled.kgen:7: load of 'acc_parts'
	s_mov_b64 exec, s[40:41]
	v_add_u32 v15, 3, v1
	v_cmp_lt_u32 s[40:41], v15, s13                     ; 'n' element in bounds
	s_and_b64 s[42:43], s[28:29], s[40:41]
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_88
	global_load_dword v15, v11, s[20:21] offset:12      ; examples/gemm_scaled.kgen:7: load of 'acc_parts'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s16, s19, 1
	s_lshl_b32 s28, s16, 2
	v_add_u32 v16, s28, v11
	s_add_u32 s16, 0, 1
	s_cmp_lt_u32 s16, s12                               ; 'part' element in bounds
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[44:45], s[28:29], s[24:25]
	s_and_b64 s[24:25], s[44:45], s[26:27]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_96
	global_load_dword v17, v16, s[20:21]                ; examples/gemm_scaled.kgen:7: load of 'acc_parts'
	s_mov_b64 exec, s[26:27]
	s_and_b64 s[26:27], s[44:45], s[32:33]
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_98
	global_load_dword v18, v16, s[20:21] offset:4       ; examples/gemm_scaled.kgen:7: load of 'acc_parts'
	s_mov_b64 exec, s[28:29]
	s_and_b64 s[28:29], s[44:45], s[36:37]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_100
	global_load_dword v19, v16, s[20:21] offset:8       ; examples/gemm_scaled.kgen:7: load of 'acc_parts'
	s_mov_b64 exec, s[32:33]
	s_and_b64 s[32:33], s[44:45], s[40:41]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[32:33]               ; lanes where %vpred_102
	global_load_dword v20, v16, s[20:21] offset:12      ; examples/gemm_scaled.kgen:7: load of 'acc_parts'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v16, 0, v12, s[30:31]                 ; absent elements contribute the identity
	v_add_f32 v2, v2, v16                               ; sum over 'part' (examples/gemm_scaled.kgen:7)
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v12, 0, v13, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v3, v3, v12                               ; sum over 'part' (examples/gemm_scaled.kgen:7)
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v12, 0, v14, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v4, v4, v12                               ; sum over 'part' (examples/gemm_scaled.kgen:7)
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v12, 0, v15, s[42:43]                 ; absent elements contribute the identity
	v_add_f32 v5, v5, v12                               ; sum over 'part' (examples/gemm_scaled.kgen:7)
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v12, 0, v17, s[24:25]                 ; absent elements contribute the identity
	v_add_f32 v6, v6, v12                               ; sum over 'part' (examples/gemm_scaled.kgen:7)
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v12, 0, v18, s[26:27]                 ; absent elements contribute the identity
	v_add_f32 v7, v7, v12                               ; sum over 'part' (examples/gemm_scaled.kgen:7)
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v12, 0, v19, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v12                               ; sum over 'part' (examples/gemm_scaled.kgen:7)
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v12, 0, v20, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v12                               ; sum over 'part' (examples/gemm_scaled.kgen:7)
	s_add_u32 s14, s14, 2
	s_cmp_lt_u32 s14, s10
	s_cbranch_scc1 .Lgemm_scaled_split_fold_loop1
.Lgemm_scaled_split_fold_loop1_end:
	v_add_f32 v12, v2, v6                               ; sum over 'part' (examples/gemm_scaled.kgen:7)
	v_add_f32 v2, v3, v7                                ; sum over 'part' (examples/gemm_scaled.kgen:7)
	v_add_f32 v3, v4, v8                                ; sum over 'part' (examples/gemm_scaled.kgen:7)
	v_add_f32 v4, v5, v9                                ; sum over 'part' (examples/gemm_scaled.kgen:7)
	s_and_b32 s6, s18, s17
	s_and_b32 s7, s6, s11
	s_add_u32 s10, s4, s8                               ; 'c' at this program
	s_addc_u32 s11, s5, s9
	s_add_u32 s4, s10, s22                              ; 'c' at this program
	s_addc_u32 s5, s11, s23
	s_cmp_eq_u32 s7, 0                                  ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lgemm_scaled_split_fold_if0_else
	v_mov_b32 v6, v12                                   ; examples/gemm_scaled.kgen:11: 16-byte store to 'c'
	v_mov_b32 v7, v2
	v_mov_b32 v8, v3
	v_mov_b32 v9, v4
	global_store_dwordx4 v11, v[6:9], s[4:5]
	s_branch .Lgemm_scaled_split_fold_if0_end
.Lgemm_scaled_split_fold_if0_else:
	v_cmp_lt_u32 s[6:7], v10, s15                       ; 'm' element in bounds
	v_cmp_lt_u32 s[8:9], v1, s13                        ; 'n' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_122
	global_store_dword v11, v12, s[4:5]                 ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[8:9]
	v_add_u32 v5, 1, v1
	v_cmp_lt_u32 s[8:9], v5, s13                        ; 'n' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_125
	global_store_dword v11, v2, s[4:5] offset:4         ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[8:9]
	v_add_u32 v2, 2, v1
	v_cmp_lt_u32 s[8:9], v2, s13                        ; 'n' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	s_and_saveexec_b64 s[8:9], s[10:11]                 ; lanes where %vpred_128
	global_store_dword v11, v3, s[4:5] offset:8         ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[8:9]
	v_add_u32 v2, 3, v1
	v_cmp_lt_u32 s[8:9], v2, s13                        ; 'n' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_131
	global_store_dword v11, v4, s[4:5] offset:12        ; examples/gemm_scaled.kgen:11: store to 'c'
	s_mov_b64 exec, s[6:7]
.Lgemm_scaled_split_fold_if0_end:
	s_endpgm
.Lfunc_end_gemm_scaled_split_fold:
	.size	gemm_scaled_split_fold, .Lfunc_end_gemm_scaled_split_fold-gemm_scaled_split_fold

	.rodata
	.p2align	6
	.amdhsa_kernel gemm_scaled
		.amdhsa_group_segment_fixed_size 10240
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 54
		.amdhsa_accum_offset 32
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
	.amdhsa_kernel gemm_scaled_split
		.amdhsa_group_segment_fixed_size 10240
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 68
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 48
		.amdhsa_next_free_sgpr 58
		.amdhsa_accum_offset 32
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
	.amdhsa_kernel gemm_scaled_split_fold
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 22
		.amdhsa_next_free_sgpr 46
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
  - .name:           gemm_scaled
    .symbol:         gemm_scaled.kd
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
      - .name:           wscale
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
      - .name:           width
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           M
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           K
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         44
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 10240
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .agpr_count:     16
    .wavefront_size: 64
  - .name:           gemm_scaled_split
    .symbol:         gemm_scaled_split.kd
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
      - .name:           wscale
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
      - .name:           width
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           acc_parts
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           rows
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           M
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           K
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           parts
        .offset:         64
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 10240
    .kernarg_segment_align: 8
    .kernarg_segment_size: 68
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     64
    .sgpr_spill_count: 0
    .vgpr_count:     48
    .vgpr_spill_count: 0
    .agpr_count:     16
    .wavefront_size: 64
  - .name:           gemm_scaled_split_fold
    .symbol:         gemm_scaled_split_fold.kd
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
      - .name:           wscale
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
      - .name:           width
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           acc_parts
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           M
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           K
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           N
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           parts
        .offset:         60
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 64
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     52
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
