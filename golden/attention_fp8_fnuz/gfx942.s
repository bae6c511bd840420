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
; resources: 106 VGPRs, 0 AGPRs, 72 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 62976 bytes LDS, 52 bytes of arguments, 256 threads
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
	v_lshrrev_b32 v2, 3, v1
	v_and_b32 v3, 7, v1
	v_lshlrev_b32 v4, 4, v3
	v_mov_b32 v3, 0x80
	v_mul_lo_u32 v5, v3, v2
	v_add_u32 v3, v5, v4
	v_mov_b32 v5, 0x90
	v_mul_lo_u32 v6, v5, v2
	v_add_u32 v5, v6, v4
	s_mul_i32 s24, s19, s23
	s_mul_hi_u32 s25, s19, s23
	s_add_u32 s26, s8, s24                              ; 'q' at this program
	s_addc_u32 s27, s9, s25
	s_mul_i32 s8, s20, 0x80
	s_mul_hi_u32 s9, s20, 0x80
	s_add_u32 s28, s26, s8                              ; 'q' at this program
	s_addc_u32 s29, s27, s9
	s_mul_i32 s17, 0x80, s18                            ; a stride of 'k'
	v_lshrrev_b32 v4, 4, v1
	v_mov_b32 v6, 0x80
	v_mul_lo_u32 v7, v6, v4
	v_and_b32 v6, 15, v1
	v_lshlrev_b32 v8, 3, v6
	v_add_u32 v9, v7, v8
	s_mul_i32 s26, s19, s17
	s_mul_hi_u32 s27, s19, s17
	s_add_u32 s30, s10, s26                             ; 'k' at this program
	s_addc_u32 s31, s11, s27
	v_mov_b32 v7, 0x90
	v_mul_lo_u32 v10, v7, v4
	v_add_u32 v7, v10, v8
	v_and_b32 v10, 31, v1
	v_lshrrev_b32 v11, 6, v1
	v_and_b32 v12, 1, v11
	v_lshlrev_b32 v11, 5, v12
	v_or_b32 v13, v10, v11                              ; thread's 'r' coordinate
	v_lshrrev_b32 v14, 5, v1
	v_and_b32 v15, 1, v14
	v_lshlrev_b32 v14, 4, v15
	v_mov_b32 v16, 0x90
	v_mul_lo_u32 v17, v16, v13
	v_add_u32 v13, v17, v14
	v_lshrrev_b32 v16, 7, v1
	v_lshlrev_b32 v17, 5, v16
	v_or_b32 v16, v10, v17                              ; thread's 'r' coordinate
	v_mov_b32 v17, 0x90
	v_mul_lo_u32 v18, v17, v16
	v_add_u32 v17, v18, v14
	v_mul_lo_u32 v18, 64, v12
	v_add_u32 v19, v18, v16
	v_lshlrev_b32 v18, 2, v19
	v_lshlrev_b32 v19, 2, v16
	v_and_b32 v20, 32, v1
	v_cmp_eq_u32 s[10:11], v20, 0                       ; one lane per warp group and element publishes
	s_mul_i32 s17, s18, 0x80                            ; a stride of 'vt'
	v_mul_lo_u32 v1, s18, v8
	v_add_u32 v20, v1, v4
	s_mul_i32 s26, s19, s17
	s_mul_hi_u32 s27, s19, s17
	s_add_u32 s32, s12, s26                             ; 'vt' at this program
	s_addc_u32 s33, s13, s27
	v_mov_b32 v1, 0x41
	v_mul_lo_u32 v21, v1, v8
	v_add_u32 v1, v4, v21
	v_lshlrev_b32 v8, 2, v1
	v_lshlrev_b32 v1, 2, v6
	v_mov_b32 v6, 0x41
	v_mul_lo_u32 v21, v6, v4
	v_add_u32 v6, v1, v21
	v_lshlrev_b32 v21, 2, v6
	v_mov_b32 v6, 0x50
	v_mul_lo_u32 v22, v6, v4
	v_add_u32 v6, v22, v1
	v_lshlrev_b32 v1, 6, v12
	v_or_b32 v12, v10, v1                               ; thread's 'r' coordinate
	v_mov_b32 v10, 0x50
	v_mul_lo_u32 v22, v10, v12
	v_add_u32 v10, v22, v14
	v_lshlrev_b32 v12, 2, v15
	v_or_b32 v15, v12, v11                              ; thread's 'tt' coordinate
	v_mov_b32 v11, 0x50
	v_mul_lo_u32 v22, v11, v16
	v_add_u32 v11, v22, v15
	v_add_u32 v23, v22, v14
	v_mov_b32 v14, 0x80
	v_mul_lo_u32 v22, v14, v16
	v_or_b32 v14, v12, v1                               ; thread's 'd' coordinate
	v_add_u32 v1, v22, v14
	v_lshlrev_b32 v12, 1, v1                            ; thread's byte offset in a chunk of 'o'
	s_lshl_b64 s[12:13], s[24:25], 1
	s_add_u32 s24, s14, s12                             ; 'o' at this program
	s_addc_u32 s25, s15, s13
	s_lshl_b64 s[12:13], s[8:9], 1
	s_add_u32 s8, s24, s12                              ; 'o' at this program
	s_addc_u32 s9, s25, s13
	s_cmp_eq_u32 s22, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_fp8_fnuz_if0_else
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	global_load_dwordx4 v[24:27], v3, s[28:29]          ; examples/attention_fp8_fnuz.kgen:11: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v5, v[24:27]                          ; 16 bytes into opinv0
	v_add_u32 v1, 0x1000, v3
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	global_load_dwordx4 v[24:27], v1, s[28:29]          ; examples/attention_fp8_fnuz.kgen:11: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v5, v[24:27] offset:4608              ; 16 bytes into opinv0
	v_add_f32 v1, 0, 0                                  ; examples/attention_fp8_fnuz.kgen:9
	v_mov_b32 v24, v1                                   ; loop-carried 'acc'
	v_mov_b32 v25, v1                                   ; loop-carried 'acc'
	v_mov_b32 v26, v1                                   ; loop-carried 'acc'
	v_mov_b32 v27, v1                                   ; loop-carried 'acc'
	v_mov_b32 v28, v1                                   ; loop-carried 'acc'
	v_mov_b32 v29, v1                                   ; loop-carried 'acc'
	v_mov_b32 v30, v1                                   ; loop-carried 'acc'
	v_mov_b32 v31, v1                                   ; loop-carried 'acc'
	v_mov_b32 v32, v1                                   ; loop-carried 'acc'
	v_mov_b32 v33, v1                                   ; loop-carried 'acc'
	v_mov_b32 v34, v1                                   ; loop-carried 'acc'
	v_mov_b32 v35, v1                                   ; loop-carried 'acc'
	v_mov_b32 v36, v1                                   ; loop-carried 'acc'
	v_mov_b32 v37, v1                                   ; loop-carried 'acc'
	v_mov_b32 v38, v1                                   ; loop-carried 'acc'
	v_mov_b32 v39, v1                                   ; loop-carried 'acc'
	v_mov_b32 v40, v1                                   ; loop-carried 'acc'
	v_mov_b32 v41, v1                                   ; loop-carried 'acc'
	v_mov_b32 v42, v1                                   ; loop-carried 'acc'
	v_mov_b32 v43, v1                                   ; loop-carried 'acc'
	v_mov_b32 v44, v1                                   ; loop-carried 'acc'
	v_mov_b32 v45, v1                                   ; loop-carried 'acc'
	v_mov_b32 v46, v1                                   ; loop-carried 'acc'
	v_mov_b32 v47, v1                                   ; loop-carried 'acc'
	v_mov_b32 v48, v1                                   ; loop-carried 'acc'
	v_mov_b32 v49, v1                                   ; loop-carried 'acc'
	v_mov_b32 v50, v1                                   ; loop-carried 'acc'
	v_mov_b32 v51, v1                                   ; loop-carried 'acc'
	v_mov_b32 v52, v1                                   ; loop-carried 'acc'
	v_mov_b32 v53, v1                                   ; loop-carried 'acc'
	v_mov_b32 v54, v1                                   ; loop-carried 'acc'
	v_mov_b32 v55, v1                                   ; loop-carried 'acc'
	v_mov_b32 v14, v1                                   ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_fp8_fnuz.kgen:7
	v_add_f32 v22, v1, 0
	v_mov_b32 v1, v22                                   ; loop-carried 'mx'
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
	global_load_dwordx2 v[56:57], v9, s[24:25]          ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v22, 8, v56
	v_lshrrev_b32 v58, 16, v56
	v_lshrrev_b32 v59, 24, v56
	v_cvt_f32_fp8 v60, v56
	v_cvt_f32_fp8 v61, v22
	v_cvt_f32_fp8 v22, v58
	v_cvt_f32_fp8 v58, v59
	v_lshrrev_b32 v59, 8, v57
	v_lshrrev_b32 v62, 16, v57
	v_lshrrev_b32 v63, 24, v57
	v_cvt_f32_fp8 v64, v57
	v_cvt_f32_fp8 v56, v59
	v_cvt_f32_fp8 v57, v62
	v_cvt_f32_fp8 v59, v63
	global_load_dwordx2 v[62:63], v9, s[24:25] offset:2048 ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v65, 8, v62
	v_lshrrev_b32 v66, 16, v62
	v_lshrrev_b32 v67, 24, v62
	v_cvt_f32_fp8 v68, v62
	v_cvt_f32_fp8 v69, v65
	v_cvt_f32_fp8 v65, v66
	v_cvt_f32_fp8 v66, v67
	v_lshrrev_b32 v67, 8, v63
	v_lshrrev_b32 v70, 16, v63
	v_lshrrev_b32 v71, 24, v63
	v_cvt_f32_fp8 v72, v63
	v_cvt_f32_fp8 v62, v67
	v_cvt_f32_fp8 v63, v70
	v_cvt_f32_fp8 v67, v71
	v_add_u32 v70, 0x1000, v9                           ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	global_load_dwordx2 v[74:75], v70, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v70, 8, v74
	v_lshrrev_b32 v71, 16, v74
	v_lshrrev_b32 v73, 24, v74
	v_cvt_f32_fp8 v76, v74
	v_cvt_f32_fp8 v77, v70
	v_cvt_f32_fp8 v70, v71
	v_cvt_f32_fp8 v71, v73
	v_lshrrev_b32 v73, 8, v75
	v_lshrrev_b32 v78, 16, v75
	v_lshrrev_b32 v79, 24, v75
	v_cvt_f32_fp8 v80, v75
	v_cvt_f32_fp8 v74, v73
	v_cvt_f32_fp8 v73, v78
	v_cvt_f32_fp8 v75, v79
	v_add_u32 v78, 0x1800, v9                           ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	global_load_dwordx2 v[82:83], v78, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v78, 8, v82
	v_lshrrev_b32 v79, 16, v82
	v_lshrrev_b32 v81, 24, v82
	v_cvt_f32_fp8 v84, v82
	v_cvt_f32_fp8 v85, v78
	v_cvt_f32_fp8 v78, v79
	v_cvt_f32_fp8 v79, v81
	v_lshrrev_b32 v81, 8, v83
	v_lshrrev_b32 v86, 16, v83
	v_lshrrev_b32 v87, 24, v83
	v_cvt_f32_fp8 v88, v83
	v_cvt_f32_fp8 v82, v81
	v_cvt_f32_fp8 v81, v86
	v_cvt_f32_fp8 v83, v87
	v_cmp_u_f32 s[14:15], v60, v60
	v_med3_f32 v86, v60, -s4, s4
	s_nop 0
	v_cndmask_b32 v86, v86, v60, s[14:15]
	v_cvt_pk_fp8_f32 v86, v86, 0
	v_and_b32 v60, 0xff, v86
	ds_write_b8 v7, v60 offset:9216                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v61, v61
	v_med3_f32 v60, v61, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v61, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v61, 0xff, v60
	ds_write_b8 v7, v61 offset:9217                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v60, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v22, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v22, 0xff, v60
	ds_write_b8 v7, v22 offset:9218                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v58, v58
	v_med3_f32 v22, v58, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v58, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v58, 0xff, v22
	ds_write_b8 v7, v58 offset:9219                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v64, v64
	v_med3_f32 v22, v64, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v64, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v58, 0xff, v22
	ds_write_b8 v7, v58 offset:9220                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v22, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v56, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:9221                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v57, v57
	v_med3_f32 v22, v57, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v57, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:9222                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v22, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v59, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:9223                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v68, v68
	v_med3_f32 v22, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v68, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:11520                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v69, v69
	v_med3_f32 v22, v69, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v69, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:11521                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v65, v65
	v_med3_f32 v22, v65, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v65, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:11522                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v66, v66
	v_med3_f32 v22, v66, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v66, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:11523                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v72, v72
	v_med3_f32 v22, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v72, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:11524                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v62, v62
	v_med3_f32 v22, v62, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v62, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:11525                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v63, v63
	v_med3_f32 v22, v63, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v63, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:11526                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v67, v67
	v_med3_f32 v22, v67, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v67, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:11527                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v76, v76
	v_med3_f32 v22, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v76, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:13824                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v77, v77
	v_med3_f32 v22, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v77, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:13825                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v22, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v70, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:13826                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v71, v71
	v_med3_f32 v22, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v71, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:13827                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v80, v80
	v_med3_f32 v22, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v80, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:13828                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v74, v74
	v_med3_f32 v22, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v74, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:13829                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v73, v73
	v_med3_f32 v22, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v73, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:13830                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v75, v75
	v_med3_f32 v22, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v75, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:13831                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v84, v84
	v_med3_f32 v22, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v84, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:16128                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v85, v85
	v_med3_f32 v22, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v85, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:16129                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v78, v78
	v_med3_f32 v22, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v78, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:16130                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v79, v79
	v_med3_f32 v22, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v79, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:16131                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v88, v88
	v_med3_f32 v22, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v88, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:16132                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v82, v82
	v_med3_f32 v22, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v82, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:16133                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v81, v81
	v_med3_f32 v22, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v81, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:16134                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v83, v83
	v_med3_f32 v22, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v83, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:16135                    ; A operand of the product: stage
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
	v_mov_b32 v70, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[72:75], v17                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[76:79], v13 offset:9216              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[76:77], v[72:73], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[78:79], v[74:75], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[72:75], v17 offset:32                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[76:79], v13 offset:9248              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[76:77], v[72:73], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[78:79], v[74:75], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[72:75], v17 offset:64                ; B fragment 0, k-steps 4..5
	ds_read_b128 v[76:79], v13 offset:9280              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[76:77], v[72:73], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[78:79], v[74:75], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[72:75], v17 offset:96                ; B fragment 0, k-steps 6..7
	ds_read_b128 v[76:79], v13 offset:9312              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[76:77], v[72:73], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[78:79], v[74:75], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	s_nop 7
	s_nop 2
	v_max_f32 v22, v56, v57                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v56, v57
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[14:15]
	v_max_f32 v22, v73, v58                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v73, v58
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[14:15]
	v_max_f32 v22, v73, v59                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v73, v59
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[14:15]
	v_max_f32 v22, v73, v60                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v73, v60
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[14:15]
	v_max_f32 v22, v73, v61                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v73, v61
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[14:15]
	v_max_f32 v22, v73, v62                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v73, v62
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[14:15]
	v_max_f32 v22, v73, v63                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v73, v63
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[14:15]
	v_max_f32 v22, v73, v64                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v73, v64
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[14:15]
	v_max_f32 v22, v73, v65                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v73, v65
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[14:15]
	v_max_f32 v22, v73, v66                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v73, v66
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[14:15]
	v_max_f32 v22, v73, v67                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v73, v67
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[14:15]
	v_max_f32 v22, v73, v68                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v73, v68
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[14:15]
	v_max_f32 v22, v73, v69                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v73, v69
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[14:15]
	v_max_f32 v22, v73, v70                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v73, v70
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[14:15]
	v_max_f32 v22, v73, v71                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v73, v71
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[14:15]
	v_and_b32 v22, 63, v0                               ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): lanes 32 apart
	v_xor_b32 v22, 32, v22
	v_lshlrev_b32 v22, 2, v22
	ds_bpermute_b32 v72, v22, v73
	s_waitcnt lgkmcnt(0)
	v_max_f32 v22, v73, v72
	v_cmp_u_f32 s[14:15], v73, v72
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[14:15]
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_273
	ds_write_b32 v18, v73 offset:19456                  ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v22, v19 offset:19456                   ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 0
	ds_read_b32 v72, v19 offset:19712                   ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v73, v22, v72
	v_cmp_u_f32 s[14:15], v22, v72
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v73, v22, s[14:15]
	v_max_f32 v22, v1, v72                              ; examples/attention_fp8_fnuz.kgen:12
	v_cmp_u_f32 s[14:15], v1, v72
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[14:15]
	v_sub_f32 v22, v1, v73                              ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v72, s7, v22                              ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v22, 0x3fb8aa3b, v72                      ; examples/attention_fp8_fnuz.kgen:14
	v_exp_f32 v72, v22                                  ; examples/attention_fp8_fnuz.kgen:14
	s_nop 0
	v_mul_f32 v22, v24, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v74, v25, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v75, v26, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v76, v27, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v77, v28, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v78, v29, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v79, v30, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v80, v31, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v81, v32, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v82, v33, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v83, v34, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v84, v35, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v85, v36, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v86, v37, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v87, v38, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v88, v39, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v89, v40, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v90, v41, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v91, v42, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v92, v43, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v93, v44, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v94, v45, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v95, v46, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v96, v47, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v97, v48, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v98, v49, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v99, v50, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v100, v51, v72                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v101, v52, v72                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v102, v53, v72                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v103, v54, v72                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v104, v55, v72                            ; examples/attention_fp8_fnuz.kgen:16
	v_mov_b32 v24, v22                                  ; 'acc' scaled in place
	v_mov_b32 v25, v74                                  ; 'acc' scaled in place
	v_mov_b32 v26, v75                                  ; 'acc' scaled in place
	v_mov_b32 v27, v76                                  ; 'acc' scaled in place
	v_mov_b32 v28, v77                                  ; 'acc' scaled in place
	v_mov_b32 v29, v78                                  ; 'acc' scaled in place
	v_mov_b32 v30, v79                                  ; 'acc' scaled in place
	v_mov_b32 v31, v80                                  ; 'acc' scaled in place
	v_mov_b32 v32, v81                                  ; 'acc' scaled in place
	v_mov_b32 v33, v82                                  ; 'acc' scaled in place
	v_mov_b32 v34, v83                                  ; 'acc' scaled in place
	v_mov_b32 v35, v84                                  ; 'acc' scaled in place
	v_mov_b32 v36, v85                                  ; 'acc' scaled in place
	v_mov_b32 v37, v86                                  ; 'acc' scaled in place
	v_mov_b32 v38, v87                                  ; 'acc' scaled in place
	v_mov_b32 v39, v88                                  ; 'acc' scaled in place
	v_mov_b32 v40, v89                                  ; 'acc' scaled in place
	v_mov_b32 v41, v90                                  ; 'acc' scaled in place
	v_mov_b32 v42, v91                                  ; 'acc' scaled in place
	v_mov_b32 v43, v92                                  ; 'acc' scaled in place
	v_mov_b32 v44, v93                                  ; 'acc' scaled in place
	v_mov_b32 v45, v94                                  ; 'acc' scaled in place
	v_mov_b32 v46, v95                                  ; 'acc' scaled in place
	v_mov_b32 v47, v96                                  ; 'acc' scaled in place
	v_mov_b32 v48, v97                                  ; 'acc' scaled in place
	v_mov_b32 v49, v98                                  ; 'acc' scaled in place
	v_mov_b32 v50, v99                                  ; 'acc' scaled in place
	v_mov_b32 v51, v100                                 ; 'acc' scaled in place
	v_mov_b32 v52, v101                                 ; 'acc' scaled in place
	v_mov_b32 v53, v102                                 ; 'acc' scaled in place
	v_mov_b32 v54, v103                                 ; 'acc' scaled in place
	v_mov_b32 v55, v104                                 ; 'acc' scaled in place
	s_mov_b32 s14, s13
	s_mov_b32 s15, 0
	s_add_u32 s24, s32, s14                             ; 'vt' at this chunk
	s_addc_u32 s25, s33, s15
	global_load_ubyte v22, v20, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v22
	s_mul_i32 s14, s18, 1
	v_add_u32 v22, s14, v20
	global_load_ubyte v75, v22, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v76, v75
	s_mul_i32 s14, s18, 2
	v_add_u32 v75, s14, v20
	global_load_ubyte v77, v75, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v77
	s_mul_i32 s14, s18, 3
	v_add_u32 v77, s14, v20
	global_load_ubyte v79, v77, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v79
	s_mul_i32 s14, s18, 4
	v_add_u32 v79, s14, v20
	global_load_ubyte v81, v79, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v81
	s_mul_i32 s14, s18, 5
	v_add_u32 v81, s14, v20
	global_load_ubyte v83, v81, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v84, v83
	s_mul_i32 s14, s18, 6
	v_add_u32 v83, s14, v20
	global_load_ubyte v85, v83, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v86, v85
	s_mul_i32 s14, s18, 7
	v_add_u32 v85, s14, v20
	global_load_ubyte v87, v85, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v88, v87
	global_load_ubyte v87, v20, s[24:25] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v89, v87
	global_load_ubyte v87, v22, s[24:25] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v90, v87
	global_load_ubyte v87, v75, s[24:25] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v91, v87
	global_load_ubyte v87, v77, s[24:25] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v92, v87
	global_load_ubyte v87, v79, s[24:25] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v93, v87
	global_load_ubyte v87, v81, s[24:25] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v94, v87
	global_load_ubyte v87, v83, s[24:25] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v95, v87
	global_load_ubyte v87, v85, s[24:25] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v96, v87
	global_load_ubyte v87, v20, s[24:25] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v97, v87
	global_load_ubyte v87, v22, s[24:25] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v98, v87
	global_load_ubyte v87, v75, s[24:25] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v99, v87
	global_load_ubyte v87, v77, s[24:25] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v100, v87
	global_load_ubyte v87, v79, s[24:25] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v101, v87
	global_load_ubyte v87, v81, s[24:25] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v102, v87
	global_load_ubyte v87, v83, s[24:25] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v103, v87
	global_load_ubyte v87, v85, s[24:25] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v104, v87
	global_load_ubyte v87, v20, s[24:25] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v105, v87
	global_load_ubyte v87, v22, s[24:25] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v22, v87
	global_load_ubyte v87, v75, s[24:25] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v75, v87
	global_load_ubyte v87, v77, s[24:25] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v87
	global_load_ubyte v87, v79, s[24:25] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v87
	global_load_ubyte v87, v81, s[24:25] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v87
	global_load_ubyte v87, v83, s[24:25] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v83, v87
	global_load_ubyte v87, v85, s[24:25] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v85, v87
	ds_write_b32 v8, v74 offset:19968                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v76 offset:20228                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v78 offset:20488                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v80 offset:20748                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v82 offset:21008                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v84 offset:21268                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v86 offset:21528                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v88 offset:21788                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v89 offset:20032                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v90 offset:20292                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v91 offset:20552                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v92 offset:20812                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v93 offset:21072                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v94 offset:21332                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v95 offset:21592                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v96 offset:21852                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v97 offset:20096                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v98 offset:20356                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v99 offset:20616                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v100 offset:20876                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v101 offset:21136                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v102 offset:21396                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v103 offset:21656                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v104 offset:21916                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v105 offset:20160                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v22 offset:20420                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v75 offset:20680                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v77 offset:20940                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v79 offset:21200                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v81 offset:21460                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v83 offset:21720                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v85 offset:21980                   ; convert 'vt' in K runs: write this thread's elements
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v22, v21 offset:19968                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v74, v21 offset:19972                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v75, v21 offset:19976                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v76, v21 offset:19980                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v77, v21 offset:24128                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v78, v21 offset:24132                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v79, v21 offset:24136                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v80, v21 offset:24140                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v81, v21 offset:28288                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v82, v21 offset:28292                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v83, v21 offset:28296                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v84, v21 offset:28300                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v85, v21 offset:32448                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v86, v21 offset:32452                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v87, v21 offset:32456                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v88, v21 offset:32460                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v89, v21 offset:36608                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v90, v21 offset:36612                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v91, v21 offset:36616                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v92, v21 offset:36620                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v93, v21 offset:40768                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v94, v21 offset:40772                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v95, v21 offset:40776                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v96, v21 offset:40780                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v97, v21 offset:44928                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v98, v21 offset:44932                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v99, v21 offset:44936                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v100, v21 offset:44940                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v101, v21 offset:49088                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v102, v21 offset:49092                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v103, v21 offset:49096                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v104, v21 offset:49100                  ; convert 'vt' in K runs: read in the new layout
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v105, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v105, v105, v22, s[14:15]
	v_cvt_pk_fp8_f32 v105, v105, 0
	v_and_b32 v22, 0xff, v105
	ds_write_b8 v6, v22 offset:9216                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v74, v74
	v_med3_f32 v22, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v74, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:9217                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v75, v75
	v_med3_f32 v22, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v75, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:9218                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v76, v76
	v_med3_f32 v22, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v76, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:9219                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v77, v77
	v_med3_f32 v22, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v77, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:10496                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v78, v78
	v_med3_f32 v22, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v78, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:10497                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v79, v79
	v_med3_f32 v22, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v79, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:10498                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v80, v80
	v_med3_f32 v22, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v80, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:10499                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v81, v81
	v_med3_f32 v22, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v81, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:11776                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v82, v82
	v_med3_f32 v22, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v82, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:11777                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v83, v83
	v_med3_f32 v22, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v83, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:11778                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v84, v84
	v_med3_f32 v22, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v84, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:11779                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v85, v85
	v_med3_f32 v22, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v85, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:13056                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v86, v86
	v_med3_f32 v22, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v86, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:13057                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v87, v87
	v_med3_f32 v22, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v87, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:13058                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v88, v88
	v_med3_f32 v22, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v88, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:13059                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v89, v89
	v_med3_f32 v22, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v89, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:14336                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v90, v90
	v_med3_f32 v22, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v90, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:14337                    ; A operand of the product: stage
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v91, v91
	v_med3_f32 v22, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v91, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:14338                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v92, v92
	v_med3_f32 v22, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v92, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:14339                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v93, v93
	v_med3_f32 v22, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v93, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:15616                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v94, v94
	v_med3_f32 v22, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v94, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:15617                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v95, v95
	v_med3_f32 v22, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v95, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:15618                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v96, v96
	v_med3_f32 v22, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v96, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:15619                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v97, v97
	v_med3_f32 v22, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v97, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:16896                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v98, v98
	v_med3_f32 v22, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v98, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:16897                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v99, v99
	v_med3_f32 v22, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v99, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:16898                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v100, v100
	v_med3_f32 v22, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v100, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:16899                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v101, v101
	v_med3_f32 v22, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v101, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:18176                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v102, v102
	v_med3_f32 v22, v102, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v102, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:18177                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v103, v103
	v_med3_f32 v22, v103, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v103, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:18178                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v104, v104
	v_med3_f32 v22, v104, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v104, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:18179                    ; A operand of the product: stage
	v_mov_b32 v22, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8_fnuz.kgen:13)
	v_mul_f32 v74, s7, v22
	v_mov_b32 v22, 0xbfb8aa3b
	v_mul_f32 v75, s7, v22
	v_mul_f32 v22, v73, v75                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8_fnuz.kgen:13)
	v_fma_f32 v75, v56, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v76, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v57, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v77, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v58, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v78, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v59, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v79, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v60, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v80, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v61, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v81, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v62, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v82, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v63, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v83, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v64, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v84, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v65, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v85, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v66, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v86, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v67, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v87, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v68, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v88, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v69, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v89, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v70, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v90, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v71, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v22, v75                                  ; examples/attention_fp8_fnuz.kgen:13
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
	v_cmp_u_f32 s[14:15], v90, v90                      ; round to e4m3fnuz
	v_med3_f32 v70, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v90, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	v_cvt_f32_fp8 v70, v71
	v_cmp_u_f32 s[14:15], v22, v22                      ; round to e4m3fnuz
	v_med3_f32 v71, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v22, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v74, 0xff, v71
	v_cvt_f32_fp8 v71, v74
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v74, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v56, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v56, 0xff, v74
	ds_write_b8 v11, v56 offset:53248                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v57, v57
	v_med3_f32 v56, v57, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v57, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v11, v57 offset:53249                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v58, v58
	v_med3_f32 v56, v58, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v58, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v11, v57 offset:53250                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v56, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v59, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v11, v57 offset:53251                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v60, v60
	v_med3_f32 v56, v60, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v60, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v11, v57 offset:53256                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v61, v61
	v_med3_f32 v56, v61, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v61, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v11, v57 offset:53257                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v62, v62
	v_med3_f32 v56, v62, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v62, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v11, v57 offset:53258                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v63, v63
	v_med3_f32 v56, v63, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v63, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v11, v57 offset:53259                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v64, v64
	v_med3_f32 v56, v64, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v64, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v11, v57 offset:53264                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v65, v65
	v_med3_f32 v56, v65, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v65, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v11, v57 offset:53265                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v66, v66
	v_med3_f32 v56, v66, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v66, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v11, v57 offset:53266                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v67, v67
	v_med3_f32 v56, v67, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v67, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v11, v57 offset:53267                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v68, v68
	v_med3_f32 v56, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v68, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v11, v57 offset:53272                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v69, v69
	v_med3_f32 v56, v69, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v69, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v11, v57 offset:53273                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v56, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v70, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v11, v57 offset:53274                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v71, v71
	v_med3_f32 v56, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v71, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	ds_write_b8 v11, v57 offset:53275                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[56:59], v23 offset:53248             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[60:63], v10 offset:9216              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[64:67], v10 offset:11776             ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[24:39], v[60:61], v[56:57], v[24:39] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[40:55], v[64:65], v[56:57], v[40:55] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[24:39], v[62:63], v[58:59], v[24:39] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[40:55], v[66:67], v[58:59], v[40:55] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	ds_read_b128 v[56:59], v23 offset:53280             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[60:63], v10 offset:9248              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[64:67], v10 offset:11808             ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[24:39], v[60:61], v[56:57], v[24:39] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[40:55], v[64:65], v[56:57], v[40:55] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[24:39], v[62:63], v[58:59], v[24:39] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[40:55], v[66:67], v[58:59], v[40:55] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mul_f32 v56, v14, v72                             ; examples/attention_fp8_fnuz.kgen:15
	v_add_f32 v57, v76, v77                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v58, v57, v78                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v58, v79                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v58, v57, v80                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v58, v81                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v58, v57, v82                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v58, v83                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v58, v57, v84                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v58, v85                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v58, v57, v86                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v58, v87                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v58, v57, v88                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v58, v89                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v58, v57, v90                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v58, v22                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_and_b32 v22, 63, v0                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): lanes 32 apart
	v_xor_b32 v22, 32, v22
	v_lshlrev_b32 v22, 2, v22
	ds_bpermute_b32 v58, v22, v57
	s_waitcnt lgkmcnt(0)
	v_add_f32 v22, v57, v58
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_273
	ds_write_b32 v18, v22 offset:62464                  ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v22, v19 offset:62464                   ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 0
	ds_read_b32 v57, v19 offset:62720                   ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v58, v22, v57
	v_add_f32 v22, v56, v58                             ; examples/attention_fp8_fnuz.kgen:15
	v_mov_b32 v14, v22                                  ; next 'l'
	v_mov_b32 v1, v73                                   ; next 'mx'
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
	v_cmp_lt_u32 s[14:15], v4, s13                      ; 'tt' element in bounds
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_615
	global_load_ubyte v22, v9, s[24:25]                 ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v56, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_615
	global_load_ubyte v22, v9, s[24:25] offset:1        ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v57, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_615
	global_load_ubyte v22, v9, s[24:25] offset:2        ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v58, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_615
	global_load_ubyte v22, v9, s[24:25] offset:3        ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v59, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_615
	global_load_ubyte v22, v9, s[24:25] offset:4        ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v60, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_615
	global_load_ubyte v22, v9, s[24:25] offset:5        ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v61, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_615
	global_load_ubyte v22, v9, s[24:25] offset:6        ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v62, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_615
	global_load_ubyte v22, v9, s[24:25] offset:7        ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v63, v22
	v_add_u32 v22, 16, v4
	v_cmp_lt_u32 s[26:27], v22, s13                     ; 'tt' element in bounds
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_633
	global_load_ubyte v22, v9, s[24:25] offset:2048     ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v64, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_633
	global_load_ubyte v22, v9, s[24:25] offset:2049     ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v65, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_633
	global_load_ubyte v22, v9, s[24:25] offset:2050     ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v66, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_633
	global_load_ubyte v22, v9, s[24:25] offset:2051     ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v67, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_633
	global_load_ubyte v22, v9, s[24:25] offset:2052     ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v68, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_633
	global_load_ubyte v22, v9, s[24:25] offset:2053     ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v69, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_633
	global_load_ubyte v22, v9, s[24:25] offset:2054     ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v70, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_633
	global_load_ubyte v22, v9, s[24:25] offset:2055     ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v71, v22
	v_add_u32 v22, 32, v4
	v_cmp_lt_u32 s[34:35], v22, s13                     ; 'tt' element in bounds
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_651
	v_add_u32 v72, 0x1000, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v22, v72, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v72, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_651
	v_add_u32 v73, 0x1001, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v22, v73, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v73, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_651
	v_add_u32 v74, 0x1002, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v22, v74, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_651
	v_add_u32 v75, 0x1003, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v22, v75, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v75, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_651
	v_add_u32 v76, 0x1004, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v22, v76, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v76, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_651
	v_add_u32 v77, 0x1005, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v22, v77, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_651
	v_add_u32 v78, 0x1006, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v22, v78, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_651
	v_add_u32 v79, 0x1007, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v22, v79, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v22
	v_add_u32 v22, 48, v4
	v_cmp_lt_u32 s[36:37], v22, s13                     ; 'tt' element in bounds
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_669
	v_add_u32 v80, 0x1800, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v22, v80, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_669
	v_add_u32 v81, 0x1801, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v22, v81, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_669
	v_add_u32 v82, 0x1802, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v22, v82, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_669
	v_add_u32 v83, 0x1803, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v22, v83, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v83, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_669
	v_add_u32 v84, 0x1804, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v22, v84, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v84, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_669
	v_add_u32 v85, 0x1805, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v22, v85, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v85, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_669
	v_add_u32 v86, 0x1806, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v22, v86, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v86, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_669
	v_add_u32 v87, 0x1807, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v22, v87, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v87, v22
	v_cmp_u_f32 s[24:25], v56, v56
	v_med3_f32 v22, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v56, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:9216                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v57, v57
	v_med3_f32 v22, v57, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v57, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:9217                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v58, v58
	v_med3_f32 v22, v58, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v58, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:9218                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v59, v59
	v_med3_f32 v22, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v59, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:9219                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v60, v60
	v_med3_f32 v22, v60, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v60, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:9220                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v61, v61
	v_med3_f32 v22, v61, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v61, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:9221                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v62, v62
	v_med3_f32 v22, v62, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v62, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:9222                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v63, v63
	v_med3_f32 v22, v63, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v63, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:9223                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v64, v64
	v_med3_f32 v22, v64, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v64, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:11520                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v65, v65
	v_med3_f32 v22, v65, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v65, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:11521                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v66, v66
	v_med3_f32 v22, v66, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v66, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:11522                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v67, v67
	v_med3_f32 v22, v67, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v67, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:11523                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v68, v68
	v_med3_f32 v22, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v68, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:11524                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v69, v69
	v_med3_f32 v22, v69, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v69, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:11525                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v70, v70
	v_med3_f32 v22, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v70, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:11526                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v71, v71
	v_med3_f32 v22, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v71, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:11527                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v72, v72
	v_med3_f32 v22, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v72, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:13824                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v73, v73
	v_med3_f32 v22, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v73, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:13825                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v74, v74
	v_med3_f32 v22, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v74, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:13826                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v75, v75
	v_med3_f32 v22, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v75, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:13827                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v76, v76
	v_med3_f32 v22, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v76, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:13828                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v77, v77
	v_med3_f32 v22, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v77, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:13829                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v78, v78
	v_med3_f32 v22, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v78, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:13830                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v79, v79
	v_med3_f32 v22, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v79, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:13831                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v80, v80
	v_med3_f32 v22, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v80, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:16128                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v81, v81
	v_med3_f32 v22, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v81, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:16129                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v82, v82
	v_med3_f32 v22, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v82, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:16130                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v83, v83
	v_med3_f32 v22, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v83, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:16131                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v84, v84
	v_med3_f32 v22, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v84, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:16132                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v85, v85
	v_med3_f32 v22, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v85, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:16133                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v86, v86
	v_med3_f32 v22, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v86, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:16134                    ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v87, v87
	v_med3_f32 v22, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v87, s[24:25]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v7, v56 offset:16135                    ; A operand of the product: stage
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
	v_mov_b32 v70, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[72:75], v17                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[76:79], v13 offset:9216              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[76:77], v[72:73], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[78:79], v[74:75], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[72:75], v17 offset:32                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[76:79], v13 offset:9248              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[76:77], v[72:73], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[78:79], v[74:75], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[72:75], v17 offset:64                ; B fragment 0, k-steps 4..5
	ds_read_b128 v[76:79], v13 offset:9280              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[76:77], v[72:73], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[78:79], v[74:75], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[72:75], v17 offset:96                ; B fragment 0, k-steps 6..7
	ds_read_b128 v[76:79], v13 offset:9312              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[76:77], v[72:73], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[78:79], v[74:75], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_cmp_lt_u32 s[24:25], v16, s21                     ; 's' element in bounds
	v_cmp_lt_u32 s[38:39], v15, s13                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[24:25], s[38:39]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	s_nop 6
	v_cndmask_b32 v72, v22, v56, s[40:41]
	v_add_u32 v22, 1, v15
	v_cmp_lt_u32 s[38:39], v22, s13                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[24:25], s[38:39]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v73, v22, v57, s[42:43]
	v_add_u32 v22, 2, v15
	v_cmp_lt_u32 s[38:39], v22, s13                     ; 'tt' element in bounds
	s_and_b64 s[44:45], s[24:25], s[38:39]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v74, v22, v58, s[44:45]
	v_add_u32 v22, 3, v15
	v_cmp_lt_u32 s[38:39], v22, s13                     ; 'tt' element in bounds
	s_and_b64 s[46:47], s[24:25], s[38:39]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v22, v59, s[46:47]
	v_add_u32 v22, 8, v15
	v_cmp_lt_u32 s[38:39], v22, s13                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[24:25], s[38:39]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v22, v60, s[48:49]
	v_add_u32 v22, 9, v15
	v_cmp_lt_u32 s[38:39], v22, s13                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[24:25], s[38:39]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v22, v61, s[50:51]
	v_add_u32 v22, 10, v15
	v_cmp_lt_u32 s[38:39], v22, s13                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[24:25], s[38:39]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v78, v22, v62, s[52:53]
	v_add_u32 v22, 11, v15
	v_cmp_lt_u32 s[38:39], v22, s13                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[24:25], s[38:39]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v79, v22, v63, s[54:55]
	v_add_u32 v22, 16, v15
	v_cmp_lt_u32 s[38:39], v22, s13                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[24:25], s[38:39]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v80, v22, v64, s[56:57]
	v_add_u32 v22, 17, v15
	v_cmp_lt_u32 s[38:39], v22, s13                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[24:25], s[38:39]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v81, v22, v65, s[58:59]
	v_add_u32 v22, 18, v15
	v_cmp_lt_u32 s[38:39], v22, s13                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[24:25], s[38:39]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v82, v22, v66, s[60:61]
	v_add_u32 v22, 19, v15
	v_cmp_lt_u32 s[38:39], v22, s13                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[24:25], s[38:39]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v83, v22, v67, s[62:63]
	v_add_u32 v22, 24, v15
	v_cmp_lt_u32 s[38:39], v22, s13                     ; 'tt' element in bounds
	s_and_b64 s[64:65], s[24:25], s[38:39]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v84, v22, v68, s[64:65]
	v_add_u32 v22, 25, v15
	v_cmp_lt_u32 s[38:39], v22, s13                     ; 'tt' element in bounds
	s_and_b64 s[66:67], s[24:25], s[38:39]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v85, v22, v69, s[66:67]
	v_add_u32 v22, 26, v15
	v_cmp_lt_u32 s[38:39], v22, s13                     ; 'tt' element in bounds
	s_and_b64 s[68:69], s[24:25], s[38:39]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v86, v22, v70, s[68:69]
	v_add_u32 v22, 27, v15
	v_cmp_lt_u32 s[38:39], v22, s13                     ; 'tt' element in bounds
	s_and_b64 s[70:71], s[24:25], s[38:39]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v87, v22, v71, s[70:71]
	v_max_f32 v22, v72, v73                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v72, v73
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[24:25]
	v_max_f32 v22, v73, v74                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v73, v74
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[24:25]
	v_max_f32 v22, v73, v75                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v73, v75
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[24:25]
	v_max_f32 v22, v73, v76                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v73, v76
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[24:25]
	v_max_f32 v22, v73, v77                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v73, v77
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[24:25]
	v_max_f32 v22, v73, v78                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v73, v78
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[24:25]
	v_max_f32 v22, v73, v79                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v73, v79
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[24:25]
	v_max_f32 v22, v73, v80                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v73, v80
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[24:25]
	v_max_f32 v22, v73, v81                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v73, v81
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[24:25]
	v_max_f32 v22, v73, v82                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v73, v82
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[24:25]
	v_max_f32 v22, v73, v83                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v73, v83
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[24:25]
	v_max_f32 v22, v73, v84                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v73, v84
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[24:25]
	v_max_f32 v22, v73, v85                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v73, v85
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[24:25]
	v_max_f32 v22, v73, v86                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v73, v86
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[24:25]
	v_max_f32 v22, v73, v87                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v73, v87
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[24:25]
	v_and_b32 v22, 63, v0                               ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): lanes 32 apart
	v_xor_b32 v22, 32, v22
	v_lshlrev_b32 v22, 2, v22
	ds_bpermute_b32 v72, v22, v73
	s_waitcnt lgkmcnt(0)
	v_max_f32 v22, v73, v72
	v_cmp_u_f32 s[24:25], v73, v72
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[24:25]
	s_and_saveexec_b64 s[24:25], s[10:11]               ; lanes where %vpred_273
	ds_write_b32 v18, v73 offset:19456                  ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v22, v19 offset:19456                   ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 0
	ds_read_b32 v72, v19 offset:19712                   ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v73, v22, v72
	v_cmp_u_f32 s[24:25], v22, v72
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v73, v22, s[24:25]
	v_max_f32 v22, v1, v72                              ; examples/attention_fp8_fnuz.kgen:12
	v_cmp_u_f32 s[24:25], v1, v72
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v22, v72, s[24:25]
	v_sub_f32 v22, v1, v73                              ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v72, s7, v22                              ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v22, 0x3fb8aa3b, v72                      ; examples/attention_fp8_fnuz.kgen:14
	v_exp_f32 v72, v22                                  ; examples/attention_fp8_fnuz.kgen:14
	s_nop 0
	v_mul_f32 v22, v24, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v74, v25, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v75, v26, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v76, v27, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v77, v28, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v78, v29, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v79, v30, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v80, v31, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v81, v32, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v82, v33, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v83, v34, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v84, v35, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v85, v36, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v86, v37, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v87, v38, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v88, v39, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v89, v40, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v90, v41, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v91, v42, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v92, v43, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v93, v44, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v94, v45, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v95, v46, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v96, v47, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v97, v48, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v98, v49, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v99, v50, v72                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v100, v51, v72                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v101, v52, v72                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v102, v53, v72                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v103, v54, v72                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v104, v55, v72                            ; examples/attention_fp8_fnuz.kgen:16
	v_mov_b32 v24, v22                                  ; 'acc' scaled in place
	v_mov_b32 v25, v74                                  ; 'acc' scaled in place
	v_mov_b32 v26, v75                                  ; 'acc' scaled in place
	v_mov_b32 v27, v76                                  ; 'acc' scaled in place
	v_mov_b32 v28, v77                                  ; 'acc' scaled in place
	v_mov_b32 v29, v78                                  ; 'acc' scaled in place
	v_mov_b32 v30, v79                                  ; 'acc' scaled in place
	v_mov_b32 v31, v80                                  ; 'acc' scaled in place
	v_mov_b32 v32, v81                                  ; 'acc' scaled in place
	v_mov_b32 v33, v82                                  ; 'acc' scaled in place
	v_mov_b32 v34, v83                                  ; 'acc' scaled in place
	v_mov_b32 v35, v84                                  ; 'acc' scaled in place
	v_mov_b32 v36, v85                                  ; 'acc' scaled in place
	v_mov_b32 v37, v86                                  ; 'acc' scaled in place
	v_mov_b32 v38, v87                                  ; 'acc' scaled in place
	v_mov_b32 v39, v88                                  ; 'acc' scaled in place
	v_mov_b32 v40, v89                                  ; 'acc' scaled in place
	v_mov_b32 v41, v90                                  ; 'acc' scaled in place
	v_mov_b32 v42, v91                                  ; 'acc' scaled in place
	v_mov_b32 v43, v92                                  ; 'acc' scaled in place
	v_mov_b32 v44, v93                                  ; 'acc' scaled in place
	v_mov_b32 v45, v94                                  ; 'acc' scaled in place
	v_mov_b32 v46, v95                                  ; 'acc' scaled in place
	v_mov_b32 v47, v96                                  ; 'acc' scaled in place
	v_mov_b32 v48, v97                                  ; 'acc' scaled in place
	v_mov_b32 v49, v98                                  ; 'acc' scaled in place
	v_mov_b32 v50, v99                                  ; 'acc' scaled in place
	v_mov_b32 v51, v100                                 ; 'acc' scaled in place
	v_mov_b32 v52, v101                                 ; 'acc' scaled in place
	v_mov_b32 v53, v102                                 ; 'acc' scaled in place
	v_mov_b32 v54, v103                                 ; 'acc' scaled in place
	v_mov_b32 v55, v104                                 ; 'acc' scaled in place
	s_mov_b32 s24, s12
	s_mov_b32 s25, 0
	s_add_u32 s38, s32, s24                             ; 'vt' at this chunk
	s_addc_u32 s39, s33, s25
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_615
	global_load_ubyte v22, v20, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v22
	s_mul_i32 s13, s18, 1
	v_add_u32 v22, s13, v20
	v_mov_b32 v75, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_615
	global_load_ubyte v75, v22, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v76, v75
	s_mul_i32 s13, s18, 2
	v_add_u32 v75, s13, v20
	v_mov_b32 v77, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_615
	global_load_ubyte v77, v75, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v77
	s_mul_i32 s13, s18, 3
	v_add_u32 v77, s13, v20
	v_mov_b32 v79, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_615
	global_load_ubyte v79, v77, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v79
	s_mul_i32 s13, s18, 4
	v_add_u32 v79, s13, v20
	v_mov_b32 v81, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_615
	global_load_ubyte v81, v79, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v81
	s_mul_i32 s13, s18, 5
	v_add_u32 v81, s13, v20
	v_mov_b32 v83, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_615
	global_load_ubyte v83, v81, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v84, v83
	s_mul_i32 s13, s18, 6
	v_add_u32 v83, s13, v20
	v_mov_b32 v85, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_615
	global_load_ubyte v85, v83, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v86, v85
	s_mul_i32 s13, s18, 7
	v_add_u32 v85, s13, v20
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_615
	global_load_ubyte v87, v85, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v88, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_633
	global_load_ubyte v87, v20, s[38:39] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v89, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_633
	global_load_ubyte v87, v22, s[38:39] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v90, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_633
	global_load_ubyte v87, v75, s[38:39] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v91, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_633
	global_load_ubyte v87, v77, s[38:39] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v92, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_633
	global_load_ubyte v87, v79, s[38:39] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v93, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_633
	global_load_ubyte v87, v81, s[38:39] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v94, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_633
	global_load_ubyte v87, v83, s[38:39] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v95, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_633
	global_load_ubyte v87, v85, s[38:39] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v96, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_651
	global_load_ubyte v87, v20, s[38:39] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v97, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_651
	global_load_ubyte v87, v22, s[38:39] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v98, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_651
	global_load_ubyte v87, v75, s[38:39] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v99, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_651
	global_load_ubyte v87, v77, s[38:39] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v100, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_651
	global_load_ubyte v87, v79, s[38:39] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v101, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_651
	global_load_ubyte v87, v81, s[38:39] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v102, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_651
	global_load_ubyte v87, v83, s[38:39] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v103, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_651
	global_load_ubyte v87, v85, s[38:39] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v104, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_669
	global_load_ubyte v87, v20, s[38:39] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v105, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_669
	global_load_ubyte v87, v22, s[38:39] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v22, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_669
	global_load_ubyte v87, v75, s[38:39] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v75, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_669
	global_load_ubyte v87, v77, s[38:39] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_669
	global_load_ubyte v87, v79, s[38:39] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_669
	global_load_ubyte v87, v81, s[38:39] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_669
	global_load_ubyte v87, v83, s[38:39] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v83, v87
	v_mov_b32 v87, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_669
	global_load_ubyte v87, v85, s[38:39] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v85, v87
	ds_write_b32 v8, v74 offset:19968                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v76 offset:20228                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v78 offset:20488                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v80 offset:20748                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v82 offset:21008                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v84 offset:21268                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v86 offset:21528                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v88 offset:21788                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v89 offset:20032                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v90 offset:20292                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v91 offset:20552                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v92 offset:20812                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v93 offset:21072                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v94 offset:21332                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v95 offset:21592                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v96 offset:21852                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v97 offset:20096                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v98 offset:20356                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v99 offset:20616                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v100 offset:20876                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v101 offset:21136                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v102 offset:21396                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v103 offset:21656                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v104 offset:21916                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v105 offset:20160                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v22 offset:20420                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v75 offset:20680                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v77 offset:20940                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v79 offset:21200                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v81 offset:21460                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v83 offset:21720                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v85 offset:21980                   ; convert 'vt' in K runs: write this thread's elements
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v22, v21 offset:19968                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v74, v21 offset:19972                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v75, v21 offset:19976                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v76, v21 offset:19980                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v77, v21 offset:24128                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v78, v21 offset:24132                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v79, v21 offset:24136                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v80, v21 offset:24140                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v81, v21 offset:28288                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v82, v21 offset:28292                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v83, v21 offset:28296                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v84, v21 offset:28300                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v85, v21 offset:32448                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v86, v21 offset:32452                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v87, v21 offset:32456                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v88, v21 offset:32460                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v89, v21 offset:36608                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v90, v21 offset:36612                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v91, v21 offset:36616                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v92, v21 offset:36620                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v93, v21 offset:40768                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v94, v21 offset:40772                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v95, v21 offset:40776                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v96, v21 offset:40780                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v97, v21 offset:44928                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v98, v21 offset:44932                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v99, v21 offset:44936                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v100, v21 offset:44940                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v101, v21 offset:49088                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v102, v21 offset:49092                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v103, v21 offset:49096                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v104, v21 offset:49100                  ; convert 'vt' in K runs: read in the new layout
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v105, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v105, v105, v22, s[14:15]
	v_cvt_pk_fp8_f32 v105, v105, 0
	v_and_b32 v22, 0xff, v105
	ds_write_b8 v6, v22 offset:9216                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v74, v74
	v_med3_f32 v22, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v74, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:9217                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v75, v75
	v_med3_f32 v22, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v75, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:9218                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v76, v76
	v_med3_f32 v22, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v76, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:9219                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v77, v77
	v_med3_f32 v22, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v77, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:10496                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v78, v78
	v_med3_f32 v22, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v78, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:10497                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v79, v79
	v_med3_f32 v22, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v79, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:10498                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v80, v80
	v_med3_f32 v22, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v80, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:10499                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v81, v81
	v_med3_f32 v22, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v81, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:11776                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v82, v82
	v_med3_f32 v22, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v82, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:11777                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v83, v83
	v_med3_f32 v22, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v83, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:11778                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v84, v84
	v_med3_f32 v22, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v84, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:11779                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v85, v85
	v_med3_f32 v22, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v85, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:13056                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v86, v86
	v_med3_f32 v22, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v86, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:13057                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v87, v87
	v_med3_f32 v22, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v87, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:13058                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v88, v88
	v_med3_f32 v22, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v88, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:13059                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v89, v89
	v_med3_f32 v22, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v89, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:14336                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v90, v90
	v_med3_f32 v22, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v90, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:14337                    ; A operand of the product: stage
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v91, v91
	v_med3_f32 v22, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v91, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:14338                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v92, v92
	v_med3_f32 v22, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v92, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:14339                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v93, v93
	v_med3_f32 v22, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v93, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:15616                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v94, v94
	v_med3_f32 v22, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v94, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:15617                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v95, v95
	v_med3_f32 v22, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v95, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:15618                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v96, v96
	v_med3_f32 v22, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v96, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:15619                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v97, v97
	v_med3_f32 v22, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v97, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:16896                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v98, v98
	v_med3_f32 v22, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v98, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:16897                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v99, v99
	v_med3_f32 v22, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v99, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:16898                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v100, v100
	v_med3_f32 v22, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v100, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:16899                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v101, v101
	v_med3_f32 v22, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v101, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:18176                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v102, v102
	v_med3_f32 v22, v102, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v102, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:18177                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v103, v103
	v_med3_f32 v22, v103, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v103, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:18178                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v104, v104
	v_med3_f32 v22, v104, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v104, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v74, 0xff, v22
	ds_write_b8 v6, v74 offset:18179                    ; A operand of the product: stage
	v_mov_b32 v22, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8_fnuz.kgen:13)
	v_mul_f32 v74, s7, v22
	v_mov_b32 v22, 0xbfb8aa3b
	v_mul_f32 v75, s7, v22
	v_mul_f32 v22, v73, v75                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8_fnuz.kgen:13)
	v_fma_f32 v75, v56, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v76, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v57, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v77, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v58, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v78, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v59, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v79, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v60, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v80, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v61, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v81, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v62, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v82, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v63, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v83, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v64, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v84, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v65, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v85, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v66, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v86, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v67, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v87, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v68, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v88, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v69, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v89, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v70, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v90, v75                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v75, v71, v74, v22                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v22, v75                                  ; examples/attention_fp8_fnuz.kgen:13
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
	v_cmp_u_f32 s[14:15], v90, v90                      ; round to e4m3fnuz
	v_med3_f32 v70, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v90, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	v_cvt_f32_fp8 v70, v71
	v_cmp_u_f32 s[14:15], v22, v22                      ; round to e4m3fnuz
	v_med3_f32 v71, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v22, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v74, 0xff, v71
	v_cvt_f32_fp8 v71, v74
	v_cndmask_b32 v74, 0, v56, s[40:41]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v74, v74
	v_med3_f32 v56, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v74, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v74, 0xff, v56
	ds_write_b8 v11, v74 offset:53248                   ; B operand of the product: stage
	v_cndmask_b32 v56, 0, v57, s[42:43]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v57, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v56, 0xff, v57
	ds_write_b8 v11, v56 offset:53249                   ; B operand of the product: stage
	v_cndmask_b32 v56, 0, v58, s[44:45]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v57, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v56, 0xff, v57
	ds_write_b8 v11, v56 offset:53250                   ; B operand of the product: stage
	v_cndmask_b32 v56, 0, v59, s[46:47]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v57, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v56, 0xff, v57
	ds_write_b8 v11, v56 offset:53251                   ; B operand of the product: stage
	v_cndmask_b32 v56, 0, v60, s[48:49]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v57, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v56, 0xff, v57
	ds_write_b8 v11, v56 offset:53256                   ; B operand of the product: stage
	v_cndmask_b32 v56, 0, v61, s[50:51]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v57, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v56, 0xff, v57
	ds_write_b8 v11, v56 offset:53257                   ; B operand of the product: stage
	v_cndmask_b32 v56, 0, v62, s[52:53]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v57, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v56, 0xff, v57
	ds_write_b8 v11, v56 offset:53258                   ; B operand of the product: stage
	v_cndmask_b32 v56, 0, v63, s[54:55]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v57, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v56, 0xff, v57
	ds_write_b8 v11, v56 offset:53259                   ; B operand of the product: stage
	v_cndmask_b32 v56, 0, v64, s[56:57]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v57, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v56, 0xff, v57
	ds_write_b8 v11, v56 offset:53264                   ; B operand of the product: stage
	v_cndmask_b32 v56, 0, v65, s[58:59]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v57, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v56, 0xff, v57
	ds_write_b8 v11, v56 offset:53265                   ; B operand of the product: stage
	v_cndmask_b32 v56, 0, v66, s[60:61]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v57, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v56, 0xff, v57
	ds_write_b8 v11, v56 offset:53266                   ; B operand of the product: stage
	v_cndmask_b32 v56, 0, v67, s[62:63]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v57, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v56, 0xff, v57
	ds_write_b8 v11, v56 offset:53267                   ; B operand of the product: stage
	v_cndmask_b32 v56, 0, v68, s[64:65]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v57, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v56, 0xff, v57
	ds_write_b8 v11, v56 offset:53272                   ; B operand of the product: stage
	v_cndmask_b32 v56, 0, v69, s[66:67]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v57, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v56, 0xff, v57
	ds_write_b8 v11, v56 offset:53273                   ; B operand of the product: stage
	v_cndmask_b32 v56, 0, v70, s[68:69]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v57, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v56, 0xff, v57
	ds_write_b8 v11, v56 offset:53274                   ; B operand of the product: stage
	v_cndmask_b32 v56, 0, v71, s[70:71]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v57, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v56, 0xff, v57
	ds_write_b8 v11, v56 offset:53275                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[56:59], v23 offset:53248             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[60:63], v10 offset:9216              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[64:67], v10 offset:11776             ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[24:39], v[60:61], v[56:57], v[24:39] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[40:55], v[64:65], v[56:57], v[40:55] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[24:39], v[62:63], v[58:59], v[24:39] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[40:55], v[66:67], v[58:59], v[40:55] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	ds_read_b128 v[56:59], v23 offset:53280             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[60:63], v10 offset:9248              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[64:67], v10 offset:11808             ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[24:39], v[60:61], v[56:57], v[24:39] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[40:55], v[64:65], v[56:57], v[40:55] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[24:39], v[62:63], v[58:59], v[24:39] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[40:55], v[66:67], v[58:59], v[40:55] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mul_f32 v56, v14, v72                             ; examples/attention_fp8_fnuz.kgen:15
	v_cndmask_b32 v57, 0, v76, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v77, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v78, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v79, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v80, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v81, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v82, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v83, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v84, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v66, 0, v85, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v67, 0, v86, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v68, 0, v87, s[62:63]                 ; absent elements contribute the identity
	v_cndmask_b32 v69, 0, v88, s[64:65]                 ; absent elements contribute the identity
	v_cndmask_b32 v70, 0, v89, s[66:67]                 ; absent elements contribute the identity
	v_cndmask_b32 v71, 0, v90, s[68:69]                 ; absent elements contribute the identity
	v_cndmask_b32 v72, 0, v22, s[70:71]                 ; absent elements contribute the identity
	v_add_f32 v22, v57, v58                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v22, v59                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v22, v57, v60                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v22, v61                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v22, v57, v62                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v22, v63                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v22, v57, v64                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v22, v65                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v22, v57, v66                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v22, v67                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v22, v57, v68                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v22, v69                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v22, v57, v70                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v57, v22, v71                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v22, v57, v72                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_and_b32 v57, 63, v0                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): lanes 32 apart
	v_xor_b32 v57, 32, v57
	v_lshlrev_b32 v57, 2, v57
	ds_bpermute_b32 v58, v57, v22
	s_waitcnt lgkmcnt(0)
	v_add_f32 v57, v22, v58
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_273
	ds_write_b32 v18, v57 offset:62464                  ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v22, v19 offset:62464                   ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 0
	ds_read_b32 v57, v19 offset:62720                   ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v58, v22, v57
	v_add_f32 v22, v56, v58                             ; examples/attention_fp8_fnuz.kgen:15
	v_mov_b32 v14, v22                                  ; next 'l'
	v_mov_b32 v1, v73                                   ; next 'mx'
	s_add_u32 s12, s12, 64
	s_cmp_lt_u32 s12, s18
	s_cbranch_scc1 .Lattention_fp8_fnuz_loop1
