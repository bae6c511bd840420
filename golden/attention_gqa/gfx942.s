; kgen AMDGCN module for gfx942: 2 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5

; kernel attention_gqa: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel attention_gqa from examples/attention_gqa.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 4 x 64-wide waves
;   grid: s, g, bh
;   chunk: bh: 1, g: 1, s: 64, tt: 64, d: 128; walked in chunks: none
;   layout: bh:1 x g:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;     (the first product's accumulator; at most 8 elements per vector access)
;   tile products on mfma 32x32x8: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (20 shuffle and conversion instructions per thread)
;   product 15:13 tt x s contracting d (as the transposed product): 2 x 2 warps, each mfma 32x32x8 tiles
;   product 20:29 d x s contracting tt (as the transposed product): 2 x 2 warps, each mfma 32x32x8 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [bh, g, s, d]: bh:1 x g:1 x s:64 x d:128: reg[d1 d2 d8 d16 d32] lane[s1 s2 s4 s8 s16 d4] warp[d64 s32]
;     L1 [bh, g, s]: bh:1 x g:1 x s:64: reg[0 0 0 0] lane[s1 s2 s4 s8 s16 0] warp[0 s32]
;     L2 [bh, tt, d]: bh:1 x tt:64 x d:128: reg[d1 d2 d4 tt16 tt32] lane[d8 d16 d32 d64 tt1 tt2] warp[tt4 tt8]
;     L3 [bh, g, s, tt]: bh:1 x g:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;       13:11 add -> L0; 12:9 add -> L1; 11:10 add -> L1; 13:11 carried -> L0; 11:10 carried -> L1; 15:13 load q -> L0
;       15:30 load k -> L2; 15:13 matmul -> L3; 16:22 reduce max -> L1; 16:14 max -> L1; 18:22 sub -> L1; 18:21 mul -> L1
;       18:17 exp -> L1; 20:15 mul -> L0; 17:18 sub -> L3; 17:17 mul -> L3; 17:13 exp -> L3; 20:29 cast -> L3
;       20:39 load v -> L2; 20:29 matmul -> L0; 20:15 add -> L0; 12:9 carried -> L1; 19:13 mul -> L1; 19:25 reduce sum -> L1
;       19:13 add -> L1; 14:5 loop_result -> L0; 14:5 loop_result -> L1; 23:34 div -> L1; 23:27 mul -> L0; 23:22 cast -> L0
; resources: 106 VGPRs, 0 AGPRs, 72 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 54272 bytes LDS, 52 bytes of arguments, 256 threads
;   arg q: tensor bf16 at 0 (read-only)
;   arg k: tensor bf16 at 8 (read-only)
;   arg v: tensor bf16 at 16 (read-only)
;   arg o: tensor bf16 at 24
;   arg scale: scalar f32 at 32
;   arg BH: dim i32 at 36
;   arg G: dim i32 at 40
;   arg S: dim i32 at 44
;   arg T: dim i32 at 48
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, s4 workgroup id z, v0 work-item id
	.text
	.globl	attention_gqa
	.p2align	8
	.type	attention_gqa,@function
attention_gqa:
	s_mov_b32 s5, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_mov_b32 s6, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[8:9], s[0:1], 0x0                  ; argument q
	s_load_dwordx2 s[10:11], s[0:1], 0x8                ; argument k
	s_load_dwordx2 s[12:13], s[0:1], 0x10               ; argument v
	s_load_dwordx2 s[14:15], s[0:1], 0x18               ; argument o
	s_load_dword s7, s[0:1], 0x20                       ; argument scale
	s_load_dword s16, s[0:1], 0x28                      ; argument G
	s_load_dword s17, s[0:1], 0x2c                      ; argument S
	s_load_dword s18, s[0:1], 0x30                      ; argument T
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s19, s2                                   ; program index along 's'
	s_mul_i32 s20, s19, 64                              ; first 's' of this program's tile (64)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s19, s17, s20
	s_min_u32 s21, s19, 64                              ; 's' elements in this tile
	s_mov_b32 s19, s3                                   ; program index along 'g'
	s_mov_b32 s22, s4                                   ; program index along 'bh'
	s_cmp_ge_u32 s21, 64                                ; a whole chunk of 's' (64) is in bounds
	s_cselect_b32 s23, 1, 0
	s_mul_i32 s24, 0x80, s17                            ; a stride of 'q'
	s_mul_i32 s17, s24, s16                             ; a stride of 'q'
	v_lshrrev_b32 v2, 4, v1
	v_and_b32 v3, 15, v1
	v_lshlrev_b32 v4, 3, v3
	v_mov_b32 v3, 0x80
	v_mul_lo_u32 v5, v3, v2
	v_add_u32 v3, v5, v4
	v_lshlrev_b32 v5, 1, v3                             ; thread's first 16 bytes of a 'q' tile
	v_mov_b32 v3, 0x88
	v_mul_lo_u32 v6, v3, v2
	v_add_u32 v3, v6, v4
	v_lshlrev_b32 v6, 1, v3                             ; thread's first 16 bytes in opinv0
	s_mul_i32 s26, s22, s17
	s_mul_hi_u32 s27, s22, s17
	s_lshl_b64 s[16:17], s[26:27], 1
	s_add_u32 s26, s8, s16                              ; 'q' at this program
	s_addc_u32 s27, s9, s17
	s_mul_i32 s8, s19, s24
	s_mul_hi_u32 s9, s19, s24
	s_lshl_b64 s[24:25], s[8:9], 1
	s_add_u32 s8, s26, s24                              ; 'q' at this program
	s_addc_u32 s9, s27, s25
	s_mul_i32 s26, s20, 0x80
	s_mul_hi_u32 s27, s20, 0x80
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s26, s8, s28                              ; 'q' at this program
	s_addc_u32 s27, s9, s29
	s_mul_i32 s8, 0x80, s18                             ; a stride of 'k'
	s_mul_i32 s30, s22, s8
	s_mul_hi_u32 s31, s22, s8
	s_lshl_b64 s[8:9], s[30:31], 1
	s_add_u32 s30, s10, s8                              ; 'k' at this program
	s_addc_u32 s31, s11, s9
	v_and_b32 v3, 31, v1
	v_lshrrev_b32 v7, 6, v1
	v_and_b32 v8, 1, v7
	v_lshlrev_b32 v7, 5, v8
	v_or_b32 v9, v3, v7                                 ; thread's 'r' coordinate
	v_lshrrev_b32 v10, 5, v1
	v_and_b32 v11, 1, v10
	v_lshlrev_b32 v10, 3, v11
	v_mov_b32 v12, 0x88
	v_mul_lo_u32 v13, v12, v9
	v_add_u32 v9, v13, v10
	v_lshlrev_b32 v12, 1, v9                            ; thread's M-fragment place
	v_lshrrev_b32 v9, 7, v1
	v_lshlrev_b32 v13, 5, v9
	v_or_b32 v9, v3, v13                                ; thread's 'r' coordinate
	v_mov_b32 v13, 0x88
	v_mul_lo_u32 v14, v13, v9
	v_add_u32 v13, v14, v10
	v_lshlrev_b32 v14, 1, v13                           ; thread's N-fragment place
	v_mul_lo_u32 v13, 64, v8
	v_add_u32 v15, v13, v9
	v_lshlrev_b32 v13, 2, v15
	v_lshlrev_b32 v15, 2, v9
	v_and_b32 v16, 32, v1
	v_cmp_eq_u32 s[10:11], v16, 0                       ; one lane per warp group and element publishes
	s_add_u32 s32, s12, s8                              ; 'v' at this program
	s_addc_u32 s33, s13, s9
	v_mov_b32 v1, 0x48
	v_mul_lo_u32 v16, v1, v4
	v_add_u32 v1, v16, v2
	v_lshlrev_b32 v4, 1, v1                             ; thread's place in opa1
	v_lshlrev_b32 v1, 6, v8
	v_or_b32 v8, v3, v1                                 ; thread's 'r' coordinate
	v_mov_b32 v3, 0x48
	v_mul_lo_u32 v16, v3, v8
	v_add_u32 v3, v16, v10
	v_lshlrev_b32 v8, 1, v3                             ; thread's M-fragment place
	v_lshlrev_b32 v3, 2, v11
	v_or_b32 v11, v3, v7                                ; thread's 'tt' coordinate
	v_mov_b32 v7, 0x48
	v_mul_lo_u32 v16, v7, v9
	v_add_u32 v7, v16, v11
	v_lshlrev_b32 v17, 1, v7                            ; thread's place in opb3
	v_add_u32 v7, v16, v10
	v_lshlrev_b32 v10, 1, v7                            ; thread's N-fragment place
	v_mov_b32 v7, 0x80
	v_mul_lo_u32 v16, v7, v9
	v_or_b32 v7, v3, v1                                 ; thread's 'd' coordinate
	v_add_u32 v1, v16, v7
	v_lshlrev_b32 v3, 1, v1                             ; thread's byte offset in a chunk of 'o'
	s_add_u32 s8, s14, s16                              ; 'o' at this program
	s_addc_u32 s9, s15, s17
	s_add_u32 s12, s8, s24                              ; 'o' at this program
	s_addc_u32 s13, s9, s25
	s_add_u32 s8, s12, s28                              ; 'o' at this program
	s_addc_u32 s9, s13, s29
	s_cmp_eq_u32 s23, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_gqa_if0_else
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	global_load_dwordx4 v[18:21], v5, s[26:27]          ; examples/attention_gqa.kgen:15: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[18:21]                          ; 16 bytes into opinv0
	v_add_u32 v1, 0x1000, v5
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	global_load_dwordx4 v[18:21], v1, s[26:27]          ; examples/attention_gqa.kgen:15: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[18:21] offset:4352              ; 16 bytes into opinv0
	v_add_u32 v1, 0x2000, v5
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	global_load_dwordx4 v[18:21], v1, s[26:27]          ; examples/attention_gqa.kgen:15: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[18:21] offset:8704              ; 16 bytes into opinv0
	v_add_u32 v1, 0x3000, v5
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	global_load_dwordx4 v[18:21], v1, s[26:27]          ; examples/attention_gqa.kgen:15: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[18:21] offset:13056             ; 16 bytes into opinv0
	v_add_f32 v1, 0, 0                                  ; examples/attention_gqa.kgen:13
	v_mov_b32 v18, v1                                   ; loop-carried 'acc'
	v_mov_b32 v19, v1                                   ; loop-carried 'acc'
	v_mov_b32 v20, v1                                   ; loop-carried 'acc'
	v_mov_b32 v21, v1                                   ; loop-carried 'acc'
	v_mov_b32 v22, v1                                   ; loop-carried 'acc'
	v_mov_b32 v23, v1                                   ; loop-carried 'acc'
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
	v_mov_b32 v7, v1                                    ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:11
	v_add_f32 v16, v1, 0
	v_mov_b32 v1, v16                                   ; loop-carried 'mx'
	s_cmp_ge_u32 s18, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s12, 1, 0
	s_sub_u32 s13, s18, 63
	s_cmp_lg_u32 s12, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s12, s13, 0
	s_mov_b32 s13, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s13, s12
	s_cbranch_scc1 .Lattention_gqa_loop0_end
.Lattention_gqa_loop0:
	s_mul_i32 s14, s13, 0x80
	s_mul_hi_u32 s15, s13, 0x80
	s_lshl_b64 s[16:17], s[14:15], 1
	s_add_u32 s14, s30, s16                             ; 'k' at this chunk
	s_addc_u32 s15, s31, s17
	global_load_dwordx4 v[50:53], v5, s[14:15]          ; examples/attention_gqa.kgen:15: 16-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v50
	v_and_b32 v54, 0xffff0000, v50
	v_lshlrev_b32 v55, 16, v51
	v_and_b32 v56, 0xffff0000, v51
	v_lshlrev_b32 v57, 16, v52
	v_and_b32 v58, 0xffff0000, v52
	v_lshlrev_b32 v59, 16, v53
	v_and_b32 v60, 0xffff0000, v53
	v_add_u32 v50, 0x1000, v5                           ; examples/attention_gqa.kgen:15: 16-byte load of 'k'
	global_load_dwordx4 v[62:65], v50, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v62
	v_and_b32 v51, 0xffff0000, v62
	v_lshlrev_b32 v52, 16, v63
	v_and_b32 v53, 0xffff0000, v63
	v_lshlrev_b32 v61, 16, v64
	v_and_b32 v66, 0xffff0000, v64
	v_lshlrev_b32 v67, 16, v65
	v_and_b32 v68, 0xffff0000, v65
	v_add_u32 v62, 0x2000, v5                           ; examples/attention_gqa.kgen:15: 16-byte load of 'k'
	global_load_dwordx4 v[70:73], v62, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v70
	v_and_b32 v63, 0xffff0000, v70
	v_lshlrev_b32 v64, 16, v71
	v_and_b32 v65, 0xffff0000, v71
	v_lshlrev_b32 v69, 16, v72
	v_and_b32 v74, 0xffff0000, v72
	v_lshlrev_b32 v75, 16, v73
	v_and_b32 v76, 0xffff0000, v73
	v_add_u32 v70, 0x3000, v5                           ; examples/attention_gqa.kgen:15: 16-byte load of 'k'
	global_load_dwordx4 v[78:81], v70, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v78
	v_and_b32 v71, 0xffff0000, v78
	v_lshlrev_b32 v72, 16, v79
	v_and_b32 v73, 0xffff0000, v79
	v_lshlrev_b32 v77, 16, v80
	v_and_b32 v82, 0xffff0000, v80
	v_lshlrev_b32 v83, 16, v81
	v_and_b32 v84, 0xffff0000, v81
	v_lshrrev_b32 v78, 16, v16
	ds_write_b16 v6, v78 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v54
	ds_write_b16 v6, v16 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v55
	ds_write_b16 v6, v16 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v56
	ds_write_b16 v6, v16 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v57
	ds_write_b16 v6, v16 offset:17416                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v58
	ds_write_b16 v6, v16 offset:17418                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v59
	ds_write_b16 v6, v16 offset:17420                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v60
	ds_write_b16 v6, v16 offset:17422                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v50
	ds_write_b16 v6, v16 offset:21760                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v51
	ds_write_b16 v6, v16 offset:21762                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v52
	ds_write_b16 v6, v16 offset:21764                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v53
	ds_write_b16 v6, v16 offset:21766                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v61
	ds_write_b16 v6, v16 offset:21768                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v66
	ds_write_b16 v6, v16 offset:21770                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v67
	ds_write_b16 v6, v16 offset:21772                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v68
	ds_write_b16 v6, v16 offset:21774                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v62
	ds_write_b16 v6, v16 offset:26112                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v63
	ds_write_b16 v6, v16 offset:26114                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v64
	ds_write_b16 v6, v16 offset:26116                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v65
	ds_write_b16 v6, v16 offset:26118                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v69
	ds_write_b16 v6, v16 offset:26120                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v74
	ds_write_b16 v6, v16 offset:26122                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v75
	ds_write_b16 v6, v16 offset:26124                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v76
	ds_write_b16 v6, v16 offset:26126                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v70
	ds_write_b16 v6, v16 offset:30464                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v71
	ds_write_b16 v6, v16 offset:30466                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v72
	ds_write_b16 v6, v16 offset:30468                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v73
	ds_write_b16 v6, v16 offset:30470                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v77
	ds_write_b16 v6, v16 offset:30472                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v82
	ds_write_b16 v6, v16 offset:30474                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v83
	ds_write_b16 v6, v16 offset:30476                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v84
	ds_write_b16 v6, v16 offset:30478                   ; A operand of the product: stage
	v_mov_b32 v50, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v52, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[66:69], v14                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[70:73], v12 offset:17408             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:32                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[70:73], v12 offset:17440             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:64                ; B fragment 0, k-steps 4..5
	ds_read_b128 v[70:73], v12 offset:17472             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:96                ; B fragment 0, k-steps 6..7
	ds_read_b128 v[70:73], v12 offset:17504             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:128               ; B fragment 0, k-steps 8..9
	ds_read_b128 v[70:73], v12 offset:17536             ; A fragment 0, k-steps 8..9
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:160               ; B fragment 0, k-steps 10..11
	ds_read_b128 v[70:73], v12 offset:17568             ; A fragment 0, k-steps 10..11
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:192               ; B fragment 0, k-steps 12..13
	ds_read_b128 v[70:73], v12 offset:17600             ; A fragment 0, k-steps 12..13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:224               ; B fragment 0, k-steps 14..15
	ds_read_b128 v[70:73], v12 offset:17632             ; A fragment 0, k-steps 14..15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_max_f32 v16, v50, v51                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v50, v51
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v52                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v52
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v53                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v53
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v54                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v54
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v55                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v55
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v56                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v56
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v57                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v57
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v58                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v58
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v59                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v59
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v60                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v60
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v61                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v61
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v62                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v62
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v63                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v63
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v64                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v64
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v65                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v65
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_and_b32 v16, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:16): lanes 32 apart
	v_xor_b32 v16, 32, v16
	v_lshlrev_b32 v16, 2, v16
	ds_bpermute_b32 v66, v16, v67
	s_waitcnt lgkmcnt(0)
	v_max_f32 v16, v67, v66
	v_cmp_u_f32 s[14:15], v67, v66
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_305
	ds_write_b32 v13, v67 offset:35840                  ; max over 'tt' (examples/attention_gqa.kgen:16): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v16, v15 offset:35840                   ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 0
	ds_read_b32 v66, v15 offset:36096                   ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v67, v16, v66
	v_cmp_u_f32 s[14:15], v16, v66
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v67, v16, s[14:15]
	v_max_f32 v16, v1, v66                              ; examples/attention_gqa.kgen:16
	v_cmp_u_f32 s[14:15], v1, v66
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_sub_f32 v16, v1, v67                              ; examples/attention_gqa.kgen:18
	v_mul_f32 v66, s7, v16                              ; examples/attention_gqa.kgen:18
	v_mul_f32 v16, 0x3fb8aa3b, v66                      ; examples/attention_gqa.kgen:18
	v_exp_f32 v66, v16                                  ; examples/attention_gqa.kgen:18
	s_nop 0
	v_mul_f32 v16, v18, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v68, v19, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v69, v20, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v70, v21, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v71, v22, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v72, v23, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v73, v24, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v74, v25, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v75, v26, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v76, v27, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v77, v28, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v78, v29, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v79, v30, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v80, v31, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v81, v32, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v82, v33, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v83, v34, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v84, v35, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v85, v36, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v86, v37, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v87, v38, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v88, v39, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v89, v40, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v90, v41, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v91, v42, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v92, v43, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v93, v44, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v94, v45, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v95, v46, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v96, v47, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v97, v48, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v98, v49, v66                             ; examples/attention_gqa.kgen:20
	v_mov_b32 v18, v16                                  ; 'acc' scaled in place
	v_mov_b32 v19, v68                                  ; 'acc' scaled in place
	v_mov_b32 v20, v69                                  ; 'acc' scaled in place
	v_mov_b32 v21, v70                                  ; 'acc' scaled in place
	v_mov_b32 v22, v71                                  ; 'acc' scaled in place
	v_mov_b32 v23, v72                                  ; 'acc' scaled in place
	v_mov_b32 v24, v73                                  ; 'acc' scaled in place
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
	s_add_u32 s14, s32, s16                             ; 'v' at this chunk
	s_addc_u32 s15, s33, s17
	global_load_dwordx4 v[68:71], v5, s[14:15]          ; examples/attention_gqa.kgen:20: 16-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v68
	v_and_b32 v72, 0xffff0000, v68
	v_lshlrev_b32 v73, 16, v69
	v_and_b32 v74, 0xffff0000, v69
	v_lshlrev_b32 v75, 16, v70
	v_and_b32 v76, 0xffff0000, v70
	v_lshlrev_b32 v77, 16, v71
	v_and_b32 v78, 0xffff0000, v71
	v_add_u32 v68, 0x1000, v5                           ; examples/attention_gqa.kgen:20: 16-byte load of 'v'
	global_load_dwordx4 v[80:83], v68, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v80
	v_and_b32 v69, 0xffff0000, v80
	v_lshlrev_b32 v70, 16, v81
	v_and_b32 v71, 0xffff0000, v81
	v_lshlrev_b32 v79, 16, v82
	v_and_b32 v84, 0xffff0000, v82
	v_lshlrev_b32 v85, 16, v83
	v_and_b32 v86, 0xffff0000, v83
	v_add_u32 v80, 0x2000, v5                           ; examples/attention_gqa.kgen:20: 16-byte load of 'v'
	global_load_dwordx4 v[88:91], v80, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v88
	v_and_b32 v81, 0xffff0000, v88
	v_lshlrev_b32 v82, 16, v89
	v_and_b32 v83, 0xffff0000, v89
	v_lshlrev_b32 v87, 16, v90
	v_and_b32 v92, 0xffff0000, v90
	v_lshlrev_b32 v93, 16, v91
	v_and_b32 v94, 0xffff0000, v91
	v_add_u32 v88, 0x3000, v5                           ; examples/attention_gqa.kgen:20: 16-byte load of 'v'
	global_load_dwordx4 v[96:99], v88, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v96
	v_and_b32 v89, 0xffff0000, v96
	v_lshlrev_b32 v90, 16, v97
	v_and_b32 v91, 0xffff0000, v97
	v_lshlrev_b32 v95, 16, v98
	v_and_b32 v100, 0xffff0000, v98
	v_lshlrev_b32 v101, 16, v99
	v_and_b32 v102, 0xffff0000, v99
	v_lshrrev_b32 v96, 16, v16
	ds_write_b16 v4, v96 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v72
	ds_write_b16 v4, v16 offset:17552                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v73
	ds_write_b16 v4, v16 offset:17696                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v74
	ds_write_b16 v4, v16 offset:17840                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v75
	ds_write_b16 v4, v16 offset:17984                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v76
	ds_write_b16 v4, v16 offset:18128                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v77
	ds_write_b16 v4, v16 offset:18272                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v78
	ds_write_b16 v4, v16 offset:18416                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v68
	ds_write_b16 v4, v16 offset:17440                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v69
	ds_write_b16 v4, v16 offset:17584                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v70
	ds_write_b16 v4, v16 offset:17728                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v71
	ds_write_b16 v4, v16 offset:17872                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v79
	ds_write_b16 v4, v16 offset:18016                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v84
	ds_write_b16 v4, v16 offset:18160                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v85
	ds_write_b16 v4, v16 offset:18304                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v86
	ds_write_b16 v4, v16 offset:18448                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v80
	ds_write_b16 v4, v16 offset:17472                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v81
	ds_write_b16 v4, v16 offset:17616                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v82
	ds_write_b16 v4, v16 offset:17760                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v83
	ds_write_b16 v4, v16 offset:17904                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v87
	ds_write_b16 v4, v16 offset:18048                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v92
	ds_write_b16 v4, v16 offset:18192                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v93
	ds_write_b16 v4, v16 offset:18336                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v94
	ds_write_b16 v4, v16 offset:18480                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v88
	ds_write_b16 v4, v16 offset:17504                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v89
	ds_write_b16 v4, v16 offset:17648                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v90
	ds_write_b16 v4, v16 offset:17792                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v91
	ds_write_b16 v4, v16 offset:17936                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v95
	ds_write_b16 v4, v16 offset:18080                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v100
	ds_write_b16 v4, v16 offset:18224                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v101
	ds_write_b16 v4, v16 offset:18368                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v102
	ds_write_b16 v4, v16 offset:18512                   ; A operand of the product: stage
	v_mov_b32 v16, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_gqa.kgen:17)
	v_mul_f32 v68, s7, v16
	v_mov_b32 v16, 0xbfb8aa3b
	v_mul_f32 v69, s7, v16
	v_mul_f32 v16, v67, v69                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_gqa.kgen:17)
	v_fma_f32 v69, v50, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v70, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v51, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v71, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v52, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v72, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v53, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v73, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v54, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v74, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v55, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v75, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v56, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v76, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v57, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v77, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v58, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v78, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v59, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v79, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v60, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v80, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v61, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v81, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v62, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v82, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v63, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v83, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v64, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v84, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v65, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v16, v69                                  ; examples/attention_gqa.kgen:17
	v_bfe_u32 v50, v70, 16, 1                           ; round to bf16
	v_add3_u32 v51, v70, v50, s5
	v_cmp_u_f32 s[14:15], v70, v70
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v50, s[14:15]
	v_and_b32 v50, 0xffff0000, v51
	v_bfe_u32 v51, v71, 16, 1                           ; round to bf16
	v_add3_u32 v52, v71, v51, s5
	v_cmp_u_f32 s[14:15], v71, v71
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v52, v51, s[14:15]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v72, 16, 1                           ; round to bf16
	v_add3_u32 v53, v72, v52, s5
	v_cmp_u_f32 s[14:15], v72, v72
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v52, s[14:15]
	v_and_b32 v52, 0xffff0000, v53
	v_bfe_u32 v53, v73, 16, 1                           ; round to bf16
	v_add3_u32 v54, v73, v53, s5
	v_cmp_u_f32 s[14:15], v73, v73
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[14:15]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v74, 16, 1                           ; round to bf16
	v_add3_u32 v55, v74, v54, s5
	v_cmp_u_f32 s[14:15], v74, v74
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[14:15]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v75, 16, 1                           ; round to bf16
	v_add3_u32 v56, v75, v55, s5
	v_cmp_u_f32 s[14:15], v75, v75
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v76, 16, 1                           ; round to bf16
	v_add3_u32 v57, v76, v56, s5
	v_cmp_u_f32 s[14:15], v76, v76
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v77, 16, 1                           ; round to bf16
	v_add3_u32 v58, v77, v57, s5
	v_cmp_u_f32 s[14:15], v77, v77
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[14:15]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v78, 16, 1                           ; round to bf16
	v_add3_u32 v59, v78, v58, s5
	v_cmp_u_f32 s[14:15], v78, v78
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[14:15]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v79, 16, 1                           ; round to bf16
	v_add3_u32 v60, v79, v59, s5
	v_cmp_u_f32 s[14:15], v79, v79
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v80, 16, 1                           ; round to bf16
	v_add3_u32 v61, v80, v60, s5
	v_cmp_u_f32 s[14:15], v80, v80
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[14:15]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v81, 16, 1                           ; round to bf16
	v_add3_u32 v62, v81, v61, s5
	v_cmp_u_f32 s[14:15], v81, v81
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[14:15]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v82, 16, 1                           ; round to bf16
	v_add3_u32 v63, v82, v62, s5
	v_cmp_u_f32 s[14:15], v82, v82
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[14:15]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v83, 16, 1                           ; round to bf16
	v_add3_u32 v64, v83, v63, s5
	v_cmp_u_f32 s[14:15], v83, v83
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[14:15]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v84, 16, 1                           ; round to bf16
	v_add3_u32 v65, v84, v64, s5
	v_cmp_u_f32 s[14:15], v84, v84
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[14:15]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v16, 16, 1                           ; round to bf16
	v_add3_u32 v68, v16, v65, s5
	v_cmp_u_f32 s[14:15], v16, v16
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v65, s[14:15]
	v_and_b32 v65, 0xffff0000, v68
	v_lshrrev_b32 v68, 16, v50
	ds_write_b16 v17, v68 offset:36352                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v51
	ds_write_b16 v17, v50 offset:36354                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v52
	ds_write_b16 v17, v50 offset:36356                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v53
	ds_write_b16 v17, v50 offset:36358                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v54
	ds_write_b16 v17, v50 offset:36368                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v55
	ds_write_b16 v17, v50 offset:36370                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v56
	ds_write_b16 v17, v50 offset:36372                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v57
	ds_write_b16 v17, v50 offset:36374                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v58
	ds_write_b16 v17, v50 offset:36384                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v59
	ds_write_b16 v17, v50 offset:36386                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v60
	ds_write_b16 v17, v50 offset:36388                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v61
	ds_write_b16 v17, v50 offset:36390                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v62
	ds_write_b16 v17, v50 offset:36400                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v63
	ds_write_b16 v17, v50 offset:36402                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v64
	ds_write_b16 v17, v50 offset:36404                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v65
	ds_write_b16 v17, v50 offset:36406                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[50:53], v10 offset:36352             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[54:57], v8 offset:17408              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[58:61], v8 offset:22016              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[18:33], v[54:55], v[50:51], v[18:33] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[58:59], v[50:51], v[34:49] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[18:33], v[56:57], v[52:53], v[18:33] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[60:61], v[52:53], v[34:49] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v10 offset:36384             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[54:57], v8 offset:17440              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[58:61], v8 offset:22048              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[18:33], v[54:55], v[50:51], v[18:33] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[58:59], v[50:51], v[34:49] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[18:33], v[56:57], v[52:53], v[18:33] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[60:61], v[52:53], v[34:49] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v10 offset:36416             ; B fragment 0, k-steps 4..5
	ds_read_b128 v[54:57], v8 offset:17472              ; A fragment 0, k-steps 4..5
	ds_read_b128 v[58:61], v8 offset:22080              ; A fragment 1, k-steps 4..5
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[18:33], v[54:55], v[50:51], v[18:33] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[58:59], v[50:51], v[34:49] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[18:33], v[56:57], v[52:53], v[18:33] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[60:61], v[52:53], v[34:49] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v10 offset:36448             ; B fragment 0, k-steps 6..7
	ds_read_b128 v[54:57], v8 offset:17504              ; A fragment 0, k-steps 6..7
	ds_read_b128 v[58:61], v8 offset:22112              ; A fragment 1, k-steps 6..7
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[18:33], v[54:55], v[50:51], v[18:33] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[58:59], v[50:51], v[34:49] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[18:33], v[56:57], v[52:53], v[18:33] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[60:61], v[52:53], v[34:49] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mul_f32 v50, v7, v66                              ; examples/attention_gqa.kgen:19
	v_add_f32 v51, v70, v71                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v52, v51, v72                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v51, v52, v73                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v52, v51, v74                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v51, v52, v75                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v52, v51, v76                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v51, v52, v77                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v52, v51, v78                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v51, v52, v79                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v52, v51, v80                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v51, v52, v81                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v52, v51, v82                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v51, v52, v83                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v52, v51, v84                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v51, v52, v16                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_and_b32 v16, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:19): lanes 32 apart
	v_xor_b32 v16, 32, v16
	v_lshlrev_b32 v16, 2, v16
	ds_bpermute_b32 v52, v16, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32 v16, v51, v52
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_305
	ds_write_b32 v13, v16 offset:53760                  ; sum over 'tt' (examples/attention_gqa.kgen:19): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v16, v15 offset:53760                   ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 0
	ds_read_b32 v51, v15 offset:54016                   ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v52, v16, v51
	v_add_f32 v16, v50, v52                             ; examples/attention_gqa.kgen:19
	v_mov_b32 v7, v16                                   ; next 'l'
	v_mov_b32 v1, v67                                   ; next 'mx'
	s_add_u32 s13, s13, 64
	s_cmp_lt_u32 s13, s12
	s_cbranch_scc1 .Lattention_gqa_loop0
.Lattention_gqa_loop0_end:
	s_mov_b32 s12, s13                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s12, s18
	s_cbranch_scc1 .Lattention_gqa_loop1_end
