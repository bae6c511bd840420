; kgen AMDGCN module for gfx950: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel attention_decode: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel attention_decode from examples/attention_decode.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: r, bh
;   chunk: bh: 1, r: 16, tt: 64, d: 128; walked in chunks: none
;   layout: bh:1 x r:16 x tt:64: reg[tt1 tt2] lane[r1 r2 r4 r8 tt4 tt8] warp[tt16 tt32]
;     (the first product's accumulator; at most 8 elements per vector access)
;   tile products on mfma 16x16x32: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (40 shuffle and conversion instructions per thread)
;   product 18:13 tt x r contracting d (as the transposed product): 4 x 1 warps, each mfma 16x16x32 tiles
;   product 23:29 d x r contracting tt (as the transposed product): 4 x 1 warps, each mfma 16x16x32 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [bh, r, d]: bh:1 x r:16 x d:128: reg[d1 d2 d16] lane[r1 r2 r4 r8 d4 d8] warp[d32 d64]
;     L1 [bh, r]: bh:1 x r:16: reg[0 0] lane[r1 r2 r4 r8 0 0] warp[0 0]
;     L2 [bh, tt, d]: bh:1 x tt:64 x d:128: reg[d1 d2 d4 tt16 tt32] lane[d8 d16 d32 d64 tt1 tt2] warp[tt4 tt8]
;     L3 [bh, r, tt]: bh:1 x r:16 x tt:64: reg[tt1 tt2] lane[r1 r2 r4 r8 tt4 tt8] warp[tt16 tt32]
;       16:11 add -> L0; 15:9 add -> L1; 14:10 add -> L1; 16:11 carried -> L0; 14:10 carried -> L1; 18:13 load q -> L0
;       18:27 load k -> L2; 18:13 matmul -> L3; 19:22 reduce max -> L1; 19:14 max -> L1; 21:22 sub -> L1; 21:21 mul -> L1
;       21:17 exp -> L1; 23:15 mul -> L0; 20:18 sub -> L3; 20:17 mul -> L3; 20:13 exp -> L3; 23:29 cast -> L3
;       23:39 load v -> L2; 23:29 matmul -> L0; 23:15 add -> L0; 15:9 carried -> L1; 22:13 mul -> L1; 22:25 reduce sum -> L1
;       22:13 add -> L1; 17:5 loop_result -> L0; 17:5 loop_result -> L1; 26:31 div -> L1; 26:24 mul -> L0; 26:19 cast -> L0
;   split reduction over 't' where fewer than 256 programs run (512 fill the Instinct MI355X): attention_decode_split walks parts of 'T', the argument 'rows' rows each (a multiple of 64, at least 256, chosen at launch), into acc_parts: f32[parts, BH, R, 128], l_parts: f32[parts, BH, R], mx_parts: f32[parts, BH, R]; attention_decode_split_fold folds the parts ('acc' and 'l' rescaled to the largest 'mx' of the parts: a log-sum-exp combine) and stores: two launches, no atomics
; resources: 80 VGPRs, 0 AGPRs, 46 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 80896 bytes LDS, 48 bytes of arguments, 256 threads
;   arg q: tensor bf16 at 0 (read-only)
;   arg k: tensor bf16 at 8 (read-only)
;   arg v: tensor bf16 at 16 (read-only)
;   arg o: tensor bf16 at 24
;   arg scale: scalar f32 at 32
;   arg BH: dim i32 at 36
;   arg R: dim i32 at 40
;   arg T: dim i32 at 44
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	attention_decode
	.p2align	8
	.type	attention_decode,@function
attention_decode:
	s_mov_b32 s4, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s5, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s6, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[8:9], s[0:1], 0x0                  ; argument q
	s_load_dwordx2 s[10:11], s[0:1], 0x8                ; argument k
	s_load_dwordx2 s[12:13], s[0:1], 0x10               ; argument v
	s_load_dwordx2 s[14:15], s[0:1], 0x18               ; argument o
	s_load_dword s7, s[0:1], 0x20                       ; argument scale
	s_load_dword s16, s[0:1], 0x28                      ; argument R
	s_load_dword s17, s[0:1], 0x2c                      ; argument T
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s18, s2                                   ; program index along 'r'
	s_mul_i32 s19, s18, 16                              ; first 'r' of this program's tile (16)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s18, s16, s19
	s_min_u32 s20, s18, 16                              ; 'r' elements in this tile
	s_mov_b32 s18, s3                                   ; program index along 'bh'
	s_cmp_ge_u32 s20, 16                                ; a whole chunk of 'r' (16) is in bounds
	s_cselect_b32 s21, 1, 0
	s_mul_i32 s22, 0x80, s16                            ; a stride of 'q'
	v_lshrrev_b32 v2, 4, v1
	v_and_b32 v3, 15, v1
	v_lshlrev_b32 v4, 3, v3
	v_mov_b32 v5, 0x80
	v_mul_lo_u32 v6, v5, v2
	v_add_u32 v5, v6, v4
	v_lshlrev_b32 v6, 1, v5                             ; thread's first 16 bytes of a 'q' tile
	v_mov_b32 v5, 0x88
	v_mul_lo_u32 v7, v5, v2
	v_add_u32 v5, v7, v4
	v_lshlrev_b32 v7, 1, v5                             ; thread's first 16 bytes in opinv0
	s_mul_i32 s24, s18, s22
	s_mul_hi_u32 s25, s18, s22
	s_lshl_b64 s[22:23], s[24:25], 1
	s_add_u32 s24, s8, s22                              ; 'q' at this program
	s_addc_u32 s25, s9, s23
	s_mul_i32 s8, s19, 0x80
	s_mul_hi_u32 s9, s19, 0x80
	s_lshl_b64 s[26:27], s[8:9], 1
	s_add_u32 s8, s24, s26                              ; 'q' at this program
	s_addc_u32 s9, s25, s27
	v_lshrrev_b32 v5, 6, v1
	v_lshlrev_b32 v8, 4, v5
	v_or_b32 v9, v3, v8                                 ; thread's 'r' coordinate
	v_and_b32 v8, 3, v2
	v_lshlrev_b32 v10, 3, v8
	v_mov_b32 v11, 0x88
	v_mul_lo_u32 v12, v11, v9
	v_add_u32 v9, v12, v10
	v_lshlrev_b32 v11, 1, v9                            ; thread's M-fragment place
	v_mov_b32 v9, 0x88
	v_mul_lo_u32 v12, v9, v3
	v_add_u32 v9, v12, v10
	v_lshlrev_b32 v12, 1, v9                            ; thread's N-fragment place
	v_and_b32 v9, 1, v5
	v_lshrrev_b32 v13, 7, v1
	v_and_b32 v14, 1, v13
	v_lshlrev_b32 v13, 1, v14
	v_or_b32 v14, v9, v13                               ; warp group along 'tt'
	v_mul_lo_u32 v9, 16, v14
	v_add_u32 v13, v9, v3
	v_lshlrev_b32 v9, 2, v13
	v_lshlrev_b32 v13, 2, v3
	v_and_b32 v14, 48, v1
	v_cmp_eq_u32 s[24:25], v14, 0                       ; one lane per warp group and element publishes
	v_lshlrev_b32 v1, 5, v5
	v_or_b32 v5, v3, v1                                 ; thread's 'r' coordinate
	v_mov_b32 v14, 0x48
	v_mul_lo_u32 v15, v14, v5
	v_add_u32 v5, v15, v10
	v_lshlrev_b32 v14, 1, v5                            ; thread's M-fragment place
	v_lshlrev_b32 v5, 2, v2
	v_mov_b32 v15, 0x48
	v_mul_lo_u32 v16, v15, v3
	v_add_u32 v15, v16, v5
	v_lshlrev_b32 v17, 1, v15                           ; thread's place in opb4
	v_add_u32 v15, v16, v10
	v_lshlrev_b32 v10, 1, v15                           ; thread's N-fragment place
	s_mul_i32 s16, 0x80, s17                            ; a stride of 'k'
	s_mul_i32 s28, s18, s16
	s_mul_hi_u32 s29, s18, s16
	s_lshl_b64 s[18:19], s[28:29], 1
	s_add_u32 s28, s10, s18                             ; 'k' at this program
	s_addc_u32 s29, s11, s19
	v_lshlrev_b32 v15, 1, v2
	v_mov_b32 v16, 0x80
	v_mul_lo_u32 v18, v16, v15
	v_add_u32 v16, v18, v4
	v_lshlrev_b32 v18, 1, v16                           ; thread's first 16 bytes of a 'v' tile
	v_mov_b32 v16, 0x48
	v_mul_lo_u32 v19, v16, v4
	v_add_u32 v4, v19, v15
	v_lshlrev_b32 v15, 1, v4                            ; thread's first pair in st2
	s_add_u32 s10, s12, s18                             ; 'v' at this program
	s_addc_u32 s11, s13, s19
	v_add_u32 v4, v19, v2
	v_lshlrev_b32 v16, 1, v4                            ; thread's place in st2
	v_mov_b32 v4, 0x80
	v_mul_lo_u32 v19, v4, v3
	v_lshlrev_b32 v4, 2, v8
	v_or_b32 v8, v4, v1                                 ; thread's 'd' coordinate
	v_add_u32 v1, v19, v8
	v_lshlrev_b32 v4, 1, v1                             ; thread's byte offset in a chunk of 'o'
	s_add_u32 s12, s14, s22                             ; 'o' at this program
	s_addc_u32 s13, s15, s23
	s_add_u32 s14, s12, s26                             ; 'o' at this program
	s_addc_u32 s15, s13, s27
	s_cmp_eq_u32 s21, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_decode_if0_else
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	global_load_dwordx4 v[20:23], v6, s[8:9]            ; examples/attention_decode.kgen:18: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[20:23]                          ; 16 bytes into opinv0
	v_add_f32 v1, 0, 0                                  ; examples/attention_decode.kgen:16
	v_mov_b32 v20, v1                                   ; loop-carried 'acc'
	v_mov_b32 v21, v1                                   ; loop-carried 'acc'
	v_mov_b32 v22, v1                                   ; loop-carried 'acc'
	v_mov_b32 v23, v1                                   ; loop-carried 'acc'
	v_mov_b32 v24, v1                                   ; loop-carried 'acc'
	v_mov_b32 v25, v1                                   ; loop-carried 'acc'
	v_mov_b32 v26, v1                                   ; loop-carried 'acc'
	v_mov_b32 v27, v1                                   ; loop-carried 'acc'
	v_mov_b32 v8, v1                                    ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_decode.kgen:14
	v_add_f32 v19, v1, 0
	v_mov_b32 v1, v19                                   ; loop-carried 'mx'
	s_cmp_ge_u32 s17, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s12, 1, 0
	s_sub_u32 s13, s17, 63
	s_cmp_lg_u32 s12, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s12, s13, 0
	s_mul_i32 s18, 0, 0x80
	s_mul_hi_u32 s19, 0, 0x80
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s28, s22                             ; 'k' at this chunk
	s_addc_u32 s19, s29, s23
	s_cmp_lt_u32 0, s12                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s13, 1, 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1244
	s_cbranch_scc1 .Lattention_decode_skip0
	global_load_dwordx4 v[28:31], v6, s[18:19]          ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip0:
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[28:31] offset:4352              ; 16 bytes into st1
	v_add_u32 v19, 0x1000, v6
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1244
	s_cbranch_scc1 .Lattention_decode_skip1
	global_load_dwordx4 v[28:31], v19, s[18:19]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip1:
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[28:31] offset:8704              ; 16 bytes into st1
	v_add_u32 v19, 0x2000, v6
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1244
	s_cbranch_scc1 .Lattention_decode_skip2
	global_load_dwordx4 v[28:31], v19, s[18:19]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip2:
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[28:31] offset:13056             ; 16 bytes into st1
	v_add_u32 v19, 0x3000, v6
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1244
	s_cbranch_scc1 .Lattention_decode_skip3
	global_load_dwordx4 v[28:31], v19, s[18:19]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip3:
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[28:31] offset:17408             ; 16 bytes into st1
	s_add_u32 s18, s10, s22                             ; 'v' at this chunk
	s_addc_u32 s19, s11, s23
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1244
	s_cbranch_scc1 .Lattention_decode_skip4
	global_load_dwordx4 v[28:31], v18, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip4:
	v_add_u32 v19, 0x100, v18
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1244
	s_cbranch_scc1 .Lattention_decode_skip5
	global_load_dwordx4 v[32:35], v19, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip5:
	s_waitcnt vmcnt(0)
	v_perm_b32 v19, v32, v28, s4                        ; (k, k+1) of column 0
	ds_write_b32 v15, v19 offset:21760                  ; a K-pair into st2
	v_perm_b32 v19, v32, v28, s5                        ; (k, k+1) of column 1
	ds_write_b32 v15, v19 offset:21904                  ; a K-pair into st2
	v_perm_b32 v19, v33, v29, s4                        ; (k, k+1) of column 2
	ds_write_b32 v15, v19 offset:22048                  ; a K-pair into st2
	v_perm_b32 v19, v33, v29, s5                        ; (k, k+1) of column 3
	ds_write_b32 v15, v19 offset:22192                  ; a K-pair into st2
	v_perm_b32 v19, v34, v30, s4                        ; (k, k+1) of column 4
	ds_write_b32 v15, v19 offset:22336                  ; a K-pair into st2
	v_perm_b32 v19, v34, v30, s5                        ; (k, k+1) of column 5
	ds_write_b32 v15, v19 offset:22480                  ; a K-pair into st2
	v_perm_b32 v19, v35, v31, s4                        ; (k, k+1) of column 6
	ds_write_b32 v15, v19 offset:22624                  ; a K-pair into st2
	v_perm_b32 v19, v35, v31, s5                        ; (k, k+1) of column 7
	ds_write_b32 v15, v19 offset:22768                  ; a K-pair into st2
	v_add_u32 v19, 0x2000, v18
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1244
	s_cbranch_scc1 .Lattention_decode_skip6
	global_load_dwordx4 v[28:31], v19, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip6:
	v_add_u32 v19, 0x2100, v18
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1244
	s_cbranch_scc1 .Lattention_decode_skip7
	global_load_dwordx4 v[32:35], v19, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip7:
	s_waitcnt vmcnt(0)
	v_perm_b32 v19, v32, v28, s4                        ; (k, k+1) of column 0
	ds_write_b32 v15, v19 offset:21824                  ; a K-pair into st2
	v_perm_b32 v19, v32, v28, s5                        ; (k, k+1) of column 1
	ds_write_b32 v15, v19 offset:21968                  ; a K-pair into st2
	v_perm_b32 v19, v33, v29, s4                        ; (k, k+1) of column 2
	ds_write_b32 v15, v19 offset:22112                  ; a K-pair into st2
	v_perm_b32 v19, v33, v29, s5                        ; (k, k+1) of column 3
	ds_write_b32 v15, v19 offset:22256                  ; a K-pair into st2
	v_perm_b32 v19, v34, v30, s4                        ; (k, k+1) of column 4
	ds_write_b32 v15, v19 offset:22400                  ; a K-pair into st2
	v_perm_b32 v19, v34, v30, s5                        ; (k, k+1) of column 5
	ds_write_b32 v15, v19 offset:22544                  ; a K-pair into st2
	v_perm_b32 v19, v35, v31, s4                        ; (k, k+1) of column 6
	ds_write_b32 v15, v19 offset:22688                  ; a K-pair into st2
	v_perm_b32 v19, v35, v31, s5                        ; (k, k+1) of column 7
	ds_write_b32 v15, v19 offset:22832                  ; a K-pair into st2
	s_mov_b32 s13, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s13, s12
	s_cbranch_scc1 .Lattention_decode_loop0_end
.Lattention_decode_loop0:
	s_add_u32 s16, s13, 64
	s_cmp_lt_u32 s13, s12
	s_cselect_b32 s18, 1, 0
	s_cmp_eq_u32 s18, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_decode_if1_end
	s_mul_i32 s18, s16, 0x80
	s_mul_hi_u32 s19, s16, 0x80
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s28, s22                             ; 'k' at this chunk
	s_addc_u32 s19, s29, s23
	s_cmp_lt_u32 s16, s12                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s16, 1, 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_1304
	s_cbranch_scc1 .Lattention_decode_skip8
	global_load_dwordx4 v[28:31], v6, s[18:19]          ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip8:
	v_add_u32 v19, 0x1000, v6
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_1304
	s_cbranch_scc1 .Lattention_decode_skip9
	global_load_dwordx4 v[32:35], v19, s[18:19]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip9:
	v_add_u32 v19, 0x2000, v6
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_1304
	s_cbranch_scc1 .Lattention_decode_skip10
	global_load_dwordx4 v[36:39], v19, s[18:19]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip10:
	v_add_u32 v19, 0x3000, v6
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_1304
	s_cbranch_scc1 .Lattention_decode_skip11
	global_load_dwordx4 v[40:43], v19, s[18:19]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip11:
	s_add_u32 s18, s10, s22                             ; 'v' at this chunk
	s_addc_u32 s19, s11, s23
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_1304
	s_cbranch_scc1 .Lattention_decode_skip12
	global_load_dwordx4 v[44:47], v18, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip12:
	v_add_u32 v19, 0x100, v18
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_1304
	s_cbranch_scc1 .Lattention_decode_skip13
	global_load_dwordx4 v[48:51], v19, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip13:
	v_add_u32 v19, 0x2000, v18
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_1304
	s_cbranch_scc1 .Lattention_decode_skip14
	global_load_dwordx4 v[52:55], v19, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip14:
	v_add_u32 v19, 0x2100, v18
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_1304
	s_cbranch_scc1 .Lattention_decode_skip15
	global_load_dwordx4 v[56:59], v19, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip15:
	v_mov_b32 v60, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[64:67], v12                          ; B fragment 0 of k-step 0
	ds_read_b128 v[68:71], v11 offset:4352              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[60:63], v[68:71], v[64:67], v[60:63] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[64:67], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[68:71], v11 offset:4416              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[60:63], v[68:71], v[64:67], v[60:63] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[64:67], v12 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[68:71], v11 offset:4480              ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[60:63], v[68:71], v[64:67], v[60:63] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[64:67], v12 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[68:71], v11 offset:4544              ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[60:63], v[68:71], v[64:67], v[60:63] ; examples/attention_decode.kgen:18: mfma 16x16x32
	s_nop 7
	v_max_f32 v19, v60, v61                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v60, v61
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_max_f32 v19, v65, v62                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v65, v62
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_max_f32 v19, v65, v63                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v65, v63
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	ds_swizzle_b32 v19, v65 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v64, v65, v19
	v_cmp_u_f32 s[18:19], v65, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v64, v19, s[18:19]
	v_and_b32 v19, 63, v0                               ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v19, 32, v19
	v_lshlrev_b32 v19, 2, v19
	ds_bpermute_b32 v64, v19, v65
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v65, v64
	v_cmp_u_f32 s[18:19], v65, v64
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_117
	v_add_u32 v19, 0x12900, v9                          ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	ds_write_b32 v19, v65
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v19, 0x12900, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v64, v19
	v_add_u32 v19, 0x12940, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	ds_read_b32 v65, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v64, v65
	v_cmp_u_f32 s[18:19], v64, v65
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_add_u32 v19, 0x12980, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	ds_read_b32 v64, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v65, v64
	v_cmp_u_f32 s[18:19], v65, v64
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_add_u32 v19, 0x129c0, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	ds_read_b32 v64, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v65, v64
	v_cmp_u_f32 s[18:19], v65, v64
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_max_f32 v19, v1, v65                              ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[18:19], v1, v65
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_sub_f32 v19, v1, v65                              ; examples/attention_decode.kgen:21
	v_mul_f32 v64, s7, v19                              ; examples/attention_decode.kgen:21
	v_mul_f32 v19, 0x3fb8aa3b, v64                      ; examples/attention_decode.kgen:21
	v_exp_f32 v64, v19                                  ; examples/attention_decode.kgen:21
	s_nop 0
	v_mul_f32 v19, v20, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v66, v21, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v67, v22, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v68, v23, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v69, v24, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v70, v25, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v71, v26, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v72, v27, v64                             ; examples/attention_decode.kgen:23
	v_mov_b32 v20, v19                                  ; 'acc' scaled in place
	v_mov_b32 v21, v66                                  ; 'acc' scaled in place
	v_mov_b32 v22, v67                                  ; 'acc' scaled in place
	v_mov_b32 v23, v68                                  ; 'acc' scaled in place
	v_mov_b32 v24, v69                                  ; 'acc' scaled in place
	v_mov_b32 v25, v70                                  ; 'acc' scaled in place
	v_mov_b32 v26, v71                                  ; 'acc' scaled in place
	v_mov_b32 v27, v72                                  ; 'acc' scaled in place
	v_mov_b32 v19, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v66, s7, v19
	v_mov_b32 v19, 0xbfb8aa3b
	v_mul_f32 v67, s7, v19
	v_mul_f32 v19, v65, v67                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v67, v60, v66, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v68, v67                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v67, v61, v66, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v69, v67                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v67, v62, v66, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v70, v67                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v67, v63, v66, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v19, v67                                  ; examples/attention_decode.kgen:20
	v_bfe_u32 v60, v68, 16, 1                           ; round to bf16
	v_add3_u32 v61, v68, v60, s6
	v_cmp_u_f32 s[18:19], v68, v68
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[18:19]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v69, 16, 1                           ; round to bf16
	v_add3_u32 v62, v69, v61, s6
	v_cmp_u_f32 s[18:19], v69, v69
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[18:19]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v70, 16, 1                           ; round to bf16
	v_add3_u32 v63, v70, v62, s6
	v_cmp_u_f32 s[18:19], v70, v70
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[18:19]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v19, 16, 1                           ; round to bf16
	v_add3_u32 v66, v19, v63, s6
	v_cmp_u_f32 s[18:19], v19, v19
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v66, v63, s[18:19]
	v_and_b32 v63, 0xffff0000, v66
	v_lshrrev_b32 v66, 16, v60
	v_add_u32 v60, 0x12a00, v17                         ; B operand of the product: stage
	ds_write_b16 v60, v66
	v_lshrrev_b32 v60, 16, v61
	v_add_u32 v61, 0x12a02, v17                         ; B operand of the product: stage
	ds_write_b16 v61, v60
	v_lshrrev_b32 v60, 16, v62
	v_add_u32 v61, 0x12a04, v17                         ; B operand of the product: stage
	ds_write_b16 v61, v60
	v_lshrrev_b32 v60, 16, v63
	v_add_u32 v61, 0x12a06, v17                         ; B operand of the product: stage
	ds_write_b16 v61, v60
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v60, 0x12a00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[72:75], v60
	ds_read_b128 v[60:63], v14 offset:21760             ; A fragment 0 of k-step 0
	ds_read_b128 v[76:79], v14 offset:24064             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[20:23], v[60:63], v[72:75], v[20:23] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[76:79], v[72:75], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_add_u32 v60, 0x12a40, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[72:75], v60
	ds_read_b128 v[60:63], v14 offset:21824             ; A fragment 0 of k-step 1
	ds_read_b128 v[76:79], v14 offset:24128             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[20:23], v[60:63], v[72:75], v[20:23] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[76:79], v[72:75], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_mul_f32 v60, v8, v64                              ; examples/attention_decode.kgen:22
	v_add_f32 v61, v68, v69                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v62, v61, v70                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v61, v62, v19                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v19, v61 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v62, v61, v19
	v_and_b32 v19, 63, v0                               ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v19, 32, v19
	v_lshlrev_b32 v19, 2, v19
	ds_bpermute_b32 v61, v19, v62
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v62, v61
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_117
	v_add_u32 v61, 0x13b00, v9                          ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	ds_write_b32 v61, v19
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v19, 0x13b00, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v61, v19
	v_add_u32 v19, 0x13b40, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	ds_read_b32 v62, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v61, v62
	v_add_u32 v61, 0x13b80, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	ds_read_b32 v62, v61
	s_waitcnt lgkmcnt(0)
	v_add_f32 v61, v19, v62
	v_add_u32 v19, 0x13bc0, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	ds_read_b32 v62, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v61, v62
	v_add_f32 v61, v60, v19                             ; examples/attention_decode.kgen:22
	v_mov_b32 v8, v61                                   ; next 'l'
	v_mov_b32 v1, v65                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[28:31] offset:40192             ; 16 bytes into st1
	ds_write_b128 v7, v[32:35] offset:44544             ; 16 bytes into st1
	ds_write_b128 v7, v[36:39] offset:48896             ; 16 bytes into st1
	ds_write_b128 v7, v[40:43] offset:53248             ; 16 bytes into st1
	v_perm_b32 v19, v48, v44, s4                        ; (k, k+1) of column 0
	ds_write_b32 v15, v19 offset:57600                  ; a K-pair into st2
	v_perm_b32 v19, v48, v44, s5                        ; (k, k+1) of column 1
	ds_write_b32 v15, v19 offset:57744                  ; a K-pair into st2
	v_perm_b32 v19, v49, v45, s4                        ; (k, k+1) of column 2
	ds_write_b32 v15, v19 offset:57888                  ; a K-pair into st2
	v_perm_b32 v19, v49, v45, s5                        ; (k, k+1) of column 3
	ds_write_b32 v15, v19 offset:58032                  ; a K-pair into st2
	v_perm_b32 v19, v50, v46, s4                        ; (k, k+1) of column 4
	ds_write_b32 v15, v19 offset:58176                  ; a K-pair into st2
	v_perm_b32 v19, v50, v46, s5                        ; (k, k+1) of column 5
	ds_write_b32 v15, v19 offset:58320                  ; a K-pair into st2
	v_perm_b32 v19, v51, v47, s4                        ; (k, k+1) of column 6
	ds_write_b32 v15, v19 offset:58464                  ; a K-pair into st2
	v_perm_b32 v19, v51, v47, s5                        ; (k, k+1) of column 7
	ds_write_b32 v15, v19 offset:58608                  ; a K-pair into st2
	v_perm_b32 v19, v56, v52, s4                        ; (k, k+1) of column 0
	ds_write_b32 v15, v19 offset:57664                  ; a K-pair into st2
	v_perm_b32 v19, v56, v52, s5                        ; (k, k+1) of column 1
	ds_write_b32 v15, v19 offset:57808                  ; a K-pair into st2
	v_perm_b32 v19, v57, v53, s4                        ; (k, k+1) of column 2
	ds_write_b32 v15, v19 offset:57952                  ; a K-pair into st2
	v_perm_b32 v19, v57, v53, s5                        ; (k, k+1) of column 3
	ds_write_b32 v15, v19 offset:58096                  ; a K-pair into st2
	v_perm_b32 v19, v58, v54, s4                        ; (k, k+1) of column 4
	ds_write_b32 v15, v19 offset:58240                  ; a K-pair into st2
	v_perm_b32 v19, v58, v54, s5                        ; (k, k+1) of column 5
	ds_write_b32 v15, v19 offset:58384                  ; a K-pair into st2
	v_perm_b32 v19, v59, v55, s4                        ; (k, k+1) of column 6
	ds_write_b32 v15, v19 offset:58528                  ; a K-pair into st2
	v_perm_b32 v19, v59, v55, s5                        ; (k, k+1) of column 7
	ds_write_b32 v15, v19 offset:58672                  ; a K-pair into st2
.Lattention_decode_if1_end:
	s_add_u32 s16, s13, 64
	s_add_u32 s18, s16, 64
	s_cmp_lt_u32 s16, s12
	s_cselect_b32 s16, 1, 0
	s_cmp_eq_u32 s16, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_decode_if2_end
	s_mul_i32 s22, s18, 0x80
	s_mul_hi_u32 s23, s18, 0x80
	s_lshl_b64 s[26:27], s[22:23], 1
	s_add_u32 s22, s28, s26                             ; 'k' at this chunk
	s_addc_u32 s23, s29, s27
	s_cmp_lt_u32 s18, s12                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s16, 1, 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_1488
	s_cbranch_scc1 .Lattention_decode_skip16
	global_load_dwordx4 v[28:31], v6, s[22:23]          ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip16:
	v_add_u32 v19, 0x1000, v6
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_1488
	s_cbranch_scc1 .Lattention_decode_skip17
	global_load_dwordx4 v[32:35], v19, s[22:23]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip17:
	v_add_u32 v19, 0x2000, v6
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_1488
	s_cbranch_scc1 .Lattention_decode_skip18
	global_load_dwordx4 v[36:39], v19, s[22:23]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip18:
	v_add_u32 v19, 0x3000, v6
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_1488
	s_cbranch_scc1 .Lattention_decode_skip19
	global_load_dwordx4 v[40:43], v19, s[22:23]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip19:
	s_add_u32 s18, s10, s26                             ; 'v' at this chunk
	s_addc_u32 s19, s11, s27
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_1488
	s_cbranch_scc1 .Lattention_decode_skip20
	global_load_dwordx4 v[44:47], v18, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip20:
	v_add_u32 v19, 0x100, v18
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_1488
	s_cbranch_scc1 .Lattention_decode_skip21
	global_load_dwordx4 v[48:51], v19, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip21:
	v_add_u32 v19, 0x2000, v18
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_1488
	s_cbranch_scc1 .Lattention_decode_skip22
	global_load_dwordx4 v[52:55], v19, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip22:
	v_add_u32 v19, 0x2100, v18
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_1488
	s_cbranch_scc1 .Lattention_decode_skip23
	global_load_dwordx4 v[56:59], v19, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip23:
	v_mov_b32 v60, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[64:67], v12                          ; B fragment 0 of k-step 0
	ds_read_b128 v[68:71], v11 offset:40192             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[60:63], v[68:71], v[64:67], v[60:63] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[64:67], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[68:71], v11 offset:40256             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[60:63], v[68:71], v[64:67], v[60:63] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[64:67], v12 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[68:71], v11 offset:40320             ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[60:63], v[68:71], v[64:67], v[60:63] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[64:67], v12 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[68:71], v11 offset:40384             ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[60:63], v[68:71], v[64:67], v[60:63] ; examples/attention_decode.kgen:18: mfma 16x16x32
	s_nop 7
	v_max_f32 v19, v60, v61                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v60, v61
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_max_f32 v19, v65, v62                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v65, v62
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_max_f32 v19, v65, v63                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v65, v63
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	ds_swizzle_b32 v19, v65 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v64, v65, v19
	v_cmp_u_f32 s[18:19], v65, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v64, v19, s[18:19]
	v_and_b32 v19, 63, v0                               ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v19, 32, v19
	v_lshlrev_b32 v19, 2, v19
	ds_bpermute_b32 v64, v19, v65
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v65, v64
	v_cmp_u_f32 s[18:19], v65, v64
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_117
	v_add_u32 v19, 0x12900, v9                          ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	ds_write_b32 v19, v65
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v19, 0x12900, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v64, v19
	v_add_u32 v19, 0x12940, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	ds_read_b32 v65, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v64, v65
	v_cmp_u_f32 s[18:19], v64, v65
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_add_u32 v19, 0x12980, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	ds_read_b32 v64, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v65, v64
	v_cmp_u_f32 s[18:19], v65, v64
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_add_u32 v19, 0x129c0, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	ds_read_b32 v64, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v65, v64
	v_cmp_u_f32 s[18:19], v65, v64
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_max_f32 v19, v1, v65                              ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[18:19], v1, v65
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_sub_f32 v19, v1, v65                              ; examples/attention_decode.kgen:21
	v_mul_f32 v64, s7, v19                              ; examples/attention_decode.kgen:21
	v_mul_f32 v19, 0x3fb8aa3b, v64                      ; examples/attention_decode.kgen:21
	v_exp_f32 v64, v19                                  ; examples/attention_decode.kgen:21
	s_nop 0
	v_mul_f32 v19, v20, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v66, v21, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v67, v22, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v68, v23, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v69, v24, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v70, v25, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v71, v26, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v72, v27, v64                             ; examples/attention_decode.kgen:23
	v_mov_b32 v20, v19                                  ; 'acc' scaled in place
	v_mov_b32 v21, v66                                  ; 'acc' scaled in place
	v_mov_b32 v22, v67                                  ; 'acc' scaled in place
	v_mov_b32 v23, v68                                  ; 'acc' scaled in place
	v_mov_b32 v24, v69                                  ; 'acc' scaled in place
	v_mov_b32 v25, v70                                  ; 'acc' scaled in place
	v_mov_b32 v26, v71                                  ; 'acc' scaled in place
	v_mov_b32 v27, v72                                  ; 'acc' scaled in place
	v_mov_b32 v19, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v66, s7, v19
	v_mov_b32 v19, 0xbfb8aa3b
	v_mul_f32 v67, s7, v19
	v_mul_f32 v19, v65, v67                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v67, v60, v66, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v68, v67                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v67, v61, v66, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v69, v67                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v67, v62, v66, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v70, v67                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v67, v63, v66, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v19, v67                                  ; examples/attention_decode.kgen:20
	v_bfe_u32 v60, v68, 16, 1                           ; round to bf16
	v_add3_u32 v61, v68, v60, s6
	v_cmp_u_f32 s[18:19], v68, v68
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[18:19]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v69, 16, 1                           ; round to bf16
	v_add3_u32 v62, v69, v61, s6
	v_cmp_u_f32 s[18:19], v69, v69
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[18:19]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v70, 16, 1                           ; round to bf16
	v_add3_u32 v63, v70, v62, s6
	v_cmp_u_f32 s[18:19], v70, v70
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[18:19]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v19, 16, 1                           ; round to bf16
	v_add3_u32 v66, v19, v63, s6
	v_cmp_u_f32 s[18:19], v19, v19
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v66, v63, s[18:19]
	v_and_b32 v63, 0xffff0000, v66
	v_lshrrev_b32 v66, 16, v60
	v_add_u32 v60, 0x12a00, v17                         ; B operand of the product: stage
	ds_write_b16 v60, v66
	v_lshrrev_b32 v60, 16, v61
	v_add_u32 v61, 0x12a02, v17                         ; B operand of the product: stage
	ds_write_b16 v61, v60
	v_lshrrev_b32 v60, 16, v62
	v_add_u32 v61, 0x12a04, v17                         ; B operand of the product: stage
	ds_write_b16 v61, v60
	v_lshrrev_b32 v60, 16, v63
	v_add_u32 v61, 0x12a06, v17                         ; B operand of the product: stage
	ds_write_b16 v61, v60
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v60, 0x12a00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[72:75], v60
	ds_read_b128 v[60:63], v14 offset:57600             ; A fragment 0 of k-step 0
	ds_read_b128 v[76:79], v14 offset:59904             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[20:23], v[60:63], v[72:75], v[20:23] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[76:79], v[72:75], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_add_u32 v60, 0x12a40, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[72:75], v60
	ds_read_b128 v[60:63], v14 offset:57664             ; A fragment 0 of k-step 1
	ds_read_b128 v[76:79], v14 offset:59968             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[20:23], v[60:63], v[72:75], v[20:23] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[76:79], v[72:75], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_mul_f32 v60, v8, v64                              ; examples/attention_decode.kgen:22
	v_add_f32 v61, v68, v69                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v62, v61, v70                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v61, v62, v19                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v19, v61 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v62, v61, v19
	v_and_b32 v19, 63, v0                               ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v19, 32, v19
	v_lshlrev_b32 v19, 2, v19
	ds_bpermute_b32 v61, v19, v62
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v62, v61
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_117
	v_add_u32 v61, 0x13b00, v9                          ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	ds_write_b32 v61, v19
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v19, 0x13b00, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v61, v19
	v_add_u32 v19, 0x13b40, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	ds_read_b32 v62, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v61, v62
	v_add_u32 v61, 0x13b80, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	ds_read_b32 v62, v61
	s_waitcnt lgkmcnt(0)
	v_add_f32 v61, v19, v62
	v_add_u32 v19, 0x13bc0, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	ds_read_b32 v62, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v61, v62
	v_add_f32 v61, v60, v19                             ; examples/attention_decode.kgen:22
	v_mov_b32 v8, v61                                   ; next 'l'
	v_mov_b32 v1, v65                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[28:31] offset:4352              ; 16 bytes into st1
	ds_write_b128 v7, v[32:35] offset:8704              ; 16 bytes into st1
	ds_write_b128 v7, v[36:39] offset:13056             ; 16 bytes into st1
	ds_write_b128 v7, v[40:43] offset:17408             ; 16 bytes into st1
	v_perm_b32 v19, v48, v44, s4                        ; (k, k+1) of column 0
	ds_write_b32 v15, v19 offset:21760                  ; a K-pair into st2
	v_perm_b32 v19, v48, v44, s5                        ; (k, k+1) of column 1
	ds_write_b32 v15, v19 offset:21904                  ; a K-pair into st2
	v_perm_b32 v19, v49, v45, s4                        ; (k, k+1) of column 2
	ds_write_b32 v15, v19 offset:22048                  ; a K-pair into st2
	v_perm_b32 v19, v49, v45, s5                        ; (k, k+1) of column 3
	ds_write_b32 v15, v19 offset:22192                  ; a K-pair into st2
	v_perm_b32 v19, v50, v46, s4                        ; (k, k+1) of column 4
	ds_write_b32 v15, v19 offset:22336                  ; a K-pair into st2
	v_perm_b32 v19, v50, v46, s5                        ; (k, k+1) of column 5
	ds_write_b32 v15, v19 offset:22480                  ; a K-pair into st2
	v_perm_b32 v19, v51, v47, s4                        ; (k, k+1) of column 6
	ds_write_b32 v15, v19 offset:22624                  ; a K-pair into st2
	v_perm_b32 v19, v51, v47, s5                        ; (k, k+1) of column 7
	ds_write_b32 v15, v19 offset:22768                  ; a K-pair into st2
	v_perm_b32 v19, v56, v52, s4                        ; (k, k+1) of column 0
	ds_write_b32 v15, v19 offset:21824                  ; a K-pair into st2
	v_perm_b32 v19, v56, v52, s5                        ; (k, k+1) of column 1
	ds_write_b32 v15, v19 offset:21968                  ; a K-pair into st2
	v_perm_b32 v19, v57, v53, s4                        ; (k, k+1) of column 2
	ds_write_b32 v15, v19 offset:22112                  ; a K-pair into st2
	v_perm_b32 v19, v57, v53, s5                        ; (k, k+1) of column 3
	ds_write_b32 v15, v19 offset:22256                  ; a K-pair into st2
	v_perm_b32 v19, v58, v54, s4                        ; (k, k+1) of column 4
	ds_write_b32 v15, v19 offset:22400                  ; a K-pair into st2
	v_perm_b32 v19, v58, v54, s5                        ; (k, k+1) of column 5
	ds_write_b32 v15, v19 offset:22544                  ; a K-pair into st2
	v_perm_b32 v19, v59, v55, s4                        ; (k, k+1) of column 6
	ds_write_b32 v15, v19 offset:22688                  ; a K-pair into st2
	v_perm_b32 v19, v59, v55, s5                        ; (k, k+1) of column 7
	ds_write_b32 v15, v19 offset:22832                  ; a K-pair into st2
.Lattention_decode_if2_end:
	s_add_u32 s13, s13, 0x80
	s_cmp_lt_u32 s13, s12
	s_cbranch_scc1 .Lattention_decode_loop0
.Lattention_decode_loop0_end:
	s_add_u32 s13, s12, 63
	s_and_b32 s12, s13, 0xffffffc0                      ; the first chunk of 'tt' the pipeline left
	s_mov_b32 s13, s12                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s13, s17
	s_cbranch_scc1 .Lattention_decode_loop1_end
.Lattention_decode_loop1:
	s_sub_u32 s12, s17, s13
	s_mul_i32 s18, s13, 0x80
	s_mul_hi_u32 s19, s13, 0x80
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s28, s22                             ; 'k' at this chunk
	s_addc_u32 s19, s29, s23
	v_cmp_lt_u32 s[26:27], v2, s12                      ; 'tt' element in bounds
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_287
	global_load_ushort v19, v6, s[18:19]                ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_287
	global_load_ushort v19, v6, s[18:19] offset:2       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_287
	global_load_ushort v19, v6, s[18:19] offset:4       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_287
	global_load_ushort v19, v6, s[18:19] offset:6       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_287
	global_load_ushort v19, v6, s[18:19] offset:8       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_287
	global_load_ushort v19, v6, s[18:19] offset:10      ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_287
	global_load_ushort v19, v6, s[18:19] offset:12      ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_287
	global_load_ushort v19, v6, s[18:19] offset:14      ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v19
	v_add_u32 v19, 16, v2
	v_cmp_lt_u32 s[30:31], v19, s12                     ; 'tt' element in bounds
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_305
	v_add_u32 v36, 0x1000, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v36, s[18:19]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_305
	v_add_u32 v37, 0x1002, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v37, s[18:19]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_305
	v_add_u32 v38, 0x1004, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v38, s[18:19]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_305
	v_add_u32 v39, 0x1006, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v39, s[18:19]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_305
	v_add_u32 v40, 0x1008, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v40, s[18:19]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_305
	v_add_u32 v41, 0x100a, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v41, s[18:19]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_305
	v_add_u32 v42, 0x100c, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v42, s[18:19]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_305
	v_add_u32 v43, 0x100e, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v43, s[18:19]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v19
	v_add_u32 v19, 32, v2
	v_cmp_lt_u32 s[32:33], v19, s12                     ; 'tt' element in bounds
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_323
	v_add_u32 v44, 0x2000, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v44, s[18:19]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_323
	v_add_u32 v45, 0x2002, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v45, s[18:19]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_323
	v_add_u32 v46, 0x2004, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v46, s[18:19]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_323
	v_add_u32 v47, 0x2006, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v47, s[18:19]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_323
	v_add_u32 v48, 0x2008, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v48, s[18:19]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_323
	v_add_u32 v49, 0x200a, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v49, s[18:19]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_323
	v_add_u32 v50, 0x200c, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v50, s[18:19]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_323
	v_add_u32 v51, 0x200e, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v51, s[18:19]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v19
	v_add_u32 v19, 48, v2
	v_cmp_lt_u32 s[34:35], v19, s12                     ; 'tt' element in bounds
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_341
	v_add_u32 v52, 0x3000, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v52, s[18:19]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_341
	v_add_u32 v53, 0x3002, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v53, s[18:19]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_341
	v_add_u32 v54, 0x3004, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v54, s[18:19]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_341
	v_add_u32 v55, 0x3006, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v55, s[18:19]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_341
	v_add_u32 v56, 0x3008, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v56, s[18:19]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_341
	v_add_u32 v57, 0x300a, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v57, s[18:19]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_341
	v_add_u32 v58, 0x300c, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v58, s[18:19]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_341
	v_add_u32 v59, 0x300e, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v19, v59, s[18:19]
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v19
	v_lshrrev_b32 v19, 16, v28
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v7, v19 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v29
	ds_write_b16 v7, v19 offset:4354                    ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v30
	ds_write_b16 v7, v19 offset:4356                    ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v31
	ds_write_b16 v7, v19 offset:4358                    ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v32
	ds_write_b16 v7, v19 offset:4360                    ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v33
	ds_write_b16 v7, v19 offset:4362                    ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v34
	ds_write_b16 v7, v19 offset:4364                    ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v35
	ds_write_b16 v7, v19 offset:4366                    ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v36
	ds_write_b16 v7, v19 offset:8704                    ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v37
	ds_write_b16 v7, v19 offset:8706                    ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v38
	ds_write_b16 v7, v19 offset:8708                    ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v39
	ds_write_b16 v7, v19 offset:8710                    ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v40
	ds_write_b16 v7, v19 offset:8712                    ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v41
	ds_write_b16 v7, v19 offset:8714                    ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v42
	ds_write_b16 v7, v19 offset:8716                    ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v43
	ds_write_b16 v7, v19 offset:8718                    ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v44
	ds_write_b16 v7, v19 offset:13056                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v45
	ds_write_b16 v7, v19 offset:13058                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v46
	ds_write_b16 v7, v19 offset:13060                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v47
	ds_write_b16 v7, v19 offset:13062                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v48
	ds_write_b16 v7, v19 offset:13064                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v49
	ds_write_b16 v7, v19 offset:13066                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v50
	ds_write_b16 v7, v19 offset:13068                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v51
	ds_write_b16 v7, v19 offset:13070                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v52
	ds_write_b16 v7, v19 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v53
	ds_write_b16 v7, v19 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v54
	ds_write_b16 v7, v19 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v55
	ds_write_b16 v7, v19 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v56
	ds_write_b16 v7, v19 offset:17416                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v57
	ds_write_b16 v7, v19 offset:17418                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v58
	ds_write_b16 v7, v19 offset:17420                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v59
	ds_write_b16 v7, v19 offset:17422                   ; A operand of the product: stage
	v_mov_b32 v28, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v29, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v30, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v31, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	ds_read_b128 v[32:35], v12                          ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[36:39], v11 offset:4352              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[36:39], v[32:35], v[28:31] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[32:35], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[36:39], v11 offset:4416              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[36:39], v[32:35], v[28:31] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[32:35], v12 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[36:39], v11 offset:4480              ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[36:39], v[32:35], v[28:31] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[32:35], v12 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[36:39], v11 offset:4544              ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[36:39], v[32:35], v[28:31] ; examples/attention_decode.kgen:18: mfma 16x16x32
	v_cmp_lt_u32 s[18:19], v3, s20                      ; 'r' element in bounds
	v_cmp_lt_u32 s[36:37], v5, s12                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[18:19], s[36:37]
	v_mov_b32 v19, 0xff800000                           ; absent elements contribute the identity
	s_nop 3
	v_cndmask_b32 v32, v19, v28, s[38:39]
	v_add_u32 v19, 1, v5
	v_cmp_lt_u32 s[36:37], v19, s12                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[18:19], s[36:37]
	v_mov_b32 v19, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v33, v19, v29, s[40:41]
	v_add_u32 v19, 2, v5
	v_cmp_lt_u32 s[36:37], v19, s12                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[18:19], s[36:37]
	v_mov_b32 v19, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v34, v19, v30, s[42:43]
	v_add_u32 v19, 3, v5
	v_cmp_lt_u32 s[36:37], v19, s12                     ; 'tt' element in bounds
	s_and_b64 s[44:45], s[18:19], s[36:37]
	v_mov_b32 v19, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v35, v19, v31, s[44:45]
	v_max_f32 v19, v32, v33                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v32, v33
	v_mov_b32 v32, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v19, v32, s[18:19]
	v_max_f32 v19, v33, v34                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v33, v34
	v_mov_b32 v32, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v19, v32, s[18:19]
	v_max_f32 v19, v33, v35                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v33, v35
	v_mov_b32 v32, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v19, v32, s[18:19]
	ds_swizzle_b32 v19, v33 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v32, v33, v19
	v_cmp_u_f32 s[18:19], v33, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v32, v19, s[18:19]
	v_and_b32 v19, 63, v0                               ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v19, 32, v19
	v_lshlrev_b32 v19, 2, v19
	ds_bpermute_b32 v32, v19, v33
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v33, v32
	v_cmp_u_f32 s[18:19], v33, v32
	v_mov_b32 v32, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v19, v32, s[18:19]
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_117
	v_add_u32 v19, 0x12900, v9                          ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	ds_write_b32 v19, v33
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v19, 0x12900, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v32, v19
	v_add_u32 v19, 0x12940, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	ds_read_b32 v33, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v32, v33
	v_cmp_u_f32 s[18:19], v32, v33
	v_mov_b32 v32, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v19, v32, s[18:19]
	v_add_u32 v19, 0x12980, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	ds_read_b32 v32, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v33, v32
	v_cmp_u_f32 s[18:19], v33, v32
	v_mov_b32 v32, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v19, v32, s[18:19]
	v_add_u32 v19, 0x129c0, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	ds_read_b32 v32, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v33, v32
	v_cmp_u_f32 s[18:19], v33, v32
	v_mov_b32 v32, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v19, v32, s[18:19]
	v_max_f32 v19, v1, v33                              ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[18:19], v1, v33
	v_mov_b32 v32, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v19, v32, s[18:19]
	v_sub_f32 v19, v1, v33                              ; examples/attention_decode.kgen:21
	v_mul_f32 v32, s7, v19                              ; examples/attention_decode.kgen:21
	v_mul_f32 v19, 0x3fb8aa3b, v32                      ; examples/attention_decode.kgen:21
	v_exp_f32 v32, v19                                  ; examples/attention_decode.kgen:21
	s_nop 0
	v_mul_f32 v19, v20, v32                             ; examples/attention_decode.kgen:23
	v_mul_f32 v34, v21, v32                             ; examples/attention_decode.kgen:23
	v_mul_f32 v35, v22, v32                             ; examples/attention_decode.kgen:23
	v_mul_f32 v36, v23, v32                             ; examples/attention_decode.kgen:23
	v_mul_f32 v37, v24, v32                             ; examples/attention_decode.kgen:23
	v_mul_f32 v38, v25, v32                             ; examples/attention_decode.kgen:23
	v_mul_f32 v39, v26, v32                             ; examples/attention_decode.kgen:23
	v_mul_f32 v40, v27, v32                             ; examples/attention_decode.kgen:23
	v_mov_b32 v20, v19                                  ; 'acc' scaled in place
	v_mov_b32 v21, v34                                  ; 'acc' scaled in place
	v_mov_b32 v22, v35                                  ; 'acc' scaled in place
	v_mov_b32 v23, v36                                  ; 'acc' scaled in place
	v_mov_b32 v24, v37                                  ; 'acc' scaled in place
	v_mov_b32 v25, v38                                  ; 'acc' scaled in place
	v_mov_b32 v26, v39                                  ; 'acc' scaled in place
	v_mov_b32 v27, v40                                  ; 'acc' scaled in place
	s_add_u32 s18, s10, s22                             ; 'v' at this chunk
	s_addc_u32 s19, s11, s23
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_287
	global_load_ushort v19, v6, s[18:19]                ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_287
	global_load_ushort v19, v6, s[18:19] offset:2       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_287
	global_load_ushort v19, v6, s[18:19] offset:4       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_287
	global_load_ushort v19, v6, s[18:19] offset:6       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_287
	global_load_ushort v19, v6, s[18:19] offset:8       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_287
	global_load_ushort v19, v6, s[18:19] offset:10      ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_287
	global_load_ushort v19, v6, s[18:19] offset:12      ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[26:27]               ; lanes where %vpred_287
	global_load_ushort v19, v6, s[18:19] offset:14      ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_305
	v_add_u32 v42, 0x1000, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v42, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_305
	v_add_u32 v43, 0x1002, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v43, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_305
	v_add_u32 v44, 0x1004, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v44, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_305
	v_add_u32 v45, 0x1006, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v45, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_305
	v_add_u32 v46, 0x1008, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v46, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_305
	v_add_u32 v47, 0x100a, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v47, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_305
	v_add_u32 v48, 0x100c, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v48, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[30:31]               ; lanes where %vpred_305
	v_add_u32 v49, 0x100e, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v49, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_323
	v_add_u32 v50, 0x2000, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v50, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_323
	v_add_u32 v51, 0x2002, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v51, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_323
	v_add_u32 v52, 0x2004, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v52, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_323
	v_add_u32 v53, 0x2006, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v53, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_323
	v_add_u32 v54, 0x2008, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v54, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_323
	v_add_u32 v55, 0x200a, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v55, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_323
	v_add_u32 v56, 0x200c, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v56, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_323
	v_add_u32 v57, 0x200e, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v57, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_341
	v_add_u32 v58, 0x3000, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v58, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_341
	v_add_u32 v59, 0x3002, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v59, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_341
	v_add_u32 v60, 0x3004, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v60, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_341
	v_add_u32 v61, 0x3006, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v61, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_341
	v_add_u32 v62, 0x3008, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v62, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_341
	v_add_u32 v63, 0x300a, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v63, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_341
	v_add_u32 v64, 0x300c, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v64, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v19
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_341
	v_add_u32 v65, 0x300e, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v19, v65, s[18:19]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v19
	v_lshrrev_b32 v19, 16, v34
	ds_write_b16 v16, v19 offset:21760                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v35
	ds_write_b16 v16, v19 offset:21904                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v36
	ds_write_b16 v16, v19 offset:22048                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v37
	ds_write_b16 v16, v19 offset:22192                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v38
	ds_write_b16 v16, v19 offset:22336                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v39
	ds_write_b16 v16, v19 offset:22480                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v40
	ds_write_b16 v16, v19 offset:22624                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v41
	ds_write_b16 v16, v19 offset:22768                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v42
	ds_write_b16 v16, v19 offset:21792                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v43
	ds_write_b16 v16, v19 offset:21936                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v44
	ds_write_b16 v16, v19 offset:22080                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v45
	ds_write_b16 v16, v19 offset:22224                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v46
	ds_write_b16 v16, v19 offset:22368                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v47
	ds_write_b16 v16, v19 offset:22512                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v48
	ds_write_b16 v16, v19 offset:22656                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v49
	ds_write_b16 v16, v19 offset:22800                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v50
	ds_write_b16 v16, v19 offset:21824                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v51
	ds_write_b16 v16, v19 offset:21968                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v52
	ds_write_b16 v16, v19 offset:22112                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v53
	ds_write_b16 v16, v19 offset:22256                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v54
	ds_write_b16 v16, v19 offset:22400                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v55
	ds_write_b16 v16, v19 offset:22544                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v56
	ds_write_b16 v16, v19 offset:22688                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v57
	ds_write_b16 v16, v19 offset:22832                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v58
	ds_write_b16 v16, v19 offset:21856                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v59
	ds_write_b16 v16, v19 offset:22000                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v60
	ds_write_b16 v16, v19 offset:22144                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v61
	ds_write_b16 v16, v19 offset:22288                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v62
	ds_write_b16 v16, v19 offset:22432                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v63
	ds_write_b16 v16, v19 offset:22576                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v64
	ds_write_b16 v16, v19 offset:22720                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v65
	ds_write_b16 v16, v19 offset:22864                  ; A operand of the product: stage
	v_mov_b32 v19, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v34, s7, v19
	v_mov_b32 v19, 0xbfb8aa3b
	v_mul_f32 v35, s7, v19
	v_mul_f32 v19, v33, v35                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v35, v28, v34, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v36, v35                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v35, v29, v34, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v37, v35                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v35, v30, v34, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v38, v35                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v35, v31, v34, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v19, v35                                  ; examples/attention_decode.kgen:20
	v_bfe_u32 v28, v36, 16, 1                           ; round to bf16
	v_add3_u32 v29, v36, v28, s6
	v_cmp_u_f32 s[18:19], v36, v36
	v_mov_b32 v28, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v29, v29, v28, s[18:19]
	v_and_b32 v28, 0xffff0000, v29
	v_bfe_u32 v29, v37, 16, 1                           ; round to bf16
	v_add3_u32 v30, v37, v29, s6
	v_cmp_u_f32 s[18:19], v37, v37
	v_mov_b32 v29, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v30, v30, v29, s[18:19]
	v_and_b32 v29, 0xffff0000, v30
	v_bfe_u32 v30, v38, 16, 1                           ; round to bf16
	v_add3_u32 v31, v38, v30, s6
	v_cmp_u_f32 s[18:19], v38, v38
	v_mov_b32 v30, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v31, v31, v30, s[18:19]
	v_and_b32 v30, 0xffff0000, v31
	v_bfe_u32 v31, v19, 16, 1                           ; round to bf16
	v_add3_u32 v34, v19, v31, s6
	v_cmp_u_f32 s[18:19], v19, v19
	v_mov_b32 v31, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v34, v34, v31, s[18:19]
	v_and_b32 v31, 0xffff0000, v34
	v_cndmask_b32 v34, 0, v28, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v28, 16, v34
	v_add_u32 v34, 0x12a00, v17                         ; B operand of the product: stage
	ds_write_b16 v34, v28
	v_cndmask_b32 v28, 0, v29, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v29, 16, v28
	v_add_u32 v28, 0x12a02, v17                         ; B operand of the product: stage
	ds_write_b16 v28, v29
	v_cndmask_b32 v28, 0, v30, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v29, 16, v28
	v_add_u32 v28, 0x12a04, v17                         ; B operand of the product: stage
	ds_write_b16 v28, v29
	v_cndmask_b32 v28, 0, v31, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v29, 16, v28
	v_add_u32 v28, 0x12a06, v17                         ; B operand of the product: stage
	ds_write_b16 v28, v29
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v28, 0x12a00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[40:43], v28
	ds_read_b128 v[28:31], v14 offset:21760             ; A fragment 0 of k-step 0
	ds_read_b128 v[44:47], v14 offset:24064             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[20:23], v[28:31], v[40:43], v[20:23] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[44:47], v[40:43], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_add_u32 v28, 0x12a40, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[40:43], v28
	ds_read_b128 v[28:31], v14 offset:21824             ; A fragment 0 of k-step 1
	ds_read_b128 v[44:47], v14 offset:24128             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[20:23], v[28:31], v[40:43], v[20:23] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[44:47], v[40:43], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_mul_f32 v28, v8, v32                              ; examples/attention_decode.kgen:22
	v_cndmask_b32 v29, 0, v36, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v30, 0, v37, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v31, 0, v38, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v32, 0, v19, s[44:45]                 ; absent elements contribute the identity
	v_add_f32 v19, v29, v30                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v29, v19, v31                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v19, v29, v32                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v29, v19 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v30, v19, v29
	v_and_b32 v19, 63, v0                               ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v19, 32, v19
	v_lshlrev_b32 v19, 2, v19
	ds_bpermute_b32 v29, v19, v30
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v30, v29
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_117
	v_add_u32 v29, 0x13b00, v9                          ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	ds_write_b32 v29, v19
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v19, 0x13b00, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v29, v19
	v_add_u32 v19, 0x13b40, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	ds_read_b32 v30, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v29, v30
	v_add_u32 v29, 0x13b80, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	ds_read_b32 v30, v29
	s_waitcnt lgkmcnt(0)
	v_add_f32 v29, v19, v30
	v_add_u32 v19, 0x13bc0, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	ds_read_b32 v30, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v29, v30
	v_add_f32 v29, v28, v19                             ; examples/attention_decode.kgen:22
	v_mov_b32 v8, v29                                   ; next 'l'
	v_mov_b32 v1, v33                                   ; next 'mx'
	s_add_u32 s13, s13, 64
	s_cmp_lt_u32 s13, s17
	s_cbranch_scc1 .Lattention_decode_loop1
.Lattention_decode_loop1_end:
	v_mov_b32 v1, 1.0                                   ; examples/attention_decode.kgen:26
	v_div_scale_f32 v19, s[12:13], v8, v8, v1
	v_rcp_f32 v28, v19
	v_div_scale_f32 v29, vcc, v1, v8, v1
	v_fma_f32 v30, -v19, v28, 1.0
	v_fma_f32 v28, v30, v28, v28
	v_mul_f32 v31, v29, v28
	v_fma_f32 v30, -v19, v31, v29
	v_fma_f32 v31, v30, v28, v31
	v_fma_f32 v30, -v19, v31, v29
	v_div_fmas_f32 v30, v30, v28, v31
	v_div_fixup_f32 v19, v30, v8, v1
	v_mul_f32 v1, v20, v19                              ; examples/attention_decode.kgen:26
	v_mul_f32 v8, v21, v19                              ; examples/attention_decode.kgen:26
	v_mul_f32 v28, v22, v19                             ; examples/attention_decode.kgen:26
	v_mul_f32 v29, v23, v19                             ; examples/attention_decode.kgen:26
	v_mul_f32 v20, v24, v19                             ; examples/attention_decode.kgen:26
	v_mul_f32 v21, v25, v19                             ; examples/attention_decode.kgen:26
	v_mul_f32 v22, v26, v19                             ; examples/attention_decode.kgen:26
	v_mul_f32 v23, v27, v19                             ; examples/attention_decode.kgen:26
	v_mov_b32 v19, 0x7fc00000
	v_cmp_u_f32 s[12:13], v1, v1
	v_cmp_u_f32 s[18:19], v8, v8
	v_bfe_u32 v24, v1, 16, 1
	v_bfe_u32 v25, v8, 16, 1
	v_add3_u32 v26, v1, v24, s6
	v_add3_u32 v1, v8, v25, s6
	v_cndmask_b32 v26, v26, v19, s[12:13]
	v_cndmask_b32 v1, v1, v19, s[18:19]
	v_perm_b32 v8, v1, v26, s5
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v28, v28
	v_cmp_u_f32 s[18:19], v29, v29
	v_bfe_u32 v19, v28, 16, 1
	v_bfe_u32 v24, v29, 16, 1
	v_add3_u32 v25, v28, v19, s6
	v_add3_u32 v19, v29, v24, s6
	v_cndmask_b32 v25, v25, v1, s[12:13]
	v_cndmask_b32 v19, v19, v1, s[18:19]
	v_perm_b32 v1, v19, v25, s5
	v_mov_b32 v24, v8                                   ; examples/attention_decode.kgen:26: 8-byte store to 'o'
	v_mov_b32 v25, v1
	global_store_dwordx2 v4, v[24:25], s[14:15]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v20, v20
	v_cmp_u_f32 s[18:19], v21, v21
	v_bfe_u32 v8, v20, 16, 1
	v_bfe_u32 v19, v21, 16, 1
	v_add3_u32 v24, v20, v8, s6
	v_add3_u32 v8, v21, v19, s6
	v_cndmask_b32 v24, v24, v1, s[12:13]
	v_cndmask_b32 v8, v8, v1, s[18:19]
	v_perm_b32 v1, v8, v24, s5
	v_mov_b32 v8, 0x7fc00000
	v_cmp_u_f32 s[12:13], v22, v22
	v_cmp_u_f32 s[18:19], v23, v23
	v_bfe_u32 v19, v22, 16, 1
	v_bfe_u32 v20, v23, 16, 1
	v_add3_u32 v21, v22, v19, s6
	v_add3_u32 v19, v23, v20, s6
	v_cndmask_b32 v21, v21, v8, s[12:13]
	v_cndmask_b32 v19, v19, v8, s[18:19]
	v_perm_b32 v8, v19, v21, s5
	v_mov_b32 v20, v1                                   ; examples/attention_decode.kgen:26: 8-byte store to 'o'
	v_mov_b32 v21, v8
	global_store_dwordx2 v4, v[20:21], s[14:15] offset:32
	s_branch .Lattention_decode_if0_end
.Lattention_decode_if0_else:
	v_cmp_lt_u32 s[12:13], v2, s20
	v_mov_b32 v20, 0                                    ; outside: 0
	v_mov_b32 v21, 0                                    ; outside: 0
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_655
	global_load_dwordx4 v[20:23], v6, s[8:9]            ; examples/attention_decode.kgen:18: 16 bytes of 'q'
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[20:23]                          ; 16 bytes into opinv0
	v_add_f32 v1, 0, 0                                  ; examples/attention_decode.kgen:16
	v_mov_b32 v20, v1                                   ; loop-carried 'acc'
	v_mov_b32 v21, v1                                   ; loop-carried 'acc'
	v_mov_b32 v22, v1                                   ; loop-carried 'acc'
	v_mov_b32 v23, v1                                   ; loop-carried 'acc'
	v_mov_b32 v24, v1                                   ; loop-carried 'acc'
	v_mov_b32 v25, v1                                   ; loop-carried 'acc'
	v_mov_b32 v26, v1                                   ; loop-carried 'acc'
	v_mov_b32 v27, v1                                   ; loop-carried 'acc'
	v_mov_b32 v8, v1                                    ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_decode.kgen:14
	v_add_f32 v19, v1, 0
	v_mov_b32 v1, v19                                   ; loop-carried 'mx'
	s_cmp_ge_u32 s17, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s8, 1, 0
	s_sub_u32 s9, s17, 63
	s_cmp_lg_u32 s8, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s8, s9, 0
	s_mul_i32 s12, 0, 0x80
	s_mul_hi_u32 s13, 0, 0x80
	s_lshl_b64 s[18:19], s[12:13], 1
	s_add_u32 s12, s28, s18                             ; 'k' at this chunk
	s_addc_u32 s13, s29, s19
	s_cmp_lt_u32 0, s8                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s9, 1, 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_cmp_eq_u32 s9, 0                                  ; if %upred_1670
	s_cbranch_scc1 .Lattention_decode_skip24
	global_load_dwordx4 v[28:31], v6, s[12:13]          ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip24:
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[28:31] offset:4352              ; 16 bytes into st1
	v_add_u32 v19, 0x1000, v6
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_cmp_eq_u32 s9, 0                                  ; if %upred_1670
	s_cbranch_scc1 .Lattention_decode_skip25
	global_load_dwordx4 v[28:31], v19, s[12:13]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip25:
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[28:31] offset:8704              ; 16 bytes into st1
	v_add_u32 v19, 0x2000, v6
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_cmp_eq_u32 s9, 0                                  ; if %upred_1670
	s_cbranch_scc1 .Lattention_decode_skip26
	global_load_dwordx4 v[28:31], v19, s[12:13]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip26:
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[28:31] offset:13056             ; 16 bytes into st1
	v_add_u32 v19, 0x3000, v6
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_cmp_eq_u32 s9, 0                                  ; if %upred_1670
	s_cbranch_scc1 .Lattention_decode_skip27
	global_load_dwordx4 v[28:31], v19, s[12:13]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip27:
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[28:31] offset:17408             ; 16 bytes into st1
	s_add_u32 s12, s10, s18                             ; 'v' at this chunk
	s_addc_u32 s13, s11, s19
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_cmp_eq_u32 s9, 0                                  ; if %upred_1670
	s_cbranch_scc1 .Lattention_decode_skip28
	global_load_dwordx4 v[28:31], v18, s[12:13]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip28:
	v_add_u32 v19, 0x100, v18
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s9, 0                                  ; if %upred_1670
	s_cbranch_scc1 .Lattention_decode_skip29
	global_load_dwordx4 v[32:35], v19, s[12:13]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip29:
	s_waitcnt vmcnt(0)
	v_perm_b32 v19, v32, v28, s4                        ; (k, k+1) of column 0
	ds_write_b32 v15, v19 offset:21760                  ; a K-pair into st2
	v_perm_b32 v19, v32, v28, s5                        ; (k, k+1) of column 1
	ds_write_b32 v15, v19 offset:21904                  ; a K-pair into st2
	v_perm_b32 v19, v33, v29, s4                        ; (k, k+1) of column 2
	ds_write_b32 v15, v19 offset:22048                  ; a K-pair into st2
	v_perm_b32 v19, v33, v29, s5                        ; (k, k+1) of column 3
	ds_write_b32 v15, v19 offset:22192                  ; a K-pair into st2
	v_perm_b32 v19, v34, v30, s4                        ; (k, k+1) of column 4
	ds_write_b32 v15, v19 offset:22336                  ; a K-pair into st2
	v_perm_b32 v19, v34, v30, s5                        ; (k, k+1) of column 5
	ds_write_b32 v15, v19 offset:22480                  ; a K-pair into st2
	v_perm_b32 v19, v35, v31, s4                        ; (k, k+1) of column 6
	ds_write_b32 v15, v19 offset:22624                  ; a K-pair into st2
	v_perm_b32 v19, v35, v31, s5                        ; (k, k+1) of column 7
	ds_write_b32 v15, v19 offset:22768                  ; a K-pair into st2
	v_add_u32 v19, 0x2000, v18
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_cmp_eq_u32 s9, 0                                  ; if %upred_1670
	s_cbranch_scc1 .Lattention_decode_skip30
	global_load_dwordx4 v[28:31], v19, s[12:13]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip30:
	v_add_u32 v19, 0x2100, v18
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s9, 0                                  ; if %upred_1670
	s_cbranch_scc1 .Lattention_decode_skip31
	global_load_dwordx4 v[32:35], v19, s[12:13]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip31:
	s_waitcnt vmcnt(0)
	v_perm_b32 v19, v32, v28, s4                        ; (k, k+1) of column 0
	ds_write_b32 v15, v19 offset:21824                  ; a K-pair into st2
	v_perm_b32 v19, v32, v28, s5                        ; (k, k+1) of column 1
	ds_write_b32 v15, v19 offset:21968                  ; a K-pair into st2
	v_perm_b32 v19, v33, v29, s4                        ; (k, k+1) of column 2
	ds_write_b32 v15, v19 offset:22112                  ; a K-pair into st2
	v_perm_b32 v19, v33, v29, s5                        ; (k, k+1) of column 3
	ds_write_b32 v15, v19 offset:22256                  ; a K-pair into st2
	v_perm_b32 v19, v34, v30, s4                        ; (k, k+1) of column 4
	ds_write_b32 v15, v19 offset:22400                  ; a K-pair into st2
	v_perm_b32 v19, v34, v30, s5                        ; (k, k+1) of column 5
	ds_write_b32 v15, v19 offset:22544                  ; a K-pair into st2
	v_perm_b32 v19, v35, v31, s4                        ; (k, k+1) of column 6
	ds_write_b32 v15, v19 offset:22688                  ; a K-pair into st2
	v_perm_b32 v19, v35, v31, s5                        ; (k, k+1) of column 7
	ds_write_b32 v15, v19 offset:22832                  ; a K-pair into st2
	s_mov_b32 s9, 0                                     ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s9, s8
	s_cbranch_scc1 .Lattention_decode_loop2_end
.Lattention_decode_loop2:
	s_add_u32 s12, s9, 64
	s_cmp_lt_u32 s9, s8
	s_cselect_b32 s13, 1, 0
	s_cmp_eq_u32 s13, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_decode_if3_end
	s_mul_i32 s18, s12, 0x80
	s_mul_hi_u32 s19, s12, 0x80
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s28, s22                             ; 'k' at this chunk
	s_addc_u32 s19, s29, s23
	s_cmp_lt_u32 s12, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s12, 1, 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_cmp_eq_u32 s12, 0                                 ; if %upred_1730
	s_cbranch_scc1 .Lattention_decode_skip32
	global_load_dwordx4 v[28:31], v6, s[18:19]          ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip32:
	v_add_u32 v19, 0x1000, v6
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s12, 0                                 ; if %upred_1730
	s_cbranch_scc1 .Lattention_decode_skip33
	global_load_dwordx4 v[32:35], v19, s[18:19]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip33:
	v_add_u32 v19, 0x2000, v6
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	s_cmp_eq_u32 s12, 0                                 ; if %upred_1730
	s_cbranch_scc1 .Lattention_decode_skip34
	global_load_dwordx4 v[36:39], v19, s[18:19]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip34:
	v_add_u32 v19, 0x3000, v6
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	s_cmp_eq_u32 s12, 0                                 ; if %upred_1730
	s_cbranch_scc1 .Lattention_decode_skip35
	global_load_dwordx4 v[40:43], v19, s[18:19]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip35:
	s_add_u32 s18, s10, s22                             ; 'v' at this chunk
	s_addc_u32 s19, s11, s23
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_cmp_eq_u32 s12, 0                                 ; if %upred_1730
	s_cbranch_scc1 .Lattention_decode_skip36
	global_load_dwordx4 v[44:47], v18, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip36:
	v_add_u32 v19, 0x100, v18
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u32 s12, 0                                 ; if %upred_1730
	s_cbranch_scc1 .Lattention_decode_skip37
	global_load_dwordx4 v[48:51], v19, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip37:
	v_add_u32 v19, 0x2000, v18
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u32 s12, 0                                 ; if %upred_1730
	s_cbranch_scc1 .Lattention_decode_skip38
	global_load_dwordx4 v[52:55], v19, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip38:
	v_add_u32 v19, 0x2100, v18
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s12, 0                                 ; if %upred_1730
	s_cbranch_scc1 .Lattention_decode_skip39
	global_load_dwordx4 v[56:59], v19, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip39:
	v_mov_b32 v60, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[64:67], v12                          ; B fragment 0 of k-step 0
	ds_read_b128 v[68:71], v11 offset:4352              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[60:63], v[68:71], v[64:67], v[60:63] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[64:67], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[68:71], v11 offset:4416              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[60:63], v[68:71], v[64:67], v[60:63] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[64:67], v12 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[68:71], v11 offset:4480              ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[60:63], v[68:71], v[64:67], v[60:63] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[64:67], v12 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[68:71], v11 offset:4544              ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[60:63], v[68:71], v[64:67], v[60:63] ; examples/attention_decode.kgen:18: mfma 16x16x32
	v_cmp_lt_u32 s[12:13], v3, s20                      ; 'r' element in bounds
	v_mov_b32 v19, 0xff800000                           ; absent elements contribute the identity
	s_nop 0
	s_nop 4
	v_cndmask_b32 v64, v19, v60, s[12:13]
	v_mov_b32 v19, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v65, v19, v61, s[12:13]
	v_mov_b32 v19, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v66, v19, v62, s[12:13]
	v_mov_b32 v19, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v67, v19, v63, s[12:13]
	v_max_f32 v19, v64, v65                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v64, v65
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_max_f32 v19, v65, v66                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v65, v66
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_max_f32 v19, v65, v67                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v65, v67
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	ds_swizzle_b32 v19, v65 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v64, v65, v19
	v_cmp_u_f32 s[18:19], v65, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v64, v19, s[18:19]
	v_and_b32 v19, 63, v0                               ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v19, 32, v19
	v_lshlrev_b32 v19, 2, v19
	ds_bpermute_b32 v64, v19, v65
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v65, v64
	v_cmp_u_f32 s[18:19], v65, v64
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_117
	v_add_u32 v19, 0x12900, v9                          ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	ds_write_b32 v19, v65
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v19, 0x12900, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v64, v19
	v_add_u32 v19, 0x12940, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	ds_read_b32 v65, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v64, v65
	v_cmp_u_f32 s[18:19], v64, v65
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_add_u32 v19, 0x12980, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	ds_read_b32 v64, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v65, v64
	v_cmp_u_f32 s[18:19], v65, v64
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_add_u32 v19, 0x129c0, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	ds_read_b32 v64, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v65, v64
	v_cmp_u_f32 s[18:19], v65, v64
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_max_f32 v19, v1, v65                              ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[18:19], v1, v65
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_sub_f32 v19, v1, v65                              ; examples/attention_decode.kgen:21
	v_mul_f32 v64, s7, v19                              ; examples/attention_decode.kgen:21
	v_mul_f32 v19, 0x3fb8aa3b, v64                      ; examples/attention_decode.kgen:21
	v_exp_f32 v64, v19                                  ; examples/attention_decode.kgen:21
	s_nop 0
	v_mul_f32 v19, v20, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v66, v21, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v67, v22, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v68, v23, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v69, v24, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v70, v25, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v71, v26, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v72, v27, v64                             ; examples/attention_decode.kgen:23
	v_mov_b32 v20, v19                                  ; 'acc' scaled in place
	v_mov_b32 v21, v66                                  ; 'acc' scaled in place
	v_mov_b32 v22, v67                                  ; 'acc' scaled in place
	v_mov_b32 v23, v68                                  ; 'acc' scaled in place
	v_mov_b32 v24, v69                                  ; 'acc' scaled in place
	v_mov_b32 v25, v70                                  ; 'acc' scaled in place
	v_mov_b32 v26, v71                                  ; 'acc' scaled in place
	v_mov_b32 v27, v72                                  ; 'acc' scaled in place
	v_mov_b32 v19, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v66, s7, v19
	v_mov_b32 v19, 0xbfb8aa3b
	v_mul_f32 v67, s7, v19
	v_mul_f32 v19, v65, v67                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v67, v60, v66, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v68, v67                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v67, v61, v66, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v69, v67                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v67, v62, v66, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v70, v67                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v67, v63, v66, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v19, v67                                  ; examples/attention_decode.kgen:20
	v_bfe_u32 v60, v68, 16, 1                           ; round to bf16
	v_add3_u32 v61, v68, v60, s6
	v_cmp_u_f32 s[18:19], v68, v68
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[18:19]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v69, 16, 1                           ; round to bf16
	v_add3_u32 v62, v69, v61, s6
	v_cmp_u_f32 s[18:19], v69, v69
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[18:19]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v70, 16, 1                           ; round to bf16
	v_add3_u32 v63, v70, v62, s6
	v_cmp_u_f32 s[18:19], v70, v70
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[18:19]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v19, 16, 1                           ; round to bf16
	v_add3_u32 v66, v19, v63, s6
	v_cmp_u_f32 s[18:19], v19, v19
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v66, v63, s[18:19]
	v_and_b32 v63, 0xffff0000, v66
	v_cndmask_b32 v66, 0, v60, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v60, 16, v66
	v_add_u32 v66, 0x12a00, v17                         ; B operand of the product: stage
	ds_write_b16 v66, v60
	v_cndmask_b32 v60, 0, v61, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v61, 16, v60
	v_add_u32 v60, 0x12a02, v17                         ; B operand of the product: stage
	ds_write_b16 v60, v61
	v_cndmask_b32 v60, 0, v62, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v61, 16, v60
	v_add_u32 v60, 0x12a04, v17                         ; B operand of the product: stage
	ds_write_b16 v60, v61
	v_cndmask_b32 v60, 0, v63, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v61, 16, v60
	v_add_u32 v60, 0x12a06, v17                         ; B operand of the product: stage
	ds_write_b16 v60, v61
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v60, 0x12a00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[72:75], v60
	ds_read_b128 v[60:63], v14 offset:21760             ; A fragment 0 of k-step 0
	ds_read_b128 v[76:79], v14 offset:24064             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[20:23], v[60:63], v[72:75], v[20:23] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[76:79], v[72:75], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_add_u32 v60, 0x12a40, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[72:75], v60
	ds_read_b128 v[60:63], v14 offset:21824             ; A fragment 0 of k-step 1
	ds_read_b128 v[76:79], v14 offset:24128             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[20:23], v[60:63], v[72:75], v[20:23] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[76:79], v[72:75], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_mul_f32 v60, v8, v64                              ; examples/attention_decode.kgen:22
	v_cndmask_b32 v61, 0, v68, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v69, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v70, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v19, s[12:13]                 ; absent elements contribute the identity
	v_add_f32 v19, v61, v62                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v61, v19, v63                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v19, v61, v64                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v61, v19 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v62, v19, v61
	v_and_b32 v19, 63, v0                               ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v19, 32, v19
	v_lshlrev_b32 v19, 2, v19
	ds_bpermute_b32 v61, v19, v62
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v62, v61
	s_and_saveexec_b64 s[12:13], s[24:25]               ; lanes where %vpred_117
	v_add_u32 v61, 0x13b00, v9                          ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	ds_write_b32 v61, v19
	s_mov_b64 exec, s[12:13]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v19, 0x13b00, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v61, v19
	v_add_u32 v19, 0x13b40, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	ds_read_b32 v62, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v61, v62
	v_add_u32 v61, 0x13b80, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	ds_read_b32 v62, v61
	s_waitcnt lgkmcnt(0)
	v_add_f32 v61, v19, v62
	v_add_u32 v19, 0x13bc0, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	ds_read_b32 v62, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v61, v62
	v_add_f32 v61, v60, v19                             ; examples/attention_decode.kgen:22
	v_mov_b32 v8, v61                                   ; next 'l'
	v_mov_b32 v1, v65                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[28:31] offset:40192             ; 16 bytes into st1
	ds_write_b128 v7, v[32:35] offset:44544             ; 16 bytes into st1
	ds_write_b128 v7, v[36:39] offset:48896             ; 16 bytes into st1
	ds_write_b128 v7, v[40:43] offset:53248             ; 16 bytes into st1
	v_perm_b32 v19, v48, v44, s4                        ; (k, k+1) of column 0
	ds_write_b32 v15, v19 offset:57600                  ; a K-pair into st2
	v_perm_b32 v19, v48, v44, s5                        ; (k, k+1) of column 1
	ds_write_b32 v15, v19 offset:57744                  ; a K-pair into st2
	v_perm_b32 v19, v49, v45, s4                        ; (k, k+1) of column 2
	ds_write_b32 v15, v19 offset:57888                  ; a K-pair into st2
	v_perm_b32 v19, v49, v45, s5                        ; (k, k+1) of column 3
	ds_write_b32 v15, v19 offset:58032                  ; a K-pair into st2
	v_perm_b32 v19, v50, v46, s4                        ; (k, k+1) of column 4
	ds_write_b32 v15, v19 offset:58176                  ; a K-pair into st2
	v_perm_b32 v19, v50, v46, s5                        ; (k, k+1) of column 5
	ds_write_b32 v15, v19 offset:58320                  ; a K-pair into st2
	v_perm_b32 v19, v51, v47, s4                        ; (k, k+1) of column 6
	ds_write_b32 v15, v19 offset:58464                  ; a K-pair into st2
	v_perm_b32 v19, v51, v47, s5                        ; (k, k+1) of column 7
	ds_write_b32 v15, v19 offset:58608                  ; a K-pair into st2
	v_perm_b32 v19, v56, v52, s4                        ; (k, k+1) of column 0
	ds_write_b32 v15, v19 offset:57664                  ; a K-pair into st2
	v_perm_b32 v19, v56, v52, s5                        ; (k, k+1) of column 1
	ds_write_b32 v15, v19 offset:57808                  ; a K-pair into st2
	v_perm_b32 v19, v57, v53, s4                        ; (k, k+1) of column 2
	ds_write_b32 v15, v19 offset:57952                  ; a K-pair into st2
	v_perm_b32 v19, v57, v53, s5                        ; (k, k+1) of column 3
	ds_write_b32 v15, v19 offset:58096                  ; a K-pair into st2
	v_perm_b32 v19, v58, v54, s4                        ; (k, k+1) of column 4
	ds_write_b32 v15, v19 offset:58240                  ; a K-pair into st2
	v_perm_b32 v19, v58, v54, s5                        ; (k, k+1) of column 5
	ds_write_b32 v15, v19 offset:58384                  ; a K-pair into st2
	v_perm_b32 v19, v59, v55, s4                        ; (k, k+1) of column 6
	ds_write_b32 v15, v19 offset:58528                  ; a K-pair into st2
	v_perm_b32 v19, v59, v55, s5                        ; (k, k+1) of column 7
	ds_write_b32 v15, v19 offset:58672                  ; a K-pair into st2
.Lattention_decode_if3_end:
	s_add_u32 s12, s9, 64
	s_add_u32 s13, s12, 64
	s_cmp_lt_u32 s12, s8
	s_cselect_b32 s12, 1, 0
	s_cmp_eq_u32 s12, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_decode_if4_end
	s_mul_i32 s18, s13, 0x80
	s_mul_hi_u32 s19, s13, 0x80
	s_lshl_b64 s[22:23], s[18:19], 1
	s_add_u32 s18, s28, s22                             ; 'k' at this chunk
	s_addc_u32 s19, s29, s23
	s_cmp_lt_u32 s13, s8                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s12, 1, 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_cmp_eq_u32 s12, 0                                 ; if %upred_1927
	s_cbranch_scc1 .Lattention_decode_skip40
	global_load_dwordx4 v[28:31], v6, s[18:19]          ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip40:
	v_add_u32 v19, 0x1000, v6
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s12, 0                                 ; if %upred_1927
	s_cbranch_scc1 .Lattention_decode_skip41
	global_load_dwordx4 v[32:35], v19, s[18:19]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip41:
	v_add_u32 v19, 0x2000, v6
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	s_cmp_eq_u32 s12, 0                                 ; if %upred_1927
	s_cbranch_scc1 .Lattention_decode_skip42
	global_load_dwordx4 v[36:39], v19, s[18:19]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip42:
	v_add_u32 v19, 0x3000, v6
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	s_cmp_eq_u32 s12, 0                                 ; if %upred_1927
	s_cbranch_scc1 .Lattention_decode_skip43
	global_load_dwordx4 v[40:43], v19, s[18:19]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_skip43:
	s_add_u32 s18, s10, s22                             ; 'v' at this chunk
	s_addc_u32 s19, s11, s23
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_cmp_eq_u32 s12, 0                                 ; if %upred_1927
	s_cbranch_scc1 .Lattention_decode_skip44
	global_load_dwordx4 v[44:47], v18, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip44:
	v_add_u32 v19, 0x100, v18
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u32 s12, 0                                 ; if %upred_1927
	s_cbranch_scc1 .Lattention_decode_skip45
	global_load_dwordx4 v[48:51], v19, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip45:
	v_add_u32 v19, 0x2000, v18
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u32 s12, 0                                 ; if %upred_1927
	s_cbranch_scc1 .Lattention_decode_skip46
	global_load_dwordx4 v[52:55], v19, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip46:
	v_add_u32 v19, 0x2100, v18
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s12, 0                                 ; if %upred_1927
	s_cbranch_scc1 .Lattention_decode_skip47
	global_load_dwordx4 v[56:59], v19, s[18:19]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_skip47:
	v_mov_b32 v60, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[64:67], v12                          ; B fragment 0 of k-step 0
	ds_read_b128 v[68:71], v11 offset:40192             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[60:63], v[68:71], v[64:67], v[60:63] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[64:67], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[68:71], v11 offset:40256             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[60:63], v[68:71], v[64:67], v[60:63] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[64:67], v12 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[68:71], v11 offset:40320             ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[60:63], v[68:71], v[64:67], v[60:63] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[64:67], v12 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[68:71], v11 offset:40384             ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[60:63], v[68:71], v[64:67], v[60:63] ; examples/attention_decode.kgen:18: mfma 16x16x32
	v_cmp_lt_u32 s[12:13], v3, s20                      ; 'r' element in bounds
	v_mov_b32 v19, 0xff800000                           ; absent elements contribute the identity
	s_nop 0
	s_nop 4
	v_cndmask_b32 v64, v19, v60, s[12:13]
	v_mov_b32 v19, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v65, v19, v61, s[12:13]
	v_mov_b32 v19, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v66, v19, v62, s[12:13]
	v_mov_b32 v19, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v67, v19, v63, s[12:13]
	v_max_f32 v19, v64, v65                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v64, v65
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_max_f32 v19, v65, v66                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v65, v66
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_max_f32 v19, v65, v67                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[18:19], v65, v67
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	ds_swizzle_b32 v19, v65 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v64, v65, v19
	v_cmp_u_f32 s[18:19], v65, v19
	v_mov_b32 v19, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v64, v19, s[18:19]
	v_and_b32 v19, 63, v0                               ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v19, 32, v19
	v_lshlrev_b32 v19, 2, v19
	ds_bpermute_b32 v64, v19, v65
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v65, v64
	v_cmp_u_f32 s[18:19], v65, v64
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	s_and_saveexec_b64 s[18:19], s[24:25]               ; lanes where %vpred_117
	v_add_u32 v19, 0x12900, v9                          ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	ds_write_b32 v19, v65
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v19, 0x12900, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v64, v19
	v_add_u32 v19, 0x12940, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	ds_read_b32 v65, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v64, v65
	v_cmp_u_f32 s[18:19], v64, v65
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_add_u32 v19, 0x12980, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	ds_read_b32 v64, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v65, v64
	v_cmp_u_f32 s[18:19], v65, v64
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_add_u32 v19, 0x129c0, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	ds_read_b32 v64, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v65, v64
	v_cmp_u_f32 s[18:19], v65, v64
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_max_f32 v19, v1, v65                              ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[18:19], v1, v65
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v19, v64, s[18:19]
	v_sub_f32 v19, v1, v65                              ; examples/attention_decode.kgen:21
	v_mul_f32 v64, s7, v19                              ; examples/attention_decode.kgen:21
	v_mul_f32 v19, 0x3fb8aa3b, v64                      ; examples/attention_decode.kgen:21
	v_exp_f32 v64, v19                                  ; examples/attention_decode.kgen:21
	s_nop 0
	v_mul_f32 v19, v20, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v66, v21, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v67, v22, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v68, v23, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v69, v24, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v70, v25, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v71, v26, v64                             ; examples/attention_decode.kgen:23
	v_mul_f32 v72, v27, v64                             ; examples/attention_decode.kgen:23
	v_mov_b32 v20, v19                                  ; 'acc' scaled in place
	v_mov_b32 v21, v66                                  ; 'acc' scaled in place
	v_mov_b32 v22, v67                                  ; 'acc' scaled in place
	v_mov_b32 v23, v68                                  ; 'acc' scaled in place
	v_mov_b32 v24, v69                                  ; 'acc' scaled in place
	v_mov_b32 v25, v70                                  ; 'acc' scaled in place
	v_mov_b32 v26, v71                                  ; 'acc' scaled in place
	v_mov_b32 v27, v72                                  ; 'acc' scaled in place
	v_mov_b32 v19, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v66, s7, v19
	v_mov_b32 v19, 0xbfb8aa3b
	v_mul_f32 v67, s7, v19
	v_mul_f32 v19, v65, v67                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v67, v60, v66, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v68, v67                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v67, v61, v66, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v69, v67                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v67, v62, v66, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v70, v67                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v67, v63, v66, v19                        ; examples/attention_decode.kgen:20
	v_exp_f32 v19, v67                                  ; examples/attention_decode.kgen:20
	v_bfe_u32 v60, v68, 16, 1                           ; round to bf16
	v_add3_u32 v61, v68, v60, s6
	v_cmp_u_f32 s[18:19], v68, v68
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[18:19]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v69, 16, 1                           ; round to bf16
	v_add3_u32 v62, v69, v61, s6
	v_cmp_u_f32 s[18:19], v69, v69
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[18:19]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v70, 16, 1                           ; round to bf16
	v_add3_u32 v63, v70, v62, s6
	v_cmp_u_f32 s[18:19], v70, v70
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[18:19]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v19, 16, 1                           ; round to bf16
	v_add3_u32 v66, v19, v63, s6
	v_cmp_u_f32 s[18:19], v19, v19
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v66, v63, s[18:19]
	v_and_b32 v63, 0xffff0000, v66
	v_cndmask_b32 v66, 0, v60, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v60, 16, v66
	v_add_u32 v66, 0x12a00, v17                         ; B operand of the product: stage
	ds_write_b16 v66, v60
	v_cndmask_b32 v60, 0, v61, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v61, 16, v60
	v_add_u32 v60, 0x12a02, v17                         ; B operand of the product: stage
	ds_write_b16 v60, v61
	v_cndmask_b32 v60, 0, v62, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v61, 16, v60
	v_add_u32 v60, 0x12a04, v17                         ; B operand of the product: stage
	ds_write_b16 v60, v61
	v_cndmask_b32 v60, 0, v63, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v61, 16, v60
	v_add_u32 v60, 0x12a06, v17                         ; B operand of the product: stage
	ds_write_b16 v60, v61
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v60, 0x12a00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[72:75], v60
	ds_read_b128 v[60:63], v14 offset:57600             ; A fragment 0 of k-step 0
	ds_read_b128 v[76:79], v14 offset:59904             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[20:23], v[60:63], v[72:75], v[20:23] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[76:79], v[72:75], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_add_u32 v60, 0x12a40, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[72:75], v60
	ds_read_b128 v[60:63], v14 offset:57664             ; A fragment 0 of k-step 1
	ds_read_b128 v[76:79], v14 offset:59968             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[20:23], v[60:63], v[72:75], v[20:23] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[76:79], v[72:75], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_mul_f32 v60, v8, v64                              ; examples/attention_decode.kgen:22
	v_cndmask_b32 v61, 0, v68, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v69, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v70, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v19, s[12:13]                 ; absent elements contribute the identity
	v_add_f32 v19, v61, v62                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v61, v19, v63                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v19, v61, v64                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v61, v19 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v62, v19, v61
	v_and_b32 v19, 63, v0                               ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v19, 32, v19
	v_lshlrev_b32 v19, 2, v19
	ds_bpermute_b32 v61, v19, v62
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v62, v61
	s_and_saveexec_b64 s[12:13], s[24:25]               ; lanes where %vpred_117
	v_add_u32 v61, 0x13b00, v9                          ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	ds_write_b32 v61, v19
	s_mov_b64 exec, s[12:13]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v19, 0x13b00, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v61, v19
	v_add_u32 v19, 0x13b40, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	ds_read_b32 v62, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v61, v62
	v_add_u32 v61, 0x13b80, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	ds_read_b32 v62, v61
	s_waitcnt lgkmcnt(0)
	v_add_f32 v61, v19, v62
	v_add_u32 v19, 0x13bc0, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	ds_read_b32 v62, v19
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v61, v62
	v_add_f32 v61, v60, v19                             ; examples/attention_decode.kgen:22
	v_mov_b32 v8, v61                                   ; next 'l'
	v_mov_b32 v1, v65                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[28:31] offset:4352              ; 16 bytes into st1
	ds_write_b128 v7, v[32:35] offset:8704              ; 16 bytes into st1
	ds_write_b128 v7, v[36:39] offset:13056             ; 16 bytes into st1
	ds_write_b128 v7, v[40:43] offset:17408             ; 16 bytes into st1
	v_perm_b32 v19, v48, v44, s4                        ; (k, k+1) of column 0
	ds_write_b32 v15, v19 offset:21760                  ; a K-pair into st2
	v_perm_b32 v19, v48, v44, s5                        ; (k, k+1) of column 1
	ds_write_b32 v15, v19 offset:21904                  ; a K-pair into st2
	v_perm_b32 v19, v49, v45, s4                        ; (k, k+1) of column 2
	ds_write_b32 v15, v19 offset:22048                  ; a K-pair into st2
	v_perm_b32 v19, v49, v45, s5                        ; (k, k+1) of column 3
	ds_write_b32 v15, v19 offset:22192                  ; a K-pair into st2
	v_perm_b32 v19, v50, v46, s4                        ; (k, k+1) of column 4
	ds_write_b32 v15, v19 offset:22336                  ; a K-pair into st2
	v_perm_b32 v19, v50, v46, s5                        ; (k, k+1) of column 5
	ds_write_b32 v15, v19 offset:22480                  ; a K-pair into st2
	v_perm_b32 v19, v51, v47, s4                        ; (k, k+1) of column 6
	ds_write_b32 v15, v19 offset:22624                  ; a K-pair into st2
	v_perm_b32 v19, v51, v47, s5                        ; (k, k+1) of column 7
	ds_write_b32 v15, v19 offset:22768                  ; a K-pair into st2
	v_perm_b32 v19, v56, v52, s4                        ; (k, k+1) of column 0
	ds_write_b32 v15, v19 offset:21824                  ; a K-pair into st2
	v_perm_b32 v19, v56, v52, s5                        ; (k, k+1) of column 1
	ds_write_b32 v15, v19 offset:21968                  ; a K-pair into st2
	v_perm_b32 v19, v57, v53, s4                        ; (k, k+1) of column 2
	ds_write_b32 v15, v19 offset:22112                  ; a K-pair into st2
	v_perm_b32 v19, v57, v53, s5                        ; (k, k+1) of column 3
	ds_write_b32 v15, v19 offset:22256                  ; a K-pair into st2
	v_perm_b32 v19, v58, v54, s4                        ; (k, k+1) of column 4
	ds_write_b32 v15, v19 offset:22400                  ; a K-pair into st2
	v_perm_b32 v19, v58, v54, s5                        ; (k, k+1) of column 5
	ds_write_b32 v15, v19 offset:22544                  ; a K-pair into st2
	v_perm_b32 v19, v59, v55, s4                        ; (k, k+1) of column 6
	ds_write_b32 v15, v19 offset:22688                  ; a K-pair into st2
	v_perm_b32 v19, v59, v55, s5                        ; (k, k+1) of column 7
	ds_write_b32 v15, v19 offset:22832                  ; a K-pair into st2
.Lattention_decode_if4_end:
	s_add_u32 s9, s9, 0x80
	s_cmp_lt_u32 s9, s8
	s_cbranch_scc1 .Lattention_decode_loop2
.Lattention_decode_loop2_end:
	s_add_u32 s4, s8, 63
	s_and_b32 s5, s4, 0xffffffc0                        ; the first chunk of 'tt' the pipeline left
	s_mov_b32 s4, s5                                    ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s4, s17
	s_cbranch_scc1 .Lattention_decode_loop3_end
.Lattention_decode_loop3:
	s_sub_u32 s5, s17, s4
	s_mul_i32 s8, s4, 0x80
	s_mul_hi_u32 s9, s4, 0x80
	s_lshl_b64 s[12:13], s[8:9], 1
	s_add_u32 s8, s28, s12                              ; 'k' at this chunk
	s_addc_u32 s9, s29, s13
	v_cmp_lt_u32 s[18:19], v2, s5                       ; 'tt' element in bounds
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_877
	global_load_ushort v15, v6, s[8:9]                  ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_877
	global_load_ushort v15, v6, s[8:9] offset:2         ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_877
	global_load_ushort v15, v6, s[8:9] offset:4         ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_877
	global_load_ushort v15, v6, s[8:9] offset:6         ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_877
	global_load_ushort v15, v6, s[8:9] offset:8         ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_877
	global_load_ushort v15, v6, s[8:9] offset:10        ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_877
	global_load_ushort v15, v6, s[8:9] offset:12        ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_877
	global_load_ushort v15, v6, s[8:9] offset:14        ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v15
	v_add_u32 v15, 16, v2
	v_cmp_lt_u32 s[22:23], v15, s5                      ; 'tt' element in bounds
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_895
	v_add_u32 v34, 0x1000, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v34, s[8:9]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_895
	v_add_u32 v35, 0x1002, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v35, s[8:9]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_895
	v_add_u32 v36, 0x1004, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v36, s[8:9]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_895
	v_add_u32 v37, 0x1006, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v37, s[8:9]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_895
	v_add_u32 v38, 0x1008, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v38, s[8:9]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_895
	v_add_u32 v39, 0x100a, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v39, s[8:9]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_895
	v_add_u32 v40, 0x100c, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v40, s[8:9]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_895
	v_add_u32 v41, 0x100e, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v41, s[8:9]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v15
	v_add_u32 v15, 32, v2
	v_cmp_lt_u32 s[26:27], v15, s5                      ; 'tt' element in bounds
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_913
	v_add_u32 v42, 0x2000, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v42, s[8:9]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_913
	v_add_u32 v43, 0x2002, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v43, s[8:9]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_913
	v_add_u32 v44, 0x2004, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v44, s[8:9]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_913
	v_add_u32 v45, 0x2006, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v45, s[8:9]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_913
	v_add_u32 v46, 0x2008, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v46, s[8:9]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_913
	v_add_u32 v47, 0x200a, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v47, s[8:9]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_913
	v_add_u32 v48, 0x200c, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v48, s[8:9]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_913
	v_add_u32 v49, 0x200e, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v49, s[8:9]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v15
	v_add_u32 v15, 48, v2
	v_cmp_lt_u32 s[30:31], v15, s5                      ; 'tt' element in bounds
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_931
	v_add_u32 v50, 0x3000, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v50, s[8:9]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_931
	v_add_u32 v51, 0x3002, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v51, s[8:9]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_931
	v_add_u32 v52, 0x3004, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v52, s[8:9]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_931
	v_add_u32 v53, 0x3006, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v53, s[8:9]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_931
	v_add_u32 v54, 0x3008, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v54, s[8:9]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_931
	v_add_u32 v55, 0x300a, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v55, s[8:9]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_931
	v_add_u32 v56, 0x300c, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v56, s[8:9]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_931
	v_add_u32 v57, 0x300e, v6                           ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v15, v57, s[8:9]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v15
	v_lshrrev_b32 v15, 16, v18
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v7, v15 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v19
	ds_write_b16 v7, v15 offset:4354                    ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v28
	ds_write_b16 v7, v15 offset:4356                    ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v29
	ds_write_b16 v7, v15 offset:4358                    ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v30
	ds_write_b16 v7, v15 offset:4360                    ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v31
	ds_write_b16 v7, v15 offset:4362                    ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v32
	ds_write_b16 v7, v15 offset:4364                    ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v33
	ds_write_b16 v7, v15 offset:4366                    ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v34
	ds_write_b16 v7, v15 offset:8704                    ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v35
	ds_write_b16 v7, v15 offset:8706                    ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v36
	ds_write_b16 v7, v15 offset:8708                    ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v37
	ds_write_b16 v7, v15 offset:8710                    ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v38
	ds_write_b16 v7, v15 offset:8712                    ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v39
	ds_write_b16 v7, v15 offset:8714                    ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v40
	ds_write_b16 v7, v15 offset:8716                    ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v41
	ds_write_b16 v7, v15 offset:8718                    ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v42
	ds_write_b16 v7, v15 offset:13056                   ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v43
	ds_write_b16 v7, v15 offset:13058                   ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v44
	ds_write_b16 v7, v15 offset:13060                   ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v45
	ds_write_b16 v7, v15 offset:13062                   ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v46
	ds_write_b16 v7, v15 offset:13064                   ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v47
	ds_write_b16 v7, v15 offset:13066                   ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v48
	ds_write_b16 v7, v15 offset:13068                   ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v49
	ds_write_b16 v7, v15 offset:13070                   ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v50
	ds_write_b16 v7, v15 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v51
	ds_write_b16 v7, v15 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v52
	ds_write_b16 v7, v15 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v53
	ds_write_b16 v7, v15 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v54
	ds_write_b16 v7, v15 offset:17416                   ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v55
	ds_write_b16 v7, v15 offset:17418                   ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v56
	ds_write_b16 v7, v15 offset:17420                   ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v57
	ds_write_b16 v7, v15 offset:17422                   ; A operand of the product: stage
	v_mov_b32 v28, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v29, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v30, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v31, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	ds_read_b128 v[32:35], v12                          ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[36:39], v11 offset:4352              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[36:39], v[32:35], v[28:31] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[32:35], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[36:39], v11 offset:4416              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[36:39], v[32:35], v[28:31] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[32:35], v12 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[36:39], v11 offset:4480              ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[36:39], v[32:35], v[28:31] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[32:35], v12 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[36:39], v11 offset:4544              ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[36:39], v[32:35], v[28:31] ; examples/attention_decode.kgen:18: mfma 16x16x32
	v_cmp_lt_u32 s[8:9], v3, s20                        ; 'r' element in bounds
	v_cmp_lt_u32 s[32:33], v5, s5                       ; 'tt' element in bounds
	s_and_b64 s[34:35], s[8:9], s[32:33]
	v_mov_b32 v15, 0xff800000                           ; absent elements contribute the identity
	s_nop 3
	v_cndmask_b32 v18, v15, v28, s[34:35]
	v_add_u32 v15, 1, v5
	v_cmp_lt_u32 s[32:33], v15, s5                      ; 'tt' element in bounds
	s_and_b64 s[36:37], s[8:9], s[32:33]
	v_mov_b32 v15, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v19, v15, v29, s[36:37]
	v_add_u32 v15, 2, v5
	v_cmp_lt_u32 s[32:33], v15, s5                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[8:9], s[32:33]
	v_mov_b32 v15, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v32, v15, v30, s[38:39]
	v_add_u32 v15, 3, v5
	v_cmp_lt_u32 s[32:33], v15, s5                      ; 'tt' element in bounds
	s_and_b64 s[40:41], s[8:9], s[32:33]
	v_mov_b32 v15, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v33, v15, v31, s[40:41]
	v_max_f32 v15, v18, v19                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[8:9], v18, v19
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v15, v18, s[8:9]
	v_max_f32 v15, v19, v32                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[8:9], v19, v32
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v15, v18, s[8:9]
	v_max_f32 v15, v19, v33                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[8:9], v19, v33
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v15, v18, s[8:9]
	ds_swizzle_b32 v15, v19 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v18, v19, v15
	v_cmp_u_f32 s[8:9], v19, v15
	v_mov_b32 v15, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v18, v15, s[8:9]
	v_and_b32 v15, 63, v0                               ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v15, 32, v15
	v_lshlrev_b32 v15, 2, v15
	ds_bpermute_b32 v18, v15, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v15, v19, v18
	v_cmp_u_f32 s[8:9], v19, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v15, v18, s[8:9]
	s_and_saveexec_b64 s[8:9], s[24:25]                 ; lanes where %vpred_117
	v_add_u32 v15, 0x12900, v9                          ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	ds_write_b32 v15, v19
	s_mov_b64 exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v15, 0x12900, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v18, v15
	v_add_u32 v15, 0x12940, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	ds_read_b32 v19, v15
	s_waitcnt lgkmcnt(0)
	v_max_f32 v15, v18, v19
	v_cmp_u_f32 s[8:9], v18, v19
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v15, v18, s[8:9]
	v_add_u32 v15, 0x12980, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	ds_read_b32 v18, v15
	s_waitcnt lgkmcnt(0)
	v_max_f32 v15, v19, v18
	v_cmp_u_f32 s[8:9], v19, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v15, v18, s[8:9]
	v_add_u32 v15, 0x129c0, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	ds_read_b32 v18, v15
	s_waitcnt lgkmcnt(0)
	v_max_f32 v15, v19, v18
	v_cmp_u_f32 s[8:9], v19, v18
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v15, v18, s[8:9]
	v_max_f32 v15, v1, v19                              ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[8:9], v1, v19
	v_mov_b32 v18, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v15, v18, s[8:9]
	v_sub_f32 v15, v1, v19                              ; examples/attention_decode.kgen:21
	v_mul_f32 v18, s7, v15                              ; examples/attention_decode.kgen:21
	v_mul_f32 v15, 0x3fb8aa3b, v18                      ; examples/attention_decode.kgen:21
	v_exp_f32 v18, v15                                  ; examples/attention_decode.kgen:21
	s_nop 0
	v_mul_f32 v15, v20, v18                             ; examples/attention_decode.kgen:23
	v_mul_f32 v32, v21, v18                             ; examples/attention_decode.kgen:23
	v_mul_f32 v33, v22, v18                             ; examples/attention_decode.kgen:23
	v_mul_f32 v34, v23, v18                             ; examples/attention_decode.kgen:23
	v_mul_f32 v35, v24, v18                             ; examples/attention_decode.kgen:23
	v_mul_f32 v36, v25, v18                             ; examples/attention_decode.kgen:23
	v_mul_f32 v37, v26, v18                             ; examples/attention_decode.kgen:23
	v_mul_f32 v38, v27, v18                             ; examples/attention_decode.kgen:23
	v_mov_b32 v20, v15                                  ; 'acc' scaled in place
	v_mov_b32 v21, v32                                  ; 'acc' scaled in place
	v_mov_b32 v22, v33                                  ; 'acc' scaled in place
	v_mov_b32 v23, v34                                  ; 'acc' scaled in place
	v_mov_b32 v24, v35                                  ; 'acc' scaled in place
	v_mov_b32 v25, v36                                  ; 'acc' scaled in place
	v_mov_b32 v26, v37                                  ; 'acc' scaled in place
	v_mov_b32 v27, v38                                  ; 'acc' scaled in place
	s_add_u32 s8, s10, s12                              ; 'v' at this chunk
	s_addc_u32 s9, s11, s13
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[18:19]               ; lanes where %vpred_877
	global_load_ushort v15, v6, s[8:9]                  ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[18:19]               ; lanes where %vpred_877
	global_load_ushort v15, v6, s[8:9] offset:2         ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[18:19]               ; lanes where %vpred_877
	global_load_ushort v15, v6, s[8:9] offset:4         ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[18:19]               ; lanes where %vpred_877
	global_load_ushort v15, v6, s[8:9] offset:6         ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[18:19]               ; lanes where %vpred_877
	global_load_ushort v15, v6, s[8:9] offset:8         ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[18:19]               ; lanes where %vpred_877
	global_load_ushort v15, v6, s[8:9] offset:10        ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[18:19]               ; lanes where %vpred_877
	global_load_ushort v15, v6, s[8:9] offset:12        ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[18:19]               ; lanes where %vpred_877
	global_load_ushort v15, v6, s[8:9] offset:14        ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[22:23]               ; lanes where %vpred_895
	v_add_u32 v40, 0x1000, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v40, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[22:23]               ; lanes where %vpred_895
	v_add_u32 v41, 0x1002, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v41, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[22:23]               ; lanes where %vpred_895
	v_add_u32 v42, 0x1004, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v42, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[22:23]               ; lanes where %vpred_895
	v_add_u32 v43, 0x1006, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v43, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[22:23]               ; lanes where %vpred_895
	v_add_u32 v44, 0x1008, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v44, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[22:23]               ; lanes where %vpred_895
	v_add_u32 v45, 0x100a, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v45, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[22:23]               ; lanes where %vpred_895
	v_add_u32 v46, 0x100c, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v46, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[22:23]               ; lanes where %vpred_895
	v_add_u32 v47, 0x100e, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v47, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[26:27]               ; lanes where %vpred_913
	v_add_u32 v48, 0x2000, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v48, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[26:27]               ; lanes where %vpred_913
	v_add_u32 v49, 0x2002, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v49, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[26:27]               ; lanes where %vpred_913
	v_add_u32 v50, 0x2004, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v50, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[26:27]               ; lanes where %vpred_913
	v_add_u32 v51, 0x2006, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v51, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[26:27]               ; lanes where %vpred_913
	v_add_u32 v52, 0x2008, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v52, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[26:27]               ; lanes where %vpred_913
	v_add_u32 v53, 0x200a, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v53, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[26:27]               ; lanes where %vpred_913
	v_add_u32 v54, 0x200c, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v54, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[26:27]               ; lanes where %vpred_913
	v_add_u32 v55, 0x200e, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v55, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[30:31]               ; lanes where %vpred_931
	v_add_u32 v56, 0x3000, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v56, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[30:31]               ; lanes where %vpred_931
	v_add_u32 v57, 0x3002, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v57, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[30:31]               ; lanes where %vpred_931
	v_add_u32 v58, 0x3004, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v58, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[30:31]               ; lanes where %vpred_931
	v_add_u32 v59, 0x3006, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v59, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[30:31]               ; lanes where %vpred_931
	v_add_u32 v60, 0x3008, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v60, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[30:31]               ; lanes where %vpred_931
	v_add_u32 v61, 0x300a, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v61, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[30:31]               ; lanes where %vpred_931
	v_add_u32 v62, 0x300c, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v62, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[12:13], s[30:31]               ; lanes where %vpred_931
	v_add_u32 v63, 0x300e, v6                           ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v15, v63, s[8:9]
	s_mov_b64 exec, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v15
	v_lshrrev_b32 v15, 16, v32
	ds_write_b16 v16, v15 offset:21760                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v33
	ds_write_b16 v16, v15 offset:21904                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v34
	ds_write_b16 v16, v15 offset:22048                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v35
	ds_write_b16 v16, v15 offset:22192                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v36
	ds_write_b16 v16, v15 offset:22336                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v37
	ds_write_b16 v16, v15 offset:22480                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v38
	ds_write_b16 v16, v15 offset:22624                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v39
	ds_write_b16 v16, v15 offset:22768                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v40
	ds_write_b16 v16, v15 offset:21792                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v41
	ds_write_b16 v16, v15 offset:21936                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v42
	ds_write_b16 v16, v15 offset:22080                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v43
	ds_write_b16 v16, v15 offset:22224                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v44
	ds_write_b16 v16, v15 offset:22368                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v45
	ds_write_b16 v16, v15 offset:22512                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v46
	ds_write_b16 v16, v15 offset:22656                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v47
	ds_write_b16 v16, v15 offset:22800                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v48
	ds_write_b16 v16, v15 offset:21824                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v49
	ds_write_b16 v16, v15 offset:21968                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v50
	ds_write_b16 v16, v15 offset:22112                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v51
	ds_write_b16 v16, v15 offset:22256                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v52
	ds_write_b16 v16, v15 offset:22400                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v53
	ds_write_b16 v16, v15 offset:22544                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v54
	ds_write_b16 v16, v15 offset:22688                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v55
	ds_write_b16 v16, v15 offset:22832                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v56
	ds_write_b16 v16, v15 offset:21856                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v57
	ds_write_b16 v16, v15 offset:22000                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v58
	ds_write_b16 v16, v15 offset:22144                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v59
	ds_write_b16 v16, v15 offset:22288                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v60
	ds_write_b16 v16, v15 offset:22432                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v61
	ds_write_b16 v16, v15 offset:22576                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v62
	ds_write_b16 v16, v15 offset:22720                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v63
	ds_write_b16 v16, v15 offset:22864                  ; A operand of the product: stage
	v_mov_b32 v15, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v32, s7, v15
	v_mov_b32 v15, 0xbfb8aa3b
	v_mul_f32 v33, s7, v15
	v_mul_f32 v15, v19, v33                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v33, v28, v32, v15                        ; examples/attention_decode.kgen:20
	v_exp_f32 v34, v33                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v33, v29, v32, v15                        ; examples/attention_decode.kgen:20
	v_exp_f32 v35, v33                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v33, v30, v32, v15                        ; examples/attention_decode.kgen:20
	v_exp_f32 v36, v33                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v33, v31, v32, v15                        ; examples/attention_decode.kgen:20
	v_exp_f32 v15, v33                                  ; examples/attention_decode.kgen:20
	v_bfe_u32 v28, v34, 16, 1                           ; round to bf16
	v_add3_u32 v29, v34, v28, s6
	v_cmp_u_f32 s[8:9], v34, v34
	v_mov_b32 v28, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v29, v29, v28, s[8:9]
	v_and_b32 v28, 0xffff0000, v29
	v_bfe_u32 v29, v35, 16, 1                           ; round to bf16
	v_add3_u32 v30, v35, v29, s6
	v_cmp_u_f32 s[8:9], v35, v35
	v_mov_b32 v29, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v30, v30, v29, s[8:9]
	v_and_b32 v29, 0xffff0000, v30
	v_bfe_u32 v30, v36, 16, 1                           ; round to bf16
	v_add3_u32 v31, v36, v30, s6
	v_cmp_u_f32 s[8:9], v36, v36
	v_mov_b32 v30, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v31, v31, v30, s[8:9]
	v_and_b32 v30, 0xffff0000, v31
	v_bfe_u32 v31, v15, 16, 1                           ; round to bf16
	v_add3_u32 v32, v15, v31, s6
	v_cmp_u_f32 s[8:9], v15, v15
	v_mov_b32 v31, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v31, s[8:9]
	v_and_b32 v31, 0xffff0000, v32
	v_cndmask_b32 v32, 0, v28, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v28, 16, v32
	v_add_u32 v32, 0x12a00, v17                         ; B operand of the product: stage
	ds_write_b16 v32, v28
	v_cndmask_b32 v28, 0, v29, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v29, 16, v28
	v_add_u32 v28, 0x12a02, v17                         ; B operand of the product: stage
	ds_write_b16 v28, v29
	v_cndmask_b32 v28, 0, v30, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v29, 16, v28
	v_add_u32 v28, 0x12a04, v17                         ; B operand of the product: stage
	ds_write_b16 v28, v29
	v_cndmask_b32 v28, 0, v31, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v29, 16, v28
	v_add_u32 v28, 0x12a06, v17                         ; B operand of the product: stage
	ds_write_b16 v28, v29
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v28, 0x12a00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[30:33], v28
	ds_read_b128 v[38:41], v14 offset:21760             ; A fragment 0 of k-step 0
	ds_read_b128 v[42:45], v14 offset:24064             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[20:23], v[38:41], v[30:33], v[20:23] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[42:45], v[30:33], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_add_u32 v28, 0x12a40, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[30:33], v28
	ds_read_b128 v[38:41], v14 offset:21824             ; A fragment 0 of k-step 1
	ds_read_b128 v[42:45], v14 offset:24128             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[20:23], v[38:41], v[30:33], v[20:23] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[42:45], v[30:33], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_mul_f32 v28, v8, v18                              ; examples/attention_decode.kgen:22
	v_cndmask_b32 v18, 0, v34, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v29, 0, v35, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v30, 0, v36, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v31, 0, v15, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v15, v18, v29                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v18, v15, v30                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v15, v18, v31                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v18, v15 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v29, v15, v18
	v_and_b32 v15, 63, v0                               ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v15, 32, v15
	v_lshlrev_b32 v15, 2, v15
	ds_bpermute_b32 v18, v15, v29
	s_waitcnt lgkmcnt(0)
	v_add_f32 v15, v29, v18
	s_and_saveexec_b64 s[8:9], s[24:25]                 ; lanes where %vpred_117
	v_add_u32 v18, 0x13b00, v9                          ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	ds_write_b32 v18, v15
	s_mov_b64 exec, s[8:9]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v15, 0x13b00, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v18, v15
	v_add_u32 v15, 0x13b40, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	ds_read_b32 v29, v15
	s_waitcnt lgkmcnt(0)
	v_add_f32 v15, v18, v29
	v_add_u32 v18, 0x13b80, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	ds_read_b32 v29, v18
	s_waitcnt lgkmcnt(0)
	v_add_f32 v18, v15, v29
	v_add_u32 v15, 0x13bc0, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	ds_read_b32 v29, v15
	s_waitcnt lgkmcnt(0)
	v_add_f32 v15, v18, v29
	v_add_f32 v18, v28, v15                             ; examples/attention_decode.kgen:22
	v_mov_b32 v8, v18                                   ; next 'l'
	v_mov_b32 v1, v19                                   ; next 'mx'
	s_add_u32 s4, s4, 64
	s_cmp_lt_u32 s4, s17
	s_cbranch_scc1 .Lattention_decode_loop3
.Lattention_decode_loop3_end:
	v_mov_b32 v1, 1.0                                   ; examples/attention_decode.kgen:26
	v_div_scale_f32 v2, s[4:5], v8, v8, v1
	v_rcp_f32 v5, v2
	v_div_scale_f32 v6, vcc, v1, v8, v1
	v_fma_f32 v7, -v2, v5, 1.0
	v_fma_f32 v5, v7, v5, v5
	v_mul_f32 v9, v6, v5
	v_fma_f32 v7, -v2, v9, v6
	v_fma_f32 v9, v7, v5, v9
	v_fma_f32 v7, -v2, v9, v6
	v_div_fmas_f32 v7, v7, v5, v9
	v_div_fixup_f32 v2, v7, v8, v1
	v_mul_f32 v1, v20, v2                               ; examples/attention_decode.kgen:26
	v_mul_f32 v5, v21, v2                               ; examples/attention_decode.kgen:26
	v_mul_f32 v6, v22, v2                               ; examples/attention_decode.kgen:26
	v_mul_f32 v7, v23, v2                               ; examples/attention_decode.kgen:26
	v_mul_f32 v8, v24, v2                               ; examples/attention_decode.kgen:26
	v_mul_f32 v9, v25, v2                               ; examples/attention_decode.kgen:26
	v_mul_f32 v10, v26, v2                              ; examples/attention_decode.kgen:26
	v_mul_f32 v11, v27, v2                              ; examples/attention_decode.kgen:26
	v_cmp_lt_u32 s[4:5], v3, s20                        ; 'r' element in bounds
	v_bfe_u32 v2, v1, 16, 1
	v_add3_u32 v3, v1, v2, s6
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1232
	global_store_short v4, v1, s[14:15]                 ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s6
	v_cmp_u_f32 s[8:9], v5, v5
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1232
	global_store_short v4, v1, s[14:15] offset:2        ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s6
	v_cmp_u_f32 s[8:9], v6, v6
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1232
	global_store_short v4, v1, s[14:15] offset:4        ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v2, v7, v1, s6
	v_cmp_u_f32 s[8:9], v7, v7
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1232
	global_store_short v4, v1, s[14:15] offset:6        ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v2, v8, v1, s6
	v_cmp_u_f32 s[8:9], v8, v8
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1232
	global_store_short v4, v1, s[14:15] offset:32       ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v2, v9, v1, s6
	v_cmp_u_f32 s[8:9], v9, v9
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1232
	global_store_short v4, v1, s[14:15] offset:34       ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v10, 16, 1
	v_add3_u32 v2, v10, v1, s6
	v_cmp_u_f32 s[8:9], v10, v10
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1232
	global_store_short v4, v1, s[14:15] offset:36       ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v11, 16, 1
	v_add3_u32 v2, v11, v1, s6
	v_cmp_u_f32 s[6:7], v11, v11
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_1232
	global_store_short v4, v1, s[14:15] offset:38       ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[6:7]
.Lattention_decode_if0_end:
	s_endpgm
.Lfunc_end_attention_decode:
	.size	attention_decode, .Lfunc_end_attention_decode-attention_decode

; kernel attention_decode_split: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel attention_decode_split from examples/attention_decode.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: r, bh, part
;   chunk: part: 1, bh: 1, r: 16, tt: 64, d: 128; walked in chunks: none
;   layout: bh:1 x r:16 x tt:64: reg[tt1 tt2] lane[r1 r2 r4 r8 tt4 tt8] warp[tt16 tt32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 16x16x32: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (40 shuffle and conversion instructions per thread)
;   product 18:13 tt x r contracting d (as the transposed product): 4 x 1 warps, each mfma 16x16x32 tiles
;   product 23:29 d x r contracting tt (as the transposed product): 4 x 1 warps, each mfma 16x16x32 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [bh, r, d]: bh:1 x r:16 x d:128: reg[d1 d2 d16] lane[r1 r2 r4 r8 d4 d8] warp[d32 d64]
;     L1 [bh, r]: bh:1 x r:16: reg[0 0] lane[r1 r2 r4 r8 0 0] warp[0 0]
;     L2 [bh, tt, d]: bh:1 x tt:64 x d:128: reg[d1 d2 tt8 tt16 tt32] lane[d4 d8 d16 d32 d64 tt1] warp[tt2 tt4]
;     L3 [bh, r, tt]: bh:1 x r:16 x tt:64: reg[tt1 tt2] lane[r1 r2 r4 r8 tt4 tt8] warp[tt16 tt32]
;       16:11 carried -> L0; 14:10 carried -> L1; 18:13 load q -> L0; 18:27 load k -> L2; 18:13 matmul -> L3; 19:22 reduce max -> L1
;       19:14 max -> L1; 21:22 sub -> L1; 21:21 mul -> L1; 21:17 exp -> L1; 23:15 mul -> L0; 20:18 sub -> L3
;       20:17 mul -> L3; 20:13 exp -> L3; 23:29 cast -> L3; 23:39 load v -> L2; 23:29 matmul -> L0; 23:15 add -> L0
;       15:9 carried -> L1; 22:13 mul -> L1; 22:25 reduce sum -> L1; 22:13 add -> L1; 17:5 loop_result -> L0; 17:5 loop_result -> L1
;       17:5 loop_result -> L1
; resources: 82 VGPRs, 0 AGPRs, 64 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 80896 bytes LDS, 84 bytes of arguments, 256 threads
;   arg q: tensor bf16 at 0 (read-only)
;   arg k: tensor bf16 at 8 (read-only)
;   arg v: tensor bf16 at 16 (read-only)
;   arg o: tensor bf16 at 24 (read-only)
;   arg scale: scalar f32 at 32
;   arg acc_parts: tensor f32 at 40
;   arg l_parts: tensor f32 at 48
;   arg mx_parts: tensor f32 at 56
;   arg rows: scalar u32 at 64
;   arg BH: dim i32 at 68
;   arg R: dim i32 at 72
;   arg T: dim i32 at 76
;   arg parts: dim i32 at 80
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, s4 workgroup id z, v0 work-item id
	.text
	.globl	attention_decode_split
	.p2align	8
	.type	attention_decode_split,@function
attention_decode_split:
	s_mov_b32 s5, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s6, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s7, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[8:9], s[0:1], 0x0                  ; argument q
	s_load_dwordx2 s[10:11], s[0:1], 0x8                ; argument k
	s_load_dwordx2 s[12:13], s[0:1], 0x10               ; argument v
	s_load_dword s14, s[0:1], 0x20                      ; argument scale
	s_load_dwordx2 s[16:17], s[0:1], 0x28               ; argument acc_parts
	s_load_dwordx2 s[18:19], s[0:1], 0x30               ; argument l_parts
	s_load_dwordx2 s[20:21], s[0:1], 0x38               ; argument mx_parts
	s_load_dword s15, s[0:1], 0x40                      ; argument rows
	s_load_dword s22, s[0:1], 0x44                      ; argument BH
	s_load_dword s23, s[0:1], 0x48                      ; argument R
	s_load_dword s24, s[0:1], 0x4c                      ; argument T
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s25, s2                                   ; program index along 'r'
	s_mul_i32 s26, s25, 16                              ; first 'r' of this program's tile (16)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s25, s23, s26
	s_min_u32 s27, s25, 16                              ; 'r' elements in this tile
	s_mov_b32 s25, s3                                   ; program index along 'bh'
	s_mov_b32 s28, s4                                   ; program index along 'part'
	s_mul_i32 s29, s28, s15                             ; first 't' of part 'part'
	s_max_u32 s30, s24, s29
	s_sub_u32 s31, s30, s29
	s_min_u32 s30, s31, s15                             ; 't' rows of this part
	s_cmp_ge_u32 s27, 16                                ; a whole chunk of 'r' (16) is in bounds
	s_cselect_b32 s15, 1, 0
	s_mul_i32 s31, 0x80, s23                            ; a stride of 'q'
	s_mul_i32 s32, s31, s22                             ; a stride of 'q'
	v_lshrrev_b32 v2, 4, v1
	v_and_b32 v3, 15, v1
	v_lshlrev_b32 v4, 3, v3
	v_mov_b32 v5, 0x80
	v_mul_lo_u32 v6, v5, v2
	v_add_u32 v5, v6, v4
	v_lshlrev_b32 v6, 1, v5                             ; thread's first 16 bytes of a 'q' tile
	v_mov_b32 v5, 0x88
	v_mul_lo_u32 v7, v5, v2
	v_add_u32 v5, v7, v4
	v_lshlrev_b32 v7, 1, v5                             ; thread's first 16 bytes in opinv0
	s_mul_i32 s34, s25, s31
	s_mul_hi_u32 s35, s25, s31
	s_lshl_b64 s[36:37], s[34:35], 1
	s_add_u32 s38, s8, s36                              ; 'q' at this program
	s_addc_u32 s39, s9, s37
	s_mul_i32 s8, s26, 0x80
	s_mul_hi_u32 s9, s26, 0x80
	s_lshl_b64 s[36:37], s[8:9], 1
	s_add_u32 s40, s38, s36                             ; 'q' at this program
	s_addc_u32 s41, s39, s37
	v_lshrrev_b32 v5, 6, v1
	v_lshlrev_b32 v8, 4, v5
	v_or_b32 v9, v3, v8                                 ; thread's 'r' coordinate
	v_and_b32 v8, 3, v2
	v_lshlrev_b32 v10, 3, v8
	v_mov_b32 v11, 0x88
	v_mul_lo_u32 v12, v11, v9
	v_add_u32 v9, v12, v10
	v_lshlrev_b32 v11, 1, v9                            ; thread's M-fragment place
	v_mov_b32 v9, 0x88
	v_mul_lo_u32 v12, v9, v3
	v_add_u32 v9, v12, v10
	v_lshlrev_b32 v12, 1, v9                            ; thread's N-fragment place
	v_and_b32 v9, 1, v5
	v_lshrrev_b32 v13, 7, v1
	v_and_b32 v14, 1, v13
	v_lshlrev_b32 v13, 1, v14
	v_or_b32 v14, v9, v13                               ; warp group along 'tt'
	v_mul_lo_u32 v9, 16, v14
	v_add_u32 v13, v9, v3
	v_lshlrev_b32 v9, 2, v13
	v_lshlrev_b32 v13, 2, v3
	v_and_b32 v14, 48, v1
	v_cmp_eq_u32 s[36:37], v14, 0                       ; one lane per warp group and element publishes
	v_lshlrev_b32 v14, 5, v5
	v_or_b32 v5, v3, v14                                ; thread's 'r' coordinate
	v_mov_b32 v15, 0x48
	v_mul_lo_u32 v16, v15, v5
	v_add_u32 v5, v16, v10
	v_lshlrev_b32 v15, 1, v5                            ; thread's M-fragment place
	v_lshlrev_b32 v5, 2, v2
	v_mov_b32 v16, 0x48
	v_mul_lo_u32 v17, v16, v3
	v_add_u32 v16, v17, v5
	v_lshlrev_b32 v18, 1, v16                           ; thread's place in opb4
	v_add_u32 v16, v17, v10
	v_lshlrev_b32 v10, 1, v16                           ; thread's N-fragment place
	s_mul_i32 s31, 0x80, s24                            ; a stride of 'k'
	s_mul_i32 s38, s25, s31
	s_mul_hi_u32 s39, s25, s31
	s_lshl_b64 s[42:43], s[38:39], 1
	s_add_u32 s38, s10, s42                             ; 'k' at this program
	s_addc_u32 s39, s11, s43
	v_lshlrev_b32 v16, 1, v2
	v_mov_b32 v17, 0x80
	v_mul_lo_u32 v19, v17, v16
	v_add_u32 v17, v19, v4
	v_lshlrev_b32 v19, 1, v17                           ; thread's first 16 bytes of a 'v' tile
	v_mov_b32 v17, 0x48
	v_mul_lo_u32 v20, v17, v4
	v_add_u32 v4, v20, v16
	v_lshlrev_b32 v16, 1, v4                            ; thread's first pair in st2
	s_add_u32 s10, s12, s42                             ; 'v' at this program
	s_addc_u32 s11, s13, s43
	v_lshrrev_b32 v4, 5, v1
	v_mov_b32 v17, 0x80
	v_mul_lo_u32 v20, v17, v4
	v_and_b32 v17, 31, v1
	v_lshlrev_b32 v21, 2, v17
	v_add_u32 v17, v20, v21
	v_lshlrev_b32 v20, 1, v17                           ; thread's byte offset in a chunk of 'k'
	v_mov_b32 v17, 0x88
	v_mul_lo_u32 v22, v17, v4
	v_add_u32 v17, v22, v21
	v_lshlrev_b32 v22, 1, v17                           ; thread's place in st1
	v_mov_b32 v17, 0x48
	v_mul_lo_u32 v23, v17, v21
	v_add_u32 v17, v23, v4
	v_lshlrev_b32 v21, 1, v17                           ; thread's place in st2
	v_mov_b32 v17, 0x80
	v_mul_lo_u32 v23, v17, v3
	v_lshlrev_b32 v17, 2, v8
	v_or_b32 v8, v17, v14                               ; thread's 'd' coordinate
	v_add_u32 v14, v23, v8
	v_lshlrev_b32 v8, 2, v14                            ; thread's byte offset in a chunk of 'acc_parts'
	s_mul_i32 s12, s28, s32
	s_mul_hi_u32 s13, s28, s32
	s_lshl_b64 s[32:33], s[12:13], 2
	s_add_u32 s12, s16, s32                             ; 'acc_parts' at this program
	s_addc_u32 s13, s17, s33
	s_lshl_b64 s[16:17], s[34:35], 2
	s_add_u32 s32, s12, s16                             ; 'acc_parts' at this program
	s_addc_u32 s33, s13, s17
	s_lshl_b64 s[12:13], s[8:9], 2
	s_add_u32 s8, s32, s12                              ; 'acc_parts' at this program
	s_addc_u32 s9, s33, s13
	s_mul_i32 s12, s23, s22                             ; a stride of 'l_parts'
	v_and_b32 v14, 0xf0, v1
	v_cmp_eq_u32 s[16:17], v14, 0                       ; one thread of each group of copies
	s_mul_i32 s32, s28, s12
	s_mul_hi_u32 s33, s28, s12
	s_lshl_b64 s[12:13], s[32:33], 2
	s_add_u32 s32, s18, s12                             ; 'l_parts' at this program
	s_addc_u32 s33, s19, s13
	s_mul_i32 s18, s25, s23
	s_mul_hi_u32 s19, s25, s23
	s_lshl_b64 s[22:23], s[18:19], 2
	s_add_u32 s18, s32, s22                             ; 'l_parts' at this program
	s_addc_u32 s19, s33, s23
	s_mov_b32 s24, s26
	s_mov_b32 s25, 0
	s_lshl_b64 s[32:33], s[24:25], 2
	s_add_u32 s24, s18, s32                             ; 'l_parts' at this program
	s_addc_u32 s25, s19, s33
	s_add_u32 s18, s20, s12                             ; 'mx_parts' at this program
	s_addc_u32 s19, s21, s13
	s_add_u32 s12, s18, s22                             ; 'mx_parts' at this program
	s_addc_u32 s13, s19, s23
	s_add_u32 s18, s12, s32                             ; 'mx_parts' at this program
	s_addc_u32 s19, s13, s33
	s_cmp_eq_u32 s15, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_decode_split_if0_else
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	global_load_dwordx4 v[24:27], v6, s[40:41]          ; examples/attention_decode.kgen:18: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[24:27]                          ; 16 bytes into opinv0
	v_mov_b32 v24, 0                                    ; loop-carried 'acc'
	v_mov_b32 v25, 0                                    ; loop-carried 'acc'
	v_mov_b32 v26, 0                                    ; loop-carried 'acc'
	v_mov_b32 v27, 0                                    ; loop-carried 'acc'
	v_mov_b32 v28, 0                                    ; loop-carried 'acc'
	v_mov_b32 v29, 0                                    ; loop-carried 'acc'
	v_mov_b32 v30, 0                                    ; loop-carried 'acc'
	v_mov_b32 v31, 0                                    ; loop-carried 'acc'
	v_mov_b32 v1, 0                                     ; loop-carried 'l'
	v_mov_b32 v14, 0xff800000                           ; loop-carried 'mx'
	s_cmp_ge_u32 s30, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s12, 1, 0
	s_sub_u32 s13, s30, 63
	s_cmp_lg_u32 s12, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s12, s13, 0
	s_add_u32 s13, s29, 0
	s_mul_i32 s20, s13, 0x80
	s_mul_hi_u32 s21, s13, 0x80
	s_lshl_b64 s[22:23], s[20:21], 1
	s_add_u32 s20, s38, s22                             ; 'k' at this chunk
	s_addc_u32 s21, s39, s23
	s_cmp_lt_u32 0, s12                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s13, 1, 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1276
	s_cbranch_scc1 .Lattention_decode_split_skip0
	global_load_dwordx4 v[32:35], v6, s[20:21]          ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip0:
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[32:35] offset:4352              ; 16 bytes into st1
	v_add_u32 v17, 0x1000, v6
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1276
	s_cbranch_scc1 .Lattention_decode_split_skip1
	global_load_dwordx4 v[32:35], v17, s[20:21]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip1:
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[32:35] offset:8704              ; 16 bytes into st1
	v_add_u32 v17, 0x2000, v6
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1276
	s_cbranch_scc1 .Lattention_decode_split_skip2
	global_load_dwordx4 v[32:35], v17, s[20:21]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip2:
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[32:35] offset:13056             ; 16 bytes into st1
	v_add_u32 v17, 0x3000, v6
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1276
	s_cbranch_scc1 .Lattention_decode_split_skip3
	global_load_dwordx4 v[32:35], v17, s[20:21]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip3:
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[32:35] offset:17408             ; 16 bytes into st1
	s_add_u32 s20, s10, s22                             ; 'v' at this chunk
	s_addc_u32 s21, s11, s23
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1276
	s_cbranch_scc1 .Lattention_decode_split_skip4
	global_load_dwordx4 v[32:35], v19, s[20:21]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip4:
	v_add_u32 v17, 0x100, v19
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1276
	s_cbranch_scc1 .Lattention_decode_split_skip5
	global_load_dwordx4 v[36:39], v17, s[20:21]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip5:
	s_waitcnt vmcnt(0)
	v_perm_b32 v17, v36, v32, s5                        ; (k, k+1) of column 0
	ds_write_b32 v16, v17 offset:21760                  ; a K-pair into st2
	v_perm_b32 v17, v36, v32, s6                        ; (k, k+1) of column 1
	ds_write_b32 v16, v17 offset:21904                  ; a K-pair into st2
	v_perm_b32 v17, v37, v33, s5                        ; (k, k+1) of column 2
	ds_write_b32 v16, v17 offset:22048                  ; a K-pair into st2
	v_perm_b32 v17, v37, v33, s6                        ; (k, k+1) of column 3
	ds_write_b32 v16, v17 offset:22192                  ; a K-pair into st2
	v_perm_b32 v17, v38, v34, s5                        ; (k, k+1) of column 4
	ds_write_b32 v16, v17 offset:22336                  ; a K-pair into st2
	v_perm_b32 v17, v38, v34, s6                        ; (k, k+1) of column 5
	ds_write_b32 v16, v17 offset:22480                  ; a K-pair into st2
	v_perm_b32 v17, v39, v35, s5                        ; (k, k+1) of column 6
	ds_write_b32 v16, v17 offset:22624                  ; a K-pair into st2
	v_perm_b32 v17, v39, v35, s6                        ; (k, k+1) of column 7
	ds_write_b32 v16, v17 offset:22768                  ; a K-pair into st2
	v_add_u32 v17, 0x2000, v19
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1276
	s_cbranch_scc1 .Lattention_decode_split_skip6
	global_load_dwordx4 v[32:35], v17, s[20:21]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip6:
	v_add_u32 v17, 0x2100, v19
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1276
	s_cbranch_scc1 .Lattention_decode_split_skip7
	global_load_dwordx4 v[36:39], v17, s[20:21]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip7:
	s_waitcnt vmcnt(0)
	v_perm_b32 v17, v36, v32, s5                        ; (k, k+1) of column 0
	ds_write_b32 v16, v17 offset:21824                  ; a K-pair into st2
	v_perm_b32 v17, v36, v32, s6                        ; (k, k+1) of column 1
	ds_write_b32 v16, v17 offset:21968                  ; a K-pair into st2
	v_perm_b32 v17, v37, v33, s5                        ; (k, k+1) of column 2
	ds_write_b32 v16, v17 offset:22112                  ; a K-pair into st2
	v_perm_b32 v17, v37, v33, s6                        ; (k, k+1) of column 3
	ds_write_b32 v16, v17 offset:22256                  ; a K-pair into st2
	v_perm_b32 v17, v38, v34, s5                        ; (k, k+1) of column 4
	ds_write_b32 v16, v17 offset:22400                  ; a K-pair into st2
	v_perm_b32 v17, v38, v34, s6                        ; (k, k+1) of column 5
	ds_write_b32 v16, v17 offset:22544                  ; a K-pair into st2
	v_perm_b32 v17, v39, v35, s5                        ; (k, k+1) of column 6
	ds_write_b32 v16, v17 offset:22688                  ; a K-pair into st2
	v_perm_b32 v17, v39, v35, s6                        ; (k, k+1) of column 7
	ds_write_b32 v16, v17 offset:22832                  ; a K-pair into st2
	s_mov_b32 s13, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s13, s12
	s_cbranch_scc1 .Lattention_decode_split_loop0_end
.Lattention_decode_split_loop0:
	s_add_u32 s15, s13, 64
	s_cmp_lt_u32 s13, s12
	s_cselect_b32 s20, 1, 0
	s_cmp_eq_u32 s20, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_decode_split_if1_end
	s_add_u32 s20, s29, s15
	s_mul_i32 s22, s20, 0x80
	s_mul_hi_u32 s23, s20, 0x80
	s_lshl_b64 s[20:21], s[22:23], 1
	s_add_u32 s22, s38, s20                             ; 'k' at this chunk
	s_addc_u32 s23, s39, s21
	s_cmp_lt_u32 s15, s12                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1337
	s_cbranch_scc1 .Lattention_decode_split_skip8
	global_load_dwordx4 v[32:35], v6, s[22:23]          ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip8:
	v_add_u32 v17, 0x1000, v6
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1337
	s_cbranch_scc1 .Lattention_decode_split_skip9
	global_load_dwordx4 v[36:39], v17, s[22:23]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip9:
	v_add_u32 v17, 0x2000, v6
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1337
	s_cbranch_scc1 .Lattention_decode_split_skip10
	global_load_dwordx4 v[40:43], v17, s[22:23]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip10:
	v_add_u32 v17, 0x3000, v6
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1337
	s_cbranch_scc1 .Lattention_decode_split_skip11
	global_load_dwordx4 v[44:47], v17, s[22:23]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip11:
	s_add_u32 s22, s10, s20                             ; 'v' at this chunk
	s_addc_u32 s23, s11, s21
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1337
	s_cbranch_scc1 .Lattention_decode_split_skip12
	global_load_dwordx4 v[48:51], v19, s[22:23]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip12:
	v_add_u32 v17, 0x100, v19
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1337
	s_cbranch_scc1 .Lattention_decode_split_skip13
	global_load_dwordx4 v[52:55], v17, s[22:23]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip13:
	v_add_u32 v17, 0x2000, v19
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1337
	s_cbranch_scc1 .Lattention_decode_split_skip14
	global_load_dwordx4 v[56:59], v17, s[22:23]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip14:
	v_add_u32 v17, 0x2100, v19
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1337
	s_cbranch_scc1 .Lattention_decode_split_skip15
	global_load_dwordx4 v[60:63], v17, s[22:23]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip15:
	v_mov_b32 v64, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v12                          ; B fragment 0 of k-step 0
	ds_read_b128 v[72:75], v11 offset:4352              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[64:67], v[72:75], v[68:71], v[64:67] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[68:71], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[72:75], v11 offset:4416              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[64:67], v[72:75], v[68:71], v[64:67] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[68:71], v12 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[72:75], v11 offset:4480              ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[64:67], v[72:75], v[68:71], v[64:67] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[68:71], v12 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[72:75], v11 offset:4544              ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[64:67], v[72:75], v[68:71], v[64:67] ; examples/attention_decode.kgen:18: mfma 16x16x32
	s_nop 7
	v_max_f32 v17, v64, v65                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v64, v65
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v17, v23, s[20:21]
	v_max_f32 v17, v68, v66                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v68, v66
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v17, v23, s[20:21]
	v_max_f32 v17, v68, v67                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v68, v67
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v17, v23, s[20:21]
	ds_swizzle_b32 v17, v68 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v23, v68, v17
	v_cmp_u_f32 s[20:21], v68, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v23, v17, s[20:21]
	v_and_b32 v17, 63, v0                               ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v17, 32, v17
	v_lshlrev_b32 v17, 2, v17
	ds_bpermute_b32 v23, v17, v68
	s_waitcnt lgkmcnt(0)
	v_max_f32 v17, v68, v23
	v_cmp_u_f32 s[20:21], v68, v23
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v17, v23, s[20:21]
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_126
	v_add_u32 v17, 0x12900, v9                          ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	ds_write_b32 v17, v68
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v17, 0x12900, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v23, v17
	v_add_u32 v17, 0x12940, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	ds_read_b32 v68, v17
	s_waitcnt lgkmcnt(0)
	v_max_f32 v17, v23, v68
	v_cmp_u_f32 s[20:21], v23, v68
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v17, v23, s[20:21]
	v_add_u32 v17, 0x12980, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	ds_read_b32 v23, v17
	s_waitcnt lgkmcnt(0)
	v_max_f32 v17, v68, v23
	v_cmp_u_f32 s[20:21], v68, v23
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v17, v23, s[20:21]
	v_add_u32 v17, 0x129c0, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	ds_read_b32 v23, v17
	s_waitcnt lgkmcnt(0)
	v_max_f32 v17, v68, v23
	v_cmp_u_f32 s[20:21], v68, v23
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v17, v23, s[20:21]
	v_max_f32 v17, v14, v68                             ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[20:21], v14, v68
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v17, v23, s[20:21]
	v_sub_f32 v17, v14, v68                             ; examples/attention_decode.kgen:21
	v_mul_f32 v23, s14, v17                             ; examples/attention_decode.kgen:21
	v_mul_f32 v17, 0x3fb8aa3b, v23                      ; examples/attention_decode.kgen:21
	v_exp_f32 v23, v17                                  ; examples/attention_decode.kgen:21
	s_nop 0
	v_mul_f32 v17, v24, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v69, v25, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v70, v26, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v71, v27, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v72, v28, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v73, v29, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v74, v30, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v75, v31, v23                             ; examples/attention_decode.kgen:23
	v_mov_b32 v24, v17                                  ; 'acc' scaled in place
	v_mov_b32 v25, v69                                  ; 'acc' scaled in place
	v_mov_b32 v26, v70                                  ; 'acc' scaled in place
	v_mov_b32 v27, v71                                  ; 'acc' scaled in place
	v_mov_b32 v28, v72                                  ; 'acc' scaled in place
	v_mov_b32 v29, v73                                  ; 'acc' scaled in place
	v_mov_b32 v30, v74                                  ; 'acc' scaled in place
	v_mov_b32 v31, v75                                  ; 'acc' scaled in place
	v_mov_b32 v17, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v69, s14, v17
	v_mov_b32 v17, 0xbfb8aa3b
	v_mul_f32 v70, s14, v17
	v_mul_f32 v17, v68, v70                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v70, v64, v69, v17                        ; examples/attention_decode.kgen:20
	v_exp_f32 v71, v70                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v70, v65, v69, v17                        ; examples/attention_decode.kgen:20
	v_exp_f32 v72, v70                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v70, v66, v69, v17                        ; examples/attention_decode.kgen:20
	v_exp_f32 v73, v70                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v70, v67, v69, v17                        ; examples/attention_decode.kgen:20
	v_exp_f32 v17, v70                                  ; examples/attention_decode.kgen:20
	v_bfe_u32 v64, v71, 16, 1                           ; round to bf16
	v_add3_u32 v65, v71, v64, s7
	v_cmp_u_f32 s[20:21], v71, v71
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[20:21]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v72, 16, 1                           ; round to bf16
	v_add3_u32 v66, v72, v65, s7
	v_cmp_u_f32 s[20:21], v72, v72
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v66, v65, s[20:21]
	v_and_b32 v65, 0xffff0000, v66
	v_bfe_u32 v66, v73, 16, 1                           ; round to bf16
	v_add3_u32 v67, v73, v66, s7
	v_cmp_u_f32 s[20:21], v73, v73
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v67, v66, s[20:21]
	v_and_b32 v66, 0xffff0000, v67
	v_bfe_u32 v67, v17, 16, 1                           ; round to bf16
	v_add3_u32 v69, v17, v67, s7
	v_cmp_u_f32 s[20:21], v17, v17
	v_mov_b32 v67, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v69, v67, s[20:21]
	v_and_b32 v67, 0xffff0000, v69
	v_lshrrev_b32 v69, 16, v64
	v_add_u32 v64, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v64, v69
	v_lshrrev_b32 v64, 16, v65
	v_add_u32 v65, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v65, v64
	v_lshrrev_b32 v64, 16, v66
	v_add_u32 v65, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v65, v64
	v_lshrrev_b32 v64, 16, v67
	v_add_u32 v65, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v65, v64
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v64, 0x12a00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[74:77], v64
	ds_read_b128 v[64:67], v15 offset:21760             ; A fragment 0 of k-step 0
	ds_read_b128 v[78:81], v15 offset:24064             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[64:67], v[74:77], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[78:81], v[74:77], v[28:31] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_add_u32 v64, 0x12a40, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[74:77], v64
	ds_read_b128 v[64:67], v15 offset:21824             ; A fragment 0 of k-step 1
	ds_read_b128 v[78:81], v15 offset:24128             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[64:67], v[74:77], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[78:81], v[74:77], v[28:31] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_mul_f32 v64, v1, v23                              ; examples/attention_decode.kgen:22
	v_add_f32 v23, v71, v72                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v65, v23, v73                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v23, v65, v17                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v17, v23 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v65, v23, v17
	v_and_b32 v17, 63, v0                               ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v17, 32, v17
	v_lshlrev_b32 v17, 2, v17
	ds_bpermute_b32 v23, v17, v65
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v65, v23
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_126
	v_add_u32 v23, 0x13b00, v9                          ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	ds_write_b32 v23, v17
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v17, 0x13b00, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v23, v17
	v_add_u32 v17, 0x13b40, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	ds_read_b32 v65, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v23, v65
	v_add_u32 v23, 0x13b80, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	ds_read_b32 v65, v23
	s_waitcnt lgkmcnt(0)
	v_add_f32 v23, v17, v65
	v_add_u32 v17, 0x13bc0, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	ds_read_b32 v65, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v23, v65
	v_add_f32 v23, v64, v17                             ; examples/attention_decode.kgen:22
	v_mov_b32 v1, v23                                   ; next 'l'
	v_mov_b32 v14, v68                                  ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[32:35] offset:40192             ; 16 bytes into st1
	ds_write_b128 v7, v[36:39] offset:44544             ; 16 bytes into st1
	ds_write_b128 v7, v[40:43] offset:48896             ; 16 bytes into st1
	ds_write_b128 v7, v[44:47] offset:53248             ; 16 bytes into st1
	v_perm_b32 v17, v52, v48, s5                        ; (k, k+1) of column 0
	ds_write_b32 v16, v17 offset:57600                  ; a K-pair into st2
	v_perm_b32 v17, v52, v48, s6                        ; (k, k+1) of column 1
	ds_write_b32 v16, v17 offset:57744                  ; a K-pair into st2
	v_perm_b32 v17, v53, v49, s5                        ; (k, k+1) of column 2
	ds_write_b32 v16, v17 offset:57888                  ; a K-pair into st2
	v_perm_b32 v17, v53, v49, s6                        ; (k, k+1) of column 3
	ds_write_b32 v16, v17 offset:58032                  ; a K-pair into st2
	v_perm_b32 v17, v54, v50, s5                        ; (k, k+1) of column 4
	ds_write_b32 v16, v17 offset:58176                  ; a K-pair into st2
	v_perm_b32 v17, v54, v50, s6                        ; (k, k+1) of column 5
	ds_write_b32 v16, v17 offset:58320                  ; a K-pair into st2
	v_perm_b32 v17, v55, v51, s5                        ; (k, k+1) of column 6
	ds_write_b32 v16, v17 offset:58464                  ; a K-pair into st2
	v_perm_b32 v17, v55, v51, s6                        ; (k, k+1) of column 7
	ds_write_b32 v16, v17 offset:58608                  ; a K-pair into st2
	v_perm_b32 v17, v60, v56, s5                        ; (k, k+1) of column 0
	ds_write_b32 v16, v17 offset:57664                  ; a K-pair into st2
	v_perm_b32 v17, v60, v56, s6                        ; (k, k+1) of column 1
	ds_write_b32 v16, v17 offset:57808                  ; a K-pair into st2
	v_perm_b32 v17, v61, v57, s5                        ; (k, k+1) of column 2
	ds_write_b32 v16, v17 offset:57952                  ; a K-pair into st2
	v_perm_b32 v17, v61, v57, s6                        ; (k, k+1) of column 3
	ds_write_b32 v16, v17 offset:58096                  ; a K-pair into st2
	v_perm_b32 v17, v62, v58, s5                        ; (k, k+1) of column 4
	ds_write_b32 v16, v17 offset:58240                  ; a K-pair into st2
	v_perm_b32 v17, v62, v58, s6                        ; (k, k+1) of column 5
	ds_write_b32 v16, v17 offset:58384                  ; a K-pair into st2
	v_perm_b32 v17, v63, v59, s5                        ; (k, k+1) of column 6
	ds_write_b32 v16, v17 offset:58528                  ; a K-pair into st2
	v_perm_b32 v17, v63, v59, s6                        ; (k, k+1) of column 7
	ds_write_b32 v16, v17 offset:58672                  ; a K-pair into st2
.Lattention_decode_split_if1_end:
	s_add_u32 s15, s13, 64
	s_add_u32 s20, s15, 64
	s_cmp_lt_u32 s15, s12
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_decode_split_if2_end
	s_add_u32 s15, s29, s20
	s_mul_i32 s22, s15, 0x80
	s_mul_hi_u32 s23, s15, 0x80
	s_lshl_b64 s[32:33], s[22:23], 1
	s_add_u32 s22, s38, s32                             ; 'k' at this chunk
	s_addc_u32 s23, s39, s33
	s_cmp_lt_u32 s20, s12                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1523
	s_cbranch_scc1 .Lattention_decode_split_skip16
	global_load_dwordx4 v[32:35], v6, s[22:23]          ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip16:
	v_add_u32 v17, 0x1000, v6
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1523
	s_cbranch_scc1 .Lattention_decode_split_skip17
	global_load_dwordx4 v[36:39], v17, s[22:23]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip17:
	v_add_u32 v17, 0x2000, v6
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1523
	s_cbranch_scc1 .Lattention_decode_split_skip18
	global_load_dwordx4 v[40:43], v17, s[22:23]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip18:
	v_add_u32 v17, 0x3000, v6
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1523
	s_cbranch_scc1 .Lattention_decode_split_skip19
	global_load_dwordx4 v[44:47], v17, s[22:23]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip19:
	s_add_u32 s20, s10, s32                             ; 'v' at this chunk
	s_addc_u32 s21, s11, s33
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1523
	s_cbranch_scc1 .Lattention_decode_split_skip20
	global_load_dwordx4 v[48:51], v19, s[20:21]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip20:
	v_add_u32 v17, 0x100, v19
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1523
	s_cbranch_scc1 .Lattention_decode_split_skip21
	global_load_dwordx4 v[52:55], v17, s[20:21]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip21:
	v_add_u32 v17, 0x2000, v19
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1523
	s_cbranch_scc1 .Lattention_decode_split_skip22
	global_load_dwordx4 v[56:59], v17, s[20:21]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip22:
	v_add_u32 v17, 0x2100, v19
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1523
	s_cbranch_scc1 .Lattention_decode_split_skip23
	global_load_dwordx4 v[60:63], v17, s[20:21]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip23:
	v_mov_b32 v64, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v12                          ; B fragment 0 of k-step 0
	ds_read_b128 v[72:75], v11 offset:40192             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[64:67], v[72:75], v[68:71], v[64:67] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[68:71], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[72:75], v11 offset:40256             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[64:67], v[72:75], v[68:71], v[64:67] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[68:71], v12 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[72:75], v11 offset:40320             ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[64:67], v[72:75], v[68:71], v[64:67] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[68:71], v12 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[72:75], v11 offset:40384             ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[64:67], v[72:75], v[68:71], v[64:67] ; examples/attention_decode.kgen:18: mfma 16x16x32
	s_nop 7
	v_max_f32 v17, v64, v65                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v64, v65
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v17, v23, s[20:21]
	v_max_f32 v17, v68, v66                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v68, v66
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v17, v23, s[20:21]
	v_max_f32 v17, v68, v67                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v68, v67
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v17, v23, s[20:21]
	ds_swizzle_b32 v17, v68 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v23, v68, v17
	v_cmp_u_f32 s[20:21], v68, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v23, v17, s[20:21]
	v_and_b32 v17, 63, v0                               ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v17, 32, v17
	v_lshlrev_b32 v17, 2, v17
	ds_bpermute_b32 v23, v17, v68
	s_waitcnt lgkmcnt(0)
	v_max_f32 v17, v68, v23
	v_cmp_u_f32 s[20:21], v68, v23
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v17, v23, s[20:21]
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_126
	v_add_u32 v17, 0x12900, v9                          ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	ds_write_b32 v17, v68
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v17, 0x12900, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v23, v17
	v_add_u32 v17, 0x12940, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	ds_read_b32 v68, v17
	s_waitcnt lgkmcnt(0)
	v_max_f32 v17, v23, v68
	v_cmp_u_f32 s[20:21], v23, v68
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v17, v23, s[20:21]
	v_add_u32 v17, 0x12980, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	ds_read_b32 v23, v17
	s_waitcnt lgkmcnt(0)
	v_max_f32 v17, v68, v23
	v_cmp_u_f32 s[20:21], v68, v23
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v17, v23, s[20:21]
	v_add_u32 v17, 0x129c0, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	ds_read_b32 v23, v17
	s_waitcnt lgkmcnt(0)
	v_max_f32 v17, v68, v23
	v_cmp_u_f32 s[20:21], v68, v23
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v17, v23, s[20:21]
	v_max_f32 v17, v14, v68                             ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[20:21], v14, v68
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v17, v23, s[20:21]
	v_sub_f32 v17, v14, v68                             ; examples/attention_decode.kgen:21
	v_mul_f32 v23, s14, v17                             ; examples/attention_decode.kgen:21
	v_mul_f32 v17, 0x3fb8aa3b, v23                      ; examples/attention_decode.kgen:21
	v_exp_f32 v23, v17                                  ; examples/attention_decode.kgen:21
	s_nop 0
	v_mul_f32 v17, v24, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v69, v25, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v70, v26, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v71, v27, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v72, v28, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v73, v29, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v74, v30, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v75, v31, v23                             ; examples/attention_decode.kgen:23
	v_mov_b32 v24, v17                                  ; 'acc' scaled in place
	v_mov_b32 v25, v69                                  ; 'acc' scaled in place
	v_mov_b32 v26, v70                                  ; 'acc' scaled in place
	v_mov_b32 v27, v71                                  ; 'acc' scaled in place
	v_mov_b32 v28, v72                                  ; 'acc' scaled in place
	v_mov_b32 v29, v73                                  ; 'acc' scaled in place
	v_mov_b32 v30, v74                                  ; 'acc' scaled in place
	v_mov_b32 v31, v75                                  ; 'acc' scaled in place
	v_mov_b32 v17, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v69, s14, v17
	v_mov_b32 v17, 0xbfb8aa3b
	v_mul_f32 v70, s14, v17
	v_mul_f32 v17, v68, v70                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v70, v64, v69, v17                        ; examples/attention_decode.kgen:20
	v_exp_f32 v71, v70                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v70, v65, v69, v17                        ; examples/attention_decode.kgen:20
	v_exp_f32 v72, v70                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v70, v66, v69, v17                        ; examples/attention_decode.kgen:20
	v_exp_f32 v73, v70                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v70, v67, v69, v17                        ; examples/attention_decode.kgen:20
	v_exp_f32 v17, v70                                  ; examples/attention_decode.kgen:20
	v_bfe_u32 v64, v71, 16, 1                           ; round to bf16
	v_add3_u32 v65, v71, v64, s7
	v_cmp_u_f32 s[20:21], v71, v71
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[20:21]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v72, 16, 1                           ; round to bf16
	v_add3_u32 v66, v72, v65, s7
	v_cmp_u_f32 s[20:21], v72, v72
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v66, v65, s[20:21]
	v_and_b32 v65, 0xffff0000, v66
	v_bfe_u32 v66, v73, 16, 1                           ; round to bf16
	v_add3_u32 v67, v73, v66, s7
	v_cmp_u_f32 s[20:21], v73, v73
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v67, v66, s[20:21]
	v_and_b32 v66, 0xffff0000, v67
	v_bfe_u32 v67, v17, 16, 1                           ; round to bf16
	v_add3_u32 v69, v17, v67, s7
	v_cmp_u_f32 s[20:21], v17, v17
	v_mov_b32 v67, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v69, v67, s[20:21]
	v_and_b32 v67, 0xffff0000, v69
	v_lshrrev_b32 v69, 16, v64
	v_add_u32 v64, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v64, v69
	v_lshrrev_b32 v64, 16, v65
	v_add_u32 v65, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v65, v64
	v_lshrrev_b32 v64, 16, v66
	v_add_u32 v65, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v65, v64
	v_lshrrev_b32 v64, 16, v67
	v_add_u32 v65, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v65, v64
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v64, 0x12a00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[74:77], v64
	ds_read_b128 v[64:67], v15 offset:57600             ; A fragment 0 of k-step 0
	ds_read_b128 v[78:81], v15 offset:59904             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[64:67], v[74:77], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[78:81], v[74:77], v[28:31] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_add_u32 v64, 0x12a40, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[74:77], v64
	ds_read_b128 v[64:67], v15 offset:57664             ; A fragment 0 of k-step 1
	ds_read_b128 v[78:81], v15 offset:59968             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[64:67], v[74:77], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[78:81], v[74:77], v[28:31] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_mul_f32 v64, v1, v23                              ; examples/attention_decode.kgen:22
	v_add_f32 v23, v71, v72                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v65, v23, v73                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v23, v65, v17                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v17, v23 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v65, v23, v17
	v_and_b32 v17, 63, v0                               ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v17, 32, v17
	v_lshlrev_b32 v17, 2, v17
	ds_bpermute_b32 v23, v17, v65
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v65, v23
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_126
	v_add_u32 v23, 0x13b00, v9                          ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	ds_write_b32 v23, v17
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v17, 0x13b00, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v23, v17
	v_add_u32 v17, 0x13b40, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	ds_read_b32 v65, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v23, v65
	v_add_u32 v23, 0x13b80, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	ds_read_b32 v65, v23
	s_waitcnt lgkmcnt(0)
	v_add_f32 v23, v17, v65
	v_add_u32 v17, 0x13bc0, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	ds_read_b32 v65, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v23, v65
	v_add_f32 v23, v64, v17                             ; examples/attention_decode.kgen:22
	v_mov_b32 v1, v23                                   ; next 'l'
	v_mov_b32 v14, v68                                  ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[32:35] offset:4352              ; 16 bytes into st1
	ds_write_b128 v7, v[36:39] offset:8704              ; 16 bytes into st1
	ds_write_b128 v7, v[40:43] offset:13056             ; 16 bytes into st1
	ds_write_b128 v7, v[44:47] offset:17408             ; 16 bytes into st1
	v_perm_b32 v17, v52, v48, s5                        ; (k, k+1) of column 0
	ds_write_b32 v16, v17 offset:21760                  ; a K-pair into st2
	v_perm_b32 v17, v52, v48, s6                        ; (k, k+1) of column 1
	ds_write_b32 v16, v17 offset:21904                  ; a K-pair into st2
	v_perm_b32 v17, v53, v49, s5                        ; (k, k+1) of column 2
	ds_write_b32 v16, v17 offset:22048                  ; a K-pair into st2
	v_perm_b32 v17, v53, v49, s6                        ; (k, k+1) of column 3
	ds_write_b32 v16, v17 offset:22192                  ; a K-pair into st2
	v_perm_b32 v17, v54, v50, s5                        ; (k, k+1) of column 4
	ds_write_b32 v16, v17 offset:22336                  ; a K-pair into st2
	v_perm_b32 v17, v54, v50, s6                        ; (k, k+1) of column 5
	ds_write_b32 v16, v17 offset:22480                  ; a K-pair into st2
	v_perm_b32 v17, v55, v51, s5                        ; (k, k+1) of column 6
	ds_write_b32 v16, v17 offset:22624                  ; a K-pair into st2
	v_perm_b32 v17, v55, v51, s6                        ; (k, k+1) of column 7
	ds_write_b32 v16, v17 offset:22768                  ; a K-pair into st2
	v_perm_b32 v17, v60, v56, s5                        ; (k, k+1) of column 0
	ds_write_b32 v16, v17 offset:21824                  ; a K-pair into st2
	v_perm_b32 v17, v60, v56, s6                        ; (k, k+1) of column 1
	ds_write_b32 v16, v17 offset:21968                  ; a K-pair into st2
	v_perm_b32 v17, v61, v57, s5                        ; (k, k+1) of column 2
	ds_write_b32 v16, v17 offset:22112                  ; a K-pair into st2
	v_perm_b32 v17, v61, v57, s6                        ; (k, k+1) of column 3
	ds_write_b32 v16, v17 offset:22256                  ; a K-pair into st2
	v_perm_b32 v17, v62, v58, s5                        ; (k, k+1) of column 4
	ds_write_b32 v16, v17 offset:22400                  ; a K-pair into st2
	v_perm_b32 v17, v62, v58, s6                        ; (k, k+1) of column 5
	ds_write_b32 v16, v17 offset:22544                  ; a K-pair into st2
	v_perm_b32 v17, v63, v59, s5                        ; (k, k+1) of column 6
	ds_write_b32 v16, v17 offset:22688                  ; a K-pair into st2
	v_perm_b32 v17, v63, v59, s6                        ; (k, k+1) of column 7
	ds_write_b32 v16, v17 offset:22832                  ; a K-pair into st2
.Lattention_decode_split_if2_end:
	s_add_u32 s13, s13, 0x80
	s_cmp_lt_u32 s13, s12
	s_cbranch_scc1 .Lattention_decode_split_loop0
.Lattention_decode_split_loop0_end:
	s_add_u32 s13, s12, 63
	s_and_b32 s12, s13, 0xffffffc0                      ; the first chunk of 'tt' the pipeline left
	s_mov_b32 s13, s12                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s13, s30
	s_cbranch_scc1 .Lattention_decode_split_loop1_end
.Lattention_decode_split_loop1:
	s_add_u32 s12, s29, s13
	s_sub_u32 s15, s30, s13
	s_mul_i32 s20, s12, 0x80
	s_mul_hi_u32 s21, s12, 0x80
	s_lshl_b64 s[22:23], s[20:21], 1
	s_add_u32 s20, s38, s22                             ; 'k' at this chunk
	s_addc_u32 s21, s39, s23
	v_cmp_lt_u32 s[32:33], v4, s15                      ; 'tt' element in bounds
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_304
	global_load_ushort v17, v20, s[20:21]               ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_304
	global_load_ushort v17, v20, s[20:21] offset:2      ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_304
	global_load_ushort v17, v20, s[20:21] offset:4      ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_304
	global_load_ushort v17, v20, s[20:21] offset:6      ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v17
	v_add_u32 v17, 8, v4
	v_cmp_lt_u32 s[34:35], v17, s15                     ; 'tt' element in bounds
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[34:35]               ; lanes where %vpred_314
	global_load_ushort v17, v20, s[20:21] offset:2048   ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[34:35]               ; lanes where %vpred_314
	global_load_ushort v17, v20, s[20:21] offset:2050   ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[34:35]               ; lanes where %vpred_314
	global_load_ushort v17, v20, s[20:21] offset:2052   ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[34:35]               ; lanes where %vpred_314
	global_load_ushort v17, v20, s[20:21] offset:2054   ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v17
	v_add_u32 v17, 16, v4
	v_cmp_lt_u32 s[42:43], v17, s15                     ; 'tt' element in bounds
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_324
	v_add_u32 v39, 0x1000, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v39, s[20:21]
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_324
	v_add_u32 v40, 0x1002, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v40, s[20:21]
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_324
	v_add_u32 v41, 0x1004, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v41, s[20:21]
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_324
	v_add_u32 v42, 0x1006, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v42, s[20:21]
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v17
	v_add_u32 v17, 24, v4
	v_cmp_lt_u32 s[44:45], v17, s15                     ; 'tt' element in bounds
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_334
	v_add_u32 v43, 0x1800, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v43, s[20:21]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_334
	v_add_u32 v44, 0x1802, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v44, s[20:21]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_334
	v_add_u32 v45, 0x1804, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v45, s[20:21]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_334
	v_add_u32 v46, 0x1806, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v46, s[20:21]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v17
	v_add_u32 v17, 32, v4
	v_cmp_lt_u32 s[46:47], v17, s15                     ; 'tt' element in bounds
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_344
	v_add_u32 v47, 0x2000, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v47, s[20:21]
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_344
	v_add_u32 v48, 0x2002, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v48, s[20:21]
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_344
	v_add_u32 v49, 0x2004, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v49, s[20:21]
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_344
	v_add_u32 v50, 0x2006, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v50, s[20:21]
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v17
	v_add_u32 v17, 40, v4
	v_cmp_lt_u32 s[48:49], v17, s15                     ; 'tt' element in bounds
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_354
	v_add_u32 v51, 0x2800, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v51, s[20:21]
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_354
	v_add_u32 v52, 0x2802, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v52, s[20:21]
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_354
	v_add_u32 v53, 0x2804, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v53, s[20:21]
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_354
	v_add_u32 v54, 0x2806, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v54, s[20:21]
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v17
	v_add_u32 v17, 48, v4
	v_cmp_lt_u32 s[50:51], v17, s15                     ; 'tt' element in bounds
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_364
	v_add_u32 v55, 0x3000, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v55, s[20:21]
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_364
	v_add_u32 v56, 0x3002, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v56, s[20:21]
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_364
	v_add_u32 v57, 0x3004, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v57, s[20:21]
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_364
	v_add_u32 v58, 0x3006, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v58, s[20:21]
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v17
	v_add_u32 v17, 56, v4
	v_cmp_lt_u32 s[52:53], v17, s15                     ; 'tt' element in bounds
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[52:53]               ; lanes where %vpred_374
	v_add_u32 v59, 0x3800, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v59, s[20:21]
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[52:53]               ; lanes where %vpred_374
	v_add_u32 v60, 0x3802, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v60, s[20:21]
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[52:53]               ; lanes where %vpred_374
	v_add_u32 v61, 0x3804, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v61, s[20:21]
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[54:55], s[52:53]               ; lanes where %vpred_374
	v_add_u32 v62, 0x3806, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v17, v62, s[20:21]
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v17
	v_lshrrev_b32 v17, 16, v23
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v22, v17 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v32
	ds_write_b16 v22, v17 offset:4354                   ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v33
	ds_write_b16 v22, v17 offset:4356                   ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v34
	ds_write_b16 v22, v17 offset:4358                   ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v35
	ds_write_b16 v22, v17 offset:6528                   ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v36
	ds_write_b16 v22, v17 offset:6530                   ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v37
	ds_write_b16 v22, v17 offset:6532                   ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v38
	ds_write_b16 v22, v17 offset:6534                   ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v39
	ds_write_b16 v22, v17 offset:8704                   ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v40
	ds_write_b16 v22, v17 offset:8706                   ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v41
	ds_write_b16 v22, v17 offset:8708                   ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v42
	ds_write_b16 v22, v17 offset:8710                   ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v43
	ds_write_b16 v22, v17 offset:10880                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v44
	ds_write_b16 v22, v17 offset:10882                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v45
	ds_write_b16 v22, v17 offset:10884                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v46
	ds_write_b16 v22, v17 offset:10886                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v47
	ds_write_b16 v22, v17 offset:13056                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v48
	ds_write_b16 v22, v17 offset:13058                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v49
	ds_write_b16 v22, v17 offset:13060                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v50
	ds_write_b16 v22, v17 offset:13062                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v51
	ds_write_b16 v22, v17 offset:15232                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v52
	ds_write_b16 v22, v17 offset:15234                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v53
	ds_write_b16 v22, v17 offset:15236                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v54
	ds_write_b16 v22, v17 offset:15238                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v55
	ds_write_b16 v22, v17 offset:17408                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v56
	ds_write_b16 v22, v17 offset:17410                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v57
	ds_write_b16 v22, v17 offset:17412                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v58
	ds_write_b16 v22, v17 offset:17414                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v59
	ds_write_b16 v22, v17 offset:19584                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v60
	ds_write_b16 v22, v17 offset:19586                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v61
	ds_write_b16 v22, v17 offset:19588                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v62
	ds_write_b16 v22, v17 offset:19590                  ; A operand of the product: stage
	v_mov_b32 v32, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v33, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v34, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v35, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	ds_read_b128 v[36:39], v12                          ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[40:43], v11 offset:4352              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[40:43], v[36:39], v[32:35] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[36:39], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[40:43], v11 offset:4416              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[40:43], v[36:39], v[32:35] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[36:39], v12 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[40:43], v11 offset:4480              ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[40:43], v[36:39], v[32:35] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[36:39], v12 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[40:43], v11 offset:4544              ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[40:43], v[36:39], v[32:35] ; examples/attention_decode.kgen:18: mfma 16x16x32
	v_cmp_lt_u32 s[20:21], v3, s27                      ; 'r' element in bounds
	v_cmp_lt_u32 s[54:55], v5, s15                      ; 'tt' element in bounds
	s_and_b64 s[56:57], s[20:21], s[54:55]
	v_mov_b32 v17, 0xff800000                           ; absent elements contribute the identity
	s_nop 3
	v_cndmask_b32 v23, v17, v32, s[56:57]
	v_add_u32 v17, 1, v5
	v_cmp_lt_u32 s[54:55], v17, s15                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[20:21], s[54:55]
	v_mov_b32 v17, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v36, v17, v33, s[58:59]
	v_add_u32 v17, 2, v5
	v_cmp_lt_u32 s[54:55], v17, s15                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[20:21], s[54:55]
	v_mov_b32 v17, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v37, v17, v34, s[60:61]
	v_add_u32 v17, 3, v5
	v_cmp_lt_u32 s[54:55], v17, s15                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[20:21], s[54:55]
	v_mov_b32 v17, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v38, v17, v35, s[62:63]
	v_max_f32 v17, v23, v36                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v23, v36
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v17, v23, s[20:21]
	v_max_f32 v17, v36, v37                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v36, v37
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v17, v23, s[20:21]
	v_max_f32 v17, v36, v38                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v36, v38
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v17, v23, s[20:21]
	ds_swizzle_b32 v17, v36 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v23, v36, v17
	v_cmp_u_f32 s[20:21], v36, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v23, v17, s[20:21]
	v_and_b32 v17, 63, v0                               ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v17, 32, v17
	v_lshlrev_b32 v17, 2, v17
	ds_bpermute_b32 v23, v17, v36
	s_waitcnt lgkmcnt(0)
	v_max_f32 v17, v36, v23
	v_cmp_u_f32 s[20:21], v36, v23
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v17, v23, s[20:21]
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_126
	v_add_u32 v17, 0x12900, v9                          ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	ds_write_b32 v17, v36
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v17, 0x12900, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v23, v17
	v_add_u32 v17, 0x12940, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	ds_read_b32 v36, v17
	s_waitcnt lgkmcnt(0)
	v_max_f32 v17, v23, v36
	v_cmp_u_f32 s[20:21], v23, v36
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v17, v23, s[20:21]
	v_add_u32 v17, 0x12980, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	ds_read_b32 v23, v17
	s_waitcnt lgkmcnt(0)
	v_max_f32 v17, v36, v23
	v_cmp_u_f32 s[20:21], v36, v23
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v17, v23, s[20:21]
	v_add_u32 v17, 0x129c0, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	ds_read_b32 v23, v17
	s_waitcnt lgkmcnt(0)
	v_max_f32 v17, v36, v23
	v_cmp_u_f32 s[20:21], v36, v23
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v17, v23, s[20:21]
	v_max_f32 v17, v14, v36                             ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[20:21], v14, v36
	v_mov_b32 v23, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v17, v23, s[20:21]
	v_sub_f32 v17, v14, v36                             ; examples/attention_decode.kgen:21
	v_mul_f32 v23, s14, v17                             ; examples/attention_decode.kgen:21
	v_mul_f32 v17, 0x3fb8aa3b, v23                      ; examples/attention_decode.kgen:21
	v_exp_f32 v23, v17                                  ; examples/attention_decode.kgen:21
	s_nop 0
	v_mul_f32 v17, v24, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v37, v25, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v38, v26, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v39, v27, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v40, v28, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v41, v29, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v42, v30, v23                             ; examples/attention_decode.kgen:23
	v_mul_f32 v43, v31, v23                             ; examples/attention_decode.kgen:23
	v_mov_b32 v24, v17                                  ; 'acc' scaled in place
	v_mov_b32 v25, v37                                  ; 'acc' scaled in place
	v_mov_b32 v26, v38                                  ; 'acc' scaled in place
	v_mov_b32 v27, v39                                  ; 'acc' scaled in place
	v_mov_b32 v28, v40                                  ; 'acc' scaled in place
	v_mov_b32 v29, v41                                  ; 'acc' scaled in place
	v_mov_b32 v30, v42                                  ; 'acc' scaled in place
	v_mov_b32 v31, v43                                  ; 'acc' scaled in place
	s_add_u32 s20, s10, s22                             ; 'v' at this chunk
	s_addc_u32 s21, s11, s23
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_304
	global_load_ushort v17, v20, s[20:21]               ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_304
	global_load_ushort v17, v20, s[20:21] offset:2      ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_304
	global_load_ushort v17, v20, s[20:21] offset:4      ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_304
	global_load_ushort v17, v20, s[20:21] offset:6      ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_314
	global_load_ushort v17, v20, s[20:21] offset:2048   ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_314
	global_load_ushort v17, v20, s[20:21] offset:2050   ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_314
	global_load_ushort v17, v20, s[20:21] offset:2052   ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_314
	global_load_ushort v17, v20, s[20:21] offset:2054   ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_324
	v_add_u32 v45, 0x1000, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v45, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_324
	v_add_u32 v46, 0x1002, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v46, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_324
	v_add_u32 v47, 0x1004, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v47, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_324
	v_add_u32 v48, 0x1006, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v48, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_334
	v_add_u32 v49, 0x1800, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v49, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_334
	v_add_u32 v50, 0x1802, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v50, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_334
	v_add_u32 v51, 0x1804, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v51, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_334
	v_add_u32 v52, 0x1806, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v52, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_344
	v_add_u32 v53, 0x2000, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v53, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_344
	v_add_u32 v54, 0x2002, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v54, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_344
	v_add_u32 v55, 0x2004, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v55, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_344
	v_add_u32 v56, 0x2006, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v56, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[48:49]               ; lanes where %vpred_354
	v_add_u32 v57, 0x2800, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v57, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[48:49]               ; lanes where %vpred_354
	v_add_u32 v58, 0x2802, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v58, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[48:49]               ; lanes where %vpred_354
	v_add_u32 v59, 0x2804, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v59, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[48:49]               ; lanes where %vpred_354
	v_add_u32 v60, 0x2806, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v60, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[50:51]               ; lanes where %vpred_364
	v_add_u32 v61, 0x3000, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v61, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[50:51]               ; lanes where %vpred_364
	v_add_u32 v62, 0x3002, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v62, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[50:51]               ; lanes where %vpred_364
	v_add_u32 v63, 0x3004, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v63, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[50:51]               ; lanes where %vpred_364
	v_add_u32 v64, 0x3006, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v64, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[52:53]               ; lanes where %vpred_374
	v_add_u32 v65, 0x3800, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v65, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[52:53]               ; lanes where %vpred_374
	v_add_u32 v66, 0x3802, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v66, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[52:53]               ; lanes where %vpred_374
	v_add_u32 v67, 0x3804, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v67, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v17
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[52:53]               ; lanes where %vpred_374
	v_add_u32 v68, 0x3806, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v17, v68, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v17
	v_lshrrev_b32 v17, 16, v37
	ds_write_b16 v21, v17 offset:21760                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v38
	ds_write_b16 v21, v17 offset:21904                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v39
	ds_write_b16 v21, v17 offset:22048                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v40
	ds_write_b16 v21, v17 offset:22192                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v41
	ds_write_b16 v21, v17 offset:21776                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v42
	ds_write_b16 v21, v17 offset:21920                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v43
	ds_write_b16 v21, v17 offset:22064                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v44
	ds_write_b16 v21, v17 offset:22208                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v45
	ds_write_b16 v21, v17 offset:21792                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v46
	ds_write_b16 v21, v17 offset:21936                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v47
	ds_write_b16 v21, v17 offset:22080                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v48
	ds_write_b16 v21, v17 offset:22224                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v49
	ds_write_b16 v21, v17 offset:21808                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v50
	ds_write_b16 v21, v17 offset:21952                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v51
	ds_write_b16 v21, v17 offset:22096                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v52
	ds_write_b16 v21, v17 offset:22240                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v53
	ds_write_b16 v21, v17 offset:21824                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v54
	ds_write_b16 v21, v17 offset:21968                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v55
	ds_write_b16 v21, v17 offset:22112                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v56
	ds_write_b16 v21, v17 offset:22256                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v57
	ds_write_b16 v21, v17 offset:21840                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v58
	ds_write_b16 v21, v17 offset:21984                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v59
	ds_write_b16 v21, v17 offset:22128                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v60
	ds_write_b16 v21, v17 offset:22272                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v61
	ds_write_b16 v21, v17 offset:21856                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v62
	ds_write_b16 v21, v17 offset:22000                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v63
	ds_write_b16 v21, v17 offset:22144                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v64
	ds_write_b16 v21, v17 offset:22288                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v65
	ds_write_b16 v21, v17 offset:21872                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v66
	ds_write_b16 v21, v17 offset:22016                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v67
	ds_write_b16 v21, v17 offset:22160                  ; A operand of the product: stage
	v_lshrrev_b32 v17, 16, v68
	ds_write_b16 v21, v17 offset:22304                  ; A operand of the product: stage
	v_mov_b32 v17, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v37, s14, v17
	v_mov_b32 v17, 0xbfb8aa3b
	v_mul_f32 v38, s14, v17
	v_mul_f32 v17, v36, v38                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v38, v32, v37, v17                        ; examples/attention_decode.kgen:20
	v_exp_f32 v39, v38                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v38, v33, v37, v17                        ; examples/attention_decode.kgen:20
	v_exp_f32 v40, v38                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v38, v34, v37, v17                        ; examples/attention_decode.kgen:20
	v_exp_f32 v41, v38                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v38, v35, v37, v17                        ; examples/attention_decode.kgen:20
	v_exp_f32 v17, v38                                  ; examples/attention_decode.kgen:20
	v_bfe_u32 v32, v39, 16, 1                           ; round to bf16
	v_add3_u32 v33, v39, v32, s7
	v_cmp_u_f32 s[20:21], v39, v39
	v_mov_b32 v32, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v33, v32, s[20:21]
	v_and_b32 v32, 0xffff0000, v33
	v_bfe_u32 v33, v40, 16, 1                           ; round to bf16
	v_add3_u32 v34, v40, v33, s7
	v_cmp_u_f32 s[20:21], v40, v40
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v34, v34, v33, s[20:21]
	v_and_b32 v33, 0xffff0000, v34
	v_bfe_u32 v34, v41, 16, 1                           ; round to bf16
	v_add3_u32 v35, v41, v34, s7
	v_cmp_u_f32 s[20:21], v41, v41
	v_mov_b32 v34, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v35, v35, v34, s[20:21]
	v_and_b32 v34, 0xffff0000, v35
	v_bfe_u32 v35, v17, 16, 1                           ; round to bf16
	v_add3_u32 v37, v17, v35, s7
	v_cmp_u_f32 s[20:21], v17, v17
	v_mov_b32 v35, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v37, v35, s[20:21]
	v_and_b32 v35, 0xffff0000, v37
	v_cndmask_b32 v37, 0, v32, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v37
	v_add_u32 v37, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v37, v32
	v_cndmask_b32 v32, 0, v33, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	v_add_u32 v32, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v32, v33
	v_cndmask_b32 v32, 0, v34, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	v_add_u32 v32, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v32, v33
	v_cndmask_b32 v32, 0, v35, s[62:63]                 ; absent elements add nothing
	v_lshrrev_b32 v33, 16, v32
	v_add_u32 v32, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v32, v33
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v32, 0x12a00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[42:45], v32
	ds_read_b128 v[32:35], v15 offset:21760             ; A fragment 0 of k-step 0
	ds_read_b128 v[46:49], v15 offset:24064             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[32:35], v[42:45], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[46:49], v[42:45], v[28:31] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_add_u32 v32, 0x12a40, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[42:45], v32
	ds_read_b128 v[32:35], v15 offset:21824             ; A fragment 0 of k-step 1
	ds_read_b128 v[46:49], v15 offset:24128             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[32:35], v[42:45], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[46:49], v[42:45], v[28:31] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_mul_f32 v32, v1, v23                              ; examples/attention_decode.kgen:22
	v_cndmask_b32 v23, 0, v39, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v33, 0, v40, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v34, 0, v41, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v35, 0, v17, s[62:63]                 ; absent elements contribute the identity
	v_add_f32 v17, v23, v33                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v23, v17, v34                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v17, v23, v35                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v23, v17 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v17, v23
	v_and_b32 v17, 63, v0                               ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v17, 32, v17
	v_lshlrev_b32 v17, 2, v17
	ds_bpermute_b32 v23, v17, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v33, v23
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_126
	v_add_u32 v23, 0x13b00, v9                          ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	ds_write_b32 v23, v17
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v17, 0x13b00, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v23, v17
	v_add_u32 v17, 0x13b40, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	ds_read_b32 v33, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v23, v33
	v_add_u32 v23, 0x13b80, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	ds_read_b32 v33, v23
	s_waitcnt lgkmcnt(0)
	v_add_f32 v23, v17, v33
	v_add_u32 v17, 0x13bc0, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	ds_read_b32 v33, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v23, v33
	v_add_f32 v23, v32, v17                             ; examples/attention_decode.kgen:22
	v_mov_b32 v1, v23                                   ; next 'l'
	v_mov_b32 v14, v36                                  ; next 'mx'
	s_add_u32 s13, s13, 64
	s_cmp_lt_u32 s13, s30
	s_cbranch_scc1 .Lattention_decode_split_loop1
.Lattention_decode_split_loop1_end:
	global_store_dwordx4 v8, v[24:27], s[8:9]           ; examples/attention_decode.kgen:17: 16-byte store to 'acc_parts'
	global_store_dwordx4 v8, v[28:31], s[8:9] offset:64 ; examples/attention_decode.kgen:17: 16-byte store to 'acc_parts'
	s_and_saveexec_b64 s[12:13], s[16:17]               ; lanes where %vpred_680
	global_store_dword v13, v1, s[24:25]                ; examples/attention_decode.kgen:17: store to 'l_parts'
	global_store_dword v13, v14, s[18:19]               ; examples/attention_decode.kgen:17: store to 'mx_parts'
	s_mov_b64 exec, s[12:13]
	s_branch .Lattention_decode_split_if0_end
.Lattention_decode_split_if0_else:
	v_cmp_lt_u32 s[12:13], v2, s27
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[12:13]               ; lanes where %vpred_693
	global_load_dwordx4 v[24:27], v6, s[40:41]          ; examples/attention_decode.kgen:18: 16 bytes of 'q'
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[24:27]                          ; 16 bytes into opinv0
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
	s_cmp_ge_u32 s30, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s12, 1, 0
	s_sub_u32 s13, s30, 63
	s_cmp_lg_u32 s12, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s12, s13, 0
	s_add_u32 s13, s29, 0
	s_mul_i32 s20, s13, 0x80
	s_mul_hi_u32 s21, s13, 0x80
	s_lshl_b64 s[22:23], s[20:21], 1
	s_add_u32 s20, s38, s22                             ; 'k' at this chunk
	s_addc_u32 s21, s39, s23
	s_cmp_lt_u32 0, s12                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s13, 1, 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1707
	s_cbranch_scc1 .Lattention_decode_split_skip24
	global_load_dwordx4 v[32:35], v6, s[20:21]          ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip24:
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[32:35] offset:4352              ; 16 bytes into st1
	v_add_u32 v14, 0x1000, v6
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1707
	s_cbranch_scc1 .Lattention_decode_split_skip25
	global_load_dwordx4 v[32:35], v14, s[20:21]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip25:
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[32:35] offset:8704              ; 16 bytes into st1
	v_add_u32 v14, 0x2000, v6
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1707
	s_cbranch_scc1 .Lattention_decode_split_skip26
	global_load_dwordx4 v[32:35], v14, s[20:21]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip26:
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[32:35] offset:13056             ; 16 bytes into st1
	v_add_u32 v14, 0x3000, v6
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1707
	s_cbranch_scc1 .Lattention_decode_split_skip27
	global_load_dwordx4 v[32:35], v14, s[20:21]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip27:
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[32:35] offset:17408             ; 16 bytes into st1
	s_add_u32 s20, s10, s22                             ; 'v' at this chunk
	s_addc_u32 s21, s11, s23
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1707
	s_cbranch_scc1 .Lattention_decode_split_skip28
	global_load_dwordx4 v[32:35], v19, s[20:21]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip28:
	v_add_u32 v14, 0x100, v19
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1707
	s_cbranch_scc1 .Lattention_decode_split_skip29
	global_load_dwordx4 v[36:39], v14, s[20:21]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip29:
	s_waitcnt vmcnt(0)
	v_perm_b32 v14, v36, v32, s5                        ; (k, k+1) of column 0
	ds_write_b32 v16, v14 offset:21760                  ; a K-pair into st2
	v_perm_b32 v14, v36, v32, s6                        ; (k, k+1) of column 1
	ds_write_b32 v16, v14 offset:21904                  ; a K-pair into st2
	v_perm_b32 v14, v37, v33, s5                        ; (k, k+1) of column 2
	ds_write_b32 v16, v14 offset:22048                  ; a K-pair into st2
	v_perm_b32 v14, v37, v33, s6                        ; (k, k+1) of column 3
	ds_write_b32 v16, v14 offset:22192                  ; a K-pair into st2
	v_perm_b32 v14, v38, v34, s5                        ; (k, k+1) of column 4
	ds_write_b32 v16, v14 offset:22336                  ; a K-pair into st2
	v_perm_b32 v14, v38, v34, s6                        ; (k, k+1) of column 5
	ds_write_b32 v16, v14 offset:22480                  ; a K-pair into st2
	v_perm_b32 v14, v39, v35, s5                        ; (k, k+1) of column 6
	ds_write_b32 v16, v14 offset:22624                  ; a K-pair into st2
	v_perm_b32 v14, v39, v35, s6                        ; (k, k+1) of column 7
	ds_write_b32 v16, v14 offset:22768                  ; a K-pair into st2
	v_add_u32 v14, 0x2000, v19
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1707
	s_cbranch_scc1 .Lattention_decode_split_skip30
	global_load_dwordx4 v[32:35], v14, s[20:21]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip30:
	v_add_u32 v14, 0x2100, v19
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	s_cmp_eq_u32 s13, 0                                 ; if %upred_1707
	s_cbranch_scc1 .Lattention_decode_split_skip31
	global_load_dwordx4 v[36:39], v14, s[20:21]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip31:
	s_waitcnt vmcnt(0)
	v_perm_b32 v14, v36, v32, s5                        ; (k, k+1) of column 0
	ds_write_b32 v16, v14 offset:21824                  ; a K-pair into st2
	v_perm_b32 v14, v36, v32, s6                        ; (k, k+1) of column 1
	ds_write_b32 v16, v14 offset:21968                  ; a K-pair into st2
	v_perm_b32 v14, v37, v33, s5                        ; (k, k+1) of column 2
	ds_write_b32 v16, v14 offset:22112                  ; a K-pair into st2
	v_perm_b32 v14, v37, v33, s6                        ; (k, k+1) of column 3
	ds_write_b32 v16, v14 offset:22256                  ; a K-pair into st2
	v_perm_b32 v14, v38, v34, s5                        ; (k, k+1) of column 4
	ds_write_b32 v16, v14 offset:22400                  ; a K-pair into st2
	v_perm_b32 v14, v38, v34, s6                        ; (k, k+1) of column 5
	ds_write_b32 v16, v14 offset:22544                  ; a K-pair into st2
	v_perm_b32 v14, v39, v35, s5                        ; (k, k+1) of column 6
	ds_write_b32 v16, v14 offset:22688                  ; a K-pair into st2
	v_perm_b32 v14, v39, v35, s6                        ; (k, k+1) of column 7
	ds_write_b32 v16, v14 offset:22832                  ; a K-pair into st2
	s_mov_b32 s13, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s13, s12
	s_cbranch_scc1 .Lattention_decode_split_loop2_end
.Lattention_decode_split_loop2:
	s_add_u32 s15, s13, 64
	s_cmp_lt_u32 s13, s12
	s_cselect_b32 s20, 1, 0
	s_cmp_eq_u32 s20, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_decode_split_if3_end
	s_add_u32 s20, s29, s15
	s_mul_i32 s22, s20, 0x80
	s_mul_hi_u32 s23, s20, 0x80
	s_lshl_b64 s[20:21], s[22:23], 1
	s_add_u32 s22, s38, s20                             ; 'k' at this chunk
	s_addc_u32 s23, s39, s21
	s_cmp_lt_u32 s15, s12                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1768
	s_cbranch_scc1 .Lattention_decode_split_skip32
	global_load_dwordx4 v[32:35], v6, s[22:23]          ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip32:
	v_add_u32 v14, 0x1000, v6
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1768
	s_cbranch_scc1 .Lattention_decode_split_skip33
	global_load_dwordx4 v[36:39], v14, s[22:23]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip33:
	v_add_u32 v14, 0x2000, v6
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1768
	s_cbranch_scc1 .Lattention_decode_split_skip34
	global_load_dwordx4 v[40:43], v14, s[22:23]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip34:
	v_add_u32 v14, 0x3000, v6
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1768
	s_cbranch_scc1 .Lattention_decode_split_skip35
	global_load_dwordx4 v[44:47], v14, s[22:23]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip35:
	s_add_u32 s22, s10, s20                             ; 'v' at this chunk
	s_addc_u32 s23, s11, s21
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1768
	s_cbranch_scc1 .Lattention_decode_split_skip36
	global_load_dwordx4 v[48:51], v19, s[22:23]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip36:
	v_add_u32 v14, 0x100, v19
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1768
	s_cbranch_scc1 .Lattention_decode_split_skip37
	global_load_dwordx4 v[52:55], v14, s[22:23]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip37:
	v_add_u32 v14, 0x2000, v19
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1768
	s_cbranch_scc1 .Lattention_decode_split_skip38
	global_load_dwordx4 v[56:59], v14, s[22:23]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip38:
	v_add_u32 v14, 0x2100, v19
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1768
	s_cbranch_scc1 .Lattention_decode_split_skip39
	global_load_dwordx4 v[60:63], v14, s[22:23]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip39:
	v_mov_b32 v64, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v12                          ; B fragment 0 of k-step 0
	ds_read_b128 v[72:75], v11 offset:4352              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[64:67], v[72:75], v[68:71], v[64:67] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[68:71], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[72:75], v11 offset:4416              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[64:67], v[72:75], v[68:71], v[64:67] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[68:71], v12 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[72:75], v11 offset:4480              ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[64:67], v[72:75], v[68:71], v[64:67] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[68:71], v12 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[72:75], v11 offset:4544              ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[64:67], v[72:75], v[68:71], v[64:67] ; examples/attention_decode.kgen:18: mfma 16x16x32
	v_cmp_lt_u32 s[20:21], v3, s27                      ; 'r' element in bounds
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	s_nop 0
	s_nop 4
	v_cndmask_b32 v17, v14, v64, s[20:21]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v23, v14, v65, s[20:21]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v68, v14, v66, s[20:21]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v69, v14, v67, s[20:21]
	v_max_f32 v14, v17, v23                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[22:23], v17, v23
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v14, v17, s[22:23]
	v_max_f32 v14, v23, v68                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[22:23], v23, v68
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v14, v17, s[22:23]
	v_max_f32 v14, v23, v69                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[22:23], v23, v69
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v14, v17, s[22:23]
	ds_swizzle_b32 v14, v23 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v17, v23, v14
	v_cmp_u_f32 s[22:23], v23, v14
	v_mov_b32 v14, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v17, v14, s[22:23]
	v_and_b32 v14, 63, v0                               ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v14, 32, v14
	v_lshlrev_b32 v14, 2, v14
	ds_bpermute_b32 v17, v14, v23
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v23, v17
	v_cmp_u_f32 s[22:23], v23, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v14, v17, s[22:23]
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_126
	v_add_u32 v14, 0x12900, v9                          ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	ds_write_b32 v14, v23
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v14, 0x12900, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v17, v14
	v_add_u32 v14, 0x12940, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	ds_read_b32 v23, v14
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v17, v23
	v_cmp_u_f32 s[22:23], v17, v23
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v14, v17, s[22:23]
	v_add_u32 v14, 0x12980, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	ds_read_b32 v17, v14
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v23, v17
	v_cmp_u_f32 s[22:23], v23, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v14, v17, s[22:23]
	v_add_u32 v14, 0x129c0, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	ds_read_b32 v17, v14
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v23, v17
	v_cmp_u_f32 s[22:23], v23, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v14, v17, s[22:23]
	v_max_f32 v14, v2, v23                              ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[22:23], v2, v23
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v14, v17, s[22:23]
	v_sub_f32 v14, v2, v23                              ; examples/attention_decode.kgen:21
	v_mul_f32 v17, s14, v14                             ; examples/attention_decode.kgen:21
	v_mul_f32 v14, 0x3fb8aa3b, v17                      ; examples/attention_decode.kgen:21
	v_exp_f32 v17, v14                                  ; examples/attention_decode.kgen:21
	s_nop 0
	v_mul_f32 v14, v24, v17                             ; examples/attention_decode.kgen:23
	v_mul_f32 v68, v25, v17                             ; examples/attention_decode.kgen:23
	v_mul_f32 v69, v26, v17                             ; examples/attention_decode.kgen:23
	v_mul_f32 v70, v27, v17                             ; examples/attention_decode.kgen:23
	v_mul_f32 v71, v28, v17                             ; examples/attention_decode.kgen:23
	v_mul_f32 v72, v29, v17                             ; examples/attention_decode.kgen:23
	v_mul_f32 v73, v30, v17                             ; examples/attention_decode.kgen:23
	v_mul_f32 v74, v31, v17                             ; examples/attention_decode.kgen:23
	v_mov_b32 v24, v14                                  ; 'acc' scaled in place
	v_mov_b32 v25, v68                                  ; 'acc' scaled in place
	v_mov_b32 v26, v69                                  ; 'acc' scaled in place
	v_mov_b32 v27, v70                                  ; 'acc' scaled in place
	v_mov_b32 v28, v71                                  ; 'acc' scaled in place
	v_mov_b32 v29, v72                                  ; 'acc' scaled in place
	v_mov_b32 v30, v73                                  ; 'acc' scaled in place
	v_mov_b32 v31, v74                                  ; 'acc' scaled in place
	v_mov_b32 v14, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v68, s14, v14
	v_mov_b32 v14, 0xbfb8aa3b
	v_mul_f32 v69, s14, v14
	v_mul_f32 v14, v23, v69                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v69, v64, v68, v14                        ; examples/attention_decode.kgen:20
	v_exp_f32 v70, v69                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v69, v65, v68, v14                        ; examples/attention_decode.kgen:20
	v_exp_f32 v71, v69                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v69, v66, v68, v14                        ; examples/attention_decode.kgen:20
	v_exp_f32 v72, v69                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v69, v67, v68, v14                        ; examples/attention_decode.kgen:20
	v_exp_f32 v14, v69                                  ; examples/attention_decode.kgen:20
	v_bfe_u32 v64, v70, 16, 1                           ; round to bf16
	v_add3_u32 v65, v70, v64, s7
	v_cmp_u_f32 s[22:23], v70, v70
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[22:23]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v71, 16, 1                           ; round to bf16
	v_add3_u32 v66, v71, v65, s7
	v_cmp_u_f32 s[22:23], v71, v71
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v66, v65, s[22:23]
	v_and_b32 v65, 0xffff0000, v66
	v_bfe_u32 v66, v72, 16, 1                           ; round to bf16
	v_add3_u32 v67, v72, v66, s7
	v_cmp_u_f32 s[22:23], v72, v72
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v67, v66, s[22:23]
	v_and_b32 v66, 0xffff0000, v67
	v_bfe_u32 v67, v14, 16, 1                           ; round to bf16
	v_add3_u32 v68, v14, v67, s7
	v_cmp_u_f32 s[22:23], v14, v14
	v_mov_b32 v67, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v67, s[22:23]
	v_and_b32 v67, 0xffff0000, v68
	v_cndmask_b32 v68, 0, v64, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v64, 16, v68
	v_add_u32 v68, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v68, v64
	v_cndmask_b32 v64, 0, v65, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v65, 16, v64
	v_add_u32 v64, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v64, v65
	v_cndmask_b32 v64, 0, v66, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v65, 16, v64
	v_add_u32 v64, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v64, v65
	v_cndmask_b32 v64, 0, v67, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v65, 16, v64
	v_add_u32 v64, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v64, v65
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v64, 0x12a00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[66:69], v64
	ds_read_b128 v[74:77], v15 offset:21760             ; A fragment 0 of k-step 0
	ds_read_b128 v[78:81], v15 offset:24064             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[74:77], v[66:69], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[78:81], v[66:69], v[28:31] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_add_u32 v64, 0x12a40, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[66:69], v64
	ds_read_b128 v[74:77], v15 offset:21824             ; A fragment 0 of k-step 1
	ds_read_b128 v[78:81], v15 offset:24128             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[74:77], v[66:69], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[78:81], v[66:69], v[28:31] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_mul_f32 v64, v1, v17                              ; examples/attention_decode.kgen:22
	v_cndmask_b32 v17, 0, v70, s[20:21]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v71, s[20:21]                 ; absent elements contribute the identity
	v_cndmask_b32 v66, 0, v72, s[20:21]                 ; absent elements contribute the identity
	v_cndmask_b32 v67, 0, v14, s[20:21]                 ; absent elements contribute the identity
	v_add_f32 v14, v17, v65                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v17, v14, v66                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v14, v17, v67                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v17, v14 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v65, v14, v17
	v_and_b32 v14, 63, v0                               ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v14, 32, v14
	v_lshlrev_b32 v14, 2, v14
	ds_bpermute_b32 v17, v14, v65
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v65, v17
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_126
	v_add_u32 v17, 0x13b00, v9                          ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	ds_write_b32 v17, v14
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v14, 0x13b00, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v17, v14
	v_add_u32 v14, 0x13b40, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	ds_read_b32 v65, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v17, v65
	v_add_u32 v17, 0x13b80, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	ds_read_b32 v65, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v14, v65
	v_add_u32 v14, 0x13bc0, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	ds_read_b32 v65, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v17, v65
	v_add_f32 v17, v64, v14                             ; examples/attention_decode.kgen:22
	v_mov_b32 v1, v17                                   ; next 'l'
	v_mov_b32 v2, v23                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[32:35] offset:40192             ; 16 bytes into st1
	ds_write_b128 v7, v[36:39] offset:44544             ; 16 bytes into st1
	ds_write_b128 v7, v[40:43] offset:48896             ; 16 bytes into st1
	ds_write_b128 v7, v[44:47] offset:53248             ; 16 bytes into st1
	v_perm_b32 v14, v52, v48, s5                        ; (k, k+1) of column 0
	ds_write_b32 v16, v14 offset:57600                  ; a K-pair into st2
	v_perm_b32 v14, v52, v48, s6                        ; (k, k+1) of column 1
	ds_write_b32 v16, v14 offset:57744                  ; a K-pair into st2
	v_perm_b32 v14, v53, v49, s5                        ; (k, k+1) of column 2
	ds_write_b32 v16, v14 offset:57888                  ; a K-pair into st2
	v_perm_b32 v14, v53, v49, s6                        ; (k, k+1) of column 3
	ds_write_b32 v16, v14 offset:58032                  ; a K-pair into st2
	v_perm_b32 v14, v54, v50, s5                        ; (k, k+1) of column 4
	ds_write_b32 v16, v14 offset:58176                  ; a K-pair into st2
	v_perm_b32 v14, v54, v50, s6                        ; (k, k+1) of column 5
	ds_write_b32 v16, v14 offset:58320                  ; a K-pair into st2
	v_perm_b32 v14, v55, v51, s5                        ; (k, k+1) of column 6
	ds_write_b32 v16, v14 offset:58464                  ; a K-pair into st2
	v_perm_b32 v14, v55, v51, s6                        ; (k, k+1) of column 7
	ds_write_b32 v16, v14 offset:58608                  ; a K-pair into st2
	v_perm_b32 v14, v60, v56, s5                        ; (k, k+1) of column 0
	ds_write_b32 v16, v14 offset:57664                  ; a K-pair into st2
	v_perm_b32 v14, v60, v56, s6                        ; (k, k+1) of column 1
	ds_write_b32 v16, v14 offset:57808                  ; a K-pair into st2
	v_perm_b32 v14, v61, v57, s5                        ; (k, k+1) of column 2
	ds_write_b32 v16, v14 offset:57952                  ; a K-pair into st2
	v_perm_b32 v14, v61, v57, s6                        ; (k, k+1) of column 3
	ds_write_b32 v16, v14 offset:58096                  ; a K-pair into st2
	v_perm_b32 v14, v62, v58, s5                        ; (k, k+1) of column 4
	ds_write_b32 v16, v14 offset:58240                  ; a K-pair into st2
	v_perm_b32 v14, v62, v58, s6                        ; (k, k+1) of column 5
	ds_write_b32 v16, v14 offset:58384                  ; a K-pair into st2
	v_perm_b32 v14, v63, v59, s5                        ; (k, k+1) of column 6
	ds_write_b32 v16, v14 offset:58528                  ; a K-pair into st2
	v_perm_b32 v14, v63, v59, s6                        ; (k, k+1) of column 7
	ds_write_b32 v16, v14 offset:58672                  ; a K-pair into st2
.Lattention_decode_split_if3_end:
	s_add_u32 s15, s13, 64
	s_add_u32 s20, s15, 64
	s_cmp_lt_u32 s15, s12
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_decode_split_if4_end
	s_add_u32 s15, s29, s20
	s_mul_i32 s22, s15, 0x80
	s_mul_hi_u32 s23, s15, 0x80
	s_lshl_b64 s[32:33], s[22:23], 1
	s_add_u32 s22, s38, s32                             ; 'k' at this chunk
	s_addc_u32 s23, s39, s33
	s_cmp_lt_u32 s20, s12                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1967
	s_cbranch_scc1 .Lattention_decode_split_skip40
	global_load_dwordx4 v[32:35], v6, s[22:23]          ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip40:
	v_add_u32 v14, 0x1000, v6
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1967
	s_cbranch_scc1 .Lattention_decode_split_skip41
	global_load_dwordx4 v[36:39], v14, s[22:23]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip41:
	v_add_u32 v14, 0x2000, v6
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1967
	s_cbranch_scc1 .Lattention_decode_split_skip42
	global_load_dwordx4 v[40:43], v14, s[22:23]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip42:
	v_add_u32 v14, 0x3000, v6
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1967
	s_cbranch_scc1 .Lattention_decode_split_skip43
	global_load_dwordx4 v[44:47], v14, s[22:23]         ; examples/attention_decode.kgen:18: 16 bytes of 'k'
.Lattention_decode_split_skip43:
	s_add_u32 s20, s10, s32                             ; 'v' at this chunk
	s_addc_u32 s21, s11, s33
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1967
	s_cbranch_scc1 .Lattention_decode_split_skip44
	global_load_dwordx4 v[48:51], v19, s[20:21]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip44:
	v_add_u32 v14, 0x100, v19
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1967
	s_cbranch_scc1 .Lattention_decode_split_skip45
	global_load_dwordx4 v[52:55], v14, s[20:21]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip45:
	v_add_u32 v14, 0x2000, v19
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1967
	s_cbranch_scc1 .Lattention_decode_split_skip46
	global_load_dwordx4 v[56:59], v14, s[20:21]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip46:
	v_add_u32 v14, 0x2100, v19
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_1967
	s_cbranch_scc1 .Lattention_decode_split_skip47
	global_load_dwordx4 v[60:63], v14, s[20:21]         ; examples/attention_decode.kgen:23: 16 bytes of 'v'
.Lattention_decode_split_skip47:
	v_mov_b32 v64, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v12                          ; B fragment 0 of k-step 0
	ds_read_b128 v[72:75], v11 offset:40192             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[64:67], v[72:75], v[68:71], v[64:67] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[68:71], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[72:75], v11 offset:40256             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[64:67], v[72:75], v[68:71], v[64:67] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[68:71], v12 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[72:75], v11 offset:40320             ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[64:67], v[72:75], v[68:71], v[64:67] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[68:71], v12 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[72:75], v11 offset:40384             ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[64:67], v[72:75], v[68:71], v[64:67] ; examples/attention_decode.kgen:18: mfma 16x16x32
	v_cmp_lt_u32 s[20:21], v3, s27                      ; 'r' element in bounds
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	s_nop 0
	s_nop 4
	v_cndmask_b32 v17, v14, v64, s[20:21]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v23, v14, v65, s[20:21]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v68, v14, v66, s[20:21]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v69, v14, v67, s[20:21]
	v_max_f32 v14, v17, v23                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[22:23], v17, v23
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v14, v17, s[22:23]
	v_max_f32 v14, v23, v68                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[22:23], v23, v68
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v14, v17, s[22:23]
	v_max_f32 v14, v23, v69                             ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[22:23], v23, v69
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v14, v17, s[22:23]
	ds_swizzle_b32 v14, v23 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v17, v23, v14
	v_cmp_u_f32 s[22:23], v23, v14
	v_mov_b32 v14, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v17, v14, s[22:23]
	v_and_b32 v14, 63, v0                               ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v14, 32, v14
	v_lshlrev_b32 v14, 2, v14
	ds_bpermute_b32 v17, v14, v23
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v23, v17
	v_cmp_u_f32 s[22:23], v23, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v14, v17, s[22:23]
	s_and_saveexec_b64 s[22:23], s[36:37]               ; lanes where %vpred_126
	v_add_u32 v14, 0x12900, v9                          ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	ds_write_b32 v14, v23
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v14, 0x12900, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v17, v14
	v_add_u32 v14, 0x12940, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	ds_read_b32 v23, v14
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v17, v23
	v_cmp_u_f32 s[22:23], v17, v23
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v14, v17, s[22:23]
	v_add_u32 v14, 0x12980, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	ds_read_b32 v17, v14
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v23, v17
	v_cmp_u_f32 s[22:23], v23, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v14, v17, s[22:23]
	v_add_u32 v14, 0x129c0, v13                         ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	ds_read_b32 v17, v14
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v23, v17
	v_cmp_u_f32 s[22:23], v23, v17
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v14, v17, s[22:23]
	v_max_f32 v14, v2, v23                              ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[22:23], v2, v23
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v23, v14, v17, s[22:23]
	v_sub_f32 v14, v2, v23                              ; examples/attention_decode.kgen:21
	v_mul_f32 v17, s14, v14                             ; examples/attention_decode.kgen:21
	v_mul_f32 v14, 0x3fb8aa3b, v17                      ; examples/attention_decode.kgen:21
	v_exp_f32 v17, v14                                  ; examples/attention_decode.kgen:21
	s_nop 0
	v_mul_f32 v14, v24, v17                             ; examples/attention_decode.kgen:23
	v_mul_f32 v68, v25, v17                             ; examples/attention_decode.kgen:23
	v_mul_f32 v69, v26, v17                             ; examples/attention_decode.kgen:23
	v_mul_f32 v70, v27, v17                             ; examples/attention_decode.kgen:23
	v_mul_f32 v71, v28, v17                             ; examples/attention_decode.kgen:23
	v_mul_f32 v72, v29, v17                             ; examples/attention_decode.kgen:23
	v_mul_f32 v73, v30, v17                             ; examples/attention_decode.kgen:23
	v_mul_f32 v74, v31, v17                             ; examples/attention_decode.kgen:23
	v_mov_b32 v24, v14                                  ; 'acc' scaled in place
	v_mov_b32 v25, v68                                  ; 'acc' scaled in place
	v_mov_b32 v26, v69                                  ; 'acc' scaled in place
	v_mov_b32 v27, v70                                  ; 'acc' scaled in place
	v_mov_b32 v28, v71                                  ; 'acc' scaled in place
	v_mov_b32 v29, v72                                  ; 'acc' scaled in place
	v_mov_b32 v30, v73                                  ; 'acc' scaled in place
	v_mov_b32 v31, v74                                  ; 'acc' scaled in place
	v_mov_b32 v14, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v68, s14, v14
	v_mov_b32 v14, 0xbfb8aa3b
	v_mul_f32 v69, s14, v14
	v_mul_f32 v14, v23, v69                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v69, v64, v68, v14                        ; examples/attention_decode.kgen:20
	v_exp_f32 v70, v69                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v69, v65, v68, v14                        ; examples/attention_decode.kgen:20
	v_exp_f32 v71, v69                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v69, v66, v68, v14                        ; examples/attention_decode.kgen:20
	v_exp_f32 v72, v69                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v69, v67, v68, v14                        ; examples/attention_decode.kgen:20
	v_exp_f32 v14, v69                                  ; examples/attention_decode.kgen:20
	v_bfe_u32 v64, v70, 16, 1                           ; round to bf16
	v_add3_u32 v65, v70, v64, s7
	v_cmp_u_f32 s[22:23], v70, v70
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[22:23]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v71, 16, 1                           ; round to bf16
	v_add3_u32 v66, v71, v65, s7
	v_cmp_u_f32 s[22:23], v71, v71
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v66, v65, s[22:23]
	v_and_b32 v65, 0xffff0000, v66
	v_bfe_u32 v66, v72, 16, 1                           ; round to bf16
	v_add3_u32 v67, v72, v66, s7
	v_cmp_u_f32 s[22:23], v72, v72
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v67, v66, s[22:23]
	v_and_b32 v66, 0xffff0000, v67
	v_bfe_u32 v67, v14, 16, 1                           ; round to bf16
	v_add3_u32 v68, v14, v67, s7
	v_cmp_u_f32 s[22:23], v14, v14
	v_mov_b32 v67, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v67, s[22:23]
	v_and_b32 v67, 0xffff0000, v68
	v_cndmask_b32 v68, 0, v64, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v64, 16, v68
	v_add_u32 v68, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v68, v64
	v_cndmask_b32 v64, 0, v65, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v65, 16, v64
	v_add_u32 v64, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v64, v65
	v_cndmask_b32 v64, 0, v66, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v65, 16, v64
	v_add_u32 v64, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v64, v65
	v_cndmask_b32 v64, 0, v67, s[20:21]                 ; absent elements add nothing
	v_lshrrev_b32 v65, 16, v64
	v_add_u32 v64, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v64, v65
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v64, 0x12a00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[66:69], v64
	ds_read_b128 v[74:77], v15 offset:57600             ; A fragment 0 of k-step 0
	ds_read_b128 v[78:81], v15 offset:59904             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[74:77], v[66:69], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[78:81], v[66:69], v[28:31] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_add_u32 v64, 0x12a40, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[66:69], v64
	ds_read_b128 v[74:77], v15 offset:57664             ; A fragment 0 of k-step 1
	ds_read_b128 v[78:81], v15 offset:59968             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[74:77], v[66:69], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[78:81], v[66:69], v[28:31] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_mul_f32 v64, v1, v17                              ; examples/attention_decode.kgen:22
	v_cndmask_b32 v17, 0, v70, s[20:21]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v71, s[20:21]                 ; absent elements contribute the identity
	v_cndmask_b32 v66, 0, v72, s[20:21]                 ; absent elements contribute the identity
	v_cndmask_b32 v67, 0, v14, s[20:21]                 ; absent elements contribute the identity
	v_add_f32 v14, v17, v65                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v17, v14, v66                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v14, v17, v67                             ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v17, v14 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v65, v14, v17
	v_and_b32 v14, 63, v0                               ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v14, 32, v14
	v_lshlrev_b32 v14, 2, v14
	ds_bpermute_b32 v17, v14, v65
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v65, v17
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_126
	v_add_u32 v17, 0x13b00, v9                          ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	ds_write_b32 v17, v14
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v14, 0x13b00, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v17, v14
	v_add_u32 v14, 0x13b40, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	ds_read_b32 v65, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v17, v65
	v_add_u32 v17, 0x13b80, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	ds_read_b32 v65, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v14, v65
	v_add_u32 v14, 0x13bc0, v13                         ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	ds_read_b32 v65, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v17, v65
	v_add_f32 v17, v64, v14                             ; examples/attention_decode.kgen:22
	v_mov_b32 v1, v17                                   ; next 'l'
	v_mov_b32 v2, v23                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[32:35] offset:4352              ; 16 bytes into st1
	ds_write_b128 v7, v[36:39] offset:8704              ; 16 bytes into st1
	ds_write_b128 v7, v[40:43] offset:13056             ; 16 bytes into st1
	ds_write_b128 v7, v[44:47] offset:17408             ; 16 bytes into st1
	v_perm_b32 v14, v52, v48, s5                        ; (k, k+1) of column 0
	ds_write_b32 v16, v14 offset:21760                  ; a K-pair into st2
	v_perm_b32 v14, v52, v48, s6                        ; (k, k+1) of column 1
	ds_write_b32 v16, v14 offset:21904                  ; a K-pair into st2
	v_perm_b32 v14, v53, v49, s5                        ; (k, k+1) of column 2
	ds_write_b32 v16, v14 offset:22048                  ; a K-pair into st2
	v_perm_b32 v14, v53, v49, s6                        ; (k, k+1) of column 3
	ds_write_b32 v16, v14 offset:22192                  ; a K-pair into st2
	v_perm_b32 v14, v54, v50, s5                        ; (k, k+1) of column 4
	ds_write_b32 v16, v14 offset:22336                  ; a K-pair into st2
	v_perm_b32 v14, v54, v50, s6                        ; (k, k+1) of column 5
	ds_write_b32 v16, v14 offset:22480                  ; a K-pair into st2
	v_perm_b32 v14, v55, v51, s5                        ; (k, k+1) of column 6
	ds_write_b32 v16, v14 offset:22624                  ; a K-pair into st2
	v_perm_b32 v14, v55, v51, s6                        ; (k, k+1) of column 7
	ds_write_b32 v16, v14 offset:22768                  ; a K-pair into st2
	v_perm_b32 v14, v60, v56, s5                        ; (k, k+1) of column 0
	ds_write_b32 v16, v14 offset:21824                  ; a K-pair into st2
	v_perm_b32 v14, v60, v56, s6                        ; (k, k+1) of column 1
	ds_write_b32 v16, v14 offset:21968                  ; a K-pair into st2
	v_perm_b32 v14, v61, v57, s5                        ; (k, k+1) of column 2
	ds_write_b32 v16, v14 offset:22112                  ; a K-pair into st2
	v_perm_b32 v14, v61, v57, s6                        ; (k, k+1) of column 3
	ds_write_b32 v16, v14 offset:22256                  ; a K-pair into st2
	v_perm_b32 v14, v62, v58, s5                        ; (k, k+1) of column 4
	ds_write_b32 v16, v14 offset:22400                  ; a K-pair into st2
	v_perm_b32 v14, v62, v58, s6                        ; (k, k+1) of column 5
	ds_write_b32 v16, v14 offset:22544                  ; a K-pair into st2
	v_perm_b32 v14, v63, v59, s5                        ; (k, k+1) of column 6
	ds_write_b32 v16, v14 offset:22688                  ; a K-pair into st2
	v_perm_b32 v14, v63, v59, s6                        ; (k, k+1) of column 7
	ds_write_b32 v16, v14 offset:22832                  ; a K-pair into st2
.Lattention_decode_split_if4_end:
	s_add_u32 s13, s13, 0x80
	s_cmp_lt_u32 s13, s12
	s_cbranch_scc1 .Lattention_decode_split_loop2
.Lattention_decode_split_loop2_end:
	s_add_u32 s5, s12, 63
	s_and_b32 s6, s5, 0xffffffc0                        ; the first chunk of 'tt' the pipeline left
	s_mov_b32 s5, s6                                    ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s5, s30
	s_cbranch_scc1 .Lattention_decode_split_loop3_end
.Lattention_decode_split_loop3:
	s_add_u32 s6, s29, s5
	s_sub_u32 s12, s30, s5
	s_mul_i32 s20, s6, 0x80
	s_mul_hi_u32 s21, s6, 0x80
	s_lshl_b64 s[22:23], s[20:21], 1
	s_add_u32 s20, s38, s22                             ; 'k' at this chunk
	s_addc_u32 s21, s39, s23
	v_cmp_lt_u32 s[32:33], v4, s12                      ; 'tt' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_916
	global_load_ushort v6, v20, s[20:21]                ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_916
	global_load_ushort v6, v20, s[20:21] offset:2       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_916
	global_load_ushort v6, v20, s[20:21] offset:4       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_916
	global_load_ushort v6, v20, s[20:21] offset:6       ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v6
	v_add_u32 v6, 8, v4
	v_cmp_lt_u32 s[34:35], v6, s12                      ; 'tt' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[40:41], s[34:35]               ; lanes where %vpred_926
	global_load_ushort v6, v20, s[20:21] offset:2048    ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[40:41], s[34:35]               ; lanes where %vpred_926
	global_load_ushort v6, v20, s[20:21] offset:2050    ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[40:41], s[34:35]               ; lanes where %vpred_926
	global_load_ushort v6, v20, s[20:21] offset:2052    ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[40:41], s[34:35]               ; lanes where %vpred_926
	global_load_ushort v6, v20, s[20:21] offset:2054    ; examples/attention_decode.kgen:18: load of 'k'
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v6
	v_add_u32 v6, 16, v4
	v_cmp_lt_u32 s[40:41], v6, s12                      ; 'tt' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_936
	v_add_u32 v34, 0x1000, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v34, s[20:21]
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_936
	v_add_u32 v35, 0x1002, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v35, s[20:21]
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_936
	v_add_u32 v36, 0x1004, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v36, s[20:21]
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_936
	v_add_u32 v37, 0x1006, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v37, s[20:21]
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v6
	v_add_u32 v6, 24, v4
	v_cmp_lt_u32 s[42:43], v6, s12                      ; 'tt' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_946
	v_add_u32 v38, 0x1800, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v38, s[20:21]
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_946
	v_add_u32 v39, 0x1802, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v39, s[20:21]
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_946
	v_add_u32 v40, 0x1804, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v40, s[20:21]
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_946
	v_add_u32 v41, 0x1806, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v41, s[20:21]
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v6
	v_add_u32 v6, 32, v4
	v_cmp_lt_u32 s[44:45], v6, s12                      ; 'tt' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_956
	v_add_u32 v42, 0x2000, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v42, s[20:21]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_956
	v_add_u32 v43, 0x2002, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v43, s[20:21]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_956
	v_add_u32 v44, 0x2004, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v44, s[20:21]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_956
	v_add_u32 v45, 0x2006, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v45, s[20:21]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v6
	v_add_u32 v6, 40, v4
	v_cmp_lt_u32 s[46:47], v6, s12                      ; 'tt' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_966
	v_add_u32 v46, 0x2800, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v46, s[20:21]
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_966
	v_add_u32 v47, 0x2802, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v47, s[20:21]
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_966
	v_add_u32 v48, 0x2804, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v48, s[20:21]
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[48:49], s[46:47]               ; lanes where %vpred_966
	v_add_u32 v49, 0x2806, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v49, s[20:21]
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v6
	v_add_u32 v6, 48, v4
	v_cmp_lt_u32 s[48:49], v6, s12                      ; 'tt' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_976
	v_add_u32 v50, 0x3000, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v50, s[20:21]
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_976
	v_add_u32 v51, 0x3002, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v51, s[20:21]
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_976
	v_add_u32 v52, 0x3004, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v52, s[20:21]
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[50:51], s[48:49]               ; lanes where %vpred_976
	v_add_u32 v53, 0x3006, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v53, s[20:21]
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v6
	v_add_u32 v6, 56, v4
	v_cmp_lt_u32 s[50:51], v6, s12                      ; 'tt' element in bounds
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_986
	v_add_u32 v54, 0x3800, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v54, s[20:21]
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_986
	v_add_u32 v55, 0x3802, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v55, s[20:21]
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_986
	v_add_u32 v56, 0x3804, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v56, s[20:21]
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_986
	v_add_u32 v57, 0x3806, v20                          ; examples/attention_decode.kgen:18: load of 'k'
	global_load_ushort v6, v57, s[20:21]
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v6
	v_lshrrev_b32 v6, 16, v7
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v22, v6 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v14
	ds_write_b16 v22, v6 offset:4354                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v16
	ds_write_b16 v22, v6 offset:4356                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v17
	ds_write_b16 v22, v6 offset:4358                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v19
	ds_write_b16 v22, v6 offset:6528                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v23
	ds_write_b16 v22, v6 offset:6530                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v32
	ds_write_b16 v22, v6 offset:6532                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v33
	ds_write_b16 v22, v6 offset:6534                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v34
	ds_write_b16 v22, v6 offset:8704                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v35
	ds_write_b16 v22, v6 offset:8706                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v36
	ds_write_b16 v22, v6 offset:8708                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v37
	ds_write_b16 v22, v6 offset:8710                    ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v38
	ds_write_b16 v22, v6 offset:10880                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v39
	ds_write_b16 v22, v6 offset:10882                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v40
	ds_write_b16 v22, v6 offset:10884                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v41
	ds_write_b16 v22, v6 offset:10886                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v42
	ds_write_b16 v22, v6 offset:13056                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v43
	ds_write_b16 v22, v6 offset:13058                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v44
	ds_write_b16 v22, v6 offset:13060                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v45
	ds_write_b16 v22, v6 offset:13062                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v46
	ds_write_b16 v22, v6 offset:15232                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v47
	ds_write_b16 v22, v6 offset:15234                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v48
	ds_write_b16 v22, v6 offset:15236                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v49
	ds_write_b16 v22, v6 offset:15238                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v50
	ds_write_b16 v22, v6 offset:17408                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v51
	ds_write_b16 v22, v6 offset:17410                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v52
	ds_write_b16 v22, v6 offset:17412                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v53
	ds_write_b16 v22, v6 offset:17414                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v54
	ds_write_b16 v22, v6 offset:19584                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v55
	ds_write_b16 v22, v6 offset:19586                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v56
	ds_write_b16 v22, v6 offset:19588                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v57
	ds_write_b16 v22, v6 offset:19590                   ; A operand of the product: stage
	v_mov_b32 v32, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v33, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v34, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	v_mov_b32 v35, 0                                    ; examples/attention_decode.kgen:18: product accumulator
	ds_read_b128 v[36:39], v12                          ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[40:43], v11 offset:4352              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[40:43], v[36:39], v[32:35] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[36:39], v12 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[40:43], v11 offset:4416              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[40:43], v[36:39], v[32:35] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[36:39], v12 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[40:43], v11 offset:4480              ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[40:43], v[36:39], v[32:35] ; examples/attention_decode.kgen:18: mfma 16x16x32
	ds_read_b128 v[36:39], v12 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[40:43], v11 offset:4544              ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[40:43], v[36:39], v[32:35] ; examples/attention_decode.kgen:18: mfma 16x16x32
	v_cmp_lt_u32 s[20:21], v3, s27                      ; 'r' element in bounds
	v_cmp_lt_u32 s[52:53], v5, s12                      ; 'tt' element in bounds
	s_and_b64 s[54:55], s[20:21], s[52:53]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	s_nop 3
	v_cndmask_b32 v7, v6, v32, s[54:55]
	v_add_u32 v6, 1, v5
	v_cmp_lt_u32 s[52:53], v6, s12                      ; 'tt' element in bounds
	s_and_b64 s[56:57], s[20:21], s[52:53]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v14, v6, v33, s[56:57]
	v_add_u32 v6, 2, v5
	v_cmp_lt_u32 s[52:53], v6, s12                      ; 'tt' element in bounds
	s_and_b64 s[58:59], s[20:21], s[52:53]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v16, v6, v34, s[58:59]
	v_add_u32 v6, 3, v5
	v_cmp_lt_u32 s[52:53], v6, s12                      ; 'tt' element in bounds
	s_and_b64 s[12:13], s[20:21], s[52:53]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v17, v6, v35, s[12:13]
	v_max_f32 v6, v7, v14                               ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v7, v14
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v6, v7, s[20:21]
	v_max_f32 v6, v14, v16                              ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v14, v16
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v6, v7, s[20:21]
	v_max_f32 v6, v14, v17                              ; max over 'tt' (examples/attention_decode.kgen:19)
	v_cmp_u_f32 s[20:21], v14, v17
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v6, v7, s[20:21]
	ds_swizzle_b32 v6, v14 offset:swizzle(SWAP,16)      ; max over 'tt' (examples/attention_decode.kgen:19): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v7, v14, v6
	v_cmp_u_f32 s[20:21], v14, v6
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v7, v6, s[20:21]
	v_and_b32 v6, 63, v0                                ; max over 'tt' (examples/attention_decode.kgen:19): lanes 32 apart
	v_xor_b32 v6, 32, v6
	v_lshlrev_b32 v6, 2, v6
	ds_bpermute_b32 v7, v6, v14
	s_waitcnt lgkmcnt(0)
	v_max_f32 v6, v14, v7
	v_cmp_u_f32 s[20:21], v14, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v6, v7, s[20:21]
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_126
	v_add_u32 v6, 0x12900, v9                           ; max over 'tt' (examples/attention_decode.kgen:19): this warp group's partial
	ds_write_b32 v6, v14
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v6, 0x12900, v13                          ; max over 'tt' (examples/attention_decode.kgen:19): warp group 0
	ds_read_b32 v7, v6
	v_add_u32 v6, 0x12940, v13                          ; max over 'tt' (examples/attention_decode.kgen:19): warp group 1
	ds_read_b32 v14, v6
	s_waitcnt lgkmcnt(0)
	v_max_f32 v6, v7, v14
	v_cmp_u_f32 s[20:21], v7, v14
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v6, v7, s[20:21]
	v_add_u32 v6, 0x12980, v13                          ; max over 'tt' (examples/attention_decode.kgen:19): warp group 2
	ds_read_b32 v7, v6
	s_waitcnt lgkmcnt(0)
	v_max_f32 v6, v14, v7
	v_cmp_u_f32 s[20:21], v14, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v6, v7, s[20:21]
	v_add_u32 v6, 0x129c0, v13                          ; max over 'tt' (examples/attention_decode.kgen:19): warp group 3
	ds_read_b32 v7, v6
	s_waitcnt lgkmcnt(0)
	v_max_f32 v6, v14, v7
	v_cmp_u_f32 s[20:21], v14, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v6, v7, s[20:21]
	v_max_f32 v6, v2, v14                               ; examples/attention_decode.kgen:19
	v_cmp_u_f32 s[20:21], v2, v14
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v14, v6, v7, s[20:21]
	v_sub_f32 v6, v2, v14                               ; examples/attention_decode.kgen:21
	v_mul_f32 v7, s14, v6                               ; examples/attention_decode.kgen:21
	v_mul_f32 v6, 0x3fb8aa3b, v7                        ; examples/attention_decode.kgen:21
	v_exp_f32 v7, v6                                    ; examples/attention_decode.kgen:21
	s_nop 0
	v_mul_f32 v6, v24, v7                               ; examples/attention_decode.kgen:23
	v_mul_f32 v16, v25, v7                              ; examples/attention_decode.kgen:23
	v_mul_f32 v17, v26, v7                              ; examples/attention_decode.kgen:23
	v_mul_f32 v19, v27, v7                              ; examples/attention_decode.kgen:23
	v_mul_f32 v23, v28, v7                              ; examples/attention_decode.kgen:23
	v_mul_f32 v36, v29, v7                              ; examples/attention_decode.kgen:23
	v_mul_f32 v37, v30, v7                              ; examples/attention_decode.kgen:23
	v_mul_f32 v38, v31, v7                              ; examples/attention_decode.kgen:23
	v_mov_b32 v24, v6                                   ; 'acc' scaled in place
	v_mov_b32 v25, v16                                  ; 'acc' scaled in place
	v_mov_b32 v26, v17                                  ; 'acc' scaled in place
	v_mov_b32 v27, v19                                  ; 'acc' scaled in place
	v_mov_b32 v28, v23                                  ; 'acc' scaled in place
	v_mov_b32 v29, v36                                  ; 'acc' scaled in place
	v_mov_b32 v30, v37                                  ; 'acc' scaled in place
	v_mov_b32 v31, v38                                  ; 'acc' scaled in place
	s_add_u32 s20, s10, s22                             ; 'v' at this chunk
	s_addc_u32 s21, s11, s23
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_916
	global_load_ushort v6, v20, s[20:21]                ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_916
	global_load_ushort v6, v20, s[20:21] offset:2       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_916
	global_load_ushort v6, v20, s[20:21] offset:4       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[32:33]               ; lanes where %vpred_916
	global_load_ushort v6, v20, s[20:21] offset:6       ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_926
	global_load_ushort v6, v20, s[20:21] offset:2048    ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_926
	global_load_ushort v6, v20, s[20:21] offset:2050    ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_926
	global_load_ushort v6, v20, s[20:21] offset:2052    ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[34:35]               ; lanes where %vpred_926
	global_load_ushort v6, v20, s[20:21] offset:2054    ; examples/attention_decode.kgen:23: load of 'v'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_936
	v_add_u32 v40, 0x1000, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v40, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_936
	v_add_u32 v41, 0x1002, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v41, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_936
	v_add_u32 v42, 0x1004, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v42, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_936
	v_add_u32 v43, 0x1006, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v43, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_946
	v_add_u32 v44, 0x1800, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v44, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_946
	v_add_u32 v45, 0x1802, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v45, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_946
	v_add_u32 v46, 0x1804, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v46, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[42:43]               ; lanes where %vpred_946
	v_add_u32 v47, 0x1806, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v47, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_956
	v_add_u32 v48, 0x2000, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v48, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_956
	v_add_u32 v49, 0x2002, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v49, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_956
	v_add_u32 v50, 0x2004, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v50, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[44:45]               ; lanes where %vpred_956
	v_add_u32 v51, 0x2006, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v51, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_966
	v_add_u32 v52, 0x2800, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v52, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_966
	v_add_u32 v53, 0x2802, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v53, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_966
	v_add_u32 v54, 0x2804, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v54, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_966
	v_add_u32 v55, 0x2806, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v55, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[48:49]               ; lanes where %vpred_976
	v_add_u32 v56, 0x3000, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v56, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[48:49]               ; lanes where %vpred_976
	v_add_u32 v57, 0x3002, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v57, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[48:49]               ; lanes where %vpred_976
	v_add_u32 v58, 0x3004, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v58, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[48:49]               ; lanes where %vpred_976
	v_add_u32 v59, 0x3006, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v59, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[50:51]               ; lanes where %vpred_986
	v_add_u32 v60, 0x3800, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v60, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[50:51]               ; lanes where %vpred_986
	v_add_u32 v61, 0x3802, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v61, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[50:51]               ; lanes where %vpred_986
	v_add_u32 v62, 0x3804, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v62, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v6
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[50:51]               ; lanes where %vpred_986
	v_add_u32 v63, 0x3806, v20                          ; examples/attention_decode.kgen:23: load of 'v'
	global_load_ushort v6, v63, s[20:21]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v6
	v_lshrrev_b32 v6, 16, v16
	ds_write_b16 v21, v6 offset:21760                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v17
	ds_write_b16 v21, v6 offset:21904                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v19
	ds_write_b16 v21, v6 offset:22048                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v23
	ds_write_b16 v21, v6 offset:22192                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v36
	ds_write_b16 v21, v6 offset:21776                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v37
	ds_write_b16 v21, v6 offset:21920                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v38
	ds_write_b16 v21, v6 offset:22064                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v39
	ds_write_b16 v21, v6 offset:22208                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v40
	ds_write_b16 v21, v6 offset:21792                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v41
	ds_write_b16 v21, v6 offset:21936                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v42
	ds_write_b16 v21, v6 offset:22080                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v43
	ds_write_b16 v21, v6 offset:22224                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v44
	ds_write_b16 v21, v6 offset:21808                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v45
	ds_write_b16 v21, v6 offset:21952                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v46
	ds_write_b16 v21, v6 offset:22096                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v47
	ds_write_b16 v21, v6 offset:22240                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v48
	ds_write_b16 v21, v6 offset:21824                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v49
	ds_write_b16 v21, v6 offset:21968                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v50
	ds_write_b16 v21, v6 offset:22112                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v51
	ds_write_b16 v21, v6 offset:22256                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v52
	ds_write_b16 v21, v6 offset:21840                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v53
	ds_write_b16 v21, v6 offset:21984                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v54
	ds_write_b16 v21, v6 offset:22128                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v55
	ds_write_b16 v21, v6 offset:22272                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v56
	ds_write_b16 v21, v6 offset:21856                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v57
	ds_write_b16 v21, v6 offset:22000                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v58
	ds_write_b16 v21, v6 offset:22144                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v59
	ds_write_b16 v21, v6 offset:22288                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v60
	ds_write_b16 v21, v6 offset:21872                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v61
	ds_write_b16 v21, v6 offset:22016                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v62
	ds_write_b16 v21, v6 offset:22160                   ; A operand of the product: stage
	v_lshrrev_b32 v6, 16, v63
	ds_write_b16 v21, v6 offset:22304                   ; A operand of the product: stage
	v_mov_b32 v6, 0x3fb8aa3b                            ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:20)
	v_mul_f32 v16, s14, v6
	v_mov_b32 v6, 0xbfb8aa3b
	v_mul_f32 v17, s14, v6
	v_mul_f32 v6, v14, v17                              ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:20)
	v_fma_f32 v17, v32, v16, v6                         ; examples/attention_decode.kgen:20
	v_exp_f32 v19, v17                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v17, v33, v16, v6                         ; examples/attention_decode.kgen:20
	v_exp_f32 v23, v17                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v17, v34, v16, v6                         ; examples/attention_decode.kgen:20
	v_exp_f32 v36, v17                                  ; examples/attention_decode.kgen:20
	v_fma_f32 v17, v35, v16, v6                         ; examples/attention_decode.kgen:20
	v_exp_f32 v6, v17                                   ; examples/attention_decode.kgen:20
	v_bfe_u32 v16, v19, 16, 1                           ; round to bf16
	v_add3_u32 v17, v19, v16, s7
	v_cmp_u_f32 s[20:21], v19, v19
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v17, v17, v16, s[20:21]
	v_and_b32 v16, 0xffff0000, v17
	v_bfe_u32 v17, v23, 16, 1                           ; round to bf16
	v_add3_u32 v32, v23, v17, s7
	v_cmp_u_f32 s[20:21], v23, v23
	v_mov_b32 v17, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v17, s[20:21]
	v_and_b32 v17, 0xffff0000, v32
	v_bfe_u32 v32, v36, 16, 1                           ; round to bf16
	v_add3_u32 v33, v36, v32, s7
	v_cmp_u_f32 s[20:21], v36, v36
	v_mov_b32 v32, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v33, v32, s[20:21]
	v_and_b32 v32, 0xffff0000, v33
	v_bfe_u32 v33, v6, 16, 1                            ; round to bf16
	v_add3_u32 v34, v6, v33, s7
	v_cmp_u_f32 s[20:21], v6, v6
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v34, v34, v33, s[20:21]
	v_and_b32 v33, 0xffff0000, v34
	v_cndmask_b32 v34, 0, v16, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v16, 16, v34
	v_add_u32 v34, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v34, v16
	v_cndmask_b32 v16, 0, v17, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	v_add_u32 v16, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v16, v17
	v_cndmask_b32 v16, 0, v32, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	v_add_u32 v16, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v16, v17
	v_cndmask_b32 v16, 0, v33, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v17, 16, v16
	v_add_u32 v16, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v16, v17
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v16, 0x12a00, v10                         ; B fragment 0 of k-step 0
	ds_read_b128 v[32:35], v16
	ds_read_b128 v[38:41], v15 offset:21760             ; A fragment 0 of k-step 0
	ds_read_b128 v[42:45], v15 offset:24064             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[38:41], v[32:35], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[42:45], v[32:35], v[28:31] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_add_u32 v16, 0x12a40, v10                         ; B fragment 0 of k-step 1
	ds_read_b128 v[32:35], v16
	ds_read_b128 v[38:41], v15 offset:21824             ; A fragment 0 of k-step 1
	ds_read_b128 v[42:45], v15 offset:24128             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[24:27], v[38:41], v[32:35], v[24:27] ; examples/attention_decode.kgen:23: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[42:45], v[32:35], v[28:31] ; examples/attention_decode.kgen:23: mfma 16x16x32
	v_mul_f32 v16, v1, v7                               ; examples/attention_decode.kgen:22
	v_cndmask_b32 v7, 0, v19, s[54:55]                  ; absent elements contribute the identity
	v_cndmask_b32 v17, 0, v23, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v19, 0, v36, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v23, 0, v6, s[12:13]                  ; absent elements contribute the identity
	v_add_f32 v6, v7, v17                               ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v7, v6, v19                               ; sum over 'tt' (examples/attention_decode.kgen:22)
	v_add_f32 v6, v7, v23                               ; sum over 'tt' (examples/attention_decode.kgen:22)
	ds_swizzle_b32 v7, v6 offset:swizzle(SWAP,16)       ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v17, v6, v7
	v_and_b32 v6, 63, v0                                ; sum over 'tt' (examples/attention_decode.kgen:22): lanes 32 apart
	v_xor_b32 v6, 32, v6
	v_lshlrev_b32 v6, 2, v6
	ds_bpermute_b32 v7, v6, v17
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v17, v7
	s_and_saveexec_b64 s[12:13], s[36:37]               ; lanes where %vpred_126
	v_add_u32 v7, 0x13b00, v9                           ; sum over 'tt' (examples/attention_decode.kgen:22): this warp group's partial
	ds_write_b32 v7, v6
	s_mov_b64 exec, s[12:13]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v6, 0x13b00, v13                          ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 0
	ds_read_b32 v7, v6
	v_add_u32 v6, 0x13b40, v13                          ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 1
	ds_read_b32 v17, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v7, v17
	v_add_u32 v7, 0x13b80, v13                          ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 2
	ds_read_b32 v17, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v6, v17
	v_add_u32 v6, 0x13bc0, v13                          ; sum over 'tt' (examples/attention_decode.kgen:22): warp group 3
	ds_read_b32 v17, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v7, v17
	v_add_f32 v7, v16, v6                               ; examples/attention_decode.kgen:22
	v_mov_b32 v1, v7                                    ; next 'l'
	v_mov_b32 v2, v14                                   ; next 'mx'
	s_add_u32 s5, s5, 64
	s_cmp_lt_u32 s5, s30
	s_cbranch_scc1 .Lattention_decode_split_loop3
