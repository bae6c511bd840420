; kgen AMDGCN module for gfx950: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel gemm_bf16: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel gemm_bf16 from examples/gemm_bf16.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 512 threads = 8 x 64-wide waves
;   grid: n, m
;   raster: 'm' in groups of 4 tiles, then the next 'n' (fewest bytes per wave); the 32 programs an L2 serves at once (Instinct MI355X: 256 CUs on 8 dies with an L2 each, which take blocks in turn; kgen gives each die a run of consecutive tiles) reads 4 a + 8 b panels (3072 B per K element; 3072 in the grid's own order at N = 8192, 9216 at N = 8064)
;   chunk: m: 128, n: 128, kk: 32; walked in chunks: none
;   layout: m:128 x n:128: reg[m1 m2 m8 m16 n32] lane[n1 n2 n4 n8 n16 m4] warp[m32 m64 n64]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 32x32x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (0 shuffle and conversion instructions per thread)
;   product 7:16 m x n contracting kk: 4 x 2 warps, each mfma 32x32x16 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [m, n]: m:128 x n:128: reg[m1 m2 m8 m16 n32] lane[n1 n2 n4 n8 n16 m4] warp[m32 m64 n64]
;     L1 [m, kk]: m:128 x kk:32: reg[kk1 kk2 m64] lane[kk4 kk8 kk16 m1 m2 m4] warp[m8 m16 m32]
;     L2 [n, kk]: n:128 x kk:32: reg[n1 n2 kk16] lane[n4 n8 n16 n32 n64 kk1] warp[kk2 kk4 kk8]
;     L3 [n]: n:128: reg[0 0 0 0 n32] lane[n1 n2 n4 n8 n16 0] warp[0 0 n64]
;       5:11 carried -> L0; 7:16 load a -> L1; 7:27 load b -> L2; 7:16 matmul -> L0; 7:9 add -> L0; 6:5 loop_result -> L0
;       9:31 load bias -> L3; 9:25 add -> L0; 9:20 relu -> L0; 9:15 cast -> L0
;   split reduction over 'k' where fewer than 512 programs run (1024 fill the Instinct MI355X): gemm_bf16_split walks parts of 'K', the argument 'rows' rows each (a multiple of 32, at least 128, chosen at launch), into acc_parts: f32[parts, M, N]; gemm_bf16_split_fold folds the parts and stores: two launches, no atomics
; resources: 104 VGPRs (72 ArchVGPRs + 32 AGPRs from accum_offset 72), 50 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 40960 bytes LDS, 44 bytes of arguments, 512 threads
;   arg a: tensor bf16 at 0 (read-only)
;   arg b: tensor bf16 at 8 (read-only)
;   arg bias: tensor f32 at 16 (read-only)
;   arg c: tensor bf16 at 24
;   arg M: dim i32 at 32
;   arg K: dim i32 at 36
;   arg N: dim i32 at 40
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	gemm_bf16
	.p2align	8
	.type	gemm_bf16,@function
gemm_bf16:
	s_mov_b32 s3, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s4, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s5, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument a
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument b
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument bias
	s_load_dwordx2 s[12:13], s[0:1], 0x18               ; argument c
	s_load_dword s14, s[0:1], 0x20                      ; argument M
	s_load_dword s15, s[0:1], 0x24                      ; argument K
	s_load_dword s16, s[0:1], 0x28                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s17, s2                                   ; program index over 'n' x 'm' tiles, grouped
	s_waitcnt lgkmcnt(0)
	s_add_u32 s18, s16, 0x7f
	s_lshr_b32 s19, s18, 7
	s_max_u32 s18, s19, 1                               ; 'n' tiles
	s_add_u32 s19, s14, 0x7f
	s_lshr_b32 s20, s19, 7
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
	s_mul_i32 s17, s19, 0x80                            ; first 'n' of this program's tile (128)
	s_sub_u32 s19, s16, s17
	s_min_u32 s20, s19, 0x80                            ; 'n' elements in this tile
	s_mul_i32 s19, s18, 0x80                            ; first 'm' of this program's tile (128)
	s_sub_u32 s18, s14, s19
	s_min_u32 s14, s18, 0x80                            ; 'm' elements in this tile
	s_and_b32 s18, s15, 3
	s_cmp_eq_u32 s18, 0                                 ; rows start aligned to 4 elements iff K % 4 == 0
	s_cselect_b32 s18, 1, 0
	s_and_b32 s21, s16, 3
	s_cmp_eq_u32 s21, 0                                 ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s21, 1, 0
	s_and_b32 s22, s18, s21
	s_and_b32 s18, s15, 7
	s_cmp_eq_u32 s18, 0                                 ; rows start aligned to 8 elements iff K % 8 == 0
	s_cselect_b32 s18, 1, 0
	s_and_b32 s21, s22, s18
	s_and_b32 s18, s16, 7
	s_cmp_eq_u32 s18, 0                                 ; rows start aligned to 8 elements iff N % 8 == 0
	s_cselect_b32 s18, 1, 0
	s_and_b32 s22, s21, s18
	s_cmp_ge_u32 s20, 0x80                              ; a whole chunk of 'n' (128) is in bounds
	s_cselect_b32 s18, 1, 0
	s_cmp_ge_u32 s14, 0x80                              ; a whole chunk of 'm' (128) is in bounds
	s_cselect_b32 s21, 1, 0
	s_and_b32 s23, s18, s21
	v_and_b32 v2, 31, v1
	v_lshrrev_b32 v3, 6, v1
	v_and_b32 v4, 3, v3
	v_lshlrev_b32 v3, 5, v4
	v_or_b32 v4, v2, v3                                 ; thread's 'r' coordinate
	v_lshrrev_b32 v5, 5, v1
	v_and_b32 v6, 1, v5
	v_lshlrev_b32 v7, 3, v6
	v_mul_lo_u32 v8, 40, v4
	v_add_u32 v4, v8, v7
	v_lshlrev_b32 v8, 1, v4                             ; thread's M-fragment place
	v_lshrrev_b32 v4, 8, v1
	v_lshlrev_b32 v9, 6, v4
	v_or_b32 v4, v2, v9                                 ; thread's 'r' coordinate
	v_mul_lo_u32 v9, 40, v4
	v_add_u32 v10, v9, v7
	v_lshlrev_b32 v7, 1, v10                            ; thread's N-fragment place
	v_lshrrev_b32 v9, 2, v1
	v_and_b32 v10, 3, v1
	v_lshlrev_b32 v11, 3, v10
	v_mul_lo_u32 v10, s15, v9
	v_add_u32 v12, v10, v11
	v_lshlrev_b32 v10, 1, v12                           ; thread's first 16 bytes of a 'a' tile
	v_mul_lo_u32 v12, 40, v9
	v_add_u32 v13, v12, v11
	v_lshlrev_b32 v11, 1, v13                           ; thread's first 16 bytes in st0
	s_mul_i32 s24, s19, s15
	s_mul_hi_u32 s25, s19, s15
	s_lshl_b64 s[26:27], s[24:25], 1
	s_add_u32 s24, s6, s26                              ; 'a' at this program
	s_addc_u32 s25, s7, s27
	v_lshrrev_b32 v12, 4, v1
	v_lshlrev_b32 v13, 1, v12
	v_and_b32 v12, 15, v1
	v_lshlrev_b32 v14, 3, v12
	v_mul_lo_u32 v12, s16, v13
	v_add_u32 v15, v12, v14
	v_lshlrev_b32 v12, 1, v15                           ; thread's first 16 bytes of a 'b' tile
	v_mul_lo_u32 v15, 40, v14
	v_add_u32 v16, v15, v13
	v_lshlrev_b32 v13, 1, v16                           ; thread's first pair in st1
	v_mov_b32 v15, 0x100                                ; threads 0..255 move the 256 units of a small tile
	v_cmp_lt_u32 s[6:7], v1, v15
	s_mov_b32 s26, s17
	s_mov_b32 s27, 0
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s30, s8, s28                              ; 'b' at this program
	s_addc_u32 s31, s9, s29
	v_lshrrev_b32 v15, 3, v1
	v_mul_lo_u32 v16, s15, v15
	v_and_b32 v17, 7, v1
	v_lshlrev_b32 v18, 2, v17
	v_add_u32 v17, v16, v18
	v_lshlrev_b32 v16, 1, v17                           ; thread's byte offset in a chunk of 'a'
	v_mul_lo_u32 v17, 40, v15
	v_add_u32 v19, v17, v18
	v_lshlrev_b32 v17, 1, v19                           ; thread's place in st0
	v_mul_lo_u32 v19, s16, v5
	v_lshlrev_b32 v20, 2, v2
	v_add_u32 v2, v19, v20
	v_lshlrev_b32 v19, 1, v2                            ; thread's byte offset in a chunk of 'b'
	v_mul_lo_u32 v2, 40, v20
	v_add_u32 v21, v2, v5
	v_lshlrev_b32 v2, 1, v21                            ; thread's place in st1
	v_lshlrev_b32 v21, 2, v4                            ; thread's byte offset in a chunk of 'bias'
	s_lshl_b64 s[8:9], s[26:27], 2
	s_add_u32 s26, s10, s8                              ; 'bias' at this program
	s_addc_u32 s27, s11, s9
	v_lshlrev_b32 v22, 2, v6
	v_or_b32 v6, v22, v3                                ; thread's 'm' coordinate
	v_mul_lo_u32 v3, s16, v6
	v_add_u32 v22, v3, v4
	v_lshlrev_b32 v3, 1, v22                            ; thread's byte offset in a chunk of 'c'
	s_mul_i32 s8, s19, s16
	s_mul_hi_u32 s9, s19, s16
	s_lshl_b64 s[10:11], s[8:9], 1
	s_add_u32 s8, s12, s10                              ; 'c' at this program
	s_addc_u32 s9, s13, s11
	s_add_u32 s10, s8, s28                              ; 'c' at this program
	s_addc_u32 s11, s9, s29
	s_cmp_eq_u32 s23, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lgemm_bf16_if0_else
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
	v_accvgpr_write_b32 a16, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a17, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a18, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a19, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a20, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a21, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a22, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a23, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a24, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a25, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a26, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a27, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a28, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a29, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a30, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a31, 0                          ; loop-carried 'acc'
	s_cmp_ge_u32 s15, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s8, 1, 0
	s_sub_u32 s9, s15, 31
	s_cmp_lg_u32 s8, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s8, s9, 0
	s_cmp_eq_u32 s22, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lgemm_bf16_if1_else
	s_add_u32 s9, s8, 31
	s_lshr_b32 s12, s9, 5                               ; steps of 32
	s_mov_b32 s18, 0
	s_mov_b32 s19, 0
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s24, s28                             ; 'a' at this chunk
	s_addc_u32 s19, s25, s29
	s_cmp_lt_u32 0, s8                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s9, 1, 0
	v_cmp_lt_u32 s[28:29], v9, s14
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1126
	global_load_dwordx4 v[22:25], v10, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	ds_write_b128 v11, v[22:25]                         ; 16 bytes into st0
	s_mul_i32 s18, 0, s16
	s_mul_hi_u32 s19, 0, s16
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s30, s28                             ; 'b' at this chunk
	s_addc_u32 s19, s31, s29
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[32:33], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s20
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1132
	global_load_dwordx4 v[26:29], v12, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s9, s16, 2
	v_add_u32 v30, s9, v12
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1132
	global_load_dwordx4 v[32:35], v30, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_perm_b32 v30, v32, v26, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10240                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v32, v26, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10320                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v33, v27, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10400                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v33, v27, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10480                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v34, v28, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10560                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v34, v28, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10640                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v35, v29, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10720                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v35, v29, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10800                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_mov_b32 s18, 32
	s_mov_b32 s19, 0
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s24, s28                             ; 'a' at this chunk
	s_addc_u32 s19, s25, s29
	s_cmp_lt_u32 32, s8                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s9, 1, 0
	v_cmp_lt_u32 s[28:29], v9, s14
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1148
	global_load_dwordx4 v[22:25], v10, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s18, 32, s16
	s_mul_hi_u32 s19, 32, s16
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s30, s28                             ; 'b' at this chunk
	s_addc_u32 s19, s31, s29
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[32:33], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s20
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1154
	global_load_dwordx4 v[26:29], v12, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s9, s16, 2
	v_add_u32 v30, s9, v12
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1154
	global_load_dwordx4 v[32:35], v30, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	v_readfirstlane_b32 s9, v1                          ; group 1 starts one barrier behind: its memory phases run under group 0's MFMA phases
	s_lshr_b32 s13, s9, 8
	s_cmp_eq_u32 s13, 1
	s_cbranch_scc0 .Lgemm_bf16_group0
	s_barrier
.Lgemm_bf16_group0:
	s_and_b32 s9, s12, -2
	s_mov_b32 s13, 0                                    ; for kk in k: steps of 32: whole chunks: ping-pong, two steps per trip
	s_cmp_ge_u32 s13, s9
	s_cbranch_scc1 .Lgemm_bf16_loop0_end
.Lgemm_bf16_loop0:
	s_waitcnt vmcnt(2)
	ds_write_b128 v11, v[22:25] offset:20480            ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v30, v32, v26, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:30720                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v32, v26, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:30800                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v33, v27, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:30880                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v33, v27, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:30960                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v34, v28, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:31040                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v34, v28, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:31120                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v35, v29, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:31200                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v35, v29, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:31280                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_add_u32 s17, s13, 2
	s_mul_i32 s18, s17, 32
	s_mov_b32 s28, s18
	s_mov_b32 s29, 0
	s_lshl_b64 s[32:33], s[28:29], 1
	s_add_u32 s28, s24, s32                             ; 'a' at this chunk
	s_addc_u32 s29, s25, s33
	s_cmp_lt_u32 s18, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_cmp_lt_u32 s[32:33], v9, s14
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[36:37], s[34:35], s[32:33]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[36:37]               ; lanes where %vpred_1197
	global_load_dwordx4 v[22:25], v10, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[32:33]
	s_mul_i32 s28, s18, s16
	s_mul_hi_u32 s29, s18, s16
	s_lshl_b64 s[18:19], s[28:29], 1
	s_add_u32 s28, s30, s18                             ; 'b' at this chunk
	s_addc_u32 s29, s31, s19
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[32:33], s[18:19], s[6:7]
	v_cmp_lt_u32 s[18:19], v14, s20
	s_and_b64 s[34:35], s[32:33], s[18:19]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[34:35]               ; lanes where %vpred_1203
	global_load_dwordx4 v[26:29], v12, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[18:19]
	s_mul_i32 s17, s16, 2
	v_add_u32 v30, s17, v12
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[34:35]               ; lanes where %vpred_1203
	global_load_dwordx4 v[32:35], v30, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[18:19]
	ds_read_b128 v[36:39], v7 offset:10240              ; B fragment 0 of k-step 0
	ds_read_b128 v[40:43], v7 offset:12800              ; B fragment 1 of k-step 0
	ds_read_b128 v[44:47], v8                           ; A fragment 0 of k-step 0
	ds_read_b128 v[48:51], v7 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[52:55], v7 offset:12832              ; B fragment 1 of k-step 1
	ds_read_b128 v[56:59], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[44:47], v[36:39], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[44:47], v[40:43], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[56:59], v[48:51], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[56:59], v[52:55], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s17, s13, 1
	s_waitcnt vmcnt(2)
	ds_write_b128 v11, v[22:25]                         ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v30, v32, v26, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10240                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v32, v26, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10320                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v33, v27, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10400                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v33, v27, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10480                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v34, v28, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10560                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v34, v28, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10640                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v35, v29, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10720                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v35, v29, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10800                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_add_u32 s18, s17, 2
	s_mul_i32 s17, s18, 32
	s_mov_b32 s18, s17
	s_mov_b32 s19, 0
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s24, s28                             ; 'a' at this chunk
	s_addc_u32 s19, s25, s29
	s_cmp_lt_u32 s17, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s21, 1, 0
	v_cmp_lt_u32 s[28:29], v9, s14
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1271
	global_load_dwordx4 v[22:25], v10, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s18, s17, s16
	s_mul_hi_u32 s19, s17, s16
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s30, s28                             ; 'b' at this chunk
	s_addc_u32 s19, s31, s29
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[32:33], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s20
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1277
	global_load_dwordx4 v[26:29], v12, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s17, s16, 2
	v_add_u32 v30, s17, v12
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1277
	global_load_dwordx4 v[32:35], v30, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	ds_read_b128 v[36:39], v7 offset:30720              ; B fragment 0 of k-step 0
	ds_read_b128 v[40:43], v7 offset:33280              ; B fragment 1 of k-step 0
	ds_read_b128 v[44:47], v8 offset:20480              ; A fragment 0 of k-step 0
	ds_read_b128 v[48:51], v7 offset:30752              ; B fragment 0 of k-step 1
	ds_read_b128 v[52:55], v7 offset:33312              ; B fragment 1 of k-step 1
	ds_read_b128 v[56:59], v8 offset:20512              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[44:47], v[36:39], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[44:47], v[40:43], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[56:59], v[48:51], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[56:59], v[52:55], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s13, s13, 2
	s_cmp_lt_u32 s13, s9
	s_cbranch_scc1 .Lgemm_bf16_loop0
.Lgemm_bf16_loop0_end:
	s_and_b32 s9, s12, 1
	s_cmp_lg_u32 s9, 0
	s_cselect_b32 s9, 1, 0
	s_cmp_eq_u32 s9, 0                                  ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgemm_bf16_if2_end
	s_waitcnt vmcnt(2)
	ds_read_b128 v[22:25], v7 offset:10240              ; B fragment 0 of k-step 0
	s_waitcnt vmcnt(1)
	ds_read_b128 v[26:29], v7 offset:12800              ; B fragment 1 of k-step 0
	s_waitcnt vmcnt(0)
	ds_read_b128 v[30:33], v8                           ; A fragment 0 of k-step 0
	ds_read_b128 v[34:37], v7 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[38:41], v7 offset:12832              ; B fragment 1 of k-step 1
	ds_read_b128 v[42:45], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[30:33], v[22:25], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[30:33], v[26:29], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[42:45], v[34:37], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[42:45], v[38:41], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
.Lgemm_bf16_if2_end:
	v_readfirstlane_b32 s9, v1                          ; group 0 catches up: both groups have passed the same number of barriers before the epilogue
	s_lshr_b32 s12, s9, 8
	s_cmp_eq_u32 s12, 0
	s_cbranch_scc0 .Lgemm_bf16_group1
	s_barrier
.Lgemm_bf16_group1:
	s_branch .Lgemm_bf16_if1_end
.Lgemm_bf16_if1_else:
	s_add_u32 s9, s8, 31
	s_lshr_b32 s12, s9, 5                               ; steps of 32
	s_mov_b32 s18, 0
	s_mov_b32 s19, 0
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s24, s28                             ; 'a' at this chunk
	s_addc_u32 s19, s25, s29
	s_cmp_lt_u32 0, s8                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s9, 1, 0
	v_cmp_lt_u32 s[28:29], v9, s14
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1348
	global_load_ushort v22, v10, s[18:19]               ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1348
	global_load_ushort v23, v10, s[18:19] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1348
	global_load_ushort v24, v10, s[18:19] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1348
	global_load_ushort v25, v10, s[18:19] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1348
	global_load_ushort v26, v10, s[18:19] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1348
	global_load_ushort v27, v10, s[18:19] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1348
	global_load_ushort v28, v10, s[18:19] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1348
	global_load_ushort v29, v10, s[18:19] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(6)
	v_perm_b32 v30, v23, v22, s3                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v31, v25, v24, s3                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v32, v27, v26, s3                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v33, v29, v28, s3                        ; elements 6, 7
	v_mov_b32 v34, v30                                  ; 16 bytes into st0
	v_mov_b32 v35, v31
	v_mov_b32 v36, v32
	v_mov_b32 v37, v33
	ds_write_b128 v11, v[34:37]
	s_mul_i32 s18, 0, s16
	s_mul_hi_u32 s19, 0, s16
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s30, s28                             ; 'b' at this chunk
	s_addc_u32 s19, s31, s29
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[32:33], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s20
	s_and_b64 s[34:35], s[32:33], s[28:29]
	s_and_b64 s[32:33], s[34:35], s[28:29]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1359
	global_load_ushort v30, v12, s[18:19]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v31, 1, v14
	v_cmp_lt_u32 s[28:29], v31, s20
	s_and_b64 s[36:37], s[34:35], s[28:29]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_1362
	global_load_ushort v31, v12, s[18:19] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v32, 2, v14
	v_cmp_lt_u32 s[28:29], v32, s20
	s_and_b64 s[38:39], s[34:35], s[28:29]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_1365
	global_load_ushort v32, v12, s[18:19] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v33, 3, v14
	v_cmp_lt_u32 s[28:29], v33, s20
	s_and_b64 s[40:41], s[34:35], s[28:29]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_1368
	global_load_ushort v33, v12, s[18:19] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v34, 4, v14
	v_cmp_lt_u32 s[28:29], v34, s20
	s_and_b64 s[42:43], s[34:35], s[28:29]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1371
	global_load_ushort v34, v12, s[18:19] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v35, 5, v14
	v_cmp_lt_u32 s[28:29], v35, s20
	s_and_b64 s[44:45], s[34:35], s[28:29]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_1374
	global_load_ushort v35, v12, s[18:19] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v36, 6, v14
	v_cmp_lt_u32 s[28:29], v36, s20
	s_and_b64 s[46:47], s[34:35], s[28:29]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1377
	global_load_ushort v36, v12, s[18:19] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v37, 7, v14
	v_cmp_lt_u32 s[28:29], v37, s20
	s_and_b64 s[48:49], s[34:35], s[28:29]
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1380
	global_load_ushort v37, v12, s[18:19] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s9, s16, 2
	v_add_u32 v38, s9, v12
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1359
	global_load_ushort v39, v38, s[18:19]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_1362
	global_load_ushort v40, v38, s[18:19] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_1365
	global_load_ushort v41, v38, s[18:19] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_1368
	global_load_ushort v42, v38, s[18:19] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1371
	global_load_ushort v43, v38, s[18:19] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_1374
	global_load_ushort v44, v38, s[18:19] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1377
	global_load_ushort v45, v38, s[18:19] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1380
	global_load_ushort v46, v38, s[18:19] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(7)
	v_perm_b32 v38, v39, v30, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10240                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v38, v40, v31, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10320                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(5)
	v_perm_b32 v38, v41, v32, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10400                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(4)
	v_perm_b32 v38, v42, v33, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10480                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(3)
	v_perm_b32 v38, v43, v34, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10560                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(2)
	v_perm_b32 v38, v44, v35, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10640                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(1)
	v_perm_b32 v38, v45, v36, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10720                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_perm_b32 v38, v46, v37, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10800                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_mov_b32 s18, 32
	s_mov_b32 s19, 0
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s24, s28                             ; 'a' at this chunk
	s_addc_u32 s19, s25, s29
	s_cmp_lt_u32 32, s8                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s9, 1, 0
	v_cmp_lt_u32 s[28:29], v9, s14
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1396
	global_load_ushort v22, v10, s[18:19]               ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1396
	global_load_ushort v23, v10, s[18:19] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1396
	global_load_ushort v24, v10, s[18:19] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1396
	global_load_ushort v25, v10, s[18:19] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1396
	global_load_ushort v26, v10, s[18:19] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1396
	global_load_ushort v27, v10, s[18:19] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1396
	global_load_ushort v28, v10, s[18:19] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1396
	global_load_ushort v29, v10, s[18:19] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s18, 32, s16
	s_mul_hi_u32 s19, 32, s16
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s30, s28                             ; 'b' at this chunk
	s_addc_u32 s19, s31, s29
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[32:33], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s20
	s_and_b64 s[34:35], s[32:33], s[28:29]
	s_and_b64 s[32:33], s[34:35], s[28:29]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1407
	global_load_ushort v30, v12, s[18:19]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v38, 1, v14
	v_cmp_lt_u32 s[28:29], v38, s20
	s_and_b64 s[36:37], s[34:35], s[28:29]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_1410
	global_load_ushort v31, v12, s[18:19] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v38, 2, v14
	v_cmp_lt_u32 s[28:29], v38, s20
	s_and_b64 s[38:39], s[34:35], s[28:29]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_1413
	global_load_ushort v32, v12, s[18:19] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v38, 3, v14
	v_cmp_lt_u32 s[28:29], v38, s20
	s_and_b64 s[40:41], s[34:35], s[28:29]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_1416
	global_load_ushort v33, v12, s[18:19] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v38, 4, v14
	v_cmp_lt_u32 s[28:29], v38, s20
	s_and_b64 s[42:43], s[34:35], s[28:29]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1419
	global_load_ushort v34, v12, s[18:19] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v38, 5, v14
	v_cmp_lt_u32 s[28:29], v38, s20
	s_and_b64 s[44:45], s[34:35], s[28:29]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_1422
	global_load_ushort v35, v12, s[18:19] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v38, 6, v14
	v_cmp_lt_u32 s[28:29], v38, s20
	s_and_b64 s[46:47], s[34:35], s[28:29]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1425
	global_load_ushort v36, v12, s[18:19] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v38, 7, v14
	v_cmp_lt_u32 s[28:29], v38, s20
	s_and_b64 s[48:49], s[34:35], s[28:29]
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1428
	global_load_ushort v37, v12, s[18:19] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s9, s16, 2
	v_add_u32 v38, s9, v12
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1407
	global_load_ushort v39, v38, s[18:19]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_1410
	global_load_ushort v40, v38, s[18:19] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_1413
	global_load_ushort v41, v38, s[18:19] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_1416
	global_load_ushort v42, v38, s[18:19] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1419
	global_load_ushort v43, v38, s[18:19] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_1422
	global_load_ushort v44, v38, s[18:19] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1425
	global_load_ushort v45, v38, s[18:19] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1428
	global_load_ushort v46, v38, s[18:19] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	v_readfirstlane_b32 s9, v1                          ; group 1 starts one barrier behind: its memory phases run under group 0's MFMA phases
	s_lshr_b32 s13, s9, 8
	s_cmp_eq_u32 s13, 1
	s_cbranch_scc0 .Lgemm_bf16_group2
	s_barrier
.Lgemm_bf16_group2:
	s_and_b32 s9, s12, -2
	s_mov_b32 s13, 0                                    ; for kk in k: steps of 32: whole chunks: ping-pong, two steps per trip
	s_cmp_ge_u32 s13, s9
	s_cbranch_scc1 .Lgemm_bf16_loop1_end
.Lgemm_bf16_loop1:
	s_waitcnt vmcnt(22)
	v_perm_b32 v38, v23, v22, s3                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v47, v25, v24, s3                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v48, v27, v26, s3                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v49, v29, v28, s3                        ; elements 6, 7
	v_mov_b32 v50, v38                                  ; 16 bytes into st0
	v_mov_b32 v51, v47
	v_mov_b32 v52, v48
	v_mov_b32 v53, v49
	ds_write_b128 v11, v[50:53] offset:20480
	s_waitcnt vmcnt(7)
	v_perm_b32 v38, v39, v30, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:30720                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v38, v40, v31, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:30800                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(5)
	v_perm_b32 v38, v41, v32, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:30880                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(4)
	v_perm_b32 v38, v42, v33, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:30960                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(3)
	v_perm_b32 v38, v43, v34, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:31040                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(2)
	v_perm_b32 v38, v44, v35, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:31120                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(1)
	v_perm_b32 v38, v45, v36, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:31200                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_perm_b32 v38, v46, v37, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:31280                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_add_u32 s17, s13, 2
	s_mul_i32 s18, s17, 32
	s_mov_b32 s28, s18
	s_mov_b32 s29, 0
	s_lshl_b64 s[32:33], s[28:29], 1
	s_add_u32 s28, s24, s32                             ; 'a' at this chunk
	s_addc_u32 s29, s25, s33
	s_cmp_lt_u32 s18, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_cmp_lt_u32 s[32:33], v9, s14
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[36:37], s[34:35], s[32:33]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[36:37]               ; lanes where %vpred_1497
	global_load_ushort v22, v10, s[28:29]               ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[36:37]               ; lanes where %vpred_1497
	global_load_ushort v23, v10, s[28:29] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[36:37]               ; lanes where %vpred_1497
	global_load_ushort v24, v10, s[28:29] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[36:37]               ; lanes where %vpred_1497
	global_load_ushort v25, v10, s[28:29] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[36:37]               ; lanes where %vpred_1497
	global_load_ushort v26, v10, s[28:29] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[36:37]               ; lanes where %vpred_1497
	global_load_ushort v27, v10, s[28:29] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[36:37]               ; lanes where %vpred_1497
	global_load_ushort v28, v10, s[28:29] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[36:37]               ; lanes where %vpred_1497
	global_load_ushort v29, v10, s[28:29] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[32:33]
	s_mul_i32 s28, s18, s16
	s_mul_hi_u32 s29, s18, s16
	s_lshl_b64 s[18:19], s[28:29], 1
	s_add_u32 s28, s30, s18                             ; 'b' at this chunk
	s_addc_u32 s29, s31, s19
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[32:33], s[18:19], s[6:7]
	v_cmp_lt_u32 s[18:19], v14, s20
	s_and_b64 s[34:35], s[32:33], s[18:19]
	s_and_b64 s[32:33], s[34:35], s[18:19]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[32:33]               ; lanes where %vpred_1508
	global_load_ushort v30, v12, s[28:29]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v38, 1, v14
	v_cmp_lt_u32 s[18:19], v38, s20
	s_and_b64 s[36:37], s[34:35], s[18:19]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[36:37]               ; lanes where %vpred_1511
	global_load_ushort v31, v12, s[28:29] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v38, 2, v14
	v_cmp_lt_u32 s[18:19], v38, s20
	s_and_b64 s[38:39], s[34:35], s[18:19]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[38:39]               ; lanes where %vpred_1514
	global_load_ushort v32, v12, s[28:29] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v38, 3, v14
	v_cmp_lt_u32 s[18:19], v38, s20
	s_and_b64 s[40:41], s[34:35], s[18:19]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[40:41]               ; lanes where %vpred_1517
	global_load_ushort v33, v12, s[28:29] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v38, 4, v14
	v_cmp_lt_u32 s[18:19], v38, s20
	s_and_b64 s[42:43], s[34:35], s[18:19]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[42:43]               ; lanes where %vpred_1520
	global_load_ushort v34, v12, s[28:29] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v38, 5, v14
	v_cmp_lt_u32 s[18:19], v38, s20
	s_and_b64 s[44:45], s[34:35], s[18:19]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[44:45]               ; lanes where %vpred_1523
	global_load_ushort v35, v12, s[28:29] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v38, 6, v14
	v_cmp_lt_u32 s[18:19], v38, s20
	s_and_b64 s[46:47], s[34:35], s[18:19]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[46:47]               ; lanes where %vpred_1526
	global_load_ushort v36, v12, s[28:29] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v38, 7, v14
	v_cmp_lt_u32 s[18:19], v38, s20
	s_and_b64 s[48:49], s[34:35], s[18:19]
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[48:49]               ; lanes where %vpred_1529
	global_load_ushort v37, v12, s[28:29] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	s_mul_i32 s17, s16, 2
	v_add_u32 v38, s17, v12
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[32:33]               ; lanes where %vpred_1508
	global_load_ushort v39, v38, s[28:29]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[36:37]               ; lanes where %vpred_1511
	global_load_ushort v40, v38, s[28:29] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[38:39]               ; lanes where %vpred_1514
	global_load_ushort v41, v38, s[28:29] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[40:41]               ; lanes where %vpred_1517
	global_load_ushort v42, v38, s[28:29] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[42:43]               ; lanes where %vpred_1520
	global_load_ushort v43, v38, s[28:29] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[44:45]               ; lanes where %vpred_1523
	global_load_ushort v44, v38, s[28:29] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[46:47]               ; lanes where %vpred_1526
	global_load_ushort v45, v38, s[28:29] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[48:49]               ; lanes where %vpred_1529
	global_load_ushort v46, v38, s[28:29] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	ds_read_b128 v[48:51], v7 offset:10240              ; B fragment 0 of k-step 0
	ds_read_b128 v[52:55], v7 offset:12800              ; B fragment 1 of k-step 0
	ds_read_b128 v[56:59], v8                           ; A fragment 0 of k-step 0
	ds_read_b128 v[60:63], v7 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[64:67], v7 offset:12832              ; B fragment 1 of k-step 1
	ds_read_b128 v[68:71], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[56:59], v[48:51], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[56:59], v[52:55], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[68:71], v[60:63], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[68:71], v[64:67], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s17, s13, 1
	s_waitcnt vmcnt(22)
	v_perm_b32 v38, v23, v22, s3                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v47, v25, v24, s3                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v48, v27, v26, s3                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v49, v29, v28, s3                        ; elements 6, 7
	v_mov_b32 v50, v38                                  ; 16 bytes into st0
	v_mov_b32 v51, v47
	v_mov_b32 v52, v48
	v_mov_b32 v53, v49
	ds_write_b128 v11, v[50:53]
	s_waitcnt vmcnt(7)
	v_perm_b32 v38, v39, v30, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10240                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v38, v40, v31, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10320                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(5)
	v_perm_b32 v38, v41, v32, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10400                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(4)
	v_perm_b32 v38, v42, v33, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10480                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(3)
	v_perm_b32 v38, v43, v34, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10560                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(2)
	v_perm_b32 v38, v44, v35, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10640                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(1)
	v_perm_b32 v38, v45, v36, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10720                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_perm_b32 v38, v46, v37, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10800                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_add_u32 s18, s17, 2
	s_mul_i32 s17, s18, 32
	s_mov_b32 s18, s17
	s_mov_b32 s19, 0
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s24, s28                             ; 'a' at this chunk
	s_addc_u32 s19, s25, s29
	s_cmp_lt_u32 s17, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s21, 1, 0
	v_cmp_lt_u32 s[28:29], v9, s14
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1623
	global_load_ushort v22, v10, s[18:19]               ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1623
	global_load_ushort v23, v10, s[18:19] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1623
	global_load_ushort v24, v10, s[18:19] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1623
	global_load_ushort v25, v10, s[18:19] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1623
	global_load_ushort v26, v10, s[18:19] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1623
	global_load_ushort v27, v10, s[18:19] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1623
	global_load_ushort v28, v10, s[18:19] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1623
	global_load_ushort v29, v10, s[18:19] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s18, s17, s16
	s_mul_hi_u32 s19, s17, s16
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s30, s28                             ; 'b' at this chunk
	s_addc_u32 s19, s31, s29
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[32:33], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s20
	s_and_b64 s[34:35], s[32:33], s[28:29]
	s_and_b64 s[32:33], s[34:35], s[28:29]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1634
	global_load_ushort v30, v12, s[18:19]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v38, 1, v14
	v_cmp_lt_u32 s[28:29], v38, s20
	s_and_b64 s[36:37], s[34:35], s[28:29]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_1637
	global_load_ushort v31, v12, s[18:19] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v38, 2, v14
	v_cmp_lt_u32 s[28:29], v38, s20
	s_and_b64 s[38:39], s[34:35], s[28:29]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_1640
	global_load_ushort v32, v12, s[18:19] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v38, 3, v14
	v_cmp_lt_u32 s[28:29], v38, s20
	s_and_b64 s[40:41], s[34:35], s[28:29]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_1643
	global_load_ushort v33, v12, s[18:19] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v38, 4, v14
	v_cmp_lt_u32 s[28:29], v38, s20
	s_and_b64 s[42:43], s[34:35], s[28:29]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1646
	global_load_ushort v34, v12, s[18:19] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v38, 5, v14
	v_cmp_lt_u32 s[28:29], v38, s20
	s_and_b64 s[44:45], s[34:35], s[28:29]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_1649
	global_load_ushort v35, v12, s[18:19] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v38, 6, v14
	v_cmp_lt_u32 s[28:29], v38, s20
	s_and_b64 s[46:47], s[34:35], s[28:29]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1652
	global_load_ushort v36, v12, s[18:19] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v38, 7, v14
	v_cmp_lt_u32 s[28:29], v38, s20
	s_and_b64 s[48:49], s[34:35], s[28:29]
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1655
	global_load_ushort v37, v12, s[18:19] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s17, s16, 2
	v_add_u32 v38, s17, v12
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1634
	global_load_ushort v39, v38, s[18:19]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_1637
	global_load_ushort v40, v38, s[18:19] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_1640
	global_load_ushort v41, v38, s[18:19] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_1643
	global_load_ushort v42, v38, s[18:19] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1646
	global_load_ushort v43, v38, s[18:19] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_1649
	global_load_ushort v44, v38, s[18:19] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1652
	global_load_ushort v45, v38, s[18:19] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1655
	global_load_ushort v46, v38, s[18:19] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	ds_read_b128 v[48:51], v7 offset:30720              ; B fragment 0 of k-step 0
	ds_read_b128 v[52:55], v7 offset:33280              ; B fragment 1 of k-step 0
	ds_read_b128 v[56:59], v8 offset:20480              ; A fragment 0 of k-step 0
	ds_read_b128 v[60:63], v7 offset:30752              ; B fragment 0 of k-step 1
	ds_read_b128 v[64:67], v7 offset:33312              ; B fragment 1 of k-step 1
	ds_read_b128 v[68:71], v8 offset:20512              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[56:59], v[48:51], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[56:59], v[52:55], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[68:71], v[60:63], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[68:71], v[64:67], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s13, s13, 2
	s_cmp_lt_u32 s13, s9
	s_cbranch_scc1 .Lgemm_bf16_loop1
.Lgemm_bf16_loop1_end:
	s_and_b32 s9, s12, 1
	s_cmp_lg_u32 s9, 0
	s_cselect_b32 s9, 1, 0
	s_cmp_eq_u32 s9, 0                                  ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgemm_bf16_if3_end
	s_waitcnt vmcnt(20)
	ds_read_b128 v[22:25], v7 offset:10240              ; B fragment 0 of k-step 0
	s_waitcnt vmcnt(16)
	ds_read_b128 v[26:29], v7 offset:12800              ; B fragment 1 of k-step 0
	s_waitcnt vmcnt(12)
	ds_read_b128 v[30:33], v8                           ; A fragment 0 of k-step 0
	s_waitcnt vmcnt(8)
	ds_read_b128 v[34:37], v7 offset:10272              ; B fragment 0 of k-step 1
	s_waitcnt vmcnt(5)
	ds_read_b128 v[38:41], v7 offset:12832              ; B fragment 1 of k-step 1
	s_waitcnt vmcnt(1)
	ds_read_b128 v[42:45], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[30:33], v[22:25], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[30:33], v[26:29], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[42:45], v[34:37], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[42:45], v[38:41], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
.Lgemm_bf16_if3_end:
	v_readfirstlane_b32 s9, v1                          ; group 0 catches up: both groups have passed the same number of barriers before the epilogue
	s_lshr_b32 s12, s9, 8
	s_cmp_eq_u32 s12, 0
	s_cbranch_scc0 .Lgemm_bf16_group3
	s_barrier
.Lgemm_bf16_group3:
.Lgemm_bf16_if1_end:
	s_add_u32 s9, s8, 31
	s_and_b32 s8, s9, 0xffffffe0                        ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s9, s8                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s9, s15
	s_cbranch_scc1 .Lgemm_bf16_loop2_end
.Lgemm_bf16_loop2:
	s_sub_u32 s8, s15, s9
	s_mov_b32 s12, s9
	s_mov_b32 s13, 0
	s_lshl_b64 s[18:19], s[12:13], 1
	s_add_u32 s12, s24, s18                             ; 'a' at this chunk
	s_addc_u32 s13, s25, s19
	v_cmp_lt_u32 s[18:19], v15, s14                     ; 'm' element in bounds
	v_cmp_lt_u32 s[28:29], v18, s8                      ; 'kk' element in bounds
	s_and_b64 s[32:33], s[18:19], s[28:29]
	s_waitcnt vmcnt(2)
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_313
	global_load_ushort v22, v16, s[12:13]               ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v22
	v_add_u32 v22, 1, v18
	v_cmp_lt_u32 s[32:33], v22, s8                      ; 'kk' element in bounds
	s_and_b64 s[34:35], s[18:19], s[32:33]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_318
	global_load_ushort v22, v16, s[12:13] offset:2      ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v22
	v_add_u32 v22, 2, v18
	v_cmp_lt_u32 s[34:35], v22, s8                      ; 'kk' element in bounds
	s_and_b64 s[36:37], s[18:19], s[34:35]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_323
	global_load_ushort v22, v16, s[12:13] offset:4      ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v22
	v_add_u32 v22, 3, v18
	v_cmp_lt_u32 s[36:37], v22, s8                      ; 'kk' element in bounds
	s_and_b64 s[38:39], s[18:19], s[36:37]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[38:39]               ; lanes where %vpred_328
	global_load_ushort v22, v16, s[12:13] offset:6      ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v22
	s_mul_i32 s17, s15, 64
	s_lshl_b32 s18, s17, 1
	v_add_u32 v22, s18, v16
	v_add_u32 v27, 64, v15
	v_cmp_lt_u32 s[18:19], v27, s14                     ; 'm' element in bounds
	s_and_b64 s[38:39], s[18:19], s[28:29]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_336
	global_load_ushort v27, v22, s[12:13]               ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v27
	s_and_b64 s[28:29], s[18:19], s[32:33]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_339
	global_load_ushort v27, v22, s[12:13] offset:2      ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v27
	s_and_b64 s[28:29], s[18:19], s[34:35]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_342
	global_load_ushort v27, v22, s[12:13] offset:4      ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v27
	s_and_b64 s[28:29], s[18:19], s[36:37]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_345
	global_load_ushort v27, v22, s[12:13] offset:6      ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v27
	v_lshrrev_b32 v27, 16, v23
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v17, v27                               ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v24
	ds_write_b16 v17, v23 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v25
	ds_write_b16 v17, v23 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v26
	ds_write_b16 v17, v23 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v28
	ds_write_b16 v17, v23 offset:5120                   ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v29
	ds_write_b16 v17, v23 offset:5122                   ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v30
	ds_write_b16 v17, v23 offset:5124                   ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v22
	ds_write_b16 v17, v23 offset:5126                   ; A operand of the product: stage
	s_mul_i32 s12, s9, s16
	s_mul_hi_u32 s13, s9, s16
	s_lshl_b64 s[18:19], s[12:13], 1
	s_add_u32 s12, s30, s18                             ; 'b' at this chunk
	s_addc_u32 s13, s31, s19
	v_cmp_lt_u32 s[18:19], v20, s20                     ; 'n' element in bounds
	v_cmp_lt_u32 s[28:29], v5, s8                       ; 'kk' element in bounds
	s_and_b64 s[32:33], s[18:19], s[28:29]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_368
	global_load_ushort v22, v19, s[12:13]               ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v22
	v_add_u32 v22, 1, v20
	v_cmp_lt_u32 s[32:33], v22, s20                     ; 'n' element in bounds
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_373
	global_load_ushort v22, v19, s[12:13] offset:2      ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v22
	v_add_u32 v22, 2, v20
	v_cmp_lt_u32 s[34:35], v22, s20                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[34:35], s[28:29]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_378
	global_load_ushort v22, v19, s[12:13] offset:4      ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v22
	v_add_u32 v22, 3, v20
	v_cmp_lt_u32 s[36:37], v22, s20                     ; 'n' element in bounds
	s_and_b64 s[38:39], s[36:37], s[28:29]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_383
	global_load_ushort v22, v19, s[12:13] offset:6      ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v22
	s_mul_i32 s17, s16, 16
	s_lshl_b32 s21, s17, 1
	v_add_u32 v22, s21, v19
	v_add_u32 v27, 16, v5
	v_cmp_lt_u32 s[28:29], v27, s8                      ; 'kk' element in bounds
	s_and_b64 s[38:39], s[18:19], s[28:29]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[38:39]               ; lanes where %vpred_391
	global_load_ushort v27, v22, s[12:13]               ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v27
	s_and_b64 s[18:19], s[32:33], s[28:29]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[18:19]               ; lanes where %vpred_394
	global_load_ushort v27, v22, s[12:13] offset:2      ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v27
	s_and_b64 s[18:19], s[34:35], s[28:29]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[18:19]               ; lanes where %vpred_397
	global_load_ushort v27, v22, s[12:13] offset:4      ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v27
	s_and_b64 s[18:19], s[36:37], s[28:29]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[18:19]               ; lanes where %vpred_400
	global_load_ushort v27, v22, s[12:13] offset:6      ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v27
	v_lshrrev_b32 v27, 16, v23
	ds_write_b16 v2, v27 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v23, 16, v24
	ds_write_b16 v2, v23 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v23, 16, v25
	ds_write_b16 v2, v23 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v23, 16, v26
	ds_write_b16 v2, v23 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v23, 16, v28
	ds_write_b16 v2, v23 offset:10272                   ; B operand of the product: stage
	v_lshrrev_b32 v23, 16, v29
	ds_write_b16 v2, v23 offset:10352                   ; B operand of the product: stage
	v_lshrrev_b32 v23, 16, v30
	ds_write_b16 v2, v23 offset:10432                   ; B operand of the product: stage
	v_lshrrev_b32 v23, 16, v22
	ds_write_b16 v2, v23 offset:10512                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[22:25], v7 offset:10240              ; B fragment 0 of k-step 0
	ds_read_b128 v[26:29], v7 offset:12800              ; B fragment 1 of k-step 0
	ds_read_b128 v[30:33], v8                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[30:33], v[22:25], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[30:33], v[26:29], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	ds_read_b128 v[22:25], v7 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[26:29], v7 offset:12832              ; B fragment 1 of k-step 1
	ds_read_b128 v[30:33], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[30:33], v[22:25], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[30:33], v[26:29], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_add_u32 s9, s9, 32
	s_cmp_lt_u32 s9, s15
	s_cbranch_scc1 .Lgemm_bf16_loop2
.Lgemm_bf16_loop2_end:
	s_waitcnt vmcnt(2)
	global_load_dword v22, v21, s[26:27]                ; examples/gemm_bf16.kgen:9: load of 'bias'
	global_load_dword v23, v21, s[26:27] offset:128     ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_nop 4
	v_accvgpr_read_b32 v24, a0                          ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(1)
	v_add_f32 v25, v24, v22
	v_accvgpr_read_b32 v24, a1                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v26, v24, v22
	v_accvgpr_read_b32 v24, a2                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v27, v24, v22
	v_accvgpr_read_b32 v24, a3                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v28, v24, v22
	v_accvgpr_read_b32 v24, a4                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v29, v24, v22
	v_accvgpr_read_b32 v24, a5                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v30, v24, v22
	v_accvgpr_read_b32 v24, a6                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v31, v24, v22
	v_accvgpr_read_b32 v24, a7                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v32, v24, v22
	v_accvgpr_read_b32 v24, a8                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v33, v24, v22
	v_accvgpr_read_b32 v24, a9                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v34, v24, v22
	v_accvgpr_read_b32 v24, a10                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v35, v24, v22
	v_accvgpr_read_b32 v24, a11                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v36, v24, v22
	v_accvgpr_read_b32 v24, a12                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v37, v24, v22
	v_accvgpr_read_b32 v24, a13                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v38, v24, v22
	v_accvgpr_read_b32 v24, a14                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v39, v24, v22
	v_accvgpr_read_b32 v24, a15                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v40, v24, v22
	v_accvgpr_read_b32 v22, a16                         ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v24, v22, v23
	v_accvgpr_read_b32 v22, a17                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v41, v22, v23
	v_accvgpr_read_b32 v22, a18                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v42, v22, v23
	v_accvgpr_read_b32 v22, a19                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v43, v22, v23
	v_accvgpr_read_b32 v22, a20                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v44, v22, v23
	v_accvgpr_read_b32 v22, a21                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v45, v22, v23
	v_accvgpr_read_b32 v22, a22                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v46, v22, v23
	v_accvgpr_read_b32 v22, a23                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v47, v22, v23
	v_accvgpr_read_b32 v22, a24                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v48, v22, v23
	v_accvgpr_read_b32 v22, a25                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v49, v22, v23
	v_accvgpr_read_b32 v22, a26                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v50, v22, v23
	v_accvgpr_read_b32 v22, a27                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v51, v22, v23
	v_accvgpr_read_b32 v22, a28                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v52, v22, v23
	v_accvgpr_read_b32 v22, a29                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v53, v22, v23
	v_accvgpr_read_b32 v22, a30                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v54, v22, v23
	v_accvgpr_read_b32 v22, a31                         ; examples/gemm_bf16.kgen:9
	v_add_f32 v55, v22, v23
	v_max_f32 v22, 0, v25                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v25, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v22, v23, s[8:9]
	v_max_f32 v22, 0, v26                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v26, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v22, v23, s[8:9]
	v_max_f32 v22, 0, v27                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v27, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v27, v22, v23, s[8:9]
	v_max_f32 v22, 0, v28                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v28, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v28, v22, v23, s[8:9]
	v_max_f32 v22, 0, v29                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v29, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v29, v22, v23, s[8:9]
	v_max_f32 v22, 0, v30                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v30, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v30, v22, v23, s[8:9]
	v_max_f32 v22, 0, v31                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v31, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v31, v22, v23, s[8:9]
	v_max_f32 v22, 0, v32                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v32, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v22, v23, s[8:9]
	v_max_f32 v22, 0, v33                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v33, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v22, v23, s[8:9]
	v_max_f32 v22, 0, v34                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v34, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v34, v22, v23, s[8:9]
	v_max_f32 v22, 0, v35                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v35, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v35, v22, v23, s[8:9]
	v_max_f32 v22, 0, v36                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v36, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v22, v23, s[8:9]
	v_max_f32 v22, 0, v37                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v37, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v22, v23, s[8:9]
	v_max_f32 v22, 0, v38                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v38, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v22, v23, s[8:9]
	v_max_f32 v22, 0, v39                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v39, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v22, v23, s[8:9]
	v_max_f32 v22, 0, v40                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v40, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v22, v23, s[8:9]
	v_max_f32 v22, 0, v24                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v24, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v22, v23, s[8:9]
	v_max_f32 v22, 0, v41                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v41, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v22, v23, s[8:9]
	v_max_f32 v22, 0, v42                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v42, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v22, v23, s[8:9]
	v_max_f32 v22, 0, v43                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v43, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v43, v22, v23, s[8:9]
	v_max_f32 v22, 0, v44                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v44, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v22, v23, s[8:9]
	v_max_f32 v22, 0, v45                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v45, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v45, v22, v23, s[8:9]
	v_max_f32 v22, 0, v46                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v46, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v46, v22, v23, s[8:9]
	v_max_f32 v22, 0, v47                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v47, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v47, v22, v23, s[8:9]
	v_max_f32 v22, 0, v48                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v48, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v48, v22, v23, s[8:9]
	v_max_f32 v22, 0, v49                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v49, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v22, v23, s[8:9]
	v_max_f32 v22, 0, v50                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v50, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v22, v23, s[8:9]
	v_max_f32 v22, 0, v51                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v51, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v22, v23, s[8:9]
	v_max_f32 v22, 0, v52                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v52, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v22, v23, s[8:9]
	v_max_f32 v22, 0, v53                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v53, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v22, v23, s[8:9]
	v_max_f32 v22, 0, v54                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v54, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v22, v23, s[8:9]
	v_max_f32 v22, 0, v55                               ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[8:9], v55, 0
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v22, v23, s[8:9]
	v_bfe_u32 v22, v25, 16, 1
	v_add3_u32 v23, v25, v22, s5
	v_cmp_u_f32 s[8:9], v25, v25
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[8:9]
	v_lshrrev_b32 v22, 16, v23
	global_store_short v3, v22, s[10:11]                ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mul_i32 s8, s16, 1
	s_lshl_b32 s9, s8, 1
	v_add_u32 v22, s9, v3
	v_bfe_u32 v23, v26, 16, 1
	v_add3_u32 v25, v26, v23, s5
	v_cmp_u_f32 s[8:9], v26, v26
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v23, s[8:9]
	v_lshrrev_b32 v23, 16, v25
	global_store_short v22, v23, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mul_i32 s8, s16, 2
	s_lshl_b32 s9, s8, 1
	v_add_u32 v23, s9, v3
	v_bfe_u32 v25, v27, 16, 1
	v_add3_u32 v26, v27, v25, s5
	v_cmp_u_f32 s[8:9], v27, v27
	v_mov_b32 v25, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v26, v25, s[8:9]
	v_lshrrev_b32 v25, 16, v26
	global_store_short v23, v25, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mul_i32 s8, s16, 3
	s_lshl_b32 s9, s8, 1
	v_add_u32 v25, s9, v3
	v_bfe_u32 v26, v28, 16, 1
	v_add3_u32 v27, v28, v26, s5
	v_cmp_u_f32 s[8:9], v28, v28
	v_mov_b32 v26, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v27, v27, v26, s[8:9]
	v_lshrrev_b32 v26, 16, v27
	global_store_short v25, v26, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mul_i32 s8, s16, 8
	s_lshl_b32 s9, s8, 1
	v_add_u32 v26, s9, v3
	v_bfe_u32 v27, v29, 16, 1
	v_add3_u32 v28, v29, v27, s5
	v_cmp_u_f32 s[8:9], v29, v29
	v_mov_b32 v27, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v28, v28, v27, s[8:9]
	v_lshrrev_b32 v27, 16, v28
	global_store_short v26, v27, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mul_i32 s8, s16, 9
	s_lshl_b32 s9, s8, 1
	v_add_u32 v27, s9, v3
	v_bfe_u32 v28, v30, 16, 1
	v_add3_u32 v29, v30, v28, s5
	v_cmp_u_f32 s[8:9], v30, v30
	v_mov_b32 v28, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v29, v29, v28, s[8:9]
	v_lshrrev_b32 v28, 16, v29
	global_store_short v27, v28, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mul_i32 s8, s16, 10
	s_lshl_b32 s9, s8, 1
	v_add_u32 v28, s9, v3
	v_bfe_u32 v29, v31, 16, 1
	v_add3_u32 v30, v31, v29, s5
	v_cmp_u_f32 s[8:9], v31, v31
	v_mov_b32 v29, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v30, v30, v29, s[8:9]
	v_lshrrev_b32 v29, 16, v30
	global_store_short v28, v29, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mul_i32 s8, s16, 11
	s_lshl_b32 s9, s8, 1
	v_add_u32 v29, s9, v3
	v_bfe_u32 v30, v32, 16, 1
	v_add3_u32 v31, v32, v30, s5
	v_cmp_u_f32 s[8:9], v32, v32
	v_mov_b32 v30, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v31, v31, v30, s[8:9]
	v_lshrrev_b32 v30, 16, v31
	global_store_short v29, v30, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mul_i32 s8, s16, 16
	s_lshl_b32 s9, s8, 1
	v_add_u32 v30, s9, v3
	v_bfe_u32 v31, v33, 16, 1
	v_add3_u32 v32, v33, v31, s5
	v_cmp_u_f32 s[8:9], v33, v33
	v_mov_b32 v31, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v31, s[8:9]
	v_lshrrev_b32 v31, 16, v32
	global_store_short v30, v31, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mul_i32 s8, s16, 17
	s_lshl_b32 s9, s8, 1
	v_add_u32 v31, s9, v3
	v_bfe_u32 v32, v34, 16, 1
	v_add3_u32 v33, v34, v32, s5
	v_cmp_u_f32 s[8:9], v34, v34
	v_mov_b32 v32, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v33, v32, s[8:9]
	v_lshrrev_b32 v32, 16, v33
	global_store_short v31, v32, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mul_i32 s8, s16, 18
	s_lshl_b32 s9, s8, 1
	v_add_u32 v32, s9, v3
	v_bfe_u32 v33, v35, 16, 1
	v_add3_u32 v34, v35, v33, s5
	v_cmp_u_f32 s[8:9], v35, v35
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v34, v34, v33, s[8:9]
	v_lshrrev_b32 v33, 16, v34
	global_store_short v32, v33, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mul_i32 s8, s16, 19
	s_lshl_b32 s9, s8, 1
	v_add_u32 v33, s9, v3
	v_bfe_u32 v34, v36, 16, 1
	v_add3_u32 v35, v36, v34, s5
	v_cmp_u_f32 s[8:9], v36, v36
	v_mov_b32 v34, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v35, v35, v34, s[8:9]
	v_lshrrev_b32 v34, 16, v35
	global_store_short v33, v34, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mul_i32 s8, s16, 24
	s_lshl_b32 s9, s8, 1
	v_add_u32 v34, s9, v3
	v_bfe_u32 v35, v37, 16, 1
	v_add3_u32 v36, v37, v35, s5
	v_cmp_u_f32 s[8:9], v37, v37
	v_mov_b32 v35, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v36, v35, s[8:9]
	v_lshrrev_b32 v35, 16, v36
	global_store_short v34, v35, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mul_i32 s8, s16, 25
	s_lshl_b32 s9, s8, 1
	v_add_u32 v35, s9, v3
	v_bfe_u32 v36, v38, 16, 1
	v_add3_u32 v37, v38, v36, s5
	v_cmp_u_f32 s[8:9], v38, v38
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v37, v36, s[8:9]
	v_lshrrev_b32 v36, 16, v37
	global_store_short v35, v36, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mul_i32 s8, s16, 26
	s_lshl_b32 s9, s8, 1
	v_add_u32 v36, s9, v3
	v_bfe_u32 v37, v39, 16, 1
	v_add3_u32 v38, v39, v37, s5
	v_cmp_u_f32 s[8:9], v39, v39
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v38, v37, s[8:9]
	v_lshrrev_b32 v37, 16, v38
	global_store_short v36, v37, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mul_i32 s8, s16, 27
	s_lshl_b32 s9, s8, 1
	v_add_u32 v37, s9, v3
	v_bfe_u32 v38, v40, 16, 1
	v_add3_u32 v39, v40, v38, s5
	v_cmp_u_f32 s[8:9], v40, v40
	v_mov_b32 v38, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v39, v38, s[8:9]
	v_lshrrev_b32 v38, 16, v39
	global_store_short v37, v38, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	v_bfe_u32 v38, v24, 16, 1
	v_add3_u32 v39, v24, v38, s5
	v_cmp_u_f32 s[8:9], v24, v24
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v39, v24, s[8:9]
	v_lshrrev_b32 v24, 16, v39
	global_store_short v3, v24, s[10:11] offset:64      ; examples/gemm_bf16.kgen:9: store to 'c'
	v_bfe_u32 v24, v41, 16, 1
	v_add3_u32 v38, v41, v24, s5
	v_cmp_u_f32 s[8:9], v41, v41
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v38, v24, s[8:9]
	v_lshrrev_b32 v24, 16, v38
	global_store_short v22, v24, s[10:11] offset:64     ; examples/gemm_bf16.kgen:9: store to 'c'
	v_bfe_u32 v22, v42, 16, 1
	v_add3_u32 v24, v42, v22, s5
	v_cmp_u_f32 s[8:9], v42, v42
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v24, v22, s[8:9]
	v_lshrrev_b32 v22, 16, v24
	global_store_short v23, v22, s[10:11] offset:64     ; examples/gemm_bf16.kgen:9: store to 'c'
	v_bfe_u32 v22, v43, 16, 1
	v_add3_u32 v23, v43, v22, s5
	v_cmp_u_f32 s[8:9], v43, v43
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[8:9]
	v_lshrrev_b32 v22, 16, v23
	global_store_short v25, v22, s[10:11] offset:64     ; examples/gemm_bf16.kgen:9: store to 'c'
	v_bfe_u32 v22, v44, 16, 1
	v_add3_u32 v23, v44, v22, s5
	v_cmp_u_f32 s[8:9], v44, v44
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[8:9]
	v_lshrrev_b32 v22, 16, v23
	global_store_short v26, v22, s[10:11] offset:64     ; examples/gemm_bf16.kgen:9: store to 'c'
	v_bfe_u32 v22, v45, 16, 1
	v_add3_u32 v23, v45, v22, s5
	v_cmp_u_f32 s[8:9], v45, v45
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[8:9]
	v_lshrrev_b32 v22, 16, v23
	global_store_short v27, v22, s[10:11] offset:64     ; examples/gemm_bf16.kgen:9: store to 'c'
	v_bfe_u32 v22, v46, 16, 1
	v_add3_u32 v23, v46, v22, s5
	v_cmp_u_f32 s[8:9], v46, v46
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[8:9]
	v_lshrrev_b32 v22, 16, v23
	global_store_short v28, v22, s[10:11] offset:64     ; examples/gemm_bf16.kgen:9: store to 'c'
	v_bfe_u32 v22, v47, 16, 1
	v_add3_u32 v23, v47, v22, s5
	v_cmp_u_f32 s[8:9], v47, v47
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[8:9]
	v_lshrrev_b32 v22, 16, v23
	global_store_short v29, v22, s[10:11] offset:64     ; examples/gemm_bf16.kgen:9: store to 'c'
	v_bfe_u32 v22, v48, 16, 1
	v_add3_u32 v23, v48, v22, s5
	v_cmp_u_f32 s[8:9], v48, v48
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[8:9]
	v_lshrrev_b32 v22, 16, v23
	global_store_short v30, v22, s[10:11] offset:64     ; examples/gemm_bf16.kgen:9: store to 'c'
	v_bfe_u32 v22, v49, 16, 1
	v_add3_u32 v23, v49, v22, s5
	v_cmp_u_f32 s[8:9], v49, v49
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[8:9]
	v_lshrrev_b32 v22, 16, v23
	global_store_short v31, v22, s[10:11] offset:64     ; examples/gemm_bf16.kgen:9: store to 'c'
	v_bfe_u32 v22, v50, 16, 1
	v_add3_u32 v23, v50, v22, s5
	v_cmp_u_f32 s[8:9], v50, v50
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[8:9]
	v_lshrrev_b32 v22, 16, v23
	global_store_short v32, v22, s[10:11] offset:64     ; examples/gemm_bf16.kgen:9: store to 'c'
	v_bfe_u32 v22, v51, 16, 1
	v_add3_u32 v23, v51, v22, s5
	v_cmp_u_f32 s[8:9], v51, v51
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[8:9]
	v_lshrrev_b32 v22, 16, v23
	global_store_short v33, v22, s[10:11] offset:64     ; examples/gemm_bf16.kgen:9: store to 'c'
	v_bfe_u32 v22, v52, 16, 1
	v_add3_u32 v23, v52, v22, s5
	v_cmp_u_f32 s[8:9], v52, v52
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[8:9]
	v_lshrrev_b32 v22, 16, v23
	global_store_short v34, v22, s[10:11] offset:64     ; examples/gemm_bf16.kgen:9: store to 'c'
	v_bfe_u32 v22, v53, 16, 1
	v_add3_u32 v23, v53, v22, s5
	v_cmp_u_f32 s[8:9], v53, v53
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[8:9]
	v_lshrrev_b32 v22, 16, v23
	global_store_short v35, v22, s[10:11] offset:64     ; examples/gemm_bf16.kgen:9: store to 'c'
	v_bfe_u32 v22, v54, 16, 1
	v_add3_u32 v23, v54, v22, s5
	v_cmp_u_f32 s[8:9], v54, v54
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[8:9]
	v_lshrrev_b32 v22, 16, v23
	global_store_short v36, v22, s[10:11] offset:64     ; examples/gemm_bf16.kgen:9: store to 'c'
	v_bfe_u32 v22, v55, 16, 1
	v_add3_u32 v23, v55, v22, s5
	v_cmp_u_f32 s[8:9], v55, v55
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v23, v22, s[8:9]
	v_lshrrev_b32 v22, 16, v23
	global_store_short v37, v22, s[10:11] offset:64     ; examples/gemm_bf16.kgen:9: store to 'c'
	s_branch .Lgemm_bf16_if0_end
.Lgemm_bf16_if0_else:
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
	v_accvgpr_write_b32 a16, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a17, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a18, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a19, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a20, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a21, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a22, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a23, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a24, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a25, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a26, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a27, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a28, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a29, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a30, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a31, 0                          ; loop-carried 'acc'
	s_cmp_ge_u32 s15, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s8, 1, 0
	s_sub_u32 s9, s15, 31
	s_cmp_lg_u32 s8, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s8, s9, 0
	s_cmp_eq_u32 s22, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lgemm_bf16_if4_else
	s_add_u32 s9, s8, 31
	s_lshr_b32 s12, s9, 5                               ; steps of 32
	s_mov_b32 s18, 0
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s24, s22                             ; 'a' at this chunk
	s_addc_u32 s19, s25, s23
	s_cmp_lt_u32 0, s8                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s9, 1, 0
	v_cmp_lt_u32 s[22:23], v9, s14
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[32:33], s[28:29], s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1726
	global_load_dwordx4 v[22:25], v10, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	ds_write_b128 v11, v[22:25]                         ; 16 bytes into st0
	s_mul_i32 s18, 0, s16
	s_mul_hi_u32 s19, 0, s16
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s30, s22                             ; 'b' at this chunk
	s_addc_u32 s19, s31, s23
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[28:29], s[22:23], s[6:7]
	v_cmp_lt_u32 s[22:23], v14, s20
	s_and_b64 s[32:33], s[28:29], s[22:23]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1732
	global_load_dwordx4 v[26:29], v12, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s9, s16, 2
	v_add_u32 v30, s9, v12
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1732
	global_load_dwordx4 v[32:35], v30, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_perm_b32 v30, v32, v26, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10240                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v32, v26, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10320                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v33, v27, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10400                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v33, v27, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10480                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v34, v28, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10560                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v34, v28, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10640                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v35, v29, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10720                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v35, v29, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10800                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_mov_b32 s18, 32
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s24, s22                             ; 'a' at this chunk
	s_addc_u32 s19, s25, s23
	s_cmp_lt_u32 32, s8                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s9, 1, 0
	v_cmp_lt_u32 s[22:23], v9, s14
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[32:33], s[28:29], s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1748
	global_load_dwordx4 v[22:25], v10, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s18, 32, s16
	s_mul_hi_u32 s19, 32, s16
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s30, s22                             ; 'b' at this chunk
	s_addc_u32 s19, s31, s23
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[28:29], s[22:23], s[6:7]
	v_cmp_lt_u32 s[22:23], v14, s20
	s_and_b64 s[32:33], s[28:29], s[22:23]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1754
	global_load_dwordx4 v[26:29], v12, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s9, s16, 2
	v_add_u32 v30, s9, v12
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1754
	global_load_dwordx4 v[32:35], v30, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	v_readfirstlane_b32 s9, v1                          ; group 1 starts one barrier behind: its memory phases run under group 0's MFMA phases
	s_lshr_b32 s13, s9, 8
	s_cmp_eq_u32 s13, 1
	s_cbranch_scc0 .Lgemm_bf16_group4
	s_barrier
.Lgemm_bf16_group4:
	s_and_b32 s9, s12, -2
	s_mov_b32 s13, 0                                    ; for kk in k: steps of 32: whole chunks: ping-pong, two steps per trip
	s_cmp_ge_u32 s13, s9
	s_cbranch_scc1 .Lgemm_bf16_loop3_end
.Lgemm_bf16_loop3:
	s_waitcnt vmcnt(2)
	ds_write_b128 v11, v[22:25] offset:20480            ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v30, v32, v26, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:30720                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v32, v26, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:30800                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v33, v27, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:30880                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v33, v27, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:30960                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v34, v28, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:31040                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v34, v28, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:31120                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v35, v29, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:31200                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v35, v29, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:31280                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_add_u32 s17, s13, 2
	s_mul_i32 s18, s17, 32
	s_mov_b32 s22, s18
	s_mov_b32 s23, 0
	s_lshl_b64 s[28:29], s[22:23], 1
	s_add_u32 s22, s24, s28                             ; 'a' at this chunk
	s_addc_u32 s23, s25, s29
	s_cmp_lt_u32 s18, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_cmp_lt_u32 s[28:29], v9, s14
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1797
	global_load_dwordx4 v[22:25], v10, s[22:23]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s22, s18, s16
	s_mul_hi_u32 s23, s18, s16
	s_lshl_b64 s[18:19], s[22:23], 1
	s_add_u32 s22, s30, s18                             ; 'b' at this chunk
	s_addc_u32 s23, s31, s19
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[28:29], s[18:19], s[6:7]
	v_cmp_lt_u32 s[18:19], v14, s20
	s_and_b64 s[32:33], s[28:29], s[18:19]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[32:33]               ; lanes where %vpred_1803
	global_load_dwordx4 v[26:29], v12, s[22:23]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[18:19]
	s_mul_i32 s17, s16, 2
	v_add_u32 v30, s17, v12
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[32:33]               ; lanes where %vpred_1803
	global_load_dwordx4 v[32:35], v30, s[22:23]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[18:19]
	ds_read_b128 v[36:39], v7 offset:10240              ; B fragment 0 of k-step 0
	ds_read_b128 v[40:43], v7 offset:12800              ; B fragment 1 of k-step 0
	ds_read_b128 v[44:47], v8                           ; A fragment 0 of k-step 0
	ds_read_b128 v[48:51], v7 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[52:55], v7 offset:12832              ; B fragment 1 of k-step 1
	ds_read_b128 v[56:59], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[44:47], v[36:39], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[44:47], v[40:43], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[56:59], v[48:51], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[56:59], v[52:55], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s17, s13, 1
	s_waitcnt vmcnt(2)
	ds_write_b128 v11, v[22:25]                         ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v30, v32, v26, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10240                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v32, v26, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10320                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v33, v27, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10400                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v33, v27, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10480                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v34, v28, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10560                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v34, v28, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10640                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v35, v29, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10720                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v30, v35, v29, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v30 offset:10800                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_add_u32 s18, s17, 2
	s_mul_i32 s17, s18, 32
	s_mov_b32 s18, s17
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s24, s22                             ; 'a' at this chunk
	s_addc_u32 s19, s25, s23
	s_cmp_lt_u32 s17, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s21, 1, 0
	v_cmp_lt_u32 s[22:23], v9, s14
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[32:33], s[28:29], s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1871
	global_load_dwordx4 v[22:25], v10, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s18, s17, s16
	s_mul_hi_u32 s19, s17, s16
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s30, s22                             ; 'b' at this chunk
	s_addc_u32 s19, s31, s23
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[28:29], s[22:23], s[6:7]
	v_cmp_lt_u32 s[22:23], v14, s20
	s_and_b64 s[32:33], s[28:29], s[22:23]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1877
	global_load_dwordx4 v[26:29], v12, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s17, s16, 2
	v_add_u32 v30, s17, v12
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1877
	global_load_dwordx4 v[32:35], v30, s[18:19]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[22:23]
	ds_read_b128 v[36:39], v7 offset:30720              ; B fragment 0 of k-step 0
	ds_read_b128 v[40:43], v7 offset:33280              ; B fragment 1 of k-step 0
	ds_read_b128 v[44:47], v8 offset:20480              ; A fragment 0 of k-step 0
	ds_read_b128 v[48:51], v7 offset:30752              ; B fragment 0 of k-step 1
	ds_read_b128 v[52:55], v7 offset:33312              ; B fragment 1 of k-step 1
	ds_read_b128 v[56:59], v8 offset:20512              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[44:47], v[36:39], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[44:47], v[40:43], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[56:59], v[48:51], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[56:59], v[52:55], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s13, s13, 2
	s_cmp_lt_u32 s13, s9
	s_cbranch_scc1 .Lgemm_bf16_loop3
.Lgemm_bf16_loop3_end:
	s_and_b32 s4, s12, 1
	s_cmp_lg_u32 s4, 0
	s_cselect_b32 s4, 1, 0
	s_cmp_eq_u32 s4, 0                                  ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgemm_bf16_if5_end
	s_waitcnt vmcnt(2)
	ds_read_b128 v[22:25], v7 offset:10240              ; B fragment 0 of k-step 0
	s_waitcnt vmcnt(1)
	ds_read_b128 v[26:29], v7 offset:12800              ; B fragment 1 of k-step 0
	s_waitcnt vmcnt(0)
	ds_read_b128 v[30:33], v8                           ; A fragment 0 of k-step 0
	ds_read_b128 v[34:37], v7 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[38:41], v7 offset:12832              ; B fragment 1 of k-step 1
	ds_read_b128 v[42:45], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[30:33], v[22:25], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[30:33], v[26:29], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[42:45], v[34:37], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[42:45], v[38:41], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
.Lgemm_bf16_if5_end:
	v_readfirstlane_b32 s4, v1                          ; group 0 catches up: both groups have passed the same number of barriers before the epilogue
	s_lshr_b32 s9, s4, 8
	s_cmp_eq_u32 s9, 0
	s_cbranch_scc0 .Lgemm_bf16_group5
	s_barrier
.Lgemm_bf16_group5:
	s_branch .Lgemm_bf16_if4_end
.Lgemm_bf16_if4_else:
	s_add_u32 s4, s8, 31
	s_lshr_b32 s9, s4, 5                                ; steps of 32
	s_mov_b32 s12, 0
	s_mov_b32 s13, 0
	s_lshl_b64 s[18:19], s[12:13], 1
	s_add_u32 s12, s24, s18                             ; 'a' at this chunk
	s_addc_u32 s13, s25, s19
	s_cmp_lt_u32 0, s8                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s4, 1, 0
	v_cmp_lt_u32 s[18:19], v9, s14
	s_cmp_lg_u32 s4, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[28:29], s[22:23], s[18:19]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_1948
	global_load_ushort v22, v10, s[12:13]               ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_1948
	global_load_ushort v23, v10, s[12:13] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_1948
	global_load_ushort v24, v10, s[12:13] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_1948
	global_load_ushort v25, v10, s[12:13] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_1948
	global_load_ushort v26, v10, s[12:13] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_1948
	global_load_ushort v27, v10, s[12:13] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_1948
	global_load_ushort v28, v10, s[12:13] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_1948
	global_load_ushort v29, v10, s[12:13] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v30, v23, v22, s3                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v31, v25, v24, s3                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v32, v27, v26, s3                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v33, v29, v28, s3                        ; elements 6, 7
	v_mov_b32 v34, v30                                  ; 16 bytes into st0
	v_mov_b32 v35, v31
	v_mov_b32 v36, v32
	v_mov_b32 v37, v33
	ds_write_b128 v11, v[34:37]
	s_mul_i32 s12, 0, s16
	s_mul_hi_u32 s13, 0, s16
	s_lshl_b64 s[18:19], s[12:13], 1
	s_add_u32 s12, s30, s18                             ; 'b' at this chunk
	s_addc_u32 s13, s31, s19
	s_cmp_lg_u32 s4, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[22:23], s[18:19], s[6:7]
	v_cmp_lt_u32 s[18:19], v14, s20
	s_and_b64 s[28:29], s[22:23], s[18:19]
	s_and_b64 s[22:23], s[28:29], s[18:19]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_1959
	global_load_ushort v30, v12, s[12:13]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v31, 1, v14
	v_cmp_lt_u32 s[18:19], v31, s20
	s_and_b64 s[32:33], s[28:29], s[18:19]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[32:33]               ; lanes where %vpred_1962
	global_load_ushort v31, v12, s[12:13] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v32, 2, v14
	v_cmp_lt_u32 s[18:19], v32, s20
	s_and_b64 s[34:35], s[28:29], s[18:19]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[34:35]               ; lanes where %vpred_1965
	global_load_ushort v32, v12, s[12:13] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v33, 3, v14
	v_cmp_lt_u32 s[18:19], v33, s20
	s_and_b64 s[36:37], s[28:29], s[18:19]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[36:37]               ; lanes where %vpred_1968
	global_load_ushort v33, v12, s[12:13] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v34, 4, v14
	v_cmp_lt_u32 s[18:19], v34, s20
	s_and_b64 s[38:39], s[28:29], s[18:19]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[38:39]               ; lanes where %vpred_1971
	global_load_ushort v34, v12, s[12:13] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v35, 5, v14
	v_cmp_lt_u32 s[18:19], v35, s20
	s_and_b64 s[40:41], s[28:29], s[18:19]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[40:41]               ; lanes where %vpred_1974
	global_load_ushort v35, v12, s[12:13] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v36, 6, v14
	v_cmp_lt_u32 s[18:19], v36, s20
	s_and_b64 s[42:43], s[28:29], s[18:19]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[42:43]               ; lanes where %vpred_1977
	global_load_ushort v36, v12, s[12:13] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v37, 7, v14
	v_cmp_lt_u32 s[18:19], v37, s20
	s_and_b64 s[44:45], s[28:29], s[18:19]
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[44:45]               ; lanes where %vpred_1980
	global_load_ushort v37, v12, s[12:13] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	s_mul_i32 s4, s16, 2
	v_add_u32 v38, s4, v12
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_1959
	global_load_ushort v39, v38, s[12:13]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[32:33]               ; lanes where %vpred_1962
	global_load_ushort v40, v38, s[12:13] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[34:35]               ; lanes where %vpred_1965
	global_load_ushort v41, v38, s[12:13] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[36:37]               ; lanes where %vpred_1968
	global_load_ushort v42, v38, s[12:13] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[38:39]               ; lanes where %vpred_1971
	global_load_ushort v43, v38, s[12:13] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[40:41]               ; lanes where %vpred_1974
	global_load_ushort v44, v38, s[12:13] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[42:43]               ; lanes where %vpred_1977
	global_load_ushort v45, v38, s[12:13] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[44:45]               ; lanes where %vpred_1980
	global_load_ushort v46, v38, s[12:13] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(7)
	v_perm_b32 v38, v39, v30, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10240                  ; a K-pair into st1
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(6)
	v_perm_b32 v38, v40, v31, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10320                  ; a K-pair into st1
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(5)
	v_perm_b32 v38, v41, v32, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10400                  ; a K-pair into st1
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(4)
	v_perm_b32 v38, v42, v33, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10480                  ; a K-pair into st1
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(3)
	v_perm_b32 v38, v43, v34, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10560                  ; a K-pair into st1
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(2)
	v_perm_b32 v38, v44, v35, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10640                  ; a K-pair into st1
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(1)
	v_perm_b32 v38, v45, v36, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10720                  ; a K-pair into st1
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_perm_b32 v38, v46, v37, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10800                  ; a K-pair into st1
	s_mov_b64 exec, s[12:13]
	s_mov_b32 s12, 32
	s_mov_b32 s13, 0
	s_lshl_b64 s[18:19], s[12:13], 1
	s_add_u32 s12, s24, s18                             ; 'a' at this chunk
	s_addc_u32 s13, s25, s19
	s_cmp_lt_u32 32, s8                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s4, 1, 0
	v_cmp_lt_u32 s[18:19], v9, s14
	s_cmp_lg_u32 s4, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[28:29], s[22:23], s[18:19]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_1996
	global_load_ushort v22, v10, s[12:13]               ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_1996
	global_load_ushort v23, v10, s[12:13] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_1996
	global_load_ushort v24, v10, s[12:13] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_1996
	global_load_ushort v25, v10, s[12:13] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_1996
	global_load_ushort v26, v10, s[12:13] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_1996
	global_load_ushort v27, v10, s[12:13] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_1996
	global_load_ushort v28, v10, s[12:13] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_1996
	global_load_ushort v29, v10, s[12:13] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	s_mul_i32 s12, 32, s16
	s_mul_hi_u32 s13, 32, s16
	s_lshl_b64 s[18:19], s[12:13], 1
	s_add_u32 s12, s30, s18                             ; 'b' at this chunk
	s_addc_u32 s13, s31, s19
	s_cmp_lg_u32 s4, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[22:23], s[18:19], s[6:7]
	v_cmp_lt_u32 s[18:19], v14, s20
	s_and_b64 s[28:29], s[22:23], s[18:19]
	s_and_b64 s[22:23], s[28:29], s[18:19]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_2007
	global_load_ushort v30, v12, s[12:13]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v38, 1, v14
	v_cmp_lt_u32 s[18:19], v38, s20
	s_and_b64 s[32:33], s[28:29], s[18:19]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[32:33]               ; lanes where %vpred_2010
	global_load_ushort v31, v12, s[12:13] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v38, 2, v14
	v_cmp_lt_u32 s[18:19], v38, s20
	s_and_b64 s[34:35], s[28:29], s[18:19]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[34:35]               ; lanes where %vpred_2013
	global_load_ushort v32, v12, s[12:13] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v38, 3, v14
	v_cmp_lt_u32 s[18:19], v38, s20
	s_and_b64 s[36:37], s[28:29], s[18:19]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[36:37]               ; lanes where %vpred_2016
	global_load_ushort v33, v12, s[12:13] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v38, 4, v14
	v_cmp_lt_u32 s[18:19], v38, s20
	s_and_b64 s[38:39], s[28:29], s[18:19]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[38:39]               ; lanes where %vpred_2019
	global_load_ushort v34, v12, s[12:13] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v38, 5, v14
	v_cmp_lt_u32 s[18:19], v38, s20
	s_and_b64 s[40:41], s[28:29], s[18:19]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[40:41]               ; lanes where %vpred_2022
	global_load_ushort v35, v12, s[12:13] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v38, 6, v14
	v_cmp_lt_u32 s[18:19], v38, s20
	s_and_b64 s[42:43], s[28:29], s[18:19]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[42:43]               ; lanes where %vpred_2025
	global_load_ushort v36, v12, s[12:13] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_add_u32 v38, 7, v14
	v_cmp_lt_u32 s[18:19], v38, s20
	s_and_b64 s[44:45], s[28:29], s[18:19]
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[44:45]               ; lanes where %vpred_2028
	global_load_ushort v37, v12, s[12:13] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	s_mul_i32 s4, s16, 2
	v_add_u32 v38, s4, v12
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_2007
	global_load_ushort v39, v38, s[12:13]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[32:33]               ; lanes where %vpred_2010
	global_load_ushort v40, v38, s[12:13] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[34:35]               ; lanes where %vpred_2013
	global_load_ushort v41, v38, s[12:13] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[36:37]               ; lanes where %vpred_2016
	global_load_ushort v42, v38, s[12:13] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[38:39]               ; lanes where %vpred_2019
	global_load_ushort v43, v38, s[12:13] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[40:41]               ; lanes where %vpred_2022
	global_load_ushort v44, v38, s[12:13] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[42:43]               ; lanes where %vpred_2025
	global_load_ushort v45, v38, s[12:13] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[44:45]               ; lanes where %vpred_2028
	global_load_ushort v46, v38, s[12:13] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	v_readfirstlane_b32 s4, v1                          ; group 1 starts one barrier behind: its memory phases run under group 0's MFMA phases
	s_lshr_b32 s12, s4, 8
	s_cmp_eq_u32 s12, 1
	s_cbranch_scc0 .Lgemm_bf16_group6
	s_barrier
.Lgemm_bf16_group6:
	s_and_b32 s4, s9, -2
	s_mov_b32 s12, 0                                    ; for kk in k: steps of 32: whole chunks: ping-pong, two steps per trip
	s_cmp_ge_u32 s12, s4
	s_cbranch_scc1 .Lgemm_bf16_loop4_end
.Lgemm_bf16_loop4:
	s_waitcnt vmcnt(22)
	v_perm_b32 v38, v23, v22, s3                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v47, v25, v24, s3                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v48, v27, v26, s3                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v49, v29, v28, s3                        ; elements 6, 7
	v_mov_b32 v50, v38                                  ; 16 bytes into st0
	v_mov_b32 v51, v47
	v_mov_b32 v52, v48
	v_mov_b32 v53, v49
	ds_write_b128 v11, v[50:53] offset:20480
	s_waitcnt vmcnt(7)
	v_perm_b32 v38, v39, v30, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:30720                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v38, v40, v31, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:30800                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(5)
	v_perm_b32 v38, v41, v32, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:30880                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(4)
	v_perm_b32 v38, v42, v33, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:30960                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(3)
	v_perm_b32 v38, v43, v34, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:31040                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(2)
	v_perm_b32 v38, v44, v35, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:31120                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(1)
	v_perm_b32 v38, v45, v36, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:31200                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_perm_b32 v38, v46, v37, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:31280                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_add_u32 s13, s12, 2
	s_mul_i32 s17, s13, 32
	s_mov_b32 s18, s17
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s24, s22                             ; 'a' at this chunk
	s_addc_u32 s19, s25, s23
	s_cmp_lt_u32 s17, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s13, 1, 0
	v_cmp_lt_u32 s[22:23], v9, s14
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[32:33], s[28:29], s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_2097
	global_load_ushort v22, v10, s[18:19]               ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_2097
	global_load_ushort v23, v10, s[18:19] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_2097
	global_load_ushort v24, v10, s[18:19] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_2097
	global_load_ushort v25, v10, s[18:19] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_2097
	global_load_ushort v26, v10, s[18:19] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_2097
	global_load_ushort v27, v10, s[18:19] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_2097
	global_load_ushort v28, v10, s[18:19] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_2097
	global_load_ushort v29, v10, s[18:19] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s18, s17, s16
	s_mul_hi_u32 s19, s17, s16
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s30, s22                             ; 'b' at this chunk
	s_addc_u32 s19, s31, s23
	s_cmp_lg_u32 s13, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[28:29], s[22:23], s[6:7]
	v_cmp_lt_u32 s[22:23], v14, s20
	s_and_b64 s[32:33], s[28:29], s[22:23]
	s_and_b64 s[28:29], s[32:33], s[22:23]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2108
	global_load_ushort v30, v12, s[18:19]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v38, 1, v14
	v_cmp_lt_u32 s[22:23], v38, s20
	s_and_b64 s[34:35], s[32:33], s[22:23]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_2111
	global_load_ushort v31, v12, s[18:19] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v38, 2, v14
	v_cmp_lt_u32 s[22:23], v38, s20
	s_and_b64 s[36:37], s[32:33], s[22:23]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_2114
	global_load_ushort v32, v12, s[18:19] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v38, 3, v14
	v_cmp_lt_u32 s[22:23], v38, s20
	s_and_b64 s[38:39], s[32:33], s[22:23]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_2117
	global_load_ushort v33, v12, s[18:19] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v38, 4, v14
	v_cmp_lt_u32 s[22:23], v38, s20
	s_and_b64 s[40:41], s[32:33], s[22:23]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_2120
	global_load_ushort v34, v12, s[18:19] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v38, 5, v14
	v_cmp_lt_u32 s[22:23], v38, s20
	s_and_b64 s[42:43], s[32:33], s[22:23]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_2123
	global_load_ushort v35, v12, s[18:19] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v38, 6, v14
	v_cmp_lt_u32 s[22:23], v38, s20
	s_and_b64 s[44:45], s[32:33], s[22:23]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_2126
	global_load_ushort v36, v12, s[18:19] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v38, 7, v14
	v_cmp_lt_u32 s[22:23], v38, s20
	s_and_b64 s[46:47], s[32:33], s[22:23]
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_2129
	global_load_ushort v37, v12, s[18:19] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s13, s16, 2
	v_add_u32 v38, s13, v12
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2108
	global_load_ushort v39, v38, s[18:19]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_2111
	global_load_ushort v40, v38, s[18:19] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_2114
	global_load_ushort v41, v38, s[18:19] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_2117
	global_load_ushort v42, v38, s[18:19] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_2120
	global_load_ushort v43, v38, s[18:19] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_2123
	global_load_ushort v44, v38, s[18:19] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_2126
	global_load_ushort v45, v38, s[18:19] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_2129
	global_load_ushort v46, v38, s[18:19] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	ds_read_b128 v[48:51], v7 offset:10240              ; B fragment 0 of k-step 0
	ds_read_b128 v[52:55], v7 offset:12800              ; B fragment 1 of k-step 0
	ds_read_b128 v[56:59], v8                           ; A fragment 0 of k-step 0
	ds_read_b128 v[60:63], v7 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[64:67], v7 offset:12832              ; B fragment 1 of k-step 1
	ds_read_b128 v[68:71], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[56:59], v[48:51], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[56:59], v[52:55], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[68:71], v[60:63], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[68:71], v[64:67], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s13, s12, 1
	s_waitcnt vmcnt(22)
	v_perm_b32 v38, v23, v22, s3                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v47, v25, v24, s3                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v48, v27, v26, s3                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v49, v29, v28, s3                        ; elements 6, 7
	v_mov_b32 v50, v38                                  ; 16 bytes into st0
	v_mov_b32 v51, v47
	v_mov_b32 v52, v48
	v_mov_b32 v53, v49
	ds_write_b128 v11, v[50:53]
	s_waitcnt vmcnt(7)
	v_perm_b32 v38, v39, v30, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10240                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v38, v40, v31, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10320                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(5)
	v_perm_b32 v38, v41, v32, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10400                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(4)
	v_perm_b32 v38, v42, v33, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10480                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(3)
	v_perm_b32 v38, v43, v34, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10560                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(2)
	v_perm_b32 v38, v44, v35, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10640                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(1)
	v_perm_b32 v38, v45, v36, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10720                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_perm_b32 v38, v46, v37, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_173
	ds_write_b32 v13, v38 offset:10800                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_add_u32 s17, s13, 2
	s_mul_i32 s13, s17, 32
	s_mov_b32 s18, s13
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s24, s22                             ; 'a' at this chunk
	s_addc_u32 s19, s25, s23
	s_cmp_lt_u32 s13, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_cmp_lt_u32 s[22:23], v9, s14
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[32:33], s[28:29], s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_2223
	global_load_ushort v22, v10, s[18:19]               ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_2223
	global_load_ushort v23, v10, s[18:19] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_2223
	global_load_ushort v24, v10, s[18:19] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_2223
	global_load_ushort v25, v10, s[18:19] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_2223
	global_load_ushort v26, v10, s[18:19] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_2223
	global_load_ushort v27, v10, s[18:19] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_2223
	global_load_ushort v28, v10, s[18:19] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_2223
	global_load_ushort v29, v10, s[18:19] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s18, s13, s16
	s_mul_hi_u32 s19, s13, s16
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s30, s22                             ; 'b' at this chunk
	s_addc_u32 s19, s31, s23
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[28:29], s[22:23], s[6:7]
	v_cmp_lt_u32 s[22:23], v14, s20
	s_and_b64 s[32:33], s[28:29], s[22:23]
	s_and_b64 s[28:29], s[32:33], s[22:23]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2234
	global_load_ushort v30, v12, s[18:19]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v38, 1, v14
	v_cmp_lt_u32 s[22:23], v38, s20
	s_and_b64 s[34:35], s[32:33], s[22:23]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_2237
	global_load_ushort v31, v12, s[18:19] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v38, 2, v14
	v_cmp_lt_u32 s[22:23], v38, s20
	s_and_b64 s[36:37], s[32:33], s[22:23]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_2240
	global_load_ushort v32, v12, s[18:19] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v38, 3, v14
	v_cmp_lt_u32 s[22:23], v38, s20
	s_and_b64 s[38:39], s[32:33], s[22:23]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_2243
	global_load_ushort v33, v12, s[18:19] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v38, 4, v14
	v_cmp_lt_u32 s[22:23], v38, s20
	s_and_b64 s[40:41], s[32:33], s[22:23]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_2246
	global_load_ushort v34, v12, s[18:19] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v38, 5, v14
	v_cmp_lt_u32 s[22:23], v38, s20
	s_and_b64 s[42:43], s[32:33], s[22:23]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_2249
	global_load_ushort v35, v12, s[18:19] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v38, 6, v14
	v_cmp_lt_u32 s[22:23], v38, s20
	s_and_b64 s[44:45], s[32:33], s[22:23]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_2252
	global_load_ushort v36, v12, s[18:19] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v38, 7, v14
	v_cmp_lt_u32 s[22:23], v38, s20
	s_and_b64 s[46:47], s[32:33], s[22:23]
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_2255
	global_load_ushort v37, v12, s[18:19] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s13, s16, 2
	v_add_u32 v38, s13, v12
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[28:29]               ; lanes where %vpred_2234
	global_load_ushort v39, v38, s[18:19]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_2237
	global_load_ushort v40, v38, s[18:19] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_2240
	global_load_ushort v41, v38, s[18:19] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_2243
	global_load_ushort v42, v38, s[18:19] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_2246
	global_load_ushort v43, v38, s[18:19] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_2249
	global_load_ushort v44, v38, s[18:19] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_2252
	global_load_ushort v45, v38, s[18:19] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_2255
	global_load_ushort v46, v38, s[18:19] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	ds_read_b128 v[48:51], v7 offset:30720              ; B fragment 0 of k-step 0
	ds_read_b128 v[52:55], v7 offset:33280              ; B fragment 1 of k-step 0
	ds_read_b128 v[56:59], v8 offset:20480              ; A fragment 0 of k-step 0
	ds_read_b128 v[60:63], v7 offset:30752              ; B fragment 0 of k-step 1
	ds_read_b128 v[64:67], v7 offset:33312              ; B fragment 1 of k-step 1
	ds_read_b128 v[68:71], v8 offset:20512              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[56:59], v[48:51], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[56:59], v[52:55], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[68:71], v[60:63], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[68:71], v[64:67], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s12, s12, 2
	s_cmp_lt_u32 s12, s4
	s_cbranch_scc1 .Lgemm_bf16_loop4
.Lgemm_bf16_loop4_end:
	s_and_b32 s3, s9, 1
	s_cmp_lg_u32 s3, 0
	s_cselect_b32 s3, 1, 0
	s_cmp_eq_u32 s3, 0                                  ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgemm_bf16_if6_end
	ds_read_b128 v[10:13], v7 offset:10240              ; B fragment 0 of k-step 0
	s_waitcnt vmcnt(20)
	ds_read_b128 v[22:25], v7 offset:12800              ; B fragment 1 of k-step 0
	s_waitcnt vmcnt(16)
	ds_read_b128 v[26:29], v8                           ; A fragment 0 of k-step 0
	s_waitcnt vmcnt(12)
	ds_read_b128 v[30:33], v7 offset:10272              ; B fragment 0 of k-step 1
	s_waitcnt vmcnt(8)
	ds_read_b128 v[34:37], v7 offset:12832              ; B fragment 1 of k-step 1
	s_waitcnt vmcnt(5)
	ds_read_b128 v[38:41], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[10:13], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[26:29], v[22:25], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[38:41], v[30:33], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[38:41], v[34:37], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
.Lgemm_bf16_if6_end:
	v_readfirstlane_b32 s3, v1                          ; group 0 catches up: both groups have passed the same number of barriers before the epilogue
	s_lshr_b32 s4, s3, 8
	s_cmp_eq_u32 s4, 0
	s_cbranch_scc0 .Lgemm_bf16_group7
	s_barrier
.Lgemm_bf16_group7:
.Lgemm_bf16_if4_end:
	s_add_u32 s3, s8, 31
	s_and_b32 s4, s3, 0xffffffe0                        ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s3, s4                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s3, s15
	s_cbranch_scc1 .Lgemm_bf16_loop5_end
.Lgemm_bf16_loop5:
	s_sub_u32 s4, s15, s3
	s_mov_b32 s6, s3
	s_mov_b32 s7, 0
	s_lshl_b64 s[8:9], s[6:7], 1
	s_add_u32 s6, s24, s8                               ; 'a' at this chunk
	s_addc_u32 s7, s25, s9
	v_cmp_lt_u32 s[8:9], v15, s14                       ; 'm' element in bounds
	v_cmp_lt_u32 s[12:13], v18, s4                      ; 'kk' element in bounds
	s_and_b64 s[18:19], s[8:9], s[12:13]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_795
	global_load_ushort v1, v16, s[6:7]                  ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v9, 16, v1
	v_add_u32 v1, 1, v18
	v_cmp_lt_u32 s[18:19], v1, s4                       ; 'kk' element in bounds
	s_and_b64 s[22:23], s[8:9], s[18:19]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[22:23]               ; lanes where %vpred_800
	global_load_ushort v1, v16, s[6:7] offset:2         ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v10, 16, v1
	v_add_u32 v1, 2, v18
	v_cmp_lt_u32 s[22:23], v1, s4                       ; 'kk' element in bounds
	s_and_b64 s[28:29], s[8:9], s[22:23]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_805
	global_load_ushort v1, v16, s[6:7] offset:4         ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v11, 16, v1
	v_add_u32 v1, 3, v18
	v_cmp_lt_u32 s[28:29], v1, s4                       ; 'kk' element in bounds
	s_and_b64 s[32:33], s[8:9], s[28:29]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[32:33]                 ; lanes where %vpred_810
	global_load_ushort v1, v16, s[6:7] offset:6         ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v12, 16, v1
	s_mul_i32 s8, s15, 64
	s_lshl_b32 s9, s8, 1
	v_add_u32 v1, s9, v16
	v_add_u32 v13, 64, v15
	v_cmp_lt_u32 s[8:9], v13, s14                       ; 'm' element in bounds
	s_and_b64 s[32:33], s[8:9], s[12:13]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[32:33]               ; lanes where %vpred_818
	global_load_ushort v13, v1, s[6:7]                  ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v13
	s_and_b64 s[12:13], s[8:9], s[18:19]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_821
	global_load_ushort v13, v1, s[6:7] offset:2         ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v13
	s_and_b64 s[12:13], s[8:9], s[22:23]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_824
	global_load_ushort v13, v1, s[6:7] offset:4         ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v13
	s_and_b64 s[12:13], s[8:9], s[28:29]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_827
	global_load_ushort v13, v1, s[6:7] offset:6         ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v1, 16, v13
	v_lshrrev_b32 v13, 16, v9
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v17, v13                               ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v10
	ds_write_b16 v17, v9 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v11
	ds_write_b16 v17, v9 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v12
	ds_write_b16 v17, v9 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v14
	ds_write_b16 v17, v9 offset:5120                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v22
	ds_write_b16 v17, v9 offset:5122                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v23
	ds_write_b16 v17, v9 offset:5124                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v1
	ds_write_b16 v17, v9 offset:5126                    ; A operand of the product: stage
	s_mul_i32 s6, s3, s16
	s_mul_hi_u32 s7, s3, s16
	s_lshl_b64 s[8:9], s[6:7], 1
	s_add_u32 s6, s30, s8                               ; 'b' at this chunk
	s_addc_u32 s7, s31, s9
	v_cmp_lt_u32 s[8:9], v20, s20                       ; 'n' element in bounds
	v_cmp_lt_u32 s[12:13], v5, s4                       ; 'kk' element in bounds
	s_and_b64 s[18:19], s[8:9], s[12:13]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_843
	global_load_ushort v1, v19, s[6:7]                  ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v9, 16, v1
	v_add_u32 v1, 1, v20
	v_cmp_lt_u32 s[18:19], v1, s20                      ; 'n' element in bounds
	s_and_b64 s[22:23], s[18:19], s[12:13]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[22:23]               ; lanes where %vpred_848
	global_load_ushort v1, v19, s[6:7] offset:2         ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v10, 16, v1
	v_add_u32 v1, 2, v20
	v_cmp_lt_u32 s[22:23], v1, s20                      ; 'n' element in bounds
	s_and_b64 s[28:29], s[22:23], s[12:13]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_853
	global_load_ushort v1, v19, s[6:7] offset:4         ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v11, 16, v1
	v_add_u32 v1, 3, v20
	v_cmp_lt_u32 s[28:29], v1, s20                      ; 'n' element in bounds
	s_and_b64 s[32:33], s[28:29], s[12:13]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[12:13], s[32:33]               ; lanes where %vpred_858
	global_load_ushort v1, v19, s[6:7] offset:6         ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v12, 16, v1
	s_mul_i32 s12, s16, 16
	s_lshl_b32 s13, s12, 1
	v_add_u32 v1, s13, v19
	v_add_u32 v13, 16, v5
	v_cmp_lt_u32 s[12:13], v13, s4                      ; 'kk' element in bounds
	s_and_b64 s[32:33], s[8:9], s[12:13]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[8:9], s[32:33]                 ; lanes where %vpred_866
	global_load_ushort v13, v1, s[6:7]                  ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v13
	s_and_b64 s[8:9], s[18:19], s[12:13]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_869
	global_load_ushort v13, v1, s[6:7] offset:2         ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v13
	s_and_b64 s[8:9], s[22:23], s[12:13]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_872
	global_load_ushort v13, v1, s[6:7] offset:4         ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v13
	s_and_b64 s[8:9], s[28:29], s[12:13]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_875
	global_load_ushort v13, v1, s[6:7] offset:6         ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v1, 16, v13
	v_lshrrev_b32 v13, 16, v9
	ds_write_b16 v2, v13 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v9, 16, v10
	ds_write_b16 v2, v9 offset:10320                    ; B operand of the product: stage
	v_lshrrev_b32 v9, 16, v11
	ds_write_b16 v2, v9 offset:10400                    ; B operand of the product: stage
	v_lshrrev_b32 v9, 16, v12
	ds_write_b16 v2, v9 offset:10480                    ; B operand of the product: stage
	v_lshrrev_b32 v9, 16, v14
	ds_write_b16 v2, v9 offset:10272                    ; B operand of the product: stage
	v_lshrrev_b32 v9, 16, v22
	ds_write_b16 v2, v9 offset:10352                    ; B operand of the product: stage
	v_lshrrev_b32 v9, 16, v23
	ds_write_b16 v2, v9 offset:10432                    ; B operand of the product: stage
	v_lshrrev_b32 v9, 16, v1
	ds_write_b16 v2, v9 offset:10512                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[10:13], v7 offset:10240              ; B fragment 0 of k-step 0
	ds_read_b128 v[22:25], v7 offset:12800              ; B fragment 1 of k-step 0
	ds_read_b128 v[26:29], v8                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[10:13], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[26:29], v[22:25], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	ds_read_b128 v[10:13], v7 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[22:25], v7 offset:12832              ; B fragment 1 of k-step 1
	ds_read_b128 v[26:29], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[10:13], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[26:29], v[22:25], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_add_u32 s3, s3, 32
	s_cmp_lt_u32 s3, s15
	s_cbranch_scc1 .Lgemm_bf16_loop5
.Lgemm_bf16_loop5_end:
	v_cmp_lt_u32 s[6:7], v4, s20                        ; 'n' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_910
	global_load_dword v1, v21, s[26:27]                 ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[8:9]
	v_add_u32 v2, 32, v4
	v_cmp_lt_u32 s[8:9], v2, s20                        ; 'n' element in bounds
	v_mov_b32 v2, 0                                     ; absent element
	s_and_saveexec_b64 s[12:13], s[8:9]                 ; lanes where %vpred_913
	global_load_dword v2, v21, s[26:27] offset:128      ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[12:13]
	v_accvgpr_read_b32 v4, a0                           ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(1)
	v_add_f32 v5, v4, v1
	v_accvgpr_read_b32 v4, a1                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v7, v4, v1
	v_accvgpr_read_b32 v4, a2                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v8, v4, v1
	v_accvgpr_read_b32 v4, a3                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v9, v4, v1
	v_accvgpr_read_b32 v4, a4                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v10, v4, v1
	v_accvgpr_read_b32 v4, a5                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v11, v4, v1
	v_accvgpr_read_b32 v4, a6                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v12, v4, v1
	v_accvgpr_read_b32 v4, a7                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v13, v4, v1
	v_accvgpr_read_b32 v4, a8                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v14, v4, v1
	v_accvgpr_read_b32 v4, a9                           ; examples/gemm_bf16.kgen:9
	v_add_f32 v15, v4, v1
	v_accvgpr_read_b32 v4, a10                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v16, v4, v1
	v_accvgpr_read_b32 v4, a11                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v17, v4, v1
	v_accvgpr_read_b32 v4, a12                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v18, v4, v1
	v_accvgpr_read_b32 v4, a13                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v19, v4, v1
	v_accvgpr_read_b32 v4, a14                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v20, v4, v1
	v_accvgpr_read_b32 v4, a15                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v21, v4, v1
	v_accvgpr_read_b32 v1, a16                          ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v4, v1, v2
	v_accvgpr_read_b32 v1, a17                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v22, v1, v2
	v_accvgpr_read_b32 v1, a18                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v23, v1, v2
	v_accvgpr_read_b32 v1, a19                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v24, v1, v2
	v_accvgpr_read_b32 v1, a20                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v25, v1, v2
	v_accvgpr_read_b32 v1, a21                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v26, v1, v2
	v_accvgpr_read_b32 v1, a22                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v27, v1, v2
	v_accvgpr_read_b32 v1, a23                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v28, v1, v2
	v_accvgpr_read_b32 v1, a24                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v29, v1, v2
	v_accvgpr_read_b32 v1, a25                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v30, v1, v2
	v_accvgpr_read_b32 v1, a26                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v31, v1, v2
	v_accvgpr_read_b32 v1, a27                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v32, v1, v2
	v_accvgpr_read_b32 v1, a28                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v33, v1, v2
	v_accvgpr_read_b32 v1, a29                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v34, v1, v2
	v_accvgpr_read_b32 v1, a30                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v35, v1, v2
	v_accvgpr_read_b32 v1, a31                          ; examples/gemm_bf16.kgen:9
	v_add_f32 v36, v1, v2
	v_max_f32 v1, 0, v5                                 ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v5, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v5, v1, v2, s[12:13]
	v_max_f32 v1, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v7, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v1, v2, s[12:13]
	v_max_f32 v1, 0, v8                                 ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v8, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v1, v2, s[12:13]
	v_max_f32 v1, 0, v9                                 ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v9, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v1, v2, s[12:13]
	v_max_f32 v1, 0, v10                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v10, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v1, v2, s[12:13]
	v_max_f32 v1, 0, v11                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v11, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v1, v2, s[12:13]
	v_max_f32 v1, 0, v12                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v12, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v1, v2, s[12:13]
	v_max_f32 v1, 0, v13                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v13, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v1, v2, s[12:13]
	v_max_f32 v1, 0, v14                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v14, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v1, v2, s[12:13]
	v_max_f32 v1, 0, v15                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v15, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v15, v1, v2, s[12:13]
	v_max_f32 v1, 0, v16                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v16, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v16, v1, v2, s[12:13]
	v_max_f32 v1, 0, v17                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v17, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v1, v2, s[12:13]
	v_max_f32 v1, 0, v18                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v18, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v1, v2, s[12:13]
	v_max_f32 v1, 0, v19                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v19, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v2, s[12:13]
	v_max_f32 v1, 0, v20                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v20, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v20, v1, v2, s[12:13]
	v_max_f32 v1, 0, v21                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v21, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v1, v2, s[12:13]
	v_max_f32 v1, 0, v4                                 ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v4, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v1, v2, s[12:13]
	v_max_f32 v1, 0, v22                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v22, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v1, v2, s[12:13]
	v_max_f32 v1, 0, v23                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v23, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v1, v2, s[12:13]
	v_max_f32 v1, 0, v24                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v24, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v24, v1, v2, s[12:13]
	v_max_f32 v1, 0, v25                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v25, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v1, v2, s[12:13]
	v_max_f32 v1, 0, v26                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v26, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v26, v1, v2, s[12:13]
	v_max_f32 v1, 0, v27                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v27, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v27, v1, v2, s[12:13]
	v_max_f32 v1, 0, v28                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v28, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v28, v1, v2, s[12:13]
	v_max_f32 v1, 0, v29                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v29, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v29, v1, v2, s[12:13]
	v_max_f32 v1, 0, v30                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v30, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v30, v1, v2, s[12:13]
	v_max_f32 v1, 0, v31                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v31, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v31, v1, v2, s[12:13]
	v_max_f32 v1, 0, v32                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v32, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v1, v2, s[12:13]
	v_max_f32 v1, 0, v33                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v33, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v1, v2, s[12:13]
	v_max_f32 v1, 0, v34                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v34, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v34, v1, v2, s[12:13]
	v_max_f32 v1, 0, v35                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v35, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v35, v1, v2, s[12:13]
	v_max_f32 v1, 0, v36                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[12:13], v36, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v1, v2, s[12:13]
	v_cmp_lt_u32 s[12:13], v6, s14                      ; 'm' element in bounds
	s_and_b64 s[18:19], s[12:13], s[6:7]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s5
	v_cmp_u_f32 s[20:21], v5, v5
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[20:21]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[20:21], s[18:19]               ; lanes where %vpred_980
	global_store_short v3, v1, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s3, s16, 1
	s_lshl_b32 s4, s3, 1
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 1, v6
	v_cmp_lt_u32 s[18:19], v2, s14                      ; 'm' element in bounds
	s_and_b64 s[20:21], s[18:19], s[6:7]
	v_bfe_u32 v2, v7, 16, 1
	v_add3_u32 v5, v7, v2, s5
	v_cmp_u_f32 s[22:23], v7, v7
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v5, v5, v2, s[22:23]
	v_lshrrev_b32 v2, 16, v5
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_987
	global_store_short v1, v2, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s3, s16, 2
	s_lshl_b32 s4, s3, 1
	v_add_u32 v2, s4, v3
	v_add_u32 v5, 2, v6
	v_cmp_lt_u32 s[20:21], v5, s14                      ; 'm' element in bounds
	s_and_b64 s[22:23], s[20:21], s[6:7]
	v_bfe_u32 v5, v8, 16, 1
	v_add3_u32 v7, v8, v5, s5
	v_cmp_u_f32 s[24:25], v8, v8
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v7, v5, s[24:25]
	v_lshrrev_b32 v5, 16, v7
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_994
	global_store_short v2, v5, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s3, s16, 3
	s_lshl_b32 s4, s3, 1
	v_add_u32 v5, s4, v3
	v_add_u32 v7, 3, v6
	v_cmp_lt_u32 s[22:23], v7, s14                      ; 'm' element in bounds
	s_and_b64 s[24:25], s[22:23], s[6:7]
	v_bfe_u32 v7, v9, 16, 1
	v_add3_u32 v8, v9, v7, s5
	v_cmp_u_f32 s[26:27], v9, v9
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v8, v8, v7, s[26:27]
	v_lshrrev_b32 v7, 16, v8
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1001
	global_store_short v5, v7, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s3, s16, 8
	s_lshl_b32 s4, s3, 1
	v_add_u32 v7, s4, v3
	v_add_u32 v8, 8, v6
	v_cmp_lt_u32 s[24:25], v8, s14                      ; 'm' element in bounds
	s_and_b64 s[26:27], s[24:25], s[6:7]
	v_bfe_u32 v8, v10, 16, 1
	v_add3_u32 v9, v10, v8, s5
	v_cmp_u_f32 s[28:29], v10, v10
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v9, v8, s[28:29]
	v_lshrrev_b32 v8, 16, v9
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1008
	global_store_short v7, v8, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s3, s16, 9
	s_lshl_b32 s4, s3, 1
	v_add_u32 v8, s4, v3
	v_add_u32 v9, 9, v6
	v_cmp_lt_u32 s[26:27], v9, s14                      ; 'm' element in bounds
	s_and_b64 s[28:29], s[26:27], s[6:7]
	v_bfe_u32 v9, v11, 16, 1
	v_add3_u32 v10, v11, v9, s5
	v_cmp_u_f32 s[30:31], v11, v11
	v_mov_b32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v9, s[30:31]
	v_lshrrev_b32 v9, 16, v10
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1015
	global_store_short v8, v9, s[10:11]                 ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s3, s16, 10
	s_lshl_b32 s4, s3, 1
	v_add_u32 v9, s4, v3
	v_add_u32 v10, 10, v6
	v_cmp_lt_u32 s[28:29], v10, s14                     ; 'm' element in bounds
	s_and_b64 s[30:31], s[28:29], s[6:7]
	v_bfe_u32 v10, v12, 16, 1
	v_add3_u32 v11, v12, v10, s5
	v_cmp_u_f32 s[32:33], v12, v12
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v10, s[32:33]
	v_lshrrev_b32 v10, 16, v11
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1022
	global_store_short v9, v10, s[10:11]                ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[32:33]
	s_mul_i32 s3, s16, 11
	s_lshl_b32 s4, s3, 1
	v_add_u32 v10, s4, v3
	v_add_u32 v11, 11, v6
	v_cmp_lt_u32 s[30:31], v11, s14                     ; 'm' element in bounds
	s_and_b64 s[32:33], s[30:31], s[6:7]
	v_bfe_u32 v11, v13, 16, 1
	v_add3_u32 v12, v13, v11, s5
	v_cmp_u_f32 s[34:35], v13, v13
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v11, s[34:35]
	v_lshrrev_b32 v11, 16, v12
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_1029
	global_store_short v10, v11, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[34:35]
	s_mul_i32 s3, s16, 16
	s_lshl_b32 s4, s3, 1
	v_add_u32 v11, s4, v3
	v_add_u32 v12, 16, v6
	v_cmp_lt_u32 s[32:33], v12, s14                     ; 'm' element in bounds
	s_and_b64 s[34:35], s[32:33], s[6:7]
	v_bfe_u32 v12, v14, 16, 1
	v_add3_u32 v13, v14, v12, s5
	v_cmp_u_f32 s[36:37], v14, v14
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v13, v12, s[36:37]
	v_lshrrev_b32 v12, 16, v13
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_1036
	global_store_short v11, v12, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[36:37]
	s_mul_i32 s3, s16, 17
	s_lshl_b32 s4, s3, 1
	v_add_u32 v12, s4, v3
	v_add_u32 v13, 17, v6
	v_cmp_lt_u32 s[34:35], v13, s14                     ; 'm' element in bounds
	s_and_b64 s[36:37], s[34:35], s[6:7]
	v_bfe_u32 v13, v15, 16, 1
	v_add3_u32 v14, v15, v13, s5
	v_cmp_u_f32 s[38:39], v15, v15
	v_mov_b32 v13, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v14, v13, s[38:39]
	v_lshrrev_b32 v13, 16, v14
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1043
	global_store_short v12, v13, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[38:39]
	s_mul_i32 s3, s16, 18
	s_lshl_b32 s4, s3, 1
	v_add_u32 v13, s4, v3
	v_add_u32 v14, 18, v6
	v_cmp_lt_u32 s[36:37], v14, s14                     ; 'm' element in bounds
	s_and_b64 s[38:39], s[36:37], s[6:7]
	v_bfe_u32 v14, v16, 16, 1
	v_add3_u32 v15, v16, v14, s5
	v_cmp_u_f32 s[40:41], v16, v16
	v_mov_b32 v14, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v15, v15, v14, s[40:41]
	v_lshrrev_b32 v14, 16, v15
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_1050
	global_store_short v13, v14, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[40:41]
	s_mul_i32 s3, s16, 19
	s_lshl_b32 s4, s3, 1
	v_add_u32 v14, s4, v3
	v_add_u32 v15, 19, v6
	v_cmp_lt_u32 s[38:39], v15, s14                     ; 'm' element in bounds
	s_and_b64 s[40:41], s[38:39], s[6:7]
	v_bfe_u32 v15, v17, 16, 1
	v_add3_u32 v16, v17, v15, s5
	v_cmp_u_f32 s[42:43], v17, v17
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v16, v16, v15, s[42:43]
	v_lshrrev_b32 v15, 16, v16
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_1057
	global_store_short v14, v15, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[42:43]
	s_mul_i32 s3, s16, 24
	s_lshl_b32 s4, s3, 1
	v_add_u32 v15, s4, v3
	v_add_u32 v16, 24, v6
	v_cmp_lt_u32 s[40:41], v16, s14                     ; 'm' element in bounds
	s_and_b64 s[42:43], s[40:41], s[6:7]
	v_bfe_u32 v16, v18, 16, 1
	v_add3_u32 v17, v18, v16, s5
	v_cmp_u_f32 s[44:45], v18, v18
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v17, v16, s[44:45]
	v_lshrrev_b32 v16, 16, v17
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_1064
	global_store_short v15, v16, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[44:45]
	s_mul_i32 s3, s16, 25
	s_lshl_b32 s4, s3, 1
	v_add_u32 v16, s4, v3
	v_add_u32 v17, 25, v6
	v_cmp_lt_u32 s[42:43], v17, s14                     ; 'm' element in bounds
	s_and_b64 s[44:45], s[42:43], s[6:7]
	v_bfe_u32 v17, v19, 16, 1
	v_add3_u32 v18, v19, v17, s5
	v_cmp_u_f32 s[46:47], v19, v19
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v17, s[46:47]
	v_lshrrev_b32 v17, 16, v18
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_1071
	global_store_short v16, v17, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[46:47]
	s_mul_i32 s3, s16, 26
	s_lshl_b32 s4, s3, 1
	v_add_u32 v17, s4, v3
	v_add_u32 v18, 26, v6
	v_cmp_lt_u32 s[44:45], v18, s14                     ; 'm' element in bounds
	s_and_b64 s[46:47], s[44:45], s[6:7]
	v_bfe_u32 v18, v20, 16, 1
	v_add3_u32 v19, v20, v18, s5
	v_cmp_u_f32 s[48:49], v20, v20
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v19, v18, s[48:49]
	v_lshrrev_b32 v18, 16, v19
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_1078
	global_store_short v17, v18, s[10:11]               ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[48:49]
	s_mul_i32 s3, s16, 27
	s_lshl_b32 s4, s3, 1
	v_add_u32 v18, s4, v3
	v_add_u32 v19, 27, v6
	v_cmp_lt_u32 s[16:17], v19, s14                     ; 'm' element in bounds
	s_and_b64 s[14:15], s[16:17], s[6:7]
	v_bfe_u32 v6, v21, 16, 1
	v_add3_u32 v19, v21, v6, s5
	v_cmp_u_f32 s[6:7], v21, v21
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v19, v6, s[6:7]
	v_lshrrev_b32 v6, 16, v19
	s_and_saveexec_b64 s[6:7], s[14:15]                 ; lanes where %vpred_1085
	global_store_short v18, v6, s[10:11]                ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_and_b64 s[6:7], s[12:13], s[8:9]
	v_bfe_u32 v6, v4, 16, 1
	v_add3_u32 v19, v4, v6, s5
	v_cmp_u_f32 s[12:13], v4, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v19, v4, s[12:13]
	v_lshrrev_b32 v4, 16, v19
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_1087
	global_store_short v3, v4, s[10:11] offset:64       ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[6:7], s[18:19], s[8:9]
	v_bfe_u32 v3, v22, 16, 1
	v_add3_u32 v4, v22, v3, s5
	v_cmp_u_f32 s[12:13], v22, v22
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v3, s[12:13]
	v_lshrrev_b32 v3, 16, v4
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_1089
	global_store_short v1, v3, s[10:11] offset:64       ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[6:7], s[20:21], s[8:9]
	v_bfe_u32 v1, v23, 16, 1
	v_add3_u32 v3, v23, v1, s5
	v_cmp_u_f32 s[12:13], v23, v23
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_1091
	global_store_short v2, v1, s[10:11] offset:64       ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[6:7], s[22:23], s[8:9]
	v_bfe_u32 v1, v24, 16, 1
	v_add3_u32 v2, v24, v1, s5
	v_cmp_u_f32 s[12:13], v24, v24
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_1093
	global_store_short v5, v1, s[10:11] offset:64       ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[6:7], s[24:25], s[8:9]
	v_bfe_u32 v1, v25, 16, 1
	v_add3_u32 v2, v25, v1, s5
	v_cmp_u_f32 s[12:13], v25, v25
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_1095
	global_store_short v7, v1, s[10:11] offset:64       ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[6:7], s[26:27], s[8:9]
	v_bfe_u32 v1, v26, 16, 1
	v_add3_u32 v2, v26, v1, s5
	v_cmp_u_f32 s[12:13], v26, v26
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_1097
	global_store_short v8, v1, s[10:11] offset:64       ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[6:7], s[28:29], s[8:9]
	v_bfe_u32 v1, v27, 16, 1
	v_add3_u32 v2, v27, v1, s5
	v_cmp_u_f32 s[12:13], v27, v27
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_1099
	global_store_short v9, v1, s[10:11] offset:64       ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[6:7], s[30:31], s[8:9]
	v_bfe_u32 v1, v28, 16, 1
	v_add3_u32 v2, v28, v1, s5
	v_cmp_u_f32 s[12:13], v28, v28
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_1101
	global_store_short v10, v1, s[10:11] offset:64      ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[6:7], s[32:33], s[8:9]
	v_bfe_u32 v1, v29, 16, 1
	v_add3_u32 v2, v29, v1, s5
	v_cmp_u_f32 s[12:13], v29, v29
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_1103
	global_store_short v11, v1, s[10:11] offset:64      ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[6:7], s[34:35], s[8:9]
	v_bfe_u32 v1, v30, 16, 1
	v_add3_u32 v2, v30, v1, s5
	v_cmp_u_f32 s[12:13], v30, v30
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_1105
	global_store_short v12, v1, s[10:11] offset:64      ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[6:7], s[36:37], s[8:9]
	v_bfe_u32 v1, v31, 16, 1
	v_add3_u32 v2, v31, v1, s5
	v_cmp_u_f32 s[12:13], v31, v31
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_1107
	global_store_short v13, v1, s[10:11] offset:64      ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[6:7], s[38:39], s[8:9]
	v_bfe_u32 v1, v32, 16, 1
	v_add3_u32 v2, v32, v1, s5
	v_cmp_u_f32 s[12:13], v32, v32
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_1109
	global_store_short v14, v1, s[10:11] offset:64      ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[6:7], s[40:41], s[8:9]
	v_bfe_u32 v1, v33, 16, 1
	v_add3_u32 v2, v33, v1, s5
	v_cmp_u_f32 s[12:13], v33, v33
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_1111
	global_store_short v15, v1, s[10:11] offset:64      ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[6:7], s[42:43], s[8:9]
	v_bfe_u32 v1, v34, 16, 1
	v_add3_u32 v2, v34, v1, s5
	v_cmp_u_f32 s[12:13], v34, v34
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_1113
	global_store_short v16, v1, s[10:11] offset:64      ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[6:7], s[44:45], s[8:9]
	v_bfe_u32 v1, v35, 16, 1
	v_add3_u32 v2, v35, v1, s5
	v_cmp_u_f32 s[12:13], v35, v35
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[12:13]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[12:13], s[6:7]                 ; lanes where %vpred_1115
	global_store_short v17, v1, s[10:11] offset:64      ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[12:13]
	s_and_b64 s[6:7], s[16:17], s[8:9]
	v_bfe_u32 v1, v36, 16, 1
	v_add3_u32 v2, v36, v1, s5
	v_cmp_u_f32 s[4:5], v36, v36
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[4:5]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_1117
	global_store_short v18, v1, s[10:11] offset:64      ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
.Lgemm_bf16_if0_end:
	s_endpgm
.Lfunc_end_gemm_bf16:
	.size	gemm_bf16, .Lfunc_end_gemm_bf16-gemm_bf16

; kernel gemm_bf16_split: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel gemm_bf16_split from examples/gemm_bf16.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 512 threads = 8 x 64-wide waves
;   grid: n, m, part
;   raster: 'm' in groups of 4 tiles, then the next 'n' (fewest bytes per wave); the 32 programs an L2 serves at once (Instinct MI355X: 256 CUs on 8 dies with an L2 each, which take blocks in turn; kgen gives each die a run of consecutive tiles) reads 4 a + 8 b panels (3072 B per K element; 3072 in the grid's own order at N = 8192, 9216 at N = 8064)
;   chunk: part: 1, m: 128, n: 128, kk: 32; walked in chunks: none
;   layout: m:128 x n:128: reg[m1 m2 m8 m16 n32] lane[n1 n2 n4 n8 n16 m4] warp[m32 m64 n64]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 32x32x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (0 shuffle and conversion instructions per thread)
;   product 7:16 m x n contracting kk: 4 x 2 warps, each mfma 32x32x16 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [m, n]: m:128 x n:128: reg[m1 m2 m8 m16 n32] lane[n1 n2 n4 n8 n16 m4] warp[m32 m64 n64]
;     L1 [m, kk]: m:128 x kk:32: reg[kk1 kk2 m64] lane[kk4 kk8 kk16 m1 m2 m4] warp[m8 m16 m32]
;     L2 [n, kk]: n:128 x kk:32: reg[n1 n2 kk16] lane[n4 n8 n16 n32 n64 kk1] warp[kk2 kk4 kk8]
;       5:11 carried -> L0; 7:16 load a -> L1; 7:27 load b -> L2; 7:16 matmul -> L0; 7:9 add -> L0; 6:5 loop_result -> L0
; resources: 104 VGPRs (70 ArchVGPRs + 32 AGPRs from accum_offset 72), 50 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 40960 bytes LDS, 60 bytes of arguments, 512 threads
;   arg a: tensor bf16 at 0 (read-only)
;   arg b: tensor bf16 at 8 (read-only)
;   arg bias: tensor f32 at 16 (read-only)
;   arg c: tensor bf16 at 24 (read-only)
;   arg acc_parts: tensor f32 at 32
;   arg rows: scalar u32 at 40
;   arg M: dim i32 at 44
;   arg K: dim i32 at 48
;   arg N: dim i32 at 52
;   arg parts: dim i32 at 56
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	gemm_bf16_split
	.p2align	8
	.type	gemm_bf16_split,@function
gemm_bf16_split:
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
	s_add_u32 s18, s15, 0x7f
	s_lshr_b32 s19, s18, 7
	s_max_u32 s18, s19, 1                               ; 'n' tiles
	s_add_u32 s19, s13, 0x7f
	s_lshr_b32 s20, s19, 7
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
	s_mul_i32 s17, s19, 0x80                            ; first 'n' of this program's tile (128)
	s_sub_u32 s19, s15, s17
	s_min_u32 s20, s19, 0x80                            ; 'n' elements in this tile
	s_mul_i32 s19, s18, 0x80                            ; first 'm' of this program's tile (128)
	s_sub_u32 s18, s13, s19
	s_min_u32 s21, s18, 0x80                            ; 'm' elements in this tile
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
	s_cmp_ge_u32 s20, 0x80                              ; a whole chunk of 'n' (128) is in bounds
	s_cselect_b32 s12, 1, 0
	s_cmp_ge_u32 s21, 0x80                              ; a whole chunk of 'm' (128) is in bounds
	s_cselect_b32 s23, 1, 0
	s_and_b32 s25, s12, s23
	v_and_b32 v2, 31, v1
	v_lshrrev_b32 v3, 6, v1
	v_and_b32 v4, 3, v3
	v_lshlrev_b32 v3, 5, v4
	v_or_b32 v4, v2, v3                                 ; thread's 'r' coordinate
	v_lshrrev_b32 v5, 5, v1
	v_and_b32 v6, 1, v5
	v_lshlrev_b32 v7, 3, v6
	v_mul_lo_u32 v8, 40, v4
	v_add_u32 v4, v8, v7
	v_lshlrev_b32 v8, 1, v4                             ; thread's M-fragment place
	v_lshrrev_b32 v4, 8, v1
	v_lshlrev_b32 v9, 6, v4
	v_or_b32 v4, v2, v9                                 ; thread's 'r' coordinate
	v_mul_lo_u32 v9, 40, v4
	v_add_u32 v10, v9, v7
	v_lshlrev_b32 v7, 1, v10                            ; thread's N-fragment place
	v_lshrrev_b32 v9, 2, v1
	v_and_b32 v10, 3, v1
	v_lshlrev_b32 v11, 3, v10
	v_mul_lo_u32 v10, s14, v9
	v_add_u32 v12, v10, v11
	v_lshlrev_b32 v10, 1, v12                           ; thread's first 16 bytes of a 'a' tile
	v_mul_lo_u32 v12, 40, v9
	v_add_u32 v13, v12, v11
	v_lshlrev_b32 v11, 1, v13                           ; thread's first 16 bytes in st0
	s_mul_i32 s26, s19, s14
	s_mul_hi_u32 s27, s19, s14
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s26, s6, s28                              ; 'a' at this program
	s_addc_u32 s27, s7, s29
	v_lshrrev_b32 v12, 4, v1
	v_lshlrev_b32 v13, 1, v12
	v_and_b32 v12, 15, v1
	v_lshlrev_b32 v14, 3, v12
	v_mul_lo_u32 v12, s15, v13
	v_add_u32 v15, v12, v14
	v_lshlrev_b32 v12, 1, v15                           ; thread's first 16 bytes of a 'b' tile
	v_mul_lo_u32 v15, 40, v14
	v_add_u32 v16, v15, v13
	v_lshlrev_b32 v13, 1, v16                           ; thread's first pair in st1
	v_mov_b32 v15, 0x100                                ; threads 0..255 move the 256 units of a small tile
	v_cmp_lt_u32 s[6:7], v1, v15
	s_mov_b32 s28, s17
	s_mov_b32 s29, 0
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s32, s8, s30                              ; 'b' at this program
	s_addc_u32 s33, s9, s31
	v_lshrrev_b32 v15, 3, v1
	v_mul_lo_u32 v16, s14, v15
	v_and_b32 v17, 7, v1
	v_lshlrev_b32 v18, 2, v17
	v_add_u32 v17, v16, v18
	v_lshlrev_b32 v16, 1, v17                           ; thread's byte offset in a chunk of 'a'
	v_mul_lo_u32 v17, 40, v15
	v_add_u32 v19, v17, v18
	v_lshlrev_b32 v17, 1, v19                           ; thread's place in st0
	v_mul_lo_u32 v19, s15, v5
	v_lshlrev_b32 v20, 2, v2
	v_add_u32 v2, v19, v20
	v_lshlrev_b32 v19, 1, v2                            ; thread's byte offset in a chunk of 'b'
	v_mul_lo_u32 v2, 40, v20
	v_add_u32 v21, v2, v5
	v_lshlrev_b32 v2, 1, v21                            ; thread's place in st1
	s_mul_i32 s8, s15, s13                              ; a stride of 'acc_parts'
	v_lshlrev_b32 v21, 2, v6
	v_or_b32 v6, v21, v3                                ; thread's 'm' coordinate
	v_mul_lo_u32 v3, s15, v6
	v_add_u32 v21, v3, v4
	v_lshlrev_b32 v3, 2, v21                            ; thread's byte offset in a chunk of 'acc_parts'
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
	s_cbranch_scc1 .Lgemm_bf16_split_if0_else
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
	v_accvgpr_write_b32 a16, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a17, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a18, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a19, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a20, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a21, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a22, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a23, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a24, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a25, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a26, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a27, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a28, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a29, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a30, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a31, 0                          ; loop-carried 'acc'
	s_cmp_ge_u32 s22, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s8, 1, 0
	s_sub_u32 s9, s22, 31
	s_cmp_lg_u32 s8, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s8, s9, 0
	s_cmp_eq_u32 s24, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lgemm_bf16_split_if1_else
	s_add_u32 s9, s8, 31
	s_lshr_b32 s10, s9, 5                               ; steps of 32
	s_add_u32 s9, s18, 0
	s_mov_b32 s16, s9
	s_mov_b32 s17, 0
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s17, s27, s29
	s_cmp_lt_u32 0, s8                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[28:29], v9, s21
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[34:35], s[30:31], s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_951
	global_load_dwordx4 v[22:25], v10, s[16:17]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	ds_write_b128 v11, v[22:25]                         ; 16 bytes into st0
	s_mul_i32 s16, s9, s15
	s_mul_hi_u32 s17, s9, s15
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s32, s28                             ; 'b' at this chunk
	s_addc_u32 s17, s33, s29
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s20
	s_and_b64 s[34:35], s[30:31], s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_957
	global_load_dwordx4 v[26:29], v12, s[16:17]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s9, s15, 2
	v_add_u32 v21, s9, v12
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_957
	global_load_dwordx4 v[30:33], v21, s[16:17]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v30, v26, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10240                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v30, v26, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10320                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v31, v27, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10400                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v31, v27, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10480                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v32, v28, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10560                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v32, v28, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10640                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v33, v29, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10720                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v33, v29, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10800                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_add_u32 s9, s18, 32
	s_mov_b32 s16, s9
	s_mov_b32 s17, 0
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s17, s27, s29
	s_cmp_lt_u32 32, s8                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[28:29], v9, s21
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[34:35], s[30:31], s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_974
	global_load_dwordx4 v[22:25], v10, s[16:17]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s16, s9, s15
	s_mul_hi_u32 s17, s9, s15
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s32, s28                             ; 'b' at this chunk
	s_addc_u32 s17, s33, s29
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s20
	s_and_b64 s[34:35], s[30:31], s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_980
	global_load_dwordx4 v[26:29], v12, s[16:17]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s9, s15, 2
	v_add_u32 v21, s9, v12
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_980
	global_load_dwordx4 v[30:33], v21, s[16:17]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	v_readfirstlane_b32 s9, v1                          ; group 1 starts one barrier behind: its memory phases run under group 0's MFMA phases
	s_lshr_b32 s11, s9, 8
	s_cmp_eq_u32 s11, 1
	s_cbranch_scc0 .Lgemm_bf16_split_group0
	s_barrier
.Lgemm_bf16_split_group0:
	s_and_b32 s9, s10, -2
	s_mov_b32 s11, 0                                    ; for kk in k: steps of 32: whole chunks: ping-pong, two steps per trip
	s_cmp_ge_u32 s11, s9
	s_cbranch_scc1 .Lgemm_bf16_split_loop0_end
.Lgemm_bf16_split_loop0:
	s_waitcnt vmcnt(2)
	ds_write_b128 v11, v[22:25] offset:20480            ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v30, v26, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:30720                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v30, v26, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:30800                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v31, v27, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:30880                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v31, v27, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:30960                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v32, v28, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:31040                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v32, v28, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:31120                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v33, v29, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:31200                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v33, v29, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:31280                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_add_u32 s16, s11, 2
	s_mul_i32 s17, s16, 32
	s_add_u32 s16, s18, s17
	s_mov_b32 s28, s16
	s_mov_b32 s29, 0
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s28, s26, s30                             ; 'a' at this chunk
	s_addc_u32 s29, s27, s31
	s_cmp_lt_u32 s17, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_cmp_lt_u32 s[30:31], v9, s21
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[36:37], s[34:35], s[30:31]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1025
	global_load_dwordx4 v[22:25], v10, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s28, s16, s15
	s_mul_hi_u32 s29, s16, s15
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s28, s32, s30                             ; 'b' at this chunk
	s_addc_u32 s29, s33, s31
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[30:31], s[16:17], s[6:7]
	v_cmp_lt_u32 s[16:17], v14, s20
	s_and_b64 s[34:35], s[30:31], s[16:17]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1031
	global_load_dwordx4 v[26:29], v12, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s16, s15, 2
	v_add_u32 v21, s16, v12
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1031
	global_load_dwordx4 v[30:33], v21, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[16:17]
	ds_read_b128 v[34:37], v7 offset:10240              ; B fragment 0 of k-step 0
	ds_read_b128 v[38:41], v7 offset:12800              ; B fragment 1 of k-step 0
	ds_read_b128 v[42:45], v8                           ; A fragment 0 of k-step 0
	ds_read_b128 v[46:49], v7 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:12832              ; B fragment 1 of k-step 1
	ds_read_b128 v[54:57], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[42:45], v[34:37], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[42:45], v[38:41], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[54:57], v[46:49], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[54:57], v[50:53], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s16, s11, 1
	s_waitcnt vmcnt(2)
	ds_write_b128 v11, v[22:25]                         ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v30, v26, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[28:29], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10240                  ; a K-pair into st1
	s_mov_b64 exec, s[28:29]
	v_perm_b32 v21, v30, v26, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[28:29], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10320                  ; a K-pair into st1
	s_mov_b64 exec, s[28:29]
	v_perm_b32 v21, v31, v27, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[28:29], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10400                  ; a K-pair into st1
	s_mov_b64 exec, s[28:29]
	v_perm_b32 v21, v31, v27, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[28:29], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10480                  ; a K-pair into st1
	s_mov_b64 exec, s[28:29]
	v_perm_b32 v21, v32, v28, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[28:29], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10560                  ; a K-pair into st1
	s_mov_b64 exec, s[28:29]
	v_perm_b32 v21, v32, v28, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[28:29], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10640                  ; a K-pair into st1
	s_mov_b64 exec, s[28:29]
	v_perm_b32 v21, v33, v29, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[28:29], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10720                  ; a K-pair into st1
	s_mov_b64 exec, s[28:29]
	v_perm_b32 v21, v33, v29, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[28:29], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10800                  ; a K-pair into st1
	s_mov_b64 exec, s[28:29]
	s_add_u32 s17, s16, 2
	s_mul_i32 s16, s17, 32
	s_add_u32 s17, s18, s16
	s_mov_b32 s28, s17
	s_mov_b32 s29, 0
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s28, s26, s30                             ; 'a' at this chunk
	s_addc_u32 s29, s27, s31
	s_cmp_lt_u32 s16, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s16, 1, 0
	v_cmp_lt_u32 s[30:31], v9, s21
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[36:37], s[34:35], s[30:31]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1102
	global_load_dwordx4 v[22:25], v10, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s28, s17, s15
	s_mul_hi_u32 s29, s17, s15
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s28, s32, s30                             ; 'b' at this chunk
	s_addc_u32 s29, s33, s31
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[30:31], s[16:17], s[6:7]
	v_cmp_lt_u32 s[16:17], v14, s20
	s_and_b64 s[34:35], s[30:31], s[16:17]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1108
	global_load_dwordx4 v[26:29], v12, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s16, s15, 2
	v_add_u32 v21, s16, v12
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1108
	global_load_dwordx4 v[30:33], v21, s[28:29]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[16:17]
	ds_read_b128 v[34:37], v7 offset:30720              ; B fragment 0 of k-step 0
	ds_read_b128 v[38:41], v7 offset:33280              ; B fragment 1 of k-step 0
	ds_read_b128 v[42:45], v8 offset:20480              ; A fragment 0 of k-step 0
	ds_read_b128 v[46:49], v7 offset:30752              ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:33312              ; B fragment 1 of k-step 1
	ds_read_b128 v[54:57], v8 offset:20512              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[42:45], v[34:37], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[42:45], v[38:41], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[54:57], v[46:49], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[54:57], v[50:53], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s11, s11, 2
	s_cmp_lt_u32 s11, s9
	s_cbranch_scc1 .Lgemm_bf16_split_loop0
.Lgemm_bf16_split_loop0_end:
	s_and_b32 s9, s10, 1
	s_cmp_lg_u32 s9, 0
	s_cselect_b32 s9, 1, 0
	s_cmp_eq_u32 s9, 0                                  ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgemm_bf16_split_if2_end
	s_waitcnt vmcnt(2)
	ds_read_b128 v[22:25], v7 offset:10240              ; B fragment 0 of k-step 0
	s_waitcnt vmcnt(1)
	ds_read_b128 v[26:29], v7 offset:12800              ; B fragment 1 of k-step 0
	s_waitcnt vmcnt(0)
	ds_read_b128 v[30:33], v8                           ; A fragment 0 of k-step 0
	ds_read_b128 v[34:37], v7 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[38:41], v7 offset:12832              ; B fragment 1 of k-step 1
	ds_read_b128 v[42:45], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[30:33], v[22:25], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[30:33], v[26:29], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[42:45], v[34:37], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[42:45], v[38:41], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
.Lgemm_bf16_split_if2_end:
	v_readfirstlane_b32 s9, v1                          ; group 0 catches up: both groups have passed the same number of barriers before the epilogue
	s_lshr_b32 s10, s9, 8
	s_cmp_eq_u32 s10, 0
	s_cbranch_scc0 .Lgemm_bf16_split_group1
	s_barrier
.Lgemm_bf16_split_group1:
	s_branch .Lgemm_bf16_split_if1_end
.Lgemm_bf16_split_if1_else:
	s_add_u32 s9, s8, 31
	s_lshr_b32 s10, s9, 5                               ; steps of 32
	s_add_u32 s9, s18, 0
	s_mov_b32 s16, s9
	s_mov_b32 s17, 0
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s17, s27, s29
	s_cmp_lt_u32 0, s8                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[28:29], v9, s21
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[34:35], s[30:31], s[28:29]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1182
	global_load_ushort v21, v10, s[16:17]               ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1182
	global_load_ushort v22, v10, s[16:17] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1182
	global_load_ushort v23, v10, s[16:17] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1182
	global_load_ushort v24, v10, s[16:17] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1182
	global_load_ushort v25, v10, s[16:17] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1182
	global_load_ushort v26, v10, s[16:17] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1182
	global_load_ushort v27, v10, s[16:17] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1182
	global_load_ushort v28, v10, s[16:17] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(6)
	v_perm_b32 v29, v22, v21, s4                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v30, v24, v23, s4                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v31, v26, v25, s4                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v32, v28, v27, s4                        ; elements 6, 7
	v_mov_b32 v34, v29                                  ; 16 bytes into st0
	v_mov_b32 v35, v30
	v_mov_b32 v36, v31
	v_mov_b32 v37, v32
	ds_write_b128 v11, v[34:37]
	s_mul_i32 s16, s9, s15
	s_mul_hi_u32 s17, s9, s15
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s32, s28                             ; 'b' at this chunk
	s_addc_u32 s17, s33, s29
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s20
	s_and_b64 s[34:35], s[30:31], s[28:29]
	s_and_b64 s[30:31], s[34:35], s[28:29]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1193
	global_load_ushort v29, v12, s[16:17]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v30, 1, v14
	v_cmp_lt_u32 s[28:29], v30, s20
	s_and_b64 s[36:37], s[34:35], s[28:29]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_1196
	global_load_ushort v30, v12, s[16:17] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v31, 2, v14
	v_cmp_lt_u32 s[28:29], v31, s20
	s_and_b64 s[38:39], s[34:35], s[28:29]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_1199
	global_load_ushort v31, v12, s[16:17] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v32, 3, v14
	v_cmp_lt_u32 s[28:29], v32, s20
	s_and_b64 s[40:41], s[34:35], s[28:29]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_1202
	global_load_ushort v32, v12, s[16:17] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v33, 4, v14
	v_cmp_lt_u32 s[28:29], v33, s20
	s_and_b64 s[42:43], s[34:35], s[28:29]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1205
	global_load_ushort v33, v12, s[16:17] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v34, 5, v14
	v_cmp_lt_u32 s[28:29], v34, s20
	s_and_b64 s[44:45], s[34:35], s[28:29]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_1208
	global_load_ushort v34, v12, s[16:17] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v35, 6, v14
	v_cmp_lt_u32 s[28:29], v35, s20
	s_and_b64 s[46:47], s[34:35], s[28:29]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1211
	global_load_ushort v35, v12, s[16:17] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v36, 7, v14
	v_cmp_lt_u32 s[28:29], v36, s20
	s_and_b64 s[48:49], s[34:35], s[28:29]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1214
	global_load_ushort v36, v12, s[16:17] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s9, s15, 2
	v_add_u32 v37, s9, v12
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1193
	global_load_ushort v38, v37, s[16:17]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_1196
	global_load_ushort v39, v37, s[16:17] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_1199
	global_load_ushort v40, v37, s[16:17] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_1202
	global_load_ushort v41, v37, s[16:17] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1205
	global_load_ushort v42, v37, s[16:17] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_1208
	global_load_ushort v43, v37, s[16:17] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1211
	global_load_ushort v44, v37, s[16:17] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1214
	global_load_ushort v45, v37, s[16:17] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(7)
	v_perm_b32 v37, v38, v29, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10240                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(6)
	v_perm_b32 v37, v39, v30, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10320                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(5)
	v_perm_b32 v37, v40, v31, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10400                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(4)
	v_perm_b32 v37, v41, v32, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10480                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(3)
	v_perm_b32 v37, v42, v33, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10560                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(2)
	v_perm_b32 v37, v43, v34, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10640                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(1)
	v_perm_b32 v37, v44, v35, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10720                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_perm_b32 v37, v45, v36, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10800                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_add_u32 s9, s18, 32
	s_mov_b32 s16, s9
	s_mov_b32 s17, 0
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s17, s27, s29
	s_cmp_lt_u32 32, s8                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[28:29], v9, s21
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[34:35], s[30:31], s[28:29]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1231
	global_load_ushort v21, v10, s[16:17]               ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1231
	global_load_ushort v22, v10, s[16:17] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1231
	global_load_ushort v23, v10, s[16:17] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1231
	global_load_ushort v24, v10, s[16:17] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1231
	global_load_ushort v25, v10, s[16:17] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1231
	global_load_ushort v26, v10, s[16:17] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1231
	global_load_ushort v27, v10, s[16:17] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1231
	global_load_ushort v28, v10, s[16:17] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s16, s9, s15
	s_mul_hi_u32 s17, s9, s15
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s32, s28                             ; 'b' at this chunk
	s_addc_u32 s17, s33, s29
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s20
	s_and_b64 s[34:35], s[30:31], s[28:29]
	s_and_b64 s[30:31], s[34:35], s[28:29]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1242
	global_load_ushort v29, v12, s[16:17]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v37, 1, v14
	v_cmp_lt_u32 s[28:29], v37, s20
	s_and_b64 s[36:37], s[34:35], s[28:29]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_1245
	global_load_ushort v30, v12, s[16:17] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v37, 2, v14
	v_cmp_lt_u32 s[28:29], v37, s20
	s_and_b64 s[38:39], s[34:35], s[28:29]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_1248
	global_load_ushort v31, v12, s[16:17] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v37, 3, v14
	v_cmp_lt_u32 s[28:29], v37, s20
	s_and_b64 s[40:41], s[34:35], s[28:29]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_1251
	global_load_ushort v32, v12, s[16:17] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v37, 4, v14
	v_cmp_lt_u32 s[28:29], v37, s20
	s_and_b64 s[42:43], s[34:35], s[28:29]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1254
	global_load_ushort v33, v12, s[16:17] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v37, 5, v14
	v_cmp_lt_u32 s[28:29], v37, s20
	s_and_b64 s[44:45], s[34:35], s[28:29]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_1257
	global_load_ushort v34, v12, s[16:17] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v37, 6, v14
	v_cmp_lt_u32 s[28:29], v37, s20
	s_and_b64 s[46:47], s[34:35], s[28:29]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1260
	global_load_ushort v35, v12, s[16:17] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v37, 7, v14
	v_cmp_lt_u32 s[28:29], v37, s20
	s_and_b64 s[48:49], s[34:35], s[28:29]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1263
	global_load_ushort v36, v12, s[16:17] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s9, s15, 2
	v_add_u32 v37, s9, v12
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_1242
	global_load_ushort v38, v37, s[16:17]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_1245
	global_load_ushort v39, v37, s[16:17] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_1248
	global_load_ushort v40, v37, s[16:17] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_1251
	global_load_ushort v41, v37, s[16:17] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1254
	global_load_ushort v42, v37, s[16:17] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_1257
	global_load_ushort v43, v37, s[16:17] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1260
	global_load_ushort v44, v37, s[16:17] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1263
	global_load_ushort v45, v37, s[16:17] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	v_readfirstlane_b32 s9, v1                          ; group 1 starts one barrier behind: its memory phases run under group 0's MFMA phases
	s_lshr_b32 s11, s9, 8
	s_cmp_eq_u32 s11, 1
	s_cbranch_scc0 .Lgemm_bf16_split_group2
	s_barrier
.Lgemm_bf16_split_group2:
	s_and_b32 s9, s10, -2
	s_mov_b32 s11, 0                                    ; for kk in k: steps of 32: whole chunks: ping-pong, two steps per trip
	s_cmp_ge_u32 s11, s9
	s_cbranch_scc1 .Lgemm_bf16_split_loop1_end
.Lgemm_bf16_split_loop1:
	s_waitcnt vmcnt(22)
	v_perm_b32 v37, v22, v21, s4                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v46, v24, v23, s4                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v47, v26, v25, s4                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v48, v28, v27, s4                        ; elements 6, 7
	v_mov_b32 v50, v37                                  ; 16 bytes into st0
	v_mov_b32 v51, v46
	v_mov_b32 v52, v47
	v_mov_b32 v53, v48
	ds_write_b128 v11, v[50:53] offset:20480
	s_waitcnt vmcnt(7)
	v_perm_b32 v37, v38, v29, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:30720                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(6)
	v_perm_b32 v37, v39, v30, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:30800                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(5)
	v_perm_b32 v37, v40, v31, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:30880                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(4)
	v_perm_b32 v37, v41, v32, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:30960                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(3)
	v_perm_b32 v37, v42, v33, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:31040                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(2)
	v_perm_b32 v37, v43, v34, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:31120                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(1)
	v_perm_b32 v37, v44, v35, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:31200                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_perm_b32 v37, v45, v36, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:31280                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_add_u32 s16, s11, 2
	s_mul_i32 s17, s16, 32
	s_add_u32 s16, s18, s17
	s_mov_b32 s28, s16
	s_mov_b32 s29, 0
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s28, s26, s30                             ; 'a' at this chunk
	s_addc_u32 s29, s27, s31
	s_cmp_lt_u32 s17, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_cmp_lt_u32 s[30:31], v9, s21
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[36:37], s[34:35], s[30:31]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1334
	global_load_ushort v21, v10, s[28:29]               ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1334
	global_load_ushort v22, v10, s[28:29] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1334
	global_load_ushort v23, v10, s[28:29] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1334
	global_load_ushort v24, v10, s[28:29] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1334
	global_load_ushort v25, v10, s[28:29] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1334
	global_load_ushort v26, v10, s[28:29] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1334
	global_load_ushort v27, v10, s[28:29] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1334
	global_load_ushort v28, v10, s[28:29] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s28, s16, s15
	s_mul_hi_u32 s29, s16, s15
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s28, s32, s30                             ; 'b' at this chunk
	s_addc_u32 s29, s33, s31
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[30:31], s[16:17], s[6:7]
	v_cmp_lt_u32 s[16:17], v14, s20
	s_and_b64 s[34:35], s[30:31], s[16:17]
	s_and_b64 s[30:31], s[34:35], s[16:17]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[30:31]               ; lanes where %vpred_1345
	global_load_ushort v29, v12, s[28:29]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 1, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[36:37], s[34:35], s[16:17]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_1348
	global_load_ushort v30, v12, s[28:29] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 2, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[38:39], s[34:35], s[16:17]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1351
	global_load_ushort v31, v12, s[28:29] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 3, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[40:41], s[34:35], s[16:17]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1354
	global_load_ushort v32, v12, s[28:29] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 4, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[42:43], s[34:35], s[16:17]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1357
	global_load_ushort v33, v12, s[28:29] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 5, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[44:45], s[34:35], s[16:17]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1360
	global_load_ushort v34, v12, s[28:29] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 6, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[46:47], s[34:35], s[16:17]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1363
	global_load_ushort v35, v12, s[28:29] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 7, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[48:49], s[34:35], s[16:17]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[48:49]               ; lanes where %vpred_1366
	global_load_ushort v36, v12, s[28:29] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s16, s15, 2
	v_add_u32 v37, s16, v12
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[30:31]               ; lanes where %vpred_1345
	global_load_ushort v38, v37, s[28:29]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_1348
	global_load_ushort v39, v37, s[28:29] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1351
	global_load_ushort v40, v37, s[28:29] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1354
	global_load_ushort v41, v37, s[28:29] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1357
	global_load_ushort v42, v37, s[28:29] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1360
	global_load_ushort v43, v37, s[28:29] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1363
	global_load_ushort v44, v37, s[28:29] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[48:49]               ; lanes where %vpred_1366
	global_load_ushort v45, v37, s[28:29] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	ds_read_b128 v[46:49], v7 offset:10240              ; B fragment 0 of k-step 0
	ds_read_b128 v[50:53], v7 offset:12800              ; B fragment 1 of k-step 0
	ds_read_b128 v[54:57], v8                           ; A fragment 0 of k-step 0
	ds_read_b128 v[58:61], v7 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[62:65], v7 offset:12832              ; B fragment 1 of k-step 1
	ds_read_b128 v[66:69], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[54:57], v[46:49], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[54:57], v[50:53], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[66:69], v[58:61], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[66:69], v[62:65], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s16, s11, 1
	s_waitcnt vmcnt(22)
	v_perm_b32 v37, v22, v21, s4                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v46, v24, v23, s4                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v47, v26, v25, s4                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v48, v28, v27, s4                        ; elements 6, 7
	v_mov_b32 v50, v37                                  ; 16 bytes into st0
	v_mov_b32 v51, v46
	v_mov_b32 v52, v47
	v_mov_b32 v53, v48
	ds_write_b128 v11, v[50:53]
	s_waitcnt vmcnt(7)
	v_perm_b32 v37, v38, v29, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[28:29], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10240                  ; a K-pair into st1
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(6)
	v_perm_b32 v37, v39, v30, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[28:29], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10320                  ; a K-pair into st1
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(5)
	v_perm_b32 v37, v40, v31, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[28:29], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10400                  ; a K-pair into st1
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(4)
	v_perm_b32 v37, v41, v32, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[28:29], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10480                  ; a K-pair into st1
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(3)
	v_perm_b32 v37, v42, v33, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[28:29], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10560                  ; a K-pair into st1
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(2)
	v_perm_b32 v37, v43, v34, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[28:29], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10640                  ; a K-pair into st1
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(1)
	v_perm_b32 v37, v44, v35, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[28:29], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10720                  ; a K-pair into st1
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_perm_b32 v37, v45, v36, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[28:29], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10800                  ; a K-pair into st1
	s_mov_b64 exec, s[28:29]
	s_add_u32 s17, s16, 2
	s_mul_i32 s16, s17, 32
	s_add_u32 s17, s18, s16
	s_mov_b32 s28, s17
	s_mov_b32 s29, 0
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s28, s26, s30                             ; 'a' at this chunk
	s_addc_u32 s29, s27, s31
	s_cmp_lt_u32 s16, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s16, 1, 0
	v_cmp_lt_u32 s[30:31], v9, s21
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[36:37], s[34:35], s[30:31]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1463
	global_load_ushort v21, v10, s[28:29]               ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1463
	global_load_ushort v22, v10, s[28:29] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1463
	global_load_ushort v23, v10, s[28:29] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1463
	global_load_ushort v24, v10, s[28:29] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1463
	global_load_ushort v25, v10, s[28:29] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1463
	global_load_ushort v26, v10, s[28:29] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1463
	global_load_ushort v27, v10, s[28:29] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1463
	global_load_ushort v28, v10, s[28:29] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s28, s17, s15
	s_mul_hi_u32 s29, s17, s15
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s28, s32, s30                             ; 'b' at this chunk
	s_addc_u32 s29, s33, s31
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[30:31], s[16:17], s[6:7]
	v_cmp_lt_u32 s[16:17], v14, s20
	s_and_b64 s[34:35], s[30:31], s[16:17]
	s_and_b64 s[30:31], s[34:35], s[16:17]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[30:31]               ; lanes where %vpred_1474
	global_load_ushort v29, v12, s[28:29]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 1, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[36:37], s[34:35], s[16:17]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_1477
	global_load_ushort v30, v12, s[28:29] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 2, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[38:39], s[34:35], s[16:17]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1480
	global_load_ushort v31, v12, s[28:29] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 3, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[40:41], s[34:35], s[16:17]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1483
	global_load_ushort v32, v12, s[28:29] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 4, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[42:43], s[34:35], s[16:17]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1486
	global_load_ushort v33, v12, s[28:29] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 5, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[44:45], s[34:35], s[16:17]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1489
	global_load_ushort v34, v12, s[28:29] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 6, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[46:47], s[34:35], s[16:17]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1492
	global_load_ushort v35, v12, s[28:29] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 7, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[48:49], s[34:35], s[16:17]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[48:49]               ; lanes where %vpred_1495
	global_load_ushort v36, v12, s[28:29] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s16, s15, 2
	v_add_u32 v37, s16, v12
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[30:31]               ; lanes where %vpred_1474
	global_load_ushort v38, v37, s[28:29]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_1477
	global_load_ushort v39, v37, s[28:29] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1480
	global_load_ushort v40, v37, s[28:29] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1483
	global_load_ushort v41, v37, s[28:29] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1486
	global_load_ushort v42, v37, s[28:29] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1489
	global_load_ushort v43, v37, s[28:29] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1492
	global_load_ushort v44, v37, s[28:29] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[48:49]               ; lanes where %vpred_1495
	global_load_ushort v45, v37, s[28:29] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	ds_read_b128 v[46:49], v7 offset:30720              ; B fragment 0 of k-step 0
	ds_read_b128 v[50:53], v7 offset:33280              ; B fragment 1 of k-step 0
	ds_read_b128 v[54:57], v8 offset:20480              ; A fragment 0 of k-step 0
	ds_read_b128 v[58:61], v7 offset:30752              ; B fragment 0 of k-step 1
	ds_read_b128 v[62:65], v7 offset:33312              ; B fragment 1 of k-step 1
	ds_read_b128 v[66:69], v8 offset:20512              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[54:57], v[46:49], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[54:57], v[50:53], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[66:69], v[58:61], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[66:69], v[62:65], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s11, s11, 2
	s_cmp_lt_u32 s11, s9
	s_cbranch_scc1 .Lgemm_bf16_split_loop1
.Lgemm_bf16_split_loop1_end:
	s_and_b32 s9, s10, 1
	s_cmp_lg_u32 s9, 0
	s_cselect_b32 s9, 1, 0
	s_cmp_eq_u32 s9, 0                                  ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgemm_bf16_split_if3_end
	s_waitcnt vmcnt(19)
	ds_read_b128 v[22:25], v7 offset:10240              ; B fragment 0 of k-step 0
	s_waitcnt vmcnt(15)
	ds_read_b128 v[26:29], v7 offset:12800              ; B fragment 1 of k-step 0
	s_waitcnt vmcnt(11)
	ds_read_b128 v[30:33], v8                           ; A fragment 0 of k-step 0
	s_waitcnt vmcnt(8)
	ds_read_b128 v[34:37], v7 offset:10272              ; B fragment 0 of k-step 1
	s_waitcnt vmcnt(4)
	ds_read_b128 v[38:41], v7 offset:12832              ; B fragment 1 of k-step 1
	s_waitcnt vmcnt(0)
	ds_read_b128 v[42:45], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[30:33], v[22:25], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[30:33], v[26:29], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[42:45], v[34:37], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[42:45], v[38:41], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
.Lgemm_bf16_split_if3_end:
	v_readfirstlane_b32 s9, v1                          ; group 0 catches up: both groups have passed the same number of barriers before the epilogue
	s_lshr_b32 s10, s9, 8
	s_cmp_eq_u32 s10, 0
	s_cbranch_scc0 .Lgemm_bf16_split_group3
	s_barrier
.Lgemm_bf16_split_group3:
.Lgemm_bf16_split_if1_end:
	s_add_u32 s9, s8, 31
	s_and_b32 s8, s9, 0xffffffe0                        ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s9, s8                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s9, s22
	s_cbranch_scc1 .Lgemm_bf16_split_loop2_end
.Lgemm_bf16_split_loop2:
	s_add_u32 s8, s18, s9
	s_sub_u32 s10, s22, s9
	s_mov_b32 s16, s8
	s_mov_b32 s17, 0
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s17, s27, s29
	v_cmp_lt_u32 s[28:29], v15, s21                     ; 'm' element in bounds
	v_cmp_lt_u32 s[30:31], v18, s10                     ; 'kk' element in bounds
	s_and_b64 s[34:35], s[28:29], s[30:31]
	s_waitcnt vmcnt(23)
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_326
	global_load_ushort v21, v16, s[16:17]               ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v21
	v_add_u32 v21, 1, v18
	v_cmp_lt_u32 s[34:35], v21, s10                     ; 'kk' element in bounds
	s_and_b64 s[36:37], s[28:29], s[34:35]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_331
	global_load_ushort v21, v16, s[16:17] offset:2      ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v21
	v_add_u32 v21, 2, v18
	v_cmp_lt_u32 s[36:37], v21, s10                     ; 'kk' element in bounds
	s_and_b64 s[38:39], s[28:29], s[36:37]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_336
	global_load_ushort v21, v16, s[16:17] offset:4      ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v21
	v_add_u32 v21, 3, v18
	v_cmp_lt_u32 s[38:39], v21, s10                     ; 'kk' element in bounds
	s_and_b64 s[40:41], s[28:29], s[38:39]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_341
	global_load_ushort v21, v16, s[16:17] offset:6      ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v21
	s_mul_i32 s11, s14, 64
	s_lshl_b32 s19, s11, 1
	v_add_u32 v21, s19, v16
	v_add_u32 v26, 64, v15
	v_cmp_lt_u32 s[28:29], v26, s21                     ; 'm' element in bounds
	s_and_b64 s[40:41], s[28:29], s[30:31]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_349
	global_load_ushort v26, v21, s[16:17]               ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v26
	s_and_b64 s[30:31], s[28:29], s[34:35]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_352
	global_load_ushort v26, v21, s[16:17] offset:2      ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v26
	s_and_b64 s[30:31], s[28:29], s[36:37]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_355
	global_load_ushort v26, v21, s[16:17] offset:4      ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v26
	s_and_b64 s[30:31], s[28:29], s[38:39]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_358
	global_load_ushort v26, v21, s[16:17] offset:6      ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v26
	v_lshrrev_b32 v26, 16, v22
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v17, v26                               ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v23
	ds_write_b16 v17, v22 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v24
	ds_write_b16 v17, v22 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v25
	ds_write_b16 v17, v22 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v27
	ds_write_b16 v17, v22 offset:5120                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v28
	ds_write_b16 v17, v22 offset:5122                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v29
	ds_write_b16 v17, v22 offset:5124                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v21
	ds_write_b16 v17, v22 offset:5126                   ; A operand of the product: stage
	s_mul_i32 s16, s8, s15
	s_mul_hi_u32 s17, s8, s15
	s_lshl_b64 s[28:29], s[16:17], 1
	s_add_u32 s16, s32, s28                             ; 'b' at this chunk
	s_addc_u32 s17, s33, s29
	v_cmp_lt_u32 s[28:29], v20, s20                     ; 'n' element in bounds
	v_cmp_lt_u32 s[30:31], v5, s10                      ; 'kk' element in bounds
	s_and_b64 s[34:35], s[28:29], s[30:31]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_381
	global_load_ushort v21, v19, s[16:17]               ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v21
	v_add_u32 v21, 1, v20
	v_cmp_lt_u32 s[34:35], v21, s20                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[34:35], s[30:31]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_386
	global_load_ushort v21, v19, s[16:17] offset:2      ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v21
	v_add_u32 v21, 2, v20
	v_cmp_lt_u32 s[36:37], v21, s20                     ; 'n' element in bounds
	s_and_b64 s[38:39], s[36:37], s[30:31]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_391
	global_load_ushort v21, v19, s[16:17] offset:4      ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v21
	v_add_u32 v21, 3, v20
	v_cmp_lt_u32 s[38:39], v21, s20                     ; 'n' element in bounds
	s_and_b64 s[40:41], s[38:39], s[30:31]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_396
	global_load_ushort v21, v19, s[16:17] offset:6      ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v21
	s_mul_i32 s8, s15, 16
	s_lshl_b32 s11, s8, 1
	v_add_u32 v21, s11, v19
	v_add_u32 v26, 16, v5
	v_cmp_lt_u32 s[30:31], v26, s10                     ; 'kk' element in bounds
	s_and_b64 s[10:11], s[28:29], s[30:31]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[10:11]               ; lanes where %vpred_404
	global_load_ushort v26, v21, s[16:17]               ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v26
	s_and_b64 s[10:11], s[34:35], s[30:31]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[10:11]               ; lanes where %vpred_407
	global_load_ushort v26, v21, s[16:17] offset:2      ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v26
	s_and_b64 s[10:11], s[36:37], s[30:31]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[10:11]               ; lanes where %vpred_410
	global_load_ushort v26, v21, s[16:17] offset:4      ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v26
	s_and_b64 s[10:11], s[38:39], s[30:31]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[10:11]               ; lanes where %vpred_413
	global_load_ushort v26, v21, s[16:17] offset:6      ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v26
	v_lshrrev_b32 v26, 16, v22
	ds_write_b16 v2, v26 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v22, 16, v23
	ds_write_b16 v2, v22 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v22, 16, v24
	ds_write_b16 v2, v22 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v22, 16, v25
	ds_write_b16 v2, v22 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v22, 16, v27
	ds_write_b16 v2, v22 offset:10272                   ; B operand of the product: stage
	v_lshrrev_b32 v22, 16, v28
	ds_write_b16 v2, v22 offset:10352                   ; B operand of the product: stage
	v_lshrrev_b32 v22, 16, v29
	ds_write_b16 v2, v22 offset:10432                   ; B operand of the product: stage
	v_lshrrev_b32 v22, 16, v21
	ds_write_b16 v2, v22 offset:10512                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[22:25], v7 offset:10240              ; B fragment 0 of k-step 0
	ds_read_b128 v[26:29], v7 offset:12800              ; B fragment 1 of k-step 0
	ds_read_b128 v[30:33], v8                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[30:33], v[22:25], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[30:33], v[26:29], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	ds_read_b128 v[22:25], v7 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[26:29], v7 offset:12832              ; B fragment 1 of k-step 1
	ds_read_b128 v[30:33], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[30:33], v[22:25], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[30:33], v[26:29], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_add_u32 s9, s9, 32
	s_cmp_lt_u32 s9, s22
	s_cbranch_scc1 .Lgemm_bf16_split_loop2
.Lgemm_bf16_split_loop2_end:
	s_waitcnt vmcnt(23)
	s_nop 6
	v_accvgpr_read_b32 v21, a0                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v3, v21, s[12:13]
	s_mul_i32 s8, s15, 1
	s_lshl_b32 s9, s8, 2
	v_add_u32 v21, s9, v3
	s_waitcnt vmcnt(3)
	v_accvgpr_read_b32 v22, a1                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v21, v22, s[12:13]
	s_mul_i32 s8, s15, 2
	s_lshl_b32 s9, s8, 2
	v_add_u32 v22, s9, v3
	v_accvgpr_read_b32 v23, a2                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v22, v23, s[12:13]
	s_mul_i32 s8, s15, 3
	s_lshl_b32 s9, s8, 2
	v_add_u32 v23, s9, v3
	v_accvgpr_read_b32 v24, a3                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v23, v24, s[12:13]
	s_mul_i32 s8, s15, 8
	s_lshl_b32 s9, s8, 2
	v_add_u32 v24, s9, v3
	v_accvgpr_read_b32 v25, a4                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v24, v25, s[12:13]
	s_mul_i32 s8, s15, 9
	s_lshl_b32 s9, s8, 2
	v_add_u32 v25, s9, v3
	s_waitcnt vmcnt(6)
	v_accvgpr_read_b32 v26, a5                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v25, v26, s[12:13]
	s_mul_i32 s8, s15, 10
	s_lshl_b32 s9, s8, 2
	v_add_u32 v26, s9, v3
	v_accvgpr_read_b32 v27, a6                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v26, v27, s[12:13]
	s_mul_i32 s8, s15, 11
	s_lshl_b32 s9, s8, 2
	v_add_u32 v27, s9, v3
	v_accvgpr_read_b32 v28, a7                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v27, v28, s[12:13]
	s_mul_i32 s8, s15, 16
	s_lshl_b32 s9, s8, 2
	v_add_u32 v28, s9, v3
	v_accvgpr_read_b32 v29, a8                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v28, v29, s[12:13]
	s_mul_i32 s8, s15, 17
	s_lshl_b32 s9, s8, 2
	v_add_u32 v29, s9, v3
	s_waitcnt vmcnt(9)
	v_accvgpr_read_b32 v30, a9                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v29, v30, s[12:13]
	s_mul_i32 s8, s15, 18
	s_lshl_b32 s9, s8, 2
	v_add_u32 v30, s9, v3
	v_accvgpr_read_b32 v31, a10                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v30, v31, s[12:13]
	s_mul_i32 s8, s15, 19
	s_lshl_b32 s9, s8, 2
	v_add_u32 v31, s9, v3
	v_accvgpr_read_b32 v32, a11                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v31, v32, s[12:13]
	s_mul_i32 s8, s15, 24
	s_lshl_b32 s9, s8, 2
	v_add_u32 v32, s9, v3
	v_accvgpr_read_b32 v33, a12                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v32, v33, s[12:13]
	s_mul_i32 s8, s15, 25
	s_lshl_b32 s9, s8, 2
	v_add_u32 v33, s9, v3
	v_accvgpr_read_b32 v34, a13                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v33, v34, s[12:13]
	s_mul_i32 s8, s15, 26
	s_lshl_b32 s9, s8, 2
	v_add_u32 v34, s9, v3
	v_accvgpr_read_b32 v35, a14                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v34, v35, s[12:13]
	s_mul_i32 s8, s15, 27
	s_lshl_b32 s9, s8, 2
	v_add_u32 v35, s9, v3
	v_accvgpr_read_b32 v36, a15                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v35, v36, s[12:13]
	v_accvgpr_read_b32 v36, a16                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v3, v36, s[12:13] offset:128
	v_accvgpr_read_b32 v36, a17                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v21, v36, s[12:13] offset:128
	v_accvgpr_read_b32 v21, a18                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v22, v21, s[12:13] offset:128
	v_accvgpr_read_b32 v21, a19                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v23, v21, s[12:13] offset:128
	v_accvgpr_read_b32 v21, a20                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v24, v21, s[12:13] offset:128
	v_accvgpr_read_b32 v21, a21                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v25, v21, s[12:13] offset:128
	v_accvgpr_read_b32 v21, a22                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v26, v21, s[12:13] offset:128
	v_accvgpr_read_b32 v21, a23                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v27, v21, s[12:13] offset:128
	v_accvgpr_read_b32 v21, a24                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v28, v21, s[12:13] offset:128
	v_accvgpr_read_b32 v21, a25                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v29, v21, s[12:13] offset:128
	v_accvgpr_read_b32 v21, a26                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v30, v21, s[12:13] offset:128
	v_accvgpr_read_b32 v21, a27                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v31, v21, s[12:13] offset:128
	v_accvgpr_read_b32 v21, a28                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v32, v21, s[12:13] offset:128
	v_accvgpr_read_b32 v21, a29                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v33, v21, s[12:13] offset:128
	v_accvgpr_read_b32 v21, a30                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v34, v21, s[12:13] offset:128
	v_accvgpr_read_b32 v21, a31                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v35, v21, s[12:13] offset:128
	s_branch .Lgemm_bf16_split_if0_end
.Lgemm_bf16_split_if0_else:
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
	v_accvgpr_write_b32 a16, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a17, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a18, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a19, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a20, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a21, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a22, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a23, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a24, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a25, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a26, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a27, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a28, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a29, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a30, 0                          ; loop-carried 'acc'
	v_accvgpr_write_b32 a31, 0                          ; loop-carried 'acc'
	s_cmp_ge_u32 s22, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s8, 1, 0
	s_sub_u32 s9, s22, 31
	s_cmp_lg_u32 s8, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s8, s9, 0
	s_cmp_eq_u32 s24, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lgemm_bf16_split_if4_else
	s_add_u32 s9, s8, 31
	s_lshr_b32 s10, s9, 5                               ; steps of 32
	s_add_u32 s9, s18, 0
	s_mov_b32 s16, s9
	s_mov_b32 s17, 0
	s_lshl_b64 s[24:25], s[16:17], 1
	s_add_u32 s16, s26, s24                             ; 'a' at this chunk
	s_addc_u32 s17, s27, s25
	s_cmp_lt_u32 0, s8                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[24:25], v9, s21
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1569
	global_load_dwordx4 v[22:25], v10, s[16:17]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	ds_write_b128 v11, v[22:25]                         ; 16 bytes into st0
	s_mul_i32 s16, s9, s15
	s_mul_hi_u32 s17, s9, s15
	s_lshl_b64 s[24:25], s[16:17], 1
	s_add_u32 s16, s32, s24                             ; 'b' at this chunk
	s_addc_u32 s17, s33, s25
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[24:25], exec, 0
	s_and_b64 s[28:29], s[24:25], s[6:7]
	v_cmp_lt_u32 s[24:25], v14, s20
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1575
	global_load_dwordx4 v[26:29], v12, s[16:17]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s9, s15, 2
	v_add_u32 v21, s9, v12
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1575
	global_load_dwordx4 v[30:33], v21, s[16:17]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v30, v26, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10240                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v30, v26, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10320                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v31, v27, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10400                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v31, v27, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10480                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v32, v28, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10560                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v32, v28, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10640                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v33, v29, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10720                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v33, v29, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10800                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_add_u32 s9, s18, 32
	s_mov_b32 s16, s9
	s_mov_b32 s17, 0
	s_lshl_b64 s[24:25], s[16:17], 1
	s_add_u32 s16, s26, s24                             ; 'a' at this chunk
	s_addc_u32 s17, s27, s25
	s_cmp_lt_u32 32, s8                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[24:25], v9, s21
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1592
	global_load_dwordx4 v[22:25], v10, s[16:17]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s16, s9, s15
	s_mul_hi_u32 s17, s9, s15
	s_lshl_b64 s[24:25], s[16:17], 1
	s_add_u32 s16, s32, s24                             ; 'b' at this chunk
	s_addc_u32 s17, s33, s25
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[24:25], exec, 0
	s_and_b64 s[28:29], s[24:25], s[6:7]
	v_cmp_lt_u32 s[24:25], v14, s20
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1598
	global_load_dwordx4 v[26:29], v12, s[16:17]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s9, s15, 2
	v_add_u32 v21, s9, v12
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1598
	global_load_dwordx4 v[30:33], v21, s[16:17]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	v_readfirstlane_b32 s9, v1                          ; group 1 starts one barrier behind: its memory phases run under group 0's MFMA phases
	s_lshr_b32 s11, s9, 8
	s_cmp_eq_u32 s11, 1
	s_cbranch_scc0 .Lgemm_bf16_split_group4
	s_barrier
.Lgemm_bf16_split_group4:
	s_and_b32 s9, s10, -2
	s_mov_b32 s11, 0                                    ; for kk in k: steps of 32: whole chunks: ping-pong, two steps per trip
	s_cmp_ge_u32 s11, s9
	s_cbranch_scc1 .Lgemm_bf16_split_loop3_end
.Lgemm_bf16_split_loop3:
	s_waitcnt vmcnt(2)
	ds_write_b128 v11, v[22:25] offset:20480            ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v30, v26, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:30720                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v30, v26, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:30800                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v31, v27, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:30880                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v31, v27, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:30960                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v32, v28, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:31040                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v32, v28, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:31120                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v33, v29, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:31200                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v21, v33, v29, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:31280                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_add_u32 s16, s11, 2
	s_mul_i32 s17, s16, 32
	s_add_u32 s16, s18, s17
	s_mov_b32 s24, s16
	s_mov_b32 s25, 0
	s_lshl_b64 s[28:29], s[24:25], 1
	s_add_u32 s24, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s25, s27, s29
	s_cmp_lt_u32 s17, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_cmp_lt_u32 s[28:29], v9, s21
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[34:35], s[30:31], s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1643
	global_load_dwordx4 v[22:25], v10, s[24:25]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s24, s16, s15
	s_mul_hi_u32 s25, s16, s15
	s_lshl_b64 s[28:29], s[24:25], 1
	s_add_u32 s24, s32, s28                             ; 'b' at this chunk
	s_addc_u32 s25, s33, s29
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[28:29], s[16:17], s[6:7]
	v_cmp_lt_u32 s[16:17], v14, s20
	s_and_b64 s[30:31], s[28:29], s[16:17]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[30:31]               ; lanes where %vpred_1649
	global_load_dwordx4 v[26:29], v12, s[24:25]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s16, s15, 2
	v_add_u32 v21, s16, v12
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[30:31]               ; lanes where %vpred_1649
	global_load_dwordx4 v[30:33], v21, s[24:25]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[16:17]
	ds_read_b128 v[34:37], v7 offset:10240              ; B fragment 0 of k-step 0
	ds_read_b128 v[38:41], v7 offset:12800              ; B fragment 1 of k-step 0
	ds_read_b128 v[42:45], v8                           ; A fragment 0 of k-step 0
	ds_read_b128 v[46:49], v7 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:12832              ; B fragment 1 of k-step 1
	ds_read_b128 v[54:57], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[42:45], v[34:37], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[42:45], v[38:41], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[54:57], v[46:49], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[54:57], v[50:53], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s16, s11, 1
	s_waitcnt vmcnt(2)
	ds_write_b128 v11, v[22:25]                         ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v30, v26, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[24:25], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10240                  ; a K-pair into st1
	s_mov_b64 exec, s[24:25]
	v_perm_b32 v21, v30, v26, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[24:25], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10320                  ; a K-pair into st1
	s_mov_b64 exec, s[24:25]
	v_perm_b32 v21, v31, v27, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[24:25], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10400                  ; a K-pair into st1
	s_mov_b64 exec, s[24:25]
	v_perm_b32 v21, v31, v27, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[24:25], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10480                  ; a K-pair into st1
	s_mov_b64 exec, s[24:25]
	v_perm_b32 v21, v32, v28, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[24:25], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10560                  ; a K-pair into st1
	s_mov_b64 exec, s[24:25]
	v_perm_b32 v21, v32, v28, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[24:25], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10640                  ; a K-pair into st1
	s_mov_b64 exec, s[24:25]
	v_perm_b32 v21, v33, v29, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[24:25], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10720                  ; a K-pair into st1
	s_mov_b64 exec, s[24:25]
	v_perm_b32 v21, v33, v29, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[24:25], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v21 offset:10800                  ; a K-pair into st1
	s_mov_b64 exec, s[24:25]
	s_add_u32 s17, s16, 2
	s_mul_i32 s16, s17, 32
	s_add_u32 s17, s18, s16
	s_mov_b32 s24, s17
	s_mov_b32 s25, 0
	s_lshl_b64 s[28:29], s[24:25], 1
	s_add_u32 s24, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s25, s27, s29
	s_cmp_lt_u32 s16, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s16, 1, 0
	v_cmp_lt_u32 s[28:29], v9, s21
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[34:35], s[30:31], s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1720
	global_load_dwordx4 v[22:25], v10, s[24:25]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s24, s17, s15
	s_mul_hi_u32 s25, s17, s15
	s_lshl_b64 s[28:29], s[24:25], 1
	s_add_u32 s24, s32, s28                             ; 'b' at this chunk
	s_addc_u32 s25, s33, s29
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[28:29], s[16:17], s[6:7]
	v_cmp_lt_u32 s[16:17], v14, s20
	s_and_b64 s[30:31], s[28:29], s[16:17]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[30:31]               ; lanes where %vpred_1726
	global_load_dwordx4 v[26:29], v12, s[24:25]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s16, s15, 2
	v_add_u32 v21, s16, v12
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[30:31]               ; lanes where %vpred_1726
	global_load_dwordx4 v[30:33], v21, s[24:25]         ; examples/gemm_bf16.kgen:7: 16 bytes of 'b'
	s_mov_b64 exec, s[16:17]
	ds_read_b128 v[34:37], v7 offset:30720              ; B fragment 0 of k-step 0
	ds_read_b128 v[38:41], v7 offset:33280              ; B fragment 1 of k-step 0
	ds_read_b128 v[42:45], v8 offset:20480              ; A fragment 0 of k-step 0
	ds_read_b128 v[46:49], v7 offset:30752              ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:33312              ; B fragment 1 of k-step 1
	ds_read_b128 v[54:57], v8 offset:20512              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[42:45], v[34:37], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[42:45], v[38:41], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[54:57], v[46:49], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[54:57], v[50:53], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s11, s11, 2
	s_cmp_lt_u32 s11, s9
	s_cbranch_scc1 .Lgemm_bf16_split_loop3
.Lgemm_bf16_split_loop3_end:
	s_and_b32 s5, s10, 1
	s_cmp_lg_u32 s5, 0
	s_cselect_b32 s5, 1, 0
	s_cmp_eq_u32 s5, 0                                  ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgemm_bf16_split_if5_end
	s_waitcnt vmcnt(2)
	ds_read_b128 v[22:25], v7 offset:10240              ; B fragment 0 of k-step 0
	s_waitcnt vmcnt(1)
	ds_read_b128 v[26:29], v7 offset:12800              ; B fragment 1 of k-step 0
	s_waitcnt vmcnt(0)
	ds_read_b128 v[30:33], v8                           ; A fragment 0 of k-step 0
	ds_read_b128 v[34:37], v7 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[38:41], v7 offset:12832              ; B fragment 1 of k-step 1
	ds_read_b128 v[42:45], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[30:33], v[22:25], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[30:33], v[26:29], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[42:45], v[34:37], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[42:45], v[38:41], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
.Lgemm_bf16_split_if5_end:
	v_readfirstlane_b32 s5, v1                          ; group 0 catches up: both groups have passed the same number of barriers before the epilogue
	s_lshr_b32 s9, s5, 8
	s_cmp_eq_u32 s9, 0
	s_cbranch_scc0 .Lgemm_bf16_split_group5
	s_barrier
.Lgemm_bf16_split_group5:
	s_branch .Lgemm_bf16_split_if4_end
.Lgemm_bf16_split_if4_else:
	s_add_u32 s5, s8, 31
	s_lshr_b32 s9, s5, 5                                ; steps of 32
	s_add_u32 s5, s18, 0
	s_mov_b32 s10, s5
	s_mov_b32 s11, 0
	s_lshl_b64 s[16:17], s[10:11], 1
	s_add_u32 s10, s26, s16                             ; 'a' at this chunk
	s_addc_u32 s11, s27, s17
	s_cmp_lt_u32 0, s8                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s16, 1, 0
	v_cmp_lt_u32 s[24:25], v9, s21
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1800
	global_load_ushort v21, v10, s[10:11]               ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1800
	global_load_ushort v22, v10, s[10:11] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1800
	global_load_ushort v23, v10, s[10:11] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1800
	global_load_ushort v24, v10, s[10:11] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1800
	global_load_ushort v25, v10, s[10:11] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1800
	global_load_ushort v26, v10, s[10:11] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1800
	global_load_ushort v27, v10, s[10:11] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1800
	global_load_ushort v28, v10, s[10:11] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(6)
	v_perm_b32 v29, v22, v21, s4                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v30, v24, v23, s4                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v31, v26, v25, s4                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v32, v28, v27, s4                        ; elements 6, 7
	v_mov_b32 v34, v29                                  ; 16 bytes into st0
	v_mov_b32 v35, v30
	v_mov_b32 v36, v31
	v_mov_b32 v37, v32
	ds_write_b128 v11, v[34:37]
	s_mul_i32 s10, s5, s15
	s_mul_hi_u32 s11, s5, s15
	s_lshl_b64 s[24:25], s[10:11], 1
	s_add_u32 s10, s32, s24                             ; 'b' at this chunk
	s_addc_u32 s11, s33, s25
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[24:25], s[16:17], s[6:7]
	v_cmp_lt_u32 s[16:17], v14, s20
	s_and_b64 s[28:29], s[24:25], s[16:17]
	s_and_b64 s[24:25], s[28:29], s[16:17]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_1811
	global_load_ushort v29, v12, s[10:11]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v30, 1, v14
	v_cmp_lt_u32 s[16:17], v30, s20
	s_and_b64 s[30:31], s[28:29], s[16:17]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[30:31]               ; lanes where %vpred_1814
	global_load_ushort v30, v12, s[10:11] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v31, 2, v14
	v_cmp_lt_u32 s[16:17], v31, s20
	s_and_b64 s[34:35], s[28:29], s[16:17]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1817
	global_load_ushort v31, v12, s[10:11] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v32, 3, v14
	v_cmp_lt_u32 s[16:17], v32, s20
	s_and_b64 s[36:37], s[28:29], s[16:17]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_1820
	global_load_ushort v32, v12, s[10:11] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v33, 4, v14
	v_cmp_lt_u32 s[16:17], v33, s20
	s_and_b64 s[38:39], s[28:29], s[16:17]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1823
	global_load_ushort v33, v12, s[10:11] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v34, 5, v14
	v_cmp_lt_u32 s[16:17], v34, s20
	s_and_b64 s[40:41], s[28:29], s[16:17]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1826
	global_load_ushort v34, v12, s[10:11] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v35, 6, v14
	v_cmp_lt_u32 s[16:17], v35, s20
	s_and_b64 s[42:43], s[28:29], s[16:17]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1829
	global_load_ushort v35, v12, s[10:11] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v36, 7, v14
	v_cmp_lt_u32 s[16:17], v36, s20
	s_and_b64 s[44:45], s[28:29], s[16:17]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1832
	global_load_ushort v36, v12, s[10:11] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s5, s15, 2
	v_add_u32 v37, s5, v12
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_1811
	global_load_ushort v38, v37, s[10:11]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[30:31]               ; lanes where %vpred_1814
	global_load_ushort v39, v37, s[10:11] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1817
	global_load_ushort v40, v37, s[10:11] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_1820
	global_load_ushort v41, v37, s[10:11] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1823
	global_load_ushort v42, v37, s[10:11] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1826
	global_load_ushort v43, v37, s[10:11] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1829
	global_load_ushort v44, v37, s[10:11] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1832
	global_load_ushort v45, v37, s[10:11] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(7)
	v_perm_b32 v37, v38, v29, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10240                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(6)
	v_perm_b32 v37, v39, v30, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10320                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(5)
	v_perm_b32 v37, v40, v31, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10400                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(4)
	v_perm_b32 v37, v41, v32, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10480                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(3)
	v_perm_b32 v37, v42, v33, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10560                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(2)
	v_perm_b32 v37, v43, v34, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10640                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(1)
	v_perm_b32 v37, v44, v35, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10720                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_perm_b32 v37, v45, v36, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10800                  ; a K-pair into st1
	s_mov_b64 exec, s[10:11]
	s_add_u32 s5, s18, 32
	s_mov_b32 s10, s5
	s_mov_b32 s11, 0
	s_lshl_b64 s[16:17], s[10:11], 1
	s_add_u32 s10, s26, s16                             ; 'a' at this chunk
	s_addc_u32 s11, s27, s17
	s_cmp_lt_u32 32, s8                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s16, 1, 0
	v_cmp_lt_u32 s[24:25], v9, s21
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[24:25]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1849
	global_load_ushort v21, v10, s[10:11]               ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1849
	global_load_ushort v22, v10, s[10:11] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1849
	global_load_ushort v23, v10, s[10:11] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1849
	global_load_ushort v24, v10, s[10:11] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1849
	global_load_ushort v25, v10, s[10:11] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1849
	global_load_ushort v26, v10, s[10:11] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1849
	global_load_ushort v27, v10, s[10:11] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1849
	global_load_ushort v28, v10, s[10:11] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s10, s5, s15
	s_mul_hi_u32 s11, s5, s15
	s_lshl_b64 s[24:25], s[10:11], 1
	s_add_u32 s10, s32, s24                             ; 'b' at this chunk
	s_addc_u32 s11, s33, s25
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[24:25], s[16:17], s[6:7]
	v_cmp_lt_u32 s[16:17], v14, s20
	s_and_b64 s[28:29], s[24:25], s[16:17]
	s_and_b64 s[24:25], s[28:29], s[16:17]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_1860
	global_load_ushort v29, v12, s[10:11]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 1, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[30:31], s[28:29], s[16:17]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[30:31]               ; lanes where %vpred_1863
	global_load_ushort v30, v12, s[10:11] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 2, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[34:35], s[28:29], s[16:17]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1866
	global_load_ushort v31, v12, s[10:11] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 3, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[36:37], s[28:29], s[16:17]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_1869
	global_load_ushort v32, v12, s[10:11] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 4, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[38:39], s[28:29], s[16:17]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1872
	global_load_ushort v33, v12, s[10:11] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 5, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[40:41], s[28:29], s[16:17]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1875
	global_load_ushort v34, v12, s[10:11] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 6, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[42:43], s[28:29], s[16:17]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1878
	global_load_ushort v35, v12, s[10:11] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 7, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[44:45], s[28:29], s[16:17]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1881
	global_load_ushort v36, v12, s[10:11] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s5, s15, 2
	v_add_u32 v37, s5, v12
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_1860
	global_load_ushort v38, v37, s[10:11]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[30:31]               ; lanes where %vpred_1863
	global_load_ushort v39, v37, s[10:11] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1866
	global_load_ushort v40, v37, s[10:11] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_1869
	global_load_ushort v41, v37, s[10:11] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1872
	global_load_ushort v42, v37, s[10:11] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1875
	global_load_ushort v43, v37, s[10:11] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1878
	global_load_ushort v44, v37, s[10:11] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1881
	global_load_ushort v45, v37, s[10:11] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	v_readfirstlane_b32 s5, v1                          ; group 1 starts one barrier behind: its memory phases run under group 0's MFMA phases
	s_lshr_b32 s10, s5, 8
	s_cmp_eq_u32 s10, 1
	s_cbranch_scc0 .Lgemm_bf16_split_group6
	s_barrier
.Lgemm_bf16_split_group6:
	s_and_b32 s5, s9, -2
	s_mov_b32 s10, 0                                    ; for kk in k: steps of 32: whole chunks: ping-pong, two steps per trip
	s_cmp_ge_u32 s10, s5
	s_cbranch_scc1 .Lgemm_bf16_split_loop4_end
.Lgemm_bf16_split_loop4:
	s_waitcnt vmcnt(22)
	v_perm_b32 v37, v22, v21, s4                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v46, v24, v23, s4                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v47, v26, v25, s4                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v48, v28, v27, s4                        ; elements 6, 7
	v_mov_b32 v50, v37                                  ; 16 bytes into st0
	v_mov_b32 v51, v46
	v_mov_b32 v52, v47
	v_mov_b32 v53, v48
	ds_write_b128 v11, v[50:53] offset:20480
	s_waitcnt vmcnt(7)
	v_perm_b32 v37, v38, v29, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:30720                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(6)
	v_perm_b32 v37, v39, v30, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:30800                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(5)
	v_perm_b32 v37, v40, v31, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:30880                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(4)
	v_perm_b32 v37, v41, v32, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:30960                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(3)
	v_perm_b32 v37, v42, v33, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:31040                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(2)
	v_perm_b32 v37, v43, v34, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:31120                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(1)
	v_perm_b32 v37, v44, v35, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:31200                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_perm_b32 v37, v45, v36, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:31280                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_add_u32 s11, s10, 2
	s_mul_i32 s16, s11, 32
	s_add_u32 s11, s18, s16
	s_mov_b32 s24, s11
	s_mov_b32 s25, 0
	s_lshl_b64 s[28:29], s[24:25], 1
	s_add_u32 s24, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s25, s27, s29
	s_cmp_lt_u32 s16, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s16, 1, 0
	v_cmp_lt_u32 s[28:29], v9, s21
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[34:35], s[30:31], s[28:29]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1952
	global_load_ushort v21, v10, s[24:25]               ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1952
	global_load_ushort v22, v10, s[24:25] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1952
	global_load_ushort v23, v10, s[24:25] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1952
	global_load_ushort v24, v10, s[24:25] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1952
	global_load_ushort v25, v10, s[24:25] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1952
	global_load_ushort v26, v10, s[24:25] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1952
	global_load_ushort v27, v10, s[24:25] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1952
	global_load_ushort v28, v10, s[24:25] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s24, s11, s15
	s_mul_hi_u32 s25, s11, s15
	s_lshl_b64 s[28:29], s[24:25], 1
	s_add_u32 s24, s32, s28                             ; 'b' at this chunk
	s_addc_u32 s25, s33, s29
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[28:29], s[16:17], s[6:7]
	v_cmp_lt_u32 s[16:17], v14, s20
	s_and_b64 s[30:31], s[28:29], s[16:17]
	s_and_b64 s[28:29], s[30:31], s[16:17]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1963
	global_load_ushort v29, v12, s[24:25]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 1, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[34:35], s[30:31], s[16:17]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1966
	global_load_ushort v30, v12, s[24:25] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 2, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[36:37], s[30:31], s[16:17]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_1969
	global_load_ushort v31, v12, s[24:25] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 3, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[38:39], s[30:31], s[16:17]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1972
	global_load_ushort v32, v12, s[24:25] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 4, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[40:41], s[30:31], s[16:17]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1975
	global_load_ushort v33, v12, s[24:25] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 5, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[42:43], s[30:31], s[16:17]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1978
	global_load_ushort v34, v12, s[24:25] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 6, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[44:45], s[30:31], s[16:17]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1981
	global_load_ushort v35, v12, s[24:25] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 7, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[46:47], s[30:31], s[16:17]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1984
	global_load_ushort v36, v12, s[24:25] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s11, s15, 2
	v_add_u32 v37, s11, v12
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1963
	global_load_ushort v38, v37, s[24:25]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1966
	global_load_ushort v39, v37, s[24:25] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_1969
	global_load_ushort v40, v37, s[24:25] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1972
	global_load_ushort v41, v37, s[24:25] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1975
	global_load_ushort v42, v37, s[24:25] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1978
	global_load_ushort v43, v37, s[24:25] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1981
	global_load_ushort v44, v37, s[24:25] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1984
	global_load_ushort v45, v37, s[24:25] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	ds_read_b128 v[46:49], v7 offset:10240              ; B fragment 0 of k-step 0
	ds_read_b128 v[50:53], v7 offset:12800              ; B fragment 1 of k-step 0
	ds_read_b128 v[54:57], v8                           ; A fragment 0 of k-step 0
	ds_read_b128 v[58:61], v7 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[62:65], v7 offset:12832              ; B fragment 1 of k-step 1
	ds_read_b128 v[66:69], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[54:57], v[46:49], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[54:57], v[50:53], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[66:69], v[58:61], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[66:69], v[62:65], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s11, s10, 1
	s_waitcnt vmcnt(22)
	v_perm_b32 v37, v22, v21, s4                        ; elements 0, 1
	s_waitcnt vmcnt(20)
	v_perm_b32 v46, v24, v23, s4                        ; elements 2, 3
	s_waitcnt vmcnt(18)
	v_perm_b32 v47, v26, v25, s4                        ; elements 4, 5
	s_waitcnt vmcnt(16)
	v_perm_b32 v48, v28, v27, s4                        ; elements 6, 7
	v_mov_b32 v50, v37                                  ; 16 bytes into st0
	v_mov_b32 v51, v46
	v_mov_b32 v52, v47
	v_mov_b32 v53, v48
	ds_write_b128 v11, v[50:53]
	s_waitcnt vmcnt(7)
	v_perm_b32 v37, v38, v29, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10240                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(6)
	v_perm_b32 v37, v39, v30, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10320                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(5)
	v_perm_b32 v37, v40, v31, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10400                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(4)
	v_perm_b32 v37, v41, v32, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10480                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(3)
	v_perm_b32 v37, v42, v33, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10560                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(2)
	v_perm_b32 v37, v43, v34, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10640                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(1)
	v_perm_b32 v37, v44, v35, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10720                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_perm_b32 v37, v45, v36, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_183
	ds_write_b32 v13, v37 offset:10800                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_add_u32 s16, s11, 2
	s_mul_i32 s11, s16, 32
	s_add_u32 s16, s18, s11
	s_mov_b32 s24, s16
	s_mov_b32 s25, 0
	s_lshl_b64 s[28:29], s[24:25], 1
	s_add_u32 s24, s26, s28                             ; 'a' at this chunk
	s_addc_u32 s25, s27, s29
	s_cmp_lt_u32 s11, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[28:29], v9, s21
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[34:35], s[30:31], s[28:29]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_2081
	global_load_ushort v21, v10, s[24:25]               ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_2081
	global_load_ushort v22, v10, s[24:25] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_2081
	global_load_ushort v23, v10, s[24:25] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_2081
	global_load_ushort v24, v10, s[24:25] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_2081
	global_load_ushort v25, v10, s[24:25] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_2081
	global_load_ushort v26, v10, s[24:25] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_2081
	global_load_ushort v27, v10, s[24:25] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_2081
	global_load_ushort v28, v10, s[24:25] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s24, s16, s15
	s_mul_hi_u32 s25, s16, s15
	s_lshl_b64 s[16:17], s[24:25], 1
	s_add_u32 s24, s32, s16                             ; 'b' at this chunk
	s_addc_u32 s25, s33, s17
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[28:29], s[16:17], s[6:7]
	v_cmp_lt_u32 s[16:17], v14, s20
	s_and_b64 s[30:31], s[28:29], s[16:17]
	s_and_b64 s[28:29], s[30:31], s[16:17]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_2092
	global_load_ushort v29, v12, s[24:25]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 1, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[34:35], s[30:31], s[16:17]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_2095
	global_load_ushort v30, v12, s[24:25] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 2, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[36:37], s[30:31], s[16:17]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_2098
	global_load_ushort v31, v12, s[24:25] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 3, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[38:39], s[30:31], s[16:17]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_2101
	global_load_ushort v32, v12, s[24:25] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 4, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[40:41], s[30:31], s[16:17]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_2104
	global_load_ushort v33, v12, s[24:25] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 5, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[42:43], s[30:31], s[16:17]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_2107
	global_load_ushort v34, v12, s[24:25] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 6, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[44:45], s[30:31], s[16:17]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_2110
	global_load_ushort v35, v12, s[24:25] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v37, 7, v14
	v_cmp_lt_u32 s[16:17], v37, s20
	s_and_b64 s[46:47], s[30:31], s[16:17]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_2113
	global_load_ushort v36, v12, s[24:25] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s11, s15, 2
	v_add_u32 v37, s11, v12
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_2092
	global_load_ushort v38, v37, s[24:25]               ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_2095
	global_load_ushort v39, v37, s[24:25] offset:2      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_2098
	global_load_ushort v40, v37, s[24:25] offset:4      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_2101
	global_load_ushort v41, v37, s[24:25] offset:6      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_2104
	global_load_ushort v42, v37, s[24:25] offset:8      ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_2107
	global_load_ushort v43, v37, s[24:25] offset:10     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_2110
	global_load_ushort v44, v37, s[24:25] offset:12     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_2113
	global_load_ushort v45, v37, s[24:25] offset:14     ; examples/gemm_bf16.kgen:7: an element of 'b' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	ds_read_b128 v[46:49], v7 offset:30720              ; B fragment 0 of k-step 0
	ds_read_b128 v[50:53], v7 offset:33280              ; B fragment 1 of k-step 0
	ds_read_b128 v[54:57], v8 offset:20480              ; A fragment 0 of k-step 0
	ds_read_b128 v[58:61], v7 offset:30752              ; B fragment 0 of k-step 1
	ds_read_b128 v[62:65], v7 offset:33312              ; B fragment 1 of k-step 1
	ds_read_b128 v[66:69], v8 offset:20512              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[54:57], v[46:49], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[54:57], v[50:53], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[66:69], v[58:61], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[66:69], v[62:65], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
	s_add_u32 s10, s10, 2
	s_cmp_lt_u32 s10, s5
	s_cbranch_scc1 .Lgemm_bf16_split_loop4
.Lgemm_bf16_split_loop4_end:
	s_and_b32 s4, s9, 1
	s_cmp_lg_u32 s4, 0
	s_cselect_b32 s4, 1, 0
	s_cmp_eq_u32 s4, 0                                  ; an odd number of steps: the last one
	s_cbranch_scc1 .Lgemm_bf16_split_if6_end
	ds_read_b128 v[10:13], v7 offset:10240              ; B fragment 0 of k-step 0
	s_waitcnt vmcnt(19)
	ds_read_b128 v[22:25], v7 offset:12800              ; B fragment 1 of k-step 0
	s_waitcnt vmcnt(15)
	ds_read_b128 v[26:29], v8                           ; A fragment 0 of k-step 0
	s_waitcnt vmcnt(11)
	ds_read_b128 v[30:33], v7 offset:10272              ; B fragment 0 of k-step 1
	s_waitcnt vmcnt(8)
	ds_read_b128 v[34:37], v7 offset:12832              ; B fragment 1 of k-step 1
	s_waitcnt vmcnt(4)
	ds_read_b128 v[38:41], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; ping-pong hand-over
	s_setprio 1                                         ; MFMA phase: issue priority up
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[10:13], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[26:29], v[22:25], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[0:15], v[38:41], v[30:33], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[38:41], v[34:37], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_setprio 0                                         ; MFMA phase over: priority back down
	s_barrier                                           ; ping-pong hand-over
.Lgemm_bf16_split_if6_end:
	v_readfirstlane_b32 s4, v1                          ; group 0 catches up: both groups have passed the same number of barriers before the epilogue
	s_lshr_b32 s5, s4, 8
	s_cmp_eq_u32 s5, 0
	s_cbranch_scc0 .Lgemm_bf16_split_group7
	s_barrier
.Lgemm_bf16_split_group7:
.Lgemm_bf16_split_if4_end:
	s_add_u32 s4, s8, 31
	s_and_b32 s5, s4, 0xffffffe0                        ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s4, s5                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s4, s22
	s_cbranch_scc1 .Lgemm_bf16_split_loop5_end
.Lgemm_bf16_split_loop5:
	s_add_u32 s5, s18, s4
	s_sub_u32 s6, s22, s4
	s_mov_b32 s8, s5
	s_mov_b32 s9, 0
	s_lshl_b64 s[10:11], s[8:9], 1
	s_add_u32 s8, s26, s10                              ; 'a' at this chunk
	s_addc_u32 s9, s27, s11
	v_cmp_lt_u32 s[10:11], v15, s21                     ; 'm' element in bounds
	v_cmp_lt_u32 s[16:17], v18, s6                      ; 'kk' element in bounds
	s_and_b64 s[24:25], s[10:11], s[16:17]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_717
	global_load_ushort v1, v16, s[8:9]                  ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v9, 16, v1
	v_add_u32 v1, 1, v18
	v_cmp_lt_u32 s[24:25], v1, s6                       ; 'kk' element in bounds
	s_and_b64 s[28:29], s[10:11], s[24:25]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_722
	global_load_ushort v1, v16, s[8:9] offset:2         ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v10, 16, v1
	v_add_u32 v1, 2, v18
	v_cmp_lt_u32 s[28:29], v1, s6                       ; 'kk' element in bounds
	s_and_b64 s[30:31], s[10:11], s[28:29]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_727
	global_load_ushort v1, v16, s[8:9] offset:4         ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v11, 16, v1
	v_add_u32 v1, 3, v18
	v_cmp_lt_u32 s[30:31], v1, s6                       ; 'kk' element in bounds
	s_and_b64 s[34:35], s[10:11], s[30:31]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_732
	global_load_ushort v1, v16, s[8:9] offset:6         ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v12, 16, v1
	s_mul_i32 s7, s14, 64
	s_lshl_b32 s10, s7, 1
	v_add_u32 v1, s10, v16
	v_add_u32 v13, 64, v15
	v_cmp_lt_u32 s[10:11], v13, s21                     ; 'm' element in bounds
	s_and_b64 s[34:35], s[10:11], s[16:17]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_740
	global_load_ushort v13, v1, s[8:9]                  ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v13
	s_and_b64 s[16:17], s[10:11], s[24:25]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[16:17]               ; lanes where %vpred_743
	global_load_ushort v13, v1, s[8:9] offset:2         ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v13
	s_and_b64 s[16:17], s[10:11], s[28:29]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[16:17]               ; lanes where %vpred_746
	global_load_ushort v13, v1, s[8:9] offset:4         ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v13
	s_and_b64 s[16:17], s[10:11], s[30:31]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[16:17]               ; lanes where %vpred_749
	global_load_ushort v13, v1, s[8:9] offset:6         ; examples/gemm_bf16.kgen:7: load of 'a'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v1, 16, v13
	v_lshrrev_b32 v13, 16, v9
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v17, v13                               ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v10
	ds_write_b16 v17, v9 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v11
	ds_write_b16 v17, v9 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v12
	ds_write_b16 v17, v9 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v14
	ds_write_b16 v17, v9 offset:5120                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v21
	ds_write_b16 v17, v9 offset:5122                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v22
	ds_write_b16 v17, v9 offset:5124                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v1
	ds_write_b16 v17, v9 offset:5126                    ; A operand of the product: stage
	s_mul_i32 s8, s5, s15
	s_mul_hi_u32 s9, s5, s15
	s_lshl_b64 s[10:11], s[8:9], 1
	s_add_u32 s8, s32, s10                              ; 'b' at this chunk
	s_addc_u32 s9, s33, s11
	v_cmp_lt_u32 s[10:11], v20, s20                     ; 'n' element in bounds
	v_cmp_lt_u32 s[16:17], v5, s6                       ; 'kk' element in bounds
	s_and_b64 s[24:25], s[10:11], s[16:17]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_765
	global_load_ushort v1, v19, s[8:9]                  ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v9, 16, v1
	v_add_u32 v1, 1, v20
	v_cmp_lt_u32 s[24:25], v1, s20                      ; 'n' element in bounds
	s_and_b64 s[28:29], s[24:25], s[16:17]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_770
	global_load_ushort v1, v19, s[8:9] offset:2         ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v10, 16, v1
	v_add_u32 v1, 2, v20
	v_cmp_lt_u32 s[28:29], v1, s20                      ; 'n' element in bounds
	s_and_b64 s[30:31], s[28:29], s[16:17]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_775
	global_load_ushort v1, v19, s[8:9] offset:4         ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v11, 16, v1
	v_add_u32 v1, 3, v20
	v_cmp_lt_u32 s[30:31], v1, s20                      ; 'n' element in bounds
	s_and_b64 s[34:35], s[30:31], s[16:17]
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_780
	global_load_ushort v1, v19, s[8:9] offset:6         ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v12, 16, v1
	s_mul_i32 s5, s15, 16
	s_lshl_b32 s7, s5, 1
	v_add_u32 v1, s7, v19
	v_add_u32 v13, 16, v5
	v_cmp_lt_u32 s[16:17], v13, s6                      ; 'kk' element in bounds
	s_and_b64 s[6:7], s[10:11], s[16:17]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_788
	global_load_ushort v13, v1, s[8:9]                  ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v13
	s_and_b64 s[6:7], s[24:25], s[16:17]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_791
	global_load_ushort v13, v1, s[8:9] offset:2         ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v13
	s_and_b64 s[6:7], s[28:29], s[16:17]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_794
	global_load_ushort v13, v1, s[8:9] offset:4         ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v13
	s_and_b64 s[6:7], s[30:31], s[16:17]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_797
	global_load_ushort v13, v1, s[8:9] offset:6         ; examples/gemm_bf16.kgen:7: load of 'b'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v1, 16, v13
	v_lshrrev_b32 v13, 16, v9
	ds_write_b16 v2, v13 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v9, 16, v10
	ds_write_b16 v2, v9 offset:10320                    ; B operand of the product: stage
	v_lshrrev_b32 v9, 16, v11
	ds_write_b16 v2, v9 offset:10400                    ; B operand of the product: stage
	v_lshrrev_b32 v9, 16, v12
	ds_write_b16 v2, v9 offset:10480                    ; B operand of the product: stage
	v_lshrrev_b32 v9, 16, v14
	ds_write_b16 v2, v9 offset:10272                    ; B operand of the product: stage
	v_lshrrev_b32 v9, 16, v21
	ds_write_b16 v2, v9 offset:10352                    ; B operand of the product: stage
	v_lshrrev_b32 v9, 16, v22
	ds_write_b16 v2, v9 offset:10432                    ; B operand of the product: stage
	v_lshrrev_b32 v9, 16, v1
	ds_write_b16 v2, v9 offset:10512                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[10:13], v7 offset:10240              ; B fragment 0 of k-step 0
	ds_read_b128 v[22:25], v7 offset:12800              ; B fragment 1 of k-step 0
	ds_read_b128 v[26:29], v8                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[10:13], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[26:29], v[22:25], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	ds_read_b128 v[10:13], v7 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[22:25], v7 offset:12832              ; B fragment 1 of k-step 1
	ds_read_b128 v[26:29], v8 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[10:13], a[0:15] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	v_mfma_f32_32x32x16_bf16 a[16:31], v[26:29], v[22:25], a[16:31] ; examples/gemm_bf16.kgen:7: mfma 32x32x16
	s_add_u32 s4, s4, 32
	s_cmp_lt_u32 s4, s22
	s_cbranch_scc1 .Lgemm_bf16_split_loop5
.Lgemm_bf16_split_loop5_end:
	v_cmp_lt_u32 s[4:5], v6, s21                        ; 'm' element in bounds
	v_cmp_lt_u32 s[6:7], v4, s20                        ; 'n' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_834
	s_nop 3
	v_accvgpr_read_b32 v1, a0                           ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v3, v1, s[12:13]
	s_mov_b64 exec, s[10:11]
	s_mul_i32 s8, s15, 1
	s_lshl_b32 s9, s8, 2
	v_add_u32 v1, s9, v3
	v_add_u32 v2, 1, v6
	v_cmp_lt_u32 s[8:9], v2, s21                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[8:9], s[6:7]
	s_and_saveexec_b64 s[16:17], s[10:11]               ; lanes where %vpred_840
	v_accvgpr_read_b32 v2, a1                           ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v1, v2, s[12:13]
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s10, s15, 2
	s_lshl_b32 s11, s10, 2
	v_add_u32 v2, s11, v3
	v_add_u32 v5, 2, v6
	v_cmp_lt_u32 s[10:11], v5, s21                      ; 'm' element in bounds
	s_and_b64 s[16:17], s[10:11], s[6:7]
	s_and_saveexec_b64 s[18:19], s[16:17]               ; lanes where %vpred_846
	v_accvgpr_read_b32 v5, a2                           ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v2, v5, s[12:13]
	s_mov_b64 exec, s[18:19]
	s_mul_i32 s14, s15, 3
	s_lshl_b32 s16, s14, 2
	v_add_u32 v5, s16, v3
	v_add_u32 v7, 3, v6
	v_cmp_lt_u32 s[16:17], v7, s21                      ; 'm' element in bounds
	s_and_b64 s[18:19], s[16:17], s[6:7]
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_852
	v_accvgpr_read_b32 v7, a3                           ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v5, v7, s[12:13]
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s14, s15, 8
	s_lshl_b32 s18, s14, 2
	v_add_u32 v7, s18, v3
	v_add_u32 v8, 8, v6
	v_cmp_lt_u32 s[18:19], v8, s21                      ; 'm' element in bounds
	s_and_b64 s[22:23], s[18:19], s[6:7]
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_858
	v_accvgpr_read_b32 v8, a4                           ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v7, v8, s[12:13]
	s_mov_b64 exec, s[24:25]
	s_mul_i32 s14, s15, 9
	s_lshl_b32 s22, s14, 2
	v_add_u32 v8, s22, v3
	v_add_u32 v9, 9, v6
	v_cmp_lt_u32 s[22:23], v9, s21                      ; 'm' element in bounds
	s_and_b64 s[24:25], s[22:23], s[6:7]
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_864
	v_accvgpr_read_b32 v9, a5                           ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v8, v9, s[12:13]
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s14, s15, 10
	s_lshl_b32 s24, s14, 2
	v_add_u32 v9, s24, v3
	v_add_u32 v10, 10, v6
	v_cmp_lt_u32 s[24:25], v10, s21                     ; 'm' element in bounds
	s_and_b64 s[26:27], s[24:25], s[6:7]
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_870
	v_accvgpr_read_b32 v10, a6                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v9, v10, s[12:13]
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s14, s15, 11
	s_lshl_b32 s26, s14, 2
	v_add_u32 v10, s26, v3
	v_add_u32 v11, 11, v6
	v_cmp_lt_u32 s[26:27], v11, s21                     ; 'm' element in bounds
	s_and_b64 s[28:29], s[26:27], s[6:7]
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_876
	v_accvgpr_read_b32 v11, a7                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v10, v11, s[12:13]
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s14, s15, 16
	s_lshl_b32 s28, s14, 2
	v_add_u32 v11, s28, v3
	v_add_u32 v12, 16, v6
	v_cmp_lt_u32 s[28:29], v12, s21                     ; 'm' element in bounds
	s_and_b64 s[30:31], s[28:29], s[6:7]
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_882
	v_accvgpr_read_b32 v12, a8                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v11, v12, s[12:13]
	s_mov_b64 exec, s[32:33]
	s_mul_i32 s14, s15, 17
	s_lshl_b32 s30, s14, 2
	v_add_u32 v12, s30, v3
	v_add_u32 v13, 17, v6
	v_cmp_lt_u32 s[30:31], v13, s21                     ; 'm' element in bounds
	s_and_b64 s[32:33], s[30:31], s[6:7]
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_888
	v_accvgpr_read_b32 v13, a9                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v12, v13, s[12:13]
	s_mov_b64 exec, s[34:35]
	s_mul_i32 s14, s15, 18
	s_lshl_b32 s32, s14, 2
	v_add_u32 v13, s32, v3
	v_add_u32 v14, 18, v6
	v_cmp_lt_u32 s[32:33], v14, s21                     ; 'm' element in bounds
	s_and_b64 s[34:35], s[32:33], s[6:7]
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_894
	v_accvgpr_read_b32 v14, a10                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v13, v14, s[12:13]
	s_mov_b64 exec, s[36:37]
	s_mul_i32 s14, s15, 19
	s_lshl_b32 s34, s14, 2
	v_add_u32 v14, s34, v3
	v_add_u32 v15, 19, v6
	v_cmp_lt_u32 s[34:35], v15, s21                     ; 'm' element in bounds
	s_and_b64 s[36:37], s[34:35], s[6:7]
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_900
	v_accvgpr_read_b32 v15, a11                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v14, v15, s[12:13]
	s_mov_b64 exec, s[38:39]
	s_mul_i32 s14, s15, 24
	s_lshl_b32 s36, s14, 2
	v_add_u32 v15, s36, v3
	v_add_u32 v16, 24, v6
	v_cmp_lt_u32 s[36:37], v16, s21                     ; 'm' element in bounds
	s_and_b64 s[38:39], s[36:37], s[6:7]
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_906
	v_accvgpr_read_b32 v16, a12                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v15, v16, s[12:13]
	s_mov_b64 exec, s[40:41]
	s_mul_i32 s14, s15, 25
	s_lshl_b32 s38, s14, 2
	v_add_u32 v16, s38, v3
	v_add_u32 v17, 25, v6
	v_cmp_lt_u32 s[38:39], v17, s21                     ; 'm' element in bounds
	s_and_b64 s[40:41], s[38:39], s[6:7]
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_912
	v_accvgpr_read_b32 v17, a13                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v16, v17, s[12:13]
	s_mov_b64 exec, s[42:43]
	s_mul_i32 s14, s15, 26
	s_lshl_b32 s40, s14, 2
	v_add_u32 v17, s40, v3
	v_add_u32 v18, 26, v6
	v_cmp_lt_u32 s[40:41], v18, s21                     ; 'm' element in bounds
	s_and_b64 s[42:43], s[40:41], s[6:7]
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_918
	v_accvgpr_read_b32 v18, a14                         ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v17, v18, s[12:13]
	s_mov_b64 exec, s[44:45]
	s_mul_i32 s14, s15, 27
	s_lshl_b32 s15, s14, 2
	v_add_u32 v18, s15, v3
	v_add_u32 v19, 27, v6
	v_cmp_lt_u32 s[14:15], v19, s21                     ; 'm' element in bounds
	s_and_b64 s[42:43], s[14:15], s[6:7]
	s_and_saveexec_b64 s[6:7], s[42:43]                 ; lanes where %vpred_924
	v_accvgpr_read_b32 v6, a15                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v18, v6, s[12:13]
	s_mov_b64 exec, s[6:7]
	v_add_u32 v6, 32, v4
	v_cmp_lt_u32 s[6:7], v6, s20                        ; 'n' element in bounds
	s_and_b64 s[20:21], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[20:21]                 ; lanes where %vpred_927
	v_accvgpr_read_b32 v4, a16                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v3, v4, s[12:13] offset:128
	s_mov_b64 exec, s[4:5]
	s_and_b64 s[4:5], s[8:9], s[6:7]
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_928
	v_accvgpr_read_b32 v3, a17                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v1, v3, s[12:13] offset:128
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[10:11], s[6:7]
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_929
	v_accvgpr_read_b32 v1, a18                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v2, v1, s[12:13] offset:128
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[16:17], s[6:7]
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_930
	v_accvgpr_read_b32 v1, a19                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v5, v1, s[12:13] offset:128
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[18:19], s[6:7]
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_931
	v_accvgpr_read_b32 v1, a20                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v7, v1, s[12:13] offset:128
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[22:23], s[6:7]
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_932
	v_accvgpr_read_b32 v1, a21                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v8, v1, s[12:13] offset:128
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[24:25], s[6:7]
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_933
	v_accvgpr_read_b32 v1, a22                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v9, v1, s[12:13] offset:128
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[26:27], s[6:7]
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_934
	v_accvgpr_read_b32 v1, a23                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v10, v1, s[12:13] offset:128
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[28:29], s[6:7]
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_935
	v_accvgpr_read_b32 v1, a24                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v11, v1, s[12:13] offset:128
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[30:31], s[6:7]
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_936
	v_accvgpr_read_b32 v1, a25                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v12, v1, s[12:13] offset:128
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[32:33], s[6:7]
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_937
	v_accvgpr_read_b32 v1, a26                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v13, v1, s[12:13] offset:128
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[34:35], s[6:7]
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_938
	v_accvgpr_read_b32 v1, a27                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v14, v1, s[12:13] offset:128
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[36:37], s[6:7]
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_939
	v_accvgpr_read_b32 v1, a28                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v15, v1, s[12:13] offset:128
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[38:39], s[6:7]
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_940
	v_accvgpr_read_b32 v1, a29                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v16, v1, s[12:13] offset:128
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[40:41], s[6:7]
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_941
	v_accvgpr_read_b32 v1, a30                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v17, v1, s[12:13] offset:128
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[4:5], s[14:15], s[6:7]
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_942
	v_accvgpr_read_b32 v1, a31                          ; examples/gemm_bf16.kgen:6: store to 'acc_parts'
	global_store_dword v18, v1, s[12:13] offset:128
	s_mov_b64 exec, s[6:7]
.Lgemm_bf16_split_if0_end:
	s_endpgm
.Lfunc_end_gemm_bf16_split:
	.size	gemm_bf16_split, .Lfunc_end_gemm_bf16_split-gemm_bf16_split

; kernel gemm_bf16_split_fold: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel gemm_bf16_split_fold from examples/gemm_bf16.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n, m
;   chunk: part: 2, m: 8, n: 128; walked in chunks: part
;   layout: part:2 x m:8 x n:128: reg[n1 n2 part1] lane[n4 n8 n16 n32 n64 m1] warp[m2 m4]
;     (fastest axis 'n', 4 contiguous elements per thread)
;   fastest axis 'n': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   walk 'part' in chunks of 2: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [part, m, n]: part:2 x m:8 x n:128: reg[n1 n2 part1] lane[n4 n8 n16 n32 n64 m1] warp[m2 m4]
;     L1 [m, n]: m:8 x n:128: reg[n1 n2 0] lane[n4 n8 n16 n32 n64 m1] warp[m2 m4]
;     L2 [n]: n:128: reg[n1 n2 0] lane[n4 n8 n16 n32 n64 0] warp[0 0]
;       6:5 load acc_parts -> L0; 6:5 reduce sum -> L1; 9:31 load bias -> L2; 9:25 add -> L1; 9:20 relu -> L1; 9:15 cast -> L1
;   phase 1 (walking 'part' in chunks of 2): sum over 'part' (6:5)
; resources: 22 VGPRs, 0 AGPRs, 52 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 56 bytes of arguments, 256 threads
;   arg a: tensor bf16 at 0 (read-only)
;   arg b: tensor bf16 at 8 (read-only)
;   arg bias: tensor f32 at 16 (read-only)
;   arg c: tensor bf16 at 24
;   arg acc_parts: tensor f32 at 32 (read-only)
;   arg M: dim i32 at 40
;   arg K: dim i32 at 44
;   arg N: dim i32 at 48
;   arg parts: dim i32 at 52
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	gemm_bf16_split_fold
	.p2align	8
	.type	gemm_bf16_split_fold,@function
gemm_bf16_split_fold:
	s_mov_b32 s4, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_mov_b32 s5, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x10                 ; argument bias
	s_load_dwordx2 s[8:9], s[0:1], 0x18                 ; argument c
	s_load_dwordx2 s[10:11], s[0:1], 0x20               ; argument acc_parts
	s_load_dword s12, s[0:1], 0x28                      ; argument M
	s_load_dword s13, s[0:1], 0x30                      ; argument N
	s_load_dword s14, s[0:1], 0x34                      ; argument parts
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s15, s2                                   ; program index along 'n'
	s_mul_i32 s16, s15, 0x80                            ; first 'n' of this program's tile (128)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s15, s13, s16
	s_min_u32 s17, s15, 0x80                            ; 'n' elements in this tile
	s_mov_b32 s15, s3                                   ; program index along 'm'
	s_mul_i32 s18, s15, 8                               ; first 'm' of this program's tile (8)
	s_sub_u32 s15, s12, s18
	s_min_u32 s19, s15, 8                               ; 'm' elements in this tile
	s_and_b32 s15, s13, 3
	s_cmp_eq_u32 s15, 0                                 ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s15, 1, 0
	v_mov_b32 v2, 0                                     ; identity of sum
	v_mov_b32 v3, 0                                     ; identity of sum
	v_mov_b32 v4, 0                                     ; identity of sum
	v_mov_b32 v5, 0                                     ; identity of sum
	v_mov_b32 v6, 0                                     ; identity of sum
	v_mov_b32 v7, 0                                     ; identity of sum
	v_mov_b32 v8, 0                                     ; identity of sum
	v_mov_b32 v9, 0                                     ; identity of sum
	s_cmp_ge_u32 s17, 0x80                              ; a whole chunk of 'n' (128) is in bounds
	s_cselect_b32 s20, 1, 0
	s_cmp_ge_u32 s19, 8                                 ; a whole chunk of 'm' (8) is in bounds
	s_cselect_b32 s21, 1, 0
	s_and_b32 s22, s20, s21
	s_and_b32 s20, s22, s15
	s_cmp_ge_u32 s14, 2                                 ; at least one whole chunk of 'part'
	s_cselect_b32 s21, 1, 0
	s_sub_u32 s23, s14, 1
	s_cmp_lg_u32 s21, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s24, s23, 0
	s_cmp_lg_u32 s20, 0
	s_cselect_b32 s20, s24, 0
	s_mul_i32 s23, s13, s12                             ; a stride of 'acc_parts'
	v_lshrrev_b32 v10, 5, v1
	v_mul_lo_u32 v11, s13, v10
	v_and_b32 v12, 31, v1
	v_lshlrev_b32 v1, 2, v12
	v_add_u32 v12, v11, v1
	v_lshlrev_b32 v11, 2, v12                           ; thread's byte offset in a chunk of 'acc_parts'
	s_mul_i32 s24, s18, s13
	s_mul_hi_u32 s25, s18, s13
	s_lshl_b64 s[12:13], s[24:25], 2
	s_add_u32 s26, s10, s12                             ; 'acc_parts' at this program
	s_addc_u32 s27, s11, s13
	s_mov_b32 s10, s16
	s_mov_b32 s11, 0
	s_lshl_b64 s[12:13], s[10:11], 2
	s_add_u32 s28, s26, s12                             ; 'acc_parts' at this program
	s_addc_u32 s29, s27, s13
	s_mov_b32 s16, 0                                    ; chunks of 2 along 'part': whole chunks
	s_cmp_ge_u32 s16, s20
	s_cbranch_scc1 .Lgemm_bf16_split_fold_loop0_end
.Lgemm_bf16_split_fold_loop0:
	s_mul_i32 s26, s16, s23
	s_mul_hi_u32 s27, s16, s23
	s_lshl_b64 s[30:31], s[26:27], 2
	s_add_u32 s26, s28, s30                             ; 'acc_parts' at this chunk
	s_addc_u32 s27, s29, s31
	global_load_dwordx4 v[14:17], v11, s[26:27]         ; examples/gemm_bf16.kgen:6: 16-byte load of 'acc_parts'
	s_mul_i32 s18, s23, 1
	s_lshl_b32 s30, s18, 2
	v_add_u32 v13, s30, v11
	global_load_dwordx4 v[18:21], v13, s[26:27]         ; examples/gemm_bf16.kgen:6: 16-byte load of 'acc_parts'
	s_waitcnt vmcnt(1)
	v_add_f32 v2, v2, v14                               ; sum over 'part' (examples/gemm_bf16.kgen:6)
	v_add_f32 v3, v3, v15                               ; sum over 'part' (examples/gemm_bf16.kgen:6)
	v_add_f32 v4, v4, v16                               ; sum over 'part' (examples/gemm_bf16.kgen:6)
	v_add_f32 v5, v5, v17                               ; sum over 'part' (examples/gemm_bf16.kgen:6)
	s_waitcnt vmcnt(0)
	v_add_f32 v6, v6, v18                               ; sum over 'part' (examples/gemm_bf16.kgen:6)
	v_add_f32 v7, v7, v19                               ; sum over 'part' (examples/gemm_bf16.kgen:6)
	v_add_f32 v8, v8, v20                               ; sum over 'part' (examples/gemm_bf16.kgen:6)
	v_add_f32 v9, v9, v21                               ; sum over 'part' (examples/gemm_bf16.kgen:6)
	s_add_u32 s16, s16, 2
	s_cmp_lt_u32 s16, s20
	s_cbranch_scc1 .Lgemm_bf16_split_fold_loop0
.Lgemm_bf16_split_fold_loop0_end:
	s_mov_b32 s18, s16                                  ; chunks of 2 along 'part': the rest, masked
	s_cmp_ge_u32 s18, s14
	s_cbranch_scc1 .Lgemm_bf16_split_fold_loop1_end
.Lgemm_bf16_split_fold_loop1:
	s_sub_u32 s16, s14, s18
	s_mul_i32 s26, s18, s23
	s_mul_hi_u32 s27, s18, s23
	s_lshl_b64 s[30:31], s[26:27], 2
	s_add_u32 s26, s28, s30                             ; 'acc_parts' at this chunk
	s_addc_u32 s27, s29, s31
	s_cmp_lt_u32 0, s16                                 ; 'part' element in bounds
	s_cselect_b32 s20, 1, 0
	v_cmp_lt_u32 s[30:31], v10, s19                     ; 'm' element in bounds
	s_cmp_lg_u32 s20, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[34:35], s[32:33], s[30:31]
	v_cmp_lt_u32 s[32:33], v1, s17                      ; 'n' element in bounds
	s_and_b64 s[36:37], s[34:35], s[32:33]
	v_mov_b32 v13, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_75
	global_load_dword v13, v11, s[26:27]                ; examples/gemm_bf16.kgen:6: load of 'acc_parts'
	s_mov_b64 exec, s[38:39]
	v_add_u32 v14, 1, v1
	v_cmp_lt_u32 s[38:39], v14, s17                     ; 'n' element in bounds
	s_and_b64 s[40:41], s[34:35], s[38:39]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_79
	global_load_dword v14, v11, s[26:27] offset:4       ; examples/gemm_bf16.kgen:6: load of 'acc_parts'
	s_mov_b64 exec, s[42:43]
	v_add_u32 v15, 2, v1
	v_cmp_lt_u32 s[42:43], v15, s17                     ; 'n' element in bounds
	s_and_b64 s[44:45], s[34:35], s[42:43]
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_83
	global_load_dword v15, v11, s[26:27] offset:8       ; examples/gemm_bf16.kgen:6: load of 'acc_parts'
	s_mov_b64 exec, s[46:47]
	v_add_u32 v16, 3, v1
	v_cmp_lt_u32 s[46:47], v16, s17                     ; 'n' element in bounds
	s_and_b64 s[48:49], s[34:35], s[46:47]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[48:49]               ; lanes where %vpred_87
	global_load_dword v16, v11, s[26:27] offset:12      ; examples/gemm_bf16.kgen:6: load of 'acc_parts'
	s_mov_b64 exec, s[34:35]
	s_mul_i32 s20, s23, 1
	s_lshl_b32 s34, s20, 2
	v_add_u32 v17, s34, v11
	s_add_u32 s20, 0, 1
	s_cmp_lt_u32 s20, s16                               ; 'part' element in bounds
	s_cselect_b32 s16, 1, 0
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[50:51], s[34:35], s[30:31]
	s_and_b64 s[30:31], s[50:51], s[32:33]
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_95
	global_load_dword v18, v17, s[26:27]                ; examples/gemm_bf16.kgen:6: load of 'acc_parts'
	s_mov_b64 exec, s[32:33]
	s_and_b64 s[32:33], s[50:51], s[38:39]
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_97
	global_load_dword v19, v17, s[26:27] offset:4       ; examples/gemm_bf16.kgen:6: load of 'acc_parts'
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[34:35], s[50:51], s[42:43]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[34:35]               ; lanes where %vpred_99
	global_load_dword v20, v17, s[26:27] offset:8       ; examples/gemm_bf16.kgen:6: load of 'acc_parts'
	s_mov_b64 exec, s[38:39]
	s_and_b64 s[38:39], s[50:51], s[46:47]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[38:39]               ; lanes where %vpred_101
	global_load_dword v21, v17, s[26:27] offset:12      ; examples/gemm_bf16.kgen:6: load of 'acc_parts'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v17, 0, v13, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v2, v2, v17                               ; sum over 'part' (examples/gemm_bf16.kgen:6)
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v13, 0, v14, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v3, v3, v13                               ; sum over 'part' (examples/gemm_bf16.kgen:6)
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v13, 0, v15, s[44:45]                 ; absent elements contribute the identity
	v_add_f32 v4, v4, v13                               ; sum over 'part' (examples/gemm_bf16.kgen:6)
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v13, 0, v16, s[48:49]                 ; absent elements contribute the identity
	v_add_f32 v5, v5, v13                               ; sum over 'part' (examples/gemm_bf16.kgen:6)
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v13, 0, v18, s[30:31]                 ; absent elements contribute the identity
	v_add_f32 v6, v6, v13                               ; sum over 'part' (examples/gemm_bf16.kgen:6)
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v13, 0, v19, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v7, v7, v13                               ; sum over 'part' (examples/gemm_bf16.kgen:6)
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v13, 0, v20, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v13                               ; sum over 'part' (examples/gemm_bf16.kgen:6)
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v13, 0, v21, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v13                               ; sum over 'part' (examples/gemm_bf16.kgen:6)
	s_add_u32 s18, s18, 2
	s_cmp_lt_u32 s18, s14
	s_cbranch_scc1 .Lgemm_bf16_split_fold_loop1
.Lgemm_bf16_split_fold_loop1_end:
	v_add_f32 v11, v2, v6                               ; sum over 'part' (examples/gemm_bf16.kgen:6)
	v_add_f32 v2, v3, v7                                ; sum over 'part' (examples/gemm_bf16.kgen:6)
	v_add_f32 v3, v4, v8                                ; sum over 'part' (examples/gemm_bf16.kgen:6)
	v_add_f32 v4, v5, v9                                ; sum over 'part' (examples/gemm_bf16.kgen:6)
	s_and_b32 s14, s22, s21
	s_and_b32 s16, s14, s15
	v_lshlrev_b32 v5, 2, v1                             ; thread's byte offset in a chunk of 'bias'
	s_add_u32 s14, s6, s12                              ; 'bias' at this program
	s_addc_u32 s15, s7, s13
	v_lshlrev_b32 v6, 1, v12                            ; thread's byte offset in a chunk of 'c'
	s_lshl_b64 s[6:7], s[24:25], 1
	s_add_u32 s12, s8, s6                               ; 'c' at this program
	s_addc_u32 s13, s9, s7
	s_lshl_b64 s[6:7], s[10:11], 1
	s_add_u32 s8, s12, s6                               ; 'c' at this program
	s_addc_u32 s9, s13, s7
	s_cmp_eq_u32 s16, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lgemm_bf16_split_fold_if0_else
	global_load_dwordx4 v[12:15], v5, s[14:15]          ; examples/gemm_bf16.kgen:9: 16-byte load of 'bias'
	s_waitcnt vmcnt(0)
	v_add_f32 v7, v11, v12                              ; examples/gemm_bf16.kgen:9
	v_add_f32 v8, v2, v13                               ; examples/gemm_bf16.kgen:9
	v_add_f32 v9, v3, v14                               ; examples/gemm_bf16.kgen:9
	v_add_f32 v16, v4, v15                              ; examples/gemm_bf16.kgen:9
	v_max_f32 v12, 0, v7                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[6:7], v7, 0
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v12, v7, s[6:7]
	v_max_f32 v7, 0, v8                                 ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[6:7], v8, 0
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v7, v8, s[6:7]
	v_max_f32 v7, 0, v9                                 ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[6:7], v9, 0
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v7, v8, s[6:7]
	v_max_f32 v7, 0, v16                                ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[6:7], v16, 0
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v7, v8, s[6:7]
	v_mov_b32 v7, 0x7fc00000
	v_cmp_u_f32 s[6:7], v13, v13
	v_cmp_u_f32 s[10:11], v12, v12
	v_bfe_u32 v8, v13, 16, 1
	v_bfe_u32 v15, v12, 16, 1
	v_add3_u32 v16, v13, v8, s4
	v_add3_u32 v8, v12, v15, s4
	v_cndmask_b32 v16, v16, v7, s[6:7]
	v_cndmask_b32 v8, v8, v7, s[10:11]
	v_perm_b32 v7, v8, v16, s5
	v_mov_b32 v8, 0x7fc00000
	v_cmp_u_f32 s[6:7], v9, v9
	v_cmp_u_f32 s[10:11], v14, v14
	v_bfe_u32 v12, v9, 16, 1
	v_bfe_u32 v13, v14, 16, 1
	v_add3_u32 v15, v9, v12, s4
	v_add3_u32 v9, v14, v13, s4
	v_cndmask_b32 v15, v15, v8, s[6:7]
	v_cndmask_b32 v9, v9, v8, s[10:11]
	v_perm_b32 v8, v9, v15, s5
	v_mov_b32 v12, v7                                   ; examples/gemm_bf16.kgen:9: 8-byte store to 'c'
	v_mov_b32 v13, v8
	global_store_dwordx2 v6, v[12:13], s[8:9]
	s_branch .Lgemm_bf16_split_fold_if0_end
.Lgemm_bf16_split_fold_if0_else:
	v_cmp_lt_u32 s[6:7], v1, s17                        ; 'n' element in bounds
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_138
	global_load_dword v7, v5, s[14:15]                  ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v8, 1, v1
	v_cmp_lt_u32 s[10:11], v8, s17                      ; 'n' element in bounds
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[12:13], s[10:11]               ; lanes where %vpred_141
	global_load_dword v8, v5, s[14:15] offset:4         ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[12:13]
	v_add_u32 v9, 2, v1
	v_cmp_lt_u32 s[12:13], v9, s17                      ; 'n' element in bounds
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[12:13]               ; lanes where %vpred_144
	global_load_dword v9, v5, s[14:15] offset:8         ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[20:21]
	v_add_u32 v12, 3, v1
	v_cmp_lt_u32 s[20:21], v12, s17                     ; 'n' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[16:17], s[20:21]               ; lanes where %vpred_147
	global_load_dword v1, v5, s[14:15] offset:12        ; examples/gemm_bf16.kgen:9: load of 'bias'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(3)
	v_add_f32 v5, v11, v7                               ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(2)
	v_add_f32 v7, v2, v8                                ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(1)
	v_add_f32 v2, v3, v9                                ; examples/gemm_bf16.kgen:9
	s_waitcnt vmcnt(0)
	v_add_f32 v3, v4, v1                                ; examples/gemm_bf16.kgen:9
	v_max_f32 v1, 0, v5                                 ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[14:15], v5, 0
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v5, v1, v4, s[14:15]
	v_max_f32 v1, 0, v7                                 ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[14:15], v7, 0
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v1, v4, s[14:15]
	v_max_f32 v1, 0, v2                                 ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[14:15], v2, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v1, v2, s[14:15]
	v_max_f32 v1, 0, v3                                 ; examples/gemm_bf16.kgen:9
	v_cmp_u_f32 s[14:15], v3, 0
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v1, v2, s[14:15]
	v_cmp_lt_u32 s[14:15], v10, s19                     ; 'm' element in bounds
	s_and_b64 s[16:17], s[14:15], s[6:7]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s4
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[16:17]                 ; lanes where %vpred_158
	global_store_short v6, v1, s[8:9]                   ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[6:7]
	s_and_b64 s[6:7], s[14:15], s[10:11]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v2, v7, v1, s4
	v_cmp_u_f32 s[10:11], v7, v7
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_160
	global_store_short v6, v1, s[8:9] offset:2          ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[14:15], s[12:13]
	v_bfe_u32 v1, v4, 16, 1
	v_add3_u32 v2, v4, v1, s4
	v_cmp_u_f32 s[10:11], v4, v4
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_162
	global_store_short v6, v1, s[8:9] offset:4          ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[14:15], s[20:21]
	v_bfe_u32 v1, v3, 16, 1
	v_add3_u32 v2, v3, v1, s4
	v_cmp_u_f32 s[4:5], v3, v3
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[4:5]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_164
	global_store_short v6, v1, s[8:9] offset:6          ; examples/gemm_bf16.kgen:9: store to 'c'
	s_mov_b64 exec, s[4:5]
.Lgemm_bf16_split_fold_if0_end:
	s_endpgm
.Lfunc_end_gemm_bf16_split_fold:
	.size	gemm_bf16_split_fold, .Lfunc_end_gemm_bf16_split_fold-gemm_bf16_split_fold

	.rodata
	.p2align	6
	.amdhsa_kernel gemm_bf16
		.amdhsa_group_segment_fixed_size 40960
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 44
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 104
		.amdhsa_next_free_sgpr 50
		.amdhsa_accum_offset 72
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
	.amdhsa_kernel gemm_bf16_split
		.amdhsa_group_segment_fixed_size 40960
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 60
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 104
		.amdhsa_next_free_sgpr 50
		.amdhsa_accum_offset 72
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
	.amdhsa_kernel gemm_bf16_split_fold
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
		.amdhsa_next_free_sgpr 52
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
    .vgpr_count:     104
    .vgpr_spill_count: 0
    .agpr_count:     32
    .wavefront_size: 64
  - .name:           gemm_bf16_split
    .symbol:         gemm_bf16_split.kd
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
    .group_segment_fixed_size: 40960
    .kernarg_segment_align: 8
    .kernarg_segment_size: 60
    .max_flat_workgroup_size: 512
    .private_segment_fixed_size: 0
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .vgpr_count:     104
    .vgpr_spill_count: 0
    .agpr_count:     32
    .wavefront_size: 64
  - .name:           gemm_bf16_split_fold
    .symbol:         gemm_bf16_split_fold.kd
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
    .sgpr_count:     58
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