.Lattention_fp8_fnuz_loop1_end:
	v_div_scale_f32 v1, s[12:13], v14, v14, s16         ; examples/attention_fp8_fnuz.kgen:19
	v_rcp_f32 v22, v1
	v_div_scale_f32 v56, vcc, s16, v14, s16
	v_fma_f32 v57, -v1, v22, 1.0
	v_fma_f32 v22, v57, v22, v22
	v_mul_f32 v58, v56, v22
	v_fma_f32 v57, -v1, v58, v56
	v_fma_f32 v58, v57, v22, v58
	v_fma_f32 v57, -v1, v58, v56
	v_div_fmas_f32 v57, v57, v22, v58
	v_div_fixup_f32 v1, v57, v14, s16
	v_mul_f32 v14, v24, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v22, v25, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v56, v26, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v57, v27, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v58, v28, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v59, v29, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v60, v30, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v61, v31, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v62, v32, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v63, v33, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v64, v34, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v65, v35, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v66, v36, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v67, v37, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v68, v38, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v69, v39, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v24, v40, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v25, v41, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v26, v42, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v27, v43, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v28, v44, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v29, v45, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v30, v46, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v31, v47, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v32, v48, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v33, v49, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v34, v50, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v35, v51, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v36, v52, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v37, v53, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v38, v54, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v39, v55, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v14, v14
	v_cmp_u_f32 s[14:15], v22, v22
	v_bfe_u32 v40, v14, 16, 1
	v_bfe_u32 v41, v22, 16, 1
	v_add3_u32 v42, v14, v40, s5
	v_add3_u32 v14, v22, v41, s5
	v_cndmask_b32 v42, v42, v1, s[12:13]
	v_cndmask_b32 v14, v14, v1, s[14:15]
	v_perm_b32 v1, v14, v42, s6
	v_mov_b32 v14, 0x7fc00000
	v_cmp_u_f32 s[12:13], v56, v56
	v_cmp_u_f32 s[14:15], v57, v57
	v_bfe_u32 v22, v56, 16, 1
	v_bfe_u32 v40, v57, 16, 1
	v_add3_u32 v41, v56, v22, s5
	v_add3_u32 v22, v57, v40, s5
	v_cndmask_b32 v41, v41, v14, s[12:13]
	v_cndmask_b32 v22, v22, v14, s[14:15]
	v_perm_b32 v14, v22, v41, s6
	v_mov_b32 v40, v1                                   ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v41, v14
	global_store_dwordx2 v12, v[40:41], s[8:9]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v58, v58
	v_cmp_u_f32 s[14:15], v59, v59
	v_bfe_u32 v14, v58, 16, 1
	v_bfe_u32 v22, v59, 16, 1
	v_add3_u32 v40, v58, v14, s5
	v_add3_u32 v14, v59, v22, s5
	v_cndmask_b32 v40, v40, v1, s[12:13]
	v_cndmask_b32 v14, v14, v1, s[14:15]
	v_perm_b32 v1, v14, v40, s6
	v_mov_b32 v14, 0x7fc00000
	v_cmp_u_f32 s[12:13], v60, v60
	v_cmp_u_f32 s[14:15], v61, v61
	v_bfe_u32 v22, v60, 16, 1
	v_bfe_u32 v40, v61, 16, 1
	v_add3_u32 v41, v60, v22, s5
	v_add3_u32 v22, v61, v40, s5
	v_cndmask_b32 v41, v41, v14, s[12:13]
	v_cndmask_b32 v22, v22, v14, s[14:15]
	v_perm_b32 v14, v22, v41, s6
	v_mov_b32 v40, v1                                   ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v41, v14
	global_store_dwordx2 v12, v[40:41], s[8:9] offset:16
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v62, v62
	v_cmp_u_f32 s[14:15], v63, v63
	v_bfe_u32 v14, v62, 16, 1
	v_bfe_u32 v22, v63, 16, 1
	v_add3_u32 v40, v62, v14, s5
	v_add3_u32 v14, v63, v22, s5
	v_cndmask_b32 v40, v40, v1, s[12:13]
	v_cndmask_b32 v14, v14, v1, s[14:15]
	v_perm_b32 v1, v14, v40, s6
	v_mov_b32 v14, 0x7fc00000
	v_cmp_u_f32 s[12:13], v64, v64
	v_cmp_u_f32 s[14:15], v65, v65
	v_bfe_u32 v22, v64, 16, 1
	v_bfe_u32 v40, v65, 16, 1
	v_add3_u32 v41, v64, v22, s5
	v_add3_u32 v22, v65, v40, s5
	v_cndmask_b32 v41, v41, v14, s[12:13]
	v_cndmask_b32 v22, v22, v14, s[14:15]
	v_perm_b32 v14, v22, v41, s6
	v_mov_b32 v40, v1                                   ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v41, v14
	global_store_dwordx2 v12, v[40:41], s[8:9] offset:32
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v66, v66
	v_cmp_u_f32 s[14:15], v67, v67
	v_bfe_u32 v14, v66, 16, 1
	v_bfe_u32 v22, v67, 16, 1
	v_add3_u32 v40, v66, v14, s5
	v_add3_u32 v14, v67, v22, s5
	v_cndmask_b32 v40, v40, v1, s[12:13]
	v_cndmask_b32 v14, v14, v1, s[14:15]
	v_perm_b32 v1, v14, v40, s6
	v_mov_b32 v14, 0x7fc00000
	v_cmp_u_f32 s[12:13], v68, v68
	v_cmp_u_f32 s[14:15], v69, v69
	v_bfe_u32 v22, v68, 16, 1
	v_bfe_u32 v40, v69, 16, 1
	v_add3_u32 v41, v68, v22, s5
	v_add3_u32 v22, v69, v40, s5
	v_cndmask_b32 v41, v41, v14, s[12:13]
	v_cndmask_b32 v22, v22, v14, s[14:15]
	v_perm_b32 v14, v22, v41, s6
	v_mov_b32 v40, v1                                   ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v41, v14
	global_store_dwordx2 v12, v[40:41], s[8:9] offset:48
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v24, v24
	v_cmp_u_f32 s[14:15], v25, v25
	v_bfe_u32 v14, v24, 16, 1
	v_bfe_u32 v22, v25, 16, 1
	v_add3_u32 v40, v24, v14, s5
	v_add3_u32 v14, v25, v22, s5
	v_cndmask_b32 v40, v40, v1, s[12:13]
	v_cndmask_b32 v14, v14, v1, s[14:15]
	v_perm_b32 v1, v14, v40, s6
	v_mov_b32 v14, 0x7fc00000
	v_cmp_u_f32 s[12:13], v26, v26
	v_cmp_u_f32 s[14:15], v27, v27
	v_bfe_u32 v22, v26, 16, 1
	v_bfe_u32 v24, v27, 16, 1
	v_add3_u32 v25, v26, v22, s5
	v_add3_u32 v22, v27, v24, s5
	v_cndmask_b32 v25, v25, v14, s[12:13]
	v_cndmask_b32 v22, v22, v14, s[14:15]
	v_perm_b32 v14, v22, v25, s6
	v_mov_b32 v24, v1                                   ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v25, v14
	global_store_dwordx2 v12, v[24:25], s[8:9] offset:64
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v28, v28
	v_cmp_u_f32 s[14:15], v29, v29
	v_bfe_u32 v14, v28, 16, 1
	v_bfe_u32 v22, v29, 16, 1
	v_add3_u32 v24, v28, v14, s5
	v_add3_u32 v14, v29, v22, s5
	v_cndmask_b32 v24, v24, v1, s[12:13]
	v_cndmask_b32 v14, v14, v1, s[14:15]
	v_perm_b32 v1, v14, v24, s6
	v_mov_b32 v14, 0x7fc00000
	v_cmp_u_f32 s[12:13], v30, v30
	v_cmp_u_f32 s[14:15], v31, v31
	v_bfe_u32 v22, v30, 16, 1
	v_bfe_u32 v24, v31, 16, 1
	v_add3_u32 v25, v30, v22, s5
	v_add3_u32 v22, v31, v24, s5
	v_cndmask_b32 v25, v25, v14, s[12:13]
	v_cndmask_b32 v22, v22, v14, s[14:15]
	v_perm_b32 v14, v22, v25, s6
	v_mov_b32 v24, v1                                   ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v25, v14
	global_store_dwordx2 v12, v[24:25], s[8:9] offset:80
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v32, v32
	v_cmp_u_f32 s[14:15], v33, v33
	v_bfe_u32 v14, v32, 16, 1
	v_bfe_u32 v22, v33, 16, 1
	v_add3_u32 v24, v32, v14, s5
	v_add3_u32 v14, v33, v22, s5
	v_cndmask_b32 v24, v24, v1, s[12:13]
	v_cndmask_b32 v14, v14, v1, s[14:15]
	v_perm_b32 v1, v14, v24, s6
	v_mov_b32 v14, 0x7fc00000
	v_cmp_u_f32 s[12:13], v34, v34
	v_cmp_u_f32 s[14:15], v35, v35
	v_bfe_u32 v22, v34, 16, 1
	v_bfe_u32 v24, v35, 16, 1
	v_add3_u32 v25, v34, v22, s5
	v_add3_u32 v22, v35, v24, s5
	v_cndmask_b32 v25, v25, v14, s[12:13]
	v_cndmask_b32 v22, v22, v14, s[14:15]
	v_perm_b32 v14, v22, v25, s6
	v_mov_b32 v24, v1                                   ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v25, v14
	global_store_dwordx2 v12, v[24:25], s[8:9] offset:96
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v36, v36
	v_cmp_u_f32 s[14:15], v37, v37
	v_bfe_u32 v14, v36, 16, 1
	v_bfe_u32 v22, v37, 16, 1
	v_add3_u32 v24, v36, v14, s5
	v_add3_u32 v14, v37, v22, s5
	v_cndmask_b32 v24, v24, v1, s[12:13]
	v_cndmask_b32 v14, v14, v1, s[14:15]
	v_perm_b32 v1, v14, v24, s6
	v_mov_b32 v14, 0x7fc00000
	v_cmp_u_f32 s[12:13], v38, v38
	v_cmp_u_f32 s[14:15], v39, v39
	v_bfe_u32 v22, v38, 16, 1
	v_bfe_u32 v24, v39, 16, 1
	v_add3_u32 v25, v38, v22, s5
	v_add3_u32 v22, v39, v24, s5
	v_cndmask_b32 v25, v25, v14, s[12:13]
	v_cndmask_b32 v22, v22, v14, s[14:15]
	v_perm_b32 v14, v22, v25, s6
	v_mov_b32 v24, v1                                   ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v25, v14
	global_store_dwordx2 v12, v[24:25], s[8:9] offset:112
	s_branch .Lattention_fp8_fnuz_if0_end
