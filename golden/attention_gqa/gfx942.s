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
;   'q' (15:13), the same in every step of the loop over 'tt': held in registers, each lane's fragments loaded once before the loop (no shared memory)
; resources: 136 VGPRs, 0 AGPRs, 72 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 36864 bytes LDS, 52 bytes of arguments, 256 threads
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
	v_and_b32 v2, 31, v1
	v_lshrrev_b32 v3, 7, v1
	v_lshlrev_b32 v4, 5, v3
	v_or_b32 v3, v2, v4                                 ; thread's 'r' coordinate
	v_lshrrev_b32 v4, 5, v1
	v_and_b32 v5, 1, v4
	v_lshlrev_b32 v4, 3, v5
	s_mul_i32 s8, 0x80, s18                             ; a stride of 'k'
	v_lshrrev_b32 v6, 4, v1
	v_mov_b32 v7, 0x80
	v_mul_lo_u32 v8, v7, v6
	v_and_b32 v7, 15, v1
	v_lshlrev_b32 v9, 3, v7
	v_add_u32 v7, v8, v9
	v_lshlrev_b32 v8, 1, v7                             ; thread's byte offset in a chunk of 'k'
	s_mul_i32 s30, s22, s8
	s_mul_hi_u32 s31, s22, s8
	s_lshl_b64 s[8:9], s[30:31], 1
	s_add_u32 s30, s10, s8                              ; 'k' at this program
	s_addc_u32 s31, s11, s9
	v_mov_b32 v7, 0x88
	v_mul_lo_u32 v10, v7, v6
	v_add_u32 v7, v10, v9
	v_lshlrev_b32 v10, 1, v7                            ; thread's place in opa0
	v_lshrrev_b32 v7, 6, v1
	v_and_b32 v11, 1, v7
	v_lshlrev_b32 v7, 5, v11
	v_or_b32 v12, v2, v7                                ; thread's 'r' coordinate
	v_mov_b32 v13, 0x88
	v_mul_lo_u32 v14, v13, v12
	v_add_u32 v12, v14, v4
	v_lshlrev_b32 v13, 1, v12                           ; thread's M-fragment place
	v_mul_lo_u32 v12, 64, v11
	v_add_u32 v14, v12, v3
	v_lshlrev_b32 v12, 2, v14
	v_lshlrev_b32 v14, 2, v3
	v_and_b32 v15, 32, v1
	v_cmp_eq_u32 s[10:11], v15, 0                       ; one lane per warp group and element publishes
	s_add_u32 s32, s12, s8                              ; 'v' at this program
	s_addc_u32 s33, s13, s9
	v_mov_b32 v1, 0x48
	v_mul_lo_u32 v15, v1, v9
	v_add_u32 v1, v15, v6
	v_lshlrev_b32 v9, 1, v1                             ; thread's place in opa0
	v_lshlrev_b32 v1, 6, v11
	v_or_b32 v11, v2, v1                                ; thread's 'r' coordinate
	v_mov_b32 v2, 0x48
	v_mul_lo_u32 v15, v2, v11
	v_add_u32 v2, v15, v4
	v_lshlrev_b32 v11, 1, v2                            ; thread's M-fragment place
	v_lshlrev_b32 v2, 2, v5
	v_or_b32 v5, v2, v7                                 ; thread's 'tt' coordinate
	v_mov_b32 v7, 0x48
	v_mul_lo_u32 v15, v7, v3
	v_add_u32 v7, v15, v5
	v_lshlrev_b32 v16, 1, v7                            ; thread's place in opb2
	v_add_u32 v7, v15, v4
	v_lshlrev_b32 v15, 1, v7                            ; thread's N-fragment place
	v_mov_b32 v7, 0x80
	v_mul_lo_u32 v17, v7, v3
	v_or_b32 v7, v2, v1                                 ; thread's 'd' coordinate
	v_add_u32 v1, v17, v7
	v_lshlrev_b32 v2, 1, v1                             ; thread's byte offset in a chunk of 'o'
	s_add_u32 s8, s14, s16                              ; 'o' at this program
	s_addc_u32 s9, s15, s17
	s_add_u32 s12, s8, s24                              ; 'o' at this program
	s_addc_u32 s13, s9, s25
	s_add_u32 s8, s12, s28                              ; 'o' at this program
	s_addc_u32 s9, s13, s29
	s_cmp_eq_u32 s23, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_gqa_if0_else
	v_mov_b32 v1, 0x80
	v_mul_lo_u32 v7, v1, v3
	v_add_u32 v1, v7, v4
	v_lshlrev_b32 v7, 1, v1                             ; thread's fragments in 'q'
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	global_load_dwordx4 v[18:21], v7, s[26:27]          ; examples/attention_gqa.kgen:15: 'q' fragments 0, k-steps 0..1, held
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	global_load_dwordx4 v[22:25], v7, s[26:27] offset:32 ; examples/attention_gqa.kgen:15: 'q' fragments 0, k-steps 2..3, held
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	global_load_dwordx4 v[26:29], v7, s[26:27] offset:64 ; examples/attention_gqa.kgen:15: 'q' fragments 0, k-steps 4..5, held
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	global_load_dwordx4 v[30:33], v7, s[26:27] offset:96 ; examples/attention_gqa.kgen:15: 'q' fragments 0, k-steps 6..7, held
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	global_load_dwordx4 v[34:37], v7, s[26:27] offset:128 ; examples/attention_gqa.kgen:15: 'q' fragments 0, k-steps 8..9, held
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	global_load_dwordx4 v[38:41], v7, s[26:27] offset:160 ; examples/attention_gqa.kgen:15: 'q' fragments 0, k-steps 10..11, held
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	global_load_dwordx4 v[42:45], v7, s[26:27] offset:192 ; examples/attention_gqa.kgen:15: 'q' fragments 0, k-steps 12..13, held
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	global_load_dwordx4 v[46:49], v7, s[26:27] offset:224 ; examples/attention_gqa.kgen:15: 'q' fragments 0, k-steps 14..15, held
	v_add_f32 v1, 0, 0                                  ; examples/attention_gqa.kgen:13
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
	v_mov_b32 v70, v1                                   ; loop-carried 'acc'
	v_mov_b32 v71, v1                                   ; loop-carried 'acc'
	v_mov_b32 v72, v1                                   ; loop-carried 'acc'
	v_mov_b32 v73, v1                                   ; loop-carried 'acc'
	v_mov_b32 v74, v1                                   ; loop-carried 'acc'
	v_mov_b32 v75, v1                                   ; loop-carried 'acc'
	v_mov_b32 v76, v1                                   ; loop-carried 'acc'
	v_mov_b32 v77, v1                                   ; loop-carried 'acc'
	v_mov_b32 v78, v1                                   ; loop-carried 'acc'
	v_mov_b32 v79, v1                                   ; loop-carried 'acc'
	v_mov_b32 v80, v1                                   ; loop-carried 'acc'
	v_mov_b32 v81, v1                                   ; loop-carried 'acc'
	v_mov_b32 v7, v1                                    ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:11
	v_add_f32 v82, v1, 0
	v_mov_b32 v1, v82                                   ; loop-carried 'mx'
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
	global_load_dwordx4 v[82:85], v8, s[14:15]          ; examples/attention_gqa.kgen:15: 16-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v82
	v_and_b32 v87, 0xffff0000, v82
	v_lshlrev_b32 v88, 16, v83
	v_and_b32 v89, 0xffff0000, v83
	v_lshlrev_b32 v90, 16, v84
	v_and_b32 v91, 0xffff0000, v84
	v_lshlrev_b32 v92, 16, v85
	v_and_b32 v93, 0xffff0000, v85
	v_add_u32 v82, 0x1000, v8                           ; examples/attention_gqa.kgen:15: 16-byte load of 'k'
	global_load_dwordx4 v[94:97], v82, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v94
	v_and_b32 v83, 0xffff0000, v94
	v_lshlrev_b32 v84, 16, v95
	v_and_b32 v85, 0xffff0000, v95
	v_lshlrev_b32 v98, 16, v96
	v_and_b32 v99, 0xffff0000, v96
	v_lshlrev_b32 v100, 16, v97
	v_and_b32 v101, 0xffff0000, v97
	v_add_u32 v94, 0x2000, v8                           ; examples/attention_gqa.kgen:15: 16-byte load of 'k'
	global_load_dwordx4 v[102:105], v94, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v94, 16, v102
	v_and_b32 v95, 0xffff0000, v102
	v_lshlrev_b32 v96, 16, v103
	v_and_b32 v97, 0xffff0000, v103
	v_lshlrev_b32 v106, 16, v104
	v_and_b32 v107, 0xffff0000, v104
	v_lshlrev_b32 v108, 16, v105
	v_and_b32 v109, 0xffff0000, v105
	v_add_u32 v102, 0x3000, v8                          ; examples/attention_gqa.kgen:15: 16-byte load of 'k'
	global_load_dwordx4 v[110:113], v102, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v102, 16, v110
	v_and_b32 v103, 0xffff0000, v110
	v_lshlrev_b32 v104, 16, v111
	v_and_b32 v105, 0xffff0000, v111
	v_lshlrev_b32 v114, 16, v112
	v_and_b32 v115, 0xffff0000, v112
	v_lshlrev_b32 v116, 16, v113
	v_and_b32 v117, 0xffff0000, v113
	v_lshrrev_b32 v110, 16, v86
	ds_write_b16 v10, v110                              ; A operand of the product: stage
	v_lshrrev_b32 v86, 16, v87
	ds_write_b16 v10, v86 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v86, 16, v88
	ds_write_b16 v10, v86 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v86, 16, v89
	ds_write_b16 v10, v86 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v86, 16, v90
	ds_write_b16 v10, v86 offset:8                      ; A operand of the product: stage
	v_lshrrev_b32 v86, 16, v91
	ds_write_b16 v10, v86 offset:10                     ; A operand of the product: stage
	v_lshrrev_b32 v86, 16, v92
	ds_write_b16 v10, v86 offset:12                     ; A operand of the product: stage
	v_lshrrev_b32 v86, 16, v93
	ds_write_b16 v10, v86 offset:14                     ; A operand of the product: stage
	v_lshrrev_b32 v86, 16, v82
	ds_write_b16 v10, v86 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v83
	ds_write_b16 v10, v82 offset:4354                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v84
	ds_write_b16 v10, v82 offset:4356                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v85
	ds_write_b16 v10, v82 offset:4358                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v98
	ds_write_b16 v10, v82 offset:4360                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v99
	ds_write_b16 v10, v82 offset:4362                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v100
	ds_write_b16 v10, v82 offset:4364                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v101
	ds_write_b16 v10, v82 offset:4366                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v94
	ds_write_b16 v10, v82 offset:8704                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v95
	ds_write_b16 v10, v82 offset:8706                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v96
	ds_write_b16 v10, v82 offset:8708                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v97
	ds_write_b16 v10, v82 offset:8710                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v106
	ds_write_b16 v10, v82 offset:8712                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v107
	ds_write_b16 v10, v82 offset:8714                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v108
	ds_write_b16 v10, v82 offset:8716                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v109
	ds_write_b16 v10, v82 offset:8718                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v102
	ds_write_b16 v10, v82 offset:13056                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v103
	ds_write_b16 v10, v82 offset:13058                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v104
	ds_write_b16 v10, v82 offset:13060                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v105
	ds_write_b16 v10, v82 offset:13062                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v114
	ds_write_b16 v10, v82 offset:13064                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v115
	ds_write_b16 v10, v82 offset:13066                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v116
	ds_write_b16 v10, v82 offset:13068                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v117
	ds_write_b16 v10, v82 offset:13070                  ; A operand of the product: stage
	v_mov_b32 v82, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v84, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v85, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v86, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v87, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v88, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v89, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v90, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v91, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v92, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v93, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v94, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v95, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v96, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v97, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[98:101], v13                         ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[18:19], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[20:21], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:32               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[22:23], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[24:25], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:64               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[26:27], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[28:29], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:96               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[30:31], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[32:33], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:128              ; A fragment 0, k-steps 8..9
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[34:35], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[36:37], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:160              ; A fragment 0, k-steps 10..11
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[38:39], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[40:41], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:192              ; A fragment 0, k-steps 12..13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[42:43], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[44:45], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:224              ; A fragment 0, k-steps 14..15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[46:47], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[48:49], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_max_f32 v98, v82, v83                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v82, v83
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v84                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v84
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v85                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v85
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v86                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v86
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v87                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v87
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v88                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v88
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v89                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v89
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v90                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v90
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v91                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v91
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v92                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v92
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v93                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v93
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v94                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v94
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v95                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v95
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v96                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v96
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v97                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v97
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_and_b32 v98, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:16): lanes 32 apart
	v_xor_b32 v98, 32, v98
	v_lshlrev_b32 v98, 2, v98
	ds_bpermute_b32 v99, v98, v100
	s_waitcnt lgkmcnt(0)
	v_max_f32 v98, v100, v99
	v_cmp_u_f32 s[14:15], v100, v99
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_286
	ds_write_b32 v12, v100 offset:18432                 ; max over 'tt' (examples/attention_gqa.kgen:16): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v98, v14 offset:18432                   ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 0
	ds_read_b32 v99, v14 offset:18688                   ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v100, v98, v99
	v_cmp_u_f32 s[14:15], v98, v99
	v_mov_b32 v98, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v99, v100, v98, s[14:15]
	v_max_f32 v98, v1, v99                              ; examples/attention_gqa.kgen:16
	v_cmp_u_f32 s[14:15], v1, v99
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_sub_f32 v98, v1, v100                             ; examples/attention_gqa.kgen:18
	v_mul_f32 v99, s7, v98                              ; examples/attention_gqa.kgen:18
	v_mul_f32 v98, 0x3fb8aa3b, v99                      ; examples/attention_gqa.kgen:18
	v_exp_f32 v99, v98                                  ; examples/attention_gqa.kgen:18
	s_nop 0
	v_mul_f32 v98, v50, v99                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v101, v51, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v102, v52, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v103, v53, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v104, v54, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v105, v55, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v106, v56, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v107, v57, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v108, v58, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v109, v59, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v110, v60, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v111, v61, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v112, v62, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v113, v63, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v114, v64, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v115, v65, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v116, v66, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v117, v67, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v118, v68, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v119, v69, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v120, v70, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v121, v71, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v122, v72, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v123, v73, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v124, v74, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v125, v75, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v126, v76, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v127, v77, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v128, v78, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v129, v79, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v130, v80, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v131, v81, v99                            ; examples/attention_gqa.kgen:20
	v_mov_b32 v50, v98                                  ; 'acc' scaled in place
	v_mov_b32 v51, v101                                 ; 'acc' scaled in place
	v_mov_b32 v52, v102                                 ; 'acc' scaled in place
	v_mov_b32 v53, v103                                 ; 'acc' scaled in place
	v_mov_b32 v54, v104                                 ; 'acc' scaled in place
	v_mov_b32 v55, v105                                 ; 'acc' scaled in place
	v_mov_b32 v56, v106                                 ; 'acc' scaled in place
	v_mov_b32 v57, v107                                 ; 'acc' scaled in place
	v_mov_b32 v58, v108                                 ; 'acc' scaled in place
	v_mov_b32 v59, v109                                 ; 'acc' scaled in place
	v_mov_b32 v60, v110                                 ; 'acc' scaled in place
	v_mov_b32 v61, v111                                 ; 'acc' scaled in place
	v_mov_b32 v62, v112                                 ; 'acc' scaled in place
	v_mov_b32 v63, v113                                 ; 'acc' scaled in place
	v_mov_b32 v64, v114                                 ; 'acc' scaled in place
	v_mov_b32 v65, v115                                 ; 'acc' scaled in place
	v_mov_b32 v66, v116                                 ; 'acc' scaled in place
	v_mov_b32 v67, v117                                 ; 'acc' scaled in place
	v_mov_b32 v68, v118                                 ; 'acc' scaled in place
	v_mov_b32 v69, v119                                 ; 'acc' scaled in place
	v_mov_b32 v70, v120                                 ; 'acc' scaled in place
	v_mov_b32 v71, v121                                 ; 'acc' scaled in place
	v_mov_b32 v72, v122                                 ; 'acc' scaled in place
	v_mov_b32 v73, v123                                 ; 'acc' scaled in place
	v_mov_b32 v74, v124                                 ; 'acc' scaled in place
	v_mov_b32 v75, v125                                 ; 'acc' scaled in place
	v_mov_b32 v76, v126                                 ; 'acc' scaled in place
	v_mov_b32 v77, v127                                 ; 'acc' scaled in place
	v_mov_b32 v78, v128                                 ; 'acc' scaled in place
	v_mov_b32 v79, v129                                 ; 'acc' scaled in place
	v_mov_b32 v80, v130                                 ; 'acc' scaled in place
	v_mov_b32 v81, v131                                 ; 'acc' scaled in place
	s_add_u32 s14, s32, s16                             ; 'v' at this chunk
	s_addc_u32 s15, s33, s17
	global_load_dwordx4 v[102:105], v8, s[14:15]        ; examples/attention_gqa.kgen:20: 16-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v98, 16, v102
	v_and_b32 v101, 0xffff0000, v102
	v_lshlrev_b32 v106, 16, v103
	v_and_b32 v107, 0xffff0000, v103
	v_lshlrev_b32 v108, 16, v104
	v_and_b32 v109, 0xffff0000, v104
	v_lshlrev_b32 v110, 16, v105
	v_and_b32 v111, 0xffff0000, v105
	v_add_u32 v102, 0x1000, v8                          ; examples/attention_gqa.kgen:20: 16-byte load of 'v'
	global_load_dwordx4 v[112:115], v102, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v102, 16, v112
	v_and_b32 v103, 0xffff0000, v112
	v_lshlrev_b32 v104, 16, v113
	v_and_b32 v105, 0xffff0000, v113
	v_lshlrev_b32 v116, 16, v114
	v_and_b32 v117, 0xffff0000, v114
	v_lshlrev_b32 v118, 16, v115
	v_and_b32 v119, 0xffff0000, v115
	v_add_u32 v112, 0x2000, v8                          ; examples/attention_gqa.kgen:20: 16-byte load of 'v'
	global_load_dwordx4 v[120:123], v112, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v112, 16, v120
	v_and_b32 v113, 0xffff0000, v120
	v_lshlrev_b32 v114, 16, v121
	v_and_b32 v115, 0xffff0000, v121
	v_lshlrev_b32 v124, 16, v122
	v_and_b32 v125, 0xffff0000, v122
	v_lshlrev_b32 v126, 16, v123
	v_and_b32 v127, 0xffff0000, v123
	v_add_u32 v120, 0x3000, v8                          ; examples/attention_gqa.kgen:20: 16-byte load of 'v'
	global_load_dwordx4 v[128:131], v120, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v120, 16, v128
	v_and_b32 v121, 0xffff0000, v128
	v_lshlrev_b32 v122, 16, v129
	v_and_b32 v123, 0xffff0000, v129
	v_lshlrev_b32 v132, 16, v130
	v_and_b32 v133, 0xffff0000, v130
	v_lshlrev_b32 v134, 16, v131
	v_and_b32 v135, 0xffff0000, v131
	v_lshrrev_b32 v128, 16, v98
	ds_write_b16 v9, v128                               ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v101
	ds_write_b16 v9, v98 offset:144                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v106
	ds_write_b16 v9, v98 offset:288                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v107
	ds_write_b16 v9, v98 offset:432                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v108
	ds_write_b16 v9, v98 offset:576                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v109
	ds_write_b16 v9, v98 offset:720                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v110
	ds_write_b16 v9, v98 offset:864                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v111
	ds_write_b16 v9, v98 offset:1008                    ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v102
	ds_write_b16 v9, v98 offset:32                      ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v103
	ds_write_b16 v9, v98 offset:176                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v104
	ds_write_b16 v9, v98 offset:320                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v105
	ds_write_b16 v9, v98 offset:464                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v116
	ds_write_b16 v9, v98 offset:608                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v117
	ds_write_b16 v9, v98 offset:752                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v118
	ds_write_b16 v9, v98 offset:896                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v119
	ds_write_b16 v9, v98 offset:1040                    ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v112
	ds_write_b16 v9, v98 offset:64                      ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v113
	ds_write_b16 v9, v98 offset:208                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v114
	ds_write_b16 v9, v98 offset:352                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v115
	ds_write_b16 v9, v98 offset:496                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v124
	ds_write_b16 v9, v98 offset:640                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v125
	ds_write_b16 v9, v98 offset:784                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v126
	ds_write_b16 v9, v98 offset:928                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v127
	ds_write_b16 v9, v98 offset:1072                    ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v120
	ds_write_b16 v9, v98 offset:96                      ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v121
	ds_write_b16 v9, v98 offset:240                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v122
	ds_write_b16 v9, v98 offset:384                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v123
	ds_write_b16 v9, v98 offset:528                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v132
	ds_write_b16 v9, v98 offset:672                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v133
	ds_write_b16 v9, v98 offset:816                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v134
	ds_write_b16 v9, v98 offset:960                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v135
	ds_write_b16 v9, v98 offset:1104                    ; A operand of the product: stage
	v_mov_b32 v98, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_gqa.kgen:17)
	v_mul_f32 v101, s7, v98
	v_mov_b32 v98, 0xbfb8aa3b
	v_mul_f32 v102, s7, v98
	v_mul_f32 v98, v100, v102                           ; -m c log2 e of e^((x - m) c), once per m (examples/attention_gqa.kgen:17)
	v_fma_f32 v102, v82, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v103, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v83, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v104, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v84, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v105, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v85, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v106, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v86, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v107, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v87, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v108, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v88, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v109, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v89, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v110, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v90, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v111, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v91, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v112, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v92, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v113, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v93, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v114, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v94, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v115, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v95, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v116, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v96, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v117, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v97, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v82, v102                                 ; examples/attention_gqa.kgen:17
	v_bfe_u32 v83, v103, 16, 1                          ; round to bf16
	v_add3_u32 v84, v103, v83, s5
	v_cmp_u_f32 s[14:15], v103, v103
	v_mov_b32 v83, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v84, v83, s[14:15]
	v_and_b32 v83, 0xffff0000, v84
	v_bfe_u32 v84, v104, 16, 1                          ; round to bf16
	v_add3_u32 v85, v104, v84, s5
	v_cmp_u_f32 s[14:15], v104, v104
	v_mov_b32 v84, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v85, v85, v84, s[14:15]
	v_and_b32 v84, 0xffff0000, v85
	v_bfe_u32 v85, v105, 16, 1                          ; round to bf16
	v_add3_u32 v86, v105, v85, s5
	v_cmp_u_f32 s[14:15], v105, v105
	v_mov_b32 v85, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v86, v86, v85, s[14:15]
	v_and_b32 v85, 0xffff0000, v86
	v_bfe_u32 v86, v106, 16, 1                          ; round to bf16
	v_add3_u32 v87, v106, v86, s5
	v_cmp_u_f32 s[14:15], v106, v106
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v87, v86, s[14:15]
	v_and_b32 v86, 0xffff0000, v87
	v_bfe_u32 v87, v107, 16, 1                          ; round to bf16
	v_add3_u32 v88, v107, v87, s5
	v_cmp_u_f32 s[14:15], v107, v107
	v_mov_b32 v87, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v88, v88, v87, s[14:15]
	v_and_b32 v87, 0xffff0000, v88
	v_bfe_u32 v88, v108, 16, 1                          ; round to bf16
	v_add3_u32 v89, v108, v88, s5
	v_cmp_u_f32 s[14:15], v108, v108
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v89, v88, s[14:15]
	v_and_b32 v88, 0xffff0000, v89
	v_bfe_u32 v89, v109, 16, 1                          ; round to bf16
	v_add3_u32 v90, v109, v89, s5
	v_cmp_u_f32 s[14:15], v109, v109
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v90, v89, s[14:15]
	v_and_b32 v89, 0xffff0000, v90
	v_bfe_u32 v90, v110, 16, 1                          ; round to bf16
	v_add3_u32 v91, v110, v90, s5
	v_cmp_u_f32 s[14:15], v110, v110
	v_mov_b32 v90, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v91, v91, v90, s[14:15]
	v_and_b32 v90, 0xffff0000, v91
	v_bfe_u32 v91, v111, 16, 1                          ; round to bf16
	v_add3_u32 v92, v111, v91, s5
	v_cmp_u_f32 s[14:15], v111, v111
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v92, v91, s[14:15]
	v_and_b32 v91, 0xffff0000, v92
	v_bfe_u32 v92, v112, 16, 1                          ; round to bf16
	v_add3_u32 v93, v112, v92, s5
	v_cmp_u_f32 s[14:15], v112, v112
	v_mov_b32 v92, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v93, v93, v92, s[14:15]
	v_and_b32 v92, 0xffff0000, v93
	v_bfe_u32 v93, v113, 16, 1                          ; round to bf16
	v_add3_u32 v94, v113, v93, s5
	v_cmp_u_f32 s[14:15], v113, v113
	v_mov_b32 v93, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v94, v94, v93, s[14:15]
	v_and_b32 v93, 0xffff0000, v94
	v_bfe_u32 v94, v114, 16, 1                          ; round to bf16
	v_add3_u32 v95, v114, v94, s5
	v_cmp_u_f32 s[14:15], v114, v114
	v_mov_b32 v94, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v95, v95, v94, s[14:15]
	v_and_b32 v94, 0xffff0000, v95
	v_bfe_u32 v95, v115, 16, 1                          ; round to bf16
	v_add3_u32 v96, v115, v95, s5
	v_cmp_u_f32 s[14:15], v115, v115
	v_mov_b32 v95, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v96, v96, v95, s[14:15]
	v_and_b32 v95, 0xffff0000, v96
	v_bfe_u32 v96, v116, 16, 1                          ; round to bf16
	v_add3_u32 v97, v116, v96, s5
	v_cmp_u_f32 s[14:15], v116, v116
	v_mov_b32 v96, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v97, v97, v96, s[14:15]
	v_and_b32 v96, 0xffff0000, v97
	v_bfe_u32 v97, v117, 16, 1                          ; round to bf16
	v_add3_u32 v98, v117, v97, s5
	v_cmp_u_f32 s[14:15], v117, v117
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v98, v97, s[14:15]
	v_and_b32 v97, 0xffff0000, v98
	v_bfe_u32 v98, v82, 16, 1                           ; round to bf16
	v_add3_u32 v101, v82, v98, s5
	v_cmp_u_f32 s[14:15], v82, v82
	v_mov_b32 v98, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v101, v101, v98, s[14:15]
	v_and_b32 v98, 0xffff0000, v101
	v_lshrrev_b32 v101, 16, v83
	ds_write_b16 v16, v101 offset:18944                 ; B operand of the product: stage
	v_lshrrev_b32 v83, 16, v84
	ds_write_b16 v16, v83 offset:18946                  ; B operand of the product: stage
	v_lshrrev_b32 v83, 16, v85
	ds_write_b16 v16, v83 offset:18948                  ; B operand of the product: stage
	v_lshrrev_b32 v83, 16, v86
	ds_write_b16 v16, v83 offset:18950                  ; B operand of the product: stage
	v_lshrrev_b32 v83, 16, v87
	ds_write_b16 v16, v83 offset:18960                  ; B operand of the product: stage
	v_lshrrev_b32 v83, 16, v88
	ds_write_b16 v16, v83 offset:18962                  ; B operand of the product: stage
	v_lshrrev_b32 v83, 16, v89
	ds_write_b16 v16, v83 offset:18964                  ; B operand of the product: stage
	v_lshrrev_b32 v83, 16, v90
	ds_write_b16 v16, v83 offset:18966                  ; B operand of the product: stage
	v_lshrrev_b32 v83, 16, v91
	ds_write_b16 v16, v83 offset:18976                  ; B operand of the product: stage
	v_lshrrev_b32 v83, 16, v92
	ds_write_b16 v16, v83 offset:18978                  ; B operand of the product: stage
	v_lshrrev_b32 v83, 16, v93
	ds_write_b16 v16, v83 offset:18980                  ; B operand of the product: stage
	v_lshrrev_b32 v83, 16, v94
	ds_write_b16 v16, v83 offset:18982                  ; B operand of the product: stage
	v_lshrrev_b32 v83, 16, v95
	ds_write_b16 v16, v83 offset:18992                  ; B operand of the product: stage
	v_lshrrev_b32 v83, 16, v96
	ds_write_b16 v16, v83 offset:18994                  ; B operand of the product: stage
	v_lshrrev_b32 v83, 16, v97
	ds_write_b16 v16, v83 offset:18996                  ; B operand of the product: stage
	v_lshrrev_b32 v83, 16, v98
	ds_write_b16 v16, v83 offset:18998                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[84:87], v15 offset:18944             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[88:91], v11                          ; A fragment 0, k-steps 0..1
	ds_read_b128 v[92:95], v11 offset:4608              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[88:89], v[84:85], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[92:93], v[84:85], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[90:91], v[86:87], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[94:95], v[86:87], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[84:87], v15 offset:18976             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[88:91], v11 offset:32                ; A fragment 0, k-steps 2..3
	ds_read_b128 v[92:95], v11 offset:4640              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[88:89], v[84:85], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[92:93], v[84:85], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[90:91], v[86:87], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[94:95], v[86:87], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[84:87], v15 offset:19008             ; B fragment 0, k-steps 4..5
	ds_read_b128 v[88:91], v11 offset:64                ; A fragment 0, k-steps 4..5
	ds_read_b128 v[92:95], v11 offset:4672              ; A fragment 1, k-steps 4..5
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[88:89], v[84:85], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[92:93], v[84:85], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[90:91], v[86:87], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[94:95], v[86:87], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[84:87], v15 offset:19040             ; B fragment 0, k-steps 6..7
	ds_read_b128 v[88:91], v11 offset:96                ; A fragment 0, k-steps 6..7
	ds_read_b128 v[92:95], v11 offset:4704              ; A fragment 1, k-steps 6..7
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[88:89], v[84:85], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[92:93], v[84:85], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[90:91], v[86:87], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[94:95], v[86:87], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mul_f32 v83, v7, v99                              ; examples/attention_gqa.kgen:19
	v_add_f32 v84, v103, v104                           ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v85, v84, v105                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v84, v85, v106                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v85, v84, v107                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v84, v85, v108                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v85, v84, v109                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v84, v85, v110                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v85, v84, v111                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v84, v85, v112                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v85, v84, v113                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v84, v85, v114                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v85, v84, v115                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v84, v85, v116                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v85, v84, v117                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v84, v85, v82                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_and_b32 v82, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:19): lanes 32 apart
	v_xor_b32 v82, 32, v82
	v_lshlrev_b32 v82, 2, v82
	ds_bpermute_b32 v85, v82, v84
	s_waitcnt lgkmcnt(0)
	v_add_f32 v82, v84, v85
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_286
	ds_write_b32 v12, v82 offset:36352                  ; sum over 'tt' (examples/attention_gqa.kgen:19): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v82, v14 offset:36352                   ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 0
	ds_read_b32 v84, v14 offset:36608                   ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v85, v82, v84
	v_add_f32 v82, v83, v85                             ; examples/attention_gqa.kgen:19
	v_mov_b32 v7, v82                                   ; next 'l'
	v_mov_b32 v1, v100                                  ; next 'mx'
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
	v_cmp_lt_u32 s[24:25], v6, s13                      ; 'tt' element in bounds
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_566
	global_load_ushort v82, v8, s[14:15]                ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_566
	global_load_ushort v82, v8, s[14:15] offset:2       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_566
	global_load_ushort v82, v8, s[14:15] offset:4       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_566
	global_load_ushort v82, v8, s[14:15] offset:6       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_566
	global_load_ushort v82, v8, s[14:15] offset:8       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v87, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_566
	global_load_ushort v82, v8, s[14:15] offset:10      ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_566
	global_load_ushort v82, v8, s[14:15] offset:12      ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v89, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[24:25]               ; lanes where %vpred_566
	global_load_ushort v82, v8, s[14:15] offset:14      ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v90, 16, v82
	v_add_u32 v82, 16, v6
	v_cmp_lt_u32 s[28:29], v82, s13                     ; 'tt' element in bounds
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_584
	v_add_u32 v91, 0x1000, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v91, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v91, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_584
	v_add_u32 v92, 0x1002, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v92, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v92, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_584
	v_add_u32 v93, 0x1004, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v93, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v93, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_584
	v_add_u32 v94, 0x1006, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v94, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v94, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_584
	v_add_u32 v95, 0x1008, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v95, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v95, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_584
	v_add_u32 v96, 0x100a, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v96, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v96, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_584
	v_add_u32 v97, 0x100c, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v97, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v97, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_584
	v_add_u32 v98, 0x100e, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v98, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v98, 16, v82
	v_add_u32 v82, 32, v6
	v_cmp_lt_u32 s[34:35], v82, s13                     ; 'tt' element in bounds
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_602
	v_add_u32 v99, 0x2000, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v99, s[14:15]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v99, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_602
	v_add_u32 v100, 0x2002, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v100, s[14:15]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v100, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_602
	v_add_u32 v101, 0x2004, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v101, s[14:15]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v101, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_602
	v_add_u32 v102, 0x2006, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v102, s[14:15]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v102, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_602
	v_add_u32 v103, 0x2008, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v103, s[14:15]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v103, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_602
	v_add_u32 v104, 0x200a, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v104, s[14:15]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v104, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_602
	v_add_u32 v105, 0x200c, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v105, s[14:15]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v105, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_602
	v_add_u32 v106, 0x200e, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v106, s[14:15]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v106, 16, v82
	v_add_u32 v82, 48, v6
	v_cmp_lt_u32 s[36:37], v82, s13                     ; 'tt' element in bounds
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_620
	v_add_u32 v107, 0x3000, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v107, s[14:15]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v107, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_620
	v_add_u32 v108, 0x3002, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v108, s[14:15]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v108, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_620
	v_add_u32 v109, 0x3004, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v109, s[14:15]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v109, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_620
	v_add_u32 v110, 0x3006, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v110, s[14:15]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v110, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_620
	v_add_u32 v111, 0x3008, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v111, s[14:15]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v111, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_620
	v_add_u32 v112, 0x300a, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v112, s[14:15]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v112, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_620
	v_add_u32 v113, 0x300c, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v113, s[14:15]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v113, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_620
	v_add_u32 v114, 0x300e, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v82, v114, s[14:15]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v114, 16, v82
	v_lshrrev_b32 v82, 16, v83
	ds_write_b16 v10, v82                               ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v84
	ds_write_b16 v10, v82 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v85
	ds_write_b16 v10, v82 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v86
	ds_write_b16 v10, v82 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v87
	ds_write_b16 v10, v82 offset:8                      ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v88
	ds_write_b16 v10, v82 offset:10                     ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v89
	ds_write_b16 v10, v82 offset:12                     ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v90
	ds_write_b16 v10, v82 offset:14                     ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v91
	ds_write_b16 v10, v82 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v92
	ds_write_b16 v10, v82 offset:4354                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v93
	ds_write_b16 v10, v82 offset:4356                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v94
	ds_write_b16 v10, v82 offset:4358                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v95
	ds_write_b16 v10, v82 offset:4360                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v96
	ds_write_b16 v10, v82 offset:4362                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v97
	ds_write_b16 v10, v82 offset:4364                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v98
	ds_write_b16 v10, v82 offset:4366                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v99
	ds_write_b16 v10, v82 offset:8704                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v100
	ds_write_b16 v10, v82 offset:8706                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v101
	ds_write_b16 v10, v82 offset:8708                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v102
	ds_write_b16 v10, v82 offset:8710                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v103
	ds_write_b16 v10, v82 offset:8712                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v104
	ds_write_b16 v10, v82 offset:8714                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v105
	ds_write_b16 v10, v82 offset:8716                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v106
	ds_write_b16 v10, v82 offset:8718                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v107
	ds_write_b16 v10, v82 offset:13056                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v108
	ds_write_b16 v10, v82 offset:13058                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v109
	ds_write_b16 v10, v82 offset:13060                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v110
	ds_write_b16 v10, v82 offset:13062                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v111
	ds_write_b16 v10, v82 offset:13064                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v112
	ds_write_b16 v10, v82 offset:13066                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v113
	ds_write_b16 v10, v82 offset:13068                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v114
	ds_write_b16 v10, v82 offset:13070                  ; A operand of the product: stage
	v_mov_b32 v82, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v84, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v85, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v86, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v87, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v88, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v89, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v90, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v91, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v92, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v93, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v94, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v95, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v96, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v97, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[98:101], v13                         ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[18:19], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[20:21], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:32               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[22:23], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[24:25], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:64               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[26:27], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[28:29], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:96               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[30:31], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[32:33], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:128              ; A fragment 0, k-steps 8..9
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[34:35], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[36:37], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:160              ; A fragment 0, k-steps 10..11
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[38:39], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[40:41], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:192              ; A fragment 0, k-steps 12..13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[42:43], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[44:45], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:224              ; A fragment 0, k-steps 14..15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[46:47], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[48:49], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_cmp_lt_u32 s[14:15], v3, s21                      ; 's' element in bounds
	v_cmp_lt_u32 s[38:39], v5, s13                      ; 'tt' element in bounds
	s_and_b64 s[40:41], s[14:15], s[38:39]
	v_mov_b32 v98, 0xff800000                           ; absent elements contribute the identity
	s_nop 6
	v_cndmask_b32 v99, v98, v82, s[40:41]
	v_add_u32 v98, 1, v5
	v_cmp_lt_u32 s[38:39], v98, s13                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[14:15], s[38:39]
	v_mov_b32 v98, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v100, v98, v83, s[42:43]
	v_add_u32 v98, 2, v5
	v_cmp_lt_u32 s[38:39], v98, s13                     ; 'tt' element in bounds
	s_and_b64 s[44:45], s[14:15], s[38:39]
	v_mov_b32 v98, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v101, v98, v84, s[44:45]
	v_add_u32 v98, 3, v5
	v_cmp_lt_u32 s[38:39], v98, s13                     ; 'tt' element in bounds
	s_and_b64 s[46:47], s[14:15], s[38:39]
	v_mov_b32 v98, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v102, v98, v85, s[46:47]
	v_add_u32 v98, 8, v5
	v_cmp_lt_u32 s[38:39], v98, s13                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[14:15], s[38:39]
	v_mov_b32 v98, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v103, v98, v86, s[48:49]
	v_add_u32 v98, 9, v5
	v_cmp_lt_u32 s[38:39], v98, s13                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[14:15], s[38:39]
	v_mov_b32 v98, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v104, v98, v87, s[50:51]
	v_add_u32 v98, 10, v5
	v_cmp_lt_u32 s[38:39], v98, s13                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[14:15], s[38:39]
	v_mov_b32 v98, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v105, v98, v88, s[52:53]
	v_add_u32 v98, 11, v5
	v_cmp_lt_u32 s[38:39], v98, s13                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[14:15], s[38:39]
	v_mov_b32 v98, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v106, v98, v89, s[54:55]
	v_add_u32 v98, 16, v5
	v_cmp_lt_u32 s[38:39], v98, s13                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[14:15], s[38:39]
	v_mov_b32 v98, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v107, v98, v90, s[56:57]
	v_add_u32 v98, 17, v5
	v_cmp_lt_u32 s[38:39], v98, s13                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[14:15], s[38:39]
	v_mov_b32 v98, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v108, v98, v91, s[58:59]
	v_add_u32 v98, 18, v5
	v_cmp_lt_u32 s[38:39], v98, s13                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[14:15], s[38:39]
	v_mov_b32 v98, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v109, v98, v92, s[60:61]
	v_add_u32 v98, 19, v5
	v_cmp_lt_u32 s[38:39], v98, s13                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[14:15], s[38:39]
	v_mov_b32 v98, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v110, v98, v93, s[62:63]
	v_add_u32 v98, 24, v5
	v_cmp_lt_u32 s[38:39], v98, s13                     ; 'tt' element in bounds
	s_and_b64 s[64:65], s[14:15], s[38:39]
	v_mov_b32 v98, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v111, v98, v94, s[64:65]
	v_add_u32 v98, 25, v5
	v_cmp_lt_u32 s[38:39], v98, s13                     ; 'tt' element in bounds
	s_and_b64 s[66:67], s[14:15], s[38:39]
	v_mov_b32 v98, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v112, v98, v95, s[66:67]
	v_add_u32 v98, 26, v5
	v_cmp_lt_u32 s[38:39], v98, s13                     ; 'tt' element in bounds
	s_and_b64 s[68:69], s[14:15], s[38:39]
	v_mov_b32 v98, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v113, v98, v96, s[68:69]
	v_add_u32 v98, 27, v5
	v_cmp_lt_u32 s[38:39], v98, s13                     ; 'tt' element in bounds
	s_and_b64 s[70:71], s[14:15], s[38:39]
	v_mov_b32 v98, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v114, v98, v97, s[70:71]
	v_max_f32 v98, v99, v100                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v99, v100
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v101                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v101
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v102                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v102
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v103                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v103
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v104                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v104
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v105                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v105
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v106                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v106
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v107                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v107
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v108                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v108
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v109                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v109
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v110                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v110
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v111                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v111
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v112                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v112
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v113                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v113
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_max_f32 v98, v100, v114                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v100, v114
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_and_b32 v98, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:16): lanes 32 apart
	v_xor_b32 v98, 32, v98
	v_lshlrev_b32 v98, 2, v98
	ds_bpermute_b32 v99, v98, v100
	s_waitcnt lgkmcnt(0)
	v_max_f32 v98, v100, v99
	v_cmp_u_f32 s[14:15], v100, v99
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_286
	ds_write_b32 v12, v100 offset:18432                 ; max over 'tt' (examples/attention_gqa.kgen:16): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v98, v14 offset:18432                   ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 0
	ds_read_b32 v99, v14 offset:18688                   ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v100, v98, v99
	v_cmp_u_f32 s[14:15], v98, v99
	v_mov_b32 v98, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v99, v100, v98, s[14:15]
	v_max_f32 v98, v1, v99                              ; examples/attention_gqa.kgen:16
	v_cmp_u_f32 s[14:15], v1, v99
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v98, v99, s[14:15]
	v_sub_f32 v98, v1, v100                             ; examples/attention_gqa.kgen:18
	v_mul_f32 v99, s7, v98                              ; examples/attention_gqa.kgen:18
	v_mul_f32 v98, 0x3fb8aa3b, v99                      ; examples/attention_gqa.kgen:18
	v_exp_f32 v99, v98                                  ; examples/attention_gqa.kgen:18
	s_nop 0
	v_mul_f32 v98, v50, v99                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v101, v51, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v102, v52, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v103, v53, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v104, v54, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v105, v55, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v106, v56, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v107, v57, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v108, v58, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v109, v59, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v110, v60, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v111, v61, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v112, v62, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v113, v63, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v114, v64, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v115, v65, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v116, v66, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v117, v67, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v118, v68, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v119, v69, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v120, v70, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v121, v71, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v122, v72, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v123, v73, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v124, v74, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v125, v75, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v126, v76, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v127, v77, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v128, v78, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v129, v79, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v130, v80, v99                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v131, v81, v99                            ; examples/attention_gqa.kgen:20
	v_mov_b32 v50, v98                                  ; 'acc' scaled in place
	v_mov_b32 v51, v101                                 ; 'acc' scaled in place
	v_mov_b32 v52, v102                                 ; 'acc' scaled in place
	v_mov_b32 v53, v103                                 ; 'acc' scaled in place
	v_mov_b32 v54, v104                                 ; 'acc' scaled in place
	v_mov_b32 v55, v105                                 ; 'acc' scaled in place
	v_mov_b32 v56, v106                                 ; 'acc' scaled in place
	v_mov_b32 v57, v107                                 ; 'acc' scaled in place
	v_mov_b32 v58, v108                                 ; 'acc' scaled in place
	v_mov_b32 v59, v109                                 ; 'acc' scaled in place
	v_mov_b32 v60, v110                                 ; 'acc' scaled in place
	v_mov_b32 v61, v111                                 ; 'acc' scaled in place
	v_mov_b32 v62, v112                                 ; 'acc' scaled in place
	v_mov_b32 v63, v113                                 ; 'acc' scaled in place
	v_mov_b32 v64, v114                                 ; 'acc' scaled in place
	v_mov_b32 v65, v115                                 ; 'acc' scaled in place
	v_mov_b32 v66, v116                                 ; 'acc' scaled in place
	v_mov_b32 v67, v117                                 ; 'acc' scaled in place
	v_mov_b32 v68, v118                                 ; 'acc' scaled in place
	v_mov_b32 v69, v119                                 ; 'acc' scaled in place
	v_mov_b32 v70, v120                                 ; 'acc' scaled in place
	v_mov_b32 v71, v121                                 ; 'acc' scaled in place
	v_mov_b32 v72, v122                                 ; 'acc' scaled in place
	v_mov_b32 v73, v123                                 ; 'acc' scaled in place
	v_mov_b32 v74, v124                                 ; 'acc' scaled in place
	v_mov_b32 v75, v125                                 ; 'acc' scaled in place
	v_mov_b32 v76, v126                                 ; 'acc' scaled in place
	v_mov_b32 v77, v127                                 ; 'acc' scaled in place
	v_mov_b32 v78, v128                                 ; 'acc' scaled in place
	v_mov_b32 v79, v129                                 ; 'acc' scaled in place
	v_mov_b32 v80, v130                                 ; 'acc' scaled in place
	v_mov_b32 v81, v131                                 ; 'acc' scaled in place
	s_add_u32 s14, s32, s16                             ; 'v' at this chunk
	s_addc_u32 s15, s33, s17
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_566
	global_load_ushort v98, v8, s[14:15]                ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v101, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_566
	global_load_ushort v98, v8, s[14:15] offset:2       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v102, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_566
	global_load_ushort v98, v8, s[14:15] offset:4       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v103, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_566
	global_load_ushort v98, v8, s[14:15] offset:6       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v104, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_566
	global_load_ushort v98, v8, s[14:15] offset:8       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v105, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_566
	global_load_ushort v98, v8, s[14:15] offset:10      ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v106, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_566
	global_load_ushort v98, v8, s[14:15] offset:12      ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v107, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[24:25]               ; lanes where %vpred_566
	global_load_ushort v98, v8, s[14:15] offset:14      ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v108, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_584
	v_add_u32 v109, 0x1000, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v109, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v109, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_584
	v_add_u32 v110, 0x1002, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v110, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v110, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_584
	v_add_u32 v111, 0x1004, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v111, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v111, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_584
	v_add_u32 v112, 0x1006, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v112, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v112, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_584
	v_add_u32 v113, 0x1008, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v113, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v113, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_584
	v_add_u32 v114, 0x100a, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v114, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v114, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_584
	v_add_u32 v115, 0x100c, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v115, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v115, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[28:29]               ; lanes where %vpred_584
	v_add_u32 v116, 0x100e, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v116, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v116, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_602
	v_add_u32 v117, 0x2000, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v117, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v117, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_602
	v_add_u32 v118, 0x2002, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v118, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v118, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_602
	v_add_u32 v119, 0x2004, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v119, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v119, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_602
	v_add_u32 v120, 0x2006, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v120, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v120, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_602
	v_add_u32 v121, 0x2008, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v121, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v121, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_602
	v_add_u32 v122, 0x200a, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v122, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v122, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_602
	v_add_u32 v123, 0x200c, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v123, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v123, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[34:35]               ; lanes where %vpred_602
	v_add_u32 v124, 0x200e, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v124, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v124, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_620
	v_add_u32 v125, 0x3000, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v125, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v125, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_620
	v_add_u32 v126, 0x3002, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v126, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v126, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_620
	v_add_u32 v127, 0x3004, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v127, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v127, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_620
	v_add_u32 v128, 0x3006, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v128, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v128, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_620
	v_add_u32 v129, 0x3008, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v129, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v129, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_620
	v_add_u32 v130, 0x300a, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v130, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v130, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_620
	v_add_u32 v131, 0x300c, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v131, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v131, 16, v98
	v_mov_b32 v98, 0                                    ; absent element
	s_and_saveexec_b64 s[16:17], s[36:37]               ; lanes where %vpred_620
	v_add_u32 v132, 0x300e, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v98, v132, s[14:15]
	s_mov_b64 exec, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v132, 16, v98
	v_lshrrev_b32 v98, 16, v101
	ds_write_b16 v9, v98                                ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v102
	ds_write_b16 v9, v98 offset:144                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v103
	ds_write_b16 v9, v98 offset:288                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v104
	ds_write_b16 v9, v98 offset:432                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v105
	ds_write_b16 v9, v98 offset:576                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v106
	ds_write_b16 v9, v98 offset:720                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v107
	ds_write_b16 v9, v98 offset:864                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v108
	ds_write_b16 v9, v98 offset:1008                    ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v109
	ds_write_b16 v9, v98 offset:32                      ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v110
	ds_write_b16 v9, v98 offset:176                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v111
	ds_write_b16 v9, v98 offset:320                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v112
	ds_write_b16 v9, v98 offset:464                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v113
	ds_write_b16 v9, v98 offset:608                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v114
	ds_write_b16 v9, v98 offset:752                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v115
	ds_write_b16 v9, v98 offset:896                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v116
	ds_write_b16 v9, v98 offset:1040                    ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v117
	ds_write_b16 v9, v98 offset:64                      ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v118
	ds_write_b16 v9, v98 offset:208                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v119
	ds_write_b16 v9, v98 offset:352                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v120
	ds_write_b16 v9, v98 offset:496                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v121
	ds_write_b16 v9, v98 offset:640                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v122
	ds_write_b16 v9, v98 offset:784                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v123
	ds_write_b16 v9, v98 offset:928                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v124
	ds_write_b16 v9, v98 offset:1072                    ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v125
	ds_write_b16 v9, v98 offset:96                      ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v126
	ds_write_b16 v9, v98 offset:240                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v127
	ds_write_b16 v9, v98 offset:384                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v128
	ds_write_b16 v9, v98 offset:528                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v129
	ds_write_b16 v9, v98 offset:672                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v130
	ds_write_b16 v9, v98 offset:816                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v131
	ds_write_b16 v9, v98 offset:960                     ; A operand of the product: stage
	v_lshrrev_b32 v98, 16, v132
	ds_write_b16 v9, v98 offset:1104                    ; A operand of the product: stage
	v_mov_b32 v98, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_gqa.kgen:17)
	v_mul_f32 v101, s7, v98
	v_mov_b32 v98, 0xbfb8aa3b
	v_mul_f32 v102, s7, v98
	v_mul_f32 v98, v100, v102                           ; -m c log2 e of e^((x - m) c), once per m (examples/attention_gqa.kgen:17)
	v_fma_f32 v102, v82, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v103, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v83, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v104, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v84, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v105, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v85, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v106, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v86, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v107, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v87, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v108, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v88, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v109, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v89, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v110, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v90, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v111, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v91, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v112, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v92, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v113, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v93, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v114, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v94, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v115, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v95, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v116, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v96, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v117, v102                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v102, v97, v101, v98                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v82, v102                                 ; examples/attention_gqa.kgen:17
	v_bfe_u32 v83, v103, 16, 1                          ; round to bf16
	v_add3_u32 v84, v103, v83, s5
	v_cmp_u_f32 s[14:15], v103, v103
	v_mov_b32 v83, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v84, v83, s[14:15]
	v_and_b32 v83, 0xffff0000, v84
	v_bfe_u32 v84, v104, 16, 1                          ; round to bf16
	v_add3_u32 v85, v104, v84, s5
	v_cmp_u_f32 s[14:15], v104, v104
	v_mov_b32 v84, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v85, v85, v84, s[14:15]
	v_and_b32 v84, 0xffff0000, v85
	v_bfe_u32 v85, v105, 16, 1                          ; round to bf16
	v_add3_u32 v86, v105, v85, s5
	v_cmp_u_f32 s[14:15], v105, v105
	v_mov_b32 v85, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v86, v86, v85, s[14:15]
	v_and_b32 v85, 0xffff0000, v86
	v_bfe_u32 v86, v106, 16, 1                          ; round to bf16
	v_add3_u32 v87, v106, v86, s5
	v_cmp_u_f32 s[14:15], v106, v106
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v87, v86, s[14:15]
	v_and_b32 v86, 0xffff0000, v87
	v_bfe_u32 v87, v107, 16, 1                          ; round to bf16
	v_add3_u32 v88, v107, v87, s5
	v_cmp_u_f32 s[14:15], v107, v107
	v_mov_b32 v87, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v88, v88, v87, s[14:15]
	v_and_b32 v87, 0xffff0000, v88
	v_bfe_u32 v88, v108, 16, 1                          ; round to bf16
	v_add3_u32 v89, v108, v88, s5
	v_cmp_u_f32 s[14:15], v108, v108
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v89, v88, s[14:15]
	v_and_b32 v88, 0xffff0000, v89
	v_bfe_u32 v89, v109, 16, 1                          ; round to bf16
	v_add3_u32 v90, v109, v89, s5
	v_cmp_u_f32 s[14:15], v109, v109
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v90, v89, s[14:15]
	v_and_b32 v89, 0xffff0000, v90
	v_bfe_u32 v90, v110, 16, 1                          ; round to bf16
	v_add3_u32 v91, v110, v90, s5
	v_cmp_u_f32 s[14:15], v110, v110
	v_mov_b32 v90, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v91, v91, v90, s[14:15]
	v_and_b32 v90, 0xffff0000, v91
	v_bfe_u32 v91, v111, 16, 1                          ; round to bf16
	v_add3_u32 v92, v111, v91, s5
	v_cmp_u_f32 s[14:15], v111, v111
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v92, v91, s[14:15]
	v_and_b32 v91, 0xffff0000, v92
	v_bfe_u32 v92, v112, 16, 1                          ; round to bf16
	v_add3_u32 v93, v112, v92, s5
	v_cmp_u_f32 s[14:15], v112, v112
	v_mov_b32 v92, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v93, v93, v92, s[14:15]
	v_and_b32 v92, 0xffff0000, v93
	v_bfe_u32 v93, v113, 16, 1                          ; round to bf16
	v_add3_u32 v94, v113, v93, s5
	v_cmp_u_f32 s[14:15], v113, v113
	v_mov_b32 v93, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v94, v94, v93, s[14:15]
	v_and_b32 v93, 0xffff0000, v94
	v_bfe_u32 v94, v114, 16, 1                          ; round to bf16
	v_add3_u32 v95, v114, v94, s5
	v_cmp_u_f32 s[14:15], v114, v114
	v_mov_b32 v94, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v95, v95, v94, s[14:15]
	v_and_b32 v94, 0xffff0000, v95
	v_bfe_u32 v95, v115, 16, 1                          ; round to bf16
	v_add3_u32 v96, v115, v95, s5
	v_cmp_u_f32 s[14:15], v115, v115
	v_mov_b32 v95, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v96, v96, v95, s[14:15]
	v_and_b32 v95, 0xffff0000, v96
	v_bfe_u32 v96, v116, 16, 1                          ; round to bf16
	v_add3_u32 v97, v116, v96, s5
	v_cmp_u_f32 s[14:15], v116, v116
	v_mov_b32 v96, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v97, v97, v96, s[14:15]
	v_and_b32 v96, 0xffff0000, v97
	v_bfe_u32 v97, v117, 16, 1                          ; round to bf16
	v_add3_u32 v98, v117, v97, s5
	v_cmp_u_f32 s[14:15], v117, v117
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v98, v97, s[14:15]
	v_and_b32 v97, 0xffff0000, v98
	v_bfe_u32 v98, v82, 16, 1                           ; round to bf16
	v_add3_u32 v101, v82, v98, s5
	v_cmp_u_f32 s[14:15], v82, v82
	v_mov_b32 v98, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v101, v101, v98, s[14:15]
	v_and_b32 v98, 0xffff0000, v101
	v_cndmask_b32 v101, 0, v83, s[40:41]                ; absent elements add nothing
	v_lshrrev_b32 v83, 16, v101
	ds_write_b16 v16, v83 offset:18944                  ; B operand of the product: stage
	v_cndmask_b32 v83, 0, v84, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v84, 16, v83
	ds_write_b16 v16, v84 offset:18946                  ; B operand of the product: stage
	v_cndmask_b32 v83, 0, v85, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v84, 16, v83
	ds_write_b16 v16, v84 offset:18948                  ; B operand of the product: stage
	v_cndmask_b32 v83, 0, v86, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v84, 16, v83
	ds_write_b16 v16, v84 offset:18950                  ; B operand of the product: stage
	v_cndmask_b32 v83, 0, v87, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v84, 16, v83
	ds_write_b16 v16, v84 offset:18960                  ; B operand of the product: stage
	v_cndmask_b32 v83, 0, v88, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v84, 16, v83
	ds_write_b16 v16, v84 offset:18962                  ; B operand of the product: stage
	v_cndmask_b32 v83, 0, v89, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v84, 16, v83
	ds_write_b16 v16, v84 offset:18964                  ; B operand of the product: stage
	v_cndmask_b32 v83, 0, v90, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v84, 16, v83
	ds_write_b16 v16, v84 offset:18966                  ; B operand of the product: stage
	v_cndmask_b32 v83, 0, v91, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v84, 16, v83
	ds_write_b16 v16, v84 offset:18976                  ; B operand of the product: stage
	v_cndmask_b32 v83, 0, v92, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v84, 16, v83
	ds_write_b16 v16, v84 offset:18978                  ; B operand of the product: stage
	v_cndmask_b32 v83, 0, v93, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v84, 16, v83
	ds_write_b16 v16, v84 offset:18980                  ; B operand of the product: stage
	v_cndmask_b32 v83, 0, v94, s[62:63]                 ; absent elements add nothing
	v_lshrrev_b32 v84, 16, v83
	ds_write_b16 v16, v84 offset:18982                  ; B operand of the product: stage
	v_cndmask_b32 v83, 0, v95, s[64:65]                 ; absent elements add nothing
	v_lshrrev_b32 v84, 16, v83
	ds_write_b16 v16, v84 offset:18992                  ; B operand of the product: stage
	v_cndmask_b32 v83, 0, v96, s[66:67]                 ; absent elements add nothing
	v_lshrrev_b32 v84, 16, v83
	ds_write_b16 v16, v84 offset:18994                  ; B operand of the product: stage
	v_cndmask_b32 v83, 0, v97, s[68:69]                 ; absent elements add nothing
	v_lshrrev_b32 v84, 16, v83
	ds_write_b16 v16, v84 offset:18996                  ; B operand of the product: stage
	v_cndmask_b32 v83, 0, v98, s[70:71]                 ; absent elements add nothing
	v_lshrrev_b32 v84, 16, v83
	ds_write_b16 v16, v84 offset:18998                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[84:87], v15 offset:18944             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[88:91], v11                          ; A fragment 0, k-steps 0..1
	ds_read_b128 v[92:95], v11 offset:4608              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[88:89], v[84:85], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[92:93], v[84:85], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[90:91], v[86:87], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[94:95], v[86:87], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[84:87], v15 offset:18976             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[88:91], v11 offset:32                ; A fragment 0, k-steps 2..3
	ds_read_b128 v[92:95], v11 offset:4640              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[88:89], v[84:85], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[92:93], v[84:85], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[90:91], v[86:87], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[94:95], v[86:87], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[84:87], v15 offset:19008             ; B fragment 0, k-steps 4..5
	ds_read_b128 v[88:91], v11 offset:64                ; A fragment 0, k-steps 4..5
	ds_read_b128 v[92:95], v11 offset:4672              ; A fragment 1, k-steps 4..5
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[88:89], v[84:85], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[92:93], v[84:85], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[90:91], v[86:87], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[94:95], v[86:87], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[84:87], v15 offset:19040             ; B fragment 0, k-steps 6..7
	ds_read_b128 v[88:91], v11 offset:96                ; A fragment 0, k-steps 6..7
	ds_read_b128 v[92:95], v11 offset:4704              ; A fragment 1, k-steps 6..7
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[88:89], v[84:85], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[92:93], v[84:85], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[90:91], v[86:87], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[94:95], v[86:87], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mul_f32 v83, v7, v99                              ; examples/attention_gqa.kgen:19
	v_cndmask_b32 v84, 0, v103, s[40:41]                ; absent elements contribute the identity
	v_cndmask_b32 v85, 0, v104, s[42:43]                ; absent elements contribute the identity
	v_cndmask_b32 v86, 0, v105, s[44:45]                ; absent elements contribute the identity
	v_cndmask_b32 v87, 0, v106, s[46:47]                ; absent elements contribute the identity
	v_cndmask_b32 v88, 0, v107, s[48:49]                ; absent elements contribute the identity
	v_cndmask_b32 v89, 0, v108, s[50:51]                ; absent elements contribute the identity
	v_cndmask_b32 v90, 0, v109, s[52:53]                ; absent elements contribute the identity
	v_cndmask_b32 v91, 0, v110, s[54:55]                ; absent elements contribute the identity
	v_cndmask_b32 v92, 0, v111, s[56:57]                ; absent elements contribute the identity
	v_cndmask_b32 v93, 0, v112, s[58:59]                ; absent elements contribute the identity
	v_cndmask_b32 v94, 0, v113, s[60:61]                ; absent elements contribute the identity
	v_cndmask_b32 v95, 0, v114, s[62:63]                ; absent elements contribute the identity
	v_cndmask_b32 v96, 0, v115, s[64:65]                ; absent elements contribute the identity
	v_cndmask_b32 v97, 0, v116, s[66:67]                ; absent elements contribute the identity
	v_cndmask_b32 v98, 0, v117, s[68:69]                ; absent elements contribute the identity
	v_cndmask_b32 v99, 0, v82, s[70:71]                 ; absent elements contribute the identity
	v_add_f32 v82, v84, v85                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v84, v82, v86                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v82, v84, v87                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v84, v82, v88                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v82, v84, v89                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v84, v82, v90                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v82, v84, v91                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v84, v82, v92                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v82, v84, v93                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v84, v82, v94                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v82, v84, v95                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v84, v82, v96                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v82, v84, v97                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v84, v82, v98                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v82, v84, v99                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_and_b32 v84, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:19): lanes 32 apart
	v_xor_b32 v84, 32, v84
	v_lshlrev_b32 v84, 2, v84
	ds_bpermute_b32 v85, v84, v82
	s_waitcnt lgkmcnt(0)
	v_add_f32 v84, v82, v85
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_286
	ds_write_b32 v12, v84 offset:36352                  ; sum over 'tt' (examples/attention_gqa.kgen:19): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v82, v14 offset:36352                   ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 0
	ds_read_b32 v84, v14 offset:36608                   ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v85, v82, v84
	v_add_f32 v82, v83, v85                             ; examples/attention_gqa.kgen:19
	v_mov_b32 v7, v82                                   ; next 'l'
	v_mov_b32 v1, v100                                  ; next 'mx'
	s_add_u32 s12, s12, 64
	s_cmp_lt_u32 s12, s18
	s_cbranch_scc1 .Lattention_gqa_loop1
