; kgen AMDGCN module for gfx942: 1 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5

; kernel attention_fp8_fnuz: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel attention_fp8_fnuz from examples/attention_fp8_fnuz.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 4 x 64-wide waves
;   grid: s, bh
;   chunk: bh: 1, s: 64, tt: 64, d: 128; walked in chunks: none
;   layout: bh:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;     (the first product's accumulator; at most 8 elements per vector access)
;   tile products on mfma 32x32x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (20 shuffle and conversion instructions per thread)
;   product 11:13 tt x s contracting d (as the transposed product): 2 x 2 warps, each mfma 32x32x16 tiles
;   product 16:29 d x s contracting tt (as the transposed product): 2 x 2 warps, each mfma 32x32x16 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [bh, s, d]: bh:1 x s:64 x d:128: reg[d1 d2 d8 d16 d32] lane[s1 s2 s4 s8 s16 d4] warp[d64 s32]
;     L1 [bh, s]: bh:1 x s:64: reg[0 0 0 0] lane[s1 s2 s4 s8 s16 0] warp[0 s32]
;     L2 [bh, tt, d]: bh:1 x tt:64 x d:128: reg[d1 d2 d4 tt16 tt32] lane[d8 d16 d32 d64 tt1 tt2] warp[tt4 tt8]
;     L3 [bh, s, tt]: bh:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;       9:11 add -> L0; 8:9 add -> L1; 7:10 add -> L1; 9:11 carried -> L0; 7:10 carried -> L1; 11:13 load q -> L0
;       11:27 load k -> L2; 11:13 matmul -> L3; 12:22 reduce max -> L1; 12:14 max -> L1; 14:22 sub -> L1; 14:21 mul -> L1
;       14:17 exp -> L1; 16:15 mul -> L0; 13:18 sub -> L3; 13:17 mul -> L3; 13:13 exp -> L3; 16:29 cast -> L3
;       16:43 load vt -> L2; 16:29 matmul -> L0; 16:15 add -> L0; 8:9 carried -> L1; 15:13 mul -> L1; 15:25 reduce sum -> L1
;       15:13 add -> L1; 10:5 loop_result -> L0; 10:5 loop_result -> L1; 19:31 div -> L1; 19:24 mul -> L0; 19:19 cast -> L0
;   split reduction over 't': not taken, the rescaled values round exp terms to an 8-bit float, which parts would round against their own maxima (2^-3 steps from the loop as written)
; resources: 105 VGPRs, 0 AGPRs, 72 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 62976 bytes LDS, 52 bytes of arguments, 256 threads
;   arg q: tensor e4m3fnuz at 0 (read-only)
;   arg k: tensor e4m3fnuz at 8 (read-only)
;   arg vt: tensor e4m3fnuz at 16 (read-only)
;   arg o: tensor bf16 at 24
;   arg scale: scalar f32 at 32
;   arg descale: scalar f32 at 36
;   arg BH: dim i32 at 40
;   arg S: dim i32 at 44
;   arg T: dim i32 at 48
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	attention_fp8_fnuz
	.p2align	8
	.type	attention_fp8_fnuz,@function
attention_fp8_fnuz:
	s_mov_b32 s4, 0x43700000                            ; the e4m3fnuz saturation bound for the whole kernel
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
	s_cmp_ge_u32 s21, 64                                ; a whole chunk of 's' (64) is in bounds
	s_cselect_b32 s22, 1, 0
	s_mul_i32 s23, 0x80, s17                            ; a stride of 'q'
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
	s_mul_i32 s24, s19, s23
	s_mul_hi_u32 s25, s19, s23
	s_add_u32 s26, s8, s24                              ; 'q' at this program
	s_addc_u32 s27, s9, s25
	s_mul_i32 s8, s20, 0x80
	s_mul_hi_u32 s9, s20, 0x80
	s_add_u32 s28, s26, s8                              ; 'q' at this program
	s_addc_u32 s29, s27, s9
	v_mov_b32 v5, 0x90
	v_mul_lo_u32 v11, v5, v3
	v_add_u32 v5, v11, v9
	s_mul_i32 s17, 0x80, s18                            ; a stride of 'k'
	v_lshrrev_b32 v9, 4, v1
	v_mov_b32 v12, 0x80
	v_mul_lo_u32 v13, v12, v9
	v_and_b32 v12, 15, v1
	v_lshlrev_b32 v14, 3, v12
	v_add_u32 v15, v13, v14
	s_mul_i32 s26, s19, s17
	s_mul_hi_u32 s27, s19, s17
	s_add_u32 s30, s10, s26                             ; 'k' at this program
	s_addc_u32 s31, s11, s27
	v_mov_b32 v13, 0x90
	v_mul_lo_u32 v16, v13, v9
	v_add_u32 v13, v16, v14
	v_lshlrev_b32 v16, 5, v8
	v_or_b32 v17, v2, v16                               ; thread's 'r' coordinate
	v_lshlrev_b32 v18, 4, v6
	v_mov_b32 v6, 0x90
	v_mul_lo_u32 v19, v6, v17
	v_add_u32 v6, v19, v18
	v_add_u32 v17, v11, v18
	v_mul_lo_u32 v11, 64, v8
	v_add_u32 v8, v11, v3
	v_lshlrev_b32 v11, 2, v8
	v_lshlrev_b32 v8, 2, v3
	v_and_b32 v19, 32, v1
	v_cmp_eq_u32 s[10:11], v19, 0                       ; one lane per warp group and element publishes
	s_mul_i32 s17, s18, 0x80                            ; a stride of 'vt'
	v_mul_lo_u32 v1, s18, v14
	v_add_u32 v19, v1, v9
	s_mul_i32 s26, s19, s17
	s_mul_hi_u32 s27, s19, s17
	s_add_u32 s32, s12, s26                             ; 'vt' at this program
	s_addc_u32 s33, s13, s27
	v_mov_b32 v1, 0x41
	v_mul_lo_u32 v20, v1, v14
	v_add_u32 v1, v9, v20
	v_lshlrev_b32 v14, 2, v1
	v_lshlrev_b32 v1, 2, v12
	v_mov_b32 v12, 0x41
	v_mul_lo_u32 v20, v12, v9
	v_add_u32 v12, v1, v20
	v_lshlrev_b32 v20, 2, v12
	v_mov_b32 v12, 0x50
	v_mul_lo_u32 v21, v12, v9
	v_add_u32 v12, v21, v1
	v_or_b32 v1, v2, v7                                 ; thread's 'r' coordinate
	v_mov_b32 v2, 0x50
	v_mul_lo_u32 v7, v2, v1
	v_add_u32 v1, v7, v18
	v_or_b32 v2, v4, v16                                ; thread's 'tt' coordinate
	v_mov_b32 v4, 0x50
	v_mul_lo_u32 v7, v4, v3
	v_add_u32 v4, v7, v2
	v_add_u32 v16, v7, v18
	v_lshlrev_b32 v7, 1, v10                            ; thread's byte offset in a chunk of 'o'
	s_lshl_b64 s[12:13], s[24:25], 1
	s_add_u32 s24, s14, s12                             ; 'o' at this program
	s_addc_u32 s25, s15, s13
	s_lshl_b64 s[12:13], s[8:9], 1
	s_add_u32 s8, s24, s12                              ; 'o' at this program
	s_addc_u32 s9, s25, s13
	s_cmp_eq_u32 s22, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_fp8_fnuz_if0_else
	global_load_ubyte v18, v10, s[28:29]                ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v21, v18
	global_load_ubyte v18, v10, s[28:29] offset:1       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v22, v18
	global_load_ubyte v18, v10, s[28:29] offset:2       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v23, v18
	global_load_ubyte v18, v10, s[28:29] offset:3       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v24, v18
	global_load_ubyte v18, v10, s[28:29] offset:8       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v25, v18
	global_load_ubyte v18, v10, s[28:29] offset:9       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v26, v18
	global_load_ubyte v18, v10, s[28:29] offset:10      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v27, v18
	global_load_ubyte v18, v10, s[28:29] offset:11      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v28, v18
	global_load_ubyte v18, v10, s[28:29] offset:16      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v29, v18
	global_load_ubyte v18, v10, s[28:29] offset:17      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v30, v18
	global_load_ubyte v18, v10, s[28:29] offset:18      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v31, v18
	global_load_ubyte v18, v10, s[28:29] offset:19      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v32, v18
	global_load_ubyte v18, v10, s[28:29] offset:24      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v33, v18
	global_load_ubyte v18, v10, s[28:29] offset:25      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v34, v18
	global_load_ubyte v18, v10, s[28:29] offset:26      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v35, v18
	global_load_ubyte v18, v10, s[28:29] offset:27      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v36, v18
	global_load_ubyte v18, v10, s[28:29] offset:32      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v37, v18
	global_load_ubyte v18, v10, s[28:29] offset:33      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v38, v18
	global_load_ubyte v18, v10, s[28:29] offset:34      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v39, v18
	global_load_ubyte v18, v10, s[28:29] offset:35      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v40, v18
	global_load_ubyte v18, v10, s[28:29] offset:40      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v41, v18
	global_load_ubyte v18, v10, s[28:29] offset:41      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v42, v18
	global_load_ubyte v18, v10, s[28:29] offset:42      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v43, v18
	global_load_ubyte v18, v10, s[28:29] offset:43      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v44, v18
	global_load_ubyte v18, v10, s[28:29] offset:48      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v45, v18
	global_load_ubyte v18, v10, s[28:29] offset:49      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v46, v18
	global_load_ubyte v18, v10, s[28:29] offset:50      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v47, v18
	global_load_ubyte v18, v10, s[28:29] offset:51      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v48, v18
	global_load_ubyte v18, v10, s[28:29] offset:56      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v49, v18
	global_load_ubyte v18, v10, s[28:29] offset:57      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v50, v18
	global_load_ubyte v18, v10, s[28:29] offset:58      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v51, v18
	global_load_ubyte v18, v10, s[28:29] offset:59      ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v52, v18
	v_cmp_u_f32 s[12:13], v21, v21
	v_med3_f32 v18, v21, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v21, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21                                 ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v22, v22
	v_med3_f32 v18, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v22, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:1                        ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v23, v23
	v_med3_f32 v18, v23, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v23, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:2                        ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v24, v24
	v_med3_f32 v18, v24, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v24, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:3                        ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v25, v25
	v_med3_f32 v18, v25, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v25, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:8                        ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v26, v26
	v_med3_f32 v18, v26, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v26, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:9                        ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v27, v27
	v_med3_f32 v18, v27, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v27, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:10                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v28, v28
	v_med3_f32 v18, v28, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v28, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:11                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v29, v29
	v_med3_f32 v18, v29, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v29, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:16                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v30, v30
	v_med3_f32 v18, v30, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v30, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:17                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v31, v31
	v_med3_f32 v18, v31, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v31, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:18                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v32, v32
	v_med3_f32 v18, v32, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v32, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:19                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v33, v33
	v_med3_f32 v18, v33, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v33, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:24                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v34, v34
	v_med3_f32 v18, v34, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v34, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:25                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v35, v35
	v_med3_f32 v18, v35, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v35, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:26                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v36, v36
	v_med3_f32 v18, v36, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v36, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:27                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v37, v37
	v_med3_f32 v18, v37, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v37, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:32                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v38, v38
	v_med3_f32 v18, v38, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v38, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:33                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v39, v39
	v_med3_f32 v18, v39, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v39, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:34                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v40, v40
	v_med3_f32 v18, v40, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v40, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:35                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v41, v41
	v_med3_f32 v18, v41, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v41, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:40                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v42, v42
	v_med3_f32 v18, v42, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v42, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:41                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v43, v43
	v_med3_f32 v18, v43, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v43, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:42                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v44, v44
	v_med3_f32 v18, v44, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v44, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:43                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v45, v45
	v_med3_f32 v18, v45, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v45, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:48                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v46, v46
	v_med3_f32 v18, v46, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v46, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:49                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v47, v47
	v_med3_f32 v18, v47, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v47, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:50                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v48, v48
	v_med3_f32 v18, v48, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v48, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:51                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v49, v49
	v_med3_f32 v18, v49, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v49, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:56                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v50, v50
	v_med3_f32 v18, v50, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v50, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:57                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v51, v51
	v_med3_f32 v18, v51, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v51, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:58                       ; B operand of the product: stage
	v_cmp_u_f32 s[12:13], v52, v52
	v_med3_f32 v18, v52, -s4, s4
	s_nop 0
	v_cndmask_b32 v18, v18, v52, s[12:13]
	v_cvt_pk_fp8_f32 v18, v18, 0
	v_and_b32 v21, 0xff, v18
	ds_write_b8 v5, v21 offset:59                       ; B operand of the product: stage
	v_add_f32 v18, 0, 0                                 ; examples/attention_fp8_fnuz.kgen:9
	v_mov_b32 v22, v18                                  ; loop-carried 'acc'
	v_mov_b32 v23, v18                                  ; loop-carried 'acc'
	v_mov_b32 v24, v18                                  ; loop-carried 'acc'
	v_mov_b32 v25, v18                                  ; loop-carried 'acc'
	v_mov_b32 v26, v18                                  ; loop-carried 'acc'
	v_mov_b32 v27, v18                                  ; loop-carried 'acc'
	v_mov_b32 v28, v18                                  ; loop-carried 'acc'
	v_mov_b32 v29, v18                                  ; loop-carried 'acc'
	v_mov_b32 v30, v18                                  ; loop-carried 'acc'
	v_mov_b32 v31, v18                                  ; loop-carried 'acc'
	v_mov_b32 v32, v18                                  ; loop-carried 'acc'
	v_mov_b32 v33, v18                                  ; loop-carried 'acc'
	v_mov_b32 v34, v18                                  ; loop-carried 'acc'
	v_mov_b32 v35, v18                                  ; loop-carried 'acc'
	v_mov_b32 v36, v18                                  ; loop-carried 'acc'
	v_mov_b32 v37, v18                                  ; loop-carried 'acc'
	v_mov_b32 v38, v18                                  ; loop-carried 'acc'
	v_mov_b32 v39, v18                                  ; loop-carried 'acc'
	v_mov_b32 v40, v18                                  ; loop-carried 'acc'
	v_mov_b32 v41, v18                                  ; loop-carried 'acc'
	v_mov_b32 v42, v18                                  ; loop-carried 'acc'
	v_mov_b32 v43, v18                                  ; loop-carried 'acc'
	v_mov_b32 v44, v18                                  ; loop-carried 'acc'
	v_mov_b32 v45, v18                                  ; loop-carried 'acc'
	v_mov_b32 v46, v18                                  ; loop-carried 'acc'
	v_mov_b32 v47, v18                                  ; loop-carried 'acc'
	v_mov_b32 v48, v18                                  ; loop-carried 'acc'
	v_mov_b32 v49, v18                                  ; loop-carried 'acc'
	v_mov_b32 v50, v18                                  ; loop-carried 'acc'
	v_mov_b32 v51, v18                                  ; loop-carried 'acc'
	v_mov_b32 v52, v18                                  ; loop-carried 'acc'
	v_mov_b32 v53, v18                                  ; loop-carried 'acc'
	v_mov_b32 v21, v18                                  ; loop-carried 'l'
	v_mov_b32 v18, 0xff800000                           ; examples/attention_fp8_fnuz.kgen:7
	v_add_f32 v54, v18, 0
	v_mov_b32 v18, v54                                  ; loop-carried 'mx'
	s_cmp_ge_u32 s18, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s12, 1, 0
	s_sub_u32 s13, s18, 63
	s_cmp_lg_u32 s12, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s12, s13, 0
	s_mov_b32 s13, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s13, s12
	s_cbranch_scc1 .Lattention_fp8_fnuz_loop0_end
.Lattention_fp8_fnuz_loop0:
	s_mul_i32 s14, s13, 0x80
	s_mul_hi_u32 s15, s13, 0x80
	s_add_u32 s24, s30, s14                             ; 'k' at this chunk
	s_addc_u32 s25, s31, s15
	global_load_dwordx2 v[54:55], v15, s[24:25]         ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v56, 8, v54
	v_lshrrev_b32 v57, 16, v54
	v_lshrrev_b32 v58, 24, v54
	v_cvt_f32_fp8 v59, v54
	v_cvt_f32_fp8 v60, v56
	v_cvt_f32_fp8 v56, v57
	v_cvt_f32_fp8 v57, v58
	v_lshrrev_b32 v58, 8, v55
	v_lshrrev_b32 v61, 16, v55
	v_lshrrev_b32 v62, 24, v55
	v_cvt_f32_fp8 v63, v55
	v_cvt_f32_fp8 v54, v58
	v_cvt_f32_fp8 v55, v61
	v_cvt_f32_fp8 v58, v62
	global_load_dwordx2 v[64:65], v15, s[24:25] offset:2048 ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v61, 8, v64
	v_lshrrev_b32 v62, 16, v64
	v_lshrrev_b32 v66, 24, v64
	v_cvt_f32_fp8 v67, v64
	v_cvt_f32_fp8 v68, v61
	v_cvt_f32_fp8 v61, v62
	v_cvt_f32_fp8 v62, v66
	v_lshrrev_b32 v66, 8, v65
	v_lshrrev_b32 v69, 16, v65
	v_lshrrev_b32 v70, 24, v65
	v_cvt_f32_fp8 v71, v65
	v_cvt_f32_fp8 v64, v66
	v_cvt_f32_fp8 v65, v69
	v_cvt_f32_fp8 v66, v70
	v_add_u32 v69, 0x1000, v15                          ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	global_load_dwordx2 v[72:73], v69, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v69, 8, v72
	v_lshrrev_b32 v70, 16, v72
	v_lshrrev_b32 v74, 24, v72
	v_cvt_f32_fp8 v75, v72
	v_cvt_f32_fp8 v76, v69
	v_cvt_f32_fp8 v69, v70
	v_cvt_f32_fp8 v70, v74
	v_lshrrev_b32 v74, 8, v73
	v_lshrrev_b32 v77, 16, v73
	v_lshrrev_b32 v78, 24, v73
	v_cvt_f32_fp8 v79, v73
	v_cvt_f32_fp8 v72, v74
	v_cvt_f32_fp8 v73, v77
	v_cvt_f32_fp8 v74, v78
	v_add_u32 v77, 0x1800, v15                          ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	global_load_dwordx2 v[80:81], v77, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v77, 8, v80
	v_lshrrev_b32 v78, 16, v80
	v_lshrrev_b32 v82, 24, v80
	v_cvt_f32_fp8 v83, v80
	v_cvt_f32_fp8 v84, v77
	v_cvt_f32_fp8 v77, v78
	v_cvt_f32_fp8 v78, v82
	v_lshrrev_b32 v82, 8, v81
	v_lshrrev_b32 v85, 16, v81
	v_lshrrev_b32 v86, 24, v81
	v_cvt_f32_fp8 v87, v81
	v_cvt_f32_fp8 v80, v82
	v_cvt_f32_fp8 v81, v85
	v_cvt_f32_fp8 v82, v86
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v85, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v85, v85, v59, s[14:15]
	v_cvt_pk_fp8_f32 v85, v85, 0
	v_and_b32 v59, 0xff, v85
	ds_write_b8 v13, v59 offset:9216                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v60, v60
	v_med3_f32 v59, v60, -s4, s4
	s_nop 0
	v_cndmask_b32 v59, v59, v60, s[14:15]
	v_cvt_pk_fp8_f32 v59, v59, 0
	v_and_b32 v60, 0xff, v59
	ds_write_b8 v13, v60 offset:9217                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v59, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v59, v59, v56, s[14:15]
	v_cvt_pk_fp8_f32 v59, v59, 0
	v_and_b32 v56, 0xff, v59
	ds_write_b8 v13, v56 offset:9218                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v57, v57
	v_med3_f32 v56, v57, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v57, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v13, v57 offset:9219                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v63, v63
	v_med3_f32 v56, v63, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v63, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v13, v57 offset:9220                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v54, v54
	v_med3_f32 v56, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v54, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v54, 0xff, v56
	ds_write_b8 v13, v54 offset:9221                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v55, v55
	v_med3_f32 v54, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v55, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:9222                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v58, v58
	v_med3_f32 v54, v58, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v58, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:9223                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v67, v67
	v_med3_f32 v54, v67, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v67, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:11520                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v68, v68
	v_med3_f32 v54, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v68, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:11521                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v61, v61
	v_med3_f32 v54, v61, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v61, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:11522                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v62, v62
	v_med3_f32 v54, v62, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v62, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:11523                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v71, v71
	v_med3_f32 v54, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v71, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:11524                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v64, v64
	v_med3_f32 v54, v64, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v64, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:11525                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v65, v65
	v_med3_f32 v54, v65, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v65, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:11526                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v66, v66
	v_med3_f32 v54, v66, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v66, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:11527                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v75, v75
	v_med3_f32 v54, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v75, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:13824                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v76, v76
	v_med3_f32 v54, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v76, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:13825                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v69, v69
	v_med3_f32 v54, v69, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v69, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:13826                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v54, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v70, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:13827                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v79, v79
	v_med3_f32 v54, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v79, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:13828                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v72, v72
	v_med3_f32 v54, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v72, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:13829                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v73, v73
	v_med3_f32 v54, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v73, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:13830                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v74, v74
	v_med3_f32 v54, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v74, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:13831                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v83, v83
	v_med3_f32 v54, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v83, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:16128                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v84, v84
	v_med3_f32 v54, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v84, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:16129                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v77, v77
	v_med3_f32 v54, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v77, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:16130                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v78, v78
	v_med3_f32 v54, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v78, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:16131                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v87, v87
	v_med3_f32 v54, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v87, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:16132                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v80, v80
	v_med3_f32 v54, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v80, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:16133                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v81, v81
	v_med3_f32 v54, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v81, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:16134                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v82, v82
	v_med3_f32 v54, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v82, s[14:15]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:16135                   ; A operand of the product: stage
	v_mov_b32 v54, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v68, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[70:73], v17                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[74:77], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[70:73], v17 offset:32                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[74:77], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[70:73], v17 offset:64                ; B fragment 0, k-steps 4..5
	ds_read_b128 v[74:77], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[70:73], v17 offset:96                ; B fragment 0, k-steps 6..7
	ds_read_b128 v[74:77], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	s_nop 7
	s_nop 2
	v_max_f32 v70, v54, v55                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v54, v55
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[14:15]
	v_max_f32 v70, v72, v56                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v72, v56
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[14:15]
	v_max_f32 v70, v72, v57                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v72, v57
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[14:15]
	v_max_f32 v70, v72, v58                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v72, v58
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[14:15]
	v_max_f32 v70, v72, v59                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v72, v59
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[14:15]
	v_max_f32 v70, v72, v60                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v72, v60
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[14:15]
	v_max_f32 v70, v72, v61                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v72, v61
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[14:15]
	v_max_f32 v70, v72, v62                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v72, v62
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[14:15]
	v_max_f32 v70, v72, v63                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v72, v63
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[14:15]
	v_max_f32 v70, v72, v64                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v72, v64
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[14:15]
	v_max_f32 v70, v72, v65                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v72, v65
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[14:15]
	v_max_f32 v70, v72, v66                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v72, v66
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[14:15]
	v_max_f32 v70, v72, v67                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v72, v67
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[14:15]
	v_max_f32 v70, v72, v68                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v72, v68
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[14:15]
	v_max_f32 v70, v72, v69                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v72, v69
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[14:15]
	v_and_b32 v70, 63, v0                               ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): lanes 32 apart
	v_xor_b32 v70, 32, v70
	v_lshlrev_b32 v70, 2, v70
	ds_bpermute_b32 v71, v70, v72
	s_waitcnt lgkmcnt(0)
	v_max_f32 v70, v72, v71
	v_cmp_u_f32 s[14:15], v72, v71
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[14:15]
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_359
	ds_write_b32 v11, v72 offset:19456                  ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v70, v8 offset:19456                    ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 0
	ds_read_b32 v71, v8 offset:19712                    ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v72, v70, v71
	v_cmp_u_f32 s[14:15], v70, v71
	v_mov_b32 v70, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v71, v72, v70, s[14:15]
	v_max_f32 v70, v18, v71                             ; examples/attention_fp8_fnuz.kgen:12
	v_cmp_u_f32 s[14:15], v18, v71
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[14:15]
	v_sub_f32 v70, v18, v72                             ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v71, s7, v70                              ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v70, 0x3fb8aa3b, v71                      ; examples/attention_fp8_fnuz.kgen:14
	v_exp_f32 v71, v70                                  ; examples/attention_fp8_fnuz.kgen:14
	s_nop 0
	v_mul_f32 v70, v22, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v73, v23, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v74, v24, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v75, v25, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v76, v26, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v77, v27, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v78, v28, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v79, v29, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v80, v30, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v81, v31, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v82, v32, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v83, v33, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v84, v34, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v85, v35, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v86, v36, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v87, v37, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v88, v38, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v89, v39, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v90, v40, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v91, v41, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v92, v42, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v93, v43, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v94, v44, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v95, v45, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v96, v46, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v97, v47, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v98, v48, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v99, v49, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v100, v50, v71                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v101, v51, v71                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v102, v52, v71                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v103, v53, v71                            ; examples/attention_fp8_fnuz.kgen:16
	v_mov_b32 v22, v70                                  ; 'acc' scaled in place
	v_mov_b32 v23, v73                                  ; 'acc' scaled in place
	v_mov_b32 v24, v74                                  ; 'acc' scaled in place
	v_mov_b32 v25, v75                                  ; 'acc' scaled in place
	v_mov_b32 v26, v76                                  ; 'acc' scaled in place
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
	s_mov_b32 s14, s13
	s_mov_b32 s15, 0
	s_add_u32 s24, s32, s14                             ; 'vt' at this chunk
	s_addc_u32 s25, s33, s15
	global_load_ubyte v70, v19, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v73, v70
	s_mul_i32 s14, s18, 1
	v_add_u32 v70, s14, v19
	global_load_ubyte v74, v70, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v75, v74
	s_mul_i32 s14, s18, 2
	v_add_u32 v74, s14, v19
	global_load_ubyte v76, v74, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v76
	s_mul_i32 s14, s18, 3
	v_add_u32 v76, s14, v19
	global_load_ubyte v78, v76, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v78
	s_mul_i32 s14, s18, 4
	v_add_u32 v78, s14, v19
	global_load_ubyte v80, v78, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v80
	s_mul_i32 s14, s18, 5
	v_add_u32 v80, s14, v19
	global_load_ubyte v82, v80, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v83, v82
	s_mul_i32 s14, s18, 6
	v_add_u32 v82, s14, v19
	global_load_ubyte v84, v82, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v85, v84
	s_mul_i32 s14, s18, 7
	v_add_u32 v84, s14, v19
	global_load_ubyte v86, v84, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v87, v86
	global_load_ubyte v86, v19, s[24:25] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v88, v86
	global_load_ubyte v86, v70, s[24:25] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v89, v86
	global_load_ubyte v86, v74, s[24:25] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v90, v86
	global_load_ubyte v86, v76, s[24:25] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v91, v86
	global_load_ubyte v86, v78, s[24:25] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v92, v86
	global_load_ubyte v86, v80, s[24:25] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v93, v86
	global_load_ubyte v86, v82, s[24:25] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v94, v86
	global_load_ubyte v86, v84, s[24:25] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v95, v86
	global_load_ubyte v86, v19, s[24:25] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v96, v86
	global_load_ubyte v86, v70, s[24:25] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v97, v86
	global_load_ubyte v86, v74, s[24:25] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v98, v86
	global_load_ubyte v86, v76, s[24:25] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v99, v86
	global_load_ubyte v86, v78, s[24:25] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v100, v86
	global_load_ubyte v86, v80, s[24:25] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v101, v86
	global_load_ubyte v86, v82, s[24:25] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v102, v86
	global_load_ubyte v86, v84, s[24:25] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v103, v86
	global_load_ubyte v86, v19, s[24:25] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v104, v86
	global_load_ubyte v86, v70, s[24:25] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v70, v86
	global_load_ubyte v86, v74, s[24:25] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v86
	global_load_ubyte v86, v76, s[24:25] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v76, v86
	global_load_ubyte v86, v78, s[24:25] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v86
	global_load_ubyte v86, v80, s[24:25] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v86
	global_load_ubyte v86, v82, s[24:25] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v86
	global_load_ubyte v86, v84, s[24:25] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v84, v86
	ds_write_b32 v14, v73 offset:19968                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v75 offset:20228                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v77 offset:20488                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v79 offset:20748                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v81 offset:21008                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v83 offset:21268                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v85 offset:21528                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v87 offset:21788                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v88 offset:20032                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v89 offset:20292                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v90 offset:20552                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v91 offset:20812                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v92 offset:21072                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v93 offset:21332                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v94 offset:21592                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v95 offset:21852                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v96 offset:20096                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v97 offset:20356                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v98 offset:20616                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v99 offset:20876                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v100 offset:21136                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v101 offset:21396                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v102 offset:21656                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v103 offset:21916                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v104 offset:20160                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v70 offset:20420                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v74 offset:20680                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v76 offset:20940                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v78 offset:21200                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v80 offset:21460                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v82 offset:21720                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v84 offset:21980                  ; convert 'vt' in K runs: write this thread's elements
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v70, v20 offset:19968                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v73, v20 offset:19972                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v74, v20 offset:19976                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v75, v20 offset:19980                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v76, v20 offset:24128                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v77, v20 offset:24132                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v78, v20 offset:24136                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v79, v20 offset:24140                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v80, v20 offset:28288                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v81, v20 offset:28292                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v82, v20 offset:28296                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v83, v20 offset:28300                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v84, v20 offset:32448                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v85, v20 offset:32452                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v86, v20 offset:32456                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v87, v20 offset:32460                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v88, v20 offset:36608                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v89, v20 offset:36612                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v90, v20 offset:36616                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v91, v20 offset:36620                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v92, v20 offset:40768                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v93, v20 offset:40772                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v94, v20 offset:40776                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v95, v20 offset:40780                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v96, v20 offset:44928                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v97, v20 offset:44932                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v98, v20 offset:44936                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v99, v20 offset:44940                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v100, v20 offset:49088                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v101, v20 offset:49092                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v102, v20 offset:49096                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v103, v20 offset:49100                  ; convert 'vt' in K runs: read in the new layout
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v104, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v104, v104, v70, s[14:15]
	v_cvt_pk_fp8_f32 v104, v104, 0
	v_and_b32 v70, 0xff, v104
	ds_write_b8 v12, v70 offset:9216                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v73, v73
	v_med3_f32 v70, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v73, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:9217                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v74, v74
	v_med3_f32 v70, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v74, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:9218                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v75, v75
	v_med3_f32 v70, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v75, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:9219                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v76, v76
	v_med3_f32 v70, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v76, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:10496                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v77, v77
	v_med3_f32 v70, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v77, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:10497                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v78, v78
	v_med3_f32 v70, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v78, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:10498                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v79, v79
	v_med3_f32 v70, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v79, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:10499                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v80, v80
	v_med3_f32 v70, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v80, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:11776                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v81, v81
	v_med3_f32 v70, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v81, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:11777                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v82, v82
	v_med3_f32 v70, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v82, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:11778                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v83, v83
	v_med3_f32 v70, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v83, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:11779                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v84, v84
	v_med3_f32 v70, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v84, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:13056                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v85, v85
	v_med3_f32 v70, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v85, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:13057                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v86, v86
	v_med3_f32 v70, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v86, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:13058                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v87, v87
	v_med3_f32 v70, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v87, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:13059                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v88, v88
	v_med3_f32 v70, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v88, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:14336                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v89, v89
	v_med3_f32 v70, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v89, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:14337                   ; A operand of the product: stage
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v90, v90
	v_med3_f32 v70, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v90, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:14338                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v91, v91
	v_med3_f32 v70, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v91, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:14339                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v92, v92
	v_med3_f32 v70, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v92, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:15616                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v93, v93
	v_med3_f32 v70, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v93, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:15617                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v94, v94
	v_med3_f32 v70, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v94, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:15618                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v95, v95
	v_med3_f32 v70, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v95, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:15619                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v96, v96
	v_med3_f32 v70, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v96, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:16896                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v97, v97
	v_med3_f32 v70, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v97, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:16897                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v98, v98
	v_med3_f32 v70, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v98, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:16898                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v99, v99
	v_med3_f32 v70, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v99, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:16899                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v100, v100
	v_med3_f32 v70, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v100, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:18176                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v101, v101
	v_med3_f32 v70, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v101, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:18177                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v102, v102
	v_med3_f32 v70, v102, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v102, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:18178                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v103, v103
	v_med3_f32 v70, v103, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v103, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:18179                   ; A operand of the product: stage
	v_mov_b32 v70, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8_fnuz.kgen:13)
	v_mul_f32 v73, s7, v70
	v_mov_b32 v70, 0xbfb8aa3b
	v_mul_f32 v74, s7, v70
	v_mul_f32 v70, v72, v74                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8_fnuz.kgen:13)
	v_fma_f32 v74, v54, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v75, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v55, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v76, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v56, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v77, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v57, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v78, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v58, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v79, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v59, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v80, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v60, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v81, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v61, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v82, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v62, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v83, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v63, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v84, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v64, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v85, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v65, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v86, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v66, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v87, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v67, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v88, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v68, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v89, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v69, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v54, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_cmp_u_f32 s[14:15], v75, v75                      ; round to e4m3fnuz
	v_med3_f32 v55, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v75, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	v_cvt_f32_fp8 v55, v56
	v_cmp_u_f32 s[14:15], v76, v76                      ; round to e4m3fnuz
	v_med3_f32 v56, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v76, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	v_cvt_f32_fp8 v56, v57
	v_cmp_u_f32 s[14:15], v77, v77                      ; round to e4m3fnuz
	v_med3_f32 v57, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v77, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v58, 0xff, v57
	v_cvt_f32_fp8 v57, v58
	v_cmp_u_f32 s[14:15], v78, v78                      ; round to e4m3fnuz
	v_med3_f32 v58, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v78, s[14:15]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	v_cvt_f32_fp8 v58, v59
	v_cmp_u_f32 s[14:15], v79, v79                      ; round to e4m3fnuz
	v_med3_f32 v59, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v59, v59, v79, s[14:15]
	v_cvt_pk_fp8_f32 v59, v59, 0
	v_and_b32 v60, 0xff, v59
	v_cvt_f32_fp8 v59, v60
	v_cmp_u_f32 s[14:15], v80, v80                      ; round to e4m3fnuz
	v_med3_f32 v60, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v80, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v61, 0xff, v60
	v_cvt_f32_fp8 v60, v61
	v_cmp_u_f32 s[14:15], v81, v81                      ; round to e4m3fnuz
	v_med3_f32 v61, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v61, v61, v81, s[14:15]
	v_cvt_pk_fp8_f32 v61, v61, 0
	v_and_b32 v62, 0xff, v61
	v_cvt_f32_fp8 v61, v62
	v_cmp_u_f32 s[14:15], v82, v82                      ; round to e4m3fnuz
	v_med3_f32 v62, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v62, v62, v82, s[14:15]
	v_cvt_pk_fp8_f32 v62, v62, 0
	v_and_b32 v63, 0xff, v62
	v_cvt_f32_fp8 v62, v63
	v_cmp_u_f32 s[14:15], v83, v83                      ; round to e4m3fnuz
	v_med3_f32 v63, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v63, v63, v83, s[14:15]
	v_cvt_pk_fp8_f32 v63, v63, 0
	v_and_b32 v64, 0xff, v63
	v_cvt_f32_fp8 v63, v64
	v_cmp_u_f32 s[14:15], v84, v84                      ; round to e4m3fnuz
	v_med3_f32 v64, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v64, v64, v84, s[14:15]
	v_cvt_pk_fp8_f32 v64, v64, 0
	v_and_b32 v65, 0xff, v64
	v_cvt_f32_fp8 v64, v65
	v_cmp_u_f32 s[14:15], v85, v85                      ; round to e4m3fnuz
	v_med3_f32 v65, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v65, v65, v85, s[14:15]
	v_cvt_pk_fp8_f32 v65, v65, 0
	v_and_b32 v66, 0xff, v65
	v_cvt_f32_fp8 v65, v66
	v_cmp_u_f32 s[14:15], v86, v86                      ; round to e4m3fnuz
	v_med3_f32 v66, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v66, v66, v86, s[14:15]
	v_cvt_pk_fp8_f32 v66, v66, 0
	v_and_b32 v67, 0xff, v66
	v_cvt_f32_fp8 v66, v67
	v_cmp_u_f32 s[14:15], v87, v87                      ; round to e4m3fnuz
	v_med3_f32 v67, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v67, v67, v87, s[14:15]
	v_cvt_pk_fp8_f32 v67, v67, 0
	v_and_b32 v68, 0xff, v67
	v_cvt_f32_fp8 v67, v68
	v_cmp_u_f32 s[14:15], v88, v88                      ; round to e4m3fnuz
	v_med3_f32 v68, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v88, s[14:15]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	v_cvt_f32_fp8 v68, v69
	v_cmp_u_f32 s[14:15], v89, v89                      ; round to e4m3fnuz
	v_med3_f32 v69, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v89, s[14:15]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v70, 0xff, v69
	v_cvt_f32_fp8 v69, v70
	v_cmp_u_f32 s[14:15], v54, v54                      ; round to e4m3fnuz
	v_med3_f32 v70, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v54, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	v_cvt_f32_fp8 v70, v73
	v_cmp_u_f32 s[14:15], v55, v55
	v_med3_f32 v73, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v55, s[14:15]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v55, 0xff, v73
	ds_write_b8 v4, v55 offset:53248                    ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v55, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v56, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	ds_write_b8 v4, v56 offset:53249                    ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v57, v57
	v_med3_f32 v55, v57, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v57, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	ds_write_b8 v4, v56 offset:53250                    ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v58, v58
	v_med3_f32 v55, v58, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v58, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	ds_write_b8 v4, v56 offset:53251                    ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v55, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v59, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	ds_write_b8 v4, v56 offset:53256                    ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v60, v60
	v_med3_f32 v55, v60, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v60, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	ds_write_b8 v4, v56 offset:53257                    ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v61, v61
	v_med3_f32 v55, v61, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v61, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	ds_write_b8 v4, v56 offset:53258                    ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v62, v62
	v_med3_f32 v55, v62, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v62, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	ds_write_b8 v4, v56 offset:53259                    ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v63, v63
	v_med3_f32 v55, v63, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v63, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	ds_write_b8 v4, v56 offset:53264                    ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v64, v64
	v_med3_f32 v55, v64, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v64, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	ds_write_b8 v4, v56 offset:53265                    ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v65, v65
	v_med3_f32 v55, v65, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v65, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	ds_write_b8 v4, v56 offset:53266                    ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v66, v66
	v_med3_f32 v55, v66, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v66, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	ds_write_b8 v4, v56 offset:53267                    ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v67, v67
	v_med3_f32 v55, v67, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v67, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	ds_write_b8 v4, v56 offset:53272                    ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v68, v68
	v_med3_f32 v55, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v68, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	ds_write_b8 v4, v56 offset:53273                    ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v69, v69
	v_med3_f32 v55, v69, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v69, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	ds_write_b8 v4, v56 offset:53274                    ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v55, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v70, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	ds_write_b8 v4, v56 offset:53275                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[56:59], v16 offset:53248             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[60:63], v1 offset:9216               ; A fragment 0, k-steps 0..1
	ds_read_b128 v[64:67], v1 offset:11776              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[22:37], v[60:61], v[56:57], v[22:37] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[64:65], v[56:57], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[22:37], v[62:63], v[58:59], v[22:37] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[66:67], v[58:59], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	ds_read_b128 v[56:59], v16 offset:53280             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[60:63], v1 offset:9248               ; A fragment 0, k-steps 2..3
	ds_read_b128 v[64:67], v1 offset:11808              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[22:37], v[60:61], v[56:57], v[22:37] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[64:65], v[56:57], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[22:37], v[62:63], v[58:59], v[22:37] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[66:67], v[58:59], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mul_f32 v55, v21, v71                             ; examples/attention_fp8_fnuz.kgen:15
	v_add_f32 v56, v75, v76                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v56, v77                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v57, v78                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v56, v79                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v57, v80                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v56, v81                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v57, v82                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v56, v83                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v57, v84                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v56, v85                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v57, v86                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v56, v87                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v57, v88                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v56, v89                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v57, v54                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_and_b32 v54, 63, v0                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): lanes 32 apart
	v_xor_b32 v54, 32, v54
	v_lshlrev_b32 v54, 2, v54
	ds_bpermute_b32 v57, v54, v56
	s_waitcnt lgkmcnt(0)
	v_add_f32 v54, v56, v57
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_359
	ds_write_b32 v11, v54 offset:62464                  ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v54, v8 offset:62464                    ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 0
	ds_read_b32 v56, v8 offset:62720                    ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v57, v54, v56
	v_add_f32 v54, v55, v57                             ; examples/attention_fp8_fnuz.kgen:15
	v_mov_b32 v21, v54                                  ; next 'l'
	v_mov_b32 v18, v72                                  ; next 'mx'
	s_add_u32 s13, s13, 64
	s_cmp_lt_u32 s13, s12
	s_cbranch_scc1 .Lattention_fp8_fnuz_loop0
