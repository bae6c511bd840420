; kgen AMDGCN module for gfx950: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel batched_gemm: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel batched_gemm from examples/batched_gemm.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: n, m, g
;   raster: 'm' in groups of 4 tiles, then the next 'n' (fewest bytes per wave); the 32 programs an L2 serves at once (Instinct MI355X: 256 CUs on 8 dies with an L2 each, which take blocks in turn; kgen gives each die a run of consecutive tiles) reads 4 a + 8 w panels (1536 B per K element; 2304 in the grid's own order at N = 8192, 4352 at N = 8128)
;   chunk: g: 1, m: 64, n: 64, kk: 32; walked in chunks: none
;   layout: g:1 x m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 32x32x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (0 shuffle and conversion instructions per thread)
;   product 7:16 m x n contracting kk: 2 x 2 warps, each mfma 32x32x16 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [g, m, n]: g:1 x m:64 x n:64: reg[m1 m2 m8 m16] lane[n1 n2 n4 n8 n16 m4] warp[m32 n32]
;     L1 [g, m, kk]: g:1 x m:64 x kk:32: reg[kk1 kk2 m32] lane[kk4 kk8 kk16 m1 m2 m4] warp[m8 m16]
;     L2 [g, n, kk]: g:1 x n:64 x kk:32: reg[n1 n2 kk16] lane[n4 n8 n16 n32 kk1 kk2] warp[kk4 kk8]
;       5:11 carried -> L0; 7:16 load a -> L1; 7:30 load w -> L2; 7:16 matmul -> L0; 7:9 add -> L0; 6:5 loop_result -> L0
; resources: 72 VGPRs (54 ArchVGPRs + 16 AGPRs from accum_offset 56), 48 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 20480 bytes LDS, 40 bytes of arguments, 256 threads
;   arg a: tensor bf16 at 0 (read-only)
;   arg w: tensor bf16 at 8 (read-only)
;   arg c: tensor f32 at 16
;   arg G: dim i32 at 24
;   arg M: dim i32 at 28
;   arg K: dim i32 at 32
;   arg N: dim i32 at 36
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	batched_gemm
	.p2align	8
	.type	batched_gemm,@function
batched_gemm:
	s_mov_b32 s4, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s5, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument a
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument w
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument c
	s_load_dword s12, s[0:1], 0x1c                      ; argument M
	s_load_dword s13, s[0:1], 0x20                      ; argument K
	s_load_dword s14, s[0:1], 0x24                      ; argument N
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s15, s3                                   ; program index along 'g'
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
	s_and_b32 s17, s13, 3
	s_cmp_eq_u32 s17, 0                                 ; rows start aligned to 4 elements iff K % 4 == 0
	s_cselect_b32 s17, 1, 0
	s_and_b32 s21, s14, 3
	s_cmp_eq_u32 s21, 0                                 ; rows start aligned to 4 elements iff N % 4 == 0
	s_cselect_b32 s21, 1, 0
	s_and_b32 s22, s17, s21
	s_and_b32 s17, s13, 7
	s_cmp_eq_u32 s17, 0                                 ; rows start aligned to 8 elements iff K % 8 == 0
	s_cselect_b32 s17, 1, 0
	s_and_b32 s21, s22, s17
	s_and_b32 s17, s14, 7
	s_cmp_eq_u32 s17, 0                                 ; rows start aligned to 8 elements iff N % 8 == 0
	s_cselect_b32 s17, 1, 0
	s_and_b32 s22, s21, s17
	s_cmp_ge_u32 s19, 64                                ; a whole chunk of 'n' (64) is in bounds
	s_cselect_b32 s17, 1, 0
	s_cmp_ge_u32 s20, 64                                ; a whole chunk of 'm' (64) is in bounds
	s_cselect_b32 s21, 1, 0
	s_and_b32 s23, s17, s21
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
	s_mul_i32 s17, s13, s12                             ; a stride of 'a'
	v_lshrrev_b32 v5, 2, v1
	v_and_b32 v8, 3, v1
	v_lshlrev_b32 v9, 3, v8
	v_mul_lo_u32 v8, s13, v5
	v_add_u32 v10, v8, v9
	v_lshlrev_b32 v8, 1, v10                            ; thread's first 16 bytes of a 'a' tile
	v_mul_lo_u32 v10, 40, v5
	v_add_u32 v11, v10, v9
	v_lshlrev_b32 v9, 1, v11                            ; thread's first 16 bytes in st0
	s_mul_i32 s24, s15, s17
	s_mul_hi_u32 s25, s15, s17
	s_lshl_b64 s[26:27], s[24:25], 1
	s_add_u32 s24, s6, s26                              ; 'a' at this program
	s_addc_u32 s25, s7, s27
	s_mul_i32 s6, s18, s13
	s_mul_hi_u32 s7, s18, s13
	s_lshl_b64 s[26:27], s[6:7], 1
	s_add_u32 s6, s24, s26                              ; 'a' at this program
	s_addc_u32 s7, s25, s27
	s_mul_i32 s17, s14, s13                             ; a stride of 'w'
	v_lshrrev_b32 v10, 3, v1
	v_lshlrev_b32 v11, 1, v10
	v_and_b32 v12, 7, v1
	v_lshlrev_b32 v13, 3, v12
	v_mul_lo_u32 v14, s14, v11
	v_add_u32 v15, v14, v13
	v_lshlrev_b32 v14, 1, v15                           ; thread's first 16 bytes of a 'w' tile
	v_mul_lo_u32 v15, 40, v13
	v_add_u32 v16, v15, v11
	v_lshlrev_b32 v11, 1, v16                           ; thread's first pair in st1
	v_mov_b32 v15, 0x80                                 ; threads 0..127 move the 128 units of a small tile
	v_cmp_lt_u32 s[24:25], v1, v15
	s_mul_i32 s26, s15, s17
	s_mul_hi_u32 s27, s15, s17
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s26, s8, s28                              ; 'w' at this program
	s_addc_u32 s27, s9, s29
	s_mov_b32 s8, s16
	s_mov_b32 s9, 0
	s_lshl_b64 s[16:17], s[8:9], 1
	s_add_u32 s28, s26, s16                             ; 'w' at this program
	s_addc_u32 s29, s27, s17
	v_mul_lo_u32 v15, s13, v10
	v_lshlrev_b32 v16, 2, v12
	v_add_u32 v12, v15, v16
	v_lshlrev_b32 v15, 1, v12                           ; thread's byte offset in a chunk of 'a'
	v_mul_lo_u32 v12, 40, v10
	v_add_u32 v17, v12, v16
	v_lshlrev_b32 v12, 1, v17                           ; thread's place in st0
	v_lshrrev_b32 v17, 4, v1
	v_mul_lo_u32 v18, s14, v17
	v_and_b32 v19, 15, v1
	v_lshlrev_b32 v1, 2, v19
	v_add_u32 v19, v18, v1
	v_lshlrev_b32 v18, 1, v19                           ; thread's byte offset in a chunk of 'w'
	v_mul_lo_u32 v19, 40, v1
	v_add_u32 v20, v19, v17
	v_lshlrev_b32 v19, 1, v20                           ; thread's place in st1
	s_mul_i32 s16, s14, s12                             ; a stride of 'c'
	v_lshlrev_b32 v20, 2, v6
	v_or_b32 v6, v20, v3                                ; thread's 'm' coordinate
	v_mul_lo_u32 v3, s14, v6
	v_add_u32 v20, v3, v4
	v_lshlrev_b32 v3, 2, v20                            ; thread's byte offset in a chunk of 'c'
	s_mul_i32 s26, s15, s16
	s_mul_hi_u32 s27, s15, s16
	s_lshl_b64 s[16:17], s[26:27], 2
	s_add_u32 s26, s10, s16                             ; 'c' at this program
	s_addc_u32 s27, s11, s17
	s_mul_i32 s10, s18, s14
	s_mul_hi_u32 s11, s18, s14
	s_lshl_b64 s[16:17], s[10:11], 2
	s_add_u32 s10, s26, s16                             ; 'c' at this program
	s_addc_u32 s11, s27, s17
	s_lshl_b64 s[16:17], s[8:9], 2
	s_add_u32 s8, s10, s16                              ; 'c' at this program
	s_addc_u32 s9, s11, s17
	s_cmp_eq_u32 s23, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lbatched_gemm_if0_else
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
	s_cmp_ge_u32 s13, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s13, 31
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s10, s11, 0
	s_cmp_eq_u32 s22, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lbatched_gemm_if1_else
	s_mov_b32 s16, 0
	s_mov_b32 s17, 0
	s_lshl_b64 s[26:27], s[16:17], 1
	s_add_u32 s16, s6, s26                              ; 'a' at this chunk
	s_addc_u32 s17, s7, s27
	s_cmp_lt_u32 0, s10                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[26:27], v5, s20
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_841
	global_load_dwordx4 v[20:23], v8, s[16:17]          ; examples/batched_gemm.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[20:23]                          ; 16 bytes into st0
	s_mul_i32 s16, 0, s14
	s_mul_hi_u32 s17, 0, s14
	s_lshl_b64 s[26:27], s[16:17], 1
	s_add_u32 s16, s28, s26                             ; 'w' at this chunk
	s_addc_u32 s17, s29, s27
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[30:31], s[26:27], s[24:25]
	v_cmp_lt_u32 s[26:27], v13, s19
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_851
	global_load_dwordx4 v[20:23], v14, s[16:17]         ; examples/batched_gemm.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s11, s14, 2
	v_add_u32 v24, s11, v14
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_851
	global_load_dwordx4 v[26:29], v24, s[16:17]         ; examples/batched_gemm.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_perm_b32 v24, v26, v20, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v24 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v24, v26, v20, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v24 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v24, v27, v21, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v24 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v24, v27, v21, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v24 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v24, v28, v22, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v24 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v24, v28, v22, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v24 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v24, v29, v23, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v24 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v24, v29, v23, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v24 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_mov_b32 s11, 0                                    ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s11, s10
	s_cbranch_scc1 .Lbatched_gemm_loop0_end
.Lbatched_gemm_loop0:
	s_add_u32 s12, s11, 32
	s_cmp_lt_u32 s11, s10
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lbatched_gemm_if2_end
	s_mov_b32 s16, s12
	s_mov_b32 s17, 0
	s_lshl_b64 s[26:27], s[16:17], 1
	s_add_u32 s16, s6, s26                              ; 'a' at this chunk
	s_addc_u32 s17, s7, s27
	s_cmp_lt_u32 s12, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_cmp_lt_u32 s[26:27], v5, s20
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_876
	global_load_dwordx4 v[20:23], v8, s[16:17]          ; examples/batched_gemm.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s16, s12, s14
	s_mul_hi_u32 s17, s12, s14
	s_lshl_b64 s[26:27], s[16:17], 1
	s_add_u32 s16, s28, s26                             ; 'w' at this chunk
	s_addc_u32 s17, s29, s27
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[30:31], s[26:27], s[24:25]
	v_cmp_lt_u32 s[26:27], v13, s19
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_886
	global_load_dwordx4 v[24:27], v14, s[16:17]         ; examples/batched_gemm.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s12, s14, 2
	v_add_u32 v28, s12, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_886
	global_load_dwordx4 v[30:33], v28, s[16:17]         ; examples/batched_gemm.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[38:41], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
	ds_read_b128 v[34:37], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[38:41], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(2)
	ds_write_b128 v9, v[20:23] offset:10240             ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v30, v24, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15360                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v30, v24, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15440                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v31, v25, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15520                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v31, v25, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15600                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v32, v26, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15680                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v32, v26, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15760                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v33, v27, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15840                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v33, v27, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15920                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
.Lbatched_gemm_if2_end:
	s_add_u32 s12, s11, 32
	s_add_u32 s15, s12, 32
	s_cmp_lt_u32 s12, s10
	s_cselect_b32 s12, 1, 0
	s_cmp_eq_u32 s12, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lbatched_gemm_if3_end
	s_mov_b32 s16, s15
	s_mov_b32 s17, 0
	s_lshl_b64 s[26:27], s[16:17], 1
	s_add_u32 s16, s6, s26                              ; 'a' at this chunk
	s_addc_u32 s17, s7, s27
	s_cmp_lt_u32 s15, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s12, 1, 0
	v_cmp_lt_u32 s[26:27], v5, s20
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_929
	global_load_dwordx4 v[20:23], v8, s[16:17]          ; examples/batched_gemm.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s16, s15, s14
	s_mul_hi_u32 s17, s15, s14
	s_lshl_b64 s[26:27], s[16:17], 1
	s_add_u32 s16, s28, s26                             ; 'w' at this chunk
	s_addc_u32 s17, s29, s27
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[30:31], s[26:27], s[24:25]
	v_cmp_lt_u32 s[26:27], v13, s19
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_939
	global_load_dwordx4 v[24:27], v14, s[16:17]         ; examples/batched_gemm.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s12, s14, 2
	v_add_u32 v28, s12, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_939
	global_load_dwordx4 v[30:33], v28, s[16:17]         ; examples/batched_gemm.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[38:41], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
	ds_read_b128 v[34:37], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[38:41], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(2)
	ds_write_b128 v9, v[20:23]                          ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v30, v24, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v30, v24, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v31, v25, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v31, v25, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v32, v26, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v32, v26, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v33, v27, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v33, v27, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
.Lbatched_gemm_if3_end:
	s_add_u32 s11, s11, 64
	s_cmp_lt_u32 s11, s10
	s_cbranch_scc1 .Lbatched_gemm_loop0
.Lbatched_gemm_loop0_end:
	s_branch .Lbatched_gemm_if1_end
.Lbatched_gemm_if1_else:
	s_mov_b32 s16, 0
	s_mov_b32 s17, 0
	s_lshl_b64 s[26:27], s[16:17], 1
	s_add_u32 s16, s6, s26                              ; 'a' at this chunk
	s_addc_u32 s17, s7, s27
	s_cmp_lt_u32 0, s10                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[26:27], v5, s20
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_980
	global_load_ushort v20, v8, s[16:17]                ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_980
	global_load_ushort v21, v8, s[16:17] offset:2       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_980
	global_load_ushort v22, v8, s[16:17] offset:4       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_980
	global_load_ushort v23, v8, s[16:17] offset:6       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_980
	global_load_ushort v24, v8, s[16:17] offset:8       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_980
	global_load_ushort v25, v8, s[16:17] offset:10      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_980
	global_load_ushort v26, v8, s[16:17] offset:12      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_980
	global_load_ushort v27, v8, s[16:17] offset:14      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
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
	s_mul_i32 s16, 0, s14
	s_mul_hi_u32 s17, 0, s14
	s_lshl_b64 s[26:27], s[16:17], 1
	s_add_u32 s16, s28, s26                             ; 'w' at this chunk
	s_addc_u32 s17, s29, s27
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[30:31], s[26:27], s[24:25]
	v_cmp_lt_u32 s[26:27], v13, s19
	s_and_b64 s[32:33], s[30:31], s[26:27]
	s_and_b64 s[30:31], s[32:33], s[26:27]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_999
	global_load_ushort v20, v14, s[16:17]               ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v21, 1, v13
	v_cmp_lt_u32 s[26:27], v21, s19
	s_and_b64 s[34:35], s[32:33], s[26:27]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_1003
	global_load_ushort v21, v14, s[16:17] offset:2      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v22, 2, v13
	v_cmp_lt_u32 s[26:27], v22, s19
	s_and_b64 s[36:37], s[32:33], s[26:27]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_1007
	global_load_ushort v22, v14, s[16:17] offset:4      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v23, 3, v13
	v_cmp_lt_u32 s[26:27], v23, s19
	s_and_b64 s[38:39], s[32:33], s[26:27]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_1011
	global_load_ushort v23, v14, s[16:17] offset:6      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v24, 4, v13
	v_cmp_lt_u32 s[26:27], v24, s19
	s_and_b64 s[40:41], s[32:33], s[26:27]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[40:41]               ; lanes where %vpred_1015
	global_load_ushort v24, v14, s[16:17] offset:8      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v25, 5, v13
	v_cmp_lt_u32 s[26:27], v25, s19
	s_and_b64 s[42:43], s[32:33], s[26:27]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[42:43]               ; lanes where %vpred_1019
	global_load_ushort v25, v14, s[16:17] offset:10     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v26, 6, v13
	v_cmp_lt_u32 s[26:27], v26, s19
	s_and_b64 s[44:45], s[32:33], s[26:27]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[44:45]               ; lanes where %vpred_1023
	global_load_ushort v26, v14, s[16:17] offset:12     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v27, 7, v13
	v_cmp_lt_u32 s[26:27], v27, s19
	s_and_b64 s[46:47], s[32:33], s[26:27]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[46:47]               ; lanes where %vpred_1027
	global_load_ushort v27, v14, s[16:17] offset:14     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s11, s14, 2
	v_add_u32 v28, s11, v14
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_999
	global_load_ushort v29, v28, s[16:17]               ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_1003
	global_load_ushort v30, v28, s[16:17] offset:2      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_1007
	global_load_ushort v31, v28, s[16:17] offset:4      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_1011
	global_load_ushort v32, v28, s[16:17] offset:6      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[40:41]               ; lanes where %vpred_1015
	global_load_ushort v33, v28, s[16:17] offset:8      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[42:43]               ; lanes where %vpred_1019
	global_load_ushort v34, v28, s[16:17] offset:10     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[44:45]               ; lanes where %vpred_1023
	global_load_ushort v35, v28, s[16:17] offset:12     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[46:47]               ; lanes where %vpred_1027
	global_load_ushort v36, v28, s[16:17] offset:14     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(7)
	v_perm_b32 v28, v29, v20, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v28 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v30, v21, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v31, v22, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v32, v23, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v33, v24, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v34, v25, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v35, v26, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v36, v27, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_mov_b32 s11, 0                                    ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s11, s10
	s_cbranch_scc1 .Lbatched_gemm_loop1_end
.Lbatched_gemm_loop1:
	s_add_u32 s12, s11, 32
	s_cmp_lt_u32 s11, s10
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lbatched_gemm_if4_end
	s_mov_b32 s16, s12
	s_mov_b32 s17, 0
	s_lshl_b64 s[26:27], s[16:17], 1
	s_add_u32 s16, s6, s26                              ; 'a' at this chunk
	s_addc_u32 s17, s7, s27
	s_cmp_lt_u32 s12, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_cmp_lt_u32 s[26:27], v5, s20
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1053
	global_load_ushort v20, v8, s[16:17]                ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1053
	global_load_ushort v21, v8, s[16:17] offset:2       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1053
	global_load_ushort v22, v8, s[16:17] offset:4       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1053
	global_load_ushort v23, v8, s[16:17] offset:6       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1053
	global_load_ushort v24, v8, s[16:17] offset:8       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1053
	global_load_ushort v25, v8, s[16:17] offset:10      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1053
	global_load_ushort v26, v8, s[16:17] offset:12      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1053
	global_load_ushort v27, v8, s[16:17] offset:14      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s16, s12, s14
	s_mul_hi_u32 s17, s12, s14
	s_lshl_b64 s[26:27], s[16:17], 1
	s_add_u32 s16, s28, s26                             ; 'w' at this chunk
	s_addc_u32 s17, s29, s27
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[30:31], s[26:27], s[24:25]
	v_cmp_lt_u32 s[26:27], v13, s19
	s_and_b64 s[32:33], s[30:31], s[26:27]
	s_and_b64 s[30:31], s[32:33], s[26:27]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1072
	global_load_ushort v28, v14, s[16:17]               ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v29, 1, v13
	v_cmp_lt_u32 s[26:27], v29, s19
	s_and_b64 s[34:35], s[32:33], s[26:27]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_1076
	global_load_ushort v29, v14, s[16:17] offset:2      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v30, 2, v13
	v_cmp_lt_u32 s[26:27], v30, s19
	s_and_b64 s[36:37], s[32:33], s[26:27]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_1080
	global_load_ushort v30, v14, s[16:17] offset:4      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v31, 3, v13
	v_cmp_lt_u32 s[26:27], v31, s19
	s_and_b64 s[38:39], s[32:33], s[26:27]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_1084
	global_load_ushort v31, v14, s[16:17] offset:6      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v32, 4, v13
	v_cmp_lt_u32 s[26:27], v32, s19
	s_and_b64 s[40:41], s[32:33], s[26:27]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[40:41]               ; lanes where %vpred_1088
	global_load_ushort v32, v14, s[16:17] offset:8      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v33, 5, v13
	v_cmp_lt_u32 s[26:27], v33, s19
	s_and_b64 s[42:43], s[32:33], s[26:27]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[42:43]               ; lanes where %vpred_1092
	global_load_ushort v33, v14, s[16:17] offset:10     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v34, 6, v13
	v_cmp_lt_u32 s[26:27], v34, s19
	s_and_b64 s[44:45], s[32:33], s[26:27]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[44:45]               ; lanes where %vpred_1096
	global_load_ushort v34, v14, s[16:17] offset:12     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v35, 7, v13
	v_cmp_lt_u32 s[26:27], v35, s19
	s_and_b64 s[46:47], s[32:33], s[26:27]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[46:47]               ; lanes where %vpred_1100
	global_load_ushort v35, v14, s[16:17] offset:14     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s12, s14, 2
	v_add_u32 v36, s12, v14
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1072
	global_load_ushort v37, v36, s[16:17]               ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_1076
	global_load_ushort v38, v36, s[16:17] offset:2      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_1080
	global_load_ushort v39, v36, s[16:17] offset:4      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_1084
	global_load_ushort v40, v36, s[16:17] offset:6      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[40:41]               ; lanes where %vpred_1088
	global_load_ushort v41, v36, s[16:17] offset:8      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[42:43]               ; lanes where %vpred_1092
	global_load_ushort v42, v36, s[16:17] offset:10     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[44:45]               ; lanes where %vpred_1096
	global_load_ushort v43, v36, s[16:17] offset:12     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[46:47]               ; lanes where %vpred_1100
	global_load_ushort v44, v36, s[16:17] offset:14     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[46:49], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[50:53], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
	ds_read_b128 v[46:49], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
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
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15360                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v38, v29, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15440                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v39, v30, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15520                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v40, v31, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15600                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v41, v32, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15680                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v42, v33, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15760                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v43, v34, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15840                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v44, v35, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15920                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
.Lbatched_gemm_if4_end:
	s_add_u32 s12, s11, 32
	s_add_u32 s15, s12, 32
	s_cmp_lt_u32 s12, s10
	s_cselect_b32 s12, 1, 0
	s_cmp_eq_u32 s12, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lbatched_gemm_if5_end
	s_mov_b32 s16, s15
	s_mov_b32 s17, 0
	s_lshl_b64 s[26:27], s[16:17], 1
	s_add_u32 s16, s6, s26                              ; 'a' at this chunk
	s_addc_u32 s17, s7, s27
	s_cmp_lt_u32 s15, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s12, 1, 0
	v_cmp_lt_u32 s[26:27], v5, s20
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1144
	global_load_ushort v20, v8, s[16:17]                ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1144
	global_load_ushort v21, v8, s[16:17] offset:2       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1144
	global_load_ushort v22, v8, s[16:17] offset:4       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1144
	global_load_ushort v23, v8, s[16:17] offset:6       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1144
	global_load_ushort v24, v8, s[16:17] offset:8       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1144
	global_load_ushort v25, v8, s[16:17] offset:10      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1144
	global_load_ushort v26, v8, s[16:17] offset:12      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[32:33]               ; lanes where %vpred_1144
	global_load_ushort v27, v8, s[16:17] offset:14      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s16, s15, s14
	s_mul_hi_u32 s17, s15, s14
	s_lshl_b64 s[26:27], s[16:17], 1
	s_add_u32 s16, s28, s26                             ; 'w' at this chunk
	s_addc_u32 s17, s29, s27
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[30:31], s[26:27], s[24:25]
	v_cmp_lt_u32 s[26:27], v13, s19
	s_and_b64 s[32:33], s[30:31], s[26:27]
	s_and_b64 s[30:31], s[32:33], s[26:27]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1163
	global_load_ushort v28, v14, s[16:17]               ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v29, 1, v13
	v_cmp_lt_u32 s[26:27], v29, s19
	s_and_b64 s[34:35], s[32:33], s[26:27]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_1167
	global_load_ushort v29, v14, s[16:17] offset:2      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v30, 2, v13
	v_cmp_lt_u32 s[26:27], v30, s19
	s_and_b64 s[36:37], s[32:33], s[26:27]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_1171
	global_load_ushort v30, v14, s[16:17] offset:4      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v31, 3, v13
	v_cmp_lt_u32 s[26:27], v31, s19
	s_and_b64 s[38:39], s[32:33], s[26:27]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_1175
	global_load_ushort v31, v14, s[16:17] offset:6      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v32, 4, v13
	v_cmp_lt_u32 s[26:27], v32, s19
	s_and_b64 s[40:41], s[32:33], s[26:27]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[40:41]               ; lanes where %vpred_1179
	global_load_ushort v32, v14, s[16:17] offset:8      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v33, 5, v13
	v_cmp_lt_u32 s[26:27], v33, s19
	s_and_b64 s[42:43], s[32:33], s[26:27]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[42:43]               ; lanes where %vpred_1183
	global_load_ushort v33, v14, s[16:17] offset:10     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v34, 6, v13
	v_cmp_lt_u32 s[26:27], v34, s19
	s_and_b64 s[44:45], s[32:33], s[26:27]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[44:45]               ; lanes where %vpred_1187
	global_load_ushort v34, v14, s[16:17] offset:12     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_add_u32 v35, 7, v13
	v_cmp_lt_u32 s[26:27], v35, s19
	s_and_b64 s[46:47], s[32:33], s[26:27]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[46:47]               ; lanes where %vpred_1191
	global_load_ushort v35, v14, s[16:17] offset:14     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_mul_i32 s12, s14, 2
	v_add_u32 v36, s12, v14
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_1163
	global_load_ushort v37, v36, s[16:17]               ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_1167
	global_load_ushort v38, v36, s[16:17] offset:2      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[36:37]               ; lanes where %vpred_1171
	global_load_ushort v39, v36, s[16:17] offset:4      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_1175
	global_load_ushort v40, v36, s[16:17] offset:6      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[40:41]               ; lanes where %vpred_1179
	global_load_ushort v41, v36, s[16:17] offset:8      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[42:43]               ; lanes where %vpred_1183
	global_load_ushort v42, v36, s[16:17] offset:10     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[44:45]               ; lanes where %vpred_1187
	global_load_ushort v43, v36, s[16:17] offset:12     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[26:27], s[46:47]               ; lanes where %vpred_1191
	global_load_ushort v44, v36, s[16:17] offset:14     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[46:49], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[50:53], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
	ds_read_b128 v[46:49], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
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
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v38, v29, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v39, v30, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v40, v31, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v41, v32, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v42, v33, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v43, v34, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v44, v35, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
.Lbatched_gemm_if5_end:
	s_add_u32 s11, s11, 64
	s_cmp_lt_u32 s11, s10
	s_cbranch_scc1 .Lbatched_gemm_loop1
.Lbatched_gemm_loop1_end:
.Lbatched_gemm_if1_end:
	s_add_u32 s11, s10, 31
	s_and_b32 s10, s11, 0xffffffe0                      ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s11, s10                                  ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s11, s13
	s_cbranch_scc1 .Lbatched_gemm_loop2_end
.Lbatched_gemm_loop2:
	s_sub_u32 s10, s13, s11
	s_mov_b32 s16, s11
	s_mov_b32 s17, 0
	s_lshl_b64 s[26:27], s[16:17], 1
	s_add_u32 s16, s6, s26                              ; 'a' at this chunk
	s_addc_u32 s17, s7, s27
	v_cmp_lt_u32 s[26:27], v10, s20                     ; 'm' element in bounds
	v_cmp_lt_u32 s[30:31], v16, s10                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[26:27], s[30:31]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_288
	global_load_ushort v20, v15, s[16:17]               ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v20
	v_add_u32 v20, 1, v16
	v_cmp_lt_u32 s[32:33], v20, s10                     ; 'kk' element in bounds
	s_and_b64 s[34:35], s[26:27], s[32:33]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_293
	global_load_ushort v20, v15, s[16:17] offset:2      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v20
	v_add_u32 v20, 2, v16
	v_cmp_lt_u32 s[34:35], v20, s10                     ; 'kk' element in bounds
	s_and_b64 s[36:37], s[26:27], s[34:35]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_298
	global_load_ushort v20, v15, s[16:17] offset:4      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v20
	v_add_u32 v20, 3, v16
	v_cmp_lt_u32 s[36:37], v20, s10                     ; 'kk' element in bounds
	s_and_b64 s[38:39], s[26:27], s[36:37]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_303
	global_load_ushort v20, v15, s[16:17] offset:6      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v20
	s_mul_i32 s12, s13, 32
	s_lshl_b32 s15, s12, 1
	v_add_u32 v20, s15, v15
	v_add_u32 v25, 32, v10
	v_cmp_lt_u32 s[26:27], v25, s20                     ; 'm' element in bounds
	s_and_b64 s[38:39], s[26:27], s[30:31]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[38:39]               ; lanes where %vpred_311
	global_load_ushort v25, v20, s[16:17]               ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v25
	s_and_b64 s[30:31], s[26:27], s[32:33]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_314
	global_load_ushort v25, v20, s[16:17] offset:2      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v25
	s_and_b64 s[30:31], s[26:27], s[34:35]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_317
	global_load_ushort v25, v20, s[16:17] offset:4      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v25
	s_and_b64 s[30:31], s[26:27], s[36:37]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_320
	global_load_ushort v25, v20, s[16:17] offset:6      ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v25
	v_lshrrev_b32 v25, 16, v21
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v12, v25                               ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v22
	ds_write_b16 v12, v21 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v23
	ds_write_b16 v12, v21 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v24
	ds_write_b16 v12, v21 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v26
	ds_write_b16 v12, v21 offset:2560                   ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v27
	ds_write_b16 v12, v21 offset:2562                   ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v28
	ds_write_b16 v12, v21 offset:2564                   ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v20
	ds_write_b16 v12, v21 offset:2566                   ; A operand of the product: stage
	s_mul_i32 s16, s11, s14
	s_mul_hi_u32 s17, s11, s14
	s_lshl_b64 s[26:27], s[16:17], 1
	s_add_u32 s16, s28, s26                             ; 'w' at this chunk
	s_addc_u32 s17, s29, s27
	v_cmp_lt_u32 s[26:27], v1, s19                      ; 'n' element in bounds
	v_cmp_lt_u32 s[30:31], v17, s10                     ; 'kk' element in bounds
	s_and_b64 s[32:33], s[26:27], s[30:31]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_345
	global_load_ushort v20, v18, s[16:17]               ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v20
	v_add_u32 v20, 1, v1
	v_cmp_lt_u32 s[32:33], v20, s19                     ; 'n' element in bounds
	s_and_b64 s[34:35], s[32:33], s[30:31]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_350
	global_load_ushort v20, v18, s[16:17] offset:2      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v20
	v_add_u32 v20, 2, v1
	v_cmp_lt_u32 s[34:35], v20, s19                     ; 'n' element in bounds
	s_and_b64 s[36:37], s[34:35], s[30:31]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_355
	global_load_ushort v20, v18, s[16:17] offset:4      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v20
	v_add_u32 v20, 3, v1
	v_cmp_lt_u32 s[36:37], v20, s19                     ; 'n' element in bounds
	s_and_b64 s[38:39], s[36:37], s[30:31]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[38:39]               ; lanes where %vpred_360
	global_load_ushort v20, v18, s[16:17] offset:6      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v20
	s_mul_i32 s12, s14, 16
	s_lshl_b32 s15, s12, 1
	v_add_u32 v20, s15, v18
	v_add_u32 v25, 16, v17
	v_cmp_lt_u32 s[30:31], v25, s10                     ; 'kk' element in bounds
	s_and_b64 s[38:39], s[26:27], s[30:31]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_368
	global_load_ushort v25, v20, s[16:17]               ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v25
	s_and_b64 s[26:27], s[32:33], s[30:31]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[26:27]               ; lanes where %vpred_371
	global_load_ushort v25, v20, s[16:17] offset:2      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v25
	s_and_b64 s[26:27], s[34:35], s[30:31]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[26:27]               ; lanes where %vpred_374
	global_load_ushort v25, v20, s[16:17] offset:4      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v25
	s_and_b64 s[26:27], s[36:37], s[30:31]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_377
	global_load_ushort v25, v20, s[16:17] offset:6      ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v25
	v_lshrrev_b32 v25, 16, v21
	ds_write_b16 v19, v25 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v21, 16, v22
	ds_write_b16 v19, v21 offset:5200                   ; B operand of the product: stage
	v_lshrrev_b32 v21, 16, v23
	ds_write_b16 v19, v21 offset:5280                   ; B operand of the product: stage
	v_lshrrev_b32 v21, 16, v24
	ds_write_b16 v19, v21 offset:5360                   ; B operand of the product: stage
	v_lshrrev_b32 v21, 16, v26
	ds_write_b16 v19, v21 offset:5152                   ; B operand of the product: stage
	v_lshrrev_b32 v21, 16, v27
	ds_write_b16 v19, v21 offset:5232                   ; B operand of the product: stage
	v_lshrrev_b32 v21, 16, v28
	ds_write_b16 v19, v21 offset:5312                   ; B operand of the product: stage
	v_lshrrev_b32 v21, 16, v20
	ds_write_b16 v19, v21 offset:5392                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[20:23], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[24:27], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[24:27], v[20:23], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
	ds_read_b128 v[20:23], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[24:27], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[24:27], v[20:23], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
	s_add_u32 s11, s11, 32
	s_cmp_lt_u32 s11, s13
	s_cbranch_scc1 .Lbatched_gemm_loop2
.Lbatched_gemm_loop2_end:
	s_nop 7
	s_nop 0
	v_accvgpr_read_b32 v20, a0                          ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v3, v20, s[8:9]
	s_mul_i32 s10, s14, 1
	s_lshl_b32 s11, s10, 2
	v_add_u32 v20, s11, v3
	v_accvgpr_read_b32 v21, a1                          ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v20, v21, s[8:9]
	s_mul_i32 s10, s14, 2
	s_lshl_b32 s11, s10, 2
	v_add_u32 v20, s11, v3
	v_accvgpr_read_b32 v21, a2                          ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v20, v21, s[8:9]
	s_mul_i32 s10, s14, 3
	s_lshl_b32 s11, s10, 2
	v_add_u32 v20, s11, v3
	v_accvgpr_read_b32 v21, a3                          ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v20, v21, s[8:9]
	s_mul_i32 s10, s14, 8
	s_lshl_b32 s11, s10, 2
	v_add_u32 v20, s11, v3
	v_accvgpr_read_b32 v21, a4                          ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v20, v21, s[8:9]
	s_mul_i32 s10, s14, 9
	s_lshl_b32 s11, s10, 2
	v_add_u32 v20, s11, v3
	v_accvgpr_read_b32 v21, a5                          ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v20, v21, s[8:9]
	s_mul_i32 s10, s14, 10
	s_lshl_b32 s11, s10, 2
	v_add_u32 v20, s11, v3
	v_accvgpr_read_b32 v21, a6                          ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v20, v21, s[8:9]
	s_mul_i32 s10, s14, 11
	s_lshl_b32 s11, s10, 2
	v_add_u32 v20, s11, v3
	v_accvgpr_read_b32 v21, a7                          ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v20, v21, s[8:9]
	s_mul_i32 s10, s14, 16
	s_lshl_b32 s11, s10, 2
	v_add_u32 v20, s11, v3
	v_accvgpr_read_b32 v21, a8                          ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v20, v21, s[8:9]
	s_mul_i32 s10, s14, 17
	s_lshl_b32 s11, s10, 2
	v_add_u32 v20, s11, v3
	v_accvgpr_read_b32 v21, a9                          ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v20, v21, s[8:9]
	s_mul_i32 s10, s14, 18
	s_lshl_b32 s11, s10, 2
	v_add_u32 v20, s11, v3
	v_accvgpr_read_b32 v21, a10                         ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v20, v21, s[8:9]
	s_mul_i32 s10, s14, 19
	s_lshl_b32 s11, s10, 2
	v_add_u32 v20, s11, v3
	v_accvgpr_read_b32 v21, a11                         ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v20, v21, s[8:9]
	s_mul_i32 s10, s14, 24
	s_lshl_b32 s11, s10, 2
	v_add_u32 v20, s11, v3
	v_accvgpr_read_b32 v21, a12                         ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v20, v21, s[8:9]
	s_mul_i32 s10, s14, 25
	s_lshl_b32 s11, s10, 2
	v_add_u32 v20, s11, v3
	v_accvgpr_read_b32 v21, a13                         ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v20, v21, s[8:9]
	s_mul_i32 s10, s14, 26
	s_lshl_b32 s11, s10, 2
	v_add_u32 v20, s11, v3
	v_accvgpr_read_b32 v21, a14                         ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v20, v21, s[8:9]
	s_mul_i32 s10, s14, 27
	s_lshl_b32 s11, s10, 2
	v_add_u32 v20, s11, v3
	v_accvgpr_read_b32 v21, a15                         ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v20, v21, s[8:9]
	s_branch .Lbatched_gemm_if0_end
.Lbatched_gemm_if0_else:
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
	s_cmp_ge_u32 s13, 32                                ; at least one whole chunk of 'kk'
	s_cselect_b32 s10, 1, 0
	s_sub_u32 s11, s13, 31
	s_cmp_lg_u32 s10, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s10, s11, 0
	s_cmp_eq_u32 s22, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lbatched_gemm_if6_else
	s_mov_b32 s16, 0
	s_mov_b32 s17, 0
	s_lshl_b64 s[22:23], s[16:17], 1
	s_add_u32 s16, s6, s22                              ; 'a' at this chunk
	s_addc_u32 s17, s7, s23
	s_cmp_lt_u32 0, s10                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[22:23], v5, s20
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1233
	global_load_dwordx4 v[20:23], v8, s[16:17]          ; examples/batched_gemm.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[20:23]                          ; 16 bytes into st0
	s_mul_i32 s16, 0, s14
	s_mul_hi_u32 s17, 0, s14
	s_lshl_b64 s[22:23], s[16:17], 1
	s_add_u32 s16, s28, s22                             ; 'w' at this chunk
	s_addc_u32 s17, s29, s23
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[26:27], s[22:23], s[24:25]
	v_cmp_lt_u32 s[22:23], v13, s19
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1243
	global_load_dwordx4 v[20:23], v14, s[16:17]         ; examples/batched_gemm.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s11, s14, 2
	v_add_u32 v24, s11, v14
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1243
	global_load_dwordx4 v[26:29], v24, s[16:17]         ; examples/batched_gemm.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_perm_b32 v24, v26, v20, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v24 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v24, v26, v20, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v24 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v24, v27, v21, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v24 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v24, v27, v21, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v24 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v24, v28, v22, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v24 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v24, v28, v22, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v24 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v24, v29, v23, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v24 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v24, v29, v23, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v24 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_mov_b32 s11, 0                                    ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s11, s10
	s_cbranch_scc1 .Lbatched_gemm_loop3_end
.Lbatched_gemm_loop3:
	s_add_u32 s12, s11, 32
	s_cmp_lt_u32 s11, s10
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lbatched_gemm_if7_end
	s_mov_b32 s16, s12
	s_mov_b32 s17, 0
	s_lshl_b64 s[22:23], s[16:17], 1
	s_add_u32 s16, s6, s22                              ; 'a' at this chunk
	s_addc_u32 s17, s7, s23
	s_cmp_lt_u32 s12, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_cmp_lt_u32 s[22:23], v5, s20
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1268
	global_load_dwordx4 v[20:23], v8, s[16:17]          ; examples/batched_gemm.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s16, s12, s14
	s_mul_hi_u32 s17, s12, s14
	s_lshl_b64 s[22:23], s[16:17], 1
	s_add_u32 s16, s28, s22                             ; 'w' at this chunk
	s_addc_u32 s17, s29, s23
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[26:27], s[22:23], s[24:25]
	v_cmp_lt_u32 s[22:23], v13, s19
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1278
	global_load_dwordx4 v[24:27], v14, s[16:17]         ; examples/batched_gemm.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s12, s14, 2
	v_add_u32 v28, s12, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1278
	global_load_dwordx4 v[30:33], v28, s[16:17]         ; examples/batched_gemm.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[38:41], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
	ds_read_b128 v[34:37], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[38:41], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(2)
	ds_write_b128 v9, v[20:23] offset:10240             ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v30, v24, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15360                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v30, v24, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15440                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v31, v25, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15520                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v31, v25, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15600                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v32, v26, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15680                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v32, v26, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15760                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v33, v27, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15840                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v33, v27, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15920                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
.Lbatched_gemm_if7_end:
	s_add_u32 s12, s11, 32
	s_add_u32 s15, s12, 32
	s_cmp_lt_u32 s12, s10
	s_cselect_b32 s12, 1, 0
	s_cmp_eq_u32 s12, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lbatched_gemm_if8_end
	s_mov_b32 s16, s15
	s_mov_b32 s17, 0
	s_lshl_b64 s[22:23], s[16:17], 1
	s_add_u32 s16, s6, s22                              ; 'a' at this chunk
	s_addc_u32 s17, s7, s23
	s_cmp_lt_u32 s15, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s12, 1, 0
	v_cmp_lt_u32 s[22:23], v5, s20
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1321
	global_load_dwordx4 v[20:23], v8, s[16:17]          ; examples/batched_gemm.kgen:7: 16 bytes of 'a'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s16, s15, s14
	s_mul_hi_u32 s17, s15, s14
	s_lshl_b64 s[22:23], s[16:17], 1
	s_add_u32 s16, s28, s22                             ; 'w' at this chunk
	s_addc_u32 s17, s29, s23
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[26:27], s[22:23], s[24:25]
	v_cmp_lt_u32 s[22:23], v13, s19
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1331
	global_load_dwordx4 v[24:27], v14, s[16:17]         ; examples/batched_gemm.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s12, s14, 2
	v_add_u32 v28, s12, v14
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1331
	global_load_dwordx4 v[30:33], v28, s[16:17]         ; examples/batched_gemm.kgen:7: 16 bytes of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[38:41], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
	ds_read_b128 v[34:37], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[38:41], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[38:41], v[34:37], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
	s_waitcnt vmcnt(2)
	ds_write_b128 v9, v[20:23]                          ; 16 bytes into st0
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v30, v24, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v30, v24, s5                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v31, v25, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v31, v25, s5                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v32, v26, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v32, v26, s5                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v33, v27, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	v_perm_b32 v20, v33, v27, s5                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
.Lbatched_gemm_if8_end:
	s_add_u32 s11, s11, 64
	s_cmp_lt_u32 s11, s10
	s_cbranch_scc1 .Lbatched_gemm_loop3
.Lbatched_gemm_loop3_end:
	s_branch .Lbatched_gemm_if6_end
.Lbatched_gemm_if6_else:
	s_mov_b32 s16, 0
	s_mov_b32 s17, 0
	s_lshl_b64 s[22:23], s[16:17], 1
	s_add_u32 s16, s6, s22                              ; 'a' at this chunk
	s_addc_u32 s17, s7, s23
	s_cmp_lt_u32 0, s10                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s5, 1, 0
	v_cmp_lt_u32 s[22:23], v5, s20
	s_cmp_lg_u32 s5, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1372
	global_load_ushort v20, v8, s[16:17]                ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1372
	global_load_ushort v21, v8, s[16:17] offset:2       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1372
	global_load_ushort v22, v8, s[16:17] offset:4       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1372
	global_load_ushort v23, v8, s[16:17] offset:6       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1372
	global_load_ushort v24, v8, s[16:17] offset:8       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1372
	global_load_ushort v25, v8, s[16:17] offset:10      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1372
	global_load_ushort v26, v8, s[16:17] offset:12      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1372
	global_load_ushort v27, v8, s[16:17] offset:14      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
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
	s_mul_i32 s16, 0, s14
	s_mul_hi_u32 s17, 0, s14
	s_lshl_b64 s[22:23], s[16:17], 1
	s_add_u32 s16, s28, s22                             ; 'w' at this chunk
	s_addc_u32 s17, s29, s23
	s_cmp_lg_u32 s5, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[26:27], s[22:23], s[24:25]
	v_cmp_lt_u32 s[22:23], v13, s19
	s_and_b64 s[30:31], s[26:27], s[22:23]
	s_and_b64 s[26:27], s[30:31], s[22:23]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_1391
	global_load_ushort v20, v14, s[16:17]               ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v21, 1, v13
	v_cmp_lt_u32 s[22:23], v21, s19
	s_and_b64 s[32:33], s[30:31], s[22:23]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1395
	global_load_ushort v21, v14, s[16:17] offset:2      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v22, 2, v13
	v_cmp_lt_u32 s[22:23], v22, s19
	s_and_b64 s[34:35], s[30:31], s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_1399
	global_load_ushort v22, v14, s[16:17] offset:4      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v23, 3, v13
	v_cmp_lt_u32 s[22:23], v23, s19
	s_and_b64 s[36:37], s[30:31], s[22:23]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_1403
	global_load_ushort v23, v14, s[16:17] offset:6      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v24, 4, v13
	v_cmp_lt_u32 s[22:23], v24, s19
	s_and_b64 s[38:39], s[30:31], s[22:23]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_1407
	global_load_ushort v24, v14, s[16:17] offset:8      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v25, 5, v13
	v_cmp_lt_u32 s[22:23], v25, s19
	s_and_b64 s[40:41], s[30:31], s[22:23]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_1411
	global_load_ushort v25, v14, s[16:17] offset:10     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v26, 6, v13
	v_cmp_lt_u32 s[22:23], v26, s19
	s_and_b64 s[42:43], s[30:31], s[22:23]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_1415
	global_load_ushort v26, v14, s[16:17] offset:12     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v27, 7, v13
	v_cmp_lt_u32 s[22:23], v27, s19
	s_and_b64 s[44:45], s[30:31], s[22:23]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_1419
	global_load_ushort v27, v14, s[16:17] offset:14     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s5, s14, 2
	v_add_u32 v28, s5, v14
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_1391
	global_load_ushort v29, v28, s[16:17]               ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1395
	global_load_ushort v30, v28, s[16:17] offset:2      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_1399
	global_load_ushort v31, v28, s[16:17] offset:4      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_1403
	global_load_ushort v32, v28, s[16:17] offset:6      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_1407
	global_load_ushort v33, v28, s[16:17] offset:8      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_1411
	global_load_ushort v34, v28, s[16:17] offset:10     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_1415
	global_load_ushort v35, v28, s[16:17] offset:12     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v36, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_1419
	global_load_ushort v36, v28, s[16:17] offset:14     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(7)
	v_perm_b32 v28, v29, v20, s4                        ; (k, k+1) of column 0
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v28 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v30, v21, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v31, v22, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v32, v23, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v33, v24, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v34, v25, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v35, v26, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v36, v27, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_mov_b32 s5, 0                                     ; for kk in k: steps of 32: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s5, s10
	s_cbranch_scc1 .Lbatched_gemm_loop4_end
.Lbatched_gemm_loop4:
	s_add_u32 s11, s5, 32
	s_cmp_lt_u32 s5, s10
	s_cselect_b32 s12, 1, 0
	s_cmp_eq_u32 s12, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lbatched_gemm_if9_end
	s_mov_b32 s16, s11
	s_mov_b32 s17, 0
	s_lshl_b64 s[22:23], s[16:17], 1
	s_add_u32 s16, s6, s22                              ; 'a' at this chunk
	s_addc_u32 s17, s7, s23
	s_cmp_lt_u32 s11, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s12, 1, 0
	v_cmp_lt_u32 s[22:23], v5, s20
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1445
	global_load_ushort v20, v8, s[16:17]                ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1445
	global_load_ushort v21, v8, s[16:17] offset:2       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1445
	global_load_ushort v22, v8, s[16:17] offset:4       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1445
	global_load_ushort v23, v8, s[16:17] offset:6       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1445
	global_load_ushort v24, v8, s[16:17] offset:8       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1445
	global_load_ushort v25, v8, s[16:17] offset:10      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1445
	global_load_ushort v26, v8, s[16:17] offset:12      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1445
	global_load_ushort v27, v8, s[16:17] offset:14      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s16, s11, s14
	s_mul_hi_u32 s17, s11, s14
	s_lshl_b64 s[22:23], s[16:17], 1
	s_add_u32 s16, s28, s22                             ; 'w' at this chunk
	s_addc_u32 s17, s29, s23
	s_cmp_lg_u32 s12, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[26:27], s[22:23], s[24:25]
	v_cmp_lt_u32 s[22:23], v13, s19
	s_and_b64 s[30:31], s[26:27], s[22:23]
	s_and_b64 s[26:27], s[30:31], s[22:23]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_1464
	global_load_ushort v28, v14, s[16:17]               ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v29, 1, v13
	v_cmp_lt_u32 s[22:23], v29, s19
	s_and_b64 s[32:33], s[30:31], s[22:23]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1468
	global_load_ushort v29, v14, s[16:17] offset:2      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v30, 2, v13
	v_cmp_lt_u32 s[22:23], v30, s19
	s_and_b64 s[34:35], s[30:31], s[22:23]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_1472
	global_load_ushort v30, v14, s[16:17] offset:4      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v31, 3, v13
	v_cmp_lt_u32 s[22:23], v31, s19
	s_and_b64 s[36:37], s[30:31], s[22:23]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_1476
	global_load_ushort v31, v14, s[16:17] offset:6      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v32, 4, v13
	v_cmp_lt_u32 s[22:23], v32, s19
	s_and_b64 s[38:39], s[30:31], s[22:23]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_1480
	global_load_ushort v32, v14, s[16:17] offset:8      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v33, 5, v13
	v_cmp_lt_u32 s[22:23], v33, s19
	s_and_b64 s[40:41], s[30:31], s[22:23]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_1484
	global_load_ushort v33, v14, s[16:17] offset:10     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v34, 6, v13
	v_cmp_lt_u32 s[22:23], v34, s19
	s_and_b64 s[42:43], s[30:31], s[22:23]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_1488
	global_load_ushort v34, v14, s[16:17] offset:12     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v35, 7, v13
	v_cmp_lt_u32 s[22:23], v35, s19
	s_and_b64 s[44:45], s[30:31], s[22:23]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_1492
	global_load_ushort v35, v14, s[16:17] offset:14     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s11, s14, 2
	v_add_u32 v36, s11, v14
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_1464
	global_load_ushort v37, v36, s[16:17]               ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1468
	global_load_ushort v38, v36, s[16:17] offset:2      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_1472
	global_load_ushort v39, v36, s[16:17] offset:4      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_1476
	global_load_ushort v40, v36, s[16:17] offset:6      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_1480
	global_load_ushort v41, v36, s[16:17] offset:8      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_1484
	global_load_ushort v42, v36, s[16:17] offset:10     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_1488
	global_load_ushort v43, v36, s[16:17] offset:12     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_1492
	global_load_ushort v44, v36, s[16:17] offset:14     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[46:49], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[50:53], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
	ds_read_b128 v[46:49], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
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
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15360                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v38, v29, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15440                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v39, v30, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15520                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v40, v31, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15600                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v41, v32, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15680                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v42, v33, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15760                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v43, v34, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15840                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v44, v35, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:15920                  ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
.Lbatched_gemm_if9_end:
	s_add_u32 s11, s5, 32
	s_add_u32 s12, s11, 32
	s_cmp_lt_u32 s11, s10
	s_cselect_b32 s11, 1, 0
	s_cmp_eq_u32 s11, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lbatched_gemm_if10_end
	s_mov_b32 s16, s12
	s_mov_b32 s17, 0
	s_lshl_b64 s[22:23], s[16:17], 1
	s_add_u32 s16, s6, s22                              ; 'a' at this chunk
	s_addc_u32 s17, s7, s23
	s_cmp_lt_u32 s12, s10                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s11, 1, 0
	v_cmp_lt_u32 s[22:23], v5, s20
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[26:27], exec, 0
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v20, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1536
	global_load_ushort v20, v8, s[16:17]                ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1536
	global_load_ushort v21, v8, s[16:17] offset:2       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v22, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1536
	global_load_ushort v22, v8, s[16:17] offset:4       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1536
	global_load_ushort v23, v8, s[16:17] offset:6       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v24, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1536
	global_load_ushort v24, v8, s[16:17] offset:8       ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1536
	global_load_ushort v25, v8, s[16:17] offset:10      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v26, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1536
	global_load_ushort v26, v8, s[16:17] offset:12      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_1536
	global_load_ushort v27, v8, s[16:17] offset:14      ; examples/batched_gemm.kgen:7: an element of 'a' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s16, s12, s14
	s_mul_hi_u32 s17, s12, s14
	s_lshl_b64 s[22:23], s[16:17], 1
	s_add_u32 s16, s28, s22                             ; 'w' at this chunk
	s_addc_u32 s17, s29, s23
	s_cmp_lg_u32 s11, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[26:27], s[22:23], s[24:25]
	v_cmp_lt_u32 s[22:23], v13, s19
	s_and_b64 s[30:31], s[26:27], s[22:23]
	s_and_b64 s[26:27], s[30:31], s[22:23]
	v_mov_b32 v28, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_1555
	global_load_ushort v28, v14, s[16:17]               ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v29, 1, v13
	v_cmp_lt_u32 s[22:23], v29, s19
	s_and_b64 s[32:33], s[30:31], s[22:23]
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1559
	global_load_ushort v29, v14, s[16:17] offset:2      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v30, 2, v13
	v_cmp_lt_u32 s[22:23], v30, s19
	s_and_b64 s[34:35], s[30:31], s[22:23]
	v_mov_b32 v30, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_1563
	global_load_ushort v30, v14, s[16:17] offset:4      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v31, 3, v13
	v_cmp_lt_u32 s[22:23], v31, s19
	s_and_b64 s[36:37], s[30:31], s[22:23]
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_1567
	global_load_ushort v31, v14, s[16:17] offset:6      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v32, 4, v13
	v_cmp_lt_u32 s[22:23], v32, s19
	s_and_b64 s[38:39], s[30:31], s[22:23]
	v_mov_b32 v32, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_1571
	global_load_ushort v32, v14, s[16:17] offset:8      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v33, 5, v13
	v_cmp_lt_u32 s[22:23], v33, s19
	s_and_b64 s[40:41], s[30:31], s[22:23]
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_1575
	global_load_ushort v33, v14, s[16:17] offset:10     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v34, 6, v13
	v_cmp_lt_u32 s[22:23], v34, s19
	s_and_b64 s[42:43], s[30:31], s[22:23]
	v_mov_b32 v34, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_1579
	global_load_ushort v34, v14, s[16:17] offset:12     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_add_u32 v35, 7, v13
	v_cmp_lt_u32 s[22:23], v35, s19
	s_and_b64 s[44:45], s[30:31], s[22:23]
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_1583
	global_load_ushort v35, v14, s[16:17] offset:14     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_mul_i32 s11, s14, 2
	v_add_u32 v36, s11, v14
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_1555
	global_load_ushort v37, v36, s[16:17]               ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v38, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_1559
	global_load_ushort v38, v36, s[16:17] offset:2      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_1563
	global_load_ushort v39, v36, s[16:17] offset:4      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v40, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_1567
	global_load_ushort v40, v36, s[16:17] offset:6      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[38:39]               ; lanes where %vpred_1571
	global_load_ushort v41, v36, s[16:17] offset:8      ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v42, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_1575
	global_load_ushort v42, v36, s[16:17] offset:10     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v43, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_1579
	global_load_ushort v43, v36, s[16:17] offset:12     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v44, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_1583
	global_load_ushort v44, v36, s[16:17] offset:14     ; examples/batched_gemm.kgen:7: an element of 'w' (rows off 16 bytes)
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[46:49], v2 offset:15360              ; B fragment 0 of k-step 0
	ds_read_b128 v[50:53], v7 offset:10240              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
	ds_read_b128 v[46:49], v2 offset:15392              ; B fragment 0 of k-step 1
	ds_read_b128 v[50:53], v7 offset:10272              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[50:53], v[46:49], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
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
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5120                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(6)
	v_perm_b32 v20, v38, v29, s4                        ; (k, k+1) of column 1
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5200                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(5)
	v_perm_b32 v20, v39, v30, s4                        ; (k, k+1) of column 2
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5280                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(4)
	v_perm_b32 v20, v40, v31, s4                        ; (k, k+1) of column 3
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5360                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(3)
	v_perm_b32 v20, v41, v32, s4                        ; (k, k+1) of column 4
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5440                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(2)
	v_perm_b32 v20, v42, v33, s4                        ; (k, k+1) of column 5
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5520                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(1)
	v_perm_b32 v20, v43, v34, s4                        ; (k, k+1) of column 6
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5600                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_perm_b32 v20, v44, v35, s4                        ; (k, k+1) of column 7
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_155
	ds_write_b32 v11, v20 offset:5680                   ; a K-pair into st1
	s_mov_b64 exec, s[16:17]
.Lbatched_gemm_if10_end:
	s_add_u32 s5, s5, 64
	s_cmp_lt_u32 s5, s10
	s_cbranch_scc1 .Lbatched_gemm_loop4
.Lbatched_gemm_loop4_end:
.Lbatched_gemm_if6_end:
	s_add_u32 s4, s10, 31
	s_and_b32 s5, s4, 0xffffffe0                        ; the first chunk of 'kk' the pipeline left
	s_mov_b32 s4, s5                                    ; for kk in k: steps of 32: the rest, masked
	s_cmp_ge_u32 s4, s13
	s_cbranch_scc1 .Lbatched_gemm_loop5_end
.Lbatched_gemm_loop5:
	s_sub_u32 s5, s13, s4
	s_mov_b32 s10, s4
	s_mov_b32 s11, 0
	s_lshl_b64 s[16:17], s[10:11], 1
	s_add_u32 s10, s6, s16                              ; 'a' at this chunk
	s_addc_u32 s11, s7, s17
	v_cmp_lt_u32 s[16:17], v10, s20                     ; 'm' element in bounds
	v_cmp_lt_u32 s[22:23], v16, s5                      ; 'kk' element in bounds
	s_and_b64 s[24:25], s[16:17], s[22:23]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_636
	global_load_ushort v5, v15, s[10:11]                ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v8, 16, v5
	v_add_u32 v5, 1, v16
	v_cmp_lt_u32 s[24:25], v5, s5                       ; 'kk' element in bounds
	s_and_b64 s[26:27], s[16:17], s[24:25]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_641
	global_load_ushort v5, v15, s[10:11] offset:2       ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v9, 16, v5
	v_add_u32 v5, 2, v16
	v_cmp_lt_u32 s[26:27], v5, s5                       ; 'kk' element in bounds
	s_and_b64 s[30:31], s[16:17], s[26:27]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_646
	global_load_ushort v5, v15, s[10:11] offset:4       ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v11, 16, v5
	v_add_u32 v5, 3, v16
	v_cmp_lt_u32 s[30:31], v5, s5                       ; 'kk' element in bounds
	s_and_b64 s[32:33], s[16:17], s[30:31]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[16:17], s[32:33]               ; lanes where %vpred_651
	global_load_ushort v5, v15, s[10:11] offset:6       ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v13, 16, v5
	s_mul_i32 s12, s13, 32
	s_lshl_b32 s15, s12, 1
	v_add_u32 v5, s15, v15
	v_add_u32 v14, 32, v10
	v_cmp_lt_u32 s[16:17], v14, s20                     ; 'm' element in bounds
	s_and_b64 s[32:33], s[16:17], s[22:23]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_659
	global_load_ushort v14, v5, s[10:11]                ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v14
	s_and_b64 s[22:23], s[16:17], s[24:25]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_662
	global_load_ushort v14, v5, s[10:11] offset:2       ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v14
	s_and_b64 s[22:23], s[16:17], s[26:27]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_665
	global_load_ushort v14, v5, s[10:11] offset:4       ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v14
	s_and_b64 s[22:23], s[16:17], s[30:31]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[22:23]               ; lanes where %vpred_668
	global_load_ushort v14, v5, s[10:11] offset:6       ; examples/batched_gemm.kgen:7: load of 'a'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v5, 16, v14
	v_lshrrev_b32 v14, 16, v8
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v12, v14                               ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v9
	ds_write_b16 v12, v8 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v11
	ds_write_b16 v12, v8 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v13
	ds_write_b16 v12, v8 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v20
	ds_write_b16 v12, v8 offset:2560                    ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v21
	ds_write_b16 v12, v8 offset:2562                    ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v22
	ds_write_b16 v12, v8 offset:2564                    ; A operand of the product: stage
	v_lshrrev_b32 v8, 16, v5
	ds_write_b16 v12, v8 offset:2566                    ; A operand of the product: stage
	s_mul_i32 s10, s4, s14
	s_mul_hi_u32 s11, s4, s14
	s_lshl_b64 s[16:17], s[10:11], 1
	s_add_u32 s10, s28, s16                             ; 'w' at this chunk
	s_addc_u32 s11, s29, s17
	v_cmp_lt_u32 s[16:17], v1, s19                      ; 'n' element in bounds
	v_cmp_lt_u32 s[22:23], v17, s5                      ; 'kk' element in bounds
	s_and_b64 s[24:25], s[16:17], s[22:23]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_684
	global_load_ushort v5, v18, s[10:11]                ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v8, 16, v5
	v_add_u32 v5, 1, v1
	v_cmp_lt_u32 s[24:25], v5, s19                      ; 'n' element in bounds
	s_and_b64 s[26:27], s[24:25], s[22:23]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_689
	global_load_ushort v5, v18, s[10:11] offset:2       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v9, 16, v5
	v_add_u32 v5, 2, v1
	v_cmp_lt_u32 s[26:27], v5, s19                      ; 'n' element in bounds
	s_and_b64 s[30:31], s[26:27], s[22:23]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_694
	global_load_ushort v5, v18, s[10:11] offset:4       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v11, 16, v5
	v_add_u32 v5, 3, v1
	v_cmp_lt_u32 s[30:31], v5, s19                      ; 'n' element in bounds
	s_and_b64 s[32:33], s[30:31], s[22:23]
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_699
	global_load_ushort v5, v18, s[10:11] offset:6       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v13, 16, v5
	s_mul_i32 s12, s14, 16
	s_lshl_b32 s15, s12, 1
	v_add_u32 v5, s15, v18
	v_add_u32 v14, 16, v17
	v_cmp_lt_u32 s[22:23], v14, s5                      ; 'kk' element in bounds
	s_and_b64 s[32:33], s[16:17], s[22:23]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[32:33]               ; lanes where %vpred_707
	global_load_ushort v14, v5, s[10:11]                ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v14
	s_and_b64 s[16:17], s[24:25], s[22:23]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[16:17]               ; lanes where %vpred_710
	global_load_ushort v14, v5, s[10:11] offset:2       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v14
	s_and_b64 s[16:17], s[26:27], s[22:23]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[16:17]               ; lanes where %vpred_713
	global_load_ushort v14, v5, s[10:11] offset:4       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v14
	s_and_b64 s[16:17], s[30:31], s[22:23]
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[16:17]               ; lanes where %vpred_716
	global_load_ushort v14, v5, s[10:11] offset:6       ; examples/batched_gemm.kgen:7: load of 'w'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v5, 16, v14
	v_lshrrev_b32 v14, 16, v8
	ds_write_b16 v19, v14 offset:5120                   ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v9
	ds_write_b16 v19, v8 offset:5200                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v11
	ds_write_b16 v19, v8 offset:5280                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v13
	ds_write_b16 v19, v8 offset:5360                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v20
	ds_write_b16 v19, v8 offset:5152                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v21
	ds_write_b16 v19, v8 offset:5232                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v22
	ds_write_b16 v19, v8 offset:5312                    ; B operand of the product: stage
	v_lshrrev_b32 v8, 16, v5
	ds_write_b16 v19, v8 offset:5392                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[20:23], v2 offset:5120               ; B fragment 0 of k-step 0
	ds_read_b128 v[24:27], v7                           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[24:27], v[20:23], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
	ds_read_b128 v[20:23], v2 offset:5152               ; B fragment 0 of k-step 1
	ds_read_b128 v[24:27], v7 offset:32                 ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 a[0:15], v[24:27], v[20:23], a[0:15] ; examples/batched_gemm.kgen:7: mfma 32x32x16
	s_add_u32 s4, s4, 32
	s_cmp_lt_u32 s4, s13
	s_cbranch_scc1 .Lbatched_gemm_loop5
.Lbatched_gemm_loop5_end:
	v_cmp_lt_u32 s[4:5], v6, s20                        ; 'm' element in bounds
	v_cmp_lt_u32 s[6:7], v4, s19                        ; 'n' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_745
	s_nop 4
	v_accvgpr_read_b32 v1, a0                           ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v3, v1, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 1
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 1, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_751
	v_accvgpr_read_b32 v2, a1                           ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 2
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 2, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_757
	v_accvgpr_read_b32 v2, a2                           ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 3
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 3, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_763
	v_accvgpr_read_b32 v2, a3                           ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 8
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 8, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_769
	v_accvgpr_read_b32 v2, a4                           ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 9
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 9, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_775
	v_accvgpr_read_b32 v2, a5                           ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 10
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 10, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_781
	v_accvgpr_read_b32 v2, a6                           ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 11
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 11, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_787
	v_accvgpr_read_b32 v2, a7                           ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 16
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 16, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_793
	v_accvgpr_read_b32 v2, a8                           ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 17
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 17, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_799
	v_accvgpr_read_b32 v2, a9                           ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 18
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 18, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_805
	v_accvgpr_read_b32 v2, a10                          ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 19
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 19, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_811
	v_accvgpr_read_b32 v2, a11                          ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 24
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 24, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_817
	v_accvgpr_read_b32 v2, a12                          ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 25
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 25, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_823
	v_accvgpr_read_b32 v2, a13                          ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 26
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 26, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_829
	v_accvgpr_read_b32 v2, a14                          ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
	s_mul_i32 s4, s14, 27
	s_lshl_b32 s5, s4, 2
	v_add_u32 v1, s5, v3
	v_add_u32 v2, 27, v6
	v_cmp_lt_u32 s[4:5], v2, s20                        ; 'm' element in bounds
	s_and_b64 s[10:11], s[4:5], s[6:7]
	s_and_saveexec_b64 s[4:5], s[10:11]                 ; lanes where %vpred_835
	v_accvgpr_read_b32 v2, a15                          ; examples/batched_gemm.kgen:9: store to 'c'
	global_store_dword v1, v2, s[8:9]
	s_mov_b64 exec, s[4:5]
.Lbatched_gemm_if0_end:
	s_endpgm
.Lfunc_end_batched_gemm:
	.size	batched_gemm, .Lfunc_end_batched_gemm-batched_gemm

	.rodata
	.p2align	6
	.amdhsa_kernel batched_gemm
		.amdhsa_group_segment_fixed_size 20480
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 40
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

	.amdgpu_metadata
---
amdhsa.kernels:
  - .name:           batched_gemm
    .symbol:         batched_gemm.kd
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
      - .name:           G
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
    .sgpr_count:     54
    .sgpr_spill_count: 0
    .vgpr_count:     72
    .vgpr_spill_count: 0
    .agpr_count:     16
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