.Lattention_gqa_loop1_end:
	v_mov_b32 v1, 1.0                                   ; examples/attention_gqa.kgen:23
	s_waitcnt vmcnt(7)
	v_div_scale_f32 v18, s[12:13], v7, v7, v1
	v_rcp_f32 v19, v18
	v_div_scale_f32 v20, vcc, v1, v7, v1
	v_fma_f32 v21, -v18, v19, 1.0
	v_fma_f32 v19, v21, v19, v19
	s_waitcnt vmcnt(6)
	v_mul_f32 v22, v20, v19
	v_fma_f32 v21, -v18, v22, v20
	v_fma_f32 v22, v21, v19, v22
	v_fma_f32 v21, -v18, v22, v20
	v_div_fmas_f32 v21, v21, v19, v22
	v_div_fixup_f32 v18, v21, v7, v1
	v_mul_f32 v1, v50, v18                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v7, v51, v18                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v19, v52, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v20, v53, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v21, v54, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v22, v55, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v23, v56, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v24, v57, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v25, v58, v18                             ; examples/attention_gqa.kgen:23
	s_waitcnt vmcnt(5)
	v_mul_f32 v26, v59, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v27, v60, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v28, v61, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v29, v62, v18                             ; examples/attention_gqa.kgen:23
	s_waitcnt vmcnt(4)
	v_mul_f32 v30, v63, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v31, v64, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v32, v65, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v33, v66, v18                             ; examples/attention_gqa.kgen:23
	s_waitcnt vmcnt(3)
	v_mul_f32 v34, v67, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v35, v68, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v36, v69, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v37, v70, v18                             ; examples/attention_gqa.kgen:23
	s_waitcnt vmcnt(2)
	v_mul_f32 v38, v71, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v39, v72, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v40, v73, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v41, v74, v18                             ; examples/attention_gqa.kgen:23
	s_waitcnt vmcnt(1)
	v_mul_f32 v42, v75, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v43, v76, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v44, v77, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v45, v78, v18                             ; examples/attention_gqa.kgen:23
	s_waitcnt vmcnt(0)
	v_mul_f32 v46, v79, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v47, v80, v18                             ; examples/attention_gqa.kgen:23
	v_mul_f32 v48, v81, v18                             ; examples/attention_gqa.kgen:23
	v_mov_b32 v18, 0x7fc00000
	v_cmp_u_f32 s[12:13], v1, v1
	v_cmp_u_f32 s[14:15], v7, v7
	v_bfe_u32 v49, v1, 16, 1
	v_bfe_u32 v50, v7, 16, 1
	v_add3_u32 v51, v1, v49, s5
	v_add3_u32 v1, v7, v50, s5
	v_cndmask_b32 v51, v51, v18, s[12:13]
	v_cndmask_b32 v1, v1, v18, s[14:15]
	v_perm_b32 v7, v1, v51, s6
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v19, v19
	v_cmp_u_f32 s[14:15], v20, v20
	v_bfe_u32 v18, v19, 16, 1
	v_bfe_u32 v49, v20, 16, 1
	v_add3_u32 v50, v19, v18, s5
	v_add3_u32 v18, v20, v49, s5
	v_cndmask_b32 v50, v50, v1, s[12:13]
	v_cndmask_b32 v18, v18, v1, s[14:15]
	v_perm_b32 v1, v18, v50, s6
	v_mov_b32 v18, v7                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v19, v1
	global_store_dwordx2 v2, v[18:19], s[8:9]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v21, v21
	v_cmp_u_f32 s[14:15], v22, v22
	v_bfe_u32 v7, v21, 16, 1
	v_bfe_u32 v18, v22, 16, 1
	v_add3_u32 v19, v21, v7, s5
	v_add3_u32 v7, v22, v18, s5
	v_cndmask_b32 v19, v19, v1, s[12:13]
	v_cndmask_b32 v7, v7, v1, s[14:15]
	v_perm_b32 v1, v7, v19, s6
	v_mov_b32 v7, 0x7fc00000
	v_cmp_u_f32 s[12:13], v23, v23
	v_cmp_u_f32 s[14:15], v24, v24
	v_bfe_u32 v18, v23, 16, 1
	v_bfe_u32 v19, v24, 16, 1
	v_add3_u32 v20, v23, v18, s5
	v_add3_u32 v18, v24, v19, s5
	v_cndmask_b32 v20, v20, v7, s[12:13]
	v_cndmask_b32 v18, v18, v7, s[14:15]
	v_perm_b32 v7, v18, v20, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v19, v7
	global_store_dwordx2 v2, v[18:19], s[8:9] offset:16
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v25, v25
	v_cmp_u_f32 s[14:15], v26, v26
	v_bfe_u32 v7, v25, 16, 1
	v_bfe_u32 v18, v26, 16, 1
	v_add3_u32 v19, v25, v7, s5
	v_add3_u32 v7, v26, v18, s5
	v_cndmask_b32 v19, v19, v1, s[12:13]
	v_cndmask_b32 v7, v7, v1, s[14:15]
	v_perm_b32 v1, v7, v19, s6
	v_mov_b32 v7, 0x7fc00000
	v_cmp_u_f32 s[12:13], v27, v27
	v_cmp_u_f32 s[14:15], v28, v28
	v_bfe_u32 v18, v27, 16, 1
	v_bfe_u32 v19, v28, 16, 1
	v_add3_u32 v20, v27, v18, s5
	v_add3_u32 v18, v28, v19, s5
	v_cndmask_b32 v20, v20, v7, s[12:13]
	v_cndmask_b32 v18, v18, v7, s[14:15]
	v_perm_b32 v7, v18, v20, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v19, v7
	global_store_dwordx2 v2, v[18:19], s[8:9] offset:32
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v29, v29
	v_cmp_u_f32 s[14:15], v30, v30
	v_bfe_u32 v7, v29, 16, 1
	v_bfe_u32 v18, v30, 16, 1
	v_add3_u32 v19, v29, v7, s5
	v_add3_u32 v7, v30, v18, s5
	v_cndmask_b32 v19, v19, v1, s[12:13]
	v_cndmask_b32 v7, v7, v1, s[14:15]
	v_perm_b32 v1, v7, v19, s6
	v_mov_b32 v7, 0x7fc00000
	v_cmp_u_f32 s[12:13], v31, v31
	v_cmp_u_f32 s[14:15], v32, v32
	v_bfe_u32 v18, v31, 16, 1
	v_bfe_u32 v19, v32, 16, 1
	v_add3_u32 v20, v31, v18, s5
	v_add3_u32 v18, v32, v19, s5
	v_cndmask_b32 v20, v20, v7, s[12:13]
	v_cndmask_b32 v18, v18, v7, s[14:15]
	v_perm_b32 v7, v18, v20, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v19, v7
	global_store_dwordx2 v2, v[18:19], s[8:9] offset:48
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v33, v33
	v_cmp_u_f32 s[14:15], v34, v34
	v_bfe_u32 v7, v33, 16, 1
	v_bfe_u32 v18, v34, 16, 1
	v_add3_u32 v19, v33, v7, s5
	v_add3_u32 v7, v34, v18, s5
	v_cndmask_b32 v19, v19, v1, s[12:13]
	v_cndmask_b32 v7, v7, v1, s[14:15]
	v_perm_b32 v1, v7, v19, s6
	v_mov_b32 v7, 0x7fc00000
	v_cmp_u_f32 s[12:13], v35, v35
	v_cmp_u_f32 s[14:15], v36, v36
	v_bfe_u32 v18, v35, 16, 1
	v_bfe_u32 v19, v36, 16, 1
	v_add3_u32 v20, v35, v18, s5
	v_add3_u32 v18, v36, v19, s5
	v_cndmask_b32 v20, v20, v7, s[12:13]
	v_cndmask_b32 v18, v18, v7, s[14:15]
	v_perm_b32 v7, v18, v20, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v19, v7
	global_store_dwordx2 v2, v[18:19], s[8:9] offset:64
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v37, v37
	v_cmp_u_f32 s[14:15], v38, v38
	v_bfe_u32 v7, v37, 16, 1
	v_bfe_u32 v18, v38, 16, 1
	v_add3_u32 v19, v37, v7, s5
	v_add3_u32 v7, v38, v18, s5
	v_cndmask_b32 v19, v19, v1, s[12:13]
	v_cndmask_b32 v7, v7, v1, s[14:15]
	v_perm_b32 v1, v7, v19, s6
	v_mov_b32 v7, 0x7fc00000
	v_cmp_u_f32 s[12:13], v39, v39
	v_cmp_u_f32 s[14:15], v40, v40
	v_bfe_u32 v18, v39, 16, 1
	v_bfe_u32 v19, v40, 16, 1
	v_add3_u32 v20, v39, v18, s5
	v_add3_u32 v18, v40, v19, s5
	v_cndmask_b32 v20, v20, v7, s[12:13]
	v_cndmask_b32 v18, v18, v7, s[14:15]
	v_perm_b32 v7, v18, v20, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v19, v7
	global_store_dwordx2 v2, v[18:19], s[8:9] offset:80
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v41, v41
	v_cmp_u_f32 s[14:15], v42, v42
	v_bfe_u32 v7, v41, 16, 1
	v_bfe_u32 v18, v42, 16, 1
	v_add3_u32 v19, v41, v7, s5
	v_add3_u32 v7, v42, v18, s5
	v_cndmask_b32 v19, v19, v1, s[12:13]
	v_cndmask_b32 v7, v7, v1, s[14:15]
	v_perm_b32 v1, v7, v19, s6
	v_mov_b32 v7, 0x7fc00000
	v_cmp_u_f32 s[12:13], v43, v43
	v_cmp_u_f32 s[14:15], v44, v44
	v_bfe_u32 v18, v43, 16, 1
	v_bfe_u32 v19, v44, 16, 1
	v_add3_u32 v20, v43, v18, s5
	v_add3_u32 v18, v44, v19, s5
	v_cndmask_b32 v20, v20, v7, s[12:13]
	v_cndmask_b32 v18, v18, v7, s[14:15]
	v_perm_b32 v7, v18, v20, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v19, v7
	global_store_dwordx2 v2, v[18:19], s[8:9] offset:96
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v45, v45
	v_cmp_u_f32 s[14:15], v46, v46
	v_bfe_u32 v7, v45, 16, 1
	v_bfe_u32 v18, v46, 16, 1
	v_add3_u32 v19, v45, v7, s5
	v_add3_u32 v7, v46, v18, s5
	v_cndmask_b32 v19, v19, v1, s[12:13]
	v_cndmask_b32 v7, v7, v1, s[14:15]
	v_perm_b32 v1, v7, v19, s6
	v_mov_b32 v7, 0x7fc00000
	v_cmp_u_f32 s[12:13], v47, v47
	v_cmp_u_f32 s[14:15], v48, v48
	v_bfe_u32 v18, v47, 16, 1
	v_bfe_u32 v19, v48, 16, 1
	v_add3_u32 v20, v47, v18, s5
	v_add3_u32 v18, v48, v19, s5
	v_cndmask_b32 v20, v20, v7, s[12:13]
	v_cndmask_b32 v18, v18, v7, s[14:15]
	v_perm_b32 v7, v18, v20, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v19, v7
	global_store_dwordx2 v2, v[18:19], s[8:9] offset:112
	s_branch .Lattention_gqa_if0_end