.Lattention_gqa_loop1:
	s_sub_u32 s13, s18, s12
	s_mul_i32 s14, s12, 0x80
	s_mul_hi_u32 s15, s12, 0x80
	s_lshl_b64 s[16:17], s[14:15], 1
	s_add_u32 s14, s30, s16                             ; 'k' at this chunk
	s_addc_u32 s15, s31, s17
	v_cmp_lt_u32 s[24:25], v2, s13                      ; 'tt' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_585
	global_load_ushort v16, v5, s[14:15]                ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_585
	global_load_ushort v16, v5, s[14:15] offset:2       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_585
	global_load_ushort v16, v5, s[14:15] offset:4       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_585
	global_load_ushort v16, v5, s[14:15] offset:6       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_585
	global_load_ushort v16, v5, s[14:15] offset:8       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_585
	global_load_ushort v16, v5, s[14:15] offset:10      ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_585
	global_load_ushort v16, v5, s[14:15] offset:12      ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_585
	global_load_ushort v16, v5, s[14:15] offset:14      ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v16
	v_add_u32 v16, 16, v2
	v_cmp_lt_u32 s[28:29], v16, s13                     ; 'tt' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_603
	v_add_u32 v58, 0x1000, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v58, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_603
	v_add_u32 v59, 0x1002, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v59, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_603
	v_add_u32 v60, 0x1004, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v60, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_603
	v_add_u32 v61, 0x1006, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v61, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_603
	v_add_u32 v62, 0x1008, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v62, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_603
	v_add_u32 v63, 0x100a, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v63, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_603
	v_add_u32 v64, 0x100c, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v64, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_603
	v_add_u32 v65, 0x100e, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v65, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v16
	v_add_u32 v16, 32, v2
	v_cmp_lt_u32 s[34:35], v16, s13                     ; 'tt' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_621
	v_add_u32 v66, 0x2000, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v66, s[14:15]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_621
	v_add_u32 v67, 0x2002, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v67, s[14:15]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_621
	v_add_u32 v68, 0x2004, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v68, s[14:15]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_621
	v_add_u32 v69, 0x2006, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v69, s[14:15]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_621
	v_add_u32 v70, 0x2008, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v70, s[14:15]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_621
	v_add_u32 v71, 0x200a, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v71, s[14:15]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_621
	v_add_u32 v72, 0x200c, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v72, s[14:15]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_621
	v_add_u32 v73, 0x200e, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v73, s[14:15]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v16
	v_add_u32 v16, 48, v2
	v_cmp_lt_u32 s[36:37], v16, s13                     ; 'tt' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_639
	v_add_u32 v74, 0x3000, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v74, s[14:15]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_639
	v_add_u32 v75, 0x3002, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v75, s[14:15]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_639
	v_add_u32 v76, 0x3004, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v76, s[14:15]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_639
	v_add_u32 v77, 0x3006, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v77, s[14:15]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_639
	v_add_u32 v78, 0x3008, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v78, s[14:15]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_639
	v_add_u32 v79, 0x300a, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v79, s[14:15]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_639
	v_add_u32 v80, 0x300c, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v80, s[14:15]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_639
	v_add_u32 v81, 0x300e, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v16, v81, s[14:15]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v16
	v_lshrrev_b32 v16, 16, v50
	ds_write_b16 v6, v16 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v51
	ds_write_b16 v6, v16 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v52
	ds_write_b16 v6, v16 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v53
	ds_write_b16 v6, v16 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v54
	ds_write_b16 v6, v16 offset:17416                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v55
	ds_write_b16 v6, v16 offset:17418                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v56
	ds_write_b16 v6, v16 offset:17420                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v57
	ds_write_b16 v6, v16 offset:17422                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v58
	ds_write_b16 v6, v16 offset:21760                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v59
	ds_write_b16 v6, v16 offset:21762                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v60
	ds_write_b16 v6, v16 offset:21764                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v61
	ds_write_b16 v6, v16 offset:21766                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v62
	ds_write_b16 v6, v16 offset:21768                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v63
	ds_write_b16 v6, v16 offset:21770                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v64
	ds_write_b16 v6, v16 offset:21772                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v65
	ds_write_b16 v6, v16 offset:21774                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v66
	ds_write_b16 v6, v16 offset:26112                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v67
	ds_write_b16 v6, v16 offset:26114                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v68
	ds_write_b16 v6, v16 offset:26116                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v69
	ds_write_b16 v6, v16 offset:26118                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v70
	ds_write_b16 v6, v16 offset:26120                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v71
	ds_write_b16 v6, v16 offset:26122                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v72
	ds_write_b16 v6, v16 offset:26124                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v73
	ds_write_b16 v6, v16 offset:26126                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v74
	ds_write_b16 v6, v16 offset:30464                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v75
	ds_write_b16 v6, v16 offset:30466                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v76
	ds_write_b16 v6, v16 offset:30468                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v77
	ds_write_b16 v6, v16 offset:30470                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v78
	ds_write_b16 v6, v16 offset:30472                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v79
	ds_write_b16 v6, v16 offset:30474                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v80
	ds_write_b16 v6, v16 offset:30476                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v81
	ds_write_b16 v6, v16 offset:30478                   ; A operand of the product: stage
	v_mov_b32 v50, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v52, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[66:69], v14                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[70:73], v12 offset:17408             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:32                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[70:73], v12 offset:17440             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:64                ; B fragment 0, k-steps 4..5
	ds_read_b128 v[70:73], v12 offset:17472             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:96                ; B fragment 0, k-steps 6..7
	ds_read_b128 v[70:73], v12 offset:17504             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:128               ; B fragment 0, k-steps 8..9
	ds_read_b128 v[70:73], v12 offset:17536             ; A fragment 0, k-steps 8..9
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:160               ; B fragment 0, k-steps 10..11
	ds_read_b128 v[70:73], v12 offset:17568             ; A fragment 0, k-steps 10..11
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:192               ; B fragment 0, k-steps 12..13
	ds_read_b128 v[70:73], v12 offset:17600             ; A fragment 0, k-steps 12..13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:224               ; B fragment 0, k-steps 14..15
	ds_read_b128 v[70:73], v12 offset:17632             ; A fragment 0, k-steps 14..15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_cmp_lt_u32 s[14:15], v9, s21                      ; 's' element in bounds
	v_cmp_lt_u32 s[38:39], v11, s13                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[14:15], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	s_nop 6
	v_cndmask_b32 v66, v16, v50, s[40:41]
	v_add_u32 v16, 1, v11
	v_cmp_lt_u32 s[38:39], v16, s13                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[14:15], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v67, v16, v51, s[42:43]
	v_add_u32 v16, 2, v11
	v_cmp_lt_u32 s[38:39], v16, s13                     ; 'tt' element in bounds
	s_and_b64 s[44:45], s[14:15], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v68, v16, v52, s[44:45]
	v_add_u32 v16, 3, v11
	v_cmp_lt_u32 s[38:39], v16, s13                     ; 'tt' element in bounds
	s_and_b64 s[46:47], s[14:15], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v69, v16, v53, s[46:47]
	v_add_u32 v16, 8, v11
	v_cmp_lt_u32 s[38:39], v16, s13                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[14:15], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v70, v16, v54, s[48:49]
	v_add_u32 v16, 9, v11
	v_cmp_lt_u32 s[38:39], v16, s13                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[14:15], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v71, v16, v55, s[50:51]
	v_add_u32 v16, 10, v11
	v_cmp_lt_u32 s[38:39], v16, s13                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[14:15], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v72, v16, v56, s[52:53]
	v_add_u32 v16, 11, v11
	v_cmp_lt_u32 s[38:39], v16, s13                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[14:15], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v73, v16, v57, s[54:55]
	v_add_u32 v16, 16, v11
	v_cmp_lt_u32 s[38:39], v16, s13                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[14:15], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v74, v16, v58, s[56:57]
	v_add_u32 v16, 17, v11
	v_cmp_lt_u32 s[38:39], v16, s13                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[14:15], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v16, v59, s[58:59]
	v_add_u32 v16, 18, v11
	v_cmp_lt_u32 s[38:39], v16, s13                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[14:15], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v16, v60, s[60:61]
	v_add_u32 v16, 19, v11
	v_cmp_lt_u32 s[38:39], v16, s13                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[14:15], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v16, v61, s[62:63]
	v_add_u32 v16, 24, v11
	v_cmp_lt_u32 s[38:39], v16, s13                     ; 'tt' element in bounds
	s_and_b64 s[64:65], s[14:15], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v78, v16, v62, s[64:65]
	v_add_u32 v16, 25, v11
	v_cmp_lt_u32 s[38:39], v16, s13                     ; 'tt' element in bounds
	s_and_b64 s[66:67], s[14:15], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v79, v16, v63, s[66:67]
	v_add_u32 v16, 26, v11
	v_cmp_lt_u32 s[38:39], v16, s13                     ; 'tt' element in bounds
	s_and_b64 s[68:69], s[14:15], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v80, v16, v64, s[68:69]
	v_add_u32 v16, 27, v11
	v_cmp_lt_u32 s[38:39], v16, s13                     ; 'tt' element in bounds
	s_and_b64 s[70:71], s[14:15], s[38:39]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v81, v16, v65, s[70:71]
	v_max_f32 v16, v66, v67                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v66, v67
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v68                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v68
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v69                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v69
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v70                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v70
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v71                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v71
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v72                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v72
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v73                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v73
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v74                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v74
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v75                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v75
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v76                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v76
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v77                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v77
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v78                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v78
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v79                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v79
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v80                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v80
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_max_f32 v16, v67, v81                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v67, v81
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_and_b32 v16, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:16): lanes 32 apart
	v_xor_b32 v16, 32, v16
	v_lshlrev_b32 v16, 2, v16
	ds_bpermute_b32 v66, v16, v67
	s_waitcnt lgkmcnt(0)
	v_max_f32 v16, v67, v66
	v_cmp_u_f32 s[14:15], v67, v66
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_305
	ds_write_b32 v13, v67 offset:35840                  ; max over 'tt' (examples/attention_gqa.kgen:16): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v16, v15 offset:35840                   ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 0
	ds_read_b32 v66, v15 offset:36096                   ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v67, v16, v66
	v_cmp_u_f32 s[14:15], v16, v66
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v67, v16, s[14:15]
	v_max_f32 v16, v1, v66                              ; examples/attention_gqa.kgen:16
	v_cmp_u_f32 s[14:15], v1, v66
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[14:15]
	v_sub_f32 v16, v1, v67                              ; examples/attention_gqa.kgen:18
	v_mul_f32 v66, s7, v16                              ; examples/attention_gqa.kgen:18
	v_mul_f32 v16, 0x3fb8aa3b, v66                      ; examples/attention_gqa.kgen:18
	v_exp_f32 v66, v16                                  ; examples/attention_gqa.kgen:18
	s_nop 0
	v_mul_f32 v16, v18, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v68, v19, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v69, v20, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v70, v21, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v71, v22, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v72, v23, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v73, v24, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v74, v25, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v75, v26, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v76, v27, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v77, v28, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v78, v29, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v79, v30, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v80, v31, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v81, v32, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v82, v33, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v83, v34, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v84, v35, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v85, v36, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v86, v37, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v87, v38, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v88, v39, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v89, v40, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v90, v41, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v91, v42, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v92, v43, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v93, v44, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v94, v45, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v95, v46, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v96, v47, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v97, v48, v66                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v98, v49, v66                             ; examples/attention_gqa.kgen:20
	v_mov_b32 v18, v16                                  ; 'acc' scaled in place
	v_mov_b32 v19, v68                                  ; 'acc' scaled in place
	v_mov_b32 v20, v69                                  ; 'acc' scaled in place
	v_mov_b32 v21, v70                                  ; 'acc' scaled in place
	v_mov_b32 v22, v71                                  ; 'acc' scaled in place
	v_mov_b32 v23, v72                                  ; 'acc' scaled in place
	v_mov_b32 v24, v73                                  ; 'acc' scaled in place
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
	s_add_u32 s14, s32, s16                             ; 'v' at this chunk
	s_addc_u32 s15, s33, s17
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_585
	global_load_ushort v16, v5, s[14:15]                ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_585
	global_load_ushort v16, v5, s[14:15] offset:2       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_585
	global_load_ushort v16, v5, s[14:15] offset:4       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_585
	global_load_ushort v16, v5, s[14:15] offset:6       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_585
	global_load_ushort v16, v5, s[14:15] offset:8       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_585
	global_load_ushort v16, v5, s[14:15] offset:10      ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_585
	global_load_ushort v16, v5, s[14:15] offset:12      ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_585
	global_load_ushort v16, v5, s[14:15] offset:14      ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_603
	v_add_u32 v76, 0x1000, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v76, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_603
	v_add_u32 v77, 0x1002, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v77, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_603
	v_add_u32 v78, 0x1004, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v78, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_603
	v_add_u32 v79, 0x1006, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v79, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_603
	v_add_u32 v80, 0x1008, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v80, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_603
	v_add_u32 v81, 0x100a, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v81, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_603
	v_add_u32 v82, 0x100c, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v82, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_603
	v_add_u32 v83, 0x100e, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v83, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_621
	v_add_u32 v84, 0x2000, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v84, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_621
	v_add_u32 v85, 0x2002, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v85, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_621
	v_add_u32 v86, 0x2004, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v86, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_621
	v_add_u32 v87, 0x2006, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v87, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v87, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_621
	v_add_u32 v88, 0x2008, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v88, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_621
	v_add_u32 v89, 0x200a, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v89, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v89, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_621
	v_add_u32 v90, 0x200c, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v90, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v90, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_621
	v_add_u32 v91, 0x200e, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v91, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v91, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_639
	v_add_u32 v92, 0x3000, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v92, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v92, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_639
	v_add_u32 v93, 0x3002, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v93, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v93, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_639
	v_add_u32 v94, 0x3004, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v94, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v94, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_639
	v_add_u32 v95, 0x3006, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v95, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v95, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_639
	v_add_u32 v96, 0x3008, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v96, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v96, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_639
	v_add_u32 v97, 0x300a, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v97, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v97, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_639
	v_add_u32 v98, 0x300c, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v98, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v98, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_639
	v_add_u32 v99, 0x300e, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v16, v99, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v99, 16, v16
	v_lshrrev_b32 v16, 16, v68
	ds_write_b16 v4, v16 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v69
	ds_write_b16 v4, v16 offset:17552                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v70
	ds_write_b16 v4, v16 offset:17696                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v71
	ds_write_b16 v4, v16 offset:17840                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v72
	ds_write_b16 v4, v16 offset:17984                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v73
	ds_write_b16 v4, v16 offset:18128                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v74
	ds_write_b16 v4, v16 offset:18272                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v75
	ds_write_b16 v4, v16 offset:18416                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v76
	ds_write_b16 v4, v16 offset:17440                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v77
	ds_write_b16 v4, v16 offset:17584                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v78
	ds_write_b16 v4, v16 offset:17728                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v79
	ds_write_b16 v4, v16 offset:17872                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v80
	ds_write_b16 v4, v16 offset:18016                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v81
	ds_write_b16 v4, v16 offset:18160                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v82
	ds_write_b16 v4, v16 offset:18304                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v83
	ds_write_b16 v4, v16 offset:18448                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v84
	ds_write_b16 v4, v16 offset:17472                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v85
	ds_write_b16 v4, v16 offset:17616                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v86
	ds_write_b16 v4, v16 offset:17760                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v87
	ds_write_b16 v4, v16 offset:17904                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v88
	ds_write_b16 v4, v16 offset:18048                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v89
	ds_write_b16 v4, v16 offset:18192                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v90
	ds_write_b16 v4, v16 offset:18336                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v91
	ds_write_b16 v4, v16 offset:18480                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v92
	ds_write_b16 v4, v16 offset:17504                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v93
	ds_write_b16 v4, v16 offset:17648                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v94
	ds_write_b16 v4, v16 offset:17792                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v95
	ds_write_b16 v4, v16 offset:17936                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v96
	ds_write_b16 v4, v16 offset:18080                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v97
	ds_write_b16 v4, v16 offset:18224                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v98
	ds_write_b16 v4, v16 offset:18368                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v99
	ds_write_b16 v4, v16 offset:18512                   ; A operand of the product: stage
	v_mov_b32 v16, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_gqa.kgen:17)
	v_mul_f32 v68, s7, v16
	v_mov_b32 v16, 0xbfb8aa3b
	v_mul_f32 v69, s7, v16
	v_mul_f32 v16, v67, v69                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_gqa.kgen:17)
	v_fma_f32 v69, v50, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v70, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v51, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v71, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v52, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v72, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v53, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v73, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v54, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v74, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v55, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v75, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v56, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v76, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v57, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v77, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v58, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v78, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v59, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v79, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v60, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v80, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v61, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v81, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v62, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v82, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v63, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v83, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v64, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v84, v69                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v69, v65, v68, v16                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v16, v69                                  ; examples/attention_gqa.kgen:17
	v_bfe_u32 v50, v70, 16, 1                           ; round to bf16
	v_add3_u32 v51, v70, v50, s5
	v_cmp_u_f32 s[14:15], v70, v70
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v50, s[14:15]
	v_and_b32 v50, 0xffff0000, v51
	v_bfe_u32 v51, v71, 16, 1                           ; round to bf16
	v_add3_u32 v52, v71, v51, s5
	v_cmp_u_f32 s[14:15], v71, v71
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v52, v51, s[14:15]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v72, 16, 1                           ; round to bf16
	v_add3_u32 v53, v72, v52, s5
	v_cmp_u_f32 s[14:15], v72, v72
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v52, s[14:15]
	v_and_b32 v52, 0xffff0000, v53
	v_bfe_u32 v53, v73, 16, 1                           ; round to bf16
	v_add3_u32 v54, v73, v53, s5
	v_cmp_u_f32 s[14:15], v73, v73
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[14:15]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v74, 16, 1                           ; round to bf16
	v_add3_u32 v55, v74, v54, s5
	v_cmp_u_f32 s[14:15], v74, v74
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[14:15]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v75, 16, 1                           ; round to bf16
	v_add3_u32 v56, v75, v55, s5
	v_cmp_u_f32 s[14:15], v75, v75
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v76, 16, 1                           ; round to bf16
	v_add3_u32 v57, v76, v56, s5
	v_cmp_u_f32 s[14:15], v76, v76
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v77, 16, 1                           ; round to bf16
	v_add3_u32 v58, v77, v57, s5
	v_cmp_u_f32 s[14:15], v77, v77
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[14:15]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v78, 16, 1                           ; round to bf16
	v_add3_u32 v59, v78, v58, s5
	v_cmp_u_f32 s[14:15], v78, v78
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[14:15]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v79, 16, 1                           ; round to bf16
	v_add3_u32 v60, v79, v59, s5
	v_cmp_u_f32 s[14:15], v79, v79
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v80, 16, 1                           ; round to bf16
	v_add3_u32 v61, v80, v60, s5
	v_cmp_u_f32 s[14:15], v80, v80
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[14:15]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v81, 16, 1                           ; round to bf16
	v_add3_u32 v62, v81, v61, s5
	v_cmp_u_f32 s[14:15], v81, v81
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[14:15]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v82, 16, 1                           ; round to bf16
	v_add3_u32 v63, v82, v62, s5
	v_cmp_u_f32 s[14:15], v82, v82
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[14:15]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v83, 16, 1                           ; round to bf16
	v_add3_u32 v64, v83, v63, s5
	v_cmp_u_f32 s[14:15], v83, v83
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[14:15]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v84, 16, 1                           ; round to bf16
	v_add3_u32 v65, v84, v64, s5
	v_cmp_u_f32 s[14:15], v84, v84
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[14:15]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v16, 16, 1                           ; round to bf16
	v_add3_u32 v68, v16, v65, s5
	v_cmp_u_f32 s[14:15], v16, v16
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v65, s[14:15]
	v_and_b32 v65, 0xffff0000, v68
	v_cndmask_b32 v68, 0, v50, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v50, 16, v68
	ds_write_b16 v17, v50 offset:36352                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v51, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v17, v51 offset:36354                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v52, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v17, v51 offset:36356                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v53, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v17, v51 offset:36358                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v54, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v17, v51 offset:36368                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v55, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v17, v51 offset:36370                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v56, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v17, v51 offset:36372                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v57, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v17, v51 offset:36374                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v58, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v17, v51 offset:36384                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v59, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v17, v51 offset:36386                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v60, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v17, v51 offset:36388                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v61, s[62:63]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v17, v51 offset:36390                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v62, s[64:65]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v17, v51 offset:36400                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v63, s[66:67]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v17, v51 offset:36402                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v64, s[68:69]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v17, v51 offset:36404                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v65, s[70:71]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v17, v51 offset:36406                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[50:53], v10 offset:36352             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[54:57], v8 offset:17408              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[58:61], v8 offset:22016              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[18:33], v[54:55], v[50:51], v[18:33] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[58:59], v[50:51], v[34:49] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[18:33], v[56:57], v[52:53], v[18:33] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[60:61], v[52:53], v[34:49] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v10 offset:36384             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[54:57], v8 offset:17440              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[58:61], v8 offset:22048              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[18:33], v[54:55], v[50:51], v[18:33] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[58:59], v[50:51], v[34:49] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[18:33], v[56:57], v[52:53], v[18:33] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[60:61], v[52:53], v[34:49] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v10 offset:36416             ; B fragment 0, k-steps 4..5
	ds_read_b128 v[54:57], v8 offset:17472              ; A fragment 0, k-steps 4..5
	ds_read_b128 v[58:61], v8 offset:22080              ; A fragment 1, k-steps 4..5
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[18:33], v[54:55], v[50:51], v[18:33] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[58:59], v[50:51], v[34:49] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[18:33], v[56:57], v[52:53], v[18:33] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[60:61], v[52:53], v[34:49] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v10 offset:36448             ; B fragment 0, k-steps 6..7
	ds_read_b128 v[54:57], v8 offset:17504              ; A fragment 0, k-steps 6..7
	ds_read_b128 v[58:61], v8 offset:22112              ; A fragment 1, k-steps 6..7
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[18:33], v[54:55], v[50:51], v[18:33] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[58:59], v[50:51], v[34:49] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[18:33], v[56:57], v[52:53], v[18:33] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[60:61], v[52:53], v[34:49] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mul_f32 v50, v7, v66                              ; examples/attention_gqa.kgen:19
	v_cndmask_b32 v51, 0, v70, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v52, 0, v71, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v53, 0, v72, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v54, 0, v73, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v55, 0, v74, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v56, 0, v75, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v76, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v77, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v78, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v79, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v80, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v81, s[62:63]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v82, s[64:65]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v83, s[66:67]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v84, s[68:69]                 ; absent elements contribute the identity
	v_cndmask_b32 v66, 0, v16, s[70:71]                 ; absent elements contribute the identity
	v_add_f32 v16, v51, v52                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v51, v16, v53                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v16, v51, v54                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v51, v16, v55                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v16, v51, v56                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v51, v16, v57                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v16, v51, v58                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v51, v16, v59                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v16, v51, v60                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v51, v16, v61                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v16, v51, v62                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v51, v16, v63                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v16, v51, v64                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v51, v16, v65                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v16, v51, v66                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_and_b32 v51, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:19): lanes 32 apart
	v_xor_b32 v51, 32, v51
	v_lshlrev_b32 v51, 2, v51
	ds_bpermute_b32 v52, v51, v16
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v16, v52
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_305
	ds_write_b32 v13, v51 offset:53760                  ; sum over 'tt' (examples/attention_gqa.kgen:19): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v16, v15 offset:53760                   ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 0
	ds_read_b32 v51, v15 offset:54016                   ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v52, v16, v51
	v_add_f32 v16, v50, v52                             ; examples/attention_gqa.kgen:19
	v_mov_b32 v7, v16                                   ; next 'l'
	v_mov_b32 v1, v67                                   ; next 'mx'
	s_add_u32 s12, s12, 64
	s_cmp_lt_u32 s12, s18
	s_cbranch_scc1 .Lattention_gqa_loop1
.Lattention_gqa_loop1_end:
	v_mov_b32 v1, 1.0                                   ; examples/attention_gqa.kgen:23
	v_div_scale_f32 v16, s[12:13], v7, v7, v1
	v_rcp_f32 v50, v16
	v_div_scale_f32 v51, vcc, v1, v7, v1
	v_fma_f32 v52, -v16, v50, 1.0
	v_fma_f32 v50, v52, v50, v50
	v_mul_f32 v53, v51, v50
	v_fma_f32 v52, -v16, v53, v51
	v_fma_f32 v53, v52, v50, v53
	v_fma_f32 v52, -v16, v53, v51
	v_div_fmas_f32 v52, v52, v50, v53
	v_div_fixup_f32 v16, v52, v7, v1
	v_mul_f32 v1, v18, v16                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v7, v19, v16                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v50, v20, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v51, v21, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v52, v22, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v53, v23, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v54, v24, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v55, v25, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v56, v26, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v57, v27, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v58, v28, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v59, v29, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v60, v30, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v61, v31, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v62, v32, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v63, v33, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v18, v34, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v19, v35, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v20, v36, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v21, v37, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v22, v38, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v23, v39, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v24, v40, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v25, v41, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v26, v42, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v27, v43, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v28, v44, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v29, v45, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v30, v46, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v31, v47, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v32, v48, v16                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v33, v49, v16                             ; examples/attention_gqa.kgen:23
	v_mov_b32 v16, 0x7fc00000
	v_cmp_u_f32 s[12:13], v1, v1
	v_cmp_u_f32 s[14:15], v7, v7
	v_bfe_u32 v34, v1, 16, 1
	v_bfe_u32 v35, v7, 16, 1
	v_add3_u32 v36, v1, v34, s5
	v_add3_u32 v1, v7, v35, s5
	v_cndmask_b32 v36, v36, v16, s[12:13]
	v_cndmask_b32 v1, v1, v16, s[14:15]
	v_perm_b32 v7, v1, v36, s6
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v50, v50
	v_cmp_u_f32 s[14:15], v51, v51
	v_bfe_u32 v16, v50, 16, 1
	v_bfe_u32 v34, v51, 16, 1
	v_add3_u32 v35, v50, v16, s5
	v_add3_u32 v16, v51, v34, s5
	v_cndmask_b32 v35, v35, v1, s[12:13]
	v_cndmask_b32 v16, v16, v1, s[14:15]
	v_perm_b32 v1, v16, v35, s6
	v_mov_b32 v34, v7                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v35, v1
	global_store_dwordx2 v3, v[34:35], s[8:9]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v52, v52
	v_cmp_u_f32 s[14:15], v53, v53
	v_bfe_u32 v7, v52, 16, 1
	v_bfe_u32 v16, v53, 16, 1
	v_add3_u32 v34, v52, v7, s5
	v_add3_u32 v7, v53, v16, s5
	v_cndmask_b32 v34, v34, v1, s[12:13]
	v_cndmask_b32 v7, v7, v1, s[14:15]
	v_perm_b32 v1, v7, v34, s6
	v_mov_b32 v7, 0x7fc00000
	v_cmp_u_f32 s[12:13], v54, v54
	v_cmp_u_f32 s[14:15], v55, v55
	v_bfe_u32 v16, v54, 16, 1
	v_bfe_u32 v34, v55, 16, 1
	v_add3_u32 v35, v54, v16, s5
	v_add3_u32 v16, v55, v34, s5
	v_cndmask_b32 v35, v35, v7, s[12:13]
	v_cndmask_b32 v16, v16, v7, s[14:15]
	v_perm_b32 v7, v16, v35, s6
	v_mov_b32 v34, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v35, v7
	global_store_dwordx2 v3, v[34:35], s[8:9] offset:16
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v56, v56
	v_cmp_u_f32 s[14:15], v57, v57
	v_bfe_u32 v7, v56, 16, 1
	v_bfe_u32 v16, v57, 16, 1
	v_add3_u32 v34, v56, v7, s5
	v_add3_u32 v7, v57, v16, s5
	v_cndmask_b32 v34, v34, v1, s[12:13]
	v_cndmask_b32 v7, v7, v1, s[14:15]
	v_perm_b32 v1, v7, v34, s6
	v_mov_b32 v7, 0x7fc00000
	v_cmp_u_f32 s[12:13], v58, v58
	v_cmp_u_f32 s[14:15], v59, v59
	v_bfe_u32 v16, v58, 16, 1
	v_bfe_u32 v34, v59, 16, 1
	v_add3_u32 v35, v58, v16, s5
	v_add3_u32 v16, v59, v34, s5
	v_cndmask_b32 v35, v35, v7, s[12:13]
	v_cndmask_b32 v16, v16, v7, s[14:15]
	v_perm_b32 v7, v16, v35, s6
	v_mov_b32 v34, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v35, v7
	global_store_dwordx2 v3, v[34:35], s[8:9] offset:32
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v60, v60
	v_cmp_u_f32 s[14:15], v61, v61
	v_bfe_u32 v7, v60, 16, 1
	v_bfe_u32 v16, v61, 16, 1
	v_add3_u32 v34, v60, v7, s5
	v_add3_u32 v7, v61, v16, s5
	v_cndmask_b32 v34, v34, v1, s[12:13]
	v_cndmask_b32 v7, v7, v1, s[14:15]
	v_perm_b32 v1, v7, v34, s6
	v_mov_b32 v7, 0x7fc00000
	v_cmp_u_f32 s[12:13], v62, v62
	v_cmp_u_f32 s[14:15], v63, v63
	v_bfe_u32 v16, v62, 16, 1
	v_bfe_u32 v34, v63, 16, 1
	v_add3_u32 v35, v62, v16, s5
	v_add3_u32 v16, v63, v34, s5
	v_cndmask_b32 v35, v35, v7, s[12:13]
	v_cndmask_b32 v16, v16, v7, s[14:15]
	v_perm_b32 v7, v16, v35, s6
	v_mov_b32 v34, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v35, v7
	global_store_dwordx2 v3, v[34:35], s[8:9] offset:48
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v18, v18
	v_cmp_u_f32 s[14:15], v19, v19
	v_bfe_u32 v7, v18, 16, 1
	v_bfe_u32 v16, v19, 16, 1
	v_add3_u32 v34, v18, v7, s5
	v_add3_u32 v7, v19, v16, s5
	v_cndmask_b32 v34, v34, v1, s[12:13]
	v_cndmask_b32 v7, v7, v1, s[14:15]
	v_perm_b32 v1, v7, v34, s6
	v_mov_b32 v7, 0x7fc00000
	v_cmp_u_f32 s[12:13], v20, v20
	v_cmp_u_f32 s[14:15], v21, v21
	v_bfe_u32 v16, v20, 16, 1
	v_bfe_u32 v18, v21, 16, 1
	v_add3_u32 v19, v20, v16, s5
	v_add3_u32 v16, v21, v18, s5
	v_cndmask_b32 v19, v19, v7, s[12:13]
	v_cndmask_b32 v16, v16, v7, s[14:15]
	v_perm_b32 v7, v16, v19, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v19, v7
	global_store_dwordx2 v3, v[18:19], s[8:9] offset:64
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v22, v22
	v_cmp_u_f32 s[14:15], v23, v23
	v_bfe_u32 v7, v22, 16, 1
	v_bfe_u32 v16, v23, 16, 1
	v_add3_u32 v18, v22, v7, s5
	v_add3_u32 v7, v23, v16, s5
	v_cndmask_b32 v18, v18, v1, s[12:13]
	v_cndmask_b32 v7, v7, v1, s[14:15]
	v_perm_b32 v1, v7, v18, s6
	v_mov_b32 v7, 0x7fc00000
	v_cmp_u_f32 s[12:13], v24, v24
	v_cmp_u_f32 s[14:15], v25, v25
	v_bfe_u32 v16, v24, 16, 1
	v_bfe_u32 v18, v25, 16, 1
	v_add3_u32 v19, v24, v16, s5
	v_add3_u32 v16, v25, v18, s5
	v_cndmask_b32 v19, v19, v7, s[12:13]
	v_cndmask_b32 v16, v16, v7, s[14:15]
	v_perm_b32 v7, v16, v19, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v19, v7
	global_store_dwordx2 v3, v[18:19], s[8:9] offset:80
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v26, v26
	v_cmp_u_f32 s[14:15], v27, v27
	v_bfe_u32 v7, v26, 16, 1
	v_bfe_u32 v16, v27, 16, 1
	v_add3_u32 v18, v26, v7, s5
	v_add3_u32 v7, v27, v16, s5
	v_cndmask_b32 v18, v18, v1, s[12:13]
	v_cndmask_b32 v7, v7, v1, s[14:15]
	v_perm_b32 v1, v7, v18, s6
	v_mov_b32 v7, 0x7fc00000
	v_cmp_u_f32 s[12:13], v28, v28
	v_cmp_u_f32 s[14:15], v29, v29
	v_bfe_u32 v16, v28, 16, 1
	v_bfe_u32 v18, v29, 16, 1
	v_add3_u32 v19, v28, v16, s5
	v_add3_u32 v16, v29, v18, s5
	v_cndmask_b32 v19, v19, v7, s[12:13]
	v_cndmask_b32 v16, v16, v7, s[14:15]
	v_perm_b32 v7, v16, v19, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v19, v7
	global_store_dwordx2 v3, v[18:19], s[8:9] offset:96
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v30, v30
	v_cmp_u_f32 s[14:15], v31, v31
	v_bfe_u32 v7, v30, 16, 1
	v_bfe_u32 v16, v31, 16, 1
	v_add3_u32 v18, v30, v7, s5
	v_add3_u32 v7, v31, v16, s5
	v_cndmask_b32 v18, v18, v1, s[12:13]
	v_cndmask_b32 v7, v7, v1, s[14:15]
	v_perm_b32 v1, v7, v18, s6
	v_mov_b32 v7, 0x7fc00000
	v_cmp_u_f32 s[12:13], v32, v32
	v_cmp_u_f32 s[14:15], v33, v33
	v_bfe_u32 v16, v32, 16, 1
	v_bfe_u32 v18, v33, 16, 1
	v_add3_u32 v19, v32, v16, s5
	v_add3_u32 v16, v33, v18, s5
	v_cndmask_b32 v19, v19, v7, s[12:13]
	v_cndmask_b32 v16, v16, v7, s[14:15]
	v_perm_b32 v7, v16, v19, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v19, v7
	global_store_dwordx2 v3, v[18:19], s[8:9] offset:112
	s_branch .Lattention_gqa_if0_end