.Lattention_decode_split_loop3_end:
	v_cmp_lt_u32 s[6:7], v3, s27                        ; 'r' element in bounds
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1270
	global_store_dword v8, v24, s[8:9]                  ; examples/attention_decode.kgen:17: store to 'acc_parts'
	global_store_dword v8, v25, s[8:9] offset:4         ; examples/attention_decode.kgen:17: store to 'acc_parts'
	global_store_dword v8, v26, s[8:9] offset:8         ; examples/attention_decode.kgen:17: store to 'acc_parts'
	global_store_dword v8, v27, s[8:9] offset:12        ; examples/attention_decode.kgen:17: store to 'acc_parts'
	global_store_dword v8, v28, s[8:9] offset:64        ; examples/attention_decode.kgen:17: store to 'acc_parts'
	global_store_dword v8, v29, s[8:9] offset:68        ; examples/attention_decode.kgen:17: store to 'acc_parts'
	global_store_dword v8, v30, s[8:9] offset:72        ; examples/attention_decode.kgen:17: store to 'acc_parts'
	global_store_dword v8, v31, s[8:9] offset:76        ; examples/attention_decode.kgen:17: store to 'acc_parts'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[8:9], s[6:7], s[16:17]
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_1271
	global_store_dword v13, v1, s[24:25]                ; examples/attention_decode.kgen:17: store to 'l_parts'
	global_store_dword v13, v2, s[18:19]                ; examples/attention_decode.kgen:17: store to 'mx_parts'
	s_mov_b64 exec, s[6:7]