.Lattention_gqa_if0_else:
	v_add_u32 v1, v17, v4
	v_lshlrev_b32 v4, 1, v1                             ; thread's fragments in 'q'
	v_cmp_lt_u32 s[12:13], v3, s21                      ; the fragment's row of 'q' exists
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1162
	global_load_dwordx4 v[18:21], v4, s[26:27]          ; examples/attention_gqa.kgen:15: 'q' fragments 0, k-steps 0..1, held
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1162
	global_load_dwordx4 v[22:25], v4, s[26:27] offset:32 ; examples/attention_gqa.kgen:15: 'q' fragments 0, k-steps 2..3, held
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1162
	global_load_dwordx4 v[26:29], v4, s[26:27] offset:64 ; examples/attention_gqa.kgen:15: 'q' fragments 0, k-steps 4..5, held
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1162
	global_load_dwordx4 v[30:33], v4, s[26:27] offset:96 ; examples/attention_gqa.kgen:15: 'q' fragments 0, k-steps 6..7, held
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1162
	global_load_dwordx4 v[34:37], v4, s[26:27] offset:128 ; examples/attention_gqa.kgen:15: 'q' fragments 0, k-steps 8..9, held
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1162
	global_load_dwordx4 v[38:41], v4, s[26:27] offset:160 ; examples/attention_gqa.kgen:15: 'q' fragments 0, k-steps 10..11, held
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1162
	global_load_dwordx4 v[42:45], v4, s[26:27] offset:192 ; examples/attention_gqa.kgen:15: 'q' fragments 0, k-steps 12..13, held
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1162
	global_load_dwordx4 v[46:49], v4, s[26:27] offset:224 ; examples/attention_gqa.kgen:15: 'q' fragments 0, k-steps 14..15, held
	s_mov_b64 exec, s[14:15]
	v_add_f32 v1, 0, 0                                  ; examples/attention_gqa.kgen:13
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
	v_mov_b32 v70, v1                                   ; loop-carried 'acc'
	v_mov_b32 v71, v1                                   ; loop-carried 'acc'
	v_mov_b32 v72, v1                                   ; loop-carried 'acc'
	v_mov_b32 v73, v1                                   ; loop-carried 'acc'
	v_mov_b32 v74, v1                                   ; loop-carried 'acc'
	v_mov_b32 v75, v1                                   ; loop-carried 'acc'
	v_mov_b32 v76, v1                                   ; loop-carried 'acc'
	v_mov_b32 v77, v1                                   ; loop-carried 'acc'
	v_mov_b32 v78, v1                                   ; loop-carried 'acc'
	v_mov_b32 v79, v1                                   ; loop-carried 'acc'
	v_mov_b32 v80, v1                                   ; loop-carried 'acc'
	v_mov_b32 v81, v1                                   ; loop-carried 'acc'
	v_mov_b32 v3, v1                                    ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:11
	v_add_f32 v4, v1, 0
	v_mov_b32 v1, v4                                    ; loop-carried 'mx'
	s_cmp_ge_u32 s18, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s6, 1, 0
	s_sub_u32 s14, s18, 63
	s_cmp_lg_u32 s6, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s6, s14, 0
	s_cmp_lg_u32 s23, 0
	s_cselect_b32 s14, s6, 0
	s_mov_b32 s6, 0                                     ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s6, s14
	s_cbranch_scc1 .Lattention_gqa_loop2_end
.Lattention_gqa_loop2:
	s_mul_i32 s16, s6, 0x80
	s_mul_hi_u32 s17, s6, 0x80
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s30, s20                             ; 'k' at this chunk
	s_addc_u32 s17, s31, s21
	global_load_dwordx4 v[82:85], v8, s[16:17]          ; examples/attention_gqa.kgen:15: 16-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v4, 16, v82
	v_and_b32 v7, 0xffff0000, v82
	v_lshlrev_b32 v17, 16, v83
	v_and_b32 v86, 0xffff0000, v83
	v_lshlrev_b32 v87, 16, v84
	v_and_b32 v88, 0xffff0000, v84
	v_lshlrev_b32 v89, 16, v85
	v_and_b32 v90, 0xffff0000, v85
	v_add_u32 v82, 0x1000, v8                           ; examples/attention_gqa.kgen:15: 16-byte load of 'k'
	global_load_dwordx4 v[92:95], v82, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v92
	v_and_b32 v83, 0xffff0000, v92
	v_lshlrev_b32 v84, 16, v93
	v_and_b32 v85, 0xffff0000, v93
	v_lshlrev_b32 v91, 16, v94
	v_and_b32 v96, 0xffff0000, v94
	v_lshlrev_b32 v97, 16, v95
	v_and_b32 v98, 0xffff0000, v95
	v_add_u32 v92, 0x2000, v8                           ; examples/attention_gqa.kgen:15: 16-byte load of 'k'
	global_load_dwordx4 v[100:103], v92, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v92, 16, v100
	v_and_b32 v93, 0xffff0000, v100
	v_lshlrev_b32 v94, 16, v101
	v_and_b32 v95, 0xffff0000, v101
	v_lshlrev_b32 v99, 16, v102
	v_and_b32 v104, 0xffff0000, v102
	v_lshlrev_b32 v105, 16, v103
	v_and_b32 v106, 0xffff0000, v103
	v_add_u32 v100, 0x3000, v8                          ; examples/attention_gqa.kgen:15: 16-byte load of 'k'
	global_load_dwordx4 v[108:111], v100, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v100, 16, v108
	v_and_b32 v101, 0xffff0000, v108
	v_lshlrev_b32 v102, 16, v109
	v_and_b32 v103, 0xffff0000, v109
	v_lshlrev_b32 v107, 16, v110
	v_and_b32 v112, 0xffff0000, v110
	v_lshlrev_b32 v113, 16, v111
	v_and_b32 v114, 0xffff0000, v111
	v_lshrrev_b32 v108, 16, v4
	ds_write_b16 v10, v108                              ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v7
	ds_write_b16 v10, v4 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v17
	ds_write_b16 v10, v4 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v86
	ds_write_b16 v10, v4 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v87
	ds_write_b16 v10, v4 offset:8                       ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v88
	ds_write_b16 v10, v4 offset:10                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v89
	ds_write_b16 v10, v4 offset:12                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v90
	ds_write_b16 v10, v4 offset:14                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v82
	ds_write_b16 v10, v4 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v83
	ds_write_b16 v10, v4 offset:4354                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v84
	ds_write_b16 v10, v4 offset:4356                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v85
	ds_write_b16 v10, v4 offset:4358                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v91
	ds_write_b16 v10, v4 offset:4360                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v96
	ds_write_b16 v10, v4 offset:4362                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v97
	ds_write_b16 v10, v4 offset:4364                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v98
	ds_write_b16 v10, v4 offset:4366                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v92
	ds_write_b16 v10, v4 offset:8704                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v93
	ds_write_b16 v10, v4 offset:8706                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v94
	ds_write_b16 v10, v4 offset:8708                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v95
	ds_write_b16 v10, v4 offset:8710                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v99
	ds_write_b16 v10, v4 offset:8712                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v104
	ds_write_b16 v10, v4 offset:8714                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v105
	ds_write_b16 v10, v4 offset:8716                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v106
	ds_write_b16 v10, v4 offset:8718                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v100
	ds_write_b16 v10, v4 offset:13056                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v101
	ds_write_b16 v10, v4 offset:13058                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v102
	ds_write_b16 v10, v4 offset:13060                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v103
	ds_write_b16 v10, v4 offset:13062                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v107
	ds_write_b16 v10, v4 offset:13064                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v112
	ds_write_b16 v10, v4 offset:13066                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v113
	ds_write_b16 v10, v4 offset:13068                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v114
	ds_write_b16 v10, v4 offset:13070                   ; A operand of the product: stage
	v_mov_b32 v82, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v84, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v85, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v86, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v87, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v88, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v89, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v90, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v91, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v92, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v93, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v94, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v95, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v96, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v97, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[98:101], v13                         ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[18:19], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[20:21], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:32               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[22:23], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[24:25], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:64               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[26:27], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[28:29], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:96               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[30:31], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[32:33], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:128              ; A fragment 0, k-steps 8..9
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[34:35], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[36:37], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:160              ; A fragment 0, k-steps 10..11
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[38:39], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[40:41], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:192              ; A fragment 0, k-steps 12..13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[42:43], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[44:45], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:224              ; A fragment 0, k-steps 14..15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[46:47], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[48:49], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_max_f32 v4, v82, v83                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v82, v83
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v84                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v84
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v85                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v85
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v86                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v86
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v87                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v87
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v88                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v88
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v89                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v89
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v90                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v90
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v91                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v91
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v92                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v92
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v93                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v93
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v94                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v94
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v95                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v95
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v96                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v96
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v97                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v97
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_and_b32 v4, 63, v0                                ; max over 'tt' (examples/attention_gqa.kgen:16): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v7, v4, v17
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v17, v7
	v_cmp_u_f32 s[16:17], v17, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	s_and_saveexec_b64 s[16:17], s[10:11]               ; lanes where %vpred_286
	ds_write_b32 v12, v17 offset:18432                  ; max over 'tt' (examples/attention_gqa.kgen:16): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v14 offset:18432                    ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 0
	ds_read_b32 v7, v14 offset:18688                    ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v17, v4, v7
	v_cmp_u_f32 s[16:17], v4, v7
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v17, v4, s[16:17]
	v_max_f32 v4, v1, v7                                ; examples/attention_gqa.kgen:16
	v_cmp_u_f32 s[16:17], v1, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_sub_f32 v4, v1, v17                               ; examples/attention_gqa.kgen:18
	v_mul_f32 v7, s7, v4                                ; examples/attention_gqa.kgen:18
	v_mul_f32 v4, 0x3fb8aa3b, v7                        ; examples/attention_gqa.kgen:18
	v_exp_f32 v7, v4                                    ; examples/attention_gqa.kgen:18
	s_nop 0
	v_mul_f32 v4, v50, v7                               ; examples/attention_gqa.kgen:20
	v_mul_f32 v98, v51, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v99, v52, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v100, v53, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v101, v54, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v102, v55, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v103, v56, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v104, v57, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v105, v58, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v106, v59, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v107, v60, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v108, v61, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v109, v62, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v110, v63, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v111, v64, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v112, v65, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v113, v66, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v114, v67, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v115, v68, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v116, v69, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v117, v70, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v118, v71, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v119, v72, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v120, v73, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v121, v74, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v122, v75, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v123, v76, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v124, v77, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v125, v78, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v126, v79, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v127, v80, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v128, v81, v7                             ; examples/attention_gqa.kgen:20
	v_mov_b32 v50, v4                                   ; 'acc' scaled in place
	v_mov_b32 v51, v98                                  ; 'acc' scaled in place
	v_mov_b32 v52, v99                                  ; 'acc' scaled in place
	v_mov_b32 v53, v100                                 ; 'acc' scaled in place
	v_mov_b32 v54, v101                                 ; 'acc' scaled in place
	v_mov_b32 v55, v102                                 ; 'acc' scaled in place
	v_mov_b32 v56, v103                                 ; 'acc' scaled in place
	v_mov_b32 v57, v104                                 ; 'acc' scaled in place
	v_mov_b32 v58, v105                                 ; 'acc' scaled in place
	v_mov_b32 v59, v106                                 ; 'acc' scaled in place
	v_mov_b32 v60, v107                                 ; 'acc' scaled in place
	v_mov_b32 v61, v108                                 ; 'acc' scaled in place
	v_mov_b32 v62, v109                                 ; 'acc' scaled in place
	v_mov_b32 v63, v110                                 ; 'acc' scaled in place
	v_mov_b32 v64, v111                                 ; 'acc' scaled in place
	v_mov_b32 v65, v112                                 ; 'acc' scaled in place
	v_mov_b32 v66, v113                                 ; 'acc' scaled in place
	v_mov_b32 v67, v114                                 ; 'acc' scaled in place
	v_mov_b32 v68, v115                                 ; 'acc' scaled in place
	v_mov_b32 v69, v116                                 ; 'acc' scaled in place
	v_mov_b32 v70, v117                                 ; 'acc' scaled in place
	v_mov_b32 v71, v118                                 ; 'acc' scaled in place
	v_mov_b32 v72, v119                                 ; 'acc' scaled in place
	v_mov_b32 v73, v120                                 ; 'acc' scaled in place
	v_mov_b32 v74, v121                                 ; 'acc' scaled in place
	v_mov_b32 v75, v122                                 ; 'acc' scaled in place
	v_mov_b32 v76, v123                                 ; 'acc' scaled in place
	v_mov_b32 v77, v124                                 ; 'acc' scaled in place
	v_mov_b32 v78, v125                                 ; 'acc' scaled in place
	v_mov_b32 v79, v126                                 ; 'acc' scaled in place
	v_mov_b32 v80, v127                                 ; 'acc' scaled in place
	v_mov_b32 v81, v128                                 ; 'acc' scaled in place
	s_add_u32 s16, s32, s20                             ; 'v' at this chunk
	s_addc_u32 s17, s33, s21
	global_load_dwordx4 v[98:101], v8, s[16:17]         ; examples/attention_gqa.kgen:20: 16-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v4, 16, v98
	v_and_b32 v102, 0xffff0000, v98
	v_lshlrev_b32 v103, 16, v99
	v_and_b32 v104, 0xffff0000, v99
	v_lshlrev_b32 v105, 16, v100
	v_and_b32 v106, 0xffff0000, v100
	v_lshlrev_b32 v107, 16, v101
	v_and_b32 v108, 0xffff0000, v101
	v_add_u32 v98, 0x1000, v8                           ; examples/attention_gqa.kgen:20: 16-byte load of 'v'
	global_load_dwordx4 v[110:113], v98, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v98, 16, v110
	v_and_b32 v99, 0xffff0000, v110
	v_lshlrev_b32 v100, 16, v111
	v_and_b32 v101, 0xffff0000, v111
	v_lshlrev_b32 v109, 16, v112
	v_and_b32 v114, 0xffff0000, v112
	v_lshlrev_b32 v115, 16, v113
	v_and_b32 v116, 0xffff0000, v113
	v_add_u32 v110, 0x2000, v8                          ; examples/attention_gqa.kgen:20: 16-byte load of 'v'
	global_load_dwordx4 v[118:121], v110, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v110, 16, v118
	v_and_b32 v111, 0xffff0000, v118
	v_lshlrev_b32 v112, 16, v119
	v_and_b32 v113, 0xffff0000, v119
	v_lshlrev_b32 v117, 16, v120
	v_and_b32 v122, 0xffff0000, v120
	v_lshlrev_b32 v123, 16, v121
	v_and_b32 v124, 0xffff0000, v121
	v_add_u32 v118, 0x3000, v8                          ; examples/attention_gqa.kgen:20: 16-byte load of 'v'
	global_load_dwordx4 v[126:129], v118, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v118, 16, v126
	v_and_b32 v119, 0xffff0000, v126
	v_lshlrev_b32 v120, 16, v127
	v_and_b32 v121, 0xffff0000, v127
	v_lshlrev_b32 v125, 16, v128
	v_and_b32 v130, 0xffff0000, v128
	v_lshlrev_b32 v131, 16, v129
	v_and_b32 v132, 0xffff0000, v129
	v_lshrrev_b32 v126, 16, v4
	ds_write_b16 v9, v126                               ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v102
	ds_write_b16 v9, v4 offset:144                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v103
	ds_write_b16 v9, v4 offset:288                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v104
	ds_write_b16 v9, v4 offset:432                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v105
	ds_write_b16 v9, v4 offset:576                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v106
	ds_write_b16 v9, v4 offset:720                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v107
	ds_write_b16 v9, v4 offset:864                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v108
	ds_write_b16 v9, v4 offset:1008                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v98
	ds_write_b16 v9, v4 offset:32                       ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v99
	ds_write_b16 v9, v4 offset:176                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v100
	ds_write_b16 v9, v4 offset:320                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v101
	ds_write_b16 v9, v4 offset:464                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v109
	ds_write_b16 v9, v4 offset:608                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v114
	ds_write_b16 v9, v4 offset:752                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v115
	ds_write_b16 v9, v4 offset:896                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v116
	ds_write_b16 v9, v4 offset:1040                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v110
	ds_write_b16 v9, v4 offset:64                       ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v111
	ds_write_b16 v9, v4 offset:208                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v112
	ds_write_b16 v9, v4 offset:352                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v113
	ds_write_b16 v9, v4 offset:496                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v117
	ds_write_b16 v9, v4 offset:640                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v122
	ds_write_b16 v9, v4 offset:784                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v123
	ds_write_b16 v9, v4 offset:928                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v124
	ds_write_b16 v9, v4 offset:1072                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v118
	ds_write_b16 v9, v4 offset:96                       ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v119
	ds_write_b16 v9, v4 offset:240                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v120
	ds_write_b16 v9, v4 offset:384                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v121
	ds_write_b16 v9, v4 offset:528                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v125
	ds_write_b16 v9, v4 offset:672                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v130
	ds_write_b16 v9, v4 offset:816                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v131
	ds_write_b16 v9, v4 offset:960                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v132
	ds_write_b16 v9, v4 offset:1104                     ; A operand of the product: stage
	v_mov_b32 v4, 0x3fb8aa3b                            ; c log2 e of e^((x - m) c), once per c (examples/attention_gqa.kgen:17)
	v_mul_f32 v98, s7, v4
	v_mov_b32 v4, 0xbfb8aa3b
	v_mul_f32 v99, s7, v4
	v_mul_f32 v4, v17, v99                              ; -m c log2 e of e^((x - m) c), once per m (examples/attention_gqa.kgen:17)
	v_fma_f32 v99, v82, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v100, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v83, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v101, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v84, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v102, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v85, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v103, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v86, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v104, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v87, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v105, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v88, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v106, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v89, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v107, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v90, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v108, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v91, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v109, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v92, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v110, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v93, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v111, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v94, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v112, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v95, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v113, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v96, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v114, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v97, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v4, v99                                   ; examples/attention_gqa.kgen:17
	v_bfe_u32 v82, v100, 16, 1                          ; round to bf16
	v_add3_u32 v83, v100, v82, s5
	v_cmp_u_f32 s[16:17], v100, v100
	v_mov_b32 v82, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v83, v83, v82, s[16:17]
	v_and_b32 v82, 0xffff0000, v83
	v_bfe_u32 v83, v101, 16, 1                          ; round to bf16
	v_add3_u32 v84, v101, v83, s5
	v_cmp_u_f32 s[16:17], v101, v101
	v_mov_b32 v83, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v84, v83, s[16:17]
	v_and_b32 v83, 0xffff0000, v84
	v_bfe_u32 v84, v102, 16, 1                          ; round to bf16
	v_add3_u32 v85, v102, v84, s5
	v_cmp_u_f32 s[16:17], v102, v102
	v_mov_b32 v84, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v85, v85, v84, s[16:17]
	v_and_b32 v84, 0xffff0000, v85
	v_bfe_u32 v85, v103, 16, 1                          ; round to bf16
	v_add3_u32 v86, v103, v85, s5
	v_cmp_u_f32 s[16:17], v103, v103
	v_mov_b32 v85, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v86, v86, v85, s[16:17]
	v_and_b32 v85, 0xffff0000, v86
	v_bfe_u32 v86, v104, 16, 1                          ; round to bf16
	v_add3_u32 v87, v104, v86, s5
	v_cmp_u_f32 s[16:17], v104, v104
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v87, v86, s[16:17]
	v_and_b32 v86, 0xffff0000, v87
	v_bfe_u32 v87, v105, 16, 1                          ; round to bf16
	v_add3_u32 v88, v105, v87, s5
	v_cmp_u_f32 s[16:17], v105, v105
	v_mov_b32 v87, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v88, v88, v87, s[16:17]
	v_and_b32 v87, 0xffff0000, v88
	v_bfe_u32 v88, v106, 16, 1                          ; round to bf16
	v_add3_u32 v89, v106, v88, s5
	v_cmp_u_f32 s[16:17], v106, v106
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v89, v88, s[16:17]
	v_and_b32 v88, 0xffff0000, v89
	v_bfe_u32 v89, v107, 16, 1                          ; round to bf16
	v_add3_u32 v90, v107, v89, s5
	v_cmp_u_f32 s[16:17], v107, v107
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v90, v89, s[16:17]
	v_and_b32 v89, 0xffff0000, v90
	v_bfe_u32 v90, v108, 16, 1                          ; round to bf16
	v_add3_u32 v91, v108, v90, s5
	v_cmp_u_f32 s[16:17], v108, v108
	v_mov_b32 v90, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v91, v91, v90, s[16:17]
	v_and_b32 v90, 0xffff0000, v91
	v_bfe_u32 v91, v109, 16, 1                          ; round to bf16
	v_add3_u32 v92, v109, v91, s5
	v_cmp_u_f32 s[16:17], v109, v109
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v92, v91, s[16:17]
	v_and_b32 v91, 0xffff0000, v92
	v_bfe_u32 v92, v110, 16, 1                          ; round to bf16
	v_add3_u32 v93, v110, v92, s5
	v_cmp_u_f32 s[16:17], v110, v110
	v_mov_b32 v92, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v93, v93, v92, s[16:17]
	v_and_b32 v92, 0xffff0000, v93
	v_bfe_u32 v93, v111, 16, 1                          ; round to bf16
	v_add3_u32 v94, v111, v93, s5
	v_cmp_u_f32 s[16:17], v111, v111
	v_mov_b32 v93, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v94, v94, v93, s[16:17]
	v_and_b32 v93, 0xffff0000, v94
	v_bfe_u32 v94, v112, 16, 1                          ; round to bf16
	v_add3_u32 v95, v112, v94, s5
	v_cmp_u_f32 s[16:17], v112, v112
	v_mov_b32 v94, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v95, v95, v94, s[16:17]
	v_and_b32 v94, 0xffff0000, v95
	v_bfe_u32 v95, v113, 16, 1                          ; round to bf16
	v_add3_u32 v96, v113, v95, s5
	v_cmp_u_f32 s[16:17], v113, v113
	v_mov_b32 v95, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v96, v96, v95, s[16:17]
	v_and_b32 v95, 0xffff0000, v96
	v_bfe_u32 v96, v114, 16, 1                          ; round to bf16
	v_add3_u32 v97, v114, v96, s5
	v_cmp_u_f32 s[16:17], v114, v114
	v_mov_b32 v96, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v97, v97, v96, s[16:17]
	v_and_b32 v96, 0xffff0000, v97
	v_bfe_u32 v97, v4, 16, 1                            ; round to bf16
	v_add3_u32 v98, v4, v97, s5
	v_cmp_u_f32 s[16:17], v4, v4
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v98, v97, s[16:17]
	v_and_b32 v97, 0xffff0000, v98
	v_lshrrev_b32 v98, 16, v82
	ds_write_b16 v16, v98 offset:18944                  ; B operand of the product: stage
	v_lshrrev_b32 v82, 16, v83
	ds_write_b16 v16, v82 offset:18946                  ; B operand of the product: stage
	v_lshrrev_b32 v82, 16, v84
	ds_write_b16 v16, v82 offset:18948                  ; B operand of the product: stage
	v_lshrrev_b32 v82, 16, v85
	ds_write_b16 v16, v82 offset:18950                  ; B operand of the product: stage
	v_lshrrev_b32 v82, 16, v86
	ds_write_b16 v16, v82 offset:18960                  ; B operand of the product: stage
	v_lshrrev_b32 v82, 16, v87
	ds_write_b16 v16, v82 offset:18962                  ; B operand of the product: stage
	v_lshrrev_b32 v82, 16, v88
	ds_write_b16 v16, v82 offset:18964                  ; B operand of the product: stage
	v_lshrrev_b32 v82, 16, v89
	ds_write_b16 v16, v82 offset:18966                  ; B operand of the product: stage
	v_lshrrev_b32 v82, 16, v90
	ds_write_b16 v16, v82 offset:18976                  ; B operand of the product: stage
	v_lshrrev_b32 v82, 16, v91
	ds_write_b16 v16, v82 offset:18978                  ; B operand of the product: stage
	v_lshrrev_b32 v82, 16, v92
	ds_write_b16 v16, v82 offset:18980                  ; B operand of the product: stage
	v_lshrrev_b32 v82, 16, v93
	ds_write_b16 v16, v82 offset:18982                  ; B operand of the product: stage
	v_lshrrev_b32 v82, 16, v94
	ds_write_b16 v16, v82 offset:18992                  ; B operand of the product: stage
	v_lshrrev_b32 v82, 16, v95
	ds_write_b16 v16, v82 offset:18994                  ; B operand of the product: stage
	v_lshrrev_b32 v82, 16, v96
	ds_write_b16 v16, v82 offset:18996                  ; B operand of the product: stage
	v_lshrrev_b32 v82, 16, v97
	ds_write_b16 v16, v82 offset:18998                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[82:85], v15 offset:18944             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[86:89], v11                          ; A fragment 0, k-steps 0..1
	ds_read_b128 v[90:93], v11 offset:4608              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[86:87], v[82:83], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[90:91], v[82:83], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[88:89], v[84:85], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[92:93], v[84:85], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[82:85], v15 offset:18976             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[86:89], v11 offset:32                ; A fragment 0, k-steps 2..3
	ds_read_b128 v[90:93], v11 offset:4640              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[86:87], v[82:83], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[90:91], v[82:83], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[88:89], v[84:85], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[92:93], v[84:85], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[82:85], v15 offset:19008             ; B fragment 0, k-steps 4..5
	ds_read_b128 v[86:89], v11 offset:64                ; A fragment 0, k-steps 4..5
	ds_read_b128 v[90:93], v11 offset:4672              ; A fragment 1, k-steps 4..5
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[86:87], v[82:83], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[90:91], v[82:83], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[88:89], v[84:85], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[92:93], v[84:85], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[82:85], v15 offset:19040             ; B fragment 0, k-steps 6..7
	ds_read_b128 v[86:89], v11 offset:96                ; A fragment 0, k-steps 6..7
	ds_read_b128 v[90:93], v11 offset:4704              ; A fragment 1, k-steps 6..7
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[86:87], v[82:83], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[90:91], v[82:83], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[88:89], v[84:85], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[92:93], v[84:85], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mul_f32 v82, v3, v7                               ; examples/attention_gqa.kgen:19
	v_add_f32 v7, v100, v101                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v83, v7, v102                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v83, v103                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v83, v7, v104                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v83, v105                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v83, v7, v106                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v83, v107                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v83, v7, v108                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v83, v109                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v83, v7, v110                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v83, v111                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v83, v7, v112                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v83, v113                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v83, v7, v114                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v83, v4                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_and_b32 v4, 63, v0                                ; sum over 'tt' (examples/attention_gqa.kgen:19): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v83, v4, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v7, v83
	s_and_saveexec_b64 s[16:17], s[10:11]               ; lanes where %vpred_286
	ds_write_b32 v12, v4 offset:36352                   ; sum over 'tt' (examples/attention_gqa.kgen:19): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v14 offset:36352                    ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 0
	ds_read_b32 v7, v14 offset:36608                    ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v83, v4, v7
	v_add_f32 v4, v82, v83                              ; examples/attention_gqa.kgen:19
	v_mov_b32 v3, v4                                    ; next 'l'
	v_mov_b32 v1, v17                                   ; next 'mx'
	s_add_u32 s6, s6, 64
	s_cmp_lt_u32 s6, s14
	s_cbranch_scc1 .Lattention_gqa_loop2
.Lattention_gqa_loop2_end:
	s_mov_b32 s14, s6                                   ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s14, s18
	s_cbranch_scc1 .Lattention_gqa_loop3_end
