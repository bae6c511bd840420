; kgen AMDGCN module for gfx950: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel attention_fp8: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel attention_fp8 from examples/attention_fp8.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: s, bh
;   chunk: bh: 1, s: 64, tt: 64, d: 128; walked in chunks: none
;   layout: bh:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;     (the first product's accumulator; at most 8 elements per vector access)
;   tile products on mfma 32x32x64: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (20 shuffle and conversion instructions per thread)
;   product 16:13 tt x s contracting d (as the transposed product): 2 x 2 warps, each mfma 32x32x64 tiles
;   product 21:29 d x s contracting tt (as the transposed product): 2 x 2 warps, each mfma 32x32x64 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [bh, s, d]: bh:1 x s:64 x d:128: reg[d1 d2 d8 d16 d32] lane[s1 s2 s4 s8 s16 d4] warp[d64 s32]
;     L1 [bh, s]: bh:1 x s:64: reg[0 0 0 0] lane[s1 s2 s4 s8 s16 0] warp[0 s32]
;     L2 [bh, tt, d]: bh:1 x tt:64 x d:128: reg[d1 d2 d4 tt16 tt32] lane[d8 d16 d32 d64 tt1 tt2] warp[tt4 tt8]
;     L3 [bh, s, tt]: bh:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;       14:11 add -> L0; 13:9 add -> L1; 12:10 add -> L1; 14:11 carried -> L0; 12:10 carried -> L1; 16:13 load q -> L0
;       16:27 load k -> L2; 16:13 matmul -> L3; 17:22 reduce max -> L1; 17:14 max -> L1; 19:22 sub -> L1; 19:21 mul -> L1
;       19:17 exp -> L1; 21:15 mul -> L0; 18:18 sub -> L3; 18:17 mul -> L3; 18:13 exp -> L3; 21:29 cast -> L3
;       21:39 load vt -> L2; 21:29 matmul -> L0; 21:15 add -> L0; 13:9 carried -> L1; 20:13 mul -> L1; 20:25 reduce sum -> L1
;       20:13 add -> L1; 15:5 loop_result -> L0; 15:5 loop_result -> L1; 24:31 div -> L1; 24:24 mul -> L0; 24:19 cast -> L0
;   split reduction over 't': not taken, the rescaled values round exp terms to an 8-bit float, which parts would round against their own maxima (2^-3 steps from the loop as written)
; resources: 172 VGPRs, 0 AGPRs, 72 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 91648 bytes LDS, 52 bytes of arguments, 256 threads
;   arg q: tensor e4m3 at 0 (read-only)
;   arg k: tensor e4m3 at 8 (read-only)
;   arg vt: tensor e4m3 at 16 (read-only)
;   arg o: tensor bf16 at 24
;   arg scale: scalar f32 at 32
;   arg descale: scalar f32 at 36
;   arg BH: dim i32 at 40
;   arg S: dim i32 at 44
;   arg T: dim i32 at 48
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	attention_fp8
	.p2align	8
	.type	attention_fp8,@function
attention_fp8:
	s_mov_b32 s4, 0x43e00000                            ; the e4m3 saturation bound for the whole kernel
	s_mov_b32 s5, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_mov_b32 s6, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[8:9], s[0:1], 0x0                  ; argument q
	s_load_dwordx2 s[10:11], s[0:1], 0x8                ; argument k
	s_load_dwordx2 s[12:13], s[0:1], 0x10               ; argument vt
	s_load_dwordx2 s[14:15], s[0:1], 0x18               ; argument o
	s_load_dword s7, s[0:1], 0x20                       ; argument scale
	s_load_dword s16, s[0:1], 0x24                      ; argument descale
	s_load_dword s17, s[0:1], 0x2c                      ; argument S
	s_load_dword s18, s[0:1], 0x30                      ; argument T
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s19, s2                                   ; program index along 's'
	s_mul_i32 s20, s19, 64                              ; first 's' of this program's tile (64)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s19, s17, s20
	s_min_u32 s21, s19, 64                              ; 's' elements in this tile
	s_mov_b32 s19, s3                                   ; program index along 'bh'
	s_and_b32 s22, s18, 15
	s_cmp_eq_u32 s22, 0                                 ; rows start aligned to 16 elements iff T % 16 == 0
	s_cselect_b32 s22, 1, 0
	s_cmp_ge_u32 s21, 64                                ; a whole chunk of 's' (64) is in bounds
	s_cselect_b32 s23, 1, 0
	s_mul_i32 s24, 0x80, s17                            ; a stride of 'q'
	v_and_b32 v2, 31, v1
	v_lshrrev_b32 v3, 7, v1
	v_lshlrev_b32 v4, 5, v3
	v_or_b32 v3, v2, v4                                 ; thread's 's' coordinate
	v_mov_b32 v4, 0x80
	v_mul_lo_u32 v5, v4, v3
	v_lshrrev_b32 v4, 5, v1
	v_and_b32 v6, 1, v4
	v_lshlrev_b32 v4, 2, v6
	v_lshrrev_b32 v7, 6, v1
	v_and_b32 v8, 1, v7
	v_lshlrev_b32 v7, 6, v8
	v_or_b32 v9, v4, v7                                 ; thread's 'd' coordinate
	v_add_u32 v10, v5, v9
	s_mul_i32 s26, s19, s24
	s_mul_hi_u32 s27, s19, s24
	s_add_u32 s24, s8, s26                              ; 'q' at this program
	s_addc_u32 s25, s9, s27
	s_mul_i32 s8, s20, 0x80
	s_mul_hi_u32 s9, s20, 0x80
	s_add_u32 s28, s24, s8                              ; 'q' at this program
	s_addc_u32 s29, s25, s9
	v_mov_b32 v5, 0x90
	v_mul_lo_u32 v11, v5, v3
	v_add_u32 v5, v11, v9
	v_lshlrev_b32 v9, 5, v8
	v_or_b32 v12, v2, v9                                ; thread's 'r' coordinate
	v_lshlrev_b32 v13, 4, v6
	v_mov_b32 v6, 0x90
	v_mul_lo_u32 v14, v6, v12
	v_add_u32 v6, v14, v13
	v_add_u32 v12, v11, v13
	v_mul_lo_u32 v11, 64, v8
	v_add_u32 v8, v11, v3
	v_lshlrev_b32 v11, 2, v8
	v_lshlrev_b32 v8, 2, v3
	v_and_b32 v14, 32, v1
	v_cmp_eq_u32 s[24:25], v14, 0                       ; one lane per warp group and element publishes
	v_or_b32 v14, v2, v7                                ; thread's 'r' coordinate
	v_mov_b32 v2, 0x50
	v_mul_lo_u32 v7, v2, v14
	v_add_u32 v2, v7, v13
	v_or_b32 v7, v4, v9                                 ; thread's 'tt' coordinate
	v_mov_b32 v4, 0x50
	v_mul_lo_u32 v9, v4, v3
	v_add_u32 v4, v9, v7
	v_add_u32 v14, v9, v13
	s_mul_i32 s17, 0x80, s18                            ; a stride of 'k'
	v_lshrrev_b32 v9, 3, v1
	v_and_b32 v13, 7, v1
	v_lshlrev_b32 v15, 4, v13
	v_mov_b32 v13, 0x80
	v_mul_lo_u32 v16, v13, v9
	v_add_u32 v13, v16, v15
	v_mov_b32 v16, 0x90
	v_mul_lo_u32 v17, v16, v9
	v_add_u32 v9, v17, v15
	s_mul_i32 s30, s19, s17
	s_mul_hi_u32 s31, s19, s17
	s_add_u32 s32, s10, s30                             ; 'k' at this program
	s_addc_u32 s33, s11, s31
	s_mul_i32 s10, s18, 0x80                            ; a stride of 'vt'
	v_lshrrev_b32 v15, 2, v1
	v_and_b32 v16, 3, v1
	v_lshlrev_b32 v17, 4, v16
	v_mul_lo_u32 v16, s18, v15
	v_add_u32 v18, v16, v17
	v_mov_b32 v16, 0x50
	v_mul_lo_u32 v19, v16, v15
	v_add_u32 v15, v19, v17
	s_mul_i32 s30, s19, s10
	s_mul_hi_u32 s31, s19, s10
	s_add_u32 s10, s12, s30                             ; 'vt' at this program
	s_addc_u32 s11, s13, s31
	v_lshrrev_b32 v16, 4, v1
	v_mov_b32 v17, 0x80
	v_mul_lo_u32 v19, v17, v16
	v_and_b32 v17, 15, v1
	v_lshlrev_b32 v1, 3, v17
	v_add_u32 v20, v19, v1
	v_mov_b32 v19, 0x90
	v_mul_lo_u32 v21, v19, v16
	v_add_u32 v19, v21, v1
	v_mul_lo_u32 v21, s18, v1
	v_add_u32 v22, v21, v16
	v_mov_b32 v21, 0x41
	v_mul_lo_u32 v23, v21, v1
	v_add_u32 v1, v16, v23
	v_lshlrev_b32 v21, 2, v1
	v_lshlrev_b32 v1, 2, v17
	v_mov_b32 v17, 0x41
	v_mul_lo_u32 v23, v17, v16
	v_add_u32 v17, v1, v23
	v_lshlrev_b32 v23, 2, v17
	v_mov_b32 v17, 0x50
	v_mul_lo_u32 v24, v17, v16
	v_add_u32 v17, v24, v1
	v_lshlrev_b32 v1, 1, v10                            ; thread's byte offset in a chunk of 'o'
	s_lshl_b64 s[12:13], s[26:27], 1
	s_add_u32 s26, s14, s12                             ; 'o' at this program
	s_addc_u32 s27, s15, s13
	s_lshl_b64 s[12:13], s[8:9], 1
	s_add_u32 s8, s26, s12                              ; 'o' at this program
	s_addc_u32 s9, s27, s13
	s_cmp_eq_u32 s23, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_fp8_if0_else
	global_load_ubyte v24, v10, s[28:29]                ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v25, v24
	global_load_ubyte v24, v10, s[28:29] offset:1       ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v26, v24
	global_load_ubyte v24, v10, s[28:29] offset:2       ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v27, v24
	global_load_ubyte v24, v10, s[28:29] offset:3       ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v28, v24
	global_load_ubyte v24, v10, s[28:29] offset:8       ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v29, v24
	global_load_ubyte v24, v10, s[28:29] offset:9       ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v30, v24
	global_load_ubyte v24, v10, s[28:29] offset:10      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v31, v24
	global_load_ubyte v24, v10, s[28:29] offset:11      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v32, v24
	global_load_ubyte v24, v10, s[28:29] offset:16      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v33, v24
	global_load_ubyte v24, v10, s[28:29] offset:17      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v34, v24
	global_load_ubyte v24, v10, s[28:29] offset:18      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v35, v24
	global_load_ubyte v24, v10, s[28:29] offset:19      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v36, v24
	global_load_ubyte v24, v10, s[28:29] offset:24      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v37, v24
	global_load_ubyte v24, v10, s[28:29] offset:25      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v38, v24
	global_load_ubyte v24, v10, s[28:29] offset:26      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v39, v24
	global_load_ubyte v24, v10, s[28:29] offset:27      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v40, v24
	global_load_ubyte v24, v10, s[28:29] offset:32      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v41, v24
	global_load_ubyte v24, v10, s[28:29] offset:33      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v42, v24
	global_load_ubyte v24, v10, s[28:29] offset:34      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v43, v24
	global_load_ubyte v24, v10, s[28:29] offset:35      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v44, v24
	global_load_ubyte v24, v10, s[28:29] offset:40      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v45, v24
	global_load_ubyte v24, v10, s[28:29] offset:41      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v46, v24
	global_load_ubyte v24, v10, s[28:29] offset:42      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v47, v24
	global_load_ubyte v24, v10, s[28:29] offset:43      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v48, v24
	global_load_ubyte v24, v10, s[28:29] offset:48      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v49, v24
	global_load_ubyte v24, v10, s[28:29] offset:49      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v50, v24
	global_load_ubyte v24, v10, s[28:29] offset:50      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v51, v24
	global_load_ubyte v24, v10, s[28:29] offset:51      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v52, v24
	global_load_ubyte v24, v10, s[28:29] offset:56      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v53, v24
	global_load_ubyte v24, v10, s[28:29] offset:57      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v54, v24
	global_load_ubyte v24, v10, s[28:29] offset:58      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v55, v24
	global_load_ubyte v24, v10, s[28:29] offset:59      ; examples/attention_fp8.kgen:16: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v56, v24
	v_cmp_u_f32 s[12:13], v25, v25
	v_med3_f32 v24, v25, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v25, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25                                 ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v26, v26
	v_med3_f32 v24, v26, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v26, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:1                        ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v27, v27
	v_med3_f32 v24, v27, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v27, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:2                        ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v28, v28
	v_med3_f32 v24, v28, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v28, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:3                        ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v29, v29
	v_med3_f32 v24, v29, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v29, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:8                        ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v30, v30
	v_med3_f32 v24, v30, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v30, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:9                        ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v31, v31
	v_med3_f32 v24, v31, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v31, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:10                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v32, v32
	v_med3_f32 v24, v32, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v32, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:11                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v33, v33
	v_med3_f32 v24, v33, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v33, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:16                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v34, v34
	v_med3_f32 v24, v34, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v34, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:17                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v35, v35
	v_med3_f32 v24, v35, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v35, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:18                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v36, v36
	v_med3_f32 v24, v36, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v36, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:19                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v37, v37
	v_med3_f32 v24, v37, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v37, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:24                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v38, v38
	v_med3_f32 v24, v38, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v38, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:25                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v39, v39
	v_med3_f32 v24, v39, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v39, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:26                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v40, v40
	v_med3_f32 v24, v40, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v40, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:27                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v41, v41
	v_med3_f32 v24, v41, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v41, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:32                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v42, v42
	v_med3_f32 v24, v42, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v42, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:33                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v43, v43
	v_med3_f32 v24, v43, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v43, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:34                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v44, v44
	v_med3_f32 v24, v44, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v44, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:35                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v45, v45
	v_med3_f32 v24, v45, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v45, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:40                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v46, v46
	v_med3_f32 v24, v46, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v46, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:41                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v47, v47
	v_med3_f32 v24, v47, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v47, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:42                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v48, v48
	v_med3_f32 v24, v48, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v48, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:43                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v49, v49
	v_med3_f32 v24, v49, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v49, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:48                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v50, v50
	v_med3_f32 v24, v50, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v50, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:49                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v51, v51
	v_med3_f32 v24, v51, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v51, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:50                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v52, v52
	v_med3_f32 v24, v52, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v52, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:51                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v53, v53
	v_med3_f32 v24, v53, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v53, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:56                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v54, v54
	v_med3_f32 v24, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v54, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:57                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v55, v55
	v_med3_f32 v24, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v55, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:58                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v56, v56
	v_med3_f32 v24, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v24, v24, v56, s[12:13]
	v_cvt_pk_fp8_f32 v24, v24, 0
	v_and_b32 v25, 0xff, v24
	ds_write_b8 v5, v25 offset:59                       ; B operand of the product: stage
	v_add_f32 v24, 0, 0                                 ; examples/attention_fp8.kgen:14
	v_mov_b32 v26, v24                                  ; loop-carried 'acc'
	v_mov_b32 v27, v24                                  ; loop-carried 'acc'
	v_mov_b32 v28, v24                                  ; loop-carried 'acc'
	v_mov_b32 v29, v24                                  ; loop-carried 'acc'
	v_mov_b32 v30, v24                                  ; loop-carried 'acc'
	v_mov_b32 v31, v24                                  ; loop-carried 'acc'
	v_mov_b32 v32, v24                                  ; loop-carried 'acc'
	v_mov_b32 v33, v24                                  ; loop-carried 'acc'
	v_mov_b32 v34, v24                                  ; loop-carried 'acc'
	v_mov_b32 v35, v24                                  ; loop-carried 'acc'
	v_mov_b32 v36, v24                                  ; loop-carried 'acc'
	v_mov_b32 v37, v24                                  ; loop-carried 'acc'
	v_mov_b32 v38, v24                                  ; loop-carried 'acc'
	v_mov_b32 v39, v24                                  ; loop-carried 'acc'
	v_mov_b32 v40, v24                                  ; loop-carried 'acc'
	v_mov_b32 v41, v24                                  ; loop-carried 'acc'
	v_mov_b32 v42, v24                                  ; loop-carried 'acc'
	v_mov_b32 v43, v24                                  ; loop-carried 'acc'
	v_mov_b32 v44, v24                                  ; loop-carried 'acc'
	v_mov_b32 v45, v24                                  ; loop-carried 'acc'
	v_mov_b32 v46, v24                                  ; loop-carried 'acc'
	v_mov_b32 v47, v24                                  ; loop-carried 'acc'
	v_mov_b32 v48, v24                                  ; loop-carried 'acc'
	v_mov_b32 v49, v24                                  ; loop-carried 'acc'
	v_mov_b32 v50, v24                                  ; loop-carried 'acc'
	v_mov_b32 v51, v24                                  ; loop-carried 'acc'
	v_mov_b32 v52, v24                                  ; loop-carried 'acc'
	v_mov_b32 v53, v24                                  ; loop-carried 'acc'
	v_mov_b32 v54, v24                                  ; loop-carried 'acc'
	v_mov_b32 v55, v24                                  ; loop-carried 'acc'
	v_mov_b32 v56, v24                                  ; loop-carried 'acc'
	v_mov_b32 v57, v24                                  ; loop-carried 'acc'
	v_mov_b32 v25, v24                                  ; loop-carried 'l'
	v_mov_b32 v24, 0xff800000                           ; examples/attention_fp8.kgen:12
	v_add_f32 v58, v24, 0
	v_mov_b32 v24, v58                                  ; loop-carried 'mx'
	s_cmp_ge_u32 s18, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s12, 1, 0
	s_sub_u32 s13, s18, 63
	s_cmp_lg_u32 s12, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s12, s13, 0
	s_cmp_eq_u32 s22, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lattention_fp8_if1_else
	s_mul_i32 s14, 0, 0x80
	s_mul_hi_u32 s15, 0, 0x80
	s_add_u32 s26, s32, s14                             ; 'k' at this chunk
	s_addc_u32 s27, s33, s15
	s_cmp_lt_u32 0, s12                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s13, 1, 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3207
	s_cbranch_scc1 .Lattention_fp8_skip0
	global_load_dwordx4 v[58:61], v13, s[26:27]         ; examples/attention_fp8.kgen:16: 16 bytes of 'k'
.Lattention_fp8_skip0:
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[58:61] offset:9216              ; 16 bytes into st1
	v_add_u32 v58, 0x1000, v13
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3207
	s_cbranch_scc1 .Lattention_fp8_skip1
	global_load_dwordx4 v[60:63], v58, s[26:27]         ; examples/attention_fp8.kgen:16: 16 bytes of 'k'
.Lattention_fp8_skip1:
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[60:63] offset:13824             ; 16 bytes into st1
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0
	s_add_u32 s26, s10, s14                             ; 'vt' at this chunk
	s_addc_u32 s27, s11, s15
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3207
	s_cbranch_scc1 .Lattention_fp8_skip2
	global_load_dwordx4 v[58:61], v18, s[26:27]         ; examples/attention_fp8.kgen:21: 16 bytes of 'vt'
.Lattention_fp8_skip2:
	s_waitcnt vmcnt(0)
	ds_write_b128 v15, v[58:61] offset:18432            ; 16 bytes into st2
	s_mul_i32 s14, s18, 64
	v_add_u32 v58, s14, v18
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3207
	s_cbranch_scc1 .Lattention_fp8_skip3
	global_load_dwordx4 v[60:63], v58, s[26:27]         ; examples/attention_fp8.kgen:21: 16 bytes of 'vt'
.Lattention_fp8_skip3:
	s_waitcnt vmcnt(0)
	ds_write_b128 v15, v[60:63] offset:23552            ; 16 bytes into st2
	s_mov_b32 s13, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s13, s12
	s_cbranch_scc1 .Lattention_fp8_loop0_end
.Lattention_fp8_loop0:
	s_add_u32 s14, s13, 64
	s_cmp_lt_u32 s13, s12
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_fp8_if2_end
	s_mul_i32 s26, s14, 0x80
	s_mul_hi_u32 s27, s14, 0x80
	s_add_u32 s30, s32, s26                             ; 'k' at this chunk
	s_addc_u32 s31, s33, s27
	s_cmp_lt_u32 s14, s12                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_3232
	s_cbranch_scc1 .Lattention_fp8_skip4
	global_load_dwordx4 v[58:61], v13, s[30:31]         ; examples/attention_fp8.kgen:16: 16 bytes of 'k'
.Lattention_fp8_skip4:
	v_add_u32 v62, 0x1000, v13
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_3232
	s_cbranch_scc1 .Lattention_fp8_skip5
	global_load_dwordx4 v[64:67], v62, s[30:31]         ; examples/attention_fp8.kgen:16: 16 bytes of 'k'
.Lattention_fp8_skip5:
	s_mov_b32 s26, s14
	s_mov_b32 s27, 0
	s_add_u32 s30, s10, s26                             ; 'vt' at this chunk
	s_addc_u32 s31, s11, s27
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_3232
	s_cbranch_scc1 .Lattention_fp8_skip6
	global_load_dwordx4 v[68:71], v18, s[30:31]         ; examples/attention_fp8.kgen:21: 16 bytes of 'vt'
.Lattention_fp8_skip6:
	s_mul_i32 s14, s18, 64
	v_add_u32 v62, s14, v18
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	v_mov_b32 v74, 0                                    ; outside: 0
	v_mov_b32 v75, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_3232
	s_cbranch_scc1 .Lattention_fp8_skip7
	global_load_dwordx4 v[72:75], v62, s[30:31]         ; examples/attention_fp8.kgen:21: 16 bytes of 'vt'
.Lattention_fp8_skip7:
	v_mov_b32 v76, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v77, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v78, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v79, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v80, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v81, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v82, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v84, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v85, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v86, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v87, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v88, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v89, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v90, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v91, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[92:95], v12                          ; B fragment 0 of k-step 0
	ds_read_b128 v[96:99], v12 offset:32                ; B fragment 0 of k-step 0
	ds_read_b128 v[100:103], v6 offset:9216             ; A fragment 0 of k-step 0
	ds_read_b128 v[104:107], v6 offset:9248             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[76:91], v[100:107], v[92:99], v[76:91] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	ds_read_b128 v[92:95], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[96:99], v12 offset:96                ; B fragment 0 of k-step 1
	ds_read_b128 v[100:103], v6 offset:9280             ; A fragment 0 of k-step 1
	ds_read_b128 v[104:107], v6 offset:9312             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[76:91], v[100:107], v[92:99], v[76:91] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	v_cmp_lt_u32 s[14:15], v3, s21                      ; 's' element in bounds
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	s_nop 0
	s_nop 7
	s_nop 7
	s_nop 0
	v_cndmask_b32 v63, v62, v76, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v92, v62, v77, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v93, v62, v78, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v94, v62, v79, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v95, v62, v80, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v96, v62, v81, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v97, v62, v82, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v98, v62, v83, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v99, v62, v84, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v100, v62, v85, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v101, v62, v86, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v102, v62, v87, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v103, v62, v88, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v104, v62, v89, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v105, v62, v90, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v106, v62, v91, s[14:15]
	v_max_f32 v62, v63, v92                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v63, v92
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v93                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v93
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v94                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v94
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v95                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v95
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v96                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v96
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v97                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v97
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v98                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v98
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v99                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v99
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v100                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v100
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v101                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v101
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v102                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v102
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v103                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v103
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v104                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v104
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v105                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v105
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v106                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v106
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_and_b32 v62, 63, v0                               ; max over 'tt' (examples/attention_fp8.kgen:17): lanes 32 apart
	v_xor_b32 v62, 32, v62
	v_lshlrev_b32 v62, 2, v62
	ds_bpermute_b32 v63, v62, v92
	s_waitcnt lgkmcnt(0)
	v_max_f32 v62, v92, v63
	v_cmp_u_f32 s[26:27], v92, v63
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v92 offset:48128                  ; max over 'tt' (examples/attention_fp8.kgen:17): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v62, v8 offset:48128                    ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 0
	ds_read_b32 v63, v8 offset:48384                    ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v92, v62, v63
	v_cmp_u_f32 s[26:27], v62, v63
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v92, v62, s[26:27]
	v_max_f32 v62, v24, v63                             ; examples/attention_fp8.kgen:17
	v_cmp_u_f32 s[26:27], v24, v63
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_sub_f32 v62, v24, v92                             ; examples/attention_fp8.kgen:19
	v_mul_f32 v63, s7, v62                              ; examples/attention_fp8.kgen:19
	v_mul_f32 v62, 0x3fb8aa3b, v63                      ; examples/attention_fp8.kgen:19
	v_exp_f32 v63, v62                                  ; examples/attention_fp8.kgen:19
	s_nop 0
	v_mul_f32 v62, v26, v63                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v93, v27, v63                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v94, v28, v63                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v95, v29, v63                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v96, v30, v63                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v97, v31, v63                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v98, v32, v63                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v99, v33, v63                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v100, v34, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v101, v35, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v102, v36, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v103, v37, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v104, v38, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v105, v39, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v106, v40, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v107, v41, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v108, v42, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v109, v43, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v110, v44, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v111, v45, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v112, v46, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v113, v47, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v114, v48, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v115, v49, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v116, v50, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v117, v51, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v118, v52, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v119, v53, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v120, v54, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v121, v55, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v122, v56, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v123, v57, v63                            ; examples/attention_fp8.kgen:21
	v_mov_b32 v26, v62                                  ; 'acc' scaled in place
	v_mov_b32 v27, v93                                  ; 'acc' scaled in place
	v_mov_b32 v28, v94                                  ; 'acc' scaled in place
	v_mov_b32 v29, v95                                  ; 'acc' scaled in place
	v_mov_b32 v30, v96                                  ; 'acc' scaled in place
	v_mov_b32 v31, v97                                  ; 'acc' scaled in place
	v_mov_b32 v32, v98                                  ; 'acc' scaled in place
	v_mov_b32 v33, v99                                  ; 'acc' scaled in place
	v_mov_b32 v34, v100                                 ; 'acc' scaled in place
	v_mov_b32 v35, v101                                 ; 'acc' scaled in place
	v_mov_b32 v36, v102                                 ; 'acc' scaled in place
	v_mov_b32 v37, v103                                 ; 'acc' scaled in place
	v_mov_b32 v38, v104                                 ; 'acc' scaled in place
	v_mov_b32 v39, v105                                 ; 'acc' scaled in place
	v_mov_b32 v40, v106                                 ; 'acc' scaled in place
	v_mov_b32 v41, v107                                 ; 'acc' scaled in place
	v_mov_b32 v42, v108                                 ; 'acc' scaled in place
	v_mov_b32 v43, v109                                 ; 'acc' scaled in place
	v_mov_b32 v44, v110                                 ; 'acc' scaled in place
	v_mov_b32 v45, v111                                 ; 'acc' scaled in place
	v_mov_b32 v46, v112                                 ; 'acc' scaled in place
	v_mov_b32 v47, v113                                 ; 'acc' scaled in place
	v_mov_b32 v48, v114                                 ; 'acc' scaled in place
	v_mov_b32 v49, v115                                 ; 'acc' scaled in place
	v_mov_b32 v50, v116                                 ; 'acc' scaled in place
	v_mov_b32 v51, v117                                 ; 'acc' scaled in place
	v_mov_b32 v52, v118                                 ; 'acc' scaled in place
	v_mov_b32 v53, v119                                 ; 'acc' scaled in place
	v_mov_b32 v54, v120                                 ; 'acc' scaled in place
	v_mov_b32 v55, v121                                 ; 'acc' scaled in place
	v_mov_b32 v56, v122                                 ; 'acc' scaled in place
	v_mov_b32 v57, v123                                 ; 'acc' scaled in place
	v_mov_b32 v62, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8.kgen:18)
	v_mul_f32 v93, s7, v62
	v_mov_b32 v62, 0xbfb8aa3b
	v_mul_f32 v94, s7, v62
	v_mul_f32 v62, v92, v94                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8.kgen:18)
	v_fma_f32 v94, v76, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v95, v94                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v77, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v96, v94                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v78, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v97, v94                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v79, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v98, v94                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v80, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v99, v94                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v81, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v100, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v82, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v101, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v83, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v102, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v84, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v103, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v85, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v104, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v86, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v105, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v87, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v106, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v88, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v107, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v89, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v108, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v90, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v109, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v91, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v62, v94                                  ; examples/attention_fp8.kgen:18
	v_cmp_u_f32 s[26:27], v95, v95                      ; round to e4m3
	v_med3_f32 v76, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v76, v76, v95, s[26:27]
	v_cvt_pk_fp8_f32 v76, v76, 0
	v_and_b32 v77, 0xff, v76
	v_cvt_f32_fp8 v76, v77
	v_cmp_u_f32 s[26:27], v96, v96                      ; round to e4m3
	v_med3_f32 v77, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v96, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v78, 0xff, v77
	v_cvt_f32_fp8 v77, v78
	v_cmp_u_f32 s[26:27], v97, v97                      ; round to e4m3
	v_med3_f32 v78, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v78, v78, v97, s[26:27]
	v_cvt_pk_fp8_f32 v78, v78, 0
	v_and_b32 v79, 0xff, v78
	v_cvt_f32_fp8 v78, v79
	v_cmp_u_f32 s[26:27], v98, v98                      ; round to e4m3
	v_med3_f32 v79, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v79, v79, v98, s[26:27]
	v_cvt_pk_fp8_f32 v79, v79, 0
	v_and_b32 v80, 0xff, v79
	v_cvt_f32_fp8 v79, v80
	v_cmp_u_f32 s[26:27], v99, v99                      ; round to e4m3
	v_med3_f32 v80, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v80, v80, v99, s[26:27]
	v_cvt_pk_fp8_f32 v80, v80, 0
	v_and_b32 v81, 0xff, v80
	v_cvt_f32_fp8 v80, v81
	v_cmp_u_f32 s[26:27], v100, v100                    ; round to e4m3
	v_med3_f32 v81, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v81, v81, v100, s[26:27]
	v_cvt_pk_fp8_f32 v81, v81, 0
	v_and_b32 v82, 0xff, v81
	v_cvt_f32_fp8 v81, v82
	v_cmp_u_f32 s[26:27], v101, v101                    ; round to e4m3
	v_med3_f32 v82, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v82, v82, v101, s[26:27]
	v_cvt_pk_fp8_f32 v82, v82, 0
	v_and_b32 v83, 0xff, v82
	v_cvt_f32_fp8 v82, v83
	v_cmp_u_f32 s[26:27], v102, v102                    ; round to e4m3
	v_med3_f32 v83, v102, -s4, s4
	s_nop 0
	v_cndmask_b32 v83, v83, v102, s[26:27]
	v_cvt_pk_fp8_f32 v83, v83, 0
	v_and_b32 v84, 0xff, v83
	v_cvt_f32_fp8 v83, v84
	v_cmp_u_f32 s[26:27], v103, v103                    ; round to e4m3
	v_med3_f32 v84, v103, -s4, s4
	s_nop 0
	v_cndmask_b32 v84, v84, v103, s[26:27]
	v_cvt_pk_fp8_f32 v84, v84, 0
	v_and_b32 v85, 0xff, v84
	v_cvt_f32_fp8 v84, v85
	v_cmp_u_f32 s[26:27], v104, v104                    ; round to e4m3
	v_med3_f32 v85, v104, -s4, s4
	s_nop 0
	v_cndmask_b32 v85, v85, v104, s[26:27]
	v_cvt_pk_fp8_f32 v85, v85, 0
	v_and_b32 v86, 0xff, v85
	v_cvt_f32_fp8 v85, v86
	v_cmp_u_f32 s[26:27], v105, v105                    ; round to e4m3
	v_med3_f32 v86, v105, -s4, s4
	s_nop 0
	v_cndmask_b32 v86, v86, v105, s[26:27]
	v_cvt_pk_fp8_f32 v86, v86, 0
	v_and_b32 v87, 0xff, v86
	v_cvt_f32_fp8 v86, v87
	v_cmp_u_f32 s[26:27], v106, v106                    ; round to e4m3
	v_med3_f32 v87, v106, -s4, s4
	s_nop 0
	v_cndmask_b32 v87, v87, v106, s[26:27]
	v_cvt_pk_fp8_f32 v87, v87, 0
	v_and_b32 v88, 0xff, v87
	v_cvt_f32_fp8 v87, v88
	v_cmp_u_f32 s[26:27], v107, v107                    ; round to e4m3
	v_med3_f32 v88, v107, -s4, s4
	s_nop 0
	v_cndmask_b32 v88, v88, v107, s[26:27]
	v_cvt_pk_fp8_f32 v88, v88, 0
	v_and_b32 v89, 0xff, v88
	v_cvt_f32_fp8 v88, v89
	v_cmp_u_f32 s[26:27], v108, v108                    ; round to e4m3
	v_med3_f32 v89, v108, -s4, s4
	s_nop 0
	v_cndmask_b32 v89, v89, v108, s[26:27]
	v_cvt_pk_fp8_f32 v89, v89, 0
	v_and_b32 v90, 0xff, v89
	v_cvt_f32_fp8 v89, v90
	v_cmp_u_f32 s[26:27], v109, v109                    ; round to e4m3
	v_med3_f32 v90, v109, -s4, s4
	s_nop 0
	v_cndmask_b32 v90, v90, v109, s[26:27]
	v_cvt_pk_fp8_f32 v90, v90, 0
	v_and_b32 v91, 0xff, v90
	v_cvt_f32_fp8 v90, v91
	v_cmp_u_f32 s[26:27], v62, v62                      ; round to e4m3
	v_med3_f32 v91, v62, -s4, s4
	s_nop 0
	v_cndmask_b32 v91, v91, v62, s[26:27]
	v_cvt_pk_fp8_f32 v91, v91, 0
	v_and_b32 v93, 0xff, v91
	v_cvt_f32_fp8 v91, v93
	v_cndmask_b32 v93, 0, v76, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v93, v93
	v_med3_f32 v76, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v76, v76, v93, s[26:27]
	v_cvt_pk_fp8_f32 v76, v76, 0
	v_and_b32 v93, 0xff, v76
	ds_write_b8 v4, v93 offset:48640                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v77, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48641                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v78, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48642                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v79, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48643                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v80, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48648                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v81, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48649                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v82, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48650                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v83, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48651                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v84, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48656                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v85, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48657                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v86, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48658                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v87, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48659                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v88, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48664                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v89, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48665                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v90, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48666                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v91, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48667                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[76:79], v14 offset:48640             ; B fragment 0 of k-step 0
	ds_read_b128 v[80:83], v14 offset:48672             ; B fragment 0 of k-step 0
	ds_read_b128 v[84:87], v2 offset:18432              ; A fragment 0 of k-step 0
	ds_read_b128 v[88:91], v2 offset:18464              ; A fragment 0 of k-step 0
	ds_read_b128 v[110:113], v2 offset:20992            ; A fragment 1 of k-step 0
	ds_read_b128 v[114:117], v2 offset:21024            ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[26:41], v[84:91], v[76:83], v[26:41] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[42:57], v[110:117], v[76:83], v[42:57] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	v_mul_f32 v76, v25, v63                             ; examples/attention_fp8.kgen:20
	v_cndmask_b32 v63, 0, v95, s[14:15]                 ; absent elements contribute the identity
	v_cndmask_b32 v77, 0, v96, s[14:15]                 ; absent elements contribute the identity
	v_cndmask_b32 v78, 0, v97, s[14:15]                 ; absent elements contribute the identity
	v_cndmask_b32 v79, 0, v98, s[14:15]                 ; absent elements contribute the identity
	v_cndmask_b32 v80, 0, v99, s[14:15]                 ; absent elements contribute the identity
	v_cndmask_b32 v81, 0, v100, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v82, 0, v101, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v83, 0, v102, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v84, 0, v103, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v85, 0, v104, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v86, 0, v105, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v87, 0, v106, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v88, 0, v107, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v89, 0, v108, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v90, 0, v109, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v91, 0, v62, s[14:15]                 ; absent elements contribute the identity
	v_add_f32 v62, v63, v77                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v63, v62, v78                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v62, v63, v79                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v63, v62, v80                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v62, v63, v81                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v63, v62, v82                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v62, v63, v83                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v63, v62, v84                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v62, v63, v85                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v63, v62, v86                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v62, v63, v87                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v63, v62, v88                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v62, v63, v89                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v63, v62, v90                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v62, v63, v91                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_and_b32 v63, 63, v0                               ; sum over 'tt' (examples/attention_fp8.kgen:20): lanes 32 apart
	v_xor_b32 v63, 32, v63
	v_lshlrev_b32 v63, 2, v63
	ds_bpermute_b32 v77, v63, v62
	s_waitcnt lgkmcnt(0)
	v_add_f32 v63, v62, v77
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v63 offset:57856                  ; sum over 'tt' (examples/attention_fp8.kgen:20): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v62, v8 offset:57856                    ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 0
	ds_read_b32 v63, v8 offset:58112                    ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v77, v62, v63
	v_add_f32 v62, v76, v77                             ; examples/attention_fp8.kgen:20
	v_mov_b32 v25, v62                                  ; next 'l'
	v_mov_b32 v24, v92                                  ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[58:61] offset:28672             ; 16 bytes into st1
	ds_write_b128 v9, v[64:67] offset:33280             ; 16 bytes into st1
	ds_write_b128 v15, v[68:71] offset:37888            ; 16 bytes into st2
	ds_write_b128 v15, v[72:75] offset:43008            ; 16 bytes into st2
.Lattention_fp8_if2_end:
	s_add_u32 s14, s13, 64
	s_add_u32 s15, s14, 64
	s_cmp_lt_u32 s14, s12
	s_cselect_b32 s14, 1, 0
	s_cmp_eq_u32 s14, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_fp8_if3_end
	s_mul_i32 s26, s15, 0x80
	s_mul_hi_u32 s27, s15, 0x80
	s_add_u32 s30, s32, s26                             ; 'k' at this chunk
	s_addc_u32 s31, s33, s27
	s_cmp_lt_u32 s15, s12                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_3542
	s_cbranch_scc1 .Lattention_fp8_skip8
	global_load_dwordx4 v[58:61], v13, s[30:31]         ; examples/attention_fp8.kgen:16: 16 bytes of 'k'
.Lattention_fp8_skip8:
	v_add_u32 v62, 0x1000, v13
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_3542
	s_cbranch_scc1 .Lattention_fp8_skip9
	global_load_dwordx4 v[64:67], v62, s[30:31]         ; examples/attention_fp8.kgen:16: 16 bytes of 'k'
.Lattention_fp8_skip9:
	s_mov_b32 s26, s15
	s_mov_b32 s27, 0
	s_add_u32 s30, s10, s26                             ; 'vt' at this chunk
	s_addc_u32 s31, s11, s27
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_3542
	s_cbranch_scc1 .Lattention_fp8_skip10
	global_load_dwordx4 v[68:71], v18, s[30:31]         ; examples/attention_fp8.kgen:21: 16 bytes of 'vt'
.Lattention_fp8_skip10:
	s_mul_i32 s15, s18, 64
	v_add_u32 v62, s15, v18
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	v_mov_b32 v74, 0                                    ; outside: 0
	v_mov_b32 v75, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_3542
	s_cbranch_scc1 .Lattention_fp8_skip11
	global_load_dwordx4 v[72:75], v62, s[30:31]         ; examples/attention_fp8.kgen:21: 16 bytes of 'vt'
.Lattention_fp8_skip11:
	v_mov_b32 v76, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v77, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v78, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v79, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v80, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v81, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v82, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v84, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v85, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v86, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v87, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v88, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v89, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v90, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v91, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[92:95], v12                          ; B fragment 0 of k-step 0
	ds_read_b128 v[96:99], v12 offset:32                ; B fragment 0 of k-step 0
	ds_read_b128 v[100:103], v6 offset:28672            ; A fragment 0 of k-step 0
	ds_read_b128 v[104:107], v6 offset:28704            ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[76:91], v[100:107], v[92:99], v[76:91] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	ds_read_b128 v[92:95], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[96:99], v12 offset:96                ; B fragment 0 of k-step 1
	ds_read_b128 v[100:103], v6 offset:28736            ; A fragment 0 of k-step 1
	ds_read_b128 v[104:107], v6 offset:28768            ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[76:91], v[100:107], v[92:99], v[76:91] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	v_cmp_lt_u32 s[14:15], v3, s21                      ; 's' element in bounds
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	s_nop 0
	s_nop 7
	s_nop 7
	s_nop 0
	v_cndmask_b32 v63, v62, v76, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v92, v62, v77, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v93, v62, v78, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v94, v62, v79, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v95, v62, v80, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v96, v62, v81, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v97, v62, v82, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v98, v62, v83, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v99, v62, v84, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v100, v62, v85, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v101, v62, v86, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v102, v62, v87, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v103, v62, v88, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v104, v62, v89, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v105, v62, v90, s[14:15]
	v_mov_b32 v62, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v106, v62, v91, s[14:15]
	v_max_f32 v62, v63, v92                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v63, v92
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v93                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v93
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v94                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v94
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v95                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v95
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v96                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v96
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v97                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v97
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v98                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v98
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v99                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v99
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v100                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v100
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v101                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v101
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v102                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v102
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v103                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v103
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v104                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v104
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v105                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v105
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_max_f32 v62, v92, v106                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v92, v106
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_and_b32 v62, 63, v0                               ; max over 'tt' (examples/attention_fp8.kgen:17): lanes 32 apart
	v_xor_b32 v62, 32, v62
	v_lshlrev_b32 v62, 2, v62
	ds_bpermute_b32 v63, v62, v92
	s_waitcnt lgkmcnt(0)
	v_max_f32 v62, v92, v63
	v_cmp_u_f32 s[26:27], v92, v63
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v92 offset:48128                  ; max over 'tt' (examples/attention_fp8.kgen:17): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v62, v8 offset:48128                    ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 0
	ds_read_b32 v63, v8 offset:48384                    ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v92, v62, v63
	v_cmp_u_f32 s[26:27], v62, v63
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v92, v62, s[26:27]
	v_max_f32 v62, v24, v63                             ; examples/attention_fp8.kgen:17
	v_cmp_u_f32 s[26:27], v24, v63
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v62, v63, s[26:27]
	v_sub_f32 v62, v24, v92                             ; examples/attention_fp8.kgen:19
	v_mul_f32 v63, s7, v62                              ; examples/attention_fp8.kgen:19
	v_mul_f32 v62, 0x3fb8aa3b, v63                      ; examples/attention_fp8.kgen:19
	v_exp_f32 v63, v62                                  ; examples/attention_fp8.kgen:19
	s_nop 0
	v_mul_f32 v62, v26, v63                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v93, v27, v63                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v94, v28, v63                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v95, v29, v63                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v96, v30, v63                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v97, v31, v63                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v98, v32, v63                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v99, v33, v63                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v100, v34, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v101, v35, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v102, v36, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v103, v37, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v104, v38, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v105, v39, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v106, v40, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v107, v41, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v108, v42, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v109, v43, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v110, v44, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v111, v45, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v112, v46, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v113, v47, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v114, v48, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v115, v49, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v116, v50, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v117, v51, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v118, v52, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v119, v53, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v120, v54, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v121, v55, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v122, v56, v63                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v123, v57, v63                            ; examples/attention_fp8.kgen:21
	v_mov_b32 v26, v62                                  ; 'acc' scaled in place
	v_mov_b32 v27, v93                                  ; 'acc' scaled in place
	v_mov_b32 v28, v94                                  ; 'acc' scaled in place
	v_mov_b32 v29, v95                                  ; 'acc' scaled in place
	v_mov_b32 v30, v96                                  ; 'acc' scaled in place
	v_mov_b32 v31, v97                                  ; 'acc' scaled in place
	v_mov_b32 v32, v98                                  ; 'acc' scaled in place
	v_mov_b32 v33, v99                                  ; 'acc' scaled in place
	v_mov_b32 v34, v100                                 ; 'acc' scaled in place
	v_mov_b32 v35, v101                                 ; 'acc' scaled in place
	v_mov_b32 v36, v102                                 ; 'acc' scaled in place
	v_mov_b32 v37, v103                                 ; 'acc' scaled in place
	v_mov_b32 v38, v104                                 ; 'acc' scaled in place
	v_mov_b32 v39, v105                                 ; 'acc' scaled in place
	v_mov_b32 v40, v106                                 ; 'acc' scaled in place
	v_mov_b32 v41, v107                                 ; 'acc' scaled in place
	v_mov_b32 v42, v108                                 ; 'acc' scaled in place
	v_mov_b32 v43, v109                                 ; 'acc' scaled in place
	v_mov_b32 v44, v110                                 ; 'acc' scaled in place
	v_mov_b32 v45, v111                                 ; 'acc' scaled in place
	v_mov_b32 v46, v112                                 ; 'acc' scaled in place
	v_mov_b32 v47, v113                                 ; 'acc' scaled in place
	v_mov_b32 v48, v114                                 ; 'acc' scaled in place
	v_mov_b32 v49, v115                                 ; 'acc' scaled in place
	v_mov_b32 v50, v116                                 ; 'acc' scaled in place
	v_mov_b32 v51, v117                                 ; 'acc' scaled in place
	v_mov_b32 v52, v118                                 ; 'acc' scaled in place
	v_mov_b32 v53, v119                                 ; 'acc' scaled in place
	v_mov_b32 v54, v120                                 ; 'acc' scaled in place
	v_mov_b32 v55, v121                                 ; 'acc' scaled in place
	v_mov_b32 v56, v122                                 ; 'acc' scaled in place
	v_mov_b32 v57, v123                                 ; 'acc' scaled in place
	v_mov_b32 v62, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8.kgen:18)
	v_mul_f32 v93, s7, v62
	v_mov_b32 v62, 0xbfb8aa3b
	v_mul_f32 v94, s7, v62
	v_mul_f32 v62, v92, v94                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8.kgen:18)
	v_fma_f32 v94, v76, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v95, v94                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v77, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v96, v94                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v78, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v97, v94                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v79, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v98, v94                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v80, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v99, v94                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v81, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v100, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v82, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v101, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v83, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v102, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v84, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v103, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v85, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v104, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v86, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v105, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v87, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v106, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v88, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v107, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v89, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v108, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v90, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v109, v94                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v94, v91, v93, v62                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v62, v94                                  ; examples/attention_fp8.kgen:18
	v_cmp_u_f32 s[26:27], v95, v95                      ; round to e4m3
	v_med3_f32 v76, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v76, v76, v95, s[26:27]
	v_cvt_pk_fp8_f32 v76, v76, 0
	v_and_b32 v77, 0xff, v76
	v_cvt_f32_fp8 v76, v77
	v_cmp_u_f32 s[26:27], v96, v96                      ; round to e4m3
	v_med3_f32 v77, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v96, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v78, 0xff, v77
	v_cvt_f32_fp8 v77, v78
	v_cmp_u_f32 s[26:27], v97, v97                      ; round to e4m3
	v_med3_f32 v78, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v78, v78, v97, s[26:27]
	v_cvt_pk_fp8_f32 v78, v78, 0
	v_and_b32 v79, 0xff, v78
	v_cvt_f32_fp8 v78, v79
	v_cmp_u_f32 s[26:27], v98, v98                      ; round to e4m3
	v_med3_f32 v79, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v79, v79, v98, s[26:27]
	v_cvt_pk_fp8_f32 v79, v79, 0
	v_and_b32 v80, 0xff, v79
	v_cvt_f32_fp8 v79, v80
	v_cmp_u_f32 s[26:27], v99, v99                      ; round to e4m3
	v_med3_f32 v80, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v80, v80, v99, s[26:27]
	v_cvt_pk_fp8_f32 v80, v80, 0
	v_and_b32 v81, 0xff, v80
	v_cvt_f32_fp8 v80, v81
	v_cmp_u_f32 s[26:27], v100, v100                    ; round to e4m3
	v_med3_f32 v81, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v81, v81, v100, s[26:27]
	v_cvt_pk_fp8_f32 v81, v81, 0
	v_and_b32 v82, 0xff, v81
	v_cvt_f32_fp8 v81, v82
	v_cmp_u_f32 s[26:27], v101, v101                    ; round to e4m3
	v_med3_f32 v82, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v82, v82, v101, s[26:27]
	v_cvt_pk_fp8_f32 v82, v82, 0
	v_and_b32 v83, 0xff, v82
	v_cvt_f32_fp8 v82, v83
	v_cmp_u_f32 s[26:27], v102, v102                    ; round to e4m3
	v_med3_f32 v83, v102, -s4, s4
	s_nop 0
	v_cndmask_b32 v83, v83, v102, s[26:27]
	v_cvt_pk_fp8_f32 v83, v83, 0
	v_and_b32 v84, 0xff, v83
	v_cvt_f32_fp8 v83, v84
	v_cmp_u_f32 s[26:27], v103, v103                    ; round to e4m3
	v_med3_f32 v84, v103, -s4, s4
	s_nop 0
	v_cndmask_b32 v84, v84, v103, s[26:27]
	v_cvt_pk_fp8_f32 v84, v84, 0
	v_and_b32 v85, 0xff, v84
	v_cvt_f32_fp8 v84, v85
	v_cmp_u_f32 s[26:27], v104, v104                    ; round to e4m3
	v_med3_f32 v85, v104, -s4, s4
	s_nop 0
	v_cndmask_b32 v85, v85, v104, s[26:27]
	v_cvt_pk_fp8_f32 v85, v85, 0
	v_and_b32 v86, 0xff, v85
	v_cvt_f32_fp8 v85, v86
	v_cmp_u_f32 s[26:27], v105, v105                    ; round to e4m3
	v_med3_f32 v86, v105, -s4, s4
	s_nop 0
	v_cndmask_b32 v86, v86, v105, s[26:27]
	v_cvt_pk_fp8_f32 v86, v86, 0
	v_and_b32 v87, 0xff, v86
	v_cvt_f32_fp8 v86, v87
	v_cmp_u_f32 s[26:27], v106, v106                    ; round to e4m3
	v_med3_f32 v87, v106, -s4, s4
	s_nop 0
	v_cndmask_b32 v87, v87, v106, s[26:27]
	v_cvt_pk_fp8_f32 v87, v87, 0
	v_and_b32 v88, 0xff, v87
	v_cvt_f32_fp8 v87, v88
	v_cmp_u_f32 s[26:27], v107, v107                    ; round to e4m3
	v_med3_f32 v88, v107, -s4, s4
	s_nop 0
	v_cndmask_b32 v88, v88, v107, s[26:27]
	v_cvt_pk_fp8_f32 v88, v88, 0
	v_and_b32 v89, 0xff, v88
	v_cvt_f32_fp8 v88, v89
	v_cmp_u_f32 s[26:27], v108, v108                    ; round to e4m3
	v_med3_f32 v89, v108, -s4, s4
	s_nop 0
	v_cndmask_b32 v89, v89, v108, s[26:27]
	v_cvt_pk_fp8_f32 v89, v89, 0
	v_and_b32 v90, 0xff, v89
	v_cvt_f32_fp8 v89, v90
	v_cmp_u_f32 s[26:27], v109, v109                    ; round to e4m3
	v_med3_f32 v90, v109, -s4, s4
	s_nop 0
	v_cndmask_b32 v90, v90, v109, s[26:27]
	v_cvt_pk_fp8_f32 v90, v90, 0
	v_and_b32 v91, 0xff, v90
	v_cvt_f32_fp8 v90, v91
	v_cmp_u_f32 s[26:27], v62, v62                      ; round to e4m3
	v_med3_f32 v91, v62, -s4, s4
	s_nop 0
	v_cndmask_b32 v91, v91, v62, s[26:27]
	v_cvt_pk_fp8_f32 v91, v91, 0
	v_and_b32 v93, 0xff, v91
	v_cvt_f32_fp8 v91, v93
	v_cndmask_b32 v93, 0, v76, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v93, v93
	v_med3_f32 v76, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v76, v76, v93, s[26:27]
	v_cvt_pk_fp8_f32 v76, v76, 0
	v_and_b32 v93, 0xff, v76
	ds_write_b8 v4, v93 offset:48640                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v77, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48641                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v78, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48642                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v79, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48643                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v80, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48648                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v81, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48649                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v82, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48650                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v83, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48651                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v84, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48656                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v85, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48657                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v86, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48658                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v87, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48659                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v88, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48664                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v89, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48665                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v90, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48666                    ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v91, s[14:15]                 ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v77, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[26:27]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v76, 0xff, v77
	ds_write_b8 v4, v76 offset:48667                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[76:79], v14 offset:48640             ; B fragment 0 of k-step 0
	ds_read_b128 v[80:83], v14 offset:48672             ; B fragment 0 of k-step 0
	ds_read_b128 v[84:87], v2 offset:37888              ; A fragment 0 of k-step 0
	ds_read_b128 v[88:91], v2 offset:37920              ; A fragment 0 of k-step 0
	ds_read_b128 v[110:113], v2 offset:40448            ; A fragment 1 of k-step 0
	ds_read_b128 v[114:117], v2 offset:40480            ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[26:41], v[84:91], v[76:83], v[26:41] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[42:57], v[110:117], v[76:83], v[42:57] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	v_mul_f32 v76, v25, v63                             ; examples/attention_fp8.kgen:20
	v_cndmask_b32 v63, 0, v95, s[14:15]                 ; absent elements contribute the identity
	v_cndmask_b32 v77, 0, v96, s[14:15]                 ; absent elements contribute the identity
	v_cndmask_b32 v78, 0, v97, s[14:15]                 ; absent elements contribute the identity
	v_cndmask_b32 v79, 0, v98, s[14:15]                 ; absent elements contribute the identity
	v_cndmask_b32 v80, 0, v99, s[14:15]                 ; absent elements contribute the identity
	v_cndmask_b32 v81, 0, v100, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v82, 0, v101, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v83, 0, v102, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v84, 0, v103, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v85, 0, v104, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v86, 0, v105, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v87, 0, v106, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v88, 0, v107, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v89, 0, v108, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v90, 0, v109, s[14:15]                ; absent elements contribute the identity
	v_cndmask_b32 v91, 0, v62, s[14:15]                 ; absent elements contribute the identity
	v_add_f32 v62, v63, v77                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v63, v62, v78                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v62, v63, v79                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v63, v62, v80                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v62, v63, v81                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v63, v62, v82                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v62, v63, v83                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v63, v62, v84                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v62, v63, v85                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v63, v62, v86                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v62, v63, v87                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v63, v62, v88                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v62, v63, v89                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v63, v62, v90                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v62, v63, v91                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_and_b32 v63, 63, v0                               ; sum over 'tt' (examples/attention_fp8.kgen:20): lanes 32 apart
	v_xor_b32 v63, 32, v63
	v_lshlrev_b32 v63, 2, v63
	ds_bpermute_b32 v77, v63, v62
	s_waitcnt lgkmcnt(0)
	v_add_f32 v63, v62, v77
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v63 offset:57856                  ; sum over 'tt' (examples/attention_fp8.kgen:20): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v62, v8 offset:57856                    ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 0
	ds_read_b32 v63, v8 offset:58112                    ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v77, v62, v63
	v_add_f32 v62, v76, v77                             ; examples/attention_fp8.kgen:20
	v_mov_b32 v25, v62                                  ; next 'l'
	v_mov_b32 v24, v92                                  ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[58:61] offset:9216              ; 16 bytes into st1
	ds_write_b128 v9, v[64:67] offset:13824             ; 16 bytes into st1
	ds_write_b128 v15, v[68:71] offset:18432            ; 16 bytes into st2
	ds_write_b128 v15, v[72:75] offset:23552            ; 16 bytes into st2
.Lattention_fp8_if3_end:
	s_add_u32 s13, s13, 0x80
	s_cmp_lt_u32 s13, s12
	s_cbranch_scc1 .Lattention_fp8_loop0
.Lattention_fp8_loop0_end:
	s_branch .Lattention_fp8_if1_end
.Lattention_fp8_if1_else:
	s_mul_i32 s14, 0, 0x80
	s_mul_hi_u32 s15, 0, 0x80
	s_add_u32 s26, s32, s14                             ; 'k' at this chunk
	s_addc_u32 s27, s33, s15
	s_cmp_lt_u32 0, s12                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s13, 1, 0
	v_mov_b32 v58, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip12
	global_load_ubyte v58, v13, s[26:27]                ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip12:
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip13
	global_load_ubyte v59, v13, s[26:27] offset:1       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip13:
	v_mov_b32 v60, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip14
	global_load_ubyte v60, v13, s[26:27] offset:2       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip14:
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip15
	global_load_ubyte v61, v13, s[26:27] offset:3       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip15:
	v_mov_b32 v62, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip16
	global_load_ubyte v62, v13, s[26:27] offset:4       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip16:
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip17
	global_load_ubyte v63, v13, s[26:27] offset:5       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip17:
	v_mov_b32 v64, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip18
	global_load_ubyte v64, v13, s[26:27] offset:6       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip18:
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip19
	global_load_ubyte v65, v13, s[26:27] offset:7       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip19:
	v_mov_b32 v66, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip20
	global_load_ubyte v66, v13, s[26:27] offset:8       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip20:
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip21
	global_load_ubyte v67, v13, s[26:27] offset:9       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip21:
	v_mov_b32 v68, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip22
	global_load_ubyte v68, v13, s[26:27] offset:10      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip22:
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip23
	global_load_ubyte v69, v13, s[26:27] offset:11      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip23:
	v_mov_b32 v70, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip24
	global_load_ubyte v70, v13, s[26:27] offset:12      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip24:
	v_mov_b32 v71, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip25
	global_load_ubyte v71, v13, s[26:27] offset:13      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip25:
	v_mov_b32 v72, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip26
	global_load_ubyte v72, v13, s[26:27] offset:14      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip26:
	v_mov_b32 v73, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip27
	global_load_ubyte v73, v13, s[26:27] offset:15      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip27:
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 8, v59
	v_or_b32 v59, v58, v74                              ; byte 1
	v_lshlrev_b32 v58, 16, v60
	v_or_b32 v60, v59, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v61
	v_or_b32 v59, v60, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v63
	v_or_b32 v60, v62, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v64
	v_or_b32 v61, v60, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v65
	v_or_b32 v60, v61, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v67
	v_or_b32 v61, v66, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v68
	v_or_b32 v62, v61, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v69
	v_or_b32 v61, v62, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v71
	v_or_b32 v62, v70, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v72
	v_or_b32 v63, v62, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v73
	v_or_b32 v62, v63, v58                              ; byte 3
	v_mov_b32 v64, v59                                  ; 16 bytes into st1
	v_mov_b32 v65, v60
	v_mov_b32 v66, v61
	v_mov_b32 v67, v62
	ds_write_b128 v9, v[64:67] offset:9216
	v_add_u32 v58, 0x1000, v13
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip28
	global_load_ubyte v59, v58, s[26:27]                ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip28:
	v_mov_b32 v60, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip29
	global_load_ubyte v60, v58, s[26:27] offset:1       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip29:
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip30
	global_load_ubyte v61, v58, s[26:27] offset:2       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip30:
	v_mov_b32 v62, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip31
	global_load_ubyte v62, v58, s[26:27] offset:3       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip31:
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip32
	global_load_ubyte v63, v58, s[26:27] offset:4       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip32:
	v_mov_b32 v64, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip33
	global_load_ubyte v64, v58, s[26:27] offset:5       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip33:
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip34
	global_load_ubyte v65, v58, s[26:27] offset:6       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip34:
	v_mov_b32 v66, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip35
	global_load_ubyte v66, v58, s[26:27] offset:7       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip35:
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip36
	global_load_ubyte v67, v58, s[26:27] offset:8       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip36:
	v_mov_b32 v68, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip37
	global_load_ubyte v68, v58, s[26:27] offset:9       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip37:
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip38
	global_load_ubyte v69, v58, s[26:27] offset:10      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip38:
	v_mov_b32 v70, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip39
	global_load_ubyte v70, v58, s[26:27] offset:11      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip39:
	v_mov_b32 v71, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip40
	global_load_ubyte v71, v58, s[26:27] offset:12      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip40:
	v_mov_b32 v72, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip41
	global_load_ubyte v72, v58, s[26:27] offset:13      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip41:
	v_mov_b32 v73, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip42
	global_load_ubyte v73, v58, s[26:27] offset:14      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip42:
	v_mov_b32 v74, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip43
	global_load_ubyte v74, v58, s[26:27] offset:15      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip43:
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 8, v60
	v_or_b32 v60, v59, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v61
	v_or_b32 v59, v60, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v62
	v_or_b32 v60, v59, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v64
	v_or_b32 v59, v63, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v65
	v_or_b32 v61, v59, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v66
	v_or_b32 v59, v61, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v68
	v_or_b32 v61, v67, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v69
	v_or_b32 v62, v61, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v70
	v_or_b32 v61, v62, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v72
	v_or_b32 v62, v71, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v73
	v_or_b32 v63, v62, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v74
	v_or_b32 v62, v63, v58                              ; byte 3
	v_mov_b32 v64, v60                                  ; 16 bytes into st1
	v_mov_b32 v65, v59
	v_mov_b32 v66, v61
	v_mov_b32 v67, v62
	ds_write_b128 v9, v[64:67] offset:13824
	s_mov_b32 s14, 0
	s_mov_b32 s15, 0
	s_add_u32 s26, s10, s14                             ; 'vt' at this chunk
	s_addc_u32 s27, s11, s15
	v_mov_b32 v58, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip44
	global_load_ubyte v58, v18, s[26:27]                ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip44:
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip45
	global_load_ubyte v59, v18, s[26:27] offset:1       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip45:
	v_mov_b32 v60, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip46
	global_load_ubyte v60, v18, s[26:27] offset:2       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip46:
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip47
	global_load_ubyte v61, v18, s[26:27] offset:3       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip47:
	v_mov_b32 v62, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip48
	global_load_ubyte v62, v18, s[26:27] offset:4       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip48:
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip49
	global_load_ubyte v63, v18, s[26:27] offset:5       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip49:
	v_mov_b32 v64, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip50
	global_load_ubyte v64, v18, s[26:27] offset:6       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip50:
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip51
	global_load_ubyte v65, v18, s[26:27] offset:7       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip51:
	v_mov_b32 v66, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip52
	global_load_ubyte v66, v18, s[26:27] offset:8       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip52:
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip53
	global_load_ubyte v67, v18, s[26:27] offset:9       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip53:
	v_mov_b32 v68, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip54
	global_load_ubyte v68, v18, s[26:27] offset:10      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip54:
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip55
	global_load_ubyte v69, v18, s[26:27] offset:11      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip55:
	v_mov_b32 v70, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip56
	global_load_ubyte v70, v18, s[26:27] offset:12      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip56:
	v_mov_b32 v71, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip57
	global_load_ubyte v71, v18, s[26:27] offset:13      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip57:
	v_mov_b32 v72, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip58
	global_load_ubyte v72, v18, s[26:27] offset:14      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip58:
	v_mov_b32 v73, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip59
	global_load_ubyte v73, v18, s[26:27] offset:15      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip59:
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 8, v59
	v_or_b32 v59, v58, v74                              ; byte 1
	v_lshlrev_b32 v58, 16, v60
	v_or_b32 v60, v59, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v61
	v_or_b32 v59, v60, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v63
	v_or_b32 v60, v62, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v64
	v_or_b32 v61, v60, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v65
	v_or_b32 v60, v61, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v67
	v_or_b32 v61, v66, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v68
	v_or_b32 v62, v61, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v69
	v_or_b32 v61, v62, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v71
	v_or_b32 v62, v70, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v72
	v_or_b32 v63, v62, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v73
	v_or_b32 v62, v63, v58                              ; byte 3
	v_mov_b32 v64, v59                                  ; 16 bytes into st2
	v_mov_b32 v65, v60
	v_mov_b32 v66, v61
	v_mov_b32 v67, v62
	ds_write_b128 v15, v[64:67] offset:18432
	s_mul_i32 s14, s18, 64
	v_add_u32 v58, s14, v18
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip60
	global_load_ubyte v59, v58, s[26:27]                ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip60:
	v_mov_b32 v60, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip61
	global_load_ubyte v60, v58, s[26:27] offset:1       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip61:
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip62
	global_load_ubyte v61, v58, s[26:27] offset:2       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip62:
	v_mov_b32 v62, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip63
	global_load_ubyte v62, v58, s[26:27] offset:3       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip63:
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip64
	global_load_ubyte v63, v58, s[26:27] offset:4       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip64:
	v_mov_b32 v64, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip65
	global_load_ubyte v64, v58, s[26:27] offset:5       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip65:
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip66
	global_load_ubyte v65, v58, s[26:27] offset:6       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip66:
	v_mov_b32 v66, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip67
	global_load_ubyte v66, v58, s[26:27] offset:7       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip67:
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip68
	global_load_ubyte v67, v58, s[26:27] offset:8       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip68:
	v_mov_b32 v68, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip69
	global_load_ubyte v68, v58, s[26:27] offset:9       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip69:
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip70
	global_load_ubyte v69, v58, s[26:27] offset:10      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip70:
	v_mov_b32 v70, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip71
	global_load_ubyte v70, v58, s[26:27] offset:11      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip71:
	v_mov_b32 v71, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip72
	global_load_ubyte v71, v58, s[26:27] offset:12      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip72:
	v_mov_b32 v72, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip73
	global_load_ubyte v72, v58, s[26:27] offset:13      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip73:
	v_mov_b32 v73, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip74
	global_load_ubyte v73, v58, s[26:27] offset:14      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip74:
	v_mov_b32 v74, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_3850
	s_cbranch_scc1 .Lattention_fp8_skip75
	global_load_ubyte v74, v58, s[26:27] offset:15      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip75:
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 8, v60
	v_or_b32 v60, v59, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v61
	v_or_b32 v59, v60, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v62
	v_or_b32 v60, v59, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v64
	v_or_b32 v59, v63, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v65
	v_or_b32 v61, v59, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v66
	v_or_b32 v59, v61, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v68
	v_or_b32 v61, v67, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v69
	v_or_b32 v62, v61, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v70
	v_or_b32 v61, v62, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v72
	v_or_b32 v62, v71, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v73
	v_or_b32 v63, v62, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v74
	v_or_b32 v62, v63, v58                              ; byte 3
	v_mov_b32 v64, v60                                  ; 16 bytes into st2
	v_mov_b32 v65, v59
	v_mov_b32 v66, v61
	v_mov_b32 v67, v62
	ds_write_b128 v15, v[64:67] offset:23552
	s_mov_b32 s13, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s13, s12
	s_cbranch_scc1 .Lattention_fp8_loop1_end
.Lattention_fp8_loop1:
	s_add_u32 s14, s13, 64
	s_cmp_lt_u32 s13, s12
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_fp8_if4_end
	s_mul_i32 s26, s14, 0x80
	s_mul_hi_u32 s27, s14, 0x80
	s_add_u32 s30, s32, s26                             ; 'k' at this chunk
	s_addc_u32 s31, s33, s27
	s_cmp_lt_u32 s14, s12                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_mov_b32 v58, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip76
	global_load_ubyte v58, v13, s[30:31]                ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip76:
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip77
	global_load_ubyte v59, v13, s[30:31] offset:1       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip77:
	v_mov_b32 v60, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip78
	global_load_ubyte v60, v13, s[30:31] offset:2       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip78:
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip79
	global_load_ubyte v61, v13, s[30:31] offset:3       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip79:
	v_mov_b32 v62, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip80
	global_load_ubyte v62, v13, s[30:31] offset:4       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip80:
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip81
	global_load_ubyte v63, v13, s[30:31] offset:5       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip81:
	v_mov_b32 v64, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip82
	global_load_ubyte v64, v13, s[30:31] offset:6       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip82:
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip83
	global_load_ubyte v65, v13, s[30:31] offset:7       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip83:
	v_mov_b32 v66, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip84
	global_load_ubyte v66, v13, s[30:31] offset:8       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip84:
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip85
	global_load_ubyte v67, v13, s[30:31] offset:9       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip85:
	v_mov_b32 v68, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip86
	global_load_ubyte v68, v13, s[30:31] offset:10      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip86:
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip87
	global_load_ubyte v69, v13, s[30:31] offset:11      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip87:
	v_mov_b32 v70, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip88
	global_load_ubyte v70, v13, s[30:31] offset:12      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip88:
	v_mov_b32 v71, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip89
	global_load_ubyte v71, v13, s[30:31] offset:13      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip89:
	v_mov_b32 v72, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip90
	global_load_ubyte v72, v13, s[30:31] offset:14      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip90:
	v_mov_b32 v73, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip91
	global_load_ubyte v73, v13, s[30:31] offset:15      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip91:
	v_add_u32 v74, 0x1000, v13
	v_mov_b32 v75, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip92
	global_load_ubyte v75, v74, s[30:31]                ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip92:
	v_mov_b32 v76, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip93
	global_load_ubyte v76, v74, s[30:31] offset:1       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip93:
	v_mov_b32 v77, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip94
	global_load_ubyte v77, v74, s[30:31] offset:2       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip94:
	v_mov_b32 v78, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip95
	global_load_ubyte v78, v74, s[30:31] offset:3       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip95:
	v_mov_b32 v79, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip96
	global_load_ubyte v79, v74, s[30:31] offset:4       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip96:
	v_mov_b32 v80, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip97
	global_load_ubyte v80, v74, s[30:31] offset:5       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip97:
	v_mov_b32 v81, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip98
	global_load_ubyte v81, v74, s[30:31] offset:6       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip98:
	v_mov_b32 v82, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip99
	global_load_ubyte v82, v74, s[30:31] offset:7       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip99:
	v_mov_b32 v83, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip100
	global_load_ubyte v83, v74, s[30:31] offset:8       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip100:
	v_mov_b32 v84, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip101
	global_load_ubyte v84, v74, s[30:31] offset:9       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip101:
	v_mov_b32 v85, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip102
	global_load_ubyte v85, v74, s[30:31] offset:10      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip102:
	v_mov_b32 v86, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip103
	global_load_ubyte v86, v74, s[30:31] offset:11      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip103:
	v_mov_b32 v87, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip104
	global_load_ubyte v87, v74, s[30:31] offset:12      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip104:
	v_mov_b32 v88, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip105
	global_load_ubyte v88, v74, s[30:31] offset:13      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip105:
	v_mov_b32 v89, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip106
	global_load_ubyte v89, v74, s[30:31] offset:14      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip106:
	v_mov_b32 v90, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip107
	global_load_ubyte v90, v74, s[30:31] offset:15      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip107:
	s_mov_b32 s26, s14
	s_mov_b32 s27, 0
	s_add_u32 s30, s10, s26                             ; 'vt' at this chunk
	s_addc_u32 s31, s11, s27
	v_mov_b32 v74, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip108
	global_load_ubyte v74, v18, s[30:31]                ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip108:
	v_mov_b32 v91, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip109
	global_load_ubyte v91, v18, s[30:31] offset:1       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip109:
	v_mov_b32 v92, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip110
	global_load_ubyte v92, v18, s[30:31] offset:2       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip110:
	v_mov_b32 v93, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip111
	global_load_ubyte v93, v18, s[30:31] offset:3       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip111:
	v_mov_b32 v94, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip112
	global_load_ubyte v94, v18, s[30:31] offset:4       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip112:
	v_mov_b32 v95, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip113
	global_load_ubyte v95, v18, s[30:31] offset:5       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip113:
	v_mov_b32 v96, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip114
	global_load_ubyte v96, v18, s[30:31] offset:6       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip114:
	v_mov_b32 v97, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip115
	global_load_ubyte v97, v18, s[30:31] offset:7       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip115:
	v_mov_b32 v98, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip116
	global_load_ubyte v98, v18, s[30:31] offset:8       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip116:
	v_mov_b32 v99, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip117
	global_load_ubyte v99, v18, s[30:31] offset:9       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip117:
	v_mov_b32 v100, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip118
	global_load_ubyte v100, v18, s[30:31] offset:10     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip118:
	v_mov_b32 v101, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip119
	global_load_ubyte v101, v18, s[30:31] offset:11     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip119:
	v_mov_b32 v102, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip120
	global_load_ubyte v102, v18, s[30:31] offset:12     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip120:
	v_mov_b32 v103, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip121
	global_load_ubyte v103, v18, s[30:31] offset:13     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip121:
	v_mov_b32 v104, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip122
	global_load_ubyte v104, v18, s[30:31] offset:14     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip122:
	v_mov_b32 v105, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip123
	global_load_ubyte v105, v18, s[30:31] offset:15     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip123:
	s_mul_i32 s14, s18, 64
	v_add_u32 v106, s14, v18
	v_mov_b32 v107, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip124
	global_load_ubyte v107, v106, s[30:31]              ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip124:
	v_mov_b32 v108, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip125
	global_load_ubyte v108, v106, s[30:31] offset:1     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip125:
	v_mov_b32 v109, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip126
	global_load_ubyte v109, v106, s[30:31] offset:2     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip126:
	v_mov_b32 v110, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip127
	global_load_ubyte v110, v106, s[30:31] offset:3     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip127:
	v_mov_b32 v111, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip128
	global_load_ubyte v111, v106, s[30:31] offset:4     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip128:
	v_mov_b32 v112, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip129
	global_load_ubyte v112, v106, s[30:31] offset:5     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip129:
	v_mov_b32 v113, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip130
	global_load_ubyte v113, v106, s[30:31] offset:6     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip130:
	v_mov_b32 v114, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip131
	global_load_ubyte v114, v106, s[30:31] offset:7     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip131:
	v_mov_b32 v115, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip132
	global_load_ubyte v115, v106, s[30:31] offset:8     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip132:
	v_mov_b32 v116, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip133
	global_load_ubyte v116, v106, s[30:31] offset:9     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip133:
	v_mov_b32 v117, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip134
	global_load_ubyte v117, v106, s[30:31] offset:10    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip134:
	v_mov_b32 v118, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip135
	global_load_ubyte v118, v106, s[30:31] offset:11    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip135:
	v_mov_b32 v119, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip136
	global_load_ubyte v119, v106, s[30:31] offset:12    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip136:
	v_mov_b32 v120, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip137
	global_load_ubyte v120, v106, s[30:31] offset:13    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip137:
	v_mov_b32 v121, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip138
	global_load_ubyte v121, v106, s[30:31] offset:14    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip138:
	v_mov_b32 v122, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_4019
	s_cbranch_scc1 .Lattention_fp8_skip139
	global_load_ubyte v122, v106, s[30:31] offset:15    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip139:
	v_mov_b32 v124, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v125, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v126, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v127, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v128, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v129, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v130, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v131, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v132, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v133, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v134, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v135, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v136, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v137, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v138, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v139, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[140:143], v12                        ; B fragment 0 of k-step 0
	ds_read_b128 v[144:147], v12 offset:32              ; B fragment 0 of k-step 0
	ds_read_b128 v[148:151], v6 offset:9216             ; A fragment 0 of k-step 0
	ds_read_b128 v[152:155], v6 offset:9248             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[124:139], v[148:155], v[140:147], v[124:139] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	ds_read_b128 v[140:143], v12 offset:64              ; B fragment 0 of k-step 1
	ds_read_b128 v[144:147], v12 offset:96              ; B fragment 0 of k-step 1
	ds_read_b128 v[148:151], v6 offset:9280             ; A fragment 0 of k-step 1
	ds_read_b128 v[152:155], v6 offset:9312             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[124:139], v[148:155], v[140:147], v[124:139] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	v_cmp_lt_u32 s[14:15], v3, s21                      ; 's' element in bounds
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	s_nop 0
	s_nop 7
	s_nop 7
	s_nop 0
	v_cndmask_b32 v123, v106, v124, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v140, v106, v125, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v141, v106, v126, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v142, v106, v127, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v143, v106, v128, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v144, v106, v129, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v145, v106, v130, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v146, v106, v131, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v147, v106, v132, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v148, v106, v133, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v149, v106, v134, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v150, v106, v135, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v151, v106, v136, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v152, v106, v137, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v153, v106, v138, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v154, v106, v139, s[14:15]
	v_max_f32 v106, v123, v140                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v123, v140
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v141                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v141
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v142                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v142
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v143                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v143
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v144                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v144
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v145                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v145
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v146                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v146
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v147                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v147
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v148                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v148
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v149                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v149
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v150                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v150
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v151                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v151
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v152                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v152
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v153                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v153
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v154                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v154
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_and_b32 v106, 63, v0                              ; max over 'tt' (examples/attention_fp8.kgen:17): lanes 32 apart
	v_xor_b32 v106, 32, v106
	v_lshlrev_b32 v106, 2, v106
	ds_bpermute_b32 v123, v106, v140
	s_waitcnt lgkmcnt(0)
	v_max_f32 v106, v140, v123
	v_cmp_u_f32 s[26:27], v140, v123
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v140 offset:48128                 ; max over 'tt' (examples/attention_fp8.kgen:17): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v106, v8 offset:48128                   ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 0
	ds_read_b32 v123, v8 offset:48384                   ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v140, v106, v123
	v_cmp_u_f32 s[26:27], v106, v123
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v123, v140, v106, s[26:27]
	v_max_f32 v106, v24, v123                           ; examples/attention_fp8.kgen:17
	v_cmp_u_f32 s[26:27], v24, v123
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_sub_f32 v106, v24, v140                           ; examples/attention_fp8.kgen:19
	v_mul_f32 v123, s7, v106                            ; examples/attention_fp8.kgen:19
	v_mul_f32 v106, 0x3fb8aa3b, v123                    ; examples/attention_fp8.kgen:19
	v_exp_f32 v123, v106                                ; examples/attention_fp8.kgen:19
	s_nop 0
	v_mul_f32 v106, v26, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v141, v27, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v142, v28, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v143, v29, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v144, v30, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v145, v31, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v146, v32, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v147, v33, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v148, v34, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v149, v35, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v150, v36, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v151, v37, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v152, v38, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v153, v39, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v154, v40, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v155, v41, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v156, v42, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v157, v43, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v158, v44, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v159, v45, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v160, v46, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v161, v47, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v162, v48, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v163, v49, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v164, v50, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v165, v51, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v166, v52, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v167, v53, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v168, v54, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v169, v55, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v170, v56, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v171, v57, v123                           ; examples/attention_fp8.kgen:21
	v_mov_b32 v26, v106                                 ; 'acc' scaled in place
	v_mov_b32 v27, v141                                 ; 'acc' scaled in place
	v_mov_b32 v28, v142                                 ; 'acc' scaled in place
	v_mov_b32 v29, v143                                 ; 'acc' scaled in place
	v_mov_b32 v30, v144                                 ; 'acc' scaled in place
	v_mov_b32 v31, v145                                 ; 'acc' scaled in place
	v_mov_b32 v32, v146                                 ; 'acc' scaled in place
	v_mov_b32 v33, v147                                 ; 'acc' scaled in place
	v_mov_b32 v34, v148                                 ; 'acc' scaled in place
	v_mov_b32 v35, v149                                 ; 'acc' scaled in place
	v_mov_b32 v36, v150                                 ; 'acc' scaled in place
	v_mov_b32 v37, v151                                 ; 'acc' scaled in place
	v_mov_b32 v38, v152                                 ; 'acc' scaled in place
	v_mov_b32 v39, v153                                 ; 'acc' scaled in place
	v_mov_b32 v40, v154                                 ; 'acc' scaled in place
	v_mov_b32 v41, v155                                 ; 'acc' scaled in place
	v_mov_b32 v42, v156                                 ; 'acc' scaled in place
	v_mov_b32 v43, v157                                 ; 'acc' scaled in place
	v_mov_b32 v44, v158                                 ; 'acc' scaled in place
	v_mov_b32 v45, v159                                 ; 'acc' scaled in place
	v_mov_b32 v46, v160                                 ; 'acc' scaled in place
	v_mov_b32 v47, v161                                 ; 'acc' scaled in place
	v_mov_b32 v48, v162                                 ; 'acc' scaled in place
	v_mov_b32 v49, v163                                 ; 'acc' scaled in place
	v_mov_b32 v50, v164                                 ; 'acc' scaled in place
	v_mov_b32 v51, v165                                 ; 'acc' scaled in place
	v_mov_b32 v52, v166                                 ; 'acc' scaled in place
	v_mov_b32 v53, v167                                 ; 'acc' scaled in place
	v_mov_b32 v54, v168                                 ; 'acc' scaled in place
	v_mov_b32 v55, v169                                 ; 'acc' scaled in place
	v_mov_b32 v56, v170                                 ; 'acc' scaled in place
	v_mov_b32 v57, v171                                 ; 'acc' scaled in place
	v_mov_b32 v106, 0x3fb8aa3b                          ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8.kgen:18)
	v_mul_f32 v141, s7, v106
	v_mov_b32 v106, 0xbfb8aa3b
	v_mul_f32 v142, s7, v106
	v_mul_f32 v106, v140, v142                          ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8.kgen:18)
	v_fma_f32 v142, v124, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v143, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v125, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v144, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v126, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v145, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v127, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v146, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v128, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v147, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v129, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v148, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v130, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v149, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v131, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v150, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v132, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v151, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v133, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v152, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v134, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v153, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v135, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v154, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v136, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v155, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v137, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v156, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v138, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v157, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v139, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v106, v142                                ; examples/attention_fp8.kgen:18
	v_cmp_u_f32 s[26:27], v143, v143                    ; round to e4m3
	v_med3_f32 v124, v143, -s4, s4
	s_nop 0
	v_cndmask_b32 v124, v124, v143, s[26:27]
	v_cvt_pk_fp8_f32 v124, v124, 0
	v_and_b32 v125, 0xff, v124
	v_cvt_f32_fp8 v124, v125
	v_cmp_u_f32 s[26:27], v144, v144                    ; round to e4m3
	v_med3_f32 v125, v144, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v144, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v126, 0xff, v125
	v_cvt_f32_fp8 v125, v126
	v_cmp_u_f32 s[26:27], v145, v145                    ; round to e4m3
	v_med3_f32 v126, v145, -s4, s4
	s_nop 0
	v_cndmask_b32 v126, v126, v145, s[26:27]
	v_cvt_pk_fp8_f32 v126, v126, 0
	v_and_b32 v127, 0xff, v126
	v_cvt_f32_fp8 v126, v127
	v_cmp_u_f32 s[26:27], v146, v146                    ; round to e4m3
	v_med3_f32 v127, v146, -s4, s4
	s_nop 0
	v_cndmask_b32 v127, v127, v146, s[26:27]
	v_cvt_pk_fp8_f32 v127, v127, 0
	v_and_b32 v128, 0xff, v127
	v_cvt_f32_fp8 v127, v128
	v_cmp_u_f32 s[26:27], v147, v147                    ; round to e4m3
	v_med3_f32 v128, v147, -s4, s4
	s_nop 0
	v_cndmask_b32 v128, v128, v147, s[26:27]
	v_cvt_pk_fp8_f32 v128, v128, 0
	v_and_b32 v129, 0xff, v128
	v_cvt_f32_fp8 v128, v129
	v_cmp_u_f32 s[26:27], v148, v148                    ; round to e4m3
	v_med3_f32 v129, v148, -s4, s4
	s_nop 0
	v_cndmask_b32 v129, v129, v148, s[26:27]
	v_cvt_pk_fp8_f32 v129, v129, 0
	v_and_b32 v130, 0xff, v129
	v_cvt_f32_fp8 v129, v130
	v_cmp_u_f32 s[26:27], v149, v149                    ; round to e4m3
	v_med3_f32 v130, v149, -s4, s4
	s_nop 0
	v_cndmask_b32 v130, v130, v149, s[26:27]
	v_cvt_pk_fp8_f32 v130, v130, 0
	v_and_b32 v131, 0xff, v130
	v_cvt_f32_fp8 v130, v131
	v_cmp_u_f32 s[26:27], v150, v150                    ; round to e4m3
	v_med3_f32 v131, v150, -s4, s4
	s_nop 0
	v_cndmask_b32 v131, v131, v150, s[26:27]
	v_cvt_pk_fp8_f32 v131, v131, 0
	v_and_b32 v132, 0xff, v131
	v_cvt_f32_fp8 v131, v132
	v_cmp_u_f32 s[26:27], v151, v151                    ; round to e4m3
	v_med3_f32 v132, v151, -s4, s4
	s_nop 0
	v_cndmask_b32 v132, v132, v151, s[26:27]
	v_cvt_pk_fp8_f32 v132, v132, 0
	v_and_b32 v133, 0xff, v132
	v_cvt_f32_fp8 v132, v133
	v_cmp_u_f32 s[26:27], v152, v152                    ; round to e4m3
	v_med3_f32 v133, v152, -s4, s4
	s_nop 0
	v_cndmask_b32 v133, v133, v152, s[26:27]
	v_cvt_pk_fp8_f32 v133, v133, 0
	v_and_b32 v134, 0xff, v133
	v_cvt_f32_fp8 v133, v134
	v_cmp_u_f32 s[26:27], v153, v153                    ; round to e4m3
	v_med3_f32 v134, v153, -s4, s4
	s_nop 0
	v_cndmask_b32 v134, v134, v153, s[26:27]
	v_cvt_pk_fp8_f32 v134, v134, 0
	v_and_b32 v135, 0xff, v134
	v_cvt_f32_fp8 v134, v135
	v_cmp_u_f32 s[26:27], v154, v154                    ; round to e4m3
	v_med3_f32 v135, v154, -s4, s4
	s_nop 0
	v_cndmask_b32 v135, v135, v154, s[26:27]
	v_cvt_pk_fp8_f32 v135, v135, 0
	v_and_b32 v136, 0xff, v135
	v_cvt_f32_fp8 v135, v136
	v_cmp_u_f32 s[26:27], v155, v155                    ; round to e4m3
	v_med3_f32 v136, v155, -s4, s4
	s_nop 0
	v_cndmask_b32 v136, v136, v155, s[26:27]
	v_cvt_pk_fp8_f32 v136, v136, 0
	v_and_b32 v137, 0xff, v136
	v_cvt_f32_fp8 v136, v137
	v_cmp_u_f32 s[26:27], v156, v156                    ; round to e4m3
	v_med3_f32 v137, v156, -s4, s4
	s_nop 0
	v_cndmask_b32 v137, v137, v156, s[26:27]
	v_cvt_pk_fp8_f32 v137, v137, 0
	v_and_b32 v138, 0xff, v137
	v_cvt_f32_fp8 v137, v138
	v_cmp_u_f32 s[26:27], v157, v157                    ; round to e4m3
	v_med3_f32 v138, v157, -s4, s4
	s_nop 0
	v_cndmask_b32 v138, v138, v157, s[26:27]
	v_cvt_pk_fp8_f32 v138, v138, 0
	v_and_b32 v139, 0xff, v138
	v_cvt_f32_fp8 v138, v139
	v_cmp_u_f32 s[26:27], v106, v106                    ; round to e4m3
	v_med3_f32 v139, v106, -s4, s4
	s_nop 0
	v_cndmask_b32 v139, v139, v106, s[26:27]
	v_cvt_pk_fp8_f32 v139, v139, 0
	v_and_b32 v141, 0xff, v139
	v_cvt_f32_fp8 v139, v141
	v_cndmask_b32 v141, 0, v124, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v141, v141
	v_med3_f32 v124, v141, -s4, s4
	s_nop 0
	v_cndmask_b32 v124, v124, v141, s[26:27]
	v_cvt_pk_fp8_f32 v124, v124, 0
	v_and_b32 v141, 0xff, v124
	ds_write_b8 v4, v141 offset:48640                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v125, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48641                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v126, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48642                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v127, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48643                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v128, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48648                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v129, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48649                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v130, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48650                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v131, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48651                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v132, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48656                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v133, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48657                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v134, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48658                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v135, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48659                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v136, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48664                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v137, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48665                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v138, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48666                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v139, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48667                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[124:127], v14 offset:48640           ; B fragment 0 of k-step 0
	ds_read_b128 v[128:131], v14 offset:48672           ; B fragment 0 of k-step 0
	ds_read_b128 v[132:135], v2 offset:18432            ; A fragment 0 of k-step 0
	ds_read_b128 v[136:139], v2 offset:18464            ; A fragment 0 of k-step 0
	ds_read_b128 v[158:161], v2 offset:20992            ; A fragment 1 of k-step 0
	ds_read_b128 v[162:165], v2 offset:21024            ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[26:41], v[132:139], v[124:131], v[26:41] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[42:57], v[158:165], v[124:131], v[42:57] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	v_mul_f32 v124, v25, v123                           ; examples/attention_fp8.kgen:20
	v_cndmask_b32 v123, 0, v143, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v125, 0, v144, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v126, 0, v145, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v127, 0, v146, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v128, 0, v147, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v129, 0, v148, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v130, 0, v149, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v131, 0, v150, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v132, 0, v151, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v133, 0, v152, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v134, 0, v153, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v135, 0, v154, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v136, 0, v155, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v137, 0, v156, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v138, 0, v157, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v139, 0, v106, s[14:15]               ; absent elements contribute the identity
	v_add_f32 v106, v123, v125                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v123, v106, v126                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v106, v123, v127                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v123, v106, v128                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v106, v123, v129                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v123, v106, v130                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v106, v123, v131                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v123, v106, v132                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v106, v123, v133                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v123, v106, v134                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v106, v123, v135                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v123, v106, v136                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v106, v123, v137                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v123, v106, v138                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v106, v123, v139                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_and_b32 v123, 63, v0                              ; sum over 'tt' (examples/attention_fp8.kgen:20): lanes 32 apart
	v_xor_b32 v123, 32, v123
	v_lshlrev_b32 v123, 2, v123
	ds_bpermute_b32 v125, v123, v106
	s_waitcnt lgkmcnt(0)
	v_add_f32 v123, v106, v125
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v123 offset:57856                 ; sum over 'tt' (examples/attention_fp8.kgen:20): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v106, v8 offset:57856                   ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 0
	ds_read_b32 v123, v8 offset:58112                   ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v125, v106, v123
	v_add_f32 v106, v124, v125                          ; examples/attention_fp8.kgen:20
	v_mov_b32 v25, v106                                 ; next 'l'
	v_mov_b32 v24, v140                                 ; next 'mx'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v106, 8, v59
	v_or_b32 v59, v58, v106                             ; byte 1
	v_lshlrev_b32 v58, 16, v60
	v_or_b32 v60, v59, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v61
	v_or_b32 v59, v60, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v63
	v_or_b32 v60, v62, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v64
	v_or_b32 v61, v60, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v65
	v_or_b32 v60, v61, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v67
	v_or_b32 v61, v66, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v68
	v_or_b32 v62, v61, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v69
	v_or_b32 v61, v62, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v71
	v_or_b32 v62, v70, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v72
	v_or_b32 v63, v62, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v73
	v_or_b32 v62, v63, v58                              ; byte 3
	v_mov_b32 v64, v59                                  ; 16 bytes into st1
	v_mov_b32 v65, v60
	v_mov_b32 v66, v61
	v_mov_b32 v67, v62
	ds_write_b128 v9, v[64:67] offset:28672
	v_lshlrev_b32 v58, 8, v76
	v_or_b32 v59, v75, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v77
	v_or_b32 v60, v59, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v78
	v_or_b32 v59, v60, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v80
	v_or_b32 v60, v79, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v81
	v_or_b32 v61, v60, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v82
	v_or_b32 v60, v61, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v84
	v_or_b32 v61, v83, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v85
	v_or_b32 v62, v61, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v86
	v_or_b32 v61, v62, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v88
	v_or_b32 v62, v87, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v89
	v_or_b32 v63, v62, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v90
	v_or_b32 v62, v63, v58                              ; byte 3
	v_mov_b32 v64, v59                                  ; 16 bytes into st1
	v_mov_b32 v65, v60
	v_mov_b32 v66, v61
	v_mov_b32 v67, v62
	ds_write_b128 v9, v[64:67] offset:33280
	v_lshlrev_b32 v58, 8, v91
	v_or_b32 v59, v74, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v92
	v_or_b32 v60, v59, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v93
	v_or_b32 v59, v60, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v95
	v_or_b32 v60, v94, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v96
	v_or_b32 v61, v60, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v97
	v_or_b32 v60, v61, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v99
	v_or_b32 v61, v98, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v100
	v_or_b32 v62, v61, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v101
	v_or_b32 v61, v62, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v103
	v_or_b32 v62, v102, v58                             ; byte 1
	v_lshlrev_b32 v58, 16, v104
	v_or_b32 v63, v62, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v105
	v_or_b32 v62, v63, v58                              ; byte 3
	v_mov_b32 v64, v59                                  ; 16 bytes into st2
	v_mov_b32 v65, v60
	v_mov_b32 v66, v61
	v_mov_b32 v67, v62
	ds_write_b128 v15, v[64:67] offset:37888
	v_lshlrev_b32 v58, 8, v108
	v_or_b32 v59, v107, v58                             ; byte 1
	v_lshlrev_b32 v58, 16, v109
	v_or_b32 v60, v59, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v110
	v_or_b32 v59, v60, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v112
	v_or_b32 v60, v111, v58                             ; byte 1
	v_lshlrev_b32 v58, 16, v113
	v_or_b32 v61, v60, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v114
	v_or_b32 v60, v61, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v116
	v_or_b32 v61, v115, v58                             ; byte 1
	v_lshlrev_b32 v58, 16, v117
	v_or_b32 v62, v61, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v118
	v_or_b32 v61, v62, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v120
	v_or_b32 v62, v119, v58                             ; byte 1
	v_lshlrev_b32 v58, 16, v121
	v_or_b32 v63, v62, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v122
	v_or_b32 v62, v63, v58                              ; byte 3
	v_mov_b32 v64, v59                                  ; 16 bytes into st2
	v_mov_b32 v65, v60
	v_mov_b32 v66, v61
	v_mov_b32 v67, v62
	ds_write_b128 v15, v[64:67] offset:43008
.Lattention_fp8_if4_end:
	s_add_u32 s14, s13, 64
	s_add_u32 s15, s14, 64
	s_cmp_lt_u32 s14, s12
	s_cselect_b32 s14, 1, 0
	s_cmp_eq_u32 s14, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_fp8_if5_end
	s_mul_i32 s26, s15, 0x80
	s_mul_hi_u32 s27, s15, 0x80
	s_add_u32 s30, s32, s26                             ; 'k' at this chunk
	s_addc_u32 s31, s33, s27
	s_cmp_lt_u32 s15, s12                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_mov_b32 v58, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip140
	global_load_ubyte v58, v13, s[30:31]                ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip140:
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip141
	global_load_ubyte v59, v13, s[30:31] offset:1       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip141:
	v_mov_b32 v60, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip142
	global_load_ubyte v60, v13, s[30:31] offset:2       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip142:
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip143
	global_load_ubyte v61, v13, s[30:31] offset:3       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip143:
	v_mov_b32 v62, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip144
	global_load_ubyte v62, v13, s[30:31] offset:4       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip144:
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip145
	global_load_ubyte v63, v13, s[30:31] offset:5       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip145:
	v_mov_b32 v64, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip146
	global_load_ubyte v64, v13, s[30:31] offset:6       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip146:
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip147
	global_load_ubyte v65, v13, s[30:31] offset:7       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip147:
	v_mov_b32 v66, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip148
	global_load_ubyte v66, v13, s[30:31] offset:8       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip148:
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip149
	global_load_ubyte v67, v13, s[30:31] offset:9       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip149:
	v_mov_b32 v68, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip150
	global_load_ubyte v68, v13, s[30:31] offset:10      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip150:
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip151
	global_load_ubyte v69, v13, s[30:31] offset:11      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip151:
	v_mov_b32 v70, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip152
	global_load_ubyte v70, v13, s[30:31] offset:12      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip152:
	v_mov_b32 v71, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip153
	global_load_ubyte v71, v13, s[30:31] offset:13      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip153:
	v_mov_b32 v72, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip154
	global_load_ubyte v72, v13, s[30:31] offset:14      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip154:
	v_mov_b32 v73, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip155
	global_load_ubyte v73, v13, s[30:31] offset:15      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip155:
	v_add_u32 v74, 0x1000, v13
	v_mov_b32 v75, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip156
	global_load_ubyte v75, v74, s[30:31]                ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip156:
	v_mov_b32 v76, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip157
	global_load_ubyte v76, v74, s[30:31] offset:1       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip157:
	v_mov_b32 v77, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip158
	global_load_ubyte v77, v74, s[30:31] offset:2       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip158:
	v_mov_b32 v78, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip159
	global_load_ubyte v78, v74, s[30:31] offset:3       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip159:
	v_mov_b32 v79, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip160
	global_load_ubyte v79, v74, s[30:31] offset:4       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip160:
	v_mov_b32 v80, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip161
	global_load_ubyte v80, v74, s[30:31] offset:5       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip161:
	v_mov_b32 v81, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip162
	global_load_ubyte v81, v74, s[30:31] offset:6       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip162:
	v_mov_b32 v82, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip163
	global_load_ubyte v82, v74, s[30:31] offset:7       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip163:
	v_mov_b32 v83, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip164
	global_load_ubyte v83, v74, s[30:31] offset:8       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip164:
	v_mov_b32 v84, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip165
	global_load_ubyte v84, v74, s[30:31] offset:9       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip165:
	v_mov_b32 v85, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip166
	global_load_ubyte v85, v74, s[30:31] offset:10      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip166:
	v_mov_b32 v86, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip167
	global_load_ubyte v86, v74, s[30:31] offset:11      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip167:
	v_mov_b32 v87, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip168
	global_load_ubyte v87, v74, s[30:31] offset:12      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip168:
	v_mov_b32 v88, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip169
	global_load_ubyte v88, v74, s[30:31] offset:13      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip169:
	v_mov_b32 v89, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip170
	global_load_ubyte v89, v74, s[30:31] offset:14      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip170:
	v_mov_b32 v90, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip171
	global_load_ubyte v90, v74, s[30:31] offset:15      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip171:
	s_mov_b32 s26, s15
	s_mov_b32 s27, 0
	s_add_u32 s30, s10, s26                             ; 'vt' at this chunk
	s_addc_u32 s31, s11, s27
	v_mov_b32 v74, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip172
	global_load_ubyte v74, v18, s[30:31]                ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip172:
	v_mov_b32 v91, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip173
	global_load_ubyte v91, v18, s[30:31] offset:1       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip173:
	v_mov_b32 v92, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip174
	global_load_ubyte v92, v18, s[30:31] offset:2       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip174:
	v_mov_b32 v93, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip175
	global_load_ubyte v93, v18, s[30:31] offset:3       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip175:
	v_mov_b32 v94, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip176
	global_load_ubyte v94, v18, s[30:31] offset:4       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip176:
	v_mov_b32 v95, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip177
	global_load_ubyte v95, v18, s[30:31] offset:5       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip177:
	v_mov_b32 v96, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip178
	global_load_ubyte v96, v18, s[30:31] offset:6       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip178:
	v_mov_b32 v97, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip179
	global_load_ubyte v97, v18, s[30:31] offset:7       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip179:
	v_mov_b32 v98, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip180
	global_load_ubyte v98, v18, s[30:31] offset:8       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip180:
	v_mov_b32 v99, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip181
	global_load_ubyte v99, v18, s[30:31] offset:9       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip181:
	v_mov_b32 v100, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip182
	global_load_ubyte v100, v18, s[30:31] offset:10     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip182:
	v_mov_b32 v101, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip183
	global_load_ubyte v101, v18, s[30:31] offset:11     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip183:
	v_mov_b32 v102, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip184
	global_load_ubyte v102, v18, s[30:31] offset:12     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip184:
	v_mov_b32 v103, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip185
	global_load_ubyte v103, v18, s[30:31] offset:13     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip185:
	v_mov_b32 v104, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip186
	global_load_ubyte v104, v18, s[30:31] offset:14     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip186:
	v_mov_b32 v105, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip187
	global_load_ubyte v105, v18, s[30:31] offset:15     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip187:
	s_mul_i32 s15, s18, 64
	v_add_u32 v106, s15, v18
	v_mov_b32 v107, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip188
	global_load_ubyte v107, v106, s[30:31]              ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip188:
	v_mov_b32 v108, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip189
	global_load_ubyte v108, v106, s[30:31] offset:1     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip189:
	v_mov_b32 v109, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip190
	global_load_ubyte v109, v106, s[30:31] offset:2     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip190:
	v_mov_b32 v110, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip191
	global_load_ubyte v110, v106, s[30:31] offset:3     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip191:
	v_mov_b32 v111, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip192
	global_load_ubyte v111, v106, s[30:31] offset:4     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip192:
	v_mov_b32 v112, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip193
	global_load_ubyte v112, v106, s[30:31] offset:5     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip193:
	v_mov_b32 v113, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip194
	global_load_ubyte v113, v106, s[30:31] offset:6     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip194:
	v_mov_b32 v114, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip195
	global_load_ubyte v114, v106, s[30:31] offset:7     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip195:
	v_mov_b32 v115, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip196
	global_load_ubyte v115, v106, s[30:31] offset:8     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip196:
	v_mov_b32 v116, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip197
	global_load_ubyte v116, v106, s[30:31] offset:9     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip197:
	v_mov_b32 v117, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip198
	global_load_ubyte v117, v106, s[30:31] offset:10    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip198:
	v_mov_b32 v118, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip199
	global_load_ubyte v118, v106, s[30:31] offset:11    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip199:
	v_mov_b32 v119, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip200
	global_load_ubyte v119, v106, s[30:31] offset:12    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip200:
	v_mov_b32 v120, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip201
	global_load_ubyte v120, v106, s[30:31] offset:13    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip201:
	v_mov_b32 v121, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip202
	global_load_ubyte v121, v106, s[30:31] offset:14    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip202:
	v_mov_b32 v122, 0                                   ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4473
	s_cbranch_scc1 .Lattention_fp8_skip203
	global_load_ubyte v122, v106, s[30:31] offset:15    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip203:
	v_mov_b32 v124, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v125, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v126, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v127, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v128, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v129, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v130, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v131, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v132, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v133, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v134, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v135, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v136, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v137, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v138, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v139, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[140:143], v12                        ; B fragment 0 of k-step 0
	ds_read_b128 v[144:147], v12 offset:32              ; B fragment 0 of k-step 0
	ds_read_b128 v[148:151], v6 offset:28672            ; A fragment 0 of k-step 0
	ds_read_b128 v[152:155], v6 offset:28704            ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[124:139], v[148:155], v[140:147], v[124:139] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	ds_read_b128 v[140:143], v12 offset:64              ; B fragment 0 of k-step 1
	ds_read_b128 v[144:147], v12 offset:96              ; B fragment 0 of k-step 1
	ds_read_b128 v[148:151], v6 offset:28736            ; A fragment 0 of k-step 1
	ds_read_b128 v[152:155], v6 offset:28768            ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[124:139], v[148:155], v[140:147], v[124:139] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	v_cmp_lt_u32 s[14:15], v3, s21                      ; 's' element in bounds
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	s_nop 0
	s_nop 7
	s_nop 7
	s_nop 0
	v_cndmask_b32 v123, v106, v124, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v140, v106, v125, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v141, v106, v126, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v142, v106, v127, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v143, v106, v128, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v144, v106, v129, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v145, v106, v130, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v146, v106, v131, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v147, v106, v132, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v148, v106, v133, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v149, v106, v134, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v150, v106, v135, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v151, v106, v136, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v152, v106, v137, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v153, v106, v138, s[14:15]
	v_mov_b32 v106, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v154, v106, v139, s[14:15]
	v_max_f32 v106, v123, v140                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v123, v140
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v141                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v141
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v142                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v142
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v143                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v143
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v144                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v144
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v145                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v145
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v146                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v146
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v147                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v147
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v148                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v148
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v149                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v149
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v150                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v150
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v151                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v151
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v152                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v152
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v153                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v153
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_max_f32 v106, v140, v154                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v140, v154
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_and_b32 v106, 63, v0                              ; max over 'tt' (examples/attention_fp8.kgen:17): lanes 32 apart
	v_xor_b32 v106, 32, v106
	v_lshlrev_b32 v106, 2, v106
	ds_bpermute_b32 v123, v106, v140
	s_waitcnt lgkmcnt(0)
	v_max_f32 v106, v140, v123
	v_cmp_u_f32 s[26:27], v140, v123
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v140 offset:48128                 ; max over 'tt' (examples/attention_fp8.kgen:17): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v106, v8 offset:48128                   ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 0
	ds_read_b32 v123, v8 offset:48384                   ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v140, v106, v123
	v_cmp_u_f32 s[26:27], v106, v123
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v123, v140, v106, s[26:27]
	v_max_f32 v106, v24, v123                           ; examples/attention_fp8.kgen:17
	v_cmp_u_f32 s[26:27], v24, v123
	v_mov_b32 v123, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v140, v106, v123, s[26:27]
	v_sub_f32 v106, v24, v140                           ; examples/attention_fp8.kgen:19
	v_mul_f32 v123, s7, v106                            ; examples/attention_fp8.kgen:19
	v_mul_f32 v106, 0x3fb8aa3b, v123                    ; examples/attention_fp8.kgen:19
	v_exp_f32 v123, v106                                ; examples/attention_fp8.kgen:19
	s_nop 0
	v_mul_f32 v106, v26, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v141, v27, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v142, v28, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v143, v29, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v144, v30, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v145, v31, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v146, v32, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v147, v33, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v148, v34, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v149, v35, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v150, v36, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v151, v37, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v152, v38, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v153, v39, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v154, v40, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v155, v41, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v156, v42, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v157, v43, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v158, v44, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v159, v45, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v160, v46, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v161, v47, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v162, v48, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v163, v49, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v164, v50, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v165, v51, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v166, v52, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v167, v53, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v168, v54, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v169, v55, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v170, v56, v123                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v171, v57, v123                           ; examples/attention_fp8.kgen:21
	v_mov_b32 v26, v106                                 ; 'acc' scaled in place
	v_mov_b32 v27, v141                                 ; 'acc' scaled in place
	v_mov_b32 v28, v142                                 ; 'acc' scaled in place
	v_mov_b32 v29, v143                                 ; 'acc' scaled in place
	v_mov_b32 v30, v144                                 ; 'acc' scaled in place
	v_mov_b32 v31, v145                                 ; 'acc' scaled in place
	v_mov_b32 v32, v146                                 ; 'acc' scaled in place
	v_mov_b32 v33, v147                                 ; 'acc' scaled in place
	v_mov_b32 v34, v148                                 ; 'acc' scaled in place
	v_mov_b32 v35, v149                                 ; 'acc' scaled in place
	v_mov_b32 v36, v150                                 ; 'acc' scaled in place
	v_mov_b32 v37, v151                                 ; 'acc' scaled in place
	v_mov_b32 v38, v152                                 ; 'acc' scaled in place
	v_mov_b32 v39, v153                                 ; 'acc' scaled in place
	v_mov_b32 v40, v154                                 ; 'acc' scaled in place
	v_mov_b32 v41, v155                                 ; 'acc' scaled in place
	v_mov_b32 v42, v156                                 ; 'acc' scaled in place
	v_mov_b32 v43, v157                                 ; 'acc' scaled in place
	v_mov_b32 v44, v158                                 ; 'acc' scaled in place
	v_mov_b32 v45, v159                                 ; 'acc' scaled in place
	v_mov_b32 v46, v160                                 ; 'acc' scaled in place
	v_mov_b32 v47, v161                                 ; 'acc' scaled in place
	v_mov_b32 v48, v162                                 ; 'acc' scaled in place
	v_mov_b32 v49, v163                                 ; 'acc' scaled in place
	v_mov_b32 v50, v164                                 ; 'acc' scaled in place
	v_mov_b32 v51, v165                                 ; 'acc' scaled in place
	v_mov_b32 v52, v166                                 ; 'acc' scaled in place
	v_mov_b32 v53, v167                                 ; 'acc' scaled in place
	v_mov_b32 v54, v168                                 ; 'acc' scaled in place
	v_mov_b32 v55, v169                                 ; 'acc' scaled in place
	v_mov_b32 v56, v170                                 ; 'acc' scaled in place
	v_mov_b32 v57, v171                                 ; 'acc' scaled in place
	v_mov_b32 v106, 0x3fb8aa3b                          ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8.kgen:18)
	v_mul_f32 v141, s7, v106
	v_mov_b32 v106, 0xbfb8aa3b
	v_mul_f32 v142, s7, v106
	v_mul_f32 v106, v140, v142                          ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8.kgen:18)
	v_fma_f32 v142, v124, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v143, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v125, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v144, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v126, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v145, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v127, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v146, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v128, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v147, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v129, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v148, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v130, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v149, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v131, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v150, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v132, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v151, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v133, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v152, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v134, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v153, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v135, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v154, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v136, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v155, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v137, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v156, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v138, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v157, v142                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v142, v139, v141, v106                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v106, v142                                ; examples/attention_fp8.kgen:18
	v_cmp_u_f32 s[26:27], v143, v143                    ; round to e4m3
	v_med3_f32 v124, v143, -s4, s4
	s_nop 0
	v_cndmask_b32 v124, v124, v143, s[26:27]
	v_cvt_pk_fp8_f32 v124, v124, 0
	v_and_b32 v125, 0xff, v124
	v_cvt_f32_fp8 v124, v125
	v_cmp_u_f32 s[26:27], v144, v144                    ; round to e4m3
	v_med3_f32 v125, v144, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v144, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v126, 0xff, v125
	v_cvt_f32_fp8 v125, v126
	v_cmp_u_f32 s[26:27], v145, v145                    ; round to e4m3
	v_med3_f32 v126, v145, -s4, s4
	s_nop 0
	v_cndmask_b32 v126, v126, v145, s[26:27]
	v_cvt_pk_fp8_f32 v126, v126, 0
	v_and_b32 v127, 0xff, v126
	v_cvt_f32_fp8 v126, v127
	v_cmp_u_f32 s[26:27], v146, v146                    ; round to e4m3
	v_med3_f32 v127, v146, -s4, s4
	s_nop 0
	v_cndmask_b32 v127, v127, v146, s[26:27]
	v_cvt_pk_fp8_f32 v127, v127, 0
	v_and_b32 v128, 0xff, v127
	v_cvt_f32_fp8 v127, v128
	v_cmp_u_f32 s[26:27], v147, v147                    ; round to e4m3
	v_med3_f32 v128, v147, -s4, s4
	s_nop 0
	v_cndmask_b32 v128, v128, v147, s[26:27]
	v_cvt_pk_fp8_f32 v128, v128, 0
	v_and_b32 v129, 0xff, v128
	v_cvt_f32_fp8 v128, v129
	v_cmp_u_f32 s[26:27], v148, v148                    ; round to e4m3
	v_med3_f32 v129, v148, -s4, s4
	s_nop 0
	v_cndmask_b32 v129, v129, v148, s[26:27]
	v_cvt_pk_fp8_f32 v129, v129, 0
	v_and_b32 v130, 0xff, v129
	v_cvt_f32_fp8 v129, v130
	v_cmp_u_f32 s[26:27], v149, v149                    ; round to e4m3
	v_med3_f32 v130, v149, -s4, s4
	s_nop 0
	v_cndmask_b32 v130, v130, v149, s[26:27]
	v_cvt_pk_fp8_f32 v130, v130, 0
	v_and_b32 v131, 0xff, v130
	v_cvt_f32_fp8 v130, v131
	v_cmp_u_f32 s[26:27], v150, v150                    ; round to e4m3
	v_med3_f32 v131, v150, -s4, s4
	s_nop 0
	v_cndmask_b32 v131, v131, v150, s[26:27]
	v_cvt_pk_fp8_f32 v131, v131, 0
	v_and_b32 v132, 0xff, v131
	v_cvt_f32_fp8 v131, v132
	v_cmp_u_f32 s[26:27], v151, v151                    ; round to e4m3
	v_med3_f32 v132, v151, -s4, s4
	s_nop 0
	v_cndmask_b32 v132, v132, v151, s[26:27]
	v_cvt_pk_fp8_f32 v132, v132, 0
	v_and_b32 v133, 0xff, v132
	v_cvt_f32_fp8 v132, v133
	v_cmp_u_f32 s[26:27], v152, v152                    ; round to e4m3
	v_med3_f32 v133, v152, -s4, s4
	s_nop 0
	v_cndmask_b32 v133, v133, v152, s[26:27]
	v_cvt_pk_fp8_f32 v133, v133, 0
	v_and_b32 v134, 0xff, v133
	v_cvt_f32_fp8 v133, v134
	v_cmp_u_f32 s[26:27], v153, v153                    ; round to e4m3
	v_med3_f32 v134, v153, -s4, s4
	s_nop 0
	v_cndmask_b32 v134, v134, v153, s[26:27]
	v_cvt_pk_fp8_f32 v134, v134, 0
	v_and_b32 v135, 0xff, v134
	v_cvt_f32_fp8 v134, v135
	v_cmp_u_f32 s[26:27], v154, v154                    ; round to e4m3
	v_med3_f32 v135, v154, -s4, s4
	s_nop 0
	v_cndmask_b32 v135, v135, v154, s[26:27]
	v_cvt_pk_fp8_f32 v135, v135, 0
	v_and_b32 v136, 0xff, v135
	v_cvt_f32_fp8 v135, v136
	v_cmp_u_f32 s[26:27], v155, v155                    ; round to e4m3
	v_med3_f32 v136, v155, -s4, s4
	s_nop 0
	v_cndmask_b32 v136, v136, v155, s[26:27]
	v_cvt_pk_fp8_f32 v136, v136, 0
	v_and_b32 v137, 0xff, v136
	v_cvt_f32_fp8 v136, v137
	v_cmp_u_f32 s[26:27], v156, v156                    ; round to e4m3
	v_med3_f32 v137, v156, -s4, s4
	s_nop 0
	v_cndmask_b32 v137, v137, v156, s[26:27]
	v_cvt_pk_fp8_f32 v137, v137, 0
	v_and_b32 v138, 0xff, v137
	v_cvt_f32_fp8 v137, v138
	v_cmp_u_f32 s[26:27], v157, v157                    ; round to e4m3
	v_med3_f32 v138, v157, -s4, s4
	s_nop 0
	v_cndmask_b32 v138, v138, v157, s[26:27]
	v_cvt_pk_fp8_f32 v138, v138, 0
	v_and_b32 v139, 0xff, v138
	v_cvt_f32_fp8 v138, v139
	v_cmp_u_f32 s[26:27], v106, v106                    ; round to e4m3
	v_med3_f32 v139, v106, -s4, s4
	s_nop 0
	v_cndmask_b32 v139, v139, v106, s[26:27]
	v_cvt_pk_fp8_f32 v139, v139, 0
	v_and_b32 v141, 0xff, v139
	v_cvt_f32_fp8 v139, v141
	v_cndmask_b32 v141, 0, v124, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v141, v141
	v_med3_f32 v124, v141, -s4, s4
	s_nop 0
	v_cndmask_b32 v124, v124, v141, s[26:27]
	v_cvt_pk_fp8_f32 v124, v124, 0
	v_and_b32 v141, 0xff, v124
	ds_write_b8 v4, v141 offset:48640                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v125, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48641                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v126, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48642                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v127, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48643                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v128, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48648                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v129, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48649                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v130, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48650                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v131, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48651                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v132, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48656                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v133, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48657                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v134, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48658                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v135, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48659                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v136, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48664                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v137, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48665                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v138, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48666                   ; B operand of the product: stage
	v_cndmask_b32 v124, 0, v139, s[14:15]               ; absent elements add nothing
	v_cmp_u_f32 s[26:27], v124, v124
	v_med3_f32 v125, v124, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v124, s[26:27]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v124, 0xff, v125
	ds_write_b8 v4, v124 offset:48667                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[124:127], v14 offset:48640           ; B fragment 0 of k-step 0
	ds_read_b128 v[128:131], v14 offset:48672           ; B fragment 0 of k-step 0
	ds_read_b128 v[132:135], v2 offset:37888            ; A fragment 0 of k-step 0
	ds_read_b128 v[136:139], v2 offset:37920            ; A fragment 0 of k-step 0
	ds_read_b128 v[158:161], v2 offset:40448            ; A fragment 1 of k-step 0
	ds_read_b128 v[162:165], v2 offset:40480            ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[26:41], v[132:139], v[124:131], v[26:41] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[42:57], v[158:165], v[124:131], v[42:57] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	v_mul_f32 v124, v25, v123                           ; examples/attention_fp8.kgen:20
	v_cndmask_b32 v123, 0, v143, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v125, 0, v144, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v126, 0, v145, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v127, 0, v146, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v128, 0, v147, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v129, 0, v148, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v130, 0, v149, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v131, 0, v150, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v132, 0, v151, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v133, 0, v152, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v134, 0, v153, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v135, 0, v154, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v136, 0, v155, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v137, 0, v156, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v138, 0, v157, s[14:15]               ; absent elements contribute the identity
	v_cndmask_b32 v139, 0, v106, s[14:15]               ; absent elements contribute the identity
	v_add_f32 v106, v123, v125                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v123, v106, v126                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v106, v123, v127                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v123, v106, v128                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v106, v123, v129                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v123, v106, v130                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v106, v123, v131                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v123, v106, v132                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v106, v123, v133                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v123, v106, v134                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v106, v123, v135                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v123, v106, v136                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v106, v123, v137                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v123, v106, v138                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v106, v123, v139                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_and_b32 v123, 63, v0                              ; sum over 'tt' (examples/attention_fp8.kgen:20): lanes 32 apart
	v_xor_b32 v123, 32, v123
	v_lshlrev_b32 v123, 2, v123
	ds_bpermute_b32 v125, v123, v106
	s_waitcnt lgkmcnt(0)
	v_add_f32 v123, v106, v125
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v123 offset:57856                 ; sum over 'tt' (examples/attention_fp8.kgen:20): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v106, v8 offset:57856                   ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 0
	ds_read_b32 v123, v8 offset:58112                   ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v125, v106, v123
	v_add_f32 v106, v124, v125                          ; examples/attention_fp8.kgen:20
	v_mov_b32 v25, v106                                 ; next 'l'
	v_mov_b32 v24, v140                                 ; next 'mx'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v106, 8, v59
	v_or_b32 v59, v58, v106                             ; byte 1
	v_lshlrev_b32 v58, 16, v60
	v_or_b32 v60, v59, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v61
	v_or_b32 v59, v60, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v63
	v_or_b32 v60, v62, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v64
	v_or_b32 v61, v60, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v65
	v_or_b32 v60, v61, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v67
	v_or_b32 v61, v66, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v68
	v_or_b32 v62, v61, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v69
	v_or_b32 v61, v62, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v71
	v_or_b32 v62, v70, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v72
	v_or_b32 v63, v62, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v73
	v_or_b32 v62, v63, v58                              ; byte 3
	v_mov_b32 v64, v59                                  ; 16 bytes into st1
	v_mov_b32 v65, v60
	v_mov_b32 v66, v61
	v_mov_b32 v67, v62
	ds_write_b128 v9, v[64:67] offset:9216
	v_lshlrev_b32 v58, 8, v76
	v_or_b32 v59, v75, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v77
	v_or_b32 v60, v59, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v78
	v_or_b32 v59, v60, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v80
	v_or_b32 v60, v79, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v81
	v_or_b32 v61, v60, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v82
	v_or_b32 v60, v61, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v84
	v_or_b32 v61, v83, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v85
	v_or_b32 v62, v61, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v86
	v_or_b32 v61, v62, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v88
	v_or_b32 v62, v87, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v89
	v_or_b32 v63, v62, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v90
	v_or_b32 v62, v63, v58                              ; byte 3
	v_mov_b32 v64, v59                                  ; 16 bytes into st1
	v_mov_b32 v65, v60
	v_mov_b32 v66, v61
	v_mov_b32 v67, v62
	ds_write_b128 v9, v[64:67] offset:13824
	v_lshlrev_b32 v58, 8, v91
	v_or_b32 v59, v74, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v92
	v_or_b32 v60, v59, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v93
	v_or_b32 v59, v60, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v95
	v_or_b32 v60, v94, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v96
	v_or_b32 v61, v60, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v97
	v_or_b32 v60, v61, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v99
	v_or_b32 v61, v98, v58                              ; byte 1
	v_lshlrev_b32 v58, 16, v100
	v_or_b32 v62, v61, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v101
	v_or_b32 v61, v62, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v103
	v_or_b32 v62, v102, v58                             ; byte 1
	v_lshlrev_b32 v58, 16, v104
	v_or_b32 v63, v62, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v105
	v_or_b32 v62, v63, v58                              ; byte 3
	v_mov_b32 v64, v59                                  ; 16 bytes into st2
	v_mov_b32 v65, v60
	v_mov_b32 v66, v61
	v_mov_b32 v67, v62
	ds_write_b128 v15, v[64:67] offset:18432
	v_lshlrev_b32 v58, 8, v108
	v_or_b32 v59, v107, v58                             ; byte 1
	v_lshlrev_b32 v58, 16, v109
	v_or_b32 v60, v59, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v110
	v_or_b32 v59, v60, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v112
	v_or_b32 v60, v111, v58                             ; byte 1
	v_lshlrev_b32 v58, 16, v113
	v_or_b32 v61, v60, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v114
	v_or_b32 v60, v61, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v116
	v_or_b32 v61, v115, v58                             ; byte 1
	v_lshlrev_b32 v58, 16, v117
	v_or_b32 v62, v61, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v118
	v_or_b32 v61, v62, v58                              ; byte 3
	v_lshlrev_b32 v58, 8, v120
	v_or_b32 v62, v119, v58                             ; byte 1
	v_lshlrev_b32 v58, 16, v121
	v_or_b32 v63, v62, v58                              ; byte 2
	v_lshlrev_b32 v58, 24, v122
	v_or_b32 v62, v63, v58                              ; byte 3
	v_mov_b32 v64, v59                                  ; 16 bytes into st2
	v_mov_b32 v65, v60
	v_mov_b32 v66, v61
	v_mov_b32 v67, v62
	ds_write_b128 v15, v[64:67] offset:23552
.Lattention_fp8_if5_end:
	s_add_u32 s13, s13, 0x80
	s_cmp_lt_u32 s13, s12
	s_cbranch_scc1 .Lattention_fp8_loop1
.Lattention_fp8_loop1_end:
.Lattention_fp8_if1_end:
	s_add_u32 s13, s12, 63
	s_and_b32 s12, s13, 0xffffffc0                      ; the first chunk of 'tt' the pipeline left
	s_mov_b32 s13, s12                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s13, s18
	s_cbranch_scc1 .Lattention_fp8_loop2_end
.Lattention_fp8_loop2:
	s_sub_u32 s12, s18, s13
	s_mul_i32 s14, s13, 0x80
	s_mul_hi_u32 s15, s13, 0x80
	s_add_u32 s26, s32, s14                             ; 'k' at this chunk
	s_addc_u32 s27, s33, s15
	v_cmp_lt_u32 s[14:15], v16, s12                     ; 'tt' element in bounds
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[14:15]               ; lanes where %vpred_987
	global_load_ubyte v58, v20, s[26:27]                ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v59, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[14:15]               ; lanes where %vpred_987
	global_load_ubyte v58, v20, s[26:27] offset:1       ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v60, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[14:15]               ; lanes where %vpred_987
	global_load_ubyte v58, v20, s[26:27] offset:2       ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v61, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[14:15]               ; lanes where %vpred_987
	global_load_ubyte v58, v20, s[26:27] offset:3       ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v62, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[14:15]               ; lanes where %vpred_987
	global_load_ubyte v58, v20, s[26:27] offset:4       ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v63, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[14:15]               ; lanes where %vpred_987
	global_load_ubyte v58, v20, s[26:27] offset:5       ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v64, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[14:15]               ; lanes where %vpred_987
	global_load_ubyte v58, v20, s[26:27] offset:6       ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v65, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[14:15]               ; lanes where %vpred_987
	global_load_ubyte v58, v20, s[26:27] offset:7       ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v66, v58
	v_add_u32 v58, 16, v16
	v_cmp_lt_u32 s[30:31], v58, s12                     ; 'tt' element in bounds
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_1005
	global_load_ubyte v58, v20, s[26:27] offset:2048    ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v67, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_1005
	global_load_ubyte v58, v20, s[26:27] offset:2049    ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v68, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_1005
	global_load_ubyte v58, v20, s[26:27] offset:2050    ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v69, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_1005
	global_load_ubyte v58, v20, s[26:27] offset:2051    ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v70, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_1005
	global_load_ubyte v58, v20, s[26:27] offset:2052    ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v71, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_1005
	global_load_ubyte v58, v20, s[26:27] offset:2053    ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v72, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_1005
	global_load_ubyte v58, v20, s[26:27] offset:2054    ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v73, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_1005
	global_load_ubyte v58, v20, s[26:27] offset:2055    ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v58
	v_add_u32 v58, 32, v16
	v_cmp_lt_u32 s[34:35], v58, s12                     ; 'tt' element in bounds
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_1023
	v_add_u32 v75, 0x1000, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v58, v75, s[26:27]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v75, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_1023
	v_add_u32 v76, 0x1001, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v58, v76, s[26:27]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v76, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_1023
	v_add_u32 v77, 0x1002, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v58, v77, s[26:27]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_1023
	v_add_u32 v78, 0x1003, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v58, v78, s[26:27]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_1023
	v_add_u32 v79, 0x1004, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v58, v79, s[26:27]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_1023
	v_add_u32 v80, 0x1005, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v58, v80, s[26:27]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_1023
	v_add_u32 v81, 0x1006, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v58, v81, s[26:27]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_1023
	v_add_u32 v82, 0x1007, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v58, v82, s[26:27]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v58
	v_add_u32 v58, 48, v16
	v_cmp_lt_u32 s[36:37], v58, s12                     ; 'tt' element in bounds
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1041
	v_add_u32 v83, 0x1800, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v58, v83, s[26:27]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v83, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1041
	v_add_u32 v84, 0x1801, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v58, v84, s[26:27]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v84, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1041
	v_add_u32 v85, 0x1802, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v58, v85, s[26:27]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v85, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1041
	v_add_u32 v86, 0x1803, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v58, v86, s[26:27]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v86, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1041
	v_add_u32 v87, 0x1804, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v58, v87, s[26:27]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v87, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1041
	v_add_u32 v88, 0x1805, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v58, v88, s[26:27]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v88, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1041
	v_add_u32 v89, 0x1806, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v58, v89, s[26:27]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v89, v58
	v_mov_b32 v58, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_1041
	v_add_u32 v90, 0x1807, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v58, v90, s[26:27]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v90, v58
	v_cmp_u_f32 s[26:27], v59, v59
	v_med3_f32 v58, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v59, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b8 v19, v59 offset:9216                    ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v60, v60
	v_med3_f32 v58, v60, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v60, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:9217                    ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v61, v61
	v_med3_f32 v58, v61, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v61, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:9218                    ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v62, v62
	v_med3_f32 v58, v62, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v62, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:9219                    ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v63, v63
	v_med3_f32 v58, v63, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v63, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:9220                    ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v64, v64
	v_med3_f32 v58, v64, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v64, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:9221                    ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v65, v65
	v_med3_f32 v58, v65, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v65, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:9222                    ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v66, v66
	v_med3_f32 v58, v66, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v66, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:9223                    ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v67, v67
	v_med3_f32 v58, v67, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v67, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:11520                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v68, v68
	v_med3_f32 v58, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v68, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:11521                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v69, v69
	v_med3_f32 v58, v69, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v69, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:11522                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v70, v70
	v_med3_f32 v58, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v70, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:11523                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v71, v71
	v_med3_f32 v58, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v71, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:11524                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v72, v72
	v_med3_f32 v58, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v72, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:11525                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v73, v73
	v_med3_f32 v58, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v73, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:11526                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v74, v74
	v_med3_f32 v58, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v74, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:11527                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v75, v75
	v_med3_f32 v58, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v75, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:13824                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v76, v76
	v_med3_f32 v58, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v76, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:13825                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v77, v77
	v_med3_f32 v58, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v77, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:13826                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v78, v78
	v_med3_f32 v58, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v78, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:13827                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v79, v79
	v_med3_f32 v58, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v79, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:13828                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v80, v80
	v_med3_f32 v58, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v80, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:13829                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v81, v81
	v_med3_f32 v58, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v81, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:13830                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v82, v82
	v_med3_f32 v58, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v82, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:13831                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v83, v83
	v_med3_f32 v58, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v83, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:16128                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v84, v84
	v_med3_f32 v58, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v84, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:16129                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v85, v85
	v_med3_f32 v58, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v85, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:16130                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v86, v86
	v_med3_f32 v58, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v86, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:16131                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v87, v87
	v_med3_f32 v58, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v87, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:16132                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v88, v88
	v_med3_f32 v58, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v88, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:16133                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v89, v89
	v_med3_f32 v58, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v89, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:16134                   ; A operand of the product: stage
	v_cmp_u_f32 s[26:27], v90, v90
	v_med3_f32 v58, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v90, s[26:27]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	ds_write_b8 v19, v59 offset:16135                   ; A operand of the product: stage
	v_mov_b32 v58, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v68, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v70, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v72, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	ds_read_b128 v[74:77], v12                          ; B fragment 0 of k-step 0
	ds_read_b128 v[78:81], v12 offset:32                ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[82:85], v6 offset:9216               ; A fragment 0 of k-step 0
	ds_read_b128 v[86:89], v6 offset:9248               ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[58:73], v[82:89], v[74:81], v[58:73] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	ds_read_b128 v[74:77], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[78:81], v12 offset:96                ; B fragment 0 of k-step 1
	ds_read_b128 v[82:85], v6 offset:9280               ; A fragment 0 of k-step 1
	ds_read_b128 v[86:89], v6 offset:9312               ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[58:73], v[82:89], v[74:81], v[58:73] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	v_cmp_lt_u32 s[26:27], v3, s21                      ; 's' element in bounds
	v_cmp_lt_u32 s[38:39], v7, s12                      ; 'tt' element in bounds
	s_and_b64 s[40:41], s[26:27], s[38:39]
	v_mov_b32 v74, 0xff800000                           ; absent elements contribute the identity
	s_nop 7
	s_nop 7
	v_cndmask_b32 v75, v74, v58, s[40:41]
	v_add_u32 v74, 1, v7
	v_cmp_lt_u32 s[38:39], v74, s12                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[26:27], s[38:39]
	v_mov_b32 v74, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v74, v59, s[42:43]
	v_add_u32 v74, 2, v7
	v_cmp_lt_u32 s[38:39], v74, s12                     ; 'tt' element in bounds
	s_and_b64 s[44:45], s[26:27], s[38:39]
	v_mov_b32 v74, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v74, v60, s[44:45]
	v_add_u32 v74, 3, v7
	v_cmp_lt_u32 s[38:39], v74, s12                     ; 'tt' element in bounds
	s_and_b64 s[46:47], s[26:27], s[38:39]
	v_mov_b32 v74, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v78, v74, v61, s[46:47]
	v_add_u32 v74, 8, v7
	v_cmp_lt_u32 s[38:39], v74, s12                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[26:27], s[38:39]
	v_mov_b32 v74, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v79, v74, v62, s[48:49]
	v_add_u32 v74, 9, v7
	v_cmp_lt_u32 s[38:39], v74, s12                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[26:27], s[38:39]
	v_mov_b32 v74, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v80, v74, v63, s[50:51]
	v_add_u32 v74, 10, v7
	v_cmp_lt_u32 s[38:39], v74, s12                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[26:27], s[38:39]
	v_mov_b32 v74, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v81, v74, v64, s[52:53]
	v_add_u32 v74, 11, v7
	v_cmp_lt_u32 s[38:39], v74, s12                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[26:27], s[38:39]
	v_mov_b32 v74, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v82, v74, v65, s[54:55]
	v_add_u32 v74, 16, v7
	v_cmp_lt_u32 s[38:39], v74, s12                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[26:27], s[38:39]
	v_mov_b32 v74, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v83, v74, v66, s[56:57]
	v_add_u32 v74, 17, v7
	v_cmp_lt_u32 s[38:39], v74, s12                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[26:27], s[38:39]
	v_mov_b32 v74, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v84, v74, v67, s[58:59]
	v_add_u32 v74, 18, v7
	v_cmp_lt_u32 s[38:39], v74, s12                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[26:27], s[38:39]
	v_mov_b32 v74, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v85, v74, v68, s[60:61]
	v_add_u32 v74, 19, v7
	v_cmp_lt_u32 s[38:39], v74, s12                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[26:27], s[38:39]
	v_mov_b32 v74, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v86, v74, v69, s[62:63]
	v_add_u32 v74, 24, v7
	v_cmp_lt_u32 s[38:39], v74, s12                     ; 'tt' element in bounds
	s_and_b64 s[64:65], s[26:27], s[38:39]
	v_mov_b32 v74, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v87, v74, v70, s[64:65]
	v_add_u32 v74, 25, v7
	v_cmp_lt_u32 s[38:39], v74, s12                     ; 'tt' element in bounds
	s_and_b64 s[66:67], s[26:27], s[38:39]
	v_mov_b32 v74, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v88, v74, v71, s[66:67]
	v_add_u32 v74, 26, v7
	v_cmp_lt_u32 s[38:39], v74, s12                     ; 'tt' element in bounds
	s_and_b64 s[68:69], s[26:27], s[38:39]
	v_mov_b32 v74, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v89, v74, v72, s[68:69]
	v_add_u32 v74, 27, v7
	v_cmp_lt_u32 s[38:39], v74, s12                     ; 'tt' element in bounds
	s_and_b64 s[70:71], s[26:27], s[38:39]
	v_mov_b32 v74, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v90, v74, v73, s[70:71]
	v_max_f32 v74, v75, v76                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v75, v76
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v74, v75, s[26:27]
	v_max_f32 v74, v76, v77                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v76, v77
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v74, v75, s[26:27]
	v_max_f32 v74, v76, v78                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v76, v78
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v74, v75, s[26:27]
	v_max_f32 v74, v76, v79                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v76, v79
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v74, v75, s[26:27]
	v_max_f32 v74, v76, v80                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v76, v80
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v74, v75, s[26:27]
	v_max_f32 v74, v76, v81                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v76, v81
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v74, v75, s[26:27]
	v_max_f32 v74, v76, v82                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v76, v82
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v74, v75, s[26:27]
	v_max_f32 v74, v76, v83                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v76, v83
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v74, v75, s[26:27]
	v_max_f32 v74, v76, v84                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v76, v84
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v74, v75, s[26:27]
	v_max_f32 v74, v76, v85                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v76, v85
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v74, v75, s[26:27]
	v_max_f32 v74, v76, v86                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v76, v86
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v74, v75, s[26:27]
	v_max_f32 v74, v76, v87                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v76, v87
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v74, v75, s[26:27]
	v_max_f32 v74, v76, v88                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v76, v88
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v74, v75, s[26:27]
	v_max_f32 v74, v76, v89                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v76, v89
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v74, v75, s[26:27]
	v_max_f32 v74, v76, v90                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[26:27], v76, v90
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v74, v75, s[26:27]
	v_and_b32 v74, 63, v0                               ; max over 'tt' (examples/attention_fp8.kgen:17): lanes 32 apart
	v_xor_b32 v74, 32, v74
	v_lshlrev_b32 v74, 2, v74
	ds_bpermute_b32 v75, v74, v76
	s_waitcnt lgkmcnt(0)
	v_max_f32 v74, v76, v75
	v_cmp_u_f32 s[26:27], v76, v75
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v74, v75, s[26:27]
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v76 offset:48128                  ; max over 'tt' (examples/attention_fp8.kgen:17): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v74, v8 offset:48128                    ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 0
	ds_read_b32 v75, v8 offset:48384                    ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v76, v74, v75
	v_cmp_u_f32 s[26:27], v74, v75
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v76, v74, s[26:27]
	v_max_f32 v74, v24, v75                             ; examples/attention_fp8.kgen:17
	v_cmp_u_f32 s[26:27], v24, v75
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v74, v75, s[26:27]
	v_sub_f32 v74, v24, v76                             ; examples/attention_fp8.kgen:19
	v_mul_f32 v75, s7, v74                              ; examples/attention_fp8.kgen:19
	v_mul_f32 v74, 0x3fb8aa3b, v75                      ; examples/attention_fp8.kgen:19
	v_exp_f32 v75, v74                                  ; examples/attention_fp8.kgen:19
	s_nop 0
	v_mul_f32 v74, v26, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v77, v27, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v78, v28, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v79, v29, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v80, v30, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v81, v31, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v82, v32, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v83, v33, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v84, v34, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v85, v35, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v86, v36, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v87, v37, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v88, v38, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v89, v39, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v90, v40, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v91, v41, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v92, v42, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v93, v43, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v94, v44, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v95, v45, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v96, v46, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v97, v47, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v98, v48, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v99, v49, v75                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v100, v50, v75                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v101, v51, v75                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v102, v52, v75                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v103, v53, v75                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v104, v54, v75                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v105, v55, v75                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v106, v56, v75                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v107, v57, v75                            ; examples/attention_fp8.kgen:21
	v_mov_b32 v26, v74                                  ; 'acc' scaled in place
	v_mov_b32 v27, v77                                  ; 'acc' scaled in place
	v_mov_b32 v28, v78                                  ; 'acc' scaled in place
	v_mov_b32 v29, v79                                  ; 'acc' scaled in place
	v_mov_b32 v30, v80                                  ; 'acc' scaled in place
	v_mov_b32 v31, v81                                  ; 'acc' scaled in place
	v_mov_b32 v32, v82                                  ; 'acc' scaled in place
	v_mov_b32 v33, v83                                  ; 'acc' scaled in place
	v_mov_b32 v34, v84                                  ; 'acc' scaled in place
	v_mov_b32 v35, v85                                  ; 'acc' scaled in place
	v_mov_b32 v36, v86                                  ; 'acc' scaled in place
	v_mov_b32 v37, v87                                  ; 'acc' scaled in place
	v_mov_b32 v38, v88                                  ; 'acc' scaled in place
	v_mov_b32 v39, v89                                  ; 'acc' scaled in place
	v_mov_b32 v40, v90                                  ; 'acc' scaled in place
	v_mov_b32 v41, v91                                  ; 'acc' scaled in place
	v_mov_b32 v42, v92                                  ; 'acc' scaled in place
	v_mov_b32 v43, v93                                  ; 'acc' scaled in place
	v_mov_b32 v44, v94                                  ; 'acc' scaled in place
	v_mov_b32 v45, v95                                  ; 'acc' scaled in place
	v_mov_b32 v46, v96                                  ; 'acc' scaled in place
	v_mov_b32 v47, v97                                  ; 'acc' scaled in place
	v_mov_b32 v48, v98                                  ; 'acc' scaled in place
	v_mov_b32 v49, v99                                  ; 'acc' scaled in place
	v_mov_b32 v50, v100                                 ; 'acc' scaled in place
	v_mov_b32 v51, v101                                 ; 'acc' scaled in place
	v_mov_b32 v52, v102                                 ; 'acc' scaled in place
	v_mov_b32 v53, v103                                 ; 'acc' scaled in place
	v_mov_b32 v54, v104                                 ; 'acc' scaled in place
	v_mov_b32 v55, v105                                 ; 'acc' scaled in place
	v_mov_b32 v56, v106                                 ; 'acc' scaled in place
	v_mov_b32 v57, v107                                 ; 'acc' scaled in place
	s_mov_b32 s26, s13
	s_mov_b32 s27, 0
	s_add_u32 s38, s10, s26                             ; 'vt' at this chunk
	s_addc_u32 s39, s11, s27
	v_mov_b32 v74, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_987
	global_load_ubyte v74, v22, s[38:39]                ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v74
	s_mul_i32 s12, s18, 1
	v_add_u32 v74, s12, v22
	v_mov_b32 v78, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_987
	global_load_ubyte v78, v74, s[38:39]                ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v78
	s_mul_i32 s12, s18, 2
	v_add_u32 v78, s12, v22
	v_mov_b32 v80, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_987
	global_load_ubyte v80, v78, s[38:39]                ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v80
	s_mul_i32 s12, s18, 3
	v_add_u32 v80, s12, v22
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_987
	global_load_ubyte v82, v80, s[38:39]                ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v83, v82
	s_mul_i32 s12, s18, 4
	v_add_u32 v82, s12, v22
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_987
	global_load_ubyte v84, v82, s[38:39]                ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v85, v84
	s_mul_i32 s12, s18, 5
	v_add_u32 v84, s12, v22
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_987
	global_load_ubyte v86, v84, s[38:39]                ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v87, v86
	s_mul_i32 s12, s18, 6
	v_add_u32 v86, s12, v22
	v_mov_b32 v88, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_987
	global_load_ubyte v88, v86, s[38:39]                ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v89, v88
	s_mul_i32 s12, s18, 7
	v_add_u32 v88, s12, v22
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_987
	global_load_ubyte v90, v88, s[38:39]                ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v91, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[30:31]               ; lanes where %vpred_1005
	global_load_ubyte v90, v22, s[38:39] offset:16      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v92, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[30:31]               ; lanes where %vpred_1005
	global_load_ubyte v90, v74, s[38:39] offset:16      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v93, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[30:31]               ; lanes where %vpred_1005
	global_load_ubyte v90, v78, s[38:39] offset:16      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v94, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[30:31]               ; lanes where %vpred_1005
	global_load_ubyte v90, v80, s[38:39] offset:16      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v95, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[30:31]               ; lanes where %vpred_1005
	global_load_ubyte v90, v82, s[38:39] offset:16      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v96, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[30:31]               ; lanes where %vpred_1005
	global_load_ubyte v90, v84, s[38:39] offset:16      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v97, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[30:31]               ; lanes where %vpred_1005
	global_load_ubyte v90, v86, s[38:39] offset:16      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v98, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[30:31]               ; lanes where %vpred_1005
	global_load_ubyte v90, v88, s[38:39] offset:16      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v99, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_1023
	global_load_ubyte v90, v22, s[38:39] offset:32      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v100, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_1023
	global_load_ubyte v90, v74, s[38:39] offset:32      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v101, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_1023
	global_load_ubyte v90, v78, s[38:39] offset:32      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v102, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_1023
	global_load_ubyte v90, v80, s[38:39] offset:32      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v103, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_1023
	global_load_ubyte v90, v82, s[38:39] offset:32      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v104, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_1023
	global_load_ubyte v90, v84, s[38:39] offset:32      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v105, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_1023
	global_load_ubyte v90, v86, s[38:39] offset:32      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v106, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_1023
	global_load_ubyte v90, v88, s[38:39] offset:32      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v107, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_1041
	global_load_ubyte v90, v22, s[38:39] offset:48      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v108, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_1041
	global_load_ubyte v90, v74, s[38:39] offset:48      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_1041
	global_load_ubyte v90, v78, s[38:39] offset:48      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_1041
	global_load_ubyte v90, v80, s[38:39] offset:48      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_1041
	global_load_ubyte v90, v82, s[38:39] offset:48      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_1041
	global_load_ubyte v90, v84, s[38:39] offset:48      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v84, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_1041
	global_load_ubyte v90, v86, s[38:39] offset:48      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v86, v90
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_1041
	global_load_ubyte v90, v88, s[38:39] offset:48      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v88, v90
	ds_write_b32 v21, v77 offset:58368                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v79 offset:58628                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v81 offset:58888                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v83 offset:59148                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v85 offset:59408                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v87 offset:59668                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v89 offset:59928                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v91 offset:60188                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v92 offset:58432                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v93 offset:58692                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v94 offset:58952                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v95 offset:59212                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v96 offset:59472                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v97 offset:59732                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v98 offset:59992                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v99 offset:60252                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v100 offset:58496                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v101 offset:58756                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v102 offset:59016                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v103 offset:59276                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v104 offset:59536                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v105 offset:59796                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v106 offset:60056                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v107 offset:60316                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v108 offset:58560                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v74 offset:58820                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v78 offset:59080                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v80 offset:59340                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v82 offset:59600                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v84 offset:59860                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v86 offset:60120                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v88 offset:60380                  ; convert 'vt' in K runs: write this thread's elements
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v74, v23 offset:58368                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v77, v23 offset:58372                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v78, v23 offset:58376                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v79, v23 offset:58380                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v80, v23 offset:62528                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v81, v23 offset:62532                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v82, v23 offset:62536                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v83, v23 offset:62540                   ; convert 'vt' in K runs: read in the new layout
	v_add_u32 v84, 0x10480, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v85, v84
	v_add_u32 v84, 0x10484, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v86, v84
	v_add_u32 v84, 0x10488, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v87, v84
	v_add_u32 v84, 0x1048c, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v88, v84
	v_add_u32 v84, 0x114c0, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v89, v84
	v_add_u32 v84, 0x114c4, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v90, v84
	v_add_u32 v84, 0x114c8, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v91, v84
	v_add_u32 v84, 0x114cc, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v92, v84
	v_add_u32 v84, 0x12500, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v93, v84
	v_add_u32 v84, 0x12504, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v94, v84
	v_add_u32 v84, 0x12508, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v95, v84
	v_add_u32 v84, 0x1250c, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v96, v84
	v_add_u32 v84, 0x13540, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v97, v84
	v_add_u32 v84, 0x13544, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v98, v84
	v_add_u32 v84, 0x13548, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v99, v84
	v_add_u32 v84, 0x1354c, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v100, v84
	v_add_u32 v84, 0x14580, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v101, v84
	v_add_u32 v84, 0x14584, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v102, v84
	v_add_u32 v84, 0x14588, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v103, v84
	v_add_u32 v84, 0x1458c, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v104, v84
	v_add_u32 v84, 0x155c0, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v105, v84
	v_add_u32 v84, 0x155c4, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v106, v84
	v_add_u32 v84, 0x155c8, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v107, v84
	v_add_u32 v84, 0x155cc, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v108, v84
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v74, v74
	v_med3_f32 v84, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v84, v84, v74, s[14:15]
	v_cvt_pk_fp8_f32 v84, v84, 0
	v_and_b32 v74, 0xff, v84
	ds_write_b8 v17, v74 offset:18432                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v77, v77
	v_med3_f32 v74, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v77, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:18433                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v78, v78
	v_med3_f32 v74, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v78, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:18434                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v79, v79
	v_med3_f32 v74, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v79, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:18435                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v80, v80
	v_med3_f32 v74, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v80, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:19712                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v81, v81
	v_med3_f32 v74, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v81, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:19713                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v82, v82
	v_med3_f32 v74, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v82, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:19714                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v83, v83
	v_med3_f32 v74, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v83, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:19715                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v85, v85
	v_med3_f32 v74, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v85, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:20992                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v86, v86
	v_med3_f32 v74, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v86, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:20993                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v87, v87
	v_med3_f32 v74, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v87, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:20994                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v88, v88
	v_med3_f32 v74, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v88, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:20995                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v89, v89
	v_med3_f32 v74, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v89, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:22272                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v90, v90
	v_med3_f32 v74, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v90, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:22273                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v91, v91
	v_med3_f32 v74, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v91, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:22274                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v92, v92
	v_med3_f32 v74, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v92, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:22275                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v93, v93
	v_med3_f32 v74, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v93, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:23552                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v94, v94
	v_med3_f32 v74, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v94, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:23553                   ; A operand of the product: stage
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v95, v95
	v_med3_f32 v74, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v95, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:23554                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v96, v96
	v_med3_f32 v74, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v96, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:23555                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v97, v97
	v_med3_f32 v74, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v97, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:24832                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v98, v98
	v_med3_f32 v74, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v98, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:24833                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v99, v99
	v_med3_f32 v74, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v99, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:24834                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v100, v100
	v_med3_f32 v74, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v100, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:24835                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v101, v101
	v_med3_f32 v74, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v101, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:26112                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v102, v102
	v_med3_f32 v74, v102, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v102, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:26113                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v103, v103
	v_med3_f32 v74, v103, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v103, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:26114                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v104, v104
	v_med3_f32 v74, v104, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v104, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:26115                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v105, v105
	v_med3_f32 v74, v105, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v105, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:27392                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v106, v106
	v_med3_f32 v74, v106, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v106, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:27393                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v107, v107
	v_med3_f32 v74, v107, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v107, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:27394                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v108, v108
	v_med3_f32 v74, v108, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v108, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	ds_write_b8 v17, v77 offset:27395                   ; A operand of the product: stage
	v_mov_b32 v74, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8.kgen:18)
	v_mul_f32 v77, s7, v74
	v_mov_b32 v74, 0xbfb8aa3b
	v_mul_f32 v78, s7, v74
	v_mul_f32 v74, v76, v78                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8.kgen:18)
	v_fma_f32 v78, v58, v77, v74                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v79, v78                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v78, v59, v77, v74                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v80, v78                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v78, v60, v77, v74                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v81, v78                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v78, v61, v77, v74                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v82, v78                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v78, v62, v77, v74                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v83, v78                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v78, v63, v77, v74                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v84, v78                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v78, v64, v77, v74                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v85, v78                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v78, v65, v77, v74                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v86, v78                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v78, v66, v77, v74                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v87, v78                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v78, v67, v77, v74                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v88, v78                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v78, v68, v77, v74                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v89, v78                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v78, v69, v77, v74                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v90, v78                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v78, v70, v77, v74                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v91, v78                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v78, v71, v77, v74                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v92, v78                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v78, v72, v77, v74                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v93, v78                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v78, v73, v77, v74                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v58, v78                                  ; examples/attention_fp8.kgen:18
	v_cmp_u_f32 s[14:15], v79, v79                      ; round to e4m3
	v_med3_f32 v59, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v59, v59, v79, s[14:15]
	v_cvt_pk_fp8_f32 v59, v59, 0
	v_and_b32 v60, 0xff, v59
	v_cvt_f32_fp8 v59, v60
	v_cmp_u_f32 s[14:15], v80, v80                      ; round to e4m3
	v_med3_f32 v60, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v80, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v61, 0xff, v60
	v_cvt_f32_fp8 v60, v61
	v_cmp_u_f32 s[14:15], v81, v81                      ; round to e4m3
	v_med3_f32 v61, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v61, v61, v81, s[14:15]
	v_cvt_pk_fp8_f32 v61, v61, 0
	v_and_b32 v62, 0xff, v61
	v_cvt_f32_fp8 v61, v62
	v_cmp_u_f32 s[14:15], v82, v82                      ; round to e4m3
	v_med3_f32 v62, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v62, v62, v82, s[14:15]
	v_cvt_pk_fp8_f32 v62, v62, 0
	v_and_b32 v63, 0xff, v62
	v_cvt_f32_fp8 v62, v63
	v_cmp_u_f32 s[14:15], v83, v83                      ; round to e4m3
	v_med3_f32 v63, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v63, v63, v83, s[14:15]
	v_cvt_pk_fp8_f32 v63, v63, 0
	v_and_b32 v64, 0xff, v63
	v_cvt_f32_fp8 v63, v64
	v_cmp_u_f32 s[14:15], v84, v84                      ; round to e4m3
	v_med3_f32 v64, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v64, v64, v84, s[14:15]
	v_cvt_pk_fp8_f32 v64, v64, 0
	v_and_b32 v65, 0xff, v64
	v_cvt_f32_fp8 v64, v65
	v_cmp_u_f32 s[14:15], v85, v85                      ; round to e4m3
	v_med3_f32 v65, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v65, v65, v85, s[14:15]
	v_cvt_pk_fp8_f32 v65, v65, 0
	v_and_b32 v66, 0xff, v65
	v_cvt_f32_fp8 v65, v66
	v_cmp_u_f32 s[14:15], v86, v86                      ; round to e4m3
	v_med3_f32 v66, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v66, v66, v86, s[14:15]
	v_cvt_pk_fp8_f32 v66, v66, 0
	v_and_b32 v67, 0xff, v66
	v_cvt_f32_fp8 v66, v67
	v_cmp_u_f32 s[14:15], v87, v87                      ; round to e4m3
	v_med3_f32 v67, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v67, v67, v87, s[14:15]
	v_cvt_pk_fp8_f32 v67, v67, 0
	v_and_b32 v68, 0xff, v67
	v_cvt_f32_fp8 v67, v68
	v_cmp_u_f32 s[14:15], v88, v88                      ; round to e4m3
	v_med3_f32 v68, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v88, s[14:15]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	v_cvt_f32_fp8 v68, v69
	v_cmp_u_f32 s[14:15], v89, v89                      ; round to e4m3
	v_med3_f32 v69, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v89, s[14:15]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v70, 0xff, v69
	v_cvt_f32_fp8 v69, v70
	v_cmp_u_f32 s[14:15], v90, v90                      ; round to e4m3
	v_med3_f32 v70, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v90, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	v_cvt_f32_fp8 v70, v71
	v_cmp_u_f32 s[14:15], v91, v91                      ; round to e4m3
	v_med3_f32 v71, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v91, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v72, 0xff, v71
	v_cvt_f32_fp8 v71, v72
	v_cmp_u_f32 s[14:15], v92, v92                      ; round to e4m3
	v_med3_f32 v72, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v72, v72, v92, s[14:15]
	v_cvt_pk_fp8_f32 v72, v72, 0
	v_and_b32 v73, 0xff, v72
	v_cvt_f32_fp8 v72, v73
	v_cmp_u_f32 s[14:15], v93, v93                      ; round to e4m3
	v_med3_f32 v73, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v93, s[14:15]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v74, 0xff, v73
	v_cvt_f32_fp8 v73, v74
	v_cmp_u_f32 s[14:15], v58, v58                      ; round to e4m3
	v_med3_f32 v74, v58, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v58, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v77, 0xff, v74
	v_cvt_f32_fp8 v74, v77
	v_cndmask_b32 v77, 0, v59, s[40:41]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v77, v77
	v_med3_f32 v59, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v59, v59, v77, s[14:15]
	v_cvt_pk_fp8_f32 v59, v59, 0
	v_and_b32 v77, 0xff, v59
	ds_write_b8 v4, v77 offset:48640                    ; B operand of the product: stage
	v_cndmask_b32 v59, 0, v60, s[42:43]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v60, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v59, 0xff, v60
	ds_write_b8 v4, v59 offset:48641                    ; B operand of the product: stage
	v_cndmask_b32 v59, 0, v61, s[44:45]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v60, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v59, 0xff, v60
	ds_write_b8 v4, v59 offset:48642                    ; B operand of the product: stage
	v_cndmask_b32 v59, 0, v62, s[46:47]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v60, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v59, 0xff, v60
	ds_write_b8 v4, v59 offset:48643                    ; B operand of the product: stage
	v_cndmask_b32 v59, 0, v63, s[48:49]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v60, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v59, 0xff, v60
	ds_write_b8 v4, v59 offset:48648                    ; B operand of the product: stage
	v_cndmask_b32 v59, 0, v64, s[50:51]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v60, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v59, 0xff, v60
	ds_write_b8 v4, v59 offset:48649                    ; B operand of the product: stage
	v_cndmask_b32 v59, 0, v65, s[52:53]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v60, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v59, 0xff, v60
	ds_write_b8 v4, v59 offset:48650                    ; B operand of the product: stage
	v_cndmask_b32 v59, 0, v66, s[54:55]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v60, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v59, 0xff, v60
	ds_write_b8 v4, v59 offset:48651                    ; B operand of the product: stage
	v_cndmask_b32 v59, 0, v67, s[56:57]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v60, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v59, 0xff, v60
	ds_write_b8 v4, v59 offset:48656                    ; B operand of the product: stage
	v_cndmask_b32 v59, 0, v68, s[58:59]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v60, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v59, 0xff, v60
	ds_write_b8 v4, v59 offset:48657                    ; B operand of the product: stage
	v_cndmask_b32 v59, 0, v69, s[60:61]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v60, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v59, 0xff, v60
	ds_write_b8 v4, v59 offset:48658                    ; B operand of the product: stage
	v_cndmask_b32 v59, 0, v70, s[62:63]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v60, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v59, 0xff, v60
	ds_write_b8 v4, v59 offset:48659                    ; B operand of the product: stage
	v_cndmask_b32 v59, 0, v71, s[64:65]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v60, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v59, 0xff, v60
	ds_write_b8 v4, v59 offset:48664                    ; B operand of the product: stage
	v_cndmask_b32 v59, 0, v72, s[66:67]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v60, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v59, 0xff, v60
	ds_write_b8 v4, v59 offset:48665                    ; B operand of the product: stage
	v_cndmask_b32 v59, 0, v73, s[68:69]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v60, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v59, 0xff, v60
	ds_write_b8 v4, v59 offset:48666                    ; B operand of the product: stage
	v_cndmask_b32 v59, 0, v74, s[70:71]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v60, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v59, 0xff, v60
	ds_write_b8 v4, v59 offset:48667                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[60:63], v14 offset:48640             ; B fragment 0 of k-step 0
	ds_read_b128 v[64:67], v14 offset:48672             ; B fragment 0 of k-step 0
	ds_read_b128 v[94:97], v2 offset:18432              ; A fragment 0 of k-step 0
	ds_read_b128 v[98:101], v2 offset:18464             ; A fragment 0 of k-step 0
	ds_read_b128 v[102:105], v2 offset:20992            ; A fragment 1 of k-step 0
	ds_read_b128 v[106:109], v2 offset:21024            ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[26:41], v[94:101], v[60:67], v[26:41] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[42:57], v[102:109], v[60:67], v[42:57] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	v_mul_f32 v59, v25, v75                             ; examples/attention_fp8.kgen:20
	v_cndmask_b32 v60, 0, v79, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v80, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v81, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v82, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v83, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v84, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v66, 0, v85, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v67, 0, v86, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v68, 0, v87, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v69, 0, v88, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v70, 0, v89, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v71, 0, v90, s[62:63]                 ; absent elements contribute the identity
	v_cndmask_b32 v72, 0, v91, s[64:65]                 ; absent elements contribute the identity
	v_cndmask_b32 v73, 0, v92, s[66:67]                 ; absent elements contribute the identity
	v_cndmask_b32 v74, 0, v93, s[68:69]                 ; absent elements contribute the identity
	v_cndmask_b32 v75, 0, v58, s[70:71]                 ; absent elements contribute the identity
	v_add_f32 v58, v60, v61                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v60, v58, v62                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v58, v60, v63                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v60, v58, v64                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v58, v60, v65                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v60, v58, v66                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v58, v60, v67                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v60, v58, v68                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v58, v60, v69                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v60, v58, v70                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v58, v60, v71                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v60, v58, v72                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v58, v60, v73                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v60, v58, v74                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v58, v60, v75                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_and_b32 v60, 63, v0                               ; sum over 'tt' (examples/attention_fp8.kgen:20): lanes 32 apart
	v_xor_b32 v60, 32, v60
	v_lshlrev_b32 v60, 2, v60
	ds_bpermute_b32 v61, v60, v58
	s_waitcnt lgkmcnt(0)
	v_add_f32 v60, v58, v61
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v60 offset:57856                  ; sum over 'tt' (examples/attention_fp8.kgen:20): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v58, v8 offset:57856                    ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 0
	ds_read_b32 v60, v8 offset:58112                    ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v61, v58, v60
	v_add_f32 v58, v59, v61                             ; examples/attention_fp8.kgen:20
	v_mov_b32 v25, v58                                  ; next 'l'
	v_mov_b32 v24, v76                                  ; next 'mx'
	s_add_u32 s13, s13, 64
	s_cmp_lt_u32 s13, s18
	s_cbranch_scc1 .Lattention_fp8_loop2
.Lattention_fp8_loop2_end:
	v_div_scale_f32 v24, s[12:13], v25, v25, s16        ; examples/attention_fp8.kgen:24
	v_rcp_f32 v58, v24
	v_div_scale_f32 v59, vcc, s16, v25, s16
	v_fma_f32 v60, -v24, v58, 1.0
	v_fma_f32 v58, v60, v58, v58
	v_mul_f32 v61, v59, v58
	v_fma_f32 v60, -v24, v61, v59
	v_fma_f32 v61, v60, v58, v61
	v_fma_f32 v60, -v24, v61, v59
	v_div_fmas_f32 v60, v60, v58, v61
	v_div_fixup_f32 v24, v60, v25, s16
	v_mul_f32 v25, v26, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v58, v27, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v59, v28, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v60, v29, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v61, v30, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v62, v31, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v63, v32, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v64, v33, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v65, v34, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v66, v35, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v67, v36, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v68, v37, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v69, v38, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v70, v39, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v71, v40, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v72, v41, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v26, v42, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v27, v43, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v28, v44, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v29, v45, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v30, v46, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v31, v47, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v32, v48, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v33, v49, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v34, v50, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v35, v51, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v36, v52, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v37, v53, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v38, v54, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v39, v55, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v40, v56, v24                             ; examples/attention_fp8.kgen:24
	v_mul_f32 v41, v57, v24                             ; examples/attention_fp8.kgen:24
	s_cmp_eq_u32 s22, 0                                 ; rows of 'o' aligned: vector stores
	s_cbranch_scc1 .Lattention_fp8_if6_else
	v_mov_b32 v24, 0x7fc00000
	v_cmp_u_f32 s[12:13], v25, v25
	v_cmp_u_f32 s[14:15], v58, v58
	v_bfe_u32 v42, v25, 16, 1
	v_bfe_u32 v43, v58, 16, 1
	v_add3_u32 v44, v25, v42, s5
	v_add3_u32 v42, v58, v43, s5
	v_cndmask_b32 v44, v44, v24, s[12:13]
	v_cndmask_b32 v42, v42, v24, s[14:15]
	v_perm_b32 v24, v42, v44, s6
	v_mov_b32 v42, 0x7fc00000
	v_cmp_u_f32 s[12:13], v59, v59
	v_cmp_u_f32 s[14:15], v60, v60
	v_bfe_u32 v43, v59, 16, 1
	v_bfe_u32 v44, v60, 16, 1
	v_add3_u32 v45, v59, v43, s5
	v_add3_u32 v43, v60, v44, s5
	v_cndmask_b32 v45, v45, v42, s[12:13]
	v_cndmask_b32 v43, v43, v42, s[14:15]
	v_perm_b32 v42, v43, v45, s6
	v_mov_b32 v44, v24                                  ; examples/attention_fp8.kgen:24: 8-byte store to 'o'
	v_mov_b32 v45, v42
	global_store_dwordx2 v1, v[44:45], s[8:9]
	v_mov_b32 v24, 0x7fc00000
	v_cmp_u_f32 s[12:13], v61, v61
	v_cmp_u_f32 s[14:15], v62, v62
	v_bfe_u32 v42, v61, 16, 1
	v_bfe_u32 v43, v62, 16, 1
	v_add3_u32 v44, v61, v42, s5
	v_add3_u32 v42, v62, v43, s5
	v_cndmask_b32 v44, v44, v24, s[12:13]
	v_cndmask_b32 v42, v42, v24, s[14:15]
	v_perm_b32 v24, v42, v44, s6
	v_mov_b32 v42, 0x7fc00000
	v_cmp_u_f32 s[12:13], v63, v63
	v_cmp_u_f32 s[14:15], v64, v64
	v_bfe_u32 v43, v63, 16, 1
	v_bfe_u32 v44, v64, 16, 1
	v_add3_u32 v45, v63, v43, s5
	v_add3_u32 v43, v64, v44, s5
	v_cndmask_b32 v45, v45, v42, s[12:13]
	v_cndmask_b32 v43, v43, v42, s[14:15]
	v_perm_b32 v42, v43, v45, s6
	v_mov_b32 v44, v24                                  ; examples/attention_fp8.kgen:24: 8-byte store to 'o'
	v_mov_b32 v45, v42
	global_store_dwordx2 v1, v[44:45], s[8:9] offset:16
	v_mov_b32 v24, 0x7fc00000
	v_cmp_u_f32 s[12:13], v65, v65
	v_cmp_u_f32 s[14:15], v66, v66
	v_bfe_u32 v42, v65, 16, 1
	v_bfe_u32 v43, v66, 16, 1
	v_add3_u32 v44, v65, v42, s5
	v_add3_u32 v42, v66, v43, s5
	v_cndmask_b32 v44, v44, v24, s[12:13]
	v_cndmask_b32 v42, v42, v24, s[14:15]
	v_perm_b32 v24, v42, v44, s6
	v_mov_b32 v42, 0x7fc00000
	v_cmp_u_f32 s[12:13], v67, v67
	v_cmp_u_f32 s[14:15], v68, v68
	v_bfe_u32 v43, v67, 16, 1
	v_bfe_u32 v44, v68, 16, 1
	v_add3_u32 v45, v67, v43, s5
	v_add3_u32 v43, v68, v44, s5
	v_cndmask_b32 v45, v45, v42, s[12:13]
	v_cndmask_b32 v43, v43, v42, s[14:15]
	v_perm_b32 v42, v43, v45, s6
	v_mov_b32 v44, v24                                  ; examples/attention_fp8.kgen:24: 8-byte store to 'o'
	v_mov_b32 v45, v42
	global_store_dwordx2 v1, v[44:45], s[8:9] offset:32
	v_mov_b32 v24, 0x7fc00000
	v_cmp_u_f32 s[12:13], v69, v69
	v_cmp_u_f32 s[14:15], v70, v70
	v_bfe_u32 v42, v69, 16, 1
	v_bfe_u32 v43, v70, 16, 1
	v_add3_u32 v44, v69, v42, s5
	v_add3_u32 v42, v70, v43, s5
	v_cndmask_b32 v44, v44, v24, s[12:13]
	v_cndmask_b32 v42, v42, v24, s[14:15]
	v_perm_b32 v24, v42, v44, s6
	v_mov_b32 v42, 0x7fc00000
	v_cmp_u_f32 s[12:13], v71, v71
	v_cmp_u_f32 s[14:15], v72, v72
	v_bfe_u32 v43, v71, 16, 1
	v_bfe_u32 v44, v72, 16, 1
	v_add3_u32 v45, v71, v43, s5
	v_add3_u32 v43, v72, v44, s5
	v_cndmask_b32 v45, v45, v42, s[12:13]
	v_cndmask_b32 v43, v43, v42, s[14:15]
	v_perm_b32 v42, v43, v45, s6
	v_mov_b32 v44, v24                                  ; examples/attention_fp8.kgen:24: 8-byte store to 'o'
	v_mov_b32 v45, v42
	global_store_dwordx2 v1, v[44:45], s[8:9] offset:48
	v_mov_b32 v24, 0x7fc00000
	v_cmp_u_f32 s[12:13], v26, v26
	v_cmp_u_f32 s[14:15], v27, v27
	v_bfe_u32 v42, v26, 16, 1
	v_bfe_u32 v43, v27, 16, 1
	v_add3_u32 v44, v26, v42, s5
	v_add3_u32 v42, v27, v43, s5
	v_cndmask_b32 v44, v44, v24, s[12:13]
	v_cndmask_b32 v42, v42, v24, s[14:15]
	v_perm_b32 v24, v42, v44, s6
	v_mov_b32 v42, 0x7fc00000
	v_cmp_u_f32 s[12:13], v28, v28
	v_cmp_u_f32 s[14:15], v29, v29
	v_bfe_u32 v43, v28, 16, 1
	v_bfe_u32 v44, v29, 16, 1
	v_add3_u32 v45, v28, v43, s5
	v_add3_u32 v43, v29, v44, s5
	v_cndmask_b32 v45, v45, v42, s[12:13]
	v_cndmask_b32 v43, v43, v42, s[14:15]
	v_perm_b32 v42, v43, v45, s6
	v_mov_b32 v44, v24                                  ; examples/attention_fp8.kgen:24: 8-byte store to 'o'
	v_mov_b32 v45, v42
	global_store_dwordx2 v1, v[44:45], s[8:9] offset:64
	v_mov_b32 v24, 0x7fc00000
	v_cmp_u_f32 s[12:13], v30, v30
	v_cmp_u_f32 s[14:15], v31, v31
	v_bfe_u32 v42, v30, 16, 1
	v_bfe_u32 v43, v31, 16, 1
	v_add3_u32 v44, v30, v42, s5
	v_add3_u32 v42, v31, v43, s5
	v_cndmask_b32 v44, v44, v24, s[12:13]
	v_cndmask_b32 v42, v42, v24, s[14:15]
	v_perm_b32 v24, v42, v44, s6
	v_mov_b32 v42, 0x7fc00000
	v_cmp_u_f32 s[12:13], v32, v32
	v_cmp_u_f32 s[14:15], v33, v33
	v_bfe_u32 v43, v32, 16, 1
	v_bfe_u32 v44, v33, 16, 1
	v_add3_u32 v45, v32, v43, s5
	v_add3_u32 v43, v33, v44, s5
	v_cndmask_b32 v45, v45, v42, s[12:13]
	v_cndmask_b32 v43, v43, v42, s[14:15]
	v_perm_b32 v42, v43, v45, s6
	v_mov_b32 v44, v24                                  ; examples/attention_fp8.kgen:24: 8-byte store to 'o'
	v_mov_b32 v45, v42
	global_store_dwordx2 v1, v[44:45], s[8:9] offset:80
	v_mov_b32 v24, 0x7fc00000
	v_cmp_u_f32 s[12:13], v34, v34
	v_cmp_u_f32 s[14:15], v35, v35
	v_bfe_u32 v42, v34, 16, 1
	v_bfe_u32 v43, v35, 16, 1
	v_add3_u32 v44, v34, v42, s5
	v_add3_u32 v42, v35, v43, s5
	v_cndmask_b32 v44, v44, v24, s[12:13]
	v_cndmask_b32 v42, v42, v24, s[14:15]
	v_perm_b32 v24, v42, v44, s6
	v_mov_b32 v42, 0x7fc00000
	v_cmp_u_f32 s[12:13], v36, v36
	v_cmp_u_f32 s[14:15], v37, v37
	v_bfe_u32 v43, v36, 16, 1
	v_bfe_u32 v44, v37, 16, 1
	v_add3_u32 v45, v36, v43, s5
	v_add3_u32 v43, v37, v44, s5
	v_cndmask_b32 v45, v45, v42, s[12:13]
	v_cndmask_b32 v43, v43, v42, s[14:15]
	v_perm_b32 v42, v43, v45, s6
	v_mov_b32 v44, v24                                  ; examples/attention_fp8.kgen:24: 8-byte store to 'o'
	v_mov_b32 v45, v42
	global_store_dwordx2 v1, v[44:45], s[8:9] offset:96
	v_mov_b32 v24, 0x7fc00000
	v_cmp_u_f32 s[12:13], v38, v38
	v_cmp_u_f32 s[14:15], v39, v39
	v_bfe_u32 v42, v38, 16, 1
	v_bfe_u32 v43, v39, 16, 1
	v_add3_u32 v44, v38, v42, s5
	v_add3_u32 v42, v39, v43, s5
	v_cndmask_b32 v44, v44, v24, s[12:13]
	v_cndmask_b32 v42, v42, v24, s[14:15]
	v_perm_b32 v24, v42, v44, s6
	v_mov_b32 v42, 0x7fc00000
	v_cmp_u_f32 s[12:13], v40, v40
	v_cmp_u_f32 s[14:15], v41, v41
	v_bfe_u32 v43, v40, 16, 1
	v_bfe_u32 v44, v41, 16, 1
	v_add3_u32 v45, v40, v43, s5
	v_add3_u32 v43, v41, v44, s5
	v_cndmask_b32 v45, v45, v42, s[12:13]
	v_cndmask_b32 v43, v43, v42, s[14:15]
	v_perm_b32 v42, v43, v45, s6
	v_mov_b32 v44, v24                                  ; examples/attention_fp8.kgen:24: 8-byte store to 'o'
	v_mov_b32 v45, v42
	global_store_dwordx2 v1, v[44:45], s[8:9] offset:112
	s_branch .Lattention_fp8_if6_end
.Lattention_fp8_if6_else:
	v_bfe_u32 v24, v25, 16, 1
	v_add3_u32 v42, v25, v24, s5
	v_cmp_u_f32 s[12:13], v25, v25
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v42
	global_store_short v1, v24, s[8:9]                  ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v58, 16, 1
	v_add3_u32 v25, v58, v24, s5
	v_cmp_u_f32 s[12:13], v58, v58
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:2         ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v59, 16, 1
	v_add3_u32 v25, v59, v24, s5
	v_cmp_u_f32 s[12:13], v59, v59
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:4         ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v60, 16, 1
	v_add3_u32 v25, v60, v24, s5
	v_cmp_u_f32 s[12:13], v60, v60
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:6         ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v61, 16, 1
	v_add3_u32 v25, v61, v24, s5
	v_cmp_u_f32 s[12:13], v61, v61
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:16        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v62, 16, 1
	v_add3_u32 v25, v62, v24, s5
	v_cmp_u_f32 s[12:13], v62, v62
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:18        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v63, 16, 1
	v_add3_u32 v25, v63, v24, s5
	v_cmp_u_f32 s[12:13], v63, v63
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:20        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v64, 16, 1
	v_add3_u32 v25, v64, v24, s5
	v_cmp_u_f32 s[12:13], v64, v64
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:22        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v65, 16, 1
	v_add3_u32 v25, v65, v24, s5
	v_cmp_u_f32 s[12:13], v65, v65
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:32        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v66, 16, 1
	v_add3_u32 v25, v66, v24, s5
	v_cmp_u_f32 s[12:13], v66, v66
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:34        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v67, 16, 1
	v_add3_u32 v25, v67, v24, s5
	v_cmp_u_f32 s[12:13], v67, v67
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:36        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v68, 16, 1
	v_add3_u32 v25, v68, v24, s5
	v_cmp_u_f32 s[12:13], v68, v68
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:38        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v69, 16, 1
	v_add3_u32 v25, v69, v24, s5
	v_cmp_u_f32 s[12:13], v69, v69
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:48        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v70, 16, 1
	v_add3_u32 v25, v70, v24, s5
	v_cmp_u_f32 s[12:13], v70, v70
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:50        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v71, 16, 1
	v_add3_u32 v25, v71, v24, s5
	v_cmp_u_f32 s[12:13], v71, v71
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:52        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v72, 16, 1
	v_add3_u32 v25, v72, v24, s5
	v_cmp_u_f32 s[12:13], v72, v72
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:54        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v26, 16, 1
	v_add3_u32 v25, v26, v24, s5
	v_cmp_u_f32 s[12:13], v26, v26
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:64        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v27, 16, 1
	v_add3_u32 v25, v27, v24, s5
	v_cmp_u_f32 s[12:13], v27, v27
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:66        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v28, 16, 1
	v_add3_u32 v25, v28, v24, s5
	v_cmp_u_f32 s[12:13], v28, v28
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:68        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v29, 16, 1
	v_add3_u32 v25, v29, v24, s5
	v_cmp_u_f32 s[12:13], v29, v29
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:70        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v30, 16, 1
	v_add3_u32 v25, v30, v24, s5
	v_cmp_u_f32 s[12:13], v30, v30
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:80        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v31, 16, 1
	v_add3_u32 v25, v31, v24, s5
	v_cmp_u_f32 s[12:13], v31, v31
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:82        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v32, 16, 1
	v_add3_u32 v25, v32, v24, s5
	v_cmp_u_f32 s[12:13], v32, v32
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:84        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v33, 16, 1
	v_add3_u32 v25, v33, v24, s5
	v_cmp_u_f32 s[12:13], v33, v33
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:86        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v34, 16, 1
	v_add3_u32 v25, v34, v24, s5
	v_cmp_u_f32 s[12:13], v34, v34
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:96        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v35, 16, 1
	v_add3_u32 v25, v35, v24, s5
	v_cmp_u_f32 s[12:13], v35, v35
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:98        ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v36, 16, 1
	v_add3_u32 v25, v36, v24, s5
	v_cmp_u_f32 s[12:13], v36, v36
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:100       ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v37, 16, 1
	v_add3_u32 v25, v37, v24, s5
	v_cmp_u_f32 s[12:13], v37, v37
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:102       ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v38, 16, 1
	v_add3_u32 v25, v38, v24, s5
	v_cmp_u_f32 s[12:13], v38, v38
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:112       ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v39, 16, 1
	v_add3_u32 v25, v39, v24, s5
	v_cmp_u_f32 s[12:13], v39, v39
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:114       ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v40, 16, 1
	v_add3_u32 v25, v40, v24, s5
	v_cmp_u_f32 s[12:13], v40, v40
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:116       ; examples/attention_fp8.kgen:24: store to 'o'
	v_bfe_u32 v24, v41, 16, 1
	v_add3_u32 v25, v41, v24, s5
	v_cmp_u_f32 s[12:13], v41, v41
	v_mov_b32 v24, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v25, v25, v24, s[12:13]
	v_lshrrev_b32 v24, 16, v25
	global_store_short v1, v24, s[8:9] offset:118       ; examples/attention_fp8.kgen:24: store to 'o'
.Lattention_fp8_if6_end:
	s_branch .Lattention_fp8_if0_end
.Lattention_fp8_if0_else:
	v_cmp_lt_u32 s[12:13], v3, s21                      ; 's' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29]                 ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v24, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:1        ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v25, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:2        ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v26, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:3        ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v27, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:8        ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v28, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:9        ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v29, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:10       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v30, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:11       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v31, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:16       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v32, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:17       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v33, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:18       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v34, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:19       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v35, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:24       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v36, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:25       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v37, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:26       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v38, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:27       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v39, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:32       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v40, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:33       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v41, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:34       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v42, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:35       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v43, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:40       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v44, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:41       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v45, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:42       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v46, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:43       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v47, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:48       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v48, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:49       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v49, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:50       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v50, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:51       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v51, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:56       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v52, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:57       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v53, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:58       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v54, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1663
	global_load_ubyte v3, v10, s[28:29] offset:59       ; examples/attention_fp8.kgen:16: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v10, v3
	v_cmp_u_f32 s[14:15], v24, v24
	v_med3_f32 v3, v24, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v24, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24                                 ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v25, v25
	v_med3_f32 v3, v25, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v25, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:1                        ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v26, v26
	v_med3_f32 v3, v26, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v26, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:2                        ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v27, v27
	v_med3_f32 v3, v27, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v27, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:3                        ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v28, v28
	v_med3_f32 v3, v28, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v28, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:8                        ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v29, v29
	v_med3_f32 v3, v29, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v29, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:9                        ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v30, v30
	v_med3_f32 v3, v30, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v30, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:10                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v31, v31
	v_med3_f32 v3, v31, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v31, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:11                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v32, v32
	v_med3_f32 v3, v32, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v32, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:16                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v33, v33
	v_med3_f32 v3, v33, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v33, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:17                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v34, v34
	v_med3_f32 v3, v34, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v34, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:18                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v35, v35
	v_med3_f32 v3, v35, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v35, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:19                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v36, v36
	v_med3_f32 v3, v36, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v36, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:24                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v37, v37
	v_med3_f32 v3, v37, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v37, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:25                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v38, v38
	v_med3_f32 v3, v38, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v38, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:26                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v39, v39
	v_med3_f32 v3, v39, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v39, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:27                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v40, v40
	v_med3_f32 v3, v40, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v40, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:32                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v41, v41
	v_med3_f32 v3, v41, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v41, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:33                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v42, v42
	v_med3_f32 v3, v42, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v42, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:34                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v43, v43
	v_med3_f32 v3, v43, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v43, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:35                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v44, v44
	v_med3_f32 v3, v44, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v44, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:40                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v45, v45
	v_med3_f32 v3, v45, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v45, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:41                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v46, v46
	v_med3_f32 v3, v46, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v46, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:42                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v47, v47
	v_med3_f32 v3, v47, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v47, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:43                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v48, v48
	v_med3_f32 v3, v48, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v48, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:48                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v49, v49
	v_med3_f32 v3, v49, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v49, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:49                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v50, v50
	v_med3_f32 v3, v50, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v50, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:50                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v51, v51
	v_med3_f32 v3, v51, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v51, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:51                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v52, v52
	v_med3_f32 v3, v52, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v52, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:56                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v53, v53
	v_med3_f32 v3, v53, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v53, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:57                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v54, v54
	v_med3_f32 v3, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v54, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v24, 0xff, v3
	ds_write_b8 v5, v24 offset:58                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v10, v10
	v_med3_f32 v3, v10, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v10, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v10, 0xff, v3
	ds_write_b8 v5, v10 offset:59                       ; B operand of the product: stage
	v_add_f32 v3, 0, 0                                  ; examples/attention_fp8.kgen:14
	v_mov_b32 v24, v3                                   ; loop-carried 'acc'
	v_mov_b32 v25, v3                                   ; loop-carried 'acc'
	v_mov_b32 v26, v3                                   ; loop-carried 'acc'
	v_mov_b32 v27, v3                                   ; loop-carried 'acc'
	v_mov_b32 v28, v3                                   ; loop-carried 'acc'
	v_mov_b32 v29, v3                                   ; loop-carried 'acc'
	v_mov_b32 v30, v3                                   ; loop-carried 'acc'
	v_mov_b32 v31, v3                                   ; loop-carried 'acc'
	v_mov_b32 v32, v3                                   ; loop-carried 'acc'
	v_mov_b32 v33, v3                                   ; loop-carried 'acc'
	v_mov_b32 v34, v3                                   ; loop-carried 'acc'
	v_mov_b32 v35, v3                                   ; loop-carried 'acc'
	v_mov_b32 v36, v3                                   ; loop-carried 'acc'
	v_mov_b32 v37, v3                                   ; loop-carried 'acc'
	v_mov_b32 v38, v3                                   ; loop-carried 'acc'
	v_mov_b32 v39, v3                                   ; loop-carried 'acc'
	v_mov_b32 v40, v3                                   ; loop-carried 'acc'
	v_mov_b32 v41, v3                                   ; loop-carried 'acc'
	v_mov_b32 v42, v3                                   ; loop-carried 'acc'
	v_mov_b32 v43, v3                                   ; loop-carried 'acc'
	v_mov_b32 v44, v3                                   ; loop-carried 'acc'
	v_mov_b32 v45, v3                                   ; loop-carried 'acc'
	v_mov_b32 v46, v3                                   ; loop-carried 'acc'
	v_mov_b32 v47, v3                                   ; loop-carried 'acc'
	v_mov_b32 v48, v3                                   ; loop-carried 'acc'
	v_mov_b32 v49, v3                                   ; loop-carried 'acc'
	v_mov_b32 v50, v3                                   ; loop-carried 'acc'
	v_mov_b32 v51, v3                                   ; loop-carried 'acc'
	v_mov_b32 v52, v3                                   ; loop-carried 'acc'
	v_mov_b32 v53, v3                                   ; loop-carried 'acc'
	v_mov_b32 v54, v3                                   ; loop-carried 'acc'
	v_mov_b32 v55, v3                                   ; loop-carried 'acc'
	v_mov_b32 v5, v3                                    ; loop-carried 'l'
	v_mov_b32 v3, 0xff800000                            ; examples/attention_fp8.kgen:12
	v_add_f32 v10, v3, 0
	v_mov_b32 v3, v10                                   ; loop-carried 'mx'
	s_cmp_ge_u32 s18, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s6, 1, 0
	s_sub_u32 s14, s18, 63
	s_cmp_lg_u32 s6, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s6, s14, 0
	s_cmp_eq_u32 s22, 0                                 ; rows 16-byte aligned: 16-byte loads; otherwise element by element
	s_cbranch_scc1 .Lattention_fp8_if7_else
	s_mul_i32 s14, 0, 0x80
	s_mul_hi_u32 s15, 0, 0x80
	s_add_u32 s20, s32, s14                             ; 'k' at this chunk
	s_addc_u32 s21, s33, s15
	s_cmp_lt_u32 0, s6                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4925
	s_cbranch_scc1 .Lattention_fp8_skip204
	global_load_dwordx4 v[56:59], v13, s[20:21]         ; examples/attention_fp8.kgen:16: 16 bytes of 'k'
.Lattention_fp8_skip204:
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[56:59] offset:9216              ; 16 bytes into st1
	v_add_u32 v10, 0x1000, v13
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4925
	s_cbranch_scc1 .Lattention_fp8_skip205
	global_load_dwordx4 v[56:59], v10, s[20:21]         ; examples/attention_fp8.kgen:16: 16 bytes of 'k'
.Lattention_fp8_skip205:
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[56:59] offset:13824             ; 16 bytes into st1
	s_mov_b32 s20, 0
	s_mov_b32 s21, 0
	s_add_u32 s22, s10, s20                             ; 'vt' at this chunk
	s_addc_u32 s23, s11, s21
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4925
	s_cbranch_scc1 .Lattention_fp8_skip206
	global_load_dwordx4 v[56:59], v18, s[22:23]         ; examples/attention_fp8.kgen:21: 16 bytes of 'vt'
.Lattention_fp8_skip206:
	s_waitcnt vmcnt(0)
	ds_write_b128 v15, v[56:59] offset:18432            ; 16 bytes into st2
	s_mul_i32 s15, s18, 64
	v_add_u32 v10, s15, v18
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_4925
	s_cbranch_scc1 .Lattention_fp8_skip207
	global_load_dwordx4 v[56:59], v10, s[22:23]         ; examples/attention_fp8.kgen:21: 16 bytes of 'vt'
.Lattention_fp8_skip207:
	s_waitcnt vmcnt(0)
	ds_write_b128 v15, v[56:59] offset:23552            ; 16 bytes into st2
	s_mov_b32 s14, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s14, s6
	s_cbranch_scc1 .Lattention_fp8_loop3_end
.Lattention_fp8_loop3:
	s_add_u32 s15, s14, 64
	s_cmp_lt_u32 s14, s6
	s_cselect_b32 s17, 1, 0
	s_cmp_eq_u32 s17, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_fp8_if8_end
	s_mul_i32 s20, s15, 0x80
	s_mul_hi_u32 s21, s15, 0x80
	s_add_u32 s22, s32, s20                             ; 'k' at this chunk
	s_addc_u32 s23, s33, s21
	s_cmp_lt_u32 s15, s6                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_4950
	s_cbranch_scc1 .Lattention_fp8_skip208
	global_load_dwordx4 v[56:59], v13, s[22:23]         ; examples/attention_fp8.kgen:16: 16 bytes of 'k'
.Lattention_fp8_skip208:
	v_add_u32 v10, 0x1000, v13
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_4950
	s_cbranch_scc1 .Lattention_fp8_skip209
	global_load_dwordx4 v[60:63], v10, s[22:23]         ; examples/attention_fp8.kgen:16: 16 bytes of 'k'
.Lattention_fp8_skip209:
	s_mov_b32 s20, s15
	s_mov_b32 s21, 0
	s_add_u32 s22, s10, s20                             ; 'vt' at this chunk
	s_addc_u32 s23, s11, s21
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_4950
	s_cbranch_scc1 .Lattention_fp8_skip210
	global_load_dwordx4 v[64:67], v18, s[22:23]         ; examples/attention_fp8.kgen:21: 16 bytes of 'vt'
.Lattention_fp8_skip210:
	s_mul_i32 s15, s18, 64
	v_add_u32 v10, s15, v18
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_4950
	s_cbranch_scc1 .Lattention_fp8_skip211
	global_load_dwordx4 v[68:71], v10, s[22:23]         ; examples/attention_fp8.kgen:21: 16 bytes of 'vt'
.Lattention_fp8_skip211:
	v_mov_b32 v72, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v74, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v75, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v76, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v77, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v78, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v79, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v80, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v81, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v82, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v84, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v85, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v86, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v87, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[88:91], v12                          ; B fragment 0 of k-step 0
	ds_read_b128 v[92:95], v12 offset:32                ; B fragment 0 of k-step 0
	ds_read_b128 v[96:99], v6 offset:9216               ; A fragment 0 of k-step 0
	ds_read_b128 v[100:103], v6 offset:9248             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[72:87], v[96:103], v[88:95], v[72:87] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	ds_read_b128 v[88:91], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[92:95], v12 offset:96                ; B fragment 0 of k-step 1
	ds_read_b128 v[96:99], v6 offset:9280               ; A fragment 0 of k-step 1
	ds_read_b128 v[100:103], v6 offset:9312             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[72:87], v[96:103], v[88:95], v[72:87] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	s_nop 7
	s_nop 7
	s_nop 2
	v_cndmask_b32 v88, v10, v72, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v89, v10, v73, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v90, v10, v74, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v91, v10, v75, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v92, v10, v76, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v93, v10, v77, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v94, v10, v78, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v95, v10, v79, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v96, v10, v80, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v97, v10, v81, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v98, v10, v82, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v99, v10, v83, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v100, v10, v84, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v101, v10, v85, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v102, v10, v86, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v103, v10, v87, s[12:13]
	v_max_f32 v10, v88, v89                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v88, v89
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v90                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v90
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v91                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v91
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v92                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v92
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v93                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v93
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v94                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v94
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v95                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v95
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v96                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v96
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v97                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v97
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v98                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v98
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v99                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v99
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v100                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v100
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v101                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v101
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v102                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v102
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v103                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v103
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_and_b32 v10, 63, v0                               ; max over 'tt' (examples/attention_fp8.kgen:17): lanes 32 apart
	v_xor_b32 v10, 32, v10
	v_lshlrev_b32 v10, 2, v10
	ds_bpermute_b32 v88, v10, v89
	s_waitcnt lgkmcnt(0)
	v_max_f32 v10, v89, v88
	v_cmp_u_f32 s[20:21], v89, v88
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v89 offset:48128                  ; max over 'tt' (examples/attention_fp8.kgen:17): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v10, v8 offset:48128                    ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 0
	ds_read_b32 v88, v8 offset:48384                    ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v89, v10, v88
	v_cmp_u_f32 s[20:21], v10, v88
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v88, v89, v10, s[20:21]
	v_max_f32 v10, v3, v88                              ; examples/attention_fp8.kgen:17
	v_cmp_u_f32 s[20:21], v3, v88
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_sub_f32 v10, v3, v89                              ; examples/attention_fp8.kgen:19
	v_mul_f32 v88, s7, v10                              ; examples/attention_fp8.kgen:19
	v_mul_f32 v10, 0x3fb8aa3b, v88                      ; examples/attention_fp8.kgen:19
	v_exp_f32 v88, v10                                  ; examples/attention_fp8.kgen:19
	s_nop 0
	v_mul_f32 v10, v24, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v90, v25, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v91, v26, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v92, v27, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v93, v28, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v94, v29, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v95, v30, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v96, v31, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v97, v32, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v98, v33, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v99, v34, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v100, v35, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v101, v36, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v102, v37, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v103, v38, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v104, v39, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v105, v40, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v106, v41, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v107, v42, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v108, v43, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v109, v44, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v110, v45, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v111, v46, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v112, v47, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v113, v48, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v114, v49, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v115, v50, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v116, v51, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v117, v52, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v118, v53, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v119, v54, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v120, v55, v88                            ; examples/attention_fp8.kgen:21
	v_mov_b32 v24, v10                                  ; 'acc' scaled in place
	v_mov_b32 v25, v90                                  ; 'acc' scaled in place
	v_mov_b32 v26, v91                                  ; 'acc' scaled in place
	v_mov_b32 v27, v92                                  ; 'acc' scaled in place
	v_mov_b32 v28, v93                                  ; 'acc' scaled in place
	v_mov_b32 v29, v94                                  ; 'acc' scaled in place
	v_mov_b32 v30, v95                                  ; 'acc' scaled in place
	v_mov_b32 v31, v96                                  ; 'acc' scaled in place
	v_mov_b32 v32, v97                                  ; 'acc' scaled in place
	v_mov_b32 v33, v98                                  ; 'acc' scaled in place
	v_mov_b32 v34, v99                                  ; 'acc' scaled in place
	v_mov_b32 v35, v100                                 ; 'acc' scaled in place
	v_mov_b32 v36, v101                                 ; 'acc' scaled in place
	v_mov_b32 v37, v102                                 ; 'acc' scaled in place
	v_mov_b32 v38, v103                                 ; 'acc' scaled in place
	v_mov_b32 v39, v104                                 ; 'acc' scaled in place
	v_mov_b32 v40, v105                                 ; 'acc' scaled in place
	v_mov_b32 v41, v106                                 ; 'acc' scaled in place
	v_mov_b32 v42, v107                                 ; 'acc' scaled in place
	v_mov_b32 v43, v108                                 ; 'acc' scaled in place
	v_mov_b32 v44, v109                                 ; 'acc' scaled in place
	v_mov_b32 v45, v110                                 ; 'acc' scaled in place
	v_mov_b32 v46, v111                                 ; 'acc' scaled in place
	v_mov_b32 v47, v112                                 ; 'acc' scaled in place
	v_mov_b32 v48, v113                                 ; 'acc' scaled in place
	v_mov_b32 v49, v114                                 ; 'acc' scaled in place
	v_mov_b32 v50, v115                                 ; 'acc' scaled in place
	v_mov_b32 v51, v116                                 ; 'acc' scaled in place
	v_mov_b32 v52, v117                                 ; 'acc' scaled in place
	v_mov_b32 v53, v118                                 ; 'acc' scaled in place
	v_mov_b32 v54, v119                                 ; 'acc' scaled in place
	v_mov_b32 v55, v120                                 ; 'acc' scaled in place
	v_mov_b32 v10, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8.kgen:18)
	v_mul_f32 v90, s7, v10
	v_mov_b32 v10, 0xbfb8aa3b
	v_mul_f32 v91, s7, v10
	v_mul_f32 v10, v89, v91                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8.kgen:18)
	v_fma_f32 v91, v72, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v92, v91                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v73, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v93, v91                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v74, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v94, v91                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v75, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v95, v91                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v76, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v96, v91                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v77, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v97, v91                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v78, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v98, v91                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v79, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v99, v91                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v80, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v100, v91                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v81, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v101, v91                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v82, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v102, v91                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v83, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v103, v91                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v84, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v104, v91                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v85, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v105, v91                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v86, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v106, v91                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v87, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v10, v91                                  ; examples/attention_fp8.kgen:18
	v_cmp_u_f32 s[20:21], v92, v92                      ; round to e4m3
	v_med3_f32 v72, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v72, v72, v92, s[20:21]
	v_cvt_pk_fp8_f32 v72, v72, 0
	v_and_b32 v73, 0xff, v72
	v_cvt_f32_fp8 v72, v73
	v_cmp_u_f32 s[20:21], v93, v93                      ; round to e4m3
	v_med3_f32 v73, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v93, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v74, 0xff, v73
	v_cvt_f32_fp8 v73, v74
	v_cmp_u_f32 s[20:21], v94, v94                      ; round to e4m3
	v_med3_f32 v74, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v94, s[20:21]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v75, 0xff, v74
	v_cvt_f32_fp8 v74, v75
	v_cmp_u_f32 s[20:21], v95, v95                      ; round to e4m3
	v_med3_f32 v75, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v75, v75, v95, s[20:21]
	v_cvt_pk_fp8_f32 v75, v75, 0
	v_and_b32 v76, 0xff, v75
	v_cvt_f32_fp8 v75, v76
	v_cmp_u_f32 s[20:21], v96, v96                      ; round to e4m3
	v_med3_f32 v76, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v76, v76, v96, s[20:21]
	v_cvt_pk_fp8_f32 v76, v76, 0
	v_and_b32 v77, 0xff, v76
	v_cvt_f32_fp8 v76, v77
	v_cmp_u_f32 s[20:21], v97, v97                      ; round to e4m3
	v_med3_f32 v77, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v97, s[20:21]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v78, 0xff, v77
	v_cvt_f32_fp8 v77, v78
	v_cmp_u_f32 s[20:21], v98, v98                      ; round to e4m3
	v_med3_f32 v78, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v78, v78, v98, s[20:21]
	v_cvt_pk_fp8_f32 v78, v78, 0
	v_and_b32 v79, 0xff, v78
	v_cvt_f32_fp8 v78, v79
	v_cmp_u_f32 s[20:21], v99, v99                      ; round to e4m3
	v_med3_f32 v79, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v79, v79, v99, s[20:21]
	v_cvt_pk_fp8_f32 v79, v79, 0
	v_and_b32 v80, 0xff, v79
	v_cvt_f32_fp8 v79, v80
	v_cmp_u_f32 s[20:21], v100, v100                    ; round to e4m3
	v_med3_f32 v80, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v80, v80, v100, s[20:21]
	v_cvt_pk_fp8_f32 v80, v80, 0
	v_and_b32 v81, 0xff, v80
	v_cvt_f32_fp8 v80, v81
	v_cmp_u_f32 s[20:21], v101, v101                    ; round to e4m3
	v_med3_f32 v81, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v81, v81, v101, s[20:21]
	v_cvt_pk_fp8_f32 v81, v81, 0
	v_and_b32 v82, 0xff, v81
	v_cvt_f32_fp8 v81, v82
	v_cmp_u_f32 s[20:21], v102, v102                    ; round to e4m3
	v_med3_f32 v82, v102, -s4, s4
	s_nop 0
	v_cndmask_b32 v82, v82, v102, s[20:21]
	v_cvt_pk_fp8_f32 v82, v82, 0
	v_and_b32 v83, 0xff, v82
	v_cvt_f32_fp8 v82, v83
	v_cmp_u_f32 s[20:21], v103, v103                    ; round to e4m3
	v_med3_f32 v83, v103, -s4, s4
	s_nop 0
	v_cndmask_b32 v83, v83, v103, s[20:21]
	v_cvt_pk_fp8_f32 v83, v83, 0
	v_and_b32 v84, 0xff, v83
	v_cvt_f32_fp8 v83, v84
	v_cmp_u_f32 s[20:21], v104, v104                    ; round to e4m3
	v_med3_f32 v84, v104, -s4, s4
	s_nop 0
	v_cndmask_b32 v84, v84, v104, s[20:21]
	v_cvt_pk_fp8_f32 v84, v84, 0
	v_and_b32 v85, 0xff, v84
	v_cvt_f32_fp8 v84, v85
	v_cmp_u_f32 s[20:21], v105, v105                    ; round to e4m3
	v_med3_f32 v85, v105, -s4, s4
	s_nop 0
	v_cndmask_b32 v85, v85, v105, s[20:21]
	v_cvt_pk_fp8_f32 v85, v85, 0
	v_and_b32 v86, 0xff, v85
	v_cvt_f32_fp8 v85, v86
	v_cmp_u_f32 s[20:21], v106, v106                    ; round to e4m3
	v_med3_f32 v86, v106, -s4, s4
	s_nop 0
	v_cndmask_b32 v86, v86, v106, s[20:21]
	v_cvt_pk_fp8_f32 v86, v86, 0
	v_and_b32 v87, 0xff, v86
	v_cvt_f32_fp8 v86, v87
	v_cmp_u_f32 s[20:21], v10, v10                      ; round to e4m3
	v_med3_f32 v87, v10, -s4, s4
	s_nop 0
	v_cndmask_b32 v87, v87, v10, s[20:21]
	v_cvt_pk_fp8_f32 v87, v87, 0
	v_and_b32 v90, 0xff, v87
	v_cvt_f32_fp8 v87, v90
	v_cndmask_b32 v90, 0, v72, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v90, v90
	v_med3_f32 v72, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v72, v72, v90, s[20:21]
	v_cvt_pk_fp8_f32 v72, v72, 0
	v_and_b32 v90, 0xff, v72
	ds_write_b8 v4, v90 offset:48640                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v73, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48641                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v74, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48642                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v75, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48643                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v76, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48648                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v77, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48649                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v78, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48650                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v79, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48651                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v80, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48656                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v81, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48657                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v82, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48658                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v83, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48659                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v84, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48664                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v85, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48665                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v86, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48666                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v87, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48667                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[72:75], v14 offset:48640             ; B fragment 0 of k-step 0
	ds_read_b128 v[76:79], v14 offset:48672             ; B fragment 0 of k-step 0
	ds_read_b128 v[80:83], v2 offset:18432              ; A fragment 0 of k-step 0
	ds_read_b128 v[84:87], v2 offset:18464              ; A fragment 0 of k-step 0
	ds_read_b128 v[108:111], v2 offset:20992            ; A fragment 1 of k-step 0
	ds_read_b128 v[112:115], v2 offset:21024            ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[24:39], v[80:87], v[72:79], v[24:39] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[40:55], v[108:115], v[72:79], v[40:55] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	v_mul_f32 v72, v5, v88                              ; examples/attention_fp8.kgen:20
	v_cndmask_b32 v73, 0, v92, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v74, 0, v93, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v75, 0, v94, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v76, 0, v95, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v77, 0, v96, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v78, 0, v97, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v79, 0, v98, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v80, 0, v99, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v81, 0, v100, s[12:13]                ; absent elements contribute the identity
	v_cndmask_b32 v82, 0, v101, s[12:13]                ; absent elements contribute the identity
	v_cndmask_b32 v83, 0, v102, s[12:13]                ; absent elements contribute the identity
	v_cndmask_b32 v84, 0, v103, s[12:13]                ; absent elements contribute the identity
	v_cndmask_b32 v85, 0, v104, s[12:13]                ; absent elements contribute the identity
	v_cndmask_b32 v86, 0, v105, s[12:13]                ; absent elements contribute the identity
	v_cndmask_b32 v87, 0, v106, s[12:13]                ; absent elements contribute the identity
	v_cndmask_b32 v88, 0, v10, s[12:13]                 ; absent elements contribute the identity
	v_add_f32 v10, v73, v74                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v73, v10, v75                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v73, v76                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v73, v10, v77                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v73, v78                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v73, v10, v79                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v73, v80                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v73, v10, v81                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v73, v82                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v73, v10, v83                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v73, v84                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v73, v10, v85                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v73, v86                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v73, v10, v87                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v73, v88                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_and_b32 v73, 63, v0                               ; sum over 'tt' (examples/attention_fp8.kgen:20): lanes 32 apart
	v_xor_b32 v73, 32, v73
	v_lshlrev_b32 v73, 2, v73
	ds_bpermute_b32 v74, v73, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32 v73, v10, v74
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v73 offset:57856                  ; sum over 'tt' (examples/attention_fp8.kgen:20): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v10, v8 offset:57856                    ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 0
	ds_read_b32 v73, v8 offset:58112                    ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v74, v10, v73
	v_add_f32 v10, v72, v74                             ; examples/attention_fp8.kgen:20
	v_mov_b32 v5, v10                                   ; next 'l'
	v_mov_b32 v3, v89                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[56:59] offset:28672             ; 16 bytes into st1
	ds_write_b128 v9, v[60:63] offset:33280             ; 16 bytes into st1
	ds_write_b128 v15, v[64:67] offset:37888            ; 16 bytes into st2
	ds_write_b128 v15, v[68:71] offset:43008            ; 16 bytes into st2
.Lattention_fp8_if8_end:
	s_add_u32 s15, s14, 64
	s_add_u32 s17, s15, 64
	s_cmp_lt_u32 s15, s6
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_fp8_if9_end
	s_mul_i32 s20, s17, 0x80
	s_mul_hi_u32 s21, s17, 0x80
	s_add_u32 s22, s32, s20                             ; 'k' at this chunk
	s_addc_u32 s23, s33, s21
	s_cmp_lt_u32 s17, s6                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_5259
	s_cbranch_scc1 .Lattention_fp8_skip212
	global_load_dwordx4 v[56:59], v13, s[22:23]         ; examples/attention_fp8.kgen:16: 16 bytes of 'k'
.Lattention_fp8_skip212:
	v_add_u32 v10, 0x1000, v13
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_5259
	s_cbranch_scc1 .Lattention_fp8_skip213
	global_load_dwordx4 v[60:63], v10, s[22:23]         ; examples/attention_fp8.kgen:16: 16 bytes of 'k'
.Lattention_fp8_skip213:
	s_mov_b32 s20, s17
	s_mov_b32 s21, 0
	s_add_u32 s22, s10, s20                             ; 'vt' at this chunk
	s_addc_u32 s23, s11, s21
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_5259
	s_cbranch_scc1 .Lattention_fp8_skip214
	global_load_dwordx4 v[64:67], v18, s[22:23]         ; examples/attention_fp8.kgen:21: 16 bytes of 'vt'
.Lattention_fp8_skip214:
	s_mul_i32 s17, s18, 64
	v_add_u32 v10, s17, v18
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_5259
	s_cbranch_scc1 .Lattention_fp8_skip215
	global_load_dwordx4 v[68:71], v10, s[22:23]         ; examples/attention_fp8.kgen:21: 16 bytes of 'vt'
.Lattention_fp8_skip215:
	v_mov_b32 v72, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v74, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v75, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v76, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v77, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v78, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v79, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v80, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v81, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v82, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v84, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v85, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v86, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v87, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[88:91], v12                          ; B fragment 0 of k-step 0
	ds_read_b128 v[92:95], v12 offset:32                ; B fragment 0 of k-step 0
	ds_read_b128 v[96:99], v6 offset:28672              ; A fragment 0 of k-step 0
	ds_read_b128 v[100:103], v6 offset:28704            ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[72:87], v[96:103], v[88:95], v[72:87] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	ds_read_b128 v[88:91], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[92:95], v12 offset:96                ; B fragment 0 of k-step 1
	ds_read_b128 v[96:99], v6 offset:28736              ; A fragment 0 of k-step 1
	ds_read_b128 v[100:103], v6 offset:28768            ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[72:87], v[96:103], v[88:95], v[72:87] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	s_nop 7
	s_nop 7
	s_nop 2
	v_cndmask_b32 v88, v10, v72, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v89, v10, v73, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v90, v10, v74, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v91, v10, v75, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v92, v10, v76, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v93, v10, v77, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v94, v10, v78, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v95, v10, v79, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v96, v10, v80, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v97, v10, v81, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v98, v10, v82, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v99, v10, v83, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v100, v10, v84, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v101, v10, v85, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v102, v10, v86, s[12:13]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v103, v10, v87, s[12:13]
	v_max_f32 v10, v88, v89                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v88, v89
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v90                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v90
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v91                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v91
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v92                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v92
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v93                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v93
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v94                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v94
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v95                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v95
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v96                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v96
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v97                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v97
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v98                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v98
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v99                             ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v99
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v100                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v100
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v101                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v101
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v102                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v102
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_max_f32 v10, v89, v103                            ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v89, v103
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_and_b32 v10, 63, v0                               ; max over 'tt' (examples/attention_fp8.kgen:17): lanes 32 apart
	v_xor_b32 v10, 32, v10
	v_lshlrev_b32 v10, 2, v10
	ds_bpermute_b32 v88, v10, v89
	s_waitcnt lgkmcnt(0)
	v_max_f32 v10, v89, v88
	v_cmp_u_f32 s[20:21], v89, v88
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v89 offset:48128                  ; max over 'tt' (examples/attention_fp8.kgen:17): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v10, v8 offset:48128                    ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 0
	ds_read_b32 v88, v8 offset:48384                    ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v89, v10, v88
	v_cmp_u_f32 s[20:21], v10, v88
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v88, v89, v10, s[20:21]
	v_max_f32 v10, v3, v88                              ; examples/attention_fp8.kgen:17
	v_cmp_u_f32 s[20:21], v3, v88
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v10, v88, s[20:21]
	v_sub_f32 v10, v3, v89                              ; examples/attention_fp8.kgen:19
	v_mul_f32 v88, s7, v10                              ; examples/attention_fp8.kgen:19
	v_mul_f32 v10, 0x3fb8aa3b, v88                      ; examples/attention_fp8.kgen:19
	v_exp_f32 v88, v10                                  ; examples/attention_fp8.kgen:19
	s_nop 0
	v_mul_f32 v10, v24, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v90, v25, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v91, v26, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v92, v27, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v93, v28, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v94, v29, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v95, v30, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v96, v31, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v97, v32, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v98, v33, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v99, v34, v88                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v100, v35, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v101, v36, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v102, v37, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v103, v38, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v104, v39, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v105, v40, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v106, v41, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v107, v42, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v108, v43, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v109, v44, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v110, v45, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v111, v46, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v112, v47, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v113, v48, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v114, v49, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v115, v50, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v116, v51, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v117, v52, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v118, v53, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v119, v54, v88                            ; examples/attention_fp8.kgen:21
	v_mul_f32 v120, v55, v88                            ; examples/attention_fp8.kgen:21
	v_mov_b32 v24, v10                                  ; 'acc' scaled in place
	v_mov_b32 v25, v90                                  ; 'acc' scaled in place
	v_mov_b32 v26, v91                                  ; 'acc' scaled in place
	v_mov_b32 v27, v92                                  ; 'acc' scaled in place
	v_mov_b32 v28, v93                                  ; 'acc' scaled in place
	v_mov_b32 v29, v94                                  ; 'acc' scaled in place
	v_mov_b32 v30, v95                                  ; 'acc' scaled in place
	v_mov_b32 v31, v96                                  ; 'acc' scaled in place
	v_mov_b32 v32, v97                                  ; 'acc' scaled in place
	v_mov_b32 v33, v98                                  ; 'acc' scaled in place
	v_mov_b32 v34, v99                                  ; 'acc' scaled in place
	v_mov_b32 v35, v100                                 ; 'acc' scaled in place
	v_mov_b32 v36, v101                                 ; 'acc' scaled in place
	v_mov_b32 v37, v102                                 ; 'acc' scaled in place
	v_mov_b32 v38, v103                                 ; 'acc' scaled in place
	v_mov_b32 v39, v104                                 ; 'acc' scaled in place
	v_mov_b32 v40, v105                                 ; 'acc' scaled in place
	v_mov_b32 v41, v106                                 ; 'acc' scaled in place
	v_mov_b32 v42, v107                                 ; 'acc' scaled in place
	v_mov_b32 v43, v108                                 ; 'acc' scaled in place
	v_mov_b32 v44, v109                                 ; 'acc' scaled in place
	v_mov_b32 v45, v110                                 ; 'acc' scaled in place
	v_mov_b32 v46, v111                                 ; 'acc' scaled in place
	v_mov_b32 v47, v112                                 ; 'acc' scaled in place
	v_mov_b32 v48, v113                                 ; 'acc' scaled in place
	v_mov_b32 v49, v114                                 ; 'acc' scaled in place
	v_mov_b32 v50, v115                                 ; 'acc' scaled in place
	v_mov_b32 v51, v116                                 ; 'acc' scaled in place
	v_mov_b32 v52, v117                                 ; 'acc' scaled in place
	v_mov_b32 v53, v118                                 ; 'acc' scaled in place
	v_mov_b32 v54, v119                                 ; 'acc' scaled in place
	v_mov_b32 v55, v120                                 ; 'acc' scaled in place
	v_mov_b32 v10, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8.kgen:18)
	v_mul_f32 v90, s7, v10
	v_mov_b32 v10, 0xbfb8aa3b
	v_mul_f32 v91, s7, v10
	v_mul_f32 v10, v89, v91                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8.kgen:18)
	v_fma_f32 v91, v72, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v92, v91                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v73, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v93, v91                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v74, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v94, v91                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v75, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v95, v91                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v76, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v96, v91                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v77, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v97, v91                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v78, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v98, v91                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v79, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v99, v91                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v80, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v100, v91                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v81, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v101, v91                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v82, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v102, v91                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v83, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v103, v91                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v84, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v104, v91                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v85, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v105, v91                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v86, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v106, v91                                 ; examples/attention_fp8.kgen:18
	v_fma_f32 v91, v87, v90, v10                        ; examples/attention_fp8.kgen:18
	v_exp_f32 v10, v91                                  ; examples/attention_fp8.kgen:18
	v_cmp_u_f32 s[20:21], v92, v92                      ; round to e4m3
	v_med3_f32 v72, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v72, v72, v92, s[20:21]
	v_cvt_pk_fp8_f32 v72, v72, 0
	v_and_b32 v73, 0xff, v72
	v_cvt_f32_fp8 v72, v73
	v_cmp_u_f32 s[20:21], v93, v93                      ; round to e4m3
	v_med3_f32 v73, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v93, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v74, 0xff, v73
	v_cvt_f32_fp8 v73, v74
	v_cmp_u_f32 s[20:21], v94, v94                      ; round to e4m3
	v_med3_f32 v74, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v94, s[20:21]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v75, 0xff, v74
	v_cvt_f32_fp8 v74, v75
	v_cmp_u_f32 s[20:21], v95, v95                      ; round to e4m3
	v_med3_f32 v75, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v75, v75, v95, s[20:21]
	v_cvt_pk_fp8_f32 v75, v75, 0
	v_and_b32 v76, 0xff, v75
	v_cvt_f32_fp8 v75, v76
	v_cmp_u_f32 s[20:21], v96, v96                      ; round to e4m3
	v_med3_f32 v76, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v76, v76, v96, s[20:21]
	v_cvt_pk_fp8_f32 v76, v76, 0
	v_and_b32 v77, 0xff, v76
	v_cvt_f32_fp8 v76, v77
	v_cmp_u_f32 s[20:21], v97, v97                      ; round to e4m3
	v_med3_f32 v77, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v97, s[20:21]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v78, 0xff, v77
	v_cvt_f32_fp8 v77, v78
	v_cmp_u_f32 s[20:21], v98, v98                      ; round to e4m3
	v_med3_f32 v78, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v78, v78, v98, s[20:21]
	v_cvt_pk_fp8_f32 v78, v78, 0
	v_and_b32 v79, 0xff, v78
	v_cvt_f32_fp8 v78, v79
	v_cmp_u_f32 s[20:21], v99, v99                      ; round to e4m3
	v_med3_f32 v79, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v79, v79, v99, s[20:21]
	v_cvt_pk_fp8_f32 v79, v79, 0
	v_and_b32 v80, 0xff, v79
	v_cvt_f32_fp8 v79, v80
	v_cmp_u_f32 s[20:21], v100, v100                    ; round to e4m3
	v_med3_f32 v80, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v80, v80, v100, s[20:21]
	v_cvt_pk_fp8_f32 v80, v80, 0
	v_and_b32 v81, 0xff, v80
	v_cvt_f32_fp8 v80, v81
	v_cmp_u_f32 s[20:21], v101, v101                    ; round to e4m3
	v_med3_f32 v81, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v81, v81, v101, s[20:21]
	v_cvt_pk_fp8_f32 v81, v81, 0
	v_and_b32 v82, 0xff, v81
	v_cvt_f32_fp8 v81, v82
	v_cmp_u_f32 s[20:21], v102, v102                    ; round to e4m3
	v_med3_f32 v82, v102, -s4, s4
	s_nop 0
	v_cndmask_b32 v82, v82, v102, s[20:21]
	v_cvt_pk_fp8_f32 v82, v82, 0
	v_and_b32 v83, 0xff, v82
	v_cvt_f32_fp8 v82, v83
	v_cmp_u_f32 s[20:21], v103, v103                    ; round to e4m3
	v_med3_f32 v83, v103, -s4, s4
	s_nop 0
	v_cndmask_b32 v83, v83, v103, s[20:21]
	v_cvt_pk_fp8_f32 v83, v83, 0
	v_and_b32 v84, 0xff, v83
	v_cvt_f32_fp8 v83, v84
	v_cmp_u_f32 s[20:21], v104, v104                    ; round to e4m3
	v_med3_f32 v84, v104, -s4, s4
	s_nop 0
	v_cndmask_b32 v84, v84, v104, s[20:21]
	v_cvt_pk_fp8_f32 v84, v84, 0
	v_and_b32 v85, 0xff, v84
	v_cvt_f32_fp8 v84, v85
	v_cmp_u_f32 s[20:21], v105, v105                    ; round to e4m3
	v_med3_f32 v85, v105, -s4, s4
	s_nop 0
	v_cndmask_b32 v85, v85, v105, s[20:21]
	v_cvt_pk_fp8_f32 v85, v85, 0
	v_and_b32 v86, 0xff, v85
	v_cvt_f32_fp8 v85, v86
	v_cmp_u_f32 s[20:21], v106, v106                    ; round to e4m3
	v_med3_f32 v86, v106, -s4, s4
	s_nop 0
	v_cndmask_b32 v86, v86, v106, s[20:21]
	v_cvt_pk_fp8_f32 v86, v86, 0
	v_and_b32 v87, 0xff, v86
	v_cvt_f32_fp8 v86, v87
	v_cmp_u_f32 s[20:21], v10, v10                      ; round to e4m3
	v_med3_f32 v87, v10, -s4, s4
	s_nop 0
	v_cndmask_b32 v87, v87, v10, s[20:21]
	v_cvt_pk_fp8_f32 v87, v87, 0
	v_and_b32 v90, 0xff, v87
	v_cvt_f32_fp8 v87, v90
	v_cndmask_b32 v90, 0, v72, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v90, v90
	v_med3_f32 v72, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v72, v72, v90, s[20:21]
	v_cvt_pk_fp8_f32 v72, v72, 0
	v_and_b32 v90, 0xff, v72
	ds_write_b8 v4, v90 offset:48640                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v73, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48641                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v74, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48642                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v75, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48643                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v76, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48648                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v77, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48649                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v78, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48650                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v79, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48651                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v80, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48656                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v81, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48657                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v82, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48658                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v83, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48659                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v84, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48664                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v85, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48665                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v86, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48666                    ; B operand of the product: stage
	v_cndmask_b32 v72, 0, v87, s[12:13]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v73, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v72, 0xff, v73
	ds_write_b8 v4, v72 offset:48667                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[72:75], v14 offset:48640             ; B fragment 0 of k-step 0
	ds_read_b128 v[76:79], v14 offset:48672             ; B fragment 0 of k-step 0
	ds_read_b128 v[80:83], v2 offset:37888              ; A fragment 0 of k-step 0
	ds_read_b128 v[84:87], v2 offset:37920              ; A fragment 0 of k-step 0
	ds_read_b128 v[108:111], v2 offset:40448            ; A fragment 1 of k-step 0
	ds_read_b128 v[112:115], v2 offset:40480            ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[24:39], v[80:87], v[72:79], v[24:39] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[40:55], v[108:115], v[72:79], v[40:55] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	v_mul_f32 v72, v5, v88                              ; examples/attention_fp8.kgen:20
	v_cndmask_b32 v73, 0, v92, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v74, 0, v93, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v75, 0, v94, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v76, 0, v95, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v77, 0, v96, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v78, 0, v97, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v79, 0, v98, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v80, 0, v99, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v81, 0, v100, s[12:13]                ; absent elements contribute the identity
	v_cndmask_b32 v82, 0, v101, s[12:13]                ; absent elements contribute the identity
	v_cndmask_b32 v83, 0, v102, s[12:13]                ; absent elements contribute the identity
	v_cndmask_b32 v84, 0, v103, s[12:13]                ; absent elements contribute the identity
	v_cndmask_b32 v85, 0, v104, s[12:13]                ; absent elements contribute the identity
	v_cndmask_b32 v86, 0, v105, s[12:13]                ; absent elements contribute the identity
	v_cndmask_b32 v87, 0, v106, s[12:13]                ; absent elements contribute the identity
	v_cndmask_b32 v88, 0, v10, s[12:13]                 ; absent elements contribute the identity
	v_add_f32 v10, v73, v74                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v73, v10, v75                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v73, v76                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v73, v10, v77                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v73, v78                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v73, v10, v79                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v73, v80                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v73, v10, v81                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v73, v82                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v73, v10, v83                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v73, v84                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v73, v10, v85                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v73, v86                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v73, v10, v87                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v73, v88                             ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_and_b32 v73, 63, v0                               ; sum over 'tt' (examples/attention_fp8.kgen:20): lanes 32 apart
	v_xor_b32 v73, 32, v73
	v_lshlrev_b32 v73, 2, v73
	ds_bpermute_b32 v74, v73, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32 v73, v10, v74
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v73 offset:57856                  ; sum over 'tt' (examples/attention_fp8.kgen:20): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v10, v8 offset:57856                    ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 0
	ds_read_b32 v73, v8 offset:58112                    ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v74, v10, v73
	v_add_f32 v10, v72, v74                             ; examples/attention_fp8.kgen:20
	v_mov_b32 v5, v10                                   ; next 'l'
	v_mov_b32 v3, v89                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v9, v[56:59] offset:9216              ; 16 bytes into st1
	ds_write_b128 v9, v[60:63] offset:13824             ; 16 bytes into st1
	ds_write_b128 v15, v[64:67] offset:18432            ; 16 bytes into st2
	ds_write_b128 v15, v[68:71] offset:23552            ; 16 bytes into st2
.Lattention_fp8_if9_end:
	s_add_u32 s14, s14, 0x80
	s_cmp_lt_u32 s14, s6
	s_cbranch_scc1 .Lattention_fp8_loop3
.Lattention_fp8_loop3_end:
	s_branch .Lattention_fp8_if7_end
.Lattention_fp8_if7_else:
	s_mul_i32 s14, 0, 0x80
	s_mul_hi_u32 s15, 0, 0x80
	s_add_u32 s20, s32, s14                             ; 'k' at this chunk
	s_addc_u32 s21, s33, s15
	s_cmp_lt_u32 0, s6                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_mov_b32 v10, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip216
	global_load_ubyte v10, v13, s[20:21]                ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip216:
	v_mov_b32 v56, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip217
	global_load_ubyte v56, v13, s[20:21] offset:1       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip217:
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip218
	global_load_ubyte v57, v13, s[20:21] offset:2       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip218:
	v_mov_b32 v58, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip219
	global_load_ubyte v58, v13, s[20:21] offset:3       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip219:
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip220
	global_load_ubyte v59, v13, s[20:21] offset:4       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip220:
	v_mov_b32 v60, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip221
	global_load_ubyte v60, v13, s[20:21] offset:5       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip221:
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip222
	global_load_ubyte v61, v13, s[20:21] offset:6       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip222:
	v_mov_b32 v62, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip223
	global_load_ubyte v62, v13, s[20:21] offset:7       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip223:
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip224
	global_load_ubyte v63, v13, s[20:21] offset:8       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip224:
	v_mov_b32 v64, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip225
	global_load_ubyte v64, v13, s[20:21] offset:9       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip225:
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip226
	global_load_ubyte v65, v13, s[20:21] offset:10      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip226:
	v_mov_b32 v66, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip227
	global_load_ubyte v66, v13, s[20:21] offset:11      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip227:
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip228
	global_load_ubyte v67, v13, s[20:21] offset:12      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip228:
	v_mov_b32 v68, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip229
	global_load_ubyte v68, v13, s[20:21] offset:13      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip229:
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip230
	global_load_ubyte v69, v13, s[20:21] offset:14      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip230:
	v_mov_b32 v70, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip231
	global_load_ubyte v70, v13, s[20:21] offset:15      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip231:
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 8, v56
	v_or_b32 v56, v10, v71                              ; byte 1
	v_lshlrev_b32 v10, 16, v57
	v_or_b32 v57, v56, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v58
	v_or_b32 v56, v57, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v60
	v_or_b32 v57, v59, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v61
	v_or_b32 v58, v57, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v62
	v_or_b32 v57, v58, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v64
	v_or_b32 v58, v63, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v65
	v_or_b32 v59, v58, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v66
	v_or_b32 v58, v59, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v68
	v_or_b32 v59, v67, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v69
	v_or_b32 v60, v59, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v70
	v_or_b32 v59, v60, v10                              ; byte 3
	v_mov_b32 v60, v56                                  ; 16 bytes into st1
	v_mov_b32 v61, v57
	v_mov_b32 v62, v58
	v_mov_b32 v63, v59
	ds_write_b128 v9, v[60:63] offset:9216
	v_add_u32 v10, 0x1000, v13
	v_mov_b32 v56, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip232
	global_load_ubyte v56, v10, s[20:21]                ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip232:
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip233
	global_load_ubyte v57, v10, s[20:21] offset:1       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip233:
	v_mov_b32 v58, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip234
	global_load_ubyte v58, v10, s[20:21] offset:2       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip234:
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip235
	global_load_ubyte v59, v10, s[20:21] offset:3       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip235:
	v_mov_b32 v60, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip236
	global_load_ubyte v60, v10, s[20:21] offset:4       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip236:
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip237
	global_load_ubyte v61, v10, s[20:21] offset:5       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip237:
	v_mov_b32 v62, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip238
	global_load_ubyte v62, v10, s[20:21] offset:6       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip238:
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip239
	global_load_ubyte v63, v10, s[20:21] offset:7       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip239:
	v_mov_b32 v64, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip240
	global_load_ubyte v64, v10, s[20:21] offset:8       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip240:
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip241
	global_load_ubyte v65, v10, s[20:21] offset:9       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip241:
	v_mov_b32 v66, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip242
	global_load_ubyte v66, v10, s[20:21] offset:10      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip242:
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip243
	global_load_ubyte v67, v10, s[20:21] offset:11      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip243:
	v_mov_b32 v68, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip244
	global_load_ubyte v68, v10, s[20:21] offset:12      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip244:
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip245
	global_load_ubyte v69, v10, s[20:21] offset:13      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip245:
	v_mov_b32 v70, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip246
	global_load_ubyte v70, v10, s[20:21] offset:14      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip246:
	v_mov_b32 v71, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip247
	global_load_ubyte v71, v10, s[20:21] offset:15      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip247:
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v10, 8, v57
	v_or_b32 v57, v56, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v58
	v_or_b32 v56, v57, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v59
	v_or_b32 v57, v56, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v61
	v_or_b32 v56, v60, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v62
	v_or_b32 v58, v56, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v63
	v_or_b32 v56, v58, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v65
	v_or_b32 v58, v64, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v66
	v_or_b32 v59, v58, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v67
	v_or_b32 v58, v59, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v69
	v_or_b32 v59, v68, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v70
	v_or_b32 v60, v59, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v71
	v_or_b32 v59, v60, v10                              ; byte 3
	v_mov_b32 v60, v57                                  ; 16 bytes into st1
	v_mov_b32 v61, v56
	v_mov_b32 v62, v58
	v_mov_b32 v63, v59
	ds_write_b128 v9, v[60:63] offset:13824
	s_mov_b32 s20, 0
	s_mov_b32 s21, 0
	s_add_u32 s22, s10, s20                             ; 'vt' at this chunk
	s_addc_u32 s23, s11, s21
	v_mov_b32 v10, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip248
	global_load_ubyte v10, v18, s[22:23]                ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip248:
	v_mov_b32 v56, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip249
	global_load_ubyte v56, v18, s[22:23] offset:1       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip249:
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip250
	global_load_ubyte v57, v18, s[22:23] offset:2       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip250:
	v_mov_b32 v58, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip251
	global_load_ubyte v58, v18, s[22:23] offset:3       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip251:
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip252
	global_load_ubyte v59, v18, s[22:23] offset:4       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip252:
	v_mov_b32 v60, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip253
	global_load_ubyte v60, v18, s[22:23] offset:5       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip253:
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip254
	global_load_ubyte v61, v18, s[22:23] offset:6       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip254:
	v_mov_b32 v62, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip255
	global_load_ubyte v62, v18, s[22:23] offset:7       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip255:
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip256
	global_load_ubyte v63, v18, s[22:23] offset:8       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip256:
	v_mov_b32 v64, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip257
	global_load_ubyte v64, v18, s[22:23] offset:9       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip257:
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip258
	global_load_ubyte v65, v18, s[22:23] offset:10      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip258:
	v_mov_b32 v66, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip259
	global_load_ubyte v66, v18, s[22:23] offset:11      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip259:
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip260
	global_load_ubyte v67, v18, s[22:23] offset:12      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip260:
	v_mov_b32 v68, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip261
	global_load_ubyte v68, v18, s[22:23] offset:13      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip261:
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip262
	global_load_ubyte v69, v18, s[22:23] offset:14      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip262:
	v_mov_b32 v70, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip263
	global_load_ubyte v70, v18, s[22:23] offset:15      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip263:
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 8, v56
	v_or_b32 v56, v10, v71                              ; byte 1
	v_lshlrev_b32 v10, 16, v57
	v_or_b32 v57, v56, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v58
	v_or_b32 v56, v57, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v60
	v_or_b32 v57, v59, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v61
	v_or_b32 v58, v57, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v62
	v_or_b32 v57, v58, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v64
	v_or_b32 v58, v63, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v65
	v_or_b32 v59, v58, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v66
	v_or_b32 v58, v59, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v68
	v_or_b32 v59, v67, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v69
	v_or_b32 v60, v59, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v70
	v_or_b32 v59, v60, v10                              ; byte 3
	v_mov_b32 v60, v56                                  ; 16 bytes into st2
	v_mov_b32 v61, v57
	v_mov_b32 v62, v58
	v_mov_b32 v63, v59
	ds_write_b128 v15, v[60:63] offset:18432
	s_mul_i32 s15, s18, 64
	v_add_u32 v10, s15, v18
	v_mov_b32 v56, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip264
	global_load_ubyte v56, v10, s[22:23]                ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip264:
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip265
	global_load_ubyte v57, v10, s[22:23] offset:1       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip265:
	v_mov_b32 v58, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip266
	global_load_ubyte v58, v10, s[22:23] offset:2       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip266:
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip267
	global_load_ubyte v59, v10, s[22:23] offset:3       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip267:
	v_mov_b32 v60, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip268
	global_load_ubyte v60, v10, s[22:23] offset:4       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip268:
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip269
	global_load_ubyte v61, v10, s[22:23] offset:5       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip269:
	v_mov_b32 v62, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip270
	global_load_ubyte v62, v10, s[22:23] offset:6       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip270:
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip271
	global_load_ubyte v63, v10, s[22:23] offset:7       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip271:
	v_mov_b32 v64, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip272
	global_load_ubyte v64, v10, s[22:23] offset:8       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip272:
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip273
	global_load_ubyte v65, v10, s[22:23] offset:9       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip273:
	v_mov_b32 v66, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip274
	global_load_ubyte v66, v10, s[22:23] offset:10      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip274:
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip275
	global_load_ubyte v67, v10, s[22:23] offset:11      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip275:
	v_mov_b32 v68, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip276
	global_load_ubyte v68, v10, s[22:23] offset:12      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip276:
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip277
	global_load_ubyte v69, v10, s[22:23] offset:13      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip277:
	v_mov_b32 v70, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip278
	global_load_ubyte v70, v10, s[22:23] offset:14      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip278:
	v_mov_b32 v71, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_5566
	s_cbranch_scc1 .Lattention_fp8_skip279
	global_load_ubyte v71, v10, s[22:23] offset:15      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip279:
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v10, 8, v57
	v_or_b32 v57, v56, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v58
	v_or_b32 v56, v57, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v59
	v_or_b32 v57, v56, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v61
	v_or_b32 v56, v60, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v62
	v_or_b32 v58, v56, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v63
	v_or_b32 v56, v58, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v65
	v_or_b32 v58, v64, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v66
	v_or_b32 v59, v58, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v67
	v_or_b32 v58, v59, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v69
	v_or_b32 v59, v68, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v70
	v_or_b32 v60, v59, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v71
	v_or_b32 v59, v60, v10                              ; byte 3
	v_mov_b32 v60, v57                                  ; 16 bytes into st2
	v_mov_b32 v61, v56
	v_mov_b32 v62, v58
	v_mov_b32 v63, v59
	ds_write_b128 v15, v[60:63] offset:23552
	s_mov_b32 s14, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s14, s6
	s_cbranch_scc1 .Lattention_fp8_loop4_end
.Lattention_fp8_loop4:
	s_add_u32 s15, s14, 64
	s_cmp_lt_u32 s14, s6
	s_cselect_b32 s17, 1, 0
	s_cmp_eq_u32 s17, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_fp8_if10_end
	s_mul_i32 s20, s15, 0x80
	s_mul_hi_u32 s21, s15, 0x80
	s_add_u32 s22, s32, s20                             ; 'k' at this chunk
	s_addc_u32 s23, s33, s21
	s_cmp_lt_u32 s15, s6                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_mov_b32 v10, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip280
	global_load_ubyte v10, v13, s[22:23]                ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip280:
	v_mov_b32 v56, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip281
	global_load_ubyte v56, v13, s[22:23] offset:1       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip281:
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip282
	global_load_ubyte v57, v13, s[22:23] offset:2       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip282:
	v_mov_b32 v58, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip283
	global_load_ubyte v58, v13, s[22:23] offset:3       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip283:
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip284
	global_load_ubyte v59, v13, s[22:23] offset:4       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip284:
	v_mov_b32 v60, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip285
	global_load_ubyte v60, v13, s[22:23] offset:5       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip285:
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip286
	global_load_ubyte v61, v13, s[22:23] offset:6       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip286:
	v_mov_b32 v62, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip287
	global_load_ubyte v62, v13, s[22:23] offset:7       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip287:
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip288
	global_load_ubyte v63, v13, s[22:23] offset:8       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip288:
	v_mov_b32 v64, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip289
	global_load_ubyte v64, v13, s[22:23] offset:9       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip289:
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip290
	global_load_ubyte v65, v13, s[22:23] offset:10      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip290:
	v_mov_b32 v66, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip291
	global_load_ubyte v66, v13, s[22:23] offset:11      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip291:
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip292
	global_load_ubyte v67, v13, s[22:23] offset:12      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip292:
	v_mov_b32 v68, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip293
	global_load_ubyte v68, v13, s[22:23] offset:13      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip293:
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip294
	global_load_ubyte v69, v13, s[22:23] offset:14      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip294:
	v_mov_b32 v70, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip295
	global_load_ubyte v70, v13, s[22:23] offset:15      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip295:
	v_add_u32 v71, 0x1000, v13
	v_mov_b32 v72, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip296
	global_load_ubyte v72, v71, s[22:23]                ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip296:
	v_mov_b32 v73, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip297
	global_load_ubyte v73, v71, s[22:23] offset:1       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip297:
	v_mov_b32 v74, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip298
	global_load_ubyte v74, v71, s[22:23] offset:2       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip298:
	v_mov_b32 v75, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip299
	global_load_ubyte v75, v71, s[22:23] offset:3       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip299:
	v_mov_b32 v76, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip300
	global_load_ubyte v76, v71, s[22:23] offset:4       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip300:
	v_mov_b32 v77, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip301
	global_load_ubyte v77, v71, s[22:23] offset:5       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip301:
	v_mov_b32 v78, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip302
	global_load_ubyte v78, v71, s[22:23] offset:6       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip302:
	v_mov_b32 v79, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip303
	global_load_ubyte v79, v71, s[22:23] offset:7       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip303:
	v_mov_b32 v80, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip304
	global_load_ubyte v80, v71, s[22:23] offset:8       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip304:
	v_mov_b32 v81, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip305
	global_load_ubyte v81, v71, s[22:23] offset:9       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip305:
	v_mov_b32 v82, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip306
	global_load_ubyte v82, v71, s[22:23] offset:10      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip306:
	v_mov_b32 v83, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip307
	global_load_ubyte v83, v71, s[22:23] offset:11      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip307:
	v_mov_b32 v84, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip308
	global_load_ubyte v84, v71, s[22:23] offset:12      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip308:
	v_mov_b32 v85, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip309
	global_load_ubyte v85, v71, s[22:23] offset:13      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip309:
	v_mov_b32 v86, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip310
	global_load_ubyte v86, v71, s[22:23] offset:14      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip310:
	v_mov_b32 v87, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip311
	global_load_ubyte v87, v71, s[22:23] offset:15      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip311:
	s_mov_b32 s20, s15
	s_mov_b32 s21, 0
	s_add_u32 s22, s10, s20                             ; 'vt' at this chunk
	s_addc_u32 s23, s11, s21
	v_mov_b32 v71, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip312
	global_load_ubyte v71, v18, s[22:23]                ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip312:
	v_mov_b32 v88, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip313
	global_load_ubyte v88, v18, s[22:23] offset:1       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip313:
	v_mov_b32 v89, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip314
	global_load_ubyte v89, v18, s[22:23] offset:2       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip314:
	v_mov_b32 v90, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip315
	global_load_ubyte v90, v18, s[22:23] offset:3       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip315:
	v_mov_b32 v91, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip316
	global_load_ubyte v91, v18, s[22:23] offset:4       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip316:
	v_mov_b32 v92, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip317
	global_load_ubyte v92, v18, s[22:23] offset:5       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip317:
	v_mov_b32 v93, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip318
	global_load_ubyte v93, v18, s[22:23] offset:6       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip318:
	v_mov_b32 v94, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip319
	global_load_ubyte v94, v18, s[22:23] offset:7       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip319:
	v_mov_b32 v95, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip320
	global_load_ubyte v95, v18, s[22:23] offset:8       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip320:
	v_mov_b32 v96, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip321
	global_load_ubyte v96, v18, s[22:23] offset:9       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip321:
	v_mov_b32 v97, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip322
	global_load_ubyte v97, v18, s[22:23] offset:10      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip322:
	v_mov_b32 v98, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip323
	global_load_ubyte v98, v18, s[22:23] offset:11      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip323:
	v_mov_b32 v99, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip324
	global_load_ubyte v99, v18, s[22:23] offset:12      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip324:
	v_mov_b32 v100, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip325
	global_load_ubyte v100, v18, s[22:23] offset:13     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip325:
	v_mov_b32 v101, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip326
	global_load_ubyte v101, v18, s[22:23] offset:14     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip326:
	v_mov_b32 v102, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip327
	global_load_ubyte v102, v18, s[22:23] offset:15     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip327:
	s_mul_i32 s15, s18, 64
	v_add_u32 v103, s15, v18
	v_mov_b32 v104, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip328
	global_load_ubyte v104, v103, s[22:23]              ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip328:
	v_mov_b32 v105, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip329
	global_load_ubyte v105, v103, s[22:23] offset:1     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip329:
	v_mov_b32 v106, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip330
	global_load_ubyte v106, v103, s[22:23] offset:2     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip330:
	v_mov_b32 v107, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip331
	global_load_ubyte v107, v103, s[22:23] offset:3     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip331:
	v_mov_b32 v108, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip332
	global_load_ubyte v108, v103, s[22:23] offset:4     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip332:
	v_mov_b32 v109, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip333
	global_load_ubyte v109, v103, s[22:23] offset:5     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip333:
	v_mov_b32 v110, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip334
	global_load_ubyte v110, v103, s[22:23] offset:6     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip334:
	v_mov_b32 v111, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip335
	global_load_ubyte v111, v103, s[22:23] offset:7     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip335:
	v_mov_b32 v112, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip336
	global_load_ubyte v112, v103, s[22:23] offset:8     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip336:
	v_mov_b32 v113, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip337
	global_load_ubyte v113, v103, s[22:23] offset:9     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip337:
	v_mov_b32 v114, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip338
	global_load_ubyte v114, v103, s[22:23] offset:10    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip338:
	v_mov_b32 v115, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip339
	global_load_ubyte v115, v103, s[22:23] offset:11    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip339:
	v_mov_b32 v116, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip340
	global_load_ubyte v116, v103, s[22:23] offset:12    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip340:
	v_mov_b32 v117, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip341
	global_load_ubyte v117, v103, s[22:23] offset:13    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip341:
	v_mov_b32 v118, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip342
	global_load_ubyte v118, v103, s[22:23] offset:14    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip342:
	v_mov_b32 v119, 0                                   ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_5735
	s_cbranch_scc1 .Lattention_fp8_skip343
	global_load_ubyte v119, v103, s[22:23] offset:15    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip343:
	v_mov_b32 v120, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v121, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v122, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v123, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v124, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v125, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v126, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v127, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v128, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v129, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v130, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v131, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v132, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v133, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v134, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v135, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[136:139], v12                        ; B fragment 0 of k-step 0
	ds_read_b128 v[140:143], v12 offset:32              ; B fragment 0 of k-step 0
	ds_read_b128 v[144:147], v6 offset:9216             ; A fragment 0 of k-step 0
	ds_read_b128 v[148:151], v6 offset:9248             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[120:135], v[144:151], v[136:143], v[120:135] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	ds_read_b128 v[136:139], v12 offset:64              ; B fragment 0 of k-step 1
	ds_read_b128 v[140:143], v12 offset:96              ; B fragment 0 of k-step 1
	ds_read_b128 v[144:147], v6 offset:9280             ; A fragment 0 of k-step 1
	ds_read_b128 v[148:151], v6 offset:9312             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[120:135], v[144:151], v[136:143], v[120:135] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	s_nop 7
	s_nop 7
	s_nop 2
	v_cndmask_b32 v136, v103, v120, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v137, v103, v121, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v138, v103, v122, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v139, v103, v123, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v140, v103, v124, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v141, v103, v125, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v142, v103, v126, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v143, v103, v127, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v144, v103, v128, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v145, v103, v129, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v146, v103, v130, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v147, v103, v131, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v148, v103, v132, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v149, v103, v133, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v150, v103, v134, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v151, v103, v135, s[12:13]
	v_max_f32 v103, v136, v137                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v136, v137
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v138                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v138
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v139                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v139
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v140                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v140
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v141                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v141
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v142                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v142
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v143                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v143
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v144                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v144
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v145                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v145
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v146                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v146
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v147                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v147
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v148                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v148
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v149                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v149
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v150                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v150
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v151                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v151
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_and_b32 v103, 63, v0                              ; max over 'tt' (examples/attention_fp8.kgen:17): lanes 32 apart
	v_xor_b32 v103, 32, v103
	v_lshlrev_b32 v103, 2, v103
	ds_bpermute_b32 v136, v103, v137
	s_waitcnt lgkmcnt(0)
	v_max_f32 v103, v137, v136
	v_cmp_u_f32 s[20:21], v137, v136
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v137 offset:48128                 ; max over 'tt' (examples/attention_fp8.kgen:17): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v103, v8 offset:48128                   ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 0
	ds_read_b32 v136, v8 offset:48384                   ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v137, v103, v136
	v_cmp_u_f32 s[20:21], v103, v136
	v_mov_b32 v103, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v136, v137, v103, s[20:21]
	v_max_f32 v103, v3, v136                            ; examples/attention_fp8.kgen:17
	v_cmp_u_f32 s[20:21], v3, v136
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_sub_f32 v103, v3, v137                            ; examples/attention_fp8.kgen:19
	v_mul_f32 v136, s7, v103                            ; examples/attention_fp8.kgen:19
	v_mul_f32 v103, 0x3fb8aa3b, v136                    ; examples/attention_fp8.kgen:19
	v_exp_f32 v136, v103                                ; examples/attention_fp8.kgen:19
	s_nop 0
	v_mul_f32 v103, v24, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v138, v25, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v139, v26, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v140, v27, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v141, v28, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v142, v29, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v143, v30, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v144, v31, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v145, v32, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v146, v33, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v147, v34, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v148, v35, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v149, v36, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v150, v37, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v151, v38, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v152, v39, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v153, v40, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v154, v41, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v155, v42, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v156, v43, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v157, v44, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v158, v45, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v159, v46, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v160, v47, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v161, v48, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v162, v49, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v163, v50, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v164, v51, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v165, v52, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v166, v53, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v167, v54, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v168, v55, v136                           ; examples/attention_fp8.kgen:21
	v_mov_b32 v24, v103                                 ; 'acc' scaled in place
	v_mov_b32 v25, v138                                 ; 'acc' scaled in place
	v_mov_b32 v26, v139                                 ; 'acc' scaled in place
	v_mov_b32 v27, v140                                 ; 'acc' scaled in place
	v_mov_b32 v28, v141                                 ; 'acc' scaled in place
	v_mov_b32 v29, v142                                 ; 'acc' scaled in place
	v_mov_b32 v30, v143                                 ; 'acc' scaled in place
	v_mov_b32 v31, v144                                 ; 'acc' scaled in place
	v_mov_b32 v32, v145                                 ; 'acc' scaled in place
	v_mov_b32 v33, v146                                 ; 'acc' scaled in place
	v_mov_b32 v34, v147                                 ; 'acc' scaled in place
	v_mov_b32 v35, v148                                 ; 'acc' scaled in place
	v_mov_b32 v36, v149                                 ; 'acc' scaled in place
	v_mov_b32 v37, v150                                 ; 'acc' scaled in place
	v_mov_b32 v38, v151                                 ; 'acc' scaled in place
	v_mov_b32 v39, v152                                 ; 'acc' scaled in place
	v_mov_b32 v40, v153                                 ; 'acc' scaled in place
	v_mov_b32 v41, v154                                 ; 'acc' scaled in place
	v_mov_b32 v42, v155                                 ; 'acc' scaled in place
	v_mov_b32 v43, v156                                 ; 'acc' scaled in place
	v_mov_b32 v44, v157                                 ; 'acc' scaled in place
	v_mov_b32 v45, v158                                 ; 'acc' scaled in place
	v_mov_b32 v46, v159                                 ; 'acc' scaled in place
	v_mov_b32 v47, v160                                 ; 'acc' scaled in place
	v_mov_b32 v48, v161                                 ; 'acc' scaled in place
	v_mov_b32 v49, v162                                 ; 'acc' scaled in place
	v_mov_b32 v50, v163                                 ; 'acc' scaled in place
	v_mov_b32 v51, v164                                 ; 'acc' scaled in place
	v_mov_b32 v52, v165                                 ; 'acc' scaled in place
	v_mov_b32 v53, v166                                 ; 'acc' scaled in place
	v_mov_b32 v54, v167                                 ; 'acc' scaled in place
	v_mov_b32 v55, v168                                 ; 'acc' scaled in place
	v_mov_b32 v103, 0x3fb8aa3b                          ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8.kgen:18)
	v_mul_f32 v138, s7, v103
	v_mov_b32 v103, 0xbfb8aa3b
	v_mul_f32 v139, s7, v103
	v_mul_f32 v103, v137, v139                          ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8.kgen:18)
	v_fma_f32 v139, v120, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v140, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v121, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v141, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v122, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v142, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v123, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v143, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v124, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v144, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v125, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v145, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v126, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v146, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v127, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v147, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v128, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v148, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v129, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v149, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v130, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v150, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v131, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v151, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v132, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v152, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v133, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v153, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v134, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v154, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v135, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v103, v139                                ; examples/attention_fp8.kgen:18
	v_cmp_u_f32 s[20:21], v140, v140                    ; round to e4m3
	v_med3_f32 v120, v140, -s4, s4
	s_nop 0
	v_cndmask_b32 v120, v120, v140, s[20:21]
	v_cvt_pk_fp8_f32 v120, v120, 0
	v_and_b32 v121, 0xff, v120
	v_cvt_f32_fp8 v120, v121
	v_cmp_u_f32 s[20:21], v141, v141                    ; round to e4m3
	v_med3_f32 v121, v141, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v141, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v122, 0xff, v121
	v_cvt_f32_fp8 v121, v122
	v_cmp_u_f32 s[20:21], v142, v142                    ; round to e4m3
	v_med3_f32 v122, v142, -s4, s4
	s_nop 0
	v_cndmask_b32 v122, v122, v142, s[20:21]
	v_cvt_pk_fp8_f32 v122, v122, 0
	v_and_b32 v123, 0xff, v122
	v_cvt_f32_fp8 v122, v123
	v_cmp_u_f32 s[20:21], v143, v143                    ; round to e4m3
	v_med3_f32 v123, v143, -s4, s4
	s_nop 0
	v_cndmask_b32 v123, v123, v143, s[20:21]
	v_cvt_pk_fp8_f32 v123, v123, 0
	v_and_b32 v124, 0xff, v123
	v_cvt_f32_fp8 v123, v124
	v_cmp_u_f32 s[20:21], v144, v144                    ; round to e4m3
	v_med3_f32 v124, v144, -s4, s4
	s_nop 0
	v_cndmask_b32 v124, v124, v144, s[20:21]
	v_cvt_pk_fp8_f32 v124, v124, 0
	v_and_b32 v125, 0xff, v124
	v_cvt_f32_fp8 v124, v125
	v_cmp_u_f32 s[20:21], v145, v145                    ; round to e4m3
	v_med3_f32 v125, v145, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v145, s[20:21]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v126, 0xff, v125
	v_cvt_f32_fp8 v125, v126
	v_cmp_u_f32 s[20:21], v146, v146                    ; round to e4m3
	v_med3_f32 v126, v146, -s4, s4
	s_nop 0
	v_cndmask_b32 v126, v126, v146, s[20:21]
	v_cvt_pk_fp8_f32 v126, v126, 0
	v_and_b32 v127, 0xff, v126
	v_cvt_f32_fp8 v126, v127
	v_cmp_u_f32 s[20:21], v147, v147                    ; round to e4m3
	v_med3_f32 v127, v147, -s4, s4
	s_nop 0
	v_cndmask_b32 v127, v127, v147, s[20:21]
	v_cvt_pk_fp8_f32 v127, v127, 0
	v_and_b32 v128, 0xff, v127
	v_cvt_f32_fp8 v127, v128
	v_cmp_u_f32 s[20:21], v148, v148                    ; round to e4m3
	v_med3_f32 v128, v148, -s4, s4
	s_nop 0
	v_cndmask_b32 v128, v128, v148, s[20:21]
	v_cvt_pk_fp8_f32 v128, v128, 0
	v_and_b32 v129, 0xff, v128
	v_cvt_f32_fp8 v128, v129
	v_cmp_u_f32 s[20:21], v149, v149                    ; round to e4m3
	v_med3_f32 v129, v149, -s4, s4
	s_nop 0
	v_cndmask_b32 v129, v129, v149, s[20:21]
	v_cvt_pk_fp8_f32 v129, v129, 0
	v_and_b32 v130, 0xff, v129
	v_cvt_f32_fp8 v129, v130
	v_cmp_u_f32 s[20:21], v150, v150                    ; round to e4m3
	v_med3_f32 v130, v150, -s4, s4
	s_nop 0
	v_cndmask_b32 v130, v130, v150, s[20:21]
	v_cvt_pk_fp8_f32 v130, v130, 0
	v_and_b32 v131, 0xff, v130
	v_cvt_f32_fp8 v130, v131
	v_cmp_u_f32 s[20:21], v151, v151                    ; round to e4m3
	v_med3_f32 v131, v151, -s4, s4
	s_nop 0
	v_cndmask_b32 v131, v131, v151, s[20:21]
	v_cvt_pk_fp8_f32 v131, v131, 0
	v_and_b32 v132, 0xff, v131
	v_cvt_f32_fp8 v131, v132
	v_cmp_u_f32 s[20:21], v152, v152                    ; round to e4m3
	v_med3_f32 v132, v152, -s4, s4
	s_nop 0
	v_cndmask_b32 v132, v132, v152, s[20:21]
	v_cvt_pk_fp8_f32 v132, v132, 0
	v_and_b32 v133, 0xff, v132
	v_cvt_f32_fp8 v132, v133
	v_cmp_u_f32 s[20:21], v153, v153                    ; round to e4m3
	v_med3_f32 v133, v153, -s4, s4
	s_nop 0
	v_cndmask_b32 v133, v133, v153, s[20:21]
	v_cvt_pk_fp8_f32 v133, v133, 0
	v_and_b32 v134, 0xff, v133
	v_cvt_f32_fp8 v133, v134
	v_cmp_u_f32 s[20:21], v154, v154                    ; round to e4m3
	v_med3_f32 v134, v154, -s4, s4
	s_nop 0
	v_cndmask_b32 v134, v134, v154, s[20:21]
	v_cvt_pk_fp8_f32 v134, v134, 0
	v_and_b32 v135, 0xff, v134
	v_cvt_f32_fp8 v134, v135
	v_cmp_u_f32 s[20:21], v103, v103                    ; round to e4m3
	v_med3_f32 v135, v103, -s4, s4
	s_nop 0
	v_cndmask_b32 v135, v135, v103, s[20:21]
	v_cvt_pk_fp8_f32 v135, v135, 0
	v_and_b32 v138, 0xff, v135
	v_cvt_f32_fp8 v135, v138
	v_cndmask_b32 v138, 0, v120, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v138, v138
	v_med3_f32 v120, v138, -s4, s4
	s_nop 0
	v_cndmask_b32 v120, v120, v138, s[20:21]
	v_cvt_pk_fp8_f32 v120, v120, 0
	v_and_b32 v138, 0xff, v120
	ds_write_b8 v4, v138 offset:48640                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v121, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48641                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v122, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48642                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v123, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48643                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v124, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48648                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v125, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48649                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v126, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48650                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v127, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48651                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v128, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48656                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v129, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48657                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v130, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48658                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v131, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48659                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v132, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48664                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v133, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48665                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v134, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48666                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v135, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48667                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[120:123], v14 offset:48640           ; B fragment 0 of k-step 0
	ds_read_b128 v[124:127], v14 offset:48672           ; B fragment 0 of k-step 0
	ds_read_b128 v[128:131], v2 offset:18432            ; A fragment 0 of k-step 0
	ds_read_b128 v[132:135], v2 offset:18464            ; A fragment 0 of k-step 0
	ds_read_b128 v[156:159], v2 offset:20992            ; A fragment 1 of k-step 0
	ds_read_b128 v[160:163], v2 offset:21024            ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[24:39], v[128:135], v[120:127], v[24:39] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[40:55], v[156:163], v[120:127], v[40:55] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	v_mul_f32 v120, v5, v136                            ; examples/attention_fp8.kgen:20
	v_cndmask_b32 v121, 0, v140, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v122, 0, v141, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v123, 0, v142, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v124, 0, v143, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v125, 0, v144, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v126, 0, v145, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v127, 0, v146, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v128, 0, v147, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v129, 0, v148, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v130, 0, v149, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v131, 0, v150, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v132, 0, v151, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v133, 0, v152, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v134, 0, v153, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v135, 0, v154, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v136, 0, v103, s[12:13]               ; absent elements contribute the identity
	v_add_f32 v103, v121, v122                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v121, v103, v123                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v103, v121, v124                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v121, v103, v125                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v103, v121, v126                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v121, v103, v127                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v103, v121, v128                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v121, v103, v129                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v103, v121, v130                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v121, v103, v131                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v103, v121, v132                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v121, v103, v133                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v103, v121, v134                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v121, v103, v135                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v103, v121, v136                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_and_b32 v121, 63, v0                              ; sum over 'tt' (examples/attention_fp8.kgen:20): lanes 32 apart
	v_xor_b32 v121, 32, v121
	v_lshlrev_b32 v121, 2, v121
	ds_bpermute_b32 v122, v121, v103
	s_waitcnt lgkmcnt(0)
	v_add_f32 v121, v103, v122
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v121 offset:57856                 ; sum over 'tt' (examples/attention_fp8.kgen:20): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v103, v8 offset:57856                   ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 0
	ds_read_b32 v121, v8 offset:58112                   ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v122, v103, v121
	v_add_f32 v103, v120, v122                          ; examples/attention_fp8.kgen:20
	v_mov_b32 v5, v103                                  ; next 'l'
	v_mov_b32 v3, v137                                  ; next 'mx'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v103, 8, v56
	v_or_b32 v56, v10, v103                             ; byte 1
	v_lshlrev_b32 v10, 16, v57
	v_or_b32 v57, v56, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v58
	v_or_b32 v56, v57, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v60
	v_or_b32 v57, v59, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v61
	v_or_b32 v58, v57, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v62
	v_or_b32 v57, v58, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v64
	v_or_b32 v58, v63, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v65
	v_or_b32 v59, v58, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v66
	v_or_b32 v58, v59, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v68
	v_or_b32 v59, v67, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v69
	v_or_b32 v60, v59, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v70
	v_or_b32 v59, v60, v10                              ; byte 3
	v_mov_b32 v60, v56                                  ; 16 bytes into st1
	v_mov_b32 v61, v57
	v_mov_b32 v62, v58
	v_mov_b32 v63, v59
	ds_write_b128 v9, v[60:63] offset:28672
	v_lshlrev_b32 v10, 8, v73
	v_or_b32 v56, v72, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v74
	v_or_b32 v57, v56, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v75
	v_or_b32 v56, v57, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v77
	v_or_b32 v57, v76, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v78
	v_or_b32 v58, v57, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v79
	v_or_b32 v57, v58, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v81
	v_or_b32 v58, v80, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v82
	v_or_b32 v59, v58, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v83
	v_or_b32 v58, v59, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v85
	v_or_b32 v59, v84, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v86
	v_or_b32 v60, v59, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v87
	v_or_b32 v59, v60, v10                              ; byte 3
	v_mov_b32 v60, v56                                  ; 16 bytes into st1
	v_mov_b32 v61, v57
	v_mov_b32 v62, v58
	v_mov_b32 v63, v59
	ds_write_b128 v9, v[60:63] offset:33280
	v_lshlrev_b32 v10, 8, v88
	v_or_b32 v56, v71, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v89
	v_or_b32 v57, v56, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v90
	v_or_b32 v56, v57, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v92
	v_or_b32 v57, v91, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v93
	v_or_b32 v58, v57, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v94
	v_or_b32 v57, v58, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v96
	v_or_b32 v58, v95, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v97
	v_or_b32 v59, v58, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v98
	v_or_b32 v58, v59, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v100
	v_or_b32 v59, v99, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v101
	v_or_b32 v60, v59, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v102
	v_or_b32 v59, v60, v10                              ; byte 3
	v_mov_b32 v60, v56                                  ; 16 bytes into st2
	v_mov_b32 v61, v57
	v_mov_b32 v62, v58
	v_mov_b32 v63, v59
	ds_write_b128 v15, v[60:63] offset:37888
	v_lshlrev_b32 v10, 8, v105
	v_or_b32 v56, v104, v10                             ; byte 1
	v_lshlrev_b32 v10, 16, v106
	v_or_b32 v57, v56, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v107
	v_or_b32 v56, v57, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v109
	v_or_b32 v57, v108, v10                             ; byte 1
	v_lshlrev_b32 v10, 16, v110
	v_or_b32 v58, v57, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v111
	v_or_b32 v57, v58, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v113
	v_or_b32 v58, v112, v10                             ; byte 1
	v_lshlrev_b32 v10, 16, v114
	v_or_b32 v59, v58, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v115
	v_or_b32 v58, v59, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v117
	v_or_b32 v59, v116, v10                             ; byte 1
	v_lshlrev_b32 v10, 16, v118
	v_or_b32 v60, v59, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v119
	v_or_b32 v59, v60, v10                              ; byte 3
	v_mov_b32 v60, v56                                  ; 16 bytes into st2
	v_mov_b32 v61, v57
	v_mov_b32 v62, v58
	v_mov_b32 v63, v59
	ds_write_b128 v15, v[60:63] offset:43008
.Lattention_fp8_if10_end:
	s_add_u32 s15, s14, 64
	s_add_u32 s17, s15, 64
	s_cmp_lt_u32 s15, s6
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_fp8_if11_end
	s_mul_i32 s20, s17, 0x80
	s_mul_hi_u32 s21, s17, 0x80
	s_add_u32 s22, s32, s20                             ; 'k' at this chunk
	s_addc_u32 s23, s33, s21
	s_cmp_lt_u32 s17, s6                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_mov_b32 v10, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip344
	global_load_ubyte v10, v13, s[22:23]                ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip344:
	v_mov_b32 v56, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip345
	global_load_ubyte v56, v13, s[22:23] offset:1       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip345:
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip346
	global_load_ubyte v57, v13, s[22:23] offset:2       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip346:
	v_mov_b32 v58, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip347
	global_load_ubyte v58, v13, s[22:23] offset:3       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip347:
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip348
	global_load_ubyte v59, v13, s[22:23] offset:4       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip348:
	v_mov_b32 v60, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip349
	global_load_ubyte v60, v13, s[22:23] offset:5       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip349:
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip350
	global_load_ubyte v61, v13, s[22:23] offset:6       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip350:
	v_mov_b32 v62, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip351
	global_load_ubyte v62, v13, s[22:23] offset:7       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip351:
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip352
	global_load_ubyte v63, v13, s[22:23] offset:8       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip352:
	v_mov_b32 v64, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip353
	global_load_ubyte v64, v13, s[22:23] offset:9       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip353:
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip354
	global_load_ubyte v65, v13, s[22:23] offset:10      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip354:
	v_mov_b32 v66, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip355
	global_load_ubyte v66, v13, s[22:23] offset:11      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip355:
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip356
	global_load_ubyte v67, v13, s[22:23] offset:12      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip356:
	v_mov_b32 v68, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip357
	global_load_ubyte v68, v13, s[22:23] offset:13      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip357:
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip358
	global_load_ubyte v69, v13, s[22:23] offset:14      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip358:
	v_mov_b32 v70, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip359
	global_load_ubyte v70, v13, s[22:23] offset:15      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip359:
	v_add_u32 v71, 0x1000, v13
	v_mov_b32 v72, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip360
	global_load_ubyte v72, v71, s[22:23]                ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip360:
	v_mov_b32 v73, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip361
	global_load_ubyte v73, v71, s[22:23] offset:1       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip361:
	v_mov_b32 v74, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip362
	global_load_ubyte v74, v71, s[22:23] offset:2       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip362:
	v_mov_b32 v75, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip363
	global_load_ubyte v75, v71, s[22:23] offset:3       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip363:
	v_mov_b32 v76, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip364
	global_load_ubyte v76, v71, s[22:23] offset:4       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip364:
	v_mov_b32 v77, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip365
	global_load_ubyte v77, v71, s[22:23] offset:5       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip365:
	v_mov_b32 v78, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip366
	global_load_ubyte v78, v71, s[22:23] offset:6       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip366:
	v_mov_b32 v79, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip367
	global_load_ubyte v79, v71, s[22:23] offset:7       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip367:
	v_mov_b32 v80, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip368
	global_load_ubyte v80, v71, s[22:23] offset:8       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip368:
	v_mov_b32 v81, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip369
	global_load_ubyte v81, v71, s[22:23] offset:9       ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip369:
	v_mov_b32 v82, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip370
	global_load_ubyte v82, v71, s[22:23] offset:10      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip370:
	v_mov_b32 v83, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip371
	global_load_ubyte v83, v71, s[22:23] offset:11      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip371:
	v_mov_b32 v84, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip372
	global_load_ubyte v84, v71, s[22:23] offset:12      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip372:
	v_mov_b32 v85, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip373
	global_load_ubyte v85, v71, s[22:23] offset:13      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip373:
	v_mov_b32 v86, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip374
	global_load_ubyte v86, v71, s[22:23] offset:14      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip374:
	v_mov_b32 v87, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip375
	global_load_ubyte v87, v71, s[22:23] offset:15      ; examples/attention_fp8.kgen:16: an element of 'k' (rows off 16 bytes)
.Lattention_fp8_skip375:
	s_mov_b32 s20, s17
	s_mov_b32 s21, 0
	s_add_u32 s22, s10, s20                             ; 'vt' at this chunk
	s_addc_u32 s23, s11, s21
	v_mov_b32 v71, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip376
	global_load_ubyte v71, v18, s[22:23]                ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip376:
	v_mov_b32 v88, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip377
	global_load_ubyte v88, v18, s[22:23] offset:1       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip377:
	v_mov_b32 v89, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip378
	global_load_ubyte v89, v18, s[22:23] offset:2       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip378:
	v_mov_b32 v90, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip379
	global_load_ubyte v90, v18, s[22:23] offset:3       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip379:
	v_mov_b32 v91, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip380
	global_load_ubyte v91, v18, s[22:23] offset:4       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip380:
	v_mov_b32 v92, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip381
	global_load_ubyte v92, v18, s[22:23] offset:5       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip381:
	v_mov_b32 v93, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip382
	global_load_ubyte v93, v18, s[22:23] offset:6       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip382:
	v_mov_b32 v94, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip383
	global_load_ubyte v94, v18, s[22:23] offset:7       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip383:
	v_mov_b32 v95, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip384
	global_load_ubyte v95, v18, s[22:23] offset:8       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip384:
	v_mov_b32 v96, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip385
	global_load_ubyte v96, v18, s[22:23] offset:9       ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip385:
	v_mov_b32 v97, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip386
	global_load_ubyte v97, v18, s[22:23] offset:10      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip386:
	v_mov_b32 v98, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip387
	global_load_ubyte v98, v18, s[22:23] offset:11      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip387:
	v_mov_b32 v99, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip388
	global_load_ubyte v99, v18, s[22:23] offset:12      ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip388:
	v_mov_b32 v100, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip389
	global_load_ubyte v100, v18, s[22:23] offset:13     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip389:
	v_mov_b32 v101, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip390
	global_load_ubyte v101, v18, s[22:23] offset:14     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip390:
	v_mov_b32 v102, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip391
	global_load_ubyte v102, v18, s[22:23] offset:15     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip391:
	s_mul_i32 s17, s18, 64
	v_add_u32 v103, s17, v18
	v_mov_b32 v104, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip392
	global_load_ubyte v104, v103, s[22:23]              ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip392:
	v_mov_b32 v105, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip393
	global_load_ubyte v105, v103, s[22:23] offset:1     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip393:
	v_mov_b32 v106, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip394
	global_load_ubyte v106, v103, s[22:23] offset:2     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip394:
	v_mov_b32 v107, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip395
	global_load_ubyte v107, v103, s[22:23] offset:3     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip395:
	v_mov_b32 v108, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip396
	global_load_ubyte v108, v103, s[22:23] offset:4     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip396:
	v_mov_b32 v109, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip397
	global_load_ubyte v109, v103, s[22:23] offset:5     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip397:
	v_mov_b32 v110, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip398
	global_load_ubyte v110, v103, s[22:23] offset:6     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip398:
	v_mov_b32 v111, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip399
	global_load_ubyte v111, v103, s[22:23] offset:7     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip399:
	v_mov_b32 v112, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip400
	global_load_ubyte v112, v103, s[22:23] offset:8     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip400:
	v_mov_b32 v113, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip401
	global_load_ubyte v113, v103, s[22:23] offset:9     ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip401:
	v_mov_b32 v114, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip402
	global_load_ubyte v114, v103, s[22:23] offset:10    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip402:
	v_mov_b32 v115, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip403
	global_load_ubyte v115, v103, s[22:23] offset:11    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip403:
	v_mov_b32 v116, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip404
	global_load_ubyte v116, v103, s[22:23] offset:12    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip404:
	v_mov_b32 v117, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip405
	global_load_ubyte v117, v103, s[22:23] offset:13    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip405:
	v_mov_b32 v118, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip406
	global_load_ubyte v118, v103, s[22:23] offset:14    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip406:
	v_mov_b32 v119, 0                                   ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_6188
	s_cbranch_scc1 .Lattention_fp8_skip407
	global_load_ubyte v119, v103, s[22:23] offset:15    ; examples/attention_fp8.kgen:21: an element of 'vt' (rows off 16 bytes)
.Lattention_fp8_skip407:
	v_mov_b32 v120, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v121, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v122, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v123, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v124, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v125, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v126, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v127, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v128, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v129, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v130, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v131, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v132, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v133, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v134, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v135, 0                                   ; examples/attention_fp8.kgen:16: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[136:139], v12                        ; B fragment 0 of k-step 0
	ds_read_b128 v[140:143], v12 offset:32              ; B fragment 0 of k-step 0
	ds_read_b128 v[144:147], v6 offset:28672            ; A fragment 0 of k-step 0
	ds_read_b128 v[148:151], v6 offset:28704            ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[120:135], v[144:151], v[136:143], v[120:135] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	ds_read_b128 v[136:139], v12 offset:64              ; B fragment 0 of k-step 1
	ds_read_b128 v[140:143], v12 offset:96              ; B fragment 0 of k-step 1
	ds_read_b128 v[144:147], v6 offset:28736            ; A fragment 0 of k-step 1
	ds_read_b128 v[148:151], v6 offset:28768            ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[120:135], v[144:151], v[136:143], v[120:135] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	s_nop 7
	s_nop 7
	s_nop 2
	v_cndmask_b32 v136, v103, v120, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v137, v103, v121, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v138, v103, v122, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v139, v103, v123, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v140, v103, v124, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v141, v103, v125, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v142, v103, v126, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v143, v103, v127, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v144, v103, v128, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v145, v103, v129, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v146, v103, v130, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v147, v103, v131, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v148, v103, v132, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v149, v103, v133, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v150, v103, v134, s[12:13]
	v_mov_b32 v103, 0xff800000                          ; absent elements contribute the identity
	v_cndmask_b32 v151, v103, v135, s[12:13]
	v_max_f32 v103, v136, v137                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v136, v137
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v138                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v138
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v139                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v139
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v140                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v140
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v141                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v141
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v142                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v142
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v143                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v143
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v144                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v144
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v145                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v145
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v146                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v146
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v147                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v147
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v148                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v148
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v149                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v149
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v150                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v150
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_max_f32 v103, v137, v151                          ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[20:21], v137, v151
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_and_b32 v103, 63, v0                              ; max over 'tt' (examples/attention_fp8.kgen:17): lanes 32 apart
	v_xor_b32 v103, 32, v103
	v_lshlrev_b32 v103, 2, v103
	ds_bpermute_b32 v136, v103, v137
	s_waitcnt lgkmcnt(0)
	v_max_f32 v103, v137, v136
	v_cmp_u_f32 s[20:21], v137, v136
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v137 offset:48128                 ; max over 'tt' (examples/attention_fp8.kgen:17): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v103, v8 offset:48128                   ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 0
	ds_read_b32 v136, v8 offset:48384                   ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v137, v103, v136
	v_cmp_u_f32 s[20:21], v103, v136
	v_mov_b32 v103, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v136, v137, v103, s[20:21]
	v_max_f32 v103, v3, v136                            ; examples/attention_fp8.kgen:17
	v_cmp_u_f32 s[20:21], v3, v136
	v_mov_b32 v136, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v137, v103, v136, s[20:21]
	v_sub_f32 v103, v3, v137                            ; examples/attention_fp8.kgen:19
	v_mul_f32 v136, s7, v103                            ; examples/attention_fp8.kgen:19
	v_mul_f32 v103, 0x3fb8aa3b, v136                    ; examples/attention_fp8.kgen:19
	v_exp_f32 v136, v103                                ; examples/attention_fp8.kgen:19
	s_nop 0
	v_mul_f32 v103, v24, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v138, v25, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v139, v26, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v140, v27, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v141, v28, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v142, v29, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v143, v30, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v144, v31, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v145, v32, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v146, v33, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v147, v34, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v148, v35, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v149, v36, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v150, v37, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v151, v38, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v152, v39, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v153, v40, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v154, v41, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v155, v42, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v156, v43, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v157, v44, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v158, v45, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v159, v46, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v160, v47, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v161, v48, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v162, v49, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v163, v50, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v164, v51, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v165, v52, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v166, v53, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v167, v54, v136                           ; examples/attention_fp8.kgen:21
	v_mul_f32 v168, v55, v136                           ; examples/attention_fp8.kgen:21
	v_mov_b32 v24, v103                                 ; 'acc' scaled in place
	v_mov_b32 v25, v138                                 ; 'acc' scaled in place
	v_mov_b32 v26, v139                                 ; 'acc' scaled in place
	v_mov_b32 v27, v140                                 ; 'acc' scaled in place
	v_mov_b32 v28, v141                                 ; 'acc' scaled in place
	v_mov_b32 v29, v142                                 ; 'acc' scaled in place
	v_mov_b32 v30, v143                                 ; 'acc' scaled in place
	v_mov_b32 v31, v144                                 ; 'acc' scaled in place
	v_mov_b32 v32, v145                                 ; 'acc' scaled in place
	v_mov_b32 v33, v146                                 ; 'acc' scaled in place
	v_mov_b32 v34, v147                                 ; 'acc' scaled in place
	v_mov_b32 v35, v148                                 ; 'acc' scaled in place
	v_mov_b32 v36, v149                                 ; 'acc' scaled in place
	v_mov_b32 v37, v150                                 ; 'acc' scaled in place
	v_mov_b32 v38, v151                                 ; 'acc' scaled in place
	v_mov_b32 v39, v152                                 ; 'acc' scaled in place
	v_mov_b32 v40, v153                                 ; 'acc' scaled in place
	v_mov_b32 v41, v154                                 ; 'acc' scaled in place
	v_mov_b32 v42, v155                                 ; 'acc' scaled in place
	v_mov_b32 v43, v156                                 ; 'acc' scaled in place
	v_mov_b32 v44, v157                                 ; 'acc' scaled in place
	v_mov_b32 v45, v158                                 ; 'acc' scaled in place
	v_mov_b32 v46, v159                                 ; 'acc' scaled in place
	v_mov_b32 v47, v160                                 ; 'acc' scaled in place
	v_mov_b32 v48, v161                                 ; 'acc' scaled in place
	v_mov_b32 v49, v162                                 ; 'acc' scaled in place
	v_mov_b32 v50, v163                                 ; 'acc' scaled in place
	v_mov_b32 v51, v164                                 ; 'acc' scaled in place
	v_mov_b32 v52, v165                                 ; 'acc' scaled in place
	v_mov_b32 v53, v166                                 ; 'acc' scaled in place
	v_mov_b32 v54, v167                                 ; 'acc' scaled in place
	v_mov_b32 v55, v168                                 ; 'acc' scaled in place
	v_mov_b32 v103, 0x3fb8aa3b                          ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8.kgen:18)
	v_mul_f32 v138, s7, v103
	v_mov_b32 v103, 0xbfb8aa3b
	v_mul_f32 v139, s7, v103
	v_mul_f32 v103, v137, v139                          ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8.kgen:18)
	v_fma_f32 v139, v120, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v140, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v121, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v141, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v122, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v142, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v123, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v143, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v124, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v144, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v125, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v145, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v126, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v146, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v127, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v147, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v128, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v148, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v129, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v149, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v130, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v150, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v131, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v151, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v132, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v152, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v133, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v153, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v134, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v154, v139                                ; examples/attention_fp8.kgen:18
	v_fma_f32 v139, v135, v138, v103                    ; examples/attention_fp8.kgen:18
	v_exp_f32 v103, v139                                ; examples/attention_fp8.kgen:18
	v_cmp_u_f32 s[20:21], v140, v140                    ; round to e4m3
	v_med3_f32 v120, v140, -s4, s4
	s_nop 0
	v_cndmask_b32 v120, v120, v140, s[20:21]
	v_cvt_pk_fp8_f32 v120, v120, 0
	v_and_b32 v121, 0xff, v120
	v_cvt_f32_fp8 v120, v121
	v_cmp_u_f32 s[20:21], v141, v141                    ; round to e4m3
	v_med3_f32 v121, v141, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v141, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v122, 0xff, v121
	v_cvt_f32_fp8 v121, v122
	v_cmp_u_f32 s[20:21], v142, v142                    ; round to e4m3
	v_med3_f32 v122, v142, -s4, s4
	s_nop 0
	v_cndmask_b32 v122, v122, v142, s[20:21]
	v_cvt_pk_fp8_f32 v122, v122, 0
	v_and_b32 v123, 0xff, v122
	v_cvt_f32_fp8 v122, v123
	v_cmp_u_f32 s[20:21], v143, v143                    ; round to e4m3
	v_med3_f32 v123, v143, -s4, s4
	s_nop 0
	v_cndmask_b32 v123, v123, v143, s[20:21]
	v_cvt_pk_fp8_f32 v123, v123, 0
	v_and_b32 v124, 0xff, v123
	v_cvt_f32_fp8 v123, v124
	v_cmp_u_f32 s[20:21], v144, v144                    ; round to e4m3
	v_med3_f32 v124, v144, -s4, s4
	s_nop 0
	v_cndmask_b32 v124, v124, v144, s[20:21]
	v_cvt_pk_fp8_f32 v124, v124, 0
	v_and_b32 v125, 0xff, v124
	v_cvt_f32_fp8 v124, v125
	v_cmp_u_f32 s[20:21], v145, v145                    ; round to e4m3
	v_med3_f32 v125, v145, -s4, s4
	s_nop 0
	v_cndmask_b32 v125, v125, v145, s[20:21]
	v_cvt_pk_fp8_f32 v125, v125, 0
	v_and_b32 v126, 0xff, v125
	v_cvt_f32_fp8 v125, v126
	v_cmp_u_f32 s[20:21], v146, v146                    ; round to e4m3
	v_med3_f32 v126, v146, -s4, s4
	s_nop 0
	v_cndmask_b32 v126, v126, v146, s[20:21]
	v_cvt_pk_fp8_f32 v126, v126, 0
	v_and_b32 v127, 0xff, v126
	v_cvt_f32_fp8 v126, v127
	v_cmp_u_f32 s[20:21], v147, v147                    ; round to e4m3
	v_med3_f32 v127, v147, -s4, s4
	s_nop 0
	v_cndmask_b32 v127, v127, v147, s[20:21]
	v_cvt_pk_fp8_f32 v127, v127, 0
	v_and_b32 v128, 0xff, v127
	v_cvt_f32_fp8 v127, v128
	v_cmp_u_f32 s[20:21], v148, v148                    ; round to e4m3
	v_med3_f32 v128, v148, -s4, s4
	s_nop 0
	v_cndmask_b32 v128, v128, v148, s[20:21]
	v_cvt_pk_fp8_f32 v128, v128, 0
	v_and_b32 v129, 0xff, v128
	v_cvt_f32_fp8 v128, v129
	v_cmp_u_f32 s[20:21], v149, v149                    ; round to e4m3
	v_med3_f32 v129, v149, -s4, s4
	s_nop 0
	v_cndmask_b32 v129, v129, v149, s[20:21]
	v_cvt_pk_fp8_f32 v129, v129, 0
	v_and_b32 v130, 0xff, v129
	v_cvt_f32_fp8 v129, v130
	v_cmp_u_f32 s[20:21], v150, v150                    ; round to e4m3
	v_med3_f32 v130, v150, -s4, s4
	s_nop 0
	v_cndmask_b32 v130, v130, v150, s[20:21]
	v_cvt_pk_fp8_f32 v130, v130, 0
	v_and_b32 v131, 0xff, v130
	v_cvt_f32_fp8 v130, v131
	v_cmp_u_f32 s[20:21], v151, v151                    ; round to e4m3
	v_med3_f32 v131, v151, -s4, s4
	s_nop 0
	v_cndmask_b32 v131, v131, v151, s[20:21]
	v_cvt_pk_fp8_f32 v131, v131, 0
	v_and_b32 v132, 0xff, v131
	v_cvt_f32_fp8 v131, v132
	v_cmp_u_f32 s[20:21], v152, v152                    ; round to e4m3
	v_med3_f32 v132, v152, -s4, s4
	s_nop 0
	v_cndmask_b32 v132, v132, v152, s[20:21]
	v_cvt_pk_fp8_f32 v132, v132, 0
	v_and_b32 v133, 0xff, v132
	v_cvt_f32_fp8 v132, v133
	v_cmp_u_f32 s[20:21], v153, v153                    ; round to e4m3
	v_med3_f32 v133, v153, -s4, s4
	s_nop 0
	v_cndmask_b32 v133, v133, v153, s[20:21]
	v_cvt_pk_fp8_f32 v133, v133, 0
	v_and_b32 v134, 0xff, v133
	v_cvt_f32_fp8 v133, v134
	v_cmp_u_f32 s[20:21], v154, v154                    ; round to e4m3
	v_med3_f32 v134, v154, -s4, s4
	s_nop 0
	v_cndmask_b32 v134, v134, v154, s[20:21]
	v_cvt_pk_fp8_f32 v134, v134, 0
	v_and_b32 v135, 0xff, v134
	v_cvt_f32_fp8 v134, v135
	v_cmp_u_f32 s[20:21], v103, v103                    ; round to e4m3
	v_med3_f32 v135, v103, -s4, s4
	s_nop 0
	v_cndmask_b32 v135, v135, v103, s[20:21]
	v_cvt_pk_fp8_f32 v135, v135, 0
	v_and_b32 v138, 0xff, v135
	v_cvt_f32_fp8 v135, v138
	v_cndmask_b32 v138, 0, v120, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v138, v138
	v_med3_f32 v120, v138, -s4, s4
	s_nop 0
	v_cndmask_b32 v120, v120, v138, s[20:21]
	v_cvt_pk_fp8_f32 v120, v120, 0
	v_and_b32 v138, 0xff, v120
	ds_write_b8 v4, v138 offset:48640                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v121, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48641                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v122, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48642                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v123, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48643                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v124, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48648                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v125, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48649                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v126, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48650                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v127, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48651                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v128, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48656                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v129, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48657                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v130, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48658                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v131, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48659                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v132, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48664                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v133, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48665                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v134, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48666                   ; B operand of the product: stage
	v_cndmask_b32 v120, 0, v135, s[12:13]               ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v120, v120
	v_med3_f32 v121, v120, -s4, s4
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[20:21]
	v_cvt_pk_fp8_f32 v121, v121, 0
	v_and_b32 v120, 0xff, v121
	ds_write_b8 v4, v120 offset:48667                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[120:123], v14 offset:48640           ; B fragment 0 of k-step 0
	ds_read_b128 v[124:127], v14 offset:48672           ; B fragment 0 of k-step 0
	ds_read_b128 v[128:131], v2 offset:37888            ; A fragment 0 of k-step 0
	ds_read_b128 v[132:135], v2 offset:37920            ; A fragment 0 of k-step 0
	ds_read_b128 v[156:159], v2 offset:40448            ; A fragment 1 of k-step 0
	ds_read_b128 v[160:163], v2 offset:40480            ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[24:39], v[128:135], v[120:127], v[24:39] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[40:55], v[156:163], v[120:127], v[40:55] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	v_mul_f32 v120, v5, v136                            ; examples/attention_fp8.kgen:20
	v_cndmask_b32 v121, 0, v140, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v122, 0, v141, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v123, 0, v142, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v124, 0, v143, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v125, 0, v144, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v126, 0, v145, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v127, 0, v146, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v128, 0, v147, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v129, 0, v148, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v130, 0, v149, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v131, 0, v150, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v132, 0, v151, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v133, 0, v152, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v134, 0, v153, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v135, 0, v154, s[12:13]               ; absent elements contribute the identity
	v_cndmask_b32 v136, 0, v103, s[12:13]               ; absent elements contribute the identity
	v_add_f32 v103, v121, v122                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v121, v103, v123                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v103, v121, v124                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v121, v103, v125                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v103, v121, v126                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v121, v103, v127                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v103, v121, v128                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v121, v103, v129                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v103, v121, v130                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v121, v103, v131                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v103, v121, v132                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v121, v103, v133                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v103, v121, v134                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v121, v103, v135                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v103, v121, v136                          ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_and_b32 v121, 63, v0                              ; sum over 'tt' (examples/attention_fp8.kgen:20): lanes 32 apart
	v_xor_b32 v121, 32, v121
	v_lshlrev_b32 v121, 2, v121
	ds_bpermute_b32 v122, v121, v103
	s_waitcnt lgkmcnt(0)
	v_add_f32 v121, v103, v122
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v121 offset:57856                 ; sum over 'tt' (examples/attention_fp8.kgen:20): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v103, v8 offset:57856                   ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 0
	ds_read_b32 v121, v8 offset:58112                   ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v122, v103, v121
	v_add_f32 v103, v120, v122                          ; examples/attention_fp8.kgen:20
	v_mov_b32 v5, v103                                  ; next 'l'
	v_mov_b32 v3, v137                                  ; next 'mx'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v103, 8, v56
	v_or_b32 v56, v10, v103                             ; byte 1
	v_lshlrev_b32 v10, 16, v57
	v_or_b32 v57, v56, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v58
	v_or_b32 v56, v57, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v60
	v_or_b32 v57, v59, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v61
	v_or_b32 v58, v57, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v62
	v_or_b32 v57, v58, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v64
	v_or_b32 v58, v63, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v65
	v_or_b32 v59, v58, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v66
	v_or_b32 v58, v59, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v68
	v_or_b32 v59, v67, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v69
	v_or_b32 v60, v59, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v70
	v_or_b32 v59, v60, v10                              ; byte 3
	v_mov_b32 v60, v56                                  ; 16 bytes into st1
	v_mov_b32 v61, v57
	v_mov_b32 v62, v58
	v_mov_b32 v63, v59
	ds_write_b128 v9, v[60:63] offset:9216
	v_lshlrev_b32 v10, 8, v73
	v_or_b32 v56, v72, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v74
	v_or_b32 v57, v56, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v75
	v_or_b32 v56, v57, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v77
	v_or_b32 v57, v76, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v78
	v_or_b32 v58, v57, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v79
	v_or_b32 v57, v58, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v81
	v_or_b32 v58, v80, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v82
	v_or_b32 v59, v58, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v83
	v_or_b32 v58, v59, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v85
	v_or_b32 v59, v84, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v86
	v_or_b32 v60, v59, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v87
	v_or_b32 v59, v60, v10                              ; byte 3
	v_mov_b32 v60, v56                                  ; 16 bytes into st1
	v_mov_b32 v61, v57
	v_mov_b32 v62, v58
	v_mov_b32 v63, v59
	ds_write_b128 v9, v[60:63] offset:13824
	v_lshlrev_b32 v10, 8, v88
	v_or_b32 v56, v71, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v89
	v_or_b32 v57, v56, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v90
	v_or_b32 v56, v57, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v92
	v_or_b32 v57, v91, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v93
	v_or_b32 v58, v57, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v94
	v_or_b32 v57, v58, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v96
	v_or_b32 v58, v95, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v97
	v_or_b32 v59, v58, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v98
	v_or_b32 v58, v59, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v100
	v_or_b32 v59, v99, v10                              ; byte 1
	v_lshlrev_b32 v10, 16, v101
	v_or_b32 v60, v59, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v102
	v_or_b32 v59, v60, v10                              ; byte 3
	v_mov_b32 v60, v56                                  ; 16 bytes into st2
	v_mov_b32 v61, v57
	v_mov_b32 v62, v58
	v_mov_b32 v63, v59
	ds_write_b128 v15, v[60:63] offset:18432
	v_lshlrev_b32 v10, 8, v105
	v_or_b32 v56, v104, v10                             ; byte 1
	v_lshlrev_b32 v10, 16, v106
	v_or_b32 v57, v56, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v107
	v_or_b32 v56, v57, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v109
	v_or_b32 v57, v108, v10                             ; byte 1
	v_lshlrev_b32 v10, 16, v110
	v_or_b32 v58, v57, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v111
	v_or_b32 v57, v58, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v113
	v_or_b32 v58, v112, v10                             ; byte 1
	v_lshlrev_b32 v10, 16, v114
	v_or_b32 v59, v58, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v115
	v_or_b32 v58, v59, v10                              ; byte 3
	v_lshlrev_b32 v10, 8, v117
	v_or_b32 v59, v116, v10                             ; byte 1
	v_lshlrev_b32 v10, 16, v118
	v_or_b32 v60, v59, v10                              ; byte 2
	v_lshlrev_b32 v10, 24, v119
	v_or_b32 v59, v60, v10                              ; byte 3
	v_mov_b32 v60, v56                                  ; 16 bytes into st2
	v_mov_b32 v61, v57
	v_mov_b32 v62, v58
	v_mov_b32 v63, v59
	ds_write_b128 v15, v[60:63] offset:23552
.Lattention_fp8_if11_end:
	s_add_u32 s14, s14, 0x80
	s_cmp_lt_u32 s14, s6
	s_cbranch_scc1 .Lattention_fp8_loop4
.Lattention_fp8_loop4_end:
.Lattention_fp8_if7_end:
	s_add_u32 s14, s6, 63
	s_and_b32 s6, s14, 0xffffffc0                       ; the first chunk of 'tt' the pipeline left
	s_mov_b32 s14, s6                                   ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s14, s18
	s_cbranch_scc1 .Lattention_fp8_loop5_end
.Lattention_fp8_loop5:
	s_sub_u32 s6, s18, s14
	s_mul_i32 s20, s14, 0x80
	s_mul_hi_u32 s21, s14, 0x80
	s_add_u32 s22, s32, s20                             ; 'k' at this chunk
	s_addc_u32 s23, s33, s21
	v_cmp_lt_u32 s[20:21], v16, s6                      ; 'tt' element in bounds
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[20:21]               ; lanes where %vpred_2564
	global_load_ubyte v9, v20, s[22:23]                 ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v10, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[20:21]               ; lanes where %vpred_2564
	global_load_ubyte v9, v20, s[22:23] offset:1        ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v13, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[20:21]               ; lanes where %vpred_2564
	global_load_ubyte v9, v20, s[22:23] offset:2        ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v15, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[20:21]               ; lanes where %vpred_2564
	global_load_ubyte v9, v20, s[22:23] offset:3        ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v18, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[20:21]               ; lanes where %vpred_2564
	global_load_ubyte v9, v20, s[22:23] offset:4        ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v56, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[20:21]               ; lanes where %vpred_2564
	global_load_ubyte v9, v20, s[22:23] offset:5        ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v57, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[20:21]               ; lanes where %vpred_2564
	global_load_ubyte v9, v20, s[22:23] offset:6        ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v58, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[20:21]               ; lanes where %vpred_2564
	global_load_ubyte v9, v20, s[22:23] offset:7        ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v59, v9
	v_add_u32 v9, 16, v16
	v_cmp_lt_u32 s[26:27], v9, s6                       ; 'tt' element in bounds
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_2582
	global_load_ubyte v9, v20, s[22:23] offset:2048     ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v60, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_2582
	global_load_ubyte v9, v20, s[22:23] offset:2049     ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v61, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_2582
	global_load_ubyte v9, v20, s[22:23] offset:2050     ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v62, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_2582
	global_load_ubyte v9, v20, s[22:23] offset:2051     ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v63, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_2582
	global_load_ubyte v9, v20, s[22:23] offset:2052     ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v64, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_2582
	global_load_ubyte v9, v20, s[22:23] offset:2053     ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v65, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_2582
	global_load_ubyte v9, v20, s[22:23] offset:2054     ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v66, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_2582
	global_load_ubyte v9, v20, s[22:23] offset:2055     ; examples/attention_fp8.kgen:16: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v67, v9
	v_add_u32 v9, 32, v16
	v_cmp_lt_u32 s[28:29], v9, s6                       ; 'tt' element in bounds
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_2600
	v_add_u32 v68, 0x1000, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v9, v68, s[22:23]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v68, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_2600
	v_add_u32 v69, 0x1001, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v9, v69, s[22:23]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v69, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_2600
	v_add_u32 v70, 0x1002, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v9, v70, s[22:23]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v70, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_2600
	v_add_u32 v71, 0x1003, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v9, v71, s[22:23]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v71, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_2600
	v_add_u32 v72, 0x1004, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v9, v72, s[22:23]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v72, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_2600
	v_add_u32 v73, 0x1005, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v9, v73, s[22:23]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v73, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_2600
	v_add_u32 v74, 0x1006, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v9, v74, s[22:23]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_2600
	v_add_u32 v75, 0x1007, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v9, v75, s[22:23]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v75, v9
	v_add_u32 v9, 48, v16
	v_cmp_lt_u32 s[30:31], v9, s6                       ; 'tt' element in bounds
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_2618
	v_add_u32 v76, 0x1800, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v9, v76, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v76, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_2618
	v_add_u32 v77, 0x1801, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v9, v77, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_2618
	v_add_u32 v78, 0x1802, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v9, v78, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_2618
	v_add_u32 v79, 0x1803, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v9, v79, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_2618
	v_add_u32 v80, 0x1804, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v9, v80, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_2618
	v_add_u32 v81, 0x1805, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v9, v81, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_2618
	v_add_u32 v82, 0x1806, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v9, v82, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_2618
	v_add_u32 v83, 0x1807, v20                          ; examples/attention_fp8.kgen:16: load of 'k'
	global_load_ubyte v9, v83, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v83, v9
	v_cmp_u_f32 s[22:23], v10, v10
	v_med3_f32 v9, v10, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v10, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b8 v19, v10 offset:9216                    ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v13, v13
	v_med3_f32 v9, v13, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v13, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:9217                    ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v15, v15
	v_med3_f32 v9, v15, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v15, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:9218                    ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v18, v18
	v_med3_f32 v9, v18, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v18, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:9219                    ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v56, v56
	v_med3_f32 v9, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v56, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:9220                    ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v57, v57
	v_med3_f32 v9, v57, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v57, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:9221                    ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v58, v58
	v_med3_f32 v9, v58, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v58, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:9222                    ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v59, v59
	v_med3_f32 v9, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v59, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:9223                    ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v60, v60
	v_med3_f32 v9, v60, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v60, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:11520                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v61, v61
	v_med3_f32 v9, v61, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v61, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:11521                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v62, v62
	v_med3_f32 v9, v62, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v62, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:11522                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v63, v63
	v_med3_f32 v9, v63, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v63, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:11523                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v64, v64
	v_med3_f32 v9, v64, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v64, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:11524                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v65, v65
	v_med3_f32 v9, v65, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v65, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:11525                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v66, v66
	v_med3_f32 v9, v66, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v66, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:11526                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v67, v67
	v_med3_f32 v9, v67, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v67, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:11527                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v68, v68
	v_med3_f32 v9, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v68, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:13824                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v69, v69
	v_med3_f32 v9, v69, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v69, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:13825                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v70, v70
	v_med3_f32 v9, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v70, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:13826                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v71, v71
	v_med3_f32 v9, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v71, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:13827                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v72, v72
	v_med3_f32 v9, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v72, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:13828                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v73, v73
	v_med3_f32 v9, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v73, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:13829                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v74, v74
	v_med3_f32 v9, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v74, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:13830                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v75, v75
	v_med3_f32 v9, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v75, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:13831                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v76, v76
	v_med3_f32 v9, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v76, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:16128                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v77, v77
	v_med3_f32 v9, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v77, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:16129                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v78, v78
	v_med3_f32 v9, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v78, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:16130                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v79, v79
	v_med3_f32 v9, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v79, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:16131                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v80, v80
	v_med3_f32 v9, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v80, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:16132                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v81, v81
	v_med3_f32 v9, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v81, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:16133                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v82, v82
	v_med3_f32 v9, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v82, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:16134                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v83, v83
	v_med3_f32 v9, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v83, s[22:23]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v10, 0xff, v9
	ds_write_b8 v19, v10 offset:16135                   ; A operand of the product: stage
	v_mov_b32 v56, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v68, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v70, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_fp8.kgen:16: product accumulator
	ds_read_b128 v[72:75], v12                          ; B fragment 0 of k-step 0
	ds_read_b128 v[76:79], v12 offset:32                ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[80:83], v6 offset:9216               ; A fragment 0 of k-step 0
	ds_read_b128 v[84:87], v6 offset:9248               ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[56:71], v[80:87], v[72:79], v[56:71] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	ds_read_b128 v[72:75], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[76:79], v12 offset:96                ; B fragment 0 of k-step 1
	ds_read_b128 v[80:83], v6 offset:9280               ; A fragment 0 of k-step 1
	ds_read_b128 v[84:87], v6 offset:9312               ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[56:71], v[80:87], v[72:79], v[56:71] ; examples/attention_fp8.kgen:16: mfma 32x32x64
	v_cmp_lt_u32 s[22:23], v7, s6                       ; 'tt' element in bounds
	s_and_b64 s[34:35], s[12:13], s[22:23]
	v_mov_b32 v9, 0xff800000                            ; absent elements contribute the identity
	s_nop 7
	s_nop 7
	s_nop 0
	v_cndmask_b32 v10, v9, v56, s[34:35]
	v_add_u32 v9, 1, v7
	v_cmp_lt_u32 s[22:23], v9, s6                       ; 'tt' element in bounds
	s_and_b64 s[36:37], s[12:13], s[22:23]
	v_mov_b32 v9, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v13, v9, v57, s[36:37]
	v_add_u32 v9, 2, v7
	v_cmp_lt_u32 s[22:23], v9, s6                       ; 'tt' element in bounds
	s_and_b64 s[38:39], s[12:13], s[22:23]
	v_mov_b32 v9, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v15, v9, v58, s[38:39]
	v_add_u32 v9, 3, v7
	v_cmp_lt_u32 s[22:23], v9, s6                       ; 'tt' element in bounds
	s_and_b64 s[40:41], s[12:13], s[22:23]
	v_mov_b32 v9, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v18, v9, v59, s[40:41]
	v_add_u32 v9, 8, v7
	v_cmp_lt_u32 s[22:23], v9, s6                       ; 'tt' element in bounds
	s_and_b64 s[42:43], s[12:13], s[22:23]
	v_mov_b32 v9, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v72, v9, v60, s[42:43]
	v_add_u32 v9, 9, v7
	v_cmp_lt_u32 s[22:23], v9, s6                       ; 'tt' element in bounds
	s_and_b64 s[44:45], s[12:13], s[22:23]
	v_mov_b32 v9, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v73, v9, v61, s[44:45]
	v_add_u32 v9, 10, v7
	v_cmp_lt_u32 s[22:23], v9, s6                       ; 'tt' element in bounds
	s_and_b64 s[46:47], s[12:13], s[22:23]
	v_mov_b32 v9, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v74, v9, v62, s[46:47]
	v_add_u32 v9, 11, v7
	v_cmp_lt_u32 s[22:23], v9, s6                       ; 'tt' element in bounds
	s_and_b64 s[48:49], s[12:13], s[22:23]
	v_mov_b32 v9, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v75, v9, v63, s[48:49]
	v_add_u32 v9, 16, v7
	v_cmp_lt_u32 s[22:23], v9, s6                       ; 'tt' element in bounds
	s_and_b64 s[50:51], s[12:13], s[22:23]
	v_mov_b32 v9, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v76, v9, v64, s[50:51]
	v_add_u32 v9, 17, v7
	v_cmp_lt_u32 s[22:23], v9, s6                       ; 'tt' element in bounds
	s_and_b64 s[52:53], s[12:13], s[22:23]
	v_mov_b32 v9, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v77, v9, v65, s[52:53]
	v_add_u32 v9, 18, v7
	v_cmp_lt_u32 s[22:23], v9, s6                       ; 'tt' element in bounds
	s_and_b64 s[54:55], s[12:13], s[22:23]
	v_mov_b32 v9, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v78, v9, v66, s[54:55]
	v_add_u32 v9, 19, v7
	v_cmp_lt_u32 s[22:23], v9, s6                       ; 'tt' element in bounds
	s_and_b64 s[56:57], s[12:13], s[22:23]
	v_mov_b32 v9, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v79, v9, v67, s[56:57]
	v_add_u32 v9, 24, v7
	v_cmp_lt_u32 s[22:23], v9, s6                       ; 'tt' element in bounds
	s_and_b64 s[58:59], s[12:13], s[22:23]
	v_mov_b32 v9, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v80, v9, v68, s[58:59]
	v_add_u32 v9, 25, v7
	v_cmp_lt_u32 s[22:23], v9, s6                       ; 'tt' element in bounds
	s_and_b64 s[60:61], s[12:13], s[22:23]
	v_mov_b32 v9, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v81, v9, v69, s[60:61]
	v_add_u32 v9, 26, v7
	v_cmp_lt_u32 s[22:23], v9, s6                       ; 'tt' element in bounds
	s_and_b64 s[62:63], s[12:13], s[22:23]
	v_mov_b32 v9, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v82, v9, v70, s[62:63]
	v_add_u32 v9, 27, v7
	v_cmp_lt_u32 s[22:23], v9, s6                       ; 'tt' element in bounds
	s_and_b64 s[64:65], s[12:13], s[22:23]
	v_mov_b32 v9, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v83, v9, v71, s[64:65]
	v_max_f32 v9, v10, v13                              ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[22:23], v10, v13
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v9, v10, s[22:23]
	v_max_f32 v9, v13, v15                              ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[22:23], v13, v15
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v9, v10, s[22:23]
	v_max_f32 v9, v13, v18                              ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[22:23], v13, v18
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v9, v10, s[22:23]
	v_max_f32 v9, v13, v72                              ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[22:23], v13, v72
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v9, v10, s[22:23]
	v_max_f32 v9, v13, v73                              ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[22:23], v13, v73
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v9, v10, s[22:23]
	v_max_f32 v9, v13, v74                              ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[22:23], v13, v74
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v9, v10, s[22:23]
	v_max_f32 v9, v13, v75                              ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[22:23], v13, v75
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v9, v10, s[22:23]
	v_max_f32 v9, v13, v76                              ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[22:23], v13, v76
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v9, v10, s[22:23]
	v_max_f32 v9, v13, v77                              ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[22:23], v13, v77
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v9, v10, s[22:23]
	v_max_f32 v9, v13, v78                              ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[22:23], v13, v78
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v9, v10, s[22:23]
	v_max_f32 v9, v13, v79                              ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[22:23], v13, v79
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v9, v10, s[22:23]
	v_max_f32 v9, v13, v80                              ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[22:23], v13, v80
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v9, v10, s[22:23]
	v_max_f32 v9, v13, v81                              ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[22:23], v13, v81
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v9, v10, s[22:23]
	v_max_f32 v9, v13, v82                              ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[22:23], v13, v82
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v9, v10, s[22:23]
	v_max_f32 v9, v13, v83                              ; max over 'tt' (examples/attention_fp8.kgen:17)
	v_cmp_u_f32 s[22:23], v13, v83
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v9, v10, s[22:23]
	v_and_b32 v9, 63, v0                                ; max over 'tt' (examples/attention_fp8.kgen:17): lanes 32 apart
	v_xor_b32 v9, 32, v9
	v_lshlrev_b32 v9, 2, v9
	ds_bpermute_b32 v10, v9, v13
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v13, v10
	v_cmp_u_f32 s[22:23], v13, v10
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v9, v10, s[22:23]
	s_and_saveexec_b64 s[22:23], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v13 offset:48128                  ; max over 'tt' (examples/attention_fp8.kgen:17): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v9, v8 offset:48128                     ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 0
	ds_read_b32 v10, v8 offset:48384                    ; max over 'tt' (examples/attention_fp8.kgen:17): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v13, v9, v10
	v_cmp_u_f32 s[22:23], v9, v10
	v_mov_b32 v9, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v13, v9, s[22:23]
	v_max_f32 v9, v3, v10                               ; examples/attention_fp8.kgen:17
	v_cmp_u_f32 s[22:23], v3, v10
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v13, v9, v10, s[22:23]
	v_sub_f32 v9, v3, v13                               ; examples/attention_fp8.kgen:19
	v_mul_f32 v10, s7, v9                               ; examples/attention_fp8.kgen:19
	v_mul_f32 v9, 0x3fb8aa3b, v10                       ; examples/attention_fp8.kgen:19
	v_exp_f32 v10, v9                                   ; examples/attention_fp8.kgen:19
	s_nop 0
	v_mul_f32 v9, v24, v10                              ; examples/attention_fp8.kgen:21
	v_mul_f32 v15, v25, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v18, v26, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v72, v27, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v73, v28, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v74, v29, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v75, v30, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v76, v31, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v77, v32, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v78, v33, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v79, v34, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v80, v35, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v81, v36, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v82, v37, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v83, v38, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v84, v39, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v85, v40, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v86, v41, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v87, v42, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v88, v43, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v89, v44, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v90, v45, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v91, v46, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v92, v47, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v93, v48, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v94, v49, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v95, v50, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v96, v51, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v97, v52, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v98, v53, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v99, v54, v10                             ; examples/attention_fp8.kgen:21
	v_mul_f32 v100, v55, v10                            ; examples/attention_fp8.kgen:21
	v_mov_b32 v24, v9                                   ; 'acc' scaled in place
	v_mov_b32 v25, v15                                  ; 'acc' scaled in place
	v_mov_b32 v26, v18                                  ; 'acc' scaled in place
	v_mov_b32 v27, v72                                  ; 'acc' scaled in place
	v_mov_b32 v28, v73                                  ; 'acc' scaled in place
	v_mov_b32 v29, v74                                  ; 'acc' scaled in place
	v_mov_b32 v30, v75                                  ; 'acc' scaled in place
	v_mov_b32 v31, v76                                  ; 'acc' scaled in place
	v_mov_b32 v32, v77                                  ; 'acc' scaled in place
	v_mov_b32 v33, v78                                  ; 'acc' scaled in place
	v_mov_b32 v34, v79                                  ; 'acc' scaled in place
	v_mov_b32 v35, v80                                  ; 'acc' scaled in place
	v_mov_b32 v36, v81                                  ; 'acc' scaled in place
	v_mov_b32 v37, v82                                  ; 'acc' scaled in place
	v_mov_b32 v38, v83                                  ; 'acc' scaled in place
	v_mov_b32 v39, v84                                  ; 'acc' scaled in place
	v_mov_b32 v40, v85                                  ; 'acc' scaled in place
	v_mov_b32 v41, v86                                  ; 'acc' scaled in place
	v_mov_b32 v42, v87                                  ; 'acc' scaled in place
	v_mov_b32 v43, v88                                  ; 'acc' scaled in place
	v_mov_b32 v44, v89                                  ; 'acc' scaled in place
	v_mov_b32 v45, v90                                  ; 'acc' scaled in place
	v_mov_b32 v46, v91                                  ; 'acc' scaled in place
	v_mov_b32 v47, v92                                  ; 'acc' scaled in place
	v_mov_b32 v48, v93                                  ; 'acc' scaled in place
	v_mov_b32 v49, v94                                  ; 'acc' scaled in place
	v_mov_b32 v50, v95                                  ; 'acc' scaled in place
	v_mov_b32 v51, v96                                  ; 'acc' scaled in place
	v_mov_b32 v52, v97                                  ; 'acc' scaled in place
	v_mov_b32 v53, v98                                  ; 'acc' scaled in place
	v_mov_b32 v54, v99                                  ; 'acc' scaled in place
	v_mov_b32 v55, v100                                 ; 'acc' scaled in place
	s_mov_b32 s22, s14
	s_mov_b32 s23, 0
	s_add_u32 s66, s10, s22                             ; 'vt' at this chunk
	s_addc_u32 s67, s11, s23
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_2564
	global_load_ubyte v9, v22, s[66:67]                 ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v15, v9
	s_mul_i32 s6, s18, 1
	v_add_u32 v9, s6, v22
	v_mov_b32 v18, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_2564
	global_load_ubyte v18, v9, s[66:67]                 ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v72, v18
	s_mul_i32 s6, s18, 2
	v_add_u32 v18, s6, v22
	v_mov_b32 v73, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_2564
	global_load_ubyte v73, v18, s[66:67]                ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v73
	s_mul_i32 s6, s18, 3
	v_add_u32 v73, s6, v22
	v_mov_b32 v75, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_2564
	global_load_ubyte v75, v73, s[66:67]                ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v76, v75
	s_mul_i32 s6, s18, 4
	v_add_u32 v75, s6, v22
	v_mov_b32 v77, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_2564
	global_load_ubyte v77, v75, s[66:67]                ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v77
	s_mul_i32 s6, s18, 5
	v_add_u32 v77, s6, v22
	v_mov_b32 v79, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_2564
	global_load_ubyte v79, v77, s[66:67]                ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v79
	s_mul_i32 s6, s18, 6
	v_add_u32 v79, s6, v22
	v_mov_b32 v81, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_2564
	global_load_ubyte v81, v79, s[66:67]                ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v81
	s_mul_i32 s6, s18, 7
	v_add_u32 v81, s6, v22
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_2564
	global_load_ubyte v83, v81, s[66:67]                ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v84, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_2582
	global_load_ubyte v83, v22, s[66:67] offset:16      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v85, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_2582
	global_load_ubyte v83, v9, s[66:67] offset:16       ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v86, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_2582
	global_load_ubyte v83, v18, s[66:67] offset:16      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v87, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_2582
	global_load_ubyte v83, v73, s[66:67] offset:16      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v88, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_2582
	global_load_ubyte v83, v75, s[66:67] offset:16      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v89, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_2582
	global_load_ubyte v83, v77, s[66:67] offset:16      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v90, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_2582
	global_load_ubyte v83, v79, s[66:67] offset:16      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v91, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_2582
	global_load_ubyte v83, v81, s[66:67] offset:16      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v92, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_2600
	global_load_ubyte v83, v22, s[66:67] offset:32      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v93, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_2600
	global_load_ubyte v83, v9, s[66:67] offset:32       ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v94, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_2600
	global_load_ubyte v83, v18, s[66:67] offset:32      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v95, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_2600
	global_load_ubyte v83, v73, s[66:67] offset:32      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v96, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_2600
	global_load_ubyte v83, v75, s[66:67] offset:32      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v97, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_2600
	global_load_ubyte v83, v77, s[66:67] offset:32      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v98, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_2600
	global_load_ubyte v83, v79, s[66:67] offset:32      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v99, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_2600
	global_load_ubyte v83, v81, s[66:67] offset:32      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v100, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_2618
	global_load_ubyte v83, v22, s[66:67] offset:48      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v101, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_2618
	global_load_ubyte v83, v9, s[66:67] offset:48       ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v9, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_2618
	global_load_ubyte v83, v18, s[66:67] offset:48      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v18, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_2618
	global_load_ubyte v83, v73, s[66:67] offset:48      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v73, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_2618
	global_load_ubyte v83, v75, s[66:67] offset:48      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v75, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_2618
	global_load_ubyte v83, v77, s[66:67] offset:48      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_2618
	global_load_ubyte v83, v79, s[66:67] offset:48      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_2618
	global_load_ubyte v83, v81, s[66:67] offset:48      ; examples/attention_fp8.kgen:21: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v83
	ds_write_b32 v21, v15 offset:58368                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v72 offset:58628                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v74 offset:58888                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v76 offset:59148                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v78 offset:59408                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v80 offset:59668                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v82 offset:59928                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v84 offset:60188                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v85 offset:58432                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v86 offset:58692                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v87 offset:58952                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v88 offset:59212                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v89 offset:59472                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v90 offset:59732                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v91 offset:59992                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v92 offset:60252                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v93 offset:58496                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v94 offset:58756                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v95 offset:59016                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v96 offset:59276                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v97 offset:59536                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v98 offset:59796                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v99 offset:60056                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v100 offset:60316                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v101 offset:58560                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v9 offset:58820                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v18 offset:59080                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v73 offset:59340                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v75 offset:59600                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v77 offset:59860                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v79 offset:60120                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v21, v81 offset:60380                  ; convert 'vt' in K runs: write this thread's elements
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v9, v23 offset:58368                    ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v15, v23 offset:58372                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v18, v23 offset:58376                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v72, v23 offset:58380                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v73, v23 offset:62528                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v74, v23 offset:62532                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v75, v23 offset:62536                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v76, v23 offset:62540                   ; convert 'vt' in K runs: read in the new layout
	v_add_u32 v77, 0x10480, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v78, v77
	v_add_u32 v77, 0x10484, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v79, v77
	v_add_u32 v77, 0x10488, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v80, v77
	v_add_u32 v77, 0x1048c, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v81, v77
	v_add_u32 v77, 0x114c0, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v82, v77
	v_add_u32 v77, 0x114c4, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v83, v77
	v_add_u32 v77, 0x114c8, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v84, v77
	v_add_u32 v77, 0x114cc, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v85, v77
	v_add_u32 v77, 0x12500, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v86, v77
	v_add_u32 v77, 0x12504, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v87, v77
	v_add_u32 v77, 0x12508, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v88, v77
	v_add_u32 v77, 0x1250c, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v89, v77
	v_add_u32 v77, 0x13540, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v90, v77
	v_add_u32 v77, 0x13544, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v91, v77
	v_add_u32 v77, 0x13548, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v92, v77
	v_add_u32 v77, 0x1354c, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v93, v77
	v_add_u32 v77, 0x14580, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v94, v77
	v_add_u32 v77, 0x14584, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v95, v77
	v_add_u32 v77, 0x14588, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v96, v77
	v_add_u32 v77, 0x1458c, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v97, v77
	v_add_u32 v77, 0x155c0, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v98, v77
	v_add_u32 v77, 0x155c4, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v99, v77
	v_add_u32 v77, 0x155c8, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v100, v77
	v_add_u32 v77, 0x155cc, v23                         ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v101, v77
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[20:21], v9, v9
	v_med3_f32 v77, v9, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v9, s[20:21]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v9, 0xff, v77
	ds_write_b8 v17, v9 offset:18432                    ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v15, v15
	v_med3_f32 v9, v15, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v15, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:18433                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v18, v18
	v_med3_f32 v9, v18, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v18, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:18434                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v9, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v72, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:18435                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v73, v73
	v_med3_f32 v9, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v73, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:19712                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v74, v74
	v_med3_f32 v9, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v74, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:19713                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v75, v75
	v_med3_f32 v9, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v75, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:19714                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v76, v76
	v_med3_f32 v9, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v76, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:19715                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v78, v78
	v_med3_f32 v9, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v78, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:20992                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v79, v79
	v_med3_f32 v9, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v79, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:20993                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v80, v80
	v_med3_f32 v9, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v80, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:20994                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v81, v81
	v_med3_f32 v9, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v81, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:20995                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v82, v82
	v_med3_f32 v9, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v82, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:22272                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v83, v83
	v_med3_f32 v9, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v83, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:22273                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v84, v84
	v_med3_f32 v9, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v84, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:22274                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v85, v85
	v_med3_f32 v9, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v85, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:22275                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v86, v86
	v_med3_f32 v9, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v86, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:23552                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v87, v87
	v_med3_f32 v9, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v87, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:23553                   ; A operand of the product: stage
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[20:21], v88, v88
	v_med3_f32 v9, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v88, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:23554                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v89, v89
	v_med3_f32 v9, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v89, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:23555                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v90, v90
	v_med3_f32 v9, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v90, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:24832                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v91, v91
	v_med3_f32 v9, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v91, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:24833                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v92, v92
	v_med3_f32 v9, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v92, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:24834                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v93, v93
	v_med3_f32 v9, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v93, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:24835                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v94, v94
	v_med3_f32 v9, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v94, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:26112                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v95, v95
	v_med3_f32 v9, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v95, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:26113                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v96, v96
	v_med3_f32 v9, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v96, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:26114                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v97, v97
	v_med3_f32 v9, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v97, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:26115                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v98, v98
	v_med3_f32 v9, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v98, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:27392                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v99, v99
	v_med3_f32 v9, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v99, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:27393                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v100, v100
	v_med3_f32 v9, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v100, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:27394                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v101, v101
	v_med3_f32 v9, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v9, v9, v101, s[20:21]
	v_cvt_pk_fp8_f32 v9, v9, 0
	v_and_b32 v15, 0xff, v9
	ds_write_b8 v17, v15 offset:27395                   ; A operand of the product: stage
	v_mov_b32 v9, 0x3fb8aa3b                            ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8.kgen:18)
	v_mul_f32 v15, s7, v9
	v_mov_b32 v9, 0xbfb8aa3b
	v_mul_f32 v18, s7, v9
	v_mul_f32 v9, v13, v18                              ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8.kgen:18)
	v_fma_f32 v18, v56, v15, v9                         ; examples/attention_fp8.kgen:18
	v_exp_f32 v72, v18                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v18, v57, v15, v9                         ; examples/attention_fp8.kgen:18
	v_exp_f32 v73, v18                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v18, v58, v15, v9                         ; examples/attention_fp8.kgen:18
	v_exp_f32 v74, v18                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v18, v59, v15, v9                         ; examples/attention_fp8.kgen:18
	v_exp_f32 v75, v18                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v18, v60, v15, v9                         ; examples/attention_fp8.kgen:18
	v_exp_f32 v76, v18                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v18, v61, v15, v9                         ; examples/attention_fp8.kgen:18
	v_exp_f32 v77, v18                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v18, v62, v15, v9                         ; examples/attention_fp8.kgen:18
	v_exp_f32 v78, v18                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v18, v63, v15, v9                         ; examples/attention_fp8.kgen:18
	v_exp_f32 v79, v18                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v18, v64, v15, v9                         ; examples/attention_fp8.kgen:18
	v_exp_f32 v80, v18                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v18, v65, v15, v9                         ; examples/attention_fp8.kgen:18
	v_exp_f32 v81, v18                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v18, v66, v15, v9                         ; examples/attention_fp8.kgen:18
	v_exp_f32 v82, v18                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v18, v67, v15, v9                         ; examples/attention_fp8.kgen:18
	v_exp_f32 v83, v18                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v18, v68, v15, v9                         ; examples/attention_fp8.kgen:18
	v_exp_f32 v84, v18                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v18, v69, v15, v9                         ; examples/attention_fp8.kgen:18
	v_exp_f32 v85, v18                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v18, v70, v15, v9                         ; examples/attention_fp8.kgen:18
	v_exp_f32 v86, v18                                  ; examples/attention_fp8.kgen:18
	v_fma_f32 v18, v71, v15, v9                         ; examples/attention_fp8.kgen:18
	v_exp_f32 v9, v18                                   ; examples/attention_fp8.kgen:18
	v_cmp_u_f32 s[20:21], v72, v72                      ; round to e4m3
	v_med3_f32 v15, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v15, v15, v72, s[20:21]
	v_cvt_pk_fp8_f32 v15, v15, 0
	v_and_b32 v18, 0xff, v15
	v_cvt_f32_fp8 v15, v18
	v_cmp_u_f32 s[20:21], v73, v73                      ; round to e4m3
	v_med3_f32 v18, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v73, s[20:21]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v56, 0xff, v18
	v_cvt_f32_fp8 v18, v56
	v_cmp_u_f32 s[20:21], v74, v74                      ; round to e4m3
	v_med3_f32 v56, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v74, s[20:21]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	v_cvt_f32_fp8 v56, v57
	v_cmp_u_f32 s[20:21], v75, v75                      ; round to e4m3
	v_med3_f32 v57, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v75, s[20:21]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v58, 0xff, v57
	v_cvt_f32_fp8 v57, v58
	v_cmp_u_f32 s[20:21], v76, v76                      ; round to e4m3
	v_med3_f32 v58, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v76, s[20:21]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	v_cvt_f32_fp8 v58, v59
	v_cmp_u_f32 s[20:21], v77, v77                      ; round to e4m3
	v_med3_f32 v59, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v59, v59, v77, s[20:21]
	v_cvt_pk_fp8_f32 v59, v59, 0
	v_and_b32 v60, 0xff, v59
	v_cvt_f32_fp8 v59, v60
	v_cmp_u_f32 s[20:21], v78, v78                      ; round to e4m3
	v_med3_f32 v60, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v78, s[20:21]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v61, 0xff, v60
	v_cvt_f32_fp8 v60, v61
	v_cmp_u_f32 s[20:21], v79, v79                      ; round to e4m3
	v_med3_f32 v61, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v61, v61, v79, s[20:21]
	v_cvt_pk_fp8_f32 v61, v61, 0
	v_and_b32 v62, 0xff, v61
	v_cvt_f32_fp8 v61, v62
	v_cmp_u_f32 s[20:21], v80, v80                      ; round to e4m3
	v_med3_f32 v62, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v62, v62, v80, s[20:21]
	v_cvt_pk_fp8_f32 v62, v62, 0
	v_and_b32 v63, 0xff, v62
	v_cvt_f32_fp8 v62, v63
	v_cmp_u_f32 s[20:21], v81, v81                      ; round to e4m3
	v_med3_f32 v63, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v63, v63, v81, s[20:21]
	v_cvt_pk_fp8_f32 v63, v63, 0
	v_and_b32 v64, 0xff, v63
	v_cvt_f32_fp8 v63, v64
	v_cmp_u_f32 s[20:21], v82, v82                      ; round to e4m3
	v_med3_f32 v64, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v64, v64, v82, s[20:21]
	v_cvt_pk_fp8_f32 v64, v64, 0
	v_and_b32 v65, 0xff, v64
	v_cvt_f32_fp8 v64, v65
	v_cmp_u_f32 s[20:21], v83, v83                      ; round to e4m3
	v_med3_f32 v65, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v65, v65, v83, s[20:21]
	v_cvt_pk_fp8_f32 v65, v65, 0
	v_and_b32 v66, 0xff, v65
	v_cvt_f32_fp8 v65, v66
	v_cmp_u_f32 s[20:21], v84, v84                      ; round to e4m3
	v_med3_f32 v66, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v66, v66, v84, s[20:21]
	v_cvt_pk_fp8_f32 v66, v66, 0
	v_and_b32 v67, 0xff, v66
	v_cvt_f32_fp8 v66, v67
	v_cmp_u_f32 s[20:21], v85, v85                      ; round to e4m3
	v_med3_f32 v67, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v67, v67, v85, s[20:21]
	v_cvt_pk_fp8_f32 v67, v67, 0
	v_and_b32 v68, 0xff, v67
	v_cvt_f32_fp8 v67, v68
	v_cmp_u_f32 s[20:21], v86, v86                      ; round to e4m3
	v_med3_f32 v68, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v86, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	v_cvt_f32_fp8 v68, v69
	v_cmp_u_f32 s[20:21], v9, v9                        ; round to e4m3
	v_med3_f32 v69, v9, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v9, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v70, 0xff, v69
	v_cvt_f32_fp8 v69, v70
	v_cndmask_b32 v70, 0, v15, s[34:35]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v70, v70
	v_med3_f32 v15, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v15, v15, v70, s[20:21]
	v_cvt_pk_fp8_f32 v15, v15, 0
	v_and_b32 v70, 0xff, v15
	ds_write_b8 v4, v70 offset:48640                    ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v18, s[36:37]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v15, v15
	v_med3_f32 v18, v15, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v15, s[20:21]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v15, 0xff, v18
	ds_write_b8 v4, v15 offset:48641                    ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v56, s[38:39]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v15, v15
	v_med3_f32 v18, v15, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v15, s[20:21]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v15, 0xff, v18
	ds_write_b8 v4, v15 offset:48642                    ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v57, s[40:41]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v15, v15
	v_med3_f32 v18, v15, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v15, s[20:21]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v15, 0xff, v18
	ds_write_b8 v4, v15 offset:48643                    ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v58, s[42:43]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v15, v15
	v_med3_f32 v18, v15, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v15, s[20:21]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v15, 0xff, v18
	ds_write_b8 v4, v15 offset:48648                    ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v59, s[44:45]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v15, v15
	v_med3_f32 v18, v15, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v15, s[20:21]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v15, 0xff, v18
	ds_write_b8 v4, v15 offset:48649                    ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v60, s[46:47]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v15, v15
	v_med3_f32 v18, v15, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v15, s[20:21]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v15, 0xff, v18
	ds_write_b8 v4, v15 offset:48650                    ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v61, s[48:49]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v15, v15
	v_med3_f32 v18, v15, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v15, s[20:21]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v15, 0xff, v18
	ds_write_b8 v4, v15 offset:48651                    ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v62, s[50:51]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v15, v15
	v_med3_f32 v18, v15, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v15, s[20:21]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v15, 0xff, v18
	ds_write_b8 v4, v15 offset:48656                    ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v63, s[52:53]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v15, v15
	v_med3_f32 v18, v15, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v15, s[20:21]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v15, 0xff, v18
	ds_write_b8 v4, v15 offset:48657                    ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v64, s[54:55]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v15, v15
	v_med3_f32 v18, v15, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v15, s[20:21]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v15, 0xff, v18
	ds_write_b8 v4, v15 offset:48658                    ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v65, s[56:57]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v15, v15
	v_med3_f32 v18, v15, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v15, s[20:21]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v15, 0xff, v18
	ds_write_b8 v4, v15 offset:48659                    ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v66, s[58:59]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v15, v15
	v_med3_f32 v18, v15, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v15, s[20:21]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v15, 0xff, v18
	ds_write_b8 v4, v15 offset:48664                    ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v67, s[60:61]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v15, v15
	v_med3_f32 v18, v15, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v15, s[20:21]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v15, 0xff, v18
	ds_write_b8 v4, v15 offset:48665                    ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v68, s[62:63]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v15, v15
	v_med3_f32 v18, v15, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v15, s[20:21]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v15, 0xff, v18
	ds_write_b8 v4, v15 offset:48666                    ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v69, s[64:65]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v15, v15
	v_med3_f32 v18, v15, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v15, s[20:21]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v15, 0xff, v18
	ds_write_b8 v4, v15 offset:48667                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[56:59], v14 offset:48640             ; B fragment 0 of k-step 0
	ds_read_b128 v[60:63], v14 offset:48672             ; B fragment 0 of k-step 0
	ds_read_b128 v[64:67], v2 offset:18432              ; A fragment 0 of k-step 0
	ds_read_b128 v[68:71], v2 offset:18464              ; A fragment 0 of k-step 0
	ds_read_b128 v[88:91], v2 offset:20992              ; A fragment 1 of k-step 0
	ds_read_b128 v[92:95], v2 offset:21024              ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(2)
	v_mfma_f32_32x32x64_f8f6f4 v[24:39], v[64:71], v[56:63], v[24:39] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x64_f8f6f4 v[40:55], v[88:95], v[56:63], v[40:55] ; examples/attention_fp8.kgen:21: mfma 32x32x64
	v_mul_f32 v15, v5, v10                              ; examples/attention_fp8.kgen:20
	v_cndmask_b32 v10, 0, v72, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v18, 0, v73, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v56, 0, v74, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v75, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v76, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v77, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v78, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v79, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v80, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v81, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v82, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v83, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v66, 0, v84, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v67, 0, v85, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v68, 0, v86, s[62:63]                 ; absent elements contribute the identity
	v_cndmask_b32 v69, 0, v9, s[64:65]                  ; absent elements contribute the identity
	v_add_f32 v9, v10, v18                              ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v9, v56                              ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v9, v10, v57                              ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v9, v58                              ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v9, v10, v59                              ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v9, v60                              ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v9, v10, v61                              ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v9, v62                              ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v9, v10, v63                              ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v9, v64                              ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v9, v10, v65                              ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v9, v66                              ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v9, v10, v67                              ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v10, v9, v68                              ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_add_f32 v9, v10, v69                              ; sum over 'tt' (examples/attention_fp8.kgen:20)
	v_and_b32 v10, 63, v0                               ; sum over 'tt' (examples/attention_fp8.kgen:20): lanes 32 apart
	v_xor_b32 v10, 32, v10
	v_lshlrev_b32 v10, 2, v10
	ds_bpermute_b32 v18, v10, v9
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v9, v18
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_269
	ds_write_b32 v11, v10 offset:57856                  ; sum over 'tt' (examples/attention_fp8.kgen:20): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v9, v8 offset:57856                     ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 0
	ds_read_b32 v10, v8 offset:58112                    ; sum over 'tt' (examples/attention_fp8.kgen:20): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v18, v9, v10
	v_add_f32 v9, v15, v18                              ; examples/attention_fp8.kgen:20
	v_mov_b32 v5, v9                                    ; next 'l'
	v_mov_b32 v3, v13                                   ; next 'mx'
	s_add_u32 s14, s14, 64
	s_cmp_lt_u32 s14, s18
	s_cbranch_scc1 .Lattention_fp8_loop5
.Lattention_fp8_loop5_end:
	v_div_scale_f32 v2, s[6:7], v5, v5, s16             ; examples/attention_fp8.kgen:24
	v_rcp_f32 v3, v2
	v_div_scale_f32 v4, vcc, s16, v5, s16
	v_fma_f32 v6, -v2, v3, 1.0
	v_fma_f32 v3, v6, v3, v3
	v_mul_f32 v7, v4, v3
	v_fma_f32 v6, -v2, v7, v4
	v_fma_f32 v7, v6, v3, v7
	v_fma_f32 v6, -v2, v7, v4
	v_div_fmas_f32 v6, v6, v3, v7
	v_div_fixup_f32 v2, v6, v5, s16
	v_mul_f32 v3, v24, v2                               ; examples/attention_fp8.kgen:24
	v_mul_f32 v4, v25, v2                               ; examples/attention_fp8.kgen:24
	v_mul_f32 v5, v26, v2                               ; examples/attention_fp8.kgen:24
	v_mul_f32 v6, v27, v2                               ; examples/attention_fp8.kgen:24
	v_mul_f32 v7, v28, v2                               ; examples/attention_fp8.kgen:24
	v_mul_f32 v8, v29, v2                               ; examples/attention_fp8.kgen:24
	v_mul_f32 v9, v30, v2                               ; examples/attention_fp8.kgen:24
	v_mul_f32 v10, v31, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v11, v32, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v12, v33, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v13, v34, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v14, v35, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v15, v36, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v16, v37, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v17, v38, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v18, v39, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v19, v40, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v20, v41, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v21, v42, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v22, v43, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v23, v44, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v24, v45, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v25, v46, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v26, v47, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v27, v48, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v28, v49, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v29, v50, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v30, v51, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v31, v52, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v32, v53, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v33, v54, v2                              ; examples/attention_fp8.kgen:24
	v_mul_f32 v34, v55, v2                              ; examples/attention_fp8.kgen:24
	v_bfe_u32 v2, v3, 16, 1
	v_add3_u32 v35, v3, v2, s5
	v_cmp_u_f32 s[6:7], v3, v3
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v35, v35, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v35
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9]                   ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v4, 16, 1
	v_add3_u32 v3, v4, v2, s5
	v_cmp_u_f32 s[6:7], v4, v4
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:2          ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v5, 16, 1
	v_add3_u32 v3, v5, v2, s5
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:4          ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v6, 16, 1
	v_add3_u32 v3, v6, v2, s5
	v_cmp_u_f32 s[6:7], v6, v6
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:6          ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v7, 16, 1
	v_add3_u32 v3, v7, v2, s5
	v_cmp_u_f32 s[6:7], v7, v7
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:16         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v8, 16, 1
	v_add3_u32 v3, v8, v2, s5
	v_cmp_u_f32 s[6:7], v8, v8
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:18         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v9, 16, 1
	v_add3_u32 v3, v9, v2, s5
	v_cmp_u_f32 s[6:7], v9, v9
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:20         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v10, 16, 1
	v_add3_u32 v3, v10, v2, s5
	v_cmp_u_f32 s[6:7], v10, v10
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:22         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v11, 16, 1
	v_add3_u32 v3, v11, v2, s5
	v_cmp_u_f32 s[6:7], v11, v11
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:32         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v12, 16, 1
	v_add3_u32 v3, v12, v2, s5
	v_cmp_u_f32 s[6:7], v12, v12
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:34         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v13, 16, 1
	v_add3_u32 v3, v13, v2, s5
	v_cmp_u_f32 s[6:7], v13, v13
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:36         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v14, 16, 1
	v_add3_u32 v3, v14, v2, s5
	v_cmp_u_f32 s[6:7], v14, v14
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:38         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v15, 16, 1
	v_add3_u32 v3, v15, v2, s5
	v_cmp_u_f32 s[6:7], v15, v15
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:48         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v16, 16, 1
	v_add3_u32 v3, v16, v2, s5
	v_cmp_u_f32 s[6:7], v16, v16
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:50         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v17, 16, 1
	v_add3_u32 v3, v17, v2, s5
	v_cmp_u_f32 s[6:7], v17, v17
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:52         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v18, 16, 1
	v_add3_u32 v3, v18, v2, s5
	v_cmp_u_f32 s[6:7], v18, v18
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:54         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v19, 16, 1
	v_add3_u32 v3, v19, v2, s5
	v_cmp_u_f32 s[6:7], v19, v19
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:64         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v20, 16, 1
	v_add3_u32 v3, v20, v2, s5
	v_cmp_u_f32 s[6:7], v20, v20
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:66         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v21, 16, 1
	v_add3_u32 v3, v21, v2, s5
	v_cmp_u_f32 s[6:7], v21, v21
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:68         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v22, 16, 1
	v_add3_u32 v3, v22, v2, s5
	v_cmp_u_f32 s[6:7], v22, v22
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:70         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v23, 16, 1
	v_add3_u32 v3, v23, v2, s5
	v_cmp_u_f32 s[6:7], v23, v23
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:80         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v24, 16, 1
	v_add3_u32 v3, v24, v2, s5
	v_cmp_u_f32 s[6:7], v24, v24
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:82         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v25, 16, 1
	v_add3_u32 v3, v25, v2, s5
	v_cmp_u_f32 s[6:7], v25, v25
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:84         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v26, 16, 1
	v_add3_u32 v3, v26, v2, s5
	v_cmp_u_f32 s[6:7], v26, v26
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:86         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v27, 16, 1
	v_add3_u32 v3, v27, v2, s5
	v_cmp_u_f32 s[6:7], v27, v27
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:96         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v28, 16, 1
	v_add3_u32 v3, v28, v2, s5
	v_cmp_u_f32 s[6:7], v28, v28
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:98         ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v29, 16, 1
	v_add3_u32 v3, v29, v2, s5
	v_cmp_u_f32 s[6:7], v29, v29
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:100        ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v30, 16, 1
	v_add3_u32 v3, v30, v2, s5
	v_cmp_u_f32 s[6:7], v30, v30
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:102        ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v31, 16, 1
	v_add3_u32 v3, v31, v2, s5
	v_cmp_u_f32 s[6:7], v31, v31
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:112        ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v32, 16, 1
	v_add3_u32 v3, v32, v2, s5
	v_cmp_u_f32 s[6:7], v32, v32
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:114        ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v33, 16, 1
	v_add3_u32 v3, v33, v2, s5
	v_cmp_u_f32 s[6:7], v33, v33
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:116        ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v34, 16, 1
	v_add3_u32 v3, v34, v2, s5
	v_cmp_u_f32 s[4:5], v34, v34
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[4:5]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[4:5], s[12:13]                 ; lanes where %vpred_1663
	global_store_short v1, v2, s[8:9] offset:118        ; examples/attention_fp8.kgen:24: store to 'o'
	s_mov_b64 exec, s[4:5]
.Lattention_fp8_if0_end:
	s_endpgm
.Lfunc_end_attention_fp8:
	.size	attention_fp8, .Lfunc_end_attention_fp8-attention_fp8

	.rodata
	.p2align	6
	.amdhsa_kernel attention_fp8
		.amdhsa_group_segment_fixed_size 91648
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 172
		.amdhsa_next_free_sgpr 72
		.amdhsa_accum_offset 172
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
  - .name:           attention_fp8
    .symbol:         attention_fp8.kd
    .args:
      - .name:           q
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           k
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           vt
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           o
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           scale
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           descale
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           BH
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           S
        .offset:         44
        .size:           4
        .value_kind:     by_value
      - .name:           T
        .offset:         48
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 91648
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .vgpr_count:     172
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
