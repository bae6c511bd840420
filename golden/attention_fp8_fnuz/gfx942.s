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
;   'q' (11:13), the same in every step of the loop over 'tt': held in registers, each lane's fragments loaded once before the loop (no shared memory)
;   split reduction over 't': not taken, the rescaled values round exp terms to an 8-bit float, which parts would round against their own maxima (2^-3 steps from the loop as written)
; resources: 120 VGPRs, 0 AGPRs, 72 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 53760 bytes LDS, 52 bytes of arguments, 256 threads
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
	s_mul_i32 s24, s19, s23
	s_mul_hi_u32 s25, s19, s23
	s_add_u32 s26, s8, s24                              ; 'q' at this program
	s_addc_u32 s27, s9, s25
	s_mul_i32 s8, s20, 0x80
	s_mul_hi_u32 s9, s20, 0x80
	s_add_u32 s28, s26, s8                              ; 'q' at this program
	s_addc_u32 s29, s27, s9
	v_and_b32 v2, 31, v1
	v_lshrrev_b32 v3, 7, v1
	v_lshlrev_b32 v4, 5, v3
	v_or_b32 v3, v2, v4                                 ; thread's 'r' coordinate
	v_lshrrev_b32 v4, 5, v1
	v_and_b32 v5, 1, v4
	v_lshlrev_b32 v4, 4, v5
	s_mul_i32 s17, 0x80, s18                            ; a stride of 'k'
	v_lshrrev_b32 v6, 4, v1
	v_mov_b32 v7, 0x80
	v_mul_lo_u32 v8, v7, v6
	v_and_b32 v7, 15, v1
	v_lshlrev_b32 v9, 3, v7
	v_add_u32 v10, v8, v9
	s_mul_i32 s26, s19, s17
	s_mul_hi_u32 s27, s19, s17
	s_add_u32 s30, s10, s26                             ; 'k' at this program
	s_addc_u32 s31, s11, s27
	v_mov_b32 v8, 0x90
	v_mul_lo_u32 v11, v8, v6
	v_add_u32 v8, v11, v9
	v_lshrrev_b32 v11, 6, v1
	v_and_b32 v12, 1, v11
	v_lshlrev_b32 v11, 5, v12
	v_or_b32 v13, v2, v11                               ; thread's 'r' coordinate
	v_mov_b32 v14, 0x90
	v_mul_lo_u32 v15, v14, v13
	v_add_u32 v13, v15, v4
	v_mul_lo_u32 v14, 64, v12
	v_add_u32 v15, v14, v3
	v_lshlrev_b32 v14, 2, v15
	v_lshlrev_b32 v15, 2, v3
	v_and_b32 v16, 32, v1
	v_cmp_eq_u32 s[10:11], v16, 0                       ; one lane per warp group and element publishes
	s_mul_i32 s17, s18, 0x80                            ; a stride of 'vt'
	v_mul_lo_u32 v1, s18, v9
	v_add_u32 v16, v1, v6
	s_mul_i32 s26, s19, s17
	s_mul_hi_u32 s27, s19, s17
	s_add_u32 s32, s12, s26                             ; 'vt' at this program
	s_addc_u32 s33, s13, s27
	v_mov_b32 v1, 0x41
	v_mul_lo_u32 v17, v1, v9
	v_add_u32 v1, v6, v17
	v_lshlrev_b32 v9, 2, v1
	v_lshlrev_b32 v1, 2, v7
	v_mov_b32 v7, 0x41
	v_mul_lo_u32 v17, v7, v6
	v_add_u32 v7, v1, v17
	v_lshlrev_b32 v17, 2, v7
	v_mov_b32 v7, 0x50
	v_mul_lo_u32 v18, v7, v6
	v_add_u32 v7, v18, v1
	v_lshlrev_b32 v1, 6, v12
	v_or_b32 v12, v2, v1                                ; thread's 'r' coordinate
	v_mov_b32 v2, 0x50
	v_mul_lo_u32 v18, v2, v12
	v_add_u32 v2, v18, v4
	v_lshlrev_b32 v12, 2, v5
	v_or_b32 v5, v12, v11                               ; thread's 'tt' coordinate
	v_mov_b32 v11, 0x50
	v_mul_lo_u32 v18, v11, v3
	v_add_u32 v11, v18, v5
	v_add_u32 v19, v18, v4
	v_mov_b32 v18, 0x80
	v_mul_lo_u32 v20, v18, v3
	v_or_b32 v18, v12, v1                               ; thread's 'd' coordinate
	v_add_u32 v1, v20, v18
	v_lshlrev_b32 v12, 1, v1                            ; thread's byte offset in a chunk of 'o'
	s_lshl_b64 s[12:13], s[24:25], 1
	s_add_u32 s24, s14, s12                             ; 'o' at this program
	s_addc_u32 s25, s15, s13
	s_lshl_b64 s[12:13], s[8:9], 1
	s_add_u32 s8, s24, s12                              ; 'o' at this program
	s_addc_u32 s9, s25, s13
	s_cmp_eq_u32 s22, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_fp8_fnuz_if0_else
	v_mov_b32 v1, 0x80
	v_mul_lo_u32 v18, v1, v3
	v_add_u32 v1, v18, v4
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	global_load_dwordx4 v[22:25], v1, s[28:29]          ; examples/attention_fp8_fnuz.kgen:11: 'q' fragments 0, k-steps 0..1, held
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	global_load_dwordx4 v[26:29], v1, s[28:29] offset:32 ; examples/attention_fp8_fnuz.kgen:11: 'q' fragments 0, k-steps 2..3, held
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	global_load_dwordx4 v[30:33], v1, s[28:29] offset:64 ; examples/attention_fp8_fnuz.kgen:11: 'q' fragments 0, k-steps 4..5, held
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	global_load_dwordx4 v[34:37], v1, s[28:29] offset:96 ; examples/attention_fp8_fnuz.kgen:11: 'q' fragments 0, k-steps 6..7, held
	v_add_f32 v1, 0, 0                                  ; examples/attention_fp8_fnuz.kgen:9
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
	v_mov_b32 v56, v1                                   ; loop-carried 'acc'
	v_mov_b32 v57, v1                                   ; loop-carried 'acc'
	v_mov_b32 v58, v1                                   ; loop-carried 'acc'
	v_mov_b32 v59, v1                                   ; loop-carried 'acc'
	v_mov_b32 v60, v1                                   ; loop-carried 'acc'
	v_mov_b32 v61, v1                                   ; loop-carried 'acc'
	v_mov_b32 v62, v1                                   ; loop-carried 'acc'
	v_mov_b32 v63, v1                                   ; loop-carried 'acc'
	v_mov_b32 v64, v1                                   ; loop-carried 'acc'
	v_mov_b32 v65, v1                                   ; loop-carried 'acc'
	v_mov_b32 v66, v1                                   ; loop-carried 'acc'
	v_mov_b32 v67, v1                                   ; loop-carried 'acc'
	v_mov_b32 v68, v1                                   ; loop-carried 'acc'
	v_mov_b32 v69, v1                                   ; loop-carried 'acc'
	v_mov_b32 v18, v1                                   ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_fp8_fnuz.kgen:7
	v_add_f32 v21, v1, 0
	v_mov_b32 v1, v21                                   ; loop-carried 'mx'
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
	global_load_dwordx2 v[70:71], v10, s[24:25]         ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v21, 8, v70
	v_lshrrev_b32 v72, 16, v70
	v_lshrrev_b32 v73, 24, v70
	v_cvt_f32_fp8 v74, v70
	v_cvt_f32_fp8 v75, v21
	v_cvt_f32_fp8 v21, v72
	v_cvt_f32_fp8 v72, v73
	v_lshrrev_b32 v73, 8, v71
	v_lshrrev_b32 v76, 16, v71
	v_lshrrev_b32 v77, 24, v71
	v_cvt_f32_fp8 v78, v71
	v_cvt_f32_fp8 v70, v73
	v_cvt_f32_fp8 v71, v76
	v_cvt_f32_fp8 v73, v77
	global_load_dwordx2 v[76:77], v10, s[24:25] offset:2048 ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v79, 8, v76
	v_lshrrev_b32 v80, 16, v76
	v_lshrrev_b32 v81, 24, v76
	v_cvt_f32_fp8 v82, v76
	v_cvt_f32_fp8 v83, v79
	v_cvt_f32_fp8 v79, v80
	v_cvt_f32_fp8 v80, v81
	v_lshrrev_b32 v81, 8, v77
	v_lshrrev_b32 v84, 16, v77
	v_lshrrev_b32 v85, 24, v77
	v_cvt_f32_fp8 v86, v77
	v_cvt_f32_fp8 v76, v81
	v_cvt_f32_fp8 v77, v84
	v_cvt_f32_fp8 v81, v85
	v_add_u32 v84, 0x1000, v10                          ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	global_load_dwordx2 v[88:89], v84, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v84, 8, v88
	v_lshrrev_b32 v85, 16, v88
	v_lshrrev_b32 v87, 24, v88
	v_cvt_f32_fp8 v90, v88
	v_cvt_f32_fp8 v91, v84
	v_cvt_f32_fp8 v84, v85
	v_cvt_f32_fp8 v85, v87
	v_lshrrev_b32 v87, 8, v89
	v_lshrrev_b32 v92, 16, v89
	v_lshrrev_b32 v93, 24, v89
	v_cvt_f32_fp8 v94, v89
	v_cvt_f32_fp8 v88, v87
	v_cvt_f32_fp8 v87, v92
	v_cvt_f32_fp8 v89, v93
	v_add_u32 v92, 0x1800, v10                          ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	global_load_dwordx2 v[96:97], v92, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v92, 8, v96
	v_lshrrev_b32 v93, 16, v96
	v_lshrrev_b32 v95, 24, v96
	v_cvt_f32_fp8 v98, v96
	v_cvt_f32_fp8 v99, v92
	v_cvt_f32_fp8 v92, v93
	v_cvt_f32_fp8 v93, v95
	v_lshrrev_b32 v95, 8, v97
	v_lshrrev_b32 v100, 16, v97
	v_lshrrev_b32 v101, 24, v97
	v_cvt_f32_fp8 v102, v97
	v_cvt_f32_fp8 v96, v95
	v_cvt_f32_fp8 v95, v100
	v_cvt_f32_fp8 v97, v101
	v_cmp_u_f32 s[14:15], v74, v74
	v_med3_f32 v100, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v100, v100, v74, s[14:15]
	v_cvt_pk_fp8_f32 v100, v100, 0
	v_and_b32 v74, 0xff, v100
	ds_write_b8 v8, v74                                 ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v75, v75
	v_med3_f32 v74, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v75, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v75, 0xff, v74
	ds_write_b8 v8, v75 offset:1                        ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v21, v21
	v_med3_f32 v74, v21, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v21, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v21, 0xff, v74
	ds_write_b8 v8, v21 offset:2                        ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v72, v72
	v_med3_f32 v21, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v72, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v72, 0xff, v21
	ds_write_b8 v8, v72 offset:3                        ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v78, v78
	v_med3_f32 v21, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v78, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v72, 0xff, v21
	ds_write_b8 v8, v72 offset:4                        ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v21, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v70, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:5                        ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v71, v71
	v_med3_f32 v21, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v71, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6                        ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v73, v73
	v_med3_f32 v21, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v73, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:7                        ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v82, v82
	v_med3_f32 v21, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v82, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:2304                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v83, v83
	v_med3_f32 v21, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v83, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:2305                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v79, v79
	v_med3_f32 v21, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v79, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:2306                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v80, v80
	v_med3_f32 v21, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v80, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:2307                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v86, v86
	v_med3_f32 v21, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v86, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:2308                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v76, v76
	v_med3_f32 v21, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v76, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:2309                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v77, v77
	v_med3_f32 v21, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v77, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:2310                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v81, v81
	v_med3_f32 v21, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v81, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:2311                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v90, v90
	v_med3_f32 v21, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v90, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:4608                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v91, v91
	v_med3_f32 v21, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v91, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:4609                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v84, v84
	v_med3_f32 v21, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v84, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:4610                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v85, v85
	v_med3_f32 v21, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v85, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:4611                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v94, v94
	v_med3_f32 v21, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v94, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:4612                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v88, v88
	v_med3_f32 v21, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v88, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:4613                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v87, v87
	v_med3_f32 v21, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v87, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:4614                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v89, v89
	v_med3_f32 v21, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v89, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:4615                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v98, v98
	v_med3_f32 v21, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v98, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6912                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v99, v99
	v_med3_f32 v21, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v99, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6913                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v92, v92
	v_med3_f32 v21, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v92, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6914                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v93, v93
	v_med3_f32 v21, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v93, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6915                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v102, v102
	v_med3_f32 v21, v102, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v102, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6916                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v96, v96
	v_med3_f32 v21, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v96, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6917                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v95, v95
	v_med3_f32 v21, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v95, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6918                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v97, v97
	v_med3_f32 v21, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v97, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6919                     ; A operand of the product: stage
	v_mov_b32 v70, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v72, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v74, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v75, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v76, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v77, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v78, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v79, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v80, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v81, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v82, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v84, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v85, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[86:89], v13                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[70:85], v[86:87], v[22:23], v[70:85] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[70:85], v[88:89], v[24:25], v[70:85] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[86:89], v13 offset:32                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[70:85], v[86:87], v[26:27], v[70:85] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[70:85], v[88:89], v[28:29], v[70:85] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[86:89], v13 offset:64                ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[70:85], v[86:87], v[30:31], v[70:85] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[70:85], v[88:89], v[32:33], v[70:85] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[86:89], v13 offset:96                ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[70:85], v[86:87], v[34:35], v[70:85] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[70:85], v[88:89], v[36:37], v[70:85] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	s_nop 7
	s_nop 2
	v_max_f32 v21, v70, v71                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v70, v71
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[14:15]
	v_max_f32 v21, v87, v72                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v87, v72
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[14:15]
	v_max_f32 v21, v87, v73                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v87, v73
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[14:15]
	v_max_f32 v21, v87, v74                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v87, v74
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[14:15]
	v_max_f32 v21, v87, v75                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v87, v75
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[14:15]
	v_max_f32 v21, v87, v76                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v87, v76
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[14:15]
	v_max_f32 v21, v87, v77                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v87, v77
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[14:15]
	v_max_f32 v21, v87, v78                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v87, v78
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[14:15]
	v_max_f32 v21, v87, v79                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v87, v79
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[14:15]
	v_max_f32 v21, v87, v80                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v87, v80
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[14:15]
	v_max_f32 v21, v87, v81                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v87, v81
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[14:15]
	v_max_f32 v21, v87, v82                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v87, v82
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[14:15]
	v_max_f32 v21, v87, v83                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v87, v83
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[14:15]
	v_max_f32 v21, v87, v84                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v87, v84
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[14:15]
	v_max_f32 v21, v87, v85                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[14:15], v87, v85
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[14:15]
	v_and_b32 v21, 63, v0                               ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): lanes 32 apart
	v_xor_b32 v21, 32, v21
	v_lshlrev_b32 v21, 2, v21
	ds_bpermute_b32 v86, v21, v87
	s_waitcnt lgkmcnt(0)
	v_max_f32 v21, v87, v86
	v_cmp_u_f32 s[14:15], v87, v86
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[14:15]
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_257
	ds_write_b32 v14, v87 offset:10240                  ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v21, v15 offset:10240                   ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 0
	ds_read_b32 v86, v15 offset:10496                   ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v87, v21, v86
	v_cmp_u_f32 s[14:15], v21, v86
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v86, v87, v21, s[14:15]
	v_max_f32 v21, v1, v86                              ; examples/attention_fp8_fnuz.kgen:12
	v_cmp_u_f32 s[14:15], v1, v86
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[14:15]
	v_sub_f32 v21, v1, v87                              ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v86, s7, v21                              ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v21, 0x3fb8aa3b, v86                      ; examples/attention_fp8_fnuz.kgen:14
	v_exp_f32 v86, v21                                  ; examples/attention_fp8_fnuz.kgen:14
	s_nop 0
	v_mul_f32 v21, v38, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v88, v39, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v89, v40, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v90, v41, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v91, v42, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v92, v43, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v93, v44, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v94, v45, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v95, v46, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v96, v47, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v97, v48, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v98, v49, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v99, v50, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v100, v51, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v101, v52, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v102, v53, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v103, v54, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v104, v55, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v105, v56, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v106, v57, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v107, v58, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v108, v59, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v109, v60, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v110, v61, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v111, v62, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v112, v63, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v113, v64, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v114, v65, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v115, v66, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v116, v67, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v117, v68, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v118, v69, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mov_b32 v38, v21                                  ; 'acc' scaled in place
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
	v_mov_b32 v56, v105                                 ; 'acc' scaled in place
	v_mov_b32 v57, v106                                 ; 'acc' scaled in place
	v_mov_b32 v58, v107                                 ; 'acc' scaled in place
	v_mov_b32 v59, v108                                 ; 'acc' scaled in place
	v_mov_b32 v60, v109                                 ; 'acc' scaled in place
	v_mov_b32 v61, v110                                 ; 'acc' scaled in place
	v_mov_b32 v62, v111                                 ; 'acc' scaled in place
	v_mov_b32 v63, v112                                 ; 'acc' scaled in place
	v_mov_b32 v64, v113                                 ; 'acc' scaled in place
	v_mov_b32 v65, v114                                 ; 'acc' scaled in place
	v_mov_b32 v66, v115                                 ; 'acc' scaled in place
	v_mov_b32 v67, v116                                 ; 'acc' scaled in place
	v_mov_b32 v68, v117                                 ; 'acc' scaled in place
	v_mov_b32 v69, v118                                 ; 'acc' scaled in place
	s_mov_b32 s14, s13
	s_mov_b32 s15, 0
	s_add_u32 s24, s32, s14                             ; 'vt' at this chunk
	s_addc_u32 s25, s33, s15
	global_load_ubyte v21, v16, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v88, v21
	s_mul_i32 s14, s18, 1
	v_add_u32 v21, s14, v16
	global_load_ubyte v89, v21, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v90, v89
	s_mul_i32 s14, s18, 2
	v_add_u32 v89, s14, v16
	global_load_ubyte v91, v89, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v92, v91
	s_mul_i32 s14, s18, 3
	v_add_u32 v91, s14, v16
	global_load_ubyte v93, v91, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v94, v93
	s_mul_i32 s14, s18, 4
	v_add_u32 v93, s14, v16
	global_load_ubyte v95, v93, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v96, v95
	s_mul_i32 s14, s18, 5
	v_add_u32 v95, s14, v16
	global_load_ubyte v97, v95, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v98, v97
	s_mul_i32 s14, s18, 6
	v_add_u32 v97, s14, v16
	global_load_ubyte v99, v97, s[24:25]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v100, v99
	s_mul_i32 s14, s18, 7
	v_add_u32 v99, s14, v16
	global_load_ubyte v101, v99, s[24:25]               ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v102, v101
	global_load_ubyte v101, v16, s[24:25] offset:16     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v103, v101
	global_load_ubyte v101, v21, s[24:25] offset:16     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v104, v101
	global_load_ubyte v101, v89, s[24:25] offset:16     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v105, v101
	global_load_ubyte v101, v91, s[24:25] offset:16     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v106, v101
	global_load_ubyte v101, v93, s[24:25] offset:16     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v107, v101
	global_load_ubyte v101, v95, s[24:25] offset:16     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v108, v101
	global_load_ubyte v101, v97, s[24:25] offset:16     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v109, v101
	global_load_ubyte v101, v99, s[24:25] offset:16     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v110, v101
	global_load_ubyte v101, v16, s[24:25] offset:32     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v111, v101
	global_load_ubyte v101, v21, s[24:25] offset:32     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v112, v101
	global_load_ubyte v101, v89, s[24:25] offset:32     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v113, v101
	global_load_ubyte v101, v91, s[24:25] offset:32     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v114, v101
	global_load_ubyte v101, v93, s[24:25] offset:32     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v115, v101
	global_load_ubyte v101, v95, s[24:25] offset:32     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v116, v101
	global_load_ubyte v101, v97, s[24:25] offset:32     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v117, v101
	global_load_ubyte v101, v99, s[24:25] offset:32     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v118, v101
	global_load_ubyte v101, v16, s[24:25] offset:48     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v119, v101
	global_load_ubyte v101, v21, s[24:25] offset:48     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v21, v101
	global_load_ubyte v101, v89, s[24:25] offset:48     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v89, v101
	global_load_ubyte v101, v91, s[24:25] offset:48     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v91, v101
	global_load_ubyte v101, v93, s[24:25] offset:48     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v93, v101
	global_load_ubyte v101, v95, s[24:25] offset:48     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v95, v101
	global_load_ubyte v101, v97, s[24:25] offset:48     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v97, v101
	global_load_ubyte v101, v99, s[24:25] offset:48     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v99, v101
	ds_write_b32 v9, v88 offset:10752                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v90 offset:11012                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v92 offset:11272                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v94 offset:11532                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v96 offset:11792                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v98 offset:12052                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v100 offset:12312                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v102 offset:12572                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v103 offset:10816                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v104 offset:11076                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v105 offset:11336                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v106 offset:11596                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v107 offset:11856                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v108 offset:12116                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v109 offset:12376                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v110 offset:12636                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v111 offset:10880                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v112 offset:11140                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v113 offset:11400                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v114 offset:11660                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v115 offset:11920                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v116 offset:12180                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v117 offset:12440                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v118 offset:12700                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v119 offset:10944                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v21 offset:11204                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v89 offset:11464                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v91 offset:11724                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v93 offset:11984                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v95 offset:12244                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v97 offset:12504                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v99 offset:12764                   ; convert 'vt' in K runs: write this thread's elements
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v21, v17 offset:10752                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v88, v17 offset:10756                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v89, v17 offset:10760                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v90, v17 offset:10764                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v91, v17 offset:14912                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v92, v17 offset:14916                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v93, v17 offset:14920                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v94, v17 offset:14924                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v95, v17 offset:19072                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v96, v17 offset:19076                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v97, v17 offset:19080                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v98, v17 offset:19084                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v99, v17 offset:23232                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v100, v17 offset:23236                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v101, v17 offset:23240                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v102, v17 offset:23244                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v103, v17 offset:27392                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v104, v17 offset:27396                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v105, v17 offset:27400                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v106, v17 offset:27404                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v107, v17 offset:31552                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v108, v17 offset:31556                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v109, v17 offset:31560                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v110, v17 offset:31564                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v111, v17 offset:35712                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v112, v17 offset:35716                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v113, v17 offset:35720                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v114, v17 offset:35724                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v115, v17 offset:39872                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v116, v17 offset:39876                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v117, v17 offset:39880                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v118, v17 offset:39884                  ; convert 'vt' in K runs: read in the new layout
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v21, v21
	v_med3_f32 v119, v21, -s4, s4
	s_nop 0
	v_cndmask_b32 v119, v119, v21, s[14:15]
	v_cvt_pk_fp8_f32 v119, v119, 0
	v_and_b32 v21, 0xff, v119
	ds_write_b8 v7, v21                                 ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v88, v88
	v_med3_f32 v21, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v88, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:1                        ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v89, v89
	v_med3_f32 v21, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v89, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:2                        ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v90, v90
	v_med3_f32 v21, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v90, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:3                        ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v91, v91
	v_med3_f32 v21, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v91, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:1280                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v92, v92
	v_med3_f32 v21, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v92, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:1281                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v93, v93
	v_med3_f32 v21, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v93, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:1282                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v94, v94
	v_med3_f32 v21, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v94, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:1283                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v95, v95
	v_med3_f32 v21, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v95, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:2560                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v96, v96
	v_med3_f32 v21, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v96, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:2561                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v97, v97
	v_med3_f32 v21, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v97, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:2562                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v98, v98
	v_med3_f32 v21, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v98, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:2563                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v99, v99
	v_med3_f32 v21, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v99, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:3840                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v100, v100
	v_med3_f32 v21, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v100, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:3841                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v101, v101
	v_med3_f32 v21, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v101, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:3842                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v102, v102
	v_med3_f32 v21, v102, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v102, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:3843                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v103, v103
	v_med3_f32 v21, v103, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v103, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:5120                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v104, v104
	v_med3_f32 v21, v104, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v104, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:5121                     ; A operand of the product: stage
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v105, v105
	v_med3_f32 v21, v105, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v105, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:5122                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v106, v106
	v_med3_f32 v21, v106, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v106, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:5123                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v107, v107
	v_med3_f32 v21, v107, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v107, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:6400                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v108, v108
	v_med3_f32 v21, v108, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v108, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:6401                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v109, v109
	v_med3_f32 v21, v109, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v109, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:6402                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v110, v110
	v_med3_f32 v21, v110, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v110, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:6403                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v111, v111
	v_med3_f32 v21, v111, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v111, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:7680                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v112, v112
	v_med3_f32 v21, v112, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v112, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:7681                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v113, v113
	v_med3_f32 v21, v113, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v113, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:7682                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v114, v114
	v_med3_f32 v21, v114, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v114, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:7683                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v115, v115
	v_med3_f32 v21, v115, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v115, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:8960                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v116, v116
	v_med3_f32 v21, v116, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v116, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:8961                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v117, v117
	v_med3_f32 v21, v117, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v117, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:8962                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v118, v118
	v_med3_f32 v21, v118, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v118, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:8963                     ; A operand of the product: stage
	v_mov_b32 v21, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8_fnuz.kgen:13)
	v_mul_f32 v88, s7, v21
	v_mov_b32 v21, 0xbfb8aa3b
	v_mul_f32 v89, s7, v21
	v_mul_f32 v21, v87, v89                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8_fnuz.kgen:13)
	v_fma_f32 v89, v70, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v90, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v71, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v91, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v72, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v92, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v73, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v93, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v74, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v94, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v75, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v95, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v76, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v96, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v77, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v97, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v78, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v98, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v79, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v99, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v80, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v100, v89                                 ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v81, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v101, v89                                 ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v82, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v102, v89                                 ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v83, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v103, v89                                 ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v84, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v104, v89                                 ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v85, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v21, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_cmp_u_f32 s[14:15], v90, v90                      ; round to e4m3fnuz
	v_med3_f32 v70, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v90, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	v_cvt_f32_fp8 v70, v71
	v_cmp_u_f32 s[14:15], v91, v91                      ; round to e4m3fnuz
	v_med3_f32 v71, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v91, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v72, 0xff, v71
	v_cvt_f32_fp8 v71, v72
	v_cmp_u_f32 s[14:15], v92, v92                      ; round to e4m3fnuz
	v_med3_f32 v72, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v72, v72, v92, s[14:15]
	v_cvt_pk_fp8_f32 v72, v72, 0
	v_and_b32 v73, 0xff, v72
	v_cvt_f32_fp8 v72, v73
	v_cmp_u_f32 s[14:15], v93, v93                      ; round to e4m3fnuz
	v_med3_f32 v73, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v93, s[14:15]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v74, 0xff, v73
	v_cvt_f32_fp8 v73, v74
	v_cmp_u_f32 s[14:15], v94, v94                      ; round to e4m3fnuz
	v_med3_f32 v74, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v94, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v75, 0xff, v74
	v_cvt_f32_fp8 v74, v75
	v_cmp_u_f32 s[14:15], v95, v95                      ; round to e4m3fnuz
	v_med3_f32 v75, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v75, v75, v95, s[14:15]
	v_cvt_pk_fp8_f32 v75, v75, 0
	v_and_b32 v76, 0xff, v75
	v_cvt_f32_fp8 v75, v76
	v_cmp_u_f32 s[14:15], v96, v96                      ; round to e4m3fnuz
	v_med3_f32 v76, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v76, v76, v96, s[14:15]
	v_cvt_pk_fp8_f32 v76, v76, 0
	v_and_b32 v77, 0xff, v76
	v_cvt_f32_fp8 v76, v77
	v_cmp_u_f32 s[14:15], v97, v97                      ; round to e4m3fnuz
	v_med3_f32 v77, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v97, s[14:15]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v78, 0xff, v77
	v_cvt_f32_fp8 v77, v78
	v_cmp_u_f32 s[14:15], v98, v98                      ; round to e4m3fnuz
	v_med3_f32 v78, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v78, v78, v98, s[14:15]
	v_cvt_pk_fp8_f32 v78, v78, 0
	v_and_b32 v79, 0xff, v78
	v_cvt_f32_fp8 v78, v79
	v_cmp_u_f32 s[14:15], v99, v99                      ; round to e4m3fnuz
	v_med3_f32 v79, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v79, v79, v99, s[14:15]
	v_cvt_pk_fp8_f32 v79, v79, 0
	v_and_b32 v80, 0xff, v79
	v_cvt_f32_fp8 v79, v80
	v_cmp_u_f32 s[14:15], v100, v100                    ; round to e4m3fnuz
	v_med3_f32 v80, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v80, v80, v100, s[14:15]
	v_cvt_pk_fp8_f32 v80, v80, 0
	v_and_b32 v81, 0xff, v80
	v_cvt_f32_fp8 v80, v81
	v_cmp_u_f32 s[14:15], v101, v101                    ; round to e4m3fnuz
	v_med3_f32 v81, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v81, v81, v101, s[14:15]
	v_cvt_pk_fp8_f32 v81, v81, 0
	v_and_b32 v82, 0xff, v81
	v_cvt_f32_fp8 v81, v82
	v_cmp_u_f32 s[14:15], v102, v102                    ; round to e4m3fnuz
	v_med3_f32 v82, v102, -s4, s4
	s_nop 0
	v_cndmask_b32 v82, v82, v102, s[14:15]
	v_cvt_pk_fp8_f32 v82, v82, 0
	v_and_b32 v83, 0xff, v82
	v_cvt_f32_fp8 v82, v83
	v_cmp_u_f32 s[14:15], v103, v103                    ; round to e4m3fnuz
	v_med3_f32 v83, v103, -s4, s4
	s_nop 0
	v_cndmask_b32 v83, v83, v103, s[14:15]
	v_cvt_pk_fp8_f32 v83, v83, 0
	v_and_b32 v84, 0xff, v83
	v_cvt_f32_fp8 v83, v84
	v_cmp_u_f32 s[14:15], v104, v104                    ; round to e4m3fnuz
	v_med3_f32 v84, v104, -s4, s4
	s_nop 0
	v_cndmask_b32 v84, v84, v104, s[14:15]
	v_cvt_pk_fp8_f32 v84, v84, 0
	v_and_b32 v85, 0xff, v84
	v_cvt_f32_fp8 v84, v85
	v_cmp_u_f32 s[14:15], v21, v21                      ; round to e4m3fnuz
	v_med3_f32 v85, v21, -s4, s4
	s_nop 0
	v_cndmask_b32 v85, v85, v21, s[14:15]
	v_cvt_pk_fp8_f32 v85, v85, 0
	v_and_b32 v88, 0xff, v85
	v_cvt_f32_fp8 v85, v88
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v88, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v88, v88, v70, s[14:15]
	v_cvt_pk_fp8_f32 v88, v88, 0
	v_and_b32 v70, 0xff, v88
	ds_write_b8 v11, v70 offset:44032                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v71, v71
	v_med3_f32 v70, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v71, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	ds_write_b8 v11, v71 offset:44033                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v72, v72
	v_med3_f32 v70, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v72, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	ds_write_b8 v11, v71 offset:44034                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v73, v73
	v_med3_f32 v70, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v73, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	ds_write_b8 v11, v71 offset:44035                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v74, v74
	v_med3_f32 v70, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v74, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	ds_write_b8 v11, v71 offset:44040                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v75, v75
	v_med3_f32 v70, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v75, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	ds_write_b8 v11, v71 offset:44041                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v76, v76
	v_med3_f32 v70, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v76, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	ds_write_b8 v11, v71 offset:44042                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v77, v77
	v_med3_f32 v70, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v77, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	ds_write_b8 v11, v71 offset:44043                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v78, v78
	v_med3_f32 v70, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v78, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	ds_write_b8 v11, v71 offset:44048                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v79, v79
	v_med3_f32 v70, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v79, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	ds_write_b8 v11, v71 offset:44049                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v80, v80
	v_med3_f32 v70, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v80, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	ds_write_b8 v11, v71 offset:44050                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v81, v81
	v_med3_f32 v70, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v81, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	ds_write_b8 v11, v71 offset:44051                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v82, v82
	v_med3_f32 v70, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v82, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	ds_write_b8 v11, v71 offset:44056                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v83, v83
	v_med3_f32 v70, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v83, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	ds_write_b8 v11, v71 offset:44057                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v84, v84
	v_med3_f32 v70, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v84, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	ds_write_b8 v11, v71 offset:44058                   ; B operand of the product: stage
	v_cmp_u_f32 s[14:15], v85, v85
	v_med3_f32 v70, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v85, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	ds_write_b8 v11, v71 offset:44059                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[70:73], v19 offset:44032             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[74:77], v2                           ; A fragment 0, k-steps 0..1
	ds_read_b128 v[78:81], v2 offset:2560               ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[74:75], v[70:71], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[78:79], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[76:77], v[72:73], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[80:81], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	ds_read_b128 v[70:73], v19 offset:44064             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[74:77], v2 offset:32                 ; A fragment 0, k-steps 2..3
	ds_read_b128 v[78:81], v2 offset:2592               ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[74:75], v[70:71], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[78:79], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[76:77], v[72:73], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[80:81], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mul_f32 v70, v18, v86                             ; examples/attention_fp8_fnuz.kgen:15
	v_add_f32 v71, v90, v91                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v72, v71, v92                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v71, v72, v93                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v72, v71, v94                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v71, v72, v95                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v72, v71, v96                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v71, v72, v97                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v72, v71, v98                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v71, v72, v99                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v72, v71, v100                            ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v71, v72, v101                            ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v72, v71, v102                            ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v71, v72, v103                            ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v72, v71, v104                            ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v71, v72, v21                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_and_b32 v21, 63, v0                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): lanes 32 apart
	v_xor_b32 v21, 32, v21
	v_lshlrev_b32 v21, 2, v21
	ds_bpermute_b32 v72, v21, v71
	s_waitcnt lgkmcnt(0)
	v_add_f32 v21, v71, v72
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_257
	ds_write_b32 v14, v21 offset:53248                  ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v21, v15 offset:53248                   ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 0
	ds_read_b32 v71, v15 offset:53504                   ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v72, v21, v71
	v_add_f32 v21, v70, v72                             ; examples/attention_fp8_fnuz.kgen:15
	v_mov_b32 v18, v21                                  ; next 'l'
	v_mov_b32 v1, v87                                   ; next 'mx'
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
	v_cmp_lt_u32 s[14:15], v6, s13                      ; 'tt' element in bounds
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_599
	global_load_ubyte v21, v10, s[24:25]                ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v70, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_599
	global_load_ubyte v21, v10, s[24:25] offset:1       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v71, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_599
	global_load_ubyte v21, v10, s[24:25] offset:2       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v72, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_599
	global_load_ubyte v21, v10, s[24:25] offset:3       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v73, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_599
	global_load_ubyte v21, v10, s[24:25] offset:4       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_599
	global_load_ubyte v21, v10, s[24:25] offset:5       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v75, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_599
	global_load_ubyte v21, v10, s[24:25] offset:6       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v76, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[14:15]               ; lanes where %vpred_599
	global_load_ubyte v21, v10, s[24:25] offset:7       ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v21
	v_add_u32 v21, 16, v6
	v_cmp_lt_u32 s[26:27], v21, s13                     ; 'tt' element in bounds
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_617
	global_load_ubyte v21, v10, s[24:25] offset:2048    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_617
	global_load_ubyte v21, v10, s[24:25] offset:2049    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_617
	global_load_ubyte v21, v10, s[24:25] offset:2050    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_617
	global_load_ubyte v21, v10, s[24:25] offset:2051    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_617
	global_load_ubyte v21, v10, s[24:25] offset:2052    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_617
	global_load_ubyte v21, v10, s[24:25] offset:2053    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v83, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_617
	global_load_ubyte v21, v10, s[24:25] offset:2054    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v84, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[26:27]               ; lanes where %vpred_617
	global_load_ubyte v21, v10, s[24:25] offset:2055    ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v85, v21
	v_add_u32 v21, 32, v6
	v_cmp_lt_u32 s[34:35], v21, s13                     ; 'tt' element in bounds
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_635
	v_add_u32 v86, 0x1000, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v21, v86, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v86, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_635
	v_add_u32 v87, 0x1001, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v21, v87, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v87, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_635
	v_add_u32 v88, 0x1002, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v21, v88, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v88, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_635
	v_add_u32 v89, 0x1003, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v21, v89, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v89, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_635
	v_add_u32 v90, 0x1004, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v21, v90, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v90, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_635
	v_add_u32 v91, 0x1005, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v21, v91, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v91, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_635
	v_add_u32 v92, 0x1006, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v21, v92, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v92, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_635
	v_add_u32 v93, 0x1007, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v21, v93, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v93, v21
	v_add_u32 v21, 48, v6
	v_cmp_lt_u32 s[36:37], v21, s13                     ; 'tt' element in bounds
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_653
	v_add_u32 v94, 0x1800, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v21, v94, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v94, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_653
	v_add_u32 v95, 0x1801, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v21, v95, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v95, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_653
	v_add_u32 v96, 0x1802, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v21, v96, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v96, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_653
	v_add_u32 v97, 0x1803, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v21, v97, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v97, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_653
	v_add_u32 v98, 0x1804, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v21, v98, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v98, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_653
	v_add_u32 v99, 0x1805, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v21, v99, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v99, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_653
	v_add_u32 v100, 0x1806, v10                         ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v21, v100, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v100, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_653
	v_add_u32 v101, 0x1807, v10                         ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v21, v101, s[24:25]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v101, v21
	v_cmp_u_f32 s[24:25], v70, v70
	v_med3_f32 v21, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v70, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70                                 ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v71, v71
	v_med3_f32 v21, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v71, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:1                        ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v72, v72
	v_med3_f32 v21, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v72, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:2                        ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v73, v73
	v_med3_f32 v21, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v73, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:3                        ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v74, v74
	v_med3_f32 v21, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v74, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:4                        ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v75, v75
	v_med3_f32 v21, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v75, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:5                        ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v76, v76
	v_med3_f32 v21, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v76, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6                        ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v77, v77
	v_med3_f32 v21, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v77, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:7                        ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v78, v78
	v_med3_f32 v21, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v78, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:2304                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v79, v79
	v_med3_f32 v21, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v79, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:2305                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v80, v80
	v_med3_f32 v21, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v80, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:2306                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v81, v81
	v_med3_f32 v21, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v81, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:2307                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v82, v82
	v_med3_f32 v21, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v82, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:2308                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v83, v83
	v_med3_f32 v21, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v83, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:2309                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v84, v84
	v_med3_f32 v21, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v84, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:2310                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v85, v85
	v_med3_f32 v21, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v85, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:2311                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v86, v86
	v_med3_f32 v21, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v86, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:4608                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v87, v87
	v_med3_f32 v21, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v87, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:4609                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v88, v88
	v_med3_f32 v21, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v88, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:4610                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v89, v89
	v_med3_f32 v21, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v89, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:4611                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v90, v90
	v_med3_f32 v21, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v90, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:4612                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v91, v91
	v_med3_f32 v21, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v91, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:4613                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v92, v92
	v_med3_f32 v21, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v92, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:4614                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v93, v93
	v_med3_f32 v21, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v93, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:4615                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v94, v94
	v_med3_f32 v21, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v94, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6912                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v95, v95
	v_med3_f32 v21, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v95, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6913                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v96, v96
	v_med3_f32 v21, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v96, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6914                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v97, v97
	v_med3_f32 v21, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v97, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6915                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v98, v98
	v_med3_f32 v21, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v98, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6916                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v99, v99
	v_med3_f32 v21, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v99, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6917                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v100, v100
	v_med3_f32 v21, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v100, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6918                     ; A operand of the product: stage
	v_cmp_u_f32 s[24:25], v101, v101
	v_med3_f32 v21, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v101, s[24:25]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v70, 0xff, v21
	ds_write_b8 v8, v70 offset:6919                     ; A operand of the product: stage
	v_mov_b32 v70, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v72, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v74, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v75, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v76, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v77, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v78, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v79, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v80, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v81, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v82, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v84, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v85, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[86:89], v13                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[70:85], v[86:87], v[22:23], v[70:85] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[70:85], v[88:89], v[24:25], v[70:85] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[86:89], v13 offset:32                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[70:85], v[86:87], v[26:27], v[70:85] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[70:85], v[88:89], v[28:29], v[70:85] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[86:89], v13 offset:64                ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[70:85], v[86:87], v[30:31], v[70:85] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[70:85], v[88:89], v[32:33], v[70:85] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[86:89], v13 offset:96                ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[70:85], v[86:87], v[34:35], v[70:85] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[70:85], v[88:89], v[36:37], v[70:85] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_cmp_lt_u32 s[24:25], v3, s21                      ; 's' element in bounds
	v_cmp_lt_u32 s[38:39], v5, s13                      ; 'tt' element in bounds
	s_and_b64 s[40:41], s[24:25], s[38:39]
	v_mov_b32 v21, 0xff800000                           ; absent elements contribute the identity
	s_nop 6
	v_cndmask_b32 v86, v21, v70, s[40:41]
	v_add_u32 v21, 1, v5
	v_cmp_lt_u32 s[38:39], v21, s13                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[24:25], s[38:39]
	v_mov_b32 v21, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v87, v21, v71, s[42:43]
	v_add_u32 v21, 2, v5
	v_cmp_lt_u32 s[38:39], v21, s13                     ; 'tt' element in bounds
	s_and_b64 s[44:45], s[24:25], s[38:39]
	v_mov_b32 v21, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v88, v21, v72, s[44:45]
	v_add_u32 v21, 3, v5
	v_cmp_lt_u32 s[38:39], v21, s13                     ; 'tt' element in bounds
	s_and_b64 s[46:47], s[24:25], s[38:39]
	v_mov_b32 v21, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v89, v21, v73, s[46:47]
	v_add_u32 v21, 8, v5
	v_cmp_lt_u32 s[38:39], v21, s13                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[24:25], s[38:39]
	v_mov_b32 v21, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v90, v21, v74, s[48:49]
	v_add_u32 v21, 9, v5
	v_cmp_lt_u32 s[38:39], v21, s13                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[24:25], s[38:39]
	v_mov_b32 v21, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v91, v21, v75, s[50:51]
	v_add_u32 v21, 10, v5
	v_cmp_lt_u32 s[38:39], v21, s13                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[24:25], s[38:39]
	v_mov_b32 v21, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v92, v21, v76, s[52:53]
	v_add_u32 v21, 11, v5
	v_cmp_lt_u32 s[38:39], v21, s13                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[24:25], s[38:39]
	v_mov_b32 v21, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v93, v21, v77, s[54:55]
	v_add_u32 v21, 16, v5
	v_cmp_lt_u32 s[38:39], v21, s13                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[24:25], s[38:39]
	v_mov_b32 v21, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v94, v21, v78, s[56:57]
	v_add_u32 v21, 17, v5
	v_cmp_lt_u32 s[38:39], v21, s13                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[24:25], s[38:39]
	v_mov_b32 v21, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v95, v21, v79, s[58:59]
	v_add_u32 v21, 18, v5
	v_cmp_lt_u32 s[38:39], v21, s13                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[24:25], s[38:39]
	v_mov_b32 v21, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v96, v21, v80, s[60:61]
	v_add_u32 v21, 19, v5
	v_cmp_lt_u32 s[38:39], v21, s13                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[24:25], s[38:39]
	v_mov_b32 v21, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v97, v21, v81, s[62:63]
	v_add_u32 v21, 24, v5
	v_cmp_lt_u32 s[38:39], v21, s13                     ; 'tt' element in bounds
	s_and_b64 s[64:65], s[24:25], s[38:39]
	v_mov_b32 v21, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v98, v21, v82, s[64:65]
	v_add_u32 v21, 25, v5
	v_cmp_lt_u32 s[38:39], v21, s13                     ; 'tt' element in bounds
	s_and_b64 s[66:67], s[24:25], s[38:39]
	v_mov_b32 v21, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v99, v21, v83, s[66:67]
	v_add_u32 v21, 26, v5
	v_cmp_lt_u32 s[38:39], v21, s13                     ; 'tt' element in bounds
	s_and_b64 s[68:69], s[24:25], s[38:39]
	v_mov_b32 v21, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v100, v21, v84, s[68:69]
	v_add_u32 v21, 27, v5
	v_cmp_lt_u32 s[38:39], v21, s13                     ; 'tt' element in bounds
	s_and_b64 s[70:71], s[24:25], s[38:39]
	v_mov_b32 v21, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v101, v21, v85, s[70:71]
	v_max_f32 v21, v86, v87                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v86, v87
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[24:25]
	v_max_f32 v21, v87, v88                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v87, v88
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[24:25]
	v_max_f32 v21, v87, v89                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v87, v89
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[24:25]
	v_max_f32 v21, v87, v90                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v87, v90
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[24:25]
	v_max_f32 v21, v87, v91                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v87, v91
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[24:25]
	v_max_f32 v21, v87, v92                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v87, v92
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[24:25]
	v_max_f32 v21, v87, v93                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v87, v93
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[24:25]
	v_max_f32 v21, v87, v94                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v87, v94
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[24:25]
	v_max_f32 v21, v87, v95                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v87, v95
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[24:25]
	v_max_f32 v21, v87, v96                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v87, v96
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[24:25]
	v_max_f32 v21, v87, v97                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v87, v97
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[24:25]
	v_max_f32 v21, v87, v98                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v87, v98
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[24:25]
	v_max_f32 v21, v87, v99                             ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v87, v99
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[24:25]
	v_max_f32 v21, v87, v100                            ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v87, v100
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[24:25]
	v_max_f32 v21, v87, v101                            ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[24:25], v87, v101
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[24:25]
	v_and_b32 v21, 63, v0                               ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): lanes 32 apart
	v_xor_b32 v21, 32, v21
	v_lshlrev_b32 v21, 2, v21
	ds_bpermute_b32 v86, v21, v87
	s_waitcnt lgkmcnt(0)
	v_max_f32 v21, v87, v86
	v_cmp_u_f32 s[24:25], v87, v86
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[24:25]
	s_and_saveexec_b64 s[24:25], s[10:11]               ; lanes where %vpred_257
	ds_write_b32 v14, v87 offset:10240                  ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v21, v15 offset:10240                   ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 0
	ds_read_b32 v86, v15 offset:10496                   ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v87, v21, v86
	v_cmp_u_f32 s[24:25], v21, v86
	v_mov_b32 v21, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v86, v87, v21, s[24:25]
	v_max_f32 v21, v1, v86                              ; examples/attention_fp8_fnuz.kgen:12
	v_cmp_u_f32 s[24:25], v1, v86
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v21, v86, s[24:25]
	v_sub_f32 v21, v1, v87                              ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v86, s7, v21                              ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v21, 0x3fb8aa3b, v86                      ; examples/attention_fp8_fnuz.kgen:14
	v_exp_f32 v86, v21                                  ; examples/attention_fp8_fnuz.kgen:14
	s_nop 0
	v_mul_f32 v21, v38, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v88, v39, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v89, v40, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v90, v41, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v91, v42, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v92, v43, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v93, v44, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v94, v45, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v95, v46, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v96, v47, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v97, v48, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v98, v49, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v99, v50, v86                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v100, v51, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v101, v52, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v102, v53, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v103, v54, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v104, v55, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v105, v56, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v106, v57, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v107, v58, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v108, v59, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v109, v60, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v110, v61, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v111, v62, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v112, v63, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v113, v64, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v114, v65, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v115, v66, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v116, v67, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v117, v68, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v118, v69, v86                            ; examples/attention_fp8_fnuz.kgen:16
	v_mov_b32 v38, v21                                  ; 'acc' scaled in place
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
	v_mov_b32 v56, v105                                 ; 'acc' scaled in place
	v_mov_b32 v57, v106                                 ; 'acc' scaled in place
	v_mov_b32 v58, v107                                 ; 'acc' scaled in place
	v_mov_b32 v59, v108                                 ; 'acc' scaled in place
	v_mov_b32 v60, v109                                 ; 'acc' scaled in place
	v_mov_b32 v61, v110                                 ; 'acc' scaled in place
	v_mov_b32 v62, v111                                 ; 'acc' scaled in place
	v_mov_b32 v63, v112                                 ; 'acc' scaled in place
	v_mov_b32 v64, v113                                 ; 'acc' scaled in place
	v_mov_b32 v65, v114                                 ; 'acc' scaled in place
	v_mov_b32 v66, v115                                 ; 'acc' scaled in place
	v_mov_b32 v67, v116                                 ; 'acc' scaled in place
	v_mov_b32 v68, v117                                 ; 'acc' scaled in place
	v_mov_b32 v69, v118                                 ; 'acc' scaled in place
	s_mov_b32 s24, s12
	s_mov_b32 s25, 0
	s_add_u32 s38, s32, s24                             ; 'vt' at this chunk
	s_addc_u32 s39, s33, s25
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_599
	global_load_ubyte v21, v16, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v88, v21
	s_mul_i32 s13, s18, 1
	v_add_u32 v21, s13, v16
	v_mov_b32 v89, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_599
	global_load_ubyte v89, v21, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v90, v89
	s_mul_i32 s13, s18, 2
	v_add_u32 v89, s13, v16
	v_mov_b32 v91, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_599
	global_load_ubyte v91, v89, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v92, v91
	s_mul_i32 s13, s18, 3
	v_add_u32 v91, s13, v16
	v_mov_b32 v93, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_599
	global_load_ubyte v93, v91, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v94, v93
	s_mul_i32 s13, s18, 4
	v_add_u32 v93, s13, v16
	v_mov_b32 v95, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_599
	global_load_ubyte v95, v93, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v96, v95
	s_mul_i32 s13, s18, 5
	v_add_u32 v95, s13, v16
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_599
	global_load_ubyte v97, v95, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v98, v97
	s_mul_i32 s13, s18, 6
	v_add_u32 v97, s13, v16
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_599
	global_load_ubyte v99, v97, s[38:39]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v100, v99
	s_mul_i32 s13, s18, 7
	v_add_u32 v99, s13, v16
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[24:25], s[14:15]               ; lanes where %vpred_599
	global_load_ubyte v101, v99, s[38:39]               ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v102, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_617
	global_load_ubyte v101, v16, s[38:39] offset:16     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v103, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_617
	global_load_ubyte v101, v21, s[38:39] offset:16     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v104, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_617
	global_load_ubyte v101, v89, s[38:39] offset:16     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v105, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_617
	global_load_ubyte v101, v91, s[38:39] offset:16     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v106, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_617
	global_load_ubyte v101, v93, s[38:39] offset:16     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v107, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_617
	global_load_ubyte v101, v95, s[38:39] offset:16     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v108, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_617
	global_load_ubyte v101, v97, s[38:39] offset:16     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v109, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[26:27]               ; lanes where %vpred_617
	global_load_ubyte v101, v99, s[38:39] offset:16     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v110, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_635
	global_load_ubyte v101, v16, s[38:39] offset:32     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v111, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_635
	global_load_ubyte v101, v21, s[38:39] offset:32     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v112, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_635
	global_load_ubyte v101, v89, s[38:39] offset:32     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v113, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_635
	global_load_ubyte v101, v91, s[38:39] offset:32     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v114, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_635
	global_load_ubyte v101, v93, s[38:39] offset:32     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v115, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_635
	global_load_ubyte v101, v95, s[38:39] offset:32     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v116, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_635
	global_load_ubyte v101, v97, s[38:39] offset:32     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v117, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[34:35]               ; lanes where %vpred_635
	global_load_ubyte v101, v99, s[38:39] offset:32     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v118, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_653
	global_load_ubyte v101, v16, s[38:39] offset:48     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v119, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_653
	global_load_ubyte v101, v21, s[38:39] offset:48     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v21, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_653
	global_load_ubyte v101, v89, s[38:39] offset:48     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v89, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_653
	global_load_ubyte v101, v91, s[38:39] offset:48     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v91, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_653
	global_load_ubyte v101, v93, s[38:39] offset:48     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v93, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_653
	global_load_ubyte v101, v95, s[38:39] offset:48     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v95, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_653
	global_load_ubyte v101, v97, s[38:39] offset:48     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v97, v101
	v_mov_b32 v101, 0                                   ; absent element
	s_and_saveexec_b64 s[14:15], s[36:37]               ; lanes where %vpred_653
	global_load_ubyte v101, v99, s[38:39] offset:48     ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v99, v101
	ds_write_b32 v9, v88 offset:10752                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v90 offset:11012                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v92 offset:11272                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v94 offset:11532                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v96 offset:11792                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v98 offset:12052                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v100 offset:12312                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v102 offset:12572                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v103 offset:10816                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v104 offset:11076                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v105 offset:11336                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v106 offset:11596                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v107 offset:11856                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v108 offset:12116                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v109 offset:12376                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v110 offset:12636                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v111 offset:10880                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v112 offset:11140                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v113 offset:11400                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v114 offset:11660                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v115 offset:11920                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v116 offset:12180                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v117 offset:12440                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v118 offset:12700                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v119 offset:10944                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v21 offset:11204                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v89 offset:11464                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v91 offset:11724                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v93 offset:11984                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v95 offset:12244                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v97 offset:12504                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v99 offset:12764                   ; convert 'vt' in K runs: write this thread's elements
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v21, v17 offset:10752                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v88, v17 offset:10756                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v89, v17 offset:10760                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v90, v17 offset:10764                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v91, v17 offset:14912                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v92, v17 offset:14916                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v93, v17 offset:14920                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v94, v17 offset:14924                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v95, v17 offset:19072                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v96, v17 offset:19076                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v97, v17 offset:19080                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v98, v17 offset:19084                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v99, v17 offset:23232                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v100, v17 offset:23236                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v101, v17 offset:23240                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v102, v17 offset:23244                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v103, v17 offset:27392                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v104, v17 offset:27396                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v105, v17 offset:27400                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v106, v17 offset:27404                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v107, v17 offset:31552                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v108, v17 offset:31556                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v109, v17 offset:31560                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v110, v17 offset:31564                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v111, v17 offset:35712                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v112, v17 offset:35716                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v113, v17 offset:35720                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v114, v17 offset:35724                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v115, v17 offset:39872                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v116, v17 offset:39876                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v117, v17 offset:39880                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v118, v17 offset:39884                  ; convert 'vt' in K runs: read in the new layout
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v21, v21
	v_med3_f32 v119, v21, -s4, s4
	s_nop 0
	v_cndmask_b32 v119, v119, v21, s[14:15]
	v_cvt_pk_fp8_f32 v119, v119, 0
	v_and_b32 v21, 0xff, v119
	ds_write_b8 v7, v21                                 ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v88, v88
	v_med3_f32 v21, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v88, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:1                        ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v89, v89
	v_med3_f32 v21, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v89, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:2                        ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v90, v90
	v_med3_f32 v21, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v90, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:3                        ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v91, v91
	v_med3_f32 v21, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v91, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:1280                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v92, v92
	v_med3_f32 v21, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v92, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:1281                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v93, v93
	v_med3_f32 v21, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v93, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:1282                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v94, v94
	v_med3_f32 v21, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v94, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:1283                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v95, v95
	v_med3_f32 v21, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v95, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:2560                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v96, v96
	v_med3_f32 v21, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v96, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:2561                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v97, v97
	v_med3_f32 v21, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v97, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:2562                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v98, v98
	v_med3_f32 v21, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v98, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:2563                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v99, v99
	v_med3_f32 v21, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v99, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:3840                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v100, v100
	v_med3_f32 v21, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v100, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:3841                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v101, v101
	v_med3_f32 v21, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v101, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:3842                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v102, v102
	v_med3_f32 v21, v102, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v102, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:3843                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v103, v103
	v_med3_f32 v21, v103, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v103, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:5120                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v104, v104
	v_med3_f32 v21, v104, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v104, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:5121                     ; A operand of the product: stage
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[14:15], v105, v105
	v_med3_f32 v21, v105, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v105, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:5122                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v106, v106
	v_med3_f32 v21, v106, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v106, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:5123                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v107, v107
	v_med3_f32 v21, v107, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v107, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:6400                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v108, v108
	v_med3_f32 v21, v108, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v108, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:6401                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v109, v109
	v_med3_f32 v21, v109, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v109, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:6402                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v110, v110
	v_med3_f32 v21, v110, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v110, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:6403                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v111, v111
	v_med3_f32 v21, v111, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v111, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:7680                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v112, v112
	v_med3_f32 v21, v112, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v112, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:7681                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v113, v113
	v_med3_f32 v21, v113, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v113, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:7682                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v114, v114
	v_med3_f32 v21, v114, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v114, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:7683                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v115, v115
	v_med3_f32 v21, v115, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v115, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:8960                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v116, v116
	v_med3_f32 v21, v116, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v116, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:8961                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v117, v117
	v_med3_f32 v21, v117, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v117, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:8962                     ; A operand of the product: stage
	v_cmp_u_f32 s[14:15], v118, v118
	v_med3_f32 v21, v118, -s4, s4
	s_nop 0
	v_cndmask_b32 v21, v21, v118, s[14:15]
	v_cvt_pk_fp8_f32 v21, v21, 0
	v_and_b32 v88, 0xff, v21
	ds_write_b8 v7, v88 offset:8963                     ; A operand of the product: stage
	v_mov_b32 v21, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8_fnuz.kgen:13)
	v_mul_f32 v88, s7, v21
	v_mov_b32 v21, 0xbfb8aa3b
	v_mul_f32 v89, s7, v21
	v_mul_f32 v21, v87, v89                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8_fnuz.kgen:13)
	v_fma_f32 v89, v70, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v90, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v71, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v91, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v72, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v92, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v73, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v93, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v74, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v94, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v75, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v95, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v76, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v96, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v77, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v97, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v78, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v98, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v79, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v99, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v80, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v100, v89                                 ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v81, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v101, v89                                 ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v82, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v102, v89                                 ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v83, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v103, v89                                 ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v84, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v104, v89                                 ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v89, v85, v88, v21                        ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v21, v89                                  ; examples/attention_fp8_fnuz.kgen:13
	v_cmp_u_f32 s[14:15], v90, v90                      ; round to e4m3fnuz
	v_med3_f32 v70, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v90, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	v_cvt_f32_fp8 v70, v71
	v_cmp_u_f32 s[14:15], v91, v91                      ; round to e4m3fnuz
	v_med3_f32 v71, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v91, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v72, 0xff, v71
	v_cvt_f32_fp8 v71, v72
	v_cmp_u_f32 s[14:15], v92, v92                      ; round to e4m3fnuz
	v_med3_f32 v72, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v72, v72, v92, s[14:15]
	v_cvt_pk_fp8_f32 v72, v72, 0
	v_and_b32 v73, 0xff, v72
	v_cvt_f32_fp8 v72, v73
	v_cmp_u_f32 s[14:15], v93, v93                      ; round to e4m3fnuz
	v_med3_f32 v73, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v93, s[14:15]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v74, 0xff, v73
	v_cvt_f32_fp8 v73, v74
	v_cmp_u_f32 s[14:15], v94, v94                      ; round to e4m3fnuz
	v_med3_f32 v74, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v94, s[14:15]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v75, 0xff, v74
	v_cvt_f32_fp8 v74, v75
	v_cmp_u_f32 s[14:15], v95, v95                      ; round to e4m3fnuz
	v_med3_f32 v75, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v75, v75, v95, s[14:15]
	v_cvt_pk_fp8_f32 v75, v75, 0
	v_and_b32 v76, 0xff, v75
	v_cvt_f32_fp8 v75, v76
	v_cmp_u_f32 s[14:15], v96, v96                      ; round to e4m3fnuz
	v_med3_f32 v76, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v76, v76, v96, s[14:15]
	v_cvt_pk_fp8_f32 v76, v76, 0
	v_and_b32 v77, 0xff, v76
	v_cvt_f32_fp8 v76, v77
	v_cmp_u_f32 s[14:15], v97, v97                      ; round to e4m3fnuz
	v_med3_f32 v77, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v97, s[14:15]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v78, 0xff, v77
	v_cvt_f32_fp8 v77, v78
	v_cmp_u_f32 s[14:15], v98, v98                      ; round to e4m3fnuz
	v_med3_f32 v78, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v78, v78, v98, s[14:15]
	v_cvt_pk_fp8_f32 v78, v78, 0
	v_and_b32 v79, 0xff, v78
	v_cvt_f32_fp8 v78, v79
	v_cmp_u_f32 s[14:15], v99, v99                      ; round to e4m3fnuz
	v_med3_f32 v79, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v79, v79, v99, s[14:15]
	v_cvt_pk_fp8_f32 v79, v79, 0
	v_and_b32 v80, 0xff, v79
	v_cvt_f32_fp8 v79, v80
	v_cmp_u_f32 s[14:15], v100, v100                    ; round to e4m3fnuz
	v_med3_f32 v80, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v80, v80, v100, s[14:15]
	v_cvt_pk_fp8_f32 v80, v80, 0
	v_and_b32 v81, 0xff, v80
	v_cvt_f32_fp8 v80, v81
	v_cmp_u_f32 s[14:15], v101, v101                    ; round to e4m3fnuz
	v_med3_f32 v81, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v81, v81, v101, s[14:15]
	v_cvt_pk_fp8_f32 v81, v81, 0
	v_and_b32 v82, 0xff, v81
	v_cvt_f32_fp8 v81, v82
	v_cmp_u_f32 s[14:15], v102, v102                    ; round to e4m3fnuz
	v_med3_f32 v82, v102, -s4, s4
	s_nop 0
	v_cndmask_b32 v82, v82, v102, s[14:15]
	v_cvt_pk_fp8_f32 v82, v82, 0
	v_and_b32 v83, 0xff, v82
	v_cvt_f32_fp8 v82, v83
	v_cmp_u_f32 s[14:15], v103, v103                    ; round to e4m3fnuz
	v_med3_f32 v83, v103, -s4, s4
	s_nop 0
	v_cndmask_b32 v83, v83, v103, s[14:15]
	v_cvt_pk_fp8_f32 v83, v83, 0
	v_and_b32 v84, 0xff, v83
	v_cvt_f32_fp8 v83, v84
	v_cmp_u_f32 s[14:15], v104, v104                    ; round to e4m3fnuz
	v_med3_f32 v84, v104, -s4, s4
	s_nop 0
	v_cndmask_b32 v84, v84, v104, s[14:15]
	v_cvt_pk_fp8_f32 v84, v84, 0
	v_and_b32 v85, 0xff, v84
	v_cvt_f32_fp8 v84, v85
	v_cmp_u_f32 s[14:15], v21, v21                      ; round to e4m3fnuz
	v_med3_f32 v85, v21, -s4, s4
	s_nop 0
	v_cndmask_b32 v85, v85, v21, s[14:15]
	v_cvt_pk_fp8_f32 v85, v85, 0
	v_and_b32 v88, 0xff, v85
	v_cvt_f32_fp8 v85, v88
	v_cndmask_b32 v88, 0, v70, s[40:41]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v88, v88
	v_med3_f32 v70, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v88, s[14:15]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v88, 0xff, v70
	ds_write_b8 v11, v88 offset:44032                   ; B operand of the product: stage
	v_cndmask_b32 v70, 0, v71, s[42:43]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v71, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v70, 0xff, v71
	ds_write_b8 v11, v70 offset:44033                   ; B operand of the product: stage
	v_cndmask_b32 v70, 0, v72, s[44:45]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v71, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v70, 0xff, v71
	ds_write_b8 v11, v70 offset:44034                   ; B operand of the product: stage
	v_cndmask_b32 v70, 0, v73, s[46:47]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v71, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v70, 0xff, v71
	ds_write_b8 v11, v70 offset:44035                   ; B operand of the product: stage
	v_cndmask_b32 v70, 0, v74, s[48:49]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v71, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v70, 0xff, v71
	ds_write_b8 v11, v70 offset:44040                   ; B operand of the product: stage
	v_cndmask_b32 v70, 0, v75, s[50:51]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v71, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v70, 0xff, v71
	ds_write_b8 v11, v70 offset:44041                   ; B operand of the product: stage
	v_cndmask_b32 v70, 0, v76, s[52:53]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v71, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v70, 0xff, v71
	ds_write_b8 v11, v70 offset:44042                   ; B operand of the product: stage
	v_cndmask_b32 v70, 0, v77, s[54:55]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v71, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v70, 0xff, v71
	ds_write_b8 v11, v70 offset:44043                   ; B operand of the product: stage
	v_cndmask_b32 v70, 0, v78, s[56:57]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v71, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v70, 0xff, v71
	ds_write_b8 v11, v70 offset:44048                   ; B operand of the product: stage
	v_cndmask_b32 v70, 0, v79, s[58:59]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v71, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v70, 0xff, v71
	ds_write_b8 v11, v70 offset:44049                   ; B operand of the product: stage
	v_cndmask_b32 v70, 0, v80, s[60:61]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v71, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v70, 0xff, v71
	ds_write_b8 v11, v70 offset:44050                   ; B operand of the product: stage
	v_cndmask_b32 v70, 0, v81, s[62:63]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v71, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v70, 0xff, v71
	ds_write_b8 v11, v70 offset:44051                   ; B operand of the product: stage
	v_cndmask_b32 v70, 0, v82, s[64:65]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v71, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v70, 0xff, v71
	ds_write_b8 v11, v70 offset:44056                   ; B operand of the product: stage
	v_cndmask_b32 v70, 0, v83, s[66:67]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v71, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v70, 0xff, v71
	ds_write_b8 v11, v70 offset:44057                   ; B operand of the product: stage
	v_cndmask_b32 v70, 0, v84, s[68:69]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v71, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v70, 0xff, v71
	ds_write_b8 v11, v70 offset:44058                   ; B operand of the product: stage
	v_cndmask_b32 v70, 0, v85, s[70:71]                 ; absent elements add nothing
	v_cmp_u_f32 s[14:15], v70, v70
	v_med3_f32 v71, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v70, 0xff, v71
	ds_write_b8 v11, v70 offset:44059                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[70:73], v19 offset:44032             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[74:77], v2                           ; A fragment 0, k-steps 0..1
	ds_read_b128 v[78:81], v2 offset:2560               ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[74:75], v[70:71], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[78:79], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[76:77], v[72:73], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[80:81], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	ds_read_b128 v[70:73], v19 offset:44064             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[74:77], v2 offset:32                 ; A fragment 0, k-steps 2..3
	ds_read_b128 v[78:81], v2 offset:2592               ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[74:75], v[70:71], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[78:79], v[70:71], v[54:69] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[38:53], v[76:77], v[72:73], v[38:53] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[54:69], v[80:81], v[72:73], v[54:69] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mul_f32 v70, v18, v86                             ; examples/attention_fp8_fnuz.kgen:15
	v_cndmask_b32 v71, 0, v90, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v72, 0, v91, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v73, 0, v92, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v74, 0, v93, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v75, 0, v94, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v76, 0, v95, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v77, 0, v96, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v78, 0, v97, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v79, 0, v98, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v80, 0, v99, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v81, 0, v100, s[60:61]                ; absent elements contribute the identity
	v_cndmask_b32 v82, 0, v101, s[62:63]                ; absent elements contribute the identity
	v_cndmask_b32 v83, 0, v102, s[64:65]                ; absent elements contribute the identity
	v_cndmask_b32 v84, 0, v103, s[66:67]                ; absent elements contribute the identity
	v_cndmask_b32 v85, 0, v104, s[68:69]                ; absent elements contribute the identity
	v_cndmask_b32 v86, 0, v21, s[70:71]                 ; absent elements contribute the identity
	v_add_f32 v21, v71, v72                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v71, v21, v73                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v21, v71, v74                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v71, v21, v75                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v21, v71, v76                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v71, v21, v77                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v21, v71, v78                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v71, v21, v79                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v21, v71, v80                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v71, v21, v81                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v21, v71, v82                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v71, v21, v83                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v21, v71, v84                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v71, v21, v85                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v21, v71, v86                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_and_b32 v71, 63, v0                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): lanes 32 apart
	v_xor_b32 v71, 32, v71
	v_lshlrev_b32 v71, 2, v71
	ds_bpermute_b32 v72, v71, v21
	s_waitcnt lgkmcnt(0)
	v_add_f32 v71, v21, v72
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_257
	ds_write_b32 v14, v71 offset:53248                  ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v21, v15 offset:53248                   ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 0
	ds_read_b32 v71, v15 offset:53504                   ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v72, v21, v71
	v_add_f32 v21, v70, v72                             ; examples/attention_fp8_fnuz.kgen:15
	v_mov_b32 v18, v21                                  ; next 'l'
	v_mov_b32 v1, v87                                   ; next 'mx'
	s_add_u32 s12, s12, 64
	s_cmp_lt_u32 s12, s18
	s_cbranch_scc1 .Lattention_fp8_fnuz_loop1