.Lattention_decode_split_if0_end:
	s_endpgm
.Lfunc_end_attention_decode_split:
	.size	attention_decode_split, .Lfunc_end_attention_decode_split-attention_decode_split

; kernel attention_decode_split_fold: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel attention_decode_split_fold from examples/attention_decode.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: r, bh
;   chunk: part: 1, bh: 1, r: 16, d: 128; walked in chunks: part
;   layout: part:1 x bh:1 x r:16 x d:128: reg[d1 d2 r8] lane[d4 d8 d16 d32 d64 r1] warp[r2 r4]
;     (fastest axis 'd', 4 contiguous elements per thread)
;   fastest axis 'd': most bytes of plain accesses are contiguous along it
;   vector 4: 16-byte accesses of 4-byte elements
;   walk 'part' in chunks of 1: its extent is known only at launch
;   value layouts (the dominant layout sliced to each value's axes):
;     L0 [part, bh, r]: part:1 x bh:1 x r:16: reg[0 0 r8] lane[0 0 0 0 0 r1] warp[r2 r4]
;     L1 [part, bh, r, d]: part:1 x bh:1 x r:16 x d:128: reg[d1 d2 r8] lane[d4 d8 d16 d32 d64 r1] warp[r2 r4]
;     L2 [bh, r]: bh:1 x r:16: reg[0 0 r8] lane[0 0 0 0 0 r1] warp[r2 r4]
;     L3 [bh, r, d]: bh:1 x r:16 x d:128: reg[d1 d2 r8] lane[d4 d8 d16 d32 d64 r1] warp[r2 r4]
;       17:5 load mx_parts -> L0; 17:5 gt -> L0; 17:5 load acc_parts -> L1; 14:10 add -> L2; 17:5 load mx_parts -> L0; 17:5 reduce max -> L2
;       17:5 max -> L2; 21:22 sub -> L0; 21:21 mul -> L0; 21:17 exp -> L0; 17:5 mul -> L1; 17:5 select -> L1
;       17:5 reduce sum -> L3; 17:5 load mx_parts -> L0; 17:5 gt -> L0; 17:5 load l_parts -> L0; 21:22 sub -> L0; 21:21 mul -> L0
;       21:17 exp -> L0; 17:5 mul -> L0; 17:5 select -> L0; 17:5 reduce sum -> L2; 26:31 div -> L2; 26:24 mul -> L3
;       26:19 cast -> L3
;   phase 1 (walking 'part' in chunks of 1): max over 'part' (17:5)
;   phase 2 (walking 'part' in chunks of 1): sum over 'part' (17:5), sum over 'part' (17:5)
; resources: 31 VGPRs, 0 AGPRs, 44 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 0 bytes LDS, 80 bytes of arguments, 256 threads
;   arg q: tensor bf16 at 0 (read-only)
;   arg k: tensor bf16 at 8 (read-only)
;   arg v: tensor bf16 at 16 (read-only)
;   arg o: tensor bf16 at 24
;   arg scale: scalar f32 at 32
;   arg acc_parts: tensor f32 at 40 (read-only)
;   arg l_parts: tensor f32 at 48 (read-only)
;   arg mx_parts: tensor f32 at 56 (read-only)
;   arg BH: dim i32 at 64
;   arg R: dim i32 at 68
;   arg T: dim i32 at 72
;   arg parts: dim i32 at 76
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, v0 work-item id
	.text
	.globl	attention_decode_split_fold
	.p2align	8
	.type	attention_decode_split_fold,@function
attention_decode_split_fold:
	s_mov_b32 s4, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_mov_b32 s5, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_load_dwordx2 s[6:7], s[0:1], 0x18                 ; argument o
	s_load_dword s8, s[0:1], 0x20                       ; argument scale
	s_load_dwordx2 s[10:11], s[0:1], 0x28               ; argument acc_parts
	s_load_dwordx2 s[12:13], s[0:1], 0x30               ; argument l_parts
	s_load_dwordx2 s[14:15], s[0:1], 0x38               ; argument mx_parts
	s_load_dword s9, s[0:1], 0x40                       ; argument BH
	s_load_dword s16, s[0:1], 0x44                      ; argument R
	s_load_dword s17, s[0:1], 0x4c                      ; argument parts
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s18, s2                                   ; program index along 'r'
	s_mul_i32 s19, s18, 16                              ; first 'r' of this program's tile (16)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s18, s16, s19
	s_min_u32 s20, s18, 16                              ; 'r' elements in this tile
	s_mov_b32 s18, s3                                   ; program index along 'bh'
	v_mov_b32 v2, 0xff800000                            ; identity of max
	v_mov_b32 v3, 0xff800000                            ; identity of max
	s_cmp_ge_u32 s20, 16                                ; a whole chunk of 'r' (16) is in bounds
	s_cselect_b32 s21, 1, 0
	s_cmp_ge_u32 s17, 1                                 ; at least one whole chunk of 'part'
	s_cselect_b32 s22, 1, 0
	s_sub_u32 s23, s17, 0
	s_cmp_lg_u32 s22, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s24, s23, 0
	s_cmp_lg_u32 s21, 0
	s_cselect_b32 s23, s24, 0
	s_mul_i32 s24, s16, s9                              ; a stride of 'mx_parts'
	v_lshrrev_b32 v4, 5, v1
	v_lshlrev_b32 v5, 2, v4                             ; thread's byte offset in a chunk of 'mx_parts'
	s_mul_i32 s26, s18, s16
	s_mul_hi_u32 s27, s18, s16
	s_lshl_b64 s[28:29], s[26:27], 2
	s_add_u32 s26, s14, s28                             ; 'mx_parts' at this program
	s_addc_u32 s27, s15, s29
	s_mov_b32 s14, s19
	s_mov_b32 s15, 0
	s_lshl_b64 s[30:31], s[14:15], 2
	s_add_u32 s14, s26, s30                             ; 'mx_parts' at this program
	s_addc_u32 s15, s27, s31
	s_mov_b32 s25, 0                                    ; chunks of 1 along 'part': whole chunks
	s_cmp_ge_u32 s25, s23
	s_cbranch_scc1 .Lattention_decode_split_fold_loop0_end
.Lattention_decode_split_fold_loop0:
	s_mul_i32 s26, s25, s24
	s_mul_hi_u32 s27, s25, s24
	s_lshl_b64 s[32:33], s[26:27], 2
	s_add_u32 s26, s14, s32                             ; 'mx_parts' at this chunk
	s_addc_u32 s27, s15, s33
	global_load_dword v6, v5, s[26:27]                  ; examples/attention_decode.kgen:17: load of 'mx_parts'
	global_load_dword v7, v5, s[26:27] offset:32        ; examples/attention_decode.kgen:17: load of 'mx_parts'
	s_waitcnt vmcnt(1)
	v_max_f32 v8, v2, v6                                ; max over 'part' (examples/attention_decode.kgen:17)
	v_cmp_u_f32 s[26:27], v2, v6
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v8, v6, s[26:27]
	s_waitcnt vmcnt(0)
	v_max_f32 v6, v3, v7                                ; max over 'part' (examples/attention_decode.kgen:17)
	v_cmp_u_f32 s[26:27], v3, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v6, v7, s[26:27]
	s_add_u32 s25, s25, 1
	s_cmp_lt_u32 s25, s23
	s_cbranch_scc1 .Lattention_decode_split_fold_loop0
.Lattention_decode_split_fold_loop0_end:
	s_mov_b32 s26, s25                                  ; chunks of 1 along 'part': the rest, masked
	s_cmp_ge_u32 s26, s17
	s_cbranch_scc1 .Lattention_decode_split_fold_loop1_end
.Lattention_decode_split_fold_loop1:
	s_sub_u32 s25, s17, s26
	s_mul_i32 s32, s26, s24
	s_mul_hi_u32 s33, s26, s24
	s_lshl_b64 s[34:35], s[32:33], 2
	s_add_u32 s32, s14, s34                             ; 'mx_parts' at this chunk
	s_addc_u32 s33, s15, s35
	s_cmp_lt_u32 0, s25                                 ; 'part' element in bounds
	s_cselect_b32 s25, 1, 0
	v_cmp_lt_u32 s[34:35], v4, s20                      ; 'r' element in bounds
	s_cmp_lg_u32 s25, 0
	s_cselect_b64 s[36:37], exec, 0
	s_and_b64 s[38:39], s[36:37], s[34:35]
	v_mov_b32 v6, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[38:39]               ; lanes where %vpred_49
	global_load_dword v6, v5, s[32:33]                  ; examples/attention_decode.kgen:17: load of 'mx_parts'
	s_mov_b64 exec, s[34:35]
	v_add_u32 v7, 8, v4
	v_cmp_lt_u32 s[34:35], v7, s20                      ; 'r' element in bounds
	s_cmp_lg_u32 s25, 0
	s_cselect_b64 s[36:37], exec, 0
	s_and_b64 s[40:41], s[36:37], s[34:35]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[40:41]               ; lanes where %vpred_53
	global_load_dword v7, v5, s[32:33] offset:32        ; examples/attention_decode.kgen:17: load of 'mx_parts'
	s_mov_b64 exec, s[34:35]
	v_mov_b32 v8, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v9, v8, v6, s[38:39]
	v_max_f32 v6, v2, v9                                ; max over 'part' (examples/attention_decode.kgen:17)
	v_cmp_u_f32 s[32:33], v2, v9
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v6, v8, s[32:33]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v8, v6, v7, s[40:41]
	v_max_f32 v6, v3, v8                                ; max over 'part' (examples/attention_decode.kgen:17)
	v_cmp_u_f32 s[32:33], v3, v8
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v6, v7, s[32:33]
	s_add_u32 s26, s26, 1
	s_cmp_lt_u32 s26, s17
	s_cbranch_scc1 .Lattention_decode_split_fold_loop1
.Lattention_decode_split_fold_loop1_end:
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
	v_mov_b32 v16, 0xff800000                           ; examples/attention_decode.kgen:14
	v_add_f32 v17, v16, 0
	v_max_f32 v16, v17, v2                              ; examples/attention_decode.kgen:17
	v_cmp_u_f32 s[26:27], v17, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v16, v2, s[26:27]
	v_max_f32 v2, v17, v3                               ; examples/attention_decode.kgen:17
	v_cmp_u_f32 s[26:27], v17, v3
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v16, v2, v3, s[26:27]
	s_mul_i32 s25, 0x80, s16                            ; a stride of 'acc_parts'
	s_mul_i32 s16, s25, s9                              ; a stride of 'acc_parts'
	v_mov_b32 v2, 0x80
	v_mul_lo_u32 v3, v2, v4
	v_and_b32 v2, 31, v1
	v_lshlrev_b32 v1, 2, v2
	v_add_u32 v2, v3, v1
	v_lshlrev_b32 v1, 2, v2                             ; thread's byte offset in a chunk of 'acc_parts'
	s_mul_i32 s26, s18, s25
	s_mul_hi_u32 s27, s18, s25
	s_lshl_b64 s[32:33], s[26:27], 2
	s_add_u32 s34, s10, s32                             ; 'acc_parts' at this program
	s_addc_u32 s35, s11, s33
	s_mul_i32 s10, s19, 0x80
	s_mul_hi_u32 s11, s19, 0x80
	s_lshl_b64 s[18:19], s[10:11], 2
	s_add_u32 s32, s34, s18                             ; 'acc_parts' at this program
	s_addc_u32 s33, s35, s19
	s_add_u32 s18, s12, s28                             ; 'l_parts' at this program
	s_addc_u32 s19, s13, s29
	s_add_u32 s12, s18, s30                             ; 'l_parts' at this program
	s_addc_u32 s13, s19, s31
	s_mov_b32 s9, 0                                     ; chunks of 1 along 'part': whole chunks
	s_cmp_ge_u32 s9, s23
	s_cbranch_scc1 .Lattention_decode_split_fold_loop2_end
.Lattention_decode_split_fold_loop2:
	s_mul_i32 s18, s9, s24
	s_mul_hi_u32 s19, s9, s24
	s_lshl_b64 s[28:29], s[18:19], 2
	s_add_u32 s18, s14, s28                             ; 'mx_parts' at this chunk
	s_addc_u32 s19, s15, s29
	global_load_dword v3, v5, s[18:19]                  ; examples/attention_decode.kgen:17: load of 'mx_parts'
	global_load_dword v17, v5, s[18:19] offset:32       ; examples/attention_decode.kgen:17: load of 'mx_parts'
	v_mov_b32 v19, 0xff800000                           ; examples/attention_decode.kgen:17
	s_waitcnt vmcnt(1)
	v_cmp_gt_f32 s[18:19], v3, v19
	v_mov_b32 v19, 0xff800000                           ; examples/attention_decode.kgen:17
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32 s[30:31], v17, v19
	s_mul_i32 s34, s9, s16
	s_mul_hi_u32 s35, s9, s16
	s_lshl_b64 s[36:37], s[34:35], 2
	s_add_u32 s34, s32, s36                             ; 'acc_parts' at this chunk
	s_addc_u32 s35, s33, s37
	global_load_dwordx4 v[20:23], v1, s[34:35]          ; examples/attention_decode.kgen:17: 16-byte load of 'acc_parts'
	v_add_u32 v19, 0x1000, v1                           ; examples/attention_decode.kgen:17: 16-byte load of 'acc_parts'
	global_load_dwordx4 v[24:27], v19, s[34:35]
	v_mov_b32 v19, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:21)
	v_mul_f32 v28, s8, v19
	v_mov_b32 v19, 0xbfb8aa3b
	v_mul_f32 v29, s8, v19
	v_mul_f32 v19, v18, v29                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:21)
	v_fma_f32 v30, v3, v28, v19                         ; examples/attention_decode.kgen:21
	v_exp_f32 v3, v30                                   ; examples/attention_decode.kgen:21
	v_mul_f32 v19, v16, v29                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:21)
	v_fma_f32 v29, v17, v28, v19                        ; examples/attention_decode.kgen:21
	v_exp_f32 v17, v29                                  ; examples/attention_decode.kgen:21
	s_waitcnt vmcnt(1)
	v_mul_f32 v19, v20, v3                              ; examples/attention_decode.kgen:17
	v_mul_f32 v28, v21, v3                              ; examples/attention_decode.kgen:17
	v_mul_f32 v29, v22, v3                              ; examples/attention_decode.kgen:17
	v_mul_f32 v30, v23, v3                              ; examples/attention_decode.kgen:17
	s_waitcnt vmcnt(0)
	v_mul_f32 v20, v24, v17                             ; examples/attention_decode.kgen:17
	v_mul_f32 v21, v25, v17                             ; examples/attention_decode.kgen:17
	v_mul_f32 v22, v26, v17                             ; examples/attention_decode.kgen:17
	v_mul_f32 v23, v27, v17                             ; examples/attention_decode.kgen:17
	v_cndmask_b32 v24, 0, v19, s[18:19]                 ; examples/attention_decode.kgen:17
	v_cndmask_b32 v19, 0, v28, s[18:19]                 ; examples/attention_decode.kgen:17
	v_cndmask_b32 v25, 0, v29, s[18:19]                 ; examples/attention_decode.kgen:17
	v_cndmask_b32 v26, 0, v30, s[18:19]                 ; examples/attention_decode.kgen:17
	v_cndmask_b32 v27, 0, v20, s[30:31]                 ; examples/attention_decode.kgen:17
	v_cndmask_b32 v20, 0, v21, s[30:31]                 ; examples/attention_decode.kgen:17
	v_cndmask_b32 v21, 0, v22, s[30:31]                 ; examples/attention_decode.kgen:17
	v_cndmask_b32 v22, 0, v23, s[30:31]                 ; examples/attention_decode.kgen:17
	v_add_f32 v6, v6, v24                               ; sum over 'part' (examples/attention_decode.kgen:17)
	v_add_f32 v7, v7, v19                               ; sum over 'part' (examples/attention_decode.kgen:17)
	v_add_f32 v8, v8, v25                               ; sum over 'part' (examples/attention_decode.kgen:17)
	v_add_f32 v9, v9, v26                               ; sum over 'part' (examples/attention_decode.kgen:17)
	v_add_f32 v10, v10, v27                             ; sum over 'part' (examples/attention_decode.kgen:17)
	v_add_f32 v11, v11, v20                             ; sum over 'part' (examples/attention_decode.kgen:17)
	v_add_f32 v12, v12, v21                             ; sum over 'part' (examples/attention_decode.kgen:17)
	v_add_f32 v13, v13, v22                             ; sum over 'part' (examples/attention_decode.kgen:17)
	s_add_u32 s34, s12, s28                             ; 'l_parts' at this chunk
	s_addc_u32 s35, s13, s29
	global_load_dword v19, v5, s[34:35]                 ; examples/attention_decode.kgen:17: load of 'l_parts'
	global_load_dword v20, v5, s[34:35] offset:32       ; examples/attention_decode.kgen:17: load of 'l_parts'
	s_waitcnt vmcnt(1)
	v_mul_f32 v21, v19, v3                              ; examples/attention_decode.kgen:17
	s_waitcnt vmcnt(0)
	v_mul_f32 v3, v20, v17                              ; examples/attention_decode.kgen:17
	v_cndmask_b32 v17, 0, v21, s[18:19]                 ; examples/attention_decode.kgen:17
	v_cndmask_b32 v19, 0, v3, s[30:31]                  ; examples/attention_decode.kgen:17
	v_add_f32 v14, v14, v17                             ; sum over 'part' (examples/attention_decode.kgen:17)
	v_add_f32 v15, v15, v19                             ; sum over 'part' (examples/attention_decode.kgen:17)
	s_add_u32 s9, s9, 1
	s_cmp_lt_u32 s9, s23
	s_cbranch_scc1 .Lattention_decode_split_fold_loop2