.Lattention_gqa_loop3:
	s_sub_u32 s6, s18, s14
	s_mul_i32 s16, s14, 0x80
	s_mul_hi_u32 s17, s14, 0x80
	s_lshl_b64 s[20:21], s[16:17], 1
	s_add_u32 s16, s30, s20                             ; 'k' at this chunk
	s_addc_u32 s17, s31, s21
	v_cmp_lt_u32 s[22:23], v6, s6                       ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1647
	global_load_ushort v4, v8, s[16:17]                 ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1647
	global_load_ushort v4, v8, s[16:17] offset:2        ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1647
	global_load_ushort v4, v8, s[16:17] offset:4        ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1647
	global_load_ushort v4, v8, s[16:17] offset:6        ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1647
	global_load_ushort v4, v8, s[16:17] offset:8        ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1647
	global_load_ushort v4, v8, s[16:17] offset:10       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1647
	global_load_ushort v4, v8, s[16:17] offset:12       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_1647
	global_load_ushort v4, v8, s[16:17] offset:14       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v87, 16, v4
	v_add_u32 v4, 16, v6
	v_cmp_lt_u32 s[24:25], v4, s6                       ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1665
	v_add_u32 v88, 0x1000, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v88, s[16:17]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1665
	v_add_u32 v89, 0x1002, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v89, s[16:17]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v89, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1665
	v_add_u32 v90, 0x1004, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v90, s[16:17]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v90, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1665
	v_add_u32 v91, 0x1006, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v91, s[16:17]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v91, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1665
	v_add_u32 v92, 0x1008, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v92, s[16:17]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v92, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1665
	v_add_u32 v93, 0x100a, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v93, s[16:17]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v93, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1665
	v_add_u32 v94, 0x100c, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v94, s[16:17]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v94, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1665
	v_add_u32 v95, 0x100e, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v95, s[16:17]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v95, 16, v4
	v_add_u32 v4, 32, v6
	v_cmp_lt_u32 s[26:27], v4, s6                       ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1683
	v_add_u32 v96, 0x2000, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v96, s[16:17]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v96, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1683
	v_add_u32 v97, 0x2002, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v97, s[16:17]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v97, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1683
	v_add_u32 v98, 0x2004, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v98, s[16:17]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v98, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1683
	v_add_u32 v99, 0x2006, v8                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v99, s[16:17]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v99, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1683
	v_add_u32 v100, 0x2008, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v100, s[16:17]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v100, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1683
	v_add_u32 v101, 0x200a, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v101, s[16:17]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v101, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1683
	v_add_u32 v102, 0x200c, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v102, s[16:17]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v102, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1683
	v_add_u32 v103, 0x200e, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v103, s[16:17]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v103, 16, v4
	v_add_u32 v4, 48, v6
	v_cmp_lt_u32 s[28:29], v4, s6                       ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1701
	v_add_u32 v104, 0x3000, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v104, s[16:17]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v104, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1701
	v_add_u32 v105, 0x3002, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v105, s[16:17]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v105, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1701
	v_add_u32 v106, 0x3004, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v106, s[16:17]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v106, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1701
	v_add_u32 v107, 0x3006, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v107, s[16:17]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v107, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1701
	v_add_u32 v108, 0x3008, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v108, s[16:17]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v108, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1701
	v_add_u32 v109, 0x300a, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v109, s[16:17]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v109, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1701
	v_add_u32 v110, 0x300c, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v110, s[16:17]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v110, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_1701
	v_add_u32 v111, 0x300e, v8                          ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v111, s[16:17]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v111, 16, v4
	v_lshrrev_b32 v4, 16, v7
	ds_write_b16 v10, v4                                ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v17
	ds_write_b16 v10, v4 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v82
	ds_write_b16 v10, v4 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v83
	ds_write_b16 v10, v4 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v84
	ds_write_b16 v10, v4 offset:8                       ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v85
	ds_write_b16 v10, v4 offset:10                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v86
	ds_write_b16 v10, v4 offset:12                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v87
	ds_write_b16 v10, v4 offset:14                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v88
	ds_write_b16 v10, v4 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v89
	ds_write_b16 v10, v4 offset:4354                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v90
	ds_write_b16 v10, v4 offset:4356                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v91
	ds_write_b16 v10, v4 offset:4358                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v92
	ds_write_b16 v10, v4 offset:4360                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v93
	ds_write_b16 v10, v4 offset:4362                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v94
	ds_write_b16 v10, v4 offset:4364                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v95
	ds_write_b16 v10, v4 offset:4366                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v96
	ds_write_b16 v10, v4 offset:8704                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v97
	ds_write_b16 v10, v4 offset:8706                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v98
	ds_write_b16 v10, v4 offset:8708                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v99
	ds_write_b16 v10, v4 offset:8710                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v100
	ds_write_b16 v10, v4 offset:8712                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v101
	ds_write_b16 v10, v4 offset:8714                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v102
	ds_write_b16 v10, v4 offset:8716                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v103
	ds_write_b16 v10, v4 offset:8718                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v104
	ds_write_b16 v10, v4 offset:13056                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v105
	ds_write_b16 v10, v4 offset:13058                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v106
	ds_write_b16 v10, v4 offset:13060                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v107
	ds_write_b16 v10, v4 offset:13062                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v108
	ds_write_b16 v10, v4 offset:13064                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v109
	ds_write_b16 v10, v4 offset:13066                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v110
	ds_write_b16 v10, v4 offset:13068                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v111
	ds_write_b16 v10, v4 offset:13070                   ; A operand of the product: stage
	v_mov_b32 v82, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v84, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v85, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v86, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v87, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v88, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v89, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v90, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v91, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v92, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v93, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v94, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v95, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v96, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v97, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[98:101], v13                         ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[18:19], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[20:21], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:32               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[22:23], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[24:25], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:64               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[26:27], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[28:29], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:96               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[30:31], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[32:33], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:128              ; A fragment 0, k-steps 8..9
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[34:35], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[36:37], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:160              ; A fragment 0, k-steps 10..11
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[38:39], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[40:41], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:192              ; A fragment 0, k-steps 12..13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[42:43], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[44:45], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	ds_read_b128 v[98:101], v13 offset:224              ; A fragment 0, k-steps 14..15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[46:47], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[48:49], v[82:97] ; examples/attention_gqa.kgen:15: mfma 32x32x8
	v_cmp_lt_u32 s[16:17], v5, s6                       ; 'tt' element in bounds
	s_and_b64 s[34:35], s[12:13], s[16:17]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	s_nop 7
	v_cndmask_b32 v7, v4, v82, s[34:35]
	v_add_u32 v4, 1, v5
	v_cmp_lt_u32 s[16:17], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[36:37], s[12:13], s[16:17]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v17, v4, v83, s[36:37]
	v_add_u32 v4, 2, v5
	v_cmp_lt_u32 s[16:17], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[38:39], s[12:13], s[16:17]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v98, v4, v84, s[38:39]
	v_add_u32 v4, 3, v5
	v_cmp_lt_u32 s[16:17], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[40:41], s[12:13], s[16:17]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v99, v4, v85, s[40:41]
	v_add_u32 v4, 8, v5
	v_cmp_lt_u32 s[16:17], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[42:43], s[12:13], s[16:17]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v100, v4, v86, s[42:43]
	v_add_u32 v4, 9, v5
	v_cmp_lt_u32 s[16:17], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[44:45], s[12:13], s[16:17]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v101, v4, v87, s[44:45]
	v_add_u32 v4, 10, v5
	v_cmp_lt_u32 s[16:17], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[46:47], s[12:13], s[16:17]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v102, v4, v88, s[46:47]
	v_add_u32 v4, 11, v5
	v_cmp_lt_u32 s[16:17], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[48:49], s[12:13], s[16:17]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v103, v4, v89, s[48:49]
	v_add_u32 v4, 16, v5
	v_cmp_lt_u32 s[16:17], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[50:51], s[12:13], s[16:17]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v104, v4, v90, s[50:51]
	v_add_u32 v4, 17, v5
	v_cmp_lt_u32 s[16:17], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[52:53], s[12:13], s[16:17]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v105, v4, v91, s[52:53]
	v_add_u32 v4, 18, v5
	v_cmp_lt_u32 s[16:17], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[54:55], s[12:13], s[16:17]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v106, v4, v92, s[54:55]
	v_add_u32 v4, 19, v5
	v_cmp_lt_u32 s[16:17], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[56:57], s[12:13], s[16:17]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v107, v4, v93, s[56:57]
	v_add_u32 v4, 24, v5
	v_cmp_lt_u32 s[16:17], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[58:59], s[12:13], s[16:17]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v108, v4, v94, s[58:59]
	v_add_u32 v4, 25, v5
	v_cmp_lt_u32 s[16:17], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[60:61], s[12:13], s[16:17]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v109, v4, v95, s[60:61]
	v_add_u32 v4, 26, v5
	v_cmp_lt_u32 s[16:17], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[62:63], s[12:13], s[16:17]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v110, v4, v96, s[62:63]
	v_add_u32 v4, 27, v5
	v_cmp_lt_u32 s[16:17], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[64:65], s[12:13], s[16:17]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v111, v4, v97, s[64:65]
	v_max_f32 v4, v7, v17                               ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v7, v17
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v98                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v98
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v99                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v99
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v100                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v100
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v101                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v101
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v102                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v102
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v103                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v103
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v104                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v104
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v105                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v105
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v106                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v106
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v107                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v107
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v108                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v108
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v109                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v109
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v110                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v110
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_max_f32 v4, v17, v111                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[16:17], v17, v111
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_and_b32 v4, 63, v0                                ; max over 'tt' (examples/attention_gqa.kgen:16): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v7, v4, v17
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v17, v7
	v_cmp_u_f32 s[16:17], v17, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	s_and_saveexec_b64 s[16:17], s[10:11]               ; lanes where %vpred_286
	ds_write_b32 v12, v17 offset:18432                  ; max over 'tt' (examples/attention_gqa.kgen:16): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v14 offset:18432                    ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 0
	ds_read_b32 v7, v14 offset:18688                    ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v17, v4, v7
	v_cmp_u_f32 s[16:17], v4, v7
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v17, v4, s[16:17]
	v_max_f32 v4, v1, v7                                ; examples/attention_gqa.kgen:16
	v_cmp_u_f32 s[16:17], v1, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v4, v7, s[16:17]
	v_sub_f32 v4, v1, v17                               ; examples/attention_gqa.kgen:18
	v_mul_f32 v7, s7, v4                                ; examples/attention_gqa.kgen:18
	v_mul_f32 v4, 0x3fb8aa3b, v7                        ; examples/attention_gqa.kgen:18
	v_exp_f32 v7, v4                                    ; examples/attention_gqa.kgen:18
	s_nop 0
	v_mul_f32 v4, v50, v7                               ; examples/attention_gqa.kgen:20
	v_mul_f32 v98, v51, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v99, v52, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v100, v53, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v101, v54, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v102, v55, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v103, v56, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v104, v57, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v105, v58, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v106, v59, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v107, v60, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v108, v61, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v109, v62, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v110, v63, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v111, v64, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v112, v65, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v113, v66, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v114, v67, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v115, v68, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v116, v69, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v117, v70, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v118, v71, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v119, v72, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v120, v73, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v121, v74, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v122, v75, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v123, v76, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v124, v77, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v125, v78, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v126, v79, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v127, v80, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v128, v81, v7                             ; examples/attention_gqa.kgen:20
	v_mov_b32 v50, v4                                   ; 'acc' scaled in place
	v_mov_b32 v51, v98                                  ; 'acc' scaled in place
	v_mov_b32 v52, v99                                  ; 'acc' scaled in place
	v_mov_b32 v53, v100                                 ; 'acc' scaled in place
	v_mov_b32 v54, v101                                 ; 'acc' scaled in place
	v_mov_b32 v55, v102                                 ; 'acc' scaled in place
	v_mov_b32 v56, v103                                 ; 'acc' scaled in place
	v_mov_b32 v57, v104                                 ; 'acc' scaled in place
	v_mov_b32 v58, v105                                 ; 'acc' scaled in place
	v_mov_b32 v59, v106                                 ; 'acc' scaled in place
	v_mov_b32 v60, v107                                 ; 'acc' scaled in place
	v_mov_b32 v61, v108                                 ; 'acc' scaled in place
	v_mov_b32 v62, v109                                 ; 'acc' scaled in place
	v_mov_b32 v63, v110                                 ; 'acc' scaled in place
	v_mov_b32 v64, v111                                 ; 'acc' scaled in place
	v_mov_b32 v65, v112                                 ; 'acc' scaled in place
	v_mov_b32 v66, v113                                 ; 'acc' scaled in place
	v_mov_b32 v67, v114                                 ; 'acc' scaled in place
	v_mov_b32 v68, v115                                 ; 'acc' scaled in place
	v_mov_b32 v69, v116                                 ; 'acc' scaled in place
	v_mov_b32 v70, v117                                 ; 'acc' scaled in place
	v_mov_b32 v71, v118                                 ; 'acc' scaled in place
	v_mov_b32 v72, v119                                 ; 'acc' scaled in place
	v_mov_b32 v73, v120                                 ; 'acc' scaled in place
	v_mov_b32 v74, v121                                 ; 'acc' scaled in place
	v_mov_b32 v75, v122                                 ; 'acc' scaled in place
	v_mov_b32 v76, v123                                 ; 'acc' scaled in place
	v_mov_b32 v77, v124                                 ; 'acc' scaled in place
	v_mov_b32 v78, v125                                 ; 'acc' scaled in place
	v_mov_b32 v79, v126                                 ; 'acc' scaled in place
	v_mov_b32 v80, v127                                 ; 'acc' scaled in place
	v_mov_b32 v81, v128                                 ; 'acc' scaled in place
	s_add_u32 s16, s32, s20                             ; 'v' at this chunk
	s_addc_u32 s17, s33, s21
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_1647
	global_load_ushort v4, v8, s[16:17]                 ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v98, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_1647
	global_load_ushort v4, v8, s[16:17] offset:2        ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v99, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_1647
	global_load_ushort v4, v8, s[16:17] offset:4        ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v100, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_1647
	global_load_ushort v4, v8, s[16:17] offset:6        ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v101, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_1647
	global_load_ushort v4, v8, s[16:17] offset:8        ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v102, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_1647
	global_load_ushort v4, v8, s[16:17] offset:10       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v103, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_1647
	global_load_ushort v4, v8, s[16:17] offset:12       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v104, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[22:23]               ; lanes where %vpred_1647
	global_load_ushort v4, v8, s[16:17] offset:14       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v105, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1665
	v_add_u32 v106, 0x1000, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v106, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v106, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1665
	v_add_u32 v107, 0x1002, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v107, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v107, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1665
	v_add_u32 v108, 0x1004, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v108, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v108, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1665
	v_add_u32 v109, 0x1006, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v109, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v109, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1665
	v_add_u32 v110, 0x1008, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v110, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v110, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1665
	v_add_u32 v111, 0x100a, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v111, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v111, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1665
	v_add_u32 v112, 0x100c, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v112, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v112, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1665
	v_add_u32 v113, 0x100e, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v113, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v113, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1683
	v_add_u32 v114, 0x2000, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v114, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v114, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1683
	v_add_u32 v115, 0x2002, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v115, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v115, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1683
	v_add_u32 v116, 0x2004, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v116, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v116, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1683
	v_add_u32 v117, 0x2006, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v117, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v117, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1683
	v_add_u32 v118, 0x2008, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v118, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v118, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1683
	v_add_u32 v119, 0x200a, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v119, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v119, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1683
	v_add_u32 v120, 0x200c, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v120, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v120, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1683
	v_add_u32 v121, 0x200e, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v121, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v121, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1701
	v_add_u32 v122, 0x3000, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v122, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v122, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1701
	v_add_u32 v123, 0x3002, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v123, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v123, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1701
	v_add_u32 v124, 0x3004, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v124, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v124, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1701
	v_add_u32 v125, 0x3006, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v125, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v125, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1701
	v_add_u32 v126, 0x3008, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v126, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v126, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1701
	v_add_u32 v127, 0x300a, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v127, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v127, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1701
	v_add_u32 v128, 0x300c, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v128, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v128, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1701
	v_add_u32 v129, 0x300e, v8                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v129, s[16:17]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v129, 16, v4
	v_lshrrev_b32 v4, 16, v98
	ds_write_b16 v9, v4                                 ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v99
	ds_write_b16 v9, v4 offset:144                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v100
	ds_write_b16 v9, v4 offset:288                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v101
	ds_write_b16 v9, v4 offset:432                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v102
	ds_write_b16 v9, v4 offset:576                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v103
	ds_write_b16 v9, v4 offset:720                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v104
	ds_write_b16 v9, v4 offset:864                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v105
	ds_write_b16 v9, v4 offset:1008                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v106
	ds_write_b16 v9, v4 offset:32                       ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v107
	ds_write_b16 v9, v4 offset:176                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v108
	ds_write_b16 v9, v4 offset:320                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v109
	ds_write_b16 v9, v4 offset:464                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v110
	ds_write_b16 v9, v4 offset:608                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v111
	ds_write_b16 v9, v4 offset:752                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v112
	ds_write_b16 v9, v4 offset:896                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v113
	ds_write_b16 v9, v4 offset:1040                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v114
	ds_write_b16 v9, v4 offset:64                       ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v115
	ds_write_b16 v9, v4 offset:208                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v116
	ds_write_b16 v9, v4 offset:352                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v117
	ds_write_b16 v9, v4 offset:496                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v118
	ds_write_b16 v9, v4 offset:640                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v119
	ds_write_b16 v9, v4 offset:784                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v120
	ds_write_b16 v9, v4 offset:928                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v121
	ds_write_b16 v9, v4 offset:1072                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v122
	ds_write_b16 v9, v4 offset:96                       ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v123
	ds_write_b16 v9, v4 offset:240                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v124
	ds_write_b16 v9, v4 offset:384                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v125
	ds_write_b16 v9, v4 offset:528                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v126
	ds_write_b16 v9, v4 offset:672                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v127
	ds_write_b16 v9, v4 offset:816                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v128
	ds_write_b16 v9, v4 offset:960                      ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v129
	ds_write_b16 v9, v4 offset:1104                     ; A operand of the product: stage
	v_mov_b32 v4, 0x3fb8aa3b                            ; c log2 e of e^((x - m) c), once per c (examples/attention_gqa.kgen:17)
	v_mul_f32 v98, s7, v4
	v_mov_b32 v4, 0xbfb8aa3b
	v_mul_f32 v99, s7, v4
	v_mul_f32 v4, v17, v99                              ; -m c log2 e of e^((x - m) c), once per m (examples/attention_gqa.kgen:17)
	v_fma_f32 v99, v82, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v100, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v83, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v101, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v84, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v102, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v85, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v103, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v86, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v104, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v87, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v105, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v88, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v106, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v89, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v107, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v90, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v108, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v91, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v109, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v92, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v110, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v93, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v111, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v94, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v112, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v95, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v113, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v96, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v114, v99                                 ; examples/attention_gqa.kgen:17
	v_fma_f32 v99, v97, v98, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v4, v99                                   ; examples/attention_gqa.kgen:17
	v_bfe_u32 v82, v100, 16, 1                          ; round to bf16
	v_add3_u32 v83, v100, v82, s5
	v_cmp_u_f32 s[16:17], v100, v100
	v_mov_b32 v82, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v83, v83, v82, s[16:17]
	v_and_b32 v82, 0xffff0000, v83
	v_bfe_u32 v83, v101, 16, 1                          ; round to bf16
	v_add3_u32 v84, v101, v83, s5
	v_cmp_u_f32 s[16:17], v101, v101
	v_mov_b32 v83, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v84, v83, s[16:17]
	v_and_b32 v83, 0xffff0000, v84
	v_bfe_u32 v84, v102, 16, 1                          ; round to bf16
	v_add3_u32 v85, v102, v84, s5
	v_cmp_u_f32 s[16:17], v102, v102
	v_mov_b32 v84, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v85, v85, v84, s[16:17]
	v_and_b32 v84, 0xffff0000, v85
	v_bfe_u32 v85, v103, 16, 1                          ; round to bf16
	v_add3_u32 v86, v103, v85, s5
	v_cmp_u_f32 s[16:17], v103, v103
	v_mov_b32 v85, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v86, v86, v85, s[16:17]
	v_and_b32 v85, 0xffff0000, v86
	v_bfe_u32 v86, v104, 16, 1                          ; round to bf16
	v_add3_u32 v87, v104, v86, s5
	v_cmp_u_f32 s[16:17], v104, v104
	v_mov_b32 v86, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v87, v87, v86, s[16:17]
	v_and_b32 v86, 0xffff0000, v87
	v_bfe_u32 v87, v105, 16, 1                          ; round to bf16
	v_add3_u32 v88, v105, v87, s5
	v_cmp_u_f32 s[16:17], v105, v105
	v_mov_b32 v87, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v88, v88, v87, s[16:17]
	v_and_b32 v87, 0xffff0000, v88
	v_bfe_u32 v88, v106, 16, 1                          ; round to bf16
	v_add3_u32 v89, v106, v88, s5
	v_cmp_u_f32 s[16:17], v106, v106
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v89, v88, s[16:17]
	v_and_b32 v88, 0xffff0000, v89
	v_bfe_u32 v89, v107, 16, 1                          ; round to bf16
	v_add3_u32 v90, v107, v89, s5
	v_cmp_u_f32 s[16:17], v107, v107
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v90, v89, s[16:17]
	v_and_b32 v89, 0xffff0000, v90
	v_bfe_u32 v90, v108, 16, 1                          ; round to bf16
	v_add3_u32 v91, v108, v90, s5
	v_cmp_u_f32 s[16:17], v108, v108
	v_mov_b32 v90, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v91, v91, v90, s[16:17]
	v_and_b32 v90, 0xffff0000, v91
	v_bfe_u32 v91, v109, 16, 1                          ; round to bf16
	v_add3_u32 v92, v109, v91, s5
	v_cmp_u_f32 s[16:17], v109, v109
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v92, v91, s[16:17]
	v_and_b32 v91, 0xffff0000, v92
	v_bfe_u32 v92, v110, 16, 1                          ; round to bf16
	v_add3_u32 v93, v110, v92, s5
	v_cmp_u_f32 s[16:17], v110, v110
	v_mov_b32 v92, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v93, v93, v92, s[16:17]
	v_and_b32 v92, 0xffff0000, v93
	v_bfe_u32 v93, v111, 16, 1                          ; round to bf16
	v_add3_u32 v94, v111, v93, s5
	v_cmp_u_f32 s[16:17], v111, v111
	v_mov_b32 v93, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v94, v94, v93, s[16:17]
	v_and_b32 v93, 0xffff0000, v94
	v_bfe_u32 v94, v112, 16, 1                          ; round to bf16
	v_add3_u32 v95, v112, v94, s5
	v_cmp_u_f32 s[16:17], v112, v112
	v_mov_b32 v94, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v95, v95, v94, s[16:17]
	v_and_b32 v94, 0xffff0000, v95
	v_bfe_u32 v95, v113, 16, 1                          ; round to bf16
	v_add3_u32 v96, v113, v95, s5
	v_cmp_u_f32 s[16:17], v113, v113
	v_mov_b32 v95, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v96, v96, v95, s[16:17]
	v_and_b32 v95, 0xffff0000, v96
	v_bfe_u32 v96, v114, 16, 1                          ; round to bf16
	v_add3_u32 v97, v114, v96, s5
	v_cmp_u_f32 s[16:17], v114, v114
	v_mov_b32 v96, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v97, v97, v96, s[16:17]
	v_and_b32 v96, 0xffff0000, v97
	v_bfe_u32 v97, v4, 16, 1                            ; round to bf16
	v_add3_u32 v98, v4, v97, s5
	v_cmp_u_f32 s[16:17], v4, v4
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v98, v97, s[16:17]
	v_and_b32 v97, 0xffff0000, v98
	v_cndmask_b32 v98, 0, v82, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v82, 16, v98
	ds_write_b16 v16, v82 offset:18944                  ; B operand of the product: stage
	v_cndmask_b32 v82, 0, v83, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v83, 16, v82
	ds_write_b16 v16, v83 offset:18946                  ; B operand of the product: stage
	v_cndmask_b32 v82, 0, v84, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v83, 16, v82
	ds_write_b16 v16, v83 offset:18948                  ; B operand of the product: stage
	v_cndmask_b32 v82, 0, v85, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v83, 16, v82
	ds_write_b16 v16, v83 offset:18950                  ; B operand of the product: stage
	v_cndmask_b32 v82, 0, v86, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v83, 16, v82
	ds_write_b16 v16, v83 offset:18960                  ; B operand of the product: stage
	v_cndmask_b32 v82, 0, v87, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v83, 16, v82
	ds_write_b16 v16, v83 offset:18962                  ; B operand of the product: stage
	v_cndmask_b32 v82, 0, v88, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v83, 16, v82
	ds_write_b16 v16, v83 offset:18964                  ; B operand of the product: stage
	v_cndmask_b32 v82, 0, v89, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v83, 16, v82
	ds_write_b16 v16, v83 offset:18966                  ; B operand of the product: stage
	v_cndmask_b32 v82, 0, v90, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v83, 16, v82
	ds_write_b16 v16, v83 offset:18976                  ; B operand of the product: stage
	v_cndmask_b32 v82, 0, v91, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v83, 16, v82
	ds_write_b16 v16, v83 offset:18978                  ; B operand of the product: stage
	v_cndmask_b32 v82, 0, v92, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v83, 16, v82
	ds_write_b16 v16, v83 offset:18980                  ; B operand of the product: stage
	v_cndmask_b32 v82, 0, v93, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v83, 16, v82
	ds_write_b16 v16, v83 offset:18982                  ; B operand of the product: stage
	v_cndmask_b32 v82, 0, v94, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v83, 16, v82
	ds_write_b16 v16, v83 offset:18992                  ; B operand of the product: stage
	v_cndmask_b32 v82, 0, v95, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v83, 16, v82
	ds_write_b16 v16, v83 offset:18994                  ; B operand of the product: stage
	v_cndmask_b32 v82, 0, v96, s[62:63]                 ; absent elements add nothing
	v_lshrrev_b32 v83, 16, v82
	ds_write_b16 v16, v83 offset:18996                  ; B operand of the product: stage
	v_cndmask_b32 v82, 0, v97, s[64:65]                 ; absent elements add nothing
	v_lshrrev_b32 v83, 16, v82
	ds_write_b16 v16, v83 offset:18998                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[82:85], v15 offset:18944             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[86:89], v11                          ; A fragment 0, k-steps 0..1
	ds_read_b128 v[90:93], v11 offset:4608              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[86:87], v[82:83], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[90:91], v[82:83], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[88:89], v[84:85], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[92:93], v[84:85], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[82:85], v15 offset:18976             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[86:89], v11 offset:32                ; A fragment 0, k-steps 2..3
	ds_read_b128 v[90:93], v11 offset:4640              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[86:87], v[82:83], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[90:91], v[82:83], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[88:89], v[84:85], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[92:93], v[84:85], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[82:85], v15 offset:19008             ; B fragment 0, k-steps 4..5
	ds_read_b128 v[86:89], v11 offset:64                ; A fragment 0, k-steps 4..5
	ds_read_b128 v[90:93], v11 offset:4672              ; A fragment 1, k-steps 4..5
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[86:87], v[82:83], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[90:91], v[82:83], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[88:89], v[84:85], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[92:93], v[84:85], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	ds_read_b128 v[82:85], v15 offset:19040             ; B fragment 0, k-steps 6..7
	ds_read_b128 v[86:89], v11 offset:96                ; A fragment 0, k-steps 6..7
	ds_read_b128 v[90:93], v11 offset:4704              ; A fragment 1, k-steps 6..7
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[86:87], v[82:83], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[90:91], v[82:83], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[88:89], v[84:85], v[50:65] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[92:93], v[84:85], v[66:81] ; examples/attention_gqa.kgen:20: mfma 32x32x8
	v_mul_f32 v82, v3, v7                               ; examples/attention_gqa.kgen:19
	v_cndmask_b32 v7, 0, v100, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v83, 0, v101, s[36:37]                ; absent elements contribute the identity
	v_cndmask_b32 v84, 0, v102, s[38:39]                ; absent elements contribute the identity
	v_cndmask_b32 v85, 0, v103, s[40:41]                ; absent elements contribute the identity
	v_cndmask_b32 v86, 0, v104, s[42:43]                ; absent elements contribute the identity
	v_cndmask_b32 v87, 0, v105, s[44:45]                ; absent elements contribute the identity
	v_cndmask_b32 v88, 0, v106, s[46:47]                ; absent elements contribute the identity
	v_cndmask_b32 v89, 0, v107, s[48:49]                ; absent elements contribute the identity
	v_cndmask_b32 v90, 0, v108, s[50:51]                ; absent elements contribute the identity
	v_cndmask_b32 v91, 0, v109, s[52:53]                ; absent elements contribute the identity
	v_cndmask_b32 v92, 0, v110, s[54:55]                ; absent elements contribute the identity
	v_cndmask_b32 v93, 0, v111, s[56:57]                ; absent elements contribute the identity
	v_cndmask_b32 v94, 0, v112, s[58:59]                ; absent elements contribute the identity
	v_cndmask_b32 v95, 0, v113, s[60:61]                ; absent elements contribute the identity
	v_cndmask_b32 v96, 0, v114, s[62:63]                ; absent elements contribute the identity
	v_cndmask_b32 v97, 0, v4, s[64:65]                  ; absent elements contribute the identity
	v_add_f32 v4, v7, v83                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v4, v84                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v7, v85                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v4, v86                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v7, v87                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v4, v88                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v7, v89                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v4, v90                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v7, v91                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v4, v92                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v7, v93                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v4, v94                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v7, v95                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v4, v96                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v7, v97                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_and_b32 v7, 63, v0                                ; sum over 'tt' (examples/attention_gqa.kgen:19): lanes 32 apart
	v_xor_b32 v7, 32, v7
	v_lshlrev_b32 v7, 2, v7
	ds_bpermute_b32 v83, v7, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v4, v83
	s_and_saveexec_b64 s[16:17], s[10:11]               ; lanes where %vpred_286
	ds_write_b32 v12, v7 offset:36352                   ; sum over 'tt' (examples/attention_gqa.kgen:19): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v14 offset:36352                    ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 0
	ds_read_b32 v7, v14 offset:36608                    ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v83, v4, v7
	v_add_f32 v4, v82, v83                              ; examples/attention_gqa.kgen:19
	v_mov_b32 v3, v4                                    ; next 'l'
	v_mov_b32 v1, v17                                   ; next 'mx'
	s_add_u32 s14, s14, 64
	s_cmp_lt_u32 s14, s18
	s_cbranch_scc1 .Lattention_gqa_loop3