.Lattention_fp8_fnuz_loop0_end:
	s_mov_b32 s12, s13                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s12, s18
	s_cbranch_scc1 .Lattention_fp8_fnuz_loop1_end
.Lattention_fp8_fnuz_loop1:
	s_sub_u32 s13, s18, s12
	s_mul_i32 s14, s12, 0x80
	s_mul_hi_u32 s15, s12, 0x80
	s_add_u32 s24, s30, s14                             ; 'k' at this chunk
	s_addc_u32 s25, s31, s15
	v_cmp_lt_u32 s[14:15], v9, s13                      ; 'tt' element in bounds
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_699
	global_load_ubyte v54, v15, s[24:25]                ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v55, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_699
	global_load_ubyte v54, v15, s[24:25] offset:1       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v56, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_699
	global_load_ubyte v54, v15, s[24:25] offset:2       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v57, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_699
	global_load_ubyte v54, v15, s[24:25] offset:3       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v58, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_699
	global_load_ubyte v54, v15, s[24:25] offset:4       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v59, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_699
	global_load_ubyte v54, v15, s[24:25] offset:5       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v60, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_699
	global_load_ubyte v54, v15, s[24:25] offset:6       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v61, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_699
	global_load_ubyte v54, v15, s[24:25] offset:7       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v62, v54
	v_add_u32 v54, 16, v9
	v_cmp_lt_u32 s[26:27], v54, s13                     ; 'tt' element in bounds
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_717
	global_load_ubyte v54, v15, s[24:25] offset:2048    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v63, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_717
	global_load_ubyte v54, v15, s[24:25] offset:2049    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v64, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_717
	global_load_ubyte v54, v15, s[24:25] offset:2050    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v65, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_717
	global_load_ubyte v54, v15, s[24:25] offset:2051    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v66, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_717
	global_load_ubyte v54, v15, s[24:25] offset:2052    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v67, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_717
	global_load_ubyte v54, v15, s[24:25] offset:2053    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v68, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_717
	global_load_ubyte v54, v15, s[24:25] offset:2054    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v69, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_717
	global_load_ubyte v54, v15, s[24:25] offset:2055    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v70, v54
	v_add_u32 v54, 32, v9
	v_cmp_lt_u32 s[34:35], v54, s13                     ; 'tt' element in bounds
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_735
	v_add_u32 v71, 0x1000, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v54, v71, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v71, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_735
	v_add_u32 v72, 0x1001, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v54, v72, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v72, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_735
	v_add_u32 v73, 0x1002, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v54, v73, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v73, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_735
	v_add_u32 v74, 0x1003, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v54, v74, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_735
	v_add_u32 v75, 0x1004, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v54, v75, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v75, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_735
	v_add_u32 v76, 0x1005, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v54, v76, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v76, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_735
	v_add_u32 v77, 0x1006, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v54, v77, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_735
	v_add_u32 v78, 0x1007, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v54, v78, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v54
	v_add_u32 v54, 48, v9
	v_cmp_lt_u32 s[36:37], v54, s13                     ; 'tt' element in bounds
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_753
	v_add_u32 v79, 0x1800, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v54, v79, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_753
	v_add_u32 v80, 0x1801, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v54, v80, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_753
	v_add_u32 v81, 0x1802, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v54, v81, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_753
	v_add_u32 v82, 0x1803, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v54, v82, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_753
	v_add_u32 v83, 0x1804, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v54, v83, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v83, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_753
	v_add_u32 v84, 0x1805, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v54, v84, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v84, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_753
	v_add_u32 v85, 0x1806, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v54, v85, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v85, v54
	v_mov_b32 v54, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_753
	v_add_u32 v86, 0x1807, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v54, v86, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v86, v54
	v_cmp_u_f32 s[24:25], v55, v55
	v_med3_f32 v54, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v55, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:9216                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v56, v56
	v_med3_f32 v54, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v56, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:9217                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v57, v57
	v_med3_f32 v54, v57, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v57, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:9218                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v58, v58
	v_med3_f32 v54, v58, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v58, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:9219                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v59, v59
	v_med3_f32 v54, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v59, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:9220                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v60, v60
	v_med3_f32 v54, v60, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v60, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:9221                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v61, v61
	v_med3_f32 v54, v61, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v61, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:9222                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v62, v62
	v_med3_f32 v54, v62, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v62, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:9223                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v63, v63
	v_med3_f32 v54, v63, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v63, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:11520                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v64, v64
	v_med3_f32 v54, v64, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v64, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:11521                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v65, v65
	v_med3_f32 v54, v65, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v65, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:11522                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v66, v66
	v_med3_f32 v54, v66, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v66, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:11523                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v67, v67
	v_med3_f32 v54, v67, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v67, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:11524                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v68, v68
	v_med3_f32 v54, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v68, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:11525                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v69, v69
	v_med3_f32 v54, v69, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v69, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:11526                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v70, v70
	v_med3_f32 v54, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v70, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:11527                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v71, v71
	v_med3_f32 v54, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v71, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:13824                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v72, v72
	v_med3_f32 v54, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v72, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:13825                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v73, v73
	v_med3_f32 v54, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v73, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:13826                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v74, v74
	v_med3_f32 v54, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v74, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:13827                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v75, v75
	v_med3_f32 v54, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v75, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:13828                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v76, v76
	v_med3_f32 v54, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v76, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:13829                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v77, v77
	v_med3_f32 v54, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v77, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:13830                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v78, v78
	v_med3_f32 v54, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v78, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:13831                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v79, v79
	v_med3_f32 v54, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v79, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:16128                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v80, v80
	v_med3_f32 v54, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v80, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:16129                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v81, v81
	v_med3_f32 v54, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v81, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:16130                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v82, v82
	v_med3_f32 v54, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v82, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:16131                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v83, v83
	v_med3_f32 v54, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v83, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:16132                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v84, v84
	v_med3_f32 v54, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v84, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:16133                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v85, v85
	v_med3_f32 v54, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v85, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:16134                   ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v86, v86
	v_med3_f32 v54, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v86, s[24:25]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v13, v55 offset:16135                   ; A operand of the product: stage
	v_mov_b32 v54, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v68, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[70:73], v17                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[74:77], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[70:73], v17 offset:32                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[74:77], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[70:73], v17 offset:64                ; B fragment 0, k-steps 4..5
	ds_read_b128 v[74:77], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[70:73], v17 offset:96                ; B fragment 0, k-steps 6..7
	ds_read_b128 v[74:77], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_cmp_lt_u32 s[24:25], v3, s21                      ; 's' element in bounds
	v_cmp_lt_u32 s[38:39], v2, s13                      ; 'tt' element in bounds
	s_and_b64 s[40:41], s[24:25], s[38:39]
	v_mov_b32 v70, 0xff800000                           ; absent elements contribute the identity
	s_nop 6
	v_cndmask_b32 v71, v70, v54, s[40:41]
	v_add_u32 v70, 1, v2
	v_cmp_lt_u32 s[38:39], v70, s13                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[24:25], s[38:39]
	v_mov_b32 v70, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v72, v70, v55, s[42:43]
	v_add_u32 v70, 2, v2
	v_cmp_lt_u32 s[38:39], v70, s13                     ; 'tt' element in bounds
	s_and_b64 s[44:45], s[24:25], s[38:39]
	v_mov_b32 v70, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v73, v70, v56, s[44:45]
	v_add_u32 v70, 3, v2
	v_cmp_lt_u32 s[38:39], v70, s13                     ; 'tt' element in bounds
	s_and_b64 s[46:47], s[24:25], s[38:39]
	v_mov_b32 v70, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v74, v70, v57, s[46:47]
	v_add_u32 v70, 8, v2
	v_cmp_lt_u32 s[38:39], v70, s13                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[24:25], s[38:39]
	v_mov_b32 v70, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v70, v58, s[48:49]
	v_add_u32 v70, 9, v2
	v_cmp_lt_u32 s[38:39], v70, s13                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[24:25], s[38:39]
	v_mov_b32 v70, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v70, v59, s[50:51]
	v_add_u32 v70, 10, v2
	v_cmp_lt_u32 s[38:39], v70, s13                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[24:25], s[38:39]
	v_mov_b32 v70, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v70, v60, s[52:53]
	v_add_u32 v70, 11, v2
	v_cmp_lt_u32 s[38:39], v70, s13                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[24:25], s[38:39]
	v_mov_b32 v70, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v78, v70, v61, s[54:55]
	v_add_u32 v70, 16, v2
	v_cmp_lt_u32 s[38:39], v70, s13                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[24:25], s[38:39]
	v_mov_b32 v70, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v79, v70, v62, s[56:57]
	v_add_u32 v70, 17, v2
	v_cmp_lt_u32 s[38:39], v70, s13                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[24:25], s[38:39]
	v_mov_b32 v70, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v80, v70, v63, s[58:59]
	v_add_u32 v70, 18, v2
	v_cmp_lt_u32 s[38:39], v70, s13                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[24:25], s[38:39]
	v_mov_b32 v70, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v81, v70, v64, s[60:61]
	v_add_u32 v70, 19, v2
	v_cmp_lt_u32 s[38:39], v70, s13                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[24:25], s[38:39]
	v_mov_b32 v70, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v82, v70, v65, s[62:63]
	v_add_u32 v70, 24, v2
	v_cmp_lt_u32 s[38:39], v70, s13                     ; 'tt' element in bounds
	s_and_b64 s[64:65], s[24:25], s[38:39]
	v_mov_b32 v70, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v83, v70, v66, s[64:65]
	v_add_u32 v70, 25, v2
	v_cmp_lt_u32 s[38:39], v70, s13                     ; 'tt' element in bounds
	s_and_b64 s[66:67], s[24:25], s[38:39]
	v_mov_b32 v70, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v84, v70, v67, s[66:67]
	v_add_u32 v70, 26, v2
	v_cmp_lt_u32 s[38:39], v70, s13                     ; 'tt' element in bounds
	s_and_b64 s[68:69], s[24:25], s[38:39]
	v_mov_b32 v70, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v85, v70, v68, s[68:69]
	v_add_u32 v70, 27, v2
	v_cmp_lt_u32 s[38:39], v70, s13                     ; 'tt' element in bounds
	s_and_b64 s[70:71], s[24:25], s[38:39]
	v_mov_b32 v70, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v86, v70, v69, s[70:71]
	v_max_f32 v70, v71, v72                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v71, v72
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[24:25]
	v_max_f32 v70, v72, v73                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v72, v73
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[24:25]
	v_max_f32 v70, v72, v74                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v72, v74
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[24:25]
	v_max_f32 v70, v72, v75                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v72, v75
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[24:25]
	v_max_f32 v70, v72, v76                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v72, v76
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[24:25]
	v_max_f32 v70, v72, v77                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v72, v77
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[24:25]
	v_max_f32 v70, v72, v78                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v72, v78
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[24:25]
	v_max_f32 v70, v72, v79                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v72, v79
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[24:25]
	v_max_f32 v70, v72, v80                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v72, v80
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[24:25]
	v_max_f32 v70, v72, v81                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v72, v81
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[24:25]
	v_max_f32 v70, v72, v82                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v72, v82
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[24:25]
	v_max_f32 v70, v72, v83                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v72, v83
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[24:25]
	v_max_f32 v70, v72, v84                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v72, v84
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[24:25]
	v_max_f32 v70, v72, v85                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v72, v85
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[24:25]
	v_max_f32 v70, v72, v86                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v72, v86
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[24:25]
	v_and_b32 v70, 63, v0                               ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): lanes 32 apart
	v_xor_b32 v70, 32, v70
	v_lshlrev_b32 v70, 2, v70
	ds_bpermute_b32 v71, v70, v72
	s_waitcnt lgkmcnt(0)
	v_max_f32 v70, v72, v71
	v_cmp_u_f32 s[24:25], v72, v71
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[24:25]
	s_and_saveexec_b64 s[24:25], s[10:11]               ; lanes where %vpred_359
	ds_write_b32 v11, v72 offset:19456                  ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v70, v8 offset:19456                    ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 0
	ds_read_b32 v71, v8 offset:19712                    ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v72, v70, v71
	v_cmp_u_f32 s[24:25], v70, v71
	v_mov_b32 v70, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v71, v72, v70, s[24:25]
	v_max_f32 v70, v18, v71                             ; examples/attention_fp8_fnuz.kgen:12
	v_cmp_u_f32 s[24:25], v18, v71
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v70, v71, s[24:25]
	v_sub_f32 v70, v18, v72                             ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v71, s7, v70                              ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v70, 0x3fb8aa3b, v71                      ; examples/attention_fp8_fnuz.kgen:14
	v_exp_f32 v71, v70                                  ; examples/attention_fp8_fnuz.kgen:14
	s_nop 0
	v_mul_f32 v70, v22, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v73, v23, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v74, v24, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v75, v25, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v76, v26, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v77, v27, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v78, v28, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v79, v29, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v80, v30, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v81, v31, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v82, v32, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v83, v33, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v84, v34, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v85, v35, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v86, v36, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v87, v37, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v88, v38, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v89, v39, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v90, v40, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v91, v41, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v92, v42, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v93, v43, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v94, v44, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v95, v45, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v96, v46, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v97, v47, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v98, v48, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v99, v49, v71                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v100, v50, v71                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v101, v51, v71                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v102, v52, v71                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v103, v53, v71                            ; examples/attention_fp8_fnuz.kgen:16
	v_mov_b32 v22, v70                                  ; 'acc' scaled in place
	v_mov_b32 v23, v73                                  ; 'acc' scaled in place
	v_mov_b32 v24, v74                                  ; 'acc' scaled in place
	v_mov_b32 v25, v75                                  ; 'acc' scaled in place
	v_mov_b32 v26, v76                                  ; 'acc' scaled in place
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
	s_mov_b32 s24, s12
	s_mov_b32 s25, 0
	s_add_u32 s38, s32, s24                             ; 'vt' at this chunk
	s_addc_u32 s39, s33, s25
	v_mov_b32 v70, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_699
	global_load_ubyte v70, v19, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v73, v70
	s_mul_i32 s13, s18, 1
	v_add_u32 v70, s13, v19
	v_mov_b32 v74, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_699
	global_load_ubyte v74, v70, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v75, v74
	s_mul_i32 s13, s18, 2
	v_add_u32 v74, s13, v19
	v_mov_b32 v76, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_699
	global_load_ubyte v76, v74, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v76
	s_mul_i32 s13, s18, 3
	v_add_u32 v76, s13, v19
	v_mov_b32 v78, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_699
	global_load_ubyte v78, v76, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v78
	s_mul_i32 s13, s18, 4
	v_add_u32 v78, s13, v19
	v_mov_b32 v80, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_699
	global_load_ubyte v80, v78, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v80
	s_mul_i32 s13, s18, 5
	v_add_u32 v80, s13, v19
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_699
	global_load_ubyte v82, v80, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v83, v82
	s_mul_i32 s13, s18, 6
	v_add_u32 v82, s13, v19
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_699
	global_load_ubyte v84, v82, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v85, v84
	s_mul_i32 s13, s18, 7
	v_add_u32 v84, s13, v19
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_699
	global_load_ubyte v86, v84, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v87, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_717
	global_load_ubyte v86, v19, s[38:39] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v88, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_717
	global_load_ubyte v86, v70, s[38:39] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v89, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_717
	global_load_ubyte v86, v74, s[38:39] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v90, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_717
	global_load_ubyte v86, v76, s[38:39] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v91, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_717
	global_load_ubyte v86, v78, s[38:39] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v92, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_717
	global_load_ubyte v86, v80, s[38:39] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v93, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_717
	global_load_ubyte v86, v82, s[38:39] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v94, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_717
	global_load_ubyte v86, v84, s[38:39] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v95, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_735
	global_load_ubyte v86, v19, s[38:39] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v96, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_735
	global_load_ubyte v86, v70, s[38:39] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v97, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_735
	global_load_ubyte v86, v74, s[38:39] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v98, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_735
	global_load_ubyte v86, v76, s[38:39] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v99, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_735
	global_load_ubyte v86, v78, s[38:39] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v100, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_735
	global_load_ubyte v86, v80, s[38:39] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v101, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_735
	global_load_ubyte v86, v82, s[38:39] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v102, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_735
	global_load_ubyte v86, v84, s[38:39] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v103, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_753
	global_load_ubyte v86, v19, s[38:39] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v104, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_753
	global_load_ubyte v86, v70, s[38:39] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v70, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_753
	global_load_ubyte v86, v74, s[38:39] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_753
	global_load_ubyte v86, v76, s[38:39] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v76, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_753
	global_load_ubyte v86, v78, s[38:39] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_753
	global_load_ubyte v86, v80, s[38:39] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_753
	global_load_ubyte v86, v82, s[38:39] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v86
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_753
	global_load_ubyte v86, v84, s[38:39] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v84, v86
	ds_write_b32 v14, v73 offset:19968                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v75 offset:20228                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v77 offset:20488                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v79 offset:20748                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v81 offset:21008                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v83 offset:21268                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v85 offset:21528                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v87 offset:21788                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v88 offset:20032                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v89 offset:20292                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v90 offset:20552                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v91 offset:20812                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v92 offset:21072                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v93 offset:21332                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v94 offset:21592                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v95 offset:21852                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v96 offset:20096                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v97 offset:20356                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v98 offset:20616                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v99 offset:20876                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v100 offset:21136                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v101 offset:21396                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v102 offset:21656                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v103 offset:21916                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v104 offset:20160                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v70 offset:20420                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v74 offset:20680                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v76 offset:20940                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v78 offset:21200                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v80 offset:21460                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v82 offset:21720                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v84 offset:21980                  ; convert 'vt' in K runs: write this thread's elements
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v70, v20 offset:19968                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v73, v20 offset:19972                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v74, v20 offset:19976                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v75, v20 offset:19980                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v76, v20 offset:24128                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v77, v20 offset:24132                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v78, v20 offset:24136                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v79, v20 offset:24140                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v80, v20 offset:28288                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v81, v20 offset:28292                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v82, v20 offset:28296                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v83, v20 offset:28300                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v84, v20 offset:32448                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v85, v20 offset:32452                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v86, v20 offset:32456                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v87, v20 offset:32460                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v88, v20 offset:36608                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v89, v20 offset:36612                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v90, v20 offset:36616                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v91, v20 offset:36620                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v92, v20 offset:40768                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v93, v20 offset:40772                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v94, v20 offset:40776                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v95, v20 offset:40780                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v96, v20 offset:44928                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v97, v20 offset:44932                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v98, v20 offset:44936                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v99, v20 offset:44940                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v100, v20 offset:49088                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v101, v20 offset:49092                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v102, v20 offset:49096                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v103, v20 offset:49100                  ; convert 'vt' in K runs: read in the new layout
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v104, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v104, v104, v70, s[14:15]
	v_cvt_pk_fp8_f32 v104, v104, 0
	v_and_b32 v70, 0xff, v104
	ds_write_b8 v12, v70 offset:9216                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v73, v73
	v_med3_f32 v70, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v73, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:9217                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v74, v74
	v_med3_f32 v70, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v74, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:9218                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v75, v75
	v_med3_f32 v70, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v75, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:9219                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v76, v76
	v_med3_f32 v70, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v76, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:10496                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v77, v77
	v_med3_f32 v70, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v77, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:10497                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v78, v78
	v_med3_f32 v70, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v78, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:10498                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v79, v79
	v_med3_f32 v70, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v79, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:10499                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v80, v80
	v_med3_f32 v70, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v80, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:11776                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v81, v81
	v_med3_f32 v70, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v81, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:11777                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v82, v82
	v_med3_f32 v70, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v82, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:11778                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v83, v83
	v_med3_f32 v70, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v83, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:11779                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v84, v84
	v_med3_f32 v70, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v84, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:13056                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v85, v85
	v_med3_f32 v70, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v85, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:13057                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v86, v86
	v_med3_f32 v70, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v86, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:13058                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v87, v87
	v_med3_f32 v70, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v87, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:13059                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v88, v88
	v_med3_f32 v70, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v88, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:14336                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v89, v89
	v_med3_f32 v70, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v89, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:14337                   ; A operand of the product: stage
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v90, v90
	v_med3_f32 v70, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v90, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:14338                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v91, v91
	v_med3_f32 v70, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v91, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:14339                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v92, v92
	v_med3_f32 v70, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v92, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:15616                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v93, v93
	v_med3_f32 v70, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v93, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:15617                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v94, v94
	v_med3_f32 v70, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v94, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:15618                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v95, v95
	v_med3_f32 v70, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v95, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:15619                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v96, v96
	v_med3_f32 v70, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v96, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:16896                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v97, v97
	v_med3_f32 v70, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v97, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:16897                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v98, v98
	v_med3_f32 v70, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v98, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:16898                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v99, v99
	v_med3_f32 v70, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v99, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:16899                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v100, v100
	v_med3_f32 v70, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v100, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:18176                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v101, v101
	v_med3_f32 v70, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v101, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:18177                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v102, v102
	v_med3_f32 v70, v102, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v102, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:18178                   ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v103, v103
	v_med3_f32 v70, v103, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v103, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	ds_write_b8 v12, v73 offset:18179                   ; A operand of the product: stage
	v_mov_b32 v70, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8_fnuz.kgen:13)
	v_mul_f32 v73, s7, v70
	v_mov_b32 v70, 0xbfb8aa3b
	v_mul_f32 v74, s7, v70
	v_mul_f32 v70, v72, v74                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8_fnuz.kgen:13)
	v_fma_f32 v74, v54, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v75, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v55, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v76, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v56, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v77, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v57, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v78, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v58, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v79, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v59, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v80, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v60, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v81, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v61, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v82, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v62, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v83, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v63, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v84, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v64, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v85, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v65, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v86, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v66, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v87, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v67, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v88, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v68, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v89, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v74, v69, v73, v70                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v54, v74                                  ; examples/attention_fp8_fnuz.kgen:13
	v_cmp_u_f32 s[14:15], v75, v75                      ; round to e4m3fnuz
	v_med3_f32 v55, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v75, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	v_cvt_f32_fp8 v55, v56
	v_cmp_u_f32 s[14:15], v76, v76                      ; round to e4m3fnuz
	v_med3_f32 v56, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v76, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	v_cvt_f32_fp8 v56, v57
	v_cmp_u_f32 s[14:15], v77, v77                      ; round to e4m3fnuz
	v_med3_f32 v57, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v77, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v58, 0xff, v57
	v_cvt_f32_fp8 v57, v58
	v_cmp_u_f32 s[14:15], v78, v78                      ; round to e4m3fnuz
	v_med3_f32 v58, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v78, s[14:15]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	v_cvt_f32_fp8 v58, v59
	v_cmp_u_f32 s[14:15], v79, v79                      ; round to e4m3fnuz
	v_med3_f32 v59, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v59, v59, v79, s[14:15]
	v_cvt_pk_fp8_f32 v59, v59, 0
	v_and_b32 v60, 0xff, v59
	v_cvt_f32_fp8 v59, v60
	v_cmp_u_f32 s[14:15], v80, v80                      ; round to e4m3fnuz
	v_med3_f32 v60, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v80, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v61, 0xff, v60
	v_cvt_f32_fp8 v60, v61
	v_cmp_u_f32 s[14:15], v81, v81                      ; round to e4m3fnuz
	v_med3_f32 v61, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v61, v61, v81, s[14:15]
	v_cvt_pk_fp8_f32 v61, v61, 0
	v_and_b32 v62, 0xff, v61
	v_cvt_f32_fp8 v61, v62
	v_cmp_u_f32 s[14:15], v82, v82                      ; round to e4m3fnuz
	v_med3_f32 v62, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v62, v62, v82, s[14:15]
	v_cvt_pk_fp8_f32 v62, v62, 0
	v_and_b32 v63, 0xff, v62
	v_cvt_f32_fp8 v62, v63
	v_cmp_u_f32 s[14:15], v83, v83                      ; round to e4m3fnuz
	v_med3_f32 v63, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v63, v63, v83, s[14:15]
	v_cvt_pk_fp8_f32 v63, v63, 0
	v_and_b32 v64, 0xff, v63
	v_cvt_f32_fp8 v63, v64
	v_cmp_u_f32 s[14:15], v84, v84                      ; round to e4m3fnuz
	v_med3_f32 v64, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v64, v64, v84, s[14:15]
	v_cvt_pk_fp8_f32 v64, v64, 0
	v_and_b32 v65, 0xff, v64
	v_cvt_f32_fp8 v64, v65
	v_cmp_u_f32 s[14:15], v85, v85                      ; round to e4m3fnuz
	v_med3_f32 v65, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v65, v65, v85, s[14:15]
	v_cvt_pk_fp8_f32 v65, v65, 0
	v_and_b32 v66, 0xff, v65
	v_cvt_f32_fp8 v65, v66
	v_cmp_u_f32 s[14:15], v86, v86                      ; round to e4m3fnuz
	v_med3_f32 v66, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v66, v66, v86, s[14:15]
	v_cvt_pk_fp8_f32 v66, v66, 0
	v_and_b32 v67, 0xff, v66
	v_cvt_f32_fp8 v66, v67
	v_cmp_u_f32 s[14:15], v87, v87                      ; round to e4m3fnuz
	v_med3_f32 v67, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v67, v67, v87, s[14:15]
	v_cvt_pk_fp8_f32 v67, v67, 0
	v_and_b32 v68, 0xff, v67
	v_cvt_f32_fp8 v67, v68
	v_cmp_u_f32 s[14:15], v88, v88                      ; round to e4m3fnuz
	v_med3_f32 v68, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v88, s[14:15]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	v_cvt_f32_fp8 v68, v69
	v_cmp_u_f32 s[14:15], v89, v89                      ; round to e4m3fnuz
	v_med3_f32 v69, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v89, s[14:15]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v70, 0xff, v69
	v_cvt_f32_fp8 v69, v70
	v_cmp_u_f32 s[14:15], v54, v54                      ; round to e4m3fnuz
	v_med3_f32 v70, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v54, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v73, 0xff, v70
	v_cvt_f32_fp8 v70, v73
	v_cndmask_b32 v73, 0, v55, s[40:41]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v73, v73
	v_med3_f32 v55, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v73, s[14:15]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v73, 0xff, v55
	ds_write_b8 v4, v73 offset:53248                    ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v56, s[42:43]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v55, v55
	v_med3_f32 v56, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v55, 0xff, v56
	ds_write_b8 v4, v55 offset:53249                    ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v57, s[44:45]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v55, v55
	v_med3_f32 v56, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v55, 0xff, v56
	ds_write_b8 v4, v55 offset:53250                    ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v58, s[46:47]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v55, v55
	v_med3_f32 v56, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v55, 0xff, v56
	ds_write_b8 v4, v55 offset:53251                    ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v59, s[48:49]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v55, v55
	v_med3_f32 v56, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v55, 0xff, v56
	ds_write_b8 v4, v55 offset:53256                    ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v60, s[50:51]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v55, v55
	v_med3_f32 v56, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v55, 0xff, v56
	ds_write_b8 v4, v55 offset:53257                    ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v61, s[52:53]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v55, v55
	v_med3_f32 v56, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v55, 0xff, v56
	ds_write_b8 v4, v55 offset:53258                    ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v62, s[54:55]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v55, v55
	v_med3_f32 v56, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v55, 0xff, v56
	ds_write_b8 v4, v55 offset:53259                    ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v63, s[56:57]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v55, v55
	v_med3_f32 v56, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v55, 0xff, v56
	ds_write_b8 v4, v55 offset:53264                    ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v64, s[58:59]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v55, v55
	v_med3_f32 v56, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v55, 0xff, v56
	ds_write_b8 v4, v55 offset:53265                    ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v65, s[60:61]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v55, v55
	v_med3_f32 v56, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v55, 0xff, v56
	ds_write_b8 v4, v55 offset:53266                    ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v66, s[62:63]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v55, v55
	v_med3_f32 v56, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v55, 0xff, v56
	ds_write_b8 v4, v55 offset:53267                    ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v67, s[64:65]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v55, v55
	v_med3_f32 v56, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v55, 0xff, v56
	ds_write_b8 v4, v55 offset:53272                    ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v68, s[66:67]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v55, v55
	v_med3_f32 v56, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v55, 0xff, v56
	ds_write_b8 v4, v55 offset:53273                    ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v69, s[68:69]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v55, v55
	v_med3_f32 v56, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v55, 0xff, v56
	ds_write_b8 v4, v55 offset:53274                    ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v70, s[70:71]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v55, v55
	v_med3_f32 v56, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v55, 0xff, v56
	ds_write_b8 v4, v55 offset:53275                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[56:59], v16 offset:53248             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[60:63], v1 offset:9216               ; A fragment 0, k-steps 0..1
	ds_read_b128 v[64:67], v1 offset:11776              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[22:37], v[60:61], v[56:57], v[22:37] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[64:65], v[56:57], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[22:37], v[62:63], v[58:59], v[22:37] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[66:67], v[58:59], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	ds_read_b128 v[56:59], v16 offset:53280             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[60:63], v1 offset:9248               ; A fragment 0, k-steps 2..3
	ds_read_b128 v[64:67], v1 offset:11808              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[22:37], v[60:61], v[56:57], v[22:37] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[64:65], v[56:57], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[22:37], v[62:63], v[58:59], v[22:37] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[66:67], v[58:59], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mul_f32 v55, v21, v71                             ; examples/attention_fp8_fnuz.kgen:15
	v_cndmask_b32 v56, 0, v75, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v76, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v77, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v78, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v79, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v80, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v81, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v82, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v83, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v84, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v66, 0, v85, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v67, 0, v86, s[62:63]                 ; absent elements contribute the identity
	v_cndmask_b32 v68, 0, v87, s[64:65]                 ; absent elements contribute the identity
	v_cndmask_b32 v69, 0, v88, s[66:67]                 ; absent elements contribute the identity
	v_cndmask_b32 v70, 0, v89, s[68:69]                 ; absent elements contribute the identity
	v_cndmask_b32 v71, 0, v54, s[70:71]                 ; absent elements contribute the identity
	v_add_f32 v54, v56, v57                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v54, v58                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v54, v56, v59                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v54, v60                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v54, v56, v61                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v54, v62                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v54, v56, v63                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v54, v64                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v54, v56, v65                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v54, v66                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v54, v56, v67                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v54, v68                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v54, v56, v69                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v54, v70                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v54, v56, v71                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_and_b32 v56, 63, v0                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): lanes 32 apart
	v_xor_b32 v56, 32, v56
	v_lshlrev_b32 v56, 2, v56
	ds_bpermute_b32 v57, v56, v54
	s_waitcnt lgkmcnt(0)
	v_add_f32 v56, v54, v57
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_359
	ds_write_b32 v11, v56 offset:62464                  ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v54, v8 offset:62464                    ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 0
	ds_read_b32 v56, v8 offset:62720                    ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v57, v54, v56
	v_add_f32 v54, v55, v57                             ; examples/attention_fp8_fnuz.kgen:15
	v_mov_b32 v21, v54                                  ; next 'l'
	v_mov_b32 v18, v72                                  ; next 'mx'
	s_add_u32 s12, s12, 64
	s_cmp_lt_u32 s12, s18
	s_cbranch_scc1 .Lattention_fp8_fnuz_loop1