.Lattention_fp8_fnuz_loop1_end:
	v_div_scale_f32 v1, s[12:13], v18, v18, s16         ; examples/attention_fp8_fnuz.kgen:19
	v_rcp_f32 v21, v1
	s_waitcnt vmcnt(3)
	v_div_scale_f32 v22, vcc, s16, v18, s16
	v_fma_f32 v23, -v1, v21, 1.0
	v_fma_f32 v21, v23, v21, v21
	v_mul_f32 v24, v22, v21
	v_fma_f32 v23, -v1, v24, v22
	v_fma_f32 v24, v23, v21, v24
	v_fma_f32 v23, -v1, v24, v22
	v_div_fmas_f32 v23, v23, v21, v24
	v_div_fixup_f32 v1, v23, v18, s16
	v_mul_f32 v18, v38, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v21, v39, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v22, v40, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v23, v41, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v24, v42, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v25, v43, v1                              ; examples/attention_fp8_fnuz.kgen:19
	s_waitcnt vmcnt(2)
	v_mul_f32 v26, v44, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v27, v45, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v28, v46, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v29, v47, v1                              ; examples/attention_fp8_fnuz.kgen:19
	s_waitcnt vmcnt(1)
	v_mul_f32 v30, v48, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v31, v49, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v32, v50, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v33, v51, v1                              ; examples/attention_fp8_fnuz.kgen:19
	s_waitcnt vmcnt(0)
	v_mul_f32 v34, v52, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v35, v53, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v36, v54, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v37, v55, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v38, v56, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v39, v57, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v40, v58, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v41, v59, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v42, v60, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v43, v61, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v44, v62, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v45, v63, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v46, v64, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v47, v65, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v48, v66, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v49, v67, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v50, v68, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v51, v69, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v18, v18
	v_cmp_u_f32 s[14:15], v21, v21
	v_bfe_u32 v52, v18, 16, 1
	v_bfe_u32 v53, v21, 16, 1
	v_add3_u32 v54, v18, v52, s5
	v_add3_u32 v18, v21, v53, s5
	v_cndmask_b32 v54, v54, v1, s[12:13]
	v_cndmask_b32 v18, v18, v1, s[14:15]
	v_perm_b32 v1, v18, v54, s6
	v_mov_b32 v18, 0x7fc00000
	v_cmp_u_f32 s[12:13], v22, v22
	v_cmp_u_f32 s[14:15], v23, v23
	v_bfe_u32 v21, v22, 16, 1
	v_bfe_u32 v52, v23, 16, 1
	v_add3_u32 v53, v22, v21, s5
	v_add3_u32 v21, v23, v52, s5
	v_cndmask_b32 v53, v53, v18, s[12:13]
	v_cndmask_b32 v21, v21, v18, s[14:15]
	v_perm_b32 v18, v21, v53, s6
	v_mov_b32 v22, v1                                   ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v23, v18
	global_store_dwordx2 v12, v[22:23], s[8:9]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v24, v24
	v_cmp_u_f32 s[14:15], v25, v25
	v_bfe_u32 v18, v24, 16, 1
	v_bfe_u32 v21, v25, 16, 1
	v_add3_u32 v22, v24, v18, s5
	v_add3_u32 v18, v25, v21, s5
	v_cndmask_b32 v22, v22, v1, s[12:13]
	v_cndmask_b32 v18, v18, v1, s[14:15]
	v_perm_b32 v1, v18, v22, s6
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
	v_mov_b32 v22, v1                                   ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v23, v18
	global_store_dwordx2 v12, v[22:23], s[8:9] offset:16
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v28, v28
	v_cmp_u_f32 s[14:15], v29, v29
	v_bfe_u32 v18, v28, 16, 1
	v_bfe_u32 v21, v29, 16, 1
	v_add3_u32 v22, v28, v18, s5
	v_add3_u32 v18, v29, v21, s5
	v_cndmask_b32 v22, v22, v1, s[12:13]
	v_cndmask_b32 v18, v18, v1, s[14:15]
	v_perm_b32 v1, v18, v22, s6
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
	v_mov_b32 v22, v1                                   ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v23, v18
	global_store_dwordx2 v12, v[22:23], s[8:9] offset:32
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v32, v32
	v_cmp_u_f32 s[14:15], v33, v33
	v_bfe_u32 v18, v32, 16, 1
	v_bfe_u32 v21, v33, 16, 1
	v_add3_u32 v22, v32, v18, s5
	v_add3_u32 v18, v33, v21, s5
	v_cndmask_b32 v22, v22, v1, s[12:13]
	v_cndmask_b32 v18, v18, v1, s[14:15]
	v_perm_b32 v1, v18, v22, s6
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
	v_mov_b32 v22, v1                                   ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v23, v18
	global_store_dwordx2 v12, v[22:23], s[8:9] offset:48
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v36, v36
	v_cmp_u_f32 s[14:15], v37, v37
	v_bfe_u32 v18, v36, 16, 1
	v_bfe_u32 v21, v37, 16, 1
	v_add3_u32 v22, v36, v18, s5
	v_add3_u32 v18, v37, v21, s5
	v_cndmask_b32 v22, v22, v1, s[12:13]
	v_cndmask_b32 v18, v18, v1, s[14:15]
	v_perm_b32 v1, v18, v22, s6
	v_mov_b32 v18, 0x7fc00000
	v_cmp_u_f32 s[12:13], v38, v38
	v_cmp_u_f32 s[14:15], v39, v39
	v_bfe_u32 v21, v38, 16, 1
	v_bfe_u32 v22, v39, 16, 1
	v_add3_u32 v23, v38, v21, s5
	v_add3_u32 v21, v39, v22, s5
	v_cndmask_b32 v23, v23, v18, s[12:13]
	v_cndmask_b32 v21, v21, v18, s[14:15]
	v_perm_b32 v18, v21, v23, s6
	v_mov_b32 v22, v1                                   ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v23, v18
	global_store_dwordx2 v12, v[22:23], s[8:9] offset:64
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v40, v40
	v_cmp_u_f32 s[14:15], v41, v41
	v_bfe_u32 v18, v40, 16, 1
	v_bfe_u32 v21, v41, 16, 1
	v_add3_u32 v22, v40, v18, s5
	v_add3_u32 v18, v41, v21, s5
	v_cndmask_b32 v22, v22, v1, s[12:13]
	v_cndmask_b32 v18, v18, v1, s[14:15]
	v_perm_b32 v1, v18, v22, s6
	v_mov_b32 v18, 0x7fc00000
	v_cmp_u_f32 s[12:13], v42, v42
	v_cmp_u_f32 s[14:15], v43, v43
	v_bfe_u32 v21, v42, 16, 1
	v_bfe_u32 v22, v43, 16, 1
	v_add3_u32 v23, v42, v21, s5
	v_add3_u32 v21, v43, v22, s5
	v_cndmask_b32 v23, v23, v18, s[12:13]
	v_cndmask_b32 v21, v21, v18, s[14:15]
	v_perm_b32 v18, v21, v23, s6
	v_mov_b32 v22, v1                                   ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v23, v18
	global_store_dwordx2 v12, v[22:23], s[8:9] offset:80
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v44, v44
	v_cmp_u_f32 s[14:15], v45, v45
	v_bfe_u32 v18, v44, 16, 1
	v_bfe_u32 v21, v45, 16, 1
	v_add3_u32 v22, v44, v18, s5
	v_add3_u32 v18, v45, v21, s5
	v_cndmask_b32 v22, v22, v1, s[12:13]
	v_cndmask_b32 v18, v18, v1, s[14:15]
	v_perm_b32 v1, v18, v22, s6
	v_mov_b32 v18, 0x7fc00000
	v_cmp_u_f32 s[12:13], v46, v46
	v_cmp_u_f32 s[14:15], v47, v47
	v_bfe_u32 v21, v46, 16, 1
	v_bfe_u32 v22, v47, 16, 1
	v_add3_u32 v23, v46, v21, s5
	v_add3_u32 v21, v47, v22, s5
	v_cndmask_b32 v23, v23, v18, s[12:13]
	v_cndmask_b32 v21, v21, v18, s[14:15]
	v_perm_b32 v18, v21, v23, s6
	v_mov_b32 v22, v1                                   ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v23, v18
	global_store_dwordx2 v12, v[22:23], s[8:9] offset:96
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v48, v48
	v_cmp_u_f32 s[14:15], v49, v49
	v_bfe_u32 v18, v48, 16, 1
	v_bfe_u32 v21, v49, 16, 1
	v_add3_u32 v22, v48, v18, s5
	v_add3_u32 v18, v49, v21, s5
	v_cndmask_b32 v22, v22, v1, s[12:13]
	v_cndmask_b32 v18, v18, v1, s[14:15]
	v_perm_b32 v1, v18, v22, s6
	v_mov_b32 v18, 0x7fc00000
	v_cmp_u_f32 s[12:13], v50, v50
	v_cmp_u_f32 s[14:15], v51, v51
	v_bfe_u32 v21, v50, 16, 1
	v_bfe_u32 v22, v51, 16, 1
	v_add3_u32 v23, v50, v21, s5
	v_add3_u32 v21, v51, v22, s5
	v_cndmask_b32 v23, v23, v18, s[12:13]
	v_cndmask_b32 v21, v21, v18, s[14:15]
	v_perm_b32 v18, v21, v23, s6
	v_mov_b32 v22, v1                                   ; examples/attention_fp8_fnuz.kgen:19: 8-byte store to 'o'
	v_mov_b32 v23, v18
	global_store_dwordx2 v12, v[22:23], s[8:9] offset:112
	s_branch .Lattention_fp8_fnuz_if0_end