.Lattention_decode_split_fold_loop2_end:
	s_mov_b32 s18, s9                                   ; chunks of 1 along 'part': the rest, masked
	s_cmp_ge_u32 s18, s17
	s_cbranch_scc1 .Lattention_decode_split_fold_loop3_end
.Lattention_decode_split_fold_loop3:
	s_sub_u32 s9, s17, s18
	s_mul_i32 s28, s18, s24
	s_mul_hi_u32 s29, s18, s24
	s_lshl_b64 s[30:31], s[28:29], 2
	s_add_u32 s28, s14, s30                             ; 'mx_parts' at this chunk
	s_addc_u32 s29, s15, s31
	s_cmp_lt_u32 0, s9                                  ; 'part' element in bounds
	s_cselect_b32 s9, 1, 0
	v_cmp_lt_u32 s[34:35], v4, s20                      ; 'r' element in bounds
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[36:37], exec, 0
	s_and_b64 s[38:39], s[36:37], s[34:35]
	v_mov_b32 v3, 0                                     ; absent element
	s_and_saveexec_b64 s[34:35], s[38:39]               ; lanes where %vpred_143
	global_load_dword v3, v5, s[28:29]                  ; examples/attention_decode.kgen:17: load of 'mx_parts'
	s_mov_b64 exec, s[34:35]
	v_add_u32 v17, 8, v4
	v_cmp_lt_u32 s[34:35], v17, s20                     ; 'r' element in bounds
	s_cmp_lg_u32 s9, 0
	s_cselect_b64 s[36:37], exec, 0
	s_and_b64 s[40:41], s[36:37], s[34:35]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[40:41]               ; lanes where %vpred_147
	global_load_dword v17, v5, s[28:29] offset:32       ; examples/attention_decode.kgen:17: load of 'mx_parts'
	s_mov_b64 exec, s[34:35]
	v_mov_b32 v19, 0xff800000                           ; examples/attention_decode.kgen:17
	s_waitcnt vmcnt(1)
	v_cmp_gt_f32 s[28:29], v3, v19
	v_mov_b32 v19, 0xff800000                           ; examples/attention_decode.kgen:17
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32 s[34:35], v17, v19
	s_mul_i32 s36, s18, s16
	s_mul_hi_u32 s37, s18, s16
	s_lshl_b64 s[42:43], s[36:37], 2
	s_add_u32 s36, s32, s42                             ; 'acc_parts' at this chunk
	s_addc_u32 s37, s33, s43
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[38:39]               ; lanes where %vpred_143
	global_load_dword v19, v1, s[36:37]                 ; examples/attention_decode.kgen:17: load of 'acc_parts'
	s_mov_b64 exec, s[42:43]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[38:39]               ; lanes where %vpred_143
	global_load_dword v20, v1, s[36:37] offset:4        ; examples/attention_decode.kgen:17: load of 'acc_parts'
	s_mov_b64 exec, s[42:43]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[38:39]               ; lanes where %vpred_143
	global_load_dword v21, v1, s[36:37] offset:8        ; examples/attention_decode.kgen:17: load of 'acc_parts'
	s_mov_b64 exec, s[42:43]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[38:39]               ; lanes where %vpred_143
	global_load_dword v22, v1, s[36:37] offset:12       ; examples/attention_decode.kgen:17: load of 'acc_parts'
	s_mov_b64 exec, s[42:43]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_147
	v_add_u32 v24, 0x1000, v1                           ; examples/attention_decode.kgen:17: load of 'acc_parts'
	global_load_dword v23, v24, s[36:37]
	s_mov_b64 exec, s[42:43]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_147
	v_add_u32 v25, 0x1004, v1                           ; examples/attention_decode.kgen:17: load of 'acc_parts'
	global_load_dword v24, v25, s[36:37]
	s_mov_b64 exec, s[42:43]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_147
	v_add_u32 v26, 0x1008, v1                           ; examples/attention_decode.kgen:17: load of 'acc_parts'
	global_load_dword v25, v26, s[36:37]
	s_mov_b64 exec, s[42:43]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[42:43], s[40:41]               ; lanes where %vpred_147
	v_add_u32 v27, 0x100c, v1                           ; examples/attention_decode.kgen:17: load of 'acc_parts'
	global_load_dword v26, v27, s[36:37]
	s_mov_b64 exec, s[42:43]
	v_mov_b32 v27, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_decode.kgen:21)
	v_mul_f32 v28, s8, v27
	v_mov_b32 v27, 0xbfb8aa3b
	v_mul_f32 v29, s8, v27
	v_mul_f32 v27, v18, v29                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:21)
	v_fma_f32 v30, v3, v28, v27                         ; examples/attention_decode.kgen:21
	v_exp_f32 v3, v30                                   ; examples/attention_decode.kgen:21
	v_mul_f32 v27, v16, v29                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_decode.kgen:21)
	v_fma_f32 v29, v17, v28, v27                        ; examples/attention_decode.kgen:21
	v_exp_f32 v17, v29                                  ; examples/attention_decode.kgen:21
	s_waitcnt vmcnt(7)
	v_mul_f32 v27, v19, v3                              ; examples/attention_decode.kgen:17
	s_waitcnt vmcnt(6)
	v_mul_f32 v19, v20, v3                              ; examples/attention_decode.kgen:17
	s_waitcnt vmcnt(5)
	v_mul_f32 v20, v21, v3                              ; examples/attention_decode.kgen:17
	s_waitcnt vmcnt(4)
	v_mul_f32 v21, v22, v3                              ; examples/attention_decode.kgen:17
	s_waitcnt vmcnt(3)
	v_mul_f32 v22, v23, v17                             ; examples/attention_decode.kgen:17
	s_waitcnt vmcnt(2)
	v_mul_f32 v23, v24, v17                             ; examples/attention_decode.kgen:17
	s_waitcnt vmcnt(1)
	v_mul_f32 v24, v25, v17                             ; examples/attention_decode.kgen:17
	s_waitcnt vmcnt(0)
	v_mul_f32 v25, v26, v17                             ; examples/attention_decode.kgen:17
	v_cndmask_b32 v26, 0, v27, s[28:29]                 ; examples/attention_decode.kgen:17
	v_cndmask_b32 v27, 0, v19, s[28:29]                 ; examples/attention_decode.kgen:17
	v_cndmask_b32 v19, 0, v20, s[28:29]                 ; examples/attention_decode.kgen:17
	v_cndmask_b32 v20, 0, v21, s[28:29]                 ; examples/attention_decode.kgen:17
	v_cndmask_b32 v21, 0, v22, s[34:35]                 ; examples/attention_decode.kgen:17
	v_cndmask_b32 v22, 0, v23, s[34:35]                 ; examples/attention_decode.kgen:17
	v_cndmask_b32 v23, 0, v24, s[34:35]                 ; examples/attention_decode.kgen:17
	v_cndmask_b32 v24, 0, v25, s[34:35]                 ; examples/attention_decode.kgen:17
	v_cndmask_b32 v25, 0, v26, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v6, v6, v25                               ; sum over 'part' (examples/attention_decode.kgen:17)
	v_cndmask_b32 v25, 0, v27, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v7, v7, v25                               ; sum over 'part' (examples/attention_decode.kgen:17)
	v_cndmask_b32 v25, 0, v19, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v25                               ; sum over 'part' (examples/attention_decode.kgen:17)
	v_cndmask_b32 v19, 0, v20, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v19                               ; sum over 'part' (examples/attention_decode.kgen:17)
	v_cndmask_b32 v19, 0, v21, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v10, v10, v19                             ; sum over 'part' (examples/attention_decode.kgen:17)
	v_cndmask_b32 v19, 0, v22, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v11, v11, v19                             ; sum over 'part' (examples/attention_decode.kgen:17)
	v_cndmask_b32 v19, 0, v23, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v12, v12, v19                             ; sum over 'part' (examples/attention_decode.kgen:17)
	v_cndmask_b32 v19, 0, v24, s[40:41]                 ; absent elements contribute the identity
	v_add_f32 v13, v13, v19                             ; sum over 'part' (examples/attention_decode.kgen:17)
	s_add_u32 s36, s12, s30                             ; 'l_parts' at this chunk
	s_addc_u32 s37, s13, s31
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[38:39]               ; lanes where %vpred_143
	global_load_dword v19, v5, s[36:37]                 ; examples/attention_decode.kgen:17: load of 'l_parts'
	s_mov_b64 exec, s[30:31]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_147
	global_load_dword v20, v5, s[36:37] offset:32       ; examples/attention_decode.kgen:17: load of 'l_parts'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(1)
	v_mul_f32 v21, v19, v3                              ; examples/attention_decode.kgen:17
	s_waitcnt vmcnt(0)
	v_mul_f32 v3, v20, v17                              ; examples/attention_decode.kgen:17
	v_cndmask_b32 v17, 0, v21, s[28:29]                 ; examples/attention_decode.kgen:17
	v_cndmask_b32 v19, 0, v3, s[34:35]                  ; examples/attention_decode.kgen:17
	v_cndmask_b32 v3, 0, v17, s[38:39]                  ; absent elements contribute the identity
	v_add_f32 v14, v14, v3                              ; sum over 'part' (examples/attention_decode.kgen:17)
	v_cndmask_b32 v3, 0, v19, s[40:41]                  ; absent elements contribute the identity
	v_add_f32 v15, v15, v3                              ; sum over 'part' (examples/attention_decode.kgen:17)
	s_add_u32 s18, s18, 1
	s_cmp_lt_u32 s18, s17
	s_cbranch_scc1 .Lattention_decode_split_fold_loop3
