; kgen AMDGCN module for gfx950: 2 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel attention_gqa: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel attention_gqa from examples/attention_gqa.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: s, g, bh
;   chunk: bh: 1, g: 1, s: 64, tt: 64, d: 128; walked in chunks: none
;   layout: bh:1 x g:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;     (the first product's accumulator; at most 8 elements per vector access)
;   tile products on mfma 32x32x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (20 shuffle and conversion instructions per thread)
;   product 15:13 tt x s contracting d (as the transposed product): 2 x 2 warps, each mfma 32x32x16 tiles
;   product 20:29 d x s contracting tt (as the transposed product): 2 x 2 warps, each mfma 32x32x16 tiles
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
; resources: 139 VGPRs, 0 AGPRs, 72 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 107520 bytes LDS, 52 bytes of arguments, 256 threads
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
	s_mov_b32 s5, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s6, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s7, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[8:9], s[0:1], 0x0                  ; argument q
	s_load_dwordx2 s[10:11], s[0:1], 0x8                ; argument k
	s_load_dwordx2 s[12:13], s[0:1], 0x10               ; argument v
	s_load_dwordx2 s[14:15], s[0:1], 0x18               ; argument o
	s_load_dword s16, s[0:1], 0x20                      ; argument scale
	s_load_dword s17, s[0:1], 0x28                      ; argument G
	s_load_dword s18, s[0:1], 0x2c                      ; argument S
	s_load_dword s19, s[0:1], 0x30                      ; argument T
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s20, s2                                   ; program index along 's'
	s_mul_i32 s21, s20, 64                              ; first 's' of this program's tile (64)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s20, s18, s21
	s_min_u32 s22, s20, 64                              ; 's' elements in this tile
	s_mov_b32 s20, s3                                   ; program index along 'g'
	s_mov_b32 s23, s4                                   ; program index along 'bh'
	s_cmp_ge_u32 s22, 64                                ; a whole chunk of 's' (64) is in bounds
	s_cselect_b32 s24, 1, 0
	s_mul_i32 s25, 0x80, s18                            ; a stride of 'q'
	s_mul_i32 s18, s25, s17                             ; a stride of 'q'
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
	s_mul_i32 s26, s23, s18
	s_mul_hi_u32 s27, s23, s18
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s26, s8, s28                              ; 'q' at this program
	s_addc_u32 s27, s9, s29
	s_mul_i32 s8, s20, s25
	s_mul_hi_u32 s9, s20, s25
	s_lshl_b64 s[30:31], s[8:9], 1
	s_add_u32 s8, s26, s30                              ; 'q' at this program
	s_addc_u32 s9, s27, s31
	s_mul_i32 s26, s21, 0x80
	s_mul_hi_u32 s27, s21, 0x80
	s_lshl_b64 s[20:21], s[26:27], 1
	s_add_u32 s26, s8, s20                              ; 'q' at this program
	s_addc_u32 s27, s9, s21
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
	v_cmp_eq_u32 s[8:9], v16, 0                         ; one lane per warp group and element publishes
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
	v_lshlrev_b32 v17, 1, v7                            ; thread's place in opb4
	v_add_u32 v7, v16, v10
	v_lshlrev_b32 v10, 1, v7                            ; thread's N-fragment place
	s_mul_i32 s17, 0x80, s19                            ; a stride of 'k'
	s_mul_i32 s32, s23, s17
	s_mul_hi_u32 s33, s23, s17
	s_lshl_b64 s[34:35], s[32:33], 1
	s_add_u32 s32, s10, s34                             ; 'k' at this program
	s_addc_u32 s33, s11, s35
	v_lshlrev_b32 v7, 1, v2
	v_mov_b32 v16, 0x80
	v_mul_lo_u32 v18, v16, v7
	v_add_u32 v16, v18, v4
	v_lshlrev_b32 v18, 1, v16                           ; thread's first 16 bytes of a 'v' tile
	v_mov_b32 v16, 0x48
	v_mul_lo_u32 v19, v16, v4
	v_add_u32 v4, v19, v7
	v_lshlrev_b32 v7, 1, v4                             ; thread's first pair in st2
	s_add_u32 s10, s12, s34                             ; 'v' at this program
	s_addc_u32 s11, s13, s35
	v_add_u32 v4, v19, v2
	v_lshlrev_b32 v16, 1, v4                            ; thread's place in st2
	v_mov_b32 v4, 0x80
	v_mul_lo_u32 v19, v4, v9
	v_or_b32 v4, v3, v1                                 ; thread's 'd' coordinate
	v_add_u32 v1, v19, v4
	v_lshlrev_b32 v3, 1, v1                             ; thread's byte offset in a chunk of 'o'
	s_add_u32 s12, s14, s28                             ; 'o' at this program
	s_addc_u32 s13, s15, s29
	s_add_u32 s14, s12, s30                             ; 'o' at this program
	s_addc_u32 s15, s13, s31
	s_add_u32 s12, s14, s20                             ; 'o' at this program
	s_addc_u32 s13, s15, s21
	s_cmp_eq_u32 s24, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_gqa_if0_else
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	global_load_dwordx4 v[20:23], v5, s[26:27]          ; examples/attention_gqa.kgen:15: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[20:23]                          ; 16 bytes into opinv0
	v_add_u32 v1, 0x1000, v5
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	global_load_dwordx4 v[20:23], v1, s[26:27]          ; examples/attention_gqa.kgen:15: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[20:23] offset:4352              ; 16 bytes into opinv0
	v_add_u32 v4, 0x2000, v5
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	global_load_dwordx4 v[20:23], v4, s[26:27]          ; examples/attention_gqa.kgen:15: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[20:23] offset:8704              ; 16 bytes into opinv0
	v_add_u32 v19, 0x3000, v5
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	global_load_dwordx4 v[20:23], v19, s[26:27]         ; examples/attention_gqa.kgen:15: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[20:23] offset:13056             ; 16 bytes into opinv0
	v_add_f32 v20, 0, 0                                 ; examples/attention_gqa.kgen:13
	v_mov_b32 v22, v20                                  ; loop-carried 'acc'
	v_mov_b32 v23, v20                                  ; loop-carried 'acc'
	v_mov_b32 v24, v20                                  ; loop-carried 'acc'
	v_mov_b32 v25, v20                                  ; loop-carried 'acc'
	v_mov_b32 v26, v20                                  ; loop-carried 'acc'
	v_mov_b32 v27, v20                                  ; loop-carried 'acc'
	v_mov_b32 v28, v20                                  ; loop-carried 'acc'
	v_mov_b32 v29, v20                                  ; loop-carried 'acc'
	v_mov_b32 v30, v20                                  ; loop-carried 'acc'
	v_mov_b32 v31, v20                                  ; loop-carried 'acc'
	v_mov_b32 v32, v20                                  ; loop-carried 'acc'
	v_mov_b32 v33, v20                                  ; loop-carried 'acc'
	v_mov_b32 v34, v20                                  ; loop-carried 'acc'
	v_mov_b32 v35, v20                                  ; loop-carried 'acc'
	v_mov_b32 v36, v20                                  ; loop-carried 'acc'
	v_mov_b32 v37, v20                                  ; loop-carried 'acc'
	v_mov_b32 v38, v20                                  ; loop-carried 'acc'
	v_mov_b32 v39, v20                                  ; loop-carried 'acc'
	v_mov_b32 v40, v20                                  ; loop-carried 'acc'
	v_mov_b32 v41, v20                                  ; loop-carried 'acc'
	v_mov_b32 v42, v20                                  ; loop-carried 'acc'
	v_mov_b32 v43, v20                                  ; loop-carried 'acc'
	v_mov_b32 v44, v20                                  ; loop-carried 'acc'
	v_mov_b32 v45, v20                                  ; loop-carried 'acc'
	v_mov_b32 v46, v20                                  ; loop-carried 'acc'
	v_mov_b32 v47, v20                                  ; loop-carried 'acc'
	v_mov_b32 v48, v20                                  ; loop-carried 'acc'
	v_mov_b32 v49, v20                                  ; loop-carried 'acc'
	v_mov_b32 v50, v20                                  ; loop-carried 'acc'
	v_mov_b32 v51, v20                                  ; loop-carried 'acc'
	v_mov_b32 v52, v20                                  ; loop-carried 'acc'
	v_mov_b32 v53, v20                                  ; loop-carried 'acc'
	v_mov_b32 v21, v20                                  ; loop-carried 'l'
	v_mov_b32 v20, 0xff800000                           ; examples/attention_gqa.kgen:11
	v_add_f32 v54, v20, 0
	v_mov_b32 v20, v54                                  ; loop-carried 'mx'
	s_cmp_ge_u32 s19, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s14, 1, 0
	s_sub_u32 s15, s19, 63
	s_cmp_lg_u32 s14, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s14, s15, 0
	s_mul_i32 s20, 0, 0x80
	s_mul_hi_u32 s21, 0, 0x80
	s_lshl_b64 s[24:25], s[20:21], 1
	s_add_u32 s20, s32, s24                             ; 'k' at this chunk
	s_addc_u32 s21, s33, s25
	s_cmp_lt_u32 0, s14                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2199
	s_cbranch_scc1 .Lattention_gqa_skip0
	global_load_dwordx4 v[54:57], v5, s[20:21]          ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip0:
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[54:57] offset:17408             ; 16 bytes into st1
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2199
	s_cbranch_scc1 .Lattention_gqa_skip1
	global_load_dwordx4 v[54:57], v1, s[20:21]          ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip1:
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[54:57] offset:21760             ; 16 bytes into st1
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2199
	s_cbranch_scc1 .Lattention_gqa_skip2
	global_load_dwordx4 v[54:57], v4, s[20:21]          ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip2:
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[54:57] offset:26112             ; 16 bytes into st1
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2199
	s_cbranch_scc1 .Lattention_gqa_skip3
	global_load_dwordx4 v[54:57], v19, s[20:21]         ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip3:
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[54:57] offset:30464             ; 16 bytes into st1
	s_add_u32 s20, s10, s24                             ; 'v' at this chunk
	s_addc_u32 s21, s11, s25
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2199
	s_cbranch_scc1 .Lattention_gqa_skip4
	global_load_dwordx4 v[54:57], v18, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip4:
	v_add_u32 v58, 0x100, v18
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2199
	s_cbranch_scc1 .Lattention_gqa_skip5
	global_load_dwordx4 v[60:63], v58, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip5:
	s_waitcnt vmcnt(0)
	v_perm_b32 v58, v60, v54, s5                        ; (k, k+1) of column 0
	ds_write_b32 v7, v58 offset:34816                   ; a K-pair into st2
	v_perm_b32 v58, v60, v54, s6                        ; (k, k+1) of column 1
	ds_write_b32 v7, v58 offset:34960                   ; a K-pair into st2
	v_perm_b32 v58, v61, v55, s5                        ; (k, k+1) of column 2
	ds_write_b32 v7, v58 offset:35104                   ; a K-pair into st2
	v_perm_b32 v58, v61, v55, s6                        ; (k, k+1) of column 3
	ds_write_b32 v7, v58 offset:35248                   ; a K-pair into st2
	v_perm_b32 v58, v62, v56, s5                        ; (k, k+1) of column 4
	ds_write_b32 v7, v58 offset:35392                   ; a K-pair into st2
	v_perm_b32 v58, v62, v56, s6                        ; (k, k+1) of column 5
	ds_write_b32 v7, v58 offset:35536                   ; a K-pair into st2
	v_perm_b32 v58, v63, v57, s5                        ; (k, k+1) of column 6
	ds_write_b32 v7, v58 offset:35680                   ; a K-pair into st2
	v_perm_b32 v58, v63, v57, s6                        ; (k, k+1) of column 7
	ds_write_b32 v7, v58 offset:35824                   ; a K-pair into st2
	v_add_u32 v54, 0x2000, v18
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2199
	s_cbranch_scc1 .Lattention_gqa_skip6
	global_load_dwordx4 v[56:59], v54, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip6:
	v_add_u32 v54, 0x2100, v18
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2199
	s_cbranch_scc1 .Lattention_gqa_skip7
	global_load_dwordx4 v[60:63], v54, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip7:
	s_waitcnt vmcnt(0)
	v_perm_b32 v54, v60, v56, s5                        ; (k, k+1) of column 0
	ds_write_b32 v7, v54 offset:34880                   ; a K-pair into st2
	v_perm_b32 v54, v60, v56, s6                        ; (k, k+1) of column 1
	ds_write_b32 v7, v54 offset:35024                   ; a K-pair into st2
	v_perm_b32 v54, v61, v57, s5                        ; (k, k+1) of column 2
	ds_write_b32 v7, v54 offset:35168                   ; a K-pair into st2
	v_perm_b32 v54, v61, v57, s6                        ; (k, k+1) of column 3
	ds_write_b32 v7, v54 offset:35312                   ; a K-pair into st2
	v_perm_b32 v54, v62, v58, s5                        ; (k, k+1) of column 4
	ds_write_b32 v7, v54 offset:35456                   ; a K-pair into st2
	v_perm_b32 v54, v62, v58, s6                        ; (k, k+1) of column 5
	ds_write_b32 v7, v54 offset:35600                   ; a K-pair into st2
	v_perm_b32 v54, v63, v59, s5                        ; (k, k+1) of column 6
	ds_write_b32 v7, v54 offset:35744                   ; a K-pair into st2
	v_perm_b32 v54, v63, v59, s6                        ; (k, k+1) of column 7
	ds_write_b32 v7, v54 offset:35888                   ; a K-pair into st2
	s_mov_b32 s15, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s15, s14
	s_cbranch_scc1 .Lattention_gqa_loop0_end
.Lattention_gqa_loop0:
	s_add_u32 s17, s15, 64
	s_cmp_lt_u32 s15, s14
	s_cselect_b32 s18, 1, 0
	s_cmp_eq_u32 s18, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_gqa_if1_end
	s_mul_i32 s20, s17, 0x80
	s_mul_hi_u32 s21, s17, 0x80
	s_lshl_b64 s[24:25], s[20:21], 1
	s_add_u32 s20, s32, s24                             ; 'k' at this chunk
	s_addc_u32 s21, s33, s25
	s_cmp_lt_u32 s17, s14                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2256
	s_cbranch_scc1 .Lattention_gqa_skip8
	global_load_dwordx4 v[54:57], v5, s[20:21]          ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip8:
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2256
	s_cbranch_scc1 .Lattention_gqa_skip9
	global_load_dwordx4 v[58:61], v1, s[20:21]          ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip9:
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2256
	s_cbranch_scc1 .Lattention_gqa_skip10
	global_load_dwordx4 v[62:65], v4, s[20:21]          ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip10:
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2256
	s_cbranch_scc1 .Lattention_gqa_skip11
	global_load_dwordx4 v[66:69], v19, s[20:21]         ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip11:
	s_add_u32 s20, s10, s24                             ; 'v' at this chunk
	s_addc_u32 s21, s11, s25
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2256
	s_cbranch_scc1 .Lattention_gqa_skip12
	global_load_dwordx4 v[70:73], v18, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip12:
	v_add_u32 v74, 0x100, v18
	v_mov_b32 v76, 0                                    ; outside: 0
	v_mov_b32 v77, 0                                    ; outside: 0
	v_mov_b32 v78, 0                                    ; outside: 0
	v_mov_b32 v79, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2256
	s_cbranch_scc1 .Lattention_gqa_skip13
	global_load_dwordx4 v[76:79], v74, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip13:
	v_add_u32 v74, 0x2000, v18
	v_mov_b32 v80, 0                                    ; outside: 0
	v_mov_b32 v81, 0                                    ; outside: 0
	v_mov_b32 v82, 0                                    ; outside: 0
	v_mov_b32 v83, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2256
	s_cbranch_scc1 .Lattention_gqa_skip14
	global_load_dwordx4 v[80:83], v74, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip14:
	v_add_u32 v74, 0x2100, v18
	v_mov_b32 v84, 0                                    ; outside: 0
	v_mov_b32 v85, 0                                    ; outside: 0
	v_mov_b32 v86, 0                                    ; outside: 0
	v_mov_b32 v87, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2256
	s_cbranch_scc1 .Lattention_gqa_skip15
	global_load_dwordx4 v[84:87], v74, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip15:
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
	v_mov_b32 v98, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v99, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v100, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v101, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v102, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v103, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[104:107], v14                        ; B fragment 0 of k-step 0
	ds_read_b128 v[108:111], v12 offset:17408           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:32              ; B fragment 0 of k-step 1
	ds_read_b128 v[108:111], v12 offset:17440           ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:64              ; B fragment 0 of k-step 2
	ds_read_b128 v[108:111], v12 offset:17472           ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:96              ; B fragment 0 of k-step 3
	ds_read_b128 v[108:111], v12 offset:17504           ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:128             ; B fragment 0 of k-step 4
	ds_read_b128 v[108:111], v12 offset:17536           ; A fragment 0 of k-step 4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:160             ; B fragment 0 of k-step 5
	ds_read_b128 v[108:111], v12 offset:17568           ; A fragment 0 of k-step 5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:192             ; B fragment 0 of k-step 6
	ds_read_b128 v[108:111], v12 offset:17600           ; A fragment 0 of k-step 6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:224             ; B fragment 0 of k-step 7
	ds_read_b128 v[108:111], v12 offset:17632           ; A fragment 0 of k-step 7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	s_nop 7
	s_nop 3
	v_max_f32 v74, v88, v89                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v88, v89
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v90                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v90
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v91                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v91
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v92                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v92
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v93                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v93
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v94                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v94
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v95                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v95
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v96                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v96
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v97                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v97
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v98                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v98
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v99                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v99
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v100                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v100
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v101                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v101
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v102                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v102
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v103                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v103
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_and_b32 v74, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:16): lanes 32 apart
	v_xor_b32 v74, 32, v74
	v_lshlrev_b32 v74, 2, v74
	ds_bpermute_b32 v75, v74, v104
	s_waitcnt lgkmcnt(0)
	v_max_f32 v74, v104, v75
	v_cmp_u_f32 s[20:21], v104, v75
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	s_and_saveexec_b64 s[20:21], s[8:9]                 ; lanes where %vpred_217
	v_add_u32 v74, 0x15c00, v13                         ; max over 'tt' (examples/attention_gqa.kgen:16): this warp group's partial
	ds_write_b32 v74, v104
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v74, 0x15c00, v15                         ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 0
	ds_read_b32 v75, v74
	v_add_u32 v74, 0x15d00, v15                         ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 1
	ds_read_b32 v104, v74
	s_waitcnt lgkmcnt(0)
	v_max_f32 v74, v75, v104
	v_cmp_u_f32 s[20:21], v75, v104
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v20, v104                            ; examples/attention_gqa.kgen:16
	v_cmp_u_f32 s[20:21], v20, v104
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_sub_f32 v74, v20, v104                            ; examples/attention_gqa.kgen:18
	v_mul_f32 v75, s16, v74                             ; examples/attention_gqa.kgen:18
	v_mul_f32 v74, 0x3fb8aa3b, v75                      ; examples/attention_gqa.kgen:18
	v_exp_f32 v75, v74                                  ; examples/attention_gqa.kgen:18
	s_nop 0
	v_mul_f32 v74, v22, v75                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v105, v23, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v106, v24, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v107, v25, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v108, v26, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v109, v27, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v110, v28, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v111, v29, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v112, v30, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v113, v31, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v114, v32, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v115, v33, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v116, v34, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v117, v35, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v118, v36, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v119, v37, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v120, v38, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v121, v39, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v122, v40, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v123, v41, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v124, v42, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v125, v43, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v126, v44, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v127, v45, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v128, v46, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v129, v47, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v130, v48, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v131, v49, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v132, v50, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v133, v51, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v134, v52, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v135, v53, v75                            ; examples/attention_gqa.kgen:20
	v_mov_b32 v22, v74                                  ; 'acc' scaled in place
	v_mov_b32 v23, v105                                 ; 'acc' scaled in place
	v_mov_b32 v24, v106                                 ; 'acc' scaled in place
	v_mov_b32 v25, v107                                 ; 'acc' scaled in place
	v_mov_b32 v26, v108                                 ; 'acc' scaled in place
	v_mov_b32 v27, v109                                 ; 'acc' scaled in place
	v_mov_b32 v28, v110                                 ; 'acc' scaled in place
	v_mov_b32 v29, v111                                 ; 'acc' scaled in place
	v_mov_b32 v30, v112                                 ; 'acc' scaled in place
	v_mov_b32 v31, v113                                 ; 'acc' scaled in place
	v_mov_b32 v32, v114                                 ; 'acc' scaled in place
	v_mov_b32 v33, v115                                 ; 'acc' scaled in place
	v_mov_b32 v34, v116                                 ; 'acc' scaled in place
	v_mov_b32 v35, v117                                 ; 'acc' scaled in place
	v_mov_b32 v36, v118                                 ; 'acc' scaled in place
	v_mov_b32 v37, v119                                 ; 'acc' scaled in place
	v_mov_b32 v38, v120                                 ; 'acc' scaled in place
	v_mov_b32 v39, v121                                 ; 'acc' scaled in place
	v_mov_b32 v40, v122                                 ; 'acc' scaled in place
	v_mov_b32 v41, v123                                 ; 'acc' scaled in place
	v_mov_b32 v42, v124                                 ; 'acc' scaled in place
	v_mov_b32 v43, v125                                 ; 'acc' scaled in place
	v_mov_b32 v44, v126                                 ; 'acc' scaled in place
	v_mov_b32 v45, v127                                 ; 'acc' scaled in place
	v_mov_b32 v46, v128                                 ; 'acc' scaled in place
	v_mov_b32 v47, v129                                 ; 'acc' scaled in place
	v_mov_b32 v48, v130                                 ; 'acc' scaled in place
	v_mov_b32 v49, v131                                 ; 'acc' scaled in place
	v_mov_b32 v50, v132                                 ; 'acc' scaled in place
	v_mov_b32 v51, v133                                 ; 'acc' scaled in place
	v_mov_b32 v52, v134                                 ; 'acc' scaled in place
	v_mov_b32 v53, v135                                 ; 'acc' scaled in place
	v_mov_b32 v74, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_gqa.kgen:17)
	v_mul_f32 v105, s16, v74
	v_mov_b32 v74, 0xbfb8aa3b
	v_mul_f32 v106, s16, v74
	v_mul_f32 v74, v104, v106                           ; -m c log2 e of e^((x - m) c), once per m (examples/attention_gqa.kgen:17)
	v_fma_f32 v106, v88, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v107, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v89, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v108, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v90, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v109, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v91, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v110, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v92, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v111, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v93, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v112, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v94, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v113, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v95, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v114, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v96, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v115, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v97, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v116, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v98, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v117, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v99, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v118, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v100, v105, v74                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v119, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v101, v105, v74                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v120, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v102, v105, v74                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v121, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v103, v105, v74                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v74, v106                                 ; examples/attention_gqa.kgen:17
	v_bfe_u32 v88, v107, 16, 1                          ; round to bf16
	v_add3_u32 v89, v107, v88, s7
	v_cmp_u_f32 s[20:21], v107, v107
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v89, v88, s[20:21]
	v_and_b32 v88, 0xffff0000, v89
	v_bfe_u32 v89, v108, 16, 1                          ; round to bf16
	v_add3_u32 v90, v108, v89, s7
	v_cmp_u_f32 s[20:21], v108, v108
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v90, v89, s[20:21]
	v_and_b32 v89, 0xffff0000, v90
	v_bfe_u32 v90, v109, 16, 1                          ; round to bf16
	v_add3_u32 v91, v109, v90, s7
	v_cmp_u_f32 s[20:21], v109, v109
	v_mov_b32 v90, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v91, v91, v90, s[20:21]
	v_and_b32 v90, 0xffff0000, v91
	v_bfe_u32 v91, v110, 16, 1                          ; round to bf16
	v_add3_u32 v92, v110, v91, s7
	v_cmp_u_f32 s[20:21], v110, v110
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v92, v91, s[20:21]
	v_and_b32 v91, 0xffff0000, v92
	v_bfe_u32 v92, v111, 16, 1                          ; round to bf16
	v_add3_u32 v93, v111, v92, s7
	v_cmp_u_f32 s[20:21], v111, v111
	v_mov_b32 v92, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v93, v93, v92, s[20:21]
	v_and_b32 v92, 0xffff0000, v93
	v_bfe_u32 v93, v112, 16, 1                          ; round to bf16
	v_add3_u32 v94, v112, v93, s7
	v_cmp_u_f32 s[20:21], v112, v112
	v_mov_b32 v93, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v94, v94, v93, s[20:21]
	v_and_b32 v93, 0xffff0000, v94
	v_bfe_u32 v94, v113, 16, 1                          ; round to bf16
	v_add3_u32 v95, v113, v94, s7
	v_cmp_u_f32 s[20:21], v113, v113
	v_mov_b32 v94, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v95, v95, v94, s[20:21]
	v_and_b32 v94, 0xffff0000, v95
	v_bfe_u32 v95, v114, 16, 1                          ; round to bf16
	v_add3_u32 v96, v114, v95, s7
	v_cmp_u_f32 s[20:21], v114, v114
	v_mov_b32 v95, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v96, v96, v95, s[20:21]
	v_and_b32 v95, 0xffff0000, v96
	v_bfe_u32 v96, v115, 16, 1                          ; round to bf16
	v_add3_u32 v97, v115, v96, s7
	v_cmp_u_f32 s[20:21], v115, v115
	v_mov_b32 v96, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v97, v97, v96, s[20:21]
	v_and_b32 v96, 0xffff0000, v97
	v_bfe_u32 v97, v116, 16, 1                          ; round to bf16
	v_add3_u32 v98, v116, v97, s7
	v_cmp_u_f32 s[20:21], v116, v116
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v98, v97, s[20:21]
	v_and_b32 v97, 0xffff0000, v98
	v_bfe_u32 v98, v117, 16, 1                          ; round to bf16
	v_add3_u32 v99, v117, v98, s7
	v_cmp_u_f32 s[20:21], v117, v117
	v_mov_b32 v98, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v99, v99, v98, s[20:21]
	v_and_b32 v98, 0xffff0000, v99
	v_bfe_u32 v99, v118, 16, 1                          ; round to bf16
	v_add3_u32 v100, v118, v99, s7
	v_cmp_u_f32 s[20:21], v118, v118
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v100, v99, s[20:21]
	v_and_b32 v99, 0xffff0000, v100
	v_bfe_u32 v100, v119, 16, 1                         ; round to bf16
	v_add3_u32 v101, v119, v100, s7
	v_cmp_u_f32 s[20:21], v119, v119
	v_mov_b32 v100, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v101, v101, v100, s[20:21]
	v_and_b32 v100, 0xffff0000, v101
	v_bfe_u32 v101, v120, 16, 1                         ; round to bf16
	v_add3_u32 v102, v120, v101, s7
	v_cmp_u_f32 s[20:21], v120, v120
	v_mov_b32 v101, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v102, v102, v101, s[20:21]
	v_and_b32 v101, 0xffff0000, v102
	v_bfe_u32 v102, v121, 16, 1                         ; round to bf16
	v_add3_u32 v103, v121, v102, s7
	v_cmp_u_f32 s[20:21], v121, v121
	v_mov_b32 v102, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v103, v103, v102, s[20:21]
	v_and_b32 v102, 0xffff0000, v103
	v_bfe_u32 v103, v74, 16, 1                          ; round to bf16
	v_add3_u32 v105, v74, v103, s7
	v_cmp_u_f32 s[20:21], v74, v74
	v_mov_b32 v103, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v105, v105, v103, s[20:21]
	v_and_b32 v103, 0xffff0000, v105
	v_lshrrev_b32 v105, 16, v88
	v_add_u32 v88, 0x15e00, v17                         ; B operand of the product: stage
	ds_write_b16 v88, v105
	v_lshrrev_b32 v88, 16, v89
	v_add_u32 v89, 0x15e02, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v90
	v_add_u32 v89, 0x15e04, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v91
	v_add_u32 v89, 0x15e06, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v92
	v_add_u32 v89, 0x15e10, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v93
	v_add_u32 v89, 0x15e12, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v94
	v_add_u32 v89, 0x15e14, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v95
	v_add_u32 v89, 0x15e16, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v96
	v_add_u32 v89, 0x15e20, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v97
	v_add_u32 v89, 0x15e22, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v98
	v_add_u32 v89, 0x15e24, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v99
	v_add_u32 v89, 0x15e26, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v100
	v_add_u32 v89, 0x15e30, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v101
	v_add_u32 v89, 0x15e32, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v102
	v_add_u32 v89, 0x15e34, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v103
	v_add_u32 v89, 0x15e36, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v88, 0x15e00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[90:93], v88
	ds_read_b128 v[94:97], v8 offset:34816              ; A fragment 0 of k-step 0
	ds_read_b128 v[98:101], v8 offset:39424             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[94:97], v[90:93], v[22:37] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[98:101], v[90:93], v[38:53] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v88, 0x15e20, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[90:93], v88
	ds_read_b128 v[94:97], v8 offset:34848              ; A fragment 0 of k-step 1
	ds_read_b128 v[98:101], v8 offset:39456             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[94:97], v[90:93], v[22:37] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[98:101], v[90:93], v[38:53] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v88, 0x15e40, v10                         ; B fragment 0 of k-step 2
	ds_read_b128 v[90:93], v88
	ds_read_b128 v[94:97], v8 offset:34880              ; A fragment 0 of k-step 2
	ds_read_b128 v[98:101], v8 offset:39488             ; A fragment 1 of k-step 2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[94:97], v[90:93], v[22:37] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[98:101], v[90:93], v[38:53] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v88, 0x15e60, v10                         ; B fragment 0 of k-step 3
	ds_read_b128 v[90:93], v88
	ds_read_b128 v[94:97], v8 offset:34912              ; A fragment 0 of k-step 3
	ds_read_b128 v[98:101], v8 offset:39520             ; A fragment 1 of k-step 3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[94:97], v[90:93], v[22:37] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[98:101], v[90:93], v[38:53] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_mul_f32 v88, v21, v75                             ; examples/attention_gqa.kgen:19
	v_add_f32 v75, v107, v108                           ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v89, v75, v109                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v75, v89, v110                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v89, v75, v111                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v75, v89, v112                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v89, v75, v113                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v75, v89, v114                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v89, v75, v115                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v75, v89, v116                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v89, v75, v117                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v75, v89, v118                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v89, v75, v119                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v75, v89, v120                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v89, v75, v121                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v75, v89, v74                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_and_b32 v74, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:19): lanes 32 apart
	v_xor_b32 v74, 32, v74
	v_lshlrev_b32 v74, 2, v74
	ds_bpermute_b32 v89, v74, v75
	s_waitcnt lgkmcnt(0)
	v_add_f32 v74, v75, v89
	s_and_saveexec_b64 s[20:21], s[8:9]                 ; lanes where %vpred_217
	v_add_u32 v75, 0x1a200, v13                         ; sum over 'tt' (examples/attention_gqa.kgen:19): this warp group's partial
	ds_write_b32 v75, v74
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v74, 0x1a200, v15                         ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 0
	ds_read_b32 v75, v74
	v_add_u32 v74, 0x1a300, v15                         ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 1
	ds_read_b32 v89, v74
	s_waitcnt lgkmcnt(0)
	v_add_f32 v74, v75, v89
	v_add_f32 v75, v88, v74                             ; examples/attention_gqa.kgen:19
	v_mov_b32 v21, v75                                  ; next 'l'
	v_mov_b32 v20, v104                                 ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[54:57] offset:53248             ; 16 bytes into st1
	ds_write_b128 v6, v[58:61] offset:57600             ; 16 bytes into st1
	ds_write_b128 v6, v[62:65] offset:61952             ; 16 bytes into st1
	v_add_u32 v54, 0x10300, v6                          ; 16 bytes into st1
	ds_write_b128 v54, v[66:69]
	v_perm_b32 v54, v76, v70, s5                        ; (k, k+1) of column 0
	v_add_u32 v55, 0x11400, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v76, v70, s6                        ; (k, k+1) of column 1
	v_add_u32 v55, 0x11490, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v77, v71, s5                        ; (k, k+1) of column 2
	v_add_u32 v55, 0x11520, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v77, v71, s6                        ; (k, k+1) of column 3
	v_add_u32 v55, 0x115b0, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v78, v72, s5                        ; (k, k+1) of column 4
	v_add_u32 v55, 0x11640, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v78, v72, s6                        ; (k, k+1) of column 5
	v_add_u32 v55, 0x116d0, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v79, v73, s5                        ; (k, k+1) of column 6
	v_add_u32 v55, 0x11760, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v79, v73, s6                        ; (k, k+1) of column 7
	v_add_u32 v55, 0x117f0, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v84, v80, s5                        ; (k, k+1) of column 0
	v_add_u32 v55, 0x11440, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v84, v80, s6                        ; (k, k+1) of column 1
	v_add_u32 v55, 0x114d0, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v85, v81, s5                        ; (k, k+1) of column 2
	v_add_u32 v55, 0x11560, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v85, v81, s6                        ; (k, k+1) of column 3
	v_add_u32 v55, 0x115f0, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v86, v82, s5                        ; (k, k+1) of column 4
	v_add_u32 v55, 0x11680, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v86, v82, s6                        ; (k, k+1) of column 5
	v_add_u32 v55, 0x11710, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v87, v83, s5                        ; (k, k+1) of column 6
	v_add_u32 v55, 0x117a0, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v87, v83, s6                        ; (k, k+1) of column 7
	v_add_u32 v55, 0x11830, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
.Lattention_gqa_if1_end:
	s_add_u32 s17, s15, 64
	s_add_u32 s18, s17, 64
	s_cmp_lt_u32 s17, s14
	s_cselect_b32 s17, 1, 0
	s_cmp_eq_u32 s17, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_gqa_if2_end
	s_mul_i32 s20, s18, 0x80
	s_mul_hi_u32 s21, s18, 0x80
	s_lshl_b64 s[24:25], s[20:21], 1
	s_add_u32 s20, s32, s24                             ; 'k' at this chunk
	s_addc_u32 s21, s33, s25
	s_cmp_lt_u32 s18, s14                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2589
	s_cbranch_scc1 .Lattention_gqa_skip16
	global_load_dwordx4 v[54:57], v5, s[20:21]          ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip16:
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2589
	s_cbranch_scc1 .Lattention_gqa_skip17
	global_load_dwordx4 v[58:61], v1, s[20:21]          ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip17:
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2589
	s_cbranch_scc1 .Lattention_gqa_skip18
	global_load_dwordx4 v[62:65], v4, s[20:21]          ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip18:
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2589
	s_cbranch_scc1 .Lattention_gqa_skip19
	global_load_dwordx4 v[66:69], v19, s[20:21]         ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip19:
	s_add_u32 s20, s10, s24                             ; 'v' at this chunk
	s_addc_u32 s21, s11, s25
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2589
	s_cbranch_scc1 .Lattention_gqa_skip20
	global_load_dwordx4 v[70:73], v18, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip20:
	v_add_u32 v74, 0x100, v18
	v_mov_b32 v76, 0                                    ; outside: 0
	v_mov_b32 v77, 0                                    ; outside: 0
	v_mov_b32 v78, 0                                    ; outside: 0
	v_mov_b32 v79, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2589
	s_cbranch_scc1 .Lattention_gqa_skip21
	global_load_dwordx4 v[76:79], v74, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip21:
	v_add_u32 v74, 0x2000, v18
	v_mov_b32 v80, 0                                    ; outside: 0
	v_mov_b32 v81, 0                                    ; outside: 0
	v_mov_b32 v82, 0                                    ; outside: 0
	v_mov_b32 v83, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2589
	s_cbranch_scc1 .Lattention_gqa_skip22
	global_load_dwordx4 v[80:83], v74, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip22:
	v_add_u32 v74, 0x2100, v18
	v_mov_b32 v84, 0                                    ; outside: 0
	v_mov_b32 v85, 0                                    ; outside: 0
	v_mov_b32 v86, 0                                    ; outside: 0
	v_mov_b32 v87, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2589
	s_cbranch_scc1 .Lattention_gqa_skip23
	global_load_dwordx4 v[84:87], v74, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip23:
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
	v_mov_b32 v98, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v99, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v100, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v101, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v102, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v103, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[104:107], v14                        ; B fragment 0 of k-step 0
	ds_read_b128 v[108:111], v12 offset:53248           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:32              ; B fragment 0 of k-step 1
	ds_read_b128 v[108:111], v12 offset:53280           ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:64              ; B fragment 0 of k-step 2
	ds_read_b128 v[108:111], v12 offset:53312           ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:96              ; B fragment 0 of k-step 3
	ds_read_b128 v[108:111], v12 offset:53344           ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:128             ; B fragment 0 of k-step 4
	ds_read_b128 v[108:111], v12 offset:53376           ; A fragment 0 of k-step 4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:160             ; B fragment 0 of k-step 5
	ds_read_b128 v[108:111], v12 offset:53408           ; A fragment 0 of k-step 5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:192             ; B fragment 0 of k-step 6
	ds_read_b128 v[108:111], v12 offset:53440           ; A fragment 0 of k-step 6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:224             ; B fragment 0 of k-step 7
	ds_read_b128 v[108:111], v12 offset:53472           ; A fragment 0 of k-step 7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	s_nop 7
	s_nop 3
	v_max_f32 v74, v88, v89                             ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v88, v89
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v90                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v90
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v91                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v91
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v92                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v92
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v93                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v93
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v94                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v94
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v95                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v95
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v96                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v96
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v97                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v97
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v98                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v98
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v99                            ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v99
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v100                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v100
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v101                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v101
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v102                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v102
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v104, v103                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v104, v103
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_and_b32 v74, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:16): lanes 32 apart
	v_xor_b32 v74, 32, v74
	v_lshlrev_b32 v74, 2, v74
	ds_bpermute_b32 v75, v74, v104
	s_waitcnt lgkmcnt(0)
	v_max_f32 v74, v104, v75
	v_cmp_u_f32 s[20:21], v104, v75
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	s_and_saveexec_b64 s[20:21], s[8:9]                 ; lanes where %vpred_217
	v_add_u32 v74, 0x15c00, v13                         ; max over 'tt' (examples/attention_gqa.kgen:16): this warp group's partial
	ds_write_b32 v74, v104
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v74, 0x15c00, v15                         ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 0
	ds_read_b32 v75, v74
	v_add_u32 v74, 0x15d00, v15                         ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 1
	ds_read_b32 v104, v74
	s_waitcnt lgkmcnt(0)
	v_max_f32 v74, v75, v104
	v_cmp_u_f32 s[20:21], v75, v104
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_max_f32 v74, v20, v104                            ; examples/attention_gqa.kgen:16
	v_cmp_u_f32 s[20:21], v20, v104
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v74, v75, s[20:21]
	v_sub_f32 v74, v20, v104                            ; examples/attention_gqa.kgen:18
	v_mul_f32 v75, s16, v74                             ; examples/attention_gqa.kgen:18
	v_mul_f32 v74, 0x3fb8aa3b, v75                      ; examples/attention_gqa.kgen:18
	v_exp_f32 v75, v74                                  ; examples/attention_gqa.kgen:18
	s_nop 0
	v_mul_f32 v74, v22, v75                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v105, v23, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v106, v24, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v107, v25, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v108, v26, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v109, v27, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v110, v28, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v111, v29, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v112, v30, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v113, v31, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v114, v32, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v115, v33, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v116, v34, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v117, v35, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v118, v36, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v119, v37, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v120, v38, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v121, v39, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v122, v40, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v123, v41, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v124, v42, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v125, v43, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v126, v44, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v127, v45, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v128, v46, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v129, v47, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v130, v48, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v131, v49, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v132, v50, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v133, v51, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v134, v52, v75                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v135, v53, v75                            ; examples/attention_gqa.kgen:20
	v_mov_b32 v22, v74                                  ; 'acc' scaled in place
	v_mov_b32 v23, v105                                 ; 'acc' scaled in place
	v_mov_b32 v24, v106                                 ; 'acc' scaled in place
	v_mov_b32 v25, v107                                 ; 'acc' scaled in place
	v_mov_b32 v26, v108                                 ; 'acc' scaled in place
	v_mov_b32 v27, v109                                 ; 'acc' scaled in place
	v_mov_b32 v28, v110                                 ; 'acc' scaled in place
	v_mov_b32 v29, v111                                 ; 'acc' scaled in place
	v_mov_b32 v30, v112                                 ; 'acc' scaled in place
	v_mov_b32 v31, v113                                 ; 'acc' scaled in place
	v_mov_b32 v32, v114                                 ; 'acc' scaled in place
	v_mov_b32 v33, v115                                 ; 'acc' scaled in place
	v_mov_b32 v34, v116                                 ; 'acc' scaled in place
	v_mov_b32 v35, v117                                 ; 'acc' scaled in place
	v_mov_b32 v36, v118                                 ; 'acc' scaled in place
	v_mov_b32 v37, v119                                 ; 'acc' scaled in place
	v_mov_b32 v38, v120                                 ; 'acc' scaled in place
	v_mov_b32 v39, v121                                 ; 'acc' scaled in place
	v_mov_b32 v40, v122                                 ; 'acc' scaled in place
	v_mov_b32 v41, v123                                 ; 'acc' scaled in place
	v_mov_b32 v42, v124                                 ; 'acc' scaled in place
	v_mov_b32 v43, v125                                 ; 'acc' scaled in place
	v_mov_b32 v44, v126                                 ; 'acc' scaled in place
	v_mov_b32 v45, v127                                 ; 'acc' scaled in place
	v_mov_b32 v46, v128                                 ; 'acc' scaled in place
	v_mov_b32 v47, v129                                 ; 'acc' scaled in place
	v_mov_b32 v48, v130                                 ; 'acc' scaled in place
	v_mov_b32 v49, v131                                 ; 'acc' scaled in place
	v_mov_b32 v50, v132                                 ; 'acc' scaled in place
	v_mov_b32 v51, v133                                 ; 'acc' scaled in place
	v_mov_b32 v52, v134                                 ; 'acc' scaled in place
	v_mov_b32 v53, v135                                 ; 'acc' scaled in place
	v_mov_b32 v74, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_gqa.kgen:17)
	v_mul_f32 v105, s16, v74
	v_mov_b32 v74, 0xbfb8aa3b
	v_mul_f32 v106, s16, v74
	v_mul_f32 v74, v104, v106                           ; -m c log2 e of e^((x - m) c), once per m (examples/attention_gqa.kgen:17)
	v_fma_f32 v106, v88, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v107, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v89, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v108, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v90, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v109, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v91, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v110, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v92, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v111, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v93, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v112, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v94, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v113, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v95, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v114, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v96, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v115, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v97, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v116, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v98, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v117, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v99, v105, v74                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v118, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v100, v105, v74                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v119, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v101, v105, v74                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v120, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v102, v105, v74                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v121, v106                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v106, v103, v105, v74                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v74, v106                                 ; examples/attention_gqa.kgen:17
	v_bfe_u32 v88, v107, 16, 1                          ; round to bf16
	v_add3_u32 v89, v107, v88, s7
	v_cmp_u_f32 s[20:21], v107, v107
	v_mov_b32 v88, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v89, v89, v88, s[20:21]
	v_and_b32 v88, 0xffff0000, v89
	v_bfe_u32 v89, v108, 16, 1                          ; round to bf16
	v_add3_u32 v90, v108, v89, s7
	v_cmp_u_f32 s[20:21], v108, v108
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v90, v89, s[20:21]
	v_and_b32 v89, 0xffff0000, v90
	v_bfe_u32 v90, v109, 16, 1                          ; round to bf16
	v_add3_u32 v91, v109, v90, s7
	v_cmp_u_f32 s[20:21], v109, v109
	v_mov_b32 v90, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v91, v91, v90, s[20:21]
	v_and_b32 v90, 0xffff0000, v91
	v_bfe_u32 v91, v110, 16, 1                          ; round to bf16
	v_add3_u32 v92, v110, v91, s7
	v_cmp_u_f32 s[20:21], v110, v110
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v92, v91, s[20:21]
	v_and_b32 v91, 0xffff0000, v92
	v_bfe_u32 v92, v111, 16, 1                          ; round to bf16
	v_add3_u32 v93, v111, v92, s7
	v_cmp_u_f32 s[20:21], v111, v111
	v_mov_b32 v92, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v93, v93, v92, s[20:21]
	v_and_b32 v92, 0xffff0000, v93
	v_bfe_u32 v93, v112, 16, 1                          ; round to bf16
	v_add3_u32 v94, v112, v93, s7
	v_cmp_u_f32 s[20:21], v112, v112
	v_mov_b32 v93, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v94, v94, v93, s[20:21]
	v_and_b32 v93, 0xffff0000, v94
	v_bfe_u32 v94, v113, 16, 1                          ; round to bf16
	v_add3_u32 v95, v113, v94, s7
	v_cmp_u_f32 s[20:21], v113, v113
	v_mov_b32 v94, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v95, v95, v94, s[20:21]
	v_and_b32 v94, 0xffff0000, v95
	v_bfe_u32 v95, v114, 16, 1                          ; round to bf16
	v_add3_u32 v96, v114, v95, s7
	v_cmp_u_f32 s[20:21], v114, v114
	v_mov_b32 v95, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v96, v96, v95, s[20:21]
	v_and_b32 v95, 0xffff0000, v96
	v_bfe_u32 v96, v115, 16, 1                          ; round to bf16
	v_add3_u32 v97, v115, v96, s7
	v_cmp_u_f32 s[20:21], v115, v115
	v_mov_b32 v96, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v97, v97, v96, s[20:21]
	v_and_b32 v96, 0xffff0000, v97
	v_bfe_u32 v97, v116, 16, 1                          ; round to bf16
	v_add3_u32 v98, v116, v97, s7
	v_cmp_u_f32 s[20:21], v116, v116
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v98, v97, s[20:21]
	v_and_b32 v97, 0xffff0000, v98
	v_bfe_u32 v98, v117, 16, 1                          ; round to bf16
	v_add3_u32 v99, v117, v98, s7
	v_cmp_u_f32 s[20:21], v117, v117
	v_mov_b32 v98, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v99, v99, v98, s[20:21]
	v_and_b32 v98, 0xffff0000, v99
	v_bfe_u32 v99, v118, 16, 1                          ; round to bf16
	v_add3_u32 v100, v118, v99, s7
	v_cmp_u_f32 s[20:21], v118, v118
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v100, v99, s[20:21]
	v_and_b32 v99, 0xffff0000, v100
	v_bfe_u32 v100, v119, 16, 1                         ; round to bf16
	v_add3_u32 v101, v119, v100, s7
	v_cmp_u_f32 s[20:21], v119, v119
	v_mov_b32 v100, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v101, v101, v100, s[20:21]
	v_and_b32 v100, 0xffff0000, v101
	v_bfe_u32 v101, v120, 16, 1                         ; round to bf16
	v_add3_u32 v102, v120, v101, s7
	v_cmp_u_f32 s[20:21], v120, v120
	v_mov_b32 v101, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v102, v102, v101, s[20:21]
	v_and_b32 v101, 0xffff0000, v102
	v_bfe_u32 v102, v121, 16, 1                         ; round to bf16
	v_add3_u32 v103, v121, v102, s7
	v_cmp_u_f32 s[20:21], v121, v121
	v_mov_b32 v102, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v103, v103, v102, s[20:21]
	v_and_b32 v102, 0xffff0000, v103
	v_bfe_u32 v103, v74, 16, 1                          ; round to bf16
	v_add3_u32 v105, v74, v103, s7
	v_cmp_u_f32 s[20:21], v74, v74
	v_mov_b32 v103, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v105, v105, v103, s[20:21]
	v_and_b32 v103, 0xffff0000, v105
	v_lshrrev_b32 v105, 16, v88
	v_add_u32 v88, 0x15e00, v17                         ; B operand of the product: stage
	ds_write_b16 v88, v105
	v_lshrrev_b32 v88, 16, v89
	v_add_u32 v89, 0x15e02, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v90
	v_add_u32 v89, 0x15e04, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v91
	v_add_u32 v89, 0x15e06, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v92
	v_add_u32 v89, 0x15e10, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v93
	v_add_u32 v89, 0x15e12, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v94
	v_add_u32 v89, 0x15e14, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v95
	v_add_u32 v89, 0x15e16, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v96
	v_add_u32 v89, 0x15e20, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v97
	v_add_u32 v89, 0x15e22, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v98
	v_add_u32 v89, 0x15e24, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v99
	v_add_u32 v89, 0x15e26, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v100
	v_add_u32 v89, 0x15e30, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v101
	v_add_u32 v89, 0x15e32, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v102
	v_add_u32 v89, 0x15e34, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	v_lshrrev_b32 v88, 16, v103
	v_add_u32 v89, 0x15e36, v17                         ; B operand of the product: stage
	ds_write_b16 v89, v88
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v88, 0x15e00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[90:93], v88
	v_add_u32 v88, 0x11400, v8                          ; A fragment 0 of k-step 0
	ds_read_b128 v[94:97], v88
	v_add_u32 v88, 0x12600, v8                          ; A fragment 1 of k-step 0
	ds_read_b128 v[98:101], v88
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[94:97], v[90:93], v[22:37] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[98:101], v[90:93], v[38:53] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v88, 0x15e20, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[90:93], v88
	v_add_u32 v88, 0x11420, v8                          ; A fragment 0 of k-step 1
	ds_read_b128 v[94:97], v88
	v_add_u32 v88, 0x12620, v8                          ; A fragment 1 of k-step 1
	ds_read_b128 v[98:101], v88
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[94:97], v[90:93], v[22:37] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[98:101], v[90:93], v[38:53] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v88, 0x15e40, v10                         ; B fragment 0 of k-step 2
	ds_read_b128 v[90:93], v88
	v_add_u32 v88, 0x11440, v8                          ; A fragment 0 of k-step 2
	ds_read_b128 v[94:97], v88
	v_add_u32 v88, 0x12640, v8                          ; A fragment 1 of k-step 2
	ds_read_b128 v[98:101], v88
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[94:97], v[90:93], v[22:37] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[98:101], v[90:93], v[38:53] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v88, 0x15e60, v10                         ; B fragment 0 of k-step 3
	ds_read_b128 v[90:93], v88
	v_add_u32 v88, 0x11460, v8                          ; A fragment 0 of k-step 3
	ds_read_b128 v[94:97], v88
	v_add_u32 v88, 0x12660, v8                          ; A fragment 1 of k-step 3
	ds_read_b128 v[98:101], v88
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[94:97], v[90:93], v[22:37] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[98:101], v[90:93], v[38:53] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_mul_f32 v88, v21, v75                             ; examples/attention_gqa.kgen:19
	v_add_f32 v75, v107, v108                           ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v89, v75, v109                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v75, v89, v110                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v89, v75, v111                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v75, v89, v112                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v89, v75, v113                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v75, v89, v114                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v89, v75, v115                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v75, v89, v116                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v89, v75, v117                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v75, v89, v118                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v89, v75, v119                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v75, v89, v120                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v89, v75, v121                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v75, v89, v74                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_and_b32 v74, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:19): lanes 32 apart
	v_xor_b32 v74, 32, v74
	v_lshlrev_b32 v74, 2, v74
	ds_bpermute_b32 v89, v74, v75
	s_waitcnt lgkmcnt(0)
	v_add_f32 v74, v75, v89
	s_and_saveexec_b64 s[20:21], s[8:9]                 ; lanes where %vpred_217
	v_add_u32 v75, 0x1a200, v13                         ; sum over 'tt' (examples/attention_gqa.kgen:19): this warp group's partial
	ds_write_b32 v75, v74
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v74, 0x1a200, v15                         ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 0
	ds_read_b32 v75, v74
	v_add_u32 v74, 0x1a300, v15                         ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 1
	ds_read_b32 v89, v74
	s_waitcnt lgkmcnt(0)
	v_add_f32 v74, v75, v89
	v_add_f32 v75, v88, v74                             ; examples/attention_gqa.kgen:19
	v_mov_b32 v21, v75                                  ; next 'l'
	v_mov_b32 v20, v104                                 ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[54:57] offset:17408             ; 16 bytes into st1
	ds_write_b128 v6, v[58:61] offset:21760             ; 16 bytes into st1
	ds_write_b128 v6, v[62:65] offset:26112             ; 16 bytes into st1
	ds_write_b128 v6, v[66:69] offset:30464             ; 16 bytes into st1
	v_perm_b32 v54, v76, v70, s5                        ; (k, k+1) of column 0
	ds_write_b32 v7, v54 offset:34816                   ; a K-pair into st2
	v_perm_b32 v54, v76, v70, s6                        ; (k, k+1) of column 1
	ds_write_b32 v7, v54 offset:34960                   ; a K-pair into st2
	v_perm_b32 v54, v77, v71, s5                        ; (k, k+1) of column 2
	ds_write_b32 v7, v54 offset:35104                   ; a K-pair into st2
	v_perm_b32 v54, v77, v71, s6                        ; (k, k+1) of column 3
	ds_write_b32 v7, v54 offset:35248                   ; a K-pair into st2
	v_perm_b32 v54, v78, v72, s5                        ; (k, k+1) of column 4
	ds_write_b32 v7, v54 offset:35392                   ; a K-pair into st2
	v_perm_b32 v54, v78, v72, s6                        ; (k, k+1) of column 5
	ds_write_b32 v7, v54 offset:35536                   ; a K-pair into st2
	v_perm_b32 v54, v79, v73, s5                        ; (k, k+1) of column 6
	ds_write_b32 v7, v54 offset:35680                   ; a K-pair into st2
	v_perm_b32 v54, v79, v73, s6                        ; (k, k+1) of column 7
	ds_write_b32 v7, v54 offset:35824                   ; a K-pair into st2
	v_perm_b32 v54, v84, v80, s5                        ; (k, k+1) of column 0
	ds_write_b32 v7, v54 offset:34880                   ; a K-pair into st2
	v_perm_b32 v54, v84, v80, s6                        ; (k, k+1) of column 1
	ds_write_b32 v7, v54 offset:35024                   ; a K-pair into st2
	v_perm_b32 v54, v85, v81, s5                        ; (k, k+1) of column 2
	ds_write_b32 v7, v54 offset:35168                   ; a K-pair into st2
	v_perm_b32 v54, v85, v81, s6                        ; (k, k+1) of column 3
	ds_write_b32 v7, v54 offset:35312                   ; a K-pair into st2
	v_perm_b32 v54, v86, v82, s5                        ; (k, k+1) of column 4
	ds_write_b32 v7, v54 offset:35456                   ; a K-pair into st2
	v_perm_b32 v54, v86, v82, s6                        ; (k, k+1) of column 5
	ds_write_b32 v7, v54 offset:35600                   ; a K-pair into st2
	v_perm_b32 v54, v87, v83, s5                        ; (k, k+1) of column 6
	ds_write_b32 v7, v54 offset:35744                   ; a K-pair into st2
	v_perm_b32 v54, v87, v83, s6                        ; (k, k+1) of column 7
	ds_write_b32 v7, v54 offset:35888                   ; a K-pair into st2
.Lattention_gqa_if2_end:
	s_add_u32 s15, s15, 0x80
	s_cmp_lt_u32 s15, s14
	s_cbranch_scc1 .Lattention_gqa_loop0
.Lattention_gqa_loop0_end:
	s_add_u32 s15, s14, 63
	s_and_b32 s14, s15, 0xffffffc0                      ; the first chunk of 'tt' the pipeline left
	s_mov_b32 s15, s14                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s15, s19
	s_cbranch_scc1 .Lattention_gqa_loop1_end
.Lattention_gqa_loop1:
	s_sub_u32 s14, s19, s15
	s_mul_i32 s20, s15, 0x80
	s_mul_hi_u32 s21, s15, 0x80
	s_lshl_b64 s[24:25], s[20:21], 1
	s_add_u32 s20, s32, s24                             ; 'k' at this chunk
	s_addc_u32 s21, s33, s25
	v_cmp_lt_u32 s[28:29], v2, s14                      ; 'tt' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_483
	global_load_ushort v1, v5, s[20:21]                 ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v4, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_483
	global_load_ushort v1, v5, s[20:21] offset:2        ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_483
	global_load_ushort v1, v5, s[20:21] offset:4        ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_483
	global_load_ushort v1, v5, s[20:21] offset:6        ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_483
	global_load_ushort v1, v5, s[20:21] offset:8        ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_483
	global_load_ushort v1, v5, s[20:21] offset:10       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_483
	global_load_ushort v1, v5, s[20:21] offset:12       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_483
	global_load_ushort v1, v5, s[20:21] offset:14       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v1
	v_add_u32 v1, 16, v2
	v_cmp_lt_u32 s[30:31], v1, s14                      ; 'tt' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_501
	v_add_u32 v60, 0x1000, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v60, s[20:21]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_501
	v_add_u32 v61, 0x1002, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v61, s[20:21]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_501
	v_add_u32 v62, 0x1004, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v62, s[20:21]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_501
	v_add_u32 v63, 0x1006, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v63, s[20:21]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_501
	v_add_u32 v64, 0x1008, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v64, s[20:21]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_501
	v_add_u32 v65, 0x100a, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v65, s[20:21]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_501
	v_add_u32 v66, 0x100c, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v66, s[20:21]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_501
	v_add_u32 v67, 0x100e, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v67, s[20:21]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v1
	v_add_u32 v1, 32, v2
	v_cmp_lt_u32 s[34:35], v1, s14                      ; 'tt' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_519
	v_add_u32 v68, 0x2000, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v68, s[20:21]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_519
	v_add_u32 v69, 0x2002, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v69, s[20:21]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_519
	v_add_u32 v70, 0x2004, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v70, s[20:21]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_519
	v_add_u32 v71, 0x2006, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v71, s[20:21]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_519
	v_add_u32 v72, 0x2008, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v72, s[20:21]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_519
	v_add_u32 v73, 0x200a, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v73, s[20:21]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_519
	v_add_u32 v74, 0x200c, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v74, s[20:21]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_519
	v_add_u32 v75, 0x200e, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v75, s[20:21]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v1
	v_add_u32 v1, 48, v2
	v_cmp_lt_u32 s[36:37], v1, s14                      ; 'tt' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_537
	v_add_u32 v76, 0x3000, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v76, s[20:21]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_537
	v_add_u32 v77, 0x3002, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v77, s[20:21]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_537
	v_add_u32 v78, 0x3004, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v78, s[20:21]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_537
	v_add_u32 v79, 0x3006, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v79, s[20:21]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_537
	v_add_u32 v80, 0x3008, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v80, s[20:21]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_537
	v_add_u32 v81, 0x300a, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v81, s[20:21]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_537
	v_add_u32 v82, 0x300c, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v82, s[20:21]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_537
	v_add_u32 v83, 0x300e, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v1, v83, s[20:21]
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v1
	v_lshrrev_b32 v1, 16, v4
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v6, v1 offset:17408                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v19
	ds_write_b16 v6, v1 offset:17410                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v54
	ds_write_b16 v6, v1 offset:17412                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v55
	ds_write_b16 v6, v1 offset:17414                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v56
	ds_write_b16 v6, v1 offset:17416                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v57
	ds_write_b16 v6, v1 offset:17418                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v58
	ds_write_b16 v6, v1 offset:17420                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v59
	ds_write_b16 v6, v1 offset:17422                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v60
	ds_write_b16 v6, v1 offset:21760                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v61
	ds_write_b16 v6, v1 offset:21762                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v62
	ds_write_b16 v6, v1 offset:21764                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v63
	ds_write_b16 v6, v1 offset:21766                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v64
	ds_write_b16 v6, v1 offset:21768                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v65
	ds_write_b16 v6, v1 offset:21770                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v66
	ds_write_b16 v6, v1 offset:21772                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v67
	ds_write_b16 v6, v1 offset:21774                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v68
	ds_write_b16 v6, v1 offset:26112                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v69
	ds_write_b16 v6, v1 offset:26114                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v70
	ds_write_b16 v6, v1 offset:26116                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v71
	ds_write_b16 v6, v1 offset:26118                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v72
	ds_write_b16 v6, v1 offset:26120                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v73
	ds_write_b16 v6, v1 offset:26122                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v74
	ds_write_b16 v6, v1 offset:26124                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v75
	ds_write_b16 v6, v1 offset:26126                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v76
	ds_write_b16 v6, v1 offset:30464                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v77
	ds_write_b16 v6, v1 offset:30466                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v78
	ds_write_b16 v6, v1 offset:30468                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v79
	ds_write_b16 v6, v1 offset:30470                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v80
	ds_write_b16 v6, v1 offset:30472                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v81
	ds_write_b16 v6, v1 offset:30474                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v82
	ds_write_b16 v6, v1 offset:30476                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v83
	ds_write_b16 v6, v1 offset:30478                    ; A operand of the product: stage
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
	v_mov_b32 v68, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	ds_read_b128 v[70:73], v14                          ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[74:77], v12 offset:17408             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:32                ; B fragment 0 of k-step 1
	ds_read_b128 v[74:77], v12 offset:17440             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:64                ; B fragment 0 of k-step 2
	ds_read_b128 v[74:77], v12 offset:17472             ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:96                ; B fragment 0 of k-step 3
	ds_read_b128 v[74:77], v12 offset:17504             ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:128               ; B fragment 0 of k-step 4
	ds_read_b128 v[74:77], v12 offset:17536             ; A fragment 0 of k-step 4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:160               ; B fragment 0 of k-step 5
	ds_read_b128 v[74:77], v12 offset:17568             ; A fragment 0 of k-step 5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:192               ; B fragment 0 of k-step 6
	ds_read_b128 v[74:77], v12 offset:17600             ; A fragment 0 of k-step 6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:224               ; B fragment 0 of k-step 7
	ds_read_b128 v[74:77], v12 offset:17632             ; A fragment 0 of k-step 7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	v_cmp_lt_u32 s[20:21], v9, s22                      ; 's' element in bounds
	v_cmp_lt_u32 s[38:39], v11, s14                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[20:21], s[38:39]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	s_nop 7
	v_cndmask_b32 v4, v1, v54, s[40:41]
	v_add_u32 v1, 1, v11
	v_cmp_lt_u32 s[38:39], v1, s14                      ; 'tt' element in bounds
	s_and_b64 s[42:43], s[20:21], s[38:39]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v19, v1, v55, s[42:43]
	v_add_u32 v1, 2, v11
	v_cmp_lt_u32 s[38:39], v1, s14                      ; 'tt' element in bounds
	s_and_b64 s[44:45], s[20:21], s[38:39]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v70, v1, v56, s[44:45]
	v_add_u32 v1, 3, v11
	v_cmp_lt_u32 s[38:39], v1, s14                      ; 'tt' element in bounds
	s_and_b64 s[46:47], s[20:21], s[38:39]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v71, v1, v57, s[46:47]
	v_add_u32 v1, 8, v11
	v_cmp_lt_u32 s[38:39], v1, s14                      ; 'tt' element in bounds
	s_and_b64 s[48:49], s[20:21], s[38:39]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v72, v1, v58, s[48:49]
	v_add_u32 v1, 9, v11
	v_cmp_lt_u32 s[38:39], v1, s14                      ; 'tt' element in bounds
	s_and_b64 s[50:51], s[20:21], s[38:39]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v73, v1, v59, s[50:51]
	v_add_u32 v1, 10, v11
	v_cmp_lt_u32 s[38:39], v1, s14                      ; 'tt' element in bounds
	s_and_b64 s[52:53], s[20:21], s[38:39]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v74, v1, v60, s[52:53]
	v_add_u32 v1, 11, v11
	v_cmp_lt_u32 s[38:39], v1, s14                      ; 'tt' element in bounds
	s_and_b64 s[54:55], s[20:21], s[38:39]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v75, v1, v61, s[54:55]
	v_add_u32 v1, 16, v11
	v_cmp_lt_u32 s[38:39], v1, s14                      ; 'tt' element in bounds
	s_and_b64 s[56:57], s[20:21], s[38:39]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v76, v1, v62, s[56:57]
	v_add_u32 v1, 17, v11
	v_cmp_lt_u32 s[38:39], v1, s14                      ; 'tt' element in bounds
	s_and_b64 s[58:59], s[20:21], s[38:39]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v77, v1, v63, s[58:59]
	v_add_u32 v1, 18, v11
	v_cmp_lt_u32 s[38:39], v1, s14                      ; 'tt' element in bounds
	s_and_b64 s[60:61], s[20:21], s[38:39]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v78, v1, v64, s[60:61]
	v_add_u32 v1, 19, v11
	v_cmp_lt_u32 s[38:39], v1, s14                      ; 'tt' element in bounds
	s_and_b64 s[62:63], s[20:21], s[38:39]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v79, v1, v65, s[62:63]
	v_add_u32 v1, 24, v11
	v_cmp_lt_u32 s[38:39], v1, s14                      ; 'tt' element in bounds
	s_and_b64 s[64:65], s[20:21], s[38:39]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v80, v1, v66, s[64:65]
	v_add_u32 v1, 25, v11
	v_cmp_lt_u32 s[38:39], v1, s14                      ; 'tt' element in bounds
	s_and_b64 s[66:67], s[20:21], s[38:39]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v81, v1, v67, s[66:67]
	v_add_u32 v1, 26, v11
	v_cmp_lt_u32 s[38:39], v1, s14                      ; 'tt' element in bounds
	s_and_b64 s[68:69], s[20:21], s[38:39]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v82, v1, v68, s[68:69]
	v_add_u32 v1, 27, v11
	v_cmp_lt_u32 s[38:39], v1, s14                      ; 'tt' element in bounds
	s_and_b64 s[70:71], s[20:21], s[38:39]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v83, v1, v69, s[70:71]
	v_max_f32 v1, v4, v19                               ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v4, v19
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	v_max_f32 v1, v19, v70                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v19, v70
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	v_max_f32 v1, v19, v71                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v19, v71
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	v_max_f32 v1, v19, v72                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v19, v72
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	v_max_f32 v1, v19, v73                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v19, v73
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	v_max_f32 v1, v19, v74                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v19, v74
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	v_max_f32 v1, v19, v75                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v19, v75
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	v_max_f32 v1, v19, v76                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v19, v76
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	v_max_f32 v1, v19, v77                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v19, v77
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	v_max_f32 v1, v19, v78                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v19, v78
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	v_max_f32 v1, v19, v79                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v19, v79
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	v_max_f32 v1, v19, v80                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v19, v80
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	v_max_f32 v1, v19, v81                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v19, v81
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	v_max_f32 v1, v19, v82                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v19, v82
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	v_max_f32 v1, v19, v83                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[20:21], v19, v83
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	v_and_b32 v1, 63, v0                                ; max over 'tt' (examples/attention_gqa.kgen:16): lanes 32 apart
	v_xor_b32 v1, 32, v1
	v_lshlrev_b32 v1, 2, v1
	ds_bpermute_b32 v4, v1, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v1, v19, v4
	v_cmp_u_f32 s[20:21], v19, v4
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	s_and_saveexec_b64 s[20:21], s[8:9]                 ; lanes where %vpred_217
	v_add_u32 v1, 0x15c00, v13                          ; max over 'tt' (examples/attention_gqa.kgen:16): this warp group's partial
	ds_write_b32 v1, v19
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v1, 0x15c00, v15                          ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 0
	ds_read_b32 v4, v1
	v_add_u32 v1, 0x15d00, v15                          ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 1
	ds_read_b32 v19, v1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v1, v4, v19
	v_cmp_u_f32 s[20:21], v4, v19
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	v_max_f32 v1, v20, v19                              ; examples/attention_gqa.kgen:16
	v_cmp_u_f32 s[20:21], v20, v19
	v_mov_b32 v4, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v1, v4, s[20:21]
	v_sub_f32 v1, v20, v19                              ; examples/attention_gqa.kgen:18
	v_mul_f32 v4, s16, v1                               ; examples/attention_gqa.kgen:18
	v_mul_f32 v1, 0x3fb8aa3b, v4                        ; examples/attention_gqa.kgen:18
	v_exp_f32 v4, v1                                    ; examples/attention_gqa.kgen:18
	s_nop 0
	v_mul_f32 v1, v22, v4                               ; examples/attention_gqa.kgen:20
	v_mul_f32 v70, v23, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v71, v24, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v72, v25, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v73, v26, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v74, v27, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v75, v28, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v76, v29, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v77, v30, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v78, v31, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v79, v32, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v80, v33, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v81, v34, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v82, v35, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v83, v36, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v84, v37, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v85, v38, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v86, v39, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v87, v40, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v88, v41, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v89, v42, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v90, v43, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v91, v44, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v92, v45, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v93, v46, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v94, v47, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v95, v48, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v96, v49, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v97, v50, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v98, v51, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v99, v52, v4                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v100, v53, v4                             ; examples/attention_gqa.kgen:20
	v_mov_b32 v22, v1                                   ; 'acc' scaled in place
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
	s_add_u32 s20, s10, s24                             ; 'v' at this chunk
	s_addc_u32 s21, s11, s25
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_483
	global_load_ushort v1, v5, s[20:21]                 ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_483
	global_load_ushort v1, v5, s[20:21] offset:2        ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_483
	global_load_ushort v1, v5, s[20:21] offset:4        ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_483
	global_load_ushort v1, v5, s[20:21] offset:6        ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_483
	global_load_ushort v1, v5, s[20:21] offset:8        ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_483
	global_load_ushort v1, v5, s[20:21] offset:10       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_483
	global_load_ushort v1, v5, s[20:21] offset:12       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[28:29]               ; lanes where %vpred_483
	global_load_ushort v1, v5, s[20:21] offset:14       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_501
	v_add_u32 v78, 0x1000, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v78, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_501
	v_add_u32 v79, 0x1002, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v79, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_501
	v_add_u32 v80, 0x1004, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v80, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_501
	v_add_u32 v81, 0x1006, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v81, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_501
	v_add_u32 v82, 0x1008, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v82, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_501
	v_add_u32 v83, 0x100a, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v83, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_501
	v_add_u32 v84, 0x100c, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v84, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_501
	v_add_u32 v85, 0x100e, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v85, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_519
	v_add_u32 v86, 0x2000, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v86, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_519
	v_add_u32 v87, 0x2002, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v87, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v87, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_519
	v_add_u32 v88, 0x2004, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v88, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_519
	v_add_u32 v89, 0x2006, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v89, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v89, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_519
	v_add_u32 v90, 0x2008, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v90, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v90, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_519
	v_add_u32 v91, 0x200a, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v91, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v91, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_519
	v_add_u32 v92, 0x200c, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v92, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v92, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[34:35]               ; lanes where %vpred_519
	v_add_u32 v93, 0x200e, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v93, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v93, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[36:37]               ; lanes where %vpred_537
	v_add_u32 v94, 0x3000, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v94, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v94, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[36:37]               ; lanes where %vpred_537
	v_add_u32 v95, 0x3002, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v95, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v95, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[36:37]               ; lanes where %vpred_537
	v_add_u32 v96, 0x3004, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v96, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v96, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[36:37]               ; lanes where %vpred_537
	v_add_u32 v97, 0x3006, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v97, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v97, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[36:37]               ; lanes where %vpred_537
	v_add_u32 v98, 0x3008, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v98, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v98, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[36:37]               ; lanes where %vpred_537
	v_add_u32 v99, 0x300a, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v99, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v99, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[36:37]               ; lanes where %vpred_537
	v_add_u32 v100, 0x300c, v5                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v100, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v100, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[36:37]               ; lanes where %vpred_537
	v_add_u32 v101, 0x300e, v5                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v1, v101, s[20:21]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v101, 16, v1
	v_lshrrev_b32 v1, 16, v70
	ds_write_b16 v16, v1 offset:34816                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v71
	ds_write_b16 v16, v1 offset:34960                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v72
	ds_write_b16 v16, v1 offset:35104                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v73
	ds_write_b16 v16, v1 offset:35248                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v74
	ds_write_b16 v16, v1 offset:35392                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v75
	ds_write_b16 v16, v1 offset:35536                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v76
	ds_write_b16 v16, v1 offset:35680                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v77
	ds_write_b16 v16, v1 offset:35824                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v78
	ds_write_b16 v16, v1 offset:34848                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v79
	ds_write_b16 v16, v1 offset:34992                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v80
	ds_write_b16 v16, v1 offset:35136                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v81
	ds_write_b16 v16, v1 offset:35280                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v82
	ds_write_b16 v16, v1 offset:35424                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v83
	ds_write_b16 v16, v1 offset:35568                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v84
	ds_write_b16 v16, v1 offset:35712                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v85
	ds_write_b16 v16, v1 offset:35856                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v86
	ds_write_b16 v16, v1 offset:34880                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v87
	ds_write_b16 v16, v1 offset:35024                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v88
	ds_write_b16 v16, v1 offset:35168                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v89
	ds_write_b16 v16, v1 offset:35312                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v90
	ds_write_b16 v16, v1 offset:35456                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v91
	ds_write_b16 v16, v1 offset:35600                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v92
	ds_write_b16 v16, v1 offset:35744                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v93
	ds_write_b16 v16, v1 offset:35888                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v94
	ds_write_b16 v16, v1 offset:34912                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v95
	ds_write_b16 v16, v1 offset:35056                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v96
	ds_write_b16 v16, v1 offset:35200                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v97
	ds_write_b16 v16, v1 offset:35344                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v98
	ds_write_b16 v16, v1 offset:35488                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v99
	ds_write_b16 v16, v1 offset:35632                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v100
	ds_write_b16 v16, v1 offset:35776                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v101
	ds_write_b16 v16, v1 offset:35920                   ; A operand of the product: stage
	v_mov_b32 v1, 0x3fb8aa3b                            ; c log2 e of e^((x - m) c), once per c (examples/attention_gqa.kgen:17)
	v_mul_f32 v70, s16, v1
	v_mov_b32 v1, 0xbfb8aa3b
	v_mul_f32 v71, s16, v1
	v_mul_f32 v1, v19, v71                              ; -m c log2 e of e^((x - m) c), once per m (examples/attention_gqa.kgen:17)
	v_fma_f32 v71, v54, v70, v1                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v72, v71                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v71, v55, v70, v1                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v73, v71                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v71, v56, v70, v1                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v74, v71                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v71, v57, v70, v1                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v75, v71                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v71, v58, v70, v1                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v76, v71                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v71, v59, v70, v1                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v77, v71                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v71, v60, v70, v1                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v78, v71                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v71, v61, v70, v1                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v79, v71                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v71, v62, v70, v1                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v80, v71                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v71, v63, v70, v1                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v81, v71                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v71, v64, v70, v1                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v82, v71                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v71, v65, v70, v1                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v83, v71                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v71, v66, v70, v1                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v84, v71                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v71, v67, v70, v1                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v85, v71                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v71, v68, v70, v1                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v86, v71                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v71, v69, v70, v1                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v1, v71                                   ; examples/attention_gqa.kgen:17
	v_bfe_u32 v54, v72, 16, 1                           ; round to bf16
	v_add3_u32 v55, v72, v54, s7
	v_cmp_u_f32 s[20:21], v72, v72
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[20:21]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v73, 16, 1                           ; round to bf16
	v_add3_u32 v56, v73, v55, s7
	v_cmp_u_f32 s[20:21], v73, v73
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[20:21]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v74, 16, 1                           ; round to bf16
	v_add3_u32 v57, v74, v56, s7
	v_cmp_u_f32 s[20:21], v74, v74
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[20:21]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v75, 16, 1                           ; round to bf16
	v_add3_u32 v58, v75, v57, s7
	v_cmp_u_f32 s[20:21], v75, v75
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[20:21]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v76, 16, 1                           ; round to bf16
	v_add3_u32 v59, v76, v58, s7
	v_cmp_u_f32 s[20:21], v76, v76
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[20:21]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v77, 16, 1                           ; round to bf16
	v_add3_u32 v60, v77, v59, s7
	v_cmp_u_f32 s[20:21], v77, v77
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[20:21]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v78, 16, 1                           ; round to bf16
	v_add3_u32 v61, v78, v60, s7
	v_cmp_u_f32 s[20:21], v78, v78
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[20:21]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v79, 16, 1                           ; round to bf16
	v_add3_u32 v62, v79, v61, s7
	v_cmp_u_f32 s[20:21], v79, v79
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[20:21]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v80, 16, 1                           ; round to bf16
	v_add3_u32 v63, v80, v62, s7
	v_cmp_u_f32 s[20:21], v80, v80
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[20:21]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v81, 16, 1                           ; round to bf16
	v_add3_u32 v64, v81, v63, s7
	v_cmp_u_f32 s[20:21], v81, v81
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[20:21]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v82, 16, 1                           ; round to bf16
	v_add3_u32 v65, v82, v64, s7
	v_cmp_u_f32 s[20:21], v82, v82
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[20:21]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v83, 16, 1                           ; round to bf16
	v_add3_u32 v66, v83, v65, s7
	v_cmp_u_f32 s[20:21], v83, v83
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v66, v65, s[20:21]
	v_and_b32 v65, 0xffff0000, v66
	v_bfe_u32 v66, v84, 16, 1                           ; round to bf16
	v_add3_u32 v67, v84, v66, s7
	v_cmp_u_f32 s[20:21], v84, v84
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v67, v66, s[20:21]
	v_and_b32 v66, 0xffff0000, v67
	v_bfe_u32 v67, v85, 16, 1                           ; round to bf16
	v_add3_u32 v68, v85, v67, s7
	v_cmp_u_f32 s[20:21], v85, v85
	v_mov_b32 v67, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v67, s[20:21]
	v_and_b32 v67, 0xffff0000, v68
	v_bfe_u32 v68, v86, 16, 1                           ; round to bf16
	v_add3_u32 v69, v86, v68, s7
	v_cmp_u_f32 s[20:21], v86, v86
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[20:21]
	v_and_b32 v68, 0xffff0000, v69
	v_bfe_u32 v69, v1, 16, 1                            ; round to bf16
	v_add3_u32 v70, v1, v69, s7
	v_cmp_u_f32 s[20:21], v1, v1
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v70, v69, s[20:21]
	v_and_b32 v69, 0xffff0000, v70
	v_cndmask_b32 v70, 0, v54, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v70
	v_add_u32 v70, 0x15e00, v17                         ; B operand of the product: stage
	ds_write_b16 v70, v54
	v_cndmask_b32 v54, 0, v55, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	v_add_u32 v54, 0x15e02, v17                         ; B operand of the product: stage
	ds_write_b16 v54, v55
	v_cndmask_b32 v54, 0, v56, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	v_add_u32 v54, 0x15e04, v17                         ; B operand of the product: stage
	ds_write_b16 v54, v55
	v_cndmask_b32 v54, 0, v57, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	v_add_u32 v54, 0x15e06, v17                         ; B operand of the product: stage
	ds_write_b16 v54, v55
	v_cndmask_b32 v54, 0, v58, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	v_add_u32 v54, 0x15e10, v17                         ; B operand of the product: stage
	ds_write_b16 v54, v55
	v_cndmask_b32 v54, 0, v59, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	v_add_u32 v54, 0x15e12, v17                         ; B operand of the product: stage
	ds_write_b16 v54, v55
	v_cndmask_b32 v54, 0, v60, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	v_add_u32 v54, 0x15e14, v17                         ; B operand of the product: stage
	ds_write_b16 v54, v55
	v_cndmask_b32 v54, 0, v61, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	v_add_u32 v54, 0x15e16, v17                         ; B operand of the product: stage
	ds_write_b16 v54, v55
	v_cndmask_b32 v54, 0, v62, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	v_add_u32 v54, 0x15e20, v17                         ; B operand of the product: stage
	ds_write_b16 v54, v55
	v_cndmask_b32 v54, 0, v63, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	v_add_u32 v54, 0x15e22, v17                         ; B operand of the product: stage
	ds_write_b16 v54, v55
	v_cndmask_b32 v54, 0, v64, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	v_add_u32 v54, 0x15e24, v17                         ; B operand of the product: stage
	ds_write_b16 v54, v55
	v_cndmask_b32 v54, 0, v65, s[62:63]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	v_add_u32 v54, 0x15e26, v17                         ; B operand of the product: stage
	ds_write_b16 v54, v55
	v_cndmask_b32 v54, 0, v66, s[64:65]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	v_add_u32 v54, 0x15e30, v17                         ; B operand of the product: stage
	ds_write_b16 v54, v55
	v_cndmask_b32 v54, 0, v67, s[66:67]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	v_add_u32 v54, 0x15e32, v17                         ; B operand of the product: stage
	ds_write_b16 v54, v55
	v_cndmask_b32 v54, 0, v68, s[68:69]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	v_add_u32 v54, 0x15e34, v17                         ; B operand of the product: stage
	ds_write_b16 v54, v55
	v_cndmask_b32 v54, 0, v69, s[70:71]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	v_add_u32 v54, 0x15e36, v17                         ; B operand of the product: stage
	ds_write_b16 v54, v55
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v54, 0x15e00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[56:59], v54
	ds_read_b128 v[60:63], v8 offset:34816              ; A fragment 0 of k-step 0
	ds_read_b128 v[64:67], v8 offset:39424              ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[60:63], v[56:59], v[22:37] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[64:67], v[56:59], v[38:53] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v54, 0x15e20, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[56:59], v54
	ds_read_b128 v[60:63], v8 offset:34848              ; A fragment 0 of k-step 1
	ds_read_b128 v[64:67], v8 offset:39456              ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[60:63], v[56:59], v[22:37] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[64:67], v[56:59], v[38:53] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v54, 0x15e40, v10                         ; B fragment 0 of k-step 2
	ds_read_b128 v[56:59], v54
	ds_read_b128 v[60:63], v8 offset:34880              ; A fragment 0 of k-step 2
	ds_read_b128 v[64:67], v8 offset:39488              ; A fragment 1 of k-step 2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[60:63], v[56:59], v[22:37] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[64:67], v[56:59], v[38:53] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v54, 0x15e60, v10                         ; B fragment 0 of k-step 3
	ds_read_b128 v[56:59], v54
	ds_read_b128 v[60:63], v8 offset:34912              ; A fragment 0 of k-step 3
	ds_read_b128 v[64:67], v8 offset:39520              ; A fragment 1 of k-step 3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[60:63], v[56:59], v[22:37] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[64:67], v[56:59], v[38:53] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_mul_f32 v54, v21, v4                              ; examples/attention_gqa.kgen:19
	v_cndmask_b32 v4, 0, v72, s[40:41]                  ; absent elements contribute the identity
	v_cndmask_b32 v55, 0, v73, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v56, 0, v74, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v75, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v76, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v77, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v78, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v79, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v80, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v81, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v82, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v83, s[62:63]                 ; absent elements contribute the identity
	v_cndmask_b32 v66, 0, v84, s[64:65]                 ; absent elements contribute the identity
	v_cndmask_b32 v67, 0, v85, s[66:67]                 ; absent elements contribute the identity
	v_cndmask_b32 v68, 0, v86, s[68:69]                 ; absent elements contribute the identity
	v_cndmask_b32 v69, 0, v1, s[70:71]                  ; absent elements contribute the identity
	v_add_f32 v1, v4, v55                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v1, v56                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v1, v4, v57                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v1, v58                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v1, v4, v59                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v1, v60                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v1, v4, v61                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v1, v62                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v1, v4, v63                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v1, v64                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v1, v4, v65                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v1, v66                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v1, v4, v67                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v1, v68                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v1, v4, v69                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_and_b32 v4, 63, v0                                ; sum over 'tt' (examples/attention_gqa.kgen:19): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v55, v4, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v1, v55
	s_and_saveexec_b64 s[20:21], s[8:9]                 ; lanes where %vpred_217
	v_add_u32 v1, 0x1a200, v13                          ; sum over 'tt' (examples/attention_gqa.kgen:19): this warp group's partial
	ds_write_b32 v1, v4
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v1, 0x1a200, v15                          ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 0
	ds_read_b32 v4, v1
	v_add_u32 v1, 0x1a300, v15                          ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 1
	ds_read_b32 v55, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v4, v55
	v_add_f32 v4, v54, v1                               ; examples/attention_gqa.kgen:19
	v_mov_b32 v21, v4                                   ; next 'l'
	v_mov_b32 v20, v19                                  ; next 'mx'
	s_add_u32 s15, s15, 64
	s_cmp_lt_u32 s15, s19
	s_cbranch_scc1 .Lattention_gqa_loop1
.Lattention_gqa_loop1_end:
	v_mov_b32 v1, 1.0                                   ; examples/attention_gqa.kgen:23
	v_div_scale_f32 v4, s[14:15], v21, v21, v1
	v_rcp_f32 v19, v4
	v_div_scale_f32 v20, vcc, v1, v21, v1
	v_fma_f32 v54, -v4, v19, 1.0
	v_fma_f32 v19, v54, v19, v19
	v_mul_f32 v55, v20, v19
	v_fma_f32 v54, -v4, v55, v20
	v_fma_f32 v55, v54, v19, v55
	v_fma_f32 v54, -v4, v55, v20
	v_div_fmas_f32 v54, v54, v19, v55
	v_div_fixup_f32 v4, v54, v21, v1
	v_mul_f32 v1, v22, v4                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v19, v23, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v20, v24, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v21, v25, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v54, v26, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v55, v27, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v56, v28, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v57, v29, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v58, v30, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v59, v31, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v60, v32, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v61, v33, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v62, v34, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v63, v35, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v64, v36, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v65, v37, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v22, v38, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v23, v39, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v24, v40, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v25, v41, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v26, v42, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v27, v43, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v28, v44, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v29, v45, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v30, v46, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v31, v47, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v32, v48, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v33, v49, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v34, v50, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v35, v51, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v36, v52, v4                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v37, v53, v4                              ; examples/attention_gqa.kgen:23
	v_mov_b32 v4, 0x7fc00000
	v_cmp_u_f32 s[14:15], v1, v1
	v_cmp_u_f32 s[20:21], v19, v19
	v_bfe_u32 v38, v1, 16, 1
	v_bfe_u32 v39, v19, 16, 1
	v_add3_u32 v40, v1, v38, s7
	v_add3_u32 v1, v19, v39, s7
	v_cndmask_b32 v40, v40, v4, s[14:15]
	v_cndmask_b32 v1, v1, v4, s[20:21]
	v_perm_b32 v4, v1, v40, s6
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[14:15], v20, v20
	v_cmp_u_f32 s[20:21], v21, v21
	v_bfe_u32 v19, v20, 16, 1
	v_bfe_u32 v38, v21, 16, 1
	v_add3_u32 v39, v20, v19, s7
	v_add3_u32 v19, v21, v38, s7
	v_cndmask_b32 v39, v39, v1, s[14:15]
	v_cndmask_b32 v19, v19, v1, s[20:21]
	v_perm_b32 v1, v19, v39, s6
	v_mov_b32 v20, v4                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v21, v1
	global_store_dwordx2 v3, v[20:21], s[12:13]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[14:15], v54, v54
	v_cmp_u_f32 s[20:21], v55, v55
	v_bfe_u32 v4, v54, 16, 1
	v_bfe_u32 v19, v55, 16, 1
	v_add3_u32 v20, v54, v4, s7
	v_add3_u32 v4, v55, v19, s7
	v_cndmask_b32 v20, v20, v1, s[14:15]
	v_cndmask_b32 v4, v4, v1, s[20:21]
	v_perm_b32 v1, v4, v20, s6
	v_mov_b32 v4, 0x7fc00000
	v_cmp_u_f32 s[14:15], v56, v56
	v_cmp_u_f32 s[20:21], v57, v57
	v_bfe_u32 v19, v56, 16, 1
	v_bfe_u32 v20, v57, 16, 1
	v_add3_u32 v21, v56, v19, s7
	v_add3_u32 v19, v57, v20, s7
	v_cndmask_b32 v21, v21, v4, s[14:15]
	v_cndmask_b32 v19, v19, v4, s[20:21]
	v_perm_b32 v4, v19, v21, s6
	v_mov_b32 v20, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v21, v4
	global_store_dwordx2 v3, v[20:21], s[12:13] offset:16
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[14:15], v58, v58
	v_cmp_u_f32 s[20:21], v59, v59
	v_bfe_u32 v4, v58, 16, 1
	v_bfe_u32 v19, v59, 16, 1
	v_add3_u32 v20, v58, v4, s7
	v_add3_u32 v4, v59, v19, s7
	v_cndmask_b32 v20, v20, v1, s[14:15]
	v_cndmask_b32 v4, v4, v1, s[20:21]
	v_perm_b32 v1, v4, v20, s6
	v_mov_b32 v4, 0x7fc00000
	v_cmp_u_f32 s[14:15], v60, v60
	v_cmp_u_f32 s[20:21], v61, v61
	v_bfe_u32 v19, v60, 16, 1
	v_bfe_u32 v20, v61, 16, 1
	v_add3_u32 v21, v60, v19, s7
	v_add3_u32 v19, v61, v20, s7
	v_cndmask_b32 v21, v21, v4, s[14:15]
	v_cndmask_b32 v19, v19, v4, s[20:21]
	v_perm_b32 v4, v19, v21, s6
	v_mov_b32 v20, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v21, v4
	global_store_dwordx2 v3, v[20:21], s[12:13] offset:32
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[14:15], v62, v62
	v_cmp_u_f32 s[20:21], v63, v63
	v_bfe_u32 v4, v62, 16, 1
	v_bfe_u32 v19, v63, 16, 1
	v_add3_u32 v20, v62, v4, s7
	v_add3_u32 v4, v63, v19, s7
	v_cndmask_b32 v20, v20, v1, s[14:15]
	v_cndmask_b32 v4, v4, v1, s[20:21]
	v_perm_b32 v1, v4, v20, s6
	v_mov_b32 v4, 0x7fc00000
	v_cmp_u_f32 s[14:15], v64, v64
	v_cmp_u_f32 s[20:21], v65, v65
	v_bfe_u32 v19, v64, 16, 1
	v_bfe_u32 v20, v65, 16, 1
	v_add3_u32 v21, v64, v19, s7
	v_add3_u32 v19, v65, v20, s7
	v_cndmask_b32 v21, v21, v4, s[14:15]
	v_cndmask_b32 v19, v19, v4, s[20:21]
	v_perm_b32 v4, v19, v21, s6
	v_mov_b32 v20, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v21, v4
	global_store_dwordx2 v3, v[20:21], s[12:13] offset:48
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[14:15], v22, v22
	v_cmp_u_f32 s[20:21], v23, v23
	v_bfe_u32 v4, v22, 16, 1
	v_bfe_u32 v19, v23, 16, 1
	v_add3_u32 v20, v22, v4, s7
	v_add3_u32 v4, v23, v19, s7
	v_cndmask_b32 v20, v20, v1, s[14:15]
	v_cndmask_b32 v4, v4, v1, s[20:21]
	v_perm_b32 v1, v4, v20, s6
	v_mov_b32 v4, 0x7fc00000
	v_cmp_u_f32 s[14:15], v24, v24
	v_cmp_u_f32 s[20:21], v25, v25
	v_bfe_u32 v19, v24, 16, 1
	v_bfe_u32 v20, v25, 16, 1
	v_add3_u32 v21, v24, v19, s7
	v_add3_u32 v19, v25, v20, s7
	v_cndmask_b32 v21, v21, v4, s[14:15]
	v_cndmask_b32 v19, v19, v4, s[20:21]
	v_perm_b32 v4, v19, v21, s6
	v_mov_b32 v20, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v21, v4
	global_store_dwordx2 v3, v[20:21], s[12:13] offset:64
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[14:15], v26, v26
	v_cmp_u_f32 s[20:21], v27, v27
	v_bfe_u32 v4, v26, 16, 1
	v_bfe_u32 v19, v27, 16, 1
	v_add3_u32 v20, v26, v4, s7
	v_add3_u32 v4, v27, v19, s7
	v_cndmask_b32 v20, v20, v1, s[14:15]
	v_cndmask_b32 v4, v4, v1, s[20:21]
	v_perm_b32 v1, v4, v20, s6
	v_mov_b32 v4, 0x7fc00000
	v_cmp_u_f32 s[14:15], v28, v28
	v_cmp_u_f32 s[20:21], v29, v29
	v_bfe_u32 v19, v28, 16, 1
	v_bfe_u32 v20, v29, 16, 1
	v_add3_u32 v21, v28, v19, s7
	v_add3_u32 v19, v29, v20, s7
	v_cndmask_b32 v21, v21, v4, s[14:15]
	v_cndmask_b32 v19, v19, v4, s[20:21]
	v_perm_b32 v4, v19, v21, s6
	v_mov_b32 v20, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v21, v4
	global_store_dwordx2 v3, v[20:21], s[12:13] offset:80
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[14:15], v30, v30
	v_cmp_u_f32 s[20:21], v31, v31
	v_bfe_u32 v4, v30, 16, 1
	v_bfe_u32 v19, v31, 16, 1
	v_add3_u32 v20, v30, v4, s7
	v_add3_u32 v4, v31, v19, s7
	v_cndmask_b32 v20, v20, v1, s[14:15]
	v_cndmask_b32 v4, v4, v1, s[20:21]
	v_perm_b32 v1, v4, v20, s6
	v_mov_b32 v4, 0x7fc00000
	v_cmp_u_f32 s[14:15], v32, v32
	v_cmp_u_f32 s[20:21], v33, v33
	v_bfe_u32 v19, v32, 16, 1
	v_bfe_u32 v20, v33, 16, 1
	v_add3_u32 v21, v32, v19, s7
	v_add3_u32 v19, v33, v20, s7
	v_cndmask_b32 v21, v21, v4, s[14:15]
	v_cndmask_b32 v19, v19, v4, s[20:21]
	v_perm_b32 v4, v19, v21, s6
	v_mov_b32 v20, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v21, v4
	global_store_dwordx2 v3, v[20:21], s[12:13] offset:96
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[14:15], v34, v34
	v_cmp_u_f32 s[20:21], v35, v35
	v_bfe_u32 v4, v34, 16, 1
	v_bfe_u32 v19, v35, 16, 1
	v_add3_u32 v20, v34, v4, s7
	v_add3_u32 v4, v35, v19, s7
	v_cndmask_b32 v20, v20, v1, s[14:15]
	v_cndmask_b32 v4, v4, v1, s[20:21]
	v_perm_b32 v1, v4, v20, s6
	v_mov_b32 v4, 0x7fc00000
	v_cmp_u_f32 s[14:15], v36, v36
	v_cmp_u_f32 s[20:21], v37, v37
	v_bfe_u32 v19, v36, 16, 1
	v_bfe_u32 v20, v37, 16, 1
	v_add3_u32 v21, v36, v19, s7
	v_add3_u32 v19, v37, v20, s7
	v_cndmask_b32 v21, v21, v4, s[14:15]
	v_cndmask_b32 v19, v19, v4, s[20:21]
	v_perm_b32 v4, v19, v21, s6
	v_mov_b32 v20, v1                                   ; examples/attention_gqa.kgen:23: 8-byte store to 'o'
	v_mov_b32 v21, v4
	global_store_dwordx2 v3, v[20:21], s[12:13] offset:112
	s_branch .Lattention_gqa_if0_end
.Lattention_gqa_if0_else:
	v_cmp_lt_u32 s[14:15], v2, s22
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[14:15]               ; lanes where %vpred_1111
	global_load_dwordx4 v[20:23], v5, s[26:27]          ; examples/attention_gqa.kgen:15: 16 bytes of 'q'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[20:23]                          ; 16 bytes into opinv0
	v_add_u32 v1, 16, v2
	v_cmp_lt_u32 s[14:15], v1, s22
	v_add_u32 v4, 0x1000, v5
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[14:15]               ; lanes where %vpred_1117
	global_load_dwordx4 v[20:23], v4, s[26:27]          ; examples/attention_gqa.kgen:15: 16 bytes of 'q'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[20:23] offset:4352              ; 16 bytes into opinv0
	v_add_u32 v19, 32, v2
	v_cmp_lt_u32 s[14:15], v19, s22
	v_add_u32 v20, 0x2000, v5
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[14:15]               ; lanes where %vpred_1124
	global_load_dwordx4 v[22:25], v20, s[26:27]         ; examples/attention_gqa.kgen:15: 16 bytes of 'q'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[22:25] offset:8704              ; 16 bytes into opinv0
	v_add_u32 v21, 48, v2
	v_cmp_lt_u32 s[14:15], v21, s22
	v_add_u32 v22, 0x3000, v5
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[14:15]               ; lanes where %vpred_1131
	global_load_dwordx4 v[24:27], v22, s[26:27]         ; examples/attention_gqa.kgen:15: 16 bytes of 'q'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[24:27] offset:13056             ; 16 bytes into opinv0
	v_add_f32 v23, 0, 0                                 ; examples/attention_gqa.kgen:13
	v_mov_b32 v24, v23                                  ; loop-carried 'acc'
	v_mov_b32 v25, v23                                  ; loop-carried 'acc'
	v_mov_b32 v26, v23                                  ; loop-carried 'acc'
	v_mov_b32 v27, v23                                  ; loop-carried 'acc'
	v_mov_b32 v28, v23                                  ; loop-carried 'acc'
	v_mov_b32 v29, v23                                  ; loop-carried 'acc'
	v_mov_b32 v30, v23                                  ; loop-carried 'acc'
	v_mov_b32 v31, v23                                  ; loop-carried 'acc'
	v_mov_b32 v32, v23                                  ; loop-carried 'acc'
	v_mov_b32 v33, v23                                  ; loop-carried 'acc'
	v_mov_b32 v34, v23                                  ; loop-carried 'acc'
	v_mov_b32 v35, v23                                  ; loop-carried 'acc'
	v_mov_b32 v36, v23                                  ; loop-carried 'acc'
	v_mov_b32 v37, v23                                  ; loop-carried 'acc'
	v_mov_b32 v38, v23                                  ; loop-carried 'acc'
	v_mov_b32 v39, v23                                  ; loop-carried 'acc'
	v_mov_b32 v40, v23                                  ; loop-carried 'acc'
	v_mov_b32 v41, v23                                  ; loop-carried 'acc'
	v_mov_b32 v42, v23                                  ; loop-carried 'acc'
	v_mov_b32 v43, v23                                  ; loop-carried 'acc'
	v_mov_b32 v44, v23                                  ; loop-carried 'acc'
	v_mov_b32 v45, v23                                  ; loop-carried 'acc'
	v_mov_b32 v46, v23                                  ; loop-carried 'acc'
	v_mov_b32 v47, v23                                  ; loop-carried 'acc'
	v_mov_b32 v48, v23                                  ; loop-carried 'acc'
	v_mov_b32 v49, v23                                  ; loop-carried 'acc'
	v_mov_b32 v50, v23                                  ; loop-carried 'acc'
	v_mov_b32 v51, v23                                  ; loop-carried 'acc'
	v_mov_b32 v52, v23                                  ; loop-carried 'acc'
	v_mov_b32 v53, v23                                  ; loop-carried 'acc'
	v_mov_b32 v54, v23                                  ; loop-carried 'acc'
	v_mov_b32 v55, v23                                  ; loop-carried 'acc'
	v_mov_b32 v56, v23                                  ; loop-carried 'l'
	v_mov_b32 v23, 0xff800000                           ; examples/attention_gqa.kgen:11
	v_add_f32 v57, v23, 0
	v_mov_b32 v23, v57                                  ; loop-carried 'mx'
	s_cmp_ge_u32 s19, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s14, 1, 0
	s_sub_u32 s15, s19, 63
	s_cmp_lg_u32 s14, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s14, s15, 0
	s_mul_i32 s20, 0, 0x80
	s_mul_hi_u32 s21, 0, 0x80
	s_lshl_b64 s[24:25], s[20:21], 1
	s_add_u32 s20, s32, s24                             ; 'k' at this chunk
	s_addc_u32 s21, s33, s25
	s_cmp_lt_u32 0, s14                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2920
	s_cbranch_scc1 .Lattention_gqa_skip24
	global_load_dwordx4 v[58:61], v5, s[20:21]          ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip24:
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[58:61] offset:17408             ; 16 bytes into st1
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2920
	s_cbranch_scc1 .Lattention_gqa_skip25
	global_load_dwordx4 v[58:61], v4, s[20:21]          ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip25:
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[58:61] offset:21760             ; 16 bytes into st1
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2920
	s_cbranch_scc1 .Lattention_gqa_skip26
	global_load_dwordx4 v[58:61], v20, s[20:21]         ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip26:
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[58:61] offset:26112             ; 16 bytes into st1
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2920
	s_cbranch_scc1 .Lattention_gqa_skip27
	global_load_dwordx4 v[58:61], v22, s[20:21]         ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip27:
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[58:61] offset:30464             ; 16 bytes into st1
	s_add_u32 s20, s10, s24                             ; 'v' at this chunk
	s_addc_u32 s21, s11, s25
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2920
	s_cbranch_scc1 .Lattention_gqa_skip28
	global_load_dwordx4 v[58:61], v18, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip28:
	v_add_u32 v57, 0x100, v18
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2920
	s_cbranch_scc1 .Lattention_gqa_skip29
	global_load_dwordx4 v[62:65], v57, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip29:
	s_waitcnt vmcnt(0)
	v_perm_b32 v57, v62, v58, s5                        ; (k, k+1) of column 0
	ds_write_b32 v7, v57 offset:34816                   ; a K-pair into st2
	v_perm_b32 v57, v62, v58, s6                        ; (k, k+1) of column 1
	ds_write_b32 v7, v57 offset:34960                   ; a K-pair into st2
	v_perm_b32 v57, v63, v59, s5                        ; (k, k+1) of column 2
	ds_write_b32 v7, v57 offset:35104                   ; a K-pair into st2
	v_perm_b32 v57, v63, v59, s6                        ; (k, k+1) of column 3
	ds_write_b32 v7, v57 offset:35248                   ; a K-pair into st2
	v_perm_b32 v57, v64, v60, s5                        ; (k, k+1) of column 4
	ds_write_b32 v7, v57 offset:35392                   ; a K-pair into st2
	v_perm_b32 v57, v64, v60, s6                        ; (k, k+1) of column 5
	ds_write_b32 v7, v57 offset:35536                   ; a K-pair into st2
	v_perm_b32 v57, v65, v61, s5                        ; (k, k+1) of column 6
	ds_write_b32 v7, v57 offset:35680                   ; a K-pair into st2
	v_perm_b32 v57, v65, v61, s6                        ; (k, k+1) of column 7
	ds_write_b32 v7, v57 offset:35824                   ; a K-pair into st2
	v_add_u32 v57, 0x2000, v18
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2920
	s_cbranch_scc1 .Lattention_gqa_skip30
	global_load_dwordx4 v[58:61], v57, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip30:
	v_add_u32 v57, 0x2100, v18
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2920
	s_cbranch_scc1 .Lattention_gqa_skip31
	global_load_dwordx4 v[62:65], v57, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip31:
	s_waitcnt vmcnt(0)
	v_perm_b32 v57, v62, v58, s5                        ; (k, k+1) of column 0
	ds_write_b32 v7, v57 offset:34880                   ; a K-pair into st2
	v_perm_b32 v57, v62, v58, s6                        ; (k, k+1) of column 1
	ds_write_b32 v7, v57 offset:35024                   ; a K-pair into st2
	v_perm_b32 v57, v63, v59, s5                        ; (k, k+1) of column 2
	ds_write_b32 v7, v57 offset:35168                   ; a K-pair into st2
	v_perm_b32 v57, v63, v59, s6                        ; (k, k+1) of column 3
	ds_write_b32 v7, v57 offset:35312                   ; a K-pair into st2
	v_perm_b32 v57, v64, v60, s5                        ; (k, k+1) of column 4
	ds_write_b32 v7, v57 offset:35456                   ; a K-pair into st2
	v_perm_b32 v57, v64, v60, s6                        ; (k, k+1) of column 5
	ds_write_b32 v7, v57 offset:35600                   ; a K-pair into st2
	v_perm_b32 v57, v65, v61, s5                        ; (k, k+1) of column 6
	ds_write_b32 v7, v57 offset:35744                   ; a K-pair into st2
	v_perm_b32 v57, v65, v61, s6                        ; (k, k+1) of column 7
	ds_write_b32 v7, v57 offset:35888                   ; a K-pair into st2
	s_mov_b32 s15, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s15, s14
	s_cbranch_scc1 .Lattention_gqa_loop2_end
.Lattention_gqa_loop2:
	s_add_u32 s17, s15, 64
	s_cmp_lt_u32 s15, s14
	s_cselect_b32 s18, 1, 0
	s_cmp_eq_u32 s18, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_gqa_if3_end
	s_mul_i32 s20, s17, 0x80
	s_mul_hi_u32 s21, s17, 0x80
	s_lshl_b64 s[24:25], s[20:21], 1
	s_add_u32 s20, s32, s24                             ; 'k' at this chunk
	s_addc_u32 s21, s33, s25
	s_cmp_lt_u32 s17, s14                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2977
	s_cbranch_scc1 .Lattention_gqa_skip32
	global_load_dwordx4 v[58:61], v5, s[20:21]          ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip32:
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2977
	s_cbranch_scc1 .Lattention_gqa_skip33
	global_load_dwordx4 v[62:65], v4, s[20:21]          ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip33:
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2977
	s_cbranch_scc1 .Lattention_gqa_skip34
	global_load_dwordx4 v[66:69], v20, s[20:21]         ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip34:
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2977
	s_cbranch_scc1 .Lattention_gqa_skip35
	global_load_dwordx4 v[70:73], v22, s[20:21]         ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip35:
	s_add_u32 s20, s10, s24                             ; 'v' at this chunk
	s_addc_u32 s21, s11, s25
	v_mov_b32 v74, 0                                    ; outside: 0
	v_mov_b32 v75, 0                                    ; outside: 0
	v_mov_b32 v76, 0                                    ; outside: 0
	v_mov_b32 v77, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2977
	s_cbranch_scc1 .Lattention_gqa_skip36
	global_load_dwordx4 v[74:77], v18, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip36:
	v_add_u32 v57, 0x100, v18
	v_mov_b32 v78, 0                                    ; outside: 0
	v_mov_b32 v79, 0                                    ; outside: 0
	v_mov_b32 v80, 0                                    ; outside: 0
	v_mov_b32 v81, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2977
	s_cbranch_scc1 .Lattention_gqa_skip37
	global_load_dwordx4 v[78:81], v57, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip37:
	v_add_u32 v57, 0x2000, v18
	v_mov_b32 v82, 0                                    ; outside: 0
	v_mov_b32 v83, 0                                    ; outside: 0
	v_mov_b32 v84, 0                                    ; outside: 0
	v_mov_b32 v85, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2977
	s_cbranch_scc1 .Lattention_gqa_skip38
	global_load_dwordx4 v[82:85], v57, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip38:
	v_add_u32 v57, 0x2100, v18
	v_mov_b32 v86, 0                                    ; outside: 0
	v_mov_b32 v87, 0                                    ; outside: 0
	v_mov_b32 v88, 0                                    ; outside: 0
	v_mov_b32 v89, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2977
	s_cbranch_scc1 .Lattention_gqa_skip39
	global_load_dwordx4 v[86:89], v57, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip39:
	v_mov_b32 v90, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v91, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v92, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v93, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v94, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v95, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v96, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v97, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v98, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v99, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v100, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v101, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v102, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v103, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v104, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v105, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[106:109], v14                        ; B fragment 0 of k-step 0
	ds_read_b128 v[110:113], v12 offset:17408           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:32              ; B fragment 0 of k-step 1
	ds_read_b128 v[110:113], v12 offset:17440           ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:64              ; B fragment 0 of k-step 2
	ds_read_b128 v[110:113], v12 offset:17472           ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:96              ; B fragment 0 of k-step 3
	ds_read_b128 v[110:113], v12 offset:17504           ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:128             ; B fragment 0 of k-step 4
	ds_read_b128 v[110:113], v12 offset:17536           ; A fragment 0 of k-step 4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:160             ; B fragment 0 of k-step 5
	ds_read_b128 v[110:113], v12 offset:17568           ; A fragment 0 of k-step 5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:192             ; B fragment 0 of k-step 6
	ds_read_b128 v[110:113], v12 offset:17600           ; A fragment 0 of k-step 6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:224             ; B fragment 0 of k-step 7
	ds_read_b128 v[110:113], v12 offset:17632           ; A fragment 0 of k-step 7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	v_cmp_lt_u32 s[20:21], v9, s22                      ; 's' element in bounds
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	s_nop 0
	s_nop 7
	s_nop 0
	v_cndmask_b32 v106, v57, v90, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v107, v57, v91, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v108, v57, v92, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v109, v57, v93, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v110, v57, v94, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v111, v57, v95, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v112, v57, v96, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v113, v57, v97, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v114, v57, v98, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v115, v57, v99, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v116, v57, v100, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v117, v57, v101, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v118, v57, v102, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v119, v57, v103, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v120, v57, v104, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v121, v57, v105, s[20:21]
	v_max_f32 v57, v106, v107                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v106, v107
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v108                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v108
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v109                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v109
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v110                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v110
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v111                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v111
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v112                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v112
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v113                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v113
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v114                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v114
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v115                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v115
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v116                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v116
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v117                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v117
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v118                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v118
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v119                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v119
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v120                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v120
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v121                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v121
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_and_b32 v57, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:16): lanes 32 apart
	v_xor_b32 v57, 32, v57
	v_lshlrev_b32 v57, 2, v57
	ds_bpermute_b32 v106, v57, v107
	s_waitcnt lgkmcnt(0)
	v_max_f32 v57, v107, v106
	v_cmp_u_f32 s[24:25], v107, v106
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	s_and_saveexec_b64 s[24:25], s[8:9]                 ; lanes where %vpred_217
	v_add_u32 v57, 0x15c00, v13                         ; max over 'tt' (examples/attention_gqa.kgen:16): this warp group's partial
	ds_write_b32 v57, v107
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v57, 0x15c00, v15                         ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 0
	ds_read_b32 v106, v57
	v_add_u32 v57, 0x15d00, v15                         ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 1
	ds_read_b32 v107, v57
	s_waitcnt lgkmcnt(0)
	v_max_f32 v57, v106, v107
	v_cmp_u_f32 s[24:25], v106, v107
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v23, v107                            ; examples/attention_gqa.kgen:16
	v_cmp_u_f32 s[24:25], v23, v107
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_sub_f32 v57, v23, v107                            ; examples/attention_gqa.kgen:18
	v_mul_f32 v106, s16, v57                            ; examples/attention_gqa.kgen:18
	v_mul_f32 v57, 0x3fb8aa3b, v106                     ; examples/attention_gqa.kgen:18
	v_exp_f32 v106, v57                                 ; examples/attention_gqa.kgen:18
	s_nop 0
	v_mul_f32 v57, v24, v106                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v108, v25, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v109, v26, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v110, v27, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v111, v28, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v112, v29, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v113, v30, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v114, v31, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v115, v32, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v116, v33, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v117, v34, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v118, v35, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v119, v36, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v120, v37, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v121, v38, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v122, v39, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v123, v40, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v124, v41, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v125, v42, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v126, v43, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v127, v44, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v128, v45, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v129, v46, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v130, v47, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v131, v48, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v132, v49, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v133, v50, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v134, v51, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v135, v52, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v136, v53, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v137, v54, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v138, v55, v106                           ; examples/attention_gqa.kgen:20
	v_mov_b32 v24, v57                                  ; 'acc' scaled in place
	v_mov_b32 v25, v108                                 ; 'acc' scaled in place
	v_mov_b32 v26, v109                                 ; 'acc' scaled in place
	v_mov_b32 v27, v110                                 ; 'acc' scaled in place
	v_mov_b32 v28, v111                                 ; 'acc' scaled in place
	v_mov_b32 v29, v112                                 ; 'acc' scaled in place
	v_mov_b32 v30, v113                                 ; 'acc' scaled in place
	v_mov_b32 v31, v114                                 ; 'acc' scaled in place
	v_mov_b32 v32, v115                                 ; 'acc' scaled in place
	v_mov_b32 v33, v116                                 ; 'acc' scaled in place
	v_mov_b32 v34, v117                                 ; 'acc' scaled in place
	v_mov_b32 v35, v118                                 ; 'acc' scaled in place
	v_mov_b32 v36, v119                                 ; 'acc' scaled in place
	v_mov_b32 v37, v120                                 ; 'acc' scaled in place
	v_mov_b32 v38, v121                                 ; 'acc' scaled in place
	v_mov_b32 v39, v122                                 ; 'acc' scaled in place
	v_mov_b32 v40, v123                                 ; 'acc' scaled in place
	v_mov_b32 v41, v124                                 ; 'acc' scaled in place
	v_mov_b32 v42, v125                                 ; 'acc' scaled in place
	v_mov_b32 v43, v126                                 ; 'acc' scaled in place
	v_mov_b32 v44, v127                                 ; 'acc' scaled in place
	v_mov_b32 v45, v128                                 ; 'acc' scaled in place
	v_mov_b32 v46, v129                                 ; 'acc' scaled in place
	v_mov_b32 v47, v130                                 ; 'acc' scaled in place
	v_mov_b32 v48, v131                                 ; 'acc' scaled in place
	v_mov_b32 v49, v132                                 ; 'acc' scaled in place
	v_mov_b32 v50, v133                                 ; 'acc' scaled in place
	v_mov_b32 v51, v134                                 ; 'acc' scaled in place
	v_mov_b32 v52, v135                                 ; 'acc' scaled in place
	v_mov_b32 v53, v136                                 ; 'acc' scaled in place
	v_mov_b32 v54, v137                                 ; 'acc' scaled in place
	v_mov_b32 v55, v138                                 ; 'acc' scaled in place
	v_mov_b32 v57, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_gqa.kgen:17)
	v_mul_f32 v108, s16, v57
	v_mov_b32 v57, 0xbfb8aa3b
	v_mul_f32 v109, s16, v57
	v_mul_f32 v57, v107, v109                           ; -m c log2 e of e^((x - m) c), once per m (examples/attention_gqa.kgen:17)
	v_fma_f32 v109, v90, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v110, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v91, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v111, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v92, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v112, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v93, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v113, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v94, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v114, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v95, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v115, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v96, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v116, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v97, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v117, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v98, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v118, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v99, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v119, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v100, v108, v57                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v120, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v101, v108, v57                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v121, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v102, v108, v57                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v122, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v103, v108, v57                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v123, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v104, v108, v57                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v124, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v105, v108, v57                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v57, v109                                 ; examples/attention_gqa.kgen:17
	v_bfe_u32 v90, v110, 16, 1                          ; round to bf16
	v_add3_u32 v91, v110, v90, s7
	v_cmp_u_f32 s[24:25], v110, v110
	v_mov_b32 v90, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v91, v91, v90, s[24:25]
	v_and_b32 v90, 0xffff0000, v91
	v_bfe_u32 v91, v111, 16, 1                          ; round to bf16
	v_add3_u32 v92, v111, v91, s7
	v_cmp_u_f32 s[24:25], v111, v111
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v92, v91, s[24:25]
	v_and_b32 v91, 0xffff0000, v92
	v_bfe_u32 v92, v112, 16, 1                          ; round to bf16
	v_add3_u32 v93, v112, v92, s7
	v_cmp_u_f32 s[24:25], v112, v112
	v_mov_b32 v92, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v93, v93, v92, s[24:25]
	v_and_b32 v92, 0xffff0000, v93
	v_bfe_u32 v93, v113, 16, 1                          ; round to bf16
	v_add3_u32 v94, v113, v93, s7
	v_cmp_u_f32 s[24:25], v113, v113
	v_mov_b32 v93, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v94, v94, v93, s[24:25]
	v_and_b32 v93, 0xffff0000, v94
	v_bfe_u32 v94, v114, 16, 1                          ; round to bf16
	v_add3_u32 v95, v114, v94, s7
	v_cmp_u_f32 s[24:25], v114, v114
	v_mov_b32 v94, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v95, v95, v94, s[24:25]
	v_and_b32 v94, 0xffff0000, v95
	v_bfe_u32 v95, v115, 16, 1                          ; round to bf16
	v_add3_u32 v96, v115, v95, s7
	v_cmp_u_f32 s[24:25], v115, v115
	v_mov_b32 v95, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v96, v96, v95, s[24:25]
	v_and_b32 v95, 0xffff0000, v96
	v_bfe_u32 v96, v116, 16, 1                          ; round to bf16
	v_add3_u32 v97, v116, v96, s7
	v_cmp_u_f32 s[24:25], v116, v116
	v_mov_b32 v96, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v97, v97, v96, s[24:25]
	v_and_b32 v96, 0xffff0000, v97
	v_bfe_u32 v97, v117, 16, 1                          ; round to bf16
	v_add3_u32 v98, v117, v97, s7
	v_cmp_u_f32 s[24:25], v117, v117
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v98, v97, s[24:25]
	v_and_b32 v97, 0xffff0000, v98
	v_bfe_u32 v98, v118, 16, 1                          ; round to bf16
	v_add3_u32 v99, v118, v98, s7
	v_cmp_u_f32 s[24:25], v118, v118
	v_mov_b32 v98, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v99, v99, v98, s[24:25]
	v_and_b32 v98, 0xffff0000, v99
	v_bfe_u32 v99, v119, 16, 1                          ; round to bf16
	v_add3_u32 v100, v119, v99, s7
	v_cmp_u_f32 s[24:25], v119, v119
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v100, v99, s[24:25]
	v_and_b32 v99, 0xffff0000, v100
	v_bfe_u32 v100, v120, 16, 1                         ; round to bf16
	v_add3_u32 v101, v120, v100, s7
	v_cmp_u_f32 s[24:25], v120, v120
	v_mov_b32 v100, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v101, v101, v100, s[24:25]
	v_and_b32 v100, 0xffff0000, v101
	v_bfe_u32 v101, v121, 16, 1                         ; round to bf16
	v_add3_u32 v102, v121, v101, s7
	v_cmp_u_f32 s[24:25], v121, v121
	v_mov_b32 v101, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v102, v102, v101, s[24:25]
	v_and_b32 v101, 0xffff0000, v102
	v_bfe_u32 v102, v122, 16, 1                         ; round to bf16
	v_add3_u32 v103, v122, v102, s7
	v_cmp_u_f32 s[24:25], v122, v122
	v_mov_b32 v102, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v103, v103, v102, s[24:25]
	v_and_b32 v102, 0xffff0000, v103
	v_bfe_u32 v103, v123, 16, 1                         ; round to bf16
	v_add3_u32 v104, v123, v103, s7
	v_cmp_u_f32 s[24:25], v123, v123
	v_mov_b32 v103, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v104, v103, s[24:25]
	v_and_b32 v103, 0xffff0000, v104
	v_bfe_u32 v104, v124, 16, 1                         ; round to bf16
	v_add3_u32 v105, v124, v104, s7
	v_cmp_u_f32 s[24:25], v124, v124
	v_mov_b32 v104, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v105, v105, v104, s[24:25]
	v_and_b32 v104, 0xffff0000, v105
	v_bfe_u32 v105, v57, 16, 1                          ; round to bf16
	v_add3_u32 v108, v57, v105, s7
	v_cmp_u_f32 s[24:25], v57, v57
	v_mov_b32 v105, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v108, v108, v105, s[24:25]
	v_and_b32 v105, 0xffff0000, v108
	v_cndmask_b32 v108, 0, v90, s[20:21]                ; absent elements add nothing
	v_lshrrev_b32 v90, 16, v108
	v_add_u32 v108, 0x15e00, v17                        ; B operand of the product: stage
	ds_write_b16 v108, v90
	v_cndmask_b32 v90, 0, v91, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e02, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v92, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e04, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v93, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e06, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v94, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e10, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v95, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e12, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v96, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e14, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v97, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e16, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v98, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e20, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v99, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e22, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v100, s[20:21]                ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e24, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v101, s[20:21]                ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e26, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v102, s[20:21]                ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e30, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v103, s[20:21]                ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e32, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v104, s[20:21]                ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e34, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v105, s[20:21]                ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e36, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v90, 0x15e00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[92:95], v90
	ds_read_b128 v[96:99], v8 offset:34816              ; A fragment 0 of k-step 0
	ds_read_b128 v[100:103], v8 offset:39424            ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[96:99], v[92:95], v[24:39] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[100:103], v[92:95], v[40:55] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v90, 0x15e20, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[92:95], v90
	ds_read_b128 v[96:99], v8 offset:34848              ; A fragment 0 of k-step 1
	ds_read_b128 v[100:103], v8 offset:39456            ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[96:99], v[92:95], v[24:39] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[100:103], v[92:95], v[40:55] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v90, 0x15e40, v10                         ; B fragment 0 of k-step 2
	ds_read_b128 v[92:95], v90
	ds_read_b128 v[96:99], v8 offset:34880              ; A fragment 0 of k-step 2
	ds_read_b128 v[100:103], v8 offset:39488            ; A fragment 1 of k-step 2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[96:99], v[92:95], v[24:39] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[100:103], v[92:95], v[40:55] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v90, 0x15e60, v10                         ; B fragment 0 of k-step 3
	ds_read_b128 v[92:95], v90
	ds_read_b128 v[96:99], v8 offset:34912              ; A fragment 0 of k-step 3
	ds_read_b128 v[100:103], v8 offset:39520            ; A fragment 1 of k-step 3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[96:99], v[92:95], v[24:39] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[100:103], v[92:95], v[40:55] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_mul_f32 v90, v56, v106                            ; examples/attention_gqa.kgen:19
	v_cndmask_b32 v91, 0, v110, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v92, 0, v111, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v93, 0, v112, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v94, 0, v113, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v95, 0, v114, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v96, 0, v115, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v97, 0, v116, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v98, 0, v117, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v99, 0, v118, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v100, 0, v119, s[20:21]               ; absent elements contribute the identity
	v_cndmask_b32 v101, 0, v120, s[20:21]               ; absent elements contribute the identity
	v_cndmask_b32 v102, 0, v121, s[20:21]               ; absent elements contribute the identity
	v_cndmask_b32 v103, 0, v122, s[20:21]               ; absent elements contribute the identity
	v_cndmask_b32 v104, 0, v123, s[20:21]               ; absent elements contribute the identity
	v_cndmask_b32 v105, 0, v124, s[20:21]               ; absent elements contribute the identity
	v_cndmask_b32 v106, 0, v57, s[20:21]                ; absent elements contribute the identity
	v_add_f32 v57, v91, v92                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v91, v57, v93                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v57, v91, v94                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v91, v57, v95                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v57, v91, v96                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v91, v57, v97                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v57, v91, v98                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v91, v57, v99                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v57, v91, v100                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v91, v57, v101                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v57, v91, v102                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v91, v57, v103                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v57, v91, v104                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v91, v57, v105                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v57, v91, v106                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_and_b32 v91, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:19): lanes 32 apart
	v_xor_b32 v91, 32, v91
	v_lshlrev_b32 v91, 2, v91
	ds_bpermute_b32 v92, v91, v57
	s_waitcnt lgkmcnt(0)
	v_add_f32 v91, v57, v92
	s_and_saveexec_b64 s[20:21], s[8:9]                 ; lanes where %vpred_217
	v_add_u32 v57, 0x1a200, v13                         ; sum over 'tt' (examples/attention_gqa.kgen:19): this warp group's partial
	ds_write_b32 v57, v91
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v57, 0x1a200, v15                         ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 0
	ds_read_b32 v91, v57
	v_add_u32 v57, 0x1a300, v15                         ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 1
	ds_read_b32 v92, v57
	s_waitcnt lgkmcnt(0)
	v_add_f32 v57, v91, v92
	v_add_f32 v91, v90, v57                             ; examples/attention_gqa.kgen:19
	v_mov_b32 v56, v91                                  ; next 'l'
	v_mov_b32 v23, v107                                 ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[58:61] offset:53248             ; 16 bytes into st1
	ds_write_b128 v6, v[62:65] offset:57600             ; 16 bytes into st1
	ds_write_b128 v6, v[66:69] offset:61952             ; 16 bytes into st1
	v_add_u32 v57, 0x10300, v6                          ; 16 bytes into st1
	ds_write_b128 v57, v[70:73]
	v_perm_b32 v57, v78, v74, s5                        ; (k, k+1) of column 0
	v_add_u32 v58, 0x11400, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v78, v74, s6                        ; (k, k+1) of column 1
	v_add_u32 v58, 0x11490, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v79, v75, s5                        ; (k, k+1) of column 2
	v_add_u32 v58, 0x11520, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v79, v75, s6                        ; (k, k+1) of column 3
	v_add_u32 v58, 0x115b0, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v80, v76, s5                        ; (k, k+1) of column 4
	v_add_u32 v58, 0x11640, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v80, v76, s6                        ; (k, k+1) of column 5
	v_add_u32 v58, 0x116d0, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v81, v77, s5                        ; (k, k+1) of column 6
	v_add_u32 v58, 0x11760, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v81, v77, s6                        ; (k, k+1) of column 7
	v_add_u32 v58, 0x117f0, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v86, v82, s5                        ; (k, k+1) of column 0
	v_add_u32 v58, 0x11440, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v86, v82, s6                        ; (k, k+1) of column 1
	v_add_u32 v58, 0x114d0, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v87, v83, s5                        ; (k, k+1) of column 2
	v_add_u32 v58, 0x11560, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v87, v83, s6                        ; (k, k+1) of column 3
	v_add_u32 v58, 0x115f0, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v88, v84, s5                        ; (k, k+1) of column 4
	v_add_u32 v58, 0x11680, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v88, v84, s6                        ; (k, k+1) of column 5
	v_add_u32 v58, 0x11710, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v89, v85, s5                        ; (k, k+1) of column 6
	v_add_u32 v58, 0x117a0, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v89, v85, s6                        ; (k, k+1) of column 7
	v_add_u32 v58, 0x11830, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
.Lattention_gqa_if3_end:
	s_add_u32 s17, s15, 64
	s_add_u32 s18, s17, 64
	s_cmp_lt_u32 s17, s14
	s_cselect_b32 s17, 1, 0
	s_cmp_eq_u32 s17, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_gqa_if4_end
	s_mul_i32 s20, s18, 0x80
	s_mul_hi_u32 s21, s18, 0x80
	s_lshl_b64 s[24:25], s[20:21], 1
	s_add_u32 s20, s32, s24                             ; 'k' at this chunk
	s_addc_u32 s21, s33, s25
	s_cmp_lt_u32 s18, s14                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_3359
	s_cbranch_scc1 .Lattention_gqa_skip40
	global_load_dwordx4 v[58:61], v5, s[20:21]          ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip40:
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_3359
	s_cbranch_scc1 .Lattention_gqa_skip41
	global_load_dwordx4 v[62:65], v4, s[20:21]          ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip41:
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_3359
	s_cbranch_scc1 .Lattention_gqa_skip42
	global_load_dwordx4 v[66:69], v20, s[20:21]         ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip42:
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_3359
	s_cbranch_scc1 .Lattention_gqa_skip43
	global_load_dwordx4 v[70:73], v22, s[20:21]         ; examples/attention_gqa.kgen:15: 16 bytes of 'k'
.Lattention_gqa_skip43:
	s_add_u32 s20, s10, s24                             ; 'v' at this chunk
	s_addc_u32 s21, s11, s25
	v_mov_b32 v74, 0                                    ; outside: 0
	v_mov_b32 v75, 0                                    ; outside: 0
	v_mov_b32 v76, 0                                    ; outside: 0
	v_mov_b32 v77, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_3359
	s_cbranch_scc1 .Lattention_gqa_skip44
	global_load_dwordx4 v[74:77], v18, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip44:
	v_add_u32 v57, 0x100, v18
	v_mov_b32 v78, 0                                    ; outside: 0
	v_mov_b32 v79, 0                                    ; outside: 0
	v_mov_b32 v80, 0                                    ; outside: 0
	v_mov_b32 v81, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_3359
	s_cbranch_scc1 .Lattention_gqa_skip45
	global_load_dwordx4 v[78:81], v57, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip45:
	v_add_u32 v57, 0x2000, v18
	v_mov_b32 v82, 0                                    ; outside: 0
	v_mov_b32 v83, 0                                    ; outside: 0
	v_mov_b32 v84, 0                                    ; outside: 0
	v_mov_b32 v85, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_3359
	s_cbranch_scc1 .Lattention_gqa_skip46
	global_load_dwordx4 v[82:85], v57, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip46:
	v_add_u32 v57, 0x2100, v18
	v_mov_b32 v86, 0                                    ; outside: 0
	v_mov_b32 v87, 0                                    ; outside: 0
	v_mov_b32 v88, 0                                    ; outside: 0
	v_mov_b32 v89, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_3359
	s_cbranch_scc1 .Lattention_gqa_skip47
	global_load_dwordx4 v[86:89], v57, s[20:21]         ; examples/attention_gqa.kgen:20: 16 bytes of 'v'
.Lattention_gqa_skip47:
	v_mov_b32 v90, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v91, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v92, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v93, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v94, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v95, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v96, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v97, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v98, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v99, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v100, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v101, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v102, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v103, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v104, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v105, 0                                   ; examples/attention_gqa.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[106:109], v14                        ; B fragment 0 of k-step 0
	ds_read_b128 v[110:113], v12 offset:53248           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:32              ; B fragment 0 of k-step 1
	ds_read_b128 v[110:113], v12 offset:53280           ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:64              ; B fragment 0 of k-step 2
	ds_read_b128 v[110:113], v12 offset:53312           ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:96              ; B fragment 0 of k-step 3
	ds_read_b128 v[110:113], v12 offset:53344           ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:128             ; B fragment 0 of k-step 4
	ds_read_b128 v[110:113], v12 offset:53376           ; A fragment 0 of k-step 4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:160             ; B fragment 0 of k-step 5
	ds_read_b128 v[110:113], v12 offset:53408           ; A fragment 0 of k-step 5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:192             ; B fragment 0 of k-step 6
	ds_read_b128 v[110:113], v12 offset:53440           ; A fragment 0 of k-step 6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:224             ; B fragment 0 of k-step 7
	ds_read_b128 v[110:113], v12 offset:53472           ; A fragment 0 of k-step 7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	v_cmp_lt_u32 s[20:21], v9, s22                      ; 's' element in bounds
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	s_nop 0
	s_nop 7
	s_nop 0
	v_cndmask_b32 v106, v57, v90, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v107, v57, v91, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v108, v57, v92, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v109, v57, v93, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v110, v57, v94, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v111, v57, v95, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v112, v57, v96, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v113, v57, v97, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v114, v57, v98, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v115, v57, v99, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v116, v57, v100, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v117, v57, v101, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v118, v57, v102, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v119, v57, v103, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v120, v57, v104, s[20:21]
	v_mov_b32 v57, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v121, v57, v105, s[20:21]
	v_max_f32 v57, v106, v107                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v106, v107
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v108                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v108
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v109                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v109
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v110                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v110
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v111                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v111
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v112                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v112
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v113                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v113
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v114                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v114
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v115                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v115
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v116                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v116
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v117                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v117
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v118                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v118
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v119                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v119
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v120                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v120
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v107, v121                           ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[24:25], v107, v121
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_and_b32 v57, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:16): lanes 32 apart
	v_xor_b32 v57, 32, v57
	v_lshlrev_b32 v57, 2, v57
	ds_bpermute_b32 v106, v57, v107
	s_waitcnt lgkmcnt(0)
	v_max_f32 v57, v107, v106
	v_cmp_u_f32 s[24:25], v107, v106
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	s_and_saveexec_b64 s[24:25], s[8:9]                 ; lanes where %vpred_217
	v_add_u32 v57, 0x15c00, v13                         ; max over 'tt' (examples/attention_gqa.kgen:16): this warp group's partial
	ds_write_b32 v57, v107
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v57, 0x15c00, v15                         ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 0
	ds_read_b32 v106, v57
	v_add_u32 v57, 0x15d00, v15                         ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 1
	ds_read_b32 v107, v57
	s_waitcnt lgkmcnt(0)
	v_max_f32 v57, v106, v107
	v_cmp_u_f32 s[24:25], v106, v107
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_max_f32 v57, v23, v107                            ; examples/attention_gqa.kgen:16
	v_cmp_u_f32 s[24:25], v23, v107
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v57, v106, s[24:25]
	v_sub_f32 v57, v23, v107                            ; examples/attention_gqa.kgen:18
	v_mul_f32 v106, s16, v57                            ; examples/attention_gqa.kgen:18
	v_mul_f32 v57, 0x3fb8aa3b, v106                     ; examples/attention_gqa.kgen:18
	v_exp_f32 v106, v57                                 ; examples/attention_gqa.kgen:18
	s_nop 0
	v_mul_f32 v57, v24, v106                            ; examples/attention_gqa.kgen:20
	v_mul_f32 v108, v25, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v109, v26, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v110, v27, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v111, v28, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v112, v29, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v113, v30, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v114, v31, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v115, v32, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v116, v33, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v117, v34, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v118, v35, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v119, v36, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v120, v37, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v121, v38, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v122, v39, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v123, v40, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v124, v41, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v125, v42, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v126, v43, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v127, v44, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v128, v45, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v129, v46, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v130, v47, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v131, v48, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v132, v49, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v133, v50, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v134, v51, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v135, v52, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v136, v53, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v137, v54, v106                           ; examples/attention_gqa.kgen:20
	v_mul_f32 v138, v55, v106                           ; examples/attention_gqa.kgen:20
	v_mov_b32 v24, v57                                  ; 'acc' scaled in place
	v_mov_b32 v25, v108                                 ; 'acc' scaled in place
	v_mov_b32 v26, v109                                 ; 'acc' scaled in place
	v_mov_b32 v27, v110                                 ; 'acc' scaled in place
	v_mov_b32 v28, v111                                 ; 'acc' scaled in place
	v_mov_b32 v29, v112                                 ; 'acc' scaled in place
	v_mov_b32 v30, v113                                 ; 'acc' scaled in place
	v_mov_b32 v31, v114                                 ; 'acc' scaled in place
	v_mov_b32 v32, v115                                 ; 'acc' scaled in place
	v_mov_b32 v33, v116                                 ; 'acc' scaled in place
	v_mov_b32 v34, v117                                 ; 'acc' scaled in place
	v_mov_b32 v35, v118                                 ; 'acc' scaled in place
	v_mov_b32 v36, v119                                 ; 'acc' scaled in place
	v_mov_b32 v37, v120                                 ; 'acc' scaled in place
	v_mov_b32 v38, v121                                 ; 'acc' scaled in place
	v_mov_b32 v39, v122                                 ; 'acc' scaled in place
	v_mov_b32 v40, v123                                 ; 'acc' scaled in place
	v_mov_b32 v41, v124                                 ; 'acc' scaled in place
	v_mov_b32 v42, v125                                 ; 'acc' scaled in place
	v_mov_b32 v43, v126                                 ; 'acc' scaled in place
	v_mov_b32 v44, v127                                 ; 'acc' scaled in place
	v_mov_b32 v45, v128                                 ; 'acc' scaled in place
	v_mov_b32 v46, v129                                 ; 'acc' scaled in place
	v_mov_b32 v47, v130                                 ; 'acc' scaled in place
	v_mov_b32 v48, v131                                 ; 'acc' scaled in place
	v_mov_b32 v49, v132                                 ; 'acc' scaled in place
	v_mov_b32 v50, v133                                 ; 'acc' scaled in place
	v_mov_b32 v51, v134                                 ; 'acc' scaled in place
	v_mov_b32 v52, v135                                 ; 'acc' scaled in place
	v_mov_b32 v53, v136                                 ; 'acc' scaled in place
	v_mov_b32 v54, v137                                 ; 'acc' scaled in place
	v_mov_b32 v55, v138                                 ; 'acc' scaled in place
	v_mov_b32 v57, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_gqa.kgen:17)
	v_mul_f32 v108, s16, v57
	v_mov_b32 v57, 0xbfb8aa3b
	v_mul_f32 v109, s16, v57
	v_mul_f32 v57, v107, v109                           ; -m c log2 e of e^((x - m) c), once per m (examples/attention_gqa.kgen:17)
	v_fma_f32 v109, v90, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v110, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v91, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v111, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v92, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v112, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v93, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v113, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v94, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v114, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v95, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v115, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v96, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v116, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v97, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v117, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v98, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v118, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v99, v108, v57                      ; examples/attention_gqa.kgen:17
	v_exp_f32 v119, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v100, v108, v57                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v120, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v101, v108, v57                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v121, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v102, v108, v57                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v122, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v103, v108, v57                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v123, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v104, v108, v57                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v124, v109                                ; examples/attention_gqa.kgen:17
	v_fma_f32 v109, v105, v108, v57                     ; examples/attention_gqa.kgen:17
	v_exp_f32 v57, v109                                 ; examples/attention_gqa.kgen:17
	v_bfe_u32 v90, v110, 16, 1                          ; round to bf16
	v_add3_u32 v91, v110, v90, s7
	v_cmp_u_f32 s[24:25], v110, v110
	v_mov_b32 v90, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v91, v91, v90, s[24:25]
	v_and_b32 v90, 0xffff0000, v91
	v_bfe_u32 v91, v111, 16, 1                          ; round to bf16
	v_add3_u32 v92, v111, v91, s7
	v_cmp_u_f32 s[24:25], v111, v111
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v92, v91, s[24:25]
	v_and_b32 v91, 0xffff0000, v92
	v_bfe_u32 v92, v112, 16, 1                          ; round to bf16
	v_add3_u32 v93, v112, v92, s7
	v_cmp_u_f32 s[24:25], v112, v112
	v_mov_b32 v92, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v93, v93, v92, s[24:25]
	v_and_b32 v92, 0xffff0000, v93
	v_bfe_u32 v93, v113, 16, 1                          ; round to bf16
	v_add3_u32 v94, v113, v93, s7
	v_cmp_u_f32 s[24:25], v113, v113
	v_mov_b32 v93, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v94, v94, v93, s[24:25]
	v_and_b32 v93, 0xffff0000, v94
	v_bfe_u32 v94, v114, 16, 1                          ; round to bf16
	v_add3_u32 v95, v114, v94, s7
	v_cmp_u_f32 s[24:25], v114, v114
	v_mov_b32 v94, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v95, v95, v94, s[24:25]
	v_and_b32 v94, 0xffff0000, v95
	v_bfe_u32 v95, v115, 16, 1                          ; round to bf16
	v_add3_u32 v96, v115, v95, s7
	v_cmp_u_f32 s[24:25], v115, v115
	v_mov_b32 v95, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v96, v96, v95, s[24:25]
	v_and_b32 v95, 0xffff0000, v96
	v_bfe_u32 v96, v116, 16, 1                          ; round to bf16
	v_add3_u32 v97, v116, v96, s7
	v_cmp_u_f32 s[24:25], v116, v116
	v_mov_b32 v96, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v97, v97, v96, s[24:25]
	v_and_b32 v96, 0xffff0000, v97
	v_bfe_u32 v97, v117, 16, 1                          ; round to bf16
	v_add3_u32 v98, v117, v97, s7
	v_cmp_u_f32 s[24:25], v117, v117
	v_mov_b32 v97, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v98, v98, v97, s[24:25]
	v_and_b32 v97, 0xffff0000, v98
	v_bfe_u32 v98, v118, 16, 1                          ; round to bf16
	v_add3_u32 v99, v118, v98, s7
	v_cmp_u_f32 s[24:25], v118, v118
	v_mov_b32 v98, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v99, v99, v98, s[24:25]
	v_and_b32 v98, 0xffff0000, v99
	v_bfe_u32 v99, v119, 16, 1                          ; round to bf16
	v_add3_u32 v100, v119, v99, s7
	v_cmp_u_f32 s[24:25], v119, v119
	v_mov_b32 v99, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v100, v100, v99, s[24:25]
	v_and_b32 v99, 0xffff0000, v100
	v_bfe_u32 v100, v120, 16, 1                         ; round to bf16
	v_add3_u32 v101, v120, v100, s7
	v_cmp_u_f32 s[24:25], v120, v120
	v_mov_b32 v100, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v101, v101, v100, s[24:25]
	v_and_b32 v100, 0xffff0000, v101
	v_bfe_u32 v101, v121, 16, 1                         ; round to bf16
	v_add3_u32 v102, v121, v101, s7
	v_cmp_u_f32 s[24:25], v121, v121
	v_mov_b32 v101, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v102, v102, v101, s[24:25]
	v_and_b32 v101, 0xffff0000, v102
	v_bfe_u32 v102, v122, 16, 1                         ; round to bf16
	v_add3_u32 v103, v122, v102, s7
	v_cmp_u_f32 s[24:25], v122, v122
	v_mov_b32 v102, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v103, v103, v102, s[24:25]
	v_and_b32 v102, 0xffff0000, v103
	v_bfe_u32 v103, v123, 16, 1                         ; round to bf16
	v_add3_u32 v104, v123, v103, s7
	v_cmp_u_f32 s[24:25], v123, v123
	v_mov_b32 v103, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v104, v104, v103, s[24:25]
	v_and_b32 v103, 0xffff0000, v104
	v_bfe_u32 v104, v124, 16, 1                         ; round to bf16
	v_add3_u32 v105, v124, v104, s7
	v_cmp_u_f32 s[24:25], v124, v124
	v_mov_b32 v104, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v105, v105, v104, s[24:25]
	v_and_b32 v104, 0xffff0000, v105
	v_bfe_u32 v105, v57, 16, 1                          ; round to bf16
	v_add3_u32 v108, v57, v105, s7
	v_cmp_u_f32 s[24:25], v57, v57
	v_mov_b32 v105, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v108, v108, v105, s[24:25]
	v_and_b32 v105, 0xffff0000, v108
	v_cndmask_b32 v108, 0, v90, s[20:21]                ; absent elements add nothing
	v_lshrrev_b32 v90, 16, v108
	v_add_u32 v108, 0x15e00, v17                        ; B operand of the product: stage
	ds_write_b16 v108, v90
	v_cndmask_b32 v90, 0, v91, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e02, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v92, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e04, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v93, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e06, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v94, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e10, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v95, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e12, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v96, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e14, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v97, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e16, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v98, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e20, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v99, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e22, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v100, s[20:21]                ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e24, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v101, s[20:21]                ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e26, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v102, s[20:21]                ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e30, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v103, s[20:21]                ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e32, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v104, s[20:21]                ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e34, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	v_cndmask_b32 v90, 0, v105, s[20:21]                ; absent elements add nothing
	v_lshrrev_b32 v91, 16, v90
	v_add_u32 v90, 0x15e36, v17                         ; B operand of the product: stage
	ds_write_b16 v90, v91
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v90, 0x15e00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[92:95], v90
	v_add_u32 v90, 0x11400, v8                          ; A fragment 0 of k-step 0
	ds_read_b128 v[96:99], v90
	v_add_u32 v90, 0x12600, v8                          ; A fragment 1 of k-step 0
	ds_read_b128 v[100:103], v90
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[96:99], v[92:95], v[24:39] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[100:103], v[92:95], v[40:55] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v90, 0x15e20, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[92:95], v90
	v_add_u32 v90, 0x11420, v8                          ; A fragment 0 of k-step 1
	ds_read_b128 v[96:99], v90
	v_add_u32 v90, 0x12620, v8                          ; A fragment 1 of k-step 1
	ds_read_b128 v[100:103], v90
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[96:99], v[92:95], v[24:39] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[100:103], v[92:95], v[40:55] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v90, 0x15e40, v10                         ; B fragment 0 of k-step 2
	ds_read_b128 v[92:95], v90
	v_add_u32 v90, 0x11440, v8                          ; A fragment 0 of k-step 2
	ds_read_b128 v[96:99], v90
	v_add_u32 v90, 0x12640, v8                          ; A fragment 1 of k-step 2
	ds_read_b128 v[100:103], v90
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[96:99], v[92:95], v[24:39] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[100:103], v[92:95], v[40:55] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v90, 0x15e60, v10                         ; B fragment 0 of k-step 3
	ds_read_b128 v[92:95], v90
	v_add_u32 v90, 0x11460, v8                          ; A fragment 0 of k-step 3
	ds_read_b128 v[96:99], v90
	v_add_u32 v90, 0x12660, v8                          ; A fragment 1 of k-step 3
	ds_read_b128 v[100:103], v90
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[96:99], v[92:95], v[24:39] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[100:103], v[92:95], v[40:55] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_mul_f32 v90, v56, v106                            ; examples/attention_gqa.kgen:19
	v_cndmask_b32 v91, 0, v110, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v92, 0, v111, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v93, 0, v112, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v94, 0, v113, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v95, 0, v114, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v96, 0, v115, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v97, 0, v116, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v98, 0, v117, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v99, 0, v118, s[20:21]                ; absent elements contribute the identity
	v_cndmask_b32 v100, 0, v119, s[20:21]               ; absent elements contribute the identity
	v_cndmask_b32 v101, 0, v120, s[20:21]               ; absent elements contribute the identity
	v_cndmask_b32 v102, 0, v121, s[20:21]               ; absent elements contribute the identity
	v_cndmask_b32 v103, 0, v122, s[20:21]               ; absent elements contribute the identity
	v_cndmask_b32 v104, 0, v123, s[20:21]               ; absent elements contribute the identity
	v_cndmask_b32 v105, 0, v124, s[20:21]               ; absent elements contribute the identity
	v_cndmask_b32 v106, 0, v57, s[20:21]                ; absent elements contribute the identity
	v_add_f32 v57, v91, v92                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v91, v57, v93                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v57, v91, v94                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v91, v57, v95                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v57, v91, v96                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v91, v57, v97                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v57, v91, v98                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v91, v57, v99                             ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v57, v91, v100                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v91, v57, v101                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v57, v91, v102                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v91, v57, v103                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v57, v91, v104                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v91, v57, v105                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v57, v91, v106                            ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_and_b32 v91, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:19): lanes 32 apart
	v_xor_b32 v91, 32, v91
	v_lshlrev_b32 v91, 2, v91
	ds_bpermute_b32 v92, v91, v57
	s_waitcnt lgkmcnt(0)
	v_add_f32 v91, v57, v92
	s_and_saveexec_b64 s[20:21], s[8:9]                 ; lanes where %vpred_217
	v_add_u32 v57, 0x1a200, v13                         ; sum over 'tt' (examples/attention_gqa.kgen:19): this warp group's partial
	ds_write_b32 v57, v91
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v57, 0x1a200, v15                         ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 0
	ds_read_b32 v91, v57
	v_add_u32 v57, 0x1a300, v15                         ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 1
	ds_read_b32 v92, v57
	s_waitcnt lgkmcnt(0)
	v_add_f32 v57, v91, v92
	v_add_f32 v91, v90, v57                             ; examples/attention_gqa.kgen:19
	v_mov_b32 v56, v91                                  ; next 'l'
	v_mov_b32 v23, v107                                 ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[58:61] offset:17408             ; 16 bytes into st1
	ds_write_b128 v6, v[62:65] offset:21760             ; 16 bytes into st1
	ds_write_b128 v6, v[66:69] offset:26112             ; 16 bytes into st1
	ds_write_b128 v6, v[70:73] offset:30464             ; 16 bytes into st1
	v_perm_b32 v57, v78, v74, s5                        ; (k, k+1) of column 0
	ds_write_b32 v7, v57 offset:34816                   ; a K-pair into st2
	v_perm_b32 v57, v78, v74, s6                        ; (k, k+1) of column 1
	ds_write_b32 v7, v57 offset:34960                   ; a K-pair into st2
	v_perm_b32 v57, v79, v75, s5                        ; (k, k+1) of column 2
	ds_write_b32 v7, v57 offset:35104                   ; a K-pair into st2
	v_perm_b32 v57, v79, v75, s6                        ; (k, k+1) of column 3
	ds_write_b32 v7, v57 offset:35248                   ; a K-pair into st2
	v_perm_b32 v57, v80, v76, s5                        ; (k, k+1) of column 4
	ds_write_b32 v7, v57 offset:35392                   ; a K-pair into st2
	v_perm_b32 v57, v80, v76, s6                        ; (k, k+1) of column 5
	ds_write_b32 v7, v57 offset:35536                   ; a K-pair into st2
	v_perm_b32 v57, v81, v77, s5                        ; (k, k+1) of column 6
	ds_write_b32 v7, v57 offset:35680                   ; a K-pair into st2
	v_perm_b32 v57, v81, v77, s6                        ; (k, k+1) of column 7
	ds_write_b32 v7, v57 offset:35824                   ; a K-pair into st2
	v_perm_b32 v57, v86, v82, s5                        ; (k, k+1) of column 0
	ds_write_b32 v7, v57 offset:34880                   ; a K-pair into st2
	v_perm_b32 v57, v86, v82, s6                        ; (k, k+1) of column 1
	ds_write_b32 v7, v57 offset:35024                   ; a K-pair into st2
	v_perm_b32 v57, v87, v83, s5                        ; (k, k+1) of column 2
	ds_write_b32 v7, v57 offset:35168                   ; a K-pair into st2
	v_perm_b32 v57, v87, v83, s6                        ; (k, k+1) of column 3
	ds_write_b32 v7, v57 offset:35312                   ; a K-pair into st2
	v_perm_b32 v57, v88, v84, s5                        ; (k, k+1) of column 4
	ds_write_b32 v7, v57 offset:35456                   ; a K-pair into st2
	v_perm_b32 v57, v88, v84, s6                        ; (k, k+1) of column 5
	ds_write_b32 v7, v57 offset:35600                   ; a K-pair into st2
	v_perm_b32 v57, v89, v85, s5                        ; (k, k+1) of column 6
	ds_write_b32 v7, v57 offset:35744                   ; a K-pair into st2
	v_perm_b32 v57, v89, v85, s6                        ; (k, k+1) of column 7
	ds_write_b32 v7, v57 offset:35888                   ; a K-pair into st2
.Lattention_gqa_if4_end:
	s_add_u32 s15, s15, 0x80
	s_cmp_lt_u32 s15, s14
	s_cbranch_scc1 .Lattention_gqa_loop2
.Lattention_gqa_loop2_end:
	s_add_u32 s5, s14, 63
	s_and_b32 s6, s5, 0xffffffc0                        ; the first chunk of 'tt' the pipeline left
	s_mov_b32 s5, s6                                    ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s5, s19
	s_cbranch_scc1 .Lattention_gqa_loop3_end
.Lattention_gqa_loop3:
	s_sub_u32 s6, s19, s5
	s_mul_i32 s14, s5, 0x80
	s_mul_hi_u32 s15, s5, 0x80
	s_lshl_b64 s[20:21], s[14:15], 1
	s_add_u32 s14, s32, s20                             ; 'k' at this chunk
	s_addc_u32 s15, s33, s21
	v_cmp_lt_u32 s[24:25], v2, s6                       ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1563
	global_load_ushort v4, v5, s[14:15]                 ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1563
	global_load_ushort v4, v5, s[14:15] offset:2        ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1563
	global_load_ushort v4, v5, s[14:15] offset:4        ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1563
	global_load_ushort v4, v5, s[14:15] offset:6        ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1563
	global_load_ushort v4, v5, s[14:15] offset:8        ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1563
	global_load_ushort v4, v5, s[14:15] offset:10       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1563
	global_load_ushort v4, v5, s[14:15] offset:12       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[24:25]               ; lanes where %vpred_1563
	global_load_ushort v4, v5, s[14:15] offset:14       ; examples/attention_gqa.kgen:15: load of 'k'
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v4
	v_cmp_lt_u32 s[26:27], v1, s6                       ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1580
	v_add_u32 v61, 0x1000, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v61, s[14:15]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1580
	v_add_u32 v62, 0x1002, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v62, s[14:15]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1580
	v_add_u32 v63, 0x1004, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v63, s[14:15]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1580
	v_add_u32 v64, 0x1006, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v64, s[14:15]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1580
	v_add_u32 v65, 0x1008, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v65, s[14:15]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1580
	v_add_u32 v66, 0x100a, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v66, s[14:15]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1580
	v_add_u32 v67, 0x100c, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v67, s[14:15]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[26:27]               ; lanes where %vpred_1580
	v_add_u32 v68, 0x100e, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v68, s[14:15]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v4
	v_cmp_lt_u32 s[28:29], v19, s6                      ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1597
	v_add_u32 v69, 0x2000, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v69, s[14:15]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1597
	v_add_u32 v70, 0x2002, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v70, s[14:15]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1597
	v_add_u32 v71, 0x2004, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v71, s[14:15]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1597
	v_add_u32 v72, 0x2006, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v72, s[14:15]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1597
	v_add_u32 v73, 0x2008, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v73, s[14:15]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1597
	v_add_u32 v74, 0x200a, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v74, s[14:15]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1597
	v_add_u32 v75, 0x200c, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v75, s[14:15]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_1597
	v_add_u32 v76, 0x200e, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v76, s[14:15]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v4
	v_cmp_lt_u32 s[30:31], v21, s6                      ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_1614
	v_add_u32 v77, 0x3000, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v77, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_1614
	v_add_u32 v78, 0x3002, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v78, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_1614
	v_add_u32 v79, 0x3004, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v79, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_1614
	v_add_u32 v80, 0x3006, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v80, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_1614
	v_add_u32 v81, 0x3008, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v81, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_1614
	v_add_u32 v82, 0x300a, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v82, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_1614
	v_add_u32 v83, 0x300c, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v83, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[30:31]               ; lanes where %vpred_1614
	v_add_u32 v84, 0x300e, v5                           ; examples/attention_gqa.kgen:15: load of 'k'
	global_load_ushort v4, v84, s[14:15]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v4
	v_lshrrev_b32 v4, 16, v7
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v6, v4 offset:17408                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v18
	ds_write_b16 v6, v4 offset:17410                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v20
	ds_write_b16 v6, v4 offset:17412                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v22
	ds_write_b16 v6, v4 offset:17414                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v57
	ds_write_b16 v6, v4 offset:17416                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v58
	ds_write_b16 v6, v4 offset:17418                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v59
	ds_write_b16 v6, v4 offset:17420                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v60
	ds_write_b16 v6, v4 offset:17422                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v61
	ds_write_b16 v6, v4 offset:21760                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v62
	ds_write_b16 v6, v4 offset:21762                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v63
	ds_write_b16 v6, v4 offset:21764                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v64
	ds_write_b16 v6, v4 offset:21766                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v65
	ds_write_b16 v6, v4 offset:21768                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v66
	ds_write_b16 v6, v4 offset:21770                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v67
	ds_write_b16 v6, v4 offset:21772                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v68
	ds_write_b16 v6, v4 offset:21774                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v69
	ds_write_b16 v6, v4 offset:26112                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v70
	ds_write_b16 v6, v4 offset:26114                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v71
	ds_write_b16 v6, v4 offset:26116                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v72
	ds_write_b16 v6, v4 offset:26118                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v73
	ds_write_b16 v6, v4 offset:26120                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v74
	ds_write_b16 v6, v4 offset:26122                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v75
	ds_write_b16 v6, v4 offset:26124                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v76
	ds_write_b16 v6, v4 offset:26126                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v77
	ds_write_b16 v6, v4 offset:30464                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v78
	ds_write_b16 v6, v4 offset:30466                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v79
	ds_write_b16 v6, v4 offset:30468                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v80
	ds_write_b16 v6, v4 offset:30470                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v81
	ds_write_b16 v6, v4 offset:30472                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v82
	ds_write_b16 v6, v4 offset:30474                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v83
	ds_write_b16 v6, v4 offset:30476                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v84
	ds_write_b16 v6, v4 offset:30478                    ; A operand of the product: stage
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
	v_mov_b32 v68, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v70, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v72, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_gqa.kgen:15: product accumulator
	ds_read_b128 v[74:77], v14                          ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[78:81], v12 offset:17408             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:32                ; B fragment 0 of k-step 1
	ds_read_b128 v[78:81], v12 offset:17440             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:64                ; B fragment 0 of k-step 2
	ds_read_b128 v[78:81], v12 offset:17472             ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:96                ; B fragment 0 of k-step 3
	ds_read_b128 v[78:81], v12 offset:17504             ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:128               ; B fragment 0 of k-step 4
	ds_read_b128 v[78:81], v12 offset:17536             ; A fragment 0 of k-step 4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:160               ; B fragment 0 of k-step 5
	ds_read_b128 v[78:81], v12 offset:17568             ; A fragment 0 of k-step 5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:192               ; B fragment 0 of k-step 6
	ds_read_b128 v[78:81], v12 offset:17600             ; A fragment 0 of k-step 6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:224               ; B fragment 0 of k-step 7
	ds_read_b128 v[78:81], v12 offset:17632             ; A fragment 0 of k-step 7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:15: mfma 32x32x16
	v_cmp_lt_u32 s[14:15], v9, s22                      ; 's' element in bounds
	v_cmp_lt_u32 s[34:35], v11, s6                      ; 'tt' element in bounds
	s_and_b64 s[36:37], s[14:15], s[34:35]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	s_nop 7
	v_cndmask_b32 v7, v4, v58, s[36:37]
	v_add_u32 v4, 1, v11
	v_cmp_lt_u32 s[34:35], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[38:39], s[14:15], s[34:35]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v18, v4, v59, s[38:39]
	v_add_u32 v4, 2, v11
	v_cmp_lt_u32 s[34:35], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[40:41], s[14:15], s[34:35]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v20, v4, v60, s[40:41]
	v_add_u32 v4, 3, v11
	v_cmp_lt_u32 s[34:35], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[42:43], s[14:15], s[34:35]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v22, v4, v61, s[42:43]
	v_add_u32 v4, 8, v11
	v_cmp_lt_u32 s[34:35], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[44:45], s[14:15], s[34:35]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v57, v4, v62, s[44:45]
	v_add_u32 v4, 9, v11
	v_cmp_lt_u32 s[34:35], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[46:47], s[14:15], s[34:35]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v74, v4, v63, s[46:47]
	v_add_u32 v4, 10, v11
	v_cmp_lt_u32 s[34:35], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[48:49], s[14:15], s[34:35]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v75, v4, v64, s[48:49]
	v_add_u32 v4, 11, v11
	v_cmp_lt_u32 s[34:35], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[50:51], s[14:15], s[34:35]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v76, v4, v65, s[50:51]
	v_add_u32 v4, 16, v11
	v_cmp_lt_u32 s[34:35], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[52:53], s[14:15], s[34:35]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v77, v4, v66, s[52:53]
	v_add_u32 v4, 17, v11
	v_cmp_lt_u32 s[34:35], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[54:55], s[14:15], s[34:35]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v78, v4, v67, s[54:55]
	v_add_u32 v4, 18, v11
	v_cmp_lt_u32 s[34:35], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[56:57], s[14:15], s[34:35]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v79, v4, v68, s[56:57]
	v_add_u32 v4, 19, v11
	v_cmp_lt_u32 s[34:35], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[58:59], s[14:15], s[34:35]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v80, v4, v69, s[58:59]
	v_add_u32 v4, 24, v11
	v_cmp_lt_u32 s[34:35], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[60:61], s[14:15], s[34:35]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v81, v4, v70, s[60:61]
	v_add_u32 v4, 25, v11
	v_cmp_lt_u32 s[34:35], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[62:63], s[14:15], s[34:35]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v82, v4, v71, s[62:63]
	v_add_u32 v4, 26, v11
	v_cmp_lt_u32 s[34:35], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[64:65], s[14:15], s[34:35]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v83, v4, v72, s[64:65]
	v_add_u32 v4, 27, v11
	v_cmp_lt_u32 s[34:35], v4, s6                       ; 'tt' element in bounds
	s_and_b64 s[66:67], s[14:15], s[34:35]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v84, v4, v73, s[66:67]
	v_max_f32 v4, v7, v18                               ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v7, v18
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	v_max_f32 v4, v18, v20                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v18, v20
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	v_max_f32 v4, v18, v22                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v18, v22
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	v_max_f32 v4, v18, v57                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v18, v57
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	v_max_f32 v4, v18, v74                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v18, v74
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	v_max_f32 v4, v18, v75                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v18, v75
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	v_max_f32 v4, v18, v76                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v18, v76
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	v_max_f32 v4, v18, v77                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v18, v77
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	v_max_f32 v4, v18, v78                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v18, v78
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	v_max_f32 v4, v18, v79                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v18, v79
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	v_max_f32 v4, v18, v80                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v18, v80
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	v_max_f32 v4, v18, v81                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v18, v81
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	v_max_f32 v4, v18, v82                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v18, v82
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	v_max_f32 v4, v18, v83                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v18, v83
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	v_max_f32 v4, v18, v84                              ; max over 'tt' (examples/attention_gqa.kgen:16)
	v_cmp_u_f32 s[14:15], v18, v84
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	v_and_b32 v4, 63, v0                                ; max over 'tt' (examples/attention_gqa.kgen:16): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v7, v4, v18
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v18, v7
	v_cmp_u_f32 s[14:15], v18, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	s_and_saveexec_b64 s[14:15], s[8:9]                 ; lanes where %vpred_217
	v_add_u32 v4, 0x15c00, v13                          ; max over 'tt' (examples/attention_gqa.kgen:16): this warp group's partial
	ds_write_b32 v4, v18
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v4, 0x15c00, v15                          ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 0
	ds_read_b32 v7, v4
	v_add_u32 v4, 0x15d00, v15                          ; max over 'tt' (examples/attention_gqa.kgen:16): warp group 1
	ds_read_b32 v18, v4
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v7, v18
	v_cmp_u_f32 s[14:15], v7, v18
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	v_max_f32 v4, v23, v18                              ; examples/attention_gqa.kgen:16
	v_cmp_u_f32 s[14:15], v23, v18
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v4, v7, s[14:15]
	v_sub_f32 v4, v23, v18                              ; examples/attention_gqa.kgen:18
	v_mul_f32 v7, s16, v4                               ; examples/attention_gqa.kgen:18
	v_mul_f32 v4, 0x3fb8aa3b, v7                        ; examples/attention_gqa.kgen:18
	v_exp_f32 v7, v4                                    ; examples/attention_gqa.kgen:18
	s_nop 0
	v_mul_f32 v4, v24, v7                               ; examples/attention_gqa.kgen:20
	v_mul_f32 v20, v25, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v22, v26, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v57, v27, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v74, v28, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v75, v29, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v76, v30, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v77, v31, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v78, v32, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v79, v33, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v80, v34, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v81, v35, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v82, v36, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v83, v37, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v84, v38, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v85, v39, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v86, v40, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v87, v41, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v88, v42, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v89, v43, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v90, v44, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v91, v45, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v92, v46, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v93, v47, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v94, v48, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v95, v49, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v96, v50, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v97, v51, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v98, v52, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v99, v53, v7                              ; examples/attention_gqa.kgen:20
	v_mul_f32 v100, v54, v7                             ; examples/attention_gqa.kgen:20
	v_mul_f32 v101, v55, v7                             ; examples/attention_gqa.kgen:20
	v_mov_b32 v24, v4                                   ; 'acc' scaled in place
	v_mov_b32 v25, v20                                  ; 'acc' scaled in place
	v_mov_b32 v26, v22                                  ; 'acc' scaled in place
	v_mov_b32 v27, v57                                  ; 'acc' scaled in place
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
	s_add_u32 s14, s10, s20                             ; 'v' at this chunk
	s_addc_u32 s15, s11, s21
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1563
	global_load_ushort v4, v5, s[14:15]                 ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1563
	global_load_ushort v4, v5, s[14:15] offset:2        ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1563
	global_load_ushort v4, v5, s[14:15] offset:4        ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1563
	global_load_ushort v4, v5, s[14:15] offset:6        ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1563
	global_load_ushort v4, v5, s[14:15] offset:8        ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1563
	global_load_ushort v4, v5, s[14:15] offset:10       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1563
	global_load_ushort v4, v5, s[14:15] offset:12       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[24:25]               ; lanes where %vpred_1563
	global_load_ushort v4, v5, s[14:15] offset:14       ; examples/attention_gqa.kgen:20: load of 'v'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1580
	v_add_u32 v79, 0x1000, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v79, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1580
	v_add_u32 v80, 0x1002, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v80, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1580
	v_add_u32 v81, 0x1004, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v81, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1580
	v_add_u32 v82, 0x1006, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v82, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1580
	v_add_u32 v83, 0x1008, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v83, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1580
	v_add_u32 v84, 0x100a, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v84, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1580
	v_add_u32 v85, 0x100c, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v85, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[26:27]               ; lanes where %vpred_1580
	v_add_u32 v86, 0x100e, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v86, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1597
	v_add_u32 v87, 0x2000, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v87, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v87, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1597
	v_add_u32 v88, 0x2002, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v88, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1597
	v_add_u32 v89, 0x2004, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v89, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v89, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1597
	v_add_u32 v90, 0x2006, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v90, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v90, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1597
	v_add_u32 v91, 0x2008, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v91, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v91, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1597
	v_add_u32 v92, 0x200a, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v92, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v92, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1597
	v_add_u32 v93, 0x200c, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v93, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v93, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[28:29]               ; lanes where %vpred_1597
	v_add_u32 v94, 0x200e, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v94, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v94, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1614
	v_add_u32 v95, 0x3000, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v95, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v95, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1614
	v_add_u32 v96, 0x3002, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v96, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v96, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1614
	v_add_u32 v97, 0x3004, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v97, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v97, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1614
	v_add_u32 v98, 0x3006, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v98, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v98, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1614
	v_add_u32 v99, 0x3008, v5                           ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v99, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v99, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1614
	v_add_u32 v100, 0x300a, v5                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v100, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v100, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1614
	v_add_u32 v101, 0x300c, v5                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v101, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v101, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[30:31]               ; lanes where %vpred_1614
	v_add_u32 v102, 0x300e, v5                          ; examples/attention_gqa.kgen:20: load of 'v'
	global_load_ushort v4, v102, s[14:15]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v102, 16, v4
	v_lshrrev_b32 v4, 16, v20
	ds_write_b16 v16, v4 offset:34816                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v22
	ds_write_b16 v16, v4 offset:34960                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v57
	ds_write_b16 v16, v4 offset:35104                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v74
	ds_write_b16 v16, v4 offset:35248                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v75
	ds_write_b16 v16, v4 offset:35392                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v76
	ds_write_b16 v16, v4 offset:35536                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v77
	ds_write_b16 v16, v4 offset:35680                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v78
	ds_write_b16 v16, v4 offset:35824                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v79
	ds_write_b16 v16, v4 offset:34848                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v80
	ds_write_b16 v16, v4 offset:34992                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v81
	ds_write_b16 v16, v4 offset:35136                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v82
	ds_write_b16 v16, v4 offset:35280                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v83
	ds_write_b16 v16, v4 offset:35424                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v84
	ds_write_b16 v16, v4 offset:35568                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v85
	ds_write_b16 v16, v4 offset:35712                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v86
	ds_write_b16 v16, v4 offset:35856                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v87
	ds_write_b16 v16, v4 offset:34880                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v88
	ds_write_b16 v16, v4 offset:35024                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v89
	ds_write_b16 v16, v4 offset:35168                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v90
	ds_write_b16 v16, v4 offset:35312                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v91
	ds_write_b16 v16, v4 offset:35456                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v92
	ds_write_b16 v16, v4 offset:35600                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v93
	ds_write_b16 v16, v4 offset:35744                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v94
	ds_write_b16 v16, v4 offset:35888                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v95
	ds_write_b16 v16, v4 offset:34912                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v96
	ds_write_b16 v16, v4 offset:35056                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v97
	ds_write_b16 v16, v4 offset:35200                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v98
	ds_write_b16 v16, v4 offset:35344                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v99
	ds_write_b16 v16, v4 offset:35488                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v100
	ds_write_b16 v16, v4 offset:35632                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v101
	ds_write_b16 v16, v4 offset:35776                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v102
	ds_write_b16 v16, v4 offset:35920                   ; A operand of the product: stage
	v_mov_b32 v4, 0x3fb8aa3b                            ; c log2 e of e^((x - m) c), once per c (examples/attention_gqa.kgen:17)
	v_mul_f32 v20, s16, v4
	v_mov_b32 v4, 0xbfb8aa3b
	v_mul_f32 v22, s16, v4
	v_mul_f32 v4, v18, v22                              ; -m c log2 e of e^((x - m) c), once per m (examples/attention_gqa.kgen:17)
	v_fma_f32 v22, v58, v20, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v57, v22                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v22, v59, v20, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v74, v22                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v22, v60, v20, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v75, v22                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v22, v61, v20, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v76, v22                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v22, v62, v20, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v77, v22                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v22, v63, v20, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v78, v22                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v22, v64, v20, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v79, v22                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v22, v65, v20, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v80, v22                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v22, v66, v20, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v81, v22                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v22, v67, v20, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v82, v22                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v22, v68, v20, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v83, v22                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v22, v69, v20, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v84, v22                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v22, v70, v20, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v85, v22                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v22, v71, v20, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v86, v22                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v22, v72, v20, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v87, v22                                  ; examples/attention_gqa.kgen:17
	v_fma_f32 v22, v73, v20, v4                         ; examples/attention_gqa.kgen:17
	v_exp_f32 v4, v22                                   ; examples/attention_gqa.kgen:17
	v_bfe_u32 v20, v57, 16, 1                           ; round to bf16
	v_add3_u32 v22, v57, v20, s7
	v_cmp_u_f32 s[14:15], v57, v57
	v_mov_b32 v20, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v22, v22, v20, s[14:15]
	v_and_b32 v20, 0xffff0000, v22
	v_bfe_u32 v22, v74, 16, 1                           ; round to bf16
	v_add3_u32 v58, v74, v22, s7
	v_cmp_u_f32 s[14:15], v74, v74
	v_mov_b32 v22, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v22, s[14:15]
	v_and_b32 v22, 0xffff0000, v58
	v_bfe_u32 v58, v75, 16, 1                           ; round to bf16
	v_add3_u32 v59, v75, v58, s7
	v_cmp_u_f32 s[14:15], v75, v75
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[14:15]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v76, 16, 1                           ; round to bf16
	v_add3_u32 v60, v76, v59, s7
	v_cmp_u_f32 s[14:15], v76, v76
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v77, 16, 1                           ; round to bf16
	v_add3_u32 v61, v77, v60, s7
	v_cmp_u_f32 s[14:15], v77, v77
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[14:15]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v78, 16, 1                           ; round to bf16
	v_add3_u32 v62, v78, v61, s7
	v_cmp_u_f32 s[14:15], v78, v78
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[14:15]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v79, 16, 1                           ; round to bf16
	v_add3_u32 v63, v79, v62, s7
	v_cmp_u_f32 s[14:15], v79, v79
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[14:15]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v80, 16, 1                           ; round to bf16
	v_add3_u32 v64, v80, v63, s7
	v_cmp_u_f32 s[14:15], v80, v80
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[14:15]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v81, 16, 1                           ; round to bf16
	v_add3_u32 v65, v81, v64, s7
	v_cmp_u_f32 s[14:15], v81, v81
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[14:15]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v82, 16, 1                           ; round to bf16
	v_add3_u32 v66, v82, v65, s7
	v_cmp_u_f32 s[14:15], v82, v82
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v66, v65, s[14:15]
	v_and_b32 v65, 0xffff0000, v66
	v_bfe_u32 v66, v83, 16, 1                           ; round to bf16
	v_add3_u32 v67, v83, v66, s7
	v_cmp_u_f32 s[14:15], v83, v83
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v67, v66, s[14:15]
	v_and_b32 v66, 0xffff0000, v67
	v_bfe_u32 v67, v84, 16, 1                           ; round to bf16
	v_add3_u32 v68, v84, v67, s7
	v_cmp_u_f32 s[14:15], v84, v84
	v_mov_b32 v67, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v67, s[14:15]
	v_and_b32 v67, 0xffff0000, v68
	v_bfe_u32 v68, v85, 16, 1                           ; round to bf16
	v_add3_u32 v69, v85, v68, s7
	v_cmp_u_f32 s[14:15], v85, v85
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[14:15]
	v_and_b32 v68, 0xffff0000, v69
	v_bfe_u32 v69, v86, 16, 1                           ; round to bf16
	v_add3_u32 v70, v86, v69, s7
	v_cmp_u_f32 s[14:15], v86, v86
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v70, v69, s[14:15]
	v_and_b32 v69, 0xffff0000, v70
	v_bfe_u32 v70, v87, 16, 1                           ; round to bf16
	v_add3_u32 v71, v87, v70, s7
	v_cmp_u_f32 s[14:15], v87, v87
	v_mov_b32 v70, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_and_b32 v70, 0xffff0000, v71
	v_bfe_u32 v71, v4, 16, 1                            ; round to bf16
	v_add3_u32 v72, v4, v71, s7
	v_cmp_u_f32 s[14:15], v4, v4
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v72, v71, s[14:15]
	v_and_b32 v71, 0xffff0000, v72
	v_cndmask_b32 v72, 0, v20, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v20, 16, v72
	v_add_u32 v72, 0x15e00, v17                         ; B operand of the product: stage
	ds_write_b16 v72, v20
	v_cndmask_b32 v20, 0, v22, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v20
	v_add_u32 v20, 0x15e02, v17                         ; B operand of the product: stage
	ds_write_b16 v20, v22
	v_cndmask_b32 v20, 0, v58, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v20
	v_add_u32 v20, 0x15e04, v17                         ; B operand of the product: stage
	ds_write_b16 v20, v22
	v_cndmask_b32 v20, 0, v59, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v20
	v_add_u32 v20, 0x15e06, v17                         ; B operand of the product: stage
	ds_write_b16 v20, v22
	v_cndmask_b32 v20, 0, v60, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v20
	v_add_u32 v20, 0x15e10, v17                         ; B operand of the product: stage
	ds_write_b16 v20, v22
	v_cndmask_b32 v20, 0, v61, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v20
	v_add_u32 v20, 0x15e12, v17                         ; B operand of the product: stage
	ds_write_b16 v20, v22
	v_cndmask_b32 v20, 0, v62, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v20
	v_add_u32 v20, 0x15e14, v17                         ; B operand of the product: stage
	ds_write_b16 v20, v22
	v_cndmask_b32 v20, 0, v63, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v20
	v_add_u32 v20, 0x15e16, v17                         ; B operand of the product: stage
	ds_write_b16 v20, v22
	v_cndmask_b32 v20, 0, v64, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v20
	v_add_u32 v20, 0x15e20, v17                         ; B operand of the product: stage
	ds_write_b16 v20, v22
	v_cndmask_b32 v20, 0, v65, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v20
	v_add_u32 v20, 0x15e22, v17                         ; B operand of the product: stage
	ds_write_b16 v20, v22
	v_cndmask_b32 v20, 0, v66, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v20
	v_add_u32 v20, 0x15e24, v17                         ; B operand of the product: stage
	ds_write_b16 v20, v22
	v_cndmask_b32 v20, 0, v67, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v20
	v_add_u32 v20, 0x15e26, v17                         ; B operand of the product: stage
	ds_write_b16 v20, v22
	v_cndmask_b32 v20, 0, v68, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v20
	v_add_u32 v20, 0x15e30, v17                         ; B operand of the product: stage
	ds_write_b16 v20, v22
	v_cndmask_b32 v20, 0, v69, s[62:63]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v20
	v_add_u32 v20, 0x15e32, v17                         ; B operand of the product: stage
	ds_write_b16 v20, v22
	v_cndmask_b32 v20, 0, v70, s[64:65]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v20
	v_add_u32 v20, 0x15e34, v17                         ; B operand of the product: stage
	ds_write_b16 v20, v22
	v_cndmask_b32 v20, 0, v71, s[66:67]                 ; absent elements add nothing
	v_lshrrev_b32 v22, 16, v20
	v_add_u32 v20, 0x15e36, v17                         ; B operand of the product: stage
	ds_write_b16 v20, v22
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v20, 0x15e00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[58:61], v20
	ds_read_b128 v[62:65], v8 offset:34816              ; A fragment 0 of k-step 0
	ds_read_b128 v[66:69], v8 offset:39424              ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[62:65], v[58:61], v[24:39] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[66:69], v[58:61], v[40:55] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v20, 0x15e20, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[58:61], v20
	ds_read_b128 v[62:65], v8 offset:34848              ; A fragment 0 of k-step 1
	ds_read_b128 v[66:69], v8 offset:39456              ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[62:65], v[58:61], v[24:39] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[66:69], v[58:61], v[40:55] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v20, 0x15e40, v10                         ; B fragment 0 of k-step 2
	ds_read_b128 v[58:61], v20
	ds_read_b128 v[62:65], v8 offset:34880              ; A fragment 0 of k-step 2
	ds_read_b128 v[66:69], v8 offset:39488              ; A fragment 1 of k-step 2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[62:65], v[58:61], v[24:39] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[66:69], v[58:61], v[40:55] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_add_u32 v20, 0x15e60, v10                         ; B fragment 0 of k-step 3
	ds_read_b128 v[58:61], v20
	ds_read_b128 v[62:65], v8 offset:34912              ; A fragment 0 of k-step 3
	ds_read_b128 v[66:69], v8 offset:39520              ; A fragment 1 of k-step 3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[62:65], v[58:61], v[24:39] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[66:69], v[58:61], v[40:55] ; examples/attention_gqa.kgen:20: mfma 32x32x16
	v_mul_f32 v20, v56, v7                              ; examples/attention_gqa.kgen:19
	v_cndmask_b32 v7, 0, v57, s[36:37]                  ; absent elements contribute the identity
	v_cndmask_b32 v22, 0, v74, s[38:39]                 ; absent elements contribute the identity
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
	v_cndmask_b32 v70, 0, v4, s[66:67]                  ; absent elements contribute the identity
	v_add_f32 v4, v7, v22                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v4, v57                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v7, v58                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v4, v59                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v7, v60                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v4, v61                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v7, v62                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v4, v63                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v7, v64                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v4, v65                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v7, v66                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v4, v67                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v7, v68                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v7, v4, v69                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_add_f32 v4, v7, v70                               ; sum over 'tt' (examples/attention_gqa.kgen:19)
	v_and_b32 v7, 63, v0                                ; sum over 'tt' (examples/attention_gqa.kgen:19): lanes 32 apart
	v_xor_b32 v7, 32, v7
	v_lshlrev_b32 v7, 2, v7
	ds_bpermute_b32 v22, v7, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v4, v22
	s_and_saveexec_b64 s[14:15], s[8:9]                 ; lanes where %vpred_217
	v_add_u32 v4, 0x1a200, v13                          ; sum over 'tt' (examples/attention_gqa.kgen:19): this warp group's partial
	ds_write_b32 v4, v7
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v4, 0x1a200, v15                          ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 0
	ds_read_b32 v7, v4
	v_add_u32 v4, 0x1a300, v15                          ; sum over 'tt' (examples/attention_gqa.kgen:19): warp group 1
	ds_read_b32 v22, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v7, v22
	v_add_f32 v7, v20, v4                               ; examples/attention_gqa.kgen:19
	v_mov_b32 v56, v7                                   ; next 'l'
	v_mov_b32 v23, v18                                  ; next 'mx'
	s_add_u32 s5, s5, 64
	s_cmp_lt_u32 s5, s19
	s_cbranch_scc1 .Lattention_gqa_loop3
.Lattention_gqa_loop3_end:
	v_mov_b32 v1, 1.0                                   ; examples/attention_gqa.kgen:23
	v_div_scale_f32 v2, s[8:9], v56, v56, v1
	v_rcp_f32 v4, v2
	v_div_scale_f32 v5, vcc, v1, v56, v1
	v_fma_f32 v6, -v2, v4, 1.0
	v_fma_f32 v4, v6, v4, v4
	v_mul_f32 v7, v5, v4
	v_fma_f32 v6, -v2, v7, v5
	v_fma_f32 v7, v6, v4, v7
	v_fma_f32 v6, -v2, v7, v5
	v_div_fmas_f32 v6, v6, v4, v7
	v_div_fixup_f32 v2, v6, v56, v1
	v_mul_f32 v1, v24, v2                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v4, v25, v2                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v5, v26, v2                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v6, v27, v2                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v7, v28, v2                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v8, v29, v2                               ; examples/attention_gqa.kgen:23
	v_mul_f32 v10, v30, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v11, v31, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v12, v32, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v13, v33, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v14, v34, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v15, v35, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v16, v36, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v17, v37, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v18, v38, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v19, v39, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v20, v40, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v21, v41, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v22, v42, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v23, v43, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v24, v44, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v25, v45, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v26, v46, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v27, v47, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v28, v48, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v29, v49, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v30, v50, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v31, v51, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v32, v52, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v33, v53, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v34, v54, v2                              ; examples/attention_gqa.kgen:23
	v_mul_f32 v35, v55, v2                              ; examples/attention_gqa.kgen:23
	v_cmp_lt_u32 s[8:9], v9, s22                        ; 's' element in bounds
	v_bfe_u32 v2, v1, 16, 1
	v_add3_u32 v9, v1, v2, s7
	v_cmp_u_f32 s[10:11], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v9, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v9
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13]                 ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v4, 16, 1
	v_add3_u32 v2, v4, v1, s7
	v_cmp_u_f32 s[10:11], v4, v4
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:2        ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s7
	v_cmp_u_f32 s[10:11], v5, v5
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:4        ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s7
	v_cmp_u_f32 s[10:11], v6, v6
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:6        ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v2, v7, v1, s7
	v_cmp_u_f32 s[10:11], v7, v7
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:16       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v2, v8, v1, s7
	v_cmp_u_f32 s[10:11], v8, v8
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:18       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v10, 16, 1
	v_add3_u32 v2, v10, v1, s7
	v_cmp_u_f32 s[10:11], v10, v10
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:20       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v11, 16, 1
	v_add3_u32 v2, v11, v1, s7
	v_cmp_u_f32 s[10:11], v11, v11
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:22       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v12, 16, 1
	v_add3_u32 v2, v12, v1, s7
	v_cmp_u_f32 s[10:11], v12, v12
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:32       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v13, 16, 1
	v_add3_u32 v2, v13, v1, s7
	v_cmp_u_f32 s[10:11], v13, v13
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:34       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v14, 16, 1
	v_add3_u32 v2, v14, v1, s7
	v_cmp_u_f32 s[10:11], v14, v14
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:36       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v15, 16, 1
	v_add3_u32 v2, v15, v1, s7
	v_cmp_u_f32 s[10:11], v15, v15
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:38       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v16, 16, 1
	v_add3_u32 v2, v16, v1, s7
	v_cmp_u_f32 s[10:11], v16, v16
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:48       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v17, 16, 1
	v_add3_u32 v2, v17, v1, s7
	v_cmp_u_f32 s[10:11], v17, v17
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:50       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v18, 16, 1
	v_add3_u32 v2, v18, v1, s7
	v_cmp_u_f32 s[10:11], v18, v18
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:52       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v19, 16, 1
	v_add3_u32 v2, v19, v1, s7
	v_cmp_u_f32 s[10:11], v19, v19
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:54       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v20, 16, 1
	v_add3_u32 v2, v20, v1, s7
	v_cmp_u_f32 s[10:11], v20, v20
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:64       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v21, 16, 1
	v_add3_u32 v2, v21, v1, s7
	v_cmp_u_f32 s[10:11], v21, v21
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:66       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v22, 16, 1
	v_add3_u32 v2, v22, v1, s7
	v_cmp_u_f32 s[10:11], v22, v22
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:68       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v23, 16, 1
	v_add3_u32 v2, v23, v1, s7
	v_cmp_u_f32 s[10:11], v23, v23
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:70       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v24, 16, 1
	v_add3_u32 v2, v24, v1, s7
	v_cmp_u_f32 s[10:11], v24, v24
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:80       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v25, 16, 1
	v_add3_u32 v2, v25, v1, s7
	v_cmp_u_f32 s[10:11], v25, v25
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:82       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v26, 16, 1
	v_add3_u32 v2, v26, v1, s7
	v_cmp_u_f32 s[10:11], v26, v26
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:84       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v27, 16, 1
	v_add3_u32 v2, v27, v1, s7
	v_cmp_u_f32 s[10:11], v27, v27
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:86       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v28, 16, 1
	v_add3_u32 v2, v28, v1, s7
	v_cmp_u_f32 s[10:11], v28, v28
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:96       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v29, 16, 1
	v_add3_u32 v2, v29, v1, s7
	v_cmp_u_f32 s[10:11], v29, v29
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:98       ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v30, 16, 1
	v_add3_u32 v2, v30, v1, s7
	v_cmp_u_f32 s[10:11], v30, v30
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:100      ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v31, 16, 1
	v_add3_u32 v2, v31, v1, s7
	v_cmp_u_f32 s[10:11], v31, v31
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:102      ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v32, 16, 1
	v_add3_u32 v2, v32, v1, s7
	v_cmp_u_f32 s[10:11], v32, v32
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:112      ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v33, 16, 1
	v_add3_u32 v2, v33, v1, s7
	v_cmp_u_f32 s[10:11], v33, v33
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:114      ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v34, 16, 1
	v_add3_u32 v2, v34, v1, s7
	v_cmp_u_f32 s[10:11], v34, v34
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:116      ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v35, 16, 1
	v_add3_u32 v2, v35, v1, s7
	v_cmp_u_f32 s[6:7], v35, v35
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_2163
	global_store_short v3, v1, s[12:13] offset:118      ; examples/attention_gqa.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
.Lattention_gqa_if0_end:
	s_endpgm
.Lfunc_end_attention_gqa:
	.size	attention_gqa, .Lfunc_end_attention_gqa-attention_gqa

; kernel attention_gqa_causal: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel attention_gqa_causal from examples/attention_gqa.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: s, g, bh
;   raster: 's' from its last tile down, longest programs first (the loop over 'tt' ends where tt <= s: a program's steps grow with 's'), so the last wave holds the shortest
;   chunk: bh: 1, g: 1, s: 64, tt: 64, d: 128; walked in chunks: none
;   layout: bh:1 x g:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;     (the first product's accumulator; at most 8 elements per vector access)
;   tile products on mfma 32x32x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (20 shuffle and conversion instructions per thread)
;   product 34:29 tt x s contracting d (as the transposed product): 2 x 2 warps, each mfma 32x32x16 tiles
;   product 39:29 d x s contracting tt (as the transposed product): 2 x 2 warps, each mfma 32x32x16 tiles
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
;   for tt in t: the steps below the mask at 34:13 (every 'tt' <= s in the whole program) run first, without it
;   for tt in t: the steps across the mask hold at most 1 whole step of 64 at every size: not pipelined (a pipeline would only add a prologue and unrolled steps that never run)
; resources: 139 VGPRs, 0 AGPRs, 76 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 107520 bytes LDS, 52 bytes of arguments, 256 threads
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
	s_mov_b32 s5, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s6, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s7, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[8:9], s[0:1], 0x0                  ; argument q
	s_load_dwordx2 s[10:11], s[0:1], 0x8                ; argument k
	s_load_dwordx2 s[12:13], s[0:1], 0x10               ; argument v
	s_load_dwordx2 s[14:15], s[0:1], 0x18               ; argument o_causal
	s_load_dword s16, s[0:1], 0x20                      ; argument scale
	s_load_dword s17, s[0:1], 0x28                      ; argument G
	s_load_dword s18, s[0:1], 0x2c                      ; argument S
	s_load_dword s19, s[0:1], 0x30                      ; argument T
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s20, s2                                   ; program index along 's'
	s_waitcnt lgkmcnt(0)
	s_add_u32 s21, s18, 63
	s_lshr_b32 s22, s21, 6
	s_max_u32 s21, s22, 1                               ; 's' tiles
	s_sub_u32 s22, s21, 1
	s_sub_u32 s21, s22, s20                             ; 's' tile, from the last down
	s_mul_i32 s20, s21, 64                              ; first 's' of this program's tile (64)
	s_sub_u32 s21, s18, s20
	s_min_u32 s22, s21, 64                              ; 's' elements in this tile
	s_mov_b32 s21, s3                                   ; program index along 'g'
	s_mov_b32 s23, s4                                   ; program index along 'bh'
	s_cmp_ge_u32 s22, 64                                ; a whole chunk of 's' (64) is in bounds
	s_cselect_b32 s24, 1, 0
	s_mul_i32 s25, 0x80, s18                            ; a stride of 'q'
	s_mul_i32 s18, s25, s17                             ; a stride of 'q'
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
	s_mul_i32 s26, s23, s18
	s_mul_hi_u32 s27, s23, s18
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s26, s8, s28                              ; 'q' at this program
	s_addc_u32 s27, s9, s29
	s_mul_i32 s8, s21, s25
	s_mul_hi_u32 s9, s21, s25
	s_lshl_b64 s[30:31], s[8:9], 1
	s_add_u32 s8, s26, s30                              ; 'q' at this program
	s_addc_u32 s9, s27, s31
	s_mul_i32 s26, s20, 0x80
	s_mul_hi_u32 s27, s20, 0x80
	s_lshl_b64 s[32:33], s[26:27], 1
	s_add_u32 s26, s8, s32                              ; 'q' at this program
	s_addc_u32 s27, s9, s33
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
	v_cmp_eq_u32 s[8:9], v16, 0                         ; one lane per warp group and element publishes
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
	v_lshlrev_b32 v17, 1, v7                            ; thread's place in opb4
	v_add_u32 v7, v16, v10
	v_lshlrev_b32 v10, 1, v7                            ; thread's N-fragment place
	s_mul_i32 s17, 0x80, s19                            ; a stride of 'k'
	s_mul_i32 s34, s23, s17
	s_mul_hi_u32 s35, s23, s17
	s_lshl_b64 s[36:37], s[34:35], 1
	s_add_u32 s34, s10, s36                             ; 'k' at this program
	s_addc_u32 s35, s11, s37
	v_lshlrev_b32 v7, 1, v2
	v_mov_b32 v16, 0x80
	v_mul_lo_u32 v18, v16, v7
	v_add_u32 v16, v18, v4
	v_lshlrev_b32 v18, 1, v16                           ; thread's first 16 bytes of a 'v' tile
	v_mov_b32 v16, 0x48
	v_mul_lo_u32 v19, v16, v4
	v_add_u32 v4, v19, v7
	v_lshlrev_b32 v7, 1, v4                             ; thread's first pair in st2
	s_add_u32 s10, s12, s36                             ; 'v' at this program
	s_addc_u32 s11, s13, s37
	v_add_u32 v4, v19, v2
	v_lshlrev_b32 v16, 1, v4                            ; thread's place in st2
	v_mov_b32 v4, 0x80
	v_mul_lo_u32 v19, v4, v9
	v_or_b32 v4, v3, v1                                 ; thread's 'd' coordinate
	v_add_u32 v1, v19, v4
	v_lshlrev_b32 v3, 1, v1                             ; thread's byte offset in a chunk of 'o_causal'
	s_add_u32 s12, s14, s28                             ; 'o_causal' at this program
	s_addc_u32 s13, s15, s29
	s_add_u32 s14, s12, s30                             ; 'o_causal' at this program
	s_addc_u32 s15, s13, s31
	s_add_u32 s12, s14, s32                             ; 'o_causal' at this program
	s_addc_u32 s13, s15, s33
	s_cmp_eq_u32 s24, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_gqa_causal_if0_else
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	global_load_dwordx4 v[20:23], v5, s[26:27]          ; examples/attention_gqa.kgen:34: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[20:23]                          ; 16 bytes into opinv0
	v_add_u32 v1, 0x1000, v5
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	global_load_dwordx4 v[20:23], v1, s[26:27]          ; examples/attention_gqa.kgen:34: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[20:23] offset:4352              ; 16 bytes into opinv0
	v_add_u32 v4, 0x2000, v5
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	global_load_dwordx4 v[20:23], v4, s[26:27]          ; examples/attention_gqa.kgen:34: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[20:23] offset:8704              ; 16 bytes into opinv0
	v_add_u32 v19, 0x3000, v5
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	global_load_dwordx4 v[20:23], v19, s[26:27]         ; examples/attention_gqa.kgen:34: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[20:23] offset:13056             ; 16 bytes into opinv0
	v_add_f32 v20, 0, 0                                 ; examples/attention_gqa.kgen:32
	v_mov_b32 v22, v20                                  ; loop-carried 'acc'
	v_mov_b32 v23, v20                                  ; loop-carried 'acc'
	v_mov_b32 v24, v20                                  ; loop-carried 'acc'
	v_mov_b32 v25, v20                                  ; loop-carried 'acc'
	v_mov_b32 v26, v20                                  ; loop-carried 'acc'
	v_mov_b32 v27, v20                                  ; loop-carried 'acc'
	v_mov_b32 v28, v20                                  ; loop-carried 'acc'
	v_mov_b32 v29, v20                                  ; loop-carried 'acc'
	v_mov_b32 v30, v20                                  ; loop-carried 'acc'
	v_mov_b32 v31, v20                                  ; loop-carried 'acc'
	v_mov_b32 v32, v20                                  ; loop-carried 'acc'
	v_mov_b32 v33, v20                                  ; loop-carried 'acc'
	v_mov_b32 v34, v20                                  ; loop-carried 'acc'
	v_mov_b32 v35, v20                                  ; loop-carried 'acc'
	v_mov_b32 v36, v20                                  ; loop-carried 'acc'
	v_mov_b32 v37, v20                                  ; loop-carried 'acc'
	v_mov_b32 v38, v20                                  ; loop-carried 'acc'
	v_mov_b32 v39, v20                                  ; loop-carried 'acc'
	v_mov_b32 v40, v20                                  ; loop-carried 'acc'
	v_mov_b32 v41, v20                                  ; loop-carried 'acc'
	v_mov_b32 v42, v20                                  ; loop-carried 'acc'
	v_mov_b32 v43, v20                                  ; loop-carried 'acc'
	v_mov_b32 v44, v20                                  ; loop-carried 'acc'
	v_mov_b32 v45, v20                                  ; loop-carried 'acc'
	v_mov_b32 v46, v20                                  ; loop-carried 'acc'
	v_mov_b32 v47, v20                                  ; loop-carried 'acc'
	v_mov_b32 v48, v20                                  ; loop-carried 'acc'
	v_mov_b32 v49, v20                                  ; loop-carried 'acc'
	v_mov_b32 v50, v20                                  ; loop-carried 'acc'
	v_mov_b32 v51, v20                                  ; loop-carried 'acc'
	v_mov_b32 v52, v20                                  ; loop-carried 'acc'
	v_mov_b32 v53, v20                                  ; loop-carried 'acc'
	v_mov_b32 v21, v20                                  ; loop-carried 'l'
	v_mov_b32 v20, 0xff800000                           ; examples/attention_gqa.kgen:30
	v_add_f32 v54, v20, 0
	v_mov_b32 v20, v54                                  ; loop-carried 'mx'
	s_add_u32 s14, s20, s22
	s_max_i32 s15, s14, 0
	s_min_u32 s14, s15, s19                             ; for tt: stops after the last 'tt' the mask at 34:13 shows (tt <= s)
	s_add_u32 s15, s20, 1
	s_max_i32 s17, s15, 0
	s_min_i32 s15, s17, s14
	s_and_b32 s17, s15, 0xffffffc0                      ; whole steps of 'tt' with every element shown by the mask at 34:13: no mask there
	s_cmp_ge_u32 s17, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s15, 1, 0
	s_sub_u32 s18, s17, 63
	s_cmp_lg_u32 s15, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s15, s18, 0
	s_mul_i32 s28, 0, 0x80
	s_mul_hi_u32 s29, 0, 0x80
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s28, s34, s30                             ; 'k' at this chunk
	s_addc_u32 s29, s35, s31
	s_cmp_lt_u32 0, s15                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s18, 1, 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s18, 0                                 ; if %upred_3391
	s_cbranch_scc1 .Lattention_gqa_causal_skip0
	global_load_dwordx4 v[54:57], v5, s[28:29]          ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip0:
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[54:57] offset:17408             ; 16 bytes into st1
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s18, 0                                 ; if %upred_3391
	s_cbranch_scc1 .Lattention_gqa_causal_skip1
	global_load_dwordx4 v[54:57], v1, s[28:29]          ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip1:
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[54:57] offset:21760             ; 16 bytes into st1
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s18, 0                                 ; if %upred_3391
	s_cbranch_scc1 .Lattention_gqa_causal_skip2
	global_load_dwordx4 v[54:57], v4, s[28:29]          ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip2:
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[54:57] offset:26112             ; 16 bytes into st1
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s18, 0                                 ; if %upred_3391
	s_cbranch_scc1 .Lattention_gqa_causal_skip3
	global_load_dwordx4 v[54:57], v19, s[28:29]         ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip3:
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[54:57] offset:30464             ; 16 bytes into st1
	s_add_u32 s28, s10, s30                             ; 'v' at this chunk
	s_addc_u32 s29, s11, s31
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s18, 0                                 ; if %upred_3391
	s_cbranch_scc1 .Lattention_gqa_causal_skip4
	global_load_dwordx4 v[54:57], v18, s[28:29]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip4:
	v_add_u32 v58, 0x100, v18
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s18, 0                                 ; if %upred_3391
	s_cbranch_scc1 .Lattention_gqa_causal_skip5
	global_load_dwordx4 v[60:63], v58, s[28:29]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip5:
	s_waitcnt vmcnt(0)
	v_perm_b32 v58, v60, v54, s5                        ; (k, k+1) of column 0
	ds_write_b32 v7, v58 offset:34816                   ; a K-pair into st2
	v_perm_b32 v58, v60, v54, s6                        ; (k, k+1) of column 1
	ds_write_b32 v7, v58 offset:34960                   ; a K-pair into st2
	v_perm_b32 v58, v61, v55, s5                        ; (k, k+1) of column 2
	ds_write_b32 v7, v58 offset:35104                   ; a K-pair into st2
	v_perm_b32 v58, v61, v55, s6                        ; (k, k+1) of column 3
	ds_write_b32 v7, v58 offset:35248                   ; a K-pair into st2
	v_perm_b32 v58, v62, v56, s5                        ; (k, k+1) of column 4
	ds_write_b32 v7, v58 offset:35392                   ; a K-pair into st2
	v_perm_b32 v58, v62, v56, s6                        ; (k, k+1) of column 5
	ds_write_b32 v7, v58 offset:35536                   ; a K-pair into st2
	v_perm_b32 v58, v63, v57, s5                        ; (k, k+1) of column 6
	ds_write_b32 v7, v58 offset:35680                   ; a K-pair into st2
	v_perm_b32 v58, v63, v57, s6                        ; (k, k+1) of column 7
	ds_write_b32 v7, v58 offset:35824                   ; a K-pair into st2
	v_add_u32 v54, 0x2000, v18
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s18, 0                                 ; if %upred_3391
	s_cbranch_scc1 .Lattention_gqa_causal_skip6
	global_load_dwordx4 v[56:59], v54, s[28:29]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip6:
	v_add_u32 v54, 0x2100, v18
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s18, 0                                 ; if %upred_3391
	s_cbranch_scc1 .Lattention_gqa_causal_skip7
	global_load_dwordx4 v[60:63], v54, s[28:29]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip7:
	s_waitcnt vmcnt(0)
	v_perm_b32 v54, v60, v56, s5                        ; (k, k+1) of column 0
	ds_write_b32 v7, v54 offset:34880                   ; a K-pair into st2
	v_perm_b32 v54, v60, v56, s6                        ; (k, k+1) of column 1
	ds_write_b32 v7, v54 offset:35024                   ; a K-pair into st2
	v_perm_b32 v54, v61, v57, s5                        ; (k, k+1) of column 2
	ds_write_b32 v7, v54 offset:35168                   ; a K-pair into st2
	v_perm_b32 v54, v61, v57, s6                        ; (k, k+1) of column 3
	ds_write_b32 v7, v54 offset:35312                   ; a K-pair into st2
	v_perm_b32 v54, v62, v58, s5                        ; (k, k+1) of column 4
	ds_write_b32 v7, v54 offset:35456                   ; a K-pair into st2
	v_perm_b32 v54, v62, v58, s6                        ; (k, k+1) of column 5
	ds_write_b32 v7, v54 offset:35600                   ; a K-pair into st2
	v_perm_b32 v54, v63, v59, s5                        ; (k, k+1) of column 6
	ds_write_b32 v7, v54 offset:35744                   ; a K-pair into st2
	v_perm_b32 v54, v63, v59, s6                        ; (k, k+1) of column 7
	ds_write_b32 v7, v54 offset:35888                   ; a K-pair into st2
	s_mov_b32 s18, 0                                    ; for tt in t: steps of 64: below the mask, unmasked: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s18, s15
	s_cbranch_scc1 .Lattention_gqa_causal_loop0_end
.Lattention_gqa_causal_loop0:
	s_add_u32 s21, s18, 64
	s_cmp_lt_u32 s18, s15
	s_cselect_b32 s23, 1, 0
	s_cmp_eq_u32 s23, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_gqa_causal_if1_end
	s_mul_i32 s28, s21, 0x80
	s_mul_hi_u32 s29, s21, 0x80
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s28, s34, s30                             ; 'k' at this chunk
	s_addc_u32 s29, s35, s31
	s_cmp_lt_u32 s21, s15                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s21, 1, 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_3448
	s_cbranch_scc1 .Lattention_gqa_causal_skip8
	global_load_dwordx4 v[54:57], v5, s[28:29]          ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip8:
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_3448
	s_cbranch_scc1 .Lattention_gqa_causal_skip9
	global_load_dwordx4 v[58:61], v1, s[28:29]          ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip9:
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_3448
	s_cbranch_scc1 .Lattention_gqa_causal_skip10
	global_load_dwordx4 v[62:65], v4, s[28:29]          ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip10:
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_3448
	s_cbranch_scc1 .Lattention_gqa_causal_skip11
	global_load_dwordx4 v[66:69], v19, s[28:29]         ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip11:
	s_add_u32 s28, s10, s30                             ; 'v' at this chunk
	s_addc_u32 s29, s11, s31
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_3448
	s_cbranch_scc1 .Lattention_gqa_causal_skip12
	global_load_dwordx4 v[70:73], v18, s[28:29]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip12:
	v_add_u32 v74, 0x100, v18
	v_mov_b32 v76, 0                                    ; outside: 0
	v_mov_b32 v77, 0                                    ; outside: 0
	v_mov_b32 v78, 0                                    ; outside: 0
	v_mov_b32 v79, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_3448
	s_cbranch_scc1 .Lattention_gqa_causal_skip13
	global_load_dwordx4 v[76:79], v74, s[28:29]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip13:
	v_add_u32 v74, 0x2000, v18
	v_mov_b32 v80, 0                                    ; outside: 0
	v_mov_b32 v81, 0                                    ; outside: 0
	v_mov_b32 v82, 0                                    ; outside: 0
	v_mov_b32 v83, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_3448
	s_cbranch_scc1 .Lattention_gqa_causal_skip14
	global_load_dwordx4 v[80:83], v74, s[28:29]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip14:
	v_add_u32 v74, 0x2100, v18
	v_mov_b32 v84, 0                                    ; outside: 0
	v_mov_b32 v85, 0                                    ; outside: 0
	v_mov_b32 v86, 0                                    ; outside: 0
	v_mov_b32 v87, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_3448
	s_cbranch_scc1 .Lattention_gqa_causal_skip15
	global_load_dwordx4 v[84:87], v74, s[28:29]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip15:
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
	v_mov_b32 v98, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v99, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v100, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v101, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v102, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v103, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[104:107], v14                        ; B fragment 0 of k-step 0
	ds_read_b128 v[108:111], v12 offset:17408           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:32              ; B fragment 0 of k-step 1
	ds_read_b128 v[108:111], v12 offset:17440           ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:64              ; B fragment 0 of k-step 2
	ds_read_b128 v[108:111], v12 offset:17472           ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:96              ; B fragment 0 of k-step 3
	ds_read_b128 v[108:111], v12 offset:17504           ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:128             ; B fragment 0 of k-step 4
	ds_read_b128 v[108:111], v12 offset:17536           ; A fragment 0 of k-step 4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:160             ; B fragment 0 of k-step 5
	ds_read_b128 v[108:111], v12 offset:17568           ; A fragment 0 of k-step 5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:192             ; B fragment 0 of k-step 6
	ds_read_b128 v[108:111], v12 offset:17600           ; A fragment 0 of k-step 6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:224             ; B fragment 0 of k-step 7
	ds_read_b128 v[108:111], v12 offset:17632           ; A fragment 0 of k-step 7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	s_nop 7
	s_nop 3
	v_mul_f32 v74, s16, v88                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v75, s16, v89                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v104, s16, v90                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v105, s16, v91                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v106, s16, v92                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v107, s16, v93                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v108, s16, v94                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v109, s16, v95                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v110, s16, v96                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v111, s16, v97                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v112, s16, v98                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v113, s16, v99                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v114, s16, v100                           ; examples/attention_gqa.kgen:34
	v_mul_f32 v115, s16, v101                           ; examples/attention_gqa.kgen:34
	v_mul_f32 v116, s16, v102                           ; examples/attention_gqa.kgen:34
	v_mul_f32 v117, s16, v103                           ; examples/attention_gqa.kgen:34
	v_max_f32 v88, v74, v75                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v74, v75
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v104                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v104
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v105                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v105
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v106                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v106
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v107                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v107
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v108                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v108
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v109                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v109
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v110                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v110
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v111                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v111
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v112                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v112
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v113                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v113
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v114                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v114
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v115                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v115
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v116                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v116
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v117                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v117
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_and_b32 v88, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:35): lanes 32 apart
	v_xor_b32 v88, 32, v88
	v_lshlrev_b32 v88, 2, v88
	ds_bpermute_b32 v89, v88, v90
	s_waitcnt lgkmcnt(0)
	v_max_f32 v88, v90, v89
	v_cmp_u_f32 s[28:29], v90, v89
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	s_and_saveexec_b64 s[28:29], s[8:9]                 ; lanes where %vpred_245
	v_add_u32 v88, 0x15c00, v13                         ; max over 'tt' (examples/attention_gqa.kgen:35): this warp group's partial
	ds_write_b32 v88, v90
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v88, 0x15c00, v15                         ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 0
	ds_read_b32 v89, v88
	v_add_u32 v88, 0x15d00, v15                         ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 1
	ds_read_b32 v90, v88
	s_waitcnt lgkmcnt(0)
	v_max_f32 v88, v89, v90
	v_cmp_u_f32 s[28:29], v89, v90
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v20, v90                             ; examples/attention_gqa.kgen:35
	v_cmp_u_f32 s[28:29], v20, v90
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_sub_f32 v88, v20, v90                             ; examples/attention_gqa.kgen:37
	v_mul_f32 v89, 0x3fb8aa3b, v88                      ; examples/attention_gqa.kgen:37
	v_exp_f32 v88, v89                                  ; examples/attention_gqa.kgen:37
	s_nop 0
	v_mul_f32 v89, v22, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v91, v23, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v92, v24, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v93, v25, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v94, v26, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v95, v27, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v96, v28, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v97, v29, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v98, v30, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v99, v31, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v100, v32, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v101, v33, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v102, v34, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v103, v35, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v118, v36, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v119, v37, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v120, v38, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v121, v39, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v122, v40, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v123, v41, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v124, v42, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v125, v43, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v126, v44, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v127, v45, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v128, v46, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v129, v47, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v130, v48, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v131, v49, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v132, v50, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v133, v51, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v134, v52, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v135, v53, v88                            ; examples/attention_gqa.kgen:39
	v_mov_b32 v22, v89                                  ; 'acc' scaled in place
	v_mov_b32 v23, v91                                  ; 'acc' scaled in place
	v_mov_b32 v24, v92                                  ; 'acc' scaled in place
	v_mov_b32 v25, v93                                  ; 'acc' scaled in place
	v_mov_b32 v26, v94                                  ; 'acc' scaled in place
	v_mov_b32 v27, v95                                  ; 'acc' scaled in place
	v_mov_b32 v28, v96                                  ; 'acc' scaled in place
	v_mov_b32 v29, v97                                  ; 'acc' scaled in place
	v_mov_b32 v30, v98                                  ; 'acc' scaled in place
	v_mov_b32 v31, v99                                  ; 'acc' scaled in place
	v_mov_b32 v32, v100                                 ; 'acc' scaled in place
	v_mov_b32 v33, v101                                 ; 'acc' scaled in place
	v_mov_b32 v34, v102                                 ; 'acc' scaled in place
	v_mov_b32 v35, v103                                 ; 'acc' scaled in place
	v_mov_b32 v36, v118                                 ; 'acc' scaled in place
	v_mov_b32 v37, v119                                 ; 'acc' scaled in place
	v_mov_b32 v38, v120                                 ; 'acc' scaled in place
	v_mov_b32 v39, v121                                 ; 'acc' scaled in place
	v_mov_b32 v40, v122                                 ; 'acc' scaled in place
	v_mov_b32 v41, v123                                 ; 'acc' scaled in place
	v_mov_b32 v42, v124                                 ; 'acc' scaled in place
	v_mov_b32 v43, v125                                 ; 'acc' scaled in place
	v_mov_b32 v44, v126                                 ; 'acc' scaled in place
	v_mov_b32 v45, v127                                 ; 'acc' scaled in place
	v_mov_b32 v46, v128                                 ; 'acc' scaled in place
	v_mov_b32 v47, v129                                 ; 'acc' scaled in place
	v_mov_b32 v48, v130                                 ; 'acc' scaled in place
	v_mov_b32 v49, v131                                 ; 'acc' scaled in place
	v_mov_b32 v50, v132                                 ; 'acc' scaled in place
	v_mov_b32 v51, v133                                 ; 'acc' scaled in place
	v_mov_b32 v52, v134                                 ; 'acc' scaled in place
	v_mov_b32 v53, v135                                 ; 'acc' scaled in place
	v_mul_f32 v89, 0xbfb8aa3b, v90                      ; -m log2 e of e^(x - m), once per m (examples/attention_gqa.kgen:36)
	v_mov_b32 v91, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v92, v74, v91, v89
	v_exp_f32 v74, v92                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v91, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v92, v75, v91, v89
	v_exp_f32 v75, v92                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v91, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v92, v104, v91, v89
	v_exp_f32 v91, v92                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v92, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v93, v105, v92, v89
	v_exp_f32 v92, v93                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v93, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v94, v106, v93, v89
	v_exp_f32 v93, v94                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v94, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v95, v107, v94, v89
	v_exp_f32 v94, v95                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v95, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v96, v108, v95, v89
	v_exp_f32 v95, v96                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v96, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v97, v109, v96, v89
	v_exp_f32 v96, v97                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v97, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v98, v110, v97, v89
	v_exp_f32 v97, v98                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v98, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v99, v111, v98, v89
	v_exp_f32 v98, v99                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v112, v99, v89
	v_exp_f32 v99, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v100, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v101, v113, v100, v89
	v_exp_f32 v100, v101                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v114, v101, v89
	v_exp_f32 v101, v102                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v102, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v103, v115, v102, v89
	v_exp_f32 v102, v103                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v103, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v104, v116, v103, v89
	v_exp_f32 v103, v104                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v104, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v105, v117, v104, v89
	v_exp_f32 v89, v105                                 ; examples/attention_gqa.kgen:36
	v_bfe_u32 v104, v74, 16, 1                          ; round to bf16
	v_add3_u32 v105, v74, v104, s7
	v_cmp_u_f32 s[28:29], v74, v74
	v_mov_b32 v104, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v105, v105, v104, s[28:29]
	v_and_b32 v104, 0xffff0000, v105
	v_bfe_u32 v105, v75, 16, 1                          ; round to bf16
	v_add3_u32 v106, v75, v105, s7
	v_cmp_u_f32 s[28:29], v75, v75
	v_mov_b32 v105, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v106, v106, v105, s[28:29]
	v_and_b32 v105, 0xffff0000, v106
	v_bfe_u32 v106, v91, 16, 1                          ; round to bf16
	v_add3_u32 v107, v91, v106, s7
	v_cmp_u_f32 s[28:29], v91, v91
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v107, v106, s[28:29]
	v_and_b32 v106, 0xffff0000, v107
	v_bfe_u32 v107, v92, 16, 1                          ; round to bf16
	v_add3_u32 v108, v92, v107, s7
	v_cmp_u_f32 s[28:29], v92, v92
	v_mov_b32 v107, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v108, v108, v107, s[28:29]
	v_and_b32 v107, 0xffff0000, v108
	v_bfe_u32 v108, v93, 16, 1                          ; round to bf16
	v_add3_u32 v109, v93, v108, s7
	v_cmp_u_f32 s[28:29], v93, v93
	v_mov_b32 v108, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v109, v109, v108, s[28:29]
	v_and_b32 v108, 0xffff0000, v109
	v_bfe_u32 v109, v94, 16, 1                          ; round to bf16
	v_add3_u32 v110, v94, v109, s7
	v_cmp_u_f32 s[28:29], v94, v94
	v_mov_b32 v109, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v110, v110, v109, s[28:29]
	v_and_b32 v109, 0xffff0000, v110
	v_bfe_u32 v110, v95, 16, 1                          ; round to bf16
	v_add3_u32 v111, v95, v110, s7
	v_cmp_u_f32 s[28:29], v95, v95
	v_mov_b32 v110, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v111, v111, v110, s[28:29]
	v_and_b32 v110, 0xffff0000, v111
	v_bfe_u32 v111, v96, 16, 1                          ; round to bf16
	v_add3_u32 v112, v96, v111, s7
	v_cmp_u_f32 s[28:29], v96, v96
	v_mov_b32 v111, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v112, v112, v111, s[28:29]
	v_and_b32 v111, 0xffff0000, v112
	v_bfe_u32 v112, v97, 16, 1                          ; round to bf16
	v_add3_u32 v113, v97, v112, s7
	v_cmp_u_f32 s[28:29], v97, v97
	v_mov_b32 v112, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v113, v113, v112, s[28:29]
	v_and_b32 v112, 0xffff0000, v113
	v_bfe_u32 v113, v98, 16, 1                          ; round to bf16
	v_add3_u32 v114, v98, v113, s7
	v_cmp_u_f32 s[28:29], v98, v98
	v_mov_b32 v113, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v114, v114, v113, s[28:29]
	v_and_b32 v113, 0xffff0000, v114
	v_bfe_u32 v114, v99, 16, 1                          ; round to bf16
	v_add3_u32 v115, v99, v114, s7
	v_cmp_u_f32 s[28:29], v99, v99
	v_mov_b32 v114, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v115, v115, v114, s[28:29]
	v_and_b32 v114, 0xffff0000, v115
	v_bfe_u32 v115, v100, 16, 1                         ; round to bf16
	v_add3_u32 v116, v100, v115, s7
	v_cmp_u_f32 s[28:29], v100, v100
	v_mov_b32 v115, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v116, v116, v115, s[28:29]
	v_and_b32 v115, 0xffff0000, v116
	v_bfe_u32 v116, v101, 16, 1                         ; round to bf16
	v_add3_u32 v117, v101, v116, s7
	v_cmp_u_f32 s[28:29], v101, v101
	v_mov_b32 v116, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v117, v117, v116, s[28:29]
	v_and_b32 v116, 0xffff0000, v117
	v_bfe_u32 v117, v102, 16, 1                         ; round to bf16
	v_add3_u32 v118, v102, v117, s7
	v_cmp_u_f32 s[28:29], v102, v102
	v_mov_b32 v117, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v118, v118, v117, s[28:29]
	v_and_b32 v117, 0xffff0000, v118
	v_bfe_u32 v118, v103, 16, 1                         ; round to bf16
	v_add3_u32 v119, v103, v118, s7
	v_cmp_u_f32 s[28:29], v103, v103
	v_mov_b32 v118, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v119, v119, v118, s[28:29]
	v_and_b32 v118, 0xffff0000, v119
	v_bfe_u32 v119, v89, 16, 1                          ; round to bf16
	v_add3_u32 v120, v89, v119, s7
	v_cmp_u_f32 s[28:29], v89, v89
	v_mov_b32 v119, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v120, v120, v119, s[28:29]
	v_and_b32 v119, 0xffff0000, v120
	v_lshrrev_b32 v120, 16, v104
	v_add_u32 v104, 0x15e00, v17                        ; B operand of the product: stage
	ds_write_b16 v104, v120
	v_lshrrev_b32 v104, 16, v105
	v_add_u32 v105, 0x15e02, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v106
	v_add_u32 v105, 0x15e04, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v107
	v_add_u32 v105, 0x15e06, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v108
	v_add_u32 v105, 0x15e10, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v109
	v_add_u32 v105, 0x15e12, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v110
	v_add_u32 v105, 0x15e14, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v111
	v_add_u32 v105, 0x15e16, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v112
	v_add_u32 v105, 0x15e20, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v113
	v_add_u32 v105, 0x15e22, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v114
	v_add_u32 v105, 0x15e24, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v115
	v_add_u32 v105, 0x15e26, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v116
	v_add_u32 v105, 0x15e30, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v117
	v_add_u32 v105, 0x15e32, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v118
	v_add_u32 v105, 0x15e34, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v119
	v_add_u32 v105, 0x15e36, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v104, 0x15e00, v10                        ; B fragment 0 of k-step 0
	ds_read_b128 v[106:109], v104
	ds_read_b128 v[110:113], v8 offset:34816            ; A fragment 0 of k-step 0
	ds_read_b128 v[114:117], v8 offset:39424            ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[110:113], v[106:109], v[22:37] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[114:117], v[106:109], v[38:53] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v104, 0x15e20, v10                        ; B fragment 0 of k-step 1
	ds_read_b128 v[106:109], v104
	ds_read_b128 v[110:113], v8 offset:34848            ; A fragment 0 of k-step 1
	ds_read_b128 v[114:117], v8 offset:39456            ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[110:113], v[106:109], v[22:37] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[114:117], v[106:109], v[38:53] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v104, 0x15e40, v10                        ; B fragment 0 of k-step 2
	ds_read_b128 v[106:109], v104
	ds_read_b128 v[110:113], v8 offset:34880            ; A fragment 0 of k-step 2
	ds_read_b128 v[114:117], v8 offset:39488            ; A fragment 1 of k-step 2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[110:113], v[106:109], v[22:37] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[114:117], v[106:109], v[38:53] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v104, 0x15e60, v10                        ; B fragment 0 of k-step 3
	ds_read_b128 v[106:109], v104
	ds_read_b128 v[110:113], v8 offset:34912            ; A fragment 0 of k-step 3
	ds_read_b128 v[114:117], v8 offset:39520            ; A fragment 1 of k-step 3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[110:113], v[106:109], v[22:37] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[114:117], v[106:109], v[38:53] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_mul_f32 v104, v21, v88                            ; examples/attention_gqa.kgen:38
	v_add_f32 v88, v74, v75                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v74, v88, v91                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v75, v74, v92                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v74, v75, v93                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v75, v74, v94                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v74, v75, v95                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v75, v74, v96                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v74, v75, v97                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v75, v74, v98                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v74, v75, v99                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v75, v74, v100                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v74, v75, v101                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v75, v74, v102                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v74, v75, v103                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v75, v74, v89                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_and_b32 v74, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:38): lanes 32 apart
	v_xor_b32 v74, 32, v74
	v_lshlrev_b32 v74, 2, v74
	ds_bpermute_b32 v88, v74, v75
	s_waitcnt lgkmcnt(0)
	v_add_f32 v74, v75, v88
	s_and_saveexec_b64 s[28:29], s[8:9]                 ; lanes where %vpred_245
	v_add_u32 v75, 0x1a200, v13                         ; sum over 'tt' (examples/attention_gqa.kgen:38): this warp group's partial
	ds_write_b32 v75, v74
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v74, 0x1a200, v15                         ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 0
	ds_read_b32 v75, v74
	v_add_u32 v74, 0x1a300, v15                         ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 1
	ds_read_b32 v88, v74
	s_waitcnt lgkmcnt(0)
	v_add_f32 v74, v75, v88
	v_add_f32 v75, v104, v74                            ; examples/attention_gqa.kgen:38
	v_mov_b32 v21, v75                                  ; next 'l'
	v_mov_b32 v20, v90                                  ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[54:57] offset:53248             ; 16 bytes into st1
	ds_write_b128 v6, v[58:61] offset:57600             ; 16 bytes into st1
	ds_write_b128 v6, v[62:65] offset:61952             ; 16 bytes into st1
	v_add_u32 v54, 0x10300, v6                          ; 16 bytes into st1
	ds_write_b128 v54, v[66:69]
	v_perm_b32 v54, v76, v70, s5                        ; (k, k+1) of column 0
	v_add_u32 v55, 0x11400, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v76, v70, s6                        ; (k, k+1) of column 1
	v_add_u32 v55, 0x11490, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v77, v71, s5                        ; (k, k+1) of column 2
	v_add_u32 v55, 0x11520, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v77, v71, s6                        ; (k, k+1) of column 3
	v_add_u32 v55, 0x115b0, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v78, v72, s5                        ; (k, k+1) of column 4
	v_add_u32 v55, 0x11640, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v78, v72, s6                        ; (k, k+1) of column 5
	v_add_u32 v55, 0x116d0, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v79, v73, s5                        ; (k, k+1) of column 6
	v_add_u32 v55, 0x11760, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v79, v73, s6                        ; (k, k+1) of column 7
	v_add_u32 v55, 0x117f0, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v84, v80, s5                        ; (k, k+1) of column 0
	v_add_u32 v55, 0x11440, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v84, v80, s6                        ; (k, k+1) of column 1
	v_add_u32 v55, 0x114d0, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v85, v81, s5                        ; (k, k+1) of column 2
	v_add_u32 v55, 0x11560, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v85, v81, s6                        ; (k, k+1) of column 3
	v_add_u32 v55, 0x115f0, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v86, v82, s5                        ; (k, k+1) of column 4
	v_add_u32 v55, 0x11680, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v86, v82, s6                        ; (k, k+1) of column 5
	v_add_u32 v55, 0x11710, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v87, v83, s5                        ; (k, k+1) of column 6
	v_add_u32 v55, 0x117a0, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
	v_perm_b32 v54, v87, v83, s6                        ; (k, k+1) of column 7
	v_add_u32 v55, 0x11830, v7                          ; a K-pair into st2
	ds_write_b32 v55, v54
.Lattention_gqa_causal_if1_end:
	s_add_u32 s21, s18, 64
	s_add_u32 s23, s21, 64
	s_cmp_lt_u32 s21, s15
	s_cselect_b32 s21, 1, 0
	s_cmp_eq_u32 s21, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_gqa_causal_if2_end
	s_mul_i32 s28, s23, 0x80
	s_mul_hi_u32 s29, s23, 0x80
	s_lshl_b64 s[30:31], s[28:29], 1
	s_add_u32 s28, s34, s30                             ; 'k' at this chunk
	s_addc_u32 s29, s35, s31
	s_cmp_lt_u32 s23, s15                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s21, 1, 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_3794
	s_cbranch_scc1 .Lattention_gqa_causal_skip16
	global_load_dwordx4 v[54:57], v5, s[28:29]          ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip16:
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_3794
	s_cbranch_scc1 .Lattention_gqa_causal_skip17
	global_load_dwordx4 v[58:61], v1, s[28:29]          ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip17:
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_3794
	s_cbranch_scc1 .Lattention_gqa_causal_skip18
	global_load_dwordx4 v[62:65], v4, s[28:29]          ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip18:
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_3794
	s_cbranch_scc1 .Lattention_gqa_causal_skip19
	global_load_dwordx4 v[66:69], v19, s[28:29]         ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip19:
	s_add_u32 s28, s10, s30                             ; 'v' at this chunk
	s_addc_u32 s29, s11, s31
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_3794
	s_cbranch_scc1 .Lattention_gqa_causal_skip20
	global_load_dwordx4 v[70:73], v18, s[28:29]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip20:
	v_add_u32 v74, 0x100, v18
	v_mov_b32 v76, 0                                    ; outside: 0
	v_mov_b32 v77, 0                                    ; outside: 0
	v_mov_b32 v78, 0                                    ; outside: 0
	v_mov_b32 v79, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_3794
	s_cbranch_scc1 .Lattention_gqa_causal_skip21
	global_load_dwordx4 v[76:79], v74, s[28:29]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip21:
	v_add_u32 v74, 0x2000, v18
	v_mov_b32 v80, 0                                    ; outside: 0
	v_mov_b32 v81, 0                                    ; outside: 0
	v_mov_b32 v82, 0                                    ; outside: 0
	v_mov_b32 v83, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_3794
	s_cbranch_scc1 .Lattention_gqa_causal_skip22
	global_load_dwordx4 v[80:83], v74, s[28:29]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip22:
	v_add_u32 v74, 0x2100, v18
	v_mov_b32 v84, 0                                    ; outside: 0
	v_mov_b32 v85, 0                                    ; outside: 0
	v_mov_b32 v86, 0                                    ; outside: 0
	v_mov_b32 v87, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_3794
	s_cbranch_scc1 .Lattention_gqa_causal_skip23
	global_load_dwordx4 v[84:87], v74, s[28:29]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip23:
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
	v_mov_b32 v98, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v99, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v100, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v101, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v102, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v103, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[104:107], v14                        ; B fragment 0 of k-step 0
	ds_read_b128 v[108:111], v12 offset:53248           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:32              ; B fragment 0 of k-step 1
	ds_read_b128 v[108:111], v12 offset:53280           ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:64              ; B fragment 0 of k-step 2
	ds_read_b128 v[108:111], v12 offset:53312           ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:96              ; B fragment 0 of k-step 3
	ds_read_b128 v[108:111], v12 offset:53344           ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:128             ; B fragment 0 of k-step 4
	ds_read_b128 v[108:111], v12 offset:53376           ; A fragment 0 of k-step 4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:160             ; B fragment 0 of k-step 5
	ds_read_b128 v[108:111], v12 offset:53408           ; A fragment 0 of k-step 5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:192             ; B fragment 0 of k-step 6
	ds_read_b128 v[108:111], v12 offset:53440           ; A fragment 0 of k-step 6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[104:107], v14 offset:224             ; B fragment 0 of k-step 7
	ds_read_b128 v[108:111], v12 offset:53472           ; A fragment 0 of k-step 7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[88:103], v[108:111], v[104:107], v[88:103] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	s_nop 7
	s_nop 3
	v_mul_f32 v74, s16, v88                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v75, s16, v89                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v104, s16, v90                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v105, s16, v91                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v106, s16, v92                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v107, s16, v93                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v108, s16, v94                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v109, s16, v95                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v110, s16, v96                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v111, s16, v97                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v112, s16, v98                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v113, s16, v99                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v114, s16, v100                           ; examples/attention_gqa.kgen:34
	v_mul_f32 v115, s16, v101                           ; examples/attention_gqa.kgen:34
	v_mul_f32 v116, s16, v102                           ; examples/attention_gqa.kgen:34
	v_mul_f32 v117, s16, v103                           ; examples/attention_gqa.kgen:34
	v_max_f32 v88, v74, v75                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v74, v75
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v104                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v104
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v105                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v105
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v106                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v106
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v107                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v107
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v108                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v108
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v109                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v109
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v110                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v110
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v111                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v111
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v112                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v112
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v113                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v113
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v114                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v114
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v115                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v115
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v116                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v116
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v90, v117                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v90, v117
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_and_b32 v88, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:35): lanes 32 apart
	v_xor_b32 v88, 32, v88
	v_lshlrev_b32 v88, 2, v88
	ds_bpermute_b32 v89, v88, v90
	s_waitcnt lgkmcnt(0)
	v_max_f32 v88, v90, v89
	v_cmp_u_f32 s[28:29], v90, v89
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	s_and_saveexec_b64 s[28:29], s[8:9]                 ; lanes where %vpred_245
	v_add_u32 v88, 0x15c00, v13                         ; max over 'tt' (examples/attention_gqa.kgen:35): this warp group's partial
	ds_write_b32 v88, v90
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v88, 0x15c00, v15                         ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 0
	ds_read_b32 v89, v88
	v_add_u32 v88, 0x15d00, v15                         ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 1
	ds_read_b32 v90, v88
	s_waitcnt lgkmcnt(0)
	v_max_f32 v88, v89, v90
	v_cmp_u_f32 s[28:29], v89, v90
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_max_f32 v88, v20, v90                             ; examples/attention_gqa.kgen:35
	v_cmp_u_f32 s[28:29], v20, v90
	v_mov_b32 v89, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v90, v88, v89, s[28:29]
	v_sub_f32 v88, v20, v90                             ; examples/attention_gqa.kgen:37
	v_mul_f32 v89, 0x3fb8aa3b, v88                      ; examples/attention_gqa.kgen:37
	v_exp_f32 v88, v89                                  ; examples/attention_gqa.kgen:37
	s_nop 0
	v_mul_f32 v89, v22, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v91, v23, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v92, v24, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v93, v25, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v94, v26, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v95, v27, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v96, v28, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v97, v29, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v98, v30, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v99, v31, v88                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v100, v32, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v101, v33, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v102, v34, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v103, v35, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v118, v36, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v119, v37, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v120, v38, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v121, v39, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v122, v40, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v123, v41, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v124, v42, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v125, v43, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v126, v44, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v127, v45, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v128, v46, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v129, v47, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v130, v48, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v131, v49, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v132, v50, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v133, v51, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v134, v52, v88                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v135, v53, v88                            ; examples/attention_gqa.kgen:39
	v_mov_b32 v22, v89                                  ; 'acc' scaled in place
	v_mov_b32 v23, v91                                  ; 'acc' scaled in place
	v_mov_b32 v24, v92                                  ; 'acc' scaled in place
	v_mov_b32 v25, v93                                  ; 'acc' scaled in place
	v_mov_b32 v26, v94                                  ; 'acc' scaled in place
	v_mov_b32 v27, v95                                  ; 'acc' scaled in place
	v_mov_b32 v28, v96                                  ; 'acc' scaled in place
	v_mov_b32 v29, v97                                  ; 'acc' scaled in place
	v_mov_b32 v30, v98                                  ; 'acc' scaled in place
	v_mov_b32 v31, v99                                  ; 'acc' scaled in place
	v_mov_b32 v32, v100                                 ; 'acc' scaled in place
	v_mov_b32 v33, v101                                 ; 'acc' scaled in place
	v_mov_b32 v34, v102                                 ; 'acc' scaled in place
	v_mov_b32 v35, v103                                 ; 'acc' scaled in place
	v_mov_b32 v36, v118                                 ; 'acc' scaled in place
	v_mov_b32 v37, v119                                 ; 'acc' scaled in place
	v_mov_b32 v38, v120                                 ; 'acc' scaled in place
	v_mov_b32 v39, v121                                 ; 'acc' scaled in place
	v_mov_b32 v40, v122                                 ; 'acc' scaled in place
	v_mov_b32 v41, v123                                 ; 'acc' scaled in place
	v_mov_b32 v42, v124                                 ; 'acc' scaled in place
	v_mov_b32 v43, v125                                 ; 'acc' scaled in place
	v_mov_b32 v44, v126                                 ; 'acc' scaled in place
	v_mov_b32 v45, v127                                 ; 'acc' scaled in place
	v_mov_b32 v46, v128                                 ; 'acc' scaled in place
	v_mov_b32 v47, v129                                 ; 'acc' scaled in place
	v_mov_b32 v48, v130                                 ; 'acc' scaled in place
	v_mov_b32 v49, v131                                 ; 'acc' scaled in place
	v_mov_b32 v50, v132                                 ; 'acc' scaled in place
	v_mov_b32 v51, v133                                 ; 'acc' scaled in place
	v_mov_b32 v52, v134                                 ; 'acc' scaled in place
	v_mov_b32 v53, v135                                 ; 'acc' scaled in place
	v_mul_f32 v89, 0xbfb8aa3b, v90                      ; -m log2 e of e^(x - m), once per m (examples/attention_gqa.kgen:36)
	v_mov_b32 v91, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v92, v74, v91, v89
	v_exp_f32 v74, v92                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v91, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v92, v75, v91, v89
	v_exp_f32 v75, v92                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v91, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v92, v104, v91, v89
	v_exp_f32 v91, v92                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v92, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v93, v105, v92, v89
	v_exp_f32 v92, v93                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v93, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v94, v106, v93, v89
	v_exp_f32 v93, v94                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v94, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v95, v107, v94, v89
	v_exp_f32 v94, v95                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v95, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v96, v108, v95, v89
	v_exp_f32 v95, v96                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v96, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v97, v109, v96, v89
	v_exp_f32 v96, v97                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v97, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v98, v110, v97, v89
	v_exp_f32 v97, v98                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v98, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v99, v111, v98, v89
	v_exp_f32 v98, v99                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v112, v99, v89
	v_exp_f32 v99, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v100, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v101, v113, v100, v89
	v_exp_f32 v100, v101                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v114, v101, v89
	v_exp_f32 v101, v102                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v102, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v103, v115, v102, v89
	v_exp_f32 v102, v103                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v103, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v104, v116, v103, v89
	v_exp_f32 v103, v104                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v104, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v105, v117, v104, v89
	v_exp_f32 v89, v105                                 ; examples/attention_gqa.kgen:36
	v_bfe_u32 v104, v74, 16, 1                          ; round to bf16
	v_add3_u32 v105, v74, v104, s7
	v_cmp_u_f32 s[28:29], v74, v74
	v_mov_b32 v104, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v105, v105, v104, s[28:29]
	v_and_b32 v104, 0xffff0000, v105
	v_bfe_u32 v105, v75, 16, 1                          ; round to bf16
	v_add3_u32 v106, v75, v105, s7
	v_cmp_u_f32 s[28:29], v75, v75
	v_mov_b32 v105, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v106, v106, v105, s[28:29]
	v_and_b32 v105, 0xffff0000, v106
	v_bfe_u32 v106, v91, 16, 1                          ; round to bf16
	v_add3_u32 v107, v91, v106, s7
	v_cmp_u_f32 s[28:29], v91, v91
	v_mov_b32 v106, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v107, v107, v106, s[28:29]
	v_and_b32 v106, 0xffff0000, v107
	v_bfe_u32 v107, v92, 16, 1                          ; round to bf16
	v_add3_u32 v108, v92, v107, s7
	v_cmp_u_f32 s[28:29], v92, v92
	v_mov_b32 v107, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v108, v108, v107, s[28:29]
	v_and_b32 v107, 0xffff0000, v108
	v_bfe_u32 v108, v93, 16, 1                          ; round to bf16
	v_add3_u32 v109, v93, v108, s7
	v_cmp_u_f32 s[28:29], v93, v93
	v_mov_b32 v108, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v109, v109, v108, s[28:29]
	v_and_b32 v108, 0xffff0000, v109
	v_bfe_u32 v109, v94, 16, 1                          ; round to bf16
	v_add3_u32 v110, v94, v109, s7
	v_cmp_u_f32 s[28:29], v94, v94
	v_mov_b32 v109, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v110, v110, v109, s[28:29]
	v_and_b32 v109, 0xffff0000, v110
	v_bfe_u32 v110, v95, 16, 1                          ; round to bf16
	v_add3_u32 v111, v95, v110, s7
	v_cmp_u_f32 s[28:29], v95, v95
	v_mov_b32 v110, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v111, v111, v110, s[28:29]
	v_and_b32 v110, 0xffff0000, v111
	v_bfe_u32 v111, v96, 16, 1                          ; round to bf16
	v_add3_u32 v112, v96, v111, s7
	v_cmp_u_f32 s[28:29], v96, v96
	v_mov_b32 v111, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v112, v112, v111, s[28:29]
	v_and_b32 v111, 0xffff0000, v112
	v_bfe_u32 v112, v97, 16, 1                          ; round to bf16
	v_add3_u32 v113, v97, v112, s7
	v_cmp_u_f32 s[28:29], v97, v97
	v_mov_b32 v112, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v113, v113, v112, s[28:29]
	v_and_b32 v112, 0xffff0000, v113
	v_bfe_u32 v113, v98, 16, 1                          ; round to bf16
	v_add3_u32 v114, v98, v113, s7
	v_cmp_u_f32 s[28:29], v98, v98
	v_mov_b32 v113, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v114, v114, v113, s[28:29]
	v_and_b32 v113, 0xffff0000, v114
	v_bfe_u32 v114, v99, 16, 1                          ; round to bf16
	v_add3_u32 v115, v99, v114, s7
	v_cmp_u_f32 s[28:29], v99, v99
	v_mov_b32 v114, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v115, v115, v114, s[28:29]
	v_and_b32 v114, 0xffff0000, v115
	v_bfe_u32 v115, v100, 16, 1                         ; round to bf16
	v_add3_u32 v116, v100, v115, s7
	v_cmp_u_f32 s[28:29], v100, v100
	v_mov_b32 v115, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v116, v116, v115, s[28:29]
	v_and_b32 v115, 0xffff0000, v116
	v_bfe_u32 v116, v101, 16, 1                         ; round to bf16
	v_add3_u32 v117, v101, v116, s7
	v_cmp_u_f32 s[28:29], v101, v101
	v_mov_b32 v116, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v117, v117, v116, s[28:29]
	v_and_b32 v116, 0xffff0000, v117
	v_bfe_u32 v117, v102, 16, 1                         ; round to bf16
	v_add3_u32 v118, v102, v117, s7
	v_cmp_u_f32 s[28:29], v102, v102
	v_mov_b32 v117, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v118, v118, v117, s[28:29]
	v_and_b32 v117, 0xffff0000, v118
	v_bfe_u32 v118, v103, 16, 1                         ; round to bf16
	v_add3_u32 v119, v103, v118, s7
	v_cmp_u_f32 s[28:29], v103, v103
	v_mov_b32 v118, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v119, v119, v118, s[28:29]
	v_and_b32 v118, 0xffff0000, v119
	v_bfe_u32 v119, v89, 16, 1                          ; round to bf16
	v_add3_u32 v120, v89, v119, s7
	v_cmp_u_f32 s[28:29], v89, v89
	v_mov_b32 v119, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v120, v120, v119, s[28:29]
	v_and_b32 v119, 0xffff0000, v120
	v_lshrrev_b32 v120, 16, v104
	v_add_u32 v104, 0x15e00, v17                        ; B operand of the product: stage
	ds_write_b16 v104, v120
	v_lshrrev_b32 v104, 16, v105
	v_add_u32 v105, 0x15e02, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v106
	v_add_u32 v105, 0x15e04, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v107
	v_add_u32 v105, 0x15e06, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v108
	v_add_u32 v105, 0x15e10, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v109
	v_add_u32 v105, 0x15e12, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v110
	v_add_u32 v105, 0x15e14, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v111
	v_add_u32 v105, 0x15e16, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v112
	v_add_u32 v105, 0x15e20, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v113
	v_add_u32 v105, 0x15e22, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v114
	v_add_u32 v105, 0x15e24, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v115
	v_add_u32 v105, 0x15e26, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v116
	v_add_u32 v105, 0x15e30, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v117
	v_add_u32 v105, 0x15e32, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v118
	v_add_u32 v105, 0x15e34, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	v_lshrrev_b32 v104, 16, v119
	v_add_u32 v105, 0x15e36, v17                        ; B operand of the product: stage
	ds_write_b16 v105, v104
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v104, 0x15e00, v10                        ; B fragment 0 of k-step 0
	ds_read_b128 v[106:109], v104
	v_add_u32 v104, 0x11400, v8                         ; A fragment 0 of k-step 0
	ds_read_b128 v[110:113], v104
	v_add_u32 v104, 0x12600, v8                         ; A fragment 1 of k-step 0
	ds_read_b128 v[114:117], v104
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[110:113], v[106:109], v[22:37] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[114:117], v[106:109], v[38:53] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v104, 0x15e20, v10                        ; B fragment 0 of k-step 1
	ds_read_b128 v[106:109], v104
	v_add_u32 v104, 0x11420, v8                         ; A fragment 0 of k-step 1
	ds_read_b128 v[110:113], v104
	v_add_u32 v104, 0x12620, v8                         ; A fragment 1 of k-step 1
	ds_read_b128 v[114:117], v104
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[110:113], v[106:109], v[22:37] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[114:117], v[106:109], v[38:53] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v104, 0x15e40, v10                        ; B fragment 0 of k-step 2
	ds_read_b128 v[106:109], v104
	v_add_u32 v104, 0x11440, v8                         ; A fragment 0 of k-step 2
	ds_read_b128 v[110:113], v104
	v_add_u32 v104, 0x12640, v8                         ; A fragment 1 of k-step 2
	ds_read_b128 v[114:117], v104
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[110:113], v[106:109], v[22:37] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[114:117], v[106:109], v[38:53] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v104, 0x15e60, v10                        ; B fragment 0 of k-step 3
	ds_read_b128 v[106:109], v104
	v_add_u32 v104, 0x11460, v8                         ; A fragment 0 of k-step 3
	ds_read_b128 v[110:113], v104
	v_add_u32 v104, 0x12660, v8                         ; A fragment 1 of k-step 3
	ds_read_b128 v[114:117], v104
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[110:113], v[106:109], v[22:37] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[114:117], v[106:109], v[38:53] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_mul_f32 v104, v21, v88                            ; examples/attention_gqa.kgen:38
	v_add_f32 v88, v74, v75                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v74, v88, v91                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v75, v74, v92                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v74, v75, v93                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v75, v74, v94                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v74, v75, v95                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v75, v74, v96                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v74, v75, v97                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v75, v74, v98                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v74, v75, v99                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v75, v74, v100                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v74, v75, v101                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v75, v74, v102                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v74, v75, v103                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v75, v74, v89                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_and_b32 v74, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:38): lanes 32 apart
	v_xor_b32 v74, 32, v74
	v_lshlrev_b32 v74, 2, v74
	ds_bpermute_b32 v88, v74, v75
	s_waitcnt lgkmcnt(0)
	v_add_f32 v74, v75, v88
	s_and_saveexec_b64 s[28:29], s[8:9]                 ; lanes where %vpred_245
	v_add_u32 v75, 0x1a200, v13                         ; sum over 'tt' (examples/attention_gqa.kgen:38): this warp group's partial
	ds_write_b32 v75, v74
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v74, 0x1a200, v15                         ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 0
	ds_read_b32 v75, v74
	v_add_u32 v74, 0x1a300, v15                         ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 1
	ds_read_b32 v88, v74
	s_waitcnt lgkmcnt(0)
	v_add_f32 v74, v75, v88
	v_add_f32 v75, v104, v74                            ; examples/attention_gqa.kgen:38
	v_mov_b32 v21, v75                                  ; next 'l'
	v_mov_b32 v20, v90                                  ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[54:57] offset:17408             ; 16 bytes into st1
	ds_write_b128 v6, v[58:61] offset:21760             ; 16 bytes into st1
	ds_write_b128 v6, v[62:65] offset:26112             ; 16 bytes into st1
	ds_write_b128 v6, v[66:69] offset:30464             ; 16 bytes into st1
	v_perm_b32 v54, v76, v70, s5                        ; (k, k+1) of column 0
	ds_write_b32 v7, v54 offset:34816                   ; a K-pair into st2
	v_perm_b32 v54, v76, v70, s6                        ; (k, k+1) of column 1
	ds_write_b32 v7, v54 offset:34960                   ; a K-pair into st2
	v_perm_b32 v54, v77, v71, s5                        ; (k, k+1) of column 2
	ds_write_b32 v7, v54 offset:35104                   ; a K-pair into st2
	v_perm_b32 v54, v77, v71, s6                        ; (k, k+1) of column 3
	ds_write_b32 v7, v54 offset:35248                   ; a K-pair into st2
	v_perm_b32 v54, v78, v72, s5                        ; (k, k+1) of column 4
	ds_write_b32 v7, v54 offset:35392                   ; a K-pair into st2
	v_perm_b32 v54, v78, v72, s6                        ; (k, k+1) of column 5
	ds_write_b32 v7, v54 offset:35536                   ; a K-pair into st2
	v_perm_b32 v54, v79, v73, s5                        ; (k, k+1) of column 6
	ds_write_b32 v7, v54 offset:35680                   ; a K-pair into st2
	v_perm_b32 v54, v79, v73, s6                        ; (k, k+1) of column 7
	ds_write_b32 v7, v54 offset:35824                   ; a K-pair into st2
	v_perm_b32 v54, v84, v80, s5                        ; (k, k+1) of column 0
	ds_write_b32 v7, v54 offset:34880                   ; a K-pair into st2
	v_perm_b32 v54, v84, v80, s6                        ; (k, k+1) of column 1
	ds_write_b32 v7, v54 offset:35024                   ; a K-pair into st2
	v_perm_b32 v54, v85, v81, s5                        ; (k, k+1) of column 2
	ds_write_b32 v7, v54 offset:35168                   ; a K-pair into st2
	v_perm_b32 v54, v85, v81, s6                        ; (k, k+1) of column 3
	ds_write_b32 v7, v54 offset:35312                   ; a K-pair into st2
	v_perm_b32 v54, v86, v82, s5                        ; (k, k+1) of column 4
	ds_write_b32 v7, v54 offset:35456                   ; a K-pair into st2
	v_perm_b32 v54, v86, v82, s6                        ; (k, k+1) of column 5
	ds_write_b32 v7, v54 offset:35600                   ; a K-pair into st2
	v_perm_b32 v54, v87, v83, s5                        ; (k, k+1) of column 6
	ds_write_b32 v7, v54 offset:35744                   ; a K-pair into st2
	v_perm_b32 v54, v87, v83, s6                        ; (k, k+1) of column 7
	ds_write_b32 v7, v54 offset:35888                   ; a K-pair into st2
.Lattention_gqa_causal_if2_end:
	s_add_u32 s18, s18, 0x80
	s_cmp_lt_u32 s18, s15
	s_cbranch_scc1 .Lattention_gqa_causal_loop0
.Lattention_gqa_causal_loop0_end:
	s_sub_u32 s15, s14, s17
	s_cmp_ge_u32 s15, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s14, 1, 0
	s_sub_u32 s18, s15, 63
	s_cmp_lg_u32 s14, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s14, s18, 0
	s_mov_b32 s18, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s18, s14
	s_cbranch_scc1 .Lattention_gqa_causal_loop1_end
.Lattention_gqa_causal_loop1:
	s_add_u32 s21, s17, s18
	v_add_u32 v1, s20, v9
	v_add_u32 v4, 0, v1                                 ; index along 's' (examples/attention_gqa.kgen:34)
	v_add_u32 v1, s21, v11
	v_add_u32 v19, 0, v1                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v54, 1, v1                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v55, 2, v1                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v56, 3, v1                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v57, 8, v1                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v58, 9, v1                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v59, 10, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v60, 11, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v61, 16, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v62, 17, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v63, 18, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v64, 19, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v65, 24, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v66, 25, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v67, 26, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v68, 27, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_cmp_ge_i32 s[28:29], v4, v19                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[30:31], v4, v54                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[32:33], v4, v55                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[36:37], v4, v56                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[38:39], v4, v57                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[40:41], v4, v58                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[42:43], v4, v59                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[44:45], v4, v60                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[46:47], v4, v61                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[48:49], v4, v62                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[50:51], v4, v63                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[52:53], v4, v64                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[54:55], v4, v65                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[56:57], v4, v66                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[58:59], v4, v67                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[60:61], v4, v68                      ; examples/attention_gqa.kgen:34
	s_mul_i32 s62, s21, 0x80
	s_mul_hi_u32 s63, s21, 0x80
	s_lshl_b64 s[64:65], s[62:63], 1
	s_add_u32 s62, s34, s64                             ; 'k' at this chunk
	s_addc_u32 s63, s35, s65
	global_load_dwordx4 v[54:57], v5, s[62:63]          ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v1, 16, v54
	v_and_b32 v4, 0xffff0000, v54
	v_lshlrev_b32 v19, 16, v55
	v_and_b32 v58, 0xffff0000, v55
	v_lshlrev_b32 v59, 16, v56
	v_and_b32 v60, 0xffff0000, v56
	v_lshlrev_b32 v61, 16, v57
	v_and_b32 v62, 0xffff0000, v57
	v_add_u32 v54, 0x1000, v5                           ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	global_load_dwordx4 v[64:67], v54, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v64
	v_and_b32 v55, 0xffff0000, v64
	v_lshlrev_b32 v56, 16, v65
	v_and_b32 v57, 0xffff0000, v65
	v_lshlrev_b32 v63, 16, v66
	v_and_b32 v68, 0xffff0000, v66
	v_lshlrev_b32 v69, 16, v67
	v_and_b32 v70, 0xffff0000, v67
	v_add_u32 v64, 0x2000, v5                           ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	global_load_dwordx4 v[72:75], v64, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v72
	v_and_b32 v65, 0xffff0000, v72
	v_lshlrev_b32 v66, 16, v73
	v_and_b32 v67, 0xffff0000, v73
	v_lshlrev_b32 v71, 16, v74
	v_and_b32 v76, 0xffff0000, v74
	v_lshlrev_b32 v77, 16, v75
	v_and_b32 v78, 0xffff0000, v75
	v_add_u32 v72, 0x3000, v5                           ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	global_load_dwordx4 v[80:83], v72, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v80
	v_and_b32 v73, 0xffff0000, v80
	v_lshlrev_b32 v74, 16, v81
	v_and_b32 v75, 0xffff0000, v81
	v_lshlrev_b32 v79, 16, v82
	v_and_b32 v84, 0xffff0000, v82
	v_lshlrev_b32 v85, 16, v83
	v_and_b32 v86, 0xffff0000, v83
	v_lshrrev_b32 v80, 16, v1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v6, v80 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v4
	ds_write_b16 v6, v1 offset:17410                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v19
	ds_write_b16 v6, v1 offset:17412                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v58
	ds_write_b16 v6, v1 offset:17414                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v59
	ds_write_b16 v6, v1 offset:17416                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v60
	ds_write_b16 v6, v1 offset:17418                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v61
	ds_write_b16 v6, v1 offset:17420                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v62
	ds_write_b16 v6, v1 offset:17422                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v54
	ds_write_b16 v6, v1 offset:21760                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v55
	ds_write_b16 v6, v1 offset:21762                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v56
	ds_write_b16 v6, v1 offset:21764                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v57
	ds_write_b16 v6, v1 offset:21766                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v63
	ds_write_b16 v6, v1 offset:21768                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v68
	ds_write_b16 v6, v1 offset:21770                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v69
	ds_write_b16 v6, v1 offset:21772                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v70
	ds_write_b16 v6, v1 offset:21774                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v64
	ds_write_b16 v6, v1 offset:26112                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v65
	ds_write_b16 v6, v1 offset:26114                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v66
	ds_write_b16 v6, v1 offset:26116                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v67
	ds_write_b16 v6, v1 offset:26118                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v71
	ds_write_b16 v6, v1 offset:26120                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v76
	ds_write_b16 v6, v1 offset:26122                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v77
	ds_write_b16 v6, v1 offset:26124                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v78
	ds_write_b16 v6, v1 offset:26126                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v72
	ds_write_b16 v6, v1 offset:30464                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v73
	ds_write_b16 v6, v1 offset:30466                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v74
	ds_write_b16 v6, v1 offset:30468                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v75
	ds_write_b16 v6, v1 offset:30470                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v79
	ds_write_b16 v6, v1 offset:30472                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v84
	ds_write_b16 v6, v1 offset:30474                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v85
	ds_write_b16 v6, v1 offset:30476                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v86
	ds_write_b16 v6, v1 offset:30478                    ; A operand of the product: stage
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
	v_mov_b32 v68, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	ds_read_b128 v[70:73], v14                          ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[74:77], v12 offset:17408             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:32                ; B fragment 0 of k-step 1
	ds_read_b128 v[74:77], v12 offset:17440             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:64                ; B fragment 0 of k-step 2
	ds_read_b128 v[74:77], v12 offset:17472             ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:96                ; B fragment 0 of k-step 3
	ds_read_b128 v[74:77], v12 offset:17504             ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:128               ; B fragment 0 of k-step 4
	ds_read_b128 v[74:77], v12 offset:17536             ; A fragment 0 of k-step 4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:160               ; B fragment 0 of k-step 5
	ds_read_b128 v[74:77], v12 offset:17568             ; A fragment 0 of k-step 5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:192               ; B fragment 0 of k-step 6
	ds_read_b128 v[74:77], v12 offset:17600             ; A fragment 0 of k-step 6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:224               ; B fragment 0 of k-step 7
	ds_read_b128 v[74:77], v12 offset:17632             ; A fragment 0 of k-step 7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	s_nop 7
	s_nop 3
	v_mul_f32 v1, s16, v54                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v4, s16, v55                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v19, s16, v56                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v70, s16, v57                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v71, s16, v58                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v72, s16, v59                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v73, s16, v60                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v74, s16, v61                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v75, s16, v62                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v76, s16, v63                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v77, s16, v64                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v78, s16, v65                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v79, s16, v66                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v80, s16, v67                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v81, s16, v68                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v82, s16, v69                             ; examples/attention_gqa.kgen:34
	v_mov_b32 v54, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v55, v54, v1, s[28:29]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v54, v1, v4, s[30:31]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v4, v1, v19, s[32:33]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v19, v1, v70, s[36:37]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v56, v1, v71, s[38:39]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v57, v1, v72, s[40:41]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v58, v1, v73, s[42:43]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v59, v1, v74, s[44:45]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v60, v1, v75, s[46:47]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v61, v1, v76, s[48:49]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v62, v1, v77, s[50:51]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v63, v1, v78, s[52:53]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v64, v1, v79, s[54:55]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v65, v1, v80, s[56:57]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v66, v1, v81, s[58:59]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v67, v1, v82, s[60:61]
	v_max_f32 v1, v55, v54                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v55, v54
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v4                               ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v4
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v19                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v19
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v56                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v56
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v57                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v57
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v58                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v58
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v59                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v59
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v60                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v60
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v61                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v61
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v62                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v62
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v63                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v63
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v64                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v64
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v65                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v65
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v66                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v66
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v67                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v67
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_and_b32 v1, 63, v0                                ; max over 'tt' (examples/attention_gqa.kgen:35): lanes 32 apart
	v_xor_b32 v1, 32, v1
	v_lshlrev_b32 v1, 2, v1
	ds_bpermute_b32 v68, v1, v69
	s_waitcnt lgkmcnt(0)
	v_max_f32 v1, v69, v68
	v_cmp_u_f32 s[28:29], v69, v68
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	s_and_saveexec_b64 s[28:29], s[8:9]                 ; lanes where %vpred_245
	v_add_u32 v1, 0x15c00, v13                          ; max over 'tt' (examples/attention_gqa.kgen:35): this warp group's partial
	ds_write_b32 v1, v69
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v1, 0x15c00, v15                          ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 0
	ds_read_b32 v68, v1
	v_add_u32 v1, 0x15d00, v15                          ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 1
	ds_read_b32 v69, v1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v1, v68, v69
	v_cmp_u_f32 s[28:29], v68, v69
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v20, v69                              ; examples/attention_gqa.kgen:35
	v_cmp_u_f32 s[28:29], v20, v69
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_sub_f32 v1, v20, v69                              ; examples/attention_gqa.kgen:37
	v_mul_f32 v68, 0x3fb8aa3b, v1                       ; examples/attention_gqa.kgen:37
	v_exp_f32 v1, v68                                   ; examples/attention_gqa.kgen:37
	s_nop 0
	v_mul_f32 v68, v22, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v70, v23, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v71, v24, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v72, v25, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v73, v26, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v74, v27, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v75, v28, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v76, v29, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v77, v30, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v78, v31, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v79, v32, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v80, v33, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v81, v34, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v82, v35, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v83, v36, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v84, v37, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v85, v38, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v86, v39, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v87, v40, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v88, v41, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v89, v42, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v90, v43, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v91, v44, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v92, v45, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v93, v46, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v94, v47, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v95, v48, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v96, v49, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v97, v50, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v98, v51, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v99, v52, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v100, v53, v1                             ; examples/attention_gqa.kgen:39
	v_mov_b32 v22, v68                                  ; 'acc' scaled in place
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
	s_add_u32 s28, s10, s64                             ; 'v' at this chunk
	s_addc_u32 s29, s11, s65
	global_load_dwordx4 v[70:73], v5, s[28:29]          ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v70
	v_and_b32 v74, 0xffff0000, v70
	v_lshlrev_b32 v75, 16, v71
	v_and_b32 v76, 0xffff0000, v71
	v_lshlrev_b32 v77, 16, v72
	v_and_b32 v78, 0xffff0000, v72
	v_lshlrev_b32 v79, 16, v73
	v_and_b32 v80, 0xffff0000, v73
	v_add_u32 v70, 0x1000, v5                           ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	global_load_dwordx4 v[82:85], v70, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v82
	v_and_b32 v71, 0xffff0000, v82
	v_lshlrev_b32 v72, 16, v83
	v_and_b32 v73, 0xffff0000, v83
	v_lshlrev_b32 v81, 16, v84
	v_and_b32 v86, 0xffff0000, v84
	v_lshlrev_b32 v87, 16, v85
	v_and_b32 v88, 0xffff0000, v85
	v_add_u32 v82, 0x2000, v5                           ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	global_load_dwordx4 v[90:93], v82, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v90
	v_and_b32 v83, 0xffff0000, v90
	v_lshlrev_b32 v84, 16, v91
	v_and_b32 v85, 0xffff0000, v91
	v_lshlrev_b32 v89, 16, v92
	v_and_b32 v94, 0xffff0000, v92
	v_lshlrev_b32 v95, 16, v93
	v_and_b32 v96, 0xffff0000, v93
	v_add_u32 v90, 0x3000, v5                           ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
	global_load_dwordx4 v[98:101], v90, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v90, 16, v98
	v_and_b32 v91, 0xffff0000, v98
	v_lshlrev_b32 v92, 16, v99
	v_and_b32 v93, 0xffff0000, v99
	v_lshlrev_b32 v97, 16, v100
	v_and_b32 v102, 0xffff0000, v100
	v_lshlrev_b32 v103, 16, v101
	v_and_b32 v104, 0xffff0000, v101
	v_lshrrev_b32 v98, 16, v68
	ds_write_b16 v16, v98 offset:34816                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v74
	ds_write_b16 v16, v68 offset:34960                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v75
	ds_write_b16 v16, v68 offset:35104                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v76
	ds_write_b16 v16, v68 offset:35248                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v77
	ds_write_b16 v16, v68 offset:35392                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v78
	ds_write_b16 v16, v68 offset:35536                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v79
	ds_write_b16 v16, v68 offset:35680                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v80
	ds_write_b16 v16, v68 offset:35824                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v70
	ds_write_b16 v16, v68 offset:34848                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v71
	ds_write_b16 v16, v68 offset:34992                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v72
	ds_write_b16 v16, v68 offset:35136                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v73
	ds_write_b16 v16, v68 offset:35280                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v81
	ds_write_b16 v16, v68 offset:35424                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v86
	ds_write_b16 v16, v68 offset:35568                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v87
	ds_write_b16 v16, v68 offset:35712                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v88
	ds_write_b16 v16, v68 offset:35856                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v82
	ds_write_b16 v16, v68 offset:34880                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v83
	ds_write_b16 v16, v68 offset:35024                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v84
	ds_write_b16 v16, v68 offset:35168                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v85
	ds_write_b16 v16, v68 offset:35312                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v89
	ds_write_b16 v16, v68 offset:35456                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v94
	ds_write_b16 v16, v68 offset:35600                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v95
	ds_write_b16 v16, v68 offset:35744                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v96
	ds_write_b16 v16, v68 offset:35888                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v90
	ds_write_b16 v16, v68 offset:34912                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v91
	ds_write_b16 v16, v68 offset:35056                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v92
	ds_write_b16 v16, v68 offset:35200                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v93
	ds_write_b16 v16, v68 offset:35344                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v97
	ds_write_b16 v16, v68 offset:35488                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v102
	ds_write_b16 v16, v68 offset:35632                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v103
	ds_write_b16 v16, v68 offset:35776                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v104
	ds_write_b16 v16, v68 offset:35920                  ; A operand of the product: stage
	v_mul_f32 v68, 0xbfb8aa3b, v69                      ; -m log2 e of e^(x - m), once per m (examples/attention_gqa.kgen:36)
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v55, v70, v68
	v_exp_f32 v55, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v54, v70, v68
	v_exp_f32 v54, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v4, v70, v68
	v_exp_f32 v4, v71                                   ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v19, v70, v68
	v_exp_f32 v19, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v56, v70, v68
	v_exp_f32 v56, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v57, v70, v68
	v_exp_f32 v57, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v58, v70, v68
	v_exp_f32 v58, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v59, v70, v68
	v_exp_f32 v59, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v60, v70, v68
	v_exp_f32 v60, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v61, v70, v68
	v_exp_f32 v61, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v62, v70, v68
	v_exp_f32 v62, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v63, v70, v68
	v_exp_f32 v63, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v64, v70, v68
	v_exp_f32 v64, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v65, v70, v68
	v_exp_f32 v65, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v66, v70, v68
	v_exp_f32 v66, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v67, v70, v68
	v_exp_f32 v67, v71                                  ; examples/attention_gqa.kgen:36
	v_bfe_u32 v68, v55, 16, 1                           ; round to bf16
	v_add3_u32 v70, v55, v68, s7
	v_cmp_u_f32 s[28:29], v55, v55
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v70, v68, s[28:29]
	v_and_b32 v68, 0xffff0000, v70
	v_bfe_u32 v70, v54, 16, 1                           ; round to bf16
	v_add3_u32 v71, v54, v70, s7
	v_cmp_u_f32 s[28:29], v54, v54
	v_mov_b32 v70, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[28:29]
	v_and_b32 v70, 0xffff0000, v71
	v_bfe_u32 v71, v4, 16, 1                            ; round to bf16
	v_add3_u32 v72, v4, v71, s7
	v_cmp_u_f32 s[28:29], v4, v4
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v72, v71, s[28:29]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v19, 16, 1                           ; round to bf16
	v_add3_u32 v73, v19, v72, s7
	v_cmp_u_f32 s[28:29], v19, v19
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[28:29]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v56, 16, 1                           ; round to bf16
	v_add3_u32 v74, v56, v73, s7
	v_cmp_u_f32 s[28:29], v56, v56
	v_mov_b32 v73, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v74, v74, v73, s[28:29]
	v_and_b32 v73, 0xffff0000, v74
	v_bfe_u32 v74, v57, 16, 1                           ; round to bf16
	v_add3_u32 v75, v57, v74, s7
	v_cmp_u_f32 s[28:29], v57, v57
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v75, v74, s[28:29]
	v_and_b32 v74, 0xffff0000, v75
	v_bfe_u32 v75, v58, 16, 1                           ; round to bf16
	v_add3_u32 v76, v58, v75, s7
	v_cmp_u_f32 s[28:29], v58, v58
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v76, v75, s[28:29]
	v_and_b32 v75, 0xffff0000, v76
	v_bfe_u32 v76, v59, 16, 1                           ; round to bf16
	v_add3_u32 v77, v59, v76, s7
	v_cmp_u_f32 s[28:29], v59, v59
	v_mov_b32 v76, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[28:29]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v60, 16, 1                           ; round to bf16
	v_add3_u32 v78, v60, v77, s7
	v_cmp_u_f32 s[28:29], v60, v60
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[28:29]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v61, 16, 1                           ; round to bf16
	v_add3_u32 v79, v61, v78, s7
	v_cmp_u_f32 s[28:29], v61, v61
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[28:29]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v62, 16, 1                           ; round to bf16
	v_add3_u32 v80, v62, v79, s7
	v_cmp_u_f32 s[28:29], v62, v62
	v_mov_b32 v79, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v80, v80, v79, s[28:29]
	v_and_b32 v79, 0xffff0000, v80
	v_bfe_u32 v80, v63, 16, 1                           ; round to bf16
	v_add3_u32 v81, v63, v80, s7
	v_cmp_u_f32 s[28:29], v63, v63
	v_mov_b32 v80, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v81, v81, v80, s[28:29]
	v_and_b32 v80, 0xffff0000, v81
	v_bfe_u32 v81, v64, 16, 1                           ; round to bf16
	v_add3_u32 v82, v64, v81, s7
	v_cmp_u_f32 s[28:29], v64, v64
	v_mov_b32 v81, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v82, v82, v81, s[28:29]
	v_and_b32 v81, 0xffff0000, v82
	v_bfe_u32 v82, v65, 16, 1                           ; round to bf16
	v_add3_u32 v83, v65, v82, s7
	v_cmp_u_f32 s[28:29], v65, v65
	v_mov_b32 v82, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v83, v83, v82, s[28:29]
	v_and_b32 v82, 0xffff0000, v83
	v_bfe_u32 v83, v66, 16, 1                           ; round to bf16
	v_add3_u32 v84, v66, v83, s7
	v_cmp_u_f32 s[28:29], v66, v66
	v_mov_b32 v83, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v84, v83, s[28:29]
	v_and_b32 v83, 0xffff0000, v84
	v_bfe_u32 v84, v67, 16, 1                           ; round to bf16
	v_add3_u32 v85, v67, v84, s7
	v_cmp_u_f32 s[28:29], v67, v67
	v_mov_b32 v84, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v85, v85, v84, s[28:29]
	v_and_b32 v84, 0xffff0000, v85
	v_lshrrev_b32 v85, 16, v68
	v_add_u32 v68, 0x15e00, v17                         ; B operand of the product: stage
	ds_write_b16 v68, v85
	v_lshrrev_b32 v68, 16, v70
	v_add_u32 v70, 0x15e02, v17                         ; B operand of the product: stage
	ds_write_b16 v70, v68
	v_lshrrev_b32 v68, 16, v71
	v_add_u32 v70, 0x15e04, v17                         ; B operand of the product: stage
	ds_write_b16 v70, v68
	v_lshrrev_b32 v68, 16, v72
	v_add_u32 v70, 0x15e06, v17                         ; B operand of the product: stage
	ds_write_b16 v70, v68
	v_lshrrev_b32 v68, 16, v73
	v_add_u32 v70, 0x15e10, v17                         ; B operand of the product: stage
	ds_write_b16 v70, v68
	v_lshrrev_b32 v68, 16, v74
	v_add_u32 v70, 0x15e12, v17                         ; B operand of the product: stage
	ds_write_b16 v70, v68
	v_lshrrev_b32 v68, 16, v75
	v_add_u32 v70, 0x15e14, v17                         ; B operand of the product: stage
	ds_write_b16 v70, v68
	v_lshrrev_b32 v68, 16, v76
	v_add_u32 v70, 0x15e16, v17                         ; B operand of the product: stage
	ds_write_b16 v70, v68
	v_lshrrev_b32 v68, 16, v77
	v_add_u32 v70, 0x15e20, v17                         ; B operand of the product: stage
	ds_write_b16 v70, v68
	v_lshrrev_b32 v68, 16, v78
	v_add_u32 v70, 0x15e22, v17                         ; B operand of the product: stage
	ds_write_b16 v70, v68
	v_lshrrev_b32 v68, 16, v79
	v_add_u32 v70, 0x15e24, v17                         ; B operand of the product: stage
	ds_write_b16 v70, v68
	v_lshrrev_b32 v68, 16, v80
	v_add_u32 v70, 0x15e26, v17                         ; B operand of the product: stage
	ds_write_b16 v70, v68
	v_lshrrev_b32 v68, 16, v81
	v_add_u32 v70, 0x15e30, v17                         ; B operand of the product: stage
	ds_write_b16 v70, v68
	v_lshrrev_b32 v68, 16, v82
	v_add_u32 v70, 0x15e32, v17                         ; B operand of the product: stage
	ds_write_b16 v70, v68
	v_lshrrev_b32 v68, 16, v83
	v_add_u32 v70, 0x15e34, v17                         ; B operand of the product: stage
	ds_write_b16 v70, v68
	v_lshrrev_b32 v68, 16, v84
	v_add_u32 v70, 0x15e36, v17                         ; B operand of the product: stage
	ds_write_b16 v70, v68
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v68, 0x15e00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[70:73], v68
	ds_read_b128 v[74:77], v8 offset:34816              ; A fragment 0 of k-step 0
	ds_read_b128 v[78:81], v8 offset:39424              ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[74:77], v[70:73], v[22:37] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[78:81], v[70:73], v[38:53] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v68, 0x15e20, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[70:73], v68
	ds_read_b128 v[74:77], v8 offset:34848              ; A fragment 0 of k-step 1
	ds_read_b128 v[78:81], v8 offset:39456              ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[74:77], v[70:73], v[22:37] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[78:81], v[70:73], v[38:53] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v68, 0x15e40, v10                         ; B fragment 0 of k-step 2
	ds_read_b128 v[70:73], v68
	ds_read_b128 v[74:77], v8 offset:34880              ; A fragment 0 of k-step 2
	ds_read_b128 v[78:81], v8 offset:39488              ; A fragment 1 of k-step 2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[74:77], v[70:73], v[22:37] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[78:81], v[70:73], v[38:53] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v68, 0x15e60, v10                         ; B fragment 0 of k-step 3
	ds_read_b128 v[70:73], v68
	ds_read_b128 v[74:77], v8 offset:34912              ; A fragment 0 of k-step 3
	ds_read_b128 v[78:81], v8 offset:39520              ; A fragment 1 of k-step 3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[74:77], v[70:73], v[22:37] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[78:81], v[70:73], v[38:53] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_mul_f32 v68, v21, v1                              ; examples/attention_gqa.kgen:38
	v_add_f32 v1, v55, v54                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v54, v1, v4                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v1, v54, v19                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v1, v56                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v1, v4, v57                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v1, v58                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v1, v4, v59                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v1, v60                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v1, v4, v61                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v1, v62                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v1, v4, v63                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v1, v64                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v1, v4, v65                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v1, v66                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v1, v4, v67                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_and_b32 v4, 63, v0                                ; sum over 'tt' (examples/attention_gqa.kgen:38): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v19, v4, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v1, v19
	s_and_saveexec_b64 s[28:29], s[8:9]                 ; lanes where %vpred_245
	v_add_u32 v1, 0x1a200, v13                          ; sum over 'tt' (examples/attention_gqa.kgen:38): this warp group's partial
	ds_write_b32 v1, v4
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v1, 0x1a200, v15                          ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 0
	ds_read_b32 v4, v1
	v_add_u32 v1, 0x1a300, v15                          ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 1
	ds_read_b32 v19, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v4, v19
	v_add_f32 v4, v68, v1                               ; examples/attention_gqa.kgen:38
	v_mov_b32 v21, v4                                   ; next 'l'
	v_mov_b32 v20, v69                                  ; next 'mx'
	s_add_u32 s18, s18, 64
	s_cmp_lt_u32 s18, s14
	s_cbranch_scc1 .Lattention_gqa_causal_loop1
.Lattention_gqa_causal_loop1_end:
	s_mov_b32 s14, s18                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s14, s15
	s_cbranch_scc1 .Lattention_gqa_causal_loop2_end
.Lattention_gqa_causal_loop2:
	s_add_u32 s18, s17, s14
	s_sub_u32 s21, s15, s14
	v_add_u32 v1, s20, v9
	v_add_u32 v4, 0, v1                                 ; index along 's' (examples/attention_gqa.kgen:34)
	v_add_u32 v1, s18, v11
	v_add_u32 v19, 0, v1                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v54, 1, v1                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v55, 2, v1                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v56, 3, v1                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v57, 8, v1                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v58, 9, v1                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v59, 10, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v60, 11, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v61, 16, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v62, 17, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v63, 18, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v64, 19, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v65, 24, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v66, 25, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v67, 26, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v68, 27, v1                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_cmp_ge_i32 s[28:29], v4, v19                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[30:31], v4, v54                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[32:33], v4, v55                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[36:37], v4, v56                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[38:39], v4, v57                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[40:41], v4, v58                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[42:43], v4, v59                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[44:45], v4, v60                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[46:47], v4, v61                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[48:49], v4, v62                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[50:51], v4, v63                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[52:53], v4, v64                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[54:55], v4, v65                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[56:57], v4, v66                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[58:59], v4, v67                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[60:61], v4, v68                      ; examples/attention_gqa.kgen:34
	s_mul_i32 s62, s18, 0x80
	s_mul_hi_u32 s63, s18, 0x80
	s_lshl_b64 s[64:65], s[62:63], 1
	s_add_u32 s62, s34, s64                             ; 'k' at this chunk
	s_addc_u32 s63, s35, s65
	v_cmp_lt_u32 s[66:67], v2, s21                      ; 'tt' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_1054
	global_load_ushort v1, v5, s[62:63]                 ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v4, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_1054
	global_load_ushort v1, v5, s[62:63] offset:2        ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_1054
	global_load_ushort v1, v5, s[62:63] offset:4        ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_1054
	global_load_ushort v1, v5, s[62:63] offset:6        ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_1054
	global_load_ushort v1, v5, s[62:63] offset:8        ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_1054
	global_load_ushort v1, v5, s[62:63] offset:10       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_1054
	global_load_ushort v1, v5, s[62:63] offset:12       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_1054
	global_load_ushort v1, v5, s[62:63] offset:14       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v1
	v_add_u32 v1, 16, v2
	v_cmp_lt_u32 s[68:69], v1, s21                      ; 'tt' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_1072
	v_add_u32 v60, 0x1000, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v60, s[62:63]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_1072
	v_add_u32 v61, 0x1002, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v61, s[62:63]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_1072
	v_add_u32 v62, 0x1004, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v62, s[62:63]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_1072
	v_add_u32 v63, 0x1006, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v63, s[62:63]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_1072
	v_add_u32 v64, 0x1008, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v64, s[62:63]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_1072
	v_add_u32 v65, 0x100a, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v65, s[62:63]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_1072
	v_add_u32 v66, 0x100c, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v66, s[62:63]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_1072
	v_add_u32 v67, 0x100e, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v67, s[62:63]
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v1
	v_add_u32 v1, 32, v2
	v_cmp_lt_u32 s[70:71], v1, s21                      ; 'tt' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_1090
	v_add_u32 v68, 0x2000, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v68, s[62:63]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_1090
	v_add_u32 v69, 0x2002, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v69, s[62:63]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_1090
	v_add_u32 v70, 0x2004, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v70, s[62:63]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_1090
	v_add_u32 v71, 0x2006, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v71, s[62:63]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_1090
	v_add_u32 v72, 0x2008, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v72, s[62:63]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_1090
	v_add_u32 v73, 0x200a, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v73, s[62:63]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_1090
	v_add_u32 v74, 0x200c, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v74, s[62:63]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_1090
	v_add_u32 v75, 0x200e, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v75, s[62:63]
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v1
	v_add_u32 v1, 48, v2
	v_cmp_lt_u32 s[72:73], v1, s21                      ; 'tt' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_1108
	v_add_u32 v76, 0x3000, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v76, s[62:63]
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_1108
	v_add_u32 v77, 0x3002, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v77, s[62:63]
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_1108
	v_add_u32 v78, 0x3004, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v78, s[62:63]
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_1108
	v_add_u32 v79, 0x3006, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v79, s[62:63]
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_1108
	v_add_u32 v80, 0x3008, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v80, s[62:63]
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_1108
	v_add_u32 v81, 0x300a, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v81, s[62:63]
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_1108
	v_add_u32 v82, 0x300c, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v82, s[62:63]
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_1108
	v_add_u32 v83, 0x300e, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v1, v83, s[62:63]
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v1
	v_lshrrev_b32 v1, 16, v4
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v6, v1 offset:17408                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v19
	ds_write_b16 v6, v1 offset:17410                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v54
	ds_write_b16 v6, v1 offset:17412                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v55
	ds_write_b16 v6, v1 offset:17414                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v56
	ds_write_b16 v6, v1 offset:17416                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v57
	ds_write_b16 v6, v1 offset:17418                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v58
	ds_write_b16 v6, v1 offset:17420                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v59
	ds_write_b16 v6, v1 offset:17422                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v60
	ds_write_b16 v6, v1 offset:21760                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v61
	ds_write_b16 v6, v1 offset:21762                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v62
	ds_write_b16 v6, v1 offset:21764                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v63
	ds_write_b16 v6, v1 offset:21766                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v64
	ds_write_b16 v6, v1 offset:21768                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v65
	ds_write_b16 v6, v1 offset:21770                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v66
	ds_write_b16 v6, v1 offset:21772                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v67
	ds_write_b16 v6, v1 offset:21774                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v68
	ds_write_b16 v6, v1 offset:26112                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v69
	ds_write_b16 v6, v1 offset:26114                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v70
	ds_write_b16 v6, v1 offset:26116                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v71
	ds_write_b16 v6, v1 offset:26118                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v72
	ds_write_b16 v6, v1 offset:26120                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v73
	ds_write_b16 v6, v1 offset:26122                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v74
	ds_write_b16 v6, v1 offset:26124                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v75
	ds_write_b16 v6, v1 offset:26126                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v76
	ds_write_b16 v6, v1 offset:30464                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v77
	ds_write_b16 v6, v1 offset:30466                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v78
	ds_write_b16 v6, v1 offset:30468                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v79
	ds_write_b16 v6, v1 offset:30470                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v80
	ds_write_b16 v6, v1 offset:30472                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v81
	ds_write_b16 v6, v1 offset:30474                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v82
	ds_write_b16 v6, v1 offset:30476                    ; A operand of the product: stage
	v_lshrrev_b32 v1, 16, v83
	ds_write_b16 v6, v1 offset:30478                    ; A operand of the product: stage
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
	v_mov_b32 v68, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	ds_read_b128 v[70:73], v14                          ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[74:77], v12 offset:17408             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:32                ; B fragment 0 of k-step 1
	ds_read_b128 v[74:77], v12 offset:17440             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:64                ; B fragment 0 of k-step 2
	ds_read_b128 v[74:77], v12 offset:17472             ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:96                ; B fragment 0 of k-step 3
	ds_read_b128 v[74:77], v12 offset:17504             ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:128               ; B fragment 0 of k-step 4
	ds_read_b128 v[74:77], v12 offset:17536             ; A fragment 0 of k-step 4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:160               ; B fragment 0 of k-step 5
	ds_read_b128 v[74:77], v12 offset:17568             ; A fragment 0 of k-step 5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:192               ; B fragment 0 of k-step 6
	ds_read_b128 v[74:77], v12 offset:17600             ; A fragment 0 of k-step 6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[70:73], v14 offset:224               ; B fragment 0 of k-step 7
	ds_read_b128 v[74:77], v12 offset:17632             ; A fragment 0 of k-step 7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[54:69], v[74:77], v[70:73], v[54:69] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	s_nop 7
	s_nop 3
	v_mul_f32 v1, s16, v54                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v4, s16, v55                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v19, s16, v56                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v70, s16, v57                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v71, s16, v58                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v72, s16, v59                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v73, s16, v60                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v74, s16, v61                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v75, s16, v62                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v76, s16, v63                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v77, s16, v64                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v78, s16, v65                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v79, s16, v66                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v80, s16, v67                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v81, s16, v68                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v82, s16, v69                             ; examples/attention_gqa.kgen:34
	v_mov_b32 v54, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v55, v54, v1, s[28:29]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v54, v1, v4, s[30:31]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v4, v1, v19, s[32:33]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v19, v1, v70, s[36:37]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v56, v1, v71, s[38:39]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v57, v1, v72, s[40:41]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v58, v1, v73, s[42:43]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v59, v1, v74, s[44:45]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v60, v1, v75, s[46:47]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v61, v1, v76, s[48:49]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v62, v1, v77, s[50:51]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v63, v1, v78, s[52:53]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v64, v1, v79, s[54:55]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v65, v1, v80, s[56:57]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v66, v1, v81, s[58:59]
	v_mov_b32 v1, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v67, v1, v82, s[60:61]
	v_cmp_lt_u32 s[28:29], v9, s22                      ; 's' element in bounds
	v_cmp_lt_u32 s[30:31], v11, s21                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v68, v1, v55, s[32:33]
	v_add_u32 v1, 1, v11
	v_cmp_lt_u32 s[30:31], v1, s21                      ; 'tt' element in bounds
	s_and_b64 s[36:37], s[28:29], s[30:31]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v69, v1, v54, s[36:37]
	v_add_u32 v1, 2, v11
	v_cmp_lt_u32 s[30:31], v1, s21                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[28:29], s[30:31]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v70, v1, v4, s[38:39]
	v_add_u32 v1, 3, v11
	v_cmp_lt_u32 s[30:31], v1, s21                      ; 'tt' element in bounds
	s_and_b64 s[40:41], s[28:29], s[30:31]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v71, v1, v19, s[40:41]
	v_add_u32 v1, 8, v11
	v_cmp_lt_u32 s[30:31], v1, s21                      ; 'tt' element in bounds
	s_and_b64 s[42:43], s[28:29], s[30:31]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v72, v1, v56, s[42:43]
	v_add_u32 v1, 9, v11
	v_cmp_lt_u32 s[30:31], v1, s21                      ; 'tt' element in bounds
	s_and_b64 s[44:45], s[28:29], s[30:31]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v73, v1, v57, s[44:45]
	v_add_u32 v1, 10, v11
	v_cmp_lt_u32 s[30:31], v1, s21                      ; 'tt' element in bounds
	s_and_b64 s[46:47], s[28:29], s[30:31]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v74, v1, v58, s[46:47]
	v_add_u32 v1, 11, v11
	v_cmp_lt_u32 s[30:31], v1, s21                      ; 'tt' element in bounds
	s_and_b64 s[48:49], s[28:29], s[30:31]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v75, v1, v59, s[48:49]
	v_add_u32 v1, 16, v11
	v_cmp_lt_u32 s[30:31], v1, s21                      ; 'tt' element in bounds
	s_and_b64 s[50:51], s[28:29], s[30:31]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v76, v1, v60, s[50:51]
	v_add_u32 v1, 17, v11
	v_cmp_lt_u32 s[30:31], v1, s21                      ; 'tt' element in bounds
	s_and_b64 s[52:53], s[28:29], s[30:31]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v77, v1, v61, s[52:53]
	v_add_u32 v1, 18, v11
	v_cmp_lt_u32 s[30:31], v1, s21                      ; 'tt' element in bounds
	s_and_b64 s[54:55], s[28:29], s[30:31]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v78, v1, v62, s[54:55]
	v_add_u32 v1, 19, v11
	v_cmp_lt_u32 s[30:31], v1, s21                      ; 'tt' element in bounds
	s_and_b64 s[56:57], s[28:29], s[30:31]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v79, v1, v63, s[56:57]
	v_add_u32 v1, 24, v11
	v_cmp_lt_u32 s[30:31], v1, s21                      ; 'tt' element in bounds
	s_and_b64 s[58:59], s[28:29], s[30:31]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v80, v1, v64, s[58:59]
	v_add_u32 v1, 25, v11
	v_cmp_lt_u32 s[30:31], v1, s21                      ; 'tt' element in bounds
	s_and_b64 s[60:61], s[28:29], s[30:31]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v81, v1, v65, s[60:61]
	v_add_u32 v1, 26, v11
	v_cmp_lt_u32 s[30:31], v1, s21                      ; 'tt' element in bounds
	s_and_b64 s[62:63], s[28:29], s[30:31]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v82, v1, v66, s[62:63]
	v_add_u32 v1, 27, v11
	v_cmp_lt_u32 s[30:31], v1, s21                      ; 'tt' element in bounds
	s_and_b64 s[74:75], s[28:29], s[30:31]
	v_mov_b32 v1, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v83, v1, v67, s[74:75]
	v_max_f32 v1, v68, v69                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v68, v69
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v70                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v70
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v71                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v71
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v72                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v72
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v73                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v73
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v74                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v74
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v75                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v75
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v76                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v76
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v77                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v77
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v78                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v78
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v79                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v79
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v80                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v80
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v81                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v81
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v82                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v82
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v69, v83                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v69, v83
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_and_b32 v1, 63, v0                                ; max over 'tt' (examples/attention_gqa.kgen:35): lanes 32 apart
	v_xor_b32 v1, 32, v1
	v_lshlrev_b32 v1, 2, v1
	ds_bpermute_b32 v68, v1, v69
	s_waitcnt lgkmcnt(0)
	v_max_f32 v1, v69, v68
	v_cmp_u_f32 s[28:29], v69, v68
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	s_and_saveexec_b64 s[28:29], s[8:9]                 ; lanes where %vpred_245
	v_add_u32 v1, 0x15c00, v13                          ; max over 'tt' (examples/attention_gqa.kgen:35): this warp group's partial
	ds_write_b32 v1, v69
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v1, 0x15c00, v15                          ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 0
	ds_read_b32 v68, v1
	v_add_u32 v1, 0x15d00, v15                          ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 1
	ds_read_b32 v69, v1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v1, v68, v69
	v_cmp_u_f32 s[28:29], v68, v69
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_max_f32 v1, v20, v69                              ; examples/attention_gqa.kgen:35
	v_cmp_u_f32 s[28:29], v20, v69
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v1, v68, s[28:29]
	v_sub_f32 v1, v20, v69                              ; examples/attention_gqa.kgen:37
	v_mul_f32 v68, 0x3fb8aa3b, v1                       ; examples/attention_gqa.kgen:37
	v_exp_f32 v1, v68                                   ; examples/attention_gqa.kgen:37
	s_nop 0
	v_mul_f32 v68, v22, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v70, v23, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v71, v24, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v72, v25, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v73, v26, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v74, v27, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v75, v28, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v76, v29, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v77, v30, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v78, v31, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v79, v32, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v80, v33, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v81, v34, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v82, v35, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v83, v36, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v84, v37, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v85, v38, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v86, v39, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v87, v40, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v88, v41, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v89, v42, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v90, v43, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v91, v44, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v92, v45, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v93, v46, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v94, v47, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v95, v48, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v96, v49, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v97, v50, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v98, v51, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v99, v52, v1                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v100, v53, v1                             ; examples/attention_gqa.kgen:39
	v_mov_b32 v22, v68                                  ; 'acc' scaled in place
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
	s_add_u32 s28, s10, s64                             ; 'v' at this chunk
	s_addc_u32 s29, s11, s65
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[66:67]               ; lanes where %vpred_1054
	global_load_ushort v68, v5, s[28:29]                ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[66:67]               ; lanes where %vpred_1054
	global_load_ushort v68, v5, s[28:29] offset:2       ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[66:67]               ; lanes where %vpred_1054
	global_load_ushort v68, v5, s[28:29] offset:4       ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[66:67]               ; lanes where %vpred_1054
	global_load_ushort v68, v5, s[28:29] offset:6       ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[66:67]               ; lanes where %vpred_1054
	global_load_ushort v68, v5, s[28:29] offset:8       ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[66:67]               ; lanes where %vpred_1054
	global_load_ushort v68, v5, s[28:29] offset:10      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[66:67]               ; lanes where %vpred_1054
	global_load_ushort v68, v5, s[28:29] offset:12      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[66:67]               ; lanes where %vpred_1054
	global_load_ushort v68, v5, s[28:29] offset:14      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[68:69]               ; lanes where %vpred_1072
	v_add_u32 v78, 0x1000, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v78, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[68:69]               ; lanes where %vpred_1072
	v_add_u32 v79, 0x1002, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v79, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[68:69]               ; lanes where %vpred_1072
	v_add_u32 v80, 0x1004, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v80, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[68:69]               ; lanes where %vpred_1072
	v_add_u32 v81, 0x1006, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v81, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[68:69]               ; lanes where %vpred_1072
	v_add_u32 v82, 0x1008, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v82, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[68:69]               ; lanes where %vpred_1072
	v_add_u32 v83, 0x100a, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v83, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[68:69]               ; lanes where %vpred_1072
	v_add_u32 v84, 0x100c, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v84, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[68:69]               ; lanes where %vpred_1072
	v_add_u32 v85, 0x100e, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v85, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[70:71]               ; lanes where %vpred_1090
	v_add_u32 v86, 0x2000, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v86, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[70:71]               ; lanes where %vpred_1090
	v_add_u32 v87, 0x2002, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v87, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v87, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[70:71]               ; lanes where %vpred_1090
	v_add_u32 v88, 0x2004, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v88, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[70:71]               ; lanes where %vpred_1090
	v_add_u32 v89, 0x2006, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v89, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v89, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[70:71]               ; lanes where %vpred_1090
	v_add_u32 v90, 0x2008, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v90, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v90, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[70:71]               ; lanes where %vpred_1090
	v_add_u32 v91, 0x200a, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v91, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v91, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[70:71]               ; lanes where %vpred_1090
	v_add_u32 v92, 0x200c, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v92, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v92, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[70:71]               ; lanes where %vpred_1090
	v_add_u32 v93, 0x200e, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v93, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v93, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[72:73]               ; lanes where %vpred_1108
	v_add_u32 v94, 0x3000, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v94, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v94, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[72:73]               ; lanes where %vpred_1108
	v_add_u32 v95, 0x3002, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v95, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v95, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[72:73]               ; lanes where %vpred_1108
	v_add_u32 v96, 0x3004, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v96, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v96, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[72:73]               ; lanes where %vpred_1108
	v_add_u32 v97, 0x3006, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v97, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v97, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[72:73]               ; lanes where %vpred_1108
	v_add_u32 v98, 0x3008, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v98, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v98, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[72:73]               ; lanes where %vpred_1108
	v_add_u32 v99, 0x300a, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v99, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v99, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[72:73]               ; lanes where %vpred_1108
	v_add_u32 v100, 0x300c, v5                          ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v100, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v100, 16, v68
	v_mov_b32 v68, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[72:73]               ; lanes where %vpred_1108
	v_add_u32 v101, 0x300e, v5                          ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v68, v101, s[28:29]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v101, 16, v68
	v_lshrrev_b32 v68, 16, v70
	ds_write_b16 v16, v68 offset:34816                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v71
	ds_write_b16 v16, v68 offset:34960                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v72
	ds_write_b16 v16, v68 offset:35104                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v73
	ds_write_b16 v16, v68 offset:35248                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v74
	ds_write_b16 v16, v68 offset:35392                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v75
	ds_write_b16 v16, v68 offset:35536                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v76
	ds_write_b16 v16, v68 offset:35680                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v77
	ds_write_b16 v16, v68 offset:35824                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v78
	ds_write_b16 v16, v68 offset:34848                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v79
	ds_write_b16 v16, v68 offset:34992                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v80
	ds_write_b16 v16, v68 offset:35136                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v81
	ds_write_b16 v16, v68 offset:35280                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v82
	ds_write_b16 v16, v68 offset:35424                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v83
	ds_write_b16 v16, v68 offset:35568                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v84
	ds_write_b16 v16, v68 offset:35712                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v85
	ds_write_b16 v16, v68 offset:35856                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v86
	ds_write_b16 v16, v68 offset:34880                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v87
	ds_write_b16 v16, v68 offset:35024                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v88
	ds_write_b16 v16, v68 offset:35168                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v89
	ds_write_b16 v16, v68 offset:35312                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v90
	ds_write_b16 v16, v68 offset:35456                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v91
	ds_write_b16 v16, v68 offset:35600                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v92
	ds_write_b16 v16, v68 offset:35744                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v93
	ds_write_b16 v16, v68 offset:35888                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v94
	ds_write_b16 v16, v68 offset:34912                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v95
	ds_write_b16 v16, v68 offset:35056                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v96
	ds_write_b16 v16, v68 offset:35200                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v97
	ds_write_b16 v16, v68 offset:35344                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v98
	ds_write_b16 v16, v68 offset:35488                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v99
	ds_write_b16 v16, v68 offset:35632                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v100
	ds_write_b16 v16, v68 offset:35776                  ; A operand of the product: stage
	v_lshrrev_b32 v68, 16, v101
	ds_write_b16 v16, v68 offset:35920                  ; A operand of the product: stage
	v_mul_f32 v68, 0xbfb8aa3b, v69                      ; -m log2 e of e^(x - m), once per m (examples/attention_gqa.kgen:36)
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v55, v70, v68
	v_exp_f32 v55, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v54, v70, v68
	v_exp_f32 v54, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v4, v70, v68
	v_exp_f32 v4, v71                                   ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v19, v70, v68
	v_exp_f32 v19, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v56, v70, v68
	v_exp_f32 v56, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v57, v70, v68
	v_exp_f32 v57, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v58, v70, v68
	v_exp_f32 v58, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v59, v70, v68
	v_exp_f32 v59, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v60, v70, v68
	v_exp_f32 v60, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v61, v70, v68
	v_exp_f32 v61, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v62, v70, v68
	v_exp_f32 v62, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v63, v70, v68
	v_exp_f32 v63, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v64, v70, v68
	v_exp_f32 v64, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v65, v70, v68
	v_exp_f32 v65, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v66, v70, v68
	v_exp_f32 v66, v71                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v71, v67, v70, v68
	v_exp_f32 v67, v71                                  ; examples/attention_gqa.kgen:36
	v_bfe_u32 v68, v55, 16, 1                           ; round to bf16
	v_add3_u32 v70, v55, v68, s7
	v_cmp_u_f32 s[28:29], v55, v55
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v70, v68, s[28:29]
	v_and_b32 v68, 0xffff0000, v70
	v_bfe_u32 v70, v54, 16, 1                           ; round to bf16
	v_add3_u32 v71, v54, v70, s7
	v_cmp_u_f32 s[28:29], v54, v54
	v_mov_b32 v70, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[28:29]
	v_and_b32 v70, 0xffff0000, v71
	v_bfe_u32 v71, v4, 16, 1                            ; round to bf16
	v_add3_u32 v72, v4, v71, s7
	v_cmp_u_f32 s[28:29], v4, v4
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v72, v71, s[28:29]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v19, 16, 1                           ; round to bf16
	v_add3_u32 v73, v19, v72, s7
	v_cmp_u_f32 s[28:29], v19, v19
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[28:29]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v56, 16, 1                           ; round to bf16
	v_add3_u32 v74, v56, v73, s7
	v_cmp_u_f32 s[28:29], v56, v56
	v_mov_b32 v73, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v74, v74, v73, s[28:29]
	v_and_b32 v73, 0xffff0000, v74
	v_bfe_u32 v74, v57, 16, 1                           ; round to bf16
	v_add3_u32 v75, v57, v74, s7
	v_cmp_u_f32 s[28:29], v57, v57
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v75, v74, s[28:29]
	v_and_b32 v74, 0xffff0000, v75
	v_bfe_u32 v75, v58, 16, 1                           ; round to bf16
	v_add3_u32 v76, v58, v75, s7
	v_cmp_u_f32 s[28:29], v58, v58
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v76, v75, s[28:29]
	v_and_b32 v75, 0xffff0000, v76
	v_bfe_u32 v76, v59, 16, 1                           ; round to bf16
	v_add3_u32 v77, v59, v76, s7
	v_cmp_u_f32 s[28:29], v59, v59
	v_mov_b32 v76, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[28:29]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v60, 16, 1                           ; round to bf16
	v_add3_u32 v78, v60, v77, s7
	v_cmp_u_f32 s[28:29], v60, v60
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[28:29]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v61, 16, 1                           ; round to bf16
	v_add3_u32 v79, v61, v78, s7
	v_cmp_u_f32 s[28:29], v61, v61
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[28:29]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v62, 16, 1                           ; round to bf16
	v_add3_u32 v80, v62, v79, s7
	v_cmp_u_f32 s[28:29], v62, v62
	v_mov_b32 v79, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v80, v80, v79, s[28:29]
	v_and_b32 v79, 0xffff0000, v80
	v_bfe_u32 v80, v63, 16, 1                           ; round to bf16
	v_add3_u32 v81, v63, v80, s7
	v_cmp_u_f32 s[28:29], v63, v63
	v_mov_b32 v80, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v81, v81, v80, s[28:29]
	v_and_b32 v80, 0xffff0000, v81
	v_bfe_u32 v81, v64, 16, 1                           ; round to bf16
	v_add3_u32 v82, v64, v81, s7
	v_cmp_u_f32 s[28:29], v64, v64
	v_mov_b32 v81, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v82, v82, v81, s[28:29]
	v_and_b32 v81, 0xffff0000, v82
	v_bfe_u32 v82, v65, 16, 1                           ; round to bf16
	v_add3_u32 v83, v65, v82, s7
	v_cmp_u_f32 s[28:29], v65, v65
	v_mov_b32 v82, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v83, v83, v82, s[28:29]
	v_and_b32 v82, 0xffff0000, v83
	v_bfe_u32 v83, v66, 16, 1                           ; round to bf16
	v_add3_u32 v84, v66, v83, s7
	v_cmp_u_f32 s[28:29], v66, v66
	v_mov_b32 v83, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v84, v83, s[28:29]
	v_and_b32 v83, 0xffff0000, v84
	v_bfe_u32 v84, v67, 16, 1                           ; round to bf16
	v_add3_u32 v85, v67, v84, s7
	v_cmp_u_f32 s[28:29], v67, v67
	v_mov_b32 v84, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v85, v85, v84, s[28:29]
	v_and_b32 v84, 0xffff0000, v85
	v_cndmask_b32 v85, 0, v68, s[32:33]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v85
	v_add_u32 v85, 0x15e00, v17                         ; B operand of the product: stage
	ds_write_b16 v85, v68
	v_cndmask_b32 v68, 0, v70, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v70, 16, v68
	v_add_u32 v68, 0x15e02, v17                         ; B operand of the product: stage
	ds_write_b16 v68, v70
	v_cndmask_b32 v68, 0, v71, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v70, 16, v68
	v_add_u32 v68, 0x15e04, v17                         ; B operand of the product: stage
	ds_write_b16 v68, v70
	v_cndmask_b32 v68, 0, v72, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v70, 16, v68
	v_add_u32 v68, 0x15e06, v17                         ; B operand of the product: stage
	ds_write_b16 v68, v70
	v_cndmask_b32 v68, 0, v73, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v70, 16, v68
	v_add_u32 v68, 0x15e10, v17                         ; B operand of the product: stage
	ds_write_b16 v68, v70
	v_cndmask_b32 v68, 0, v74, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v70, 16, v68
	v_add_u32 v68, 0x15e12, v17                         ; B operand of the product: stage
	ds_write_b16 v68, v70
	v_cndmask_b32 v68, 0, v75, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v70, 16, v68
	v_add_u32 v68, 0x15e14, v17                         ; B operand of the product: stage
	ds_write_b16 v68, v70
	v_cndmask_b32 v68, 0, v76, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v70, 16, v68
	v_add_u32 v68, 0x15e16, v17                         ; B operand of the product: stage
	ds_write_b16 v68, v70
	v_cndmask_b32 v68, 0, v77, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v70, 16, v68
	v_add_u32 v68, 0x15e20, v17                         ; B operand of the product: stage
	ds_write_b16 v68, v70
	v_cndmask_b32 v68, 0, v78, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v70, 16, v68
	v_add_u32 v68, 0x15e22, v17                         ; B operand of the product: stage
	ds_write_b16 v68, v70
	v_cndmask_b32 v68, 0, v79, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v70, 16, v68
	v_add_u32 v68, 0x15e24, v17                         ; B operand of the product: stage
	ds_write_b16 v68, v70
	v_cndmask_b32 v68, 0, v80, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v70, 16, v68
	v_add_u32 v68, 0x15e26, v17                         ; B operand of the product: stage
	ds_write_b16 v68, v70
	v_cndmask_b32 v68, 0, v81, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v70, 16, v68
	v_add_u32 v68, 0x15e30, v17                         ; B operand of the product: stage
	ds_write_b16 v68, v70
	v_cndmask_b32 v68, 0, v82, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v70, 16, v68
	v_add_u32 v68, 0x15e32, v17                         ; B operand of the product: stage
	ds_write_b16 v68, v70
	v_cndmask_b32 v68, 0, v83, s[62:63]                 ; absent elements add nothing
	v_lshrrev_b32 v70, 16, v68
	v_add_u32 v68, 0x15e34, v17                         ; B operand of the product: stage
	ds_write_b16 v68, v70
	v_cndmask_b32 v68, 0, v84, s[74:75]                 ; absent elements add nothing
	v_lshrrev_b32 v70, 16, v68
	v_add_u32 v68, 0x15e36, v17                         ; B operand of the product: stage
	ds_write_b16 v68, v70
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v68, 0x15e00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[70:73], v68
	ds_read_b128 v[74:77], v8 offset:34816              ; A fragment 0 of k-step 0
	ds_read_b128 v[78:81], v8 offset:39424              ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[74:77], v[70:73], v[22:37] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[78:81], v[70:73], v[38:53] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v68, 0x15e20, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[70:73], v68
	ds_read_b128 v[74:77], v8 offset:34848              ; A fragment 0 of k-step 1
	ds_read_b128 v[78:81], v8 offset:39456              ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[74:77], v[70:73], v[22:37] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[78:81], v[70:73], v[38:53] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v68, 0x15e40, v10                         ; B fragment 0 of k-step 2
	ds_read_b128 v[70:73], v68
	ds_read_b128 v[74:77], v8 offset:34880              ; A fragment 0 of k-step 2
	ds_read_b128 v[78:81], v8 offset:39488              ; A fragment 1 of k-step 2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[74:77], v[70:73], v[22:37] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[78:81], v[70:73], v[38:53] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v68, 0x15e60, v10                         ; B fragment 0 of k-step 3
	ds_read_b128 v[70:73], v68
	ds_read_b128 v[74:77], v8 offset:34912              ; A fragment 0 of k-step 3
	ds_read_b128 v[78:81], v8 offset:39520              ; A fragment 1 of k-step 3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[22:37], v[74:77], v[70:73], v[22:37] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[38:53], v[78:81], v[70:73], v[38:53] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_mul_f32 v68, v21, v1                              ; examples/attention_gqa.kgen:38
	v_cndmask_b32 v1, 0, v55, s[32:33]                  ; absent elements contribute the identity
	v_cndmask_b32 v55, 0, v54, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v54, 0, v4, s[38:39]                  ; absent elements contribute the identity
	v_cndmask_b32 v4, 0, v19, s[40:41]                  ; absent elements contribute the identity
	v_cndmask_b32 v19, 0, v56, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v56, 0, v57, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v58, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v59, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v60, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v61, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v62, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v63, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v64, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v65, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v66, s[62:63]                 ; absent elements contribute the identity
	v_cndmask_b32 v66, 0, v67, s[74:75]                 ; absent elements contribute the identity
	v_add_f32 v67, v1, v55                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v1, v67, v54                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v54, v1, v4                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v1, v54, v19                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v1, v56                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v1, v4, v57                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v1, v58                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v1, v4, v59                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v1, v60                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v1, v4, v61                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v1, v62                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v1, v4, v63                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v1, v64                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v1, v4, v65                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v1, v66                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_and_b32 v1, 63, v0                                ; sum over 'tt' (examples/attention_gqa.kgen:38): lanes 32 apart
	v_xor_b32 v1, 32, v1
	v_lshlrev_b32 v1, 2, v1
	ds_bpermute_b32 v19, v1, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v4, v19
	s_and_saveexec_b64 s[28:29], s[8:9]                 ; lanes where %vpred_245
	v_add_u32 v4, 0x1a200, v13                          ; sum over 'tt' (examples/attention_gqa.kgen:38): this warp group's partial
	ds_write_b32 v4, v1
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v1, 0x1a200, v15                          ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 0
	ds_read_b32 v4, v1
	v_add_u32 v1, 0x1a300, v15                          ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 1
	ds_read_b32 v19, v1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v1, v4, v19
	v_add_f32 v4, v68, v1                               ; examples/attention_gqa.kgen:38
	v_mov_b32 v21, v4                                   ; next 'l'
	v_mov_b32 v20, v69                                  ; next 'mx'
	s_add_u32 s14, s14, 64
	s_cmp_lt_u32 s14, s15
	s_cbranch_scc1 .Lattention_gqa_causal_loop2
.Lattention_gqa_causal_loop2_end:
	v_mov_b32 v1, 1.0                                   ; examples/attention_gqa.kgen:42
	v_div_scale_f32 v4, s[14:15], v21, v21, v1
	v_rcp_f32 v19, v4
	v_div_scale_f32 v20, vcc, v1, v21, v1
	v_fma_f32 v54, -v4, v19, 1.0
	v_fma_f32 v19, v54, v19, v19
	v_mul_f32 v55, v20, v19
	v_fma_f32 v54, -v4, v55, v20
	v_fma_f32 v55, v54, v19, v55
	v_fma_f32 v54, -v4, v55, v20
	v_div_fmas_f32 v54, v54, v19, v55
	v_div_fixup_f32 v4, v54, v21, v1
	v_mul_f32 v1, v22, v4                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v19, v23, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v20, v24, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v21, v25, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v54, v26, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v55, v27, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v56, v28, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v57, v29, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v58, v30, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v59, v31, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v60, v32, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v61, v33, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v62, v34, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v63, v35, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v64, v36, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v65, v37, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v22, v38, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v23, v39, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v24, v40, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v25, v41, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v26, v42, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v27, v43, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v28, v44, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v29, v45, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v30, v46, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v31, v47, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v32, v48, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v33, v49, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v34, v50, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v35, v51, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v36, v52, v4                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v37, v53, v4                              ; examples/attention_gqa.kgen:42
	v_mov_b32 v4, 0x7fc00000
	v_cmp_u_f32 s[14:15], v1, v1
	v_cmp_u_f32 s[28:29], v19, v19
	v_bfe_u32 v38, v1, 16, 1
	v_bfe_u32 v39, v19, 16, 1
	v_add3_u32 v40, v1, v38, s7
	v_add3_u32 v1, v19, v39, s7
	v_cndmask_b32 v40, v40, v4, s[14:15]
	v_cndmask_b32 v1, v1, v4, s[28:29]
	v_perm_b32 v4, v1, v40, s6
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[14:15], v20, v20
	v_cmp_u_f32 s[28:29], v21, v21
	v_bfe_u32 v19, v20, 16, 1
	v_bfe_u32 v38, v21, 16, 1
	v_add3_u32 v39, v20, v19, s7
	v_add3_u32 v19, v21, v38, s7
	v_cndmask_b32 v39, v39, v1, s[14:15]
	v_cndmask_b32 v19, v19, v1, s[28:29]
	v_perm_b32 v1, v19, v39, s6
	v_mov_b32 v20, v4                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v21, v1
	global_store_dwordx2 v3, v[20:21], s[12:13]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[14:15], v54, v54
	v_cmp_u_f32 s[28:29], v55, v55
	v_bfe_u32 v4, v54, 16, 1
	v_bfe_u32 v19, v55, 16, 1
	v_add3_u32 v20, v54, v4, s7
	v_add3_u32 v4, v55, v19, s7
	v_cndmask_b32 v20, v20, v1, s[14:15]
	v_cndmask_b32 v4, v4, v1, s[28:29]
	v_perm_b32 v1, v4, v20, s6
	v_mov_b32 v4, 0x7fc00000
	v_cmp_u_f32 s[14:15], v56, v56
	v_cmp_u_f32 s[28:29], v57, v57
	v_bfe_u32 v19, v56, 16, 1
	v_bfe_u32 v20, v57, 16, 1
	v_add3_u32 v21, v56, v19, s7
	v_add3_u32 v19, v57, v20, s7
	v_cndmask_b32 v21, v21, v4, s[14:15]
	v_cndmask_b32 v19, v19, v4, s[28:29]
	v_perm_b32 v4, v19, v21, s6
	v_mov_b32 v20, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v21, v4
	global_store_dwordx2 v3, v[20:21], s[12:13] offset:16
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[14:15], v58, v58
	v_cmp_u_f32 s[28:29], v59, v59
	v_bfe_u32 v4, v58, 16, 1
	v_bfe_u32 v19, v59, 16, 1
	v_add3_u32 v20, v58, v4, s7
	v_add3_u32 v4, v59, v19, s7
	v_cndmask_b32 v20, v20, v1, s[14:15]
	v_cndmask_b32 v4, v4, v1, s[28:29]
	v_perm_b32 v1, v4, v20, s6
	v_mov_b32 v4, 0x7fc00000
	v_cmp_u_f32 s[14:15], v60, v60
	v_cmp_u_f32 s[28:29], v61, v61
	v_bfe_u32 v19, v60, 16, 1
	v_bfe_u32 v20, v61, 16, 1
	v_add3_u32 v21, v60, v19, s7
	v_add3_u32 v19, v61, v20, s7
	v_cndmask_b32 v21, v21, v4, s[14:15]
	v_cndmask_b32 v19, v19, v4, s[28:29]
	v_perm_b32 v4, v19, v21, s6
	v_mov_b32 v20, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v21, v4
	global_store_dwordx2 v3, v[20:21], s[12:13] offset:32
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[14:15], v62, v62
	v_cmp_u_f32 s[28:29], v63, v63
	v_bfe_u32 v4, v62, 16, 1
	v_bfe_u32 v19, v63, 16, 1
	v_add3_u32 v20, v62, v4, s7
	v_add3_u32 v4, v63, v19, s7
	v_cndmask_b32 v20, v20, v1, s[14:15]
	v_cndmask_b32 v4, v4, v1, s[28:29]
	v_perm_b32 v1, v4, v20, s6
	v_mov_b32 v4, 0x7fc00000
	v_cmp_u_f32 s[14:15], v64, v64
	v_cmp_u_f32 s[28:29], v65, v65
	v_bfe_u32 v19, v64, 16, 1
	v_bfe_u32 v20, v65, 16, 1
	v_add3_u32 v21, v64, v19, s7
	v_add3_u32 v19, v65, v20, s7
	v_cndmask_b32 v21, v21, v4, s[14:15]
	v_cndmask_b32 v19, v19, v4, s[28:29]
	v_perm_b32 v4, v19, v21, s6
	v_mov_b32 v20, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v21, v4
	global_store_dwordx2 v3, v[20:21], s[12:13] offset:48
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[14:15], v22, v22
	v_cmp_u_f32 s[28:29], v23, v23
	v_bfe_u32 v4, v22, 16, 1
	v_bfe_u32 v19, v23, 16, 1
	v_add3_u32 v20, v22, v4, s7
	v_add3_u32 v4, v23, v19, s7
	v_cndmask_b32 v20, v20, v1, s[14:15]
	v_cndmask_b32 v4, v4, v1, s[28:29]
	v_perm_b32 v1, v4, v20, s6
	v_mov_b32 v4, 0x7fc00000
	v_cmp_u_f32 s[14:15], v24, v24
	v_cmp_u_f32 s[28:29], v25, v25
	v_bfe_u32 v19, v24, 16, 1
	v_bfe_u32 v20, v25, 16, 1
	v_add3_u32 v21, v24, v19, s7
	v_add3_u32 v19, v25, v20, s7
	v_cndmask_b32 v21, v21, v4, s[14:15]
	v_cndmask_b32 v19, v19, v4, s[28:29]
	v_perm_b32 v4, v19, v21, s6
	v_mov_b32 v20, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v21, v4
	global_store_dwordx2 v3, v[20:21], s[12:13] offset:64
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[14:15], v26, v26
	v_cmp_u_f32 s[28:29], v27, v27
	v_bfe_u32 v4, v26, 16, 1
	v_bfe_u32 v19, v27, 16, 1
	v_add3_u32 v20, v26, v4, s7
	v_add3_u32 v4, v27, v19, s7
	v_cndmask_b32 v20, v20, v1, s[14:15]
	v_cndmask_b32 v4, v4, v1, s[28:29]
	v_perm_b32 v1, v4, v20, s6
	v_mov_b32 v4, 0x7fc00000
	v_cmp_u_f32 s[14:15], v28, v28
	v_cmp_u_f32 s[28:29], v29, v29
	v_bfe_u32 v19, v28, 16, 1
	v_bfe_u32 v20, v29, 16, 1
	v_add3_u32 v21, v28, v19, s7
	v_add3_u32 v19, v29, v20, s7
	v_cndmask_b32 v21, v21, v4, s[14:15]
	v_cndmask_b32 v19, v19, v4, s[28:29]
	v_perm_b32 v4, v19, v21, s6
	v_mov_b32 v20, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v21, v4
	global_store_dwordx2 v3, v[20:21], s[12:13] offset:80
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[14:15], v30, v30
	v_cmp_u_f32 s[28:29], v31, v31
	v_bfe_u32 v4, v30, 16, 1
	v_bfe_u32 v19, v31, 16, 1
	v_add3_u32 v20, v30, v4, s7
	v_add3_u32 v4, v31, v19, s7
	v_cndmask_b32 v20, v20, v1, s[14:15]
	v_cndmask_b32 v4, v4, v1, s[28:29]
	v_perm_b32 v1, v4, v20, s6
	v_mov_b32 v4, 0x7fc00000
	v_cmp_u_f32 s[14:15], v32, v32
	v_cmp_u_f32 s[28:29], v33, v33
	v_bfe_u32 v19, v32, 16, 1
	v_bfe_u32 v20, v33, 16, 1
	v_add3_u32 v21, v32, v19, s7
	v_add3_u32 v19, v33, v20, s7
	v_cndmask_b32 v21, v21, v4, s[14:15]
	v_cndmask_b32 v19, v19, v4, s[28:29]
	v_perm_b32 v4, v19, v21, s6
	v_mov_b32 v20, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v21, v4
	global_store_dwordx2 v3, v[20:21], s[12:13] offset:96
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[14:15], v34, v34
	v_cmp_u_f32 s[28:29], v35, v35
	v_bfe_u32 v4, v34, 16, 1
	v_bfe_u32 v19, v35, 16, 1
	v_add3_u32 v20, v34, v4, s7
	v_add3_u32 v4, v35, v19, s7
	v_cndmask_b32 v20, v20, v1, s[14:15]
	v_cndmask_b32 v4, v4, v1, s[28:29]
	v_perm_b32 v1, v4, v20, s6
	v_mov_b32 v4, 0x7fc00000
	v_cmp_u_f32 s[14:15], v36, v36
	v_cmp_u_f32 s[28:29], v37, v37
	v_bfe_u32 v19, v36, 16, 1
	v_bfe_u32 v20, v37, 16, 1
	v_add3_u32 v21, v36, v19, s7
	v_add3_u32 v19, v37, v20, s7
	v_cndmask_b32 v21, v21, v4, s[14:15]
	v_cndmask_b32 v19, v19, v4, s[28:29]
	v_perm_b32 v4, v19, v21, s6
	v_mov_b32 v20, v1                                   ; examples/attention_gqa.kgen:42: 8-byte store to 'o_causal'
	v_mov_b32 v21, v4
	global_store_dwordx2 v3, v[20:21], s[12:13] offset:112
	s_branch .Lattention_gqa_causal_if0_end
.Lattention_gqa_causal_if0_else:
	v_cmp_lt_u32 s[14:15], v2, s22
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[14:15]               ; lanes where %vpred_1709
	global_load_dwordx4 v[20:23], v5, s[26:27]          ; examples/attention_gqa.kgen:34: 16 bytes of 'q'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[20:23]                          ; 16 bytes into opinv0
	v_add_u32 v1, 16, v2
	v_cmp_lt_u32 s[14:15], v1, s22
	v_add_u32 v4, 0x1000, v5
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[14:15]               ; lanes where %vpred_1715
	global_load_dwordx4 v[20:23], v4, s[26:27]          ; examples/attention_gqa.kgen:34: 16 bytes of 'q'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[20:23] offset:4352              ; 16 bytes into opinv0
	v_add_u32 v19, 32, v2
	v_cmp_lt_u32 s[14:15], v19, s22
	v_add_u32 v20, 0x2000, v5
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[14:15]               ; lanes where %vpred_1722
	global_load_dwordx4 v[22:25], v20, s[26:27]         ; examples/attention_gqa.kgen:34: 16 bytes of 'q'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[22:25] offset:8704              ; 16 bytes into opinv0
	v_add_u32 v21, 48, v2
	v_cmp_lt_u32 s[14:15], v21, s22
	v_add_u32 v22, 0x3000, v5
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[14:15]               ; lanes where %vpred_1729
	global_load_dwordx4 v[24:27], v22, s[26:27]         ; examples/attention_gqa.kgen:34: 16 bytes of 'q'
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[24:27] offset:13056             ; 16 bytes into opinv0
	v_add_f32 v23, 0, 0                                 ; examples/attention_gqa.kgen:32
	v_mov_b32 v24, v23                                  ; loop-carried 'acc'
	v_mov_b32 v25, v23                                  ; loop-carried 'acc'
	v_mov_b32 v26, v23                                  ; loop-carried 'acc'
	v_mov_b32 v27, v23                                  ; loop-carried 'acc'
	v_mov_b32 v28, v23                                  ; loop-carried 'acc'
	v_mov_b32 v29, v23                                  ; loop-carried 'acc'
	v_mov_b32 v30, v23                                  ; loop-carried 'acc'
	v_mov_b32 v31, v23                                  ; loop-carried 'acc'
	v_mov_b32 v32, v23                                  ; loop-carried 'acc'
	v_mov_b32 v33, v23                                  ; loop-carried 'acc'
	v_mov_b32 v34, v23                                  ; loop-carried 'acc'
	v_mov_b32 v35, v23                                  ; loop-carried 'acc'
	v_mov_b32 v36, v23                                  ; loop-carried 'acc'
	v_mov_b32 v37, v23                                  ; loop-carried 'acc'
	v_mov_b32 v38, v23                                  ; loop-carried 'acc'
	v_mov_b32 v39, v23                                  ; loop-carried 'acc'
	v_mov_b32 v40, v23                                  ; loop-carried 'acc'
	v_mov_b32 v41, v23                                  ; loop-carried 'acc'
	v_mov_b32 v42, v23                                  ; loop-carried 'acc'
	v_mov_b32 v43, v23                                  ; loop-carried 'acc'
	v_mov_b32 v44, v23                                  ; loop-carried 'acc'
	v_mov_b32 v45, v23                                  ; loop-carried 'acc'
	v_mov_b32 v46, v23                                  ; loop-carried 'acc'
	v_mov_b32 v47, v23                                  ; loop-carried 'acc'
	v_mov_b32 v48, v23                                  ; loop-carried 'acc'
	v_mov_b32 v49, v23                                  ; loop-carried 'acc'
	v_mov_b32 v50, v23                                  ; loop-carried 'acc'
	v_mov_b32 v51, v23                                  ; loop-carried 'acc'
	v_mov_b32 v52, v23                                  ; loop-carried 'acc'
	v_mov_b32 v53, v23                                  ; loop-carried 'acc'
	v_mov_b32 v54, v23                                  ; loop-carried 'acc'
	v_mov_b32 v55, v23                                  ; loop-carried 'acc'
	v_mov_b32 v56, v23                                  ; loop-carried 'l'
	v_mov_b32 v23, 0xff800000                           ; examples/attention_gqa.kgen:30
	v_add_f32 v57, v23, 0
	v_mov_b32 v23, v57                                  ; loop-carried 'mx'
	s_add_u32 s14, s20, s22
	s_max_i32 s15, s14, 0
	s_min_u32 s14, s15, s19                             ; for tt: stops after the last 'tt' the mask at 34:13 shows (tt <= s)
	s_add_u32 s15, s20, 1
	s_max_i32 s17, s15, 0
	s_min_i32 s15, s17, s14
	s_and_b32 s17, s15, 0xffffffc0                      ; whole steps of 'tt' with every element shown by the mask at 34:13: no mask there
	s_cmp_ge_u32 s17, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s15, 1, 0
	s_sub_u32 s18, s17, 63
	s_cmp_lg_u32 s15, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s15, s18, 0
	s_mul_i32 s18, 0, 0x80
	s_mul_hi_u32 s19, 0, 0x80
	s_lshl_b64 s[26:27], s[18:19], 1
	s_add_u32 s18, s34, s26                             ; 'k' at this chunk
	s_addc_u32 s19, s35, s27
	s_cmp_lt_u32 0, s15                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s21, 1, 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_4138
	s_cbranch_scc1 .Lattention_gqa_causal_skip24
	global_load_dwordx4 v[58:61], v5, s[18:19]          ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip24:
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[58:61] offset:17408             ; 16 bytes into st1
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_4138
	s_cbranch_scc1 .Lattention_gqa_causal_skip25
	global_load_dwordx4 v[58:61], v4, s[18:19]          ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip25:
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[58:61] offset:21760             ; 16 bytes into st1
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_4138
	s_cbranch_scc1 .Lattention_gqa_causal_skip26
	global_load_dwordx4 v[58:61], v20, s[18:19]         ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip26:
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[58:61] offset:26112             ; 16 bytes into st1
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_4138
	s_cbranch_scc1 .Lattention_gqa_causal_skip27
	global_load_dwordx4 v[58:61], v22, s[18:19]         ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip27:
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[58:61] offset:30464             ; 16 bytes into st1
	s_add_u32 s18, s10, s26                             ; 'v' at this chunk
	s_addc_u32 s19, s11, s27
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_4138
	s_cbranch_scc1 .Lattention_gqa_causal_skip28
	global_load_dwordx4 v[58:61], v18, s[18:19]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip28:
	v_add_u32 v57, 0x100, v18
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_4138
	s_cbranch_scc1 .Lattention_gqa_causal_skip29
	global_load_dwordx4 v[62:65], v57, s[18:19]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip29:
	s_waitcnt vmcnt(0)
	v_perm_b32 v57, v62, v58, s5                        ; (k, k+1) of column 0
	ds_write_b32 v7, v57 offset:34816                   ; a K-pair into st2
	v_perm_b32 v57, v62, v58, s6                        ; (k, k+1) of column 1
	ds_write_b32 v7, v57 offset:34960                   ; a K-pair into st2
	v_perm_b32 v57, v63, v59, s5                        ; (k, k+1) of column 2
	ds_write_b32 v7, v57 offset:35104                   ; a K-pair into st2
	v_perm_b32 v57, v63, v59, s6                        ; (k, k+1) of column 3
	ds_write_b32 v7, v57 offset:35248                   ; a K-pair into st2
	v_perm_b32 v57, v64, v60, s5                        ; (k, k+1) of column 4
	ds_write_b32 v7, v57 offset:35392                   ; a K-pair into st2
	v_perm_b32 v57, v64, v60, s6                        ; (k, k+1) of column 5
	ds_write_b32 v7, v57 offset:35536                   ; a K-pair into st2
	v_perm_b32 v57, v65, v61, s5                        ; (k, k+1) of column 6
	ds_write_b32 v7, v57 offset:35680                   ; a K-pair into st2
	v_perm_b32 v57, v65, v61, s6                        ; (k, k+1) of column 7
	ds_write_b32 v7, v57 offset:35824                   ; a K-pair into st2
	v_add_u32 v57, 0x2000, v18
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_4138
	s_cbranch_scc1 .Lattention_gqa_causal_skip30
	global_load_dwordx4 v[58:61], v57, s[18:19]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip30:
	v_add_u32 v57, 0x2100, v18
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s21, 0                                 ; if %upred_4138
	s_cbranch_scc1 .Lattention_gqa_causal_skip31
	global_load_dwordx4 v[62:65], v57, s[18:19]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip31:
	s_waitcnt vmcnt(0)
	v_perm_b32 v57, v62, v58, s5                        ; (k, k+1) of column 0
	ds_write_b32 v7, v57 offset:34880                   ; a K-pair into st2
	v_perm_b32 v57, v62, v58, s6                        ; (k, k+1) of column 1
	ds_write_b32 v7, v57 offset:35024                   ; a K-pair into st2
	v_perm_b32 v57, v63, v59, s5                        ; (k, k+1) of column 2
	ds_write_b32 v7, v57 offset:35168                   ; a K-pair into st2
	v_perm_b32 v57, v63, v59, s6                        ; (k, k+1) of column 3
	ds_write_b32 v7, v57 offset:35312                   ; a K-pair into st2
	v_perm_b32 v57, v64, v60, s5                        ; (k, k+1) of column 4
	ds_write_b32 v7, v57 offset:35456                   ; a K-pair into st2
	v_perm_b32 v57, v64, v60, s6                        ; (k, k+1) of column 5
	ds_write_b32 v7, v57 offset:35600                   ; a K-pair into st2
	v_perm_b32 v57, v65, v61, s5                        ; (k, k+1) of column 6
	ds_write_b32 v7, v57 offset:35744                   ; a K-pair into st2
	v_perm_b32 v57, v65, v61, s6                        ; (k, k+1) of column 7
	ds_write_b32 v7, v57 offset:35888                   ; a K-pair into st2
	s_mov_b32 s18, 0                                    ; for tt in t: steps of 64: below the mask, unmasked: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s18, s15
	s_cbranch_scc1 .Lattention_gqa_causal_loop3_end
.Lattention_gqa_causal_loop3:
	s_add_u32 s19, s18, 64
	s_cmp_lt_u32 s18, s15
	s_cselect_b32 s21, 1, 0
	s_cmp_eq_u32 s21, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_gqa_causal_if3_end
	s_mul_i32 s26, s19, 0x80
	s_mul_hi_u32 s27, s19, 0x80
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s26, s34, s28                             ; 'k' at this chunk
	s_addc_u32 s27, s35, s29
	s_cmp_lt_u32 s19, s15                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s19, 1, 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s19, 0                                 ; if %upred_4195
	s_cbranch_scc1 .Lattention_gqa_causal_skip32
	global_load_dwordx4 v[58:61], v5, s[26:27]          ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip32:
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s19, 0                                 ; if %upred_4195
	s_cbranch_scc1 .Lattention_gqa_causal_skip33
	global_load_dwordx4 v[62:65], v4, s[26:27]          ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip33:
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s19, 0                                 ; if %upred_4195
	s_cbranch_scc1 .Lattention_gqa_causal_skip34
	global_load_dwordx4 v[66:69], v20, s[26:27]         ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip34:
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	s_cmp_eq_u32 s19, 0                                 ; if %upred_4195
	s_cbranch_scc1 .Lattention_gqa_causal_skip35
	global_load_dwordx4 v[70:73], v22, s[26:27]         ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip35:
	s_add_u32 s26, s10, s28                             ; 'v' at this chunk
	s_addc_u32 s27, s11, s29
	v_mov_b32 v74, 0                                    ; outside: 0
	v_mov_b32 v75, 0                                    ; outside: 0
	v_mov_b32 v76, 0                                    ; outside: 0
	v_mov_b32 v77, 0                                    ; outside: 0
	s_cmp_eq_u32 s19, 0                                 ; if %upred_4195
	s_cbranch_scc1 .Lattention_gqa_causal_skip36
	global_load_dwordx4 v[74:77], v18, s[26:27]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip36:
	v_add_u32 v57, 0x100, v18
	v_mov_b32 v78, 0                                    ; outside: 0
	v_mov_b32 v79, 0                                    ; outside: 0
	v_mov_b32 v80, 0                                    ; outside: 0
	v_mov_b32 v81, 0                                    ; outside: 0
	s_cmp_eq_u32 s19, 0                                 ; if %upred_4195
	s_cbranch_scc1 .Lattention_gqa_causal_skip37
	global_load_dwordx4 v[78:81], v57, s[26:27]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip37:
	v_add_u32 v57, 0x2000, v18
	v_mov_b32 v82, 0                                    ; outside: 0
	v_mov_b32 v83, 0                                    ; outside: 0
	v_mov_b32 v84, 0                                    ; outside: 0
	v_mov_b32 v85, 0                                    ; outside: 0
	s_cmp_eq_u32 s19, 0                                 ; if %upred_4195
	s_cbranch_scc1 .Lattention_gqa_causal_skip38
	global_load_dwordx4 v[82:85], v57, s[26:27]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip38:
	v_add_u32 v57, 0x2100, v18
	v_mov_b32 v86, 0                                    ; outside: 0
	v_mov_b32 v87, 0                                    ; outside: 0
	v_mov_b32 v88, 0                                    ; outside: 0
	v_mov_b32 v89, 0                                    ; outside: 0
	s_cmp_eq_u32 s19, 0                                 ; if %upred_4195
	s_cbranch_scc1 .Lattention_gqa_causal_skip39
	global_load_dwordx4 v[86:89], v57, s[26:27]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip39:
	v_mov_b32 v90, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v91, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v92, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v93, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v94, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v95, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v96, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v97, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v98, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v99, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v100, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v101, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v102, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v103, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v104, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v105, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[106:109], v14                        ; B fragment 0 of k-step 0
	ds_read_b128 v[110:113], v12 offset:17408           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:32              ; B fragment 0 of k-step 1
	ds_read_b128 v[110:113], v12 offset:17440           ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:64              ; B fragment 0 of k-step 2
	ds_read_b128 v[110:113], v12 offset:17472           ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:96              ; B fragment 0 of k-step 3
	ds_read_b128 v[110:113], v12 offset:17504           ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:128             ; B fragment 0 of k-step 4
	ds_read_b128 v[110:113], v12 offset:17536           ; A fragment 0 of k-step 4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:160             ; B fragment 0 of k-step 5
	ds_read_b128 v[110:113], v12 offset:17568           ; A fragment 0 of k-step 5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:192             ; B fragment 0 of k-step 6
	ds_read_b128 v[110:113], v12 offset:17600           ; A fragment 0 of k-step 6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:224             ; B fragment 0 of k-step 7
	ds_read_b128 v[110:113], v12 offset:17632           ; A fragment 0 of k-step 7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	s_nop 7
	s_nop 3
	v_mul_f32 v57, s16, v90                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v106, s16, v91                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v107, s16, v92                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v108, s16, v93                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v109, s16, v94                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v110, s16, v95                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v111, s16, v96                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v112, s16, v97                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v113, s16, v98                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v114, s16, v99                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v115, s16, v100                           ; examples/attention_gqa.kgen:34
	v_mul_f32 v116, s16, v101                           ; examples/attention_gqa.kgen:34
	v_mul_f32 v117, s16, v102                           ; examples/attention_gqa.kgen:34
	v_mul_f32 v118, s16, v103                           ; examples/attention_gqa.kgen:34
	v_mul_f32 v119, s16, v104                           ; examples/attention_gqa.kgen:34
	v_mul_f32 v120, s16, v105                           ; examples/attention_gqa.kgen:34
	v_cmp_lt_u32 s[26:27], v9, s22                      ; 's' element in bounds
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	s_nop 0
	v_cndmask_b32 v91, v90, v57, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v92, v90, v106, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v93, v90, v107, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v94, v90, v108, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v95, v90, v109, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v96, v90, v110, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v97, v90, v111, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v98, v90, v112, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v99, v90, v113, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v100, v90, v114, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v101, v90, v115, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v102, v90, v116, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v103, v90, v117, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v104, v90, v118, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v105, v90, v119, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v121, v90, v120, s[26:27]
	v_max_f32 v90, v91, v92                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v91, v92
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v93                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v93
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v94                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v94
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v95                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v95
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v96                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v96
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v97                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v97
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v98                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v98
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v99                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v99
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v100                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v100
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v101                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v101
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v102                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v102
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v103                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v103
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v104                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v104
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v105                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v105
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v121                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v121
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_and_b32 v90, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:35): lanes 32 apart
	v_xor_b32 v90, 32, v90
	v_lshlrev_b32 v90, 2, v90
	ds_bpermute_b32 v91, v90, v92
	s_waitcnt lgkmcnt(0)
	v_max_f32 v90, v92, v91
	v_cmp_u_f32 s[28:29], v92, v91
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	s_and_saveexec_b64 s[28:29], s[8:9]                 ; lanes where %vpred_245
	v_add_u32 v90, 0x15c00, v13                         ; max over 'tt' (examples/attention_gqa.kgen:35): this warp group's partial
	ds_write_b32 v90, v92
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v90, 0x15c00, v15                         ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 0
	ds_read_b32 v91, v90
	v_add_u32 v90, 0x15d00, v15                         ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 1
	ds_read_b32 v92, v90
	s_waitcnt lgkmcnt(0)
	v_max_f32 v90, v91, v92
	v_cmp_u_f32 s[28:29], v91, v92
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v23, v92                             ; examples/attention_gqa.kgen:35
	v_cmp_u_f32 s[28:29], v23, v92
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_sub_f32 v90, v23, v92                             ; examples/attention_gqa.kgen:37
	v_mul_f32 v91, 0x3fb8aa3b, v90                      ; examples/attention_gqa.kgen:37
	v_exp_f32 v90, v91                                  ; examples/attention_gqa.kgen:37
	s_nop 0
	v_mul_f32 v91, v24, v90                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v93, v25, v90                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v94, v26, v90                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v95, v27, v90                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v96, v28, v90                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v97, v29, v90                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v98, v30, v90                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v99, v31, v90                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v100, v32, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v101, v33, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v102, v34, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v103, v35, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v104, v36, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v105, v37, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v121, v38, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v122, v39, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v123, v40, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v124, v41, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v125, v42, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v126, v43, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v127, v44, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v128, v45, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v129, v46, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v130, v47, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v131, v48, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v132, v49, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v133, v50, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v134, v51, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v135, v52, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v136, v53, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v137, v54, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v138, v55, v90                            ; examples/attention_gqa.kgen:39
	v_mov_b32 v24, v91                                  ; 'acc' scaled in place
	v_mov_b32 v25, v93                                  ; 'acc' scaled in place
	v_mov_b32 v26, v94                                  ; 'acc' scaled in place
	v_mov_b32 v27, v95                                  ; 'acc' scaled in place
	v_mov_b32 v28, v96                                  ; 'acc' scaled in place
	v_mov_b32 v29, v97                                  ; 'acc' scaled in place
	v_mov_b32 v30, v98                                  ; 'acc' scaled in place
	v_mov_b32 v31, v99                                  ; 'acc' scaled in place
	v_mov_b32 v32, v100                                 ; 'acc' scaled in place
	v_mov_b32 v33, v101                                 ; 'acc' scaled in place
	v_mov_b32 v34, v102                                 ; 'acc' scaled in place
	v_mov_b32 v35, v103                                 ; 'acc' scaled in place
	v_mov_b32 v36, v104                                 ; 'acc' scaled in place
	v_mov_b32 v37, v105                                 ; 'acc' scaled in place
	v_mov_b32 v38, v121                                 ; 'acc' scaled in place
	v_mov_b32 v39, v122                                 ; 'acc' scaled in place
	v_mov_b32 v40, v123                                 ; 'acc' scaled in place
	v_mov_b32 v41, v124                                 ; 'acc' scaled in place
	v_mov_b32 v42, v125                                 ; 'acc' scaled in place
	v_mov_b32 v43, v126                                 ; 'acc' scaled in place
	v_mov_b32 v44, v127                                 ; 'acc' scaled in place
	v_mov_b32 v45, v128                                 ; 'acc' scaled in place
	v_mov_b32 v46, v129                                 ; 'acc' scaled in place
	v_mov_b32 v47, v130                                 ; 'acc' scaled in place
	v_mov_b32 v48, v131                                 ; 'acc' scaled in place
	v_mov_b32 v49, v132                                 ; 'acc' scaled in place
	v_mov_b32 v50, v133                                 ; 'acc' scaled in place
	v_mov_b32 v51, v134                                 ; 'acc' scaled in place
	v_mov_b32 v52, v135                                 ; 'acc' scaled in place
	v_mov_b32 v53, v136                                 ; 'acc' scaled in place
	v_mov_b32 v54, v137                                 ; 'acc' scaled in place
	v_mov_b32 v55, v138                                 ; 'acc' scaled in place
	v_mul_f32 v91, 0xbfb8aa3b, v92                      ; -m log2 e of e^(x - m), once per m (examples/attention_gqa.kgen:36)
	v_mov_b32 v93, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v94, v57, v93, v91
	v_exp_f32 v57, v94                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v93, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v94, v106, v93, v91
	v_exp_f32 v93, v94                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v94, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v95, v107, v94, v91
	v_exp_f32 v94, v95                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v95, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v96, v108, v95, v91
	v_exp_f32 v95, v96                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v96, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v97, v109, v96, v91
	v_exp_f32 v96, v97                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v97, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v98, v110, v97, v91
	v_exp_f32 v97, v98                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v98, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v99, v111, v98, v91
	v_exp_f32 v98, v99                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v112, v99, v91
	v_exp_f32 v99, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v100, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v101, v113, v100, v91
	v_exp_f32 v100, v101                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v114, v101, v91
	v_exp_f32 v101, v102                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v102, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v103, v115, v102, v91
	v_exp_f32 v102, v103                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v103, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v104, v116, v103, v91
	v_exp_f32 v103, v104                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v104, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v105, v117, v104, v91
	v_exp_f32 v104, v105                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v105, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v106, v118, v105, v91
	v_exp_f32 v105, v106                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v106, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v107, v119, v106, v91
	v_exp_f32 v106, v107                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v107, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v108, v120, v107, v91
	v_exp_f32 v91, v108                                 ; examples/attention_gqa.kgen:36
	v_bfe_u32 v107, v57, 16, 1                          ; round to bf16
	v_add3_u32 v108, v57, v107, s7
	v_cmp_u_f32 s[28:29], v57, v57
	v_mov_b32 v107, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v108, v108, v107, s[28:29]
	v_and_b32 v107, 0xffff0000, v108
	v_bfe_u32 v108, v93, 16, 1                          ; round to bf16
	v_add3_u32 v109, v93, v108, s7
	v_cmp_u_f32 s[28:29], v93, v93
	v_mov_b32 v108, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v109, v109, v108, s[28:29]
	v_and_b32 v108, 0xffff0000, v109
	v_bfe_u32 v109, v94, 16, 1                          ; round to bf16
	v_add3_u32 v110, v94, v109, s7
	v_cmp_u_f32 s[28:29], v94, v94
	v_mov_b32 v109, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v110, v110, v109, s[28:29]
	v_and_b32 v109, 0xffff0000, v110
	v_bfe_u32 v110, v95, 16, 1                          ; round to bf16
	v_add3_u32 v111, v95, v110, s7
	v_cmp_u_f32 s[28:29], v95, v95
	v_mov_b32 v110, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v111, v111, v110, s[28:29]
	v_and_b32 v110, 0xffff0000, v111
	v_bfe_u32 v111, v96, 16, 1                          ; round to bf16
	v_add3_u32 v112, v96, v111, s7
	v_cmp_u_f32 s[28:29], v96, v96
	v_mov_b32 v111, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v112, v112, v111, s[28:29]
	v_and_b32 v111, 0xffff0000, v112
	v_bfe_u32 v112, v97, 16, 1                          ; round to bf16
	v_add3_u32 v113, v97, v112, s7
	v_cmp_u_f32 s[28:29], v97, v97
	v_mov_b32 v112, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v113, v113, v112, s[28:29]
	v_and_b32 v112, 0xffff0000, v113
	v_bfe_u32 v113, v98, 16, 1                          ; round to bf16
	v_add3_u32 v114, v98, v113, s7
	v_cmp_u_f32 s[28:29], v98, v98
	v_mov_b32 v113, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v114, v114, v113, s[28:29]
	v_and_b32 v113, 0xffff0000, v114
	v_bfe_u32 v114, v99, 16, 1                          ; round to bf16
	v_add3_u32 v115, v99, v114, s7
	v_cmp_u_f32 s[28:29], v99, v99
	v_mov_b32 v114, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v115, v115, v114, s[28:29]
	v_and_b32 v114, 0xffff0000, v115
	v_bfe_u32 v115, v100, 16, 1                         ; round to bf16
	v_add3_u32 v116, v100, v115, s7
	v_cmp_u_f32 s[28:29], v100, v100
	v_mov_b32 v115, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v116, v116, v115, s[28:29]
	v_and_b32 v115, 0xffff0000, v116
	v_bfe_u32 v116, v101, 16, 1                         ; round to bf16
	v_add3_u32 v117, v101, v116, s7
	v_cmp_u_f32 s[28:29], v101, v101
	v_mov_b32 v116, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v117, v117, v116, s[28:29]
	v_and_b32 v116, 0xffff0000, v117
	v_bfe_u32 v117, v102, 16, 1                         ; round to bf16
	v_add3_u32 v118, v102, v117, s7
	v_cmp_u_f32 s[28:29], v102, v102
	v_mov_b32 v117, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v118, v118, v117, s[28:29]
	v_and_b32 v117, 0xffff0000, v118
	v_bfe_u32 v118, v103, 16, 1                         ; round to bf16
	v_add3_u32 v119, v103, v118, s7
	v_cmp_u_f32 s[28:29], v103, v103
	v_mov_b32 v118, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v119, v119, v118, s[28:29]
	v_and_b32 v118, 0xffff0000, v119
	v_bfe_u32 v119, v104, 16, 1                         ; round to bf16
	v_add3_u32 v120, v104, v119, s7
	v_cmp_u_f32 s[28:29], v104, v104
	v_mov_b32 v119, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v120, v120, v119, s[28:29]
	v_and_b32 v119, 0xffff0000, v120
	v_bfe_u32 v120, v105, 16, 1                         ; round to bf16
	v_add3_u32 v121, v105, v120, s7
	v_cmp_u_f32 s[28:29], v105, v105
	v_mov_b32 v120, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[28:29]
	v_and_b32 v120, 0xffff0000, v121
	v_bfe_u32 v121, v106, 16, 1                         ; round to bf16
	v_add3_u32 v122, v106, v121, s7
	v_cmp_u_f32 s[28:29], v106, v106
	v_mov_b32 v121, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v122, v122, v121, s[28:29]
	v_and_b32 v121, 0xffff0000, v122
	v_bfe_u32 v122, v91, 16, 1                          ; round to bf16
	v_add3_u32 v123, v91, v122, s7
	v_cmp_u_f32 s[28:29], v91, v91
	v_mov_b32 v122, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v123, v123, v122, s[28:29]
	v_and_b32 v122, 0xffff0000, v123
	v_cndmask_b32 v123, 0, v107, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v107, 16, v123
	v_add_u32 v123, 0x15e00, v17                        ; B operand of the product: stage
	ds_write_b16 v123, v107
	v_cndmask_b32 v107, 0, v108, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e02, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v109, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e04, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v110, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e06, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v111, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e10, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v112, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e12, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v113, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e14, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v114, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e16, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v115, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e20, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v116, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e22, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v117, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e24, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v118, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e26, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v119, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e30, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v120, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e32, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v121, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e34, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v122, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e36, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v107, 0x15e00, v10                        ; B fragment 0 of k-step 0
	ds_read_b128 v[108:111], v107
	ds_read_b128 v[112:115], v8 offset:34816            ; A fragment 0 of k-step 0
	ds_read_b128 v[116:119], v8 offset:39424            ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[112:115], v[108:111], v[24:39] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[116:119], v[108:111], v[40:55] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v107, 0x15e20, v10                        ; B fragment 0 of k-step 1
	ds_read_b128 v[108:111], v107
	ds_read_b128 v[112:115], v8 offset:34848            ; A fragment 0 of k-step 1
	ds_read_b128 v[116:119], v8 offset:39456            ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[112:115], v[108:111], v[24:39] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[116:119], v[108:111], v[40:55] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v107, 0x15e40, v10                        ; B fragment 0 of k-step 2
	ds_read_b128 v[108:111], v107
	ds_read_b128 v[112:115], v8 offset:34880            ; A fragment 0 of k-step 2
	ds_read_b128 v[116:119], v8 offset:39488            ; A fragment 1 of k-step 2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[112:115], v[108:111], v[24:39] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[116:119], v[108:111], v[40:55] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v107, 0x15e60, v10                        ; B fragment 0 of k-step 3
	ds_read_b128 v[108:111], v107
	ds_read_b128 v[112:115], v8 offset:34912            ; A fragment 0 of k-step 3
	ds_read_b128 v[116:119], v8 offset:39520            ; A fragment 1 of k-step 3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[112:115], v[108:111], v[24:39] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[116:119], v[108:111], v[40:55] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_mul_f32 v107, v56, v90                            ; examples/attention_gqa.kgen:38
	v_cndmask_b32 v90, 0, v57, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v93, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v93, 0, v94, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v94, 0, v95, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v95, 0, v96, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v96, 0, v97, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v97, 0, v98, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v98, 0, v99, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v99, 0, v100, s[26:27]                ; absent elements contribute the identity
	v_cndmask_b32 v100, 0, v101, s[26:27]               ; absent elements contribute the identity
	v_cndmask_b32 v101, 0, v102, s[26:27]               ; absent elements contribute the identity
	v_cndmask_b32 v102, 0, v103, s[26:27]               ; absent elements contribute the identity
	v_cndmask_b32 v103, 0, v104, s[26:27]               ; absent elements contribute the identity
	v_cndmask_b32 v104, 0, v105, s[26:27]               ; absent elements contribute the identity
	v_cndmask_b32 v105, 0, v106, s[26:27]               ; absent elements contribute the identity
	v_cndmask_b32 v106, 0, v91, s[26:27]                ; absent elements contribute the identity
	v_add_f32 v91, v90, v57                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v57, v91, v93                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v90, v57, v94                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v57, v90, v95                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v90, v57, v96                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v57, v90, v97                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v90, v57, v98                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v57, v90, v99                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v90, v57, v100                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v57, v90, v101                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v90, v57, v102                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v57, v90, v103                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v90, v57, v104                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v57, v90, v105                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v90, v57, v106                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_and_b32 v57, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:38): lanes 32 apart
	v_xor_b32 v57, 32, v57
	v_lshlrev_b32 v57, 2, v57
	ds_bpermute_b32 v91, v57, v90
	s_waitcnt lgkmcnt(0)
	v_add_f32 v57, v90, v91
	s_and_saveexec_b64 s[26:27], s[8:9]                 ; lanes where %vpred_245
	v_add_u32 v90, 0x1a200, v13                         ; sum over 'tt' (examples/attention_gqa.kgen:38): this warp group's partial
	ds_write_b32 v90, v57
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v57, 0x1a200, v15                         ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 0
	ds_read_b32 v90, v57
	v_add_u32 v57, 0x1a300, v15                         ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 1
	ds_read_b32 v91, v57
	s_waitcnt lgkmcnt(0)
	v_add_f32 v57, v90, v91
	v_add_f32 v90, v107, v57                            ; examples/attention_gqa.kgen:38
	v_mov_b32 v56, v90                                  ; next 'l'
	v_mov_b32 v23, v92                                  ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[58:61] offset:53248             ; 16 bytes into st1
	ds_write_b128 v6, v[62:65] offset:57600             ; 16 bytes into st1
	ds_write_b128 v6, v[66:69] offset:61952             ; 16 bytes into st1
	v_add_u32 v57, 0x10300, v6                          ; 16 bytes into st1
	ds_write_b128 v57, v[70:73]
	v_perm_b32 v57, v78, v74, s5                        ; (k, k+1) of column 0
	v_add_u32 v58, 0x11400, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v78, v74, s6                        ; (k, k+1) of column 1
	v_add_u32 v58, 0x11490, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v79, v75, s5                        ; (k, k+1) of column 2
	v_add_u32 v58, 0x11520, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v79, v75, s6                        ; (k, k+1) of column 3
	v_add_u32 v58, 0x115b0, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v80, v76, s5                        ; (k, k+1) of column 4
	v_add_u32 v58, 0x11640, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v80, v76, s6                        ; (k, k+1) of column 5
	v_add_u32 v58, 0x116d0, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v81, v77, s5                        ; (k, k+1) of column 6
	v_add_u32 v58, 0x11760, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v81, v77, s6                        ; (k, k+1) of column 7
	v_add_u32 v58, 0x117f0, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v86, v82, s5                        ; (k, k+1) of column 0
	v_add_u32 v58, 0x11440, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v86, v82, s6                        ; (k, k+1) of column 1
	v_add_u32 v58, 0x114d0, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v87, v83, s5                        ; (k, k+1) of column 2
	v_add_u32 v58, 0x11560, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v87, v83, s6                        ; (k, k+1) of column 3
	v_add_u32 v58, 0x115f0, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v88, v84, s5                        ; (k, k+1) of column 4
	v_add_u32 v58, 0x11680, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v88, v84, s6                        ; (k, k+1) of column 5
	v_add_u32 v58, 0x11710, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v89, v85, s5                        ; (k, k+1) of column 6
	v_add_u32 v58, 0x117a0, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
	v_perm_b32 v57, v89, v85, s6                        ; (k, k+1) of column 7
	v_add_u32 v58, 0x11830, v7                          ; a K-pair into st2
	ds_write_b32 v58, v57
.Lattention_gqa_causal_if3_end:
	s_add_u32 s19, s18, 64
	s_add_u32 s21, s19, 64
	s_cmp_lt_u32 s19, s15
	s_cselect_b32 s19, 1, 0
	s_cmp_eq_u32 s19, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_gqa_causal_if4_end
	s_mul_i32 s26, s21, 0x80
	s_mul_hi_u32 s27, s21, 0x80
	s_lshl_b64 s[28:29], s[26:27], 1
	s_add_u32 s26, s34, s28                             ; 'k' at this chunk
	s_addc_u32 s27, s35, s29
	s_cmp_lt_u32 s21, s15                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s19, 1, 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_cmp_eq_u32 s19, 0                                 ; if %upred_4590
	s_cbranch_scc1 .Lattention_gqa_causal_skip40
	global_load_dwordx4 v[58:61], v5, s[26:27]          ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip40:
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_cmp_eq_u32 s19, 0                                 ; if %upred_4590
	s_cbranch_scc1 .Lattention_gqa_causal_skip41
	global_load_dwordx4 v[62:65], v4, s[26:27]          ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip41:
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	s_cmp_eq_u32 s19, 0                                 ; if %upred_4590
	s_cbranch_scc1 .Lattention_gqa_causal_skip42
	global_load_dwordx4 v[66:69], v20, s[26:27]         ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip42:
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	s_cmp_eq_u32 s19, 0                                 ; if %upred_4590
	s_cbranch_scc1 .Lattention_gqa_causal_skip43
	global_load_dwordx4 v[70:73], v22, s[26:27]         ; examples/attention_gqa.kgen:34: 16 bytes of 'k'
.Lattention_gqa_causal_skip43:
	s_add_u32 s26, s10, s28                             ; 'v' at this chunk
	s_addc_u32 s27, s11, s29
	v_mov_b32 v74, 0                                    ; outside: 0
	v_mov_b32 v75, 0                                    ; outside: 0
	v_mov_b32 v76, 0                                    ; outside: 0
	v_mov_b32 v77, 0                                    ; outside: 0
	s_cmp_eq_u32 s19, 0                                 ; if %upred_4590
	s_cbranch_scc1 .Lattention_gqa_causal_skip44
	global_load_dwordx4 v[74:77], v18, s[26:27]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip44:
	v_add_u32 v57, 0x100, v18
	v_mov_b32 v78, 0                                    ; outside: 0
	v_mov_b32 v79, 0                                    ; outside: 0
	v_mov_b32 v80, 0                                    ; outside: 0
	v_mov_b32 v81, 0                                    ; outside: 0
	s_cmp_eq_u32 s19, 0                                 ; if %upred_4590
	s_cbranch_scc1 .Lattention_gqa_causal_skip45
	global_load_dwordx4 v[78:81], v57, s[26:27]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip45:
	v_add_u32 v57, 0x2000, v18
	v_mov_b32 v82, 0                                    ; outside: 0
	v_mov_b32 v83, 0                                    ; outside: 0
	v_mov_b32 v84, 0                                    ; outside: 0
	v_mov_b32 v85, 0                                    ; outside: 0
	s_cmp_eq_u32 s19, 0                                 ; if %upred_4590
	s_cbranch_scc1 .Lattention_gqa_causal_skip46
	global_load_dwordx4 v[82:85], v57, s[26:27]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip46:
	v_add_u32 v57, 0x2100, v18
	v_mov_b32 v86, 0                                    ; outside: 0
	v_mov_b32 v87, 0                                    ; outside: 0
	v_mov_b32 v88, 0                                    ; outside: 0
	v_mov_b32 v89, 0                                    ; outside: 0
	s_cmp_eq_u32 s19, 0                                 ; if %upred_4590
	s_cbranch_scc1 .Lattention_gqa_causal_skip47
	global_load_dwordx4 v[86:89], v57, s[26:27]         ; examples/attention_gqa.kgen:39: 16 bytes of 'v'
.Lattention_gqa_causal_skip47:
	v_mov_b32 v90, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v91, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v92, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v93, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v94, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v95, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v96, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v97, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v98, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v99, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v100, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v101, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v102, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v103, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v104, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v105, 0                                   ; examples/attention_gqa.kgen:34: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[106:109], v14                        ; B fragment 0 of k-step 0
	ds_read_b128 v[110:113], v12 offset:53248           ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:32              ; B fragment 0 of k-step 1
	ds_read_b128 v[110:113], v12 offset:53280           ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:64              ; B fragment 0 of k-step 2
	ds_read_b128 v[110:113], v12 offset:53312           ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:96              ; B fragment 0 of k-step 3
	ds_read_b128 v[110:113], v12 offset:53344           ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:128             ; B fragment 0 of k-step 4
	ds_read_b128 v[110:113], v12 offset:53376           ; A fragment 0 of k-step 4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:160             ; B fragment 0 of k-step 5
	ds_read_b128 v[110:113], v12 offset:53408           ; A fragment 0 of k-step 5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:192             ; B fragment 0 of k-step 6
	ds_read_b128 v[110:113], v12 offset:53440           ; A fragment 0 of k-step 6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[106:109], v14 offset:224             ; B fragment 0 of k-step 7
	ds_read_b128 v[110:113], v12 offset:53472           ; A fragment 0 of k-step 7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[90:105], v[110:113], v[106:109], v[90:105] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	s_nop 7
	s_nop 3
	v_mul_f32 v57, s16, v90                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v106, s16, v91                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v107, s16, v92                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v108, s16, v93                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v109, s16, v94                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v110, s16, v95                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v111, s16, v96                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v112, s16, v97                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v113, s16, v98                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v114, s16, v99                            ; examples/attention_gqa.kgen:34
	v_mul_f32 v115, s16, v100                           ; examples/attention_gqa.kgen:34
	v_mul_f32 v116, s16, v101                           ; examples/attention_gqa.kgen:34
	v_mul_f32 v117, s16, v102                           ; examples/attention_gqa.kgen:34
	v_mul_f32 v118, s16, v103                           ; examples/attention_gqa.kgen:34
	v_mul_f32 v119, s16, v104                           ; examples/attention_gqa.kgen:34
	v_mul_f32 v120, s16, v105                           ; examples/attention_gqa.kgen:34
	v_cmp_lt_u32 s[26:27], v9, s22                      ; 's' element in bounds
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	s_nop 0
	v_cndmask_b32 v91, v90, v57, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v92, v90, v106, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v93, v90, v107, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v94, v90, v108, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v95, v90, v109, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v96, v90, v110, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v97, v90, v111, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v98, v90, v112, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v99, v90, v113, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v100, v90, v114, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v101, v90, v115, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v102, v90, v116, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v103, v90, v117, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v104, v90, v118, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v105, v90, v119, s[26:27]
	v_mov_b32 v90, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v121, v90, v120, s[26:27]
	v_max_f32 v90, v91, v92                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v91, v92
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v93                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v93
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v94                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v94
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v95                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v95
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v96                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v96
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v97                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v97
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v98                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v98
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v99                             ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v99
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v100                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v100
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v101                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v101
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v102                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v102
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v103                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v103
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v104                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v104
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v105                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v105
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v92, v121                            ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[28:29], v92, v121
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_and_b32 v90, 63, v0                               ; max over 'tt' (examples/attention_gqa.kgen:35): lanes 32 apart
	v_xor_b32 v90, 32, v90
	v_lshlrev_b32 v90, 2, v90
	ds_bpermute_b32 v91, v90, v92
	s_waitcnt lgkmcnt(0)
	v_max_f32 v90, v92, v91
	v_cmp_u_f32 s[28:29], v92, v91
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	s_and_saveexec_b64 s[28:29], s[8:9]                 ; lanes where %vpred_245
	v_add_u32 v90, 0x15c00, v13                         ; max over 'tt' (examples/attention_gqa.kgen:35): this warp group's partial
	ds_write_b32 v90, v92
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v90, 0x15c00, v15                         ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 0
	ds_read_b32 v91, v90
	v_add_u32 v90, 0x15d00, v15                         ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 1
	ds_read_b32 v92, v90
	s_waitcnt lgkmcnt(0)
	v_max_f32 v90, v91, v92
	v_cmp_u_f32 s[28:29], v91, v92
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_max_f32 v90, v23, v92                             ; examples/attention_gqa.kgen:35
	v_cmp_u_f32 s[28:29], v23, v92
	v_mov_b32 v91, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v92, v90, v91, s[28:29]
	v_sub_f32 v90, v23, v92                             ; examples/attention_gqa.kgen:37
	v_mul_f32 v91, 0x3fb8aa3b, v90                      ; examples/attention_gqa.kgen:37
	v_exp_f32 v90, v91                                  ; examples/attention_gqa.kgen:37
	s_nop 0
	v_mul_f32 v91, v24, v90                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v93, v25, v90                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v94, v26, v90                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v95, v27, v90                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v96, v28, v90                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v97, v29, v90                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v98, v30, v90                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v99, v31, v90                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v100, v32, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v101, v33, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v102, v34, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v103, v35, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v104, v36, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v105, v37, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v121, v38, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v122, v39, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v123, v40, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v124, v41, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v125, v42, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v126, v43, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v127, v44, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v128, v45, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v129, v46, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v130, v47, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v131, v48, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v132, v49, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v133, v50, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v134, v51, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v135, v52, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v136, v53, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v137, v54, v90                            ; examples/attention_gqa.kgen:39
	v_mul_f32 v138, v55, v90                            ; examples/attention_gqa.kgen:39
	v_mov_b32 v24, v91                                  ; 'acc' scaled in place
	v_mov_b32 v25, v93                                  ; 'acc' scaled in place
	v_mov_b32 v26, v94                                  ; 'acc' scaled in place
	v_mov_b32 v27, v95                                  ; 'acc' scaled in place
	v_mov_b32 v28, v96                                  ; 'acc' scaled in place
	v_mov_b32 v29, v97                                  ; 'acc' scaled in place
	v_mov_b32 v30, v98                                  ; 'acc' scaled in place
	v_mov_b32 v31, v99                                  ; 'acc' scaled in place
	v_mov_b32 v32, v100                                 ; 'acc' scaled in place
	v_mov_b32 v33, v101                                 ; 'acc' scaled in place
	v_mov_b32 v34, v102                                 ; 'acc' scaled in place
	v_mov_b32 v35, v103                                 ; 'acc' scaled in place
	v_mov_b32 v36, v104                                 ; 'acc' scaled in place
	v_mov_b32 v37, v105                                 ; 'acc' scaled in place
	v_mov_b32 v38, v121                                 ; 'acc' scaled in place
	v_mov_b32 v39, v122                                 ; 'acc' scaled in place
	v_mov_b32 v40, v123                                 ; 'acc' scaled in place
	v_mov_b32 v41, v124                                 ; 'acc' scaled in place
	v_mov_b32 v42, v125                                 ; 'acc' scaled in place
	v_mov_b32 v43, v126                                 ; 'acc' scaled in place
	v_mov_b32 v44, v127                                 ; 'acc' scaled in place
	v_mov_b32 v45, v128                                 ; 'acc' scaled in place
	v_mov_b32 v46, v129                                 ; 'acc' scaled in place
	v_mov_b32 v47, v130                                 ; 'acc' scaled in place
	v_mov_b32 v48, v131                                 ; 'acc' scaled in place
	v_mov_b32 v49, v132                                 ; 'acc' scaled in place
	v_mov_b32 v50, v133                                 ; 'acc' scaled in place
	v_mov_b32 v51, v134                                 ; 'acc' scaled in place
	v_mov_b32 v52, v135                                 ; 'acc' scaled in place
	v_mov_b32 v53, v136                                 ; 'acc' scaled in place
	v_mov_b32 v54, v137                                 ; 'acc' scaled in place
	v_mov_b32 v55, v138                                 ; 'acc' scaled in place
	v_mul_f32 v91, 0xbfb8aa3b, v92                      ; -m log2 e of e^(x - m), once per m (examples/attention_gqa.kgen:36)
	v_mov_b32 v93, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v94, v57, v93, v91
	v_exp_f32 v57, v94                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v93, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v94, v106, v93, v91
	v_exp_f32 v93, v94                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v94, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v95, v107, v94, v91
	v_exp_f32 v94, v95                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v95, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v96, v108, v95, v91
	v_exp_f32 v95, v96                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v96, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v97, v109, v96, v91
	v_exp_f32 v96, v97                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v97, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v98, v110, v97, v91
	v_exp_f32 v97, v98                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v98, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v99, v111, v98, v91
	v_exp_f32 v98, v99                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v99, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v100, v112, v99, v91
	v_exp_f32 v99, v100                                 ; examples/attention_gqa.kgen:36
	v_mov_b32 v100, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v101, v113, v100, v91
	v_exp_f32 v100, v101                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v101, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v102, v114, v101, v91
	v_exp_f32 v101, v102                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v102, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v103, v115, v102, v91
	v_exp_f32 v102, v103                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v103, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v104, v116, v103, v91
	v_exp_f32 v103, v104                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v104, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v105, v117, v104, v91
	v_exp_f32 v104, v105                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v105, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v106, v118, v105, v91
	v_exp_f32 v105, v106                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v106, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v107, v119, v106, v91
	v_exp_f32 v106, v107                                ; examples/attention_gqa.kgen:36
	v_mov_b32 v107, 0x3fb8aa3b                          ; examples/attention_gqa.kgen:36
	v_fma_f32 v108, v120, v107, v91
	v_exp_f32 v91, v108                                 ; examples/attention_gqa.kgen:36
	v_bfe_u32 v107, v57, 16, 1                          ; round to bf16
	v_add3_u32 v108, v57, v107, s7
	v_cmp_u_f32 s[28:29], v57, v57
	v_mov_b32 v107, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v108, v108, v107, s[28:29]
	v_and_b32 v107, 0xffff0000, v108
	v_bfe_u32 v108, v93, 16, 1                          ; round to bf16
	v_add3_u32 v109, v93, v108, s7
	v_cmp_u_f32 s[28:29], v93, v93
	v_mov_b32 v108, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v109, v109, v108, s[28:29]
	v_and_b32 v108, 0xffff0000, v109
	v_bfe_u32 v109, v94, 16, 1                          ; round to bf16
	v_add3_u32 v110, v94, v109, s7
	v_cmp_u_f32 s[28:29], v94, v94
	v_mov_b32 v109, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v110, v110, v109, s[28:29]
	v_and_b32 v109, 0xffff0000, v110
	v_bfe_u32 v110, v95, 16, 1                          ; round to bf16
	v_add3_u32 v111, v95, v110, s7
	v_cmp_u_f32 s[28:29], v95, v95
	v_mov_b32 v110, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v111, v111, v110, s[28:29]
	v_and_b32 v110, 0xffff0000, v111
	v_bfe_u32 v111, v96, 16, 1                          ; round to bf16
	v_add3_u32 v112, v96, v111, s7
	v_cmp_u_f32 s[28:29], v96, v96
	v_mov_b32 v111, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v112, v112, v111, s[28:29]
	v_and_b32 v111, 0xffff0000, v112
	v_bfe_u32 v112, v97, 16, 1                          ; round to bf16
	v_add3_u32 v113, v97, v112, s7
	v_cmp_u_f32 s[28:29], v97, v97
	v_mov_b32 v112, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v113, v113, v112, s[28:29]
	v_and_b32 v112, 0xffff0000, v113
	v_bfe_u32 v113, v98, 16, 1                          ; round to bf16
	v_add3_u32 v114, v98, v113, s7
	v_cmp_u_f32 s[28:29], v98, v98
	v_mov_b32 v113, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v114, v114, v113, s[28:29]
	v_and_b32 v113, 0xffff0000, v114
	v_bfe_u32 v114, v99, 16, 1                          ; round to bf16
	v_add3_u32 v115, v99, v114, s7
	v_cmp_u_f32 s[28:29], v99, v99
	v_mov_b32 v114, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v115, v115, v114, s[28:29]
	v_and_b32 v114, 0xffff0000, v115
	v_bfe_u32 v115, v100, 16, 1                         ; round to bf16
	v_add3_u32 v116, v100, v115, s7
	v_cmp_u_f32 s[28:29], v100, v100
	v_mov_b32 v115, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v116, v116, v115, s[28:29]
	v_and_b32 v115, 0xffff0000, v116
	v_bfe_u32 v116, v101, 16, 1                         ; round to bf16
	v_add3_u32 v117, v101, v116, s7
	v_cmp_u_f32 s[28:29], v101, v101
	v_mov_b32 v116, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v117, v117, v116, s[28:29]
	v_and_b32 v116, 0xffff0000, v117
	v_bfe_u32 v117, v102, 16, 1                         ; round to bf16
	v_add3_u32 v118, v102, v117, s7
	v_cmp_u_f32 s[28:29], v102, v102
	v_mov_b32 v117, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v118, v118, v117, s[28:29]
	v_and_b32 v117, 0xffff0000, v118
	v_bfe_u32 v118, v103, 16, 1                         ; round to bf16
	v_add3_u32 v119, v103, v118, s7
	v_cmp_u_f32 s[28:29], v103, v103
	v_mov_b32 v118, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v119, v119, v118, s[28:29]
	v_and_b32 v118, 0xffff0000, v119
	v_bfe_u32 v119, v104, 16, 1                         ; round to bf16
	v_add3_u32 v120, v104, v119, s7
	v_cmp_u_f32 s[28:29], v104, v104
	v_mov_b32 v119, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v120, v120, v119, s[28:29]
	v_and_b32 v119, 0xffff0000, v120
	v_bfe_u32 v120, v105, 16, 1                         ; round to bf16
	v_add3_u32 v121, v105, v120, s7
	v_cmp_u_f32 s[28:29], v105, v105
	v_mov_b32 v120, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v121, v121, v120, s[28:29]
	v_and_b32 v120, 0xffff0000, v121
	v_bfe_u32 v121, v106, 16, 1                         ; round to bf16
	v_add3_u32 v122, v106, v121, s7
	v_cmp_u_f32 s[28:29], v106, v106
	v_mov_b32 v121, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v122, v122, v121, s[28:29]
	v_and_b32 v121, 0xffff0000, v122
	v_bfe_u32 v122, v91, 16, 1                          ; round to bf16
	v_add3_u32 v123, v91, v122, s7
	v_cmp_u_f32 s[28:29], v91, v91
	v_mov_b32 v122, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v123, v123, v122, s[28:29]
	v_and_b32 v122, 0xffff0000, v123
	v_cndmask_b32 v123, 0, v107, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v107, 16, v123
	v_add_u32 v123, 0x15e00, v17                        ; B operand of the product: stage
	ds_write_b16 v123, v107
	v_cndmask_b32 v107, 0, v108, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e02, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v109, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e04, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v110, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e06, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v111, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e10, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v112, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e12, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v113, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e14, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v114, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e16, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v115, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e20, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v116, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e22, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v117, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e24, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v118, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e26, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v119, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e30, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v120, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e32, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v121, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e34, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	v_cndmask_b32 v107, 0, v122, s[26:27]               ; absent elements add nothing
	v_lshrrev_b32 v108, 16, v107
	v_add_u32 v107, 0x15e36, v17                        ; B operand of the product: stage
	ds_write_b16 v107, v108
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v107, 0x15e00, v10                        ; B fragment 0 of k-step 0
	ds_read_b128 v[108:111], v107
	v_add_u32 v107, 0x11400, v8                         ; A fragment 0 of k-step 0
	ds_read_b128 v[112:115], v107
	v_add_u32 v107, 0x12600, v8                         ; A fragment 1 of k-step 0
	ds_read_b128 v[116:119], v107
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[112:115], v[108:111], v[24:39] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[116:119], v[108:111], v[40:55] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v107, 0x15e20, v10                        ; B fragment 0 of k-step 1
	ds_read_b128 v[108:111], v107
	v_add_u32 v107, 0x11420, v8                         ; A fragment 0 of k-step 1
	ds_read_b128 v[112:115], v107
	v_add_u32 v107, 0x12620, v8                         ; A fragment 1 of k-step 1
	ds_read_b128 v[116:119], v107
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[112:115], v[108:111], v[24:39] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[116:119], v[108:111], v[40:55] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v107, 0x15e40, v10                        ; B fragment 0 of k-step 2
	ds_read_b128 v[108:111], v107
	v_add_u32 v107, 0x11440, v8                         ; A fragment 0 of k-step 2
	ds_read_b128 v[112:115], v107
	v_add_u32 v107, 0x12640, v8                         ; A fragment 1 of k-step 2
	ds_read_b128 v[116:119], v107
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[112:115], v[108:111], v[24:39] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[116:119], v[108:111], v[40:55] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v107, 0x15e60, v10                        ; B fragment 0 of k-step 3
	ds_read_b128 v[108:111], v107
	v_add_u32 v107, 0x11460, v8                         ; A fragment 0 of k-step 3
	ds_read_b128 v[112:115], v107
	v_add_u32 v107, 0x12660, v8                         ; A fragment 1 of k-step 3
	ds_read_b128 v[116:119], v107
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[112:115], v[108:111], v[24:39] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[116:119], v[108:111], v[40:55] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_mul_f32 v107, v56, v90                            ; examples/attention_gqa.kgen:38
	v_cndmask_b32 v90, 0, v57, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v93, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v93, 0, v94, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v94, 0, v95, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v95, 0, v96, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v96, 0, v97, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v97, 0, v98, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v98, 0, v99, s[26:27]                 ; absent elements contribute the identity
	v_cndmask_b32 v99, 0, v100, s[26:27]                ; absent elements contribute the identity
	v_cndmask_b32 v100, 0, v101, s[26:27]               ; absent elements contribute the identity
	v_cndmask_b32 v101, 0, v102, s[26:27]               ; absent elements contribute the identity
	v_cndmask_b32 v102, 0, v103, s[26:27]               ; absent elements contribute the identity
	v_cndmask_b32 v103, 0, v104, s[26:27]               ; absent elements contribute the identity
	v_cndmask_b32 v104, 0, v105, s[26:27]               ; absent elements contribute the identity
	v_cndmask_b32 v105, 0, v106, s[26:27]               ; absent elements contribute the identity
	v_cndmask_b32 v106, 0, v91, s[26:27]                ; absent elements contribute the identity
	v_add_f32 v91, v90, v57                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v57, v91, v93                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v90, v57, v94                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v57, v90, v95                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v90, v57, v96                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v57, v90, v97                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v90, v57, v98                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v57, v90, v99                             ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v90, v57, v100                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v57, v90, v101                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v90, v57, v102                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v57, v90, v103                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v90, v57, v104                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v57, v90, v105                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v90, v57, v106                            ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_and_b32 v57, 63, v0                               ; sum over 'tt' (examples/attention_gqa.kgen:38): lanes 32 apart
	v_xor_b32 v57, 32, v57
	v_lshlrev_b32 v57, 2, v57
	ds_bpermute_b32 v91, v57, v90
	s_waitcnt lgkmcnt(0)
	v_add_f32 v57, v90, v91
	s_and_saveexec_b64 s[26:27], s[8:9]                 ; lanes where %vpred_245
	v_add_u32 v90, 0x1a200, v13                         ; sum over 'tt' (examples/attention_gqa.kgen:38): this warp group's partial
	ds_write_b32 v90, v57
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v57, 0x1a200, v15                         ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 0
	ds_read_b32 v90, v57
	v_add_u32 v57, 0x1a300, v15                         ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 1
	ds_read_b32 v91, v57
	s_waitcnt lgkmcnt(0)
	v_add_f32 v57, v90, v91
	v_add_f32 v90, v107, v57                            ; examples/attention_gqa.kgen:38
	v_mov_b32 v56, v90                                  ; next 'l'
	v_mov_b32 v23, v92                                  ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v6, v[58:61] offset:17408             ; 16 bytes into st1
	ds_write_b128 v6, v[62:65] offset:21760             ; 16 bytes into st1
	ds_write_b128 v6, v[66:69] offset:26112             ; 16 bytes into st1
	ds_write_b128 v6, v[70:73] offset:30464             ; 16 bytes into st1
	v_perm_b32 v57, v78, v74, s5                        ; (k, k+1) of column 0
	ds_write_b32 v7, v57 offset:34816                   ; a K-pair into st2
	v_perm_b32 v57, v78, v74, s6                        ; (k, k+1) of column 1
	ds_write_b32 v7, v57 offset:34960                   ; a K-pair into st2
	v_perm_b32 v57, v79, v75, s5                        ; (k, k+1) of column 2
	ds_write_b32 v7, v57 offset:35104                   ; a K-pair into st2
	v_perm_b32 v57, v79, v75, s6                        ; (k, k+1) of column 3
	ds_write_b32 v7, v57 offset:35248                   ; a K-pair into st2
	v_perm_b32 v57, v80, v76, s5                        ; (k, k+1) of column 4
	ds_write_b32 v7, v57 offset:35392                   ; a K-pair into st2
	v_perm_b32 v57, v80, v76, s6                        ; (k, k+1) of column 5
	ds_write_b32 v7, v57 offset:35536                   ; a K-pair into st2
	v_perm_b32 v57, v81, v77, s5                        ; (k, k+1) of column 6
	ds_write_b32 v7, v57 offset:35680                   ; a K-pair into st2
	v_perm_b32 v57, v81, v77, s6                        ; (k, k+1) of column 7
	ds_write_b32 v7, v57 offset:35824                   ; a K-pair into st2
	v_perm_b32 v57, v86, v82, s5                        ; (k, k+1) of column 0
	ds_write_b32 v7, v57 offset:34880                   ; a K-pair into st2
	v_perm_b32 v57, v86, v82, s6                        ; (k, k+1) of column 1
	ds_write_b32 v7, v57 offset:35024                   ; a K-pair into st2
	v_perm_b32 v57, v87, v83, s5                        ; (k, k+1) of column 2
	ds_write_b32 v7, v57 offset:35168                   ; a K-pair into st2
	v_perm_b32 v57, v87, v83, s6                        ; (k, k+1) of column 3
	ds_write_b32 v7, v57 offset:35312                   ; a K-pair into st2
	v_perm_b32 v57, v88, v84, s5                        ; (k, k+1) of column 4
	ds_write_b32 v7, v57 offset:35456                   ; a K-pair into st2
	v_perm_b32 v57, v88, v84, s6                        ; (k, k+1) of column 5
	ds_write_b32 v7, v57 offset:35600                   ; a K-pair into st2
	v_perm_b32 v57, v89, v85, s5                        ; (k, k+1) of column 6
	ds_write_b32 v7, v57 offset:35744                   ; a K-pair into st2
	v_perm_b32 v57, v89, v85, s6                        ; (k, k+1) of column 7
	ds_write_b32 v7, v57 offset:35888                   ; a K-pair into st2
.Lattention_gqa_causal_if4_end:
	s_add_u32 s18, s18, 0x80
	s_cmp_lt_u32 s18, s15
	s_cbranch_scc1 .Lattention_gqa_causal_loop3
.Lattention_gqa_causal_loop3_end:
	s_sub_u32 s5, s14, s17
	s_cmp_ge_u32 s5, 64                                 ; at least one whole chunk of 'tt'
	s_cselect_b32 s6, 1, 0
	s_sub_u32 s14, s5, 63
	s_cmp_lg_u32 s6, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s6, s14, 0
	s_cmp_lg_u32 s24, 0
	s_cselect_b32 s14, s6, 0
	s_mov_b32 s6, 0                                     ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s6, s14
	s_cbranch_scc1 .Lattention_gqa_causal_loop4_end
.Lattention_gqa_causal_loop4:
	s_add_u32 s15, s17, s6
	v_add_u32 v4, s20, v9
	v_add_u32 v7, 0, v4                                 ; index along 's' (examples/attention_gqa.kgen:34)
	v_add_u32 v4, s15, v11
	v_add_u32 v18, 0, v4                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v20, 1, v4                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v22, 2, v4                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v57, 3, v4                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v58, 8, v4                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v59, 9, v4                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v60, 10, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v61, 11, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v62, 16, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v63, 17, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v64, 18, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v65, 19, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v66, 24, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v67, 25, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v68, 26, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v69, 27, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_cmp_ge_i32 s[18:19], v7, v18                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[24:25], v7, v20                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[26:27], v7, v22                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[28:29], v7, v57                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[30:31], v7, v58                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[32:33], v7, v59                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[36:37], v7, v60                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[38:39], v7, v61                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[40:41], v7, v62                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[42:43], v7, v63                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[44:45], v7, v64                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[46:47], v7, v65                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[48:49], v7, v66                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[50:51], v7, v67                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[52:53], v7, v68                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[54:55], v7, v69                      ; examples/attention_gqa.kgen:34
	s_mul_i32 s56, s15, 0x80
	s_mul_hi_u32 s57, s15, 0x80
	s_lshl_b64 s[58:59], s[56:57], 1
	s_add_u32 s56, s34, s58                             ; 'k' at this chunk
	s_addc_u32 s57, s35, s59
	global_load_dwordx4 v[58:61], v5, s[56:57]          ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v4, 16, v58
	v_and_b32 v7, 0xffff0000, v58
	v_lshlrev_b32 v18, 16, v59
	v_and_b32 v20, 0xffff0000, v59
	v_lshlrev_b32 v22, 16, v60
	v_and_b32 v57, 0xffff0000, v60
	v_lshlrev_b32 v62, 16, v61
	v_and_b32 v63, 0xffff0000, v61
	v_add_u32 v58, 0x1000, v5                           ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	global_load_dwordx4 v[64:67], v58, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v64
	v_and_b32 v59, 0xffff0000, v64
	v_lshlrev_b32 v60, 16, v65
	v_and_b32 v61, 0xffff0000, v65
	v_lshlrev_b32 v68, 16, v66
	v_and_b32 v69, 0xffff0000, v66
	v_lshlrev_b32 v70, 16, v67
	v_and_b32 v71, 0xffff0000, v67
	v_add_u32 v64, 0x2000, v5                           ; examples/attention_gqa.kgen:34: 16-byte load of 'k'
	global_load_dwordx4 v[72:75], v64, s[56:57]
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
	global_load_dwordx4 v[80:83], v72, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v80
	v_and_b32 v73, 0xffff0000, v80
	v_lshlrev_b32 v74, 16, v81
	v_and_b32 v75, 0xffff0000, v81
	v_lshlrev_b32 v84, 16, v82
	v_and_b32 v85, 0xffff0000, v82
	v_lshlrev_b32 v86, 16, v83
	v_and_b32 v87, 0xffff0000, v83
	v_lshrrev_b32 v80, 16, v4
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v6, v80 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v7
	ds_write_b16 v6, v4 offset:17410                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v18
	ds_write_b16 v6, v4 offset:17412                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v20
	ds_write_b16 v6, v4 offset:17414                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v22
	ds_write_b16 v6, v4 offset:17416                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v57
	ds_write_b16 v6, v4 offset:17418                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v62
	ds_write_b16 v6, v4 offset:17420                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v63
	ds_write_b16 v6, v4 offset:17422                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v58
	ds_write_b16 v6, v4 offset:21760                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v59
	ds_write_b16 v6, v4 offset:21762                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v60
	ds_write_b16 v6, v4 offset:21764                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v61
	ds_write_b16 v6, v4 offset:21766                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v68
	ds_write_b16 v6, v4 offset:21768                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v69
	ds_write_b16 v6, v4 offset:21770                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v70
	ds_write_b16 v6, v4 offset:21772                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v71
	ds_write_b16 v6, v4 offset:21774                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v64
	ds_write_b16 v6, v4 offset:26112                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v65
	ds_write_b16 v6, v4 offset:26114                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v66
	ds_write_b16 v6, v4 offset:26116                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v67
	ds_write_b16 v6, v4 offset:26118                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v76
	ds_write_b16 v6, v4 offset:26120                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v77
	ds_write_b16 v6, v4 offset:26122                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v78
	ds_write_b16 v6, v4 offset:26124                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v79
	ds_write_b16 v6, v4 offset:26126                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v72
	ds_write_b16 v6, v4 offset:30464                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v73
	ds_write_b16 v6, v4 offset:30466                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v74
	ds_write_b16 v6, v4 offset:30468                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v75
	ds_write_b16 v6, v4 offset:30470                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v84
	ds_write_b16 v6, v4 offset:30472                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v85
	ds_write_b16 v6, v4 offset:30474                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v86
	ds_write_b16 v6, v4 offset:30476                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v87
	ds_write_b16 v6, v4 offset:30478                    ; A operand of the product: stage
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
	v_mov_b32 v68, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v70, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v72, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	ds_read_b128 v[74:77], v14                          ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[78:81], v12 offset:17408             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:32                ; B fragment 0 of k-step 1
	ds_read_b128 v[78:81], v12 offset:17440             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:64                ; B fragment 0 of k-step 2
	ds_read_b128 v[78:81], v12 offset:17472             ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:96                ; B fragment 0 of k-step 3
	ds_read_b128 v[78:81], v12 offset:17504             ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:128               ; B fragment 0 of k-step 4
	ds_read_b128 v[78:81], v12 offset:17536             ; A fragment 0 of k-step 4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:160               ; B fragment 0 of k-step 5
	ds_read_b128 v[78:81], v12 offset:17568             ; A fragment 0 of k-step 5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:192               ; B fragment 0 of k-step 6
	ds_read_b128 v[78:81], v12 offset:17600             ; A fragment 0 of k-step 6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:224               ; B fragment 0 of k-step 7
	ds_read_b128 v[78:81], v12 offset:17632             ; A fragment 0 of k-step 7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	s_nop 7
	s_nop 3
	v_mul_f32 v4, s16, v58                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v7, s16, v59                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v18, s16, v60                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v20, s16, v61                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v22, s16, v62                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v57, s16, v63                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v74, s16, v64                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v75, s16, v65                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v76, s16, v66                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v77, s16, v67                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v78, s16, v68                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v79, s16, v69                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v80, s16, v70                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v81, s16, v71                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v82, s16, v72                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v83, s16, v73                             ; examples/attention_gqa.kgen:34
	v_mov_b32 v58, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v59, v58, v4, s[18:19]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v58, v4, v7, s[24:25]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v7, v4, v18, s[26:27]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v18, v4, v20, s[28:29]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v20, v4, v22, s[30:31]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v22, v4, v57, s[32:33]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v57, v4, v74, s[36:37]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v60, v4, v75, s[38:39]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v61, v4, v76, s[40:41]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v62, v4, v77, s[42:43]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v63, v4, v78, s[44:45]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v64, v4, v79, s[46:47]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v65, v4, v80, s[48:49]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v66, v4, v81, s[50:51]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v67, v4, v82, s[52:53]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v68, v4, v83, s[54:55]
	v_max_f32 v4, v59, v58                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v59, v58
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v7                               ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v7
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v18                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v18
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v20                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v20
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v22                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v22
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v57                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v57
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v60                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v60
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v61                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v61
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v62                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v62
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v63                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v63
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v64                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v64
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v65                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v65
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v66                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v66
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v67                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v67
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v68                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v68
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_and_b32 v4, 63, v0                                ; max over 'tt' (examples/attention_gqa.kgen:35): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v69, v4, v70
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v70, v69
	v_cmp_u_f32 s[18:19], v70, v69
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_245
	v_add_u32 v4, 0x15c00, v13                          ; max over 'tt' (examples/attention_gqa.kgen:35): this warp group's partial
	ds_write_b32 v4, v70
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v4, 0x15c00, v15                          ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 0
	ds_read_b32 v69, v4
	v_add_u32 v4, 0x15d00, v15                          ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 1
	ds_read_b32 v70, v4
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v69, v70
	v_cmp_u_f32 s[18:19], v69, v70
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v23, v70                              ; examples/attention_gqa.kgen:35
	v_cmp_u_f32 s[18:19], v23, v70
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_sub_f32 v4, v23, v70                              ; examples/attention_gqa.kgen:37
	v_mul_f32 v69, 0x3fb8aa3b, v4                       ; examples/attention_gqa.kgen:37
	v_exp_f32 v4, v69                                   ; examples/attention_gqa.kgen:37
	s_nop 0
	v_mul_f32 v69, v24, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v71, v25, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v72, v26, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v73, v27, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v74, v28, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v75, v29, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v76, v30, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v77, v31, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v78, v32, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v79, v33, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v80, v34, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v81, v35, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v82, v36, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v83, v37, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v84, v38, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v85, v39, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v86, v40, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v87, v41, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v88, v42, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v89, v43, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v90, v44, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v91, v45, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v92, v46, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v93, v47, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v94, v48, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v95, v49, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v96, v50, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v97, v51, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v98, v52, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v99, v53, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v100, v54, v4                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v101, v55, v4                             ; examples/attention_gqa.kgen:39
	v_mov_b32 v24, v69                                  ; 'acc' scaled in place
	v_mov_b32 v25, v71                                  ; 'acc' scaled in place
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
	s_add_u32 s18, s10, s58                             ; 'v' at this chunk
	s_addc_u32 s19, s11, s59
	global_load_dwordx4 v[72:75], v5, s[18:19]          ; examples/attention_gqa.kgen:39: 16-byte load of 'v'
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
	global_load_dwordx4 v[82:85], v72, s[18:19]
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
	global_load_dwordx4 v[90:93], v82, s[18:19]
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
	global_load_dwordx4 v[98:101], v90, s[18:19]
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
	ds_write_b16 v16, v98 offset:34816                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v71
	ds_write_b16 v16, v69 offset:34960                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v76
	ds_write_b16 v16, v69 offset:35104                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v77
	ds_write_b16 v16, v69 offset:35248                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v78
	ds_write_b16 v16, v69 offset:35392                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v79
	ds_write_b16 v16, v69 offset:35536                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v80
	ds_write_b16 v16, v69 offset:35680                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v81
	ds_write_b16 v16, v69 offset:35824                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v72
	ds_write_b16 v16, v69 offset:34848                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v73
	ds_write_b16 v16, v69 offset:34992                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v74
	ds_write_b16 v16, v69 offset:35136                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v75
	ds_write_b16 v16, v69 offset:35280                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v86
	ds_write_b16 v16, v69 offset:35424                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v87
	ds_write_b16 v16, v69 offset:35568                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v88
	ds_write_b16 v16, v69 offset:35712                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v89
	ds_write_b16 v16, v69 offset:35856                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v82
	ds_write_b16 v16, v69 offset:34880                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v83
	ds_write_b16 v16, v69 offset:35024                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v84
	ds_write_b16 v16, v69 offset:35168                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v85
	ds_write_b16 v16, v69 offset:35312                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v94
	ds_write_b16 v16, v69 offset:35456                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v95
	ds_write_b16 v16, v69 offset:35600                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v96
	ds_write_b16 v16, v69 offset:35744                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v97
	ds_write_b16 v16, v69 offset:35888                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v90
	ds_write_b16 v16, v69 offset:34912                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v91
	ds_write_b16 v16, v69 offset:35056                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v92
	ds_write_b16 v16, v69 offset:35200                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v93
	ds_write_b16 v16, v69 offset:35344                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v102
	ds_write_b16 v16, v69 offset:35488                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v103
	ds_write_b16 v16, v69 offset:35632                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v104
	ds_write_b16 v16, v69 offset:35776                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v105
	ds_write_b16 v16, v69 offset:35920                  ; A operand of the product: stage
	v_mul_f32 v69, 0xbfb8aa3b, v70                      ; -m log2 e of e^(x - m), once per m (examples/attention_gqa.kgen:36)
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v59, v71, v69
	v_exp_f32 v59, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v58, v71, v69
	v_exp_f32 v58, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v7, v71, v69
	v_exp_f32 v7, v72                                   ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v18, v71, v69
	v_exp_f32 v18, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v20, v71, v69
	v_exp_f32 v20, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v22, v71, v69
	v_exp_f32 v22, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v57, v71, v69
	v_exp_f32 v57, v72                                  ; examples/attention_gqa.kgen:36
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
	v_bfe_u32 v69, v59, 16, 1                           ; round to bf16
	v_add3_u32 v71, v59, v69, s7
	v_cmp_u_f32 s[18:19], v59, v59
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v71, v71, v69, s[18:19]
	v_and_b32 v69, 0xffff0000, v71
	v_bfe_u32 v71, v58, 16, 1                           ; round to bf16
	v_add3_u32 v72, v58, v71, s7
	v_cmp_u_f32 s[18:19], v58, v58
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v72, v71, s[18:19]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v7, 16, 1                            ; round to bf16
	v_add3_u32 v73, v7, v72, s7
	v_cmp_u_f32 s[18:19], v7, v7
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[18:19]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v18, 16, 1                           ; round to bf16
	v_add3_u32 v74, v18, v73, s7
	v_cmp_u_f32 s[18:19], v18, v18
	v_mov_b32 v73, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v74, v74, v73, s[18:19]
	v_and_b32 v73, 0xffff0000, v74
	v_bfe_u32 v74, v20, 16, 1                           ; round to bf16
	v_add3_u32 v75, v20, v74, s7
	v_cmp_u_f32 s[18:19], v20, v20
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v75, v74, s[18:19]
	v_and_b32 v74, 0xffff0000, v75
	v_bfe_u32 v75, v22, 16, 1                           ; round to bf16
	v_add3_u32 v76, v22, v75, s7
	v_cmp_u_f32 s[18:19], v22, v22
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v76, v75, s[18:19]
	v_and_b32 v75, 0xffff0000, v76
	v_bfe_u32 v76, v57, 16, 1                           ; round to bf16
	v_add3_u32 v77, v57, v76, s7
	v_cmp_u_f32 s[18:19], v57, v57
	v_mov_b32 v76, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[18:19]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v60, 16, 1                           ; round to bf16
	v_add3_u32 v78, v60, v77, s7
	v_cmp_u_f32 s[18:19], v60, v60
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[18:19]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v61, 16, 1                           ; round to bf16
	v_add3_u32 v79, v61, v78, s7
	v_cmp_u_f32 s[18:19], v61, v61
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[18:19]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v62, 16, 1                           ; round to bf16
	v_add3_u32 v80, v62, v79, s7
	v_cmp_u_f32 s[18:19], v62, v62
	v_mov_b32 v79, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v80, v80, v79, s[18:19]
	v_and_b32 v79, 0xffff0000, v80
	v_bfe_u32 v80, v63, 16, 1                           ; round to bf16
	v_add3_u32 v81, v63, v80, s7
	v_cmp_u_f32 s[18:19], v63, v63
	v_mov_b32 v80, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v81, v81, v80, s[18:19]
	v_and_b32 v80, 0xffff0000, v81
	v_bfe_u32 v81, v64, 16, 1                           ; round to bf16
	v_add3_u32 v82, v64, v81, s7
	v_cmp_u_f32 s[18:19], v64, v64
	v_mov_b32 v81, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v82, v82, v81, s[18:19]
	v_and_b32 v81, 0xffff0000, v82
	v_bfe_u32 v82, v65, 16, 1                           ; round to bf16
	v_add3_u32 v83, v65, v82, s7
	v_cmp_u_f32 s[18:19], v65, v65
	v_mov_b32 v82, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v83, v83, v82, s[18:19]
	v_and_b32 v82, 0xffff0000, v83
	v_bfe_u32 v83, v66, 16, 1                           ; round to bf16
	v_add3_u32 v84, v66, v83, s7
	v_cmp_u_f32 s[18:19], v66, v66
	v_mov_b32 v83, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v84, v83, s[18:19]
	v_and_b32 v83, 0xffff0000, v84
	v_bfe_u32 v84, v67, 16, 1                           ; round to bf16
	v_add3_u32 v85, v67, v84, s7
	v_cmp_u_f32 s[18:19], v67, v67
	v_mov_b32 v84, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v85, v85, v84, s[18:19]
	v_and_b32 v84, 0xffff0000, v85
	v_bfe_u32 v85, v68, 16, 1                           ; round to bf16
	v_add3_u32 v86, v68, v85, s7
	v_cmp_u_f32 s[18:19], v68, v68
	v_mov_b32 v85, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v86, v86, v85, s[18:19]
	v_and_b32 v85, 0xffff0000, v86
	v_lshrrev_b32 v86, 16, v69
	v_add_u32 v69, 0x15e00, v17                         ; B operand of the product: stage
	ds_write_b16 v69, v86
	v_lshrrev_b32 v69, 16, v71
	v_add_u32 v71, 0x15e02, v17                         ; B operand of the product: stage
	ds_write_b16 v71, v69
	v_lshrrev_b32 v69, 16, v72
	v_add_u32 v71, 0x15e04, v17                         ; B operand of the product: stage
	ds_write_b16 v71, v69
	v_lshrrev_b32 v69, 16, v73
	v_add_u32 v71, 0x15e06, v17                         ; B operand of the product: stage
	ds_write_b16 v71, v69
	v_lshrrev_b32 v69, 16, v74
	v_add_u32 v71, 0x15e10, v17                         ; B operand of the product: stage
	ds_write_b16 v71, v69
	v_lshrrev_b32 v69, 16, v75
	v_add_u32 v71, 0x15e12, v17                         ; B operand of the product: stage
	ds_write_b16 v71, v69
	v_lshrrev_b32 v69, 16, v76
	v_add_u32 v71, 0x15e14, v17                         ; B operand of the product: stage
	ds_write_b16 v71, v69
	v_lshrrev_b32 v69, 16, v77
	v_add_u32 v71, 0x15e16, v17                         ; B operand of the product: stage
	ds_write_b16 v71, v69
	v_lshrrev_b32 v69, 16, v78
	v_add_u32 v71, 0x15e20, v17                         ; B operand of the product: stage
	ds_write_b16 v71, v69
	v_lshrrev_b32 v69, 16, v79
	v_add_u32 v71, 0x15e22, v17                         ; B operand of the product: stage
	ds_write_b16 v71, v69
	v_lshrrev_b32 v69, 16, v80
	v_add_u32 v71, 0x15e24, v17                         ; B operand of the product: stage
	ds_write_b16 v71, v69
	v_lshrrev_b32 v69, 16, v81
	v_add_u32 v71, 0x15e26, v17                         ; B operand of the product: stage
	ds_write_b16 v71, v69
	v_lshrrev_b32 v69, 16, v82
	v_add_u32 v71, 0x15e30, v17                         ; B operand of the product: stage
	ds_write_b16 v71, v69
	v_lshrrev_b32 v69, 16, v83
	v_add_u32 v71, 0x15e32, v17                         ; B operand of the product: stage
	ds_write_b16 v71, v69
	v_lshrrev_b32 v69, 16, v84
	v_add_u32 v71, 0x15e34, v17                         ; B operand of the product: stage
	ds_write_b16 v71, v69
	v_lshrrev_b32 v69, 16, v85
	v_add_u32 v71, 0x15e36, v17                         ; B operand of the product: stage
	ds_write_b16 v71, v69
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v69, 0x15e00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[72:75], v69
	ds_read_b128 v[76:79], v8 offset:34816              ; A fragment 0 of k-step 0
	ds_read_b128 v[80:83], v8 offset:39424              ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[76:79], v[72:75], v[24:39] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[80:83], v[72:75], v[40:55] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v69, 0x15e20, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[72:75], v69
	ds_read_b128 v[76:79], v8 offset:34848              ; A fragment 0 of k-step 1
	ds_read_b128 v[80:83], v8 offset:39456              ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[76:79], v[72:75], v[24:39] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[80:83], v[72:75], v[40:55] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v69, 0x15e40, v10                         ; B fragment 0 of k-step 2
	ds_read_b128 v[72:75], v69
	ds_read_b128 v[76:79], v8 offset:34880              ; A fragment 0 of k-step 2
	ds_read_b128 v[80:83], v8 offset:39488              ; A fragment 1 of k-step 2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[76:79], v[72:75], v[24:39] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[80:83], v[72:75], v[40:55] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v69, 0x15e60, v10                         ; B fragment 0 of k-step 3
	ds_read_b128 v[72:75], v69
	ds_read_b128 v[76:79], v8 offset:34912              ; A fragment 0 of k-step 3
	ds_read_b128 v[80:83], v8 offset:39520              ; A fragment 1 of k-step 3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[76:79], v[72:75], v[24:39] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[80:83], v[72:75], v[40:55] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_mul_f32 v69, v56, v4                              ; examples/attention_gqa.kgen:38
	v_add_f32 v4, v59, v58                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v58, v4, v7                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v58, v18                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v7, v4, v20                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v7, v22                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v7, v4, v57                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v7, v60                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v7, v4, v61                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v7, v62                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v7, v4, v63                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v7, v64                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v7, v4, v65                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v7, v66                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v7, v4, v67                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v7, v68                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_and_b32 v7, 63, v0                                ; sum over 'tt' (examples/attention_gqa.kgen:38): lanes 32 apart
	v_xor_b32 v7, 32, v7
	v_lshlrev_b32 v7, 2, v7
	ds_bpermute_b32 v18, v7, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v4, v18
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_245
	v_add_u32 v4, 0x1a200, v13                          ; sum over 'tt' (examples/attention_gqa.kgen:38): this warp group's partial
	ds_write_b32 v4, v7
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v4, 0x1a200, v15                          ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 0
	ds_read_b32 v7, v4
	v_add_u32 v4, 0x1a300, v15                          ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 1
	ds_read_b32 v18, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v7, v18
	v_add_f32 v7, v69, v4                               ; examples/attention_gqa.kgen:38
	v_mov_b32 v56, v7                                   ; next 'l'
	v_mov_b32 v23, v70                                  ; next 'mx'
	s_add_u32 s6, s6, 64
	s_cmp_lt_u32 s6, s14
	s_cbranch_scc1 .Lattention_gqa_causal_loop4
.Lattention_gqa_causal_loop4_end:
	s_mov_b32 s14, s6                                   ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s14, s5
	s_cbranch_scc1 .Lattention_gqa_causal_loop5_end
.Lattention_gqa_causal_loop5:
	s_add_u32 s6, s17, s14
	s_sub_u32 s15, s5, s14
	v_add_u32 v4, s20, v9
	v_add_u32 v7, 0, v4                                 ; index along 's' (examples/attention_gqa.kgen:34)
	v_add_u32 v4, s6, v11
	v_add_u32 v18, 0, v4                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v20, 1, v4                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v22, 2, v4                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v57, 3, v4                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v58, 8, v4                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v59, 9, v4                                ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v60, 10, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v61, 11, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v62, 16, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v63, 17, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v64, 18, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v65, 19, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v66, 24, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v67, 25, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v68, 26, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_add_u32 v69, 27, v4                               ; index along 'tt' (examples/attention_gqa.kgen:34)
	v_cmp_ge_i32 s[18:19], v7, v18                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[24:25], v7, v20                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[26:27], v7, v22                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[28:29], v7, v57                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[30:31], v7, v58                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[32:33], v7, v59                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[36:37], v7, v60                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[38:39], v7, v61                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[40:41], v7, v62                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[42:43], v7, v63                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[44:45], v7, v64                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[46:47], v7, v65                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[48:49], v7, v66                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[50:51], v7, v67                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[52:53], v7, v68                      ; examples/attention_gqa.kgen:34
	v_cmp_ge_i32 s[54:55], v7, v69                      ; examples/attention_gqa.kgen:34
	s_mul_i32 s56, s6, 0x80
	s_mul_hi_u32 s57, s6, 0x80
	s_lshl_b64 s[58:59], s[56:57], 1
	s_add_u32 s56, s34, s58                             ; 'k' at this chunk
	s_addc_u32 s57, s35, s59
	v_cmp_lt_u32 s[60:61], v2, s15                      ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_2726
	global_load_ushort v4, v5, s[56:57]                 ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_2726
	global_load_ushort v4, v5, s[56:57] offset:2        ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_2726
	global_load_ushort v4, v5, s[56:57] offset:4        ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_2726
	global_load_ushort v4, v5, s[56:57] offset:6        ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_2726
	global_load_ushort v4, v5, s[56:57] offset:8        ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_2726
	global_load_ushort v4, v5, s[56:57] offset:10       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_2726
	global_load_ushort v4, v5, s[56:57] offset:12       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_2726
	global_load_ushort v4, v5, s[56:57] offset:14       ; examples/attention_gqa.kgen:34: load of 'k'
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v4
	v_cmp_lt_u32 s[62:63], v1, s15                      ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_2743
	v_add_u32 v61, 0x1000, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v61, s[56:57]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_2743
	v_add_u32 v62, 0x1002, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v62, s[56:57]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_2743
	v_add_u32 v63, 0x1004, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v63, s[56:57]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_2743
	v_add_u32 v64, 0x1006, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v64, s[56:57]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_2743
	v_add_u32 v65, 0x1008, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v65, s[56:57]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_2743
	v_add_u32 v66, 0x100a, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v66, s[56:57]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_2743
	v_add_u32 v67, 0x100c, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v67, s[56:57]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[64:65], s[62:63]               ; lanes where %vpred_2743
	v_add_u32 v68, 0x100e, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v68, s[56:57]
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v4
	v_cmp_lt_u32 s[64:65], v19, s15                     ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_2760
	v_add_u32 v69, 0x2000, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v69, s[56:57]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_2760
	v_add_u32 v70, 0x2002, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v70, s[56:57]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_2760
	v_add_u32 v71, 0x2004, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v71, s[56:57]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_2760
	v_add_u32 v72, 0x2006, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v72, s[56:57]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_2760
	v_add_u32 v73, 0x2008, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v73, s[56:57]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_2760
	v_add_u32 v74, 0x200a, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v74, s[56:57]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_2760
	v_add_u32 v75, 0x200c, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v75, s[56:57]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[66:67], s[64:65]               ; lanes where %vpred_2760
	v_add_u32 v76, 0x200e, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v76, s[56:57]
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v4
	v_cmp_lt_u32 s[66:67], v21, s15                     ; 'tt' element in bounds
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_2777
	v_add_u32 v77, 0x3000, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v77, s[56:57]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_2777
	v_add_u32 v78, 0x3002, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v78, s[56:57]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_2777
	v_add_u32 v79, 0x3004, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v79, s[56:57]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_2777
	v_add_u32 v80, 0x3006, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v80, s[56:57]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_2777
	v_add_u32 v81, 0x3008, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v81, s[56:57]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_2777
	v_add_u32 v82, 0x300a, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v82, s[56:57]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_2777
	v_add_u32 v83, 0x300c, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v83, s[56:57]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[68:69], s[66:67]               ; lanes where %vpred_2777
	v_add_u32 v84, 0x300e, v5                           ; examples/attention_gqa.kgen:34: load of 'k'
	global_load_ushort v4, v84, s[56:57]
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v4
	v_lshrrev_b32 v4, 16, v7
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v6, v4 offset:17408                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v18
	ds_write_b16 v6, v4 offset:17410                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v20
	ds_write_b16 v6, v4 offset:17412                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v22
	ds_write_b16 v6, v4 offset:17414                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v57
	ds_write_b16 v6, v4 offset:17416                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v58
	ds_write_b16 v6, v4 offset:17418                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v59
	ds_write_b16 v6, v4 offset:17420                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v60
	ds_write_b16 v6, v4 offset:17422                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v61
	ds_write_b16 v6, v4 offset:21760                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v62
	ds_write_b16 v6, v4 offset:21762                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v63
	ds_write_b16 v6, v4 offset:21764                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v64
	ds_write_b16 v6, v4 offset:21766                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v65
	ds_write_b16 v6, v4 offset:21768                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v66
	ds_write_b16 v6, v4 offset:21770                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v67
	ds_write_b16 v6, v4 offset:21772                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v68
	ds_write_b16 v6, v4 offset:21774                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v69
	ds_write_b16 v6, v4 offset:26112                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v70
	ds_write_b16 v6, v4 offset:26114                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v71
	ds_write_b16 v6, v4 offset:26116                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v72
	ds_write_b16 v6, v4 offset:26118                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v73
	ds_write_b16 v6, v4 offset:26120                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v74
	ds_write_b16 v6, v4 offset:26122                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v75
	ds_write_b16 v6, v4 offset:26124                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v76
	ds_write_b16 v6, v4 offset:26126                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v77
	ds_write_b16 v6, v4 offset:30464                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v78
	ds_write_b16 v6, v4 offset:30466                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v79
	ds_write_b16 v6, v4 offset:30468                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v80
	ds_write_b16 v6, v4 offset:30470                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v81
	ds_write_b16 v6, v4 offset:30472                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v82
	ds_write_b16 v6, v4 offset:30474                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v83
	ds_write_b16 v6, v4 offset:30476                    ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v84
	ds_write_b16 v6, v4 offset:30478                    ; A operand of the product: stage
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
	v_mov_b32 v68, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v70, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v72, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_gqa.kgen:34: product accumulator
	ds_read_b128 v[74:77], v14                          ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[78:81], v12 offset:17408             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:32                ; B fragment 0 of k-step 1
	ds_read_b128 v[78:81], v12 offset:17440             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:64                ; B fragment 0 of k-step 2
	ds_read_b128 v[78:81], v12 offset:17472             ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:96                ; B fragment 0 of k-step 3
	ds_read_b128 v[78:81], v12 offset:17504             ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:128               ; B fragment 0 of k-step 4
	ds_read_b128 v[78:81], v12 offset:17536             ; A fragment 0 of k-step 4
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:160               ; B fragment 0 of k-step 5
	ds_read_b128 v[78:81], v12 offset:17568             ; A fragment 0 of k-step 5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:192               ; B fragment 0 of k-step 6
	ds_read_b128 v[78:81], v12 offset:17600             ; A fragment 0 of k-step 6
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	ds_read_b128 v[74:77], v14 offset:224               ; B fragment 0 of k-step 7
	ds_read_b128 v[78:81], v12 offset:17632             ; A fragment 0 of k-step 7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[58:73], v[78:81], v[74:77], v[58:73] ; examples/attention_gqa.kgen:34: mfma 32x32x16
	s_nop 7
	s_nop 3
	v_mul_f32 v4, s16, v58                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v7, s16, v59                              ; examples/attention_gqa.kgen:34
	v_mul_f32 v18, s16, v60                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v20, s16, v61                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v22, s16, v62                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v57, s16, v63                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v74, s16, v64                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v75, s16, v65                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v76, s16, v66                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v77, s16, v67                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v78, s16, v68                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v79, s16, v69                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v80, s16, v70                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v81, s16, v71                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v82, s16, v72                             ; examples/attention_gqa.kgen:34
	v_mul_f32 v83, s16, v73                             ; examples/attention_gqa.kgen:34
	v_mov_b32 v58, 0xff800000                           ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v59, v58, v4, s[18:19]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v58, v4, v7, s[24:25]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v7, v4, v18, s[26:27]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v18, v4, v20, s[28:29]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v20, v4, v22, s[30:31]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v22, v4, v57, s[32:33]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v57, v4, v74, s[36:37]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v60, v4, v75, s[38:39]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v61, v4, v76, s[40:41]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v62, v4, v77, s[42:43]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v63, v4, v78, s[44:45]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v64, v4, v79, s[46:47]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v65, v4, v80, s[48:49]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v66, v4, v81, s[50:51]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v67, v4, v82, s[52:53]
	v_mov_b32 v4, 0xff800000                            ; examples/attention_gqa.kgen:34
	v_cndmask_b32 v68, v4, v83, s[54:55]
	v_cmp_lt_u32 s[18:19], v9, s22                      ; 's' element in bounds
	v_cmp_lt_u32 s[24:25], v11, s15                     ; 'tt' element in bounds
	s_and_b64 s[26:27], s[18:19], s[24:25]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v69, v4, v59, s[26:27]
	v_add_u32 v4, 1, v11
	v_cmp_lt_u32 s[24:25], v4, s15                      ; 'tt' element in bounds
	s_and_b64 s[28:29], s[18:19], s[24:25]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v70, v4, v58, s[28:29]
	v_add_u32 v4, 2, v11
	v_cmp_lt_u32 s[24:25], v4, s15                      ; 'tt' element in bounds
	s_and_b64 s[30:31], s[18:19], s[24:25]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v71, v4, v7, s[30:31]
	v_add_u32 v4, 3, v11
	v_cmp_lt_u32 s[24:25], v4, s15                      ; 'tt' element in bounds
	s_and_b64 s[32:33], s[18:19], s[24:25]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v72, v4, v18, s[32:33]
	v_add_u32 v4, 8, v11
	v_cmp_lt_u32 s[24:25], v4, s15                      ; 'tt' element in bounds
	s_and_b64 s[36:37], s[18:19], s[24:25]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v73, v4, v20, s[36:37]
	v_add_u32 v4, 9, v11
	v_cmp_lt_u32 s[24:25], v4, s15                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[18:19], s[24:25]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v74, v4, v22, s[38:39]
	v_add_u32 v4, 10, v11
	v_cmp_lt_u32 s[24:25], v4, s15                      ; 'tt' element in bounds
	s_and_b64 s[40:41], s[18:19], s[24:25]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v75, v4, v57, s[40:41]
	v_add_u32 v4, 11, v11
	v_cmp_lt_u32 s[24:25], v4, s15                      ; 'tt' element in bounds
	s_and_b64 s[42:43], s[18:19], s[24:25]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v76, v4, v60, s[42:43]
	v_add_u32 v4, 16, v11
	v_cmp_lt_u32 s[24:25], v4, s15                      ; 'tt' element in bounds
	s_and_b64 s[44:45], s[18:19], s[24:25]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v77, v4, v61, s[44:45]
	v_add_u32 v4, 17, v11
	v_cmp_lt_u32 s[24:25], v4, s15                      ; 'tt' element in bounds
	s_and_b64 s[46:47], s[18:19], s[24:25]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v78, v4, v62, s[46:47]
	v_add_u32 v4, 18, v11
	v_cmp_lt_u32 s[24:25], v4, s15                      ; 'tt' element in bounds
	s_and_b64 s[48:49], s[18:19], s[24:25]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v79, v4, v63, s[48:49]
	v_add_u32 v4, 19, v11
	v_cmp_lt_u32 s[24:25], v4, s15                      ; 'tt' element in bounds
	s_and_b64 s[50:51], s[18:19], s[24:25]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v80, v4, v64, s[50:51]
	v_add_u32 v4, 24, v11
	v_cmp_lt_u32 s[24:25], v4, s15                      ; 'tt' element in bounds
	s_and_b64 s[52:53], s[18:19], s[24:25]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v81, v4, v65, s[52:53]
	v_add_u32 v4, 25, v11
	v_cmp_lt_u32 s[24:25], v4, s15                      ; 'tt' element in bounds
	s_and_b64 s[54:55], s[18:19], s[24:25]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v82, v4, v66, s[54:55]
	v_add_u32 v4, 26, v11
	v_cmp_lt_u32 s[24:25], v4, s15                      ; 'tt' element in bounds
	s_and_b64 s[56:57], s[18:19], s[24:25]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v83, v4, v67, s[56:57]
	v_add_u32 v4, 27, v11
	v_cmp_lt_u32 s[24:25], v4, s15                      ; 'tt' element in bounds
	s_and_b64 s[68:69], s[18:19], s[24:25]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v84, v4, v68, s[68:69]
	v_max_f32 v4, v69, v70                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v69, v70
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v71                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v71
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v72                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v72
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v73                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v73
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v74                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v74
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v75                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v75
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v76                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v76
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v77                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v77
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v78                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v78
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v79                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v79
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v80                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v80
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v81                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v81
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v82                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v82
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v83                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v83
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v70, v84                              ; max over 'tt' (examples/attention_gqa.kgen:35)
	v_cmp_u_f32 s[18:19], v70, v84
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_and_b32 v4, 63, v0                                ; max over 'tt' (examples/attention_gqa.kgen:35): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v69, v4, v70
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v70, v69
	v_cmp_u_f32 s[18:19], v70, v69
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_245
	v_add_u32 v4, 0x15c00, v13                          ; max over 'tt' (examples/attention_gqa.kgen:35): this warp group's partial
	ds_write_b32 v4, v70
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v4, 0x15c00, v15                          ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 0
	ds_read_b32 v69, v4
	v_add_u32 v4, 0x15d00, v15                          ; max over 'tt' (examples/attention_gqa.kgen:35): warp group 1
	ds_read_b32 v70, v4
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v69, v70
	v_cmp_u_f32 s[18:19], v69, v70
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_max_f32 v4, v23, v70                              ; examples/attention_gqa.kgen:35
	v_cmp_u_f32 s[18:19], v23, v70
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v4, v69, s[18:19]
	v_sub_f32 v4, v23, v70                              ; examples/attention_gqa.kgen:37
	v_mul_f32 v69, 0x3fb8aa3b, v4                       ; examples/attention_gqa.kgen:37
	v_exp_f32 v4, v69                                   ; examples/attention_gqa.kgen:37
	s_nop 0
	v_mul_f32 v69, v24, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v71, v25, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v72, v26, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v73, v27, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v74, v28, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v75, v29, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v76, v30, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v77, v31, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v78, v32, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v79, v33, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v80, v34, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v81, v35, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v82, v36, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v83, v37, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v84, v38, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v85, v39, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v86, v40, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v87, v41, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v88, v42, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v89, v43, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v90, v44, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v91, v45, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v92, v46, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v93, v47, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v94, v48, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v95, v49, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v96, v50, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v97, v51, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v98, v52, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v99, v53, v4                              ; examples/attention_gqa.kgen:39
	v_mul_f32 v100, v54, v4                             ; examples/attention_gqa.kgen:39
	v_mul_f32 v101, v55, v4                             ; examples/attention_gqa.kgen:39
	v_mov_b32 v24, v69                                  ; 'acc' scaled in place
	v_mov_b32 v25, v71                                  ; 'acc' scaled in place
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
	s_add_u32 s18, s10, s58                             ; 'v' at this chunk
	s_addc_u32 s19, s11, s59
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[60:61]               ; lanes where %vpred_2726
	global_load_ushort v69, v5, s[18:19]                ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[60:61]               ; lanes where %vpred_2726
	global_load_ushort v69, v5, s[18:19] offset:2       ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[60:61]               ; lanes where %vpred_2726
	global_load_ushort v69, v5, s[18:19] offset:4       ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[60:61]               ; lanes where %vpred_2726
	global_load_ushort v69, v5, s[18:19] offset:6       ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[60:61]               ; lanes where %vpred_2726
	global_load_ushort v69, v5, s[18:19] offset:8       ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[60:61]               ; lanes where %vpred_2726
	global_load_ushort v69, v5, s[18:19] offset:10      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[60:61]               ; lanes where %vpred_2726
	global_load_ushort v69, v5, s[18:19] offset:12      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[60:61]               ; lanes where %vpred_2726
	global_load_ushort v69, v5, s[18:19] offset:14      ; examples/attention_gqa.kgen:39: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[62:63]               ; lanes where %vpred_2743
	v_add_u32 v79, 0x1000, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v79, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[62:63]               ; lanes where %vpred_2743
	v_add_u32 v80, 0x1002, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v80, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[62:63]               ; lanes where %vpred_2743
	v_add_u32 v81, 0x1004, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v81, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[62:63]               ; lanes where %vpred_2743
	v_add_u32 v82, 0x1006, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v82, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[62:63]               ; lanes where %vpred_2743
	v_add_u32 v83, 0x1008, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v83, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[62:63]               ; lanes where %vpred_2743
	v_add_u32 v84, 0x100a, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v84, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[62:63]               ; lanes where %vpred_2743
	v_add_u32 v85, 0x100c, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v85, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[62:63]               ; lanes where %vpred_2743
	v_add_u32 v86, 0x100e, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v86, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_2760
	v_add_u32 v87, 0x2000, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v87, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v87, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_2760
	v_add_u32 v88, 0x2002, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v88, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_2760
	v_add_u32 v89, 0x2004, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v89, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v89, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_2760
	v_add_u32 v90, 0x2006, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v90, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v90, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_2760
	v_add_u32 v91, 0x2008, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v91, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v91, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_2760
	v_add_u32 v92, 0x200a, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v92, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v92, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_2760
	v_add_u32 v93, 0x200c, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v93, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v93, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_2760
	v_add_u32 v94, 0x200e, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v94, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v94, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_2777
	v_add_u32 v95, 0x3000, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v95, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v95, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_2777
	v_add_u32 v96, 0x3002, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v96, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v96, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_2777
	v_add_u32 v97, 0x3004, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v97, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v97, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_2777
	v_add_u32 v98, 0x3006, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v98, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v98, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_2777
	v_add_u32 v99, 0x3008, v5                           ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v99, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v99, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_2777
	v_add_u32 v100, 0x300a, v5                          ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v100, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v100, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_2777
	v_add_u32 v101, 0x300c, v5                          ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v101, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v101, 16, v69
	v_mov_b32 v69, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_2777
	v_add_u32 v102, 0x300e, v5                          ; examples/attention_gqa.kgen:39: load of 'v'
	global_load_ushort v69, v102, s[18:19]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v102, 16, v69
	v_lshrrev_b32 v69, 16, v71
	ds_write_b16 v16, v69 offset:34816                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v72
	ds_write_b16 v16, v69 offset:34960                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v73
	ds_write_b16 v16, v69 offset:35104                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v74
	ds_write_b16 v16, v69 offset:35248                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v75
	ds_write_b16 v16, v69 offset:35392                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v76
	ds_write_b16 v16, v69 offset:35536                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v77
	ds_write_b16 v16, v69 offset:35680                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v78
	ds_write_b16 v16, v69 offset:35824                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v79
	ds_write_b16 v16, v69 offset:34848                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v80
	ds_write_b16 v16, v69 offset:34992                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v81
	ds_write_b16 v16, v69 offset:35136                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v82
	ds_write_b16 v16, v69 offset:35280                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v83
	ds_write_b16 v16, v69 offset:35424                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v84
	ds_write_b16 v16, v69 offset:35568                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v85
	ds_write_b16 v16, v69 offset:35712                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v86
	ds_write_b16 v16, v69 offset:35856                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v87
	ds_write_b16 v16, v69 offset:34880                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v88
	ds_write_b16 v16, v69 offset:35024                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v89
	ds_write_b16 v16, v69 offset:35168                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v90
	ds_write_b16 v16, v69 offset:35312                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v91
	ds_write_b16 v16, v69 offset:35456                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v92
	ds_write_b16 v16, v69 offset:35600                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v93
	ds_write_b16 v16, v69 offset:35744                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v94
	ds_write_b16 v16, v69 offset:35888                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v95
	ds_write_b16 v16, v69 offset:34912                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v96
	ds_write_b16 v16, v69 offset:35056                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v97
	ds_write_b16 v16, v69 offset:35200                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v98
	ds_write_b16 v16, v69 offset:35344                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v99
	ds_write_b16 v16, v69 offset:35488                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v100
	ds_write_b16 v16, v69 offset:35632                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v101
	ds_write_b16 v16, v69 offset:35776                  ; A operand of the product: stage
	v_lshrrev_b32 v69, 16, v102
	ds_write_b16 v16, v69 offset:35920                  ; A operand of the product: stage
	v_mul_f32 v69, 0xbfb8aa3b, v70                      ; -m log2 e of e^(x - m), once per m (examples/attention_gqa.kgen:36)
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v59, v71, v69
	v_exp_f32 v59, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v58, v71, v69
	v_exp_f32 v58, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v7, v71, v69
	v_exp_f32 v7, v72                                   ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v18, v71, v69
	v_exp_f32 v18, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v20, v71, v69
	v_exp_f32 v20, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v22, v71, v69
	v_exp_f32 v22, v72                                  ; examples/attention_gqa.kgen:36
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_gqa.kgen:36
	v_fma_f32 v72, v57, v71, v69
	v_exp_f32 v57, v72                                  ; examples/attention_gqa.kgen:36
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
	v_bfe_u32 v69, v59, 16, 1                           ; round to bf16
	v_add3_u32 v71, v59, v69, s7
	v_cmp_u_f32 s[18:19], v59, v59
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v71, v71, v69, s[18:19]
	v_and_b32 v69, 0xffff0000, v71
	v_bfe_u32 v71, v58, 16, 1                           ; round to bf16
	v_add3_u32 v72, v58, v71, s7
	v_cmp_u_f32 s[18:19], v58, v58
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v72, v71, s[18:19]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v7, 16, 1                            ; round to bf16
	v_add3_u32 v73, v7, v72, s7
	v_cmp_u_f32 s[18:19], v7, v7
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[18:19]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v18, 16, 1                           ; round to bf16
	v_add3_u32 v74, v18, v73, s7
	v_cmp_u_f32 s[18:19], v18, v18
	v_mov_b32 v73, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v74, v74, v73, s[18:19]
	v_and_b32 v73, 0xffff0000, v74
	v_bfe_u32 v74, v20, 16, 1                           ; round to bf16
	v_add3_u32 v75, v20, v74, s7
	v_cmp_u_f32 s[18:19], v20, v20
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v75, v74, s[18:19]
	v_and_b32 v74, 0xffff0000, v75
	v_bfe_u32 v75, v22, 16, 1                           ; round to bf16
	v_add3_u32 v76, v22, v75, s7
	v_cmp_u_f32 s[18:19], v22, v22
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v76, v75, s[18:19]
	v_and_b32 v75, 0xffff0000, v76
	v_bfe_u32 v76, v57, 16, 1                           ; round to bf16
	v_add3_u32 v77, v57, v76, s7
	v_cmp_u_f32 s[18:19], v57, v57
	v_mov_b32 v76, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[18:19]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v60, 16, 1                           ; round to bf16
	v_add3_u32 v78, v60, v77, s7
	v_cmp_u_f32 s[18:19], v60, v60
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[18:19]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v61, 16, 1                           ; round to bf16
	v_add3_u32 v79, v61, v78, s7
	v_cmp_u_f32 s[18:19], v61, v61
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[18:19]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v62, 16, 1                           ; round to bf16
	v_add3_u32 v80, v62, v79, s7
	v_cmp_u_f32 s[18:19], v62, v62
	v_mov_b32 v79, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v80, v80, v79, s[18:19]
	v_and_b32 v79, 0xffff0000, v80
	v_bfe_u32 v80, v63, 16, 1                           ; round to bf16
	v_add3_u32 v81, v63, v80, s7
	v_cmp_u_f32 s[18:19], v63, v63
	v_mov_b32 v80, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v81, v81, v80, s[18:19]
	v_and_b32 v80, 0xffff0000, v81
	v_bfe_u32 v81, v64, 16, 1                           ; round to bf16
	v_add3_u32 v82, v64, v81, s7
	v_cmp_u_f32 s[18:19], v64, v64
	v_mov_b32 v81, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v82, v82, v81, s[18:19]
	v_and_b32 v81, 0xffff0000, v82
	v_bfe_u32 v82, v65, 16, 1                           ; round to bf16
	v_add3_u32 v83, v65, v82, s7
	v_cmp_u_f32 s[18:19], v65, v65
	v_mov_b32 v82, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v83, v83, v82, s[18:19]
	v_and_b32 v82, 0xffff0000, v83
	v_bfe_u32 v83, v66, 16, 1                           ; round to bf16
	v_add3_u32 v84, v66, v83, s7
	v_cmp_u_f32 s[18:19], v66, v66
	v_mov_b32 v83, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v84, v84, v83, s[18:19]
	v_and_b32 v83, 0xffff0000, v84
	v_bfe_u32 v84, v67, 16, 1                           ; round to bf16
	v_add3_u32 v85, v67, v84, s7
	v_cmp_u_f32 s[18:19], v67, v67
	v_mov_b32 v84, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v85, v85, v84, s[18:19]
	v_and_b32 v84, 0xffff0000, v85
	v_bfe_u32 v85, v68, 16, 1                           ; round to bf16
	v_add3_u32 v86, v68, v85, s7
	v_cmp_u_f32 s[18:19], v68, v68
	v_mov_b32 v85, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v86, v86, v85, s[18:19]
	v_and_b32 v85, 0xffff0000, v86
	v_cndmask_b32 v86, 0, v69, s[26:27]                 ; absent elements add nothing
	v_lshrrev_b32 v69, 16, v86
	v_add_u32 v86, 0x15e00, v17                         ; B operand of the product: stage
	ds_write_b16 v86, v69
	v_cndmask_b32 v69, 0, v71, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	v_add_u32 v69, 0x15e02, v17                         ; B operand of the product: stage
	ds_write_b16 v69, v71
	v_cndmask_b32 v69, 0, v72, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	v_add_u32 v69, 0x15e04, v17                         ; B operand of the product: stage
	ds_write_b16 v69, v71
	v_cndmask_b32 v69, 0, v73, s[32:33]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	v_add_u32 v69, 0x15e06, v17                         ; B operand of the product: stage
	ds_write_b16 v69, v71
	v_cndmask_b32 v69, 0, v74, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	v_add_u32 v69, 0x15e10, v17                         ; B operand of the product: stage
	ds_write_b16 v69, v71
	v_cndmask_b32 v69, 0, v75, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	v_add_u32 v69, 0x15e12, v17                         ; B operand of the product: stage
	ds_write_b16 v69, v71
	v_cndmask_b32 v69, 0, v76, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	v_add_u32 v69, 0x15e14, v17                         ; B operand of the product: stage
	ds_write_b16 v69, v71
	v_cndmask_b32 v69, 0, v77, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	v_add_u32 v69, 0x15e16, v17                         ; B operand of the product: stage
	ds_write_b16 v69, v71
	v_cndmask_b32 v69, 0, v78, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	v_add_u32 v69, 0x15e20, v17                         ; B operand of the product: stage
	ds_write_b16 v69, v71
	v_cndmask_b32 v69, 0, v79, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	v_add_u32 v69, 0x15e22, v17                         ; B operand of the product: stage
	ds_write_b16 v69, v71
	v_cndmask_b32 v69, 0, v80, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	v_add_u32 v69, 0x15e24, v17                         ; B operand of the product: stage
	ds_write_b16 v69, v71
	v_cndmask_b32 v69, 0, v81, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	v_add_u32 v69, 0x15e26, v17                         ; B operand of the product: stage
	ds_write_b16 v69, v71
	v_cndmask_b32 v69, 0, v82, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	v_add_u32 v69, 0x15e30, v17                         ; B operand of the product: stage
	ds_write_b16 v69, v71
	v_cndmask_b32 v69, 0, v83, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	v_add_u32 v69, 0x15e32, v17                         ; B operand of the product: stage
	ds_write_b16 v69, v71
	v_cndmask_b32 v69, 0, v84, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	v_add_u32 v69, 0x15e34, v17                         ; B operand of the product: stage
	ds_write_b16 v69, v71
	v_cndmask_b32 v69, 0, v85, s[68:69]                 ; absent elements add nothing
	v_lshrrev_b32 v71, 16, v69
	v_add_u32 v69, 0x15e36, v17                         ; B operand of the product: stage
	ds_write_b16 v69, v71
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v69, 0x15e00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[72:75], v69
	ds_read_b128 v[76:79], v8 offset:34816              ; A fragment 0 of k-step 0
	ds_read_b128 v[80:83], v8 offset:39424              ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[76:79], v[72:75], v[24:39] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[80:83], v[72:75], v[40:55] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v69, 0x15e20, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[72:75], v69
	ds_read_b128 v[76:79], v8 offset:34848              ; A fragment 0 of k-step 1
	ds_read_b128 v[80:83], v8 offset:39456              ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[76:79], v[72:75], v[24:39] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[80:83], v[72:75], v[40:55] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v69, 0x15e40, v10                         ; B fragment 0 of k-step 2
	ds_read_b128 v[72:75], v69
	ds_read_b128 v[76:79], v8 offset:34880              ; A fragment 0 of k-step 2
	ds_read_b128 v[80:83], v8 offset:39488              ; A fragment 1 of k-step 2
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[76:79], v[72:75], v[24:39] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[80:83], v[72:75], v[40:55] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_add_u32 v69, 0x15e60, v10                         ; B fragment 0 of k-step 3
	ds_read_b128 v[72:75], v69
	ds_read_b128 v[76:79], v8 offset:34912              ; A fragment 0 of k-step 3
	ds_read_b128 v[80:83], v8 offset:39520              ; A fragment 1 of k-step 3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_32x32x16_bf16 v[24:39], v[76:79], v[72:75], v[24:39] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x16_bf16 v[40:55], v[80:83], v[72:75], v[40:55] ; examples/attention_gqa.kgen:39: mfma 32x32x16
	v_mul_f32 v69, v56, v4                              ; examples/attention_gqa.kgen:38
	v_cndmask_b32 v4, 0, v59, s[26:27]                  ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v58, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v7, s[30:31]                  ; absent elements contribute the identity
	v_cndmask_b32 v7, 0, v18, s[32:33]                  ; absent elements contribute the identity
	v_cndmask_b32 v18, 0, v20, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v20, 0, v22, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v22, 0, v57, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v60, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v61, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v62, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v63, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v64, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v65, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v66, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v66, 0, v67, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v67, 0, v68, s[68:69]                 ; absent elements contribute the identity
	v_add_f32 v68, v4, v59                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v68, v58                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v58, v4, v7                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v58, v18                              ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v7, v4, v20                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v7, v22                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v7, v4, v57                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v7, v60                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v7, v4, v61                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v7, v62                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v7, v4, v63                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v7, v64                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v7, v4, v65                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v4, v7, v66                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_add_f32 v7, v4, v67                               ; sum over 'tt' (examples/attention_gqa.kgen:38)
	v_and_b32 v4, 63, v0                                ; sum over 'tt' (examples/attention_gqa.kgen:38): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v18, v4, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v7, v18
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_245
	v_add_u32 v7, 0x1a200, v13                          ; sum over 'tt' (examples/attention_gqa.kgen:38): this warp group's partial
	ds_write_b32 v7, v4
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v4, 0x1a200, v15                          ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 0
	ds_read_b32 v7, v4
	v_add_u32 v4, 0x1a300, v15                          ; sum over 'tt' (examples/attention_gqa.kgen:38): warp group 1
	ds_read_b32 v18, v4
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v7, v18
	v_add_f32 v7, v69, v4                               ; examples/attention_gqa.kgen:38
	v_mov_b32 v56, v7                                   ; next 'l'
	v_mov_b32 v23, v70                                  ; next 'mx'
	s_add_u32 s14, s14, 64
	s_cmp_lt_u32 s14, s5
	s_cbranch_scc1 .Lattention_gqa_causal_loop5
.Lattention_gqa_causal_loop5_end:
	v_mov_b32 v1, 1.0                                   ; examples/attention_gqa.kgen:42
	v_div_scale_f32 v2, s[8:9], v56, v56, v1
	v_rcp_f32 v4, v2
	v_div_scale_f32 v5, vcc, v1, v56, v1
	v_fma_f32 v6, -v2, v4, 1.0
	v_fma_f32 v4, v6, v4, v4
	v_mul_f32 v7, v5, v4
	v_fma_f32 v6, -v2, v7, v5
	v_fma_f32 v7, v6, v4, v7
	v_fma_f32 v6, -v2, v7, v5
	v_div_fmas_f32 v6, v6, v4, v7
	v_div_fixup_f32 v2, v6, v56, v1
	v_mul_f32 v1, v24, v2                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v4, v25, v2                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v5, v26, v2                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v6, v27, v2                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v7, v28, v2                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v8, v29, v2                               ; examples/attention_gqa.kgen:42
	v_mul_f32 v10, v30, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v11, v31, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v12, v32, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v13, v33, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v14, v34, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v15, v35, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v16, v36, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v17, v37, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v18, v38, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v19, v39, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v20, v40, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v21, v41, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v22, v42, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v23, v43, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v24, v44, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v25, v45, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v26, v46, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v27, v47, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v28, v48, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v29, v49, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v30, v50, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v31, v51, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v32, v52, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v33, v53, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v34, v54, v2                              ; examples/attention_gqa.kgen:42
	v_mul_f32 v35, v55, v2                              ; examples/attention_gqa.kgen:42
	v_cmp_lt_u32 s[8:9], v9, s22                        ; 's' element in bounds
	v_bfe_u32 v2, v1, 16, 1
	v_add3_u32 v9, v1, v2, s7
	v_cmp_u_f32 s[10:11], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v9, v9, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v9
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13]                 ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v4, 16, 1
	v_add3_u32 v2, v4, v1, s7
	v_cmp_u_f32 s[10:11], v4, v4
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:2        ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s7
	v_cmp_u_f32 s[10:11], v5, v5
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:4        ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s7
	v_cmp_u_f32 s[10:11], v6, v6
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:6        ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v2, v7, v1, s7
	v_cmp_u_f32 s[10:11], v7, v7
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:16       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v2, v8, v1, s7
	v_cmp_u_f32 s[10:11], v8, v8
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:18       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v10, 16, 1
	v_add3_u32 v2, v10, v1, s7
	v_cmp_u_f32 s[10:11], v10, v10
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:20       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v11, 16, 1
	v_add3_u32 v2, v11, v1, s7
	v_cmp_u_f32 s[10:11], v11, v11
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:22       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v12, 16, 1
	v_add3_u32 v2, v12, v1, s7
	v_cmp_u_f32 s[10:11], v12, v12
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:32       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v13, 16, 1
	v_add3_u32 v2, v13, v1, s7
	v_cmp_u_f32 s[10:11], v13, v13
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:34       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v14, 16, 1
	v_add3_u32 v2, v14, v1, s7
	v_cmp_u_f32 s[10:11], v14, v14
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:36       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v15, 16, 1
	v_add3_u32 v2, v15, v1, s7
	v_cmp_u_f32 s[10:11], v15, v15
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:38       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v16, 16, 1
	v_add3_u32 v2, v16, v1, s7
	v_cmp_u_f32 s[10:11], v16, v16
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:48       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v17, 16, 1
	v_add3_u32 v2, v17, v1, s7
	v_cmp_u_f32 s[10:11], v17, v17
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:50       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v18, 16, 1
	v_add3_u32 v2, v18, v1, s7
	v_cmp_u_f32 s[10:11], v18, v18
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:52       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v19, 16, 1
	v_add3_u32 v2, v19, v1, s7
	v_cmp_u_f32 s[10:11], v19, v19
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:54       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v20, 16, 1
	v_add3_u32 v2, v20, v1, s7
	v_cmp_u_f32 s[10:11], v20, v20
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:64       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v21, 16, 1
	v_add3_u32 v2, v21, v1, s7
	v_cmp_u_f32 s[10:11], v21, v21
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:66       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v22, 16, 1
	v_add3_u32 v2, v22, v1, s7
	v_cmp_u_f32 s[10:11], v22, v22
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:68       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v23, 16, 1
	v_add3_u32 v2, v23, v1, s7
	v_cmp_u_f32 s[10:11], v23, v23
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:70       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v24, 16, 1
	v_add3_u32 v2, v24, v1, s7
	v_cmp_u_f32 s[10:11], v24, v24
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:80       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v25, 16, 1
	v_add3_u32 v2, v25, v1, s7
	v_cmp_u_f32 s[10:11], v25, v25
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:82       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v26, 16, 1
	v_add3_u32 v2, v26, v1, s7
	v_cmp_u_f32 s[10:11], v26, v26
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:84       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v27, 16, 1
	v_add3_u32 v2, v27, v1, s7
	v_cmp_u_f32 s[10:11], v27, v27
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:86       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v28, 16, 1
	v_add3_u32 v2, v28, v1, s7
	v_cmp_u_f32 s[10:11], v28, v28
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:96       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v29, 16, 1
	v_add3_u32 v2, v29, v1, s7
	v_cmp_u_f32 s[10:11], v29, v29
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:98       ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v30, 16, 1
	v_add3_u32 v2, v30, v1, s7
	v_cmp_u_f32 s[10:11], v30, v30
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:100      ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v31, 16, 1
	v_add3_u32 v2, v31, v1, s7
	v_cmp_u_f32 s[10:11], v31, v31
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:102      ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v32, 16, 1
	v_add3_u32 v2, v32, v1, s7
	v_cmp_u_f32 s[10:11], v32, v32
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:112      ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v33, 16, 1
	v_add3_u32 v2, v33, v1, s7
	v_cmp_u_f32 s[10:11], v33, v33
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:114      ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v34, 16, 1
	v_add3_u32 v2, v34, v1, s7
	v_cmp_u_f32 s[10:11], v34, v34
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[10:11]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:116      ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v1, v35, 16, 1
	v_add3_u32 v2, v35, v1, s7
	v_cmp_u_f32 s[6:7], v35, v35
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_3355
	global_store_short v3, v1, s[12:13] offset:118      ; examples/attention_gqa.kgen:42: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
.Lattention_gqa_causal_if0_end:
	s_endpgm
.Lfunc_end_attention_gqa_causal:
	.size	attention_gqa_causal, .Lfunc_end_attention_gqa_causal-attention_gqa_causal

	.rodata
	.p2align	6
	.amdhsa_kernel attention_gqa
		.amdhsa_group_segment_fixed_size 107520
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 139
		.amdhsa_next_free_sgpr 72
		.amdhsa_accum_offset 140
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
		.amdhsa_group_segment_fixed_size 107520
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 52
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 139
		.amdhsa_next_free_sgpr 76
		.amdhsa_accum_offset 140
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
    .group_segment_fixed_size: 107520
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .vgpr_count:     139
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
    .group_segment_fixed_size: 107520
    .kernarg_segment_align: 8
    .kernarg_segment_size: 52
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     82
    .sgpr_spill_count: 0
    .vgpr_count:     139
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