.Lattention_fp8_fnuz_loop1_end:
	v_div_scale_f32 v18, s[12:13], v21, v21, s16        ; examples/attention_fp8_fnuz.kgen:19
	v_rcp_f32 v54, v18
	v_div_scale_f32 v55, vcc, s16, v21, s16
	v_fma_f32 v56, -v18, v54, 1.0
	v_fma_f32 v54, v56, v54, v54
	v_mul_f32 v57, v55, v54
	v_fma_f32 v56, -v18, v57, v55
	v_fma_f32 v57, v56, v54, v57
	v_fma_f32 v56, -v18, v57, v55
	v_div_fmas_f32 v56, v56, v54, v57
	v_div_fixup_f32 v18, v56, v21, s16
	v_mul_f32 v21, v22, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v54, v23, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v55, v24, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v56, v25, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v57, v26, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v58, v27, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v59, v28, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v60, v29, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v61, v30, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v62, v31, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v63, v32, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v64, v33, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v65, v34, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v66, v35, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v67, v36, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v68, v37, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v22, v38, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v23, v39, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v24, v40, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v25, v41, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v26, v42, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v27, v43, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v28, v44, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v29, v45, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v30, v46, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v31, v47, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v32, v48, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v33, v49, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v34, v50, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v35, v51, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v36, v52, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v37, v53, v18                             ; examples/attention_fp8_fnuz.kgen:19
	v_mov_b32 v18, 0x7fc00000
	v_cmp_u_f32 s[12:13], v21, v21
	v_cmp_u_f32 s[14:15], v54, v54
	v_bfe_u32 v38, v21, 16, 1
	v_bfe_u32 v39, v54, 16, 1
	v_add3_u32 v40, v21, v38, s5
	v_add3_u32 v21, v54, v39, s5
	v_cndmask_b32 v40, v40, v18, s[12:13]
	v_cndmask_b32 v21, v21, v18, s[14:15]
	v_perm_b32 v18, v21, v40, s6
	v_mov_b32 v21, 0x7fc00000
	v_cmp_u_f32 s[12:13], v55, v55
	v_cmp_u_f32 s[14:15], v56, v56
	v_bfe_u32 v38, v55, 16, 1
	v_bfe_u32 v39, v56, 16, 1
	v_add3_u32 v40, v55, v38, s5
	v_add3_u32 v38, v56, v39, s5
	v_cndmask_b32 v40, v40, v21, s[12:13]
	v_cndmask_b32 v38, v38, v21, s[14:15]
	v_perm_b32 v21, v38, v40, s6
	v_mov_b32 v38, v18                                  ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v39, v21
	global_store_dwordx2 v7, v[38:39], s[8:9]
	v_mov_b32 v18, 0x7fc00000
	v_cmp_u_f32 s[12:13], v57, v57
	v_cmp_u_f32 s[14:15], v58, v58
	v_bfe_u32 v21, v57, 16, 1
	v_bfe_u32 v38, v58, 16, 1
	v_add3_u32 v39, v57, v21, s5
	v_add3_u32 v21, v58, v38, s5
	v_cndmask_b32 v39, v39, v18, s[12:13]
	v_cndmask_b32 v21, v21, v18, s[14:15]
	v_perm_b32 v18, v21, v39, s6
	v_mov_b32 v21, 0x7fc00000
	v_cmp_u_f32 s[12:13], v59, v59
	v_cmp_u_f32 s[14:15], v60, v60
	v_bfe_u32 v38, v59, 16, 1
	v_bfe_u32 v39, v60, 16, 1
	v_add3_u32 v40, v59, v38, s5
	v_add3_u32 v38, v60, v39, s5
	v_cndmask_b32 v40, v40, v21, s[12:13]
	v_cndmask_b32 v38, v38, v21, s[14:15]
	v_perm_b32 v21, v38, v40, s6
	v_mov_b32 v38, v18                                  ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v39, v21
	global_store_dwordx2 v7, v[38:39], s[8:9] offset:16
	v_mov_b32 v18, 0x7fc00000
	v_cmp_u_f32 s[12:13], v61, v61
	v_cmp_u_f32 s[14:15], v62, v62
	v_bfe_u32 v21, v61, 16, 1
	v_bfe_u32 v38, v62, 16, 1
	v_add3_u32 v39, v61, v21, s5
	v_add3_u32 v21, v62, v38, s5
	v_cndmask_b32 v39, v39, v18, s[12:13]
	v_cndmask_b32 v21, v21, v18, s[14:15]
	v_perm_b32 v18, v21, v39, s6
	v_mov_b32 v21, 0x7fc00000
	v_cmp_u_f32 s[12:13], v63, v63
	v_cmp_u_f32 s[14:15], v64, v64
	v_bfe_u32 v38, v63, 16, 1
	v_bfe_u32 v39, v64, 16, 1
	v_add3_u32 v40, v63, v38, s5
	v_add3_u32 v38, v64, v39, s5
	v_cndmask_b32 v40, v40, v21, s[12:13]
	v_cndmask_b32 v38, v38, v21, s[14:15]
	v_perm_b32 v21, v38, v40, s6
	v_mov_b32 v38, v18                                  ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v39, v21
	global_store_dwordx2 v7, v[38:39], s[8:9] offset:32
	v_mov_b32 v18, 0x7fc00000
	v_cmp_u_f32 s[12:13], v65, v65
	v_cmp_u_f32 s[14:15], v66, v66
	v_bfe_u32 v21, v65, 16, 1
	v_bfe_u32 v38, v66, 16, 1
	v_add3_u32 v39, v65, v21, s5
	v_add3_u32 v21, v66, v38, s5
	v_cndmask_b32 v39, v39, v18, s[12:13]
	v_cndmask_b32 v21, v21, v18, s[14:15]
	v_perm_b32 v18, v21, v39, s6
	v_mov_b32 v21, 0x7fc00000
	v_cmp_u_f32 s[12:13], v67, v67
	v_cmp_u_f32 s[14:15], v68, v68
	v_bfe_u32 v38, v67, 16, 1
	v_bfe_u32 v39, v68, 16, 1
	v_add3_u32 v40, v67, v38, s5
	v_add3_u32 v38, v68, v39, s5
	v_cndmask_b32 v40, v40, v21, s[12:13]
	v_cndmask_b32 v38, v38, v21, s[14:15]
	v_perm_b32 v21, v38, v40, s6
	v_mov_b32 v38, v18                                  ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v39, v21
	global_store_dwordx2 v7, v[38:39], s[8:9] offset:48
	v_mov_b32 v18, 0x7fc00000
	v_cmp_u_f32 s[12:13], v22, v22
	v_cmp_u_f32 s[14:15], v23, v23
	v_bfe_u32 v21, v22, 16, 1
	v_bfe_u32 v38, v23, 16, 1
	v_add3_u32 v39, v22, v21, s5
	v_add3_u32 v21, v23, v38, s5
	v_cndmask_b32 v39, v39, v18, s[12:13]
	v_cndmask_b32 v21, v21, v18, s[14:15]
	v_perm_b32 v18, v21, v39, s6
	v_mov_b32 v21, 0x7fc00000
	v_cmp_u_f32 s[12:13], v24, v24
	v_cmp_u_f32 s[14:15], v25, v25
	v_bfe_u32 v22, v24, 16, 1
	v_bfe_u32 v23, v25, 16, 1
	v_add3_u32 v38, v24, v22, s5
	v_add3_u32 v22, v25, v23, s5
	v_cndmask_b32 v38, v38, v21, s[12:13]
	v_cndmask_b32 v22, v22, v21, s[14:15]
	v_perm_b32 v21, v22, v38, s6
	v_mov_b32 v22, v18                                  ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v23, v21
	global_store_dwordx2 v7, v[22:23], s[8:9] offset:64
	v_mov_b32 v18, 0x7fc00000
	v_cmp_u_f32 s[12:13], v26, v26
	v_cmp_u_f32 s[14:15], v27, v27
	v_bfe_u32 v21, v26, 16, 1
	v_bfe_u32 v22, v27, 16, 1
	v_add3_u32 v23, v26, v21, s5
	v_add3_u32 v21, v27, v22, s5
	v_cndmask_b32 v23, v23, v18, s[12:13]
	v_cndmask_b32 v21, v21, v18, s[14:15]
	v_perm_b32 v18, v21, v23, s6
	v_mov_b32 v21, 0x7fc00000
	v_cmp_u_f32 s[12:13], v28, v28
	v_cmp_u_f32 s[14:15], v29, v29
	v_bfe_u32 v22, v28, 16, 1
	v_bfe_u32 v23, v29, 16, 1
	v_add3_u32 v24, v28, v22, s5
	v_add3_u32 v22, v29, v23, s5
	v_cndmask_b32 v24, v24, v21, s[12:13]
	v_cndmask_b32 v22, v22, v21, s[14:15]
	v_perm_b32 v21, v22, v24, s6
	v_mov_b32 v22, v18                                  ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v23, v21
	global_store_dwordx2 v7, v[22:23], s[8:9] offset:80
	v_mov_b32 v18, 0x7fc00000
	v_cmp_u_f32 s[12:13], v30, v30
	v_cmp_u_f32 s[14:15], v31, v31
	v_bfe_u32 v21, v30, 16, 1
	v_bfe_u32 v22, v31, 16, 1
	v_add3_u32 v23, v30, v21, s5
	v_add3_u32 v21, v31, v22, s5
	v_cndmask_b32 v23, v23, v18, s[12:13]
	v_cndmask_b32 v21, v21, v18, s[14:15]
	v_perm_b32 v18, v21, v23, s6
	v_mov_b32 v21, 0x7fc00000
	v_cmp_u_f32 s[12:13], v32, v32
	v_cmp_u_f32 s[14:15], v33, v33
	v_bfe_u32 v22, v32, 16, 1
	v_bfe_u32 v23, v33, 16, 1
	v_add3_u32 v24, v32, v22, s5
	v_add3_u32 v22, v33, v23, s5
	v_cndmask_b32 v24, v24, v21, s[12:13]
	v_cndmask_b32 v22, v22, v21, s[14:15]
	v_perm_b32 v21, v22, v24, s6
	v_mov_b32 v22, v18                                  ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v23, v21
	global_store_dwordx2 v7, v[22:23], s[8:9] offset:96
	v_mov_b32 v18, 0x7fc00000
	v_cmp_u_f32 s[12:13], v34, v34
	v_cmp_u_f32 s[14:15], v35, v35
	v_bfe_u32 v21, v34, 16, 1
	v_bfe_u32 v22, v35, 16, 1
	v_add3_u32 v23, v34, v21, s5
	v_add3_u32 v21, v35, v22, s5
	v_cndmask_b32 v23, v23, v18, s[12:13]
	v_cndmask_b32 v21, v21, v18, s[14:15]
	v_perm_b32 v18, v21, v23, s6
	v_mov_b32 v21, 0x7fc00000
	v_cmp_u_f32 s[12:13], v36, v36
	v_cmp_u_f32 s[14:15], v37, v37
	v_bfe_u32 v22, v36, 16, 1
	v_bfe_u32 v23, v37, 16, 1
	v_add3_u32 v24, v36, v22, s5
	v_add3_u32 v22, v37, v23, s5
	v_cndmask_b32 v24, v24, v21, s[12:13]
	v_cndmask_b32 v22, v22, v21, s[14:15]
	v_perm_b32 v21, v22, v24, s6
	v_mov_b32 v22, v18                                  ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v23, v21
	global_store_dwordx2 v7, v[22:23], s[8:9] offset:112
	s_branch .Lattention_fp8_fnuz_if0_end