.Lattention_gqa_loop3_end:
	v_mov_b32 v1, 1.0                                   ; examples/attention_gqa.kgen:23
	v_div_scale_f32 v4, s[6:7], v3, v3, v1
	v_rcp_f32 v5, v4
	v_div_scale_f32 v6, vcc, v1, v3, v1
	v_fma_f32 v7, -v4, v5, 1.0
	v_fma_f32 v5, v7, v5, v5
	v_mul_f32 v8, v6, v5
	v_fma_f32 v7, -v4, v8, v6
	v_fma_f32 v8, v7, v5, v8
	v_fma_f32 v7, -v4, v8, v6
	v_div_fmas_f32 v7, v7, v5, v8
	v_div_fixup_f32 v4, v7, v3, v1
	v_mul_f32 v1, v50, v4                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v3, v51, v4                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v5, v52, v4                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v6, v53, v4                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v7, v54, v4                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v8, v55, v4                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v9, v56, v4                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v10, v57, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v11, v58, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v12, v59, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v13, v60, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v14, v61, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v15, v62, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v16, v63, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v17, v64, v4                              ; examples/attention_gqa.kgen:23
	s_waitcnt vmcnt(7)
	v_mul_f32 v18, v65, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v19, v66, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v20, v67, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v21, v68, v4                              ; examples/attention_gqa.kgen:23
	s_waitcnt vmcnt(6)
	v_mul_f32 v22, v69, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v23, v70, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v24, v71, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v25, v72, v4                              ; examples/attention_gqa.kgen:23
	s_waitcnt vmcnt(5)
	v_mul_f32 v26, v73, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v27, v74, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v28, v75, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v29, v76, v4                              ; examples/attention_gqa.kgen:23
	s_waitcnt vmcnt(4)
	v_mul_f32 v30, v77, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v31, v78, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v32, v79, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v33, v80, v4                              ; examples/attention_gqa.kgen:23
	s_waitcnt vmcnt(3)
	v_mul_f32 v34, v81, v4                              ; examples/attention_gqa.kgen:23
	v_bfe_u32 v4, v1, 16, 1
	v_add3_u32 v35, v1, v4, s5
	v_cmp_u_f32 s[6:7], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v35, v35, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v35
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9]                   ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v3, 16, 1
	v_add3_u32 v4, v3, v1, s5
	v_cmp_u_f32 s[6:7], v3, v3
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v4
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:2          ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v3, v5, v1, s5
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:4          ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v3, v6, v1, s5
	v_cmp_u_f32 s[6:7], v6, v6
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:6          ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v3, v7, v1, s5
	v_cmp_u_f32 s[6:7], v7, v7
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:16         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v3, v8, v1, s5
	v_cmp_u_f32 s[6:7], v8, v8
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:18         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v3, v9, v1, s5
	v_cmp_u_f32 s[6:7], v9, v9
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:20         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v10, 16, 1
	v_add3_u32 v3, v10, v1, s5
	v_cmp_u_f32 s[6:7], v10, v10
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:22         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v11, 16, 1
	v_add3_u32 v3, v11, v1, s5
	v_cmp_u_f32 s[6:7], v11, v11
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:32         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v12, 16, 1
	v_add3_u32 v3, v12, v1, s5
	v_cmp_u_f32 s[6:7], v12, v12
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:34         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v13, 16, 1
	v_add3_u32 v3, v13, v1, s5
	v_cmp_u_f32 s[6:7], v13, v13
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:36         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v14, 16, 1
	v_add3_u32 v3, v14, v1, s5
	v_cmp_u_f32 s[6:7], v14, v14
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:38         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v15, 16, 1
	v_add3_u32 v3, v15, v1, s5
	v_cmp_u_f32 s[6:7], v15, v15
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:48         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v16, 16, 1
	v_add3_u32 v3, v16, v1, s5
	v_cmp_u_f32 s[6:7], v16, v16
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:50         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v17, 16, 1
	v_add3_u32 v3, v17, v1, s5
	v_cmp_u_f32 s[6:7], v17, v17
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:52         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v18, 16, 1
	v_add3_u32 v3, v18, v1, s5
	v_cmp_u_f32 s[6:7], v18, v18
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:54         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v19, 16, 1
	v_add3_u32 v3, v19, v1, s5
	v_cmp_u_f32 s[6:7], v19, v19
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:64         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v20, 16, 1
	v_add3_u32 v3, v20, v1, s5
	v_cmp_u_f32 s[6:7], v20, v20
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:66         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v21, 16, 1
	v_add3_u32 v3, v21, v1, s5
	v_cmp_u_f32 s[6:7], v21, v21
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:68         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v22, 16, 1
	v_add3_u32 v3, v22, v1, s5
	v_cmp_u_f32 s[6:7], v22, v22
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:70         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v23, 16, 1
	v_add3_u32 v3, v23, v1, s5
	v_cmp_u_f32 s[6:7], v23, v23
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:80         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v24, 16, 1
	v_add3_u32 v3, v24, v1, s5
	v_cmp_u_f32 s[6:7], v24, v24
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:82         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v25, 16, 1
	v_add3_u32 v3, v25, v1, s5
	v_cmp_u_f32 s[6:7], v25, v25
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:84         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v26, 16, 1
	v_add3_u32 v3, v26, v1, s5
	v_cmp_u_f32 s[6:7], v26, v26
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:86         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v27, 16, 1
	v_add3_u32 v3, v27, v1, s5
	v_cmp_u_f32 s[6:7], v27, v27
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:96         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v28, 16, 1
	v_add3_u32 v3, v28, v1, s5
	v_cmp_u_f32 s[6:7], v28, v28
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:98         ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v29, 16, 1
	v_add3_u32 v3, v29, v1, s5
	v_cmp_u_f32 s[6:7], v29, v29
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:100        ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v30, 16, 1
	v_add3_u32 v3, v30, v1, s5
	v_cmp_u_f32 s[6:7], v30, v30
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:102        ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v31, 16, 1
	v_add3_u32 v3, v31, v1, s5
	v_cmp_u_f32 s[6:7], v31, v31
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:112        ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v32, 16, 1
	v_add3_u32 v3, v32, v1, s5
	v_cmp_u_f32 s[6:7], v32, v32
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:114        ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v33, 16, 1
	v_add3_u32 v3, v33, v1, s5
	v_cmp_u_f32 s[6:7], v33, v33
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:116        ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v34, 16, 1
	v_add3_u32 v3, v34, v1, s5
	v_cmp_u_f32 s[6:7], v34, v34
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1162
	global_store_short v2, v1, s[8:9] offset:118        ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
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
;   'q' (34:29), the same in every step of the loop over 'tt': held in registers, each lane's fragments loaded once before the loop (no shared memory)
;   for tt in t: ends where the mask at 34:13 hides every later 'tt' from this program (tt <= s): min(T, last visible + 1)
; resources: 136 VGPRs, 0 AGPRs, 74 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 36864 bytes LDS, 52 bytes of arguments, 256 threads
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
	v_and_b32 v2, 31, v1
	v_lshrrev_b32 v3, 7, v1
	v_lshlrev_b32 v4, 5, v3
	v_or_b32 v3, v2, v4                                 ; thread's 'r' coordinate
	v_lshrrev_b32 v4, 5, v1
	v_and_b32 v5, 1, v4
	v_lshlrev_b32 v4, 3, v5
	v_lshlrev_b32 v6, 2, v5
	v_lshrrev_b32 v5, 6, v1
	v_and_b32 v7, 1, v5
	v_lshlrev_b32 v5, 5, v7
	v_or_b32 v8, v6, v5                                 ; thread's 'tt' coordinate
	s_mul_i32 s8, 0x80, s18                             ; a stride of 'k'
	v_lshrrev_b32 v9, 4, v1
	v_mov_b32 v10, 0x80
	v_mul_lo_u32 v11, v10, v9
	v_and_b32 v10, 15, v1
	v_lshlrev_b32 v12, 3, v10
	v_add_u32 v10, v11, v12
	v_lshlrev_b32 v11, 1, v10                           ; thread's byte offset in a chunk of 'k'
	s_mul_i32 s30, s22, s8
	s_mul_hi_u32 s31, s22, s8
	s_lshl_b64 s[8:9], s[30:31], 1
	s_add_u32 s30, s10, s8                              ; 'k' at this program
	s_addc_u32 s31, s11, s9
	v_mov_b32 v10, 0x88
	v_mul_lo_u32 v13, v10, v9
	v_add_u32 v10, v13, v12
	v_lshlrev_b32 v13, 1, v10                           ; thread's place in opa0
	v_or_b32 v10, v2, v5                                ; thread's 'r' coordinate
	v_mov_b32 v5, 0x88
	v_mul_lo_u32 v14, v5, v10
	v_add_u32 v5, v14, v4
	v_lshlrev_b32 v10, 1, v5                            ; thread's M-fragment place
	v_mul_lo_u32 v5, 64, v7
	v_add_u32 v14, v5, v3
	v_lshlrev_b32 v5, 2, v14
	v_lshlrev_b32 v14, 2, v3
	v_and_b32 v15, 32, v1
	v_cmp_eq_u32 s[10:11], v15, 0                       ; one lane per warp group and element publishes
	s_add_u32 s32, s12, s8                              ; 'v' at this program
	s_addc_u32 s33, s13, s9
	v_mov_b32 v1, 0x48
	v_mul_lo_u32 v15, v1, v12
	v_add_u32 v1, v15, v9
	v_lshlrev_b32 v12, 1, v1                            ; thread's place in opa0
	v_lshlrev_b32 v1, 6, v7
	v_or_b32 v7, v2, v1                                 ; thread's 'r' coordinate
	v_mov_b32 v2, 0x48
	v_mul_lo_u32 v15, v2, v7
	v_add_u32 v2, v15, v4
	v_lshlrev_b32 v7, 1, v2                             ; thread's M-fragment place
	v_mov_b32 v2, 0x48
	v_mul_lo_u32 v15, v2, v3
	v_add_u32 v2, v15, v8
	v_lshlrev_b32 v16, 1, v2                            ; thread's place in opb2
	v_add_u32 v2, v15, v4
	v_lshlrev_b32 v15, 1, v2                            ; thread's N-fragment place
	v_mov_b32 v2, 0x80
	v_mul_lo_u32 v17, v2, v3
	v_or_b32 v2, v6, v1                                 ; thread's 'd' coordinate
	v_add_u32 v1, v17, v2
	v_lshlrev_b32 v2, 1, v1                             ; thread's byte offset in a chunk of 'o_causal'
	s_add_u32 s8, s14, s16                              ; 'o_causal' at this program
	s_addc_u32 s9, s15, s17
	s_add_u32 s12, s8, s24                              ; 'o_causal' at this program
	s_addc_u32 s13, s9, s25
	s_add_u32 s8, s12, s28                              ; 'o_causal' at this program
	s_addc_u32 s9, s13, s29
	s_cmp_eq_u32 s23, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_gqa_causal_if0_else
	v_mov_b32 v1, 0x80
	v_mul_lo_u32 v6, v1, v3
	v_add_u32 v1, v6, v4
	v_lshlrev_b32 v6, 1, v1                             ; thread's fragments in 'q'
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	global_load_dwordx4 v[18:21], v6, s[26:27]          ; examples/attention_gqa.kgen:34: 'q' fragments 0, k-steps 0..1, held
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	global_load_dwordx4 v[22:25], v6, s[26:27] offset:32 ; examples/attention_gqa.kgen:34: 'q' fragments 0, k-steps 2..3, held
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	global_load_dwordx4 v[26:29], v6, s[26:27] offset:64 ; examples/attention_gqa.kgen:34: 'q' fragments 0, k-steps 4..5, held
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	global_load_dwordx4 v[30:33], v6, s[26:27] offset:96 ; examples/attention_gqa.kgen:34: 'q' fragments 0, k-steps 6..7, held
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	global_load_dwordx4 v[34:37], v6, s[26:27] offset:128 ; examples/attention_gqa.kgen:34: 'q' fragments 0, k-steps 8..9, held
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	global_load_dwordx4 v[38:41], v6, s[26:27] offset:160 ; examples/attention_gqa.kgen:34: 'q' fragments 0, k-steps 10..11, held
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	global_load_dwordx4 v[42:45], v6, s[26:27] offset:192 ; examples/attention_gqa.kgen:34: 'q' fragments 0, k-steps 12..13, held
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	global_load_dwordx4 v[46:49], v6, s[26:27] offset:224 ; examples/attention_gqa.kgen:34: 'q' fragments 0, k-steps 14..15, held
	v_add_f32 v1, 0, 0                                  ; examples/attention_gqa.kgen:32
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
	v_mov_b32 v70, v1                                   ; loop-carried 'acc'
	v_mov_b32 v71, v1                                   ; loop-carried 'acc'
	v_mov_b32 v72, v1                                   ; loop-carried 'acc'
	v_mov_b32 v73, v1                                   ; loop-carried 'acc'
	v_mov_b32 v74, v1                                   ; loop-carried 'acc'
	v_mov_b32 v75, v1                                   ; loop-carried 'acc'
	v_mov_b32 v76, v1                                   ; loop-carried 'acc'
	v_mov_b32 v77, v1                                   ; loop-carried 'acc'
	v_mov_b32 v78, v1                                   ; loop-carried 'acc'
	v_mov_b32 v79, v1                                   ; loop-carried 'acc'
	v_mov_b32 v80, v1                                   ; loop-carried 'acc'
	v_mov_b32 v81, v1                                   ; loop-carried 'acc'
	v_mov_b32 v6, v1                                    ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:30
	v_add_f32 v82, v1, 0
	v_mov_b32 v1, v82                                   ; loop-carried 'mx'
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
	v_add_u32 v82, s19, v3
	v_add_u32 v83, 0, v82                               ; index along 's' (examples/attention_gqa.kgen:34)
	v_add_u32 v82, s14, v8
	v_add_u32 v84, 0, v82                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v85, 1, v82                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v86, 2, v82                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v87, 3, v82                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v88, 8, v82                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v89, 9, v82                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v90, 10, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v91, 11, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v92, 16, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v93, 17, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v94, 18, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v95, 19, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v96, 24, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v97, 25, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v98, 26, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v99, 27, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_cmp_ge_i32 s[16:17], v83, v84                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[24:25], v83, v85                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[28:29], v83, v86                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[34:35], v83, v87                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[36:37], v83, v88                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[38:39], v83, v89                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[40:41], v83, v90                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[42:43], v83, v91                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[44:45], v83, v92                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[46:47], v83, v93                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[48:49], v83, v94                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[50:51], v83, v95                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[52:53], v83, v96                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[54:55], v83, v97                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[56:57], v83, v98                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[58:59], v83, v99                     ; examples/attention_gqa.kgen:34
	s_mul_i32 s60, s14, 0x80
	s_mul_hi_u32 s61, s14, 0x80
	s_lshl_b64 s[62:63], s[60:61], 1
	s_add_u32 s60, s30, s62                             ; 'k' at this chunk
	s_addc_u32 s61, s31, s63
	global_load_dwordx4 v[82:85], v11, s[60:61]         ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v82
	v_and_b32 v87, 0xffff0000, v82
	v_lshlrev_b32 v88, 16, v83
	v_and_b32 v89, 0xffff0000, v83
	v_lshlrev_b32 v90, 16, v84
	v_and_b32 v91, 0xffff0000, v84
	v_lshlrev_b32 v92, 16, v85
	v_and_b32 v93, 0xffff0000, v85
	v_add_u32 v82, 0x1000, v11                          ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	global_load_dwordx4 v[94:97], v82, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v94
	v_and_b32 v83, 0xffff0000, v94
	v_lshlrev_b32 v84, 16, v95
	v_and_b32 v85, 0xffff0000, v95
	v_lshlrev_b32 v98, 16, v96
	v_and_b32 v99, 0xffff0000, v96
	v_lshlrev_b32 v100, 16, v97
	v_and_b32 v101, 0xffff0000, v97
	v_add_u32 v94, 0x2000, v11                          ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	global_load_dwordx4 v[102:105], v94, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v94, 16, v102
	v_and_b32 v95, 0xffff0000, v102
	v_lshlrev_b32 v96, 16, v103
	v_and_b32 v97, 0xffff0000, v103
	v_lshlrev_b32 v106, 16, v104
	v_and_b32 v107, 0xffff0000, v104
	v_lshlrev_b32 v108, 16, v105
	v_and_b32 v109, 0xffff0000, v105
	v_add_u32 v102, 0x3000, v11                         ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	global_load_dwordx4 v[110:113], v102, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v102, 16, v110
	v_and_b32 v103, 0xffff0000, v110
	v_lshlrev_b32 v104, 16, v111
	v_and_b32 v105, 0xffff0000, v111
	v_lshlrev_b32 v114, 16, v112
	v_and_b32 v115, 0xffff0000, v112
	v_lshlrev_b32 v116, 16, v113
	v_and_b32 v117, 0xffff0000, v113
	v_lshrrev_b32 v110, 16, v86
	ds_write_b16 v13, v110                              ; A operand of the product: stage
	v_lshrrev_b32 v86, 16, v87
	ds_write_b16 v13, v86 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v86, 16, v88
	ds_write_b16 v13, v86 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v86, 16, v89
	ds_write_b16 v13, v86 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v86, 16, v90
	ds_write_b16 v13, v86 offset:8                      ; A operand of the product: stage
	v_lshrrev_b32 v86, 16, v91
	ds_write_b16 v13, v86 offset:10                     ; A operand of the product: stage
	v_lshrrev_b32 v86, 16, v92
	ds_write_b16 v13, v86 offset:12                     ; A operand of the product: stage
	v_lshrrev_b32 v86, 16, v93
	ds_write_b16 v13, v86 offset:14                     ; A operand of the product: stage
	v_lshrrev_b32 v86, 16, v82
	ds_write_b16 v13, v86 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v83
	ds_write_b16 v13, v82 offset:4354                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v84
	ds_write_b16 v13, v82 offset:4356                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v85
	ds_write_b16 v13, v82 offset:4358                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v98
	ds_write_b16 v13, v82 offset:4360                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v99
	ds_write_b16 v13, v82 offset:4362                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v100
	ds_write_b16 v13, v82 offset:4364                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v101
	ds_write_b16 v13, v82 offset:4366                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v94
	ds_write_b16 v13, v82 offset:8704                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v95
	ds_write_b16 v13, v82 offset:8706                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v96
	ds_write_b16 v13, v82 offset:8708                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v97
	ds_write_b16 v13, v82 offset:8710                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v106
	ds_write_b16 v13, v82 offset:8712                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v107
	ds_write_b16 v13, v82 offset:8714                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v108
	ds_write_b16 v13, v82 offset:8716                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v109
	ds_write_b16 v13, v82 offset:8718                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v102
	ds_write_b16 v13, v82 offset:13056                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v103
	ds_write_b16 v13, v82 offset:13058                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v104
	ds_write_b16 v13, v82 offset:13060                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v105
	ds_write_b16 v13, v82 offset:13062                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v114
	ds_write_b16 v13, v82 offset:13064                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v115
	ds_write_b16 v13, v82 offset:13066                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v116
	ds_write_b16 v13, v82 offset:13068                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v117
	ds_write_b16 v13, v82 offset:13070                  ; A operand of the product: stage
	v_mov_b32 v82, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v84, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v85, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v86, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v87, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v88, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v89, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v90, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v91, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v92, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v93, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v94, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v95, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v96, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v97, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[98:101], v10                         ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[18:19], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[20:21], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:32               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[22:23], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[24:25], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:64               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[26:27], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[28:29], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:96               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[30:31], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[32:33], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:128              ; A fragment 0, k-steps 8..9
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[34:35], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[36:37], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:160              ; A fragment 0, k-steps 10..11
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[38:39], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[40:41], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:192              ; A fragment 0, k-steps 12..13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[42:43], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[44:45], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:224              ; A fragment 0, k-steps 14..15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[46:47], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[48:49], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mul_f32 v98, s7, v82                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v99, s7, v83                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v100, s7, v84                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v101, s7, v85                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v102, s7, v86                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v103, s7, v87                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v104, s7, v88                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v105, s7, v89                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v106, s7, v90                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v107, s7, v91                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v108, s7, v92                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v109, s7, v93                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v110, s7, v94                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v111, s7, v95                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v112, s7, v96                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v113, s7, v97                             ; examples/attention_gqa.kgen:34
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v83, v82, v98, s[16:17]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v84, v82, v99, s[24:25]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v85, v82, v100, s[28:29]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v86, v82, v101, s[34:35]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v87, v82, v102, s[36:37]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v88, v82, v103, s[38:39]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v89, v82, v104, s[40:41]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v90, v82, v105, s[42:43]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v91, v82, v106, s[44:45]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v92, v82, v107, s[46:47]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v93, v82, v108, s[48:49]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v94, v82, v109, s[50:51]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v95, v82, v110, s[52:53]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v96, v82, v111, s[54:55]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v97, v82, v112, s[56:57]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v98, v82, v113, s[58:59]
	v_max_f32 v82, v83, v84                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v83, v84
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v85                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v85
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v86                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v86
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v87                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v87
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v88                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v88
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v89                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v89
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v90                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v90
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v91                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v91
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v92                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v92
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v93                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v93
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v94                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v94
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v95                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v95
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v96                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v96
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v97                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v97
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v98                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v98
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_and_b32 v82, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:35): lanes 32 apart
	v_xor_b32 v82, 32, v82
	v_lshlrev_b32 v82, 2, v82
	ds_bpermute_b32 v99, v82, v100
	s_waitcnt lgkmcnt(0)
	v_max_f32 v82, v100, v99
	v_cmp_u_f32 s[16:17], v100, v99
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	s_and_saveexec_b64 s[16:17], s[10:11]               ; lanes where %vpred_363
	ds_write_b32 v5, v100 offset:18432                  ; max over 'tt' (examples/attention_gqa.kgen:35): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v82, v14 offset:18432                   ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 0
	ds_read_b32 v99, v14 offset:18688                   ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v100, v82, v99
	v_cmp_u_f32 s[16:17], v82, v99
	v_mov_b32 v82, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v99, v100, v82, s[16:17]
	v_max_f32 v82, v1, v99                              ; examples/attention_gqa.kgen:35
	v_cmp_u_f32 s[16:17], v1, v99
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_sub_f32 v82, v1, v100                             ; examples/attention_gqa.kgen:37
	v_mul_f32 v99, 0x3fb8aa3b, v82                      ; examples/attention_gqa.kgen:37
	v_exp_f32 v82, v99                                  ; examples/attention_gqa.kgen:37
	s_nop 0
	v_mul_f32 v99, v50, v82                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v101, v51, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v102, v52, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v103, v53, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v104, v54, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v105, v55, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v106, v56, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v107, v57, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v108, v58, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v109, v59, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v110, v60, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v111, v61, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v112, v62, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v113, v63, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v114, v64, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v115, v65, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v116, v66, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v117, v67, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v118, v68, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v119, v69, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v120, v70, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v121, v71, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v122, v72, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v123, v73, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v124, v74, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v125, v75, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v126, v76, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v127, v77, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v128, v78, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v129, v79, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v130, v80, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v131, v81, v82                            ; examples/attention_gqa.kgen:39
	v_mov_b32 v50, v99                                  ; 'acc' scaled in place
	v_mov_b32 v51, v101                                 ; 'acc' scaled in place
	v_mov_b32 v52, v102                                 ; 'acc' scaled in place
	v_mov_b32 v53, v103                                 ; 'acc' scaled in place
	v_mov_b32 v54, v104                                 ; 'acc' scaled in place
	v_mov_b32 v55, v105                                 ; 'acc' scaled in place
	v_mov_b32 v56, v106                                 ; 'acc' scaled in place
	v_mov_b32 v57, v107                                 ; 'acc' scaled in place
	v_mov_b32 v58, v108                                 ; 'acc' scaled in place
	v_mov_b32 v59, v109                                 ; 'acc' scaled in place
	v_mov_b32 v60, v110                                 ; 'acc' scaled in place
	v_mov_b32 v61, v111                                 ; 'acc' scaled in place
	v_mov_b32 v62, v112                                 ; 'acc' scaled in place
	v_mov_b32 v63, v113                                 ; 'acc' scaled in place
	v_mov_b32 v64, v114                                 ; 'acc' scaled in place
	v_mov_b32 v65, v115                                 ; 'acc' scaled in place
	v_mov_b32 v66, v116                                 ; 'acc' scaled in place
	v_mov_b32 v67, v117                                 ; 'acc' scaled in place
	v_mov_b32 v68, v118                                 ; 'acc' scaled in place
	v_mov_b32 v69, v119                                 ; 'acc' scaled in place
	v_mov_b32 v70, v120                                 ; 'acc' scaled in place
	v_mov_b32 v71, v121                                 ; 'acc' scaled in place
	v_mov_b32 v72, v122                                 ; 'acc' scaled in place
	v_mov_b32 v73, v123                                 ; 'acc' scaled in place
	v_mov_b32 v74, v124                                 ; 'acc' scaled in place
	v_mov_b32 v75, v125                                 ; 'acc' scaled in place
	v_mov_b32 v76, v126                                 ; 'acc' scaled in place
	v_mov_b32 v77, v127                                 ; 'acc' scaled in place
	v_mov_b32 v78, v128                                 ; 'acc' scaled in place
	v_mov_b32 v79, v129                                 ; 'acc' scaled in place
	v_mov_b32 v80, v130                                 ; 'acc' scaled in place
	v_mov_b32 v81, v131                                 ; 'acc' scaled in place
	s_add_u32 s16, s32, s62                             ; 'v' at this chunk
	s_addc_u32 s17, s33, s63
	global_load_dwordx4 v[102:105], v11, s[16:17]       ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v99, 16, v102
	v_and_b32 v101, 0xffff0000, v102
	v_lshlrev_b32 v106, 16, v103
	v_and_b32 v107, 0xffff0000, v103
	v_lshlrev_b32 v108, 16, v104
	v_and_b32 v109, 0xffff0000, v104
	v_lshlrev_b32 v110, 16, v105
	v_and_b32 v111, 0xffff0000, v105
	v_add_u32 v102, 0x1000, v11                         ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	global_load_dwordx4 v[112:115], v102, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v102, 16, v112
	v_and_b32 v103, 0xffff0000, v112
	v_lshlrev_b32 v104, 16, v113
	v_and_b32 v105, 0xffff0000, v113
	v_lshlrev_b32 v116, 16, v114
	v_and_b32 v117, 0xffff0000, v114
	v_lshlrev_b32 v118, 16, v115
	v_and_b32 v119, 0xffff0000, v115
	v_add_u32 v112, 0x2000, v11                         ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	global_load_dwordx4 v[120:123], v112, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v112, 16, v120
	v_and_b32 v113, 0xffff0000, v120
	v_lshlrev_b32 v114, 16, v121
	v_and_b32 v115, 0xffff0000, v121
	v_lshlrev_b32 v124, 16, v122
	v_and_b32 v125, 0xffff0000, v122
	v_lshlrev_b32 v126, 16, v123
	v_and_b32 v127, 0xffff0000, v123
	v_add_u32 v120, 0x3000, v11                         ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	global_load_dwordx4 v[128:131], v120, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v120, 16, v128
	v_and_b32 v121, 0xffff0000, v128
	v_lshlrev_b32 v122, 16, v129
	v_and_b32 v123, 0xffff0000, v129
	v_lshlrev_b32 v132, 16, v130
	v_and_b32 v133, 0xffff0000, v130
	v_lshlrev_b32 v134, 16, v131
	v_and_b32 v135, 0xffff0000, v131
	v_lshrrev_b32 v128, 16, v99
	ds_write_b16 v12, v128                              ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v101
	ds_write_b16 v12, v99 offset:144                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v106
	ds_write_b16 v12, v99 offset:288                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v107
	ds_write_b16 v12, v99 offset:432                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v108
	ds_write_b16 v12, v99 offset:576                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v109
	ds_write_b16 v12, v99 offset:720                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v110
	ds_write_b16 v12, v99 offset:864                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v111
	ds_write_b16 v12, v99 offset:1008                   ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v102
	ds_write_b16 v12, v99 offset:32                     ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v103
	ds_write_b16 v12, v99 offset:176                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v104
	ds_write_b16 v12, v99 offset:320                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v105
	ds_write_b16 v12, v99 offset:464                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v116
	ds_write_b16 v12, v99 offset:608                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v117
	ds_write_b16 v12, v99 offset:752                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v118
	ds_write_b16 v12, v99 offset:896                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v119
	ds_write_b16 v12, v99 offset:1040                   ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v112
	ds_write_b16 v12, v99 offset:64                     ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v113
	ds_write_b16 v12, v99 offset:208                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v114
	ds_write_b16 v12, v99 offset:352                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v115
	ds_write_b16 v12, v99 offset:496                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v124
	ds_write_b16 v12, v99 offset:640                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v125
	ds_write_b16 v12, v99 offset:784                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v126
	ds_write_b16 v12, v99 offset:928                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v127
	ds_write_b16 v12, v99 offset:1072                   ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v120
	ds_write_b16 v12, v99 offset:96                     ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v121
	ds_write_b16 v12, v99 offset:240                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v122
	ds_write_b16 v12, v99 offset:384                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v123
	ds_write_b16 v12, v99 offset:528                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v132
	ds_write_b16 v12, v99 offset:672                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v133
	ds_write_b16 v12, v99 offset:816                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v134
	ds_write_b16 v12, v99 offset:960                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v135
	ds_write_b16 v12, v99 offset:1104                   ; A operand of the product: stage
	v_mul_f32 v99, 0xbfb8aa3b, v100                     ; -m log2 e of e^(x - m), once per m (examples/attention_gqa.kgen:36)
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v83, v101, v99
	v_exp_f32 v83, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v84, v101, v99
	v_exp_f32 v84, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v85, v101, v99
	v_exp_f32 v85, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v86, v101, v99
	v_exp_f32 v86, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v87, v101, v99
	v_exp_f32 v87, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v88, v101, v99
	v_exp_f32 v88, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v89, v101, v99
	v_exp_f32 v89, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v90, v101, v99
	v_exp_f32 v90, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v91, v101, v99
	v_exp_f32 v91, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v92, v101, v99
	v_exp_f32 v92, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v93, v101, v99
	v_exp_f32 v93, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v94, v101, v99
	v_exp_f32 v94, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v95, v101, v99
	v_exp_f32 v95, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v96, v101, v99
	v_exp_f32 v96, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v97, v101, v99
	v_exp_f32 v97, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v98, v101, v99
	v_exp_f32 v98, v102                                 ; examples/attention_gqa.kgen:36
	v_bfe_u32 v99, v83, 16, 1                           ; round to bf16
	v_add3_u32 v101, v83, v99, s5
	v_cmp_u_f32 s[16:17], v83, v83
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v101, v101, v99, s[16:17]
	v_and_b32 v99, 0xffff0000, v101
	v_bfe_u32 v101, v84, 16, 1                          ; round to bf16
	v_add3_u32 v102, v84, v101, s5
	v_cmp_u_f32 s[16:17], v84, v84
	v_mov_b32 v101, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v102, v102, v101, s[16:17]
	v_and_b32 v101, 0xffff0000, v102
	v_bfe_u32 v102, v85, 16, 1                          ; round to bf16
	v_add3_u32 v103, v85, v102, s5
	v_cmp_u_f32 s[16:17], v85, v85
	v_mov_b32 v102, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v103, v103, v102, s[16:17]
	v_and_b32 v102, 0xffff0000, v103
	v_bfe_u32 v103, v86, 16, 1                          ; round to bf16
	v_add3_u32 v104, v86, v103, s5
	v_cmp_u_f32 s[16:17], v86, v86
	v_mov_b32 v103, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v104, v103, s[16:17]
	v_and_b32 v103, 0xffff0000, v104
	v_bfe_u32 v104, v87, 16, 1                          ; round to bf16
	v_add3_u32 v105, v87, v104, s5
	v_cmp_u_f32 s[16:17], v87, v87
	v_mov_b32 v104, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v105, v105, v104, s[16:17]
	v_and_b32 v104, 0xffff0000, v105
	v_bfe_u32 v105, v88, 16, 1                          ; round to bf16
	v_add3_u32 v106, v88, v105, s5
	v_cmp_u_f32 s[16:17], v88, v88
	v_mov_b32 v105, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v106, v106, v105, s[16:17]
	v_and_b32 v105, 0xffff0000, v106
	v_bfe_u32 v106, v89, 16, 1                          ; round to bf16
	v_add3_u32 v107, v89, v106, s5
	v_cmp_u_f32 s[16:17], v89, v89
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v107, v106, s[16:17]
	v_and_b32 v106, 0xffff0000, v107
	v_bfe_u32 v107, v90, 16, 1                          ; round to bf16
	v_add3_u32 v108, v90, v107, s5
	v_cmp_u_f32 s[16:17], v90, v90
	v_mov_b32 v107, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v108, v108, v107, s[16:17]
	v_and_b32 v107, 0xffff0000, v108
	v_bfe_u32 v108, v91, 16, 1                          ; round to bf16
	v_add3_u32 v109, v91, v108, s5
	v_cmp_u_f32 s[16:17], v91, v91
	v_mov_b32 v108, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v109, v109, v108, s[16:17]
	v_and_b32 v108, 0xffff0000, v109
	v_bfe_u32 v109, v92, 16, 1                          ; round to bf16
	v_add3_u32 v110, v92, v109, s5
	v_cmp_u_f32 s[16:17], v92, v92
	v_mov_b32 v109, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v110, v110, v109, s[16:17]
	v_and_b32 v109, 0xffff0000, v110
	v_bfe_u32 v110, v93, 16, 1                          ; round to bf16
	v_add3_u32 v111, v93, v110, s5
	v_cmp_u_f32 s[16:17], v93, v93
	v_mov_b32 v110, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v111, v111, v110, s[16:17]
	v_and_b32 v110, 0xffff0000, v111
	v_bfe_u32 v111, v94, 16, 1                          ; round to bf16
	v_add3_u32 v112, v94, v111, s5
	v_cmp_u_f32 s[16:17], v94, v94
	v_mov_b32 v111, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v112, v112, v111, s[16:17]
	v_and_b32 v111, 0xffff0000, v112
	v_bfe_u32 v112, v95, 16, 1                          ; round to bf16
	v_add3_u32 v113, v95, v112, s5
	v_cmp_u_f32 s[16:17], v95, v95
	v_mov_b32 v112, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v113, v113, v112, s[16:17]
	v_and_b32 v112, 0xffff0000, v113
	v_bfe_u32 v113, v96, 16, 1                          ; round to bf16
	v_add3_u32 v114, v96, v113, s5
	v_cmp_u_f32 s[16:17], v96, v96
	v_mov_b32 v113, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v114, v114, v113, s[16:17]
	v_and_b32 v113, 0xffff0000, v114
	v_bfe_u32 v114, v97, 16, 1                          ; round to bf16
	v_add3_u32 v115, v97, v114, s5
	v_cmp_u_f32 s[16:17], v97, v97
	v_mov_b32 v114, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v115, v115, v114, s[16:17]
	v_and_b32 v114, 0xffff0000, v115
	v_bfe_u32 v115, v98, 16, 1                          ; round to bf16
	v_add3_u32 v116, v98, v115, s5
	v_cmp_u_f32 s[16:17], v98, v98
	v_mov_b32 v115, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v116, v116, v115, s[16:17]
	v_and_b32 v115, 0xffff0000, v116
	v_lshrrev_b32 v116, 16, v99
	ds_write_b16 v16, v116 offset:18944                 ; B operand of the product: stage
	v_lshrrev_b32 v99, 16, v101
	ds_write_b16 v16, v99 offset:18946                  ; B operand of the product: stage
	v_lshrrev_b32 v99, 16, v102
	ds_write_b16 v16, v99 offset:18948                  ; B operand of the product: stage
	v_lshrrev_b32 v99, 16, v103
	ds_write_b16 v16, v99 offset:18950                  ; B operand of the product: stage
	v_lshrrev_b32 v99, 16, v104
	ds_write_b16 v16, v99 offset:18960                  ; B operand of the product: stage
	v_lshrrev_b32 v99, 16, v105
	ds_write_b16 v16, v99 offset:18962                  ; B operand of the product: stage
	v_lshrrev_b32 v99, 16, v106
	ds_write_b16 v16, v99 offset:18964                  ; B operand of the product: stage
	v_lshrrev_b32 v99, 16, v107
	ds_write_b16 v16, v99 offset:18966                  ; B operand of the product: stage
	v_lshrrev_b32 v99, 16, v108
	ds_write_b16 v16, v99 offset:18976                  ; B operand of the product: stage
	v_lshrrev_b32 v99, 16, v109
	ds_write_b16 v16, v99 offset:18978                  ; B operand of the product: stage
	v_lshrrev_b32 v99, 16, v110
	ds_write_b16 v16, v99 offset:18980                  ; B operand of the product: stage
	v_lshrrev_b32 v99, 16, v111
	ds_write_b16 v16, v99 offset:18982                  ; B operand of the product: stage
	v_lshrrev_b32 v99, 16, v112
	ds_write_b16 v16, v99 offset:18992                  ; B operand of the product: stage
	v_lshrrev_b32 v99, 16, v113
	ds_write_b16 v16, v99 offset:18994                  ; B operand of the product: stage
	v_lshrrev_b32 v99, 16, v114
	ds_write_b16 v16, v99 offset:18996                  ; B operand of the product: stage
	v_lshrrev_b32 v99, 16, v115
	ds_write_b16 v16, v99 offset:18998                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[102:105], v15 offset:18944           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[106:109], v7                         ; A fragment 0, k-steps 0..1
	ds_read_b128 v[110:113], v7 offset:4608             ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[106:107], v[102:103], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[110:111], v[102:103], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[108:109], v[104:105], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[112:113], v[104:105], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[102:105], v15 offset:18976           ; B fragment 0, k-steps 2..3
	ds_read_b128 v[106:109], v7 offset:32               ; A fragment 0, k-steps 2..3
	ds_read_b128 v[110:113], v7 offset:4640             ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[106:107], v[102:103], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[110:111], v[102:103], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[108:109], v[104:105], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[112:113], v[104:105], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[102:105], v15 offset:19008           ; B fragment 0, k-steps 4..5
	ds_read_b128 v[106:109], v7 offset:64               ; A fragment 0, k-steps 4..5
	ds_read_b128 v[110:113], v7 offset:4672             ; A fragment 1, k-steps 4..5
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[106:107], v[102:103], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[110:111], v[102:103], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[108:109], v[104:105], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[112:113], v[104:105], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[102:105], v15 offset:19040           ; B fragment 0, k-steps 6..7
	ds_read_b128 v[106:109], v7 offset:96               ; A fragment 0, k-steps 6..7
	ds_read_b128 v[110:113], v7 offset:4704             ; A fragment 1, k-steps 6..7
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[106:107], v[102:103], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[110:111], v[102:103], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[108:109], v[104:105], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[112:113], v[104:105], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mul_f32 v99, v6, v82                              ; examples/attention_gqa.kgen:38
	v_add_f32 v82, v83, v84                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v83, v82, v85                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v82, v83, v86                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v83, v82, v87                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v82, v83, v88                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v83, v82, v89                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v82, v83, v90                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v83, v82, v91                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v82, v83, v92                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v83, v82, v93                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v82, v83, v94                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v83, v82, v95                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v82, v83, v96                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v83, v82, v97                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v82, v83, v98                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_and_b32 v83, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:38): lanes 32 apart
	v_xor_b32 v83, 32, v83
	v_lshlrev_b32 v83, 2, v83
	ds_bpermute_b32 v84, v83, v82
	s_waitcnt lgkmcnt(0)
	v_add_f32 v83, v82, v84
	s_and_saveexec_b64 s[16:17], s[10:11]               ; lanes where %vpred_363
	ds_write_b32 v5, v83 offset:36352                   ; sum over 'tt' (examples/attention_gqa.kgen:38): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v82, v14 offset:36352                   ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 0
	ds_read_b32 v83, v14 offset:36608                   ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v84, v82, v83
	v_add_f32 v82, v99, v84                             ; examples/attention_gqa.kgen:38
	v_mov_b32 v6, v82                                   ; next 'l'
	v_mov_b32 v1, v100                                  ; next 'mx'
	s_add_u32 s14, s14, 64
	s_cmp_lt_u32 s14, s13
	s_cbranch_scc1 .Lattention_gqa_causal_loop0
.Lattention_gqa_causal_loop0_end:
	s_mov_b32 s13, s14                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s13, s12
	s_cbranch_scc1 .Lattention_gqa_causal_loop1_end