.Lattention_decode_split_fold_loop3_end:
	s_and_b32 s8, s21, s22
	v_lshlrev_b32 v1, 1, v2                             ; thread's byte offset in a chunk of 'o'
	s_lshl_b64 s[12:13], s[26:27], 1
	s_add_u32 s14, s6, s12                              ; 'o' at this program
	s_addc_u32 s15, s7, s13
	s_lshl_b64 s[6:7], s[10:11], 1
	s_add_u32 s10, s14, s6                              ; 'o' at this program
	s_addc_u32 s11, s15, s7
	s_cmp_eq_u32 s8, 0                                  ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_decode_split_fold_if0_else
	v_mov_b32 v2, 1.0                                   ; examples/attention_decode.kgen:26
	v_div_scale_f32 v3, s[6:7], v14, v14, v2
	v_rcp_f32 v5, v3
	v_div_scale_f32 v16, vcc, v2, v14, v2
	v_fma_f32 v17, -v3, v5, 1.0
	v_fma_f32 v5, v17, v5, v5
	v_mul_f32 v18, v16, v5
	v_fma_f32 v17, -v3, v18, v16
	v_fma_f32 v18, v17, v5, v18
	v_fma_f32 v17, -v3, v18, v16
	v_div_fmas_f32 v17, v17, v5, v18
	v_div_fixup_f32 v3, v17, v14, v2
	v_mov_b32 v2, 1.0                                   ; examples/attention_decode.kgen:26
	v_div_scale_f32 v5, s[6:7], v15, v15, v2
	v_rcp_f32 v16, v5
	v_div_scale_f32 v17, vcc, v2, v15, v2
	v_fma_f32 v18, -v5, v16, 1.0
	v_fma_f32 v16, v18, v16, v16
	v_mul_f32 v19, v17, v16
	v_fma_f32 v18, -v5, v19, v17
	v_fma_f32 v19, v18, v16, v19
	v_fma_f32 v18, -v5, v19, v17
	v_div_fmas_f32 v18, v18, v16, v19
	v_div_fixup_f32 v5, v18, v15, v2
	v_mul_f32 v2, v6, v3                                ; examples/attention_decode.kgen:26
	v_mul_f32 v16, v7, v3                               ; examples/attention_decode.kgen:26
	v_mul_f32 v17, v8, v3                               ; examples/attention_decode.kgen:26
	v_mul_f32 v18, v9, v3                               ; examples/attention_decode.kgen:26
	v_mul_f32 v3, v10, v5                               ; examples/attention_decode.kgen:26
	v_mul_f32 v19, v11, v5                              ; examples/attention_decode.kgen:26
	v_mul_f32 v20, v12, v5                              ; examples/attention_decode.kgen:26
	v_mul_f32 v21, v13, v5                              ; examples/attention_decode.kgen:26
	v_mov_b32 v5, 0x7fc00000
	v_cmp_u_f32 s[6:7], v2, v2
	v_cmp_u_f32 s[8:9], v16, v16
	v_bfe_u32 v22, v2, 16, 1
	v_bfe_u32 v23, v16, 16, 1
	v_add3_u32 v24, v2, v22, s4
	v_add3_u32 v2, v16, v23, s4
	v_cndmask_b32 v24, v24, v5, s[6:7]
	v_cndmask_b32 v2, v2, v5, s[8:9]
	v_perm_b32 v5, v2, v24, s5
	v_mov_b32 v2, 0x7fc00000
	v_cmp_u_f32 s[6:7], v17, v17
	v_cmp_u_f32 s[8:9], v18, v18
	v_bfe_u32 v16, v17, 16, 1
	v_bfe_u32 v22, v18, 16, 1
	v_add3_u32 v23, v17, v16, s4
	v_add3_u32 v16, v18, v22, s4
	v_cndmask_b32 v23, v23, v2, s[6:7]
	v_cndmask_b32 v16, v16, v2, s[8:9]
	v_perm_b32 v2, v16, v23, s5
	v_mov_b32 v16, v5                                   ; examples/attention_decode.kgen:26: 8-byte store to 'o'
	v_mov_b32 v17, v2
	global_store_dwordx2 v1, v[16:17], s[10:11]
	v_mov_b32 v2, 0x7fc00000
	v_cmp_u_f32 s[6:7], v3, v3
	v_cmp_u_f32 s[8:9], v19, v19
	v_bfe_u32 v5, v3, 16, 1
	v_bfe_u32 v16, v19, 16, 1
	v_add3_u32 v17, v3, v5, s4
	v_add3_u32 v3, v19, v16, s4
	v_cndmask_b32 v17, v17, v2, s[6:7]
	v_cndmask_b32 v3, v3, v2, s[8:9]
	v_perm_b32 v2, v3, v17, s5
	v_mov_b32 v3, 0x7fc00000
	v_cmp_u_f32 s[6:7], v20, v20
	v_cmp_u_f32 s[8:9], v21, v21
	v_bfe_u32 v5, v20, 16, 1
	v_bfe_u32 v16, v21, 16, 1
	v_add3_u32 v17, v20, v5, s4
	v_add3_u32 v5, v21, v16, s4
	v_cndmask_b32 v17, v17, v3, s[6:7]
	v_cndmask_b32 v5, v5, v3, s[8:9]
	v_perm_b32 v3, v5, v17, s5
	v_mov_b32 v16, v2                                   ; examples/attention_decode.kgen:26: 8-byte store to 'o'
	v_mov_b32 v17, v3
	global_store_dwordx2 v1, v[16:17], s[10:11] offset:2048
	s_branch .Lattention_decode_split_fold_if0_end