.Lattention_gqa_if0_else:
	v_cmp_lt_u32 s[12:13], v2, s21
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1211
	global_load_dwordx4 v[18:21], v5, s[26:27]          ; examples/attention_gqa.kgen:15: 16 bytes of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[18:21]                          ; 16 bytes into opinv0
	v_add_u32 v1, 16, v2
	v_cmp_lt_u32 s[12:13], v1, s21
	v_add_u32 v7, 0x1000, v5
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1217
	global_load_dwordx4 v[18:21], v7, s[26:27]          ; examples/attention_gqa.kgen:15: 16 bytes of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[18:21] offset:4352              ; 16 bytes into opinv0
	v_add_u32 v7, 32, v2
	v_cmp_lt_u32 s[12:13], v7, s21
	v_add_u32 v16, 0x2000, v5
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1224
	global_load_dwordx4 v[18:21], v16, s[26:27]         ; examples/attention_gqa.kgen:15: 16 bytes of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[18:21] offset:8704              ; 16 bytes into opinv0
	v_add_u32 v16, 48, v2
	v_cmp_lt_u32 s[12:13], v16, s21
	v_add_u32 v18, 0x3000, v5
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1231
	global_load_dwordx4 v[20:23], v18, s[26:27]         ; examples/attention_gqa.kgen:15: 16 bytes of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[20:23] offset:13056             ; 16 bytes into opinv0
	v_add_f32 v18, 0, 0                                 ; examples/attention_gqa.kgen:13
	v_mov_b32 v20, v18                                  ; loop-carried 'acc'
	v_mov_b32 v21, v18                                  ; loop-carried 'acc'
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
	v_mov_b32 v19, v18                                  ; loop-carried 'l'
	v_mov_b32 v18, 0xff800000                           ; examples/attention_gqa.kgen:11
	v_add_f32 v52, v18, 0
	v_mov_b32 v18, v52                                  ; loop-carried 'mx'
	s_cmp_ge_u32 s18, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s6, 1, 0
	s_sub_u32 s12, s18, 63
	s_cmp_lg_u32 s6, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s6, s12, 0
	s_cmp_lg_u32 s23, 0
	s_cselect_b32 s12, s6, 0
	s_mov_b32 s6, 0                                     ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s6, s12
	s_cbranch_scc1 .Lattention_gqa_loop2_end
.Lattention_gqa_loop2:
	s_mul_i32 s14, s6, 0x80
	s_mul_hi_u32 s15, s6, 0x80
	s_lshl_b64 s[16:17], s[14:15], 1
	s_add_u32 s14, s30, s16                             ; 'k' at this chunk
	s_addc_u32 s15, s31, s17
	global_load_dwordx4 v[52:55], v5, s[14:15]          ; examples/attention_gqa.kgen:15: 16-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v52
	v_and_b32 v57, 0xffff0000, v52
	v_lshlrev_b32 v58, 16, v53
	v_and_b32 v59, 0xffff0000, v53
	v_lshlrev_b32 v60, 16, v54
	v_and_b32 v61, 0xffff0000, v54
	v_lshlrev_b32 v62, 16, v55
	v_and_b32 v63, 0xffff0000, v55
	v_add_u32 v52, 0x1000, v5                           ; examples/attention_gqa.kgen:15: 16-byte load of 'k'
	global_load_dwordx4 v[64:67], v52, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v64
	v_and_b32 v53, 0xffff0000, v64
	v_lshlrev_b32 v54, 16, v65
	v_and_b32 v55, 0xffff0000, v65
	v_lshlrev_b32 v68, 16, v66
	v_and_b32 v69, 0xffff0000, v66
	v_lshlrev_b32 v70, 16, v67
	v_and_b32 v71, 0xffff0000, v67
	v_add_u32 v64, 0x2000, v5                           ; examples/attention_gqa.kgen:15: 16-byte load of 'k'
	global_load_dwordx4 v[72:75], v64, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v72
	v_and_b32 v65, 0xffff0000, v72
	v_lshlrev_b32 v66, 16, v73
	v_and_b32 v67, 0xffff0000, v73
	v_lshlrev_b32 v76, 16, v74
	v_and_b32 v77, 0xffff0000, v74
	v_lshlrev_b32 v78, 16, v75
	v_and_b32 v79, 0xffff0000, v75
	v_add_u32 v72, 0x3000, v5                           ; examples/attention_gqa.kgen:15: 16-byte load of 'k'
	global_load_dwordx4 v[80:83], v72, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v80
	v_and_b32 v73, 0xffff0000, v80
	v_lshlrev_b32 v74, 16, v81
	v_and_b32 v75, 0xffff0000, v81
	v_lshlrev_b32 v84, 16, v82
	v_and_b32 v85, 0xffff0000, v82
	v_lshlrev_b32 v86, 16, v83
	v_and_b32 v87, 0xffff0000, v83
	v_lshrrev_b32 v80, 16, v56
	ds_write_b16 v6, v80 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v56, 16, v57
	ds_write_b16 v6, v56 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v56, 16, v58
	ds_write_b16 v6, v56 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v56, 16, v59
	ds_write_b16 v6, v56 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v56, 16, v60
	ds_write_b16 v6, v56 offset:17416                   ; A operand of the product: stage
	v_lshrrev_b32 v56, 16, v61
	ds_write_b16 v6, v56 offset:17418                   ; A operand of the product: stage
	v_lshrrev_b32 v56, 16, v62
	ds_write_b16 v6, v56 offset:17420                   ; A operand of the product: stage
	v_lshrrev_b32 v56, 16, v63
	ds_write_b16 v6, v56 offset:17422                   ; A operand of the product: stage
	v_lshrrev_b32 v56, 16, v52
	ds_write_b16 v6, v56 offset:21760                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v53
	ds_write_b16 v6, v52 offset:21762                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v54
	ds_write_b16 v6, v52 offset:21764                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v55
	ds_write_b16 v6, v52 offset:21766                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v68
	ds_write_b16 v6, v52 offset:21768                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v69
	ds_write_b16 v6, v52 offset:21770                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v70
	ds_write_b16 v6, v52 offset:21772                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v71
	ds_write_b16 v6, v52 offset:21774                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v64
	ds_write_b16 v6, v52 offset:26112                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v65
	ds_write_b16 v6, v52 offset:26114                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v66
	ds_write_b16 v6, v52 offset:26116                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v67
	ds_write_b16 v6, v52 offset:26118                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v76
	ds_write_b16 v6, v52 offset:26120                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v77
	ds_write_b16 v6, v52 offset:26122                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v78
	ds_write_b16 v6, v52 offset:26124                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v79
	ds_write_b16 v6, v52 offset:26126                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v72
	ds_write_b16 v6, v52 offset:30464                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v73
	ds_write_b16 v6, v52 offset:30466                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v74
	ds_write_b16 v6, v52 offset:30468                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v75
	ds_write_b16 v6, v52 offset:30470                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v84
	ds_write_b16 v6, v52 offset:30472                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v85
	ds_write_b16 v6, v52 offset:30474                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v86
	ds_write_b16 v6, v52 offset:30476                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v87
	ds_write_b16 v6, v52 offset:30478                   ; A operand of the product: stage
	v_mov_b32 v52, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v14                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[72:75], v12 offset:17408             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:32                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[72:75], v12 offset:17440             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:64                ; B fragment 0, k-steps 4..5
	ds_read_b128 v[72:75], v12 offset:17472             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:96                ; B fragment 0, k-steps 6..7
	ds_read_b128 v[72:75], v12 offset:17504             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:128               ; B fragment 0, k-steps 8..9
	ds_read_b128 v[72:75], v12 offset:17536             ; A fragment 0, k-steps 8..9
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:160               ; B fragment 0, k-steps 10..11
	ds_read_b128 v[72:75], v12 offset:17568             ; A fragment 0, k-steps 10..11
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:192               ; B fragment 0, k-steps 12..13
	ds_read_b128 v[72:75], v12 offset:17600             ; A fragment 0, k-steps 12..13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:224               ; B fragment 0, k-steps 14..15
	ds_read_b128 v[72:75], v12 offset:17632             ; A fragment 0, k-steps 14..15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_max_f32 v68, v52, v53                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v52, v53
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v54                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v54
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v55                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v55
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v56                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v56
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v57                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v57
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v58                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v58
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v59                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v59
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v60                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v60
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v61                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v61
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v62                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v62
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v63                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v63
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v64                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v64
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v65                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v65
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v66                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v66
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v67                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v67
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_and_b32 v68, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:16): lanes 32 apart
	v_xor_b32 v68, 32, v68
	v_lshlrev_b32 v68, 2, v68
	ds_bpermute_b32 v69, v68, v70
	s_waitcnt lgkmcnt(0)
	v_max_f32 v68, v70, v69
	v_cmp_u_f32 s[14:15], v70, v69
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_305
	ds_write_b32 v13, v70 offset:35840                  ; max over 'tt' (examples/attention_gqa.kgen:16): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v68, v15 offset:35840                   ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 0
	ds_read_b32 v69, v15 offset:36096                   ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v70, v68, v69
	v_cmp_u_f32 s[14:15], v68, v69
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v70, v68, s[14:15]
	v_max_f32 v68, v18, v69                             ; examples/attention_gqa.kgen:16
	v_cmp_u_f32 s[14:15], v18, v69
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_sub_f32 v68, v18, v70                             ; examples/attention_gqa.kgen:18
	v_mul_f32 v69, s7, v68                              ; examples/attention_gqa.kgen:18
	v_mul_f32 v68, 0x3fb8aa3b, v69                      ; examples/attention_gqa.kgen:18
	v_exp_f32 v69, v68                                  ; examples/attention_gqa.kgen:18
	s_nop 0
	v_mul_f32 v68, v20, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v71, v21, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v72, v22, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v73, v23, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v74, v24, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v75, v25, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v76, v26, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v77, v27, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v78, v28, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v79, v29, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v80, v30, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v81, v31, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v82, v32, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v83, v33, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v84, v34, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v85, v35, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v86, v36, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v87, v37, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v88, v38, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v89, v39, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v90, v40, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v91, v41, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v92, v42, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v93, v43, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v94, v44, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v95, v45, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v96, v46, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v97, v47, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v98, v48, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v99, v49, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v100, v50, v69                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v101, v51, v69                            ; examples/attention_gqa.kgen:20
	v_mov_b32 v20, v68                                  ; 'acc' scaled in place
	v_mov_b32 v21, v71                                  ; 'acc' scaled in place
	v_mov_b32 v22, v72                                  ; 'acc' scaled in place
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
	s_add_u32 s14, s32, s16                             ; 'v' at this chunk
	s_addc_u32 s15, s33, s17
	global_load_dwordx4 v[72:75], v5, s[14:15]          ; examples/attention_gqa.kgen:20: 16-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v72
	v_and_b32 v71, 0xffff0000, v72
	v_lshlrev_b32 v76, 16, v73
	v_and_b32 v77, 0xffff0000, v73
	v_lshlrev_b32 v78, 16, v74
	v_and_b32 v79, 0xffff0000, v74
	v_lshlrev_b32 v80, 16, v75
	v_and_b32 v81, 0xffff0000, v75
	v_add_u32 v72, 0x1000, v5                           ; examples/attention_gqa.kgen:20: 16-byte load of 'v'
	global_load_dwordx4 v[82:85], v72, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v82
	v_and_b32 v73, 0xffff0000, v82
	v_lshlrev_b32 v74, 16, v83
	v_and_b32 v75, 0xffff0000, v83
	v_lshlrev_b32 v86, 16, v84
	v_and_b32 v87, 0xffff0000, v84
	v_lshlrev_b32 v88, 16, v85
	v_and_b32 v89, 0xffff0000, v85
	v_add_u32 v82, 0x2000, v5                           ; examples/attention_gqa.kgen:20: 16-byte load of 'v'
	global_load_dwordx4 v[90:93], v82, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v90
	v_and_b32 v83, 0xffff0000, v90
	v_lshlrev_b32 v84, 16, v91
	v_and_b32 v85, 0xffff0000, v91
	v_lshlrev_b32 v94, 16, v92
	v_and_b32 v95, 0xffff0000, v92
	v_lshlrev_b32 v96, 16, v93
	v_and_b32 v97, 0xffff0000, v93
	v_add_u32 v90, 0x3000, v5                           ; examples/attention_gqa.kgen:20: 16-byte load of 'v'
	global_load_dwordx4 v[98:101], v90, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v90, 16, v98
	v_and_b32 v91, 0xffff0000, v98
	v_lshlrev_b32 v92, 16, v99
	v_and_b32 v93, 0xffff0000, v99
	v_lshlrev_b32 v102, 16, v100
	v_and_b32 v103, 0xffff0000, v100
	v_lshlrev_b32 v104, 16, v101
	v_and_b32 v105, 0xffff0000, v101
	v_lshrrev_b32 v98, 16, v68
	ds_write_b16 v4, v98 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v71
	ds_write_b16 v4, v68 offset:17552                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v76
	ds_write_b16 v4, v68 offset:17696                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v77
	ds_write_b16 v4, v68 offset:17840                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v78
	ds_write_b16 v4, v68 offset:17984                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v79
	ds_write_b16 v4, v68 offset:18128                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v80
	ds_write_b16 v4, v68 offset:18272                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v81
	ds_write_b16 v4, v68 offset:18416                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v72
	ds_write_b16 v4, v68 offset:17440                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v73
	ds_write_b16 v4, v68 offset:17584                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v74
	ds_write_b16 v4, v68 offset:17728                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v75
	ds_write_b16 v4, v68 offset:17872                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v86
	ds_write_b16 v4, v68 offset:18016                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v87
	ds_write_b16 v4, v68 offset:18160                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v88
	ds_write_b16 v4, v68 offset:18304                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v89
	ds_write_b16 v4, v68 offset:18448                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v82
	ds_write_b16 v4, v68 offset:17472                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v83
	ds_write_b16 v4, v68 offset:17616                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v84
	ds_write_b16 v4, v68 offset:17760                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v85
	ds_write_b16 v4, v68 offset:17904                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v94
	ds_write_b16 v4, v68 offset:18048                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v95
	ds_write_b16 v4, v68 offset:18192                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v96
	ds_write_b16 v4, v68 offset:18336                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v97
	ds_write_b16 v4, v68 offset:18480                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v90
	ds_write_b16 v4, v68 offset:17504                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v91
	ds_write_b16 v4, v68 offset:17648                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v92
	ds_write_b16 v4, v68 offset:17792                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v93
	ds_write_b16 v4, v68 offset:17936                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v102
	ds_write_b16 v4, v68 offset:18080                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v103
	ds_write_b16 v4, v68 offset:18224                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v104
	ds_write_b16 v4, v68 offset:18368                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v105
	ds_write_b16 v4, v68 offset:18512                   ; A operand of the product: stage
	v_mov_b32 v68, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_gqa.kgen:17)
	v_mul_f32 v71, s7, v68
	v_mov_b32 v68, 0xbfb8aa3b
	v_mul_f32 v72, s7, v68
	v_mul_f32 v68, v70, v72                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_gqa.kgen:17)
	v_fma_f32 v72, v52, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v73, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v53, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v74, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v54, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v75, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v55, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v76, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v56, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v77, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v57, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v78, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v58, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v79, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v59, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v80, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v60, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v81, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v61, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v82, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v62, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v83, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v63, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v84, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v64, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v85, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v65, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v86, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v66, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v87, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v67, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v52, v72                                  ; examples/attention_gqa.kgen:17
	v_bfe_u32 v53, v73, 16, 1                           ; round to bf16
	v_add3_u32 v54, v73, v53, s5
	v_cmp_u_f32 s[14:15], v73, v73
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[14:15]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v74, 16, 1                           ; round to bf16
	v_add3_u32 v55, v74, v54, s5
	v_cmp_u_f32 s[14:15], v74, v74
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[14:15]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v75, 16, 1                           ; round to bf16
	v_add3_u32 v56, v75, v55, s5
	v_cmp_u_f32 s[14:15], v75, v75
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v76, 16, 1                           ; round to bf16
	v_add3_u32 v57, v76, v56, s5
	v_cmp_u_f32 s[14:15], v76, v76
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v77, 16, 1                           ; round to bf16
	v_add3_u32 v58, v77, v57, s5
	v_cmp_u_f32 s[14:15], v77, v77
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[14:15]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v78, 16, 1                           ; round to bf16
	v_add3_u32 v59, v78, v58, s5
	v_cmp_u_f32 s[14:15], v78, v78
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[14:15]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v79, 16, 1                           ; round to bf16
	v_add3_u32 v60, v79, v59, s5
	v_cmp_u_f32 s[14:15], v79, v79
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v80, 16, 1                           ; round to bf16
	v_add3_u32 v61, v80, v60, s5
	v_cmp_u_f32 s[14:15], v80, v80
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[14:15]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v81, 16, 1                           ; round to bf16
	v_add3_u32 v62, v81, v61, s5
	v_cmp_u_f32 s[14:15], v81, v81
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[14:15]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v82, 16, 1                           ; round to bf16
	v_add3_u32 v63, v82, v62, s5
	v_cmp_u_f32 s[14:15], v82, v82
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[14:15]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v83, 16, 1                           ; round to bf16
	v_add3_u32 v64, v83, v63, s5
	v_cmp_u_f32 s[14:15], v83, v83
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[14:15]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v84, 16, 1                           ; round to bf16
	v_add3_u32 v65, v84, v64, s5
	v_cmp_u_f32 s[14:15], v84, v84
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[14:15]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v85, 16, 1                           ; round to bf16
	v_add3_u32 v66, v85, v65, s5
	v_cmp_u_f32 s[14:15], v85, v85
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v66, v65, s[14:15]
	v_and_b32 v65, 0xffff0000, v66
	v_bfe_u32 v66, v86, 16, 1                           ; round to bf16
	v_add3_u32 v67, v86, v66, s5
	v_cmp_u_f32 s[14:15], v86, v86
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v67, v66, s[14:15]
	v_and_b32 v66, 0xffff0000, v67
	v_bfe_u32 v67, v87, 16, 1                           ; round to bf16
	v_add3_u32 v68, v87, v67, s5
	v_cmp_u_f32 s[14:15], v87, v87
	v_mov_b32 v67, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v67, s[14:15]
	v_and_b32 v67, 0xffff0000, v68
	v_bfe_u32 v68, v52, 16, 1                           ; round to bf16
	v_add3_u32 v71, v52, v68, s5
	v_cmp_u_f32 s[14:15], v52, v52
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v71, v71, v68, s[14:15]
	v_and_b32 v68, 0xffff0000, v71
	v_lshrrev_b32 v71, 16, v53
	ds_write_b16 v17, v71 offset:36352                  ; B operand of the product: stage
	v_lshrrev_b32 v53, 16, v54
	ds_write_b16 v17, v53 offset:36354                  ; B operand of the product: stage
	v_lshrrev_b32 v53, 16, v55
	ds_write_b16 v17, v53 offset:36356                  ; B operand of the product: stage
	v_lshrrev_b32 v53, 16, v56
	ds_write_b16 v17, v53 offset:36358                  ; B operand of the product: stage
	v_lshrrev_b32 v53, 16, v57
	ds_write_b16 v17, v53 offset:36368                  ; B operand of the product: stage
	v_lshrrev_b32 v53, 16, v58
	ds_write_b16 v17, v53 offset:36370                  ; B operand of the product: stage
	v_lshrrev_b32 v53, 16, v59
	ds_write_b16 v17, v53 offset:36372                  ; B operand of the product: stage
	v_lshrrev_b32 v53, 16, v60
	ds_write_b16 v17, v53 offset:36374                  ; B operand of the product: stage
	v_lshrrev_b32 v53, 16, v61
	ds_write_b16 v17, v53 offset:36384                  ; B operand of the product: stage
	v_lshrrev_b32 v53, 16, v62
	ds_write_b16 v17, v53 offset:36386                  ; B operand of the product: stage
	v_lshrrev_b32 v53, 16, v63
	ds_write_b16 v17, v53 offset:36388                  ; B operand of the product: stage
	v_lshrrev_b32 v53, 16, v64
	ds_write_b16 v17, v53 offset:36390                  ; B operand of the product: stage
	v_lshrrev_b32 v53, 16, v65
	ds_write_b16 v17, v53 offset:36400                  ; B operand of the product: stage
	v_lshrrev_b32 v53, 16, v66
	ds_write_b16 v17, v53 offset:36402                  ; B operand of the product: stage
	v_lshrrev_b32 v53, 16, v67
	ds_write_b16 v17, v53 offset:36404                  ; B operand of the product: stage
	v_lshrrev_b32 v53, 16, v68
	ds_write_b16 v17, v53 offset:36406                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[54:57], v10 offset:36352             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[58:61], v8 offset:17408              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[62:65], v8 offset:22016              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[58:59], v[54:55], v[20:35] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[54:55], v[36:51] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[56:57], v[20:35] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[64:65], v[56:57], v[36:51] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[54:57], v10 offset:36384             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[58:61], v8 offset:17440              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[62:65], v8 offset:22048              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[58:59], v[54:55], v[20:35] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[54:55], v[36:51] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[56:57], v[20:35] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[64:65], v[56:57], v[36:51] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[54:57], v10 offset:36416             ; B fragment 0, k-steps 4..5
	ds_read_b128 v[58:61], v8 offset:17472              ; A fragment 0, k-steps 4..5
	ds_read_b128 v[62:65], v8 offset:22080              ; A fragment 1, k-steps 4..5
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[58:59], v[54:55], v[20:35] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[54:55], v[36:51] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[56:57], v[20:35] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[64:65], v[56:57], v[36:51] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[54:57], v10 offset:36448             ; B fragment 0, k-steps 6..7
	ds_read_b128 v[58:61], v8 offset:17504              ; A fragment 0, k-steps 6..7
	ds_read_b128 v[62:65], v8 offset:22112              ; A fragment 1, k-steps 6..7
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[58:59], v[54:55], v[20:35] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[54:55], v[36:51] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[56:57], v[20:35] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[64:65], v[56:57], v[36:51] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mul_f32 v53, v19, v69                             ; examples/attention_gqa.kgen:19
	v_add_f32 v54, v73, v74                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v55, v54, v75                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v54, v55, v76                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v55, v54, v77                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v54, v55, v78                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v55, v54, v79                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v54, v55, v80                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v55, v54, v81                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v54, v55, v82                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v55, v54, v83                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v54, v55, v84                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v55, v54, v85                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v54, v55, v86                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v55, v54, v87                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v54, v55, v52                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_and_b32 v52, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:19): lanes 32 apart
	v_xor_b32 v52, 32, v52
	v_lshlrev_b32 v52, 2, v52
	ds_bpermute_b32 v55, v52, v54
	s_waitcnt lgkmcnt(0)
	v_add_f32 v52, v54, v55
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_305
	ds_write_b32 v13, v52 offset:53760                  ; sum over 'tt' (examples/attention_gqa.kgen:19): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v52, v15 offset:53760                   ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 0
	ds_read_b32 v54, v15 offset:54016                   ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v55, v52, v54
	v_add_f32 v52, v53, v55                             ; examples/attention_gqa.kgen:19
	v_mov_b32 v19, v52                                  ; next 'l'
	v_mov_b32 v18, v70                                  ; next 'mx'
	s_add_u32 s6, s6, 64
	s_cmp_lt_u32 s6, s12
	s_cbranch_scc1 .Lattention_gqa_loop2
.Lattention_gqa_loop2_end:
	s_mov_b32 s12, s6                                   ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s12, s18
	s_cbranch_scc1 .Lattention_gqa_loop3_end
