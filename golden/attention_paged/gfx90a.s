; kgen AMDGCN module for gfx90a: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5

; kernel attention_paged: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel attention_paged from examples/attention_paged.kgen
; target gfx90a: AMD CDNA2 (MI200)
;   block: 256 threads = 4 x 64-wide waves
;   grid: r, b
;   chunk: b: 1, r: 16, tt: 64, d: 128; walked in chunks: none
;   layout: b:1 x r:16 x tt:64: reg[tt1 tt2] lane[r1 r2 r4 r8 tt4 tt8] warp[tt16 tt32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 16x16x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (40 shuffle and conversion instructions per thread)
;   product 21:34 tt x r contracting d (as the transposed product): 4 x 1 warps, each mfma 16x16x16 tiles
;   product 26:29 d x r contracting tt (as the transposed product): 4 x 1 warps, each mfma 16x16x16 tiles
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
;   split reduction over 't' where fewer than 104 programs run (208 fill the Instinct MI210): attention_paged_split walks parts of 'T', the argument 'rows' rows each (a multiple of 64, at least 128, chosen at launch), into acc_parts: f32[parts, B, R, 128], l_parts: f32[parts, B, R], mx_parts: f32[parts, B, R]; attention_paged_split_fold folds the parts ('acc' and 'l' rescaled to the largest 'mx' of the parts: a log-sum-exp combine) and stores: two launches, no atomics
; resources: 75 VGPRs, 0 AGPRs, 66 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 28416 bytes LDS, 72 bytes of arguments, 256 threads
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
	v_lshlrev_b32 v4, 1, v5                             ; thread's first 16 bytes in opinv0
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
	s_mov_b32 s30, s24
	s_mov_b32 s31, 0
	s_lshl_b64 s[34:35], s[30:31], 2
	s_add_u32 s30, s14, s34                             ; 'lens' at this program
	s_addc_u32 s31, s15, s35
	v_lshlrev_b32 v5, 2, v2
	v_lshrrev_b32 v7, 5, v1
	v_and_b32 v8, 31, v1
	v_lshlrev_b32 v9, 2, v8
	v_mov_b32 v8, 0x88
	v_mul_lo_u32 v10, v8, v7
	v_add_u32 v8, v10, v9
	v_lshlrev_b32 v10, 1, v8                            ; thread's place in opa1
	v_cmp_eq_u32 s[14:15], v3, 0                        ; one thread of each group of copies
	v_lshlrev_b32 v8, 2, v5
	v_lshlrev_b32 v11, 2, v7
	v_and_b32 v12, 3, v2
	v_lshlrev_b32 v13, 2, v12
	v_lshrrev_b32 v14, 6, v1
	v_lshlrev_b32 v15, 5, v14
	v_or_b32 v16, v13, v15                              ; thread's 'd' coordinate
	v_lshlrev_b32 v13, 2, v16
	v_lshlrev_b32 v17, 2, v9
	v_lshlrev_b32 v18, 4, v14
	v_or_b32 v19, v3, v18                               ; thread's 'r' coordinate
	v_lshlrev_b32 v18, 3, v12
	v_mov_b32 v12, 0x88
	v_mul_lo_u32 v20, v12, v19
	v_add_u32 v12, v20, v18
	v_lshlrev_b32 v19, 1, v12                           ; thread's M-fragment place
	v_mov_b32 v12, 0x88
	v_mul_lo_u32 v20, v12, v3
	v_add_u32 v12, v20, v18
	v_lshlrev_b32 v20, 1, v12                           ; thread's N-fragment place
	v_and_b32 v12, 1, v14
	v_lshrrev_b32 v14, 7, v1
	v_and_b32 v21, 1, v14
	v_lshlrev_b32 v14, 1, v21
	v_or_b32 v21, v12, v14                              ; warp group along 'tt'
	v_mul_lo_u32 v12, 16, v21
	v_add_u32 v14, v12, v3
	v_lshlrev_b32 v12, 2, v14
	v_lshlrev_b32 v14, 2, v3
	v_and_b32 v21, 48, v1
	v_cmp_eq_u32 s[34:35], v21, 0                       ; one lane per warp group and element publishes
	v_mov_b32 v1, 0x80
	v_mul_lo_u32 v21, v1, v7
	v_add_u32 v1, v21, v9
	v_lshlrev_b32 v21, 1, v1                            ; thread's byte offset in a chunk of 'vc'
	v_mov_b32 v1, 0x48
	v_mul_lo_u32 v22, v1, v9
	v_add_u32 v1, v22, v7
	v_lshlrev_b32 v9, 1, v1                             ; thread's place in opa1
	v_or_b32 v1, v3, v15                                ; thread's 'r' coordinate
	v_mov_b32 v15, 0x48
	v_mul_lo_u32 v22, v15, v1
	v_add_u32 v1, v22, v18
	v_lshlrev_b32 v15, 1, v1                            ; thread's M-fragment place
	v_mov_b32 v1, 0x48
	v_mul_lo_u32 v22, v1, v3
	v_add_u32 v1, v22, v5
	v_lshlrev_b32 v23, 1, v1                            ; thread's place in opb5
	v_add_u32 v1, v22, v18
	v_lshlrev_b32 v18, 1, v1                            ; thread's N-fragment place
	v_mov_b32 v1, 0x80
	v_mul_lo_u32 v22, v1, v3
	v_add_u32 v1, v22, v16
	v_lshlrev_b32 v22, 1, v1                            ; thread's byte offset in a chunk of 'o'
	s_add_u32 s36, s16, s28                             ; 'o' at this program
	s_addc_u32 s37, s17, s29
	s_add_u32 s16, s36, s32                             ; 'o' at this program
	s_addc_u32 s17, s37, s33
	s_cmp_eq_u32 s27, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_paged_if0_else
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	global_load_dwordx4 v[24:27], v6, s[6:7]            ; examples/attention_paged.kgen:21: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v4, v[24:27]                          ; 16 bytes into opinv0
	v_add_f32 v1, 0, 0                                  ; examples/attention_paged.kgen:18
	v_mov_b32 v24, v1                                   ; loop-carried 'acc'
	v_mov_b32 v25, v1                                   ; loop-carried 'acc'
	v_mov_b32 v26, v1                                   ; loop-carried 'acc'
	v_mov_b32 v27, v1                                   ; loop-carried 'acc'
	v_mov_b32 v28, v1                                   ; loop-carried 'acc'
	v_mov_b32 v29, v1                                   ; loop-carried 'acc'
	v_mov_b32 v30, v1                                   ; loop-carried 'acc'
	v_mov_b32 v31, v1                                   ; loop-carried 'acc'
	v_mov_b32 v32, v1                                   ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_paged.kgen:16
	v_add_f32 v33, v1, 0
	v_mov_b32 v1, v33                                   ; loop-carried 'mx'
	v_mov_b32 v33, 0                                    ; examples/attention_paged.kgen:21: load of 'lens'
	global_load_dword v34, v33, s[30:31]
	s_waitcnt vmcnt(0)
	v_max_i32 v33, 0, v34
	v_min_u32 v35, s23, v33                             ; for tt: stops after the last 'tt' the mask at 21:13 shows (tt <= lens[b] - 1)
	v_cmp_ge_u32 s[28:29], v35, 64                      ; at least one whole chunk of 'tt'
	v_sub_u32 v33, v35, 63
	v_cndmask_b32 v36, 0, v33, s[28:29]                 ; full chunks start below extent - chunk + 1
	v_readfirstlane_b32 s20, v36
	s_mov_b32 s25, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s25, s20
	s_cbranch_scc1 .Lattention_paged_loop0_end
.Lattention_paged_loop0:
	v_add_u32 v33, s25, v5
	v_add_u32 v36, 0, v33                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v37, 1, v33                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v38, 2, v33                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v39, 3, v33                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[28:29], v36, v34                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[32:33], v37, v34                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[36:37], v38, v34                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[38:39], v39, v34                     ; examples/attention_paged.kgen:21
	s_add_i32 s40, s24, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s41, s25, 6
	s_mul_i32 s42, s40, s22
	s_add_u32 s43, s42, s41
	s_lshl_b32 s42, s43, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s40, s19                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s40, 1, 0
	s_cmp_lt_u32 s41, s22                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s41, 1, 0
	s_and_b32 s43, s40, s41
	v_mov_b32 v33, 0                                    ; absent element
	s_cmp_eq_u32 s43, 0                                 ; if %upred_87
	s_cbranch_scc1 .Lattention_paged_skip0
	v_mov_b32 v40, s42                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v33, v40, s[12:13]
.Lattention_paged_skip0:
	v_lshrrev_b32 v40, 6, v36                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v41, 64, v40
	v_sub_u32 v40, v36, v41
	v_lshrrev_b32 v36, 6, v37                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v41, 64, v36
	v_sub_u32 v36, v37, v41
	v_lshrrev_b32 v37, 6, v38                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v41, 64, v37
	v_sub_u32 v37, v38, v41
	v_lshrrev_b32 v38, 6, v39                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v41, 64, v38
	v_sub_u32 v38, v39, v41
	s_and_saveexec_b64 s[40:41], s[14:15]               ; lanes where %vpred_93
	ds_write_b32 v8, v40 offset:22784                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v36 offset:22788                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v37 offset:22792                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v38 offset:22796                   ; convert the operand at 21:56: write this thread's elements
	s_mov_b64 exec, s[40:41]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v11 offset:22784                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v37, v11 offset:22816                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v38, v11 offset:22848                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v39, v11 offset:22880                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v40, v11 offset:22912                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v41, v11 offset:22944                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v42, v11 offset:22976                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v43, v11 offset:23008                   ; convert the operand at 21:56: read in the new layout
	v_add_u32 v44, 0, v16
	v_add_u32 v45, 0, v44                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v46, 1, v44                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v47, 2, v44                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v48, 3, v44                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v49, 16, v44                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v50, 17, v44                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v51, 18, v44                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v52, 19, v44                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[40:41], s[14:15]               ; lanes where %vpred_93
	ds_write_b32 v13, v45 offset:23040                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v46 offset:23044                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v47 offset:23048                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v48 offset:23052                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v49 offset:23104                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v50 offset:23108                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v51 offset:23112                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v52 offset:23116                  ; convert the operand at 21:65: write this thread's elements
	s_mov_b64 exec, s[40:41]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v44, v17 offset:23040                   ; convert the operand at 21:65: read in the new layout
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[40:41], v33, s21                     ; subscript 0 of 'kc' inside [0, NP)
	v_cmp_lt_u32 s[42:43], v36, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[40:41], s[42:43]
	v_mov_b32 v45, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[42:43], v44, v45
	s_and_b64 s[46:47], s[44:45], s[42:43]
	v_mov_b32 v45, 0x2000
	v_mul_lo_u32 v46, v45, v33
	v_mov_b32 v45, 0x80
	v_mul_lo_u32 v47, v45, v36
	v_add_u32 v36, v46, v47
	v_add_u32 v45, v36, v44
	v_lshlrev_b32 v36, 1, v45                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[46:47]               ; lanes where %vpred_128
	global_load_dwordx2 v[48:49], v36, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[48:49] offset:4352              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[44:45], v37, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[46:47], s[40:41], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[42:43]
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v45, v36, v37
	v_add_u32 v36, v46, v45
	v_add_u32 v37, v36, v44
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_139
	global_load_dwordx2 v[48:49], v36, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[48:49] offset:6528              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[44:45], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[46:47], s[40:41], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[42:43]
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v37, v36, v38
	v_add_u32 v36, v46, v37
	v_add_u32 v37, v36, v44
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_148
	global_load_dwordx2 v[48:49], v36, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[48:49] offset:8704              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[44:45], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[46:47], s[40:41], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[42:43]
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v37, v36, v39
	v_add_u32 v36, v46, v37
	v_add_u32 v37, v36, v44
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_157
	global_load_dwordx2 v[38:39], v36, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:10880             ; A operand of the product: stage a run
	v_cmp_lt_u32 s[44:45], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[46:47], s[40:41], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[42:43]
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v37, v36, v40
	v_add_u32 v36, v46, v37
	v_add_u32 v37, v36, v44
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_166
	global_load_dwordx2 v[38:39], v36, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:13056             ; A operand of the product: stage a run
	v_cmp_lt_u32 s[44:45], v41, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[46:47], s[40:41], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[42:43]
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v37, v36, v41
	v_add_u32 v36, v46, v37
	v_add_u32 v37, v36, v44
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_175
	global_load_dwordx2 v[38:39], v36, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:15232             ; A operand of the product: stage a run
	v_cmp_lt_u32 s[44:45], v42, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[46:47], s[40:41], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[42:43]
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v37, v36, v42
	v_add_u32 v36, v46, v37
	v_add_u32 v37, v36, v44
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_184
	global_load_dwordx2 v[38:39], v36, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:17408             ; A operand of the product: stage a run
	v_cmp_lt_u32 s[44:45], v43, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[46:47], s[40:41], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[42:43]
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v37, v36, v43
	v_add_u32 v36, v46, v37
	v_add_u32 v37, v36, v44
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[42:43], s[44:45]               ; lanes where %vpred_193
	global_load_dwordx2 v[38:39], v36, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:19584             ; A operand of the product: stage a run
	v_mov_b32 v36, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v38, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	ds_read_b128 v[40:43], v20                          ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[44:47], v19 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[36:39], v[44:45], v[40:41], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[36:39], v[46:47], v[42:43], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[40:43], v20 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[44:47], v19 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[36:39], v[44:45], v[40:41], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[36:39], v[46:47], v[42:43], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[40:43], v20 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[44:47], v19 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[36:39], v[44:45], v[40:41], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[36:39], v[46:47], v[42:43], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[40:43], v20 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[44:47], v19 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[36:39], v[44:45], v[40:41], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[36:39], v[46:47], v[42:43], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_mul_f32 v40, s18, v36                             ; examples/attention_paged.kgen:21
	v_mul_f32 v41, s18, v37                             ; examples/attention_paged.kgen:21
	v_mul_f32 v42, s18, v38                             ; examples/attention_paged.kgen:21
	v_mul_f32 v43, s18, v39                             ; examples/attention_paged.kgen:21
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v37, v36, v40, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v38, v36, v41, s[32:33]
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v39, v36, v42, s[36:37]
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v40, v36, v43, s[38:39]
	v_max_f32 v36, v37, v38                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v37, v38
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v42, v36, v41, s[28:29]
	v_max_f32 v36, v42, v39                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v42, v39
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v42, v36, v41, s[28:29]
	v_max_f32 v36, v42, v40                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v42, v40
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v42, v36, v41, s[28:29]
	ds_swizzle_b32 v36, v42 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v41, v42, v36
	v_cmp_u_f32 s[28:29], v42, v36
	v_mov_b32 v36, 0x7fc00000
	v_cndmask_b32 v42, v41, v36, s[28:29]
	v_and_b32 v36, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v36, 32, v36
	v_lshlrev_b32 v36, 2, v36
	ds_bpermute_b32 v41, v36, v42
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v42, v41
	v_cmp_u_f32 s[28:29], v42, v41
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v42, v36, v41, s[28:29]
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_270
	ds_write_b32 v12, v42 offset:23552                  ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v14 offset:23552                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v41, v14 offset:23616                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v36, v41
	v_cmp_u_f32 s[28:29], v36, v41
	v_mov_b32 v36, 0x7fc00000
	v_cndmask_b32 v41, v42, v36, s[28:29]
	ds_read_b32 v36, v14 offset:23680                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v41, v36
	v_cmp_u_f32 s[28:29], v41, v36
	v_mov_b32 v36, 0x7fc00000
	v_cndmask_b32 v41, v42, v36, s[28:29]
	ds_read_b32 v36, v14 offset:23744                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v41, v36
	v_cmp_u_f32 s[28:29], v41, v36
	v_mov_b32 v36, 0x7fc00000
	v_cndmask_b32 v41, v42, v36, s[28:29]
	v_max_f32 v36, v1, v41                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[28:29], v1, v41
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v42, v36, v41, s[28:29]
	v_sub_f32 v36, v1, v42                              ; examples/attention_paged.kgen:24
	v_mul_f32 v41, 0x3fb8aa3b, v36                      ; examples/attention_paged.kgen:24
	v_exp_f32 v36, v41                                  ; examples/attention_paged.kgen:24
	v_mul_f32 v41, v24, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v43, v25, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v44, v26, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v45, v27, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v46, v28, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v47, v29, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v48, v30, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v49, v31, v36                             ; examples/attention_paged.kgen:26
	v_mov_b32 v24, v41                                  ; 'acc' scaled in place
	v_mov_b32 v25, v43                                  ; 'acc' scaled in place
	v_mov_b32 v26, v44                                  ; 'acc' scaled in place
	v_mov_b32 v27, v45                                  ; 'acc' scaled in place
	v_mov_b32 v28, v46                                  ; 'acc' scaled in place
	v_mov_b32 v29, v47                                  ; 'acc' scaled in place
	v_mov_b32 v30, v48                                  ; 'acc' scaled in place
	v_mov_b32 v31, v49                                  ; 'acc' scaled in place
	v_cndmask_b32 v41, 0, v33, s[40:41]
	v_mov_b32 v33, 0x2000
	v_mul_lo_u32 v44, v41, v33
	v_mov_b32 v33, 0x2000
	v_mul_hi_u32 v45, v41, v33
	v_lshlrev_b64 v[46:47], 1, v[44:45]
	v_add_co_u32 v44, vcc, s10, v46                     ; 'vc' at this page
	v_mov_b32 v33, s11
	v_addc_co_u32 v45, vcc, v33, v47, vcc
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	s_nop 4
	global_load_ushort v33, v21, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	s_nop 4
	global_load_ushort v33, v21, s[32:33] offset:2
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	s_nop 4
	global_load_ushort v33, v21, s[32:33] offset:4
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	s_nop 4
	global_load_ushort v33, v21, s[32:33] offset:6
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	s_nop 4
	global_load_ushort v33, v21, s[32:33] offset:2048
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	s_nop 4
	global_load_ushort v33, v21, s[32:33] offset:2050
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	s_nop 4
	global_load_ushort v33, v21, s[32:33] offset:2052
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	s_nop 4
	global_load_ushort v33, v21, s[32:33] offset:2054
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v52, 0x1000, v21
	s_nop 3
	global_load_ushort v33, v52, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v53, 0x1002, v21
	s_nop 3
	global_load_ushort v33, v53, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v54, 0x1004, v21
	s_nop 3
	global_load_ushort v33, v54, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v55, 0x1006, v21
	s_nop 3
	global_load_ushort v33, v55, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v56, 0x1800, v21
	s_nop 3
	global_load_ushort v33, v56, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v57, 0x1802, v21
	s_nop 3
	global_load_ushort v33, v57, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v58, 0x1804, v21
	s_nop 3
	global_load_ushort v33, v58, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v59, 0x1806, v21
	s_nop 3
	global_load_ushort v33, v59, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v60, 0x2000, v21
	s_nop 3
	global_load_ushort v33, v60, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v61, 0x2002, v21
	s_nop 3
	global_load_ushort v33, v61, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v62, 0x2004, v21
	s_nop 3
	global_load_ushort v33, v62, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v63, 0x2006, v21
	s_nop 3
	global_load_ushort v33, v63, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v64, 0x2800, v21
	s_nop 3
	global_load_ushort v33, v64, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v65, 0x2802, v21
	s_nop 3
	global_load_ushort v33, v65, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v66, 0x2804, v21
	s_nop 3
	global_load_ushort v33, v66, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v67, 0x2806, v21
	s_nop 3
	global_load_ushort v33, v67, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v68, 0x3000, v21
	s_nop 3
	global_load_ushort v33, v68, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v69, 0x3002, v21
	s_nop 3
	global_load_ushort v33, v69, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v70, 0x3004, v21
	s_nop 3
	global_load_ushort v33, v70, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v71, 0x3006, v21
	s_nop 3
	global_load_ushort v33, v71, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v72, 0x3800, v21
	s_nop 3
	global_load_ushort v33, v72, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v73, 0x3802, v21
	s_nop 3
	global_load_ushort v33, v73, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v74, 0x3804, v21
	s_nop 3
	global_load_ushort v33, v74, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_124
	v_readfirstlane_b32 s32, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v45
	v_add_u32 v44, 0x3806, v21
	s_nop 3
	global_load_ushort v33, v44, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v33
	v_lshrrev_b32 v33, 16, v41
	ds_write_b16 v9, v33 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v43
	ds_write_b16 v9, v33 offset:4496                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v46
	ds_write_b16 v9, v33 offset:4640                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v47
	ds_write_b16 v9, v33 offset:4784                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v48
	ds_write_b16 v9, v33 offset:4368                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v49
	ds_write_b16 v9, v33 offset:4512                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v50
	ds_write_b16 v9, v33 offset:4656                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v51
	ds_write_b16 v9, v33 offset:4800                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v52
	ds_write_b16 v9, v33 offset:4384                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v53
	ds_write_b16 v9, v33 offset:4528                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v54
	ds_write_b16 v9, v33 offset:4672                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v55
	ds_write_b16 v9, v33 offset:4816                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v56
	ds_write_b16 v9, v33 offset:4400                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v57
	ds_write_b16 v9, v33 offset:4544                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v58
	ds_write_b16 v9, v33 offset:4688                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v59
	ds_write_b16 v9, v33 offset:4832                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v60
	ds_write_b16 v9, v33 offset:4416                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v61
	ds_write_b16 v9, v33 offset:4560                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v62
	ds_write_b16 v9, v33 offset:4704                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v63
	ds_write_b16 v9, v33 offset:4848                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v64
	ds_write_b16 v9, v33 offset:4432                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v65
	ds_write_b16 v9, v33 offset:4576                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v66
	ds_write_b16 v9, v33 offset:4720                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v67
	ds_write_b16 v9, v33 offset:4864                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v68
	ds_write_b16 v9, v33 offset:4448                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v69
	ds_write_b16 v9, v33 offset:4592                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v70
	ds_write_b16 v9, v33 offset:4736                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v71
	ds_write_b16 v9, v33 offset:4880                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v72
	ds_write_b16 v9, v33 offset:4464                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v73
	ds_write_b16 v9, v33 offset:4608                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v74
	ds_write_b16 v9, v33 offset:4752                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v44
	ds_write_b16 v9, v33 offset:4896                    ; A operand of the product: stage
	v_mul_f32 v33, 0xbfb8aa3b, v42                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v41, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v43, v37, v41, v33
	v_exp_f32 v37, v43                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v41, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v43, v38, v41, v33
	v_exp_f32 v38, v43                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v41, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v43, v39, v41, v33
	v_exp_f32 v39, v43                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v41, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v43, v40, v41, v33
	v_exp_f32 v33, v43                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v40, v37, 16, 1                           ; round to bf16
	v_add3_u32 v41, v37, v40, s4
	v_cmp_u_f32 s[28:29], v37, v37
	v_mov_b32 v40, 0x7fc00000
	v_cndmask_b32 v41, v41, v40, s[28:29]
	v_and_b32 v40, 0xffff0000, v41
	v_bfe_u32 v41, v38, 16, 1                           ; round to bf16
	v_add3_u32 v43, v38, v41, s4
	v_cmp_u_f32 s[28:29], v38, v38
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v43, v43, v41, s[28:29]
	v_and_b32 v41, 0xffff0000, v43
	v_bfe_u32 v43, v39, 16, 1                           ; round to bf16
	v_add3_u32 v44, v39, v43, s4
	v_cmp_u_f32 s[28:29], v39, v39
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v44, v43, s[28:29]
	v_and_b32 v43, 0xffff0000, v44
	v_bfe_u32 v44, v33, 16, 1                           ; round to bf16
	v_add3_u32 v45, v33, v44, s4
	v_cmp_u_f32 s[28:29], v33, v33
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v45, v44, s[28:29]
	v_and_b32 v44, 0xffff0000, v45
	v_lshrrev_b32 v45, 16, v40
	ds_write_b16 v23, v45 offset:23808                  ; B operand of the product: stage
	v_lshrrev_b32 v40, 16, v41
	ds_write_b16 v23, v40 offset:23810                  ; B operand of the product: stage
	v_lshrrev_b32 v40, 16, v43
	ds_write_b16 v23, v40 offset:23812                  ; B operand of the product: stage
	v_lshrrev_b32 v40, 16, v44
	ds_write_b16 v23, v40 offset:23814                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[44:47], v18 offset:23808             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[48:51], v15 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[52:55], v15 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[24:27], v[48:49], v[44:45], v[24:27] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[28:31], v[52:53], v[44:45], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[24:27], v[50:51], v[46:47], v[24:27] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[28:31], v[54:55], v[46:47], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x16
	ds_read_b128 v[44:47], v18 offset:23872             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[48:51], v15 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[52:55], v15 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[24:27], v[48:49], v[44:45], v[24:27] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[28:31], v[52:53], v[44:45], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[24:27], v[50:51], v[46:47], v[24:27] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[28:31], v[54:55], v[46:47], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mul_f32 v40, v32, v36                             ; examples/attention_paged.kgen:25
	v_add_f32 v36, v37, v38                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v37, v36, v39                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v36, v37, v33                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v33, v36 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v36, v33
	v_and_b32 v33, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v36, v33, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v37, v36
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_270
	ds_write_b32 v12, v33 offset:28160                  ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v14 offset:28160                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v36, v14 offset:28224                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v33, v36
	ds_read_b32 v33, v14 offset:28288                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v36, v37, v33
	ds_read_b32 v33, v14 offset:28352                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v36, v33
	v_add_f32 v33, v40, v37                             ; examples/attention_paged.kgen:25
	v_mov_b32 v32, v33                                  ; next 'l'
	v_mov_b32 v1, v42                                   ; next 'mx'
	s_add_u32 s25, s25, 64
	s_cmp_lt_u32 s25, s20
	s_cbranch_scc1 .Lattention_paged_loop0
.Lattention_paged_loop0_end:
	v_readfirstlane_b32 s20, v35
	s_mov_b32 s28, s25                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s28, s20
	s_cbranch_scc1 .Lattention_paged_loop1_end
.Lattention_paged_loop1:
	v_sub_u32 v33, v35, s28
	v_add_u32 v36, s28, v5
	v_add_u32 v37, 0, v36                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v38, 1, v36                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v39, 2, v36                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v40, 3, v36                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[32:33], v37, v34                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[36:37], v38, v34                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[38:39], v39, v34                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[40:41], v40, v34                     ; examples/attention_paged.kgen:21
	s_add_i32 s25, s24, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s29, s28, 6
	s_mul_i32 s42, s25, s22
	s_add_u32 s43, s42, s29
	s_lshl_b32 s42, s43, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s25, s19                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s25, 1, 0
	s_cmp_lt_u32 s29, s22                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s29, 1, 0
	s_and_b32 s43, s25, s29
	v_mov_b32 v36, 0                                    ; absent element
	s_cmp_eq_u32 s43, 0                                 ; if %upred_480
	s_cbranch_scc1 .Lattention_paged_skip1
	v_mov_b32 v41, s42                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v36, v41, s[12:13]
.Lattention_paged_skip1:
	v_lshrrev_b32 v41, 6, v37                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v42, 64, v41
	v_sub_u32 v41, v37, v42
	v_lshrrev_b32 v37, 6, v38                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v42, 64, v37
	v_sub_u32 v37, v38, v42
	v_lshrrev_b32 v38, 6, v39                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v42, 64, v38
	v_sub_u32 v38, v39, v42
	v_lshrrev_b32 v39, 6, v40                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v42, 64, v39
	v_sub_u32 v39, v40, v42
	s_and_saveexec_b64 s[42:43], s[14:15]               ; lanes where %vpred_93
	ds_write_b32 v8, v41 offset:22784                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v37 offset:22788                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v38 offset:22792                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v39 offset:22796                   ; convert the operand at 21:56: write this thread's elements
	s_mov_b64 exec, s[42:43]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v37, v11 offset:22784                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v38, v11 offset:22816                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v39, v11 offset:22848                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v40, v11 offset:22880                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v41, v11 offset:22912                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v42, v11 offset:22944                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v43, v11 offset:22976                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v44, v11 offset:23008                   ; convert the operand at 21:56: read in the new layout
	v_add_u32 v45, 0, v16
	v_add_u32 v46, 0, v45                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v47, 1, v45                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v48, 2, v45                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v49, 3, v45                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v50, 16, v45                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v51, 17, v45                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v52, 18, v45                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v53, 19, v45                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[42:43], s[14:15]               ; lanes where %vpred_93
	ds_write_b32 v13, v46 offset:23040                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v47 offset:23044                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v48 offset:23048                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v49 offset:23052                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v50 offset:23104                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v51 offset:23108                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v52 offset:23112                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v53 offset:23116                  ; convert the operand at 21:65: write this thread's elements
	s_mov_b64 exec, s[42:43]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v45, v17 offset:23040                   ; convert the operand at 21:65: read in the new layout
	v_cmp_lt_u32 s[42:43], v7, v33                      ; 'tt' element in bounds
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[44:45], v36, s21                     ; subscript 0 of 'kc' inside [0, NP)
	s_and_b64 s[46:47], s[42:43], s[44:45]
	v_cmp_lt_u32 s[42:43], v37, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[48:49], s[46:47], s[42:43]
	v_mov_b32 v46, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[42:43], v45, v46
	s_and_b64 s[50:51], s[48:49], s[42:43]
	v_mov_b32 v46, 0x2000
	v_mul_lo_u32 v47, v46, v36
	v_mov_b32 v46, 0x80
	v_mul_lo_u32 v48, v46, v37
	v_add_u32 v37, v47, v48
	v_add_u32 v46, v37, v45
	v_lshlrev_b32 v37, 1, v46                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[48:49], s[50:51]               ; lanes where %vpred_513
	global_load_dwordx2 v[48:49], v37, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[48:49] offset:4352              ; A operand of the product: stage a run
	v_add_u32 v37, 8, v7
	v_cmp_lt_u32 s[48:49], v37, v33                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[50:51], s[48:49]
	s_and_b64 s[48:49], s[52:53], s[42:43]
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v46, v37, v38
	v_add_u32 v37, v47, v46
	v_add_u32 v38, v37, v45
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[48:49]               ; lanes where %vpred_526
	global_load_dwordx2 v[48:49], v37, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[48:49] offset:6528              ; A operand of the product: stage a run
	v_add_u32 v37, 16, v7
	v_cmp_lt_u32 s[48:49], v37, v33                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[54:55], s[52:53], s[48:49]
	s_and_b64 s[48:49], s[54:55], s[42:43]
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v38, v37, v39
	v_add_u32 v37, v47, v38
	v_add_u32 v38, v37, v45
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[54:55], s[48:49]               ; lanes where %vpred_538
	global_load_dwordx2 v[38:39], v37, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:8704              ; A operand of the product: stage a run
	v_add_u32 v37, 24, v7
	v_cmp_lt_u32 s[48:49], v37, v33                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[54:55], s[48:49]
	s_and_b64 s[48:49], s[56:57], s[42:43]
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v38, v37, v40
	v_add_u32 v37, v47, v38
	v_add_u32 v38, v37, v45
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[56:57], s[48:49]               ; lanes where %vpred_550
	global_load_dwordx2 v[38:39], v37, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:10880             ; A operand of the product: stage a run
	v_add_u32 v37, 32, v7
	v_cmp_lt_u32 s[48:49], v37, v33                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v41, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[56:57], s[48:49]
	s_and_b64 s[48:49], s[58:59], s[42:43]
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v38, v37, v41
	v_add_u32 v37, v47, v38
	v_add_u32 v38, v37, v45
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[48:49]               ; lanes where %vpred_562
	global_load_dwordx2 v[38:39], v37, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:13056             ; A operand of the product: stage a run
	v_add_u32 v37, 40, v7
	v_cmp_lt_u32 s[48:49], v37, v33                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v42, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[60:61], s[58:59], s[48:49]
	s_and_b64 s[48:49], s[60:61], s[42:43]
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v38, v37, v42
	v_add_u32 v37, v47, v38
	v_add_u32 v38, v37, v45
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[60:61], s[48:49]               ; lanes where %vpred_574
	global_load_dwordx2 v[38:39], v37, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:15232             ; A operand of the product: stage a run
	v_add_u32 v37, 48, v7
	v_cmp_lt_u32 s[48:49], v37, v33                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v43, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[62:63], s[60:61], s[48:49]
	s_and_b64 s[48:49], s[62:63], s[42:43]
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v38, v37, v43
	v_add_u32 v37, v47, v38
	v_add_u32 v38, v37, v45
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[62:63], s[48:49]               ; lanes where %vpred_586
	global_load_dwordx2 v[38:39], v37, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:17408             ; A operand of the product: stage a run
	v_add_u32 v37, 56, v7
	v_cmp_lt_u32 s[48:49], v37, v33                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v44, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[62:63], s[48:49]
	s_and_b64 s[48:49], s[64:65], s[42:43]
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v38, v37, v44
	v_add_u32 v37, v47, v38
	v_add_u32 v38, v37, v45
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[42:43], s[48:49]               ; lanes where %vpred_598
	global_load_dwordx2 v[38:39], v37, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:19584             ; A operand of the product: stage a run
	v_mov_b32 v38, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v40, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	ds_read_b128 v[42:45], v20                          ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[46:49], v19 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[46:47], v[42:43], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[48:49], v[44:45], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[42:45], v20 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[46:49], v19 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[46:47], v[42:43], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[48:49], v[44:45], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[42:45], v20 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[46:49], v19 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[46:47], v[42:43], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[48:49], v[44:45], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[42:45], v20 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[46:49], v19 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[46:47], v[42:43], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[48:49], v[44:45], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_mul_f32 v37, s18, v38                             ; examples/attention_paged.kgen:21
	v_mul_f32 v42, s18, v39                             ; examples/attention_paged.kgen:21
	v_mul_f32 v43, s18, v40                             ; examples/attention_paged.kgen:21
	v_mul_f32 v44, s18, v41                             ; examples/attention_paged.kgen:21
	v_mov_b32 v38, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v39, v38, v37, s[32:33]
	v_mov_b32 v37, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v38, v37, v42, s[36:37]
	v_mov_b32 v37, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v40, v37, v43, s[38:39]
	v_mov_b32 v37, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v41, v37, v44, s[40:41]
	v_cmp_lt_u32 s[32:33], v3, s26                      ; 'r' element in bounds
	v_cmp_lt_u32 s[36:37], v5, v33                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[32:33], s[36:37]
	v_mov_b32 v37, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v42, v37, v39, s[38:39]
	v_add_u32 v37, 1, v5
	v_cmp_lt_u32 s[36:37], v37, v33                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[36:37]
	v_mov_b32 v37, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v43, v37, v38, s[40:41]
	v_add_u32 v37, 2, v5
	v_cmp_lt_u32 s[36:37], v37, v33                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[32:33], s[36:37]
	v_mov_b32 v37, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v44, v37, v40, s[42:43]
	v_add_u32 v37, 3, v5
	v_cmp_lt_u32 s[36:37], v37, v33                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[32:33], s[36:37]
	v_mov_b32 v33, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v37, v33, v41, s[48:49]
	v_max_f32 v33, v42, v43                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[32:33], v42, v43
	v_mov_b32 v42, 0x7fc00000
	v_cndmask_b32 v43, v33, v42, s[32:33]
	v_max_f32 v33, v43, v44                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[32:33], v43, v44
	v_mov_b32 v42, 0x7fc00000
	v_cndmask_b32 v43, v33, v42, s[32:33]
	v_max_f32 v33, v43, v37                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[32:33], v43, v37
	v_mov_b32 v37, 0x7fc00000
	v_cndmask_b32 v42, v33, v37, s[32:33]
	ds_swizzle_b32 v33, v42 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v37, v42, v33
	v_cmp_u_f32 s[32:33], v42, v33
	v_mov_b32 v33, 0x7fc00000
	v_cndmask_b32 v42, v37, v33, s[32:33]
	v_and_b32 v33, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v37, v33, v42
	s_waitcnt lgkmcnt(0)
	v_max_f32 v33, v42, v37
	v_cmp_u_f32 s[32:33], v42, v37
	v_mov_b32 v37, 0x7fc00000
	v_cndmask_b32 v42, v33, v37, s[32:33]
	s_and_saveexec_b64 s[32:33], s[34:35]               ; lanes where %vpred_270
	ds_write_b32 v12, v42 offset:23552                  ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v14 offset:23552                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v37, v14 offset:23616                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v33, v37
	v_cmp_u_f32 s[32:33], v33, v37
	v_mov_b32 v33, 0x7fc00000
	v_cndmask_b32 v37, v42, v33, s[32:33]
	ds_read_b32 v33, v14 offset:23680                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v37, v33
	v_cmp_u_f32 s[32:33], v37, v33
	v_mov_b32 v33, 0x7fc00000
	v_cndmask_b32 v37, v42, v33, s[32:33]
	ds_read_b32 v33, v14 offset:23744                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v37, v33
	v_cmp_u_f32 s[32:33], v37, v33
	v_mov_b32 v33, 0x7fc00000
	v_cndmask_b32 v37, v42, v33, s[32:33]
	v_max_f32 v33, v1, v37                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[32:33], v1, v37
	v_mov_b32 v37, 0x7fc00000
	v_cndmask_b32 v42, v33, v37, s[32:33]
	v_sub_f32 v33, v1, v42                              ; examples/attention_paged.kgen:24
	v_mul_f32 v37, 0x3fb8aa3b, v33                      ; examples/attention_paged.kgen:24
	v_exp_f32 v33, v37                                  ; examples/attention_paged.kgen:24
	v_mul_f32 v37, v24, v33                             ; examples/attention_paged.kgen:26
	v_mul_f32 v43, v25, v33                             ; examples/attention_paged.kgen:26
	v_mul_f32 v44, v26, v33                             ; examples/attention_paged.kgen:26
	v_mul_f32 v45, v27, v33                             ; examples/attention_paged.kgen:26
	v_mul_f32 v46, v28, v33                             ; examples/attention_paged.kgen:26
	v_mul_f32 v47, v29, v33                             ; examples/attention_paged.kgen:26
	v_mul_f32 v48, v30, v33                             ; examples/attention_paged.kgen:26
	v_mul_f32 v49, v31, v33                             ; examples/attention_paged.kgen:26
	v_mov_b32 v24, v37                                  ; 'acc' scaled in place
	v_mov_b32 v25, v43                                  ; 'acc' scaled in place
	v_mov_b32 v26, v44                                  ; 'acc' scaled in place
	v_mov_b32 v27, v45                                  ; 'acc' scaled in place
	v_mov_b32 v28, v46                                  ; 'acc' scaled in place
	v_mov_b32 v29, v47                                  ; 'acc' scaled in place
	v_mov_b32 v30, v48                                  ; 'acc' scaled in place
	v_mov_b32 v31, v49                                  ; 'acc' scaled in place
	v_cndmask_b32 v37, 0, v36, s[44:45]
	v_mov_b32 v36, 0x2000
	v_mul_lo_u32 v44, v37, v36
	v_mov_b32 v36, 0x2000
	v_mul_hi_u32 v45, v37, v36
	v_lshlrev_b64 v[36:37], 1, v[44:45]
	v_add_co_u32 v44, vcc, s10, v36                     ; 'vc' at this page
	v_mov_b32 v43, s11
	v_addc_co_u32 v45, vcc, v43, v37, vcc
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[46:47]               ; lanes where %vpred_509
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	s_nop 4
	global_load_ushort v36, v21, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[46:47]               ; lanes where %vpred_509
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	s_nop 4
	global_load_ushort v36, v21, s[36:37] offset:2
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[46:47]               ; lanes where %vpred_509
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	s_nop 4
	global_load_ushort v36, v21, s[36:37] offset:4
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[46:47]               ; lanes where %vpred_509
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	s_nop 4
	global_load_ushort v36, v21, s[36:37] offset:6
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[50:51]               ; lanes where %vpred_523
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	s_nop 4
	global_load_ushort v36, v21, s[36:37] offset:2048
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[50:51]               ; lanes where %vpred_523
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	s_nop 4
	global_load_ushort v36, v21, s[36:37] offset:2050
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[50:51]               ; lanes where %vpred_523
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	s_nop 4
	global_load_ushort v36, v21, s[36:37] offset:2052
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[50:51]               ; lanes where %vpred_523
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	s_nop 4
	global_load_ushort v36, v21, s[36:37] offset:2054
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[52:53]               ; lanes where %vpred_535
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v52, 0x1000, v21
	s_nop 3
	global_load_ushort v36, v52, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[52:53]               ; lanes where %vpred_535
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v53, 0x1002, v21
	s_nop 3
	global_load_ushort v36, v53, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[52:53]               ; lanes where %vpred_535
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v54, 0x1004, v21
	s_nop 3
	global_load_ushort v36, v54, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[52:53]               ; lanes where %vpred_535
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v55, 0x1006, v21
	s_nop 3
	global_load_ushort v36, v55, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[54:55]               ; lanes where %vpred_547
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v56, 0x1800, v21
	s_nop 3
	global_load_ushort v36, v56, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[54:55]               ; lanes where %vpred_547
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v57, 0x1802, v21
	s_nop 3
	global_load_ushort v36, v57, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[54:55]               ; lanes where %vpred_547
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v58, 0x1804, v21
	s_nop 3
	global_load_ushort v36, v58, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[54:55]               ; lanes where %vpred_547
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v59, 0x1806, v21
	s_nop 3
	global_load_ushort v36, v59, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[56:57]               ; lanes where %vpred_559
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v60, 0x2000, v21
	s_nop 3
	global_load_ushort v36, v60, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[56:57]               ; lanes where %vpred_559
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v61, 0x2002, v21
	s_nop 3
	global_load_ushort v36, v61, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[56:57]               ; lanes where %vpred_559
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v62, 0x2004, v21
	s_nop 3
	global_load_ushort v36, v62, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[56:57]               ; lanes where %vpred_559
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v63, 0x2006, v21
	s_nop 3
	global_load_ushort v36, v63, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[58:59]               ; lanes where %vpred_571
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v64, 0x2800, v21
	s_nop 3
	global_load_ushort v36, v64, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[58:59]               ; lanes where %vpred_571
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v65, 0x2802, v21
	s_nop 3
	global_load_ushort v36, v65, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[58:59]               ; lanes where %vpred_571
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v66, 0x2804, v21
	s_nop 3
	global_load_ushort v36, v66, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[58:59]               ; lanes where %vpred_571
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v67, 0x2806, v21
	s_nop 3
	global_load_ushort v36, v67, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[60:61]               ; lanes where %vpred_583
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v68, 0x3000, v21
	s_nop 3
	global_load_ushort v36, v68, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[60:61]               ; lanes where %vpred_583
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v69, 0x3002, v21
	s_nop 3
	global_load_ushort v36, v69, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[60:61]               ; lanes where %vpred_583
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v70, 0x3004, v21
	s_nop 3
	global_load_ushort v36, v70, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[60:61]               ; lanes where %vpred_583
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v71, 0x3006, v21
	s_nop 3
	global_load_ushort v36, v71, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[62:63]               ; lanes where %vpred_595
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v72, 0x3800, v21
	s_nop 3
	global_load_ushort v36, v72, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[62:63]               ; lanes where %vpred_595
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v73, 0x3802, v21
	s_nop 3
	global_load_ushort v36, v73, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[62:63]               ; lanes where %vpred_595
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v74, 0x3804, v21
	s_nop 3
	global_load_ushort v36, v74, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[62:63]               ; lanes where %vpred_595
	v_readfirstlane_b32 s36, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v45
	v_add_u32 v44, 0x3806, v21
	s_nop 3
	global_load_ushort v36, v44, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v36
	v_lshrrev_b32 v36, 16, v37
	ds_write_b16 v9, v36 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v43
	ds_write_b16 v9, v36 offset:4496                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v46
	ds_write_b16 v9, v36 offset:4640                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v47
	ds_write_b16 v9, v36 offset:4784                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v48
	ds_write_b16 v9, v36 offset:4368                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v49
	ds_write_b16 v9, v36 offset:4512                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v50
	ds_write_b16 v9, v36 offset:4656                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v51
	ds_write_b16 v9, v36 offset:4800                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v52
	ds_write_b16 v9, v36 offset:4384                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v53
	ds_write_b16 v9, v36 offset:4528                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v54
	ds_write_b16 v9, v36 offset:4672                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v55
	ds_write_b16 v9, v36 offset:4816                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v56
	ds_write_b16 v9, v36 offset:4400                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v57
	ds_write_b16 v9, v36 offset:4544                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v58
	ds_write_b16 v9, v36 offset:4688                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v59
	ds_write_b16 v9, v36 offset:4832                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v60
	ds_write_b16 v9, v36 offset:4416                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v61
	ds_write_b16 v9, v36 offset:4560                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v62
	ds_write_b16 v9, v36 offset:4704                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v63
	ds_write_b16 v9, v36 offset:4848                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v64
	ds_write_b16 v9, v36 offset:4432                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v65
	ds_write_b16 v9, v36 offset:4576                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v66
	ds_write_b16 v9, v36 offset:4720                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v67
	ds_write_b16 v9, v36 offset:4864                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v68
	ds_write_b16 v9, v36 offset:4448                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v69
	ds_write_b16 v9, v36 offset:4592                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v70
	ds_write_b16 v9, v36 offset:4736                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v71
	ds_write_b16 v9, v36 offset:4880                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v72
	ds_write_b16 v9, v36 offset:4464                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v73
	ds_write_b16 v9, v36 offset:4608                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v74
	ds_write_b16 v9, v36 offset:4752                    ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v44
	ds_write_b16 v9, v36 offset:4896                    ; A operand of the product: stage
	v_mul_f32 v36, 0xbfb8aa3b, v42                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v37, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v43, v39, v37, v36
	v_exp_f32 v37, v43                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v39, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v43, v38, v39, v36
	v_exp_f32 v38, v43                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v39, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v43, v40, v39, v36
	v_exp_f32 v39, v43                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v40, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v43, v41, v40, v36
	v_exp_f32 v36, v43                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v40, v37, 16, 1                           ; round to bf16
	v_add3_u32 v41, v37, v40, s4
	v_cmp_u_f32 s[32:33], v37, v37
	v_mov_b32 v40, 0x7fc00000
	v_cndmask_b32 v41, v41, v40, s[32:33]
	v_and_b32 v40, 0xffff0000, v41
	v_bfe_u32 v41, v38, 16, 1                           ; round to bf16
	v_add3_u32 v43, v38, v41, s4
	v_cmp_u_f32 s[32:33], v38, v38
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v43, v43, v41, s[32:33]
	v_and_b32 v41, 0xffff0000, v43
	v_bfe_u32 v43, v39, 16, 1                           ; round to bf16
	v_add3_u32 v44, v39, v43, s4
	v_cmp_u_f32 s[32:33], v39, v39
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v44, v43, s[32:33]
	v_and_b32 v43, 0xffff0000, v44
	v_bfe_u32 v44, v36, 16, 1                           ; round to bf16
	v_add3_u32 v45, v36, v44, s4
	v_cmp_u_f32 s[32:33], v36, v36
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v45, v44, s[32:33]
	v_and_b32 v44, 0xffff0000, v45
	v_cndmask_b32 v45, 0, v40, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v40, 16, v45
	ds_write_b16 v23, v40 offset:23808                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v41, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v23, v41 offset:23810                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v43, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v23, v41 offset:23812                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v44, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v23, v41 offset:23814                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[44:47], v18 offset:23808             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[48:51], v15 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[52:55], v15 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[24:27], v[48:49], v[44:45], v[24:27] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[28:31], v[52:53], v[44:45], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[24:27], v[50:51], v[46:47], v[24:27] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[28:31], v[54:55], v[46:47], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x16
	ds_read_b128 v[44:47], v18 offset:23872             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[48:51], v15 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[52:55], v15 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[24:27], v[48:49], v[44:45], v[24:27] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[28:31], v[52:53], v[44:45], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[24:27], v[50:51], v[46:47], v[24:27] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[28:31], v[54:55], v[46:47], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mul_f32 v40, v32, v33                             ; examples/attention_paged.kgen:25
	v_cndmask_b32 v33, 0, v37, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v37, 0, v38, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v38, 0, v39, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v39, 0, v36, s[48:49]                 ; absent elements contribute the identity
	v_add_f32 v36, v33, v37                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v33, v36, v38                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v36, v33, v39                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v33, v36 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v36, v33
	v_and_b32 v33, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v36, v33, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v37, v36
	s_and_saveexec_b64 s[32:33], s[34:35]               ; lanes where %vpred_270
	ds_write_b32 v12, v33 offset:28160                  ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v14 offset:28160                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v36, v14 offset:28224                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v33, v36
	ds_read_b32 v33, v14 offset:28288                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v36, v37, v33
	ds_read_b32 v33, v14 offset:28352                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v36, v33
	v_add_f32 v33, v40, v37                             ; examples/attention_paged.kgen:25
	v_mov_b32 v32, v33                                  ; next 'l'
	v_mov_b32 v1, v42                                   ; next 'mx'
	s_add_u32 s28, s28, 64
	s_cmp_lt_u32 s28, s20
	s_cbranch_scc1 .Lattention_paged_loop1
.Lattention_paged_loop1_end:
	v_cmp_gt_f32 s[28:29], v32, 0                       ; examples/attention_paged.kgen:29
	v_div_scale_f32 v1, s[32:33], v32, v32, v24         ; examples/attention_paged.kgen:29
	v_rcp_f32 v33, v1
	v_div_scale_f32 v34, vcc, v24, v32, v24
	v_fma_f32 v35, -v1, v33, 1.0
	v_fma_f32 v33, v35, v33, v33
	v_mul_f32 v36, v34, v33
	v_fma_f32 v35, -v1, v36, v34
	v_fma_f32 v36, v35, v33, v36
	v_fma_f32 v35, -v1, v36, v34
	v_div_fmas_f32 v35, v35, v33, v36
	v_div_fixup_f32 v1, v35, v32, v24
	v_div_scale_f32 v33, s[32:33], v32, v32, v25        ; examples/attention_paged.kgen:29
	v_rcp_f32 v34, v33
	v_div_scale_f32 v35, vcc, v25, v32, v25
	v_fma_f32 v36, -v33, v34, 1.0
	v_fma_f32 v34, v36, v34, v34
	v_mul_f32 v37, v35, v34
	v_fma_f32 v36, -v33, v37, v35
	v_fma_f32 v37, v36, v34, v37
	v_fma_f32 v36, -v33, v37, v35
	v_div_fmas_f32 v36, v36, v34, v37
	v_div_fixup_f32 v33, v36, v32, v25
	v_div_scale_f32 v34, s[32:33], v32, v32, v26        ; examples/attention_paged.kgen:29
	v_rcp_f32 v35, v34
	v_div_scale_f32 v36, vcc, v26, v32, v26
	v_fma_f32 v37, -v34, v35, 1.0
	v_fma_f32 v35, v37, v35, v35
	v_mul_f32 v38, v36, v35
	v_fma_f32 v37, -v34, v38, v36
	v_fma_f32 v38, v37, v35, v38
	v_fma_f32 v37, -v34, v38, v36
	v_div_fmas_f32 v37, v37, v35, v38
	v_div_fixup_f32 v34, v37, v32, v26
	v_div_scale_f32 v35, s[32:33], v32, v32, v27        ; examples/attention_paged.kgen:29
	v_rcp_f32 v36, v35
	v_div_scale_f32 v37, vcc, v27, v32, v27
	v_fma_f32 v38, -v35, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v35, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v35, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v35, v38, v32, v27
	v_div_scale_f32 v24, s[32:33], v32, v32, v28        ; examples/attention_paged.kgen:29
	v_rcp_f32 v25, v24
	v_div_scale_f32 v26, vcc, v28, v32, v28
	v_fma_f32 v27, -v24, v25, 1.0
	v_fma_f32 v25, v27, v25, v25
	v_mul_f32 v36, v26, v25
	v_fma_f32 v27, -v24, v36, v26
	v_fma_f32 v36, v27, v25, v36
	v_fma_f32 v27, -v24, v36, v26
	v_div_fmas_f32 v27, v27, v25, v36
	v_div_fixup_f32 v24, v27, v32, v28
	v_div_scale_f32 v25, s[32:33], v32, v32, v29        ; examples/attention_paged.kgen:29
	v_rcp_f32 v26, v25
	v_div_scale_f32 v27, vcc, v29, v32, v29
	v_fma_f32 v36, -v25, v26, 1.0
	v_fma_f32 v26, v36, v26, v26
	v_mul_f32 v37, v27, v26
	v_fma_f32 v36, -v25, v37, v27
	v_fma_f32 v37, v36, v26, v37
	v_fma_f32 v36, -v25, v37, v27
	v_div_fmas_f32 v36, v36, v26, v37
	v_div_fixup_f32 v25, v36, v32, v29
	v_div_scale_f32 v26, s[32:33], v32, v32, v30        ; examples/attention_paged.kgen:29
	v_rcp_f32 v27, v26
	v_div_scale_f32 v36, vcc, v30, v32, v30
	v_fma_f32 v37, -v26, v27, 1.0
	v_fma_f32 v27, v37, v27, v27
	v_mul_f32 v38, v36, v27
	v_fma_f32 v37, -v26, v38, v36
	v_fma_f32 v38, v37, v27, v38
	v_fma_f32 v37, -v26, v38, v36
	v_div_fmas_f32 v37, v37, v27, v38
	v_div_fixup_f32 v26, v37, v32, v30
	v_div_scale_f32 v27, s[32:33], v32, v32, v31        ; examples/attention_paged.kgen:29
	v_rcp_f32 v36, v27
	v_div_scale_f32 v37, vcc, v31, v32, v31
	v_fma_f32 v38, -v27, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v27, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v27, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v27, v38, v32, v31
	v_cndmask_b32 v28, 0, v1, s[28:29]                  ; examples/attention_paged.kgen:29
	v_cndmask_b32 v1, 0, v33, s[28:29]                  ; examples/attention_paged.kgen:29
	v_cndmask_b32 v29, 0, v34, s[28:29]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v30, 0, v35, s[28:29]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v31, 0, v24, s[28:29]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v24, 0, v25, s[28:29]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v25, 0, v26, s[28:29]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v26, 0, v27, s[28:29]                 ; examples/attention_paged.kgen:29
	v_mov_b32 v27, 0x7fc00000
	v_cmp_u_f32 s[28:29], v28, v28
	v_cmp_u_f32 s[32:33], v1, v1
	v_bfe_u32 v32, v28, 16, 1
	v_bfe_u32 v33, v1, 16, 1
	v_add3_u32 v34, v28, v32, s4
	v_add3_u32 v28, v1, v33, s4
	v_cndmask_b32 v34, v34, v27, s[28:29]
	v_cndmask_b32 v28, v28, v27, s[32:33]
	v_perm_b32 v1, v28, v34, s5
	v_mov_b32 v27, 0x7fc00000
	v_cmp_u_f32 s[28:29], v29, v29
	v_cmp_u_f32 s[32:33], v30, v30
	v_bfe_u32 v28, v29, 16, 1
	v_bfe_u32 v32, v30, 16, 1
	v_add3_u32 v33, v29, v28, s4
	v_add3_u32 v28, v30, v32, s4
	v_cndmask_b32 v33, v33, v27, s[28:29]
	v_cndmask_b32 v28, v28, v27, s[32:33]
	v_perm_b32 v27, v28, v33, s5
	v_mov_b32 v28, v1                                   ; examples/attention_paged.kgen:29: 8-byte store to 'o'
	v_mov_b32 v29, v27
	global_store_dwordx2 v22, v[28:29], s[16:17]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[28:29], v31, v31
	v_cmp_u_f32 s[32:33], v24, v24
	v_bfe_u32 v27, v31, 16, 1
	v_bfe_u32 v28, v24, 16, 1
	v_add3_u32 v29, v31, v27, s4
	v_add3_u32 v27, v24, v28, s4
	v_cndmask_b32 v29, v29, v1, s[28:29]
	v_cndmask_b32 v27, v27, v1, s[32:33]
	v_perm_b32 v1, v27, v29, s5
	v_mov_b32 v24, 0x7fc00000
	v_cmp_u_f32 s[28:29], v25, v25
	v_cmp_u_f32 s[32:33], v26, v26
	v_bfe_u32 v27, v25, 16, 1
	v_bfe_u32 v28, v26, 16, 1
	v_add3_u32 v29, v25, v27, s4
	v_add3_u32 v25, v26, v28, s4
	v_cndmask_b32 v29, v29, v24, s[28:29]
	v_cndmask_b32 v25, v25, v24, s[32:33]
	v_perm_b32 v24, v25, v29, s5
	v_mov_b32 v26, v1                                   ; examples/attention_paged.kgen:29: 8-byte store to 'o'
	v_mov_b32 v27, v24
	global_store_dwordx2 v22, v[26:27], s[16:17] offset:32
	s_branch .Lattention_paged_if0_end
.Lattention_paged_if0_else:
	v_cmp_lt_u32 s[28:29], v2, s26
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_882
	global_load_dwordx4 v[24:27], v6, s[6:7]            ; examples/attention_paged.kgen:21: 16 bytes of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	ds_write_b128 v4, v[24:27]                          ; 16 bytes into opinv0
	v_add_f32 v1, 0, 0                                  ; examples/attention_paged.kgen:18
	v_mov_b32 v24, v1                                   ; loop-carried 'acc'
	v_mov_b32 v25, v1                                   ; loop-carried 'acc'
	v_mov_b32 v26, v1                                   ; loop-carried 'acc'
	v_mov_b32 v27, v1                                   ; loop-carried 'acc'
	v_mov_b32 v28, v1                                   ; loop-carried 'acc'
	v_mov_b32 v29, v1                                   ; loop-carried 'acc'
	v_mov_b32 v30, v1                                   ; loop-carried 'acc'
	v_mov_b32 v31, v1                                   ; loop-carried 'acc'
	v_mov_b32 v2, v1                                    ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_paged.kgen:16
	v_add_f32 v4, v1, 0
	v_mov_b32 v1, v4                                    ; loop-carried 'mx'
	v_mov_b32 v4, 0                                     ; examples/attention_paged.kgen:21: load of 'lens'
	global_load_dword v6, v4, s[30:31]
	s_waitcnt vmcnt(0)
	v_max_i32 v4, 0, v6
	v_min_u32 v32, s23, v4                              ; for tt: stops after the last 'tt' the mask at 21:13 shows (tt <= lens[b] - 1)
	v_cmp_ge_u32 s[6:7], v32, 64                        ; at least one whole chunk of 'tt'
	v_sub_u32 v4, v32, 63
	v_cndmask_b32 v33, 0, v4, s[6:7]                    ; full chunks start below extent - chunk + 1
	s_cmp_lg_u32 s27, 0
	s_cselect_b64 s[6:7], exec, 0
	v_cndmask_b32 v4, 0, v33, s[6:7]
	v_readfirstlane_b32 s5, v4
	s_mov_b32 s6, 0                                     ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s6, s5
	s_cbranch_scc1 .Lattention_paged_loop2_end
.Lattention_paged_loop2:
	v_add_u32 v4, s6, v5
	v_add_u32 v33, 0, v4                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v34, 1, v4                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v35, 2, v4                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v36, 3, v4                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[28:29], v33, v6                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[30:31], v34, v6                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[32:33], v35, v6                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[36:37], v36, v6                      ; examples/attention_paged.kgen:21
	s_add_i32 s7, s24, 0                                ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s20, s6, 6
	s_mul_i32 s23, s7, s22
	s_add_u32 s25, s23, s20
	s_lshl_b32 s23, s25, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s7, s19                                ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s7, 1, 0
	s_cmp_lt_u32 s20, s22                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s20, 1, 0
	s_and_b32 s25, s7, s20
	v_mov_b32 v4, 0                                     ; absent element
	s_cmp_eq_u32 s25, 0                                 ; if %upred_923
	s_cbranch_scc1 .Lattention_paged_skip2
	v_mov_b32 v37, s23                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v4, v37, s[12:13]
.Lattention_paged_skip2:
	v_lshrrev_b32 v37, 6, v33                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v38, 64, v37
	v_sub_u32 v37, v33, v38
	v_lshrrev_b32 v33, 6, v34                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v38, 64, v33
	v_sub_u32 v33, v34, v38
	v_lshrrev_b32 v34, 6, v35                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v38, 64, v34
	v_sub_u32 v34, v35, v38
	v_lshrrev_b32 v35, 6, v36                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v38, 64, v35
	v_sub_u32 v35, v36, v38
	s_and_saveexec_b64 s[38:39], s[14:15]               ; lanes where %vpred_93
	ds_write_b32 v8, v37 offset:22784                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v33 offset:22788                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v34 offset:22792                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v35 offset:22796                   ; convert the operand at 21:56: write this thread's elements
	s_mov_b64 exec, s[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v11 offset:22784                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v34, v11 offset:22816                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v35, v11 offset:22848                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v36, v11 offset:22880                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v37, v11 offset:22912                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v38, v11 offset:22944                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v39, v11 offset:22976                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v40, v11 offset:23008                   ; convert the operand at 21:56: read in the new layout
	v_add_u32 v41, 0, v16
	v_add_u32 v42, 0, v41                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v43, 1, v41                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v44, 2, v41                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v45, 3, v41                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v46, 16, v41                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v47, 17, v41                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v48, 18, v41                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v49, 19, v41                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[38:39], s[14:15]               ; lanes where %vpred_93
	ds_write_b32 v13, v42 offset:23040                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v43 offset:23044                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v44 offset:23048                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v45 offset:23052                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v46 offset:23104                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v47 offset:23108                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v48 offset:23112                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v49 offset:23116                  ; convert the operand at 21:65: write this thread's elements
	s_mov_b64 exec, s[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v41, v17 offset:23040                   ; convert the operand at 21:65: read in the new layout
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[38:39], v4, s21                      ; subscript 0 of 'kc' inside [0, NP)
	v_cmp_lt_u32 s[40:41], v33, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[42:43], s[38:39], s[40:41]
	v_mov_b32 v42, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[40:41], v41, v42
	s_and_b64 s[44:45], s[42:43], s[40:41]
	v_mov_b32 v42, 0x2000
	v_mul_lo_u32 v43, v42, v4
	v_mov_b32 v42, 0x80
	v_mul_lo_u32 v44, v42, v33
	v_add_u32 v33, v43, v44
	v_add_u32 v42, v33, v41
	v_lshlrev_b32 v33, 1, v42                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v44, 0                                    ; an absent run: zeros
	v_mov_b32 v45, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[42:43], s[44:45]               ; lanes where %vpred_954
	global_load_dwordx2 v[44:45], v33, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[44:45] offset:4352              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[42:43], v34, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[38:39], s[42:43]
	s_and_b64 s[42:43], s[44:45], s[40:41]
	v_mov_b32 v33, 0x80
	v_mul_lo_u32 v42, v33, v34
	v_add_u32 v33, v43, v42
	v_add_u32 v34, v33, v41
	v_lshlrev_b32 v33, 1, v34                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v44, 0                                    ; an absent run: zeros
	v_mov_b32 v45, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_964
	global_load_dwordx2 v[44:45], v33, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[44:45] offset:6528              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[42:43], v35, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[38:39], s[42:43]
	s_and_b64 s[42:43], s[44:45], s[40:41]
	v_mov_b32 v33, 0x80
	v_mul_lo_u32 v34, v33, v35
	v_add_u32 v33, v43, v34
	v_add_u32 v34, v33, v41
	v_lshlrev_b32 v33, 1, v34                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v34, 0                                    ; an absent run: zeros
	v_mov_b32 v35, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_973
	global_load_dwordx2 v[34:35], v33, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[34:35] offset:8704              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[42:43], v36, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[38:39], s[42:43]
	s_and_b64 s[42:43], s[44:45], s[40:41]
	v_mov_b32 v33, 0x80
	v_mul_lo_u32 v34, v33, v36
	v_add_u32 v33, v43, v34
	v_add_u32 v34, v33, v41
	v_lshlrev_b32 v33, 1, v34                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v34, 0                                    ; an absent run: zeros
	v_mov_b32 v35, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_982
	global_load_dwordx2 v[34:35], v33, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[34:35] offset:10880             ; A operand of the product: stage a run
	v_cmp_lt_u32 s[42:43], v37, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[38:39], s[42:43]
	s_and_b64 s[42:43], s[44:45], s[40:41]
	v_mov_b32 v33, 0x80
	v_mul_lo_u32 v34, v33, v37
	v_add_u32 v33, v43, v34
	v_add_u32 v34, v33, v41
	v_lshlrev_b32 v33, 1, v34                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v34, 0                                    ; an absent run: zeros
	v_mov_b32 v35, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_991
	global_load_dwordx2 v[34:35], v33, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[34:35] offset:13056             ; A operand of the product: stage a run
	v_cmp_lt_u32 s[42:43], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[38:39], s[42:43]
	s_and_b64 s[42:43], s[44:45], s[40:41]
	v_mov_b32 v33, 0x80
	v_mul_lo_u32 v34, v33, v38
	v_add_u32 v33, v43, v34
	v_add_u32 v34, v33, v41
	v_lshlrev_b32 v33, 1, v34                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v34, 0                                    ; an absent run: zeros
	v_mov_b32 v35, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_1000
	global_load_dwordx2 v[34:35], v33, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[34:35] offset:15232             ; A operand of the product: stage a run
	v_cmp_lt_u32 s[42:43], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[38:39], s[42:43]
	s_and_b64 s[42:43], s[44:45], s[40:41]
	v_mov_b32 v33, 0x80
	v_mul_lo_u32 v34, v33, v39
	v_add_u32 v33, v43, v34
	v_add_u32 v34, v33, v41
	v_lshlrev_b32 v33, 1, v34                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v34, 0                                    ; an absent run: zeros
	v_mov_b32 v35, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_1009
	global_load_dwordx2 v[34:35], v33, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[34:35] offset:17408             ; A operand of the product: stage a run
	v_cmp_lt_u32 s[42:43], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[38:39], s[42:43]
	s_and_b64 s[42:43], s[44:45], s[40:41]
	v_mov_b32 v33, 0x80
	v_mul_lo_u32 v34, v33, v40
	v_add_u32 v33, v43, v34
	v_add_u32 v34, v33, v41
	v_lshlrev_b32 v33, 1, v34                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v34, 0                                    ; an absent run: zeros
	v_mov_b32 v35, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[40:41], s[42:43]               ; lanes where %vpred_1018
	global_load_dwordx2 v[34:35], v33, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[34:35] offset:19584             ; A operand of the product: stage a run
	v_mov_b32 v34, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v35, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v36, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	ds_read_b128 v[38:41], v20                          ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[42:45], v19 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[42:43], v[38:39], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[44:45], v[40:41], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[38:41], v20 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[42:45], v19 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[42:43], v[38:39], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[44:45], v[40:41], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[38:41], v20 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[42:45], v19 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[42:43], v[38:39], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[44:45], v[40:41], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[38:41], v20 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[42:45], v19 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[42:43], v[38:39], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[44:45], v[40:41], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_mul_f32 v33, s18, v34                             ; examples/attention_paged.kgen:21
	v_mul_f32 v38, s18, v35                             ; examples/attention_paged.kgen:21
	v_mul_f32 v39, s18, v36                             ; examples/attention_paged.kgen:21
	v_mul_f32 v40, s18, v37                             ; examples/attention_paged.kgen:21
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v35, v34, v33, s[28:29]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v34, v33, v38, s[30:31]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v36, v33, v39, s[32:33]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v37, v33, v40, s[36:37]
	v_max_f32 v33, v35, v34                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v35, v34
	v_mov_b32 v38, 0x7fc00000
	v_cndmask_b32 v39, v33, v38, s[28:29]
	v_max_f32 v33, v39, v36                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v39, v36
	v_mov_b32 v38, 0x7fc00000
	v_cndmask_b32 v39, v33, v38, s[28:29]
	v_max_f32 v33, v39, v37                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v39, v37
	v_mov_b32 v38, 0x7fc00000
	v_cndmask_b32 v39, v33, v38, s[28:29]
	ds_swizzle_b32 v33, v39 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v38, v39, v33
	v_cmp_u_f32 s[28:29], v39, v33
	v_mov_b32 v33, 0x7fc00000
	v_cndmask_b32 v39, v38, v33, s[28:29]
	v_and_b32 v33, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v38, v33, v39
	s_waitcnt lgkmcnt(0)
	v_max_f32 v33, v39, v38
	v_cmp_u_f32 s[28:29], v39, v38
	v_mov_b32 v38, 0x7fc00000
	v_cndmask_b32 v39, v33, v38, s[28:29]
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_270
	ds_write_b32 v12, v39 offset:23552                  ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v14 offset:23552                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v38, v14 offset:23616                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v39, v33, v38
	v_cmp_u_f32 s[28:29], v33, v38
	v_mov_b32 v33, 0x7fc00000
	v_cndmask_b32 v38, v39, v33, s[28:29]
	ds_read_b32 v33, v14 offset:23680                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v39, v38, v33
	v_cmp_u_f32 s[28:29], v38, v33
	v_mov_b32 v33, 0x7fc00000
	v_cndmask_b32 v38, v39, v33, s[28:29]
	ds_read_b32 v33, v14 offset:23744                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v39, v38, v33
	v_cmp_u_f32 s[28:29], v38, v33
	v_mov_b32 v33, 0x7fc00000
	v_cndmask_b32 v38, v39, v33, s[28:29]
	v_max_f32 v33, v1, v38                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[28:29], v1, v38
	v_mov_b32 v38, 0x7fc00000
	v_cndmask_b32 v39, v33, v38, s[28:29]
	v_sub_f32 v33, v1, v39                              ; examples/attention_paged.kgen:24
	v_mul_f32 v38, 0x3fb8aa3b, v33                      ; examples/attention_paged.kgen:24
	v_exp_f32 v33, v38                                  ; examples/attention_paged.kgen:24
	v_mul_f32 v38, v24, v33                             ; examples/attention_paged.kgen:26
	v_mul_f32 v40, v25, v33                             ; examples/attention_paged.kgen:26
	v_mul_f32 v41, v26, v33                             ; examples/attention_paged.kgen:26
	v_mul_f32 v42, v27, v33                             ; examples/attention_paged.kgen:26
	v_mul_f32 v43, v28, v33                             ; examples/attention_paged.kgen:26
	v_mul_f32 v44, v29, v33                             ; examples/attention_paged.kgen:26
	v_mul_f32 v45, v30, v33                             ; examples/attention_paged.kgen:26
	v_mul_f32 v46, v31, v33                             ; examples/attention_paged.kgen:26
	v_mov_b32 v24, v38                                  ; 'acc' scaled in place
	v_mov_b32 v25, v40                                  ; 'acc' scaled in place
	v_mov_b32 v26, v41                                  ; 'acc' scaled in place
	v_mov_b32 v27, v42                                  ; 'acc' scaled in place
	v_mov_b32 v28, v43                                  ; 'acc' scaled in place
	v_mov_b32 v29, v44                                  ; 'acc' scaled in place
	v_mov_b32 v30, v45                                  ; 'acc' scaled in place
	v_mov_b32 v31, v46                                  ; 'acc' scaled in place
	v_cndmask_b32 v38, 0, v4, s[38:39]
	v_mov_b32 v4, 0x2000
	v_mul_lo_u32 v40, v38, v4
	v_mov_b32 v4, 0x2000
	v_mul_hi_u32 v41, v38, v4
	v_lshlrev_b64 v[42:43], 1, v[40:41]
	v_add_co_u32 v40, vcc, s10, v42                     ; 'vc' at this page
	v_mov_b32 v4, s11
	v_addc_co_u32 v41, vcc, v4, v43, vcc
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v4, v21, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v4, v21, s[30:31] offset:2
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v4, v21, s[30:31] offset:4
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v4, v21, s[30:31] offset:6
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v4, v21, s[30:31] offset:2048
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v4, v21, s[30:31] offset:2050
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v4, v21, s[30:31] offset:2052
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v4, v21, s[30:31] offset:2054
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v49, 0x1000, v21
	s_nop 3
	global_load_ushort v4, v49, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v50, 0x1002, v21
	s_nop 3
	global_load_ushort v4, v50, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v51, 0x1004, v21
	s_nop 3
	global_load_ushort v4, v51, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v52, 0x1006, v21
	s_nop 3
	global_load_ushort v4, v52, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v53, 0x1800, v21
	s_nop 3
	global_load_ushort v4, v53, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v54, 0x1802, v21
	s_nop 3
	global_load_ushort v4, v54, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v55, 0x1804, v21
	s_nop 3
	global_load_ushort v4, v55, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v56, 0x1806, v21
	s_nop 3
	global_load_ushort v4, v56, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v57, 0x2000, v21
	s_nop 3
	global_load_ushort v4, v57, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v58, 0x2002, v21
	s_nop 3
	global_load_ushort v4, v58, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v59, 0x2004, v21
	s_nop 3
	global_load_ushort v4, v59, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v60, 0x2006, v21
	s_nop 3
	global_load_ushort v4, v60, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v61, 0x2800, v21
	s_nop 3
	global_load_ushort v4, v61, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v62, 0x2802, v21
	s_nop 3
	global_load_ushort v4, v62, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v63, 0x2804, v21
	s_nop 3
	global_load_ushort v4, v63, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v64, 0x2806, v21
	s_nop 3
	global_load_ushort v4, v64, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v65, 0x3000, v21
	s_nop 3
	global_load_ushort v4, v65, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v66, 0x3002, v21
	s_nop 3
	global_load_ushort v4, v66, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v67, 0x3004, v21
	s_nop 3
	global_load_ushort v4, v67, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v68, 0x3006, v21
	s_nop 3
	global_load_ushort v4, v68, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v69, 0x3800, v21
	s_nop 3
	global_load_ushort v4, v69, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v70, 0x3802, v21
	s_nop 3
	global_load_ushort v4, v70, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v71, 0x3804, v21
	s_nop 3
	global_load_ushort v4, v71, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v4
	v_mov_b32 v4, 0                                     ; absent element
	s_and_saveexec_b64 s[28:29], s[38:39]               ; lanes where %vpred_950
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v40, 0x3806, v21
	s_nop 3
	global_load_ushort v4, v40, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v4
	v_lshrrev_b32 v4, 16, v38
	ds_write_b16 v9, v4 offset:4352                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v42
	ds_write_b16 v9, v4 offset:4496                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v43
	ds_write_b16 v9, v4 offset:4640                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v44
	ds_write_b16 v9, v4 offset:4784                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v45
	ds_write_b16 v9, v4 offset:4368                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v46
	ds_write_b16 v9, v4 offset:4512                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v47
	ds_write_b16 v9, v4 offset:4656                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v48
	ds_write_b16 v9, v4 offset:4800                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v49
	ds_write_b16 v9, v4 offset:4384                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v50
	ds_write_b16 v9, v4 offset:4528                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v51
	ds_write_b16 v9, v4 offset:4672                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v52
	ds_write_b16 v9, v4 offset:4816                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v53
	ds_write_b16 v9, v4 offset:4400                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v54
	ds_write_b16 v9, v4 offset:4544                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v55
	ds_write_b16 v9, v4 offset:4688                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v56
	ds_write_b16 v9, v4 offset:4832                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v57
	ds_write_b16 v9, v4 offset:4416                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v58
	ds_write_b16 v9, v4 offset:4560                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v59
	ds_write_b16 v9, v4 offset:4704                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v60
	ds_write_b16 v9, v4 offset:4848                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v61
	ds_write_b16 v9, v4 offset:4432                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v62
	ds_write_b16 v9, v4 offset:4576                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v63
	ds_write_b16 v9, v4 offset:4720                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v64
	ds_write_b16 v9, v4 offset:4864                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v65
	ds_write_b16 v9, v4 offset:4448                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v66
	ds_write_b16 v9, v4 offset:4592                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v67
	ds_write_b16 v9, v4 offset:4736                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v68
	ds_write_b16 v9, v4 offset:4880                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v69
	ds_write_b16 v9, v4 offset:4464                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v70
	ds_write_b16 v9, v4 offset:4608                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v71
	ds_write_b16 v9, v4 offset:4752                     ; A operand of the product: stage
	v_lshrrev_b32 v4, 16, v40
	ds_write_b16 v9, v4 offset:4896                     ; A operand of the product: stage
	v_mul_f32 v4, 0xbfb8aa3b, v39                       ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v38, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v35, v38, v4
	v_exp_f32 v35, v40                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v38, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v34, v38, v4
	v_exp_f32 v34, v40                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v38, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v36, v38, v4
	v_exp_f32 v36, v40                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v38, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v37, v38, v4
	v_exp_f32 v4, v40                                   ; examples/attention_paged.kgen:23
	v_bfe_u32 v37, v35, 16, 1                           ; round to bf16
	v_add3_u32 v38, v35, v37, s4
	v_cmp_u_f32 s[28:29], v35, v35
	v_mov_b32 v37, 0x7fc00000
	v_cndmask_b32 v38, v38, v37, s[28:29]
	v_and_b32 v37, 0xffff0000, v38
	v_bfe_u32 v38, v34, 16, 1                           ; round to bf16
	v_add3_u32 v40, v34, v38, s4
	v_cmp_u_f32 s[28:29], v34, v34
	v_mov_b32 v38, 0x7fc00000
	v_cndmask_b32 v40, v40, v38, s[28:29]
	v_and_b32 v38, 0xffff0000, v40
	v_bfe_u32 v40, v36, 16, 1                           ; round to bf16
	v_add3_u32 v41, v36, v40, s4
	v_cmp_u_f32 s[28:29], v36, v36
	v_mov_b32 v40, 0x7fc00000
	v_cndmask_b32 v41, v41, v40, s[28:29]
	v_and_b32 v40, 0xffff0000, v41
	v_bfe_u32 v41, v4, 16, 1                            ; round to bf16
	v_add3_u32 v42, v4, v41, s4
	v_cmp_u_f32 s[28:29], v4, v4
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v42, v42, v41, s[28:29]
	v_and_b32 v41, 0xffff0000, v42
	v_lshrrev_b32 v42, 16, v37
	ds_write_b16 v23, v42 offset:23808                  ; B operand of the product: stage
	v_lshrrev_b32 v37, 16, v38
	ds_write_b16 v23, v37 offset:23810                  ; B operand of the product: stage
	v_lshrrev_b32 v37, 16, v40
	ds_write_b16 v23, v37 offset:23812                  ; B operand of the product: stage
	v_lshrrev_b32 v37, 16, v41
	ds_write_b16 v23, v37 offset:23814                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[40:43], v18 offset:23808             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[44:47], v15 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[48:51], v15 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[24:27], v[44:45], v[40:41], v[24:27] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[28:31], v[48:49], v[40:41], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[24:27], v[46:47], v[42:43], v[24:27] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[28:31], v[50:51], v[42:43], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x16
	ds_read_b128 v[40:43], v18 offset:23872             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[44:47], v15 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[48:51], v15 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[24:27], v[44:45], v[40:41], v[24:27] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[28:31], v[48:49], v[40:41], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[24:27], v[46:47], v[42:43], v[24:27] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[28:31], v[50:51], v[42:43], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mul_f32 v37, v2, v33                              ; examples/attention_paged.kgen:25
	v_add_f32 v33, v35, v34                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v34, v33, v36                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v33, v34, v4                              ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v4, v33 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v33, v4
	v_and_b32 v4, 63, v0                                ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v33, v4, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v34, v33
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_270
	ds_write_b32 v12, v4 offset:28160                   ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v14 offset:28160                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v33, v14 offset:28224                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v4, v33
	ds_read_b32 v4, v14 offset:28288                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v34, v4
	ds_read_b32 v4, v14 offset:28352                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v33, v4
	v_add_f32 v4, v37, v34                              ; examples/attention_paged.kgen:25
	v_mov_b32 v2, v4                                    ; next 'l'
	v_mov_b32 v1, v39                                   ; next 'mx'
	s_add_u32 s6, s6, 64
	s_cmp_lt_u32 s6, s5
	s_cbranch_scc1 .Lattention_paged_loop2
.Lattention_paged_loop2_end:
	v_readfirstlane_b32 s5, v32
	s_mov_b32 s7, s6                                    ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s7, s5
	s_cbranch_scc1 .Lattention_paged_loop3_end
.Lattention_paged_loop3:
	v_sub_u32 v4, v32, s7
	v_add_u32 v33, s7, v5
	v_add_u32 v34, 0, v33                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v35, 1, v33                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v36, 2, v33                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v37, 3, v33                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[28:29], v34, v6                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[30:31], v35, v6                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[32:33], v36, v6                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[36:37], v37, v6                      ; examples/attention_paged.kgen:21
	s_add_i32 s6, s24, 0                                ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s20, s7, 6
	s_mul_i32 s23, s6, s22
	s_add_u32 s25, s23, s20
	s_lshl_b32 s23, s25, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s6, s19                                ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s6, 1, 0
	s_cmp_lt_u32 s20, s22                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s20, 1, 0
	s_and_b32 s25, s6, s20
	v_mov_b32 v33, 0                                    ; absent element
	s_cmp_eq_u32 s25, 0                                 ; if %upred_1270
	s_cbranch_scc1 .Lattention_paged_skip3
	v_mov_b32 v38, s23                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v33, v38, s[12:13]
.Lattention_paged_skip3:
	v_lshrrev_b32 v38, 6, v34                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v39, 64, v38
	v_sub_u32 v38, v34, v39
	v_lshrrev_b32 v34, 6, v35                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v39, 64, v34
	v_sub_u32 v34, v35, v39
	v_lshrrev_b32 v35, 6, v36                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v39, 64, v35
	v_sub_u32 v35, v36, v39
	v_lshrrev_b32 v36, 6, v37                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v39, 64, v36
	v_sub_u32 v36, v37, v39
	s_and_saveexec_b64 s[38:39], s[14:15]               ; lanes where %vpred_93
	ds_write_b32 v8, v38 offset:22784                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v34 offset:22788                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v35 offset:22792                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v36 offset:22796                   ; convert the operand at 21:56: write this thread's elements
	s_mov_b64 exec, s[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v34, v11 offset:22784                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v35, v11 offset:22816                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v36, v11 offset:22848                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v37, v11 offset:22880                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v38, v11 offset:22912                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v39, v11 offset:22944                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v40, v11 offset:22976                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v41, v11 offset:23008                   ; convert the operand at 21:56: read in the new layout
	v_add_u32 v42, 0, v16
	v_add_u32 v43, 0, v42                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v44, 1, v42                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v45, 2, v42                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v46, 3, v42                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v47, 16, v42                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v48, 17, v42                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v49, 18, v42                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v50, 19, v42                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[38:39], s[14:15]               ; lanes where %vpred_93
	ds_write_b32 v13, v43 offset:23040                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v44 offset:23044                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v45 offset:23048                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v46 offset:23052                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v47 offset:23104                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v48 offset:23108                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v49 offset:23112                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v50 offset:23116                  ; convert the operand at 21:65: write this thread's elements
	s_mov_b64 exec, s[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v42, v17 offset:23040                   ; convert the operand at 21:65: read in the new layout
	v_cmp_lt_u32 s[38:39], v7, v4                       ; 'tt' element in bounds
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[40:41], v33, s21                     ; subscript 0 of 'kc' inside [0, NP)
	s_and_b64 s[42:43], s[38:39], s[40:41]
	v_cmp_lt_u32 s[38:39], v34, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[42:43], s[38:39]
	v_mov_b32 v43, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[38:39], v42, v43
	s_and_b64 s[46:47], s[44:45], s[38:39]
	v_mov_b32 v43, 0x2000
	v_mul_lo_u32 v44, v43, v33
	v_mov_b32 v43, 0x80
	v_mul_lo_u32 v45, v43, v34
	v_add_u32 v34, v44, v45
	v_add_u32 v43, v34, v42
	v_lshlrev_b32 v34, 1, v43                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v46, 0                                    ; an absent run: zeros
	v_mov_b32 v47, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[46:47]               ; lanes where %vpred_1303
	global_load_dwordx2 v[46:47], v34, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[46:47] offset:4352              ; A operand of the product: stage a run
	v_add_u32 v34, 8, v7
	v_cmp_lt_u32 s[44:45], v34, v4                      ; 'tt' element in bounds
	s_and_b64 s[46:47], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v35, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[48:49], s[46:47], s[44:45]
	s_and_b64 s[44:45], s[48:49], s[38:39]
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v43, v34, v35
	v_add_u32 v34, v44, v43
	v_add_u32 v35, v34, v42
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v46, 0                                    ; an absent run: zeros
	v_mov_b32 v47, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[48:49], s[44:45]               ; lanes where %vpred_1316
	global_load_dwordx2 v[46:47], v34, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[46:47] offset:6528              ; A operand of the product: stage a run
	v_add_u32 v34, 16, v7
	v_cmp_lt_u32 s[44:45], v34, v4                      ; 'tt' element in bounds
	s_and_b64 s[48:49], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v36, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[50:51], s[48:49], s[44:45]
	s_and_b64 s[44:45], s[50:51], s[38:39]
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v35, v34, v36
	v_add_u32 v34, v44, v35
	v_add_u32 v35, v34, v42
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v46, 0                                    ; an absent run: zeros
	v_mov_b32 v47, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[50:51], s[44:45]               ; lanes where %vpred_1328
	global_load_dwordx2 v[46:47], v34, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[46:47] offset:8704              ; A operand of the product: stage a run
	v_add_u32 v34, 24, v7
	v_cmp_lt_u32 s[44:45], v34, v4                      ; 'tt' element in bounds
	s_and_b64 s[50:51], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v37, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[50:51], s[44:45]
	s_and_b64 s[44:45], s[52:53], s[38:39]
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v35, v34, v37
	v_add_u32 v34, v44, v35
	v_add_u32 v35, v34, v42
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v36, 0                                    ; an absent run: zeros
	v_mov_b32 v37, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[44:45]               ; lanes where %vpred_1340
	global_load_dwordx2 v[36:37], v34, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[36:37] offset:10880             ; A operand of the product: stage a run
	v_add_u32 v34, 32, v7
	v_cmp_lt_u32 s[44:45], v34, v4                      ; 'tt' element in bounds
	s_and_b64 s[52:53], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[54:55], s[52:53], s[44:45]
	s_and_b64 s[44:45], s[54:55], s[38:39]
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v35, v34, v38
	v_add_u32 v34, v44, v35
	v_add_u32 v35, v34, v42
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v36, 0                                    ; an absent run: zeros
	v_mov_b32 v37, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[54:55], s[44:45]               ; lanes where %vpred_1352
	global_load_dwordx2 v[36:37], v34, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[36:37] offset:13056             ; A operand of the product: stage a run
	v_add_u32 v34, 40, v7
	v_cmp_lt_u32 s[44:45], v34, v4                      ; 'tt' element in bounds
	s_and_b64 s[54:55], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[54:55], s[44:45]
	s_and_b64 s[44:45], s[56:57], s[38:39]
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v35, v34, v39
	v_add_u32 v34, v44, v35
	v_add_u32 v35, v34, v42
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v36, 0                                    ; an absent run: zeros
	v_mov_b32 v37, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[56:57], s[44:45]               ; lanes where %vpred_1364
	global_load_dwordx2 v[36:37], v34, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[36:37] offset:15232             ; A operand of the product: stage a run
	v_add_u32 v34, 48, v7
	v_cmp_lt_u32 s[44:45], v34, v4                      ; 'tt' element in bounds
	s_and_b64 s[56:57], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[56:57], s[44:45]
	s_and_b64 s[44:45], s[58:59], s[38:39]
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v35, v34, v40
	v_add_u32 v34, v44, v35
	v_add_u32 v35, v34, v42
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v36, 0                                    ; an absent run: zeros
	v_mov_b32 v37, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[44:45]               ; lanes where %vpred_1376
	global_load_dwordx2 v[36:37], v34, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[36:37] offset:17408             ; A operand of the product: stage a run
	v_add_u32 v34, 56, v7
	v_cmp_lt_u32 s[44:45], v34, v4                      ; 'tt' element in bounds
	s_and_b64 s[58:59], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v41, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[60:61], s[58:59], s[44:45]
	s_and_b64 s[44:45], s[60:61], s[38:39]
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v35, v34, v41
	v_add_u32 v34, v44, v35
	v_add_u32 v35, v34, v42
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v36, 0                                    ; an absent run: zeros
	v_mov_b32 v37, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[38:39], s[44:45]               ; lanes where %vpred_1388
	global_load_dwordx2 v[36:37], v34, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[36:37] offset:19584             ; A operand of the product: stage a run
	v_mov_b32 v34, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v35, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v36, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	ds_read_b128 v[38:41], v20                          ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[42:45], v19 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[42:43], v[38:39], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[44:45], v[40:41], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[38:41], v20 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[42:45], v19 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[42:43], v[38:39], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[44:45], v[40:41], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[38:41], v20 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[42:45], v19 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[42:43], v[38:39], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[44:45], v[40:41], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[38:41], v20 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[42:45], v19 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[42:43], v[38:39], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[44:45], v[40:41], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_mul_f32 v38, s18, v34                             ; examples/attention_paged.kgen:21
	v_mul_f32 v39, s18, v35                             ; examples/attention_paged.kgen:21
	v_mul_f32 v40, s18, v36                             ; examples/attention_paged.kgen:21
	v_mul_f32 v41, s18, v37                             ; examples/attention_paged.kgen:21
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v35, v34, v38, s[28:29]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v36, v34, v39, s[30:31]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v37, v34, v40, s[32:33]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v38, v34, v41, s[36:37]
	v_cmp_lt_u32 s[28:29], v3, s26                      ; 'r' element in bounds
	v_cmp_lt_u32 s[30:31], v5, v4                       ; 'tt' element in bounds
	s_and_b64 s[32:33], s[28:29], s[30:31]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v39, v34, v35, s[32:33]
	v_add_u32 v34, 1, v5
	v_cmp_lt_u32 s[30:31], v34, v4                      ; 'tt' element in bounds
	s_and_b64 s[36:37], s[28:29], s[30:31]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v40, v34, v36, s[36:37]
	v_add_u32 v34, 2, v5
	v_cmp_lt_u32 s[30:31], v34, v4                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[28:29], s[30:31]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v41, v34, v37, s[38:39]
	v_add_u32 v34, 3, v5
	v_cmp_lt_u32 s[30:31], v34, v4                      ; 'tt' element in bounds
	s_and_b64 s[44:45], s[28:29], s[30:31]
	v_mov_b32 v4, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v34, v4, v38, s[44:45]
	v_max_f32 v4, v39, v40                              ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v39, v40
	v_mov_b32 v39, 0x7fc00000
	v_cndmask_b32 v40, v4, v39, s[28:29]
	v_max_f32 v4, v40, v41                              ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v40, v41
	v_mov_b32 v39, 0x7fc00000
	v_cndmask_b32 v40, v4, v39, s[28:29]
	v_max_f32 v4, v40, v34                              ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v40, v34
	v_mov_b32 v34, 0x7fc00000
	v_cndmask_b32 v39, v4, v34, s[28:29]
	ds_swizzle_b32 v4, v39 offset:swizzle(SWAP,16)      ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v34, v39, v4
	v_cmp_u_f32 s[28:29], v39, v4
	v_mov_b32 v4, 0x7fc00000
	v_cndmask_b32 v39, v34, v4, s[28:29]
	v_and_b32 v4, 63, v0                                ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v34, v4, v39
	s_waitcnt lgkmcnt(0)
	v_max_f32 v4, v39, v34
	v_cmp_u_f32 s[28:29], v39, v34
	v_mov_b32 v34, 0x7fc00000
	v_cndmask_b32 v39, v4, v34, s[28:29]
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_270
	ds_write_b32 v12, v39 offset:23552                  ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v14 offset:23552                    ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v34, v14 offset:23616                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v39, v4, v34
	v_cmp_u_f32 s[28:29], v4, v34
	v_mov_b32 v4, 0x7fc00000
	v_cndmask_b32 v34, v39, v4, s[28:29]
	ds_read_b32 v4, v14 offset:23680                    ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v39, v34, v4
	v_cmp_u_f32 s[28:29], v34, v4
	v_mov_b32 v4, 0x7fc00000
	v_cndmask_b32 v34, v39, v4, s[28:29]
	ds_read_b32 v4, v14 offset:23744                    ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v39, v34, v4
	v_cmp_u_f32 s[28:29], v34, v4
	v_mov_b32 v4, 0x7fc00000
	v_cndmask_b32 v34, v39, v4, s[28:29]
	v_max_f32 v4, v1, v34                               ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[28:29], v1, v34
	v_mov_b32 v34, 0x7fc00000
	v_cndmask_b32 v39, v4, v34, s[28:29]
	v_sub_f32 v4, v1, v39                               ; examples/attention_paged.kgen:24
	v_mul_f32 v34, 0x3fb8aa3b, v4                       ; examples/attention_paged.kgen:24
	v_exp_f32 v4, v34                                   ; examples/attention_paged.kgen:24
	v_mul_f32 v34, v24, v4                              ; examples/attention_paged.kgen:26
	v_mul_f32 v40, v25, v4                              ; examples/attention_paged.kgen:26
	v_mul_f32 v41, v26, v4                              ; examples/attention_paged.kgen:26
	v_mul_f32 v42, v27, v4                              ; examples/attention_paged.kgen:26
	v_mul_f32 v43, v28, v4                              ; examples/attention_paged.kgen:26
	v_mul_f32 v44, v29, v4                              ; examples/attention_paged.kgen:26
	v_mul_f32 v45, v30, v4                              ; examples/attention_paged.kgen:26
	v_mul_f32 v46, v31, v4                              ; examples/attention_paged.kgen:26
	v_mov_b32 v24, v34                                  ; 'acc' scaled in place
	v_mov_b32 v25, v40                                  ; 'acc' scaled in place
	v_mov_b32 v26, v41                                  ; 'acc' scaled in place
	v_mov_b32 v27, v42                                  ; 'acc' scaled in place
	v_mov_b32 v28, v43                                  ; 'acc' scaled in place
	v_mov_b32 v29, v44                                  ; 'acc' scaled in place
	v_mov_b32 v30, v45                                  ; 'acc' scaled in place
	v_mov_b32 v31, v46                                  ; 'acc' scaled in place
	v_cndmask_b32 v34, 0, v33, s[40:41]
	v_mov_b32 v33, 0x2000
	v_mul_lo_u32 v40, v34, v33
	v_mov_b32 v33, 0x2000
	v_mul_hi_u32 v41, v34, v33
	v_lshlrev_b64 v[42:43], 1, v[40:41]
	v_add_co_u32 v40, vcc, s10, v42                     ; 'vc' at this page
	v_mov_b32 v33, s11
	v_addc_co_u32 v41, vcc, v33, v43, vcc
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1299
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v33, v21, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1299
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v33, v21, s[30:31] offset:2
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1299
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v33, v21, s[30:31] offset:4
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[42:43]               ; lanes where %vpred_1299
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v33, v21, s[30:31] offset:6
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1313
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v33, v21, s[30:31] offset:2048
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1313
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v33, v21, s[30:31] offset:2050
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1313
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v33, v21, s[30:31] offset:2052
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[46:47]               ; lanes where %vpred_1313
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	s_nop 4
	global_load_ushort v33, v21, s[30:31] offset:2054
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1325
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v49, 0x1000, v21
	s_nop 3
	global_load_ushort v33, v49, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1325
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v50, 0x1002, v21
	s_nop 3
	global_load_ushort v33, v50, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1325
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v51, 0x1004, v21
	s_nop 3
	global_load_ushort v33, v51, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[48:49]               ; lanes where %vpred_1325
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v52, 0x1006, v21
	s_nop 3
	global_load_ushort v33, v52, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[50:51]               ; lanes where %vpred_1337
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v53, 0x1800, v21
	s_nop 3
	global_load_ushort v33, v53, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[50:51]               ; lanes where %vpred_1337
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v54, 0x1802, v21
	s_nop 3
	global_load_ushort v33, v54, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[50:51]               ; lanes where %vpred_1337
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v55, 0x1804, v21
	s_nop 3
	global_load_ushort v33, v55, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[50:51]               ; lanes where %vpred_1337
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v56, 0x1806, v21
	s_nop 3
	global_load_ushort v33, v56, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[52:53]               ; lanes where %vpred_1349
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v57, 0x2000, v21
	s_nop 3
	global_load_ushort v33, v57, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[52:53]               ; lanes where %vpred_1349
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v58, 0x2002, v21
	s_nop 3
	global_load_ushort v33, v58, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[52:53]               ; lanes where %vpred_1349
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v59, 0x2004, v21
	s_nop 3
	global_load_ushort v33, v59, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[52:53]               ; lanes where %vpred_1349
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v60, 0x2006, v21
	s_nop 3
	global_load_ushort v33, v60, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[54:55]               ; lanes where %vpred_1361
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v61, 0x2800, v21
	s_nop 3
	global_load_ushort v33, v61, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[54:55]               ; lanes where %vpred_1361
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v62, 0x2802, v21
	s_nop 3
	global_load_ushort v33, v62, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[54:55]               ; lanes where %vpred_1361
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v63, 0x2804, v21
	s_nop 3
	global_load_ushort v33, v63, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[54:55]               ; lanes where %vpred_1361
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v64, 0x2806, v21
	s_nop 3
	global_load_ushort v33, v64, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[56:57]               ; lanes where %vpred_1373
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v65, 0x3000, v21
	s_nop 3
	global_load_ushort v33, v65, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[56:57]               ; lanes where %vpred_1373
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v66, 0x3002, v21
	s_nop 3
	global_load_ushort v33, v66, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[56:57]               ; lanes where %vpred_1373
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v67, 0x3004, v21
	s_nop 3
	global_load_ushort v33, v67, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[56:57]               ; lanes where %vpred_1373
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v68, 0x3006, v21
	s_nop 3
	global_load_ushort v33, v68, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[58:59]               ; lanes where %vpred_1385
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v69, 0x3800, v21
	s_nop 3
	global_load_ushort v33, v69, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[58:59]               ; lanes where %vpred_1385
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v70, 0x3802, v21
	s_nop 3
	global_load_ushort v33, v70, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[58:59]               ; lanes where %vpred_1385
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v71, 0x3804, v21
	s_nop 3
	global_load_ushort v33, v71, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[58:59]               ; lanes where %vpred_1385
	v_readfirstlane_b32 s30, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v41
	v_add_u32 v40, 0x3806, v21
	s_nop 3
	global_load_ushort v33, v40, s[30:31]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v33
	v_lshrrev_b32 v33, 16, v34
	ds_write_b16 v9, v33 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v42
	ds_write_b16 v9, v33 offset:4496                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v43
	ds_write_b16 v9, v33 offset:4640                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v44
	ds_write_b16 v9, v33 offset:4784                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v45
	ds_write_b16 v9, v33 offset:4368                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v46
	ds_write_b16 v9, v33 offset:4512                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v47
	ds_write_b16 v9, v33 offset:4656                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v48
	ds_write_b16 v9, v33 offset:4800                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v49
	ds_write_b16 v9, v33 offset:4384                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v50
	ds_write_b16 v9, v33 offset:4528                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v51
	ds_write_b16 v9, v33 offset:4672                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v52
	ds_write_b16 v9, v33 offset:4816                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v53
	ds_write_b16 v9, v33 offset:4400                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v54
	ds_write_b16 v9, v33 offset:4544                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v55
	ds_write_b16 v9, v33 offset:4688                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v56
	ds_write_b16 v9, v33 offset:4832                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v57
	ds_write_b16 v9, v33 offset:4416                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v58
	ds_write_b16 v9, v33 offset:4560                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v59
	ds_write_b16 v9, v33 offset:4704                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v60
	ds_write_b16 v9, v33 offset:4848                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v61
	ds_write_b16 v9, v33 offset:4432                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v62
	ds_write_b16 v9, v33 offset:4576                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v63
	ds_write_b16 v9, v33 offset:4720                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v64
	ds_write_b16 v9, v33 offset:4864                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v65
	ds_write_b16 v9, v33 offset:4448                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v66
	ds_write_b16 v9, v33 offset:4592                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v67
	ds_write_b16 v9, v33 offset:4736                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v68
	ds_write_b16 v9, v33 offset:4880                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v69
	ds_write_b16 v9, v33 offset:4464                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v70
	ds_write_b16 v9, v33 offset:4608                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v71
	ds_write_b16 v9, v33 offset:4752                    ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v40
	ds_write_b16 v9, v33 offset:4896                    ; A operand of the product: stage
	v_mul_f32 v33, 0xbfb8aa3b, v39                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v35, v34, v33
	v_exp_f32 v34, v40                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v35, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v36, v35, v33
	v_exp_f32 v35, v40                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v36, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v37, v36, v33
	v_exp_f32 v36, v40                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v37, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v38, v37, v33
	v_exp_f32 v33, v40                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v37, v34, 16, 1                           ; round to bf16
	v_add3_u32 v38, v34, v37, s4
	v_cmp_u_f32 s[28:29], v34, v34
	v_mov_b32 v37, 0x7fc00000
	v_cndmask_b32 v38, v38, v37, s[28:29]
	v_and_b32 v37, 0xffff0000, v38
	v_bfe_u32 v38, v35, 16, 1                           ; round to bf16
	v_add3_u32 v40, v35, v38, s4
	v_cmp_u_f32 s[28:29], v35, v35
	v_mov_b32 v38, 0x7fc00000
	v_cndmask_b32 v40, v40, v38, s[28:29]
	v_and_b32 v38, 0xffff0000, v40
	v_bfe_u32 v40, v36, 16, 1                           ; round to bf16
	v_add3_u32 v41, v36, v40, s4
	v_cmp_u_f32 s[28:29], v36, v36
	v_mov_b32 v40, 0x7fc00000
	v_cndmask_b32 v41, v41, v40, s[28:29]
	v_and_b32 v40, 0xffff0000, v41
	v_bfe_u32 v41, v33, 16, 1                           ; round to bf16
	v_add3_u32 v42, v33, v41, s4
	v_cmp_u_f32 s[28:29], v33, v33
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v42, v42, v41, s[28:29]
	v_and_b32 v41, 0xffff0000, v42
	v_cndmask_b32 v42, 0, v37, s[32:33]                 ; absent elements add nothing
	v_lshrrev_b32 v37, 16, v42
	ds_write_b16 v23, v37 offset:23808                  ; B operand of the product: stage
	v_cndmask_b32 v37, 0, v38, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v38, 16, v37
	ds_write_b16 v23, v38 offset:23810                  ; B operand of the product: stage
	v_cndmask_b32 v37, 0, v40, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v38, 16, v37
	ds_write_b16 v23, v38 offset:23812                  ; B operand of the product: stage
	v_cndmask_b32 v37, 0, v41, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v38, 16, v37
	ds_write_b16 v23, v38 offset:23814                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[40:43], v18 offset:23808             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[44:47], v15 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[48:51], v15 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[24:27], v[44:45], v[40:41], v[24:27] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[28:31], v[48:49], v[40:41], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[24:27], v[46:47], v[42:43], v[24:27] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[28:31], v[50:51], v[42:43], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x16
	ds_read_b128 v[40:43], v18 offset:23872             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[44:47], v15 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[48:51], v15 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[24:27], v[44:45], v[40:41], v[24:27] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[28:31], v[48:49], v[40:41], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[24:27], v[46:47], v[42:43], v[24:27] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[28:31], v[50:51], v[42:43], v[28:31] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mul_f32 v37, v2, v4                               ; examples/attention_paged.kgen:25
	v_cndmask_b32 v4, 0, v34, s[32:33]                  ; absent elements contribute the identity
	v_cndmask_b32 v34, 0, v35, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v35, 0, v36, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v36, 0, v33, s[44:45]                 ; absent elements contribute the identity
	v_add_f32 v33, v4, v34                              ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v4, v33, v35                              ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v33, v4, v36                              ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v4, v33 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v33, v4
	v_and_b32 v4, 63, v0                                ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v4, 32, v4
	v_lshlrev_b32 v4, 2, v4
	ds_bpermute_b32 v33, v4, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32 v4, v34, v33
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_270
	ds_write_b32 v12, v4 offset:28160                   ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v4, v14 offset:28160                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v33, v14 offset:28224                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v4, v33
	ds_read_b32 v4, v14 offset:28288                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v34, v4
	ds_read_b32 v4, v14 offset:28352                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v33, v4
	v_add_f32 v4, v37, v34                              ; examples/attention_paged.kgen:25
	v_mov_b32 v2, v4                                    ; next 'l'
	v_mov_b32 v1, v39                                   ; next 'mx'
	s_add_u32 s7, s7, 64
	s_cmp_lt_u32 s7, s5
	s_cbranch_scc1 .Lattention_paged_loop3
.Lattention_paged_loop3_end:
	v_cmp_gt_f32 s[6:7], v2, 0                          ; examples/attention_paged.kgen:29
	v_div_scale_f32 v1, s[8:9], v2, v2, v24             ; examples/attention_paged.kgen:29
	v_rcp_f32 v4, v1
	v_div_scale_f32 v5, vcc, v24, v2, v24
	v_fma_f32 v6, -v1, v4, 1.0
	v_fma_f32 v4, v6, v4, v4
	v_mul_f32 v7, v5, v4
	v_fma_f32 v6, -v1, v7, v5
	v_fma_f32 v7, v6, v4, v7
	v_fma_f32 v6, -v1, v7, v5
	v_div_fmas_f32 v6, v6, v4, v7
	v_div_fixup_f32 v1, v6, v2, v24
	v_div_scale_f32 v4, s[8:9], v2, v2, v25             ; examples/attention_paged.kgen:29
	v_rcp_f32 v5, v4
	v_div_scale_f32 v6, vcc, v25, v2, v25
	v_fma_f32 v7, -v4, v5, 1.0
	v_fma_f32 v5, v7, v5, v5
	v_mul_f32 v8, v6, v5
	v_fma_f32 v7, -v4, v8, v6
	v_fma_f32 v8, v7, v5, v8
	v_fma_f32 v7, -v4, v8, v6
	v_div_fmas_f32 v7, v7, v5, v8
	v_div_fixup_f32 v4, v7, v2, v25
	v_div_scale_f32 v5, s[8:9], v2, v2, v26             ; examples/attention_paged.kgen:29
	v_rcp_f32 v6, v5
	v_div_scale_f32 v7, vcc, v26, v2, v26
	v_fma_f32 v8, -v5, v6, 1.0
	v_fma_f32 v6, v8, v6, v6
	v_mul_f32 v9, v7, v6
	v_fma_f32 v8, -v5, v9, v7
	v_fma_f32 v9, v8, v6, v9
	v_fma_f32 v8, -v5, v9, v7
	v_div_fmas_f32 v8, v8, v6, v9
	v_div_fixup_f32 v5, v8, v2, v26
	v_div_scale_f32 v6, s[8:9], v2, v2, v27             ; examples/attention_paged.kgen:29
	v_rcp_f32 v7, v6
	v_div_scale_f32 v8, vcc, v27, v2, v27
	v_fma_f32 v9, -v6, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v10, v8, v7
	v_fma_f32 v9, -v6, v10, v8
	v_fma_f32 v10, v9, v7, v10
	v_fma_f32 v9, -v6, v10, v8
	v_div_fmas_f32 v9, v9, v7, v10
	v_div_fixup_f32 v6, v9, v2, v27
	v_div_scale_f32 v7, s[8:9], v2, v2, v28             ; examples/attention_paged.kgen:29
	v_rcp_f32 v8, v7
	v_div_scale_f32 v9, vcc, v28, v2, v28
	v_fma_f32 v10, -v7, v8, 1.0
	v_fma_f32 v8, v10, v8, v8
	v_mul_f32 v11, v9, v8
	v_fma_f32 v10, -v7, v11, v9
	v_fma_f32 v11, v10, v8, v11
	v_fma_f32 v10, -v7, v11, v9
	v_div_fmas_f32 v10, v10, v8, v11
	v_div_fixup_f32 v7, v10, v2, v28
	v_div_scale_f32 v8, s[8:9], v2, v2, v29             ; examples/attention_paged.kgen:29
	v_rcp_f32 v9, v8
	v_div_scale_f32 v10, vcc, v29, v2, v29
	v_fma_f32 v11, -v8, v9, 1.0
	v_fma_f32 v9, v11, v9, v9
	v_mul_f32 v12, v10, v9
	v_fma_f32 v11, -v8, v12, v10
	v_fma_f32 v12, v11, v9, v12
	v_fma_f32 v11, -v8, v12, v10
	v_div_fmas_f32 v11, v11, v9, v12
	v_div_fixup_f32 v8, v11, v2, v29
	v_div_scale_f32 v9, s[8:9], v2, v2, v30             ; examples/attention_paged.kgen:29
	v_rcp_f32 v10, v9
	v_div_scale_f32 v11, vcc, v30, v2, v30
	v_fma_f32 v12, -v9, v10, 1.0
	v_fma_f32 v10, v12, v10, v10
	v_mul_f32 v13, v11, v10
	v_fma_f32 v12, -v9, v13, v11
	v_fma_f32 v13, v12, v10, v13
	v_fma_f32 v12, -v9, v13, v11
	v_div_fmas_f32 v12, v12, v10, v13
	v_div_fixup_f32 v9, v12, v2, v30
	v_div_scale_f32 v10, s[8:9], v2, v2, v31            ; examples/attention_paged.kgen:29
	v_rcp_f32 v11, v10
	v_div_scale_f32 v12, vcc, v31, v2, v31
	v_fma_f32 v13, -v10, v11, 1.0
	v_fma_f32 v11, v13, v11, v11
	v_mul_f32 v14, v12, v11
	v_fma_f32 v13, -v10, v14, v12
	v_fma_f32 v14, v13, v11, v14
	v_fma_f32 v13, -v10, v14, v12
	v_div_fmas_f32 v13, v13, v11, v14
	v_div_fixup_f32 v10, v13, v2, v31
	v_cndmask_b32 v2, 0, v1, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v1, 0, v4, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v4, 0, v5, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v5, 0, v6, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v6, 0, v7, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v7, 0, v8, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v8, 0, v9, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v9, 0, v10, s[6:7]                    ; examples/attention_paged.kgen:29
	v_cmp_lt_u32 s[6:7], v3, s26                        ; 'r' element in bounds
	v_bfe_u32 v3, v2, 16, 1
	v_add3_u32 v10, v2, v3, s4
	v_cmp_u_f32 s[8:9], v2, v2
	v_mov_b32 v2, 0x7fc00000
	v_cndmask_b32 v10, v10, v2, s[8:9]
	v_lshrrev_b32 v2, 16, v10
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1663
	global_store_short v22, v2, s[16:17]                ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v2, v1, 16, 1
	v_add3_u32 v3, v1, v2, s4
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v3, v3, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1663
	global_store_short v22, v1, s[16:17] offset:2       ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v4, 16, 1
	v_add3_u32 v2, v4, v1, s4
	v_cmp_u_f32 s[8:9], v4, v4
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1663
	global_store_short v22, v1, s[16:17] offset:4       ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s4
	v_cmp_u_f32 s[8:9], v5, v5
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1663
	global_store_short v22, v1, s[16:17] offset:6       ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s4
	v_cmp_u_f32 s[8:9], v6, v6
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1663
	global_store_short v22, v1, s[16:17] offset:32      ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v2, v7, v1, s4
	v_cmp_u_f32 s[8:9], v7, v7
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1663
	global_store_short v22, v1, s[16:17] offset:34      ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v2, v8, v1, s4
	v_cmp_u_f32 s[8:9], v8, v8
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1663
	global_store_short v22, v1, s[16:17] offset:36      ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v2, v9, v1, s4
	v_cmp_u_f32 s[4:5], v9, v9
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[4:5]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[4:5], s[6:7]                   ; lanes where %vpred_1663
	global_store_short v22, v1, s[16:17] offset:38      ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[4:5]
.Lattention_paged_if0_end:
	s_endpgm
.Lfunc_end_attention_paged:
	.size	attention_paged, .Lfunc_end_attention_paged-attention_paged

; kernel attention_paged_split: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel attention_paged_split from examples/attention_paged.kgen
; target gfx90a: AMD CDNA2 (MI200)
;   block: 256 threads = 4 x 64-wide waves
;   grid: r, b, part
;   chunk: part: 1, b: 1, r: 16, tt: 64, d: 128; walked in chunks: none
;   layout: b:1 x r:16 x tt:64: reg[tt1 tt2] lane[r1 r2 r4 r8 tt4 tt8] warp[tt16 tt32]
;     (the first product's accumulator; at most 4 elements per vector access)
;   tile products on mfma 16x16x16: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (40 shuffle and conversion instructions per thread)
;   product 21:34 tt x r contracting d (as the transposed product): 4 x 1 warps, each mfma 16x16x16 tiles
;   product 26:29 d x r contracting tt (as the transposed product): 4 x 1 warps, each mfma 16x16x16 tiles
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
; resources: 75 VGPRs, 0 AGPRs, 78 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 28416 bytes LDS, 108 bytes of arguments, 256 threads
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
	v_lshlrev_b32 v4, 1, v5                             ; thread's first 16 bytes in opinv0
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
	s_mov_b32 s38, s29
	s_mov_b32 s39, 0
	s_lshl_b64 s[40:41], s[38:39], 2
	s_add_u32 s38, s14, s40                             ; 'lens' at this program
	s_addc_u32 s39, s15, s41
	v_lshlrev_b32 v5, 2, v2
	v_lshrrev_b32 v7, 5, v1
	v_and_b32 v8, 31, v1
	v_lshlrev_b32 v9, 2, v8
	v_mov_b32 v8, 0x88
	v_mul_lo_u32 v10, v8, v7
	v_add_u32 v8, v10, v9
	v_lshlrev_b32 v10, 1, v8                            ; thread's place in opa1
	v_cmp_eq_u32 s[14:15], v3, 0                        ; one thread of each group of copies
	v_lshlrev_b32 v8, 2, v5
	v_lshlrev_b32 v11, 2, v7
	v_and_b32 v12, 3, v2
	v_lshlrev_b32 v13, 2, v12
	v_lshrrev_b32 v14, 6, v1
	v_lshlrev_b32 v15, 5, v14
	v_or_b32 v16, v13, v15                              ; thread's 'd' coordinate
	v_lshlrev_b32 v13, 2, v16
	v_lshlrev_b32 v17, 2, v9
	v_lshlrev_b32 v18, 4, v14
	v_or_b32 v19, v3, v18                               ; thread's 'r' coordinate
	v_lshlrev_b32 v18, 3, v12
	v_mov_b32 v12, 0x88
	v_mul_lo_u32 v20, v12, v19
	v_add_u32 v12, v20, v18
	v_lshlrev_b32 v19, 1, v12                           ; thread's M-fragment place
	v_mov_b32 v12, 0x88
	v_mul_lo_u32 v20, v12, v3
	v_add_u32 v12, v20, v18
	v_lshlrev_b32 v20, 1, v12                           ; thread's N-fragment place
	v_and_b32 v12, 1, v14
	v_lshrrev_b32 v14, 7, v1
	v_and_b32 v21, 1, v14
	v_lshlrev_b32 v14, 1, v21
	v_or_b32 v21, v12, v14                              ; warp group along 'tt'
	v_mul_lo_u32 v12, 16, v21
	v_add_u32 v14, v12, v3
	v_lshlrev_b32 v12, 2, v14
	v_lshlrev_b32 v14, 2, v3
	v_and_b32 v21, 48, v1
	v_cmp_eq_u32 s[40:41], v21, 0                       ; one lane per warp group and element publishes
	v_mov_b32 v21, 0x80
	v_mul_lo_u32 v22, v21, v7
	v_add_u32 v21, v22, v9
	v_lshlrev_b32 v22, 1, v21                           ; thread's byte offset in a chunk of 'vc'
	v_mov_b32 v21, 0x48
	v_mul_lo_u32 v23, v21, v9
	v_add_u32 v9, v23, v7
	v_lshlrev_b32 v21, 1, v9                            ; thread's place in opa1
	v_or_b32 v9, v3, v15                                ; thread's 'r' coordinate
	v_mov_b32 v15, 0x48
	v_mul_lo_u32 v23, v15, v9
	v_add_u32 v9, v23, v18
	v_lshlrev_b32 v15, 1, v9                            ; thread's M-fragment place
	v_mov_b32 v9, 0x48
	v_mul_lo_u32 v23, v9, v3
	v_add_u32 v9, v23, v5
	v_lshlrev_b32 v24, 1, v9                            ; thread's place in opb5
	v_add_u32 v9, v23, v18
	v_lshlrev_b32 v18, 1, v9                            ; thread's N-fragment place
	v_mov_b32 v9, 0x80
	v_mul_lo_u32 v23, v9, v3
	v_add_u32 v9, v23, v16
	v_lshlrev_b32 v23, 2, v9                            ; thread's byte offset in a chunk of 'acc_parts'
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
	v_and_b32 v9, 0xf0, v1
	v_cmp_eq_u32 s[36:37], v9, 0                        ; one thread of each group of copies
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
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	global_load_dwordx4 v[26:29], v6, s[42:43]          ; examples/attention_paged.kgen:21: 16 bytes of 'q'
	s_waitcnt vmcnt(0)
	ds_write_b128 v4, v[26:29]                          ; 16 bytes into opinv0
	v_mov_b32 v26, 0                                    ; loop-carried 'acc'
	v_mov_b32 v27, 0                                    ; loop-carried 'acc'
	v_mov_b32 v28, 0                                    ; loop-carried 'acc'
	v_mov_b32 v29, 0                                    ; loop-carried 'acc'
	v_mov_b32 v30, 0                                    ; loop-carried 'acc'
	v_mov_b32 v31, 0                                    ; loop-carried 'acc'
	v_mov_b32 v32, 0                                    ; loop-carried 'acc'
	v_mov_b32 v33, 0                                    ; loop-carried 'acc'
	v_mov_b32 v1, 0                                     ; loop-carried 'l'
	v_mov_b32 v9, 0xff800000                            ; loop-carried 'mx'
	v_mov_b32 v25, 0                                    ; examples/attention_paged.kgen:21: load of 'lens'
	global_load_dword v34, v25, s[38:39]
	s_waitcnt vmcnt(0)
	v_sub_u32 v25, v34, s33                             ; for tt: from the part's first
	v_max_i32 v35, 0, v25
	v_min_u32 v25, s34, v35                             ; for tt: stops after the last 'tt' the mask at 21:13 shows (tt <= lens[b] - 1)
	v_cmp_ge_u32 s[18:19], v25, 64                      ; at least one whole chunk of 'tt'
	v_sub_u32 v35, v25, 63
	v_cndmask_b32 v36, 0, v35, s[18:19]                 ; full chunks start below extent - chunk + 1
	v_readfirstlane_b32 s18, v36
	s_mov_b32 s19, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s19, s18
	s_cbranch_scc1 .Lattention_paged_split_loop0_end
.Lattention_paged_split_loop0:
	s_add_u32 s22, s33, s19
	v_add_u32 v35, s22, v5
	v_add_u32 v36, 0, v35                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v37, 1, v35                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v38, 2, v35                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v39, 3, v35                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[46:47], v36, v34                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[48:49], v37, v34                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[50:51], v38, v34                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[52:53], v39, v34                     ; examples/attention_paged.kgen:21
	s_add_i32 s23, s29, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s25, s22, 6
	s_mul_i32 s22, s23, s27
	s_add_u32 s28, s22, s25
	s_lshl_b32 s22, s28, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s23, s24                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s23, 1, 0
	s_cmp_lt_u32 s25, s27                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s25, 1, 0
	s_and_b32 s28, s23, s25
	v_mov_b32 v35, 0                                    ; absent element
	s_cmp_eq_u32 s28, 0                                 ; if %upred_97
	s_cbranch_scc1 .Lattention_paged_split_skip0
	v_mov_b32 v40, s22                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v35, v40, s[12:13]
.Lattention_paged_split_skip0:
	v_lshrrev_b32 v40, 6, v36                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v41, 64, v40
	v_sub_u32 v40, v36, v41
	v_lshrrev_b32 v36, 6, v37                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v41, 64, v36
	v_sub_u32 v36, v37, v41
	v_lshrrev_b32 v37, 6, v38                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v41, 64, v37
	v_sub_u32 v37, v38, v41
	v_lshrrev_b32 v38, 6, v39                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v41, 64, v38
	v_sub_u32 v38, v39, v41
	s_and_saveexec_b64 s[22:23], s[14:15]               ; lanes where %vpred_103
	ds_write_b32 v8, v40 offset:22784                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v36 offset:22788                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v37 offset:22792                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v38 offset:22796                   ; convert the operand at 21:56: write this thread's elements
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v11 offset:22784                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v37, v11 offset:22816                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v38, v11 offset:22848                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v39, v11 offset:22880                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v40, v11 offset:22912                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v41, v11 offset:22944                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v42, v11 offset:22976                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v43, v11 offset:23008                   ; convert the operand at 21:56: read in the new layout
	v_add_u32 v44, 0, v16
	v_add_u32 v45, 0, v44                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v46, 1, v44                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v47, 2, v44                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v48, 3, v44                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v49, 16, v44                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v50, 17, v44                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v51, 18, v44                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v52, 19, v44                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[22:23], s[14:15]               ; lanes where %vpred_103
	ds_write_b32 v13, v45 offset:23040                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v46 offset:23044                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v47 offset:23048                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v48 offset:23052                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v49 offset:23104                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v50 offset:23108                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v51 offset:23112                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v52 offset:23116                  ; convert the operand at 21:65: write this thread's elements
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v44, v17 offset:23040                   ; convert the operand at 21:65: read in the new layout
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[22:23], v35, s26                     ; subscript 0 of 'kc' inside [0, NP)
	v_cmp_lt_u32 s[54:55], v36, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[22:23], s[54:55]
	v_mov_b32 v45, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[54:55], v44, v45
	s_and_b64 s[58:59], s[56:57], s[54:55]
	v_mov_b32 v45, 0x2000
	v_mul_lo_u32 v46, v45, v35
	v_mov_b32 v45, 0x80
	v_mul_lo_u32 v47, v45, v36
	v_add_u32 v36, v46, v47
	v_add_u32 v45, v36, v44
	v_lshlrev_b32 v36, 1, v45                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[56:57], s[58:59]               ; lanes where %vpred_138
	global_load_dwordx2 v[48:49], v36, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[48:49] offset:4352              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[56:57], v37, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[22:23], s[56:57]
	s_and_b64 s[56:57], s[58:59], s[54:55]
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v45, v36, v37
	v_add_u32 v36, v46, v45
	v_add_u32 v37, v36, v44
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_149
	global_load_dwordx2 v[48:49], v36, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[48:49] offset:6528              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[56:57], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[22:23], s[56:57]
	s_and_b64 s[56:57], s[58:59], s[54:55]
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v37, v36, v38
	v_add_u32 v36, v46, v37
	v_add_u32 v37, v36, v44
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_158
	global_load_dwordx2 v[48:49], v36, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[48:49] offset:8704              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[56:57], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[22:23], s[56:57]
	s_and_b64 s[56:57], s[58:59], s[54:55]
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v37, v36, v39
	v_add_u32 v36, v46, v37
	v_add_u32 v37, v36, v44
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_167
	global_load_dwordx2 v[38:39], v36, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:10880             ; A operand of the product: stage a run
	v_cmp_lt_u32 s[56:57], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[22:23], s[56:57]
	s_and_b64 s[56:57], s[58:59], s[54:55]
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v37, v36, v40
	v_add_u32 v36, v46, v37
	v_add_u32 v37, v36, v44
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_176
	global_load_dwordx2 v[38:39], v36, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:13056             ; A operand of the product: stage a run
	v_cmp_lt_u32 s[56:57], v41, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[22:23], s[56:57]
	s_and_b64 s[56:57], s[58:59], s[54:55]
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v37, v36, v41
	v_add_u32 v36, v46, v37
	v_add_u32 v37, v36, v44
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_185
	global_load_dwordx2 v[38:39], v36, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:15232             ; A operand of the product: stage a run
	v_cmp_lt_u32 s[56:57], v42, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[22:23], s[56:57]
	s_and_b64 s[56:57], s[58:59], s[54:55]
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v37, v36, v42
	v_add_u32 v36, v46, v37
	v_add_u32 v37, v36, v44
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_194
	global_load_dwordx2 v[38:39], v36, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:17408             ; A operand of the product: stage a run
	v_cmp_lt_u32 s[56:57], v43, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[22:23], s[56:57]
	s_and_b64 s[56:57], s[58:59], s[54:55]
	v_mov_b32 v36, 0x80
	v_mul_lo_u32 v37, v36, v43
	v_add_u32 v36, v46, v37
	v_add_u32 v37, v36, v44
	v_lshlrev_b32 v36, 1, v37                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[54:55], s[56:57]               ; lanes where %vpred_203
	global_load_dwordx2 v[38:39], v36, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:19584             ; A operand of the product: stage a run
	v_mov_b32 v36, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v38, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	ds_read_b128 v[40:43], v20                          ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[44:47], v19 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[36:39], v[44:45], v[40:41], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[36:39], v[46:47], v[42:43], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[40:43], v20 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[44:47], v19 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[36:39], v[44:45], v[40:41], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[36:39], v[46:47], v[42:43], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[40:43], v20 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[44:47], v19 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[36:39], v[44:45], v[40:41], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[36:39], v[46:47], v[42:43], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[40:43], v20 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[44:47], v19 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[36:39], v[44:45], v[40:41], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[36:39], v[46:47], v[42:43], v[36:39] ; examples/attention_paged.kgen:21: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_mul_f32 v40, s16, v36                             ; examples/attention_paged.kgen:21
	v_mul_f32 v41, s16, v37                             ; examples/attention_paged.kgen:21
	v_mul_f32 v42, s16, v38                             ; examples/attention_paged.kgen:21
	v_mul_f32 v43, s16, v39                             ; examples/attention_paged.kgen:21
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v37, v36, v40, s[46:47]
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v38, v36, v41, s[48:49]
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v39, v36, v42, s[50:51]
	v_mov_b32 v36, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v40, v36, v43, s[52:53]
	v_max_f32 v36, v37, v38                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[46:47], v37, v38
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v42, v36, v41, s[46:47]
	v_max_f32 v36, v42, v39                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[46:47], v42, v39
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v42, v36, v41, s[46:47]
	v_max_f32 v36, v42, v40                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[46:47], v42, v40
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v42, v36, v41, s[46:47]
	ds_swizzle_b32 v36, v42 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v41, v42, v36
	v_cmp_u_f32 s[46:47], v42, v36
	v_mov_b32 v36, 0x7fc00000
	v_cndmask_b32 v42, v41, v36, s[46:47]
	v_and_b32 v36, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v36, 32, v36
	v_lshlrev_b32 v36, 2, v36
	ds_bpermute_b32 v41, v36, v42
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v42, v41
	v_cmp_u_f32 s[46:47], v42, v41
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v42, v36, v41, s[46:47]
	s_and_saveexec_b64 s[46:47], s[40:41]               ; lanes where %vpred_280
	ds_write_b32 v12, v42 offset:23552                  ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	s_mov_b64 exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v14 offset:23552                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v41, v14 offset:23616                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v36, v41
	v_cmp_u_f32 s[46:47], v36, v41
	v_mov_b32 v36, 0x7fc00000
	v_cndmask_b32 v41, v42, v36, s[46:47]
	ds_read_b32 v36, v14 offset:23680                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v41, v36
	v_cmp_u_f32 s[46:47], v41, v36
	v_mov_b32 v36, 0x7fc00000
	v_cndmask_b32 v41, v42, v36, s[46:47]
	ds_read_b32 v36, v14 offset:23744                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v41, v36
	v_cmp_u_f32 s[46:47], v41, v36
	v_mov_b32 v36, 0x7fc00000
	v_cndmask_b32 v41, v42, v36, s[46:47]
	v_max_f32 v36, v9, v41                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[46:47], v9, v41
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v42, v36, v41, s[46:47]
	v_sub_f32 v36, v9, v42                              ; examples/attention_paged.kgen:24
	v_mul_f32 v41, 0x3fb8aa3b, v36                      ; examples/attention_paged.kgen:24
	v_exp_f32 v36, v41                                  ; examples/attention_paged.kgen:24
	v_mul_f32 v41, v26, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v43, v27, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v44, v28, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v45, v29, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v46, v30, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v47, v31, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v48, v32, v36                             ; examples/attention_paged.kgen:26
	v_mul_f32 v49, v33, v36                             ; examples/attention_paged.kgen:26
	v_mov_b32 v26, v41                                  ; 'acc' scaled in place
	v_mov_b32 v27, v43                                  ; 'acc' scaled in place
	v_mov_b32 v28, v44                                  ; 'acc' scaled in place
	v_mov_b32 v29, v45                                  ; 'acc' scaled in place
	v_mov_b32 v30, v46                                  ; 'acc' scaled in place
	v_mov_b32 v31, v47                                  ; 'acc' scaled in place
	v_mov_b32 v32, v48                                  ; 'acc' scaled in place
	v_mov_b32 v33, v49                                  ; 'acc' scaled in place
	v_cndmask_b32 v41, 0, v35, s[22:23]
	v_mov_b32 v35, 0x2000
	v_mul_lo_u32 v44, v41, v35
	v_mov_b32 v35, 0x2000
	v_mul_hi_u32 v45, v41, v35
	v_lshlrev_b64 v[46:47], 1, v[44:45]
	v_add_co_u32 v44, vcc, s10, v46                     ; 'vc' at this page
	v_mov_b32 v35, s11
	v_addc_co_u32 v45, vcc, v35, v47, vcc
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	s_nop 4
	global_load_ushort v35, v22, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	s_nop 4
	global_load_ushort v35, v22, s[48:49] offset:2
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	s_nop 4
	global_load_ushort v35, v22, s[48:49] offset:4
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	s_nop 4
	global_load_ushort v35, v22, s[48:49] offset:6
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	s_nop 4
	global_load_ushort v35, v22, s[48:49] offset:2048
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	s_nop 4
	global_load_ushort v35, v22, s[48:49] offset:2050
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	s_nop 4
	global_load_ushort v35, v22, s[48:49] offset:2052
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	s_nop 4
	global_load_ushort v35, v22, s[48:49] offset:2054
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v52, 0x1000, v22
	s_nop 3
	global_load_ushort v35, v52, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v53, 0x1002, v22
	s_nop 3
	global_load_ushort v35, v53, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v54, 0x1004, v22
	s_nop 3
	global_load_ushort v35, v54, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v55, 0x1006, v22
	s_nop 3
	global_load_ushort v35, v55, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v56, 0x1800, v22
	s_nop 3
	global_load_ushort v35, v56, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v57, 0x1802, v22
	s_nop 3
	global_load_ushort v35, v57, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v58, 0x1804, v22
	s_nop 3
	global_load_ushort v35, v58, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v59, 0x1806, v22
	s_nop 3
	global_load_ushort v35, v59, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v60, 0x2000, v22
	s_nop 3
	global_load_ushort v35, v60, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v61, 0x2002, v22
	s_nop 3
	global_load_ushort v35, v61, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v62, 0x2004, v22
	s_nop 3
	global_load_ushort v35, v62, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v63, 0x2006, v22
	s_nop 3
	global_load_ushort v35, v63, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v64, 0x2800, v22
	s_nop 3
	global_load_ushort v35, v64, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v65, 0x2802, v22
	s_nop 3
	global_load_ushort v35, v65, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v66, 0x2804, v22
	s_nop 3
	global_load_ushort v35, v66, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v67, 0x2806, v22
	s_nop 3
	global_load_ushort v35, v67, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v68, 0x3000, v22
	s_nop 3
	global_load_ushort v35, v68, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v69, 0x3002, v22
	s_nop 3
	global_load_ushort v35, v69, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v70, 0x3004, v22
	s_nop 3
	global_load_ushort v35, v70, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v71, 0x3006, v22
	s_nop 3
	global_load_ushort v35, v71, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v72, 0x3800, v22
	s_nop 3
	global_load_ushort v35, v72, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v73, 0x3802, v22
	s_nop 3
	global_load_ushort v35, v73, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v74, 0x3804, v22
	s_nop 3
	global_load_ushort v35, v74, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v35
	v_mov_b32 v35, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_134
	v_readfirstlane_b32 s22, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s23, v45
	v_add_u32 v44, 0x3806, v22
	s_nop 3
	global_load_ushort v35, v44, s[22:23]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v35
	v_lshrrev_b32 v35, 16, v41
	ds_write_b16 v21, v35 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v43
	ds_write_b16 v21, v35 offset:4496                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v46
	ds_write_b16 v21, v35 offset:4640                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v47
	ds_write_b16 v21, v35 offset:4784                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v48
	ds_write_b16 v21, v35 offset:4368                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v49
	ds_write_b16 v21, v35 offset:4512                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v50
	ds_write_b16 v21, v35 offset:4656                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v51
	ds_write_b16 v21, v35 offset:4800                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v52
	ds_write_b16 v21, v35 offset:4384                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v53
	ds_write_b16 v21, v35 offset:4528                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v54
	ds_write_b16 v21, v35 offset:4672                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v55
	ds_write_b16 v21, v35 offset:4816                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v56
	ds_write_b16 v21, v35 offset:4400                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v57
	ds_write_b16 v21, v35 offset:4544                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v58
	ds_write_b16 v21, v35 offset:4688                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v59
	ds_write_b16 v21, v35 offset:4832                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v60
	ds_write_b16 v21, v35 offset:4416                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v61
	ds_write_b16 v21, v35 offset:4560                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v62
	ds_write_b16 v21, v35 offset:4704                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v63
	ds_write_b16 v21, v35 offset:4848                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v64
	ds_write_b16 v21, v35 offset:4432                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v65
	ds_write_b16 v21, v35 offset:4576                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v66
	ds_write_b16 v21, v35 offset:4720                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v67
	ds_write_b16 v21, v35 offset:4864                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v68
	ds_write_b16 v21, v35 offset:4448                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v69
	ds_write_b16 v21, v35 offset:4592                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v70
	ds_write_b16 v21, v35 offset:4736                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v71
	ds_write_b16 v21, v35 offset:4880                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v72
	ds_write_b16 v21, v35 offset:4464                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v73
	ds_write_b16 v21, v35 offset:4608                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v74
	ds_write_b16 v21, v35 offset:4752                   ; A operand of the product: stage
	v_lshrrev_b32 v35, 16, v44
	ds_write_b16 v21, v35 offset:4896                   ; A operand of the product: stage
	v_mul_f32 v35, 0xbfb8aa3b, v42                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v41, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v43, v37, v41, v35
	v_exp_f32 v37, v43                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v41, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v43, v38, v41, v35
	v_exp_f32 v38, v43                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v41, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v43, v39, v41, v35
	v_exp_f32 v39, v43                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v41, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v43, v40, v41, v35
	v_exp_f32 v35, v43                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v40, v37, 16, 1                           ; round to bf16
	v_add3_u32 v41, v37, v40, s5
	v_cmp_u_f32 s[22:23], v37, v37
	v_mov_b32 v40, 0x7fc00000
	v_cndmask_b32 v41, v41, v40, s[22:23]
	v_and_b32 v40, 0xffff0000, v41
	v_bfe_u32 v41, v38, 16, 1                           ; round to bf16
	v_add3_u32 v43, v38, v41, s5
	v_cmp_u_f32 s[22:23], v38, v38
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v43, v43, v41, s[22:23]
	v_and_b32 v41, 0xffff0000, v43
	v_bfe_u32 v43, v39, 16, 1                           ; round to bf16
	v_add3_u32 v44, v39, v43, s5
	v_cmp_u_f32 s[22:23], v39, v39
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v44, v43, s[22:23]
	v_and_b32 v43, 0xffff0000, v44
	v_bfe_u32 v44, v35, 16, 1                           ; round to bf16
	v_add3_u32 v45, v35, v44, s5
	v_cmp_u_f32 s[22:23], v35, v35
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v45, v44, s[22:23]
	v_and_b32 v44, 0xffff0000, v45
	v_lshrrev_b32 v45, 16, v40
	ds_write_b16 v24, v45 offset:23808                  ; B operand of the product: stage
	v_lshrrev_b32 v40, 16, v41
	ds_write_b16 v24, v40 offset:23810                  ; B operand of the product: stage
	v_lshrrev_b32 v40, 16, v43
	ds_write_b16 v24, v40 offset:23812                  ; B operand of the product: stage
	v_lshrrev_b32 v40, 16, v44
	ds_write_b16 v24, v40 offset:23814                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[44:47], v18 offset:23808             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[48:51], v15 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[52:55], v15 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[48:49], v[44:45], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[52:53], v[44:45], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[50:51], v[46:47], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[54:55], v[46:47], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x16
	ds_read_b128 v[44:47], v18 offset:23872             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[48:51], v15 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[52:55], v15 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[48:49], v[44:45], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[52:53], v[44:45], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[50:51], v[46:47], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[54:55], v[46:47], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mul_f32 v40, v1, v36                              ; examples/attention_paged.kgen:25
	v_add_f32 v36, v37, v38                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v37, v36, v39                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v36, v37, v35                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v35, v36 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v36, v35
	v_and_b32 v35, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v35, 32, v35
	v_lshlrev_b32 v35, 2, v35
	ds_bpermute_b32 v36, v35, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v37, v36
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_280
	ds_write_b32 v12, v35 offset:28160                  ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v35, v14 offset:28160                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v36, v14 offset:28224                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v35, v36
	ds_read_b32 v35, v14 offset:28288                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v36, v37, v35
	ds_read_b32 v35, v14 offset:28352                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v36, v35
	v_add_f32 v35, v40, v37                             ; examples/attention_paged.kgen:25
	v_mov_b32 v1, v35                                   ; next 'l'
	v_mov_b32 v9, v42                                   ; next 'mx'
	s_add_u32 s19, s19, 64
	s_cmp_lt_u32 s19, s18
	s_cbranch_scc1 .Lattention_paged_split_loop0
.Lattention_paged_split_loop0_end:
	v_readfirstlane_b32 s18, v25
	s_mov_b32 s22, s19                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s22, s18
	s_cbranch_scc1 .Lattention_paged_split_loop1_end
.Lattention_paged_split_loop1:
	s_add_u32 s19, s33, s22
	v_sub_u32 v35, v25, s22
	v_add_u32 v36, s19, v5
	v_add_u32 v37, 0, v36                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v38, 1, v36                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v39, 2, v36                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v40, 3, v36                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[46:47], v37, v34                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[48:49], v38, v34                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[50:51], v39, v34                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[52:53], v40, v34                     ; examples/attention_paged.kgen:21
	s_add_i32 s23, s29, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s25, s19, 6
	s_mul_i32 s19, s23, s27
	s_add_u32 s28, s19, s25
	s_lshl_b32 s19, s28, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s23, s24                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s23, 1, 0
	s_cmp_lt_u32 s25, s27                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s25, 1, 0
	s_and_b32 s28, s23, s25
	v_mov_b32 v36, 0                                    ; absent element
	s_cmp_eq_u32 s28, 0                                 ; if %upred_491
	s_cbranch_scc1 .Lattention_paged_split_skip1
	v_mov_b32 v41, s19                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v36, v41, s[12:13]
.Lattention_paged_split_skip1:
	v_lshrrev_b32 v41, 6, v37                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v42, 64, v41
	v_sub_u32 v41, v37, v42
	v_lshrrev_b32 v37, 6, v38                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v42, 64, v37
	v_sub_u32 v37, v38, v42
	v_lshrrev_b32 v38, 6, v39                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v42, 64, v38
	v_sub_u32 v38, v39, v42
	v_lshrrev_b32 v39, 6, v40                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v42, 64, v39
	v_sub_u32 v39, v40, v42
	s_and_saveexec_b64 s[54:55], s[14:15]               ; lanes where %vpred_103
	ds_write_b32 v8, v41 offset:22784                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v37 offset:22788                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v38 offset:22792                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v39 offset:22796                   ; convert the operand at 21:56: write this thread's elements
	s_mov_b64 exec, s[54:55]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v37, v11 offset:22784                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v38, v11 offset:22816                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v39, v11 offset:22848                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v40, v11 offset:22880                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v41, v11 offset:22912                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v42, v11 offset:22944                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v43, v11 offset:22976                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v44, v11 offset:23008                   ; convert the operand at 21:56: read in the new layout
	v_add_u32 v45, 0, v16
	v_add_u32 v46, 0, v45                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v47, 1, v45                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v48, 2, v45                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v49, 3, v45                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v50, 16, v45                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v51, 17, v45                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v52, 18, v45                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v53, 19, v45                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[54:55], s[14:15]               ; lanes where %vpred_103
	ds_write_b32 v13, v46 offset:23040                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v47 offset:23044                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v48 offset:23048                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v49 offset:23052                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v50 offset:23104                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v51 offset:23108                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v52 offset:23112                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v53 offset:23116                  ; convert the operand at 21:65: write this thread's elements
	s_mov_b64 exec, s[54:55]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v45, v17 offset:23040                   ; convert the operand at 21:65: read in the new layout
	v_cmp_lt_u32 s[54:55], v7, v35                      ; 'tt' element in bounds
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[56:57], v36, s26                     ; subscript 0 of 'kc' inside [0, NP)
	s_and_b64 s[58:59], s[54:55], s[56:57]
	v_cmp_lt_u32 s[54:55], v37, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[60:61], s[58:59], s[54:55]
	v_mov_b32 v46, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[54:55], v45, v46
	s_and_b64 s[62:63], s[60:61], s[54:55]
	v_mov_b32 v46, 0x2000
	v_mul_lo_u32 v47, v46, v36
	v_mov_b32 v46, 0x80
	v_mul_lo_u32 v48, v46, v37
	v_add_u32 v37, v47, v48
	v_add_u32 v46, v37, v45
	v_lshlrev_b32 v37, 1, v46                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[60:61], s[62:63]               ; lanes where %vpred_524
	global_load_dwordx2 v[48:49], v37, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[48:49] offset:4352              ; A operand of the product: stage a run
	v_add_u32 v37, 8, v7
	v_cmp_lt_u32 s[60:61], v37, v35                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[62:63], s[60:61]
	s_and_b64 s[60:61], s[64:65], s[54:55]
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v46, v37, v38
	v_add_u32 v37, v47, v46
	v_add_u32 v38, v37, v45
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[64:65], s[60:61]               ; lanes where %vpred_537
	global_load_dwordx2 v[48:49], v37, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[48:49] offset:6528              ; A operand of the product: stage a run
	v_add_u32 v37, 16, v7
	v_cmp_lt_u32 s[60:61], v37, v35                     ; 'tt' element in bounds
	s_and_b64 s[64:65], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[66:67], s[64:65], s[60:61]
	s_and_b64 s[60:61], s[66:67], s[54:55]
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v38, v37, v39
	v_add_u32 v37, v47, v38
	v_add_u32 v38, v37, v45
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[66:67], s[60:61]               ; lanes where %vpred_549
	global_load_dwordx2 v[38:39], v37, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:8704              ; A operand of the product: stage a run
	v_add_u32 v37, 24, v7
	v_cmp_lt_u32 s[60:61], v37, v35                     ; 'tt' element in bounds
	s_and_b64 s[66:67], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[68:69], s[66:67], s[60:61]
	s_and_b64 s[60:61], s[68:69], s[54:55]
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v38, v37, v40
	v_add_u32 v37, v47, v38
	v_add_u32 v38, v37, v45
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[68:69], s[60:61]               ; lanes where %vpred_561
	global_load_dwordx2 v[38:39], v37, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:10880             ; A operand of the product: stage a run
	v_add_u32 v37, 32, v7
	v_cmp_lt_u32 s[60:61], v37, v35                     ; 'tt' element in bounds
	s_and_b64 s[68:69], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v41, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[70:71], s[68:69], s[60:61]
	s_and_b64 s[60:61], s[70:71], s[54:55]
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v38, v37, v41
	v_add_u32 v37, v47, v38
	v_add_u32 v38, v37, v45
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[70:71], s[60:61]               ; lanes where %vpred_573
	global_load_dwordx2 v[38:39], v37, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:13056             ; A operand of the product: stage a run
	v_add_u32 v37, 40, v7
	v_cmp_lt_u32 s[60:61], v37, v35                     ; 'tt' element in bounds
	s_and_b64 s[70:71], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v42, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[72:73], s[70:71], s[60:61]
	s_and_b64 s[60:61], s[72:73], s[54:55]
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v38, v37, v42
	v_add_u32 v37, v47, v38
	v_add_u32 v38, v37, v45
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[72:73], s[60:61]               ; lanes where %vpred_585
	global_load_dwordx2 v[38:39], v37, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:15232             ; A operand of the product: stage a run
	v_add_u32 v37, 48, v7
	v_cmp_lt_u32 s[60:61], v37, v35                     ; 'tt' element in bounds
	s_and_b64 s[72:73], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v43, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[74:75], s[72:73], s[60:61]
	s_and_b64 s[60:61], s[74:75], s[54:55]
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v38, v37, v43
	v_add_u32 v37, v47, v38
	v_add_u32 v38, v37, v45
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[74:75], s[60:61]               ; lanes where %vpred_597
	global_load_dwordx2 v[38:39], v37, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:17408             ; A operand of the product: stage a run
	v_add_u32 v37, 56, v7
	v_cmp_lt_u32 s[60:61], v37, v35                     ; 'tt' element in bounds
	s_and_b64 s[74:75], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v44, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[76:77], s[74:75], s[60:61]
	s_and_b64 s[60:61], s[76:77], s[54:55]
	v_mov_b32 v37, 0x80
	v_mul_lo_u32 v38, v37, v44
	v_add_u32 v37, v47, v38
	v_add_u32 v38, v37, v45
	v_lshlrev_b32 v37, 1, v38                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v38, 0                                    ; an absent run: zeros
	v_mov_b32 v39, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[54:55], s[60:61]               ; lanes where %vpred_609
	global_load_dwordx2 v[38:39], v37, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[38:39] offset:19584             ; A operand of the product: stage a run
	v_mov_b32 v38, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v40, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	ds_read_b128 v[42:45], v20                          ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[46:49], v19 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[46:47], v[42:43], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[48:49], v[44:45], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[42:45], v20 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[46:49], v19 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[46:47], v[42:43], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[48:49], v[44:45], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[42:45], v20 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[46:49], v19 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[46:47], v[42:43], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[48:49], v[44:45], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[42:45], v20 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[46:49], v19 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[46:47], v[42:43], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[48:49], v[44:45], v[38:41] ; examples/attention_paged.kgen:21: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_mul_f32 v37, s16, v38                             ; examples/attention_paged.kgen:21
	v_mul_f32 v42, s16, v39                             ; examples/attention_paged.kgen:21
	v_mul_f32 v43, s16, v40                             ; examples/attention_paged.kgen:21
	v_mul_f32 v44, s16, v41                             ; examples/attention_paged.kgen:21
	v_mov_b32 v38, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v39, v38, v37, s[46:47]
	v_mov_b32 v37, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v38, v37, v42, s[48:49]
	v_mov_b32 v37, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v40, v37, v43, s[50:51]
	v_mov_b32 v37, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v41, v37, v44, s[52:53]
	v_cmp_lt_u32 s[46:47], v3, s31                      ; 'r' element in bounds
	v_cmp_lt_u32 s[48:49], v5, v35                      ; 'tt' element in bounds
	s_and_b64 s[50:51], s[46:47], s[48:49]
	v_mov_b32 v37, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v42, v37, v39, s[50:51]
	v_add_u32 v37, 1, v5
	v_cmp_lt_u32 s[48:49], v37, v35                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[46:47], s[48:49]
	v_mov_b32 v37, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v43, v37, v38, s[52:53]
	v_add_u32 v37, 2, v5
	v_cmp_lt_u32 s[48:49], v37, v35                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[46:47], s[48:49]
	v_mov_b32 v37, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v44, v37, v40, s[54:55]
	v_add_u32 v37, 3, v5
	v_cmp_lt_u32 s[48:49], v37, v35                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[46:47], s[48:49]
	v_mov_b32 v35, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v37, v35, v41, s[60:61]
	v_max_f32 v35, v42, v43                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[46:47], v42, v43
	v_mov_b32 v42, 0x7fc00000
	v_cndmask_b32 v43, v35, v42, s[46:47]
	v_max_f32 v35, v43, v44                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[46:47], v43, v44
	v_mov_b32 v42, 0x7fc00000
	v_cndmask_b32 v43, v35, v42, s[46:47]
	v_max_f32 v35, v43, v37                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[46:47], v43, v37
	v_mov_b32 v37, 0x7fc00000
	v_cndmask_b32 v42, v35, v37, s[46:47]
	ds_swizzle_b32 v35, v42 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v37, v42, v35
	v_cmp_u_f32 s[46:47], v42, v35
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v42, v37, v35, s[46:47]
	v_and_b32 v35, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v35, 32, v35
	v_lshlrev_b32 v35, 2, v35
	ds_bpermute_b32 v37, v35, v42
	s_waitcnt lgkmcnt(0)
	v_max_f32 v35, v42, v37
	v_cmp_u_f32 s[46:47], v42, v37
	v_mov_b32 v37, 0x7fc00000
	v_cndmask_b32 v42, v35, v37, s[46:47]
	s_and_saveexec_b64 s[46:47], s[40:41]               ; lanes where %vpred_280
	ds_write_b32 v12, v42 offset:23552                  ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	s_mov_b64 exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v35, v14 offset:23552                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v37, v14 offset:23616                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v35, v37
	v_cmp_u_f32 s[46:47], v35, v37
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v37, v42, v35, s[46:47]
	ds_read_b32 v35, v14 offset:23680                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v37, v35
	v_cmp_u_f32 s[46:47], v37, v35
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v37, v42, v35, s[46:47]
	ds_read_b32 v35, v14 offset:23744                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v37, v35
	v_cmp_u_f32 s[46:47], v37, v35
	v_mov_b32 v35, 0x7fc00000
	v_cndmask_b32 v37, v42, v35, s[46:47]
	v_max_f32 v35, v9, v37                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[46:47], v9, v37
	v_mov_b32 v37, 0x7fc00000
	v_cndmask_b32 v42, v35, v37, s[46:47]
	v_sub_f32 v35, v9, v42                              ; examples/attention_paged.kgen:24
	v_mul_f32 v37, 0x3fb8aa3b, v35                      ; examples/attention_paged.kgen:24
	v_exp_f32 v35, v37                                  ; examples/attention_paged.kgen:24
	v_mul_f32 v37, v26, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v43, v27, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v44, v28, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v45, v29, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v46, v30, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v47, v31, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v48, v32, v35                             ; examples/attention_paged.kgen:26
	v_mul_f32 v49, v33, v35                             ; examples/attention_paged.kgen:26
	v_mov_b32 v26, v37                                  ; 'acc' scaled in place
	v_mov_b32 v27, v43                                  ; 'acc' scaled in place
	v_mov_b32 v28, v44                                  ; 'acc' scaled in place
	v_mov_b32 v29, v45                                  ; 'acc' scaled in place
	v_mov_b32 v30, v46                                  ; 'acc' scaled in place
	v_mov_b32 v31, v47                                  ; 'acc' scaled in place
	v_mov_b32 v32, v48                                  ; 'acc' scaled in place
	v_mov_b32 v33, v49                                  ; 'acc' scaled in place
	v_cndmask_b32 v37, 0, v36, s[56:57]
	v_mov_b32 v36, 0x2000
	v_mul_lo_u32 v44, v37, v36
	v_mov_b32 v36, 0x2000
	v_mul_hi_u32 v45, v37, v36
	v_lshlrev_b64 v[36:37], 1, v[44:45]
	v_add_co_u32 v44, vcc, s10, v36                     ; 'vc' at this page
	v_mov_b32 v43, s11
	v_addc_co_u32 v45, vcc, v43, v37, vcc
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[58:59]               ; lanes where %vpred_520
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	s_nop 4
	global_load_ushort v36, v22, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[58:59]               ; lanes where %vpred_520
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	s_nop 4
	global_load_ushort v36, v22, s[48:49] offset:2
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[58:59]               ; lanes where %vpred_520
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	s_nop 4
	global_load_ushort v36, v22, s[48:49] offset:4
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[58:59]               ; lanes where %vpred_520
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	s_nop 4
	global_load_ushort v36, v22, s[48:49] offset:6
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[62:63]               ; lanes where %vpred_534
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	s_nop 4
	global_load_ushort v36, v22, s[48:49] offset:2048
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[62:63]               ; lanes where %vpred_534
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	s_nop 4
	global_load_ushort v36, v22, s[48:49] offset:2050
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[62:63]               ; lanes where %vpred_534
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	s_nop 4
	global_load_ushort v36, v22, s[48:49] offset:2052
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[62:63]               ; lanes where %vpred_534
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	s_nop 4
	global_load_ushort v36, v22, s[48:49] offset:2054
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[64:65]               ; lanes where %vpred_546
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v52, 0x1000, v22
	s_nop 3
	global_load_ushort v36, v52, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[64:65]               ; lanes where %vpred_546
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v53, 0x1002, v22
	s_nop 3
	global_load_ushort v36, v53, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[64:65]               ; lanes where %vpred_546
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v54, 0x1004, v22
	s_nop 3
	global_load_ushort v36, v54, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[64:65]               ; lanes where %vpred_546
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v55, 0x1006, v22
	s_nop 3
	global_load_ushort v36, v55, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[66:67]               ; lanes where %vpred_558
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v56, 0x1800, v22
	s_nop 3
	global_load_ushort v36, v56, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[66:67]               ; lanes where %vpred_558
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v57, 0x1802, v22
	s_nop 3
	global_load_ushort v36, v57, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[66:67]               ; lanes where %vpred_558
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v58, 0x1804, v22
	s_nop 3
	global_load_ushort v36, v58, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[66:67]               ; lanes where %vpred_558
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v59, 0x1806, v22
	s_nop 3
	global_load_ushort v36, v59, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[68:69]               ; lanes where %vpred_570
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v60, 0x2000, v22
	s_nop 3
	global_load_ushort v36, v60, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[68:69]               ; lanes where %vpred_570
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v61, 0x2002, v22
	s_nop 3
	global_load_ushort v36, v61, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[68:69]               ; lanes where %vpred_570
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v62, 0x2004, v22
	s_nop 3
	global_load_ushort v36, v62, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[68:69]               ; lanes where %vpred_570
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v63, 0x2006, v22
	s_nop 3
	global_load_ushort v36, v63, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[70:71]               ; lanes where %vpred_582
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v64, 0x2800, v22
	s_nop 3
	global_load_ushort v36, v64, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[70:71]               ; lanes where %vpred_582
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v65, 0x2802, v22
	s_nop 3
	global_load_ushort v36, v65, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[70:71]               ; lanes where %vpred_582
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v66, 0x2804, v22
	s_nop 3
	global_load_ushort v36, v66, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[70:71]               ; lanes where %vpred_582
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v67, 0x2806, v22
	s_nop 3
	global_load_ushort v36, v67, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[72:73]               ; lanes where %vpred_594
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v68, 0x3000, v22
	s_nop 3
	global_load_ushort v36, v68, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[72:73]               ; lanes where %vpred_594
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v69, 0x3002, v22
	s_nop 3
	global_load_ushort v36, v69, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[72:73]               ; lanes where %vpred_594
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v70, 0x3004, v22
	s_nop 3
	global_load_ushort v36, v70, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[72:73]               ; lanes where %vpred_594
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v71, 0x3006, v22
	s_nop 3
	global_load_ushort v36, v71, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[74:75]               ; lanes where %vpred_606
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v72, 0x3800, v22
	s_nop 3
	global_load_ushort v36, v72, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[74:75]               ; lanes where %vpred_606
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v73, 0x3802, v22
	s_nop 3
	global_load_ushort v36, v73, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[74:75]               ; lanes where %vpred_606
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v74, 0x3804, v22
	s_nop 3
	global_load_ushort v36, v74, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v36
	v_mov_b32 v36, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[74:75]               ; lanes where %vpred_606
	v_readfirstlane_b32 s48, v44                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v45
	v_add_u32 v44, 0x3806, v22
	s_nop 3
	global_load_ushort v36, v44, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v36
	v_lshrrev_b32 v36, 16, v37
	ds_write_b16 v21, v36 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v43
	ds_write_b16 v21, v36 offset:4496                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v46
	ds_write_b16 v21, v36 offset:4640                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v47
	ds_write_b16 v21, v36 offset:4784                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v48
	ds_write_b16 v21, v36 offset:4368                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v49
	ds_write_b16 v21, v36 offset:4512                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v50
	ds_write_b16 v21, v36 offset:4656                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v51
	ds_write_b16 v21, v36 offset:4800                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v52
	ds_write_b16 v21, v36 offset:4384                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v53
	ds_write_b16 v21, v36 offset:4528                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v54
	ds_write_b16 v21, v36 offset:4672                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v55
	ds_write_b16 v21, v36 offset:4816                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v56
	ds_write_b16 v21, v36 offset:4400                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v57
	ds_write_b16 v21, v36 offset:4544                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v58
	ds_write_b16 v21, v36 offset:4688                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v59
	ds_write_b16 v21, v36 offset:4832                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v60
	ds_write_b16 v21, v36 offset:4416                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v61
	ds_write_b16 v21, v36 offset:4560                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v62
	ds_write_b16 v21, v36 offset:4704                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v63
	ds_write_b16 v21, v36 offset:4848                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v64
	ds_write_b16 v21, v36 offset:4432                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v65
	ds_write_b16 v21, v36 offset:4576                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v66
	ds_write_b16 v21, v36 offset:4720                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v67
	ds_write_b16 v21, v36 offset:4864                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v68
	ds_write_b16 v21, v36 offset:4448                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v69
	ds_write_b16 v21, v36 offset:4592                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v70
	ds_write_b16 v21, v36 offset:4736                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v71
	ds_write_b16 v21, v36 offset:4880                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v72
	ds_write_b16 v21, v36 offset:4464                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v73
	ds_write_b16 v21, v36 offset:4608                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v74
	ds_write_b16 v21, v36 offset:4752                   ; A operand of the product: stage
	v_lshrrev_b32 v36, 16, v44
	ds_write_b16 v21, v36 offset:4896                   ; A operand of the product: stage
	v_mul_f32 v36, 0xbfb8aa3b, v42                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v37, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v43, v39, v37, v36
	v_exp_f32 v37, v43                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v39, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v43, v38, v39, v36
	v_exp_f32 v38, v43                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v39, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v43, v40, v39, v36
	v_exp_f32 v39, v43                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v40, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v43, v41, v40, v36
	v_exp_f32 v36, v43                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v40, v37, 16, 1                           ; round to bf16
	v_add3_u32 v41, v37, v40, s5
	v_cmp_u_f32 s[46:47], v37, v37
	v_mov_b32 v40, 0x7fc00000
	v_cndmask_b32 v41, v41, v40, s[46:47]
	v_and_b32 v40, 0xffff0000, v41
	v_bfe_u32 v41, v38, 16, 1                           ; round to bf16
	v_add3_u32 v43, v38, v41, s5
	v_cmp_u_f32 s[46:47], v38, v38
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v43, v43, v41, s[46:47]
	v_and_b32 v41, 0xffff0000, v43
	v_bfe_u32 v43, v39, 16, 1                           ; round to bf16
	v_add3_u32 v44, v39, v43, s5
	v_cmp_u_f32 s[46:47], v39, v39
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v44, v43, s[46:47]
	v_and_b32 v43, 0xffff0000, v44
	v_bfe_u32 v44, v36, 16, 1                           ; round to bf16
	v_add3_u32 v45, v36, v44, s5
	v_cmp_u_f32 s[46:47], v36, v36
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v45, v44, s[46:47]
	v_and_b32 v44, 0xffff0000, v45
	v_cndmask_b32 v45, 0, v40, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v40, 16, v45
	ds_write_b16 v24, v40 offset:23808                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v41, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v24, v41 offset:23810                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v43, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v24, v41 offset:23812                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v44, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v24, v41 offset:23814                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[44:47], v18 offset:23808             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[48:51], v15 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[52:55], v15 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[48:49], v[44:45], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[52:53], v[44:45], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[50:51], v[46:47], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[54:55], v[46:47], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x16
	ds_read_b128 v[44:47], v18 offset:23872             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[48:51], v15 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[52:55], v15 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[48:49], v[44:45], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[52:53], v[44:45], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[50:51], v[46:47], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[54:55], v[46:47], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mul_f32 v40, v1, v35                              ; examples/attention_paged.kgen:25
	v_cndmask_b32 v35, 0, v37, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v37, 0, v38, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v38, 0, v39, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v39, 0, v36, s[60:61]                 ; absent elements contribute the identity
	v_add_f32 v36, v35, v37                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v35, v36, v38                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v36, v35, v39                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v35, v36 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v36, v35
	v_and_b32 v35, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v35, 32, v35
	v_lshlrev_b32 v35, 2, v35
	ds_bpermute_b32 v36, v35, v37
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v37, v36
	s_and_saveexec_b64 s[46:47], s[40:41]               ; lanes where %vpred_280
	ds_write_b32 v12, v35 offset:28160                  ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	s_mov_b64 exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v35, v14 offset:28160                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v36, v14 offset:28224                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v35, v36
	ds_read_b32 v35, v14 offset:28288                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v36, v37, v35
	ds_read_b32 v35, v14 offset:28352                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v36, v35
	v_add_f32 v35, v40, v37                             ; examples/attention_paged.kgen:25
	v_mov_b32 v1, v35                                   ; next 'l'
	v_mov_b32 v9, v42                                   ; next 'mx'
	s_add_u32 s22, s22, 64
	s_cmp_lt_u32 s22, s18
	s_cbranch_scc1 .Lattention_paged_split_loop1
.Lattention_paged_split_loop1_end:
	global_store_dwordx4 v23, v[26:29], s[6:7]          ; examples/attention_paged.kgen:19: 16-byte store to 'acc_parts'
	global_store_dwordx4 v23, v[30:33], s[6:7] offset:64 ; examples/attention_paged.kgen:19: 16-byte store to 'acc_parts'
	s_and_saveexec_b64 s[18:19], s[36:37]               ; lanes where %vpred_881
	global_store_dword v14, v1, s[44:45]                ; examples/attention_paged.kgen:19: store to 'l_parts'
	global_store_dword v14, v9, s[20:21]                ; examples/attention_paged.kgen:19: store to 'mx_parts'
	s_mov_b64 exec, s[18:19]
	s_branch .Lattention_paged_split_if0_end
.Lattention_paged_split_if0_else:
	v_cmp_lt_u32 s[18:19], v2, s31
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_894
	global_load_dwordx4 v[26:29], v6, s[42:43]          ; examples/attention_paged.kgen:21: 16 bytes of 'q'
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	ds_write_b128 v4, v[26:29]                          ; 16 bytes into opinv0
	v_mov_b32 v26, 0                                    ; loop-carried 'acc'
	v_mov_b32 v27, 0                                    ; loop-carried 'acc'
	v_mov_b32 v28, 0                                    ; loop-carried 'acc'
	v_mov_b32 v29, 0                                    ; loop-carried 'acc'
	v_mov_b32 v30, 0                                    ; loop-carried 'acc'
	v_mov_b32 v31, 0                                    ; loop-carried 'acc'
	v_mov_b32 v32, 0                                    ; loop-carried 'acc'
	v_mov_b32 v33, 0                                    ; loop-carried 'acc'
	v_mov_b32 v1, 0                                     ; loop-carried 'l'
	v_mov_b32 v2, 0xff800000                            ; loop-carried 'mx'
	v_mov_b32 v4, 0                                     ; examples/attention_paged.kgen:21: load of 'lens'
	global_load_dword v6, v4, s[38:39]
	s_waitcnt vmcnt(0)
	v_sub_u32 v4, v6, s33                               ; for tt: from the part's first
	v_max_i32 v9, 0, v4
	v_min_u32 v4, s34, v9                               ; for tt: stops after the last 'tt' the mask at 21:13 shows (tt <= lens[b] - 1)
	v_cmp_ge_u32 s[18:19], v4, 64                       ; at least one whole chunk of 'tt'
	v_sub_u32 v9, v4, 63
	v_cndmask_b32 v25, 0, v9, s[18:19]                  ; full chunks start below extent - chunk + 1
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v9, 0, v25, s[18:19]
	v_readfirstlane_b32 s17, v9
	s_mov_b32 s18, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s18, s17
	s_cbranch_scc1 .Lattention_paged_split_loop2_end
.Lattention_paged_split_loop2:
	s_add_u32 s19, s33, s18
	v_add_u32 v9, s19, v5
	v_add_u32 v25, 0, v9                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v34, 1, v9                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v35, 2, v9                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v36, 3, v9                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[22:23], v25, v6                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[34:35], v34, v6                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[38:39], v35, v6                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[42:43], v36, v6                      ; examples/attention_paged.kgen:21
	s_add_i32 s25, s29, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s28, s19, 6
	s_mul_i32 s19, s25, s27
	s_add_u32 s30, s19, s28
	s_lshl_b32 s19, s30, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s25, s24                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s25, 1, 0
	s_cmp_lt_u32 s28, s27                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s28, 1, 0
	s_and_b32 s30, s25, s28
	v_mov_b32 v9, 0                                     ; absent element
	s_cmp_eq_u32 s30, 0                                 ; if %upred_935
	s_cbranch_scc1 .Lattention_paged_split_skip2
	v_mov_b32 v37, s19                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v9, v37, s[12:13]
.Lattention_paged_split_skip2:
	v_lshrrev_b32 v37, 6, v25                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v38, 64, v37
	v_sub_u32 v37, v25, v38
	v_lshrrev_b32 v25, 6, v34                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v38, 64, v25
	v_sub_u32 v25, v34, v38
	v_lshrrev_b32 v34, 6, v35                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v38, 64, v34
	v_sub_u32 v34, v35, v38
	v_lshrrev_b32 v35, 6, v36                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v38, 64, v35
	v_sub_u32 v35, v36, v38
	s_and_saveexec_b64 s[46:47], s[14:15]               ; lanes where %vpred_103
	ds_write_b32 v8, v37 offset:22784                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v25 offset:22788                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v34 offset:22792                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v35 offset:22796                   ; convert the operand at 21:56: write this thread's elements
	s_mov_b64 exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v25, v11 offset:22784                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v34, v11 offset:22816                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v35, v11 offset:22848                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v36, v11 offset:22880                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v37, v11 offset:22912                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v38, v11 offset:22944                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v39, v11 offset:22976                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v40, v11 offset:23008                   ; convert the operand at 21:56: read in the new layout
	v_add_u32 v41, 0, v16
	v_add_u32 v42, 0, v41                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v43, 1, v41                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v44, 2, v41                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v45, 3, v41                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v46, 16, v41                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v47, 17, v41                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v48, 18, v41                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v49, 19, v41                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[46:47], s[14:15]               ; lanes where %vpred_103
	ds_write_b32 v13, v42 offset:23040                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v43 offset:23044                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v44 offset:23048                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v45 offset:23052                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v46 offset:23104                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v47 offset:23108                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v48 offset:23112                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v49 offset:23116                  ; convert the operand at 21:65: write this thread's elements
	s_mov_b64 exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v41, v17 offset:23040                   ; convert the operand at 21:65: read in the new layout
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[46:47], v9, s26                      ; subscript 0 of 'kc' inside [0, NP)
	v_cmp_lt_u32 s[48:49], v25, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[50:51], s[46:47], s[48:49]
	v_mov_b32 v42, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[48:49], v41, v42
	s_and_b64 s[52:53], s[50:51], s[48:49]
	v_mov_b32 v42, 0x2000
	v_mul_lo_u32 v43, v42, v9
	v_mov_b32 v42, 0x80
	v_mul_lo_u32 v44, v42, v25
	v_add_u32 v25, v43, v44
	v_add_u32 v42, v25, v41
	v_lshlrev_b32 v25, 1, v42                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v44, 0                                    ; an absent run: zeros
	v_mov_b32 v45, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[50:51], s[52:53]               ; lanes where %vpred_966
	global_load_dwordx2 v[44:45], v25, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[44:45] offset:4352              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[50:51], v34, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[46:47], s[50:51]
	s_and_b64 s[50:51], s[52:53], s[48:49]
	v_mov_b32 v25, 0x80
	v_mul_lo_u32 v42, v25, v34
	v_add_u32 v25, v43, v42
	v_add_u32 v34, v25, v41
	v_lshlrev_b32 v25, 1, v34                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v44, 0                                    ; an absent run: zeros
	v_mov_b32 v45, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_976
	global_load_dwordx2 v[44:45], v25, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[44:45] offset:6528              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[50:51], v35, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[46:47], s[50:51]
	s_and_b64 s[50:51], s[52:53], s[48:49]
	v_mov_b32 v25, 0x80
	v_mul_lo_u32 v34, v25, v35
	v_add_u32 v25, v43, v34
	v_add_u32 v34, v25, v41
	v_lshlrev_b32 v25, 1, v34                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v34, 0                                    ; an absent run: zeros
	v_mov_b32 v35, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_985
	global_load_dwordx2 v[34:35], v25, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[34:35] offset:8704              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[50:51], v36, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[46:47], s[50:51]
	s_and_b64 s[50:51], s[52:53], s[48:49]
	v_mov_b32 v25, 0x80
	v_mul_lo_u32 v34, v25, v36
	v_add_u32 v25, v43, v34
	v_add_u32 v34, v25, v41
	v_lshlrev_b32 v25, 1, v34                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v34, 0                                    ; an absent run: zeros
	v_mov_b32 v35, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_994
	global_load_dwordx2 v[34:35], v25, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[34:35] offset:10880             ; A operand of the product: stage a run
	v_cmp_lt_u32 s[50:51], v37, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[46:47], s[50:51]
	s_and_b64 s[50:51], s[52:53], s[48:49]
	v_mov_b32 v25, 0x80
	v_mul_lo_u32 v34, v25, v37
	v_add_u32 v25, v43, v34
	v_add_u32 v34, v25, v41
	v_lshlrev_b32 v25, 1, v34                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v34, 0                                    ; an absent run: zeros
	v_mov_b32 v35, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_1003
	global_load_dwordx2 v[34:35], v25, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[34:35] offset:13056             ; A operand of the product: stage a run
	v_cmp_lt_u32 s[50:51], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[46:47], s[50:51]
	s_and_b64 s[50:51], s[52:53], s[48:49]
	v_mov_b32 v25, 0x80
	v_mul_lo_u32 v34, v25, v38
	v_add_u32 v25, v43, v34
	v_add_u32 v34, v25, v41
	v_lshlrev_b32 v25, 1, v34                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v34, 0                                    ; an absent run: zeros
	v_mov_b32 v35, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_1012
	global_load_dwordx2 v[34:35], v25, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[34:35] offset:15232             ; A operand of the product: stage a run
	v_cmp_lt_u32 s[50:51], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[46:47], s[50:51]
	s_and_b64 s[50:51], s[52:53], s[48:49]
	v_mov_b32 v25, 0x80
	v_mul_lo_u32 v34, v25, v39
	v_add_u32 v25, v43, v34
	v_add_u32 v34, v25, v41
	v_lshlrev_b32 v25, 1, v34                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v34, 0                                    ; an absent run: zeros
	v_mov_b32 v35, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_1021
	global_load_dwordx2 v[34:35], v25, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[34:35] offset:17408             ; A operand of the product: stage a run
	v_cmp_lt_u32 s[50:51], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[46:47], s[50:51]
	s_and_b64 s[50:51], s[52:53], s[48:49]
	v_mov_b32 v25, 0x80
	v_mul_lo_u32 v34, v25, v40
	v_add_u32 v25, v43, v34
	v_add_u32 v34, v25, v41
	v_lshlrev_b32 v25, 1, v34                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v34, 0                                    ; an absent run: zeros
	v_mov_b32 v35, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[48:49], s[50:51]               ; lanes where %vpred_1030
	global_load_dwordx2 v[34:35], v25, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[34:35] offset:19584             ; A operand of the product: stage a run
	v_mov_b32 v34, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v35, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v36, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	ds_read_b128 v[38:41], v20                          ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[42:45], v19 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[42:43], v[38:39], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[44:45], v[40:41], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[38:41], v20 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[42:45], v19 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[42:43], v[38:39], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[44:45], v[40:41], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[38:41], v20 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[42:45], v19 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[42:43], v[38:39], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[44:45], v[40:41], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[38:41], v20 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[42:45], v19 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[42:43], v[38:39], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[44:45], v[40:41], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_mul_f32 v25, s16, v34                             ; examples/attention_paged.kgen:21
	v_mul_f32 v38, s16, v35                             ; examples/attention_paged.kgen:21
	v_mul_f32 v39, s16, v36                             ; examples/attention_paged.kgen:21
	v_mul_f32 v40, s16, v37                             ; examples/attention_paged.kgen:21
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v35, v34, v25, s[22:23]
	v_mov_b32 v25, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v34, v25, v38, s[34:35]
	v_mov_b32 v25, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v36, v25, v39, s[38:39]
	v_mov_b32 v25, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v37, v25, v40, s[42:43]
	v_max_f32 v25, v35, v34                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[22:23], v35, v34
	v_mov_b32 v38, 0x7fc00000
	v_cndmask_b32 v39, v25, v38, s[22:23]
	v_max_f32 v25, v39, v36                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[22:23], v39, v36
	v_mov_b32 v38, 0x7fc00000
	v_cndmask_b32 v39, v25, v38, s[22:23]
	v_max_f32 v25, v39, v37                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[22:23], v39, v37
	v_mov_b32 v38, 0x7fc00000
	v_cndmask_b32 v39, v25, v38, s[22:23]
	ds_swizzle_b32 v25, v39 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v38, v39, v25
	v_cmp_u_f32 s[22:23], v39, v25
	v_mov_b32 v25, 0x7fc00000
	v_cndmask_b32 v39, v38, v25, s[22:23]
	v_and_b32 v25, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v25, 32, v25
	v_lshlrev_b32 v25, 2, v25
	ds_bpermute_b32 v38, v25, v39
	s_waitcnt lgkmcnt(0)
	v_max_f32 v25, v39, v38
	v_cmp_u_f32 s[22:23], v39, v38
	v_mov_b32 v38, 0x7fc00000
	v_cndmask_b32 v39, v25, v38, s[22:23]
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_280
	ds_write_b32 v12, v39 offset:23552                  ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v25, v14 offset:23552                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v38, v14 offset:23616                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v39, v25, v38
	v_cmp_u_f32 s[22:23], v25, v38
	v_mov_b32 v25, 0x7fc00000
	v_cndmask_b32 v38, v39, v25, s[22:23]
	ds_read_b32 v25, v14 offset:23680                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v39, v38, v25
	v_cmp_u_f32 s[22:23], v38, v25
	v_mov_b32 v25, 0x7fc00000
	v_cndmask_b32 v38, v39, v25, s[22:23]
	ds_read_b32 v25, v14 offset:23744                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v39, v38, v25
	v_cmp_u_f32 s[22:23], v38, v25
	v_mov_b32 v25, 0x7fc00000
	v_cndmask_b32 v38, v39, v25, s[22:23]
	v_max_f32 v25, v2, v38                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[22:23], v2, v38
	v_mov_b32 v38, 0x7fc00000
	v_cndmask_b32 v39, v25, v38, s[22:23]
	v_sub_f32 v25, v2, v39                              ; examples/attention_paged.kgen:24
	v_mul_f32 v38, 0x3fb8aa3b, v25                      ; examples/attention_paged.kgen:24
	v_exp_f32 v25, v38                                  ; examples/attention_paged.kgen:24
	v_mul_f32 v38, v26, v25                             ; examples/attention_paged.kgen:26
	v_mul_f32 v40, v27, v25                             ; examples/attention_paged.kgen:26
	v_mul_f32 v41, v28, v25                             ; examples/attention_paged.kgen:26
	v_mul_f32 v42, v29, v25                             ; examples/attention_paged.kgen:26
	v_mul_f32 v43, v30, v25                             ; examples/attention_paged.kgen:26
	v_mul_f32 v44, v31, v25                             ; examples/attention_paged.kgen:26
	v_mul_f32 v45, v32, v25                             ; examples/attention_paged.kgen:26
	v_mul_f32 v46, v33, v25                             ; examples/attention_paged.kgen:26
	v_mov_b32 v26, v38                                  ; 'acc' scaled in place
	v_mov_b32 v27, v40                                  ; 'acc' scaled in place
	v_mov_b32 v28, v41                                  ; 'acc' scaled in place
	v_mov_b32 v29, v42                                  ; 'acc' scaled in place
	v_mov_b32 v30, v43                                  ; 'acc' scaled in place
	v_mov_b32 v31, v44                                  ; 'acc' scaled in place
	v_mov_b32 v32, v45                                  ; 'acc' scaled in place
	v_mov_b32 v33, v46                                  ; 'acc' scaled in place
	v_cndmask_b32 v38, 0, v9, s[46:47]
	v_mov_b32 v9, 0x2000
	v_mul_lo_u32 v40, v38, v9
	v_mov_b32 v9, 0x2000
	v_mul_hi_u32 v41, v38, v9
	v_lshlrev_b64 v[42:43], 1, v[40:41]
	v_add_co_u32 v40, vcc, s10, v42                     ; 'vc' at this page
	v_mov_b32 v9, s11
	v_addc_co_u32 v41, vcc, v9, v43, vcc
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_ushort v9, v22, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_ushort v9, v22, s[34:35] offset:2
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_ushort v9, v22, s[34:35] offset:4
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_ushort v9, v22, s[34:35] offset:6
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_ushort v9, v22, s[34:35] offset:2048
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_ushort v9, v22, s[34:35] offset:2050
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_ushort v9, v22, s[34:35] offset:2052
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_ushort v9, v22, s[34:35] offset:2054
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v49, 0x1000, v22
	s_nop 3
	global_load_ushort v9, v49, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v50, 0x1002, v22
	s_nop 3
	global_load_ushort v9, v50, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v51, 0x1004, v22
	s_nop 3
	global_load_ushort v9, v51, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v52, 0x1006, v22
	s_nop 3
	global_load_ushort v9, v52, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v53, 0x1800, v22
	s_nop 3
	global_load_ushort v9, v53, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v54, 0x1802, v22
	s_nop 3
	global_load_ushort v9, v54, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v55, 0x1804, v22
	s_nop 3
	global_load_ushort v9, v55, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v56, 0x1806, v22
	s_nop 3
	global_load_ushort v9, v56, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v57, 0x2000, v22
	s_nop 3
	global_load_ushort v9, v57, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v58, 0x2002, v22
	s_nop 3
	global_load_ushort v9, v58, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v59, 0x2004, v22
	s_nop 3
	global_load_ushort v9, v59, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v60, 0x2006, v22
	s_nop 3
	global_load_ushort v9, v60, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v61, 0x2800, v22
	s_nop 3
	global_load_ushort v9, v61, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v62, 0x2802, v22
	s_nop 3
	global_load_ushort v9, v62, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v63, 0x2804, v22
	s_nop 3
	global_load_ushort v9, v63, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v64, 0x2806, v22
	s_nop 3
	global_load_ushort v9, v64, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v65, 0x3000, v22
	s_nop 3
	global_load_ushort v9, v65, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v66, 0x3002, v22
	s_nop 3
	global_load_ushort v9, v66, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v67, 0x3004, v22
	s_nop 3
	global_load_ushort v9, v67, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v68, 0x3006, v22
	s_nop 3
	global_load_ushort v9, v68, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v69, 0x3800, v22
	s_nop 3
	global_load_ushort v9, v69, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v70, 0x3802, v22
	s_nop 3
	global_load_ushort v9, v70, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v71, 0x3804, v22
	s_nop 3
	global_load_ushort v9, v71, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v9
	v_mov_b32 v9, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[46:47]               ; lanes where %vpred_962
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v40, 0x3806, v22
	s_nop 3
	global_load_ushort v9, v40, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v9
	v_lshrrev_b32 v9, 16, v38
	ds_write_b16 v21, v9 offset:4352                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v42
	ds_write_b16 v21, v9 offset:4496                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v43
	ds_write_b16 v21, v9 offset:4640                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v44
	ds_write_b16 v21, v9 offset:4784                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v45
	ds_write_b16 v21, v9 offset:4368                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v46
	ds_write_b16 v21, v9 offset:4512                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v47
	ds_write_b16 v21, v9 offset:4656                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v48
	ds_write_b16 v21, v9 offset:4800                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v49
	ds_write_b16 v21, v9 offset:4384                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v50
	ds_write_b16 v21, v9 offset:4528                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v51
	ds_write_b16 v21, v9 offset:4672                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v52
	ds_write_b16 v21, v9 offset:4816                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v53
	ds_write_b16 v21, v9 offset:4400                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v54
	ds_write_b16 v21, v9 offset:4544                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v55
	ds_write_b16 v21, v9 offset:4688                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v56
	ds_write_b16 v21, v9 offset:4832                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v57
	ds_write_b16 v21, v9 offset:4416                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v58
	ds_write_b16 v21, v9 offset:4560                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v59
	ds_write_b16 v21, v9 offset:4704                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v60
	ds_write_b16 v21, v9 offset:4848                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v61
	ds_write_b16 v21, v9 offset:4432                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v62
	ds_write_b16 v21, v9 offset:4576                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v63
	ds_write_b16 v21, v9 offset:4720                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v64
	ds_write_b16 v21, v9 offset:4864                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v65
	ds_write_b16 v21, v9 offset:4448                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v66
	ds_write_b16 v21, v9 offset:4592                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v67
	ds_write_b16 v21, v9 offset:4736                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v68
	ds_write_b16 v21, v9 offset:4880                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v69
	ds_write_b16 v21, v9 offset:4464                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v70
	ds_write_b16 v21, v9 offset:4608                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v71
	ds_write_b16 v21, v9 offset:4752                    ; A operand of the product: stage
	v_lshrrev_b32 v9, 16, v40
	ds_write_b16 v21, v9 offset:4896                    ; A operand of the product: stage
	v_mul_f32 v9, 0xbfb8aa3b, v39                       ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v38, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v35, v38, v9
	v_exp_f32 v35, v40                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v38, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v34, v38, v9
	v_exp_f32 v34, v40                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v38, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v36, v38, v9
	v_exp_f32 v36, v40                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v38, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v37, v38, v9
	v_exp_f32 v9, v40                                   ; examples/attention_paged.kgen:23
	v_bfe_u32 v37, v35, 16, 1                           ; round to bf16
	v_add3_u32 v38, v35, v37, s5
	v_cmp_u_f32 s[22:23], v35, v35
	v_mov_b32 v37, 0x7fc00000
	v_cndmask_b32 v38, v38, v37, s[22:23]
	v_and_b32 v37, 0xffff0000, v38
	v_bfe_u32 v38, v34, 16, 1                           ; round to bf16
	v_add3_u32 v40, v34, v38, s5
	v_cmp_u_f32 s[22:23], v34, v34
	v_mov_b32 v38, 0x7fc00000
	v_cndmask_b32 v40, v40, v38, s[22:23]
	v_and_b32 v38, 0xffff0000, v40
	v_bfe_u32 v40, v36, 16, 1                           ; round to bf16
	v_add3_u32 v41, v36, v40, s5
	v_cmp_u_f32 s[22:23], v36, v36
	v_mov_b32 v40, 0x7fc00000
	v_cndmask_b32 v41, v41, v40, s[22:23]
	v_and_b32 v40, 0xffff0000, v41
	v_bfe_u32 v41, v9, 16, 1                            ; round to bf16
	v_add3_u32 v42, v9, v41, s5
	v_cmp_u_f32 s[22:23], v9, v9
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v42, v42, v41, s[22:23]
	v_and_b32 v41, 0xffff0000, v42
	v_lshrrev_b32 v42, 16, v37
	ds_write_b16 v24, v42 offset:23808                  ; B operand of the product: stage
	v_lshrrev_b32 v37, 16, v38
	ds_write_b16 v24, v37 offset:23810                  ; B operand of the product: stage
	v_lshrrev_b32 v37, 16, v40
	ds_write_b16 v24, v37 offset:23812                  ; B operand of the product: stage
	v_lshrrev_b32 v37, 16, v41
	ds_write_b16 v24, v37 offset:23814                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[40:43], v18 offset:23808             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[44:47], v15 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[48:51], v15 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[44:45], v[40:41], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[48:49], v[40:41], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[46:47], v[42:43], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[50:51], v[42:43], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x16
	ds_read_b128 v[40:43], v18 offset:23872             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[44:47], v15 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[48:51], v15 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[44:45], v[40:41], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[48:49], v[40:41], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[46:47], v[42:43], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[50:51], v[42:43], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mul_f32 v37, v1, v25                              ; examples/attention_paged.kgen:25
	v_add_f32 v25, v35, v34                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v34, v25, v36                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v25, v34, v9                              ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v9, v25 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v25, v9
	v_and_b32 v9, 63, v0                                ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v9, 32, v9
	v_lshlrev_b32 v9, 2, v9
	ds_bpermute_b32 v25, v9, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v34, v25
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_280
	ds_write_b32 v12, v9 offset:28160                   ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v9, v14 offset:28160                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v25, v14 offset:28224                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v9, v25
	ds_read_b32 v9, v14 offset:28288                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v25, v34, v9
	ds_read_b32 v9, v14 offset:28352                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v25, v9
	v_add_f32 v9, v37, v34                              ; examples/attention_paged.kgen:25
	v_mov_b32 v1, v9                                    ; next 'l'
	v_mov_b32 v2, v39                                   ; next 'mx'
	s_add_u32 s18, s18, 64
	s_cmp_lt_u32 s18, s17
	s_cbranch_scc1 .Lattention_paged_split_loop2
.Lattention_paged_split_loop2_end:
	v_readfirstlane_b32 s17, v4
	s_mov_b32 s19, s18                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s19, s17
	s_cbranch_scc1 .Lattention_paged_split_loop3_end
.Lattention_paged_split_loop3:
	s_add_u32 s18, s33, s19
	v_sub_u32 v9, v4, s19
	v_add_u32 v25, s18, v5
	v_add_u32 v34, 0, v25                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v35, 1, v25                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v36, 2, v25                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v37, 3, v25                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[22:23], v34, v6                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[34:35], v35, v6                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[38:39], v36, v6                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[42:43], v37, v6                      ; examples/attention_paged.kgen:21
	s_add_i32 s25, s29, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s28, s18, 6
	s_mul_i32 s18, s25, s27
	s_add_u32 s30, s18, s28
	s_lshl_b32 s18, s30, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s25, s24                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s25, 1, 0
	s_cmp_lt_u32 s28, s27                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s28, 1, 0
	s_and_b32 s30, s25, s28
	v_mov_b32 v25, 0                                    ; absent element
	s_cmp_eq_u32 s30, 0                                 ; if %upred_1283
	s_cbranch_scc1 .Lattention_paged_split_skip3
	v_mov_b32 v38, s18                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v25, v38, s[12:13]
.Lattention_paged_split_skip3:
	v_lshrrev_b32 v38, 6, v34                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v39, 64, v38
	v_sub_u32 v38, v34, v39
	v_lshrrev_b32 v34, 6, v35                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v39, 64, v34
	v_sub_u32 v34, v35, v39
	v_lshrrev_b32 v35, 6, v36                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v39, 64, v35
	v_sub_u32 v35, v36, v39
	v_lshrrev_b32 v36, 6, v37                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v39, 64, v36
	v_sub_u32 v36, v37, v39
	s_and_saveexec_b64 s[46:47], s[14:15]               ; lanes where %vpred_103
	ds_write_b32 v8, v38 offset:22784                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v34 offset:22788                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v35 offset:22792                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v8, v36 offset:22796                   ; convert the operand at 21:56: write this thread's elements
	s_mov_b64 exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v34, v11 offset:22784                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v35, v11 offset:22816                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v36, v11 offset:22848                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v37, v11 offset:22880                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v38, v11 offset:22912                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v39, v11 offset:22944                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v40, v11 offset:22976                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v41, v11 offset:23008                   ; convert the operand at 21:56: read in the new layout
	v_add_u32 v42, 0, v16
	v_add_u32 v43, 0, v42                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v44, 1, v42                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v45, 2, v42                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v46, 3, v42                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v47, 16, v42                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v48, 17, v42                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v49, 18, v42                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v50, 19, v42                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[46:47], s[14:15]               ; lanes where %vpred_103
	ds_write_b32 v13, v43 offset:23040                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v44 offset:23044                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v45 offset:23048                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v46 offset:23052                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v47 offset:23104                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v48 offset:23108                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v49 offset:23112                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v13, v50 offset:23116                  ; convert the operand at 21:65: write this thread's elements
	s_mov_b64 exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v42, v17 offset:23040                   ; convert the operand at 21:65: read in the new layout
	v_cmp_lt_u32 s[46:47], v7, v9                       ; 'tt' element in bounds
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[48:49], v25, s26                     ; subscript 0 of 'kc' inside [0, NP)
	s_and_b64 s[50:51], s[46:47], s[48:49]
	v_cmp_lt_u32 s[46:47], v34, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[50:51], s[46:47]
	v_mov_b32 v43, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[46:47], v42, v43
	s_and_b64 s[54:55], s[52:53], s[46:47]
	v_mov_b32 v43, 0x2000
	v_mul_lo_u32 v44, v43, v25
	v_mov_b32 v43, 0x80
	v_mul_lo_u32 v45, v43, v34
	v_add_u32 v34, v44, v45
	v_add_u32 v43, v34, v42
	v_lshlrev_b32 v34, 1, v43                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v46, 0                                    ; an absent run: zeros
	v_mov_b32 v47, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[54:55]               ; lanes where %vpred_1316
	global_load_dwordx2 v[46:47], v34, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[46:47] offset:4352              ; A operand of the product: stage a run
	v_add_u32 v34, 8, v7
	v_cmp_lt_u32 s[52:53], v34, v9                      ; 'tt' element in bounds
	s_and_b64 s[54:55], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v35, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[56:57], s[46:47]
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v43, v34, v35
	v_add_u32 v34, v44, v43
	v_add_u32 v35, v34, v42
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v46, 0                                    ; an absent run: zeros
	v_mov_b32 v47, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[56:57], s[52:53]               ; lanes where %vpred_1329
	global_load_dwordx2 v[46:47], v34, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[46:47] offset:6528              ; A operand of the product: stage a run
	v_add_u32 v34, 16, v7
	v_cmp_lt_u32 s[52:53], v34, v9                      ; 'tt' element in bounds
	s_and_b64 s[56:57], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v36, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[56:57], s[52:53]
	s_and_b64 s[52:53], s[58:59], s[46:47]
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v35, v34, v36
	v_add_u32 v34, v44, v35
	v_add_u32 v35, v34, v42
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v46, 0                                    ; an absent run: zeros
	v_mov_b32 v47, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[52:53]               ; lanes where %vpred_1341
	global_load_dwordx2 v[46:47], v34, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[46:47] offset:8704              ; A operand of the product: stage a run
	v_add_u32 v34, 24, v7
	v_cmp_lt_u32 s[52:53], v34, v9                      ; 'tt' element in bounds
	s_and_b64 s[58:59], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v37, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[60:61], s[58:59], s[52:53]
	s_and_b64 s[52:53], s[60:61], s[46:47]
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v35, v34, v37
	v_add_u32 v34, v44, v35
	v_add_u32 v35, v34, v42
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v36, 0                                    ; an absent run: zeros
	v_mov_b32 v37, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[60:61], s[52:53]               ; lanes where %vpred_1353
	global_load_dwordx2 v[36:37], v34, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[36:37] offset:10880             ; A operand of the product: stage a run
	v_add_u32 v34, 32, v7
	v_cmp_lt_u32 s[52:53], v34, v9                      ; 'tt' element in bounds
	s_and_b64 s[60:61], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v38, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[62:63], s[60:61], s[52:53]
	s_and_b64 s[52:53], s[62:63], s[46:47]
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v35, v34, v38
	v_add_u32 v34, v44, v35
	v_add_u32 v35, v34, v42
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v36, 0                                    ; an absent run: zeros
	v_mov_b32 v37, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[62:63], s[52:53]               ; lanes where %vpred_1365
	global_load_dwordx2 v[36:37], v34, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[36:37] offset:13056             ; A operand of the product: stage a run
	v_add_u32 v34, 40, v7
	v_cmp_lt_u32 s[52:53], v34, v9                      ; 'tt' element in bounds
	s_and_b64 s[62:63], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v39, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[62:63], s[52:53]
	s_and_b64 s[52:53], s[64:65], s[46:47]
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v35, v34, v39
	v_add_u32 v34, v44, v35
	v_add_u32 v35, v34, v42
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v36, 0                                    ; an absent run: zeros
	v_mov_b32 v37, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1377
	global_load_dwordx2 v[36:37], v34, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[36:37] offset:15232             ; A operand of the product: stage a run
	v_add_u32 v34, 48, v7
	v_cmp_lt_u32 s[52:53], v34, v9                      ; 'tt' element in bounds
	s_and_b64 s[64:65], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v40, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[66:67], s[64:65], s[52:53]
	s_and_b64 s[52:53], s[66:67], s[46:47]
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v35, v34, v40
	v_add_u32 v34, v44, v35
	v_add_u32 v35, v34, v42
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v36, 0                                    ; an absent run: zeros
	v_mov_b32 v37, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[66:67], s[52:53]               ; lanes where %vpred_1389
	global_load_dwordx2 v[36:37], v34, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[36:37] offset:17408             ; A operand of the product: stage a run
	v_add_u32 v34, 56, v7
	v_cmp_lt_u32 s[52:53], v34, v9                      ; 'tt' element in bounds
	s_and_b64 s[66:67], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v41, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[68:69], s[66:67], s[52:53]
	s_and_b64 s[52:53], s[68:69], s[46:47]
	v_mov_b32 v34, 0x80
	v_mul_lo_u32 v35, v34, v41
	v_add_u32 v34, v44, v35
	v_add_u32 v35, v34, v42
	v_lshlrev_b32 v34, 1, v35                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v36, 0                                    ; an absent run: zeros
	v_mov_b32 v37, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[46:47], s[52:53]               ; lanes where %vpred_1401
	global_load_dwordx2 v[36:37], v34, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	ds_write_b64 v10, v[36:37] offset:19584             ; A operand of the product: stage a run
	v_mov_b32 v34, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v35, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v36, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	ds_read_b128 v[38:41], v20                          ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[42:45], v19 offset:4352              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[42:43], v[38:39], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[44:45], v[40:41], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[38:41], v20 offset:64                ; B fragment 0, k-steps 2..3
	ds_read_b128 v[42:45], v19 offset:4416              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[42:43], v[38:39], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[44:45], v[40:41], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[38:41], v20 offset:128               ; B fragment 0, k-steps 4..5
	ds_read_b128 v[42:45], v19 offset:4480              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[42:43], v[38:39], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[44:45], v[40:41], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[38:41], v20 offset:192               ; B fragment 0, k-steps 6..7
	ds_read_b128 v[42:45], v19 offset:4544              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[42:43], v[38:39], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[34:37], v[44:45], v[40:41], v[34:37] ; examples/attention_paged.kgen:21: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_mul_f32 v38, s16, v34                             ; examples/attention_paged.kgen:21
	v_mul_f32 v39, s16, v35                             ; examples/attention_paged.kgen:21
	v_mul_f32 v40, s16, v36                             ; examples/attention_paged.kgen:21
	v_mul_f32 v41, s16, v37                             ; examples/attention_paged.kgen:21
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v35, v34, v38, s[22:23]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v36, v34, v39, s[34:35]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v37, v34, v40, s[38:39]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v38, v34, v41, s[42:43]
	v_cmp_lt_u32 s[22:23], v3, s31                      ; 'r' element in bounds
	v_cmp_lt_u32 s[34:35], v5, v9                       ; 'tt' element in bounds
	s_and_b64 s[38:39], s[22:23], s[34:35]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v39, v34, v35, s[38:39]
	v_add_u32 v34, 1, v5
	v_cmp_lt_u32 s[34:35], v34, v9                      ; 'tt' element in bounds
	s_and_b64 s[42:43], s[22:23], s[34:35]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v40, v34, v36, s[42:43]
	v_add_u32 v34, 2, v5
	v_cmp_lt_u32 s[34:35], v34, v9                      ; 'tt' element in bounds
	s_and_b64 s[46:47], s[22:23], s[34:35]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v41, v34, v37, s[46:47]
	v_add_u32 v34, 3, v5
	v_cmp_lt_u32 s[34:35], v34, v9                      ; 'tt' element in bounds
	s_and_b64 s[52:53], s[22:23], s[34:35]
	v_mov_b32 v9, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v34, v9, v38, s[52:53]
	v_max_f32 v9, v39, v40                              ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[22:23], v39, v40
	v_mov_b32 v39, 0x7fc00000
	v_cndmask_b32 v40, v9, v39, s[22:23]
	v_max_f32 v9, v40, v41                              ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[22:23], v40, v41
	v_mov_b32 v39, 0x7fc00000
	v_cndmask_b32 v40, v9, v39, s[22:23]
	v_max_f32 v9, v40, v34                              ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[22:23], v40, v34
	v_mov_b32 v34, 0x7fc00000
	v_cndmask_b32 v39, v9, v34, s[22:23]
	ds_swizzle_b32 v9, v39 offset:swizzle(SWAP,16)      ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v34, v39, v9
	v_cmp_u_f32 s[22:23], v39, v9
	v_mov_b32 v9, 0x7fc00000
	v_cndmask_b32 v39, v34, v9, s[22:23]
	v_and_b32 v9, 63, v0                                ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v9, 32, v9
	v_lshlrev_b32 v9, 2, v9
	ds_bpermute_b32 v34, v9, v39
	s_waitcnt lgkmcnt(0)
	v_max_f32 v9, v39, v34
	v_cmp_u_f32 s[22:23], v39, v34
	v_mov_b32 v34, 0x7fc00000
	v_cndmask_b32 v39, v9, v34, s[22:23]
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_280
	ds_write_b32 v12, v39 offset:23552                  ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v9, v14 offset:23552                    ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v34, v14 offset:23616                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v39, v9, v34
	v_cmp_u_f32 s[22:23], v9, v34
	v_mov_b32 v9, 0x7fc00000
	v_cndmask_b32 v34, v39, v9, s[22:23]
	ds_read_b32 v9, v14 offset:23680                    ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v39, v34, v9
	v_cmp_u_f32 s[22:23], v34, v9
	v_mov_b32 v9, 0x7fc00000
	v_cndmask_b32 v34, v39, v9, s[22:23]
	ds_read_b32 v9, v14 offset:23744                    ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v39, v34, v9
	v_cmp_u_f32 s[22:23], v34, v9
	v_mov_b32 v9, 0x7fc00000
	v_cndmask_b32 v34, v39, v9, s[22:23]
	v_max_f32 v9, v2, v34                               ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[22:23], v2, v34
	v_mov_b32 v34, 0x7fc00000
	v_cndmask_b32 v39, v9, v34, s[22:23]
	v_sub_f32 v9, v2, v39                               ; examples/attention_paged.kgen:24
	v_mul_f32 v34, 0x3fb8aa3b, v9                       ; examples/attention_paged.kgen:24
	v_exp_f32 v9, v34                                   ; examples/attention_paged.kgen:24
	v_mul_f32 v34, v26, v9                              ; examples/attention_paged.kgen:26
	v_mul_f32 v40, v27, v9                              ; examples/attention_paged.kgen:26
	v_mul_f32 v41, v28, v9                              ; examples/attention_paged.kgen:26
	v_mul_f32 v42, v29, v9                              ; examples/attention_paged.kgen:26
	v_mul_f32 v43, v30, v9                              ; examples/attention_paged.kgen:26
	v_mul_f32 v44, v31, v9                              ; examples/attention_paged.kgen:26
	v_mul_f32 v45, v32, v9                              ; examples/attention_paged.kgen:26
	v_mul_f32 v46, v33, v9                              ; examples/attention_paged.kgen:26
	v_mov_b32 v26, v34                                  ; 'acc' scaled in place
	v_mov_b32 v27, v40                                  ; 'acc' scaled in place
	v_mov_b32 v28, v41                                  ; 'acc' scaled in place
	v_mov_b32 v29, v42                                  ; 'acc' scaled in place
	v_mov_b32 v30, v43                                  ; 'acc' scaled in place
	v_mov_b32 v31, v44                                  ; 'acc' scaled in place
	v_mov_b32 v32, v45                                  ; 'acc' scaled in place
	v_mov_b32 v33, v46                                  ; 'acc' scaled in place
	v_cndmask_b32 v34, 0, v25, s[48:49]
	v_mov_b32 v25, 0x2000
	v_mul_lo_u32 v40, v34, v25
	v_mov_b32 v25, 0x2000
	v_mul_hi_u32 v41, v34, v25
	v_lshlrev_b64 v[42:43], 1, v[40:41]
	v_add_co_u32 v40, vcc, s10, v42                     ; 'vc' at this page
	v_mov_b32 v25, s11
	v_addc_co_u32 v41, vcc, v25, v43, vcc
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[50:51]               ; lanes where %vpred_1312
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_ushort v25, v22, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[50:51]               ; lanes where %vpred_1312
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_ushort v25, v22, s[34:35] offset:2
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[50:51]               ; lanes where %vpred_1312
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_ushort v25, v22, s[34:35] offset:4
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[50:51]               ; lanes where %vpred_1312
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_ushort v25, v22, s[34:35] offset:6
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[54:55]               ; lanes where %vpred_1326
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_ushort v25, v22, s[34:35] offset:2048
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[54:55]               ; lanes where %vpred_1326
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_ushort v25, v22, s[34:35] offset:2050
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[54:55]               ; lanes where %vpred_1326
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_ushort v25, v22, s[34:35] offset:2052
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[54:55]               ; lanes where %vpred_1326
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	s_nop 4
	global_load_ushort v25, v22, s[34:35] offset:2054
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[56:57]               ; lanes where %vpred_1338
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v49, 0x1000, v22
	s_nop 3
	global_load_ushort v25, v49, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[56:57]               ; lanes where %vpred_1338
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v50, 0x1002, v22
	s_nop 3
	global_load_ushort v25, v50, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[56:57]               ; lanes where %vpred_1338
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v51, 0x1004, v22
	s_nop 3
	global_load_ushort v25, v51, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[56:57]               ; lanes where %vpred_1338
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v52, 0x1006, v22
	s_nop 3
	global_load_ushort v25, v52, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[58:59]               ; lanes where %vpred_1350
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v53, 0x1800, v22
	s_nop 3
	global_load_ushort v25, v53, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[58:59]               ; lanes where %vpred_1350
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v54, 0x1802, v22
	s_nop 3
	global_load_ushort v25, v54, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[58:59]               ; lanes where %vpred_1350
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v55, 0x1804, v22
	s_nop 3
	global_load_ushort v25, v55, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[58:59]               ; lanes where %vpred_1350
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v56, 0x1806, v22
	s_nop 3
	global_load_ushort v25, v56, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[60:61]               ; lanes where %vpred_1362
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v57, 0x2000, v22
	s_nop 3
	global_load_ushort v25, v57, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[60:61]               ; lanes where %vpred_1362
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v58, 0x2002, v22
	s_nop 3
	global_load_ushort v25, v58, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[60:61]               ; lanes where %vpred_1362
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v59, 0x2004, v22
	s_nop 3
	global_load_ushort v25, v59, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[60:61]               ; lanes where %vpred_1362
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v60, 0x2006, v22
	s_nop 3
	global_load_ushort v25, v60, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[62:63]               ; lanes where %vpred_1374
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v61, 0x2800, v22
	s_nop 3
	global_load_ushort v25, v61, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[62:63]               ; lanes where %vpred_1374
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v62, 0x2802, v22
	s_nop 3
	global_load_ushort v25, v62, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[62:63]               ; lanes where %vpred_1374
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v63, 0x2804, v22
	s_nop 3
	global_load_ushort v25, v63, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[62:63]               ; lanes where %vpred_1374
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v64, 0x2806, v22
	s_nop 3
	global_load_ushort v25, v64, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[64:65]               ; lanes where %vpred_1386
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v65, 0x3000, v22
	s_nop 3
	global_load_ushort v25, v65, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[64:65]               ; lanes where %vpred_1386
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v66, 0x3002, v22
	s_nop 3
	global_load_ushort v25, v66, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[64:65]               ; lanes where %vpred_1386
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v67, 0x3004, v22
	s_nop 3
	global_load_ushort v25, v67, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[64:65]               ; lanes where %vpred_1386
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v68, 0x3006, v22
	s_nop 3
	global_load_ushort v25, v68, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[66:67]               ; lanes where %vpred_1398
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v69, 0x3800, v22
	s_nop 3
	global_load_ushort v25, v69, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[66:67]               ; lanes where %vpred_1398
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v70, 0x3802, v22
	s_nop 3
	global_load_ushort v25, v70, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[66:67]               ; lanes where %vpred_1398
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v71, 0x3804, v22
	s_nop 3
	global_load_ushort v25, v71, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v25
	v_mov_b32 v25, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[66:67]               ; lanes where %vpred_1398
	v_readfirstlane_b32 s34, v40                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v41
	v_add_u32 v40, 0x3806, v22
	s_nop 3
	global_load_ushort v25, v40, s[34:35]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v25
	v_lshrrev_b32 v25, 16, v34
	ds_write_b16 v21, v25 offset:4352                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v42
	ds_write_b16 v21, v25 offset:4496                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v43
	ds_write_b16 v21, v25 offset:4640                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v44
	ds_write_b16 v21, v25 offset:4784                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v45
	ds_write_b16 v21, v25 offset:4368                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v46
	ds_write_b16 v21, v25 offset:4512                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v47
	ds_write_b16 v21, v25 offset:4656                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v48
	ds_write_b16 v21, v25 offset:4800                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v49
	ds_write_b16 v21, v25 offset:4384                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v50
	ds_write_b16 v21, v25 offset:4528                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v51
	ds_write_b16 v21, v25 offset:4672                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v52
	ds_write_b16 v21, v25 offset:4816                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v53
	ds_write_b16 v21, v25 offset:4400                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v54
	ds_write_b16 v21, v25 offset:4544                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v55
	ds_write_b16 v21, v25 offset:4688                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v56
	ds_write_b16 v21, v25 offset:4832                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v57
	ds_write_b16 v21, v25 offset:4416                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v58
	ds_write_b16 v21, v25 offset:4560                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v59
	ds_write_b16 v21, v25 offset:4704                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v60
	ds_write_b16 v21, v25 offset:4848                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v61
	ds_write_b16 v21, v25 offset:4432                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v62
	ds_write_b16 v21, v25 offset:4576                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v63
	ds_write_b16 v21, v25 offset:4720                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v64
	ds_write_b16 v21, v25 offset:4864                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v65
	ds_write_b16 v21, v25 offset:4448                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v66
	ds_write_b16 v21, v25 offset:4592                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v67
	ds_write_b16 v21, v25 offset:4736                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v68
	ds_write_b16 v21, v25 offset:4880                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v69
	ds_write_b16 v21, v25 offset:4464                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v70
	ds_write_b16 v21, v25 offset:4608                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v71
	ds_write_b16 v21, v25 offset:4752                   ; A operand of the product: stage
	v_lshrrev_b32 v25, 16, v40
	ds_write_b16 v21, v25 offset:4896                   ; A operand of the product: stage
	v_mul_f32 v25, 0xbfb8aa3b, v39                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v34, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v35, v34, v25
	v_exp_f32 v34, v40                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v35, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v36, v35, v25
	v_exp_f32 v35, v40                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v36, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v37, v36, v25
	v_exp_f32 v36, v40                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v37, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v40, v38, v37, v25
	v_exp_f32 v25, v40                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v37, v34, 16, 1                           ; round to bf16
	v_add3_u32 v38, v34, v37, s5
	v_cmp_u_f32 s[22:23], v34, v34
	v_mov_b32 v37, 0x7fc00000
	v_cndmask_b32 v38, v38, v37, s[22:23]
	v_and_b32 v37, 0xffff0000, v38
	v_bfe_u32 v38, v35, 16, 1                           ; round to bf16
	v_add3_u32 v40, v35, v38, s5
	v_cmp_u_f32 s[22:23], v35, v35
	v_mov_b32 v38, 0x7fc00000
	v_cndmask_b32 v40, v40, v38, s[22:23]
	v_and_b32 v38, 0xffff0000, v40
	v_bfe_u32 v40, v36, 16, 1                           ; round to bf16
	v_add3_u32 v41, v36, v40, s5
	v_cmp_u_f32 s[22:23], v36, v36
	v_mov_b32 v40, 0x7fc00000
	v_cndmask_b32 v41, v41, v40, s[22:23]
	v_and_b32 v40, 0xffff0000, v41
	v_bfe_u32 v41, v25, 16, 1                           ; round to bf16
	v_add3_u32 v42, v25, v41, s5
	v_cmp_u_f32 s[22:23], v25, v25
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v42, v42, v41, s[22:23]
	v_and_b32 v41, 0xffff0000, v42
	v_cndmask_b32 v42, 0, v37, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v37, 16, v42
	ds_write_b16 v24, v37 offset:23808                  ; B operand of the product: stage
	v_cndmask_b32 v37, 0, v38, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v38, 16, v37
	ds_write_b16 v24, v38 offset:23810                  ; B operand of the product: stage
	v_cndmask_b32 v37, 0, v40, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v38, 16, v37
	ds_write_b16 v24, v38 offset:23812                  ; B operand of the product: stage
	v_cndmask_b32 v37, 0, v41, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v38, 16, v37
	ds_write_b16 v24, v38 offset:23814                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[40:43], v18 offset:23808             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[44:47], v15 offset:4352              ; A fragment 0, k-steps 0..1
	ds_read_b128 v[48:51], v15 offset:6656              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[44:45], v[40:41], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[48:49], v[40:41], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[46:47], v[42:43], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[50:51], v[42:43], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x16
	ds_read_b128 v[40:43], v18 offset:23872             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[44:47], v15 offset:4416              ; A fragment 0, k-steps 2..3
	ds_read_b128 v[48:51], v15 offset:6720              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[44:45], v[40:41], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[48:49], v[40:41], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[26:29], v[46:47], v[42:43], v[26:29] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[30:33], v[50:51], v[42:43], v[30:33] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mul_f32 v37, v1, v9                               ; examples/attention_paged.kgen:25
	v_cndmask_b32 v9, 0, v34, s[38:39]                  ; absent elements contribute the identity
	v_cndmask_b32 v34, 0, v35, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v35, 0, v36, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v36, 0, v25, s[52:53]                 ; absent elements contribute the identity
	v_add_f32 v25, v9, v34                              ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v9, v25, v35                              ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v25, v9, v36                              ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v9, v25 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v25, v9
	v_and_b32 v9, 63, v0                                ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v9, 32, v9
	v_lshlrev_b32 v9, 2, v9
	ds_bpermute_b32 v25, v9, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32 v9, v34, v25
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_280
	ds_write_b32 v12, v9 offset:28160                   ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v9, v14 offset:28160                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v25, v14 offset:28224                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v9, v25
	ds_read_b32 v9, v14 offset:28288                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v25, v34, v9
	ds_read_b32 v9, v14 offset:28352                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v25, v9
	v_add_f32 v9, v37, v34                              ; examples/attention_paged.kgen:25
	v_mov_b32 v1, v9                                    ; next 'l'
	v_mov_b32 v2, v39                                   ; next 'mx'
	s_add_u32 s19, s19, 64
	s_cmp_lt_u32 s19, s17
	s_cbranch_scc1 .Lattention_paged_split_loop3
.Lattention_paged_split_loop3_end:
	v_cmp_lt_u32 s[8:9], v3, s31                        ; 'r' element in bounds
	s_and_saveexec_b64 s[10:11], s[8:9]                 ; lanes where %vpred_1659
	global_store_dword v23, v26, s[6:7]                 ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v23, v27, s[6:7] offset:4        ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v23, v28, s[6:7] offset:8        ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v23, v29, s[6:7] offset:12       ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v23, v30, s[6:7] offset:64       ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v23, v31, s[6:7] offset:68       ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v23, v32, s[6:7] offset:72       ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v23, v33, s[6:7] offset:76       ; examples/attention_paged.kgen:19: store to 'acc_parts'
	s_mov_b64 exec, s[10:11]
	s_and_b64 s[6:7], s[8:9], s[36:37]
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1660
	global_store_dword v14, v1, s[44:45]                ; examples/attention_paged.kgen:19: store to 'l_parts'
	global_store_dword v14, v2, s[20:21]                ; examples/attention_paged.kgen:19: store to 'mx_parts'
	s_mov_b64 exec, s[8:9]
.Lattention_paged_split_if0_end:
	s_endpgm
.Lfunc_end_attention_paged_split:
	.size	attention_paged_split, .Lfunc_end_attention_paged_split-attention_paged_split

; kernel attention_paged_split_fold: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel attention_paged_split_fold from examples/attention_paged.kgen
; target gfx90a: AMD CDNA2 (MI200)
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
	v_cndmask_b32 v2, v8, v6, s[30:31]
	s_waitcnt vmcnt(0)
	v_max_f32 v6, v3, v7                                ; max over 'part' (examples/attention_paged.kgen:19)
	v_cmp_u_f32 s[30:31], v3, v7
	v_mov_b32 v7, 0x7fc00000
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
	v_cndmask_b32 v2, v6, v8, s[30:31]
	v_mov_b32 v6, 0xff800000                            ; absent elements contribute the identity
	s_waitcnt vmcnt(0)
	v_cndmask_b32 v8, v6, v7, s[38:39]
	v_max_f32 v6, v3, v8                                ; max over 'part' (examples/attention_paged.kgen:19)
	v_cmp_u_f32 s[30:31], v3, v8
	v_mov_b32 v7, 0x7fc00000
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
	v_cndmask_b32 v18, v16, v2, s[24:25]
	v_max_f32 v2, v17, v3                               ; examples/attention_paged.kgen:19
	v_cmp_u_f32 s[24:25], v17, v3
	v_mov_b32 v3, 0x7fc00000
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
	v_cndmask_b32 v12, v12, v7, s[10:11]
	v_lshrrev_b32 v7, 16, v12
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_248
	global_store_short v1, v7, s[8:9]                   ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v7, v2, 16, 1
	v_add3_u32 v11, v2, v7, s4
	v_cmp_u_f32 s[10:11], v2, v2
	v_mov_b32 v2, 0x7fc00000
	v_cndmask_b32 v11, v11, v2, s[10:11]
	v_lshrrev_b32 v2, 16, v11
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_248
	global_store_short v1, v2, s[8:9] offset:2          ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v2, v3, 16, 1
	v_add3_u32 v7, v3, v2, s4
	v_cmp_u_f32 s[10:11], v3, v3
	v_mov_b32 v2, 0x7fc00000
	v_cndmask_b32 v7, v7, v2, s[10:11]
	v_lshrrev_b32 v2, 16, v7
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_248
	global_store_short v1, v2, s[8:9] offset:4          ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v2, v5, 16, 1
	v_add3_u32 v3, v5, v2, s4
	v_cmp_u_f32 s[10:11], v5, v5
	v_mov_b32 v2, 0x7fc00000
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
	v_cndmask_b32 v3, v3, v2, s[10:11]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_254
	global_store_short v1, v2, s[8:9] offset:2048       ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v2, v6, 16, 1
	v_add3_u32 v3, v6, v2, s4
	v_cmp_u_f32 s[10:11], v6, v6
	v_mov_b32 v2, 0x7fc00000
	v_cndmask_b32 v3, v3, v2, s[10:11]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_254
	global_store_short v1, v2, s[8:9] offset:2050       ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v2, v9, 16, 1
	v_add3_u32 v3, v9, v2, s4
	v_cmp_u_f32 s[10:11], v9, v9
	v_mov_b32 v2, 0x7fc00000
	v_cndmask_b32 v3, v3, v2, s[10:11]
	v_lshrrev_b32 v2, 16, v3
	s_and_saveexec_b64 s[10:11], s[6:7]                 ; lanes where %vpred_254
	global_store_short v1, v2, s[8:9] offset:2052       ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[10:11]
	v_bfe_u32 v2, v10, 16, 1
	v_add3_u32 v3, v10, v2, s4
	v_cmp_u_f32 s[4:5], v10, v10
	v_mov_b32 v2, 0x7fc00000
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
		.amdhsa_group_segment_fixed_size 28416
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 75
		.amdhsa_next_free_sgpr 66
		.amdhsa_accum_offset 76
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
		.amdhsa_group_segment_fixed_size 28416
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 108
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 75
		.amdhsa_next_free_sgpr 78
		.amdhsa_accum_offset 76
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
    .group_segment_fixed_size: 28416
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .vgpr_count:     75
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
    .group_segment_fixed_size: 28416
    .kernarg_segment_align: 8
    .kernarg_segment_size: 108
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     84
    .sgpr_spill_count: 0
    .vgpr_count:     75
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
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