.Lattention_fp8_fnuz_if0_else:
	v_add_u32 v1, v20, v4
	v_cmp_lt_u32 s[12:13], v3, s21                      ; the fragment's row of 'q' exists
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1218
	global_load_dwordx4 v[20:23], v1, s[28:29]          ; examples/attention_fp8_fnuz.kgen:11: 'q' fragments 0, k-steps 0..1, held
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1218
	global_load_dwordx4 v[24:27], v1, s[28:29] offset:32 ; examples/attention_fp8_fnuz.kgen:11: 'q' fragments 0, k-steps 2..3, held
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1218
	global_load_dwordx4 v[28:31], v1, s[28:29] offset:64 ; examples/attention_fp8_fnuz.kgen:11: 'q' fragments 0, k-steps 4..5, held
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1218
	global_load_dwordx4 v[32:35], v1, s[28:29] offset:96 ; examples/attention_fp8_fnuz.kgen:11: 'q' fragments 0, k-steps 6..7, held
	s_mov_b64 exec, s[14:15]
	v_add_f32 v1, 0, 0                                  ; examples/attention_fp8_fnuz.kgen:9
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
	v_mov_b32 v56, v1                                   ; loop-carried 'acc'
	v_mov_b32 v57, v1                                   ; loop-carried 'acc'
	v_mov_b32 v58, v1                                   ; loop-carried 'acc'
	v_mov_b32 v59, v1                                   ; loop-carried 'acc'
	v_mov_b32 v60, v1                                   ; loop-carried 'acc'
	v_mov_b32 v61, v1                                   ; loop-carried 'acc'
	v_mov_b32 v62, v1                                   ; loop-carried 'acc'
	v_mov_b32 v63, v1                                   ; loop-carried 'acc'
	v_mov_b32 v64, v1                                   ; loop-carried 'acc'
	v_mov_b32 v65, v1                                   ; loop-carried 'acc'
	v_mov_b32 v66, v1                                   ; loop-carried 'acc'
	v_mov_b32 v67, v1                                   ; loop-carried 'acc'
	v_mov_b32 v3, v1                                    ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_fp8_fnuz.kgen:7
	v_add_f32 v4, v1, 0
	v_mov_b32 v1, v4                                    ; loop-carried 'mx'
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
	global_load_dwordx2 v[68:69], v10, s[22:23]         ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v4, 8, v68
	v_lshrrev_b32 v18, 16, v68
	v_lshrrev_b32 v70, 24, v68
	v_cvt_f32_fp8 v71, v68
	v_cvt_f32_fp8 v72, v4
	v_cvt_f32_fp8 v4, v18
	v_cvt_f32_fp8 v18, v70
	v_lshrrev_b32 v70, 8, v69
	v_lshrrev_b32 v73, 16, v69
	v_lshrrev_b32 v74, 24, v69
	v_cvt_f32_fp8 v75, v69
	v_cvt_f32_fp8 v68, v70
	v_cvt_f32_fp8 v69, v73
	v_cvt_f32_fp8 v70, v74
	global_load_dwordx2 v[76:77], v10, s[22:23] offset:2048 ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v73, 8, v76
	v_lshrrev_b32 v74, 16, v76
	v_lshrrev_b32 v78, 24, v76
	v_cvt_f32_fp8 v79, v76
	v_cvt_f32_fp8 v80, v73
	v_cvt_f32_fp8 v73, v74
	v_cvt_f32_fp8 v74, v78
	v_lshrrev_b32 v78, 8, v77
	v_lshrrev_b32 v81, 16, v77
	v_lshrrev_b32 v82, 24, v77
	v_cvt_f32_fp8 v83, v77
	v_cvt_f32_fp8 v76, v78
	v_cvt_f32_fp8 v77, v81
	v_cvt_f32_fp8 v78, v82
	v_add_u32 v81, 0x1000, v10                          ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	global_load_dwordx2 v[84:85], v81, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v81, 8, v84
	v_lshrrev_b32 v82, 16, v84
	v_lshrrev_b32 v86, 24, v84
	v_cvt_f32_fp8 v87, v84
	v_cvt_f32_fp8 v88, v81
	v_cvt_f32_fp8 v81, v82
	v_cvt_f32_fp8 v82, v86
	v_lshrrev_b32 v86, 8, v85
	v_lshrrev_b32 v89, 16, v85
	v_lshrrev_b32 v90, 24, v85
	v_cvt_f32_fp8 v91, v85
	v_cvt_f32_fp8 v84, v86
	v_cvt_f32_fp8 v85, v89
	v_cvt_f32_fp8 v86, v90
	v_add_u32 v89, 0x1800, v10                          ; examples/attention_fp8_fnuz.kgen:11: 8-byte load of 'k'
	global_load_dwordx2 v[92:93], v89, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshrrev_b32 v89, 8, v92
	v_lshrrev_b32 v90, 16, v92
	v_lshrrev_b32 v94, 24, v92
	v_cvt_f32_fp8 v95, v92
	v_cvt_f32_fp8 v96, v89
	v_cvt_f32_fp8 v89, v90
	v_cvt_f32_fp8 v90, v94
	v_lshrrev_b32 v94, 8, v93
	v_lshrrev_b32 v97, 16, v93
	v_lshrrev_b32 v98, 24, v93
	v_cvt_f32_fp8 v99, v93
	v_cvt_f32_fp8 v92, v94
	v_cvt_f32_fp8 v93, v97
	v_cvt_f32_fp8 v94, v98
	v_cmp_u_f32 s[20:21], v71, v71
	v_med3_f32 v97, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v97, v97, v71, s[20:21]
	v_cvt_pk_fp8_f32 v97, v97, 0
	v_and_b32 v71, 0xff, v97
	ds_write_b8 v8, v71                                 ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v71, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v72, s[20:21]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v72, 0xff, v71
	ds_write_b8 v8, v72 offset:1                        ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v4, v4
	v_med3_f32 v71, v4, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v4, s[20:21]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v4, 0xff, v71
	ds_write_b8 v8, v4 offset:2                         ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v18, v18
	v_med3_f32 v4, v18, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v18, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:3                        ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v75, v75
	v_med3_f32 v4, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v75, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4                        ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v4, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v68, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:5                        ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v69, v69
	v_med3_f32 v4, v69, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v69, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6                        ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v70, v70
	v_med3_f32 v4, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v70, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:7                        ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v79, v79
	v_med3_f32 v4, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v79, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:2304                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v80, v80
	v_med3_f32 v4, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v80, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:2305                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v73, v73
	v_med3_f32 v4, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v73, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:2306                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v74, v74
	v_med3_f32 v4, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v74, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:2307                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v83, v83
	v_med3_f32 v4, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v83, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:2308                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v76, v76
	v_med3_f32 v4, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v76, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:2309                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v77, v77
	v_med3_f32 v4, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v77, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:2310                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v78, v78
	v_med3_f32 v4, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v78, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:2311                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v87, v87
	v_med3_f32 v4, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v87, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4608                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v88, v88
	v_med3_f32 v4, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v88, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4609                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v81, v81
	v_med3_f32 v4, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v81, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4610                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v82, v82
	v_med3_f32 v4, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v82, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4611                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v91, v91
	v_med3_f32 v4, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v91, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4612                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v84, v84
	v_med3_f32 v4, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v84, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4613                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v85, v85
	v_med3_f32 v4, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v85, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4614                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v86, v86
	v_med3_f32 v4, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v86, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4615                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v95, v95
	v_med3_f32 v4, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v95, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6912                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v96, v96
	v_med3_f32 v4, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v96, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6913                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v89, v89
	v_med3_f32 v4, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v89, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6914                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v90, v90
	v_med3_f32 v4, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v90, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6915                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v99, v99
	v_med3_f32 v4, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v99, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6916                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v92, v92
	v_med3_f32 v4, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v92, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6917                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v93, v93
	v_med3_f32 v4, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v93, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6918                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v94, v94
	v_med3_f32 v4, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v94, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6919                     ; A operand of the product: stage
	v_mov_b32 v68, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v70, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v72, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v74, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v75, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v76, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v77, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v78, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v79, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v80, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v81, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v82, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[84:87], v13                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[68:83], v[84:85], v[20:21], v[68:83] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[68:83], v[86:87], v[22:23], v[68:83] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[84:87], v13 offset:32                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[68:83], v[84:85], v[24:25], v[68:83] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[68:83], v[86:87], v[26:27], v[68:83] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[84:87], v13 offset:64                ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[68:83], v[84:85], v[28:29], v[68:83] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[68:83], v[86:87], v[30:31], v[68:83] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[84:87], v13 offset:96                ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[68:83], v[84:85], v[32:33], v[68:83] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[68:83], v[86:87], v[34:35], v[68:83] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	s_nop 7
	s_nop 2
	v_max_f32 v4, v68, v69                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v68, v69
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[20:21]
	v_max_f32 v4, v84, v70                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v84, v70
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[20:21]
	v_max_f32 v4, v84, v71                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v84, v71
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[20:21]
	v_max_f32 v4, v84, v72                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v84, v72
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[20:21]
	v_max_f32 v4, v84, v73                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v84, v73
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[20:21]
	v_max_f32 v4, v84, v74                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v84, v74
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[20:21]
	v_max_f32 v4, v84, v75                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v84, v75
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[20:21]
	v_max_f32 v4, v84, v76                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v84, v76
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[20:21]
	v_max_f32 v4, v84, v77                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v84, v77
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[20:21]
	v_max_f32 v4, v84, v78                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v84, v78
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[20:21]
	v_max_f32 v4, v84, v79                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v84, v79
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[20:21]
	v_max_f32 v4, v84, v80                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v84, v80
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[20:21]
	v_max_f32 v4, v84, v81                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v84, v81
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[20:21]
	v_max_f32 v4, v84, v82                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v84, v82
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[20:21]
	v_max_f32 v4, v84, v83                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[20:21], v84, v83
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[20:21]
	v_and_b32 v4, 63, v0                                ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v18, v4, v84
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v84, v18
	v_cmp_u_f32 s[20:21], v84, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[20:21]
	s_and_saveexec_b64 s[20:21], s[10:11]               ; lanes where %vpred_257
	ds_write_b32 v14, v84 offset:10240                  ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v15 offset:10240                    ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 0
	ds_read_b32 v18, v15 offset:10496                   ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v84, v4, v18
	v_cmp_u_f32 s[20:21], v4, v18
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v84, v4, s[20:21]
	v_max_f32 v4, v1, v18                               ; examples/attention_fp8_fnuz.kgen:12
	v_cmp_u_f32 s[20:21], v1, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[20:21]
	v_sub_f32 v4, v1, v84                               ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v18, s7, v4                               ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v4, 0x3fb8aa3b, v18                       ; examples/attention_fp8_fnuz.kgen:14
	v_exp_f32 v18, v4                                   ; examples/attention_fp8_fnuz.kgen:14
	s_nop 0
	v_mul_f32 v4, v36, v18                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v85, v37, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v86, v38, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v87, v39, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v88, v40, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v89, v41, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v90, v42, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v91, v43, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v92, v44, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v93, v45, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v94, v46, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v95, v47, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v96, v48, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v97, v49, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v98, v50, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v99, v51, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v100, v52, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v101, v53, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v102, v54, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v103, v55, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v104, v56, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v105, v57, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v106, v58, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v107, v59, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v108, v60, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v109, v61, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v110, v62, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v111, v63, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v112, v64, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v113, v65, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v114, v66, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v115, v67, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mov_b32 v36, v4                                   ; 'acc' scaled in place
	v_mov_b32 v37, v85                                  ; 'acc' scaled in place
	v_mov_b32 v38, v86                                  ; 'acc' scaled in place
	v_mov_b32 v39, v87                                  ; 'acc' scaled in place
	v_mov_b32 v40, v88                                  ; 'acc' scaled in place
	v_mov_b32 v41, v89                                  ; 'acc' scaled in place
	v_mov_b32 v42, v90                                  ; 'acc' scaled in place
	v_mov_b32 v43, v91                                  ; 'acc' scaled in place
	v_mov_b32 v44, v92                                  ; 'acc' scaled in place
	v_mov_b32 v45, v93                                  ; 'acc' scaled in place
	v_mov_b32 v46, v94                                  ; 'acc' scaled in place
	v_mov_b32 v47, v95                                  ; 'acc' scaled in place
	v_mov_b32 v48, v96                                  ; 'acc' scaled in place
	v_mov_b32 v49, v97                                  ; 'acc' scaled in place
	v_mov_b32 v50, v98                                  ; 'acc' scaled in place
	v_mov_b32 v51, v99                                  ; 'acc' scaled in place
	v_mov_b32 v52, v100                                 ; 'acc' scaled in place
	v_mov_b32 v53, v101                                 ; 'acc' scaled in place
	v_mov_b32 v54, v102                                 ; 'acc' scaled in place
	v_mov_b32 v55, v103                                 ; 'acc' scaled in place
	v_mov_b32 v56, v104                                 ; 'acc' scaled in place
	v_mov_b32 v57, v105                                 ; 'acc' scaled in place
	v_mov_b32 v58, v106                                 ; 'acc' scaled in place
	v_mov_b32 v59, v107                                 ; 'acc' scaled in place
	v_mov_b32 v60, v108                                 ; 'acc' scaled in place
	v_mov_b32 v61, v109                                 ; 'acc' scaled in place
	v_mov_b32 v62, v110                                 ; 'acc' scaled in place
	v_mov_b32 v63, v111                                 ; 'acc' scaled in place
	v_mov_b32 v64, v112                                 ; 'acc' scaled in place
	v_mov_b32 v65, v113                                 ; 'acc' scaled in place
	v_mov_b32 v66, v114                                 ; 'acc' scaled in place
	v_mov_b32 v67, v115                                 ; 'acc' scaled in place
	s_mov_b32 s20, s6
	s_mov_b32 s21, 0
	s_add_u32 s22, s32, s20                             ; 'vt' at this chunk
	s_addc_u32 s23, s33, s21
	global_load_ubyte v4, v16, s[22:23]                 ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v85, v4
	s_mul_i32 s15, s18, 1
	v_add_u32 v4, s15, v16
	global_load_ubyte v86, v4, s[22:23]                 ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v87, v86
	s_mul_i32 s15, s18, 2
	v_add_u32 v86, s15, v16
	global_load_ubyte v88, v86, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v89, v88
	s_mul_i32 s15, s18, 3
	v_add_u32 v88, s15, v16
	global_load_ubyte v90, v88, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v91, v90
	s_mul_i32 s15, s18, 4
	v_add_u32 v90, s15, v16
	global_load_ubyte v92, v90, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v93, v92
	s_mul_i32 s15, s18, 5
	v_add_u32 v92, s15, v16
	global_load_ubyte v94, v92, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v95, v94
	s_mul_i32 s15, s18, 6
	v_add_u32 v94, s15, v16
	global_load_ubyte v96, v94, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v97, v96
	s_mul_i32 s15, s18, 7
	v_add_u32 v96, s15, v16
	global_load_ubyte v98, v96, s[22:23]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v99, v98
	global_load_ubyte v98, v16, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v100, v98
	global_load_ubyte v98, v4, s[22:23] offset:16       ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v101, v98
	global_load_ubyte v98, v86, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v102, v98
	global_load_ubyte v98, v88, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v103, v98
	global_load_ubyte v98, v90, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v104, v98
	global_load_ubyte v98, v92, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v105, v98
	global_load_ubyte v98, v94, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v106, v98
	global_load_ubyte v98, v96, s[22:23] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v107, v98
	global_load_ubyte v98, v16, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v108, v98
	global_load_ubyte v98, v4, s[22:23] offset:32       ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v109, v98
	global_load_ubyte v98, v86, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v110, v98
	global_load_ubyte v98, v88, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v111, v98
	global_load_ubyte v98, v90, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v112, v98
	global_load_ubyte v98, v92, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v113, v98
	global_load_ubyte v98, v94, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v114, v98
	global_load_ubyte v98, v96, s[22:23] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v115, v98
	global_load_ubyte v98, v16, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v116, v98
	global_load_ubyte v98, v4, s[22:23] offset:48       ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v4, v98
	global_load_ubyte v98, v86, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v86, v98
	global_load_ubyte v98, v88, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v88, v98
	global_load_ubyte v98, v90, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v90, v98
	global_load_ubyte v98, v92, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v92, v98
	global_load_ubyte v98, v94, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v94, v98
	global_load_ubyte v98, v96, s[22:23] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v96, v98
	ds_write_b32 v9, v85 offset:10752                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v87 offset:11012                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v89 offset:11272                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v91 offset:11532                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v93 offset:11792                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v95 offset:12052                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v97 offset:12312                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v99 offset:12572                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v100 offset:10816                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v101 offset:11076                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v102 offset:11336                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v103 offset:11596                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v104 offset:11856                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v105 offset:12116                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v106 offset:12376                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v107 offset:12636                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v108 offset:10880                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v109 offset:11140                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v110 offset:11400                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v111 offset:11660                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v112 offset:11920                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v113 offset:12180                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v114 offset:12440                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v115 offset:12700                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v116 offset:10944                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v4 offset:11204                    ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v86 offset:11464                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v88 offset:11724                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v90 offset:11984                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v92 offset:12244                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v94 offset:12504                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v96 offset:12764                   ; convert 'vt' in K runs: write this thread's elements
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v17 offset:10752                    ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v85, v17 offset:10756                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v86, v17 offset:10760                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v87, v17 offset:10764                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v88, v17 offset:14912                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v89, v17 offset:14916                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v90, v17 offset:14920                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v91, v17 offset:14924                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v92, v17 offset:19072                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v93, v17 offset:19076                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v94, v17 offset:19080                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v95, v17 offset:19084                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v96, v17 offset:23232                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v97, v17 offset:23236                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v98, v17 offset:23240                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v99, v17 offset:23244                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v100, v17 offset:27392                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v101, v17 offset:27396                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v102, v17 offset:27400                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v103, v17 offset:27404                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v104, v17 offset:31552                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v105, v17 offset:31556                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v106, v17 offset:31560                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v107, v17 offset:31564                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v108, v17 offset:35712                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v109, v17 offset:35716                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v110, v17 offset:35720                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v111, v17 offset:35724                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v112, v17 offset:39872                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v113, v17 offset:39876                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v114, v17 offset:39880                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v115, v17 offset:39884                  ; convert 'vt' in K runs: read in the new layout
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[20:21], v4, v4
	v_med3_f32 v116, v4, -s4, s4
	s_nop 0
	v_cndmask_b32 v116, v116, v4, s[20:21]
	v_cvt_pk_fp8_f32 v116, v116, 0
	v_and_b32 v4, 0xff, v116
	ds_write_b8 v7, v4                                  ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v85, v85
	v_med3_f32 v4, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v85, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:1                        ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v86, v86
	v_med3_f32 v4, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v86, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:2                        ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v87, v87
	v_med3_f32 v4, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v87, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:3                        ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v88, v88
	v_med3_f32 v4, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v88, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:1280                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v89, v89
	v_med3_f32 v4, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v89, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:1281                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v90, v90
	v_med3_f32 v4, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v90, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:1282                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v91, v91
	v_med3_f32 v4, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v91, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:1283                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v92, v92
	v_med3_f32 v4, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v92, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:2560                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v93, v93
	v_med3_f32 v4, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v93, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:2561                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v94, v94
	v_med3_f32 v4, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v94, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:2562                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v95, v95
	v_med3_f32 v4, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v95, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:2563                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v96, v96
	v_med3_f32 v4, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v96, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:3840                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v97, v97
	v_med3_f32 v4, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v97, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:3841                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v98, v98
	v_med3_f32 v4, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v98, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:3842                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v99, v99
	v_med3_f32 v4, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v99, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:3843                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v100, v100
	v_med3_f32 v4, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v100, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:5120                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v101, v101
	v_med3_f32 v4, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v101, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:5121                     ; A operand of the product: stage
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[20:21], v102, v102
	v_med3_f32 v4, v102, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v102, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:5122                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v103, v103
	v_med3_f32 v4, v103, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v103, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:5123                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v104, v104
	v_med3_f32 v4, v104, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v104, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:6400                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v105, v105
	v_med3_f32 v4, v105, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v105, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:6401                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v106, v106
	v_med3_f32 v4, v106, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v106, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:6402                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v107, v107
	v_med3_f32 v4, v107, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v107, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:6403                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v108, v108
	v_med3_f32 v4, v108, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v108, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:7680                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v109, v109
	v_med3_f32 v4, v109, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v109, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:7681                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v110, v110
	v_med3_f32 v4, v110, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v110, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:7682                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v111, v111
	v_med3_f32 v4, v111, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v111, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:7683                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v112, v112
	v_med3_f32 v4, v112, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v112, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:8960                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v113, v113
	v_med3_f32 v4, v113, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v113, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:8961                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v114, v114
	v_med3_f32 v4, v114, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v114, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:8962                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v115, v115
	v_med3_f32 v4, v115, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v115, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:8963                     ; A operand of the product: stage
	v_mov_b32 v4, 0x3fb8aa3b                            ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8_fnuz.kgen:13)
	v_mul_f32 v85, s7, v4
	v_mov_b32 v4, 0xbfb8aa3b
	v_mul_f32 v86, s7, v4
	v_mul_f32 v4, v84, v86                              ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8_fnuz.kgen:13)
	v_fma_f32 v86, v68, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v87, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v69, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v88, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v70, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v89, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v71, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v90, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v72, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v91, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v73, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v92, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v74, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v93, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v75, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v94, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v76, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v95, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v77, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v96, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v78, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v97, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v79, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v98, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v80, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v99, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v81, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v100, v86                                 ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v82, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v101, v86                                 ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v83, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v4, v86                                   ; examples/attention_fp8_fnuz.kgen:13
	v_cmp_u_f32 s[20:21], v87, v87                      ; round to e4m3fnuz
	v_med3_f32 v68, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v87, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	v_cvt_f32_fp8 v68, v69
	v_cmp_u_f32 s[20:21], v88, v88                      ; round to e4m3fnuz
	v_med3_f32 v69, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v88, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v70, 0xff, v69
	v_cvt_f32_fp8 v69, v70
	v_cmp_u_f32 s[20:21], v89, v89                      ; round to e4m3fnuz
	v_med3_f32 v70, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v89, s[20:21]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	v_cvt_f32_fp8 v70, v71
	v_cmp_u_f32 s[20:21], v90, v90                      ; round to e4m3fnuz
	v_med3_f32 v71, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v90, s[20:21]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v72, 0xff, v71
	v_cvt_f32_fp8 v71, v72
	v_cmp_u_f32 s[20:21], v91, v91                      ; round to e4m3fnuz
	v_med3_f32 v72, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v72, v72, v91, s[20:21]
	v_cvt_pk_fp8_f32 v72, v72, 0
	v_and_b32 v73, 0xff, v72
	v_cvt_f32_fp8 v72, v73
	v_cmp_u_f32 s[20:21], v92, v92                      ; round to e4m3fnuz
	v_med3_f32 v73, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v92, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v74, 0xff, v73
	v_cvt_f32_fp8 v73, v74
	v_cmp_u_f32 s[20:21], v93, v93                      ; round to e4m3fnuz
	v_med3_f32 v74, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v93, s[20:21]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v75, 0xff, v74
	v_cvt_f32_fp8 v74, v75
	v_cmp_u_f32 s[20:21], v94, v94                      ; round to e4m3fnuz
	v_med3_f32 v75, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v75, v75, v94, s[20:21]
	v_cvt_pk_fp8_f32 v75, v75, 0
	v_and_b32 v76, 0xff, v75
	v_cvt_f32_fp8 v75, v76
	v_cmp_u_f32 s[20:21], v95, v95                      ; round to e4m3fnuz
	v_med3_f32 v76, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v76, v76, v95, s[20:21]
	v_cvt_pk_fp8_f32 v76, v76, 0
	v_and_b32 v77, 0xff, v76
	v_cvt_f32_fp8 v76, v77
	v_cmp_u_f32 s[20:21], v96, v96                      ; round to e4m3fnuz
	v_med3_f32 v77, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v96, s[20:21]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v78, 0xff, v77
	v_cvt_f32_fp8 v77, v78
	v_cmp_u_f32 s[20:21], v97, v97                      ; round to e4m3fnuz
	v_med3_f32 v78, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v78, v78, v97, s[20:21]
	v_cvt_pk_fp8_f32 v78, v78, 0
	v_and_b32 v79, 0xff, v78
	v_cvt_f32_fp8 v78, v79
	v_cmp_u_f32 s[20:21], v98, v98                      ; round to e4m3fnuz
	v_med3_f32 v79, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v79, v79, v98, s[20:21]
	v_cvt_pk_fp8_f32 v79, v79, 0
	v_and_b32 v80, 0xff, v79
	v_cvt_f32_fp8 v79, v80
	v_cmp_u_f32 s[20:21], v99, v99                      ; round to e4m3fnuz
	v_med3_f32 v80, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v80, v80, v99, s[20:21]
	v_cvt_pk_fp8_f32 v80, v80, 0
	v_and_b32 v81, 0xff, v80
	v_cvt_f32_fp8 v80, v81
	v_cmp_u_f32 s[20:21], v100, v100                    ; round to e4m3fnuz
	v_med3_f32 v81, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v81, v81, v100, s[20:21]
	v_cvt_pk_fp8_f32 v81, v81, 0
	v_and_b32 v82, 0xff, v81
	v_cvt_f32_fp8 v81, v82
	v_cmp_u_f32 s[20:21], v101, v101                    ; round to e4m3fnuz
	v_med3_f32 v82, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v82, v82, v101, s[20:21]
	v_cvt_pk_fp8_f32 v82, v82, 0
	v_and_b32 v83, 0xff, v82
	v_cvt_f32_fp8 v82, v83
	v_cmp_u_f32 s[20:21], v4, v4                        ; round to e4m3fnuz
	v_med3_f32 v83, v4, -s4, s4
	s_nop 0
	v_cndmask_b32 v83, v83, v4, s[20:21]
	v_cvt_pk_fp8_f32 v83, v83, 0
	v_and_b32 v85, 0xff, v83
	v_cvt_f32_fp8 v83, v85
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v85, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v85, v85, v68, s[20:21]
	v_cvt_pk_fp8_f32 v85, v85, 0
	v_and_b32 v68, 0xff, v85
	ds_write_b8 v11, v68 offset:44032                   ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v69, v69
	v_med3_f32 v68, v69, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v69, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	ds_write_b8 v11, v69 offset:44033                   ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v70, v70
	v_med3_f32 v68, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v70, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	ds_write_b8 v11, v69 offset:44034                   ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v71, v71
	v_med3_f32 v68, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v71, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	ds_write_b8 v11, v69 offset:44035                   ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v72, v72
	v_med3_f32 v68, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v72, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	ds_write_b8 v11, v69 offset:44040                   ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v73, v73
	v_med3_f32 v68, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v73, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	ds_write_b8 v11, v69 offset:44041                   ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v74, v74
	v_med3_f32 v68, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v74, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	ds_write_b8 v11, v69 offset:44042                   ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v75, v75
	v_med3_f32 v68, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v75, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	ds_write_b8 v11, v69 offset:44043                   ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v76, v76
	v_med3_f32 v68, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v76, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	ds_write_b8 v11, v69 offset:44048                   ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v77, v77
	v_med3_f32 v68, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v77, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	ds_write_b8 v11, v69 offset:44049                   ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v78, v78
	v_med3_f32 v68, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v78, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	ds_write_b8 v11, v69 offset:44050                   ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v79, v79
	v_med3_f32 v68, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v79, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	ds_write_b8 v11, v69 offset:44051                   ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v80, v80
	v_med3_f32 v68, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v80, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	ds_write_b8 v11, v69 offset:44056                   ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v81, v81
	v_med3_f32 v68, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v81, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	ds_write_b8 v11, v69 offset:44057                   ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v82, v82
	v_med3_f32 v68, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v82, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	ds_write_b8 v11, v69 offset:44058                   ; B operand of the product: stage
	v_cmp_u_f32 s[20:21], v83, v83
	v_med3_f32 v68, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v83, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	ds_write_b8 v11, v69 offset:44059                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v19 offset:44032             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[72:75], v2                           ; A fragment 0, k-steps 0..1
	ds_read_b128 v[76:79], v2 offset:2560               ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[36:51], v[72:73], v[68:69], v[36:51] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[52:67], v[76:77], v[68:69], v[52:67] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[36:51], v[74:75], v[70:71], v[36:51] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[52:67], v[78:79], v[70:71], v[52:67] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	ds_read_b128 v[68:71], v19 offset:44064             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[72:75], v2 offset:32                 ; A fragment 0, k-steps 2..3
	ds_read_b128 v[76:79], v2 offset:2592               ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[36:51], v[72:73], v[68:69], v[36:51] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[52:67], v[76:77], v[68:69], v[52:67] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[36:51], v[74:75], v[70:71], v[36:51] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[52:67], v[78:79], v[70:71], v[52:67] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mul_f32 v68, v3, v18                              ; examples/attention_fp8_fnuz.kgen:15
	v_add_f32 v18, v87, v88                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v69, v18, v89                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v69, v90                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v69, v18, v91                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v69, v92                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v69, v18, v93                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v69, v94                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v69, v18, v95                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v69, v96                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v69, v18, v97                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v69, v98                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v69, v18, v99                             ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v69, v100                            ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v69, v18, v101                            ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v69, v4                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_and_b32 v4, 63, v0                                ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v69, v4, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v18, v69
	s_and_saveexec_b64 s[20:21], s[10:11]               ; lanes where %vpred_257
	ds_write_b32 v14, v4 offset:53248                   ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v15 offset:53248                    ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 0
	ds_read_b32 v18, v15 offset:53504                   ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v69, v4, v18
	v_add_f32 v4, v68, v69                              ; examples/attention_fp8_fnuz.kgen:15
	v_mov_b32 v3, v4                                    ; next 'l'
	v_mov_b32 v1, v84                                   ; next 'mx'
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
	v_cmp_lt_u32 s[20:21], v6, s6                       ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_1740
	global_load_ubyte v4, v10, s[22:23]                 ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v18, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_1740
	global_load_ubyte v4, v10, s[22:23] offset:1        ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v68, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_1740
	global_load_ubyte v4, v10, s[22:23] offset:2        ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v69, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_1740
	global_load_ubyte v4, v10, s[22:23] offset:3        ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v70, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_1740
	global_load_ubyte v4, v10, s[22:23] offset:4        ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v71, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_1740
	global_load_ubyte v4, v10, s[22:23] offset:5        ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v72, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_1740
	global_load_ubyte v4, v10, s[22:23] offset:6        ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v73, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_1740
	global_load_ubyte v4, v10, s[22:23] offset:7        ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v74, v4
	v_add_u32 v4, 16, v6
	v_cmp_lt_u32 s[24:25], v4, s6                       ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1758
	global_load_ubyte v4, v10, s[22:23] offset:2048     ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v75, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1758
	global_load_ubyte v4, v10, s[22:23] offset:2049     ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v76, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1758
	global_load_ubyte v4, v10, s[22:23] offset:2050     ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v77, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1758
	global_load_ubyte v4, v10, s[22:23] offset:2051     ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v78, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1758
	global_load_ubyte v4, v10, s[22:23] offset:2052     ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v79, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1758
	global_load_ubyte v4, v10, s[22:23] offset:2053     ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v80, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1758
	global_load_ubyte v4, v10, s[22:23] offset:2054     ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v81, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1758
	global_load_ubyte v4, v10, s[22:23] offset:2055     ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v82, v4
	v_add_u32 v4, 32, v6
	v_cmp_lt_u32 s[26:27], v4, s6                       ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1776
	v_add_u32 v83, 0x1000, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v4, v83, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v83, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1776
	v_add_u32 v84, 0x1001, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v4, v84, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v84, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1776
	v_add_u32 v85, 0x1002, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v4, v85, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v85, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1776
	v_add_u32 v86, 0x1003, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v4, v86, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v86, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1776
	v_add_u32 v87, 0x1004, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v4, v87, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v87, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1776
	v_add_u32 v88, 0x1005, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v4, v88, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v88, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1776
	v_add_u32 v89, 0x1006, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v4, v89, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v89, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1776
	v_add_u32 v90, 0x1007, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v4, v90, s[22:23]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v90, v4
	v_add_u32 v4, 48, v6
	v_cmp_lt_u32 s[28:29], v4, s6                       ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1794
	v_add_u32 v91, 0x1800, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v4, v91, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v91, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1794
	v_add_u32 v92, 0x1801, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v4, v92, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v92, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1794
	v_add_u32 v93, 0x1802, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v4, v93, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v93, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1794
	v_add_u32 v94, 0x1803, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v4, v94, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v94, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1794
	v_add_u32 v95, 0x1804, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v4, v95, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v95, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1794
	v_add_u32 v96, 0x1805, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v4, v96, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v96, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1794
	v_add_u32 v97, 0x1806, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v4, v97, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v97, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1794
	v_add_u32 v98, 0x1807, v10                          ; examples/attention_fp8_fnuz.kgen:11: load of 'k'
	global_load_ubyte v4, v98, s[22:23]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v98, v4
	v_cmp_u_f32 s[22:23], v18, v18
	v_med3_f32 v4, v18, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v18, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18                                 ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v68, v68
	v_med3_f32 v4, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v68, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:1                        ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v69, v69
	v_med3_f32 v4, v69, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v69, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:2                        ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v70, v70
	v_med3_f32 v4, v70, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v70, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:3                        ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v71, v71
	v_med3_f32 v4, v71, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v71, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4                        ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v72, v72
	v_med3_f32 v4, v72, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v72, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:5                        ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v73, v73
	v_med3_f32 v4, v73, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v73, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6                        ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v74, v74
	v_med3_f32 v4, v74, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v74, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:7                        ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v75, v75
	v_med3_f32 v4, v75, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v75, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:2304                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v76, v76
	v_med3_f32 v4, v76, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v76, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:2305                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v77, v77
	v_med3_f32 v4, v77, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v77, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:2306                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v78, v78
	v_med3_f32 v4, v78, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v78, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:2307                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v79, v79
	v_med3_f32 v4, v79, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v79, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:2308                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v80, v80
	v_med3_f32 v4, v80, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v80, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:2309                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v81, v81
	v_med3_f32 v4, v81, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v81, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:2310                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v82, v82
	v_med3_f32 v4, v82, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v82, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:2311                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v83, v83
	v_med3_f32 v4, v83, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v83, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4608                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v84, v84
	v_med3_f32 v4, v84, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v84, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4609                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v85, v85
	v_med3_f32 v4, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v85, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4610                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v86, v86
	v_med3_f32 v4, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v86, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4611                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v87, v87
	v_med3_f32 v4, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v87, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4612                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v88, v88
	v_med3_f32 v4, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v88, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4613                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v89, v89
	v_med3_f32 v4, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v89, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4614                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v90, v90
	v_med3_f32 v4, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v90, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:4615                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v91, v91
	v_med3_f32 v4, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v91, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6912                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v92, v92
	v_med3_f32 v4, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v92, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6913                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v93, v93
	v_med3_f32 v4, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v93, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6914                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v94, v94
	v_med3_f32 v4, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v94, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6915                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v95, v95
	v_med3_f32 v4, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v95, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6916                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v96, v96
	v_med3_f32 v4, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v96, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6917                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v97, v97
	v_med3_f32 v4, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v97, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6918                     ; A operand of the product: stage
	v_cmp_u_f32 s[22:23], v98, v98
	v_med3_f32 v4, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v98, s[22:23]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v18, 0xff, v4
	ds_write_b8 v8, v18 offset:6919                     ; A operand of the product: stage
	v_mov_b32 v68, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v70, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v72, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v74, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v75, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v76, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v77, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v78, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v79, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v80, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v81, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v82, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_fp8_fnuz.kgen:11: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[84:87], v13                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[68:83], v[84:85], v[20:21], v[68:83] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[68:83], v[86:87], v[22:23], v[68:83] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[84:87], v13 offset:32                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[68:83], v[84:85], v[24:25], v[68:83] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[68:83], v[86:87], v[26:27], v[68:83] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[84:87], v13 offset:64                ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[68:83], v[84:85], v[28:29], v[68:83] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[68:83], v[86:87], v[30:31], v[68:83] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	ds_read_b128 v[84:87], v13 offset:96                ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[68:83], v[84:85], v[32:33], v[68:83] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[68:83], v[86:87], v[34:35], v[68:83] ; examples/attention_fp8_fnuz.kgen:11: mfma 32x32x16
	v_cmp_lt_u32 s[22:23], v5, s6                       ; 'tt' element in bounds
	s_and_b64 s[34:35], s[12:13], s[22:23]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	s_nop 7
	v_cndmask_b32 v18, v4, v68, s[34:35]
	v_add_u32 v4, 1, v5
	v_cmp_lt_u32 s[22:23], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[36:37], s[12:13], s[22:23]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v84, v4, v69, s[36:37]
	v_add_u32 v4, 2, v5
	v_cmp_lt_u32 s[22:23], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[38:39], s[12:13], s[22:23]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v85, v4, v70, s[38:39]
	v_add_u32 v4, 3, v5
	v_cmp_lt_u32 s[22:23], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[40:41], s[12:13], s[22:23]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v86, v4, v71, s[40:41]
	v_add_u32 v4, 8, v5
	v_cmp_lt_u32 s[22:23], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[42:43], s[12:13], s[22:23]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v87, v4, v72, s[42:43]
	v_add_u32 v4, 9, v5
	v_cmp_lt_u32 s[22:23], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[44:45], s[12:13], s[22:23]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v88, v4, v73, s[44:45]
	v_add_u32 v4, 10, v5
	v_cmp_lt_u32 s[22:23], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[46:47], s[12:13], s[22:23]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v89, v4, v74, s[46:47]
	v_add_u32 v4, 11, v5
	v_cmp_lt_u32 s[22:23], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[48:49], s[12:13], s[22:23]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v90, v4, v75, s[48:49]
	v_add_u32 v4, 16, v5
	v_cmp_lt_u32 s[22:23], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[50:51], s[12:13], s[22:23]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v91, v4, v76, s[50:51]
	v_add_u32 v4, 17, v5
	v_cmp_lt_u32 s[22:23], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[52:53], s[12:13], s[22:23]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v92, v4, v77, s[52:53]
	v_add_u32 v4, 18, v5
	v_cmp_lt_u32 s[22:23], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[54:55], s[12:13], s[22:23]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v93, v4, v78, s[54:55]
	v_add_u32 v4, 19, v5
	v_cmp_lt_u32 s[22:23], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[56:57], s[12:13], s[22:23]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v94, v4, v79, s[56:57]
	v_add_u32 v4, 24, v5
	v_cmp_lt_u32 s[22:23], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[58:59], s[12:13], s[22:23]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v95, v4, v80, s[58:59]
	v_add_u32 v4, 25, v5
	v_cmp_lt_u32 s[22:23], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[60:61], s[12:13], s[22:23]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v96, v4, v81, s[60:61]
	v_add_u32 v4, 26, v5
	v_cmp_lt_u32 s[22:23], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[62:63], s[12:13], s[22:23]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v97, v4, v82, s[62:63]
	v_add_u32 v4, 27, v5
	v_cmp_lt_u32 s[22:23], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[64:65], s[12:13], s[22:23]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v98, v4, v83, s[64:65]
	v_max_f32 v4, v18, v84                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v18, v84
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[22:23]
	v_max_f32 v4, v84, v85                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v84, v85
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[22:23]
	v_max_f32 v4, v84, v86                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v84, v86
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[22:23]
	v_max_f32 v4, v84, v87                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v84, v87
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[22:23]
	v_max_f32 v4, v84, v88                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v84, v88
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[22:23]
	v_max_f32 v4, v84, v89                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v84, v89
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[22:23]
	v_max_f32 v4, v84, v90                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v84, v90
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[22:23]
	v_max_f32 v4, v84, v91                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v84, v91
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[22:23]
	v_max_f32 v4, v84, v92                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v84, v92
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[22:23]
	v_max_f32 v4, v84, v93                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v84, v93
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[22:23]
	v_max_f32 v4, v84, v94                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v84, v94
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[22:23]
	v_max_f32 v4, v84, v95                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v84, v95
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[22:23]
	v_max_f32 v4, v84, v96                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v84, v96
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[22:23]
	v_max_f32 v4, v84, v97                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v84, v97
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[22:23]
	v_max_f32 v4, v84, v98                              ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12)
	v_cmp_u_f32 s[22:23], v84, v98
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[22:23]
	v_and_b32 v4, 63, v0                                ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v18, v4, v84
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v84, v18
	v_cmp_u_f32 s[22:23], v84, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[22:23]
	s_and_saveexec_b64 s[22:23], s[10:11]               ; lanes where %vpred_257
	ds_write_b32 v14, v84 offset:10240                  ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v15 offset:10240                    ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 0
	ds_read_b32 v18, v15 offset:10496                   ; max over 'tt' (examples/attention_fp8_fnuz.kgen:12): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v84, v4, v18
	v_cmp_u_f32 s[22:23], v4, v18
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v84, v4, s[22:23]
	v_max_f32 v4, v1, v18                               ; examples/attention_fp8_fnuz.kgen:12
	v_cmp_u_f32 s[22:23], v1, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v4, v18, s[22:23]
	v_sub_f32 v4, v1, v84                               ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v18, s7, v4                               ; examples/attention_fp8_fnuz.kgen:14
	v_mul_f32 v4, 0x3fb8aa3b, v18                       ; examples/attention_fp8_fnuz.kgen:14
	v_exp_f32 v18, v4                                   ; examples/attention_fp8_fnuz.kgen:14
	s_nop 0
	v_mul_f32 v4, v36, v18                              ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v85, v37, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v86, v38, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v87, v39, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v88, v40, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v89, v41, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v90, v42, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v91, v43, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v92, v44, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v93, v45, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v94, v46, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v95, v47, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v96, v48, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v97, v49, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v98, v50, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v99, v51, v18                             ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v100, v52, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v101, v53, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v102, v54, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v103, v55, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v104, v56, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v105, v57, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v106, v58, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v107, v59, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v108, v60, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v109, v61, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v110, v62, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v111, v63, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v112, v64, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v113, v65, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v114, v66, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mul_f32 v115, v67, v18                            ; examples/attention_fp8_fnuz.kgen:16
	v_mov_b32 v36, v4                                   ; 'acc' scaled in place
	v_mov_b32 v37, v85                                  ; 'acc' scaled in place
	v_mov_b32 v38, v86                                  ; 'acc' scaled in place
	v_mov_b32 v39, v87                                  ; 'acc' scaled in place
	v_mov_b32 v40, v88                                  ; 'acc' scaled in place
	v_mov_b32 v41, v89                                  ; 'acc' scaled in place
	v_mov_b32 v42, v90                                  ; 'acc' scaled in place
	v_mov_b32 v43, v91                                  ; 'acc' scaled in place
	v_mov_b32 v44, v92                                  ; 'acc' scaled in place
	v_mov_b32 v45, v93                                  ; 'acc' scaled in place
	v_mov_b32 v46, v94                                  ; 'acc' scaled in place
	v_mov_b32 v47, v95                                  ; 'acc' scaled in place
	v_mov_b32 v48, v96                                  ; 'acc' scaled in place
	v_mov_b32 v49, v97                                  ; 'acc' scaled in place
	v_mov_b32 v50, v98                                  ; 'acc' scaled in place
	v_mov_b32 v51, v99                                  ; 'acc' scaled in place
	v_mov_b32 v52, v100                                 ; 'acc' scaled in place
	v_mov_b32 v53, v101                                 ; 'acc' scaled in place
	v_mov_b32 v54, v102                                 ; 'acc' scaled in place
	v_mov_b32 v55, v103                                 ; 'acc' scaled in place
	v_mov_b32 v56, v104                                 ; 'acc' scaled in place
	v_mov_b32 v57, v105                                 ; 'acc' scaled in place
	v_mov_b32 v58, v106                                 ; 'acc' scaled in place
	v_mov_b32 v59, v107                                 ; 'acc' scaled in place
	v_mov_b32 v60, v108                                 ; 'acc' scaled in place
	v_mov_b32 v61, v109                                 ; 'acc' scaled in place
	v_mov_b32 v62, v110                                 ; 'acc' scaled in place
	v_mov_b32 v63, v111                                 ; 'acc' scaled in place
	v_mov_b32 v64, v112                                 ; 'acc' scaled in place
	v_mov_b32 v65, v113                                 ; 'acc' scaled in place
	v_mov_b32 v66, v114                                 ; 'acc' scaled in place
	v_mov_b32 v67, v115                                 ; 'acc' scaled in place
	s_mov_b32 s22, s14
	s_mov_b32 s23, 0
	s_add_u32 s66, s32, s22                             ; 'vt' at this chunk
	s_addc_u32 s67, s33, s23
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_1740
	global_load_ubyte v4, v16, s[66:67]                 ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v85, v4
	s_mul_i32 s6, s18, 1
	v_add_u32 v4, s6, v16
	v_mov_b32 v86, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_1740
	global_load_ubyte v86, v4, s[66:67]                 ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v87, v86
	s_mul_i32 s6, s18, 2
	v_add_u32 v86, s6, v16
	v_mov_b32 v88, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_1740
	global_load_ubyte v88, v86, s[66:67]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v89, v88
	s_mul_i32 s6, s18, 3
	v_add_u32 v88, s6, v16
	v_mov_b32 v90, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_1740
	global_load_ubyte v90, v88, s[66:67]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v91, v90
	s_mul_i32 s6, s18, 4
	v_add_u32 v90, s6, v16
	v_mov_b32 v92, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_1740
	global_load_ubyte v92, v90, s[66:67]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v93, v92
	s_mul_i32 s6, s18, 5
	v_add_u32 v92, s6, v16
	v_mov_b32 v94, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_1740
	global_load_ubyte v94, v92, s[66:67]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v95, v94
	s_mul_i32 s6, s18, 6
	v_add_u32 v94, s6, v16
	v_mov_b32 v96, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_1740
	global_load_ubyte v96, v94, s[66:67]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v97, v96
	s_mul_i32 s6, s18, 7
	v_add_u32 v96, s6, v16
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[20:21]               ; lanes where %vpred_1740
	global_load_ubyte v98, v96, s[66:67]                ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v99, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1758
	global_load_ubyte v98, v16, s[66:67] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v100, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1758
	global_load_ubyte v98, v4, s[66:67] offset:16       ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v101, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1758
	global_load_ubyte v98, v86, s[66:67] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v102, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1758
	global_load_ubyte v98, v88, s[66:67] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v103, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1758
	global_load_ubyte v98, v90, s[66:67] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v104, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1758
	global_load_ubyte v98, v92, s[66:67] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v105, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1758
	global_load_ubyte v98, v94, s[66:67] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v106, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1758
	global_load_ubyte v98, v96, s[66:67] offset:16      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v107, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1776
	global_load_ubyte v98, v16, s[66:67] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v108, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1776
	global_load_ubyte v98, v4, s[66:67] offset:32       ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v109, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1776
	global_load_ubyte v98, v86, s[66:67] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v110, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1776
	global_load_ubyte v98, v88, s[66:67] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v111, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1776
	global_load_ubyte v98, v90, s[66:67] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v112, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1776
	global_load_ubyte v98, v92, s[66:67] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v113, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1776
	global_load_ubyte v98, v94, s[66:67] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v114, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1776
	global_load_ubyte v98, v96, s[66:67] offset:32      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v115, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1794
	global_load_ubyte v98, v16, s[66:67] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v116, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1794
	global_load_ubyte v98, v4, s[66:67] offset:48       ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v4, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1794
	global_load_ubyte v98, v86, s[66:67] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v86, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1794
	global_load_ubyte v98, v88, s[66:67] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v88, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1794
	global_load_ubyte v98, v90, s[66:67] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v90, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1794
	global_load_ubyte v98, v92, s[66:67] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v92, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1794
	global_load_ubyte v98, v94, s[66:67] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v94, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1794
	global_load_ubyte v98, v96, s[66:67] offset:48      ; examples/attention_fp8_fnuz.kgen:16: load of 'vt'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_cvt_f32_fp8 v96, v98
	ds_write_b32 v9, v85 offset:10752                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v87 offset:11012                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v89 offset:11272                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v91 offset:11532                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v93 offset:11792                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v95 offset:12052                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v97 offset:12312                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v99 offset:12572                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v100 offset:10816                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v101 offset:11076                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v102 offset:11336                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v103 offset:11596                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v104 offset:11856                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v105 offset:12116                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v106 offset:12376                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v107 offset:12636                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v108 offset:10880                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v109 offset:11140                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v110 offset:11400                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v111 offset:11660                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v112 offset:11920                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v113 offset:12180                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v114 offset:12440                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v115 offset:12700                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v116 offset:10944                  ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v4 offset:11204                    ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v86 offset:11464                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v88 offset:11724                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v90 offset:11984                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v92 offset:12244                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v94 offset:12504                   ; convert 'vt' in K runs: write this thread's elements
	ds_write_b32 v9, v96 offset:12764                   ; convert 'vt' in K runs: write this thread's elements
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v17 offset:10752                    ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v85, v17 offset:10756                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v86, v17 offset:10760                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v87, v17 offset:10764                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v88, v17 offset:14912                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v89, v17 offset:14916                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v90, v17 offset:14920                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v91, v17 offset:14924                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v92, v17 offset:19072                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v93, v17 offset:19076                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v94, v17 offset:19080                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v95, v17 offset:19084                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v96, v17 offset:23232                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v97, v17 offset:23236                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v98, v17 offset:23240                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v99, v17 offset:23244                   ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v100, v17 offset:27392                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v101, v17 offset:27396                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v102, v17 offset:27400                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v103, v17 offset:27404                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v104, v17 offset:31552                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v105, v17 offset:31556                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v106, v17 offset:31560                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v107, v17 offset:31564                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v108, v17 offset:35712                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v109, v17 offset:35716                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v110, v17 offset:35720                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v111, v17 offset:35724                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v112, v17 offset:39872                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v113, v17 offset:39876                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v114, v17 offset:39880                  ; convert 'vt' in K runs: read in the new layout
	ds_read_b32 v115, v17 offset:39884                  ; convert 'vt' in K runs: read in the new layout
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[20:21], v4, v4
	v_med3_f32 v116, v4, -s4, s4
	s_nop 0
	v_cndmask_b32 v116, v116, v4, s[20:21]
	v_cvt_pk_fp8_f32 v116, v116, 0
	v_and_b32 v4, 0xff, v116
	ds_write_b8 v7, v4                                  ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v85, v85
	v_med3_f32 v4, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v85, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:1                        ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v86, v86
	v_med3_f32 v4, v86, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v86, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:2                        ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v87, v87
	v_med3_f32 v4, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v87, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:3                        ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v88, v88
	v_med3_f32 v4, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v88, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:1280                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v89, v89
	v_med3_f32 v4, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v89, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:1281                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v90, v90
	v_med3_f32 v4, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v90, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:1282                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v91, v91
	v_med3_f32 v4, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v91, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:1283                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v92, v92
	v_med3_f32 v4, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v92, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:2560                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v93, v93
	v_med3_f32 v4, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v93, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:2561                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v94, v94
	v_med3_f32 v4, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v94, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:2562                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v95, v95
	v_med3_f32 v4, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v95, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:2563                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v96, v96
	v_med3_f32 v4, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v96, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:3840                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v97, v97
	v_med3_f32 v4, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v97, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:3841                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v98, v98
	v_med3_f32 v4, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v98, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:3842                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v99, v99
	v_med3_f32 v4, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v99, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:3843                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v100, v100
	v_med3_f32 v4, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v100, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:5120                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v101, v101
	v_med3_f32 v4, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v101, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:5121                     ; A operand of the product: stage
	s_waitcnt lgkmcnt(14)
	v_cmp_u_f32 s[20:21], v102, v102
	v_med3_f32 v4, v102, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v102, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:5122                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v103, v103
	v_med3_f32 v4, v103, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v103, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:5123                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v104, v104
	v_med3_f32 v4, v104, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v104, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:6400                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v105, v105
	v_med3_f32 v4, v105, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v105, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:6401                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v106, v106
	v_med3_f32 v4, v106, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v106, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:6402                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v107, v107
	v_med3_f32 v4, v107, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v107, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:6403                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v108, v108
	v_med3_f32 v4, v108, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v108, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:7680                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v109, v109
	v_med3_f32 v4, v109, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v109, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:7681                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v110, v110
	v_med3_f32 v4, v110, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v110, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:7682                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v111, v111
	v_med3_f32 v4, v111, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v111, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:7683                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v112, v112
	v_med3_f32 v4, v112, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v112, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:8960                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v113, v113
	v_med3_f32 v4, v113, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v113, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:8961                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v114, v114
	v_med3_f32 v4, v114, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v114, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:8962                     ; A operand of the product: stage
	v_cmp_u_f32 s[20:21], v115, v115
	v_med3_f32 v4, v115, -s4, s4
	s_nop 0
	v_cndmask_b32 v4, v4, v115, s[20:21]
	v_cvt_pk_fp8_f32 v4, v4, 0
	v_and_b32 v85, 0xff, v4
	ds_write_b8 v7, v85 offset:8963                     ; A operand of the product: stage
	v_mov_b32 v4, 0x3fb8aa3b                            ; c log2 e of e^((x - m) c), once per c (examples/attention_fp8_fnuz.kgen:13)
	v_mul_f32 v85, s7, v4
	v_mov_b32 v4, 0xbfb8aa3b
	v_mul_f32 v86, s7, v4
	v_mul_f32 v4, v84, v86                              ; -m c log2 e of e^((x - m) c), once per m (examples/attention_fp8_fnuz.kgen:13)
	v_fma_f32 v86, v68, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v87, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v69, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v88, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v70, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v89, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v71, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v90, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v72, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v91, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v73, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v92, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v74, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v93, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v75, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v94, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v76, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v95, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v77, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v96, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v78, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v97, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v79, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v98, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v80, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v99, v86                                  ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v81, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v100, v86                                 ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v82, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v101, v86                                 ; examples/attention_fp8_fnuz.kgen:13
	v_fma_f32 v86, v83, v85, v4                         ; examples/attention_fp8_fnuz.kgen:13
	v_exp_f32 v4, v86                                   ; examples/attention_fp8_fnuz.kgen:13
	v_cmp_u_f32 s[20:21], v87, v87                      ; round to e4m3fnuz
	v_med3_f32 v68, v87, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v87, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v69, 0xff, v68
	v_cvt_f32_fp8 v68, v69
	v_cmp_u_f32 s[20:21], v88, v88                      ; round to e4m3fnuz
	v_med3_f32 v69, v88, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v88, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v70, 0xff, v69
	v_cvt_f32_fp8 v69, v70
	v_cmp_u_f32 s[20:21], v89, v89                      ; round to e4m3fnuz
	v_med3_f32 v70, v89, -s4, s4
	s_nop 0
	v_cndmask_b32 v70, v70, v89, s[20:21]
	v_cvt_pk_fp8_f32 v70, v70, 0
	v_and_b32 v71, 0xff, v70
	v_cvt_f32_fp8 v70, v71
	v_cmp_u_f32 s[20:21], v90, v90                      ; round to e4m3fnuz
	v_med3_f32 v71, v90, -s4, s4
	s_nop 0
	v_cndmask_b32 v71, v71, v90, s[20:21]
	v_cvt_pk_fp8_f32 v71, v71, 0
	v_and_b32 v72, 0xff, v71
	v_cvt_f32_fp8 v71, v72
	v_cmp_u_f32 s[20:21], v91, v91                      ; round to e4m3fnuz
	v_med3_f32 v72, v91, -s4, s4
	s_nop 0
	v_cndmask_b32 v72, v72, v91, s[20:21]
	v_cvt_pk_fp8_f32 v72, v72, 0
	v_and_b32 v73, 0xff, v72
	v_cvt_f32_fp8 v72, v73
	v_cmp_u_f32 s[20:21], v92, v92                      ; round to e4m3fnuz
	v_med3_f32 v73, v92, -s4, s4
	s_nop 0
	v_cndmask_b32 v73, v73, v92, s[20:21]
	v_cvt_pk_fp8_f32 v73, v73, 0
	v_and_b32 v74, 0xff, v73
	v_cvt_f32_fp8 v73, v74
	v_cmp_u_f32 s[20:21], v93, v93                      ; round to e4m3fnuz
	v_med3_f32 v74, v93, -s4, s4
	s_nop 0
	v_cndmask_b32 v74, v74, v93, s[20:21]
	v_cvt_pk_fp8_f32 v74, v74, 0
	v_and_b32 v75, 0xff, v74
	v_cvt_f32_fp8 v74, v75
	v_cmp_u_f32 s[20:21], v94, v94                      ; round to e4m3fnuz
	v_med3_f32 v75, v94, -s4, s4
	s_nop 0
	v_cndmask_b32 v75, v75, v94, s[20:21]
	v_cvt_pk_fp8_f32 v75, v75, 0
	v_and_b32 v76, 0xff, v75
	v_cvt_f32_fp8 v75, v76
	v_cmp_u_f32 s[20:21], v95, v95                      ; round to e4m3fnuz
	v_med3_f32 v76, v95, -s4, s4
	s_nop 0
	v_cndmask_b32 v76, v76, v95, s[20:21]
	v_cvt_pk_fp8_f32 v76, v76, 0
	v_and_b32 v77, 0xff, v76
	v_cvt_f32_fp8 v76, v77
	v_cmp_u_f32 s[20:21], v96, v96                      ; round to e4m3fnuz
	v_med3_f32 v77, v96, -s4, s4
	s_nop 0
	v_cndmask_b32 v77, v77, v96, s[20:21]
	v_cvt_pk_fp8_f32 v77, v77, 0
	v_and_b32 v78, 0xff, v77
	v_cvt_f32_fp8 v77, v78
	v_cmp_u_f32 s[20:21], v97, v97                      ; round to e4m3fnuz
	v_med3_f32 v78, v97, -s4, s4
	s_nop 0
	v_cndmask_b32 v78, v78, v97, s[20:21]
	v_cvt_pk_fp8_f32 v78, v78, 0
	v_and_b32 v79, 0xff, v78
	v_cvt_f32_fp8 v78, v79
	v_cmp_u_f32 s[20:21], v98, v98                      ; round to e4m3fnuz
	v_med3_f32 v79, v98, -s4, s4
	s_nop 0
	v_cndmask_b32 v79, v79, v98, s[20:21]
	v_cvt_pk_fp8_f32 v79, v79, 0
	v_and_b32 v80, 0xff, v79
	v_cvt_f32_fp8 v79, v80
	v_cmp_u_f32 s[20:21], v99, v99                      ; round to e4m3fnuz
	v_med3_f32 v80, v99, -s4, s4
	s_nop 0
	v_cndmask_b32 v80, v80, v99, s[20:21]
	v_cvt_pk_fp8_f32 v80, v80, 0
	v_and_b32 v81, 0xff, v80
	v_cvt_f32_fp8 v80, v81
	v_cmp_u_f32 s[20:21], v100, v100                    ; round to e4m3fnuz
	v_med3_f32 v81, v100, -s4, s4
	s_nop 0
	v_cndmask_b32 v81, v81, v100, s[20:21]
	v_cvt_pk_fp8_f32 v81, v81, 0
	v_and_b32 v82, 0xff, v81
	v_cvt_f32_fp8 v81, v82
	v_cmp_u_f32 s[20:21], v101, v101                    ; round to e4m3fnuz
	v_med3_f32 v82, v101, -s4, s4
	s_nop 0
	v_cndmask_b32 v82, v82, v101, s[20:21]
	v_cvt_pk_fp8_f32 v82, v82, 0
	v_and_b32 v83, 0xff, v82
	v_cvt_f32_fp8 v82, v83
	v_cmp_u_f32 s[20:21], v4, v4                        ; round to e4m3fnuz
	v_med3_f32 v83, v4, -s4, s4
	s_nop 0
	v_cndmask_b32 v83, v83, v4, s[20:21]
	v_cvt_pk_fp8_f32 v83, v83, 0
	v_and_b32 v85, 0xff, v83
	v_cvt_f32_fp8 v83, v85
	v_cndmask_b32 v85, 0, v68, s[34:35]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v85, v85
	v_med3_f32 v68, v85, -s4, s4
	s_nop 0
	v_cndmask_b32 v68, v68, v85, s[20:21]
	v_cvt_pk_fp8_f32 v68, v68, 0
	v_and_b32 v85, 0xff, v68
	ds_write_b8 v11, v85 offset:44032                   ; B operand of the product: stage
	v_cndmask_b32 v68, 0, v69, s[36:37]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v69, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v68, 0xff, v69
	ds_write_b8 v11, v68 offset:44033                   ; B operand of the product: stage
	v_cndmask_b32 v68, 0, v70, s[38:39]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v69, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v68, 0xff, v69
	ds_write_b8 v11, v68 offset:44034                   ; B operand of the product: stage
	v_cndmask_b32 v68, 0, v71, s[40:41]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v69, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v68, 0xff, v69
	ds_write_b8 v11, v68 offset:44035                   ; B operand of the product: stage
	v_cndmask_b32 v68, 0, v72, s[42:43]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v69, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v68, 0xff, v69
	ds_write_b8 v11, v68 offset:44040                   ; B operand of the product: stage
	v_cndmask_b32 v68, 0, v73, s[44:45]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v69, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v68, 0xff, v69
	ds_write_b8 v11, v68 offset:44041                   ; B operand of the product: stage
	v_cndmask_b32 v68, 0, v74, s[46:47]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v69, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v68, 0xff, v69
	ds_write_b8 v11, v68 offset:44042                   ; B operand of the product: stage
	v_cndmask_b32 v68, 0, v75, s[48:49]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v69, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v68, 0xff, v69
	ds_write_b8 v11, v68 offset:44043                   ; B operand of the product: stage
	v_cndmask_b32 v68, 0, v76, s[50:51]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v69, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v68, 0xff, v69
	ds_write_b8 v11, v68 offset:44048                   ; B operand of the product: stage
	v_cndmask_b32 v68, 0, v77, s[52:53]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v69, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v68, 0xff, v69
	ds_write_b8 v11, v68 offset:44049                   ; B operand of the product: stage
	v_cndmask_b32 v68, 0, v78, s[54:55]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v69, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v68, 0xff, v69
	ds_write_b8 v11, v68 offset:44050                   ; B operand of the product: stage
	v_cndmask_b32 v68, 0, v79, s[56:57]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v69, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v68, 0xff, v69
	ds_write_b8 v11, v68 offset:44051                   ; B operand of the product: stage
	v_cndmask_b32 v68, 0, v80, s[58:59]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v69, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v68, 0xff, v69
	ds_write_b8 v11, v68 offset:44056                   ; B operand of the product: stage
	v_cndmask_b32 v68, 0, v81, s[60:61]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v69, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v68, 0xff, v69
	ds_write_b8 v11, v68 offset:44057                   ; B operand of the product: stage
	v_cndmask_b32 v68, 0, v82, s[62:63]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v69, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v68, 0xff, v69
	ds_write_b8 v11, v68 offset:44058                   ; B operand of the product: stage
	v_cndmask_b32 v68, 0, v83, s[64:65]                 ; absent elements add nothing
	v_cmp_u_f32 s[20:21], v68, v68
	v_med3_f32 v69, v68, -s4, s4
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[20:21]
	v_cvt_pk_fp8_f32 v69, v69, 0
	v_and_b32 v68, 0xff, v69
	ds_write_b8 v11, v68 offset:44059                   ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v19 offset:44032             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[72:75], v2                           ; A fragment 0, k-steps 0..1
	ds_read_b128 v[76:79], v2 offset:2560               ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[36:51], v[72:73], v[68:69], v[36:51] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[52:67], v[76:77], v[68:69], v[52:67] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[36:51], v[74:75], v[70:71], v[36:51] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[52:67], v[78:79], v[70:71], v[52:67] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	ds_read_b128 v[68:71], v19 offset:44064             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[72:75], v2 offset:32                 ; A fragment 0, k-steps 2..3
	ds_read_b128 v[76:79], v2 offset:2592               ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_fp8_fp8 v[36:51], v[72:73], v[68:69], v[36:51] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_fp8_fp8 v[52:67], v[76:77], v[68:69], v[52:67] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[36:51], v[74:75], v[70:71], v[36:51] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mfma_f32_32x32x16_fp8_fp8 v[52:67], v[78:79], v[70:71], v[52:67] ; examples/attention_fp8_fnuz.kgen:16: mfma 32x32x16
	v_mul_f32 v68, v3, v18                              ; examples/attention_fp8_fnuz.kgen:15
	v_cndmask_b32 v18, 0, v87, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v69, 0, v88, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v70, 0, v89, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v71, 0, v90, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v72, 0, v91, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v73, 0, v92, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v74, 0, v93, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v75, 0, v94, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v76, 0, v95, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v77, 0, v96, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v78, 0, v97, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v79, 0, v98, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v80, 0, v99, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v81, 0, v100, s[60:61]                ; absent elements contribute the identity
	v_cndmask_b32 v82, 0, v101, s[62:63]                ; absent elements contribute the identity
	v_cndmask_b32 v83, 0, v4, s[64:65]                  ; absent elements contribute the identity
	v_add_f32 v4, v18, v69                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v4, v70                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v4, v18, v71                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v4, v72                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v4, v18, v73                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v4, v74                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v4, v18, v75                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v4, v76                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v4, v18, v77                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v4, v78                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v4, v18, v79                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v4, v80                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v4, v18, v81                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v18, v4, v82                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_add_f32 v4, v18, v83                              ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15)
	v_and_b32 v18, 63, v0                               ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): lanes 32 apart
	v_xor_b32 v18, 32, v18
	v_lshlrev_b32 v18, 2, v18
	ds_bpermute_b32 v69, v18, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v18, v4, v69
	s_and_saveexec_b64 s[20:21], s[10:11]               ; lanes where %vpred_257
	ds_write_b32 v14, v18 offset:53248                  ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): this warp group's partial
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v15 offset:53248                    ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 0
	ds_read_b32 v18, v15 offset:53504                   ; sum over 'tt' (examples/attention_fp8_fnuz.kgen:15): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v69, v4, v18
	v_add_f32 v4, v68, v69                              ; examples/attention_fp8_fnuz.kgen:15
	v_mov_b32 v3, v4                                    ; next 'l'
	v_mov_b32 v1, v84                                   ; next 'mx'
	s_add_u32 s14, s14, 64
	s_cmp_lt_u32 s14, s18
	s_cbranch_scc1 .Lattention_fp8_fnuz_loop3