.Lattention_gqa_causal_loop1:
	s_sub_u32 s14, s12, s13
	v_add_u32 v82, s19, v3
	v_add_u32 v83, 0, v82                               ; index along 's' (examples/attention_gqa.kgen:34)
	v_add_u32 v82, s13, v8
	v_add_u32 v84, 0, v82                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v85, 1, v82                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v86, 2, v82                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v87, 3, v82                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v88, 8, v82                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v89, 9, v82                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v90, 10, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v91, 11, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v92, 16, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v93, 17, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v94, 18, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v95, 19, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v96, 24, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v97, 25, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v98, 26, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v99, 27, v82                              ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_cmp_ge_i32 s[16:17], v83, v84                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[24:25], v83, v85                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[28:29], v83, v86                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[34:35], v83, v87                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[36:37], v83, v88                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[38:39], v83, v89                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[40:41], v83, v90                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[42:43], v83, v91                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[44:45], v83, v92                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[46:47], v83, v93                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[48:49], v83, v94                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[50:51], v83, v95                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[52:53], v83, v96                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[54:55], v83, v97                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[56:57], v83, v98                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[58:59], v83, v99                     ; examples/attention_gqa.kgen:34
	s_mul_i32 s60, s13, 0x80
	s_mul_hi_u32 s61, s13, 0x80
	s_lshl_b64 s[62:63], s[60:61], 1
	s_add_u32 s60, s30, s62                             ; 'k' at this chunk
	s_addc_u32 s61, s31, s63
	v_cmp_lt_u32 s[64:65], v9, s14                      ; 'tt' element in bounds
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_673
	global_load_ushort v82, v11, s[60:61]               ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_673
	global_load_ushort v82, v11, s[60:61] offset:2      ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_673
	global_load_ushort v82, v11, s[60:61] offset:4      ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_673
	global_load_ushort v82, v11, s[60:61] offset:6      ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_673
	global_load_ushort v82, v11, s[60:61] offset:8      ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v87, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_673
	global_load_ushort v82, v11, s[60:61] offset:10     ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_673
	global_load_ushort v82, v11, s[60:61] offset:12     ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v89, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_673
	global_load_ushort v82, v11, s[60:61] offset:14     ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v90, 16, v82
	v_add_u32 v82, 16, v9
	v_cmp_lt_u32 s[66:67], v82, s14                     ; 'tt' element in bounds
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_691
	v_add_u32 v91, 0x1000, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v91, s[60:61]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v91, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_691
	v_add_u32 v92, 0x1002, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v92, s[60:61]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v92, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_691
	v_add_u32 v93, 0x1004, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v93, s[60:61]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v93, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_691
	v_add_u32 v94, 0x1006, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v94, s[60:61]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v94, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_691
	v_add_u32 v95, 0x1008, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v95, s[60:61]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v95, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_691
	v_add_u32 v96, 0x100a, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v96, s[60:61]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v96, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_691
	v_add_u32 v97, 0x100c, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v97, s[60:61]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v97, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_691
	v_add_u32 v98, 0x100e, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v98, s[60:61]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v98, 16, v82
	v_add_u32 v82, 32, v9
	v_cmp_lt_u32 s[68:69], v82, s14                     ; 'tt' element in bounds
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_709
	v_add_u32 v99, 0x2000, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v99, s[60:61]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v99, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_709
	v_add_u32 v100, 0x2002, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v100, s[60:61]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v100, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_709
	v_add_u32 v101, 0x2004, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v101, s[60:61]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v101, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_709
	v_add_u32 v102, 0x2006, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v102, s[60:61]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v102, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_709
	v_add_u32 v103, 0x2008, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v103, s[60:61]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v103, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_709
	v_add_u32 v104, 0x200a, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v104, s[60:61]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v104, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_709
	v_add_u32 v105, 0x200c, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v105, s[60:61]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v105, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_709
	v_add_u32 v106, 0x200e, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v106, s[60:61]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v106, 16, v82
	v_add_u32 v82, 48, v9
	v_cmp_lt_u32 s[70:71], v82, s14                     ; 'tt' element in bounds
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_727
	v_add_u32 v107, 0x3000, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v107, s[60:61]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v107, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_727
	v_add_u32 v108, 0x3002, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v108, s[60:61]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v108, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_727
	v_add_u32 v109, 0x3004, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v109, s[60:61]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v109, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_727
	v_add_u32 v110, 0x3006, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v110, s[60:61]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v110, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_727
	v_add_u32 v111, 0x3008, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v111, s[60:61]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v111, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_727
	v_add_u32 v112, 0x300a, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v112, s[60:61]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v112, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_727
	v_add_u32 v113, 0x300c, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v113, s[60:61]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v113, 16, v82
	v_mov_b32 v82, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_727
	v_add_u32 v114, 0x300e, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v82, v114, s[60:61]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v114, 16, v82
	v_lshrrev_b32 v82, 16, v83
	ds_write_b16 v13, v82                               ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v84
	ds_write_b16 v13, v82 offset:2                      ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v85
	ds_write_b16 v13, v82 offset:4                      ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v86
	ds_write_b16 v13, v82 offset:6                      ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v87
	ds_write_b16 v13, v82 offset:8                      ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v88
	ds_write_b16 v13, v82 offset:10                     ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v89
	ds_write_b16 v13, v82 offset:12                     ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v90
	ds_write_b16 v13, v82 offset:14                     ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v91
	ds_write_b16 v13, v82 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v92
	ds_write_b16 v13, v82 offset:4354                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v93
	ds_write_b16 v13, v82 offset:4356                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v94
	ds_write_b16 v13, v82 offset:4358                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v95
	ds_write_b16 v13, v82 offset:4360                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v96
	ds_write_b16 v13, v82 offset:4362                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v97
	ds_write_b16 v13, v82 offset:4364                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v98
	ds_write_b16 v13, v82 offset:4366                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v99
	ds_write_b16 v13, v82 offset:8704                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v100
	ds_write_b16 v13, v82 offset:8706                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v101
	ds_write_b16 v13, v82 offset:8708                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v102
	ds_write_b16 v13, v82 offset:8710                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v103
	ds_write_b16 v13, v82 offset:8712                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v104
	ds_write_b16 v13, v82 offset:8714                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v105
	ds_write_b16 v13, v82 offset:8716                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v106
	ds_write_b16 v13, v82 offset:8718                   ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v107
	ds_write_b16 v13, v82 offset:13056                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v108
	ds_write_b16 v13, v82 offset:13058                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v109
	ds_write_b16 v13, v82 offset:13060                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v110
	ds_write_b16 v13, v82 offset:13062                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v111
	ds_write_b16 v13, v82 offset:13064                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v112
	ds_write_b16 v13, v82 offset:13066                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v113
	ds_write_b16 v13, v82 offset:13068                  ; A operand of the product: stage
	v_lshrrev_b32 v82, 16, v114
	ds_write_b16 v13, v82 offset:13070                  ; A operand of the product: stage
	v_mov_b32 v82, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v84, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v85, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v86, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v87, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v88, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v89, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v90, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v91, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v92, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v93, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v94, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v95, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v96, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v97, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[98:101], v10                         ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[18:19], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[20:21], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:32               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[22:23], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[24:25], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:64               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[26:27], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[28:29], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:96               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[30:31], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[32:33], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:128              ; A fragment 0, k-steps 8..9
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[34:35], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[36:37], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:160              ; A fragment 0, k-steps 10..11
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[38:39], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[40:41], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:192              ; A fragment 0, k-steps 12..13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[42:43], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[44:45], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:224              ; A fragment 0, k-steps 14..15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[46:47], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[48:49], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mul_f32 v98, s7, v82                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v99, s7, v83                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v100, s7, v84                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v101, s7, v85                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v102, s7, v86                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v103, s7, v87                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v104, s7, v88                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v105, s7, v89                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v106, s7, v90                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v107, s7, v91                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v108, s7, v92                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v109, s7, v93                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v110, s7, v94                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v111, s7, v95                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v112, s7, v96                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v113, s7, v97                             ; examples/attention_gqa.kgen:34
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v83, v82, v98, s[16:17]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v84, v82, v99, s[24:25]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v85, v82, v100, s[28:29]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v86, v82, v101, s[34:35]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v87, v82, v102, s[36:37]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v88, v82, v103, s[38:39]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v89, v82, v104, s[40:41]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v90, v82, v105, s[42:43]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v91, v82, v106, s[44:45]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v92, v82, v107, s[46:47]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v93, v82, v108, s[48:49]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v94, v82, v109, s[50:51]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v95, v82, v110, s[52:53]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v96, v82, v111, s[54:55]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v97, v82, v112, s[56:57]
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v98, v82, v113, s[58:59]
	v_cmp_lt_u32 s[16:17], v3, s21                      ; 's' element in bounds
	v_cmp_lt_u32 s[24:25], v8, s14                      ; 'tt' element in bounds
	s_and_b64 s[28:29], s[16:17], s[24:25]
	v_mov_b32 v82, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v99, v82, v83, s[28:29]
	v_add_u32 v82, 1, v8
	v_cmp_lt_u32 s[24:25], v82, s14                     ; 'tt' element in bounds
	s_and_b64 s[34:35], s[16:17], s[24:25]
	v_mov_b32 v82, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v100, v82, v84, s[34:35]
	v_add_u32 v82, 2, v8
	v_cmp_lt_u32 s[24:25], v82, s14                     ; 'tt' element in bounds
	s_and_b64 s[36:37], s[16:17], s[24:25]
	v_mov_b32 v82, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v101, v82, v85, s[36:37]
	v_add_u32 v82, 3, v8
	v_cmp_lt_u32 s[24:25], v82, s14                     ; 'tt' element in bounds
	s_and_b64 s[38:39], s[16:17], s[24:25]
	v_mov_b32 v82, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v102, v82, v86, s[38:39]
	v_add_u32 v82, 8, v8
	v_cmp_lt_u32 s[24:25], v82, s14                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[16:17], s[24:25]
	v_mov_b32 v82, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v103, v82, v87, s[40:41]
	v_add_u32 v82, 9, v8
	v_cmp_lt_u32 s[24:25], v82, s14                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[16:17], s[24:25]
	v_mov_b32 v82, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v104, v82, v88, s[42:43]
	v_add_u32 v82, 10, v8
	v_cmp_lt_u32 s[24:25], v82, s14                     ; 'tt' element in bounds
	s_and_b64 s[44:45], s[16:17], s[24:25]
	v_mov_b32 v82, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v105, v82, v89, s[44:45]
	v_add_u32 v82, 11, v8
	v_cmp_lt_u32 s[24:25], v82, s14                     ; 'tt' element in bounds
	s_and_b64 s[46:47], s[16:17], s[24:25]
	v_mov_b32 v82, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v106, v82, v90, s[46:47]
	v_add_u32 v82, 16, v8
	v_cmp_lt_u32 s[24:25], v82, s14                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[16:17], s[24:25]
	v_mov_b32 v82, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v107, v82, v91, s[48:49]
	v_add_u32 v82, 17, v8
	v_cmp_lt_u32 s[24:25], v82, s14                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[16:17], s[24:25]
	v_mov_b32 v82, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v108, v82, v92, s[50:51]
	v_add_u32 v82, 18, v8
	v_cmp_lt_u32 s[24:25], v82, s14                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[16:17], s[24:25]
	v_mov_b32 v82, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v109, v82, v93, s[52:53]
	v_add_u32 v82, 19, v8
	v_cmp_lt_u32 s[24:25], v82, s14                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[16:17], s[24:25]
	v_mov_b32 v82, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v110, v82, v94, s[54:55]
	v_add_u32 v82, 24, v8
	v_cmp_lt_u32 s[24:25], v82, s14                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[16:17], s[24:25]
	v_mov_b32 v82, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v111, v82, v95, s[56:57]
	v_add_u32 v82, 25, v8
	v_cmp_lt_u32 s[24:25], v82, s14                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[16:17], s[24:25]
	v_mov_b32 v82, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v112, v82, v96, s[58:59]
	v_add_u32 v82, 26, v8
	v_cmp_lt_u32 s[24:25], v82, s14                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[16:17], s[24:25]
	v_mov_b32 v82, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v113, v82, v97, s[60:61]
	v_add_u32 v82, 27, v8
	v_cmp_lt_u32 s[24:25], v82, s14                     ; 'tt' element in bounds
	s_and_b64 s[14:15], s[16:17], s[24:25]
	v_mov_b32 v82, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v114, v82, v98, s[14:15]
	v_max_f32 v82, v99, v100                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v99, v100
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v101                           ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v101
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v102                           ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v102
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v103                           ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v103
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v104                           ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v104
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v105                           ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v105
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v106                           ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v106
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v107                           ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v107
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v108                           ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v108
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v109                           ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v109
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v110                           ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v110
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v111                           ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v111
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v112                           ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v112
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v113                           ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v113
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_max_f32 v82, v100, v114                           ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v100, v114
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_and_b32 v82, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:35): lanes 32 apart
	v_xor_b32 v82, 32, v82
	v_lshlrev_b32 v82, 2, v82
	ds_bpermute_b32 v99, v82, v100
	s_waitcnt lgkmcnt(0)
	v_max_f32 v82, v100, v99
	v_cmp_u_f32 s[16:17], v100, v99
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	s_and_saveexec_b64 s[16:17], s[10:11]               ; lanes where %vpred_363
	ds_write_b32 v5, v100 offset:18432                  ; max over 'tt' (examples/attention_gqa.kgen:35): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v82, v14 offset:18432                   ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 0
	ds_read_b32 v99, v14 offset:18688                   ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v100, v82, v99
	v_cmp_u_f32 s[16:17], v82, v99
	v_mov_b32 v82, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v99, v100, v82, s[16:17]
	v_max_f32 v82, v1, v99                              ; examples/attention_gqa.kgen:35
	v_cmp_u_f32 s[16:17], v1, v99
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v82, v99, s[16:17]
	v_sub_f32 v82, v1, v100                             ; examples/attention_gqa.kgen:37
	v_mul_f32 v99, 0x3fb8aa3b, v82                      ; examples/attention_gqa.kgen:37
	v_exp_f32 v82, v99                                  ; examples/attention_gqa.kgen:37
	s_nop 0
	v_mul_f32 v99, v50, v82                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v101, v51, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v102, v52, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v103, v53, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v104, v54, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v105, v55, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v106, v56, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v107, v57, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v108, v58, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v109, v59, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v110, v60, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v111, v61, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v112, v62, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v113, v63, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v114, v64, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v115, v65, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v116, v66, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v117, v67, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v118, v68, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v119, v69, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v120, v70, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v121, v71, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v122, v72, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v123, v73, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v124, v74, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v125, v75, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v126, v76, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v127, v77, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v128, v78, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v129, v79, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v130, v80, v82                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v131, v81, v82                            ; examples/attention_gqa.kgen:39
	v_mov_b32 v50, v99                                  ; 'acc' scaled in place
	v_mov_b32 v51, v101                                 ; 'acc' scaled in place
	v_mov_b32 v52, v102                                 ; 'acc' scaled in place
	v_mov_b32 v53, v103                                 ; 'acc' scaled in place
	v_mov_b32 v54, v104                                 ; 'acc' scaled in place
	v_mov_b32 v55, v105                                 ; 'acc' scaled in place
	v_mov_b32 v56, v106                                 ; 'acc' scaled in place
	v_mov_b32 v57, v107                                 ; 'acc' scaled in place
	v_mov_b32 v58, v108                                 ; 'acc' scaled in place
	v_mov_b32 v59, v109                                 ; 'acc' scaled in place
	v_mov_b32 v60, v110                                 ; 'acc' scaled in place
	v_mov_b32 v61, v111                                 ; 'acc' scaled in place
	v_mov_b32 v62, v112                                 ; 'acc' scaled in place
	v_mov_b32 v63, v113                                 ; 'acc' scaled in place
	v_mov_b32 v64, v114                                 ; 'acc' scaled in place
	v_mov_b32 v65, v115                                 ; 'acc' scaled in place
	v_mov_b32 v66, v116                                 ; 'acc' scaled in place
	v_mov_b32 v67, v117                                 ; 'acc' scaled in place
	v_mov_b32 v68, v118                                 ; 'acc' scaled in place
	v_mov_b32 v69, v119                                 ; 'acc' scaled in place
	v_mov_b32 v70, v120                                 ; 'acc' scaled in place
	v_mov_b32 v71, v121                                 ; 'acc' scaled in place
	v_mov_b32 v72, v122                                 ; 'acc' scaled in place
	v_mov_b32 v73, v123                                 ; 'acc' scaled in place
	v_mov_b32 v74, v124                                 ; 'acc' scaled in place
	v_mov_b32 v75, v125                                 ; 'acc' scaled in place
	v_mov_b32 v76, v126                                 ; 'acc' scaled in place
	v_mov_b32 v77, v127                                 ; 'acc' scaled in place
	v_mov_b32 v78, v128                                 ; 'acc' scaled in place
	v_mov_b32 v79, v129                                 ; 'acc' scaled in place
	v_mov_b32 v80, v130                                 ; 'acc' scaled in place
	v_mov_b32 v81, v131                                 ; 'acc' scaled in place
	s_add_u32 s16, s32, s62                             ; 'v' at this chunk
	s_addc_u32 s17, s33, s63
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_673
	global_load_ushort v99, v11, s[16:17]               ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v101, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_673
	global_load_ushort v99, v11, s[16:17] offset:2      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v102, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_673
	global_load_ushort v99, v11, s[16:17] offset:4      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v103, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_673
	global_load_ushort v99, v11, s[16:17] offset:6      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v104, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_673
	global_load_ushort v99, v11, s[16:17] offset:8      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v105, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_673
	global_load_ushort v99, v11, s[16:17] offset:10     ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v106, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_673
	global_load_ushort v99, v11, s[16:17] offset:12     ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v107, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_673
	global_load_ushort v99, v11, s[16:17] offset:14     ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v108, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_691
	v_add_u32 v109, 0x1000, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v109, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v109, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_691
	v_add_u32 v110, 0x1002, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v110, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v110, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_691
	v_add_u32 v111, 0x1004, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v111, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v111, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_691
	v_add_u32 v112, 0x1006, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v112, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v112, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_691
	v_add_u32 v113, 0x1008, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v113, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v113, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_691
	v_add_u32 v114, 0x100a, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v114, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v114, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_691
	v_add_u32 v115, 0x100c, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v115, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v115, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_691
	v_add_u32 v116, 0x100e, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v116, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v116, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_709
	v_add_u32 v117, 0x2000, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v117, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v117, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_709
	v_add_u32 v118, 0x2002, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v118, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v118, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_709
	v_add_u32 v119, 0x2004, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v119, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v119, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_709
	v_add_u32 v120, 0x2006, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v120, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v120, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_709
	v_add_u32 v121, 0x2008, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v121, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v121, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_709
	v_add_u32 v122, 0x200a, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v122, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v122, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_709
	v_add_u32 v123, 0x200c, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v123, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v123, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_709
	v_add_u32 v124, 0x200e, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v124, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v124, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_727
	v_add_u32 v125, 0x3000, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v125, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v125, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_727
	v_add_u32 v126, 0x3002, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v126, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v126, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_727
	v_add_u32 v127, 0x3004, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v127, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v127, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_727
	v_add_u32 v128, 0x3006, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v128, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v128, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_727
	v_add_u32 v129, 0x3008, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v129, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v129, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_727
	v_add_u32 v130, 0x300a, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v130, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v130, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_727
	v_add_u32 v131, 0x300c, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v131, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v131, 16, v99
	v_mov_b32 v99, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_727
	v_add_u32 v132, 0x300e, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v99, v132, s[16:17]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v132, 16, v99
	v_lshrrev_b32 v99, 16, v101
	ds_write_b16 v12, v99                               ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v102
	ds_write_b16 v12, v99 offset:144                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v103
	ds_write_b16 v12, v99 offset:288                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v104
	ds_write_b16 v12, v99 offset:432                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v105
	ds_write_b16 v12, v99 offset:576                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v106
	ds_write_b16 v12, v99 offset:720                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v107
	ds_write_b16 v12, v99 offset:864                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v108
	ds_write_b16 v12, v99 offset:1008                   ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v109
	ds_write_b16 v12, v99 offset:32                     ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v110
	ds_write_b16 v12, v99 offset:176                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v111
	ds_write_b16 v12, v99 offset:320                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v112
	ds_write_b16 v12, v99 offset:464                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v113
	ds_write_b16 v12, v99 offset:608                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v114
	ds_write_b16 v12, v99 offset:752                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v115
	ds_write_b16 v12, v99 offset:896                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v116
	ds_write_b16 v12, v99 offset:1040                   ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v117
	ds_write_b16 v12, v99 offset:64                     ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v118
	ds_write_b16 v12, v99 offset:208                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v119
	ds_write_b16 v12, v99 offset:352                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v120
	ds_write_b16 v12, v99 offset:496                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v121
	ds_write_b16 v12, v99 offset:640                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v122
	ds_write_b16 v12, v99 offset:784                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v123
	ds_write_b16 v12, v99 offset:928                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v124
	ds_write_b16 v12, v99 offset:1072                   ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v125
	ds_write_b16 v12, v99 offset:96                     ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v126
	ds_write_b16 v12, v99 offset:240                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v127
	ds_write_b16 v12, v99 offset:384                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v128
	ds_write_b16 v12, v99 offset:528                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v129
	ds_write_b16 v12, v99 offset:672                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v130
	ds_write_b16 v12, v99 offset:816                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v131
	ds_write_b16 v12, v99 offset:960                    ; A operand of the product: stage
	v_lshrrev_b32 v99, 16, v132
	ds_write_b16 v12, v99 offset:1104                   ; A operand of the product: stage
	v_mul_f32 v99, 0xbfb8aa3b, v100                     ; -m log2 e of e^(x - m), once per m (examples/attention_gqa.kgen:36)
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v83, v101, v99
	v_exp_f32 v83, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v84, v101, v99
	v_exp_f32 v84, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v85, v101, v99
	v_exp_f32 v85, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v86, v101, v99
	v_exp_f32 v86, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v87, v101, v99
	v_exp_f32 v87, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v88, v101, v99
	v_exp_f32 v88, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v89, v101, v99
	v_exp_f32 v89, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v90, v101, v99
	v_exp_f32 v90, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v91, v101, v99
	v_exp_f32 v91, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v92, v101, v99
	v_exp_f32 v92, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v93, v101, v99
	v_exp_f32 v93, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v94, v101, v99
	v_exp_f32 v94, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v95, v101, v99
	v_exp_f32 v95, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v96, v101, v99
	v_exp_f32 v96, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v97, v101, v99
	v_exp_f32 v97, v102                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v98, v101, v99
	v_exp_f32 v98, v102                                 ; examples/attention_gqa.kgen:36
	v_bfe_u32 v99, v83, 16, 1                           ; round to bf16
	v_add3_u32 v101, v83, v99, s5
	v_cmp_u_f32 s[16:17], v83, v83
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v101, v101, v99, s[16:17]
	v_and_b32 v99, 0xffff0000, v101
	v_bfe_u32 v101, v84, 16, 1                          ; round to bf16
	v_add3_u32 v102, v84, v101, s5
	v_cmp_u_f32 s[16:17], v84, v84
	v_mov_b32 v101, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v102, v102, v101, s[16:17]
	v_and_b32 v101, 0xffff0000, v102
	v_bfe_u32 v102, v85, 16, 1                          ; round to bf16
	v_add3_u32 v103, v85, v102, s5
	v_cmp_u_f32 s[16:17], v85, v85
	v_mov_b32 v102, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v103, v103, v102, s[16:17]
	v_and_b32 v102, 0xffff0000, v103
	v_bfe_u32 v103, v86, 16, 1                          ; round to bf16
	v_add3_u32 v104, v86, v103, s5
	v_cmp_u_f32 s[16:17], v86, v86
	v_mov_b32 v103, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v104, v103, s[16:17]
	v_and_b32 v103, 0xffff0000, v104
	v_bfe_u32 v104, v87, 16, 1                          ; round to bf16
	v_add3_u32 v105, v87, v104, s5
	v_cmp_u_f32 s[16:17], v87, v87
	v_mov_b32 v104, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v105, v105, v104, s[16:17]
	v_and_b32 v104, 0xffff0000, v105
	v_bfe_u32 v105, v88, 16, 1                          ; round to bf16
	v_add3_u32 v106, v88, v105, s5
	v_cmp_u_f32 s[16:17], v88, v88
	v_mov_b32 v105, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v106, v106, v105, s[16:17]
	v_and_b32 v105, 0xffff0000, v106
	v_bfe_u32 v106, v89, 16, 1                          ; round to bf16
	v_add3_u32 v107, v89, v106, s5
	v_cmp_u_f32 s[16:17], v89, v89
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v107, v106, s[16:17]
	v_and_b32 v106, 0xffff0000, v107
	v_bfe_u32 v107, v90, 16, 1                          ; round to bf16
	v_add3_u32 v108, v90, v107, s5
	v_cmp_u_f32 s[16:17], v90, v90
	v_mov_b32 v107, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v108, v108, v107, s[16:17]
	v_and_b32 v107, 0xffff0000, v108
	v_bfe_u32 v108, v91, 16, 1                          ; round to bf16
	v_add3_u32 v109, v91, v108, s5
	v_cmp_u_f32 s[16:17], v91, v91
	v_mov_b32 v108, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v109, v109, v108, s[16:17]
	v_and_b32 v108, 0xffff0000, v109
	v_bfe_u32 v109, v92, 16, 1                          ; round to bf16
	v_add3_u32 v110, v92, v109, s5
	v_cmp_u_f32 s[16:17], v92, v92
	v_mov_b32 v109, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v110, v110, v109, s[16:17]
	v_and_b32 v109, 0xffff0000, v110
	v_bfe_u32 v110, v93, 16, 1                          ; round to bf16
	v_add3_u32 v111, v93, v110, s5
	v_cmp_u_f32 s[16:17], v93, v93
	v_mov_b32 v110, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v111, v111, v110, s[16:17]
	v_and_b32 v110, 0xffff0000, v111
	v_bfe_u32 v111, v94, 16, 1                          ; round to bf16
	v_add3_u32 v112, v94, v111, s5
	v_cmp_u_f32 s[16:17], v94, v94
	v_mov_b32 v111, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v112, v112, v111, s[16:17]
	v_and_b32 v111, 0xffff0000, v112
	v_bfe_u32 v112, v95, 16, 1                          ; round to bf16
	v_add3_u32 v113, v95, v112, s5
	v_cmp_u_f32 s[16:17], v95, v95
	v_mov_b32 v112, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v113, v113, v112, s[16:17]
	v_and_b32 v112, 0xffff0000, v113
	v_bfe_u32 v113, v96, 16, 1                          ; round to bf16
	v_add3_u32 v114, v96, v113, s5
	v_cmp_u_f32 s[16:17], v96, v96
	v_mov_b32 v113, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v114, v114, v113, s[16:17]
	v_and_b32 v113, 0xffff0000, v114
	v_bfe_u32 v114, v97, 16, 1                          ; round to bf16
	v_add3_u32 v115, v97, v114, s5
	v_cmp_u_f32 s[16:17], v97, v97
	v_mov_b32 v114, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v115, v115, v114, s[16:17]
	v_and_b32 v114, 0xffff0000, v115
	v_bfe_u32 v115, v98, 16, 1                          ; round to bf16
	v_add3_u32 v116, v98, v115, s5
	v_cmp_u_f32 s[16:17], v98, v98
	v_mov_b32 v115, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v116, v116, v115, s[16:17]
	v_and_b32 v115, 0xffff0000, v116
	v_cndmask_b32 v116, 0, v99, s[28:29]                ; absent elements add nothing
	v_lshrrev_b32 v99, 16, v116
	ds_write_b16 v16, v99 offset:18944                  ; B operand of the product: stage
	v_cndmask_b32 v99, 0, v101, s[34:35]                ; absent elements add nothing
	v_lshrrev_b32 v101, 16, v99
	ds_write_b16 v16, v101 offset:18946                 ; B operand of the product: stage
	v_cndmask_b32 v99, 0, v102, s[36:37]                ; absent elements add nothing
	v_lshrrev_b32 v101, 16, v99
	ds_write_b16 v16, v101 offset:18948                 ; B operand of the product: stage
	v_cndmask_b32 v99, 0, v103, s[38:39]                ; absent elements add nothing
	v_lshrrev_b32 v101, 16, v99
	ds_write_b16 v16, v101 offset:18950                 ; B operand of the product: stage
	v_cndmask_b32 v99, 0, v104, s[40:41]                ; absent elements add nothing
	v_lshrrev_b32 v101, 16, v99
	ds_write_b16 v16, v101 offset:18960                 ; B operand of the product: stage
	v_cndmask_b32 v99, 0, v105, s[42:43]                ; absent elements add nothing
	v_lshrrev_b32 v101, 16, v99
	ds_write_b16 v16, v101 offset:18962                 ; B operand of the product: stage
	v_cndmask_b32 v99, 0, v106, s[44:45]                ; absent elements add nothing
	v_lshrrev_b32 v101, 16, v99
	ds_write_b16 v16, v101 offset:18964                 ; B operand of the product: stage
	v_cndmask_b32 v99, 0, v107, s[46:47]                ; absent elements add nothing
	v_lshrrev_b32 v101, 16, v99
	ds_write_b16 v16, v101 offset:18966                 ; B operand of the product: stage
	v_cndmask_b32 v99, 0, v108, s[48:49]                ; absent elements add nothing
	v_lshrrev_b32 v101, 16, v99
	ds_write_b16 v16, v101 offset:18976                 ; B operand of the product: stage
	v_cndmask_b32 v99, 0, v109, s[50:51]                ; absent elements add nothing
	v_lshrrev_b32 v101, 16, v99
	ds_write_b16 v16, v101 offset:18978                 ; B operand of the product: stage
	v_cndmask_b32 v99, 0, v110, s[52:53]                ; absent elements add nothing
	v_lshrrev_b32 v101, 16, v99
	ds_write_b16 v16, v101 offset:18980                 ; B operand of the product: stage
	v_cndmask_b32 v99, 0, v111, s[54:55]                ; absent elements add nothing
	v_lshrrev_b32 v101, 16, v99
	ds_write_b16 v16, v101 offset:18982                 ; B operand of the product: stage
	v_cndmask_b32 v99, 0, v112, s[56:57]                ; absent elements add nothing
	v_lshrrev_b32 v101, 16, v99
	ds_write_b16 v16, v101 offset:18992                 ; B operand of the product: stage
	v_cndmask_b32 v99, 0, v113, s[58:59]                ; absent elements add nothing
	v_lshrrev_b32 v101, 16, v99
	ds_write_b16 v16, v101 offset:18994                 ; B operand of the product: stage
	v_cndmask_b32 v99, 0, v114, s[60:61]                ; absent elements add nothing
	v_lshrrev_b32 v101, 16, v99
	ds_write_b16 v16, v101 offset:18996                 ; B operand of the product: stage
	v_cndmask_b32 v99, 0, v115, s[14:15]                ; absent elements add nothing
	v_lshrrev_b32 v101, 16, v99
	ds_write_b16 v16, v101 offset:18998                 ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[102:105], v15 offset:18944           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[106:109], v7                         ; A fragment 0, k-steps 0..1
	ds_read_b128 v[110:113], v7 offset:4608             ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[106:107], v[102:103], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[110:111], v[102:103], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[108:109], v[104:105], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[112:113], v[104:105], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[102:105], v15 offset:18976           ; B fragment 0, k-steps 2..3
	ds_read_b128 v[106:109], v7 offset:32               ; A fragment 0, k-steps 2..3
	ds_read_b128 v[110:113], v7 offset:4640             ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[106:107], v[102:103], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[110:111], v[102:103], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[108:109], v[104:105], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[112:113], v[104:105], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[102:105], v15 offset:19008           ; B fragment 0, k-steps 4..5
	ds_read_b128 v[106:109], v7 offset:64               ; A fragment 0, k-steps 4..5
	ds_read_b128 v[110:113], v7 offset:4672             ; A fragment 1, k-steps 4..5
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[106:107], v[102:103], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[110:111], v[102:103], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[108:109], v[104:105], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[112:113], v[104:105], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[102:105], v15 offset:19040           ; B fragment 0, k-steps 6..7
	ds_read_b128 v[106:109], v7 offset:96               ; A fragment 0, k-steps 6..7
	ds_read_b128 v[110:113], v7 offset:4704             ; A fragment 1, k-steps 6..7
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[106:107], v[102:103], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[110:111], v[102:103], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[108:109], v[104:105], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[112:113], v[104:105], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mul_f32 v99, v6, v82                              ; examples/attention_gqa.kgen:38
	v_cndmask_b32 v82, 0, v83, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v83, 0, v84, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v84, 0, v85, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v85, 0, v86, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v86, 0, v87, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v87, 0, v88, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v88, 0, v89, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v89, 0, v90, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v90, 0, v91, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v91, 0, v92, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v92, 0, v93, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v93, 0, v94, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v94, 0, v95, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v95, 0, v96, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v96, 0, v97, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v97, 0, v98, s[14:15]                 ; absent elements contribute the identity
	v_add_f32 v98, v82, v83                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v82, v98, v84                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v83, v82, v85                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v82, v83, v86                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v83, v82, v87                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v82, v83, v88                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v83, v82, v89                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v82, v83, v90                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v83, v82, v91                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v82, v83, v92                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v83, v82, v93                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v82, v83, v94                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v83, v82, v95                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v82, v83, v96                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v83, v82, v97                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_and_b32 v82, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:38): lanes 32 apart
	v_xor_b32 v82, 32, v82
	v_lshlrev_b32 v82, 2, v82
	ds_bpermute_b32 v84, v82, v83
	s_waitcnt lgkmcnt(0)
	v_add_f32 v82, v83, v84
	s_and_saveexec_b64 s[14:15], s[10:11]               ; lanes where %vpred_363
	ds_write_b32 v5, v82 offset:36352                   ; sum over 'tt' (examples/attention_gqa.kgen:38): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v82, v14 offset:36352                   ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 0
	ds_read_b32 v83, v14 offset:36608                   ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v84, v82, v83
	v_add_f32 v82, v99, v84                             ; examples/attention_gqa.kgen:38
	v_mov_b32 v6, v82                                   ; next 'l'
	v_mov_b32 v1, v100                                  ; next 'mx'
	s_add_u32 s13, s13, 64
	s_cmp_lt_u32 s13, s12
	s_cbranch_scc1 .Lattention_gqa_causal_loop1
.Lattention_gqa_causal_loop1_end:
	v_mov_b32 v1, 1.0                                   ; examples/attention_gqa.kgen:42
	s_waitcnt vmcnt(7)
	v_div_scale_f32 v18, s[12:13], v6, v6, v1
	v_rcp_f32 v19, v18
	v_div_scale_f32 v20, vcc, v1, v6, v1
	v_fma_f32 v21, -v18, v19, 1.0
	v_fma_f32 v19, v21, v19, v19
	s_waitcnt vmcnt(6)
	v_mul_f32 v22, v20, v19
	v_fma_f32 v21, -v18, v22, v20
	v_fma_f32 v22, v21, v19, v22
	v_fma_f32 v21, -v18, v22, v20
	v_div_fmas_f32 v21, v21, v19, v22
	v_div_fixup_f32 v18, v21, v6, v1
	v_mul_f32 v1, v50, v18                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v6, v51, v18                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v19, v52, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v20, v53, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v21, v54, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v22, v55, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v23, v56, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v24, v57, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v25, v58, v18                             ; examples/attention_gqa.kgen:42
	s_waitcnt vmcnt(5)
	v_mul_f32 v26, v59, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v27, v60, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v28, v61, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v29, v62, v18                             ; examples/attention_gqa.kgen:42
	s_waitcnt vmcnt(4)
	v_mul_f32 v30, v63, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v31, v64, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v32, v65, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v33, v66, v18                             ; examples/attention_gqa.kgen:42
	s_waitcnt vmcnt(3)
	v_mul_f32 v34, v67, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v35, v68, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v36, v69, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v37, v70, v18                             ; examples/attention_gqa.kgen:42
	s_waitcnt vmcnt(2)
	v_mul_f32 v38, v71, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v39, v72, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v40, v73, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v41, v74, v18                             ; examples/attention_gqa.kgen:42
	s_waitcnt vmcnt(1)
	v_mul_f32 v42, v75, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v43, v76, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v44, v77, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v45, v78, v18                             ; examples/attention_gqa.kgen:42
	s_waitcnt vmcnt(0)
	v_mul_f32 v46, v79, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v47, v80, v18                             ; examples/attention_gqa.kgen:42
	v_mul_f32 v48, v81, v18                             ; examples/attention_gqa.kgen:42
	v_mov_b32 v18, 0x7fc00000
	v_cmp_u_f32 s[12:13], v1, v1
	v_cmp_u_f32 s[14:15], v6, v6
	v_bfe_u32 v49, v1, 16, 1
	v_bfe_u32 v50, v6, 16, 1
	v_add3_u32 v51, v1, v49, s5
	v_add3_u32 v1, v6, v50, s5
	v_cndmask_b32 v51, v51, v18, s[12:13]
	v_cndmask_b32 v1, v1, v18, s[14:15]
	v_perm_b32 v6, v1, v51, s6
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v19, v19
	v_cmp_u_f32 s[14:15], v20, v20
	v_bfe_u32 v18, v19, 16, 1
	v_bfe_u32 v49, v20, 16, 1
	v_add3_u32 v50, v19, v18, s5
	v_add3_u32 v18, v20, v49, s5
	v_cndmask_b32 v50, v50, v1, s[12:13]
	v_cndmask_b32 v18, v18, v1, s[14:15]
	v_perm_b32 v1, v18, v50, s6
	v_mov_b32 v18, v6                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v19, v1
	global_store_dwordx2 v2, v[18:19], s[8:9]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v21, v21
	v_cmp_u_f32 s[14:15], v22, v22
	v_bfe_u32 v6, v21, 16, 1
	v_bfe_u32 v18, v22, 16, 1
	v_add3_u32 v19, v21, v6, s5
	v_add3_u32 v6, v22, v18, s5
	v_cndmask_b32 v19, v19, v1, s[12:13]
	v_cndmask_b32 v6, v6, v1, s[14:15]
	v_perm_b32 v1, v6, v19, s6
	v_mov_b32 v6, 0x7fc00000
	v_cmp_u_f32 s[12:13], v23, v23
	v_cmp_u_f32 s[14:15], v24, v24
	v_bfe_u32 v18, v23, 16, 1
	v_bfe_u32 v19, v24, 16, 1
	v_add3_u32 v20, v23, v18, s5
	v_add3_u32 v18, v24, v19, s5
	v_cndmask_b32 v20, v20, v6, s[12:13]
	v_cndmask_b32 v18, v18, v6, s[14:15]
	v_perm_b32 v6, v18, v20, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v19, v6
	global_store_dwordx2 v2, v[18:19], s[8:9] offset:16
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v25, v25
	v_cmp_u_f32 s[14:15], v26, v26
	v_bfe_u32 v6, v25, 16, 1
	v_bfe_u32 v18, v26, 16, 1
	v_add3_u32 v19, v25, v6, s5
	v_add3_u32 v6, v26, v18, s5
	v_cndmask_b32 v19, v19, v1, s[12:13]
	v_cndmask_b32 v6, v6, v1, s[14:15]
	v_perm_b32 v1, v6, v19, s6
	v_mov_b32 v6, 0x7fc00000
	v_cmp_u_f32 s[12:13], v27, v27
	v_cmp_u_f32 s[14:15], v28, v28
	v_bfe_u32 v18, v27, 16, 1
	v_bfe_u32 v19, v28, 16, 1
	v_add3_u32 v20, v27, v18, s5
	v_add3_u32 v18, v28, v19, s5
	v_cndmask_b32 v20, v20, v6, s[12:13]
	v_cndmask_b32 v18, v18, v6, s[14:15]
	v_perm_b32 v6, v18, v20, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v19, v6
	global_store_dwordx2 v2, v[18:19], s[8:9] offset:32
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v29, v29
	v_cmp_u_f32 s[14:15], v30, v30
	v_bfe_u32 v6, v29, 16, 1
	v_bfe_u32 v18, v30, 16, 1
	v_add3_u32 v19, v29, v6, s5
	v_add3_u32 v6, v30, v18, s5
	v_cndmask_b32 v19, v19, v1, s[12:13]
	v_cndmask_b32 v6, v6, v1, s[14:15]
	v_perm_b32 v1, v6, v19, s6
	v_mov_b32 v6, 0x7fc00000
	v_cmp_u_f32 s[12:13], v31, v31
	v_cmp_u_f32 s[14:15], v32, v32
	v_bfe_u32 v18, v31, 16, 1
	v_bfe_u32 v19, v32, 16, 1
	v_add3_u32 v20, v31, v18, s5
	v_add3_u32 v18, v32, v19, s5
	v_cndmask_b32 v20, v20, v6, s[12:13]
	v_cndmask_b32 v18, v18, v6, s[14:15]
	v_perm_b32 v6, v18, v20, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v19, v6
	global_store_dwordx2 v2, v[18:19], s[8:9] offset:48
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v33, v33
	v_cmp_u_f32 s[14:15], v34, v34
	v_bfe_u32 v6, v33, 16, 1
	v_bfe_u32 v18, v34, 16, 1
	v_add3_u32 v19, v33, v6, s5
	v_add3_u32 v6, v34, v18, s5
	v_cndmask_b32 v19, v19, v1, s[12:13]
	v_cndmask_b32 v6, v6, v1, s[14:15]
	v_perm_b32 v1, v6, v19, s6
	v_mov_b32 v6, 0x7fc00000
	v_cmp_u_f32 s[12:13], v35, v35
	v_cmp_u_f32 s[14:15], v36, v36
	v_bfe_u32 v18, v35, 16, 1
	v_bfe_u32 v19, v36, 16, 1
	v_add3_u32 v20, v35, v18, s5
	v_add3_u32 v18, v36, v19, s5
	v_cndmask_b32 v20, v20, v6, s[12:13]
	v_cndmask_b32 v18, v18, v6, s[14:15]
	v_perm_b32 v6, v18, v20, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v19, v6
	global_store_dwordx2 v2, v[18:19], s[8:9] offset:64
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v37, v37
	v_cmp_u_f32 s[14:15], v38, v38
	v_bfe_u32 v6, v37, 16, 1
	v_bfe_u32 v18, v38, 16, 1
	v_add3_u32 v19, v37, v6, s5
	v_add3_u32 v6, v38, v18, s5
	v_cndmask_b32 v19, v19, v1, s[12:13]
	v_cndmask_b32 v6, v6, v1, s[14:15]
	v_perm_b32 v1, v6, v19, s6
	v_mov_b32 v6, 0x7fc00000
	v_cmp_u_f32 s[12:13], v39, v39
	v_cmp_u_f32 s[14:15], v40, v40
	v_bfe_u32 v18, v39, 16, 1
	v_bfe_u32 v19, v40, 16, 1
	v_add3_u32 v20, v39, v18, s5
	v_add3_u32 v18, v40, v19, s5
	v_cndmask_b32 v20, v20, v6, s[12:13]
	v_cndmask_b32 v18, v18, v6, s[14:15]
	v_perm_b32 v6, v18, v20, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v19, v6
	global_store_dwordx2 v2, v[18:19], s[8:9] offset:80
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v41, v41
	v_cmp_u_f32 s[14:15], v42, v42
	v_bfe_u32 v6, v41, 16, 1
	v_bfe_u32 v18, v42, 16, 1
	v_add3_u32 v19, v41, v6, s5
	v_add3_u32 v6, v42, v18, s5
	v_cndmask_b32 v19, v19, v1, s[12:13]
	v_cndmask_b32 v6, v6, v1, s[14:15]
	v_perm_b32 v1, v6, v19, s6
	v_mov_b32 v6, 0x7fc00000
	v_cmp_u_f32 s[12:13], v43, v43
	v_cmp_u_f32 s[14:15], v44, v44
	v_bfe_u32 v18, v43, 16, 1
	v_bfe_u32 v19, v44, 16, 1
	v_add3_u32 v20, v43, v18, s5
	v_add3_u32 v18, v44, v19, s5
	v_cndmask_b32 v20, v20, v6, s[12:13]
	v_cndmask_b32 v18, v18, v6, s[14:15]
	v_perm_b32 v6, v18, v20, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v19, v6
	global_store_dwordx2 v2, v[18:19], s[8:9] offset:96
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v45, v45
	v_cmp_u_f32 s[14:15], v46, v46
	v_bfe_u32 v6, v45, 16, 1
	v_bfe_u32 v18, v46, 16, 1
	v_add3_u32 v19, v45, v6, s5
	v_add3_u32 v6, v46, v18, s5
	v_cndmask_b32 v19, v19, v1, s[12:13]
	v_cndmask_b32 v6, v6, v1, s[14:15]
	v_perm_b32 v1, v6, v19, s6
	v_mov_b32 v6, 0x7fc00000
	v_cmp_u_f32 s[12:13], v47, v47
	v_cmp_u_f32 s[14:15], v48, v48
	v_bfe_u32 v18, v47, 16, 1
	v_bfe_u32 v19, v48, 16, 1
	v_add3_u32 v20, v47, v18, s5
	v_add3_u32 v18, v48, v19, s5
	v_cndmask_b32 v20, v20, v6, s[12:13]
	v_cndmask_b32 v18, v18, v6, s[14:15]
	v_perm_b32 v6, v18, v20, s6
	v_mov_b32 v18, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v19, v6
	global_store_dwordx2 v2, v[18:19], s[8:9] offset:112
	s_branch .Lattention_gqa_causal_if0_end