.Lattention_fp8_fnuz_if0_else:
	v_cmp_lt_u32 s[12:13], v2, s21
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1249
	global_load_dwordx4 v[24:27], v3, s[28:29]          ; examples/attention_fp8_fnuz.kgen:11: 16 bytes of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	ds_write_b128 v5, v[24:27]                          ; 16 bytes into opinv0
	v_add_u32 v1, 32, v2
	v_cmp_lt_u32 s[12:13], v1, s21
	v_add_u32 v1, 0x1000, v3
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1255
	global_load_dwordx4 v[24:27], v1, s[28:29]          ; examples/attention_fp8_fnuz.kgen:11: 16 bytes of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	ds_write_b128 v5, v[24:27] offset:4608              ; 16 bytes into opinv0
	v_add_f32 v1, 0, 0                                  ; examples/attention_fp8_fnuz.kgen:9
	v_mov_b32 v24, v1                                   ; loop-carried 'acc'
	v_mov_b32 v25, v1                                   ; loop-carried 'acc'
	v_mov_b32 v26, v1                                   ; loop-carried 'acc'
	v_mov_b32 v27, v1                                   ; loop-carried 'acc'
	v_mov_b32 v28, v1                                   ; loop-carried 'acc'
	v_mov_b32 v29, v1                                   ; loop-carried 'acc'
	v_mov_b32 v30, v1                                   ; loop-carried 'acc'
	v_mov_b32 v31, v1                                   ; loop-carried 'acc'
	v_mov_b32 v32, v1                                   ; loop-carried 'acc'
	v_mov_b32 v33, v1                                   ; loop-carried 'acc'
	v_mov_b32 v34, v1                                   ; loop-carried 'acc'
	v_mov_b32 v35, v1                                   ; loop-carried 'acc'
	v_mov_b32 v36, v1                                   ; loop-carried 'acc'
	v_mov_b32 v37, v1                                   ; loop-carried 'acc'
	v_mov_b32 v38, v1                                   ; loop-carried 'acc'
	v_mov_b32 v39, v1                                   ; loop-carried 'acc'
	v_mov_b32 v40, v1                                   ; loop-carried 'acc'
	v_mov_b32 v41, v1                                   ; loop-carried 'acc'
	v_mov_b32 v42, v1                                   ; loop-carried 'acc'
	v_mov_b32 v43, v1                                   ; loop-carried 'acc'
	v_mov_b32 v44, v1                                   ; loop-carried 'acc'
	v_mov_b32 v45, v1                                   ; loop-carried 'acc'
	v_mov_b32 v46, v1                                   ; loop-carried 'acc'
	v_mov_b32 v47, v1                                   ; loop-carried 'acc'
	v_mov_b32 v48, v1                                   ; loop-carried 'acc'
	v_mov_b32 v49, v1                                   ; loop-carried 'acc'
	v_mov_b32 v50, v1                                   ; loop-carried 'acc'
	v_mov_b32 v51, v1                                   ; loop-carried 'acc'
	v_mov_b32 v52, v1                                   ; loop-carried 'acc'
	v_mov_b32 v53, v1                                   ; loop-carried 'acc'
	v_mov_b32 v54, v1                                   ; loop-carried 'acc'
	v_mov_b32 v55, v1                                   ; loop-carried 'acc'
	v_mov_b32 v2, v1                                    ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_fp8_fnuz.kgen:7
	v_add_f32 v3, v1, 0
	v_mov_b32 v1, v3                                    ; loop-carried 'mx'
	s_cmp_ge_u32 s18, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s6, 1, 0
	s_sub_u32 s12, s18, 63
	s_cmp_lg_u32 s6, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s6, s12, 0
	s_cmp_lg_u32 s22, 0
	s_cselect_b32 s12, s6, 0
	s_mov_b32 s6, 0                                     ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s6, s12
	s_cbranch_scc1 .Lattention_fp8_fnuz_loop2_end