.Lattention_decode_split_fold_if0_else:
	v_mov_b32 v2, 1.0                                   ; examples/attention_decode.kgen:26
	v_div_scale_f32 v3, s[6:7], v14, v14, v2
	v_rcp_f32 v5, v3
	v_div_scale_f32 v16, vcc, v2, v14, v2
	v_fma_f32 v17, -v3, v5, 1.0
	v_fma_f32 v5, v17, v5, v5
	v_mul_f32 v18, v16, v5
	v_fma_f32 v17, -v3, v18, v16
	v_fma_f32 v18, v17, v5, v18
	v_fma_f32 v17, -v3, v18, v16
	v_div_fmas_f32 v17, v17, v5, v18
	v_div_fixup_f32 v3, v17, v14, v2
	v_mov_b32 v2, 1.0                                   ; examples/attention_decode.kgen:26
	v_div_scale_f32 v5, s[6:7], v15, v15, v2
	v_rcp_f32 v14, v5
	v_div_scale_f32 v16, vcc, v2, v15, v2
	v_fma_f32 v17, -v5, v14, 1.0
	v_fma_f32 v14, v17, v14, v14
	v_mul_f32 v18, v16, v14
	v_fma_f32 v17, -v5, v18, v16
	v_fma_f32 v18, v17, v14, v18
	v_fma_f32 v17, -v5, v18, v16
	v_div_fmas_f32 v17, v17, v14, v18
	v_div_fixup_f32 v5, v17, v15, v2
	v_mul_f32 v2, v6, v3                                ; examples/attention_decode.kgen:26
	v_mul_f32 v6, v7, v3                                ; examples/attention_decode.kgen:26
	v_mul_f32 v7, v8, v3                                ; examples/attention_decode.kgen:26
	v_mul_f32 v8, v9, v3                                ; examples/attention_decode.kgen:26
	v_mul_f32 v3, v10, v5                               ; examples/attention_decode.kgen:26
	v_mul_f32 v9, v11, v5                               ; examples/attention_decode.kgen:26
	v_mul_f32 v10, v12, v5                              ; examples/attention_decode.kgen:26
	v_mul_f32 v11, v13, v5                              ; examples/attention_decode.kgen:26
	v_cmp_lt_u32 s[6:7], v4, s20                        ; 'r' element in bounds
	v_bfe_u32 v5, v2, 16, 1
	v_add3_u32 v12, v2, v5, s4
	v_cmp_u_f32 s[8:9], v2, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v12
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_233
	global_store_short v1, v2, s[10:11]                 ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v6, 16, 1
	v_add3_u32 v5, v6, v2, s4
	v_cmp_u_f32 s[8:9], v6, v6
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v5, v5, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v5
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_233
	global_store_short v1, v2, s[10:11] offset:2        ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v7, 16, 1
	v_add3_u32 v5, v7, v2, s4
	v_cmp_u_f32 s[8:9], v7, v7
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v5, v5, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v5
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_233
	global_store_short v1, v2, s[10:11] offset:4        ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v8, 16, 1
	v_add3_u32 v5, v8, v2, s4
	v_cmp_u_f32 s[8:9], v8, v8
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v5, v5, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v5
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_233
	global_store_short v1, v2, s[10:11] offset:6        ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_add_u32 v2, 8, v4
	v_cmp_lt_u32 s[6:7], v2, s20                        ; 'r' element in bounds
	v_bfe_u32 v2, v3, 16, 1
	v_add3_u32 v4, v3, v2, s4
	v_cmp_u_f32 s[8:9], v3, v3
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v4, v4, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v4
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_239
	global_store_short v1, v2, s[10:11] offset:2048     ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v9, 16, 1
	v_add3_u32 v3, v9, v2, s4
	v_cmp_u_f32 s[8:9], v9, v9
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_239
	global_store_short v1, v2, s[10:11] offset:2050     ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v10, 16, 1
	v_add3_u32 v3, v10, v2, s4
	v_cmp_u_f32 s[8:9], v10, v10
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_239
	global_store_short v1, v2, s[10:11] offset:2052     ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v11, 16, 1
	v_add3_u32 v3, v11, v2, s4
	v_cmp_u_f32 s[4:5], v11, v11
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[4:5]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_239
	global_store_short v1, v2, s[10:11] offset:2054     ; examples/attention_decode.kgen:26: store to 'o'
	s_mov_b64 exec, s[4:5]