.Lattention_gqa_causal_if0_else:
	v_add_u32 v1, v17, v4
	v_lshlrev_b32 v4, 1, v1                             ; thread's fragments in 'q'
	v_cmp_lt_u32 s[12:13], v3, s21                      ; the fragment's row of 'q' exists
	v_mov_b32 v18, 0                                    ; outside: 0
	v_mov_b32 v19, 0                                    ; outside: 0
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1298
	global_load_dwordx4 v[18:21], v4, s[26:27]          ; examples/attention_gqa.kgen:34: 'q' fragments 0, k-steps 0..1, held
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1298
	global_load_dwordx4 v[22:25], v4, s[26:27] offset:32 ; examples/attention_gqa.kgen:34: 'q' fragments 0, k-steps 2..3, held
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1298
	global_load_dwordx4 v[26:29], v4, s[26:27] offset:64 ; examples/attention_gqa.kgen:34: 'q' fragments 0, k-steps 4..5, held
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1298
	global_load_dwordx4 v[30:33], v4, s[26:27] offset:96 ; examples/attention_gqa.kgen:34: 'q' fragments 0, k-steps 6..7, held
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1298
	global_load_dwordx4 v[34:37], v4, s[26:27] offset:128 ; examples/attention_gqa.kgen:34: 'q' fragments 0, k-steps 8..9, held
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1298
	global_load_dwordx4 v[38:41], v4, s[26:27] offset:160 ; examples/attention_gqa.kgen:34: 'q' fragments 0, k-steps 10..11, held
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1298
	global_load_dwordx4 v[42:45], v4, s[26:27] offset:192 ; examples/attention_gqa.kgen:34: 'q' fragments 0, k-steps 12..13, held
	s_mov_b64 exec, s[14:15]
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_1298
	global_load_dwordx4 v[46:49], v4, s[26:27] offset:224 ; examples/attention_gqa.kgen:34: 'q' fragments 0, k-steps 14..15, held
	s_mov_b64 exec, s[14:15]
	v_add_f32 v1, 0, 0                                  ; examples/attention_gqa.kgen:32
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
	v_mov_b32 v70, v1                                   ; loop-carried 'acc'
	v_mov_b32 v71, v1                                   ; loop-carried 'acc'
	v_mov_b32 v72, v1                                   ; loop-carried 'acc'
	v_mov_b32 v73, v1                                   ; loop-carried 'acc'
	v_mov_b32 v74, v1                                   ; loop-carried 'acc'
	v_mov_b32 v75, v1                                   ; loop-carried 'acc'
	v_mov_b32 v76, v1                                   ; loop-carried 'acc'
	v_mov_b32 v77, v1                                   ; loop-carried 'acc'
	v_mov_b32 v78, v1                                   ; loop-carried 'acc'
	v_mov_b32 v79, v1                                   ; loop-carried 'acc'
	v_mov_b32 v80, v1                                   ; loop-carried 'acc'
	v_mov_b32 v81, v1                                   ; loop-carried 'acc'
	v_mov_b32 v4, v1                                    ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:30
	v_add_f32 v6, v1, 0
	v_mov_b32 v1, v6                                    ; loop-carried 'mx'
	s_add_u32 s6, s19, s21
	s_max_i32 s14, s6, 0
	s_min_u32 s6, s14, s18                              ; for tt: stops after the last 'tt' the mask at 34:13 shows (tt <= s)
	s_cmp_ge_u32 s6, 64                                 ; at least one whole chunk of 'tt'
	s_cselect_b32 s14, 1, 0
	s_sub_u32 s15, s6, 63
	s_cmp_lg_u32 s14, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s14, s15, 0
	s_cmp_lg_u32 s23, 0
	s_cselect_b32 s15, s14, 0
	s_mov_b32 s14, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s14, s15
	s_cbranch_scc1 .Lattention_gqa_causal_loop2_end
.Lattention_gqa_causal_loop2:
	v_add_u32 v6, s19, v3
	v_add_u32 v17, 0, v6                                ; index along 's' (examples/attention_gqa.kgen:34)
	v_add_u32 v6, s14, v8
	v_add_u32 v82, 0, v6                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v83, 1, v6                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v84, 2, v6                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v85, 3, v6                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v86, 8, v6                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v87, 9, v6                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v88, 10, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v89, 11, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v90, 16, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v91, 17, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v92, 18, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v93, 19, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v94, 24, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v95, 25, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v96, 26, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v97, 27, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_cmp_ge_i32 s[16:17], v17, v82                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[20:21], v17, v83                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[22:23], v17, v84                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[24:25], v17, v85                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[26:27], v17, v86                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[28:29], v17, v87                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[34:35], v17, v88                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[36:37], v17, v89                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[38:39], v17, v90                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[40:41], v17, v91                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[42:43], v17, v92                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[44:45], v17, v93                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[46:47], v17, v94                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[48:49], v17, v95                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[50:51], v17, v96                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[52:53], v17, v97                     ; examples/attention_gqa.kgen:34
	s_mul_i32 s54, s14, 0x80
	s_mul_hi_u32 s55, s14, 0x80
	s_lshl_b64 s[56:57], s[54:55], 1
	s_add_u32 s54, s30, s56                             ; 'k' at this chunk
	s_addc_u32 s55, s31, s57
	global_load_dwordx4 v[82:85], v11, s[54:55]         ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v6, 16, v82
	v_and_b32 v17, 0xffff0000, v82
	v_lshlrev_b32 v86, 16, v83
	v_and_b32 v87, 0xffff0000, v83
	v_lshlrev_b32 v88, 16, v84
	v_and_b32 v89, 0xffff0000, v84
	v_lshlrev_b32 v90, 16, v85
	v_and_b32 v91, 0xffff0000, v85
	v_add_u32 v82, 0x1000, v11                          ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	global_load_dwordx4 v[92:95], v82, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v92
	v_and_b32 v83, 0xffff0000, v92
	v_lshlrev_b32 v84, 16, v93
	v_and_b32 v85, 0xffff0000, v93
	v_lshlrev_b32 v96, 16, v94
	v_and_b32 v97, 0xffff0000, v94
	v_lshlrev_b32 v98, 16, v95
	v_and_b32 v99, 0xffff0000, v95
	v_add_u32 v92, 0x2000, v11                          ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	global_load_dwordx4 v[100:103], v92, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v92, 16, v100
	v_and_b32 v93, 0xffff0000, v100
	v_lshlrev_b32 v94, 16, v101
	v_and_b32 v95, 0xffff0000, v101
	v_lshlrev_b32 v104, 16, v102
	v_and_b32 v105, 0xffff0000, v102
	v_lshlrev_b32 v106, 16, v103
	v_and_b32 v107, 0xffff0000, v103
	v_add_u32 v100, 0x3000, v11                         ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	global_load_dwordx4 v[108:111], v100, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v100, 16, v108
	v_and_b32 v101, 0xffff0000, v108
	v_lshlrev_b32 v102, 16, v109
	v_and_b32 v103, 0xffff0000, v109
	v_lshlrev_b32 v112, 16, v110
	v_and_b32 v113, 0xffff0000, v110
	v_lshlrev_b32 v114, 16, v111
	v_and_b32 v115, 0xffff0000, v111
	v_lshrrev_b32 v108, 16, v6
	ds_write_b16 v13, v108                              ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v17
	ds_write_b16 v13, v6 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v86
	ds_write_b16 v13, v6 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v87
	ds_write_b16 v13, v6 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v88
	ds_write_b16 v13, v6 offset:8                       ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v89
	ds_write_b16 v13, v6 offset:10                      ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v90
	ds_write_b16 v13, v6 offset:12                      ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v91
	ds_write_b16 v13, v6 offset:14                      ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v82
	ds_write_b16 v13, v6 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v83
	ds_write_b16 v13, v6 offset:4354                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v84
	ds_write_b16 v13, v6 offset:4356                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v85
	ds_write_b16 v13, v6 offset:4358                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v96
	ds_write_b16 v13, v6 offset:4360                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v97
	ds_write_b16 v13, v6 offset:4362                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v98
	ds_write_b16 v13, v6 offset:4364                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v99
	ds_write_b16 v13, v6 offset:4366                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v92
	ds_write_b16 v13, v6 offset:8704                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v93
	ds_write_b16 v13, v6 offset:8706                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v94
	ds_write_b16 v13, v6 offset:8708                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v95
	ds_write_b16 v13, v6 offset:8710                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v104
	ds_write_b16 v13, v6 offset:8712                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v105
	ds_write_b16 v13, v6 offset:8714                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v106
	ds_write_b16 v13, v6 offset:8716                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v107
	ds_write_b16 v13, v6 offset:8718                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v100
	ds_write_b16 v13, v6 offset:13056                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v101
	ds_write_b16 v13, v6 offset:13058                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v102
	ds_write_b16 v13, v6 offset:13060                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v103
	ds_write_b16 v13, v6 offset:13062                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v112
	ds_write_b16 v13, v6 offset:13064                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v113
	ds_write_b16 v13, v6 offset:13066                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v114
	ds_write_b16 v13, v6 offset:13068                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v115
	ds_write_b16 v13, v6 offset:13070                   ; A operand of the product: stage
	v_mov_b32 v82, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v84, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v85, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v86, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v87, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v88, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v89, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v90, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v91, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v92, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v93, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v94, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v95, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v96, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v97, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[98:101], v10                         ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[18:19], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[20:21], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:32               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[22:23], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[24:25], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:64               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[26:27], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[28:29], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:96               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[30:31], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[32:33], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:128              ; A fragment 0, k-steps 8..9
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[34:35], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[36:37], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:160              ; A fragment 0, k-steps 10..11
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[38:39], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[40:41], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:192              ; A fragment 0, k-steps 12..13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[42:43], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[44:45], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:224              ; A fragment 0, k-steps 14..15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[46:47], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[48:49], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mul_f32 v6, s7, v82                               ; examples/attention_gqa.kgen:34
	v_mul_f32 v17, s7, v83                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v98, s7, v84                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v99, s7, v85                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v100, s7, v86                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v101, s7, v87                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v102, s7, v88                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v103, s7, v89                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v104, s7, v90                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v105, s7, v91                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v106, s7, v92                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v107, s7, v93                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v108, s7, v94                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v109, s7, v95                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v110, s7, v96                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v111, s7, v97                             ; examples/attention_gqa.kgen:34
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v83, v82, v6, s[16:17]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v82, v6, v17, s[20:21]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v17, v6, v98, s[22:23]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v84, v6, v99, s[24:25]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v85, v6, v100, s[26:27]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v86, v6, v101, s[28:29]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v87, v6, v102, s[34:35]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v88, v6, v103, s[36:37]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v89, v6, v104, s[38:39]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v90, v6, v105, s[40:41]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v91, v6, v106, s[42:43]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v92, v6, v107, s[44:45]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v93, v6, v108, s[46:47]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v94, v6, v109, s[48:49]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v95, v6, v110, s[50:51]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v96, v6, v111, s[52:53]
	v_max_f32 v6, v83, v82                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v83, v82
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v17                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v17
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v84                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v84
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v85                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v85
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v86                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v86
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v87                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v87
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v88                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v88
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v89                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v89
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v90                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v90
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v91                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v91
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v92                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v92
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v93                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v93
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v94                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v94
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v95                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v95
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v96                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v96
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_and_b32 v6, 63, v0                                ; max over 'tt' (examples/attention_gqa.kgen:35): lanes 32 apart
	v_xor_b32 v6, 32, v6
	v_lshlrev_b32 v6, 2, v6
	ds_bpermute_b32 v97, v6, v98
	s_waitcnt lgkmcnt(0)
	v_max_f32 v6, v98, v97
	v_cmp_u_f32 s[16:17], v98, v97
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	s_and_saveexec_b64 s[16:17], s[10:11]               ; lanes where %vpred_363
	ds_write_b32 v5, v98 offset:18432                   ; max over 'tt' (examples/attention_gqa.kgen:35): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v6, v14 offset:18432                    ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 0
	ds_read_b32 v97, v14 offset:18688                   ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v98, v6, v97
	v_cmp_u_f32 s[16:17], v6, v97
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v97, v98, v6, s[16:17]
	v_max_f32 v6, v1, v97                               ; examples/attention_gqa.kgen:35
	v_cmp_u_f32 s[16:17], v1, v97
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_sub_f32 v6, v1, v98                               ; examples/attention_gqa.kgen:37
	v_mul_f32 v97, 0x3fb8aa3b, v6                       ; examples/attention_gqa.kgen:37
	v_exp_f32 v6, v97                                   ; examples/attention_gqa.kgen:37
	s_nop 0
	v_mul_f32 v97, v50, v6                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v99, v51, v6                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v100, v52, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v101, v53, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v102, v54, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v103, v55, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v104, v56, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v105, v57, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v106, v58, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v107, v59, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v108, v60, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v109, v61, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v110, v62, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v111, v63, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v112, v64, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v113, v65, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v114, v66, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v115, v67, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v116, v68, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v117, v69, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v118, v70, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v119, v71, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v120, v72, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v121, v73, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v122, v74, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v123, v75, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v124, v76, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v125, v77, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v126, v78, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v127, v79, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v128, v80, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v129, v81, v6                             ; examples/attention_gqa.kgen:39
	v_mov_b32 v50, v97                                  ; 'acc' scaled in place
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
	v_mov_b32 v68, v116                                 ; 'acc' scaled in place
	v_mov_b32 v69, v117                                 ; 'acc' scaled in place
	v_mov_b32 v70, v118                                 ; 'acc' scaled in place
	v_mov_b32 v71, v119                                 ; 'acc' scaled in place
	v_mov_b32 v72, v120                                 ; 'acc' scaled in place
	v_mov_b32 v73, v121                                 ; 'acc' scaled in place
	v_mov_b32 v74, v122                                 ; 'acc' scaled in place
	v_mov_b32 v75, v123                                 ; 'acc' scaled in place
	v_mov_b32 v76, v124                                 ; 'acc' scaled in place
	v_mov_b32 v77, v125                                 ; 'acc' scaled in place
	v_mov_b32 v78, v126                                 ; 'acc' scaled in place
	v_mov_b32 v79, v127                                 ; 'acc' scaled in place
	v_mov_b32 v80, v128                                 ; 'acc' scaled in place
	v_mov_b32 v81, v129                                 ; 'acc' scaled in place
	s_add_u32 s16, s32, s56                             ; 'v' at this chunk
	s_addc_u32 s17, s33, s57
	global_load_dwordx4 v[100:103], v11, s[16:17]       ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v97, 16, v100
	v_and_b32 v99, 0xffff0000, v100
	v_lshlrev_b32 v104, 16, v101
	v_and_b32 v105, 0xffff0000, v101
	v_lshlrev_b32 v106, 16, v102
	v_and_b32 v107, 0xffff0000, v102
	v_lshlrev_b32 v108, 16, v103
	v_and_b32 v109, 0xffff0000, v103
	v_add_u32 v100, 0x1000, v11                         ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	global_load_dwordx4 v[110:113], v100, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v100, 16, v110
	v_and_b32 v101, 0xffff0000, v110
	v_lshlrev_b32 v102, 16, v111
	v_and_b32 v103, 0xffff0000, v111
	v_lshlrev_b32 v114, 16, v112
	v_and_b32 v115, 0xffff0000, v112
	v_lshlrev_b32 v116, 16, v113
	v_and_b32 v117, 0xffff0000, v113
	v_add_u32 v110, 0x2000, v11                         ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	global_load_dwordx4 v[118:121], v110, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v110, 16, v118
	v_and_b32 v111, 0xffff0000, v118
	v_lshlrev_b32 v112, 16, v119
	v_and_b32 v113, 0xffff0000, v119
	v_lshlrev_b32 v122, 16, v120
	v_and_b32 v123, 0xffff0000, v120
	v_lshlrev_b32 v124, 16, v121
	v_and_b32 v125, 0xffff0000, v121
	v_add_u32 v118, 0x3000, v11                         ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	global_load_dwordx4 v[126:129], v118, s[16:17]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v118, 16, v126
	v_and_b32 v119, 0xffff0000, v126
	v_lshlrev_b32 v120, 16, v127
	v_and_b32 v121, 0xffff0000, v127
	v_lshlrev_b32 v130, 16, v128
	v_and_b32 v131, 0xffff0000, v128
	v_lshlrev_b32 v132, 16, v129
	v_and_b32 v133, 0xffff0000, v129
	v_lshrrev_b32 v126, 16, v97
	ds_write_b16 v12, v126                              ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v99
	ds_write_b16 v12, v97 offset:144                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v104
	ds_write_b16 v12, v97 offset:288                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v105
	ds_write_b16 v12, v97 offset:432                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v106
	ds_write_b16 v12, v97 offset:576                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v107
	ds_write_b16 v12, v97 offset:720                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v108
	ds_write_b16 v12, v97 offset:864                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v109
	ds_write_b16 v12, v97 offset:1008                   ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v100
	ds_write_b16 v12, v97 offset:32                     ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v101
	ds_write_b16 v12, v97 offset:176                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v102
	ds_write_b16 v12, v97 offset:320                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v103
	ds_write_b16 v12, v97 offset:464                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v114
	ds_write_b16 v12, v97 offset:608                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v115
	ds_write_b16 v12, v97 offset:752                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v116
	ds_write_b16 v12, v97 offset:896                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v117
	ds_write_b16 v12, v97 offset:1040                   ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v110
	ds_write_b16 v12, v97 offset:64                     ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v111
	ds_write_b16 v12, v97 offset:208                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v112
	ds_write_b16 v12, v97 offset:352                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v113
	ds_write_b16 v12, v97 offset:496                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v122
	ds_write_b16 v12, v97 offset:640                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v123
	ds_write_b16 v12, v97 offset:784                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v124
	ds_write_b16 v12, v97 offset:928                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v125
	ds_write_b16 v12, v97 offset:1072                   ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v118
	ds_write_b16 v12, v97 offset:96                     ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v119
	ds_write_b16 v12, v97 offset:240                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v120
	ds_write_b16 v12, v97 offset:384                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v121
	ds_write_b16 v12, v97 offset:528                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v130
	ds_write_b16 v12, v97 offset:672                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v131
	ds_write_b16 v12, v97 offset:816                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v132
	ds_write_b16 v12, v97 offset:960                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v133
	ds_write_b16 v12, v97 offset:1104                   ; A operand of the product: stage
	v_mul_f32 v97, 0xbfb8aa3b, v98                      ; -m log2 e of e^(x - m), once per m (examples/attention_gqa.kgen:36)
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v83, v99, v97
	v_exp_f32 v83, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v82, v99, v97
	v_exp_f32 v82, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v17, v99, v97
	v_exp_f32 v17, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v84, v99, v97
	v_exp_f32 v84, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v85, v99, v97
	v_exp_f32 v85, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v86, v99, v97
	v_exp_f32 v86, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v87, v99, v97
	v_exp_f32 v87, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v88, v99, v97
	v_exp_f32 v88, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v89, v99, v97
	v_exp_f32 v89, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v90, v99, v97
	v_exp_f32 v90, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v91, v99, v97
	v_exp_f32 v91, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v92, v99, v97
	v_exp_f32 v92, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v93, v99, v97
	v_exp_f32 v93, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v94, v99, v97
	v_exp_f32 v94, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v95, v99, v97
	v_exp_f32 v95, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v96, v99, v97
	v_exp_f32 v96, v100                                 ; examples/attention_gqa.kgen:36
	v_bfe_u32 v97, v83, 16, 1                           ; round to bf16
	v_add3_u32 v99, v83, v97, s5
	v_cmp_u_f32 s[16:17], v83, v83
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v99, v99, v97, s[16:17]
	v_and_b32 v97, 0xffff0000, v99
	v_bfe_u32 v99, v82, 16, 1                           ; round to bf16
	v_add3_u32 v100, v82, v99, s5
	v_cmp_u_f32 s[16:17], v82, v82
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v100, v99, s[16:17]
	v_and_b32 v99, 0xffff0000, v100
	v_bfe_u32 v100, v17, 16, 1                          ; round to bf16
	v_add3_u32 v101, v17, v100, s5
	v_cmp_u_f32 s[16:17], v17, v17
	v_mov_b32 v100, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v101, v101, v100, s[16:17]
	v_and_b32 v100, 0xffff0000, v101
	v_bfe_u32 v101, v84, 16, 1                          ; round to bf16
	v_add3_u32 v102, v84, v101, s5
	v_cmp_u_f32 s[16:17], v84, v84
	v_mov_b32 v101, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v102, v102, v101, s[16:17]
	v_and_b32 v101, 0xffff0000, v102
	v_bfe_u32 v102, v85, 16, 1                          ; round to bf16
	v_add3_u32 v103, v85, v102, s5
	v_cmp_u_f32 s[16:17], v85, v85
	v_mov_b32 v102, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v103, v103, v102, s[16:17]
	v_and_b32 v102, 0xffff0000, v103
	v_bfe_u32 v103, v86, 16, 1                          ; round to bf16
	v_add3_u32 v104, v86, v103, s5
	v_cmp_u_f32 s[16:17], v86, v86
	v_mov_b32 v103, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v104, v103, s[16:17]
	v_and_b32 v103, 0xffff0000, v104
	v_bfe_u32 v104, v87, 16, 1                          ; round to bf16
	v_add3_u32 v105, v87, v104, s5
	v_cmp_u_f32 s[16:17], v87, v87
	v_mov_b32 v104, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v105, v105, v104, s[16:17]
	v_and_b32 v104, 0xffff0000, v105
	v_bfe_u32 v105, v88, 16, 1                          ; round to bf16
	v_add3_u32 v106, v88, v105, s5
	v_cmp_u_f32 s[16:17], v88, v88
	v_mov_b32 v105, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v106, v106, v105, s[16:17]
	v_and_b32 v105, 0xffff0000, v106
	v_bfe_u32 v106, v89, 16, 1                          ; round to bf16
	v_add3_u32 v107, v89, v106, s5
	v_cmp_u_f32 s[16:17], v89, v89
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v107, v106, s[16:17]
	v_and_b32 v106, 0xffff0000, v107
	v_bfe_u32 v107, v90, 16, 1                          ; round to bf16
	v_add3_u32 v108, v90, v107, s5
	v_cmp_u_f32 s[16:17], v90, v90
	v_mov_b32 v107, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v108, v108, v107, s[16:17]
	v_and_b32 v107, 0xffff0000, v108
	v_bfe_u32 v108, v91, 16, 1                          ; round to bf16
	v_add3_u32 v109, v91, v108, s5
	v_cmp_u_f32 s[16:17], v91, v91
	v_mov_b32 v108, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v109, v109, v108, s[16:17]
	v_and_b32 v108, 0xffff0000, v109
	v_bfe_u32 v109, v92, 16, 1                          ; round to bf16
	v_add3_u32 v110, v92, v109, s5
	v_cmp_u_f32 s[16:17], v92, v92
	v_mov_b32 v109, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v110, v110, v109, s[16:17]
	v_and_b32 v109, 0xffff0000, v110
	v_bfe_u32 v110, v93, 16, 1                          ; round to bf16
	v_add3_u32 v111, v93, v110, s5
	v_cmp_u_f32 s[16:17], v93, v93
	v_mov_b32 v110, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v111, v111, v110, s[16:17]
	v_and_b32 v110, 0xffff0000, v111
	v_bfe_u32 v111, v94, 16, 1                          ; round to bf16
	v_add3_u32 v112, v94, v111, s5
	v_cmp_u_f32 s[16:17], v94, v94
	v_mov_b32 v111, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v112, v112, v111, s[16:17]
	v_and_b32 v111, 0xffff0000, v112
	v_bfe_u32 v112, v95, 16, 1                          ; round to bf16
	v_add3_u32 v113, v95, v112, s5
	v_cmp_u_f32 s[16:17], v95, v95
	v_mov_b32 v112, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v113, v113, v112, s[16:17]
	v_and_b32 v112, 0xffff0000, v113
	v_bfe_u32 v113, v96, 16, 1                          ; round to bf16
	v_add3_u32 v114, v96, v113, s5
	v_cmp_u_f32 s[16:17], v96, v96
	v_mov_b32 v113, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v114, v114, v113, s[16:17]
	v_and_b32 v113, 0xffff0000, v114
	v_lshrrev_b32 v114, 16, v97
	ds_write_b16 v16, v114 offset:18944                 ; B operand of the product: stage
	v_lshrrev_b32 v97, 16, v99
	ds_write_b16 v16, v97 offset:18946                  ; B operand of the product: stage
	v_lshrrev_b32 v97, 16, v100
	ds_write_b16 v16, v97 offset:18948                  ; B operand of the product: stage
	v_lshrrev_b32 v97, 16, v101
	ds_write_b16 v16, v97 offset:18950                  ; B operand of the product: stage
	v_lshrrev_b32 v97, 16, v102
	ds_write_b16 v16, v97 offset:18960                  ; B operand of the product: stage
	v_lshrrev_b32 v97, 16, v103
	ds_write_b16 v16, v97 offset:18962                  ; B operand of the product: stage
	v_lshrrev_b32 v97, 16, v104
	ds_write_b16 v16, v97 offset:18964                  ; B operand of the product: stage
	v_lshrrev_b32 v97, 16, v105
	ds_write_b16 v16, v97 offset:18966                  ; B operand of the product: stage
	v_lshrrev_b32 v97, 16, v106
	ds_write_b16 v16, v97 offset:18976                  ; B operand of the product: stage
	v_lshrrev_b32 v97, 16, v107
	ds_write_b16 v16, v97 offset:18978                  ; B operand of the product: stage
	v_lshrrev_b32 v97, 16, v108
	ds_write_b16 v16, v97 offset:18980                  ; B operand of the product: stage
	v_lshrrev_b32 v97, 16, v109
	ds_write_b16 v16, v97 offset:18982                  ; B operand of the product: stage
	v_lshrrev_b32 v97, 16, v110
	ds_write_b16 v16, v97 offset:18992                  ; B operand of the product: stage
	v_lshrrev_b32 v97, 16, v111
	ds_write_b16 v16, v97 offset:18994                  ; B operand of the product: stage
	v_lshrrev_b32 v97, 16, v112
	ds_write_b16 v16, v97 offset:18996                  ; B operand of the product: stage
	v_lshrrev_b32 v97, 16, v113
	ds_write_b16 v16, v97 offset:18998                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[100:103], v15 offset:18944           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[104:107], v7                         ; A fragment 0, k-steps 0..1
	ds_read_b128 v[108:111], v7 offset:4608             ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[104:105], v[100:101], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[108:109], v[100:101], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[106:107], v[102:103], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[110:111], v[102:103], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[100:103], v15 offset:18976           ; B fragment 0, k-steps 2..3
	ds_read_b128 v[104:107], v7 offset:32               ; A fragment 0, k-steps 2..3
	ds_read_b128 v[108:111], v7 offset:4640             ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[104:105], v[100:101], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[108:109], v[100:101], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[106:107], v[102:103], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[110:111], v[102:103], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[100:103], v15 offset:19008           ; B fragment 0, k-steps 4..5
	ds_read_b128 v[104:107], v7 offset:64               ; A fragment 0, k-steps 4..5
	ds_read_b128 v[108:111], v7 offset:4672             ; A fragment 1, k-steps 4..5
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[104:105], v[100:101], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[108:109], v[100:101], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[106:107], v[102:103], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[110:111], v[102:103], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[100:103], v15 offset:19040           ; B fragment 0, k-steps 6..7
	ds_read_b128 v[104:107], v7 offset:96               ; A fragment 0, k-steps 6..7
	ds_read_b128 v[108:111], v7 offset:4704             ; A fragment 1, k-steps 6..7
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[104:105], v[100:101], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[108:109], v[100:101], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[106:107], v[102:103], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[110:111], v[102:103], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mul_f32 v97, v4, v6                               ; examples/attention_gqa.kgen:38
	v_add_f32 v6, v83, v82                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v82, v6, v17                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v6, v82, v84                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v17, v6, v85                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v6, v17, v86                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v17, v6, v87                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v6, v17, v88                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v17, v6, v89                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v6, v17, v90                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v17, v6, v91                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v6, v17, v92                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v17, v6, v93                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v6, v17, v94                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v17, v6, v95                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v6, v17, v96                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_and_b32 v17, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:38): lanes 32 apart
	v_xor_b32 v17, 32, v17
	v_lshlrev_b32 v17, 2, v17
	ds_bpermute_b32 v82, v17, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v6, v82
	s_and_saveexec_b64 s[16:17], s[10:11]               ; lanes where %vpred_363
	ds_write_b32 v5, v17 offset:36352                   ; sum over 'tt' (examples/attention_gqa.kgen:38): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v6, v14 offset:36352                    ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 0
	ds_read_b32 v17, v14 offset:36608                   ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v82, v6, v17
	v_add_f32 v6, v97, v82                              ; examples/attention_gqa.kgen:38
	v_mov_b32 v4, v6                                    ; next 'l'
	v_mov_b32 v1, v98                                   ; next 'mx'
	s_add_u32 s14, s14, 64
	s_cmp_lt_u32 s14, s15
	s_cbranch_scc1 .Lattention_gqa_causal_loop2
.Lattention_gqa_causal_loop2_end:
	s_mov_b32 s15, s14                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s15, s6
	s_cbranch_scc1 .Lattention_gqa_causal_loop3_end