.Lattention_fp8_fnuz_if0_else:
	v_cmp_lt_u32 s[12:13], v3, s21                      ; 's' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29]                 ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v18, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:1        ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v21, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:2        ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v22, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:3        ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v23, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:8        ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v24, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:9        ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v25, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:10       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v26, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:11       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v27, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:16       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v28, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:17       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v29, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:18       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v30, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:19       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v31, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:24       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v32, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:25       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v33, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:26       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v34, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:27       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v35, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:32       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v36, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:33       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v37, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:34       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v38, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:35       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v39, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:40       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v40, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:41       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v41, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:42       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v42, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:43       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v43, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:48       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v44, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:49       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v45, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:50       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v46, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:51       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v47, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:56       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v48, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:57       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v49, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:58       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v50, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1330
	global_load_ubyte v3, v10, s[28:29] offset:59       ; examples/attention_fp8_fnuz.kgen:11: load of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v10, v3
	v_cmp_u_f32 s[14:15], v18, v18
	v_med3_f32 v3, v18, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v18, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18                                 ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v21, v21
	v_med3_f32 v3, v21, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v21, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:1                        ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v3, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v22, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:2                        ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v23, v23
	v_med3_f32 v3, v23, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v23, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:3                        ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v24, v24
	v_med3_f32 v3, v24, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v24, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:8                        ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v25, v25
	v_med3_f32 v3, v25, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v25, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:9                        ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v26, v26
	v_med3_f32 v3, v26, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v26, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:10                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v27, v27
	v_med3_f32 v3, v27, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v27, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:11                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v28, v28
	v_med3_f32 v3, v28, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v28, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:16                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v29, v29
	v_med3_f32 v3, v29, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v29, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:17                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v30, v30
	v_med3_f32 v3, v30, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v30, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:18                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v31, v31
	v_med3_f32 v3, v31, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v31, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:19                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v32, v32
	v_med3_f32 v3, v32, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v32, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:24                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v33, v33
	v_med3_f32 v3, v33, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v33, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:25                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v34, v34
	v_med3_f32 v3, v34, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v34, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:26                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v35, v35
	v_med3_f32 v3, v35, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v35, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:27                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v36, v36
	v_med3_f32 v3, v36, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v36, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:32                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v37, v37
	v_med3_f32 v3, v37, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v37, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:33                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v38, v38
	v_med3_f32 v3, v38, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v38, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:34                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v39, v39
	v_med3_f32 v3, v39, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v39, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:35                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v40, v40
	v_med3_f32 v3, v40, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v40, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:40                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v41, v41
	v_med3_f32 v3, v41, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v41, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:41                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v42, v42
	v_med3_f32 v3, v42, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v42, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:42                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v43, v43
	v_med3_f32 v3, v43, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v43, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:43                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v44, v44
	v_med3_f32 v3, v44, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v44, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:48                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v45, v45
	v_med3_f32 v3, v45, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v45, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:49                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v46, v46
	v_med3_f32 v3, v46, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v46, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:50                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v47, v47
	v_med3_f32 v3, v47, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v47, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:51                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v48, v48
	v_med3_f32 v3, v48, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v48, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:56                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v49, v49
	v_med3_f32 v3, v49, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v49, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:57                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v50, v50
	v_med3_f32 v3, v50, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v50, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v18, 0xff, v3
	ds_write_b8 v5, v18 offset:58                       ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v10, v10
	v_med3_f32 v3, v10, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v10, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v10, 0xff, v3
	ds_write_b8 v5, v10 offset:59                       ; B operand of the product: stage
	v_add_f32 v3, 0, 0                                  ; examples/attention_fp8_fnuz.kgen:9
	v_mov_b32 v22, v3                                   ; loop-carried 'acc'
	v_mov_b32 v23, v3                                   ; loop-carried 'acc'
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
	v_mov_b32 v5, v3                                    ; loop-carried 'l'
	v_mov_b32 v3, 0xff800000                            ; examples/attention_fp8_fnuz.kgen:7
	v_add_f32 v10, v3, 0
	v_mov_b32 v3, v10                                   ; loop-carried 'mx'
	s_cmp_ge_u32 s18, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s6, 1, 0
	s_sub_u32 s14, s18, 63
	s_cmp_lg_u32 s6, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s6, s14, 0
	s_cmp_lg_u32 s22, 0
	s_cselect_b32 s14, s6, 0
	s_mov_b32 s6, 0                                     ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s6, s14
	s_cbranch_scc1 .Lattention_fp8_fnuz_loop2_end