.Lattention_fp8_fnuz_loop2:
	s_mul_i32 s14, s6, 0x80
	s_mul_hi_u32 s15, s6, 0x80
	s_add_u32 s22, s30, s14                             ; 'k' at this chunk
	s_addc_u32 s23, s31, s15
	global_load_dwordx2 v[56:57], v9, s[22:23]          ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v3, 8, v56
	v_lshrrev_b32 v5, 16, v56
	v_lshrrev_b32 v14, 24, v56
	v_cvt_f32_fp8 v22, v56
	v_cvt_f32_fp8 v58, v3
	v_cvt_f32_fp8 v3, v5
	v_cvt_f32_fp8 v5, v14
	v_lshrrev_b32 v14, 8, v57
	v_lshrrev_b32 v59, 16, v57
	v_lshrrev_b32 v60, 24, v57
	v_cvt_f32_fp8 v61, v57
	v_cvt_f32_fp8 v56, v14
	v_cvt_f32_fp8 v14, v59
	v_cvt_f32_fp8 v57, v60
	global_load_dwordx2 v[62:63], v9, s[22:23] offset:2048 ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v59, 8, v62
	v_lshrrev_b32 v60, 16, v62
	v_lshrrev_b32 v64, 24, v62
	v_cvt_f32_fp8 v65, v62
	v_cvt_f32_fp8 v66, v59
	v_cvt_f32_fp8 v59, v60
	v_cvt_f32_fp8 v60, v64
	v_lshrrev_b32 v64, 8, v63
	v_lshrrev_b32 v67, 16, v63
	v_lshrrev_b32 v68, 24, v63
	v_cvt_f32_fp8 v69, v63
	v_cvt_f32_fp8 v62, v64
	v_cvt_f32_fp8 v63, v67
	v_cvt_f32_fp8 v64, v68
	v_add_u32 v67, 0x1000, v9                           ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	global_load_dwordx2 v[70:71], v67, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v67, 8, v70
	v_lshrrev_b32 v68, 16, v70
	v_lshrrev_b32 v72, 24, v70
	v_cvt_f32_fp8 v73, v70
	v_cvt_f32_fp8 v74, v67
	v_cvt_f32_fp8 v67, v68
	v_cvt_f32_fp8 v68, v72
	v_lshrrev_b32 v72, 8, v71
	v_lshrrev_b32 v75, 16, v71
	v_lshrrev_b32 v76, 24, v71
	v_cvt_f32_fp8 v77, v71
	v_cvt_f32_fp8 v70, v72
	v_cvt_f32_fp8 v71, v75
	v_cvt_f32_fp8 v72, v76
	v_add_u32 v75, 0x1800, v9                           ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	global_load_dwordx2 v[78:79], v75, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v75, 8, v78
	v_lshrrev_b32 v76, 16, v78
	v_lshrrev_b32 v80, 24, v78
	v_cvt_f32_fp8 v81, v78
	v_cvt_f32_fp8 v82, v75
	v_cvt_f32_fp8 v75, v76
	v_cvt_f32_fp8 v76, v80
	v_lshrrev_b32 v80, 8, v79
	v_lshrrev_b32 v83, 16, v79
	v_lshrrev_b32 v84, 24, v79
	v_cvt_f32_fp8 v85, v79
	v_cvt_f32_fp8 v78, v80
	v_cvt_f32_fp8 v79, v83
	v_cvt_f32_fp8 v80, v84
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v83, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v83, v83, v22, s[14:15]
	v_cvt_pk_fp8_f32 v83, v83, 0
	v_and_b32 v22, 0xff, v83
	ds_write_b8 v7, v22 offset:9216                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v58, v58
	v_med3_f32 v22, v58, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v58, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v58, 0xff, v22
	ds_write_b8 v7, v58 offset:9217                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v3, v3
	v_med3_f32 v22, v3, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v3, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v3, 0xff, v22
	ds_write_b8 v7, v3 offset:9218                      ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v5, v5
	v_med3_f32 v3, v5, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v5, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:9219                      ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v61, v61
	v_med3_f32 v3, v61, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v61, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:9220                      ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v3, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v56, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:9221                      ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v14, v14
	v_med3_f32 v3, v14, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v14, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:9222                      ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v57, v57
	v_med3_f32 v3, v57, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v57, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:9223                      ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v65, v65
	v_med3_f32 v3, v65, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v65, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:11520                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v66, v66
	v_med3_f32 v3, v66, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v66, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:11521                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v3, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v59, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:11522                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v60, v60
	v_med3_f32 v3, v60, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v60, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:11523                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v69, v69
	v_med3_f32 v3, v69, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v69, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:11524                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v62, v62
	v_med3_f32 v3, v62, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v62, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:11525                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v63, v63
	v_med3_f32 v3, v63, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v63, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:11526                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v64, v64
	v_med3_f32 v3, v64, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v64, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:11527                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v73, v73
	v_med3_f32 v3, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v73, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:13824                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v74, v74
	v_med3_f32 v3, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v74, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:13825                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v67, v67
	v_med3_f32 v3, v67, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v67, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:13826                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v68, v68
	v_med3_f32 v3, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v68, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:13827                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v77, v77
	v_med3_f32 v3, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v77, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:13828                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v3, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v70, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:13829                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v71, v71
	v_med3_f32 v3, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v71, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:13830                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v72, v72
	v_med3_f32 v3, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v72, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:13831                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v81, v81
	v_med3_f32 v3, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v81, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:16128                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v82, v82
	v_med3_f32 v3, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v82, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:16129                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v75, v75
	v_med3_f32 v3, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v75, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:16130                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v76, v76
	v_med3_f32 v3, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v76, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:16131                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v85, v85
	v_med3_f32 v3, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v85, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:16132                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v78, v78
	v_med3_f32 v3, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v78, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:16133                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v79, v79
	v_med3_f32 v3, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v79, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:16134                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v80, v80
	v_med3_f32 v3, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v80, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:16135                     ; A operand of the product: stage
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
	v_mov_b32 v70, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[72:75], v17                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[76:79], v13 offset:9216              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[76:77], v[72:73], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[78:79], v[74:75], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[72:75], v17 offset:32                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[76:79], v13 offset:9248              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[76:77], v[72:73], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[78:79], v[74:75], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[72:75], v17 offset:64                ; B fragment 0, k-steps 4..5
	ds_read_b128 v[76:79], v13 offset:9280              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[76:77], v[72:73], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[78:79], v[74:75], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[72:75], v17 offset:96                ; B fragment 0, k-steps 6..7
	ds_read_b128 v[76:79], v13 offset:9312              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[76:77], v[72:73], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[78:79], v[74:75], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	s_nop 7
	s_nop 2
	v_max_f32 v3, v56, v57                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v56, v57
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[14:15]
	v_max_f32 v3, v14, v58                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v14, v58
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[14:15]
	v_max_f32 v3, v14, v59                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v14, v59
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[14:15]
	v_max_f32 v3, v14, v60                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v14, v60
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[14:15]
	v_max_f32 v3, v14, v61                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v14, v61
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[14:15]
	v_max_f32 v3, v14, v62                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v14, v62
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[14:15]
	v_max_f32 v3, v14, v63                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v14, v63
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[14:15]
	v_max_f32 v3, v14, v64                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v14, v64
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[14:15]
	v_max_f32 v3, v14, v65                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v14, v65
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[14:15]
	v_max_f32 v3, v14, v66                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v14, v66
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[14:15]
	v_max_f32 v3, v14, v67                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v14, v67
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[14:15]
	v_max_f32 v3, v14, v68                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v14, v68
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[14:15]
	v_max_f32 v3, v14, v69                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v14, v69
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[14:15]
	v_max_f32 v3, v14, v70                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v14, v70
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[14:15]
	v_max_f32 v3, v14, v71                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v14, v71
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[14:15]
	v_and_b32 v3, 63, v0                                ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): lanes 32 apart
	v_xor_b32 v3, 32, v3
	v_lshlrev_b32 v3, 2, v3
	ds_bpermute_b32 v5, v3, v14
	s_waitcnt lgkmcnt(0)
	v_max_f32 v3, v14, v5
	v_cmp_u_f32 s[14:15], v14, v5
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[14:15]
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_273
	ds_write_b32 v18, v14 offset:19456                  ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v3, v19 offset:19456                    ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 0
	ds_read_b32 v5, v19 offset:19712                    ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v3, v5
	v_cmp_u_f32 s[14:15], v3, v5
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v5, v14, v3, s[14:15]
	v_max_f32 v3, v1, v5                                ; examples/attention_fp8_fnuz.kgen:12
	v_cmp_u_f32 s[14:15], v1, v5
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[14:15]
	v_sub_f32 v3, v1, v14                               ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v5, s7, v3                                ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v3, 0x3fb8aa3b, v5                        ; examples/attention_fp8_fnuz.kgen:14
	v_exp_f32 v5, v3                                    ; examples/attention_fp8_fnuz.kgen:14
	s_nop 0
	v_mul_f32 v3, v24, v5                               ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v22, v25, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v72, v26, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v73, v27, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v74, v28, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v75, v29, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v76, v30, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v77, v31, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v78, v32, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v79, v33, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v80, v34, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v81, v35, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v82, v36, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v83, v37, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v84, v38, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v85, v39, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v86, v40, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v87, v41, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v88, v42, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v89, v43, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v90, v44, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v91, v45, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v92, v46, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v93, v47, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v94, v48, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v95, v49, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v96, v50, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v97, v51, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v98, v52, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v99, v53, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v100, v54, v5                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v101, v55, v5                             ; examples/attention_fp8_fnuz.kgen:16
	v_mov_b32 v24, v3                                   ; 'acc' scaled in place
	v_mov_b32 v25, v22                                  ; 'acc' scaled in place
	v_mov_b32 v26, v72                                  ; 'acc' scaled in place
	v_mov_b32 v27, v73                                  ; 'acc' scaled in place
	v_mov_b32 v28, v74                                  ; 'acc' scaled in place
	v_mov_b32 v29, v75                                  ; 'acc' scaled in place
	v_mov_b32 v30, v76                                  ; 'acc' scaled in place
	v_mov_b32 v31, v77                                  ; 'acc' scaled in place
	v_mov_b32 v32, v78                                  ; 'acc' scaled in place
	v_mov_b32 v33, v79                                  ; 'acc' scaled in place
	v_mov_b32 v34, v80                                  ; 'acc' scaled in place
	v_mov_b32 v35, v81                                  ; 'acc' scaled in place
	v_mov_b32 v36, v82                                  ; 'acc' scaled in place
	v_mov_b32 v37, v83                                  ; 'acc' scaled in place
	v_mov_b32 v38, v84                                  ; 'acc' scaled in place
	v_mov_b32 v39, v85                                  ; 'acc' scaled in place
	v_mov_b32 v40, v86                                  ; 'acc' scaled in place
	v_mov_b32 v41, v87                                  ; 'acc' scaled in place
	v_mov_b32 v42, v88                                  ; 'acc' scaled in place
	v_mov_b32 v43, v89                                  ; 'acc' scaled in place
	v_mov_b32 v44, v90                                  ; 'acc' scaled in place
	v_mov_b32 v45, v91                                  ; 'acc' scaled in place
	v_mov_b32 v46, v92                                  ; 'acc' scaled in place
	v_mov_b32 v47, v93                                  ; 'acc' scaled in place
	v_mov_b32 v48, v94                                  ; 'acc' scaled in place
	v_mov_b32 v49, v95                                  ; 'acc' scaled in place
	v_mov_b32 v50, v96                                  ; 'acc' scaled in place
	v_mov_b32 v51, v97                                  ; 'acc' scaled in place
	v_mov_b32 v52, v98                                  ; 'acc' scaled in place
	v_mov_b32 v53, v99                                  ; 'acc' scaled in place
	v_mov_b32 v54, v100                                 ; 'acc' scaled in place
	v_mov_b32 v55, v101                                 ; 'acc' scaled in place
	s_mov_b32 s14, s6
	s_mov_b32 s15, 0
	s_add_u32 s22, s32, s14                             ; 'vt' at this chunk
	s_addc_u32 s23, s33, s15
	global_load_ubyte v3, v20, s[22:23]                 ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v22, v3
	s_mul_i32 s13, s18, 1
	v_add_u32 v3, s13, v20
	global_load_ubyte v72, v3, s[22:23]                 ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v73, v72
	s_mul_i32 s13, s18, 2
	v_add_u32 v72, s13, v20
	global_load_ubyte v74, v72, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v75, v74
	s_mul_i32 s13, s18, 3
	v_add_u32 v74, s13, v20
	global_load_ubyte v76, v74, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v76
	s_mul_i32 s13, s18, 4
	v_add_u32 v76, s13, v20
	global_load_ubyte v78, v76, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v78
	s_mul_i32 s13, s18, 5
	v_add_u32 v78, s13, v20
	global_load_ubyte v80, v78, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v80
	s_mul_i32 s13, s18, 6
	v_add_u32 v80, s13, v20
	global_load_ubyte v82, v80, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v83, v82
	s_mul_i32 s13, s18, 7
	v_add_u32 v82, s13, v20
	global_load_ubyte v84, v82, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v85, v84
	global_load_ubyte v84, v20, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v86, v84
	global_load_ubyte v84, v3, s[22:23] offset:16       ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v87, v84
	global_load_ubyte v84, v72, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v88, v84
	global_load_ubyte v84, v74, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v89, v84
	global_load_ubyte v84, v76, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v90, v84
	global_load_ubyte v84, v78, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v91, v84
	global_load_ubyte v84, v80, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v92, v84
	global_load_ubyte v84, v82, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v93, v84
	global_load_ubyte v84, v20, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v94, v84
	global_load_ubyte v84, v3, s[22:23] offset:32       ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v95, v84
	global_load_ubyte v84, v72, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v96, v84
	global_load_ubyte v84, v74, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v97, v84
	global_load_ubyte v84, v76, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v98, v84
	global_load_ubyte v84, v78, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v99, v84
	global_load_ubyte v84, v80, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v100, v84
	global_load_ubyte v84, v82, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v101, v84
	global_load_ubyte v84, v20, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v102, v84
	global_load_ubyte v84, v3, s[22:23] offset:48       ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v3, v84
	global_load_ubyte v84, v72, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v72, v84
	global_load_ubyte v84, v74, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v84
	global_load_ubyte v84, v76, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v76, v84
	global_load_ubyte v84, v78, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v84
	global_load_ubyte v84, v80, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v84
	global_load_ubyte v84, v82, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v84
	ds_write_b32 v8, v22 offset:19968                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v73 offset:20228                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v75 offset:20488                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v77 offset:20748                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v79 offset:21008                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v81 offset:21268                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v83 offset:21528                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v85 offset:21788                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v86 offset:20032                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v87 offset:20292                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v88 offset:20552                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v89 offset:20812                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v90 offset:21072                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v91 offset:21332                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v92 offset:21592                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v93 offset:21852                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v94 offset:20096                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v95 offset:20356                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v96 offset:20616                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v97 offset:20876                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v98 offset:21136                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v99 offset:21396                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v100 offset:21656                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v101 offset:21916                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v102 offset:20160                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v3 offset:20420                    ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v72 offset:20680                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v74 offset:20940                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v76 offset:21200                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v78 offset:21460                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v80 offset:21720                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v82 offset:21980                   ; convert 'vt' in K runs: write this thread's elements
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v3, v21 offset:19968                    ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v22, v21 offset:19972                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v72, v21 offset:19976                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v73, v21 offset:19980                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v74, v21 offset:24128                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v75, v21 offset:24132                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v76, v21 offset:24136                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v77, v21 offset:24140                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v78, v21 offset:28288                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v79, v21 offset:28292                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v80, v21 offset:28296                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v81, v21 offset:28300                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v82, v21 offset:32448                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v83, v21 offset:32452                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v84, v21 offset:32456                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v85, v21 offset:32460                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v86, v21 offset:36608                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v87, v21 offset:36612                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v88, v21 offset:36616                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v89, v21 offset:36620                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v90, v21 offset:40768                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v91, v21 offset:40772                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v92, v21 offset:40776                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v93, v21 offset:40780                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v94, v21 offset:44928                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v95, v21 offset:44932                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v96, v21 offset:44936                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v97, v21 offset:44940                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v98, v21 offset:49088                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v99, v21 offset:49092                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v100, v21 offset:49096                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v101, v21 offset:49100                  ; convert 'vt' in K runs: read in the new layout
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v3, v3
	v_med3_f32 v102, v3, -s4, s4
	s_nop 0
	v_cndmask_b32 v102, v102, v3, s[14:15]
	v_cvt_pk_fp8_f32 v102, v102, 0
	v_and_b32 v3, 0xff, v102
	ds_write_b8 v6, v3 offset:9216                      ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v3, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v22, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:9217                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v72, v72
	v_med3_f32 v3, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v72, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:9218                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v73, v73
	v_med3_f32 v3, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v73, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:9219                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v74, v74
	v_med3_f32 v3, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v74, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:10496                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v75, v75
	v_med3_f32 v3, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v75, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:10497                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v76, v76
	v_med3_f32 v3, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v76, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:10498                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v77, v77
	v_med3_f32 v3, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v77, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:10499                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v78, v78
	v_med3_f32 v3, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v78, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:11776                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v79, v79
	v_med3_f32 v3, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v79, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:11777                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v80, v80
	v_med3_f32 v3, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v80, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:11778                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v81, v81
	v_med3_f32 v3, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v81, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:11779                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v82, v82
	v_med3_f32 v3, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v82, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:13056                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v83, v83
	v_med3_f32 v3, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v83, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:13057                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v84, v84
	v_med3_f32 v3, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v84, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:13058                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v85, v85
	v_med3_f32 v3, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v85, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:13059                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v86, v86
	v_med3_f32 v3, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v86, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:14336                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v87, v87
	v_med3_f32 v3, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v87, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:14337                    ; A operand of the product: stage
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v88, v88
	v_med3_f32 v3, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v88, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:14338                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v89, v89
	v_med3_f32 v3, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v89, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:14339                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v90, v90
	v_med3_f32 v3, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v90, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:15616                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v91, v91
	v_med3_f32 v3, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v91, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:15617                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v92, v92
	v_med3_f32 v3, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v92, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:15618                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v93, v93
	v_med3_f32 v3, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v93, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:15619                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v94, v94
	v_med3_f32 v3, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v94, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:16896                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v95, v95
	v_med3_f32 v3, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v95, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:16897                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v96, v96
	v_med3_f32 v3, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v96, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:16898                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v97, v97
	v_med3_f32 v3, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v97, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:16899                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v98, v98
	v_med3_f32 v3, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v98, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:18176                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v99, v99
	v_med3_f32 v3, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v99, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:18177                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v100, v100
	v_med3_f32 v3, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v100, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:18178                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v101, v101
	v_med3_f32 v3, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v101, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:18179                    ; A operand of the product: stage
	v_mov_b32 v3, 0x3fb8aa3b                            ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8_fnuz.kgen:13)
	v_mul_f32 v22, s7, v3
	v_mov_b32 v3, 0xbfb8aa3b
	v_mul_f32 v72, s7, v3
	v_mul_f32 v3, v14, v72                              ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8_fnuz.kgen:13)
	v_fma_f32 v72, v56, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v73, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v57, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v74, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v58, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v75, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v59, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v76, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v60, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v77, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v61, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v78, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v62, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v79, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v63, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v80, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v64, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v81, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v65, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v82, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v66, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v83, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v67, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v84, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v68, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v85, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v69, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v86, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v70, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v87, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v71, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v3, v72                                   ; examples/attention_fp8_fnuz.kgen:13
	v_cmp_u_f32 s[14:15], v73, v73                      ; round to e4m3fnuz
	v_med3_f32 v22, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v73, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	v_cvt_f32_fp8 v22, v56
	v_cmp_u_f32 s[14:15], v74, v74                      ; round to e4m3fnuz
	v_med3_f32 v56, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v74, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	v_cvt_f32_fp8 v56, v57
	v_cmp_u_f32 s[14:15], v75, v75                      ; round to e4m3fnuz
	v_med3_f32 v57, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v75, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v58, 0xff, v57
	v_cvt_f32_fp8 v57, v58
	v_cmp_u_f32 s[14:15], v76, v76                      ; round to e4m3fnuz
	v_med3_f32 v58, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v76, s[14:15]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	v_cvt_f32_fp8 v58, v59
	v_cmp_u_f32 s[14:15], v77, v77                      ; round to e4m3fnuz
	v_med3_f32 v59, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v59, v59, v77, s[14:15]
	v_cvt_pk_fp8_f32 v59, v59, 0
	v_and_b32 v60, 0xff, v59
	v_cvt_f32_fp8 v59, v60
	v_cmp_u_f32 s[14:15], v78, v78                      ; round to e4m3fnuz
	v_med3_f32 v60, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v78, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v61, 0xff, v60
	v_cvt_f32_fp8 v60, v61
	v_cmp_u_f32 s[14:15], v79, v79                      ; round to e4m3fnuz
	v_med3_f32 v61, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v61, v61, v79, s[14:15]
	v_cvt_pk_fp8_f32 v61, v61, 0
	v_and_b32 v62, 0xff, v61
	v_cvt_f32_fp8 v61, v62
	v_cmp_u_f32 s[14:15], v80, v80                      ; round to e4m3fnuz
	v_med3_f32 v62, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v62, v62, v80, s[14:15]
	v_cvt_pk_fp8_f32 v62, v62, 0
	v_and_b32 v63, 0xff, v62
	v_cvt_f32_fp8 v62, v63
	v_cmp_u_f32 s[14:15], v81, v81                      ; round to e4m3fnuz
	v_med3_f32 v63, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v63, v63, v81, s[14:15]
	v_cvt_pk_fp8_f32 v63, v63, 0
	v_and_b32 v64, 0xff, v63
	v_cvt_f32_fp8 v63, v64
	v_cmp_u_f32 s[14:15], v82, v82                      ; round to e4m3fnuz
	v_med3_f32 v64, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v64, v64, v82, s[14:15]
	v_cvt_pk_fp8_f32 v64, v64, 0
	v_and_b32 v65, 0xff, v64
	v_cvt_f32_fp8 v64, v65
	v_cmp_u_f32 s[14:15], v83, v83                      ; round to e4m3fnuz
	v_med3_f32 v65, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v65, v65, v83, s[14:15]
	v_cvt_pk_fp8_f32 v65, v65, 0
	v_and_b32 v66, 0xff, v65
	v_cvt_f32_fp8 v65, v66
	v_cmp_u_f32 s[14:15], v84, v84                      ; round to e4m3fnuz
	v_med3_f32 v66, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v66, v66, v84, s[14:15]
	v_cvt_pk_fp8_f32 v66, v66, 0
	v_and_b32 v67, 0xff, v66
	v_cvt_f32_fp8 v66, v67
	v_cmp_u_f32 s[14:15], v85, v85                      ; round to e4m3fnuz
	v_med3_f32 v67, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v67, v67, v85, s[14:15]
	v_cvt_pk_fp8_f32 v67, v67, 0
	v_and_b32 v68, 0xff, v67
	v_cvt_f32_fp8 v67, v68
	v_cmp_u_f32 s[14:15], v86, v86                      ; round to e4m3fnuz
	v_med3_f32 v68, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v86, s[14:15]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	v_cvt_f32_fp8 v68, v69
	v_cmp_u_f32 s[14:15], v87, v87                      ; round to e4m3fnuz
	v_med3_f32 v69, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v87, s[14:15]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v70, 0xff, v69
	v_cvt_f32_fp8 v69, v70
	v_cmp_u_f32 s[14:15], v3, v3                        ; round to e4m3fnuz
	v_med3_f32 v70, v3, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v3, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	v_cvt_f32_fp8 v70, v71
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v71, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v22, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v22, 0xff, v71
	ds_write_b8 v11, v22 offset:53248                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v56, v56
	v_med3_f32 v22, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v56, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v11, v56 offset:53249                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v57, v57
	v_med3_f32 v22, v57, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v57, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v11, v56 offset:53250                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v58, v58
	v_med3_f32 v22, v58, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v58, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v11, v56 offset:53251                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v59, v59
	v_med3_f32 v22, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v59, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v11, v56 offset:53256                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v60, v60
	v_med3_f32 v22, v60, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v60, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v11, v56 offset:53257                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v61, v61
	v_med3_f32 v22, v61, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v61, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v11, v56 offset:53258                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v62, v62
	v_med3_f32 v22, v62, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v62, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v11, v56 offset:53259                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v63, v63
	v_med3_f32 v22, v63, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v63, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v11, v56 offset:53264                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v64, v64
	v_med3_f32 v22, v64, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v64, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v11, v56 offset:53265                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v65, v65
	v_med3_f32 v22, v65, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v65, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v11, v56 offset:53266                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v66, v66
	v_med3_f32 v22, v66, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v66, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v11, v56 offset:53267                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v67, v67
	v_med3_f32 v22, v67, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v67, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v11, v56 offset:53272                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v68, v68
	v_med3_f32 v22, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v68, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v11, v56 offset:53273                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v69, v69
	v_med3_f32 v22, v69, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v69, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v11, v56 offset:53274                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v22, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v70, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	ds_write_b8 v11, v56 offset:53275                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[56:59], v23 offset:53248             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[60:63], v10 offset:9216              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[64:67], v10 offset:11776             ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[24:39], v[60:61], v[56:57], v[24:39] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[40:55], v[64:65], v[56:57], v[40:55] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[24:39], v[62:63], v[58:59], v[24:39] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[40:55], v[66:67], v[58:59], v[40:55] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	ds_read_b128 v[56:59], v23 offset:53280             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[60:63], v10 offset:9248              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[64:67], v10 offset:11808             ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[24:39], v[60:61], v[56:57], v[24:39] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[40:55], v[64:65], v[56:57], v[40:55] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[24:39], v[62:63], v[58:59], v[24:39] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[40:55], v[66:67], v[58:59], v[40:55] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mul_f32 v22, v2, v5                               ; examples/attention_fp8_fnuz.kgen:15
	v_add_f32 v5, v73, v74                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v5, v75                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v5, v56, v76                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v5, v77                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v5, v56, v78                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v5, v79                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v5, v56, v80                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v5, v81                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v5, v56, v82                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v5, v83                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v5, v56, v84                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v5, v85                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v5, v56, v86                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v56, v5, v87                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v5, v56, v3                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_and_b32 v3, 63, v0                                ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): lanes 32 apart
	v_xor_b32 v3, 32, v3
	v_lshlrev_b32 v3, 2, v3
	ds_bpermute_b32 v56, v3, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32 v3, v5, v56
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_273
	ds_write_b32 v18, v3 offset:62464                   ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v3, v19 offset:62464                    ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 0
	ds_read_b32 v5, v19 offset:62720                    ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v56, v3, v5
	v_add_f32 v3, v22, v56                              ; examples/attention_fp8_fnuz.kgen:15
	v_mov_b32 v2, v3                                    ; next 'l'
	v_mov_b32 v1, v14                                   ; next 'mx'
	s_add_u32 s6, s6, 64
	s_cmp_lt_u32 s6, s12
	s_cbranch_scc1 .Lattention_fp8_fnuz_loop2