.Lattention_gqa_loop3:
	s_sub_u32 s6, s18, s12
	s_mul_i32 s14, s12, 0x80
	s_mul_hi_u32 s15, s12, 0x80
	s_lshl_b64 s[16:17], s[14:15], 1
	s_add_u32 s14, s30, s16                             ; 'k' at this chunk
	s_addc_u32 s15, s31, s17
	v_cmp_lt_u32 s[22:23], v2, s6                       ; 'tt' element in bounds
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1721
	global_load_ushort v52, v5, s[14:15]                ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1721
	global_load_ushort v52, v5, s[14:15] offset:2       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1721
	global_load_ushort v52, v5, s[14:15] offset:4       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1721
	global_load_ushort v52, v5, s[14:15] offset:6       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1721
	global_load_ushort v52, v5, s[14:15] offset:8       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1721
	global_load_ushort v52, v5, s[14:15] offset:10      ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1721
	global_load_ushort v52, v5, s[14:15] offset:12      ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1721
	global_load_ushort v52, v5, s[14:15] offset:14      ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v52
	v_cmp_lt_u32 s[24:25], v1, s6                       ; 'tt' element in bounds
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1738
	v_add_u32 v61, 0x1000, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v61, s[14:15]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1738
	v_add_u32 v62, 0x1002, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v62, s[14:15]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1738
	v_add_u32 v63, 0x1004, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v63, s[14:15]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1738
	v_add_u32 v64, 0x1006, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v64, s[14:15]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1738
	v_add_u32 v65, 0x1008, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v65, s[14:15]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1738
	v_add_u32 v66, 0x100a, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v66, s[14:15]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1738
	v_add_u32 v67, 0x100c, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v67, s[14:15]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1738
	v_add_u32 v68, 0x100e, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v68, s[14:15]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v52
	v_cmp_lt_u32 s[26:27], v7, s6                       ; 'tt' element in bounds
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1755
	v_add_u32 v69, 0x2000, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v69, s[14:15]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1755
	v_add_u32 v70, 0x2002, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v70, s[14:15]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1755
	v_add_u32 v71, 0x2004, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v71, s[14:15]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1755
	v_add_u32 v72, 0x2006, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v72, s[14:15]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1755
	v_add_u32 v73, 0x2008, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v73, s[14:15]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1755
	v_add_u32 v74, 0x200a, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v74, s[14:15]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1755
	v_add_u32 v75, 0x200c, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v75, s[14:15]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1755
	v_add_u32 v76, 0x200e, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v76, s[14:15]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v52
	v_cmp_lt_u32 s[28:29], v16, s6                      ; 'tt' element in bounds
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1772
	v_add_u32 v77, 0x3000, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v77, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1772
	v_add_u32 v78, 0x3002, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v78, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1772
	v_add_u32 v79, 0x3004, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v79, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1772
	v_add_u32 v80, 0x3006, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v80, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1772
	v_add_u32 v81, 0x3008, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v81, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1772
	v_add_u32 v82, 0x300a, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v82, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1772
	v_add_u32 v83, 0x300c, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v83, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1772
	v_add_u32 v84, 0x300e, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v52, v84, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v52
	v_lshrrev_b32 v52, 16, v53
	ds_write_b16 v6, v52 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v54
	ds_write_b16 v6, v52 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v55
	ds_write_b16 v6, v52 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v56
	ds_write_b16 v6, v52 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v57
	ds_write_b16 v6, v52 offset:17416                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v58
	ds_write_b16 v6, v52 offset:17418                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v59
	ds_write_b16 v6, v52 offset:17420                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v60
	ds_write_b16 v6, v52 offset:17422                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v61
	ds_write_b16 v6, v52 offset:21760                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v62
	ds_write_b16 v6, v52 offset:21762                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v63
	ds_write_b16 v6, v52 offset:21764                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v64
	ds_write_b16 v6, v52 offset:21766                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v65
	ds_write_b16 v6, v52 offset:21768                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v66
	ds_write_b16 v6, v52 offset:21770                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v67
	ds_write_b16 v6, v52 offset:21772                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v68
	ds_write_b16 v6, v52 offset:21774                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v69
	ds_write_b16 v6, v52 offset:26112                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v70
	ds_write_b16 v6, v52 offset:26114                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v71
	ds_write_b16 v6, v52 offset:26116                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v72
	ds_write_b16 v6, v52 offset:26118                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v73
	ds_write_b16 v6, v52 offset:26120                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v74
	ds_write_b16 v6, v52 offset:26122                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v75
	ds_write_b16 v6, v52 offset:26124                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v76
	ds_write_b16 v6, v52 offset:26126                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v77
	ds_write_b16 v6, v52 offset:30464                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v78
	ds_write_b16 v6, v52 offset:30466                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v79
	ds_write_b16 v6, v52 offset:30468                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v80
	ds_write_b16 v6, v52 offset:30470                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v81
	ds_write_b16 v6, v52 offset:30472                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v82
	ds_write_b16 v6, v52 offset:30474                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v83
	ds_write_b16 v6, v52 offset:30476                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v84
	ds_write_b16 v6, v52 offset:30478                   ; A operand of the product: stage
	v_mov_b32 v52, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v14                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[72:75], v12 offset:17408             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:32                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[72:75], v12 offset:17440             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:64                ; B fragment 0, k-steps 4..5
	ds_read_b128 v[72:75], v12 offset:17472             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:96                ; B fragment 0, k-steps 6..7
	ds_read_b128 v[72:75], v12 offset:17504             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:128               ; B fragment 0, k-steps 8..9
	ds_read_b128 v[72:75], v12 offset:17536             ; A fragment 0, k-steps 8..9
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:160               ; B fragment 0, k-steps 10..11
	ds_read_b128 v[72:75], v12 offset:17568             ; A fragment 0, k-steps 10..11
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:192               ; B fragment 0, k-steps 12..13
	ds_read_b128 v[72:75], v12 offset:17600             ; A fragment 0, k-steps 12..13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:224               ; B fragment 0, k-steps 14..15
	ds_read_b128 v[72:75], v12 offset:17632             ; A fragment 0, k-steps 14..15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_cmp_lt_u32 s[14:15], v9, s21                      ; 's' element in bounds
	v_cmp_lt_u32 s[34:35], v11, s6                      ; 'tt' element in bounds
	s_and_b64 s[36:37], s[14:15], s[34:35]
	v_mov_b32 v68, 0xff800000                           ; absent elements contribute the identity
	s_nop 6
	v_cndmask_b32 v69, v68, v52, s[36:37]
	v_add_u32 v68, 1, v11
	v_cmp_lt_u32 s[34:35], v68, s6                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[14:15], s[34:35]
	v_mov_b32 v68, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v70, v68, v53, s[38:39]
	v_add_u32 v68, 2, v11
	v_cmp_lt_u32 s[34:35], v68, s6                      ; 'tt' element in bounds
	s_and_b64 s[40:41], s[14:15], s[34:35]
	v_mov_b32 v68, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v71, v68, v54, s[40:41]
	v_add_u32 v68, 3, v11
	v_cmp_lt_u32 s[34:35], v68, s6                      ; 'tt' element in bounds
	s_and_b64 s[42:43], s[14:15], s[34:35]
	v_mov_b32 v68, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v72, v68, v55, s[42:43]
	v_add_u32 v68, 8, v11
	v_cmp_lt_u32 s[34:35], v68, s6                      ; 'tt' element in bounds
	s_and_b64 s[44:45], s[14:15], s[34:35]
	v_mov_b32 v68, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v73, v68, v56, s[44:45]
	v_add_u32 v68, 9, v11
	v_cmp_lt_u32 s[34:35], v68, s6                      ; 'tt' element in bounds
	s_and_b64 s[46:47], s[14:15], s[34:35]
	v_mov_b32 v68, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v74, v68, v57, s[46:47]
	v_add_u32 v68, 10, v11
	v_cmp_lt_u32 s[34:35], v68, s6                      ; 'tt' element in bounds
	s_and_b64 s[48:49], s[14:15], s[34:35]
	v_mov_b32 v68, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v68, v58, s[48:49]
	v_add_u32 v68, 11, v11
	v_cmp_lt_u32 s[34:35], v68, s6                      ; 'tt' element in bounds
	s_and_b64 s[50:51], s[14:15], s[34:35]
	v_mov_b32 v68, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v68, v59, s[50:51]
	v_add_u32 v68, 16, v11
	v_cmp_lt_u32 s[34:35], v68, s6                      ; 'tt' element in bounds
	s_and_b64 s[52:53], s[14:15], s[34:35]
	v_mov_b32 v68, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v68, v60, s[52:53]
	v_add_u32 v68, 17, v11
	v_cmp_lt_u32 s[34:35], v68, s6                      ; 'tt' element in bounds
	s_and_b64 s[54:55], s[14:15], s[34:35]
	v_mov_b32 v68, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v78, v68, v61, s[54:55]
	v_add_u32 v68, 18, v11
	v_cmp_lt_u32 s[34:35], v68, s6                      ; 'tt' element in bounds
	s_and_b64 s[56:57], s[14:15], s[34:35]
	v_mov_b32 v68, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v79, v68, v62, s[56:57]
	v_add_u32 v68, 19, v11
	v_cmp_lt_u32 s[34:35], v68, s6                      ; 'tt' element in bounds
	s_and_b64 s[58:59], s[14:15], s[34:35]
	v_mov_b32 v68, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v80, v68, v63, s[58:59]
	v_add_u32 v68, 24, v11
	v_cmp_lt_u32 s[34:35], v68, s6                      ; 'tt' element in bounds
	s_and_b64 s[60:61], s[14:15], s[34:35]
	v_mov_b32 v68, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v81, v68, v64, s[60:61]
	v_add_u32 v68, 25, v11
	v_cmp_lt_u32 s[34:35], v68, s6                      ; 'tt' element in bounds
	s_and_b64 s[62:63], s[14:15], s[34:35]
	v_mov_b32 v68, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v82, v68, v65, s[62:63]
	v_add_u32 v68, 26, v11
	v_cmp_lt_u32 s[34:35], v68, s6                      ; 'tt' element in bounds
	s_and_b64 s[64:65], s[14:15], s[34:35]
	v_mov_b32 v68, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v83, v68, v66, s[64:65]
	v_add_u32 v68, 27, v11
	v_cmp_lt_u32 s[34:35], v68, s6                      ; 'tt' element in bounds
	s_and_b64 s[66:67], s[14:15], s[34:35]
	v_mov_b32 v68, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v84, v68, v67, s[66:67]
	v_max_f32 v68, v69, v70                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v69, v70
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v71                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v71
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v72                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v72
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v73                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v73
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v74                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v74
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v75                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v75
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v76                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v76
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v77                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v77
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v78                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v78
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v79                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v79
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v80                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v80
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v81                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v81
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v82                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v82
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v83                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v83
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_max_f32 v68, v70, v84                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v70, v84
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_and_b32 v68, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:16): lanes 32 apart
	v_xor_b32 v68, 32, v68
	v_lshlrev_b32 v68, 2, v68
	ds_bpermute_b32 v69, v68, v70
	s_waitcnt lgkmcnt(0)
	v_max_f32 v68, v70, v69
	v_cmp_u_f32 s[14:15], v70, v69
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_305
	ds_write_b32 v13, v70 offset:35840                  ; max over 'tt' (examples/attention_gqa.kgen:16): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v68, v15 offset:35840                   ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 0
	ds_read_b32 v69, v15 offset:36096                   ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v70, v68, v69
	v_cmp_u_f32 s[14:15], v68, v69
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v70, v68, s[14:15]
	v_max_f32 v68, v18, v69                             ; examples/attention_gqa.kgen:16
	v_cmp_u_f32 s[14:15], v18, v69
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v68, v69, s[14:15]
	v_sub_f32 v68, v18, v70                             ; examples/attention_gqa.kgen:18
	v_mul_f32 v69, s7, v68                              ; examples/attention_gqa.kgen:18
	v_mul_f32 v68, 0x3fb8aa3b, v69                      ; examples/attention_gqa.kgen:18
	v_exp_f32 v69, v68                                  ; examples/attention_gqa.kgen:18
	s_nop 0
	v_mul_f32 v68, v20, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v71, v21, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v72, v22, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v73, v23, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v74, v24, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v75, v25, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v76, v26, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v77, v27, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v78, v28, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v79, v29, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v80, v30, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v81, v31, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v82, v32, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v83, v33, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v84, v34, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v85, v35, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v86, v36, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v87, v37, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v88, v38, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v89, v39, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v90, v40, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v91, v41, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v92, v42, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v93, v43, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v94, v44, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v95, v45, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v96, v46, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v97, v47, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v98, v48, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v99, v49, v69                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v100, v50, v69                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v101, v51, v69                            ; examples/attention_gqa.kgen:20
	v_mov_b32 v20, v68                                  ; 'acc' scaled in place
	v_mov_b32 v21, v71                                  ; 'acc' scaled in place
	v_mov_b32 v22, v72                                  ; 'acc' scaled in place
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
	s_add_u32 s14, s32, s16                             ; 'v' at this chunk
	s_addc_u32 s15, s33, s17
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[22:23]               ; lanes where %vpred_1721
	global_load_ushort v68, v5, s[14:15]                ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[22:23]               ; lanes where %vpred_1721
	global_load_ushort v68, v5, s[14:15] offset:2       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[22:23]               ; lanes where %vpred_1721
	global_load_ushort v68, v5, s[14:15] offset:4       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[22:23]               ; lanes where %vpred_1721
	global_load_ushort v68, v5, s[14:15] offset:6       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[22:23]               ; lanes where %vpred_1721
	global_load_ushort v68, v5, s[14:15] offset:8       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[22:23]               ; lanes where %vpred_1721
	global_load_ushort v68, v5, s[14:15] offset:10      ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[22:23]               ; lanes where %vpred_1721
	global_load_ushort v68, v5, s[14:15] offset:12      ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[22:23]               ; lanes where %vpred_1721
	global_load_ushort v68, v5, s[14:15] offset:14      ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_1738
	v_add_u32 v79, 0x1000, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v79, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_1738
	v_add_u32 v80, 0x1002, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v80, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_1738
	v_add_u32 v81, 0x1004, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v81, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_1738
	v_add_u32 v82, 0x1006, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v82, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_1738
	v_add_u32 v83, 0x1008, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v83, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_1738
	v_add_u32 v84, 0x100a, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v84, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_1738
	v_add_u32 v85, 0x100c, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v85, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_1738
	v_add_u32 v86, 0x100e, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v86, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[26:27]               ; lanes where %vpred_1755
	v_add_u32 v87, 0x2000, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v87, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v87, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[26:27]               ; lanes where %vpred_1755
	v_add_u32 v88, 0x2002, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v88, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[26:27]               ; lanes where %vpred_1755
	v_add_u32 v89, 0x2004, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v89, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v89, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[26:27]               ; lanes where %vpred_1755
	v_add_u32 v90, 0x2006, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v90, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v90, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[26:27]               ; lanes where %vpred_1755
	v_add_u32 v91, 0x2008, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v91, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v91, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[26:27]               ; lanes where %vpred_1755
	v_add_u32 v92, 0x200a, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v92, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v92, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[26:27]               ; lanes where %vpred_1755
	v_add_u32 v93, 0x200c, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v93, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v93, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[26:27]               ; lanes where %vpred_1755
	v_add_u32 v94, 0x200e, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v94, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v94, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1772
	v_add_u32 v95, 0x3000, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v95, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v95, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1772
	v_add_u32 v96, 0x3002, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v96, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v96, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1772
	v_add_u32 v97, 0x3004, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v97, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v97, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1772
	v_add_u32 v98, 0x3006, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v98, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v98, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1772
	v_add_u32 v99, 0x3008, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v99, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v99, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1772
	v_add_u32 v100, 0x300a, v5                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v100, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v100, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1772
	v_add_u32 v101, 0x300c, v5                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v101, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v101, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_1772
	v_add_u32 v102, 0x300e, v5                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v68, v102, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v102, 16, v68
	v_lshrrev_b32 v68, 16, v71
	ds_write_b16 v4, v68 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v72
	ds_write_b16 v4, v68 offset:17552                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v73
	ds_write_b16 v4, v68 offset:17696                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v74
	ds_write_b16 v4, v68 offset:17840                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v75
	ds_write_b16 v4, v68 offset:17984                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v76
	ds_write_b16 v4, v68 offset:18128                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v77
	ds_write_b16 v4, v68 offset:18272                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v78
	ds_write_b16 v4, v68 offset:18416                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v79
	ds_write_b16 v4, v68 offset:17440                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v80
	ds_write_b16 v4, v68 offset:17584                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v81
	ds_write_b16 v4, v68 offset:17728                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v82
	ds_write_b16 v4, v68 offset:17872                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v83
	ds_write_b16 v4, v68 offset:18016                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v84
	ds_write_b16 v4, v68 offset:18160                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v85
	ds_write_b16 v4, v68 offset:18304                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v86
	ds_write_b16 v4, v68 offset:18448                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v87
	ds_write_b16 v4, v68 offset:17472                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v88
	ds_write_b16 v4, v68 offset:17616                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v89
	ds_write_b16 v4, v68 offset:17760                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v90
	ds_write_b16 v4, v68 offset:17904                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v91
	ds_write_b16 v4, v68 offset:18048                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v92
	ds_write_b16 v4, v68 offset:18192                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v93
	ds_write_b16 v4, v68 offset:18336                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v94
	ds_write_b16 v4, v68 offset:18480                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v95
	ds_write_b16 v4, v68 offset:17504                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v96
	ds_write_b16 v4, v68 offset:17648                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v97
	ds_write_b16 v4, v68 offset:17792                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v98
	ds_write_b16 v4, v68 offset:17936                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v99
	ds_write_b16 v4, v68 offset:18080                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v100
	ds_write_b16 v4, v68 offset:18224                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v101
	ds_write_b16 v4, v68 offset:18368                   ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v102
	ds_write_b16 v4, v68 offset:18512                   ; A operand of the product: stage
	v_mov_b32 v68, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_gqa.kgen:17)
	v_mul_f32 v71, s7, v68
	v_mov_b32 v68, 0xbfb8aa3b
	v_mul_f32 v72, s7, v68
	v_mul_f32 v68, v70, v72                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_gqa.kgen:17)
	v_fma_f32 v72, v52, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v73, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v53, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v74, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v54, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v75, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v55, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v76, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v56, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v77, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v57, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v78, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v58, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v79, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v59, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v80, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v60, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v81, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v61, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v82, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v62, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v83, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v63, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v84, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v64, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v85, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v65, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v86, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v66, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v87, v72                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v72, v67, v71, v68                        ; examples/attention_gqa.kgen:17
	v_exp_f32 v52, v72                                  ; examples/attention_gqa.kgen:17
	v_bfe_u32 v53, v73, 16, 1                           ; round to bf16
	v_add3_u32 v54, v73, v53, s5
	v_cmp_u_f32 s[14:15], v73, v73
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[14:15]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v74, 16, 1                           ; round to bf16
	v_add3_u32 v55, v74, v54, s5
	v_cmp_u_f32 s[14:15], v74, v74
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[14:15]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v75, 16, 1                           ; round to bf16
	v_add3_u32 v56, v75, v55, s5
	v_cmp_u_f32 s[14:15], v75, v75
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v76, 16, 1                           ; round to bf16
	v_add3_u32 v57, v76, v56, s5
	v_cmp_u_f32 s[14:15], v76, v76
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v77, 16, 1                           ; round to bf16
	v_add3_u32 v58, v77, v57, s5
	v_cmp_u_f32 s[14:15], v77, v77
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[14:15]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v78, 16, 1                           ; round to bf16
	v_add3_u32 v59, v78, v58, s5
	v_cmp_u_f32 s[14:15], v78, v78
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[14:15]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v79, 16, 1                           ; round to bf16
	v_add3_u32 v60, v79, v59, s5
	v_cmp_u_f32 s[14:15], v79, v79
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v80, 16, 1                           ; round to bf16
	v_add3_u32 v61, v80, v60, s5
	v_cmp_u_f32 s[14:15], v80, v80
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[14:15]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v81, 16, 1                           ; round to bf16
	v_add3_u32 v62, v81, v61, s5
	v_cmp_u_f32 s[14:15], v81, v81
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[14:15]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v82, 16, 1                           ; round to bf16
	v_add3_u32 v63, v82, v62, s5
	v_cmp_u_f32 s[14:15], v82, v82
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[14:15]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v83, 16, 1                           ; round to bf16
	v_add3_u32 v64, v83, v63, s5
	v_cmp_u_f32 s[14:15], v83, v83
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[14:15]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v84, 16, 1                           ; round to bf16
	v_add3_u32 v65, v84, v64, s5
	v_cmp_u_f32 s[14:15], v84, v84
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[14:15]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v85, 16, 1                           ; round to bf16
	v_add3_u32 v66, v85, v65, s5
	v_cmp_u_f32 s[14:15], v85, v85
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v66, v65, s[14:15]
	v_and_b32 v65, 0xffff0000, v66
	v_bfe_u32 v66, v86, 16, 1                           ; round to bf16
	v_add3_u32 v67, v86, v66, s5
	v_cmp_u_f32 s[14:15], v86, v86
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v67, v66, s[14:15]
	v_and_b32 v66, 0xffff0000, v67
	v_bfe_u32 v67, v87, 16, 1                           ; round to bf16
	v_add3_u32 v68, v87, v67, s5
	v_cmp_u_f32 s[14:15], v87, v87
	v_mov_b32 v67, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v67, s[14:15]
	v_and_b32 v67, 0xffff0000, v68
	v_bfe_u32 v68, v52, 16, 1                           ; round to bf16
	v_add3_u32 v71, v52, v68, s5
	v_cmp_u_f32 s[14:15], v52, v52
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v71, v71, v68, s[14:15]
	v_and_b32 v68, 0xffff0000, v71
	v_cndmask_b32 v71, 0, v53, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v53, 16, v71
	ds_write_b16 v17, v53 offset:36352                  ; B operand of the product: stage
	v_cndmask_b32 v53, 0, v54, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v53
	ds_write_b16 v17, v54 offset:36354                  ; B operand of the product: stage
	v_cndmask_b32 v53, 0, v55, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v53
	ds_write_b16 v17, v54 offset:36356                  ; B operand of the product: stage
	v_cndmask_b32 v53, 0, v56, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v53
	ds_write_b16 v17, v54 offset:36358                  ; B operand of the product: stage
	v_cndmask_b32 v53, 0, v57, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v53
	ds_write_b16 v17, v54 offset:36368                  ; B operand of the product: stage
	v_cndmask_b32 v53, 0, v58, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v53
	ds_write_b16 v17, v54 offset:36370                  ; B operand of the product: stage
	v_cndmask_b32 v53, 0, v59, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v53
	ds_write_b16 v17, v54 offset:36372                  ; B operand of the product: stage
	v_cndmask_b32 v53, 0, v60, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v53
	ds_write_b16 v17, v54 offset:36374                  ; B operand of the product: stage
	v_cndmask_b32 v53, 0, v61, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v53
	ds_write_b16 v17, v54 offset:36384                  ; B operand of the product: stage
	v_cndmask_b32 v53, 0, v62, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v53
	ds_write_b16 v17, v54 offset:36386                  ; B operand of the product: stage
	v_cndmask_b32 v53, 0, v63, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v53
	ds_write_b16 v17, v54 offset:36388                  ; B operand of the product: stage
	v_cndmask_b32 v53, 0, v64, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v53
	ds_write_b16 v17, v54 offset:36390                  ; B operand of the product: stage
	v_cndmask_b32 v53, 0, v65, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v53
	ds_write_b16 v17, v54 offset:36400                  ; B operand of the product: stage
	v_cndmask_b32 v53, 0, v66, s[62:63]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v53
	ds_write_b16 v17, v54 offset:36402                  ; B operand of the product: stage
	v_cndmask_b32 v53, 0, v67, s[64:65]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v53
	ds_write_b16 v17, v54 offset:36404                  ; B operand of the product: stage
	v_cndmask_b32 v53, 0, v68, s[66:67]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v53
	ds_write_b16 v17, v54 offset:36406                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[54:57], v10 offset:36352             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[58:61], v8 offset:17408              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[62:65], v8 offset:22016              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[58:59], v[54:55], v[20:35] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[54:55], v[36:51] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[56:57], v[20:35] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[64:65], v[56:57], v[36:51] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[54:57], v10 offset:36384             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[58:61], v8 offset:17440              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[62:65], v8 offset:22048              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[58:59], v[54:55], v[20:35] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[54:55], v[36:51] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[56:57], v[20:35] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[64:65], v[56:57], v[36:51] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[54:57], v10 offset:36416             ; B fragment 0, k-steps 4..5
	ds_read_b128 v[58:61], v8 offset:17472              ; A fragment 0, k-steps 4..5
	ds_read_b128 v[62:65], v8 offset:22080              ; A fragment 1, k-steps 4..5
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[58:59], v[54:55], v[20:35] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[54:55], v[36:51] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[56:57], v[20:35] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[64:65], v[56:57], v[36:51] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[54:57], v10 offset:36448             ; B fragment 0, k-steps 6..7
	ds_read_b128 v[58:61], v8 offset:17504              ; A fragment 0, k-steps 6..7
	ds_read_b128 v[62:65], v8 offset:22112              ; A fragment 1, k-steps 6..7
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[58:59], v[54:55], v[20:35] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[62:63], v[54:55], v[36:51] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[60:61], v[56:57], v[20:35] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[64:65], v[56:57], v[36:51] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mul_f32 v53, v19, v69                             ; examples/attention_gqa.kgen:19
	v_cndmask_b32 v54, 0, v73, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v55, 0, v74, s[38:39]                 ; absent elements contribute the identity
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
	v_cndmask_b32 v69, 0, v52, s[66:67]                 ; absent elements contribute the identity
	v_add_f32 v52, v54, v55                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v54, v52, v56                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v52, v54, v57                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v54, v52, v58                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v52, v54, v59                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v54, v52, v60                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v52, v54, v61                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v54, v52, v62                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v52, v54, v63                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v54, v52, v64                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v52, v54, v65                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v54, v52, v66                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v52, v54, v67                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v54, v52, v68                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v52, v54, v69                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_and_b32 v54, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:19): lanes 32 apart
	v_xor_b32 v54, 32, v54
	v_lshlrev_b32 v54, 2, v54
	ds_bpermute_b32 v55, v54, v52
	s_waitcnt lgkmcnt(0)
	v_add_f32 v54, v52, v55
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_305
	ds_write_b32 v13, v54 offset:53760                  ; sum over 'tt' (examples/attention_gqa.kgen:19): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v52, v15 offset:53760                   ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 0
	ds_read_b32 v54, v15 offset:54016                   ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v55, v52, v54
	v_add_f32 v52, v53, v55                             ; examples/attention_gqa.kgen:19
	v_mov_b32 v19, v52                                  ; next 'l'
	v_mov_b32 v18, v70                                  ; next 'mx'
	s_add_u32 s12, s12, 64
	s_cmp_lt_u32 s12, s18
	s_cbranch_scc1 .Lattention_gqa_loop3
.Lattention_gqa_loop3_end:
	v_mov_b32 v1, 1.0                                   ; examples/attention_gqa.kgen:23
	v_div_scale_f32 v2, s[6:7], v19, v19, v1
	v_rcp_f32 v4, v2
	v_div_scale_f32 v5, vcc, v1, v19, v1
	v_fma_f32 v6, -v2, v4, 1.0
	v_fma_f32 v4, v6, v4, v4
	v_mul_f32 v7, v5, v4
	v_fma_f32 v6, -v2, v7, v5
	v_fma_f32 v7, v6, v4, v7
	v_fma_f32 v6, -v2, v7, v5
	v_div_fmas_f32 v6, v6, v4, v7
	v_div_fixup_f32 v2, v6, v19, v1
	v_mul_f32 v1, v20, v2                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v4, v21, v2                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v5, v22, v2                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v6, v23, v2                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v7, v24, v2                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v8, v25, v2                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v10, v26, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v11, v27, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v12, v28, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v13, v29, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v14, v30, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v15, v31, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v16, v32, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v17, v33, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v18, v34, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v19, v35, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v20, v36, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v21, v37, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v22, v38, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v23, v39, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v24, v40, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v25, v41, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v26, v42, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v27, v43, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v28, v44, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v29, v45, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v30, v46, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v31, v47, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v32, v48, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v33, v49, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v34, v50, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v35, v51, v2                              ; examples/attention_gqa.kgen:23
	v_cmp_lt_u32 s[6:7], v9, s21                        ; 's' element in bounds
	v_bfe_u32 v2, v1, 16, 1
	v_add3_u32 v9, v1, v2, s5
	v_cmp_u_f32 s[10:11], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v9, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v9
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9]                   ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v4, 16, 1
	v_add3_u32 v2, v4, v1, s5
	v_cmp_u_f32 s[10:11], v4, v4
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:2          ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s5
	v_cmp_u_f32 s[10:11], v5, v5
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:4          ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s5
	v_cmp_u_f32 s[10:11], v6, v6
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:6          ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v2, v7, v1, s5
	v_cmp_u_f32 s[10:11], v7, v7
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:16         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v2, v8, v1, s5
	v_cmp_u_f32 s[10:11], v8, v8
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:18         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v10, 16, 1
	v_add3_u32 v2, v10, v1, s5
	v_cmp_u_f32 s[10:11], v10, v10
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:20         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v11, 16, 1
	v_add3_u32 v2, v11, v1, s5
	v_cmp_u_f32 s[10:11], v11, v11
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:22         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v12, 16, 1
	v_add3_u32 v2, v12, v1, s5
	v_cmp_u_f32 s[10:11], v12, v12
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:32         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v13, 16, 1
	v_add3_u32 v2, v13, v1, s5
	v_cmp_u_f32 s[10:11], v13, v13
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:34         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v14, 16, 1
	v_add3_u32 v2, v14, v1, s5
	v_cmp_u_f32 s[10:11], v14, v14
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:36         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v15, 16, 1
	v_add3_u32 v2, v15, v1, s5
	v_cmp_u_f32 s[10:11], v15, v15
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:38         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v16, 16, 1
	v_add3_u32 v2, v16, v1, s5
	v_cmp_u_f32 s[10:11], v16, v16
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:48         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v17, 16, 1
	v_add3_u32 v2, v17, v1, s5
	v_cmp_u_f32 s[10:11], v17, v17
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:50         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v18, 16, 1
	v_add3_u32 v2, v18, v1, s5
	v_cmp_u_f32 s[10:11], v18, v18
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:52         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v19, 16, 1
	v_add3_u32 v2, v19, v1, s5
	v_cmp_u_f32 s[10:11], v19, v19
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:54         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v20, 16, 1
	v_add3_u32 v2, v20, v1, s5
	v_cmp_u_f32 s[10:11], v20, v20
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:64         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v21, 16, 1
	v_add3_u32 v2, v21, v1, s5
	v_cmp_u_f32 s[10:11], v21, v21
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:66         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v22, 16, 1
	v_add3_u32 v2, v22, v1, s5
	v_cmp_u_f32 s[10:11], v22, v22
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:68         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v23, 16, 1
	v_add3_u32 v2, v23, v1, s5
	v_cmp_u_f32 s[10:11], v23, v23
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:70         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v24, 16, 1
	v_add3_u32 v2, v24, v1, s5
	v_cmp_u_f32 s[10:11], v24, v24
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:80         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v25, 16, 1
	v_add3_u32 v2, v25, v1, s5
	v_cmp_u_f32 s[10:11], v25, v25
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:82         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v26, 16, 1
	v_add3_u32 v2, v26, v1, s5
	v_cmp_u_f32 s[10:11], v26, v26
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:84         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v27, 16, 1
	v_add3_u32 v2, v27, v1, s5
	v_cmp_u_f32 s[10:11], v27, v27
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:86         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v28, 16, 1
	v_add3_u32 v2, v28, v1, s5
	v_cmp_u_f32 s[10:11], v28, v28
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:96         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v29, 16, 1
	v_add3_u32 v2, v29, v1, s5
	v_cmp_u_f32 s[10:11], v29, v29
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:98         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v30, 16, 1
	v_add3_u32 v2, v30, v1, s5
	v_cmp_u_f32 s[10:11], v30, v30
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:100        ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v31, 16, 1
	v_add3_u32 v2, v31, v1, s5
	v_cmp_u_f32 s[10:11], v31, v31
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:102        ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v32, 16, 1
	v_add3_u32 v2, v32, v1, s5
	v_cmp_u_f32 s[10:11], v32, v32
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:112        ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v33, 16, 1
	v_add3_u32 v2, v33, v1, s5
	v_cmp_u_f32 s[10:11], v33, v33
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:114        ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v34, 16, 1
	v_add3_u32 v2, v34, v1, s5
	v_cmp_u_f32 s[10:11], v34, v34
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:116        ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v35, 16, 1
	v_add3_u32 v2, v35, v1, s5
	v_cmp_u_f32 s[10:11], v35, v35
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2321
	global_store_short v3, v1, s[8:9] offset:118        ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
.Lattention_gqa_if0_end:
	s_endpgm
.Lfunc_end_attention_gqa:
	.size	attention_gqa, .Lfunc_end_attention_gqa-attention_gqa