.Lattention_fp8_fnuz_loop3_end:
	v_div_scale_f32 v1, s[6:7], v3, v3, s16             ; examples/attention_fp8_fnuz.kgen:19
	v_rcp_f32 v2, v1
	v_div_scale_f32 v4, vcc, s16, v3, s16
	v_fma_f32 v5, -v1, v2, 1.0
	v_fma_f32 v2, v5, v2, v2
	v_mul_f32 v6, v4, v2
	v_fma_f32 v5, -v1, v6, v4
	v_fma_f32 v6, v5, v2, v6
	v_fma_f32 v5, -v1, v6, v4
	v_div_fmas_f32 v5, v5, v2, v6
	v_div_fixup_f32 v1, v5, v3, s16
	v_mul_f32 v2, v36, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v3, v37, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v4, v38, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v5, v39, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v6, v40, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v7, v41, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v8, v42, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v9, v43, v1                               ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v10, v44, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v11, v45, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v13, v46, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v14, v47, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v15, v48, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v16, v49, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v17, v50, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v18, v51, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v19, v52, v1                              ; examples/attention_fp8_fnuz.kgen:19
	s_waitcnt vmcnt(3)
	v_mul_f32 v20, v53, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v21, v54, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v22, v55, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v23, v56, v1                              ; examples/attention_fp8_fnuz.kgen:19
	s_waitcnt vmcnt(2)
	v_mul_f32 v24, v57, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v25, v58, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v26, v59, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v27, v60, v1                              ; examples/attention_fp8_fnuz.kgen:19
	s_waitcnt vmcnt(1)
	v_mul_f32 v28, v61, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v29, v62, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v30, v63, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v31, v64, v1                              ; examples/attention_fp8_fnuz.kgen:19
	s_waitcnt vmcnt(0)
	v_mul_f32 v32, v65, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v33, v66, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_mul_f32 v34, v67, v1                              ; examples/attention_fp8_fnuz.kgen:19
	v_bfe_u32 v1, v2, 16, 1
	v_add3_u32 v35, v2, v1, s5
	v_cmp_u_f32 s[6:7], v2, v2
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v35, v35, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v35
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9]                  ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v3, 16, 1
	v_add3_u32 v2, v3, v1, s5
	v_cmp_u_f32 s[6:7], v3, v3
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:2         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v4, 16, 1
	v_add3_u32 v2, v4, v1, s5
	v_cmp_u_f32 s[6:7], v4, v4
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:4         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s5
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:6         ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s5
	v_cmp_u_f32 s[6:7], v6, v6
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:16        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v2, v7, v1, s5
	v_cmp_u_f32 s[6:7], v7, v7
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:18        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v2, v8, v1, s5
	v_cmp_u_f32 s[6:7], v8, v8
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:20        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v2, v9, v1, s5
	v_cmp_u_f32 s[6:7], v9, v9
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:22        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v10, 16, 1
	v_add3_u32 v2, v10, v1, s5
	v_cmp_u_f32 s[6:7], v10, v10
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:32        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v11, 16, 1
	v_add3_u32 v2, v11, v1, s5
	v_cmp_u_f32 s[6:7], v11, v11
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:34        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v13, 16, 1
	v_add3_u32 v2, v13, v1, s5
	v_cmp_u_f32 s[6:7], v13, v13
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:36        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v14, 16, 1
	v_add3_u32 v2, v14, v1, s5
	v_cmp_u_f32 s[6:7], v14, v14
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:38        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v15, 16, 1
	v_add3_u32 v2, v15, v1, s5
	v_cmp_u_f32 s[6:7], v15, v15
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:48        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v16, 16, 1
	v_add3_u32 v2, v16, v1, s5
	v_cmp_u_f32 s[6:7], v16, v16
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:50        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v17, 16, 1
	v_add3_u32 v2, v17, v1, s5
	v_cmp_u_f32 s[6:7], v17, v17
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:52        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v18, 16, 1
	v_add3_u32 v2, v18, v1, s5
	v_cmp_u_f32 s[6:7], v18, v18
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:54        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v19, 16, 1
	v_add3_u32 v2, v19, v1, s5
	v_cmp_u_f32 s[6:7], v19, v19
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:64        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v20, 16, 1
	v_add3_u32 v2, v20, v1, s5
	v_cmp_u_f32 s[6:7], v20, v20
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:66        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v21, 16, 1
	v_add3_u32 v2, v21, v1, s5
	v_cmp_u_f32 s[6:7], v21, v21
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:68        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v22, 16, 1
	v_add3_u32 v2, v22, v1, s5
	v_cmp_u_f32 s[6:7], v22, v22
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:70        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v23, 16, 1
	v_add3_u32 v2, v23, v1, s5
	v_cmp_u_f32 s[6:7], v23, v23
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:80        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v24, 16, 1
	v_add3_u32 v2, v24, v1, s5
	v_cmp_u_f32 s[6:7], v24, v24
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:82        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v25, 16, 1
	v_add3_u32 v2, v25, v1, s5
	v_cmp_u_f32 s[6:7], v25, v25
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:84        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v26, 16, 1
	v_add3_u32 v2, v26, v1, s5
	v_cmp_u_f32 s[6:7], v26, v26
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:86        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v27, 16, 1
	v_add3_u32 v2, v27, v1, s5
	v_cmp_u_f32 s[6:7], v27, v27
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:96        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v28, 16, 1
	v_add3_u32 v2, v28, v1, s5
	v_cmp_u_f32 s[6:7], v28, v28
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:98        ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v29, 16, 1
	v_add3_u32 v2, v29, v1, s5
	v_cmp_u_f32 s[6:7], v29, v29
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:100       ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v30, 16, 1
	v_add3_u32 v2, v30, v1, s5
	v_cmp_u_f32 s[6:7], v30, v30
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:102       ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v31, 16, 1
	v_add3_u32 v2, v31, v1, s5
	v_cmp_u_f32 s[6:7], v31, v31
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:112       ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v32, 16, 1
	v_add3_u32 v2, v32, v1, s5
	v_cmp_u_f32 s[6:7], v32, v32
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:114       ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v33, 16, 1
	v_add3_u32 v2, v33, v1, s5
	v_cmp_u_f32 s[6:7], v33, v33
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:116       ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v34, 16, 1
	v_add3_u32 v2, v34, v1, s5
	v_cmp_u_f32 s[4:5], v34, v34
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[4:5]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[4:5], s[12:13]                 ; lanes where %vpred_1218
	global_store_short v12, v1, s[8:9] offset:118       ; examples/attention_fp8_fnuz.kgen:19: store to 'o'
	s_mov_b64 exec, s[4:5]
.Lattention_fp8_fnuz_if0_end:
	s_endpgm
.Lfunc_end_attention_fp8_fnuz:
	.size	attention_fp8_fnuz, .Lfunc_end_attention_fp8_fnuz-attention_fp8_fnuz

	.rodata
	.p2align	6
	.amdhsa_kernel attention_fp8_fnuz
		.amdhsa_group_segment_fixed_size 53760
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 120
		.amdhsa_next_free_sgpr 72
		.amdhsa_accum_offset 120
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
    .group_segment_fixed_size: 53760
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .vgpr_count:     120
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