.Lattention_fp8_fnuz_loop2_end:
	s_mov_b32 s12, s6                                   ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s12, s18
	s_cbranch_scc1 .Lattention_fp8_fnuz_loop3_end
.Lattention_fp8_fnuz_loop3:
	s_sub_u32 s6, s18, s12
	s_mul_i32 s14, s12, 0x80
	s_mul_hi_u32 s15, s12, 0x80
	s_add_u32 s22, s30, s14                             ; 'k' at this chunk
	s_addc_u32 s23, s31, s15
	v_cmp_lt_u32 s[14:15], v4, s6                       ; 'tt' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_1782
	global_load_ubyte v3, v9, s[22:23]                  ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v5, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_1782
	global_load_ubyte v3, v9, s[22:23] offset:1         ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v14, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_1782
	global_load_ubyte v3, v9, s[22:23] offset:2         ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v22, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_1782
	global_load_ubyte v3, v9, s[22:23] offset:3         ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v56, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_1782
	global_load_ubyte v3, v9, s[22:23] offset:4         ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v57, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_1782
	global_load_ubyte v3, v9, s[22:23] offset:5         ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v58, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_1782
	global_load_ubyte v3, v9, s[22:23] offset:6         ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v59, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_1782
	global_load_ubyte v3, v9, s[22:23] offset:7         ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v60, v3
	v_add_u32 v3, 16, v4
	v_cmp_lt_u32 s[24:25], v3, s6                       ; 'tt' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1800
	global_load_ubyte v3, v9, s[22:23] offset:2048      ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v61, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1800
	global_load_ubyte v3, v9, s[22:23] offset:2049      ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v62, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1800
	global_load_ubyte v3, v9, s[22:23] offset:2050      ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v63, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1800
	global_load_ubyte v3, v9, s[22:23] offset:2051      ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v64, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1800
	global_load_ubyte v3, v9, s[22:23] offset:2052      ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v65, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1800
	global_load_ubyte v3, v9, s[22:23] offset:2053      ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v66, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1800
	global_load_ubyte v3, v9, s[22:23] offset:2054      ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v67, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1800
	global_load_ubyte v3, v9, s[22:23] offset:2055      ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v68, v3
	v_add_u32 v3, 32, v4
	v_cmp_lt_u32 s[26:27], v3, s6                       ; 'tt' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1818
	v_add_u32 v69, 0x1000, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v3, v69, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v69, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1818
	v_add_u32 v70, 0x1001, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v3, v70, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v70, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1818
	v_add_u32 v71, 0x1002, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v3, v71, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v71, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1818
	v_add_u32 v72, 0x1003, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v3, v72, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v72, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1818
	v_add_u32 v73, 0x1004, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v3, v73, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v73, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1818
	v_add_u32 v74, 0x1005, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v3, v74, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1818
	v_add_u32 v75, 0x1006, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v3, v75, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v75, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1818
	v_add_u32 v76, 0x1007, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v3, v76, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v76, v3
	v_add_u32 v3, 48, v4
	v_cmp_lt_u32 s[28:29], v3, s6                       ; 'tt' element in bounds
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1836
	v_add_u32 v77, 0x1800, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v3, v77, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1836
	v_add_u32 v78, 0x1801, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v3, v78, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1836
	v_add_u32 v79, 0x1802, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v3, v79, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1836
	v_add_u32 v80, 0x1803, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v3, v80, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1836
	v_add_u32 v81, 0x1804, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v3, v81, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1836
	v_add_u32 v82, 0x1805, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v3, v82, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1836
	v_add_u32 v83, 0x1806, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v3, v83, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v83, v3
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1836
	v_add_u32 v84, 0x1807, v9                           ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v3, v84, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v84, v3
	v_cmp_u_f32 s[22:23], v5, v5
	v_med3_f32 v3, v5, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v5, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:9216                      ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v14, v14
	v_med3_f32 v3, v14, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v14, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:9217                      ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v22, v22
	v_med3_f32 v3, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v22, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:9218                      ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v56, v56
	v_med3_f32 v3, v56, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v56, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:9219                      ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v57, v57
	v_med3_f32 v3, v57, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v57, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:9220                      ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v58, v58
	v_med3_f32 v3, v58, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v58, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:9221                      ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v59, v59
	v_med3_f32 v3, v59, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v59, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:9222                      ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v60, v60
	v_med3_f32 v3, v60, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v60, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:9223                      ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v61, v61
	v_med3_f32 v3, v61, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v61, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:11520                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v62, v62
	v_med3_f32 v3, v62, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v62, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:11521                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v63, v63
	v_med3_f32 v3, v63, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v63, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:11522                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v64, v64
	v_med3_f32 v3, v64, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v64, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:11523                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v65, v65
	v_med3_f32 v3, v65, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v65, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:11524                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v66, v66
	v_med3_f32 v3, v66, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v66, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:11525                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v67, v67
	v_med3_f32 v3, v67, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v67, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:11526                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v68, v68
	v_med3_f32 v3, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v68, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:11527                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v69, v69
	v_med3_f32 v3, v69, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v69, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:13824                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v70, v70
	v_med3_f32 v3, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v70, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:13825                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v71, v71
	v_med3_f32 v3, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v71, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:13826                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v72, v72
	v_med3_f32 v3, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v72, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:13827                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v73, v73
	v_med3_f32 v3, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v73, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:13828                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v74, v74
	v_med3_f32 v3, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v74, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:13829                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v75, v75
	v_med3_f32 v3, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v75, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:13830                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v76, v76
	v_med3_f32 v3, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v76, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:13831                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v77, v77
	v_med3_f32 v3, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v77, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:16128                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v78, v78
	v_med3_f32 v3, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v78, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:16129                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v79, v79
	v_med3_f32 v3, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v79, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:16130                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v80, v80
	v_med3_f32 v3, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v80, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:16131                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v81, v81
	v_med3_f32 v3, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v81, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:16132                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v82, v82
	v_med3_f32 v3, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v82, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:16133                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v83, v83
	v_med3_f32 v3, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v83, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:16134                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v84, v84
	v_med3_f32 v3, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v84, s[22:23]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v5, 0xff, v3
	ds_write_b8 v7, v5 offset:16135                     ; A operand of the product: stage
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
	v_mov_b32 v70, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[72:75], v17                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[76:79], v13 offset:9216              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[76:77], v[72:73], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[78:79], v[74:75], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[72:75], v17 offset:32                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[76:79], v13 offset:9248              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[76:77], v[72:73], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[78:79], v[74:75], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[72:75], v17 offset:64                ; B fragment 0, k-steps 4..5
	ds_read_b128 v[76:79], v13 offset:9280              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[76:77], v[72:73], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[78:79], v[74:75], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[72:75], v17 offset:96                ; B fragment 0, k-steps 6..7
	ds_read_b128 v[76:79], v13 offset:9312              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[76:77], v[72:73], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[56:71], v[78:79], v[74:75], v[56:71] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_cmp_lt_u32 s[22:23], v16, s21                     ; 's' element in bounds
	v_cmp_lt_u32 s[34:35], v15, s6                      ; 'tt' element in bounds
	s_and_b64 s[36:37], s[22:23], s[34:35]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	s_nop 6
	v_cndmask_b32 v5, v3, v56, s[36:37]
	v_add_u32 v3, 1, v15
	v_cmp_lt_u32 s[34:35], v3, s6                       ; 'tt' element in bounds
	s_and_b64 s[38:39], s[22:23], s[34:35]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v14, v3, v57, s[38:39]
	v_add_u32 v3, 2, v15
	v_cmp_lt_u32 s[34:35], v3, s6                       ; 'tt' element in bounds
	s_and_b64 s[40:41], s[22:23], s[34:35]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v22, v3, v58, s[40:41]
	v_add_u32 v3, 3, v15
	v_cmp_lt_u32 s[34:35], v3, s6                       ; 'tt' element in bounds
	s_and_b64 s[42:43], s[22:23], s[34:35]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v72, v3, v59, s[42:43]
	v_add_u32 v3, 8, v15
	v_cmp_lt_u32 s[34:35], v3, s6                       ; 'tt' element in bounds
	s_and_b64 s[44:45], s[22:23], s[34:35]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v73, v3, v60, s[44:45]
	v_add_u32 v3, 9, v15
	v_cmp_lt_u32 s[34:35], v3, s6                       ; 'tt' element in bounds
	s_and_b64 s[46:47], s[22:23], s[34:35]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v74, v3, v61, s[46:47]
	v_add_u32 v3, 10, v15
	v_cmp_lt_u32 s[34:35], v3, s6                       ; 'tt' element in bounds
	s_and_b64 s[48:49], s[22:23], s[34:35]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v75, v3, v62, s[48:49]
	v_add_u32 v3, 11, v15
	v_cmp_lt_u32 s[34:35], v3, s6                       ; 'tt' element in bounds
	s_and_b64 s[50:51], s[22:23], s[34:35]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v76, v3, v63, s[50:51]
	v_add_u32 v3, 16, v15
	v_cmp_lt_u32 s[34:35], v3, s6                       ; 'tt' element in bounds
	s_and_b64 s[52:53], s[22:23], s[34:35]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v77, v3, v64, s[52:53]
	v_add_u32 v3, 17, v15
	v_cmp_lt_u32 s[34:35], v3, s6                       ; 'tt' element in bounds
	s_and_b64 s[54:55], s[22:23], s[34:35]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v78, v3, v65, s[54:55]
	v_add_u32 v3, 18, v15
	v_cmp_lt_u32 s[34:35], v3, s6                       ; 'tt' element in bounds
	s_and_b64 s[56:57], s[22:23], s[34:35]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v79, v3, v66, s[56:57]
	v_add_u32 v3, 19, v15
	v_cmp_lt_u32 s[34:35], v3, s6                       ; 'tt' element in bounds
	s_and_b64 s[58:59], s[22:23], s[34:35]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v80, v3, v67, s[58:59]
	v_add_u32 v3, 24, v15
	v_cmp_lt_u32 s[34:35], v3, s6                       ; 'tt' element in bounds
	s_and_b64 s[60:61], s[22:23], s[34:35]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v81, v3, v68, s[60:61]
	v_add_u32 v3, 25, v15
	v_cmp_lt_u32 s[34:35], v3, s6                       ; 'tt' element in bounds
	s_and_b64 s[62:63], s[22:23], s[34:35]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v82, v3, v69, s[62:63]
	v_add_u32 v3, 26, v15
	v_cmp_lt_u32 s[34:35], v3, s6                       ; 'tt' element in bounds
	s_and_b64 s[64:65], s[22:23], s[34:35]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v83, v3, v70, s[64:65]
	v_add_u32 v3, 27, v15
	v_cmp_lt_u32 s[34:35], v3, s6                       ; 'tt' element in bounds
	s_and_b64 s[66:67], s[22:23], s[34:35]
	v_mov_b32 v3, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v84, v3, v71, s[66:67]
	v_max_f32 v3, v5, v14                               ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v5, v14
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[22:23]
	v_max_f32 v3, v14, v22                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v14, v22
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[22:23]
	v_max_f32 v3, v14, v72                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v14, v72
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[22:23]
	v_max_f32 v3, v14, v73                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v14, v73
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[22:23]
	v_max_f32 v3, v14, v74                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v14, v74
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[22:23]
	v_max_f32 v3, v14, v75                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v14, v75
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[22:23]
	v_max_f32 v3, v14, v76                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v14, v76
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[22:23]
	v_max_f32 v3, v14, v77                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v14, v77
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[22:23]
	v_max_f32 v3, v14, v78                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v14, v78
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[22:23]
	v_max_f32 v3, v14, v79                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v14, v79
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[22:23]
	v_max_f32 v3, v14, v80                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v14, v80
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[22:23]
	v_max_f32 v3, v14, v81                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v14, v81
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[22:23]
	v_max_f32 v3, v14, v82                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v14, v82
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[22:23]
	v_max_f32 v3, v14, v83                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v14, v83
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[22:23]
	v_max_f32 v3, v14, v84                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v14, v84
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[22:23]
	v_and_b32 v3, 63, v0                                ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): lanes 32 apart
	v_xor_b32 v3, 32, v3
	v_lshlrev_b32 v3, 2, v3
	ds_bpermute_b32 v5, v3, v14
	s_waitcnt lgkmcnt(0)
	v_max_f32 v3, v14, v5
	v_cmp_u_f32 s[22:23], v14, v5
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[22:23]
	s_and_saveexec_b64 s[22:23], s[10:11]               ; lanes where %vpred_273
	ds_write_b32 v18, v14 offset:19456                  ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v3, v19 offset:19456                    ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 0
	ds_read_b32 v5, v19 offset:19712                    ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v3, v5
	v_cmp_u_f32 s[22:23], v3, v5
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v5, v14, v3, s[22:23]
	v_max_f32 v3, v1, v5                                ; examples/attention_fp8_fnuz.kgen:12
	v_cmp_u_f32 s[22:23], v1, v5
	v_mov_b32 v5, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v3, v5, s[22:23]
	v_sub_f32 v3, v1, v14                               ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v5, s7, v3                                ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v3, 0x3fb8aa3b, v5                        ; examples/attention_fp8_fnuz.kgen:14
	v_exp_f32 v5, v3                                    ; examples/attention_fp8_fnuz.kgen:14
	s_nop 0
	v_mul_f32 v3, v24, v5                               ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v22, v25, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v72, v26, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v73, v27, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v74, v28, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v75, v29, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v76, v30, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v77, v31, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v78, v32, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v79, v33, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v80, v34, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v81, v35, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v82, v36, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v83, v37, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v84, v38, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v85, v39, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v86, v40, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v87, v41, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v88, v42, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v89, v43, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v90, v44, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v91, v45, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v92, v46, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v93, v47, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v94, v48, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v95, v49, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v96, v50, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v97, v51, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v98, v52, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v99, v53, v5                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v100, v54, v5                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v101, v55, v5                             ; examples/attention_fp8_fnuz.kgen:16
	v_mov_b32 v24, v3                                   ; 'acc' scaled in place
	v_mov_b32 v25, v22                                  ; 'acc' scaled in place
	v_mov_b32 v26, v72                                  ; 'acc' scaled in place
	v_mov_b32 v27, v73                                  ; 'acc' scaled in place
	v_mov_b32 v28, v74                                  ; 'acc' scaled in place
	v_mov_b32 v29, v75                                  ; 'acc' scaled in place
	v_mov_b32 v30, v76                                  ; 'acc' scaled in place
	v_mov_b32 v31, v77                                  ; 'acc' scaled in place
	v_mov_b32 v32, v78                                  ; 'acc' scaled in place
	v_mov_b32 v33, v79                                  ; 'acc' scaled in place
	v_mov_b32 v34, v80                                  ; 'acc' scaled in place
	v_mov_b32 v35, v81                                  ; 'acc' scaled in place
	v_mov_b32 v36, v82                                  ; 'acc' scaled in place
	v_mov_b32 v37, v83                                  ; 'acc' scaled in place
	v_mov_b32 v38, v84                                  ; 'acc' scaled in place
	v_mov_b32 v39, v85                                  ; 'acc' scaled in place
	v_mov_b32 v40, v86                                  ; 'acc' scaled in place
	v_mov_b32 v41, v87                                  ; 'acc' scaled in place
	v_mov_b32 v42, v88                                  ; 'acc' scaled in place
	v_mov_b32 v43, v89                                  ; 'acc' scaled in place
	v_mov_b32 v44, v90                                  ; 'acc' scaled in place
	v_mov_b32 v45, v91                                  ; 'acc' scaled in place
	v_mov_b32 v46, v92                                  ; 'acc' scaled in place
	v_mov_b32 v47, v93                                  ; 'acc' scaled in place
	v_mov_b32 v48, v94                                  ; 'acc' scaled in place
	v_mov_b32 v49, v95                                  ; 'acc' scaled in place
	v_mov_b32 v50, v96                                  ; 'acc' scaled in place
	v_mov_b32 v51, v97                                  ; 'acc' scaled in place
	v_mov_b32 v52, v98                                  ; 'acc' scaled in place
	v_mov_b32 v53, v99                                  ; 'acc' scaled in place
	v_mov_b32 v54, v100                                 ; 'acc' scaled in place
	v_mov_b32 v55, v101                                 ; 'acc' scaled in place
	s_mov_b32 s22, s12
	s_mov_b32 s23, 0
	s_add_u32 s34, s32, s22                             ; 'vt' at this chunk
	s_addc_u32 s35, s33, s23
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[14:15]               ; lanes where %vpred_1782
	global_load_ubyte v3, v20, s[34:35]                 ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v22, v3
	s_mul_i32 s6, s18, 1
	v_add_u32 v3, s6, v20
	v_mov_b32 v72, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[14:15]               ; lanes where %vpred_1782
	global_load_ubyte v72, v3, s[34:35]                 ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v73, v72
	s_mul_i32 s6, s18, 2
	v_add_u32 v72, s6, v20
	v_mov_b32 v74, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[14:15]               ; lanes where %vpred_1782
	global_load_ubyte v74, v72, s[34:35]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v75, v74
	s_mul_i32 s6, s18, 3
	v_add_u32 v74, s6, v20
	v_mov_b32 v76, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[14:15]               ; lanes where %vpred_1782
	global_load_ubyte v76, v74, s[34:35]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v76
	s_mul_i32 s6, s18, 4
	v_add_u32 v76, s6, v20
	v_mov_b32 v78, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[14:15]               ; lanes where %vpred_1782
	global_load_ubyte v78, v76, s[34:35]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v78
	s_mul_i32 s6, s18, 5
	v_add_u32 v78, s6, v20
	v_mov_b32 v80, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[14:15]               ; lanes where %vpred_1782
	global_load_ubyte v80, v78, s[34:35]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v80
	s_mul_i32 s6, s18, 6
	v_add_u32 v80, s6, v20
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[14:15]               ; lanes where %vpred_1782
	global_load_ubyte v82, v80, s[34:35]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v83, v82
	s_mul_i32 s6, s18, 7
	v_add_u32 v82, s6, v20
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[14:15]               ; lanes where %vpred_1782
	global_load_ubyte v84, v82, s[34:35]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v85, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1800
	global_load_ubyte v84, v20, s[34:35] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v86, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1800
	global_load_ubyte v84, v3, s[34:35] offset:16       ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v87, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1800
	global_load_ubyte v84, v72, s[34:35] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v88, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1800
	global_load_ubyte v84, v74, s[34:35] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v89, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1800
	global_load_ubyte v84, v76, s[34:35] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v90, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1800
	global_load_ubyte v84, v78, s[34:35] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v91, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1800
	global_load_ubyte v84, v80, s[34:35] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v92, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[24:25]               ; lanes where %vpred_1800
	global_load_ubyte v84, v82, s[34:35] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v93, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_1818
	global_load_ubyte v84, v20, s[34:35] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v94, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_1818
	global_load_ubyte v84, v3, s[34:35] offset:32       ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v95, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_1818
	global_load_ubyte v84, v72, s[34:35] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v96, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_1818
	global_load_ubyte v84, v74, s[34:35] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v97, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_1818
	global_load_ubyte v84, v76, s[34:35] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v98, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_1818
	global_load_ubyte v84, v78, s[34:35] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v99, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_1818
	global_load_ubyte v84, v80, s[34:35] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v100, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_1818
	global_load_ubyte v84, v82, s[34:35] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v101, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_1836
	global_load_ubyte v84, v20, s[34:35] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v102, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_1836
	global_load_ubyte v84, v3, s[34:35] offset:48       ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v3, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_1836
	global_load_ubyte v84, v72, s[34:35] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v72, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_1836
	global_load_ubyte v84, v74, s[34:35] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_1836
	global_load_ubyte v84, v76, s[34:35] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v76, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_1836
	global_load_ubyte v84, v78, s[34:35] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_1836
	global_load_ubyte v84, v80, s[34:35] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v84
	v_mov_b32 v84, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_1836
	global_load_ubyte v84, v82, s[34:35] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v84
	ds_write_b32 v8, v22 offset:19968                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v73 offset:20228                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v75 offset:20488                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v77 offset:20748                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v79 offset:21008                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v81 offset:21268                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v83 offset:21528                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v85 offset:21788                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v86 offset:20032                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v87 offset:20292                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v88 offset:20552                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v89 offset:20812                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v90 offset:21072                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v91 offset:21332                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v92 offset:21592                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v93 offset:21852                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v94 offset:20096                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v95 offset:20356                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v96 offset:20616                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v97 offset:20876                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v98 offset:21136                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v99 offset:21396                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v100 offset:21656                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v101 offset:21916                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v102 offset:20160                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v3 offset:20420                    ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v72 offset:20680                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v74 offset:20940                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v76 offset:21200                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v78 offset:21460                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v80 offset:21720                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v8, v82 offset:21980                   ; convert 'vt' in K runs: write this thread's elements
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v3, v21 offset:19968                    ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v22, v21 offset:19972                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v72, v21 offset:19976                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v73, v21 offset:19980                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v74, v21 offset:24128                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v75, v21 offset:24132                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v76, v21 offset:24136                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v77, v21 offset:24140                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v78, v21 offset:28288                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v79, v21 offset:28292                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v80, v21 offset:28296                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v81, v21 offset:28300                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v82, v21 offset:32448                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v83, v21 offset:32452                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v84, v21 offset:32456                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v85, v21 offset:32460                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v86, v21 offset:36608                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v87, v21 offset:36612                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v88, v21 offset:36616                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v89, v21 offset:36620                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v90, v21 offset:40768                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v91, v21 offset:40772                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v92, v21 offset:40776                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v93, v21 offset:40780                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v94, v21 offset:44928                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v95, v21 offset:44932                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v96, v21 offset:44936                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v97, v21 offset:44940                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v98, v21 offset:49088                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v99, v21 offset:49092                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v100, v21 offset:49096                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v101, v21 offset:49100                  ; convert 'vt' in K runs: read in the new layout
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v3, v3
	v_med3_f32 v102, v3, -s4, s4
	s_nop 0
	v_cndmask_b32 v102, v102, v3, s[14:15]
	v_cvt_pk_fp8_f32 v102, v102, 0
	v_and_b32 v3, 0xff, v102
	ds_write_b8 v6, v3 offset:9216                      ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v3, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v22, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:9217                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v72, v72
	v_med3_f32 v3, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v72, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:9218                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v73, v73
	v_med3_f32 v3, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v73, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:9219                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v74, v74
	v_med3_f32 v3, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v74, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:10496                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v75, v75
	v_med3_f32 v3, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v75, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:10497                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v76, v76
	v_med3_f32 v3, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v76, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:10498                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v77, v77
	v_med3_f32 v3, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v77, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:10499                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v78, v78
	v_med3_f32 v3, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v78, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:11776                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v79, v79
	v_med3_f32 v3, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v79, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:11777                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v80, v80
	v_med3_f32 v3, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v80, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:11778                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v81, v81
	v_med3_f32 v3, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v81, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:11779                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v82, v82
	v_med3_f32 v3, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v82, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:13056                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v83, v83
	v_med3_f32 v3, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v83, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:13057                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v84, v84
	v_med3_f32 v3, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v84, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:13058                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v85, v85
	v_med3_f32 v3, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v85, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:13059                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v86, v86
	v_med3_f32 v3, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v86, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:14336                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v87, v87
	v_med3_f32 v3, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v87, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:14337                    ; A operand of the product: stage
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v88, v88
	v_med3_f32 v3, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v88, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:14338                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v89, v89
	v_med3_f32 v3, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v89, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:14339                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v90, v90
	v_med3_f32 v3, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v90, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:15616                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v91, v91
	v_med3_f32 v3, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v91, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:15617                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v92, v92
	v_med3_f32 v3, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v92, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:15618                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v93, v93
	v_med3_f32 v3, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v93, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:15619                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v94, v94
	v_med3_f32 v3, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v94, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:16896                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v95, v95
	v_med3_f32 v3, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v95, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:16897                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v96, v96
	v_med3_f32 v3, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v96, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:16898                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v97, v97
	v_med3_f32 v3, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v97, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:16899                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v98, v98
	v_med3_f32 v3, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v98, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:18176                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v99, v99
	v_med3_f32 v3, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v99, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:18177                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v100, v100
	v_med3_f32 v3, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v100, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:18178                    ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v101, v101
	v_med3_f32 v3, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v3, v3, v101, s[14:15]
	v_cvt_pk_fp8_f32 v3, v3, 0
	v_and_b32 v22, 0xff, v3
	ds_write_b8 v6, v22 offset:18179                    ; A operand of the product: stage
	v_mov_b32 v3, 0x3fb8aa3b                            ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8_fnuz.kgen:13)
	v_mul_f32 v22, s7, v3
	v_mov_b32 v3, 0xbfb8aa3b
	v_mul_f32 v72, s7, v3
	v_mul_f32 v3, v14, v72                              ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8_fnuz.kgen:13)
	v_fma_f32 v72, v56, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v73, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v57, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v74, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v58, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v75, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v59, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v76, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v60, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v77, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v61, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v78, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v62, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v79, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v63, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v80, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v64, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v81, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v65, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v82, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v66, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v83, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v67, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v84, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v68, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v85, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v69, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v86, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v70, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v87, v72                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v72, v71, v22, v3                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v3, v72                                   ; examples/attention_fp8_fnuz.kgen:13
	v_cmp_u_f32 s[14:15], v73, v73                      ; round to e4m3fnuz
	v_med3_f32 v22, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v73, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v56, 0xff, v22
	v_cvt_f32_fp8 v22, v56
	v_cmp_u_f32 s[14:15], v74, v74                      ; round to e4m3fnuz
	v_med3_f32 v56, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v74, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v57, 0xff, v56
	v_cvt_f32_fp8 v56, v57
	v_cmp_u_f32 s[14:15], v75, v75                      ; round to e4m3fnuz
	v_med3_f32 v57, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v57, v57, v75, s[14:15]
	v_cvt_pk_fp8_f32 v57, v57, 0
	v_and_b32 v58, 0xff, v57
	v_cvt_f32_fp8 v57, v58
	v_cmp_u_f32 s[14:15], v76, v76                      ; round to e4m3fnuz
	v_med3_f32 v58, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v58, v58, v76, s[14:15]
	v_cvt_pk_fp8_f32 v58, v58, 0
	v_and_b32 v59, 0xff, v58
	v_cvt_f32_fp8 v58, v59
	v_cmp_u_f32 s[14:15], v77, v77                      ; round to e4m3fnuz
	v_med3_f32 v59, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v59, v59, v77, s[14:15]
	v_cvt_pk_fp8_f32 v59, v59, 0
	v_and_b32 v60, 0xff, v59
	v_cvt_f32_fp8 v59, v60
	v_cmp_u_f32 s[14:15], v78, v78                      ; round to e4m3fnuz
	v_med3_f32 v60, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v60, v60, v78, s[14:15]
	v_cvt_pk_fp8_f32 v60, v60, 0
	v_and_b32 v61, 0xff, v60
	v_cvt_f32_fp8 v60, v61
	v_cmp_u_f32 s[14:15], v79, v79                      ; round to e4m3fnuz
	v_med3_f32 v61, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v61, v61, v79, s[14:15]
	v_cvt_pk_fp8_f32 v61, v61, 0
	v_and_b32 v62, 0xff, v61
	v_cvt_f32_fp8 v61, v62
	v_cmp_u_f32 s[14:15], v80, v80                      ; round to e4m3fnuz
	v_med3_f32 v62, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v62, v62, v80, s[14:15]
	v_cvt_pk_fp8_f32 v62, v62, 0
	v_and_b32 v63, 0xff, v62
	v_cvt_f32_fp8 v62, v63
	v_cmp_u_f32 s[14:15], v81, v81                      ; round to e4m3fnuz
	v_med3_f32 v63, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v63, v63, v81, s[14:15]
	v_cvt_pk_fp8_f32 v63, v63, 0
	v_and_b32 v64, 0xff, v63
	v_cvt_f32_fp8 v63, v64
	v_cmp_u_f32 s[14:15], v82, v82                      ; round to e4m3fnuz
	v_med3_f32 v64, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v64, v64, v82, s[14:15]
	v_cvt_pk_fp8_f32 v64, v64, 0
	v_and_b32 v65, 0xff, v64
	v_cvt_f32_fp8 v64, v65
	v_cmp_u_f32 s[14:15], v83, v83                      ; round to e4m3fnuz
	v_med3_f32 v65, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v65, v65, v83, s[14:15]
	v_cvt_pk_fp8_f32 v65, v65, 0
	v_and_b32 v66, 0xff, v65
	v_cvt_f32_fp8 v65, v66
	v_cmp_u_f32 s[14:15], v84, v84                      ; round to e4m3fnuz
	v_med3_f32 v66, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v66, v66, v84, s[14:15]
	v_cvt_pk_fp8_f32 v66, v66, 0
	v_and_b32 v67, 0xff, v66
	v_cvt_f32_fp8 v66, v67
	v_cmp_u_f32 s[14:15], v85, v85                      ; round to e4m3fnuz
	v_med3_f32 v67, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v67, v67, v85, s[14:15]
	v_cvt_pk_fp8_f32 v67, v67, 0
	v_and_b32 v68, 0xff, v67
	v_cvt_f32_fp8 v67, v68
	v_cmp_u_f32 s[14:15], v86, v86                      ; round to e4m3fnuz
	v_med3_f32 v68, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v86, s[14:15]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	v_cvt_f32_fp8 v68, v69
	v_cmp_u_f32 s[14:15], v87, v87                      ; round to e4m3fnuz
	v_med3_f32 v69, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v87, s[14:15]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v70, 0xff, v69
	v_cvt_f32_fp8 v69, v70
	v_cmp_u_f32 s[14:15], v3, v3                        ; round to e4m3fnuz
	v_med3_f32 v70, v3, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v3, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	v_cvt_f32_fp8 v70, v71
	v_cndmask_b32 v71, 0, v22, s[36:37]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v71, v71
	v_med3_f32 v22, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v22, v22, v71, s[14:15]
	v_cvt_pk_fp8_f32 v22, v22, 0
	v_and_b32 v71, 0xff, v22
	ds_write_b8 v11, v71 offset:53248                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v56, s[38:39]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v56, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v22, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v22, 0xff, v56
	ds_write_b8 v11, v22 offset:53249                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v57, s[40:41]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v56, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v22, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v22, 0xff, v56
	ds_write_b8 v11, v22 offset:53250                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v58, s[42:43]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v56, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v22, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v22, 0xff, v56
	ds_write_b8 v11, v22 offset:53251                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v59, s[44:45]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v56, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v22, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v22, 0xff, v56
	ds_write_b8 v11, v22 offset:53256                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v60, s[46:47]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v56, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v22, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v22, 0xff, v56
	ds_write_b8 v11, v22 offset:53257                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v61, s[48:49]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v56, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v22, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v22, 0xff, v56
	ds_write_b8 v11, v22 offset:53258                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v62, s[50:51]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v56, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v22, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v22, 0xff, v56
	ds_write_b8 v11, v22 offset:53259                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v63, s[52:53]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v56, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v22, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v22, 0xff, v56
	ds_write_b8 v11, v22 offset:53264                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v64, s[54:55]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v56, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v22, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v22, 0xff, v56
	ds_write_b8 v11, v22 offset:53265                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v65, s[56:57]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v56, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v22, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v22, 0xff, v56
	ds_write_b8 v11, v22 offset:53266                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v66, s[58:59]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v56, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v22, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v22, 0xff, v56
	ds_write_b8 v11, v22 offset:53267                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v67, s[60:61]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v56, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v22, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v22, 0xff, v56
	ds_write_b8 v11, v22 offset:53272                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v68, s[62:63]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v56, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v22, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v22, 0xff, v56
	ds_write_b8 v11, v22 offset:53273                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v69, s[64:65]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v56, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v22, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v22, 0xff, v56
	ds_write_b8 v11, v22 offset:53274                   ; B operand of the product: stage
	v_cndmask_b32 v22, 0, v70, s[66:67]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v22, v22
	v_med3_f32 v56, v22, -s4, s4
	s_nop 0
	v_cndmask_b32 v56, v56, v22, s[14:15]
	v_cvt_pk_fp8_f32 v56, v56, 0
	v_and_b32 v22, 0xff, v56
	ds_write_b8 v11, v22 offset:53275                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[56:59], v23 offset:53248             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[60:63], v10 offset:9216              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[64:67], v10 offset:11776             ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[24:39], v[60:61], v[56:57], v[24:39] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[40:55], v[64:65], v[56:57], v[40:55] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[24:39], v[62:63], v[58:59], v[24:39] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[40:55], v[66:67], v[58:59], v[40:55] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	ds_read_b128 v[56:59], v23 offset:53280             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[60:63], v10 offset:9248              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[64:67], v10 offset:11808             ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[24:39], v[60:61], v[56:57], v[24:39] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[40:55], v[64:65], v[56:57], v[40:55] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[24:39], v[62:63], v[58:59], v[24:39] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[40:55], v[66:67], v[58:59], v[40:55] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mul_f32 v22, v2, v5                               ; examples/attention_fp8_fnuz.kgen:15
	v_cndmask_b32 v5, 0, v73, s[36:37]                  ; absent elements contribute the identity
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
	v_cndmask_b32 v69, 0, v87, s[64:65]                 ; absent elements contribute the identity
	v_cndmask_b32 v70, 0, v3, s[66:67]                  ; absent elements contribute the identity
	v_add_f32 v3, v5, v56                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v5, v3, v57                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v3, v5, v58                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v5, v3, v59                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v3, v5, v60                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v5, v3, v61                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v3, v5, v62                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v5, v3, v63                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v3, v5, v64                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v5, v3, v65                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v3, v5, v66                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v5, v3, v67                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v3, v5, v68                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v5, v3, v69                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v3, v5, v70                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_and_b32 v5, 63, v0                                ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): lanes 32 apart
	v_xor_b32 v5, 32, v5
	v_lshlrev_b32 v5, 2, v5
	ds_bpermute_b32 v56, v5, v3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v3, v56
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_273
	ds_write_b32 v18, v5 offset:62464                   ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v3, v19 offset:62464                    ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 0
	ds_read_b32 v5, v19 offset:62720                    ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v56, v3, v5
	v_add_f32 v3, v22, v56                              ; examples/attention_fp8_fnuz.kgen:15
	v_mov_b32 v2, v3                                    ; next 'l'
	v_mov_b32 v1, v14                                   ; next 'mx'
	s_add_u32 s12, s12, 64
	s_cmp_lt_u32 s12, s18
	s_cbranch_scc1 .Lattention_fp8_fnuz_loop3