; kernel attention_gqa_causal: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel attention_gqa_causal from examples/attention_gqa.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 4 x 64-wide waves
;   grid: s, g, bh
;   raster: 's' from its last tile down, longest programs first (the loop over 'tt' ends where tt <= s: a program's steps grow with 's'), so the last wave holds the shortest
;   chunk: bh: 1, g: 1, s: 64, tt: 64, d: 128; walked in chunks: none
;   layout: bh:1 x g:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;     (the first product's accumulator; at most 8 elements per vector access)
;   tile products on mfma 32x32x8: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (20 shuffle and conversion instructions per thread)
;   product 34:29 tt x s contracting d (as the transposed product): 2 x 2 warps, each mfma 32x32x8 tiles
;   product 39:29 d x s contracting tt (as the transposed product): 2 x 2 warps, each mfma 32x32x8 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [bh, g, s, d]: bh:1 x g:1 x s:64 x d:128: reg[d1 d2 d8 d16 d32] lane[s1 s2 s4 s8 s16 d4] warp[d64 s32]
;     L1 [bh, g, s]: bh:1 x g:1 x s:64: reg[0 0 0 0] lane[s1 s2 s4 s8 s16 0] warp[0 s32]
;     L2 [s]: s:64: reg[0 0 0 0] lane[s1 s2 s4 s8 s16 0] warp[0 s32]
;     L3 [tt]: tt:64: reg[tt1 tt2 tt8 tt16] lane[0 0 0 0 0 tt4] warp[tt32 0]
;     L4 [s, tt]: s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;     L5 [bh, tt, d]: bh:1 x tt:64 x d:128: reg[d1 d2 d4 tt16 tt32] lane[d8 d16 d32 d64 tt1 tt2] warp[tt4 tt8]
;     L6 [bh, g, s, tt]: bh:1 x g:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;       32:11 add -> L0; 31:9 add -> L1; 30:10 add -> L1; 32:11 carried -> L0; 30:10 carried -> L1; 34:19 index s -> L2
;       34:24 index tt -> L3; 34:19 ge -> L4; 34:29 load q -> L0; 34:46 load k -> L5; 34:29 matmul -> L6; 34:28 mul -> L6
;       34:13 select -> L6; 35:22 reduce max -> L1; 35:14 max -> L1; 37:21 sub -> L1; 37:17 exp -> L1; 39:15 mul -> L0
;       36:17 sub -> L6; 36:13 exp -> L6; 39:29 cast -> L6; 39:39 load v -> L5; 39:29 matmul -> L0; 39:15 add -> L0
;       31:9 carried -> L1; 38:13 mul -> L1; 38:25 reduce sum -> L1; 38:13 add -> L1; 33:5 loop_result -> L0; 33:5 loop_result -> L1
;       42:41 div -> L1; 42:34 mul -> L0; 42:29 cast -> L0
;   for tt in t: ends where the mask at 34:13 hides every later 'tt' from this program (tt <= s): min(T, last visible + 1)
; resources: 106 VGPRs, 0 AGPRs, 74 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 54272 bytes LDS, 52 bytes of arguments, 256 threads
;   arg q: tensor bf16 at 0 (read-only)
;   arg k: tensor bf16 at 8 (read-only)
;   arg v: tensor bf16 at 16 (read-only)
;   arg o_causal: tensor bf16 at 24
;   arg scale: scalar f32 at 32
;   arg BH: dim i32 at 36
;   arg G: dim i32 at 40
;   arg S: dim i32 at 44
;   arg T: dim i32 at 48
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, s4 workgroup id z, v0 work-item id
	.text
	.globl	attention_gqa_causal
	.p2align	8
	.type	attention_gqa_causal,@function
attention_gqa_causal:
	s_mov_b32 s5, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_mov_b32 s6, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[8:9], s[0:1], 0x0                  ; argument q
	s_load_dwordx2 s[10:11], s[0:1], 0x8                ; argument k
	s_load_dwordx2 s[12:13], s[0:1], 0x10               ; argument v
	s_load_dwordx2 s[14:15], s[0:1], 0x18               ; argument o_causal
	s_load_dword s7, s[0:1], 0x20                       ; argument scale
	s_load_dword s16, s[0:1], 0x28                      ; argument G
	s_load_dword s17, s[0:1], 0x2c                      ; argument S
	s_load_dword s18, s[0:1], 0x30                      ; argument T
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s19, s2                                   ; program index along 's'
	s_waitcnt lgkmcnt(0)
	s_add_u32 s20, s17, 63
	s_lshr_b32 s21, s20, 6
	s_max_u32 s20, s21, 1                               ; 's' tiles
	s_sub_u32 s21, s20, 1
	s_sub_u32 s20, s21, s19                             ; 's' tile, from the last down
	s_mul_i32 s19, s20, 64                              ; first 's' of this program's tile (64)
	s_sub_u32 s20, s17, s19
	s_min_u32 s21, s20, 64                              ; 's' elements in this tile
	s_mov_b32 s20, s3                                   ; program index along 'g'
	s_mov_b32 s22, s4                                   ; program index along 'bh'
	s_cmp_ge_u32 s21, 64                                ; a whole chunk of 's' (64) is in bounds
	s_cselect_b32 s23, 1, 0
	s_mul_i32 s24, 0x80, s17                            ; a stride of 'q'
	s_mul_i32 s17, s24, s16                             ; a stride of 'q'
	v_lshrrev_b32 v2, 4, v1
	v_and_b32 v3, 15, v1
	v_lshlrev_b32 v4, 3, v3
	v_mov_b32 v3, 0x80
	v_mul_lo_u32 v5, v3, v2
	v_add_u32 v3, v5, v4
	v_lshlrev_b32 v5, 1, v3                             ; thread's first 16 bytes of a 'q' tile
	v_mov_b32 v3, 0x88
	v_mul_lo_u32 v6, v3, v2
	v_add_u32 v3, v6, v4
	v_lshlrev_b32 v6, 1, v3                             ; thread's first 16 bytes in opinv0
	s_mul_i32 s26, s22, s17
	s_mul_hi_u32 s27, s22, s17
	s_lshl_b64 s[16:17], s[26:27], 1
	s_add_u32 s26, s8, s16                              ; 'q' at this program
	s_addc_u32 s27, s9, s17
	s_mul_i32 s8, s20, s24
	s_mul_hi_u32 s9, s20, s24
	s_lshl_b64 s[24:25], s[8:9], 1
	s_add_u32 s8, s26, s24                              ; 'q' at this program
	s_addc_u32 s9, s27, s25
	s_mul_i32 s26, s19, 0x80
	s_mul_hi_u32 s27, s19, 0x80
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s26, s8, s28                              ; 'q' at this program
	s_addc_u32 s27, s9, s29
	v_and_b32 v3, 31, v1
	v_lshrrev_b32 v7, 7, v1
	v_lshlrev_b32 v8, 5, v7
	v_or_b32 v7, v3, v8                                 ; thread's 's' coordinate
	v_lshrrev_b32 v8, 5, v1
	v_and_b32 v9, 1, v8
	v_lshlrev_b32 v8, 2, v9
	v_lshrrev_b32 v10, 6, v1
	v_and_b32 v11, 1, v10
	v_lshlrev_b32 v10, 5, v11
	v_or_b32 v12, v8, v10                               ; thread's 'tt' coordinate
	s_mul_i32 s8, 0x80, s18                             ; a stride of 'k'
	s_mul_i32 s30, s22, s8
	s_mul_hi_u32 s31, s22, s8
	s_lshl_b64 s[8:9], s[30:31], 1
	s_add_u32 s30, s10, s8                              ; 'k' at this program
	s_addc_u32 s31, s11, s9
	v_or_b32 v13, v3, v10                               ; thread's 'r' coordinate
	v_lshlrev_b32 v10, 3, v9
	v_mov_b32 v9, 0x88
	v_mul_lo_u32 v14, v9, v13
	v_add_u32 v9, v14, v10
	v_lshlrev_b32 v13, 1, v9                            ; thread's M-fragment place
	v_mov_b32 v9, 0x88
	v_mul_lo_u32 v14, v9, v7
	v_add_u32 v9, v14, v10
	v_lshlrev_b32 v14, 1, v9                            ; thread's N-fragment place
	v_mul_lo_u32 v9, 64, v11
	v_add_u32 v15, v9, v7
	v_lshlrev_b32 v9, 2, v15
	v_lshlrev_b32 v15, 2, v7
	v_and_b32 v16, 32, v1
	v_cmp_eq_u32 s[10:11], v16, 0                       ; one lane per warp group and element publishes
	s_add_u32 s32, s12, s8                              ; 'v' at this program
	s_addc_u32 s33, s13, s9
	v_mov_b32 v1, 0x48
	v_mul_lo_u32 v16, v1, v4
	v_add_u32 v1, v16, v2
	v_lshlrev_b32 v4, 1, v1                             ; thread's place in opa1
	v_lshlrev_b32 v1, 6, v11
	v_or_b32 v11, v3, v1                                ; thread's 'r' coordinate
	v_mov_b32 v3, 0x48
	v_mul_lo_u32 v16, v3, v11
	v_add_u32 v3, v16, v10
	v_lshlrev_b32 v11, 1, v3                            ; thread's M-fragment place
	v_mov_b32 v3, 0x48
	v_mul_lo_u32 v16, v3, v7
	v_add_u32 v3, v16, v12
	v_lshlrev_b32 v17, 1, v3                            ; thread's place in opb3
	v_add_u32 v3, v16, v10
	v_lshlrev_b32 v10, 1, v3                            ; thread's N-fragment place
	v_mov_b32 v3, 0x80
	v_mul_lo_u32 v16, v3, v7
	v_or_b32 v3, v8, v1                                 ; thread's 'd' coordinate
	v_add_u32 v1, v16, v3
	v_lshlrev_b32 v3, 1, v1                             ; thread's byte offset in a chunk of 'o_causal'
	s_add_u32 s8, s14, s16                              ; 'o_causal' at this program
	s_addc_u32 s9, s15, s17
	s_add_u32 s12, s8, s24                              ; 'o_causal' at this program
	s_addc_u32 s13, s9, s25
	s_add_u32 s8, s12, s28                              ; 'o_causal' at this program
	s_addc_u32 s9, s13, s29
	s_cmp_eq_u32 s23, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_gqa_causal_if0_else
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	global_load_dwordx4 v[18:21], v5, s[26:27]          ; examples/attention_gqa.kgen:34: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[18:21]                          ; 16 bytes into opinv0
	v_add_u32 v1, 0x1000, v5
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	global_load_dwordx4 v[18:21], v1, s[26:27]          ; examples/attention_gqa.kgen:34: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[18:21] offset:4352              ; 16 bytes into opinv0
	v_add_u32 v1, 0x2000, v5
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	global_load_dwordx4 v[18:21], v1, s[26:27]          ; examples/attention_gqa.kgen:34: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[18:21] offset:8704              ; 16 bytes into opinv0
	v_add_u32 v1, 0x3000, v5
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	global_load_dwordx4 v[18:21], v1, s[26:27]          ; examples/attention_gqa.kgen:34: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[18:21] offset:13056             ; 16 bytes into opinv0
	v_add_f32 v1, 0, 0                                  ; examples/attention_gqa.kgen:32
	v_mov_b32 v18, v1                                   ; loop-carried 'acc'
	v_mov_b32 v19, v1                                   ; loop-carried 'acc'
	v_mov_b32 v20, v1                                   ; loop-carried 'acc'
	v_mov_b32 v21, v1                                   ; loop-carried 'acc'
	v_mov_b32 v22, v1                                   ; loop-carried 'acc'
	v_mov_b32 v23, v1                                   ; loop-carried 'acc'
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
	v_mov_b32 v8, v1                                    ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:30
	v_add_f32 v16, v1, 0
	v_mov_b32 v1, v16                                   ; loop-carried 'mx'
	s_add_u32 s12, s19, s21
	s_max_i32 s13, s12, 0
	s_min_u32 s12, s13, s18                             ; for tt: stops after the last 'tt' the mask at 34:13 shows (tt <= s)
	s_cmp_ge_u32 s12, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s13, 1, 0
	s_sub_u32 s14, s12, 63
	s_cmp_lg_u32 s13, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s13, s14, 0
	s_mov_b32 s14, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s14, s13
	s_cbranch_scc1 .Lattention_gqa_causal_loop0_end
.Lattention_gqa_causal_loop0:
	v_add_u32 v16, s19, v7
	v_add_u32 v50, 0, v16                               ; index along 's' (examples/attention_gqa.kgen:34)
	v_add_u32 v16, s14, v12
	v_add_u32 v51, 0, v16                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v52, 1, v16                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v53, 2, v16                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v54, 3, v16                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v55, 8, v16                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v56, 9, v16                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v57, 10, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v58, 11, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v59, 16, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v60, 17, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v61, 18, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v62, 19, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v63, 24, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v64, 25, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v65, 26, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v66, 27, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_cmp_ge_i32 s[16:17], v50, v51                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[24:25], v50, v52                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[28:29], v50, v53                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[34:35], v50, v54                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[36:37], v50, v55                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[38:39], v50, v56                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[40:41], v50, v57                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[42:43], v50, v58                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[44:45], v50, v59                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[46:47], v50, v60                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[48:49], v50, v61                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[50:51], v50, v62                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[52:53], v50, v63                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[54:55], v50, v64                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[56:57], v50, v65                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[58:59], v50, v66                     ; examples/attention_gqa.kgen:34
	s_mul_i32 s60, s14, 0x80
	s_mul_hi_u32 s61, s14, 0x80
	s_lshl_b64 s[62:63], s[60:61], 1
	s_add_u32 s60, s30, s62                             ; 'k' at this chunk
	s_addc_u32 s61, s31, s63
	global_load_dwordx4 v[50:53], v5, s[60:61]          ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v50
	v_and_b32 v54, 0xffff0000, v50
	v_lshlrev_b32 v55, 16, v51
	v_and_b32 v56, 0xffff0000, v51
	v_lshlrev_b32 v57, 16, v52
	v_and_b32 v58, 0xffff0000, v52
	v_lshlrev_b32 v59, 16, v53
	v_and_b32 v60, 0xffff0000, v53
	v_add_u32 v50, 0x1000, v5                           ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	global_load_dwordx4 v[62:65], v50, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v62
	v_and_b32 v51, 0xffff0000, v62
	v_lshlrev_b32 v52, 16, v63
	v_and_b32 v53, 0xffff0000, v63
	v_lshlrev_b32 v61, 16, v64
	v_and_b32 v66, 0xffff0000, v64
	v_lshlrev_b32 v67, 16, v65
	v_and_b32 v68, 0xffff0000, v65
	v_add_u32 v62, 0x2000, v5                           ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	global_load_dwordx4 v[70:73], v62, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v70
	v_and_b32 v63, 0xffff0000, v70
	v_lshlrev_b32 v64, 16, v71
	v_and_b32 v65, 0xffff0000, v71
	v_lshlrev_b32 v69, 16, v72
	v_and_b32 v74, 0xffff0000, v72
	v_lshlrev_b32 v75, 16, v73
	v_and_b32 v76, 0xffff0000, v73
	v_add_u32 v70, 0x3000, v5                           ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	global_load_dwordx4 v[78:81], v70, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v78
	v_and_b32 v71, 0xffff0000, v78
	v_lshlrev_b32 v72, 16, v79
	v_and_b32 v73, 0xffff0000, v79
	v_lshlrev_b32 v77, 16, v80
	v_and_b32 v82, 0xffff0000, v80
	v_lshlrev_b32 v83, 16, v81
	v_and_b32 v84, 0xffff0000, v81
	v_lshrrev_b32 v78, 16, v16
	ds_write_b16 v6, v78 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v54
	ds_write_b16 v6, v16 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v55
	ds_write_b16 v6, v16 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v56
	ds_write_b16 v6, v16 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v57
	ds_write_b16 v6, v16 offset:17416                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v58
	ds_write_b16 v6, v16 offset:17418                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v59
	ds_write_b16 v6, v16 offset:17420                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v60
	ds_write_b16 v6, v16 offset:17422                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v50
	ds_write_b16 v6, v16 offset:21760                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v51
	ds_write_b16 v6, v16 offset:21762                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v52
	ds_write_b16 v6, v16 offset:21764                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v53
	ds_write_b16 v6, v16 offset:21766                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v61
	ds_write_b16 v6, v16 offset:21768                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v66
	ds_write_b16 v6, v16 offset:21770                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v67
	ds_write_b16 v6, v16 offset:21772                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v68
	ds_write_b16 v6, v16 offset:21774                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v62
	ds_write_b16 v6, v16 offset:26112                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v63
	ds_write_b16 v6, v16 offset:26114                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v64
	ds_write_b16 v6, v16 offset:26116                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v65
	ds_write_b16 v6, v16 offset:26118                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v69
	ds_write_b16 v6, v16 offset:26120                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v74
	ds_write_b16 v6, v16 offset:26122                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v75
	ds_write_b16 v6, v16 offset:26124                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v76
	ds_write_b16 v6, v16 offset:26126                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v70
	ds_write_b16 v6, v16 offset:30464                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v71
	ds_write_b16 v6, v16 offset:30466                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v72
	ds_write_b16 v6, v16 offset:30468                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v73
	ds_write_b16 v6, v16 offset:30470                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v77
	ds_write_b16 v6, v16 offset:30472                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v82
	ds_write_b16 v6, v16 offset:30474                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v83
	ds_write_b16 v6, v16 offset:30476                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v84
	ds_write_b16 v6, v16 offset:30478                   ; A operand of the product: stage
	v_mov_b32 v50, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v52, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[66:69], v14                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[70:73], v13 offset:17408             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:32                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[70:73], v13 offset:17440             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:64                ; B fragment 0, k-steps 4..5
	ds_read_b128 v[70:73], v13 offset:17472             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:96                ; B fragment 0, k-steps 6..7
	ds_read_b128 v[70:73], v13 offset:17504             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:128               ; B fragment 0, k-steps 8..9
	ds_read_b128 v[70:73], v13 offset:17536             ; A fragment 0, k-steps 8..9
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:160               ; B fragment 0, k-steps 10..11
	ds_read_b128 v[70:73], v13 offset:17568             ; A fragment 0, k-steps 10..11
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:192               ; B fragment 0, k-steps 12..13
	ds_read_b128 v[70:73], v13 offset:17600             ; A fragment 0, k-steps 12..13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:224               ; B fragment 0, k-steps 14..15
	ds_read_b128 v[70:73], v13 offset:17632             ; A fragment 0, k-steps 14..15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mul_f32 v16, s7, v50                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v66, s7, v51                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v67, s7, v52                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v68, s7, v53                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v69, s7, v54                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v70, s7, v55                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v71, s7, v56                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v72, s7, v57                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v73, s7, v58                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v74, s7, v59                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v75, s7, v60                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v76, s7, v61                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v77, s7, v62                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v78, s7, v63                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v79, s7, v64                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v80, s7, v65                              ; examples/attention_gqa.kgen:34
	v_mov_b32 v50, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v51, v50, v16, s[16:17]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v50, v16, v66, s[24:25]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v52, v16, v67, s[28:29]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v53, v16, v68, s[34:35]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v54, v16, v69, s[36:37]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v55, v16, v70, s[38:39]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v56, v16, v71, s[40:41]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v57, v16, v72, s[42:43]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v58, v16, v73, s[44:45]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v59, v16, v74, s[46:47]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v60, v16, v75, s[48:49]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v61, v16, v76, s[50:51]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v62, v16, v77, s[52:53]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v63, v16, v78, s[54:55]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v64, v16, v79, s[56:57]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v65, v16, v80, s[58:59]
	v_max_f32 v16, v51, v50                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v51, v50
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v52                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v52
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v53                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v53
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v54                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v54
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v55                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v55
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v56                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v56
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v57                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v57
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v58                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v58
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v59                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v59
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v60                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v60
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v61                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v61
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v62                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v62
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v63                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v63
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v64                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v64
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v65                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v65
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_and_b32 v16, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:35): lanes 32 apart
	v_xor_b32 v16, 32, v16
	v_lshlrev_b32 v16, 2, v16
	ds_bpermute_b32 v66, v16, v67
	s_waitcnt lgkmcnt(0)
	v_max_f32 v16, v67, v66
	v_cmp_u_f32 s[16:17], v67, v66
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	s_and_saveexec_b64 s[16:17], s[10:11]               ; lanes where %vpred_382
	ds_write_b32 v9, v67 offset:35840                   ; max over 'tt' (examples/attention_gqa.kgen:35): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v16, v15 offset:35840                   ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 0
	ds_read_b32 v66, v15 offset:36096                   ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v67, v16, v66
	v_cmp_u_f32 s[16:17], v16, v66
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v67, v16, s[16:17]
	v_max_f32 v16, v1, v66                              ; examples/attention_gqa.kgen:35
	v_cmp_u_f32 s[16:17], v1, v66
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_sub_f32 v16, v1, v67                              ; examples/attention_gqa.kgen:37
	v_mul_f32 v66, 0x3fb8aa3b, v16                      ; examples/attention_gqa.kgen:37
	v_exp_f32 v16, v66                                  ; examples/attention_gqa.kgen:37
	s_nop 0
	v_mul_f32 v66, v18, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v68, v19, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v69, v20, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v70, v21, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v71, v22, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v72, v23, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v73, v24, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v74, v25, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v75, v26, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v76, v27, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v77, v28, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v78, v29, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v79, v30, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v80, v31, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v81, v32, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v82, v33, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v83, v34, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v84, v35, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v85, v36, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v86, v37, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v87, v38, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v88, v39, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v89, v40, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v90, v41, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v91, v42, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v92, v43, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v93, v44, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v94, v45, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v95, v46, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v96, v47, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v97, v48, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v98, v49, v16                             ; examples/attention_gqa.kgen:39
	v_mov_b32 v18, v66                                  ; 'acc' scaled in place
	v_mov_b32 v19, v68                                  ; 'acc' scaled in place
	v_mov_b32 v20, v69                                  ; 'acc' scaled in place
	v_mov_b32 v21, v70                                  ; 'acc' scaled in place
	v_mov_b32 v22, v71                                  ; 'acc' scaled in place
	v_mov_b32 v23, v72                                  ; 'acc' scaled in place
	v_mov_b32 v24, v73                                  ; 'acc' scaled in place
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
	s_add_u32 s16, s32, s62                             ; 'v' at this chunk
	s_addc_u32 s17, s33, s63
	global_load_dwordx4 v[68:71], v5, s[16:17]          ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v68
	v_and_b32 v72, 0xffff0000, v68
	v_lshlrev_b32 v73, 16, v69
	v_and_b32 v74, 0xffff0000, v69
	v_lshlrev_b32 v75, 16, v70
	v_and_b32 v76, 0xffff0000, v70
	v_lshlrev_b32 v77, 16, v71
	v_and_b32 v78, 0xffff0000, v71
	v_add_u32 v68, 0x1000, v5                           ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	global_load_dwordx4 v[80:83], v68, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v80
	v_and_b32 v69, 0xffff0000, v80
	v_lshlrev_b32 v70, 16, v81
	v_and_b32 v71, 0xffff0000, v81
	v_lshlrev_b32 v79, 16, v82
	v_and_b32 v84, 0xffff0000, v82
	v_lshlrev_b32 v85, 16, v83
	v_and_b32 v86, 0xffff0000, v83
	v_add_u32 v80, 0x2000, v5                           ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	global_load_dwordx4 v[88:91], v80, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v88
	v_and_b32 v81, 0xffff0000, v88
	v_lshlrev_b32 v82, 16, v89
	v_and_b32 v83, 0xffff0000, v89
	v_lshlrev_b32 v87, 16, v90
	v_and_b32 v92, 0xffff0000, v90
	v_lshlrev_b32 v93, 16, v91
	v_and_b32 v94, 0xffff0000, v91
	v_add_u32 v88, 0x3000, v5                           ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	global_load_dwordx4 v[96:99], v88, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v96
	v_and_b32 v89, 0xffff0000, v96
	v_lshlrev_b32 v90, 16, v97
	v_and_b32 v91, 0xffff0000, v97
	v_lshlrev_b32 v95, 16, v98
	v_and_b32 v100, 0xffff0000, v98
	v_lshlrev_b32 v101, 16, v99
	v_and_b32 v102, 0xffff0000, v99
	v_lshrrev_b32 v96, 16, v66
	ds_write_b16 v4, v96 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v72
	ds_write_b16 v4, v66 offset:17552                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v73
	ds_write_b16 v4, v66 offset:17696                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v74
	ds_write_b16 v4, v66 offset:17840                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v75
	ds_write_b16 v4, v66 offset:17984                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v76
	ds_write_b16 v4, v66 offset:18128                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v77
	ds_write_b16 v4, v66 offset:18272                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v78
	ds_write_b16 v4, v66 offset:18416                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v68
	ds_write_b16 v4, v66 offset:17440                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v69
	ds_write_b16 v4, v66 offset:17584                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v70
	ds_write_b16 v4, v66 offset:17728                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v71
	ds_write_b16 v4, v66 offset:17872                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v79
	ds_write_b16 v4, v66 offset:18016                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v84
	ds_write_b16 v4, v66 offset:18160                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v85
	ds_write_b16 v4, v66 offset:18304                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v86
	ds_write_b16 v4, v66 offset:18448                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v80
	ds_write_b16 v4, v66 offset:17472                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v81
	ds_write_b16 v4, v66 offset:17616                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v82
	ds_write_b16 v4, v66 offset:17760                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v83
	ds_write_b16 v4, v66 offset:17904                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v87
	ds_write_b16 v4, v66 offset:18048                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v92
	ds_write_b16 v4, v66 offset:18192                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v93
	ds_write_b16 v4, v66 offset:18336                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v94
	ds_write_b16 v4, v66 offset:18480                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v88
	ds_write_b16 v4, v66 offset:17504                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v89
	ds_write_b16 v4, v66 offset:17648                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v90
	ds_write_b16 v4, v66 offset:17792                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v91
	ds_write_b16 v4, v66 offset:17936                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v95
	ds_write_b16 v4, v66 offset:18080                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v100
	ds_write_b16 v4, v66 offset:18224                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v101
	ds_write_b16 v4, v66 offset:18368                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v102
	ds_write_b16 v4, v66 offset:18512                   ; A operand of the product: stage
	v_mul_f32 v66, 0xbfb8aa3b, v67                      ; -m log2 e of e^(x - m), once per m (examples/attention_gqa.kgen:36)
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v51, v68, v66
	v_exp_f32 v51, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v50, v68, v66
	v_exp_f32 v50, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v52, v68, v66
	v_exp_f32 v52, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v53, v68, v66
	v_exp_f32 v53, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v54, v68, v66
	v_exp_f32 v54, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v55, v68, v66
	v_exp_f32 v55, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v56, v68, v66
	v_exp_f32 v56, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v57, v68, v66
	v_exp_f32 v57, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v58, v68, v66
	v_exp_f32 v58, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v59, v68, v66
	v_exp_f32 v59, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v60, v68, v66
	v_exp_f32 v60, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v61, v68, v66
	v_exp_f32 v61, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v62, v68, v66
	v_exp_f32 v62, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v63, v68, v66
	v_exp_f32 v63, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v64, v68, v66
	v_exp_f32 v64, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v65, v68, v66
	v_exp_f32 v65, v69                                  ; examples/attention_gqa.kgen:36
	v_bfe_u32 v66, v51, 16, 1                           ; round to bf16
	v_add3_u32 v68, v51, v66, s5
	v_cmp_u_f32 s[16:17], v51, v51
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v66, s[16:17]
	v_and_b32 v66, 0xffff0000, v68
	v_bfe_u32 v68, v50, 16, 1                           ; round to bf16
	v_add3_u32 v69, v50, v68, s5
	v_cmp_u_f32 s[16:17], v50, v50
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[16:17]
	v_and_b32 v68, 0xffff0000, v69
	v_bfe_u32 v69, v52, 16, 1                           ; round to bf16
	v_add3_u32 v70, v52, v69, s5
	v_cmp_u_f32 s[16:17], v52, v52
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v70, v69, s[16:17]
	v_and_b32 v69, 0xffff0000, v70
	v_bfe_u32 v70, v53, 16, 1                           ; round to bf16
	v_add3_u32 v71, v53, v70, s5
	v_cmp_u_f32 s[16:17], v53, v53
	v_mov_b32 v70, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[16:17]
	v_and_b32 v70, 0xffff0000, v71
	v_bfe_u32 v71, v54, 16, 1                           ; round to bf16
	v_add3_u32 v72, v54, v71, s5
	v_cmp_u_f32 s[16:17], v54, v54
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v72, v71, s[16:17]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v55, 16, 1                           ; round to bf16
	v_add3_u32 v73, v55, v72, s5
	v_cmp_u_f32 s[16:17], v55, v55
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[16:17]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v56, 16, 1                           ; round to bf16
	v_add3_u32 v74, v56, v73, s5
	v_cmp_u_f32 s[16:17], v56, v56
	v_mov_b32 v73, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v74, v74, v73, s[16:17]
	v_and_b32 v73, 0xffff0000, v74
	v_bfe_u32 v74, v57, 16, 1                           ; round to bf16
	v_add3_u32 v75, v57, v74, s5
	v_cmp_u_f32 s[16:17], v57, v57
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v75, v74, s[16:17]
	v_and_b32 v74, 0xffff0000, v75
	v_bfe_u32 v75, v58, 16, 1                           ; round to bf16
	v_add3_u32 v76, v58, v75, s5
	v_cmp_u_f32 s[16:17], v58, v58
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v76, v75, s[16:17]
	v_and_b32 v75, 0xffff0000, v76
	v_bfe_u32 v76, v59, 16, 1                           ; round to bf16
	v_add3_u32 v77, v59, v76, s5
	v_cmp_u_f32 s[16:17], v59, v59
	v_mov_b32 v76, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[16:17]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v60, 16, 1                           ; round to bf16
	v_add3_u32 v78, v60, v77, s5
	v_cmp_u_f32 s[16:17], v60, v60
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[16:17]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v61, 16, 1                           ; round to bf16
	v_add3_u32 v79, v61, v78, s5
	v_cmp_u_f32 s[16:17], v61, v61
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[16:17]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v62, 16, 1                           ; round to bf16
	v_add3_u32 v80, v62, v79, s5
	v_cmp_u_f32 s[16:17], v62, v62
	v_mov_b32 v79, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v80, v80, v79, s[16:17]
	v_and_b32 v79, 0xffff0000, v80
	v_bfe_u32 v80, v63, 16, 1                           ; round to bf16
	v_add3_u32 v81, v63, v80, s5
	v_cmp_u_f32 s[16:17], v63, v63
	v_mov_b32 v80, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v81, v81, v80, s[16:17]
	v_and_b32 v80, 0xffff0000, v81
	v_bfe_u32 v81, v64, 16, 1                           ; round to bf16
	v_add3_u32 v82, v64, v81, s5
	v_cmp_u_f32 s[16:17], v64, v64
	v_mov_b32 v81, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v82, v82, v81, s[16:17]
	v_and_b32 v81, 0xffff0000, v82
	v_bfe_u32 v82, v65, 16, 1                           ; round to bf16
	v_add3_u32 v83, v65, v82, s5
	v_cmp_u_f32 s[16:17], v65, v65
	v_mov_b32 v82, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v83, v83, v82, s[16:17]
	v_and_b32 v82, 0xffff0000, v83
	v_lshrrev_b32 v83, 16, v66
	ds_write_b16 v17, v83 offset:36352                  ; B operand of the product: stage
	v_lshrrev_b32 v66, 16, v68
	ds_write_b16 v17, v66 offset:36354                  ; B operand of the product: stage
	v_lshrrev_b32 v66, 16, v69
	ds_write_b16 v17, v66 offset:36356                  ; B operand of the product: stage
	v_lshrrev_b32 v66, 16, v70
	ds_write_b16 v17, v66 offset:36358                  ; B operand of the product: stage
	v_lshrrev_b32 v66, 16, v71
	ds_write_b16 v17, v66 offset:36368                  ; B operand of the product: stage
	v_lshrrev_b32 v66, 16, v72
	ds_write_b16 v17, v66 offset:36370                  ; B operand of the product: stage
	v_lshrrev_b32 v66, 16, v73
	ds_write_b16 v17, v66 offset:36372                  ; B operand of the product: stage
	v_lshrrev_b32 v66, 16, v74
	ds_write_b16 v17, v66 offset:36374                  ; B operand of the product: stage
	v_lshrrev_b32 v66, 16, v75
	ds_write_b16 v17, v66 offset:36384                  ; B operand of the product: stage
	v_lshrrev_b32 v66, 16, v76
	ds_write_b16 v17, v66 offset:36386                  ; B operand of the product: stage
	v_lshrrev_b32 v66, 16, v77
	ds_write_b16 v17, v66 offset:36388                  ; B operand of the product: stage
	v_lshrrev_b32 v66, 16, v78
	ds_write_b16 v17, v66 offset:36390                  ; B operand of the product: stage
	v_lshrrev_b32 v66, 16, v79
	ds_write_b16 v17, v66 offset:36400                  ; B operand of the product: stage
	v_lshrrev_b32 v66, 16, v80
	ds_write_b16 v17, v66 offset:36402                  ; B operand of the product: stage
	v_lshrrev_b32 v66, 16, v81
	ds_write_b16 v17, v66 offset:36404                  ; B operand of the product: stage
	v_lshrrev_b32 v66, 16, v82
	ds_write_b16 v17, v66 offset:36406                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v10 offset:36352             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[72:75], v11 offset:17408             ; A fragment 0, k-steps 0..1
	ds_read_b128 v[76:79], v11 offset:22016             ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[18:33], v[72:73], v[68:69], v[18:33] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[76:77], v[68:69], v[34:49] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[18:33], v[74:75], v[70:71], v[18:33] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[78:79], v[70:71], v[34:49] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[68:71], v10 offset:36384             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[72:75], v11 offset:17440             ; A fragment 0, k-steps 2..3
	ds_read_b128 v[76:79], v11 offset:22048             ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[18:33], v[72:73], v[68:69], v[18:33] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[76:77], v[68:69], v[34:49] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[18:33], v[74:75], v[70:71], v[18:33] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[78:79], v[70:71], v[34:49] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[68:71], v10 offset:36416             ; B fragment 0, k-steps 4..5
	ds_read_b128 v[72:75], v11 offset:17472             ; A fragment 0, k-steps 4..5
	ds_read_b128 v[76:79], v11 offset:22080             ; A fragment 1, k-steps 4..5
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[18:33], v[72:73], v[68:69], v[18:33] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[76:77], v[68:69], v[34:49] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[18:33], v[74:75], v[70:71], v[18:33] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[78:79], v[70:71], v[34:49] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[68:71], v10 offset:36448             ; B fragment 0, k-steps 6..7
	ds_read_b128 v[72:75], v11 offset:17504             ; A fragment 0, k-steps 6..7
	ds_read_b128 v[76:79], v11 offset:22112             ; A fragment 1, k-steps 6..7
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[18:33], v[72:73], v[68:69], v[18:33] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[76:77], v[68:69], v[34:49] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[18:33], v[74:75], v[70:71], v[18:33] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[78:79], v[70:71], v[34:49] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mul_f32 v66, v8, v16                              ; examples/attention_gqa.kgen:38
	v_add_f32 v16, v51, v50                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v50, v16, v52                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v16, v50, v53                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v50, v16, v54                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v16, v50, v55                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v50, v16, v56                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v16, v50, v57                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v50, v16, v58                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v16, v50, v59                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v50, v16, v60                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v16, v50, v61                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v50, v16, v62                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v16, v50, v63                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v50, v16, v64                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v16, v50, v65                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_and_b32 v50, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:38): lanes 32 apart
	v_xor_b32 v50, 32, v50
	v_lshlrev_b32 v50, 2, v50
	ds_bpermute_b32 v51, v50, v16
	s_waitcnt lgkmcnt(0)
	v_add_f32 v50, v16, v51
	s_and_saveexec_b64 s[16:17], s[10:11]               ; lanes where %vpred_382
	ds_write_b32 v9, v50 offset:53760                   ; sum over 'tt' (examples/attention_gqa.kgen:38): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v16, v15 offset:53760                   ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 0
	ds_read_b32 v50, v15 offset:54016                   ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v16, v50
	v_add_f32 v16, v66, v51                             ; examples/attention_gqa.kgen:38
	v_mov_b32 v8, v16                                   ; next 'l'
	v_mov_b32 v1, v67                                   ; next 'mx'
	s_add_u32 s14, s14, 64
	s_cmp_lt_u32 s14, s13
	s_cbranch_scc1 .Lattention_gqa_causal_loop0
.Lattention_gqa_causal_loop0_end:
	s_mov_b32 s13, s14                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s13, s12
	s_cbranch_scc1 .Lattention_gqa_causal_loop1_end