.Lattention_fp8_fnuz_loop2:
	s_mul_i32 s20, s6, 0x80
	s_mul_hi_u32 s21, s6, 0x80
	s_add_u32 s22, s30, s20                             ; 'k' at this chunk
	s_addc_u32 s23, s31, s21
	global_load_dwordx2 v[54:55], v15, s[22:23]         ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v10, 8, v54
	v_lshrrev_b32 v18, 16, v54
	v_lshrrev_b32 v21, 24, v54
	v_cvt_f32_fp8 v56, v54
	v_cvt_f32_fp8 v57, v10
	v_cvt_f32_fp8 v10, v18
	v_cvt_f32_fp8 v18, v21
	v_lshrrev_b32 v21, 8, v55
	v_lshrrev_b32 v58, 16, v55
	v_lshrrev_b32 v59, 24, v55
	v_cvt_f32_fp8 v60, v55
	v_cvt_f32_fp8 v54, v21
	v_cvt_f32_fp8 v21, v58
	v_cvt_f32_fp8 v55, v59
	global_load_dwordx2 v[58:59], v15, s[22:23] offset:2048 ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v61, 8, v58
	v_lshrrev_b32 v62, 16, v58
	v_lshrrev_b32 v63, 24, v58
	v_cvt_f32_fp8 v64, v58
	v_cvt_f32_fp8 v65, v61
	v_cvt_f32_fp8 v61, v62
	v_cvt_f32_fp8 v62, v63
	v_lshrrev_b32 v63, 8, v59
	v_lshrrev_b32 v66, 16, v59
	v_lshrrev_b32 v67, 24, v59
	v_cvt_f32_fp8 v68, v59
	v_cvt_f32_fp8 v58, v63
	v_cvt_f32_fp8 v59, v66
	v_cvt_f32_fp8 v63, v67
	v_add_u32 v66, 0x1000, v15                          ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	global_load_dwordx2 v[70:71], v66, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v66, 8, v70
	v_lshrrev_b32 v67, 16, v70
	v_lshrrev_b32 v69, 24, v70
	v_cvt_f32_fp8 v72, v70
	v_cvt_f32_fp8 v73, v66
	v_cvt_f32_fp8 v66, v67
	v_cvt_f32_fp8 v67, v69
	v_lshrrev_b32 v69, 8, v71
	v_lshrrev_b32 v74, 16, v71
	v_lshrrev_b32 v75, 24, v71
	v_cvt_f32_fp8 v76, v71
	v_cvt_f32_fp8 v70, v69
	v_cvt_f32_fp8 v69, v74
	v_cvt_f32_fp8 v71, v75
	v_add_u32 v74, 0x1800, v15                          ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	global_load_dwordx2 v[78:79], v74, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v74, 8, v78
	v_lshrrev_b32 v75, 16, v78
	v_lshrrev_b32 v77, 24, v78
	v_cvt_f32_fp8 v80, v78
	v_cvt_f32_fp8 v81, v74
	v_cvt_f32_fp8 v74, v75
	v_cvt_f32_fp8 v75, v77
	v_lshrrev_b32 v77, 8, v79
	v_lshrrev_b32 v82, 16, v79
	v_lshrrev_b32 v83, 24, v79
	v_cvt_f32_fp8 v84, v79
	v_cvt_f32_fp8 v78, v77
	v_cvt_f32_fp8 v77, v82
	v_cvt_f32_fp8 v79, v83
	v_cmp_u_f32 s[20:21], v56, v56
	v_med3_f32 v82, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v82, v82, v56, s[20:21]
	v_cvt_pk_fp8_f32 v82, v82, 0
	v_and_b32 v56, 0xff, v82
	ds_write_b8 v13, v56 offset:9216                    ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v57, v57
	v_med3_f32 v56, v57, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v57, s[20:21]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v13, v57 offset:9217                    ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v10, v10
	v_med3_f32 v56, v10, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v10, s[20:21]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v10, 0xff, v56
	ds_write_b8 v13, v10 offset:9218                    ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v18, v18
	v_med3_f32 v10, v18, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v18, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:9219                    ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v60, v60
	v_med3_f32 v10, v60, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v60, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:9220                    ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v54, v54
	v_med3_f32 v10, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v54, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:9221                    ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v21, v21
	v_med3_f32 v10, v21, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v21, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:9222                    ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v55, v55
	v_med3_f32 v10, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v55, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:9223                    ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v64, v64
	v_med3_f32 v10, v64, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v64, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:11520                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v65, v65
	v_med3_f32 v10, v65, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v65, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:11521                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v61, v61
	v_med3_f32 v10, v61, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v61, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:11522                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v62, v62
	v_med3_f32 v10, v62, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v62, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:11523                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v10, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v68, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:11524                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v58, v58
	v_med3_f32 v10, v58, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v58, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:11525                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v59, v59
	v_med3_f32 v10, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v59, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:11526                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v63, v63
	v_med3_f32 v10, v63, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v63, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:11527                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v10, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v72, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:13824                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v73, v73
	v_med3_f32 v10, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v73, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:13825                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v66, v66
	v_med3_f32 v10, v66, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v66, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:13826                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v67, v67
	v_med3_f32 v10, v67, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v67, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:13827                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v76, v76
	v_med3_f32 v10, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v76, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:13828                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v70, v70
	v_med3_f32 v10, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v70, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:13829                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v69, v69
	v_med3_f32 v10, v69, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v69, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:13830                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v71, v71
	v_med3_f32 v10, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v71, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:13831                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v80, v80
	v_med3_f32 v10, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v80, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:16128                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v81, v81
	v_med3_f32 v10, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v81, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:16129                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v74, v74
	v_med3_f32 v10, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v74, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:16130                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v75, v75
	v_med3_f32 v10, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v75, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:16131                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v84, v84
	v_med3_f32 v10, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v84, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:16132                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v78, v78
	v_med3_f32 v10, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v78, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:16133                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v77, v77
	v_med3_f32 v10, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v77, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:16134                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v79, v79
	v_med3_f32 v10, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v79, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:16135                   ; A operand of the product: stage
	v_mov_b32 v54, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v68, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[70:73], v17                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[74:77], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[70:73], v17 offset:32                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[74:77], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[70:73], v17 offset:64                ; B fragment 0, k-steps 4..5
	ds_read_b128 v[74:77], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[70:73], v17 offset:96                ; B fragment 0, k-steps 6..7
	ds_read_b128 v[74:77], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	s_nop 7
	s_nop 2
	v_max_f32 v10, v54, v55                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v54, v55
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[20:21]
	v_max_f32 v10, v21, v56                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v21, v56
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[20:21]
	v_max_f32 v10, v21, v57                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v21, v57
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[20:21]
	v_max_f32 v10, v21, v58                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v21, v58
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[20:21]
	v_max_f32 v10, v21, v59                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v21, v59
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[20:21]
	v_max_f32 v10, v21, v60                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v21, v60
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[20:21]
	v_max_f32 v10, v21, v61                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v21, v61
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[20:21]
	v_max_f32 v10, v21, v62                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v21, v62
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[20:21]
	v_max_f32 v10, v21, v63                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v21, v63
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[20:21]
	v_max_f32 v10, v21, v64                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v21, v64
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[20:21]
	v_max_f32 v10, v21, v65                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v21, v65
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[20:21]
	v_max_f32 v10, v21, v66                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v21, v66
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[20:21]
	v_max_f32 v10, v21, v67                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v21, v67
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[20:21]
	v_max_f32 v10, v21, v68                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v21, v68
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[20:21]
	v_max_f32 v10, v21, v69                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v21, v69
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[20:21]
	v_and_b32 v10, 63, v0                               ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): lanes 32 apart
	v_xor_b32 v10, 32, v10
	v_lshlrev_b32 v10, 2, v10
	ds_bpermute_b32 v18, v10, v21
	s_waitcnt lgkmcnt(0)
	v_max_f32 v10, v21, v18
	v_cmp_u_f32 s[20:21], v21, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[20:21]
	s_and_saveexec_b64 s[20:21], s[10:11]               ; lanes where %vpred_359
	ds_write_b32 v11, v21 offset:19456                  ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v10, v8 offset:19456                    ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 0
	ds_read_b32 v18, v8 offset:19712                    ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v21, v10, v18
	v_cmp_u_f32 s[20:21], v10, v18
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v21, v10, s[20:21]
	v_max_f32 v10, v3, v18                              ; examples/attention_fp8_fnuz.kgen:12
	v_cmp_u_f32 s[20:21], v3, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[20:21]
	v_sub_f32 v10, v3, v21                              ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v18, s7, v10                              ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v10, 0x3fb8aa3b, v18                      ; examples/attention_fp8_fnuz.kgen:14
	v_exp_f32 v18, v10                                  ; examples/attention_fp8_fnuz.kgen:14
	s_nop 0
	v_mul_f32 v10, v22, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v70, v23, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v71, v24, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v72, v25, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v73, v26, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v74, v27, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v75, v28, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v76, v29, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v77, v30, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v78, v31, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v79, v32, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v80, v33, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v81, v34, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v82, v35, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v83, v36, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v84, v37, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v85, v38, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v86, v39, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v87, v40, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v88, v41, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v89, v42, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v90, v43, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v91, v44, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v92, v45, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v93, v46, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v94, v47, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v95, v48, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v96, v49, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v97, v50, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v98, v51, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v99, v52, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v100, v53, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mov_b32 v22, v10                                  ; 'acc' scaled in place
	v_mov_b32 v23, v70                                  ; 'acc' scaled in place
	v_mov_b32 v24, v71                                  ; 'acc' scaled in place
	v_mov_b32 v25, v72                                  ; 'acc' scaled in place
	v_mov_b32 v26, v73                                  ; 'acc' scaled in place
	v_mov_b32 v27, v74                                  ; 'acc' scaled in place
	v_mov_b32 v28, v75                                  ; 'acc' scaled in place
	v_mov_b32 v29, v76                                  ; 'acc' scaled in place
	v_mov_b32 v30, v77                                  ; 'acc' scaled in place
	v_mov_b32 v31, v78                                  ; 'acc' scaled in place
	v_mov_b32 v32, v79                                  ; 'acc' scaled in place
	v_mov_b32 v33, v80                                  ; 'acc' scaled in place
	v_mov_b32 v34, v81                                  ; 'acc' scaled in place
	v_mov_b32 v35, v82                                  ; 'acc' scaled in place
	v_mov_b32 v36, v83                                  ; 'acc' scaled in place
	v_mov_b32 v37, v84                                  ; 'acc' scaled in place
	v_mov_b32 v38, v85                                  ; 'acc' scaled in place
	v_mov_b32 v39, v86                                  ; 'acc' scaled in place
	v_mov_b32 v40, v87                                  ; 'acc' scaled in place
	v_mov_b32 v41, v88                                  ; 'acc' scaled in place
	v_mov_b32 v42, v89                                  ; 'acc' scaled in place
	v_mov_b32 v43, v90                                  ; 'acc' scaled in place
	v_mov_b32 v44, v91                                  ; 'acc' scaled in place
	v_mov_b32 v45, v92                                  ; 'acc' scaled in place
	v_mov_b32 v46, v93                                  ; 'acc' scaled in place
	v_mov_b32 v47, v94                                  ; 'acc' scaled in place
	v_mov_b32 v48, v95                                  ; 'acc' scaled in place
	v_mov_b32 v49, v96                                  ; 'acc' scaled in place
	v_mov_b32 v50, v97                                  ; 'acc' scaled in place
	v_mov_b32 v51, v98                                  ; 'acc' scaled in place
	v_mov_b32 v52, v99                                  ; 'acc' scaled in place
	v_mov_b32 v53, v100                                 ; 'acc' scaled in place
	s_mov_b32 s20, s6
	s_mov_b32 s21, 0
	s_add_u32 s22, s32, s20                             ; 'vt' at this chunk
	s_addc_u32 s23, s33, s21
	global_load_ubyte v10, v19, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v70, v10
	s_mul_i32 s15, s18, 1
	v_add_u32 v10, s15, v19
	global_load_ubyte v71, v10, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v72, v71
	s_mul_i32 s15, s18, 2
	v_add_u32 v71, s15, v19
	global_load_ubyte v73, v71, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v73
	s_mul_i32 s15, s18, 3
	v_add_u32 v73, s15, v19
	global_load_ubyte v75, v73, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v76, v75
	s_mul_i32 s15, s18, 4
	v_add_u32 v75, s15, v19
	global_load_ubyte v77, v75, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v77
	s_mul_i32 s15, s18, 5
	v_add_u32 v77, s15, v19
	global_load_ubyte v79, v77, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v79
	s_mul_i32 s15, s18, 6
	v_add_u32 v79, s15, v19
	global_load_ubyte v81, v79, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v81
	s_mul_i32 s15, s18, 7
	v_add_u32 v81, s15, v19
	global_load_ubyte v83, v81, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v84, v83
	global_load_ubyte v83, v19, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v85, v83
	global_load_ubyte v83, v10, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v86, v83
	global_load_ubyte v83, v71, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v87, v83
	global_load_ubyte v83, v73, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v88, v83
	global_load_ubyte v83, v75, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v89, v83
	global_load_ubyte v83, v77, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v90, v83
	global_load_ubyte v83, v79, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v91, v83
	global_load_ubyte v83, v81, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v92, v83
	global_load_ubyte v83, v19, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v93, v83
	global_load_ubyte v83, v10, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v94, v83
	global_load_ubyte v83, v71, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v95, v83
	global_load_ubyte v83, v73, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v96, v83
	global_load_ubyte v83, v75, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v97, v83
	global_load_ubyte v83, v77, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v98, v83
	global_load_ubyte v83, v79, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v99, v83
	global_load_ubyte v83, v81, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v100, v83
	global_load_ubyte v83, v19, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v101, v83
	global_load_ubyte v83, v10, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v10, v83
	global_load_ubyte v83, v71, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v71, v83
	global_load_ubyte v83, v73, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v73, v83
	global_load_ubyte v83, v75, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v75, v83
	global_load_ubyte v83, v77, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v83
	global_load_ubyte v83, v79, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v83
	global_load_ubyte v83, v81, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v83
	ds_write_b32 v14, v70 offset:19968                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v72 offset:20228                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v74 offset:20488                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v76 offset:20748                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v78 offset:21008                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v80 offset:21268                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v82 offset:21528                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v84 offset:21788                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v85 offset:20032                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v86 offset:20292                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v87 offset:20552                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v88 offset:20812                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v89 offset:21072                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v90 offset:21332                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v91 offset:21592                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v92 offset:21852                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v93 offset:20096                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v94 offset:20356                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v95 offset:20616                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v96 offset:20876                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v97 offset:21136                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v98 offset:21396                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v99 offset:21656                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v100 offset:21916                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v101 offset:20160                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v10 offset:20420                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v71 offset:20680                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v73 offset:20940                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v75 offset:21200                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v77 offset:21460                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v79 offset:21720                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v81 offset:21980                  ; convert 'vt' in K runs: write this thread's elements
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v10, v20 offset:19968                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v70, v20 offset:19972                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v71, v20 offset:19976                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v72, v20 offset:19980                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v73, v20 offset:24128                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v74, v20 offset:24132                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v75, v20 offset:24136                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v76, v20 offset:24140                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v77, v20 offset:28288                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v78, v20 offset:28292                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v79, v20 offset:28296                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v80, v20 offset:28300                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v81, v20 offset:32448                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v82, v20 offset:32452                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v83, v20 offset:32456                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v84, v20 offset:32460                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v85, v20 offset:36608                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v86, v20 offset:36612                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v87, v20 offset:36616                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v88, v20 offset:36620                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v89, v20 offset:40768                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v90, v20 offset:40772                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v91, v20 offset:40776                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v92, v20 offset:40780                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v93, v20 offset:44928                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v94, v20 offset:44932                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v95, v20 offset:44936                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v96, v20 offset:44940                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v97, v20 offset:49088                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v98, v20 offset:49092                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v99, v20 offset:49096                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v100, v20 offset:49100                  ; convert 'vt' in K runs: read in the new layout
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[20:21], v10, v10
	v_med3_f32 v101, v10, -s4, s4
	s_nop 0
	v_cndmask_b32 v101, v101, v10, s[20:21]
	v_cvt_pk_fp8_f32 v101, v101, 0
	v_and_b32 v10, 0xff, v101
	ds_write_b8 v12, v10 offset:9216                    ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v70, v70
	v_med3_f32 v10, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v70, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:9217                    ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v71, v71
	v_med3_f32 v10, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v71, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:9218                    ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v10, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v72, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:9219                    ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v73, v73
	v_med3_f32 v10, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v73, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:10496                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v74, v74
	v_med3_f32 v10, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v74, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:10497                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v75, v75
	v_med3_f32 v10, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v75, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:10498                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v76, v76
	v_med3_f32 v10, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v76, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:10499                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v77, v77
	v_med3_f32 v10, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v77, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:11776                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v78, v78
	v_med3_f32 v10, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v78, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:11777                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v79, v79
	v_med3_f32 v10, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v79, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:11778                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v80, v80
	v_med3_f32 v10, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v80, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:11779                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v81, v81
	v_med3_f32 v10, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v81, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:13056                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v82, v82
	v_med3_f32 v10, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v82, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:13057                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v83, v83
	v_med3_f32 v10, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v83, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:13058                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v84, v84
	v_med3_f32 v10, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v84, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:13059                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v85, v85
	v_med3_f32 v10, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v85, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:14336                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v86, v86
	v_med3_f32 v10, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v86, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:14337                   ; A operand of the product: stage
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[20:21], v87, v87
	v_med3_f32 v10, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v87, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:14338                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v88, v88
	v_med3_f32 v10, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v88, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:14339                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v89, v89
	v_med3_f32 v10, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v89, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:15616                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v90, v90
	v_med3_f32 v10, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v90, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:15617                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v91, v91
	v_med3_f32 v10, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v91, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:15618                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v92, v92
	v_med3_f32 v10, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v92, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:15619                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v93, v93
	v_med3_f32 v10, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v93, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:16896                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v94, v94
	v_med3_f32 v10, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v94, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:16897                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v95, v95
	v_med3_f32 v10, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v95, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:16898                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v96, v96
	v_med3_f32 v10, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v96, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:16899                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v97, v97
	v_med3_f32 v10, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v97, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:18176                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v98, v98
	v_med3_f32 v10, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v98, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:18177                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v99, v99
	v_med3_f32 v10, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v99, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:18178                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v100, v100
	v_med3_f32 v10, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v100, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:18179                   ; A operand of the product: stage
	v_mov_b32 v10, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8_fnuz.kgen:13)
	v_mul_f32 v70, s7, v10
	v_mov_b32 v10, 0xbfb8aa3b
	v_mul_f32 v71, s7, v10
	v_mul_f32 v10, v21, v71                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8_fnuz.kgen:13)
	v_fma_f32 v71, v54, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v72, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v55, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v73, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v56, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v74, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v57, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v75, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v58, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v76, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v59, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v77, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v60, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v78, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v61, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v79, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v62, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v80, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v63, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v81, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v64, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v82, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v65, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v83, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v66, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v84, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v67, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v85, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v68, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v86, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v69, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v10, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_cmp_u_f32 s[20:21], v72, v72                      ; round to e4m3fnuz
	v_med3_f32 v54, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v72, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	v_cvt_f32_fp8 v54, v55
	v_cmp_u_f32 s[20:21], v73, v73                      ; round to e4m3fnuz
	v_med3_f32 v55, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v73, s[20:21]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	v_cvt_f32_fp8 v55, v56
	v_cmp_u_f32 s[20:21], v74, v74                      ; round to e4m3fnuz
	v_med3_f32 v56, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v74, s[20:21]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	v_cvt_f32_fp8 v56, v57
	v_cmp_u_f32 s[20:21], v75, v75                      ; round to e4m3fnuz
	v_med3_f32 v57, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v75, s[20:21]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v58, 0xff, v57
	v_cvt_f32_fp8 v57, v58
	v_cmp_u_f32 s[20:21], v76, v76                      ; round to e4m3fnuz
	v_med3_f32 v58, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v76, s[20:21]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	v_cvt_f32_fp8 v58, v59
	v_cmp_u_f32 s[20:21], v77, v77                      ; round to e4m3fnuz
	v_med3_f32 v59, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v59, v59, v77, s[20:21]
	v_cvt_pk_fp8_f32 v59, v59, 0
	v_and_b32 v60, 0xff, v59
	v_cvt_f32_fp8 v59, v60
	v_cmp_u_f32 s[20:21], v78, v78                      ; round to e4m3fnuz
	v_med3_f32 v60, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v78, s[20:21]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v61, 0xff, v60
	v_cvt_f32_fp8 v60, v61
	v_cmp_u_f32 s[20:21], v79, v79                      ; round to e4m3fnuz
	v_med3_f32 v61, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v61, v61, v79, s[20:21]
	v_cvt_pk_fp8_f32 v61, v61, 0
	v_and_b32 v62, 0xff, v61
	v_cvt_f32_fp8 v61, v62
	v_cmp_u_f32 s[20:21], v80, v80                      ; round to e4m3fnuz
	v_med3_f32 v62, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v62, v62, v80, s[20:21]
	v_cvt_pk_fp8_f32 v62, v62, 0
	v_and_b32 v63, 0xff, v62
	v_cvt_f32_fp8 v62, v63
	v_cmp_u_f32 s[20:21], v81, v81                      ; round to e4m3fnuz
	v_med3_f32 v63, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v63, v63, v81, s[20:21]
	v_cvt_pk_fp8_f32 v63, v63, 0
	v_and_b32 v64, 0xff, v63
	v_cvt_f32_fp8 v63, v64
	v_cmp_u_f32 s[20:21], v82, v82                      ; round to e4m3fnuz
	v_med3_f32 v64, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v64, v64, v82, s[20:21]
	v_cvt_pk_fp8_f32 v64, v64, 0
	v_and_b32 v65, 0xff, v64
	v_cvt_f32_fp8 v64, v65
	v_cmp_u_f32 s[20:21], v83, v83                      ; round to e4m3fnuz
	v_med3_f32 v65, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v65, v65, v83, s[20:21]
	v_cvt_pk_fp8_f32 v65, v65, 0
	v_and_b32 v66, 0xff, v65
	v_cvt_f32_fp8 v65, v66
	v_cmp_u_f32 s[20:21], v84, v84                      ; round to e4m3fnuz
	v_med3_f32 v66, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v66, v66, v84, s[20:21]
	v_cvt_pk_fp8_f32 v66, v66, 0
	v_and_b32 v67, 0xff, v66
	v_cvt_f32_fp8 v66, v67
	v_cmp_u_f32 s[20:21], v85, v85                      ; round to e4m3fnuz
	v_med3_f32 v67, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v67, v67, v85, s[20:21]
	v_cvt_pk_fp8_f32 v67, v67, 0
	v_and_b32 v68, 0xff, v67
	v_cvt_f32_fp8 v67, v68
	v_cmp_u_f32 s[20:21], v86, v86                      ; round to e4m3fnuz
	v_med3_f32 v68, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v86, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	v_cvt_f32_fp8 v68, v69
	v_cmp_u_f32 s[20:21], v10, v10                      ; round to e4m3fnuz
	v_med3_f32 v69, v10, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v10, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v70, 0xff, v69
	v_cvt_f32_fp8 v69, v70
	v_cmp_u_f32 s[20:21], v54, v54
	v_med3_f32 v70, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v54, s[20:21]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v54, 0xff, v70
	ds_write_b8 v4, v54 offset:53248                    ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v55, v55
	v_med3_f32 v54, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v55, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v4, v55 offset:53249                    ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v56, v56
	v_med3_f32 v54, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v56, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v4, v55 offset:53250                    ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v57, v57
	v_med3_f32 v54, v57, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v57, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v4, v55 offset:53251                    ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v58, v58
	v_med3_f32 v54, v58, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v58, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v4, v55 offset:53256                    ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v59, v59
	v_med3_f32 v54, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v59, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v4, v55 offset:53257                    ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v60, v60
	v_med3_f32 v54, v60, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v60, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v4, v55 offset:53258                    ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v61, v61
	v_med3_f32 v54, v61, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v61, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v4, v55 offset:53259                    ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v62, v62
	v_med3_f32 v54, v62, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v62, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v4, v55 offset:53264                    ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v63, v63
	v_med3_f32 v54, v63, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v63, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v4, v55 offset:53265                    ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v64, v64
	v_med3_f32 v54, v64, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v64, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v4, v55 offset:53266                    ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v65, v65
	v_med3_f32 v54, v65, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v65, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v4, v55 offset:53267                    ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v66, v66
	v_med3_f32 v54, v66, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v66, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v4, v55 offset:53272                    ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v67, v67
	v_med3_f32 v54, v67, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v67, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v4, v55 offset:53273                    ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v54, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v68, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v4, v55 offset:53274                    ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v69, v69
	v_med3_f32 v54, v69, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v69, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	ds_write_b8 v4, v55 offset:53275                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[54:57], v16 offset:53248             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[58:61], v1 offset:9216               ; A fragment 0, k-steps 0..1
	ds_read_b128 v[62:65], v1 offset:11776              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[22:37], v[58:59], v[54:55], v[22:37] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[62:63], v[54:55], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[22:37], v[60:61], v[56:57], v[22:37] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[64:65], v[56:57], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	ds_read_b128 v[54:57], v16 offset:53280             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[58:61], v1 offset:9248               ; A fragment 0, k-steps 2..3
	ds_read_b128 v[62:65], v1 offset:11808              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[22:37], v[58:59], v[54:55], v[22:37] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[62:63], v[54:55], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[22:37], v[60:61], v[56:57], v[22:37] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[64:65], v[56:57], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mul_f32 v54, v5, v18                              ; examples/attention_fp8_fnuz.kgen:15
	v_add_f32 v18, v72, v73                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v55, v18, v74                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v55, v75                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v55, v18, v76                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v55, v77                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v55, v18, v78                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v55, v79                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v55, v18, v80                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v55, v81                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v55, v18, v82                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v55, v83                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v55, v18, v84                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v55, v85                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v55, v18, v86                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v55, v10                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_and_b32 v10, 63, v0                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): lanes 32 apart
	v_xor_b32 v10, 32, v10
	v_lshlrev_b32 v10, 2, v10
	ds_bpermute_b32 v55, v10, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32 v10, v18, v55
	s_and_saveexec_b64 s[20:21], s[10:11]               ; lanes where %vpred_359
	ds_write_b32 v11, v10 offset:62464                  ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v10, v8 offset:62464                    ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 0
	ds_read_b32 v18, v8 offset:62720                    ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v55, v10, v18
	v_add_f32 v10, v54, v55                             ; examples/attention_fp8_fnuz.kgen:15
	v_mov_b32 v5, v10                                   ; next 'l'
	v_mov_b32 v3, v21                                   ; next 'mx'
	s_add_u32 s6, s6, 64
	s_cmp_lt_u32 s6, s14
	s_cbranch_scc1 .Lattention_fp8_fnuz_loop2
