; kgen AMDGCN module for gfx950: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx950"
	.amdhsa_code_object_version 5

; kernel attention_paged: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel attention_paged from examples/attention_paged.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: r, b
;   chunk: b: 1, r: 16, tt: 64, d: 128; walked in chunks: none
;   layout: b:1 x r:16 x tt:64: reg[tt1 tt2] lane[r1 r2 r4 r8 tt4 tt8] warp[tt16 tt32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 16x16x32: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (40 shuffle and conversion instructions per thread)
;   product 21:34 tt x r contracting d (as the transposed product): 4 x 1 warps, each mfma 16x16x32 tiles
;   product 26:29 d x r contracting tt (as the transposed product): 4 x 1 warps, each mfma 16x16x32 tiles
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
;       18:11 add -> L0; 17:9 add -> L1; 16:10 add -> L1; 18:11 carried -> L0; 16:10 carried -> L1; 21:19 index tt -> L2
;       21:24 load lens -> L3; 21:19 lt -> L4; 21:34 load q -> L0; 20:22 index b -> L3; 20:25 index_div -> L5; 20:16 gather table -> L3
;       21:56 index tt -> L2; 21:56 rem -> L2; 21:65 index d -> L6; 21:47 gather kc -> L7; 21:34 matmul -> L8; 21:33 mul -> L8
;       21:13 select -> L8; 22:22 reduce max -> L1; 22:14 max -> L1; 24:21 sub -> L1; 24:17 exp -> L1; 26:15 mul -> L0
;       23:17 sub -> L8; 23:13 exp -> L8; 26:29 cast -> L8; 26:48 index tt -> L2; 26:48 rem -> L2; 26:57 index d -> L6
;       26:39 gather vc -> L7; 26:29 matmul -> L0; 26:15 add -> L0; 17:9 carried -> L1; 25:13 mul -> L1; 25:25 reduce sum -> L1
;       25:13 add -> L1; 19:5 loop_result -> L1; 29:29 gt -> L1; 19:5 loop_result -> L0; 29:38 div -> L0; 29:23 select -> L0
;       29:18 cast -> L0
;   for tt in t: ends where the mask at 21:13 hides every later 'tt' from this program (tt <= lens[b] - 1): min(T, last visible + 1)
;   staging: 'kc' in runs of 4 'd' (8 bytes: one load and one store each, subscripts and bounds once) where the rows of 'kc' are multiples of 4 (and the extent of 'd', for a ragged last step), else element by element (kgen.lower.runs)
;   split reduction over 't' where fewer than 256 programs run (512 fill the Instinct MI355X): attention_paged_split walks parts of 'T', the argument 'rows' rows each (a multiple of 64, at least 256, chosen at launch), into acc_parts: f32[parts, B, R, 128], l_parts: f32[parts, B, R], mx_parts: f32[parts, B, R]; attention_paged_split_fold folds the parts ('acc' and 'l' rescaled to the largest 'mx' of the parts: a log-sum-exp combine) and stores: two launches, no atomics
; resources: 90 VGPRs, 0 AGPRs, 66 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 81664 bytes LDS, 72 bytes of arguments, 256 threads
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
	s_mov_b32 s4, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s5, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s6, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[8:9], s[0:1], 0x0                  ; argument q
	s_load_dwordx2 s[10:11], s[0:1], 0x8                ; argument kc
	s_load_dwordx2 s[12:13], s[0:1], 0x10               ; argument vc
	s_load_dwordx2 s[14:15], s[0:1], 0x18               ; argument table
	s_load_dwordx2 s[16:17], s[0:1], 0x20               ; argument lens
	s_load_dwordx2 s[18:19], s[0:1], 0x28               ; argument o
	s_load_dword s7, s[0:1], 0x30                       ; argument scale
	s_load_dword s20, s[0:1], 0x34                      ; argument B
	s_load_dword s21, s[0:1], 0x38                      ; argument R
	s_load_dword s22, s[0:1], 0x3c                      ; argument NP
	s_load_dword s23, s[0:1], 0x40                      ; argument P
	s_load_dword s24, s[0:1], 0x44                      ; argument T
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s25, s2                                   ; program index along 'r'
	s_mul_i32 s26, s25, 16                              ; first 'r' of this program's tile (16)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s25, s21, s26
	s_min_u32 s27, s25, 16                              ; 'r' elements in this tile
	s_mov_b32 s25, s3                                   ; program index along 'b'
	s_cmp_ge_u32 s27, 16                                ; a whole chunk of 'r' (16) is in bounds
	s_cselect_b32 s28, 1, 0
	s_mul_i32 s29, 0x80, s21                            ; a stride of 'q'
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
	s_mul_i32 s30, s25, s29
	s_mul_hi_u32 s31, s25, s29
	s_lshl_b64 s[32:33], s[30:31], 1
	s_add_u32 s30, s8, s32                              ; 'q' at this program
	s_addc_u32 s31, s9, s33
	s_mul_i32 s8, s26, 0x80
	s_mul_hi_u32 s9, s26, 0x80
	s_lshl_b64 s[34:35], s[8:9], 1
	s_add_u32 s8, s30, s34                              ; 'q' at this program
	s_addc_u32 s9, s31, s35
	s_mov_b32 s30, s25
	s_mov_b32 s31, 0
	s_lshl_b64 s[36:37], s[30:31], 2
	s_add_u32 s30, s16, s36                             ; 'lens' at this program
	s_addc_u32 s31, s17, s37
	v_lshlrev_b32 v5, 2, v2
	v_lshrrev_b32 v8, 6, v1
	v_lshlrev_b32 v9, 4, v8
	v_or_b32 v10, v3, v9                                ; thread's 'r' coordinate
	v_and_b32 v9, 3, v2
	v_lshlrev_b32 v11, 3, v9
	v_mov_b32 v12, 0x88
	v_mul_lo_u32 v13, v12, v10
	v_add_u32 v10, v13, v11
	v_lshlrev_b32 v12, 1, v10                           ; thread's M-fragment place
	v_mov_b32 v10, 0x88
	v_mul_lo_u32 v13, v10, v3
	v_add_u32 v10, v13, v11
	v_lshlrev_b32 v13, 1, v10                           ; thread's N-fragment place
	v_and_b32 v10, 1, v8
	v_lshrrev_b32 v14, 7, v1
	v_and_b32 v15, 1, v14
	v_lshlrev_b32 v14, 1, v15
	v_or_b32 v15, v10, v14                              ; warp group along 'tt'
	v_mul_lo_u32 v10, 16, v15
	v_add_u32 v14, v10, v3
	v_lshlrev_b32 v10, 2, v14
	v_lshlrev_b32 v14, 2, v3
	v_and_b32 v15, 48, v1
	v_cmp_eq_u32 s[16:17], v15, 0                       ; one lane per warp group and element publishes
	v_lshlrev_b32 v15, 5, v8
	v_or_b32 v8, v3, v15                                ; thread's 'r' coordinate
	v_mov_b32 v16, 0x48
	v_mul_lo_u32 v17, v16, v8
	v_add_u32 v8, v17, v11
	v_lshlrev_b32 v16, 1, v8                            ; thread's M-fragment place
	v_mov_b32 v8, 0x48
	v_mul_lo_u32 v17, v8, v3
	v_add_u32 v8, v17, v5
	v_lshlrev_b32 v18, 1, v8                            ; thread's place in opb4
	v_add_u32 v8, v17, v11
	v_lshlrev_b32 v11, 1, v8                            ; thread's N-fragment place
	v_lshlrev_b32 v8, 1, v2
	v_mov_b32 v17, 0x80
	v_mul_lo_u32 v19, v17, v8
	v_add_u32 v17, v19, v4
	v_lshlrev_b32 v19, 1, v17                           ; thread's first 16 bytes of a 'vc' tile
	v_mov_b32 v17, 0x48
	v_mul_lo_u32 v20, v17, v4
	v_add_u32 v4, v20, v8
	v_lshlrev_b32 v8, 1, v4                             ; thread's first pair in st2
	v_lshrrev_b32 v4, 5, v1
	v_and_b32 v17, 31, v1
	v_lshlrev_b32 v1, 2, v17
	v_mov_b32 v17, 0x88
	v_mul_lo_u32 v20, v17, v4
	v_add_u32 v17, v20, v1
	v_lshlrev_b32 v20, 1, v17                           ; thread's place in st1
	v_cmp_eq_u32 s[36:37], v3, 0                        ; one thread of each group of copies
	v_lshlrev_b32 v17, 2, v5
	v_lshlrev_b32 v21, 2, v4
	v_lshlrev_b32 v22, 2, v9
	v_or_b32 v9, v22, v15                               ; thread's 'd' coordinate
	v_lshlrev_b32 v15, 2, v9
	v_lshlrev_b32 v22, 2, v1
	v_mov_b32 v23, 0x80
	v_mul_lo_u32 v24, v23, v4
	v_add_u32 v23, v24, v1
	v_lshlrev_b32 v24, 1, v23                           ; thread's byte offset in a chunk of 'vc'
	v_mov_b32 v23, 0x48
	v_mul_lo_u32 v25, v23, v1
	v_add_u32 v1, v25, v4
	v_lshlrev_b32 v23, 1, v1                            ; thread's place in st2
	v_mov_b32 v1, 0x80
	v_mul_lo_u32 v25, v1, v3
	v_add_u32 v1, v25, v9
	v_lshlrev_b32 v25, 1, v1                            ; thread's byte offset in a chunk of 'o'
	s_add_u32 s38, s18, s32                             ; 'o' at this program
	s_addc_u32 s39, s19, s33
	s_add_u32 s18, s38, s34                             ; 'o' at this program
	s_addc_u32 s19, s39, s35
	s_cmp_eq_u32 s28, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_paged_if0_else
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	global_load_dwordx4 v[26:29], v6, s[8:9]            ; examples/attention_paged.kgen:21: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[26:29]                          ; 16 bytes into opinv0
	v_add_f32 v1, 0, 0                                  ; examples/attention_paged.kgen:18
	v_mov_b32 v26, v1                                   ; loop-carried 'acc'
	v_mov_b32 v27, v1                                   ; loop-carried 'acc'
	v_mov_b32 v28, v1                                   ; loop-carried 'acc'
	v_mov_b32 v29, v1                                   ; loop-carried 'acc'
	v_mov_b32 v30, v1                                   ; loop-carried 'acc'
	v_mov_b32 v31, v1                                   ; loop-carried 'acc'
	v_mov_b32 v32, v1                                   ; loop-carried 'acc'
	v_mov_b32 v33, v1                                   ; loop-carried 'acc'
	v_mov_b32 v34, v1                                   ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_paged.kgen:16
	v_add_f32 v35, v1, 0
	v_mov_b32 v1, v35                                   ; loop-carried 'mx'
	v_mov_b32 v35, 0                                    ; examples/attention_paged.kgen:21: load of 'lens'
	global_load_dword v36, v35, s[30:31]
	s_waitcnt vmcnt(0)
	v_max_i32 v35, 0, v36
	v_min_u32 v37, s24, v35                             ; for tt: stops after the last 'tt' the mask at 21:13 shows (tt <= lens[b] - 1)
	v_cmp_ge_u32 s[28:29], v37, 64                      ; at least one whole chunk of 'tt'
	v_sub_u32 v35, v37, 63
	s_nop 0
	v_cndmask_b32 v38, 0, v35, s[28:29]                 ; full chunks start below extent - chunk + 1
	s_add_i32 s21, s25, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s26, 0, 6
	s_mul_i32 s28, s21, s23
	s_add_u32 s29, s28, s26
	s_lshl_b32 s28, s29, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s21, s20                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s21, 1, 0
	s_cmp_lt_u32 s26, s23                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s26, 1, 0
	s_and_b32 s29, s21, s26
	v_mov_b32 v35, 0                                    ; absent element
	s_cmp_eq_u32 s29, 0                                 ; if %upred_1426
	s_cbranch_scc1 .Lattention_paged_skip0
	v_mov_b32 v39, s28                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v35, v39, s[14:15]
.Lattention_paged_skip0:
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[28:29], v35, s22                     ; the page of 'kc' lies inside it
	s_nop 1
	v_cndmask_b32 v39, 0, v35, s[28:29]
	v_mov_b32 v35, 0x2000
	v_mul_lo_u32 v40, v39, v35
	v_mov_b32 v35, 0x2000
	v_mul_hi_u32 v41, v39, v35
	v_lshlrev_b64 v[42:43], 1, v[40:41]
	v_add_co_u32 v40, vcc, s10, v42                     ; 'kc' at this page
	v_mov_b32 v35, s11
	s_nop 0
	v_addc_co_u32 v41, vcc, v35, v43, vcc
	v_cmp_lt_u32 s[32:33], 0, v38                       ; a step the loop consumes: a whole chunk in bounds
	s_and_b64 s[34:35], s[32:33], s[28:29]
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1434
	v_readfirstlane_b32 s32, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s33, v41
	s_nop 4
	global_load_dwordx4 v[44:47], v6, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[44:47] offset:4352              ; 16 bytes into st1
	v_add_u32 v35, 0x1000, v6
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1434
	v_readfirstlane_b32 s32, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s33, v41
	s_nop 4
	global_load_dwordx4 v[44:47], v35, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[44:47] offset:8704              ; 16 bytes into st1
	v_add_u32 v35, 0x2000, v6
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1434
	v_readfirstlane_b32 s32, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s33, v41
	s_nop 4
	global_load_dwordx4 v[44:47], v35, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[44:47] offset:13056             ; 16 bytes into st1
	v_add_u32 v35, 0x3000, v6
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1434
	v_readfirstlane_b32 s32, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s33, v41
	s_nop 4
	global_load_dwordx4 v[44:47], v35, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[44:47] offset:17408             ; 16 bytes into st1
	v_add_co_u32 v40, vcc, s12, v42                     ; 'vc' at this page
	v_mov_b32 v35, s13
	s_nop 0
	v_addc_co_u32 v41, vcc, v35, v43, vcc
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1434
	v_readfirstlane_b32 s32, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s33, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v19, s[32:33]
	s_mov_b64 exec, s[28:29]
	v_add_u32 v35, 0x100, v19
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1434
	v_readfirstlane_b32 s32, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s33, v41
	s_nop 4
	global_load_dwordx4 v[46:49], v35, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_perm_b32 v35, v46, v42, s4                        ; (k, k+1) of column 0
	ds_write_b32 v8, v35 offset:21760                   ; a K-pair into st2
	v_perm_b32 v35, v46, v42, s5                        ; (k, k+1) of column 1
	ds_write_b32 v8, v35 offset:21904                   ; a K-pair into st2
	v_perm_b32 v35, v47, v43, s4                        ; (k, k+1) of column 2
	ds_write_b32 v8, v35 offset:22048                   ; a K-pair into st2
	v_perm_b32 v35, v47, v43, s5                        ; (k, k+1) of column 3
	ds_write_b32 v8, v35 offset:22192                   ; a K-pair into st2
	v_perm_b32 v35, v48, v44, s4                        ; (k, k+1) of column 4
	ds_write_b32 v8, v35 offset:22336                   ; a K-pair into st2
	v_perm_b32 v35, v48, v44, s5                        ; (k, k+1) of column 5
	ds_write_b32 v8, v35 offset:22480                   ; a K-pair into st2
	v_perm_b32 v35, v49, v45, s4                        ; (k, k+1) of column 6
	ds_write_b32 v8, v35 offset:22624                   ; a K-pair into st2
	v_perm_b32 v35, v49, v45, s5                        ; (k, k+1) of column 7
	ds_write_b32 v8, v35 offset:22768                   ; a K-pair into st2
	v_add_u32 v35, 0x2000, v19
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1434
	v_readfirstlane_b32 s32, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s33, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v35, s[32:33]
	s_mov_b64 exec, s[28:29]
	v_add_u32 v35, 0x2100, v19
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_1434
	v_readfirstlane_b32 s32, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s33, v41
	s_nop 4
	global_load_dwordx4 v[46:49], v35, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_perm_b32 v35, v46, v42, s4                        ; (k, k+1) of column 0
	ds_write_b32 v8, v35 offset:21824                   ; a K-pair into st2
	v_perm_b32 v35, v46, v42, s5                        ; (k, k+1) of column 1
	ds_write_b32 v8, v35 offset:21968                   ; a K-pair into st2
	v_perm_b32 v35, v47, v43, s4                        ; (k, k+1) of column 2
	ds_write_b32 v8, v35 offset:22112                   ; a K-pair into st2
	v_perm_b32 v35, v47, v43, s5                        ; (k, k+1) of column 3
	ds_write_b32 v8, v35 offset:22256                   ; a K-pair into st2
	v_perm_b32 v35, v48, v44, s4                        ; (k, k+1) of column 4
	ds_write_b32 v8, v35 offset:22400                   ; a K-pair into st2
	v_perm_b32 v35, v48, v44, s5                        ; (k, k+1) of column 5
	ds_write_b32 v8, v35 offset:22544                   ; a K-pair into st2
	v_perm_b32 v35, v49, v45, s4                        ; (k, k+1) of column 6
	ds_write_b32 v8, v35 offset:22688                   ; a K-pair into st2
	v_perm_b32 v35, v49, v45, s5                        ; (k, k+1) of column 7
	ds_write_b32 v8, v35 offset:22832                   ; a K-pair into st2
	v_readfirstlane_b32 s21, v38
	s_mov_b32 s26, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s26, s21
	s_cbranch_scc1 .Lattention_paged_loop0_end
.Lattention_paged_loop0:
	s_add_u32 s28, s26, 64
	v_cmp_lt_u32 s[32:33], s26, v38
	s_cmp_eq_u64 s[32:33], 0                            ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_paged_if1_end
	s_add_i32 s29, s25, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s32, s28, 6
	s_mul_i32 s33, s29, s23
	s_add_u32 s34, s33, s32
	s_lshl_b32 s33, s34, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s29, s20                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s29, 1, 0
	s_cmp_lt_u32 s32, s23                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s32, 1, 0
	s_and_b32 s34, s29, s32
	v_mov_b32 v35, 0                                    ; absent element
	s_cmp_eq_u32 s34, 0                                 ; if %upred_1498
	s_cbranch_scc1 .Lattention_paged_skip1
	v_mov_b32 v39, s33                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v35, v39, s[14:15]
.Lattention_paged_skip1:
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[32:33], v35, s22                     ; the page of 'kc' lies inside it
	s_nop 1
	v_cndmask_b32 v39, 0, v35, s[32:33]
	v_mov_b32 v35, 0x2000
	v_mul_lo_u32 v40, v39, v35
	v_mov_b32 v35, 0x2000
	v_mul_hi_u32 v41, v39, v35
	v_lshlrev_b64 v[42:43], 1, v[40:41]
	v_add_co_u32 v40, vcc, s10, v42                     ; 'kc' at this page
	v_mov_b32 v35, s11
	s_nop 0
	v_addc_co_u32 v41, vcc, v35, v43, vcc
	v_cmp_lt_u32 s[34:35], s28, v38                     ; a step the loop consumes: a whole chunk in bounds
	s_and_b64 s[28:29], s[34:35], s[32:33]
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1506
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_dwordx4 v[44:47], v6, s[34:35]
	s_mov_b64 exec, s[32:33]
	v_add_u32 v35, 0x1000, v6
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1506
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_dwordx4 v[48:51], v35, s[34:35]
	s_mov_b64 exec, s[32:33]
	v_add_u32 v35, 0x2000, v6
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1506
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_dwordx4 v[52:55], v35, s[34:35]
	s_mov_b64 exec, s[32:33]
	v_add_u32 v35, 0x3000, v6
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1506
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_dwordx4 v[56:59], v35, s[34:35]
	s_mov_b64 exec, s[32:33]
	v_add_co_u32 v40, vcc, s12, v42                     ; 'vc' at this page
	v_mov_b32 v35, s13
	s_nop 0
	v_addc_co_u32 v41, vcc, v35, v43, vcc
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1506
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_dwordx4 v[60:63], v19, s[34:35]
	s_mov_b64 exec, s[32:33]
	v_add_u32 v35, 0x100, v19
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1506
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_dwordx4 v[64:67], v35, s[34:35]
	s_mov_b64 exec, s[32:33]
	v_add_u32 v35, 0x2000, v19
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1506
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_dwordx4 v[68:71], v35, s[34:35]
	s_mov_b64 exec, s[32:33]
	v_add_u32 v35, 0x2100, v19
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	v_mov_b32 v74, 0                                    ; outside: 0
	v_mov_b32 v75, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_1506
	v_readfirstlane_b32 s28, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s29, v41
	s_nop 4
	global_load_dwordx4 v[72:75], v35, s[28:29]
	s_mov_b64 exec, s[32:33]
	v_add_u32 v35, s26, v5
	v_add_u32 v39, 0, v35                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v40, 1, v35                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v41, 2, v35                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v42, 3, v35                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[28:29], v39, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[32:33], v40, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[34:35], v41, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[38:39], v42, v36                     ; examples/attention_paged.kgen:21
	v_mov_b32 v40, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v42, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v43, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[76:79], v13                          ; B fragment 0 of k-step 0
	ds_read_b128 v[80:83], v12 offset:4352              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[80:83], v[76:79], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[76:79], v13 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[80:83], v12 offset:4416              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[80:83], v[76:79], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[76:79], v13 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[80:83], v12 offset:4480              ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[80:83], v[76:79], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[76:79], v13 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[80:83], v12 offset:4544              ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[80:83], v[76:79], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	s_nop 7
	v_mul_f32 v35, s7, v40                              ; examples/attention_paged.kgen:21
	v_mul_f32 v39, s7, v41                              ; examples/attention_paged.kgen:21
	v_mul_f32 v76, s7, v42                              ; examples/attention_paged.kgen:21
	v_mul_f32 v77, s7, v43                              ; examples/attention_paged.kgen:21
	v_mov_b32 v40, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v41, v40, v35, s[28:29]
	v_mov_b32 v35, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v40, v35, v39, s[32:33]
	v_mov_b32 v35, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v39, v35, v76, s[34:35]
	v_mov_b32 v35, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v42, v35, v77, s[38:39]
	v_max_f32 v35, v41, v40                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v41, v40
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v35, v43, s[28:29]
	v_max_f32 v35, v76, v39                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v76, v39
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v35, v43, s[28:29]
	v_max_f32 v35, v76, v42                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v76, v42
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v35, v43, s[28:29]
	ds_swizzle_b32 v35, v76 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v43, v76, v35
	v_cmp_u_f32 s[28:29], v76, v35
	v_mov_b32 v35, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v43, v35, s[28:29]
	v_and_b32 v35, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v35, 32, v35
	v_lshlrev_b32 v35, 2, v35
	ds_bpermute_b32 v43, v35, v76
	s_waitcnt lgkmcnt(0)
	v_max_f32 v35, v76, v43
	v_cmp_u_f32 s[28:29], v76, v43
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v35, v43, s[28:29]
	s_and_saveexec_b64 s[28:29], s[16:17]               ; lanes where %vpred_145
	v_add_u32 v35, 0x12900, v10                         ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	ds_write_b32 v35, v76
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v35, 0x12900, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v43, v35
	v_add_u32 v35, 0x12940, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	ds_read_b32 v76, v35
	s_waitcnt lgkmcnt(0)
	v_max_f32 v35, v43, v76
	v_cmp_u_f32 s[28:29], v43, v76
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v35, v43, s[28:29]
	v_add_u32 v35, 0x12980, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	ds_read_b32 v43, v35
	s_waitcnt lgkmcnt(0)
	v_max_f32 v35, v76, v43
	v_cmp_u_f32 s[28:29], v76, v43
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v35, v43, s[28:29]
	v_add_u32 v35, 0x129c0, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	ds_read_b32 v43, v35
	s_waitcnt lgkmcnt(0)
	v_max_f32 v35, v76, v43
	v_cmp_u_f32 s[28:29], v76, v43
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v35, v43, s[28:29]
	v_max_f32 v35, v1, v76                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[28:29], v1, v76
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v35, v43, s[28:29]
	v_sub_f32 v35, v1, v76                              ; examples/attention_paged.kgen:24
	v_mul_f32 v43, 0x3fb8aa3b, v35                      ; examples/attention_paged.kgen:24
	v_exp_f32 v35, v43                                  ; examples/attention_paged.kgen:24
	s_nop 0
	v_mul_f32 v43, v26, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v77, v27, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v78, v28, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v79, v29, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v80, v30, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v81, v31, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v82, v32, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v83, v33, v35                             ; examples/attention_paged.kgen:26
	v_mov_b32 v26, v43                                  ; 'acc' scaled in place
	v_mov_b32 v27, v77                                  ; 'acc' scaled in place
	v_mov_b32 v28, v78                                  ; 'acc' scaled in place
	v_mov_b32 v29, v79                                  ; 'acc' scaled in place
	v_mov_b32 v30, v80                                  ; 'acc' scaled in place
	v_mov_b32 v31, v81                                  ; 'acc' scaled in place
	v_mov_b32 v32, v82                                  ; 'acc' scaled in place
	v_mov_b32 v33, v83                                  ; 'acc' scaled in place
	v_mul_f32 v43, 0xbfb8aa3b, v76                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v78, v41, v77, v43
	v_exp_f32 v41, v78                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v78, v40, v77, v43
	v_exp_f32 v40, v78                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v78, v39, v77, v43
	v_exp_f32 v39, v78                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v78, v42, v77, v43
	v_exp_f32 v42, v78                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v43, v41, 16, 1                           ; round to bf16
	v_add3_u32 v77, v41, v43, s6
	v_cmp_u_f32 s[28:29], v41, v41
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v43, s[28:29]
	v_and_b32 v43, 0xffff0000, v77
	v_bfe_u32 v77, v40, 16, 1                           ; round to bf16
	v_add3_u32 v78, v40, v77, s6
	v_cmp_u_f32 s[28:29], v40, v40
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[28:29]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v39, 16, 1                           ; round to bf16
	v_add3_u32 v79, v39, v78, s6
	v_cmp_u_f32 s[28:29], v39, v39
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[28:29]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v42, 16, 1                           ; round to bf16
	v_add3_u32 v80, v42, v79, s6
	v_cmp_u_f32 s[28:29], v42, v42
	v_mov_b32 v79, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v80, v80, v79, s[28:29]
	v_and_b32 v79, 0xffff0000, v80
	v_lshrrev_b32 v80, 16, v43
	v_add_u32 v43, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v43, v80
	v_lshrrev_b32 v43, 16, v77
	v_add_u32 v77, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v77, v43
	v_lshrrev_b32 v43, 16, v78
	v_add_u32 v77, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v77, v43
	v_lshrrev_b32 v43, 16, v79
	v_add_u32 v77, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v77, v43
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v43, 0x12a00, v11                         ; B fragment 0 of k-step 0
	ds_read_b128 v[78:81], v43
	ds_read_b128 v[82:85], v16 offset:21760             ; A fragment 0 of k-step 0
	ds_read_b128 v[86:89], v16 offset:24064             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[26:29], v[82:85], v[78:81], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[30:33], v[86:89], v[78:81], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_add_u32 v43, 0x12a40, v11                         ; B fragment 0 of k-step 1
	ds_read_b128 v[78:81], v43
	ds_read_b128 v[82:85], v16 offset:21824             ; A fragment 0 of k-step 1
	ds_read_b128 v[86:89], v16 offset:24128             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[26:29], v[82:85], v[78:81], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[30:33], v[86:89], v[78:81], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_mul_f32 v43, v34, v35                             ; examples/attention_paged.kgen:25
	v_add_f32 v35, v41, v40                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v40, v35, v39                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v35, v40, v42                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v39, v35 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v40, v35, v39
	v_and_b32 v35, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v35, 32, v35
	v_lshlrev_b32 v35, 2, v35
	ds_bpermute_b32 v39, v35, v40
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v40, v39
	s_and_saveexec_b64 s[28:29], s[16:17]               ; lanes where %vpred_145
	v_add_u32 v39, 0x13b00, v10                         ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	ds_write_b32 v39, v35
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v35, 0x13b00, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v39, v35
	v_add_u32 v35, 0x13b40, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	ds_read_b32 v40, v35
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v39, v40
	v_add_u32 v39, 0x13b80, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	ds_read_b32 v40, v39
	s_waitcnt lgkmcnt(0)
	v_add_f32 v39, v35, v40
	v_add_u32 v35, 0x13bc0, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	ds_read_b32 v40, v35
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v39, v40
	v_add_f32 v39, v43, v35                             ; examples/attention_paged.kgen:25
	v_mov_b32 v34, v39                                  ; next 'l'
	v_mov_b32 v1, v76                                   ; next 'mx'
	s_waitcnt vmcnt(7)
	ds_write_b128 v7, v[44:47] offset:40192             ; 16 bytes into st1
	s_waitcnt vmcnt(6)
	ds_write_b128 v7, v[48:51] offset:44544             ; 16 bytes into st1
	s_waitcnt vmcnt(5)
	ds_write_b128 v7, v[52:55] offset:48896             ; 16 bytes into st1
	s_waitcnt vmcnt(4)
	ds_write_b128 v7, v[56:59] offset:53248             ; 16 bytes into st1
	s_waitcnt vmcnt(2)
	v_perm_b32 v35, v64, v60, s4                        ; (k, k+1) of column 0
	ds_write_b32 v8, v35 offset:57600                   ; a K-pair into st2
	v_perm_b32 v35, v64, v60, s5                        ; (k, k+1) of column 1
	ds_write_b32 v8, v35 offset:57744                   ; a K-pair into st2
	v_perm_b32 v35, v65, v61, s4                        ; (k, k+1) of column 2
	ds_write_b32 v8, v35 offset:57888                   ; a K-pair into st2
	v_perm_b32 v35, v65, v61, s5                        ; (k, k+1) of column 3
	ds_write_b32 v8, v35 offset:58032                   ; a K-pair into st2
	v_perm_b32 v35, v66, v62, s4                        ; (k, k+1) of column 4
	ds_write_b32 v8, v35 offset:58176                   ; a K-pair into st2
	v_perm_b32 v35, v66, v62, s5                        ; (k, k+1) of column 5
	ds_write_b32 v8, v35 offset:58320                   ; a K-pair into st2
	v_perm_b32 v35, v67, v63, s4                        ; (k, k+1) of column 6
	ds_write_b32 v8, v35 offset:58464                   ; a K-pair into st2
	v_perm_b32 v35, v67, v63, s5                        ; (k, k+1) of column 7
	ds_write_b32 v8, v35 offset:58608                   ; a K-pair into st2
	s_waitcnt vmcnt(0)
	v_perm_b32 v35, v72, v68, s4                        ; (k, k+1) of column 0
	ds_write_b32 v8, v35 offset:57664                   ; a K-pair into st2
	v_perm_b32 v35, v72, v68, s5                        ; (k, k+1) of column 1
	ds_write_b32 v8, v35 offset:57808                   ; a K-pair into st2
	v_perm_b32 v35, v73, v69, s4                        ; (k, k+1) of column 2
	ds_write_b32 v8, v35 offset:57952                   ; a K-pair into st2
	v_perm_b32 v35, v73, v69, s5                        ; (k, k+1) of column 3
	ds_write_b32 v8, v35 offset:58096                   ; a K-pair into st2
	v_perm_b32 v35, v74, v70, s4                        ; (k, k+1) of column 4
	ds_write_b32 v8, v35 offset:58240                   ; a K-pair into st2
	v_perm_b32 v35, v74, v70, s5                        ; (k, k+1) of column 5
	ds_write_b32 v8, v35 offset:58384                   ; a K-pair into st2
	v_perm_b32 v35, v75, v71, s4                        ; (k, k+1) of column 6
	ds_write_b32 v8, v35 offset:58528                   ; a K-pair into st2
	v_perm_b32 v35, v75, v71, s5                        ; (k, k+1) of column 7
	ds_write_b32 v8, v35 offset:58672                   ; a K-pair into st2
.Lattention_paged_if1_end:
	s_add_u32 s28, s26, 64
	s_add_u32 s29, s28, 64
	v_cmp_lt_u32 s[32:33], s28, v38
	s_cmp_eq_u64 s[32:33], 0                            ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_paged_if2_end
	s_add_i32 s32, s25, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s33, s29, 6
	s_mul_i32 s34, s32, s23
	s_add_u32 s35, s34, s33
	s_lshl_b32 s34, s35, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s32, s20                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s32, 1, 0
	s_cmp_lt_u32 s33, s23                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s33, 1, 0
	s_and_b32 s35, s32, s33
	v_mov_b32 v35, 0                                    ; absent element
	s_cmp_eq_u32 s35, 0                                 ; if %upred_1708
	s_cbranch_scc1 .Lattention_paged_skip2
	v_mov_b32 v39, s34                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v35, v39, s[14:15]
.Lattention_paged_skip2:
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[32:33], v35, s22                     ; the page of 'kc' lies inside it
	s_nop 1
	v_cndmask_b32 v39, 0, v35, s[32:33]
	v_mov_b32 v35, 0x2000
	v_mul_lo_u32 v40, v39, v35
	v_mov_b32 v35, 0x2000
	v_mul_hi_u32 v41, v39, v35
	v_lshlrev_b64 v[42:43], 1, v[40:41]
	v_add_co_u32 v40, vcc, s10, v42                     ; 'kc' at this page
	v_mov_b32 v35, s11
	s_nop 0
	v_addc_co_u32 v41, vcc, v35, v43, vcc
	v_cmp_lt_u32 s[34:35], s29, v38                     ; a step the loop consumes: a whole chunk in bounds
	s_and_b64 s[38:39], s[34:35], s[32:33]
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[38:39]               ; lanes where %vpred_1716
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_dwordx4 v[44:47], v6, s[34:35]
	s_mov_b64 exec, s[32:33]
	v_add_u32 v35, 0x1000, v6
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[38:39]               ; lanes where %vpred_1716
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_dwordx4 v[48:51], v35, s[34:35]
	s_mov_b64 exec, s[32:33]
	v_add_u32 v35, 0x2000, v6
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[38:39]               ; lanes where %vpred_1716
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_dwordx4 v[52:55], v35, s[34:35]
	s_mov_b64 exec, s[32:33]
	v_add_u32 v35, 0x3000, v6
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[38:39]               ; lanes where %vpred_1716
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_dwordx4 v[56:59], v35, s[34:35]
	s_mov_b64 exec, s[32:33]
	v_add_co_u32 v40, vcc, s12, v42                     ; 'vc' at this page
	v_mov_b32 v35, s13
	s_nop 0
	v_addc_co_u32 v41, vcc, v35, v43, vcc
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[38:39]               ; lanes where %vpred_1716
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_dwordx4 v[60:63], v19, s[34:35]
	s_mov_b64 exec, s[32:33]
	v_add_u32 v35, 0x100, v19
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[38:39]               ; lanes where %vpred_1716
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_dwordx4 v[64:67], v35, s[34:35]
	s_mov_b64 exec, s[32:33]
	v_add_u32 v35, 0x2000, v19
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[38:39]               ; lanes where %vpred_1716
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_dwordx4 v[68:71], v35, s[34:35]
	s_mov_b64 exec, s[32:33]
	v_add_u32 v35, 0x2100, v19
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	v_mov_b32 v74, 0                                    ; outside: 0
	v_mov_b32 v75, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[38:39]               ; lanes where %vpred_1716
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_dwordx4 v[72:75], v35, s[34:35]
	s_mov_b64 exec, s[32:33]
	v_add_u32 v35, s28, v5
	v_add_u32 v39, 0, v35                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v40, 1, v35                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v41, 2, v35                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v42, 3, v35                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[28:29], v39, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[32:33], v40, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[34:35], v41, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[38:39], v42, v36                     ; examples/attention_paged.kgen:21
	v_mov_b32 v40, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v42, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v43, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[76:79], v13                          ; B fragment 0 of k-step 0
	ds_read_b128 v[80:83], v12 offset:40192             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[80:83], v[76:79], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[76:79], v13 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[80:83], v12 offset:40256             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[80:83], v[76:79], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[76:79], v13 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[80:83], v12 offset:40320             ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[80:83], v[76:79], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[76:79], v13 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[80:83], v12 offset:40384             ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[80:83], v[76:79], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	s_nop 7
	v_mul_f32 v35, s7, v40                              ; examples/attention_paged.kgen:21
	v_mul_f32 v39, s7, v41                              ; examples/attention_paged.kgen:21
	v_mul_f32 v76, s7, v42                              ; examples/attention_paged.kgen:21
	v_mul_f32 v77, s7, v43                              ; examples/attention_paged.kgen:21
	v_mov_b32 v40, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v41, v40, v35, s[28:29]
	v_mov_b32 v35, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v40, v35, v39, s[32:33]
	v_mov_b32 v35, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v39, v35, v76, s[34:35]
	v_mov_b32 v35, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v42, v35, v77, s[38:39]
	v_max_f32 v35, v41, v40                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v41, v40
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v35, v43, s[28:29]
	v_max_f32 v35, v76, v39                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v76, v39
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v35, v43, s[28:29]
	v_max_f32 v35, v76, v42                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v76, v42
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v35, v43, s[28:29]
	ds_swizzle_b32 v35, v76 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v43, v76, v35
	v_cmp_u_f32 s[28:29], v76, v35
	v_mov_b32 v35, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v43, v35, s[28:29]
	v_and_b32 v35, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v35, 32, v35
	v_lshlrev_b32 v35, 2, v35
	ds_bpermute_b32 v43, v35, v76
	s_waitcnt lgkmcnt(0)
	v_max_f32 v35, v76, v43
	v_cmp_u_f32 s[28:29], v76, v43
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v35, v43, s[28:29]
	s_and_saveexec_b64 s[28:29], s[16:17]               ; lanes where %vpred_145
	v_add_u32 v35, 0x12900, v10                         ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	ds_write_b32 v35, v76
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v35, 0x12900, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v43, v35
	v_add_u32 v35, 0x12940, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	ds_read_b32 v76, v35
	s_waitcnt lgkmcnt(0)
	v_max_f32 v35, v43, v76
	v_cmp_u_f32 s[28:29], v43, v76
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v35, v43, s[28:29]
	v_add_u32 v35, 0x12980, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	ds_read_b32 v43, v35
	s_waitcnt lgkmcnt(0)
	v_max_f32 v35, v76, v43
	v_cmp_u_f32 s[28:29], v76, v43
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v35, v43, s[28:29]
	v_add_u32 v35, 0x129c0, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	ds_read_b32 v43, v35
	s_waitcnt lgkmcnt(0)
	v_max_f32 v35, v76, v43
	v_cmp_u_f32 s[28:29], v76, v43
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v35, v43, s[28:29]
	v_max_f32 v35, v1, v76                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[28:29], v1, v76
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v35, v43, s[28:29]
	v_sub_f32 v35, v1, v76                              ; examples/attention_paged.kgen:24
	v_mul_f32 v43, 0x3fb8aa3b, v35                      ; examples/attention_paged.kgen:24
	v_exp_f32 v35, v43                                  ; examples/attention_paged.kgen:24
	s_nop 0
	v_mul_f32 v43, v26, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v77, v27, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v78, v28, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v79, v29, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v80, v30, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v81, v31, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v82, v32, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v83, v33, v35                             ; examples/attention_paged.kgen:26
	v_mov_b32 v26, v43                                  ; 'acc' scaled in place
	v_mov_b32 v27, v77                                  ; 'acc' scaled in place
	v_mov_b32 v28, v78                                  ; 'acc' scaled in place
	v_mov_b32 v29, v79                                  ; 'acc' scaled in place
	v_mov_b32 v30, v80                                  ; 'acc' scaled in place
	v_mov_b32 v31, v81                                  ; 'acc' scaled in place
	v_mov_b32 v32, v82                                  ; 'acc' scaled in place
	v_mov_b32 v33, v83                                  ; 'acc' scaled in place
	v_mul_f32 v43, 0xbfb8aa3b, v76                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v78, v41, v77, v43
	v_exp_f32 v41, v78                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v78, v40, v77, v43
	v_exp_f32 v40, v78                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v78, v39, v77, v43
	v_exp_f32 v39, v78                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v78, v42, v77, v43
	v_exp_f32 v42, v78                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v43, v41, 16, 1                           ; round to bf16
	v_add3_u32 v77, v41, v43, s6
	v_cmp_u_f32 s[28:29], v41, v41
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v43, s[28:29]
	v_and_b32 v43, 0xffff0000, v77
	v_bfe_u32 v77, v40, 16, 1                           ; round to bf16
	v_add3_u32 v78, v40, v77, s6
	v_cmp_u_f32 s[28:29], v40, v40
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[28:29]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v39, 16, 1                           ; round to bf16
	v_add3_u32 v79, v39, v78, s6
	v_cmp_u_f32 s[28:29], v39, v39
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[28:29]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v42, 16, 1                           ; round to bf16
	v_add3_u32 v80, v42, v79, s6
	v_cmp_u_f32 s[28:29], v42, v42
	v_mov_b32 v79, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v80, v80, v79, s[28:29]
	v_and_b32 v79, 0xffff0000, v80
	v_lshrrev_b32 v80, 16, v43
	v_add_u32 v43, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v43, v80
	v_lshrrev_b32 v43, 16, v77
	v_add_u32 v77, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v77, v43
	v_lshrrev_b32 v43, 16, v78
	v_add_u32 v77, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v77, v43
	v_lshrrev_b32 v43, 16, v79
	v_add_u32 v77, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v77, v43
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v43, 0x12a00, v11                         ; B fragment 0 of k-step 0
	ds_read_b128 v[78:81], v43
	ds_read_b128 v[82:85], v16 offset:57600             ; A fragment 0 of k-step 0
	ds_read_b128 v[86:89], v16 offset:59904             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[26:29], v[82:85], v[78:81], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[30:33], v[86:89], v[78:81], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_add_u32 v43, 0x12a40, v11                         ; B fragment 0 of k-step 1
	ds_read_b128 v[78:81], v43
	ds_read_b128 v[82:85], v16 offset:57664             ; A fragment 0 of k-step 1
	ds_read_b128 v[86:89], v16 offset:59968             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[26:29], v[82:85], v[78:81], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[30:33], v[86:89], v[78:81], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_mul_f32 v43, v34, v35                             ; examples/attention_paged.kgen:25
	v_add_f32 v35, v41, v40                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v40, v35, v39                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v35, v40, v42                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v39, v35 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v40, v35, v39
	v_and_b32 v35, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v35, 32, v35
	v_lshlrev_b32 v35, 2, v35
	ds_bpermute_b32 v39, v35, v40
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v40, v39
	s_and_saveexec_b64 s[28:29], s[16:17]               ; lanes where %vpred_145
	v_add_u32 v39, 0x13b00, v10                         ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	ds_write_b32 v39, v35
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v35, 0x13b00, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v39, v35
	v_add_u32 v35, 0x13b40, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	ds_read_b32 v40, v35
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v39, v40
	v_add_u32 v39, 0x13b80, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	ds_read_b32 v40, v39
	s_waitcnt lgkmcnt(0)
	v_add_f32 v39, v35, v40
	v_add_u32 v35, 0x13bc0, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	ds_read_b32 v40, v35
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v39, v40
	v_add_f32 v39, v43, v35                             ; examples/attention_paged.kgen:25
	v_mov_b32 v34, v39                                  ; next 'l'
	v_mov_b32 v1, v76                                   ; next 'mx'
	s_waitcnt vmcnt(7)
	ds_write_b128 v7, v[44:47] offset:4352              ; 16 bytes into st1
	s_waitcnt vmcnt(6)
	ds_write_b128 v7, v[48:51] offset:8704              ; 16 bytes into st1
	s_waitcnt vmcnt(5)
	ds_write_b128 v7, v[52:55] offset:13056             ; 16 bytes into st1
	s_waitcnt vmcnt(4)
	ds_write_b128 v7, v[56:59] offset:17408             ; 16 bytes into st1
	s_waitcnt vmcnt(2)
	v_perm_b32 v35, v64, v60, s4                        ; (k, k+1) of column 0
	ds_write_b32 v8, v35 offset:21760                   ; a K-pair into st2
	v_perm_b32 v35, v64, v60, s5                        ; (k, k+1) of column 1
	ds_write_b32 v8, v35 offset:21904                   ; a K-pair into st2
	v_perm_b32 v35, v65, v61, s4                        ; (k, k+1) of column 2
	ds_write_b32 v8, v35 offset:22048                   ; a K-pair into st2
	v_perm_b32 v35, v65, v61, s5                        ; (k, k+1) of column 3
	ds_write_b32 v8, v35 offset:22192                   ; a K-pair into st2
	v_perm_b32 v35, v66, v62, s4                        ; (k, k+1) of column 4
	ds_write_b32 v8, v35 offset:22336                   ; a K-pair into st2
	v_perm_b32 v35, v66, v62, s5                        ; (k, k+1) of column 5
	ds_write_b32 v8, v35 offset:22480                   ; a K-pair into st2
	v_perm_b32 v35, v67, v63, s4                        ; (k, k+1) of column 6
	ds_write_b32 v8, v35 offset:22624                   ; a K-pair into st2
	v_perm_b32 v35, v67, v63, s5                        ; (k, k+1) of column 7
	ds_write_b32 v8, v35 offset:22768                   ; a K-pair into st2
	s_waitcnt vmcnt(0)
	v_perm_b32 v35, v72, v68, s4                        ; (k, k+1) of column 0
	ds_write_b32 v8, v35 offset:21824                   ; a K-pair into st2
	v_perm_b32 v35, v72, v68, s5                        ; (k, k+1) of column 1
	ds_write_b32 v8, v35 offset:21968                   ; a K-pair into st2
	v_perm_b32 v35, v73, v69, s4                        ; (k, k+1) of column 2
	ds_write_b32 v8, v35 offset:22112                   ; a K-pair into st2
	v_perm_b32 v35, v73, v69, s5                        ; (k, k+1) of column 3
	ds_write_b32 v8, v35 offset:22256                   ; a K-pair into st2
	v_perm_b32 v35, v74, v70, s4                        ; (k, k+1) of column 4
	ds_write_b32 v8, v35 offset:22400                   ; a K-pair into st2
	v_perm_b32 v35, v74, v70, s5                        ; (k, k+1) of column 5
	ds_write_b32 v8, v35 offset:22544                   ; a K-pair into st2
	v_perm_b32 v35, v75, v71, s4                        ; (k, k+1) of column 6
	ds_write_b32 v8, v35 offset:22688                   ; a K-pair into st2
	v_perm_b32 v35, v75, v71, s5                        ; (k, k+1) of column 7
	ds_write_b32 v8, v35 offset:22832                   ; a K-pair into st2
.Lattention_paged_if2_end:
	s_add_u32 s26, s26, 0x80
	s_cmp_lt_u32 s26, s21
	s_cbranch_scc1 .Lattention_paged_loop0
.Lattention_paged_loop0_end:
	v_add_u32 v35, 63, v38
	v_and_b32 v38, 0xffffffc0, v35                      ; the first chunk of 'tt' the pipeline left
	s_nop 0
	v_readfirstlane_b32 s21, v38
	v_readfirstlane_b32 s26, v37
	s_mov_b32 s28, s21                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s28, s26
	s_cbranch_scc1 .Lattention_paged_loop1_end
.Lattention_paged_loop1:
	v_sub_u32 v35, v37, s28
	v_add_u32 v38, s28, v5
	v_add_u32 v39, 0, v38                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v40, 1, v38                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v41, 2, v38                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v42, 3, v38                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[32:33], v39, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[34:35], v40, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[38:39], v41, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[40:41], v42, v36                     ; examples/attention_paged.kgen:21
	s_add_i32 s21, s25, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s29, s28, 6
	s_mul_i32 s42, s21, s23
	s_add_u32 s43, s42, s29
	s_lshl_b32 s42, s43, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s21, s20                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s21, 1, 0
	s_cmp_lt_u32 s29, s23                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s29, 1, 0
	s_and_b32 s43, s21, s29
	v_mov_b32 v38, 0                                    ; absent element
	s_cmp_eq_u32 s43, 0                                 ; if %upred_338
	s_cbranch_scc1 .Lattention_paged_skip3
	v_mov_b32 v43, s42                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v38, v43, s[14:15]
.Lattention_paged_skip3:
	v_lshrrev_b32 v43, 6, v39                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v44, 64, v43
	v_sub_u32 v43, v39, v44
	v_lshrrev_b32 v39, 6, v40                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v44, 64, v39
	v_sub_u32 v39, v40, v44
	v_lshrrev_b32 v40, 6, v41                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v44, 64, v40
	v_sub_u32 v40, v41, v44
	v_lshrrev_b32 v41, 6, v42                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v44, 64, v41
	v_sub_u32 v41, v42, v44
	s_and_saveexec_b64 s[42:43], s[36:37]               ; lanes where %vpred_344
	v_add_u32 v42, 0x13c00, v17                         ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v42, v43
	v_add_u32 v42, 0x13c04, v17                         ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v42, v39
	v_add_u32 v39, 0x13c08, v17                         ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v39, v40
	v_add_u32 v39, 0x13c0c, v17                         ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v39, v41
	s_mov_b64 exec, s[42:43]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v39, 0x13c00, v21                         ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v40, v39
	v_add_u32 v39, 0x13c20, v21                         ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v41, v39
	v_add_u32 v39, 0x13c40, v21                         ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v42, v39
	v_add_u32 v39, 0x13c60, v21                         ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v43, v39
	v_add_u32 v39, 0x13c80, v21                         ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v44, v39
	v_add_u32 v39, 0x13ca0, v21                         ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v45, v39
	v_add_u32 v39, 0x13cc0, v21                         ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v46, v39
	v_add_u32 v39, 0x13ce0, v21                         ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v47, v39
	v_add_u32 v39, 0, v9
	v_add_u32 v48, 0, v39                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v49, 1, v39                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v50, 2, v39                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v51, 3, v39                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v52, 16, v39                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v53, 17, v39                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v54, 18, v39                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v55, 19, v39                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[42:43], s[36:37]               ; lanes where %vpred_344
	v_add_u32 v39, 0x13d00, v15                         ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v39, v48
	v_add_u32 v39, 0x13d04, v15                         ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v39, v49
	v_add_u32 v39, 0x13d08, v15                         ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v39, v50
	v_add_u32 v39, 0x13d0c, v15                         ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v39, v51
	v_add_u32 v39, 0x13d40, v15                         ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v39, v52
	v_add_u32 v39, 0x13d44, v15                         ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v39, v53
	v_add_u32 v39, 0x13d48, v15                         ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v39, v54
	v_add_u32 v39, 0x13d4c, v15                         ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v39, v55
	s_mov_b64 exec, s[42:43]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v39, 0x13d00, v22                         ; convert the operand at 21:65: read in the new layout
	ds_read_b32 v48, v39
	v_cmp_lt_u32 s[42:43], v4, v35                      ; 'tt' element in bounds
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[44:45], v38, s22                     ; subscript 0 of 'kc' inside [0, NP)
	s_and_b64 s[46:47], s[42:43], s[44:45]
	v_cmp_lt_u32 s[42:43], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[48:49], s[46:47], s[42:43]
	v_mov_b32 v39, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[42:43], v48, v39
	s_and_b64 s[50:51], s[48:49], s[42:43]
	v_mov_b32 v39, 0x2000
	v_mul_lo_u32 v49, v39, v38
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v50, v39, v40
	v_add_u32 v39, v49, v50
	v_add_u32 v40, v39, v48
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v50, 0                                    ; an absent run: zeros
	v_mov_b32 v51, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[48:49], s[50:51]               ; lanes where %vpred_378
	global_load_dwordx2 v[50:51], v39, s[10:11]         ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	ds_write_b64 v20, v[50:51] offset:4352              ; A operand of the product: stage a run
	v_add_u32 v39, 8, v4
	v_cmp_lt_u32 s[48:49], v39, v35                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v41, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[50:51], s[48:49]
	s_and_b64 s[48:49], s[52:53], s[42:43]
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v40, v39, v41
	v_add_u32 v39, v49, v40
	v_add_u32 v40, v39, v48
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v40, 0                                    ; an absent run: zeros
	v_mov_b32 v41, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[48:49]               ; lanes where %vpred_391
	global_load_dwordx2 v[40:41], v39, s[10:11]         ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v20, v[40:41] offset:6528              ; A operand of the product: stage a run
	v_add_u32 v39, 16, v4
	v_cmp_lt_u32 s[48:49], v39, v35                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v42, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[54:55], s[52:53], s[48:49]
	s_and_b64 s[48:49], s[54:55], s[42:43]
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v40, v39, v42
	v_add_u32 v39, v49, v40
	v_add_u32 v40, v39, v48
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v40, 0                                    ; an absent run: zeros
	v_mov_b32 v41, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[54:55], s[48:49]               ; lanes where %vpred_403
	global_load_dwordx2 v[40:41], v39, s[10:11]         ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	ds_write_b64 v20, v[40:41] offset:8704              ; A operand of the product: stage a run
	v_add_u32 v39, 24, v4
	v_cmp_lt_u32 s[48:49], v39, v35                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v43, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[54:55], s[48:49]
	s_and_b64 s[48:49], s[56:57], s[42:43]
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v40, v39, v43
	v_add_u32 v39, v49, v40
	v_add_u32 v40, v39, v48
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v40, 0                                    ; an absent run: zeros
	v_mov_b32 v41, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[56:57], s[48:49]               ; lanes where %vpred_415
	global_load_dwordx2 v[40:41], v39, s[10:11]         ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	ds_write_b64 v20, v[40:41] offset:10880             ; A operand of the product: stage a run
	v_add_u32 v39, 32, v4
	v_cmp_lt_u32 s[48:49], v39, v35                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v44, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[56:57], s[48:49]
	s_and_b64 s[48:49], s[58:59], s[42:43]
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v40, v39, v44
	v_add_u32 v39, v49, v40
	v_add_u32 v40, v39, v48
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v40, 0                                    ; an absent run: zeros
	v_mov_b32 v41, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[48:49]               ; lanes where %vpred_427
	global_load_dwordx2 v[40:41], v39, s[10:11]         ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v20, v[40:41] offset:13056             ; A operand of the product: stage a run
	v_add_u32 v39, 40, v4
	v_cmp_lt_u32 s[48:49], v39, v35                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v45, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[60:61], s[58:59], s[48:49]
	s_and_b64 s[48:49], s[60:61], s[42:43]
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v40, v39, v45
	v_add_u32 v39, v49, v40
	v_add_u32 v40, v39, v48
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v40, 0                                    ; an absent run: zeros
	v_mov_b32 v41, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[60:61], s[48:49]               ; lanes where %vpred_439
	global_load_dwordx2 v[40:41], v39, s[10:11]         ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	ds_write_b64 v20, v[40:41] offset:15232             ; A operand of the product: stage a run
	v_add_u32 v39, 48, v4
	v_cmp_lt_u32 s[48:49], v39, v35                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v46, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[62:63], s[60:61], s[48:49]
	s_and_b64 s[48:49], s[62:63], s[42:43]
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v40, v39, v46
	v_add_u32 v39, v49, v40
	v_add_u32 v40, v39, v48
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v40, 0                                    ; an absent run: zeros
	v_mov_b32 v41, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[62:63], s[48:49]               ; lanes where %vpred_451
	global_load_dwordx2 v[40:41], v39, s[10:11]         ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	ds_write_b64 v20, v[40:41] offset:17408             ; A operand of the product: stage a run
	v_add_u32 v39, 56, v4
	v_cmp_lt_u32 s[48:49], v39, v35                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v47, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[62:63], s[48:49]
	s_and_b64 s[48:49], s[64:65], s[42:43]
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v40, v39, v47
	v_add_u32 v39, v49, v40
	v_add_u32 v40, v39, v48
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v40, 0                                    ; an absent run: zeros
	v_mov_b32 v41, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[42:43], s[48:49]               ; lanes where %vpred_463
	global_load_dwordx2 v[40:41], v39, s[10:11]         ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	ds_write_b64 v20, v[40:41] offset:19584             ; A operand of the product: stage a run
	v_mov_b32 v40, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v42, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v43, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	ds_read_b128 v[44:47], v13                          ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[48:51], v12 offset:4352              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[48:51], v[44:47], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[44:47], v13 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[48:51], v12 offset:4416              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[48:51], v[44:47], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[44:47], v13 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[48:51], v12 offset:4480              ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[48:51], v[44:47], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[44:47], v13 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[48:51], v12 offset:4544              ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[48:51], v[44:47], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	s_nop 7
	v_mul_f32 v39, s7, v40                              ; examples/attention_paged.kgen:21
	v_mul_f32 v44, s7, v41                              ; examples/attention_paged.kgen:21
	v_mul_f32 v45, s7, v42                              ; examples/attention_paged.kgen:21
	v_mul_f32 v46, s7, v43                              ; examples/attention_paged.kgen:21
	v_mov_b32 v40, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v41, v40, v39, s[32:33]
	v_mov_b32 v39, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v40, v39, v44, s[34:35]
	v_mov_b32 v39, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v42, v39, v45, s[38:39]
	v_mov_b32 v39, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v43, v39, v46, s[40:41]
	v_cmp_lt_u32 s[32:33], v3, s27                      ; 'r' element in bounds
	v_cmp_lt_u32 s[34:35], v5, v35                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[32:33], s[34:35]
	v_mov_b32 v39, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v44, v39, v41, s[38:39]
	v_add_u32 v39, 1, v5
	v_cmp_lt_u32 s[34:35], v39, v35                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[34:35]
	v_mov_b32 v39, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v45, v39, v40, s[40:41]
	v_add_u32 v39, 2, v5
	v_cmp_lt_u32 s[34:35], v39, v35                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[32:33], s[34:35]
	v_mov_b32 v39, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v46, v39, v42, s[42:43]
	v_add_u32 v39, 3, v5
	v_cmp_lt_u32 s[34:35], v39, v35                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[32:33], s[34:35]
	v_mov_b32 v35, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v39, v35, v43, s[48:49]
	v_max_f32 v35, v44, v45                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[32:33], v44, v45
	v_mov_b32 v44, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v45, v35, v44, s[32:33]
	v_max_f32 v35, v45, v46                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[32:33], v45, v46
	v_mov_b32 v44, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v45, v35, v44, s[32:33]
	v_max_f32 v35, v45, v39                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[32:33], v45, v39
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v35, v39, s[32:33]
	ds_swizzle_b32 v35, v44 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v39, v44, v35
	v_cmp_u_f32 s[32:33], v44, v35
	v_mov_b32 v35, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v39, v35, s[32:33]
	v_and_b32 v35, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v35, 32, v35
	v_lshlrev_b32 v35, 2, v35
	ds_bpermute_b32 v39, v35, v44
	s_waitcnt lgkmcnt(0)
	v_max_f32 v35, v44, v39
	v_cmp_u_f32 s[32:33], v44, v39
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v35, v39, s[32:33]
	s_and_saveexec_b64 s[32:33], s[16:17]               ; lanes where %vpred_145
	v_add_u32 v35, 0x12900, v10                         ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	ds_write_b32 v35, v44
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v35, 0x12900, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v39, v35
	v_add_u32 v35, 0x12940, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	ds_read_b32 v44, v35
	s_waitcnt lgkmcnt(0)
	v_max_f32 v35, v39, v44
	v_cmp_u_f32 s[32:33], v39, v44
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v35, v39, s[32:33]
	v_add_u32 v35, 0x12980, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	ds_read_b32 v39, v35
	s_waitcnt lgkmcnt(0)
	v_max_f32 v35, v44, v39
	v_cmp_u_f32 s[32:33], v44, v39
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v35, v39, s[32:33]
	v_add_u32 v35, 0x129c0, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	ds_read_b32 v39, v35
	s_waitcnt lgkmcnt(0)
	v_max_f32 v35, v44, v39
	v_cmp_u_f32 s[32:33], v44, v39
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v35, v39, s[32:33]
	v_max_f32 v35, v1, v44                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[32:33], v1, v44
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v35, v39, s[32:33]
	v_sub_f32 v35, v1, v44                              ; examples/attention_paged.kgen:24
	v_mul_f32 v39, 0x3fb8aa3b, v35                      ; examples/attention_paged.kgen:24
	v_exp_f32 v35, v39                                  ; examples/attention_paged.kgen:24
	s_nop 0
	v_mul_f32 v39, v26, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v45, v27, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v46, v28, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v47, v29, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v48, v30, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v49, v31, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v50, v32, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v51, v33, v35                             ; examples/attention_paged.kgen:26
	v_mov_b32 v26, v39                                  ; 'acc' scaled in place
	v_mov_b32 v27, v45                                  ; 'acc' scaled in place
	v_mov_b32 v28, v46                                  ; 'acc' scaled in place
	v_mov_b32 v29, v47                                  ; 'acc' scaled in place
	v_mov_b32 v30, v48                                  ; 'acc' scaled in place
	v_mov_b32 v31, v49                                  ; 'acc' scaled in place
	v_mov_b32 v32, v50                                  ; 'acc' scaled in place
	v_mov_b32 v33, v51                                  ; 'acc' scaled in place
	v_cndmask_b32 v39, 0, v38, s[44:45]
	v_mov_b32 v38, 0x2000
	v_mul_lo_u32 v46, v39, v38
	v_mov_b32 v38, 0x2000
	v_mul_hi_u32 v47, v39, v38
	v_lshlrev_b64 v[38:39], 1, v[46:47]
	v_add_co_u32 v46, vcc, s12, v38                     ; 'vc' at this page
	v_mov_b32 v45, s13
	s_nop 0
	v_addc_co_u32 v47, vcc, v45, v39, vcc
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[46:47]               ; lanes where %vpred_374
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	s_nop 4
	global_load_ushort v38, v24, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[46:47]               ; lanes where %vpred_374
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	s_nop 4
	global_load_ushort v38, v24, s[34:35] offset:2
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[46:47]               ; lanes where %vpred_374
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	s_nop 4
	global_load_ushort v38, v24, s[34:35] offset:4
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[46:47]               ; lanes where %vpred_374
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	s_nop 4
	global_load_ushort v38, v24, s[34:35] offset:6
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[50:51]               ; lanes where %vpred_388
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	s_nop 4
	global_load_ushort v38, v24, s[34:35] offset:2048
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[50:51]               ; lanes where %vpred_388
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	s_nop 4
	global_load_ushort v38, v24, s[34:35] offset:2050
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[50:51]               ; lanes where %vpred_388
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	s_nop 4
	global_load_ushort v38, v24, s[34:35] offset:2052
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[50:51]               ; lanes where %vpred_388
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	s_nop 4
	global_load_ushort v38, v24, s[34:35] offset:2054
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[52:53]               ; lanes where %vpred_400
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v54, 0x1000, v24
	s_nop 3
	global_load_ushort v38, v54, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[52:53]               ; lanes where %vpred_400
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v55, 0x1002, v24
	s_nop 3
	global_load_ushort v38, v55, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[52:53]               ; lanes where %vpred_400
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v56, 0x1004, v24
	s_nop 3
	global_load_ushort v38, v56, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[52:53]               ; lanes where %vpred_400
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v57, 0x1006, v24
	s_nop 3
	global_load_ushort v38, v57, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[54:55]               ; lanes where %vpred_412
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v58, 0x1800, v24
	s_nop 3
	global_load_ushort v38, v58, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[54:55]               ; lanes where %vpred_412
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v59, 0x1802, v24
	s_nop 3
	global_load_ushort v38, v59, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[54:55]               ; lanes where %vpred_412
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v60, 0x1804, v24
	s_nop 3
	global_load_ushort v38, v60, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[54:55]               ; lanes where %vpred_412
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v61, 0x1806, v24
	s_nop 3
	global_load_ushort v38, v61, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[56:57]               ; lanes where %vpred_424
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v62, 0x2000, v24
	s_nop 3
	global_load_ushort v38, v62, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[56:57]               ; lanes where %vpred_424
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v63, 0x2002, v24
	s_nop 3
	global_load_ushort v38, v63, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[56:57]               ; lanes where %vpred_424
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v64, 0x2004, v24
	s_nop 3
	global_load_ushort v38, v64, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[56:57]               ; lanes where %vpred_424
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v65, 0x2006, v24
	s_nop 3
	global_load_ushort v38, v65, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[58:59]               ; lanes where %vpred_436
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v66, 0x2800, v24
	s_nop 3
	global_load_ushort v38, v66, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[58:59]               ; lanes where %vpred_436
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v67, 0x2802, v24
	s_nop 3
	global_load_ushort v38, v67, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[58:59]               ; lanes where %vpred_436
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v68, 0x2804, v24
	s_nop 3
	global_load_ushort v38, v68, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[58:59]               ; lanes where %vpred_436
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v69, 0x2806, v24
	s_nop 3
	global_load_ushort v38, v69, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[60:61]               ; lanes where %vpred_448
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v70, 0x3000, v24
	s_nop 3
	global_load_ushort v38, v70, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[60:61]               ; lanes where %vpred_448
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v71, 0x3002, v24
	s_nop 3
	global_load_ushort v38, v71, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[60:61]               ; lanes where %vpred_448
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v72, 0x3004, v24
	s_nop 3
	global_load_ushort v38, v72, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[60:61]               ; lanes where %vpred_448
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v73, 0x3006, v24
	s_nop 3
	global_load_ushort v38, v73, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[62:63]               ; lanes where %vpred_460
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v74, 0x3800, v24
	s_nop 3
	global_load_ushort v38, v74, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[62:63]               ; lanes where %vpred_460
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v75, 0x3802, v24
	s_nop 3
	global_load_ushort v38, v75, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[62:63]               ; lanes where %vpred_460
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v76, 0x3804, v24
	s_nop 3
	global_load_ushort v38, v76, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[62:63]               ; lanes where %vpred_460
	v_readfirstlane_b32 s34, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v47
	v_add_u32 v46, 0x3806, v24
	s_nop 3
	global_load_ushort v38, v46, s[34:35]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v38
	v_lshrrev_b32 v38, 16, v39
	ds_write_b16 v23, v38 offset:21760                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v45
	ds_write_b16 v23, v38 offset:21904                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v48
	ds_write_b16 v23, v38 offset:22048                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v49
	ds_write_b16 v23, v38 offset:22192                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v50
	ds_write_b16 v23, v38 offset:21776                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v51
	ds_write_b16 v23, v38 offset:21920                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v52
	ds_write_b16 v23, v38 offset:22064                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v53
	ds_write_b16 v23, v38 offset:22208                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v54
	ds_write_b16 v23, v38 offset:21792                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v55
	ds_write_b16 v23, v38 offset:21936                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v56
	ds_write_b16 v23, v38 offset:22080                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v57
	ds_write_b16 v23, v38 offset:22224                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v58
	ds_write_b16 v23, v38 offset:21808                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v59
	ds_write_b16 v23, v38 offset:21952                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v60
	ds_write_b16 v23, v38 offset:22096                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v61
	ds_write_b16 v23, v38 offset:22240                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v62
	ds_write_b16 v23, v38 offset:21824                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v63
	ds_write_b16 v23, v38 offset:21968                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v64
	ds_write_b16 v23, v38 offset:22112                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v65
	ds_write_b16 v23, v38 offset:22256                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v66
	ds_write_b16 v23, v38 offset:21840                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v67
	ds_write_b16 v23, v38 offset:21984                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v68
	ds_write_b16 v23, v38 offset:22128                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v69
	ds_write_b16 v23, v38 offset:22272                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v70
	ds_write_b16 v23, v38 offset:21856                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v71
	ds_write_b16 v23, v38 offset:22000                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v72
	ds_write_b16 v23, v38 offset:22144                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v73
	ds_write_b16 v23, v38 offset:22288                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v74
	ds_write_b16 v23, v38 offset:21872                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v75
	ds_write_b16 v23, v38 offset:22016                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v76
	ds_write_b16 v23, v38 offset:22160                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v46
	ds_write_b16 v23, v38 offset:22304                  ; A operand of the product: stage
	v_mul_f32 v38, 0xbfb8aa3b, v44                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v39, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v45, v41, v39, v38
	v_exp_f32 v39, v45                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v41, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v45, v40, v41, v38
	v_exp_f32 v40, v45                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v41, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v45, v42, v41, v38
	v_exp_f32 v41, v45                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v42, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v45, v43, v42, v38
	v_exp_f32 v38, v45                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v42, v39, 16, 1                           ; round to bf16
	v_add3_u32 v43, v39, v42, s6
	v_cmp_u_f32 s[32:33], v39, v39
	v_mov_b32 v42, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v43, v43, v42, s[32:33]
	v_and_b32 v42, 0xffff0000, v43
	v_bfe_u32 v43, v40, 16, 1                           ; round to bf16
	v_add3_u32 v45, v40, v43, s6
	v_cmp_u_f32 s[32:33], v40, v40
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v45, v45, v43, s[32:33]
	v_and_b32 v43, 0xffff0000, v45
	v_bfe_u32 v45, v41, 16, 1                           ; round to bf16
	v_add3_u32 v46, v41, v45, s6
	v_cmp_u_f32 s[32:33], v41, v41
	v_mov_b32 v45, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v46, v46, v45, s[32:33]
	v_and_b32 v45, 0xffff0000, v46
	v_bfe_u32 v46, v38, 16, 1                           ; round to bf16
	v_add3_u32 v47, v38, v46, s6
	v_cmp_u_f32 s[32:33], v38, v38
	v_mov_b32 v46, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v47, v47, v46, s[32:33]
	v_and_b32 v46, 0xffff0000, v47
	v_cndmask_b32 v47, 0, v42, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v42, 16, v47
	v_add_u32 v47, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v47, v42
	v_cndmask_b32 v42, 0, v43, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v43, 16, v42
	v_add_u32 v42, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v42, v43
	v_cndmask_b32 v42, 0, v45, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v43, 16, v42
	v_add_u32 v42, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v42, v43
	v_cndmask_b32 v42, 0, v46, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v43, 16, v42
	v_add_u32 v42, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v42, v43
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v42, 0x12a00, v11                         ; B fragment 0 of k-step 0
	ds_read_b128 v[46:49], v42
	ds_read_b128 v[50:53], v16 offset:21760             ; A fragment 0 of k-step 0
	ds_read_b128 v[54:57], v16 offset:24064             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[26:29], v[50:53], v[46:49], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[30:33], v[54:57], v[46:49], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_add_u32 v42, 0x12a40, v11                         ; B fragment 0 of k-step 1
	ds_read_b128 v[46:49], v42
	ds_read_b128 v[50:53], v16 offset:21824             ; A fragment 0 of k-step 1
	ds_read_b128 v[54:57], v16 offset:24128             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[26:29], v[50:53], v[46:49], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[30:33], v[54:57], v[46:49], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_mul_f32 v42, v34, v35                             ; examples/attention_paged.kgen:25
	v_cndmask_b32 v35, 0, v39, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v39, 0, v40, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v40, 0, v41, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v41, 0, v38, s[48:49]                 ; absent elements contribute the identity
	v_add_f32 v38, v35, v39                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v35, v38, v40                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v38, v35, v41                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v35, v38 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v39, v38, v35
	v_and_b32 v35, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v35, 32, v35
	v_lshlrev_b32 v35, 2, v35
	ds_bpermute_b32 v38, v35, v39
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v39, v38
	s_and_saveexec_b64 s[32:33], s[16:17]               ; lanes where %vpred_145
	v_add_u32 v38, 0x13b00, v10                         ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	ds_write_b32 v38, v35
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v35, 0x13b00, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v38, v35
	v_add_u32 v35, 0x13b40, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	ds_read_b32 v39, v35
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v38, v39
	v_add_u32 v38, 0x13b80, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	ds_read_b32 v39, v38
	s_waitcnt lgkmcnt(0)
	v_add_f32 v38, v35, v39
	v_add_u32 v35, 0x13bc0, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	ds_read_b32 v39, v35
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v38, v39
	v_add_f32 v38, v42, v35                             ; examples/attention_paged.kgen:25
	v_mov_b32 v34, v38                                  ; next 'l'
	v_mov_b32 v1, v44                                   ; next 'mx'
	s_add_u32 s28, s28, 64
	s_cmp_lt_u32 s28, s26
	s_cbranch_scc1 .Lattention_paged_loop1
.Lattention_paged_loop1_end:
	v_cmp_gt_f32 s[28:29], v34, 0                       ; examples/attention_paged.kgen:29
	v_div_scale_f32 v1, s[32:33], v34, v34, v26         ; examples/attention_paged.kgen:29
	v_rcp_f32 v35, v1
	v_div_scale_f32 v36, vcc, v26, v34, v26
	v_fma_f32 v37, -v1, v35, 1.0
	v_fma_f32 v35, v37, v35, v35
	v_mul_f32 v38, v36, v35
	v_fma_f32 v37, -v1, v38, v36
	v_fma_f32 v38, v37, v35, v38
	v_fma_f32 v37, -v1, v38, v36
	v_div_fmas_f32 v37, v37, v35, v38
	v_div_fixup_f32 v1, v37, v34, v26
	v_div_scale_f32 v35, s[32:33], v34, v34, v27        ; examples/attention_paged.kgen:29
	v_rcp_f32 v36, v35
	v_div_scale_f32 v37, vcc, v27, v34, v27
	v_fma_f32 v38, -v35, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v35, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v35, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v35, v38, v34, v27
	v_div_scale_f32 v36, s[32:33], v34, v34, v28        ; examples/attention_paged.kgen:29
	v_rcp_f32 v37, v36
	v_div_scale_f32 v38, vcc, v28, v34, v28
	v_fma_f32 v39, -v36, v37, 1.0
	v_fma_f32 v37, v39, v37, v37
	v_mul_f32 v40, v38, v37
	v_fma_f32 v39, -v36, v40, v38
	v_fma_f32 v40, v39, v37, v40
	v_fma_f32 v39, -v36, v40, v38
	v_div_fmas_f32 v39, v39, v37, v40
	v_div_fixup_f32 v36, v39, v34, v28
	v_div_scale_f32 v37, s[32:33], v34, v34, v29        ; examples/attention_paged.kgen:29
	v_rcp_f32 v38, v37
	v_div_scale_f32 v39, vcc, v29, v34, v29
	v_fma_f32 v40, -v37, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v37, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v37, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v37, v40, v34, v29
	v_div_scale_f32 v26, s[32:33], v34, v34, v30        ; examples/attention_paged.kgen:29
	v_rcp_f32 v27, v26
	v_div_scale_f32 v28, vcc, v30, v34, v30
	v_fma_f32 v29, -v26, v27, 1.0
	v_fma_f32 v27, v29, v27, v27
	v_mul_f32 v38, v28, v27
	v_fma_f32 v29, -v26, v38, v28
	v_fma_f32 v38, v29, v27, v38
	v_fma_f32 v29, -v26, v38, v28
	v_div_fmas_f32 v29, v29, v27, v38
	v_div_fixup_f32 v26, v29, v34, v30
	v_div_scale_f32 v27, s[32:33], v34, v34, v31        ; examples/attention_paged.kgen:29
	v_rcp_f32 v28, v27
	v_div_scale_f32 v29, vcc, v31, v34, v31
	v_fma_f32 v38, -v27, v28, 1.0
	v_fma_f32 v28, v38, v28, v28
	v_mul_f32 v39, v29, v28
	v_fma_f32 v38, -v27, v39, v29
	v_fma_f32 v39, v38, v28, v39
	v_fma_f32 v38, -v27, v39, v29
	v_div_fmas_f32 v38, v38, v28, v39
	v_div_fixup_f32 v27, v38, v34, v31
	v_div_scale_f32 v28, s[32:33], v34, v34, v32        ; examples/attention_paged.kgen:29
	v_rcp_f32 v29, v28
	v_div_scale_f32 v38, vcc, v32, v34, v32
	v_fma_f32 v39, -v28, v29, 1.0
	v_fma_f32 v29, v39, v29, v29
	v_mul_f32 v40, v38, v29
	v_fma_f32 v39, -v28, v40, v38
	v_fma_f32 v40, v39, v29, v40
	v_fma_f32 v39, -v28, v40, v38
	v_div_fmas_f32 v39, v39, v29, v40
	v_div_fixup_f32 v28, v39, v34, v32
	v_div_scale_f32 v29, s[32:33], v34, v34, v33        ; examples/attention_paged.kgen:29
	v_rcp_f32 v38, v29
	v_div_scale_f32 v39, vcc, v33, v34, v33
	v_fma_f32 v40, -v29, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v29, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v29, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v29, v40, v34, v33
	v_cndmask_b32 v30, 0, v1, s[28:29]                  ; examples/attention_paged.kgen:29
	v_cndmask_b32 v1, 0, v35, s[28:29]                  ; examples/attention_paged.kgen:29
	v_cndmask_b32 v31, 0, v36, s[28:29]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v32, 0, v37, s[28:29]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v33, 0, v26, s[28:29]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v26, 0, v27, s[28:29]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v27, 0, v28, s[28:29]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v28, 0, v29, s[28:29]                 ; examples/attention_paged.kgen:29
	v_mov_b32 v29, 0x7fc00000
	v_cmp_u_f32 s[28:29], v30, v30
	v_cmp_u_f32 s[32:33], v1, v1
	v_bfe_u32 v34, v30, 16, 1
	v_bfe_u32 v35, v1, 16, 1
	v_add3_u32 v36, v30, v34, s6
	v_add3_u32 v30, v1, v35, s6
	v_cndmask_b32 v36, v36, v29, s[28:29]
	v_cndmask_b32 v30, v30, v29, s[32:33]
	v_perm_b32 v1, v30, v36, s5
	v_mov_b32 v29, 0x7fc00000
	v_cmp_u_f32 s[28:29], v31, v31
	v_cmp_u_f32 s[32:33], v32, v32
	v_bfe_u32 v30, v31, 16, 1
	v_bfe_u32 v34, v32, 16, 1
	v_add3_u32 v35, v31, v30, s6
	v_add3_u32 v30, v32, v34, s6
	v_cndmask_b32 v35, v35, v29, s[28:29]
	v_cndmask_b32 v30, v30, v29, s[32:33]
	v_perm_b32 v29, v30, v35, s5
	v_mov_b32 v30, v1                                   ; examples/attention_paged.kgen:29: 8-byte store to 'o'
	v_mov_b32 v31, v29
	global_store_dwordx2 v25, v[30:31], s[18:19]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[28:29], v33, v33
	v_cmp_u_f32 s[32:33], v26, v26
	v_bfe_u32 v29, v33, 16, 1
	v_bfe_u32 v30, v26, 16, 1
	v_add3_u32 v31, v33, v29, s6
	v_add3_u32 v29, v26, v30, s6
	v_cndmask_b32 v31, v31, v1, s[28:29]
	v_cndmask_b32 v29, v29, v1, s[32:33]
	v_perm_b32 v1, v29, v31, s5
	v_mov_b32 v26, 0x7fc00000
	v_cmp_u_f32 s[28:29], v27, v27
	v_cmp_u_f32 s[32:33], v28, v28
	v_bfe_u32 v29, v27, 16, 1
	v_bfe_u32 v30, v28, 16, 1
	v_add3_u32 v31, v27, v29, s6
	v_add3_u32 v27, v28, v30, s6
	v_cndmask_b32 v31, v31, v26, s[28:29]
	v_cndmask_b32 v27, v27, v26, s[32:33]
	v_perm_b32 v26, v27, v31, s5
	v_mov_b32 v28, v1                                   ; examples/attention_paged.kgen:29: 8-byte store to 'o'
	v_mov_b32 v29, v26
	global_store_dwordx2 v25, v[28:29], s[18:19] offset:32
	s_branch .Lattention_paged_if0_end
.Lattention_paged_if0_else:
	v_cmp_lt_u32 s[28:29], v2, s27
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_753
	global_load_dwordx4 v[26:29], v6, s[8:9]            ; examples/attention_paged.kgen:21: 16 bytes of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[26:29]                          ; 16 bytes into opinv0
	v_add_f32 v1, 0, 0                                  ; examples/attention_paged.kgen:18
	v_mov_b32 v26, v1                                   ; loop-carried 'acc'
	v_mov_b32 v27, v1                                   ; loop-carried 'acc'
	v_mov_b32 v28, v1                                   ; loop-carried 'acc'
	v_mov_b32 v29, v1                                   ; loop-carried 'acc'
	v_mov_b32 v30, v1                                   ; loop-carried 'acc'
	v_mov_b32 v31, v1                                   ; loop-carried 'acc'
	v_mov_b32 v32, v1                                   ; loop-carried 'acc'
	v_mov_b32 v33, v1                                   ; loop-carried 'acc'
	v_mov_b32 v2, v1                                    ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_paged.kgen:16
	v_add_f32 v34, v1, 0
	v_mov_b32 v1, v34                                   ; loop-carried 'mx'
	v_mov_b32 v34, 0                                    ; examples/attention_paged.kgen:21: load of 'lens'
	global_load_dword v35, v34, s[30:31]
	s_waitcnt vmcnt(0)
	v_max_i32 v34, 0, v35
	v_min_u32 v36, s24, v34                             ; for tt: stops after the last 'tt' the mask at 21:13 shows (tt <= lens[b] - 1)
	v_cmp_ge_u32 s[8:9], v36, 64                        ; at least one whole chunk of 'tt'
	v_sub_u32 v34, v36, 63
	s_nop 0
	v_cndmask_b32 v37, 0, v34, s[8:9]                   ; full chunks start below extent - chunk + 1
	s_add_i32 s8, s25, 0                                ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s9, 0, 6
	s_mul_i32 s21, s8, s23
	s_add_u32 s24, s21, s9
	s_lshl_b32 s21, s24, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s8, s20                                ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s8, 1, 0
	s_cmp_lt_u32 s9, s23                                ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s9, 1, 0
	s_and_b32 s24, s8, s9
	v_mov_b32 v34, 0                                    ; absent element
	s_cmp_eq_u32 s24, 0                                 ; if %upred_1916
	s_cbranch_scc1 .Lattention_paged_skip4
	v_mov_b32 v38, s21                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v34, v38, s[14:15]
.Lattention_paged_skip4:
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[8:9], v34, s22                       ; the page of 'kc' lies inside it
	s_nop 1
	v_cndmask_b32 v38, 0, v34, s[8:9]
	v_mov_b32 v34, 0x2000
	v_mul_lo_u32 v40, v38, v34
	v_mov_b32 v34, 0x2000
	v_mul_hi_u32 v41, v38, v34
	v_lshlrev_b64 v[38:39], 1, v[40:41]
	v_add_co_u32 v40, vcc, s10, v38                     ; 'kc' at this page
	v_mov_b32 v34, s11
	s_nop 0
	v_addc_co_u32 v41, vcc, v34, v39, vcc
	v_cmp_lt_u32 s[28:29], 0, v37                       ; a step the loop consumes: a whole chunk in bounds
	s_and_b64 s[30:31], s[28:29], s[8:9]
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[8:9], s[30:31]                 ; lanes where %vpred_1924
	v_readfirstlane_b32 s28, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s29, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v6, s[28:29]
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[42:45] offset:4352              ; 16 bytes into st1
	v_add_u32 v34, 0x1000, v6
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[8:9], s[30:31]                 ; lanes where %vpred_1924
	v_readfirstlane_b32 s28, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s29, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v34, s[28:29]
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[42:45] offset:8704              ; 16 bytes into st1
	v_add_u32 v34, 0x2000, v6
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[8:9], s[30:31]                 ; lanes where %vpred_1924
	v_readfirstlane_b32 s28, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s29, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v34, s[28:29]
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[42:45] offset:13056             ; 16 bytes into st1
	v_add_u32 v34, 0x3000, v6
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[8:9], s[30:31]                 ; lanes where %vpred_1924
	v_readfirstlane_b32 s28, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s29, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v34, s[28:29]
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[42:45] offset:17408             ; 16 bytes into st1
	v_add_co_u32 v40, vcc, s12, v38                     ; 'vc' at this page
	v_mov_b32 v34, s13
	s_nop 0
	v_addc_co_u32 v41, vcc, v34, v39, vcc
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[8:9], s[30:31]                 ; lanes where %vpred_1924
	v_readfirstlane_b32 s28, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s29, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v19, s[28:29]
	s_mov_b64 exec, s[8:9]
	v_add_u32 v34, 0x100, v19
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[8:9], s[30:31]                 ; lanes where %vpred_1924
	v_readfirstlane_b32 s28, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s29, v41
	s_nop 4
	global_load_dwordx4 v[46:49], v34, s[28:29]
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_perm_b32 v34, v46, v42, s4                        ; (k, k+1) of column 0
	ds_write_b32 v8, v34 offset:21760                   ; a K-pair into st2
	v_perm_b32 v34, v46, v42, s5                        ; (k, k+1) of column 1
	ds_write_b32 v8, v34 offset:21904                   ; a K-pair into st2
	v_perm_b32 v34, v47, v43, s4                        ; (k, k+1) of column 2
	ds_write_b32 v8, v34 offset:22048                   ; a K-pair into st2
	v_perm_b32 v34, v47, v43, s5                        ; (k, k+1) of column 3
	ds_write_b32 v8, v34 offset:22192                   ; a K-pair into st2
	v_perm_b32 v34, v48, v44, s4                        ; (k, k+1) of column 4
	ds_write_b32 v8, v34 offset:22336                   ; a K-pair into st2
	v_perm_b32 v34, v48, v44, s5                        ; (k, k+1) of column 5
	ds_write_b32 v8, v34 offset:22480                   ; a K-pair into st2
	v_perm_b32 v34, v49, v45, s4                        ; (k, k+1) of column 6
	ds_write_b32 v8, v34 offset:22624                   ; a K-pair into st2
	v_perm_b32 v34, v49, v45, s5                        ; (k, k+1) of column 7
	ds_write_b32 v8, v34 offset:22768                   ; a K-pair into st2
	v_add_u32 v34, 0x2000, v19
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[8:9], s[30:31]                 ; lanes where %vpred_1924
	v_readfirstlane_b32 s28, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s29, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v34, s[28:29]
	s_mov_b64 exec, s[8:9]
	v_add_u32 v34, 0x2100, v19
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[8:9], s[30:31]                 ; lanes where %vpred_1924
	v_readfirstlane_b32 s28, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s29, v41
	s_nop 4
	global_load_dwordx4 v[46:49], v34, s[28:29]
	s_mov_b64 exec, s[8:9]
	s_waitcnt vmcnt(0)
	v_perm_b32 v34, v46, v42, s4                        ; (k, k+1) of column 0
	ds_write_b32 v8, v34 offset:21824                   ; a K-pair into st2
	v_perm_b32 v34, v46, v42, s5                        ; (k, k+1) of column 1
	ds_write_b32 v8, v34 offset:21968                   ; a K-pair into st2
	v_perm_b32 v34, v47, v43, s4                        ; (k, k+1) of column 2
	ds_write_b32 v8, v34 offset:22112                   ; a K-pair into st2
	v_perm_b32 v34, v47, v43, s5                        ; (k, k+1) of column 3
	ds_write_b32 v8, v34 offset:22256                   ; a K-pair into st2
	v_perm_b32 v34, v48, v44, s4                        ; (k, k+1) of column 4
	ds_write_b32 v8, v34 offset:22400                   ; a K-pair into st2
	v_perm_b32 v34, v48, v44, s5                        ; (k, k+1) of column 5
	ds_write_b32 v8, v34 offset:22544                   ; a K-pair into st2
	v_perm_b32 v34, v49, v45, s4                        ; (k, k+1) of column 6
	ds_write_b32 v8, v34 offset:22688                   ; a K-pair into st2
	v_perm_b32 v34, v49, v45, s5                        ; (k, k+1) of column 7
	ds_write_b32 v8, v34 offset:22832                   ; a K-pair into st2
	v_readfirstlane_b32 s8, v37
	s_mov_b32 s9, 0                                     ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s9, s8
	s_cbranch_scc1 .Lattention_paged_loop2_end
.Lattention_paged_loop2:
	s_add_u32 s21, s9, 64
	v_cmp_lt_u32 s[28:29], s9, v37
	s_cmp_eq_u64 s[28:29], 0                            ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_paged_if3_end
	s_add_i32 s24, s25, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s26, s21, 6
	s_mul_i32 s28, s24, s23
	s_add_u32 s29, s28, s26
	s_lshl_b32 s28, s29, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s24, s20                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s24, 1, 0
	s_cmp_lt_u32 s26, s23                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s26, 1, 0
	s_and_b32 s29, s24, s26
	v_mov_b32 v34, 0                                    ; absent element
	s_cmp_eq_u32 s29, 0                                 ; if %upred_1988
	s_cbranch_scc1 .Lattention_paged_skip5
	v_mov_b32 v38, s28                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v34, v38, s[14:15]
.Lattention_paged_skip5:
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[28:29], v34, s22                     ; the page of 'kc' lies inside it
	s_nop 1
	v_cndmask_b32 v38, 0, v34, s[28:29]
	v_mov_b32 v34, 0x2000
	v_mul_lo_u32 v40, v38, v34
	v_mov_b32 v34, 0x2000
	v_mul_hi_u32 v41, v38, v34
	v_lshlrev_b64 v[38:39], 1, v[40:41]
	v_add_co_u32 v40, vcc, s10, v38                     ; 'kc' at this page
	v_mov_b32 v34, s11
	s_nop 0
	v_addc_co_u32 v41, vcc, v34, v39, vcc
	v_cmp_lt_u32 s[30:31], s21, v37                     ; a step the loop consumes: a whole chunk in bounds
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1996
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v6, s[30:31]
	s_mov_b64 exec, s[28:29]
	v_add_u32 v34, 0x1000, v6
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1996
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_dwordx4 v[46:49], v34, s[30:31]
	s_mov_b64 exec, s[28:29]
	v_add_u32 v34, 0x2000, v6
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1996
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_dwordx4 v[50:53], v34, s[30:31]
	s_mov_b64 exec, s[28:29]
	v_add_u32 v34, 0x3000, v6
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1996
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_dwordx4 v[54:57], v34, s[30:31]
	s_mov_b64 exec, s[28:29]
	v_add_co_u32 v40, vcc, s12, v38                     ; 'vc' at this page
	v_mov_b32 v34, s13
	s_nop 0
	v_addc_co_u32 v41, vcc, v34, v39, vcc
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1996
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_dwordx4 v[58:61], v19, s[30:31]
	s_mov_b64 exec, s[28:29]
	v_add_u32 v34, 0x100, v19
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1996
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_dwordx4 v[62:65], v34, s[30:31]
	s_mov_b64 exec, s[28:29]
	v_add_u32 v34, 0x2000, v19
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1996
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_dwordx4 v[66:69], v34, s[30:31]
	s_mov_b64 exec, s[28:29]
	v_add_u32 v34, 0x2100, v19
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_1996
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_dwordx4 v[70:73], v34, s[30:31]
	s_mov_b64 exec, s[28:29]
	v_add_u32 v34, s9, v5
	v_add_u32 v38, 0, v34                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v39, 1, v34                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v40, 2, v34                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v41, 3, v34                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[28:29], v38, v35                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[30:31], v39, v35                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[32:33], v40, v35                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[34:35], v41, v35                     ; examples/attention_paged.kgen:21
	v_mov_b32 v38, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v40, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[74:77], v13                          ; B fragment 0 of k-step 0
	ds_read_b128 v[78:81], v12 offset:4352              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[78:81], v[74:77], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[74:77], v13 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[78:81], v12 offset:4416              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[78:81], v[74:77], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[74:77], v13 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[78:81], v12 offset:4480              ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[78:81], v[74:77], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[74:77], v13 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[78:81], v12 offset:4544              ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[78:81], v[74:77], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	s_nop 7
	v_mul_f32 v34, s7, v38                              ; examples/attention_paged.kgen:21
	v_mul_f32 v74, s7, v39                              ; examples/attention_paged.kgen:21
	v_mul_f32 v75, s7, v40                              ; examples/attention_paged.kgen:21
	v_mul_f32 v76, s7, v41                              ; examples/attention_paged.kgen:21
	v_mov_b32 v38, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v39, v38, v34, s[28:29]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v38, v34, v74, s[30:31]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v40, v34, v75, s[32:33]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v41, v34, v76, s[34:35]
	v_cmp_lt_u32 s[28:29], v3, s27                      ; 'r' element in bounds
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_nop 0
	v_cndmask_b32 v74, v34, v39, s[28:29]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v34, v38, s[28:29]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v34, v40, s[28:29]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v34, v41, s[28:29]
	v_max_f32 v34, v74, v75                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[30:31], v74, v75
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v34, v74, s[30:31]
	v_max_f32 v34, v75, v76                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[30:31], v75, v76
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v34, v74, s[30:31]
	v_max_f32 v34, v75, v77                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[30:31], v75, v77
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v34, v74, s[30:31]
	ds_swizzle_b32 v34, v75 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v74, v75, v34
	v_cmp_u_f32 s[30:31], v75, v34
	v_mov_b32 v34, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v74, v34, s[30:31]
	v_and_b32 v34, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v34, 32, v34
	v_lshlrev_b32 v34, 2, v34
	ds_bpermute_b32 v74, v34, v75
	s_waitcnt lgkmcnt(0)
	v_max_f32 v34, v75, v74
	v_cmp_u_f32 s[30:31], v75, v74
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v34, v74, s[30:31]
	s_and_saveexec_b64 s[30:31], s[16:17]               ; lanes where %vpred_145
	v_add_u32 v34, 0x12900, v10                         ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	ds_write_b32 v34, v75
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v34, 0x12900, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v74, v34
	v_add_u32 v34, 0x12940, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	ds_read_b32 v75, v34
	s_waitcnt lgkmcnt(0)
	v_max_f32 v34, v74, v75
	v_cmp_u_f32 s[30:31], v74, v75
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v34, v74, s[30:31]
	v_add_u32 v34, 0x12980, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	ds_read_b32 v74, v34
	s_waitcnt lgkmcnt(0)
	v_max_f32 v34, v75, v74
	v_cmp_u_f32 s[30:31], v75, v74
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v34, v74, s[30:31]
	v_add_u32 v34, 0x129c0, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	ds_read_b32 v74, v34
	s_waitcnt lgkmcnt(0)
	v_max_f32 v34, v75, v74
	v_cmp_u_f32 s[30:31], v75, v74
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v34, v74, s[30:31]
	v_max_f32 v34, v1, v75                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[30:31], v1, v75
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v34, v74, s[30:31]
	v_sub_f32 v34, v1, v75                              ; examples/attention_paged.kgen:24
	v_mul_f32 v74, 0x3fb8aa3b, v34                      ; examples/attention_paged.kgen:24
	v_exp_f32 v34, v74                                  ; examples/attention_paged.kgen:24
	s_nop 0
	v_mul_f32 v74, v26, v34                             ; examples/attention_paged.kgen:26
	v_mul_f32 v76, v27, v34                             ; examples/attention_paged.kgen:26
	v_mul_f32 v77, v28, v34                             ; examples/attention_paged.kgen:26
	v_mul_f32 v78, v29, v34                             ; examples/attention_paged.kgen:26
	v_mul_f32 v79, v30, v34                             ; examples/attention_paged.kgen:26
	v_mul_f32 v80, v31, v34                             ; examples/attention_paged.kgen:26
	v_mul_f32 v81, v32, v34                             ; examples/attention_paged.kgen:26
	v_mul_f32 v82, v33, v34                             ; examples/attention_paged.kgen:26
	v_mov_b32 v26, v74                                  ; 'acc' scaled in place
	v_mov_b32 v27, v76                                  ; 'acc' scaled in place
	v_mov_b32 v28, v77                                  ; 'acc' scaled in place
	v_mov_b32 v29, v78                                  ; 'acc' scaled in place
	v_mov_b32 v30, v79                                  ; 'acc' scaled in place
	v_mov_b32 v31, v80                                  ; 'acc' scaled in place
	v_mov_b32 v32, v81                                  ; 'acc' scaled in place
	v_mov_b32 v33, v82                                  ; 'acc' scaled in place
	v_mul_f32 v74, 0xbfb8aa3b, v75                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v77, v39, v76, v74
	v_exp_f32 v39, v77                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v77, v38, v76, v74
	v_exp_f32 v38, v77                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v77, v40, v76, v74
	v_exp_f32 v40, v77                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v77, v41, v76, v74
	v_exp_f32 v41, v77                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v74, v39, 16, 1                           ; round to bf16
	v_add3_u32 v76, v39, v74, s6
	v_cmp_u_f32 s[30:31], v39, v39
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v76, v74, s[30:31]
	v_and_b32 v74, 0xffff0000, v76
	v_bfe_u32 v76, v38, 16, 1                           ; round to bf16
	v_add3_u32 v77, v38, v76, s6
	v_cmp_u_f32 s[30:31], v38, v38
	v_mov_b32 v76, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[30:31]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v40, 16, 1                           ; round to bf16
	v_add3_u32 v78, v40, v77, s6
	v_cmp_u_f32 s[30:31], v40, v40
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[30:31]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v41, 16, 1                           ; round to bf16
	v_add3_u32 v79, v41, v78, s6
	v_cmp_u_f32 s[30:31], v41, v41
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[30:31]
	v_and_b32 v78, 0xffff0000, v79
	v_cndmask_b32 v79, 0, v74, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v74, 16, v79
	v_add_u32 v79, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v79, v74
	v_cndmask_b32 v74, 0, v76, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v76, 16, v74
	v_add_u32 v74, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v74, v76
	v_cndmask_b32 v74, 0, v77, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v76, 16, v74
	v_add_u32 v74, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v74, v76
	v_cndmask_b32 v74, 0, v78, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v76, 16, v74
	v_add_u32 v74, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v74, v76
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v74, 0x12a00, v11                         ; B fragment 0 of k-step 0
	ds_read_b128 v[76:79], v74
	ds_read_b128 v[80:83], v16 offset:21760             ; A fragment 0 of k-step 0
	ds_read_b128 v[84:87], v16 offset:24064             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[26:29], v[80:83], v[76:79], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[30:33], v[84:87], v[76:79], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_add_u32 v74, 0x12a40, v11                         ; B fragment 0 of k-step 1
	ds_read_b128 v[76:79], v74
	ds_read_b128 v[80:83], v16 offset:21824             ; A fragment 0 of k-step 1
	ds_read_b128 v[84:87], v16 offset:24128             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[26:29], v[80:83], v[76:79], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[30:33], v[84:87], v[76:79], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_mul_f32 v74, v2, v34                              ; examples/attention_paged.kgen:25
	v_cndmask_b32 v34, 0, v39, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v39, 0, v38, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v38, 0, v40, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v40, 0, v41, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v41, v34, v39                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v34, v41, v38                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v38, v34, v40                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v34, v38 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v39, v38, v34
	v_and_b32 v34, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v34, 32, v34
	v_lshlrev_b32 v34, 2, v34
	ds_bpermute_b32 v38, v34, v39
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v39, v38
	s_and_saveexec_b64 s[28:29], s[16:17]               ; lanes where %vpred_145
	v_add_u32 v38, 0x13b00, v10                         ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	ds_write_b32 v38, v34
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v34, 0x13b00, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v38, v34
	v_add_u32 v34, 0x13b40, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	ds_read_b32 v39, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v38, v39
	v_add_u32 v38, 0x13b80, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	ds_read_b32 v39, v38
	s_waitcnt lgkmcnt(0)
	v_add_f32 v38, v34, v39
	v_add_u32 v34, 0x13bc0, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	ds_read_b32 v39, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v38, v39
	v_add_f32 v38, v74, v34                             ; examples/attention_paged.kgen:25
	v_mov_b32 v2, v38                                   ; next 'l'
	v_mov_b32 v1, v75                                   ; next 'mx'
	s_waitcnt vmcnt(7)
	ds_write_b128 v7, v[42:45] offset:40192             ; 16 bytes into st1
	s_waitcnt vmcnt(6)
	ds_write_b128 v7, v[46:49] offset:44544             ; 16 bytes into st1
	s_waitcnt vmcnt(5)
	ds_write_b128 v7, v[50:53] offset:48896             ; 16 bytes into st1
	s_waitcnt vmcnt(4)
	ds_write_b128 v7, v[54:57] offset:53248             ; 16 bytes into st1
	s_waitcnt vmcnt(2)
	v_perm_b32 v34, v62, v58, s4                        ; (k, k+1) of column 0
	ds_write_b32 v8, v34 offset:57600                   ; a K-pair into st2
	v_perm_b32 v34, v62, v58, s5                        ; (k, k+1) of column 1
	ds_write_b32 v8, v34 offset:57744                   ; a K-pair into st2
	v_perm_b32 v34, v63, v59, s4                        ; (k, k+1) of column 2
	ds_write_b32 v8, v34 offset:57888                   ; a K-pair into st2
	v_perm_b32 v34, v63, v59, s5                        ; (k, k+1) of column 3
	ds_write_b32 v8, v34 offset:58032                   ; a K-pair into st2
	v_perm_b32 v34, v64, v60, s4                        ; (k, k+1) of column 4
	ds_write_b32 v8, v34 offset:58176                   ; a K-pair into st2
	v_perm_b32 v34, v64, v60, s5                        ; (k, k+1) of column 5
	ds_write_b32 v8, v34 offset:58320                   ; a K-pair into st2
	v_perm_b32 v34, v65, v61, s4                        ; (k, k+1) of column 6
	ds_write_b32 v8, v34 offset:58464                   ; a K-pair into st2
	v_perm_b32 v34, v65, v61, s5                        ; (k, k+1) of column 7
	ds_write_b32 v8, v34 offset:58608                   ; a K-pair into st2
	s_waitcnt vmcnt(0)
	v_perm_b32 v34, v70, v66, s4                        ; (k, k+1) of column 0
	ds_write_b32 v8, v34 offset:57664                   ; a K-pair into st2
	v_perm_b32 v34, v70, v66, s5                        ; (k, k+1) of column 1
	ds_write_b32 v8, v34 offset:57808                   ; a K-pair into st2
	v_perm_b32 v34, v71, v67, s4                        ; (k, k+1) of column 2
	ds_write_b32 v8, v34 offset:57952                   ; a K-pair into st2
	v_perm_b32 v34, v71, v67, s5                        ; (k, k+1) of column 3
	ds_write_b32 v8, v34 offset:58096                   ; a K-pair into st2
	v_perm_b32 v34, v72, v68, s4                        ; (k, k+1) of column 4
	ds_write_b32 v8, v34 offset:58240                   ; a K-pair into st2
	v_perm_b32 v34, v72, v68, s5                        ; (k, k+1) of column 5
	ds_write_b32 v8, v34 offset:58384                   ; a K-pair into st2
	v_perm_b32 v34, v73, v69, s4                        ; (k, k+1) of column 6
	ds_write_b32 v8, v34 offset:58528                   ; a K-pair into st2
	v_perm_b32 v34, v73, v69, s5                        ; (k, k+1) of column 7
	ds_write_b32 v8, v34 offset:58672                   ; a K-pair into st2
.Lattention_paged_if3_end:
	s_add_u32 s21, s9, 64
	s_add_u32 s24, s21, 64
	v_cmp_lt_u32 s[28:29], s21, v37
	s_cmp_eq_u64 s[28:29], 0                            ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_paged_if4_end
	s_add_i32 s26, s25, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s28, s24, 6
	s_mul_i32 s29, s26, s23
	s_add_u32 s30, s29, s28
	s_lshl_b32 s29, s30, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s26, s20                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s26, 1, 0
	s_cmp_lt_u32 s28, s23                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s28, 1, 0
	s_and_b32 s30, s26, s28
	v_mov_b32 v34, 0                                    ; absent element
	s_cmp_eq_u32 s30, 0                                 ; if %upred_2211
	s_cbranch_scc1 .Lattention_paged_skip6
	v_mov_b32 v38, s29                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v34, v38, s[14:15]
.Lattention_paged_skip6:
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[28:29], v34, s22                     ; the page of 'kc' lies inside it
	s_nop 1
	v_cndmask_b32 v38, 0, v34, s[28:29]
	v_mov_b32 v34, 0x2000
	v_mul_lo_u32 v40, v38, v34
	v_mov_b32 v34, 0x2000
	v_mul_hi_u32 v41, v38, v34
	v_lshlrev_b64 v[38:39], 1, v[40:41]
	v_add_co_u32 v40, vcc, s10, v38                     ; 'kc' at this page
	v_mov_b32 v34, s11
	s_nop 0
	v_addc_co_u32 v41, vcc, v34, v39, vcc
	v_cmp_lt_u32 s[30:31], s24, v37                     ; a step the loop consumes: a whole chunk in bounds
	s_and_b64 s[32:33], s[30:31], s[28:29]
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2219
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v6, s[30:31]
	s_mov_b64 exec, s[28:29]
	v_add_u32 v34, 0x1000, v6
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2219
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_dwordx4 v[46:49], v34, s[30:31]
	s_mov_b64 exec, s[28:29]
	v_add_u32 v34, 0x2000, v6
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2219
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_dwordx4 v[50:53], v34, s[30:31]
	s_mov_b64 exec, s[28:29]
	v_add_u32 v34, 0x3000, v6
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2219
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_dwordx4 v[54:57], v34, s[30:31]
	s_mov_b64 exec, s[28:29]
	v_add_co_u32 v40, vcc, s12, v38                     ; 'vc' at this page
	v_mov_b32 v34, s13
	s_nop 0
	v_addc_co_u32 v41, vcc, v34, v39, vcc
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2219
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_dwordx4 v[58:61], v19, s[30:31]
	s_mov_b64 exec, s[28:29]
	v_add_u32 v34, 0x100, v19
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2219
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_dwordx4 v[62:65], v34, s[30:31]
	s_mov_b64 exec, s[28:29]
	v_add_u32 v34, 0x2000, v19
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2219
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_dwordx4 v[66:69], v34, s[30:31]
	s_mov_b64 exec, s[28:29]
	v_add_u32 v34, 0x2100, v19
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	s_and_saveexec_b64 s[28:29], s[32:33]               ; lanes where %vpred_2219
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_dwordx4 v[70:73], v34, s[30:31]
	s_mov_b64 exec, s[28:29]
	v_add_u32 v34, s21, v5
	v_add_u32 v38, 0, v34                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v39, 1, v34                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v40, 2, v34                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v41, 3, v34                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[28:29], v38, v35                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[30:31], v39, v35                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[32:33], v40, v35                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[34:35], v41, v35                     ; examples/attention_paged.kgen:21
	v_mov_b32 v38, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v40, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[74:77], v13                          ; B fragment 0 of k-step 0
	ds_read_b128 v[78:81], v12 offset:40192             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[78:81], v[74:77], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[74:77], v13 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[78:81], v12 offset:40256             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[78:81], v[74:77], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[74:77], v13 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[78:81], v12 offset:40320             ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[78:81], v[74:77], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[74:77], v13 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[78:81], v12 offset:40384             ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[78:81], v[74:77], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	s_nop 7
	v_mul_f32 v34, s7, v38                              ; examples/attention_paged.kgen:21
	v_mul_f32 v74, s7, v39                              ; examples/attention_paged.kgen:21
	v_mul_f32 v75, s7, v40                              ; examples/attention_paged.kgen:21
	v_mul_f32 v76, s7, v41                              ; examples/attention_paged.kgen:21
	v_mov_b32 v38, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v39, v38, v34, s[28:29]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v38, v34, v74, s[30:31]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v40, v34, v75, s[32:33]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v41, v34, v76, s[34:35]
	v_cmp_lt_u32 s[28:29], v3, s27                      ; 'r' element in bounds
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	s_nop 0
	v_cndmask_b32 v74, v34, v39, s[28:29]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v34, v38, s[28:29]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v34, v40, s[28:29]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v34, v41, s[28:29]
	v_max_f32 v34, v74, v75                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[30:31], v74, v75
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v34, v74, s[30:31]
	v_max_f32 v34, v75, v76                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[30:31], v75, v76
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v34, v74, s[30:31]
	v_max_f32 v34, v75, v77                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[30:31], v75, v77
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v34, v74, s[30:31]
	ds_swizzle_b32 v34, v75 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v74, v75, v34
	v_cmp_u_f32 s[30:31], v75, v34
	v_mov_b32 v34, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v74, v34, s[30:31]
	v_and_b32 v34, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v34, 32, v34
	v_lshlrev_b32 v34, 2, v34
	ds_bpermute_b32 v74, v34, v75
	s_waitcnt lgkmcnt(0)
	v_max_f32 v34, v75, v74
	v_cmp_u_f32 s[30:31], v75, v74
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v34, v74, s[30:31]
	s_and_saveexec_b64 s[30:31], s[16:17]               ; lanes where %vpred_145
	v_add_u32 v34, 0x12900, v10                         ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	ds_write_b32 v34, v75
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v34, 0x12900, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v74, v34
	v_add_u32 v34, 0x12940, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	ds_read_b32 v75, v34
	s_waitcnt lgkmcnt(0)
	v_max_f32 v34, v74, v75
	v_cmp_u_f32 s[30:31], v74, v75
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v34, v74, s[30:31]
	v_add_u32 v34, 0x12980, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	ds_read_b32 v74, v34
	s_waitcnt lgkmcnt(0)
	v_max_f32 v34, v75, v74
	v_cmp_u_f32 s[30:31], v75, v74
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v34, v74, s[30:31]
	v_add_u32 v34, 0x129c0, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	ds_read_b32 v74, v34
	s_waitcnt lgkmcnt(0)
	v_max_f32 v34, v75, v74
	v_cmp_u_f32 s[30:31], v75, v74
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v34, v74, s[30:31]
	v_max_f32 v34, v1, v75                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[30:31], v1, v75
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v34, v74, s[30:31]
	v_sub_f32 v34, v1, v75                              ; examples/attention_paged.kgen:24
	v_mul_f32 v74, 0x3fb8aa3b, v34                      ; examples/attention_paged.kgen:24
	v_exp_f32 v34, v74                                  ; examples/attention_paged.kgen:24
	s_nop 0
	v_mul_f32 v74, v26, v34                             ; examples/attention_paged.kgen:26
	v_mul_f32 v76, v27, v34                             ; examples/attention_paged.kgen:26
	v_mul_f32 v77, v28, v34                             ; examples/attention_paged.kgen:26
	v_mul_f32 v78, v29, v34                             ; examples/attention_paged.kgen:26
	v_mul_f32 v79, v30, v34                             ; examples/attention_paged.kgen:26
	v_mul_f32 v80, v31, v34                             ; examples/attention_paged.kgen:26
	v_mul_f32 v81, v32, v34                             ; examples/attention_paged.kgen:26
	v_mul_f32 v82, v33, v34                             ; examples/attention_paged.kgen:26
	v_mov_b32 v26, v74                                  ; 'acc' scaled in place
	v_mov_b32 v27, v76                                  ; 'acc' scaled in place
	v_mov_b32 v28, v77                                  ; 'acc' scaled in place
	v_mov_b32 v29, v78                                  ; 'acc' scaled in place
	v_mov_b32 v30, v79                                  ; 'acc' scaled in place
	v_mov_b32 v31, v80                                  ; 'acc' scaled in place
	v_mov_b32 v32, v81                                  ; 'acc' scaled in place
	v_mov_b32 v33, v82                                  ; 'acc' scaled in place
	v_mul_f32 v74, 0xbfb8aa3b, v75                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v77, v39, v76, v74
	v_exp_f32 v39, v77                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v77, v38, v76, v74
	v_exp_f32 v38, v77                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v77, v40, v76, v74
	v_exp_f32 v40, v77                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v77, v41, v76, v74
	v_exp_f32 v41, v77                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v74, v39, 16, 1                           ; round to bf16
	v_add3_u32 v76, v39, v74, s6
	v_cmp_u_f32 s[30:31], v39, v39
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v76, v74, s[30:31]
	v_and_b32 v74, 0xffff0000, v76
	v_bfe_u32 v76, v38, 16, 1                           ; round to bf16
	v_add3_u32 v77, v38, v76, s6
	v_cmp_u_f32 s[30:31], v38, v38
	v_mov_b32 v76, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[30:31]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v40, 16, 1                           ; round to bf16
	v_add3_u32 v78, v40, v77, s6
	v_cmp_u_f32 s[30:31], v40, v40
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[30:31]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v41, 16, 1                           ; round to bf16
	v_add3_u32 v79, v41, v78, s6
	v_cmp_u_f32 s[30:31], v41, v41
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[30:31]
	v_and_b32 v78, 0xffff0000, v79
	v_cndmask_b32 v79, 0, v74, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v74, 16, v79
	v_add_u32 v79, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v79, v74
	v_cndmask_b32 v74, 0, v76, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v76, 16, v74
	v_add_u32 v74, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v74, v76
	v_cndmask_b32 v74, 0, v77, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v76, 16, v74
	v_add_u32 v74, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v74, v76
	v_cndmask_b32 v74, 0, v78, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v76, 16, v74
	v_add_u32 v74, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v74, v76
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v74, 0x12a00, v11                         ; B fragment 0 of k-step 0
	ds_read_b128 v[76:79], v74
	ds_read_b128 v[80:83], v16 offset:57600             ; A fragment 0 of k-step 0
	ds_read_b128 v[84:87], v16 offset:59904             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[26:29], v[80:83], v[76:79], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[30:33], v[84:87], v[76:79], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_add_u32 v74, 0x12a40, v11                         ; B fragment 0 of k-step 1
	ds_read_b128 v[76:79], v74
	ds_read_b128 v[80:83], v16 offset:57664             ; A fragment 0 of k-step 1
	ds_read_b128 v[84:87], v16 offset:59968             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[26:29], v[80:83], v[76:79], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[30:33], v[84:87], v[76:79], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_mul_f32 v74, v2, v34                              ; examples/attention_paged.kgen:25
	v_cndmask_b32 v34, 0, v39, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v39, 0, v38, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v38, 0, v40, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v40, 0, v41, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v41, v34, v39                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v34, v41, v38                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v38, v34, v40                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v34, v38 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v39, v38, v34
	v_and_b32 v34, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v34, 32, v34
	v_lshlrev_b32 v34, 2, v34
	ds_bpermute_b32 v38, v34, v39
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v39, v38
	s_and_saveexec_b64 s[28:29], s[16:17]               ; lanes where %vpred_145
	v_add_u32 v38, 0x13b00, v10                         ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	ds_write_b32 v38, v34
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v34, 0x13b00, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v38, v34
	v_add_u32 v34, 0x13b40, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	ds_read_b32 v39, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v38, v39
	v_add_u32 v38, 0x13b80, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	ds_read_b32 v39, v38
	s_waitcnt lgkmcnt(0)
	v_add_f32 v38, v34, v39
	v_add_u32 v34, 0x13bc0, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	ds_read_b32 v39, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v38, v39
	v_add_f32 v38, v74, v34                             ; examples/attention_paged.kgen:25
	v_mov_b32 v2, v38                                   ; next 'l'
	v_mov_b32 v1, v75                                   ; next 'mx'
	s_waitcnt vmcnt(7)
	ds_write_b128 v7, v[42:45] offset:4352              ; 16 bytes into st1
	s_waitcnt vmcnt(6)
	ds_write_b128 v7, v[46:49] offset:8704              ; 16 bytes into st1
	s_waitcnt vmcnt(5)
	ds_write_b128 v7, v[50:53] offset:13056             ; 16 bytes into st1
	s_waitcnt vmcnt(4)
	ds_write_b128 v7, v[54:57] offset:17408             ; 16 bytes into st1
	s_waitcnt vmcnt(2)
	v_perm_b32 v34, v62, v58, s4                        ; (k, k+1) of column 0
	ds_write_b32 v8, v34 offset:21760                   ; a K-pair into st2
	v_perm_b32 v34, v62, v58, s5                        ; (k, k+1) of column 1
	ds_write_b32 v8, v34 offset:21904                   ; a K-pair into st2
	v_perm_b32 v34, v63, v59, s4                        ; (k, k+1) of column 2
	ds_write_b32 v8, v34 offset:22048                   ; a K-pair into st2
	v_perm_b32 v34, v63, v59, s5                        ; (k, k+1) of column 3
	ds_write_b32 v8, v34 offset:22192                   ; a K-pair into st2
	v_perm_b32 v34, v64, v60, s4                        ; (k, k+1) of column 4
	ds_write_b32 v8, v34 offset:22336                   ; a K-pair into st2
	v_perm_b32 v34, v64, v60, s5                        ; (k, k+1) of column 5
	ds_write_b32 v8, v34 offset:22480                   ; a K-pair into st2
	v_perm_b32 v34, v65, v61, s4                        ; (k, k+1) of column 6
	ds_write_b32 v8, v34 offset:22624                   ; a K-pair into st2
	v_perm_b32 v34, v65, v61, s5                        ; (k, k+1) of column 7
	ds_write_b32 v8, v34 offset:22768                   ; a K-pair into st2
	s_waitcnt vmcnt(0)
	v_perm_b32 v34, v70, v66, s4                        ; (k, k+1) of column 0
	ds_write_b32 v8, v34 offset:21824                   ; a K-pair into st2
	v_perm_b32 v34, v70, v66, s5                        ; (k, k+1) of column 1
	ds_write_b32 v8, v34 offset:21968                   ; a K-pair into st2
	v_perm_b32 v34, v71, v67, s4                        ; (k, k+1) of column 2
	ds_write_b32 v8, v34 offset:22112                   ; a K-pair into st2
	v_perm_b32 v34, v71, v67, s5                        ; (k, k+1) of column 3
	ds_write_b32 v8, v34 offset:22256                   ; a K-pair into st2
	v_perm_b32 v34, v72, v68, s4                        ; (k, k+1) of column 4
	ds_write_b32 v8, v34 offset:22400                   ; a K-pair into st2
	v_perm_b32 v34, v72, v68, s5                        ; (k, k+1) of column 5
	ds_write_b32 v8, v34 offset:22544                   ; a K-pair into st2
	v_perm_b32 v34, v73, v69, s4                        ; (k, k+1) of column 6
	ds_write_b32 v8, v34 offset:22688                   ; a K-pair into st2
	v_perm_b32 v34, v73, v69, s5                        ; (k, k+1) of column 7
	ds_write_b32 v8, v34 offset:22832                   ; a K-pair into st2
.Lattention_paged_if4_end:
	s_add_u32 s9, s9, 0x80
	s_cmp_lt_u32 s9, s8
	s_cbranch_scc1 .Lattention_paged_loop2
.Lattention_paged_loop2_end:
	v_add_u32 v6, 63, v37
	v_and_b32 v7, 0xffffffc0, v6                        ; the first chunk of 'tt' the pipeline left
	s_nop 0
	v_readfirstlane_b32 s4, v7
	v_readfirstlane_b32 s5, v36
	s_mov_b32 s8, s4                                    ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s8, s5
	s_cbranch_scc1 .Lattention_paged_loop3_end
.Lattention_paged_loop3:
	v_sub_u32 v6, v36, s8
	v_add_u32 v7, s8, v5
	v_add_u32 v8, 0, v7                                 ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v19, 1, v7                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v34, 2, v7                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v37, 3, v7                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[28:29], v8, v35                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[30:31], v19, v35                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[32:33], v34, v35                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[34:35], v37, v35                     ; examples/attention_paged.kgen:21
	s_add_i32 s4, s25, 0                                ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s9, s8, 6
	s_mul_i32 s21, s4, s23
	s_add_u32 s24, s21, s9
	s_lshl_b32 s21, s24, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s4, s20                                ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s4, 1, 0
	s_cmp_lt_u32 s9, s23                                ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s9, 1, 0
	s_and_b32 s24, s4, s9
	v_mov_b32 v7, 0                                     ; absent element
	s_cmp_eq_u32 s24, 0                                 ; if %upred_1017
	s_cbranch_scc1 .Lattention_paged_skip7
	v_mov_b32 v38, s21                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v7, v38, s[14:15]
.Lattention_paged_skip7:
	v_lshrrev_b32 v38, 6, v8                            ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v39, 64, v38
	v_sub_u32 v38, v8, v39
	v_lshrrev_b32 v8, 6, v19                            ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v39, 64, v8
	v_sub_u32 v8, v19, v39
	v_lshrrev_b32 v19, 6, v34                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v39, 64, v19
	v_sub_u32 v19, v34, v39
	v_lshrrev_b32 v34, 6, v37                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v39, 64, v34
	v_sub_u32 v34, v37, v39
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_344
	v_add_u32 v37, 0x13c00, v17                         ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v37, v38
	v_add_u32 v37, 0x13c04, v17                         ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v37, v8
	v_add_u32 v8, 0x13c08, v17                          ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v19
	v_add_u32 v8, 0x13c0c, v17                          ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v34
	s_mov_b64 exec, s[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v8, 0x13c00, v21                          ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v19, v8
	v_add_u32 v8, 0x13c20, v21                          ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v34, v8
	v_add_u32 v8, 0x13c40, v21                          ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v37, v8
	v_add_u32 v8, 0x13c60, v21                          ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v38, v8
	v_add_u32 v8, 0x13c80, v21                          ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v39, v8
	v_add_u32 v8, 0x13ca0, v21                          ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v40, v8
	v_add_u32 v8, 0x13cc0, v21                          ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v41, v8
	v_add_u32 v8, 0x13ce0, v21                          ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v42, v8
	v_add_u32 v8, 0, v9
	v_add_u32 v43, 0, v8                                ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v44, 1, v8                                ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v45, 2, v8                                ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v46, 3, v8                                ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v47, 16, v8                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v48, 17, v8                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v49, 18, v8                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v50, 19, v8                               ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[38:39], s[36:37]               ; lanes where %vpred_344
	v_add_u32 v8, 0x13d00, v15                          ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v8, v43
	v_add_u32 v8, 0x13d04, v15                          ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v8, v44
	v_add_u32 v8, 0x13d08, v15                          ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v8, v45
	v_add_u32 v8, 0x13d0c, v15                          ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v8, v46
	v_add_u32 v8, 0x13d40, v15                          ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v8, v47
	v_add_u32 v8, 0x13d44, v15                          ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v8, v48
	v_add_u32 v8, 0x13d48, v15                          ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v8, v49
	v_add_u32 v8, 0x13d4c, v15                          ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v8, v50
	s_mov_b64 exec, s[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v8, 0x13d00, v22                          ; convert the operand at 21:65: read in the new layout
	ds_read_b32 v43, v8
	v_cmp_lt_u32 s[38:39], v4, v6                       ; 'tt' element in bounds
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[40:41], v7, s22                      ; subscript 0 of 'kc' inside [0, NP)
	s_and_b64 s[42:43], s[38:39], s[40:41]
	v_cmp_lt_u32 s[38:39], v19, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[42:43], s[38:39]
	v_mov_b32 v8, 0x80                                  ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[38:39], v43, v8
	s_and_b64 s[46:47], s[44:45], s[38:39]
	v_mov_b32 v8, 0x2000
	v_mul_lo_u32 v44, v8, v7
	v_mov_b32 v8, 0x80
	v_mul_lo_u32 v45, v8, v19
	v_add_u32 v8, v44, v45
	v_add_u32 v19, v8, v43
	v_lshlrev_b32 v8, 1, v19                            ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v46, 0                                    ; an absent run: zeros
	v_mov_b32 v47, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[46:47]               ; lanes where %vpred_1050
	global_load_dwordx2 v[46:47], v8, s[10:11]          ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v20, v[46:47] offset:4352              ; A operand of the product: stage a run
	v_add_u32 v8, 8, v4
	v_cmp_lt_u32 s[44:45], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[46:47], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v34, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[48:49], s[46:47], s[44:45]
	s_and_b64 s[44:45], s[48:49], s[38:39]
	v_mov_b32 v8, 0x80
	v_mul_lo_u32 v19, v8, v34
	v_add_u32 v8, v44, v19
	v_add_u32 v19, v8, v43
	v_lshlrev_b32 v8, 1, v19                            ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v46, 0                                    ; an absent run: zeros
	v_mov_b32 v47, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[48:49], s[44:45]               ; lanes where %vpred_1063
	global_load_dwordx2 v[46:47], v8, s[10:11]          ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	ds_write_b64 v20, v[46:47] offset:6528              ; A operand of the product: stage a run
	v_add_u32 v8, 16, v4
	v_cmp_lt_u32 s[44:45], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[48:49], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v37, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[50:51], s[48:49], s[44:45]
	s_and_b64 s[44:45], s[50:51], s[38:39]
	v_mov_b32 v8, 0x80
	v_mul_lo_u32 v19, v8, v37
	v_add_u32 v8, v44, v19
	v_add_u32 v19, v8, v43
	v_lshlrev_b32 v8, 1, v19                            ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v46, 0                                    ; an absent run: zeros
	v_mov_b32 v47, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[50:51], s[44:45]               ; lanes where %vpred_1075
	global_load_dwordx2 v[46:47], v8, s[10:11]          ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	ds_write_b64 v20, v[46:47] offset:8704              ; A operand of the product: stage a run
	v_add_u32 v8, 24, v4
	v_cmp_lt_u32 s[44:45], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[50:51], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[50:51], s[44:45]
	s_and_b64 s[44:45], s[52:53], s[38:39]
	v_mov_b32 v8, 0x80
	v_mul_lo_u32 v19, v8, v38
	v_add_u32 v8, v44, v19
	v_add_u32 v19, v8, v43
	v_lshlrev_b32 v8, 1, v19                            ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v46, 0                                    ; an absent run: zeros
	v_mov_b32 v47, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[44:45]               ; lanes where %vpred_1087
	global_load_dwordx2 v[46:47], v8, s[10:11]          ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v20, v[46:47] offset:10880             ; A operand of the product: stage a run
	v_add_u32 v8, 32, v4
	v_cmp_lt_u32 s[44:45], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[52:53], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[54:55], s[52:53], s[44:45]
	s_and_b64 s[44:45], s[54:55], s[38:39]
	v_mov_b32 v8, 0x80
	v_mul_lo_u32 v19, v8, v39
	v_add_u32 v8, v44, v19
	v_add_u32 v19, v8, v43
	v_lshlrev_b32 v8, 1, v19                            ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[54:55], s[44:45]               ; lanes where %vpred_1099
	global_load_dwordx2 v[38:39], v8, s[10:11]          ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	ds_write_b64 v20, v[38:39] offset:13056             ; A operand of the product: stage a run
	v_add_u32 v8, 40, v4
	v_cmp_lt_u32 s[44:45], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[54:55], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[54:55], s[44:45]
	s_and_b64 s[44:45], s[56:57], s[38:39]
	v_mov_b32 v8, 0x80
	v_mul_lo_u32 v19, v8, v40
	v_add_u32 v8, v44, v19
	v_add_u32 v19, v8, v43
	v_lshlrev_b32 v8, 1, v19                            ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[56:57], s[44:45]               ; lanes where %vpred_1111
	global_load_dwordx2 v[38:39], v8, s[10:11]          ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	ds_write_b64 v20, v[38:39] offset:15232             ; A operand of the product: stage a run
	v_add_u32 v8, 48, v4
	v_cmp_lt_u32 s[44:45], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[56:57], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v41, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[56:57], s[44:45]
	s_and_b64 s[44:45], s[58:59], s[38:39]
	v_mov_b32 v8, 0x80
	v_mul_lo_u32 v19, v8, v41
	v_add_u32 v8, v44, v19
	v_add_u32 v19, v8, v43
	v_lshlrev_b32 v8, 1, v19                            ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[44:45]               ; lanes where %vpred_1123
	global_load_dwordx2 v[38:39], v8, s[10:11]          ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v20, v[38:39] offset:17408             ; A operand of the product: stage a run
	v_add_u32 v8, 56, v4
	v_cmp_lt_u32 s[44:45], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[58:59], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v42, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[60:61], s[58:59], s[44:45]
	s_and_b64 s[44:45], s[60:61], s[38:39]
	v_mov_b32 v8, 0x80
	v_mul_lo_u32 v19, v8, v42
	v_add_u32 v8, v44, v19
	v_add_u32 v19, v8, v43
	v_lshlrev_b32 v8, 1, v19                            ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[38:39], s[44:45]               ; lanes where %vpred_1135
	global_load_dwordx2 v[38:39], v8, s[10:11]          ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	ds_write_b64 v20, v[38:39] offset:19584             ; A operand of the product: stage a run
	v_mov_b32 v38, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v40, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	ds_read_b128 v[42:45], v13                          ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[46:49], v12 offset:4352              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[46:49], v[42:45], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[42:45], v13 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[46:49], v12 offset:4416              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[46:49], v[42:45], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[42:45], v13 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[46:49], v12 offset:4480              ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[46:49], v[42:45], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[42:45], v13 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[46:49], v12 offset:4544              ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[46:49], v[42:45], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	s_nop 7
	v_mul_f32 v8, s7, v38                               ; examples/attention_paged.kgen:21
	v_mul_f32 v19, s7, v39                              ; examples/attention_paged.kgen:21
	v_mul_f32 v34, s7, v40                              ; examples/attention_paged.kgen:21
	v_mul_f32 v37, s7, v41                              ; examples/attention_paged.kgen:21
	v_mov_b32 v38, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v39, v38, v8, s[28:29]
	v_mov_b32 v8, 0xff800000                            ; examples/attention_paged.kgen:21
	v_cndmask_b32 v38, v8, v19, s[30:31]
	v_mov_b32 v8, 0xff800000                            ; examples/attention_paged.kgen:21
	v_cndmask_b32 v19, v8, v34, s[32:33]
	v_mov_b32 v8, 0xff800000                            ; examples/attention_paged.kgen:21
	v_cndmask_b32 v34, v8, v37, s[34:35]
	v_cmp_lt_u32 s[28:29], v3, s27                      ; 'r' element in bounds
	v_cmp_lt_u32 s[30:31], v5, v6                       ; 'tt' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v8, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v37, v8, v39, s[32:33]
	v_add_u32 v8, 1, v5
	v_cmp_lt_u32 s[30:31], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[34:35], s[28:29], s[30:31]
	v_mov_b32 v8, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v40, v8, v38, s[34:35]
	v_add_u32 v8, 2, v5
	v_cmp_lt_u32 s[30:31], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[38:39], s[28:29], s[30:31]
	v_mov_b32 v8, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v41, v8, v19, s[38:39]
	v_add_u32 v8, 3, v5
	v_cmp_lt_u32 s[30:31], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[44:45], s[28:29], s[30:31]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v8, v6, v34, s[44:45]
	v_max_f32 v6, v37, v40                              ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v37, v40
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v6, v37, s[28:29]
	v_max_f32 v6, v40, v41                              ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v40, v41
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v6, v37, s[28:29]
	v_max_f32 v6, v40, v8                               ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v40, v8
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v6, v8, s[28:29]
	ds_swizzle_b32 v6, v37 offset:swizzle(SWAP,16)      ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v8, v37, v6
	v_cmp_u_f32 s[28:29], v37, v6
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v8, v6, s[28:29]
	v_and_b32 v6, 63, v0                                ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v6, 32, v6
	v_lshlrev_b32 v6, 2, v6
	ds_bpermute_b32 v8, v6, v37
	s_waitcnt lgkmcnt(0)
	v_max_f32 v6, v37, v8
	v_cmp_u_f32 s[28:29], v37, v8
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v6, v8, s[28:29]
	s_and_saveexec_b64 s[28:29], s[16:17]               ; lanes where %vpred_145
	v_add_u32 v6, 0x12900, v10                          ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	ds_write_b32 v6, v37
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v6, 0x12900, v14                          ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v8, v6
	v_add_u32 v6, 0x12940, v14                          ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	ds_read_b32 v37, v6
	s_waitcnt lgkmcnt(0)
	v_max_f32 v6, v8, v37
	v_cmp_u_f32 s[28:29], v8, v37
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v6, v8, s[28:29]
	v_add_u32 v6, 0x12980, v14                          ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	ds_read_b32 v8, v6
	s_waitcnt lgkmcnt(0)
	v_max_f32 v6, v37, v8
	v_cmp_u_f32 s[28:29], v37, v8
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v6, v8, s[28:29]
	v_add_u32 v6, 0x129c0, v14                          ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	ds_read_b32 v8, v6
	s_waitcnt lgkmcnt(0)
	v_max_f32 v6, v37, v8
	v_cmp_u_f32 s[28:29], v37, v8
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v6, v8, s[28:29]
	v_max_f32 v6, v1, v37                               ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[28:29], v1, v37
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v6, v8, s[28:29]
	v_sub_f32 v6, v1, v37                               ; examples/attention_paged.kgen:24
	v_mul_f32 v8, 0x3fb8aa3b, v6                        ; examples/attention_paged.kgen:24
	v_exp_f32 v6, v8                                    ; examples/attention_paged.kgen:24
	s_nop 0
	v_mul_f32 v8, v26, v6                               ; examples/attention_paged.kgen:26
	v_mul_f32 v40, v27, v6                              ; examples/attention_paged.kgen:26
	v_mul_f32 v41, v28, v6                              ; examples/attention_paged.kgen:26
	v_mul_f32 v42, v29, v6                              ; examples/attention_paged.kgen:26
	v_mul_f32 v43, v30, v6                              ; examples/attention_paged.kgen:26
	v_mul_f32 v44, v31, v6                              ; examples/attention_paged.kgen:26
	v_mul_f32 v45, v32, v6                              ; examples/attention_paged.kgen:26
	v_mul_f32 v46, v33, v6                              ; examples/attention_paged.kgen:26
	v_mov_b32 v26, v8                                   ; 'acc' scaled in place
	v_mov_b32 v27, v40                                  ; 'acc' scaled in place
	v_mov_b32 v28, v41                                  ; 'acc' scaled in place
	v_mov_b32 v29, v42                                  ; 'acc' scaled in place
	v_mov_b32 v30, v43                                  ; 'acc' scaled in place
	v_mov_b32 v31, v44                                  ; 'acc' scaled in place
	v_mov_b32 v32, v45                                  ; 'acc' scaled in place
	v_mov_b32 v33, v46                                  ; 'acc' scaled in place
	v_cndmask_b32 v8, 0, v7, s[40:41]
	v_mov_b32 v7, 0x2000
	v_mul_lo_u32 v40, v8, v7
	v_mov_b32 v7, 0x2000
	v_mul_hi_u32 v41, v8, v7
	v_lshlrev_b64 v[42:43], 1, v[40:41]
	v_add_co_u32 v40, vcc, s12, v42                     ; 'vc' at this page
	v_mov_b32 v7, s13
	s_nop 0
	v_addc_co_u32 v41, vcc, v7, v43, vcc
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1046
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v7, v24, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v8, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1046
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v7, v24, s[30:31] offset:2
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1046
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v7, v24, s[30:31] offset:4
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1046
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v7, v24, s[30:31] offset:6
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1060
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v7, v24, s[30:31] offset:2048
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1060
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v7, v24, s[30:31] offset:2050
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1060
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v7, v24, s[30:31] offset:2052
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1060
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v7, v24, s[30:31] offset:2054
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1072
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v49, 0x1000, v24
	s_nop 3
	global_load_ushort v7, v49, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1072
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v50, 0x1002, v24
	s_nop 3
	global_load_ushort v7, v50, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1072
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v51, 0x1004, v24
	s_nop 3
	global_load_ushort v7, v51, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1072
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v52, 0x1006, v24
	s_nop 3
	global_load_ushort v7, v52, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[50:51]               ; lanes where %vpred_1084
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v53, 0x1800, v24
	s_nop 3
	global_load_ushort v7, v53, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[50:51]               ; lanes where %vpred_1084
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v54, 0x1802, v24
	s_nop 3
	global_load_ushort v7, v54, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[50:51]               ; lanes where %vpred_1084
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v55, 0x1804, v24
	s_nop 3
	global_load_ushort v7, v55, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[50:51]               ; lanes where %vpred_1084
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v56, 0x1806, v24
	s_nop 3
	global_load_ushort v7, v56, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[52:53]               ; lanes where %vpred_1096
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v57, 0x2000, v24
	s_nop 3
	global_load_ushort v7, v57, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[52:53]               ; lanes where %vpred_1096
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v58, 0x2002, v24
	s_nop 3
	global_load_ushort v7, v58, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[52:53]               ; lanes where %vpred_1096
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v59, 0x2004, v24
	s_nop 3
	global_load_ushort v7, v59, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[52:53]               ; lanes where %vpred_1096
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v60, 0x2006, v24
	s_nop 3
	global_load_ushort v7, v60, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[54:55]               ; lanes where %vpred_1108
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v61, 0x2800, v24
	s_nop 3
	global_load_ushort v7, v61, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[54:55]               ; lanes where %vpred_1108
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v62, 0x2802, v24
	s_nop 3
	global_load_ushort v7, v62, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[54:55]               ; lanes where %vpred_1108
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v63, 0x2804, v24
	s_nop 3
	global_load_ushort v7, v63, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[54:55]               ; lanes where %vpred_1108
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v64, 0x2806, v24
	s_nop 3
	global_load_ushort v7, v64, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[56:57]               ; lanes where %vpred_1120
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v65, 0x3000, v24
	s_nop 3
	global_load_ushort v7, v65, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[56:57]               ; lanes where %vpred_1120
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v66, 0x3002, v24
	s_nop 3
	global_load_ushort v7, v66, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[56:57]               ; lanes where %vpred_1120
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v67, 0x3004, v24
	s_nop 3
	global_load_ushort v7, v67, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[56:57]               ; lanes where %vpred_1120
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v68, 0x3006, v24
	s_nop 3
	global_load_ushort v7, v68, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[58:59]               ; lanes where %vpred_1132
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v69, 0x3800, v24
	s_nop 3
	global_load_ushort v7, v69, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[58:59]               ; lanes where %vpred_1132
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v70, 0x3802, v24
	s_nop 3
	global_load_ushort v7, v70, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[58:59]               ; lanes where %vpred_1132
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v71, 0x3804, v24
	s_nop 3
	global_load_ushort v7, v71, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[58:59]               ; lanes where %vpred_1132
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v40, 0x3806, v24
	s_nop 3
	global_load_ushort v7, v40, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v7
	v_lshrrev_b32 v7, 16, v8
	ds_write_b16 v23, v7 offset:21760                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v42
	ds_write_b16 v23, v7 offset:21904                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v43
	ds_write_b16 v23, v7 offset:22048                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v44
	ds_write_b16 v23, v7 offset:22192                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v45
	ds_write_b16 v23, v7 offset:21776                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v46
	ds_write_b16 v23, v7 offset:21920                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v47
	ds_write_b16 v23, v7 offset:22064                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v48
	ds_write_b16 v23, v7 offset:22208                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v49
	ds_write_b16 v23, v7 offset:21792                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v50
	ds_write_b16 v23, v7 offset:21936                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v51
	ds_write_b16 v23, v7 offset:22080                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v52
	ds_write_b16 v23, v7 offset:22224                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v53
	ds_write_b16 v23, v7 offset:21808                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v54
	ds_write_b16 v23, v7 offset:21952                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v55
	ds_write_b16 v23, v7 offset:22096                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v56
	ds_write_b16 v23, v7 offset:22240                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v57
	ds_write_b16 v23, v7 offset:21824                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v58
	ds_write_b16 v23, v7 offset:21968                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v59
	ds_write_b16 v23, v7 offset:22112                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v60
	ds_write_b16 v23, v7 offset:22256                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v61
	ds_write_b16 v23, v7 offset:21840                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v62
	ds_write_b16 v23, v7 offset:21984                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v63
	ds_write_b16 v23, v7 offset:22128                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v64
	ds_write_b16 v23, v7 offset:22272                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v65
	ds_write_b16 v23, v7 offset:21856                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v66
	ds_write_b16 v23, v7 offset:22000                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v67
	ds_write_b16 v23, v7 offset:22144                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v68
	ds_write_b16 v23, v7 offset:22288                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v69
	ds_write_b16 v23, v7 offset:21872                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v70
	ds_write_b16 v23, v7 offset:22016                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v71
	ds_write_b16 v23, v7 offset:22160                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v40
	ds_write_b16 v23, v7 offset:22304                   ; A operand of the product: stage
	v_mul_f32 v7, 0xbfb8aa3b, v37                       ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v8, 0x3fb8aa3b                            ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v39, v8, v7
	v_exp_f32 v8, v40                                   ; examples/attention_paged.kgen:23
	v_mov_b32 v39, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v38, v39, v7
	v_exp_f32 v38, v40                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v39, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v19, v39, v7
	v_exp_f32 v19, v40                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v39, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v34, v39, v7
	v_exp_f32 v7, v40                                   ; examples/attention_paged.kgen:23
	v_bfe_u32 v34, v8, 16, 1                            ; round to bf16
	v_add3_u32 v39, v8, v34, s6
	v_cmp_u_f32 s[28:29], v8, v8
	v_mov_b32 v34, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v39, v34, s[28:29]
	v_and_b32 v34, 0xffff0000, v39
	v_bfe_u32 v39, v38, 16, 1                           ; round to bf16
	v_add3_u32 v40, v38, v39, s6
	v_cmp_u_f32 s[28:29], v38, v38
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v40, v39, s[28:29]
	v_and_b32 v39, 0xffff0000, v40
	v_bfe_u32 v40, v19, 16, 1                           ; round to bf16
	v_add3_u32 v41, v19, v40, s6
	v_cmp_u_f32 s[28:29], v19, v19
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v41, v40, s[28:29]
	v_and_b32 v40, 0xffff0000, v41
	v_bfe_u32 v41, v7, 16, 1                            ; round to bf16
	v_add3_u32 v42, v7, v41, s6
	v_cmp_u_f32 s[28:29], v7, v7
	v_mov_b32 v41, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v41, s[28:29]
	v_and_b32 v41, 0xffff0000, v42
	v_cndmask_b32 v42, 0, v34, s[32:33]                 ; absent elements add nothing
	v_lshrrev_b32 v34, 16, v42
	v_add_u32 v42, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v42, v34
	v_cndmask_b32 v34, 0, v39, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v39, 16, v34
	v_add_u32 v34, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v34, v39
	v_cndmask_b32 v34, 0, v40, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v39, 16, v34
	v_add_u32 v34, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v34, v39
	v_cndmask_b32 v34, 0, v41, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v39, 16, v34
	v_add_u32 v34, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v34, v39
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v34, 0x12a00, v11                         ; B fragment 0 of k-step 0
	ds_read_b128 v[40:43], v34
	ds_read_b128 v[44:47], v16 offset:21760             ; A fragment 0 of k-step 0
	ds_read_b128 v[48:51], v16 offset:24064             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[26:29], v[44:47], v[40:43], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[30:33], v[48:51], v[40:43], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_add_u32 v34, 0x12a40, v11                         ; B fragment 0 of k-step 1
	ds_read_b128 v[40:43], v34
	ds_read_b128 v[44:47], v16 offset:21824             ; A fragment 0 of k-step 1
	ds_read_b128 v[48:51], v16 offset:24128             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[26:29], v[44:47], v[40:43], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[30:33], v[48:51], v[40:43], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_mul_f32 v34, v2, v6                               ; examples/attention_paged.kgen:25
	v_cndmask_b32 v6, 0, v8, s[32:33]                   ; absent elements contribute the identity
	v_cndmask_b32 v8, 0, v38, s[34:35]                  ; absent elements contribute the identity
	v_cndmask_b32 v38, 0, v19, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v19, 0, v7, s[44:45]                  ; absent elements contribute the identity
	v_add_f32 v7, v6, v8                                ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v6, v7, v38                               ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v7, v6, v19                               ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v6, v7 offset:swizzle(SWAP,16)       ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v7, v6
	v_and_b32 v6, 63, v0                                ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v6, 32, v6
	v_lshlrev_b32 v6, 2, v6
	ds_bpermute_b32 v7, v6, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v8, v7
	s_and_saveexec_b64 s[28:29], s[16:17]               ; lanes where %vpred_145
	v_add_u32 v7, 0x13b00, v10                          ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	ds_write_b32 v7, v6
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v6, 0x13b00, v14                          ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v7, v6
	v_add_u32 v6, 0x13b40, v14                          ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	ds_read_b32 v8, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v7, v8
	v_add_u32 v7, 0x13b80, v14                          ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	ds_read_b32 v8, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v6, v8
	v_add_u32 v6, 0x13bc0, v14                          ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	ds_read_b32 v8, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v7, v8
	v_add_f32 v7, v34, v6                               ; examples/attention_paged.kgen:25
	v_mov_b32 v2, v7                                    ; next 'l'
	v_mov_b32 v1, v37                                   ; next 'mx'
	s_add_u32 s8, s8, 64
	s_cmp_lt_u32 s8, s5
	s_cbranch_scc1 .Lattention_paged_loop3
.Lattention_paged_loop3_end:
	v_cmp_gt_f32 s[4:5], v2, 0                          ; examples/attention_paged.kgen:29
	v_div_scale_f32 v1, s[8:9], v2, v2, v26             ; examples/attention_paged.kgen:29
	v_rcp_f32 v4, v1
	v_div_scale_f32 v5, vcc, v26, v2, v26
	v_fma_f32 v6, -v1, v4, 1.0
	v_fma_f32 v4, v6, v4, v4
	v_mul_f32 v7, v5, v4
	v_fma_f32 v6, -v1, v7, v5
	v_fma_f32 v7, v6, v4, v7
	v_fma_f32 v6, -v1, v7, v5
	v_div_fmas_f32 v6, v6, v4, v7
	v_div_fixup_f32 v1, v6, v2, v26
	v_div_scale_f32 v4, s[8:9], v2, v2, v27             ; examples/attention_paged.kgen:29
	v_rcp_f32 v5, v4
	v_div_scale_f32 v6, vcc, v27, v2, v27
	v_fma_f32 v7, -v4, v5, 1.0
	v_fma_f32 v5, v7, v5, v5
	v_mul_f32 v8, v6, v5
	v_fma_f32 v7, -v4, v8, v6
	v_fma_f32 v8, v7, v5, v8
	v_fma_f32 v7, -v4, v8, v6
	v_div_fmas_f32 v7, v7, v5, v8
	v_div_fixup_f32 v4, v7, v2, v27
	v_div_scale_f32 v5, s[8:9], v2, v2, v28             ; examples/attention_paged.kgen:29
	v_rcp_f32 v6, v5
	v_div_scale_f32 v7, vcc, v28, v2, v28
	v_fma_f32 v8, -v5, v6, 1.0
	v_fma_f32 v6, v8, v6, v6
	v_mul_f32 v9, v7, v6
	v_fma_f32 v8, -v5, v9, v7
	v_fma_f32 v9, v8, v6, v9
	v_fma_f32 v8, -v5, v9, v7
	v_div_fmas_f32 v8, v8, v6, v9
	v_div_fixup_f32 v5, v8, v2, v28
	v_div_scale_f32 v6, s[8:9], v2, v2, v29             ; examples/attention_paged.kgen:29
	v_rcp_f32 v7, v6
	v_div_scale_f32 v8, vcc, v29, v2, v29
	v_fma_f32 v9, -v6, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v10, v8, v7
	v_fma_f32 v9, -v6, v10, v8
	v_fma_f32 v10, v9, v7, v10
	v_fma_f32 v9, -v6, v10, v8
	v_div_fmas_f32 v9, v9, v7, v10
	v_div_fixup_f32 v6, v9, v2, v29
	v_div_scale_f32 v7, s[8:9], v2, v2, v30             ; examples/attention_paged.kgen:29
	v_rcp_f32 v8, v7
	v_div_scale_f32 v9, vcc, v30, v2, v30
	v_fma_f32 v10, -v7, v8, 1.0
	v_fma_f32 v8, v10, v8, v8
	v_mul_f32 v11, v9, v8
	v_fma_f32 v10, -v7, v11, v9
	v_fma_f32 v11, v10, v8, v11
	v_fma_f32 v10, -v7, v11, v9
	v_div_fmas_f32 v10, v10, v8, v11
	v_div_fixup_f32 v7, v10, v2, v30
	v_div_scale_f32 v8, s[8:9], v2, v2, v31             ; examples/attention_paged.kgen:29
	v_rcp_f32 v9, v8
	v_div_scale_f32 v10, vcc, v31, v2, v31
	v_fma_f32 v11, -v8, v9, 1.0
	v_fma_f32 v9, v11, v9, v9
	v_mul_f32 v12, v10, v9
	v_fma_f32 v11, -v8, v12, v10
	v_fma_f32 v12, v11, v9, v12
	v_fma_f32 v11, -v8, v12, v10
	v_div_fmas_f32 v11, v11, v9, v12
	v_div_fixup_f32 v8, v11, v2, v31
	v_div_scale_f32 v9, s[8:9], v2, v2, v32             ; examples/attention_paged.kgen:29
	v_rcp_f32 v10, v9
	v_div_scale_f32 v11, vcc, v32, v2, v32
	v_fma_f32 v12, -v9, v10, 1.0
	v_fma_f32 v10, v12, v10, v10
	v_mul_f32 v13, v11, v10
	v_fma_f32 v12, -v9, v13, v11
	v_fma_f32 v13, v12, v10, v13
	v_fma_f32 v12, -v9, v13, v11
	v_div_fmas_f32 v12, v12, v10, v13
	v_div_fixup_f32 v9, v12, v2, v32
	v_div_scale_f32 v10, s[8:9], v2, v2, v33            ; examples/attention_paged.kgen:29
	v_rcp_f32 v11, v10
	v_div_scale_f32 v12, vcc, v33, v2, v33
	v_fma_f32 v13, -v10, v11, 1.0
	v_fma_f32 v11, v13, v11, v11
	v_mul_f32 v14, v12, v11
	v_fma_f32 v13, -v10, v14, v12
	v_fma_f32 v14, v13, v11, v14
	v_fma_f32 v13, -v10, v14, v12
	v_div_fmas_f32 v13, v13, v11, v14
	v_div_fixup_f32 v10, v13, v2, v33
	v_cndmask_b32 v2, 0, v1, s[4:5]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v1, 0, v4, s[4:5]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v4, 0, v5, s[4:5]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v5, 0, v6, s[4:5]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v6, 0, v7, s[4:5]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v7, 0, v8, s[4:5]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v8, 0, v9, s[4:5]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v9, 0, v10, s[4:5]                    ; examples/attention_paged.kgen:29
	v_cmp_lt_u32 s[4:5], v3, s27                        ; 'r' element in bounds
	v_bfe_u32 v3, v2, 16, 1
	v_add3_u32 v10, v2, v3, s6
	v_cmp_u_f32 s[8:9], v2, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v10, v10, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v10
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1410
	global_store_short v25, v2, s[18:19]                ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v1, 16, 1
	v_add3_u32 v3, v1, v2, s6
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1410
	global_store_short v25, v1, s[18:19] offset:2       ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v4, 16, 1
	v_add3_u32 v2, v4, v1, s6
	v_cmp_u_f32 s[8:9], v4, v4
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1410
	global_store_short v25, v1, s[18:19] offset:4       ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s6
	v_cmp_u_f32 s[8:9], v5, v5
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1410
	global_store_short v25, v1, s[18:19] offset:6       ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s6
	v_cmp_u_f32 s[8:9], v6, v6
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1410
	global_store_short v25, v1, s[18:19] offset:32      ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v2, v7, v1, s6
	v_cmp_u_f32 s[8:9], v7, v7
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1410
	global_store_short v25, v1, s[18:19] offset:34      ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v2, v8, v1, s6
	v_cmp_u_f32 s[8:9], v8, v8
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[4:5]                   ; lanes where %vpred_1410
	global_store_short v25, v1, s[18:19] offset:36      ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v2, v9, v1, s6
	v_cmp_u_f32 s[6:7], v9, v9
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[4:5]                   ; lanes where %vpred_1410
	global_store_short v25, v1, s[18:19] offset:38      ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[6:7]
.Lattention_paged_if0_end:
	s_endpgm
.Lfunc_end_attention_paged:
	.size	attention_paged, .Lfunc_end_attention_paged-attention_paged

; kernel attention_paged_split: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel attention_paged_split from examples/attention_paged.kgen
; target gfx950: AMD CDNA4 (MI350)
;   block: 256 threads = 4 x 64-wide waves
;   grid: r, b, part
;   chunk: part: 1, b: 1, r: 16, tt: 64, d: 128; walked in chunks: none
;   layout: b:1 x r:16 x tt:64: reg[tt1 tt2] lane[r1 r2 r4 r8 tt4 tt8] warp[tt16 tt32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 16x16x32: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (40 shuffle and conversion instructions per thread)
;   product 21:34 tt x r contracting d (as the transposed product): 4 x 1 warps, each mfma 16x16x32 tiles
;   product 26:29 d x r contracting tt (as the transposed product): 4 x 1 warps, each mfma 16x16x32 tiles
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
;       18:11 carried -> L0; 16:10 carried -> L1; 21:19 index tt -> L2; 21:24 load lens -> L3; 21:19 lt -> L4; 21:34 load q -> L0
;       20:22 index b -> L3; 20:25 index_div -> L5; 20:16 gather table -> L3; 21:56 index tt -> L2; 21:56 rem -> L2; 21:65 index d -> L6
;       21:47 gather kc -> L7; 21:34 matmul -> L8; 21:33 mul -> L8; 21:13 select -> L8; 22:22 reduce max -> L1; 22:14 max -> L1
;       24:21 sub -> L1; 24:17 exp -> L1; 26:15 mul -> L0; 23:17 sub -> L8; 23:13 exp -> L8; 26:29 cast -> L8
;       26:48 index tt -> L2; 26:48 rem -> L2; 26:57 index d -> L6; 26:39 gather vc -> L7; 26:29 matmul -> L0; 26:15 add -> L0
;       17:9 carried -> L1; 25:13 mul -> L1; 25:25 reduce sum -> L1; 25:13 add -> L1; 19:5 loop_result -> L0; 19:5 loop_result -> L1
;       19:5 loop_result -> L1
;   for tt in t: ends where the mask at 21:13 hides every later 'tt' from this program (tt <= lens[b] - 1): min(T, last visible + 1)
;   staging: 'kc' in runs of 4 'd' (8 bytes: one load and one store each, subscripts and bounds once) where the rows of 'kc' are multiples of 4 (and the extent of 'd', for a ragged last step), else element by element (kgen.lower.runs)
; resources: 90 VGPRs, 0 AGPRs, 78 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 81664 bytes LDS, 108 bytes of arguments, 256 threads
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
	s_mov_b32 s5, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s6, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s7, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[8:9], s[0:1], 0x0                  ; argument q
	s_load_dwordx2 s[10:11], s[0:1], 0x8                ; argument kc
	s_load_dwordx2 s[12:13], s[0:1], 0x10               ; argument vc
	s_load_dwordx2 s[14:15], s[0:1], 0x18               ; argument table
	s_load_dwordx2 s[16:17], s[0:1], 0x20               ; argument lens
	s_load_dword s18, s[0:1], 0x30                      ; argument scale
	s_load_dwordx2 s[20:21], s[0:1], 0x38               ; argument acc_parts
	s_load_dwordx2 s[22:23], s[0:1], 0x40               ; argument l_parts
	s_load_dwordx2 s[24:25], s[0:1], 0x48               ; argument mx_parts
	s_load_dword s19, s[0:1], 0x50                      ; argument rows
	s_load_dword s26, s[0:1], 0x54                      ; argument B
	s_load_dword s27, s[0:1], 0x58                      ; argument R
	s_load_dword s28, s[0:1], 0x5c                      ; argument NP
	s_load_dword s29, s[0:1], 0x60                      ; argument P
	s_load_dword s30, s[0:1], 0x68                      ; argument T
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s31, s2                                   ; program index along 'r'
	s_mul_i32 s32, s31, 16                              ; first 'r' of this program's tile (16)
	s_waitcnt lgkmcnt(0)
	s_sub_u32 s31, s27, s32
	s_min_u32 s33, s31, 16                              ; 'r' elements in this tile
	s_mov_b32 s31, s3                                   ; program index along 'b'
	s_mov_b32 s34, s4                                   ; program index along 'part'
	s_mul_i32 s35, s34, s19                             ; first 't' of part 'part'
	s_max_u32 s36, s30, s35
	s_sub_u32 s30, s36, s35
	s_min_u32 s36, s30, s19                             ; 't' rows of this part
	s_cmp_ge_u32 s33, 16                                ; a whole chunk of 'r' (16) is in bounds
	s_cselect_b32 s19, 1, 0
	s_mul_i32 s30, 0x80, s27                            ; a stride of 'q'
	s_mul_i32 s37, s30, s26                             ; a stride of 'q'
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
	s_mul_i32 s38, s31, s30
	s_mul_hi_u32 s39, s31, s30
	s_lshl_b64 s[40:41], s[38:39], 1
	s_add_u32 s42, s8, s40                              ; 'q' at this program
	s_addc_u32 s43, s9, s41
	s_mul_i32 s8, s32, 0x80
	s_mul_hi_u32 s9, s32, 0x80
	s_lshl_b64 s[40:41], s[8:9], 1
	s_add_u32 s44, s42, s40                             ; 'q' at this program
	s_addc_u32 s45, s43, s41
	s_mov_b32 s40, s31
	s_mov_b32 s41, 0
	s_lshl_b64 s[42:43], s[40:41], 2
	s_add_u32 s40, s16, s42                             ; 'lens' at this program
	s_addc_u32 s41, s17, s43
	v_lshlrev_b32 v5, 2, v2
	v_lshrrev_b32 v8, 6, v1
	v_lshlrev_b32 v9, 4, v8
	v_or_b32 v10, v3, v9                                ; thread's 'r' coordinate
	v_and_b32 v9, 3, v2
	v_lshlrev_b32 v11, 3, v9
	v_mov_b32 v12, 0x88
	v_mul_lo_u32 v13, v12, v10
	v_add_u32 v10, v13, v11
	v_lshlrev_b32 v12, 1, v10                           ; thread's M-fragment place
	v_mov_b32 v10, 0x88
	v_mul_lo_u32 v13, v10, v3
	v_add_u32 v10, v13, v11
	v_lshlrev_b32 v13, 1, v10                           ; thread's N-fragment place
	v_and_b32 v10, 1, v8
	v_lshrrev_b32 v14, 7, v1
	v_and_b32 v15, 1, v14
	v_lshlrev_b32 v14, 1, v15
	v_or_b32 v15, v10, v14                              ; warp group along 'tt'
	v_mul_lo_u32 v10, 16, v15
	v_add_u32 v14, v10, v3
	v_lshlrev_b32 v10, 2, v14
	v_lshlrev_b32 v14, 2, v3
	v_and_b32 v15, 48, v1
	v_cmp_eq_u32 s[16:17], v15, 0                       ; one lane per warp group and element publishes
	v_lshlrev_b32 v15, 5, v8
	v_or_b32 v8, v3, v15                                ; thread's 'r' coordinate
	v_mov_b32 v16, 0x48
	v_mul_lo_u32 v17, v16, v8
	v_add_u32 v8, v17, v11
	v_lshlrev_b32 v16, 1, v8                            ; thread's M-fragment place
	v_mov_b32 v8, 0x48
	v_mul_lo_u32 v17, v8, v3
	v_add_u32 v8, v17, v5
	v_lshlrev_b32 v18, 1, v8                            ; thread's place in opb4
	v_add_u32 v8, v17, v11
	v_lshlrev_b32 v11, 1, v8                            ; thread's N-fragment place
	v_lshlrev_b32 v8, 1, v2
	v_mov_b32 v17, 0x80
	v_mul_lo_u32 v19, v17, v8
	v_add_u32 v17, v19, v4
	v_lshlrev_b32 v19, 1, v17                           ; thread's first 16 bytes of a 'vc' tile
	v_mov_b32 v17, 0x48
	v_mul_lo_u32 v20, v17, v4
	v_add_u32 v4, v20, v8
	v_lshlrev_b32 v8, 1, v4                             ; thread's first pair in st2
	v_lshrrev_b32 v4, 5, v1
	v_and_b32 v17, 31, v1
	v_lshlrev_b32 v20, 2, v17
	v_mov_b32 v17, 0x88
	v_mul_lo_u32 v21, v17, v4
	v_add_u32 v17, v21, v20
	v_lshlrev_b32 v21, 1, v17                           ; thread's place in st1
	v_cmp_eq_u32 s[42:43], v3, 0                        ; one thread of each group of copies
	v_lshlrev_b32 v17, 2, v5
	v_lshlrev_b32 v22, 2, v4
	v_lshlrev_b32 v23, 2, v9
	v_or_b32 v9, v23, v15                               ; thread's 'd' coordinate
	v_lshlrev_b32 v15, 2, v9
	v_lshlrev_b32 v23, 2, v20
	v_mov_b32 v24, 0x80
	v_mul_lo_u32 v25, v24, v4
	v_add_u32 v24, v25, v20
	v_lshlrev_b32 v25, 1, v24                           ; thread's byte offset in a chunk of 'vc'
	v_mov_b32 v24, 0x48
	v_mul_lo_u32 v26, v24, v20
	v_add_u32 v20, v26, v4
	v_lshlrev_b32 v24, 1, v20                           ; thread's place in st2
	v_mov_b32 v20, 0x80
	v_mul_lo_u32 v26, v20, v3
	v_add_u32 v20, v26, v9
	v_lshlrev_b32 v26, 2, v20                           ; thread's byte offset in a chunk of 'acc_parts'
	s_mul_i32 s46, s34, s37
	s_mul_hi_u32 s47, s34, s37
	s_lshl_b64 s[48:49], s[46:47], 2
	s_add_u32 s46, s20, s48                             ; 'acc_parts' at this program
	s_addc_u32 s47, s21, s49
	s_lshl_b64 s[20:21], s[38:39], 2
	s_add_u32 s38, s46, s20                             ; 'acc_parts' at this program
	s_addc_u32 s39, s47, s21
	s_lshl_b64 s[20:21], s[8:9], 2
	s_add_u32 s8, s38, s20                              ; 'acc_parts' at this program
	s_addc_u32 s9, s39, s21
	s_mul_i32 s20, s27, s26                             ; a stride of 'l_parts'
	v_and_b32 v20, 0xf0, v1
	v_cmp_eq_u32 s[38:39], v20, 0                       ; one thread of each group of copies
	s_mul_i32 s46, s34, s20
	s_mul_hi_u32 s47, s34, s20
	s_lshl_b64 s[20:21], s[46:47], 2
	s_add_u32 s46, s22, s20                             ; 'l_parts' at this program
	s_addc_u32 s47, s23, s21
	s_mul_i32 s22, s31, s27
	s_mul_hi_u32 s23, s31, s27
	s_lshl_b64 s[48:49], s[22:23], 2
	s_add_u32 s22, s46, s48                             ; 'l_parts' at this program
	s_addc_u32 s23, s47, s49
	s_mov_b32 s46, s32
	s_mov_b32 s47, 0
	s_lshl_b64 s[50:51], s[46:47], 2
	s_add_u32 s46, s22, s50                             ; 'l_parts' at this program
	s_addc_u32 s47, s23, s51
	s_add_u32 s22, s24, s20                             ; 'mx_parts' at this program
	s_addc_u32 s23, s25, s21
	s_add_u32 s20, s22, s48                             ; 'mx_parts' at this program
	s_addc_u32 s21, s23, s49
	s_add_u32 s22, s20, s50                             ; 'mx_parts' at this program
	s_addc_u32 s23, s21, s51
	s_cmp_eq_u32 s19, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_paged_split_if0_else
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	global_load_dwordx4 v[28:31], v6, s[44:45]          ; examples/attention_paged.kgen:21: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[28:31]                          ; 16 bytes into opinv0
	v_mov_b32 v28, 0                                    ; loop-carried 'acc'
	v_mov_b32 v29, 0                                    ; loop-carried 'acc'
	v_mov_b32 v30, 0                                    ; loop-carried 'acc'
	v_mov_b32 v31, 0                                    ; loop-carried 'acc'
	v_mov_b32 v32, 0                                    ; loop-carried 'acc'
	v_mov_b32 v33, 0                                    ; loop-carried 'acc'
	v_mov_b32 v34, 0                                    ; loop-carried 'acc'
	v_mov_b32 v35, 0                                    ; loop-carried 'acc'
	v_mov_b32 v1, 0                                     ; loop-carried 'l'
	v_mov_b32 v20, 0xff800000                           ; loop-carried 'mx'
	v_mov_b32 v27, 0                                    ; examples/attention_paged.kgen:21: load of 'lens'
	global_load_dword v36, v27, s[40:41]
	s_waitcnt vmcnt(0)
	v_sub_u32 v27, v36, s35                             ; for tt: from the part's first
	v_max_i32 v37, 0, v27
	v_min_u32 v27, s36, v37                             ; for tt: stops after the last 'tt' the mask at 21:13 shows (tt <= lens[b] - 1)
	v_cmp_ge_u32 s[20:21], v27, 64                      ; at least one whole chunk of 'tt'
	v_sub_u32 v37, v27, 63
	s_nop 0
	v_cndmask_b32 v38, 0, v37, s[20:21]                 ; full chunks start below extent - chunk + 1
	s_add_u32 s19, s35, 0
	s_add_i32 s20, s31, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s21, s19, 6
	s_mul_i32 s19, s20, s29
	s_add_u32 s24, s19, s21
	s_lshl_b32 s19, s24, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s20, s26                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s20, 1, 0
	s_cmp_lt_u32 s21, s29                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s21, 1, 0
	s_and_b32 s24, s20, s21
	v_mov_b32 v37, 0                                    ; absent element
	s_cmp_eq_u32 s24, 0                                 ; if %upred_1418
	s_cbranch_scc1 .Lattention_paged_split_skip0
	v_mov_b32 v39, s19                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v37, v39, s[14:15]
.Lattention_paged_split_skip0:
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[20:21], v37, s28                     ; the page of 'kc' lies inside it
	s_nop 1
	v_cndmask_b32 v39, 0, v37, s[20:21]
	v_mov_b32 v37, 0x2000
	v_mul_lo_u32 v40, v39, v37
	v_mov_b32 v37, 0x2000
	v_mul_hi_u32 v41, v39, v37
	v_lshlrev_b64 v[42:43], 1, v[40:41]
	v_add_co_u32 v40, vcc, s10, v42                     ; 'kc' at this page
	v_mov_b32 v37, s11
	s_nop 0
	v_addc_co_u32 v41, vcc, v37, v43, vcc
	v_cmp_lt_u32 s[24:25], 0, v38                       ; a step the loop consumes: a whole chunk in bounds
	s_and_b64 s[48:49], s[24:25], s[20:21]
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[48:49]               ; lanes where %vpred_1426
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[44:47], v6, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[44:47] offset:4352              ; 16 bytes into st1
	v_add_u32 v37, 0x1000, v6
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[48:49]               ; lanes where %vpred_1426
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[44:47], v37, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[44:47] offset:8704              ; 16 bytes into st1
	v_add_u32 v37, 0x2000, v6
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[48:49]               ; lanes where %vpred_1426
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[44:47], v37, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[44:47] offset:13056             ; 16 bytes into st1
	v_add_u32 v37, 0x3000, v6
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[48:49]               ; lanes where %vpred_1426
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[44:47], v37, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[44:47] offset:17408             ; 16 bytes into st1
	v_add_co_u32 v40, vcc, s12, v42                     ; 'vc' at this page
	v_mov_b32 v37, s13
	s_nop 0
	v_addc_co_u32 v41, vcc, v37, v43, vcc
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[48:49]               ; lanes where %vpred_1426
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v19, s[24:25]
	s_mov_b64 exec, s[20:21]
	v_add_u32 v37, 0x100, v19
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[48:49]               ; lanes where %vpred_1426
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[46:49], v37, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_perm_b32 v37, v46, v42, s5                        ; (k, k+1) of column 0
	ds_write_b32 v8, v37 offset:21760                   ; a K-pair into st2
	v_perm_b32 v37, v46, v42, s6                        ; (k, k+1) of column 1
	ds_write_b32 v8, v37 offset:21904                   ; a K-pair into st2
	v_perm_b32 v37, v47, v43, s5                        ; (k, k+1) of column 2
	ds_write_b32 v8, v37 offset:22048                   ; a K-pair into st2
	v_perm_b32 v37, v47, v43, s6                        ; (k, k+1) of column 3
	ds_write_b32 v8, v37 offset:22192                   ; a K-pair into st2
	v_perm_b32 v37, v48, v44, s5                        ; (k, k+1) of column 4
	ds_write_b32 v8, v37 offset:22336                   ; a K-pair into st2
	v_perm_b32 v37, v48, v44, s6                        ; (k, k+1) of column 5
	ds_write_b32 v8, v37 offset:22480                   ; a K-pair into st2
	v_perm_b32 v37, v49, v45, s5                        ; (k, k+1) of column 6
	ds_write_b32 v8, v37 offset:22624                   ; a K-pair into st2
	v_perm_b32 v37, v49, v45, s6                        ; (k, k+1) of column 7
	ds_write_b32 v8, v37 offset:22768                   ; a K-pair into st2
	v_add_u32 v37, 0x2000, v19
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[48:49]               ; lanes where %vpred_1426
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v37, s[24:25]
	s_mov_b64 exec, s[20:21]
	v_add_u32 v37, 0x2100, v19
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[48:49]               ; lanes where %vpred_1426
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[46:49], v37, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_perm_b32 v37, v46, v42, s5                        ; (k, k+1) of column 0
	ds_write_b32 v8, v37 offset:21824                   ; a K-pair into st2
	v_perm_b32 v37, v46, v42, s6                        ; (k, k+1) of column 1
	ds_write_b32 v8, v37 offset:21968                   ; a K-pair into st2
	v_perm_b32 v37, v47, v43, s5                        ; (k, k+1) of column 2
	ds_write_b32 v8, v37 offset:22112                   ; a K-pair into st2
	v_perm_b32 v37, v47, v43, s6                        ; (k, k+1) of column 3
	ds_write_b32 v8, v37 offset:22256                   ; a K-pair into st2
	v_perm_b32 v37, v48, v44, s5                        ; (k, k+1) of column 4
	ds_write_b32 v8, v37 offset:22400                   ; a K-pair into st2
	v_perm_b32 v37, v48, v44, s6                        ; (k, k+1) of column 5
	ds_write_b32 v8, v37 offset:22544                   ; a K-pair into st2
	v_perm_b32 v37, v49, v45, s5                        ; (k, k+1) of column 6
	ds_write_b32 v8, v37 offset:22688                   ; a K-pair into st2
	v_perm_b32 v37, v49, v45, s6                        ; (k, k+1) of column 7
	ds_write_b32 v8, v37 offset:22832                   ; a K-pair into st2
	v_readfirstlane_b32 s19, v38
	s_mov_b32 s20, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s20, s19
	s_cbranch_scc1 .Lattention_paged_split_loop0_end
.Lattention_paged_split_loop0:
	s_add_u32 s21, s20, 64
	v_cmp_lt_u32 s[24:25], s20, v38
	s_cmp_eq_u64 s[24:25], 0                            ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_paged_split_if1_end
	s_add_u32 s24, s35, s21
	s_add_i32 s25, s31, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s27, s24, 6
	s_mul_i32 s24, s25, s29
	s_add_u32 s30, s24, s27
	s_lshl_b32 s24, s30, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s25, s26                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s25, 1, 0
	s_cmp_lt_u32 s27, s29                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s27, 1, 0
	s_and_b32 s30, s25, s27
	v_mov_b32 v37, 0                                    ; absent element
	s_cmp_eq_u32 s30, 0                                 ; if %upred_1491
	s_cbranch_scc1 .Lattention_paged_split_skip1
	v_mov_b32 v39, s24                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v37, v39, s[14:15]
.Lattention_paged_split_skip1:
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[24:25], v37, s28                     ; the page of 'kc' lies inside it
	s_nop 1
	v_cndmask_b32 v39, 0, v37, s[24:25]
	v_mov_b32 v37, 0x2000
	v_mul_lo_u32 v40, v39, v37
	v_mov_b32 v37, 0x2000
	v_mul_hi_u32 v41, v39, v37
	v_lshlrev_b64 v[42:43], 1, v[40:41]
	v_add_co_u32 v40, vcc, s10, v42                     ; 'kc' at this page
	v_mov_b32 v37, s11
	s_nop 0
	v_addc_co_u32 v41, vcc, v37, v43, vcc
	v_cmp_lt_u32 s[48:49], s21, v38                     ; a step the loop consumes: a whole chunk in bounds
	s_and_b64 s[50:51], s[48:49], s[24:25]
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[50:51]               ; lanes where %vpred_1499
	v_readfirstlane_b32 s48, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s49, v41
	s_nop 4
	global_load_dwordx4 v[44:47], v6, s[48:49]
	s_mov_b64 exec, s[24:25]
	v_add_u32 v37, 0x1000, v6
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[50:51]               ; lanes where %vpred_1499
	v_readfirstlane_b32 s48, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s49, v41
	s_nop 4
	global_load_dwordx4 v[48:51], v37, s[48:49]
	s_mov_b64 exec, s[24:25]
	v_add_u32 v37, 0x2000, v6
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[50:51]               ; lanes where %vpred_1499
	v_readfirstlane_b32 s48, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s49, v41
	s_nop 4
	global_load_dwordx4 v[52:55], v37, s[48:49]
	s_mov_b64 exec, s[24:25]
	v_add_u32 v37, 0x3000, v6
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[50:51]               ; lanes where %vpred_1499
	v_readfirstlane_b32 s48, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s49, v41
	s_nop 4
	global_load_dwordx4 v[56:59], v37, s[48:49]
	s_mov_b64 exec, s[24:25]
	v_add_co_u32 v40, vcc, s12, v42                     ; 'vc' at this page
	v_mov_b32 v37, s13
	s_nop 0
	v_addc_co_u32 v41, vcc, v37, v43, vcc
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[50:51]               ; lanes where %vpred_1499
	v_readfirstlane_b32 s48, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s49, v41
	s_nop 4
	global_load_dwordx4 v[60:63], v19, s[48:49]
	s_mov_b64 exec, s[24:25]
	v_add_u32 v37, 0x100, v19
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[50:51]               ; lanes where %vpred_1499
	v_readfirstlane_b32 s48, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s49, v41
	s_nop 4
	global_load_dwordx4 v[64:67], v37, s[48:49]
	s_mov_b64 exec, s[24:25]
	v_add_u32 v37, 0x2000, v19
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[50:51]               ; lanes where %vpred_1499
	v_readfirstlane_b32 s48, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s49, v41
	s_nop 4
	global_load_dwordx4 v[68:71], v37, s[48:49]
	s_mov_b64 exec, s[24:25]
	v_add_u32 v37, 0x2100, v19
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	v_mov_b32 v74, 0                                    ; outside: 0
	v_mov_b32 v75, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[50:51]               ; lanes where %vpred_1499
	v_readfirstlane_b32 s48, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s49, v41
	s_nop 4
	global_load_dwordx4 v[72:75], v37, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_add_u32 s21, s35, s20
	v_add_u32 v37, s21, v5
	v_add_u32 v39, 0, v37                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v40, 1, v37                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v41, 2, v37                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v42, 3, v37                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[24:25], v39, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[48:49], v40, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[50:51], v41, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[52:53], v42, v36                     ; examples/attention_paged.kgen:21
	v_mov_b32 v40, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v42, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v43, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[76:79], v13                          ; B fragment 0 of k-step 0
	ds_read_b128 v[80:83], v12 offset:4352              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[80:83], v[76:79], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[76:79], v13 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[80:83], v12 offset:4416              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[80:83], v[76:79], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[76:79], v13 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[80:83], v12 offset:4480              ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[80:83], v[76:79], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[76:79], v13 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[80:83], v12 offset:4544              ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[80:83], v[76:79], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	s_nop 7
	v_mul_f32 v37, s18, v40                             ; examples/attention_paged.kgen:21
	v_mul_f32 v39, s18, v41                             ; examples/attention_paged.kgen:21
	v_mul_f32 v76, s18, v42                             ; examples/attention_paged.kgen:21
	v_mul_f32 v77, s18, v43                             ; examples/attention_paged.kgen:21
	v_mov_b32 v40, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v41, v40, v37, s[24:25]
	v_mov_b32 v37, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v40, v37, v39, s[48:49]
	v_mov_b32 v37, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v39, v37, v76, s[50:51]
	v_mov_b32 v37, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v42, v37, v77, s[52:53]
	v_max_f32 v37, v41, v40                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[24:25], v41, v40
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v37, v43, s[24:25]
	v_max_f32 v37, v76, v39                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[24:25], v76, v39
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v37, v43, s[24:25]
	v_max_f32 v37, v76, v42                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[24:25], v76, v42
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v37, v43, s[24:25]
	ds_swizzle_b32 v37, v76 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v43, v76, v37
	v_cmp_u_f32 s[24:25], v76, v37
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v43, v37, s[24:25]
	v_and_b32 v37, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v37, 32, v37
	v_lshlrev_b32 v37, 2, v37
	ds_bpermute_b32 v43, v37, v76
	s_waitcnt lgkmcnt(0)
	v_max_f32 v37, v76, v43
	v_cmp_u_f32 s[24:25], v76, v43
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v37, v43, s[24:25]
	s_and_saveexec_b64 s[24:25], s[16:17]               ; lanes where %vpred_155
	v_add_u32 v37, 0x12900, v10                         ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	ds_write_b32 v37, v76
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v37, 0x12900, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v43, v37
	v_add_u32 v37, 0x12940, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	ds_read_b32 v76, v37
	s_waitcnt lgkmcnt(0)
	v_max_f32 v37, v43, v76
	v_cmp_u_f32 s[24:25], v43, v76
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v37, v43, s[24:25]
	v_add_u32 v37, 0x12980, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	ds_read_b32 v43, v37
	s_waitcnt lgkmcnt(0)
	v_max_f32 v37, v76, v43
	v_cmp_u_f32 s[24:25], v76, v43
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v37, v43, s[24:25]
	v_add_u32 v37, 0x129c0, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	ds_read_b32 v43, v37
	s_waitcnt lgkmcnt(0)
	v_max_f32 v37, v76, v43
	v_cmp_u_f32 s[24:25], v76, v43
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v37, v43, s[24:25]
	v_max_f32 v37, v20, v76                             ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[24:25], v20, v76
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v37, v43, s[24:25]
	v_sub_f32 v37, v20, v76                             ; examples/attention_paged.kgen:24
	v_mul_f32 v43, 0x3fb8aa3b, v37                      ; examples/attention_paged.kgen:24
	v_exp_f32 v37, v43                                  ; examples/attention_paged.kgen:24
	s_nop 0
	v_mul_f32 v43, v28, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v77, v29, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v78, v30, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v79, v31, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v80, v32, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v81, v33, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v82, v34, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v83, v35, v37                             ; examples/attention_paged.kgen:26
	v_mov_b32 v28, v43                                  ; 'acc' scaled in place
	v_mov_b32 v29, v77                                  ; 'acc' scaled in place
	v_mov_b32 v30, v78                                  ; 'acc' scaled in place
	v_mov_b32 v31, v79                                  ; 'acc' scaled in place
	v_mov_b32 v32, v80                                  ; 'acc' scaled in place
	v_mov_b32 v33, v81                                  ; 'acc' scaled in place
	v_mov_b32 v34, v82                                  ; 'acc' scaled in place
	v_mov_b32 v35, v83                                  ; 'acc' scaled in place
	v_mul_f32 v43, 0xbfb8aa3b, v76                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v78, v41, v77, v43
	v_exp_f32 v41, v78                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v78, v40, v77, v43
	v_exp_f32 v40, v78                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v78, v39, v77, v43
	v_exp_f32 v39, v78                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v78, v42, v77, v43
	v_exp_f32 v42, v78                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v43, v41, 16, 1                           ; round to bf16
	v_add3_u32 v77, v41, v43, s7
	v_cmp_u_f32 s[24:25], v41, v41
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v43, s[24:25]
	v_and_b32 v43, 0xffff0000, v77
	v_bfe_u32 v77, v40, 16, 1                           ; round to bf16
	v_add3_u32 v78, v40, v77, s7
	v_cmp_u_f32 s[24:25], v40, v40
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[24:25]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v39, 16, 1                           ; round to bf16
	v_add3_u32 v79, v39, v78, s7
	v_cmp_u_f32 s[24:25], v39, v39
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[24:25]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v42, 16, 1                           ; round to bf16
	v_add3_u32 v80, v42, v79, s7
	v_cmp_u_f32 s[24:25], v42, v42
	v_mov_b32 v79, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v80, v80, v79, s[24:25]
	v_and_b32 v79, 0xffff0000, v80
	v_lshrrev_b32 v80, 16, v43
	v_add_u32 v43, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v43, v80
	v_lshrrev_b32 v43, 16, v77
	v_add_u32 v77, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v77, v43
	v_lshrrev_b32 v43, 16, v78
	v_add_u32 v77, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v77, v43
	v_lshrrev_b32 v43, 16, v79
	v_add_u32 v77, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v77, v43
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v43, 0x12a00, v11                         ; B fragment 0 of k-step 0
	ds_read_b128 v[78:81], v43
	ds_read_b128 v[82:85], v16 offset:21760             ; A fragment 0 of k-step 0
	ds_read_b128 v[86:89], v16 offset:24064             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[82:85], v[78:81], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[86:89], v[78:81], v[32:35] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_add_u32 v43, 0x12a40, v11                         ; B fragment 0 of k-step 1
	ds_read_b128 v[78:81], v43
	ds_read_b128 v[82:85], v16 offset:21824             ; A fragment 0 of k-step 1
	ds_read_b128 v[86:89], v16 offset:24128             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[82:85], v[78:81], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[86:89], v[78:81], v[32:35] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_mul_f32 v43, v1, v37                              ; examples/attention_paged.kgen:25
	v_add_f32 v37, v41, v40                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v40, v37, v39                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v37, v40, v42                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v39, v37 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v40, v37, v39
	v_and_b32 v37, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v37, 32, v37
	v_lshlrev_b32 v37, 2, v37
	ds_bpermute_b32 v39, v37, v40
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v40, v39
	s_and_saveexec_b64 s[24:25], s[16:17]               ; lanes where %vpred_155
	v_add_u32 v39, 0x13b00, v10                         ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	ds_write_b32 v39, v37
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v37, 0x13b00, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v39, v37
	v_add_u32 v37, 0x13b40, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	ds_read_b32 v40, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v39, v40
	v_add_u32 v39, 0x13b80, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	ds_read_b32 v40, v39
	s_waitcnt lgkmcnt(0)
	v_add_f32 v39, v37, v40
	v_add_u32 v37, 0x13bc0, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	ds_read_b32 v40, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v39, v40
	v_add_f32 v39, v43, v37                             ; examples/attention_paged.kgen:25
	v_mov_b32 v1, v39                                   ; next 'l'
	v_mov_b32 v20, v76                                  ; next 'mx'
	s_waitcnt vmcnt(7)
	ds_write_b128 v7, v[44:47] offset:40192             ; 16 bytes into st1
	s_waitcnt vmcnt(6)
	ds_write_b128 v7, v[48:51] offset:44544             ; 16 bytes into st1
	s_waitcnt vmcnt(5)
	ds_write_b128 v7, v[52:55] offset:48896             ; 16 bytes into st1
	s_waitcnt vmcnt(4)
	ds_write_b128 v7, v[56:59] offset:53248             ; 16 bytes into st1
	s_waitcnt vmcnt(2)
	v_perm_b32 v37, v64, v60, s5                        ; (k, k+1) of column 0
	ds_write_b32 v8, v37 offset:57600                   ; a K-pair into st2
	v_perm_b32 v37, v64, v60, s6                        ; (k, k+1) of column 1
	ds_write_b32 v8, v37 offset:57744                   ; a K-pair into st2
	v_perm_b32 v37, v65, v61, s5                        ; (k, k+1) of column 2
	ds_write_b32 v8, v37 offset:57888                   ; a K-pair into st2
	v_perm_b32 v37, v65, v61, s6                        ; (k, k+1) of column 3
	ds_write_b32 v8, v37 offset:58032                   ; a K-pair into st2
	v_perm_b32 v37, v66, v62, s5                        ; (k, k+1) of column 4
	ds_write_b32 v8, v37 offset:58176                   ; a K-pair into st2
	v_perm_b32 v37, v66, v62, s6                        ; (k, k+1) of column 5
	ds_write_b32 v8, v37 offset:58320                   ; a K-pair into st2
	v_perm_b32 v37, v67, v63, s5                        ; (k, k+1) of column 6
	ds_write_b32 v8, v37 offset:58464                   ; a K-pair into st2
	v_perm_b32 v37, v67, v63, s6                        ; (k, k+1) of column 7
	ds_write_b32 v8, v37 offset:58608                   ; a K-pair into st2
	s_waitcnt vmcnt(0)
	v_perm_b32 v37, v72, v68, s5                        ; (k, k+1) of column 0
	ds_write_b32 v8, v37 offset:57664                   ; a K-pair into st2
	v_perm_b32 v37, v72, v68, s6                        ; (k, k+1) of column 1
	ds_write_b32 v8, v37 offset:57808                   ; a K-pair into st2
	v_perm_b32 v37, v73, v69, s5                        ; (k, k+1) of column 2
	ds_write_b32 v8, v37 offset:57952                   ; a K-pair into st2
	v_perm_b32 v37, v73, v69, s6                        ; (k, k+1) of column 3
	ds_write_b32 v8, v37 offset:58096                   ; a K-pair into st2
	v_perm_b32 v37, v74, v70, s5                        ; (k, k+1) of column 4
	ds_write_b32 v8, v37 offset:58240                   ; a K-pair into st2
	v_perm_b32 v37, v74, v70, s6                        ; (k, k+1) of column 5
	ds_write_b32 v8, v37 offset:58384                   ; a K-pair into st2
	v_perm_b32 v37, v75, v71, s5                        ; (k, k+1) of column 6
	ds_write_b32 v8, v37 offset:58528                   ; a K-pair into st2
	v_perm_b32 v37, v75, v71, s6                        ; (k, k+1) of column 7
	ds_write_b32 v8, v37 offset:58672                   ; a K-pair into st2
.Lattention_paged_split_if1_end:
	s_add_u32 s21, s20, 64
	s_add_u32 s24, s21, 64
	v_cmp_lt_u32 s[48:49], s21, v38
	s_cmp_eq_u64 s[48:49], 0                            ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_paged_split_if2_end
	s_add_u32 s25, s35, s24
	s_add_i32 s27, s31, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s30, s25, 6
	s_mul_i32 s25, s27, s29
	s_add_u32 s32, s25, s30
	s_lshl_b32 s25, s32, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s27, s26                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s27, 1, 0
	s_cmp_lt_u32 s30, s29                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s30, 1, 0
	s_and_b32 s32, s27, s30
	v_mov_b32 v37, 0                                    ; absent element
	s_cmp_eq_u32 s32, 0                                 ; if %upred_1703
	s_cbranch_scc1 .Lattention_paged_split_skip2
	v_mov_b32 v39, s25                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v37, v39, s[14:15]
.Lattention_paged_split_skip2:
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[48:49], v37, s28                     ; the page of 'kc' lies inside it
	s_nop 1
	v_cndmask_b32 v39, 0, v37, s[48:49]
	v_mov_b32 v37, 0x2000
	v_mul_lo_u32 v40, v39, v37
	v_mov_b32 v37, 0x2000
	v_mul_hi_u32 v41, v39, v37
	v_lshlrev_b64 v[42:43], 1, v[40:41]
	v_add_co_u32 v40, vcc, s10, v42                     ; 'kc' at this page
	v_mov_b32 v37, s11
	s_nop 0
	v_addc_co_u32 v41, vcc, v37, v43, vcc
	v_cmp_lt_u32 s[50:51], s24, v38                     ; a step the loop consumes: a whole chunk in bounds
	s_and_b64 s[24:25], s[50:51], s[48:49]
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_and_saveexec_b64 s[48:49], s[24:25]               ; lanes where %vpred_1711
	v_readfirstlane_b32 s50, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s51, v41
	s_nop 4
	global_load_dwordx4 v[44:47], v6, s[50:51]
	s_mov_b64 exec, s[48:49]
	v_add_u32 v37, 0x1000, v6
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_and_saveexec_b64 s[48:49], s[24:25]               ; lanes where %vpred_1711
	v_readfirstlane_b32 s50, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s51, v41
	s_nop 4
	global_load_dwordx4 v[48:51], v37, s[50:51]
	s_mov_b64 exec, s[48:49]
	v_add_u32 v37, 0x2000, v6
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_and_saveexec_b64 s[48:49], s[24:25]               ; lanes where %vpred_1711
	v_readfirstlane_b32 s50, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s51, v41
	s_nop 4
	global_load_dwordx4 v[52:55], v37, s[50:51]
	s_mov_b64 exec, s[48:49]
	v_add_u32 v37, 0x3000, v6
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_and_saveexec_b64 s[48:49], s[24:25]               ; lanes where %vpred_1711
	v_readfirstlane_b32 s50, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s51, v41
	s_nop 4
	global_load_dwordx4 v[56:59], v37, s[50:51]
	s_mov_b64 exec, s[48:49]
	v_add_co_u32 v40, vcc, s12, v42                     ; 'vc' at this page
	v_mov_b32 v37, s13
	s_nop 0
	v_addc_co_u32 v41, vcc, v37, v43, vcc
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_and_saveexec_b64 s[48:49], s[24:25]               ; lanes where %vpred_1711
	v_readfirstlane_b32 s50, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s51, v41
	s_nop 4
	global_load_dwordx4 v[60:63], v19, s[50:51]
	s_mov_b64 exec, s[48:49]
	v_add_u32 v37, 0x100, v19
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	s_and_saveexec_b64 s[48:49], s[24:25]               ; lanes where %vpred_1711
	v_readfirstlane_b32 s50, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s51, v41
	s_nop 4
	global_load_dwordx4 v[64:67], v37, s[50:51]
	s_mov_b64 exec, s[48:49]
	v_add_u32 v37, 0x2000, v19
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	s_and_saveexec_b64 s[48:49], s[24:25]               ; lanes where %vpred_1711
	v_readfirstlane_b32 s50, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s51, v41
	s_nop 4
	global_load_dwordx4 v[68:71], v37, s[50:51]
	s_mov_b64 exec, s[48:49]
	v_add_u32 v37, 0x2100, v19
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	v_mov_b32 v74, 0                                    ; outside: 0
	v_mov_b32 v75, 0                                    ; outside: 0
	s_and_saveexec_b64 s[48:49], s[24:25]               ; lanes where %vpred_1711
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[72:75], v37, s[24:25]
	s_mov_b64 exec, s[48:49]
	s_add_u32 s24, s35, s21
	v_add_u32 v37, s24, v5
	v_add_u32 v39, 0, v37                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v40, 1, v37                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v41, 2, v37                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v42, 3, v37                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[24:25], v39, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[48:49], v40, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[50:51], v41, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[52:53], v42, v36                     ; examples/attention_paged.kgen:21
	v_mov_b32 v40, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v42, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v43, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[76:79], v13                          ; B fragment 0 of k-step 0
	ds_read_b128 v[80:83], v12 offset:40192             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[80:83], v[76:79], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[76:79], v13 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[80:83], v12 offset:40256             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[80:83], v[76:79], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[76:79], v13 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[80:83], v12 offset:40320             ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[80:83], v[76:79], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[76:79], v13 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[80:83], v12 offset:40384             ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[80:83], v[76:79], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	s_nop 7
	v_mul_f32 v37, s18, v40                             ; examples/attention_paged.kgen:21
	v_mul_f32 v39, s18, v41                             ; examples/attention_paged.kgen:21
	v_mul_f32 v76, s18, v42                             ; examples/attention_paged.kgen:21
	v_mul_f32 v77, s18, v43                             ; examples/attention_paged.kgen:21
	v_mov_b32 v40, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v41, v40, v37, s[24:25]
	v_mov_b32 v37, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v40, v37, v39, s[48:49]
	v_mov_b32 v37, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v39, v37, v76, s[50:51]
	v_mov_b32 v37, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v42, v37, v77, s[52:53]
	v_max_f32 v37, v41, v40                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[24:25], v41, v40
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v37, v43, s[24:25]
	v_max_f32 v37, v76, v39                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[24:25], v76, v39
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v37, v43, s[24:25]
	v_max_f32 v37, v76, v42                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[24:25], v76, v42
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v37, v43, s[24:25]
	ds_swizzle_b32 v37, v76 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v43, v76, v37
	v_cmp_u_f32 s[24:25], v76, v37
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v43, v37, s[24:25]
	v_and_b32 v37, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v37, 32, v37
	v_lshlrev_b32 v37, 2, v37
	ds_bpermute_b32 v43, v37, v76
	s_waitcnt lgkmcnt(0)
	v_max_f32 v37, v76, v43
	v_cmp_u_f32 s[24:25], v76, v43
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v37, v43, s[24:25]
	s_and_saveexec_b64 s[24:25], s[16:17]               ; lanes where %vpred_155
	v_add_u32 v37, 0x12900, v10                         ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	ds_write_b32 v37, v76
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v37, 0x12900, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v43, v37
	v_add_u32 v37, 0x12940, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	ds_read_b32 v76, v37
	s_waitcnt lgkmcnt(0)
	v_max_f32 v37, v43, v76
	v_cmp_u_f32 s[24:25], v43, v76
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v37, v43, s[24:25]
	v_add_u32 v37, 0x12980, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	ds_read_b32 v43, v37
	s_waitcnt lgkmcnt(0)
	v_max_f32 v37, v76, v43
	v_cmp_u_f32 s[24:25], v76, v43
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v37, v43, s[24:25]
	v_add_u32 v37, 0x129c0, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	ds_read_b32 v43, v37
	s_waitcnt lgkmcnt(0)
	v_max_f32 v37, v76, v43
	v_cmp_u_f32 s[24:25], v76, v43
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v37, v43, s[24:25]
	v_max_f32 v37, v20, v76                             ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[24:25], v20, v76
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v37, v43, s[24:25]
	v_sub_f32 v37, v20, v76                             ; examples/attention_paged.kgen:24
	v_mul_f32 v43, 0x3fb8aa3b, v37                      ; examples/attention_paged.kgen:24
	v_exp_f32 v37, v43                                  ; examples/attention_paged.kgen:24
	s_nop 0
	v_mul_f32 v43, v28, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v77, v29, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v78, v30, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v79, v31, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v80, v32, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v81, v33, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v82, v34, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v83, v35, v37                             ; examples/attention_paged.kgen:26
	v_mov_b32 v28, v43                                  ; 'acc' scaled in place
	v_mov_b32 v29, v77                                  ; 'acc' scaled in place
	v_mov_b32 v30, v78                                  ; 'acc' scaled in place
	v_mov_b32 v31, v79                                  ; 'acc' scaled in place
	v_mov_b32 v32, v80                                  ; 'acc' scaled in place
	v_mov_b32 v33, v81                                  ; 'acc' scaled in place
	v_mov_b32 v34, v82                                  ; 'acc' scaled in place
	v_mov_b32 v35, v83                                  ; 'acc' scaled in place
	v_mul_f32 v43, 0xbfb8aa3b, v76                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v78, v41, v77, v43
	v_exp_f32 v41, v78                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v78, v40, v77, v43
	v_exp_f32 v40, v78                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v78, v39, v77, v43
	v_exp_f32 v39, v78                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v78, v42, v77, v43
	v_exp_f32 v42, v78                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v43, v41, 16, 1                           ; round to bf16
	v_add3_u32 v77, v41, v43, s7
	v_cmp_u_f32 s[24:25], v41, v41
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v43, s[24:25]
	v_and_b32 v43, 0xffff0000, v77
	v_bfe_u32 v77, v40, 16, 1                           ; round to bf16
	v_add3_u32 v78, v40, v77, s7
	v_cmp_u_f32 s[24:25], v40, v40
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[24:25]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v39, 16, 1                           ; round to bf16
	v_add3_u32 v79, v39, v78, s7
	v_cmp_u_f32 s[24:25], v39, v39
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[24:25]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v42, 16, 1                           ; round to bf16
	v_add3_u32 v80, v42, v79, s7
	v_cmp_u_f32 s[24:25], v42, v42
	v_mov_b32 v79, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v80, v80, v79, s[24:25]
	v_and_b32 v79, 0xffff0000, v80
	v_lshrrev_b32 v80, 16, v43
	v_add_u32 v43, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v43, v80
	v_lshrrev_b32 v43, 16, v77
	v_add_u32 v77, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v77, v43
	v_lshrrev_b32 v43, 16, v78
	v_add_u32 v77, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v77, v43
	v_lshrrev_b32 v43, 16, v79
	v_add_u32 v77, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v77, v43
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v43, 0x12a00, v11                         ; B fragment 0 of k-step 0
	ds_read_b128 v[78:81], v43
	ds_read_b128 v[82:85], v16 offset:57600             ; A fragment 0 of k-step 0
	ds_read_b128 v[86:89], v16 offset:59904             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[82:85], v[78:81], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[86:89], v[78:81], v[32:35] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_add_u32 v43, 0x12a40, v11                         ; B fragment 0 of k-step 1
	ds_read_b128 v[78:81], v43
	ds_read_b128 v[82:85], v16 offset:57664             ; A fragment 0 of k-step 1
	ds_read_b128 v[86:89], v16 offset:59968             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[82:85], v[78:81], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[86:89], v[78:81], v[32:35] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_mul_f32 v43, v1, v37                              ; examples/attention_paged.kgen:25
	v_add_f32 v37, v41, v40                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v40, v37, v39                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v37, v40, v42                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v39, v37 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v40, v37, v39
	v_and_b32 v37, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v37, 32, v37
	v_lshlrev_b32 v37, 2, v37
	ds_bpermute_b32 v39, v37, v40
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v40, v39
	s_and_saveexec_b64 s[24:25], s[16:17]               ; lanes where %vpred_155
	v_add_u32 v39, 0x13b00, v10                         ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	ds_write_b32 v39, v37
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v37, 0x13b00, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v39, v37
	v_add_u32 v37, 0x13b40, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	ds_read_b32 v40, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v39, v40
	v_add_u32 v39, 0x13b80, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	ds_read_b32 v40, v39
	s_waitcnt lgkmcnt(0)
	v_add_f32 v39, v37, v40
	v_add_u32 v37, 0x13bc0, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	ds_read_b32 v40, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v39, v40
	v_add_f32 v39, v43, v37                             ; examples/attention_paged.kgen:25
	v_mov_b32 v1, v39                                   ; next 'l'
	v_mov_b32 v20, v76                                  ; next 'mx'
	s_waitcnt vmcnt(7)
	ds_write_b128 v7, v[44:47] offset:4352              ; 16 bytes into st1
	s_waitcnt vmcnt(6)
	ds_write_b128 v7, v[48:51] offset:8704              ; 16 bytes into st1
	s_waitcnt vmcnt(5)
	ds_write_b128 v7, v[52:55] offset:13056             ; 16 bytes into st1
	s_waitcnt vmcnt(4)
	ds_write_b128 v7, v[56:59] offset:17408             ; 16 bytes into st1
	s_waitcnt vmcnt(2)
	v_perm_b32 v37, v64, v60, s5                        ; (k, k+1) of column 0
	ds_write_b32 v8, v37 offset:21760                   ; a K-pair into st2
	v_perm_b32 v37, v64, v60, s6                        ; (k, k+1) of column 1
	ds_write_b32 v8, v37 offset:21904                   ; a K-pair into st2
	v_perm_b32 v37, v65, v61, s5                        ; (k, k+1) of column 2
	ds_write_b32 v8, v37 offset:22048                   ; a K-pair into st2
	v_perm_b32 v37, v65, v61, s6                        ; (k, k+1) of column 3
	ds_write_b32 v8, v37 offset:22192                   ; a K-pair into st2
	v_perm_b32 v37, v66, v62, s5                        ; (k, k+1) of column 4
	ds_write_b32 v8, v37 offset:22336                   ; a K-pair into st2
	v_perm_b32 v37, v66, v62, s6                        ; (k, k+1) of column 5
	ds_write_b32 v8, v37 offset:22480                   ; a K-pair into st2
	v_perm_b32 v37, v67, v63, s5                        ; (k, k+1) of column 6
	ds_write_b32 v8, v37 offset:22624                   ; a K-pair into st2
	v_perm_b32 v37, v67, v63, s6                        ; (k, k+1) of column 7
	ds_write_b32 v8, v37 offset:22768                   ; a K-pair into st2
	s_waitcnt vmcnt(0)
	v_perm_b32 v37, v72, v68, s5                        ; (k, k+1) of column 0
	ds_write_b32 v8, v37 offset:21824                   ; a K-pair into st2
	v_perm_b32 v37, v72, v68, s6                        ; (k, k+1) of column 1
	ds_write_b32 v8, v37 offset:21968                   ; a K-pair into st2
	v_perm_b32 v37, v73, v69, s5                        ; (k, k+1) of column 2
	ds_write_b32 v8, v37 offset:22112                   ; a K-pair into st2
	v_perm_b32 v37, v73, v69, s6                        ; (k, k+1) of column 3
	ds_write_b32 v8, v37 offset:22256                   ; a K-pair into st2
	v_perm_b32 v37, v74, v70, s5                        ; (k, k+1) of column 4
	ds_write_b32 v8, v37 offset:22400                   ; a K-pair into st2
	v_perm_b32 v37, v74, v70, s6                        ; (k, k+1) of column 5
	ds_write_b32 v8, v37 offset:22544                   ; a K-pair into st2
	v_perm_b32 v37, v75, v71, s5                        ; (k, k+1) of column 6
	ds_write_b32 v8, v37 offset:22688                   ; a K-pair into st2
	v_perm_b32 v37, v75, v71, s6                        ; (k, k+1) of column 7
	ds_write_b32 v8, v37 offset:22832                   ; a K-pair into st2
.Lattention_paged_split_if2_end:
	s_add_u32 s20, s20, 0x80
	s_cmp_lt_u32 s20, s19
	s_cbranch_scc1 .Lattention_paged_split_loop0
.Lattention_paged_split_loop0_end:
	v_add_u32 v37, 63, v38
	v_and_b32 v38, 0xffffffc0, v37                      ; the first chunk of 'tt' the pipeline left
	s_nop 0
	v_readfirstlane_b32 s19, v38
	v_readfirstlane_b32 s20, v27
	s_mov_b32 s21, s19                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s21, s20
	s_cbranch_scc1 .Lattention_paged_split_loop1_end
.Lattention_paged_split_loop1:
	s_add_u32 s19, s35, s21
	v_sub_u32 v37, v27, s21
	v_add_u32 v38, s19, v5
	v_add_u32 v39, 0, v38                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v40, 1, v38                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v41, 2, v38                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v42, 3, v38                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[24:25], v39, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[48:49], v40, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[50:51], v41, v36                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[52:53], v42, v36                     ; examples/attention_paged.kgen:21
	s_add_i32 s27, s31, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s30, s19, 6
	s_mul_i32 s19, s27, s29
	s_add_u32 s32, s19, s30
	s_lshl_b32 s19, s32, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s27, s26                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s27, 1, 0
	s_cmp_lt_u32 s30, s29                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s30, 1, 0
	s_and_b32 s32, s27, s30
	v_mov_b32 v38, 0                                    ; absent element
	s_cmp_eq_u32 s32, 0                                 ; if %upred_350
	s_cbranch_scc1 .Lattention_paged_split_skip3
	v_mov_b32 v43, s19                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v38, v43, s[14:15]
.Lattention_paged_split_skip3:
	v_lshrrev_b32 v43, 6, v39                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v44, 64, v43
	v_sub_u32 v43, v39, v44
	v_lshrrev_b32 v39, 6, v40                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v44, 64, v39
	v_sub_u32 v39, v40, v44
	v_lshrrev_b32 v40, 6, v41                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v44, 64, v40
	v_sub_u32 v40, v41, v44
	v_lshrrev_b32 v41, 6, v42                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v44, 64, v41
	v_sub_u32 v41, v42, v44
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_356
	v_add_u32 v42, 0x13c00, v17                         ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v42, v43
	v_add_u32 v42, 0x13c04, v17                         ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v42, v39
	v_add_u32 v39, 0x13c08, v17                         ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v39, v40
	v_add_u32 v39, 0x13c0c, v17                         ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v39, v41
	s_mov_b64 exec, s[54:55]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v39, 0x13c00, v22                         ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v40, v39
	v_add_u32 v39, 0x13c20, v22                         ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v41, v39
	v_add_u32 v39, 0x13c40, v22                         ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v42, v39
	v_add_u32 v39, 0x13c60, v22                         ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v43, v39
	v_add_u32 v39, 0x13c80, v22                         ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v44, v39
	v_add_u32 v39, 0x13ca0, v22                         ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v45, v39
	v_add_u32 v39, 0x13cc0, v22                         ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v46, v39
	v_add_u32 v39, 0x13ce0, v22                         ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v47, v39
	v_add_u32 v39, 0, v9
	v_add_u32 v48, 0, v39                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v49, 1, v39                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v50, 2, v39                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v51, 3, v39                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v52, 16, v39                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v53, 17, v39                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v54, 18, v39                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v55, 19, v39                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[54:55], s[42:43]               ; lanes where %vpred_356
	v_add_u32 v39, 0x13d00, v15                         ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v39, v48
	v_add_u32 v39, 0x13d04, v15                         ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v39, v49
	v_add_u32 v39, 0x13d08, v15                         ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v39, v50
	v_add_u32 v39, 0x13d0c, v15                         ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v39, v51
	v_add_u32 v39, 0x13d40, v15                         ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v39, v52
	v_add_u32 v39, 0x13d44, v15                         ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v39, v53
	v_add_u32 v39, 0x13d48, v15                         ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v39, v54
	v_add_u32 v39, 0x13d4c, v15                         ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v39, v55
	s_mov_b64 exec, s[54:55]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v39, 0x13d00, v23                         ; convert the operand at 21:65: read in the new layout
	ds_read_b32 v48, v39
	v_cmp_lt_u32 s[54:55], v4, v37                      ; 'tt' element in bounds
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[56:57], v38, s28                     ; subscript 0 of 'kc' inside [0, NP)
	s_and_b64 s[58:59], s[54:55], s[56:57]
	v_cmp_lt_u32 s[54:55], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[60:61], s[58:59], s[54:55]
	v_mov_b32 v39, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[54:55], v48, v39
	s_and_b64 s[62:63], s[60:61], s[54:55]
	v_mov_b32 v39, 0x2000
	v_mul_lo_u32 v49, v39, v38
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v50, v39, v40
	v_add_u32 v39, v49, v50
	v_add_u32 v40, v39, v48
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v50, 0                                    ; an absent run: zeros
	v_mov_b32 v51, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[60:61], s[62:63]               ; lanes where %vpred_390
	global_load_dwordx2 v[50:51], v39, s[10:11]         ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	ds_write_b64 v21, v[50:51] offset:4352              ; A operand of the product: stage a run
	v_add_u32 v39, 8, v4
	v_cmp_lt_u32 s[60:61], v39, v37                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v41, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[62:63], s[60:61]
	s_and_b64 s[60:61], s[64:65], s[54:55]
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v40, v39, v41
	v_add_u32 v39, v49, v40
	v_add_u32 v40, v39, v48
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v40, 0                                    ; an absent run: zeros
	v_mov_b32 v41, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[64:65], s[60:61]               ; lanes where %vpred_403
	global_load_dwordx2 v[40:41], v39, s[10:11]         ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	ds_write_b64 v21, v[40:41] offset:6528              ; A operand of the product: stage a run
	v_add_u32 v39, 16, v4
	v_cmp_lt_u32 s[60:61], v39, v37                     ; 'tt' element in bounds
	s_and_b64 s[64:65], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v42, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[66:67], s[64:65], s[60:61]
	s_and_b64 s[60:61], s[66:67], s[54:55]
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v40, v39, v42
	v_add_u32 v39, v49, v40
	v_add_u32 v40, v39, v48
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v40, 0                                    ; an absent run: zeros
	v_mov_b32 v41, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[66:67], s[60:61]               ; lanes where %vpred_415
	global_load_dwordx2 v[40:41], v39, s[10:11]         ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	ds_write_b64 v21, v[40:41] offset:8704              ; A operand of the product: stage a run
	v_add_u32 v39, 24, v4
	v_cmp_lt_u32 s[60:61], v39, v37                     ; 'tt' element in bounds
	s_and_b64 s[66:67], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v43, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[68:69], s[66:67], s[60:61]
	s_and_b64 s[60:61], s[68:69], s[54:55]
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v40, v39, v43
	v_add_u32 v39, v49, v40
	v_add_u32 v40, v39, v48
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v40, 0                                    ; an absent run: zeros
	v_mov_b32 v41, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[68:69], s[60:61]               ; lanes where %vpred_427
	global_load_dwordx2 v[40:41], v39, s[10:11]         ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	ds_write_b64 v21, v[40:41] offset:10880             ; A operand of the product: stage a run
	v_add_u32 v39, 32, v4
	v_cmp_lt_u32 s[60:61], v39, v37                     ; 'tt' element in bounds
	s_and_b64 s[68:69], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v44, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[70:71], s[68:69], s[60:61]
	s_and_b64 s[60:61], s[70:71], s[54:55]
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v40, v39, v44
	v_add_u32 v39, v49, v40
	v_add_u32 v40, v39, v48
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v40, 0                                    ; an absent run: zeros
	v_mov_b32 v41, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[70:71], s[60:61]               ; lanes where %vpred_439
	global_load_dwordx2 v[40:41], v39, s[10:11]         ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	ds_write_b64 v21, v[40:41] offset:13056             ; A operand of the product: stage a run
	v_add_u32 v39, 40, v4
	v_cmp_lt_u32 s[60:61], v39, v37                     ; 'tt' element in bounds
	s_and_b64 s[70:71], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v45, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[72:73], s[70:71], s[60:61]
	s_and_b64 s[60:61], s[72:73], s[54:55]
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v40, v39, v45
	v_add_u32 v39, v49, v40
	v_add_u32 v40, v39, v48
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v40, 0                                    ; an absent run: zeros
	v_mov_b32 v41, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[72:73], s[60:61]               ; lanes where %vpred_451
	global_load_dwordx2 v[40:41], v39, s[10:11]         ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	ds_write_b64 v21, v[40:41] offset:15232             ; A operand of the product: stage a run
	v_add_u32 v39, 48, v4
	v_cmp_lt_u32 s[60:61], v39, v37                     ; 'tt' element in bounds
	s_and_b64 s[72:73], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v46, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[74:75], s[72:73], s[60:61]
	s_and_b64 s[60:61], s[74:75], s[54:55]
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v40, v39, v46
	v_add_u32 v39, v49, v40
	v_add_u32 v40, v39, v48
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v40, 0                                    ; an absent run: zeros
	v_mov_b32 v41, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[74:75], s[60:61]               ; lanes where %vpred_463
	global_load_dwordx2 v[40:41], v39, s[10:11]         ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	ds_write_b64 v21, v[40:41] offset:17408             ; A operand of the product: stage a run
	v_add_u32 v39, 56, v4
	v_cmp_lt_u32 s[60:61], v39, v37                     ; 'tt' element in bounds
	s_and_b64 s[74:75], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v47, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[76:77], s[74:75], s[60:61]
	s_and_b64 s[60:61], s[76:77], s[54:55]
	v_mov_b32 v39, 0x80
	v_mul_lo_u32 v40, v39, v47
	v_add_u32 v39, v49, v40
	v_add_u32 v40, v39, v48
	v_lshlrev_b32 v39, 1, v40                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v40, 0                                    ; an absent run: zeros
	v_mov_b32 v41, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[54:55], s[60:61]               ; lanes where %vpred_475
	global_load_dwordx2 v[40:41], v39, s[10:11]         ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	ds_write_b64 v21, v[40:41] offset:19584             ; A operand of the product: stage a run
	v_mov_b32 v40, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v42, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v43, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	ds_read_b128 v[44:47], v13                          ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[48:51], v12 offset:4352              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[48:51], v[44:47], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[44:47], v13 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[48:51], v12 offset:4416              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[48:51], v[44:47], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[44:47], v13 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[48:51], v12 offset:4480              ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[48:51], v[44:47], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[44:47], v13 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[48:51], v12 offset:4544              ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[40:43], v[48:51], v[44:47], v[40:43] ; examples/attention_paged.kgen:21: mfma 16x16x32
	s_nop 7
	v_mul_f32 v39, s18, v40                             ; examples/attention_paged.kgen:21
	v_mul_f32 v44, s18, v41                             ; examples/attention_paged.kgen:21
	v_mul_f32 v45, s18, v42                             ; examples/attention_paged.kgen:21
	v_mul_f32 v46, s18, v43                             ; examples/attention_paged.kgen:21
	v_mov_b32 v40, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v41, v40, v39, s[24:25]
	v_mov_b32 v39, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v40, v39, v44, s[48:49]
	v_mov_b32 v39, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v42, v39, v45, s[50:51]
	v_mov_b32 v39, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v43, v39, v46, s[52:53]
	v_cmp_lt_u32 s[24:25], v3, s33                      ; 'r' element in bounds
	v_cmp_lt_u32 s[48:49], v5, v37                      ; 'tt' element in bounds
	s_and_b64 s[50:51], s[24:25], s[48:49]
	v_mov_b32 v39, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v44, v39, v41, s[50:51]
	v_add_u32 v39, 1, v5
	v_cmp_lt_u32 s[48:49], v39, v37                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[24:25], s[48:49]
	v_mov_b32 v39, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v45, v39, v40, s[52:53]
	v_add_u32 v39, 2, v5
	v_cmp_lt_u32 s[48:49], v39, v37                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[24:25], s[48:49]
	v_mov_b32 v39, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v46, v39, v42, s[54:55]
	v_add_u32 v39, 3, v5
	v_cmp_lt_u32 s[48:49], v39, v37                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[24:25], s[48:49]
	v_mov_b32 v37, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v39, v37, v43, s[60:61]
	v_max_f32 v37, v44, v45                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[24:25], v44, v45
	v_mov_b32 v44, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v45, v37, v44, s[24:25]
	v_max_f32 v37, v45, v46                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[24:25], v45, v46
	v_mov_b32 v44, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v45, v37, v44, s[24:25]
	v_max_f32 v37, v45, v39                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[24:25], v45, v39
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v37, v39, s[24:25]
	ds_swizzle_b32 v37, v44 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v39, v44, v37
	v_cmp_u_f32 s[24:25], v44, v37
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v39, v37, s[24:25]
	v_and_b32 v37, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v37, 32, v37
	v_lshlrev_b32 v37, 2, v37
	ds_bpermute_b32 v39, v37, v44
	s_waitcnt lgkmcnt(0)
	v_max_f32 v37, v44, v39
	v_cmp_u_f32 s[24:25], v44, v39
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v37, v39, s[24:25]
	s_and_saveexec_b64 s[24:25], s[16:17]               ; lanes where %vpred_155
	v_add_u32 v37, 0x12900, v10                         ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	ds_write_b32 v37, v44
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v37, 0x12900, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v39, v37
	v_add_u32 v37, 0x12940, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	ds_read_b32 v44, v37
	s_waitcnt lgkmcnt(0)
	v_max_f32 v37, v39, v44
	v_cmp_u_f32 s[24:25], v39, v44
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v37, v39, s[24:25]
	v_add_u32 v37, 0x12980, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	ds_read_b32 v39, v37
	s_waitcnt lgkmcnt(0)
	v_max_f32 v37, v44, v39
	v_cmp_u_f32 s[24:25], v44, v39
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v37, v39, s[24:25]
	v_add_u32 v37, 0x129c0, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	ds_read_b32 v39, v37
	s_waitcnt lgkmcnt(0)
	v_max_f32 v37, v44, v39
	v_cmp_u_f32 s[24:25], v44, v39
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v37, v39, s[24:25]
	v_max_f32 v37, v20, v44                             ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[24:25], v20, v44
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v37, v39, s[24:25]
	v_sub_f32 v37, v20, v44                             ; examples/attention_paged.kgen:24
	v_mul_f32 v39, 0x3fb8aa3b, v37                      ; examples/attention_paged.kgen:24
	v_exp_f32 v37, v39                                  ; examples/attention_paged.kgen:24
	s_nop 0
	v_mul_f32 v39, v28, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v45, v29, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v46, v30, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v47, v31, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v48, v32, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v49, v33, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v50, v34, v37                             ; examples/attention_paged.kgen:26
	v_mul_f32 v51, v35, v37                             ; examples/attention_paged.kgen:26
	v_mov_b32 v28, v39                                  ; 'acc' scaled in place
	v_mov_b32 v29, v45                                  ; 'acc' scaled in place
	v_mov_b32 v30, v46                                  ; 'acc' scaled in place
	v_mov_b32 v31, v47                                  ; 'acc' scaled in place
	v_mov_b32 v32, v48                                  ; 'acc' scaled in place
	v_mov_b32 v33, v49                                  ; 'acc' scaled in place
	v_mov_b32 v34, v50                                  ; 'acc' scaled in place
	v_mov_b32 v35, v51                                  ; 'acc' scaled in place
	v_cndmask_b32 v39, 0, v38, s[56:57]
	v_mov_b32 v38, 0x2000
	v_mul_lo_u32 v46, v39, v38
	v_mov_b32 v38, 0x2000
	v_mul_hi_u32 v47, v39, v38
	v_lshlrev_b64 v[38:39], 1, v[46:47]
	v_add_co_u32 v46, vcc, s12, v38                     ; 'vc' at this page
	v_mov_b32 v45, s13
	s_nop 0
	v_addc_co_u32 v47, vcc, v45, v39, vcc
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[58:59]               ; lanes where %vpred_386
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	s_nop 4
	global_load_ushort v38, v25, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[58:59]               ; lanes where %vpred_386
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	s_nop 4
	global_load_ushort v38, v25, s[48:49] offset:2
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[58:59]               ; lanes where %vpred_386
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	s_nop 4
	global_load_ushort v38, v25, s[48:49] offset:4
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[58:59]               ; lanes where %vpred_386
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	s_nop 4
	global_load_ushort v38, v25, s[48:49] offset:6
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[62:63]               ; lanes where %vpred_400
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	s_nop 4
	global_load_ushort v38, v25, s[48:49] offset:2048
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[62:63]               ; lanes where %vpred_400
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	s_nop 4
	global_load_ushort v38, v25, s[48:49] offset:2050
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[62:63]               ; lanes where %vpred_400
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	s_nop 4
	global_load_ushort v38, v25, s[48:49] offset:2052
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[62:63]               ; lanes where %vpred_400
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	s_nop 4
	global_load_ushort v38, v25, s[48:49] offset:2054
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_412
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v54, 0x1000, v25
	s_nop 3
	global_load_ushort v38, v54, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_412
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v55, 0x1002, v25
	s_nop 3
	global_load_ushort v38, v55, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_412
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v56, 0x1004, v25
	s_nop 3
	global_load_ushort v38, v56, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[64:65]               ; lanes where %vpred_412
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v57, 0x1006, v25
	s_nop 3
	global_load_ushort v38, v57, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_424
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v58, 0x1800, v25
	s_nop 3
	global_load_ushort v38, v58, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_424
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v59, 0x1802, v25
	s_nop 3
	global_load_ushort v38, v59, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_424
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v60, 0x1804, v25
	s_nop 3
	global_load_ushort v38, v60, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[66:67]               ; lanes where %vpred_424
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v61, 0x1806, v25
	s_nop 3
	global_load_ushort v38, v61, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_436
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v62, 0x2000, v25
	s_nop 3
	global_load_ushort v38, v62, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_436
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v63, 0x2002, v25
	s_nop 3
	global_load_ushort v38, v63, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_436
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v64, 0x2004, v25
	s_nop 3
	global_load_ushort v38, v64, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[68:69]               ; lanes where %vpred_436
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v65, 0x2006, v25
	s_nop 3
	global_load_ushort v38, v65, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_448
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v66, 0x2800, v25
	s_nop 3
	global_load_ushort v38, v66, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_448
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v67, 0x2802, v25
	s_nop 3
	global_load_ushort v38, v67, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_448
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v68, 0x2804, v25
	s_nop 3
	global_load_ushort v38, v68, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[70:71]               ; lanes where %vpred_448
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v69, 0x2806, v25
	s_nop 3
	global_load_ushort v38, v69, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[72:73]               ; lanes where %vpred_460
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v70, 0x3000, v25
	s_nop 3
	global_load_ushort v38, v70, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[72:73]               ; lanes where %vpred_460
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v71, 0x3002, v25
	s_nop 3
	global_load_ushort v38, v71, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[72:73]               ; lanes where %vpred_460
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v72, 0x3004, v25
	s_nop 3
	global_load_ushort v38, v72, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[72:73]               ; lanes where %vpred_460
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v73, 0x3006, v25
	s_nop 3
	global_load_ushort v38, v73, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[74:75]               ; lanes where %vpred_472
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v74, 0x3800, v25
	s_nop 3
	global_load_ushort v38, v74, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[74:75]               ; lanes where %vpred_472
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v75, 0x3802, v25
	s_nop 3
	global_load_ushort v38, v75, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[74:75]               ; lanes where %vpred_472
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v76, 0x3804, v25
	s_nop 3
	global_load_ushort v38, v76, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v38
	v_mov_b32 v38, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[74:75]               ; lanes where %vpred_472
	v_readfirstlane_b32 s48, v46                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v47
	v_add_u32 v46, 0x3806, v25
	s_nop 3
	global_load_ushort v38, v46, s[48:49]
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v38
	v_lshrrev_b32 v38, 16, v39
	ds_write_b16 v24, v38 offset:21760                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v45
	ds_write_b16 v24, v38 offset:21904                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v48
	ds_write_b16 v24, v38 offset:22048                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v49
	ds_write_b16 v24, v38 offset:22192                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v50
	ds_write_b16 v24, v38 offset:21776                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v51
	ds_write_b16 v24, v38 offset:21920                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v52
	ds_write_b16 v24, v38 offset:22064                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v53
	ds_write_b16 v24, v38 offset:22208                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v54
	ds_write_b16 v24, v38 offset:21792                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v55
	ds_write_b16 v24, v38 offset:21936                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v56
	ds_write_b16 v24, v38 offset:22080                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v57
	ds_write_b16 v24, v38 offset:22224                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v58
	ds_write_b16 v24, v38 offset:21808                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v59
	ds_write_b16 v24, v38 offset:21952                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v60
	ds_write_b16 v24, v38 offset:22096                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v61
	ds_write_b16 v24, v38 offset:22240                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v62
	ds_write_b16 v24, v38 offset:21824                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v63
	ds_write_b16 v24, v38 offset:21968                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v64
	ds_write_b16 v24, v38 offset:22112                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v65
	ds_write_b16 v24, v38 offset:22256                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v66
	ds_write_b16 v24, v38 offset:21840                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v67
	ds_write_b16 v24, v38 offset:21984                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v68
	ds_write_b16 v24, v38 offset:22128                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v69
	ds_write_b16 v24, v38 offset:22272                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v70
	ds_write_b16 v24, v38 offset:21856                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v71
	ds_write_b16 v24, v38 offset:22000                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v72
	ds_write_b16 v24, v38 offset:22144                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v73
	ds_write_b16 v24, v38 offset:22288                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v74
	ds_write_b16 v24, v38 offset:21872                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v75
	ds_write_b16 v24, v38 offset:22016                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v76
	ds_write_b16 v24, v38 offset:22160                  ; A operand of the product: stage
	v_lshrrev_b32 v38, 16, v46
	ds_write_b16 v24, v38 offset:22304                  ; A operand of the product: stage
	v_mul_f32 v38, 0xbfb8aa3b, v44                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v39, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v45, v41, v39, v38
	v_exp_f32 v39, v45                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v41, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v45, v40, v41, v38
	v_exp_f32 v40, v45                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v41, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v45, v42, v41, v38
	v_exp_f32 v41, v45                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v42, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v45, v43, v42, v38
	v_exp_f32 v38, v45                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v42, v39, 16, 1                           ; round to bf16
	v_add3_u32 v43, v39, v42, s7
	v_cmp_u_f32 s[24:25], v39, v39
	v_mov_b32 v42, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v43, v43, v42, s[24:25]
	v_and_b32 v42, 0xffff0000, v43
	v_bfe_u32 v43, v40, 16, 1                           ; round to bf16
	v_add3_u32 v45, v40, v43, s7
	v_cmp_u_f32 s[24:25], v40, v40
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v45, v45, v43, s[24:25]
	v_and_b32 v43, 0xffff0000, v45
	v_bfe_u32 v45, v41, 16, 1                           ; round to bf16
	v_add3_u32 v46, v41, v45, s7
	v_cmp_u_f32 s[24:25], v41, v41
	v_mov_b32 v45, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v46, v46, v45, s[24:25]
	v_and_b32 v45, 0xffff0000, v46
	v_bfe_u32 v46, v38, 16, 1                           ; round to bf16
	v_add3_u32 v47, v38, v46, s7
	v_cmp_u_f32 s[24:25], v38, v38
	v_mov_b32 v46, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v47, v47, v46, s[24:25]
	v_and_b32 v46, 0xffff0000, v47
	v_cndmask_b32 v47, 0, v42, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v42, 16, v47
	v_add_u32 v47, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v47, v42
	v_cndmask_b32 v42, 0, v43, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v43, 16, v42
	v_add_u32 v42, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v42, v43
	v_cndmask_b32 v42, 0, v45, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v43, 16, v42
	v_add_u32 v42, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v42, v43
	v_cndmask_b32 v42, 0, v46, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v43, 16, v42
	v_add_u32 v42, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v42, v43
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v42, 0x12a00, v11                         ; B fragment 0 of k-step 0
	ds_read_b128 v[46:49], v42
	ds_read_b128 v[50:53], v16 offset:21760             ; A fragment 0 of k-step 0
	ds_read_b128 v[54:57], v16 offset:24064             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[50:53], v[46:49], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[54:57], v[46:49], v[32:35] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_add_u32 v42, 0x12a40, v11                         ; B fragment 0 of k-step 1
	ds_read_b128 v[46:49], v42
	ds_read_b128 v[50:53], v16 offset:21824             ; A fragment 0 of k-step 1
	ds_read_b128 v[54:57], v16 offset:24128             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[50:53], v[46:49], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[54:57], v[46:49], v[32:35] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_mul_f32 v42, v1, v37                              ; examples/attention_paged.kgen:25
	v_cndmask_b32 v37, 0, v39, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v39, 0, v40, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v40, 0, v41, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v41, 0, v38, s[60:61]                 ; absent elements contribute the identity
	v_add_f32 v38, v37, v39                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v37, v38, v40                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v38, v37, v41                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v37, v38 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v39, v38, v37
	v_and_b32 v37, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v37, 32, v37
	v_lshlrev_b32 v37, 2, v37
	ds_bpermute_b32 v38, v37, v39
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v39, v38
	s_and_saveexec_b64 s[24:25], s[16:17]               ; lanes where %vpred_155
	v_add_u32 v38, 0x13b00, v10                         ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	ds_write_b32 v38, v37
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v37, 0x13b00, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v38, v37
	v_add_u32 v37, 0x13b40, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	ds_read_b32 v39, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v38, v39
	v_add_u32 v38, 0x13b80, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	ds_read_b32 v39, v38
	s_waitcnt lgkmcnt(0)
	v_add_f32 v38, v37, v39
	v_add_u32 v37, 0x13bc0, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	ds_read_b32 v39, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v38, v39
	v_add_f32 v38, v42, v37                             ; examples/attention_paged.kgen:25
	v_mov_b32 v1, v38                                   ; next 'l'
	v_mov_b32 v20, v44                                  ; next 'mx'
	s_add_u32 s21, s21, 64
	s_cmp_lt_u32 s21, s20
	s_cbranch_scc1 .Lattention_paged_split_loop1
.Lattention_paged_split_loop1_end:
	global_store_dwordx4 v26, v[28:31], s[8:9]          ; examples/attention_paged.kgen:19: 16-byte store to 'acc_parts'
	global_store_dwordx4 v26, v[32:35], s[8:9] offset:64 ; examples/attention_paged.kgen:19: 16-byte store to 'acc_parts'
	s_and_saveexec_b64 s[20:21], s[38:39]               ; lanes where %vpred_753
	global_store_dword v14, v1, s[46:47]                ; examples/attention_paged.kgen:19: store to 'l_parts'
	global_store_dword v14, v20, s[22:23]               ; examples/attention_paged.kgen:19: store to 'mx_parts'
	s_mov_b64 exec, s[20:21]
	s_branch .Lattention_paged_split_if0_end
.Lattention_paged_split_if0_else:
	v_cmp_lt_u32 s[20:21], v2, s33
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[20:21]               ; lanes where %vpred_766
	global_load_dwordx4 v[28:31], v6, s[44:45]          ; examples/attention_paged.kgen:21: 16 bytes of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[28:31]                          ; 16 bytes into opinv0
	v_mov_b32 v28, 0                                    ; loop-carried 'acc'
	v_mov_b32 v29, 0                                    ; loop-carried 'acc'
	v_mov_b32 v30, 0                                    ; loop-carried 'acc'
	v_mov_b32 v31, 0                                    ; loop-carried 'acc'
	v_mov_b32 v32, 0                                    ; loop-carried 'acc'
	v_mov_b32 v33, 0                                    ; loop-carried 'acc'
	v_mov_b32 v34, 0                                    ; loop-carried 'acc'
	v_mov_b32 v35, 0                                    ; loop-carried 'acc'
	v_mov_b32 v1, 0                                     ; loop-carried 'l'
	v_mov_b32 v2, 0xff800000                            ; loop-carried 'mx'
	v_mov_b32 v20, 0                                    ; examples/attention_paged.kgen:21: load of 'lens'
	global_load_dword v27, v20, s[40:41]
	s_waitcnt vmcnt(0)
	v_sub_u32 v20, v27, s35                             ; for tt: from the part's first
	v_max_i32 v36, 0, v20
	v_min_u32 v20, s36, v36                             ; for tt: stops after the last 'tt' the mask at 21:13 shows (tt <= lens[b] - 1)
	v_cmp_ge_u32 s[20:21], v20, 64                      ; at least one whole chunk of 'tt'
	v_sub_u32 v36, v20, 63
	s_nop 0
	v_cndmask_b32 v37, 0, v36, s[20:21]                 ; full chunks start below extent - chunk + 1
	s_add_u32 s19, s35, 0
	s_add_i32 s20, s31, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s21, s19, 6
	s_mul_i32 s19, s20, s29
	s_add_u32 s24, s19, s21
	s_lshl_b32 s19, s24, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s20, s26                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s20, 1, 0
	s_cmp_lt_u32 s21, s29                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s21, 1, 0
	s_and_b32 s24, s20, s21
	v_mov_b32 v36, 0                                    ; absent element
	s_cmp_eq_u32 s24, 0                                 ; if %upred_1913
	s_cbranch_scc1 .Lattention_paged_split_skip4
	v_mov_b32 v38, s19                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v36, v38, s[14:15]
.Lattention_paged_split_skip4:
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[20:21], v36, s28                     ; the page of 'kc' lies inside it
	s_nop 1
	v_cndmask_b32 v38, 0, v36, s[20:21]
	v_mov_b32 v36, 0x2000
	v_mul_lo_u32 v40, v38, v36
	v_mov_b32 v36, 0x2000
	v_mul_hi_u32 v41, v38, v36
	v_lshlrev_b64 v[38:39], 1, v[40:41]
	v_add_co_u32 v40, vcc, s10, v38                     ; 'kc' at this page
	v_mov_b32 v36, s11
	s_nop 0
	v_addc_co_u32 v41, vcc, v36, v39, vcc
	v_cmp_lt_u32 s[24:25], 0, v37                       ; a step the loop consumes: a whole chunk in bounds
	s_and_b64 s[36:37], s[24:25], s[20:21]
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1921
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v6, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[42:45] offset:4352              ; 16 bytes into st1
	v_add_u32 v36, 0x1000, v6
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1921
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v36, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[42:45] offset:8704              ; 16 bytes into st1
	v_add_u32 v36, 0x2000, v6
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1921
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v36, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[42:45] offset:13056             ; 16 bytes into st1
	v_add_u32 v36, 0x3000, v6
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1921
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v36, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	ds_write_b128 v7, v[42:45] offset:17408             ; 16 bytes into st1
	v_add_co_u32 v40, vcc, s12, v38                     ; 'vc' at this page
	v_mov_b32 v36, s13
	s_nop 0
	v_addc_co_u32 v41, vcc, v36, v39, vcc
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1921
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v19, s[24:25]
	s_mov_b64 exec, s[20:21]
	v_add_u32 v36, 0x100, v19
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1921
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[46:49], v36, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_perm_b32 v36, v46, v42, s5                        ; (k, k+1) of column 0
	ds_write_b32 v8, v36 offset:21760                   ; a K-pair into st2
	v_perm_b32 v36, v46, v42, s6                        ; (k, k+1) of column 1
	ds_write_b32 v8, v36 offset:21904                   ; a K-pair into st2
	v_perm_b32 v36, v47, v43, s5                        ; (k, k+1) of column 2
	ds_write_b32 v8, v36 offset:22048                   ; a K-pair into st2
	v_perm_b32 v36, v47, v43, s6                        ; (k, k+1) of column 3
	ds_write_b32 v8, v36 offset:22192                   ; a K-pair into st2
	v_perm_b32 v36, v48, v44, s5                        ; (k, k+1) of column 4
	ds_write_b32 v8, v36 offset:22336                   ; a K-pair into st2
	v_perm_b32 v36, v48, v44, s6                        ; (k, k+1) of column 5
	ds_write_b32 v8, v36 offset:22480                   ; a K-pair into st2
	v_perm_b32 v36, v49, v45, s5                        ; (k, k+1) of column 6
	ds_write_b32 v8, v36 offset:22624                   ; a K-pair into st2
	v_perm_b32 v36, v49, v45, s6                        ; (k, k+1) of column 7
	ds_write_b32 v8, v36 offset:22768                   ; a K-pair into st2
	v_add_u32 v36, 0x2000, v19
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1921
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v36, s[24:25]
	s_mov_b64 exec, s[20:21]
	v_add_u32 v36, 0x2100, v19
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[20:21], s[36:37]               ; lanes where %vpred_1921
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[46:49], v36, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_perm_b32 v36, v46, v42, s5                        ; (k, k+1) of column 0
	ds_write_b32 v8, v36 offset:21824                   ; a K-pair into st2
	v_perm_b32 v36, v46, v42, s6                        ; (k, k+1) of column 1
	ds_write_b32 v8, v36 offset:21968                   ; a K-pair into st2
	v_perm_b32 v36, v47, v43, s5                        ; (k, k+1) of column 2
	ds_write_b32 v8, v36 offset:22112                   ; a K-pair into st2
	v_perm_b32 v36, v47, v43, s6                        ; (k, k+1) of column 3
	ds_write_b32 v8, v36 offset:22256                   ; a K-pair into st2
	v_perm_b32 v36, v48, v44, s5                        ; (k, k+1) of column 4
	ds_write_b32 v8, v36 offset:22400                   ; a K-pair into st2
	v_perm_b32 v36, v48, v44, s6                        ; (k, k+1) of column 5
	ds_write_b32 v8, v36 offset:22544                   ; a K-pair into st2
	v_perm_b32 v36, v49, v45, s5                        ; (k, k+1) of column 6
	ds_write_b32 v8, v36 offset:22688                   ; a K-pair into st2
	v_perm_b32 v36, v49, v45, s6                        ; (k, k+1) of column 7
	ds_write_b32 v8, v36 offset:22832                   ; a K-pair into st2
	v_readfirstlane_b32 s19, v37
	s_mov_b32 s20, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s20, s19
	s_cbranch_scc1 .Lattention_paged_split_loop2_end
.Lattention_paged_split_loop2:
	s_add_u32 s21, s20, 64
	v_cmp_lt_u32 s[24:25], s20, v37
	s_cmp_eq_u64 s[24:25], 0                            ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_paged_split_if3_end
	s_add_u32 s24, s35, s21
	s_add_i32 s25, s31, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s27, s24, 6
	s_mul_i32 s24, s25, s29
	s_add_u32 s30, s24, s27
	s_lshl_b32 s24, s30, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s25, s26                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s25, 1, 0
	s_cmp_lt_u32 s27, s29                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s27, 1, 0
	s_and_b32 s30, s25, s27
	v_mov_b32 v36, 0                                    ; absent element
	s_cmp_eq_u32 s30, 0                                 ; if %upred_1986
	s_cbranch_scc1 .Lattention_paged_split_skip5
	v_mov_b32 v38, s24                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v36, v38, s[14:15]
.Lattention_paged_split_skip5:
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[24:25], v36, s28                     ; the page of 'kc' lies inside it
	s_nop 1
	v_cndmask_b32 v38, 0, v36, s[24:25]
	v_mov_b32 v36, 0x2000
	v_mul_lo_u32 v40, v38, v36
	v_mov_b32 v36, 0x2000
	v_mul_hi_u32 v41, v38, v36
	v_lshlrev_b64 v[38:39], 1, v[40:41]
	v_add_co_u32 v40, vcc, s10, v38                     ; 'kc' at this page
	v_mov_b32 v36, s11
	s_nop 0
	v_addc_co_u32 v41, vcc, v36, v39, vcc
	v_cmp_lt_u32 s[36:37], s21, v37                     ; a step the loop consumes: a whole chunk in bounds
	s_and_b64 s[40:41], s[36:37], s[24:25]
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[40:41]               ; lanes where %vpred_1994
	v_readfirstlane_b32 s36, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s37, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v6, s[36:37]
	s_mov_b64 exec, s[24:25]
	v_add_u32 v36, 0x1000, v6
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[40:41]               ; lanes where %vpred_1994
	v_readfirstlane_b32 s36, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s37, v41
	s_nop 4
	global_load_dwordx4 v[46:49], v36, s[36:37]
	s_mov_b64 exec, s[24:25]
	v_add_u32 v36, 0x2000, v6
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[40:41]               ; lanes where %vpred_1994
	v_readfirstlane_b32 s36, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s37, v41
	s_nop 4
	global_load_dwordx4 v[50:53], v36, s[36:37]
	s_mov_b64 exec, s[24:25]
	v_add_u32 v36, 0x3000, v6
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[40:41]               ; lanes where %vpred_1994
	v_readfirstlane_b32 s36, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s37, v41
	s_nop 4
	global_load_dwordx4 v[54:57], v36, s[36:37]
	s_mov_b64 exec, s[24:25]
	v_add_co_u32 v40, vcc, s12, v38                     ; 'vc' at this page
	v_mov_b32 v36, s13
	s_nop 0
	v_addc_co_u32 v41, vcc, v36, v39, vcc
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[40:41]               ; lanes where %vpred_1994
	v_readfirstlane_b32 s36, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s37, v41
	s_nop 4
	global_load_dwordx4 v[58:61], v19, s[36:37]
	s_mov_b64 exec, s[24:25]
	v_add_u32 v36, 0x100, v19
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[40:41]               ; lanes where %vpred_1994
	v_readfirstlane_b32 s36, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s37, v41
	s_nop 4
	global_load_dwordx4 v[62:65], v36, s[36:37]
	s_mov_b64 exec, s[24:25]
	v_add_u32 v36, 0x2000, v19
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[40:41]               ; lanes where %vpred_1994
	v_readfirstlane_b32 s36, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s37, v41
	s_nop 4
	global_load_dwordx4 v[66:69], v36, s[36:37]
	s_mov_b64 exec, s[24:25]
	v_add_u32 v36, 0x2100, v19
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	s_and_saveexec_b64 s[24:25], s[40:41]               ; lanes where %vpred_1994
	v_readfirstlane_b32 s36, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s37, v41
	s_nop 4
	global_load_dwordx4 v[70:73], v36, s[36:37]
	s_mov_b64 exec, s[24:25]
	s_add_u32 s21, s35, s20
	v_add_u32 v36, s21, v5
	v_add_u32 v38, 0, v36                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v39, 1, v36                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v40, 2, v36                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v41, 3, v36                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[24:25], v38, v27                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[36:37], v39, v27                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[40:41], v40, v27                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[44:45], v41, v27                     ; examples/attention_paged.kgen:21
	v_mov_b32 v38, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v40, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[74:77], v13                          ; B fragment 0 of k-step 0
	ds_read_b128 v[78:81], v12 offset:4352              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[78:81], v[74:77], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[74:77], v13 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[78:81], v12 offset:4416              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[78:81], v[74:77], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[74:77], v13 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[78:81], v12 offset:4480              ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[78:81], v[74:77], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[74:77], v13 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[78:81], v12 offset:4544              ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[78:81], v[74:77], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	s_nop 7
	v_mul_f32 v36, s18, v38                             ; examples/attention_paged.kgen:21
	v_mul_f32 v74, s18, v39                             ; examples/attention_paged.kgen:21
	v_mul_f32 v75, s18, v40                             ; examples/attention_paged.kgen:21
	v_mul_f32 v76, s18, v41                             ; examples/attention_paged.kgen:21
	v_mov_b32 v38, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v39, v38, v36, s[24:25]
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v38, v36, v74, s[36:37]
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v40, v36, v75, s[40:41]
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v41, v36, v76, s[44:45]
	v_cmp_lt_u32 s[24:25], v3, s33                      ; 'r' element in bounds
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	s_nop 0
	v_cndmask_b32 v74, v36, v39, s[24:25]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v36, v38, s[24:25]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v36, v40, s[24:25]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v36, v41, s[24:25]
	v_max_f32 v36, v74, v75                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[36:37], v74, v75
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v36, v74, s[36:37]
	v_max_f32 v36, v75, v76                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[36:37], v75, v76
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v36, v74, s[36:37]
	v_max_f32 v36, v75, v77                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[36:37], v75, v77
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v36, v74, s[36:37]
	ds_swizzle_b32 v36, v75 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v74, v75, v36
	v_cmp_u_f32 s[36:37], v75, v36
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v74, v36, s[36:37]
	v_and_b32 v36, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v36, 32, v36
	v_lshlrev_b32 v36, 2, v36
	ds_bpermute_b32 v74, v36, v75
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v75, v74
	v_cmp_u_f32 s[36:37], v75, v74
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v36, v74, s[36:37]
	s_and_saveexec_b64 s[36:37], s[16:17]               ; lanes where %vpred_155
	v_add_u32 v36, 0x12900, v10                         ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	ds_write_b32 v36, v75
	s_mov_b64 exec, s[36:37]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v36, 0x12900, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v74, v36
	v_add_u32 v36, 0x12940, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	ds_read_b32 v75, v36
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v74, v75
	v_cmp_u_f32 s[36:37], v74, v75
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v36, v74, s[36:37]
	v_add_u32 v36, 0x12980, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	ds_read_b32 v74, v36
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v75, v74
	v_cmp_u_f32 s[36:37], v75, v74
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v36, v74, s[36:37]
	v_add_u32 v36, 0x129c0, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	ds_read_b32 v74, v36
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v75, v74
	v_cmp_u_f32 s[36:37], v75, v74
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v36, v74, s[36:37]
	v_max_f32 v36, v2, v75                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[36:37], v2, v75
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v36, v74, s[36:37]
	v_sub_f32 v36, v2, v75                              ; examples/attention_paged.kgen:24
	v_mul_f32 v74, 0x3fb8aa3b, v36                      ; examples/attention_paged.kgen:24
	v_exp_f32 v36, v74                                  ; examples/attention_paged.kgen:24
	s_nop 0
	v_mul_f32 v74, v28, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v76, v29, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v77, v30, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v78, v31, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v79, v32, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v80, v33, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v81, v34, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v82, v35, v36                             ; examples/attention_paged.kgen:26
	v_mov_b32 v28, v74                                  ; 'acc' scaled in place
	v_mov_b32 v29, v76                                  ; 'acc' scaled in place
	v_mov_b32 v30, v77                                  ; 'acc' scaled in place
	v_mov_b32 v31, v78                                  ; 'acc' scaled in place
	v_mov_b32 v32, v79                                  ; 'acc' scaled in place
	v_mov_b32 v33, v80                                  ; 'acc' scaled in place
	v_mov_b32 v34, v81                                  ; 'acc' scaled in place
	v_mov_b32 v35, v82                                  ; 'acc' scaled in place
	v_mul_f32 v74, 0xbfb8aa3b, v75                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v77, v39, v76, v74
	v_exp_f32 v39, v77                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v77, v38, v76, v74
	v_exp_f32 v38, v77                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v77, v40, v76, v74
	v_exp_f32 v40, v77                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v77, v41, v76, v74
	v_exp_f32 v41, v77                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v74, v39, 16, 1                           ; round to bf16
	v_add3_u32 v76, v39, v74, s7
	v_cmp_u_f32 s[36:37], v39, v39
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v76, v74, s[36:37]
	v_and_b32 v74, 0xffff0000, v76
	v_bfe_u32 v76, v38, 16, 1                           ; round to bf16
	v_add3_u32 v77, v38, v76, s7
	v_cmp_u_f32 s[36:37], v38, v38
	v_mov_b32 v76, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[36:37]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v40, 16, 1                           ; round to bf16
	v_add3_u32 v78, v40, v77, s7
	v_cmp_u_f32 s[36:37], v40, v40
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[36:37]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v41, 16, 1                           ; round to bf16
	v_add3_u32 v79, v41, v78, s7
	v_cmp_u_f32 s[36:37], v41, v41
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[36:37]
	v_and_b32 v78, 0xffff0000, v79
	v_cndmask_b32 v79, 0, v74, s[24:25]                 ; absent elements add nothing
	v_lshrrev_b32 v74, 16, v79
	v_add_u32 v79, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v79, v74
	v_cndmask_b32 v74, 0, v76, s[24:25]                 ; absent elements add nothing
	v_lshrrev_b32 v76, 16, v74
	v_add_u32 v74, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v74, v76
	v_cndmask_b32 v74, 0, v77, s[24:25]                 ; absent elements add nothing
	v_lshrrev_b32 v76, 16, v74
	v_add_u32 v74, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v74, v76
	v_cndmask_b32 v74, 0, v78, s[24:25]                 ; absent elements add nothing
	v_lshrrev_b32 v76, 16, v74
	v_add_u32 v74, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v74, v76
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v74, 0x12a00, v11                         ; B fragment 0 of k-step 0
	ds_read_b128 v[76:79], v74
	ds_read_b128 v[80:83], v16 offset:21760             ; A fragment 0 of k-step 0
	ds_read_b128 v[84:87], v16 offset:24064             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[80:83], v[76:79], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[84:87], v[76:79], v[32:35] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_add_u32 v74, 0x12a40, v11                         ; B fragment 0 of k-step 1
	ds_read_b128 v[76:79], v74
	ds_read_b128 v[80:83], v16 offset:21824             ; A fragment 0 of k-step 1
	ds_read_b128 v[84:87], v16 offset:24128             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[80:83], v[76:79], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[84:87], v[76:79], v[32:35] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_mul_f32 v74, v1, v36                              ; examples/attention_paged.kgen:25
	v_cndmask_b32 v36, 0, v39, s[24:25]                 ; absent elements contribute the identity
	v_cndmask_b32 v39, 0, v38, s[24:25]                 ; absent elements contribute the identity
	v_cndmask_b32 v38, 0, v40, s[24:25]                 ; absent elements contribute the identity
	v_cndmask_b32 v40, 0, v41, s[24:25]                 ; absent elements contribute the identity
	v_add_f32 v41, v36, v39                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v36, v41, v38                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v38, v36, v40                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v36, v38 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v39, v38, v36
	v_and_b32 v36, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v36, 32, v36
	v_lshlrev_b32 v36, 2, v36
	ds_bpermute_b32 v38, v36, v39
	s_waitcnt lgkmcnt(0)
	v_add_f32 v36, v39, v38
	s_and_saveexec_b64 s[24:25], s[16:17]               ; lanes where %vpred_155
	v_add_u32 v38, 0x13b00, v10                         ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	ds_write_b32 v38, v36
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v36, 0x13b00, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v38, v36
	v_add_u32 v36, 0x13b40, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	ds_read_b32 v39, v36
	s_waitcnt lgkmcnt(0)
	v_add_f32 v36, v38, v39
	v_add_u32 v38, 0x13b80, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	ds_read_b32 v39, v38
	s_waitcnt lgkmcnt(0)
	v_add_f32 v38, v36, v39
	v_add_u32 v36, 0x13bc0, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	ds_read_b32 v39, v36
	s_waitcnt lgkmcnt(0)
	v_add_f32 v36, v38, v39
	v_add_f32 v38, v74, v36                             ; examples/attention_paged.kgen:25
	v_mov_b32 v1, v38                                   ; next 'l'
	v_mov_b32 v2, v75                                   ; next 'mx'
	s_waitcnt vmcnt(7)
	ds_write_b128 v7, v[42:45] offset:40192             ; 16 bytes into st1
	s_waitcnt vmcnt(6)
	ds_write_b128 v7, v[46:49] offset:44544             ; 16 bytes into st1
	s_waitcnt vmcnt(5)
	ds_write_b128 v7, v[50:53] offset:48896             ; 16 bytes into st1
	s_waitcnt vmcnt(4)
	ds_write_b128 v7, v[54:57] offset:53248             ; 16 bytes into st1
	s_waitcnt vmcnt(2)
	v_perm_b32 v36, v62, v58, s5                        ; (k, k+1) of column 0
	ds_write_b32 v8, v36 offset:57600                   ; a K-pair into st2
	v_perm_b32 v36, v62, v58, s6                        ; (k, k+1) of column 1
	ds_write_b32 v8, v36 offset:57744                   ; a K-pair into st2
	v_perm_b32 v36, v63, v59, s5                        ; (k, k+1) of column 2
	ds_write_b32 v8, v36 offset:57888                   ; a K-pair into st2
	v_perm_b32 v36, v63, v59, s6                        ; (k, k+1) of column 3
	ds_write_b32 v8, v36 offset:58032                   ; a K-pair into st2
	v_perm_b32 v36, v64, v60, s5                        ; (k, k+1) of column 4
	ds_write_b32 v8, v36 offset:58176                   ; a K-pair into st2
	v_perm_b32 v36, v64, v60, s6                        ; (k, k+1) of column 5
	ds_write_b32 v8, v36 offset:58320                   ; a K-pair into st2
	v_perm_b32 v36, v65, v61, s5                        ; (k, k+1) of column 6
	ds_write_b32 v8, v36 offset:58464                   ; a K-pair into st2
	v_perm_b32 v36, v65, v61, s6                        ; (k, k+1) of column 7
	ds_write_b32 v8, v36 offset:58608                   ; a K-pair into st2
	s_waitcnt vmcnt(0)
	v_perm_b32 v36, v70, v66, s5                        ; (k, k+1) of column 0
	ds_write_b32 v8, v36 offset:57664                   ; a K-pair into st2
	v_perm_b32 v36, v70, v66, s6                        ; (k, k+1) of column 1
	ds_write_b32 v8, v36 offset:57808                   ; a K-pair into st2
	v_perm_b32 v36, v71, v67, s5                        ; (k, k+1) of column 2
	ds_write_b32 v8, v36 offset:57952                   ; a K-pair into st2
	v_perm_b32 v36, v71, v67, s6                        ; (k, k+1) of column 3
	ds_write_b32 v8, v36 offset:58096                   ; a K-pair into st2
	v_perm_b32 v36, v72, v68, s5                        ; (k, k+1) of column 4
	ds_write_b32 v8, v36 offset:58240                   ; a K-pair into st2
	v_perm_b32 v36, v72, v68, s6                        ; (k, k+1) of column 5
	ds_write_b32 v8, v36 offset:58384                   ; a K-pair into st2
	v_perm_b32 v36, v73, v69, s5                        ; (k, k+1) of column 6
	ds_write_b32 v8, v36 offset:58528                   ; a K-pair into st2
	v_perm_b32 v36, v73, v69, s6                        ; (k, k+1) of column 7
	ds_write_b32 v8, v36 offset:58672                   ; a K-pair into st2
.Lattention_paged_split_if3_end:
	s_add_u32 s21, s20, 64
	s_add_u32 s24, s21, 64
	v_cmp_lt_u32 s[36:37], s21, v37
	s_cmp_eq_u64 s[36:37], 0                            ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_paged_split_if4_end
	s_add_u32 s25, s35, s24
	s_add_i32 s27, s31, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s30, s25, 6
	s_mul_i32 s25, s27, s29
	s_add_u32 s32, s25, s30
	s_lshl_b32 s25, s32, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s27, s26                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s27, 1, 0
	s_cmp_lt_u32 s30, s29                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s30, 1, 0
	s_and_b32 s32, s27, s30
	v_mov_b32 v36, 0                                    ; absent element
	s_cmp_eq_u32 s32, 0                                 ; if %upred_2211
	s_cbranch_scc1 .Lattention_paged_split_skip6
	v_mov_b32 v38, s25                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v36, v38, s[14:15]
.Lattention_paged_split_skip6:
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[36:37], v36, s28                     ; the page of 'kc' lies inside it
	s_nop 1
	v_cndmask_b32 v38, 0, v36, s[36:37]
	v_mov_b32 v36, 0x2000
	v_mul_lo_u32 v40, v38, v36
	v_mov_b32 v36, 0x2000
	v_mul_hi_u32 v41, v38, v36
	v_lshlrev_b64 v[38:39], 1, v[40:41]
	v_add_co_u32 v40, vcc, s10, v38                     ; 'kc' at this page
	v_mov_b32 v36, s11
	s_nop 0
	v_addc_co_u32 v41, vcc, v36, v39, vcc
	v_cmp_lt_u32 s[40:41], s24, v37                     ; a step the loop consumes: a whole chunk in bounds
	s_and_b64 s[24:25], s[40:41], s[36:37]
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_and_saveexec_b64 s[36:37], s[24:25]               ; lanes where %vpred_2219
	v_readfirstlane_b32 s40, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s41, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v6, s[40:41]
	s_mov_b64 exec, s[36:37]
	v_add_u32 v36, 0x1000, v6
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_and_saveexec_b64 s[36:37], s[24:25]               ; lanes where %vpred_2219
	v_readfirstlane_b32 s40, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s41, v41
	s_nop 4
	global_load_dwordx4 v[46:49], v36, s[40:41]
	s_mov_b64 exec, s[36:37]
	v_add_u32 v36, 0x2000, v6
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	s_and_saveexec_b64 s[36:37], s[24:25]               ; lanes where %vpred_2219
	v_readfirstlane_b32 s40, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s41, v41
	s_nop 4
	global_load_dwordx4 v[50:53], v36, s[40:41]
	s_mov_b64 exec, s[36:37]
	v_add_u32 v36, 0x3000, v6
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_and_saveexec_b64 s[36:37], s[24:25]               ; lanes where %vpred_2219
	v_readfirstlane_b32 s40, v40                        ; examples/attention_paged.kgen:21: 16 bytes of 'kc'
	v_readfirstlane_b32 s41, v41
	s_nop 4
	global_load_dwordx4 v[54:57], v36, s[40:41]
	s_mov_b64 exec, s[36:37]
	v_add_co_u32 v40, vcc, s12, v38                     ; 'vc' at this page
	v_mov_b32 v36, s13
	s_nop 0
	v_addc_co_u32 v41, vcc, v36, v39, vcc
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	s_and_saveexec_b64 s[36:37], s[24:25]               ; lanes where %vpred_2219
	v_readfirstlane_b32 s40, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s41, v41
	s_nop 4
	global_load_dwordx4 v[58:61], v19, s[40:41]
	s_mov_b64 exec, s[36:37]
	v_add_u32 v36, 0x100, v19
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	s_and_saveexec_b64 s[36:37], s[24:25]               ; lanes where %vpred_2219
	v_readfirstlane_b32 s40, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s41, v41
	s_nop 4
	global_load_dwordx4 v[62:65], v36, s[40:41]
	s_mov_b64 exec, s[36:37]
	v_add_u32 v36, 0x2000, v19
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	v_mov_b32 v68, 0                                    ; outside: 0
	v_mov_b32 v69, 0                                    ; outside: 0
	s_and_saveexec_b64 s[36:37], s[24:25]               ; lanes where %vpred_2219
	v_readfirstlane_b32 s40, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s41, v41
	s_nop 4
	global_load_dwordx4 v[66:69], v36, s[40:41]
	s_mov_b64 exec, s[36:37]
	v_add_u32 v36, 0x2100, v19
	v_mov_b32 v70, 0                                    ; outside: 0
	v_mov_b32 v71, 0                                    ; outside: 0
	v_mov_b32 v72, 0                                    ; outside: 0
	v_mov_b32 v73, 0                                    ; outside: 0
	s_and_saveexec_b64 s[36:37], s[24:25]               ; lanes where %vpred_2219
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26: 16 bytes of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_dwordx4 v[70:73], v36, s[24:25]
	s_mov_b64 exec, s[36:37]
	s_add_u32 s24, s35, s21
	v_add_u32 v36, s24, v5
	v_add_u32 v38, 0, v36                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v39, 1, v36                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v40, 2, v36                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v41, 3, v36                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[24:25], v38, v27                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[36:37], v39, v27                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[40:41], v40, v27                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[44:45], v41, v27                     ; examples/attention_paged.kgen:21
	v_mov_b32 v38, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v40, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[74:77], v13                          ; B fragment 0 of k-step 0
	ds_read_b128 v[78:81], v12 offset:40192             ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[78:81], v[74:77], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[74:77], v13 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[78:81], v12 offset:40256             ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[78:81], v[74:77], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[74:77], v13 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[78:81], v12 offset:40320             ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[78:81], v[74:77], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[74:77], v13 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[78:81], v12 offset:40384             ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[38:41], v[78:81], v[74:77], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x32
	s_nop 7
	v_mul_f32 v36, s18, v38                             ; examples/attention_paged.kgen:21
	v_mul_f32 v74, s18, v39                             ; examples/attention_paged.kgen:21
	v_mul_f32 v75, s18, v40                             ; examples/attention_paged.kgen:21
	v_mul_f32 v76, s18, v41                             ; examples/attention_paged.kgen:21
	v_mov_b32 v38, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v39, v38, v36, s[24:25]
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v38, v36, v74, s[36:37]
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v40, v36, v75, s[40:41]
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v41, v36, v76, s[44:45]
	v_cmp_lt_u32 s[24:25], v3, s33                      ; 'r' element in bounds
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	s_nop 0
	v_cndmask_b32 v74, v36, v39, s[24:25]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v36, v38, s[24:25]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v36, v40, s[24:25]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v36, v41, s[24:25]
	v_max_f32 v36, v74, v75                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[36:37], v74, v75
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v36, v74, s[36:37]
	v_max_f32 v36, v75, v76                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[36:37], v75, v76
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v36, v74, s[36:37]
	v_max_f32 v36, v75, v77                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[36:37], v75, v77
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v36, v74, s[36:37]
	ds_swizzle_b32 v36, v75 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v74, v75, v36
	v_cmp_u_f32 s[36:37], v75, v36
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v74, v36, s[36:37]
	v_and_b32 v36, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v36, 32, v36
	v_lshlrev_b32 v36, 2, v36
	ds_bpermute_b32 v74, v36, v75
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v75, v74
	v_cmp_u_f32 s[36:37], v75, v74
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v36, v74, s[36:37]
	s_and_saveexec_b64 s[36:37], s[16:17]               ; lanes where %vpred_155
	v_add_u32 v36, 0x12900, v10                         ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	ds_write_b32 v36, v75
	s_mov_b64 exec, s[36:37]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v36, 0x12900, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v74, v36
	v_add_u32 v36, 0x12940, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	ds_read_b32 v75, v36
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v74, v75
	v_cmp_u_f32 s[36:37], v74, v75
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v36, v74, s[36:37]
	v_add_u32 v36, 0x12980, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	ds_read_b32 v74, v36
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v75, v74
	v_cmp_u_f32 s[36:37], v75, v74
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v36, v74, s[36:37]
	v_add_u32 v36, 0x129c0, v14                         ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	ds_read_b32 v74, v36
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v75, v74
	v_cmp_u_f32 s[36:37], v75, v74
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v36, v74, s[36:37]
	v_max_f32 v36, v2, v75                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[36:37], v2, v75
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v36, v74, s[36:37]
	v_sub_f32 v36, v2, v75                              ; examples/attention_paged.kgen:24
	v_mul_f32 v74, 0x3fb8aa3b, v36                      ; examples/attention_paged.kgen:24
	v_exp_f32 v36, v74                                  ; examples/attention_paged.kgen:24
	s_nop 0
	v_mul_f32 v74, v28, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v76, v29, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v77, v30, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v78, v31, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v79, v32, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v80, v33, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v81, v34, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v82, v35, v36                             ; examples/attention_paged.kgen:26
	v_mov_b32 v28, v74                                  ; 'acc' scaled in place
	v_mov_b32 v29, v76                                  ; 'acc' scaled in place
	v_mov_b32 v30, v77                                  ; 'acc' scaled in place
	v_mov_b32 v31, v78                                  ; 'acc' scaled in place
	v_mov_b32 v32, v79                                  ; 'acc' scaled in place
	v_mov_b32 v33, v80                                  ; 'acc' scaled in place
	v_mov_b32 v34, v81                                  ; 'acc' scaled in place
	v_mov_b32 v35, v82                                  ; 'acc' scaled in place
	v_mul_f32 v74, 0xbfb8aa3b, v75                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v77, v39, v76, v74
	v_exp_f32 v39, v77                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v77, v38, v76, v74
	v_exp_f32 v38, v77                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v77, v40, v76, v74
	v_exp_f32 v40, v77                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v77, v41, v76, v74
	v_exp_f32 v41, v77                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v74, v39, 16, 1                           ; round to bf16
	v_add3_u32 v76, v39, v74, s7
	v_cmp_u_f32 s[36:37], v39, v39
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v76, v74, s[36:37]
	v_and_b32 v74, 0xffff0000, v76
	v_bfe_u32 v76, v38, 16, 1                           ; round to bf16
	v_add3_u32 v77, v38, v76, s7
	v_cmp_u_f32 s[36:37], v38, v38
	v_mov_b32 v76, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[36:37]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v40, 16, 1                           ; round to bf16
	v_add3_u32 v78, v40, v77, s7
	v_cmp_u_f32 s[36:37], v40, v40
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[36:37]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v41, 16, 1                           ; round to bf16
	v_add3_u32 v79, v41, v78, s7
	v_cmp_u_f32 s[36:37], v41, v41
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[36:37]
	v_and_b32 v78, 0xffff0000, v79
	v_cndmask_b32 v79, 0, v74, s[24:25]                 ; absent elements add nothing
	v_lshrrev_b32 v74, 16, v79
	v_add_u32 v79, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v79, v74
	v_cndmask_b32 v74, 0, v76, s[24:25]                 ; absent elements add nothing
	v_lshrrev_b32 v76, 16, v74
	v_add_u32 v74, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v74, v76
	v_cndmask_b32 v74, 0, v77, s[24:25]                 ; absent elements add nothing
	v_lshrrev_b32 v76, 16, v74
	v_add_u32 v74, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v74, v76
	v_cndmask_b32 v74, 0, v78, s[24:25]                 ; absent elements add nothing
	v_lshrrev_b32 v76, 16, v74
	v_add_u32 v74, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v74, v76
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v74, 0x12a00, v11                         ; B fragment 0 of k-step 0
	ds_read_b128 v[76:79], v74
	ds_read_b128 v[80:83], v16 offset:57600             ; A fragment 0 of k-step 0
	ds_read_b128 v[84:87], v16 offset:59904             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[80:83], v[76:79], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[84:87], v[76:79], v[32:35] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_add_u32 v74, 0x12a40, v11                         ; B fragment 0 of k-step 1
	ds_read_b128 v[76:79], v74
	ds_read_b128 v[80:83], v16 offset:57664             ; A fragment 0 of k-step 1
	ds_read_b128 v[84:87], v16 offset:59968             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[80:83], v[76:79], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[84:87], v[76:79], v[32:35] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_mul_f32 v74, v1, v36                              ; examples/attention_paged.kgen:25
	v_cndmask_b32 v36, 0, v39, s[24:25]                 ; absent elements contribute the identity
	v_cndmask_b32 v39, 0, v38, s[24:25]                 ; absent elements contribute the identity
	v_cndmask_b32 v38, 0, v40, s[24:25]                 ; absent elements contribute the identity
	v_cndmask_b32 v40, 0, v41, s[24:25]                 ; absent elements contribute the identity
	v_add_f32 v41, v36, v39                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v36, v41, v38                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v38, v36, v40                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v36, v38 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v39, v38, v36
	v_and_b32 v36, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v36, 32, v36
	v_lshlrev_b32 v36, 2, v36
	ds_bpermute_b32 v38, v36, v39
	s_waitcnt lgkmcnt(0)
	v_add_f32 v36, v39, v38
	s_and_saveexec_b64 s[24:25], s[16:17]               ; lanes where %vpred_155
	v_add_u32 v38, 0x13b00, v10                         ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	ds_write_b32 v38, v36
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v36, 0x13b00, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v38, v36
	v_add_u32 v36, 0x13b40, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	ds_read_b32 v39, v36
	s_waitcnt lgkmcnt(0)
	v_add_f32 v36, v38, v39
	v_add_u32 v38, 0x13b80, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	ds_read_b32 v39, v38
	s_waitcnt lgkmcnt(0)
	v_add_f32 v38, v36, v39
	v_add_u32 v36, 0x13bc0, v14                         ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	ds_read_b32 v39, v36
	s_waitcnt lgkmcnt(0)
	v_add_f32 v36, v38, v39
	v_add_f32 v38, v74, v36                             ; examples/attention_paged.kgen:25
	v_mov_b32 v1, v38                                   ; next 'l'
	v_mov_b32 v2, v75                                   ; next 'mx'
	s_waitcnt vmcnt(7)
	ds_write_b128 v7, v[42:45] offset:4352              ; 16 bytes into st1
	s_waitcnt vmcnt(6)
	ds_write_b128 v7, v[46:49] offset:8704              ; 16 bytes into st1
	s_waitcnt vmcnt(5)
	ds_write_b128 v7, v[50:53] offset:13056             ; 16 bytes into st1
	s_waitcnt vmcnt(4)
	ds_write_b128 v7, v[54:57] offset:17408             ; 16 bytes into st1
	s_waitcnt vmcnt(2)
	v_perm_b32 v36, v62, v58, s5                        ; (k, k+1) of column 0
	ds_write_b32 v8, v36 offset:21760                   ; a K-pair into st2
	v_perm_b32 v36, v62, v58, s6                        ; (k, k+1) of column 1
	ds_write_b32 v8, v36 offset:21904                   ; a K-pair into st2
	v_perm_b32 v36, v63, v59, s5                        ; (k, k+1) of column 2
	ds_write_b32 v8, v36 offset:22048                   ; a K-pair into st2
	v_perm_b32 v36, v63, v59, s6                        ; (k, k+1) of column 3
	ds_write_b32 v8, v36 offset:22192                   ; a K-pair into st2
	v_perm_b32 v36, v64, v60, s5                        ; (k, k+1) of column 4
	ds_write_b32 v8, v36 offset:22336                   ; a K-pair into st2
	v_perm_b32 v36, v64, v60, s6                        ; (k, k+1) of column 5
	ds_write_b32 v8, v36 offset:22480                   ; a K-pair into st2
	v_perm_b32 v36, v65, v61, s5                        ; (k, k+1) of column 6
	ds_write_b32 v8, v36 offset:22624                   ; a K-pair into st2
	v_perm_b32 v36, v65, v61, s6                        ; (k, k+1) of column 7
	ds_write_b32 v8, v36 offset:22768                   ; a K-pair into st2
	s_waitcnt vmcnt(0)
	v_perm_b32 v36, v70, v66, s5                        ; (k, k+1) of column 0
	ds_write_b32 v8, v36 offset:21824                   ; a K-pair into st2
	v_perm_b32 v36, v70, v66, s6                        ; (k, k+1) of column 1
	ds_write_b32 v8, v36 offset:21968                   ; a K-pair into st2
	v_perm_b32 v36, v71, v67, s5                        ; (k, k+1) of column 2
	ds_write_b32 v8, v36 offset:22112                   ; a K-pair into st2
	v_perm_b32 v36, v71, v67, s6                        ; (k, k+1) of column 3
	ds_write_b32 v8, v36 offset:22256                   ; a K-pair into st2
	v_perm_b32 v36, v72, v68, s5                        ; (k, k+1) of column 4
	ds_write_b32 v8, v36 offset:22400                   ; a K-pair into st2
	v_perm_b32 v36, v72, v68, s6                        ; (k, k+1) of column 5
	ds_write_b32 v8, v36 offset:22544                   ; a K-pair into st2
	v_perm_b32 v36, v73, v69, s5                        ; (k, k+1) of column 6
	ds_write_b32 v8, v36 offset:22688                   ; a K-pair into st2
	v_perm_b32 v36, v73, v69, s6                        ; (k, k+1) of column 7
	ds_write_b32 v8, v36 offset:22832                   ; a K-pair into st2
.Lattention_paged_split_if4_end:
	s_add_u32 s20, s20, 0x80
	s_cmp_lt_u32 s20, s19
	s_cbranch_scc1 .Lattention_paged_split_loop2
.Lattention_paged_split_loop2_end:
	v_add_u32 v6, 63, v37
	v_and_b32 v7, 0xffffffc0, v6                        ; the first chunk of 'tt' the pipeline left
	s_nop 0
	v_readfirstlane_b32 s5, v7
	v_readfirstlane_b32 s6, v20
	s_mov_b32 s19, s5                                   ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s19, s6
	s_cbranch_scc1 .Lattention_paged_split_loop3_end
.Lattention_paged_split_loop3:
	s_add_u32 s5, s35, s19
	v_sub_u32 v6, v20, s19
	v_add_u32 v7, s5, v5
	v_add_u32 v8, 0, v7                                 ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v19, 1, v7                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v36, 2, v7                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v37, 3, v7                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[20:21], v8, v27                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[24:25], v19, v27                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[36:37], v36, v27                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[40:41], v37, v27                     ; examples/attention_paged.kgen:21
	s_add_i32 s27, s31, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s30, s5, 6
	s_mul_i32 s5, s27, s29
	s_add_u32 s32, s5, s30
	s_lshl_b32 s5, s32, 2                               ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s27, s26                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s27, 1, 0
	s_cmp_lt_u32 s30, s29                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s30, 1, 0
	s_and_b32 s32, s27, s30
	v_mov_b32 v7, 0                                     ; absent element
	s_cmp_eq_u32 s32, 0                                 ; if %upred_1032
	s_cbranch_scc1 .Lattention_paged_split_skip7
	v_mov_b32 v38, s5                                   ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v7, v38, s[14:15]
.Lattention_paged_split_skip7:
	v_lshrrev_b32 v38, 6, v8                            ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v39, 64, v38
	v_sub_u32 v38, v8, v39
	v_lshrrev_b32 v8, 6, v19                            ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v39, 64, v8
	v_sub_u32 v8, v19, v39
	v_lshrrev_b32 v19, 6, v36                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v39, 64, v19
	v_sub_u32 v19, v36, v39
	v_lshrrev_b32 v36, 6, v37                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v39, 64, v36
	v_sub_u32 v36, v37, v39
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_356
	v_add_u32 v37, 0x13c00, v17                         ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v37, v38
	v_add_u32 v37, 0x13c04, v17                         ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v37, v8
	v_add_u32 v8, 0x13c08, v17                          ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v19
	v_add_u32 v8, 0x13c0c, v17                          ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v36
	s_mov_b64 exec, s[44:45]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v8, 0x13c00, v22                          ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v19, v8
	v_add_u32 v8, 0x13c20, v22                          ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v36, v8
	v_add_u32 v8, 0x13c40, v22                          ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v37, v8
	v_add_u32 v8, 0x13c60, v22                          ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v38, v8
	v_add_u32 v8, 0x13c80, v22                          ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v39, v8
	v_add_u32 v8, 0x13ca0, v22                          ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v40, v8
	v_add_u32 v8, 0x13cc0, v22                          ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v41, v8
	v_add_u32 v8, 0x13ce0, v22                          ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v42, v8
	v_add_u32 v8, 0, v9
	v_add_u32 v43, 0, v8                                ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v44, 1, v8                                ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v45, 2, v8                                ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v46, 3, v8                                ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v47, 16, v8                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v48, 17, v8                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v49, 18, v8                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v50, 19, v8                               ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_356
	v_add_u32 v8, 0x13d00, v15                          ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v8, v43
	v_add_u32 v8, 0x13d04, v15                          ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v8, v44
	v_add_u32 v8, 0x13d08, v15                          ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v8, v45
	v_add_u32 v8, 0x13d0c, v15                          ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v8, v46
	v_add_u32 v8, 0x13d40, v15                          ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v8, v47
	v_add_u32 v8, 0x13d44, v15                          ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v8, v48
	v_add_u32 v8, 0x13d48, v15                          ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v8, v49
	v_add_u32 v8, 0x13d4c, v15                          ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v8, v50
	s_mov_b64 exec, s[44:45]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v8, 0x13d00, v23                          ; convert the operand at 21:65: read in the new layout
	ds_read_b32 v43, v8
	v_cmp_lt_u32 s[44:45], v4, v6                       ; 'tt' element in bounds
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[48:49], v7, s28                      ; subscript 0 of 'kc' inside [0, NP)
	s_and_b64 s[50:51], s[44:45], s[48:49]
	v_cmp_lt_u32 s[44:45], v19, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[50:51], s[44:45]
	v_mov_b32 v8, 0x80                                  ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[44:45], v43, v8
	s_and_b64 s[54:55], s[52:53], s[44:45]
	v_mov_b32 v8, 0x2000
	v_mul_lo_u32 v44, v8, v7
	v_mov_b32 v8, 0x80
	v_mul_lo_u32 v45, v8, v19
	v_add_u32 v8, v44, v45
	v_add_u32 v19, v8, v43
	v_lshlrev_b32 v8, 1, v19                            ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v46, 0                                    ; an absent run: zeros
	v_mov_b32 v47, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[54:55]               ; lanes where %vpred_1065
	global_load_dwordx2 v[46:47], v8, s[10:11]          ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v21, v[46:47] offset:4352              ; A operand of the product: stage a run
	v_add_u32 v8, 8, v4
	v_cmp_lt_u32 s[52:53], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[54:55], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v36, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[56:57], s[44:45]
	v_mov_b32 v8, 0x80
	v_mul_lo_u32 v19, v8, v36
	v_add_u32 v8, v44, v19
	v_add_u32 v19, v8, v43
	v_lshlrev_b32 v8, 1, v19                            ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v46, 0                                    ; an absent run: zeros
	v_mov_b32 v47, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[56:57], s[52:53]               ; lanes where %vpred_1078
	global_load_dwordx2 v[46:47], v8, s[10:11]          ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	ds_write_b64 v21, v[46:47] offset:6528              ; A operand of the product: stage a run
	v_add_u32 v8, 16, v4
	v_cmp_lt_u32 s[52:53], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[56:57], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v37, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[56:57], s[52:53]
	s_and_b64 s[52:53], s[58:59], s[44:45]
	v_mov_b32 v8, 0x80
	v_mul_lo_u32 v19, v8, v37
	v_add_u32 v8, v44, v19
	v_add_u32 v19, v8, v43
	v_lshlrev_b32 v8, 1, v19                            ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v36, 0                                    ; an absent run: zeros
	v_mov_b32 v37, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[52:53]               ; lanes where %vpred_1090
	global_load_dwordx2 v[36:37], v8, s[10:11]          ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v21, v[36:37] offset:8704              ; A operand of the product: stage a run
	v_add_u32 v8, 24, v4
	v_cmp_lt_u32 s[52:53], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[58:59], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[60:61], s[58:59], s[52:53]
	s_and_b64 s[52:53], s[60:61], s[44:45]
	v_mov_b32 v8, 0x80
	v_mul_lo_u32 v19, v8, v38
	v_add_u32 v8, v44, v19
	v_add_u32 v19, v8, v43
	v_lshlrev_b32 v8, 1, v19                            ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v36, 0                                    ; an absent run: zeros
	v_mov_b32 v37, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[60:61], s[52:53]               ; lanes where %vpred_1102
	global_load_dwordx2 v[36:37], v8, s[10:11]          ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	ds_write_b64 v21, v[36:37] offset:10880             ; A operand of the product: stage a run
	v_add_u32 v8, 32, v4
	v_cmp_lt_u32 s[52:53], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[60:61], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[62:63], s[60:61], s[52:53]
	s_and_b64 s[52:53], s[62:63], s[44:45]
	v_mov_b32 v8, 0x80
	v_mul_lo_u32 v19, v8, v39
	v_add_u32 v8, v44, v19
	v_add_u32 v19, v8, v43
	v_lshlrev_b32 v8, 1, v19                            ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v36, 0                                    ; an absent run: zeros
	v_mov_b32 v37, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[62:63], s[52:53]               ; lanes where %vpred_1114
	global_load_dwordx2 v[36:37], v8, s[10:11]          ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	ds_write_b64 v21, v[36:37] offset:13056             ; A operand of the product: stage a run
	v_add_u32 v8, 40, v4
	v_cmp_lt_u32 s[52:53], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[62:63], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[62:63], s[52:53]
	s_and_b64 s[52:53], s[64:65], s[44:45]
	v_mov_b32 v8, 0x80
	v_mul_lo_u32 v19, v8, v40
	v_add_u32 v8, v44, v19
	v_add_u32 v19, v8, v43
	v_lshlrev_b32 v8, 1, v19                            ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v36, 0                                    ; an absent run: zeros
	v_mov_b32 v37, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1126
	global_load_dwordx2 v[36:37], v8, s[10:11]          ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	ds_write_b64 v21, v[36:37] offset:15232             ; A operand of the product: stage a run
	v_add_u32 v8, 48, v4
	v_cmp_lt_u32 s[52:53], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[64:65], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v41, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[66:67], s[64:65], s[52:53]
	s_and_b64 s[52:53], s[66:67], s[44:45]
	v_mov_b32 v8, 0x80
	v_mul_lo_u32 v19, v8, v41
	v_add_u32 v8, v44, v19
	v_add_u32 v19, v8, v43
	v_lshlrev_b32 v8, 1, v19                            ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v36, 0                                    ; an absent run: zeros
	v_mov_b32 v37, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[66:67], s[52:53]               ; lanes where %vpred_1138
	global_load_dwordx2 v[36:37], v8, s[10:11]          ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	ds_write_b64 v21, v[36:37] offset:17408             ; A operand of the product: stage a run
	v_add_u32 v8, 56, v4
	v_cmp_lt_u32 s[52:53], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[66:67], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v42, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[68:69], s[66:67], s[52:53]
	s_and_b64 s[52:53], s[68:69], s[44:45]
	v_mov_b32 v8, 0x80
	v_mul_lo_u32 v19, v8, v42
	v_add_u32 v8, v44, v19
	v_add_u32 v19, v8, v43
	v_lshlrev_b32 v8, 1, v19                            ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v36, 0                                    ; an absent run: zeros
	v_mov_b32 v37, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[52:53]               ; lanes where %vpred_1150
	global_load_dwordx2 v[36:37], v8, s[10:11]          ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v21, v[36:37] offset:19584             ; A operand of the product: stage a run
	v_mov_b32 v36, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v38, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	ds_read_b128 v[40:43], v13                          ; B fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[44:47], v12 offset:4352              ; A fragment 0 of k-step 0
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[36:39], v[44:47], v[40:43], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[40:43], v13 offset:64                ; B fragment 0 of k-step 1
	ds_read_b128 v[44:47], v12 offset:4416              ; A fragment 0 of k-step 1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[36:39], v[44:47], v[40:43], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[40:43], v13 offset:128               ; B fragment 0 of k-step 2
	ds_read_b128 v[44:47], v12 offset:4480              ; A fragment 0 of k-step 2
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[36:39], v[44:47], v[40:43], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x32
	ds_read_b128 v[40:43], v13 offset:192               ; B fragment 0 of k-step 3
	ds_read_b128 v[44:47], v12 offset:4544              ; A fragment 0 of k-step 3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[36:39], v[44:47], v[40:43], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x32
	s_nop 7
	v_mul_f32 v8, s18, v36                              ; examples/attention_paged.kgen:21
	v_mul_f32 v19, s18, v37                             ; examples/attention_paged.kgen:21
	v_mul_f32 v40, s18, v38                             ; examples/attention_paged.kgen:21
	v_mul_f32 v41, s18, v39                             ; examples/attention_paged.kgen:21
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v37, v36, v8, s[20:21]
	v_mov_b32 v8, 0xff800000                            ; examples/attention_paged.kgen:21
	v_cndmask_b32 v36, v8, v19, s[24:25]
	v_mov_b32 v8, 0xff800000                            ; examples/attention_paged.kgen:21
	v_cndmask_b32 v19, v8, v40, s[36:37]
	v_mov_b32 v8, 0xff800000                            ; examples/attention_paged.kgen:21
	v_cndmask_b32 v38, v8, v41, s[40:41]
	v_cmp_lt_u32 s[20:21], v3, s33                      ; 'r' element in bounds
	v_cmp_lt_u32 s[24:25], v5, v6                       ; 'tt' element in bounds
	s_and_b64 s[36:37], s[20:21], s[24:25]
	v_mov_b32 v8, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v39, v8, v37, s[36:37]
	v_add_u32 v8, 1, v5
	v_cmp_lt_u32 s[24:25], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[40:41], s[20:21], s[24:25]
	v_mov_b32 v8, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v40, v8, v36, s[40:41]
	v_add_u32 v8, 2, v5
	v_cmp_lt_u32 s[24:25], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[44:45], s[20:21], s[24:25]
	v_mov_b32 v8, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v41, v8, v19, s[44:45]
	v_add_u32 v8, 3, v5
	v_cmp_lt_u32 s[24:25], v8, v6                       ; 'tt' element in bounds
	s_and_b64 s[52:53], s[20:21], s[24:25]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v8, v6, v38, s[52:53]
	v_max_f32 v6, v39, v40                              ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[20:21], v39, v40
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v6, v39, s[20:21]
	v_max_f32 v6, v40, v41                              ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[20:21], v40, v41
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v6, v39, s[20:21]
	v_max_f32 v6, v40, v8                               ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[20:21], v40, v8
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v6, v8, s[20:21]
	ds_swizzle_b32 v6, v39 offset:swizzle(SWAP,16)      ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v8, v39, v6
	v_cmp_u_f32 s[20:21], v39, v6
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v8, v6, s[20:21]
	v_and_b32 v6, 63, v0                                ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v6, 32, v6
	v_lshlrev_b32 v6, 2, v6
	ds_bpermute_b32 v8, v6, v39
	s_waitcnt lgkmcnt(0)
	v_max_f32 v6, v39, v8
	v_cmp_u_f32 s[20:21], v39, v8
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v6, v8, s[20:21]
	s_and_saveexec_b64 s[20:21], s[16:17]               ; lanes where %vpred_155
	v_add_u32 v6, 0x12900, v10                          ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	ds_write_b32 v6, v39
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v6, 0x12900, v14                          ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v8, v6
	v_add_u32 v6, 0x12940, v14                          ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	ds_read_b32 v39, v6
	s_waitcnt lgkmcnt(0)
	v_max_f32 v6, v8, v39
	v_cmp_u_f32 s[20:21], v8, v39
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v6, v8, s[20:21]
	v_add_u32 v6, 0x12980, v14                          ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	ds_read_b32 v8, v6
	s_waitcnt lgkmcnt(0)
	v_max_f32 v6, v39, v8
	v_cmp_u_f32 s[20:21], v39, v8
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v6, v8, s[20:21]
	v_add_u32 v6, 0x129c0, v14                          ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	ds_read_b32 v8, v6
	s_waitcnt lgkmcnt(0)
	v_max_f32 v6, v39, v8
	v_cmp_u_f32 s[20:21], v39, v8
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v6, v8, s[20:21]
	v_max_f32 v6, v2, v39                               ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[20:21], v2, v39
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v6, v8, s[20:21]
	v_sub_f32 v6, v2, v39                               ; examples/attention_paged.kgen:24
	v_mul_f32 v8, 0x3fb8aa3b, v6                        ; examples/attention_paged.kgen:24
	v_exp_f32 v6, v8                                    ; examples/attention_paged.kgen:24
	s_nop 0
	v_mul_f32 v8, v28, v6                               ; examples/attention_paged.kgen:26
	v_mul_f32 v40, v29, v6                              ; examples/attention_paged.kgen:26
	v_mul_f32 v41, v30, v6                              ; examples/attention_paged.kgen:26
	v_mul_f32 v42, v31, v6                              ; examples/attention_paged.kgen:26
	v_mul_f32 v43, v32, v6                              ; examples/attention_paged.kgen:26
	v_mul_f32 v44, v33, v6                              ; examples/attention_paged.kgen:26
	v_mul_f32 v45, v34, v6                              ; examples/attention_paged.kgen:26
	v_mul_f32 v46, v35, v6                              ; examples/attention_paged.kgen:26
	v_mov_b32 v28, v8                                   ; 'acc' scaled in place
	v_mov_b32 v29, v40                                  ; 'acc' scaled in place
	v_mov_b32 v30, v41                                  ; 'acc' scaled in place
	v_mov_b32 v31, v42                                  ; 'acc' scaled in place
	v_mov_b32 v32, v43                                  ; 'acc' scaled in place
	v_mov_b32 v33, v44                                  ; 'acc' scaled in place
	v_mov_b32 v34, v45                                  ; 'acc' scaled in place
	v_mov_b32 v35, v46                                  ; 'acc' scaled in place
	v_cndmask_b32 v8, 0, v7, s[48:49]
	v_mov_b32 v7, 0x2000
	v_mul_lo_u32 v40, v8, v7
	v_mov_b32 v7, 0x2000
	v_mul_hi_u32 v41, v8, v7
	v_lshlrev_b64 v[42:43], 1, v[40:41]
	v_add_co_u32 v40, vcc, s12, v42                     ; 'vc' at this page
	v_mov_b32 v7, s13
	s_nop 0
	v_addc_co_u32 v41, vcc, v7, v43, vcc
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[50:51]               ; lanes where %vpred_1061
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_ushort v7, v25, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v8, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[50:51]               ; lanes where %vpred_1061
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_ushort v7, v25, s[24:25] offset:2
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[50:51]               ; lanes where %vpred_1061
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_ushort v7, v25, s[24:25] offset:4
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[50:51]               ; lanes where %vpred_1061
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_ushort v7, v25, s[24:25] offset:6
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[54:55]               ; lanes where %vpred_1075
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_ushort v7, v25, s[24:25] offset:2048
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[54:55]               ; lanes where %vpred_1075
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_ushort v7, v25, s[24:25] offset:2050
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[54:55]               ; lanes where %vpred_1075
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_ushort v7, v25, s[24:25] offset:2052
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[54:55]               ; lanes where %vpred_1075
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	s_nop 4
	global_load_ushort v7, v25, s[24:25] offset:2054
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[56:57]               ; lanes where %vpred_1087
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v49, 0x1000, v25
	s_nop 3
	global_load_ushort v7, v49, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[56:57]               ; lanes where %vpred_1087
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v50, 0x1002, v25
	s_nop 3
	global_load_ushort v7, v50, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[56:57]               ; lanes where %vpred_1087
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v51, 0x1004, v25
	s_nop 3
	global_load_ushort v7, v51, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[56:57]               ; lanes where %vpred_1087
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v52, 0x1006, v25
	s_nop 3
	global_load_ushort v7, v52, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[58:59]               ; lanes where %vpred_1099
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v53, 0x1800, v25
	s_nop 3
	global_load_ushort v7, v53, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[58:59]               ; lanes where %vpred_1099
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v54, 0x1802, v25
	s_nop 3
	global_load_ushort v7, v54, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[58:59]               ; lanes where %vpred_1099
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v55, 0x1804, v25
	s_nop 3
	global_load_ushort v7, v55, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[58:59]               ; lanes where %vpred_1099
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v56, 0x1806, v25
	s_nop 3
	global_load_ushort v7, v56, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[60:61]               ; lanes where %vpred_1111
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v57, 0x2000, v25
	s_nop 3
	global_load_ushort v7, v57, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[60:61]               ; lanes where %vpred_1111
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v58, 0x2002, v25
	s_nop 3
	global_load_ushort v7, v58, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[60:61]               ; lanes where %vpred_1111
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v59, 0x2004, v25
	s_nop 3
	global_load_ushort v7, v59, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[60:61]               ; lanes where %vpred_1111
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v60, 0x2006, v25
	s_nop 3
	global_load_ushort v7, v60, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[62:63]               ; lanes where %vpred_1123
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v61, 0x2800, v25
	s_nop 3
	global_load_ushort v7, v61, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[62:63]               ; lanes where %vpred_1123
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v62, 0x2802, v25
	s_nop 3
	global_load_ushort v7, v62, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[62:63]               ; lanes where %vpred_1123
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v63, 0x2804, v25
	s_nop 3
	global_load_ushort v7, v63, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[62:63]               ; lanes where %vpred_1123
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v64, 0x2806, v25
	s_nop 3
	global_load_ushort v7, v64, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[64:65]               ; lanes where %vpred_1135
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v65, 0x3000, v25
	s_nop 3
	global_load_ushort v7, v65, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[64:65]               ; lanes where %vpred_1135
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v66, 0x3002, v25
	s_nop 3
	global_load_ushort v7, v66, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[64:65]               ; lanes where %vpred_1135
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v67, 0x3004, v25
	s_nop 3
	global_load_ushort v7, v67, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[64:65]               ; lanes where %vpred_1135
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v68, 0x3006, v25
	s_nop 3
	global_load_ushort v7, v68, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[66:67]               ; lanes where %vpred_1147
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v69, 0x3800, v25
	s_nop 3
	global_load_ushort v7, v69, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[66:67]               ; lanes where %vpred_1147
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v70, 0x3802, v25
	s_nop 3
	global_load_ushort v7, v70, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[66:67]               ; lanes where %vpred_1147
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v71, 0x3804, v25
	s_nop 3
	global_load_ushort v7, v71, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v7
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[20:21], s[66:67]               ; lanes where %vpred_1147
	v_readfirstlane_b32 s24, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s25, v41
	v_add_u32 v40, 0x3806, v25
	s_nop 3
	global_load_ushort v7, v40, s[24:25]
	s_mov_b64 exec, s[20:21]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v7
	v_lshrrev_b32 v7, 16, v8
	ds_write_b16 v24, v7 offset:21760                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v42
	ds_write_b16 v24, v7 offset:21904                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v43
	ds_write_b16 v24, v7 offset:22048                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v44
	ds_write_b16 v24, v7 offset:22192                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v45
	ds_write_b16 v24, v7 offset:21776                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v46
	ds_write_b16 v24, v7 offset:21920                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v47
	ds_write_b16 v24, v7 offset:22064                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v48
	ds_write_b16 v24, v7 offset:22208                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v49
	ds_write_b16 v24, v7 offset:21792                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v50
	ds_write_b16 v24, v7 offset:21936                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v51
	ds_write_b16 v24, v7 offset:22080                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v52
	ds_write_b16 v24, v7 offset:22224                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v53
	ds_write_b16 v24, v7 offset:21808                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v54
	ds_write_b16 v24, v7 offset:21952                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v55
	ds_write_b16 v24, v7 offset:22096                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v56
	ds_write_b16 v24, v7 offset:22240                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v57
	ds_write_b16 v24, v7 offset:21824                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v58
	ds_write_b16 v24, v7 offset:21968                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v59
	ds_write_b16 v24, v7 offset:22112                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v60
	ds_write_b16 v24, v7 offset:22256                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v61
	ds_write_b16 v24, v7 offset:21840                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v62
	ds_write_b16 v24, v7 offset:21984                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v63
	ds_write_b16 v24, v7 offset:22128                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v64
	ds_write_b16 v24, v7 offset:22272                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v65
	ds_write_b16 v24, v7 offset:21856                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v66
	ds_write_b16 v24, v7 offset:22000                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v67
	ds_write_b16 v24, v7 offset:22144                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v68
	ds_write_b16 v24, v7 offset:22288                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v69
	ds_write_b16 v24, v7 offset:21872                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v70
	ds_write_b16 v24, v7 offset:22016                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v71
	ds_write_b16 v24, v7 offset:22160                   ; A operand of the product: stage
	v_lshrrev_b32 v7, 16, v40
	ds_write_b16 v24, v7 offset:22304                   ; A operand of the product: stage
	v_mul_f32 v7, 0xbfb8aa3b, v39                       ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v8, 0x3fb8aa3b                            ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v37, v8, v7
	v_exp_f32 v8, v40                                   ; examples/attention_paged.kgen:23
	v_mov_b32 v37, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v36, v37, v7
	v_exp_f32 v36, v40                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v37, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v19, v37, v7
	v_exp_f32 v19, v40                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v37, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v38, v37, v7
	v_exp_f32 v7, v40                                   ; examples/attention_paged.kgen:23
	v_bfe_u32 v37, v8, 16, 1                            ; round to bf16
	v_add3_u32 v38, v8, v37, s7
	v_cmp_u_f32 s[20:21], v8, v8
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v38, v37, s[20:21]
	v_and_b32 v37, 0xffff0000, v38
	v_bfe_u32 v38, v36, 16, 1                           ; round to bf16
	v_add3_u32 v40, v36, v38, s7
	v_cmp_u_f32 s[20:21], v36, v36
	v_mov_b32 v38, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v40, v38, s[20:21]
	v_and_b32 v38, 0xffff0000, v40
	v_bfe_u32 v40, v19, 16, 1                           ; round to bf16
	v_add3_u32 v41, v19, v40, s7
	v_cmp_u_f32 s[20:21], v19, v19
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v41, v40, s[20:21]
	v_and_b32 v40, 0xffff0000, v41
	v_bfe_u32 v41, v7, 16, 1                            ; round to bf16
	v_add3_u32 v42, v7, v41, s7
	v_cmp_u_f32 s[20:21], v7, v7
	v_mov_b32 v41, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v41, s[20:21]
	v_and_b32 v41, 0xffff0000, v42
	v_cndmask_b32 v42, 0, v37, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v37, 16, v42
	v_add_u32 v42, 0x12a00, v18                         ; B operand of the product: stage
	ds_write_b16 v42, v37
	v_cndmask_b32 v37, 0, v38, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v38, 16, v37
	v_add_u32 v37, 0x12a02, v18                         ; B operand of the product: stage
	ds_write_b16 v37, v38
	v_cndmask_b32 v37, 0, v40, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v38, 16, v37
	v_add_u32 v37, 0x12a04, v18                         ; B operand of the product: stage
	ds_write_b16 v37, v38
	v_cndmask_b32 v37, 0, v41, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v38, 16, v37
	v_add_u32 v37, 0x12a06, v18                         ; B operand of the product: stage
	ds_write_b16 v37, v38
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v37, 0x12a00, v11                         ; B fragment 0 of k-step 0
	ds_read_b128 v[40:43], v37
	ds_read_b128 v[44:47], v16 offset:21760             ; A fragment 0 of k-step 0
	ds_read_b128 v[48:51], v16 offset:24064             ; A fragment 1 of k-step 0
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[44:47], v[40:43], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[48:51], v[40:43], v[32:35] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_add_u32 v37, 0x12a40, v11                         ; B fragment 0 of k-step 1
	ds_read_b128 v[40:43], v37
	ds_read_b128 v[44:47], v16 offset:21824             ; A fragment 0 of k-step 1
	ds_read_b128 v[48:51], v16 offset:24128             ; A fragment 1 of k-step 1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x32_bf16 v[28:31], v[44:47], v[40:43], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x32
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x32_bf16 v[32:35], v[48:51], v[40:43], v[32:35] ; examples/attention_paged.kgen:26: mfma 16x16x32
	v_mul_f32 v37, v1, v6                               ; examples/attention_paged.kgen:25
	v_cndmask_b32 v6, 0, v8, s[36:37]                   ; absent elements contribute the identity
	v_cndmask_b32 v8, 0, v36, s[40:41]                  ; absent elements contribute the identity
	v_cndmask_b32 v36, 0, v19, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v19, 0, v7, s[52:53]                  ; absent elements contribute the identity
	v_add_f32 v7, v6, v8                                ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v6, v7, v36                               ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v7, v6, v19                               ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v6, v7 offset:swizzle(SWAP,16)       ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v8, v7, v6
	v_and_b32 v6, 63, v0                                ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v6, 32, v6
	v_lshlrev_b32 v6, 2, v6
	ds_bpermute_b32 v7, v6, v8
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v8, v7
	s_and_saveexec_b64 s[20:21], s[16:17]               ; lanes where %vpred_155
	v_add_u32 v7, 0x13b00, v10                          ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	ds_write_b32 v7, v6
	s_mov_b64 exec, s[20:21]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	v_add_u32 v6, 0x13b00, v14                          ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v7, v6
	v_add_u32 v6, 0x13b40, v14                          ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	ds_read_b32 v8, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v7, v8
	v_add_u32 v7, 0x13b80, v14                          ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	ds_read_b32 v8, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v6, v8
	v_add_u32 v6, 0x13bc0, v14                          ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	ds_read_b32 v8, v6
	s_waitcnt lgkmcnt(0)
	v_add_f32 v6, v7, v8
	v_add_f32 v7, v37, v6                               ; examples/attention_paged.kgen:25
	v_mov_b32 v1, v7                                    ; next 'l'
	v_mov_b32 v2, v39                                   ; next 'mx'
	s_add_u32 s19, s19, 64
	s_cmp_lt_u32 s19, s6
	s_cbranch_scc1 .Lattention_paged_split_loop3
.Lattention_paged_split_loop3_end:
	v_cmp_lt_u32 s[6:7], v3, s33                        ; 'r' element in bounds
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_1408
	global_store_dword v26, v28, s[8:9]                 ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v26, v29, s[8:9] offset:4        ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v26, v30, s[8:9] offset:8        ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v26, v31, s[8:9] offset:12       ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v26, v32, s[8:9] offset:64       ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v26, v33, s[8:9] offset:68       ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v26, v34, s[8:9] offset:72       ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v26, v35, s[8:9] offset:76       ; examples/attention_paged.kgen:19: store to 'acc_parts'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[8:9], s[6:7], s[38:39]
	s_and_saveexec_b64 s[6:7], s[8:9]                   ; lanes where %vpred_1409
	global_store_dword v14, v1, s[46:47]                ; examples/attention_paged.kgen:19: store to 'l_parts'
	global_store_dword v14, v2, s[22:23]                ; examples/attention_paged.kgen:19: store to 'mx_parts'
	s_mov_b64 exec, s[6:7]
.Lattention_paged_split_if0_end:
	s_endpgm
.Lfunc_end_attention_paged_split:
	.size	attention_paged_split, .Lfunc_end_attention_paged_split-attention_paged_split

; kernel attention_paged_split_fold: kgen AMDGCN for gfx950 (wave64, code object v5)
; kernel attention_paged_split_fold from examples/attention_paged.kgen
; target gfx950: AMD CDNA4 (MI350)
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
;       19:5 load mx_parts -> L0; 19:5 gt -> L0; 19:5 load l_parts -> L0; 16:10 add -> L1; 19:5 load mx_parts -> L0; 19:5 reduce max -> L1
;       19:5 max -> L1; 24:21 sub -> L0; 24:17 exp -> L0; 19:5 mul -> L0; 19:5 select -> L0; 19:5 reduce sum -> L1
;       29:29 gt -> L1; 19:5 load mx_parts -> L0; 19:5 gt -> L0; 19:5 load acc_parts -> L2; 24:21 sub -> L0; 24:17 exp -> L0
;       19:5 mul -> L2; 19:5 select -> L2; 19:5 reduce sum -> L3; 29:38 div -> L3; 29:23 select -> L3; 29:18 cast -> L3
;   phase 1 (walking 'part' in chunks of 1): max over 'part' (19:5)
;   phase 2 (walking 'part' in chunks of 1): sum over 'part' (19:5), sum over 'part' (19:5)
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
	global_load_dword v6, v5, s[30:31]                  ; examples/attention_paged.kgen:19: load of 'mx_parts'
	global_load_dword v7, v5, s[30:31] offset:32        ; examples/attention_paged.kgen:19: load of 'mx_parts'
	s_waitcnt vmcnt(1)
	v_max_f32 v8, v2, v6                                ; max over 'part' (examples/attention_paged.kgen:19)
	v_cmp_u_f32 s[30:31], v2, v6
	v_mov_b32 v6, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v8, v6, s[30:31]
	s_waitcnt vmcnt(0)
	v_max_f32 v6, v3, v7                                ; max over 'part' (examples/attention_paged.kgen:19)
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
	global_load_dword v6, v5, s[30:31]                  ; examples/attention_paged.kgen:19: load of 'mx_parts'
	s_mov_b64 exec, s[32:33]
	v_add_u32 v7, 8, v4
	v_cmp_lt_u32 s[32:33], v7, s19                      ; 'r' element in bounds
	s_cmp_lg_u32 s24, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[38:39], s[34:35], s[32:33]
	v_mov_b32 v7, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[38:39]               ; lanes where %vpred_56
	global_load_dword v7, v5, s[30:31] offset:32        ; examples/attention_paged.kgen:19: load of 'mx_parts'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v8, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(1)
	v_cndmask_b32 v9, v8, v6, s[36:37]
	v_max_f32 v6, v2, v9                                ; max over 'part' (examples/attention_paged.kgen:19)
	v_cmp_u_f32 s[30:31], v2, v9
	v_mov_b32 v8, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v6, v8, s[30:31]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v8, v6, v7, s[38:39]
	v_max_f32 v6, v3, v8                                ; max over 'part' (examples/attention_paged.kgen:19)
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
	v_mov_b32 v16, 0xff800000                           ; examples/attention_paged.kgen:16
	v_add_f32 v17, v16, 0
	v_max_f32 v16, v17, v2                              ; examples/attention_paged.kgen:19
	v_cmp_u_f32 s[24:25], v17, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v16, v2, s[24:25]
	v_max_f32 v2, v17, v3                               ; examples/attention_paged.kgen:19
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
	global_load_dword v3, v5, s[24:25]                  ; examples/attention_paged.kgen:19: load of 'mx_parts'
	global_load_dword v17, v5, s[24:25] offset:32       ; examples/attention_paged.kgen:19: load of 'mx_parts'
	v_mov_b32 v19, 0xff800000                           ; examples/attention_paged.kgen:19
	s_waitcnt vmcnt(1)
	v_cmp_gt_f32 s[24:25], v3, v19
	v_mov_b32 v19, 0xff800000                           ; examples/attention_paged.kgen:19
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32 s[32:33], v17, v19
	s_add_u32 s34, s10, s28                             ; 'l_parts' at this chunk
	s_addc_u32 s35, s11, s29
	global_load_dword v19, v5, s[34:35]                 ; examples/attention_paged.kgen:19: load of 'l_parts'
	global_load_dword v20, v5, s[34:35] offset:32       ; examples/attention_paged.kgen:19: load of 'l_parts'
	v_mul_f32 v21, 0xbfb8aa3b, v18                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:24)
	v_mov_b32 v22, 0x3fb8aa3b                           ; examples/attention_paged.kgen:24
	v_fma_f32 v23, v3, v22, v21
	v_exp_f32 v3, v23                                   ; examples/attention_paged.kgen:24
	v_mul_f32 v21, 0xbfb8aa3b, v16                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:24)
	v_mov_b32 v22, 0x3fb8aa3b                           ; examples/attention_paged.kgen:24
	v_fma_f32 v23, v17, v22, v21
	v_exp_f32 v17, v23                                  ; examples/attention_paged.kgen:24
	s_waitcnt vmcnt(1)
	v_mul_f32 v21, v19, v3                              ; examples/attention_paged.kgen:19
	s_waitcnt vmcnt(0)
	v_mul_f32 v19, v20, v17                             ; examples/attention_paged.kgen:19
	v_cndmask_b32 v20, 0, v21, s[24:25]                 ; examples/attention_paged.kgen:19
	v_cndmask_b32 v21, 0, v19, s[32:33]                 ; examples/attention_paged.kgen:19
	v_add_f32 v6, v6, v20                               ; sum over 'part' (examples/attention_paged.kgen:19)
	v_add_f32 v7, v7, v21                               ; sum over 'part' (examples/attention_paged.kgen:19)
	s_mul_i32 s28, s14, s15
	s_mul_hi_u32 s29, s14, s15
	s_lshl_b64 s[34:35], s[28:29], 2
	s_add_u32 s28, s30, s34                             ; 'acc_parts' at this chunk
	s_addc_u32 s29, s31, s35
	global_load_dwordx4 v[20:23], v1, s[28:29]          ; examples/attention_paged.kgen:19: 16-byte load of 'acc_parts'
	v_add_u32 v19, 0x1000, v1                           ; examples/attention_paged.kgen:19: 16-byte load of 'acc_parts'
	global_load_dwordx4 v[24:27], v19, s[28:29]
	s_waitcnt vmcnt(1)
	v_mul_f32 v19, v20, v3                              ; examples/attention_paged.kgen:19
	v_mul_f32 v28, v21, v3                              ; examples/attention_paged.kgen:19
	v_mul_f32 v29, v22, v3                              ; examples/attention_paged.kgen:19
	v_mul_f32 v30, v23, v3                              ; examples/attention_paged.kgen:19
	s_waitcnt vmcnt(0)
	v_mul_f32 v3, v24, v17                              ; examples/attention_paged.kgen:19
	v_mul_f32 v20, v25, v17                             ; examples/attention_paged.kgen:19
	v_mul_f32 v21, v26, v17                             ; examples/attention_paged.kgen:19
	v_mul_f32 v22, v27, v17                             ; examples/attention_paged.kgen:19
	v_cndmask_b32 v17, 0, v19, s[24:25]                 ; examples/attention_paged.kgen:19
	v_cndmask_b32 v19, 0, v28, s[24:25]                 ; examples/attention_paged.kgen:19
	v_cndmask_b32 v23, 0, v29, s[24:25]                 ; examples/attention_paged.kgen:19
	v_cndmask_b32 v24, 0, v30, s[24:25]                 ; examples/attention_paged.kgen:19
	v_cndmask_b32 v25, 0, v3, s[32:33]                  ; examples/attention_paged.kgen:19
	v_cndmask_b32 v3, 0, v20, s[32:33]                  ; examples/attention_paged.kgen:19
	v_cndmask_b32 v20, 0, v21, s[32:33]                 ; examples/attention_paged.kgen:19
	v_cndmask_b32 v21, 0, v22, s[32:33]                 ; examples/attention_paged.kgen:19
	v_add_f32 v8, v8, v17                               ; sum over 'part' (examples/attention_paged.kgen:19)
	v_add_f32 v9, v9, v19                               ; sum over 'part' (examples/attention_paged.kgen:19)
	v_add_f32 v10, v10, v23                             ; sum over 'part' (examples/attention_paged.kgen:19)
	v_add_f32 v11, v11, v24                             ; sum over 'part' (examples/attention_paged.kgen:19)
	v_add_f32 v12, v12, v25                             ; sum over 'part' (examples/attention_paged.kgen:19)
	v_add_f32 v13, v13, v3                              ; sum over 'part' (examples/attention_paged.kgen:19)
	v_add_f32 v14, v14, v20                             ; sum over 'part' (examples/attention_paged.kgen:19)
	v_add_f32 v15, v15, v21                             ; sum over 'part' (examples/attention_paged.kgen:19)
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
	global_load_dword v3, v5, s[24:25]                  ; examples/attention_paged.kgen:19: load of 'mx_parts'
	s_mov_b64 exec, s[32:33]
	v_add_u32 v17, 8, v4
	v_cmp_lt_u32 s[32:33], v17, s19                     ; 'r' element in bounds
	s_cmp_lg_u32 s14, 0
	s_cselect_b64 s[34:35], exec, 0
	s_and_b64 s[38:39], s[34:35], s[32:33]
	v_mov_b32 v17, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[38:39]               ; lanes where %vpred_148
	global_load_dword v17, v5, s[24:25] offset:32       ; examples/attention_paged.kgen:19: load of 'mx_parts'
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v19, 0xff800000                           ; examples/attention_paged.kgen:19
	s_waitcnt vmcnt(1)
	v_cmp_gt_f32 s[24:25], v3, v19
	v_mov_b32 v19, 0xff800000                           ; examples/attention_paged.kgen:19
	s_waitcnt vmcnt(0)
	v_cmp_gt_f32 s[32:33], v17, v19
	s_add_u32 s34, s10, s28                             ; 'l_parts' at this chunk
	s_addc_u32 s35, s11, s29
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[36:37]               ; lanes where %vpred_144
	global_load_dword v19, v5, s[34:35]                 ; examples/attention_paged.kgen:19: load of 'l_parts'
	s_mov_b64 exec, s[28:29]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_148
	global_load_dword v20, v5, s[34:35] offset:32       ; examples/attention_paged.kgen:19: load of 'l_parts'
	s_mov_b64 exec, s[28:29]
	v_mul_f32 v21, 0xbfb8aa3b, v18                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:24)
	v_mov_b32 v22, 0x3fb8aa3b                           ; examples/attention_paged.kgen:24
	v_fma_f32 v23, v3, v22, v21
	v_exp_f32 v3, v23                                   ; examples/attention_paged.kgen:24
	v_mul_f32 v21, 0xbfb8aa3b, v16                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:24)
	v_mov_b32 v22, 0x3fb8aa3b                           ; examples/attention_paged.kgen:24
	v_fma_f32 v23, v17, v22, v21
	v_exp_f32 v17, v23                                  ; examples/attention_paged.kgen:24
	s_waitcnt vmcnt(1)
	v_mul_f32 v21, v19, v3                              ; examples/attention_paged.kgen:19
	s_waitcnt vmcnt(0)
	v_mul_f32 v19, v20, v17                             ; examples/attention_paged.kgen:19
	v_cndmask_b32 v20, 0, v21, s[24:25]                 ; examples/attention_paged.kgen:19
	v_cndmask_b32 v21, 0, v19, s[32:33]                 ; examples/attention_paged.kgen:19
	v_cndmask_b32 v19, 0, v20, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v6, v6, v19                               ; sum over 'part' (examples/attention_paged.kgen:19)
	v_cndmask_b32 v19, 0, v21, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v7, v7, v19                               ; sum over 'part' (examples/attention_paged.kgen:19)
	s_mul_i32 s28, s17, s15
	s_mul_hi_u32 s29, s17, s15
	s_lshl_b64 s[34:35], s[28:29], 2
	s_add_u32 s28, s30, s34                             ; 'acc_parts' at this chunk
	s_addc_u32 s29, s31, s35
	v_mov_b32 v19, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[36:37]               ; lanes where %vpred_144
	global_load_dword v19, v1, s[28:29]                 ; examples/attention_paged.kgen:19: load of 'acc_parts'
	s_mov_b64 exec, s[34:35]
	v_mov_b32 v20, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[36:37]               ; lanes where %vpred_144
	global_load_dword v20, v1, s[28:29] offset:4        ; examples/attention_paged.kgen:19: load of 'acc_parts'
	s_mov_b64 exec, s[34:35]
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[36:37]               ; lanes where %vpred_144
	global_load_dword v21, v1, s[28:29] offset:8        ; examples/attention_paged.kgen:19: load of 'acc_parts'
	s_mov_b64 exec, s[34:35]
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[36:37]               ; lanes where %vpred_144
	global_load_dword v22, v1, s[28:29] offset:12       ; examples/attention_paged.kgen:19: load of 'acc_parts'
	s_mov_b64 exec, s[34:35]
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[38:39]               ; lanes where %vpred_148
	v_add_u32 v24, 0x1000, v1                           ; examples/attention_paged.kgen:19: load of 'acc_parts'
	global_load_dword v23, v24, s[28:29]
	s_mov_b64 exec, s[34:35]
	v_mov_b32 v24, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[38:39]               ; lanes where %vpred_148
	v_add_u32 v25, 0x1004, v1                           ; examples/attention_paged.kgen:19: load of 'acc_parts'
	global_load_dword v24, v25, s[28:29]
	s_mov_b64 exec, s[34:35]
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[38:39]               ; lanes where %vpred_148
	v_add_u32 v26, 0x1008, v1                           ; examples/attention_paged.kgen:19: load of 'acc_parts'
	global_load_dword v25, v26, s[28:29]
	s_mov_b64 exec, s[34:35]
	v_mov_b32 v26, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[38:39]               ; lanes where %vpred_148
	v_add_u32 v27, 0x100c, v1                           ; examples/attention_paged.kgen:19: load of 'acc_parts'
	global_load_dword v26, v27, s[28:29]
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(7)
	v_mul_f32 v27, v19, v3                              ; examples/attention_paged.kgen:19
	s_waitcnt vmcnt(6)
	v_mul_f32 v19, v20, v3                              ; examples/attention_paged.kgen:19
	s_waitcnt vmcnt(5)
	v_mul_f32 v20, v21, v3                              ; examples/attention_paged.kgen:19
	s_waitcnt vmcnt(4)
	v_mul_f32 v21, v22, v3                              ; examples/attention_paged.kgen:19
	s_waitcnt vmcnt(3)
	v_mul_f32 v3, v23, v17                              ; examples/attention_paged.kgen:19
	s_waitcnt vmcnt(2)
	v_mul_f32 v22, v24, v17                             ; examples/attention_paged.kgen:19
	s_waitcnt vmcnt(1)
	v_mul_f32 v23, v25, v17                             ; examples/attention_paged.kgen:19
	s_waitcnt vmcnt(0)
	v_mul_f32 v24, v26, v17                             ; examples/attention_paged.kgen:19
	v_cndmask_b32 v17, 0, v27, s[24:25]                 ; examples/attention_paged.kgen:19
	v_cndmask_b32 v25, 0, v19, s[24:25]                 ; examples/attention_paged.kgen:19
	v_cndmask_b32 v19, 0, v20, s[24:25]                 ; examples/attention_paged.kgen:19
	v_cndmask_b32 v20, 0, v21, s[24:25]                 ; examples/attention_paged.kgen:19
	v_cndmask_b32 v21, 0, v3, s[32:33]                  ; examples/attention_paged.kgen:19
	v_cndmask_b32 v3, 0, v22, s[32:33]                  ; examples/attention_paged.kgen:19
	v_cndmask_b32 v22, 0, v23, s[32:33]                 ; examples/attention_paged.kgen:19
	v_cndmask_b32 v23, 0, v24, s[32:33]                 ; examples/attention_paged.kgen:19
	v_cndmask_b32 v24, 0, v17, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v8, v8, v24                               ; sum over 'part' (examples/attention_paged.kgen:19)
	v_cndmask_b32 v17, 0, v25, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v9, v9, v17                               ; sum over 'part' (examples/attention_paged.kgen:19)
	v_cndmask_b32 v17, 0, v19, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v10, v10, v17                             ; sum over 'part' (examples/attention_paged.kgen:19)
	v_cndmask_b32 v17, 0, v20, s[36:37]                 ; absent elements contribute the identity
	v_add_f32 v11, v11, v17                             ; sum over 'part' (examples/attention_paged.kgen:19)
	v_cndmask_b32 v17, 0, v21, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v12, v12, v17                             ; sum over 'part' (examples/attention_paged.kgen:19)
	v_cndmask_b32 v17, 0, v3, s[38:39]                  ; absent elements contribute the identity
	v_add_f32 v13, v13, v17                             ; sum over 'part' (examples/attention_paged.kgen:19)
	v_cndmask_b32 v3, 0, v22, s[38:39]                  ; absent elements contribute the identity
	v_add_f32 v14, v14, v3                              ; sum over 'part' (examples/attention_paged.kgen:19)
	v_cndmask_b32 v3, 0, v23, s[38:39]                  ; absent elements contribute the identity
	v_add_f32 v15, v15, v3                              ; sum over 'part' (examples/attention_paged.kgen:19)
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
	v_cmp_gt_f32 s[6:7], v6, 0                          ; examples/attention_paged.kgen:29
	v_cmp_gt_f32 s[10:11], v7, 0                        ; examples/attention_paged.kgen:29
	v_div_scale_f32 v2, s[12:13], v6, v6, v8            ; examples/attention_paged.kgen:29
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
	v_div_scale_f32 v3, s[12:13], v6, v6, v9            ; examples/attention_paged.kgen:29
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
	v_div_scale_f32 v5, s[12:13], v6, v6, v10           ; examples/attention_paged.kgen:29
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
	v_div_scale_f32 v16, s[12:13], v6, v6, v11          ; examples/attention_paged.kgen:29
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
	v_div_scale_f32 v17, s[12:13], v7, v7, v12          ; examples/attention_paged.kgen:29
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
	v_div_scale_f32 v18, s[12:13], v7, v7, v13          ; examples/attention_paged.kgen:29
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
	v_div_scale_f32 v19, s[12:13], v7, v7, v14          ; examples/attention_paged.kgen:29
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
	v_div_scale_f32 v20, s[12:13], v7, v7, v15          ; examples/attention_paged.kgen:29
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
	v_cndmask_b32 v21, 0, v2, s[6:7]                    ; examples/attention_paged.kgen:29
	v_cndmask_b32 v2, 0, v3, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v3, 0, v5, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v5, 0, v16, s[6:7]                    ; examples/attention_paged.kgen:29
	v_cndmask_b32 v16, 0, v17, s[10:11]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v17, 0, v18, s[10:11]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v18, 0, v19, s[10:11]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v19, 0, v20, s[10:11]                 ; examples/attention_paged.kgen:29
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
	v_mov_b32 v20, v2                                   ; examples/attention_paged.kgen:29: 8-byte store to 'o'
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
	v_mov_b32 v16, v2                                   ; examples/attention_paged.kgen:29: 8-byte store to 'o'
	v_mov_b32 v17, v3
	global_store_dwordx2 v1, v[16:17], s[8:9] offset:2048
	s_branch .Lattention_paged_split_fold_if0_end
.Lattention_paged_split_fold_if0_else:
	v_cmp_gt_f32 s[6:7], v6, 0                          ; examples/attention_paged.kgen:29
	v_cmp_gt_f32 s[10:11], v7, 0                        ; examples/attention_paged.kgen:29
	v_div_scale_f32 v2, s[12:13], v6, v6, v8            ; examples/attention_paged.kgen:29
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
	v_div_scale_f32 v3, s[12:13], v6, v6, v9            ; examples/attention_paged.kgen:29
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
	v_div_scale_f32 v5, s[12:13], v6, v6, v10           ; examples/attention_paged.kgen:29
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
	v_div_scale_f32 v8, s[12:13], v6, v6, v11           ; examples/attention_paged.kgen:29
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
	v_div_scale_f32 v6, s[12:13], v7, v7, v12           ; examples/attention_paged.kgen:29
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
	v_div_scale_f32 v9, s[12:13], v7, v7, v13           ; examples/attention_paged.kgen:29
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
	v_div_scale_f32 v10, s[12:13], v7, v7, v14          ; examples/attention_paged.kgen:29
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
	v_div_scale_f32 v11, s[12:13], v7, v7, v15          ; examples/attention_paged.kgen:29
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
	v_cndmask_b32 v7, 0, v2, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v2, 0, v3, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v3, 0, v5, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v5, 0, v8, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v8, 0, v6, s[10:11]                   ; examples/attention_paged.kgen:29
	v_cndmask_b32 v6, 0, v9, s[10:11]                   ; examples/attention_paged.kgen:29
	v_cndmask_b32 v9, 0, v10, s[10:11]                  ; examples/attention_paged.kgen:29
	v_cndmask_b32 v10, 0, v11, s[10:11]                 ; examples/attention_paged.kgen:29
	v_cmp_lt_u32 s[6:7], v4, s19                        ; 'r' element in bounds
	v_bfe_u32 v11, v7, 16, 1
	v_add3_u32 v12, v7, v11, s4
	v_cmp_u_f32 s[10:11], v7, v7
	v_mov_b32 v7, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v12, v12, v7, s[10:11]
	v_lshrrev_b32 v7, 16, v12
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_248
	global_store_short v1, v7, s[8:9]                   ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v7, v2, 16, 1
	v_add3_u32 v11, v2, v7, s4
	v_cmp_u_f32 s[10:11], v2, v2
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v11, v11, v2, s[10:11]
	v_lshrrev_b32 v2, 16, v11
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_248
	global_store_short v1, v2, s[8:9] offset:2          ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v2, v3, 16, 1
	v_add3_u32 v7, v3, v2, s4
	v_cmp_u_f32 s[10:11], v3, v3
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v7, v7, v2, s[10:11]
	v_lshrrev_b32 v2, 16, v7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_248
	global_store_short v1, v2, s[8:9] offset:4          ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v2, v5, 16, 1
	v_add3_u32 v3, v5, v2, s4
	v_cmp_u_f32 s[10:11], v5, v5
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[10:11]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_248
	global_store_short v1, v2, s[8:9] offset:6          ; examples/attention_paged.kgen:29: store to 'o'
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
	global_store_short v1, v2, s[8:9] offset:2048       ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v2, v6, 16, 1
	v_add3_u32 v3, v6, v2, s4
	v_cmp_u_f32 s[10:11], v6, v6
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[10:11]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_254
	global_store_short v1, v2, s[8:9] offset:2050       ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v2, v9, 16, 1
	v_add3_u32 v3, v9, v2, s4
	v_cmp_u_f32 s[10:11], v9, v9
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[10:11]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_254
	global_store_short v1, v2, s[8:9] offset:2052       ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v2, v10, 16, 1
	v_add3_u32 v3, v10, v2, s4
	v_cmp_u_f32 s[4:5], v10, v10
	v_mov_b32 v2, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v2, s[4:5]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_254
	global_store_short v1, v2, s[8:9] offset:2054       ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[4:5]
.Lattention_paged_split_fold_if0_end:
	s_endpgm
.Lfunc_end_attention_paged_split_fold:
	.size	attention_paged_split_fold, .Lfunc_end_attention_paged_split_fold-attention_paged_split_fold

	.rodata
	.p2align	6
	.amdhsa_kernel attention_paged
		.amdhsa_group_segment_fixed_size 81664
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 90
		.amdhsa_next_free_sgpr 66
		.amdhsa_accum_offset 92
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
		.amdhsa_group_segment_fixed_size 81664
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 108
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 90
		.amdhsa_next_free_sgpr 78
		.amdhsa_accum_offset 92
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
    .group_segment_fixed_size: 81664
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .vgpr_count:     90
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
    .group_segment_fixed_size: 81664
    .kernarg_segment_align: 8
    .kernarg_segment_size: 108
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     84
    .sgpr_spill_count: 0
    .vgpr_count:     90
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
amdhsa.target:   amdgcn-amd-amdhsa--gfx950
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