.Lattention_gqa_causal_loop1:
	s_sub_u32 s14, s12, s13
	v_add_u32 v16, s19, v7
	v_add_u32 v50, 0, v16                               ; index along 's' (examples/attention_gqa.kgen:34)
	v_add_u32 v16, s13, v12
	v_add_u32 v51, 0, v16                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v52, 1, v16                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v53, 2, v16                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v54, 3, v16                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v55, 8, v16                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v56, 9, v16                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v57, 10, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v58, 11, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v59, 16, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v60, 17, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v61, 18, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v62, 19, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v63, 24, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v64, 25, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v65, 26, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v66, 27, v16                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_cmp_ge_i32 s[16:17], v50, v51                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[24:25], v50, v52                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[28:29], v50, v53                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[34:35], v50, v54                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[36:37], v50, v55                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[38:39], v50, v56                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[40:41], v50, v57                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[42:43], v50, v58                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[44:45], v50, v59                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[46:47], v50, v60                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[48:49], v50, v61                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[50:51], v50, v62                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[52:53], v50, v63                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[54:55], v50, v64                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[56:57], v50, v65                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[58:59], v50, v66                     ; examples/attention_gqa.kgen:34
	s_mul_i32 s60, s13, 0x80
	s_mul_hi_u32 s61, s13, 0x80
	s_lshl_b64 s[62:63], s[60:61], 1
	s_add_u32 s60, s30, s62                             ; 'k' at this chunk
	s_addc_u32 s61, s31, s63
	v_cmp_lt_u32 s[64:65], v2, s14                      ; 'tt' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_692
	global_load_ushort v16, v5, s[60:61]                ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_692
	global_load_ushort v16, v5, s[60:61] offset:2       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_692
	global_load_ushort v16, v5, s[60:61] offset:4       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_692
	global_load_ushort v16, v5, s[60:61] offset:6       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_692
	global_load_ushort v16, v5, s[60:61] offset:8       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_692
	global_load_ushort v16, v5, s[60:61] offset:10      ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_692
	global_load_ushort v16, v5, s[60:61] offset:12      ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_692
	global_load_ushort v16, v5, s[60:61] offset:14      ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v16
	v_add_u32 v16, 16, v2
	v_cmp_lt_u32 s[66:67], v16, s14                     ; 'tt' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_710
	v_add_u32 v58, 0x1000, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v58, s[60:61]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_710
	v_add_u32 v59, 0x1002, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v59, s[60:61]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_710
	v_add_u32 v60, 0x1004, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v60, s[60:61]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_710
	v_add_u32 v61, 0x1006, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v61, s[60:61]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_710
	v_add_u32 v62, 0x1008, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v62, s[60:61]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_710
	v_add_u32 v63, 0x100a, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v63, s[60:61]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_710
	v_add_u32 v64, 0x100c, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v64, s[60:61]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_710
	v_add_u32 v65, 0x100e, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v65, s[60:61]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v16
	v_add_u32 v16, 32, v2
	v_cmp_lt_u32 s[68:69], v16, s14                     ; 'tt' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_728
	v_add_u32 v66, 0x2000, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v66, s[60:61]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_728
	v_add_u32 v67, 0x2002, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v67, s[60:61]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_728
	v_add_u32 v68, 0x2004, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v68, s[60:61]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_728
	v_add_u32 v69, 0x2006, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v69, s[60:61]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_728
	v_add_u32 v70, 0x2008, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v70, s[60:61]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_728
	v_add_u32 v71, 0x200a, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v71, s[60:61]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_728
	v_add_u32 v72, 0x200c, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v72, s[60:61]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_728
	v_add_u32 v73, 0x200e, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v73, s[60:61]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v16
	v_add_u32 v16, 48, v2
	v_cmp_lt_u32 s[70:71], v16, s14                     ; 'tt' element in bounds
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_746
	v_add_u32 v74, 0x3000, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v74, s[60:61]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_746
	v_add_u32 v75, 0x3002, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v75, s[60:61]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_746
	v_add_u32 v76, 0x3004, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v76, s[60:61]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_746
	v_add_u32 v77, 0x3006, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v77, s[60:61]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_746
	v_add_u32 v78, 0x3008, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v78, s[60:61]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_746
	v_add_u32 v79, 0x300a, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v79, s[60:61]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_746
	v_add_u32 v80, 0x300c, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v80, s[60:61]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v16
	v_mov_b32 v16, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_746
	v_add_u32 v81, 0x300e, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v16, v81, s[60:61]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v16
	v_lshrrev_b32 v16, 16, v50
	ds_write_b16 v6, v16 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v51
	ds_write_b16 v6, v16 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v52
	ds_write_b16 v6, v16 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v53
	ds_write_b16 v6, v16 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v54
	ds_write_b16 v6, v16 offset:17416                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v55
	ds_write_b16 v6, v16 offset:17418                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v56
	ds_write_b16 v6, v16 offset:17420                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v57
	ds_write_b16 v6, v16 offset:17422                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v58
	ds_write_b16 v6, v16 offset:21760                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v59
	ds_write_b16 v6, v16 offset:21762                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v60
	ds_write_b16 v6, v16 offset:21764                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v61
	ds_write_b16 v6, v16 offset:21766                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v62
	ds_write_b16 v6, v16 offset:21768                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v63
	ds_write_b16 v6, v16 offset:21770                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v64
	ds_write_b16 v6, v16 offset:21772                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v65
	ds_write_b16 v6, v16 offset:21774                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v66
	ds_write_b16 v6, v16 offset:26112                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v67
	ds_write_b16 v6, v16 offset:26114                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v68
	ds_write_b16 v6, v16 offset:26116                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v69
	ds_write_b16 v6, v16 offset:26118                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v70
	ds_write_b16 v6, v16 offset:26120                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v71
	ds_write_b16 v6, v16 offset:26122                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v72
	ds_write_b16 v6, v16 offset:26124                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v73
	ds_write_b16 v6, v16 offset:26126                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v74
	ds_write_b16 v6, v16 offset:30464                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v75
	ds_write_b16 v6, v16 offset:30466                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v76
	ds_write_b16 v6, v16 offset:30468                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v77
	ds_write_b16 v6, v16 offset:30470                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v78
	ds_write_b16 v6, v16 offset:30472                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v79
	ds_write_b16 v6, v16 offset:30474                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v80
	ds_write_b16 v6, v16 offset:30476                   ; A operand of the product: stage
	v_lshrrev_b32 v16, 16, v81
	ds_write_b16 v6, v16 offset:30478                   ; A operand of the product: stage
	v_mov_b32 v50, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v52, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[66:69], v14                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[70:73], v13 offset:17408             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:32                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[70:73], v13 offset:17440             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:64                ; B fragment 0, k-steps 4..5
	ds_read_b128 v[70:73], v13 offset:17472             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:96                ; B fragment 0, k-steps 6..7
	ds_read_b128 v[70:73], v13 offset:17504             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:128               ; B fragment 0, k-steps 8..9
	ds_read_b128 v[70:73], v13 offset:17536             ; A fragment 0, k-steps 8..9
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:160               ; B fragment 0, k-steps 10..11
	ds_read_b128 v[70:73], v13 offset:17568             ; A fragment 0, k-steps 10..11
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:192               ; B fragment 0, k-steps 12..13
	ds_read_b128 v[70:73], v13 offset:17600             ; A fragment 0, k-steps 12..13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[66:69], v14 offset:224               ; B fragment 0, k-steps 14..15
	ds_read_b128 v[70:73], v13 offset:17632             ; A fragment 0, k-steps 14..15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mul_f32 v16, s7, v50                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v66, s7, v51                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v67, s7, v52                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v68, s7, v53                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v69, s7, v54                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v70, s7, v55                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v71, s7, v56                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v72, s7, v57                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v73, s7, v58                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v74, s7, v59                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v75, s7, v60                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v76, s7, v61                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v77, s7, v62                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v78, s7, v63                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v79, s7, v64                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v80, s7, v65                              ; examples/attention_gqa.kgen:34
	v_mov_b32 v50, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v51, v50, v16, s[16:17]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v50, v16, v66, s[24:25]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v52, v16, v67, s[28:29]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v53, v16, v68, s[34:35]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v54, v16, v69, s[36:37]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v55, v16, v70, s[38:39]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v56, v16, v71, s[40:41]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v57, v16, v72, s[42:43]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v58, v16, v73, s[44:45]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v59, v16, v74, s[46:47]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v60, v16, v75, s[48:49]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v61, v16, v76, s[50:51]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v62, v16, v77, s[52:53]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v63, v16, v78, s[54:55]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v64, v16, v79, s[56:57]
	v_mov_b32 v16, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v65, v16, v80, s[58:59]
	v_cmp_lt_u32 s[16:17], v7, s21                      ; 's' element in bounds
	v_cmp_lt_u32 s[24:25], v12, s14                     ; 'tt' element in bounds
	s_and_b64 s[28:29], s[16:17], s[24:25]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v66, v16, v51, s[28:29]
	v_add_u32 v16, 1, v12
	v_cmp_lt_u32 s[24:25], v16, s14                     ; 'tt' element in bounds
	s_and_b64 s[34:35], s[16:17], s[24:25]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v67, v16, v50, s[34:35]
	v_add_u32 v16, 2, v12
	v_cmp_lt_u32 s[24:25], v16, s14                     ; 'tt' element in bounds
	s_and_b64 s[36:37], s[16:17], s[24:25]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v68, v16, v52, s[36:37]
	v_add_u32 v16, 3, v12
	v_cmp_lt_u32 s[24:25], v16, s14                     ; 'tt' element in bounds
	s_and_b64 s[38:39], s[16:17], s[24:25]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v69, v16, v53, s[38:39]
	v_add_u32 v16, 8, v12
	v_cmp_lt_u32 s[24:25], v16, s14                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[16:17], s[24:25]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v70, v16, v54, s[40:41]
	v_add_u32 v16, 9, v12
	v_cmp_lt_u32 s[24:25], v16, s14                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[16:17], s[24:25]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v71, v16, v55, s[42:43]
	v_add_u32 v16, 10, v12
	v_cmp_lt_u32 s[24:25], v16, s14                     ; 'tt' element in bounds
	s_and_b64 s[44:45], s[16:17], s[24:25]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v72, v16, v56, s[44:45]
	v_add_u32 v16, 11, v12
	v_cmp_lt_u32 s[24:25], v16, s14                     ; 'tt' element in bounds
	s_and_b64 s[46:47], s[16:17], s[24:25]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v73, v16, v57, s[46:47]
	v_add_u32 v16, 16, v12
	v_cmp_lt_u32 s[24:25], v16, s14                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[16:17], s[24:25]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v74, v16, v58, s[48:49]
	v_add_u32 v16, 17, v12
	v_cmp_lt_u32 s[24:25], v16, s14                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[16:17], s[24:25]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v16, v59, s[50:51]
	v_add_u32 v16, 18, v12
	v_cmp_lt_u32 s[24:25], v16, s14                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[16:17], s[24:25]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v16, v60, s[52:53]
	v_add_u32 v16, 19, v12
	v_cmp_lt_u32 s[24:25], v16, s14                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[16:17], s[24:25]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v16, v61, s[54:55]
	v_add_u32 v16, 24, v12
	v_cmp_lt_u32 s[24:25], v16, s14                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[16:17], s[24:25]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v78, v16, v62, s[56:57]
	v_add_u32 v16, 25, v12
	v_cmp_lt_u32 s[24:25], v16, s14                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[16:17], s[24:25]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v79, v16, v63, s[58:59]
	v_add_u32 v16, 26, v12
	v_cmp_lt_u32 s[24:25], v16, s14                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[16:17], s[24:25]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v80, v16, v64, s[60:61]
	v_add_u32 v16, 27, v12
	v_cmp_lt_u32 s[24:25], v16, s14                     ; 'tt' element in bounds
	s_and_b64 s[14:15], s[16:17], s[24:25]
	v_mov_b32 v16, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v81, v16, v65, s[14:15]
	v_max_f32 v16, v66, v67                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v66, v67
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v68                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v68
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v69                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v69
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v70                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v70
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v71                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v71
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v72                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v72
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v73                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v73
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v74                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v74
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v75                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v75
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v76                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v76
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v77                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v77
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v78                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v78
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v79                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v79
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v80                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v80
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_max_f32 v16, v67, v81                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v67, v81
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_and_b32 v16, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:35): lanes 32 apart
	v_xor_b32 v16, 32, v16
	v_lshlrev_b32 v16, 2, v16
	ds_bpermute_b32 v66, v16, v67
	s_waitcnt lgkmcnt(0)
	v_max_f32 v16, v67, v66
	v_cmp_u_f32 s[16:17], v67, v66
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	s_and_saveexec_b64 s[16:17], s[10:11]               ; lanes where %vpred_382
	ds_write_b32 v9, v67 offset:35840                   ; max over 'tt' (examples/attention_gqa.kgen:35): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v16, v15 offset:35840                   ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 0
	ds_read_b32 v66, v15 offset:36096                   ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v67, v16, v66
	v_cmp_u_f32 s[16:17], v16, v66
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v67, v16, s[16:17]
	v_max_f32 v16, v1, v66                              ; examples/attention_gqa.kgen:35
	v_cmp_u_f32 s[16:17], v1, v66
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v16, v66, s[16:17]
	v_sub_f32 v16, v1, v67                              ; examples/attention_gqa.kgen:37
	v_mul_f32 v66, 0x3fb8aa3b, v16                      ; examples/attention_gqa.kgen:37
	v_exp_f32 v16, v66                                  ; examples/attention_gqa.kgen:37
	s_nop 0
	v_mul_f32 v66, v18, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v68, v19, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v69, v20, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v70, v21, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v71, v22, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v72, v23, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v73, v24, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v74, v25, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v75, v26, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v76, v27, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v77, v28, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v78, v29, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v79, v30, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v80, v31, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v81, v32, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v82, v33, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v83, v34, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v84, v35, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v85, v36, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v86, v37, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v87, v38, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v88, v39, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v89, v40, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v90, v41, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v91, v42, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v92, v43, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v93, v44, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v94, v45, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v95, v46, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v96, v47, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v97, v48, v16                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v98, v49, v16                             ; examples/attention_gqa.kgen:39
	v_mov_b32 v18, v66                                  ; 'acc' scaled in place
	v_mov_b32 v19, v68                                  ; 'acc' scaled in place
	v_mov_b32 v20, v69                                  ; 'acc' scaled in place
	v_mov_b32 v21, v70                                  ; 'acc' scaled in place
	v_mov_b32 v22, v71                                  ; 'acc' scaled in place
	v_mov_b32 v23, v72                                  ; 'acc' scaled in place
	v_mov_b32 v24, v73                                  ; 'acc' scaled in place
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
	s_add_u32 s16, s32, s62                             ; 'v' at this chunk
	s_addc_u32 s17, s33, s63
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_692
	global_load_ushort v66, v5, s[16:17]                ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_692
	global_load_ushort v66, v5, s[16:17] offset:2       ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_692
	global_load_ushort v66, v5, s[16:17] offset:4       ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_692
	global_load_ushort v66, v5, s[16:17] offset:6       ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_692
	global_load_ushort v66, v5, s[16:17] offset:8       ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_692
	global_load_ushort v66, v5, s[16:17] offset:10      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_692
	global_load_ushort v66, v5, s[16:17] offset:12      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_692
	global_load_ushort v66, v5, s[16:17] offset:14      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_710
	v_add_u32 v76, 0x1000, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v76, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_710
	v_add_u32 v77, 0x1002, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v77, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_710
	v_add_u32 v78, 0x1004, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v78, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_710
	v_add_u32 v79, 0x1006, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v79, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_710
	v_add_u32 v80, 0x1008, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v80, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_710
	v_add_u32 v81, 0x100a, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v81, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_710
	v_add_u32 v82, 0x100c, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v82, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_710
	v_add_u32 v83, 0x100e, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v83, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_728
	v_add_u32 v84, 0x2000, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v84, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_728
	v_add_u32 v85, 0x2002, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v85, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_728
	v_add_u32 v86, 0x2004, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v86, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_728
	v_add_u32 v87, 0x2006, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v87, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v87, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_728
	v_add_u32 v88, 0x2008, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v88, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_728
	v_add_u32 v89, 0x200a, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v89, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v89, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_728
	v_add_u32 v90, 0x200c, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v90, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v90, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_728
	v_add_u32 v91, 0x200e, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v91, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v91, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_746
	v_add_u32 v92, 0x3000, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v92, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v92, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_746
	v_add_u32 v93, 0x3002, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v93, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v93, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_746
	v_add_u32 v94, 0x3004, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v94, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v94, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_746
	v_add_u32 v95, 0x3006, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v95, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v95, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_746
	v_add_u32 v96, 0x3008, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v96, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v96, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_746
	v_add_u32 v97, 0x300a, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v97, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v97, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_746
	v_add_u32 v98, 0x300c, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v98, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v98, 16, v66
	v_mov_b32 v66, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_746
	v_add_u32 v99, 0x300e, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v66, v99, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v99, 16, v66
	v_lshrrev_b32 v66, 16, v68
	ds_write_b16 v4, v66 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v69
	ds_write_b16 v4, v66 offset:17552                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v70
	ds_write_b16 v4, v66 offset:17696                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v71
	ds_write_b16 v4, v66 offset:17840                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v72
	ds_write_b16 v4, v66 offset:17984                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v73
	ds_write_b16 v4, v66 offset:18128                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v74
	ds_write_b16 v4, v66 offset:18272                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v75
	ds_write_b16 v4, v66 offset:18416                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v76
	ds_write_b16 v4, v66 offset:17440                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v77
	ds_write_b16 v4, v66 offset:17584                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v78
	ds_write_b16 v4, v66 offset:17728                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v79
	ds_write_b16 v4, v66 offset:17872                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v80
	ds_write_b16 v4, v66 offset:18016                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v81
	ds_write_b16 v4, v66 offset:18160                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v82
	ds_write_b16 v4, v66 offset:18304                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v83
	ds_write_b16 v4, v66 offset:18448                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v84
	ds_write_b16 v4, v66 offset:17472                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v85
	ds_write_b16 v4, v66 offset:17616                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v86
	ds_write_b16 v4, v66 offset:17760                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v87
	ds_write_b16 v4, v66 offset:17904                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v88
	ds_write_b16 v4, v66 offset:18048                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v89
	ds_write_b16 v4, v66 offset:18192                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v90
	ds_write_b16 v4, v66 offset:18336                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v91
	ds_write_b16 v4, v66 offset:18480                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v92
	ds_write_b16 v4, v66 offset:17504                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v93
	ds_write_b16 v4, v66 offset:17648                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v94
	ds_write_b16 v4, v66 offset:17792                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v95
	ds_write_b16 v4, v66 offset:17936                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v96
	ds_write_b16 v4, v66 offset:18080                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v97
	ds_write_b16 v4, v66 offset:18224                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v98
	ds_write_b16 v4, v66 offset:18368                   ; A operand of the product: stage
	v_lshrrev_b32 v66, 16, v99
	ds_write_b16 v4, v66 offset:18512                   ; A operand of the product: stage
	v_mul_f32 v66, 0xbfb8aa3b, v67                      ; -m log2 e of e^(x - m), once per m (examples/attention_gqa.kgen:36)
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v51, v68, v66
	v_exp_f32 v51, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v50, v68, v66
	v_exp_f32 v50, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v52, v68, v66
	v_exp_f32 v52, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v53, v68, v66
	v_exp_f32 v53, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v54, v68, v66
	v_exp_f32 v54, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v55, v68, v66
	v_exp_f32 v55, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v56, v68, v66
	v_exp_f32 v56, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v57, v68, v66
	v_exp_f32 v57, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v58, v68, v66
	v_exp_f32 v58, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v59, v68, v66
	v_exp_f32 v59, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v60, v68, v66
	v_exp_f32 v60, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v61, v68, v66
	v_exp_f32 v61, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v62, v68, v66
	v_exp_f32 v62, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v63, v68, v66
	v_exp_f32 v63, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v64, v68, v66
	v_exp_f32 v64, v69                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v69, v65, v68, v66
	v_exp_f32 v65, v69                                  ; examples/attention_gqa.kgen:36
	v_bfe_u32 v66, v51, 16, 1                           ; round to bf16
	v_add3_u32 v68, v51, v66, s5
	v_cmp_u_f32 s[16:17], v51, v51
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v66, s[16:17]
	v_and_b32 v66, 0xffff0000, v68
	v_bfe_u32 v68, v50, 16, 1                           ; round to bf16
	v_add3_u32 v69, v50, v68, s5
	v_cmp_u_f32 s[16:17], v50, v50
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[16:17]
	v_and_b32 v68, 0xffff0000, v69
	v_bfe_u32 v69, v52, 16, 1                           ; round to bf16
	v_add3_u32 v70, v52, v69, s5
	v_cmp_u_f32 s[16:17], v52, v52
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v70, v69, s[16:17]
	v_and_b32 v69, 0xffff0000, v70
	v_bfe_u32 v70, v53, 16, 1                           ; round to bf16
	v_add3_u32 v71, v53, v70, s5
	v_cmp_u_f32 s[16:17], v53, v53
	v_mov_b32 v70, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[16:17]
	v_and_b32 v70, 0xffff0000, v71
	v_bfe_u32 v71, v54, 16, 1                           ; round to bf16
	v_add3_u32 v72, v54, v71, s5
	v_cmp_u_f32 s[16:17], v54, v54
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v72, v71, s[16:17]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v55, 16, 1                           ; round to bf16
	v_add3_u32 v73, v55, v72, s5
	v_cmp_u_f32 s[16:17], v55, v55
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[16:17]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v56, 16, 1                           ; round to bf16
	v_add3_u32 v74, v56, v73, s5
	v_cmp_u_f32 s[16:17], v56, v56
	v_mov_b32 v73, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v74, v74, v73, s[16:17]
	v_and_b32 v73, 0xffff0000, v74
	v_bfe_u32 v74, v57, 16, 1                           ; round to bf16
	v_add3_u32 v75, v57, v74, s5
	v_cmp_u_f32 s[16:17], v57, v57
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v75, v74, s[16:17]
	v_and_b32 v74, 0xffff0000, v75
	v_bfe_u32 v75, v58, 16, 1                           ; round to bf16
	v_add3_u32 v76, v58, v75, s5
	v_cmp_u_f32 s[16:17], v58, v58
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v76, v75, s[16:17]
	v_and_b32 v75, 0xffff0000, v76
	v_bfe_u32 v76, v59, 16, 1                           ; round to bf16
	v_add3_u32 v77, v59, v76, s5
	v_cmp_u_f32 s[16:17], v59, v59
	v_mov_b32 v76, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[16:17]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v60, 16, 1                           ; round to bf16
	v_add3_u32 v78, v60, v77, s5
	v_cmp_u_f32 s[16:17], v60, v60
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[16:17]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v61, 16, 1                           ; round to bf16
	v_add3_u32 v79, v61, v78, s5
	v_cmp_u_f32 s[16:17], v61, v61
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[16:17]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v62, 16, 1                           ; round to bf16
	v_add3_u32 v80, v62, v79, s5
	v_cmp_u_f32 s[16:17], v62, v62
	v_mov_b32 v79, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v80, v80, v79, s[16:17]
	v_and_b32 v79, 0xffff0000, v80
	v_bfe_u32 v80, v63, 16, 1                           ; round to bf16
	v_add3_u32 v81, v63, v80, s5
	v_cmp_u_f32 s[16:17], v63, v63
	v_mov_b32 v80, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v81, v81, v80, s[16:17]
	v_and_b32 v80, 0xffff0000, v81
	v_bfe_u32 v81, v64, 16, 1                           ; round to bf16
	v_add3_u32 v82, v64, v81, s5
	v_cmp_u_f32 s[16:17], v64, v64
	v_mov_b32 v81, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v82, v82, v81, s[16:17]
	v_and_b32 v81, 0xffff0000, v82
	v_bfe_u32 v82, v65, 16, 1                           ; round to bf16
	v_add3_u32 v83, v65, v82, s5
	v_cmp_u_f32 s[16:17], v65, v65
	v_mov_b32 v82, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v83, v83, v82, s[16:17]
	v_and_b32 v82, 0xffff0000, v83
	v_cndmask_b32 v83, 0, v66, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v66, 16, v83
	ds_write_b16 v17, v66 offset:36352                  ; B operand of the product: stage
	v_cndmask_b32 v66, 0, v68, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v66
	ds_write_b16 v17, v68 offset:36354                  ; B operand of the product: stage
	v_cndmask_b32 v66, 0, v69, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v66
	ds_write_b16 v17, v68 offset:36356                  ; B operand of the product: stage
	v_cndmask_b32 v66, 0, v70, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v66
	ds_write_b16 v17, v68 offset:36358                  ; B operand of the product: stage
	v_cndmask_b32 v66, 0, v71, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v66
	ds_write_b16 v17, v68 offset:36368                  ; B operand of the product: stage
	v_cndmask_b32 v66, 0, v72, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v66
	ds_write_b16 v17, v68 offset:36370                  ; B operand of the product: stage
	v_cndmask_b32 v66, 0, v73, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v66
	ds_write_b16 v17, v68 offset:36372                  ; B operand of the product: stage
	v_cndmask_b32 v66, 0, v74, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v66
	ds_write_b16 v17, v68 offset:36374                  ; B operand of the product: stage
	v_cndmask_b32 v66, 0, v75, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v66
	ds_write_b16 v17, v68 offset:36384                  ; B operand of the product: stage
	v_cndmask_b32 v66, 0, v76, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v66
	ds_write_b16 v17, v68 offset:36386                  ; B operand of the product: stage
	v_cndmask_b32 v66, 0, v77, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v66
	ds_write_b16 v17, v68 offset:36388                  ; B operand of the product: stage
	v_cndmask_b32 v66, 0, v78, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v66
	ds_write_b16 v17, v68 offset:36390                  ; B operand of the product: stage
	v_cndmask_b32 v66, 0, v79, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v66
	ds_write_b16 v17, v68 offset:36400                  ; B operand of the product: stage
	v_cndmask_b32 v66, 0, v80, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v66
	ds_write_b16 v17, v68 offset:36402                  ; B operand of the product: stage
	v_cndmask_b32 v66, 0, v81, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v66
	ds_write_b16 v17, v68 offset:36404                  ; B operand of the product: stage
	v_cndmask_b32 v66, 0, v82, s[14:15]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v66
	ds_write_b16 v17, v68 offset:36406                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v10 offset:36352             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[72:75], v11 offset:17408             ; A fragment 0, k-steps 0..1
	ds_read_b128 v[76:79], v11 offset:22016             ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[18:33], v[72:73], v[68:69], v[18:33] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[76:77], v[68:69], v[34:49] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[18:33], v[74:75], v[70:71], v[18:33] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[78:79], v[70:71], v[34:49] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[68:71], v10 offset:36384             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[72:75], v11 offset:17440             ; A fragment 0, k-steps 2..3
	ds_read_b128 v[76:79], v11 offset:22048             ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[18:33], v[72:73], v[68:69], v[18:33] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[76:77], v[68:69], v[34:49] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[18:33], v[74:75], v[70:71], v[18:33] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[78:79], v[70:71], v[34:49] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[68:71], v10 offset:36416             ; B fragment 0, k-steps 4..5
	ds_read_b128 v[72:75], v11 offset:17472             ; A fragment 0, k-steps 4..5
	ds_read_b128 v[76:79], v11 offset:22080             ; A fragment 1, k-steps 4..5
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[18:33], v[72:73], v[68:69], v[18:33] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[76:77], v[68:69], v[34:49] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[18:33], v[74:75], v[70:71], v[18:33] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[78:79], v[70:71], v[34:49] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[68:71], v10 offset:36448             ; B fragment 0, k-steps 6..7
	ds_read_b128 v[72:75], v11 offset:17504             ; A fragment 0, k-steps 6..7
	ds_read_b128 v[76:79], v11 offset:22112             ; A fragment 1, k-steps 6..7
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[18:33], v[72:73], v[68:69], v[18:33] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[76:77], v[68:69], v[34:49] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[18:33], v[74:75], v[70:71], v[18:33] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[78:79], v[70:71], v[34:49] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mul_f32 v66, v8, v16                              ; examples/attention_gqa.kgen:38
	v_cndmask_b32 v16, 0, v51, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v51, 0, v50, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v50, 0, v52, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v52, 0, v53, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v53, 0, v54, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v54, 0, v55, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v55, 0, v56, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v56, 0, v57, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v58, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v59, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v60, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v61, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v62, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v63, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v64, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v65, s[14:15]                 ; absent elements contribute the identity
	v_add_f32 v65, v16, v51                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v16, v65, v50                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v50, v16, v52                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v16, v50, v53                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v50, v16, v54                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v16, v50, v55                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v50, v16, v56                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v16, v50, v57                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v50, v16, v58                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v16, v50, v59                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v50, v16, v60                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v16, v50, v61                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v50, v16, v62                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v16, v50, v63                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v50, v16, v64                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_and_b32 v16, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:38): lanes 32 apart
	v_xor_b32 v16, 32, v16
	v_lshlrev_b32 v16, 2, v16
	ds_bpermute_b32 v51, v16, v50
	s_waitcnt lgkmcnt(0)
	v_add_f32 v16, v50, v51
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_382
	ds_write_b32 v9, v16 offset:53760                   ; sum over 'tt' (examples/attention_gqa.kgen:38): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v16, v15 offset:53760                   ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 0
	ds_read_b32 v50, v15 offset:54016                   ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v16, v50
	v_add_f32 v16, v66, v51                             ; examples/attention_gqa.kgen:38
	v_mov_b32 v8, v16                                   ; next 'l'
	v_mov_b32 v1, v67                                   ; next 'mx'
	s_add_u32 s13, s13, 64
	s_cmp_lt_u32 s13, s12
	s_cbranch_scc1 .Lattention_gqa_causal_loop1
.Lattention_gqa_causal_loop1_end:
	v_mov_b32 v1, 1.0                                   ; examples/attention_gqa.kgen:42
	v_div_scale_f32 v16, s[12:13], v8, v8, v1
	v_rcp_f32 v50, v16
	v_div_scale_f32 v51, vcc, v1, v8, v1
	v_fma_f32 v52, -v16, v50, 1.0
	v_fma_f32 v50, v52, v50, v50
	v_mul_f32 v53, v51, v50
	v_fma_f32 v52, -v16, v53, v51
	v_fma_f32 v53, v52, v50, v53
	v_fma_f32 v52, -v16, v53, v51
	v_div_fmas_f32 v52, v52, v50, v53
	v_div_fixup_f32 v16, v52, v8, v1
	v_mul_f32 v1, v18, v16                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v8, v19, v16                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v50, v20, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v51, v21, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v52, v22, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v53, v23, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v54, v24, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v55, v25, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v56, v26, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v57, v27, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v58, v28, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v59, v29, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v60, v30, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v61, v31, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v62, v32, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v63, v33, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v18, v34, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v19, v35, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v20, v36, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v21, v37, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v22, v38, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v23, v39, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v24, v40, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v25, v41, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v26, v42, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v27, v43, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v28, v44, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v29, v45, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v30, v46, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v31, v47, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v32, v48, v16                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v33, v49, v16                             ; examples/attention_gqa.kgen:42
	v_mov_b32 v16, 0x7fc00000
	v_cmp_u_f32 s[12:13], v1, v1
	v_cmp_u_f32 s[14:15], v8, v8
	v_bfe_u32 v34, v1, 16, 1
	v_bfe_u32 v35, v8, 16, 1
	v_add3_u32 v36, v1, v34, s5
	v_add3_u32 v1, v8, v35, s5
	v_cndmask_b32 v36, v36, v16, s[12:13]
	v_cndmask_b32 v1, v1, v16, s[14:15]
	v_perm_b32 v8, v1, v36, s6
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v50, v50
	v_cmp_u_f32 s[14:15], v51, v51
	v_bfe_u32 v16, v50, 16, 1
	v_bfe_u32 v34, v51, 16, 1
	v_add3_u32 v35, v50, v16, s5
	v_add3_u32 v16, v51, v34, s5
	v_cndmask_b32 v35, v35, v1, s[12:13]
	v_cndmask_b32 v16, v16, v1, s[14:15]
	v_perm_b32 v1, v16, v35, s6
	v_mov_b32 v34, v8                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v35, v1
	global_store_dwordx2 v3, v[34:35], s[8:9]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v52, v52
	v_cmp_u_f32 s[14:15], v53, v53
	v_bfe_u32 v8, v52, 16, 1
	v_bfe_u32 v16, v53, 16, 1
	v_add3_u32 v34, v52, v8, s5
	v_add3_u32 v8, v53, v16, s5
	v_cndmask_b32 v34, v34, v1, s[12:13]
	v_cndmask_b32 v8, v8, v1, s[14:15]
	v_perm_b32 v1, v8, v34, s6
	v_mov_b32 v8, 0x7fc00000
	v_cmp_u_f32 s[12:13], v54, v54
	v_cmp_u_f32 s[14:15], v55, v55
	v_bfe_u32 v16, v54, 16, 1
	v_bfe_u32 v34, v55, 16, 1
	v_add3_u32 v35, v54, v16, s5
	v_add3_u32 v16, v55, v34, s5
	v_cndmask_b32 v35, v35, v8, s[12:13]
	v_cndmask_b32 v16, v16, v8, s[14:15]
	v_perm_b32 v8, v16, v35, s6
	v_mov_b32 v34, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v35, v8
	global_store_dwordx2 v3, v[34:35], s[8:9] offset:16
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v56, v56
	v_cmp_u_f32 s[14:15], v57, v57
	v_bfe_u32 v8, v56, 16, 1
	v_bfe_u32 v16, v57, 16, 1
	v_add3_u32 v34, v56, v8, s5
	v_add3_u32 v8, v57, v16, s5
	v_cndmask_b32 v34, v34, v1, s[12:13]
	v_cndmask_b32 v8, v8, v1, s[14:15]
	v_perm_b32 v1, v8, v34, s6
	v_mov_b32 v8, 0x7fc00000
	v_cmp_u_f32 s[12:13], v58, v58
	v_cmp_u_f32 s[14:15], v59, v59
	v_bfe_u32 v16, v58, 16, 1
	v_bfe_u32 v34, v59, 16, 1
	v_add3_u32 v35, v58, v16, s5
	v_add3_u32 v16, v59, v34, s5
	v_cndmask_b32 v35, v35, v8, s[12:13]
	v_cndmask_b32 v16, v16, v8, s[14:15]
	v_perm_b32 v8, v16, v35, s6
	v_mov_b32 v34, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v35, v8
	global_store_dwordx2 v3, v[34:35], s[8:9] offset:32
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v60, v60
	v_cmp_u_f32 s[14:15], v61, v61
	v_bfe_u32 v8, v60, 16, 1
	v_bfe_u32 v16, v61, 16, 1
	v_add3_u32 v34, v60, v8, s5
	v_add3_u32 v8, v61, v16, s5
	v_cndmask_b32 v34, v34, v1, s[12:13]
	v_cndmask_b32 v8, v8, v1, s[14:15]
	v_perm_b32 v1, v8, v34, s6
	v_mov_b32 v8, 0x7fc00000
	v_cmp_u_f32 s[12:13], v62, v62
	v_cmp_u_f32 s[14:15], v63, v63
	v_bfe_u32 v16, v62, 16, 1
	v_bfe_u32 v34, v63, 16, 1
	v_add3_u32 v35, v62, v16, s5
	v_add3_u32 v16, v63, v34, s5
	v_cndmask_b32 v35, v35, v8, s[12:13]
	v_cndmask_b32 v16, v16, v8, s[14:15]
	v_perm_b32 v8, v16, v35, s6
	v_mov_b32 v34, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v35, v8
	global_store_dwordx2 v3, v[34:35], s[8:9] offset:48
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v18, v18
	v_cmp_u_f32 s[14:15], v19, v19
	v_bfe_u32 v8, v18, 16, 1
	v_bfe_u32 v16, v19, 16, 1
	v_add3_u32 v34, v18, v8, s5
	v_add3_u32 v8, v19, v16, s5
	v_cndmask_b32 v34, v34, v1, s[12:13]
	v_cndmask_b32 v8, v8, v1, s[14:15]
	v_perm_b32 v1, v8, v34, s6
	v_mov_b32 v8, 0x7fc00000
	v_cmp_u_f32 s[12:13], v20, v20
	v_cmp_u_f32 s[14:15], v21, v21
	v_bfe_u32 v16, v20, 16, 1
	v_bfe_u32 v18, v21, 16, 1
	v_add3_u32 v19, v20, v16, s5
	v_add3_u32 v16, v21, v18, s5
	v_cndmask_b32 v19, v19, v8, s[12:13]
	v_cndmask_b32 v16, v16, v8, s[14:15]
	v_perm_b32 v8, v16, v19, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v19, v8
	global_store_dwordx2 v3, v[18:19], s[8:9] offset:64
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v22, v22
	v_cmp_u_f32 s[14:15], v23, v23
	v_bfe_u32 v8, v22, 16, 1
	v_bfe_u32 v16, v23, 16, 1
	v_add3_u32 v18, v22, v8, s5
	v_add3_u32 v8, v23, v16, s5
	v_cndmask_b32 v18, v18, v1, s[12:13]
	v_cndmask_b32 v8, v8, v1, s[14:15]
	v_perm_b32 v1, v8, v18, s6
	v_mov_b32 v8, 0x7fc00000
	v_cmp_u_f32 s[12:13], v24, v24
	v_cmp_u_f32 s[14:15], v25, v25
	v_bfe_u32 v16, v24, 16, 1
	v_bfe_u32 v18, v25, 16, 1
	v_add3_u32 v19, v24, v16, s5
	v_add3_u32 v16, v25, v18, s5
	v_cndmask_b32 v19, v19, v8, s[12:13]
	v_cndmask_b32 v16, v16, v8, s[14:15]
	v_perm_b32 v8, v16, v19, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v19, v8
	global_store_dwordx2 v3, v[18:19], s[8:9] offset:80
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v26, v26
	v_cmp_u_f32 s[14:15], v27, v27
	v_bfe_u32 v8, v26, 16, 1
	v_bfe_u32 v16, v27, 16, 1
	v_add3_u32 v18, v26, v8, s5
	v_add3_u32 v8, v27, v16, s5
	v_cndmask_b32 v18, v18, v1, s[12:13]
	v_cndmask_b32 v8, v8, v1, s[14:15]
	v_perm_b32 v1, v8, v18, s6
	v_mov_b32 v8, 0x7fc00000
	v_cmp_u_f32 s[12:13], v28, v28
	v_cmp_u_f32 s[14:15], v29, v29
	v_bfe_u32 v16, v28, 16, 1
	v_bfe_u32 v18, v29, 16, 1
	v_add3_u32 v19, v28, v16, s5
	v_add3_u32 v16, v29, v18, s5
	v_cndmask_b32 v19, v19, v8, s[12:13]
	v_cndmask_b32 v16, v16, v8, s[14:15]
	v_perm_b32 v8, v16, v19, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v19, v8
	global_store_dwordx2 v3, v[18:19], s[8:9] offset:96
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v30, v30
	v_cmp_u_f32 s[14:15], v31, v31
	v_bfe_u32 v8, v30, 16, 1
	v_bfe_u32 v16, v31, 16, 1
	v_add3_u32 v18, v30, v8, s5
	v_add3_u32 v8, v31, v16, s5
	v_cndmask_b32 v18, v18, v1, s[12:13]
	v_cndmask_b32 v8, v8, v1, s[14:15]
	v_perm_b32 v1, v8, v18, s6
	v_mov_b32 v8, 0x7fc00000
	v_cmp_u_f32 s[12:13], v32, v32
	v_cmp_u_f32 s[14:15], v33, v33
	v_bfe_u32 v16, v32, 16, 1
	v_bfe_u32 v18, v33, 16, 1
	v_add3_u32 v19, v32, v16, s5
	v_add3_u32 v16, v33, v18, s5
	v_cndmask_b32 v19, v19, v8, s[12:13]
	v_cndmask_b32 v16, v16, v8, s[14:15]
	v_perm_b32 v8, v16, v19, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v19, v8
	global_store_dwordx2 v3, v[18:19], s[8:9] offset:112
	s_branch .Lattention_gqa_causal_if0_end