.Lattention_fp8_fnuz_loop2_end:
	s_mov_b32 s14, s6                                   ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s14, s18
	s_cbranch_scc1 .Lattention_fp8_fnuz_loop3_end
.Lattention_fp8_fnuz_loop3:
	s_sub_u32 s6, s18, s14
	s_mul_i32 s20, s14, 0x80
	s_mul_hi_u32 s21, s14, 0x80
	s_add_u32 s22, s30, s20                             ; 'k' at this chunk
	s_addc_u32 s23, s31, s21
	v_cmp_lt_u32 s[20:21], v9, s6                       ; 'tt' element in bounds
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_1948
	global_load_ubyte v10, v15, s[22:23]                ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v18, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_1948
	global_load_ubyte v10, v15, s[22:23] offset:1       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v21, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_1948
	global_load_ubyte v10, v15, s[22:23] offset:2       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v54, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_1948
	global_load_ubyte v10, v15, s[22:23] offset:3       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v55, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_1948
	global_load_ubyte v10, v15, s[22:23] offset:4       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v56, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_1948
	global_load_ubyte v10, v15, s[22:23] offset:5       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v57, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_1948
	global_load_ubyte v10, v15, s[22:23] offset:6       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v58, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_1948
	global_load_ubyte v10, v15, s[22:23] offset:7       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v59, v10
	v_add_u32 v10, 16, v9
	v_cmp_lt_u32 s[24:25], v10, s6                      ; 'tt' element in bounds
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1966
	global_load_ubyte v10, v15, s[22:23] offset:2048    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v60, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1966
	global_load_ubyte v10, v15, s[22:23] offset:2049    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v61, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1966
	global_load_ubyte v10, v15, s[22:23] offset:2050    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v62, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1966
	global_load_ubyte v10, v15, s[22:23] offset:2051    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v63, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1966
	global_load_ubyte v10, v15, s[22:23] offset:2052    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v64, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1966
	global_load_ubyte v10, v15, s[22:23] offset:2053    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v65, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1966
	global_load_ubyte v10, v15, s[22:23] offset:2054    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v66, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1966
	global_load_ubyte v10, v15, s[22:23] offset:2055    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v67, v10
	v_add_u32 v10, 32, v9
	v_cmp_lt_u32 s[26:27], v10, s6                      ; 'tt' element in bounds
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1984
	v_add_u32 v68, 0x1000, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v10, v68, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v68, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1984
	v_add_u32 v69, 0x1001, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v10, v69, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v69, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1984
	v_add_u32 v70, 0x1002, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v10, v70, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v70, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1984
	v_add_u32 v71, 0x1003, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v10, v71, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v71, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1984
	v_add_u32 v72, 0x1004, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v10, v72, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v72, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1984
	v_add_u32 v73, 0x1005, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v10, v73, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v73, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1984
	v_add_u32 v74, 0x1006, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v10, v74, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1984
	v_add_u32 v75, 0x1007, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v10, v75, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v75, v10
	v_add_u32 v10, 48, v9
	v_cmp_lt_u32 s[28:29], v10, s6                      ; 'tt' element in bounds
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_2002
	v_add_u32 v76, 0x1800, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v10, v76, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v76, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_2002
	v_add_u32 v77, 0x1801, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v10, v77, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_2002
	v_add_u32 v78, 0x1802, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v10, v78, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_2002
	v_add_u32 v79, 0x1803, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v10, v79, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_2002
	v_add_u32 v80, 0x1804, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v10, v80, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_2002
	v_add_u32 v81, 0x1805, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v10, v81, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_2002
	v_add_u32 v82, 0x1806, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v10, v82, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v10
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_2002
	v_add_u32 v83, 0x1807, v15                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v10, v83, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v83, v10
	v_cmp_u_f32 s[22:23], v18, v18
	v_med3_f32 v10, v18, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v18, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:9216                    ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v21, v21
	v_med3_f32 v10, v21, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v21, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:9217                    ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v54, v54
	v_med3_f32 v10, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v54, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:9218                    ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v55, v55
	v_med3_f32 v10, v55, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v55, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:9219                    ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v56, v56
	v_med3_f32 v10, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v56, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:9220                    ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v57, v57
	v_med3_f32 v10, v57, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v57, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:9221                    ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v58, v58
	v_med3_f32 v10, v58, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v58, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:9222                    ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v59, v59
	v_med3_f32 v10, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v59, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:9223                    ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v60, v60
	v_med3_f32 v10, v60, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v60, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:11520                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v61, v61
	v_med3_f32 v10, v61, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v61, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:11521                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v62, v62
	v_med3_f32 v10, v62, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v62, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:11522                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v63, v63
	v_med3_f32 v10, v63, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v63, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:11523                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v64, v64
	v_med3_f32 v10, v64, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v64, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:11524                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v65, v65
	v_med3_f32 v10, v65, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v65, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:11525                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v66, v66
	v_med3_f32 v10, v66, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v66, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:11526                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v67, v67
	v_med3_f32 v10, v67, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v67, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:11527                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v68, v68
	v_med3_f32 v10, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v68, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:13824                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v69, v69
	v_med3_f32 v10, v69, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v69, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:13825                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v70, v70
	v_med3_f32 v10, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v70, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:13826                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v71, v71
	v_med3_f32 v10, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v71, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:13827                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v72, v72
	v_med3_f32 v10, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v72, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:13828                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v73, v73
	v_med3_f32 v10, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v73, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:13829                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v74, v74
	v_med3_f32 v10, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v74, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:13830                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v75, v75
	v_med3_f32 v10, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v75, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:13831                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v76, v76
	v_med3_f32 v10, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v76, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:16128                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v77, v77
	v_med3_f32 v10, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v77, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:16129                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v78, v78
	v_med3_f32 v10, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v78, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:16130                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v79, v79
	v_med3_f32 v10, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v79, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:16131                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v80, v80
	v_med3_f32 v10, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v80, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:16132                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v81, v81
	v_med3_f32 v10, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v81, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:16133                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v82, v82
	v_med3_f32 v10, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v82, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:16134                   ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v83, v83
	v_med3_f32 v10, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v83, s[22:23]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v18, 0xff, v10
	ds_write_b8 v13, v18 offset:16135                   ; A operand of the product: stage
	v_mov_b32 v54, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v68, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[70:73], v17                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[74:77], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[70:73], v17 offset:32                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[74:77], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[70:73], v17 offset:64                ; B fragment 0, k-steps 4..5
	ds_read_b128 v[74:77], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[70:73], v17 offset:96                ; B fragment 0, k-steps 6..7
	ds_read_b128 v[74:77], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_cmp_lt_u32 s[22:23], v2, s6                       ; 'tt' element in bounds
	s_and_b64 s[34:35], s[12:13], s[22:23]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	s_nop 7
	v_cndmask_b32 v18, v10, v54, s[34:35]
	v_add_u32 v10, 1, v2
	v_cmp_lt_u32 s[22:23], v10, s6                      ; 'tt' element in bounds
	s_and_b64 s[36:37], s[12:13], s[22:23]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v21, v10, v55, s[36:37]
	v_add_u32 v10, 2, v2
	v_cmp_lt_u32 s[22:23], v10, s6                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[12:13], s[22:23]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v70, v10, v56, s[38:39]
	v_add_u32 v10, 3, v2
	v_cmp_lt_u32 s[22:23], v10, s6                      ; 'tt' element in bounds
	s_and_b64 s[40:41], s[12:13], s[22:23]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v71, v10, v57, s[40:41]
	v_add_u32 v10, 8, v2
	v_cmp_lt_u32 s[22:23], v10, s6                      ; 'tt' element in bounds
	s_and_b64 s[42:43], s[12:13], s[22:23]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v72, v10, v58, s[42:43]
	v_add_u32 v10, 9, v2
	v_cmp_lt_u32 s[22:23], v10, s6                      ; 'tt' element in bounds
	s_and_b64 s[44:45], s[12:13], s[22:23]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v73, v10, v59, s[44:45]
	v_add_u32 v10, 10, v2
	v_cmp_lt_u32 s[22:23], v10, s6                      ; 'tt' element in bounds
	s_and_b64 s[46:47], s[12:13], s[22:23]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v74, v10, v60, s[46:47]
	v_add_u32 v10, 11, v2
	v_cmp_lt_u32 s[22:23], v10, s6                      ; 'tt' element in bounds
	s_and_b64 s[48:49], s[12:13], s[22:23]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v10, v61, s[48:49]
	v_add_u32 v10, 16, v2
	v_cmp_lt_u32 s[22:23], v10, s6                      ; 'tt' element in bounds
	s_and_b64 s[50:51], s[12:13], s[22:23]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v10, v62, s[50:51]
	v_add_u32 v10, 17, v2
	v_cmp_lt_u32 s[22:23], v10, s6                      ; 'tt' element in bounds
	s_and_b64 s[52:53], s[12:13], s[22:23]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v10, v63, s[52:53]
	v_add_u32 v10, 18, v2
	v_cmp_lt_u32 s[22:23], v10, s6                      ; 'tt' element in bounds
	s_and_b64 s[54:55], s[12:13], s[22:23]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v78, v10, v64, s[54:55]
	v_add_u32 v10, 19, v2
	v_cmp_lt_u32 s[22:23], v10, s6                      ; 'tt' element in bounds
	s_and_b64 s[56:57], s[12:13], s[22:23]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v79, v10, v65, s[56:57]
	v_add_u32 v10, 24, v2
	v_cmp_lt_u32 s[22:23], v10, s6                      ; 'tt' element in bounds
	s_and_b64 s[58:59], s[12:13], s[22:23]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v80, v10, v66, s[58:59]
	v_add_u32 v10, 25, v2
	v_cmp_lt_u32 s[22:23], v10, s6                      ; 'tt' element in bounds
	s_and_b64 s[60:61], s[12:13], s[22:23]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v81, v10, v67, s[60:61]
	v_add_u32 v10, 26, v2
	v_cmp_lt_u32 s[22:23], v10, s6                      ; 'tt' element in bounds
	s_and_b64 s[62:63], s[12:13], s[22:23]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v82, v10, v68, s[62:63]
	v_add_u32 v10, 27, v2
	v_cmp_lt_u32 s[22:23], v10, s6                      ; 'tt' element in bounds
	s_and_b64 s[64:65], s[12:13], s[22:23]
	v_mov_b32 v10, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v83, v10, v69, s[64:65]
	v_max_f32 v10, v18, v21                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v18, v21
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[22:23]
	v_max_f32 v10, v21, v70                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v21, v70
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[22:23]
	v_max_f32 v10, v21, v71                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v21, v71
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[22:23]
	v_max_f32 v10, v21, v72                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v21, v72
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[22:23]
	v_max_f32 v10, v21, v73                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v21, v73
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[22:23]
	v_max_f32 v10, v21, v74                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v21, v74
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[22:23]
	v_max_f32 v10, v21, v75                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v21, v75
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[22:23]
	v_max_f32 v10, v21, v76                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v21, v76
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[22:23]
	v_max_f32 v10, v21, v77                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v21, v77
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[22:23]
	v_max_f32 v10, v21, v78                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v21, v78
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[22:23]
	v_max_f32 v10, v21, v79                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v21, v79
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[22:23]
	v_max_f32 v10, v21, v80                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v21, v80
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[22:23]
	v_max_f32 v10, v21, v81                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v21, v81
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[22:23]
	v_max_f32 v10, v21, v82                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v21, v82
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[22:23]
	v_max_f32 v10, v21, v83                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v21, v83
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[22:23]
	v_and_b32 v10, 63, v0                               ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): lanes 32 apart
	v_xor_b32 v10, 32, v10
	v_lshlrev_b32 v10, 2, v10
	ds_bpermute_b32 v18, v10, v21
	s_waitcnt lgkmcnt(0)
	v_max_f32 v10, v21, v18
	v_cmp_u_f32 s[22:23], v21, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[22:23]
	s_and_saveexec_b64 s[22:23], s[10:11]               ; lanes where %vpred_359
	ds_write_b32 v11, v21 offset:19456                  ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v10, v8 offset:19456                    ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 0
	ds_read_b32 v18, v8 offset:19712                    ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v21, v10, v18
	v_cmp_u_f32 s[22:23], v10, v18
	v_mov_b32 v10, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v21, v10, s[22:23]
	v_max_f32 v10, v3, v18                              ; examples/attention_fp8_fnuz.kgen:12
	v_cmp_u_f32 s[22:23], v3, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v21, v10, v18, s[22:23]
	v_sub_f32 v10, v3, v21                              ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v18, s7, v10                              ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v10, 0x3fb8aa3b, v18                      ; examples/attention_fp8_fnuz.kgen:14
	v_exp_f32 v18, v10                                  ; examples/attention_fp8_fnuz.kgen:14
	s_nop 0
	v_mul_f32 v10, v22, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v70, v23, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v71, v24, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v72, v25, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v73, v26, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v74, v27, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v75, v28, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v76, v29, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v77, v30, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v78, v31, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v79, v32, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v80, v33, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v81, v34, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v82, v35, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v83, v36, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v84, v37, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v85, v38, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v86, v39, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v87, v40, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v88, v41, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v89, v42, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v90, v43, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v91, v44, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v92, v45, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v93, v46, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v94, v47, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v95, v48, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v96, v49, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v97, v50, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v98, v51, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v99, v52, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v100, v53, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mov_b32 v22, v10                                  ; 'acc' scaled in place
	v_mov_b32 v23, v70                                  ; 'acc' scaled in place
	v_mov_b32 v24, v71                                  ; 'acc' scaled in place
	v_mov_b32 v25, v72                                  ; 'acc' scaled in place
	v_mov_b32 v26, v73                                  ; 'acc' scaled in place
	v_mov_b32 v27, v74                                  ; 'acc' scaled in place
	v_mov_b32 v28, v75                                  ; 'acc' scaled in place
	v_mov_b32 v29, v76                                  ; 'acc' scaled in place
	v_mov_b32 v30, v77                                  ; 'acc' scaled in place
	v_mov_b32 v31, v78                                  ; 'acc' scaled in place
	v_mov_b32 v32, v79                                  ; 'acc' scaled in place
	v_mov_b32 v33, v80                                  ; 'acc' scaled in place
	v_mov_b32 v34, v81                                  ; 'acc' scaled in place
	v_mov_b32 v35, v82                                  ; 'acc' scaled in place
	v_mov_b32 v36, v83                                  ; 'acc' scaled in place
	v_mov_b32 v37, v84                                  ; 'acc' scaled in place
	v_mov_b32 v38, v85                                  ; 'acc' scaled in place
	v_mov_b32 v39, v86                                  ; 'acc' scaled in place
	v_mov_b32 v40, v87                                  ; 'acc' scaled in place
	v_mov_b32 v41, v88                                  ; 'acc' scaled in place
	v_mov_b32 v42, v89                                  ; 'acc' scaled in place
	v_mov_b32 v43, v90                                  ; 'acc' scaled in place
	v_mov_b32 v44, v91                                  ; 'acc' scaled in place
	v_mov_b32 v45, v92                                  ; 'acc' scaled in place
	v_mov_b32 v46, v93                                  ; 'acc' scaled in place
	v_mov_b32 v47, v94                                  ; 'acc' scaled in place
	v_mov_b32 v48, v95                                  ; 'acc' scaled in place
	v_mov_b32 v49, v96                                  ; 'acc' scaled in place
	v_mov_b32 v50, v97                                  ; 'acc' scaled in place
	v_mov_b32 v51, v98                                  ; 'acc' scaled in place
	v_mov_b32 v52, v99                                  ; 'acc' scaled in place
	v_mov_b32 v53, v100                                 ; 'acc' scaled in place
	s_mov_b32 s22, s14
	s_mov_b32 s23, 0
	s_add_u32 s66, s32, s22                             ; 'vt' at this chunk
	s_addc_u32 s67, s33, s23
	v_mov_b32 v10, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_1948
	global_load_ubyte v10, v19, s[66:67]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v70, v10
	s_mul_i32 s6, s18, 1
	v_add_u32 v10, s6, v19
	v_mov_b32 v71, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_1948
	global_load_ubyte v71, v10, s[66:67]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v72, v71
	s_mul_i32 s6, s18, 2
	v_add_u32 v71, s6, v19
	v_mov_b32 v73, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_1948
	global_load_ubyte v73, v71, s[66:67]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v73
	s_mul_i32 s6, s18, 3
	v_add_u32 v73, s6, v19
	v_mov_b32 v75, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_1948
	global_load_ubyte v75, v73, s[66:67]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v76, v75
	s_mul_i32 s6, s18, 4
	v_add_u32 v75, s6, v19
	v_mov_b32 v77, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_1948
	global_load_ubyte v77, v75, s[66:67]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v77
	s_mul_i32 s6, s18, 5
	v_add_u32 v77, s6, v19
	v_mov_b32 v79, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_1948
	global_load_ubyte v79, v77, s[66:67]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v79
	s_mul_i32 s6, s18, 6
	v_add_u32 v79, s6, v19
	v_mov_b32 v81, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_1948
	global_load_ubyte v81, v79, s[66:67]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v81
	s_mul_i32 s6, s18, 7
	v_add_u32 v81, s6, v19
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_1948
	global_load_ubyte v83, v81, s[66:67]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v84, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1966
	global_load_ubyte v83, v19, s[66:67] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v85, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1966
	global_load_ubyte v83, v10, s[66:67] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v86, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1966
	global_load_ubyte v83, v71, s[66:67] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v87, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1966
	global_load_ubyte v83, v73, s[66:67] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v88, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1966
	global_load_ubyte v83, v75, s[66:67] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v89, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1966
	global_load_ubyte v83, v77, s[66:67] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v90, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1966
	global_load_ubyte v83, v79, s[66:67] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v91, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1966
	global_load_ubyte v83, v81, s[66:67] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v92, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1984
	global_load_ubyte v83, v19, s[66:67] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v93, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1984
	global_load_ubyte v83, v10, s[66:67] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v94, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1984
	global_load_ubyte v83, v71, s[66:67] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v95, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1984
	global_load_ubyte v83, v73, s[66:67] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v96, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1984
	global_load_ubyte v83, v75, s[66:67] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v97, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1984
	global_load_ubyte v83, v77, s[66:67] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v98, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1984
	global_load_ubyte v83, v79, s[66:67] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v99, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1984
	global_load_ubyte v83, v81, s[66:67] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v100, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_2002
	global_load_ubyte v83, v19, s[66:67] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v101, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_2002
	global_load_ubyte v83, v10, s[66:67] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v10, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_2002
	global_load_ubyte v83, v71, s[66:67] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v71, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_2002
	global_load_ubyte v83, v73, s[66:67] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v73, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_2002
	global_load_ubyte v83, v75, s[66:67] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v75, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_2002
	global_load_ubyte v83, v77, s[66:67] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_2002
	global_load_ubyte v83, v79, s[66:67] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v83
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_2002
	global_load_ubyte v83, v81, s[66:67] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v83
	ds_write_b32 v14, v70 offset:19968                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v72 offset:20228                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v74 offset:20488                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v76 offset:20748                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v78 offset:21008                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v80 offset:21268                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v82 offset:21528                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v84 offset:21788                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v85 offset:20032                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v86 offset:20292                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v87 offset:20552                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v88 offset:20812                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v89 offset:21072                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v90 offset:21332                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v91 offset:21592                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v92 offset:21852                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v93 offset:20096                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v94 offset:20356                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v95 offset:20616                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v96 offset:20876                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v97 offset:21136                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v98 offset:21396                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v99 offset:21656                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v100 offset:21916                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v101 offset:20160                 ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v10 offset:20420                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v71 offset:20680                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v73 offset:20940                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v75 offset:21200                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v77 offset:21460                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v79 offset:21720                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v14, v81 offset:21980                  ; convert 'vt' in K runs: write this thread's elements
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v10, v20 offset:19968                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v70, v20 offset:19972                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v71, v20 offset:19976                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v72, v20 offset:19980                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v73, v20 offset:24128                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v74, v20 offset:24132                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v75, v20 offset:24136                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v76, v20 offset:24140                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v77, v20 offset:28288                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v78, v20 offset:28292                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v79, v20 offset:28296                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v80, v20 offset:28300                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v81, v20 offset:32448                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v82, v20 offset:32452                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v83, v20 offset:32456                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v84, v20 offset:32460                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v85, v20 offset:36608                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v86, v20 offset:36612                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v87, v20 offset:36616                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v88, v20 offset:36620                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v89, v20 offset:40768                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v90, v20 offset:40772                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v91, v20 offset:40776                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v92, v20 offset:40780                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v93, v20 offset:44928                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v94, v20 offset:44932                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v95, v20 offset:44936                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v96, v20 offset:44940                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v97, v20 offset:49088                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v98, v20 offset:49092                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v99, v20 offset:49096                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v100, v20 offset:49100                  ; convert 'vt' in K runs: read in the new layout
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[20:21], v10, v10
	v_med3_f32 v101, v10, -s4, s4
	s_nop 0
	v_cndmask_b32 v101, v101, v10, s[20:21]
	v_cvt_pk_fp8_f32 v101, v101, 0
	v_and_b32 v10, 0xff, v101
	ds_write_b8 v12, v10 offset:9216                    ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v70, v70
	v_med3_f32 v10, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v70, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:9217                    ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v71, v71
	v_med3_f32 v10, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v71, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:9218                    ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v10, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v72, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:9219                    ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v73, v73
	v_med3_f32 v10, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v73, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:10496                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v74, v74
	v_med3_f32 v10, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v74, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:10497                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v75, v75
	v_med3_f32 v10, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v75, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:10498                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v76, v76
	v_med3_f32 v10, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v76, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:10499                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v77, v77
	v_med3_f32 v10, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v77, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:11776                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v78, v78
	v_med3_f32 v10, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v78, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:11777                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v79, v79
	v_med3_f32 v10, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v79, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:11778                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v80, v80
	v_med3_f32 v10, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v80, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:11779                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v81, v81
	v_med3_f32 v10, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v81, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:13056                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v82, v82
	v_med3_f32 v10, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v82, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:13057                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v83, v83
	v_med3_f32 v10, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v83, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:13058                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v84, v84
	v_med3_f32 v10, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v84, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:13059                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v85, v85
	v_med3_f32 v10, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v85, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:14336                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v86, v86
	v_med3_f32 v10, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v86, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:14337                   ; A operand of the product: stage
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[20:21], v87, v87
	v_med3_f32 v10, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v87, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:14338                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v88, v88
	v_med3_f32 v10, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v88, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:14339                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v89, v89
	v_med3_f32 v10, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v89, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:15616                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v90, v90
	v_med3_f32 v10, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v90, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:15617                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v91, v91
	v_med3_f32 v10, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v91, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:15618                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v92, v92
	v_med3_f32 v10, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v92, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:15619                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v93, v93
	v_med3_f32 v10, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v93, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:16896                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v94, v94
	v_med3_f32 v10, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v94, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:16897                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v95, v95
	v_med3_f32 v10, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v95, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:16898                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v96, v96
	v_med3_f32 v10, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v96, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:16899                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v97, v97
	v_med3_f32 v10, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v97, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:18176                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v98, v98
	v_med3_f32 v10, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v98, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:18177                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v99, v99
	v_med3_f32 v10, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v99, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:18178                   ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v100, v100
	v_med3_f32 v10, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v10, v10, v100, s[20:21]
	v_cvt_pk_fp8_f32 v10, v10, 0
	v_and_b32 v70, 0xff, v10
	ds_write_b8 v12, v70 offset:18179                   ; A operand of the product: stage
	v_mov_b32 v10, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8_fnuz.kgen:13)
	v_mul_f32 v70, s7, v10
	v_mov_b32 v10, 0xbfb8aa3b
	v_mul_f32 v71, s7, v10
	v_mul_f32 v10, v21, v71                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8_fnuz.kgen:13)
	v_fma_f32 v71, v54, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v72, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v55, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v73, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v56, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v74, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v57, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v75, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v58, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v76, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v59, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v77, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v60, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v78, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v61, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v79, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v62, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v80, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v63, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v81, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v64, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v82, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v65, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v83, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v66, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v84, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v67, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v85, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v68, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v86, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v71, v69, v70, v10                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v10, v71                                  ; examples/attention_fp8_fnuz.kgen:13
	v_cmp_u_f32 s[20:21], v72, v72                      ; round to e4m3fnuz
	v_med3_f32 v54, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v72, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v55, 0xff, v54
	v_cvt_f32_fp8 v54, v55
	v_cmp_u_f32 s[20:21], v73, v73                      ; round to e4m3fnuz
	v_med3_f32 v55, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v73, s[20:21]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v56, 0xff, v55
	v_cvt_f32_fp8 v55, v56
	v_cmp_u_f32 s[20:21], v74, v74                      ; round to e4m3fnuz
	v_med3_f32 v56, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v74, s[20:21]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	v_cvt_f32_fp8 v56, v57
	v_cmp_u_f32 s[20:21], v75, v75                      ; round to e4m3fnuz
	v_med3_f32 v57, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v75, s[20:21]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v58, 0xff, v57
	v_cvt_f32_fp8 v57, v58
	v_cmp_u_f32 s[20:21], v76, v76                      ; round to e4m3fnuz
	v_med3_f32 v58, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v76, s[20:21]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	v_cvt_f32_fp8 v58, v59
	v_cmp_u_f32 s[20:21], v77, v77                      ; round to e4m3fnuz
	v_med3_f32 v59, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v59, v59, v77, s[20:21]
	v_cvt_pk_fp8_f32 v59, v59, 0
	v_and_b32 v60, 0xff, v59
	v_cvt_f32_fp8 v59, v60
	v_cmp_u_f32 s[20:21], v78, v78                      ; round to e4m3fnuz
	v_med3_f32 v60, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v78, s[20:21]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v61, 0xff, v60
	v_cvt_f32_fp8 v60, v61
	v_cmp_u_f32 s[20:21], v79, v79                      ; round to e4m3fnuz
	v_med3_f32 v61, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v61, v61, v79, s[20:21]
	v_cvt_pk_fp8_f32 v61, v61, 0
	v_and_b32 v62, 0xff, v61
	v_cvt_f32_fp8 v61, v62
	v_cmp_u_f32 s[20:21], v80, v80                      ; round to e4m3fnuz
	v_med3_f32 v62, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v62, v62, v80, s[20:21]
	v_cvt_pk_fp8_f32 v62, v62, 0
	v_and_b32 v63, 0xff, v62
	v_cvt_f32_fp8 v62, v63
	v_cmp_u_f32 s[20:21], v81, v81                      ; round to e4m3fnuz
	v_med3_f32 v63, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v63, v63, v81, s[20:21]
	v_cvt_pk_fp8_f32 v63, v63, 0
	v_and_b32 v64, 0xff, v63
	v_cvt_f32_fp8 v63, v64
	v_cmp_u_f32 s[20:21], v82, v82                      ; round to e4m3fnuz
	v_med3_f32 v64, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v64, v64, v82, s[20:21]
	v_cvt_pk_fp8_f32 v64, v64, 0
	v_and_b32 v65, 0xff, v64
	v_cvt_f32_fp8 v64, v65
	v_cmp_u_f32 s[20:21], v83, v83                      ; round to e4m3fnuz
	v_med3_f32 v65, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v65, v65, v83, s[20:21]
	v_cvt_pk_fp8_f32 v65, v65, 0
	v_and_b32 v66, 0xff, v65
	v_cvt_f32_fp8 v65, v66
	v_cmp_u_f32 s[20:21], v84, v84                      ; round to e4m3fnuz
	v_med3_f32 v66, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v66, v66, v84, s[20:21]
	v_cvt_pk_fp8_f32 v66, v66, 0
	v_and_b32 v67, 0xff, v66
	v_cvt_f32_fp8 v66, v67
	v_cmp_u_f32 s[20:21], v85, v85                      ; round to e4m3fnuz
	v_med3_f32 v67, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v67, v67, v85, s[20:21]
	v_cvt_pk_fp8_f32 v67, v67, 0
	v_and_b32 v68, 0xff, v67
	v_cvt_f32_fp8 v67, v68
	v_cmp_u_f32 s[20:21], v86, v86                      ; round to e4m3fnuz
	v_med3_f32 v68, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v86, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	v_cvt_f32_fp8 v68, v69
	v_cmp_u_f32 s[20:21], v10, v10                      ; round to e4m3fnuz
	v_med3_f32 v69, v10, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v10, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v70, 0xff, v69
	v_cvt_f32_fp8 v69, v70
	v_cndmask_b32 v70, 0, v54, s[34:35]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v70, v70
	v_med3_f32 v54, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v54, v54, v70, s[20:21]
	v_cvt_pk_fp8_f32 v54, v54, 0
	v_and_b32 v70, 0xff, v54
	ds_write_b8 v4, v70 offset:53248                    ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v55, s[36:37]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v54, v54
	v_med3_f32 v55, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[20:21]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v54, 0xff, v55
	ds_write_b8 v4, v54 offset:53249                    ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v56, s[38:39]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v54, v54
	v_med3_f32 v55, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[20:21]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v54, 0xff, v55
	ds_write_b8 v4, v54 offset:53250                    ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v57, s[40:41]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v54, v54
	v_med3_f32 v55, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[20:21]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v54, 0xff, v55
	ds_write_b8 v4, v54 offset:53251                    ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v58, s[42:43]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v54, v54
	v_med3_f32 v55, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[20:21]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v54, 0xff, v55
	ds_write_b8 v4, v54 offset:53256                    ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v59, s[44:45]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v54, v54
	v_med3_f32 v55, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[20:21]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v54, 0xff, v55
	ds_write_b8 v4, v54 offset:53257                    ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v60, s[46:47]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v54, v54
	v_med3_f32 v55, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[20:21]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v54, 0xff, v55
	ds_write_b8 v4, v54 offset:53258                    ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v61, s[48:49]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v54, v54
	v_med3_f32 v55, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[20:21]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v54, 0xff, v55
	ds_write_b8 v4, v54 offset:53259                    ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v62, s[50:51]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v54, v54
	v_med3_f32 v55, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[20:21]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v54, 0xff, v55
	ds_write_b8 v4, v54 offset:53264                    ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v63, s[52:53]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v54, v54
	v_med3_f32 v55, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[20:21]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v54, 0xff, v55
	ds_write_b8 v4, v54 offset:53265                    ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v64, s[54:55]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v54, v54
	v_med3_f32 v55, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[20:21]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v54, 0xff, v55
	ds_write_b8 v4, v54 offset:53266                    ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v65, s[56:57]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v54, v54
	v_med3_f32 v55, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[20:21]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v54, 0xff, v55
	ds_write_b8 v4, v54 offset:53267                    ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v66, s[58:59]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v54, v54
	v_med3_f32 v55, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[20:21]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v54, 0xff, v55
	ds_write_b8 v4, v54 offset:53272                    ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v67, s[60:61]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v54, v54
	v_med3_f32 v55, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[20:21]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v54, 0xff, v55
	ds_write_b8 v4, v54 offset:53273                    ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v68, s[62:63]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v54, v54
	v_med3_f32 v55, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[20:21]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v54, 0xff, v55
	ds_write_b8 v4, v54 offset:53274                    ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v69, s[64:65]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v54, v54
	v_med3_f32 v55, v54, -s4, s4
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[20:21]
	v_cvt_pk_fp8_f32 v55, v55, 0
	v_and_b32 v54, 0xff, v55
	ds_write_b8 v4, v54 offset:53275                    ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[54:57], v16 offset:53248             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[58:61], v1 offset:9216               ; A fragment 0, k-steps 0..1
	ds_read_b128 v[62:65], v1 offset:11776              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[22:37], v[58:59], v[54:55], v[22:37] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[62:63], v[54:55], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[22:37], v[60:61], v[56:57], v[22:37] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[64:65], v[56:57], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	ds_read_b128 v[54:57], v16 offset:53280             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[58:61], v1 offset:9248               ; A fragment 0, k-steps 2..3
	ds_read_b128 v[62:65], v1 offset:11808              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[22:37], v[58:59], v[54:55], v[22:37] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[62:63], v[54:55], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[22:37], v[60:61], v[56:57], v[22:37] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[64:65], v[56:57], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mul_f32 v54, v5, v18                              ; examples/attention_fp8_fnuz.kgen:15
	v_cndmask_b32 v18, 0, v72, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v55, 0, v73, s[36:37]                 ; absent elements contribute the identity
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
	v_cndmask_b32 v69, 0, v10, s[64:65]                 ; absent elements contribute the identity
	v_add_f32 v10, v18, v55                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v10, v56                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v10, v18, v57                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v10, v58                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v10, v18, v59                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v10, v60                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v10, v18, v61                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v10, v62                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v10, v18, v63                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v10, v64                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v10, v18, v65                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v10, v66                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v10, v18, v67                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v10, v68                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v10, v18, v69                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_and_b32 v18, 63, v0                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): lanes 32 apart
	v_xor_b32 v18, 32, v18
	v_lshlrev_b32 v18, 2, v18
	ds_bpermute_b32 v55, v18, v10
	s_waitcnt lgkmcnt(0)
	v_add_f32 v18, v10, v55
	s_and_saveexec_b64 s[20:21], s[10:11]               ; lanes where %vpred_359
	ds_write_b32 v11, v18 offset:62464                  ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v10, v8 offset:62464                    ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 0
	ds_read_b32 v18, v8 offset:62720                    ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v55, v10, v18
	v_add_f32 v10, v54, v55                             ; examples/attention_fp8_fnuz.kgen:15
	v_mov_b32 v5, v10                                   ; next 'l'
	v_mov_b32 v3, v21                                   ; next 'mx'
	s_add_u32 s14, s14, 64
	s_cmp_lt_u32 s14, s18
	s_cbranch_scc1 .Lattention_fp8_fnuz_loop3
