; kgen AMDGCN module for gfx942: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5

; kernel attention_paged: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel attention_paged from examples/attention_paged.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 4 x 64-wide waves
;   grid: r, b
;   chunk: b: 1, r: 16, tt: 64, d: 128; walked in chunks: none
;   layout: b:1 x r:16 x tt:64: reg[tt1 tt2] lane[r1 r2 r4 r8 tt4 tt8] warp[tt16 tt32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 16x16x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (40 shuffle and conversion instructions per thread)
;   product 23:34 tt x r contracting d (as the transposed product): 4 x 1 warps, each mfma 16x16x16 tiles
;   product 28:29 d x r contracting tt (as the transposed product): 4 x 1 warps, each mfma 16x16x16 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [b, r, d]: b:1 x r:16 x d:128: reg[d1 d2 d16] lane[r1 r2 r4 r8 d4 d8] warp[d32 d64]
;     L1 [b, r]: b:1 x r:16: reg[0 0] lane[r1 r2 r4 r8 0 0] warp[0 0]
;     L2 [tt]: tt:64: reg[tt1 tt2] lane[0 0 0 0 tt4 tt8] warp[tt16 tt32]
;     L3 [b]: b:1: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L4 [b, tt]: b:1 x tt:64: reg[tt1 tt2] lane[0 0 0 0 tt4 tt8] warp[tt16 tt32]
;     L5 []: scalar: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L6 [d]: d:128: reg[d1 d2 d16] lane[0 0 0 0 d4 d8] warp[d32 d64]
;     L7 [b, tt, d]: b:1 x tt:64 x d:128: reg[d1 d2 tt8 tt16 tt32] lane[d4 d8 d16 d32 d64 tt1] warp[tt2 tt4]
;     L8 [b, r, tt]: b:1 x r:16 x tt:64: reg[tt1 tt2] lane[r1 r2 r4 r8 tt4 tt8] warp[tt16 tt32]
;       20:11 add -> L0; 19:9 add -> L1; 18:10 add -> L1; 20:11 carried -> L0; 18:10 carried -> L1; 23:19 index tt -> L2
;       23:24 load lens -> L3; 23:19 lt -> L4; 23:34 load q -> L0; 22:22 index b -> L3; 22:25 index_div -> L5; 22:16 gather table -> L3
;       23:56 index tt -> L2; 23:56 rem -> L2; 23:65 index d -> L6; 23:47 gather kc -> L7; 23:34 matmul -> L8; 23:33 mul -> L8
;       23:13 select -> L8; 24:22 reduce max -> L1; 24:14 max -> L1; 26:21 sub -> L1; 26:17 exp -> L1; 28:15 mul -> L0
;       25:17 sub -> L8; 25:13 exp -> L8; 28:29 cast -> L8; 28:48 index tt -> L2; 28:48 rem -> L2; 28:57 index d -> L6
;       28:39 gather vc -> L7; 28:29 matmul -> L0; 28:15 add -> L0; 19:9 carried -> L1; 27:13 mul -> L1; 27:25 reduce sum -> L1
;       27:13 add -> L1; 21:5 loop_result -> L1; 31:29 gt -> L1; 21:5 loop_result -> L0; 31:38 div -> L0; 31:23 select -> L0
;       31:18 cast -> L0
;   for tt in t: ends where the mask at 23:13 hides every later 'tt' from this program (tt <= lens[b] - 1): min(T, last visible + 1)
;   split reduction over 't' where fewer than 304 programs run (608 fill the Instinct MI300X): attention_paged_split walks parts of 'T', the argument 'rows' rows each (a multiple of 64, at least 128, chosen at launch), into acc_parts: f32[parts, B, R, 128], l_parts: f32[parts, B, R], mx_parts: f32[parts, B, R]; attention_paged_split_fold folds the parts ('acc' and 'l' rescaled to the largest 'mx' of the parts: a log-sum-exp combine) and stores: two launches, no atomics
; resources: 81 VGPRs, 0 AGPRs, 72 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 29184 bytes LDS, 72 bytes of arguments, 256 threads
;   arg q: tensor bf16 at 0 (read-only)
;   arg kc: tensor bf16 at 8 (read-only)
;   arg vc: tensor bf16 at 16 (read-only)
;   arg table: tensor i32 at 24 (read-only)
;   arg lens: tensor i32 at 32 (read-only)
;   arg o: tensor bf16 at 40
;   arg scale: scalar f32 at 48
;   arg B: dim i32 at 52
;   arg R: dim i32 at 56
;   arg NP: dim i32 at 60
;   arg P: dim i32 at 64
;   arg T: dim i32 at 68
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	attention_paged
	.p2align	8
	.type	attention_paged,@function
attention_paged:
	s_mov_b32 s4, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_mov_b32 s5, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument q
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument kc
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument vc
	s_load_dwordx2 s[12:13], s[0:1], 0x18               ; argument table
	s_load_dwordx2 s[14:15], s[0:1], 0x20               ; argument lens
	s_load_dwordx2 s[16:17], s[0:1], 0x28               ; argument o
	s_load_dword s18, s[0:1], 0x30                      ; argument scale
	s_load_dword s19, s[0:1], 0x34                      ; argument B
	s_load_dword s20, s[0:1], 0x38                      ; argument R
	s_load_dword s21, s[0:1], 0x3c                      ; argument NP
	s_load_dword s22, s[0:1], 0x40                      ; argument P
	s_load_dword s23, s[0:1], 0x44                      ; argument T
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s24, s2                                   ; program index along 'r'
	s_mul_i32 s25, s24, 16                              ; first 'r' of this program's tile (16)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s24, s20, s25
	s_min_u32 s26, s24, 16                              ; 'r' elements in this tile
	s_mov_b32 s24, s3                                   ; program index along 'b'
	s_cmp_ge_u32 s26, 16                                ; a whole chunk of 'r' (16) is in bounds
	s_cselect_b32 s27, 1, 0
	s_mul_i32 s28, 0x80, s20                            ; a stride of 'q'
	v_and_b32 v2, 15, v1
	v_mov_b32 v3, 0x80
	v_mul_lo_u32 v4, v3, v2
	v_lshrrev_b32 v3, 4, v1
	v_and_b32 v5, 3, v3
	v_lshlrev_b32 v6, 2, v5
	v_lshrrev_b32 v7, 6, v1
	v_lshlrev_b32 v8, 5, v7
	v_or_b32 v9, v6, v8                                 ; thread's 'd' coordinate
	v_add_u32 v6, v4, v9
	v_lshlrev_b32 v4, 1, v6                             ; thread's byte offset in a chunk of 'q'
	s_mul_i32 s30, s24, s28
	s_mul_hi_u32 s31, s24, s28
	s_lshl_b64 s[28:29], s[30:31], 1
	s_add_u32 s30, s6, s28                              ; 'q' at this program
	s_addc_u32 s31, s7, s29
	s_mul_i32 s6, s25, 0x80
	s_mul_hi_u32 s7, s25, 0x80
	s_lshl_b64 s[32:33], s[6:7], 1
	s_add_u32 s6, s30, s32                              ; 'q' at this program
	s_addc_u32 s7, s31, s33
	v_mov_b32 v6, 0x88
	v_mul_lo_u32 v10, v6, v2
	v_add_u32 v6, v10, v9
	v_lshlrev_b32 v11, 1, v6                            ; thread's place in opinv0
	s_mov_b32 s30, s24
	s_mov_b32 s31, 0
	s_lshl_b64 s[34:35], s[30:31], 2
	s_add_u32 s30, s14, s34                             ; 'lens' at this program
	s_addc_u32 s31, s15, s35
	v_lshlrev_b32 v6, 2, v3
	v_cmp_eq_u32 s[14:15], v2, 0                        ; one thread of each group of copies
	v_lshlrev_b32 v3, 2, v6
	v_lshrrev_b32 v12, 5, v1
	v_lshlrev_b32 v13, 2, v12
	v_lshlrev_b32 v14, 2, v9
	v_and_b32 v15, 31, v1
	v_lshlrev_b32 v16, 2, v15
	v_lshlrev_b32 v15, 2, v16
	v_mov_b32 v17, 0x88
	v_mul_lo_u32 v18, v17, v12
	v_add_u32 v17, v18, v16
	v_lshlrev_b32 v18, 1, v17                           ; thread's place in opa1
	v_lshlrev_b32 v17, 4, v7
	v_or_b32 v19, v2, v17                               ; thread's 'r' coordinate
	v_lshlrev_b32 v17, 3, v5
	v_mov_b32 v5, 0x88
	v_mul_lo_u32 v20, v5, v19
	v_add_u32 v5, v20, v17
	v_lshlrev_b32 v19, 1, v5                            ; thread's M-fragment place
	v_add_u32 v5, v10, v17
	v_lshlrev_b32 v10, 1, v5                            ; thread's N-fragment place
	v_and_b32 v5, 1, v7
	v_lshrrev_b32 v7, 7, v1
	v_and_b32 v20, 1, v7
	v_lshlrev_b32 v7, 1, v20
	v_or_b32 v20, v5, v7                                ; warp group along 'tt'
	v_mul_lo_u32 v5, 16, v20
	v_add_u32 v7, v5, v2
	v_lshlrev_b32 v5, 2, v7
	v_lshlrev_b32 v7, 2, v2
	v_and_b32 v20, 48, v1
	v_cmp_eq_u32 s[34:35], v20, 0                       ; one lane per warp group and element publishes
	v_mov_b32 v1, 0x48
	v_mul_lo_u32 v20, v1, v16
	v_add_u32 v1, v20, v12
	v_lshlrev_b32 v16, 1, v1                            ; thread's place in opa1
	v_or_b32 v1, v2, v8                                 ; thread's 'r' coordinate
	v_mov_b32 v8, 0x48
	v_mul_lo_u32 v20, v8, v1
	v_add_u32 v1, v20, v17
	v_lshlrev_b32 v8, 1, v1                             ; thread's M-fragment place
	v_mov_b32 v1, 0x48
	v_mul_lo_u32 v20, v1, v2
	v_add_u32 v1, v20, v6
	v_lshlrev_b32 v21, 1, v1                            ; thread's place in opb7
	v_add_u32 v1, v20, v17
	v_lshlrev_b32 v17, 1, v1                            ; thread's N-fragment place
	s_add_u32 s36, s16, s28                             ; 'o' at this program
	s_addc_u32 s37, s17, s29
	s_add_u32 s16, s36, s32                             ; 'o' at this program
	s_addc_u32 s17, s37, s33
	s_cmp_eq_u32 s27, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_paged_if0_else
	global_load_ushort v1, v4, s[6:7]                   ; examples/attention_paged.kgen:23: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v1
	global_load_ushort v1, v4, s[6:7] offset:2          ; examples/attention_paged.kgen:23: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v1
	global_load_ushort v1, v4, s[6:7] offset:4          ; examples/attention_paged.kgen:23: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v1
	global_load_ushort v1, v4, s[6:7] offset:6          ; examples/attention_paged.kgen:23: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v1
	global_load_ushort v1, v4, s[6:7] offset:32         ; examples/attention_paged.kgen:23: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v1
	global_load_ushort v1, v4, s[6:7] offset:34         ; examples/attention_paged.kgen:23: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v1
	global_load_ushort v1, v4, s[6:7] offset:36         ; examples/attention_paged.kgen:23: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v1
	global_load_ushort v1, v4, s[6:7] offset:38         ; examples/attention_paged.kgen:23: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v1
	v_lshrrev_b32 v1, 16, v20
	ds_write_b16 v11, v1                                ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v22
	ds_write_b16 v11, v1 offset:2                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v23
	ds_write_b16 v11, v1 offset:4                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v24
	ds_write_b16 v11, v1 offset:6                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v25
	ds_write_b16 v11, v1 offset:32                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v26
	ds_write_b16 v11, v1 offset:34                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v27
	ds_write_b16 v11, v1 offset:36                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v28
	ds_write_b16 v11, v1 offset:38                      ; B operand of the product: stage
	v_add_f32 v1, 0, 0                                  ; examples/attention_paged.kgen:20
	v_mov_b32 v22, v1                                   ; loop-carried 'acc'
	v_mov_b32 v23, v1                                   ; loop-carried 'acc'
	v_mov_b32 v24, v1                                   ; loop-carried 'acc'
	v_mov_b32 v25, v1                                   ; loop-carried 'acc'
	v_mov_b32 v26, v1                                   ; loop-carried 'acc'
	v_mov_b32 v27, v1                                   ; loop-carried 'acc'
	v_mov_b32 v28, v1                                   ; loop-carried 'acc'
	v_mov_b32 v29, v1                                   ; loop-carried 'acc'
	v_mov_b32 v20, v1                                   ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_paged.kgen:18
	v_add_f32 v30, v1, 0
	v_mov_b32 v1, v30                                   ; loop-carried 'mx'
	v_mov_b32 v30, 0                                    ; examples/attention_paged.kgen:23: load of 'lens'
	global_load_dword v31, v30, s[30:31]
	s_waitcnt vmcnt(0)
	v_max_i32 v30, 0, v31
	v_min_u32 v32, s23, v30                             ; for tt: stops after the last 'tt' the mask at 23:13 shows (tt <= lens[b] - 1)
	v_cmp_ge_u32 s[28:29], v32, 64                      ; at least one whole chunk of 'tt'
	v_sub_u32 v30, v32, 63
	s_nop 0
	v_cndmask_b32 v33, 0, v30, s[28:29]                 ; full chunks start below extent - chunk + 1
	s_nop 0
	v_readfirstlane_b32 s20, v33
	s_mov_b32 s25, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s25, s20
	s_cbranch_scc1 .Lattention_paged_loop0_end
.Lattention_paged_loop0:
	v_add_u32 v30, s25, v6
	v_add_u32 v33, 0, v30                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v34, 1, v30                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v35, 2, v30                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v36, 3, v30                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_cmp_lt_i32 s[28:29], v33, v31                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[32:33], v34, v31                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[36:37], v35, v31                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[38:39], v36, v31                     ; examples/attention_paged.kgen:23
	s_add_i32 s40, s24, 0                               ; index along 'b' (examples/attention_paged.kgen:22)
	s_ashr_i32 s41, s25, 6
	s_mul_i32 s42, s40, s22
	s_add_u32 s43, s42, s41
	s_lshl_b32 s42, s43, 2                              ; examples/attention_paged.kgen:22: byte offset
	s_cmp_lt_u32 s40, s19                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s40, 1, 0
	s_cmp_lt_u32 s41, s22                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s41, 1, 0
	s_and_b32 s43, s40, s41
	v_mov_b32 v30, 0                                    ; absent element
	s_cmp_eq_u32 s43, 0                                 ; if %upred_105
	s_cbranch_scc1 .Lattention_paged_skip0
	v_mov_b32 v37, s42                                  ; examples/attention_paged.kgen:22: gather from 'table'
	global_load_dword v30, v37, s[12:13]
.Lattention_paged_skip0:
	v_ashrrev_i32 v37, 31, v33                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v38, 31, 64
	v_add_u32 v39, v33, v37
	v_xor_b32 v39, v39, v37
	v_add_u32 v33, 64, v38
	v_xor_b32 v33, v33, v38
	v_cvt_f32_u32 v38, v33
	v_rcp_iflag_f32 v38, v38
	s_nop 0
	v_mul_f32 v38, 0x4f7ffffe, v38
	v_cvt_u32_f32 v40, v38
	v_sub_u32 v38, 0, v33
	v_mul_lo_u32 v38, v38, v40
	v_mul_hi_u32 v38, v40, v38
	v_add_u32 v40, v40, v38
	v_mul_hi_u32 v41, v39, v40
	v_mul_lo_u32 v38, v41, v33
	v_sub_u32 v40, v39, v38
	v_cmp_ge_u32 s[40:41], v40, v33
	v_sub_u32 v38, v40, v33
	s_nop 0
	v_cndmask_b32 v40, v40, v38, s[40:41]
	v_cmp_ge_u32 s[40:41], v40, v33
	v_sub_u32 v38, v40, v33
	s_nop 0
	v_cndmask_b32 v40, v40, v38, s[40:41]
	v_xor_b32 v40, v40, v37
	v_sub_u32 v40, v40, v37
	v_mov_b32 v33, v40
	v_ashrrev_i32 v37, 31, v34                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v38, 31, 64
	v_add_u32 v39, v34, v37
	v_xor_b32 v39, v39, v37
	v_add_u32 v34, 64, v38
	v_xor_b32 v34, v34, v38
	v_cvt_f32_u32 v38, v34
	v_rcp_iflag_f32 v38, v38
	s_nop 0
	v_mul_f32 v38, 0x4f7ffffe, v38
	v_cvt_u32_f32 v40, v38
	v_sub_u32 v38, 0, v34
	v_mul_lo_u32 v38, v38, v40
	v_mul_hi_u32 v38, v40, v38
	v_add_u32 v40, v40, v38
	v_mul_hi_u32 v41, v39, v40
	v_mul_lo_u32 v38, v41, v34
	v_sub_u32 v40, v39, v38
	v_cmp_ge_u32 s[40:41], v40, v34
	v_sub_u32 v38, v40, v34
	s_nop 0
	v_cndmask_b32 v40, v40, v38, s[40:41]
	v_cmp_ge_u32 s[40:41], v40, v34
	v_sub_u32 v38, v40, v34
	s_nop 0
	v_cndmask_b32 v40, v40, v38, s[40:41]
	v_xor_b32 v40, v40, v37
	v_sub_u32 v40, v40, v37
	v_mov_b32 v34, v40
	v_ashrrev_i32 v37, 31, v35                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v38, 31, 64
	v_add_u32 v39, v35, v37
	v_xor_b32 v39, v39, v37
	v_add_u32 v35, 64, v38
	v_xor_b32 v35, v35, v38
	v_cvt_f32_u32 v38, v35
	v_rcp_iflag_f32 v38, v38
	s_nop 0
	v_mul_f32 v38, 0x4f7ffffe, v38
	v_cvt_u32_f32 v40, v38
	v_sub_u32 v38, 0, v35
	v_mul_lo_u32 v38, v38, v40
	v_mul_hi_u32 v38, v40, v38
	v_add_u32 v40, v40, v38
	v_mul_hi_u32 v41, v39, v40
	v_mul_lo_u32 v38, v41, v35
	v_sub_u32 v40, v39, v38
	v_cmp_ge_u32 s[40:41], v40, v35
	v_sub_u32 v38, v40, v35
	s_nop 0
	v_cndmask_b32 v40, v40, v38, s[40:41]
	v_cmp_ge_u32 s[40:41], v40, v35
	v_sub_u32 v38, v40, v35
	s_nop 0
	v_cndmask_b32 v40, v40, v38, s[40:41]
	v_xor_b32 v40, v40, v37
	v_sub_u32 v40, v40, v37
	v_mov_b32 v35, v40
	v_ashrrev_i32 v37, 31, v36                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v38, 31, 64
	v_add_u32 v39, v36, v37
	v_xor_b32 v39, v39, v37
	v_add_u32 v36, 64, v38
	v_xor_b32 v36, v36, v38
	v_cvt_f32_u32 v38, v36
	v_rcp_iflag_f32 v38, v38
	s_nop 0
	v_mul_f32 v38, 0x4f7ffffe, v38
	v_cvt_u32_f32 v40, v38
	v_sub_u32 v38, 0, v36
	v_mul_lo_u32 v38, v38, v40
	v_mul_hi_u32 v38, v40, v38
	v_add_u32 v40, v40, v38
	v_mul_hi_u32 v41, v39, v40
	v_mul_lo_u32 v38, v41, v36
	v_sub_u32 v40, v39, v38
	v_cmp_ge_u32 s[40:41], v40, v36
	v_sub_u32 v38, v40, v36
	s_nop 0
	v_cndmask_b32 v40, v40, v38, s[40:41]
	v_cmp_ge_u32 s[40:41], v40, v36
	v_sub_u32 v38, v40, v36
	s_nop 0
	v_cndmask_b32 v40, v40, v38, s[40:41]
	v_xor_b32 v40, v40, v37
	v_sub_u32 v40, v40, v37
	v_mov_b32 v36, v40
	s_and_saveexec_b64 s[40:41], s[14:15]               ; lanes where %vpred_111
	ds_write_b32 v3, v33 offset:22784                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v34 offset:22788                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v35 offset:22792                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v36 offset:22796                   ; convert the operand at 23:56: write this thread's elements
	s_mov_b64 exec, s[40:41]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v37, v13 offset:22784                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v38, v13 offset:22816                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v39, v13 offset:22848                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v40, v13 offset:22880                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v41, v13 offset:22912                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v42, v13 offset:22944                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v43, v13 offset:22976                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v44, v13 offset:23008                   ; convert the operand at 23:56: read in the new layout
	v_add_u32 v45, 0, v9
	v_add_u32 v46, 0, v45                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v47, 1, v45                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v48, 2, v45                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v49, 3, v45                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v50, 16, v45                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v51, 17, v45                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v52, 18, v45                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v53, 19, v45                              ; index along 'd' (examples/attention_paged.kgen:23)
	s_and_saveexec_b64 s[40:41], s[14:15]               ; lanes where %vpred_111
	ds_write_b32 v14, v46 offset:23040                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v47 offset:23044                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v48 offset:23048                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v49 offset:23052                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v50 offset:23104                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v51 offset:23108                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v52 offset:23112                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v53 offset:23116                  ; convert the operand at 23:65: write this thread's elements
	s_mov_b64 exec, s[40:41]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v45, v15 offset:23040                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v54, v15 offset:23044                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v55, v15 offset:23048                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v56, v15 offset:23052                   ; convert the operand at 23:65: read in the new layout
	v_mov_b32 v57, 0x2000
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v58, v57, v30
	v_mov_b32 v57, 0x80
	v_mul_lo_u32 v59, v57, v37
	v_add_u32 v57, v58, v59
	s_waitcnt lgkmcnt(3)
	v_add_u32 v59, v57, v45
	v_lshlrev_b32 v60, 1, v59                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[40:41], v30, s21                     ; subscript 0 of 'kc' inside [0, NP)
	s_cmp_lg_u32 s43, 0
	s_cselect_b64 s[42:43], exec, 0
	s_and_b64 s[44:45], s[40:41], s[42:43]
	v_cmp_lt_u32 s[40:41], v37, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[42:43], s[44:45], s[40:41]
	v_mov_b32 v30, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[40:41], v45, v30
	s_and_b64 s[46:47], s[42:43], s[40:41]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_151
	global_load_ushort v30, v60, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v30
	s_waitcnt lgkmcnt(2)
	v_add_u32 v30, v57, v54
	v_lshlrev_b32 v59, 1, v30                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v30, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[46:47], v54, v30
	s_and_b64 s[48:49], s[42:43], s[46:47]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_157
	global_load_ushort v30, v59, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v30
	s_waitcnt lgkmcnt(1)
	v_add_u32 v30, v57, v55
	v_lshlrev_b32 v60, 1, v30                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v30, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[48:49], v55, v30
	s_and_b64 s[50:51], s[42:43], s[48:49]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_163
	global_load_ushort v30, v60, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v30
	s_waitcnt lgkmcnt(0)
	v_add_u32 v30, v57, v56
	v_lshlrev_b32 v57, 1, v30                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v30, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[50:51], v56, v30
	s_and_b64 s[52:53], s[42:43], s[50:51]
	v_mov_b32 v30, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[52:53]               ; lanes where %vpred_169
	global_load_ushort v30, v57, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v30
	v_mov_b32 v30, 0x80
	v_mul_lo_u32 v61, v30, v38
	v_add_u32 v30, v58, v61
	v_add_u32 v61, v30, v45
	v_lshlrev_b32 v62, 1, v61                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[42:43], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[44:45], s[42:43]
	s_and_b64 s[42:43], s[52:53], s[40:41]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_178
	global_load_ushort v38, v62, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v38
	v_add_u32 v38, v30, v54
	v_lshlrev_b32 v62, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[46:47]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_183
	global_load_ushort v38, v62, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v38
	v_add_u32 v38, v30, v55
	v_lshlrev_b32 v63, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[48:49]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_188
	global_load_ushort v38, v63, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v38
	v_add_u32 v38, v30, v56
	v_lshlrev_b32 v30, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[50:51]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[42:43]               ; lanes where %vpred_193
	global_load_ushort v38, v30, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v38
	v_mov_b32 v38, 0x80
	v_mul_lo_u32 v64, v38, v39
	v_add_u32 v38, v58, v64
	v_add_u32 v64, v38, v45
	v_lshlrev_b32 v65, 1, v64                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[42:43], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[44:45], s[42:43]
	s_and_b64 s[42:43], s[52:53], s[40:41]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_202
	global_load_ushort v39, v65, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v39
	v_add_u32 v39, v38, v54
	v_lshlrev_b32 v65, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[46:47]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_207
	global_load_ushort v39, v65, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v39
	v_add_u32 v39, v38, v55
	v_lshlrev_b32 v66, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[48:49]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_212
	global_load_ushort v39, v66, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v39
	v_add_u32 v39, v38, v56
	v_lshlrev_b32 v38, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[50:51]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[42:43]               ; lanes where %vpred_217
	global_load_ushort v39, v38, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v39
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v67, v39, v40
	v_add_u32 v39, v58, v67
	v_add_u32 v67, v39, v45
	v_lshlrev_b32 v68, 1, v67                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[42:43], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[44:45], s[42:43]
	s_and_b64 s[42:43], s[52:53], s[40:41]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_226
	global_load_ushort v40, v68, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v40
	v_add_u32 v40, v39, v54
	v_lshlrev_b32 v68, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[46:47]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_231
	global_load_ushort v40, v68, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v40
	v_add_u32 v40, v39, v55
	v_lshlrev_b32 v69, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[48:49]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_236
	global_load_ushort v40, v69, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v40
	v_add_u32 v40, v39, v56
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[50:51]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[42:43]               ; lanes where %vpred_241
	global_load_ushort v40, v39, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v40
	v_mov_b32 v40, 0x80
	v_mul_lo_u32 v70, v40, v41
	v_add_u32 v40, v58, v70
	v_add_u32 v70, v40, v45
	v_lshlrev_b32 v71, 1, v70                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[42:43], v41, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[44:45], s[42:43]
	s_and_b64 s[42:43], s[52:53], s[40:41]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_250
	global_load_ushort v41, v71, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v41
	v_add_u32 v41, v40, v54
	v_lshlrev_b32 v71, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[46:47]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_255
	global_load_ushort v41, v71, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v41
	v_add_u32 v41, v40, v55
	v_lshlrev_b32 v72, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[48:49]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_260
	global_load_ushort v41, v72, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v41
	v_add_u32 v41, v40, v56
	v_lshlrev_b32 v40, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[50:51]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[42:43]               ; lanes where %vpred_265
	global_load_ushort v41, v40, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v41
	v_mov_b32 v41, 0x80
	v_mul_lo_u32 v73, v41, v42
	v_add_u32 v41, v58, v73
	v_add_u32 v73, v41, v45
	v_lshlrev_b32 v74, 1, v73                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[42:43], v42, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[44:45], s[42:43]
	s_and_b64 s[42:43], s[52:53], s[40:41]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_274
	global_load_ushort v42, v74, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v42
	v_add_u32 v42, v41, v54
	v_lshlrev_b32 v74, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[46:47]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_279
	global_load_ushort v42, v74, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v42
	v_add_u32 v42, v41, v55
	v_lshlrev_b32 v75, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[48:49]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_284
	global_load_ushort v42, v75, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v42
	v_add_u32 v42, v41, v56
	v_lshlrev_b32 v41, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[50:51]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[42:43]               ; lanes where %vpred_289
	global_load_ushort v42, v41, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v42
	v_mov_b32 v42, 0x80
	v_mul_lo_u32 v76, v42, v43
	v_add_u32 v42, v58, v76
	v_add_u32 v76, v42, v45
	v_lshlrev_b32 v77, 1, v76                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[42:43], v43, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[44:45], s[42:43]
	s_and_b64 s[42:43], s[52:53], s[40:41]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_298
	global_load_ushort v43, v77, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v43
	v_add_u32 v43, v42, v54
	v_lshlrev_b32 v77, 1, v43                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[46:47]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_303
	global_load_ushort v43, v77, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v43
	v_add_u32 v43, v42, v55
	v_lshlrev_b32 v78, 1, v43                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[48:49]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_308
	global_load_ushort v43, v78, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v43
	v_add_u32 v43, v42, v56
	v_lshlrev_b32 v42, 1, v43                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[42:43], s[52:53], s[50:51]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[42:43]               ; lanes where %vpred_313
	global_load_ushort v43, v42, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v43
	v_mov_b32 v43, 0x80
	v_mul_lo_u32 v79, v43, v44
	v_add_u32 v43, v58, v79
	v_add_u32 v79, v43, v45
	v_lshlrev_b32 v45, 1, v79                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[42:43], v44, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[44:45], s[42:43]
	s_and_b64 s[42:43], s[52:53], s[40:41]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[42:43]               ; lanes where %vpred_322
	global_load_ushort v44, v45, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v44
	v_add_u32 v44, v43, v54
	v_lshlrev_b32 v54, 1, v44                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[46:47]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_327
	global_load_ushort v44, v54, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v44
	v_add_u32 v44, v43, v55
	v_lshlrev_b32 v55, 1, v44                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[48:49]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_332
	global_load_ushort v44, v55, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v44
	v_add_u32 v44, v43, v56
	v_lshlrev_b32 v43, 1, v44                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[50:51]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_337
	global_load_ushort v44, v43, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v44
	v_lshrrev_b32 v44, 16, v37
	ds_write_b16 v18, v44 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v37, 16, v59
	ds_write_b16 v18, v37 offset:4354                   ; A operand of the product: stage
	v_lshrrev_b32 v37, 16, v60
	ds_write_b16 v18, v37 offset:4356                   ; A operand of the product: stage
	v_lshrrev_b32 v37, 16, v57
	ds_write_b16 v18, v37 offset:4358                   ; A operand of the product: stage
	v_lshrrev_b32 v37, 16, v61
	ds_write_b16 v18, v37 offset:6528                   ; A operand of the product: stage
	v_lshrrev_b32 v37, 16, v62
	ds_write_b16 v18, v37 offset:6530                   ; A operand of the product: stage
	v_lshrrev_b32 v37, 16, v63
	ds_write_b16 v18, v37 offset:6532                   ; A operand of the product: stage
	v_lshrrev_b32 v37, 16, v30
	ds_write_b16 v18, v37 offset:6534                   ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v64
	ds_write_b16 v18, v30 offset:8704                   ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v65
	ds_write_b16 v18, v30 offset:8706                   ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v66
	ds_write_b16 v18, v30 offset:8708                   ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v38
	ds_write_b16 v18, v30 offset:8710                   ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v67
	ds_write_b16 v18, v30 offset:10880                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v68
	ds_write_b16 v18, v30 offset:10882                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v69
	ds_write_b16 v18, v30 offset:10884                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v39
	ds_write_b16 v18, v30 offset:10886                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v70
	ds_write_b16 v18, v30 offset:13056                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v71
	ds_write_b16 v18, v30 offset:13058                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v72
	ds_write_b16 v18, v30 offset:13060                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v40
	ds_write_b16 v18, v30 offset:13062                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v73
	ds_write_b16 v18, v30 offset:15232                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v74
	ds_write_b16 v18, v30 offset:15234                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v75
	ds_write_b16 v18, v30 offset:15236                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v41
	ds_write_b16 v18, v30 offset:15238                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v76
	ds_write_b16 v18, v30 offset:17408                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v77
	ds_write_b16 v18, v30 offset:17410                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v78
	ds_write_b16 v18, v30 offset:17412                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v42
	ds_write_b16 v18, v30 offset:17414                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v45
	ds_write_b16 v18, v30 offset:19584                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v54
	ds_write_b16 v18, v30 offset:19586                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v55
	ds_write_b16 v18, v30 offset:19588                  ; A operand of the product: stage
	v_lshrrev_b32 v30, 16, v43
	ds_write_b16 v18, v30 offset:19590                  ; A operand of the product: stage
	v_mov_b32 v38, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v40, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	ds_read_b128 v[42:45], v10                          ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[54:57], v19 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[38:41], v[54:55], v[42:43], v[38:41] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[38:41], v[56:57], v[44:45], v[38:41] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[42:45], v10 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[54:57], v19 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[38:41], v[54:55], v[42:43], v[38:41] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[38:41], v[56:57], v[44:45], v[38:41] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[42:45], v10 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[54:57], v19 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[38:41], v[54:55], v[42:43], v[38:41] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[38:41], v[56:57], v[44:45], v[38:41] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[42:45], v10 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[54:57], v19 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[38:41], v[54:55], v[42:43], v[38:41] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[38:41], v[56:57], v[44:45], v[38:41] ; examples/attention_paged.kgen:23: mfma 16x16x16
	s_nop 6
	v_mul_f32 v30, s18, v38                             ; examples/attention_paged.kgen:23
	v_mul_f32 v37, s18, v39                             ; examples/attention_paged.kgen:23
	v_mul_f32 v42, s18, v40                             ; examples/attention_paged.kgen:23
	v_mul_f32 v43, s18, v41                             ; examples/attention_paged.kgen:23
	v_mov_b32 v38, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v39, v38, v30, s[28:29]
	v_mov_b32 v30, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v38, v30, v37, s[32:33]
	v_mov_b32 v30, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v37, v30, v42, s[36:37]
	v_mov_b32 v30, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v40, v30, v43, s[38:39]
	v_max_f32 v30, v39, v38                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[28:29], v39, v38
	v_mov_b32 v41, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v30, v41, s[28:29]
	v_max_f32 v30, v42, v37                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[28:29], v42, v37
	v_mov_b32 v41, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v30, v41, s[28:29]
	v_max_f32 v30, v42, v40                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[28:29], v42, v40
	v_mov_b32 v41, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v30, v41, s[28:29]
	ds_swizzle_b32 v30, v42 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:24): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v41, v42, v30
	v_cmp_u_f32 s[28:29], v42, v30
	v_mov_b32 v30, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v41, v30, s[28:29]
	v_and_b32 v30, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:24): lanes 32 apart
	v_xor_b32 v30, 32, v30
	v_lshlrev_b32 v30, 2, v30
	ds_bpermute_b32 v41, v30, v42
	s_waitcnt lgkmcnt(0)
	v_max_f32 v30, v42, v41
	v_cmp_u_f32 s[28:29], v42, v41
	v_mov_b32 v41, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v30, v41, s[28:29]
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_444
	ds_write_b32 v5, v42 offset:23552                   ; max over 'tt' (examples/attention_paged.kgen:24): this warp group's partial
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v30, v7 offset:23552                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 0
	ds_read_b32 v41, v7 offset:23616                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v30, v41
	v_cmp_u_f32 s[28:29], v30, v41
	v_mov_b32 v30, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v42, v30, s[28:29]
	ds_read_b32 v30, v7 offset:23680                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v41, v30
	v_cmp_u_f32 s[28:29], v41, v30
	v_mov_b32 v30, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v42, v30, s[28:29]
	ds_read_b32 v30, v7 offset:23744                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v41, v30
	v_cmp_u_f32 s[28:29], v41, v30
	v_mov_b32 v30, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v42, v30, s[28:29]
	v_max_f32 v30, v1, v41                              ; examples/attention_paged.kgen:24
	v_cmp_u_f32 s[28:29], v1, v41
	v_mov_b32 v41, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v30, v41, s[28:29]
	v_sub_f32 v30, v1, v42                              ; examples/attention_paged.kgen:26
	v_mul_f32 v41, 0x3fb8aa3b, v30                      ; examples/attention_paged.kgen:26
	v_exp_f32 v30, v41                                  ; examples/attention_paged.kgen:26
	s_nop 0
	v_mul_f32 v41, v22, v30                             ; examples/attention_paged.kgen:28
	v_mul_f32 v43, v23, v30                             ; examples/attention_paged.kgen:28
	v_mul_f32 v44, v24, v30                             ; examples/attention_paged.kgen:28
	v_mul_f32 v45, v25, v30                             ; examples/attention_paged.kgen:28
	v_mul_f32 v54, v26, v30                             ; examples/attention_paged.kgen:28
	v_mul_f32 v55, v27, v30                             ; examples/attention_paged.kgen:28
	v_mul_f32 v56, v28, v30                             ; examples/attention_paged.kgen:28
	v_mul_f32 v57, v29, v30                             ; examples/attention_paged.kgen:28
	v_mov_b32 v22, v41                                  ; 'acc' scaled in place
	v_mov_b32 v23, v43                                  ; 'acc' scaled in place
	v_mov_b32 v24, v44                                  ; 'acc' scaled in place
	v_mov_b32 v25, v45                                  ; 'acc' scaled in place
	v_mov_b32 v26, v54                                  ; 'acc' scaled in place
	v_mov_b32 v27, v55                                  ; 'acc' scaled in place
	v_mov_b32 v28, v56                                  ; 'acc' scaled in place
	v_mov_b32 v29, v57                                  ; 'acc' scaled in place
	s_and_saveexec_b64 s[28:29], s[14:15]               ; lanes where %vpred_111
	ds_write_b32 v3, v33 offset:23808                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v34 offset:23812                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v35 offset:23816                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v36 offset:23820                   ; convert the operand at 28:48: write this thread's elements
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v13 offset:23808                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v34, v13 offset:23840                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v35, v13 offset:23872                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v36, v13 offset:23904                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v41, v13 offset:23936                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v43, v13 offset:23968                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v44, v13 offset:24000                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v45, v13 offset:24032                   ; convert the operand at 28:48: read in the new layout
	s_and_saveexec_b64 s[28:29], s[14:15]               ; lanes where %vpred_111
	ds_write_b32 v14, v46 offset:24064                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v47 offset:24068                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v48 offset:24072                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v49 offset:24076                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v50 offset:24128                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v51 offset:24132                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v52 offset:24136                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v53 offset:24140                  ; convert the operand at 28:57: write this thread's elements
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v46, v15 offset:24064                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v47, v15 offset:24068                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v48, v15 offset:24072                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v49, v15 offset:24076                   ; convert the operand at 28:57: read in the new layout
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v51, v50, v33
	v_add_u32 v50, v58, v51
	s_waitcnt lgkmcnt(3)
	v_add_u32 v51, v50, v46
	v_lshlrev_b32 v52, 1, v51                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[28:29], v33, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[32:33], s[44:45], s[28:29]
	v_mov_b32 v33, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[28:29], v46, v33
	s_and_b64 s[36:37], s[32:33], s[28:29]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_483
	global_load_ushort v33, v52, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32 v33, v50, v47
	v_lshlrev_b32 v52, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v33, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[36:37], v47, v33
	s_and_b64 s[38:39], s[32:33], s[36:37]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_489
	global_load_ushort v33, v52, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v33
	s_waitcnt lgkmcnt(1)
	v_add_u32 v33, v50, v48
	v_lshlrev_b32 v53, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v33, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[38:39], v48, v33
	s_and_b64 s[40:41], s[32:33], s[38:39]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_495
	global_load_ushort v33, v53, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32 v33, v50, v49
	v_lshlrev_b32 v50, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v33, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[40:41], v49, v33
	s_and_b64 s[42:43], s[32:33], s[40:41]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[42:43]               ; lanes where %vpred_501
	global_load_ushort v33, v50, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v33
	v_mov_b32 v33, 0x80
	v_mul_lo_u32 v54, v33, v34
	v_add_u32 v33, v58, v54
	v_add_u32 v54, v33, v46
	v_lshlrev_b32 v55, 1, v54                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[32:33], v34, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[42:43], s[44:45], s[32:33]
	s_and_b64 s[32:33], s[42:43], s[28:29]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_510
	global_load_ushort v34, v55, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v34
	v_add_u32 v34, v33, v47
	v_lshlrev_b32 v55, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[36:37]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_515
	global_load_ushort v34, v55, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v34
	v_add_u32 v34, v33, v48
	v_lshlrev_b32 v56, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[38:39]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_520
	global_load_ushort v34, v56, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v34
	v_add_u32 v34, v33, v49
	v_lshlrev_b32 v33, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[40:41]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[32:33]               ; lanes where %vpred_525
	global_load_ushort v34, v33, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v34
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v57, v34, v35
	v_add_u32 v34, v58, v57
	v_add_u32 v57, v34, v46
	v_lshlrev_b32 v59, 1, v57                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[32:33], v35, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[42:43], s[44:45], s[32:33]
	s_and_b64 s[32:33], s[42:43], s[28:29]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_534
	global_load_ushort v35, v59, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v35
	v_add_u32 v35, v34, v47
	v_lshlrev_b32 v59, 1, v35                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[36:37]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_539
	global_load_ushort v35, v59, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v35
	v_add_u32 v35, v34, v48
	v_lshlrev_b32 v60, 1, v35                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[38:39]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_544
	global_load_ushort v35, v60, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v35
	v_add_u32 v35, v34, v49
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[40:41]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[32:33]               ; lanes where %vpred_549
	global_load_ushort v35, v34, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v35
	v_mov_b32 v35, 0x80
	v_mul_lo_u32 v61, v35, v36
	v_add_u32 v35, v58, v61
	v_add_u32 v61, v35, v46
	v_lshlrev_b32 v62, 1, v61                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[32:33], v36, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[42:43], s[44:45], s[32:33]
	s_and_b64 s[32:33], s[42:43], s[28:29]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_558
	global_load_ushort v36, v62, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v36
	v_add_u32 v36, v35, v47
	v_lshlrev_b32 v62, 1, v36                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[36:37]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_563
	global_load_ushort v36, v62, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v36
	v_add_u32 v36, v35, v48
	v_lshlrev_b32 v63, 1, v36                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[38:39]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_568
	global_load_ushort v36, v63, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v36
	v_add_u32 v36, v35, v49
	v_lshlrev_b32 v35, 1, v36                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[40:41]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[32:33]               ; lanes where %vpred_573
	global_load_ushort v36, v35, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v36
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v64, v36, v41
	v_add_u32 v36, v58, v64
	v_add_u32 v64, v36, v46
	v_lshlrev_b32 v65, 1, v64                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[32:33], v41, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[42:43], s[44:45], s[32:33]
	s_and_b64 s[32:33], s[42:43], s[28:29]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_582
	global_load_ushort v41, v65, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v41
	v_add_u32 v41, v36, v47
	v_lshlrev_b32 v65, 1, v41                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[36:37]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_587
	global_load_ushort v41, v65, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v41
	v_add_u32 v41, v36, v48
	v_lshlrev_b32 v66, 1, v41                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[38:39]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_592
	global_load_ushort v41, v66, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v41
	v_add_u32 v41, v36, v49
	v_lshlrev_b32 v36, 1, v41                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[40:41]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[32:33]               ; lanes where %vpred_597
	global_load_ushort v41, v36, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v41
	v_mov_b32 v41, 0x80
	v_mul_lo_u32 v67, v41, v43
	v_add_u32 v41, v58, v67
	v_add_u32 v67, v41, v46
	v_lshlrev_b32 v68, 1, v67                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[32:33], v43, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[42:43], s[44:45], s[32:33]
	s_and_b64 s[32:33], s[42:43], s[28:29]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_606
	global_load_ushort v43, v68, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v43
	v_add_u32 v43, v41, v47
	v_lshlrev_b32 v68, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[36:37]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_611
	global_load_ushort v43, v68, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v43
	v_add_u32 v43, v41, v48
	v_lshlrev_b32 v69, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[38:39]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_616
	global_load_ushort v43, v69, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v43
	v_add_u32 v43, v41, v49
	v_lshlrev_b32 v41, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[40:41]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[32:33]               ; lanes where %vpred_621
	global_load_ushort v43, v41, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v43
	v_mov_b32 v43, 0x80
	v_mul_lo_u32 v70, v43, v44
	v_add_u32 v43, v58, v70
	v_add_u32 v70, v43, v46
	v_lshlrev_b32 v71, 1, v70                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[32:33], v44, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[42:43], s[44:45], s[32:33]
	s_and_b64 s[32:33], s[42:43], s[28:29]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_630
	global_load_ushort v44, v71, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v44
	v_add_u32 v44, v43, v47
	v_lshlrev_b32 v71, 1, v44                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[36:37]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_635
	global_load_ushort v44, v71, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v44
	v_add_u32 v44, v43, v48
	v_lshlrev_b32 v72, 1, v44                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[38:39]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[32:33]               ; lanes where %vpred_640
	global_load_ushort v44, v72, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v44
	v_add_u32 v44, v43, v49
	v_lshlrev_b32 v43, 1, v44                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[42:43], s[40:41]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[32:33]               ; lanes where %vpred_645
	global_load_ushort v44, v43, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v44
	v_mov_b32 v44, 0x80
	v_mul_lo_u32 v73, v44, v45
	v_add_u32 v44, v58, v73
	v_add_u32 v58, v44, v46
	v_lshlrev_b32 v46, 1, v58                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[32:33], v45, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[42:43], s[44:45], s[32:33]
	s_and_b64 s[32:33], s[42:43], s[28:29]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_654
	global_load_ushort v45, v46, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v45
	v_add_u32 v45, v44, v47
	v_lshlrev_b32 v47, 1, v45                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[28:29], s[42:43], s[36:37]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_659
	global_load_ushort v45, v47, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v45
	v_add_u32 v45, v44, v48
	v_lshlrev_b32 v48, 1, v45                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[28:29], s[42:43], s[38:39]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_664
	global_load_ushort v45, v48, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v45
	v_add_u32 v45, v44, v49
	v_lshlrev_b32 v44, 1, v45                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[28:29], s[42:43], s[40:41]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_669
	global_load_ushort v45, v44, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v45
	v_lshrrev_b32 v45, 16, v51
	ds_write_b16 v16, v45 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v45, 16, v52
	ds_write_b16 v16, v45 offset:4496                   ; A operand of the product: stage
	v_lshrrev_b32 v45, 16, v53
	ds_write_b16 v16, v45 offset:4640                   ; A operand of the product: stage
	v_lshrrev_b32 v45, 16, v50
	ds_write_b16 v16, v45 offset:4784                   ; A operand of the product: stage
	v_lshrrev_b32 v45, 16, v54
	ds_write_b16 v16, v45 offset:4368                   ; A operand of the product: stage
	v_lshrrev_b32 v45, 16, v55
	ds_write_b16 v16, v45 offset:4512                   ; A operand of the product: stage
	v_lshrrev_b32 v45, 16, v56
	ds_write_b16 v16, v45 offset:4656                   ; A operand of the product: stage
	v_lshrrev_b32 v45, 16, v33
	ds_write_b16 v16, v45 offset:4800                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v57
	ds_write_b16 v16, v33 offset:4384                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v59
	ds_write_b16 v16, v33 offset:4528                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v60
	ds_write_b16 v16, v33 offset:4672                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v34
	ds_write_b16 v16, v33 offset:4816                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v61
	ds_write_b16 v16, v33 offset:4400                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v62
	ds_write_b16 v16, v33 offset:4544                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v63
	ds_write_b16 v16, v33 offset:4688                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v35
	ds_write_b16 v16, v33 offset:4832                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v64
	ds_write_b16 v16, v33 offset:4416                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v65
	ds_write_b16 v16, v33 offset:4560                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v66
	ds_write_b16 v16, v33 offset:4704                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v36
	ds_write_b16 v16, v33 offset:4848                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v67
	ds_write_b16 v16, v33 offset:4432                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v68
	ds_write_b16 v16, v33 offset:4576                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v69
	ds_write_b16 v16, v33 offset:4720                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v41
	ds_write_b16 v16, v33 offset:4864                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v70
	ds_write_b16 v16, v33 offset:4448                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v71
	ds_write_b16 v16, v33 offset:4592                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v72
	ds_write_b16 v16, v33 offset:4736                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v43
	ds_write_b16 v16, v33 offset:4880                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v46
	ds_write_b16 v16, v33 offset:4464                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v47
	ds_write_b16 v16, v33 offset:4608                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v48
	ds_write_b16 v16, v33 offset:4752                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v44
	ds_write_b16 v16, v33 offset:4896                   ; A operand of the product: stage
	v_mul_f32 v33, 0xbfb8aa3b, v42                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:25)
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v35, v39, v34, v33
	v_exp_f32 v34, v35                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v35, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v36, v38, v35, v33
	v_exp_f32 v35, v36                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v36, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v38, v37, v36, v33
	v_exp_f32 v36, v38                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v37, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v38, v40, v37, v33
	v_exp_f32 v33, v38                                  ; examples/attention_paged.kgen:25
	v_bfe_u32 v37, v34, 16, 1                           ; round to bf16
	v_add3_u32 v38, v34, v37, s4
	v_cmp_u_f32 s[28:29], v34, v34
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v38, v37, s[28:29]
	v_and_b32 v37, 0xffff0000, v38
	v_bfe_u32 v38, v35, 16, 1                           ; round to bf16
	v_add3_u32 v39, v35, v38, s4
	v_cmp_u_f32 s[28:29], v35, v35
	v_mov_b32 v38, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v39, v38, s[28:29]
	v_and_b32 v38, 0xffff0000, v39
	v_bfe_u32 v39, v36, 16, 1                           ; round to bf16
	v_add3_u32 v40, v36, v39, s4
	v_cmp_u_f32 s[28:29], v36, v36
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v40, v39, s[28:29]
	v_and_b32 v39, 0xffff0000, v40
	v_bfe_u32 v40, v33, 16, 1                           ; round to bf16
	v_add3_u32 v41, v33, v40, s4
	v_cmp_u_f32 s[28:29], v33, v33
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v41, v40, s[28:29]
	v_and_b32 v40, 0xffff0000, v41
	v_lshrrev_b32 v41, 16, v37
	ds_write_b16 v21, v41 offset:24576                  ; B operand of the product: stage
	v_lshrrev_b32 v37, 16, v38
	ds_write_b16 v21, v37 offset:24578                  ; B operand of the product: stage
	v_lshrrev_b32 v37, 16, v39
	ds_write_b16 v21, v37 offset:24580                  ; B operand of the product: stage
	v_lshrrev_b32 v37, 16, v40
	ds_write_b16 v21, v37 offset:24582                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[38:41], v17 offset:24576             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[44:47], v8 offset:4352               ; A fragment 0, k-steps 0..1
	ds_read_b128 v[48:51], v8 offset:6656               ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[22:25], v[44:45], v[38:39], v[22:25] ; examples/attention_paged.kgen:28: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[26:29], v[48:49], v[38:39], v[26:29] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[22:25], v[46:47], v[40:41], v[22:25] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[26:29], v[50:51], v[40:41], v[26:29] ; examples/attention_paged.kgen:28: mfma 16x16x16
	ds_read_b128 v[38:41], v17 offset:24640             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[44:47], v8 offset:4416               ; A fragment 0, k-steps 2..3
	ds_read_b128 v[48:51], v8 offset:6720               ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[22:25], v[44:45], v[38:39], v[22:25] ; examples/attention_paged.kgen:28: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[26:29], v[48:49], v[38:39], v[26:29] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[22:25], v[46:47], v[40:41], v[22:25] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[26:29], v[50:51], v[40:41], v[26:29] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mul_f32 v37, v20, v30                             ; examples/attention_paged.kgen:27
	v_add_f32 v30, v34, v35                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	v_add_f32 v34, v30, v36                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	v_add_f32 v30, v34, v33                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	ds_swizzle_b32 v33, v30 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:27): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v30, v33
	v_and_b32 v30, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:27): lanes 32 apart
	v_xor_b32 v30, 32, v30
	v_lshlrev_b32 v30, 2, v30
	ds_bpermute_b32 v33, v30, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32 v30, v34, v33
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_444
	ds_write_b32 v5, v30 offset:28928                   ; sum over 'tt' (examples/attention_paged.kgen:27): this warp group's partial
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v30, v7 offset:28928                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 0
	ds_read_b32 v33, v7 offset:28992                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v30, v33
	ds_read_b32 v30, v7 offset:29056                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v34, v30
	ds_read_b32 v30, v7 offset:29120                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v33, v30
	v_add_f32 v30, v37, v34                             ; examples/attention_paged.kgen:27
	v_mov_b32 v20, v30                                  ; next 'l'
	v_mov_b32 v1, v42                                   ; next 'mx'
	s_add_u32 s25, s25, 64
	s_cmp_lt_u32 s25, s20
	s_cbranch_scc1 .Lattention_paged_loop0
.Lattention_paged_loop0_end:
	v_readfirstlane_b32 s20, v32
	s_mov_b32 s28, s25                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s28, s20
	s_cbranch_scc1 .Lattention_paged_loop1_end
.Lattention_paged_loop1:
	v_sub_u32 v30, v32, s28
	v_add_u32 v33, s28, v6
	v_add_u32 v34, 0, v33                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v35, 1, v33                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v36, 2, v33                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v37, 3, v33                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_cmp_lt_i32 s[32:33], v34, v31                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[36:37], v35, v31                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[38:39], v36, v31                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[40:41], v37, v31                     ; examples/attention_paged.kgen:23
	s_add_i32 s25, s24, 0                               ; index along 'b' (examples/attention_paged.kgen:22)
	s_ashr_i32 s29, s28, 6
	s_mul_i32 s42, s25, s22
	s_add_u32 s43, s42, s29
	s_lshl_b32 s42, s43, 2                              ; examples/attention_paged.kgen:22: byte offset
	s_cmp_lt_u32 s25, s19                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s25, 1, 0
	s_cmp_lt_u32 s29, s22                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s29, 1, 0
	s_and_b32 s43, s25, s29
	v_mov_b32 v33, 0                                    ; absent element
	s_cmp_eq_u32 s43, 0                                 ; if %upred_791
	s_cbranch_scc1 .Lattention_paged_skip1
	v_mov_b32 v38, s42                                  ; examples/attention_paged.kgen:22: gather from 'table'
	global_load_dword v33, v38, s[12:13]
.Lattention_paged_skip1:
	v_ashrrev_i32 v38, 31, v34                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v39, 31, 64
	v_add_u32 v40, v34, v38
	v_xor_b32 v40, v40, v38
	v_add_u32 v34, 64, v39
	v_xor_b32 v34, v34, v39
	v_cvt_f32_u32 v39, v34
	v_rcp_iflag_f32 v39, v39
	s_nop 0
	v_mul_f32 v39, 0x4f7ffffe, v39
	v_cvt_u32_f32 v41, v39
	v_sub_u32 v39, 0, v34
	v_mul_lo_u32 v39, v39, v41
	v_mul_hi_u32 v39, v41, v39
	v_add_u32 v41, v41, v39
	v_mul_hi_u32 v42, v40, v41
	v_mul_lo_u32 v39, v42, v34
	v_sub_u32 v41, v40, v39
	v_cmp_ge_u32 s[44:45], v41, v34
	v_sub_u32 v39, v41, v34
	s_nop 0
	v_cndmask_b32 v41, v41, v39, s[44:45]
	v_cmp_ge_u32 s[44:45], v41, v34
	v_sub_u32 v39, v41, v34
	s_nop 0
	v_cndmask_b32 v41, v41, v39, s[44:45]
	v_xor_b32 v41, v41, v38
	v_sub_u32 v41, v41, v38
	v_mov_b32 v34, v41
	v_ashrrev_i32 v38, 31, v35                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v39, 31, 64
	v_add_u32 v40, v35, v38
	v_xor_b32 v40, v40, v38
	v_add_u32 v35, 64, v39
	v_xor_b32 v35, v35, v39
	v_cvt_f32_u32 v39, v35
	v_rcp_iflag_f32 v39, v39
	s_nop 0
	v_mul_f32 v39, 0x4f7ffffe, v39
	v_cvt_u32_f32 v41, v39
	v_sub_u32 v39, 0, v35
	v_mul_lo_u32 v39, v39, v41
	v_mul_hi_u32 v39, v41, v39
	v_add_u32 v41, v41, v39
	v_mul_hi_u32 v42, v40, v41
	v_mul_lo_u32 v39, v42, v35
	v_sub_u32 v41, v40, v39
	v_cmp_ge_u32 s[44:45], v41, v35
	v_sub_u32 v39, v41, v35
	s_nop 0
	v_cndmask_b32 v41, v41, v39, s[44:45]
	v_cmp_ge_u32 s[44:45], v41, v35
	v_sub_u32 v39, v41, v35
	s_nop 0
	v_cndmask_b32 v41, v41, v39, s[44:45]
	v_xor_b32 v41, v41, v38
	v_sub_u32 v41, v41, v38
	v_mov_b32 v35, v41
	v_ashrrev_i32 v38, 31, v36                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v39, 31, 64
	v_add_u32 v40, v36, v38
	v_xor_b32 v40, v40, v38
	v_add_u32 v36, 64, v39
	v_xor_b32 v36, v36, v39
	v_cvt_f32_u32 v39, v36
	v_rcp_iflag_f32 v39, v39
	s_nop 0
	v_mul_f32 v39, 0x4f7ffffe, v39
	v_cvt_u32_f32 v41, v39
	v_sub_u32 v39, 0, v36
	v_mul_lo_u32 v39, v39, v41
	v_mul_hi_u32 v39, v41, v39
	v_add_u32 v41, v41, v39
	v_mul_hi_u32 v42, v40, v41
	v_mul_lo_u32 v39, v42, v36
	v_sub_u32 v41, v40, v39
	v_cmp_ge_u32 s[44:45], v41, v36
	v_sub_u32 v39, v41, v36
	s_nop 0
	v_cndmask_b32 v41, v41, v39, s[44:45]
	v_cmp_ge_u32 s[44:45], v41, v36
	v_sub_u32 v39, v41, v36
	s_nop 0
	v_cndmask_b32 v41, v41, v39, s[44:45]
	v_xor_b32 v41, v41, v38
	v_sub_u32 v41, v41, v38
	v_mov_b32 v36, v41
	v_ashrrev_i32 v38, 31, v37                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v39, 31, 64
	v_add_u32 v40, v37, v38
	v_xor_b32 v40, v40, v38
	v_add_u32 v37, 64, v39
	v_xor_b32 v37, v37, v39
	v_cvt_f32_u32 v39, v37
	v_rcp_iflag_f32 v39, v39
	s_nop 0
	v_mul_f32 v39, 0x4f7ffffe, v39
	v_cvt_u32_f32 v41, v39
	v_sub_u32 v39, 0, v37
	v_mul_lo_u32 v39, v39, v41
	v_mul_hi_u32 v39, v41, v39
	v_add_u32 v41, v41, v39
	v_mul_hi_u32 v42, v40, v41
	v_mul_lo_u32 v39, v42, v37
	v_sub_u32 v41, v40, v39
	v_cmp_ge_u32 s[44:45], v41, v37
	v_sub_u32 v39, v41, v37
	s_nop 0
	v_cndmask_b32 v41, v41, v39, s[44:45]
	v_cmp_ge_u32 s[44:45], v41, v37
	v_sub_u32 v39, v41, v37
	s_nop 0
	v_cndmask_b32 v41, v41, v39, s[44:45]
	v_xor_b32 v41, v41, v38
	v_sub_u32 v41, v41, v38
	v_mov_b32 v37, v41
	s_and_saveexec_b64 s[44:45], s[14:15]               ; lanes where %vpred_111
	ds_write_b32 v3, v34 offset:22784                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v35 offset:22788                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v36 offset:22792                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v37 offset:22796                   ; convert the operand at 23:56: write this thread's elements
	s_mov_b64 exec, s[44:45]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v38, v13 offset:22784                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v39, v13 offset:22816                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v40, v13 offset:22848                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v41, v13 offset:22880                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v42, v13 offset:22912                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v43, v13 offset:22944                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v44, v13 offset:22976                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v45, v13 offset:23008                   ; convert the operand at 23:56: read in the new layout
	v_add_u32 v46, 0, v9
	v_add_u32 v47, 0, v46                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v48, 1, v46                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v49, 2, v46                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v50, 3, v46                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v51, 16, v46                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v52, 17, v46                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v53, 18, v46                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v54, 19, v46                              ; index along 'd' (examples/attention_paged.kgen:23)
	s_and_saveexec_b64 s[44:45], s[14:15]               ; lanes where %vpred_111
	ds_write_b32 v14, v47 offset:23040                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v48 offset:23044                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v49 offset:23048                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v50 offset:23052                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v51 offset:23104                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v52 offset:23108                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v53 offset:23112                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v54 offset:23116                  ; convert the operand at 23:65: write this thread's elements
	s_mov_b64 exec, s[44:45]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v46, v15 offset:23040                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v55, v15 offset:23044                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v56, v15 offset:23048                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v57, v15 offset:23052                   ; convert the operand at 23:65: read in the new layout
	v_mov_b32 v58, 0x2000
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v59, v58, v33
	v_mov_b32 v58, 0x80
	v_mul_lo_u32 v60, v58, v38
	v_add_u32 v58, v59, v60
	s_waitcnt lgkmcnt(3)
	v_add_u32 v60, v58, v46
	v_lshlrev_b32 v61, 1, v60                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[44:45], v33, s21                     ; subscript 0 of 'kc' inside [0, NP)
	s_cmp_lg_u32 s43, 0
	s_cselect_b64 s[42:43], exec, 0
	s_and_b64 s[46:47], s[44:45], s[42:43]
	v_cmp_lt_u32 s[42:43], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[46:47], s[42:43]
	v_mov_b32 v33, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[42:43], v46, v33
	s_and_b64 s[48:49], s[44:45], s[42:43]
	v_cmp_lt_u32 s[50:51], v12, v30                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[48:49], s[50:51]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[52:53]               ; lanes where %vpred_830
	global_load_ushort v33, v61, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32 v33, v58, v55
	v_lshlrev_b32 v60, 1, v33                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v33, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[48:49], v55, v33
	s_and_b64 s[52:53], s[44:45], s[48:49]
	s_and_b64 s[54:55], s[52:53], s[50:51]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[54:55]               ; lanes where %vpred_837
	global_load_ushort v33, v60, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v33
	s_waitcnt lgkmcnt(1)
	v_add_u32 v33, v58, v56
	v_lshlrev_b32 v61, 1, v33                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v33, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[52:53], v56, v33
	s_and_b64 s[54:55], s[44:45], s[52:53]
	s_and_b64 s[56:57], s[54:55], s[50:51]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[56:57]               ; lanes where %vpred_844
	global_load_ushort v33, v61, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32 v33, v58, v57
	v_lshlrev_b32 v58, 1, v33                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v33, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[54:55], v57, v33
	s_and_b64 s[56:57], s[44:45], s[54:55]
	s_and_b64 s[44:45], s[56:57], s[50:51]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[44:45]               ; lanes where %vpred_851
	global_load_ushort v33, v58, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v33
	v_mov_b32 v33, 0x80
	v_mul_lo_u32 v62, v33, v39
	v_add_u32 v33, v59, v62
	v_add_u32 v62, v33, v46
	v_lshlrev_b32 v63, 1, v62                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[44:45], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[46:47], s[44:45]
	s_and_b64 s[44:45], s[56:57], s[42:43]
	v_add_u32 v39, 8, v12
	v_cmp_lt_u32 s[58:59], v39, v30                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[44:45], s[58:59]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[60:61]               ; lanes where %vpred_863
	global_load_ushort v39, v63, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v39
	v_add_u32 v39, v33, v55
	v_lshlrev_b32 v63, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[48:49]
	s_and_b64 s[60:61], s[44:45], s[58:59]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[60:61]               ; lanes where %vpred_869
	global_load_ushort v39, v63, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v39
	v_add_u32 v39, v33, v56
	v_lshlrev_b32 v64, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[52:53]
	s_and_b64 s[60:61], s[44:45], s[58:59]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[60:61]               ; lanes where %vpred_875
	global_load_ushort v39, v64, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v39
	v_add_u32 v39, v33, v57
	v_lshlrev_b32 v33, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[54:55]
	s_and_b64 s[56:57], s[44:45], s[58:59]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[56:57]               ; lanes where %vpred_881
	global_load_ushort v39, v33, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v39
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v65, v39, v40
	v_add_u32 v39, v59, v65
	v_add_u32 v65, v39, v46
	v_lshlrev_b32 v66, 1, v65                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[44:45], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[46:47], s[44:45]
	s_and_b64 s[44:45], s[56:57], s[42:43]
	v_add_u32 v40, 16, v12
	v_cmp_lt_u32 s[60:61], v40, v30                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[44:45], s[60:61]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[62:63]               ; lanes where %vpred_893
	global_load_ushort v40, v66, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v40
	v_add_u32 v40, v39, v55
	v_lshlrev_b32 v66, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[48:49]
	s_and_b64 s[62:63], s[44:45], s[60:61]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[62:63]               ; lanes where %vpred_899
	global_load_ushort v40, v66, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v40
	v_add_u32 v40, v39, v56
	v_lshlrev_b32 v67, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[52:53]
	s_and_b64 s[62:63], s[44:45], s[60:61]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[62:63]               ; lanes where %vpred_905
	global_load_ushort v40, v67, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v40
	v_add_u32 v40, v39, v57
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[54:55]
	s_and_b64 s[56:57], s[44:45], s[60:61]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[56:57]               ; lanes where %vpred_911
	global_load_ushort v40, v39, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v40
	v_mov_b32 v40, 0x80
	v_mul_lo_u32 v68, v40, v41
	v_add_u32 v40, v59, v68
	v_add_u32 v68, v40, v46
	v_lshlrev_b32 v69, 1, v68                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[44:45], v41, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[46:47], s[44:45]
	s_and_b64 s[44:45], s[56:57], s[42:43]
	v_add_u32 v41, 24, v12
	v_cmp_lt_u32 s[62:63], v41, v30                     ; 'tt' element in bounds
	s_and_b64 s[64:65], s[44:45], s[62:63]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[64:65]               ; lanes where %vpred_923
	global_load_ushort v41, v69, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v41
	v_add_u32 v41, v40, v55
	v_lshlrev_b32 v69, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[48:49]
	s_and_b64 s[64:65], s[44:45], s[62:63]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[64:65]               ; lanes where %vpred_929
	global_load_ushort v41, v69, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v41
	v_add_u32 v41, v40, v56
	v_lshlrev_b32 v70, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[52:53]
	s_and_b64 s[64:65], s[44:45], s[62:63]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[64:65]               ; lanes where %vpred_935
	global_load_ushort v41, v70, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v41
	v_add_u32 v41, v40, v57
	v_lshlrev_b32 v40, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[54:55]
	s_and_b64 s[56:57], s[44:45], s[62:63]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[56:57]               ; lanes where %vpred_941
	global_load_ushort v41, v40, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v41
	v_mov_b32 v41, 0x80
	v_mul_lo_u32 v71, v41, v42
	v_add_u32 v41, v59, v71
	v_add_u32 v71, v41, v46
	v_lshlrev_b32 v72, 1, v71                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[44:45], v42, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[46:47], s[44:45]
	s_and_b64 s[44:45], s[56:57], s[42:43]
	v_add_u32 v42, 32, v12
	v_cmp_lt_u32 s[64:65], v42, v30                     ; 'tt' element in bounds
	s_and_b64 s[66:67], s[44:45], s[64:65]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[66:67]               ; lanes where %vpred_953
	global_load_ushort v42, v72, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v42
	v_add_u32 v42, v41, v55
	v_lshlrev_b32 v72, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[48:49]
	s_and_b64 s[66:67], s[44:45], s[64:65]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[66:67]               ; lanes where %vpred_959
	global_load_ushort v42, v72, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v42
	v_add_u32 v42, v41, v56
	v_lshlrev_b32 v73, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[52:53]
	s_and_b64 s[66:67], s[44:45], s[64:65]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[66:67]               ; lanes where %vpred_965
	global_load_ushort v42, v73, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v42
	v_add_u32 v42, v41, v57
	v_lshlrev_b32 v41, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[54:55]
	s_and_b64 s[56:57], s[44:45], s[64:65]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[56:57]               ; lanes where %vpred_971
	global_load_ushort v42, v41, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v42
	v_mov_b32 v42, 0x80
	v_mul_lo_u32 v74, v42, v43
	v_add_u32 v42, v59, v74
	v_add_u32 v74, v42, v46
	v_lshlrev_b32 v75, 1, v74                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[44:45], v43, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[46:47], s[44:45]
	s_and_b64 s[44:45], s[56:57], s[42:43]
	v_add_u32 v43, 40, v12
	v_cmp_lt_u32 s[66:67], v43, v30                     ; 'tt' element in bounds
	s_and_b64 s[68:69], s[44:45], s[66:67]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[68:69]               ; lanes where %vpred_983
	global_load_ushort v43, v75, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v43
	v_add_u32 v43, v42, v55
	v_lshlrev_b32 v75, 1, v43                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[48:49]
	s_and_b64 s[68:69], s[44:45], s[66:67]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[68:69]               ; lanes where %vpred_989
	global_load_ushort v43, v75, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v43
	v_add_u32 v43, v42, v56
	v_lshlrev_b32 v76, 1, v43                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[52:53]
	s_and_b64 s[68:69], s[44:45], s[66:67]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[68:69]               ; lanes where %vpred_995
	global_load_ushort v43, v76, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v43
	v_add_u32 v43, v42, v57
	v_lshlrev_b32 v42, 1, v43                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[54:55]
	s_and_b64 s[56:57], s[44:45], s[66:67]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[56:57]               ; lanes where %vpred_1001
	global_load_ushort v43, v42, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v43
	v_mov_b32 v43, 0x80
	v_mul_lo_u32 v77, v43, v44
	v_add_u32 v43, v59, v77
	v_add_u32 v77, v43, v46
	v_lshlrev_b32 v78, 1, v77                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[44:45], v44, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[46:47], s[44:45]
	s_and_b64 s[44:45], s[56:57], s[42:43]
	v_add_u32 v44, 48, v12
	v_cmp_lt_u32 s[68:69], v44, v30                     ; 'tt' element in bounds
	s_and_b64 s[70:71], s[44:45], s[68:69]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[70:71]               ; lanes where %vpred_1013
	global_load_ushort v44, v78, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v44
	v_add_u32 v44, v43, v55
	v_lshlrev_b32 v78, 1, v44                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[48:49]
	s_and_b64 s[70:71], s[44:45], s[68:69]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[70:71]               ; lanes where %vpred_1019
	global_load_ushort v44, v78, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v44
	v_add_u32 v44, v43, v56
	v_lshlrev_b32 v79, 1, v44                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[52:53]
	s_and_b64 s[70:71], s[44:45], s[68:69]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[70:71]               ; lanes where %vpred_1025
	global_load_ushort v44, v79, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v44
	v_add_u32 v44, v43, v57
	v_lshlrev_b32 v43, 1, v44                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[54:55]
	s_and_b64 s[56:57], s[44:45], s[68:69]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[56:57]               ; lanes where %vpred_1031
	global_load_ushort v44, v43, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v44
	v_mov_b32 v44, 0x80
	v_mul_lo_u32 v80, v44, v45
	v_add_u32 v44, v59, v80
	v_add_u32 v80, v44, v46
	v_lshlrev_b32 v46, 1, v80                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[44:45], v45, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[46:47], s[44:45]
	s_and_b64 s[44:45], s[56:57], s[42:43]
	v_add_u32 v45, 56, v12
	v_cmp_lt_u32 s[42:43], v45, v30                     ; 'tt' element in bounds
	s_and_b64 s[70:71], s[44:45], s[42:43]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[70:71]               ; lanes where %vpred_1043
	global_load_ushort v45, v46, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v45
	v_add_u32 v45, v44, v55
	v_lshlrev_b32 v55, 1, v45                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[48:49]
	s_and_b64 s[48:49], s[44:45], s[42:43]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[48:49]               ; lanes where %vpred_1049
	global_load_ushort v45, v55, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v45
	v_add_u32 v45, v44, v56
	v_lshlrev_b32 v56, 1, v45                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[52:53]
	s_and_b64 s[48:49], s[44:45], s[42:43]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[48:49]               ; lanes where %vpred_1055
	global_load_ushort v45, v56, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v45
	v_add_u32 v45, v44, v57
	v_lshlrev_b32 v44, 1, v45                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[44:45], s[56:57], s[54:55]
	s_and_b64 s[48:49], s[44:45], s[42:43]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[48:49]               ; lanes where %vpred_1061
	global_load_ushort v45, v44, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v45
	v_lshrrev_b32 v45, 16, v38
	ds_write_b16 v18, v45 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v60
	ds_write_b16 v18, v38 offset:4354                   ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v61
	ds_write_b16 v18, v38 offset:4356                   ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v58
	ds_write_b16 v18, v38 offset:4358                   ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v62
	ds_write_b16 v18, v38 offset:6528                   ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v63
	ds_write_b16 v18, v38 offset:6530                   ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v64
	ds_write_b16 v18, v38 offset:6532                   ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v33
	ds_write_b16 v18, v38 offset:6534                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v65
	ds_write_b16 v18, v33 offset:8704                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v66
	ds_write_b16 v18, v33 offset:8706                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v67
	ds_write_b16 v18, v33 offset:8708                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v39
	ds_write_b16 v18, v33 offset:8710                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v68
	ds_write_b16 v18, v33 offset:10880                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v69
	ds_write_b16 v18, v33 offset:10882                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v70
	ds_write_b16 v18, v33 offset:10884                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v40
	ds_write_b16 v18, v33 offset:10886                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v71
	ds_write_b16 v18, v33 offset:13056                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v72
	ds_write_b16 v18, v33 offset:13058                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v73
	ds_write_b16 v18, v33 offset:13060                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v41
	ds_write_b16 v18, v33 offset:13062                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v74
	ds_write_b16 v18, v33 offset:15232                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v75
	ds_write_b16 v18, v33 offset:15234                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v76
	ds_write_b16 v18, v33 offset:15236                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v42
	ds_write_b16 v18, v33 offset:15238                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v77
	ds_write_b16 v18, v33 offset:17408                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v78
	ds_write_b16 v18, v33 offset:17410                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v79
	ds_write_b16 v18, v33 offset:17412                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v43
	ds_write_b16 v18, v33 offset:17414                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v46
	ds_write_b16 v18, v33 offset:19584                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v55
	ds_write_b16 v18, v33 offset:19586                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v56
	ds_write_b16 v18, v33 offset:19588                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v44
	ds_write_b16 v18, v33 offset:19590                  ; A operand of the product: stage
	v_mov_b32 v38, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v40, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	ds_read_b128 v[42:45], v10                          ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[60:63], v19 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[38:41], v[60:61], v[42:43], v[38:41] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[38:41], v[62:63], v[44:45], v[38:41] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[42:45], v10 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[60:63], v19 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[38:41], v[60:61], v[42:43], v[38:41] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[38:41], v[62:63], v[44:45], v[38:41] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[42:45], v10 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[60:63], v19 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[38:41], v[60:61], v[42:43], v[38:41] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[38:41], v[62:63], v[44:45], v[38:41] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[42:45], v10 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[60:63], v19 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[38:41], v[60:61], v[42:43], v[38:41] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[38:41], v[62:63], v[44:45], v[38:41] ; examples/attention_paged.kgen:23: mfma 16x16x16
	s_nop 6
	v_mul_f32 v33, s18, v38                             ; examples/attention_paged.kgen:23
	v_mul_f32 v42, s18, v39                             ; examples/attention_paged.kgen:23
	v_mul_f32 v43, s18, v40                             ; examples/attention_paged.kgen:23
	v_mul_f32 v44, s18, v41                             ; examples/attention_paged.kgen:23
	v_mov_b32 v38, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v39, v38, v33, s[32:33]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v38, v33, v42, s[36:37]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v40, v33, v43, s[38:39]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v41, v33, v44, s[40:41]
	v_cmp_lt_u32 s[32:33], v2, s26                      ; 'r' element in bounds
	v_cmp_lt_u32 s[36:37], v6, v30                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[32:33], s[36:37]
	v_mov_b32 v33, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v42, v33, v39, s[38:39]
	v_add_u32 v33, 1, v6
	v_cmp_lt_u32 s[36:37], v33, v30                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[36:37]
	v_mov_b32 v33, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v43, v33, v38, s[40:41]
	v_add_u32 v33, 2, v6
	v_cmp_lt_u32 s[36:37], v33, v30                     ; 'tt' element in bounds
	s_and_b64 s[44:45], s[32:33], s[36:37]
	v_mov_b32 v33, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v44, v33, v40, s[44:45]
	v_add_u32 v33, 3, v6
	v_cmp_lt_u32 s[36:37], v33, v30                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[32:33], s[36:37]
	v_mov_b32 v30, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v33, v30, v41, s[48:49]
	v_max_f32 v30, v42, v43                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[32:33], v42, v43
	v_mov_b32 v42, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v43, v30, v42, s[32:33]
	v_max_f32 v30, v43, v44                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[32:33], v43, v44
	v_mov_b32 v42, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v43, v30, v42, s[32:33]
	v_max_f32 v30, v43, v33                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[32:33], v43, v33
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v30, v33, s[32:33]
	ds_swizzle_b32 v30, v42 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:24): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v33, v42, v30
	v_cmp_u_f32 s[32:33], v42, v30
	v_mov_b32 v30, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v33, v30, s[32:33]
	v_and_b32 v30, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:24): lanes 32 apart
	v_xor_b32 v30, 32, v30
	v_lshlrev_b32 v30, 2, v30
	ds_bpermute_b32 v33, v30, v42
	s_waitcnt lgkmcnt(0)
	v_max_f32 v30, v42, v33
	v_cmp_u_f32 s[32:33], v42, v33
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v30, v33, s[32:33]
	s_and_saveexec_b64 s[32:33], s[34:35]               ; lanes where %vpred_444
	ds_write_b32 v5, v42 offset:23552                   ; max over 'tt' (examples/attention_paged.kgen:24): this warp group's partial
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v30, v7 offset:23552                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 0
	ds_read_b32 v33, v7 offset:23616                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v30, v33
	v_cmp_u_f32 s[32:33], v30, v33
	v_mov_b32 v30, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v42, v30, s[32:33]
	ds_read_b32 v30, v7 offset:23680                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v33, v30
	v_cmp_u_f32 s[32:33], v33, v30
	v_mov_b32 v30, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v42, v30, s[32:33]
	ds_read_b32 v30, v7 offset:23744                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v33, v30
	v_cmp_u_f32 s[32:33], v33, v30
	v_mov_b32 v30, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v42, v30, s[32:33]
	v_max_f32 v30, v1, v33                              ; examples/attention_paged.kgen:24
	v_cmp_u_f32 s[32:33], v1, v33
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v30, v33, s[32:33]
	v_sub_f32 v30, v1, v42                              ; examples/attention_paged.kgen:26
	v_mul_f32 v33, 0x3fb8aa3b, v30                      ; examples/attention_paged.kgen:26
	v_exp_f32 v30, v33                                  ; examples/attention_paged.kgen:26
	s_nop 0
	v_mul_f32 v33, v22, v30                             ; examples/attention_paged.kgen:28
	v_mul_f32 v43, v23, v30                             ; examples/attention_paged.kgen:28
	v_mul_f32 v44, v24, v30                             ; examples/attention_paged.kgen:28
	v_mul_f32 v45, v25, v30                             ; examples/attention_paged.kgen:28
	v_mul_f32 v46, v26, v30                             ; examples/attention_paged.kgen:28
	v_mul_f32 v55, v27, v30                             ; examples/attention_paged.kgen:28
	v_mul_f32 v56, v28, v30                             ; examples/attention_paged.kgen:28
	v_mul_f32 v57, v29, v30                             ; examples/attention_paged.kgen:28
	v_mov_b32 v22, v33                                  ; 'acc' scaled in place
	v_mov_b32 v23, v43                                  ; 'acc' scaled in place
	v_mov_b32 v24, v44                                  ; 'acc' scaled in place
	v_mov_b32 v25, v45                                  ; 'acc' scaled in place
	v_mov_b32 v26, v46                                  ; 'acc' scaled in place
	v_mov_b32 v27, v55                                  ; 'acc' scaled in place
	v_mov_b32 v28, v56                                  ; 'acc' scaled in place
	v_mov_b32 v29, v57                                  ; 'acc' scaled in place
	s_and_saveexec_b64 s[32:33], s[14:15]               ; lanes where %vpred_111
	ds_write_b32 v3, v34 offset:23808                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v35 offset:23812                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v36 offset:23816                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v37 offset:23820                   ; convert the operand at 28:48: write this thread's elements
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v13 offset:23808                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v34, v13 offset:23840                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v35, v13 offset:23872                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v36, v13 offset:23904                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v37, v13 offset:23936                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v43, v13 offset:23968                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v44, v13 offset:24000                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v45, v13 offset:24032                   ; convert the operand at 28:48: read in the new layout
	s_and_saveexec_b64 s[32:33], s[14:15]               ; lanes where %vpred_111
	ds_write_b32 v14, v47 offset:24064                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v48 offset:24068                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v49 offset:24072                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v50 offset:24076                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v51 offset:24128                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v52 offset:24132                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v53 offset:24136                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v54 offset:24140                  ; convert the operand at 28:57: write this thread's elements
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v46, v15 offset:24064                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v47, v15 offset:24068                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v48, v15 offset:24072                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v49, v15 offset:24076                   ; convert the operand at 28:57: read in the new layout
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v51, v50, v33
	v_add_u32 v50, v59, v51
	s_waitcnt lgkmcnt(3)
	v_add_u32 v51, v50, v46
	v_lshlrev_b32 v52, 1, v51                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[32:33], v33, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[36:37], s[46:47], s[32:33]
	v_mov_b32 v33, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[32:33], v46, v33
	s_and_b64 s[52:53], s[36:37], s[32:33]
	s_and_b64 s[54:55], s[52:53], s[50:51]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[54:55]               ; lanes where %vpred_1202
	global_load_ushort v33, v52, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v33
	s_waitcnt lgkmcnt(2)
	v_add_u32 v33, v50, v47
	v_lshlrev_b32 v52, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v33, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[52:53], v47, v33
	s_and_b64 s[54:55], s[36:37], s[52:53]
	s_and_b64 s[56:57], s[54:55], s[50:51]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[56:57]               ; lanes where %vpred_1209
	global_load_ushort v33, v52, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v33
	s_waitcnt lgkmcnt(1)
	v_add_u32 v33, v50, v48
	v_lshlrev_b32 v53, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v33, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[54:55], v48, v33
	s_and_b64 s[56:57], s[36:37], s[54:55]
	s_and_b64 s[70:71], s[56:57], s[50:51]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[70:71]               ; lanes where %vpred_1216
	global_load_ushort v33, v53, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v33
	s_waitcnt lgkmcnt(0)
	v_add_u32 v33, v50, v49
	v_lshlrev_b32 v50, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v33, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[56:57], v49, v33
	s_and_b64 s[70:71], s[36:37], s[56:57]
	s_and_b64 s[36:37], s[70:71], s[50:51]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[36:37]               ; lanes where %vpred_1223
	global_load_ushort v33, v50, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v33
	v_mov_b32 v33, 0x80
	v_mul_lo_u32 v54, v33, v34
	v_add_u32 v33, v59, v54
	v_add_u32 v54, v33, v46
	v_lshlrev_b32 v55, 1, v54                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[36:37], v34, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[50:51], s[46:47], s[36:37]
	s_and_b64 s[36:37], s[50:51], s[32:33]
	s_and_b64 s[70:71], s[36:37], s[58:59]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[70:71]               ; lanes where %vpred_1233
	global_load_ushort v34, v55, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v34
	v_add_u32 v34, v33, v47
	v_lshlrev_b32 v55, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[52:53]
	s_and_b64 s[70:71], s[36:37], s[58:59]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[70:71]               ; lanes where %vpred_1239
	global_load_ushort v34, v55, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v34
	v_add_u32 v34, v33, v48
	v_lshlrev_b32 v56, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[54:55]
	s_and_b64 s[70:71], s[36:37], s[58:59]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[70:71]               ; lanes where %vpred_1245
	global_load_ushort v34, v56, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v34
	v_add_u32 v34, v33, v49
	v_lshlrev_b32 v33, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[56:57]
	s_and_b64 s[50:51], s[36:37], s[58:59]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[50:51]               ; lanes where %vpred_1251
	global_load_ushort v34, v33, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v34
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v57, v34, v35
	v_add_u32 v34, v59, v57
	v_add_u32 v57, v34, v46
	v_lshlrev_b32 v58, 1, v57                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[36:37], v35, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[50:51], s[46:47], s[36:37]
	s_and_b64 s[36:37], s[50:51], s[32:33]
	s_and_b64 s[58:59], s[36:37], s[60:61]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[58:59]               ; lanes where %vpred_1261
	global_load_ushort v35, v58, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v35
	v_add_u32 v35, v34, v47
	v_lshlrev_b32 v58, 1, v35                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[52:53]
	s_and_b64 s[58:59], s[36:37], s[60:61]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[58:59]               ; lanes where %vpred_1267
	global_load_ushort v35, v58, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v35
	v_add_u32 v35, v34, v48
	v_lshlrev_b32 v60, 1, v35                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[54:55]
	s_and_b64 s[58:59], s[36:37], s[60:61]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[58:59]               ; lanes where %vpred_1273
	global_load_ushort v35, v60, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v35
	v_add_u32 v35, v34, v49
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[56:57]
	s_and_b64 s[50:51], s[36:37], s[60:61]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[50:51]               ; lanes where %vpred_1279
	global_load_ushort v35, v34, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v35
	v_mov_b32 v35, 0x80
	v_mul_lo_u32 v61, v35, v36
	v_add_u32 v35, v59, v61
	v_add_u32 v61, v35, v46
	v_lshlrev_b32 v62, 1, v61                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[36:37], v36, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[50:51], s[46:47], s[36:37]
	s_and_b64 s[36:37], s[50:51], s[32:33]
	s_and_b64 s[58:59], s[36:37], s[62:63]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[58:59]               ; lanes where %vpred_1289
	global_load_ushort v36, v62, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v36
	v_add_u32 v36, v35, v47
	v_lshlrev_b32 v62, 1, v36                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[52:53]
	s_and_b64 s[58:59], s[36:37], s[62:63]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[58:59]               ; lanes where %vpred_1295
	global_load_ushort v36, v62, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v36
	v_add_u32 v36, v35, v48
	v_lshlrev_b32 v63, 1, v36                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[54:55]
	s_and_b64 s[58:59], s[36:37], s[62:63]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[58:59]               ; lanes where %vpred_1301
	global_load_ushort v36, v63, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v36
	v_add_u32 v36, v35, v49
	v_lshlrev_b32 v35, 1, v36                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[56:57]
	s_and_b64 s[50:51], s[36:37], s[62:63]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[50:51]               ; lanes where %vpred_1307
	global_load_ushort v36, v35, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v36
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v64, v36, v37
	v_add_u32 v36, v59, v64
	v_add_u32 v64, v36, v46
	v_lshlrev_b32 v65, 1, v64                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[36:37], v37, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[50:51], s[46:47], s[36:37]
	s_and_b64 s[36:37], s[50:51], s[32:33]
	s_and_b64 s[58:59], s[36:37], s[64:65]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[58:59]               ; lanes where %vpred_1317
	global_load_ushort v37, v65, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v37
	v_add_u32 v37, v36, v47
	v_lshlrev_b32 v65, 1, v37                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[52:53]
	s_and_b64 s[58:59], s[36:37], s[64:65]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[58:59]               ; lanes where %vpred_1323
	global_load_ushort v37, v65, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v37
	v_add_u32 v37, v36, v48
	v_lshlrev_b32 v66, 1, v37                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[54:55]
	s_and_b64 s[58:59], s[36:37], s[64:65]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[58:59]               ; lanes where %vpred_1329
	global_load_ushort v37, v66, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v37
	v_add_u32 v37, v36, v49
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[56:57]
	s_and_b64 s[50:51], s[36:37], s[64:65]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[50:51]               ; lanes where %vpred_1335
	global_load_ushort v37, v36, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v37
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v67, v37, v43
	v_add_u32 v37, v59, v67
	v_add_u32 v67, v37, v46
	v_lshlrev_b32 v68, 1, v67                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[36:37], v43, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[50:51], s[46:47], s[36:37]
	s_and_b64 s[36:37], s[50:51], s[32:33]
	s_and_b64 s[58:59], s[36:37], s[66:67]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[58:59]               ; lanes where %vpred_1345
	global_load_ushort v43, v68, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v43
	v_add_u32 v43, v37, v47
	v_lshlrev_b32 v68, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[52:53]
	s_and_b64 s[58:59], s[36:37], s[66:67]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[58:59]               ; lanes where %vpred_1351
	global_load_ushort v43, v68, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v43
	v_add_u32 v43, v37, v48
	v_lshlrev_b32 v69, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[54:55]
	s_and_b64 s[58:59], s[36:37], s[66:67]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[58:59]               ; lanes where %vpred_1357
	global_load_ushort v43, v69, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v43
	v_add_u32 v43, v37, v49
	v_lshlrev_b32 v37, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[56:57]
	s_and_b64 s[50:51], s[36:37], s[66:67]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[50:51]               ; lanes where %vpred_1363
	global_load_ushort v43, v37, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v43
	v_mov_b32 v43, 0x80
	v_mul_lo_u32 v70, v43, v44
	v_add_u32 v43, v59, v70
	v_add_u32 v70, v43, v46
	v_lshlrev_b32 v71, 1, v70                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[36:37], v44, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[50:51], s[46:47], s[36:37]
	s_and_b64 s[36:37], s[50:51], s[32:33]
	s_and_b64 s[58:59], s[36:37], s[68:69]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[58:59]               ; lanes where %vpred_1373
	global_load_ushort v44, v71, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v44
	v_add_u32 v44, v43, v47
	v_lshlrev_b32 v71, 1, v44                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[52:53]
	s_and_b64 s[58:59], s[36:37], s[68:69]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[58:59]               ; lanes where %vpred_1379
	global_load_ushort v44, v71, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v44
	v_add_u32 v44, v43, v48
	v_lshlrev_b32 v72, 1, v44                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[54:55]
	s_and_b64 s[58:59], s[36:37], s[68:69]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[58:59]               ; lanes where %vpred_1385
	global_load_ushort v44, v72, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v44
	v_add_u32 v44, v43, v49
	v_lshlrev_b32 v43, 1, v44                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[36:37], s[50:51], s[56:57]
	s_and_b64 s[50:51], s[36:37], s[68:69]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[50:51]               ; lanes where %vpred_1391
	global_load_ushort v44, v43, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v44
	v_mov_b32 v44, 0x80
	v_mul_lo_u32 v73, v44, v45
	v_add_u32 v44, v59, v73
	v_add_u32 v59, v44, v46
	v_lshlrev_b32 v46, 1, v59                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[36:37], v45, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[50:51], s[46:47], s[36:37]
	s_and_b64 s[36:37], s[50:51], s[32:33]
	s_and_b64 s[32:33], s[36:37], s[42:43]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[32:33]               ; lanes where %vpred_1401
	global_load_ushort v45, v46, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v45
	v_add_u32 v45, v44, v47
	v_lshlrev_b32 v47, 1, v45                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[50:51], s[52:53]
	s_and_b64 s[36:37], s[32:33], s[42:43]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[36:37]               ; lanes where %vpred_1407
	global_load_ushort v45, v47, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v45
	v_add_u32 v45, v44, v48
	v_lshlrev_b32 v48, 1, v45                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[50:51], s[54:55]
	s_and_b64 s[36:37], s[32:33], s[42:43]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[36:37]               ; lanes where %vpred_1413
	global_load_ushort v45, v48, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v45
	v_add_u32 v45, v44, v49
	v_lshlrev_b32 v44, 1, v45                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[32:33], s[50:51], s[56:57]
	s_and_b64 s[36:37], s[32:33], s[42:43]
	v_mov_b32 v45, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[36:37]               ; lanes where %vpred_1419
	global_load_ushort v45, v44, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v45
	v_lshrrev_b32 v45, 16, v51
	ds_write_b16 v16, v45 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v45, 16, v52
	ds_write_b16 v16, v45 offset:4496                   ; A operand of the product: stage
	v_lshrrev_b32 v45, 16, v53
	ds_write_b16 v16, v45 offset:4640                   ; A operand of the product: stage
	v_lshrrev_b32 v45, 16, v50
	ds_write_b16 v16, v45 offset:4784                   ; A operand of the product: stage
	v_lshrrev_b32 v45, 16, v54
	ds_write_b16 v16, v45 offset:4368                   ; A operand of the product: stage
	v_lshrrev_b32 v45, 16, v55
	ds_write_b16 v16, v45 offset:4512                   ; A operand of the product: stage
	v_lshrrev_b32 v45, 16, v56
	ds_write_b16 v16, v45 offset:4656                   ; A operand of the product: stage
	v_lshrrev_b32 v45, 16, v33
	ds_write_b16 v16, v45 offset:4800                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v57
	ds_write_b16 v16, v33 offset:4384                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v58
	ds_write_b16 v16, v33 offset:4528                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v60
	ds_write_b16 v16, v33 offset:4672                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v34
	ds_write_b16 v16, v33 offset:4816                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v61
	ds_write_b16 v16, v33 offset:4400                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v62
	ds_write_b16 v16, v33 offset:4544                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v63
	ds_write_b16 v16, v33 offset:4688                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v35
	ds_write_b16 v16, v33 offset:4832                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v64
	ds_write_b16 v16, v33 offset:4416                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v65
	ds_write_b16 v16, v33 offset:4560                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v66
	ds_write_b16 v16, v33 offset:4704                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v36
	ds_write_b16 v16, v33 offset:4848                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v67
	ds_write_b16 v16, v33 offset:4432                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v68
	ds_write_b16 v16, v33 offset:4576                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v69
	ds_write_b16 v16, v33 offset:4720                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v37
	ds_write_b16 v16, v33 offset:4864                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v70
	ds_write_b16 v16, v33 offset:4448                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v71
	ds_write_b16 v16, v33 offset:4592                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v72
	ds_write_b16 v16, v33 offset:4736                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v43
	ds_write_b16 v16, v33 offset:4880                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v46
	ds_write_b16 v16, v33 offset:4464                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v47
	ds_write_b16 v16, v33 offset:4608                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v48
	ds_write_b16 v16, v33 offset:4752                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v44
	ds_write_b16 v16, v33 offset:4896                   ; A operand of the product: stage
	v_mul_f32 v33, 0xbfb8aa3b, v42                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:25)
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v35, v39, v34, v33
	v_exp_f32 v34, v35                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v35, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v36, v38, v35, v33
	v_exp_f32 v35, v36                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v36, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v37, v40, v36, v33
	v_exp_f32 v36, v37                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v37, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v38, v41, v37, v33
	v_exp_f32 v33, v38                                  ; examples/attention_paged.kgen:25
	v_bfe_u32 v37, v34, 16, 1                           ; round to bf16
	v_add3_u32 v38, v34, v37, s4
	v_cmp_u_f32 s[32:33], v34, v34
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v38, v37, s[32:33]
	v_and_b32 v37, 0xffff0000, v38
	v_bfe_u32 v38, v35, 16, 1                           ; round to bf16
	v_add3_u32 v39, v35, v38, s4
	v_cmp_u_f32 s[32:33], v35, v35
	v_mov_b32 v38, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v39, v38, s[32:33]
	v_and_b32 v38, 0xffff0000, v39
	v_bfe_u32 v39, v36, 16, 1                           ; round to bf16
	v_add3_u32 v40, v36, v39, s4
	v_cmp_u_f32 s[32:33], v36, v36
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v40, v39, s[32:33]
	v_and_b32 v39, 0xffff0000, v40
	v_bfe_u32 v40, v33, 16, 1                           ; round to bf16
	v_add3_u32 v41, v33, v40, s4
	v_cmp_u_f32 s[32:33], v33, v33
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v41, v40, s[32:33]
	v_and_b32 v40, 0xffff0000, v41
	v_cndmask_b32 v41, 0, v37, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v37, 16, v41
	ds_write_b16 v21, v37 offset:24576                  ; B operand of the product: stage
	v_cndmask_b32 v37, 0, v38, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v38, 16, v37
	ds_write_b16 v21, v38 offset:24578                  ; B operand of the product: stage
	v_cndmask_b32 v37, 0, v39, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v38, 16, v37
	ds_write_b16 v21, v38 offset:24580                  ; B operand of the product: stage
	v_cndmask_b32 v37, 0, v40, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v38, 16, v37
	ds_write_b16 v21, v38 offset:24582                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[38:41], v17 offset:24576             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[44:47], v8 offset:4352               ; A fragment 0, k-steps 0..1
	ds_read_b128 v[48:51], v8 offset:6656               ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[22:25], v[44:45], v[38:39], v[22:25] ; examples/attention_paged.kgen:28: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[26:29], v[48:49], v[38:39], v[26:29] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[22:25], v[46:47], v[40:41], v[22:25] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[26:29], v[50:51], v[40:41], v[26:29] ; examples/attention_paged.kgen:28: mfma 16x16x16
	ds_read_b128 v[38:41], v17 offset:24640             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[44:47], v8 offset:4416               ; A fragment 0, k-steps 2..3
	ds_read_b128 v[48:51], v8 offset:6720               ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[22:25], v[44:45], v[38:39], v[22:25] ; examples/attention_paged.kgen:28: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[26:29], v[48:49], v[38:39], v[26:29] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[22:25], v[46:47], v[40:41], v[22:25] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[26:29], v[50:51], v[40:41], v[26:29] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mul_f32 v37, v20, v30                             ; examples/attention_paged.kgen:27
	v_cndmask_b32 v30, 0, v34, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v34, 0, v35, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v35, 0, v36, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v36, 0, v33, s[48:49]                 ; absent elements contribute the identity
	v_add_f32 v33, v30, v34                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	v_add_f32 v30, v33, v35                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	v_add_f32 v33, v30, v36                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	ds_swizzle_b32 v30, v33 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:27): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v33, v30
	v_and_b32 v30, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:27): lanes 32 apart
	v_xor_b32 v30, 32, v30
	v_lshlrev_b32 v30, 2, v30
	ds_bpermute_b32 v33, v30, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32 v30, v34, v33
	s_and_saveexec_b64 s[32:33], s[34:35]               ; lanes where %vpred_444
	ds_write_b32 v5, v30 offset:28928                   ; sum over 'tt' (examples/attention_paged.kgen:27): this warp group's partial
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v30, v7 offset:28928                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 0
	ds_read_b32 v33, v7 offset:28992                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v30, v33
	ds_read_b32 v30, v7 offset:29056                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v34, v30
	ds_read_b32 v30, v7 offset:29120                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v33, v30
	v_add_f32 v30, v37, v34                             ; examples/attention_paged.kgen:27
	v_mov_b32 v20, v30                                  ; next 'l'
	v_mov_b32 v1, v42                                   ; next 'mx'
	s_add_u32 s28, s28, 64
	s_cmp_lt_u32 s28, s20
	s_cbranch_scc1 .Lattention_paged_loop1
.Lattention_paged_loop1_end:
	v_cmp_gt_f32 s[28:29], v20, 0                       ; examples/attention_paged.kgen:31
	v_div_scale_f32 v1, s[32:33], v20, v20, v22         ; examples/attention_paged.kgen:31
	v_rcp_f32 v30, v1
	v_div_scale_f32 v31, vcc, v22, v20, v22
	v_fma_f32 v32, -v1, v30, 1.0
	v_fma_f32 v30, v32, v30, v30
	v_mul_f32 v33, v31, v30
	v_fma_f32 v32, -v1, v33, v31
	v_fma_f32 v33, v32, v30, v33
	v_fma_f32 v32, -v1, v33, v31
	v_div_fmas_f32 v32, v32, v30, v33
	v_div_fixup_f32 v1, v32, v20, v22
	v_div_scale_f32 v30, s[32:33], v20, v20, v23        ; examples/attention_paged.kgen:31
	v_rcp_f32 v31, v30
	v_div_scale_f32 v32, vcc, v23, v20, v23
	v_fma_f32 v33, -v30, v31, 1.0
	v_fma_f32 v31, v33, v31, v31
	v_mul_f32 v34, v32, v31
	v_fma_f32 v33, -v30, v34, v32
	v_fma_f32 v34, v33, v31, v34
	v_fma_f32 v33, -v30, v34, v32
	v_div_fmas_f32 v33, v33, v31, v34
	v_div_fixup_f32 v30, v33, v20, v23
	v_div_scale_f32 v31, s[32:33], v20, v20, v24        ; examples/attention_paged.kgen:31
	v_rcp_f32 v32, v31
	v_div_scale_f32 v33, vcc, v24, v20, v24
	v_fma_f32 v34, -v31, v32, 1.0
	v_fma_f32 v32, v34, v32, v32
	v_mul_f32 v35, v33, v32
	v_fma_f32 v34, -v31, v35, v33
	v_fma_f32 v35, v34, v32, v35
	v_fma_f32 v34, -v31, v35, v33
	v_div_fmas_f32 v34, v34, v32, v35
	v_div_fixup_f32 v31, v34, v20, v24
	v_div_scale_f32 v32, s[32:33], v20, v20, v25        ; examples/attention_paged.kgen:31
	v_rcp_f32 v33, v32
	v_div_scale_f32 v34, vcc, v25, v20, v25
	v_fma_f32 v35, -v32, v33, 1.0
	v_fma_f32 v33, v35, v33, v33
	v_mul_f32 v36, v34, v33
	v_fma_f32 v35, -v32, v36, v34
	v_fma_f32 v36, v35, v33, v36
	v_fma_f32 v35, -v32, v36, v34
	v_div_fmas_f32 v35, v35, v33, v36
	v_div_fixup_f32 v32, v35, v20, v25
	v_div_scale_f32 v22, s[32:33], v20, v20, v26        ; examples/attention_paged.kgen:31
	v_rcp_f32 v23, v22
	v_div_scale_f32 v24, vcc, v26, v20, v26
	v_fma_f32 v25, -v22, v23, 1.0
	v_fma_f32 v23, v25, v23, v23
	v_mul_f32 v33, v24, v23
	v_fma_f32 v25, -v22, v33, v24
	v_fma_f32 v33, v25, v23, v33
	v_fma_f32 v25, -v22, v33, v24
	v_div_fmas_f32 v25, v25, v23, v33
	v_div_fixup_f32 v22, v25, v20, v26
	v_div_scale_f32 v23, s[32:33], v20, v20, v27        ; examples/attention_paged.kgen:31
	v_rcp_f32 v24, v23
	v_div_scale_f32 v25, vcc, v27, v20, v27
	v_fma_f32 v33, -v23, v24, 1.0
	v_fma_f32 v24, v33, v24, v24
	v_mul_f32 v34, v25, v24
	v_fma_f32 v33, -v23, v34, v25
	v_fma_f32 v34, v33, v24, v34
	v_fma_f32 v33, -v23, v34, v25
	v_div_fmas_f32 v33, v33, v24, v34
	v_div_fixup_f32 v23, v33, v20, v27
	v_div_scale_f32 v24, s[32:33], v20, v20, v28        ; examples/attention_paged.kgen:31
	v_rcp_f32 v25, v24
	v_div_scale_f32 v33, vcc, v28, v20, v28
	v_fma_f32 v34, -v24, v25, 1.0
	v_fma_f32 v25, v34, v25, v25
	v_mul_f32 v35, v33, v25
	v_fma_f32 v34, -v24, v35, v33
	v_fma_f32 v35, v34, v25, v35
	v_fma_f32 v34, -v24, v35, v33
	v_div_fmas_f32 v34, v34, v25, v35
	v_div_fixup_f32 v24, v34, v20, v28
	v_div_scale_f32 v25, s[32:33], v20, v20, v29        ; examples/attention_paged.kgen:31
	v_rcp_f32 v33, v25
	v_div_scale_f32 v34, vcc, v29, v20, v29
	v_fma_f32 v35, -v25, v33, 1.0
	v_fma_f32 v33, v35, v33, v33
	v_mul_f32 v36, v34, v33
	v_fma_f32 v35, -v25, v36, v34
	v_fma_f32 v36, v35, v33, v36
	v_fma_f32 v35, -v25, v36, v34
	v_div_fmas_f32 v35, v35, v33, v36
	v_div_fixup_f32 v25, v35, v20, v29
	v_cndmask_b32 v20, 0, v1, s[28:29]                  ; examples/attention_paged.kgen:31
	v_cndmask_b32 v1, 0, v30, s[28:29]                  ; examples/attention_paged.kgen:31
	v_cndmask_b32 v26, 0, v31, s[28:29]                 ; examples/attention_paged.kgen:31
	v_cndmask_b32 v27, 0, v32, s[28:29]                 ; examples/attention_paged.kgen:31
	v_cndmask_b32 v28, 0, v22, s[28:29]                 ; examples/attention_paged.kgen:31
	v_cndmask_b32 v22, 0, v23, s[28:29]                 ; examples/attention_paged.kgen:31
	v_cndmask_b32 v23, 0, v24, s[28:29]                 ; examples/attention_paged.kgen:31
	v_cndmask_b32 v24, 0, v25, s[28:29]                 ; examples/attention_paged.kgen:31
	v_mov_b32 v25, 0x7fc00000
	v_cmp_u_f32 s[28:29], v20, v20
	v_cmp_u_f32 s[32:33], v1, v1
	v_bfe_u32 v29, v20, 16, 1
	v_bfe_u32 v30, v1, 16, 1
	v_add3_u32 v31, v20, v29, s4
	v_add3_u32 v20, v1, v30, s4
	v_cndmask_b32 v31, v31, v25, s[28:29]
	v_cndmask_b32 v20, v20, v25, s[32:33]
	v_perm_b32 v1, v20, v31, s5
	v_mov_b32 v20, 0x7fc00000
	v_cmp_u_f32 s[28:29], v26, v26
	v_cmp_u_f32 s[32:33], v27, v27
	v_bfe_u32 v25, v26, 16, 1
	v_bfe_u32 v29, v27, 16, 1
	v_add3_u32 v30, v26, v25, s4
	v_add3_u32 v25, v27, v29, s4
	v_cndmask_b32 v30, v30, v20, s[28:29]
	v_cndmask_b32 v25, v25, v20, s[32:33]
	v_perm_b32 v20, v25, v30, s5
	v_mov_b32 v26, v1                                   ; examples/attention_paged.kgen:31: 8-byte store to 'o'
	v_mov_b32 v27, v20
	global_store_dwordx2 v4, v[26:27], s[16:17]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[28:29], v28, v28
	v_cmp_u_f32 s[32:33], v22, v22
	v_bfe_u32 v20, v28, 16, 1
	v_bfe_u32 v25, v22, 16, 1
	v_add3_u32 v26, v28, v20, s4
	v_add3_u32 v20, v22, v25, s4
	v_cndmask_b32 v26, v26, v1, s[28:29]
	v_cndmask_b32 v20, v20, v1, s[32:33]
	v_perm_b32 v1, v20, v26, s5
	v_mov_b32 v20, 0x7fc00000
	v_cmp_u_f32 s[28:29], v23, v23
	v_cmp_u_f32 s[32:33], v24, v24
	v_bfe_u32 v22, v23, 16, 1
	v_bfe_u32 v25, v24, 16, 1
	v_add3_u32 v26, v23, v22, s4
	v_add3_u32 v22, v24, v25, s4
	v_cndmask_b32 v26, v26, v20, s[28:29]
	v_cndmask_b32 v22, v22, v20, s[32:33]
	v_perm_b32 v20, v22, v26, s5
	v_mov_b32 v22, v1                                   ; examples/attention_paged.kgen:31: 8-byte store to 'o'
	v_mov_b32 v23, v20
	global_store_dwordx2 v4, v[22:23], s[16:17] offset:32
	s_branch .Lattention_paged_if0_end
.Lattention_paged_if0_else:
	v_cmp_lt_u32 s[28:29], v2, s26                      ; 'r' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1542
	global_load_ushort v1, v4, s[6:7]                   ; examples/attention_paged.kgen:23: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v2, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1542
	global_load_ushort v1, v4, s[6:7] offset:2          ; examples/attention_paged.kgen:23: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1542
	global_load_ushort v1, v4, s[6:7] offset:4          ; examples/attention_paged.kgen:23: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1542
	global_load_ushort v1, v4, s[6:7] offset:6          ; examples/attention_paged.kgen:23: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1542
	global_load_ushort v1, v4, s[6:7] offset:32         ; examples/attention_paged.kgen:23: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1542
	global_load_ushort v1, v4, s[6:7] offset:34         ; examples/attention_paged.kgen:23: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1542
	global_load_ushort v1, v4, s[6:7] offset:36         ; examples/attention_paged.kgen:23: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1542
	global_load_ushort v1, v4, s[6:7] offset:38         ; examples/attention_paged.kgen:23: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v1
	v_lshrrev_b32 v1, 16, v2
	ds_write_b16 v11, v1                                ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v20
	ds_write_b16 v11, v1 offset:2                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v22
	ds_write_b16 v11, v1 offset:4                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v23
	ds_write_b16 v11, v1 offset:6                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v24
	ds_write_b16 v11, v1 offset:32                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v25
	ds_write_b16 v11, v1 offset:34                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v26
	ds_write_b16 v11, v1 offset:36                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v27
	ds_write_b16 v11, v1 offset:38                      ; B operand of the product: stage
	v_add_f32 v1, 0, 0                                  ; examples/attention_paged.kgen:20
	v_mov_b32 v22, v1                                   ; loop-carried 'acc'
	v_mov_b32 v23, v1                                   ; loop-carried 'acc'
	v_mov_b32 v24, v1                                   ; loop-carried 'acc'
	v_mov_b32 v25, v1                                   ; loop-carried 'acc'
	v_mov_b32 v26, v1                                   ; loop-carried 'acc'
	v_mov_b32 v27, v1                                   ; loop-carried 'acc'
	v_mov_b32 v28, v1                                   ; loop-carried 'acc'
	v_mov_b32 v29, v1                                   ; loop-carried 'acc'
	v_mov_b32 v2, v1                                    ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_paged.kgen:18
	v_add_f32 v11, v1, 0
	v_mov_b32 v1, v11                                   ; loop-carried 'mx'
	v_mov_b32 v11, 0                                    ; examples/attention_paged.kgen:23: load of 'lens'
	global_load_dword v20, v11, s[30:31]
	s_waitcnt vmcnt(0)
	v_max_i32 v11, 0, v20
	v_min_u32 v30, s23, v11                             ; for tt: stops after the last 'tt' the mask at 23:13 shows (tt <= lens[b] - 1)
	v_cmp_ge_u32 s[6:7], v30, 64                        ; at least one whole chunk of 'tt'
	v_sub_u32 v11, v30, 63
	s_nop 0
	v_cndmask_b32 v31, 0, v11, s[6:7]                   ; full chunks start below extent - chunk + 1
	s_cmp_lg_u32 s27, 0
	s_cselect_b64 s[6:7], exec, 0
	v_cndmask_b32 v11, 0, v31, s[6:7]
	s_nop 0
	v_readfirstlane_b32 s5, v11
	s_mov_b32 s6, 0                                     ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s6, s5
	s_cbranch_scc1 .Lattention_paged_loop2_end
.Lattention_paged_loop2:
	v_add_u32 v11, s6, v6
	v_add_u32 v31, 0, v11                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v32, 1, v11                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v33, 2, v11                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v34, 3, v11                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_cmp_lt_i32 s[26:27], v31, v20                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[30:31], v32, v20                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[32:33], v33, v20                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[36:37], v34, v20                     ; examples/attention_paged.kgen:23
	s_add_i32 s7, s24, 0                                ; index along 'b' (examples/attention_paged.kgen:22)
	s_ashr_i32 s20, s6, 6
	s_mul_i32 s23, s7, s22
	s_add_u32 s25, s23, s20
	s_lshl_b32 s23, s25, 2                              ; examples/attention_paged.kgen:22: byte offset
	s_cmp_lt_u32 s7, s19                                ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s7, 1, 0
	s_cmp_lt_u32 s20, s22                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s20, 1, 0
	s_and_b32 s25, s7, s20
	v_mov_b32 v11, 0                                    ; absent element
	s_cmp_eq_u32 s25, 0                                 ; if %upred_1603
	s_cbranch_scc1 .Lattention_paged_skip2
	v_mov_b32 v35, s23                                  ; examples/attention_paged.kgen:22: gather from 'table'
	global_load_dword v11, v35, s[12:13]
.Lattention_paged_skip2:
	v_ashrrev_i32 v35, 31, v31                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v36, 31, 64
	v_add_u32 v37, v31, v35
	v_xor_b32 v37, v37, v35
	v_add_u32 v31, 64, v36
	v_xor_b32 v31, v31, v36
	v_cvt_f32_u32 v36, v31
	v_rcp_iflag_f32 v36, v36
	s_nop 0
	v_mul_f32 v36, 0x4f7ffffe, v36
	v_cvt_u32_f32 v38, v36
	v_sub_u32 v36, 0, v31
	v_mul_lo_u32 v36, v36, v38
	v_mul_hi_u32 v36, v38, v36
	v_add_u32 v38, v38, v36
	v_mul_hi_u32 v39, v37, v38
	v_mul_lo_u32 v36, v39, v31
	v_sub_u32 v38, v37, v36
	v_cmp_ge_u32 s[38:39], v38, v31
	v_sub_u32 v36, v38, v31
	s_nop 0
	v_cndmask_b32 v38, v38, v36, s[38:39]
	v_cmp_ge_u32 s[38:39], v38, v31
	v_sub_u32 v36, v38, v31
	s_nop 0
	v_cndmask_b32 v38, v38, v36, s[38:39]
	v_xor_b32 v38, v38, v35
	v_sub_u32 v38, v38, v35
	v_mov_b32 v31, v38
	v_ashrrev_i32 v35, 31, v32                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v36, 31, 64
	v_add_u32 v37, v32, v35
	v_xor_b32 v37, v37, v35
	v_add_u32 v32, 64, v36
	v_xor_b32 v32, v32, v36
	v_cvt_f32_u32 v36, v32
	v_rcp_iflag_f32 v36, v36
	s_nop 0
	v_mul_f32 v36, 0x4f7ffffe, v36
	v_cvt_u32_f32 v38, v36
	v_sub_u32 v36, 0, v32
	v_mul_lo_u32 v36, v36, v38
	v_mul_hi_u32 v36, v38, v36
	v_add_u32 v38, v38, v36
	v_mul_hi_u32 v39, v37, v38
	v_mul_lo_u32 v36, v39, v32
	v_sub_u32 v38, v37, v36
	v_cmp_ge_u32 s[38:39], v38, v32
	v_sub_u32 v36, v38, v32
	s_nop 0
	v_cndmask_b32 v38, v38, v36, s[38:39]
	v_cmp_ge_u32 s[38:39], v38, v32
	v_sub_u32 v36, v38, v32
	s_nop 0
	v_cndmask_b32 v38, v38, v36, s[38:39]
	v_xor_b32 v38, v38, v35
	v_sub_u32 v38, v38, v35
	v_mov_b32 v32, v38
	v_ashrrev_i32 v35, 31, v33                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v36, 31, 64
	v_add_u32 v37, v33, v35
	v_xor_b32 v37, v37, v35
	v_add_u32 v33, 64, v36
	v_xor_b32 v33, v33, v36
	v_cvt_f32_u32 v36, v33
	v_rcp_iflag_f32 v36, v36
	s_nop 0
	v_mul_f32 v36, 0x4f7ffffe, v36
	v_cvt_u32_f32 v38, v36
	v_sub_u32 v36, 0, v33
	v_mul_lo_u32 v36, v36, v38
	v_mul_hi_u32 v36, v38, v36
	v_add_u32 v38, v38, v36
	v_mul_hi_u32 v39, v37, v38
	v_mul_lo_u32 v36, v39, v33
	v_sub_u32 v38, v37, v36
	v_cmp_ge_u32 s[38:39], v38, v33
	v_sub_u32 v36, v38, v33
	s_nop 0
	v_cndmask_b32 v38, v38, v36, s[38:39]
	v_cmp_ge_u32 s[38:39], v38, v33
	v_sub_u32 v36, v38, v33
	s_nop 0
	v_cndmask_b32 v38, v38, v36, s[38:39]
	v_xor_b32 v38, v38, v35
	v_sub_u32 v38, v38, v35
	v_mov_b32 v33, v38
	v_ashrrev_i32 v35, 31, v34                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v36, 31, 64
	v_add_u32 v37, v34, v35
	v_xor_b32 v37, v37, v35
	v_add_u32 v34, 64, v36
	v_xor_b32 v34, v34, v36
	v_cvt_f32_u32 v36, v34
	v_rcp_iflag_f32 v36, v36
	s_nop 0
	v_mul_f32 v36, 0x4f7ffffe, v36
	v_cvt_u32_f32 v38, v36
	v_sub_u32 v36, 0, v34
	v_mul_lo_u32 v36, v36, v38
	v_mul_hi_u32 v36, v38, v36
	v_add_u32 v38, v38, v36
	v_mul_hi_u32 v39, v37, v38
	v_mul_lo_u32 v36, v39, v34
	v_sub_u32 v38, v37, v36
	v_cmp_ge_u32 s[38:39], v38, v34
	v_sub_u32 v36, v38, v34
	s_nop 0
	v_cndmask_b32 v38, v38, v36, s[38:39]
	v_cmp_ge_u32 s[38:39], v38, v34
	v_sub_u32 v36, v38, v34
	s_nop 0
	v_cndmask_b32 v38, v38, v36, s[38:39]
	v_xor_b32 v38, v38, v35
	v_sub_u32 v38, v38, v35
	v_mov_b32 v34, v38
	s_and_saveexec_b64 s[38:39], s[14:15]               ; lanes where %vpred_111
	ds_write_b32 v3, v31 offset:22784                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v32 offset:22788                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v33 offset:22792                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v34 offset:22796                   ; convert the operand at 23:56: write this thread's elements
	s_mov_b64 exec, s[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v35, v13 offset:22784                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v36, v13 offset:22816                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v37, v13 offset:22848                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v38, v13 offset:22880                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v39, v13 offset:22912                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v40, v13 offset:22944                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v41, v13 offset:22976                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v42, v13 offset:23008                   ; convert the operand at 23:56: read in the new layout
	v_add_u32 v43, 0, v9
	v_add_u32 v44, 0, v43                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v45, 1, v43                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v46, 2, v43                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v47, 3, v43                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v48, 16, v43                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v49, 17, v43                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v50, 18, v43                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v51, 19, v43                              ; index along 'd' (examples/attention_paged.kgen:23)
	s_and_saveexec_b64 s[38:39], s[14:15]               ; lanes where %vpred_111
	ds_write_b32 v14, v44 offset:23040                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v45 offset:23044                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v46 offset:23048                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v47 offset:23052                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v48 offset:23104                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v49 offset:23108                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v50 offset:23112                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v51 offset:23116                  ; convert the operand at 23:65: write this thread's elements
	s_mov_b64 exec, s[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v43, v15 offset:23040                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v52, v15 offset:23044                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v53, v15 offset:23048                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v54, v15 offset:23052                   ; convert the operand at 23:65: read in the new layout
	v_mov_b32 v55, 0x2000
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v56, v55, v11
	v_mov_b32 v55, 0x80
	v_mul_lo_u32 v57, v55, v35
	v_add_u32 v55, v56, v57
	s_waitcnt lgkmcnt(3)
	v_add_u32 v57, v55, v43
	v_lshlrev_b32 v58, 1, v57                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[38:39], v11, s21                     ; subscript 0 of 'kc' inside [0, NP)
	s_cmp_lg_u32 s25, 0
	s_cselect_b64 s[40:41], exec, 0
	s_and_b64 s[42:43], s[38:39], s[40:41]
	v_cmp_lt_u32 s[38:39], v35, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[40:41], s[42:43], s[38:39]
	v_mov_b32 v11, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[38:39], v43, v11
	s_and_b64 s[44:45], s[40:41], s[38:39]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_1640
	global_load_ushort v11, v58, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v11
	s_waitcnt lgkmcnt(2)
	v_add_u32 v11, v55, v52
	v_lshlrev_b32 v57, 1, v11                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v11, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[44:45], v52, v11
	s_and_b64 s[46:47], s[40:41], s[44:45]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_1646
	global_load_ushort v11, v57, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v11
	s_waitcnt lgkmcnt(1)
	v_add_u32 v11, v55, v53
	v_lshlrev_b32 v58, 1, v11                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v11, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[46:47], v53, v11
	s_and_b64 s[48:49], s[40:41], s[46:47]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_1652
	global_load_ushort v11, v58, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v11
	s_waitcnt lgkmcnt(0)
	v_add_u32 v11, v55, v54
	v_lshlrev_b32 v55, 1, v11                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v11, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[48:49], v54, v11
	s_and_b64 s[50:51], s[40:41], s[48:49]
	v_mov_b32 v11, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[50:51]               ; lanes where %vpred_1658
	global_load_ushort v11, v55, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v11
	v_mov_b32 v11, 0x80
	v_mul_lo_u32 v59, v11, v36
	v_add_u32 v11, v56, v59
	v_add_u32 v59, v11, v43
	v_lshlrev_b32 v60, 1, v59                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[40:41], v36, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[50:51], s[42:43], s[40:41]
	s_and_b64 s[40:41], s[50:51], s[38:39]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1667
	global_load_ushort v36, v60, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v36
	v_add_u32 v36, v11, v52
	v_lshlrev_b32 v60, 1, v36                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[44:45]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1672
	global_load_ushort v36, v60, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v36
	v_add_u32 v36, v11, v53
	v_lshlrev_b32 v61, 1, v36                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[46:47]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1677
	global_load_ushort v36, v61, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v36
	v_add_u32 v36, v11, v54
	v_lshlrev_b32 v11, 1, v36                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[48:49]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[40:41]               ; lanes where %vpred_1682
	global_load_ushort v36, v11, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v11, 16, v36
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v62, v36, v37
	v_add_u32 v36, v56, v62
	v_add_u32 v62, v36, v43
	v_lshlrev_b32 v63, 1, v62                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[40:41], v37, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[50:51], s[42:43], s[40:41]
	s_and_b64 s[40:41], s[50:51], s[38:39]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1691
	global_load_ushort v37, v63, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v37
	v_add_u32 v37, v36, v52
	v_lshlrev_b32 v63, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[44:45]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1696
	global_load_ushort v37, v63, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v37
	v_add_u32 v37, v36, v53
	v_lshlrev_b32 v64, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[46:47]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1701
	global_load_ushort v37, v64, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v37
	v_add_u32 v37, v36, v54
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[48:49]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[40:41]               ; lanes where %vpred_1706
	global_load_ushort v37, v36, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v37
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v65, v37, v38
	v_add_u32 v37, v56, v65
	v_add_u32 v65, v37, v43
	v_lshlrev_b32 v66, 1, v65                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[40:41], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[50:51], s[42:43], s[40:41]
	s_and_b64 s[40:41], s[50:51], s[38:39]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1715
	global_load_ushort v38, v66, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v38
	v_add_u32 v38, v37, v52
	v_lshlrev_b32 v66, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[44:45]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1720
	global_load_ushort v38, v66, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v38
	v_add_u32 v38, v37, v53
	v_lshlrev_b32 v67, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[46:47]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1725
	global_load_ushort v38, v67, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v38
	v_add_u32 v38, v37, v54
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[48:49]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[40:41]               ; lanes where %vpred_1730
	global_load_ushort v38, v37, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v38
	v_mov_b32 v38, 0x80
	v_mul_lo_u32 v68, v38, v39
	v_add_u32 v38, v56, v68
	v_add_u32 v68, v38, v43
	v_lshlrev_b32 v69, 1, v68                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[40:41], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[50:51], s[42:43], s[40:41]
	s_and_b64 s[40:41], s[50:51], s[38:39]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1739
	global_load_ushort v39, v69, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v39
	v_add_u32 v39, v38, v52
	v_lshlrev_b32 v69, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[44:45]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1744
	global_load_ushort v39, v69, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v39
	v_add_u32 v39, v38, v53
	v_lshlrev_b32 v70, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[46:47]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1749
	global_load_ushort v39, v70, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v39
	v_add_u32 v39, v38, v54
	v_lshlrev_b32 v38, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[48:49]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[40:41]               ; lanes where %vpred_1754
	global_load_ushort v39, v38, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v39
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v71, v39, v40
	v_add_u32 v39, v56, v71
	v_add_u32 v71, v39, v43
	v_lshlrev_b32 v72, 1, v71                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[40:41], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[50:51], s[42:43], s[40:41]
	s_and_b64 s[40:41], s[50:51], s[38:39]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1763
	global_load_ushort v40, v72, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v40
	v_add_u32 v40, v39, v52
	v_lshlrev_b32 v72, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[44:45]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1768
	global_load_ushort v40, v72, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v40
	v_add_u32 v40, v39, v53
	v_lshlrev_b32 v73, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[46:47]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1773
	global_load_ushort v40, v73, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v40
	v_add_u32 v40, v39, v54
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[48:49]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[40:41]               ; lanes where %vpred_1778
	global_load_ushort v40, v39, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v40
	v_mov_b32 v40, 0x80
	v_mul_lo_u32 v74, v40, v41
	v_add_u32 v40, v56, v74
	v_add_u32 v74, v40, v43
	v_lshlrev_b32 v75, 1, v74                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[40:41], v41, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[50:51], s[42:43], s[40:41]
	s_and_b64 s[40:41], s[50:51], s[38:39]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1787
	global_load_ushort v41, v75, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v41
	v_add_u32 v41, v40, v52
	v_lshlrev_b32 v75, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[44:45]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1792
	global_load_ushort v41, v75, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v41
	v_add_u32 v41, v40, v53
	v_lshlrev_b32 v76, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[46:47]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_1797
	global_load_ushort v41, v76, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v41
	v_add_u32 v41, v40, v54
	v_lshlrev_b32 v40, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[50:51], s[48:49]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[40:41]               ; lanes where %vpred_1802
	global_load_ushort v41, v40, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v41
	v_mov_b32 v41, 0x80
	v_mul_lo_u32 v77, v41, v42
	v_add_u32 v41, v56, v77
	v_add_u32 v77, v41, v43
	v_lshlrev_b32 v43, 1, v77                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[40:41], v42, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[50:51], s[42:43], s[40:41]
	s_and_b64 s[40:41], s[50:51], s[38:39]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[40:41]               ; lanes where %vpred_1811
	global_load_ushort v42, v43, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v42
	v_add_u32 v42, v41, v52
	v_lshlrev_b32 v52, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[38:39], s[50:51], s[44:45]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_1816
	global_load_ushort v42, v52, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v42
	v_add_u32 v42, v41, v53
	v_lshlrev_b32 v53, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[38:39], s[50:51], s[46:47]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_1821
	global_load_ushort v42, v53, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v42
	v_add_u32 v42, v41, v54
	v_lshlrev_b32 v41, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[38:39], s[50:51], s[48:49]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_1826
	global_load_ushort v42, v41, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v42
	v_lshrrev_b32 v42, 16, v35
	ds_write_b16 v18, v42 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v57
	ds_write_b16 v18, v35 offset:4354                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v58
	ds_write_b16 v18, v35 offset:4356                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v55
	ds_write_b16 v18, v35 offset:4358                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v59
	ds_write_b16 v18, v35 offset:6528                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v60
	ds_write_b16 v18, v35 offset:6530                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v61
	ds_write_b16 v18, v35 offset:6532                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v11
	ds_write_b16 v18, v35 offset:6534                   ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v62
	ds_write_b16 v18, v11 offset:8704                   ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v63
	ds_write_b16 v18, v11 offset:8706                   ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v64
	ds_write_b16 v18, v11 offset:8708                   ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v36
	ds_write_b16 v18, v11 offset:8710                   ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v65
	ds_write_b16 v18, v11 offset:10880                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v66
	ds_write_b16 v18, v11 offset:10882                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v67
	ds_write_b16 v18, v11 offset:10884                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v37
	ds_write_b16 v18, v11 offset:10886                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v68
	ds_write_b16 v18, v11 offset:13056                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v69
	ds_write_b16 v18, v11 offset:13058                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v70
	ds_write_b16 v18, v11 offset:13060                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v38
	ds_write_b16 v18, v11 offset:13062                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v71
	ds_write_b16 v18, v11 offset:15232                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v72
	ds_write_b16 v18, v11 offset:15234                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v73
	ds_write_b16 v18, v11 offset:15236                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v39
	ds_write_b16 v18, v11 offset:15238                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v74
	ds_write_b16 v18, v11 offset:17408                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v75
	ds_write_b16 v18, v11 offset:17410                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v76
	ds_write_b16 v18, v11 offset:17412                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v40
	ds_write_b16 v18, v11 offset:17414                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v43
	ds_write_b16 v18, v11 offset:19584                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v52
	ds_write_b16 v18, v11 offset:19586                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v53
	ds_write_b16 v18, v11 offset:19588                  ; A operand of the product: stage
	v_lshrrev_b32 v11, 16, v41
	ds_write_b16 v18, v11 offset:19590                  ; A operand of the product: stage
	v_mov_b32 v36, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v38, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	ds_read_b128 v[40:43], v10                          ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[52:55], v19 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[36:39], v[52:53], v[40:41], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[36:39], v[54:55], v[42:43], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[40:43], v10 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[52:55], v19 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[36:39], v[52:53], v[40:41], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[36:39], v[54:55], v[42:43], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[40:43], v10 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[52:55], v19 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[36:39], v[52:53], v[40:41], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[36:39], v[54:55], v[42:43], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[40:43], v10 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[52:55], v19 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[36:39], v[52:53], v[40:41], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[36:39], v[54:55], v[42:43], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	s_nop 6
	v_mul_f32 v11, s18, v36                             ; examples/attention_paged.kgen:23
	v_mul_f32 v35, s18, v37                             ; examples/attention_paged.kgen:23
	v_mul_f32 v40, s18, v38                             ; examples/attention_paged.kgen:23
	v_mul_f32 v41, s18, v39                             ; examples/attention_paged.kgen:23
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v37, v36, v11, s[26:27]
	v_mov_b32 v11, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v36, v11, v35, s[30:31]
	v_mov_b32 v11, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v35, v11, v40, s[32:33]
	v_mov_b32 v11, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v38, v11, v41, s[36:37]
	v_max_f32 v11, v37, v36                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[26:27], v37, v36
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v11, v39, s[26:27]
	v_max_f32 v11, v40, v35                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[26:27], v40, v35
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v11, v39, s[26:27]
	v_max_f32 v11, v40, v38                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[26:27], v40, v38
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v11, v39, s[26:27]
	ds_swizzle_b32 v11, v40 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:24): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v39, v40, v11
	v_cmp_u_f32 s[26:27], v40, v11
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v39, v11, s[26:27]
	v_and_b32 v11, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:24): lanes 32 apart
	v_xor_b32 v11, 32, v11
	v_lshlrev_b32 v11, 2, v11
	ds_bpermute_b32 v39, v11, v40
	s_waitcnt lgkmcnt(0)
	v_max_f32 v11, v40, v39
	v_cmp_u_f32 s[26:27], v40, v39
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v11, v39, s[26:27]
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_444
	ds_write_b32 v5, v40 offset:23552                   ; max over 'tt' (examples/attention_paged.kgen:24): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v11, v7 offset:23552                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 0
	ds_read_b32 v39, v7 offset:23616                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v40, v11, v39
	v_cmp_u_f32 s[26:27], v11, v39
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v40, v11, s[26:27]
	ds_read_b32 v11, v7 offset:23680                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v40, v39, v11
	v_cmp_u_f32 s[26:27], v39, v11
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v40, v11, s[26:27]
	ds_read_b32 v11, v7 offset:23744                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v40, v39, v11
	v_cmp_u_f32 s[26:27], v39, v11
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v40, v11, s[26:27]
	v_max_f32 v11, v1, v39                              ; examples/attention_paged.kgen:24
	v_cmp_u_f32 s[26:27], v1, v39
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v11, v39, s[26:27]
	v_sub_f32 v11, v1, v40                              ; examples/attention_paged.kgen:26
	v_mul_f32 v39, 0x3fb8aa3b, v11                      ; examples/attention_paged.kgen:26
	v_exp_f32 v11, v39                                  ; examples/attention_paged.kgen:26
	s_nop 0
	v_mul_f32 v39, v22, v11                             ; examples/attention_paged.kgen:28
	v_mul_f32 v41, v23, v11                             ; examples/attention_paged.kgen:28
	v_mul_f32 v42, v24, v11                             ; examples/attention_paged.kgen:28
	v_mul_f32 v43, v25, v11                             ; examples/attention_paged.kgen:28
	v_mul_f32 v52, v26, v11                             ; examples/attention_paged.kgen:28
	v_mul_f32 v53, v27, v11                             ; examples/attention_paged.kgen:28
	v_mul_f32 v54, v28, v11                             ; examples/attention_paged.kgen:28
	v_mul_f32 v55, v29, v11                             ; examples/attention_paged.kgen:28
	v_mov_b32 v22, v39                                  ; 'acc' scaled in place
	v_mov_b32 v23, v41                                  ; 'acc' scaled in place
	v_mov_b32 v24, v42                                  ; 'acc' scaled in place
	v_mov_b32 v25, v43                                  ; 'acc' scaled in place
	v_mov_b32 v26, v52                                  ; 'acc' scaled in place
	v_mov_b32 v27, v53                                  ; 'acc' scaled in place
	v_mov_b32 v28, v54                                  ; 'acc' scaled in place
	v_mov_b32 v29, v55                                  ; 'acc' scaled in place
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_111
	ds_write_b32 v3, v31 offset:23808                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v32 offset:23812                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v33 offset:23816                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v34 offset:23820                   ; convert the operand at 28:48: write this thread's elements
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v31, v13 offset:23808                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v32, v13 offset:23840                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v33, v13 offset:23872                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v34, v13 offset:23904                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v39, v13 offset:23936                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v41, v13 offset:23968                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v42, v13 offset:24000                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v43, v13 offset:24032                   ; convert the operand at 28:48: read in the new layout
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_111
	ds_write_b32 v14, v44 offset:24064                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v45 offset:24068                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v46 offset:24072                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v47 offset:24076                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v48 offset:24128                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v49 offset:24132                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v50 offset:24136                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v51 offset:24140                  ; convert the operand at 28:57: write this thread's elements
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v44, v15 offset:24064                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v45, v15 offset:24068                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v46, v15 offset:24072                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v47, v15 offset:24076                   ; convert the operand at 28:57: read in the new layout
	v_mov_b32 v48, 0x80
	v_mul_lo_u32 v49, v48, v31
	v_add_u32 v48, v56, v49
	s_waitcnt lgkmcnt(3)
	v_add_u32 v49, v48, v44
	v_lshlrev_b32 v50, 1, v49                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[26:27], v31, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[30:31], s[42:43], s[26:27]
	v_mov_b32 v31, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[26:27], v44, v31
	s_and_b64 s[32:33], s[30:31], s[26:27]
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[32:33]               ; lanes where %vpred_1950
	global_load_ushort v31, v50, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v31
	s_waitcnt lgkmcnt(2)
	v_add_u32 v31, v48, v45
	v_lshlrev_b32 v50, 1, v31                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v31, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[32:33], v45, v31
	s_and_b64 s[36:37], s[30:31], s[32:33]
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1956
	global_load_ushort v31, v50, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v31
	s_waitcnt lgkmcnt(1)
	v_add_u32 v31, v48, v46
	v_lshlrev_b32 v51, 1, v31                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v31, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[36:37], v46, v31
	s_and_b64 s[38:39], s[30:31], s[36:37]
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[38:39]               ; lanes where %vpred_1962
	global_load_ushort v31, v51, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v31
	s_waitcnt lgkmcnt(0)
	v_add_u32 v31, v48, v47
	v_lshlrev_b32 v48, 1, v31                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v31, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[38:39], v47, v31
	s_and_b64 s[40:41], s[30:31], s[38:39]
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_1968
	global_load_ushort v31, v48, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v31
	v_mov_b32 v31, 0x80
	v_mul_lo_u32 v52, v31, v32
	v_add_u32 v31, v56, v52
	v_add_u32 v52, v31, v44
	v_lshlrev_b32 v53, 1, v52                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[30:31], v32, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[40:41], s[42:43], s[30:31]
	s_and_b64 s[30:31], s[40:41], s[26:27]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_1977
	global_load_ushort v32, v53, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v32
	v_add_u32 v32, v31, v45
	v_lshlrev_b32 v53, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[32:33]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_1982
	global_load_ushort v32, v53, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v32
	v_add_u32 v32, v31, v46
	v_lshlrev_b32 v54, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[36:37]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_1987
	global_load_ushort v32, v54, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v32
	v_add_u32 v32, v31, v47
	v_lshlrev_b32 v31, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[38:39]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[30:31]               ; lanes where %vpred_1992
	global_load_ushort v32, v31, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v32
	v_mov_b32 v32, 0x80
	v_mul_lo_u32 v55, v32, v33
	v_add_u32 v32, v56, v55
	v_add_u32 v55, v32, v44
	v_lshlrev_b32 v57, 1, v55                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[30:31], v33, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[40:41], s[42:43], s[30:31]
	s_and_b64 s[30:31], s[40:41], s[26:27]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_2001
	global_load_ushort v33, v57, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v33
	v_add_u32 v33, v32, v45
	v_lshlrev_b32 v57, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[32:33]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_2006
	global_load_ushort v33, v57, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v33
	v_add_u32 v33, v32, v46
	v_lshlrev_b32 v58, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[36:37]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_2011
	global_load_ushort v33, v58, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v33
	v_add_u32 v33, v32, v47
	v_lshlrev_b32 v32, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[38:39]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[30:31]               ; lanes where %vpred_2016
	global_load_ushort v33, v32, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v33
	v_mov_b32 v33, 0x80
	v_mul_lo_u32 v59, v33, v34
	v_add_u32 v33, v56, v59
	v_add_u32 v59, v33, v44
	v_lshlrev_b32 v60, 1, v59                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[30:31], v34, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[40:41], s[42:43], s[30:31]
	s_and_b64 s[30:31], s[40:41], s[26:27]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_2025
	global_load_ushort v34, v60, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v34
	v_add_u32 v34, v33, v45
	v_lshlrev_b32 v60, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[32:33]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_2030
	global_load_ushort v34, v60, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v34
	v_add_u32 v34, v33, v46
	v_lshlrev_b32 v61, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[36:37]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_2035
	global_load_ushort v34, v61, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v34
	v_add_u32 v34, v33, v47
	v_lshlrev_b32 v33, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[38:39]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[30:31]               ; lanes where %vpred_2040
	global_load_ushort v34, v33, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v34
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v62, v34, v39
	v_add_u32 v34, v56, v62
	v_add_u32 v62, v34, v44
	v_lshlrev_b32 v63, 1, v62                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[30:31], v39, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[40:41], s[42:43], s[30:31]
	s_and_b64 s[30:31], s[40:41], s[26:27]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_2049
	global_load_ushort v39, v63, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v39
	v_add_u32 v39, v34, v45
	v_lshlrev_b32 v63, 1, v39                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[32:33]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_2054
	global_load_ushort v39, v63, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v39
	v_add_u32 v39, v34, v46
	v_lshlrev_b32 v64, 1, v39                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[36:37]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_2059
	global_load_ushort v39, v64, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v39
	v_add_u32 v39, v34, v47
	v_lshlrev_b32 v34, 1, v39                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[38:39]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[30:31]               ; lanes where %vpred_2064
	global_load_ushort v39, v34, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v39
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v65, v39, v41
	v_add_u32 v39, v56, v65
	v_add_u32 v65, v39, v44
	v_lshlrev_b32 v66, 1, v65                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[30:31], v41, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[40:41], s[42:43], s[30:31]
	s_and_b64 s[30:31], s[40:41], s[26:27]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_2073
	global_load_ushort v41, v66, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v41
	v_add_u32 v41, v39, v45
	v_lshlrev_b32 v66, 1, v41                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[32:33]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_2078
	global_load_ushort v41, v66, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v41
	v_add_u32 v41, v39, v46
	v_lshlrev_b32 v67, 1, v41                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[36:37]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_2083
	global_load_ushort v41, v67, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v41
	v_add_u32 v41, v39, v47
	v_lshlrev_b32 v39, 1, v41                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[38:39]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[30:31]               ; lanes where %vpred_2088
	global_load_ushort v41, v39, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v41
	v_mov_b32 v41, 0x80
	v_mul_lo_u32 v68, v41, v42
	v_add_u32 v41, v56, v68
	v_add_u32 v68, v41, v44
	v_lshlrev_b32 v69, 1, v68                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[30:31], v42, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[40:41], s[42:43], s[30:31]
	s_and_b64 s[30:31], s[40:41], s[26:27]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_2097
	global_load_ushort v42, v69, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v42
	v_add_u32 v42, v41, v45
	v_lshlrev_b32 v69, 1, v42                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[32:33]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_2102
	global_load_ushort v42, v69, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v42
	v_add_u32 v42, v41, v46
	v_lshlrev_b32 v70, 1, v42                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[36:37]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[30:31]               ; lanes where %vpred_2107
	global_load_ushort v42, v70, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v42
	v_add_u32 v42, v41, v47
	v_lshlrev_b32 v41, 1, v42                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[40:41], s[38:39]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[30:31]               ; lanes where %vpred_2112
	global_load_ushort v42, v41, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v42
	v_mov_b32 v42, 0x80
	v_mul_lo_u32 v71, v42, v43
	v_add_u32 v42, v56, v71
	v_add_u32 v56, v42, v44
	v_lshlrev_b32 v44, 1, v56                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[30:31], v43, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[40:41], s[42:43], s[30:31]
	s_and_b64 s[30:31], s[40:41], s[26:27]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[30:31]               ; lanes where %vpred_2121
	global_load_ushort v43, v44, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v43
	v_add_u32 v43, v42, v45
	v_lshlrev_b32 v45, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[26:27], s[40:41], s[32:33]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_2126
	global_load_ushort v43, v45, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v43
	v_add_u32 v43, v42, v46
	v_lshlrev_b32 v46, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[26:27], s[40:41], s[36:37]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_2131
	global_load_ushort v43, v46, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v43
	v_add_u32 v43, v42, v47
	v_lshlrev_b32 v42, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[26:27], s[40:41], s[38:39]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_2136
	global_load_ushort v43, v42, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v43
	v_lshrrev_b32 v43, 16, v49
	ds_write_b16 v16, v43 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v50
	ds_write_b16 v16, v43 offset:4496                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v51
	ds_write_b16 v16, v43 offset:4640                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v48
	ds_write_b16 v16, v43 offset:4784                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v52
	ds_write_b16 v16, v43 offset:4368                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v53
	ds_write_b16 v16, v43 offset:4512                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v54
	ds_write_b16 v16, v43 offset:4656                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v31
	ds_write_b16 v16, v43 offset:4800                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v55
	ds_write_b16 v16, v31 offset:4384                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v57
	ds_write_b16 v16, v31 offset:4528                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v58
	ds_write_b16 v16, v31 offset:4672                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v32
	ds_write_b16 v16, v31 offset:4816                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v59
	ds_write_b16 v16, v31 offset:4400                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v60
	ds_write_b16 v16, v31 offset:4544                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v61
	ds_write_b16 v16, v31 offset:4688                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v33
	ds_write_b16 v16, v31 offset:4832                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v62
	ds_write_b16 v16, v31 offset:4416                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v63
	ds_write_b16 v16, v31 offset:4560                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v64
	ds_write_b16 v16, v31 offset:4704                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v34
	ds_write_b16 v16, v31 offset:4848                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v65
	ds_write_b16 v16, v31 offset:4432                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v66
	ds_write_b16 v16, v31 offset:4576                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v67
	ds_write_b16 v16, v31 offset:4720                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v39
	ds_write_b16 v16, v31 offset:4864                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v68
	ds_write_b16 v16, v31 offset:4448                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v69
	ds_write_b16 v16, v31 offset:4592                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v70
	ds_write_b16 v16, v31 offset:4736                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v41
	ds_write_b16 v16, v31 offset:4880                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v44
	ds_write_b16 v16, v31 offset:4464                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v45
	ds_write_b16 v16, v31 offset:4608                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v46
	ds_write_b16 v16, v31 offset:4752                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v42
	ds_write_b16 v16, v31 offset:4896                   ; A operand of the product: stage
	v_mul_f32 v31, 0xbfb8aa3b, v40                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:25)
	v_mov_b32 v32, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v33, v37, v32, v31
	v_exp_f32 v32, v33                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v33, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v34, v36, v33, v31
	v_exp_f32 v33, v34                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v36, v35, v34, v31
	v_exp_f32 v34, v36                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v35, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v36, v38, v35, v31
	v_exp_f32 v31, v36                                  ; examples/attention_paged.kgen:25
	v_bfe_u32 v35, v32, 16, 1                           ; round to bf16
	v_add3_u32 v36, v32, v35, s4
	v_cmp_u_f32 s[26:27], v32, v32
	v_mov_b32 v35, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v36, v35, s[26:27]
	v_and_b32 v35, 0xffff0000, v36
	v_bfe_u32 v36, v33, 16, 1                           ; round to bf16
	v_add3_u32 v37, v33, v36, s4
	v_cmp_u_f32 s[26:27], v33, v33
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v37, v36, s[26:27]
	v_and_b32 v36, 0xffff0000, v37
	v_bfe_u32 v37, v34, 16, 1                           ; round to bf16
	v_add3_u32 v38, v34, v37, s4
	v_cmp_u_f32 s[26:27], v34, v34
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v38, v37, s[26:27]
	v_and_b32 v37, 0xffff0000, v38
	v_bfe_u32 v38, v31, 16, 1                           ; round to bf16
	v_add3_u32 v39, v31, v38, s4
	v_cmp_u_f32 s[26:27], v31, v31
	v_mov_b32 v38, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v39, v38, s[26:27]
	v_and_b32 v38, 0xffff0000, v39
	v_lshrrev_b32 v39, 16, v35
	ds_write_b16 v21, v39 offset:24576                  ; B operand of the product: stage
	v_lshrrev_b32 v35, 16, v36
	ds_write_b16 v21, v35 offset:24578                  ; B operand of the product: stage
	v_lshrrev_b32 v35, 16, v37
	ds_write_b16 v21, v35 offset:24580                  ; B operand of the product: stage
	v_lshrrev_b32 v35, 16, v38
	ds_write_b16 v21, v35 offset:24582                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[36:39], v17 offset:24576             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[42:45], v8 offset:4352               ; A fragment 0, k-steps 0..1
	ds_read_b128 v[46:49], v8 offset:6656               ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[22:25], v[42:43], v[36:37], v[22:25] ; examples/attention_paged.kgen:28: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[26:29], v[46:47], v[36:37], v[26:29] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[22:25], v[44:45], v[38:39], v[22:25] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[26:29], v[48:49], v[38:39], v[26:29] ; examples/attention_paged.kgen:28: mfma 16x16x16
	ds_read_b128 v[36:39], v17 offset:24640             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[42:45], v8 offset:4416               ; A fragment 0, k-steps 2..3
	ds_read_b128 v[46:49], v8 offset:6720               ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[22:25], v[42:43], v[36:37], v[22:25] ; examples/attention_paged.kgen:28: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[26:29], v[46:47], v[36:37], v[26:29] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[22:25], v[44:45], v[38:39], v[22:25] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[26:29], v[48:49], v[38:39], v[26:29] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mul_f32 v35, v2, v11                              ; examples/attention_paged.kgen:27
	v_add_f32 v11, v32, v33                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	v_add_f32 v32, v11, v34                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	v_add_f32 v11, v32, v31                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	ds_swizzle_b32 v31, v11 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:27): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v32, v11, v31
	v_and_b32 v11, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:27): lanes 32 apart
	v_xor_b32 v11, 32, v11
	v_lshlrev_b32 v11, 2, v11
	ds_bpermute_b32 v31, v11, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v32, v31
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_444
	ds_write_b32 v5, v11 offset:28928                   ; sum over 'tt' (examples/attention_paged.kgen:27): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v11, v7 offset:28928                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 0
	ds_read_b32 v31, v7 offset:28992                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v32, v11, v31
	ds_read_b32 v11, v7 offset:29056                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v31, v32, v11
	ds_read_b32 v11, v7 offset:29120                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v32, v31, v11
	v_add_f32 v11, v35, v32                             ; examples/attention_paged.kgen:27
	v_mov_b32 v2, v11                                   ; next 'l'
	v_mov_b32 v1, v40                                   ; next 'mx'
	s_add_u32 s6, s6, 64
	s_cmp_lt_u32 s6, s5
	s_cbranch_scc1 .Lattention_paged_loop2
.Lattention_paged_loop2_end:
	v_readfirstlane_b32 s5, v30
	s_mov_b32 s7, s6                                    ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s7, s5
	s_cbranch_scc1 .Lattention_paged_loop3_end
.Lattention_paged_loop3:
	v_sub_u32 v11, v30, s7
	v_add_u32 v31, s7, v6
	v_add_u32 v32, 0, v31                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v33, 1, v31                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v34, 2, v31                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v35, 3, v31                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_cmp_lt_i32 s[26:27], v32, v20                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[30:31], v33, v20                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[32:33], v34, v20                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[36:37], v35, v20                     ; examples/attention_paged.kgen:23
	s_add_i32 s6, s24, 0                                ; index along 'b' (examples/attention_paged.kgen:22)
	s_ashr_i32 s20, s7, 6
	s_mul_i32 s23, s6, s22
	s_add_u32 s25, s23, s20
	s_lshl_b32 s23, s25, 2                              ; examples/attention_paged.kgen:22: byte offset
	s_cmp_lt_u32 s6, s19                                ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s6, 1, 0
	s_cmp_lt_u32 s20, s22                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s20, 1, 0
	s_and_b32 s25, s6, s20
	v_mov_b32 v31, 0                                    ; absent element
	s_cmp_eq_u32 s25, 0                                 ; if %upred_2246
	s_cbranch_scc1 .Lattention_paged_skip3
	v_mov_b32 v36, s23                                  ; examples/attention_paged.kgen:22: gather from 'table'
	global_load_dword v31, v36, s[12:13]
.Lattention_paged_skip3:
	v_ashrrev_i32 v36, 31, v32                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v37, 31, 64
	v_add_u32 v38, v32, v36
	v_xor_b32 v38, v38, v36
	v_add_u32 v32, 64, v37
	v_xor_b32 v32, v32, v37
	v_cvt_f32_u32 v37, v32
	v_rcp_iflag_f32 v37, v37
	s_nop 0
	v_mul_f32 v37, 0x4f7ffffe, v37
	v_cvt_u32_f32 v39, v37
	v_sub_u32 v37, 0, v32
	v_mul_lo_u32 v37, v37, v39
	v_mul_hi_u32 v37, v39, v37
	v_add_u32 v39, v39, v37
	v_mul_hi_u32 v40, v38, v39
	v_mul_lo_u32 v37, v40, v32
	v_sub_u32 v39, v38, v37
	v_cmp_ge_u32 s[38:39], v39, v32
	v_sub_u32 v37, v39, v32
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[38:39]
	v_cmp_ge_u32 s[38:39], v39, v32
	v_sub_u32 v37, v39, v32
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[38:39]
	v_xor_b32 v39, v39, v36
	v_sub_u32 v39, v39, v36
	v_mov_b32 v32, v39
	v_ashrrev_i32 v36, 31, v33                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v37, 31, 64
	v_add_u32 v38, v33, v36
	v_xor_b32 v38, v38, v36
	v_add_u32 v33, 64, v37
	v_xor_b32 v33, v33, v37
	v_cvt_f32_u32 v37, v33
	v_rcp_iflag_f32 v37, v37
	s_nop 0
	v_mul_f32 v37, 0x4f7ffffe, v37
	v_cvt_u32_f32 v39, v37
	v_sub_u32 v37, 0, v33
	v_mul_lo_u32 v37, v37, v39
	v_mul_hi_u32 v37, v39, v37
	v_add_u32 v39, v39, v37
	v_mul_hi_u32 v40, v38, v39
	v_mul_lo_u32 v37, v40, v33
	v_sub_u32 v39, v38, v37
	v_cmp_ge_u32 s[38:39], v39, v33
	v_sub_u32 v37, v39, v33
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[38:39]
	v_cmp_ge_u32 s[38:39], v39, v33
	v_sub_u32 v37, v39, v33
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[38:39]
	v_xor_b32 v39, v39, v36
	v_sub_u32 v39, v39, v36
	v_mov_b32 v33, v39
	v_ashrrev_i32 v36, 31, v34                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v37, 31, 64
	v_add_u32 v38, v34, v36
	v_xor_b32 v38, v38, v36
	v_add_u32 v34, 64, v37
	v_xor_b32 v34, v34, v37
	v_cvt_f32_u32 v37, v34
	v_rcp_iflag_f32 v37, v37
	s_nop 0
	v_mul_f32 v37, 0x4f7ffffe, v37
	v_cvt_u32_f32 v39, v37
	v_sub_u32 v37, 0, v34
	v_mul_lo_u32 v37, v37, v39
	v_mul_hi_u32 v37, v39, v37
	v_add_u32 v39, v39, v37
	v_mul_hi_u32 v40, v38, v39
	v_mul_lo_u32 v37, v40, v34
	v_sub_u32 v39, v38, v37
	v_cmp_ge_u32 s[38:39], v39, v34
	v_sub_u32 v37, v39, v34
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[38:39]
	v_cmp_ge_u32 s[38:39], v39, v34
	v_sub_u32 v37, v39, v34
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[38:39]
	v_xor_b32 v39, v39, v36
	v_sub_u32 v39, v39, v36
	v_mov_b32 v34, v39
	v_ashrrev_i32 v36, 31, v35                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v37, 31, 64
	v_add_u32 v38, v35, v36
	v_xor_b32 v38, v38, v36
	v_add_u32 v35, 64, v37
	v_xor_b32 v35, v35, v37
	v_cvt_f32_u32 v37, v35
	v_rcp_iflag_f32 v37, v37
	s_nop 0
	v_mul_f32 v37, 0x4f7ffffe, v37
	v_cvt_u32_f32 v39, v37
	v_sub_u32 v37, 0, v35
	v_mul_lo_u32 v37, v37, v39
	v_mul_hi_u32 v37, v39, v37
	v_add_u32 v39, v39, v37
	v_mul_hi_u32 v40, v38, v39
	v_mul_lo_u32 v37, v40, v35
	v_sub_u32 v39, v38, v37
	v_cmp_ge_u32 s[38:39], v39, v35
	v_sub_u32 v37, v39, v35
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[38:39]
	v_cmp_ge_u32 s[38:39], v39, v35
	v_sub_u32 v37, v39, v35
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[38:39]
	v_xor_b32 v39, v39, v36
	v_sub_u32 v39, v39, v36
	v_mov_b32 v35, v39
	s_and_saveexec_b64 s[38:39], s[14:15]               ; lanes where %vpred_111
	ds_write_b32 v3, v32 offset:22784                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v33 offset:22788                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v34 offset:22792                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v35 offset:22796                   ; convert the operand at 23:56: write this thread's elements
	s_mov_b64 exec, s[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v13 offset:22784                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v37, v13 offset:22816                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v38, v13 offset:22848                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v39, v13 offset:22880                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v40, v13 offset:22912                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v41, v13 offset:22944                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v42, v13 offset:22976                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v43, v13 offset:23008                   ; convert the operand at 23:56: read in the new layout
	v_add_u32 v44, 0, v9
	v_add_u32 v45, 0, v44                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v46, 1, v44                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v47, 2, v44                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v48, 3, v44                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v49, 16, v44                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v50, 17, v44                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v51, 18, v44                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v52, 19, v44                              ; index along 'd' (examples/attention_paged.kgen:23)
	s_and_saveexec_b64 s[38:39], s[14:15]               ; lanes where %vpred_111
	ds_write_b32 v14, v45 offset:23040                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v46 offset:23044                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v47 offset:23048                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v48 offset:23052                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v49 offset:23104                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v50 offset:23108                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v51 offset:23112                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v14, v52 offset:23116                  ; convert the operand at 23:65: write this thread's elements
	s_mov_b64 exec, s[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v44, v15 offset:23040                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v53, v15 offset:23044                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v54, v15 offset:23048                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v55, v15 offset:23052                   ; convert the operand at 23:65: read in the new layout
	v_mov_b32 v56, 0x2000
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v57, v56, v31
	v_mov_b32 v56, 0x80
	v_mul_lo_u32 v58, v56, v36
	v_add_u32 v56, v57, v58
	s_waitcnt lgkmcnt(3)
	v_add_u32 v58, v56, v44
	v_lshlrev_b32 v59, 1, v58                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[38:39], v31, s21                     ; subscript 0 of 'kc' inside [0, NP)
	s_cmp_lg_u32 s25, 0
	s_cselect_b64 s[40:41], exec, 0
	s_and_b64 s[42:43], s[38:39], s[40:41]
	v_cmp_lt_u32 s[38:39], v36, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[40:41], s[42:43], s[38:39]
	v_mov_b32 v31, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[38:39], v44, v31
	s_and_b64 s[44:45], s[40:41], s[38:39]
	v_cmp_lt_u32 s[46:47], v12, v11                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[44:45], s[46:47]
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[48:49]               ; lanes where %vpred_2285
	global_load_ushort v31, v59, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v31
	s_waitcnt lgkmcnt(2)
	v_add_u32 v31, v56, v53
	v_lshlrev_b32 v58, 1, v31                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v31, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[44:45], v53, v31
	s_and_b64 s[48:49], s[40:41], s[44:45]
	s_and_b64 s[50:51], s[48:49], s[46:47]
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[50:51]               ; lanes where %vpred_2292
	global_load_ushort v31, v58, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v31
	s_waitcnt lgkmcnt(1)
	v_add_u32 v31, v56, v54
	v_lshlrev_b32 v59, 1, v31                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v31, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[48:49], v54, v31
	s_and_b64 s[50:51], s[40:41], s[48:49]
	s_and_b64 s[52:53], s[50:51], s[46:47]
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[52:53]               ; lanes where %vpred_2299
	global_load_ushort v31, v59, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v31
	s_waitcnt lgkmcnt(0)
	v_add_u32 v31, v56, v55
	v_lshlrev_b32 v56, 1, v31                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v31, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[50:51], v55, v31
	s_and_b64 s[52:53], s[40:41], s[50:51]
	s_and_b64 s[40:41], s[52:53], s[46:47]
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[40:41]               ; lanes where %vpred_2306
	global_load_ushort v31, v56, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v31
	v_mov_b32 v31, 0x80
	v_mul_lo_u32 v60, v31, v37
	v_add_u32 v31, v57, v60
	v_add_u32 v60, v31, v44
	v_lshlrev_b32 v61, 1, v60                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[40:41], v37, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[42:43], s[40:41]
	s_and_b64 s[40:41], s[52:53], s[38:39]
	v_add_u32 v37, 8, v12
	v_cmp_lt_u32 s[54:55], v37, v11                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[40:41], s[54:55]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[56:57]               ; lanes where %vpred_2318
	global_load_ushort v37, v61, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v37
	v_add_u32 v37, v31, v53
	v_lshlrev_b32 v61, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[44:45]
	s_and_b64 s[56:57], s[40:41], s[54:55]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[56:57]               ; lanes where %vpred_2324
	global_load_ushort v37, v61, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v37
	v_add_u32 v37, v31, v54
	v_lshlrev_b32 v62, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[48:49]
	s_and_b64 s[56:57], s[40:41], s[54:55]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[56:57]               ; lanes where %vpred_2330
	global_load_ushort v37, v62, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v37
	v_add_u32 v37, v31, v55
	v_lshlrev_b32 v31, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[50:51]
	s_and_b64 s[52:53], s[40:41], s[54:55]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[52:53]               ; lanes where %vpred_2336
	global_load_ushort v37, v31, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v37
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v63, v37, v38
	v_add_u32 v37, v57, v63
	v_add_u32 v63, v37, v44
	v_lshlrev_b32 v64, 1, v63                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[40:41], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[42:43], s[40:41]
	s_and_b64 s[40:41], s[52:53], s[38:39]
	v_add_u32 v38, 16, v12
	v_cmp_lt_u32 s[56:57], v38, v11                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[40:41], s[56:57]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[58:59]               ; lanes where %vpred_2348
	global_load_ushort v38, v64, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v38
	v_add_u32 v38, v37, v53
	v_lshlrev_b32 v64, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[44:45]
	s_and_b64 s[58:59], s[40:41], s[56:57]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[58:59]               ; lanes where %vpred_2354
	global_load_ushort v38, v64, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v38
	v_add_u32 v38, v37, v54
	v_lshlrev_b32 v65, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[48:49]
	s_and_b64 s[58:59], s[40:41], s[56:57]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[58:59]               ; lanes where %vpred_2360
	global_load_ushort v38, v65, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v38
	v_add_u32 v38, v37, v55
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[50:51]
	s_and_b64 s[52:53], s[40:41], s[56:57]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[52:53]               ; lanes where %vpred_2366
	global_load_ushort v38, v37, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v38
	v_mov_b32 v38, 0x80
	v_mul_lo_u32 v66, v38, v39
	v_add_u32 v38, v57, v66
	v_add_u32 v66, v38, v44
	v_lshlrev_b32 v67, 1, v66                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[40:41], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[42:43], s[40:41]
	s_and_b64 s[40:41], s[52:53], s[38:39]
	v_add_u32 v39, 24, v12
	v_cmp_lt_u32 s[58:59], v39, v11                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[40:41], s[58:59]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[60:61]               ; lanes where %vpred_2378
	global_load_ushort v39, v67, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v39
	v_add_u32 v39, v38, v53
	v_lshlrev_b32 v67, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[44:45]
	s_and_b64 s[60:61], s[40:41], s[58:59]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[60:61]               ; lanes where %vpred_2384
	global_load_ushort v39, v67, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v39
	v_add_u32 v39, v38, v54
	v_lshlrev_b32 v68, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[48:49]
	s_and_b64 s[60:61], s[40:41], s[58:59]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[60:61]               ; lanes where %vpred_2390
	global_load_ushort v39, v68, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v39
	v_add_u32 v39, v38, v55
	v_lshlrev_b32 v38, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[50:51]
	s_and_b64 s[52:53], s[40:41], s[58:59]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[52:53]               ; lanes where %vpred_2396
	global_load_ushort v39, v38, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v39
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v69, v39, v40
	v_add_u32 v39, v57, v69
	v_add_u32 v69, v39, v44
	v_lshlrev_b32 v70, 1, v69                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[40:41], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[42:43], s[40:41]
	s_and_b64 s[40:41], s[52:53], s[38:39]
	v_add_u32 v40, 32, v12
	v_cmp_lt_u32 s[60:61], v40, v11                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[40:41], s[60:61]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[62:63]               ; lanes where %vpred_2408
	global_load_ushort v40, v70, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v40
	v_add_u32 v40, v39, v53
	v_lshlrev_b32 v70, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[44:45]
	s_and_b64 s[62:63], s[40:41], s[60:61]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[62:63]               ; lanes where %vpred_2414
	global_load_ushort v40, v70, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v40
	v_add_u32 v40, v39, v54
	v_lshlrev_b32 v71, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[48:49]
	s_and_b64 s[62:63], s[40:41], s[60:61]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[62:63]               ; lanes where %vpred_2420
	global_load_ushort v40, v71, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v40
	v_add_u32 v40, v39, v55
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[50:51]
	s_and_b64 s[52:53], s[40:41], s[60:61]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[52:53]               ; lanes where %vpred_2426
	global_load_ushort v40, v39, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v40
	v_mov_b32 v40, 0x80
	v_mul_lo_u32 v72, v40, v41
	v_add_u32 v40, v57, v72
	v_add_u32 v72, v40, v44
	v_lshlrev_b32 v73, 1, v72                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[40:41], v41, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[42:43], s[40:41]
	s_and_b64 s[40:41], s[52:53], s[38:39]
	v_add_u32 v41, 40, v12
	v_cmp_lt_u32 s[62:63], v41, v11                     ; 'tt' element in bounds
	s_and_b64 s[64:65], s[40:41], s[62:63]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[64:65]               ; lanes where %vpred_2438
	global_load_ushort v41, v73, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v41
	v_add_u32 v41, v40, v53
	v_lshlrev_b32 v73, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[44:45]
	s_and_b64 s[64:65], s[40:41], s[62:63]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[64:65]               ; lanes where %vpred_2444
	global_load_ushort v41, v73, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v41
	v_add_u32 v41, v40, v54
	v_lshlrev_b32 v74, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[48:49]
	s_and_b64 s[64:65], s[40:41], s[62:63]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[64:65]               ; lanes where %vpred_2450
	global_load_ushort v41, v74, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v41
	v_add_u32 v41, v40, v55
	v_lshlrev_b32 v40, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[50:51]
	s_and_b64 s[52:53], s[40:41], s[62:63]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[52:53]               ; lanes where %vpred_2456
	global_load_ushort v41, v40, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v41
	v_mov_b32 v41, 0x80
	v_mul_lo_u32 v75, v41, v42
	v_add_u32 v41, v57, v75
	v_add_u32 v75, v41, v44
	v_lshlrev_b32 v76, 1, v75                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[40:41], v42, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[42:43], s[40:41]
	s_and_b64 s[40:41], s[52:53], s[38:39]
	v_add_u32 v42, 48, v12
	v_cmp_lt_u32 s[64:65], v42, v11                     ; 'tt' element in bounds
	s_and_b64 s[66:67], s[40:41], s[64:65]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[66:67]               ; lanes where %vpred_2468
	global_load_ushort v42, v76, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v42
	v_add_u32 v42, v41, v53
	v_lshlrev_b32 v76, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[44:45]
	s_and_b64 s[66:67], s[40:41], s[64:65]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[66:67]               ; lanes where %vpred_2474
	global_load_ushort v42, v76, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v42
	v_add_u32 v42, v41, v54
	v_lshlrev_b32 v77, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[48:49]
	s_and_b64 s[66:67], s[40:41], s[64:65]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[66:67]               ; lanes where %vpred_2480
	global_load_ushort v42, v77, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v42
	v_add_u32 v42, v41, v55
	v_lshlrev_b32 v41, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[50:51]
	s_and_b64 s[52:53], s[40:41], s[64:65]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[52:53]               ; lanes where %vpred_2486
	global_load_ushort v42, v41, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v42
	v_mov_b32 v42, 0x80
	v_mul_lo_u32 v78, v42, v43
	v_add_u32 v42, v57, v78
	v_add_u32 v78, v42, v44
	v_lshlrev_b32 v44, 1, v78                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[40:41], v43, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[42:43], s[40:41]
	s_and_b64 s[40:41], s[52:53], s[38:39]
	v_add_u32 v43, 56, v12
	v_cmp_lt_u32 s[38:39], v43, v11                     ; 'tt' element in bounds
	s_and_b64 s[66:67], s[40:41], s[38:39]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[66:67]               ; lanes where %vpred_2498
	global_load_ushort v43, v44, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v43
	v_add_u32 v43, v42, v53
	v_lshlrev_b32 v53, 1, v43                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[44:45]
	s_and_b64 s[44:45], s[40:41], s[38:39]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[44:45]               ; lanes where %vpred_2504
	global_load_ushort v43, v53, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v43
	v_add_u32 v43, v42, v54
	v_lshlrev_b32 v54, 1, v43                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[48:49]
	s_and_b64 s[44:45], s[40:41], s[38:39]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[44:45]               ; lanes where %vpred_2510
	global_load_ushort v43, v54, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v43
	v_add_u32 v43, v42, v55
	v_lshlrev_b32 v42, 1, v43                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[40:41], s[52:53], s[50:51]
	s_and_b64 s[44:45], s[40:41], s[38:39]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[40:41], s[44:45]               ; lanes where %vpred_2516
	global_load_ushort v43, v42, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v43
	v_lshrrev_b32 v43, 16, v36
	ds_write_b16 v18, v43 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v58
	ds_write_b16 v18, v36 offset:4354                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v59
	ds_write_b16 v18, v36 offset:4356                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v56
	ds_write_b16 v18, v36 offset:4358                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v60
	ds_write_b16 v18, v36 offset:6528                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v61
	ds_write_b16 v18, v36 offset:6530                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v62
	ds_write_b16 v18, v36 offset:6532                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v31
	ds_write_b16 v18, v36 offset:6534                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v63
	ds_write_b16 v18, v31 offset:8704                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v64
	ds_write_b16 v18, v31 offset:8706                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v65
	ds_write_b16 v18, v31 offset:8708                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v37
	ds_write_b16 v18, v31 offset:8710                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v66
	ds_write_b16 v18, v31 offset:10880                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v67
	ds_write_b16 v18, v31 offset:10882                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v68
	ds_write_b16 v18, v31 offset:10884                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v38
	ds_write_b16 v18, v31 offset:10886                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v69
	ds_write_b16 v18, v31 offset:13056                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v70
	ds_write_b16 v18, v31 offset:13058                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v71
	ds_write_b16 v18, v31 offset:13060                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v39
	ds_write_b16 v18, v31 offset:13062                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v72
	ds_write_b16 v18, v31 offset:15232                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v73
	ds_write_b16 v18, v31 offset:15234                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v74
	ds_write_b16 v18, v31 offset:15236                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v40
	ds_write_b16 v18, v31 offset:15238                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v75
	ds_write_b16 v18, v31 offset:17408                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v76
	ds_write_b16 v18, v31 offset:17410                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v77
	ds_write_b16 v18, v31 offset:17412                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v41
	ds_write_b16 v18, v31 offset:17414                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v44
	ds_write_b16 v18, v31 offset:19584                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v53
	ds_write_b16 v18, v31 offset:19586                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v54
	ds_write_b16 v18, v31 offset:19588                  ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v42
	ds_write_b16 v18, v31 offset:19590                  ; A operand of the product: stage
	v_mov_b32 v36, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v38, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	ds_read_b128 v[40:43], v10                          ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[58:61], v19 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[36:39], v[58:59], v[40:41], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[36:39], v[60:61], v[42:43], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[40:43], v10 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[58:61], v19 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[36:39], v[58:59], v[40:41], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[36:39], v[60:61], v[42:43], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[40:43], v10 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[58:61], v19 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[36:39], v[58:59], v[40:41], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[36:39], v[60:61], v[42:43], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[40:43], v10 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[58:61], v19 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[36:39], v[58:59], v[40:41], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[36:39], v[60:61], v[42:43], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	s_nop 6
	v_mul_f32 v31, s18, v36                             ; examples/attention_paged.kgen:23
	v_mul_f32 v40, s18, v37                             ; examples/attention_paged.kgen:23
	v_mul_f32 v41, s18, v38                             ; examples/attention_paged.kgen:23
	v_mul_f32 v42, s18, v39                             ; examples/attention_paged.kgen:23
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v37, v36, v31, s[26:27]
	v_mov_b32 v31, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v36, v31, v40, s[30:31]
	v_mov_b32 v31, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v38, v31, v41, s[32:33]
	v_mov_b32 v31, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v39, v31, v42, s[36:37]
	v_cmp_lt_u32 s[26:27], v6, v11                      ; 'tt' element in bounds
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v31, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v40, v31, v37, s[30:31]
	v_add_u32 v31, 1, v6
	v_cmp_lt_u32 s[26:27], v31, v11                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[28:29], s[26:27]
	v_mov_b32 v31, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v41, v31, v36, s[32:33]
	v_add_u32 v31, 2, v6
	v_cmp_lt_u32 s[26:27], v31, v11                     ; 'tt' element in bounds
	s_and_b64 s[36:37], s[28:29], s[26:27]
	v_mov_b32 v31, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v42, v31, v38, s[36:37]
	v_add_u32 v31, 3, v6
	v_cmp_lt_u32 s[26:27], v31, v11                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[28:29], s[26:27]
	v_mov_b32 v11, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v31, v11, v39, s[40:41]
	v_max_f32 v11, v40, v41                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[26:27], v40, v41
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v11, v40, s[26:27]
	v_max_f32 v11, v41, v42                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[26:27], v41, v42
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v11, v40, s[26:27]
	v_max_f32 v11, v41, v31                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[26:27], v41, v31
	v_mov_b32 v31, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v11, v31, s[26:27]
	ds_swizzle_b32 v11, v40 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:24): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v31, v40, v11
	v_cmp_u_f32 s[26:27], v40, v11
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v31, v11, s[26:27]
	v_and_b32 v11, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:24): lanes 32 apart
	v_xor_b32 v11, 32, v11
	v_lshlrev_b32 v11, 2, v11
	ds_bpermute_b32 v31, v11, v40
	s_waitcnt lgkmcnt(0)
	v_max_f32 v11, v40, v31
	v_cmp_u_f32 s[26:27], v40, v31
	v_mov_b32 v31, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v11, v31, s[26:27]
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_444
	ds_write_b32 v5, v40 offset:23552                   ; max over 'tt' (examples/attention_paged.kgen:24): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v11, v7 offset:23552                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 0
	ds_read_b32 v31, v7 offset:23616                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v40, v11, v31
	v_cmp_u_f32 s[26:27], v11, v31
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v31, v40, v11, s[26:27]
	ds_read_b32 v11, v7 offset:23680                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v40, v31, v11
	v_cmp_u_f32 s[26:27], v31, v11
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v31, v40, v11, s[26:27]
	ds_read_b32 v11, v7 offset:23744                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v40, v31, v11
	v_cmp_u_f32 s[26:27], v31, v11
	v_mov_b32 v11, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v31, v40, v11, s[26:27]
	v_max_f32 v11, v1, v31                              ; examples/attention_paged.kgen:24
	v_cmp_u_f32 s[26:27], v1, v31
	v_mov_b32 v31, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v11, v31, s[26:27]
	v_sub_f32 v11, v1, v40                              ; examples/attention_paged.kgen:26
	v_mul_f32 v31, 0x3fb8aa3b, v11                      ; examples/attention_paged.kgen:26
	v_exp_f32 v11, v31                                  ; examples/attention_paged.kgen:26
	s_nop 0
	v_mul_f32 v31, v22, v11                             ; examples/attention_paged.kgen:28
	v_mul_f32 v41, v23, v11                             ; examples/attention_paged.kgen:28
	v_mul_f32 v42, v24, v11                             ; examples/attention_paged.kgen:28
	v_mul_f32 v43, v25, v11                             ; examples/attention_paged.kgen:28
	v_mul_f32 v44, v26, v11                             ; examples/attention_paged.kgen:28
	v_mul_f32 v53, v27, v11                             ; examples/attention_paged.kgen:28
	v_mul_f32 v54, v28, v11                             ; examples/attention_paged.kgen:28
	v_mul_f32 v55, v29, v11                             ; examples/attention_paged.kgen:28
	v_mov_b32 v22, v31                                  ; 'acc' scaled in place
	v_mov_b32 v23, v41                                  ; 'acc' scaled in place
	v_mov_b32 v24, v42                                  ; 'acc' scaled in place
	v_mov_b32 v25, v43                                  ; 'acc' scaled in place
	v_mov_b32 v26, v44                                  ; 'acc' scaled in place
	v_mov_b32 v27, v53                                  ; 'acc' scaled in place
	v_mov_b32 v28, v54                                  ; 'acc' scaled in place
	v_mov_b32 v29, v55                                  ; 'acc' scaled in place
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_111
	ds_write_b32 v3, v32 offset:23808                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v33 offset:23812                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v34 offset:23816                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v35 offset:23820                   ; convert the operand at 28:48: write this thread's elements
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v31, v13 offset:23808                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v32, v13 offset:23840                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v33, v13 offset:23872                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v34, v13 offset:23904                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v35, v13 offset:23936                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v41, v13 offset:23968                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v42, v13 offset:24000                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v43, v13 offset:24032                   ; convert the operand at 28:48: read in the new layout
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_111
	ds_write_b32 v14, v45 offset:24064                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v46 offset:24068                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v47 offset:24072                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v48 offset:24076                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v49 offset:24128                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v50 offset:24132                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v51 offset:24136                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v14, v52 offset:24140                  ; convert the operand at 28:57: write this thread's elements
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v44, v15 offset:24064                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v45, v15 offset:24068                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v46, v15 offset:24072                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v47, v15 offset:24076                   ; convert the operand at 28:57: read in the new layout
	v_mov_b32 v48, 0x80
	v_mul_lo_u32 v49, v48, v31
	v_add_u32 v48, v57, v49
	s_waitcnt lgkmcnt(3)
	v_add_u32 v49, v48, v44
	v_lshlrev_b32 v50, 1, v49                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[26:27], v31, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[44:45], s[42:43], s[26:27]
	v_mov_b32 v31, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[26:27], v44, v31
	s_and_b64 s[48:49], s[44:45], s[26:27]
	s_and_b64 s[50:51], s[48:49], s[46:47]
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[50:51]               ; lanes where %vpred_2656
	global_load_ushort v31, v50, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v31
	s_waitcnt lgkmcnt(2)
	v_add_u32 v31, v48, v45
	v_lshlrev_b32 v50, 1, v31                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v31, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[48:49], v45, v31
	s_and_b64 s[50:51], s[44:45], s[48:49]
	s_and_b64 s[52:53], s[50:51], s[46:47]
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[52:53]               ; lanes where %vpred_2663
	global_load_ushort v31, v50, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v31
	s_waitcnt lgkmcnt(1)
	v_add_u32 v31, v48, v46
	v_lshlrev_b32 v51, 1, v31                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v31, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[50:51], v46, v31
	s_and_b64 s[52:53], s[44:45], s[50:51]
	s_and_b64 s[66:67], s[52:53], s[46:47]
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[66:67]               ; lanes where %vpred_2670
	global_load_ushort v31, v51, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v31
	s_waitcnt lgkmcnt(0)
	v_add_u32 v31, v48, v47
	v_lshlrev_b32 v48, 1, v31                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v31, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[52:53], v47, v31
	s_and_b64 s[66:67], s[44:45], s[52:53]
	s_and_b64 s[44:45], s[66:67], s[46:47]
	v_mov_b32 v31, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_2677
	global_load_ushort v31, v48, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v31
	v_mov_b32 v31, 0x80
	v_mul_lo_u32 v52, v31, v32
	v_add_u32 v31, v57, v52
	v_add_u32 v52, v31, v44
	v_lshlrev_b32 v53, 1, v52                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[44:45], v32, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[46:47], s[42:43], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[26:27]
	s_and_b64 s[66:67], s[44:45], s[54:55]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[66:67]               ; lanes where %vpred_2687
	global_load_ushort v32, v53, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v32
	v_add_u32 v32, v31, v45
	v_lshlrev_b32 v53, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[48:49]
	s_and_b64 s[66:67], s[44:45], s[54:55]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[66:67]               ; lanes where %vpred_2693
	global_load_ushort v32, v53, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v32
	v_add_u32 v32, v31, v46
	v_lshlrev_b32 v54, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[50:51]
	s_and_b64 s[66:67], s[44:45], s[54:55]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[66:67]               ; lanes where %vpred_2699
	global_load_ushort v32, v54, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v32
	v_add_u32 v32, v31, v47
	v_lshlrev_b32 v31, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[52:53]
	s_and_b64 s[46:47], s[44:45], s[54:55]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[46:47]               ; lanes where %vpred_2705
	global_load_ushort v32, v31, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v32
	v_mov_b32 v32, 0x80
	v_mul_lo_u32 v55, v32, v33
	v_add_u32 v32, v57, v55
	v_add_u32 v55, v32, v44
	v_lshlrev_b32 v56, 1, v55                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[44:45], v33, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[46:47], s[42:43], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[26:27]
	s_and_b64 s[54:55], s[44:45], s[56:57]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[54:55]               ; lanes where %vpred_2715
	global_load_ushort v33, v56, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v33
	v_add_u32 v33, v32, v45
	v_lshlrev_b32 v56, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[48:49]
	s_and_b64 s[54:55], s[44:45], s[56:57]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[54:55]               ; lanes where %vpred_2721
	global_load_ushort v33, v56, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v33
	v_add_u32 v33, v32, v46
	v_lshlrev_b32 v58, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[50:51]
	s_and_b64 s[54:55], s[44:45], s[56:57]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[54:55]               ; lanes where %vpred_2727
	global_load_ushort v33, v58, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v33
	v_add_u32 v33, v32, v47
	v_lshlrev_b32 v32, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[52:53]
	s_and_b64 s[46:47], s[44:45], s[56:57]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[46:47]               ; lanes where %vpred_2733
	global_load_ushort v33, v32, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v33
	v_mov_b32 v33, 0x80
	v_mul_lo_u32 v59, v33, v34
	v_add_u32 v33, v57, v59
	v_add_u32 v59, v33, v44
	v_lshlrev_b32 v60, 1, v59                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[44:45], v34, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[46:47], s[42:43], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[26:27]
	s_and_b64 s[54:55], s[44:45], s[58:59]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[54:55]               ; lanes where %vpred_2743
	global_load_ushort v34, v60, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v34
	v_add_u32 v34, v33, v45
	v_lshlrev_b32 v60, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[48:49]
	s_and_b64 s[54:55], s[44:45], s[58:59]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[54:55]               ; lanes where %vpred_2749
	global_load_ushort v34, v60, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v34
	v_add_u32 v34, v33, v46
	v_lshlrev_b32 v61, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[50:51]
	s_and_b64 s[54:55], s[44:45], s[58:59]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[54:55]               ; lanes where %vpred_2755
	global_load_ushort v34, v61, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v34
	v_add_u32 v34, v33, v47
	v_lshlrev_b32 v33, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[52:53]
	s_and_b64 s[46:47], s[44:45], s[58:59]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[46:47]               ; lanes where %vpred_2761
	global_load_ushort v34, v33, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v34
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v62, v34, v35
	v_add_u32 v34, v57, v62
	v_add_u32 v62, v34, v44
	v_lshlrev_b32 v63, 1, v62                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[44:45], v35, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[46:47], s[42:43], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[26:27]
	s_and_b64 s[54:55], s[44:45], s[60:61]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[54:55]               ; lanes where %vpred_2771
	global_load_ushort v35, v63, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v35
	v_add_u32 v35, v34, v45
	v_lshlrev_b32 v63, 1, v35                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[48:49]
	s_and_b64 s[54:55], s[44:45], s[60:61]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[54:55]               ; lanes where %vpred_2777
	global_load_ushort v35, v63, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v35
	v_add_u32 v35, v34, v46
	v_lshlrev_b32 v64, 1, v35                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[50:51]
	s_and_b64 s[54:55], s[44:45], s[60:61]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[54:55]               ; lanes where %vpred_2783
	global_load_ushort v35, v64, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v35
	v_add_u32 v35, v34, v47
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[52:53]
	s_and_b64 s[46:47], s[44:45], s[60:61]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[46:47]               ; lanes where %vpred_2789
	global_load_ushort v35, v34, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v35
	v_mov_b32 v35, 0x80
	v_mul_lo_u32 v65, v35, v41
	v_add_u32 v35, v57, v65
	v_add_u32 v65, v35, v44
	v_lshlrev_b32 v66, 1, v65                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[44:45], v41, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[46:47], s[42:43], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[26:27]
	s_and_b64 s[54:55], s[44:45], s[62:63]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[54:55]               ; lanes where %vpred_2799
	global_load_ushort v41, v66, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v41
	v_add_u32 v41, v35, v45
	v_lshlrev_b32 v66, 1, v41                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[48:49]
	s_and_b64 s[54:55], s[44:45], s[62:63]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[54:55]               ; lanes where %vpred_2805
	global_load_ushort v41, v66, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v41
	v_add_u32 v41, v35, v46
	v_lshlrev_b32 v67, 1, v41                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[50:51]
	s_and_b64 s[54:55], s[44:45], s[62:63]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[54:55]               ; lanes where %vpred_2811
	global_load_ushort v41, v67, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v41
	v_add_u32 v41, v35, v47
	v_lshlrev_b32 v35, 1, v41                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[52:53]
	s_and_b64 s[46:47], s[44:45], s[62:63]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[46:47]               ; lanes where %vpred_2817
	global_load_ushort v41, v35, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v41
	v_mov_b32 v41, 0x80
	v_mul_lo_u32 v68, v41, v42
	v_add_u32 v41, v57, v68
	v_add_u32 v68, v41, v44
	v_lshlrev_b32 v69, 1, v68                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[44:45], v42, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[46:47], s[42:43], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[26:27]
	s_and_b64 s[54:55], s[44:45], s[64:65]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[54:55]               ; lanes where %vpred_2827
	global_load_ushort v42, v69, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v42
	v_add_u32 v42, v41, v45
	v_lshlrev_b32 v69, 1, v42                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[48:49]
	s_and_b64 s[54:55], s[44:45], s[64:65]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[54:55]               ; lanes where %vpred_2833
	global_load_ushort v42, v69, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v42
	v_add_u32 v42, v41, v46
	v_lshlrev_b32 v70, 1, v42                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[50:51]
	s_and_b64 s[54:55], s[44:45], s[64:65]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[54:55]               ; lanes where %vpred_2839
	global_load_ushort v42, v70, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v42
	v_add_u32 v42, v41, v47
	v_lshlrev_b32 v41, 1, v42                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[44:45], s[46:47], s[52:53]
	s_and_b64 s[46:47], s[44:45], s[64:65]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[46:47]               ; lanes where %vpred_2845
	global_load_ushort v42, v41, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v42
	v_mov_b32 v42, 0x80
	v_mul_lo_u32 v71, v42, v43
	v_add_u32 v42, v57, v71
	v_add_u32 v57, v42, v44
	v_lshlrev_b32 v44, 1, v57                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[44:45], v43, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[46:47], s[42:43], s[44:45]
	s_and_b64 s[42:43], s[46:47], s[26:27]
	s_and_b64 s[26:27], s[42:43], s[38:39]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[26:27]               ; lanes where %vpred_2855
	global_load_ushort v43, v44, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v43
	v_add_u32 v43, v42, v45
	v_lshlrev_b32 v45, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[26:27], s[46:47], s[48:49]
	s_and_b64 s[42:43], s[26:27], s[38:39]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[42:43]               ; lanes where %vpred_2861
	global_load_ushort v43, v45, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v43
	v_add_u32 v43, v42, v46
	v_lshlrev_b32 v46, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[26:27], s[46:47], s[50:51]
	s_and_b64 s[42:43], s[26:27], s[38:39]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[42:43]               ; lanes where %vpred_2867
	global_load_ushort v43, v46, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v43
	v_add_u32 v43, v42, v47
	v_lshlrev_b32 v42, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[26:27], s[46:47], s[52:53]
	s_and_b64 s[42:43], s[26:27], s[38:39]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[42:43]               ; lanes where %vpred_2873
	global_load_ushort v43, v42, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v43
	v_lshrrev_b32 v43, 16, v49
	ds_write_b16 v16, v43 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v50
	ds_write_b16 v16, v43 offset:4496                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v51
	ds_write_b16 v16, v43 offset:4640                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v48
	ds_write_b16 v16, v43 offset:4784                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v52
	ds_write_b16 v16, v43 offset:4368                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v53
	ds_write_b16 v16, v43 offset:4512                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v54
	ds_write_b16 v16, v43 offset:4656                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v31
	ds_write_b16 v16, v43 offset:4800                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v55
	ds_write_b16 v16, v31 offset:4384                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v56
	ds_write_b16 v16, v31 offset:4528                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v58
	ds_write_b16 v16, v31 offset:4672                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v32
	ds_write_b16 v16, v31 offset:4816                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v59
	ds_write_b16 v16, v31 offset:4400                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v60
	ds_write_b16 v16, v31 offset:4544                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v61
	ds_write_b16 v16, v31 offset:4688                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v33
	ds_write_b16 v16, v31 offset:4832                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v62
	ds_write_b16 v16, v31 offset:4416                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v63
	ds_write_b16 v16, v31 offset:4560                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v64
	ds_write_b16 v16, v31 offset:4704                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v34
	ds_write_b16 v16, v31 offset:4848                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v65
	ds_write_b16 v16, v31 offset:4432                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v66
	ds_write_b16 v16, v31 offset:4576                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v67
	ds_write_b16 v16, v31 offset:4720                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v35
	ds_write_b16 v16, v31 offset:4864                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v68
	ds_write_b16 v16, v31 offset:4448                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v69
	ds_write_b16 v16, v31 offset:4592                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v70
	ds_write_b16 v16, v31 offset:4736                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v41
	ds_write_b16 v16, v31 offset:4880                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v44
	ds_write_b16 v16, v31 offset:4464                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v45
	ds_write_b16 v16, v31 offset:4608                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v46
	ds_write_b16 v16, v31 offset:4752                   ; A operand of the product: stage
	v_lshrrev_b32 v31, 16, v42
	ds_write_b16 v16, v31 offset:4896                   ; A operand of the product: stage
	v_mul_f32 v31, 0xbfb8aa3b, v40                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:25)
	v_mov_b32 v32, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v33, v37, v32, v31
	v_exp_f32 v32, v33                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v33, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v34, v36, v33, v31
	v_exp_f32 v33, v34                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v35, v38, v34, v31
	v_exp_f32 v34, v35                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v35, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v36, v39, v35, v31
	v_exp_f32 v31, v36                                  ; examples/attention_paged.kgen:25
	v_bfe_u32 v35, v32, 16, 1                           ; round to bf16
	v_add3_u32 v36, v32, v35, s4
	v_cmp_u_f32 s[26:27], v32, v32
	v_mov_b32 v35, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v36, v35, s[26:27]
	v_and_b32 v35, 0xffff0000, v36
	v_bfe_u32 v36, v33, 16, 1                           ; round to bf16
	v_add3_u32 v37, v33, v36, s4
	v_cmp_u_f32 s[26:27], v33, v33
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v37, v36, s[26:27]
	v_and_b32 v36, 0xffff0000, v37
	v_bfe_u32 v37, v34, 16, 1                           ; round to bf16
	v_add3_u32 v38, v34, v37, s4
	v_cmp_u_f32 s[26:27], v34, v34
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v38, v37, s[26:27]
	v_and_b32 v37, 0xffff0000, v38
	v_bfe_u32 v38, v31, 16, 1                           ; round to bf16
	v_add3_u32 v39, v31, v38, s4
	v_cmp_u_f32 s[26:27], v31, v31
	v_mov_b32 v38, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v39, v38, s[26:27]
	v_and_b32 v38, 0xffff0000, v39
	v_cndmask_b32 v39, 0, v35, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v39
	ds_write_b16 v21, v35 offset:24576                  ; B operand of the product: stage
	v_cndmask_b32 v35, 0, v36, s[32:33]                 ; absent elements add nothing
	v_lshrrev_b32 v36, 16, v35
	ds_write_b16 v21, v36 offset:24578                  ; B operand of the product: stage
	v_cndmask_b32 v35, 0, v37, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v36, 16, v35
	ds_write_b16 v21, v36 offset:24580                  ; B operand of the product: stage
	v_cndmask_b32 v35, 0, v38, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v36, 16, v35
	ds_write_b16 v21, v36 offset:24582                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[36:39], v17 offset:24576             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[42:45], v8 offset:4352               ; A fragment 0, k-steps 0..1
	ds_read_b128 v[46:49], v8 offset:6656               ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[22:25], v[42:43], v[36:37], v[22:25] ; examples/attention_paged.kgen:28: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[26:29], v[46:47], v[36:37], v[26:29] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[22:25], v[44:45], v[38:39], v[22:25] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[26:29], v[48:49], v[38:39], v[26:29] ; examples/attention_paged.kgen:28: mfma 16x16x16
	ds_read_b128 v[36:39], v17 offset:24640             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[42:45], v8 offset:4416               ; A fragment 0, k-steps 2..3
	ds_read_b128 v[46:49], v8 offset:6720               ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[22:25], v[42:43], v[36:37], v[22:25] ; examples/attention_paged.kgen:28: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[26:29], v[46:47], v[36:37], v[26:29] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[22:25], v[44:45], v[38:39], v[22:25] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[26:29], v[48:49], v[38:39], v[26:29] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mul_f32 v35, v2, v11                              ; examples/attention_paged.kgen:27
	v_cndmask_b32 v11, 0, v32, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v32, 0, v33, s[32:33]                 ; absent elements contribute the identity
	v_cndmask_b32 v33, 0, v34, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v34, 0, v31, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v31, v11, v32                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	v_add_f32 v11, v31, v33                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	v_add_f32 v31, v11, v34                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	ds_swizzle_b32 v11, v31 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:27): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v32, v31, v11
	v_and_b32 v11, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:27): lanes 32 apart
	v_xor_b32 v11, 32, v11
	v_lshlrev_b32 v11, 2, v11
	ds_bpermute_b32 v31, v11, v32
	s_waitcnt lgkmcnt(0)
	v_add_f32 v11, v32, v31
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_444
	ds_write_b32 v5, v11 offset:28928                   ; sum over 'tt' (examples/attention_paged.kgen:27): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v11, v7 offset:28928                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 0
	ds_read_b32 v31, v7 offset:28992                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v32, v11, v31
	ds_read_b32 v11, v7 offset:29056                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v31, v32, v11
	ds_read_b32 v11, v7 offset:29120                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v32, v31, v11
	v_add_f32 v11, v35, v32                             ; examples/attention_paged.kgen:27
	v_mov_b32 v2, v11                                   ; next 'l'
	v_mov_b32 v1, v40                                   ; next 'mx'
	s_add_u32 s7, s7, 64
	s_cmp_lt_u32 s7, s5
	s_cbranch_scc1 .Lattention_paged_loop3
.Lattention_paged_loop3_end:
	v_cmp_gt_f32 s[6:7], v2, 0                          ; examples/attention_paged.kgen:31
	v_div_scale_f32 v1, s[8:9], v2, v2, v22             ; examples/attention_paged.kgen:31
	v_rcp_f32 v3, v1
	v_div_scale_f32 v5, vcc, v22, v2, v22
	v_fma_f32 v6, -v1, v3, 1.0
	v_fma_f32 v3, v6, v3, v3
	v_mul_f32 v7, v5, v3
	v_fma_f32 v6, -v1, v7, v5
	v_fma_f32 v7, v6, v3, v7
	v_fma_f32 v6, -v1, v7, v5
	v_div_fmas_f32 v6, v6, v3, v7
	v_div_fixup_f32 v1, v6, v2, v22
	v_div_scale_f32 v3, s[8:9], v2, v2, v23             ; examples/attention_paged.kgen:31
	v_rcp_f32 v5, v3
	v_div_scale_f32 v6, vcc, v23, v2, v23
	v_fma_f32 v7, -v3, v5, 1.0
	v_fma_f32 v5, v7, v5, v5
	v_mul_f32 v8, v6, v5
	v_fma_f32 v7, -v3, v8, v6
	v_fma_f32 v8, v7, v5, v8
	v_fma_f32 v7, -v3, v8, v6
	v_div_fmas_f32 v7, v7, v5, v8
	v_div_fixup_f32 v3, v7, v2, v23
	v_div_scale_f32 v5, s[8:9], v2, v2, v24             ; examples/attention_paged.kgen:31
	v_rcp_f32 v6, v5
	v_div_scale_f32 v7, vcc, v24, v2, v24
	v_fma_f32 v8, -v5, v6, 1.0
	v_fma_f32 v6, v8, v6, v6
	v_mul_f32 v9, v7, v6
	v_fma_f32 v8, -v5, v9, v7
	v_fma_f32 v9, v8, v6, v9
	v_fma_f32 v8, -v5, v9, v7
	v_div_fmas_f32 v8, v8, v6, v9
	v_div_fixup_f32 v5, v8, v2, v24
	v_div_scale_f32 v6, s[8:9], v2, v2, v25             ; examples/attention_paged.kgen:31
	v_rcp_f32 v7, v6
	v_div_scale_f32 v8, vcc, v25, v2, v25
	v_fma_f32 v9, -v6, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v10, v8, v7
	v_fma_f32 v9, -v6, v10, v8
	v_fma_f32 v10, v9, v7, v10
	v_fma_f32 v9, -v6, v10, v8
	v_div_fmas_f32 v9, v9, v7, v10
	v_div_fixup_f32 v6, v9, v2, v25
	v_div_scale_f32 v7, s[8:9], v2, v2, v26             ; examples/attention_paged.kgen:31
	v_rcp_f32 v8, v7
	v_div_scale_f32 v9, vcc, v26, v2, v26
	v_fma_f32 v10, -v7, v8, 1.0
	v_fma_f32 v8, v10, v8, v8
	v_mul_f32 v11, v9, v8
	v_fma_f32 v10, -v7, v11, v9
	v_fma_f32 v11, v10, v8, v11
	v_fma_f32 v10, -v7, v11, v9
	v_div_fmas_f32 v10, v10, v8, v11
	v_div_fixup_f32 v7, v10, v2, v26
	v_div_scale_f32 v8, s[8:9], v2, v2, v27             ; examples/attention_paged.kgen:31
	v_rcp_f32 v9, v8
	v_div_scale_f32 v10, vcc, v27, v2, v27
	v_fma_f32 v11, -v8, v9, 1.0
	v_fma_f32 v9, v11, v9, v9
	v_mul_f32 v12, v10, v9
	v_fma_f32 v11, -v8, v12, v10
	v_fma_f32 v12, v11, v9, v12
	v_fma_f32 v11, -v8, v12, v10
	v_div_fmas_f32 v11, v11, v9, v12
	v_div_fixup_f32 v8, v11, v2, v27
	v_div_scale_f32 v9, s[8:9], v2, v2, v28             ; examples/attention_paged.kgen:31
	v_rcp_f32 v10, v9
	v_div_scale_f32 v11, vcc, v28, v2, v28
	v_fma_f32 v12, -v9, v10, 1.0
	v_fma_f32 v10, v12, v10, v10
	v_mul_f32 v13, v11, v10
	v_fma_f32 v12, -v9, v13, v11
	v_fma_f32 v13, v12, v10, v13
	v_fma_f32 v12, -v9, v13, v11
	v_div_fmas_f32 v12, v12, v10, v13
	v_div_fixup_f32 v9, v12, v2, v28
	v_div_scale_f32 v10, s[8:9], v2, v2, v29            ; examples/attention_paged.kgen:31
	v_rcp_f32 v11, v10
	v_div_scale_f32 v12, vcc, v29, v2, v29
	v_fma_f32 v13, -v10, v11, 1.0
	v_fma_f32 v11, v13, v11, v11
	v_mul_f32 v14, v12, v11
	v_fma_f32 v13, -v10, v14, v12
	v_fma_f32 v14, v13, v11, v14
	v_fma_f32 v13, -v10, v14, v12
	v_div_fmas_f32 v13, v13, v11, v14
	v_div_fixup_f32 v10, v13, v2, v29
	v_cndmask_b32 v2, 0, v1, s[6:7]                     ; examples/attention_paged.kgen:31
	v_cndmask_b32 v1, 0, v3, s[6:7]                     ; examples/attention_paged.kgen:31
	v_cndmask_b32 v3, 0, v5, s[6:7]                     ; examples/attention_paged.kgen:31
	v_cndmask_b32 v5, 0, v6, s[6:7]                     ; examples/attention_paged.kgen:31
	v_cndmask_b32 v6, 0, v7, s[6:7]                     ; examples/attention_paged.kgen:31
	v_cndmask_b32 v7, 0, v8, s[6:7]                     ; examples/attention_paged.kgen:31
	v_cndmask_b32 v8, 0, v9, s[6:7]                     ; examples/attention_paged.kgen:31
	v_cndmask_b32 v9, 0, v10, s[6:7]                    ; examples/attention_paged.kgen:31
	v_bfe_u32 v10, v2, 16, 1
	v_add3_u32 v11, v2, v10, s4
	v_cmp_u_f32 s[6:7], v2, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v11
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_1542
	global_store_short v4, v2, s[16:17]                 ; examples/attention_paged.kgen:31: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v1, 16, 1
	v_add3_u32 v10, v1, v2, s4
	v_cmp_u_f32 s[6:7], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v10
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_1542
	global_store_short v4, v1, s[16:17] offset:2        ; examples/attention_paged.kgen:31: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v3, 16, 1
	v_add3_u32 v2, v3, v1, s4
	v_cmp_u_f32 s[6:7], v3, v3
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_1542
	global_store_short v4, v1, s[16:17] offset:4        ; examples/attention_paged.kgen:31: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s4
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_1542
	global_store_short v4, v1, s[16:17] offset:6        ; examples/attention_paged.kgen:31: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s4
	v_cmp_u_f32 s[6:7], v6, v6
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_1542
	global_store_short v4, v1, s[16:17] offset:32       ; examples/attention_paged.kgen:31: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v2, v7, v1, s4
	v_cmp_u_f32 s[6:7], v7, v7
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_1542
	global_store_short v4, v1, s[16:17] offset:34       ; examples/attention_paged.kgen:31: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v2, v8, v1, s4
	v_cmp_u_f32 s[6:7], v8, v8
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_1542
	global_store_short v4, v1, s[16:17] offset:36       ; examples/attention_paged.kgen:31: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v2, v9, v1, s4
	v_cmp_u_f32 s[4:5], v9, v9
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[4:5]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[4:5], s[28:29]                 ; lanes where %vpred_1542
	global_store_short v4, v1, s[16:17] offset:38       ; examples/attention_paged.kgen:31: store to 'o'
	s_mov_b64 exec, s[4:5]
.Lattention_paged_if0_end:
	s_endpgm
.Lfunc_end_attention_paged:
	.size	attention_paged, .Lfunc_end_attention_paged-attention_paged

; kernel attention_paged_split: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel attention_paged_split from examples/attention_paged.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 4 x 64-wide waves
;   grid: r, b, part
;   chunk: part: 1, b: 1, r: 16, tt: 64, d: 128; walked in chunks: none
;   layout: b:1 x r:16 x tt:64: reg[tt1 tt2] lane[r1 r2 r4 r8 tt4 tt8] warp[tt16 tt32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 16x16x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (40 shuffle and conversion instructions per thread)
;   product 23:34 tt x r contracting d (as the transposed product): 4 x 1 warps, each mfma 16x16x16 tiles
;   product 28:29 d x r contracting tt (as the transposed product): 4 x 1 warps, each mfma 16x16x16 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [b, r, d]: b:1 x r:16 x d:128: reg[d1 d2 d16] lane[r1 r2 r4 r8 d4 d8] warp[d32 d64]
;     L1 [b, r]: b:1 x r:16: reg[0 0] lane[r1 r2 r4 r8 0 0] warp[0 0]
;     L2 [tt]: tt:64: reg[tt1 tt2] lane[0 0 0 0 tt4 tt8] warp[tt16 tt32]
;     L3 [b]: b:1: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L4 [b, tt]: b:1 x tt:64: reg[tt1 tt2] lane[0 0 0 0 tt4 tt8] warp[tt16 tt32]
;     L5 []: scalar: reg[0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L6 [d]: d:128: reg[d1 d2 d16] lane[0 0 0 0 d4 d8] warp[d32 d64]
;     L7 [b, tt, d]: b:1 x tt:64 x d:128: reg[d1 d2 tt8 tt16 tt32] lane[d4 d8 d16 d32 d64 tt1] warp[tt2 tt4]
;     L8 [b, r, tt]: b:1 x r:16 x tt:64: reg[tt1 tt2] lane[r1 r2 r4 r8 tt4 tt8] warp[tt16 tt32]
;       20:11 carried -> L0; 18:10 carried -> L1; 23:19 index tt -> L2; 23:24 load lens -> L3; 23:19 lt -> L4; 23:34 load q -> L0
;       22:22 index b -> L3; 22:25 index_div -> L5; 22:16 gather table -> L3; 23:56 index tt -> L2; 23:56 rem -> L2; 23:65 index d -> L6
;       23:47 gather kc -> L7; 23:34 matmul -> L8; 23:33 mul -> L8; 23:13 select -> L8; 24:22 reduce max -> L1; 24:14 max -> L1
;       26:21 sub -> L1; 26:17 exp -> L1; 28:15 mul -> L0; 25:17 sub -> L8; 25:13 exp -> L8; 28:29 cast -> L8
;       28:48 index tt -> L2; 28:48 rem -> L2; 28:57 index d -> L6; 28:39 gather vc -> L7; 28:29 matmul -> L0; 28:15 add -> L0
;       19:9 carried -> L1; 27:13 mul -> L1; 27:25 reduce sum -> L1; 27:13 add -> L1; 21:5 loop_result -> L0; 21:5 loop_result -> L1
;       21:5 loop_result -> L1
; resources: 79 VGPRs, 0 AGPRs, 84 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 29184 bytes LDS, 108 bytes of arguments, 256 threads
;   arg q: tensor bf16 at 0 (read-only)
;   arg kc: tensor bf16 at 8 (read-only)
;   arg vc: tensor bf16 at 16 (read-only)
;   arg table: tensor i32 at 24 (read-only)
;   arg lens: tensor i32 at 32 (read-only)
;   arg o: tensor bf16 at 40 (read-only)
;   arg scale: scalar f32 at 48
;   arg acc_parts: tensor f32 at 56
;   arg l_parts: tensor f32 at 64
;   arg mx_parts: tensor f32 at 72
;   arg rows: scalar u32 at 80
;   arg B: dim i32 at 84
;   arg R: dim i32 at 88
;   arg NP: dim i32 at 92
;   arg P: dim i32 at 96
;   arg parts: dim i32 at 100
;   arg T: dim i32 at 104
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, s4 workgroup id z, v0 work-item id
	.text
	.globl	attention_paged_split
	.p2align	8
	.type	attention_paged_split,@function
attention_paged_split:
	s_mov_b32 s5, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x0                  ; argument q
	s_load_dwordx2 s[8:9], s[0:1], 0x8                  ; argument kc
	s_load_dwordx2 s[10:11], s[0:1], 0x10               ; argument vc
	s_load_dwordx2 s[12:13], s[0:1], 0x18               ; argument table
	s_load_dwordx2 s[14:15], s[0:1], 0x20               ; argument lens
	s_load_dword s16, s[0:1], 0x30                      ; argument scale
	s_load_dwordx2 s[18:19], s[0:1], 0x38               ; argument acc_parts
	s_load_dwordx2 s[20:21], s[0:1], 0x40               ; argument l_parts
	s_load_dwordx2 s[22:23], s[0:1], 0x48               ; argument mx_parts
	s_load_dword s17, s[0:1], 0x50                      ; argument rows
	s_load_dword s24, s[0:1], 0x54                      ; argument B
	s_load_dword s25, s[0:1], 0x58                      ; argument R
	s_load_dword s26, s[0:1], 0x5c                      ; argument NP
	s_load_dword s27, s[0:1], 0x60                      ; argument P
	s_load_dword s28, s[0:1], 0x68                      ; argument T
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s29, s2                                   ; program index along 'r'
	s_mul_i32 s30, s29, 16                              ; first 'r' of this program's tile (16)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s29, s25, s30
	s_min_u32 s31, s29, 16                              ; 'r' elements in this tile
	s_mov_b32 s29, s3                                   ; program index along 'b'
	s_mov_b32 s32, s4                                   ; program index along 'part'
	s_mul_i32 s33, s32, s17                             ; first 't' of part 'part'
	s_max_u32 s34, s28, s33
	s_sub_u32 s28, s34, s33
	s_min_u32 s34, s28, s17                             ; 't' rows of this part
	s_cmp_ge_u32 s31, 16                                ; a whole chunk of 'r' (16) is in bounds
	s_cselect_b32 s17, 1, 0
	s_mul_i32 s28, 0x80, s25                            ; a stride of 'q'
	s_mul_i32 s35, s28, s24                             ; a stride of 'q'
	v_and_b32 v2, 15, v1
	v_mov_b32 v3, 0x80
	v_mul_lo_u32 v4, v3, v2
	v_lshrrev_b32 v3, 4, v1
	v_and_b32 v5, 3, v3
	v_lshlrev_b32 v6, 2, v5
	v_lshrrev_b32 v7, 6, v1
	v_lshlrev_b32 v8, 5, v7
	v_or_b32 v9, v6, v8                                 ; thread's 'd' coordinate
	v_add_u32 v6, v4, v9
	v_lshlrev_b32 v4, 1, v6                             ; thread's byte offset in a chunk of 'q'
	s_mul_i32 s36, s29, s28
	s_mul_hi_u32 s37, s29, s28
	s_lshl_b64 s[38:39], s[36:37], 1
	s_add_u32 s40, s6, s38                              ; 'q' at this program
	s_addc_u32 s41, s7, s39
	s_mul_i32 s6, s30, 0x80
	s_mul_hi_u32 s7, s30, 0x80
	s_lshl_b64 s[38:39], s[6:7], 1
	s_add_u32 s42, s40, s38                             ; 'q' at this program
	s_addc_u32 s43, s41, s39
	v_mov_b32 v10, 0x88
	v_mul_lo_u32 v11, v10, v2
	v_add_u32 v10, v11, v9
	v_lshlrev_b32 v12, 1, v10                           ; thread's place in opinv0
	v_lshlrev_b32 v10, 2, v3
	s_mov_b32 s38, s29
	s_mov_b32 s39, 0
	s_lshl_b64 s[40:41], s[38:39], 2
	s_add_u32 s38, s14, s40                             ; 'lens' at this program
	s_addc_u32 s39, s15, s41
	v_cmp_eq_u32 s[14:15], v2, 0                        ; one thread of each group of copies
	v_lshlrev_b32 v3, 2, v10
	v_lshrrev_b32 v13, 5, v1
	v_lshlrev_b32 v14, 2, v13
	v_lshlrev_b32 v15, 2, v9
	v_and_b32 v16, 31, v1
	v_lshlrev_b32 v17, 2, v16
	v_lshlrev_b32 v16, 2, v17
	v_mov_b32 v18, 0x88
	v_mul_lo_u32 v19, v18, v13
	v_add_u32 v18, v19, v17
	v_lshlrev_b32 v19, 1, v18                           ; thread's place in opa1
	v_lshlrev_b32 v18, 4, v7
	v_or_b32 v20, v2, v18                               ; thread's 'r' coordinate
	v_lshlrev_b32 v18, 3, v5
	v_mov_b32 v5, 0x88
	v_mul_lo_u32 v21, v5, v20
	v_add_u32 v5, v21, v18
	v_lshlrev_b32 v20, 1, v5                            ; thread's M-fragment place
	v_add_u32 v5, v11, v18
	v_lshlrev_b32 v11, 1, v5                            ; thread's N-fragment place
	v_and_b32 v5, 1, v7
	v_lshrrev_b32 v7, 7, v1
	v_and_b32 v21, 1, v7
	v_lshlrev_b32 v7, 1, v21
	v_or_b32 v21, v5, v7                                ; warp group along 'tt'
	v_mul_lo_u32 v5, 16, v21
	v_add_u32 v7, v5, v2
	v_lshlrev_b32 v5, 2, v7
	v_lshlrev_b32 v7, 2, v2
	v_and_b32 v21, 48, v1
	v_cmp_eq_u32 s[40:41], v21, 0                       ; one lane per warp group and element publishes
	v_mov_b32 v21, 0x48
	v_mul_lo_u32 v22, v21, v17
	v_add_u32 v17, v22, v13
	v_lshlrev_b32 v21, 1, v17                           ; thread's place in opa1
	v_or_b32 v17, v2, v8                                ; thread's 'r' coordinate
	v_mov_b32 v8, 0x48
	v_mul_lo_u32 v22, v8, v17
	v_add_u32 v8, v22, v18
	v_lshlrev_b32 v17, 1, v8                            ; thread's M-fragment place
	v_mov_b32 v8, 0x48
	v_mul_lo_u32 v22, v8, v2
	v_add_u32 v8, v22, v10
	v_lshlrev_b32 v23, 1, v8                            ; thread's place in opb7
	v_add_u32 v8, v22, v18
	v_lshlrev_b32 v18, 1, v8                            ; thread's N-fragment place
	v_lshlrev_b32 v8, 2, v6                             ; thread's byte offset in a chunk of 'acc_parts'
	s_mul_i32 s44, s32, s35
	s_mul_hi_u32 s45, s32, s35
	s_lshl_b64 s[46:47], s[44:45], 2
	s_add_u32 s44, s18, s46                             ; 'acc_parts' at this program
	s_addc_u32 s45, s19, s47
	s_lshl_b64 s[18:19], s[36:37], 2
	s_add_u32 s36, s44, s18                             ; 'acc_parts' at this program
	s_addc_u32 s37, s45, s19
	s_lshl_b64 s[18:19], s[6:7], 2
	s_add_u32 s6, s36, s18                              ; 'acc_parts' at this program
	s_addc_u32 s7, s37, s19
	s_mul_i32 s18, s25, s24                             ; a stride of 'l_parts'
	v_and_b32 v6, 0xf0, v1
	v_cmp_eq_u32 s[36:37], v6, 0                        ; one thread of each group of copies
	s_mul_i32 s44, s32, s18
	s_mul_hi_u32 s45, s32, s18
	s_lshl_b64 s[18:19], s[44:45], 2
	s_add_u32 s44, s20, s18                             ; 'l_parts' at this program
	s_addc_u32 s45, s21, s19
	s_mul_i32 s20, s29, s25
	s_mul_hi_u32 s21, s29, s25
	s_lshl_b64 s[46:47], s[20:21], 2
	s_add_u32 s20, s44, s46                             ; 'l_parts' at this program
	s_addc_u32 s21, s45, s47
	s_mov_b32 s44, s30
	s_mov_b32 s45, 0
	s_lshl_b64 s[48:49], s[44:45], 2
	s_add_u32 s44, s20, s48                             ; 'l_parts' at this program
	s_addc_u32 s45, s21, s49
	s_add_u32 s20, s22, s18                             ; 'mx_parts' at this program
	s_addc_u32 s21, s23, s19
	s_add_u32 s18, s20, s46                             ; 'mx_parts' at this program
	s_addc_u32 s19, s21, s47
	s_add_u32 s20, s18, s48                             ; 'mx_parts' at this program
	s_addc_u32 s21, s19, s49
	s_cmp_eq_u32 s17, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_paged_split_if0_else
	global_load_ushort v1, v4, s[42:43]                 ; examples/attention_paged.kgen:23: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v6, 16, v1
	global_load_ushort v1, v4, s[42:43] offset:2        ; examples/attention_paged.kgen:23: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v1
	global_load_ushort v1, v4, s[42:43] offset:4        ; examples/attention_paged.kgen:23: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v1
	global_load_ushort v1, v4, s[42:43] offset:6        ; examples/attention_paged.kgen:23: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v1
	global_load_ushort v1, v4, s[42:43] offset:32       ; examples/attention_paged.kgen:23: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v1
	global_load_ushort v1, v4, s[42:43] offset:34       ; examples/attention_paged.kgen:23: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v1
	global_load_ushort v1, v4, s[42:43] offset:36       ; examples/attention_paged.kgen:23: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v1
	global_load_ushort v1, v4, s[42:43] offset:38       ; examples/attention_paged.kgen:23: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v1
	v_lshrrev_b32 v1, 16, v6
	ds_write_b16 v12, v1                                ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v22
	ds_write_b16 v12, v1 offset:2                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v24
	ds_write_b16 v12, v1 offset:4                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v25
	ds_write_b16 v12, v1 offset:6                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v26
	ds_write_b16 v12, v1 offset:32                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v27
	ds_write_b16 v12, v1 offset:34                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v28
	ds_write_b16 v12, v1 offset:36                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v29
	ds_write_b16 v12, v1 offset:38                      ; B operand of the product: stage
	v_mov_b32 v24, 0                                    ; loop-carried 'acc'
	v_mov_b32 v25, 0                                    ; loop-carried 'acc'
	v_mov_b32 v26, 0                                    ; loop-carried 'acc'
	v_mov_b32 v27, 0                                    ; loop-carried 'acc'
	v_mov_b32 v28, 0                                    ; loop-carried 'acc'
	v_mov_b32 v29, 0                                    ; loop-carried 'acc'
	v_mov_b32 v30, 0                                    ; loop-carried 'acc'
	v_mov_b32 v31, 0                                    ; loop-carried 'acc'
	v_mov_b32 v1, 0                                     ; loop-carried 'l'
	v_mov_b32 v6, 0xff800000                            ; loop-carried 'mx'
	s_cmp_ge_u32 s34, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s18, 1, 0
	s_sub_u32 s19, s34, 63
	s_cmp_lg_u32 s18, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s18, s19, 0
	s_mov_b32 s19, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s19, s18
	s_cbranch_scc1 .Lattention_paged_split_loop0_end
.Lattention_paged_split_loop0:
	s_add_u32 s22, s33, s19
	v_add_u32 v22, s22, v10
	v_add_u32 v32, 0, v22                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v33, 1, v22                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v34, 2, v22                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v35, 3, v22                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_mov_b32 v22, 0                                    ; examples/attention_paged.kgen:23: load of 'lens'
	global_load_dword v36, v22, s[38:39]
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32 s[46:47], v32, v36                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[48:49], v33, v36                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[50:51], v34, v36                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[52:53], v35, v36                     ; examples/attention_paged.kgen:23
	s_add_i32 s23, s29, 0                               ; index along 'b' (examples/attention_paged.kgen:22)
	s_ashr_i32 s25, s22, 6
	s_mul_i32 s22, s23, s27
	s_add_u32 s28, s22, s25
	s_lshl_b32 s22, s28, 2                              ; examples/attention_paged.kgen:22: byte offset
	s_cmp_lt_u32 s23, s24                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s23, 1, 0
	s_cmp_lt_u32 s25, s27                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s25, 1, 0
	s_and_b32 s28, s23, s25
	v_mov_b32 v22, 0                                    ; absent element
	s_cmp_eq_u32 s28, 0                                 ; if %upred_112
	s_cbranch_scc1 .Lattention_paged_split_skip0
	v_mov_b32 v36, s22                                  ; examples/attention_paged.kgen:22: gather from 'table'
	global_load_dword v22, v36, s[12:13]
.Lattention_paged_split_skip0:
	v_ashrrev_i32 v36, 31, v32                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v37, 31, 64
	v_add_u32 v38, v32, v36
	v_xor_b32 v38, v38, v36
	v_add_u32 v32, 64, v37
	v_xor_b32 v32, v32, v37
	v_cvt_f32_u32 v37, v32
	v_rcp_iflag_f32 v37, v37
	s_nop 0
	v_mul_f32 v37, 0x4f7ffffe, v37
	v_cvt_u32_f32 v39, v37
	v_sub_u32 v37, 0, v32
	v_mul_lo_u32 v37, v37, v39
	v_mul_hi_u32 v37, v39, v37
	v_add_u32 v39, v39, v37
	v_mul_hi_u32 v40, v38, v39
	v_mul_lo_u32 v37, v40, v32
	v_sub_u32 v39, v38, v37
	v_cmp_ge_u32 s[22:23], v39, v32
	v_sub_u32 v37, v39, v32
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[22:23]
	v_cmp_ge_u32 s[22:23], v39, v32
	v_sub_u32 v37, v39, v32
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[22:23]
	v_xor_b32 v39, v39, v36
	v_sub_u32 v39, v39, v36
	v_mov_b32 v32, v39
	v_ashrrev_i32 v36, 31, v33                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v37, 31, 64
	v_add_u32 v38, v33, v36
	v_xor_b32 v38, v38, v36
	v_add_u32 v33, 64, v37
	v_xor_b32 v33, v33, v37
	v_cvt_f32_u32 v37, v33
	v_rcp_iflag_f32 v37, v37
	s_nop 0
	v_mul_f32 v37, 0x4f7ffffe, v37
	v_cvt_u32_f32 v39, v37
	v_sub_u32 v37, 0, v33
	v_mul_lo_u32 v37, v37, v39
	v_mul_hi_u32 v37, v39, v37
	v_add_u32 v39, v39, v37
	v_mul_hi_u32 v40, v38, v39
	v_mul_lo_u32 v37, v40, v33
	v_sub_u32 v39, v38, v37
	v_cmp_ge_u32 s[22:23], v39, v33
	v_sub_u32 v37, v39, v33
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[22:23]
	v_cmp_ge_u32 s[22:23], v39, v33
	v_sub_u32 v37, v39, v33
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[22:23]
	v_xor_b32 v39, v39, v36
	v_sub_u32 v39, v39, v36
	v_mov_b32 v33, v39
	v_ashrrev_i32 v36, 31, v34                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v37, 31, 64
	v_add_u32 v38, v34, v36
	v_xor_b32 v38, v38, v36
	v_add_u32 v34, 64, v37
	v_xor_b32 v34, v34, v37
	v_cvt_f32_u32 v37, v34
	v_rcp_iflag_f32 v37, v37
	s_nop 0
	v_mul_f32 v37, 0x4f7ffffe, v37
	v_cvt_u32_f32 v39, v37
	v_sub_u32 v37, 0, v34
	v_mul_lo_u32 v37, v37, v39
	v_mul_hi_u32 v37, v39, v37
	v_add_u32 v39, v39, v37
	v_mul_hi_u32 v40, v38, v39
	v_mul_lo_u32 v37, v40, v34
	v_sub_u32 v39, v38, v37
	v_cmp_ge_u32 s[22:23], v39, v34
	v_sub_u32 v37, v39, v34
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[22:23]
	v_cmp_ge_u32 s[22:23], v39, v34
	v_sub_u32 v37, v39, v34
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[22:23]
	v_xor_b32 v39, v39, v36
	v_sub_u32 v39, v39, v36
	v_mov_b32 v34, v39
	v_ashrrev_i32 v36, 31, v35                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v37, 31, 64
	v_add_u32 v38, v35, v36
	v_xor_b32 v38, v38, v36
	v_add_u32 v35, 64, v37
	v_xor_b32 v35, v35, v37
	v_cvt_f32_u32 v37, v35
	v_rcp_iflag_f32 v37, v37
	s_nop 0
	v_mul_f32 v37, 0x4f7ffffe, v37
	v_cvt_u32_f32 v39, v37
	v_sub_u32 v37, 0, v35
	v_mul_lo_u32 v37, v37, v39
	v_mul_hi_u32 v37, v39, v37
	v_add_u32 v39, v39, v37
	v_mul_hi_u32 v40, v38, v39
	v_mul_lo_u32 v37, v40, v35
	v_sub_u32 v39, v38, v37
	v_cmp_ge_u32 s[22:23], v39, v35
	v_sub_u32 v37, v39, v35
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[22:23]
	v_cmp_ge_u32 s[22:23], v39, v35
	v_sub_u32 v37, v39, v35
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[22:23]
	v_xor_b32 v39, v39, v36
	v_sub_u32 v39, v39, v36
	v_mov_b32 v35, v39
	s_and_saveexec_b64 s[22:23], s[14:15]               ; lanes where %vpred_118
	ds_write_b32 v3, v32 offset:22784                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v33 offset:22788                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v34 offset:22792                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v35 offset:22796                   ; convert the operand at 23:56: write this thread's elements
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v14 offset:22784                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v37, v14 offset:22816                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v38, v14 offset:22848                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v39, v14 offset:22880                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v40, v14 offset:22912                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v41, v14 offset:22944                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v42, v14 offset:22976                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v43, v14 offset:23008                   ; convert the operand at 23:56: read in the new layout
	v_add_u32 v44, 0, v9
	v_add_u32 v45, 0, v44                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v46, 1, v44                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v47, 2, v44                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v48, 3, v44                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v49, 16, v44                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v50, 17, v44                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v51, 18, v44                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v52, 19, v44                              ; index along 'd' (examples/attention_paged.kgen:23)
	s_and_saveexec_b64 s[22:23], s[14:15]               ; lanes where %vpred_118
	ds_write_b32 v15, v45 offset:23040                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v46 offset:23044                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v47 offset:23048                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v48 offset:23052                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v49 offset:23104                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v50 offset:23108                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v51 offset:23112                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v52 offset:23116                  ; convert the operand at 23:65: write this thread's elements
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v44, v16 offset:23040                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v53, v16 offset:23044                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v54, v16 offset:23048                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v55, v16 offset:23052                   ; convert the operand at 23:65: read in the new layout
	v_mov_b32 v56, 0x2000
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v57, v56, v22
	v_mov_b32 v56, 0x80
	v_mul_lo_u32 v58, v56, v36
	v_add_u32 v56, v57, v58
	s_waitcnt lgkmcnt(3)
	v_add_u32 v58, v56, v44
	v_lshlrev_b32 v59, 1, v58                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[22:23], v22, s26                     ; subscript 0 of 'kc' inside [0, NP)
	s_cmp_lg_u32 s28, 0
	s_cselect_b64 s[54:55], exec, 0
	s_and_b64 s[56:57], s[22:23], s[54:55]
	v_cmp_lt_u32 s[22:23], v36, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[54:55], s[56:57], s[22:23]
	v_mov_b32 v22, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[22:23], v44, v22
	s_and_b64 s[58:59], s[54:55], s[22:23]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_158
	global_load_ushort v22, v59, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v22
	s_waitcnt lgkmcnt(2)
	v_add_u32 v22, v56, v53
	v_lshlrev_b32 v58, 1, v22                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v22, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[58:59], v53, v22
	s_and_b64 s[60:61], s[54:55], s[58:59]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_164
	global_load_ushort v22, v58, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v22
	s_waitcnt lgkmcnt(1)
	v_add_u32 v22, v56, v54
	v_lshlrev_b32 v59, 1, v22                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v22, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[60:61], v54, v22
	s_and_b64 s[62:63], s[54:55], s[60:61]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_170
	global_load_ushort v22, v59, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v22
	s_waitcnt lgkmcnt(0)
	v_add_u32 v22, v56, v55
	v_lshlrev_b32 v56, 1, v22                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v22, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[62:63], v55, v22
	s_and_b64 s[64:65], s[54:55], s[62:63]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[64:65]               ; lanes where %vpred_176
	global_load_ushort v22, v56, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v22
	v_mov_b32 v22, 0x80
	v_mul_lo_u32 v60, v22, v37
	v_add_u32 v22, v57, v60
	v_add_u32 v60, v22, v44
	v_lshlrev_b32 v61, 1, v60                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[54:55], v37, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[56:57], s[54:55]
	s_and_b64 s[54:55], s[64:65], s[22:23]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_185
	global_load_ushort v37, v61, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v37
	v_add_u32 v37, v22, v53
	v_lshlrev_b32 v61, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[58:59]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_190
	global_load_ushort v37, v61, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v37
	v_add_u32 v37, v22, v54
	v_lshlrev_b32 v62, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[60:61]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_195
	global_load_ushort v37, v62, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v37
	v_add_u32 v37, v22, v55
	v_lshlrev_b32 v22, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[62:63]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[54:55]               ; lanes where %vpred_200
	global_load_ushort v37, v22, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v37
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v63, v37, v38
	v_add_u32 v37, v57, v63
	v_add_u32 v63, v37, v44
	v_lshlrev_b32 v64, 1, v63                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[54:55], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[56:57], s[54:55]
	s_and_b64 s[54:55], s[64:65], s[22:23]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_209
	global_load_ushort v38, v64, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v38
	v_add_u32 v38, v37, v53
	v_lshlrev_b32 v64, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[58:59]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_214
	global_load_ushort v38, v64, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v38
	v_add_u32 v38, v37, v54
	v_lshlrev_b32 v65, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[60:61]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_219
	global_load_ushort v38, v65, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v38
	v_add_u32 v38, v37, v55
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[62:63]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[54:55]               ; lanes where %vpred_224
	global_load_ushort v38, v37, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v38
	v_mov_b32 v38, 0x80
	v_mul_lo_u32 v66, v38, v39
	v_add_u32 v38, v57, v66
	v_add_u32 v66, v38, v44
	v_lshlrev_b32 v67, 1, v66                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[54:55], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[56:57], s[54:55]
	s_and_b64 s[54:55], s[64:65], s[22:23]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_233
	global_load_ushort v39, v67, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v39
	v_add_u32 v39, v38, v53
	v_lshlrev_b32 v67, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[58:59]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_238
	global_load_ushort v39, v67, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v39
	v_add_u32 v39, v38, v54
	v_lshlrev_b32 v68, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[60:61]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_243
	global_load_ushort v39, v68, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v39
	v_add_u32 v39, v38, v55
	v_lshlrev_b32 v38, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[62:63]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[54:55]               ; lanes where %vpred_248
	global_load_ushort v39, v38, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v39
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v69, v39, v40
	v_add_u32 v39, v57, v69
	v_add_u32 v69, v39, v44
	v_lshlrev_b32 v70, 1, v69                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[54:55], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[56:57], s[54:55]
	s_and_b64 s[54:55], s[64:65], s[22:23]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_257
	global_load_ushort v40, v70, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v40
	v_add_u32 v40, v39, v53
	v_lshlrev_b32 v70, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[58:59]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_262
	global_load_ushort v40, v70, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v40
	v_add_u32 v40, v39, v54
	v_lshlrev_b32 v71, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[60:61]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_267
	global_load_ushort v40, v71, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v40
	v_add_u32 v40, v39, v55
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[62:63]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[54:55]               ; lanes where %vpred_272
	global_load_ushort v40, v39, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v40
	v_mov_b32 v40, 0x80
	v_mul_lo_u32 v72, v40, v41
	v_add_u32 v40, v57, v72
	v_add_u32 v72, v40, v44
	v_lshlrev_b32 v73, 1, v72                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[54:55], v41, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[56:57], s[54:55]
	s_and_b64 s[54:55], s[64:65], s[22:23]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_281
	global_load_ushort v41, v73, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v41
	v_add_u32 v41, v40, v53
	v_lshlrev_b32 v73, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[58:59]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_286
	global_load_ushort v41, v73, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v41
	v_add_u32 v41, v40, v54
	v_lshlrev_b32 v74, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[60:61]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_291
	global_load_ushort v41, v74, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v41
	v_add_u32 v41, v40, v55
	v_lshlrev_b32 v40, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[62:63]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[54:55]               ; lanes where %vpred_296
	global_load_ushort v41, v40, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v41
	v_mov_b32 v41, 0x80
	v_mul_lo_u32 v75, v41, v42
	v_add_u32 v41, v57, v75
	v_add_u32 v75, v41, v44
	v_lshlrev_b32 v76, 1, v75                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[54:55], v42, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[56:57], s[54:55]
	s_and_b64 s[54:55], s[64:65], s[22:23]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_305
	global_load_ushort v42, v76, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v42
	v_add_u32 v42, v41, v53
	v_lshlrev_b32 v76, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[58:59]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_310
	global_load_ushort v42, v76, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v42
	v_add_u32 v42, v41, v54
	v_lshlrev_b32 v77, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[60:61]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[54:55]               ; lanes where %vpred_315
	global_load_ushort v42, v77, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v42
	v_add_u32 v42, v41, v55
	v_lshlrev_b32 v41, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[54:55], s[64:65], s[62:63]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[54:55]               ; lanes where %vpred_320
	global_load_ushort v42, v41, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v42
	v_mov_b32 v42, 0x80
	v_mul_lo_u32 v78, v42, v43
	v_add_u32 v42, v57, v78
	v_add_u32 v78, v42, v44
	v_lshlrev_b32 v44, 1, v78                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[54:55], v43, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[56:57], s[54:55]
	s_and_b64 s[54:55], s[64:65], s[22:23]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[54:55]               ; lanes where %vpred_329
	global_load_ushort v43, v44, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v43
	v_add_u32 v43, v42, v53
	v_lshlrev_b32 v53, 1, v43                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[22:23], s[64:65], s[58:59]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[22:23]               ; lanes where %vpred_334
	global_load_ushort v43, v53, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v43
	v_add_u32 v43, v42, v54
	v_lshlrev_b32 v54, 1, v43                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[22:23], s[64:65], s[60:61]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[22:23]               ; lanes where %vpred_339
	global_load_ushort v43, v54, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v43
	v_add_u32 v43, v42, v55
	v_lshlrev_b32 v42, 1, v43                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[22:23], s[64:65], s[62:63]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[22:23]               ; lanes where %vpred_344
	global_load_ushort v43, v42, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v43
	v_lshrrev_b32 v43, 16, v36
	ds_write_b16 v19, v43 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v58
	ds_write_b16 v19, v36 offset:4354                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v59
	ds_write_b16 v19, v36 offset:4356                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v56
	ds_write_b16 v19, v36 offset:4358                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v60
	ds_write_b16 v19, v36 offset:6528                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v61
	ds_write_b16 v19, v36 offset:6530                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v62
	ds_write_b16 v19, v36 offset:6532                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v22
	ds_write_b16 v19, v36 offset:6534                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v63
	ds_write_b16 v19, v22 offset:8704                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v64
	ds_write_b16 v19, v22 offset:8706                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v65
	ds_write_b16 v19, v22 offset:8708                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v37
	ds_write_b16 v19, v22 offset:8710                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v66
	ds_write_b16 v19, v22 offset:10880                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v67
	ds_write_b16 v19, v22 offset:10882                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v68
	ds_write_b16 v19, v22 offset:10884                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v38
	ds_write_b16 v19, v22 offset:10886                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v69
	ds_write_b16 v19, v22 offset:13056                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v70
	ds_write_b16 v19, v22 offset:13058                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v71
	ds_write_b16 v19, v22 offset:13060                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v39
	ds_write_b16 v19, v22 offset:13062                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v72
	ds_write_b16 v19, v22 offset:15232                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v73
	ds_write_b16 v19, v22 offset:15234                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v74
	ds_write_b16 v19, v22 offset:15236                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v40
	ds_write_b16 v19, v22 offset:15238                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v75
	ds_write_b16 v19, v22 offset:17408                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v76
	ds_write_b16 v19, v22 offset:17410                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v77
	ds_write_b16 v19, v22 offset:17412                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v41
	ds_write_b16 v19, v22 offset:17414                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v44
	ds_write_b16 v19, v22 offset:19584                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v53
	ds_write_b16 v19, v22 offset:19586                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v54
	ds_write_b16 v19, v22 offset:19588                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v42
	ds_write_b16 v19, v22 offset:19590                  ; A operand of the product: stage
	v_mov_b32 v36, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v38, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	ds_read_b128 v[40:43], v11                          ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[58:61], v20 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[36:39], v[58:59], v[40:41], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[36:39], v[60:61], v[42:43], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[40:43], v11 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[58:61], v20 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[36:39], v[58:59], v[40:41], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[36:39], v[60:61], v[42:43], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[40:43], v11 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[58:61], v20 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[36:39], v[58:59], v[40:41], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[36:39], v[60:61], v[42:43], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[40:43], v11 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[58:61], v20 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[36:39], v[58:59], v[40:41], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[36:39], v[60:61], v[42:43], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	s_nop 6
	v_mul_f32 v22, s16, v36                             ; examples/attention_paged.kgen:23
	v_mul_f32 v40, s16, v37                             ; examples/attention_paged.kgen:23
	v_mul_f32 v41, s16, v38                             ; examples/attention_paged.kgen:23
	v_mul_f32 v42, s16, v39                             ; examples/attention_paged.kgen:23
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v37, v36, v22, s[46:47]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v36, v22, v40, s[48:49]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v38, v22, v41, s[50:51]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v39, v22, v42, s[52:53]
	v_max_f32 v22, v37, v36                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[22:23], v37, v36
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v22, v40, s[22:23]
	v_max_f32 v22, v41, v38                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[22:23], v41, v38
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v22, v40, s[22:23]
	v_max_f32 v22, v41, v39                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[22:23], v41, v39
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v22, v40, s[22:23]
	ds_swizzle_b32 v22, v41 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:24): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v40, v41, v22
	v_cmp_u_f32 s[22:23], v41, v22
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v40, v22, s[22:23]
	v_and_b32 v22, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:24): lanes 32 apart
	v_xor_b32 v22, 32, v22
	v_lshlrev_b32 v22, 2, v22
	ds_bpermute_b32 v40, v22, v41
	s_waitcnt lgkmcnt(0)
	v_max_f32 v22, v41, v40
	v_cmp_u_f32 s[22:23], v41, v40
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v22, v40, s[22:23]
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_451
	ds_write_b32 v5, v41 offset:23552                   ; max over 'tt' (examples/attention_paged.kgen:24): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v22, v7 offset:23552                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 0
	ds_read_b32 v40, v7 offset:23616                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v41, v22, v40
	v_cmp_u_f32 s[22:23], v22, v40
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v41, v22, s[22:23]
	ds_read_b32 v22, v7 offset:23680                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v41, v40, v22
	v_cmp_u_f32 s[22:23], v40, v22
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v41, v22, s[22:23]
	ds_read_b32 v22, v7 offset:23744                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v41, v40, v22
	v_cmp_u_f32 s[22:23], v40, v22
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v41, v22, s[22:23]
	v_max_f32 v22, v6, v40                              ; examples/attention_paged.kgen:24
	v_cmp_u_f32 s[22:23], v6, v40
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v22, v40, s[22:23]
	v_sub_f32 v22, v6, v41                              ; examples/attention_paged.kgen:26
	v_mul_f32 v40, 0x3fb8aa3b, v22                      ; examples/attention_paged.kgen:26
	v_exp_f32 v22, v40                                  ; examples/attention_paged.kgen:26
	s_nop 0
	v_mul_f32 v40, v24, v22                             ; examples/attention_paged.kgen:28
	v_mul_f32 v42, v25, v22                             ; examples/attention_paged.kgen:28
	v_mul_f32 v43, v26, v22                             ; examples/attention_paged.kgen:28
	v_mul_f32 v44, v27, v22                             ; examples/attention_paged.kgen:28
	v_mul_f32 v53, v28, v22                             ; examples/attention_paged.kgen:28
	v_mul_f32 v54, v29, v22                             ; examples/attention_paged.kgen:28
	v_mul_f32 v55, v30, v22                             ; examples/attention_paged.kgen:28
	v_mul_f32 v56, v31, v22                             ; examples/attention_paged.kgen:28
	v_mov_b32 v24, v40                                  ; 'acc' scaled in place
	v_mov_b32 v25, v42                                  ; 'acc' scaled in place
	v_mov_b32 v26, v43                                  ; 'acc' scaled in place
	v_mov_b32 v27, v44                                  ; 'acc' scaled in place
	v_mov_b32 v28, v53                                  ; 'acc' scaled in place
	v_mov_b32 v29, v54                                  ; 'acc' scaled in place
	v_mov_b32 v30, v55                                  ; 'acc' scaled in place
	v_mov_b32 v31, v56                                  ; 'acc' scaled in place
	s_and_saveexec_b64 s[22:23], s[14:15]               ; lanes where %vpred_118
	ds_write_b32 v3, v32 offset:23808                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v33 offset:23812                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v34 offset:23816                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v35 offset:23820                   ; convert the operand at 28:48: write this thread's elements
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v32, v14 offset:23808                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v33, v14 offset:23840                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v34, v14 offset:23872                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v35, v14 offset:23904                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v40, v14 offset:23936                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v42, v14 offset:23968                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v43, v14 offset:24000                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v44, v14 offset:24032                   ; convert the operand at 28:48: read in the new layout
	s_and_saveexec_b64 s[22:23], s[14:15]               ; lanes where %vpred_118
	ds_write_b32 v15, v45 offset:24064                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v46 offset:24068                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v47 offset:24072                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v48 offset:24076                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v49 offset:24128                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v50 offset:24132                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v51 offset:24136                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v52 offset:24140                  ; convert the operand at 28:57: write this thread's elements
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v45, v16 offset:24064                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v46, v16 offset:24068                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v47, v16 offset:24072                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v48, v16 offset:24076                   ; convert the operand at 28:57: read in the new layout
	v_mov_b32 v49, 0x80
	v_mul_lo_u32 v50, v49, v32
	v_add_u32 v49, v57, v50
	s_waitcnt lgkmcnt(3)
	v_add_u32 v50, v49, v45
	v_lshlrev_b32 v51, 1, v50                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[22:23], v32, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[46:47], s[56:57], s[22:23]
	v_mov_b32 v32, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[22:23], v45, v32
	s_and_b64 s[48:49], s[46:47], s[22:23]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_490
	global_load_ushort v32, v51, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32 v32, v49, v46
	v_lshlrev_b32 v51, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v32, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[48:49], v46, v32
	s_and_b64 s[50:51], s[46:47], s[48:49]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_496
	global_load_ushort v32, v51, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v32
	s_waitcnt lgkmcnt(1)
	v_add_u32 v32, v49, v47
	v_lshlrev_b32 v52, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v32, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[50:51], v47, v32
	s_and_b64 s[52:53], s[46:47], s[50:51]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[52:53]               ; lanes where %vpred_502
	global_load_ushort v32, v52, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v32
	s_waitcnt lgkmcnt(0)
	v_add_u32 v32, v49, v48
	v_lshlrev_b32 v49, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v32, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[52:53], v48, v32
	s_and_b64 s[54:55], s[46:47], s[52:53]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[54:55]               ; lanes where %vpred_508
	global_load_ushort v32, v49, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v32
	v_mov_b32 v32, 0x80
	v_mul_lo_u32 v53, v32, v33
	v_add_u32 v32, v57, v53
	v_add_u32 v53, v32, v45
	v_lshlrev_b32 v54, 1, v53                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[46:47], v33, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[54:55], s[56:57], s[46:47]
	s_and_b64 s[46:47], s[54:55], s[22:23]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_517
	global_load_ushort v33, v54, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v33
	v_add_u32 v33, v32, v46
	v_lshlrev_b32 v54, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[48:49]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_522
	global_load_ushort v33, v54, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v33
	v_add_u32 v33, v32, v47
	v_lshlrev_b32 v55, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[50:51]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_527
	global_load_ushort v33, v55, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v33
	v_add_u32 v33, v32, v48
	v_lshlrev_b32 v32, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[52:53]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[46:47]               ; lanes where %vpred_532
	global_load_ushort v33, v32, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v33
	v_mov_b32 v33, 0x80
	v_mul_lo_u32 v56, v33, v34
	v_add_u32 v33, v57, v56
	v_add_u32 v56, v33, v45
	v_lshlrev_b32 v58, 1, v56                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[46:47], v34, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[54:55], s[56:57], s[46:47]
	s_and_b64 s[46:47], s[54:55], s[22:23]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_541
	global_load_ushort v34, v58, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v34
	v_add_u32 v34, v33, v46
	v_lshlrev_b32 v58, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[48:49]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_546
	global_load_ushort v34, v58, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v34
	v_add_u32 v34, v33, v47
	v_lshlrev_b32 v59, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[50:51]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_551
	global_load_ushort v34, v59, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v34
	v_add_u32 v34, v33, v48
	v_lshlrev_b32 v33, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[52:53]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[46:47]               ; lanes where %vpred_556
	global_load_ushort v34, v33, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v34
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v60, v34, v35
	v_add_u32 v34, v57, v60
	v_add_u32 v60, v34, v45
	v_lshlrev_b32 v61, 1, v60                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[46:47], v35, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[54:55], s[56:57], s[46:47]
	s_and_b64 s[46:47], s[54:55], s[22:23]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_565
	global_load_ushort v35, v61, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v35
	v_add_u32 v35, v34, v46
	v_lshlrev_b32 v61, 1, v35                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[48:49]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_570
	global_load_ushort v35, v61, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v35
	v_add_u32 v35, v34, v47
	v_lshlrev_b32 v62, 1, v35                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[50:51]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_575
	global_load_ushort v35, v62, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v35
	v_add_u32 v35, v34, v48
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[52:53]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[46:47]               ; lanes where %vpred_580
	global_load_ushort v35, v34, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v35
	v_mov_b32 v35, 0x80
	v_mul_lo_u32 v63, v35, v40
	v_add_u32 v35, v57, v63
	v_add_u32 v63, v35, v45
	v_lshlrev_b32 v64, 1, v63                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[46:47], v40, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[54:55], s[56:57], s[46:47]
	s_and_b64 s[46:47], s[54:55], s[22:23]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_589
	global_load_ushort v40, v64, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v40
	v_add_u32 v40, v35, v46
	v_lshlrev_b32 v64, 1, v40                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[48:49]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_594
	global_load_ushort v40, v64, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v40
	v_add_u32 v40, v35, v47
	v_lshlrev_b32 v65, 1, v40                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[50:51]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_599
	global_load_ushort v40, v65, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v40
	v_add_u32 v40, v35, v48
	v_lshlrev_b32 v35, 1, v40                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[52:53]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[46:47]               ; lanes where %vpred_604
	global_load_ushort v40, v35, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v40
	v_mov_b32 v40, 0x80
	v_mul_lo_u32 v66, v40, v42
	v_add_u32 v40, v57, v66
	v_add_u32 v66, v40, v45
	v_lshlrev_b32 v67, 1, v66                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[46:47], v42, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[54:55], s[56:57], s[46:47]
	s_and_b64 s[46:47], s[54:55], s[22:23]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_613
	global_load_ushort v42, v67, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v42
	v_add_u32 v42, v40, v46
	v_lshlrev_b32 v67, 1, v42                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[48:49]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_618
	global_load_ushort v42, v67, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v42
	v_add_u32 v42, v40, v47
	v_lshlrev_b32 v68, 1, v42                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[50:51]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_623
	global_load_ushort v42, v68, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v42
	v_add_u32 v42, v40, v48
	v_lshlrev_b32 v40, 1, v42                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[52:53]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[46:47]               ; lanes where %vpred_628
	global_load_ushort v42, v40, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v42
	v_mov_b32 v42, 0x80
	v_mul_lo_u32 v69, v42, v43
	v_add_u32 v42, v57, v69
	v_add_u32 v69, v42, v45
	v_lshlrev_b32 v70, 1, v69                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[46:47], v43, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[54:55], s[56:57], s[46:47]
	s_and_b64 s[46:47], s[54:55], s[22:23]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_637
	global_load_ushort v43, v70, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v43
	v_add_u32 v43, v42, v46
	v_lshlrev_b32 v70, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[48:49]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_642
	global_load_ushort v43, v70, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v43
	v_add_u32 v43, v42, v47
	v_lshlrev_b32 v71, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[50:51]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[58:59], s[46:47]               ; lanes where %vpred_647
	global_load_ushort v43, v71, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v43
	v_add_u32 v43, v42, v48
	v_lshlrev_b32 v42, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[54:55], s[52:53]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[46:47]               ; lanes where %vpred_652
	global_load_ushort v43, v42, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v43
	v_mov_b32 v43, 0x80
	v_mul_lo_u32 v72, v43, v44
	v_add_u32 v43, v57, v72
	v_add_u32 v57, v43, v45
	v_lshlrev_b32 v45, 1, v57                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[46:47], v44, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[54:55], s[56:57], s[46:47]
	s_and_b64 s[46:47], s[54:55], s[22:23]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_661
	global_load_ushort v44, v45, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v44
	v_add_u32 v44, v43, v46
	v_lshlrev_b32 v46, 1, v44                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[22:23], s[54:55], s[48:49]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_666
	global_load_ushort v44, v46, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v44
	v_add_u32 v44, v43, v47
	v_lshlrev_b32 v47, 1, v44                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[22:23], s[54:55], s[50:51]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_671
	global_load_ushort v44, v47, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v44
	v_add_u32 v44, v43, v48
	v_lshlrev_b32 v43, 1, v44                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[22:23], s[54:55], s[52:53]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_676
	global_load_ushort v44, v43, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v44
	v_lshrrev_b32 v44, 16, v50
	ds_write_b16 v21, v44 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v51
	ds_write_b16 v21, v44 offset:4496                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v52
	ds_write_b16 v21, v44 offset:4640                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v49
	ds_write_b16 v21, v44 offset:4784                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v53
	ds_write_b16 v21, v44 offset:4368                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v54
	ds_write_b16 v21, v44 offset:4512                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v55
	ds_write_b16 v21, v44 offset:4656                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v32
	ds_write_b16 v21, v44 offset:4800                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v56
	ds_write_b16 v21, v32 offset:4384                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v58
	ds_write_b16 v21, v32 offset:4528                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v59
	ds_write_b16 v21, v32 offset:4672                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v33
	ds_write_b16 v21, v32 offset:4816                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v60
	ds_write_b16 v21, v32 offset:4400                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v61
	ds_write_b16 v21, v32 offset:4544                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v62
	ds_write_b16 v21, v32 offset:4688                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v34
	ds_write_b16 v21, v32 offset:4832                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v63
	ds_write_b16 v21, v32 offset:4416                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v64
	ds_write_b16 v21, v32 offset:4560                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v65
	ds_write_b16 v21, v32 offset:4704                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v35
	ds_write_b16 v21, v32 offset:4848                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v66
	ds_write_b16 v21, v32 offset:4432                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v67
	ds_write_b16 v21, v32 offset:4576                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v68
	ds_write_b16 v21, v32 offset:4720                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v40
	ds_write_b16 v21, v32 offset:4864                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v69
	ds_write_b16 v21, v32 offset:4448                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v70
	ds_write_b16 v21, v32 offset:4592                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v71
	ds_write_b16 v21, v32 offset:4736                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v42
	ds_write_b16 v21, v32 offset:4880                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v45
	ds_write_b16 v21, v32 offset:4464                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v46
	ds_write_b16 v21, v32 offset:4608                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v47
	ds_write_b16 v21, v32 offset:4752                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v43
	ds_write_b16 v21, v32 offset:4896                   ; A operand of the product: stage
	v_mul_f32 v32, 0xbfb8aa3b, v41                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:25)
	v_mov_b32 v33, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v34, v37, v33, v32
	v_exp_f32 v33, v34                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v35, v36, v34, v32
	v_exp_f32 v34, v35                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v35, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v36, v38, v35, v32
	v_exp_f32 v35, v36                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v36, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v37, v39, v36, v32
	v_exp_f32 v32, v37                                  ; examples/attention_paged.kgen:25
	v_bfe_u32 v36, v33, 16, 1                           ; round to bf16
	v_add3_u32 v37, v33, v36, s5
	v_cmp_u_f32 s[22:23], v33, v33
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v37, v36, s[22:23]
	v_and_b32 v36, 0xffff0000, v37
	v_bfe_u32 v37, v34, 16, 1                           ; round to bf16
	v_add3_u32 v38, v34, v37, s5
	v_cmp_u_f32 s[22:23], v34, v34
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v38, v37, s[22:23]
	v_and_b32 v37, 0xffff0000, v38
	v_bfe_u32 v38, v35, 16, 1                           ; round to bf16
	v_add3_u32 v39, v35, v38, s5
	v_cmp_u_f32 s[22:23], v35, v35
	v_mov_b32 v38, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v39, v38, s[22:23]
	v_and_b32 v38, 0xffff0000, v39
	v_bfe_u32 v39, v32, 16, 1                           ; round to bf16
	v_add3_u32 v40, v32, v39, s5
	v_cmp_u_f32 s[22:23], v32, v32
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v40, v39, s[22:23]
	v_and_b32 v39, 0xffff0000, v40
	v_lshrrev_b32 v40, 16, v36
	ds_write_b16 v23, v40 offset:24576                  ; B operand of the product: stage
	v_lshrrev_b32 v36, 16, v37
	ds_write_b16 v23, v36 offset:24578                  ; B operand of the product: stage
	v_lshrrev_b32 v36, 16, v38
	ds_write_b16 v23, v36 offset:24580                  ; B operand of the product: stage
	v_lshrrev_b32 v36, 16, v39
	ds_write_b16 v23, v36 offset:24582                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[36:39], v18 offset:24576             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[42:45], v17 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[46:49], v17 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[24:27], v[42:43], v[36:37], v[24:27] ; examples/attention_paged.kgen:28: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[28:31], v[46:47], v[36:37], v[28:31] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[24:27], v[44:45], v[38:39], v[24:27] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[28:31], v[48:49], v[38:39], v[28:31] ; examples/attention_paged.kgen:28: mfma 16x16x16
	ds_read_b128 v[36:39], v18 offset:24640             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[42:45], v17 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[46:49], v17 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[24:27], v[42:43], v[36:37], v[24:27] ; examples/attention_paged.kgen:28: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[28:31], v[46:47], v[36:37], v[28:31] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[24:27], v[44:45], v[38:39], v[24:27] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[28:31], v[48:49], v[38:39], v[28:31] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mul_f32 v36, v1, v22                              ; examples/attention_paged.kgen:27
	v_add_f32 v22, v33, v34                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	v_add_f32 v33, v22, v35                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	v_add_f32 v22, v33, v32                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	ds_swizzle_b32 v32, v22 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:27): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v22, v32
	v_and_b32 v22, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:27): lanes 32 apart
	v_xor_b32 v22, 32, v22
	v_lshlrev_b32 v22, 2, v22
	ds_bpermute_b32 v32, v22, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32 v22, v33, v32
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_451
	ds_write_b32 v5, v22 offset:28928                   ; sum over 'tt' (examples/attention_paged.kgen:27): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v22, v7 offset:28928                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 0
	ds_read_b32 v32, v7 offset:28992                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v22, v32
	ds_read_b32 v22, v7 offset:29056                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v32, v33, v22
	ds_read_b32 v22, v7 offset:29120                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v32, v22
	v_add_f32 v22, v36, v33                             ; examples/attention_paged.kgen:27
	v_mov_b32 v1, v22                                   ; next 'l'
	v_mov_b32 v6, v41                                   ; next 'mx'
	s_add_u32 s19, s19, 64
	s_cmp_lt_u32 s19, s18
	s_cbranch_scc1 .Lattention_paged_split_loop0
.Lattention_paged_split_loop0_end:
	s_mov_b32 s18, s19                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s18, s34
	s_cbranch_scc1 .Lattention_paged_split_loop1_end
.Lattention_paged_split_loop1:
	s_add_u32 s19, s33, s18
	s_sub_u32 s22, s34, s18
	v_add_u32 v22, s19, v10
	v_add_u32 v32, 0, v22                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v33, 1, v22                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v34, 2, v22                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v35, 3, v22                               ; index along 'tt' (examples/attention_paged.kgen:23)
	v_mov_b32 v22, 0                                    ; examples/attention_paged.kgen:23: load of 'lens'
	global_load_dword v36, v22, s[38:39]
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32 s[46:47], v32, v36                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[48:49], v33, v36                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[50:51], v34, v36                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[52:53], v35, v36                     ; examples/attention_paged.kgen:23
	s_add_i32 s23, s29, 0                               ; index along 'b' (examples/attention_paged.kgen:22)
	s_ashr_i32 s25, s19, 6
	s_mul_i32 s19, s23, s27
	s_add_u32 s28, s19, s25
	s_lshl_b32 s19, s28, 2                              ; examples/attention_paged.kgen:22: byte offset
	s_cmp_lt_u32 s23, s24                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s23, 1, 0
	s_cmp_lt_u32 s25, s27                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s25, 1, 0
	s_and_b32 s28, s23, s25
	v_mov_b32 v22, 0                                    ; absent element
	s_cmp_eq_u32 s28, 0                                 ; if %upred_800
	s_cbranch_scc1 .Lattention_paged_split_skip1
	v_mov_b32 v36, s19                                  ; examples/attention_paged.kgen:22: gather from 'table'
	global_load_dword v22, v36, s[12:13]
.Lattention_paged_split_skip1:
	v_ashrrev_i32 v36, 31, v32                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v37, 31, 64
	v_add_u32 v38, v32, v36
	v_xor_b32 v38, v38, v36
	v_add_u32 v32, 64, v37
	v_xor_b32 v32, v32, v37
	v_cvt_f32_u32 v37, v32
	v_rcp_iflag_f32 v37, v37
	s_nop 0
	v_mul_f32 v37, 0x4f7ffffe, v37
	v_cvt_u32_f32 v39, v37
	v_sub_u32 v37, 0, v32
	v_mul_lo_u32 v37, v37, v39
	v_mul_hi_u32 v37, v39, v37
	v_add_u32 v39, v39, v37
	v_mul_hi_u32 v40, v38, v39
	v_mul_lo_u32 v37, v40, v32
	v_sub_u32 v39, v38, v37
	v_cmp_ge_u32 s[54:55], v39, v32
	v_sub_u32 v37, v39, v32
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[54:55]
	v_cmp_ge_u32 s[54:55], v39, v32
	v_sub_u32 v37, v39, v32
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[54:55]
	v_xor_b32 v39, v39, v36
	v_sub_u32 v39, v39, v36
	v_mov_b32 v32, v39
	v_ashrrev_i32 v36, 31, v33                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v37, 31, 64
	v_add_u32 v38, v33, v36
	v_xor_b32 v38, v38, v36
	v_add_u32 v33, 64, v37
	v_xor_b32 v33, v33, v37
	v_cvt_f32_u32 v37, v33
	v_rcp_iflag_f32 v37, v37
	s_nop 0
	v_mul_f32 v37, 0x4f7ffffe, v37
	v_cvt_u32_f32 v39, v37
	v_sub_u32 v37, 0, v33
	v_mul_lo_u32 v37, v37, v39
	v_mul_hi_u32 v37, v39, v37
	v_add_u32 v39, v39, v37
	v_mul_hi_u32 v40, v38, v39
	v_mul_lo_u32 v37, v40, v33
	v_sub_u32 v39, v38, v37
	v_cmp_ge_u32 s[54:55], v39, v33
	v_sub_u32 v37, v39, v33
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[54:55]
	v_cmp_ge_u32 s[54:55], v39, v33
	v_sub_u32 v37, v39, v33
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[54:55]
	v_xor_b32 v39, v39, v36
	v_sub_u32 v39, v39, v36
	v_mov_b32 v33, v39
	v_ashrrev_i32 v36, 31, v34                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v37, 31, 64
	v_add_u32 v38, v34, v36
	v_xor_b32 v38, v38, v36
	v_add_u32 v34, 64, v37
	v_xor_b32 v34, v34, v37
	v_cvt_f32_u32 v37, v34
	v_rcp_iflag_f32 v37, v37
	s_nop 0
	v_mul_f32 v37, 0x4f7ffffe, v37
	v_cvt_u32_f32 v39, v37
	v_sub_u32 v37, 0, v34
	v_mul_lo_u32 v37, v37, v39
	v_mul_hi_u32 v37, v39, v37
	v_add_u32 v39, v39, v37
	v_mul_hi_u32 v40, v38, v39
	v_mul_lo_u32 v37, v40, v34
	v_sub_u32 v39, v38, v37
	v_cmp_ge_u32 s[54:55], v39, v34
	v_sub_u32 v37, v39, v34
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[54:55]
	v_cmp_ge_u32 s[54:55], v39, v34
	v_sub_u32 v37, v39, v34
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[54:55]
	v_xor_b32 v39, v39, v36
	v_sub_u32 v39, v39, v36
	v_mov_b32 v34, v39
	v_ashrrev_i32 v36, 31, v35                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v37, 31, 64
	v_add_u32 v38, v35, v36
	v_xor_b32 v38, v38, v36
	v_add_u32 v35, 64, v37
	v_xor_b32 v35, v35, v37
	v_cvt_f32_u32 v37, v35
	v_rcp_iflag_f32 v37, v37
	s_nop 0
	v_mul_f32 v37, 0x4f7ffffe, v37
	v_cvt_u32_f32 v39, v37
	v_sub_u32 v37, 0, v35
	v_mul_lo_u32 v37, v37, v39
	v_mul_hi_u32 v37, v39, v37
	v_add_u32 v39, v39, v37
	v_mul_hi_u32 v40, v38, v39
	v_mul_lo_u32 v37, v40, v35
	v_sub_u32 v39, v38, v37
	v_cmp_ge_u32 s[54:55], v39, v35
	v_sub_u32 v37, v39, v35
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[54:55]
	v_cmp_ge_u32 s[54:55], v39, v35
	v_sub_u32 v37, v39, v35
	s_nop 0
	v_cndmask_b32 v39, v39, v37, s[54:55]
	v_xor_b32 v39, v39, v36
	v_sub_u32 v39, v39, v36
	v_mov_b32 v35, v39
	s_and_saveexec_b64 s[54:55], s[14:15]               ; lanes where %vpred_118
	ds_write_b32 v3, v32 offset:22784                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v33 offset:22788                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v34 offset:22792                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v35 offset:22796                   ; convert the operand at 23:56: write this thread's elements
	s_mov_b64 exec, s[54:55]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v14 offset:22784                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v37, v14 offset:22816                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v38, v14 offset:22848                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v39, v14 offset:22880                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v40, v14 offset:22912                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v41, v14 offset:22944                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v42, v14 offset:22976                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v43, v14 offset:23008                   ; convert the operand at 23:56: read in the new layout
	v_add_u32 v44, 0, v9
	v_add_u32 v45, 0, v44                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v46, 1, v44                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v47, 2, v44                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v48, 3, v44                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v49, 16, v44                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v50, 17, v44                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v51, 18, v44                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v52, 19, v44                              ; index along 'd' (examples/attention_paged.kgen:23)
	s_and_saveexec_b64 s[54:55], s[14:15]               ; lanes where %vpred_118
	ds_write_b32 v15, v45 offset:23040                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v46 offset:23044                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v47 offset:23048                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v48 offset:23052                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v49 offset:23104                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v50 offset:23108                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v51 offset:23112                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v52 offset:23116                  ; convert the operand at 23:65: write this thread's elements
	s_mov_b64 exec, s[54:55]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v44, v16 offset:23040                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v53, v16 offset:23044                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v54, v16 offset:23048                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v55, v16 offset:23052                   ; convert the operand at 23:65: read in the new layout
	v_mov_b32 v56, 0x2000
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v57, v56, v22
	v_mov_b32 v56, 0x80
	v_mul_lo_u32 v58, v56, v36
	v_add_u32 v56, v57, v58
	s_waitcnt lgkmcnt(3)
	v_add_u32 v58, v56, v44
	v_lshlrev_b32 v59, 1, v58                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[54:55], v22, s26                     ; subscript 0 of 'kc' inside [0, NP)
	s_cmp_lg_u32 s28, 0
	s_cselect_b64 s[56:57], exec, 0
	s_and_b64 s[58:59], s[54:55], s[56:57]
	v_cmp_lt_u32 s[54:55], v36, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[58:59], s[54:55]
	v_mov_b32 v22, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[54:55], v44, v22
	s_and_b64 s[60:61], s[56:57], s[54:55]
	v_cmp_lt_u32 s[62:63], v13, s22                     ; 'tt' element in bounds
	s_and_b64 s[64:65], s[60:61], s[62:63]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[64:65]               ; lanes where %vpred_839
	global_load_ushort v22, v59, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v22
	s_waitcnt lgkmcnt(2)
	v_add_u32 v22, v56, v53
	v_lshlrev_b32 v58, 1, v22                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v22, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[60:61], v53, v22
	s_and_b64 s[64:65], s[56:57], s[60:61]
	s_and_b64 s[66:67], s[64:65], s[62:63]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[66:67]               ; lanes where %vpred_846
	global_load_ushort v22, v58, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v22
	s_waitcnt lgkmcnt(1)
	v_add_u32 v22, v56, v54
	v_lshlrev_b32 v59, 1, v22                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v22, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[64:65], v54, v22
	s_and_b64 s[66:67], s[56:57], s[64:65]
	s_and_b64 s[68:69], s[66:67], s[62:63]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[68:69]               ; lanes where %vpred_853
	global_load_ushort v22, v59, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v22
	s_waitcnt lgkmcnt(0)
	v_add_u32 v22, v56, v55
	v_lshlrev_b32 v56, 1, v22                           ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v22, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[66:67], v55, v22
	s_and_b64 s[68:69], s[56:57], s[66:67]
	s_and_b64 s[56:57], s[68:69], s[62:63]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[56:57]               ; lanes where %vpred_860
	global_load_ushort v22, v56, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v22
	v_mov_b32 v22, 0x80
	v_mul_lo_u32 v60, v22, v37
	v_add_u32 v22, v57, v60
	v_add_u32 v60, v22, v44
	v_lshlrev_b32 v61, 1, v60                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[56:57], v37, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[68:69], s[58:59], s[56:57]
	s_and_b64 s[56:57], s[68:69], s[54:55]
	v_add_u32 v37, 8, v13
	v_cmp_lt_u32 s[70:71], v37, s22                     ; 'tt' element in bounds
	s_and_b64 s[72:73], s[56:57], s[70:71]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[72:73]               ; lanes where %vpred_872
	global_load_ushort v37, v61, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v37
	v_add_u32 v37, v22, v53
	v_lshlrev_b32 v61, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[60:61]
	s_and_b64 s[72:73], s[56:57], s[70:71]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[72:73]               ; lanes where %vpred_878
	global_load_ushort v37, v61, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v37
	v_add_u32 v37, v22, v54
	v_lshlrev_b32 v62, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[64:65]
	s_and_b64 s[72:73], s[56:57], s[70:71]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[72:73]               ; lanes where %vpred_884
	global_load_ushort v37, v62, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v37
	v_add_u32 v37, v22, v55
	v_lshlrev_b32 v22, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[66:67]
	s_and_b64 s[68:69], s[56:57], s[70:71]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[68:69]               ; lanes where %vpred_890
	global_load_ushort v37, v22, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v37
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v63, v37, v38
	v_add_u32 v37, v57, v63
	v_add_u32 v63, v37, v44
	v_lshlrev_b32 v64, 1, v63                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[56:57], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[68:69], s[58:59], s[56:57]
	s_and_b64 s[56:57], s[68:69], s[54:55]
	v_add_u32 v38, 16, v13
	v_cmp_lt_u32 s[72:73], v38, s22                     ; 'tt' element in bounds
	s_and_b64 s[74:75], s[56:57], s[72:73]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[74:75]               ; lanes where %vpred_902
	global_load_ushort v38, v64, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v38
	v_add_u32 v38, v37, v53
	v_lshlrev_b32 v64, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[60:61]
	s_and_b64 s[74:75], s[56:57], s[72:73]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[74:75]               ; lanes where %vpred_908
	global_load_ushort v38, v64, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v38
	v_add_u32 v38, v37, v54
	v_lshlrev_b32 v65, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[64:65]
	s_and_b64 s[74:75], s[56:57], s[72:73]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[74:75]               ; lanes where %vpred_914
	global_load_ushort v38, v65, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v38
	v_add_u32 v38, v37, v55
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[66:67]
	s_and_b64 s[68:69], s[56:57], s[72:73]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[68:69]               ; lanes where %vpred_920
	global_load_ushort v38, v37, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v38
	v_mov_b32 v38, 0x80
	v_mul_lo_u32 v66, v38, v39
	v_add_u32 v38, v57, v66
	v_add_u32 v66, v38, v44
	v_lshlrev_b32 v67, 1, v66                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[56:57], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[68:69], s[58:59], s[56:57]
	s_and_b64 s[56:57], s[68:69], s[54:55]
	v_add_u32 v39, 24, v13
	v_cmp_lt_u32 s[74:75], v39, s22                     ; 'tt' element in bounds
	s_and_b64 s[76:77], s[56:57], s[74:75]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[76:77]               ; lanes where %vpred_932
	global_load_ushort v39, v67, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v39
	v_add_u32 v39, v38, v53
	v_lshlrev_b32 v67, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[60:61]
	s_and_b64 s[76:77], s[56:57], s[74:75]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[76:77]               ; lanes where %vpred_938
	global_load_ushort v39, v67, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v39
	v_add_u32 v39, v38, v54
	v_lshlrev_b32 v68, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[64:65]
	s_and_b64 s[76:77], s[56:57], s[74:75]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[76:77]               ; lanes where %vpred_944
	global_load_ushort v39, v68, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v39
	v_add_u32 v39, v38, v55
	v_lshlrev_b32 v38, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[66:67]
	s_and_b64 s[68:69], s[56:57], s[74:75]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[68:69]               ; lanes where %vpred_950
	global_load_ushort v39, v38, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v39
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v69, v39, v40
	v_add_u32 v39, v57, v69
	v_add_u32 v69, v39, v44
	v_lshlrev_b32 v70, 1, v69                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[56:57], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[68:69], s[58:59], s[56:57]
	s_and_b64 s[56:57], s[68:69], s[54:55]
	v_add_u32 v40, 32, v13
	v_cmp_lt_u32 s[76:77], v40, s22                     ; 'tt' element in bounds
	s_and_b64 s[78:79], s[56:57], s[76:77]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[78:79]               ; lanes where %vpred_962
	global_load_ushort v40, v70, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v40
	v_add_u32 v40, v39, v53
	v_lshlrev_b32 v70, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[60:61]
	s_and_b64 s[78:79], s[56:57], s[76:77]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[78:79]               ; lanes where %vpred_968
	global_load_ushort v40, v70, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v40
	v_add_u32 v40, v39, v54
	v_lshlrev_b32 v71, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[64:65]
	s_and_b64 s[78:79], s[56:57], s[76:77]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[78:79]               ; lanes where %vpred_974
	global_load_ushort v40, v71, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v40
	v_add_u32 v40, v39, v55
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[66:67]
	s_and_b64 s[68:69], s[56:57], s[76:77]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[68:69]               ; lanes where %vpred_980
	global_load_ushort v40, v39, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v40
	v_mov_b32 v40, 0x80
	v_mul_lo_u32 v72, v40, v41
	v_add_u32 v40, v57, v72
	v_add_u32 v72, v40, v44
	v_lshlrev_b32 v73, 1, v72                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[56:57], v41, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[68:69], s[58:59], s[56:57]
	s_and_b64 s[56:57], s[68:69], s[54:55]
	v_add_u32 v41, 40, v13
	v_cmp_lt_u32 s[78:79], v41, s22                     ; 'tt' element in bounds
	s_and_b64 s[80:81], s[56:57], s[78:79]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[80:81]               ; lanes where %vpred_992
	global_load_ushort v41, v73, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v41
	v_add_u32 v41, v40, v53
	v_lshlrev_b32 v73, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[60:61]
	s_and_b64 s[80:81], s[56:57], s[78:79]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[80:81]               ; lanes where %vpred_998
	global_load_ushort v41, v73, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v41
	v_add_u32 v41, v40, v54
	v_lshlrev_b32 v74, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[64:65]
	s_and_b64 s[80:81], s[56:57], s[78:79]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[80:81]               ; lanes where %vpred_1004
	global_load_ushort v41, v74, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v41
	v_add_u32 v41, v40, v55
	v_lshlrev_b32 v40, 1, v41                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[66:67]
	s_and_b64 s[68:69], s[56:57], s[78:79]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[68:69]               ; lanes where %vpred_1010
	global_load_ushort v41, v40, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v41
	v_mov_b32 v41, 0x80
	v_mul_lo_u32 v75, v41, v42
	v_add_u32 v41, v57, v75
	v_add_u32 v75, v41, v44
	v_lshlrev_b32 v76, 1, v75                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[56:57], v42, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[68:69], s[58:59], s[56:57]
	s_and_b64 s[56:57], s[68:69], s[54:55]
	v_add_u32 v42, 48, v13
	v_cmp_lt_u32 s[80:81], v42, s22                     ; 'tt' element in bounds
	s_and_b64 s[82:83], s[56:57], s[80:81]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[82:83]               ; lanes where %vpred_1022
	global_load_ushort v42, v76, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v42
	v_add_u32 v42, v41, v53
	v_lshlrev_b32 v76, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[60:61]
	s_and_b64 s[82:83], s[56:57], s[80:81]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[82:83]               ; lanes where %vpred_1028
	global_load_ushort v42, v76, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v42
	v_add_u32 v42, v41, v54
	v_lshlrev_b32 v77, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[64:65]
	s_and_b64 s[82:83], s[56:57], s[80:81]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[82:83]               ; lanes where %vpred_1034
	global_load_ushort v42, v77, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v42
	v_add_u32 v42, v41, v55
	v_lshlrev_b32 v41, 1, v42                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[66:67]
	s_and_b64 s[68:69], s[56:57], s[80:81]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[68:69]               ; lanes where %vpred_1040
	global_load_ushort v42, v41, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v42
	v_mov_b32 v42, 0x80
	v_mul_lo_u32 v78, v42, v43
	v_add_u32 v42, v57, v78
	v_add_u32 v78, v42, v44
	v_lshlrev_b32 v44, 1, v78                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[56:57], v43, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[68:69], s[58:59], s[56:57]
	s_and_b64 s[56:57], s[68:69], s[54:55]
	v_add_u32 v43, 56, v13
	v_cmp_lt_u32 s[54:55], v43, s22                     ; 'tt' element in bounds
	s_and_b64 s[82:83], s[56:57], s[54:55]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[82:83]               ; lanes where %vpred_1052
	global_load_ushort v43, v44, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v43
	v_add_u32 v43, v42, v53
	v_lshlrev_b32 v53, 1, v43                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[60:61]
	s_and_b64 s[60:61], s[56:57], s[54:55]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[60:61]               ; lanes where %vpred_1058
	global_load_ushort v43, v53, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v43
	v_add_u32 v43, v42, v54
	v_lshlrev_b32 v54, 1, v43                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[64:65]
	s_and_b64 s[60:61], s[56:57], s[54:55]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[60:61]               ; lanes where %vpred_1064
	global_load_ushort v43, v54, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v43
	v_add_u32 v43, v42, v55
	v_lshlrev_b32 v42, 1, v43                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[56:57], s[68:69], s[66:67]
	s_and_b64 s[60:61], s[56:57], s[54:55]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[60:61]               ; lanes where %vpred_1070
	global_load_ushort v43, v42, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v43
	v_lshrrev_b32 v43, 16, v36
	ds_write_b16 v19, v43 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v58
	ds_write_b16 v19, v36 offset:4354                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v59
	ds_write_b16 v19, v36 offset:4356                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v56
	ds_write_b16 v19, v36 offset:4358                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v60
	ds_write_b16 v19, v36 offset:6528                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v61
	ds_write_b16 v19, v36 offset:6530                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v62
	ds_write_b16 v19, v36 offset:6532                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v22
	ds_write_b16 v19, v36 offset:6534                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v63
	ds_write_b16 v19, v22 offset:8704                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v64
	ds_write_b16 v19, v22 offset:8706                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v65
	ds_write_b16 v19, v22 offset:8708                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v37
	ds_write_b16 v19, v22 offset:8710                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v66
	ds_write_b16 v19, v22 offset:10880                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v67
	ds_write_b16 v19, v22 offset:10882                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v68
	ds_write_b16 v19, v22 offset:10884                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v38
	ds_write_b16 v19, v22 offset:10886                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v69
	ds_write_b16 v19, v22 offset:13056                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v70
	ds_write_b16 v19, v22 offset:13058                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v71
	ds_write_b16 v19, v22 offset:13060                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v39
	ds_write_b16 v19, v22 offset:13062                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v72
	ds_write_b16 v19, v22 offset:15232                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v73
	ds_write_b16 v19, v22 offset:15234                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v74
	ds_write_b16 v19, v22 offset:15236                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v40
	ds_write_b16 v19, v22 offset:15238                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v75
	ds_write_b16 v19, v22 offset:17408                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v76
	ds_write_b16 v19, v22 offset:17410                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v77
	ds_write_b16 v19, v22 offset:17412                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v41
	ds_write_b16 v19, v22 offset:17414                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v44
	ds_write_b16 v19, v22 offset:19584                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v53
	ds_write_b16 v19, v22 offset:19586                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v54
	ds_write_b16 v19, v22 offset:19588                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v42
	ds_write_b16 v19, v22 offset:19590                  ; A operand of the product: stage
	v_mov_b32 v36, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v38, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	ds_read_b128 v[40:43], v11                          ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[58:61], v20 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[36:39], v[58:59], v[40:41], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[36:39], v[60:61], v[42:43], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[40:43], v11 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[58:61], v20 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[36:39], v[58:59], v[40:41], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[36:39], v[60:61], v[42:43], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[40:43], v11 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[58:61], v20 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[36:39], v[58:59], v[40:41], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[36:39], v[60:61], v[42:43], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[40:43], v11 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[58:61], v20 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[36:39], v[58:59], v[40:41], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[36:39], v[60:61], v[42:43], v[36:39] ; examples/attention_paged.kgen:23: mfma 16x16x16
	s_nop 6
	v_mul_f32 v22, s16, v36                             ; examples/attention_paged.kgen:23
	v_mul_f32 v40, s16, v37                             ; examples/attention_paged.kgen:23
	v_mul_f32 v41, s16, v38                             ; examples/attention_paged.kgen:23
	v_mul_f32 v42, s16, v39                             ; examples/attention_paged.kgen:23
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v37, v36, v22, s[46:47]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v36, v22, v40, s[48:49]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v38, v22, v41, s[50:51]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v39, v22, v42, s[52:53]
	v_cmp_lt_u32 s[46:47], v2, s31                      ; 'r' element in bounds
	v_cmp_lt_u32 s[48:49], v10, s22                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[46:47], s[48:49]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v40, v22, v37, s[50:51]
	v_add_u32 v22, 1, v10
	v_cmp_lt_u32 s[48:49], v22, s22                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[46:47], s[48:49]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v41, v22, v36, s[52:53]
	v_add_u32 v22, 2, v10
	v_cmp_lt_u32 s[48:49], v22, s22                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[46:47], s[48:49]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v42, v22, v38, s[56:57]
	v_add_u32 v22, 3, v10
	v_cmp_lt_u32 s[48:49], v22, s22                     ; 'tt' element in bounds
	s_and_b64 s[22:23], s[46:47], s[48:49]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v43, v22, v39, s[22:23]
	v_max_f32 v22, v40, v41                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[46:47], v40, v41
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v22, v40, s[46:47]
	v_max_f32 v22, v41, v42                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[46:47], v41, v42
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v22, v40, s[46:47]
	v_max_f32 v22, v41, v43                             ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[46:47], v41, v43
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v22, v40, s[46:47]
	ds_swizzle_b32 v22, v41 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:24): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v40, v41, v22
	v_cmp_u_f32 s[46:47], v41, v22
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v40, v22, s[46:47]
	v_and_b32 v22, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:24): lanes 32 apart
	v_xor_b32 v22, 32, v22
	v_lshlrev_b32 v22, 2, v22
	ds_bpermute_b32 v40, v22, v41
	s_waitcnt lgkmcnt(0)
	v_max_f32 v22, v41, v40
	v_cmp_u_f32 s[46:47], v41, v40
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v22, v40, s[46:47]
	s_and_saveexec_b64 s[46:47], s[40:41]               ; lanes where %vpred_451
	ds_write_b32 v5, v41 offset:23552                   ; max over 'tt' (examples/attention_paged.kgen:24): this warp group's partial
	s_mov_b64 exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v22, v7 offset:23552                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 0
	ds_read_b32 v40, v7 offset:23616                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v41, v22, v40
	v_cmp_u_f32 s[46:47], v22, v40
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v41, v22, s[46:47]
	ds_read_b32 v22, v7 offset:23680                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v41, v40, v22
	v_cmp_u_f32 s[46:47], v40, v22
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v41, v22, s[46:47]
	ds_read_b32 v22, v7 offset:23744                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v41, v40, v22
	v_cmp_u_f32 s[46:47], v40, v22
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v41, v22, s[46:47]
	v_max_f32 v22, v6, v40                              ; examples/attention_paged.kgen:24
	v_cmp_u_f32 s[46:47], v6, v40
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v22, v40, s[46:47]
	v_sub_f32 v22, v6, v41                              ; examples/attention_paged.kgen:26
	v_mul_f32 v40, 0x3fb8aa3b, v22                      ; examples/attention_paged.kgen:26
	v_exp_f32 v22, v40                                  ; examples/attention_paged.kgen:26
	s_nop 0
	v_mul_f32 v40, v24, v22                             ; examples/attention_paged.kgen:28
	v_mul_f32 v42, v25, v22                             ; examples/attention_paged.kgen:28
	v_mul_f32 v43, v26, v22                             ; examples/attention_paged.kgen:28
	v_mul_f32 v44, v27, v22                             ; examples/attention_paged.kgen:28
	v_mul_f32 v53, v28, v22                             ; examples/attention_paged.kgen:28
	v_mul_f32 v54, v29, v22                             ; examples/attention_paged.kgen:28
	v_mul_f32 v55, v30, v22                             ; examples/attention_paged.kgen:28
	v_mul_f32 v56, v31, v22                             ; examples/attention_paged.kgen:28
	v_mov_b32 v24, v40                                  ; 'acc' scaled in place
	v_mov_b32 v25, v42                                  ; 'acc' scaled in place
	v_mov_b32 v26, v43                                  ; 'acc' scaled in place
	v_mov_b32 v27, v44                                  ; 'acc' scaled in place
	v_mov_b32 v28, v53                                  ; 'acc' scaled in place
	v_mov_b32 v29, v54                                  ; 'acc' scaled in place
	v_mov_b32 v30, v55                                  ; 'acc' scaled in place
	v_mov_b32 v31, v56                                  ; 'acc' scaled in place
	s_and_saveexec_b64 s[46:47], s[14:15]               ; lanes where %vpred_118
	ds_write_b32 v3, v32 offset:23808                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v33 offset:23812                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v34 offset:23816                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v35 offset:23820                   ; convert the operand at 28:48: write this thread's elements
	s_mov_b64 exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v32, v14 offset:23808                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v33, v14 offset:23840                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v34, v14 offset:23872                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v35, v14 offset:23904                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v40, v14 offset:23936                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v42, v14 offset:23968                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v43, v14 offset:24000                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v44, v14 offset:24032                   ; convert the operand at 28:48: read in the new layout
	s_and_saveexec_b64 s[46:47], s[14:15]               ; lanes where %vpred_118
	ds_write_b32 v15, v45 offset:24064                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v46 offset:24068                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v47 offset:24072                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v48 offset:24076                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v49 offset:24128                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v50 offset:24132                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v51 offset:24136                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v52 offset:24140                  ; convert the operand at 28:57: write this thread's elements
	s_mov_b64 exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v45, v16 offset:24064                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v46, v16 offset:24068                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v47, v16 offset:24072                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v48, v16 offset:24076                   ; convert the operand at 28:57: read in the new layout
	v_mov_b32 v49, 0x80
	v_mul_lo_u32 v50, v49, v32
	v_add_u32 v49, v57, v50
	s_waitcnt lgkmcnt(3)
	v_add_u32 v50, v49, v45
	v_lshlrev_b32 v51, 1, v50                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[46:47], v32, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[48:49], s[58:59], s[46:47]
	v_mov_b32 v32, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[46:47], v45, v32
	s_and_b64 s[60:61], s[48:49], s[46:47]
	s_and_b64 s[64:65], s[60:61], s[62:63]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[64:65]               ; lanes where %vpred_1211
	global_load_ushort v32, v51, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v32
	s_waitcnt lgkmcnt(2)
	v_add_u32 v32, v49, v46
	v_lshlrev_b32 v51, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v32, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[60:61], v46, v32
	s_and_b64 s[64:65], s[48:49], s[60:61]
	s_and_b64 s[66:67], s[64:65], s[62:63]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[66:67]               ; lanes where %vpred_1218
	global_load_ushort v32, v51, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v32
	s_waitcnt lgkmcnt(1)
	v_add_u32 v32, v49, v47
	v_lshlrev_b32 v52, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v32, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[64:65], v47, v32
	s_and_b64 s[66:67], s[48:49], s[64:65]
	s_and_b64 s[68:69], s[66:67], s[62:63]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[68:69]               ; lanes where %vpred_1225
	global_load_ushort v32, v52, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v32
	s_waitcnt lgkmcnt(0)
	v_add_u32 v32, v49, v48
	v_lshlrev_b32 v49, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v32, 0x80                                 ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[66:67], v48, v32
	s_and_b64 s[68:69], s[48:49], s[66:67]
	s_and_b64 s[48:49], s[68:69], s[62:63]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[48:49]               ; lanes where %vpred_1232
	global_load_ushort v32, v49, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v32
	v_mov_b32 v32, 0x80
	v_mul_lo_u32 v53, v32, v33
	v_add_u32 v32, v57, v53
	v_add_u32 v53, v32, v45
	v_lshlrev_b32 v54, 1, v53                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[48:49], v33, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[62:63], s[58:59], s[48:49]
	s_and_b64 s[48:49], s[62:63], s[46:47]
	s_and_b64 s[68:69], s[48:49], s[70:71]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1242
	global_load_ushort v33, v54, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v33
	v_add_u32 v33, v32, v46
	v_lshlrev_b32 v54, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[60:61]
	s_and_b64 s[68:69], s[48:49], s[70:71]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1248
	global_load_ushort v33, v54, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v33
	v_add_u32 v33, v32, v47
	v_lshlrev_b32 v55, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[64:65]
	s_and_b64 s[68:69], s[48:49], s[70:71]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1254
	global_load_ushort v33, v55, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v33
	v_add_u32 v33, v32, v48
	v_lshlrev_b32 v32, 1, v33                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[66:67]
	s_and_b64 s[62:63], s[48:49], s[70:71]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[62:63]               ; lanes where %vpred_1260
	global_load_ushort v33, v32, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v33
	v_mov_b32 v33, 0x80
	v_mul_lo_u32 v56, v33, v34
	v_add_u32 v33, v57, v56
	v_add_u32 v56, v33, v45
	v_lshlrev_b32 v58, 1, v56                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[48:49], v34, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[62:63], s[58:59], s[48:49]
	s_and_b64 s[48:49], s[62:63], s[46:47]
	s_and_b64 s[68:69], s[48:49], s[72:73]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1270
	global_load_ushort v34, v58, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v34
	v_add_u32 v34, v33, v46
	v_lshlrev_b32 v58, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[60:61]
	s_and_b64 s[68:69], s[48:49], s[72:73]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1276
	global_load_ushort v34, v58, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v34
	v_add_u32 v34, v33, v47
	v_lshlrev_b32 v59, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[64:65]
	s_and_b64 s[68:69], s[48:49], s[72:73]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1282
	global_load_ushort v34, v59, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v34
	v_add_u32 v34, v33, v48
	v_lshlrev_b32 v33, 1, v34                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[66:67]
	s_and_b64 s[62:63], s[48:49], s[72:73]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[62:63]               ; lanes where %vpred_1288
	global_load_ushort v34, v33, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v34
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v60, v34, v35
	v_add_u32 v34, v57, v60
	v_add_u32 v60, v34, v45
	v_lshlrev_b32 v61, 1, v60                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[48:49], v35, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[62:63], s[58:59], s[48:49]
	s_and_b64 s[48:49], s[62:63], s[46:47]
	s_and_b64 s[68:69], s[48:49], s[74:75]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1298
	global_load_ushort v35, v61, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v35
	v_add_u32 v35, v34, v46
	v_lshlrev_b32 v61, 1, v35                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[60:61]
	s_and_b64 s[68:69], s[48:49], s[74:75]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1304
	global_load_ushort v35, v61, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v35
	v_add_u32 v35, v34, v47
	v_lshlrev_b32 v62, 1, v35                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[64:65]
	s_and_b64 s[68:69], s[48:49], s[74:75]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1310
	global_load_ushort v35, v62, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v35
	v_add_u32 v35, v34, v48
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[66:67]
	s_and_b64 s[62:63], s[48:49], s[74:75]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[62:63]               ; lanes where %vpred_1316
	global_load_ushort v35, v34, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v35
	v_mov_b32 v35, 0x80
	v_mul_lo_u32 v63, v35, v40
	v_add_u32 v35, v57, v63
	v_add_u32 v63, v35, v45
	v_lshlrev_b32 v64, 1, v63                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[48:49], v40, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[62:63], s[58:59], s[48:49]
	s_and_b64 s[48:49], s[62:63], s[46:47]
	s_and_b64 s[68:69], s[48:49], s[76:77]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1326
	global_load_ushort v40, v64, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v40
	v_add_u32 v40, v35, v46
	v_lshlrev_b32 v64, 1, v40                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[60:61]
	s_and_b64 s[68:69], s[48:49], s[76:77]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1332
	global_load_ushort v40, v64, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v40
	v_add_u32 v40, v35, v47
	v_lshlrev_b32 v65, 1, v40                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[64:65]
	s_and_b64 s[68:69], s[48:49], s[76:77]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1338
	global_load_ushort v40, v65, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v40
	v_add_u32 v40, v35, v48
	v_lshlrev_b32 v35, 1, v40                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[66:67]
	s_and_b64 s[62:63], s[48:49], s[76:77]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[62:63]               ; lanes where %vpred_1344
	global_load_ushort v40, v35, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v40
	v_mov_b32 v40, 0x80
	v_mul_lo_u32 v66, v40, v42
	v_add_u32 v40, v57, v66
	v_add_u32 v66, v40, v45
	v_lshlrev_b32 v67, 1, v66                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[48:49], v42, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[62:63], s[58:59], s[48:49]
	s_and_b64 s[48:49], s[62:63], s[46:47]
	s_and_b64 s[68:69], s[48:49], s[78:79]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1354
	global_load_ushort v42, v67, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v42
	v_add_u32 v42, v40, v46
	v_lshlrev_b32 v67, 1, v42                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[60:61]
	s_and_b64 s[68:69], s[48:49], s[78:79]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1360
	global_load_ushort v42, v67, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v42
	v_add_u32 v42, v40, v47
	v_lshlrev_b32 v68, 1, v42                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[64:65]
	s_and_b64 s[68:69], s[48:49], s[78:79]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1366
	global_load_ushort v42, v68, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v42
	v_add_u32 v42, v40, v48
	v_lshlrev_b32 v40, 1, v42                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[66:67]
	s_and_b64 s[62:63], s[48:49], s[78:79]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[62:63]               ; lanes where %vpred_1372
	global_load_ushort v42, v40, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v42
	v_mov_b32 v42, 0x80
	v_mul_lo_u32 v69, v42, v43
	v_add_u32 v42, v57, v69
	v_add_u32 v69, v42, v45
	v_lshlrev_b32 v70, 1, v69                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[48:49], v43, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[62:63], s[58:59], s[48:49]
	s_and_b64 s[48:49], s[62:63], s[46:47]
	s_and_b64 s[68:69], s[48:49], s[80:81]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1382
	global_load_ushort v43, v70, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v43
	v_add_u32 v43, v42, v46
	v_lshlrev_b32 v70, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[60:61]
	s_and_b64 s[68:69], s[48:49], s[80:81]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1388
	global_load_ushort v43, v70, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v43
	v_add_u32 v43, v42, v47
	v_lshlrev_b32 v71, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[64:65]
	s_and_b64 s[68:69], s[48:49], s[80:81]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[68:69]               ; lanes where %vpred_1394
	global_load_ushort v43, v71, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v43
	v_add_u32 v43, v42, v48
	v_lshlrev_b32 v42, 1, v43                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[48:49], s[62:63], s[66:67]
	s_and_b64 s[62:63], s[48:49], s[80:81]
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[62:63]               ; lanes where %vpred_1400
	global_load_ushort v43, v42, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v43
	v_mov_b32 v43, 0x80
	v_mul_lo_u32 v72, v43, v44
	v_add_u32 v43, v57, v72
	v_add_u32 v57, v43, v45
	v_lshlrev_b32 v45, 1, v57                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[48:49], v44, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[62:63], s[58:59], s[48:49]
	s_and_b64 s[48:49], s[62:63], s[46:47]
	s_and_b64 s[46:47], s[48:49], s[54:55]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_1410
	global_load_ushort v44, v45, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v44
	v_add_u32 v44, v43, v46
	v_lshlrev_b32 v46, 1, v44                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[62:63], s[60:61]
	s_and_b64 s[48:49], s[46:47], s[54:55]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[48:49]               ; lanes where %vpred_1416
	global_load_ushort v44, v46, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v44
	v_add_u32 v44, v43, v47
	v_lshlrev_b32 v47, 1, v44                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[62:63], s[64:65]
	s_and_b64 s[48:49], s[46:47], s[54:55]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[48:49]               ; lanes where %vpred_1422
	global_load_ushort v44, v47, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v44
	v_add_u32 v44, v43, v48
	v_lshlrev_b32 v43, 1, v44                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[46:47], s[62:63], s[66:67]
	s_and_b64 s[48:49], s[46:47], s[54:55]
	v_mov_b32 v44, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[48:49]               ; lanes where %vpred_1428
	global_load_ushort v44, v43, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v44
	v_lshrrev_b32 v44, 16, v50
	ds_write_b16 v21, v44 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v51
	ds_write_b16 v21, v44 offset:4496                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v52
	ds_write_b16 v21, v44 offset:4640                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v49
	ds_write_b16 v21, v44 offset:4784                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v53
	ds_write_b16 v21, v44 offset:4368                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v54
	ds_write_b16 v21, v44 offset:4512                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v55
	ds_write_b16 v21, v44 offset:4656                   ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v32
	ds_write_b16 v21, v44 offset:4800                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v56
	ds_write_b16 v21, v32 offset:4384                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v58
	ds_write_b16 v21, v32 offset:4528                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v59
	ds_write_b16 v21, v32 offset:4672                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v33
	ds_write_b16 v21, v32 offset:4816                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v60
	ds_write_b16 v21, v32 offset:4400                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v61
	ds_write_b16 v21, v32 offset:4544                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v62
	ds_write_b16 v21, v32 offset:4688                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v34
	ds_write_b16 v21, v32 offset:4832                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v63
	ds_write_b16 v21, v32 offset:4416                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v64
	ds_write_b16 v21, v32 offset:4560                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v65
	ds_write_b16 v21, v32 offset:4704                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v35
	ds_write_b16 v21, v32 offset:4848                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v66
	ds_write_b16 v21, v32 offset:4432                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v67
	ds_write_b16 v21, v32 offset:4576                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v68
	ds_write_b16 v21, v32 offset:4720                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v40
	ds_write_b16 v21, v32 offset:4864                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v69
	ds_write_b16 v21, v32 offset:4448                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v70
	ds_write_b16 v21, v32 offset:4592                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v71
	ds_write_b16 v21, v32 offset:4736                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v42
	ds_write_b16 v21, v32 offset:4880                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v45
	ds_write_b16 v21, v32 offset:4464                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v46
	ds_write_b16 v21, v32 offset:4608                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v47
	ds_write_b16 v21, v32 offset:4752                   ; A operand of the product: stage
	v_lshrrev_b32 v32, 16, v43
	ds_write_b16 v21, v32 offset:4896                   ; A operand of the product: stage
	v_mul_f32 v32, 0xbfb8aa3b, v41                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:25)
	v_mov_b32 v33, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v34, v37, v33, v32
	v_exp_f32 v33, v34                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v35, v36, v34, v32
	v_exp_f32 v34, v35                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v35, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v36, v38, v35, v32
	v_exp_f32 v35, v36                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v36, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v37, v39, v36, v32
	v_exp_f32 v32, v37                                  ; examples/attention_paged.kgen:25
	v_bfe_u32 v36, v33, 16, 1                           ; round to bf16
	v_add3_u32 v37, v33, v36, s5
	v_cmp_u_f32 s[46:47], v33, v33
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v37, v36, s[46:47]
	v_and_b32 v36, 0xffff0000, v37
	v_bfe_u32 v37, v34, 16, 1                           ; round to bf16
	v_add3_u32 v38, v34, v37, s5
	v_cmp_u_f32 s[46:47], v34, v34
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v38, v37, s[46:47]
	v_and_b32 v37, 0xffff0000, v38
	v_bfe_u32 v38, v35, 16, 1                           ; round to bf16
	v_add3_u32 v39, v35, v38, s5
	v_cmp_u_f32 s[46:47], v35, v35
	v_mov_b32 v38, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v39, v38, s[46:47]
	v_and_b32 v38, 0xffff0000, v39
	v_bfe_u32 v39, v32, 16, 1                           ; round to bf16
	v_add3_u32 v40, v32, v39, s5
	v_cmp_u_f32 s[46:47], v32, v32
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v40, v39, s[46:47]
	v_and_b32 v39, 0xffff0000, v40
	v_cndmask_b32 v40, 0, v36, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v36, 16, v40
	ds_write_b16 v23, v36 offset:24576                  ; B operand of the product: stage
	v_cndmask_b32 v36, 0, v37, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v37, 16, v36
	ds_write_b16 v23, v37 offset:24578                  ; B operand of the product: stage
	v_cndmask_b32 v36, 0, v38, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v37, 16, v36
	ds_write_b16 v23, v37 offset:24580                  ; B operand of the product: stage
	v_cndmask_b32 v36, 0, v39, s[22:23]                 ; absent elements add nothing
	v_lshrrev_b32 v37, 16, v36
	ds_write_b16 v23, v37 offset:24582                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[36:39], v18 offset:24576             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[42:45], v17 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[46:49], v17 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[24:27], v[42:43], v[36:37], v[24:27] ; examples/attention_paged.kgen:28: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[28:31], v[46:47], v[36:37], v[28:31] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[24:27], v[44:45], v[38:39], v[24:27] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[28:31], v[48:49], v[38:39], v[28:31] ; examples/attention_paged.kgen:28: mfma 16x16x16
	ds_read_b128 v[36:39], v18 offset:24640             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[42:45], v17 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[46:49], v17 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[24:27], v[42:43], v[36:37], v[24:27] ; examples/attention_paged.kgen:28: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[28:31], v[46:47], v[36:37], v[28:31] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[24:27], v[44:45], v[38:39], v[24:27] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[28:31], v[48:49], v[38:39], v[28:31] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mul_f32 v36, v1, v22                              ; examples/attention_paged.kgen:27
	v_cndmask_b32 v22, 0, v33, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v33, 0, v34, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v34, 0, v35, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v35, 0, v32, s[22:23]                 ; absent elements contribute the identity
	v_add_f32 v32, v22, v33                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	v_add_f32 v22, v32, v34                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	v_add_f32 v32, v22, v35                             ; sum over 'tt' (examples/attention_paged.kgen:27)
	ds_swizzle_b32 v22, v32 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:27): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v32, v22
	v_and_b32 v22, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:27): lanes 32 apart
	v_xor_b32 v22, 32, v22
	v_lshlrev_b32 v22, 2, v22
	ds_bpermute_b32 v32, v22, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32 v22, v33, v32
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_451
	ds_write_b32 v5, v22 offset:28928                   ; sum over 'tt' (examples/attention_paged.kgen:27): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v22, v7 offset:28928                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 0
	ds_read_b32 v32, v7 offset:28992                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v22, v32
	ds_read_b32 v22, v7 offset:29056                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v32, v33, v22
	ds_read_b32 v22, v7 offset:29120                    ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v32, v22
	v_add_f32 v22, v36, v33                             ; examples/attention_paged.kgen:27
	v_mov_b32 v1, v22                                   ; next 'l'
	v_mov_b32 v6, v41                                   ; next 'mx'
	s_add_u32 s18, s18, 64
	s_cmp_lt_u32 s18, s34
	s_cbranch_scc1 .Lattention_paged_split_loop1
.Lattention_paged_split_loop1_end:
	global_store_dwordx4 v8, v[24:27], s[6:7]           ; examples/attention_paged.kgen:21: 16-byte store to 'acc_parts'
	global_store_dwordx4 v8, v[28:31], s[6:7] offset:64 ; examples/attention_paged.kgen:21: 16-byte store to 'acc_parts'
	s_and_saveexec_b64 s[18:19], s[36:37]               ; lanes where %vpred_1540
	global_store_dword v7, v1, s[44:45]                 ; examples/attention_paged.kgen:21: store to 'l_parts'
	global_store_dword v7, v6, s[20:21]                 ; examples/attention_paged.kgen:21: store to 'mx_parts'
	s_mov_b64 exec, s[18:19]
	s_branch .Lattention_paged_split_if0_end
.Lattention_paged_split_if0_else:
	v_cmp_lt_u32 s[18:19], v2, s31                      ; 'r' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_1553
	global_load_ushort v1, v4, s[42:43]                 ; examples/attention_paged.kgen:23: load of 'q'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v2, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_1553
	global_load_ushort v1, v4, s[42:43] offset:2        ; examples/attention_paged.kgen:23: load of 'q'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v6, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_1553
	global_load_ushort v1, v4, s[42:43] offset:4        ; examples/attention_paged.kgen:23: load of 'q'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_1553
	global_load_ushort v1, v4, s[42:43] offset:6        ; examples/attention_paged.kgen:23: load of 'q'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_1553
	global_load_ushort v1, v4, s[42:43] offset:32       ; examples/attention_paged.kgen:23: load of 'q'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_1553
	global_load_ushort v1, v4, s[42:43] offset:34       ; examples/attention_paged.kgen:23: load of 'q'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_1553
	global_load_ushort v1, v4, s[42:43] offset:36       ; examples/attention_paged.kgen:23: load of 'q'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_1553
	global_load_ushort v1, v4, s[42:43] offset:38       ; examples/attention_paged.kgen:23: load of 'q'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v4, 16, v1
	v_lshrrev_b32 v1, 16, v2
	ds_write_b16 v12, v1                                ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v6
	ds_write_b16 v12, v1 offset:2                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v22
	ds_write_b16 v12, v1 offset:4                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v24
	ds_write_b16 v12, v1 offset:6                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v25
	ds_write_b16 v12, v1 offset:32                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v26
	ds_write_b16 v12, v1 offset:34                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v27
	ds_write_b16 v12, v1 offset:36                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v4
	ds_write_b16 v12, v1 offset:38                      ; B operand of the product: stage
	v_mov_b32 v24, 0                                    ; loop-carried 'acc'
	v_mov_b32 v25, 0                                    ; loop-carried 'acc'
	v_mov_b32 v26, 0                                    ; loop-carried 'acc'
	v_mov_b32 v27, 0                                    ; loop-carried 'acc'
	v_mov_b32 v28, 0                                    ; loop-carried 'acc'
	v_mov_b32 v29, 0                                    ; loop-carried 'acc'
	v_mov_b32 v30, 0                                    ; loop-carried 'acc'
	v_mov_b32 v31, 0                                    ; loop-carried 'acc'
	v_mov_b32 v1, 0                                     ; loop-carried 'l'
	v_mov_b32 v2, 0xff800000                            ; loop-carried 'mx'
	s_cmp_ge_u32 s34, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s22, 1, 0
	s_sub_u32 s23, s34, 63
	s_cmp_lg_u32 s22, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s22, s23, 0
	s_cmp_lg_u32 s17, 0
	s_cselect_b32 s17, s22, 0
	s_mov_b32 s22, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s22, s17
	s_cbranch_scc1 .Lattention_paged_split_loop2_end
.Lattention_paged_split_loop2:
	s_add_u32 s23, s33, s22
	v_add_u32 v4, s23, v10
	v_add_u32 v6, 0, v4                                 ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v12, 1, v4                                ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v22, 2, v4                                ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v32, 3, v4                                ; index along 'tt' (examples/attention_paged.kgen:23)
	v_mov_b32 v4, 0                                     ; examples/attention_paged.kgen:23: load of 'lens'
	global_load_dword v33, v4, s[38:39]
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32 s[30:31], v6, v33                      ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[42:43], v12, v33                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[46:47], v22, v33                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[48:49], v32, v33                     ; examples/attention_paged.kgen:23
	s_add_i32 s25, s29, 0                               ; index along 'b' (examples/attention_paged.kgen:22)
	s_ashr_i32 s28, s23, 6
	s_mul_i32 s23, s25, s27
	s_add_u32 s32, s23, s28
	s_lshl_b32 s23, s32, 2                              ; examples/attention_paged.kgen:22: byte offset
	s_cmp_lt_u32 s25, s24                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s25, 1, 0
	s_cmp_lt_u32 s28, s27                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s28, 1, 0
	s_and_b32 s32, s25, s28
	v_mov_b32 v4, 0                                     ; absent element
	s_cmp_eq_u32 s32, 0                                 ; if %upred_1611
	s_cbranch_scc1 .Lattention_paged_split_skip2
	v_mov_b32 v33, s23                                  ; examples/attention_paged.kgen:22: gather from 'table'
	global_load_dword v4, v33, s[12:13]
.Lattention_paged_split_skip2:
	v_ashrrev_i32 v33, 31, v6                           ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v34, 31, 64
	v_add_u32 v35, v6, v33
	v_xor_b32 v35, v35, v33
	v_add_u32 v6, 64, v34
	v_xor_b32 v6, v6, v34
	v_cvt_f32_u32 v34, v6
	v_rcp_iflag_f32 v34, v34
	s_nop 0
	v_mul_f32 v34, 0x4f7ffffe, v34
	v_cvt_u32_f32 v36, v34
	v_sub_u32 v34, 0, v6
	v_mul_lo_u32 v34, v34, v36
	v_mul_hi_u32 v34, v36, v34
	v_add_u32 v36, v36, v34
	v_mul_hi_u32 v37, v35, v36
	v_mul_lo_u32 v34, v37, v6
	v_sub_u32 v36, v35, v34
	v_cmp_ge_u32 s[50:51], v36, v6
	v_sub_u32 v34, v36, v6
	s_nop 0
	v_cndmask_b32 v36, v36, v34, s[50:51]
	v_cmp_ge_u32 s[50:51], v36, v6
	v_sub_u32 v34, v36, v6
	s_nop 0
	v_cndmask_b32 v36, v36, v34, s[50:51]
	v_xor_b32 v36, v36, v33
	v_sub_u32 v36, v36, v33
	v_mov_b32 v6, v36
	v_ashrrev_i32 v33, 31, v12                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v34, 31, 64
	v_add_u32 v35, v12, v33
	v_xor_b32 v35, v35, v33
	v_add_u32 v12, 64, v34
	v_xor_b32 v12, v12, v34
	v_cvt_f32_u32 v34, v12
	v_rcp_iflag_f32 v34, v34
	s_nop 0
	v_mul_f32 v34, 0x4f7ffffe, v34
	v_cvt_u32_f32 v36, v34
	v_sub_u32 v34, 0, v12
	v_mul_lo_u32 v34, v34, v36
	v_mul_hi_u32 v34, v36, v34
	v_add_u32 v36, v36, v34
	v_mul_hi_u32 v37, v35, v36
	v_mul_lo_u32 v34, v37, v12
	v_sub_u32 v36, v35, v34
	v_cmp_ge_u32 s[50:51], v36, v12
	v_sub_u32 v34, v36, v12
	s_nop 0
	v_cndmask_b32 v36, v36, v34, s[50:51]
	v_cmp_ge_u32 s[50:51], v36, v12
	v_sub_u32 v34, v36, v12
	s_nop 0
	v_cndmask_b32 v36, v36, v34, s[50:51]
	v_xor_b32 v36, v36, v33
	v_sub_u32 v36, v36, v33
	v_mov_b32 v12, v36
	v_ashrrev_i32 v33, 31, v22                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v34, 31, 64
	v_add_u32 v35, v22, v33
	v_xor_b32 v35, v35, v33
	v_add_u32 v22, 64, v34
	v_xor_b32 v22, v22, v34
	v_cvt_f32_u32 v34, v22
	v_rcp_iflag_f32 v34, v34
	s_nop 0
	v_mul_f32 v34, 0x4f7ffffe, v34
	v_cvt_u32_f32 v36, v34
	v_sub_u32 v34, 0, v22
	v_mul_lo_u32 v34, v34, v36
	v_mul_hi_u32 v34, v36, v34
	v_add_u32 v36, v36, v34
	v_mul_hi_u32 v37, v35, v36
	v_mul_lo_u32 v34, v37, v22
	v_sub_u32 v36, v35, v34
	v_cmp_ge_u32 s[50:51], v36, v22
	v_sub_u32 v34, v36, v22
	s_nop 0
	v_cndmask_b32 v36, v36, v34, s[50:51]
	v_cmp_ge_u32 s[50:51], v36, v22
	v_sub_u32 v34, v36, v22
	s_nop 0
	v_cndmask_b32 v36, v36, v34, s[50:51]
	v_xor_b32 v36, v36, v33
	v_sub_u32 v36, v36, v33
	v_mov_b32 v22, v36
	v_ashrrev_i32 v33, 31, v32                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v34, 31, 64
	v_add_u32 v35, v32, v33
	v_xor_b32 v35, v35, v33
	v_add_u32 v32, 64, v34
	v_xor_b32 v32, v32, v34
	v_cvt_f32_u32 v34, v32
	v_rcp_iflag_f32 v34, v34
	s_nop 0
	v_mul_f32 v34, 0x4f7ffffe, v34
	v_cvt_u32_f32 v36, v34
	v_sub_u32 v34, 0, v32
	v_mul_lo_u32 v34, v34, v36
	v_mul_hi_u32 v34, v36, v34
	v_add_u32 v36, v36, v34
	v_mul_hi_u32 v37, v35, v36
	v_mul_lo_u32 v34, v37, v32
	v_sub_u32 v36, v35, v34
	v_cmp_ge_u32 s[50:51], v36, v32
	v_sub_u32 v34, v36, v32
	s_nop 0
	v_cndmask_b32 v36, v36, v34, s[50:51]
	v_cmp_ge_u32 s[50:51], v36, v32
	v_sub_u32 v34, v36, v32
	s_nop 0
	v_cndmask_b32 v36, v36, v34, s[50:51]
	v_xor_b32 v36, v36, v33
	v_sub_u32 v36, v36, v33
	v_mov_b32 v32, v36
	s_and_saveexec_b64 s[50:51], s[14:15]               ; lanes where %vpred_118
	ds_write_b32 v3, v6 offset:22784                    ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v12 offset:22788                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v22 offset:22792                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v32 offset:22796                   ; convert the operand at 23:56: write this thread's elements
	s_mov_b64 exec, s[50:51]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v14 offset:22784                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v34, v14 offset:22816                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v35, v14 offset:22848                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v36, v14 offset:22880                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v37, v14 offset:22912                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v38, v14 offset:22944                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v39, v14 offset:22976                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v40, v14 offset:23008                   ; convert the operand at 23:56: read in the new layout
	v_add_u32 v41, 0, v9
	v_add_u32 v42, 0, v41                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v43, 1, v41                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v44, 2, v41                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v45, 3, v41                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v46, 16, v41                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v47, 17, v41                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v48, 18, v41                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v49, 19, v41                              ; index along 'd' (examples/attention_paged.kgen:23)
	s_and_saveexec_b64 s[50:51], s[14:15]               ; lanes where %vpred_118
	ds_write_b32 v15, v42 offset:23040                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v43 offset:23044                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v44 offset:23048                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v45 offset:23052                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v46 offset:23104                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v47 offset:23108                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v48 offset:23112                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v49 offset:23116                  ; convert the operand at 23:65: write this thread's elements
	s_mov_b64 exec, s[50:51]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v41, v16 offset:23040                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v50, v16 offset:23044                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v51, v16 offset:23048                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v52, v16 offset:23052                   ; convert the operand at 23:65: read in the new layout
	v_mov_b32 v53, 0x2000
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v54, v53, v4
	v_mov_b32 v53, 0x80
	v_mul_lo_u32 v55, v53, v33
	v_add_u32 v53, v54, v55
	s_waitcnt lgkmcnt(3)
	v_add_u32 v55, v53, v41
	v_lshlrev_b32 v56, 1, v55                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[50:51], v4, s26                      ; subscript 0 of 'kc' inside [0, NP)
	s_cmp_lg_u32 s32, 0
	s_cselect_b64 s[52:53], exec, 0
	s_and_b64 s[54:55], s[50:51], s[52:53]
	v_cmp_lt_u32 s[50:51], v33, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[54:55], s[50:51]
	v_mov_b32 v4, 0x80                                  ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[50:51], v41, v4
	s_and_b64 s[56:57], s[52:53], s[50:51]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_1648
	global_load_ushort v4, v56, s[8:9]                  ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v4
	s_waitcnt lgkmcnt(2)
	v_add_u32 v4, v53, v50
	v_lshlrev_b32 v55, 1, v4                            ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v4, 0x80                                  ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[56:57], v50, v4
	s_and_b64 s[58:59], s[52:53], s[56:57]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1654
	global_load_ushort v4, v55, s[8:9]                  ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v4
	s_waitcnt lgkmcnt(1)
	v_add_u32 v4, v53, v51
	v_lshlrev_b32 v56, 1, v4                            ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v4, 0x80                                  ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[58:59], v51, v4
	s_and_b64 s[60:61], s[52:53], s[58:59]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1660
	global_load_ushort v4, v56, s[8:9]                  ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v4
	s_waitcnt lgkmcnt(0)
	v_add_u32 v4, v53, v52
	v_lshlrev_b32 v53, 1, v4                            ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v4, 0x80                                  ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[60:61], v52, v4
	s_and_b64 s[62:63], s[52:53], s[60:61]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[52:53], s[62:63]               ; lanes where %vpred_1666
	global_load_ushort v4, v53, s[8:9]                  ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v4
	v_mov_b32 v4, 0x80
	v_mul_lo_u32 v57, v4, v34
	v_add_u32 v4, v54, v57
	v_add_u32 v57, v4, v41
	v_lshlrev_b32 v58, 1, v57                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[52:53], v34, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[62:63], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[62:63], s[50:51]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1675
	global_load_ushort v34, v58, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v34
	v_add_u32 v34, v4, v50
	v_lshlrev_b32 v58, 1, v34                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[56:57]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1680
	global_load_ushort v34, v58, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v34
	v_add_u32 v34, v4, v51
	v_lshlrev_b32 v59, 1, v34                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[58:59]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1685
	global_load_ushort v34, v59, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v34
	v_add_u32 v34, v4, v52
	v_lshlrev_b32 v4, 1, v34                            ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[60:61]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[52:53]               ; lanes where %vpred_1690
	global_load_ushort v34, v4, s[8:9]                  ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v4, 16, v34
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v60, v34, v35
	v_add_u32 v34, v54, v60
	v_add_u32 v60, v34, v41
	v_lshlrev_b32 v61, 1, v60                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[52:53], v35, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[62:63], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[62:63], s[50:51]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1699
	global_load_ushort v35, v61, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v35
	v_add_u32 v35, v34, v50
	v_lshlrev_b32 v61, 1, v35                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[56:57]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1704
	global_load_ushort v35, v61, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v35
	v_add_u32 v35, v34, v51
	v_lshlrev_b32 v62, 1, v35                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[58:59]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1709
	global_load_ushort v35, v62, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v35
	v_add_u32 v35, v34, v52
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[60:61]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[52:53]               ; lanes where %vpred_1714
	global_load_ushort v35, v34, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v35
	v_mov_b32 v35, 0x80
	v_mul_lo_u32 v63, v35, v36
	v_add_u32 v35, v54, v63
	v_add_u32 v63, v35, v41
	v_lshlrev_b32 v64, 1, v63                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[52:53], v36, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[62:63], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[62:63], s[50:51]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1723
	global_load_ushort v36, v64, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v36
	v_add_u32 v36, v35, v50
	v_lshlrev_b32 v64, 1, v36                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[56:57]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1728
	global_load_ushort v36, v64, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v36
	v_add_u32 v36, v35, v51
	v_lshlrev_b32 v65, 1, v36                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[58:59]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1733
	global_load_ushort v36, v65, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v36
	v_add_u32 v36, v35, v52
	v_lshlrev_b32 v35, 1, v36                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[60:61]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[52:53]               ; lanes where %vpred_1738
	global_load_ushort v36, v35, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v36
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v66, v36, v37
	v_add_u32 v36, v54, v66
	v_add_u32 v66, v36, v41
	v_lshlrev_b32 v67, 1, v66                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[52:53], v37, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[62:63], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[62:63], s[50:51]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1747
	global_load_ushort v37, v67, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v37
	v_add_u32 v37, v36, v50
	v_lshlrev_b32 v67, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[56:57]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1752
	global_load_ushort v37, v67, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v37
	v_add_u32 v37, v36, v51
	v_lshlrev_b32 v68, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[58:59]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1757
	global_load_ushort v37, v68, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v37
	v_add_u32 v37, v36, v52
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[60:61]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[52:53]               ; lanes where %vpred_1762
	global_load_ushort v37, v36, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v37
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v69, v37, v38
	v_add_u32 v37, v54, v69
	v_add_u32 v69, v37, v41
	v_lshlrev_b32 v70, 1, v69                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[52:53], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[62:63], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[62:63], s[50:51]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1771
	global_load_ushort v38, v70, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v38
	v_add_u32 v38, v37, v50
	v_lshlrev_b32 v70, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[56:57]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1776
	global_load_ushort v38, v70, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v38
	v_add_u32 v38, v37, v51
	v_lshlrev_b32 v71, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[58:59]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1781
	global_load_ushort v38, v71, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v38
	v_add_u32 v38, v37, v52
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[60:61]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[52:53]               ; lanes where %vpred_1786
	global_load_ushort v38, v37, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v38
	v_mov_b32 v38, 0x80
	v_mul_lo_u32 v72, v38, v39
	v_add_u32 v38, v54, v72
	v_add_u32 v72, v38, v41
	v_lshlrev_b32 v73, 1, v72                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[52:53], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[62:63], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[62:63], s[50:51]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1795
	global_load_ushort v39, v73, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v39
	v_add_u32 v39, v38, v50
	v_lshlrev_b32 v73, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[56:57]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1800
	global_load_ushort v39, v73, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v39
	v_add_u32 v39, v38, v51
	v_lshlrev_b32 v74, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[58:59]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1805
	global_load_ushort v39, v74, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v39
	v_add_u32 v39, v38, v52
	v_lshlrev_b32 v38, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[62:63], s[60:61]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[52:53]               ; lanes where %vpred_1810
	global_load_ushort v39, v38, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v39
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v75, v39, v40
	v_add_u32 v39, v54, v75
	v_add_u32 v75, v39, v41
	v_lshlrev_b32 v41, 1, v75                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[52:53], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[62:63], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[62:63], s[50:51]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[52:53]               ; lanes where %vpred_1819
	global_load_ushort v40, v41, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v40
	v_add_u32 v40, v39, v50
	v_lshlrev_b32 v50, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[50:51], s[62:63], s[56:57]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_1824
	global_load_ushort v40, v50, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v40
	v_add_u32 v40, v39, v51
	v_lshlrev_b32 v51, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[50:51], s[62:63], s[58:59]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_1829
	global_load_ushort v40, v51, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v40
	v_add_u32 v40, v39, v52
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[50:51], s[62:63], s[60:61]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_1834
	global_load_ushort v40, v39, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v40
	v_lshrrev_b32 v40, 16, v33
	ds_write_b16 v19, v40 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v55
	ds_write_b16 v19, v33 offset:4354                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v56
	ds_write_b16 v19, v33 offset:4356                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v53
	ds_write_b16 v19, v33 offset:4358                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v57
	ds_write_b16 v19, v33 offset:6528                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v58
	ds_write_b16 v19, v33 offset:6530                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v59
	ds_write_b16 v19, v33 offset:6532                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v4
	ds_write_b16 v19, v33 offset:6534                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v60
	ds_write_b16 v19, v4 offset:8704                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v61
	ds_write_b16 v19, v4 offset:8706                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v62
	ds_write_b16 v19, v4 offset:8708                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v34
	ds_write_b16 v19, v4 offset:8710                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v63
	ds_write_b16 v19, v4 offset:10880                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v64
	ds_write_b16 v19, v4 offset:10882                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v65
	ds_write_b16 v19, v4 offset:10884                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v35
	ds_write_b16 v19, v4 offset:10886                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v66
	ds_write_b16 v19, v4 offset:13056                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v67
	ds_write_b16 v19, v4 offset:13058                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v68
	ds_write_b16 v19, v4 offset:13060                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v36
	ds_write_b16 v19, v4 offset:13062                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v69
	ds_write_b16 v19, v4 offset:15232                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v70
	ds_write_b16 v19, v4 offset:15234                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v71
	ds_write_b16 v19, v4 offset:15236                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v37
	ds_write_b16 v19, v4 offset:15238                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v72
	ds_write_b16 v19, v4 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v73
	ds_write_b16 v19, v4 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v74
	ds_write_b16 v19, v4 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v38
	ds_write_b16 v19, v4 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v41
	ds_write_b16 v19, v4 offset:19584                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v50
	ds_write_b16 v19, v4 offset:19586                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v51
	ds_write_b16 v19, v4 offset:19588                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v39
	ds_write_b16 v19, v4 offset:19590                   ; A operand of the product: stage
	v_mov_b32 v34, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v35, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v36, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	ds_read_b128 v[38:41], v11                          ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[50:53], v20 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[34:37], v[50:51], v[38:39], v[34:37] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[34:37], v[52:53], v[40:41], v[34:37] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[38:41], v11 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[50:53], v20 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[34:37], v[50:51], v[38:39], v[34:37] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[34:37], v[52:53], v[40:41], v[34:37] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[38:41], v11 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[50:53], v20 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[34:37], v[50:51], v[38:39], v[34:37] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[34:37], v[52:53], v[40:41], v[34:37] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[38:41], v11 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[50:53], v20 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[34:37], v[50:51], v[38:39], v[34:37] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[34:37], v[52:53], v[40:41], v[34:37] ; examples/attention_paged.kgen:23: mfma 16x16x16
	s_nop 6
	v_mul_f32 v4, s16, v34                              ; examples/attention_paged.kgen:23
	v_mul_f32 v33, s16, v35                             ; examples/attention_paged.kgen:23
	v_mul_f32 v38, s16, v36                             ; examples/attention_paged.kgen:23
	v_mul_f32 v39, s16, v37                             ; examples/attention_paged.kgen:23
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v35, v34, v4, s[30:31]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_paged.kgen:23
	v_cndmask_b32 v34, v4, v33, s[42:43]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_paged.kgen:23
	v_cndmask_b32 v33, v4, v38, s[46:47]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_paged.kgen:23
	v_cndmask_b32 v36, v4, v39, s[48:49]
	v_max_f32 v4, v35, v34                              ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[30:31], v35, v34
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v4, v37, s[30:31]
	v_max_f32 v4, v38, v33                              ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[30:31], v38, v33
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v4, v37, s[30:31]
	v_max_f32 v4, v38, v36                              ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[30:31], v38, v36
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v4, v37, s[30:31]
	ds_swizzle_b32 v4, v38 offset:swizzle(SWAP,16)      ; max over 'tt' (examples/attention_paged.kgen:24): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v37, v38, v4
	v_cmp_u_f32 s[30:31], v38, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v37, v4, s[30:31]
	v_and_b32 v4, 63, v0                                ; max over 'tt' (examples/attention_paged.kgen:24): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v37, v4, v38
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v38, v37
	v_cmp_u_f32 s[30:31], v38, v37
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v4, v37, s[30:31]
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_451
	ds_write_b32 v5, v38 offset:23552                   ; max over 'tt' (examples/attention_paged.kgen:24): this warp group's partial
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v7 offset:23552                     ; max over 'tt' (examples/attention_paged.kgen:24): warp group 0
	ds_read_b32 v37, v7 offset:23616                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v38, v4, v37
	v_cmp_u_f32 s[30:31], v4, v37
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v38, v4, s[30:31]
	ds_read_b32 v4, v7 offset:23680                     ; max over 'tt' (examples/attention_paged.kgen:24): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v38, v37, v4
	v_cmp_u_f32 s[30:31], v37, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v38, v4, s[30:31]
	ds_read_b32 v4, v7 offset:23744                     ; max over 'tt' (examples/attention_paged.kgen:24): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v38, v37, v4
	v_cmp_u_f32 s[30:31], v37, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v38, v4, s[30:31]
	v_max_f32 v4, v2, v37                               ; examples/attention_paged.kgen:24
	v_cmp_u_f32 s[30:31], v2, v37
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v4, v37, s[30:31]
	v_sub_f32 v4, v2, v38                               ; examples/attention_paged.kgen:26
	v_mul_f32 v37, 0x3fb8aa3b, v4                       ; examples/attention_paged.kgen:26
	v_exp_f32 v4, v37                                   ; examples/attention_paged.kgen:26
	s_nop 0
	v_mul_f32 v37, v24, v4                              ; examples/attention_paged.kgen:28
	v_mul_f32 v39, v25, v4                              ; examples/attention_paged.kgen:28
	v_mul_f32 v40, v26, v4                              ; examples/attention_paged.kgen:28
	v_mul_f32 v41, v27, v4                              ; examples/attention_paged.kgen:28
	v_mul_f32 v50, v28, v4                              ; examples/attention_paged.kgen:28
	v_mul_f32 v51, v29, v4                              ; examples/attention_paged.kgen:28
	v_mul_f32 v52, v30, v4                              ; examples/attention_paged.kgen:28
	v_mul_f32 v53, v31, v4                              ; examples/attention_paged.kgen:28
	v_mov_b32 v24, v37                                  ; 'acc' scaled in place
	v_mov_b32 v25, v39                                  ; 'acc' scaled in place
	v_mov_b32 v26, v40                                  ; 'acc' scaled in place
	v_mov_b32 v27, v41                                  ; 'acc' scaled in place
	v_mov_b32 v28, v50                                  ; 'acc' scaled in place
	v_mov_b32 v29, v51                                  ; 'acc' scaled in place
	v_mov_b32 v30, v52                                  ; 'acc' scaled in place
	v_mov_b32 v31, v53                                  ; 'acc' scaled in place
	s_and_saveexec_b64 s[30:31], s[14:15]               ; lanes where %vpred_118
	ds_write_b32 v3, v6 offset:23808                    ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v12 offset:23812                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v22 offset:23816                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v32 offset:23820                   ; convert the operand at 28:48: write this thread's elements
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v6, v14 offset:23808                    ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v12, v14 offset:23840                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v22, v14 offset:23872                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v32, v14 offset:23904                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v37, v14 offset:23936                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v39, v14 offset:23968                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v40, v14 offset:24000                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v41, v14 offset:24032                   ; convert the operand at 28:48: read in the new layout
	s_and_saveexec_b64 s[30:31], s[14:15]               ; lanes where %vpred_118
	ds_write_b32 v15, v42 offset:24064                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v43 offset:24068                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v44 offset:24072                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v45 offset:24076                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v46 offset:24128                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v47 offset:24132                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v48 offset:24136                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v49 offset:24140                  ; convert the operand at 28:57: write this thread's elements
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v42, v16 offset:24064                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v43, v16 offset:24068                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v44, v16 offset:24072                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v45, v16 offset:24076                   ; convert the operand at 28:57: read in the new layout
	v_mov_b32 v46, 0x80
	v_mul_lo_u32 v47, v46, v6
	v_add_u32 v46, v54, v47
	s_waitcnt lgkmcnt(3)
	v_add_u32 v47, v46, v42
	v_lshlrev_b32 v48, 1, v47                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[30:31], v6, 64                       ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[42:43], s[54:55], s[30:31]
	v_mov_b32 v6, 0x80                                  ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[30:31], v42, v6
	s_and_b64 s[46:47], s[42:43], s[30:31]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_1958
	global_load_ushort v6, v48, s[10:11]                ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v6
	s_waitcnt lgkmcnt(2)
	v_add_u32 v6, v46, v43
	v_lshlrev_b32 v48, 1, v6                            ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v6, 0x80                                  ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[46:47], v43, v6
	s_and_b64 s[48:49], s[42:43], s[46:47]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_1964
	global_load_ushort v6, v48, s[10:11]                ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v6
	s_waitcnt lgkmcnt(1)
	v_add_u32 v6, v46, v44
	v_lshlrev_b32 v49, 1, v6                            ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v6, 0x80                                  ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[48:49], v44, v6
	s_and_b64 s[50:51], s[42:43], s[48:49]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_1970
	global_load_ushort v6, v49, s[10:11]                ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32 v6, v46, v45
	v_lshlrev_b32 v46, 1, v6                            ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v6, 0x80                                  ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[50:51], v45, v6
	s_and_b64 s[52:53], s[42:43], s[50:51]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[42:43], s[52:53]               ; lanes where %vpred_1976
	global_load_ushort v6, v46, s[10:11]                ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v6
	v_mov_b32 v6, 0x80
	v_mul_lo_u32 v50, v6, v12
	v_add_u32 v6, v54, v50
	v_add_u32 v50, v6, v42
	v_lshlrev_b32 v51, 1, v50                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[42:43], v12, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[52:53], s[54:55], s[42:43]
	s_and_b64 s[42:43], s[52:53], s[30:31]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_1985
	global_load_ushort v12, v51, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v12
	v_add_u32 v12, v6, v43
	v_lshlrev_b32 v51, 1, v12                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[46:47]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_1990
	global_load_ushort v12, v51, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v12
	v_add_u32 v12, v6, v44
	v_lshlrev_b32 v52, 1, v12                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[48:49]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_1995
	global_load_ushort v12, v52, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v12
	v_add_u32 v12, v6, v45
	v_lshlrev_b32 v6, 1, v12                            ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[50:51]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[42:43]               ; lanes where %vpred_2000
	global_load_ushort v12, v6, s[10:11]                ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v6, 16, v12
	v_mov_b32 v12, 0x80
	v_mul_lo_u32 v53, v12, v22
	v_add_u32 v12, v54, v53
	v_add_u32 v53, v12, v42
	v_lshlrev_b32 v55, 1, v53                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[42:43], v22, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[52:53], s[54:55], s[42:43]
	s_and_b64 s[42:43], s[52:53], s[30:31]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_2009
	global_load_ushort v22, v55, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v22
	v_add_u32 v22, v12, v43
	v_lshlrev_b32 v55, 1, v22                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[46:47]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_2014
	global_load_ushort v22, v55, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v22
	v_add_u32 v22, v12, v44
	v_lshlrev_b32 v56, 1, v22                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[48:49]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_2019
	global_load_ushort v22, v56, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v22
	v_add_u32 v22, v12, v45
	v_lshlrev_b32 v12, 1, v22                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[50:51]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[42:43]               ; lanes where %vpred_2024
	global_load_ushort v22, v12, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v12, 16, v22
	v_mov_b32 v22, 0x80
	v_mul_lo_u32 v57, v22, v32
	v_add_u32 v22, v54, v57
	v_add_u32 v57, v22, v42
	v_lshlrev_b32 v58, 1, v57                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[42:43], v32, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[52:53], s[54:55], s[42:43]
	s_and_b64 s[42:43], s[52:53], s[30:31]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_2033
	global_load_ushort v32, v58, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v32
	v_add_u32 v32, v22, v43
	v_lshlrev_b32 v58, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[46:47]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_2038
	global_load_ushort v32, v58, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v32
	v_add_u32 v32, v22, v44
	v_lshlrev_b32 v59, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[48:49]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_2043
	global_load_ushort v32, v59, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v32
	v_add_u32 v32, v22, v45
	v_lshlrev_b32 v22, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[50:51]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[42:43]               ; lanes where %vpred_2048
	global_load_ushort v32, v22, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v32
	v_mov_b32 v32, 0x80
	v_mul_lo_u32 v60, v32, v37
	v_add_u32 v32, v54, v60
	v_add_u32 v60, v32, v42
	v_lshlrev_b32 v61, 1, v60                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[42:43], v37, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[52:53], s[54:55], s[42:43]
	s_and_b64 s[42:43], s[52:53], s[30:31]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_2057
	global_load_ushort v37, v61, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v37
	v_add_u32 v37, v32, v43
	v_lshlrev_b32 v61, 1, v37                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[46:47]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_2062
	global_load_ushort v37, v61, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v37
	v_add_u32 v37, v32, v44
	v_lshlrev_b32 v62, 1, v37                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[48:49]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_2067
	global_load_ushort v37, v62, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v37
	v_add_u32 v37, v32, v45
	v_lshlrev_b32 v32, 1, v37                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[50:51]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[42:43]               ; lanes where %vpred_2072
	global_load_ushort v37, v32, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v37
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v63, v37, v39
	v_add_u32 v37, v54, v63
	v_add_u32 v63, v37, v42
	v_lshlrev_b32 v64, 1, v63                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[42:43], v39, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[52:53], s[54:55], s[42:43]
	s_and_b64 s[42:43], s[52:53], s[30:31]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_2081
	global_load_ushort v39, v64, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v39
	v_add_u32 v39, v37, v43
	v_lshlrev_b32 v64, 1, v39                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[46:47]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_2086
	global_load_ushort v39, v64, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v39
	v_add_u32 v39, v37, v44
	v_lshlrev_b32 v65, 1, v39                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[48:49]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_2091
	global_load_ushort v39, v65, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v39
	v_add_u32 v39, v37, v45
	v_lshlrev_b32 v37, 1, v39                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[50:51]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[42:43]               ; lanes where %vpred_2096
	global_load_ushort v39, v37, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v39
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v66, v39, v40
	v_add_u32 v39, v54, v66
	v_add_u32 v66, v39, v42
	v_lshlrev_b32 v67, 1, v66                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[42:43], v40, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[52:53], s[54:55], s[42:43]
	s_and_b64 s[42:43], s[52:53], s[30:31]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_2105
	global_load_ushort v40, v67, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v40
	v_add_u32 v40, v39, v43
	v_lshlrev_b32 v67, 1, v40                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[46:47]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_2110
	global_load_ushort v40, v67, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v40
	v_add_u32 v40, v39, v44
	v_lshlrev_b32 v68, 1, v40                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[48:49]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[42:43]               ; lanes where %vpred_2115
	global_load_ushort v40, v68, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v40
	v_add_u32 v40, v39, v45
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[42:43], s[52:53], s[50:51]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[42:43]               ; lanes where %vpred_2120
	global_load_ushort v40, v39, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v40
	v_mov_b32 v40, 0x80
	v_mul_lo_u32 v69, v40, v41
	v_add_u32 v40, v54, v69
	v_add_u32 v54, v40, v42
	v_lshlrev_b32 v42, 1, v54                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[42:43], v41, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[52:53], s[54:55], s[42:43]
	s_and_b64 s[42:43], s[52:53], s[30:31]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_2129
	global_load_ushort v41, v42, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v41
	v_add_u32 v41, v40, v43
	v_lshlrev_b32 v43, 1, v41                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[52:53], s[46:47]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[30:31]               ; lanes where %vpred_2134
	global_load_ushort v41, v43, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v41
	v_add_u32 v41, v40, v44
	v_lshlrev_b32 v44, 1, v41                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[52:53], s[48:49]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[30:31]               ; lanes where %vpred_2139
	global_load_ushort v41, v44, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v41
	v_add_u32 v41, v40, v45
	v_lshlrev_b32 v40, 1, v41                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[52:53], s[50:51]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[30:31]               ; lanes where %vpred_2144
	global_load_ushort v41, v40, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v41
	v_lshrrev_b32 v41, 16, v47
	ds_write_b16 v21, v41 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v41, 16, v48
	ds_write_b16 v21, v41 offset:4496                   ; A operand of the product: stage
	v_lshrrev_b32 v41, 16, v49
	ds_write_b16 v21, v41 offset:4640                   ; A operand of the product: stage
	v_lshrrev_b32 v41, 16, v46
	ds_write_b16 v21, v41 offset:4784                   ; A operand of the product: stage
	v_lshrrev_b32 v41, 16, v50
	ds_write_b16 v21, v41 offset:4368                   ; A operand of the product: stage
	v_lshrrev_b32 v41, 16, v51
	ds_write_b16 v21, v41 offset:4512                   ; A operand of the product: stage
	v_lshrrev_b32 v41, 16, v52
	ds_write_b16 v21, v41 offset:4656                   ; A operand of the product: stage
	v_lshrrev_b32 v41, 16, v6
	ds_write_b16 v21, v41 offset:4800                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v53
	ds_write_b16 v21, v6 offset:4384                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v55
	ds_write_b16 v21, v6 offset:4528                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v56
	ds_write_b16 v21, v6 offset:4672                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v12
	ds_write_b16 v21, v6 offset:4816                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v57
	ds_write_b16 v21, v6 offset:4400                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v58
	ds_write_b16 v21, v6 offset:4544                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v59
	ds_write_b16 v21, v6 offset:4688                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v22
	ds_write_b16 v21, v6 offset:4832                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v60
	ds_write_b16 v21, v6 offset:4416                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v61
	ds_write_b16 v21, v6 offset:4560                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v62
	ds_write_b16 v21, v6 offset:4704                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v32
	ds_write_b16 v21, v6 offset:4848                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v63
	ds_write_b16 v21, v6 offset:4432                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v64
	ds_write_b16 v21, v6 offset:4576                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v65
	ds_write_b16 v21, v6 offset:4720                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v37
	ds_write_b16 v21, v6 offset:4864                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v66
	ds_write_b16 v21, v6 offset:4448                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v67
	ds_write_b16 v21, v6 offset:4592                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v68
	ds_write_b16 v21, v6 offset:4736                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v39
	ds_write_b16 v21, v6 offset:4880                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v42
	ds_write_b16 v21, v6 offset:4464                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v43
	ds_write_b16 v21, v6 offset:4608                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v44
	ds_write_b16 v21, v6 offset:4752                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v40
	ds_write_b16 v21, v6 offset:4896                    ; A operand of the product: stage
	v_mul_f32 v6, 0xbfb8aa3b, v38                       ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:25)
	v_mov_b32 v12, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v22, v35, v12, v6
	v_exp_f32 v12, v22                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v22, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v32, v34, v22, v6
	v_exp_f32 v22, v32                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v32, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v34, v33, v32, v6
	v_exp_f32 v32, v34                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v33, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v34, v36, v33, v6
	v_exp_f32 v6, v34                                   ; examples/attention_paged.kgen:25
	v_bfe_u32 v33, v12, 16, 1                           ; round to bf16
	v_add3_u32 v34, v12, v33, s5
	v_cmp_u_f32 s[30:31], v12, v12
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v34, v34, v33, s[30:31]
	v_and_b32 v33, 0xffff0000, v34
	v_bfe_u32 v34, v22, 16, 1                           ; round to bf16
	v_add3_u32 v35, v22, v34, s5
	v_cmp_u_f32 s[30:31], v22, v22
	v_mov_b32 v34, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v35, v35, v34, s[30:31]
	v_and_b32 v34, 0xffff0000, v35
	v_bfe_u32 v35, v32, 16, 1                           ; round to bf16
	v_add3_u32 v36, v32, v35, s5
	v_cmp_u_f32 s[30:31], v32, v32
	v_mov_b32 v35, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v36, v35, s[30:31]
	v_and_b32 v35, 0xffff0000, v36
	v_bfe_u32 v36, v6, 16, 1                            ; round to bf16
	v_add3_u32 v37, v6, v36, s5
	v_cmp_u_f32 s[30:31], v6, v6
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v37, v36, s[30:31]
	v_and_b32 v36, 0xffff0000, v37
	v_lshrrev_b32 v37, 16, v33
	ds_write_b16 v23, v37 offset:24576                  ; B operand of the product: stage
	v_lshrrev_b32 v33, 16, v34
	ds_write_b16 v23, v33 offset:24578                  ; B operand of the product: stage
	v_lshrrev_b32 v33, 16, v35
	ds_write_b16 v23, v33 offset:24580                  ; B operand of the product: stage
	v_lshrrev_b32 v33, 16, v36
	ds_write_b16 v23, v33 offset:24582                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v18 offset:24576             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[40:43], v17 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[44:47], v17 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[24:27], v[40:41], v[34:35], v[24:27] ; examples/attention_paged.kgen:28: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[28:31], v[44:45], v[34:35], v[28:31] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[24:27], v[42:43], v[36:37], v[24:27] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[28:31], v[46:47], v[36:37], v[28:31] ; examples/attention_paged.kgen:28: mfma 16x16x16
	ds_read_b128 v[34:37], v18 offset:24640             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[40:43], v17 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[44:47], v17 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[24:27], v[40:41], v[34:35], v[24:27] ; examples/attention_paged.kgen:28: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[28:31], v[44:45], v[34:35], v[28:31] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[24:27], v[42:43], v[36:37], v[24:27] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[28:31], v[46:47], v[36:37], v[28:31] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mul_f32 v33, v1, v4                               ; examples/attention_paged.kgen:27
	v_add_f32 v4, v12, v22                              ; sum over 'tt' (examples/attention_paged.kgen:27)
	v_add_f32 v12, v4, v32                              ; sum over 'tt' (examples/attention_paged.kgen:27)
	v_add_f32 v4, v12, v6                               ; sum over 'tt' (examples/attention_paged.kgen:27)
	ds_swizzle_b32 v6, v4 offset:swizzle(SWAP,16)       ; sum over 'tt' (examples/attention_paged.kgen:27): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v4, v6
	v_and_b32 v4, 63, v0                                ; sum over 'tt' (examples/attention_paged.kgen:27): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v6, v4, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v12, v6
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_451
	ds_write_b32 v5, v4 offset:28928                    ; sum over 'tt' (examples/attention_paged.kgen:27): this warp group's partial
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v7 offset:28928                     ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 0
	ds_read_b32 v6, v7 offset:28992                     ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v4, v6
	ds_read_b32 v4, v7 offset:29056                     ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v12, v4
	ds_read_b32 v4, v7 offset:29120                     ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v6, v4
	v_add_f32 v4, v33, v12                              ; examples/attention_paged.kgen:27
	v_mov_b32 v1, v4                                    ; next 'l'
	v_mov_b32 v2, v38                                   ; next 'mx'
	s_add_u32 s22, s22, 64
	s_cmp_lt_u32 s22, s17
	s_cbranch_scc1 .Lattention_paged_split_loop2
.Lattention_paged_split_loop2_end:
	s_mov_b32 s17, s22                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s17, s34
	s_cbranch_scc1 .Lattention_paged_split_loop3_end
.Lattention_paged_split_loop3:
	s_add_u32 s22, s33, s17
	s_sub_u32 s23, s34, s17
	v_add_u32 v4, s22, v10
	v_add_u32 v6, 0, v4                                 ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v12, 1, v4                                ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v22, 2, v4                                ; index along 'tt' (examples/attention_paged.kgen:23)
	v_add_u32 v32, 3, v4                                ; index along 'tt' (examples/attention_paged.kgen:23)
	v_mov_b32 v4, 0                                     ; examples/attention_paged.kgen:23: load of 'lens'
	global_load_dword v33, v4, s[38:39]
	s_waitcnt vmcnt(0)
	v_cmp_lt_i32 s[30:31], v6, v33                      ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[42:43], v12, v33                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[46:47], v22, v33                     ; examples/attention_paged.kgen:23
	v_cmp_lt_i32 s[48:49], v32, v33                     ; examples/attention_paged.kgen:23
	s_add_i32 s25, s29, 0                               ; index along 'b' (examples/attention_paged.kgen:22)
	s_ashr_i32 s28, s22, 6
	s_mul_i32 s22, s25, s27
	s_add_u32 s32, s22, s28
	s_lshl_b32 s22, s32, 2                              ; examples/attention_paged.kgen:22: byte offset
	s_cmp_lt_u32 s25, s24                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s25, 1, 0
	s_cmp_lt_u32 s28, s27                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s28, 1, 0
	s_and_b32 s32, s25, s28
	v_mov_b32 v4, 0                                     ; absent element
	s_cmp_eq_u32 s32, 0                                 ; if %upred_2256
	s_cbranch_scc1 .Lattention_paged_split_skip3
	v_mov_b32 v33, s22                                  ; examples/attention_paged.kgen:22: gather from 'table'
	global_load_dword v4, v33, s[12:13]
.Lattention_paged_split_skip3:
	v_ashrrev_i32 v33, 31, v6                           ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v34, 31, 64
	v_add_u32 v35, v6, v33
	v_xor_b32 v35, v35, v33
	v_add_u32 v6, 64, v34
	v_xor_b32 v6, v6, v34
	v_cvt_f32_u32 v34, v6
	v_rcp_iflag_f32 v34, v34
	s_nop 0
	v_mul_f32 v34, 0x4f7ffffe, v34
	v_cvt_u32_f32 v36, v34
	v_sub_u32 v34, 0, v6
	v_mul_lo_u32 v34, v34, v36
	v_mul_hi_u32 v34, v36, v34
	v_add_u32 v36, v36, v34
	v_mul_hi_u32 v37, v35, v36
	v_mul_lo_u32 v34, v37, v6
	v_sub_u32 v36, v35, v34
	v_cmp_ge_u32 s[50:51], v36, v6
	v_sub_u32 v34, v36, v6
	s_nop 0
	v_cndmask_b32 v36, v36, v34, s[50:51]
	v_cmp_ge_u32 s[50:51], v36, v6
	v_sub_u32 v34, v36, v6
	s_nop 0
	v_cndmask_b32 v36, v36, v34, s[50:51]
	v_xor_b32 v36, v36, v33
	v_sub_u32 v36, v36, v33
	v_mov_b32 v6, v36
	v_ashrrev_i32 v33, 31, v12                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v34, 31, 64
	v_add_u32 v35, v12, v33
	v_xor_b32 v35, v35, v33
	v_add_u32 v12, 64, v34
	v_xor_b32 v12, v12, v34
	v_cvt_f32_u32 v34, v12
	v_rcp_iflag_f32 v34, v34
	s_nop 0
	v_mul_f32 v34, 0x4f7ffffe, v34
	v_cvt_u32_f32 v36, v34
	v_sub_u32 v34, 0, v12
	v_mul_lo_u32 v34, v34, v36
	v_mul_hi_u32 v34, v36, v34
	v_add_u32 v36, v36, v34
	v_mul_hi_u32 v37, v35, v36
	v_mul_lo_u32 v34, v37, v12
	v_sub_u32 v36, v35, v34
	v_cmp_ge_u32 s[50:51], v36, v12
	v_sub_u32 v34, v36, v12
	s_nop 0
	v_cndmask_b32 v36, v36, v34, s[50:51]
	v_cmp_ge_u32 s[50:51], v36, v12
	v_sub_u32 v34, v36, v12
	s_nop 0
	v_cndmask_b32 v36, v36, v34, s[50:51]
	v_xor_b32 v36, v36, v33
	v_sub_u32 v36, v36, v33
	v_mov_b32 v12, v36
	v_ashrrev_i32 v33, 31, v22                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v34, 31, 64
	v_add_u32 v35, v22, v33
	v_xor_b32 v35, v35, v33
	v_add_u32 v22, 64, v34
	v_xor_b32 v22, v22, v34
	v_cvt_f32_u32 v34, v22
	v_rcp_iflag_f32 v34, v34
	s_nop 0
	v_mul_f32 v34, 0x4f7ffffe, v34
	v_cvt_u32_f32 v36, v34
	v_sub_u32 v34, 0, v22
	v_mul_lo_u32 v34, v34, v36
	v_mul_hi_u32 v34, v36, v34
	v_add_u32 v36, v36, v34
	v_mul_hi_u32 v37, v35, v36
	v_mul_lo_u32 v34, v37, v22
	v_sub_u32 v36, v35, v34
	v_cmp_ge_u32 s[50:51], v36, v22
	v_sub_u32 v34, v36, v22
	s_nop 0
	v_cndmask_b32 v36, v36, v34, s[50:51]
	v_cmp_ge_u32 s[50:51], v36, v22
	v_sub_u32 v34, v36, v22
	s_nop 0
	v_cndmask_b32 v36, v36, v34, s[50:51]
	v_xor_b32 v36, v36, v33
	v_sub_u32 v36, v36, v33
	v_mov_b32 v22, v36
	v_ashrrev_i32 v33, 31, v32                          ; examples/attention_paged.kgen:23
	v_ashrrev_i32 v34, 31, 64
	v_add_u32 v35, v32, v33
	v_xor_b32 v35, v35, v33
	v_add_u32 v32, 64, v34
	v_xor_b32 v32, v32, v34
	v_cvt_f32_u32 v34, v32
	v_rcp_iflag_f32 v34, v34
	s_nop 0
	v_mul_f32 v34, 0x4f7ffffe, v34
	v_cvt_u32_f32 v36, v34
	v_sub_u32 v34, 0, v32
	v_mul_lo_u32 v34, v34, v36
	v_mul_hi_u32 v34, v36, v34
	v_add_u32 v36, v36, v34
	v_mul_hi_u32 v37, v35, v36
	v_mul_lo_u32 v34, v37, v32
	v_sub_u32 v36, v35, v34
	v_cmp_ge_u32 s[50:51], v36, v32
	v_sub_u32 v34, v36, v32
	s_nop 0
	v_cndmask_b32 v36, v36, v34, s[50:51]
	v_cmp_ge_u32 s[50:51], v36, v32
	v_sub_u32 v34, v36, v32
	s_nop 0
	v_cndmask_b32 v36, v36, v34, s[50:51]
	v_xor_b32 v36, v36, v33
	v_sub_u32 v36, v36, v33
	v_mov_b32 v32, v36
	s_and_saveexec_b64 s[50:51], s[14:15]               ; lanes where %vpred_118
	ds_write_b32 v3, v6 offset:22784                    ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v12 offset:22788                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v22 offset:22792                   ; convert the operand at 23:56: write this thread's elements
	ds_write_b32 v3, v32 offset:22796                   ; convert the operand at 23:56: write this thread's elements
	s_mov_b64 exec, s[50:51]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v14 offset:22784                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v34, v14 offset:22816                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v35, v14 offset:22848                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v36, v14 offset:22880                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v37, v14 offset:22912                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v38, v14 offset:22944                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v39, v14 offset:22976                   ; convert the operand at 23:56: read in the new layout
	ds_read_b32 v40, v14 offset:23008                   ; convert the operand at 23:56: read in the new layout
	v_add_u32 v41, 0, v9
	v_add_u32 v42, 0, v41                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v43, 1, v41                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v44, 2, v41                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v45, 3, v41                               ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v46, 16, v41                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v47, 17, v41                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v48, 18, v41                              ; index along 'd' (examples/attention_paged.kgen:23)
	v_add_u32 v49, 19, v41                              ; index along 'd' (examples/attention_paged.kgen:23)
	s_and_saveexec_b64 s[50:51], s[14:15]               ; lanes where %vpred_118
	ds_write_b32 v15, v42 offset:23040                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v43 offset:23044                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v44 offset:23048                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v45 offset:23052                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v46 offset:23104                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v47 offset:23108                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v48 offset:23112                  ; convert the operand at 23:65: write this thread's elements
	ds_write_b32 v15, v49 offset:23116                  ; convert the operand at 23:65: write this thread's elements
	s_mov_b64 exec, s[50:51]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v41, v16 offset:23040                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v50, v16 offset:23044                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v51, v16 offset:23048                   ; convert the operand at 23:65: read in the new layout
	ds_read_b32 v52, v16 offset:23052                   ; convert the operand at 23:65: read in the new layout
	v_mov_b32 v53, 0x2000
	s_waitcnt vmcnt(0)
	v_mul_lo_u32 v54, v53, v4
	v_mov_b32 v53, 0x80
	v_mul_lo_u32 v55, v53, v33
	v_add_u32 v53, v54, v55
	s_waitcnt lgkmcnt(3)
	v_add_u32 v55, v53, v41
	v_lshlrev_b32 v56, 1, v55                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[50:51], v4, s26                      ; subscript 0 of 'kc' inside [0, NP)
	s_cmp_lg_u32 s32, 0
	s_cselect_b64 s[52:53], exec, 0
	s_and_b64 s[54:55], s[50:51], s[52:53]
	v_cmp_lt_u32 s[50:51], v33, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[54:55], s[50:51]
	v_mov_b32 v4, 0x80                                  ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[50:51], v41, v4
	s_and_b64 s[56:57], s[52:53], s[50:51]
	v_cmp_lt_u32 s[58:59], v13, s23                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[56:57], s[58:59]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[56:57], s[60:61]               ; lanes where %vpred_2295
	global_load_ushort v4, v56, s[8:9]                  ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v4
	s_waitcnt lgkmcnt(2)
	v_add_u32 v4, v53, v50
	v_lshlrev_b32 v55, 1, v4                            ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v4, 0x80                                  ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[56:57], v50, v4
	s_and_b64 s[60:61], s[52:53], s[56:57]
	s_and_b64 s[62:63], s[60:61], s[58:59]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[62:63]               ; lanes where %vpred_2302
	global_load_ushort v4, v55, s[8:9]                  ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v4
	s_waitcnt lgkmcnt(1)
	v_add_u32 v4, v53, v51
	v_lshlrev_b32 v56, 1, v4                            ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v4, 0x80                                  ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[60:61], v51, v4
	s_and_b64 s[62:63], s[52:53], s[60:61]
	s_and_b64 s[64:65], s[62:63], s[58:59]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[64:65]               ; lanes where %vpred_2309
	global_load_ushort v4, v56, s[8:9]                  ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v4
	s_waitcnt lgkmcnt(0)
	v_add_u32 v4, v53, v52
	v_lshlrev_b32 v53, 1, v4                            ; examples/attention_paged.kgen:23: byte offset
	v_mov_b32 v4, 0x80                                  ; subscript 2 of 'kc' inside [0, 128)
	v_cmp_lt_u32 s[62:63], v52, v4
	s_and_b64 s[64:65], s[52:53], s[62:63]
	s_and_b64 s[52:53], s[64:65], s[58:59]
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_2316
	global_load_ushort v4, v53, s[8:9]                  ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v4
	v_mov_b32 v4, 0x80
	v_mul_lo_u32 v57, v4, v34
	v_add_u32 v4, v54, v57
	v_add_u32 v57, v4, v41
	v_lshlrev_b32 v58, 1, v57                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[52:53], v34, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[64:65], s[50:51]
	v_add_u32 v34, 8, v13
	v_cmp_lt_u32 s[66:67], v34, s23                     ; 'tt' element in bounds
	s_and_b64 s[68:69], s[52:53], s[66:67]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[68:69]               ; lanes where %vpred_2328
	global_load_ushort v34, v58, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v34
	v_add_u32 v34, v4, v50
	v_lshlrev_b32 v58, 1, v34                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[56:57]
	s_and_b64 s[68:69], s[52:53], s[66:67]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[68:69]               ; lanes where %vpred_2334
	global_load_ushort v34, v58, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v34
	v_add_u32 v34, v4, v51
	v_lshlrev_b32 v59, 1, v34                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[60:61]
	s_and_b64 s[68:69], s[52:53], s[66:67]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[68:69]               ; lanes where %vpred_2340
	global_load_ushort v34, v59, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v34
	v_add_u32 v34, v4, v52
	v_lshlrev_b32 v4, 1, v34                            ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[62:63]
	s_and_b64 s[64:65], s[52:53], s[66:67]
	v_mov_b32 v34, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2346
	global_load_ushort v34, v4, s[8:9]                  ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v4, 16, v34
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v60, v34, v35
	v_add_u32 v34, v54, v60
	v_add_u32 v60, v34, v41
	v_lshlrev_b32 v61, 1, v60                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[52:53], v35, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[64:65], s[50:51]
	v_add_u32 v35, 16, v13
	v_cmp_lt_u32 s[68:69], v35, s23                     ; 'tt' element in bounds
	s_and_b64 s[70:71], s[52:53], s[68:69]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[70:71]               ; lanes where %vpred_2358
	global_load_ushort v35, v61, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v35
	v_add_u32 v35, v34, v50
	v_lshlrev_b32 v61, 1, v35                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[56:57]
	s_and_b64 s[70:71], s[52:53], s[68:69]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[70:71]               ; lanes where %vpred_2364
	global_load_ushort v35, v61, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v35
	v_add_u32 v35, v34, v51
	v_lshlrev_b32 v62, 1, v35                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[60:61]
	s_and_b64 s[70:71], s[52:53], s[68:69]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[70:71]               ; lanes where %vpred_2370
	global_load_ushort v35, v62, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v35
	v_add_u32 v35, v34, v52
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[62:63]
	s_and_b64 s[64:65], s[52:53], s[68:69]
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2376
	global_load_ushort v35, v34, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v35
	v_mov_b32 v35, 0x80
	v_mul_lo_u32 v63, v35, v36
	v_add_u32 v35, v54, v63
	v_add_u32 v63, v35, v41
	v_lshlrev_b32 v64, 1, v63                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[52:53], v36, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[64:65], s[50:51]
	v_add_u32 v36, 24, v13
	v_cmp_lt_u32 s[70:71], v36, s23                     ; 'tt' element in bounds
	s_and_b64 s[72:73], s[52:53], s[70:71]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[72:73]               ; lanes where %vpred_2388
	global_load_ushort v36, v64, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v36
	v_add_u32 v36, v35, v50
	v_lshlrev_b32 v64, 1, v36                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[56:57]
	s_and_b64 s[72:73], s[52:53], s[70:71]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[72:73]               ; lanes where %vpred_2394
	global_load_ushort v36, v64, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v36
	v_add_u32 v36, v35, v51
	v_lshlrev_b32 v65, 1, v36                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[60:61]
	s_and_b64 s[72:73], s[52:53], s[70:71]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[72:73]               ; lanes where %vpred_2400
	global_load_ushort v36, v65, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v36
	v_add_u32 v36, v35, v52
	v_lshlrev_b32 v35, 1, v36                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[62:63]
	s_and_b64 s[64:65], s[52:53], s[70:71]
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2406
	global_load_ushort v36, v35, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v36
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v66, v36, v37
	v_add_u32 v36, v54, v66
	v_add_u32 v66, v36, v41
	v_lshlrev_b32 v67, 1, v66                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[52:53], v37, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[64:65], s[50:51]
	v_add_u32 v37, 32, v13
	v_cmp_lt_u32 s[72:73], v37, s23                     ; 'tt' element in bounds
	s_and_b64 s[74:75], s[52:53], s[72:73]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[74:75]               ; lanes where %vpred_2418
	global_load_ushort v37, v67, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v37
	v_add_u32 v37, v36, v50
	v_lshlrev_b32 v67, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[56:57]
	s_and_b64 s[74:75], s[52:53], s[72:73]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[74:75]               ; lanes where %vpred_2424
	global_load_ushort v37, v67, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v37
	v_add_u32 v37, v36, v51
	v_lshlrev_b32 v68, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[60:61]
	s_and_b64 s[74:75], s[52:53], s[72:73]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[74:75]               ; lanes where %vpred_2430
	global_load_ushort v37, v68, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v37
	v_add_u32 v37, v36, v52
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[62:63]
	s_and_b64 s[64:65], s[52:53], s[72:73]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2436
	global_load_ushort v37, v36, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v37
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v69, v37, v38
	v_add_u32 v37, v54, v69
	v_add_u32 v69, v37, v41
	v_lshlrev_b32 v70, 1, v69                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[52:53], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[64:65], s[50:51]
	v_add_u32 v38, 40, v13
	v_cmp_lt_u32 s[74:75], v38, s23                     ; 'tt' element in bounds
	s_and_b64 s[76:77], s[52:53], s[74:75]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[76:77]               ; lanes where %vpred_2448
	global_load_ushort v38, v70, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v38
	v_add_u32 v38, v37, v50
	v_lshlrev_b32 v70, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[56:57]
	s_and_b64 s[76:77], s[52:53], s[74:75]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[76:77]               ; lanes where %vpred_2454
	global_load_ushort v38, v70, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v38
	v_add_u32 v38, v37, v51
	v_lshlrev_b32 v71, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[60:61]
	s_and_b64 s[76:77], s[52:53], s[74:75]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[76:77]               ; lanes where %vpred_2460
	global_load_ushort v38, v71, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v38
	v_add_u32 v38, v37, v52
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[62:63]
	s_and_b64 s[64:65], s[52:53], s[74:75]
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2466
	global_load_ushort v38, v37, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v38
	v_mov_b32 v38, 0x80
	v_mul_lo_u32 v72, v38, v39
	v_add_u32 v38, v54, v72
	v_add_u32 v72, v38, v41
	v_lshlrev_b32 v73, 1, v72                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[52:53], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[64:65], s[50:51]
	v_add_u32 v39, 48, v13
	v_cmp_lt_u32 s[76:77], v39, s23                     ; 'tt' element in bounds
	s_and_b64 s[78:79], s[52:53], s[76:77]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[78:79]               ; lanes where %vpred_2478
	global_load_ushort v39, v73, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v39
	v_add_u32 v39, v38, v50
	v_lshlrev_b32 v73, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[56:57]
	s_and_b64 s[78:79], s[52:53], s[76:77]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[78:79]               ; lanes where %vpred_2484
	global_load_ushort v39, v73, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v39
	v_add_u32 v39, v38, v51
	v_lshlrev_b32 v74, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[60:61]
	s_and_b64 s[78:79], s[52:53], s[76:77]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[78:79]               ; lanes where %vpred_2490
	global_load_ushort v39, v74, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v39
	v_add_u32 v39, v38, v52
	v_lshlrev_b32 v38, 1, v39                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[62:63]
	s_and_b64 s[64:65], s[52:53], s[76:77]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2496
	global_load_ushort v39, v38, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v39
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v75, v39, v40
	v_add_u32 v39, v54, v75
	v_add_u32 v75, v39, v41
	v_lshlrev_b32 v41, 1, v75                           ; examples/attention_paged.kgen:23: byte offset
	v_cmp_lt_u32 s[52:53], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[64:65], s[50:51]
	v_add_u32 v40, 56, v13
	v_cmp_lt_u32 s[50:51], v40, s23                     ; 'tt' element in bounds
	s_and_b64 s[78:79], s[52:53], s[50:51]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[78:79]               ; lanes where %vpred_2508
	global_load_ushort v40, v41, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v40
	v_add_u32 v40, v39, v50
	v_lshlrev_b32 v50, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[56:57]
	s_and_b64 s[56:57], s[52:53], s[50:51]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[56:57]               ; lanes where %vpred_2514
	global_load_ushort v40, v50, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v40
	v_add_u32 v40, v39, v51
	v_lshlrev_b32 v51, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[60:61]
	s_and_b64 s[56:57], s[52:53], s[50:51]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[56:57]               ; lanes where %vpred_2520
	global_load_ushort v40, v51, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v40
	v_add_u32 v40, v39, v52
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:23: byte offset
	s_and_b64 s[52:53], s[64:65], s[62:63]
	s_and_b64 s[56:57], s[52:53], s[50:51]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[56:57]               ; lanes where %vpred_2526
	global_load_ushort v40, v39, s[8:9]                 ; examples/attention_paged.kgen:23: gather from 'kc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v40
	v_lshrrev_b32 v40, 16, v33
	ds_write_b16 v19, v40 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v55
	ds_write_b16 v19, v33 offset:4354                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v56
	ds_write_b16 v19, v33 offset:4356                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v53
	ds_write_b16 v19, v33 offset:4358                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v57
	ds_write_b16 v19, v33 offset:6528                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v58
	ds_write_b16 v19, v33 offset:6530                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v59
	ds_write_b16 v19, v33 offset:6532                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v4
	ds_write_b16 v19, v33 offset:6534                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v60
	ds_write_b16 v19, v4 offset:8704                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v61
	ds_write_b16 v19, v4 offset:8706                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v62
	ds_write_b16 v19, v4 offset:8708                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v34
	ds_write_b16 v19, v4 offset:8710                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v63
	ds_write_b16 v19, v4 offset:10880                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v64
	ds_write_b16 v19, v4 offset:10882                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v65
	ds_write_b16 v19, v4 offset:10884                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v35
	ds_write_b16 v19, v4 offset:10886                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v66
	ds_write_b16 v19, v4 offset:13056                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v67
	ds_write_b16 v19, v4 offset:13058                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v68
	ds_write_b16 v19, v4 offset:13060                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v36
	ds_write_b16 v19, v4 offset:13062                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v69
	ds_write_b16 v19, v4 offset:15232                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v70
	ds_write_b16 v19, v4 offset:15234                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v71
	ds_write_b16 v19, v4 offset:15236                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v37
	ds_write_b16 v19, v4 offset:15238                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v72
	ds_write_b16 v19, v4 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v73
	ds_write_b16 v19, v4 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v74
	ds_write_b16 v19, v4 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v38
	ds_write_b16 v19, v4 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v41
	ds_write_b16 v19, v4 offset:19584                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v50
	ds_write_b16 v19, v4 offset:19586                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v51
	ds_write_b16 v19, v4 offset:19588                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v39
	ds_write_b16 v19, v4 offset:19590                   ; A operand of the product: stage
	v_mov_b32 v34, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v35, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v36, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_paged.kgen:23: product accumulator
	ds_read_b128 v[38:41], v11                          ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[50:53], v20 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[34:37], v[50:51], v[38:39], v[34:37] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[34:37], v[52:53], v[40:41], v[34:37] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[38:41], v11 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[50:53], v20 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[34:37], v[50:51], v[38:39], v[34:37] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[34:37], v[52:53], v[40:41], v[34:37] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[38:41], v11 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[50:53], v20 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[34:37], v[50:51], v[38:39], v[34:37] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[34:37], v[52:53], v[40:41], v[34:37] ; examples/attention_paged.kgen:23: mfma 16x16x16
	ds_read_b128 v[38:41], v11 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[50:53], v20 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[34:37], v[50:51], v[38:39], v[34:37] ; examples/attention_paged.kgen:23: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[34:37], v[52:53], v[40:41], v[34:37] ; examples/attention_paged.kgen:23: mfma 16x16x16
	s_nop 6
	v_mul_f32 v4, s16, v34                              ; examples/attention_paged.kgen:23
	v_mul_f32 v33, s16, v35                             ; examples/attention_paged.kgen:23
	v_mul_f32 v38, s16, v36                             ; examples/attention_paged.kgen:23
	v_mul_f32 v39, s16, v37                             ; examples/attention_paged.kgen:23
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:23
	v_cndmask_b32 v35, v34, v4, s[30:31]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_paged.kgen:23
	v_cndmask_b32 v34, v4, v33, s[42:43]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_paged.kgen:23
	v_cndmask_b32 v33, v4, v38, s[46:47]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_paged.kgen:23
	v_cndmask_b32 v36, v4, v39, s[48:49]
	v_cmp_lt_u32 s[30:31], v10, s23                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[18:19], s[30:31]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v37, v4, v35, s[42:43]
	v_add_u32 v4, 1, v10
	v_cmp_lt_u32 s[30:31], v4, s23                      ; 'tt' element in bounds
	s_and_b64 s[46:47], s[18:19], s[30:31]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v38, v4, v34, s[46:47]
	v_add_u32 v4, 2, v10
	v_cmp_lt_u32 s[30:31], v4, s23                      ; 'tt' element in bounds
	s_and_b64 s[48:49], s[18:19], s[30:31]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v39, v4, v33, s[48:49]
	v_add_u32 v4, 3, v10
	v_cmp_lt_u32 s[30:31], v4, s23                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[18:19], s[30:31]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v40, v4, v36, s[22:23]
	v_max_f32 v4, v37, v38                              ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[30:31], v37, v38
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v4, v37, s[30:31]
	v_max_f32 v4, v38, v39                              ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[30:31], v38, v39
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v4, v37, s[30:31]
	v_max_f32 v4, v38, v40                              ; max over 'tt' (examples/attention_paged.kgen:24)
	v_cmp_u_f32 s[30:31], v38, v40
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v4, v37, s[30:31]
	ds_swizzle_b32 v4, v38 offset:swizzle(SWAP,16)      ; max over 'tt' (examples/attention_paged.kgen:24): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v37, v38, v4
	v_cmp_u_f32 s[30:31], v38, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v37, v4, s[30:31]
	v_and_b32 v4, 63, v0                                ; max over 'tt' (examples/attention_paged.kgen:24): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v37, v4, v38
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v38, v37
	v_cmp_u_f32 s[30:31], v38, v37
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v4, v37, s[30:31]
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_451
	ds_write_b32 v5, v38 offset:23552                   ; max over 'tt' (examples/attention_paged.kgen:24): this warp group's partial
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v7 offset:23552                     ; max over 'tt' (examples/attention_paged.kgen:24): warp group 0
	ds_read_b32 v37, v7 offset:23616                    ; max over 'tt' (examples/attention_paged.kgen:24): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v38, v4, v37
	v_cmp_u_f32 s[30:31], v4, v37
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v38, v4, s[30:31]
	ds_read_b32 v4, v7 offset:23680                     ; max over 'tt' (examples/attention_paged.kgen:24): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v38, v37, v4
	v_cmp_u_f32 s[30:31], v37, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v38, v4, s[30:31]
	ds_read_b32 v4, v7 offset:23744                     ; max over 'tt' (examples/attention_paged.kgen:24): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v38, v37, v4
	v_cmp_u_f32 s[30:31], v37, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v38, v4, s[30:31]
	v_max_f32 v4, v2, v37                               ; examples/attention_paged.kgen:24
	v_cmp_u_f32 s[30:31], v2, v37
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v4, v37, s[30:31]
	v_sub_f32 v4, v2, v38                               ; examples/attention_paged.kgen:26
	v_mul_f32 v37, 0x3fb8aa3b, v4                       ; examples/attention_paged.kgen:26
	v_exp_f32 v4, v37                                   ; examples/attention_paged.kgen:26
	s_nop 0
	v_mul_f32 v37, v24, v4                              ; examples/attention_paged.kgen:28
	v_mul_f32 v39, v25, v4                              ; examples/attention_paged.kgen:28
	v_mul_f32 v40, v26, v4                              ; examples/attention_paged.kgen:28
	v_mul_f32 v41, v27, v4                              ; examples/attention_paged.kgen:28
	v_mul_f32 v50, v28, v4                              ; examples/attention_paged.kgen:28
	v_mul_f32 v51, v29, v4                              ; examples/attention_paged.kgen:28
	v_mul_f32 v52, v30, v4                              ; examples/attention_paged.kgen:28
	v_mul_f32 v53, v31, v4                              ; examples/attention_paged.kgen:28
	v_mov_b32 v24, v37                                  ; 'acc' scaled in place
	v_mov_b32 v25, v39                                  ; 'acc' scaled in place
	v_mov_b32 v26, v40                                  ; 'acc' scaled in place
	v_mov_b32 v27, v41                                  ; 'acc' scaled in place
	v_mov_b32 v28, v50                                  ; 'acc' scaled in place
	v_mov_b32 v29, v51                                  ; 'acc' scaled in place
	v_mov_b32 v30, v52                                  ; 'acc' scaled in place
	v_mov_b32 v31, v53                                  ; 'acc' scaled in place
	s_and_saveexec_b64 s[30:31], s[14:15]               ; lanes where %vpred_118
	ds_write_b32 v3, v6 offset:23808                    ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v12 offset:23812                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v22 offset:23816                   ; convert the operand at 28:48: write this thread's elements
	ds_write_b32 v3, v32 offset:23820                   ; convert the operand at 28:48: write this thread's elements
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v6, v14 offset:23808                    ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v12, v14 offset:23840                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v22, v14 offset:23872                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v32, v14 offset:23904                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v37, v14 offset:23936                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v39, v14 offset:23968                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v40, v14 offset:24000                   ; convert the operand at 28:48: read in the new layout
	ds_read_b32 v41, v14 offset:24032                   ; convert the operand at 28:48: read in the new layout
	s_and_saveexec_b64 s[30:31], s[14:15]               ; lanes where %vpred_118
	ds_write_b32 v15, v42 offset:24064                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v43 offset:24068                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v44 offset:24072                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v45 offset:24076                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v46 offset:24128                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v47 offset:24132                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v48 offset:24136                  ; convert the operand at 28:57: write this thread's elements
	ds_write_b32 v15, v49 offset:24140                  ; convert the operand at 28:57: write this thread's elements
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v42, v16 offset:24064                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v43, v16 offset:24068                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v44, v16 offset:24072                   ; convert the operand at 28:57: read in the new layout
	ds_read_b32 v45, v16 offset:24076                   ; convert the operand at 28:57: read in the new layout
	v_mov_b32 v46, 0x80
	v_mul_lo_u32 v47, v46, v6
	v_add_u32 v46, v54, v47
	s_waitcnt lgkmcnt(3)
	v_add_u32 v47, v46, v42
	v_lshlrev_b32 v48, 1, v47                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[30:31], v6, 64                       ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[52:53], s[54:55], s[30:31]
	v_mov_b32 v6, 0x80                                  ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[30:31], v42, v6
	s_and_b64 s[56:57], s[52:53], s[30:31]
	s_and_b64 s[60:61], s[56:57], s[58:59]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[56:57], s[60:61]               ; lanes where %vpred_2666
	global_load_ushort v6, v48, s[10:11]                ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v6
	s_waitcnt lgkmcnt(2)
	v_add_u32 v6, v46, v43
	v_lshlrev_b32 v48, 1, v6                            ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v6, 0x80                                  ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[56:57], v43, v6
	s_and_b64 s[60:61], s[52:53], s[56:57]
	s_and_b64 s[62:63], s[60:61], s[58:59]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[62:63]               ; lanes where %vpred_2673
	global_load_ushort v6, v48, s[10:11]                ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v6
	s_waitcnt lgkmcnt(1)
	v_add_u32 v6, v46, v44
	v_lshlrev_b32 v49, 1, v6                            ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v6, 0x80                                  ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[60:61], v44, v6
	s_and_b64 s[62:63], s[52:53], s[60:61]
	s_and_b64 s[64:65], s[62:63], s[58:59]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[64:65]               ; lanes where %vpred_2680
	global_load_ushort v6, v49, s[10:11]                ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v6
	s_waitcnt lgkmcnt(0)
	v_add_u32 v6, v46, v45
	v_lshlrev_b32 v46, 1, v6                            ; examples/attention_paged.kgen:28: byte offset
	v_mov_b32 v6, 0x80                                  ; subscript 2 of 'vc' inside [0, 128)
	v_cmp_lt_u32 s[62:63], v45, v6
	s_and_b64 s[64:65], s[52:53], s[62:63]
	s_and_b64 s[52:53], s[64:65], s[58:59]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[58:59], s[52:53]               ; lanes where %vpred_2687
	global_load_ushort v6, v46, s[10:11]                ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v6
	v_mov_b32 v6, 0x80
	v_mul_lo_u32 v50, v6, v12
	v_add_u32 v6, v54, v50
	v_add_u32 v50, v6, v42
	v_lshlrev_b32 v51, 1, v50                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[52:53], v12, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[58:59], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[58:59], s[30:31]
	s_and_b64 s[64:65], s[52:53], s[66:67]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2697
	global_load_ushort v12, v51, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v12
	v_add_u32 v12, v6, v43
	v_lshlrev_b32 v51, 1, v12                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[56:57]
	s_and_b64 s[64:65], s[52:53], s[66:67]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2703
	global_load_ushort v12, v51, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v12
	v_add_u32 v12, v6, v44
	v_lshlrev_b32 v52, 1, v12                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[60:61]
	s_and_b64 s[64:65], s[52:53], s[66:67]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2709
	global_load_ushort v12, v52, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v12
	v_add_u32 v12, v6, v45
	v_lshlrev_b32 v6, 1, v12                            ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[62:63]
	s_and_b64 s[58:59], s[52:53], s[66:67]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[58:59]               ; lanes where %vpred_2715
	global_load_ushort v12, v6, s[10:11]                ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v6, 16, v12
	v_mov_b32 v12, 0x80
	v_mul_lo_u32 v53, v12, v22
	v_add_u32 v12, v54, v53
	v_add_u32 v53, v12, v42
	v_lshlrev_b32 v55, 1, v53                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[52:53], v22, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[58:59], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[58:59], s[30:31]
	s_and_b64 s[64:65], s[52:53], s[68:69]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2725
	global_load_ushort v22, v55, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v22
	v_add_u32 v22, v12, v43
	v_lshlrev_b32 v55, 1, v22                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[56:57]
	s_and_b64 s[64:65], s[52:53], s[68:69]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2731
	global_load_ushort v22, v55, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v22
	v_add_u32 v22, v12, v44
	v_lshlrev_b32 v56, 1, v22                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[60:61]
	s_and_b64 s[64:65], s[52:53], s[68:69]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2737
	global_load_ushort v22, v56, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v22
	v_add_u32 v22, v12, v45
	v_lshlrev_b32 v12, 1, v22                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[62:63]
	s_and_b64 s[58:59], s[52:53], s[68:69]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[58:59]               ; lanes where %vpred_2743
	global_load_ushort v22, v12, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v12, 16, v22
	v_mov_b32 v22, 0x80
	v_mul_lo_u32 v57, v22, v32
	v_add_u32 v22, v54, v57
	v_add_u32 v57, v22, v42
	v_lshlrev_b32 v58, 1, v57                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[52:53], v32, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[58:59], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[58:59], s[30:31]
	s_and_b64 s[64:65], s[52:53], s[70:71]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2753
	global_load_ushort v32, v58, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v32
	v_add_u32 v32, v22, v43
	v_lshlrev_b32 v58, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[56:57]
	s_and_b64 s[64:65], s[52:53], s[70:71]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2759
	global_load_ushort v32, v58, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v32
	v_add_u32 v32, v22, v44
	v_lshlrev_b32 v59, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[60:61]
	s_and_b64 s[64:65], s[52:53], s[70:71]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2765
	global_load_ushort v32, v59, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v32
	v_add_u32 v32, v22, v45
	v_lshlrev_b32 v22, 1, v32                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[62:63]
	s_and_b64 s[58:59], s[52:53], s[70:71]
	v_mov_b32 v32, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[58:59]               ; lanes where %vpred_2771
	global_load_ushort v32, v22, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v32
	v_mov_b32 v32, 0x80
	v_mul_lo_u32 v60, v32, v37
	v_add_u32 v32, v54, v60
	v_add_u32 v60, v32, v42
	v_lshlrev_b32 v61, 1, v60                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[52:53], v37, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[58:59], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[58:59], s[30:31]
	s_and_b64 s[64:65], s[52:53], s[72:73]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2781
	global_load_ushort v37, v61, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v37
	v_add_u32 v37, v32, v43
	v_lshlrev_b32 v61, 1, v37                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[56:57]
	s_and_b64 s[64:65], s[52:53], s[72:73]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2787
	global_load_ushort v37, v61, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v37
	v_add_u32 v37, v32, v44
	v_lshlrev_b32 v62, 1, v37                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[60:61]
	s_and_b64 s[64:65], s[52:53], s[72:73]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2793
	global_load_ushort v37, v62, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v37
	v_add_u32 v37, v32, v45
	v_lshlrev_b32 v32, 1, v37                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[62:63]
	s_and_b64 s[58:59], s[52:53], s[72:73]
	v_mov_b32 v37, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[58:59]               ; lanes where %vpred_2799
	global_load_ushort v37, v32, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v37
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v63, v37, v39
	v_add_u32 v37, v54, v63
	v_add_u32 v63, v37, v42
	v_lshlrev_b32 v64, 1, v63                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[52:53], v39, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[58:59], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[58:59], s[30:31]
	s_and_b64 s[64:65], s[52:53], s[74:75]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2809
	global_load_ushort v39, v64, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v39
	v_add_u32 v39, v37, v43
	v_lshlrev_b32 v64, 1, v39                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[56:57]
	s_and_b64 s[64:65], s[52:53], s[74:75]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2815
	global_load_ushort v39, v64, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v39
	v_add_u32 v39, v37, v44
	v_lshlrev_b32 v65, 1, v39                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[60:61]
	s_and_b64 s[64:65], s[52:53], s[74:75]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2821
	global_load_ushort v39, v65, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v39
	v_add_u32 v39, v37, v45
	v_lshlrev_b32 v37, 1, v39                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[62:63]
	s_and_b64 s[58:59], s[52:53], s[74:75]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[58:59]               ; lanes where %vpred_2827
	global_load_ushort v39, v37, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v39
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v66, v39, v40
	v_add_u32 v39, v54, v66
	v_add_u32 v66, v39, v42
	v_lshlrev_b32 v67, 1, v66                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[52:53], v40, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[58:59], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[58:59], s[30:31]
	s_and_b64 s[64:65], s[52:53], s[76:77]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2837
	global_load_ushort v40, v67, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v40
	v_add_u32 v40, v39, v43
	v_lshlrev_b32 v67, 1, v40                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[56:57]
	s_and_b64 s[64:65], s[52:53], s[76:77]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2843
	global_load_ushort v40, v67, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v40
	v_add_u32 v40, v39, v44
	v_lshlrev_b32 v68, 1, v40                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[60:61]
	s_and_b64 s[64:65], s[52:53], s[76:77]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[64:65]               ; lanes where %vpred_2849
	global_load_ushort v40, v68, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v40
	v_add_u32 v40, v39, v45
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[52:53], s[58:59], s[62:63]
	s_and_b64 s[58:59], s[52:53], s[76:77]
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[58:59]               ; lanes where %vpred_2855
	global_load_ushort v40, v39, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v40
	v_mov_b32 v40, 0x80
	v_mul_lo_u32 v69, v40, v41
	v_add_u32 v40, v54, v69
	v_add_u32 v54, v40, v42
	v_lshlrev_b32 v42, 1, v54                           ; examples/attention_paged.kgen:28: byte offset
	v_cmp_lt_u32 s[52:53], v41, 64                      ; subscript 1 of 'vc' inside [0, 64)
	s_and_b64 s[58:59], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[58:59], s[30:31]
	s_and_b64 s[30:31], s[52:53], s[50:51]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[30:31]               ; lanes where %vpred_2865
	global_load_ushort v41, v42, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v41
	v_add_u32 v41, v40, v43
	v_lshlrev_b32 v43, 1, v41                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[58:59], s[56:57]
	s_and_b64 s[52:53], s[30:31], s[50:51]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[52:53]               ; lanes where %vpred_2871
	global_load_ushort v41, v43, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v41
	v_add_u32 v41, v40, v44
	v_lshlrev_b32 v44, 1, v41                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[58:59], s[60:61]
	s_and_b64 s[52:53], s[30:31], s[50:51]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[52:53]               ; lanes where %vpred_2877
	global_load_ushort v41, v44, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v41
	v_add_u32 v41, v40, v45
	v_lshlrev_b32 v40, 1, v41                           ; examples/attention_paged.kgen:28: byte offset
	s_and_b64 s[30:31], s[58:59], s[62:63]
	s_and_b64 s[52:53], s[30:31], s[50:51]
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[52:53]               ; lanes where %vpred_2883
	global_load_ushort v41, v40, s[10:11]               ; examples/attention_paged.kgen:28: gather from 'vc'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v41
	v_lshrrev_b32 v41, 16, v47
	ds_write_b16 v21, v41 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v41, 16, v48
	ds_write_b16 v21, v41 offset:4496                   ; A operand of the product: stage
	v_lshrrev_b32 v41, 16, v49
	ds_write_b16 v21, v41 offset:4640                   ; A operand of the product: stage
	v_lshrrev_b32 v41, 16, v46
	ds_write_b16 v21, v41 offset:4784                   ; A operand of the product: stage
	v_lshrrev_b32 v41, 16, v50
	ds_write_b16 v21, v41 offset:4368                   ; A operand of the product: stage
	v_lshrrev_b32 v41, 16, v51
	ds_write_b16 v21, v41 offset:4512                   ; A operand of the product: stage
	v_lshrrev_b32 v41, 16, v52
	ds_write_b16 v21, v41 offset:4656                   ; A operand of the product: stage
	v_lshrrev_b32 v41, 16, v6
	ds_write_b16 v21, v41 offset:4800                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v53
	ds_write_b16 v21, v6 offset:4384                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v55
	ds_write_b16 v21, v6 offset:4528                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v56
	ds_write_b16 v21, v6 offset:4672                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v12
	ds_write_b16 v21, v6 offset:4816                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v57
	ds_write_b16 v21, v6 offset:4400                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v58
	ds_write_b16 v21, v6 offset:4544                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v59
	ds_write_b16 v21, v6 offset:4688                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v22
	ds_write_b16 v21, v6 offset:4832                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v60
	ds_write_b16 v21, v6 offset:4416                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v61
	ds_write_b16 v21, v6 offset:4560                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v62
	ds_write_b16 v21, v6 offset:4704                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v32
	ds_write_b16 v21, v6 offset:4848                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v63
	ds_write_b16 v21, v6 offset:4432                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v64
	ds_write_b16 v21, v6 offset:4576                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v65
	ds_write_b16 v21, v6 offset:4720                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v37
	ds_write_b16 v21, v6 offset:4864                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v66
	ds_write_b16 v21, v6 offset:4448                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v67
	ds_write_b16 v21, v6 offset:4592                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v68
	ds_write_b16 v21, v6 offset:4736                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v39
	ds_write_b16 v21, v6 offset:4880                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v42
	ds_write_b16 v21, v6 offset:4464                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v43
	ds_write_b16 v21, v6 offset:4608                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v44
	ds_write_b16 v21, v6 offset:4752                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v40
	ds_write_b16 v21, v6 offset:4896                    ; A operand of the product: stage
	v_mul_f32 v6, 0xbfb8aa3b, v38                       ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:25)
	v_mov_b32 v12, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v22, v35, v12, v6
	v_exp_f32 v12, v22                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v22, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v32, v34, v22, v6
	v_exp_f32 v22, v32                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v32, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v34, v33, v32, v6
	v_exp_f32 v32, v34                                  ; examples/attention_paged.kgen:25
	v_mov_b32 v33, 0x3fb8aa3b                           ; examples/attention_paged.kgen:25
	v_fma_f32 v34, v36, v33, v6
	v_exp_f32 v6, v34                                   ; examples/attention_paged.kgen:25
	v_bfe_u32 v33, v12, 16, 1                           ; round to bf16
	v_add3_u32 v34, v12, v33, s5
	v_cmp_u_f32 s[30:31], v12, v12
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v34, v34, v33, s[30:31]
	v_and_b32 v33, 0xffff0000, v34
	v_bfe_u32 v34, v22, 16, 1                           ; round to bf16
	v_add3_u32 v35, v22, v34, s5
	v_cmp_u_f32 s[30:31], v22, v22
	v_mov_b32 v34, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v35, v35, v34, s[30:31]
	v_and_b32 v34, 0xffff0000, v35
	v_bfe_u32 v35, v32, 16, 1                           ; round to bf16
	v_add3_u32 v36, v32, v35, s5
	v_cmp_u_f32 s[30:31], v32, v32
	v_mov_b32 v35, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v36, v35, s[30:31]
	v_and_b32 v35, 0xffff0000, v36
	v_bfe_u32 v36, v6, 16, 1                            ; round to bf16
	v_add3_u32 v37, v6, v36, s5
	v_cmp_u_f32 s[30:31], v6, v6
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v37, v36, s[30:31]
	v_and_b32 v36, 0xffff0000, v37
	v_cndmask_b32 v37, 0, v33, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v37
	ds_write_b16 v23, v33 offset:24576                  ; B operand of the product: stage
	v_cndmask_b32 v33, 0, v34, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v34, 16, v33
	ds_write_b16 v23, v34 offset:24578                  ; B operand of the product: stage
	v_cndmask_b32 v33, 0, v35, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v34, 16, v33
	ds_write_b16 v23, v34 offset:24580                  ; B operand of the product: stage
	v_cndmask_b32 v33, 0, v36, s[22:23]                 ; absent elements add nothing
	v_lshrrev_b32 v34, 16, v33
	ds_write_b16 v23, v34 offset:24582                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v18 offset:24576             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[40:43], v17 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[44:47], v17 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[24:27], v[40:41], v[34:35], v[24:27] ; examples/attention_paged.kgen:28: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[28:31], v[44:45], v[34:35], v[28:31] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[24:27], v[42:43], v[36:37], v[24:27] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[28:31], v[46:47], v[36:37], v[28:31] ; examples/attention_paged.kgen:28: mfma 16x16x16
	ds_read_b128 v[34:37], v18 offset:24640             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[40:43], v17 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[44:47], v17 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16_bf16 v[24:27], v[40:41], v[34:35], v[24:27] ; examples/attention_paged.kgen:28: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16_bf16 v[28:31], v[44:45], v[34:35], v[28:31] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[24:27], v[42:43], v[36:37], v[24:27] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mfma_f32_16x16x16_bf16 v[28:31], v[46:47], v[36:37], v[28:31] ; examples/attention_paged.kgen:28: mfma 16x16x16
	v_mul_f32 v33, v1, v4                               ; examples/attention_paged.kgen:27
	v_cndmask_b32 v4, 0, v12, s[42:43]                  ; absent elements contribute the identity
	v_cndmask_b32 v12, 0, v22, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v22, 0, v32, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v32, 0, v6, s[22:23]                  ; absent elements contribute the identity
	v_add_f32 v6, v4, v12                               ; sum over 'tt' (examples/attention_paged.kgen:27)
	v_add_f32 v4, v6, v22                               ; sum over 'tt' (examples/attention_paged.kgen:27)
	v_add_f32 v6, v4, v32                               ; sum over 'tt' (examples/attention_paged.kgen:27)
	ds_swizzle_b32 v4, v6 offset:swizzle(SWAP,16)       ; sum over 'tt' (examples/attention_paged.kgen:27): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v6, v4
	v_and_b32 v4, 63, v0                                ; sum over 'tt' (examples/attention_paged.kgen:27): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v6, v4, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v12, v6
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_451
	ds_write_b32 v5, v4 offset:28928                    ; sum over 'tt' (examples/attention_paged.kgen:27): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v7 offset:28928                     ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 0
	ds_read_b32 v6, v7 offset:28992                     ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v4, v6
	ds_read_b32 v4, v7 offset:29056                     ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v12, v4
	ds_read_b32 v4, v7 offset:29120                     ; sum over 'tt' (examples/attention_paged.kgen:27): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v6, v4
	v_add_f32 v4, v33, v12                              ; examples/attention_paged.kgen:27
	v_mov_b32 v1, v4                                    ; next 'l'
	v_mov_b32 v2, v38                                   ; next 'mx'
	s_add_u32 s17, s17, 64
	s_cmp_lt_u32 s17, s34
	s_cbranch_scc1 .Lattention_paged_split_loop3
.Lattention_paged_split_loop3_end:
	s_and_saveexec_b64 s[8:9], s[18:19]                 ; lanes where %vpred_1553
	global_store_dword v8, v24, s[6:7]                  ; examples/attention_paged.kgen:21: store to 'acc_parts'
	global_store_dword v8, v25, s[6:7] offset:4         ; examples/attention_paged.kgen:21: store to 'acc_parts'
	global_store_dword v8, v26, s[6:7] offset:8         ; examples/attention_paged.kgen:21: store to 'acc_parts'
	global_store_dword v8, v27, s[6:7] offset:12        ; examples/attention_paged.kgen:21: store to 'acc_parts'
	global_store_dword v8, v28, s[6:7] offset:64        ; examples/attention_paged.kgen:21: store to 'acc_parts'
	global_store_dword v8, v29, s[6:7] offset:68        ; examples/attention_paged.kgen:21: store to 'acc_parts'
	global_store_dword v8, v30, s[6:7] offset:72        ; examples/attention_paged.kgen:21: store to 'acc_parts'
	global_store_dword v8, v31, s[6:7] offset:76        ; examples/attention_paged.kgen:21: store to 'acc_parts'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[6:7], s[18:19], s[36:37]
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_2983
	global_store_dword v7, v1, s[44:45]                 ; examples/attention_paged.kgen:21: store to 'l_parts'
	global_store_dword v7, v2, s[20:21]                 ; examples/attention_paged.kgen:21: store to 'mx_parts'
	s_mov_b64 exec, s[8:9]
.Lattention_paged_split_if0_end:
	s_endpgm
.Lfunc_end_attention_paged_split:
	.size	attention_paged_split, .Lfunc_end_attention_paged_split-attention_paged_split

; kernel attention_paged_split_fold: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel attention_paged_split_fold from examples/attention_paged.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 4 x 64-wide waves
;   grid: r, b
;   chunk: part: 1, b: 1, r: 16, d: 128; walked in chunks: part
;   layout: part:1 x b:1 x r:16 x d:128: reg[d1 d2 r8] lane[d4 d8 d16 d32 d64 r1] warp[r2 r4]
;     (fastest axis 'd', 4 contiguous elements per thread)
;   fastest axis 'd': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   walk 'part' in chunks of 1: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [part, b, r]: part:1 x b:1 x r:16: reg[0 0 r8] lane[0 0 0 0 0 r1] warp[r2 r4]
;     L1 [b, r]: b:1 x r:16: reg[0 0 r8] lane[0 0 0 0 0 r1] warp[r2 r4]
;     L2 [part, b, r, d]: part:1 x b:1 x r:16 x d:128: reg[d1 d2 r8] lane[d4 d8 d16 d32 d64 r1] warp[r2 r4]
;     L3 [b, r, d]: b:1 x r:16 x d:128: reg[d1 d2 r8] lane[d4 d8 d16 d32 d64 r1] warp[r2 r4]
;       21:5 load mx_parts -> L0; 21:5 gt -> L0; 21:5 load l_parts -> L0; 18:10 add -> L1; 21:5 load mx_parts -> L0; 21:5 reduce max -> L1
;       21:5 max -> L1; 26:21 sub -> L0; 26:17 exp -> L0; 21:5 mul -> L0; 21:5 select -> L0; 21:5 reduce sum -> L1
;       31:29 gt -> L1; 21:5 load mx_parts -> L0; 21:5 gt -> L0; 21:5 load acc_parts -> L2; 26:21 sub -> L0; 26:17 exp -> L0
;       21:5 mul -> L2; 21:5 select -> L2; 21:5 reduce sum -> L3; 31:38 div -> L3; 31:23 select -> L3; 31:18 cast -> L3
;   phase 1 (walking 'part' in chunks of 1): max over 'part' (21:5)
;   phase 2 (walking 'part' in chunks of 1): sum over 'part' (21:5), sum over 'part' (21:5)
; resources: 31 VGPRs, 0 AGPRs, 40 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 100 bytes of arguments, 256 threads
;   arg q: tensor bf16 at 0 (read-only)
;   arg kc: tensor bf16 at 8 (read-only)
;   arg vc: tensor bf16 at 16 (read-only)
;   arg table: tensor i32 at 24 (read-only)
;   arg lens: tensor i32 at 32 (read-only)
;   arg o: tensor bf16 at 40
;   arg scale: scalar f32 at 48
;   arg acc_parts: tensor f32 at 56 (read-only)
;   arg l_parts: tensor f32 at 64 (read-only)
;   arg mx_parts: tensor f32 at 72 (read-only)
;   arg B: dim i32 at 80
;   arg R: dim i32 at 84
;   arg NP: dim i32 at 88
;   arg P: dim i32 at 92
;   arg parts: dim i32 at 96
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	attention_paged_split_fold
	.p2align	8
	.type	attention_paged_split_fold,@function
attention_paged_split_fold:
	s_mov_b32 s4, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_mov_b32 s5, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x28                 ; argument o
	s_load_dwordx2 s[8:9], s[0:1], 0x38                 ; argument acc_parts
	s_load_dwordx2 s[10:11], s[0:1], 0x40               ; argument l_parts
	s_load_dwordx2 s[12:13], s[0:1], 0x48               ; argument mx_parts
	s_load_dword s14, s[0:1], 0x50                      ; argument B
	s_load_dword s15, s[0:1], 0x54                      ; argument R
	s_load_dword s16, s[0:1], 0x60                      ; argument parts
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s17, s2                                   ; program index along 'r'
	s_mul_i32 s18, s17, 16                              ; first 'r' of this program's tile (16)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s17, s15, s18
	s_min_u32 s19, s17, 16                              ; 'r' elements in this tile
	s_mov_b32 s17, s3                                   ; program index along 'b'
	v_mov_b32 v2, 0xff800000                            ; identity of max
	v_mov_b32 v3, 0xff800000                            ; identity of max
	s_cmp_ge_u32 s19, 16                                ; a whole chunk of 'r' (16) is in bounds
	s_cselect_b32 s20, 1, 0
	s_cmp_ge_u32 s16, 1                                 ; at least one whole chunk of 'part'
	s_cselect_b32 s21, 1, 0
	s_sub_u32 s22, s16, 0
	s_cmp_lg_u32 s21, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s23, s22, 0
	s_cmp_lg_u32 s20, 0
	s_cselect_b32 s22, s23, 0
	s_mul_i32 s23, s15, s14                             ; a stride of 'mx_parts'
	v_lshrrev_b32 v4, 5, v1
	v_lshlrev_b32 v5, 2, v4                             ; thread's byte offset in a chunk of 'mx_parts'
	s_mul_i32 s24, s17, s15
	s_mul_hi_u32 s25, s17, s15
	s_lshl_b64 s[26:27], s[24:25], 2
	s_add_u32 s24, s12, s26                             ; 'mx_parts' at this program
	s_addc_u32 s25, s13, s27
	s_mov_b32 s12, s18
	s_mov_b32 s13, 0
	s_lshl_b64 s[28:29], s[12:13], 2
	s_add_u32 s12, s24, s28                             ; 'mx_parts' at this program
	s_addc_u32 s13, s25, s29
	s_mov_b32 s24, 0                                    ; chunks of 1 along 'part': whole chunks
	s_cmp_ge_u32 s24, s22
	s_cbranch_scc1 .Lattention_paged_split_fold_loop0_end
.Lattention_paged_split_fold_loop0:
	s_mul_i32 s30, s24, s23
	s_mul_hi_u32 s31, s24, s23
	s_lshl_b64 s[32:33], s[30:31], 2
	s_add_u32 s30, s12, s32                             ; 'mx_parts' at this chunk
	s_addc_u32 s31, s13, s33
	global_load_dword v6, v5, s[30:31]                  ; examples/attention_paged.kgen:21: load of 'mx_parts'
	global_load_dword v7, v5, s[30:31] offset:32        ; examples/attention_paged.kgen:21: load of 'mx_parts'
	s_waitcnt vmcnt(1)
	v_max_f32 v8, v2, v6                                ; max over 'part' (examples/attention_paged.kgen:21)
	v_cmp_u_f32 s[30:31], v2, v6
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v8, v6, s[30:31]
	s_waitcnt vmcnt(0)
	v_max_f32 v6, v3, v7                                ; max over 'part' (examples/attention_paged.kgen:21)
	v_cmp_u_f32 s[30:31], v3, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v6, v7, s[30:31]
	s_add_u32 s24, s24, 1
	s_cmp_lt_u32 s24, s22
	s_cbranch_scc1 .Lattention_paged_split_fold_loop0
.Lattention_paged_split_fold_loop0_end:
	s_mov_b32 s25, s24                                  ; chunks of 1 along 'part': the rest, masked
	s_cmp_ge_u32 s25, s16
	s_cbranch_scc1 .Lattention_paged_split_fold_loop1_end
.Lattention_paged_split_fold_loop1:
	s_sub_u32 s24, s16, s25
	s_mul_i32 s30, s25, s23
	s_mul_hi_u32 s31, s25, s23
	s_lshl_b64 s[32:33], s[30:31], 2
	s_add_u32 s30, s12, s32                             ; 'mx_parts' at this chunk
	s_addc_u32 s31, s13, s33
	s_cmp_lt_u32 0, s24                                 ; 'part' element in bounds
	s_cselect_b32 s24, 1, 0
	v_cmp_lt_u32 s[32:33], v4, s19                      ; 'r' element in bounds
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[36:37], s[34:35], s[32:33]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[36:37]               ; lanes where %vpred_52
	global_load_dword v6, v5, s[30:31]                  ; examples/attention_paged.kgen:21: load of 'mx_parts'
	s_mov_b64 exec, s[32:33]
	v_add_u32 v7, 8, v4
	v_cmp_lt_u32 s[32:33], v7, s19                      ; 'r' element in bounds
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[38:39], s[34:35], s[32:33]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[38:39]               ; lanes where %vpred_56
	global_load_dword v7, v5, s[30:31] offset:32        ; examples/attention_paged.kgen:21: load of 'mx_parts'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v8, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v9, v8, v6, s[36:37]
	v_max_f32 v6, v2, v9                                ; max over 'part' (examples/attention_paged.kgen:21)
	v_cmp_u_f32 s[30:31], v2, v9
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v6, v8, s[30:31]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v8, v6, v7, s[38:39]
	v_max_f32 v6, v3, v8                                ; max over 'part' (examples/attention_paged.kgen:21)
	v_cmp_u_f32 s[30:31], v3, v8
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v6, v7, s[30:31]
	s_add_u32 s25, s25, 1
	s_cmp_lt_u32 s25, s16
	s_cbranch_scc1 .Lattention_paged_split_fold_loop1
.Lattention_paged_split_fold_loop1_end:
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
	v_mov_b32 v16, 0xff800000                           ; examples/attention_paged.kgen:18
	v_add_f32 v17, v16, 0
	v_max_f32 v16, v17, v2                              ; examples/attention_paged.kgen:21
	v_cmp_u_f32 s[24:25], v17, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v16, v2, s[24:25]
	v_max_f32 v2, v17, v3                               ; examples/attention_paged.kgen:21
	v_cmp_u_f32 s[24:25], v17, v3
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v16, v2, v3, s[24:25]
	s_add_u32 s24, s10, s26                             ; 'l_parts' at this program
	s_addc_u32 s25, s11, s27
	s_add_u32 s10, s24, s28                             ; 'l_parts' at this program
	s_addc_u32 s11, s25, s29
	s_mul_i32 s24, 0x80, s15                            ; a stride of 'acc_parts'
	s_mul_i32 s15, s24, s14                             ; a stride of 'acc_parts'
	v_mov_b32 v2, 0x80
	v_mul_lo_u32 v3, v2, v4
	v_and_b32 v2, 31, v1
	v_lshlrev_b32 v1, 2, v2
	v_add_u32 v2, v3, v1
	v_lshlrev_b32 v1, 2, v2                             ; thread's byte offset in a chunk of 'acc_parts'
	s_mul_i32 s26, s17, s24
	s_mul_hi_u32 s27, s17, s24
	s_lshl_b64 s[24:25], s[26:27], 2
	s_add_u32 s28, s8, s24                              ; 'acc_parts' at this program
	s_addc_u32 s29, s9, s25
	s_mul_i32 s8, s18, 0x80
	s_mul_hi_u32 s9, s18, 0x80
	s_lshl_b64 s[24:25], s[8:9], 2
	s_add_u32 s30, s28, s24                             ; 'acc_parts' at this program
	s_addc_u32 s31, s29, s25
	s_mov_b32 s14, 0                                    ; chunks of 1 along 'part': whole chunks
	s_cmp_ge_u32 s14, s22
	s_cbranch_scc1 .Lattention_paged_split_fold_loop2_end
.Lattention_paged_split_fold_loop2:
	s_mul_i32 s24, s14, s23
	s_mul_hi_u32 s25, s14, s23
	s_lshl_b64 s[28:29], s[24:25], 2
	s_add_u32 s24, s12, s28                             ; 'mx_parts' at this chunk
	s_addc_u32 s25, s13, s29
	global_load_dword v3, v5, s[24:25]                  ; examples/attention_paged.kgen:21: load of 'mx_parts'
	global_load_dword v17, v5, s[24:25] offset:32       ; examples/attention_paged.kgen:21: load of 'mx_parts'
	v_mov_b32 v19, 0xff800000                           ; examples/attention_paged.kgen:21
	s_waitcnt vmcnt(1)
	v_cmp_gt_f32 s[24:25], v3, v19
	v_mov_b32 v19, 0xff800000                           ; examples/attention_paged.kgen:21
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32 s[32:33], v17, v19
	s_add_u32 s34, s10, s28                             ; 'l_parts' at this chunk
	s_addc_u32 s35, s11, s29
	global_load_dword v19, v5, s[34:35]                 ; examples/attention_paged.kgen:21: load of 'l_parts'
	global_load_dword v20, v5, s[34:35] offset:32       ; examples/attention_paged.kgen:21: load of 'l_parts'
	v_mul_f32 v21, 0xbfb8aa3b, v18                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:26)
	v_mov_b32 v22, 0x3fb8aa3b                           ; examples/attention_paged.kgen:26
	v_fma_f32 v23, v3, v22, v21
	v_exp_f32 v3, v23                                   ; examples/attention_paged.kgen:26
	v_mul_f32 v21, 0xbfb8aa3b, v16                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:26)
	v_mov_b32 v22, 0x3fb8aa3b                           ; examples/attention_paged.kgen:26
	v_fma_f32 v23, v17, v22, v21
	v_exp_f32 v17, v23                                  ; examples/attention_paged.kgen:26
	s_waitcnt vmcnt(1)
	v_mul_f32 v21, v19, v3                              ; examples/attention_paged.kgen:21
	s_waitcnt vmcnt(0)
	v_mul_f32 v19, v20, v17                             ; examples/attention_paged.kgen:21
	v_cndmask_b32 v20, 0, v21, s[24:25]                 ; examples/attention_paged.kgen:21
	v_cndmask_b32 v21, 0, v19, s[32:33]                 ; examples/attention_paged.kgen:21
	v_add_f32 v6, v6, v20                               ; sum over 'part' (examples/attention_paged.kgen:21)
	v_add_f32 v7, v7, v21                               ; sum over 'part' (examples/attention_paged.kgen:21)
	s_mul_i32 s28, s14, s15
	s_mul_hi_u32 s29, s14, s15
	s_lshl_b64 s[34:35], s[28:29], 2
	s_add_u32 s28, s30, s34                             ; 'acc_parts' at this chunk
	s_addc_u32 s29, s31, s35
	global_load_dwordx4 v[20:23], v1, s[28:29]          ; examples/attention_paged.kgen:21: 16-byte load of 'acc_parts'
	v_add_u32 v19, 0x1000, v1                           ; examples/attention_paged.kgen:21: 16-byte load of 'acc_parts'
	global_load_dwordx4 v[24:27], v19, s[28:29]
	s_waitcnt vmcnt(1)
	v_mul_f32 v19, v20, v3                              ; examples/attention_paged.kgen:21
	v_mul_f32 v28, v21, v3                              ; examples/attention_paged.kgen:21
	v_mul_f32 v29, v22, v3                              ; examples/attention_paged.kgen:21
	v_mul_f32 v30, v23, v3                              ; examples/attention_paged.kgen:21
	s_waitcnt vmcnt(0)
	v_mul_f32 v3, v24, v17                              ; examples/attention_paged.kgen:21
	v_mul_f32 v20, v25, v17                             ; examples/attention_paged.kgen:21
	v_mul_f32 v21, v26, v17                             ; examples/attention_paged.kgen:21
	v_mul_f32 v22, v27, v17                             ; examples/attention_paged.kgen:21
	v_cndmask_b32 v17, 0, v19, s[24:25]                 ; examples/attention_paged.kgen:21
	v_cndmask_b32 v19, 0, v28, s[24:25]                 ; examples/attention_paged.kgen:21
	v_cndmask_b32 v23, 0, v29, s[24:25]                 ; examples/attention_paged.kgen:21
	v_cndmask_b32 v24, 0, v30, s[24:25]                 ; examples/attention_paged.kgen:21
	v_cndmask_b32 v25, 0, v3, s[32:33]                  ; examples/attention_paged.kgen:21
	v_cndmask_b32 v3, 0, v20, s[32:33]                  ; examples/attention_paged.kgen:21
	v_cndmask_b32 v20, 0, v21, s[32:33]                 ; examples/attention_paged.kgen:21
	v_cndmask_b32 v21, 0, v22, s[32:33]                 ; examples/attention_paged.kgen:21
	v_add_f32 v8, v8, v17                               ; sum over 'part' (examples/attention_paged.kgen:21)
	v_add_f32 v9, v9, v19                               ; sum over 'part' (examples/attention_paged.kgen:21)
	v_add_f32 v10, v10, v23                             ; sum over 'part' (examples/attention_paged.kgen:21)
	v_add_f32 v11, v11, v24                             ; sum over 'part' (examples/attention_paged.kgen:21)
	v_add_f32 v12, v12, v25                             ; sum over 'part' (examples/attention_paged.kgen:21)
	v_add_f32 v13, v13, v3                              ; sum over 'part' (examples/attention_paged.kgen:21)
	v_add_f32 v14, v14, v20                             ; sum over 'part' (examples/attention_paged.kgen:21)
	v_add_f32 v15, v15, v21                             ; sum over 'part' (examples/attention_paged.kgen:21)
	s_add_u32 s14, s14, 1
	s_cmp_lt_u32 s14, s22
	s_cbranch_scc1 .Lattention_paged_split_fold_loop2
.Lattention_paged_split_fold_loop2_end:
	s_mov_b32 s17, s14                                  ; chunks of 1 along 'part': the rest, masked
	s_cmp_ge_u32 s17, s16
	s_cbranch_scc1 .Lattention_paged_split_fold_loop3_end
.Lattention_paged_split_fold_loop3:
	s_sub_u32 s14, s16, s17
	s_mul_i32 s24, s17, s23
	s_mul_hi_u32 s25, s17, s23
	s_lshl_b64 s[28:29], s[24:25], 2
	s_add_u32 s24, s12, s28                             ; 'mx_parts' at this chunk
	s_addc_u32 s25, s13, s29
	s_cmp_lt_u32 0, s14                                 ; 'part' element in bounds
	s_cselect_b32 s14, 1, 0
	v_cmp_lt_u32 s[32:33], v4, s19                      ; 'r' element in bounds
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[36:37], s[34:35], s[32:33]
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[36:37]               ; lanes where %vpred_144
	global_load_dword v3, v5, s[24:25]                  ; examples/attention_paged.kgen:21: load of 'mx_parts'
	s_mov_b64 exec, s[32:33]
	v_add_u32 v17, 8, v4
	v_cmp_lt_u32 s[32:33], v17, s19                     ; 'r' element in bounds
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[38:39], s[34:35], s[32:33]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[38:39]               ; lanes where %vpred_148
	global_load_dword v17, v5, s[24:25] offset:32       ; examples/attention_paged.kgen:21: load of 'mx_parts'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v19, 0xff800000                           ; examples/attention_paged.kgen:21
	s_waitcnt vmcnt(1)
	v_cmp_gt_f32 s[24:25], v3, v19
	v_mov_b32 v19, 0xff800000                           ; examples/attention_paged.kgen:21
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32 s[32:33], v17, v19
	s_add_u32 s34, s10, s28                             ; 'l_parts' at this chunk
	s_addc_u32 s35, s11, s29
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_144
	global_load_dword v19, v5, s[34:35]                 ; examples/attention_paged.kgen:21: load of 'l_parts'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_148
	global_load_dword v20, v5, s[34:35] offset:32       ; examples/attention_paged.kgen:21: load of 'l_parts'
	s_mov_b64 exec, s[28:29]
	v_mul_f32 v21, 0xbfb8aa3b, v18                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:26)
	v_mov_b32 v22, 0x3fb8aa3b                           ; examples/attention_paged.kgen:26
	v_fma_f32 v23, v3, v22, v21
	v_exp_f32 v3, v23                                   ; examples/attention_paged.kgen:26
	v_mul_f32 v21, 0xbfb8aa3b, v16                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:26)
	v_mov_b32 v22, 0x3fb8aa3b                           ; examples/attention_paged.kgen:26
	v_fma_f32 v23, v17, v22, v21
	v_exp_f32 v17, v23                                  ; examples/attention_paged.kgen:26
	s_waitcnt vmcnt(1)
	v_mul_f32 v21, v19, v3                              ; examples/attention_paged.kgen:21
	s_waitcnt vmcnt(0)
	v_mul_f32 v19, v20, v17                             ; examples/attention_paged.kgen:21
	v_cndmask_b32 v20, 0, v21, s[24:25]                 ; examples/attention_paged.kgen:21
	v_cndmask_b32 v21, 0, v19, s[32:33]                 ; examples/attention_paged.kgen:21
	v_cndmask_b32 v19, 0, v20, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v6, v6, v19                               ; sum over 'part' (examples/attention_paged.kgen:21)
	v_cndmask_b32 v19, 0, v21, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v7, v7, v19                               ; sum over 'part' (examples/attention_paged.kgen:21)
	s_mul_i32 s28, s17, s15
	s_mul_hi_u32 s29, s17, s15
	s_lshl_b64 s[34:35], s[28:29], 2
	s_add_u32 s28, s30, s34                             ; 'acc_parts' at this chunk
	s_addc_u32 s29, s31, s35
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[36:37]               ; lanes where %vpred_144
	global_load_dword v19, v1, s[28:29]                 ; examples/attention_paged.kgen:21: load of 'acc_parts'
	s_mov_b64 exec, s[34:35]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[36:37]               ; lanes where %vpred_144
	global_load_dword v20, v1, s[28:29] offset:4        ; examples/attention_paged.kgen:21: load of 'acc_parts'
	s_mov_b64 exec, s[34:35]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[36:37]               ; lanes where %vpred_144
	global_load_dword v21, v1, s[28:29] offset:8        ; examples/attention_paged.kgen:21: load of 'acc_parts'
	s_mov_b64 exec, s[34:35]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[36:37]               ; lanes where %vpred_144
	global_load_dword v22, v1, s[28:29] offset:12       ; examples/attention_paged.kgen:21: load of 'acc_parts'
	s_mov_b64 exec, s[34:35]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[38:39]               ; lanes where %vpred_148
	v_add_u32 v24, 0x1000, v1                           ; examples/attention_paged.kgen:21: load of 'acc_parts'
	global_load_dword v23, v24, s[28:29]
	s_mov_b64 exec, s[34:35]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[38:39]               ; lanes where %vpred_148
	v_add_u32 v25, 0x1004, v1                           ; examples/attention_paged.kgen:21: load of 'acc_parts'
	global_load_dword v24, v25, s[28:29]
	s_mov_b64 exec, s[34:35]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[38:39]               ; lanes where %vpred_148
	v_add_u32 v26, 0x1008, v1                           ; examples/attention_paged.kgen:21: load of 'acc_parts'
	global_load_dword v25, v26, s[28:29]
	s_mov_b64 exec, s[34:35]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[38:39]               ; lanes where %vpred_148
	v_add_u32 v27, 0x100c, v1                           ; examples/attention_paged.kgen:21: load of 'acc_parts'
	global_load_dword v26, v27, s[28:29]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(7)
	v_mul_f32 v27, v19, v3                              ; examples/attention_paged.kgen:21
	s_waitcnt vmcnt(6)
	v_mul_f32 v19, v20, v3                              ; examples/attention_paged.kgen:21
	s_waitcnt vmcnt(5)
	v_mul_f32 v20, v21, v3                              ; examples/attention_paged.kgen:21
	s_waitcnt vmcnt(4)
	v_mul_f32 v21, v22, v3                              ; examples/attention_paged.kgen:21
	s_waitcnt vmcnt(3)
	v_mul_f32 v3, v23, v17                              ; examples/attention_paged.kgen:21
	s_waitcnt vmcnt(2)
	v_mul_f32 v22, v24, v17                             ; examples/attention_paged.kgen:21
	s_waitcnt vmcnt(1)
	v_mul_f32 v23, v25, v17                             ; examples/attention_paged.kgen:21
	s_waitcnt vmcnt(0)
	v_mul_f32 v24, v26, v17                             ; examples/attention_paged.kgen:21
	v_cndmask_b32 v17, 0, v27, s[24:25]                 ; examples/attention_paged.kgen:21
	v_cndmask_b32 v25, 0, v19, s[24:25]                 ; examples/attention_paged.kgen:21
	v_cndmask_b32 v19, 0, v20, s[24:25]                 ; examples/attention_paged.kgen:21
	v_cndmask_b32 v20, 0, v21, s[24:25]                 ; examples/attention_paged.kgen:21
	v_cndmask_b32 v21, 0, v3, s[32:33]                  ; examples/attention_paged.kgen:21
	v_cndmask_b32 v3, 0, v22, s[32:33]                  ; examples/attention_paged.kgen:21
	v_cndmask_b32 v22, 0, v23, s[32:33]                 ; examples/attention_paged.kgen:21
	v_cndmask_b32 v23, 0, v24, s[32:33]                 ; examples/attention_paged.kgen:21
	v_cndmask_b32 v24, 0, v17, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v24                               ; sum over 'part' (examples/attention_paged.kgen:21)
	v_cndmask_b32 v17, 0, v25, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v17                               ; sum over 'part' (examples/attention_paged.kgen:21)
	v_cndmask_b32 v17, 0, v19, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v10, v10, v17                             ; sum over 'part' (examples/attention_paged.kgen:21)
	v_cndmask_b32 v17, 0, v20, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v11, v11, v17                             ; sum over 'part' (examples/attention_paged.kgen:21)
	v_cndmask_b32 v17, 0, v21, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v12, v12, v17                             ; sum over 'part' (examples/attention_paged.kgen:21)
	v_cndmask_b32 v17, 0, v3, s[38:39]                  ; absent elements contribute the identity
	v_add_f32 v13, v13, v17                             ; sum over 'part' (examples/attention_paged.kgen:21)
	v_cndmask_b32 v3, 0, v22, s[38:39]                  ; absent elements contribute the identity
	v_add_f32 v14, v14, v3                              ; sum over 'part' (examples/attention_paged.kgen:21)
	v_cndmask_b32 v3, 0, v23, s[38:39]                  ; absent elements contribute the identity
	v_add_f32 v15, v15, v3                              ; sum over 'part' (examples/attention_paged.kgen:21)
	s_add_u32 s17, s17, 1
	s_cmp_lt_u32 s17, s16
	s_cbranch_scc1 .Lattention_paged_split_fold_loop3
.Lattention_paged_split_fold_loop3_end:
	s_and_b32 s10, s20, s21
	v_lshlrev_b32 v1, 1, v2                             ; thread's byte offset in a chunk of 'o'
	s_lshl_b64 s[12:13], s[26:27], 1
	s_add_u32 s14, s6, s12                              ; 'o' at this program
	s_addc_u32 s15, s7, s13
	s_lshl_b64 s[6:7], s[8:9], 1
	s_add_u32 s8, s14, s6                               ; 'o' at this program
	s_addc_u32 s9, s15, s7
	s_cmp_eq_u32 s10, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_paged_split_fold_if0_else
	v_cmp_gt_f32 s[6:7], v6, 0                          ; examples/attention_paged.kgen:31
	v_cmp_gt_f32 s[10:11], v7, 0                        ; examples/attention_paged.kgen:31
	v_div_scale_f32 v2, s[12:13], v6, v6, v8            ; examples/attention_paged.kgen:31
	v_rcp_f32 v3, v2
	v_div_scale_f32 v5, vcc, v8, v6, v8
	v_fma_f32 v16, -v2, v3, 1.0
	v_fma_f32 v3, v16, v3, v3
	v_mul_f32 v17, v5, v3
	v_fma_f32 v16, -v2, v17, v5
	v_fma_f32 v17, v16, v3, v17
	v_fma_f32 v16, -v2, v17, v5
	v_div_fmas_f32 v16, v16, v3, v17
	v_div_fixup_f32 v2, v16, v6, v8
	v_div_scale_f32 v3, s[12:13], v6, v6, v9            ; examples/attention_paged.kgen:31
	v_rcp_f32 v5, v3
	v_div_scale_f32 v16, vcc, v9, v6, v9
	v_fma_f32 v17, -v3, v5, 1.0
	v_fma_f32 v5, v17, v5, v5
	v_mul_f32 v18, v16, v5
	v_fma_f32 v17, -v3, v18, v16
	v_fma_f32 v18, v17, v5, v18
	v_fma_f32 v17, -v3, v18, v16
	v_div_fmas_f32 v17, v17, v5, v18
	v_div_fixup_f32 v3, v17, v6, v9
	v_div_scale_f32 v5, s[12:13], v6, v6, v10           ; examples/attention_paged.kgen:31
	v_rcp_f32 v16, v5
	v_div_scale_f32 v17, vcc, v10, v6, v10
	v_fma_f32 v18, -v5, v16, 1.0
	v_fma_f32 v16, v18, v16, v16
	v_mul_f32 v19, v17, v16
	v_fma_f32 v18, -v5, v19, v17
	v_fma_f32 v19, v18, v16, v19
	v_fma_f32 v18, -v5, v19, v17
	v_div_fmas_f32 v18, v18, v16, v19
	v_div_fixup_f32 v5, v18, v6, v10
	v_div_scale_f32 v16, s[12:13], v6, v6, v11          ; examples/attention_paged.kgen:31
	v_rcp_f32 v17, v16
	v_div_scale_f32 v18, vcc, v11, v6, v11
	v_fma_f32 v19, -v16, v17, 1.0
	v_fma_f32 v17, v19, v17, v17
	v_mul_f32 v20, v18, v17
	v_fma_f32 v19, -v16, v20, v18
	v_fma_f32 v20, v19, v17, v20
	v_fma_f32 v19, -v16, v20, v18
	v_div_fmas_f32 v19, v19, v17, v20
	v_div_fixup_f32 v16, v19, v6, v11
	v_div_scale_f32 v17, s[12:13], v7, v7, v12          ; examples/attention_paged.kgen:31
	v_rcp_f32 v18, v17
	v_div_scale_f32 v19, vcc, v12, v7, v12
	v_fma_f32 v20, -v17, v18, 1.0
	v_fma_f32 v18, v20, v18, v18
	v_mul_f32 v21, v19, v18
	v_fma_f32 v20, -v17, v21, v19
	v_fma_f32 v21, v20, v18, v21
	v_fma_f32 v20, -v17, v21, v19
	v_div_fmas_f32 v20, v20, v18, v21
	v_div_fixup_f32 v17, v20, v7, v12
	v_div_scale_f32 v18, s[12:13], v7, v7, v13          ; examples/attention_paged.kgen:31
	v_rcp_f32 v19, v18
	v_div_scale_f32 v20, vcc, v13, v7, v13
	v_fma_f32 v21, -v18, v19, 1.0
	v_fma_f32 v19, v21, v19, v19
	v_mul_f32 v22, v20, v19
	v_fma_f32 v21, -v18, v22, v20
	v_fma_f32 v22, v21, v19, v22
	v_fma_f32 v21, -v18, v22, v20
	v_div_fmas_f32 v21, v21, v19, v22
	v_div_fixup_f32 v18, v21, v7, v13
	v_div_scale_f32 v19, s[12:13], v7, v7, v14          ; examples/attention_paged.kgen:31
	v_rcp_f32 v20, v19
	v_div_scale_f32 v21, vcc, v14, v7, v14
	v_fma_f32 v22, -v19, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v19, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v19, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v19, v22, v7, v14
	v_div_scale_f32 v20, s[12:13], v7, v7, v15          ; examples/attention_paged.kgen:31
	v_rcp_f32 v21, v20
	v_div_scale_f32 v22, vcc, v15, v7, v15
	v_fma_f32 v23, -v20, v21, 1.0
	v_fma_f32 v21, v23, v21, v21
	v_mul_f32 v24, v22, v21
	v_fma_f32 v23, -v20, v24, v22
	v_fma_f32 v24, v23, v21, v24
	v_fma_f32 v23, -v20, v24, v22
	v_div_fmas_f32 v23, v23, v21, v24
	v_div_fixup_f32 v20, v23, v7, v15
	v_cndmask_b32 v21, 0, v2, s[6:7]                    ; examples/attention_paged.kgen:31
	v_cndmask_b32 v2, 0, v3, s[6:7]                     ; examples/attention_paged.kgen:31
	v_cndmask_b32 v3, 0, v5, s[6:7]                     ; examples/attention_paged.kgen:31
	v_cndmask_b32 v5, 0, v16, s[6:7]                    ; examples/attention_paged.kgen:31
	v_cndmask_b32 v16, 0, v17, s[10:11]                 ; examples/attention_paged.kgen:31
	v_cndmask_b32 v17, 0, v18, s[10:11]                 ; examples/attention_paged.kgen:31
	v_cndmask_b32 v18, 0, v19, s[10:11]                 ; examples/attention_paged.kgen:31
	v_cndmask_b32 v19, 0, v20, s[10:11]                 ; examples/attention_paged.kgen:31
	v_mov_b32 v20, 0x7fc00000
	v_cmp_u_f32 s[6:7], v21, v21
	v_cmp_u_f32 s[10:11], v2, v2
	v_bfe_u32 v22, v21, 16, 1
	v_bfe_u32 v23, v2, 16, 1
	v_add3_u32 v24, v21, v22, s4
	v_add3_u32 v21, v2, v23, s4
	v_cndmask_b32 v24, v24, v20, s[6:7]
	v_cndmask_b32 v21, v21, v20, s[10:11]
	v_perm_b32 v2, v21, v24, s5
	v_mov_b32 v20, 0x7fc00000
	v_cmp_u_f32 s[6:7], v3, v3
	v_cmp_u_f32 s[10:11], v5, v5
	v_bfe_u32 v21, v3, 16, 1
	v_bfe_u32 v22, v5, 16, 1
	v_add3_u32 v23, v3, v21, s4
	v_add3_u32 v3, v5, v22, s4
	v_cndmask_b32 v23, v23, v20, s[6:7]
	v_cndmask_b32 v3, v3, v20, s[10:11]
	v_perm_b32 v5, v3, v23, s5
	v_mov_b32 v20, v2                                   ; examples/attention_paged.kgen:31: 8-byte store to 'o'
	v_mov_b32 v21, v5
	global_store_dwordx2 v1, v[20:21], s[8:9]
	v_mov_b32 v2, 0x7fc00000
	v_cmp_u_f32 s[6:7], v16, v16
	v_cmp_u_f32 s[10:11], v17, v17
	v_bfe_u32 v3, v16, 16, 1
	v_bfe_u32 v5, v17, 16, 1
	v_add3_u32 v20, v16, v3, s4
	v_add3_u32 v3, v17, v5, s4
	v_cndmask_b32 v20, v20, v2, s[6:7]
	v_cndmask_b32 v3, v3, v2, s[10:11]
	v_perm_b32 v2, v3, v20, s5
	v_mov_b32 v3, 0x7fc00000
	v_cmp_u_f32 s[6:7], v18, v18
	v_cmp_u_f32 s[10:11], v19, v19
	v_bfe_u32 v5, v18, 16, 1
	v_bfe_u32 v16, v19, 16, 1
	v_add3_u32 v17, v18, v5, s4
	v_add3_u32 v5, v19, v16, s4
	v_cndmask_b32 v17, v17, v3, s[6:7]
	v_cndmask_b32 v5, v5, v3, s[10:11]
	v_perm_b32 v3, v5, v17, s5
	v_mov_b32 v16, v2                                   ; examples/attention_paged.kgen:31: 8-byte store to 'o'
	v_mov_b32 v17, v3
	global_store_dwordx2 v1, v[16:17], s[8:9] offset:2048
	s_branch .Lattention_paged_split_fold_if0_end
.Lattention_paged_split_fold_if0_else:
	v_cmp_gt_f32 s[6:7], v6, 0                          ; examples/attention_paged.kgen:31
	v_cmp_gt_f32 s[10:11], v7, 0                        ; examples/attention_paged.kgen:31
	v_div_scale_f32 v2, s[12:13], v6, v6, v8            ; examples/attention_paged.kgen:31
	v_rcp_f32 v3, v2
	v_div_scale_f32 v5, vcc, v8, v6, v8
	v_fma_f32 v16, -v2, v3, 1.0
	v_fma_f32 v3, v16, v3, v3
	v_mul_f32 v17, v5, v3
	v_fma_f32 v16, -v2, v17, v5
	v_fma_f32 v17, v16, v3, v17
	v_fma_f32 v16, -v2, v17, v5
	v_div_fmas_f32 v16, v16, v3, v17
	v_div_fixup_f32 v2, v16, v6, v8
	v_div_scale_f32 v3, s[12:13], v6, v6, v9            ; examples/attention_paged.kgen:31
	v_rcp_f32 v5, v3
	v_div_scale_f32 v8, vcc, v9, v6, v9
	v_fma_f32 v16, -v3, v5, 1.0
	v_fma_f32 v5, v16, v5, v5
	v_mul_f32 v17, v8, v5
	v_fma_f32 v16, -v3, v17, v8
	v_fma_f32 v17, v16, v5, v17
	v_fma_f32 v16, -v3, v17, v8
	v_div_fmas_f32 v16, v16, v5, v17
	v_div_fixup_f32 v3, v16, v6, v9
	v_div_scale_f32 v5, s[12:13], v6, v6, v10           ; examples/attention_paged.kgen:31
	v_rcp_f32 v8, v5
	v_div_scale_f32 v9, vcc, v10, v6, v10
	v_fma_f32 v16, -v5, v8, 1.0
	v_fma_f32 v8, v16, v8, v8
	v_mul_f32 v17, v9, v8
	v_fma_f32 v16, -v5, v17, v9
	v_fma_f32 v17, v16, v8, v17
	v_fma_f32 v16, -v5, v17, v9
	v_div_fmas_f32 v16, v16, v8, v17
	v_div_fixup_f32 v5, v16, v6, v10
	v_div_scale_f32 v8, s[12:13], v6, v6, v11           ; examples/attention_paged.kgen:31
	v_rcp_f32 v9, v8
	v_div_scale_f32 v10, vcc, v11, v6, v11
	v_fma_f32 v16, -v8, v9, 1.0
	v_fma_f32 v9, v16, v9, v9
	v_mul_f32 v17, v10, v9
	v_fma_f32 v16, -v8, v17, v10
	v_fma_f32 v17, v16, v9, v17
	v_fma_f32 v16, -v8, v17, v10
	v_div_fmas_f32 v16, v16, v9, v17
	v_div_fixup_f32 v8, v16, v6, v11
	v_div_scale_f32 v6, s[12:13], v7, v7, v12           ; examples/attention_paged.kgen:31
	v_rcp_f32 v9, v6
	v_div_scale_f32 v10, vcc, v12, v7, v12
	v_fma_f32 v11, -v6, v9, 1.0
	v_fma_f32 v9, v11, v9, v9
	v_mul_f32 v16, v10, v9
	v_fma_f32 v11, -v6, v16, v10
	v_fma_f32 v16, v11, v9, v16
	v_fma_f32 v11, -v6, v16, v10
	v_div_fmas_f32 v11, v11, v9, v16
	v_div_fixup_f32 v6, v11, v7, v12
	v_div_scale_f32 v9, s[12:13], v7, v7, v13           ; examples/attention_paged.kgen:31
	v_rcp_f32 v10, v9
	v_div_scale_f32 v11, vcc, v13, v7, v13
	v_fma_f32 v12, -v9, v10, 1.0
	v_fma_f32 v10, v12, v10, v10
	v_mul_f32 v16, v11, v10
	v_fma_f32 v12, -v9, v16, v11
	v_fma_f32 v16, v12, v10, v16
	v_fma_f32 v12, -v9, v16, v11
	v_div_fmas_f32 v12, v12, v10, v16
	v_div_fixup_f32 v9, v12, v7, v13
	v_div_scale_f32 v10, s[12:13], v7, v7, v14          ; examples/attention_paged.kgen:31
	v_rcp_f32 v11, v10
	v_div_scale_f32 v12, vcc, v14, v7, v14
	v_fma_f32 v13, -v10, v11, 1.0
	v_fma_f32 v11, v13, v11, v11
	v_mul_f32 v16, v12, v11
	v_fma_f32 v13, -v10, v16, v12
	v_fma_f32 v16, v13, v11, v16
	v_fma_f32 v13, -v10, v16, v12
	v_div_fmas_f32 v13, v13, v11, v16
	v_div_fixup_f32 v10, v13, v7, v14
	v_div_scale_f32 v11, s[12:13], v7, v7, v15          ; examples/attention_paged.kgen:31
	v_rcp_f32 v12, v11
	v_div_scale_f32 v13, vcc, v15, v7, v15
	v_fma_f32 v14, -v11, v12, 1.0
	v_fma_f32 v12, v14, v12, v12
	v_mul_f32 v16, v13, v12
	v_fma_f32 v14, -v11, v16, v13
	v_fma_f32 v16, v14, v12, v16
	v_fma_f32 v14, -v11, v16, v13
	v_div_fmas_f32 v14, v14, v12, v16
	v_div_fixup_f32 v11, v14, v7, v15
	v_cndmask_b32 v7, 0, v2, s[6:7]                     ; examples/attention_paged.kgen:31
	v_cndmask_b32 v2, 0, v3, s[6:7]                     ; examples/attention_paged.kgen:31
	v_cndmask_b32 v3, 0, v5, s[6:7]                     ; examples/attention_paged.kgen:31
	v_cndmask_b32 v5, 0, v8, s[6:7]                     ; examples/attention_paged.kgen:31
	v_cndmask_b32 v8, 0, v6, s[10:11]                   ; examples/attention_paged.kgen:31
	v_cndmask_b32 v6, 0, v9, s[10:11]                   ; examples/attention_paged.kgen:31
	v_cndmask_b32 v9, 0, v10, s[10:11]                  ; examples/attention_paged.kgen:31
	v_cndmask_b32 v10, 0, v11, s[10:11]                 ; examples/attention_paged.kgen:31
	v_cmp_lt_u32 s[6:7], v4, s19                        ; 'r' element in bounds
	v_bfe_u32 v11, v7, 16, 1
	v_add3_u32 v12, v7, v11, s4
	v_cmp_u_f32 s[10:11], v7, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v7, s[10:11]
	v_lshrrev_b32 v7, 16, v12
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_248
	global_store_short v1, v7, s[8:9]                   ; examples/attention_paged.kgen:31: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v7, v2, 16, 1
	v_add3_u32 v11, v2, v7, s4
	v_cmp_u_f32 s[10:11], v2, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v2, s[10:11]
	v_lshrrev_b32 v2, 16, v11
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_248
	global_store_short v1, v2, s[8:9] offset:2          ; examples/attention_paged.kgen:31: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v2, v3, 16, 1
	v_add3_u32 v7, v3, v2, s4
	v_cmp_u_f32 s[10:11], v3, v3
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v7, v2, s[10:11]
	v_lshrrev_b32 v2, 16, v7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_248
	global_store_short v1, v2, s[8:9] offset:4          ; examples/attention_paged.kgen:31: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v2, v5, 16, 1
	v_add3_u32 v3, v5, v2, s4
	v_cmp_u_f32 s[10:11], v5, v5
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[10:11]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_248
	global_store_short v1, v2, s[8:9] offset:6          ; examples/attention_paged.kgen:31: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_add_u32 v2, 8, v4
	v_cmp_lt_u32 s[6:7], v2, s19                        ; 'r' element in bounds
	v_bfe_u32 v2, v8, 16, 1
	v_add3_u32 v3, v8, v2, s4
	v_cmp_u_f32 s[10:11], v8, v8
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[10:11]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_254
	global_store_short v1, v2, s[8:9] offset:2048       ; examples/attention_paged.kgen:31: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v2, v6, 16, 1
	v_add3_u32 v3, v6, v2, s4
	v_cmp_u_f32 s[10:11], v6, v6
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[10:11]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_254
	global_store_short v1, v2, s[8:9] offset:2050       ; examples/attention_paged.kgen:31: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v2, v9, 16, 1
	v_add3_u32 v3, v9, v2, s4
	v_cmp_u_f32 s[10:11], v9, v9
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[10:11]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_254
	global_store_short v1, v2, s[8:9] offset:2052       ; examples/attention_paged.kgen:31: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v2, v10, 16, 1
	v_add3_u32 v3, v10, v2, s4
	v_cmp_u_f32 s[4:5], v10, v10
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[4:5]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_254
	global_store_short v1, v2, s[8:9] offset:2054       ; examples/attention_paged.kgen:31: store to 'o'
	s_mov_b64 exec, s[4:5]
.Lattention_paged_split_fold_if0_end:
	s_endpgm
.Lfunc_end_attention_paged_split_fold:
	.size	attention_paged_split_fold, .Lfunc_end_attention_paged_split_fold-attention_paged_split_fold

	.rodata
	.p2align	6
	.amdhsa_kernel attention_paged
		.amdhsa_group_segment_fixed_size 29184
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 81
		.amdhsa_next_free_sgpr 72
		.amdhsa_accum_offset 84
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
	.amdhsa_kernel attention_paged_split
		.amdhsa_group_segment_fixed_size 29184
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 108
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 79
		.amdhsa_next_free_sgpr 84
		.amdhsa_accum_offset 80
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
	.amdhsa_kernel attention_paged_split_fold
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 100
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 31
		.amdhsa_next_free_sgpr 40
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
  - .name:           attention_paged
    .symbol:         attention_paged.kd
    .args:
      - .name:           q
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           kc
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           vc
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           table
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           lens
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           o
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           scale
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           B
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           R
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           NP
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           P
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           T
        .offset:         68
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 29184
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .vgpr_count:     81
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           attention_paged_split
    .symbol:         attention_paged_split.kd
    .args:
      - .name:           q
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           kc
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           vc
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           table
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           lens
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           o
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           scale
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           acc_parts
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           l_parts
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           mx_parts
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           rows
        .offset:         80
        .size:           4
        .value_kind:     by_value
      - .name:           B
        .offset:         84
        .size:           4
        .value_kind:     by_value
      - .name:           R
        .offset:         88
        .size:           4
        .value_kind:     by_value
      - .name:           NP
        .offset:         92
        .size:           4
        .value_kind:     by_value
      - .name:           P
        .offset:         96
        .size:           4
        .value_kind:     by_value
      - .name:           parts
        .offset:         100
        .size:           4
        .value_kind:     by_value
      - .name:           T
        .offset:         104
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 29184
    .kernarg_segment_align: 8
    .kernarg_segment_size: 108
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     90
    .sgpr_spill_count: 0
    .vgpr_count:     79
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           attention_paged_split_fold
    .symbol:         attention_paged_split_fold.kd
    .args:
      - .name:           q
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           kc
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           vc
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           table
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           lens
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           o
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           scale
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           acc_parts
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           l_parts
        .offset:         64
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           mx_parts
        .offset:         72
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           B
        .offset:         80
        .size:           4
        .value_kind:     by_value
      - .name:           R
        .offset:         84
        .size:           4
        .value_kind:     by_value
      - .name:           NP
        .offset:         88
        .size:           4
        .value_kind:     by_value
      - .name:           P
        .offset:         92
        .size:           4
        .value_kind:     by_value
      - .name:           parts
        .offset:         96
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 100
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     46
    .sgpr_spill_count: 0
    .vgpr_count:     31
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