.Lattention_gqa_causal_if0_else:
	v_cmp_lt_u32 s[12:13], v2, s21
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1347
	global_load_dwordx4 v[18:21], v5, s[26:27]          ; examples/attention_gqa.kgen:34: 16 bytes of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[18:21]                          ; 16 bytes into opinv0
	v_add_u32 v1, 16, v2
	v_cmp_lt_u32 s[12:13], v1, s21
	v_add_u32 v8, 0x1000, v5
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1353
	global_load_dwordx4 v[18:21], v8, s[26:27]          ; examples/attention_gqa.kgen:34: 16 bytes of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[18:21] offset:4352              ; 16 bytes into opinv0
	v_add_u32 v8, 32, v2
	v_cmp_lt_u32 s[12:13], v8, s21
	v_add_u32 v16, 0x2000, v5
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1360
	global_load_dwordx4 v[18:21], v16, s[26:27]         ; examples/attention_gqa.kgen:34: 16 bytes of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[18:21] offset:8704              ; 16 bytes into opinv0
	v_add_u32 v16, 48, v2
	v_cmp_lt_u32 s[12:13], v16, s21
	v_add_u32 v18, 0x3000, v5
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1367
	global_load_dwordx4 v[20:23], v18, s[26:27]         ; examples/attention_gqa.kgen:34: 16 bytes of 'q'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[20:23] offset:13056             ; 16 bytes into opinv0
	v_add_f32 v18, 0, 0                                 ; examples/attention_gqa.kgen:32
	v_mov_b32 v20, v18                                  ; loop-carried 'acc'
	v_mov_b32 v21, v18                                  ; loop-carried 'acc'
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
	v_mov_b32 v19, v18                                  ; loop-carried 'l'
	v_mov_b32 v18, 0xff800000                           ; examples/attention_gqa.kgen:30
	v_add_f32 v52, v18, 0
	v_mov_b32 v18, v52                                  ; loop-carried 'mx'
	s_add_u32 s6, s19, s21
	s_max_i32 s12, s6, 0
	s_min_u32 s6, s12, s18                              ; for tt: stops after the last 'tt' the mask at 34:13 shows (tt <= s)
	s_cmp_ge_u32 s6, 64                                 ; at least one whole chunk of 'tt'
	s_cselect_b32 s12, 1, 0
	s_sub_u32 s13, s6, 63
	s_cmp_lg_u32 s12, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s12, s13, 0
	s_cmp_lg_u32 s23, 0
	s_cselect_b32 s13, s12, 0
	s_mov_b32 s12, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s12, s13
	s_cbranch_scc1 .Lattention_gqa_causal_loop2_end
.Lattention_gqa_causal_loop2:
	v_add_u32 v52, s19, v7
	v_add_u32 v53, 0, v52                               ; index along 's' (examples/attention_gqa.kgen:34)
	v_add_u32 v52, s12, v12
	v_add_u32 v54, 0, v52                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v55, 1, v52                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v56, 2, v52                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v57, 3, v52                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v58, 8, v52                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v59, 9, v52                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v60, 10, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v61, 11, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v62, 16, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v63, 17, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v64, 18, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v65, 19, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v66, 24, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v67, 25, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v68, 26, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v69, 27, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_cmp_ge_i32 s[14:15], v53, v54                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[16:17], v53, v55                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[22:23], v53, v56                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[24:25], v53, v57                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[26:27], v53, v58                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[28:29], v53, v59                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[34:35], v53, v60                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[36:37], v53, v61                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[38:39], v53, v62                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[40:41], v53, v63                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[42:43], v53, v64                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[44:45], v53, v65                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[46:47], v53, v66                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[48:49], v53, v67                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[50:51], v53, v68                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[52:53], v53, v69                     ; examples/attention_gqa.kgen:34
	s_mul_i32 s54, s12, 0x80
	s_mul_hi_u32 s55, s12, 0x80
	s_lshl_b64 s[56:57], s[54:55], 1
	s_add_u32 s54, s30, s56                             ; 'k' at this chunk
	s_addc_u32 s55, s31, s57
	global_load_dwordx4 v[52:55], v5, s[54:55]          ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v52
	v_and_b32 v57, 0xffff0000, v52
	v_lshlrev_b32 v58, 16, v53
	v_and_b32 v59, 0xffff0000, v53
	v_lshlrev_b32 v60, 16, v54
	v_and_b32 v61, 0xffff0000, v54
	v_lshlrev_b32 v62, 16, v55
	v_and_b32 v63, 0xffff0000, v55
	v_add_u32 v52, 0x1000, v5                           ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	global_load_dwordx4 v[64:67], v52, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v64
	v_and_b32 v53, 0xffff0000, v64
	v_lshlrev_b32 v54, 16, v65
	v_and_b32 v55, 0xffff0000, v65
	v_lshlrev_b32 v68, 16, v66
	v_and_b32 v69, 0xffff0000, v66
	v_lshlrev_b32 v70, 16, v67
	v_and_b32 v71, 0xffff0000, v67
	v_add_u32 v64, 0x2000, v5                           ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	global_load_dwordx4 v[72:75], v64, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v72
	v_and_b32 v65, 0xffff0000, v72
	v_lshlrev_b32 v66, 16, v73
	v_and_b32 v67, 0xffff0000, v73
	v_lshlrev_b32 v76, 16, v74
	v_and_b32 v77, 0xffff0000, v74
	v_lshlrev_b32 v78, 16, v75
	v_and_b32 v79, 0xffff0000, v75
	v_add_u32 v72, 0x3000, v5                           ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	global_load_dwordx4 v[80:83], v72, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v80
	v_and_b32 v73, 0xffff0000, v80
	v_lshlrev_b32 v74, 16, v81
	v_and_b32 v75, 0xffff0000, v81
	v_lshlrev_b32 v84, 16, v82
	v_and_b32 v85, 0xffff0000, v82
	v_lshlrev_b32 v86, 16, v83
	v_and_b32 v87, 0xffff0000, v83
	v_lshrrev_b32 v80, 16, v56
	ds_write_b16 v6, v80 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v56, 16, v57
	ds_write_b16 v6, v56 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v56, 16, v58
	ds_write_b16 v6, v56 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v56, 16, v59
	ds_write_b16 v6, v56 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v56, 16, v60
	ds_write_b16 v6, v56 offset:17416                   ; A operand of the product: stage
	v_lshrrev_b32 v56, 16, v61
	ds_write_b16 v6, v56 offset:17418                   ; A operand of the product: stage
	v_lshrrev_b32 v56, 16, v62
	ds_write_b16 v6, v56 offset:17420                   ; A operand of the product: stage
	v_lshrrev_b32 v56, 16, v63
	ds_write_b16 v6, v56 offset:17422                   ; A operand of the product: stage
	v_lshrrev_b32 v56, 16, v52
	ds_write_b16 v6, v56 offset:21760                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v53
	ds_write_b16 v6, v52 offset:21762                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v54
	ds_write_b16 v6, v52 offset:21764                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v55
	ds_write_b16 v6, v52 offset:21766                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v68
	ds_write_b16 v6, v52 offset:21768                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v69
	ds_write_b16 v6, v52 offset:21770                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v70
	ds_write_b16 v6, v52 offset:21772                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v71
	ds_write_b16 v6, v52 offset:21774                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v64
	ds_write_b16 v6, v52 offset:26112                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v65
	ds_write_b16 v6, v52 offset:26114                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v66
	ds_write_b16 v6, v52 offset:26116                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v67
	ds_write_b16 v6, v52 offset:26118                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v76
	ds_write_b16 v6, v52 offset:26120                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v77
	ds_write_b16 v6, v52 offset:26122                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v78
	ds_write_b16 v6, v52 offset:26124                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v79
	ds_write_b16 v6, v52 offset:26126                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v72
	ds_write_b16 v6, v52 offset:30464                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v73
	ds_write_b16 v6, v52 offset:30466                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v74
	ds_write_b16 v6, v52 offset:30468                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v75
	ds_write_b16 v6, v52 offset:30470                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v84
	ds_write_b16 v6, v52 offset:30472                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v85
	ds_write_b16 v6, v52 offset:30474                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v86
	ds_write_b16 v6, v52 offset:30476                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v87
	ds_write_b16 v6, v52 offset:30478                   ; A operand of the product: stage
	v_mov_b32 v52, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v14                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[72:75], v13 offset:17408             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:32                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[72:75], v13 offset:17440             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:64                ; B fragment 0, k-steps 4..5
	ds_read_b128 v[72:75], v13 offset:17472             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:96                ; B fragment 0, k-steps 6..7
	ds_read_b128 v[72:75], v13 offset:17504             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:128               ; B fragment 0, k-steps 8..9
	ds_read_b128 v[72:75], v13 offset:17536             ; A fragment 0, k-steps 8..9
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:160               ; B fragment 0, k-steps 10..11
	ds_read_b128 v[72:75], v13 offset:17568             ; A fragment 0, k-steps 10..11
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:192               ; B fragment 0, k-steps 12..13
	ds_read_b128 v[72:75], v13 offset:17600             ; A fragment 0, k-steps 12..13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:224               ; B fragment 0, k-steps 14..15
	ds_read_b128 v[72:75], v13 offset:17632             ; A fragment 0, k-steps 14..15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mul_f32 v68, s7, v52                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v69, s7, v53                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v70, s7, v54                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v71, s7, v55                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v72, s7, v56                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v73, s7, v57                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v74, s7, v58                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v75, s7, v59                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v76, s7, v60                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v77, s7, v61                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v78, s7, v62                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v79, s7, v63                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v80, s7, v64                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v81, s7, v65                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v82, s7, v66                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v83, s7, v67                              ; examples/attention_gqa.kgen:34
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v53, v52, v68, s[14:15]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v54, v52, v69, s[16:17]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v55, v52, v70, s[22:23]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v56, v52, v71, s[24:25]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v57, v52, v72, s[26:27]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v58, v52, v73, s[28:29]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v59, v52, v74, s[34:35]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v60, v52, v75, s[36:37]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v61, v52, v76, s[38:39]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v62, v52, v77, s[40:41]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v63, v52, v78, s[42:43]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v64, v52, v79, s[44:45]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v65, v52, v80, s[46:47]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v66, v52, v81, s[48:49]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v67, v52, v82, s[50:51]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v68, v52, v83, s[52:53]
	v_max_f32 v52, v53, v54                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v53, v54
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v55                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v55
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v56                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v56
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v57                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v57
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v58                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v58
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v59                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v59
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v60                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v60
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v61                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v61
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v62                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v62
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v63                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v63
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v64                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v64
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v65                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v65
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v66                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v66
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v67                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v67
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v68                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v68
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_and_b32 v52, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:35): lanes 32 apart
	v_xor_b32 v52, 32, v52
	v_lshlrev_b32 v52, 2, v52
	ds_bpermute_b32 v69, v52, v70
	s_waitcnt lgkmcnt(0)
	v_max_f32 v52, v70, v69
	v_cmp_u_f32 s[14:15], v70, v69
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_382
	ds_write_b32 v9, v70 offset:35840                   ; max over 'tt' (examples/attention_gqa.kgen:35): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v52, v15 offset:35840                   ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 0
	ds_read_b32 v69, v15 offset:36096                   ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v70, v52, v69
	v_cmp_u_f32 s[14:15], v52, v69
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v70, v52, s[14:15]
	v_max_f32 v52, v18, v69                             ; examples/attention_gqa.kgen:35
	v_cmp_u_f32 s[14:15], v18, v69
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_sub_f32 v52, v18, v70                             ; examples/attention_gqa.kgen:37
	v_mul_f32 v69, 0x3fb8aa3b, v52                      ; examples/attention_gqa.kgen:37
	v_exp_f32 v52, v69                                  ; examples/attention_gqa.kgen:37
	s_nop 0
	v_mul_f32 v69, v20, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v71, v21, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v72, v22, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v73, v23, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v74, v24, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v75, v25, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v76, v26, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v77, v27, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v78, v28, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v79, v29, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v80, v30, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v81, v31, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v82, v32, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v83, v33, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v84, v34, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v85, v35, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v86, v36, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v87, v37, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v88, v38, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v89, v39, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v90, v40, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v91, v41, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v92, v42, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v93, v43, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v94, v44, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v95, v45, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v96, v46, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v97, v47, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v98, v48, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v99, v49, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v100, v50, v52                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v101, v51, v52                            ; examples/attention_gqa.kgen:39
	v_mov_b32 v20, v69                                  ; 'acc' scaled in place
	v_mov_b32 v21, v71                                  ; 'acc' scaled in place
	v_mov_b32 v22, v72                                  ; 'acc' scaled in place
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
	s_add_u32 s14, s32, s56                             ; 'v' at this chunk
	s_addc_u32 s15, s33, s57
	global_load_dwordx4 v[72:75], v5, s[14:15]          ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v72
	v_and_b32 v71, 0xffff0000, v72
	v_lshlrev_b32 v76, 16, v73
	v_and_b32 v77, 0xffff0000, v73
	v_lshlrev_b32 v78, 16, v74
	v_and_b32 v79, 0xffff0000, v74
	v_lshlrev_b32 v80, 16, v75
	v_and_b32 v81, 0xffff0000, v75
	v_add_u32 v72, 0x1000, v5                           ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	global_load_dwordx4 v[82:85], v72, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v82
	v_and_b32 v73, 0xffff0000, v82
	v_lshlrev_b32 v74, 16, v83
	v_and_b32 v75, 0xffff0000, v83
	v_lshlrev_b32 v86, 16, v84
	v_and_b32 v87, 0xffff0000, v84
	v_lshlrev_b32 v88, 16, v85
	v_and_b32 v89, 0xffff0000, v85
	v_add_u32 v82, 0x2000, v5                           ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	global_load_dwordx4 v[90:93], v82, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v90
	v_and_b32 v83, 0xffff0000, v90
	v_lshlrev_b32 v84, 16, v91
	v_and_b32 v85, 0xffff0000, v91
	v_lshlrev_b32 v94, 16, v92
	v_and_b32 v95, 0xffff0000, v92
	v_lshlrev_b32 v96, 16, v93
	v_and_b32 v97, 0xffff0000, v93
	v_add_u32 v90, 0x3000, v5                           ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	global_load_dwordx4 v[98:101], v90, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v90, 16, v98
	v_and_b32 v91, 0xffff0000, v98
	v_lshlrev_b32 v92, 16, v99
	v_and_b32 v93, 0xffff0000, v99
	v_lshlrev_b32 v102, 16, v100
	v_and_b32 v103, 0xffff0000, v100
	v_lshlrev_b32 v104, 16, v101
	v_and_b32 v105, 0xffff0000, v101
	v_lshrrev_b32 v98, 16, v69
	ds_write_b16 v4, v98 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v71
	ds_write_b16 v4, v69 offset:17552                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v76
	ds_write_b16 v4, v69 offset:17696                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v77
	ds_write_b16 v4, v69 offset:17840                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v78
	ds_write_b16 v4, v69 offset:17984                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v79
	ds_write_b16 v4, v69 offset:18128                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v80
	ds_write_b16 v4, v69 offset:18272                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v81
	ds_write_b16 v4, v69 offset:18416                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v72
	ds_write_b16 v4, v69 offset:17440                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v73
	ds_write_b16 v4, v69 offset:17584                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v74
	ds_write_b16 v4, v69 offset:17728                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v75
	ds_write_b16 v4, v69 offset:17872                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v86
	ds_write_b16 v4, v69 offset:18016                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v87
	ds_write_b16 v4, v69 offset:18160                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v88
	ds_write_b16 v4, v69 offset:18304                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v89
	ds_write_b16 v4, v69 offset:18448                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v82
	ds_write_b16 v4, v69 offset:17472                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v83
	ds_write_b16 v4, v69 offset:17616                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v84
	ds_write_b16 v4, v69 offset:17760                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v85
	ds_write_b16 v4, v69 offset:17904                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v94
	ds_write_b16 v4, v69 offset:18048                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v95
	ds_write_b16 v4, v69 offset:18192                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v96
	ds_write_b16 v4, v69 offset:18336                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v97
	ds_write_b16 v4, v69 offset:18480                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v90
	ds_write_b16 v4, v69 offset:17504                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v91
	ds_write_b16 v4, v69 offset:17648                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v92
	ds_write_b16 v4, v69 offset:17792                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v93
	ds_write_b16 v4, v69 offset:17936                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v102
	ds_write_b16 v4, v69 offset:18080                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v103
	ds_write_b16 v4, v69 offset:18224                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v104
	ds_write_b16 v4, v69 offset:18368                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v105
	ds_write_b16 v4, v69 offset:18512                   ; A operand of the product: stage
	v_mul_f32 v69, 0xbfb8aa3b, v70                      ; -m log2 e of e^(x - m), once per m (examples/attention_gqa.kgen:36)
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v53, v71, v69
	v_exp_f32 v53, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v54, v71, v69
	v_exp_f32 v54, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v55, v71, v69
	v_exp_f32 v55, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v56, v71, v69
	v_exp_f32 v56, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v57, v71, v69
	v_exp_f32 v57, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v58, v71, v69
	v_exp_f32 v58, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v59, v71, v69
	v_exp_f32 v59, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v60, v71, v69
	v_exp_f32 v60, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v61, v71, v69
	v_exp_f32 v61, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v62, v71, v69
	v_exp_f32 v62, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v63, v71, v69
	v_exp_f32 v63, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v64, v71, v69
	v_exp_f32 v64, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v65, v71, v69
	v_exp_f32 v65, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v66, v71, v69
	v_exp_f32 v66, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v67, v71, v69
	v_exp_f32 v67, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v68, v71, v69
	v_exp_f32 v68, v72                                  ; examples/attention_gqa.kgen:36
	v_bfe_u32 v69, v53, 16, 1                           ; round to bf16
	v_add3_u32 v71, v53, v69, s5
	v_cmp_u_f32 s[14:15], v53, v53
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v71, v71, v69, s[14:15]
	v_and_b32 v69, 0xffff0000, v71
	v_bfe_u32 v71, v54, 16, 1                           ; round to bf16
	v_add3_u32 v72, v54, v71, s5
	v_cmp_u_f32 s[14:15], v54, v54
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v72, v71, s[14:15]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v55, 16, 1                           ; round to bf16
	v_add3_u32 v73, v55, v72, s5
	v_cmp_u_f32 s[14:15], v55, v55
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[14:15]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v56, 16, 1                           ; round to bf16
	v_add3_u32 v74, v56, v73, s5
	v_cmp_u_f32 s[14:15], v56, v56
	v_mov_b32 v73, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v74, v74, v73, s[14:15]
	v_and_b32 v73, 0xffff0000, v74
	v_bfe_u32 v74, v57, 16, 1                           ; round to bf16
	v_add3_u32 v75, v57, v74, s5
	v_cmp_u_f32 s[14:15], v57, v57
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v75, v74, s[14:15]
	v_and_b32 v74, 0xffff0000, v75
	v_bfe_u32 v75, v58, 16, 1                           ; round to bf16
	v_add3_u32 v76, v58, v75, s5
	v_cmp_u_f32 s[14:15], v58, v58
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v76, v75, s[14:15]
	v_and_b32 v75, 0xffff0000, v76
	v_bfe_u32 v76, v59, 16, 1                           ; round to bf16
	v_add3_u32 v77, v59, v76, s5
	v_cmp_u_f32 s[14:15], v59, v59
	v_mov_b32 v76, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[14:15]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v60, 16, 1                           ; round to bf16
	v_add3_u32 v78, v60, v77, s5
	v_cmp_u_f32 s[14:15], v60, v60
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[14:15]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v61, 16, 1                           ; round to bf16
	v_add3_u32 v79, v61, v78, s5
	v_cmp_u_f32 s[14:15], v61, v61
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[14:15]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v62, 16, 1                           ; round to bf16
	v_add3_u32 v80, v62, v79, s5
	v_cmp_u_f32 s[14:15], v62, v62
	v_mov_b32 v79, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v80, v80, v79, s[14:15]
	v_and_b32 v79, 0xffff0000, v80
	v_bfe_u32 v80, v63, 16, 1                           ; round to bf16
	v_add3_u32 v81, v63, v80, s5
	v_cmp_u_f32 s[14:15], v63, v63
	v_mov_b32 v80, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v81, v81, v80, s[14:15]
	v_and_b32 v80, 0xffff0000, v81
	v_bfe_u32 v81, v64, 16, 1                           ; round to bf16
	v_add3_u32 v82, v64, v81, s5
	v_cmp_u_f32 s[14:15], v64, v64
	v_mov_b32 v81, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v82, v82, v81, s[14:15]
	v_and_b32 v81, 0xffff0000, v82
	v_bfe_u32 v82, v65, 16, 1                           ; round to bf16
	v_add3_u32 v83, v65, v82, s5
	v_cmp_u_f32 s[14:15], v65, v65
	v_mov_b32 v82, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v83, v83, v82, s[14:15]
	v_and_b32 v82, 0xffff0000, v83
	v_bfe_u32 v83, v66, 16, 1                           ; round to bf16
	v_add3_u32 v84, v66, v83, s5
	v_cmp_u_f32 s[14:15], v66, v66
	v_mov_b32 v83, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v84, v83, s[14:15]
	v_and_b32 v83, 0xffff0000, v84
	v_bfe_u32 v84, v67, 16, 1                           ; round to bf16
	v_add3_u32 v85, v67, v84, s5
	v_cmp_u_f32 s[14:15], v67, v67
	v_mov_b32 v84, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v85, v85, v84, s[14:15]
	v_and_b32 v84, 0xffff0000, v85
	v_bfe_u32 v85, v68, 16, 1                           ; round to bf16
	v_add3_u32 v86, v68, v85, s5
	v_cmp_u_f32 s[14:15], v68, v68
	v_mov_b32 v85, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v86, v86, v85, s[14:15]
	v_and_b32 v85, 0xffff0000, v86
	v_lshrrev_b32 v86, 16, v69
	ds_write_b16 v17, v86 offset:36352                  ; B operand of the product: stage
	v_lshrrev_b32 v69, 16, v71
	ds_write_b16 v17, v69 offset:36354                  ; B operand of the product: stage
	v_lshrrev_b32 v69, 16, v72
	ds_write_b16 v17, v69 offset:36356                  ; B operand of the product: stage
	v_lshrrev_b32 v69, 16, v73
	ds_write_b16 v17, v69 offset:36358                  ; B operand of the product: stage
	v_lshrrev_b32 v69, 16, v74
	ds_write_b16 v17, v69 offset:36368                  ; B operand of the product: stage
	v_lshrrev_b32 v69, 16, v75
	ds_write_b16 v17, v69 offset:36370                  ; B operand of the product: stage
	v_lshrrev_b32 v69, 16, v76
	ds_write_b16 v17, v69 offset:36372                  ; B operand of the product: stage
	v_lshrrev_b32 v69, 16, v77
	ds_write_b16 v17, v69 offset:36374                  ; B operand of the product: stage
	v_lshrrev_b32 v69, 16, v78
	ds_write_b16 v17, v69 offset:36384                  ; B operand of the product: stage
	v_lshrrev_b32 v69, 16, v79
	ds_write_b16 v17, v69 offset:36386                  ; B operand of the product: stage
	v_lshrrev_b32 v69, 16, v80
	ds_write_b16 v17, v69 offset:36388                  ; B operand of the product: stage
	v_lshrrev_b32 v69, 16, v81
	ds_write_b16 v17, v69 offset:36390                  ; B operand of the product: stage
	v_lshrrev_b32 v69, 16, v82
	ds_write_b16 v17, v69 offset:36400                  ; B operand of the product: stage
	v_lshrrev_b32 v69, 16, v83
	ds_write_b16 v17, v69 offset:36402                  ; B operand of the product: stage
	v_lshrrev_b32 v69, 16, v84
	ds_write_b16 v17, v69 offset:36404                  ; B operand of the product: stage
	v_lshrrev_b32 v69, 16, v85
	ds_write_b16 v17, v69 offset:36406                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[72:75], v10 offset:36352             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[76:79], v11 offset:17408             ; A fragment 0, k-steps 0..1
	ds_read_b128 v[80:83], v11 offset:22016             ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[76:77], v[72:73], v[20:35] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[80:81], v[72:73], v[36:51] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[78:79], v[74:75], v[20:35] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[82:83], v[74:75], v[36:51] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[72:75], v10 offset:36384             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[76:79], v11 offset:17440             ; A fragment 0, k-steps 2..3
	ds_read_b128 v[80:83], v11 offset:22048             ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[76:77], v[72:73], v[20:35] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[80:81], v[72:73], v[36:51] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[78:79], v[74:75], v[20:35] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[82:83], v[74:75], v[36:51] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[72:75], v10 offset:36416             ; B fragment 0, k-steps 4..5
	ds_read_b128 v[76:79], v11 offset:17472             ; A fragment 0, k-steps 4..5
	ds_read_b128 v[80:83], v11 offset:22080             ; A fragment 1, k-steps 4..5
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[76:77], v[72:73], v[20:35] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[80:81], v[72:73], v[36:51] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[78:79], v[74:75], v[20:35] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[82:83], v[74:75], v[36:51] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[72:75], v10 offset:36448             ; B fragment 0, k-steps 6..7
	ds_read_b128 v[76:79], v11 offset:17504             ; A fragment 0, k-steps 6..7
	ds_read_b128 v[80:83], v11 offset:22112             ; A fragment 1, k-steps 6..7
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[76:77], v[72:73], v[20:35] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[80:81], v[72:73], v[36:51] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[78:79], v[74:75], v[20:35] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[82:83], v[74:75], v[36:51] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mul_f32 v69, v19, v52                             ; examples/attention_gqa.kgen:38
	v_add_f32 v52, v53, v54                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v53, v52, v55                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v52, v53, v56                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v53, v52, v57                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v52, v53, v58                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v53, v52, v59                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v52, v53, v60                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v53, v52, v61                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v52, v53, v62                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v53, v52, v63                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v52, v53, v64                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v53, v52, v65                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v52, v53, v66                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v53, v52, v67                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v52, v53, v68                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_and_b32 v53, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:38): lanes 32 apart
	v_xor_b32 v53, 32, v53
	v_lshlrev_b32 v53, 2, v53
	ds_bpermute_b32 v54, v53, v52
	s_waitcnt lgkmcnt(0)
	v_add_f32 v53, v52, v54
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_382
	ds_write_b32 v9, v53 offset:53760                   ; sum over 'tt' (examples/attention_gqa.kgen:38): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v52, v15 offset:53760                   ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 0
	ds_read_b32 v53, v15 offset:54016                   ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v54, v52, v53
	v_add_f32 v52, v69, v54                             ; examples/attention_gqa.kgen:38
	v_mov_b32 v19, v52                                  ; next 'l'
	v_mov_b32 v18, v70                                  ; next 'mx'
	s_add_u32 s12, s12, 64
	s_cmp_lt_u32 s12, s13
	s_cbranch_scc1 .Lattention_gqa_causal_loop2
.Lattention_gqa_causal_loop2_end:
	s_mov_b32 s13, s12                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s13, s6
	s_cbranch_scc1 .Lattention_gqa_causal_loop3_end