.Lattention_fp8_fnuz_loop3_end:
	v_div_scale_f32 v1, s[6:7], v5, v5, s16             ; examples/attention_fp8_fnuz.kgen:19
	v_rcp_f32 v2, v1
	v_div_scale_f32 v3, vcc, s16, v5, s16
	v_fma_f32 v4, -v1, v2, 1.0
	v_fma_f32 v2, v4, v2, v2
	v_mul_f32 v6, v3, v2
	v_fma_f32 v4, -v1, v6, v3
	v_fma_f32 v6, v4, v2, v6
	v_fma_f32 v4, -v1, v6, v3
	v_div_fmas_f32 v4, v4, v2, v6
	v_div_fixup_f32 v1, v4, v5, s16
	v_mul_f32 v2, v22, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v3, v23, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v4, v24, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v5, v25, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v6, v26, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v8, v27, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v9, v28, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v10, v29, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v11, v30, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v12, v31, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v13, v32, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v14, v33, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v15, v34, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v16, v35, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v17, v36, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v18, v37, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v19, v38, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v20, v39, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v21, v40, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v22, v41, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v23, v42, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v24, v43, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v25, v44, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v26, v45, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v27, v46, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v28, v47, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v29, v48, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v30, v49, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v31, v50, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v32, v51, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v33, v52, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v34, v53, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_bfe_u32 v1, v2, 16, 1
	v_add3_u32 v35, v2, v1, s5
	v_cmp_u_f32 s[6:7], v2, v2
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v35, v35, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v35
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9]                   ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v3, 16, 1
	v_add3_u32 v2, v3, v1, s5
	v_cmp_u_f32 s[6:7], v3, v3
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:2          ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v4, 16, 1
	v_add3_u32 v2, v4, v1, s5
	v_cmp_u_f32 s[6:7], v4, v4
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:4          ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s5
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:6          ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s5
	v_cmp_u_f32 s[6:7], v6, v6
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:16         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v2, v8, v1, s5
	v_cmp_u_f32 s[6:7], v8, v8
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:18         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v2, v9, v1, s5
	v_cmp_u_f32 s[6:7], v9, v9
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:20         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v10, 16, 1
	v_add3_u32 v2, v10, v1, s5
	v_cmp_u_f32 s[6:7], v10, v10
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:22         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v11, 16, 1
	v_add3_u32 v2, v11, v1, s5
	v_cmp_u_f32 s[6:7], v11, v11
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:32         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v12, 16, 1
	v_add3_u32 v2, v12, v1, s5
	v_cmp_u_f32 s[6:7], v12, v12
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:34         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v13, 16, 1
	v_add3_u32 v2, v13, v1, s5
	v_cmp_u_f32 s[6:7], v13, v13
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:36         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v14, 16, 1
	v_add3_u32 v2, v14, v1, s5
	v_cmp_u_f32 s[6:7], v14, v14
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:38         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v15, 16, 1
	v_add3_u32 v2, v15, v1, s5
	v_cmp_u_f32 s[6:7], v15, v15
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:48         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v16, 16, 1
	v_add3_u32 v2, v16, v1, s5
	v_cmp_u_f32 s[6:7], v16, v16
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:50         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v17, 16, 1
	v_add3_u32 v2, v17, v1, s5
	v_cmp_u_f32 s[6:7], v17, v17
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:52         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v18, 16, 1
	v_add3_u32 v2, v18, v1, s5
	v_cmp_u_f32 s[6:7], v18, v18
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:54         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v19, 16, 1
	v_add3_u32 v2, v19, v1, s5
	v_cmp_u_f32 s[6:7], v19, v19
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:64         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v20, 16, 1
	v_add3_u32 v2, v20, v1, s5
	v_cmp_u_f32 s[6:7], v20, v20
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:66         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v21, 16, 1
	v_add3_u32 v2, v21, v1, s5
	v_cmp_u_f32 s[6:7], v21, v21
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:68         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v22, 16, 1
	v_add3_u32 v2, v22, v1, s5
	v_cmp_u_f32 s[6:7], v22, v22
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:70         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v23, 16, 1
	v_add3_u32 v2, v23, v1, s5
	v_cmp_u_f32 s[6:7], v23, v23
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:80         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v24, 16, 1
	v_add3_u32 v2, v24, v1, s5
	v_cmp_u_f32 s[6:7], v24, v24
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:82         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v25, 16, 1
	v_add3_u32 v2, v25, v1, s5
	v_cmp_u_f32 s[6:7], v25, v25
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:84         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v26, 16, 1
	v_add3_u32 v2, v26, v1, s5
	v_cmp_u_f32 s[6:7], v26, v26
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:86         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v27, 16, 1
	v_add3_u32 v2, v27, v1, s5
	v_cmp_u_f32 s[6:7], v27, v27
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:96         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v28, 16, 1
	v_add3_u32 v2, v28, v1, s5
	v_cmp_u_f32 s[6:7], v28, v28
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:98         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v29, 16, 1
	v_add3_u32 v2, v29, v1, s5
	v_cmp_u_f32 s[6:7], v29, v29
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:100        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v30, 16, 1
	v_add3_u32 v2, v30, v1, s5
	v_cmp_u_f32 s[6:7], v30, v30
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:102        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v31, 16, 1
	v_add3_u32 v2, v31, v1, s5
	v_cmp_u_f32 s[6:7], v31, v31
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:112        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v32, 16, 1
	v_add3_u32 v2, v32, v1, s5
	v_cmp_u_f32 s[6:7], v32, v32
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:114        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v33, 16, 1
	v_add3_u32 v2, v33, v1, s5
	v_cmp_u_f32 s[6:7], v33, v33
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:116        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v34, 16, 1
	v_add3_u32 v2, v34, v1, s5
	v_cmp_u_f32 s[4:5], v34, v34
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[4:5]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[4:5], s[12:13]                 ; lanes where %vpred_1330
	global_store_short v7, v1, s[8:9] offset:118        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[4:5]
.Lattention_fp8_fnuz_if0_end:
	s_endpgm
.Lfunc_end_attention_fp8_fnuz:
	.size	attention_fp8_fnuz, .Lfunc_end_attention_fp8_fnuz-attention_fp8_fnuz

	.rodata
	.p2align	6
	.amdhsa_kernel attention_fp8_fnuz
		.amdhsa_group_segment_fixed_size 62976
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 105
		.amdhsa_next_free_sgpr 72
		.amdhsa_accum_offset 108
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
  - .name:           attention_fp8_fnuz
    .symbol:         attention_fp8_fnuz.kd
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
    .group_segment_fixed_size: 62976
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .vgpr_count:     105
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