.Lattention_fp8_fnuz_loop3_end:
	v_div_scale_f32 v1, s[6:7], v2, v2, s16             ; examples/attention_fp8_fnuz.kgen:19
	v_rcp_f32 v3, v1
	v_div_scale_f32 v4, vcc, s16, v2, s16
	v_fma_f32 v5, -v1, v3, 1.0
	v_fma_f32 v3, v5, v3, v3
	v_mul_f32 v6, v4, v3
	v_fma_f32 v5, -v1, v6, v4
	v_fma_f32 v6, v5, v3, v6
	v_fma_f32 v5, -v1, v6, v4
	v_div_fmas_f32 v5, v5, v3, v6
	v_div_fixup_f32 v1, v5, v2, s16
	v_mul_f32 v2, v24, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v3, v25, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v4, v26, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v5, v27, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v6, v28, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v7, v29, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v8, v30, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v9, v31, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v10, v32, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v11, v33, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v13, v34, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v14, v35, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v15, v36, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v17, v37, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v18, v38, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v19, v39, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v20, v40, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v21, v41, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v22, v42, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v23, v43, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v24, v44, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v25, v45, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v26, v46, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v27, v47, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v28, v48, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v29, v49, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v30, v50, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v31, v51, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v32, v52, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v33, v53, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v34, v54, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v35, v55, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_cmp_lt_u32 s[6:7], v16, s21                       ; 's' element in bounds
	v_bfe_u32 v1, v2, 16, 1
	v_add3_u32 v16, v2, v1, s5
	v_cmp_u_f32 s[10:11], v2, v2
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v16, v16, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v16
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9]                  ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v3, 16, 1
	v_add3_u32 v2, v3, v1, s5
	v_cmp_u_f32 s[10:11], v3, v3
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:2         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v4, 16, 1
	v_add3_u32 v2, v4, v1, s5
	v_cmp_u_f32 s[10:11], v4, v4
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:4         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s5
	v_cmp_u_f32 s[10:11], v5, v5
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:6         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s5
	v_cmp_u_f32 s[10:11], v6, v6
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:16        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v2, v7, v1, s5
	v_cmp_u_f32 s[10:11], v7, v7
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:18        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v2, v8, v1, s5
	v_cmp_u_f32 s[10:11], v8, v8
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:20        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v2, v9, v1, s5
	v_cmp_u_f32 s[10:11], v9, v9
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:22        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v10, 16, 1
	v_add3_u32 v2, v10, v1, s5
	v_cmp_u_f32 s[10:11], v10, v10
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:32        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v11, 16, 1
	v_add3_u32 v2, v11, v1, s5
	v_cmp_u_f32 s[10:11], v11, v11
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:34        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v13, 16, 1
	v_add3_u32 v2, v13, v1, s5
	v_cmp_u_f32 s[10:11], v13, v13
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:36        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v14, 16, 1
	v_add3_u32 v2, v14, v1, s5
	v_cmp_u_f32 s[10:11], v14, v14
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:38        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v15, 16, 1
	v_add3_u32 v2, v15, v1, s5
	v_cmp_u_f32 s[10:11], v15, v15
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:48        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v17, 16, 1
	v_add3_u32 v2, v17, v1, s5
	v_cmp_u_f32 s[10:11], v17, v17
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:50        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v18, 16, 1
	v_add3_u32 v2, v18, v1, s5
	v_cmp_u_f32 s[10:11], v18, v18
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:52        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v19, 16, 1
	v_add3_u32 v2, v19, v1, s5
	v_cmp_u_f32 s[10:11], v19, v19
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:54        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v20, 16, 1
	v_add3_u32 v2, v20, v1, s5
	v_cmp_u_f32 s[10:11], v20, v20
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:64        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v21, 16, 1
	v_add3_u32 v2, v21, v1, s5
	v_cmp_u_f32 s[10:11], v21, v21
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:66        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v22, 16, 1
	v_add3_u32 v2, v22, v1, s5
	v_cmp_u_f32 s[10:11], v22, v22
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:68        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v23, 16, 1
	v_add3_u32 v2, v23, v1, s5
	v_cmp_u_f32 s[10:11], v23, v23
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:70        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v24, 16, 1
	v_add3_u32 v2, v24, v1, s5
	v_cmp_u_f32 s[10:11], v24, v24
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:80        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v25, 16, 1
	v_add3_u32 v2, v25, v1, s5
	v_cmp_u_f32 s[10:11], v25, v25
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:82        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v26, 16, 1
	v_add3_u32 v2, v26, v1, s5
	v_cmp_u_f32 s[10:11], v26, v26
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:84        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v27, 16, 1
	v_add3_u32 v2, v27, v1, s5
	v_cmp_u_f32 s[10:11], v27, v27
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:86        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v28, 16, 1
	v_add3_u32 v2, v28, v1, s5
	v_cmp_u_f32 s[10:11], v28, v28
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:96        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v29, 16, 1
	v_add3_u32 v2, v29, v1, s5
	v_cmp_u_f32 s[10:11], v29, v29
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:98        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v30, 16, 1
	v_add3_u32 v2, v30, v1, s5
	v_cmp_u_f32 s[10:11], v30, v30
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:100       ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v31, 16, 1
	v_add3_u32 v2, v31, v1, s5
	v_cmp_u_f32 s[10:11], v31, v31
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:102       ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v32, 16, 1
	v_add3_u32 v2, v32, v1, s5
	v_cmp_u_f32 s[10:11], v32, v32
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:112       ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v33, 16, 1
	v_add3_u32 v2, v33, v1, s5
	v_cmp_u_f32 s[10:11], v33, v33
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:114       ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v34, 16, 1
	v_add3_u32 v2, v34, v1, s5
	v_cmp_u_f32 s[10:11], v34, v34
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:116       ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v35, 16, 1
	v_add3_u32 v2, v35, v1, s5
	v_cmp_u_f32 s[4:5], v35, v35
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[4:5]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_2392
	global_store_short v12, v1, s[8:9] offset:118       ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
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
		.amdhsa_next_free_vgpr 106
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
    .vgpr_count:     106
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
