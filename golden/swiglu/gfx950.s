; kgen AMDGCN module for gfx950: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel swiglu: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel swiglu from examples/swiglu.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n, m
;   raster: 'm' in groups of 8 tiles, then the next 'n' (fewest bytes per wave); the 32 programs an L2 serves at once (Instinct MI355X: 256 CUs on 8 dies with an L2 each, which take blocks in turn; kgen gives each die a run of consecutive tiles) reads 8 x + 4 w1+w3 panels (2048 B per K element; 4352 in the grid's own order at N = 8192, 8448 at N = 8128)
;   chunk: m: 64, n: 64, kk: 32; walked in chunks: none
;   layout: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     (the first product's accumulator; at most 8 elements per vector access)
;   tile products on mfma 32x32x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (0 shuffle and conversion instructions per thread)
;   product 9:17 m x n contracting kk: 2 x 2 warps, each mfma 32x32x16 tiles
;   product 10:15 m x n contracting kk: 2 x 2 warps, each mfma 32x32x16 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [m, n]: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     L1 [m, kk]: m:64 x kk:32: reg[kk1 kk2 kk4] lane[kk8 kk16 m1 m2 m4 m8] warp[m16 m32]
;     L2 [n, kk]: n:64 x kk:32: reg[n1 n2 n4] lane[n8 n16 n32 kk1 kk2 kk4] warp[kk8 kk16]
;       5:12 carried -> L0; 8:14 load x -> L1; 9:22 load w1 -> L2; 9:17 matmul -> L0; 9:9 add -> L0; 6:10 carried -> L0
;       10:20 load w3 -> L2; 10:15 matmul -> L0; 10:9 add -> L0; 7:5 loop_result -> L0; 12:27 sigmoid -> L0; 12:20 mul -> L0
;       7:5 loop_result -> L0; 12:20 mul -> L0; 12:15 cast -> L0
;   split reduction over 'k' where fewer than 640 programs run (1280 fill the Instinct MI355X): swiglu_split walks parts of 'K', the argument 'rows' rows each (a multiple of 32, at least 128, chosen at launch), into gate_parts: f32[parts, M, N], up_parts: f32[parts, M, N]; swiglu_split_fold folds the parts and stores: two launches, no atomics
; resources: 104 VGPRs (70 ArchVGPRs + 32 AGPRs from accum_offset 72), 50 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 30720 bytes LDS, 44 bytes of arguments, 256 threads
;   arg x: tensor bf16 at 0 (read-only)
;   arg w1: tensor bf16 at 8 (read-only)
;   arg w3: tensor bf16 at 16 (read-only)
;   arg h: tensor bf16 at 24
;   arg M: dim i32 at 32
;   arg K: dim i32 at 36
;   arg N: dim i32 at 40
; s[0:1] kernarg pointer, s2 workgroup id x, v0 work-item id
	.text
	.globl	swiglu
	.p2align	8
	.type	swiglu,@function
swiglu:
	s_mov_b32 s3, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s4, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s5, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument w1
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument w3
	s_load_dwordx2 s[12:13], s[0:1], 0x18               ; argument h
	s_load_dword s14, s[0:1], 0x20                      ; argument M
	s_load_dword s15, s[0:1], 0x24                      ; argument K
	s_load_dword s16, s[0:1], 0x28                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s17, s2                                   ; program index over 'n' x 'm' tiles, grouped
	s_waitcnt lgkmcnt(0)
	s_add_u32 s18, s16, 63
	s_lshr_b32 s19, s18, 6
	s_max_u32 s18, s19, 1                               ; 'n' tiles
	s_add_u32 s19, s14, 63
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
	s_mul_i32 s20, s18, 8                               ; programs in a group of 8 'm' tiles
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
	s_mul_i32 s17, s21, 8                               ; the group's first 'm' tile
	s_sub_u32 s18, s19, s17
	s_min_u32 s19, s18, 8                               ; 'm' tiles in this group (the last may be short)
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
	s_sub_u32 s19, s16, s17
	s_min_u32 s20, s19, 64                              ; 'n' elements in this tile
	s_mul_i32 s19, s18, 64                              ; first 'm' of this program's tile (64)
	s_sub_u32 s18, s14, s19
	s_min_u32 s14, s18, 64                              ; 'm' elements in this tile
	s_and_b32 s18, s15, 7
	s_cmp_eq_u32 s18, 0                                 ; rows start aligned to 8 elements iff K % 8 == 0
	s_cselect_b32 s18, 1, 0
	s_and_b32 s21, s16, 7
	s_cmp_eq_u32 s21, 0                                 ; rows start aligned to 8 elements iff N % 8 == 0
	s_cselect_b32 s21, 1, 0
	s_and_b32 s22, s18, s21
	s_cmp_ge_u32 s20, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s18, 1, 0
	s_cmp_ge_u32 s14, 64                                ; a whole chunk of 'm' (64) is in bounds
	s_cselect_b32 s21, 1, 0
	s_and_b32 s23, s18, s21
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
	v_mul_lo_u32 v8, s15, v5
	v_add_u32 v10, v8, v9
	v_lshlrev_b32 v8, 1, v10                            ; thread's first 16 bytes of a 'x' tile
	v_mul_lo_u32 v10, 40, v5
	v_add_u32 v11, v10, v9
	v_lshlrev_b32 v10, 1, v11                           ; thread's first 16 bytes in st0
	s_mul_i32 s24, s19, s15
	s_mul_hi_u32 s25, s19, s15
	s_lshl_b64 s[26:27], s[24:25], 1
	s_add_u32 s24, s6, s26                              ; 'x' at this program
	s_addc_u32 s25, s7, s27
	v_lshrrev_b32 v11, 3, v1
	v_lshlrev_b32 v12, 1, v11
	v_and_b32 v13, 7, v1
	v_lshlrev_b32 v14, 3, v13
	v_mul_lo_u32 v13, s16, v12
	v_add_u32 v15, v13, v14
	v_lshlrev_b32 v13, 1, v15                           ; thread's first 16 bytes of a 'w1' tile
	v_mul_lo_u32 v15, 40, v14
	v_add_u32 v16, v15, v12
	v_lshlrev_b32 v12, 1, v16                           ; thread's first pair in st1
	v_mov_b32 v16, 0x80                                 ; threads 0..127 move the 128 units of a small tile
	v_cmp_lt_u32 s[6:7], v1, v16
	s_mov_b32 s26, s17
	s_mov_b32 s27, 0
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s26, s8, s28                              ; 'w1' at this program
	s_addc_u32 s27, s9, s29
	s_add_u32 s8, s10, s28                              ; 'w3' at this program
	s_addc_u32 s9, s11, s29
	v_mul_lo_u32 v1, s16, v11
	v_add_u32 v16, v1, v14
	v_lshlrev_b32 v1, 1, v16                            ; thread's byte offset in a chunk of 'w1'
	v_add_u32 v16, v15, v11
	v_lshlrev_b32 v15, 1, v16                           ; thread's place in st1
	v_lshlrev_b32 v16, 2, v6
	v_or_b32 v6, v16, v3                                ; thread's 'm' coordinate
	v_mul_lo_u32 v3, s16, v6
	v_add_u32 v16, v3, v4
	v_lshlrev_b32 v3, 1, v16                            ; thread's byte offset in a chunk of 'h'
	s_mul_i32 s10, s19, s16
	s_mul_hi_u32 s11, s19, s16
	s_lshl_b64 s[18:19], s[10:11], 1
	s_add_u32 s10, s12, s18                             ; 'h' at this program
	s_addc_u32 s11, s13, s19
	s_add_u32 s12, s10, s28                             ; 'h' at this program
	s_addc_u32 s13, s11, s29
	s_cmp_eq_u32 s23, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lswiglu_if0_else
	v_accvgpr_write_b32 a0, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a1, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a2, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a3, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a4, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a5, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a6, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a7, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a8, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a9, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a10, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a11, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a12, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a13, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a14, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a15, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a16, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a17, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a18, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a19, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a20, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a21, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a22, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a23, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a24, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a25, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a26, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a27, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a28, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a29, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a30, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a31, 0                          ; loop-carried 'up'
	s_cmp_ge_u32 s15, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s15, 31
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s10, s11, 0
	s_cmp_eq_u32 s22, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lswiglu_if1_else
	s_mov_b32 s18, 0
	s_mov_b32 s19, 0
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s24, s28                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s29
	s_cmp_lt_u32 0, s10                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[28:29], v5, s14
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1277
	global_load_dwordx4 v[16:19], v8, s[18:19]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	ds_write_b128 v10, v[16:19]                         ; 16 bytes into st0
	s_mul_i32 s18, 0, s16
	s_mul_hi_u32 s19, 0, s16
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s26, s28                             ; 'w1' at this chunk
	s_addc_u32 s19, s27, s29
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[6:7]
	v_cmp_lt_u32 s[30:31], v14, s20
	s_and_b64 s[34:35], s[32:33], s[30:31]
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1287
	global_load_dwordx4 v[16:19], v13, s[18:19]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s11, s16, 2
	v_add_u32 v20, s11, v13
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1287
	global_load_dwordx4 v[22:25], v20, s[18:19]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v22, v16, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v21 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v21, v22, v16, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v21 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v21, v23, v17, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v21 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v21, v23, v17, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v21 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v21, v24, v18, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v21 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v21, v24, v18, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v21 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v21, v25, v19, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v21 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v21, v25, v19, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v21 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_add_u32 s18, s8, s28                              ; 'w3' at this chunk
	s_addc_u32 s19, s9, s29
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1287
	global_load_dwordx4 v[16:19], v13, s[18:19]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1287
	global_load_dwordx4 v[22:25], v20, s[18:19]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v22, v16, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v20 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v20, v22, v16, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v20 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v20, v23, v17, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v20 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v20, v23, v17, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v20 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v20, v24, v18, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v20 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v20, v24, v18, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v20 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v20, v25, v19, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v20 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v20, v25, v19, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v20 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_mov_b32 s11, 0                                    ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s11, s10
	s_cbranch_scc1 .Lswiglu_loop0_end
.Lswiglu_loop0:
	s_add_u32 s17, s11, 32
	s_cmp_lt_u32 s11, s10
	s_cselect_b32 s18, 1, 0
	s_cmp_eq_u32 s18, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_if2_end
	s_mov_b32 s18, s17
	s_mov_b32 s19, 0
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s24, s28                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s29
	s_cmp_lt_u32 s17, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s21, 1, 0
	v_cmp_lt_u32 s[28:29], v5, s14
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1329
	global_load_dwordx4 v[16:19], v8, s[18:19]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s18, s17, s16
	s_mul_hi_u32 s19, s17, s16
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s26, s28                             ; 'w1' at this chunk
	s_addc_u32 s19, s27, s29
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[6:7]
	v_cmp_lt_u32 s[30:31], v14, s20
	s_and_b64 s[34:35], s[32:33], s[30:31]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1339
	global_load_dwordx4 v[20:23], v13, s[18:19]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s17, s16, 2
	v_add_u32 v24, s17, v13
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1339
	global_load_dwordx4 v[26:29], v24, s[18:19]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[30:31]
	s_add_u32 s18, s8, s28                              ; 'w3' at this chunk
	s_addc_u32 s19, s9, s29
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1339
	global_load_dwordx4 v[30:33], v13, s[18:19]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1339
	global_load_dwordx4 v[34:37], v24, s[18:19]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[38:41], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[42:45], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[42:45], v[38:41], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[38:41], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[46:49], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[46:49], v[38:41], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[38:41], v2 offset:10240              ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[42:45], v[38:41], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[38:41], v2 offset:10272              ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[46:49], v[38:41], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_waitcnt vmcnt(4)
	ds_write_b128 v10, v[16:19] offset:15360            ; 16 bytes into st0
	s_waitcnt vmcnt(2)
	v_perm_b32 v16, v26, v20, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20480                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v26, v20, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20560                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v27, v21, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20640                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v27, v21, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20720                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v28, v22, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20800                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v28, v22, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20880                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v29, v23, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20960                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v29, v23, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:21040                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v34, v30, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25600                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v34, v30, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25680                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v35, v31, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25760                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v35, v31, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25840                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v36, v32, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25920                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v36, v32, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:26000                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v37, v33, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:26080                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v37, v33, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:26160                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
.Lswiglu_if2_end:
	s_add_u32 s17, s11, 32
	s_add_u32 s18, s17, 32
	s_cmp_lt_u32 s17, s10
	s_cselect_b32 s17, 1, 0
	s_cmp_eq_u32 s17, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_if3_end
	s_mov_b32 s28, s18
	s_mov_b32 s29, 0
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s28, s24, s30                             ; 'x' at this chunk
	s_addc_u32 s29, s25, s31
	s_cmp_lt_u32 s18, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_cmp_lt_u32 s[30:31], v5, s14
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[34:35], s[32:33], s[30:31]
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1407
	global_load_dwordx4 v[16:19], v8, s[28:29]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s28, s18, s16
	s_mul_hi_u32 s29, s18, s16
	s_lshl_b64 s[18:19], s[28:29], 1
	s_add_u32 s28, s26, s18                             ; 'w1' at this chunk
	s_addc_u32 s29, s27, s19
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[6:7]
	v_cmp_lt_u32 s[30:31], v14, s20
	s_and_b64 s[34:35], s[32:33], s[30:31]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1417
	global_load_dwordx4 v[20:23], v13, s[28:29]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s17, s16, 2
	v_add_u32 v24, s17, v13
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1417
	global_load_dwordx4 v[26:29], v24, s[28:29]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[30:31]
	s_add_u32 s28, s8, s18                              ; 'w3' at this chunk
	s_addc_u32 s29, s9, s19
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[34:35]               ; lanes where %vpred_1417
	global_load_dwordx4 v[30:33], v13, s[28:29]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[34:35]               ; lanes where %vpred_1417
	global_load_dwordx4 v[34:37], v24, s[28:29]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[38:41], v2 offset:20480              ; B fragment 0 of k-step 0
	ds_read_b128 v[42:45], v7 offset:15360              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[42:45], v[38:41], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[38:41], v2 offset:20512              ; B fragment 0 of k-step 1
	ds_read_b128 v[46:49], v7 offset:15392              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[46:49], v[38:41], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[38:41], v2 offset:25600              ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[42:45], v[38:41], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[38:41], v2 offset:25632              ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[46:49], v[38:41], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_waitcnt vmcnt(4)
	ds_write_b128 v10, v[16:19]                         ; 16 bytes into st0
	s_waitcnt vmcnt(2)
	v_perm_b32 v16, v26, v20, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v26, v20, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v27, v21, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v27, v21, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v28, v22, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v28, v22, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v29, v23, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v29, v23, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v34, v30, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v34, v30, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v35, v31, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v35, v31, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v36, v32, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v36, v32, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v37, v33, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v37, v33, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
.Lswiglu_if3_end:
	s_add_u32 s11, s11, 64
	s_cmp_lt_u32 s11, s10
	s_cbranch_scc1 .Lswiglu_loop0
.Lswiglu_loop0_end:
	s_branch .Lswiglu_if1_end
.Lswiglu_if1_else:
	s_mov_b32 s18, 0
	s_mov_b32 s19, 0
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s24, s28                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s29
	s_cmp_lt_u32 0, s10                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[28:29], v5, s14
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1483
	global_load_ushort v16, v8, s[18:19]                ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1483
	global_load_ushort v17, v8, s[18:19] offset:2       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1483
	global_load_ushort v18, v8, s[18:19] offset:4       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1483
	global_load_ushort v19, v8, s[18:19] offset:6       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1483
	global_load_ushort v20, v8, s[18:19] offset:8       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1483
	global_load_ushort v21, v8, s[18:19] offset:10      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1483
	global_load_ushort v22, v8, s[18:19] offset:12      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1483
	global_load_ushort v23, v8, s[18:19] offset:14      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(6)
	v_perm_b32 v24, v17, v16, s3                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v16, v19, v18, s3                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v17, v21, v20, s3                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, v23, v22, s3                        ; elements 6, 7
	v_mov_b32 v20, v24                                  ; 16 bytes into st0
	v_mov_b32 v21, v16
	v_mov_b32 v22, v17
	v_mov_b32 v23, v18
	ds_write_b128 v10, v[20:23]
	s_mul_i32 s18, 0, s16
	s_mul_hi_u32 s19, 0, s16
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s26, s28                             ; 'w1' at this chunk
	s_addc_u32 s19, s27, s29
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[6:7]
	v_cmp_lt_u32 s[30:31], v14, s20
	s_and_b64 s[34:35], s[32:33], s[30:31]
	s_and_b64 s[32:33], s[34:35], s[30:31]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_1502
	global_load_ushort v16, v13, s[18:19]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v17, 1, v14
	v_cmp_lt_u32 s[30:31], v17, s20
	s_and_b64 s[36:37], s[34:35], s[30:31]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1506
	global_load_ushort v17, v13, s[18:19] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v18, 2, v14
	v_cmp_lt_u32 s[30:31], v18, s20
	s_and_b64 s[38:39], s[34:35], s[30:31]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[38:39]               ; lanes where %vpred_1510
	global_load_ushort v18, v13, s[18:19] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v19, 3, v14
	v_cmp_lt_u32 s[30:31], v19, s20
	s_and_b64 s[40:41], s[34:35], s[30:31]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_1514
	global_load_ushort v19, v13, s[18:19] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v20, 4, v14
	v_cmp_lt_u32 s[30:31], v20, s20
	s_and_b64 s[42:43], s[34:35], s[30:31]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_1518
	global_load_ushort v20, v13, s[18:19] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v21, 5, v14
	v_cmp_lt_u32 s[30:31], v21, s20
	s_and_b64 s[44:45], s[34:35], s[30:31]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_1522
	global_load_ushort v21, v13, s[18:19] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v22, 6, v14
	v_cmp_lt_u32 s[30:31], v22, s20
	s_and_b64 s[46:47], s[34:35], s[30:31]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_1526
	global_load_ushort v22, v13, s[18:19] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v23, 7, v14
	v_cmp_lt_u32 s[30:31], v23, s20
	s_and_b64 s[48:49], s[34:35], s[30:31]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[48:49]               ; lanes where %vpred_1530
	global_load_ushort v23, v13, s[18:19] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s11, s16, 2
	v_add_u32 v24, s11, v13
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_1502
	global_load_ushort v25, v24, s[18:19]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1506
	global_load_ushort v26, v24, s[18:19] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[38:39]               ; lanes where %vpred_1510
	global_load_ushort v27, v24, s[18:19] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_1514
	global_load_ushort v28, v24, s[18:19] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_1518
	global_load_ushort v29, v24, s[18:19] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_1522
	global_load_ushort v30, v24, s[18:19] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_1526
	global_load_ushort v31, v24, s[18:19] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[48:49]               ; lanes where %vpred_1530
	global_load_ushort v32, v24, s[18:19] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(7)
	v_perm_b32 v33, v25, v16, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v33 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v16, v26, v17, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(5)
	v_perm_b32 v16, v27, v18, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(4)
	v_perm_b32 v16, v28, v19, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(3)
	v_perm_b32 v16, v29, v20, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(2)
	v_perm_b32 v16, v30, v21, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(1)
	v_perm_b32 v16, v31, v22, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v32, v23, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_add_u32 s18, s8, s28                              ; 'w3' at this chunk
	s_addc_u32 s19, s9, s29
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1502
	global_load_ushort v16, v13, s[18:19]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_1506
	global_load_ushort v17, v13, s[18:19] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_1510
	global_load_ushort v18, v13, s[18:19] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_1514
	global_load_ushort v19, v13, s[18:19] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1518
	global_load_ushort v20, v13, s[18:19] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_1522
	global_load_ushort v21, v13, s[18:19] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1526
	global_load_ushort v22, v13, s[18:19] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1530
	global_load_ushort v23, v13, s[18:19] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1502
	global_load_ushort v25, v24, s[18:19]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_1506
	global_load_ushort v26, v24, s[18:19] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_1510
	global_load_ushort v27, v24, s[18:19] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_1514
	global_load_ushort v28, v24, s[18:19] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1518
	global_load_ushort v29, v24, s[18:19] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_1522
	global_load_ushort v30, v24, s[18:19] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1526
	global_load_ushort v31, v24, s[18:19] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1530
	global_load_ushort v32, v24, s[18:19] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(7)
	v_perm_b32 v24, v25, v16, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v24 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v16, v26, v17, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(5)
	v_perm_b32 v16, v27, v18, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(4)
	v_perm_b32 v16, v28, v19, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(3)
	v_perm_b32 v16, v29, v20, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(2)
	v_perm_b32 v16, v30, v21, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(1)
	v_perm_b32 v16, v31, v22, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v32, v23, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_mov_b32 s11, 0                                    ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s11, s10
	s_cbranch_scc1 .Lswiglu_loop1_end
.Lswiglu_loop1:
	s_add_u32 s17, s11, 32
	s_cmp_lt_u32 s11, s10
	s_cselect_b32 s18, 1, 0
	s_cmp_eq_u32 s18, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_if4_end
	s_mov_b32 s18, s17
	s_mov_b32 s19, 0
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s24, s28                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s29
	s_cmp_lt_u32 s17, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s21, 1, 0
	v_cmp_lt_u32 s[28:29], v5, s14
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1581
	global_load_ushort v16, v8, s[18:19]                ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1581
	global_load_ushort v17, v8, s[18:19] offset:2       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1581
	global_load_ushort v18, v8, s[18:19] offset:4       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1581
	global_load_ushort v19, v8, s[18:19] offset:6       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1581
	global_load_ushort v20, v8, s[18:19] offset:8       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1581
	global_load_ushort v21, v8, s[18:19] offset:10      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1581
	global_load_ushort v22, v8, s[18:19] offset:12      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1581
	global_load_ushort v23, v8, s[18:19] offset:14      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s18, s17, s16
	s_mul_hi_u32 s19, s17, s16
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s26, s28                             ; 'w1' at this chunk
	s_addc_u32 s19, s27, s29
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[6:7]
	v_cmp_lt_u32 s[30:31], v14, s20
	s_and_b64 s[34:35], s[32:33], s[30:31]
	s_and_b64 s[32:33], s[34:35], s[30:31]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_1600
	global_load_ushort v24, v13, s[18:19]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v25, 1, v14
	v_cmp_lt_u32 s[30:31], v25, s20
	s_and_b64 s[36:37], s[34:35], s[30:31]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1604
	global_load_ushort v25, v13, s[18:19] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v26, 2, v14
	v_cmp_lt_u32 s[30:31], v26, s20
	s_and_b64 s[38:39], s[34:35], s[30:31]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[38:39]               ; lanes where %vpred_1608
	global_load_ushort v26, v13, s[18:19] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v27, 3, v14
	v_cmp_lt_u32 s[30:31], v27, s20
	s_and_b64 s[40:41], s[34:35], s[30:31]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_1612
	global_load_ushort v27, v13, s[18:19] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v28, 4, v14
	v_cmp_lt_u32 s[30:31], v28, s20
	s_and_b64 s[42:43], s[34:35], s[30:31]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_1616
	global_load_ushort v28, v13, s[18:19] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v29, 5, v14
	v_cmp_lt_u32 s[30:31], v29, s20
	s_and_b64 s[44:45], s[34:35], s[30:31]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_1620
	global_load_ushort v29, v13, s[18:19] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v30, 6, v14
	v_cmp_lt_u32 s[30:31], v30, s20
	s_and_b64 s[46:47], s[34:35], s[30:31]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_1624
	global_load_ushort v30, v13, s[18:19] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v31, 7, v14
	v_cmp_lt_u32 s[30:31], v31, s20
	s_and_b64 s[48:49], s[34:35], s[30:31]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[48:49]               ; lanes where %vpred_1628
	global_load_ushort v31, v13, s[18:19] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s17, s16, 2
	v_add_u32 v32, s17, v13
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_1600
	global_load_ushort v33, v32, s[18:19]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1604
	global_load_ushort v34, v32, s[18:19] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[38:39]               ; lanes where %vpred_1608
	global_load_ushort v35, v32, s[18:19] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_1612
	global_load_ushort v36, v32, s[18:19] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_1616
	global_load_ushort v37, v32, s[18:19] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_1620
	global_load_ushort v38, v32, s[18:19] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_1624
	global_load_ushort v39, v32, s[18:19] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[48:49]               ; lanes where %vpred_1628
	global_load_ushort v40, v32, s[18:19] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	s_add_u32 s18, s8, s28                              ; 'w3' at this chunk
	s_addc_u32 s19, s9, s29
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1600
	global_load_ushort v41, v13, s[18:19]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_1604
	global_load_ushort v42, v13, s[18:19] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_1608
	global_load_ushort v43, v13, s[18:19] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_1612
	global_load_ushort v44, v13, s[18:19] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1616
	global_load_ushort v45, v13, s[18:19] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_1620
	global_load_ushort v46, v13, s[18:19] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1624
	global_load_ushort v47, v13, s[18:19] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v48, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1628
	global_load_ushort v48, v13, s[18:19] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1600
	global_load_ushort v49, v32, s[18:19]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v50, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_1604
	global_load_ushort v50, v32, s[18:19] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_1608
	global_load_ushort v51, v32, s[18:19] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v52, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_1612
	global_load_ushort v52, v32, s[18:19] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1616
	global_load_ushort v53, v32, s[18:19] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v54, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_1620
	global_load_ushort v54, v32, s[18:19] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1624
	global_load_ushort v55, v32, s[18:19] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v56, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1628
	global_load_ushort v56, v32, s[18:19] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[58:61], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[62:65], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[62:65], v[58:61], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[58:61], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[66:69], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[66:69], v[58:61], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[58:61], v2 offset:10240              ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[62:65], v[58:61], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[58:61], v2 offset:10272              ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[66:69], v[58:61], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_waitcnt vmcnt(38)
	v_perm_b32 v32, v17, v16, s3                        ; elements 0, 1
	s_waitcnt vmcnt(36)
	v_perm_b32 v16, v19, v18, s3                        ; elements 2, 3
	s_waitcnt vmcnt(34)
	v_perm_b32 v17, v21, v20, s3                        ; elements 4, 5
	s_waitcnt vmcnt(32)
	v_perm_b32 v18, v23, v22, s3                        ; elements 6, 7
	v_mov_b32 v20, v32                                  ; 16 bytes into st0
	v_mov_b32 v21, v16
	v_mov_b32 v22, v17
	v_mov_b32 v23, v18
	ds_write_b128 v10, v[20:23] offset:15360
	s_waitcnt vmcnt(23)
	v_perm_b32 v16, v33, v24, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20480                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(22)
	v_perm_b32 v16, v34, v25, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20560                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(21)
	v_perm_b32 v16, v35, v26, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20640                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(20)
	v_perm_b32 v16, v36, v27, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20720                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(19)
	v_perm_b32 v16, v37, v28, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20800                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(18)
	v_perm_b32 v16, v38, v29, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20880                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(17)
	v_perm_b32 v16, v39, v30, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20960                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(16)
	v_perm_b32 v16, v40, v31, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:21040                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(7)
	v_perm_b32 v16, v49, v41, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25600                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v16, v50, v42, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25680                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(5)
	v_perm_b32 v16, v51, v43, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25760                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(4)
	v_perm_b32 v16, v52, v44, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25840                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(3)
	v_perm_b32 v16, v53, v45, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25920                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(2)
	v_perm_b32 v16, v54, v46, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:26000                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(1)
	v_perm_b32 v16, v55, v47, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:26080                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v56, v48, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:26160                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
.Lswiglu_if4_end:
	s_add_u32 s17, s11, 32
	s_add_u32 s18, s17, 32
	s_cmp_lt_u32 s17, s10
	s_cselect_b32 s17, 1, 0
	s_cmp_eq_u32 s17, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_if5_end
	s_mov_b32 s28, s18
	s_mov_b32 s29, 0
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s28, s24, s30                             ; 'x' at this chunk
	s_addc_u32 s29, s25, s31
	s_cmp_lt_u32 s18, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_cmp_lt_u32 s[30:31], v5, s14
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[34:35], s[32:33], s[30:31]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1705
	global_load_ushort v16, v8, s[28:29]                ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1705
	global_load_ushort v17, v8, s[28:29] offset:2       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1705
	global_load_ushort v18, v8, s[28:29] offset:4       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1705
	global_load_ushort v19, v8, s[28:29] offset:6       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1705
	global_load_ushort v20, v8, s[28:29] offset:8       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1705
	global_load_ushort v21, v8, s[28:29] offset:10      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1705
	global_load_ushort v22, v8, s[28:29] offset:12      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_1705
	global_load_ushort v23, v8, s[28:29] offset:14      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s28, s18, s16
	s_mul_hi_u32 s29, s18, s16
	s_lshl_b64 s[18:19], s[28:29], 1
	s_add_u32 s28, s26, s18                             ; 'w1' at this chunk
	s_addc_u32 s29, s27, s19
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[6:7]
	v_cmp_lt_u32 s[30:31], v14, s20
	s_and_b64 s[34:35], s[32:33], s[30:31]
	s_and_b64 s[32:33], s[34:35], s[30:31]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_1724
	global_load_ushort v24, v13, s[28:29]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v25, 1, v14
	v_cmp_lt_u32 s[30:31], v25, s20
	s_and_b64 s[36:37], s[34:35], s[30:31]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1728
	global_load_ushort v25, v13, s[28:29] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v26, 2, v14
	v_cmp_lt_u32 s[30:31], v26, s20
	s_and_b64 s[38:39], s[34:35], s[30:31]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[38:39]               ; lanes where %vpred_1732
	global_load_ushort v26, v13, s[28:29] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v27, 3, v14
	v_cmp_lt_u32 s[30:31], v27, s20
	s_and_b64 s[40:41], s[34:35], s[30:31]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_1736
	global_load_ushort v27, v13, s[28:29] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v28, 4, v14
	v_cmp_lt_u32 s[30:31], v28, s20
	s_and_b64 s[42:43], s[34:35], s[30:31]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_1740
	global_load_ushort v28, v13, s[28:29] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v29, 5, v14
	v_cmp_lt_u32 s[30:31], v29, s20
	s_and_b64 s[44:45], s[34:35], s[30:31]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_1744
	global_load_ushort v29, v13, s[28:29] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v30, 6, v14
	v_cmp_lt_u32 s[30:31], v30, s20
	s_and_b64 s[46:47], s[34:35], s[30:31]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_1748
	global_load_ushort v30, v13, s[28:29] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_add_u32 v31, 7, v14
	v_cmp_lt_u32 s[30:31], v31, s20
	s_and_b64 s[48:49], s[34:35], s[30:31]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[48:49]               ; lanes where %vpred_1752
	global_load_ushort v31, v13, s[28:29] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	s_mul_i32 s17, s16, 2
	v_add_u32 v32, s17, v13
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_1724
	global_load_ushort v33, v32, s[28:29]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_1728
	global_load_ushort v34, v32, s[28:29] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[38:39]               ; lanes where %vpred_1732
	global_load_ushort v35, v32, s[28:29] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_1736
	global_load_ushort v36, v32, s[28:29] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_1740
	global_load_ushort v37, v32, s[28:29] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_1744
	global_load_ushort v38, v32, s[28:29] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_1748
	global_load_ushort v39, v32, s[28:29] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[30:31], s[48:49]               ; lanes where %vpred_1752
	global_load_ushort v40, v32, s[28:29] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[30:31]
	s_add_u32 s28, s8, s18                              ; 'w3' at this chunk
	s_addc_u32 s29, s9, s19
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[32:33]               ; lanes where %vpred_1724
	global_load_ushort v41, v13, s[28:29]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[36:37]               ; lanes where %vpred_1728
	global_load_ushort v42, v13, s[28:29] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[38:39]               ; lanes where %vpred_1732
	global_load_ushort v43, v13, s[28:29] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[40:41]               ; lanes where %vpred_1736
	global_load_ushort v44, v13, s[28:29] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[42:43]               ; lanes where %vpred_1740
	global_load_ushort v45, v13, s[28:29] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[44:45]               ; lanes where %vpred_1744
	global_load_ushort v46, v13, s[28:29] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[46:47]               ; lanes where %vpred_1748
	global_load_ushort v47, v13, s[28:29] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v48, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[48:49]               ; lanes where %vpred_1752
	global_load_ushort v48, v13, s[28:29] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[32:33]               ; lanes where %vpred_1724
	global_load_ushort v49, v32, s[28:29]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v50, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[36:37]               ; lanes where %vpred_1728
	global_load_ushort v50, v32, s[28:29] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[38:39]               ; lanes where %vpred_1732
	global_load_ushort v51, v32, s[28:29] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v52, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[40:41]               ; lanes where %vpred_1736
	global_load_ushort v52, v32, s[28:29] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[42:43]               ; lanes where %vpred_1740
	global_load_ushort v53, v32, s[28:29] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v54, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[44:45]               ; lanes where %vpred_1744
	global_load_ushort v54, v32, s[28:29] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[46:47]               ; lanes where %vpred_1748
	global_load_ushort v55, v32, s[28:29] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v56, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[48:49]               ; lanes where %vpred_1752
	global_load_ushort v56, v32, s[28:29] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[58:61], v2 offset:20480              ; B fragment 0 of k-step 0
	ds_read_b128 v[62:65], v7 offset:15360              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[62:65], v[58:61], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[58:61], v2 offset:20512              ; B fragment 0 of k-step 1
	ds_read_b128 v[66:69], v7 offset:15392              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[66:69], v[58:61], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[58:61], v2 offset:25600              ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[62:65], v[58:61], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[58:61], v2 offset:25632              ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[66:69], v[58:61], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_waitcnt vmcnt(38)
	v_perm_b32 v32, v17, v16, s3                        ; elements 0, 1
	s_waitcnt vmcnt(36)
	v_perm_b32 v16, v19, v18, s3                        ; elements 2, 3
	s_waitcnt vmcnt(34)
	v_perm_b32 v17, v21, v20, s3                        ; elements 4, 5
	s_waitcnt vmcnt(32)
	v_perm_b32 v18, v23, v22, s3                        ; elements 6, 7
	v_mov_b32 v20, v32                                  ; 16 bytes into st0
	v_mov_b32 v21, v16
	v_mov_b32 v22, v17
	v_mov_b32 v23, v18
	ds_write_b128 v10, v[20:23]
	s_waitcnt vmcnt(23)
	v_perm_b32 v16, v33, v24, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(22)
	v_perm_b32 v16, v34, v25, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(21)
	v_perm_b32 v16, v35, v26, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(20)
	v_perm_b32 v16, v36, v27, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(19)
	v_perm_b32 v16, v37, v28, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(18)
	v_perm_b32 v16, v38, v29, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(17)
	v_perm_b32 v16, v39, v30, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(16)
	v_perm_b32 v16, v40, v31, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(7)
	v_perm_b32 v16, v49, v41, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v16, v50, v42, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(5)
	v_perm_b32 v16, v51, v43, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(4)
	v_perm_b32 v16, v52, v44, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(3)
	v_perm_b32 v16, v53, v45, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(2)
	v_perm_b32 v16, v54, v46, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(1)
	v_perm_b32 v16, v55, v47, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v56, v48, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
.Lswiglu_if5_end:
	s_add_u32 s11, s11, 64
	s_cmp_lt_u32 s11, s10
	s_cbranch_scc1 .Lswiglu_loop1
.Lswiglu_loop1_end:
.Lswiglu_if1_end:
	s_add_u32 s11, s10, 31
	s_and_b32 s10, s11, 0xffffffe0                      ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s11, s10                                  ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s11, s15
	s_cbranch_scc1 .Lswiglu_loop2_end
.Lswiglu_loop2:
	s_sub_u32 s10, s15, s11
	s_mov_b32 s18, s11
	s_mov_b32 s19, 0
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s24, s28                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s29
	v_cmp_lt_u32 s[28:29], v5, s14                      ; 'm' element in bounds
	v_cmp_lt_u32 s[30:31], v9, s10                      ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_344
	global_load_ushort v16, v8, s[18:19]                ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v16
	v_add_u32 v16, 1, v9
	v_cmp_lt_u32 s[30:31], v16, s10                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_349
	global_load_ushort v16, v8, s[18:19] offset:2       ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v16
	v_add_u32 v16, 2, v9
	v_cmp_lt_u32 s[30:31], v16, s10                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_354
	global_load_ushort v16, v8, s[18:19] offset:4       ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v16
	v_add_u32 v16, 3, v9
	v_cmp_lt_u32 s[30:31], v16, s10                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_359
	global_load_ushort v16, v8, s[18:19] offset:6       ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v16
	v_add_u32 v16, 4, v9
	v_cmp_lt_u32 s[30:31], v16, s10                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_364
	global_load_ushort v16, v8, s[18:19] offset:8       ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v16
	v_add_u32 v16, 5, v9
	v_cmp_lt_u32 s[30:31], v16, s10                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_369
	global_load_ushort v16, v8, s[18:19] offset:10      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v16
	v_add_u32 v16, 6, v9
	v_cmp_lt_u32 s[30:31], v16, s10                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_374
	global_load_ushort v16, v8, s[18:19] offset:12      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v16
	v_add_u32 v16, 7, v9
	v_cmp_lt_u32 s[30:31], v16, s10                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_379
	global_load_ushort v16, v8, s[18:19] offset:14      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v16
	v_lshrrev_b32 v16, 16, v17
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v10, v16                               ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v18
	ds_write_b16 v10, v17 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v18, 16, v19
	ds_write_b16 v10, v18 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v20
	ds_write_b16 v10, v19 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v20, 16, v21
	ds_write_b16 v10, v20 offset:8                      ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v22
	ds_write_b16 v10, v21 offset:10                     ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v23
	ds_write_b16 v10, v22 offset:12                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v24
	ds_write_b16 v10, v23 offset:14                     ; A operand of the product: stage
	s_mul_i32 s18, s11, s16
	s_mul_hi_u32 s19, s11, s16
	s_lshl_b64 s[28:29], s[18:19], 1
	s_add_u32 s18, s26, s28                             ; 'w1' at this chunk
	s_addc_u32 s19, s27, s29
	v_cmp_lt_u32 s[30:31], v14, s20                     ; 'n' element in bounds
	v_cmp_lt_u32 s[32:33], v11, s10                     ; 'kk' element in bounds
	s_and_b64 s[34:35], s[30:31], s[32:33]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_398
	global_load_ushort v24, v1, s[18:19]                ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v24
	v_add_u32 v24, 1, v14
	v_cmp_lt_u32 s[30:31], v24, s20                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[30:31], s[32:33]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[36:37]               ; lanes where %vpred_403
	global_load_ushort v24, v1, s[18:19] offset:2       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v24
	v_add_u32 v24, 2, v14
	v_cmp_lt_u32 s[30:31], v24, s20                     ; 'n' element in bounds
	s_and_b64 s[38:39], s[30:31], s[32:33]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[38:39]               ; lanes where %vpred_408
	global_load_ushort v24, v1, s[18:19] offset:4       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v24
	v_add_u32 v24, 3, v14
	v_cmp_lt_u32 s[30:31], v24, s20                     ; 'n' element in bounds
	s_and_b64 s[40:41], s[30:31], s[32:33]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_413
	global_load_ushort v24, v1, s[18:19] offset:6       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v24
	v_add_u32 v24, 4, v14
	v_cmp_lt_u32 s[30:31], v24, s20                     ; 'n' element in bounds
	s_and_b64 s[42:43], s[30:31], s[32:33]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_418
	global_load_ushort v24, v1, s[18:19] offset:8       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v24
	v_add_u32 v24, 5, v14
	v_cmp_lt_u32 s[30:31], v24, s20                     ; 'n' element in bounds
	s_and_b64 s[44:45], s[30:31], s[32:33]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[44:45]               ; lanes where %vpred_423
	global_load_ushort v24, v1, s[18:19] offset:10      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v24
	v_add_u32 v24, 6, v14
	v_cmp_lt_u32 s[30:31], v24, s20                     ; 'n' element in bounds
	s_and_b64 s[46:47], s[30:31], s[32:33]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_428
	global_load_ushort v24, v1, s[18:19] offset:12      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v24
	v_add_u32 v24, 7, v14
	v_cmp_lt_u32 s[30:31], v24, s20                     ; 'n' element in bounds
	s_and_b64 s[48:49], s[30:31], s[32:33]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[48:49]               ; lanes where %vpred_433
	global_load_ushort v24, v1, s[18:19] offset:14      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v24
	v_lshrrev_b32 v24, 16, v25
	ds_write_b16 v15, v24 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v24, 16, v26
	ds_write_b16 v15, v24 offset:5200                   ; B operand of the product: stage
	v_lshrrev_b32 v24, 16, v27
	ds_write_b16 v15, v24 offset:5280                   ; B operand of the product: stage
	v_lshrrev_b32 v24, 16, v28
	ds_write_b16 v15, v24 offset:5360                   ; B operand of the product: stage
	v_lshrrev_b32 v24, 16, v29
	ds_write_b16 v15, v24 offset:5440                   ; B operand of the product: stage
	v_lshrrev_b32 v24, 16, v30
	ds_write_b16 v15, v24 offset:5520                   ; B operand of the product: stage
	v_lshrrev_b32 v24, 16, v31
	ds_write_b16 v15, v24 offset:5600                   ; B operand of the product: stage
	v_lshrrev_b32 v24, 16, v32
	ds_write_b16 v15, v24 offset:5680                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[24:27], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[28:31], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[28:31], v[24:27], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[24:27], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[28:31], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[28:31], v[24:27], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v10, v16                               ; A operand of the product: stage
	ds_write_b16 v10, v17 offset:2                      ; A operand of the product: stage
	ds_write_b16 v10, v18 offset:4                      ; A operand of the product: stage
	ds_write_b16 v10, v19 offset:6                      ; A operand of the product: stage
	ds_write_b16 v10, v20 offset:8                      ; A operand of the product: stage
	ds_write_b16 v10, v21 offset:10                     ; A operand of the product: stage
	ds_write_b16 v10, v22 offset:12                     ; A operand of the product: stage
	ds_write_b16 v10, v23 offset:14                     ; A operand of the product: stage
	s_add_u32 s18, s8, s28                              ; 'w3' at this chunk
	s_addc_u32 s19, s9, s29
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_398
	global_load_ushort v16, v1, s[18:19]                ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_403
	global_load_ushort v16, v1, s[18:19] offset:2       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_408
	global_load_ushort v16, v1, s[18:19] offset:4       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_413
	global_load_ushort v16, v1, s[18:19] offset:6       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_418
	global_load_ushort v16, v1, s[18:19] offset:8       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_423
	global_load_ushort v16, v1, s[18:19] offset:10      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_428
	global_load_ushort v16, v1, s[18:19] offset:12      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_433
	global_load_ushort v16, v1, s[18:19] offset:14      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v16
	v_lshrrev_b32 v16, 16, v17
	ds_write_b16 v15, v16 offset:10240                  ; B operand of the product: stage
	v_lshrrev_b32 v16, 16, v18
	ds_write_b16 v15, v16 offset:10320                  ; B operand of the product: stage
	v_lshrrev_b32 v16, 16, v19
	ds_write_b16 v15, v16 offset:10400                  ; B operand of the product: stage
	v_lshrrev_b32 v16, 16, v20
	ds_write_b16 v15, v16 offset:10480                  ; B operand of the product: stage
	v_lshrrev_b32 v16, 16, v21
	ds_write_b16 v15, v16 offset:10560                  ; B operand of the product: stage
	v_lshrrev_b32 v16, 16, v22
	ds_write_b16 v15, v16 offset:10640                  ; B operand of the product: stage
	v_lshrrev_b32 v16, 16, v23
	ds_write_b16 v15, v16 offset:10720                  ; B operand of the product: stage
	v_lshrrev_b32 v16, 16, v24
	ds_write_b16 v15, v16 offset:10800                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[16:19], v2 offset:10240              ; B fragment 0 of k-step 0
	ds_read_b128 v[20:23], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[20:23], v[16:19], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[16:19], v2 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[20:23], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[20:23], v[16:19], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_add_u32 s11, s11, 32
	s_cmp_lt_u32 s11, s15
	s_cbranch_scc1 .Lswiglu_loop2
.Lswiglu_loop2_end:
	v_accvgpr_read_b32 v16, a0                          ; examples/swiglu.kgen:12
	v_mul_f32 v17, 0xbfb8aa3b, v16
	v_exp_f32 v16, v17                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v17, 1.0, v16                             ; examples/swiglu.kgen:12
	v_rcp_f32 v16, v17                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v17, a1                          ; examples/swiglu.kgen:12
	v_mul_f32 v18, 0xbfb8aa3b, v17
	v_exp_f32 v17, v18                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v18, 1.0, v17                             ; examples/swiglu.kgen:12
	v_rcp_f32 v17, v18                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v18, a2                          ; examples/swiglu.kgen:12
	v_mul_f32 v19, 0xbfb8aa3b, v18
	v_exp_f32 v18, v19                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v19, 1.0, v18                             ; examples/swiglu.kgen:12
	v_rcp_f32 v18, v19                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v19, a3                          ; examples/swiglu.kgen:12
	v_mul_f32 v20, 0xbfb8aa3b, v19
	v_exp_f32 v19, v20                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v20, 1.0, v19                             ; examples/swiglu.kgen:12
	v_rcp_f32 v19, v20                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v20, a4                          ; examples/swiglu.kgen:12
	v_mul_f32 v21, 0xbfb8aa3b, v20
	v_exp_f32 v20, v21                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v21, 1.0, v20                             ; examples/swiglu.kgen:12
	v_rcp_f32 v20, v21                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v21, a5                          ; examples/swiglu.kgen:12
	v_mul_f32 v22, 0xbfb8aa3b, v21
	v_exp_f32 v21, v22                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v22, 1.0, v21                             ; examples/swiglu.kgen:12
	v_rcp_f32 v21, v22                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v22, a6                          ; examples/swiglu.kgen:12
	v_mul_f32 v23, 0xbfb8aa3b, v22
	v_exp_f32 v22, v23                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v23, 1.0, v22                             ; examples/swiglu.kgen:12
	v_rcp_f32 v22, v23                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v23, a7                          ; examples/swiglu.kgen:12
	v_mul_f32 v24, 0xbfb8aa3b, v23
	v_exp_f32 v23, v24                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v24, 1.0, v23                             ; examples/swiglu.kgen:12
	v_rcp_f32 v23, v24                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v24, a8                          ; examples/swiglu.kgen:12
	v_mul_f32 v25, 0xbfb8aa3b, v24
	v_exp_f32 v24, v25                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v25, 1.0, v24                             ; examples/swiglu.kgen:12
	v_rcp_f32 v24, v25                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v25, a9                          ; examples/swiglu.kgen:12
	v_mul_f32 v26, 0xbfb8aa3b, v25
	v_exp_f32 v25, v26                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v26, 1.0, v25                             ; examples/swiglu.kgen:12
	v_rcp_f32 v25, v26                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v26, a10                         ; examples/swiglu.kgen:12
	v_mul_f32 v27, 0xbfb8aa3b, v26
	v_exp_f32 v26, v27                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v27, 1.0, v26                             ; examples/swiglu.kgen:12
	v_rcp_f32 v26, v27                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v27, a11                         ; examples/swiglu.kgen:12
	v_mul_f32 v28, 0xbfb8aa3b, v27
	v_exp_f32 v27, v28                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v28, 1.0, v27                             ; examples/swiglu.kgen:12
	v_rcp_f32 v27, v28                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v28, a12                         ; examples/swiglu.kgen:12
	v_mul_f32 v29, 0xbfb8aa3b, v28
	v_exp_f32 v28, v29                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v29, 1.0, v28                             ; examples/swiglu.kgen:12
	v_rcp_f32 v28, v29                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v29, a13                         ; examples/swiglu.kgen:12
	v_mul_f32 v30, 0xbfb8aa3b, v29
	v_exp_f32 v29, v30                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v30, 1.0, v29                             ; examples/swiglu.kgen:12
	v_rcp_f32 v29, v30                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v30, a14                         ; examples/swiglu.kgen:12
	v_mul_f32 v31, 0xbfb8aa3b, v30
	v_exp_f32 v30, v31                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v31, 1.0, v30                             ; examples/swiglu.kgen:12
	v_rcp_f32 v30, v31                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v31, a15                         ; examples/swiglu.kgen:12
	v_mul_f32 v32, 0xbfb8aa3b, v31
	v_exp_f32 v31, v32                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v32, 1.0, v31                             ; examples/swiglu.kgen:12
	v_rcp_f32 v31, v32                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v32, a0                          ; examples/swiglu.kgen:12
	v_mul_f32 v33, v32, v16
	v_accvgpr_read_b32 v16, a1                          ; examples/swiglu.kgen:12
	v_mul_f32 v32, v16, v17
	v_accvgpr_read_b32 v16, a2                          ; examples/swiglu.kgen:12
	v_mul_f32 v17, v16, v18
	v_accvgpr_read_b32 v16, a3                          ; examples/swiglu.kgen:12
	v_mul_f32 v18, v16, v19
	v_accvgpr_read_b32 v16, a4                          ; examples/swiglu.kgen:12
	v_mul_f32 v19, v16, v20
	v_accvgpr_read_b32 v16, a5                          ; examples/swiglu.kgen:12
	v_mul_f32 v20, v16, v21
	v_accvgpr_read_b32 v16, a6                          ; examples/swiglu.kgen:12
	v_mul_f32 v21, v16, v22
	v_accvgpr_read_b32 v16, a7                          ; examples/swiglu.kgen:12
	v_mul_f32 v22, v16, v23
	v_accvgpr_read_b32 v16, a8                          ; examples/swiglu.kgen:12
	v_mul_f32 v23, v16, v24
	v_accvgpr_read_b32 v16, a9                          ; examples/swiglu.kgen:12
	v_mul_f32 v24, v16, v25
	v_accvgpr_read_b32 v16, a10                         ; examples/swiglu.kgen:12
	v_mul_f32 v25, v16, v26
	v_accvgpr_read_b32 v16, a11                         ; examples/swiglu.kgen:12
	v_mul_f32 v26, v16, v27
	v_accvgpr_read_b32 v16, a12                         ; examples/swiglu.kgen:12
	v_mul_f32 v27, v16, v28
	v_accvgpr_read_b32 v16, a13                         ; examples/swiglu.kgen:12
	v_mul_f32 v28, v16, v29
	v_accvgpr_read_b32 v16, a14                         ; examples/swiglu.kgen:12
	v_mul_f32 v29, v16, v30
	v_accvgpr_read_b32 v16, a15                         ; examples/swiglu.kgen:12
	v_mul_f32 v30, v16, v31
	v_accvgpr_read_b32 v16, a16                         ; examples/swiglu.kgen:12
	v_mul_f32 v31, v33, v16
	v_accvgpr_read_b32 v16, a17                         ; examples/swiglu.kgen:12
	v_mul_f32 v33, v32, v16
	v_accvgpr_read_b32 v16, a18                         ; examples/swiglu.kgen:12
	v_mul_f32 v32, v17, v16
	v_accvgpr_read_b32 v16, a19                         ; examples/swiglu.kgen:12
	v_mul_f32 v17, v18, v16
	v_accvgpr_read_b32 v16, a20                         ; examples/swiglu.kgen:12
	v_mul_f32 v18, v19, v16
	v_accvgpr_read_b32 v16, a21                         ; examples/swiglu.kgen:12
	v_mul_f32 v19, v20, v16
	v_accvgpr_read_b32 v16, a22                         ; examples/swiglu.kgen:12
	v_mul_f32 v20, v21, v16
	v_accvgpr_read_b32 v16, a23                         ; examples/swiglu.kgen:12
	v_mul_f32 v21, v22, v16
	v_accvgpr_read_b32 v16, a24                         ; examples/swiglu.kgen:12
	v_mul_f32 v22, v23, v16
	v_accvgpr_read_b32 v16, a25                         ; examples/swiglu.kgen:12
	v_mul_f32 v23, v24, v16
	v_accvgpr_read_b32 v16, a26                         ; examples/swiglu.kgen:12
	v_mul_f32 v24, v25, v16
	v_accvgpr_read_b32 v16, a27                         ; examples/swiglu.kgen:12
	v_mul_f32 v25, v26, v16
	v_accvgpr_read_b32 v16, a28                         ; examples/swiglu.kgen:12
	v_mul_f32 v26, v27, v16
	v_accvgpr_read_b32 v16, a29                         ; examples/swiglu.kgen:12
	v_mul_f32 v27, v28, v16
	v_accvgpr_read_b32 v16, a30                         ; examples/swiglu.kgen:12
	v_mul_f32 v28, v29, v16
	v_accvgpr_read_b32 v16, a31                         ; examples/swiglu.kgen:12
	v_mul_f32 v29, v30, v16
	v_bfe_u32 v16, v31, 16, 1
	v_add3_u32 v30, v31, v16, s5
	v_cmp_u_f32 s[10:11], v31, v31
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v30, v30, v16, s[10:11]
	v_lshrrev_b32 v16, 16, v30
	global_store_short v3, v16, s[12:13]                ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 1
	s_lshl_b32 s11, s10, 1
	v_add_u32 v16, s11, v3
	v_bfe_u32 v30, v33, 16, 1
	v_add3_u32 v31, v33, v30, s5
	v_cmp_u_f32 s[10:11], v33, v33
	v_mov_b32 v30, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v31, v31, v30, s[10:11]
	v_lshrrev_b32 v30, 16, v31
	global_store_short v16, v30, s[12:13]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 2
	s_lshl_b32 s11, s10, 1
	v_add_u32 v16, s11, v3
	v_bfe_u32 v30, v32, 16, 1
	v_add3_u32 v31, v32, v30, s5
	v_cmp_u_f32 s[10:11], v32, v32
	v_mov_b32 v30, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v31, v31, v30, s[10:11]
	v_lshrrev_b32 v30, 16, v31
	global_store_short v16, v30, s[12:13]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 3
	s_lshl_b32 s11, s10, 1
	v_add_u32 v16, s11, v3
	v_bfe_u32 v30, v17, 16, 1
	v_add3_u32 v31, v17, v30, s5
	v_cmp_u_f32 s[10:11], v17, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v31, v31, v17, s[10:11]
	v_lshrrev_b32 v17, 16, v31
	global_store_short v16, v17, s[12:13]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 8
	s_lshl_b32 s11, s10, 1
	v_add_u32 v16, s11, v3
	v_bfe_u32 v17, v18, 16, 1
	v_add3_u32 v30, v18, v17, s5
	v_cmp_u_f32 s[10:11], v18, v18
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v30, v30, v17, s[10:11]
	v_lshrrev_b32 v17, 16, v30
	global_store_short v16, v17, s[12:13]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 9
	s_lshl_b32 s11, s10, 1
	v_add_u32 v16, s11, v3
	v_bfe_u32 v17, v19, 16, 1
	v_add3_u32 v18, v19, v17, s5
	v_cmp_u_f32 s[10:11], v19, v19
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v17, s[10:11]
	v_lshrrev_b32 v17, 16, v18
	global_store_short v16, v17, s[12:13]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 10
	s_lshl_b32 s11, s10, 1
	v_add_u32 v16, s11, v3
	v_bfe_u32 v17, v20, 16, 1
	v_add3_u32 v18, v20, v17, s5
	v_cmp_u_f32 s[10:11], v20, v20
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v17, s[10:11]
	v_lshrrev_b32 v17, 16, v18
	global_store_short v16, v17, s[12:13]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 11
	s_lshl_b32 s11, s10, 1
	v_add_u32 v16, s11, v3
	v_bfe_u32 v17, v21, 16, 1
	v_add3_u32 v18, v21, v17, s5
	v_cmp_u_f32 s[10:11], v21, v21
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v17, s[10:11]
	v_lshrrev_b32 v17, 16, v18
	global_store_short v16, v17, s[12:13]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 16
	s_lshl_b32 s11, s10, 1
	v_add_u32 v16, s11, v3
	v_bfe_u32 v17, v22, 16, 1
	v_add3_u32 v18, v22, v17, s5
	v_cmp_u_f32 s[10:11], v22, v22
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v17, s[10:11]
	v_lshrrev_b32 v17, 16, v18
	global_store_short v16, v17, s[12:13]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 17
	s_lshl_b32 s11, s10, 1
	v_add_u32 v16, s11, v3
	v_bfe_u32 v17, v23, 16, 1
	v_add3_u32 v18, v23, v17, s5
	v_cmp_u_f32 s[10:11], v23, v23
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v17, s[10:11]
	v_lshrrev_b32 v17, 16, v18
	global_store_short v16, v17, s[12:13]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 18
	s_lshl_b32 s11, s10, 1
	v_add_u32 v16, s11, v3
	v_bfe_u32 v17, v24, 16, 1
	v_add3_u32 v18, v24, v17, s5
	v_cmp_u_f32 s[10:11], v24, v24
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v17, s[10:11]
	v_lshrrev_b32 v17, 16, v18
	global_store_short v16, v17, s[12:13]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 19
	s_lshl_b32 s11, s10, 1
	v_add_u32 v16, s11, v3
	v_bfe_u32 v17, v25, 16, 1
	v_add3_u32 v18, v25, v17, s5
	v_cmp_u_f32 s[10:11], v25, v25
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v17, s[10:11]
	v_lshrrev_b32 v17, 16, v18
	global_store_short v16, v17, s[12:13]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 24
	s_lshl_b32 s11, s10, 1
	v_add_u32 v16, s11, v3
	v_bfe_u32 v17, v26, 16, 1
	v_add3_u32 v18, v26, v17, s5
	v_cmp_u_f32 s[10:11], v26, v26
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v17, s[10:11]
	v_lshrrev_b32 v17, 16, v18
	global_store_short v16, v17, s[12:13]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 25
	s_lshl_b32 s11, s10, 1
	v_add_u32 v16, s11, v3
	v_bfe_u32 v17, v27, 16, 1
	v_add3_u32 v18, v27, v17, s5
	v_cmp_u_f32 s[10:11], v27, v27
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v17, s[10:11]
	v_lshrrev_b32 v17, 16, v18
	global_store_short v16, v17, s[12:13]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 26
	s_lshl_b32 s11, s10, 1
	v_add_u32 v16, s11, v3
	v_bfe_u32 v17, v28, 16, 1
	v_add3_u32 v18, v28, v17, s5
	v_cmp_u_f32 s[10:11], v28, v28
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v17, s[10:11]
	v_lshrrev_b32 v17, 16, v18
	global_store_short v16, v17, s[12:13]               ; examples/swiglu.kgen:12: store to 'h'
	s_mul_i32 s10, s16, 27
	s_lshl_b32 s11, s10, 1
	v_add_u32 v16, s11, v3
	v_bfe_u32 v17, v29, 16, 1
	v_add3_u32 v18, v29, v17, s5
	v_cmp_u_f32 s[10:11], v29, v29
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v17, s[10:11]
	v_lshrrev_b32 v17, 16, v18
	global_store_short v16, v17, s[12:13]               ; examples/swiglu.kgen:12: store to 'h'
	s_branch .Lswiglu_if0_end
.Lswiglu_if0_else:
	v_accvgpr_write_b32 a0, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a1, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a2, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a3, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a4, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a5, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a6, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a7, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a8, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a9, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a10, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a11, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a12, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a13, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a14, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a15, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a16, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a17, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a18, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a19, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a20, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a21, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a22, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a23, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a24, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a25, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a26, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a27, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a28, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a29, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a30, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a31, 0                          ; loop-carried 'up'
	s_cmp_ge_u32 s15, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s15, 31
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s10, s11, 0
	s_cmp_eq_u32 s22, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lswiglu_if6_else
	s_mov_b32 s18, 0
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s24, s22                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s23
	s_cmp_lt_u32 0, s10                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[22:23], v5, s14
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[22:23]
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1827
	global_load_dwordx4 v[16:19], v8, s[18:19]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	ds_write_b128 v10, v[16:19]                         ; 16 bytes into st0
	s_mul_i32 s18, 0, s16
	s_mul_hi_u32 s19, 0, s16
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s26, s22                             ; 'w1' at this chunk
	s_addc_u32 s19, s27, s23
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s20
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1837
	global_load_dwordx4 v[16:19], v13, s[18:19]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s11, s16, 2
	v_add_u32 v20, s11, v13
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1837
	global_load_dwordx4 v[22:25], v20, s[18:19]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v22, v16, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v21 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v21, v22, v16, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v21 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v21, v23, v17, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v21 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v21, v23, v17, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v21 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v21, v24, v18, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v21 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v21, v24, v18, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v21 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v21, v25, v19, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v21 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v21, v25, v19, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v21 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_add_u32 s18, s8, s22                              ; 'w3' at this chunk
	s_addc_u32 s19, s9, s23
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1837
	global_load_dwordx4 v[16:19], v13, s[18:19]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1837
	global_load_dwordx4 v[22:25], v20, s[18:19]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v22, v16, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v20 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v20, v22, v16, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v20 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v20, v23, v17, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v20 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v20, v23, v17, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v20 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v20, v24, v18, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v20 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v20, v24, v18, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v20 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v20, v25, v19, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v20 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v20, v25, v19, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v20 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_mov_b32 s11, 0                                    ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s11, s10
	s_cbranch_scc1 .Lswiglu_loop3_end
.Lswiglu_loop3:
	s_add_u32 s17, s11, 32
	s_cmp_lt_u32 s11, s10
	s_cselect_b32 s18, 1, 0
	s_cmp_eq_u32 s18, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_if7_end
	s_mov_b32 s18, s17
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s24, s22                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s23
	s_cmp_lt_u32 s17, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s21, 1, 0
	v_cmp_lt_u32 s[22:23], v5, s14
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[22:23]
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1879
	global_load_dwordx4 v[16:19], v8, s[18:19]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s18, s17, s16
	s_mul_hi_u32 s19, s17, s16
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s26, s22                             ; 'w1' at this chunk
	s_addc_u32 s19, s27, s23
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s20
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1889
	global_load_dwordx4 v[20:23], v13, s[18:19]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s17, s16, 2
	v_add_u32 v24, s17, v13
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1889
	global_load_dwordx4 v[26:29], v24, s[18:19]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[28:29]
	s_add_u32 s18, s8, s22                              ; 'w3' at this chunk
	s_addc_u32 s19, s9, s23
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1889
	global_load_dwordx4 v[30:33], v13, s[18:19]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1889
	global_load_dwordx4 v[34:37], v24, s[18:19]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[38:41], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[42:45], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[42:45], v[38:41], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[38:41], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[46:49], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[46:49], v[38:41], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[38:41], v2 offset:10240              ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[42:45], v[38:41], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[38:41], v2 offset:10272              ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[46:49], v[38:41], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_waitcnt vmcnt(4)
	ds_write_b128 v10, v[16:19] offset:15360            ; 16 bytes into st0
	s_waitcnt vmcnt(2)
	v_perm_b32 v16, v26, v20, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20480                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v26, v20, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20560                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v27, v21, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20640                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v27, v21, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20720                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v28, v22, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20800                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v28, v22, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20880                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v29, v23, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20960                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v29, v23, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:21040                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v34, v30, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25600                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v34, v30, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25680                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v35, v31, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25760                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v35, v31, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25840                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v36, v32, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25920                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v36, v32, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:26000                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v37, v33, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:26080                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v37, v33, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:26160                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
.Lswiglu_if7_end:
	s_add_u32 s17, s11, 32
	s_add_u32 s18, s17, 32
	s_cmp_lt_u32 s17, s10
	s_cselect_b32 s17, 1, 0
	s_cmp_eq_u32 s17, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_if8_end
	s_mov_b32 s22, s18
	s_mov_b32 s23, 0
	s_lshl_b64 s[28:29], s[22:23], 1
	s_add_u32 s22, s24, s28                             ; 'x' at this chunk
	s_addc_u32 s23, s25, s29
	s_cmp_lt_u32 s18, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_cmp_lt_u32 s[28:29], v5, s14
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v16, 0                                    ; outside: 0
	v_mov_b32 v17, 0                                    ; outside: 0
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1957
	global_load_dwordx4 v[16:19], v8, s[22:23]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s22, s18, s16
	s_mul_hi_u32 s23, s18, s16
	s_lshl_b64 s[18:19], s[22:23], 1
	s_add_u32 s22, s26, s18                             ; 'w1' at this chunk
	s_addc_u32 s23, s27, s19
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s20
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1967
	global_load_dwordx4 v[20:23], v13, s[22:23]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s17, s16, 2
	v_add_u32 v24, s17, v13
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1967
	global_load_dwordx4 v[26:29], v24, s[22:23]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[28:29]
	s_add_u32 s22, s8, s18                              ; 'w3' at this chunk
	s_addc_u32 s23, s9, s19
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[32:33]               ; lanes where %vpred_1967
	global_load_dwordx4 v[30:33], v13, s[22:23]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[18:19]
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[32:33]               ; lanes where %vpred_1967
	global_load_dwordx4 v[34:37], v24, s[22:23]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[38:41], v2 offset:20480              ; B fragment 0 of k-step 0
	ds_read_b128 v[42:45], v7 offset:15360              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[42:45], v[38:41], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[38:41], v2 offset:20512              ; B fragment 0 of k-step 1
	ds_read_b128 v[46:49], v7 offset:15392              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[46:49], v[38:41], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[38:41], v2 offset:25600              ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[42:45], v[38:41], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[38:41], v2 offset:25632              ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[46:49], v[38:41], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_waitcnt vmcnt(4)
	ds_write_b128 v10, v[16:19]                         ; 16 bytes into st0
	s_waitcnt vmcnt(2)
	v_perm_b32 v16, v26, v20, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v26, v20, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v27, v21, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v27, v21, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v28, v22, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v28, v22, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v29, v23, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v29, v23, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v34, v30, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v34, v30, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v35, v31, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v35, v31, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v36, v32, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v36, v32, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v37, v33, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	v_perm_b32 v16, v37, v33, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
.Lswiglu_if8_end:
	s_add_u32 s11, s11, 64
	s_cmp_lt_u32 s11, s10
	s_cbranch_scc1 .Lswiglu_loop3
.Lswiglu_loop3_end:
	s_branch .Lswiglu_if6_end
.Lswiglu_if6_else:
	s_mov_b32 s18, 0
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s24, s22                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s23
	s_cmp_lt_u32 0, s10                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s4, 1, 0
	v_cmp_lt_u32 s[22:23], v5, s14
	s_cmp_lg_u32 s4, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[22:23]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2033
	global_load_ushort v16, v8, s[18:19]                ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2033
	global_load_ushort v17, v8, s[18:19] offset:2       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2033
	global_load_ushort v18, v8, s[18:19] offset:4       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2033
	global_load_ushort v19, v8, s[18:19] offset:6       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2033
	global_load_ushort v20, v8, s[18:19] offset:8       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2033
	global_load_ushort v21, v8, s[18:19] offset:10      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2033
	global_load_ushort v22, v8, s[18:19] offset:12      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2033
	global_load_ushort v23, v8, s[18:19] offset:14      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(6)
	v_perm_b32 v24, v17, v16, s3                        ; elements 0, 1
	s_waitcnt vmcnt(4)
	v_perm_b32 v16, v19, v18, s3                        ; elements 2, 3
	s_waitcnt vmcnt(2)
	v_perm_b32 v17, v21, v20, s3                        ; elements 4, 5
	s_waitcnt vmcnt(0)
	v_perm_b32 v18, v23, v22, s3                        ; elements 6, 7
	v_mov_b32 v20, v24                                  ; 16 bytes into st0
	v_mov_b32 v21, v16
	v_mov_b32 v22, v17
	v_mov_b32 v23, v18
	ds_write_b128 v10, v[20:23]
	s_mul_i32 s18, 0, s16
	s_mul_hi_u32 s19, 0, s16
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s26, s22                             ; 'w1' at this chunk
	s_addc_u32 s19, s27, s23
	s_cmp_lg_u32 s4, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s20
	s_and_b64 s[32:33], s[30:31], s[28:29]
	s_and_b64 s[30:31], s[32:33], s[28:29]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_2052
	global_load_ushort v16, v13, s[18:19]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v17, 1, v14
	v_cmp_lt_u32 s[28:29], v17, s20
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_2056
	global_load_ushort v17, v13, s[18:19] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v18, 2, v14
	v_cmp_lt_u32 s[28:29], v18, s20
	s_and_b64 s[36:37], s[32:33], s[28:29]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_2060
	global_load_ushort v18, v13, s[18:19] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v19, 3, v14
	v_cmp_lt_u32 s[28:29], v19, s20
	s_and_b64 s[38:39], s[32:33], s[28:29]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_2064
	global_load_ushort v19, v13, s[18:19] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v20, 4, v14
	v_cmp_lt_u32 s[28:29], v20, s20
	s_and_b64 s[40:41], s[32:33], s[28:29]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_2068
	global_load_ushort v20, v13, s[18:19] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v21, 5, v14
	v_cmp_lt_u32 s[28:29], v21, s20
	s_and_b64 s[42:43], s[32:33], s[28:29]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_2072
	global_load_ushort v21, v13, s[18:19] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v22, 6, v14
	v_cmp_lt_u32 s[28:29], v22, s20
	s_and_b64 s[44:45], s[32:33], s[28:29]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_2076
	global_load_ushort v22, v13, s[18:19] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v23, 7, v14
	v_cmp_lt_u32 s[28:29], v23, s20
	s_and_b64 s[46:47], s[32:33], s[28:29]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_2080
	global_load_ushort v23, v13, s[18:19] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s4, s16, 2
	v_add_u32 v24, s4, v13
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_2052
	global_load_ushort v25, v24, s[18:19]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_2056
	global_load_ushort v26, v24, s[18:19] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_2060
	global_load_ushort v27, v24, s[18:19] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_2064
	global_load_ushort v28, v24, s[18:19] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_2068
	global_load_ushort v29, v24, s[18:19] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_2072
	global_load_ushort v30, v24, s[18:19] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_2076
	global_load_ushort v31, v24, s[18:19] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_2080
	global_load_ushort v32, v24, s[18:19] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(7)
	v_perm_b32 v33, v25, v16, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v33 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v16, v26, v17, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(5)
	v_perm_b32 v16, v27, v18, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(4)
	v_perm_b32 v16, v28, v19, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(3)
	v_perm_b32 v16, v29, v20, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(2)
	v_perm_b32 v16, v30, v21, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(1)
	v_perm_b32 v16, v31, v22, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v32, v23, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_add_u32 s18, s8, s22                              ; 'w3' at this chunk
	s_addc_u32 s19, s9, s23
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2052
	global_load_ushort v16, v13, s[18:19]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_2056
	global_load_ushort v17, v13, s[18:19] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_2060
	global_load_ushort v18, v13, s[18:19] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_2064
	global_load_ushort v19, v13, s[18:19] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_2068
	global_load_ushort v20, v13, s[18:19] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_2072
	global_load_ushort v21, v13, s[18:19] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_2076
	global_load_ushort v22, v13, s[18:19] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_2080
	global_load_ushort v23, v13, s[18:19] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2052
	global_load_ushort v25, v24, s[18:19]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_2056
	global_load_ushort v26, v24, s[18:19] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_2060
	global_load_ushort v27, v24, s[18:19] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_2064
	global_load_ushort v28, v24, s[18:19] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_2068
	global_load_ushort v29, v24, s[18:19] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_2072
	global_load_ushort v30, v24, s[18:19] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_2076
	global_load_ushort v31, v24, s[18:19] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_2080
	global_load_ushort v32, v24, s[18:19] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(7)
	v_perm_b32 v24, v25, v16, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v24 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v16, v26, v17, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(5)
	v_perm_b32 v16, v27, v18, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(4)
	v_perm_b32 v16, v28, v19, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(3)
	v_perm_b32 v16, v29, v20, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(2)
	v_perm_b32 v16, v30, v21, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(1)
	v_perm_b32 v16, v31, v22, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v32, v23, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_mov_b32 s4, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s4, s10
	s_cbranch_scc1 .Lswiglu_loop4_end
.Lswiglu_loop4:
	s_add_u32 s11, s4, 32
	s_cmp_lt_u32 s4, s10
	s_cselect_b32 s17, 1, 0
	s_cmp_eq_u32 s17, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_if9_end
	s_mov_b32 s18, s11
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s24, s22                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s23
	s_cmp_lt_u32 s11, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_cmp_lt_u32 s[22:23], v5, s14
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[22:23]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2131
	global_load_ushort v16, v8, s[18:19]                ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2131
	global_load_ushort v17, v8, s[18:19] offset:2       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2131
	global_load_ushort v18, v8, s[18:19] offset:4       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2131
	global_load_ushort v19, v8, s[18:19] offset:6       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2131
	global_load_ushort v20, v8, s[18:19] offset:8       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2131
	global_load_ushort v21, v8, s[18:19] offset:10      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2131
	global_load_ushort v22, v8, s[18:19] offset:12      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2131
	global_load_ushort v23, v8, s[18:19] offset:14      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s18, s11, s16
	s_mul_hi_u32 s19, s11, s16
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s26, s22                             ; 'w1' at this chunk
	s_addc_u32 s19, s27, s23
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s20
	s_and_b64 s[32:33], s[30:31], s[28:29]
	s_and_b64 s[30:31], s[32:33], s[28:29]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_2150
	global_load_ushort v24, v13, s[18:19]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v25, 1, v14
	v_cmp_lt_u32 s[28:29], v25, s20
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_2154
	global_load_ushort v25, v13, s[18:19] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v26, 2, v14
	v_cmp_lt_u32 s[28:29], v26, s20
	s_and_b64 s[36:37], s[32:33], s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_2158
	global_load_ushort v26, v13, s[18:19] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v27, 3, v14
	v_cmp_lt_u32 s[28:29], v27, s20
	s_and_b64 s[38:39], s[32:33], s[28:29]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_2162
	global_load_ushort v27, v13, s[18:19] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v28, 4, v14
	v_cmp_lt_u32 s[28:29], v28, s20
	s_and_b64 s[40:41], s[32:33], s[28:29]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_2166
	global_load_ushort v28, v13, s[18:19] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v29, 5, v14
	v_cmp_lt_u32 s[28:29], v29, s20
	s_and_b64 s[42:43], s[32:33], s[28:29]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_2170
	global_load_ushort v29, v13, s[18:19] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v30, 6, v14
	v_cmp_lt_u32 s[28:29], v30, s20
	s_and_b64 s[44:45], s[32:33], s[28:29]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_2174
	global_load_ushort v30, v13, s[18:19] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v31, 7, v14
	v_cmp_lt_u32 s[28:29], v31, s20
	s_and_b64 s[46:47], s[32:33], s[28:29]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_2178
	global_load_ushort v31, v13, s[18:19] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s11, s16, 2
	v_add_u32 v32, s11, v13
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_2150
	global_load_ushort v33, v32, s[18:19]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_2154
	global_load_ushort v34, v32, s[18:19] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_2158
	global_load_ushort v35, v32, s[18:19] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_2162
	global_load_ushort v36, v32, s[18:19] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_2166
	global_load_ushort v37, v32, s[18:19] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_2170
	global_load_ushort v38, v32, s[18:19] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_2174
	global_load_ushort v39, v32, s[18:19] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_2178
	global_load_ushort v40, v32, s[18:19] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_add_u32 s18, s8, s22                              ; 'w3' at this chunk
	s_addc_u32 s19, s9, s23
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2150
	global_load_ushort v41, v13, s[18:19]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_2154
	global_load_ushort v42, v13, s[18:19] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_2158
	global_load_ushort v43, v13, s[18:19] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_2162
	global_load_ushort v44, v13, s[18:19] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_2166
	global_load_ushort v45, v13, s[18:19] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_2170
	global_load_ushort v46, v13, s[18:19] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_2174
	global_load_ushort v47, v13, s[18:19] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v48, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_2178
	global_load_ushort v48, v13, s[18:19] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2150
	global_load_ushort v49, v32, s[18:19]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v50, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_2154
	global_load_ushort v50, v32, s[18:19] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_2158
	global_load_ushort v51, v32, s[18:19] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v52, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_2162
	global_load_ushort v52, v32, s[18:19] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_2166
	global_load_ushort v53, v32, s[18:19] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v54, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_2170
	global_load_ushort v54, v32, s[18:19] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_2174
	global_load_ushort v55, v32, s[18:19] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v56, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_2178
	global_load_ushort v56, v32, s[18:19] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[58:61], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[62:65], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[62:65], v[58:61], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[58:61], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[66:69], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[66:69], v[58:61], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[58:61], v2 offset:10240              ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[62:65], v[58:61], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[58:61], v2 offset:10272              ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[66:69], v[58:61], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_waitcnt vmcnt(38)
	v_perm_b32 v32, v17, v16, s3                        ; elements 0, 1
	s_waitcnt vmcnt(36)
	v_perm_b32 v16, v19, v18, s3                        ; elements 2, 3
	s_waitcnt vmcnt(34)
	v_perm_b32 v17, v21, v20, s3                        ; elements 4, 5
	s_waitcnt vmcnt(32)
	v_perm_b32 v18, v23, v22, s3                        ; elements 6, 7
	v_mov_b32 v20, v32                                  ; 16 bytes into st0
	v_mov_b32 v21, v16
	v_mov_b32 v22, v17
	v_mov_b32 v23, v18
	ds_write_b128 v10, v[20:23] offset:15360
	s_waitcnt vmcnt(23)
	v_perm_b32 v16, v33, v24, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20480                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(22)
	v_perm_b32 v16, v34, v25, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20560                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(21)
	v_perm_b32 v16, v35, v26, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20640                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(20)
	v_perm_b32 v16, v36, v27, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20720                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(19)
	v_perm_b32 v16, v37, v28, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20800                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(18)
	v_perm_b32 v16, v38, v29, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20880                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(17)
	v_perm_b32 v16, v39, v30, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:20960                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(16)
	v_perm_b32 v16, v40, v31, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:21040                  ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(7)
	v_perm_b32 v16, v49, v41, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25600                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v16, v50, v42, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25680                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(5)
	v_perm_b32 v16, v51, v43, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25760                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(4)
	v_perm_b32 v16, v52, v44, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25840                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(3)
	v_perm_b32 v16, v53, v45, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:25920                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(2)
	v_perm_b32 v16, v54, v46, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:26000                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(1)
	v_perm_b32 v16, v55, v47, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:26080                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v56, v48, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:26160                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
.Lswiglu_if9_end:
	s_add_u32 s11, s4, 32
	s_add_u32 s17, s11, 32
	s_cmp_lt_u32 s11, s10
	s_cselect_b32 s11, 1, 0
	s_cmp_eq_u32 s11, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_if10_end
	s_mov_b32 s18, s17
	s_mov_b32 s19, 0
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s24, s22                             ; 'x' at this chunk
	s_addc_u32 s19, s25, s23
	s_cmp_lt_u32 s17, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[22:23], v5, s14
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[22:23]
	v_mov_b32 v16, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2255
	global_load_ushort v16, v8, s[18:19]                ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v17, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2255
	global_load_ushort v17, v8, s[18:19] offset:2       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v18, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2255
	global_load_ushort v18, v8, s[18:19] offset:4       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v19, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2255
	global_load_ushort v19, v8, s[18:19] offset:6       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2255
	global_load_ushort v20, v8, s[18:19] offset:8       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2255
	global_load_ushort v21, v8, s[18:19] offset:10      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2255
	global_load_ushort v22, v8, s[18:19] offset:12      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2255
	global_load_ushort v23, v8, s[18:19] offset:14      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s18, s17, s16
	s_mul_hi_u32 s19, s17, s16
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s26, s22                             ; 'w1' at this chunk
	s_addc_u32 s19, s27, s23
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[30:31], s[28:29], s[6:7]
	v_cmp_lt_u32 s[28:29], v14, s20
	s_and_b64 s[32:33], s[30:31], s[28:29]
	s_and_b64 s[30:31], s[32:33], s[28:29]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_2274
	global_load_ushort v24, v13, s[18:19]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v25, 1, v14
	v_cmp_lt_u32 s[28:29], v25, s20
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_2278
	global_load_ushort v25, v13, s[18:19] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v26, 2, v14
	v_cmp_lt_u32 s[28:29], v26, s20
	s_and_b64 s[36:37], s[32:33], s[28:29]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_2282
	global_load_ushort v26, v13, s[18:19] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v27, 3, v14
	v_cmp_lt_u32 s[28:29], v27, s20
	s_and_b64 s[38:39], s[32:33], s[28:29]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_2286
	global_load_ushort v27, v13, s[18:19] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v28, 4, v14
	v_cmp_lt_u32 s[28:29], v28, s20
	s_and_b64 s[40:41], s[32:33], s[28:29]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_2290
	global_load_ushort v28, v13, s[18:19] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v29, 5, v14
	v_cmp_lt_u32 s[28:29], v29, s20
	s_and_b64 s[42:43], s[32:33], s[28:29]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_2294
	global_load_ushort v29, v13, s[18:19] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v30, 6, v14
	v_cmp_lt_u32 s[28:29], v30, s20
	s_and_b64 s[44:45], s[32:33], s[28:29]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_2298
	global_load_ushort v30, v13, s[18:19] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_add_u32 v31, 7, v14
	v_cmp_lt_u32 s[28:29], v31, s20
	s_and_b64 s[46:47], s[32:33], s[28:29]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_2302
	global_load_ushort v31, v13, s[18:19] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_mul_i32 s11, s16, 2
	v_add_u32 v32, s11, v13
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[30:31]               ; lanes where %vpred_2274
	global_load_ushort v33, v32, s[18:19]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_2278
	global_load_ushort v34, v32, s[18:19] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_2282
	global_load_ushort v35, v32, s[18:19] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_2286
	global_load_ushort v36, v32, s[18:19] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_2290
	global_load_ushort v37, v32, s[18:19] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_2294
	global_load_ushort v38, v32, s[18:19] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[44:45]               ; lanes where %vpred_2298
	global_load_ushort v39, v32, s[18:19] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_2302
	global_load_ushort v40, v32, s[18:19] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[28:29]
	s_add_u32 s18, s8, s22                              ; 'w3' at this chunk
	s_addc_u32 s19, s9, s23
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2274
	global_load_ushort v41, v13, s[18:19]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_2278
	global_load_ushort v42, v13, s[18:19] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_2282
	global_load_ushort v43, v13, s[18:19] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_2286
	global_load_ushort v44, v13, s[18:19] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_2290
	global_load_ushort v45, v13, s[18:19] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_2294
	global_load_ushort v46, v13, s[18:19] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_2298
	global_load_ushort v47, v13, s[18:19] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v48, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_2302
	global_load_ushort v48, v13, s[18:19] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_2274
	global_load_ushort v49, v32, s[18:19]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v50, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_2278
	global_load_ushort v50, v32, s[18:19] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_2282
	global_load_ushort v51, v32, s[18:19] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v52, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_2286
	global_load_ushort v52, v32, s[18:19] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_2290
	global_load_ushort v53, v32, s[18:19] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v54, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_2294
	global_load_ushort v54, v32, s[18:19] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_2298
	global_load_ushort v55, v32, s[18:19] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v56, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_2302
	global_load_ushort v56, v32, s[18:19] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[58:61], v2 offset:20480              ; B fragment 0 of k-step 0
	ds_read_b128 v[62:65], v7 offset:15360              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[62:65], v[58:61], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[58:61], v2 offset:20512              ; B fragment 0 of k-step 1
	ds_read_b128 v[66:69], v7 offset:15392              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[66:69], v[58:61], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[58:61], v2 offset:25600              ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[62:65], v[58:61], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[58:61], v2 offset:25632              ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[66:69], v[58:61], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_waitcnt vmcnt(38)
	v_perm_b32 v32, v17, v16, s3                        ; elements 0, 1
	s_waitcnt vmcnt(36)
	v_perm_b32 v16, v19, v18, s3                        ; elements 2, 3
	s_waitcnt vmcnt(34)
	v_perm_b32 v17, v21, v20, s3                        ; elements 4, 5
	s_waitcnt vmcnt(32)
	v_perm_b32 v18, v23, v22, s3                        ; elements 6, 7
	v_mov_b32 v20, v32                                  ; 16 bytes into st0
	v_mov_b32 v21, v16
	v_mov_b32 v22, v17
	v_mov_b32 v23, v18
	ds_write_b128 v10, v[20:23]
	s_waitcnt vmcnt(23)
	v_perm_b32 v16, v33, v24, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(22)
	v_perm_b32 v16, v34, v25, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(21)
	v_perm_b32 v16, v35, v26, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(20)
	v_perm_b32 v16, v36, v27, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(19)
	v_perm_b32 v16, v37, v28, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(18)
	v_perm_b32 v16, v38, v29, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(17)
	v_perm_b32 v16, v39, v30, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(16)
	v_perm_b32 v16, v40, v31, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(7)
	v_perm_b32 v16, v49, v41, s3                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(6)
	v_perm_b32 v16, v50, v42, s3                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(5)
	v_perm_b32 v16, v51, v43, s3                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(4)
	v_perm_b32 v16, v52, v44, s3                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(3)
	v_perm_b32 v16, v53, v45, s3                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(2)
	v_perm_b32 v16, v54, v46, s3                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(1)
	v_perm_b32 v16, v55, v47, s3                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_perm_b32 v16, v56, v48, s3                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[18:19], s[6:7]                 ; lanes where %vpred_167
	ds_write_b32 v12, v16 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[18:19]
.Lswiglu_if10_end:
	s_add_u32 s4, s4, 64
	s_cmp_lt_u32 s4, s10
	s_cbranch_scc1 .Lswiglu_loop4
.Lswiglu_loop4_end:
.Lswiglu_if6_end:
	s_add_u32 s3, s10, 31
	s_and_b32 s4, s3, 0xffffffe0                        ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s3, s4                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s3, s15
	s_cbranch_scc1 .Lswiglu_loop5_end
.Lswiglu_loop5:
	s_sub_u32 s4, s15, s3
	s_mov_b32 s6, s3
	s_mov_b32 s7, 0
	s_lshl_b64 s[10:11], s[6:7], 1
	s_add_u32 s6, s24, s10                              ; 'x' at this chunk
	s_addc_u32 s7, s25, s11
	v_cmp_lt_u32 s[10:11], v5, s14                      ; 'm' element in bounds
	v_cmp_lt_u32 s[18:19], v9, s4                       ; 'kk' element in bounds
	s_and_b64 s[22:23], s[10:11], s[18:19]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_913
	global_load_ushort v12, v8, s[6:7]                  ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v13, 16, v12
	v_add_u32 v12, 1, v9
	v_cmp_lt_u32 s[18:19], v12, s4                      ; 'kk' element in bounds
	s_and_b64 s[22:23], s[10:11], s[18:19]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_918
	global_load_ushort v12, v8, s[6:7] offset:2         ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v12
	v_add_u32 v12, 2, v9
	v_cmp_lt_u32 s[18:19], v12, s4                      ; 'kk' element in bounds
	s_and_b64 s[22:23], s[10:11], s[18:19]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_923
	global_load_ushort v12, v8, s[6:7] offset:4         ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v12
	v_add_u32 v12, 3, v9
	v_cmp_lt_u32 s[18:19], v12, s4                      ; 'kk' element in bounds
	s_and_b64 s[22:23], s[10:11], s[18:19]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_928
	global_load_ushort v12, v8, s[6:7] offset:6         ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v12
	v_add_u32 v12, 4, v9
	v_cmp_lt_u32 s[18:19], v12, s4                      ; 'kk' element in bounds
	s_and_b64 s[22:23], s[10:11], s[18:19]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_933
	global_load_ushort v12, v8, s[6:7] offset:8         ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v12
	v_add_u32 v12, 5, v9
	v_cmp_lt_u32 s[18:19], v12, s4                      ; 'kk' element in bounds
	s_and_b64 s[22:23], s[10:11], s[18:19]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_938
	global_load_ushort v12, v8, s[6:7] offset:10        ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v12
	v_add_u32 v12, 6, v9
	v_cmp_lt_u32 s[18:19], v12, s4                      ; 'kk' element in bounds
	s_and_b64 s[22:23], s[10:11], s[18:19]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_943
	global_load_ushort v12, v8, s[6:7] offset:12        ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v12
	v_add_u32 v12, 7, v9
	v_cmp_lt_u32 s[18:19], v12, s4                      ; 'kk' element in bounds
	s_and_b64 s[22:23], s[10:11], s[18:19]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[22:23]               ; lanes where %vpred_948
	global_load_ushort v12, v8, s[6:7] offset:14        ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v12
	v_lshrrev_b32 v12, 16, v13
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v10, v12                               ; A operand of the product: stage
	v_lshrrev_b32 v13, 16, v16
	ds_write_b16 v10, v13 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v17
	ds_write_b16 v10, v16 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v18
	ds_write_b16 v10, v17 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v18, 16, v19
	ds_write_b16 v10, v18 offset:8                      ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v20
	ds_write_b16 v10, v19 offset:10                     ; A operand of the product: stage
	v_lshrrev_b32 v20, 16, v21
	ds_write_b16 v10, v20 offset:12                     ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v22
	ds_write_b16 v10, v21 offset:14                     ; A operand of the product: stage
	s_mul_i32 s6, s3, s16
	s_mul_hi_u32 s7, s3, s16
	s_lshl_b64 s[10:11], s[6:7], 1
	s_add_u32 s6, s26, s10                              ; 'w1' at this chunk
	s_addc_u32 s7, s27, s11
	v_cmp_lt_u32 s[18:19], v14, s20                     ; 'n' element in bounds
	v_cmp_lt_u32 s[22:23], v11, s4                      ; 'kk' element in bounds
	s_and_b64 s[28:29], s[18:19], s[22:23]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[28:29]               ; lanes where %vpred_964
	global_load_ushort v22, v1, s[6:7]                  ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v22
	v_add_u32 v22, 1, v14
	v_cmp_lt_u32 s[18:19], v22, s20                     ; 'n' element in bounds
	s_and_b64 s[30:31], s[18:19], s[22:23]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[30:31]               ; lanes where %vpred_969
	global_load_ushort v22, v1, s[6:7] offset:2         ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v22
	v_add_u32 v22, 2, v14
	v_cmp_lt_u32 s[18:19], v22, s20                     ; 'n' element in bounds
	s_and_b64 s[32:33], s[18:19], s[22:23]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[32:33]               ; lanes where %vpred_974
	global_load_ushort v22, v1, s[6:7] offset:4         ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v22
	v_add_u32 v22, 3, v14
	v_cmp_lt_u32 s[18:19], v22, s20                     ; 'n' element in bounds
	s_and_b64 s[34:35], s[18:19], s[22:23]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[34:35]               ; lanes where %vpred_979
	global_load_ushort v22, v1, s[6:7] offset:6         ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v22
	v_add_u32 v22, 4, v14
	v_cmp_lt_u32 s[18:19], v22, s20                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[18:19], s[22:23]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[36:37]               ; lanes where %vpred_984
	global_load_ushort v22, v1, s[6:7] offset:8         ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v22
	v_add_u32 v22, 5, v14
	v_cmp_lt_u32 s[18:19], v22, s20                     ; 'n' element in bounds
	s_and_b64 s[38:39], s[18:19], s[22:23]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[38:39]               ; lanes where %vpred_989
	global_load_ushort v22, v1, s[6:7] offset:10        ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v22
	v_add_u32 v22, 6, v14
	v_cmp_lt_u32 s[18:19], v22, s20                     ; 'n' element in bounds
	s_and_b64 s[40:41], s[18:19], s[22:23]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[40:41]               ; lanes where %vpred_994
	global_load_ushort v22, v1, s[6:7] offset:12        ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v22
	v_add_u32 v22, 7, v14
	v_cmp_lt_u32 s[18:19], v22, s20                     ; 'n' element in bounds
	s_and_b64 s[42:43], s[18:19], s[22:23]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[42:43]               ; lanes where %vpred_999
	global_load_ushort v22, v1, s[6:7] offset:14        ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v22
	v_lshrrev_b32 v22, 16, v23
	ds_write_b16 v15, v22 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v22, 16, v24
	ds_write_b16 v15, v22 offset:5200                   ; B operand of the product: stage
	v_lshrrev_b32 v22, 16, v25
	ds_write_b16 v15, v22 offset:5280                   ; B operand of the product: stage
	v_lshrrev_b32 v22, 16, v26
	ds_write_b16 v15, v22 offset:5360                   ; B operand of the product: stage
	v_lshrrev_b32 v22, 16, v27
	ds_write_b16 v15, v22 offset:5440                   ; B operand of the product: stage
	v_lshrrev_b32 v22, 16, v28
	ds_write_b16 v15, v22 offset:5520                   ; B operand of the product: stage
	v_lshrrev_b32 v22, 16, v29
	ds_write_b16 v15, v22 offset:5600                   ; B operand of the product: stage
	v_lshrrev_b32 v22, 16, v30
	ds_write_b16 v15, v22 offset:5680                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[22:25], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[26:29], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[22:25], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[26:29], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[26:29], v[22:25], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v10, v12                               ; A operand of the product: stage
	ds_write_b16 v10, v13 offset:2                      ; A operand of the product: stage
	ds_write_b16 v10, v16 offset:4                      ; A operand of the product: stage
	ds_write_b16 v10, v17 offset:6                      ; A operand of the product: stage
	ds_write_b16 v10, v18 offset:8                      ; A operand of the product: stage
	ds_write_b16 v10, v19 offset:10                     ; A operand of the product: stage
	ds_write_b16 v10, v20 offset:12                     ; A operand of the product: stage
	ds_write_b16 v10, v21 offset:14                     ; A operand of the product: stage
	s_add_u32 s6, s8, s10                               ; 'w3' at this chunk
	s_addc_u32 s7, s9, s11
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[28:29]               ; lanes where %vpred_964
	global_load_ushort v12, v1, s[6:7]                  ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v13, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[30:31]               ; lanes where %vpred_969
	global_load_ushort v12, v1, s[6:7] offset:2         ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[32:33]               ; lanes where %vpred_974
	global_load_ushort v12, v1, s[6:7] offset:4         ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[34:35]               ; lanes where %vpred_979
	global_load_ushort v12, v1, s[6:7] offset:6         ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[36:37]               ; lanes where %vpred_984
	global_load_ushort v12, v1, s[6:7] offset:8         ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[38:39]               ; lanes where %vpred_989
	global_load_ushort v12, v1, s[6:7] offset:10        ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[40:41]               ; lanes where %vpred_994
	global_load_ushort v12, v1, s[6:7] offset:12        ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[10:11], s[42:43]               ; lanes where %vpred_999
	global_load_ushort v12, v1, s[6:7] offset:14        ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[10:11]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v12
	v_lshrrev_b32 v12, 16, v13
	ds_write_b16 v15, v12 offset:10240                  ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v16
	ds_write_b16 v15, v12 offset:10320                  ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v17
	ds_write_b16 v15, v12 offset:10400                  ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v18
	ds_write_b16 v15, v12 offset:10480                  ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v19
	ds_write_b16 v15, v12 offset:10560                  ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v20
	ds_write_b16 v15, v12 offset:10640                  ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v21
	ds_write_b16 v15, v12 offset:10720                  ; B operand of the product: stage
	v_lshrrev_b32 v12, 16, v22
	ds_write_b16 v15, v12 offset:10800                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[16:19], v2 offset:10240              ; B fragment 0 of k-step 0
	ds_read_b128 v[20:23], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[20:23], v[16:19], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[16:19], v2 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[20:23], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[20:23], v[16:19], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_add_u32 s3, s3, 32
	s_cmp_lt_u32 s3, s15
	s_cbranch_scc1 .Lswiglu_loop5
.Lswiglu_loop5_end:
	v_accvgpr_read_b32 v1, a0                           ; examples/swiglu.kgen:12
	v_mul_f32 v2, 0xbfb8aa3b, v1
	v_exp_f32 v1, v2                                    ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v2, 1.0, v1                               ; examples/swiglu.kgen:12
	v_rcp_f32 v1, v2                                    ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v2, a1                           ; examples/swiglu.kgen:12
	v_mul_f32 v5, 0xbfb8aa3b, v2
	v_exp_f32 v2, v5                                    ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v5, 1.0, v2                               ; examples/swiglu.kgen:12
	v_rcp_f32 v2, v5                                    ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v5, a2                           ; examples/swiglu.kgen:12
	v_mul_f32 v7, 0xbfb8aa3b, v5
	v_exp_f32 v5, v7                                    ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v7, 1.0, v5                               ; examples/swiglu.kgen:12
	v_rcp_f32 v5, v7                                    ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v7, a3                           ; examples/swiglu.kgen:12
	v_mul_f32 v8, 0xbfb8aa3b, v7
	v_exp_f32 v7, v8                                    ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v8, 1.0, v7                               ; examples/swiglu.kgen:12
	v_rcp_f32 v7, v8                                    ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v8, a4                           ; examples/swiglu.kgen:12
	v_mul_f32 v9, 0xbfb8aa3b, v8
	v_exp_f32 v8, v9                                    ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v9, 1.0, v8                               ; examples/swiglu.kgen:12
	v_rcp_f32 v8, v9                                    ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v9, a5                           ; examples/swiglu.kgen:12
	v_mul_f32 v10, 0xbfb8aa3b, v9
	v_exp_f32 v9, v10                                   ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v10, 1.0, v9                              ; examples/swiglu.kgen:12
	v_rcp_f32 v9, v10                                   ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v10, a6                          ; examples/swiglu.kgen:12
	v_mul_f32 v11, 0xbfb8aa3b, v10
	v_exp_f32 v10, v11                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v11, 1.0, v10                             ; examples/swiglu.kgen:12
	v_rcp_f32 v10, v11                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v11, a7                          ; examples/swiglu.kgen:12
	v_mul_f32 v12, 0xbfb8aa3b, v11
	v_exp_f32 v11, v12                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v12, 1.0, v11                             ; examples/swiglu.kgen:12
	v_rcp_f32 v11, v12                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v12, a8                          ; examples/swiglu.kgen:12
	v_mul_f32 v13, 0xbfb8aa3b, v12
	v_exp_f32 v12, v13                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v13, 1.0, v12                             ; examples/swiglu.kgen:12
	v_rcp_f32 v12, v13                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v13, a9                          ; examples/swiglu.kgen:12
	v_mul_f32 v14, 0xbfb8aa3b, v13
	v_exp_f32 v13, v14                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v14, 1.0, v13                             ; examples/swiglu.kgen:12
	v_rcp_f32 v13, v14                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v14, a10                         ; examples/swiglu.kgen:12
	v_mul_f32 v15, 0xbfb8aa3b, v14
	v_exp_f32 v14, v15                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v15, 1.0, v14                             ; examples/swiglu.kgen:12
	v_rcp_f32 v14, v15                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v15, a11                         ; examples/swiglu.kgen:12
	v_mul_f32 v16, 0xbfb8aa3b, v15
	v_exp_f32 v15, v16                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v16, 1.0, v15                             ; examples/swiglu.kgen:12
	v_rcp_f32 v15, v16                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v16, a12                         ; examples/swiglu.kgen:12
	v_mul_f32 v17, 0xbfb8aa3b, v16
	v_exp_f32 v16, v17                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v17, 1.0, v16                             ; examples/swiglu.kgen:12
	v_rcp_f32 v16, v17                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v17, a13                         ; examples/swiglu.kgen:12
	v_mul_f32 v18, 0xbfb8aa3b, v17
	v_exp_f32 v17, v18                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v18, 1.0, v17                             ; examples/swiglu.kgen:12
	v_rcp_f32 v17, v18                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v18, a14                         ; examples/swiglu.kgen:12
	v_mul_f32 v19, 0xbfb8aa3b, v18
	v_exp_f32 v18, v19                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v19, 1.0, v18                             ; examples/swiglu.kgen:12
	v_rcp_f32 v18, v19                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v19, a15                         ; examples/swiglu.kgen:12
	v_mul_f32 v20, 0xbfb8aa3b, v19
	v_exp_f32 v19, v20                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v20, 1.0, v19                             ; examples/swiglu.kgen:12
	v_rcp_f32 v19, v20                                  ; examples/swiglu.kgen:12
	v_accvgpr_read_b32 v20, a0                          ; examples/swiglu.kgen:12
	v_mul_f32 v21, v20, v1
	v_accvgpr_read_b32 v1, a1                           ; examples/swiglu.kgen:12
	v_mul_f32 v20, v1, v2
	v_accvgpr_read_b32 v1, a2                           ; examples/swiglu.kgen:12
	v_mul_f32 v2, v1, v5
	v_accvgpr_read_b32 v1, a3                           ; examples/swiglu.kgen:12
	v_mul_f32 v5, v1, v7
	v_accvgpr_read_b32 v1, a4                           ; examples/swiglu.kgen:12
	v_mul_f32 v7, v1, v8
	v_accvgpr_read_b32 v1, a5                           ; examples/swiglu.kgen:12
	v_mul_f32 v8, v1, v9
	v_accvgpr_read_b32 v1, a6                           ; examples/swiglu.kgen:12
	v_mul_f32 v9, v1, v10
	v_accvgpr_read_b32 v1, a7                           ; examples/swiglu.kgen:12
	v_mul_f32 v10, v1, v11
	v_accvgpr_read_b32 v1, a8                           ; examples/swiglu.kgen:12
	v_mul_f32 v11, v1, v12
	v_accvgpr_read_b32 v1, a9                           ; examples/swiglu.kgen:12
	v_mul_f32 v12, v1, v13
	v_accvgpr_read_b32 v1, a10                          ; examples/swiglu.kgen:12
	v_mul_f32 v13, v1, v14
	v_accvgpr_read_b32 v1, a11                          ; examples/swiglu.kgen:12
	v_mul_f32 v14, v1, v15
	v_accvgpr_read_b32 v1, a12                          ; examples/swiglu.kgen:12
	v_mul_f32 v15, v1, v16
	v_accvgpr_read_b32 v1, a13                          ; examples/swiglu.kgen:12
	v_mul_f32 v16, v1, v17
	v_accvgpr_read_b32 v1, a14                          ; examples/swiglu.kgen:12
	v_mul_f32 v17, v1, v18
	v_accvgpr_read_b32 v1, a15                          ; examples/swiglu.kgen:12
	v_mul_f32 v18, v1, v19
	v_accvgpr_read_b32 v1, a16                          ; examples/swiglu.kgen:12
	v_mul_f32 v19, v21, v1
	v_accvgpr_read_b32 v1, a17                          ; examples/swiglu.kgen:12
	v_mul_f32 v21, v20, v1
	v_accvgpr_read_b32 v1, a18                          ; examples/swiglu.kgen:12
	v_mul_f32 v20, v2, v1
	v_accvgpr_read_b32 v1, a19                          ; examples/swiglu.kgen:12
	v_mul_f32 v2, v5, v1
	v_accvgpr_read_b32 v1, a20                          ; examples/swiglu.kgen:12
	v_mul_f32 v5, v7, v1
	v_accvgpr_read_b32 v1, a21                          ; examples/swiglu.kgen:12
	v_mul_f32 v7, v8, v1
	v_accvgpr_read_b32 v1, a22                          ; examples/swiglu.kgen:12
	v_mul_f32 v8, v9, v1
	v_accvgpr_read_b32 v1, a23                          ; examples/swiglu.kgen:12
	v_mul_f32 v9, v10, v1
	v_accvgpr_read_b32 v1, a24                          ; examples/swiglu.kgen:12
	v_mul_f32 v10, v11, v1
	v_accvgpr_read_b32 v1, a25                          ; examples/swiglu.kgen:12
	v_mul_f32 v11, v12, v1
	v_accvgpr_read_b32 v1, a26                          ; examples/swiglu.kgen:12
	v_mul_f32 v12, v13, v1
	v_accvgpr_read_b32 v1, a27                          ; examples/swiglu.kgen:12
	v_mul_f32 v13, v14, v1
	v_accvgpr_read_b32 v1, a28                          ; examples/swiglu.kgen:12
	v_mul_f32 v14, v15, v1
	v_accvgpr_read_b32 v1, a29                          ; examples/swiglu.kgen:12
	v_mul_f32 v15, v16, v1
	v_accvgpr_read_b32 v1, a30                          ; examples/swiglu.kgen:12
	v_mul_f32 v16, v17, v1
	v_accvgpr_read_b32 v1, a31                          ; examples/swiglu.kgen:12
	v_mul_f32 v17, v18, v1
	v_cmp_lt_u32 s[6:7], v6, s14                        ; 'm' element in bounds
	v_cmp_lt_u32 s[8:9], v4, s20                        ; 'n' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_bfe_u32 v1, v19, 16, 1
	v_add3_u32 v4, v19, v1, s5
	v_cmp_u_f32 s[6:7], v19, v19
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v4
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_1165
	global_store_short v3, v1, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s3, s16, 1
	s_lshl_b32 s4, s3, 1
	v_add_u32 v1, s4, v3
	v_add_u32 v4, 1, v6
	v_cmp_lt_u32 s[6:7], v4, s14                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_bfe_u32 v4, v21, 16, 1
	v_add3_u32 v18, v21, v4, s5
	v_cmp_u_f32 s[6:7], v21, v21
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v4, s[6:7]
	v_lshrrev_b32 v4, 16, v18
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_1172
	global_store_short v1, v4, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s3, s16, 2
	s_lshl_b32 s4, s3, 1
	v_add_u32 v1, s4, v3
	v_add_u32 v4, 2, v6
	v_cmp_lt_u32 s[6:7], v4, s14                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_bfe_u32 v4, v20, 16, 1
	v_add3_u32 v18, v20, v4, s5
	v_cmp_u_f32 s[6:7], v20, v20
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v4, s[6:7]
	v_lshrrev_b32 v4, 16, v18
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_1179
	global_store_short v1, v4, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s3, s16, 3
	s_lshl_b32 s4, s3, 1
	v_add_u32 v1, s4, v3
	v_add_u32 v4, 3, v6
	v_cmp_lt_u32 s[6:7], v4, s14                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_bfe_u32 v4, v2, 16, 1
	v_add3_u32 v18, v2, v4, s5
	v_cmp_u_f32 s[6:7], v2, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v18
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_1186
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s3, s16, 8
	s_lshl_b32 s4, s3, 1
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 8, v6
	v_cmp_lt_u32 s[6:7], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_bfe_u32 v2, v5, 16, 1
	v_add3_u32 v4, v5, v2, s5
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v4
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_1193
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s3, s16, 9
	s_lshl_b32 s4, s3, 1
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 9, v6
	v_cmp_lt_u32 s[6:7], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_bfe_u32 v2, v7, 16, 1
	v_add3_u32 v4, v7, v2, s5
	v_cmp_u_f32 s[6:7], v7, v7
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v4
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_1200
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s3, s16, 10
	s_lshl_b32 s4, s3, 1
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 10, v6
	v_cmp_lt_u32 s[6:7], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_bfe_u32 v2, v8, 16, 1
	v_add3_u32 v4, v8, v2, s5
	v_cmp_u_f32 s[6:7], v8, v8
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v4
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_1207
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s3, s16, 11
	s_lshl_b32 s4, s3, 1
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 11, v6
	v_cmp_lt_u32 s[6:7], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_bfe_u32 v2, v9, 16, 1
	v_add3_u32 v4, v9, v2, s5
	v_cmp_u_f32 s[6:7], v9, v9
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v4
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_1214
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s3, s16, 16
	s_lshl_b32 s4, s3, 1
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 16, v6
	v_cmp_lt_u32 s[6:7], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_bfe_u32 v2, v10, 16, 1
	v_add3_u32 v4, v10, v2, s5
	v_cmp_u_f32 s[6:7], v10, v10
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v4
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_1221
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s3, s16, 17
	s_lshl_b32 s4, s3, 1
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 17, v6
	v_cmp_lt_u32 s[6:7], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_bfe_u32 v2, v11, 16, 1
	v_add3_u32 v4, v11, v2, s5
	v_cmp_u_f32 s[6:7], v11, v11
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v4
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_1228
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s3, s16, 18
	s_lshl_b32 s4, s3, 1
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 18, v6
	v_cmp_lt_u32 s[6:7], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_bfe_u32 v2, v12, 16, 1
	v_add3_u32 v4, v12, v2, s5
	v_cmp_u_f32 s[6:7], v12, v12
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v4
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_1235
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s3, s16, 19
	s_lshl_b32 s4, s3, 1
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 19, v6
	v_cmp_lt_u32 s[6:7], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_bfe_u32 v2, v13, 16, 1
	v_add3_u32 v4, v13, v2, s5
	v_cmp_u_f32 s[6:7], v13, v13
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v4
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_1242
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s3, s16, 24
	s_lshl_b32 s4, s3, 1
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 24, v6
	v_cmp_lt_u32 s[6:7], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_bfe_u32 v2, v14, 16, 1
	v_add3_u32 v4, v14, v2, s5
	v_cmp_u_f32 s[6:7], v14, v14
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v4
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_1249
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s3, s16, 25
	s_lshl_b32 s4, s3, 1
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 25, v6
	v_cmp_lt_u32 s[6:7], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_bfe_u32 v2, v15, 16, 1
	v_add3_u32 v4, v15, v2, s5
	v_cmp_u_f32 s[6:7], v15, v15
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v4
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_1256
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s3, s16, 26
	s_lshl_b32 s4, s3, 1
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 26, v6
	v_cmp_lt_u32 s[6:7], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_bfe_u32 v2, v16, 16, 1
	v_add3_u32 v4, v16, v2, s5
	v_cmp_u_f32 s[6:7], v16, v16
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v4
	s_and_saveexec_b64 s[6:7], s[10:11]                 ; lanes where %vpred_1263
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[6:7]
	s_mul_i32 s3, s16, 27
	s_lshl_b32 s4, s3, 1
	v_add_u32 v1, s4, v3
	v_add_u32 v2, 27, v6
	v_cmp_lt_u32 s[6:7], v2, s14                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[6:7], s[8:9]
	v_bfe_u32 v2, v17, 16, 1
	v_add3_u32 v3, v17, v2, s5
	v_cmp_u_f32 s[4:5], v17, v17
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[4:5]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_1270
	global_store_short v1, v2, s[12:13]                 ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
.Lswiglu_if0_end:
	s_endpgm
.Lfunc_end_swiglu:
	.size	swiglu, .Lfunc_end_swiglu-swiglu

; kernel swiglu_split: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel swiglu_split from examples/swiglu.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n, m, part
;   raster: 'm' in groups of 8 tiles, then the next 'n' (fewest bytes per wave); the 32 programs an L2 serves at once (Instinct MI355X: 256 CUs on 8 dies with an L2 each, which take blocks in turn; kgen gives each die a run of consecutive tiles) reads 8 x + 4 w1+w3 panels (2048 B per K element; 4352 in the grid's own order at N = 8192, 8448 at N = 8128)
;   chunk: part: 1, m: 64, n: 64, kk: 32; walked in chunks: none
;   layout: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 32x32x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (0 shuffle and conversion instructions per thread)
;   product 9:17 m x n contracting kk: 2 x 2 warps, each mfma 32x32x16 tiles
;   product 10:15 m x n contracting kk: 2 x 2 warps, each mfma 32x32x16 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [m, n]: m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     L1 [m, kk]: m:64 x kk:32: reg[kk1 kk2 m32] lane[kk4 kk8 kk16 m1 m2 m4] warp[m8 m16]
;     L2 [n, kk]: n:64 x kk:32: reg[n1 n2 kk16] lane[n4 n8 n16 n32 kk1 kk2] warp[kk4 kk8]
;       5:12 carried -> L0; 8:14 load x -> L1; 9:22 load w1 -> L2; 9:17 matmul -> L0; 9:9 add -> L0; 6:10 carried -> L0
;       10:20 load w3 -> L2; 10:15 matmul -> L0; 10:9 add -> L0; 7:5 loop_result -> L0; 7:5 loop_result -> L0
; resources: 108 VGPRs (74 ArchVGPRs + 32 AGPRs from accum_offset 76), 54 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 30720 bytes LDS, 68 bytes of arguments, 256 threads
;   arg x: tensor bf16 at 0 (read-only)
;   arg w1: tensor bf16 at 8 (read-only)
;   arg w3: tensor bf16 at 16 (read-only)
;   arg h: tensor bf16 at 24 (read-only)
;   arg gate_parts: tensor f32 at 32
;   arg up_parts: tensor f32 at 40
;   arg rows: scalar u32 at 48
;   arg M: dim i32 at 52
;   arg K: dim i32 at 56
;   arg N: dim i32 at 60
;   arg parts: dim i32 at 64
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	swiglu_split
	.p2align	8
	.type	swiglu_split,@function
swiglu_split:
	s_mov_b32 s4, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s5, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument x
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument w1
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument w3
	s_load_dwordx2 s[12:13], s[0:1], 0x20               ; argument gate_parts
	s_load_dwordx2 s[14:15], s[0:1], 0x28               ; argument up_parts
	s_load_dword s16, s[0:1], 0x30                      ; argument rows
	s_load_dword s17, s[0:1], 0x34                      ; argument M
	s_load_dword s18, s[0:1], 0x38                      ; argument K
	s_load_dword s19, s[0:1], 0x3c                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s20, s3                                   ; program index along 'part'
	s_mov_b32 s21, s2                                   ; program index over 'n' x 'm' tiles, grouped
	s_waitcnt lgkmcnt(0)
	s_add_u32 s22, s19, 63
	s_lshr_b32 s23, s22, 6
	s_max_u32 s22, s23, 1                               ; 'n' tiles
	s_add_u32 s23, s17, 63
	s_lshr_b32 s24, s23, 6
	s_max_u32 s23, s24, 1                               ; 'm' tiles
	s_mul_i32 s24, s22, s23
	s_and_b32 s25, s21, 7                               ; the die block x runs on (of 8)
	s_lshr_b32 s26, s21, 3                              ; its turn on that die
	s_add_u32 s21, s24, 7
	s_lshr_b32 s27, s21, 3                              ; blocks a tall die takes
	s_and_b32 s21, s24, 7
	s_cmp_eq_u32 s21, 0
	s_cselect_b32 s24, 1, 0
	s_cmp_lg_u32 s24, 0                                 ; tall dies (total mod P, or P)
	s_cselect_b32 s24, 8, s21
	s_mul_i32 s21, s25, s27
	s_mul_i32 s28, s24, s27
	s_sub_u32 s29, s25, s24
	s_sub_u32 s30, s27, 1
	s_mul_i32 s27, s29, s30
	s_add_u32 s29, s28, s27
	s_cmp_lt_u32 s25, s24
	s_cselect_b32 s24, 1, 0
	s_cmp_lg_u32 s24, 0                                 ; the die's first place in the grouped order
	s_cselect_b32 s24, s21, s29
	s_add_u32 s21, s24, s26                             ; this block's place in the grouped order
	s_mul_i32 s24, s22, 8                               ; programs in a group of 8 'm' tiles
	v_cvt_f32_u32 v2, s24                               ; this program's group
	v_rcp_iflag_f32 v2, v2
	s_nop 0
	v_mul_f32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32 v3, v2
	v_sub_u32 v2, 0, s24
	v_mul_lo_u32 v2, v2, v3
	v_mul_hi_u32 v2, v3, v2
	v_add_u32 v3, v3, v2
	v_mul_hi_u32 v4, s21, v3
	v_mul_lo_u32 v2, v4, s24
	v_sub_u32 v3, s21, v2
	v_cmp_ge_u32 s[26:27], v3, s24
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[26:27]
	v_sub_u32 v2, v3, s24
	v_cndmask_b32 v3, v3, v2, s[26:27]
	v_cmp_ge_u32 s[26:27], v3, s24
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[26:27]
	v_sub_u32 v2, v3, s24
	v_cndmask_b32 v3, v3, v2, s[26:27]
	v_cmp_eq_u32 s[26:27], 0, s24
	s_nop 1
	v_cndmask_b32 v4, v4, -1, s[26:27]
	s_nop 0
	v_readfirstlane_b32 s22, v4
	s_mov_b32 s25, s22
	s_mul_i32 s22, s25, s24                             ; its place in the group: n - (n / d) d
	s_sub_u32 s24, s21, s22
	s_mul_i32 s21, s25, 8                               ; the group's first 'm' tile
	s_sub_u32 s22, s23, s21
	s_min_u32 s23, s22, 8                               ; 'm' tiles in this group (the last may be short)
	v_cvt_f32_u32 v2, s23
	v_rcp_iflag_f32 v2, v2
	s_nop 0
	v_mul_f32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32 v3, v2
	v_sub_u32 v2, 0, s23
	v_mul_lo_u32 v2, v2, v3
	v_mul_hi_u32 v2, v3, v2
	v_add_u32 v3, v3, v2
	v_mul_hi_u32 v4, s24, v3
	v_mul_lo_u32 v2, v4, s23
	v_sub_u32 v3, s24, v2
	v_cmp_ge_u32 s[26:27], v3, s23
	v_sub_u32 v2, v3, s23
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[26:27]
	v_cmp_ge_u32 s[26:27], v3, s23
	v_sub_u32 v2, v3, s23
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[26:27]
	s_nop 0
	v_readfirstlane_b32 s22, v3
	s_mov_b32 s25, s22
	s_add_u32 s22, s21, s25                             ; this program's 'm' tile
	v_cvt_f32_u32 v2, s23                               ; this program's 'n' tile
	v_rcp_iflag_f32 v2, v2
	s_nop 0
	v_mul_f32 v2, 0x4f7ffffe, v2
	v_cvt_u32_f32 v3, v2
	v_sub_u32 v2, 0, s23
	v_mul_lo_u32 v2, v2, v3
	v_mul_hi_u32 v2, v3, v2
	v_add_u32 v3, v3, v2
	v_mul_hi_u32 v4, s24, v3
	v_mul_lo_u32 v2, v4, s23
	v_sub_u32 v3, s24, v2
	v_cmp_ge_u32 s[24:25], v3, s23
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[24:25]
	v_sub_u32 v2, v3, s23
	v_cndmask_b32 v3, v3, v2, s[24:25]
	v_cmp_ge_u32 s[24:25], v3, s23
	v_add_u32 v2, 1, v4
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[24:25]
	v_sub_u32 v2, v3, s23
	v_cndmask_b32 v3, v3, v2, s[24:25]
	v_cmp_eq_u32 s[24:25], 0, s23
	s_nop 1
	v_cndmask_b32 v4, v4, -1, s[24:25]
	s_nop 0
	v_readfirstlane_b32 s21, v4
	s_mov_b32 s23, s21
	s_mul_i32 s21, s23, 64                              ; first 'n' of this program's tile (64)
	s_sub_u32 s23, s19, s21
	s_min_u32 s24, s23, 64                              ; 'n' elements in this tile
	s_mul_i32 s23, s22, 64                              ; first 'm' of this program's tile (64)
	s_sub_u32 s22, s17, s23
	s_min_u32 s25, s22, 64                              ; 'm' elements in this tile
	s_mul_i32 s22, s20, s16                             ; first 'k' of part 'part'
	s_max_u32 s26, s18, s22
	s_sub_u32 s27, s26, s22
	s_min_u32 s26, s27, s16                             ; 'k' rows of this part
	s_and_b32 s16, s18, 3
	s_cmp_eq_u32 s16, 0                                 ; rows start aligned to 4 elements iff K % 4 == 0
	s_cselect_b32 s16, 1, 0
	s_and_b32 s27, s19, 3
	s_cmp_eq_u32 s27, 0                                 ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s27, 1, 0
	s_and_b32 s28, s16, s27
	s_and_b32 s16, s18, 7
	s_cmp_eq_u32 s16, 0                                 ; rows start aligned to 8 elements iff K % 8 == 0
	s_cselect_b32 s16, 1, 0
	s_and_b32 s27, s28, s16
	s_and_b32 s16, s19, 7
	s_cmp_eq_u32 s16, 0                                 ; rows start aligned to 8 elements iff N % 8 == 0
	s_cselect_b32 s16, 1, 0
	s_and_b32 s28, s27, s16
	s_cmp_ge_u32 s24, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s16, 1, 0
	s_cmp_ge_u32 s25, 64                                ; a whole chunk of 'm' (64) is in bounds
	s_cselect_b32 s27, 1, 0
	s_and_b32 s29, s16, s27
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
	v_mul_lo_u32 v8, s18, v5
	v_add_u32 v10, v8, v9
	v_lshlrev_b32 v8, 1, v10                            ; thread's first 16 bytes of a 'x' tile
	v_mul_lo_u32 v10, 40, v5
	v_add_u32 v11, v10, v9
	v_lshlrev_b32 v9, 1, v11                            ; thread's first 16 bytes in st0
	s_mul_i32 s30, s23, s18
	s_mul_hi_u32 s31, s23, s18
	s_lshl_b64 s[32:33], s[30:31], 1
	s_add_u32 s30, s6, s32                              ; 'x' at this program
	s_addc_u32 s31, s7, s33
	v_lshrrev_b32 v10, 3, v1
	v_lshlrev_b32 v11, 1, v10
	v_and_b32 v12, 7, v1
	v_lshlrev_b32 v13, 3, v12
	v_mul_lo_u32 v14, s19, v11
	v_add_u32 v15, v14, v13
	v_lshlrev_b32 v14, 1, v15                           ; thread's first 16 bytes of a 'w1' tile
	v_mul_lo_u32 v15, 40, v13
	v_add_u32 v16, v15, v11
	v_lshlrev_b32 v11, 1, v16                           ; thread's first pair in st1
	v_mov_b32 v15, 0x80                                 ; threads 0..127 move the 128 units of a small tile
	v_cmp_lt_u32 s[6:7], v1, v15
	s_mov_b32 s32, s21
	s_mov_b32 s33, 0
	s_lshl_b64 s[34:35], s[32:33], 1
	s_add_u32 s36, s8, s34                              ; 'w1' at this program
	s_addc_u32 s37, s9, s35
	s_add_u32 s8, s10, s34                              ; 'w3' at this program
	s_addc_u32 s9, s11, s35
	v_mul_lo_u32 v15, s18, v10
	v_lshlrev_b32 v16, 2, v12
	v_add_u32 v12, v15, v16
	v_lshlrev_b32 v15, 1, v12                           ; thread's byte offset in a chunk of 'x'
	v_mul_lo_u32 v12, 40, v10
	v_add_u32 v17, v12, v16
	v_lshlrev_b32 v12, 1, v17                           ; thread's place in st0
	v_lshrrev_b32 v17, 4, v1
	v_mul_lo_u32 v18, s19, v17
	v_and_b32 v19, 15, v1
	v_lshlrev_b32 v1, 2, v19
	v_add_u32 v19, v18, v1
	v_lshlrev_b32 v18, 1, v19                           ; thread's byte offset in a chunk of 'w1'
	v_mul_lo_u32 v19, 40, v1
	v_add_u32 v20, v19, v17
	v_lshlrev_b32 v19, 1, v20                           ; thread's place in st1
	s_mul_i32 s10, s19, s17                             ; a stride of 'gate_parts'
	v_lshlrev_b32 v20, 2, v6
	v_or_b32 v6, v20, v3                                ; thread's 'm' coordinate
	v_mul_lo_u32 v3, s19, v6
	v_add_u32 v20, v3, v4
	v_lshlrev_b32 v3, 2, v20                            ; thread's byte offset in a chunk of 'gate_parts'
	s_mul_i32 s16, s20, s10
	s_mul_hi_u32 s17, s20, s10
	s_lshl_b64 s[10:11], s[16:17], 2
	s_add_u32 s16, s12, s10                             ; 'gate_parts' at this program
	s_addc_u32 s17, s13, s11
	s_mul_i32 s12, s23, s19
	s_mul_hi_u32 s13, s23, s19
	s_lshl_b64 s[20:21], s[12:13], 2
	s_add_u32 s12, s16, s20                             ; 'gate_parts' at this program
	s_addc_u32 s13, s17, s21
	s_lshl_b64 s[16:17], s[32:33], 2
	s_add_u32 s32, s12, s16                             ; 'gate_parts' at this program
	s_addc_u32 s33, s13, s17
	s_add_u32 s12, s14, s10                             ; 'up_parts' at this program
	s_addc_u32 s13, s15, s11
	s_add_u32 s10, s12, s20                             ; 'up_parts' at this program
	s_addc_u32 s11, s13, s21
	s_add_u32 s12, s10, s16                             ; 'up_parts' at this program
	s_addc_u32 s13, s11, s17
	s_cmp_eq_u32 s29, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lswiglu_split_if0_else
	v_accvgpr_write_b32 a0, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a1, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a2, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a3, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a4, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a5, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a6, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a7, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a8, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a9, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a10, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a11, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a12, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a13, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a14, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a15, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a16, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a17, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a18, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a19, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a20, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a21, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a22, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a23, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a24, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a25, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a26, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a27, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a28, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a29, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a30, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a31, 0                          ; loop-carried 'up'
	s_cmp_ge_u32 s26, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s26, 31
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s10, s11, 0
	s_cmp_eq_u32 s28, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lswiglu_split_if1_else
	s_add_u32 s11, s22, 0
	s_mov_b32 s14, s11
	s_mov_b32 s15, 0
	s_lshl_b64 s[16:17], s[14:15], 1
	s_add_u32 s14, s30, s16                             ; 'x' at this chunk
	s_addc_u32 s15, s31, s17
	s_cmp_lt_u32 0, s10                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s16, 1, 0
	v_cmp_lt_u32 s[20:21], v5, s25
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[38:39], s[34:35], s[20:21]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1086
	global_load_dwordx4 v[20:23], v8, s[14:15]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[20:23]                          ; 16 bytes into st0
	s_mul_i32 s14, s11, s19
	s_mul_hi_u32 s15, s11, s19
	s_lshl_b64 s[20:21], s[14:15], 1
	s_add_u32 s14, s36, s20                             ; 'w1' at this chunk
	s_addc_u32 s15, s37, s21
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[34:35], s[16:17], s[6:7]
	v_cmp_lt_u32 s[16:17], v13, s24
	s_and_b64 s[38:39], s[34:35], s[16:17]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1096
	global_load_dwordx4 v[20:23], v14, s[14:15]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s11, s19, 2
	v_add_u32 v24, s11, v14
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1096
	global_load_dwordx4 v[26:29], v24, s[14:15]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_perm_b32 v25, v26, v20, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v25 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v25, v26, v20, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v25 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v25, v27, v21, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v25 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v25, v27, v21, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v25 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v25, v28, v22, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v25 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v25, v28, v22, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v25 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v25, v29, v23, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v25 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v25, v29, v23, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v25 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_add_u32 s14, s8, s20                              ; 'w3' at this chunk
	s_addc_u32 s15, s9, s21
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1096
	global_load_dwordx4 v[20:23], v14, s[14:15]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1096
	global_load_dwordx4 v[26:29], v24, s[14:15]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_perm_b32 v24, v26, v20, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v24 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v24, v26, v20, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v24 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v24, v27, v21, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v24 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v24, v27, v21, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v24 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v24, v28, v22, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v24 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v24, v28, v22, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v24 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v24, v29, v23, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v24 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v24, v29, v23, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v24 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_mov_b32 s11, 0                                    ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s11, s10
	s_cbranch_scc1 .Lswiglu_split_loop0_end
.Lswiglu_split_loop0:
	s_add_u32 s14, s11, 32
	s_cmp_lt_u32 s11, s10
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_split_if2_end
	s_add_u32 s15, s22, s14
	s_mov_b32 s16, s15
	s_mov_b32 s17, 0
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s30, s20                             ; 'x' at this chunk
	s_addc_u32 s17, s31, s21
	s_cmp_lt_u32 s14, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_cmp_lt_u32 s[20:21], v5, s25
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[38:39], s[34:35], s[20:21]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1139
	global_load_dwordx4 v[20:23], v8, s[16:17]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s16, s15, s19
	s_mul_hi_u32 s17, s15, s19
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s36, s20                             ; 'w1' at this chunk
	s_addc_u32 s17, s37, s21
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[34:35], s[14:15], s[6:7]
	v_cmp_lt_u32 s[14:15], v13, s24
	s_and_b64 s[38:39], s[34:35], s[14:15]
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1149
	global_load_dwordx4 v[24:27], v14, s[16:17]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[14:15]
	s_mul_i32 s14, s19, 2
	v_add_u32 v28, s14, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1149
	global_load_dwordx4 v[30:33], v28, s[16:17]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[14:15]
	s_add_u32 s14, s8, s20                              ; 'w3' at this chunk
	s_addc_u32 s15, s9, s21
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1149
	global_load_dwordx4 v[34:37], v14, s[14:15]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1149
	global_load_dwordx4 v[38:41], v28, s[14:15]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[42:45], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[46:49], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[46:49], v[42:45], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[42:45], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[50:53], v[42:45], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[42:45], v2 offset:10240              ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[46:49], v[42:45], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[42:45], v2 offset:10272              ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[50:53], v[42:45], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_waitcnt vmcnt(4)
	ds_write_b128 v9, v[20:23] offset:15360             ; 16 bytes into st0
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v30, v24, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20480                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v30, v24, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20560                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v31, v25, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20640                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v31, v25, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20720                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v32, v26, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20800                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v32, v26, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20880                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v33, v27, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20960                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v33, v27, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:21040                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v38, v34, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25600                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v38, v34, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25680                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v39, v35, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25760                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v39, v35, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25840                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v40, v36, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25920                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v40, v36, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:26000                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v41, v37, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:26080                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v41, v37, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:26160                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
.Lswiglu_split_if2_end:
	s_add_u32 s14, s11, 32
	s_add_u32 s15, s14, 32
	s_cmp_lt_u32 s14, s10
	s_cselect_b32 s14, 1, 0
	s_cmp_eq_u32 s14, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_split_if3_end
	s_add_u32 s14, s22, s15
	s_mov_b32 s16, s14
	s_mov_b32 s17, 0
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s30, s20                             ; 'x' at this chunk
	s_addc_u32 s17, s31, s21
	s_cmp_lt_u32 s15, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_cmp_lt_u32 s[20:21], v5, s25
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[38:39], s[34:35], s[20:21]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1219
	global_load_dwordx4 v[20:23], v8, s[16:17]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s16, s14, s19
	s_mul_hi_u32 s17, s14, s19
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s36, s20                             ; 'w1' at this chunk
	s_addc_u32 s17, s37, s21
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[34:35], s[14:15], s[6:7]
	v_cmp_lt_u32 s[14:15], v13, s24
	s_and_b64 s[38:39], s[34:35], s[14:15]
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1229
	global_load_dwordx4 v[24:27], v14, s[16:17]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[14:15]
	s_mul_i32 s14, s19, 2
	v_add_u32 v28, s14, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1229
	global_load_dwordx4 v[30:33], v28, s[16:17]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[14:15]
	s_add_u32 s14, s8, s20                              ; 'w3' at this chunk
	s_addc_u32 s15, s9, s21
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1229
	global_load_dwordx4 v[34:37], v14, s[14:15]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1229
	global_load_dwordx4 v[38:41], v28, s[14:15]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[42:45], v2 offset:20480              ; B fragment 0 of k-step 0
	ds_read_b128 v[46:49], v7 offset:15360              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[46:49], v[42:45], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[42:45], v2 offset:20512              ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:15392              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[50:53], v[42:45], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[42:45], v2 offset:25600              ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[46:49], v[42:45], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[42:45], v2 offset:25632              ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[50:53], v[42:45], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_waitcnt vmcnt(4)
	ds_write_b128 v9, v[20:23]                          ; 16 bytes into st0
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v30, v24, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v30, v24, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v31, v25, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v31, v25, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v32, v26, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v32, v26, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v33, v27, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v33, v27, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v38, v34, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v38, v34, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v39, v35, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v39, v35, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v40, v36, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v40, v36, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v41, v37, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v41, v37, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
.Lswiglu_split_if3_end:
	s_add_u32 s11, s11, 64
	s_cmp_lt_u32 s11, s10
	s_cbranch_scc1 .Lswiglu_split_loop0
.Lswiglu_split_loop0_end:
	s_branch .Lswiglu_split_if1_end
.Lswiglu_split_if1_else:
	s_add_u32 s11, s22, 0
	s_mov_b32 s14, s11
	s_mov_b32 s15, 0
	s_lshl_b64 s[16:17], s[14:15], 1
	s_add_u32 s14, s30, s16                             ; 'x' at this chunk
	s_addc_u32 s15, s31, s17
	s_cmp_lt_u32 0, s10                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s16, 1, 0
	v_cmp_lt_u32 s[20:21], v5, s25
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[38:39], s[34:35], s[20:21]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1297
	global_load_ushort v20, v8, s[14:15]                ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1297
	global_load_ushort v21, v8, s[14:15] offset:2       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1297
	global_load_ushort v22, v8, s[14:15] offset:4       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1297
	global_load_ushort v23, v8, s[14:15] offset:6       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1297
	global_load_ushort v24, v8, s[14:15] offset:8       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1297
	global_load_ushort v25, v8, s[14:15] offset:10      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1297
	global_load_ushort v26, v8, s[14:15] offset:12      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1297
	global_load_ushort v27, v8, s[14:15] offset:14      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
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
	s_mul_i32 s14, s11, s19
	s_mul_hi_u32 s15, s11, s19
	s_lshl_b64 s[20:21], s[14:15], 1
	s_add_u32 s14, s36, s20                             ; 'w1' at this chunk
	s_addc_u32 s15, s37, s21
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[34:35], s[16:17], s[6:7]
	v_cmp_lt_u32 s[16:17], v13, s24
	s_and_b64 s[38:39], s[34:35], s[16:17]
	s_and_b64 s[34:35], s[38:39], s[16:17]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1316
	global_load_ushort v20, v14, s[14:15]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v21, 1, v13
	v_cmp_lt_u32 s[16:17], v21, s24
	s_and_b64 s[40:41], s[38:39], s[16:17]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1320
	global_load_ushort v21, v14, s[14:15] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v22, 2, v13
	v_cmp_lt_u32 s[16:17], v22, s24
	s_and_b64 s[42:43], s[38:39], s[16:17]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1324
	global_load_ushort v22, v14, s[14:15] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v23, 3, v13
	v_cmp_lt_u32 s[16:17], v23, s24
	s_and_b64 s[44:45], s[38:39], s[16:17]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1328
	global_load_ushort v23, v14, s[14:15] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v24, 4, v13
	v_cmp_lt_u32 s[16:17], v24, s24
	s_and_b64 s[46:47], s[38:39], s[16:17]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1332
	global_load_ushort v24, v14, s[14:15] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v25, 5, v13
	v_cmp_lt_u32 s[16:17], v25, s24
	s_and_b64 s[48:49], s[38:39], s[16:17]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[48:49]               ; lanes where %vpred_1336
	global_load_ushort v25, v14, s[14:15] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v26, 6, v13
	v_cmp_lt_u32 s[16:17], v26, s24
	s_and_b64 s[50:51], s[38:39], s[16:17]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[50:51]               ; lanes where %vpred_1340
	global_load_ushort v26, v14, s[14:15] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_add_u32 v27, 7, v13
	v_cmp_lt_u32 s[16:17], v27, s24
	s_and_b64 s[52:53], s[38:39], s[16:17]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[52:53]               ; lanes where %vpred_1344
	global_load_ushort v27, v14, s[14:15] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s11, s19, 2
	v_add_u32 v28, s11, v14
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1316
	global_load_ushort v29, v28, s[14:15]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1320
	global_load_ushort v30, v28, s[14:15] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1324
	global_load_ushort v31, v28, s[14:15] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1328
	global_load_ushort v32, v28, s[14:15] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1332
	global_load_ushort v33, v28, s[14:15] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[48:49]               ; lanes where %vpred_1336
	global_load_ushort v34, v28, s[14:15] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[50:51]               ; lanes where %vpred_1340
	global_load_ushort v35, v28, s[14:15] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[52:53]               ; lanes where %vpred_1344
	global_load_ushort v36, v28, s[14:15] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(7)
	v_perm_b32 v37, v29, v20, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v37 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v30, v21, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v31, v22, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v32, v23, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v33, v24, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v34, v25, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v35, v26, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v36, v27, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_add_u32 s14, s8, s20                              ; 'w3' at this chunk
	s_addc_u32 s15, s9, s21
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1316
	global_load_ushort v20, v14, s[14:15]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1320
	global_load_ushort v21, v14, s[14:15] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1324
	global_load_ushort v22, v14, s[14:15] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1328
	global_load_ushort v23, v14, s[14:15] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1332
	global_load_ushort v24, v14, s[14:15] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[48:49]               ; lanes where %vpred_1336
	global_load_ushort v25, v14, s[14:15] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[50:51]               ; lanes where %vpred_1340
	global_load_ushort v26, v14, s[14:15] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[52:53]               ; lanes where %vpred_1344
	global_load_ushort v27, v14, s[14:15] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1316
	global_load_ushort v29, v28, s[14:15]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1320
	global_load_ushort v30, v28, s[14:15] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1324
	global_load_ushort v31, v28, s[14:15] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1328
	global_load_ushort v32, v28, s[14:15] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1332
	global_load_ushort v33, v28, s[14:15] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[48:49]               ; lanes where %vpred_1336
	global_load_ushort v34, v28, s[14:15] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[50:51]               ; lanes where %vpred_1340
	global_load_ushort v35, v28, s[14:15] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[52:53]               ; lanes where %vpred_1344
	global_load_ushort v36, v28, s[14:15] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(7)
	v_perm_b32 v28, v29, v20, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v28 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v30, v21, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v31, v22, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v32, v23, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v33, v24, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v34, v25, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v35, v26, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v36, v27, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_mov_b32 s11, 0                                    ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s11, s10
	s_cbranch_scc1 .Lswiglu_split_loop1_end
.Lswiglu_split_loop1:
	s_add_u32 s14, s11, 32
	s_cmp_lt_u32 s11, s10
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_split_if4_end
	s_add_u32 s15, s22, s14
	s_mov_b32 s16, s15
	s_mov_b32 s17, 0
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s30, s20                             ; 'x' at this chunk
	s_addc_u32 s17, s31, s21
	s_cmp_lt_u32 s14, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_cmp_lt_u32 s[20:21], v5, s25
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[38:39], s[34:35], s[20:21]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1396
	global_load_ushort v20, v8, s[16:17]                ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1396
	global_load_ushort v21, v8, s[16:17] offset:2       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1396
	global_load_ushort v22, v8, s[16:17] offset:4       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1396
	global_load_ushort v23, v8, s[16:17] offset:6       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1396
	global_load_ushort v24, v8, s[16:17] offset:8       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1396
	global_load_ushort v25, v8, s[16:17] offset:10      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1396
	global_load_ushort v26, v8, s[16:17] offset:12      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1396
	global_load_ushort v27, v8, s[16:17] offset:14      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s16, s15, s19
	s_mul_hi_u32 s17, s15, s19
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s36, s20                             ; 'w1' at this chunk
	s_addc_u32 s17, s37, s21
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[34:35], s[14:15], s[6:7]
	v_cmp_lt_u32 s[14:15], v13, s24
	s_and_b64 s[38:39], s[34:35], s[14:15]
	s_and_b64 s[34:35], s[38:39], s[14:15]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_1415
	global_load_ushort v28, v14, s[16:17]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v29, 1, v13
	v_cmp_lt_u32 s[14:15], v29, s24
	s_and_b64 s[40:41], s[38:39], s[14:15]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[40:41]               ; lanes where %vpred_1419
	global_load_ushort v29, v14, s[16:17] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v30, 2, v13
	v_cmp_lt_u32 s[14:15], v30, s24
	s_and_b64 s[42:43], s[38:39], s[14:15]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[42:43]               ; lanes where %vpred_1423
	global_load_ushort v30, v14, s[16:17] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v31, 3, v13
	v_cmp_lt_u32 s[14:15], v31, s24
	s_and_b64 s[44:45], s[38:39], s[14:15]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[44:45]               ; lanes where %vpred_1427
	global_load_ushort v31, v14, s[16:17] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v32, 4, v13
	v_cmp_lt_u32 s[14:15], v32, s24
	s_and_b64 s[46:47], s[38:39], s[14:15]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[46:47]               ; lanes where %vpred_1431
	global_load_ushort v32, v14, s[16:17] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v33, 5, v13
	v_cmp_lt_u32 s[14:15], v33, s24
	s_and_b64 s[48:49], s[38:39], s[14:15]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[48:49]               ; lanes where %vpred_1435
	global_load_ushort v33, v14, s[16:17] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v34, 6, v13
	v_cmp_lt_u32 s[14:15], v34, s24
	s_and_b64 s[50:51], s[38:39], s[14:15]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[50:51]               ; lanes where %vpred_1439
	global_load_ushort v34, v14, s[16:17] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v35, 7, v13
	v_cmp_lt_u32 s[14:15], v35, s24
	s_and_b64 s[52:53], s[38:39], s[14:15]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[52:53]               ; lanes where %vpred_1443
	global_load_ushort v35, v14, s[16:17] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	s_mul_i32 s14, s19, 2
	v_add_u32 v36, s14, v14
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_1415
	global_load_ushort v37, v36, s[16:17]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[40:41]               ; lanes where %vpred_1419
	global_load_ushort v38, v36, s[16:17] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[42:43]               ; lanes where %vpred_1423
	global_load_ushort v39, v36, s[16:17] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[44:45]               ; lanes where %vpred_1427
	global_load_ushort v40, v36, s[16:17] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[46:47]               ; lanes where %vpred_1431
	global_load_ushort v41, v36, s[16:17] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[48:49]               ; lanes where %vpred_1435
	global_load_ushort v42, v36, s[16:17] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[50:51]               ; lanes where %vpred_1439
	global_load_ushort v43, v36, s[16:17] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[52:53]               ; lanes where %vpred_1443
	global_load_ushort v44, v36, s[16:17] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	s_add_u32 s14, s8, s20                              ; 'w3' at this chunk
	s_addc_u32 s15, s9, s21
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1415
	global_load_ushort v45, v14, s[14:15]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1419
	global_load_ushort v46, v14, s[14:15] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1423
	global_load_ushort v47, v14, s[14:15] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v48, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1427
	global_load_ushort v48, v14, s[14:15] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1431
	global_load_ushort v49, v14, s[14:15] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v50, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[48:49]               ; lanes where %vpred_1435
	global_load_ushort v50, v14, s[14:15] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[50:51]               ; lanes where %vpred_1439
	global_load_ushort v51, v14, s[14:15] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v52, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[52:53]               ; lanes where %vpred_1443
	global_load_ushort v52, v14, s[14:15] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1415
	global_load_ushort v53, v36, s[14:15]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v54, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1419
	global_load_ushort v54, v36, s[14:15] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1423
	global_load_ushort v55, v36, s[14:15] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v56, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1427
	global_load_ushort v56, v36, s[14:15] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1431
	global_load_ushort v57, v36, s[14:15] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v58, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[48:49]               ; lanes where %vpred_1435
	global_load_ushort v58, v36, s[14:15] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v59, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[50:51]               ; lanes where %vpred_1439
	global_load_ushort v59, v36, s[14:15] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v60, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[52:53]               ; lanes where %vpred_1443
	global_load_ushort v60, v36, s[14:15] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[62:65], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[66:69], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[66:69], v[62:65], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[62:65], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[70:73], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[70:73], v[62:65], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[62:65], v2 offset:10240              ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[66:69], v[62:65], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[62:65], v2 offset:10272              ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[70:73], v[62:65], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_waitcnt vmcnt(38)
	v_perm_b32 v36, v21, v20, s4                        ; elements 0, 1
	s_waitcnt vmcnt(36)
	v_perm_b32 v20, v23, v22, s4                        ; elements 2, 3
	s_waitcnt vmcnt(34)
	v_perm_b32 v21, v25, v24, s4                        ; elements 4, 5
	s_waitcnt vmcnt(32)
	v_perm_b32 v22, v27, v26, s4                        ; elements 6, 7
	v_mov_b32 v24, v36                                  ; 16 bytes into st0
	v_mov_b32 v25, v20
	v_mov_b32 v26, v21
	v_mov_b32 v27, v22
	ds_write_b128 v9, v[24:27] offset:15360
	s_waitcnt vmcnt(23)
	v_perm_b32 v20, v37, v28, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20480                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(22)
	v_perm_b32 v20, v38, v29, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20560                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(21)
	v_perm_b32 v20, v39, v30, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20640                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(20)
	v_perm_b32 v20, v40, v31, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20720                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(19)
	v_perm_b32 v20, v41, v32, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20800                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(18)
	v_perm_b32 v20, v42, v33, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20880                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(17)
	v_perm_b32 v20, v43, v34, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20960                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(16)
	v_perm_b32 v20, v44, v35, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:21040                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(7)
	v_perm_b32 v20, v53, v45, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25600                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v54, v46, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25680                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v55, v47, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25760                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v56, v48, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25840                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v57, v49, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25920                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v58, v50, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:26000                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v59, v51, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:26080                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v60, v52, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:26160                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
.Lswiglu_split_if4_end:
	s_add_u32 s14, s11, 32
	s_add_u32 s15, s14, 32
	s_cmp_lt_u32 s14, s10
	s_cselect_b32 s14, 1, 0
	s_cmp_eq_u32 s14, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_split_if5_end
	s_add_u32 s14, s22, s15
	s_mov_b32 s16, s14
	s_mov_b32 s17, 0
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s30, s20                             ; 'x' at this chunk
	s_addc_u32 s17, s31, s21
	s_cmp_lt_u32 s15, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_cmp_lt_u32 s[20:21], v5, s25
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[38:39], s[34:35], s[20:21]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1522
	global_load_ushort v20, v8, s[16:17]                ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1522
	global_load_ushort v21, v8, s[16:17] offset:2       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1522
	global_load_ushort v22, v8, s[16:17] offset:4       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1522
	global_load_ushort v23, v8, s[16:17] offset:6       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1522
	global_load_ushort v24, v8, s[16:17] offset:8       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1522
	global_load_ushort v25, v8, s[16:17] offset:10      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1522
	global_load_ushort v26, v8, s[16:17] offset:12      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1522
	global_load_ushort v27, v8, s[16:17] offset:14      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s16, s14, s19
	s_mul_hi_u32 s17, s14, s19
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s36, s20                             ; 'w1' at this chunk
	s_addc_u32 s17, s37, s21
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[34:35], s[14:15], s[6:7]
	v_cmp_lt_u32 s[14:15], v13, s24
	s_and_b64 s[38:39], s[34:35], s[14:15]
	s_and_b64 s[34:35], s[38:39], s[14:15]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_1541
	global_load_ushort v28, v14, s[16:17]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v29, 1, v13
	v_cmp_lt_u32 s[14:15], v29, s24
	s_and_b64 s[40:41], s[38:39], s[14:15]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[40:41]               ; lanes where %vpred_1545
	global_load_ushort v29, v14, s[16:17] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v30, 2, v13
	v_cmp_lt_u32 s[14:15], v30, s24
	s_and_b64 s[42:43], s[38:39], s[14:15]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[42:43]               ; lanes where %vpred_1549
	global_load_ushort v30, v14, s[16:17] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v31, 3, v13
	v_cmp_lt_u32 s[14:15], v31, s24
	s_and_b64 s[44:45], s[38:39], s[14:15]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[44:45]               ; lanes where %vpred_1553
	global_load_ushort v31, v14, s[16:17] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v32, 4, v13
	v_cmp_lt_u32 s[14:15], v32, s24
	s_and_b64 s[46:47], s[38:39], s[14:15]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[46:47]               ; lanes where %vpred_1557
	global_load_ushort v32, v14, s[16:17] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v33, 5, v13
	v_cmp_lt_u32 s[14:15], v33, s24
	s_and_b64 s[48:49], s[38:39], s[14:15]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[48:49]               ; lanes where %vpred_1561
	global_load_ushort v33, v14, s[16:17] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v34, 6, v13
	v_cmp_lt_u32 s[14:15], v34, s24
	s_and_b64 s[50:51], s[38:39], s[14:15]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[50:51]               ; lanes where %vpred_1565
	global_load_ushort v34, v14, s[16:17] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v35, 7, v13
	v_cmp_lt_u32 s[14:15], v35, s24
	s_and_b64 s[52:53], s[38:39], s[14:15]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[52:53]               ; lanes where %vpred_1569
	global_load_ushort v35, v14, s[16:17] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	s_mul_i32 s14, s19, 2
	v_add_u32 v36, s14, v14
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_1541
	global_load_ushort v37, v36, s[16:17]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[40:41]               ; lanes where %vpred_1545
	global_load_ushort v38, v36, s[16:17] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[42:43]               ; lanes where %vpred_1549
	global_load_ushort v39, v36, s[16:17] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[44:45]               ; lanes where %vpred_1553
	global_load_ushort v40, v36, s[16:17] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[46:47]               ; lanes where %vpred_1557
	global_load_ushort v41, v36, s[16:17] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[48:49]               ; lanes where %vpred_1561
	global_load_ushort v42, v36, s[16:17] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[50:51]               ; lanes where %vpred_1565
	global_load_ushort v43, v36, s[16:17] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[52:53]               ; lanes where %vpred_1569
	global_load_ushort v44, v36, s[16:17] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	s_add_u32 s14, s8, s20                              ; 'w3' at this chunk
	s_addc_u32 s15, s9, s21
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1541
	global_load_ushort v45, v14, s[14:15]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1545
	global_load_ushort v46, v14, s[14:15] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1549
	global_load_ushort v47, v14, s[14:15] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v48, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1553
	global_load_ushort v48, v14, s[14:15] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1557
	global_load_ushort v49, v14, s[14:15] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v50, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[48:49]               ; lanes where %vpred_1561
	global_load_ushort v50, v14, s[14:15] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[50:51]               ; lanes where %vpred_1565
	global_load_ushort v51, v14, s[14:15] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v52, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[52:53]               ; lanes where %vpred_1569
	global_load_ushort v52, v14, s[14:15] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1541
	global_load_ushort v53, v36, s[14:15]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v54, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1545
	global_load_ushort v54, v36, s[14:15] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1549
	global_load_ushort v55, v36, s[14:15] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v56, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1553
	global_load_ushort v56, v36, s[14:15] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1557
	global_load_ushort v57, v36, s[14:15] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v58, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[48:49]               ; lanes where %vpred_1561
	global_load_ushort v58, v36, s[14:15] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v59, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[50:51]               ; lanes where %vpred_1565
	global_load_ushort v59, v36, s[14:15] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v60, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[52:53]               ; lanes where %vpred_1569
	global_load_ushort v60, v36, s[14:15] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[62:65], v2 offset:20480              ; B fragment 0 of k-step 0
	ds_read_b128 v[66:69], v7 offset:15360              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[66:69], v[62:65], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[62:65], v2 offset:20512              ; B fragment 0 of k-step 1
	ds_read_b128 v[70:73], v7 offset:15392              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[70:73], v[62:65], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[62:65], v2 offset:25600              ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[66:69], v[62:65], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[62:65], v2 offset:25632              ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[70:73], v[62:65], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_waitcnt vmcnt(38)
	v_perm_b32 v36, v21, v20, s4                        ; elements 0, 1
	s_waitcnt vmcnt(36)
	v_perm_b32 v20, v23, v22, s4                        ; elements 2, 3
	s_waitcnt vmcnt(34)
	v_perm_b32 v21, v25, v24, s4                        ; elements 4, 5
	s_waitcnt vmcnt(32)
	v_perm_b32 v22, v27, v26, s4                        ; elements 6, 7
	v_mov_b32 v24, v36                                  ; 16 bytes into st0
	v_mov_b32 v25, v20
	v_mov_b32 v26, v21
	v_mov_b32 v27, v22
	ds_write_b128 v9, v[24:27]
	s_waitcnt vmcnt(23)
	v_perm_b32 v20, v37, v28, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(22)
	v_perm_b32 v20, v38, v29, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(21)
	v_perm_b32 v20, v39, v30, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(20)
	v_perm_b32 v20, v40, v31, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(19)
	v_perm_b32 v20, v41, v32, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(18)
	v_perm_b32 v20, v42, v33, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(17)
	v_perm_b32 v20, v43, v34, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(16)
	v_perm_b32 v20, v44, v35, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(7)
	v_perm_b32 v20, v53, v45, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v54, v46, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v55, v47, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v56, v48, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v57, v49, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v58, v50, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v59, v51, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v60, v52, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
.Lswiglu_split_if5_end:
	s_add_u32 s11, s11, 64
	s_cmp_lt_u32 s11, s10
	s_cbranch_scc1 .Lswiglu_split_loop1
.Lswiglu_split_loop1_end:
.Lswiglu_split_if1_end:
	s_add_u32 s11, s10, 31
	s_and_b32 s10, s11, 0xffffffe0                      ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s11, s10                                  ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s11, s26
	s_cbranch_scc1 .Lswiglu_split_loop2_end
.Lswiglu_split_loop2:
	s_add_u32 s10, s22, s11
	s_sub_u32 s14, s26, s11
	s_mov_b32 s16, s10
	s_mov_b32 s17, 0
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s30, s20                             ; 'x' at this chunk
	s_addc_u32 s17, s31, s21
	v_cmp_lt_u32 s[20:21], v10, s25                     ; 'm' element in bounds
	v_cmp_lt_u32 s[34:35], v16, s14                     ; 'kk' element in bounds
	s_and_b64 s[38:39], s[20:21], s[34:35]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_368
	global_load_ushort v20, v15, s[16:17]               ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v20
	v_add_u32 v20, 1, v16
	v_cmp_lt_u32 s[38:39], v20, s14                     ; 'kk' element in bounds
	s_and_b64 s[40:41], s[20:21], s[38:39]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_373
	global_load_ushort v20, v15, s[16:17] offset:2      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v20
	v_add_u32 v20, 2, v16
	v_cmp_lt_u32 s[40:41], v20, s14                     ; 'kk' element in bounds
	s_and_b64 s[42:43], s[20:21], s[40:41]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_378
	global_load_ushort v20, v15, s[16:17] offset:4      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v20
	v_add_u32 v20, 3, v16
	v_cmp_lt_u32 s[42:43], v20, s14                     ; 'kk' element in bounds
	s_and_b64 s[44:45], s[20:21], s[42:43]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[44:45]               ; lanes where %vpred_383
	global_load_ushort v20, v15, s[16:17] offset:6      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v20
	s_mul_i32 s15, s18, 32
	s_lshl_b32 s20, s15, 1
	v_add_u32 v20, s20, v15
	v_add_u32 v25, 32, v10
	v_cmp_lt_u32 s[20:21], v25, s25                     ; 'm' element in bounds
	s_and_b64 s[44:45], s[20:21], s[34:35]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[44:45]               ; lanes where %vpred_391
	global_load_ushort v25, v20, s[16:17]               ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v25
	s_and_b64 s[34:35], s[20:21], s[38:39]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[34:35]               ; lanes where %vpred_394
	global_load_ushort v25, v20, s[16:17] offset:2      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v25
	s_and_b64 s[34:35], s[20:21], s[40:41]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[34:35]               ; lanes where %vpred_397
	global_load_ushort v25, v20, s[16:17] offset:4      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v25
	s_and_b64 s[34:35], s[20:21], s[42:43]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_400
	global_load_ushort v25, v20, s[16:17] offset:6      ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v25
	v_lshrrev_b32 v25, 16, v21
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v12, v25                               ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v22
	ds_write_b16 v12, v21 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v23
	ds_write_b16 v12, v22 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v24
	ds_write_b16 v12, v23 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v24, 16, v26
	ds_write_b16 v12, v24 offset:2560                   ; A operand of the product: stage
	v_lshrrev_b32 v26, 16, v27
	ds_write_b16 v12, v26 offset:2562                   ; A operand of the product: stage
	v_lshrrev_b32 v27, 16, v28
	ds_write_b16 v12, v27 offset:2564                   ; A operand of the product: stage
	v_lshrrev_b32 v28, 16, v20
	ds_write_b16 v12, v28 offset:2566                   ; A operand of the product: stage
	s_mul_i32 s16, s10, s19
	s_mul_hi_u32 s17, s10, s19
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s36, s20                             ; 'w1' at this chunk
	s_addc_u32 s17, s37, s21
	v_cmp_lt_u32 s[34:35], v1, s24                      ; 'n' element in bounds
	v_cmp_lt_u32 s[38:39], v17, s14                     ; 'kk' element in bounds
	s_and_b64 s[40:41], s[34:35], s[38:39]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_425
	global_load_ushort v20, v18, s[16:17]               ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v20
	v_add_u32 v20, 1, v1
	v_cmp_lt_u32 s[42:43], v20, s24                     ; 'n' element in bounds
	s_and_b64 s[44:45], s[42:43], s[38:39]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_430
	global_load_ushort v20, v18, s[16:17] offset:2      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v20
	v_add_u32 v20, 2, v1
	v_cmp_lt_u32 s[46:47], v20, s24                     ; 'n' element in bounds
	s_and_b64 s[48:49], s[46:47], s[38:39]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_435
	global_load_ushort v20, v18, s[16:17] offset:4      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v20
	v_add_u32 v20, 3, v1
	v_cmp_lt_u32 s[50:51], v20, s24                     ; 'n' element in bounds
	s_and_b64 s[52:53], s[50:51], s[38:39]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[52:53]               ; lanes where %vpred_440
	global_load_ushort v20, v18, s[16:17] offset:6      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v20
	s_mul_i32 s10, s19, 16
	s_lshl_b32 s15, s10, 1
	v_add_u32 v20, s15, v18
	v_add_u32 v33, 16, v17
	v_cmp_lt_u32 s[38:39], v33, s14                     ; 'kk' element in bounds
	s_and_b64 s[14:15], s[34:35], s[38:39]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[14:15]               ; lanes where %vpred_448
	global_load_ushort v33, v20, s[16:17]               ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v33
	s_and_b64 s[34:35], s[42:43], s[38:39]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[34:35]               ; lanes where %vpred_451
	global_load_ushort v33, v20, s[16:17] offset:2      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v33
	s_and_b64 s[42:43], s[46:47], s[38:39]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[42:43]               ; lanes where %vpred_454
	global_load_ushort v33, v20, s[16:17] offset:4      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v33
	s_and_b64 s[46:47], s[50:51], s[38:39]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[46:47]               ; lanes where %vpred_457
	global_load_ushort v33, v20, s[16:17] offset:6      ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v33
	v_lshrrev_b32 v33, 16, v29
	ds_write_b16 v19, v33 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v29, 16, v30
	ds_write_b16 v19, v29 offset:5200                   ; B operand of the product: stage
	v_lshrrev_b32 v29, 16, v31
	ds_write_b16 v19, v29 offset:5280                   ; B operand of the product: stage
	v_lshrrev_b32 v29, 16, v32
	ds_write_b16 v19, v29 offset:5360                   ; B operand of the product: stage
	v_lshrrev_b32 v29, 16, v34
	ds_write_b16 v19, v29 offset:5152                   ; B operand of the product: stage
	v_lshrrev_b32 v29, 16, v35
	ds_write_b16 v19, v29 offset:5232                   ; B operand of the product: stage
	v_lshrrev_b32 v29, 16, v36
	ds_write_b16 v19, v29 offset:5312                   ; B operand of the product: stage
	v_lshrrev_b32 v29, 16, v37
	ds_write_b16 v19, v29 offset:5392                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[30:33], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[34:37], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[30:33], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[34:37], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[34:37], v[30:33], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v12, v25                               ; A operand of the product: stage
	ds_write_b16 v12, v21 offset:2                      ; A operand of the product: stage
	ds_write_b16 v12, v22 offset:4                      ; A operand of the product: stage
	ds_write_b16 v12, v23 offset:6                      ; A operand of the product: stage
	ds_write_b16 v12, v24 offset:2560                   ; A operand of the product: stage
	ds_write_b16 v12, v26 offset:2562                   ; A operand of the product: stage
	ds_write_b16 v12, v27 offset:2564                   ; A operand of the product: stage
	ds_write_b16 v12, v28 offset:2566                   ; A operand of the product: stage
	s_add_u32 s16, s8, s20                              ; 'w3' at this chunk
	s_addc_u32 s17, s9, s21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[40:41]               ; lanes where %vpred_425
	global_load_ushort v21, v18, s[16:17]               ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[44:45]               ; lanes where %vpred_430
	global_load_ushort v21, v18, s[16:17] offset:2      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[48:49]               ; lanes where %vpred_435
	global_load_ushort v21, v18, s[16:17] offset:4      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[52:53]               ; lanes where %vpred_440
	global_load_ushort v21, v18, s[16:17] offset:6      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[14:15]               ; lanes where %vpred_448
	global_load_ushort v21, v20, s[16:17]               ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_451
	global_load_ushort v21, v20, s[16:17] offset:2      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[42:43]               ; lanes where %vpred_454
	global_load_ushort v21, v20, s[16:17] offset:4      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[46:47]               ; lanes where %vpred_457
	global_load_ushort v21, v20, s[16:17] offset:6      ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v21
	v_lshrrev_b32 v21, 16, v22
	ds_write_b16 v19, v21 offset:10240                  ; B operand of the product: stage
	v_lshrrev_b32 v21, 16, v23
	ds_write_b16 v19, v21 offset:10320                  ; B operand of the product: stage
	v_lshrrev_b32 v21, 16, v24
	ds_write_b16 v19, v21 offset:10400                  ; B operand of the product: stage
	v_lshrrev_b32 v21, 16, v25
	ds_write_b16 v19, v21 offset:10480                  ; B operand of the product: stage
	v_lshrrev_b32 v21, 16, v26
	ds_write_b16 v19, v21 offset:10272                  ; B operand of the product: stage
	v_lshrrev_b32 v21, 16, v27
	ds_write_b16 v19, v21 offset:10352                  ; B operand of the product: stage
	v_lshrrev_b32 v21, 16, v28
	ds_write_b16 v19, v21 offset:10432                  ; B operand of the product: stage
	v_lshrrev_b32 v21, 16, v20
	ds_write_b16 v19, v21 offset:10512                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[20:23], v2 offset:10240              ; B fragment 0 of k-step 0
	ds_read_b128 v[24:27], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[24:27], v[20:23], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[20:23], v2 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[24:27], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[24:27], v[20:23], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_add_u32 s11, s11, 32
	s_cmp_lt_u32 s11, s26
	s_cbranch_scc1 .Lswiglu_split_loop2
.Lswiglu_split_loop2_end:
	v_accvgpr_read_b32 v20, a0                          ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v3, v20, s[32:33]
	s_mul_i32 s10, s19, 1
	s_lshl_b32 s11, s10, 2
	v_add_u32 v20, s11, v3
	v_accvgpr_read_b32 v21, a1                          ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v20, v21, s[32:33]
	s_mul_i32 s10, s19, 2
	s_lshl_b32 s11, s10, 2
	v_add_u32 v21, s11, v3
	v_accvgpr_read_b32 v22, a2                          ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v21, v22, s[32:33]
	s_mul_i32 s10, s19, 3
	s_lshl_b32 s11, s10, 2
	v_add_u32 v22, s11, v3
	v_accvgpr_read_b32 v23, a3                          ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v22, v23, s[32:33]
	s_mul_i32 s10, s19, 8
	s_lshl_b32 s11, s10, 2
	v_add_u32 v23, s11, v3
	v_accvgpr_read_b32 v24, a4                          ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v23, v24, s[32:33]
	s_mul_i32 s10, s19, 9
	s_lshl_b32 s11, s10, 2
	v_add_u32 v24, s11, v3
	v_accvgpr_read_b32 v25, a5                          ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v24, v25, s[32:33]
	s_mul_i32 s10, s19, 10
	s_lshl_b32 s11, s10, 2
	v_add_u32 v25, s11, v3
	v_accvgpr_read_b32 v26, a6                          ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v25, v26, s[32:33]
	s_mul_i32 s10, s19, 11
	s_lshl_b32 s11, s10, 2
	v_add_u32 v26, s11, v3
	v_accvgpr_read_b32 v27, a7                          ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v26, v27, s[32:33]
	s_mul_i32 s10, s19, 16
	s_lshl_b32 s11, s10, 2
	v_add_u32 v27, s11, v3
	v_accvgpr_read_b32 v28, a8                          ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v27, v28, s[32:33]
	s_mul_i32 s10, s19, 17
	s_lshl_b32 s11, s10, 2
	v_add_u32 v28, s11, v3
	v_accvgpr_read_b32 v29, a9                          ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v28, v29, s[32:33]
	s_mul_i32 s10, s19, 18
	s_lshl_b32 s11, s10, 2
	v_add_u32 v29, s11, v3
	v_accvgpr_read_b32 v30, a10                         ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v29, v30, s[32:33]
	s_mul_i32 s10, s19, 19
	s_lshl_b32 s11, s10, 2
	v_add_u32 v30, s11, v3
	v_accvgpr_read_b32 v31, a11                         ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v30, v31, s[32:33]
	s_mul_i32 s10, s19, 24
	s_lshl_b32 s11, s10, 2
	v_add_u32 v31, s11, v3
	v_accvgpr_read_b32 v32, a12                         ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v31, v32, s[32:33]
	s_mul_i32 s10, s19, 25
	s_lshl_b32 s11, s10, 2
	v_add_u32 v32, s11, v3
	v_accvgpr_read_b32 v33, a13                         ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v32, v33, s[32:33]
	s_mul_i32 s10, s19, 26
	s_lshl_b32 s11, s10, 2
	v_add_u32 v33, s11, v3
	v_accvgpr_read_b32 v34, a14                         ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v33, v34, s[32:33]
	s_mul_i32 s10, s19, 27
	s_lshl_b32 s11, s10, 2
	v_add_u32 v34, s11, v3
	v_accvgpr_read_b32 v35, a15                         ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v34, v35, s[32:33]
	v_accvgpr_read_b32 v35, a16                         ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v3, v35, s[12:13]
	v_accvgpr_read_b32 v35, a17                         ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v20, v35, s[12:13]
	v_accvgpr_read_b32 v20, a18                         ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v21, v20, s[12:13]
	v_accvgpr_read_b32 v20, a19                         ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v22, v20, s[12:13]
	v_accvgpr_read_b32 v20, a20                         ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v23, v20, s[12:13]
	v_accvgpr_read_b32 v20, a21                         ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v24, v20, s[12:13]
	v_accvgpr_read_b32 v20, a22                         ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v25, v20, s[12:13]
	v_accvgpr_read_b32 v20, a23                         ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v26, v20, s[12:13]
	v_accvgpr_read_b32 v20, a24                         ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v27, v20, s[12:13]
	v_accvgpr_read_b32 v20, a25                         ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v28, v20, s[12:13]
	v_accvgpr_read_b32 v20, a26                         ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v29, v20, s[12:13]
	v_accvgpr_read_b32 v20, a27                         ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v30, v20, s[12:13]
	v_accvgpr_read_b32 v20, a28                         ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v31, v20, s[12:13]
	v_accvgpr_read_b32 v20, a29                         ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v32, v20, s[12:13]
	v_accvgpr_read_b32 v20, a30                         ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v33, v20, s[12:13]
	v_accvgpr_read_b32 v20, a31                         ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v34, v20, s[12:13]
	s_branch .Lswiglu_split_if0_end
.Lswiglu_split_if0_else:
	v_accvgpr_write_b32 a0, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a1, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a2, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a3, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a4, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a5, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a6, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a7, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a8, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a9, 0                           ; loop-carried 'gate'
	v_accvgpr_write_b32 a10, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a11, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a12, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a13, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a14, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a15, 0                          ; loop-carried 'gate'
	v_accvgpr_write_b32 a16, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a17, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a18, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a19, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a20, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a21, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a22, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a23, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a24, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a25, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a26, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a27, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a28, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a29, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a30, 0                          ; loop-carried 'up'
	v_accvgpr_write_b32 a31, 0                          ; loop-carried 'up'
	s_cmp_ge_u32 s26, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s26, 31
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s10, s11, 0
	s_cmp_eq_u32 s28, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lswiglu_split_if6_else
	s_add_u32 s11, s22, 0
	s_mov_b32 s14, s11
	s_mov_b32 s15, 0
	s_lshl_b64 s[16:17], s[14:15], 1
	s_add_u32 s14, s30, s16                             ; 'x' at this chunk
	s_addc_u32 s15, s31, s17
	s_cmp_lt_u32 0, s10                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s16, 1, 0
	v_cmp_lt_u32 s[20:21], v5, s25
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[34:35], s[28:29], s[20:21]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_1646
	global_load_dwordx4 v[20:23], v8, s[14:15]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[20:23]                          ; 16 bytes into st0
	s_mul_i32 s14, s11, s19
	s_mul_hi_u32 s15, s11, s19
	s_lshl_b64 s[20:21], s[14:15], 1
	s_add_u32 s14, s36, s20                             ; 'w1' at this chunk
	s_addc_u32 s15, s37, s21
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[28:29], s[16:17], s[6:7]
	v_cmp_lt_u32 s[16:17], v13, s24
	s_and_b64 s[34:35], s[28:29], s[16:17]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1656
	global_load_dwordx4 v[20:23], v14, s[14:15]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[16:17]
	s_mul_i32 s11, s19, 2
	v_add_u32 v24, s11, v14
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1656
	global_load_dwordx4 v[26:29], v24, s[14:15]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_perm_b32 v25, v26, v20, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v25 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v25, v26, v20, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v25 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v25, v27, v21, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v25 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v25, v27, v21, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v25 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v25, v28, v22, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v25 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v25, v28, v22, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v25 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v25, v29, v23, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v25 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v25, v29, v23, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v25 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_add_u32 s14, s8, s20                              ; 'w3' at this chunk
	s_addc_u32 s15, s9, s21
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1656
	global_load_dwordx4 v[20:23], v14, s[14:15]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1656
	global_load_dwordx4 v[26:29], v24, s[14:15]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_perm_b32 v24, v26, v20, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v24 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v24, v26, v20, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v24 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v24, v27, v21, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v24 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v24, v27, v21, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v24 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v24, v28, v22, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v24 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v24, v28, v22, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v24 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v24, v29, v23, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v24 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v24, v29, v23, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v24 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_mov_b32 s11, 0                                    ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s11, s10
	s_cbranch_scc1 .Lswiglu_split_loop3_end
.Lswiglu_split_loop3:
	s_add_u32 s14, s11, 32
	s_cmp_lt_u32 s11, s10
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_split_if7_end
	s_add_u32 s15, s22, s14
	s_mov_b32 s16, s15
	s_mov_b32 s17, 0
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s30, s20                             ; 'x' at this chunk
	s_addc_u32 s17, s31, s21
	s_cmp_lt_u32 s14, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_cmp_lt_u32 s[20:21], v5, s25
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[34:35], s[28:29], s[20:21]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_1699
	global_load_dwordx4 v[20:23], v8, s[16:17]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s16, s15, s19
	s_mul_hi_u32 s17, s15, s19
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s36, s20                             ; 'w1' at this chunk
	s_addc_u32 s17, s37, s21
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[28:29], s[14:15], s[6:7]
	v_cmp_lt_u32 s[14:15], v13, s24
	s_and_b64 s[34:35], s[28:29], s[14:15]
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_1709
	global_load_dwordx4 v[24:27], v14, s[16:17]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[14:15]
	s_mul_i32 s14, s19, 2
	v_add_u32 v28, s14, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_1709
	global_load_dwordx4 v[30:33], v28, s[16:17]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[14:15]
	s_add_u32 s14, s8, s20                              ; 'w3' at this chunk
	s_addc_u32 s15, s9, s21
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1709
	global_load_dwordx4 v[34:37], v14, s[14:15]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1709
	global_load_dwordx4 v[38:41], v28, s[14:15]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[42:45], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[46:49], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[46:49], v[42:45], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[42:45], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[50:53], v[42:45], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[42:45], v2 offset:10240              ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[46:49], v[42:45], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[42:45], v2 offset:10272              ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[50:53], v[42:45], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_waitcnt vmcnt(4)
	ds_write_b128 v9, v[20:23] offset:15360             ; 16 bytes into st0
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v30, v24, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20480                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v30, v24, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20560                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v31, v25, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20640                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v31, v25, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20720                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v32, v26, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20800                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v32, v26, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20880                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v33, v27, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20960                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v33, v27, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:21040                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v38, v34, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25600                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v38, v34, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25680                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v39, v35, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25760                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v39, v35, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25840                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v40, v36, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25920                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v40, v36, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:26000                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v41, v37, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:26080                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v41, v37, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:26160                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
.Lswiglu_split_if7_end:
	s_add_u32 s14, s11, 32
	s_add_u32 s15, s14, 32
	s_cmp_lt_u32 s14, s10
	s_cselect_b32 s14, 1, 0
	s_cmp_eq_u32 s14, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_split_if8_end
	s_add_u32 s14, s22, s15
	s_mov_b32 s16, s14
	s_mov_b32 s17, 0
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s30, s20                             ; 'x' at this chunk
	s_addc_u32 s17, s31, s21
	s_cmp_lt_u32 s15, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_cmp_lt_u32 s[20:21], v5, s25
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[34:35], s[28:29], s[20:21]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_1779
	global_load_dwordx4 v[20:23], v8, s[16:17]          ; examples/swiglu.kgen:8: 16 bytes of 'x'
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s16, s14, s19
	s_mul_hi_u32 s17, s14, s19
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s36, s20                             ; 'w1' at this chunk
	s_addc_u32 s17, s37, s21
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[28:29], s[14:15], s[6:7]
	v_cmp_lt_u32 s[14:15], v13, s24
	s_and_b64 s[34:35], s[28:29], s[14:15]
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_1789
	global_load_dwordx4 v[24:27], v14, s[16:17]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[14:15]
	s_mul_i32 s14, s19, 2
	v_add_u32 v28, s14, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_1789
	global_load_dwordx4 v[30:33], v28, s[16:17]         ; examples/swiglu.kgen:9: 16 bytes of 'w1'
	s_mov_b64 exec, s[14:15]
	s_add_u32 s14, s8, s20                              ; 'w3' at this chunk
	s_addc_u32 s15, s9, s21
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1789
	global_load_dwordx4 v[34:37], v14, s[14:15]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_1789
	global_load_dwordx4 v[38:41], v28, s[14:15]         ; examples/swiglu.kgen:10: 16 bytes of 'w3'
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[42:45], v2 offset:20480              ; B fragment 0 of k-step 0
	ds_read_b128 v[46:49], v7 offset:15360              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[46:49], v[42:45], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[42:45], v2 offset:20512              ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:15392              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[50:53], v[42:45], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[42:45], v2 offset:25600              ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[46:49], v[42:45], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[42:45], v2 offset:25632              ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[50:53], v[42:45], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_waitcnt vmcnt(4)
	ds_write_b128 v9, v[20:23]                          ; 16 bytes into st0
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v30, v24, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v30, v24, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v31, v25, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v31, v25, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v32, v26, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v32, v26, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v33, v27, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v33, v27, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v38, v34, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v38, v34, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v39, v35, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v39, v35, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v40, v36, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v40, v36, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v41, v37, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	v_perm_b32 v20, v41, v37, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
.Lswiglu_split_if8_end:
	s_add_u32 s11, s11, 64
	s_cmp_lt_u32 s11, s10
	s_cbranch_scc1 .Lswiglu_split_loop3
.Lswiglu_split_loop3_end:
	s_branch .Lswiglu_split_if6_end
.Lswiglu_split_if6_else:
	s_add_u32 s5, s22, 0
	s_mov_b32 s14, s5
	s_mov_b32 s15, 0
	s_lshl_b64 s[16:17], s[14:15], 1
	s_add_u32 s14, s30, s16                             ; 'x' at this chunk
	s_addc_u32 s15, s31, s17
	s_cmp_lt_u32 0, s10                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[16:17], v5, s25
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[20:21], exec, 0
	s_and_b64 s[28:29], s[20:21], s[16:17]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1857
	global_load_ushort v20, v8, s[14:15]                ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1857
	global_load_ushort v21, v8, s[14:15] offset:2       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1857
	global_load_ushort v22, v8, s[14:15] offset:4       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1857
	global_load_ushort v23, v8, s[14:15] offset:6       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1857
	global_load_ushort v24, v8, s[14:15] offset:8       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1857
	global_load_ushort v25, v8, s[14:15] offset:10      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1857
	global_load_ushort v26, v8, s[14:15] offset:12      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1857
	global_load_ushort v27, v8, s[14:15] offset:14      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
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
	s_mul_i32 s14, s5, s19
	s_mul_hi_u32 s15, s5, s19
	s_lshl_b64 s[16:17], s[14:15], 1
	s_add_u32 s14, s36, s16                             ; 'w1' at this chunk
	s_addc_u32 s15, s37, s17
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[20:21], exec, 0
	s_and_b64 s[28:29], s[20:21], s[6:7]
	v_cmp_lt_u32 s[20:21], v13, s24
	s_and_b64 s[34:35], s[28:29], s[20:21]
	s_and_b64 s[28:29], s[34:35], s[20:21]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1876
	global_load_ushort v20, v14, s[14:15]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v21, 1, v13
	v_cmp_lt_u32 s[20:21], v21, s24
	s_and_b64 s[38:39], s[34:35], s[20:21]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1880
	global_load_ushort v21, v14, s[14:15] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v22, 2, v13
	v_cmp_lt_u32 s[20:21], v22, s24
	s_and_b64 s[40:41], s[34:35], s[20:21]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[40:41]               ; lanes where %vpred_1884
	global_load_ushort v22, v14, s[14:15] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v23, 3, v13
	v_cmp_lt_u32 s[20:21], v23, s24
	s_and_b64 s[42:43], s[34:35], s[20:21]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[42:43]               ; lanes where %vpred_1888
	global_load_ushort v23, v14, s[14:15] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v24, 4, v13
	v_cmp_lt_u32 s[20:21], v24, s24
	s_and_b64 s[44:45], s[34:35], s[20:21]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[44:45]               ; lanes where %vpred_1892
	global_load_ushort v24, v14, s[14:15] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v25, 5, v13
	v_cmp_lt_u32 s[20:21], v25, s24
	s_and_b64 s[46:47], s[34:35], s[20:21]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[46:47]               ; lanes where %vpred_1896
	global_load_ushort v25, v14, s[14:15] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v26, 6, v13
	v_cmp_lt_u32 s[20:21], v26, s24
	s_and_b64 s[48:49], s[34:35], s[20:21]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[48:49]               ; lanes where %vpred_1900
	global_load_ushort v26, v14, s[14:15] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v27, 7, v13
	v_cmp_lt_u32 s[20:21], v27, s24
	s_and_b64 s[50:51], s[34:35], s[20:21]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[50:51]               ; lanes where %vpred_1904
	global_load_ushort v27, v14, s[14:15] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s5, s19, 2
	v_add_u32 v28, s5, v14
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1876
	global_load_ushort v29, v28, s[14:15]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1880
	global_load_ushort v30, v28, s[14:15] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[40:41]               ; lanes where %vpred_1884
	global_load_ushort v31, v28, s[14:15] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[42:43]               ; lanes where %vpred_1888
	global_load_ushort v32, v28, s[14:15] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[44:45]               ; lanes where %vpred_1892
	global_load_ushort v33, v28, s[14:15] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[46:47]               ; lanes where %vpred_1896
	global_load_ushort v34, v28, s[14:15] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[48:49]               ; lanes where %vpred_1900
	global_load_ushort v35, v28, s[14:15] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[50:51]               ; lanes where %vpred_1904
	global_load_ushort v36, v28, s[14:15] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(7)
	v_perm_b32 v37, v29, v20, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v37 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v30, v21, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v31, v22, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v32, v23, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v33, v24, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v34, v25, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v35, v26, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v36, v27, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_add_u32 s14, s8, s16                              ; 'w3' at this chunk
	s_addc_u32 s15, s9, s17
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1876
	global_load_ushort v20, v14, s[14:15]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1880
	global_load_ushort v21, v14, s[14:15] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1884
	global_load_ushort v22, v14, s[14:15] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1888
	global_load_ushort v23, v14, s[14:15] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1892
	global_load_ushort v24, v14, s[14:15] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1896
	global_load_ushort v25, v14, s[14:15] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[48:49]               ; lanes where %vpred_1900
	global_load_ushort v26, v14, s[14:15] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[50:51]               ; lanes where %vpred_1904
	global_load_ushort v27, v14, s[14:15] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1876
	global_load_ushort v29, v28, s[14:15]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_1880
	global_load_ushort v30, v28, s[14:15] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_1884
	global_load_ushort v31, v28, s[14:15] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_1888
	global_load_ushort v32, v28, s[14:15] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_1892
	global_load_ushort v33, v28, s[14:15] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_1896
	global_load_ushort v34, v28, s[14:15] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[48:49]               ; lanes where %vpred_1900
	global_load_ushort v35, v28, s[14:15] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[50:51]               ; lanes where %vpred_1904
	global_load_ushort v36, v28, s[14:15] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(7)
	v_perm_b32 v28, v29, v20, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v28 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v30, v21, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v31, v22, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v32, v23, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v33, v24, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v34, v25, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v35, v26, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v36, v27, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_mov_b32 s5, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s5, s10
	s_cbranch_scc1 .Lswiglu_split_loop4_end
.Lswiglu_split_loop4:
	s_add_u32 s11, s5, 32
	s_cmp_lt_u32 s5, s10
	s_cselect_b32 s14, 1, 0
	s_cmp_eq_u32 s14, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_split_if9_end
	s_add_u32 s14, s22, s11
	s_mov_b32 s16, s14
	s_mov_b32 s17, 0
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s30, s20                             ; 'x' at this chunk
	s_addc_u32 s17, s31, s21
	s_cmp_lt_u32 s11, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[20:21], v5, s25
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[34:35], s[28:29], s[20:21]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_1956
	global_load_ushort v20, v8, s[16:17]                ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_1956
	global_load_ushort v21, v8, s[16:17] offset:2       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_1956
	global_load_ushort v22, v8, s[16:17] offset:4       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_1956
	global_load_ushort v23, v8, s[16:17] offset:6       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_1956
	global_load_ushort v24, v8, s[16:17] offset:8       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_1956
	global_load_ushort v25, v8, s[16:17] offset:10      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_1956
	global_load_ushort v26, v8, s[16:17] offset:12      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_1956
	global_load_ushort v27, v8, s[16:17] offset:14      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s16, s14, s19
	s_mul_hi_u32 s17, s14, s19
	s_lshl_b64 s[14:15], s[16:17], 1
	s_add_u32 s16, s36, s14                             ; 'w1' at this chunk
	s_addc_u32 s17, s37, s15
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[20:21], exec, 0
	s_and_b64 s[28:29], s[20:21], s[6:7]
	v_cmp_lt_u32 s[20:21], v13, s24
	s_and_b64 s[34:35], s[28:29], s[20:21]
	s_and_b64 s[28:29], s[34:35], s[20:21]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1975
	global_load_ushort v28, v14, s[16:17]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v29, 1, v13
	v_cmp_lt_u32 s[20:21], v29, s24
	s_and_b64 s[38:39], s[34:35], s[20:21]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1979
	global_load_ushort v29, v14, s[16:17] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v30, 2, v13
	v_cmp_lt_u32 s[20:21], v30, s24
	s_and_b64 s[40:41], s[34:35], s[20:21]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[40:41]               ; lanes where %vpred_1983
	global_load_ushort v30, v14, s[16:17] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v31, 3, v13
	v_cmp_lt_u32 s[20:21], v31, s24
	s_and_b64 s[42:43], s[34:35], s[20:21]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[42:43]               ; lanes where %vpred_1987
	global_load_ushort v31, v14, s[16:17] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v32, 4, v13
	v_cmp_lt_u32 s[20:21], v32, s24
	s_and_b64 s[44:45], s[34:35], s[20:21]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[44:45]               ; lanes where %vpred_1991
	global_load_ushort v32, v14, s[16:17] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v33, 5, v13
	v_cmp_lt_u32 s[20:21], v33, s24
	s_and_b64 s[46:47], s[34:35], s[20:21]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[46:47]               ; lanes where %vpred_1995
	global_load_ushort v33, v14, s[16:17] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v34, 6, v13
	v_cmp_lt_u32 s[20:21], v34, s24
	s_and_b64 s[48:49], s[34:35], s[20:21]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[48:49]               ; lanes where %vpred_1999
	global_load_ushort v34, v14, s[16:17] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_add_u32 v35, 7, v13
	v_cmp_lt_u32 s[20:21], v35, s24
	s_and_b64 s[50:51], s[34:35], s[20:21]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[50:51]               ; lanes where %vpred_2003
	global_load_ushort v35, v14, s[16:17] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s11, s19, 2
	v_add_u32 v36, s11, v14
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1975
	global_load_ushort v37, v36, s[16:17]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_1979
	global_load_ushort v38, v36, s[16:17] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[40:41]               ; lanes where %vpred_1983
	global_load_ushort v39, v36, s[16:17] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[42:43]               ; lanes where %vpred_1987
	global_load_ushort v40, v36, s[16:17] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[44:45]               ; lanes where %vpred_1991
	global_load_ushort v41, v36, s[16:17] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[46:47]               ; lanes where %vpred_1995
	global_load_ushort v42, v36, s[16:17] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[48:49]               ; lanes where %vpred_1999
	global_load_ushort v43, v36, s[16:17] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[50:51]               ; lanes where %vpred_2003
	global_load_ushort v44, v36, s[16:17] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	s_add_u32 s16, s8, s14                              ; 'w3' at this chunk
	s_addc_u32 s17, s9, s15
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_1975
	global_load_ushort v45, v14, s[16:17]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1979
	global_load_ushort v46, v14, s[16:17] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[40:41]               ; lanes where %vpred_1983
	global_load_ushort v47, v14, s[16:17] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v48, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[42:43]               ; lanes where %vpred_1987
	global_load_ushort v48, v14, s[16:17] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[44:45]               ; lanes where %vpred_1991
	global_load_ushort v49, v14, s[16:17] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v50, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[46:47]               ; lanes where %vpred_1995
	global_load_ushort v50, v14, s[16:17] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[48:49]               ; lanes where %vpred_1999
	global_load_ushort v51, v14, s[16:17] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v52, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[50:51]               ; lanes where %vpred_2003
	global_load_ushort v52, v14, s[16:17] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_1975
	global_load_ushort v53, v36, s[16:17]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v54, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1979
	global_load_ushort v54, v36, s[16:17] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[40:41]               ; lanes where %vpred_1983
	global_load_ushort v55, v36, s[16:17] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v56, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[42:43]               ; lanes where %vpred_1987
	global_load_ushort v56, v36, s[16:17] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[44:45]               ; lanes where %vpred_1991
	global_load_ushort v57, v36, s[16:17] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v58, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[46:47]               ; lanes where %vpred_1995
	global_load_ushort v58, v36, s[16:17] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v59, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[48:49]               ; lanes where %vpred_1999
	global_load_ushort v59, v36, s[16:17] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v60, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[50:51]               ; lanes where %vpred_2003
	global_load_ushort v60, v36, s[16:17] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[62:65], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[66:69], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[66:69], v[62:65], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[62:65], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[70:73], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[70:73], v[62:65], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[62:65], v2 offset:10240              ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[66:69], v[62:65], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[62:65], v2 offset:10272              ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[70:73], v[62:65], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_waitcnt vmcnt(38)
	v_perm_b32 v36, v21, v20, s4                        ; elements 0, 1
	s_waitcnt vmcnt(36)
	v_perm_b32 v20, v23, v22, s4                        ; elements 2, 3
	s_waitcnt vmcnt(34)
	v_perm_b32 v21, v25, v24, s4                        ; elements 4, 5
	s_waitcnt vmcnt(32)
	v_perm_b32 v22, v27, v26, s4                        ; elements 6, 7
	v_mov_b32 v24, v36                                  ; 16 bytes into st0
	v_mov_b32 v25, v20
	v_mov_b32 v26, v21
	v_mov_b32 v27, v22
	ds_write_b128 v9, v[24:27] offset:15360
	s_waitcnt vmcnt(23)
	v_perm_b32 v20, v37, v28, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20480                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(22)
	v_perm_b32 v20, v38, v29, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20560                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(21)
	v_perm_b32 v20, v39, v30, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20640                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(20)
	v_perm_b32 v20, v40, v31, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20720                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(19)
	v_perm_b32 v20, v41, v32, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20800                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(18)
	v_perm_b32 v20, v42, v33, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20880                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(17)
	v_perm_b32 v20, v43, v34, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:20960                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(16)
	v_perm_b32 v20, v44, v35, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:21040                  ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(7)
	v_perm_b32 v20, v53, v45, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25600                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v54, v46, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25680                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v55, v47, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25760                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v56, v48, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25840                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v57, v49, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:25920                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v58, v50, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:26000                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v59, v51, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:26080                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v60, v52, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:26160                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
.Lswiglu_split_if9_end:
	s_add_u32 s11, s5, 32
	s_add_u32 s14, s11, 32
	s_cmp_lt_u32 s11, s10
	s_cselect_b32 s11, 1, 0
	s_cmp_eq_u32 s11, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lswiglu_split_if10_end
	s_add_u32 s11, s22, s14
	s_mov_b32 s16, s11
	s_mov_b32 s17, 0
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s30, s20                             ; 'x' at this chunk
	s_addc_u32 s17, s31, s21
	s_cmp_lt_u32 s14, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_cmp_lt_u32 s[20:21], v5, s25
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[28:29], exec, 0
	s_and_b64 s[34:35], s[28:29], s[20:21]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_2082
	global_load_ushort v20, v8, s[16:17]                ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_2082
	global_load_ushort v21, v8, s[16:17] offset:2       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_2082
	global_load_ushort v22, v8, s[16:17] offset:4       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_2082
	global_load_ushort v23, v8, s[16:17] offset:6       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_2082
	global_load_ushort v24, v8, s[16:17] offset:8       ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_2082
	global_load_ushort v25, v8, s[16:17] offset:10      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_2082
	global_load_ushort v26, v8, s[16:17] offset:12      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[34:35]               ; lanes where %vpred_2082
	global_load_ushort v27, v8, s[16:17] offset:14      ; examples/swiglu.kgen:8: an element of 'x' (rows off 16 bytes)
	s_mov_b64 exec, s[20:21]
	s_mul_i32 s16, s11, s19
	s_mul_hi_u32 s17, s11, s19
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s36, s20                             ; 'w1' at this chunk
	s_addc_u32 s17, s37, s21
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[28:29], s[14:15], s[6:7]
	v_cmp_lt_u32 s[14:15], v13, s24
	s_and_b64 s[34:35], s[28:29], s[14:15]
	s_and_b64 s[28:29], s[34:35], s[14:15]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_2101
	global_load_ushort v28, v14, s[16:17]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v29, 1, v13
	v_cmp_lt_u32 s[14:15], v29, s24
	s_and_b64 s[38:39], s[34:35], s[14:15]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_2105
	global_load_ushort v29, v14, s[16:17] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v30, 2, v13
	v_cmp_lt_u32 s[14:15], v30, s24
	s_and_b64 s[40:41], s[34:35], s[14:15]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[40:41]               ; lanes where %vpred_2109
	global_load_ushort v30, v14, s[16:17] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v31, 3, v13
	v_cmp_lt_u32 s[14:15], v31, s24
	s_and_b64 s[42:43], s[34:35], s[14:15]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[42:43]               ; lanes where %vpred_2113
	global_load_ushort v31, v14, s[16:17] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v32, 4, v13
	v_cmp_lt_u32 s[14:15], v32, s24
	s_and_b64 s[44:45], s[34:35], s[14:15]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[44:45]               ; lanes where %vpred_2117
	global_load_ushort v32, v14, s[16:17] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v33, 5, v13
	v_cmp_lt_u32 s[14:15], v33, s24
	s_and_b64 s[46:47], s[34:35], s[14:15]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[46:47]               ; lanes where %vpred_2121
	global_load_ushort v33, v14, s[16:17] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v34, 6, v13
	v_cmp_lt_u32 s[14:15], v34, s24
	s_and_b64 s[48:49], s[34:35], s[14:15]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[48:49]               ; lanes where %vpred_2125
	global_load_ushort v34, v14, s[16:17] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_add_u32 v35, 7, v13
	v_cmp_lt_u32 s[14:15], v35, s24
	s_and_b64 s[50:51], s[34:35], s[14:15]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[50:51]               ; lanes where %vpred_2129
	global_load_ushort v35, v14, s[16:17] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	s_mul_i32 s11, s19, 2
	v_add_u32 v36, s11, v14
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_2101
	global_load_ushort v37, v36, s[16:17]               ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_2105
	global_load_ushort v38, v36, s[16:17] offset:2      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[40:41]               ; lanes where %vpred_2109
	global_load_ushort v39, v36, s[16:17] offset:4      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[42:43]               ; lanes where %vpred_2113
	global_load_ushort v40, v36, s[16:17] offset:6      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[44:45]               ; lanes where %vpred_2117
	global_load_ushort v41, v36, s[16:17] offset:8      ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[46:47]               ; lanes where %vpred_2121
	global_load_ushort v42, v36, s[16:17] offset:10     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[48:49]               ; lanes where %vpred_2125
	global_load_ushort v43, v36, s[16:17] offset:12     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[50:51]               ; lanes where %vpred_2129
	global_load_ushort v44, v36, s[16:17] offset:14     ; examples/swiglu.kgen:9: an element of 'w1' (rows off 16 bytes)
	s_mov_b64 exec, s[14:15]
	s_add_u32 s14, s8, s20                              ; 'w3' at this chunk
	s_addc_u32 s15, s9, s21
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_2101
	global_load_ushort v45, v14, s[14:15]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v46, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_2105
	global_load_ushort v46, v14, s[14:15] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_2109
	global_load_ushort v47, v14, s[14:15] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v48, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_2113
	global_load_ushort v48, v14, s[14:15] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_2117
	global_load_ushort v49, v14, s[14:15] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v50, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_2121
	global_load_ushort v50, v14, s[14:15] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[48:49]               ; lanes where %vpred_2125
	global_load_ushort v51, v14, s[14:15] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v52, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[50:51]               ; lanes where %vpred_2129
	global_load_ushort v52, v14, s[14:15] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_2101
	global_load_ushort v53, v36, s[14:15]               ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v54, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_2105
	global_load_ushort v54, v36, s[14:15] offset:2      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[40:41]               ; lanes where %vpred_2109
	global_load_ushort v55, v36, s[14:15] offset:4      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v56, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[42:43]               ; lanes where %vpred_2113
	global_load_ushort v56, v36, s[14:15] offset:6      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[44:45]               ; lanes where %vpred_2117
	global_load_ushort v57, v36, s[14:15] offset:8      ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v58, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[46:47]               ; lanes where %vpred_2121
	global_load_ushort v58, v36, s[14:15] offset:10     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v59, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[48:49]               ; lanes where %vpred_2125
	global_load_ushort v59, v36, s[14:15] offset:12     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	v_mov_b32 v60, 0                                    ; outside: 0
	s_and_saveexec_b64 s[16:17], s[50:51]               ; lanes where %vpred_2129
	global_load_ushort v60, v36, s[14:15] offset:14     ; examples/swiglu.kgen:10: an element of 'w3' (rows off 16 bytes)
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[62:65], v2 offset:20480              ; B fragment 0 of k-step 0
	ds_read_b128 v[66:69], v7 offset:15360              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[66:69], v[62:65], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[62:65], v2 offset:20512              ; B fragment 0 of k-step 1
	ds_read_b128 v[70:73], v7 offset:15392              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[70:73], v[62:65], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[62:65], v2 offset:25600              ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[66:69], v[62:65], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[62:65], v2 offset:25632              ; B fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[70:73], v[62:65], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_waitcnt vmcnt(38)
	v_perm_b32 v36, v21, v20, s4                        ; elements 0, 1
	s_waitcnt vmcnt(36)
	v_perm_b32 v20, v23, v22, s4                        ; elements 2, 3
	s_waitcnt vmcnt(34)
	v_perm_b32 v21, v25, v24, s4                        ; elements 4, 5
	s_waitcnt vmcnt(32)
	v_perm_b32 v22, v27, v26, s4                        ; elements 6, 7
	v_mov_b32 v24, v36                                  ; 16 bytes into st0
	v_mov_b32 v25, v20
	v_mov_b32 v26, v21
	v_mov_b32 v27, v22
	ds_write_b128 v9, v[24:27]
	s_waitcnt vmcnt(23)
	v_perm_b32 v20, v37, v28, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(22)
	v_perm_b32 v20, v38, v29, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(21)
	v_perm_b32 v20, v39, v30, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(20)
	v_perm_b32 v20, v40, v31, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(19)
	v_perm_b32 v20, v41, v32, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(18)
	v_perm_b32 v20, v42, v33, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(17)
	v_perm_b32 v20, v43, v34, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(16)
	v_perm_b32 v20, v44, v35, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(7)
	v_perm_b32 v20, v53, v45, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10240                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v54, v46, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10320                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v55, v47, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10400                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v56, v48, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10480                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v57, v49, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10560                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v58, v50, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10640                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v59, v51, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10720                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v60, v52, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_184
	ds_write_b32 v11, v20 offset:10800                  ; a K-pair into st2
	s_mov_b64 exec, s[14:15]
.Lswiglu_split_if10_end:
	s_add_u32 s5, s5, 64
	s_cmp_lt_u32 s5, s10
	s_cbranch_scc1 .Lswiglu_split_loop4
.Lswiglu_split_loop4_end:
.Lswiglu_split_if6_end:
	s_add_u32 s4, s10, 31
	s_and_b32 s5, s4, 0xffffffe0                        ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s4, s5                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s4, s26
	s_cbranch_scc1 .Lswiglu_split_loop5_end
.Lswiglu_split_loop5:
	s_add_u32 s5, s22, s4
	s_sub_u32 s6, s26, s4
	s_mov_b32 s10, s5
	s_mov_b32 s11, 0
	s_lshl_b64 s[14:15], s[10:11], 1
	s_add_u32 s10, s30, s14                             ; 'x' at this chunk
	s_addc_u32 s11, s31, s15
	v_cmp_lt_u32 s[14:15], v10, s25                     ; 'm' element in bounds
	v_cmp_lt_u32 s[16:17], v16, s6                      ; 'kk' element in bounds
	s_and_b64 s[20:21], s[14:15], s[16:17]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[20:21]               ; lanes where %vpred_839
	global_load_ushort v5, v15, s[10:11]                ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v8, 16, v5
	v_add_u32 v5, 1, v16
	v_cmp_lt_u32 s[20:21], v5, s6                       ; 'kk' element in bounds
	s_and_b64 s[28:29], s[14:15], s[20:21]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_844
	global_load_ushort v5, v15, s[10:11] offset:2       ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v9, 16, v5
	v_add_u32 v5, 2, v16
	v_cmp_lt_u32 s[28:29], v5, s6                       ; 'kk' element in bounds
	s_and_b64 s[34:35], s[14:15], s[28:29]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[34:35]               ; lanes where %vpred_849
	global_load_ushort v5, v15, s[10:11] offset:4       ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v11, 16, v5
	v_add_u32 v5, 3, v16
	v_cmp_lt_u32 s[34:35], v5, s6                       ; 'kk' element in bounds
	s_and_b64 s[38:39], s[14:15], s[34:35]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_854
	global_load_ushort v5, v15, s[10:11] offset:6       ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v13, 16, v5
	s_mul_i32 s7, s18, 32
	s_lshl_b32 s14, s7, 1
	v_add_u32 v5, s14, v15
	v_add_u32 v14, 32, v10
	v_cmp_lt_u32 s[14:15], v14, s25                     ; 'm' element in bounds
	s_and_b64 s[38:39], s[14:15], s[16:17]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[38:39]               ; lanes where %vpred_862
	global_load_ushort v14, v5, s[10:11]                ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v14
	s_and_b64 s[16:17], s[14:15], s[20:21]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[16:17]               ; lanes where %vpred_865
	global_load_ushort v14, v5, s[10:11] offset:2       ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v14
	s_and_b64 s[16:17], s[14:15], s[28:29]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[16:17]               ; lanes where %vpred_868
	global_load_ushort v14, v5, s[10:11] offset:4       ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v14
	s_and_b64 s[16:17], s[14:15], s[34:35]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[16:17]               ; lanes where %vpred_871
	global_load_ushort v14, v5, s[10:11] offset:6       ; examples/swiglu.kgen:8: load of 'x'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v5, 16, v14
	v_lshrrev_b32 v14, 16, v8
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v12, v14                               ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v9
	ds_write_b16 v12, v8 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v11
	ds_write_b16 v12, v9 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v13
	ds_write_b16 v12, v11 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v13, 16, v20
	ds_write_b16 v12, v13 offset:2560                   ; A operand of the product: stage
	v_lshrrev_b32 v20, 16, v21
	ds_write_b16 v12, v20 offset:2562                   ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v22
	ds_write_b16 v12, v21 offset:2564                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v5
	ds_write_b16 v12, v22 offset:2566                   ; A operand of the product: stage
	s_mul_i32 s10, s5, s19
	s_mul_hi_u32 s11, s5, s19
	s_lshl_b64 s[14:15], s[10:11], 1
	s_add_u32 s10, s36, s14                             ; 'w1' at this chunk
	s_addc_u32 s11, s37, s15
	v_cmp_lt_u32 s[16:17], v1, s24                      ; 'n' element in bounds
	v_cmp_lt_u32 s[20:21], v17, s6                      ; 'kk' element in bounds
	s_and_b64 s[28:29], s[16:17], s[20:21]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_887
	global_load_ushort v5, v18, s[10:11]                ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v5
	v_add_u32 v5, 1, v1
	v_cmp_lt_u32 s[34:35], v5, s24                      ; 'n' element in bounds
	s_and_b64 s[38:39], s[34:35], s[20:21]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_892
	global_load_ushort v5, v18, s[10:11] offset:2       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v5
	v_add_u32 v5, 2, v1
	v_cmp_lt_u32 s[40:41], v5, s24                      ; 'n' element in bounds
	s_and_b64 s[42:43], s[40:41], s[20:21]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_897
	global_load_ushort v5, v18, s[10:11] offset:4       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v5
	v_add_u32 v5, 3, v1
	v_cmp_lt_u32 s[44:45], v5, s24                      ; 'n' element in bounds
	s_and_b64 s[46:47], s[44:45], s[20:21]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[46:47]               ; lanes where %vpred_902
	global_load_ushort v5, v18, s[10:11] offset:6       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v5
	s_mul_i32 s5, s19, 16
	s_lshl_b32 s7, s5, 1
	v_add_u32 v5, s7, v18
	v_add_u32 v27, 16, v17
	v_cmp_lt_u32 s[20:21], v27, s6                      ; 'kk' element in bounds
	s_and_b64 s[6:7], s[16:17], s[20:21]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[6:7]                 ; lanes where %vpred_910
	global_load_ushort v27, v5, s[10:11]                ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v27
	s_and_b64 s[16:17], s[34:35], s[20:21]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[16:17]               ; lanes where %vpred_913
	global_load_ushort v27, v5, s[10:11] offset:2       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v27
	s_and_b64 s[34:35], s[40:41], s[20:21]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[34:35]               ; lanes where %vpred_916
	global_load_ushort v27, v5, s[10:11] offset:4       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v27
	s_and_b64 s[40:41], s[44:45], s[20:21]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[40:41]               ; lanes where %vpred_919
	global_load_ushort v27, v5, s[10:11] offset:6       ; examples/swiglu.kgen:9: load of 'w1'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v27
	v_lshrrev_b32 v27, 16, v23
	ds_write_b16 v19, v27 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v23, 16, v24
	ds_write_b16 v19, v23 offset:5200                   ; B operand of the product: stage
	v_lshrrev_b32 v23, 16, v25
	ds_write_b16 v19, v23 offset:5280                   ; B operand of the product: stage
	v_lshrrev_b32 v23, 16, v26
	ds_write_b16 v19, v23 offset:5360                   ; B operand of the product: stage
	v_lshrrev_b32 v23, 16, v28
	ds_write_b16 v19, v23 offset:5152                   ; B operand of the product: stage
	v_lshrrev_b32 v23, 16, v29
	ds_write_b16 v19, v23 offset:5232                   ; B operand of the product: stage
	v_lshrrev_b32 v23, 16, v30
	ds_write_b16 v19, v23 offset:5312                   ; B operand of the product: stage
	v_lshrrev_b32 v23, 16, v31
	ds_write_b16 v19, v23 offset:5392                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[24:27], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[28:31], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[28:31], v[24:27], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	ds_read_b128 v[24:27], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[28:31], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[28:31], v[24:27], a[0:15] ; examples/swiglu.kgen:9: mfma 32x32x16
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v12, v14                               ; A operand of the product: stage
	ds_write_b16 v12, v8 offset:2                       ; A operand of the product: stage
	ds_write_b16 v12, v9 offset:4                       ; A operand of the product: stage
	ds_write_b16 v12, v11 offset:6                      ; A operand of the product: stage
	ds_write_b16 v12, v13 offset:2560                   ; A operand of the product: stage
	ds_write_b16 v12, v20 offset:2562                   ; A operand of the product: stage
	ds_write_b16 v12, v21 offset:2564                   ; A operand of the product: stage
	ds_write_b16 v12, v22 offset:2566                   ; A operand of the product: stage
	s_add_u32 s10, s8, s14                              ; 'w3' at this chunk
	s_addc_u32 s11, s9, s15
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_887
	global_load_ushort v8, v18, s[10:11]                ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v9, 16, v8
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_892
	global_load_ushort v8, v18, s[10:11] offset:2       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v11, 16, v8
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[42:43]               ; lanes where %vpred_897
	global_load_ushort v8, v18, s[10:11] offset:4       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v13, 16, v8
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[46:47]               ; lanes where %vpred_902
	global_load_ushort v8, v18, s[10:11] offset:6       ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v8
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[6:7]                 ; lanes where %vpred_910
	global_load_ushort v8, v5, s[10:11]                 ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v8
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[16:17]                 ; lanes where %vpred_913
	global_load_ushort v8, v5, s[10:11] offset:2        ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v8
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[34:35]                 ; lanes where %vpred_916
	global_load_ushort v8, v5, s[10:11] offset:4        ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v8
	v_mov_b32 v8, 0                                     ; absent element
	s_and_saveexec_b64 s[6:7], s[40:41]                 ; lanes where %vpred_919
	global_load_ushort v8, v5, s[10:11] offset:6        ; examples/swiglu.kgen:10: load of 'w3'
	s_mov_b64 exec, s[6:7]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v5, 16, v8
	v_lshrrev_b32 v8, 16, v9
	ds_write_b16 v19, v8 offset:10240                   ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v11
	ds_write_b16 v19, v8 offset:10320                   ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v13
	ds_write_b16 v19, v8 offset:10400                   ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v14
	ds_write_b16 v19, v8 offset:10480                   ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v20
	ds_write_b16 v19, v8 offset:10272                   ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v21
	ds_write_b16 v19, v8 offset:10352                   ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v22
	ds_write_b16 v19, v8 offset:10432                   ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v5
	ds_write_b16 v19, v8 offset:10512                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[20:23], v2 offset:10240              ; B fragment 0 of k-step 0
	ds_read_b128 v[24:27], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[24:27], v[20:23], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	ds_read_b128 v[20:23], v2 offset:10272              ; B fragment 0 of k-step 1
	ds_read_b128 v[24:27], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[16:31], v[24:27], v[20:23], a[16:31] ; examples/swiglu.kgen:10: mfma 32x32x16
	s_add_u32 s4, s4, 32
	s_cmp_lt_u32 s4, s26
	s_cbranch_scc1 .Lswiglu_split_loop5
.Lswiglu_split_loop5_end:
	v_cmp_lt_u32 s[4:5], v6, s25                        ; 'm' element in bounds
	v_cmp_lt_u32 s[6:7], v4, s24                        ; 'n' element in bounds
	s_and_b64 s[8:9], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_989
	v_accvgpr_read_b32 v1, a0                           ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v3, v1, s[32:33]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s19, 1
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 1, v6
	v_cmp_lt_u32 s[4:5], v2, s25                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_995
	v_accvgpr_read_b32 v2, a1                           ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v1, v2, s[32:33]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s19, 2
	s_lshl_b32 s5, s4, 2
	v_add_u32 v2, s5, v3
	v_add_u32 v4, 2, v6
	v_cmp_lt_u32 s[4:5], v4, s25                        ; 'm' element in bounds
	s_and_b64 s[14:15], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_1001
	v_accvgpr_read_b32 v4, a2                           ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v2, v4, s[32:33]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s19, 3
	s_lshl_b32 s5, s4, 2
	v_add_u32 v4, s5, v3
	v_add_u32 v5, 3, v6
	v_cmp_lt_u32 s[4:5], v5, s25                        ; 'm' element in bounds
	s_and_b64 s[16:17], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[16:17]                 ; lanes where %vpred_1007
	v_accvgpr_read_b32 v5, a3                           ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v4, v5, s[32:33]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s19, 8
	s_lshl_b32 s5, s4, 2
	v_add_u32 v5, s5, v3
	v_add_u32 v7, 8, v6
	v_cmp_lt_u32 s[4:5], v7, s25                        ; 'm' element in bounds
	s_and_b64 s[20:21], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[20:21]                 ; lanes where %vpred_1013
	v_accvgpr_read_b32 v7, a4                           ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v5, v7, s[32:33]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s19, 9
	s_lshl_b32 s5, s4, 2
	v_add_u32 v7, s5, v3
	v_add_u32 v8, 9, v6
	v_cmp_lt_u32 s[4:5], v8, s25                        ; 'm' element in bounds
	s_and_b64 s[22:23], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[22:23]                 ; lanes where %vpred_1019
	v_accvgpr_read_b32 v8, a5                           ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v7, v8, s[32:33]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s19, 10
	s_lshl_b32 s5, s4, 2
	v_add_u32 v8, s5, v3
	v_add_u32 v9, 10, v6
	v_cmp_lt_u32 s[4:5], v9, s25                        ; 'm' element in bounds
	s_and_b64 s[26:27], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[26:27]                 ; lanes where %vpred_1025
	v_accvgpr_read_b32 v9, a6                           ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v8, v9, s[32:33]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s19, 11
	s_lshl_b32 s5, s4, 2
	v_add_u32 v9, s5, v3
	v_add_u32 v10, 11, v6
	v_cmp_lt_u32 s[4:5], v10, s25                       ; 'm' element in bounds
	s_and_b64 s[28:29], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[28:29]                 ; lanes where %vpred_1031
	v_accvgpr_read_b32 v10, a7                          ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v9, v10, s[32:33]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s19, 16
	s_lshl_b32 s5, s4, 2
	v_add_u32 v10, s5, v3
	v_add_u32 v11, 16, v6
	v_cmp_lt_u32 s[4:5], v11, s25                       ; 'm' element in bounds
	s_and_b64 s[30:31], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[30:31]                 ; lanes where %vpred_1037
	v_accvgpr_read_b32 v11, a8                          ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v10, v11, s[32:33]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s19, 17
	s_lshl_b32 s5, s4, 2
	v_add_u32 v11, s5, v3
	v_add_u32 v12, 17, v6
	v_cmp_lt_u32 s[4:5], v12, s25                       ; 'm' element in bounds
	s_and_b64 s[34:35], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[34:35]                 ; lanes where %vpred_1043
	v_accvgpr_read_b32 v12, a9                          ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v11, v12, s[32:33]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s19, 18
	s_lshl_b32 s5, s4, 2
	v_add_u32 v12, s5, v3
	v_add_u32 v13, 18, v6
	v_cmp_lt_u32 s[4:5], v13, s25                       ; 'm' element in bounds
	s_and_b64 s[36:37], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[36:37]                 ; lanes where %vpred_1049
	v_accvgpr_read_b32 v13, a10                         ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v12, v13, s[32:33]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s19, 19
	s_lshl_b32 s5, s4, 2
	v_add_u32 v13, s5, v3
	v_add_u32 v14, 19, v6
	v_cmp_lt_u32 s[4:5], v14, s25                       ; 'm' element in bounds
	s_and_b64 s[38:39], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[38:39]                 ; lanes where %vpred_1055
	v_accvgpr_read_b32 v14, a11                         ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v13, v14, s[32:33]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s19, 24
	s_lshl_b32 s5, s4, 2
	v_add_u32 v14, s5, v3
	v_add_u32 v15, 24, v6
	v_cmp_lt_u32 s[4:5], v15, s25                       ; 'm' element in bounds
	s_and_b64 s[40:41], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[40:41]                 ; lanes where %vpred_1061
	v_accvgpr_read_b32 v15, a12                         ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v14, v15, s[32:33]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s19, 25
	s_lshl_b32 s5, s4, 2
	v_add_u32 v15, s5, v3
	v_add_u32 v16, 25, v6
	v_cmp_lt_u32 s[4:5], v16, s25                       ; 'm' element in bounds
	s_and_b64 s[42:43], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[42:43]                 ; lanes where %vpred_1067
	v_accvgpr_read_b32 v16, a13                         ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v15, v16, s[32:33]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s19, 26
	s_lshl_b32 s5, s4, 2
	v_add_u32 v16, s5, v3
	v_add_u32 v17, 26, v6
	v_cmp_lt_u32 s[4:5], v17, s25                       ; 'm' element in bounds
	s_and_b64 s[44:45], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[44:45]                 ; lanes where %vpred_1073
	v_accvgpr_read_b32 v17, a14                         ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v16, v17, s[32:33]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s19, 27
	s_lshl_b32 s5, s4, 2
	v_add_u32 v17, s5, v3
	v_add_u32 v18, 27, v6
	v_cmp_lt_u32 s[4:5], v18, s25                       ; 'm' element in bounds
	s_and_b64 s[18:19], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_1079
	v_accvgpr_read_b32 v6, a15                          ; examples/swiglu.kgen:7: store to 'gate_parts'
	global_store_dword v17, v6, s[32:33]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[8:9]                   ; lanes where %vpred_989
	v_accvgpr_read_b32 v6, a16                          ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v3, v6, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_995
	v_accvgpr_read_b32 v3, a17                          ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v1, v3, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[14:15]                 ; lanes where %vpred_1001
	v_accvgpr_read_b32 v1, a18                          ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v2, v1, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[16:17]                 ; lanes where %vpred_1007
	v_accvgpr_read_b32 v1, a19                          ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v4, v1, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[20:21]                 ; lanes where %vpred_1013
	v_accvgpr_read_b32 v1, a20                          ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v5, v1, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[22:23]                 ; lanes where %vpred_1019
	v_accvgpr_read_b32 v1, a21                          ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v7, v1, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[26:27]                 ; lanes where %vpred_1025
	v_accvgpr_read_b32 v1, a22                          ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v8, v1, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[28:29]                 ; lanes where %vpred_1031
	v_accvgpr_read_b32 v1, a23                          ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v9, v1, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[30:31]                 ; lanes where %vpred_1037
	v_accvgpr_read_b32 v1, a24                          ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v10, v1, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[34:35]                 ; lanes where %vpred_1043
	v_accvgpr_read_b32 v1, a25                          ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v11, v1, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[36:37]                 ; lanes where %vpred_1049
	v_accvgpr_read_b32 v1, a26                          ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v12, v1, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[38:39]                 ; lanes where %vpred_1055
	v_accvgpr_read_b32 v1, a27                          ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v13, v1, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[40:41]                 ; lanes where %vpred_1061
	v_accvgpr_read_b32 v1, a28                          ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v14, v1, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[42:43]                 ; lanes where %vpred_1067
	v_accvgpr_read_b32 v1, a29                          ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v15, v1, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[44:45]                 ; lanes where %vpred_1073
	v_accvgpr_read_b32 v1, a30                          ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v16, v1, s[12:13]
	s_mov_b64 exec, s[4:5]
	s_and_saveexec_b64 s[4:5], s[18:19]                 ; lanes where %vpred_1079
	v_accvgpr_read_b32 v1, a31                          ; examples/swiglu.kgen:7: store to 'up_parts'
	global_store_dword v17, v1, s[12:13]
	s_mov_b64 exec, s[4:5]
.Lswiglu_split_if0_end:
	s_endpgm
.Lfunc_end_swiglu_split:
	.size	swiglu_split, .Lfunc_end_swiglu_split-swiglu_split

; kernel swiglu_split_fold: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel swiglu_split_fold from examples/swiglu.kgen
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
;       7:5 load gate_parts -> L0; 7:5 reduce sum -> L1; 12:27 sigmoid -> L1; 12:20 mul -> L1; 7:5 load up_parts -> L0; 7:5 reduce sum -> L1
;       12:20 mul -> L1; 12:15 cast -> L1
;   phase 1 (walking 'part' in chunks of 2): sum over 'part' (7:5), sum over 'part' (7:5)
; resources: 31 VGPRs, 0 AGPRs, 54 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 64 bytes of arguments, 256 threads
;   arg x: tensor bf16 at 0 (read-only)
;   arg w1: tensor bf16 at 8 (read-only)
;   arg w3: tensor bf16 at 16 (read-only)
;   arg h: tensor bf16 at 24
;   arg gate_parts: tensor f32 at 32 (read-only)
;   arg up_parts: tensor f32 at 40 (read-only)
;   arg M: dim i32 at 48
;   arg K: dim i32 at 52
;   arg N: dim i32 at 56
;   arg parts: dim i32 at 60
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	swiglu_split_fold
	.p2align	8
	.type	swiglu_split_fold,@function
swiglu_split_fold:
	s_mov_b32 s4, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_mov_b32 s5, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x18                 ; argument h
	s_load_dwordx2 s[8:9], s[0:1], 0x20                 ; argument gate_parts
	s_load_dwordx2 s[10:11], s[0:1], 0x28               ; argument up_parts
	s_load_dword s12, s[0:1], 0x30                      ; argument M
	s_load_dword s13, s[0:1], 0x38                      ; argument N
	s_load_dword s14, s[0:1], 0x3c                      ; argument parts
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s15, s2                                   ; program index along 'n'
	s_mul_i32 s16, s15, 64                              ; first 'n' of this program's tile (64)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s15, s13, s16
	s_min_u32 s17, s15, 64                              ; 'n' elements in this tile
	s_mov_b32 s15, s3                                   ; program index along 'm'
	s_mul_i32 s18, s15, 16                              ; first 'm' of this program's tile (16)
	s_sub_u32 s15, s12, s18
	s_min_u32 s19, s15, 16                              ; 'm' elements in this tile
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
	v_mov_b32 v10, 0                                    ; identity of sum
	v_mov_b32 v11, 0                                    ; identity of sum
	v_mov_b32 v12, 0                                    ; identity of sum
	v_mov_b32 v13, 0                                    ; identity of sum
	v_mov_b32 v14, 0                                    ; identity of sum
	v_mov_b32 v15, 0                                    ; identity of sum
	v_mov_b32 v16, 0                                    ; identity of sum
	v_mov_b32 v17, 0                                    ; identity of sum
	s_cmp_ge_u32 s17, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s20, 1, 0
	s_cmp_ge_u32 s19, 16                                ; a whole chunk of 'm' (16) is in bounds
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
	s_mul_i32 s23, s13, s12                             ; a stride of 'gate_parts'
	v_lshrrev_b32 v18, 4, v1
	v_mul_lo_u32 v19, s13, v18
	v_and_b32 v20, 15, v1
	v_lshlrev_b32 v1, 2, v20
	v_add_u32 v20, v19, v1
	v_lshlrev_b32 v19, 2, v20                           ; thread's byte offset in a chunk of 'gate_parts'
	s_mul_i32 s24, s18, s13
	s_mul_hi_u32 s25, s18, s13
	s_lshl_b64 s[12:13], s[24:25], 2
	s_add_u32 s26, s8, s12                              ; 'gate_parts' at this program
	s_addc_u32 s27, s9, s13
	s_mov_b32 s8, s16
	s_mov_b32 s9, 0
	s_lshl_b64 s[28:29], s[8:9], 2
	s_add_u32 s30, s26, s28                             ; 'gate_parts' at this program
	s_addc_u32 s31, s27, s29
	s_add_u32 s26, s10, s12                             ; 'up_parts' at this program
	s_addc_u32 s27, s11, s13
	s_add_u32 s10, s26, s28                             ; 'up_parts' at this program
	s_addc_u32 s11, s27, s29
	s_mov_b32 s12, 0                                    ; chunks of 2 along 'part': whole chunks
	s_cmp_ge_u32 s12, s20
	s_cbranch_scc1 .Lswiglu_split_fold_loop0_end
.Lswiglu_split_fold_loop0:
	s_mul_i32 s26, s12, s23
	s_mul_hi_u32 s27, s12, s23
	s_lshl_b64 s[28:29], s[26:27], 2
	s_add_u32 s26, s30, s28                             ; 'gate_parts' at this chunk
	s_addc_u32 s27, s31, s29
	global_load_dwordx4 v[22:25], v19, s[26:27]         ; examples/swiglu.kgen:7: 16-byte load of 'gate_parts'
	s_mul_i32 s13, s23, 1
	s_lshl_b32 s16, s13, 2
	v_add_u32 v21, s16, v19
	global_load_dwordx4 v[26:29], v21, s[26:27]         ; examples/swiglu.kgen:7: 16-byte load of 'gate_parts'
	s_waitcnt vmcnt(1)
	v_add_f32 v2, v2, v22                               ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v3, v3, v23                               ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v4, v4, v24                               ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v5, v5, v25                               ; sum over 'part' (examples/swiglu.kgen:7)
	s_waitcnt vmcnt(0)
	v_add_f32 v6, v6, v26                               ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v7, v7, v27                               ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v8, v8, v28                               ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v9, v9, v29                               ; sum over 'part' (examples/swiglu.kgen:7)
	s_add_u32 s26, s10, s28                             ; 'up_parts' at this chunk
	s_addc_u32 s27, s11, s29
	global_load_dwordx4 v[22:25], v19, s[26:27]         ; examples/swiglu.kgen:7: 16-byte load of 'up_parts'
	global_load_dwordx4 v[26:29], v21, s[26:27]         ; examples/swiglu.kgen:7: 16-byte load of 'up_parts'
	s_waitcnt vmcnt(1)
	v_add_f32 v10, v10, v22                             ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v11, v11, v23                             ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v12, v12, v24                             ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v13, v13, v25                             ; sum over 'part' (examples/swiglu.kgen:7)
	s_waitcnt vmcnt(0)
	v_add_f32 v14, v14, v26                             ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v15, v15, v27                             ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v16, v16, v28                             ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v17, v17, v29                             ; sum over 'part' (examples/swiglu.kgen:7)
	s_add_u32 s12, s12, 2
	s_cmp_lt_u32 s12, s20
	s_cbranch_scc1 .Lswiglu_split_fold_loop0
.Lswiglu_split_fold_loop0_end:
	s_mov_b32 s13, s12                                  ; chunks of 2 along 'part': the rest, masked
	s_cmp_ge_u32 s13, s14
	s_cbranch_scc1 .Lswiglu_split_fold_loop1_end
.Lswiglu_split_fold_loop1:
	s_sub_u32 s12, s14, s13
	s_mul_i32 s26, s13, s23
	s_mul_hi_u32 s27, s13, s23
	s_lshl_b64 s[28:29], s[26:27], 2
	s_add_u32 s26, s30, s28                             ; 'gate_parts' at this chunk
	s_addc_u32 s27, s31, s29
	s_cmp_lt_u32 0, s12                                 ; 'part' element in bounds
	s_cselect_b32 s16, 1, 0
	v_cmp_lt_u32 s[32:33], v18, s19                     ; 'm' element in bounds
	s_cmp_lg_u32 s16, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[36:37], s[34:35], s[32:33]
	v_cmp_lt_u32 s[34:35], v1, s17                      ; 'n' element in bounds
	s_and_b64 s[38:39], s[36:37], s[34:35]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_95
	global_load_dword v21, v19, s[26:27]                ; examples/swiglu.kgen:7: load of 'gate_parts'
	s_mov_b64 exec, s[40:41]
	v_add_u32 v22, 1, v1
	v_cmp_lt_u32 s[40:41], v22, s17                     ; 'n' element in bounds
	s_and_b64 s[42:43], s[36:37], s[40:41]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_99
	global_load_dword v22, v19, s[26:27] offset:4       ; examples/swiglu.kgen:7: load of 'gate_parts'
	s_mov_b64 exec, s[44:45]
	v_add_u32 v23, 2, v1
	v_cmp_lt_u32 s[44:45], v23, s17                     ; 'n' element in bounds
	s_and_b64 s[46:47], s[36:37], s[44:45]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_103
	global_load_dword v23, v19, s[26:27] offset:8       ; examples/swiglu.kgen:7: load of 'gate_parts'
	s_mov_b64 exec, s[48:49]
	v_add_u32 v24, 3, v1
	v_cmp_lt_u32 s[48:49], v24, s17                     ; 'n' element in bounds
	s_and_b64 s[50:51], s[36:37], s[48:49]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[50:51]               ; lanes where %vpred_107
	global_load_dword v24, v19, s[26:27] offset:12      ; examples/swiglu.kgen:7: load of 'gate_parts'
	s_mov_b64 exec, s[36:37]
	s_mul_i32 s16, s23, 1
	s_lshl_b32 s18, s16, 2
	v_add_u32 v25, s18, v19
	s_add_u32 s16, 0, 1
	s_cmp_lt_u32 s16, s12                               ; 'part' element in bounds
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[36:37], exec, 0
	s_and_b64 s[52:53], s[36:37], s[32:33]
	s_and_b64 s[32:33], s[52:53], s[34:35]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_115
	global_load_dword v26, v25, s[26:27]                ; examples/swiglu.kgen:7: load of 'gate_parts'
	s_mov_b64 exec, s[34:35]
	s_and_b64 s[34:35], s[52:53], s[40:41]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_117
	global_load_dword v27, v25, s[26:27] offset:4       ; examples/swiglu.kgen:7: load of 'gate_parts'
	s_mov_b64 exec, s[36:37]
	s_and_b64 s[36:37], s[52:53], s[44:45]
	v_mov_b32 v28, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[36:37]               ; lanes where %vpred_119
	global_load_dword v28, v25, s[26:27] offset:8       ; examples/swiglu.kgen:7: load of 'gate_parts'
	s_mov_b64 exec, s[40:41]
	s_and_b64 s[40:41], s[52:53], s[48:49]
	v_mov_b32 v29, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[40:41]               ; lanes where %vpred_121
	global_load_dword v29, v25, s[26:27] offset:12      ; examples/swiglu.kgen:7: load of 'gate_parts'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v30, 0, v21, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v2, v2, v30                               ; sum over 'part' (examples/swiglu.kgen:7)
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v21, 0, v22, s[42:43]                 ; absent elements contribute the identity
	v_add_f32 v3, v3, v21                               ; sum over 'part' (examples/swiglu.kgen:7)
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v21, 0, v23, s[46:47]                 ; absent elements contribute the identity
	v_add_f32 v4, v4, v21                               ; sum over 'part' (examples/swiglu.kgen:7)
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v21, 0, v24, s[50:51]                 ; absent elements contribute the identity
	v_add_f32 v5, v5, v21                               ; sum over 'part' (examples/swiglu.kgen:7)
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v21, 0, v26, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v6, v6, v21                               ; sum over 'part' (examples/swiglu.kgen:7)
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v21, 0, v27, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v7, v7, v21                               ; sum over 'part' (examples/swiglu.kgen:7)
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v21, 0, v28, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v21                               ; sum over 'part' (examples/swiglu.kgen:7)
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v21, 0, v29, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v21                               ; sum over 'part' (examples/swiglu.kgen:7)
	s_add_u32 s26, s10, s28                             ; 'up_parts' at this chunk
	s_addc_u32 s27, s11, s29
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_95
	global_load_dword v21, v19, s[26:27]                ; examples/swiglu.kgen:7: load of 'up_parts'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_99
	global_load_dword v22, v19, s[26:27] offset:4       ; examples/swiglu.kgen:7: load of 'up_parts'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_103
	global_load_dword v23, v19, s[26:27] offset:8       ; examples/swiglu.kgen:7: load of 'up_parts'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[50:51]               ; lanes where %vpred_107
	global_load_dword v24, v19, s[26:27] offset:12      ; examples/swiglu.kgen:7: load of 'up_parts'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_115
	global_load_dword v26, v25, s[26:27]                ; examples/swiglu.kgen:7: load of 'up_parts'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v27, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_117
	global_load_dword v27, v25, s[26:27] offset:4       ; examples/swiglu.kgen:7: load of 'up_parts'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v28, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_119
	global_load_dword v28, v25, s[26:27] offset:8       ; examples/swiglu.kgen:7: load of 'up_parts'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v29, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_121
	global_load_dword v29, v25, s[26:27] offset:12      ; examples/swiglu.kgen:7: load of 'up_parts'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(7)
	v_cndmask_b32 v25, 0, v21, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v10, v10, v25                             ; sum over 'part' (examples/swiglu.kgen:7)
	s_waitcnt vmcnt(6)
	v_cndmask_b32 v21, 0, v22, s[42:43]                 ; absent elements contribute the identity
	v_add_f32 v11, v11, v21                             ; sum over 'part' (examples/swiglu.kgen:7)
	s_waitcnt vmcnt(5)
	v_cndmask_b32 v21, 0, v23, s[46:47]                 ; absent elements contribute the identity
	v_add_f32 v12, v12, v21                             ; sum over 'part' (examples/swiglu.kgen:7)
	s_waitcnt vmcnt(4)
	v_cndmask_b32 v21, 0, v24, s[50:51]                 ; absent elements contribute the identity
	v_add_f32 v13, v13, v21                             ; sum over 'part' (examples/swiglu.kgen:7)
	s_waitcnt vmcnt(3)
	v_cndmask_b32 v21, 0, v26, s[32:33]                 ; absent elements contribute the identity
	v_add_f32 v14, v14, v21                             ; sum over 'part' (examples/swiglu.kgen:7)
	s_waitcnt vmcnt(2)
	v_cndmask_b32 v21, 0, v27, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v15, v15, v21                             ; sum over 'part' (examples/swiglu.kgen:7)
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v21, 0, v28, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v16, v16, v21                             ; sum over 'part' (examples/swiglu.kgen:7)
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v21, 0, v29, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v17, v17, v21                             ; sum over 'part' (examples/swiglu.kgen:7)
	s_add_u32 s13, s13, 2
	s_cmp_lt_u32 s13, s14
	s_cbranch_scc1 .Lswiglu_split_fold_loop1
.Lswiglu_split_fold_loop1_end:
	v_add_f32 v19, v2, v6                               ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v2, v3, v7                                ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v3, v4, v8                                ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v4, v5, v9                                ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v5, v10, v14                              ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v6, v11, v15                              ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v7, v12, v16                              ; sum over 'part' (examples/swiglu.kgen:7)
	v_add_f32 v8, v13, v17                              ; sum over 'part' (examples/swiglu.kgen:7)
	s_and_b32 s10, s22, s21
	s_and_b32 s11, s10, s15
	v_lshlrev_b32 v9, 1, v20                            ; thread's byte offset in a chunk of 'h'
	s_lshl_b64 s[12:13], s[24:25], 1
	s_add_u32 s14, s6, s12                              ; 'h' at this program
	s_addc_u32 s15, s7, s13
	s_lshl_b64 s[6:7], s[8:9], 1
	s_add_u32 s8, s14, s6                               ; 'h' at this program
	s_addc_u32 s9, s15, s7
	s_cmp_eq_u32 s11, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lswiglu_split_fold_if0_else
	v_mul_f32 v10, 0xbfb8aa3b, v19                      ; examples/swiglu.kgen:12
	v_exp_f32 v11, v10                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v10, 1.0, v11                             ; examples/swiglu.kgen:12
	v_rcp_f32 v11, v10                                  ; examples/swiglu.kgen:12
	v_mul_f32 v10, 0xbfb8aa3b, v2                       ; examples/swiglu.kgen:12
	v_exp_f32 v12, v10                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v10, 1.0, v12                             ; examples/swiglu.kgen:12
	v_rcp_f32 v12, v10                                  ; examples/swiglu.kgen:12
	v_mul_f32 v10, 0xbfb8aa3b, v3                       ; examples/swiglu.kgen:12
	v_exp_f32 v13, v10                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v10, 1.0, v13                             ; examples/swiglu.kgen:12
	v_rcp_f32 v13, v10                                  ; examples/swiglu.kgen:12
	v_mul_f32 v10, 0xbfb8aa3b, v4                       ; examples/swiglu.kgen:12
	v_exp_f32 v14, v10                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v10, 1.0, v14                             ; examples/swiglu.kgen:12
	v_rcp_f32 v14, v10                                  ; examples/swiglu.kgen:12
	v_mul_f32 v10, v19, v11                             ; examples/swiglu.kgen:12
	v_mul_f32 v11, v2, v12                              ; examples/swiglu.kgen:12
	v_mul_f32 v12, v3, v13                              ; examples/swiglu.kgen:12
	v_mul_f32 v13, v4, v14                              ; examples/swiglu.kgen:12
	v_mul_f32 v14, v10, v5                              ; examples/swiglu.kgen:12
	v_mul_f32 v10, v11, v6                              ; examples/swiglu.kgen:12
	v_mul_f32 v11, v12, v7                              ; examples/swiglu.kgen:12
	v_mul_f32 v12, v13, v8                              ; examples/swiglu.kgen:12
	v_mov_b32 v13, 0x7fc00000
	v_cmp_u_f32 s[6:7], v14, v14
	v_cmp_u_f32 s[10:11], v10, v10
	v_bfe_u32 v15, v14, 16, 1
	v_bfe_u32 v16, v10, 16, 1
	v_add3_u32 v17, v14, v15, s4
	v_add3_u32 v14, v10, v16, s4
	v_cndmask_b32 v17, v17, v13, s[6:7]
	v_cndmask_b32 v14, v14, v13, s[10:11]
	v_perm_b32 v10, v14, v17, s5
	v_mov_b32 v13, 0x7fc00000
	v_cmp_u_f32 s[6:7], v11, v11
	v_cmp_u_f32 s[10:11], v12, v12
	v_bfe_u32 v14, v11, 16, 1
	v_bfe_u32 v15, v12, 16, 1
	v_add3_u32 v16, v11, v14, s4
	v_add3_u32 v11, v12, v15, s4
	v_cndmask_b32 v16, v16, v13, s[6:7]
	v_cndmask_b32 v11, v11, v13, s[10:11]
	v_perm_b32 v12, v11, v16, s5
	v_mov_b32 v14, v10                                  ; examples/swiglu.kgen:12: 8-byte store to 'h'
	v_mov_b32 v15, v12
	global_store_dwordx2 v9, v[14:15], s[8:9]
	s_branch .Lswiglu_split_fold_if0_end
.Lswiglu_split_fold_if0_else:
	v_mul_f32 v10, 0xbfb8aa3b, v19                      ; examples/swiglu.kgen:12
	v_exp_f32 v11, v10                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v10, 1.0, v11                             ; examples/swiglu.kgen:12
	v_rcp_f32 v11, v10                                  ; examples/swiglu.kgen:12
	v_mul_f32 v10, 0xbfb8aa3b, v2                       ; examples/swiglu.kgen:12
	v_exp_f32 v12, v10                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v10, 1.0, v12                             ; examples/swiglu.kgen:12
	v_rcp_f32 v12, v10                                  ; examples/swiglu.kgen:12
	v_mul_f32 v10, 0xbfb8aa3b, v3                       ; examples/swiglu.kgen:12
	v_exp_f32 v13, v10                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v10, 1.0, v13                             ; examples/swiglu.kgen:12
	v_rcp_f32 v13, v10                                  ; examples/swiglu.kgen:12
	v_mul_f32 v10, 0xbfb8aa3b, v4                       ; examples/swiglu.kgen:12
	v_exp_f32 v14, v10                                  ; examples/swiglu.kgen:12
	s_nop 0
	v_add_f32 v10, 1.0, v14                             ; examples/swiglu.kgen:12
	v_rcp_f32 v14, v10                                  ; examples/swiglu.kgen:12
	v_mul_f32 v10, v19, v11                             ; examples/swiglu.kgen:12
	v_mul_f32 v11, v2, v12                              ; examples/swiglu.kgen:12
	v_mul_f32 v2, v3, v13                               ; examples/swiglu.kgen:12
	v_mul_f32 v3, v4, v14                               ; examples/swiglu.kgen:12
	v_mul_f32 v4, v10, v5                               ; examples/swiglu.kgen:12
	v_mul_f32 v5, v11, v6                               ; examples/swiglu.kgen:12
	v_mul_f32 v6, v2, v7                                ; examples/swiglu.kgen:12
	v_mul_f32 v2, v3, v8                                ; examples/swiglu.kgen:12
	v_cmp_lt_u32 s[6:7], v18, s19                       ; 'm' element in bounds
	v_cmp_lt_u32 s[10:11], v1, s17                      ; 'n' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	v_bfe_u32 v3, v4, 16, 1
	v_add3_u32 v7, v4, v3, s4
	v_cmp_u_f32 s[10:11], v4, v4
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v7, v3, s[10:11]
	v_lshrrev_b32 v3, 16, v7
	s_and_saveexec_b64 s[10:11], s[12:13]               ; lanes where %vpred_215
	global_store_short v9, v3, s[8:9]                   ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v3, 1, v1
	v_cmp_lt_u32 s[10:11], v3, s17                      ; 'n' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	v_bfe_u32 v3, v5, 16, 1
	v_add3_u32 v4, v5, v3, s4
	v_cmp_u_f32 s[10:11], v5, v5
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v3, s[10:11]
	v_lshrrev_b32 v3, 16, v4
	s_and_saveexec_b64 s[10:11], s[12:13]               ; lanes where %vpred_219
	global_store_short v9, v3, s[8:9] offset:2          ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v3, 2, v1
	v_cmp_lt_u32 s[10:11], v3, s17                      ; 'n' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	v_bfe_u32 v3, v6, 16, 1
	v_add3_u32 v4, v6, v3, s4
	v_cmp_u_f32 s[10:11], v6, v6
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v3, s[10:11]
	v_lshrrev_b32 v3, 16, v4
	s_and_saveexec_b64 s[10:11], s[12:13]               ; lanes where %vpred_223
	global_store_short v9, v3, s[8:9] offset:4          ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v3, 3, v1
	v_cmp_lt_u32 s[10:11], v3, s17                      ; 'n' element in bounds
	s_and_b64 s[12:13], s[6:7], s[10:11]
	v_bfe_u32 v1, v2, 16, 1
	v_add3_u32 v3, v2, v1, s4
	v_cmp_u_f32 s[4:5], v2, v2
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[4:5]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[4:5], s[12:13]                 ; lanes where %vpred_227
	global_store_short v9, v1, s[8:9] offset:6          ; examples/swiglu.kgen:12: store to 'h'
	s_mov_b64 exec, s[4:5]
.Lswiglu_split_fold_if0_end:
	s_endpgm
.Lfunc_end_swiglu_split_fold:
	.size	swiglu_split_fold, .Lfunc_end_swiglu_split_fold-swiglu_split_fold

	.rodata
	.p2align	6
	.amdhsa_kernel swiglu
		.amdhsa_group_segment_fixed_size 30720
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
	.amdhsa_kernel swiglu_split
		.amdhsa_group_segment_fixed_size 30720
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 68
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 108
		.amdhsa_next_free_sgpr 54
		.amdhsa_accum_offset 76
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
	.amdhsa_kernel swiglu_split_fold
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 64
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 31
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

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name:           swiglu
    .symbol:         swiglu.kd
    .args:
      - .name:           x
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           w1
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           w3
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           h
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
    .group_segment_fixed_size: 30720
    .kernarg_segment_align: 8
    .kernarg_segment_size: 44
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     56
    .sgpr_spill_count: 0
    .vgpr_count:     104
    .vgpr_spill_count: 0
    .agpr_count:     32
    .wavefront_size: 64
  - .name:           swiglu_split
    .symbol:         swiglu_split.kd
    .args:
      - .name:           x
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           w1
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           w3
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           h
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           gate_parts
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           up_parts
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
    .group_segment_fixed_size: 30720
    .kernarg_segment_align: 8
    .kernarg_segment_size: 68
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .vgpr_count:     108
    .vgpr_spill_count: 0
    .agpr_count:     32
    .wavefront_size: 64
  - .name:           swiglu_split_fold
    .symbol:         swiglu_split_fold.kd
    .args:
      - .name:           x
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           w1
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           w3
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           h
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           gate_parts
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           up_parts
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
    .sgpr_count:     60
    .sgpr_spill_count: 0
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