.Lattention_decode_split_fold_if0_end:
	s_endpgm
.Lfunc_end_attention_decode_split_fold:
	.size	attention_decode_split_fold, .Lfunc_end_attention_decode_split_fold-attention_decode_split_fold

	.rodata
	.p2align	6
	.amdhsa_kernel attention_decode
		.amdhsa_group_segment_fixed_size 80896
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 48
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 80
		.amdhsa_next_free_sgpr 46
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
	.amdhsa_kernel attention_decode_split
		.amdhsa_group_segment_fixed_size 80896
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 84
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 82
		.amdhsa_next_free_sgpr 64
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
	.amdhsa_kernel attention_decode_split_fold
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 80
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 31
		.amdhsa_next_free_sgpr 44
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
  - .name:           attention_decode
    .symbol:         attention_decode.kd
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
      - .name:           R
        .offset:         40
        .size:           4
        .value_kind:     by_value
      - .name:           T
        .offset:         44
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 80896
    .kernarg_segment_align: 8
    .kernarg_segment_size: 48
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     52
    .sgpr_spill_count: 0
    .vgpr_count:     80
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           attention_decode_split
    .symbol:         attention_decode_split.kd
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
        .actual_access:  read_only
      - .name:           scale
        .offset:         32
        .size:           4
        .value_kind:     by_value
      - .name:           acc_parts
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           l_parts
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           mx_parts
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           rows
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           BH
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           R
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           T
        .offset:         76
        .size:           4
        .value_kind:     by_value
      - .name:           parts
        .offset:         80
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 80896
    .kernarg_segment_align: 8
    .kernarg_segment_size: 84
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     70
    .sgpr_spill_count: 0
    .vgpr_count:     82
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           attention_decode_split_fold
    .symbol:         attention_decode_split_fold.kd
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
      - .name:           acc_parts
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           l_parts
        .offset:         48
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           mx_parts
        .offset:         56
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           BH
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           R
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           T
        .offset:         72
        .size:           4
        .value_kind:     by_value
      - .name:           parts
        .offset:         76
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 80
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     50
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