.Lattention_gqa_causal_loop3:
	s_sub_u32 s12, s6, s13
	v_add_u32 v52, s19, v7
	v_add_u32 v53, 0, v52                               ; index along 's' (examples/attention_gqa.kgen:34)
	v_add_u32 v52, s13, v12
	v_add_u32 v54, 0, v52                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v55, 1, v52                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v56, 2, v52                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v57, 3, v52                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v58, 8, v52                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v59, 9, v52                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v60, 10, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v61, 11, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v62, 16, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v63, 17, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v64, 18, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v65, 19, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v66, 24, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v67, 25, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v68, 26, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v69, 27, v52                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_cmp_ge_i32 s[14:15], v53, v54                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[16:17], v53, v55                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[22:23], v53, v56                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[24:25], v53, v57                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[26:27], v53, v58                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[28:29], v53, v59                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[34:35], v53, v60                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[36:37], v53, v61                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[38:39], v53, v62                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[40:41], v53, v63                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[42:43], v53, v64                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[44:45], v53, v65                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[46:47], v53, v66                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[48:49], v53, v67                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[50:51], v53, v68                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[52:53], v53, v69                     ; examples/attention_gqa.kgen:34
	s_mul_i32 s54, s13, 0x80
	s_mul_hi_u32 s55, s13, 0x80
	s_lshl_b64 s[56:57], s[54:55], 1
	s_add_u32 s54, s30, s56                             ; 'k' at this chunk
	s_addc_u32 s55, s31, s57
	v_cmp_lt_u32 s[58:59], v2, s12                      ; 'tt' element in bounds
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1959
	global_load_ushort v52, v5, s[54:55]                ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1959
	global_load_ushort v52, v5, s[54:55] offset:2       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1959
	global_load_ushort v52, v5, s[54:55] offset:4       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1959
	global_load_ushort v52, v5, s[54:55] offset:6       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1959
	global_load_ushort v52, v5, s[54:55] offset:8       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1959
	global_load_ushort v52, v5, s[54:55] offset:10      ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1959
	global_load_ushort v52, v5, s[54:55] offset:12      ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1959
	global_load_ushort v52, v5, s[54:55] offset:14      ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v52
	v_cmp_lt_u32 s[60:61], v1, s12                      ; 'tt' element in bounds
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1976
	v_add_u32 v61, 0x1000, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v61, s[54:55]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1976
	v_add_u32 v62, 0x1002, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v62, s[54:55]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1976
	v_add_u32 v63, 0x1004, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v63, s[54:55]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1976
	v_add_u32 v64, 0x1006, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v64, s[54:55]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1976
	v_add_u32 v65, 0x1008, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v65, s[54:55]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1976
	v_add_u32 v66, 0x100a, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v66, s[54:55]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1976
	v_add_u32 v67, 0x100c, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v67, s[54:55]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1976
	v_add_u32 v68, 0x100e, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v68, s[54:55]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v52
	v_cmp_lt_u32 s[62:63], v8, s12                      ; 'tt' element in bounds
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_1993
	v_add_u32 v69, 0x2000, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v69, s[54:55]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_1993
	v_add_u32 v70, 0x2002, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v70, s[54:55]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_1993
	v_add_u32 v71, 0x2004, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v71, s[54:55]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_1993
	v_add_u32 v72, 0x2006, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v72, s[54:55]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_1993
	v_add_u32 v73, 0x2008, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v73, s[54:55]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_1993
	v_add_u32 v74, 0x200a, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v74, s[54:55]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_1993
	v_add_u32 v75, 0x200c, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v75, s[54:55]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_1993
	v_add_u32 v76, 0x200e, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v76, s[54:55]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v52
	v_cmp_lt_u32 s[64:65], v16, s12                     ; 'tt' element in bounds
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_2010
	v_add_u32 v77, 0x3000, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v77, s[54:55]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_2010
	v_add_u32 v78, 0x3002, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v78, s[54:55]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_2010
	v_add_u32 v79, 0x3004, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v79, s[54:55]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_2010
	v_add_u32 v80, 0x3006, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v80, s[54:55]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_2010
	v_add_u32 v81, 0x3008, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v81, s[54:55]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_2010
	v_add_u32 v82, 0x300a, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v82, s[54:55]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_2010
	v_add_u32 v83, 0x300c, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v83, s[54:55]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_2010
	v_add_u32 v84, 0x300e, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v52, v84, s[54:55]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v52
	v_lshrrev_b32 v52, 16, v53
	ds_write_b16 v6, v52 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v54
	ds_write_b16 v6, v52 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v55
	ds_write_b16 v6, v52 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v56
	ds_write_b16 v6, v52 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v57
	ds_write_b16 v6, v52 offset:17416                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v58
	ds_write_b16 v6, v52 offset:17418                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v59
	ds_write_b16 v6, v52 offset:17420                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v60
	ds_write_b16 v6, v52 offset:17422                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v61
	ds_write_b16 v6, v52 offset:21760                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v62
	ds_write_b16 v6, v52 offset:21762                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v63
	ds_write_b16 v6, v52 offset:21764                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v64
	ds_write_b16 v6, v52 offset:21766                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v65
	ds_write_b16 v6, v52 offset:21768                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v66
	ds_write_b16 v6, v52 offset:21770                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v67
	ds_write_b16 v6, v52 offset:21772                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v68
	ds_write_b16 v6, v52 offset:21774                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v69
	ds_write_b16 v6, v52 offset:26112                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v70
	ds_write_b16 v6, v52 offset:26114                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v71
	ds_write_b16 v6, v52 offset:26116                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v72
	ds_write_b16 v6, v52 offset:26118                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v73
	ds_write_b16 v6, v52 offset:26120                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v74
	ds_write_b16 v6, v52 offset:26122                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v75
	ds_write_b16 v6, v52 offset:26124                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v76
	ds_write_b16 v6, v52 offset:26126                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v77
	ds_write_b16 v6, v52 offset:30464                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v78
	ds_write_b16 v6, v52 offset:30466                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v79
	ds_write_b16 v6, v52 offset:30468                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v80
	ds_write_b16 v6, v52 offset:30470                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v81
	ds_write_b16 v6, v52 offset:30472                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v82
	ds_write_b16 v6, v52 offset:30474                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v83
	ds_write_b16 v6, v52 offset:30476                   ; A operand of the product: stage
	v_lshrrev_b32 v52, 16, v84
	ds_write_b16 v6, v52 offset:30478                   ; A operand of the product: stage
	v_mov_b32 v52, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v14                          ; B fragment 0, k-steps 0..1
	ds_read_b128 v[72:75], v13 offset:17408             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:32                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[72:75], v13 offset:17440             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:64                ; B fragment 0, k-steps 4..5
	ds_read_b128 v[72:75], v13 offset:17472             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:96                ; B fragment 0, k-steps 6..7
	ds_read_b128 v[72:75], v13 offset:17504             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:128               ; B fragment 0, k-steps 8..9
	ds_read_b128 v[72:75], v13 offset:17536             ; A fragment 0, k-steps 8..9
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:160               ; B fragment 0, k-steps 10..11
	ds_read_b128 v[72:75], v13 offset:17568             ; A fragment 0, k-steps 10..11
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:192               ; B fragment 0, k-steps 12..13
	ds_read_b128 v[72:75], v13 offset:17600             ; A fragment 0, k-steps 12..13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[68:71], v14 offset:224               ; B fragment 0, k-steps 14..15
	ds_read_b128 v[72:75], v13 offset:17632             ; A fragment 0, k-steps 14..15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mul_f32 v68, s7, v52                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v69, s7, v53                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v70, s7, v54                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v71, s7, v55                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v72, s7, v56                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v73, s7, v57                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v74, s7, v58                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v75, s7, v59                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v76, s7, v60                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v77, s7, v61                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v78, s7, v62                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v79, s7, v63                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v80, s7, v64                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v81, s7, v65                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v82, s7, v66                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v83, s7, v67                              ; examples/attention_gqa.kgen:34
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v53, v52, v68, s[14:15]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v54, v52, v69, s[16:17]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v55, v52, v70, s[22:23]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v56, v52, v71, s[24:25]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v57, v52, v72, s[26:27]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v58, v52, v73, s[28:29]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v59, v52, v74, s[34:35]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v60, v52, v75, s[36:37]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v61, v52, v76, s[38:39]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v62, v52, v77, s[40:41]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v63, v52, v78, s[42:43]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v64, v52, v79, s[44:45]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v65, v52, v80, s[46:47]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v66, v52, v81, s[48:49]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v67, v52, v82, s[50:51]
	v_mov_b32 v52, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v68, v52, v83, s[52:53]
	v_cmp_lt_u32 s[14:15], v7, s21                      ; 's' element in bounds
	v_cmp_lt_u32 s[16:17], v12, s12                     ; 'tt' element in bounds
	s_and_b64 s[22:23], s[14:15], s[16:17]
	v_mov_b32 v52, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v69, v52, v53, s[22:23]
	v_add_u32 v52, 1, v12
	v_cmp_lt_u32 s[16:17], v52, s12                     ; 'tt' element in bounds
	s_and_b64 s[24:25], s[14:15], s[16:17]
	v_mov_b32 v52, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v70, v52, v54, s[24:25]
	v_add_u32 v52, 2, v12
	v_cmp_lt_u32 s[16:17], v52, s12                     ; 'tt' element in bounds
	s_and_b64 s[26:27], s[14:15], s[16:17]
	v_mov_b32 v52, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v71, v52, v55, s[26:27]
	v_add_u32 v52, 3, v12
	v_cmp_lt_u32 s[16:17], v52, s12                     ; 'tt' element in bounds
	s_and_b64 s[28:29], s[14:15], s[16:17]
	v_mov_b32 v52, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v72, v52, v56, s[28:29]
	v_add_u32 v52, 8, v12
	v_cmp_lt_u32 s[16:17], v52, s12                     ; 'tt' element in bounds
	s_and_b64 s[34:35], s[14:15], s[16:17]
	v_mov_b32 v52, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v73, v52, v57, s[34:35]
	v_add_u32 v52, 9, v12
	v_cmp_lt_u32 s[16:17], v52, s12                     ; 'tt' element in bounds
	s_and_b64 s[36:37], s[14:15], s[16:17]
	v_mov_b32 v52, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v74, v52, v58, s[36:37]
	v_add_u32 v52, 10, v12
	v_cmp_lt_u32 s[16:17], v52, s12                     ; 'tt' element in bounds
	s_and_b64 s[38:39], s[14:15], s[16:17]
	v_mov_b32 v52, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v52, v59, s[38:39]
	v_add_u32 v52, 11, v12
	v_cmp_lt_u32 s[16:17], v52, s12                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[14:15], s[16:17]
	v_mov_b32 v52, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v52, v60, s[40:41]
	v_add_u32 v52, 16, v12
	v_cmp_lt_u32 s[16:17], v52, s12                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[14:15], s[16:17]
	v_mov_b32 v52, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v52, v61, s[42:43]
	v_add_u32 v52, 17, v12
	v_cmp_lt_u32 s[16:17], v52, s12                     ; 'tt' element in bounds
	s_and_b64 s[44:45], s[14:15], s[16:17]
	v_mov_b32 v52, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v78, v52, v62, s[44:45]
	v_add_u32 v52, 18, v12
	v_cmp_lt_u32 s[16:17], v52, s12                     ; 'tt' element in bounds
	s_and_b64 s[46:47], s[14:15], s[16:17]
	v_mov_b32 v52, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v79, v52, v63, s[46:47]
	v_add_u32 v52, 19, v12
	v_cmp_lt_u32 s[16:17], v52, s12                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[14:15], s[16:17]
	v_mov_b32 v52, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v80, v52, v64, s[48:49]
	v_add_u32 v52, 24, v12
	v_cmp_lt_u32 s[16:17], v52, s12                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[14:15], s[16:17]
	v_mov_b32 v52, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v81, v52, v65, s[50:51]
	v_add_u32 v52, 25, v12
	v_cmp_lt_u32 s[16:17], v52, s12                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[14:15], s[16:17]
	v_mov_b32 v52, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v82, v52, v66, s[52:53]
	v_add_u32 v52, 26, v12
	v_cmp_lt_u32 s[16:17], v52, s12                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[14:15], s[16:17]
	v_mov_b32 v52, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v83, v52, v67, s[54:55]
	v_add_u32 v52, 27, v12
	v_cmp_lt_u32 s[16:17], v52, s12                     ; 'tt' element in bounds
	s_and_b64 s[66:67], s[14:15], s[16:17]
	v_mov_b32 v52, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v84, v52, v68, s[66:67]
	v_max_f32 v52, v69, v70                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v69, v70
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v71                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v71
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v72                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v72
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v73                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v73
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v74                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v74
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v75                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v75
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v76                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v76
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v77                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v77
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v78                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v78
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v79                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v79
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v80                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v80
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v81                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v81
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v82                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v82
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v83                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v83
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_max_f32 v52, v70, v84                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[14:15], v70, v84
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_and_b32 v52, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:35): lanes 32 apart
	v_xor_b32 v52, 32, v52
	v_lshlrev_b32 v52, 2, v52
	ds_bpermute_b32 v69, v52, v70
	s_waitcnt lgkmcnt(0)
	v_max_f32 v52, v70, v69
	v_cmp_u_f32 s[14:15], v70, v69
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_382
	ds_write_b32 v9, v70 offset:35840                   ; max over 'tt' (examples/attention_gqa.kgen:35): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v52, v15 offset:35840                   ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 0
	ds_read_b32 v69, v15 offset:36096                   ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v70, v52, v69
	v_cmp_u_f32 s[14:15], v52, v69
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v70, v52, s[14:15]
	v_max_f32 v52, v18, v69                             ; examples/attention_gqa.kgen:35
	v_cmp_u_f32 s[14:15], v18, v69
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v52, v69, s[14:15]
	v_sub_f32 v52, v18, v70                             ; examples/attention_gqa.kgen:37
	v_mul_f32 v69, 0x3fb8aa3b, v52                      ; examples/attention_gqa.kgen:37
	v_exp_f32 v52, v69                                  ; examples/attention_gqa.kgen:37
	s_nop 0
	v_mul_f32 v69, v20, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v71, v21, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v72, v22, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v73, v23, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v74, v24, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v75, v25, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v76, v26, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v77, v27, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v78, v28, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v79, v29, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v80, v30, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v81, v31, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v82, v32, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v83, v33, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v84, v34, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v85, v35, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v86, v36, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v87, v37, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v88, v38, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v89, v39, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v90, v40, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v91, v41, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v92, v42, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v93, v43, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v94, v44, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v95, v45, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v96, v46, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v97, v47, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v98, v48, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v99, v49, v52                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v100, v50, v52                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v101, v51, v52                            ; examples/attention_gqa.kgen:39
	v_mov_b32 v20, v69                                  ; 'acc' scaled in place
	v_mov_b32 v21, v71                                  ; 'acc' scaled in place
	v_mov_b32 v22, v72                                  ; 'acc' scaled in place
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
	s_add_u32 s14, s32, s56                             ; 'v' at this chunk
	s_addc_u32 s15, s33, s57
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[58:59]               ; lanes where %vpred_1959
	global_load_ushort v69, v5, s[14:15]                ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[58:59]               ; lanes where %vpred_1959
	global_load_ushort v69, v5, s[14:15] offset:2       ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[58:59]               ; lanes where %vpred_1959
	global_load_ushort v69, v5, s[14:15] offset:4       ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[58:59]               ; lanes where %vpred_1959
	global_load_ushort v69, v5, s[14:15] offset:6       ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[58:59]               ; lanes where %vpred_1959
	global_load_ushort v69, v5, s[14:15] offset:8       ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[58:59]               ; lanes where %vpred_1959
	global_load_ushort v69, v5, s[14:15] offset:10      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[58:59]               ; lanes where %vpred_1959
	global_load_ushort v69, v5, s[14:15] offset:12      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[58:59]               ; lanes where %vpred_1959
	global_load_ushort v69, v5, s[14:15] offset:14      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[60:61]               ; lanes where %vpred_1976
	v_add_u32 v79, 0x1000, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v79, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[60:61]               ; lanes where %vpred_1976
	v_add_u32 v80, 0x1002, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v80, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[60:61]               ; lanes where %vpred_1976
	v_add_u32 v81, 0x1004, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v81, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[60:61]               ; lanes where %vpred_1976
	v_add_u32 v82, 0x1006, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v82, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[60:61]               ; lanes where %vpred_1976
	v_add_u32 v83, 0x1008, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v83, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[60:61]               ; lanes where %vpred_1976
	v_add_u32 v84, 0x100a, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v84, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[60:61]               ; lanes where %vpred_1976
	v_add_u32 v85, 0x100c, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v85, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[60:61]               ; lanes where %vpred_1976
	v_add_u32 v86, 0x100e, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v86, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[62:63]               ; lanes where %vpred_1993
	v_add_u32 v87, 0x2000, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v87, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v87, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[62:63]               ; lanes where %vpred_1993
	v_add_u32 v88, 0x2002, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v88, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[62:63]               ; lanes where %vpred_1993
	v_add_u32 v89, 0x2004, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v89, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v89, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[62:63]               ; lanes where %vpred_1993
	v_add_u32 v90, 0x2006, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v90, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v90, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[62:63]               ; lanes where %vpred_1993
	v_add_u32 v91, 0x2008, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v91, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v91, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[62:63]               ; lanes where %vpred_1993
	v_add_u32 v92, 0x200a, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v92, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v92, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[62:63]               ; lanes where %vpred_1993
	v_add_u32 v93, 0x200c, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v93, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v93, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[62:63]               ; lanes where %vpred_1993
	v_add_u32 v94, 0x200e, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v94, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v94, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[64:65]               ; lanes where %vpred_2010
	v_add_u32 v95, 0x3000, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v95, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v95, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[64:65]               ; lanes where %vpred_2010
	v_add_u32 v96, 0x3002, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v96, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v96, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[64:65]               ; lanes where %vpred_2010
	v_add_u32 v97, 0x3004, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v97, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v97, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[64:65]               ; lanes where %vpred_2010
	v_add_u32 v98, 0x3006, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v98, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v98, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[64:65]               ; lanes where %vpred_2010
	v_add_u32 v99, 0x3008, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v99, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v99, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[64:65]               ; lanes where %vpred_2010
	v_add_u32 v100, 0x300a, v5                          ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v100, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v100, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[64:65]               ; lanes where %vpred_2010
	v_add_u32 v101, 0x300c, v5                          ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v101, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v101, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[64:65]               ; lanes where %vpred_2010
	v_add_u32 v102, 0x300e, v5                          ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v102, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v102, 16, v69
	v_lshrrev_b32 v69, 16, v71
	ds_write_b16 v4, v69 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v72
	ds_write_b16 v4, v69 offset:17552                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v73
	ds_write_b16 v4, v69 offset:17696                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v74
	ds_write_b16 v4, v69 offset:17840                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v75
	ds_write_b16 v4, v69 offset:17984                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v76
	ds_write_b16 v4, v69 offset:18128                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v77
	ds_write_b16 v4, v69 offset:18272                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v78
	ds_write_b16 v4, v69 offset:18416                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v79
	ds_write_b16 v4, v69 offset:17440                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v80
	ds_write_b16 v4, v69 offset:17584                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v81
	ds_write_b16 v4, v69 offset:17728                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v82
	ds_write_b16 v4, v69 offset:17872                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v83
	ds_write_b16 v4, v69 offset:18016                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v84
	ds_write_b16 v4, v69 offset:18160                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v85
	ds_write_b16 v4, v69 offset:18304                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v86
	ds_write_b16 v4, v69 offset:18448                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v87
	ds_write_b16 v4, v69 offset:17472                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v88
	ds_write_b16 v4, v69 offset:17616                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v89
	ds_write_b16 v4, v69 offset:17760                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v90
	ds_write_b16 v4, v69 offset:17904                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v91
	ds_write_b16 v4, v69 offset:18048                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v92
	ds_write_b16 v4, v69 offset:18192                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v93
	ds_write_b16 v4, v69 offset:18336                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v94
	ds_write_b16 v4, v69 offset:18480                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v95
	ds_write_b16 v4, v69 offset:17504                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v96
	ds_write_b16 v4, v69 offset:17648                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v97
	ds_write_b16 v4, v69 offset:17792                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v98
	ds_write_b16 v4, v69 offset:17936                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v99
	ds_write_b16 v4, v69 offset:18080                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v100
	ds_write_b16 v4, v69 offset:18224                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v101
	ds_write_b16 v4, v69 offset:18368                   ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v102
	ds_write_b16 v4, v69 offset:18512                   ; A operand of the product: stage
	v_mul_f32 v69, 0xbfb8aa3b, v70                      ; -m log2 e of e^(x - m), once per m (examples/attention_gqa.kgen:36)
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v53, v71, v69
	v_exp_f32 v53, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v54, v71, v69
	v_exp_f32 v54, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v55, v71, v69
	v_exp_f32 v55, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v56, v71, v69
	v_exp_f32 v56, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v57, v71, v69
	v_exp_f32 v57, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v58, v71, v69
	v_exp_f32 v58, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v59, v71, v69
	v_exp_f32 v59, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v60, v71, v69
	v_exp_f32 v60, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v61, v71, v69
	v_exp_f32 v61, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v62, v71, v69
	v_exp_f32 v62, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v63, v71, v69
	v_exp_f32 v63, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v64, v71, v69
	v_exp_f32 v64, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v65, v71, v69
	v_exp_f32 v65, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v66, v71, v69
	v_exp_f32 v66, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v67, v71, v69
	v_exp_f32 v67, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v68, v71, v69
	v_exp_f32 v68, v72                                  ; examples/attention_gqa.kgen:36
	v_bfe_u32 v69, v53, 16, 1                           ; round to bf16
	v_add3_u32 v71, v53, v69, s5
	v_cmp_u_f32 s[14:15], v53, v53
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v71, v71, v69, s[14:15]
	v_and_b32 v69, 0xffff0000, v71
	v_bfe_u32 v71, v54, 16, 1                           ; round to bf16
	v_add3_u32 v72, v54, v71, s5
	v_cmp_u_f32 s[14:15], v54, v54
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v72, v71, s[14:15]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v55, 16, 1                           ; round to bf16
	v_add3_u32 v73, v55, v72, s5
	v_cmp_u_f32 s[14:15], v55, v55
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[14:15]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v56, 16, 1                           ; round to bf16
	v_add3_u32 v74, v56, v73, s5
	v_cmp_u_f32 s[14:15], v56, v56
	v_mov_b32 v73, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v74, v74, v73, s[14:15]
	v_and_b32 v73, 0xffff0000, v74
	v_bfe_u32 v74, v57, 16, 1                           ; round to bf16
	v_add3_u32 v75, v57, v74, s5
	v_cmp_u_f32 s[14:15], v57, v57
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v75, v74, s[14:15]
	v_and_b32 v74, 0xffff0000, v75
	v_bfe_u32 v75, v58, 16, 1                           ; round to bf16
	v_add3_u32 v76, v58, v75, s5
	v_cmp_u_f32 s[14:15], v58, v58
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v76, v75, s[14:15]
	v_and_b32 v75, 0xffff0000, v76
	v_bfe_u32 v76, v59, 16, 1                           ; round to bf16
	v_add3_u32 v77, v59, v76, s5
	v_cmp_u_f32 s[14:15], v59, v59
	v_mov_b32 v76, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[14:15]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v60, 16, 1                           ; round to bf16
	v_add3_u32 v78, v60, v77, s5
	v_cmp_u_f32 s[14:15], v60, v60
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[14:15]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v61, 16, 1                           ; round to bf16
	v_add3_u32 v79, v61, v78, s5
	v_cmp_u_f32 s[14:15], v61, v61
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[14:15]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v62, 16, 1                           ; round to bf16
	v_add3_u32 v80, v62, v79, s5
	v_cmp_u_f32 s[14:15], v62, v62
	v_mov_b32 v79, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v80, v80, v79, s[14:15]
	v_and_b32 v79, 0xffff0000, v80
	v_bfe_u32 v80, v63, 16, 1                           ; round to bf16
	v_add3_u32 v81, v63, v80, s5
	v_cmp_u_f32 s[14:15], v63, v63
	v_mov_b32 v80, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v81, v81, v80, s[14:15]
	v_and_b32 v80, 0xffff0000, v81
	v_bfe_u32 v81, v64, 16, 1                           ; round to bf16
	v_add3_u32 v82, v64, v81, s5
	v_cmp_u_f32 s[14:15], v64, v64
	v_mov_b32 v81, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v82, v82, v81, s[14:15]
	v_and_b32 v81, 0xffff0000, v82
	v_bfe_u32 v82, v65, 16, 1                           ; round to bf16
	v_add3_u32 v83, v65, v82, s5
	v_cmp_u_f32 s[14:15], v65, v65
	v_mov_b32 v82, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v83, v83, v82, s[14:15]
	v_and_b32 v82, 0xffff0000, v83
	v_bfe_u32 v83, v66, 16, 1                           ; round to bf16
	v_add3_u32 v84, v66, v83, s5
	v_cmp_u_f32 s[14:15], v66, v66
	v_mov_b32 v83, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v84, v83, s[14:15]
	v_and_b32 v83, 0xffff0000, v84
	v_bfe_u32 v84, v67, 16, 1                           ; round to bf16
	v_add3_u32 v85, v67, v84, s5
	v_cmp_u_f32 s[14:15], v67, v67
	v_mov_b32 v84, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v85, v85, v84, s[14:15]
	v_and_b32 v84, 0xffff0000, v85
	v_bfe_u32 v85, v68, 16, 1                           ; round to bf16
	v_add3_u32 v86, v68, v85, s5
	v_cmp_u_f32 s[14:15], v68, v68
	v_mov_b32 v85, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v86, v86, v85, s[14:15]
	v_and_b32 v85, 0xffff0000, v86
	v_cndmask_b32 v86, 0, v69, s[22:23]                 ; absent elements add nothing
	v_lshrrev_b32 v69, 16, v86
	ds_write_b16 v17, v69 offset:36352                  ; B operand of the product: stage
	v_cndmask_b32 v69, 0, v71, s[24:25]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	ds_write_b16 v17, v71 offset:36354                  ; B operand of the product: stage
	v_cndmask_b32 v69, 0, v72, s[26:27]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	ds_write_b16 v17, v71 offset:36356                  ; B operand of the product: stage
	v_cndmask_b32 v69, 0, v73, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	ds_write_b16 v17, v71 offset:36358                  ; B operand of the product: stage
	v_cndmask_b32 v69, 0, v74, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	ds_write_b16 v17, v71 offset:36368                  ; B operand of the product: stage
	v_cndmask_b32 v69, 0, v75, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	ds_write_b16 v17, v71 offset:36370                  ; B operand of the product: stage
	v_cndmask_b32 v69, 0, v76, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	ds_write_b16 v17, v71 offset:36372                  ; B operand of the product: stage
	v_cndmask_b32 v69, 0, v77, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	ds_write_b16 v17, v71 offset:36374                  ; B operand of the product: stage
	v_cndmask_b32 v69, 0, v78, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	ds_write_b16 v17, v71 offset:36384                  ; B operand of the product: stage
	v_cndmask_b32 v69, 0, v79, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	ds_write_b16 v17, v71 offset:36386                  ; B operand of the product: stage
	v_cndmask_b32 v69, 0, v80, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	ds_write_b16 v17, v71 offset:36388                  ; B operand of the product: stage
	v_cndmask_b32 v69, 0, v81, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	ds_write_b16 v17, v71 offset:36390                  ; B operand of the product: stage
	v_cndmask_b32 v69, 0, v82, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	ds_write_b16 v17, v71 offset:36400                  ; B operand of the product: stage
	v_cndmask_b32 v69, 0, v83, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	ds_write_b16 v17, v71 offset:36402                  ; B operand of the product: stage
	v_cndmask_b32 v69, 0, v84, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	ds_write_b16 v17, v71 offset:36404                  ; B operand of the product: stage
	v_cndmask_b32 v69, 0, v85, s[66:67]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	ds_write_b16 v17, v71 offset:36406                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[72:75], v10 offset:36352             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[76:79], v11 offset:17408             ; A fragment 0, k-steps 0..1
	ds_read_b128 v[80:83], v11 offset:22016             ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[76:77], v[72:73], v[20:35] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[80:81], v[72:73], v[36:51] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[78:79], v[74:75], v[20:35] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[82:83], v[74:75], v[36:51] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[72:75], v10 offset:36384             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[76:79], v11 offset:17440             ; A fragment 0, k-steps 2..3
	ds_read_b128 v[80:83], v11 offset:22048             ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[76:77], v[72:73], v[20:35] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[80:81], v[72:73], v[36:51] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[78:79], v[74:75], v[20:35] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[82:83], v[74:75], v[36:51] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[72:75], v10 offset:36416             ; B fragment 0, k-steps 4..5
	ds_read_b128 v[76:79], v11 offset:17472             ; A fragment 0, k-steps 4..5
	ds_read_b128 v[80:83], v11 offset:22080             ; A fragment 1, k-steps 4..5
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[76:77], v[72:73], v[20:35] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[80:81], v[72:73], v[36:51] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[78:79], v[74:75], v[20:35] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[82:83], v[74:75], v[36:51] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[72:75], v10 offset:36448             ; B fragment 0, k-steps 6..7
	ds_read_b128 v[76:79], v11 offset:17504             ; A fragment 0, k-steps 6..7
	ds_read_b128 v[80:83], v11 offset:22112             ; A fragment 1, k-steps 6..7
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[20:35], v[76:77], v[72:73], v[20:35] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[80:81], v[72:73], v[36:51] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[20:35], v[78:79], v[74:75], v[20:35] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[82:83], v[74:75], v[36:51] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mul_f32 v69, v19, v52                             ; examples/attention_gqa.kgen:38
	v_cndmask_b32 v52, 0, v53, s[22:23]                 ; absent elements contribute the identity
	v_cndmask_b32 v53, 0, v54, s[24:25]                 ; absent elements contribute the identity
	v_cndmask_b32 v54, 0, v55, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v55, 0, v56, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v56, 0, v57, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v58, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v59, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v60, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v61, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v62, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v63, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v64, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v65, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v66, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v66, 0, v67, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v67, 0, v68, s[66:67]                 ; absent elements contribute the identity
	v_add_f32 v68, v52, v53                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v52, v68, v54                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v53, v52, v55                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v52, v53, v56                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v53, v52, v57                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v52, v53, v58                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v53, v52, v59                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v52, v53, v60                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v53, v52, v61                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v52, v53, v62                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v53, v52, v63                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v52, v53, v64                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v53, v52, v65                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v52, v53, v66                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v53, v52, v67                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_and_b32 v52, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:38): lanes 32 apart
	v_xor_b32 v52, 32, v52
	v_lshlrev_b32 v52, 2, v52
	ds_bpermute_b32 v54, v52, v53
	s_waitcnt lgkmcnt(0)
	v_add_f32 v52, v53, v54
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_382
	ds_write_b32 v9, v52 offset:53760                   ; sum over 'tt' (examples/attention_gqa.kgen:38): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v52, v15 offset:53760                   ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 0
	ds_read_b32 v53, v15 offset:54016                   ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v54, v52, v53
	v_add_f32 v52, v69, v54                             ; examples/attention_gqa.kgen:38
	v_mov_b32 v19, v52                                  ; next 'l'
	v_mov_b32 v18, v70                                  ; next 'mx'
	s_add_u32 s13, s13, 64
	s_cmp_lt_u32 s13, s6
	s_cbranch_scc1 .Lattention_gqa_causal_loop3
.Lattention_gqa_causal_loop3_end:
	v_mov_b32 v1, 1.0                                   ; examples/attention_gqa.kgen:42
	v_div_scale_f32 v2, s[6:7], v19, v19, v1
	v_rcp_f32 v4, v2
	v_div_scale_f32 v5, vcc, v1, v19, v1
	v_fma_f32 v6, -v2, v4, 1.0
	v_fma_f32 v4, v6, v4, v4
	v_mul_f32 v8, v5, v4
	v_fma_f32 v6, -v2, v8, v5
	v_fma_f32 v8, v6, v4, v8
	v_fma_f32 v6, -v2, v8, v5
	v_div_fmas_f32 v6, v6, v4, v8
	v_div_fixup_f32 v2, v6, v19, v1
	v_mul_f32 v1, v20, v2                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v4, v21, v2                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v5, v22, v2                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v6, v23, v2                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v8, v24, v2                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v9, v25, v2                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v10, v26, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v11, v27, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v12, v28, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v13, v29, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v14, v30, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v15, v31, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v16, v32, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v17, v33, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v18, v34, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v19, v35, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v20, v36, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v21, v37, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v22, v38, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v23, v39, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v24, v40, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v25, v41, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v26, v42, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v27, v43, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v28, v44, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v29, v45, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v30, v46, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v31, v47, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v32, v48, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v33, v49, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v34, v50, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v35, v51, v2                              ; examples/attention_gqa.kgen:42
	v_cmp_lt_u32 s[6:7], v7, s21                        ; 's' element in bounds
	v_bfe_u32 v2, v1, 16, 1
	v_add3_u32 v7, v1, v2, s5
	v_cmp_u_f32 s[10:11], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v7, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9]                   ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v4, 16, 1
	v_add3_u32 v2, v4, v1, s5
	v_cmp_u_f32 s[10:11], v4, v4
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:2          ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s5
	v_cmp_u_f32 s[10:11], v5, v5
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:4          ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s5
	v_cmp_u_f32 s[10:11], v6, v6
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:6          ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v2, v8, v1, s5
	v_cmp_u_f32 s[10:11], v8, v8
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:16         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v2, v9, v1, s5
	v_cmp_u_f32 s[10:11], v9, v9
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:18         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v10, 16, 1
	v_add3_u32 v2, v10, v1, s5
	v_cmp_u_f32 s[10:11], v10, v10
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:20         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v11, 16, 1
	v_add3_u32 v2, v11, v1, s5
	v_cmp_u_f32 s[10:11], v11, v11
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:22         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v12, 16, 1
	v_add3_u32 v2, v12, v1, s5
	v_cmp_u_f32 s[10:11], v12, v12
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:32         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v13, 16, 1
	v_add3_u32 v2, v13, v1, s5
	v_cmp_u_f32 s[10:11], v13, v13
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:34         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v14, 16, 1
	v_add3_u32 v2, v14, v1, s5
	v_cmp_u_f32 s[10:11], v14, v14
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:36         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v15, 16, 1
	v_add3_u32 v2, v15, v1, s5
	v_cmp_u_f32 s[10:11], v15, v15
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:38         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v16, 16, 1
	v_add3_u32 v2, v16, v1, s5
	v_cmp_u_f32 s[10:11], v16, v16
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:48         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v17, 16, 1
	v_add3_u32 v2, v17, v1, s5
	v_cmp_u_f32 s[10:11], v17, v17
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:50         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v18, 16, 1
	v_add3_u32 v2, v18, v1, s5
	v_cmp_u_f32 s[10:11], v18, v18
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:52         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v19, 16, 1
	v_add3_u32 v2, v19, v1, s5
	v_cmp_u_f32 s[10:11], v19, v19
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:54         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v20, 16, 1
	v_add3_u32 v2, v20, v1, s5
	v_cmp_u_f32 s[10:11], v20, v20
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:64         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v21, 16, 1
	v_add3_u32 v2, v21, v1, s5
	v_cmp_u_f32 s[10:11], v21, v21
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:66         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v22, 16, 1
	v_add3_u32 v2, v22, v1, s5
	v_cmp_u_f32 s[10:11], v22, v22
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:68         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v23, 16, 1
	v_add3_u32 v2, v23, v1, s5
	v_cmp_u_f32 s[10:11], v23, v23
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:70         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v24, 16, 1
	v_add3_u32 v2, v24, v1, s5
	v_cmp_u_f32 s[10:11], v24, v24
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:80         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v25, 16, 1
	v_add3_u32 v2, v25, v1, s5
	v_cmp_u_f32 s[10:11], v25, v25
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:82         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v26, 16, 1
	v_add3_u32 v2, v26, v1, s5
	v_cmp_u_f32 s[10:11], v26, v26
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:84         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v27, 16, 1
	v_add3_u32 v2, v27, v1, s5
	v_cmp_u_f32 s[10:11], v27, v27
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:86         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v28, 16, 1
	v_add3_u32 v2, v28, v1, s5
	v_cmp_u_f32 s[10:11], v28, v28
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:96         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v29, 16, 1
	v_add3_u32 v2, v29, v1, s5
	v_cmp_u_f32 s[10:11], v29, v29
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:98         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v30, 16, 1
	v_add3_u32 v2, v30, v1, s5
	v_cmp_u_f32 s[10:11], v30, v30
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:100        ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v31, 16, 1
	v_add3_u32 v2, v31, v1, s5
	v_cmp_u_f32 s[10:11], v31, v31
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:102        ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v32, 16, 1
	v_add3_u32 v2, v32, v1, s5
	v_cmp_u_f32 s[10:11], v32, v32
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:112        ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v33, 16, 1
	v_add3_u32 v2, v33, v1, s5
	v_cmp_u_f32 s[10:11], v33, v33
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:114        ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v34, 16, 1
	v_add3_u32 v2, v34, v1, s5
	v_cmp_u_f32 s[10:11], v34, v34
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:116        ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v35, 16, 1
	v_add3_u32 v2, v35, v1, s5
	v_cmp_u_f32 s[10:11], v35, v35
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_2588
	global_store_short v3, v1, s[8:9] offset:118        ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
.Lattention_gqa_causal_if0_end:
	s_endpgm
.Lfunc_end_attention_gqa_causal:
	.size	attention_gqa_causal, .Lfunc_end_attention_gqa_causal-attention_gqa_causal

	.rodata
	.p2align	6
	.amdhsa_kernel attention_gqa
		.amdhsa_group_segment_fixed_size 54272
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
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

	.rodata
	.p2align	6
	.amdhsa_kernel attention_gqa_causal
		.amdhsa_group_segment_fixed_size 54272
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 106
		.amdhsa_next_free_sgpr 74
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
  - .name:           attention_gqa
    .symbol:         attention_gqa.kd
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
      - .name:           v
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
      - .name:           BH
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           G
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
    .group_segment_fixed_size: 54272
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
  - .name:           attention_gqa_causal
    .symbol:         attention_gqa_causal.kd
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
      - .name:           v
        .offset:         16
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           o_causal
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           scale
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           BH
        .offset:         36
        .size:           4
        .value_kind:     by_value
      - .name:           G
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
    .group_segment_fixed_size: 54272
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     80
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