.Lattention_gqa_causal_loop3:
	s_sub_u32 s14, s6, s15
	v_add_u32 v6, s19, v3
	v_add_u32 v17, 0, v6                                ; index along 's' (examples/attention_gqa.kgen:34)
	v_add_u32 v6, s15, v8
	v_add_u32 v82, 0, v6                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v83, 1, v6                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v84, 2, v6                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v85, 3, v6                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v86, 8, v6                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v87, 9, v6                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v88, 10, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v89, 11, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v90, 16, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v91, 17, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v92, 18, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v93, 19, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v94, 24, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v95, 25, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v96, 26, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v97, 27, v6                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_cmp_ge_i32 s[16:17], v17, v82                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[20:21], v17, v83                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[22:23], v17, v84                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[24:25], v17, v85                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[26:27], v17, v86                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[28:29], v17, v87                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[34:35], v17, v88                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[36:37], v17, v89                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[38:39], v17, v90                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[40:41], v17, v91                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[42:43], v17, v92                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[44:45], v17, v93                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[46:47], v17, v94                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[48:49], v17, v95                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[50:51], v17, v96                     ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[52:53], v17, v97                     ; examples/attention_gqa.kgen:34
	s_mul_i32 s54, s15, 0x80
	s_mul_hi_u32 s55, s15, 0x80
	s_lshl_b64 s[56:57], s[54:55], 1
	s_add_u32 s54, s30, s56                             ; 'k' at this chunk
	s_addc_u32 s55, s31, s57
	v_cmp_lt_u32 s[58:59], v9, s14                      ; 'tt' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1885
	global_load_ushort v6, v11, s[54:55]                ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1885
	global_load_ushort v6, v11, s[54:55] offset:2       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1885
	global_load_ushort v6, v11, s[54:55] offset:4       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1885
	global_load_ushort v6, v11, s[54:55] offset:6       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1885
	global_load_ushort v6, v11, s[54:55] offset:8       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1885
	global_load_ushort v6, v11, s[54:55] offset:10      ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1885
	global_load_ushort v6, v11, s[54:55] offset:12      ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v87, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1885
	global_load_ushort v6, v11, s[54:55] offset:14      ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v6
	v_add_u32 v6, 16, v9
	v_cmp_lt_u32 s[60:61], v6, s14                      ; 'tt' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1903
	v_add_u32 v89, 0x1000, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v89, s[54:55]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v89, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1903
	v_add_u32 v90, 0x1002, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v90, s[54:55]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v90, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1903
	v_add_u32 v91, 0x1004, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v91, s[54:55]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v91, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1903
	v_add_u32 v92, 0x1006, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v92, s[54:55]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v92, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1903
	v_add_u32 v93, 0x1008, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v93, s[54:55]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v93, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1903
	v_add_u32 v94, 0x100a, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v94, s[54:55]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v94, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1903
	v_add_u32 v95, 0x100c, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v95, s[54:55]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v95, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1903
	v_add_u32 v96, 0x100e, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v96, s[54:55]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v96, 16, v6
	v_add_u32 v6, 32, v9
	v_cmp_lt_u32 s[62:63], v6, s14                      ; 'tt' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_1921
	v_add_u32 v97, 0x2000, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v97, s[54:55]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v97, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_1921
	v_add_u32 v98, 0x2002, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v98, s[54:55]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v98, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_1921
	v_add_u32 v99, 0x2004, v11                          ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v99, s[54:55]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v99, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_1921
	v_add_u32 v100, 0x2006, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v100, s[54:55]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v100, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_1921
	v_add_u32 v101, 0x2008, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v101, s[54:55]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v101, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_1921
	v_add_u32 v102, 0x200a, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v102, s[54:55]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v102, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_1921
	v_add_u32 v103, 0x200c, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v103, s[54:55]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v103, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_1921
	v_add_u32 v104, 0x200e, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v104, s[54:55]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v104, 16, v6
	v_add_u32 v6, 48, v9
	v_cmp_lt_u32 s[64:65], v6, s14                      ; 'tt' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_1939
	v_add_u32 v105, 0x3000, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v105, s[54:55]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v105, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_1939
	v_add_u32 v106, 0x3002, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v106, s[54:55]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v106, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_1939
	v_add_u32 v107, 0x3004, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v107, s[54:55]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v107, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_1939
	v_add_u32 v108, 0x3006, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v108, s[54:55]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v108, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_1939
	v_add_u32 v109, 0x3008, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v109, s[54:55]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v109, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_1939
	v_add_u32 v110, 0x300a, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v110, s[54:55]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v110, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_1939
	v_add_u32 v111, 0x300c, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v111, s[54:55]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v111, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_1939
	v_add_u32 v112, 0x300e, v11                         ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v6, v112, s[54:55]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v112, 16, v6
	v_lshrrev_b32 v6, 16, v17
	ds_write_b16 v13, v6                                ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v82
	ds_write_b16 v13, v6 offset:2                       ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v83
	ds_write_b16 v13, v6 offset:4                       ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v84
	ds_write_b16 v13, v6 offset:6                       ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v85
	ds_write_b16 v13, v6 offset:8                       ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v86
	ds_write_b16 v13, v6 offset:10                      ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v87
	ds_write_b16 v13, v6 offset:12                      ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v88
	ds_write_b16 v13, v6 offset:14                      ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v89
	ds_write_b16 v13, v6 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v90
	ds_write_b16 v13, v6 offset:4354                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v91
	ds_write_b16 v13, v6 offset:4356                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v92
	ds_write_b16 v13, v6 offset:4358                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v93
	ds_write_b16 v13, v6 offset:4360                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v94
	ds_write_b16 v13, v6 offset:4362                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v95
	ds_write_b16 v13, v6 offset:4364                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v96
	ds_write_b16 v13, v6 offset:4366                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v97
	ds_write_b16 v13, v6 offset:8704                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v98
	ds_write_b16 v13, v6 offset:8706                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v99
	ds_write_b16 v13, v6 offset:8708                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v100
	ds_write_b16 v13, v6 offset:8710                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v101
	ds_write_b16 v13, v6 offset:8712                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v102
	ds_write_b16 v13, v6 offset:8714                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v103
	ds_write_b16 v13, v6 offset:8716                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v104
	ds_write_b16 v13, v6 offset:8718                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v105
	ds_write_b16 v13, v6 offset:13056                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v106
	ds_write_b16 v13, v6 offset:13058                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v107
	ds_write_b16 v13, v6 offset:13060                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v108
	ds_write_b16 v13, v6 offset:13062                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v109
	ds_write_b16 v13, v6 offset:13064                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v110
	ds_write_b16 v13, v6 offset:13066                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v111
	ds_write_b16 v13, v6 offset:13068                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v112
	ds_write_b16 v13, v6 offset:13070                   ; A operand of the product: stage
	v_mov_b32 v82, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v84, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v85, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v86, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v87, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v88, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v89, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v90, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v91, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v92, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v93, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v94, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v95, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v96, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v97, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[98:101], v10                         ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[18:19], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[20:21], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:32               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[22:23], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[24:25], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:64               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[26:27], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[28:29], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:96               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[30:31], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[32:33], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:128              ; A fragment 0, k-steps 8..9
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[34:35], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[36:37], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:160              ; A fragment 0, k-steps 10..11
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[38:39], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[40:41], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:192              ; A fragment 0, k-steps 12..13
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[42:43], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[44:45], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	ds_read_b128 v[98:101], v10 offset:224              ; A fragment 0, k-steps 14..15
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[82:97], v[98:99], v[46:47], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[82:97], v[100:101], v[48:49], v[82:97] ; examples/attention_gqa.kgen:34: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mul_f32 v6, s7, v82                               ; examples/attention_gqa.kgen:34
	v_mul_f32 v17, s7, v83                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v98, s7, v84                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v99, s7, v85                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v100, s7, v86                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v101, s7, v87                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v102, s7, v88                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v103, s7, v89                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v104, s7, v90                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v105, s7, v91                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v106, s7, v92                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v107, s7, v93                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v108, s7, v94                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v109, s7, v95                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v110, s7, v96                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v111, s7, v97                             ; examples/attention_gqa.kgen:34
	v_mov_b32 v82, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v83, v82, v6, s[16:17]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v82, v6, v17, s[20:21]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v17, v6, v98, s[22:23]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v84, v6, v99, s[24:25]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v85, v6, v100, s[26:27]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v86, v6, v101, s[28:29]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v87, v6, v102, s[34:35]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v88, v6, v103, s[36:37]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v89, v6, v104, s[38:39]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v90, v6, v105, s[40:41]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v91, v6, v106, s[42:43]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v92, v6, v107, s[44:45]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v93, v6, v108, s[46:47]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v94, v6, v109, s[48:49]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v95, v6, v110, s[50:51]
	v_mov_b32 v6, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v96, v6, v111, s[52:53]
	v_cmp_lt_u32 s[16:17], v8, s14                      ; 'tt' element in bounds
	s_and_b64 s[20:21], s[12:13], s[16:17]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v97, v6, v83, s[20:21]
	v_add_u32 v6, 1, v8
	v_cmp_lt_u32 s[16:17], v6, s14                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[12:13], s[16:17]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v98, v6, v82, s[22:23]
	v_add_u32 v6, 2, v8
	v_cmp_lt_u32 s[16:17], v6, s14                      ; 'tt' element in bounds
	s_and_b64 s[24:25], s[12:13], s[16:17]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v99, v6, v17, s[24:25]
	v_add_u32 v6, 3, v8
	v_cmp_lt_u32 s[16:17], v6, s14                      ; 'tt' element in bounds
	s_and_b64 s[26:27], s[12:13], s[16:17]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v100, v6, v84, s[26:27]
	v_add_u32 v6, 8, v8
	v_cmp_lt_u32 s[16:17], v6, s14                      ; 'tt' element in bounds
	s_and_b64 s[28:29], s[12:13], s[16:17]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v101, v6, v85, s[28:29]
	v_add_u32 v6, 9, v8
	v_cmp_lt_u32 s[16:17], v6, s14                      ; 'tt' element in bounds
	s_and_b64 s[34:35], s[12:13], s[16:17]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v102, v6, v86, s[34:35]
	v_add_u32 v6, 10, v8
	v_cmp_lt_u32 s[16:17], v6, s14                      ; 'tt' element in bounds
	s_and_b64 s[36:37], s[12:13], s[16:17]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v103, v6, v87, s[36:37]
	v_add_u32 v6, 11, v8
	v_cmp_lt_u32 s[16:17], v6, s14                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[12:13], s[16:17]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v104, v6, v88, s[38:39]
	v_add_u32 v6, 16, v8
	v_cmp_lt_u32 s[16:17], v6, s14                      ; 'tt' element in bounds
	s_and_b64 s[40:41], s[12:13], s[16:17]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v105, v6, v89, s[40:41]
	v_add_u32 v6, 17, v8
	v_cmp_lt_u32 s[16:17], v6, s14                      ; 'tt' element in bounds
	s_and_b64 s[42:43], s[12:13], s[16:17]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v106, v6, v90, s[42:43]
	v_add_u32 v6, 18, v8
	v_cmp_lt_u32 s[16:17], v6, s14                      ; 'tt' element in bounds
	s_and_b64 s[44:45], s[12:13], s[16:17]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v107, v6, v91, s[44:45]
	v_add_u32 v6, 19, v8
	v_cmp_lt_u32 s[16:17], v6, s14                      ; 'tt' element in bounds
	s_and_b64 s[46:47], s[12:13], s[16:17]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v108, v6, v92, s[46:47]
	v_add_u32 v6, 24, v8
	v_cmp_lt_u32 s[16:17], v6, s14                      ; 'tt' element in bounds
	s_and_b64 s[48:49], s[12:13], s[16:17]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v109, v6, v93, s[48:49]
	v_add_u32 v6, 25, v8
	v_cmp_lt_u32 s[16:17], v6, s14                      ; 'tt' element in bounds
	s_and_b64 s[50:51], s[12:13], s[16:17]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v110, v6, v94, s[50:51]
	v_add_u32 v6, 26, v8
	v_cmp_lt_u32 s[16:17], v6, s14                      ; 'tt' element in bounds
	s_and_b64 s[52:53], s[12:13], s[16:17]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v111, v6, v95, s[52:53]
	v_add_u32 v6, 27, v8
	v_cmp_lt_u32 s[16:17], v6, s14                      ; 'tt' element in bounds
	s_and_b64 s[54:55], s[12:13], s[16:17]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v112, v6, v96, s[54:55]
	v_max_f32 v6, v97, v98                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v97, v98
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v99                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v99
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v100                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v100
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v101                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v101
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v102                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v102
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v103                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v103
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v104                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v104
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v105                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v105
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v106                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v106
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v107                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v107
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v108                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v108
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v109                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v109
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v110                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v110
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v111                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v111
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_max_f32 v6, v98, v112                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[16:17], v98, v112
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_and_b32 v6, 63, v0                                ; max over 'tt' (examples/attention_gqa.kgen:35): lanes 32 apart
	v_xor_b32 v6, 32, v6
	v_lshlrev_b32 v6, 2, v6
	ds_bpermute_b32 v97, v6, v98
	s_waitcnt lgkmcnt(0)
	v_max_f32 v6, v98, v97
	v_cmp_u_f32 s[16:17], v98, v97
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	s_and_saveexec_b64 s[16:17], s[10:11]               ; lanes where %vpred_363
	ds_write_b32 v5, v98 offset:18432                   ; max over 'tt' (examples/attention_gqa.kgen:35): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v6, v14 offset:18432                    ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 0
	ds_read_b32 v97, v14 offset:18688                   ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v98, v6, v97
	v_cmp_u_f32 s[16:17], v6, v97
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v97, v98, v6, s[16:17]
	v_max_f32 v6, v1, v97                               ; examples/attention_gqa.kgen:35
	v_cmp_u_f32 s[16:17], v1, v97
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v6, v97, s[16:17]
	v_sub_f32 v6, v1, v98                               ; examples/attention_gqa.kgen:37
	v_mul_f32 v97, 0x3fb8aa3b, v6                       ; examples/attention_gqa.kgen:37
	v_exp_f32 v6, v97                                   ; examples/attention_gqa.kgen:37
	s_nop 0
	v_mul_f32 v97, v50, v6                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v99, v51, v6                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v100, v52, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v101, v53, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v102, v54, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v103, v55, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v104, v56, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v105, v57, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v106, v58, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v107, v59, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v108, v60, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v109, v61, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v110, v62, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v111, v63, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v112, v64, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v113, v65, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v114, v66, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v115, v67, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v116, v68, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v117, v69, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v118, v70, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v119, v71, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v120, v72, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v121, v73, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v122, v74, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v123, v75, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v124, v76, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v125, v77, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v126, v78, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v127, v79, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v128, v80, v6                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v129, v81, v6                             ; examples/attention_gqa.kgen:39
	v_mov_b32 v50, v97                                  ; 'acc' scaled in place
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
	v_mov_b32 v68, v116                                 ; 'acc' scaled in place
	v_mov_b32 v69, v117                                 ; 'acc' scaled in place
	v_mov_b32 v70, v118                                 ; 'acc' scaled in place
	v_mov_b32 v71, v119                                 ; 'acc' scaled in place
	v_mov_b32 v72, v120                                 ; 'acc' scaled in place
	v_mov_b32 v73, v121                                 ; 'acc' scaled in place
	v_mov_b32 v74, v122                                 ; 'acc' scaled in place
	v_mov_b32 v75, v123                                 ; 'acc' scaled in place
	v_mov_b32 v76, v124                                 ; 'acc' scaled in place
	v_mov_b32 v77, v125                                 ; 'acc' scaled in place
	v_mov_b32 v78, v126                                 ; 'acc' scaled in place
	v_mov_b32 v79, v127                                 ; 'acc' scaled in place
	v_mov_b32 v80, v128                                 ; 'acc' scaled in place
	v_mov_b32 v81, v129                                 ; 'acc' scaled in place
	s_add_u32 s16, s32, s56                             ; 'v' at this chunk
	s_addc_u32 s17, s33, s57
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[58:59]               ; lanes where %vpred_1885
	global_load_ushort v97, v11, s[16:17]               ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v99, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[58:59]               ; lanes where %vpred_1885
	global_load_ushort v97, v11, s[16:17] offset:2      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v100, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[58:59]               ; lanes where %vpred_1885
	global_load_ushort v97, v11, s[16:17] offset:4      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v101, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[58:59]               ; lanes where %vpred_1885
	global_load_ushort v97, v11, s[16:17] offset:6      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v102, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[58:59]               ; lanes where %vpred_1885
	global_load_ushort v97, v11, s[16:17] offset:8      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v103, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[58:59]               ; lanes where %vpred_1885
	global_load_ushort v97, v11, s[16:17] offset:10     ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v104, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[58:59]               ; lanes where %vpred_1885
	global_load_ushort v97, v11, s[16:17] offset:12     ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v105, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[58:59]               ; lanes where %vpred_1885
	global_load_ushort v97, v11, s[16:17] offset:14     ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v106, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[60:61]               ; lanes where %vpred_1903
	v_add_u32 v107, 0x1000, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v107, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v107, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[60:61]               ; lanes where %vpred_1903
	v_add_u32 v108, 0x1002, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v108, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v108, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[60:61]               ; lanes where %vpred_1903
	v_add_u32 v109, 0x1004, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v109, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v109, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[60:61]               ; lanes where %vpred_1903
	v_add_u32 v110, 0x1006, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v110, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v110, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[60:61]               ; lanes where %vpred_1903
	v_add_u32 v111, 0x1008, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v111, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v111, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[60:61]               ; lanes where %vpred_1903
	v_add_u32 v112, 0x100a, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v112, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v112, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[60:61]               ; lanes where %vpred_1903
	v_add_u32 v113, 0x100c, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v113, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v113, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[60:61]               ; lanes where %vpred_1903
	v_add_u32 v114, 0x100e, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v114, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v114, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[62:63]               ; lanes where %vpred_1921
	v_add_u32 v115, 0x2000, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v115, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v115, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[62:63]               ; lanes where %vpred_1921
	v_add_u32 v116, 0x2002, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v116, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v116, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[62:63]               ; lanes where %vpred_1921
	v_add_u32 v117, 0x2004, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v117, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v117, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[62:63]               ; lanes where %vpred_1921
	v_add_u32 v118, 0x2006, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v118, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v118, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[62:63]               ; lanes where %vpred_1921
	v_add_u32 v119, 0x2008, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v119, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v119, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[62:63]               ; lanes where %vpred_1921
	v_add_u32 v120, 0x200a, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v120, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v120, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[62:63]               ; lanes where %vpred_1921
	v_add_u32 v121, 0x200c, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v121, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v121, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[62:63]               ; lanes where %vpred_1921
	v_add_u32 v122, 0x200e, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v122, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v122, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[64:65]               ; lanes where %vpred_1939
	v_add_u32 v123, 0x3000, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v123, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v123, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[64:65]               ; lanes where %vpred_1939
	v_add_u32 v124, 0x3002, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v124, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v124, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[64:65]               ; lanes where %vpred_1939
	v_add_u32 v125, 0x3004, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v125, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v125, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[64:65]               ; lanes where %vpred_1939
	v_add_u32 v126, 0x3006, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v126, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v126, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[64:65]               ; lanes where %vpred_1939
	v_add_u32 v127, 0x3008, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v127, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v127, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[64:65]               ; lanes where %vpred_1939
	v_add_u32 v128, 0x300a, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v128, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v128, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[64:65]               ; lanes where %vpred_1939
	v_add_u32 v129, 0x300c, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v129, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v129, 16, v97
	v_mov_b32 v97, 0                                    ; absent element
	s_and_saveexec_b64 s[56:57], s[64:65]               ; lanes where %vpred_1939
	v_add_u32 v130, 0x300e, v11                         ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v97, v130, s[16:17]
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v130, 16, v97
	v_lshrrev_b32 v97, 16, v99
	ds_write_b16 v12, v97                               ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v100
	ds_write_b16 v12, v97 offset:144                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v101
	ds_write_b16 v12, v97 offset:288                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v102
	ds_write_b16 v12, v97 offset:432                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v103
	ds_write_b16 v12, v97 offset:576                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v104
	ds_write_b16 v12, v97 offset:720                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v105
	ds_write_b16 v12, v97 offset:864                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v106
	ds_write_b16 v12, v97 offset:1008                   ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v107
	ds_write_b16 v12, v97 offset:32                     ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v108
	ds_write_b16 v12, v97 offset:176                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v109
	ds_write_b16 v12, v97 offset:320                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v110
	ds_write_b16 v12, v97 offset:464                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v111
	ds_write_b16 v12, v97 offset:608                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v112
	ds_write_b16 v12, v97 offset:752                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v113
	ds_write_b16 v12, v97 offset:896                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v114
	ds_write_b16 v12, v97 offset:1040                   ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v115
	ds_write_b16 v12, v97 offset:64                     ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v116
	ds_write_b16 v12, v97 offset:208                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v117
	ds_write_b16 v12, v97 offset:352                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v118
	ds_write_b16 v12, v97 offset:496                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v119
	ds_write_b16 v12, v97 offset:640                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v120
	ds_write_b16 v12, v97 offset:784                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v121
	ds_write_b16 v12, v97 offset:928                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v122
	ds_write_b16 v12, v97 offset:1072                   ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v123
	ds_write_b16 v12, v97 offset:96                     ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v124
	ds_write_b16 v12, v97 offset:240                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v125
	ds_write_b16 v12, v97 offset:384                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v126
	ds_write_b16 v12, v97 offset:528                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v127
	ds_write_b16 v12, v97 offset:672                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v128
	ds_write_b16 v12, v97 offset:816                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v129
	ds_write_b16 v12, v97 offset:960                    ; A operand of the product: stage
	v_lshrrev_b32 v97, 16, v130
	ds_write_b16 v12, v97 offset:1104                   ; A operand of the product: stage
	v_mul_f32 v97, 0xbfb8aa3b, v98                      ; -m log2 e of e^(x - m), once per m (examples/attention_gqa.kgen:36)
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v83, v99, v97
	v_exp_f32 v83, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v82, v99, v97
	v_exp_f32 v82, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v17, v99, v97
	v_exp_f32 v17, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v84, v99, v97
	v_exp_f32 v84, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v85, v99, v97
	v_exp_f32 v85, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v86, v99, v97
	v_exp_f32 v86, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v87, v99, v97
	v_exp_f32 v87, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v88, v99, v97
	v_exp_f32 v88, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v89, v99, v97
	v_exp_f32 v89, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v90, v99, v97
	v_exp_f32 v90, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v91, v99, v97
	v_exp_f32 v91, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v92, v99, v97
	v_exp_f32 v92, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v93, v99, v97
	v_exp_f32 v93, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v94, v99, v97
	v_exp_f32 v94, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v95, v99, v97
	v_exp_f32 v95, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v96, v99, v97
	v_exp_f32 v96, v100                                 ; examples/attention_gqa.kgen:36
	v_bfe_u32 v97, v83, 16, 1                           ; round to bf16
	v_add3_u32 v99, v83, v97, s5
	v_cmp_u_f32 s[16:17], v83, v83
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v99, v99, v97, s[16:17]
	v_and_b32 v97, 0xffff0000, v99
	v_bfe_u32 v99, v82, 16, 1                           ; round to bf16
	v_add3_u32 v100, v82, v99, s5
	v_cmp_u_f32 s[16:17], v82, v82
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v100, v99, s[16:17]
	v_and_b32 v99, 0xffff0000, v100
	v_bfe_u32 v100, v17, 16, 1                          ; round to bf16
	v_add3_u32 v101, v17, v100, s5
	v_cmp_u_f32 s[16:17], v17, v17
	v_mov_b32 v100, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v101, v101, v100, s[16:17]
	v_and_b32 v100, 0xffff0000, v101
	v_bfe_u32 v101, v84, 16, 1                          ; round to bf16
	v_add3_u32 v102, v84, v101, s5
	v_cmp_u_f32 s[16:17], v84, v84
	v_mov_b32 v101, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v102, v102, v101, s[16:17]
	v_and_b32 v101, 0xffff0000, v102
	v_bfe_u32 v102, v85, 16, 1                          ; round to bf16
	v_add3_u32 v103, v85, v102, s5
	v_cmp_u_f32 s[16:17], v85, v85
	v_mov_b32 v102, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v103, v103, v102, s[16:17]
	v_and_b32 v102, 0xffff0000, v103
	v_bfe_u32 v103, v86, 16, 1                          ; round to bf16
	v_add3_u32 v104, v86, v103, s5
	v_cmp_u_f32 s[16:17], v86, v86
	v_mov_b32 v103, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v104, v103, s[16:17]
	v_and_b32 v103, 0xffff0000, v104
	v_bfe_u32 v104, v87, 16, 1                          ; round to bf16
	v_add3_u32 v105, v87, v104, s5
	v_cmp_u_f32 s[16:17], v87, v87
	v_mov_b32 v104, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v105, v105, v104, s[16:17]
	v_and_b32 v104, 0xffff0000, v105
	v_bfe_u32 v105, v88, 16, 1                          ; round to bf16
	v_add3_u32 v106, v88, v105, s5
	v_cmp_u_f32 s[16:17], v88, v88
	v_mov_b32 v105, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v106, v106, v105, s[16:17]
	v_and_b32 v105, 0xffff0000, v106
	v_bfe_u32 v106, v89, 16, 1                          ; round to bf16
	v_add3_u32 v107, v89, v106, s5
	v_cmp_u_f32 s[16:17], v89, v89
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v107, v106, s[16:17]
	v_and_b32 v106, 0xffff0000, v107
	v_bfe_u32 v107, v90, 16, 1                          ; round to bf16
	v_add3_u32 v108, v90, v107, s5
	v_cmp_u_f32 s[16:17], v90, v90
	v_mov_b32 v107, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v108, v108, v107, s[16:17]
	v_and_b32 v107, 0xffff0000, v108
	v_bfe_u32 v108, v91, 16, 1                          ; round to bf16
	v_add3_u32 v109, v91, v108, s5
	v_cmp_u_f32 s[16:17], v91, v91
	v_mov_b32 v108, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v109, v109, v108, s[16:17]
	v_and_b32 v108, 0xffff0000, v109
	v_bfe_u32 v109, v92, 16, 1                          ; round to bf16
	v_add3_u32 v110, v92, v109, s5
	v_cmp_u_f32 s[16:17], v92, v92
	v_mov_b32 v109, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v110, v110, v109, s[16:17]
	v_and_b32 v109, 0xffff0000, v110
	v_bfe_u32 v110, v93, 16, 1                          ; round to bf16
	v_add3_u32 v111, v93, v110, s5
	v_cmp_u_f32 s[16:17], v93, v93
	v_mov_b32 v110, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v111, v111, v110, s[16:17]
	v_and_b32 v110, 0xffff0000, v111
	v_bfe_u32 v111, v94, 16, 1                          ; round to bf16
	v_add3_u32 v112, v94, v111, s5
	v_cmp_u_f32 s[16:17], v94, v94
	v_mov_b32 v111, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v112, v112, v111, s[16:17]
	v_and_b32 v111, 0xffff0000, v112
	v_bfe_u32 v112, v95, 16, 1                          ; round to bf16
	v_add3_u32 v113, v95, v112, s5
	v_cmp_u_f32 s[16:17], v95, v95
	v_mov_b32 v112, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v113, v113, v112, s[16:17]
	v_and_b32 v112, 0xffff0000, v113
	v_bfe_u32 v113, v96, 16, 1                          ; round to bf16
	v_add3_u32 v114, v96, v113, s5
	v_cmp_u_f32 s[16:17], v96, v96
	v_mov_b32 v113, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v114, v114, v113, s[16:17]
	v_and_b32 v113, 0xffff0000, v114
	v_cndmask_b32 v114, 0, v97, s[20:21]                ; absent elements add nothing
	v_lshrrev_b32 v97, 16, v114
	ds_write_b16 v16, v97 offset:18944                  ; B operand of the product: stage
	v_cndmask_b32 v97, 0, v99, s[22:23]                 ; absent elements add nothing
	v_lshrrev_b32 v99, 16, v97
	ds_write_b16 v16, v99 offset:18946                  ; B operand of the product: stage
	v_cndmask_b32 v97, 0, v100, s[24:25]                ; absent elements add nothing
	v_lshrrev_b32 v99, 16, v97
	ds_write_b16 v16, v99 offset:18948                  ; B operand of the product: stage
	v_cndmask_b32 v97, 0, v101, s[26:27]                ; absent elements add nothing
	v_lshrrev_b32 v99, 16, v97
	ds_write_b16 v16, v99 offset:18950                  ; B operand of the product: stage
	v_cndmask_b32 v97, 0, v102, s[28:29]                ; absent elements add nothing
	v_lshrrev_b32 v99, 16, v97
	ds_write_b16 v16, v99 offset:18960                  ; B operand of the product: stage
	v_cndmask_b32 v97, 0, v103, s[34:35]                ; absent elements add nothing
	v_lshrrev_b32 v99, 16, v97
	ds_write_b16 v16, v99 offset:18962                  ; B operand of the product: stage
	v_cndmask_b32 v97, 0, v104, s[36:37]                ; absent elements add nothing
	v_lshrrev_b32 v99, 16, v97
	ds_write_b16 v16, v99 offset:18964                  ; B operand of the product: stage
	v_cndmask_b32 v97, 0, v105, s[38:39]                ; absent elements add nothing
	v_lshrrev_b32 v99, 16, v97
	ds_write_b16 v16, v99 offset:18966                  ; B operand of the product: stage
	v_cndmask_b32 v97, 0, v106, s[40:41]                ; absent elements add nothing
	v_lshrrev_b32 v99, 16, v97
	ds_write_b16 v16, v99 offset:18976                  ; B operand of the product: stage
	v_cndmask_b32 v97, 0, v107, s[42:43]                ; absent elements add nothing
	v_lshrrev_b32 v99, 16, v97
	ds_write_b16 v16, v99 offset:18978                  ; B operand of the product: stage
	v_cndmask_b32 v97, 0, v108, s[44:45]                ; absent elements add nothing
	v_lshrrev_b32 v99, 16, v97
	ds_write_b16 v16, v99 offset:18980                  ; B operand of the product: stage
	v_cndmask_b32 v97, 0, v109, s[46:47]                ; absent elements add nothing
	v_lshrrev_b32 v99, 16, v97
	ds_write_b16 v16, v99 offset:18982                  ; B operand of the product: stage
	v_cndmask_b32 v97, 0, v110, s[48:49]                ; absent elements add nothing
	v_lshrrev_b32 v99, 16, v97
	ds_write_b16 v16, v99 offset:18992                  ; B operand of the product: stage
	v_cndmask_b32 v97, 0, v111, s[50:51]                ; absent elements add nothing
	v_lshrrev_b32 v99, 16, v97
	ds_write_b16 v16, v99 offset:18994                  ; B operand of the product: stage
	v_cndmask_b32 v97, 0, v112, s[52:53]                ; absent elements add nothing
	v_lshrrev_b32 v99, 16, v97
	ds_write_b16 v16, v99 offset:18996                  ; B operand of the product: stage
	v_cndmask_b32 v97, 0, v113, s[54:55]                ; absent elements add nothing
	v_lshrrev_b32 v99, 16, v97
	ds_write_b16 v16, v99 offset:18998                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[100:103], v15 offset:18944           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[104:107], v7                         ; A fragment 0, k-steps 0..1
	ds_read_b128 v[108:111], v7 offset:4608             ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[104:105], v[100:101], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[108:109], v[100:101], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[106:107], v[102:103], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[110:111], v[102:103], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[100:103], v15 offset:18976           ; B fragment 0, k-steps 2..3
	ds_read_b128 v[104:107], v7 offset:32               ; A fragment 0, k-steps 2..3
	ds_read_b128 v[108:111], v7 offset:4640             ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[104:105], v[100:101], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[108:109], v[100:101], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[106:107], v[102:103], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[110:111], v[102:103], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[100:103], v15 offset:19008           ; B fragment 0, k-steps 4..5
	ds_read_b128 v[104:107], v7 offset:64               ; A fragment 0, k-steps 4..5
	ds_read_b128 v[108:111], v7 offset:4672             ; A fragment 1, k-steps 4..5
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[104:105], v[100:101], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[108:109], v[100:101], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[106:107], v[102:103], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[110:111], v[102:103], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	ds_read_b128 v[100:103], v15 offset:19040           ; B fragment 0, k-steps 6..7
	ds_read_b128 v[104:107], v7 offset:96               ; A fragment 0, k-steps 6..7
	ds_read_b128 v[108:111], v7 offset:4704             ; A fragment 1, k-steps 6..7
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[104:105], v[100:101], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[66:81], v[108:109], v[100:101], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[106:107], v[102:103], v[50:65] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[66:81], v[110:111], v[102:103], v[66:81] ; examples/attention_gqa.kgen:39: mfma 32x32x8
	v_mul_f32 v97, v4, v6                               ; examples/attention_gqa.kgen:38
	v_cndmask_b32 v6, 0, v83, s[20:21]                  ; absent elements contribute the identity
	v_cndmask_b32 v83, 0, v82, s[22:23]                 ; absent elements contribute the identity
	v_cndmask_b32 v82, 0, v17, s[24:25]                 ; absent elements contribute the identity
	v_cndmask_b32 v17, 0, v84, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v84, 0, v85, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v85, 0, v86, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v86, 0, v87, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v87, 0, v88, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v88, 0, v89, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v89, 0, v90, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v90, 0, v91, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v91, 0, v92, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v92, 0, v93, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v93, 0, v94, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v94, 0, v95, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v95, 0, v96, s[54:55]                 ; absent elements contribute the identity
	v_add_f32 v96, v6, v83                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v6, v96, v82                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v82, v6, v17                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v6, v82, v84                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v17, v6, v85                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v6, v17, v86                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v17, v6, v87                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v6, v17, v88                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v17, v6, v89                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v6, v17, v90                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v17, v6, v91                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v6, v17, v92                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v17, v6, v93                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v6, v17, v94                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v17, v6, v95                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_and_b32 v6, 63, v0                                ; sum over 'tt' (examples/attention_gqa.kgen:38): lanes 32 apart
	v_xor_b32 v6, 32, v6
	v_lshlrev_b32 v6, 2, v6
	ds_bpermute_b32 v82, v6, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v17, v82
	s_and_saveexec_b64 s[16:17], s[10:11]               ; lanes where %vpred_363
	ds_write_b32 v5, v6 offset:36352                    ; sum over 'tt' (examples/attention_gqa.kgen:38): this warp group's partial
	s_mov_b64 exec, s[16:17]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v6, v14 offset:36352                    ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 0
	ds_read_b32 v17, v14 offset:36608                   ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v82, v6, v17
	v_add_f32 v6, v97, v82                              ; examples/attention_gqa.kgen:38
	v_mov_b32 v4, v6                                    ; next 'l'
	v_mov_b32 v1, v98                                   ; next 'mx'
	s_add_u32 s15, s15, 64
	s_cmp_lt_u32 s15, s6
	s_cbranch_scc1 .Lattention_gqa_causal_loop3
.Lattention_gqa_causal_loop3_end:
	v_mov_b32 v1, 1.0                                   ; examples/attention_gqa.kgen:42
	v_div_scale_f32 v3, s[6:7], v4, v4, v1
	v_rcp_f32 v5, v3
	v_div_scale_f32 v6, vcc, v1, v4, v1
	v_fma_f32 v7, -v3, v5, 1.0
	v_fma_f32 v5, v7, v5, v5
	v_mul_f32 v8, v6, v5
	v_fma_f32 v7, -v3, v8, v6
	v_fma_f32 v8, v7, v5, v8
	v_fma_f32 v7, -v3, v8, v6
	v_div_fmas_f32 v7, v7, v5, v8
	v_div_fixup_f32 v3, v7, v4, v1
	v_mul_f32 v1, v50, v3                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v4, v51, v3                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v5, v52, v3                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v6, v53, v3                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v7, v54, v3                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v8, v55, v3                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v9, v56, v3                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v10, v57, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v11, v58, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v12, v59, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v13, v60, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v14, v61, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v15, v62, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v16, v63, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v17, v64, v3                              ; examples/attention_gqa.kgen:42
	s_waitcnt vmcnt(7)
	v_mul_f32 v18, v65, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v19, v66, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v20, v67, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v21, v68, v3                              ; examples/attention_gqa.kgen:42
	s_waitcnt vmcnt(6)
	v_mul_f32 v22, v69, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v23, v70, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v24, v71, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v25, v72, v3                              ; examples/attention_gqa.kgen:42
	s_waitcnt vmcnt(5)
	v_mul_f32 v26, v73, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v27, v74, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v28, v75, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v29, v76, v3                              ; examples/attention_gqa.kgen:42
	s_waitcnt vmcnt(4)
	v_mul_f32 v30, v77, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v31, v78, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v32, v79, v3                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v33, v80, v3                              ; examples/attention_gqa.kgen:42
	s_waitcnt vmcnt(3)
	v_mul_f32 v34, v81, v3                              ; examples/attention_gqa.kgen:42
	v_bfe_u32 v3, v1, 16, 1
	v_add3_u32 v35, v1, v3, s5
	v_cmp_u_f32 s[6:7], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v35, v35, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v35
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9]                   ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v4, 16, 1
	v_add3_u32 v3, v4, v1, s5
	v_cmp_u_f32 s[6:7], v4, v4
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:2          ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v3, v5, v1, s5
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:4          ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v3, v6, v1, s5
	v_cmp_u_f32 s[6:7], v6, v6
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:6          ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v3, v7, v1, s5
	v_cmp_u_f32 s[6:7], v7, v7
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:16         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v3, v8, v1, s5
	v_cmp_u_f32 s[6:7], v8, v8
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:18         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v3, v9, v1, s5
	v_cmp_u_f32 s[6:7], v9, v9
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:20         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v10, 16, 1
	v_add3_u32 v3, v10, v1, s5
	v_cmp_u_f32 s[6:7], v10, v10
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:22         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v11, 16, 1
	v_add3_u32 v3, v11, v1, s5
	v_cmp_u_f32 s[6:7], v11, v11
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:32         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v12, 16, 1
	v_add3_u32 v3, v12, v1, s5
	v_cmp_u_f32 s[6:7], v12, v12
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:34         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v13, 16, 1
	v_add3_u32 v3, v13, v1, s5
	v_cmp_u_f32 s[6:7], v13, v13
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:36         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v14, 16, 1
	v_add3_u32 v3, v14, v1, s5
	v_cmp_u_f32 s[6:7], v14, v14
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:38         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v15, 16, 1
	v_add3_u32 v3, v15, v1, s5
	v_cmp_u_f32 s[6:7], v15, v15
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:48         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v16, 16, 1
	v_add3_u32 v3, v16, v1, s5
	v_cmp_u_f32 s[6:7], v16, v16
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:50         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v17, 16, 1
	v_add3_u32 v3, v17, v1, s5
	v_cmp_u_f32 s[6:7], v17, v17
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:52         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v18, 16, 1
	v_add3_u32 v3, v18, v1, s5
	v_cmp_u_f32 s[6:7], v18, v18
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:54         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v19, 16, 1
	v_add3_u32 v3, v19, v1, s5
	v_cmp_u_f32 s[6:7], v19, v19
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:64         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v20, 16, 1
	v_add3_u32 v3, v20, v1, s5
	v_cmp_u_f32 s[6:7], v20, v20
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:66         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v21, 16, 1
	v_add3_u32 v3, v21, v1, s5
	v_cmp_u_f32 s[6:7], v21, v21
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:68         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v22, 16, 1
	v_add3_u32 v3, v22, v1, s5
	v_cmp_u_f32 s[6:7], v22, v22
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:70         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v23, 16, 1
	v_add3_u32 v3, v23, v1, s5
	v_cmp_u_f32 s[6:7], v23, v23
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:80         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v24, 16, 1
	v_add3_u32 v3, v24, v1, s5
	v_cmp_u_f32 s[6:7], v24, v24
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:82         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v25, 16, 1
	v_add3_u32 v3, v25, v1, s5
	v_cmp_u_f32 s[6:7], v25, v25
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:84         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v26, 16, 1
	v_add3_u32 v3, v26, v1, s5
	v_cmp_u_f32 s[6:7], v26, v26
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:86         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v27, 16, 1
	v_add3_u32 v3, v27, v1, s5
	v_cmp_u_f32 s[6:7], v27, v27
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:96         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v28, 16, 1
	v_add3_u32 v3, v28, v1, s5
	v_cmp_u_f32 s[6:7], v28, v28
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:98         ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v29, 16, 1
	v_add3_u32 v3, v29, v1, s5
	v_cmp_u_f32 s[6:7], v29, v29
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:100        ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v30, 16, 1
	v_add3_u32 v3, v30, v1, s5
	v_cmp_u_f32 s[6:7], v30, v30
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:102        ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v31, 16, 1
	v_add3_u32 v3, v31, v1, s5
	v_cmp_u_f32 s[6:7], v31, v31
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:112        ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v32, 16, 1
	v_add3_u32 v3, v32, v1, s5
	v_cmp_u_f32 s[6:7], v32, v32
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:114        ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v33, 16, 1
	v_add3_u32 v3, v33, v1, s5
	v_cmp_u_f32 s[6:7], v33, v33
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:116        ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v34, 16, 1
	v_add3_u32 v3, v34, v1, s5
	v_cmp_u_f32 s[6:7], v34, v34
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1298
	global_store_short v2, v1, s[8:9] offset:118        ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
.Lattention_gqa_causal_if0_end:
	s_endpgm
.Lfunc_end_attention_gqa_causal:
	.size	attention_gqa_causal, .Lfunc_end_attention_gqa_causal-attention_gqa_causal

	.rodata
	.p2align	6
	.amdhsa_kernel attention_gqa
		.amdhsa_group_segment_fixed_size 36864
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 136
		.amdhsa_next_free_sgpr 72
		.amdhsa_accum_offset 136
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
		.amdhsa_group_segment_fixed_size 36864
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 136
		.amdhsa_next_free_sgpr 74
		.amdhsa_accum_offset 136
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
    .group_segment_fixed_size: 36864
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .vgpr_count:     136
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
    .group_segment_fixed_size: 36864
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     80
    .sgpr_spill_count: 0
    .vgpr_count:     136
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
