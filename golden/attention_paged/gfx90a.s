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
;   'q' (21:34), the same in every step of the loop over 'tt': held in registers, each lane's fragments loaded once before the loop (no shared memory)
;   for tt in t: ends where the mask at 21:13 hides every later 'tt' from this program (tt <= lens[b] - 1): min(T, last visible + 1)
;   staging: 'kc' in runs of 4 'd' (8 bytes: one load and one store each, subscripts and bounds once) where the rows of 'kc' are multiples of 4 (and the extent of 'd', for a ragged last step), else element by element (kgen.lower.runs)
;   split reduction over 't' where fewer than 104 programs run (208 fill the Instinct MI210): attention_paged_split walks parts of 'T', the argument 'rows' rows each (a multiple of 64, at least 128, chosen at launch), into acc_parts: f32[parts, B, R, 128], l_parts: f32[parts, B, R], mx_parts: f32[parts, B, R]; attention_paged_split_fold folds the parts ('acc' and 'l' rescaled to the largest 'mx' of the parts: a log-sum-exp combine) and stores: two launches, no atomics
; resources: 89 VGPRs, 0 AGPRs, 66 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 24064 bytes LDS, 72 bytes of arguments, 256 threads
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
	v_and_b32 v2, 15, v1
	v_lshrrev_b32 v3, 4, v1
	v_and_b32 v4, 3, v3
	v_lshlrev_b32 v5, 3, v4
	s_mov_b32 s30, s24
	s_mov_b32 s31, 0
	s_lshl_b64 s[34:35], s[30:31], 2
	s_add_u32 s30, s14, s34                             ; 'lens' at this program
	s_addc_u32 s31, s15, s35
	v_lshlrev_b32 v6, 2, v3
	v_lshrrev_b32 v3, 5, v1
	v_and_b32 v7, 31, v1
	v_lshlrev_b32 v8, 2, v7
	v_mov_b32 v7, 0x88
	v_mul_lo_u32 v9, v7, v3
	v_add_u32 v7, v9, v8
	v_lshlrev_b32 v9, 1, v7                             ; thread's place in opa0
	v_cmp_eq_u32 s[14:15], v2, 0                        ; one thread of each group of copies
	v_lshlrev_b32 v7, 2, v6
	v_lshlrev_b32 v10, 2, v3
	v_lshlrev_b32 v11, 2, v4
	v_lshrrev_b32 v4, 6, v1
	v_lshlrev_b32 v12, 5, v4
	v_or_b32 v13, v11, v12                              ; thread's 'd' coordinate
	v_lshlrev_b32 v11, 2, v13
	v_lshlrev_b32 v14, 2, v8
	v_lshlrev_b32 v15, 4, v4
	v_or_b32 v16, v2, v15                               ; thread's 'r' coordinate
	v_mov_b32 v15, 0x88
	v_mul_lo_u32 v17, v15, v16
	v_add_u32 v15, v17, v5
	v_lshlrev_b32 v16, 1, v15                           ; thread's M-fragment place
	v_and_b32 v15, 1, v4
	v_lshrrev_b32 v4, 7, v1
	v_and_b32 v17, 1, v4
	v_lshlrev_b32 v4, 1, v17
	v_or_b32 v17, v15, v4                               ; warp group along 'tt'
	v_mul_lo_u32 v4, 16, v17
	v_add_u32 v15, v4, v2
	v_lshlrev_b32 v4, 2, v15
	v_lshlrev_b32 v15, 2, v2
	v_and_b32 v17, 48, v1
	v_cmp_eq_u32 s[34:35], v17, 0                       ; one lane per warp group and element publishes
	v_mov_b32 v1, 0x80
	v_mul_lo_u32 v17, v1, v3
	v_add_u32 v1, v17, v8
	v_lshlrev_b32 v17, 1, v1                            ; thread's byte offset in a chunk of 'vc'
	v_mov_b32 v1, 0x48
	v_mul_lo_u32 v18, v1, v8
	v_add_u32 v1, v18, v3
	v_lshlrev_b32 v8, 1, v1                             ; thread's place in opa0
	v_or_b32 v1, v2, v12                                ; thread's 'r' coordinate
	v_mov_b32 v12, 0x48
	v_mul_lo_u32 v18, v12, v1
	v_add_u32 v1, v18, v5
	v_lshlrev_b32 v12, 1, v1                            ; thread's M-fragment place
	v_mov_b32 v1, 0x48
	v_mul_lo_u32 v18, v1, v2
	v_add_u32 v1, v18, v6
	v_lshlrev_b32 v19, 1, v1                            ; thread's place in opb4
	v_add_u32 v1, v18, v5
	v_lshlrev_b32 v18, 1, v1                            ; thread's N-fragment place
	v_mov_b32 v1, 0x80
	v_mul_lo_u32 v20, v1, v2
	v_add_u32 v1, v20, v13
	v_lshlrev_b32 v21, 1, v1                            ; thread's byte offset in a chunk of 'o'
	s_add_u32 s36, s16, s28                             ; 'o' at this program
	s_addc_u32 s37, s17, s29
	s_add_u32 s16, s36, s32                             ; 'o' at this program
	s_addc_u32 s17, s37, s33
	s_cmp_eq_u32 s27, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_paged_if0_else
	v_mov_b32 v1, 0x80
	v_mul_lo_u32 v22, v1, v2
	v_add_u32 v1, v22, v5
	v_lshlrev_b32 v22, 1, v1                            ; thread's fragments in 'q'
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	global_load_dwordx4 v[24:27], v22, s[6:7]           ; examples/attention_paged.kgen:21: 'q' fragments 0, k-steps 0..1, held
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	global_load_dwordx4 v[28:31], v22, s[6:7] offset:64 ; examples/attention_paged.kgen:21: 'q' fragments 0, k-steps 2..3, held
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	global_load_dwordx4 v[32:35], v22, s[6:7] offset:128 ; examples/attention_paged.kgen:21: 'q' fragments 0, k-steps 4..5, held
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	global_load_dwordx4 v[36:39], v22, s[6:7] offset:192 ; examples/attention_paged.kgen:21: 'q' fragments 0, k-steps 6..7, held
	v_add_f32 v1, 0, 0                                  ; examples/attention_paged.kgen:18
	v_mov_b32 v40, v1                                   ; loop-carried 'acc'
	v_mov_b32 v41, v1                                   ; loop-carried 'acc'
	v_mov_b32 v42, v1                                   ; loop-carried 'acc'
	v_mov_b32 v43, v1                                   ; loop-carried 'acc'
	v_mov_b32 v44, v1                                   ; loop-carried 'acc'
	v_mov_b32 v45, v1                                   ; loop-carried 'acc'
	v_mov_b32 v46, v1                                   ; loop-carried 'acc'
	v_mov_b32 v47, v1                                   ; loop-carried 'acc'
	v_mov_b32 v22, v1                                   ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_paged.kgen:16
	v_add_f32 v23, v1, 0
	v_mov_b32 v1, v23                                   ; loop-carried 'mx'
	v_mov_b32 v23, 0                                    ; examples/attention_paged.kgen:21: load of 'lens'
	global_load_dword v48, v23, s[30:31]
	s_waitcnt vmcnt(0)
	v_max_i32 v23, 0, v48
	v_min_u32 v49, s23, v23                             ; for tt: stops after the last 'tt' the mask at 21:13 shows (tt <= lens[b] - 1)
	v_cmp_ge_u32 s[28:29], v49, 64                      ; at least one whole chunk of 'tt'
	v_sub_u32 v23, v49, 63
	v_cndmask_b32 v50, 0, v23, s[28:29]                 ; full chunks start below extent - chunk + 1
	v_readfirstlane_b32 s20, v50
	s_mov_b32 s25, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s25, s20
	s_cbranch_scc1 .Lattention_paged_loop0_end
.Lattention_paged_loop0:
	v_add_u32 v23, s25, v6
	v_add_u32 v50, 0, v23                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v51, 1, v23                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v52, 2, v23                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v53, 3, v23                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[28:29], v50, v48                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[32:33], v51, v48                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[36:37], v52, v48                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[38:39], v53, v48                     ; examples/attention_paged.kgen:21
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
	v_mov_b32 v23, 0                                    ; absent element
	s_cmp_eq_u32 s43, 0                                 ; if %upred_97
	s_cbranch_scc1 .Lattention_paged_skip0
	v_mov_b32 v54, s42                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v23, v54, s[12:13]
.Lattention_paged_skip0:
	v_lshrrev_b32 v54, 6, v50                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v55, 64, v54
	v_sub_u32 v54, v50, v55
	v_lshrrev_b32 v50, 6, v51                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v55, 64, v50
	v_sub_u32 v50, v51, v55
	v_lshrrev_b32 v51, 6, v52                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v55, 64, v51
	v_sub_u32 v51, v52, v55
	v_lshrrev_b32 v52, 6, v53                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v55, 64, v52
	v_sub_u32 v52, v53, v55
	s_and_saveexec_b64 s[40:41], s[14:15]               ; lanes where %vpred_103
	ds_write_b32 v7, v54 offset:18432                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v50 offset:18436                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v51 offset:18440                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v52 offset:18444                   ; convert the operand at 21:56: write this thread's elements
	s_mov_b64 exec, s[40:41]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v50, v10 offset:18432                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v51, v10 offset:18464                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v52, v10 offset:18496                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v53, v10 offset:18528                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v54, v10 offset:18560                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v55, v10 offset:18592                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v56, v10 offset:18624                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v57, v10 offset:18656                   ; convert the operand at 21:56: read in the new layout
	v_add_u32 v58, 0, v13
	v_add_u32 v59, 0, v58                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v60, 1, v58                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v61, 2, v58                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v62, 3, v58                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v63, 16, v58                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v64, 17, v58                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v65, 18, v58                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v66, 19, v58                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[40:41], s[14:15]               ; lanes where %vpred_103
	ds_write_b32 v11, v59 offset:18688                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v60 offset:18692                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v61 offset:18696                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v62 offset:18700                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v63 offset:18752                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v64 offset:18756                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v65 offset:18760                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v66 offset:18764                  ; convert the operand at 21:65: write this thread's elements
	s_mov_b64 exec, s[40:41]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v58, v14 offset:18688                   ; convert the operand at 21:65: read in the new layout
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[40:41], v23, s21                     ; subscript 0 of 'kc' inside [0, NP)
	v_cmp_lt_u32 s[42:43], v50, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[40:41], s[42:43]
	v_mov_b32 v59, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[42:43], v58, v59
	s_and_b64 s[46:47], s[44:45], s[42:43]
	v_mov_b32 v59, 0x2000
	v_mul_lo_u32 v60, v59, v23
	v_mov_b32 v59, 0x80
	v_mul_lo_u32 v61, v59, v50
	v_add_u32 v50, v60, v61
	v_add_u32 v59, v50, v58
	v_lshlrev_b32 v50, 1, v59                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v62, 0                                    ; an absent run: zeros
	v_mov_b32 v63, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[46:47]               ; lanes where %vpred_137
	global_load_dwordx2 v[62:63], v50, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[62:63]                           ; A operand of the product: stage a run
	v_cmp_lt_u32 s[44:45], v51, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[46:47], s[40:41], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[42:43]
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v59, v50, v51
	v_add_u32 v50, v60, v59
	v_add_u32 v51, v50, v58
	v_lshlrev_b32 v50, 1, v51                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v62, 0                                    ; an absent run: zeros
	v_mov_b32 v63, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_148
	global_load_dwordx2 v[62:63], v50, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[62:63] offset:2176               ; A operand of the product: stage a run
	v_cmp_lt_u32 s[44:45], v52, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[46:47], s[40:41], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[42:43]
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v51, v50, v52
	v_add_u32 v50, v60, v51
	v_add_u32 v51, v50, v58
	v_lshlrev_b32 v50, 1, v51                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v62, 0                                    ; an absent run: zeros
	v_mov_b32 v63, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_157
	global_load_dwordx2 v[62:63], v50, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[62:63] offset:4352               ; A operand of the product: stage a run
	v_cmp_lt_u32 s[44:45], v53, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[46:47], s[40:41], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[42:43]
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v51, v50, v53
	v_add_u32 v50, v60, v51
	v_add_u32 v51, v50, v58
	v_lshlrev_b32 v50, 1, v51                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_166
	global_load_dwordx2 v[52:53], v50, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:6528               ; A operand of the product: stage a run
	v_cmp_lt_u32 s[44:45], v54, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[46:47], s[40:41], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[42:43]
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v51, v50, v54
	v_add_u32 v50, v60, v51
	v_add_u32 v51, v50, v58
	v_lshlrev_b32 v50, 1, v51                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_175
	global_load_dwordx2 v[52:53], v50, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:8704               ; A operand of the product: stage a run
	v_cmp_lt_u32 s[44:45], v55, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[46:47], s[40:41], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[42:43]
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v51, v50, v55
	v_add_u32 v50, v60, v51
	v_add_u32 v51, v50, v58
	v_lshlrev_b32 v50, 1, v51                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_184
	global_load_dwordx2 v[52:53], v50, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:10880              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[44:45], v56, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[46:47], s[40:41], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[42:43]
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v51, v50, v56
	v_add_u32 v50, v60, v51
	v_add_u32 v51, v50, v58
	v_lshlrev_b32 v50, 1, v51                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[46:47], s[44:45]               ; lanes where %vpred_193
	global_load_dwordx2 v[52:53], v50, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:13056              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[44:45], v57, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[46:47], s[40:41], s[44:45]
	s_and_b64 s[44:45], s[46:47], s[42:43]
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v51, v50, v57
	v_add_u32 v50, v60, v51
	v_add_u32 v51, v50, v58
	v_lshlrev_b32 v50, 1, v51                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[42:43], s[44:45]               ; lanes where %vpred_202
	global_load_dwordx2 v[52:53], v50, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:15232              ; A operand of the product: stage a run
	v_mov_b32 v50, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v52, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[54:57], v16                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[50:53], v[54:55], v[24:25], v[50:53] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[50:53], v[56:57], v[26:27], v[50:53] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[54:57], v16 offset:64                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[50:53], v[54:55], v[28:29], v[50:53] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[50:53], v[56:57], v[30:31], v[50:53] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[54:57], v16 offset:128               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[50:53], v[54:55], v[32:33], v[50:53] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[50:53], v[56:57], v[34:35], v[50:53] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[54:57], v16 offset:192               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[50:53], v[54:55], v[36:37], v[50:53] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[50:53], v[56:57], v[38:39], v[50:53] ; examples/attention_paged.kgen:21: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_mul_f32 v54, s18, v50                             ; examples/attention_paged.kgen:21
	v_mul_f32 v55, s18, v51                             ; examples/attention_paged.kgen:21
	v_mul_f32 v56, s18, v52                             ; examples/attention_paged.kgen:21
	v_mul_f32 v57, s18, v53                             ; examples/attention_paged.kgen:21
	v_mov_b32 v50, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v51, v50, v54, s[28:29]
	v_mov_b32 v50, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v52, v50, v55, s[32:33]
	v_mov_b32 v50, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v53, v50, v56, s[36:37]
	v_mov_b32 v50, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v54, v50, v57, s[38:39]
	v_max_f32 v50, v51, v52                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v51, v52
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v50, v55, s[28:29]
	v_max_f32 v50, v56, v53                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v56, v53
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v50, v55, s[28:29]
	v_max_f32 v50, v56, v54                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[28:29], v56, v54
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v50, v55, s[28:29]
	ds_swizzle_b32 v50, v56 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v55, v56, v50
	v_cmp_u_f32 s[28:29], v56, v50
	v_mov_b32 v50, 0x7fc00000
	v_cndmask_b32 v56, v55, v50, s[28:29]
	v_and_b32 v50, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v50, 32, v50
	v_lshlrev_b32 v50, 2, v50
	ds_bpermute_b32 v55, v50, v56
	s_waitcnt lgkmcnt(0)
	v_max_f32 v50, v56, v55
	v_cmp_u_f32 s[28:29], v56, v55
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v50, v55, s[28:29]
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_259
	ds_write_b32 v4, v56 offset:19200                   ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v50, v15 offset:19200                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v55, v15 offset:19264                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v56, v50, v55
	v_cmp_u_f32 s[28:29], v50, v55
	v_mov_b32 v50, 0x7fc00000
	v_cndmask_b32 v55, v56, v50, s[28:29]
	ds_read_b32 v50, v15 offset:19328                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v56, v55, v50
	v_cmp_u_f32 s[28:29], v55, v50
	v_mov_b32 v50, 0x7fc00000
	v_cndmask_b32 v55, v56, v50, s[28:29]
	ds_read_b32 v50, v15 offset:19392                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v56, v55, v50
	v_cmp_u_f32 s[28:29], v55, v50
	v_mov_b32 v50, 0x7fc00000
	v_cndmask_b32 v55, v56, v50, s[28:29]
	v_max_f32 v50, v1, v55                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[28:29], v1, v55
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v50, v55, s[28:29]
	v_sub_f32 v50, v1, v56                              ; examples/attention_paged.kgen:24
	v_mul_f32 v55, 0x3fb8aa3b, v50                      ; examples/attention_paged.kgen:24
	v_exp_f32 v50, v55                                  ; examples/attention_paged.kgen:24
	v_mul_f32 v55, v40, v50                             ; examples/attention_paged.kgen:26
	v_mul_f32 v57, v41, v50                             ; examples/attention_paged.kgen:26
	v_mul_f32 v58, v42, v50                             ; examples/attention_paged.kgen:26
	v_mul_f32 v59, v43, v50                             ; examples/attention_paged.kgen:26
	v_mul_f32 v60, v44, v50                             ; examples/attention_paged.kgen:26
	v_mul_f32 v61, v45, v50                             ; examples/attention_paged.kgen:26
	v_mul_f32 v62, v46, v50                             ; examples/attention_paged.kgen:26
	v_mul_f32 v63, v47, v50                             ; examples/attention_paged.kgen:26
	v_mov_b32 v40, v55                                  ; 'acc' scaled in place
	v_mov_b32 v41, v57                                  ; 'acc' scaled in place
	v_mov_b32 v42, v58                                  ; 'acc' scaled in place
	v_mov_b32 v43, v59                                  ; 'acc' scaled in place
	v_mov_b32 v44, v60                                  ; 'acc' scaled in place
	v_mov_b32 v45, v61                                  ; 'acc' scaled in place
	v_mov_b32 v46, v62                                  ; 'acc' scaled in place
	v_mov_b32 v47, v63                                  ; 'acc' scaled in place
	v_cndmask_b32 v55, 0, v23, s[40:41]
	v_mov_b32 v23, 0x2000
	v_mul_lo_u32 v58, v55, v23
	v_mov_b32 v23, 0x2000
	v_mul_hi_u32 v59, v55, v23
	v_lshlrev_b64 v[60:61], 1, v[58:59]
	v_add_co_u32 v58, vcc, s10, v60                     ; 'vc' at this page
	v_mov_b32 v23, s11
	v_addc_co_u32 v59, vcc, v23, v61, vcc
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	s_nop 4
	global_load_ushort v23, v17, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	s_nop 4
	global_load_ushort v23, v17, s[32:33] offset:2
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	s_nop 4
	global_load_ushort v23, v17, s[32:33] offset:4
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	s_nop 4
	global_load_ushort v23, v17, s[32:33] offset:6
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	s_nop 4
	global_load_ushort v23, v17, s[32:33] offset:2048
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	s_nop 4
	global_load_ushort v23, v17, s[32:33] offset:2050
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	s_nop 4
	global_load_ushort v23, v17, s[32:33] offset:2052
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	s_nop 4
	global_load_ushort v23, v17, s[32:33] offset:2054
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v66, 0x1000, v17
	s_nop 3
	global_load_ushort v23, v66, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v67, 0x1002, v17
	s_nop 3
	global_load_ushort v23, v67, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v68, 0x1004, v17
	s_nop 3
	global_load_ushort v23, v68, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v69, 0x1006, v17
	s_nop 3
	global_load_ushort v23, v69, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v70, 0x1800, v17
	s_nop 3
	global_load_ushort v23, v70, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v71, 0x1802, v17
	s_nop 3
	global_load_ushort v23, v71, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v72, 0x1804, v17
	s_nop 3
	global_load_ushort v23, v72, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v73, 0x1806, v17
	s_nop 3
	global_load_ushort v23, v73, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v74, 0x2000, v17
	s_nop 3
	global_load_ushort v23, v74, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v75, 0x2002, v17
	s_nop 3
	global_load_ushort v23, v75, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v76, 0x2004, v17
	s_nop 3
	global_load_ushort v23, v76, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v77, 0x2006, v17
	s_nop 3
	global_load_ushort v23, v77, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v78, 0x2800, v17
	s_nop 3
	global_load_ushort v23, v78, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v79, 0x2802, v17
	s_nop 3
	global_load_ushort v23, v79, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v80, 0x2804, v17
	s_nop 3
	global_load_ushort v23, v80, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v81, 0x2806, v17
	s_nop 3
	global_load_ushort v23, v81, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v82, 0x3000, v17
	s_nop 3
	global_load_ushort v23, v82, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v83, 0x3002, v17
	s_nop 3
	global_load_ushort v23, v83, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v84, 0x3004, v17
	s_nop 3
	global_load_ushort v23, v84, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v85, 0x3006, v17
	s_nop 3
	global_load_ushort v23, v85, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v86, 0x3800, v17
	s_nop 3
	global_load_ushort v23, v86, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v87, 0x3802, v17
	s_nop 3
	global_load_ushort v23, v87, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v87, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v88, 0x3804, v17
	s_nop 3
	global_load_ushort v23, v88, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[28:29], s[40:41]               ; lanes where %vpred_133
	v_readfirstlane_b32 s32, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s33, v59
	v_add_u32 v58, 0x3806, v17
	s_nop 3
	global_load_ushort v23, v58, s[32:33]
	s_mov_b64 exec, s[28:29]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v23
	v_lshrrev_b32 v23, 16, v55
	ds_write_b16 v8, v23                                ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v57
	ds_write_b16 v8, v23 offset:144                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v60
	ds_write_b16 v8, v23 offset:288                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v61
	ds_write_b16 v8, v23 offset:432                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v62
	ds_write_b16 v8, v23 offset:16                      ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v63
	ds_write_b16 v8, v23 offset:160                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v64
	ds_write_b16 v8, v23 offset:304                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v65
	ds_write_b16 v8, v23 offset:448                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v66
	ds_write_b16 v8, v23 offset:32                      ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v67
	ds_write_b16 v8, v23 offset:176                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v68
	ds_write_b16 v8, v23 offset:320                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v69
	ds_write_b16 v8, v23 offset:464                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v70
	ds_write_b16 v8, v23 offset:48                      ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v71
	ds_write_b16 v8, v23 offset:192                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v72
	ds_write_b16 v8, v23 offset:336                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v73
	ds_write_b16 v8, v23 offset:480                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v74
	ds_write_b16 v8, v23 offset:64                      ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v75
	ds_write_b16 v8, v23 offset:208                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v76
	ds_write_b16 v8, v23 offset:352                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v77
	ds_write_b16 v8, v23 offset:496                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v78
	ds_write_b16 v8, v23 offset:80                      ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v79
	ds_write_b16 v8, v23 offset:224                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v80
	ds_write_b16 v8, v23 offset:368                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v81
	ds_write_b16 v8, v23 offset:512                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v82
	ds_write_b16 v8, v23 offset:96                      ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v83
	ds_write_b16 v8, v23 offset:240                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v84
	ds_write_b16 v8, v23 offset:384                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v85
	ds_write_b16 v8, v23 offset:528                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v86
	ds_write_b16 v8, v23 offset:112                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v87
	ds_write_b16 v8, v23 offset:256                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v88
	ds_write_b16 v8, v23 offset:400                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v58
	ds_write_b16 v8, v23 offset:544                     ; A operand of the product: stage
	v_mul_f32 v23, 0xbfb8aa3b, v56                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v55, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v57, v51, v55, v23
	v_exp_f32 v51, v57                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v55, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v57, v52, v55, v23
	v_exp_f32 v52, v57                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v55, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v57, v53, v55, v23
	v_exp_f32 v53, v57                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v55, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v57, v54, v55, v23
	v_exp_f32 v23, v57                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v54, v51, 16, 1                           ; round to bf16
	v_add3_u32 v55, v51, v54, s4
	v_cmp_u_f32 s[28:29], v51, v51
	v_mov_b32 v54, 0x7fc00000
	v_cndmask_b32 v55, v55, v54, s[28:29]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v52, 16, 1                           ; round to bf16
	v_add3_u32 v57, v52, v55, s4
	v_cmp_u_f32 s[28:29], v52, v52
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v57, v57, v55, s[28:29]
	v_and_b32 v55, 0xffff0000, v57
	v_bfe_u32 v57, v53, 16, 1                           ; round to bf16
	v_add3_u32 v58, v53, v57, s4
	v_cmp_u_f32 s[28:29], v53, v53
	v_mov_b32 v57, 0x7fc00000
	v_cndmask_b32 v58, v58, v57, s[28:29]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v23, 16, 1                           ; round to bf16
	v_add3_u32 v59, v23, v58, s4
	v_cmp_u_f32 s[28:29], v23, v23
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v59, v58, s[28:29]
	v_and_b32 v58, 0xffff0000, v59
	v_lshrrev_b32 v59, 16, v54
	ds_write_b16 v19, v59 offset:19456                  ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v55
	ds_write_b16 v19, v54 offset:19458                  ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v57
	ds_write_b16 v19, v54 offset:19460                  ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v58
	ds_write_b16 v19, v54 offset:19462                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[58:61], v18 offset:19456             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[62:65], v12                          ; A fragment 0, k-steps 0..1
	ds_read_b128 v[66:69], v12 offset:2304              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[62:63], v[58:59], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[66:67], v[58:59], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[64:65], v[60:61], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[68:69], v[60:61], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	ds_read_b128 v[58:61], v18 offset:19520             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[62:65], v12 offset:64                ; A fragment 0, k-steps 2..3
	ds_read_b128 v[66:69], v12 offset:2368              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[62:63], v[58:59], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[66:67], v[58:59], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[64:65], v[60:61], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[68:69], v[60:61], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mul_f32 v54, v22, v50                             ; examples/attention_paged.kgen:25
	v_add_f32 v50, v51, v52                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v51, v50, v53                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v50, v51, v23                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v23, v50 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v50, v23
	v_and_b32 v23, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v23, 32, v23
	v_lshlrev_b32 v23, 2, v23
	ds_bpermute_b32 v50, v23, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32 v23, v51, v50
	s_and_saveexec_b64 s[28:29], s[34:35]               ; lanes where %vpred_259
	ds_write_b32 v4, v23 offset:23808                   ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v23, v15 offset:23808                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v50, v15 offset:23872                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v23, v50
	ds_read_b32 v23, v15 offset:23936                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v50, v51, v23
	ds_read_b32 v23, v15 offset:24000                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v50, v23
	v_add_f32 v23, v54, v51                             ; examples/attention_paged.kgen:25
	v_mov_b32 v22, v23                                  ; next 'l'
	v_mov_b32 v1, v56                                   ; next 'mx'
	s_add_u32 s25, s25, 64
	s_cmp_lt_u32 s25, s20
	s_cbranch_scc1 .Lattention_paged_loop0
.Lattention_paged_loop0_end:
	v_readfirstlane_b32 s20, v49
	s_mov_b32 s28, s25                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s28, s20
	s_cbranch_scc1 .Lattention_paged_loop1_end
.Lattention_paged_loop1:
	v_sub_u32 v23, v49, s28
	v_add_u32 v50, s28, v6
	v_add_u32 v51, 0, v50                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v52, 1, v50                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v53, 2, v50                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v54, 3, v50                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[32:33], v51, v48                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[36:37], v52, v48                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[38:39], v53, v48                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[40:41], v54, v48                     ; examples/attention_paged.kgen:21
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
	v_mov_b32 v50, 0                                    ; absent element
	s_cmp_eq_u32 s43, 0                                 ; if %upred_469
	s_cbranch_scc1 .Lattention_paged_skip1
	v_mov_b32 v55, s42                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v50, v55, s[12:13]
.Lattention_paged_skip1:
	v_lshrrev_b32 v55, 6, v51                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v56, 64, v55
	v_sub_u32 v55, v51, v56
	v_lshrrev_b32 v51, 6, v52                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v56, 64, v51
	v_sub_u32 v51, v52, v56
	v_lshrrev_b32 v52, 6, v53                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v56, 64, v52
	v_sub_u32 v52, v53, v56
	v_lshrrev_b32 v53, 6, v54                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v56, 64, v53
	v_sub_u32 v53, v54, v56
	s_and_saveexec_b64 s[42:43], s[14:15]               ; lanes where %vpred_103
	ds_write_b32 v7, v55 offset:18432                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v51 offset:18436                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v52 offset:18440                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v53 offset:18444                   ; convert the operand at 21:56: write this thread's elements
	s_mov_b64 exec, s[42:43]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v51, v10 offset:18432                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v52, v10 offset:18464                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v53, v10 offset:18496                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v54, v10 offset:18528                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v55, v10 offset:18560                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v56, v10 offset:18592                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v57, v10 offset:18624                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v58, v10 offset:18656                   ; convert the operand at 21:56: read in the new layout
	v_add_u32 v59, 0, v13
	v_add_u32 v60, 0, v59                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v61, 1, v59                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v62, 2, v59                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v63, 3, v59                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v64, 16, v59                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v65, 17, v59                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v66, 18, v59                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v67, 19, v59                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[42:43], s[14:15]               ; lanes where %vpred_103
	ds_write_b32 v11, v60 offset:18688                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v61 offset:18692                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v62 offset:18696                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v63 offset:18700                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v64 offset:18752                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v65 offset:18756                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v66 offset:18760                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v67 offset:18764                  ; convert the operand at 21:65: write this thread's elements
	s_mov_b64 exec, s[42:43]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v59, v14 offset:18688                   ; convert the operand at 21:65: read in the new layout
	v_cmp_lt_u32 s[42:43], v3, v23                      ; 'tt' element in bounds
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[44:45], v50, s21                     ; subscript 0 of 'kc' inside [0, NP)
	s_and_b64 s[46:47], s[42:43], s[44:45]
	v_cmp_lt_u32 s[42:43], v51, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[48:49], s[46:47], s[42:43]
	v_mov_b32 v60, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[42:43], v59, v60
	s_and_b64 s[50:51], s[48:49], s[42:43]
	v_mov_b32 v60, 0x2000
	v_mul_lo_u32 v61, v60, v50
	v_mov_b32 v60, 0x80
	v_mul_lo_u32 v62, v60, v51
	v_add_u32 v51, v61, v62
	v_add_u32 v60, v51, v59
	v_lshlrev_b32 v51, 1, v60                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v62, 0                                    ; an absent run: zeros
	v_mov_b32 v63, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[48:49], s[50:51]               ; lanes where %vpred_502
	global_load_dwordx2 v[62:63], v51, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[62:63]                           ; A operand of the product: stage a run
	v_add_u32 v51, 8, v3
	v_cmp_lt_u32 s[48:49], v51, v23                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v52, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[50:51], s[48:49]
	s_and_b64 s[48:49], s[52:53], s[42:43]
	v_mov_b32 v51, 0x80
	v_mul_lo_u32 v60, v51, v52
	v_add_u32 v51, v61, v60
	v_add_u32 v52, v51, v59
	v_lshlrev_b32 v51, 1, v52                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v62, 0                                    ; an absent run: zeros
	v_mov_b32 v63, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[48:49]               ; lanes where %vpred_515
	global_load_dwordx2 v[62:63], v51, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[62:63] offset:2176               ; A operand of the product: stage a run
	v_add_u32 v51, 16, v3
	v_cmp_lt_u32 s[48:49], v51, v23                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v53, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[54:55], s[52:53], s[48:49]
	s_and_b64 s[48:49], s[54:55], s[42:43]
	v_mov_b32 v51, 0x80
	v_mul_lo_u32 v52, v51, v53
	v_add_u32 v51, v61, v52
	v_add_u32 v52, v51, v59
	v_lshlrev_b32 v51, 1, v52                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[54:55], s[48:49]               ; lanes where %vpred_527
	global_load_dwordx2 v[52:53], v51, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:4352               ; A operand of the product: stage a run
	v_add_u32 v51, 24, v3
	v_cmp_lt_u32 s[48:49], v51, v23                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v54, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[54:55], s[48:49]
	s_and_b64 s[48:49], s[56:57], s[42:43]
	v_mov_b32 v51, 0x80
	v_mul_lo_u32 v52, v51, v54
	v_add_u32 v51, v61, v52
	v_add_u32 v52, v51, v59
	v_lshlrev_b32 v51, 1, v52                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[56:57], s[48:49]               ; lanes where %vpred_539
	global_load_dwordx2 v[52:53], v51, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:6528               ; A operand of the product: stage a run
	v_add_u32 v51, 32, v3
	v_cmp_lt_u32 s[48:49], v51, v23                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v55, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[56:57], s[48:49]
	s_and_b64 s[48:49], s[58:59], s[42:43]
	v_mov_b32 v51, 0x80
	v_mul_lo_u32 v52, v51, v55
	v_add_u32 v51, v61, v52
	v_add_u32 v52, v51, v59
	v_lshlrev_b32 v51, 1, v52                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[48:49]               ; lanes where %vpred_551
	global_load_dwordx2 v[52:53], v51, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:8704               ; A operand of the product: stage a run
	v_add_u32 v51, 40, v3
	v_cmp_lt_u32 s[48:49], v51, v23                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v56, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[60:61], s[58:59], s[48:49]
	s_and_b64 s[48:49], s[60:61], s[42:43]
	v_mov_b32 v51, 0x80
	v_mul_lo_u32 v52, v51, v56
	v_add_u32 v51, v61, v52
	v_add_u32 v52, v51, v59
	v_lshlrev_b32 v51, 1, v52                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[60:61], s[48:49]               ; lanes where %vpred_563
	global_load_dwordx2 v[52:53], v51, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:10880              ; A operand of the product: stage a run
	v_add_u32 v51, 48, v3
	v_cmp_lt_u32 s[48:49], v51, v23                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v57, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[62:63], s[60:61], s[48:49]
	s_and_b64 s[48:49], s[62:63], s[42:43]
	v_mov_b32 v51, 0x80
	v_mul_lo_u32 v52, v51, v57
	v_add_u32 v51, v61, v52
	v_add_u32 v52, v51, v59
	v_lshlrev_b32 v51, 1, v52                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[62:63], s[48:49]               ; lanes where %vpred_575
	global_load_dwordx2 v[52:53], v51, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:13056              ; A operand of the product: stage a run
	v_add_u32 v51, 56, v3
	v_cmp_lt_u32 s[48:49], v51, v23                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[48:49], s[44:45]
	v_cmp_lt_u32 s[48:49], v58, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[62:63], s[48:49]
	s_and_b64 s[48:49], s[64:65], s[42:43]
	v_mov_b32 v51, 0x80
	v_mul_lo_u32 v52, v51, v58
	v_add_u32 v51, v61, v52
	v_add_u32 v52, v51, v59
	v_lshlrev_b32 v51, 1, v52                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[42:43], s[48:49]               ; lanes where %vpred_587
	global_load_dwordx2 v[52:53], v51, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:15232              ; A operand of the product: stage a run
	v_mov_b32 v52, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[56:59], v16                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[52:55], v[56:57], v[24:25], v[52:55] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[52:55], v[58:59], v[26:27], v[52:55] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[56:59], v16 offset:64                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[52:55], v[56:57], v[28:29], v[52:55] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[52:55], v[58:59], v[30:31], v[52:55] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[56:59], v16 offset:128               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[52:55], v[56:57], v[32:33], v[52:55] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[52:55], v[58:59], v[34:35], v[52:55] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[56:59], v16 offset:192               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[52:55], v[56:57], v[36:37], v[52:55] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[52:55], v[58:59], v[38:39], v[52:55] ; examples/attention_paged.kgen:21: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_mul_f32 v51, s18, v52                             ; examples/attention_paged.kgen:21
	v_mul_f32 v56, s18, v53                             ; examples/attention_paged.kgen:21
	v_mul_f32 v57, s18, v54                             ; examples/attention_paged.kgen:21
	v_mul_f32 v58, s18, v55                             ; examples/attention_paged.kgen:21
	v_mov_b32 v52, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v53, v52, v51, s[32:33]
	v_mov_b32 v51, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v52, v51, v56, s[36:37]
	v_mov_b32 v51, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v54, v51, v57, s[38:39]
	v_mov_b32 v51, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v55, v51, v58, s[40:41]
	v_cmp_lt_u32 s[32:33], v2, s26                      ; 'r' element in bounds
	v_cmp_lt_u32 s[36:37], v6, v23                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[32:33], s[36:37]
	v_mov_b32 v51, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v56, v51, v53, s[38:39]
	v_add_u32 v51, 1, v6
	v_cmp_lt_u32 s[36:37], v51, v23                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[36:37]
	v_mov_b32 v51, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v57, v51, v52, s[40:41]
	v_add_u32 v51, 2, v6
	v_cmp_lt_u32 s[36:37], v51, v23                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[32:33], s[36:37]
	v_mov_b32 v51, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v58, v51, v54, s[42:43]
	v_add_u32 v51, 3, v6
	v_cmp_lt_u32 s[36:37], v51, v23                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[32:33], s[36:37]
	v_mov_b32 v23, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v51, v23, v55, s[48:49]
	v_max_f32 v23, v56, v57                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[32:33], v56, v57
	v_mov_b32 v56, 0x7fc00000
	v_cndmask_b32 v57, v23, v56, s[32:33]
	v_max_f32 v23, v57, v58                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[32:33], v57, v58
	v_mov_b32 v56, 0x7fc00000
	v_cndmask_b32 v57, v23, v56, s[32:33]
	v_max_f32 v23, v57, v51                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[32:33], v57, v51
	v_mov_b32 v51, 0x7fc00000
	v_cndmask_b32 v56, v23, v51, s[32:33]
	ds_swizzle_b32 v23, v56 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v51, v56, v23
	v_cmp_u_f32 s[32:33], v56, v23
	v_mov_b32 v23, 0x7fc00000
	v_cndmask_b32 v56, v51, v23, s[32:33]
	v_and_b32 v23, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v23, 32, v23
	v_lshlrev_b32 v23, 2, v23
	ds_bpermute_b32 v51, v23, v56
	s_waitcnt lgkmcnt(0)
	v_max_f32 v23, v56, v51
	v_cmp_u_f32 s[32:33], v56, v51
	v_mov_b32 v51, 0x7fc00000
	v_cndmask_b32 v56, v23, v51, s[32:33]
	s_and_saveexec_b64 s[32:33], s[34:35]               ; lanes where %vpred_259
	ds_write_b32 v4, v56 offset:19200                   ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v23, v15 offset:19200                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v51, v15 offset:19264                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v56, v23, v51
	v_cmp_u_f32 s[32:33], v23, v51
	v_mov_b32 v23, 0x7fc00000
	v_cndmask_b32 v51, v56, v23, s[32:33]
	ds_read_b32 v23, v15 offset:19328                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v56, v51, v23
	v_cmp_u_f32 s[32:33], v51, v23
	v_mov_b32 v23, 0x7fc00000
	v_cndmask_b32 v51, v56, v23, s[32:33]
	ds_read_b32 v23, v15 offset:19392                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v56, v51, v23
	v_cmp_u_f32 s[32:33], v51, v23
	v_mov_b32 v23, 0x7fc00000
	v_cndmask_b32 v51, v56, v23, s[32:33]
	v_max_f32 v23, v1, v51                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[32:33], v1, v51
	v_mov_b32 v51, 0x7fc00000
	v_cndmask_b32 v56, v23, v51, s[32:33]
	v_sub_f32 v23, v1, v56                              ; examples/attention_paged.kgen:24
	v_mul_f32 v51, 0x3fb8aa3b, v23                      ; examples/attention_paged.kgen:24
	v_exp_f32 v23, v51                                  ; examples/attention_paged.kgen:24
	v_mul_f32 v51, v40, v23                             ; examples/attention_paged.kgen:26
	v_mul_f32 v57, v41, v23                             ; examples/attention_paged.kgen:26
	v_mul_f32 v58, v42, v23                             ; examples/attention_paged.kgen:26
	v_mul_f32 v59, v43, v23                             ; examples/attention_paged.kgen:26
	v_mul_f32 v60, v44, v23                             ; examples/attention_paged.kgen:26
	v_mul_f32 v61, v45, v23                             ; examples/attention_paged.kgen:26
	v_mul_f32 v62, v46, v23                             ; examples/attention_paged.kgen:26
	v_mul_f32 v63, v47, v23                             ; examples/attention_paged.kgen:26
	v_mov_b32 v40, v51                                  ; 'acc' scaled in place
	v_mov_b32 v41, v57                                  ; 'acc' scaled in place
	v_mov_b32 v42, v58                                  ; 'acc' scaled in place
	v_mov_b32 v43, v59                                  ; 'acc' scaled in place
	v_mov_b32 v44, v60                                  ; 'acc' scaled in place
	v_mov_b32 v45, v61                                  ; 'acc' scaled in place
	v_mov_b32 v46, v62                                  ; 'acc' scaled in place
	v_mov_b32 v47, v63                                  ; 'acc' scaled in place
	v_cndmask_b32 v51, 0, v50, s[44:45]
	v_mov_b32 v50, 0x2000
	v_mul_lo_u32 v58, v51, v50
	v_mov_b32 v50, 0x2000
	v_mul_hi_u32 v59, v51, v50
	v_lshlrev_b64 v[50:51], 1, v[58:59]
	v_add_co_u32 v58, vcc, s10, v50                     ; 'vc' at this page
	v_mov_b32 v57, s11
	v_addc_co_u32 v59, vcc, v57, v51, vcc
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[46:47]               ; lanes where %vpred_498
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	s_nop 4
	global_load_ushort v50, v17, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[46:47]               ; lanes where %vpred_498
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	s_nop 4
	global_load_ushort v50, v17, s[36:37] offset:2
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[46:47]               ; lanes where %vpred_498
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	s_nop 4
	global_load_ushort v50, v17, s[36:37] offset:4
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[46:47]               ; lanes where %vpred_498
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	s_nop 4
	global_load_ushort v50, v17, s[36:37] offset:6
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[50:51]               ; lanes where %vpred_512
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	s_nop 4
	global_load_ushort v50, v17, s[36:37] offset:2048
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[50:51]               ; lanes where %vpred_512
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	s_nop 4
	global_load_ushort v50, v17, s[36:37] offset:2050
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[50:51]               ; lanes where %vpred_512
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	s_nop 4
	global_load_ushort v50, v17, s[36:37] offset:2052
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[50:51]               ; lanes where %vpred_512
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	s_nop 4
	global_load_ushort v50, v17, s[36:37] offset:2054
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[52:53]               ; lanes where %vpred_524
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v66, 0x1000, v17
	s_nop 3
	global_load_ushort v50, v66, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[52:53]               ; lanes where %vpred_524
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v67, 0x1002, v17
	s_nop 3
	global_load_ushort v50, v67, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[52:53]               ; lanes where %vpred_524
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v68, 0x1004, v17
	s_nop 3
	global_load_ushort v50, v68, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[52:53]               ; lanes where %vpred_524
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v69, 0x1006, v17
	s_nop 3
	global_load_ushort v50, v69, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[54:55]               ; lanes where %vpred_536
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v70, 0x1800, v17
	s_nop 3
	global_load_ushort v50, v70, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[54:55]               ; lanes where %vpred_536
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v71, 0x1802, v17
	s_nop 3
	global_load_ushort v50, v71, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[54:55]               ; lanes where %vpred_536
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v72, 0x1804, v17
	s_nop 3
	global_load_ushort v50, v72, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[54:55]               ; lanes where %vpred_536
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v73, 0x1806, v17
	s_nop 3
	global_load_ushort v50, v73, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[56:57]               ; lanes where %vpred_548
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v74, 0x2000, v17
	s_nop 3
	global_load_ushort v50, v74, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[56:57]               ; lanes where %vpred_548
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v75, 0x2002, v17
	s_nop 3
	global_load_ushort v50, v75, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[56:57]               ; lanes where %vpred_548
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v76, 0x2004, v17
	s_nop 3
	global_load_ushort v50, v76, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[56:57]               ; lanes where %vpred_548
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v77, 0x2006, v17
	s_nop 3
	global_load_ushort v50, v77, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[58:59]               ; lanes where %vpred_560
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v78, 0x2800, v17
	s_nop 3
	global_load_ushort v50, v78, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[58:59]               ; lanes where %vpred_560
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v79, 0x2802, v17
	s_nop 3
	global_load_ushort v50, v79, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[58:59]               ; lanes where %vpred_560
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v80, 0x2804, v17
	s_nop 3
	global_load_ushort v50, v80, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[58:59]               ; lanes where %vpred_560
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v81, 0x2806, v17
	s_nop 3
	global_load_ushort v50, v81, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[60:61]               ; lanes where %vpred_572
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v82, 0x3000, v17
	s_nop 3
	global_load_ushort v50, v82, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[60:61]               ; lanes where %vpred_572
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v83, 0x3002, v17
	s_nop 3
	global_load_ushort v50, v83, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[60:61]               ; lanes where %vpred_572
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v84, 0x3004, v17
	s_nop 3
	global_load_ushort v50, v84, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[60:61]               ; lanes where %vpred_572
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v85, 0x3006, v17
	s_nop 3
	global_load_ushort v50, v85, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[62:63]               ; lanes where %vpred_584
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v86, 0x3800, v17
	s_nop 3
	global_load_ushort v50, v86, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[62:63]               ; lanes where %vpred_584
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v87, 0x3802, v17
	s_nop 3
	global_load_ushort v50, v87, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v87, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[62:63]               ; lanes where %vpred_584
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v88, 0x3804, v17
	s_nop 3
	global_load_ushort v50, v88, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[62:63]               ; lanes where %vpred_584
	v_readfirstlane_b32 s36, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s37, v59
	v_add_u32 v58, 0x3806, v17
	s_nop 3
	global_load_ushort v50, v58, s[36:37]
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v50
	v_lshrrev_b32 v50, 16, v51
	ds_write_b16 v8, v50                                ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v57
	ds_write_b16 v8, v50 offset:144                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v60
	ds_write_b16 v8, v50 offset:288                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v61
	ds_write_b16 v8, v50 offset:432                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v62
	ds_write_b16 v8, v50 offset:16                      ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v63
	ds_write_b16 v8, v50 offset:160                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v64
	ds_write_b16 v8, v50 offset:304                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v65
	ds_write_b16 v8, v50 offset:448                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v66
	ds_write_b16 v8, v50 offset:32                      ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v67
	ds_write_b16 v8, v50 offset:176                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v68
	ds_write_b16 v8, v50 offset:320                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v69
	ds_write_b16 v8, v50 offset:464                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v70
	ds_write_b16 v8, v50 offset:48                      ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v71
	ds_write_b16 v8, v50 offset:192                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v72
	ds_write_b16 v8, v50 offset:336                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v73
	ds_write_b16 v8, v50 offset:480                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v74
	ds_write_b16 v8, v50 offset:64                      ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v75
	ds_write_b16 v8, v50 offset:208                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v76
	ds_write_b16 v8, v50 offset:352                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v77
	ds_write_b16 v8, v50 offset:496                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v78
	ds_write_b16 v8, v50 offset:80                      ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v79
	ds_write_b16 v8, v50 offset:224                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v80
	ds_write_b16 v8, v50 offset:368                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v81
	ds_write_b16 v8, v50 offset:512                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v82
	ds_write_b16 v8, v50 offset:96                      ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v83
	ds_write_b16 v8, v50 offset:240                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v84
	ds_write_b16 v8, v50 offset:384                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v85
	ds_write_b16 v8, v50 offset:528                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v86
	ds_write_b16 v8, v50 offset:112                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v87
	ds_write_b16 v8, v50 offset:256                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v88
	ds_write_b16 v8, v50 offset:400                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v58
	ds_write_b16 v8, v50 offset:544                     ; A operand of the product: stage
	v_mul_f32 v50, 0xbfb8aa3b, v56                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v57, v53, v51, v50
	v_exp_f32 v51, v57                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v53, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v57, v52, v53, v50
	v_exp_f32 v52, v57                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v53, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v57, v54, v53, v50
	v_exp_f32 v53, v57                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v54, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v57, v55, v54, v50
	v_exp_f32 v50, v57                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v54, v51, 16, 1                           ; round to bf16
	v_add3_u32 v55, v51, v54, s4
	v_cmp_u_f32 s[32:33], v51, v51
	v_mov_b32 v54, 0x7fc00000
	v_cndmask_b32 v55, v55, v54, s[32:33]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v52, 16, 1                           ; round to bf16
	v_add3_u32 v57, v52, v55, s4
	v_cmp_u_f32 s[32:33], v52, v52
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v57, v57, v55, s[32:33]
	v_and_b32 v55, 0xffff0000, v57
	v_bfe_u32 v57, v53, 16, 1                           ; round to bf16
	v_add3_u32 v58, v53, v57, s4
	v_cmp_u_f32 s[32:33], v53, v53
	v_mov_b32 v57, 0x7fc00000
	v_cndmask_b32 v58, v58, v57, s[32:33]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v50, 16, 1                           ; round to bf16
	v_add3_u32 v59, v50, v58, s4
	v_cmp_u_f32 s[32:33], v50, v50
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v59, v58, s[32:33]
	v_and_b32 v58, 0xffff0000, v59
	v_cndmask_b32 v59, 0, v54, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v59
	ds_write_b16 v19, v54 offset:19456                  ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v55, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	ds_write_b16 v19, v55 offset:19458                  ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v57, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	ds_write_b16 v19, v55 offset:19460                  ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v58, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	ds_write_b16 v19, v55 offset:19462                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[58:61], v18 offset:19456             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[62:65], v12                          ; A fragment 0, k-steps 0..1
	ds_read_b128 v[66:69], v12 offset:2304              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[62:63], v[58:59], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[66:67], v[58:59], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[64:65], v[60:61], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[68:69], v[60:61], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	ds_read_b128 v[58:61], v18 offset:19520             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[62:65], v12 offset:64                ; A fragment 0, k-steps 2..3
	ds_read_b128 v[66:69], v12 offset:2368              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[62:63], v[58:59], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[66:67], v[58:59], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[64:65], v[60:61], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[68:69], v[60:61], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mul_f32 v54, v22, v23                             ; examples/attention_paged.kgen:25
	v_cndmask_b32 v23, 0, v51, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v51, 0, v52, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v52, 0, v53, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v53, 0, v50, s[48:49]                 ; absent elements contribute the identity
	v_add_f32 v50, v23, v51                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v23, v50, v52                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v50, v23, v53                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v23, v50 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v50, v23
	v_and_b32 v23, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v23, 32, v23
	v_lshlrev_b32 v23, 2, v23
	ds_bpermute_b32 v50, v23, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32 v23, v51, v50
	s_and_saveexec_b64 s[32:33], s[34:35]               ; lanes where %vpred_259
	ds_write_b32 v4, v23 offset:23808                   ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v23, v15 offset:23808                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v50, v15 offset:23872                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v23, v50
	ds_read_b32 v23, v15 offset:23936                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v50, v51, v23
	ds_read_b32 v23, v15 offset:24000                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v50, v23
	v_add_f32 v23, v54, v51                             ; examples/attention_paged.kgen:25
	v_mov_b32 v22, v23                                  ; next 'l'
	v_mov_b32 v1, v56                                   ; next 'mx'
	s_add_u32 s28, s28, 64
	s_cmp_lt_u32 s28, s20
	s_cbranch_scc1 .Lattention_paged_loop1
.Lattention_paged_loop1_end:
	v_cmp_gt_f32 s[28:29], v22, 0                       ; examples/attention_paged.kgen:29
	v_div_scale_f32 v1, s[32:33], v22, v22, v40         ; examples/attention_paged.kgen:29
	v_rcp_f32 v23, v1
	v_div_scale_f32 v24, vcc, v40, v22, v40
	v_fma_f32 v25, -v1, v23, 1.0
	v_fma_f32 v23, v25, v23, v23
	v_mul_f32 v26, v24, v23
	v_fma_f32 v25, -v1, v26, v24
	v_fma_f32 v26, v25, v23, v26
	v_fma_f32 v25, -v1, v26, v24
	v_div_fmas_f32 v25, v25, v23, v26
	v_div_fixup_f32 v1, v25, v22, v40
	v_div_scale_f32 v23, s[32:33], v22, v22, v41        ; examples/attention_paged.kgen:29
	v_rcp_f32 v24, v23
	v_div_scale_f32 v25, vcc, v41, v22, v41
	v_fma_f32 v26, -v23, v24, 1.0
	v_fma_f32 v24, v26, v24, v24
	v_mul_f32 v27, v25, v24
	v_fma_f32 v26, -v23, v27, v25
	v_fma_f32 v27, v26, v24, v27
	v_fma_f32 v26, -v23, v27, v25
	v_div_fmas_f32 v26, v26, v24, v27
	v_div_fixup_f32 v23, v26, v22, v41
	v_div_scale_f32 v24, s[32:33], v22, v22, v42        ; examples/attention_paged.kgen:29
	v_rcp_f32 v25, v24
	v_div_scale_f32 v26, vcc, v42, v22, v42
	v_fma_f32 v27, -v24, v25, 1.0
	v_fma_f32 v25, v27, v25, v25
	v_mul_f32 v28, v26, v25
	v_fma_f32 v27, -v24, v28, v26
	v_fma_f32 v28, v27, v25, v28
	v_fma_f32 v27, -v24, v28, v26
	v_div_fmas_f32 v27, v27, v25, v28
	v_div_fixup_f32 v24, v27, v22, v42
	v_div_scale_f32 v25, s[32:33], v22, v22, v43        ; examples/attention_paged.kgen:29
	v_rcp_f32 v26, v25
	v_div_scale_f32 v27, vcc, v43, v22, v43
	v_fma_f32 v28, -v25, v26, 1.0
	v_fma_f32 v26, v28, v26, v26
	v_mul_f32 v29, v27, v26
	v_fma_f32 v28, -v25, v29, v27
	v_fma_f32 v29, v28, v26, v29
	v_fma_f32 v28, -v25, v29, v27
	v_div_fmas_f32 v28, v28, v26, v29
	v_div_fixup_f32 v25, v28, v22, v43
	v_div_scale_f32 v26, s[32:33], v22, v22, v44        ; examples/attention_paged.kgen:29
	v_rcp_f32 v27, v26
	v_div_scale_f32 v28, vcc, v44, v22, v44
	v_fma_f32 v29, -v26, v27, 1.0
	v_fma_f32 v27, v29, v27, v27
	v_mul_f32 v30, v28, v27
	v_fma_f32 v29, -v26, v30, v28
	v_fma_f32 v30, v29, v27, v30
	v_fma_f32 v29, -v26, v30, v28
	v_div_fmas_f32 v29, v29, v27, v30
	v_div_fixup_f32 v26, v29, v22, v44
	v_div_scale_f32 v27, s[32:33], v22, v22, v45        ; examples/attention_paged.kgen:29
	v_rcp_f32 v28, v27
	v_div_scale_f32 v29, vcc, v45, v22, v45
	v_fma_f32 v30, -v27, v28, 1.0
	v_fma_f32 v28, v30, v28, v28
	v_mul_f32 v31, v29, v28
	v_fma_f32 v30, -v27, v31, v29
	v_fma_f32 v31, v30, v28, v31
	v_fma_f32 v30, -v27, v31, v29
	v_div_fmas_f32 v30, v30, v28, v31
	v_div_fixup_f32 v27, v30, v22, v45
	v_div_scale_f32 v28, s[32:33], v22, v22, v46        ; examples/attention_paged.kgen:29
	v_rcp_f32 v29, v28
	v_div_scale_f32 v30, vcc, v46, v22, v46
	v_fma_f32 v31, -v28, v29, 1.0
	v_fma_f32 v29, v31, v29, v29
	v_mul_f32 v32, v30, v29
	v_fma_f32 v31, -v28, v32, v30
	v_fma_f32 v32, v31, v29, v32
	v_fma_f32 v31, -v28, v32, v30
	v_div_fmas_f32 v31, v31, v29, v32
	v_div_fixup_f32 v28, v31, v22, v46
	v_div_scale_f32 v29, s[32:33], v22, v22, v47        ; examples/attention_paged.kgen:29
	v_rcp_f32 v30, v29
	v_div_scale_f32 v31, vcc, v47, v22, v47
	v_fma_f32 v32, -v29, v30, 1.0
	v_fma_f32 v30, v32, v30, v30
	v_mul_f32 v33, v31, v30
	v_fma_f32 v32, -v29, v33, v31
	v_fma_f32 v33, v32, v30, v33
	v_fma_f32 v32, -v29, v33, v31
	v_div_fmas_f32 v32, v32, v30, v33
	v_div_fixup_f32 v29, v32, v22, v47
	v_cndmask_b32 v22, 0, v1, s[28:29]                  ; examples/attention_paged.kgen:29
	v_cndmask_b32 v1, 0, v23, s[28:29]                  ; examples/attention_paged.kgen:29
	v_cndmask_b32 v23, 0, v24, s[28:29]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v24, 0, v25, s[28:29]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v25, 0, v26, s[28:29]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v26, 0, v27, s[28:29]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v27, 0, v28, s[28:29]                 ; examples/attention_paged.kgen:29
	v_cndmask_b32 v28, 0, v29, s[28:29]                 ; examples/attention_paged.kgen:29
	v_mov_b32 v29, 0x7fc00000
	v_cmp_u_f32 s[28:29], v22, v22
	v_cmp_u_f32 s[32:33], v1, v1
	v_bfe_u32 v30, v22, 16, 1
	v_bfe_u32 v31, v1, 16, 1
	v_add3_u32 v32, v22, v30, s4
	v_add3_u32 v22, v1, v31, s4
	v_cndmask_b32 v32, v32, v29, s[28:29]
	v_cndmask_b32 v22, v22, v29, s[32:33]
	v_perm_b32 v1, v22, v32, s5
	v_mov_b32 v22, 0x7fc00000
	v_cmp_u_f32 s[28:29], v23, v23
	v_cmp_u_f32 s[32:33], v24, v24
	v_bfe_u32 v29, v23, 16, 1
	v_bfe_u32 v30, v24, 16, 1
	v_add3_u32 v31, v23, v29, s4
	v_add3_u32 v23, v24, v30, s4
	v_cndmask_b32 v31, v31, v22, s[28:29]
	v_cndmask_b32 v23, v23, v22, s[32:33]
	v_perm_b32 v22, v23, v31, s5
	v_mov_b32 v30, v1                                   ; examples/attention_paged.kgen:29: 8-byte store to 'o'
	v_mov_b32 v31, v22
	global_store_dwordx2 v21, v[30:31], s[16:17]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[28:29], v25, v25
	v_cmp_u_f32 s[32:33], v26, v26
	v_bfe_u32 v22, v25, 16, 1
	v_bfe_u32 v23, v26, 16, 1
	v_add3_u32 v24, v25, v22, s4
	v_add3_u32 v22, v26, v23, s4
	v_cndmask_b32 v24, v24, v1, s[28:29]
	v_cndmask_b32 v22, v22, v1, s[32:33]
	v_perm_b32 v1, v22, v24, s5
	v_mov_b32 v22, 0x7fc00000
	v_cmp_u_f32 s[28:29], v27, v27
	v_cmp_u_f32 s[32:33], v28, v28
	v_bfe_u32 v23, v27, 16, 1
	v_bfe_u32 v24, v28, 16, 1
	v_add3_u32 v25, v27, v23, s4
	v_add3_u32 v23, v28, v24, s4
	v_cndmask_b32 v25, v25, v22, s[28:29]
	v_cndmask_b32 v23, v23, v22, s[32:33]
	v_perm_b32 v22, v23, v25, s5
	v_mov_b32 v24, v1                                   ; examples/attention_paged.kgen:29: 8-byte store to 'o'
	v_mov_b32 v25, v22
	global_store_dwordx2 v21, v[24:25], s[16:17] offset:32
	s_branch .Lattention_paged_if0_end
.Lattention_paged_if0_else:
	v_add_u32 v1, v20, v5
	v_lshlrev_b32 v5, 1, v1                             ; thread's fragments in 'q'
	v_cmp_lt_u32 s[28:29], v2, s26                      ; the fragment's row of 'q' exists
	v_mov_b32 v22, 0                                    ; outside: 0
	v_mov_b32 v23, 0                                    ; outside: 0
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_857
	global_load_dwordx4 v[22:25], v5, s[6:7]            ; examples/attention_paged.kgen:21: 'q' fragments 0, k-steps 0..1, held
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_857
	global_load_dwordx4 v[26:29], v5, s[6:7] offset:64  ; examples/attention_paged.kgen:21: 'q' fragments 0, k-steps 2..3, held
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_857
	global_load_dwordx4 v[30:33], v5, s[6:7] offset:128 ; examples/attention_paged.kgen:21: 'q' fragments 0, k-steps 4..5, held
	s_mov_b64 exec, s[32:33]
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_857
	global_load_dwordx4 v[34:37], v5, s[6:7] offset:192 ; examples/attention_paged.kgen:21: 'q' fragments 0, k-steps 6..7, held
	s_mov_b64 exec, s[32:33]
	v_add_f32 v1, 0, 0                                  ; examples/attention_paged.kgen:18
	v_mov_b32 v38, v1                                   ; loop-carried 'acc'
	v_mov_b32 v39, v1                                   ; loop-carried 'acc'
	v_mov_b32 v40, v1                                   ; loop-carried 'acc'
	v_mov_b32 v41, v1                                   ; loop-carried 'acc'
	v_mov_b32 v42, v1                                   ; loop-carried 'acc'
	v_mov_b32 v43, v1                                   ; loop-carried 'acc'
	v_mov_b32 v44, v1                                   ; loop-carried 'acc'
	v_mov_b32 v45, v1                                   ; loop-carried 'acc'
	v_mov_b32 v2, v1                                    ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_paged.kgen:16
	v_add_f32 v5, v1, 0
	v_mov_b32 v1, v5                                    ; loop-carried 'mx'
	v_mov_b32 v5, 0                                     ; examples/attention_paged.kgen:21: load of 'lens'
	global_load_dword v20, v5, s[30:31]
	s_waitcnt vmcnt(0)
	v_max_i32 v5, 0, v20
	v_min_u32 v46, s23, v5                              ; for tt: stops after the last 'tt' the mask at 21:13 shows (tt <= lens[b] - 1)
	v_cmp_ge_u32 s[6:7], v46, 64                        ; at least one whole chunk of 'tt'
	v_sub_u32 v5, v46, 63
	v_cndmask_b32 v47, 0, v5, s[6:7]                    ; full chunks start below extent - chunk + 1
	s_cmp_lg_u32 s27, 0
	s_cselect_b64 s[6:7], exec, 0
	v_cndmask_b32 v5, 0, v47, s[6:7]
	v_readfirstlane_b32 s5, v5
	s_mov_b32 s6, 0                                     ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s6, s5
	s_cbranch_scc1 .Lattention_paged_loop2_end
.Lattention_paged_loop2:
	v_add_u32 v5, s6, v6
	v_add_u32 v47, 0, v5                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v48, 1, v5                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v49, 2, v5                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v50, 3, v5                                ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[26:27], v47, v20                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[30:31], v48, v20                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[32:33], v49, v20                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[36:37], v50, v20                     ; examples/attention_paged.kgen:21
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
	v_mov_b32 v5, 0                                     ; absent element
	s_cmp_eq_u32 s25, 0                                 ; if %upred_910
	s_cbranch_scc1 .Lattention_paged_skip2
	v_mov_b32 v51, s23                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v5, v51, s[12:13]
.Lattention_paged_skip2:
	v_lshrrev_b32 v51, 6, v47                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v52, 64, v51
	v_sub_u32 v51, v47, v52
	v_lshrrev_b32 v47, 6, v48                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v52, 64, v47
	v_sub_u32 v47, v48, v52
	v_lshrrev_b32 v48, 6, v49                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v52, 64, v48
	v_sub_u32 v48, v49, v52
	v_lshrrev_b32 v49, 6, v50                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v52, 64, v49
	v_sub_u32 v49, v50, v52
	s_and_saveexec_b64 s[38:39], s[14:15]               ; lanes where %vpred_103
	ds_write_b32 v7, v51 offset:18432                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v47 offset:18436                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v48 offset:18440                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v49 offset:18444                   ; convert the operand at 21:56: write this thread's elements
	s_mov_b64 exec, s[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v47, v10 offset:18432                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v48, v10 offset:18464                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v49, v10 offset:18496                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v50, v10 offset:18528                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v51, v10 offset:18560                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v52, v10 offset:18592                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v53, v10 offset:18624                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v54, v10 offset:18656                   ; convert the operand at 21:56: read in the new layout
	v_add_u32 v55, 0, v13
	v_add_u32 v56, 0, v55                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v57, 1, v55                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v58, 2, v55                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v59, 3, v55                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v60, 16, v55                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v61, 17, v55                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v62, 18, v55                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v63, 19, v55                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[38:39], s[14:15]               ; lanes where %vpred_103
	ds_write_b32 v11, v56 offset:18688                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v57 offset:18692                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v58 offset:18696                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v59 offset:18700                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v60 offset:18752                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v61 offset:18756                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v62 offset:18760                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v63 offset:18764                  ; convert the operand at 21:65: write this thread's elements
	s_mov_b64 exec, s[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v55, v14 offset:18688                   ; convert the operand at 21:65: read in the new layout
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[38:39], v5, s21                      ; subscript 0 of 'kc' inside [0, NP)
	v_cmp_lt_u32 s[40:41], v47, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[42:43], s[38:39], s[40:41]
	v_mov_b32 v56, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[40:41], v55, v56
	s_and_b64 s[44:45], s[42:43], s[40:41]
	v_mov_b32 v56, 0x2000
	v_mul_lo_u32 v57, v56, v5
	v_mov_b32 v56, 0x80
	v_mul_lo_u32 v58, v56, v47
	v_add_u32 v47, v57, v58
	v_add_u32 v56, v47, v55
	v_lshlrev_b32 v47, 1, v56                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v58, 0                                    ; an absent run: zeros
	v_mov_b32 v59, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[42:43], s[44:45]               ; lanes where %vpred_941
	global_load_dwordx2 v[58:59], v47, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[42:43]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[58:59]                           ; A operand of the product: stage a run
	v_cmp_lt_u32 s[42:43], v48, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[38:39], s[42:43]
	s_and_b64 s[42:43], s[44:45], s[40:41]
	v_mov_b32 v47, 0x80
	v_mul_lo_u32 v56, v47, v48
	v_add_u32 v47, v57, v56
	v_add_u32 v48, v47, v55
	v_lshlrev_b32 v47, 1, v48                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v58, 0                                    ; an absent run: zeros
	v_mov_b32 v59, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_951
	global_load_dwordx2 v[58:59], v47, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[58:59] offset:2176               ; A operand of the product: stage a run
	v_cmp_lt_u32 s[42:43], v49, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[38:39], s[42:43]
	s_and_b64 s[42:43], s[44:45], s[40:41]
	v_mov_b32 v47, 0x80
	v_mul_lo_u32 v48, v47, v49
	v_add_u32 v47, v57, v48
	v_add_u32 v48, v47, v55
	v_lshlrev_b32 v47, 1, v48                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_960
	global_load_dwordx2 v[48:49], v47, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[48:49] offset:4352               ; A operand of the product: stage a run
	v_cmp_lt_u32 s[42:43], v50, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[38:39], s[42:43]
	s_and_b64 s[42:43], s[44:45], s[40:41]
	v_mov_b32 v47, 0x80
	v_mul_lo_u32 v48, v47, v50
	v_add_u32 v47, v57, v48
	v_add_u32 v48, v47, v55
	v_lshlrev_b32 v47, 1, v48                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_969
	global_load_dwordx2 v[48:49], v47, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[48:49] offset:6528               ; A operand of the product: stage a run
	v_cmp_lt_u32 s[42:43], v51, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[38:39], s[42:43]
	s_and_b64 s[42:43], s[44:45], s[40:41]
	v_mov_b32 v47, 0x80
	v_mul_lo_u32 v48, v47, v51
	v_add_u32 v47, v57, v48
	v_add_u32 v48, v47, v55
	v_lshlrev_b32 v47, 1, v48                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_978
	global_load_dwordx2 v[48:49], v47, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[48:49] offset:8704               ; A operand of the product: stage a run
	v_cmp_lt_u32 s[42:43], v52, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[38:39], s[42:43]
	s_and_b64 s[42:43], s[44:45], s[40:41]
	v_mov_b32 v47, 0x80
	v_mul_lo_u32 v48, v47, v52
	v_add_u32 v47, v57, v48
	v_add_u32 v48, v47, v55
	v_lshlrev_b32 v47, 1, v48                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_987
	global_load_dwordx2 v[48:49], v47, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[48:49] offset:10880              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[42:43], v53, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[38:39], s[42:43]
	s_and_b64 s[42:43], s[44:45], s[40:41]
	v_mov_b32 v47, 0x80
	v_mul_lo_u32 v48, v47, v53
	v_add_u32 v47, v57, v48
	v_add_u32 v48, v47, v55
	v_lshlrev_b32 v47, 1, v48                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[42:43]               ; lanes where %vpred_996
	global_load_dwordx2 v[48:49], v47, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[48:49] offset:13056              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[42:43], v54, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[38:39], s[42:43]
	s_and_b64 s[42:43], s[44:45], s[40:41]
	v_mov_b32 v47, 0x80
	v_mul_lo_u32 v48, v47, v54
	v_add_u32 v47, v57, v48
	v_add_u32 v48, v47, v55
	v_lshlrev_b32 v47, 1, v48                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[40:41], s[42:43]               ; lanes where %vpred_1005
	global_load_dwordx2 v[48:49], v47, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[40:41]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[48:49] offset:15232              ; A operand of the product: stage a run
	v_mov_b32 v48, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v49, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v50, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[52:55], v16                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[52:53], v[22:23], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[54:55], v[24:25], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[52:55], v16 offset:64                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[52:53], v[26:27], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[54:55], v[28:29], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[52:55], v16 offset:128               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[52:53], v[30:31], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[54:55], v[32:33], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[52:55], v16 offset:192               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[52:53], v[34:35], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[54:55], v[36:37], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_mul_f32 v47, s18, v48                             ; examples/attention_paged.kgen:21
	v_mul_f32 v52, s18, v49                             ; examples/attention_paged.kgen:21
	v_mul_f32 v53, s18, v50                             ; examples/attention_paged.kgen:21
	v_mul_f32 v54, s18, v51                             ; examples/attention_paged.kgen:21
	v_mov_b32 v48, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v49, v48, v47, s[26:27]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v48, v47, v52, s[30:31]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v50, v47, v53, s[32:33]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v51, v47, v54, s[36:37]
	v_max_f32 v47, v49, v48                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[26:27], v49, v48
	v_mov_b32 v52, 0x7fc00000
	v_cndmask_b32 v53, v47, v52, s[26:27]
	v_max_f32 v47, v53, v50                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[26:27], v53, v50
	v_mov_b32 v52, 0x7fc00000
	v_cndmask_b32 v53, v47, v52, s[26:27]
	v_max_f32 v47, v53, v51                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[26:27], v53, v51
	v_mov_b32 v52, 0x7fc00000
	v_cndmask_b32 v53, v47, v52, s[26:27]
	ds_swizzle_b32 v47, v53 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v52, v53, v47
	v_cmp_u_f32 s[26:27], v53, v47
	v_mov_b32 v47, 0x7fc00000
	v_cndmask_b32 v53, v52, v47, s[26:27]
	v_and_b32 v47, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v47, 32, v47
	v_lshlrev_b32 v47, 2, v47
	ds_bpermute_b32 v52, v47, v53
	s_waitcnt lgkmcnt(0)
	v_max_f32 v47, v53, v52
	v_cmp_u_f32 s[26:27], v53, v52
	v_mov_b32 v52, 0x7fc00000
	v_cndmask_b32 v53, v47, v52, s[26:27]
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_259
	ds_write_b32 v4, v53 offset:19200                   ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v47, v15 offset:19200                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v52, v15 offset:19264                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v53, v47, v52
	v_cmp_u_f32 s[26:27], v47, v52
	v_mov_b32 v47, 0x7fc00000
	v_cndmask_b32 v52, v53, v47, s[26:27]
	ds_read_b32 v47, v15 offset:19328                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v53, v52, v47
	v_cmp_u_f32 s[26:27], v52, v47
	v_mov_b32 v47, 0x7fc00000
	v_cndmask_b32 v52, v53, v47, s[26:27]
	ds_read_b32 v47, v15 offset:19392                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v53, v52, v47
	v_cmp_u_f32 s[26:27], v52, v47
	v_mov_b32 v47, 0x7fc00000
	v_cndmask_b32 v52, v53, v47, s[26:27]
	v_max_f32 v47, v1, v52                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[26:27], v1, v52
	v_mov_b32 v52, 0x7fc00000
	v_cndmask_b32 v53, v47, v52, s[26:27]
	v_sub_f32 v47, v1, v53                              ; examples/attention_paged.kgen:24
	v_mul_f32 v52, 0x3fb8aa3b, v47                      ; examples/attention_paged.kgen:24
	v_exp_f32 v47, v52                                  ; examples/attention_paged.kgen:24
	v_mul_f32 v52, v38, v47                             ; examples/attention_paged.kgen:26
	v_mul_f32 v54, v39, v47                             ; examples/attention_paged.kgen:26
	v_mul_f32 v55, v40, v47                             ; examples/attention_paged.kgen:26
	v_mul_f32 v56, v41, v47                             ; examples/attention_paged.kgen:26
	v_mul_f32 v57, v42, v47                             ; examples/attention_paged.kgen:26
	v_mul_f32 v58, v43, v47                             ; examples/attention_paged.kgen:26
	v_mul_f32 v59, v44, v47                             ; examples/attention_paged.kgen:26
	v_mul_f32 v60, v45, v47                             ; examples/attention_paged.kgen:26
	v_mov_b32 v38, v52                                  ; 'acc' scaled in place
	v_mov_b32 v39, v54                                  ; 'acc' scaled in place
	v_mov_b32 v40, v55                                  ; 'acc' scaled in place
	v_mov_b32 v41, v56                                  ; 'acc' scaled in place
	v_mov_b32 v42, v57                                  ; 'acc' scaled in place
	v_mov_b32 v43, v58                                  ; 'acc' scaled in place
	v_mov_b32 v44, v59                                  ; 'acc' scaled in place
	v_mov_b32 v45, v60                                  ; 'acc' scaled in place
	v_cndmask_b32 v52, 0, v5, s[38:39]
	v_mov_b32 v5, 0x2000
	v_mul_lo_u32 v54, v52, v5
	v_mov_b32 v5, 0x2000
	v_mul_hi_u32 v55, v52, v5
	v_lshlrev_b64 v[56:57], 1, v[54:55]
	v_add_co_u32 v54, vcc, s10, v56                     ; 'vc' at this page
	v_mov_b32 v5, s11
	v_addc_co_u32 v55, vcc, v5, v57, vcc
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	s_nop 4
	global_load_ushort v5, v17, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	s_nop 4
	global_load_ushort v5, v17, s[30:31] offset:2
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	s_nop 4
	global_load_ushort v5, v17, s[30:31] offset:4
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	s_nop 4
	global_load_ushort v5, v17, s[30:31] offset:6
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	s_nop 4
	global_load_ushort v5, v17, s[30:31] offset:2048
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	s_nop 4
	global_load_ushort v5, v17, s[30:31] offset:2050
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	s_nop 4
	global_load_ushort v5, v17, s[30:31] offset:2052
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	s_nop 4
	global_load_ushort v5, v17, s[30:31] offset:2054
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v63, 0x1000, v17
	s_nop 3
	global_load_ushort v5, v63, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v64, 0x1002, v17
	s_nop 3
	global_load_ushort v5, v64, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v65, 0x1004, v17
	s_nop 3
	global_load_ushort v5, v65, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v66, 0x1006, v17
	s_nop 3
	global_load_ushort v5, v66, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v67, 0x1800, v17
	s_nop 3
	global_load_ushort v5, v67, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v68, 0x1802, v17
	s_nop 3
	global_load_ushort v5, v68, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v69, 0x1804, v17
	s_nop 3
	global_load_ushort v5, v69, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v70, 0x1806, v17
	s_nop 3
	global_load_ushort v5, v70, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v71, 0x2000, v17
	s_nop 3
	global_load_ushort v5, v71, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v72, 0x2002, v17
	s_nop 3
	global_load_ushort v5, v72, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v73, 0x2004, v17
	s_nop 3
	global_load_ushort v5, v73, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v74, 0x2006, v17
	s_nop 3
	global_load_ushort v5, v74, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v75, 0x2800, v17
	s_nop 3
	global_load_ushort v5, v75, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v76, 0x2802, v17
	s_nop 3
	global_load_ushort v5, v76, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v77, 0x2804, v17
	s_nop 3
	global_load_ushort v5, v77, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v78, 0x2806, v17
	s_nop 3
	global_load_ushort v5, v78, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v79, 0x3000, v17
	s_nop 3
	global_load_ushort v5, v79, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v80, 0x3002, v17
	s_nop 3
	global_load_ushort v5, v80, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v81, 0x3004, v17
	s_nop 3
	global_load_ushort v5, v81, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v82, 0x3006, v17
	s_nop 3
	global_load_ushort v5, v82, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v83, 0x3800, v17
	s_nop 3
	global_load_ushort v5, v83, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v84, 0x3802, v17
	s_nop 3
	global_load_ushort v5, v84, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v85, 0x3804, v17
	s_nop 3
	global_load_ushort v5, v85, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[26:27], s[38:39]               ; lanes where %vpred_937
	v_readfirstlane_b32 s30, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s31, v55
	v_add_u32 v54, 0x3806, v17
	s_nop 3
	global_load_ushort v5, v54, s[30:31]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v5
	v_lshrrev_b32 v5, 16, v52
	ds_write_b16 v8, v5                                 ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v56
	ds_write_b16 v8, v5 offset:144                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v57
	ds_write_b16 v8, v5 offset:288                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v58
	ds_write_b16 v8, v5 offset:432                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v59
	ds_write_b16 v8, v5 offset:16                       ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v60
	ds_write_b16 v8, v5 offset:160                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v61
	ds_write_b16 v8, v5 offset:304                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v62
	ds_write_b16 v8, v5 offset:448                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v63
	ds_write_b16 v8, v5 offset:32                       ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v64
	ds_write_b16 v8, v5 offset:176                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v65
	ds_write_b16 v8, v5 offset:320                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v66
	ds_write_b16 v8, v5 offset:464                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v67
	ds_write_b16 v8, v5 offset:48                       ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v68
	ds_write_b16 v8, v5 offset:192                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v69
	ds_write_b16 v8, v5 offset:336                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v70
	ds_write_b16 v8, v5 offset:480                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v71
	ds_write_b16 v8, v5 offset:64                       ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v72
	ds_write_b16 v8, v5 offset:208                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v73
	ds_write_b16 v8, v5 offset:352                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v74
	ds_write_b16 v8, v5 offset:496                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v75
	ds_write_b16 v8, v5 offset:80                       ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v76
	ds_write_b16 v8, v5 offset:224                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v77
	ds_write_b16 v8, v5 offset:368                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v78
	ds_write_b16 v8, v5 offset:512                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v79
	ds_write_b16 v8, v5 offset:96                       ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v80
	ds_write_b16 v8, v5 offset:240                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v81
	ds_write_b16 v8, v5 offset:384                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v82
	ds_write_b16 v8, v5 offset:528                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v83
	ds_write_b16 v8, v5 offset:112                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v84
	ds_write_b16 v8, v5 offset:256                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v85
	ds_write_b16 v8, v5 offset:400                      ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v54
	ds_write_b16 v8, v5 offset:544                      ; A operand of the product: stage
	v_mul_f32 v5, 0xbfb8aa3b, v53                       ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v52, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v54, v49, v52, v5
	v_exp_f32 v49, v54                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v52, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v54, v48, v52, v5
	v_exp_f32 v48, v54                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v52, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v54, v50, v52, v5
	v_exp_f32 v50, v54                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v52, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v54, v51, v52, v5
	v_exp_f32 v5, v54                                   ; examples/attention_paged.kgen:23
	v_bfe_u32 v51, v49, 16, 1                           ; round to bf16
	v_add3_u32 v52, v49, v51, s4
	v_cmp_u_f32 s[26:27], v49, v49
	v_mov_b32 v51, 0x7fc00000
	v_cndmask_b32 v52, v52, v51, s[26:27]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v48, 16, 1                           ; round to bf16
	v_add3_u32 v54, v48, v52, s4
	v_cmp_u_f32 s[26:27], v48, v48
	v_mov_b32 v52, 0x7fc00000
	v_cndmask_b32 v54, v54, v52, s[26:27]
	v_and_b32 v52, 0xffff0000, v54
	v_bfe_u32 v54, v50, 16, 1                           ; round to bf16
	v_add3_u32 v55, v50, v54, s4
	v_cmp_u_f32 s[26:27], v50, v50
	v_mov_b32 v54, 0x7fc00000
	v_cndmask_b32 v55, v55, v54, s[26:27]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v5, 16, 1                            ; round to bf16
	v_add3_u32 v56, v5, v55, s4
	v_cmp_u_f32 s[26:27], v5, v5
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v56, v55, s[26:27]
	v_and_b32 v55, 0xffff0000, v56
	v_lshrrev_b32 v56, 16, v51
	ds_write_b16 v19, v56 offset:19456                  ; B operand of the product: stage
	v_lshrrev_b32 v51, 16, v52
	ds_write_b16 v19, v51 offset:19458                  ; B operand of the product: stage
	v_lshrrev_b32 v51, 16, v54
	ds_write_b16 v19, v51 offset:19460                  ; B operand of the product: stage
	v_lshrrev_b32 v51, 16, v55
	ds_write_b16 v19, v51 offset:19462                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[54:57], v18 offset:19456             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[58:61], v12                          ; A fragment 0, k-steps 0..1
	ds_read_b128 v[62:65], v12 offset:2304              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[58:59], v[54:55], v[38:41] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[42:45], v[62:63], v[54:55], v[42:45] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[60:61], v[56:57], v[38:41] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[42:45], v[64:65], v[56:57], v[42:45] ; examples/attention_paged.kgen:26: mfma 16x16x16
	ds_read_b128 v[54:57], v18 offset:19520             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[58:61], v12 offset:64                ; A fragment 0, k-steps 2..3
	ds_read_b128 v[62:65], v12 offset:2368              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[58:59], v[54:55], v[38:41] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[42:45], v[62:63], v[54:55], v[42:45] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[60:61], v[56:57], v[38:41] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[42:45], v[64:65], v[56:57], v[42:45] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mul_f32 v51, v2, v47                              ; examples/attention_paged.kgen:25
	v_add_f32 v47, v49, v48                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v48, v47, v50                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v47, v48, v5                              ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v5, v47 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v48, v47, v5
	v_and_b32 v5, 63, v0                                ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v5, 32, v5
	v_lshlrev_b32 v5, 2, v5
	ds_bpermute_b32 v47, v5, v48
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v48, v47
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_259
	ds_write_b32 v4, v5 offset:23808                    ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v5, v15 offset:23808                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v47, v15 offset:23872                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v48, v5, v47
	ds_read_b32 v5, v15 offset:23936                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v47, v48, v5
	ds_read_b32 v5, v15 offset:24000                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v48, v47, v5
	v_add_f32 v5, v51, v48                              ; examples/attention_paged.kgen:25
	v_mov_b32 v2, v5                                    ; next 'l'
	v_mov_b32 v1, v53                                   ; next 'mx'
	s_add_u32 s6, s6, 64
	s_cmp_lt_u32 s6, s5
	s_cbranch_scc1 .Lattention_paged_loop2
.Lattention_paged_loop2_end:
	v_readfirstlane_b32 s5, v46
	s_mov_b32 s7, s6                                    ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s7, s5
	s_cbranch_scc1 .Lattention_paged_loop3_end
.Lattention_paged_loop3:
	v_sub_u32 v5, v46, s7
	v_add_u32 v47, s7, v6
	v_add_u32 v48, 0, v47                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v49, 1, v47                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v50, 2, v47                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v51, 3, v47                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[26:27], v48, v20                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[30:31], v49, v20                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[32:33], v50, v20                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[36:37], v51, v20                     ; examples/attention_paged.kgen:21
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
	v_mov_b32 v47, 0                                    ; absent element
	s_cmp_eq_u32 s25, 0                                 ; if %upred_1241
	s_cbranch_scc1 .Lattention_paged_skip3
	v_mov_b32 v52, s23                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v47, v52, s[12:13]
.Lattention_paged_skip3:
	v_lshrrev_b32 v52, 6, v48                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v53, 64, v52
	v_sub_u32 v52, v48, v53
	v_lshrrev_b32 v48, 6, v49                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v53, 64, v48
	v_sub_u32 v48, v49, v53
	v_lshrrev_b32 v49, 6, v50                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v53, 64, v49
	v_sub_u32 v49, v50, v53
	v_lshrrev_b32 v50, 6, v51                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v53, 64, v50
	v_sub_u32 v50, v51, v53
	s_and_saveexec_b64 s[38:39], s[14:15]               ; lanes where %vpred_103
	ds_write_b32 v7, v52 offset:18432                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v48 offset:18436                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v49 offset:18440                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v50 offset:18444                   ; convert the operand at 21:56: write this thread's elements
	s_mov_b64 exec, s[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v48, v10 offset:18432                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v49, v10 offset:18464                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v50, v10 offset:18496                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v51, v10 offset:18528                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v52, v10 offset:18560                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v53, v10 offset:18592                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v54, v10 offset:18624                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v55, v10 offset:18656                   ; convert the operand at 21:56: read in the new layout
	v_add_u32 v56, 0, v13
	v_add_u32 v57, 0, v56                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v58, 1, v56                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v59, 2, v56                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v60, 3, v56                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v61, 16, v56                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v62, 17, v56                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v63, 18, v56                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v64, 19, v56                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[38:39], s[14:15]               ; lanes where %vpred_103
	ds_write_b32 v11, v57 offset:18688                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v58 offset:18692                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v59 offset:18696                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v60 offset:18700                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v61 offset:18752                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v62 offset:18756                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v63 offset:18760                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v64 offset:18764                  ; convert the operand at 21:65: write this thread's elements
	s_mov_b64 exec, s[38:39]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v56, v14 offset:18688                   ; convert the operand at 21:65: read in the new layout
	v_cmp_lt_u32 s[38:39], v3, v5                       ; 'tt' element in bounds
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[40:41], v47, s21                     ; subscript 0 of 'kc' inside [0, NP)
	s_and_b64 s[42:43], s[38:39], s[40:41]
	v_cmp_lt_u32 s[38:39], v48, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[44:45], s[42:43], s[38:39]
	v_mov_b32 v57, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[38:39], v56, v57
	s_and_b64 s[46:47], s[44:45], s[38:39]
	v_mov_b32 v57, 0x2000
	v_mul_lo_u32 v58, v57, v47
	v_mov_b32 v57, 0x80
	v_mul_lo_u32 v59, v57, v48
	v_add_u32 v48, v58, v59
	v_add_u32 v57, v48, v56
	v_lshlrev_b32 v48, 1, v57                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v60, 0                                    ; an absent run: zeros
	v_mov_b32 v61, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[44:45], s[46:47]               ; lanes where %vpred_1274
	global_load_dwordx2 v[60:61], v48, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[44:45]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[60:61]                           ; A operand of the product: stage a run
	v_add_u32 v48, 8, v3
	v_cmp_lt_u32 s[44:45], v48, v5                      ; 'tt' element in bounds
	s_and_b64 s[46:47], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v49, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[48:49], s[46:47], s[44:45]
	s_and_b64 s[44:45], s[48:49], s[38:39]
	v_mov_b32 v48, 0x80
	v_mul_lo_u32 v57, v48, v49
	v_add_u32 v48, v58, v57
	v_add_u32 v49, v48, v56
	v_lshlrev_b32 v48, 1, v49                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v60, 0                                    ; an absent run: zeros
	v_mov_b32 v61, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[48:49], s[44:45]               ; lanes where %vpred_1287
	global_load_dwordx2 v[60:61], v48, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[60:61] offset:2176               ; A operand of the product: stage a run
	v_add_u32 v48, 16, v3
	v_cmp_lt_u32 s[44:45], v48, v5                      ; 'tt' element in bounds
	s_and_b64 s[48:49], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v50, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[50:51], s[48:49], s[44:45]
	s_and_b64 s[44:45], s[50:51], s[38:39]
	v_mov_b32 v48, 0x80
	v_mul_lo_u32 v49, v48, v50
	v_add_u32 v48, v58, v49
	v_add_u32 v49, v48, v56
	v_lshlrev_b32 v48, 1, v49                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v60, 0                                    ; an absent run: zeros
	v_mov_b32 v61, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[50:51], s[44:45]               ; lanes where %vpred_1299
	global_load_dwordx2 v[60:61], v48, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[60:61] offset:4352               ; A operand of the product: stage a run
	v_add_u32 v48, 24, v3
	v_cmp_lt_u32 s[44:45], v48, v5                      ; 'tt' element in bounds
	s_and_b64 s[50:51], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v51, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[50:51], s[44:45]
	s_and_b64 s[44:45], s[52:53], s[38:39]
	v_mov_b32 v48, 0x80
	v_mul_lo_u32 v49, v48, v51
	v_add_u32 v48, v58, v49
	v_add_u32 v49, v48, v56
	v_lshlrev_b32 v48, 1, v49                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v50, 0                                    ; an absent run: zeros
	v_mov_b32 v51, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[44:45]               ; lanes where %vpred_1311
	global_load_dwordx2 v[50:51], v48, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[50:51] offset:6528               ; A operand of the product: stage a run
	v_add_u32 v48, 32, v3
	v_cmp_lt_u32 s[44:45], v48, v5                      ; 'tt' element in bounds
	s_and_b64 s[52:53], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v52, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[54:55], s[52:53], s[44:45]
	s_and_b64 s[44:45], s[54:55], s[38:39]
	v_mov_b32 v48, 0x80
	v_mul_lo_u32 v49, v48, v52
	v_add_u32 v48, v58, v49
	v_add_u32 v49, v48, v56
	v_lshlrev_b32 v48, 1, v49                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v50, 0                                    ; an absent run: zeros
	v_mov_b32 v51, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[54:55], s[44:45]               ; lanes where %vpred_1323
	global_load_dwordx2 v[50:51], v48, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[50:51] offset:8704               ; A operand of the product: stage a run
	v_add_u32 v48, 40, v3
	v_cmp_lt_u32 s[44:45], v48, v5                      ; 'tt' element in bounds
	s_and_b64 s[54:55], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v53, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[54:55], s[44:45]
	s_and_b64 s[44:45], s[56:57], s[38:39]
	v_mov_b32 v48, 0x80
	v_mul_lo_u32 v49, v48, v53
	v_add_u32 v48, v58, v49
	v_add_u32 v49, v48, v56
	v_lshlrev_b32 v48, 1, v49                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v50, 0                                    ; an absent run: zeros
	v_mov_b32 v51, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[56:57], s[44:45]               ; lanes where %vpred_1335
	global_load_dwordx2 v[50:51], v48, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[50:51] offset:10880              ; A operand of the product: stage a run
	v_add_u32 v48, 48, v3
	v_cmp_lt_u32 s[44:45], v48, v5                      ; 'tt' element in bounds
	s_and_b64 s[56:57], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v54, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[56:57], s[44:45]
	s_and_b64 s[44:45], s[58:59], s[38:39]
	v_mov_b32 v48, 0x80
	v_mul_lo_u32 v49, v48, v54
	v_add_u32 v48, v58, v49
	v_add_u32 v49, v48, v56
	v_lshlrev_b32 v48, 1, v49                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v50, 0                                    ; an absent run: zeros
	v_mov_b32 v51, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[44:45]               ; lanes where %vpred_1347
	global_load_dwordx2 v[50:51], v48, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[50:51] offset:13056              ; A operand of the product: stage a run
	v_add_u32 v48, 56, v3
	v_cmp_lt_u32 s[44:45], v48, v5                      ; 'tt' element in bounds
	s_and_b64 s[58:59], s[44:45], s[40:41]
	v_cmp_lt_u32 s[44:45], v55, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[60:61], s[58:59], s[44:45]
	s_and_b64 s[44:45], s[60:61], s[38:39]
	v_mov_b32 v48, 0x80
	v_mul_lo_u32 v49, v48, v55
	v_add_u32 v48, v58, v49
	v_add_u32 v49, v48, v56
	v_lshlrev_b32 v48, 1, v49                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v50, 0                                    ; an absent run: zeros
	v_mov_b32 v51, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[38:39], s[44:45]               ; lanes where %vpred_1359
	global_load_dwordx2 v[50:51], v48, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[50:51] offset:15232              ; A operand of the product: stage a run
	v_mov_b32 v48, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v49, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v50, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[52:55], v16                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[52:53], v[22:23], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[54:55], v[24:25], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[52:55], v16 offset:64                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[52:53], v[26:27], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[54:55], v[28:29], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[52:55], v16 offset:128               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[52:53], v[30:31], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[54:55], v[32:33], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[52:55], v16 offset:192               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[52:53], v[34:35], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[54:55], v[36:37], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_mul_f32 v52, s18, v48                             ; examples/attention_paged.kgen:21
	v_mul_f32 v53, s18, v49                             ; examples/attention_paged.kgen:21
	v_mul_f32 v54, s18, v50                             ; examples/attention_paged.kgen:21
	v_mul_f32 v55, s18, v51                             ; examples/attention_paged.kgen:21
	v_mov_b32 v48, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v49, v48, v52, s[26:27]
	v_mov_b32 v48, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v50, v48, v53, s[30:31]
	v_mov_b32 v48, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v51, v48, v54, s[32:33]
	v_mov_b32 v48, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v52, v48, v55, s[36:37]
	v_cmp_lt_u32 s[26:27], v6, v5                       ; 'tt' element in bounds
	s_and_b64 s[30:31], s[28:29], s[26:27]
	v_mov_b32 v48, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v53, v48, v49, s[30:31]
	v_add_u32 v48, 1, v6
	v_cmp_lt_u32 s[26:27], v48, v5                      ; 'tt' element in bounds
	s_and_b64 s[32:33], s[28:29], s[26:27]
	v_mov_b32 v48, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v54, v48, v50, s[32:33]
	v_add_u32 v48, 2, v6
	v_cmp_lt_u32 s[26:27], v48, v5                      ; 'tt' element in bounds
	s_and_b64 s[36:37], s[28:29], s[26:27]
	v_mov_b32 v48, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v55, v48, v51, s[36:37]
	v_add_u32 v48, 3, v6
	v_cmp_lt_u32 s[26:27], v48, v5                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[28:29], s[26:27]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v48, v5, v52, s[38:39]
	v_max_f32 v5, v53, v54                              ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[26:27], v53, v54
	v_mov_b32 v53, 0x7fc00000
	v_cndmask_b32 v54, v5, v53, s[26:27]
	v_max_f32 v5, v54, v55                              ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[26:27], v54, v55
	v_mov_b32 v53, 0x7fc00000
	v_cndmask_b32 v54, v5, v53, s[26:27]
	v_max_f32 v5, v54, v48                              ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[26:27], v54, v48
	v_mov_b32 v48, 0x7fc00000
	v_cndmask_b32 v53, v5, v48, s[26:27]
	ds_swizzle_b32 v5, v53 offset:swizzle(SWAP,16)      ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v48, v53, v5
	v_cmp_u_f32 s[26:27], v53, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v53, v48, v5, s[26:27]
	v_and_b32 v5, 63, v0                                ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v5, 32, v5
	v_lshlrev_b32 v5, 2, v5
	ds_bpermute_b32 v48, v5, v53
	s_waitcnt lgkmcnt(0)
	v_max_f32 v5, v53, v48
	v_cmp_u_f32 s[26:27], v53, v48
	v_mov_b32 v48, 0x7fc00000
	v_cndmask_b32 v53, v5, v48, s[26:27]
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_259
	ds_write_b32 v4, v53 offset:19200                   ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v5, v15 offset:19200                    ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v48, v15 offset:19264                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v53, v5, v48
	v_cmp_u_f32 s[26:27], v5, v48
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v48, v53, v5, s[26:27]
	ds_read_b32 v5, v15 offset:19328                    ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v53, v48, v5
	v_cmp_u_f32 s[26:27], v48, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v48, v53, v5, s[26:27]
	ds_read_b32 v5, v15 offset:19392                    ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v53, v48, v5
	v_cmp_u_f32 s[26:27], v48, v5
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v48, v53, v5, s[26:27]
	v_max_f32 v5, v1, v48                               ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[26:27], v1, v48
	v_mov_b32 v48, 0x7fc00000
	v_cndmask_b32 v53, v5, v48, s[26:27]
	v_sub_f32 v5, v1, v53                               ; examples/attention_paged.kgen:24
	v_mul_f32 v48, 0x3fb8aa3b, v5                       ; examples/attention_paged.kgen:24
	v_exp_f32 v5, v48                                   ; examples/attention_paged.kgen:24
	v_mul_f32 v48, v38, v5                              ; examples/attention_paged.kgen:26
	v_mul_f32 v54, v39, v5                              ; examples/attention_paged.kgen:26
	v_mul_f32 v55, v40, v5                              ; examples/attention_paged.kgen:26
	v_mul_f32 v56, v41, v5                              ; examples/attention_paged.kgen:26
	v_mul_f32 v57, v42, v5                              ; examples/attention_paged.kgen:26
	v_mul_f32 v58, v43, v5                              ; examples/attention_paged.kgen:26
	v_mul_f32 v59, v44, v5                              ; examples/attention_paged.kgen:26
	v_mul_f32 v60, v45, v5                              ; examples/attention_paged.kgen:26
	v_mov_b32 v38, v48                                  ; 'acc' scaled in place
	v_mov_b32 v39, v54                                  ; 'acc' scaled in place
	v_mov_b32 v40, v55                                  ; 'acc' scaled in place
	v_mov_b32 v41, v56                                  ; 'acc' scaled in place
	v_mov_b32 v42, v57                                  ; 'acc' scaled in place
	v_mov_b32 v43, v58                                  ; 'acc' scaled in place
	v_mov_b32 v44, v59                                  ; 'acc' scaled in place
	v_mov_b32 v45, v60                                  ; 'acc' scaled in place
	v_cndmask_b32 v48, 0, v47, s[40:41]
	v_mov_b32 v47, 0x2000
	v_mul_lo_u32 v54, v48, v47
	v_mov_b32 v47, 0x2000
	v_mul_hi_u32 v55, v48, v47
	v_lshlrev_b64 v[56:57], 1, v[54:55]
	v_add_co_u32 v54, vcc, s10, v56                     ; 'vc' at this page
	v_mov_b32 v47, s11
	v_addc_co_u32 v55, vcc, v47, v57, vcc
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[42:43]               ; lanes where %vpred_1270
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	s_nop 4
	global_load_ushort v47, v17, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[42:43]               ; lanes where %vpred_1270
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	s_nop 4
	global_load_ushort v47, v17, s[40:41] offset:2
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[42:43]               ; lanes where %vpred_1270
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	s_nop 4
	global_load_ushort v47, v17, s[40:41] offset:4
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[42:43]               ; lanes where %vpred_1270
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	s_nop 4
	global_load_ushort v47, v17, s[40:41] offset:6
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[46:47]               ; lanes where %vpred_1284
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	s_nop 4
	global_load_ushort v47, v17, s[40:41] offset:2048
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[46:47]               ; lanes where %vpred_1284
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	s_nop 4
	global_load_ushort v47, v17, s[40:41] offset:2050
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[46:47]               ; lanes where %vpred_1284
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	s_nop 4
	global_load_ushort v47, v17, s[40:41] offset:2052
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[46:47]               ; lanes where %vpred_1284
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	s_nop 4
	global_load_ushort v47, v17, s[40:41] offset:2054
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[48:49]               ; lanes where %vpred_1296
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v63, 0x1000, v17
	s_nop 3
	global_load_ushort v47, v63, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[48:49]               ; lanes where %vpred_1296
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v64, 0x1002, v17
	s_nop 3
	global_load_ushort v47, v64, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[48:49]               ; lanes where %vpred_1296
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v65, 0x1004, v17
	s_nop 3
	global_load_ushort v47, v65, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[48:49]               ; lanes where %vpred_1296
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v66, 0x1006, v17
	s_nop 3
	global_load_ushort v47, v66, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[50:51]               ; lanes where %vpred_1308
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v67, 0x1800, v17
	s_nop 3
	global_load_ushort v47, v67, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[50:51]               ; lanes where %vpred_1308
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v68, 0x1802, v17
	s_nop 3
	global_load_ushort v47, v68, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[50:51]               ; lanes where %vpred_1308
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v69, 0x1804, v17
	s_nop 3
	global_load_ushort v47, v69, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[50:51]               ; lanes where %vpred_1308
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v70, 0x1806, v17
	s_nop 3
	global_load_ushort v47, v70, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[52:53]               ; lanes where %vpred_1320
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v71, 0x2000, v17
	s_nop 3
	global_load_ushort v47, v71, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[52:53]               ; lanes where %vpred_1320
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v72, 0x2002, v17
	s_nop 3
	global_load_ushort v47, v72, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[52:53]               ; lanes where %vpred_1320
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v73, 0x2004, v17
	s_nop 3
	global_load_ushort v47, v73, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[52:53]               ; lanes where %vpred_1320
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v74, 0x2006, v17
	s_nop 3
	global_load_ushort v47, v74, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[54:55]               ; lanes where %vpred_1332
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v75, 0x2800, v17
	s_nop 3
	global_load_ushort v47, v75, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[54:55]               ; lanes where %vpred_1332
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v76, 0x2802, v17
	s_nop 3
	global_load_ushort v47, v76, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[54:55]               ; lanes where %vpred_1332
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v77, 0x2804, v17
	s_nop 3
	global_load_ushort v47, v77, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[54:55]               ; lanes where %vpred_1332
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v78, 0x2806, v17
	s_nop 3
	global_load_ushort v47, v78, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[56:57]               ; lanes where %vpred_1344
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v79, 0x3000, v17
	s_nop 3
	global_load_ushort v47, v79, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[56:57]               ; lanes where %vpred_1344
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v80, 0x3002, v17
	s_nop 3
	global_load_ushort v47, v80, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[56:57]               ; lanes where %vpred_1344
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v81, 0x3004, v17
	s_nop 3
	global_load_ushort v47, v81, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[56:57]               ; lanes where %vpred_1344
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v82, 0x3006, v17
	s_nop 3
	global_load_ushort v47, v82, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[58:59]               ; lanes where %vpred_1356
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v83, 0x3800, v17
	s_nop 3
	global_load_ushort v47, v83, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[58:59]               ; lanes where %vpred_1356
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v84, 0x3802, v17
	s_nop 3
	global_load_ushort v47, v84, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[58:59]               ; lanes where %vpred_1356
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v85, 0x3804, v17
	s_nop 3
	global_load_ushort v47, v85, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[58:59]               ; lanes where %vpred_1356
	v_readfirstlane_b32 s40, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s41, v55
	v_add_u32 v54, 0x3806, v17
	s_nop 3
	global_load_ushort v47, v54, s[40:41]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v47
	v_lshrrev_b32 v47, 16, v48
	ds_write_b16 v8, v47                                ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v56
	ds_write_b16 v8, v47 offset:144                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v57
	ds_write_b16 v8, v47 offset:288                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v58
	ds_write_b16 v8, v47 offset:432                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v59
	ds_write_b16 v8, v47 offset:16                      ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v60
	ds_write_b16 v8, v47 offset:160                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v61
	ds_write_b16 v8, v47 offset:304                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v62
	ds_write_b16 v8, v47 offset:448                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v63
	ds_write_b16 v8, v47 offset:32                      ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v64
	ds_write_b16 v8, v47 offset:176                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v65
	ds_write_b16 v8, v47 offset:320                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v66
	ds_write_b16 v8, v47 offset:464                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v67
	ds_write_b16 v8, v47 offset:48                      ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v68
	ds_write_b16 v8, v47 offset:192                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v69
	ds_write_b16 v8, v47 offset:336                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v70
	ds_write_b16 v8, v47 offset:480                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v71
	ds_write_b16 v8, v47 offset:64                      ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v72
	ds_write_b16 v8, v47 offset:208                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v73
	ds_write_b16 v8, v47 offset:352                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v74
	ds_write_b16 v8, v47 offset:496                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v75
	ds_write_b16 v8, v47 offset:80                      ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v76
	ds_write_b16 v8, v47 offset:224                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v77
	ds_write_b16 v8, v47 offset:368                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v78
	ds_write_b16 v8, v47 offset:512                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v79
	ds_write_b16 v8, v47 offset:96                      ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v80
	ds_write_b16 v8, v47 offset:240                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v81
	ds_write_b16 v8, v47 offset:384                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v82
	ds_write_b16 v8, v47 offset:528                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v83
	ds_write_b16 v8, v47 offset:112                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v84
	ds_write_b16 v8, v47 offset:256                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v85
	ds_write_b16 v8, v47 offset:400                     ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v54
	ds_write_b16 v8, v47 offset:544                     ; A operand of the product: stage
	v_mul_f32 v47, 0xbfb8aa3b, v53                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v48, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v54, v49, v48, v47
	v_exp_f32 v48, v54                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v54, v50, v49, v47
	v_exp_f32 v49, v54                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v50, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v54, v51, v50, v47
	v_exp_f32 v50, v54                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v54, v52, v51, v47
	v_exp_f32 v47, v54                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v51, v48, 16, 1                           ; round to bf16
	v_add3_u32 v52, v48, v51, s4
	v_cmp_u_f32 s[26:27], v48, v48
	v_mov_b32 v51, 0x7fc00000
	v_cndmask_b32 v52, v52, v51, s[26:27]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v49, 16, 1                           ; round to bf16
	v_add3_u32 v54, v49, v52, s4
	v_cmp_u_f32 s[26:27], v49, v49
	v_mov_b32 v52, 0x7fc00000
	v_cndmask_b32 v54, v54, v52, s[26:27]
	v_and_b32 v52, 0xffff0000, v54
	v_bfe_u32 v54, v50, 16, 1                           ; round to bf16
	v_add3_u32 v55, v50, v54, s4
	v_cmp_u_f32 s[26:27], v50, v50
	v_mov_b32 v54, 0x7fc00000
	v_cndmask_b32 v55, v55, v54, s[26:27]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v47, 16, 1                           ; round to bf16
	v_add3_u32 v56, v47, v55, s4
	v_cmp_u_f32 s[26:27], v47, v47
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v56, v55, s[26:27]
	v_and_b32 v55, 0xffff0000, v56
	v_cndmask_b32 v56, 0, v51, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v56
	ds_write_b16 v19, v51 offset:19456                  ; B operand of the product: stage
	v_cndmask_b32 v51, 0, v52, s[32:33]                 ; absent elements add nothing
	v_lshrrev_b32 v52, 16, v51
	ds_write_b16 v19, v52 offset:19458                  ; B operand of the product: stage
	v_cndmask_b32 v51, 0, v54, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v52, 16, v51
	ds_write_b16 v19, v52 offset:19460                  ; B operand of the product: stage
	v_cndmask_b32 v51, 0, v55, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v52, 16, v51
	ds_write_b16 v19, v52 offset:19462                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[54:57], v18 offset:19456             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[58:61], v12                          ; A fragment 0, k-steps 0..1
	ds_read_b128 v[62:65], v12 offset:2304              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[58:59], v[54:55], v[38:41] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[42:45], v[62:63], v[54:55], v[42:45] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[60:61], v[56:57], v[38:41] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[42:45], v[64:65], v[56:57], v[42:45] ; examples/attention_paged.kgen:26: mfma 16x16x16
	ds_read_b128 v[54:57], v18 offset:19520             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[58:61], v12 offset:64                ; A fragment 0, k-steps 2..3
	ds_read_b128 v[62:65], v12 offset:2368              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[58:59], v[54:55], v[38:41] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[42:45], v[62:63], v[54:55], v[42:45] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[38:41], v[60:61], v[56:57], v[38:41] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[42:45], v[64:65], v[56:57], v[42:45] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mul_f32 v51, v2, v5                               ; examples/attention_paged.kgen:25
	v_cndmask_b32 v5, 0, v48, s[30:31]                  ; absent elements contribute the identity
	v_cndmask_b32 v48, 0, v49, s[32:33]                 ; absent elements contribute the identity
	v_cndmask_b32 v49, 0, v50, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v50, 0, v47, s[38:39]                 ; absent elements contribute the identity
	v_add_f32 v47, v5, v48                              ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v5, v47, v49                              ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v47, v5, v50                              ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v5, v47 offset:swizzle(SWAP,16)      ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v48, v47, v5
	v_and_b32 v5, 63, v0                                ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v5, 32, v5
	v_lshlrev_b32 v5, 2, v5
	ds_bpermute_b32 v47, v5, v48
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v48, v47
	s_and_saveexec_b64 s[26:27], s[34:35]               ; lanes where %vpred_259
	ds_write_b32 v4, v5 offset:23808                    ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v5, v15 offset:23808                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v47, v15 offset:23872                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v48, v5, v47
	ds_read_b32 v5, v15 offset:23936                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v47, v48, v5
	ds_read_b32 v5, v15 offset:24000                    ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v48, v47, v5
	v_add_f32 v5, v51, v48                              ; examples/attention_paged.kgen:25
	v_mov_b32 v2, v5                                    ; next 'l'
	v_mov_b32 v1, v53                                   ; next 'mx'
	s_add_u32 s7, s7, 64
	s_cmp_lt_u32 s7, s5
	s_cbranch_scc1 .Lattention_paged_loop3
.Lattention_paged_loop3_end:
	v_cmp_gt_f32 s[6:7], v2, 0                          ; examples/attention_paged.kgen:29
	v_div_scale_f32 v1, s[8:9], v2, v2, v38             ; examples/attention_paged.kgen:29
	v_rcp_f32 v3, v1
	v_div_scale_f32 v4, vcc, v38, v2, v38
	v_fma_f32 v5, -v1, v3, 1.0
	v_fma_f32 v3, v5, v3, v3
	v_mul_f32 v6, v4, v3
	v_fma_f32 v5, -v1, v6, v4
	v_fma_f32 v6, v5, v3, v6
	v_fma_f32 v5, -v1, v6, v4
	v_div_fmas_f32 v5, v5, v3, v6
	v_div_fixup_f32 v1, v5, v2, v38
	v_div_scale_f32 v3, s[8:9], v2, v2, v39             ; examples/attention_paged.kgen:29
	v_rcp_f32 v4, v3
	v_div_scale_f32 v5, vcc, v39, v2, v39
	v_fma_f32 v6, -v3, v4, 1.0
	v_fma_f32 v4, v6, v4, v4
	v_mul_f32 v7, v5, v4
	v_fma_f32 v6, -v3, v7, v5
	v_fma_f32 v7, v6, v4, v7
	v_fma_f32 v6, -v3, v7, v5
	v_div_fmas_f32 v6, v6, v4, v7
	v_div_fixup_f32 v3, v6, v2, v39
	v_div_scale_f32 v4, s[8:9], v2, v2, v40             ; examples/attention_paged.kgen:29
	v_rcp_f32 v5, v4
	v_div_scale_f32 v6, vcc, v40, v2, v40
	v_fma_f32 v7, -v4, v5, 1.0
	v_fma_f32 v5, v7, v5, v5
	v_mul_f32 v8, v6, v5
	v_fma_f32 v7, -v4, v8, v6
	v_fma_f32 v8, v7, v5, v8
	v_fma_f32 v7, -v4, v8, v6
	v_div_fmas_f32 v7, v7, v5, v8
	v_div_fixup_f32 v4, v7, v2, v40
	v_div_scale_f32 v5, s[8:9], v2, v2, v41             ; examples/attention_paged.kgen:29
	v_rcp_f32 v6, v5
	v_div_scale_f32 v7, vcc, v41, v2, v41
	v_fma_f32 v8, -v5, v6, 1.0
	v_fma_f32 v6, v8, v6, v6
	v_mul_f32 v9, v7, v6
	v_fma_f32 v8, -v5, v9, v7
	v_fma_f32 v9, v8, v6, v9
	v_fma_f32 v8, -v5, v9, v7
	v_div_fmas_f32 v8, v8, v6, v9
	v_div_fixup_f32 v5, v8, v2, v41
	v_div_scale_f32 v6, s[8:9], v2, v2, v42             ; examples/attention_paged.kgen:29
	v_rcp_f32 v7, v6
	v_div_scale_f32 v8, vcc, v42, v2, v42
	v_fma_f32 v9, -v6, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v10, v8, v7
	v_fma_f32 v9, -v6, v10, v8
	v_fma_f32 v10, v9, v7, v10
	v_fma_f32 v9, -v6, v10, v8
	v_div_fmas_f32 v9, v9, v7, v10
	v_div_fixup_f32 v6, v9, v2, v42
	v_div_scale_f32 v7, s[8:9], v2, v2, v43             ; examples/attention_paged.kgen:29
	v_rcp_f32 v8, v7
	v_div_scale_f32 v9, vcc, v43, v2, v43
	v_fma_f32 v10, -v7, v8, 1.0
	v_fma_f32 v8, v10, v8, v8
	v_mul_f32 v11, v9, v8
	v_fma_f32 v10, -v7, v11, v9
	v_fma_f32 v11, v10, v8, v11
	v_fma_f32 v10, -v7, v11, v9
	v_div_fmas_f32 v10, v10, v8, v11
	v_div_fixup_f32 v7, v10, v2, v43
	v_div_scale_f32 v8, s[8:9], v2, v2, v44             ; examples/attention_paged.kgen:29
	v_rcp_f32 v9, v8
	v_div_scale_f32 v10, vcc, v44, v2, v44
	v_fma_f32 v11, -v8, v9, 1.0
	v_fma_f32 v9, v11, v9, v9
	v_mul_f32 v12, v10, v9
	v_fma_f32 v11, -v8, v12, v10
	v_fma_f32 v12, v11, v9, v12
	v_fma_f32 v11, -v8, v12, v10
	v_div_fmas_f32 v11, v11, v9, v12
	v_div_fixup_f32 v8, v11, v2, v44
	v_div_scale_f32 v9, s[8:9], v2, v2, v45             ; examples/attention_paged.kgen:29
	v_rcp_f32 v10, v9
	v_div_scale_f32 v11, vcc, v45, v2, v45
	v_fma_f32 v12, -v9, v10, 1.0
	v_fma_f32 v10, v12, v10, v10
	v_mul_f32 v13, v11, v10
	v_fma_f32 v12, -v9, v13, v11
	v_fma_f32 v13, v12, v10, v13
	v_fma_f32 v12, -v9, v13, v11
	v_div_fmas_f32 v12, v12, v10, v13
	v_div_fixup_f32 v9, v12, v2, v45
	v_cndmask_b32 v2, 0, v1, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v1, 0, v3, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v3, 0, v4, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v4, 0, v5, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v5, 0, v6, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v6, 0, v7, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v7, 0, v8, s[6:7]                     ; examples/attention_paged.kgen:29
	v_cndmask_b32 v8, 0, v9, s[6:7]                     ; examples/attention_paged.kgen:29
	v_bfe_u32 v9, v2, 16, 1
	v_add3_u32 v10, v2, v9, s4
	v_cmp_u_f32 s[6:7], v2, v2
	v_mov_b32 v2, 0x7fc00000
	v_cndmask_b32 v10, v10, v2, s[6:7]
	v_lshrrev_b32 v2, 16, v10
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_857
	global_store_short v21, v2, s[16:17]                ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v2, v1, 16, 1
	v_add3_u32 v9, v1, v2, s4
	v_cmp_u_f32 s[6:7], v1, v1
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v9, v9, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v9
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_857
	global_store_short v21, v1, s[16:17] offset:2       ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v3, 16, 1
	v_add3_u32 v2, v3, v1, s4
	v_cmp_u_f32 s[6:7], v3, v3
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_857
	global_store_short v21, v1, s[16:17] offset:4       ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v4, 16, 1
	v_add3_u32 v2, v4, v1, s4
	v_cmp_u_f32 s[6:7], v4, v4
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_857
	global_store_short v21, v1, s[16:17] offset:6       ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s4
	v_cmp_u_f32 s[6:7], v5, v5
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_857
	global_store_short v21, v1, s[16:17] offset:32      ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s4
	v_cmp_u_f32 s[6:7], v6, v6
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_857
	global_store_short v21, v1, s[16:17] offset:34      ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v2, v7, v1, s4
	v_cmp_u_f32 s[6:7], v7, v7
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_857
	global_store_short v21, v1, s[16:17] offset:36      ; examples/attention_paged.kgen:29: store to 'o'
	s_mov_b64 exec, s[6:7]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v2, v8, v1, s4
	v_cmp_u_f32 s[4:5], v8, v8
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[4:5]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[4:5], s[28:29]                 ; lanes where %vpred_857
	global_store_short v21, v1, s[16:17] offset:38      ; examples/attention_paged.kgen:29: store to 'o'
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
;   'q' (21:34), the same in every step of the loop over 'tt': held in registers, each lane's fragments loaded once before the loop (no shared memory)
;   for tt in t: ends where the mask at 21:13 hides every later 'tt' from this program (tt <= lens[b] - 1): min(T, last visible + 1)
;   staging: 'kc' in runs of 4 'd' (8 bytes: one load and one store each, subscripts and bounds once) where the rows of 'kc' are multiples of 4 (and the extent of 'd', for a ragged last step), else element by element (kgen.lower.runs)
; resources: 89 VGPRs, 0 AGPRs, 78 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 24064 bytes LDS, 108 bytes of arguments, 256 threads
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
	v_and_b32 v2, 15, v1
	v_lshrrev_b32 v3, 4, v1
	v_and_b32 v4, 3, v3
	v_lshlrev_b32 v5, 3, v4
	s_mov_b32 s38, s29
	s_mov_b32 s39, 0
	s_lshl_b64 s[40:41], s[38:39], 2
	s_add_u32 s38, s14, s40                             ; 'lens' at this program
	s_addc_u32 s39, s15, s41
	v_lshlrev_b32 v6, 2, v3
	v_lshrrev_b32 v3, 5, v1
	v_and_b32 v7, 31, v1
	v_lshlrev_b32 v8, 2, v7
	v_mov_b32 v7, 0x88
	v_mul_lo_u32 v9, v7, v3
	v_add_u32 v7, v9, v8
	v_lshlrev_b32 v9, 1, v7                             ; thread's place in opa0
	v_cmp_eq_u32 s[14:15], v2, 0                        ; one thread of each group of copies
	v_lshlrev_b32 v7, 2, v6
	v_lshlrev_b32 v10, 2, v3
	v_lshlrev_b32 v11, 2, v4
	v_lshrrev_b32 v4, 6, v1
	v_lshlrev_b32 v12, 5, v4
	v_or_b32 v13, v11, v12                              ; thread's 'd' coordinate
	v_lshlrev_b32 v11, 2, v13
	v_lshlrev_b32 v14, 2, v8
	v_lshlrev_b32 v15, 4, v4
	v_or_b32 v16, v2, v15                               ; thread's 'r' coordinate
	v_mov_b32 v15, 0x88
	v_mul_lo_u32 v17, v15, v16
	v_add_u32 v15, v17, v5
	v_lshlrev_b32 v16, 1, v15                           ; thread's M-fragment place
	v_and_b32 v15, 1, v4
	v_lshrrev_b32 v4, 7, v1
	v_and_b32 v17, 1, v4
	v_lshlrev_b32 v4, 1, v17
	v_or_b32 v17, v15, v4                               ; warp group along 'tt'
	v_mul_lo_u32 v4, 16, v17
	v_add_u32 v15, v4, v2
	v_lshlrev_b32 v4, 2, v15
	v_lshlrev_b32 v15, 2, v2
	v_and_b32 v17, 48, v1
	v_cmp_eq_u32 s[40:41], v17, 0                       ; one lane per warp group and element publishes
	v_mov_b32 v17, 0x80
	v_mul_lo_u32 v18, v17, v3
	v_add_u32 v17, v18, v8
	v_lshlrev_b32 v18, 1, v17                           ; thread's byte offset in a chunk of 'vc'
	v_mov_b32 v17, 0x48
	v_mul_lo_u32 v19, v17, v8
	v_add_u32 v8, v19, v3
	v_lshlrev_b32 v17, 1, v8                            ; thread's place in opa0
	v_or_b32 v8, v2, v12                                ; thread's 'r' coordinate
	v_mov_b32 v12, 0x48
	v_mul_lo_u32 v19, v12, v8
	v_add_u32 v8, v19, v5
	v_lshlrev_b32 v12, 1, v8                            ; thread's M-fragment place
	v_mov_b32 v8, 0x48
	v_mul_lo_u32 v19, v8, v2
	v_add_u32 v8, v19, v6
	v_lshlrev_b32 v20, 1, v8                            ; thread's place in opb4
	v_add_u32 v8, v19, v5
	v_lshlrev_b32 v19, 1, v8                            ; thread's N-fragment place
	v_mov_b32 v8, 0x80
	v_mul_lo_u32 v21, v8, v2
	v_add_u32 v8, v21, v13
	v_lshlrev_b32 v22, 2, v8                            ; thread's byte offset in a chunk of 'acc_parts'
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
	v_and_b32 v8, 0xf0, v1
	v_cmp_eq_u32 s[36:37], v8, 0                        ; one thread of each group of copies
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
	v_mov_b32 v1, 0x80
	v_mul_lo_u32 v8, v1, v2
	v_add_u32 v1, v8, v5
	v_lshlrev_b32 v8, 1, v1                             ; thread's fragments in 'q'
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	global_load_dwordx4 v[24:27], v8, s[42:43]          ; examples/attention_paged.kgen:21: 'q' fragments 0, k-steps 0..1, held
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	global_load_dwordx4 v[28:31], v8, s[42:43] offset:64 ; examples/attention_paged.kgen:21: 'q' fragments 0, k-steps 2..3, held
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	global_load_dwordx4 v[32:35], v8, s[42:43] offset:128 ; examples/attention_paged.kgen:21: 'q' fragments 0, k-steps 4..5, held
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	global_load_dwordx4 v[36:39], v8, s[42:43] offset:192 ; examples/attention_paged.kgen:21: 'q' fragments 0, k-steps 6..7, held
	v_mov_b32 v40, 0                                    ; loop-carried 'acc'
	v_mov_b32 v41, 0                                    ; loop-carried 'acc'
	v_mov_b32 v42, 0                                    ; loop-carried 'acc'
	v_mov_b32 v43, 0                                    ; loop-carried 'acc'
	v_mov_b32 v44, 0                                    ; loop-carried 'acc'
	v_mov_b32 v45, 0                                    ; loop-carried 'acc'
	v_mov_b32 v46, 0                                    ; loop-carried 'acc'
	v_mov_b32 v47, 0                                    ; loop-carried 'acc'
	v_mov_b32 v1, 0                                     ; loop-carried 'l'
	v_mov_b32 v8, 0xff800000                            ; loop-carried 'mx'
	v_mov_b32 v23, 0                                    ; examples/attention_paged.kgen:21: load of 'lens'
	global_load_dword v48, v23, s[38:39]
	s_waitcnt vmcnt(0)
	v_sub_u32 v23, v48, s33                             ; for tt: from the part's first
	v_max_i32 v49, 0, v23
	v_min_u32 v23, s34, v49                             ; for tt: stops after the last 'tt' the mask at 21:13 shows (tt <= lens[b] - 1)
	v_cmp_ge_u32 s[18:19], v23, 64                      ; at least one whole chunk of 'tt'
	v_sub_u32 v49, v23, 63
	v_cndmask_b32 v50, 0, v49, s[18:19]                 ; full chunks start below extent - chunk + 1
	v_readfirstlane_b32 s18, v50
	s_mov_b32 s19, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s19, s18
	s_cbranch_scc1 .Lattention_paged_split_loop0_end
.Lattention_paged_split_loop0:
	s_add_u32 s22, s33, s19
	v_add_u32 v49, s22, v6
	v_add_u32 v50, 0, v49                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v51, 1, v49                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v52, 2, v49                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v53, 3, v49                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[46:47], v50, v48                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[48:49], v51, v48                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[50:51], v52, v48                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[52:53], v53, v48                     ; examples/attention_paged.kgen:21
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
	v_mov_b32 v49, 0                                    ; absent element
	s_cmp_eq_u32 s28, 0                                 ; if %upred_107
	s_cbranch_scc1 .Lattention_paged_split_skip0
	v_mov_b32 v54, s22                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v49, v54, s[12:13]
.Lattention_paged_split_skip0:
	v_lshrrev_b32 v54, 6, v50                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v55, 64, v54
	v_sub_u32 v54, v50, v55
	v_lshrrev_b32 v50, 6, v51                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v55, 64, v50
	v_sub_u32 v50, v51, v55
	v_lshrrev_b32 v51, 6, v52                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v55, 64, v51
	v_sub_u32 v51, v52, v55
	v_lshrrev_b32 v52, 6, v53                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v55, 64, v52
	v_sub_u32 v52, v53, v55
	s_and_saveexec_b64 s[22:23], s[14:15]               ; lanes where %vpred_113
	ds_write_b32 v7, v54 offset:18432                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v50 offset:18436                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v51 offset:18440                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v52 offset:18444                   ; convert the operand at 21:56: write this thread's elements
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v50, v10 offset:18432                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v51, v10 offset:18464                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v52, v10 offset:18496                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v53, v10 offset:18528                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v54, v10 offset:18560                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v55, v10 offset:18592                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v56, v10 offset:18624                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v57, v10 offset:18656                   ; convert the operand at 21:56: read in the new layout
	v_add_u32 v58, 0, v13
	v_add_u32 v59, 0, v58                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v60, 1, v58                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v61, 2, v58                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v62, 3, v58                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v63, 16, v58                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v64, 17, v58                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v65, 18, v58                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v66, 19, v58                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[22:23], s[14:15]               ; lanes where %vpred_113
	ds_write_b32 v11, v59 offset:18688                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v60 offset:18692                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v61 offset:18696                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v62 offset:18700                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v63 offset:18752                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v64 offset:18756                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v65 offset:18760                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v66 offset:18764                  ; convert the operand at 21:65: write this thread's elements
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v58, v14 offset:18688                   ; convert the operand at 21:65: read in the new layout
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[22:23], v49, s26                     ; subscript 0 of 'kc' inside [0, NP)
	v_cmp_lt_u32 s[54:55], v50, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[22:23], s[54:55]
	v_mov_b32 v59, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[54:55], v58, v59
	s_and_b64 s[58:59], s[56:57], s[54:55]
	v_mov_b32 v59, 0x2000
	v_mul_lo_u32 v60, v59, v49
	v_mov_b32 v59, 0x80
	v_mul_lo_u32 v61, v59, v50
	v_add_u32 v50, v60, v61
	v_add_u32 v59, v50, v58
	v_lshlrev_b32 v50, 1, v59                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v62, 0                                    ; an absent run: zeros
	v_mov_b32 v63, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[56:57], s[58:59]               ; lanes where %vpred_147
	global_load_dwordx2 v[62:63], v50, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[62:63]                           ; A operand of the product: stage a run
	v_cmp_lt_u32 s[56:57], v51, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[22:23], s[56:57]
	s_and_b64 s[56:57], s[58:59], s[54:55]
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v59, v50, v51
	v_add_u32 v50, v60, v59
	v_add_u32 v51, v50, v58
	v_lshlrev_b32 v50, 1, v51                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v62, 0                                    ; an absent run: zeros
	v_mov_b32 v63, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_158
	global_load_dwordx2 v[62:63], v50, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[62:63] offset:2176               ; A operand of the product: stage a run
	v_cmp_lt_u32 s[56:57], v52, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[22:23], s[56:57]
	s_and_b64 s[56:57], s[58:59], s[54:55]
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v51, v50, v52
	v_add_u32 v50, v60, v51
	v_add_u32 v51, v50, v58
	v_lshlrev_b32 v50, 1, v51                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v62, 0                                    ; an absent run: zeros
	v_mov_b32 v63, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_167
	global_load_dwordx2 v[62:63], v50, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[62:63] offset:4352               ; A operand of the product: stage a run
	v_cmp_lt_u32 s[56:57], v53, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[22:23], s[56:57]
	s_and_b64 s[56:57], s[58:59], s[54:55]
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v51, v50, v53
	v_add_u32 v50, v60, v51
	v_add_u32 v51, v50, v58
	v_lshlrev_b32 v50, 1, v51                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_176
	global_load_dwordx2 v[52:53], v50, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:6528               ; A operand of the product: stage a run
	v_cmp_lt_u32 s[56:57], v54, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[22:23], s[56:57]
	s_and_b64 s[56:57], s[58:59], s[54:55]
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v51, v50, v54
	v_add_u32 v50, v60, v51
	v_add_u32 v51, v50, v58
	v_lshlrev_b32 v50, 1, v51                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_185
	global_load_dwordx2 v[52:53], v50, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:8704               ; A operand of the product: stage a run
	v_cmp_lt_u32 s[56:57], v55, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[22:23], s[56:57]
	s_and_b64 s[56:57], s[58:59], s[54:55]
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v51, v50, v55
	v_add_u32 v50, v60, v51
	v_add_u32 v51, v50, v58
	v_lshlrev_b32 v50, 1, v51                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_194
	global_load_dwordx2 v[52:53], v50, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:10880              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[56:57], v56, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[22:23], s[56:57]
	s_and_b64 s[56:57], s[58:59], s[54:55]
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v51, v50, v56
	v_add_u32 v50, v60, v51
	v_add_u32 v51, v50, v58
	v_lshlrev_b32 v50, 1, v51                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[56:57]               ; lanes where %vpred_203
	global_load_dwordx2 v[52:53], v50, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:13056              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[56:57], v57, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[22:23], s[56:57]
	s_and_b64 s[56:57], s[58:59], s[54:55]
	v_mov_b32 v50, 0x80
	v_mul_lo_u32 v51, v50, v57
	v_add_u32 v50, v60, v51
	v_add_u32 v51, v50, v58
	v_lshlrev_b32 v50, 1, v51                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[54:55], s[56:57]               ; lanes where %vpred_212
	global_load_dwordx2 v[52:53], v50, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:15232              ; A operand of the product: stage a run
	v_mov_b32 v50, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v52, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[54:57], v16                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[50:53], v[54:55], v[24:25], v[50:53] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[50:53], v[56:57], v[26:27], v[50:53] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[54:57], v16 offset:64                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[50:53], v[54:55], v[28:29], v[50:53] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[50:53], v[56:57], v[30:31], v[50:53] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[54:57], v16 offset:128               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[50:53], v[54:55], v[32:33], v[50:53] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[50:53], v[56:57], v[34:35], v[50:53] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[54:57], v16 offset:192               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[50:53], v[54:55], v[36:37], v[50:53] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[50:53], v[56:57], v[38:39], v[50:53] ; examples/attention_paged.kgen:21: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_mul_f32 v54, s16, v50                             ; examples/attention_paged.kgen:21
	v_mul_f32 v55, s16, v51                             ; examples/attention_paged.kgen:21
	v_mul_f32 v56, s16, v52                             ; examples/attention_paged.kgen:21
	v_mul_f32 v57, s16, v53                             ; examples/attention_paged.kgen:21
	v_mov_b32 v50, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v51, v50, v54, s[46:47]
	v_mov_b32 v50, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v52, v50, v55, s[48:49]
	v_mov_b32 v50, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v53, v50, v56, s[50:51]
	v_mov_b32 v50, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v54, v50, v57, s[52:53]
	v_max_f32 v50, v51, v52                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[46:47], v51, v52
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v50, v55, s[46:47]
	v_max_f32 v50, v56, v53                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[46:47], v56, v53
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v50, v55, s[46:47]
	v_max_f32 v50, v56, v54                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[46:47], v56, v54
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v50, v55, s[46:47]
	ds_swizzle_b32 v50, v56 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v55, v56, v50
	v_cmp_u_f32 s[46:47], v56, v50
	v_mov_b32 v50, 0x7fc00000
	v_cndmask_b32 v56, v55, v50, s[46:47]
	v_and_b32 v50, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v50, 32, v50
	v_lshlrev_b32 v50, 2, v50
	ds_bpermute_b32 v55, v50, v56
	s_waitcnt lgkmcnt(0)
	v_max_f32 v50, v56, v55
	v_cmp_u_f32 s[46:47], v56, v55
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v50, v55, s[46:47]
	s_and_saveexec_b64 s[46:47], s[40:41]               ; lanes where %vpred_269
	ds_write_b32 v4, v56 offset:19200                   ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	s_mov_b64 exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v50, v15 offset:19200                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v55, v15 offset:19264                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v56, v50, v55
	v_cmp_u_f32 s[46:47], v50, v55
	v_mov_b32 v50, 0x7fc00000
	v_cndmask_b32 v55, v56, v50, s[46:47]
	ds_read_b32 v50, v15 offset:19328                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v56, v55, v50
	v_cmp_u_f32 s[46:47], v55, v50
	v_mov_b32 v50, 0x7fc00000
	v_cndmask_b32 v55, v56, v50, s[46:47]
	ds_read_b32 v50, v15 offset:19392                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v56, v55, v50
	v_cmp_u_f32 s[46:47], v55, v50
	v_mov_b32 v50, 0x7fc00000
	v_cndmask_b32 v55, v56, v50, s[46:47]
	v_max_f32 v50, v8, v55                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[46:47], v8, v55
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v50, v55, s[46:47]
	v_sub_f32 v50, v8, v56                              ; examples/attention_paged.kgen:24
	v_mul_f32 v55, 0x3fb8aa3b, v50                      ; examples/attention_paged.kgen:24
	v_exp_f32 v50, v55                                  ; examples/attention_paged.kgen:24
	v_mul_f32 v55, v40, v50                             ; examples/attention_paged.kgen:26
	v_mul_f32 v57, v41, v50                             ; examples/attention_paged.kgen:26
	v_mul_f32 v58, v42, v50                             ; examples/attention_paged.kgen:26
	v_mul_f32 v59, v43, v50                             ; examples/attention_paged.kgen:26
	v_mul_f32 v60, v44, v50                             ; examples/attention_paged.kgen:26
	v_mul_f32 v61, v45, v50                             ; examples/attention_paged.kgen:26
	v_mul_f32 v62, v46, v50                             ; examples/attention_paged.kgen:26
	v_mul_f32 v63, v47, v50                             ; examples/attention_paged.kgen:26
	v_mov_b32 v40, v55                                  ; 'acc' scaled in place
	v_mov_b32 v41, v57                                  ; 'acc' scaled in place
	v_mov_b32 v42, v58                                  ; 'acc' scaled in place
	v_mov_b32 v43, v59                                  ; 'acc' scaled in place
	v_mov_b32 v44, v60                                  ; 'acc' scaled in place
	v_mov_b32 v45, v61                                  ; 'acc' scaled in place
	v_mov_b32 v46, v62                                  ; 'acc' scaled in place
	v_mov_b32 v47, v63                                  ; 'acc' scaled in place
	v_cndmask_b32 v55, 0, v49, s[22:23]
	v_mov_b32 v49, 0x2000
	v_mul_lo_u32 v58, v55, v49
	v_mov_b32 v49, 0x2000
	v_mul_hi_u32 v59, v55, v49
	v_lshlrev_b64 v[60:61], 1, v[58:59]
	v_add_co_u32 v58, vcc, s10, v60                     ; 'vc' at this page
	v_mov_b32 v49, s11
	v_addc_co_u32 v59, vcc, v49, v61, vcc
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	s_nop 4
	global_load_ushort v49, v18, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	s_nop 4
	global_load_ushort v49, v18, s[48:49] offset:2
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	s_nop 4
	global_load_ushort v49, v18, s[48:49] offset:4
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	s_nop 4
	global_load_ushort v49, v18, s[48:49] offset:6
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	s_nop 4
	global_load_ushort v49, v18, s[48:49] offset:2048
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	s_nop 4
	global_load_ushort v49, v18, s[48:49] offset:2050
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	s_nop 4
	global_load_ushort v49, v18, s[48:49] offset:2052
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	s_nop 4
	global_load_ushort v49, v18, s[48:49] offset:2054
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v66, 0x1000, v18
	s_nop 3
	global_load_ushort v49, v66, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v67, 0x1002, v18
	s_nop 3
	global_load_ushort v49, v67, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v68, 0x1004, v18
	s_nop 3
	global_load_ushort v49, v68, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v69, 0x1006, v18
	s_nop 3
	global_load_ushort v49, v69, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v70, 0x1800, v18
	s_nop 3
	global_load_ushort v49, v70, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v71, 0x1802, v18
	s_nop 3
	global_load_ushort v49, v71, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v72, 0x1804, v18
	s_nop 3
	global_load_ushort v49, v72, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v73, 0x1806, v18
	s_nop 3
	global_load_ushort v49, v73, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v74, 0x2000, v18
	s_nop 3
	global_load_ushort v49, v74, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v75, 0x2002, v18
	s_nop 3
	global_load_ushort v49, v75, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v76, 0x2004, v18
	s_nop 3
	global_load_ushort v49, v76, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v77, 0x2006, v18
	s_nop 3
	global_load_ushort v49, v77, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v78, 0x2800, v18
	s_nop 3
	global_load_ushort v49, v78, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v79, 0x2802, v18
	s_nop 3
	global_load_ushort v49, v79, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v80, 0x2804, v18
	s_nop 3
	global_load_ushort v49, v80, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v81, 0x2806, v18
	s_nop 3
	global_load_ushort v49, v81, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v82, 0x3000, v18
	s_nop 3
	global_load_ushort v49, v82, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v83, 0x3002, v18
	s_nop 3
	global_load_ushort v49, v83, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v84, 0x3004, v18
	s_nop 3
	global_load_ushort v49, v84, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v85, 0x3006, v18
	s_nop 3
	global_load_ushort v49, v85, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v86, 0x3800, v18
	s_nop 3
	global_load_ushort v49, v86, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v87, 0x3802, v18
	s_nop 3
	global_load_ushort v49, v87, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v87, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v88, 0x3804, v18
	s_nop 3
	global_load_ushort v49, v88, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[22:23]               ; lanes where %vpred_143
	v_readfirstlane_b32 s22, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s23, v59
	v_add_u32 v58, 0x3806, v18
	s_nop 3
	global_load_ushort v49, v58, s[22:23]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v49
	v_lshrrev_b32 v49, 16, v55
	ds_write_b16 v17, v49                               ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v57
	ds_write_b16 v17, v49 offset:144                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v60
	ds_write_b16 v17, v49 offset:288                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v61
	ds_write_b16 v17, v49 offset:432                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v62
	ds_write_b16 v17, v49 offset:16                     ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v63
	ds_write_b16 v17, v49 offset:160                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v64
	ds_write_b16 v17, v49 offset:304                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v65
	ds_write_b16 v17, v49 offset:448                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v66
	ds_write_b16 v17, v49 offset:32                     ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v67
	ds_write_b16 v17, v49 offset:176                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v68
	ds_write_b16 v17, v49 offset:320                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v69
	ds_write_b16 v17, v49 offset:464                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v70
	ds_write_b16 v17, v49 offset:48                     ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v71
	ds_write_b16 v17, v49 offset:192                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v72
	ds_write_b16 v17, v49 offset:336                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v73
	ds_write_b16 v17, v49 offset:480                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v74
	ds_write_b16 v17, v49 offset:64                     ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v75
	ds_write_b16 v17, v49 offset:208                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v76
	ds_write_b16 v17, v49 offset:352                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v77
	ds_write_b16 v17, v49 offset:496                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v78
	ds_write_b16 v17, v49 offset:80                     ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v79
	ds_write_b16 v17, v49 offset:224                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v80
	ds_write_b16 v17, v49 offset:368                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v81
	ds_write_b16 v17, v49 offset:512                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v82
	ds_write_b16 v17, v49 offset:96                     ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v83
	ds_write_b16 v17, v49 offset:240                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v84
	ds_write_b16 v17, v49 offset:384                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v85
	ds_write_b16 v17, v49 offset:528                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v86
	ds_write_b16 v17, v49 offset:112                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v87
	ds_write_b16 v17, v49 offset:256                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v88
	ds_write_b16 v17, v49 offset:400                    ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v58
	ds_write_b16 v17, v49 offset:544                    ; A operand of the product: stage
	v_mul_f32 v49, 0xbfb8aa3b, v56                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v55, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v57, v51, v55, v49
	v_exp_f32 v51, v57                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v55, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v57, v52, v55, v49
	v_exp_f32 v52, v57                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v55, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v57, v53, v55, v49
	v_exp_f32 v53, v57                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v55, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v57, v54, v55, v49
	v_exp_f32 v49, v57                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v54, v51, 16, 1                           ; round to bf16
	v_add3_u32 v55, v51, v54, s5
	v_cmp_u_f32 s[22:23], v51, v51
	v_mov_b32 v54, 0x7fc00000
	v_cndmask_b32 v55, v55, v54, s[22:23]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v52, 16, 1                           ; round to bf16
	v_add3_u32 v57, v52, v55, s5
	v_cmp_u_f32 s[22:23], v52, v52
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v57, v57, v55, s[22:23]
	v_and_b32 v55, 0xffff0000, v57
	v_bfe_u32 v57, v53, 16, 1                           ; round to bf16
	v_add3_u32 v58, v53, v57, s5
	v_cmp_u_f32 s[22:23], v53, v53
	v_mov_b32 v57, 0x7fc00000
	v_cndmask_b32 v58, v58, v57, s[22:23]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v49, 16, 1                           ; round to bf16
	v_add3_u32 v59, v49, v58, s5
	v_cmp_u_f32 s[22:23], v49, v49
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v59, v58, s[22:23]
	v_and_b32 v58, 0xffff0000, v59
	v_lshrrev_b32 v59, 16, v54
	ds_write_b16 v20, v59 offset:19456                  ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v55
	ds_write_b16 v20, v54 offset:19458                  ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v57
	ds_write_b16 v20, v54 offset:19460                  ; B operand of the product: stage
	v_lshrrev_b32 v54, 16, v58
	ds_write_b16 v20, v54 offset:19462                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[58:61], v19 offset:19456             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[62:65], v12                          ; A fragment 0, k-steps 0..1
	ds_read_b128 v[66:69], v12 offset:2304              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[62:63], v[58:59], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[66:67], v[58:59], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[64:65], v[60:61], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[68:69], v[60:61], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	ds_read_b128 v[58:61], v19 offset:19520             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[62:65], v12 offset:64                ; A fragment 0, k-steps 2..3
	ds_read_b128 v[66:69], v12 offset:2368              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[62:63], v[58:59], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[66:67], v[58:59], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[64:65], v[60:61], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[68:69], v[60:61], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mul_f32 v54, v1, v50                              ; examples/attention_paged.kgen:25
	v_add_f32 v50, v51, v52                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v51, v50, v53                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v50, v51, v49                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v49, v50 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v50, v49
	v_and_b32 v49, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v49, 32, v49
	v_lshlrev_b32 v49, 2, v49
	ds_bpermute_b32 v50, v49, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32 v49, v51, v50
	s_and_saveexec_b64 s[22:23], s[40:41]               ; lanes where %vpred_269
	ds_write_b32 v4, v49 offset:23808                   ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v49, v15 offset:23808                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v50, v15 offset:23872                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v49, v50
	ds_read_b32 v49, v15 offset:23936                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v50, v51, v49
	ds_read_b32 v49, v15 offset:24000                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v50, v49
	v_add_f32 v49, v54, v51                             ; examples/attention_paged.kgen:25
	v_mov_b32 v1, v49                                   ; next 'l'
	v_mov_b32 v8, v56                                   ; next 'mx'
	s_add_u32 s19, s19, 64
	s_cmp_lt_u32 s19, s18
	s_cbranch_scc1 .Lattention_paged_split_loop0
.Lattention_paged_split_loop0_end:
	v_readfirstlane_b32 s18, v23
	s_mov_b32 s22, s19                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s22, s18
	s_cbranch_scc1 .Lattention_paged_split_loop1_end
.Lattention_paged_split_loop1:
	s_add_u32 s19, s33, s22
	v_sub_u32 v49, v23, s22
	v_add_u32 v50, s19, v6
	v_add_u32 v51, 0, v50                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v52, 1, v50                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v53, 2, v50                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v54, 3, v50                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[46:47], v51, v48                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[48:49], v52, v48                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[50:51], v53, v48                     ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[52:53], v54, v48                     ; examples/attention_paged.kgen:21
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
	v_mov_b32 v50, 0                                    ; absent element
	s_cmp_eq_u32 s28, 0                                 ; if %upred_480
	s_cbranch_scc1 .Lattention_paged_split_skip1
	v_mov_b32 v55, s19                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v50, v55, s[12:13]
.Lattention_paged_split_skip1:
	v_lshrrev_b32 v55, 6, v51                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v56, 64, v55
	v_sub_u32 v55, v51, v56
	v_lshrrev_b32 v51, 6, v52                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v56, 64, v51
	v_sub_u32 v51, v52, v56
	v_lshrrev_b32 v52, 6, v53                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v56, 64, v52
	v_sub_u32 v52, v53, v56
	v_lshrrev_b32 v53, 6, v54                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v56, 64, v53
	v_sub_u32 v53, v54, v56
	s_and_saveexec_b64 s[54:55], s[14:15]               ; lanes where %vpred_113
	ds_write_b32 v7, v55 offset:18432                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v51 offset:18436                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v52 offset:18440                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v53 offset:18444                   ; convert the operand at 21:56: write this thread's elements
	s_mov_b64 exec, s[54:55]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v51, v10 offset:18432                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v52, v10 offset:18464                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v53, v10 offset:18496                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v54, v10 offset:18528                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v55, v10 offset:18560                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v56, v10 offset:18592                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v57, v10 offset:18624                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v58, v10 offset:18656                   ; convert the operand at 21:56: read in the new layout
	v_add_u32 v59, 0, v13
	v_add_u32 v60, 0, v59                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v61, 1, v59                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v62, 2, v59                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v63, 3, v59                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v64, 16, v59                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v65, 17, v59                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v66, 18, v59                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v67, 19, v59                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[54:55], s[14:15]               ; lanes where %vpred_113
	ds_write_b32 v11, v60 offset:18688                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v61 offset:18692                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v62 offset:18696                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v63 offset:18700                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v64 offset:18752                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v65 offset:18756                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v66 offset:18760                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v67 offset:18764                  ; convert the operand at 21:65: write this thread's elements
	s_mov_b64 exec, s[54:55]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v59, v14 offset:18688                   ; convert the operand at 21:65: read in the new layout
	v_cmp_lt_u32 s[54:55], v3, v49                      ; 'tt' element in bounds
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[56:57], v50, s26                     ; subscript 0 of 'kc' inside [0, NP)
	s_and_b64 s[58:59], s[54:55], s[56:57]
	v_cmp_lt_u32 s[54:55], v51, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[60:61], s[58:59], s[54:55]
	v_mov_b32 v60, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[54:55], v59, v60
	s_and_b64 s[62:63], s[60:61], s[54:55]
	v_mov_b32 v60, 0x2000
	v_mul_lo_u32 v61, v60, v50
	v_mov_b32 v60, 0x80
	v_mul_lo_u32 v62, v60, v51
	v_add_u32 v51, v61, v62
	v_add_u32 v60, v51, v59
	v_lshlrev_b32 v51, 1, v60                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v62, 0                                    ; an absent run: zeros
	v_mov_b32 v63, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[60:61], s[62:63]               ; lanes where %vpred_513
	global_load_dwordx2 v[62:63], v51, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[62:63]                           ; A operand of the product: stage a run
	v_add_u32 v51, 8, v3
	v_cmp_lt_u32 s[60:61], v51, v49                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v52, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[62:63], s[60:61]
	s_and_b64 s[60:61], s[64:65], s[54:55]
	v_mov_b32 v51, 0x80
	v_mul_lo_u32 v60, v51, v52
	v_add_u32 v51, v61, v60
	v_add_u32 v52, v51, v59
	v_lshlrev_b32 v51, 1, v52                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v62, 0                                    ; an absent run: zeros
	v_mov_b32 v63, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[64:65], s[60:61]               ; lanes where %vpred_526
	global_load_dwordx2 v[62:63], v51, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[62:63] offset:2176               ; A operand of the product: stage a run
	v_add_u32 v51, 16, v3
	v_cmp_lt_u32 s[60:61], v51, v49                     ; 'tt' element in bounds
	s_and_b64 s[64:65], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v53, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[66:67], s[64:65], s[60:61]
	s_and_b64 s[60:61], s[66:67], s[54:55]
	v_mov_b32 v51, 0x80
	v_mul_lo_u32 v52, v51, v53
	v_add_u32 v51, v61, v52
	v_add_u32 v52, v51, v59
	v_lshlrev_b32 v51, 1, v52                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[66:67], s[60:61]               ; lanes where %vpred_538
	global_load_dwordx2 v[52:53], v51, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:4352               ; A operand of the product: stage a run
	v_add_u32 v51, 24, v3
	v_cmp_lt_u32 s[60:61], v51, v49                     ; 'tt' element in bounds
	s_and_b64 s[66:67], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v54, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[68:69], s[66:67], s[60:61]
	s_and_b64 s[60:61], s[68:69], s[54:55]
	v_mov_b32 v51, 0x80
	v_mul_lo_u32 v52, v51, v54
	v_add_u32 v51, v61, v52
	v_add_u32 v52, v51, v59
	v_lshlrev_b32 v51, 1, v52                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[68:69], s[60:61]               ; lanes where %vpred_550
	global_load_dwordx2 v[52:53], v51, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[68:69]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:6528               ; A operand of the product: stage a run
	v_add_u32 v51, 32, v3
	v_cmp_lt_u32 s[60:61], v51, v49                     ; 'tt' element in bounds
	s_and_b64 s[68:69], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v55, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[70:71], s[68:69], s[60:61]
	s_and_b64 s[60:61], s[70:71], s[54:55]
	v_mov_b32 v51, 0x80
	v_mul_lo_u32 v52, v51, v55
	v_add_u32 v51, v61, v52
	v_add_u32 v52, v51, v59
	v_lshlrev_b32 v51, 1, v52                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[70:71], s[60:61]               ; lanes where %vpred_562
	global_load_dwordx2 v[52:53], v51, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:8704               ; A operand of the product: stage a run
	v_add_u32 v51, 40, v3
	v_cmp_lt_u32 s[60:61], v51, v49                     ; 'tt' element in bounds
	s_and_b64 s[70:71], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v56, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[72:73], s[70:71], s[60:61]
	s_and_b64 s[60:61], s[72:73], s[54:55]
	v_mov_b32 v51, 0x80
	v_mul_lo_u32 v52, v51, v56
	v_add_u32 v51, v61, v52
	v_add_u32 v52, v51, v59
	v_lshlrev_b32 v51, 1, v52                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[72:73], s[60:61]               ; lanes where %vpred_574
	global_load_dwordx2 v[52:53], v51, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:10880              ; A operand of the product: stage a run
	v_add_u32 v51, 48, v3
	v_cmp_lt_u32 s[60:61], v51, v49                     ; 'tt' element in bounds
	s_and_b64 s[72:73], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v57, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[74:75], s[72:73], s[60:61]
	s_and_b64 s[60:61], s[74:75], s[54:55]
	v_mov_b32 v51, 0x80
	v_mul_lo_u32 v52, v51, v57
	v_add_u32 v51, v61, v52
	v_add_u32 v52, v51, v59
	v_lshlrev_b32 v51, 1, v52                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[74:75], s[60:61]               ; lanes where %vpred_586
	global_load_dwordx2 v[52:53], v51, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:13056              ; A operand of the product: stage a run
	v_add_u32 v51, 56, v3
	v_cmp_lt_u32 s[60:61], v51, v49                     ; 'tt' element in bounds
	s_and_b64 s[74:75], s[60:61], s[56:57]
	v_cmp_lt_u32 s[60:61], v58, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[76:77], s[74:75], s[60:61]
	s_and_b64 s[60:61], s[76:77], s[54:55]
	v_mov_b32 v51, 0x80
	v_mul_lo_u32 v52, v51, v58
	v_add_u32 v51, v61, v52
	v_add_u32 v52, v51, v59
	v_lshlrev_b32 v51, 1, v52                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v52, 0                                    ; an absent run: zeros
	v_mov_b32 v53, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[54:55], s[60:61]               ; lanes where %vpred_598
	global_load_dwordx2 v[52:53], v51, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[54:55]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[52:53] offset:15232              ; A operand of the product: stage a run
	v_mov_b32 v52, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[56:59], v16                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[52:55], v[56:57], v[24:25], v[52:55] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[52:55], v[58:59], v[26:27], v[52:55] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[56:59], v16 offset:64                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[52:55], v[56:57], v[28:29], v[52:55] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[52:55], v[58:59], v[30:31], v[52:55] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[56:59], v16 offset:128               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[52:55], v[56:57], v[32:33], v[52:55] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[52:55], v[58:59], v[34:35], v[52:55] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[56:59], v16 offset:192               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[52:55], v[56:57], v[36:37], v[52:55] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[52:55], v[58:59], v[38:39], v[52:55] ; examples/attention_paged.kgen:21: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_mul_f32 v51, s16, v52                             ; examples/attention_paged.kgen:21
	v_mul_f32 v56, s16, v53                             ; examples/attention_paged.kgen:21
	v_mul_f32 v57, s16, v54                             ; examples/attention_paged.kgen:21
	v_mul_f32 v58, s16, v55                             ; examples/attention_paged.kgen:21
	v_mov_b32 v52, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v53, v52, v51, s[46:47]
	v_mov_b32 v51, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v52, v51, v56, s[48:49]
	v_mov_b32 v51, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v54, v51, v57, s[50:51]
	v_mov_b32 v51, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v55, v51, v58, s[52:53]
	v_cmp_lt_u32 s[46:47], v2, s31                      ; 'r' element in bounds
	v_cmp_lt_u32 s[48:49], v6, v49                      ; 'tt' element in bounds
	s_and_b64 s[50:51], s[46:47], s[48:49]
	v_mov_b32 v51, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v56, v51, v53, s[50:51]
	v_add_u32 v51, 1, v6
	v_cmp_lt_u32 s[48:49], v51, v49                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[46:47], s[48:49]
	v_mov_b32 v51, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v57, v51, v52, s[52:53]
	v_add_u32 v51, 2, v6
	v_cmp_lt_u32 s[48:49], v51, v49                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[46:47], s[48:49]
	v_mov_b32 v51, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v58, v51, v54, s[54:55]
	v_add_u32 v51, 3, v6
	v_cmp_lt_u32 s[48:49], v51, v49                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[46:47], s[48:49]
	v_mov_b32 v49, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v51, v49, v55, s[60:61]
	v_max_f32 v49, v56, v57                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[46:47], v56, v57
	v_mov_b32 v56, 0x7fc00000
	v_cndmask_b32 v57, v49, v56, s[46:47]
	v_max_f32 v49, v57, v58                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[46:47], v57, v58
	v_mov_b32 v56, 0x7fc00000
	v_cndmask_b32 v57, v49, v56, s[46:47]
	v_max_f32 v49, v57, v51                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[46:47], v57, v51
	v_mov_b32 v51, 0x7fc00000
	v_cndmask_b32 v56, v49, v51, s[46:47]
	ds_swizzle_b32 v49, v56 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v51, v56, v49
	v_cmp_u_f32 s[46:47], v56, v49
	v_mov_b32 v49, 0x7fc00000
	v_cndmask_b32 v56, v51, v49, s[46:47]
	v_and_b32 v49, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v49, 32, v49
	v_lshlrev_b32 v49, 2, v49
	ds_bpermute_b32 v51, v49, v56
	s_waitcnt lgkmcnt(0)
	v_max_f32 v49, v56, v51
	v_cmp_u_f32 s[46:47], v56, v51
	v_mov_b32 v51, 0x7fc00000
	v_cndmask_b32 v56, v49, v51, s[46:47]
	s_and_saveexec_b64 s[46:47], s[40:41]               ; lanes where %vpred_269
	ds_write_b32 v4, v56 offset:19200                   ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	s_mov_b64 exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v49, v15 offset:19200                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v51, v15 offset:19264                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v56, v49, v51
	v_cmp_u_f32 s[46:47], v49, v51
	v_mov_b32 v49, 0x7fc00000
	v_cndmask_b32 v51, v56, v49, s[46:47]
	ds_read_b32 v49, v15 offset:19328                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v56, v51, v49
	v_cmp_u_f32 s[46:47], v51, v49
	v_mov_b32 v49, 0x7fc00000
	v_cndmask_b32 v51, v56, v49, s[46:47]
	ds_read_b32 v49, v15 offset:19392                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v56, v51, v49
	v_cmp_u_f32 s[46:47], v51, v49
	v_mov_b32 v49, 0x7fc00000
	v_cndmask_b32 v51, v56, v49, s[46:47]
	v_max_f32 v49, v8, v51                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[46:47], v8, v51
	v_mov_b32 v51, 0x7fc00000
	v_cndmask_b32 v56, v49, v51, s[46:47]
	v_sub_f32 v49, v8, v56                              ; examples/attention_paged.kgen:24
	v_mul_f32 v51, 0x3fb8aa3b, v49                      ; examples/attention_paged.kgen:24
	v_exp_f32 v49, v51                                  ; examples/attention_paged.kgen:24
	v_mul_f32 v51, v40, v49                             ; examples/attention_paged.kgen:26
	v_mul_f32 v57, v41, v49                             ; examples/attention_paged.kgen:26
	v_mul_f32 v58, v42, v49                             ; examples/attention_paged.kgen:26
	v_mul_f32 v59, v43, v49                             ; examples/attention_paged.kgen:26
	v_mul_f32 v60, v44, v49                             ; examples/attention_paged.kgen:26
	v_mul_f32 v61, v45, v49                             ; examples/attention_paged.kgen:26
	v_mul_f32 v62, v46, v49                             ; examples/attention_paged.kgen:26
	v_mul_f32 v63, v47, v49                             ; examples/attention_paged.kgen:26
	v_mov_b32 v40, v51                                  ; 'acc' scaled in place
	v_mov_b32 v41, v57                                  ; 'acc' scaled in place
	v_mov_b32 v42, v58                                  ; 'acc' scaled in place
	v_mov_b32 v43, v59                                  ; 'acc' scaled in place
	v_mov_b32 v44, v60                                  ; 'acc' scaled in place
	v_mov_b32 v45, v61                                  ; 'acc' scaled in place
	v_mov_b32 v46, v62                                  ; 'acc' scaled in place
	v_mov_b32 v47, v63                                  ; 'acc' scaled in place
	v_cndmask_b32 v51, 0, v50, s[56:57]
	v_mov_b32 v50, 0x2000
	v_mul_lo_u32 v58, v51, v50
	v_mov_b32 v50, 0x2000
	v_mul_hi_u32 v59, v51, v50
	v_lshlrev_b64 v[50:51], 1, v[58:59]
	v_add_co_u32 v58, vcc, s10, v50                     ; 'vc' at this page
	v_mov_b32 v57, s11
	v_addc_co_u32 v59, vcc, v57, v51, vcc
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[58:59]               ; lanes where %vpred_509
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	s_nop 4
	global_load_ushort v50, v18, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[58:59]               ; lanes where %vpred_509
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	s_nop 4
	global_load_ushort v50, v18, s[48:49] offset:2
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[58:59]               ; lanes where %vpred_509
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	s_nop 4
	global_load_ushort v50, v18, s[48:49] offset:4
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[58:59]               ; lanes where %vpred_509
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	s_nop 4
	global_load_ushort v50, v18, s[48:49] offset:6
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[62:63]               ; lanes where %vpred_523
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	s_nop 4
	global_load_ushort v50, v18, s[48:49] offset:2048
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[62:63]               ; lanes where %vpred_523
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	s_nop 4
	global_load_ushort v50, v18, s[48:49] offset:2050
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[62:63]               ; lanes where %vpred_523
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	s_nop 4
	global_load_ushort v50, v18, s[48:49] offset:2052
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[62:63]               ; lanes where %vpred_523
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	s_nop 4
	global_load_ushort v50, v18, s[48:49] offset:2054
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[64:65]               ; lanes where %vpred_535
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v66, 0x1000, v18
	s_nop 3
	global_load_ushort v50, v66, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[64:65]               ; lanes where %vpred_535
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v67, 0x1002, v18
	s_nop 3
	global_load_ushort v50, v67, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[64:65]               ; lanes where %vpred_535
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v68, 0x1004, v18
	s_nop 3
	global_load_ushort v50, v68, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[64:65]               ; lanes where %vpred_535
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v69, 0x1006, v18
	s_nop 3
	global_load_ushort v50, v69, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[66:67]               ; lanes where %vpred_547
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v70, 0x1800, v18
	s_nop 3
	global_load_ushort v50, v70, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[66:67]               ; lanes where %vpred_547
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v71, 0x1802, v18
	s_nop 3
	global_load_ushort v50, v71, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[66:67]               ; lanes where %vpred_547
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v72, 0x1804, v18
	s_nop 3
	global_load_ushort v50, v72, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[66:67]               ; lanes where %vpred_547
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v73, 0x1806, v18
	s_nop 3
	global_load_ushort v50, v73, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[68:69]               ; lanes where %vpred_559
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v74, 0x2000, v18
	s_nop 3
	global_load_ushort v50, v74, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[68:69]               ; lanes where %vpred_559
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v75, 0x2002, v18
	s_nop 3
	global_load_ushort v50, v75, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[68:69]               ; lanes where %vpred_559
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v76, 0x2004, v18
	s_nop 3
	global_load_ushort v50, v76, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[68:69]               ; lanes where %vpred_559
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v77, 0x2006, v18
	s_nop 3
	global_load_ushort v50, v77, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[70:71]               ; lanes where %vpred_571
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v78, 0x2800, v18
	s_nop 3
	global_load_ushort v50, v78, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[70:71]               ; lanes where %vpred_571
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v79, 0x2802, v18
	s_nop 3
	global_load_ushort v50, v79, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[70:71]               ; lanes where %vpred_571
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v80, 0x2804, v18
	s_nop 3
	global_load_ushort v50, v80, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[70:71]               ; lanes where %vpred_571
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v81, 0x2806, v18
	s_nop 3
	global_load_ushort v50, v81, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[72:73]               ; lanes where %vpred_583
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v82, 0x3000, v18
	s_nop 3
	global_load_ushort v50, v82, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[72:73]               ; lanes where %vpred_583
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v83, 0x3002, v18
	s_nop 3
	global_load_ushort v50, v83, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[72:73]               ; lanes where %vpred_583
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v84, 0x3004, v18
	s_nop 3
	global_load_ushort v50, v84, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[72:73]               ; lanes where %vpred_583
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v85, 0x3006, v18
	s_nop 3
	global_load_ushort v50, v85, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[74:75]               ; lanes where %vpred_595
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v86, 0x3800, v18
	s_nop 3
	global_load_ushort v50, v86, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v86, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[74:75]               ; lanes where %vpred_595
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v87, 0x3802, v18
	s_nop 3
	global_load_ushort v50, v87, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v87, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[74:75]               ; lanes where %vpred_595
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v88, 0x3804, v18
	s_nop 3
	global_load_ushort v50, v88, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v88, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[46:47], s[74:75]               ; lanes where %vpred_595
	v_readfirstlane_b32 s48, v58                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v59
	v_add_u32 v58, 0x3806, v18
	s_nop 3
	global_load_ushort v50, v58, s[48:49]
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v50
	v_lshrrev_b32 v50, 16, v51
	ds_write_b16 v17, v50                               ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v57
	ds_write_b16 v17, v50 offset:144                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v60
	ds_write_b16 v17, v50 offset:288                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v61
	ds_write_b16 v17, v50 offset:432                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v62
	ds_write_b16 v17, v50 offset:16                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v63
	ds_write_b16 v17, v50 offset:160                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v64
	ds_write_b16 v17, v50 offset:304                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v65
	ds_write_b16 v17, v50 offset:448                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v66
	ds_write_b16 v17, v50 offset:32                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v67
	ds_write_b16 v17, v50 offset:176                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v68
	ds_write_b16 v17, v50 offset:320                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v69
	ds_write_b16 v17, v50 offset:464                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v70
	ds_write_b16 v17, v50 offset:48                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v71
	ds_write_b16 v17, v50 offset:192                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v72
	ds_write_b16 v17, v50 offset:336                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v73
	ds_write_b16 v17, v50 offset:480                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v74
	ds_write_b16 v17, v50 offset:64                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v75
	ds_write_b16 v17, v50 offset:208                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v76
	ds_write_b16 v17, v50 offset:352                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v77
	ds_write_b16 v17, v50 offset:496                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v78
	ds_write_b16 v17, v50 offset:80                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v79
	ds_write_b16 v17, v50 offset:224                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v80
	ds_write_b16 v17, v50 offset:368                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v81
	ds_write_b16 v17, v50 offset:512                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v82
	ds_write_b16 v17, v50 offset:96                     ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v83
	ds_write_b16 v17, v50 offset:240                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v84
	ds_write_b16 v17, v50 offset:384                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v85
	ds_write_b16 v17, v50 offset:528                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v86
	ds_write_b16 v17, v50 offset:112                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v87
	ds_write_b16 v17, v50 offset:256                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v88
	ds_write_b16 v17, v50 offset:400                    ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v58
	ds_write_b16 v17, v50 offset:544                    ; A operand of the product: stage
	v_mul_f32 v50, 0xbfb8aa3b, v56                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v57, v53, v51, v50
	v_exp_f32 v51, v57                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v53, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v57, v52, v53, v50
	v_exp_f32 v52, v57                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v53, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v57, v54, v53, v50
	v_exp_f32 v53, v57                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v54, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v57, v55, v54, v50
	v_exp_f32 v50, v57                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v54, v51, 16, 1                           ; round to bf16
	v_add3_u32 v55, v51, v54, s5
	v_cmp_u_f32 s[46:47], v51, v51
	v_mov_b32 v54, 0x7fc00000
	v_cndmask_b32 v55, v55, v54, s[46:47]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v52, 16, 1                           ; round to bf16
	v_add3_u32 v57, v52, v55, s5
	v_cmp_u_f32 s[46:47], v52, v52
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v57, v57, v55, s[46:47]
	v_and_b32 v55, 0xffff0000, v57
	v_bfe_u32 v57, v53, 16, 1                           ; round to bf16
	v_add3_u32 v58, v53, v57, s5
	v_cmp_u_f32 s[46:47], v53, v53
	v_mov_b32 v57, 0x7fc00000
	v_cndmask_b32 v58, v58, v57, s[46:47]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v50, 16, 1                           ; round to bf16
	v_add3_u32 v59, v50, v58, s5
	v_cmp_u_f32 s[46:47], v50, v50
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v59, v58, s[46:47]
	v_and_b32 v58, 0xffff0000, v59
	v_cndmask_b32 v59, 0, v54, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v54, 16, v59
	ds_write_b16 v20, v54 offset:19456                  ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v55, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	ds_write_b16 v20, v55 offset:19458                  ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v57, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	ds_write_b16 v20, v55 offset:19460                  ; B operand of the product: stage
	v_cndmask_b32 v54, 0, v58, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v54
	ds_write_b16 v20, v55 offset:19462                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[58:61], v19 offset:19456             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[62:65], v12                          ; A fragment 0, k-steps 0..1
	ds_read_b128 v[66:69], v12 offset:2304              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[62:63], v[58:59], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[66:67], v[58:59], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[64:65], v[60:61], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[68:69], v[60:61], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	ds_read_b128 v[58:61], v19 offset:19520             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[62:65], v12 offset:64                ; A fragment 0, k-steps 2..3
	ds_read_b128 v[66:69], v12 offset:2368              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[62:63], v[58:59], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[66:67], v[58:59], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[64:65], v[60:61], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[68:69], v[60:61], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mul_f32 v54, v1, v49                              ; examples/attention_paged.kgen:25
	v_cndmask_b32 v49, 0, v51, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v51, 0, v52, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v52, 0, v53, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v53, 0, v50, s[60:61]                 ; absent elements contribute the identity
	v_add_f32 v50, v49, v51                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v49, v50, v52                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v50, v49, v53                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v49, v50 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v50, v49
	v_and_b32 v49, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v49, 32, v49
	v_lshlrev_b32 v49, 2, v49
	ds_bpermute_b32 v50, v49, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32 v49, v51, v50
	s_and_saveexec_b64 s[46:47], s[40:41]               ; lanes where %vpred_269
	ds_write_b32 v4, v49 offset:23808                   ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	s_mov_b64 exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v49, v15 offset:23808                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v50, v15 offset:23872                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v49, v50
	ds_read_b32 v49, v15 offset:23936                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v50, v51, v49
	ds_read_b32 v49, v15 offset:24000                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v50, v49
	v_add_f32 v49, v54, v51                             ; examples/attention_paged.kgen:25
	v_mov_b32 v1, v49                                   ; next 'l'
	v_mov_b32 v8, v56                                   ; next 'mx'
	s_add_u32 s22, s22, 64
	s_cmp_lt_u32 s22, s18
	s_cbranch_scc1 .Lattention_paged_split_loop1
.Lattention_paged_split_loop1_end:
	global_store_dwordx4 v22, v[40:43], s[6:7]          ; examples/attention_paged.kgen:19: 16-byte store to 'acc_parts'
	global_store_dwordx4 v22, v[44:47], s[6:7] offset:64 ; examples/attention_paged.kgen:19: 16-byte store to 'acc_parts'
	s_and_saveexec_b64 s[18:19], s[36:37]               ; lanes where %vpred_854
	global_store_dword v15, v1, s[44:45]                ; examples/attention_paged.kgen:19: store to 'l_parts'
	global_store_dword v15, v8, s[20:21]                ; examples/attention_paged.kgen:19: store to 'mx_parts'
	s_mov_b64 exec, s[18:19]
	s_branch .Lattention_paged_split_if0_end
.Lattention_paged_split_if0_else:
	v_add_u32 v1, v21, v5
	v_lshlrev_b32 v5, 1, v1                             ; thread's fragments in 'q'
	v_cmp_lt_u32 s[18:19], v2, s31                      ; the fragment's row of 'q' exists
	v_mov_b32 v24, 0                                    ; outside: 0
	v_mov_b32 v25, 0                                    ; outside: 0
	v_mov_b32 v26, 0                                    ; outside: 0
	v_mov_b32 v27, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_869
	global_load_dwordx4 v[24:27], v5, s[42:43]          ; examples/attention_paged.kgen:21: 'q' fragments 0, k-steps 0..1, held
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v28, 0                                    ; outside: 0
	v_mov_b32 v29, 0                                    ; outside: 0
	v_mov_b32 v30, 0                                    ; outside: 0
	v_mov_b32 v31, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_869
	global_load_dwordx4 v[28:31], v5, s[42:43] offset:64 ; examples/attention_paged.kgen:21: 'q' fragments 0, k-steps 2..3, held
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_869
	global_load_dwordx4 v[32:35], v5, s[42:43] offset:128 ; examples/attention_paged.kgen:21: 'q' fragments 0, k-steps 4..5, held
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_869
	global_load_dwordx4 v[36:39], v5, s[42:43] offset:192 ; examples/attention_paged.kgen:21: 'q' fragments 0, k-steps 6..7, held
	s_mov_b64 exec, s[22:23]
	v_mov_b32 v40, 0                                    ; loop-carried 'acc'
	v_mov_b32 v41, 0                                    ; loop-carried 'acc'
	v_mov_b32 v42, 0                                    ; loop-carried 'acc'
	v_mov_b32 v43, 0                                    ; loop-carried 'acc'
	v_mov_b32 v44, 0                                    ; loop-carried 'acc'
	v_mov_b32 v45, 0                                    ; loop-carried 'acc'
	v_mov_b32 v46, 0                                    ; loop-carried 'acc'
	v_mov_b32 v47, 0                                    ; loop-carried 'acc'
	v_mov_b32 v1, 0                                     ; loop-carried 'l'
	v_mov_b32 v2, 0xff800000                            ; loop-carried 'mx'
	v_mov_b32 v5, 0                                     ; examples/attention_paged.kgen:21: load of 'lens'
	global_load_dword v8, v5, s[38:39]
	s_waitcnt vmcnt(0)
	v_sub_u32 v5, v8, s33                               ; for tt: from the part's first
	v_max_i32 v21, 0, v5
	v_min_u32 v5, s34, v21                              ; for tt: stops after the last 'tt' the mask at 21:13 shows (tt <= lens[b] - 1)
	v_cmp_ge_u32 s[22:23], v5, 64                       ; at least one whole chunk of 'tt'
	v_sub_u32 v21, v5, 63
	v_cndmask_b32 v23, 0, v21, s[22:23]                 ; full chunks start below extent - chunk + 1
	s_cmp_lg_u32 s17, 0
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v21, 0, v23, s[22:23]
	v_readfirstlane_b32 s17, v21
	s_mov_b32 s22, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s22, s17
	s_cbranch_scc1 .Lattention_paged_split_loop2_end
.Lattention_paged_split_loop2:
	s_add_u32 s23, s33, s22
	v_add_u32 v21, s23, v6
	v_add_u32 v23, 0, v21                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v48, 1, v21                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v49, 2, v21                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v50, 3, v21                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[30:31], v23, v8                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[34:35], v48, v8                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[38:39], v49, v8                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[42:43], v50, v8                      ; examples/attention_paged.kgen:21
	s_add_i32 s25, s29, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s28, s23, 6
	s_mul_i32 s23, s25, s27
	s_add_u32 s32, s23, s28
	s_lshl_b32 s23, s32, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s25, s24                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s25, 1, 0
	s_cmp_lt_u32 s28, s27                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s28, 1, 0
	s_and_b32 s32, s25, s28
	v_mov_b32 v21, 0                                    ; absent element
	s_cmp_eq_u32 s32, 0                                 ; if %upred_922
	s_cbranch_scc1 .Lattention_paged_split_skip2
	v_mov_b32 v51, s23                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v21, v51, s[12:13]
.Lattention_paged_split_skip2:
	v_lshrrev_b32 v51, 6, v23                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v52, 64, v51
	v_sub_u32 v51, v23, v52
	v_lshrrev_b32 v23, 6, v48                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v52, 64, v23
	v_sub_u32 v23, v48, v52
	v_lshrrev_b32 v48, 6, v49                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v52, 64, v48
	v_sub_u32 v48, v49, v52
	v_lshrrev_b32 v49, 6, v50                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v52, 64, v49
	v_sub_u32 v49, v50, v52
	s_and_saveexec_b64 s[46:47], s[14:15]               ; lanes where %vpred_113
	ds_write_b32 v7, v51 offset:18432                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v23 offset:18436                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v48 offset:18440                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v49 offset:18444                   ; convert the operand at 21:56: write this thread's elements
	s_mov_b64 exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v23, v10 offset:18432                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v48, v10 offset:18464                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v49, v10 offset:18496                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v50, v10 offset:18528                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v51, v10 offset:18560                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v52, v10 offset:18592                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v53, v10 offset:18624                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v54, v10 offset:18656                   ; convert the operand at 21:56: read in the new layout
	v_add_u32 v55, 0, v13
	v_add_u32 v56, 0, v55                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v57, 1, v55                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v58, 2, v55                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v59, 3, v55                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v60, 16, v55                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v61, 17, v55                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v62, 18, v55                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v63, 19, v55                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[46:47], s[14:15]               ; lanes where %vpred_113
	ds_write_b32 v11, v56 offset:18688                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v57 offset:18692                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v58 offset:18696                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v59 offset:18700                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v60 offset:18752                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v61 offset:18756                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v62 offset:18760                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v63 offset:18764                  ; convert the operand at 21:65: write this thread's elements
	s_mov_b64 exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v55, v14 offset:18688                   ; convert the operand at 21:65: read in the new layout
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[46:47], v21, s26                     ; subscript 0 of 'kc' inside [0, NP)
	v_cmp_lt_u32 s[48:49], v23, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[50:51], s[46:47], s[48:49]
	v_mov_b32 v56, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[48:49], v55, v56
	s_and_b64 s[52:53], s[50:51], s[48:49]
	v_mov_b32 v56, 0x2000
	v_mul_lo_u32 v57, v56, v21
	v_mov_b32 v56, 0x80
	v_mul_lo_u32 v58, v56, v23
	v_add_u32 v23, v57, v58
	v_add_u32 v56, v23, v55
	v_lshlrev_b32 v23, 1, v56                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v58, 0                                    ; an absent run: zeros
	v_mov_b32 v59, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[50:51], s[52:53]               ; lanes where %vpred_953
	global_load_dwordx2 v[58:59], v23, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[50:51]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[58:59]                           ; A operand of the product: stage a run
	v_cmp_lt_u32 s[50:51], v48, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[46:47], s[50:51]
	s_and_b64 s[50:51], s[52:53], s[48:49]
	v_mov_b32 v23, 0x80
	v_mul_lo_u32 v56, v23, v48
	v_add_u32 v23, v57, v56
	v_add_u32 v48, v23, v55
	v_lshlrev_b32 v23, 1, v48                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v58, 0                                    ; an absent run: zeros
	v_mov_b32 v59, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_963
	global_load_dwordx2 v[58:59], v23, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[58:59] offset:2176               ; A operand of the product: stage a run
	v_cmp_lt_u32 s[50:51], v49, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[46:47], s[50:51]
	s_and_b64 s[50:51], s[52:53], s[48:49]
	v_mov_b32 v23, 0x80
	v_mul_lo_u32 v48, v23, v49
	v_add_u32 v23, v57, v48
	v_add_u32 v48, v23, v55
	v_lshlrev_b32 v23, 1, v48                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_972
	global_load_dwordx2 v[48:49], v23, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[48:49] offset:4352               ; A operand of the product: stage a run
	v_cmp_lt_u32 s[50:51], v50, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[46:47], s[50:51]
	s_and_b64 s[50:51], s[52:53], s[48:49]
	v_mov_b32 v23, 0x80
	v_mul_lo_u32 v48, v23, v50
	v_add_u32 v23, v57, v48
	v_add_u32 v48, v23, v55
	v_lshlrev_b32 v23, 1, v48                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_981
	global_load_dwordx2 v[48:49], v23, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[48:49] offset:6528               ; A operand of the product: stage a run
	v_cmp_lt_u32 s[50:51], v51, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[46:47], s[50:51]
	s_and_b64 s[50:51], s[52:53], s[48:49]
	v_mov_b32 v23, 0x80
	v_mul_lo_u32 v48, v23, v51
	v_add_u32 v23, v57, v48
	v_add_u32 v48, v23, v55
	v_lshlrev_b32 v23, 1, v48                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_990
	global_load_dwordx2 v[48:49], v23, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[48:49] offset:8704               ; A operand of the product: stage a run
	v_cmp_lt_u32 s[50:51], v52, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[46:47], s[50:51]
	s_and_b64 s[50:51], s[52:53], s[48:49]
	v_mov_b32 v23, 0x80
	v_mul_lo_u32 v48, v23, v52
	v_add_u32 v23, v57, v48
	v_add_u32 v48, v23, v55
	v_lshlrev_b32 v23, 1, v48                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_999
	global_load_dwordx2 v[48:49], v23, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[48:49] offset:10880              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[50:51], v53, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[46:47], s[50:51]
	s_and_b64 s[50:51], s[52:53], s[48:49]
	v_mov_b32 v23, 0x80
	v_mul_lo_u32 v48, v23, v53
	v_add_u32 v23, v57, v48
	v_add_u32 v48, v23, v55
	v_lshlrev_b32 v23, 1, v48                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[50:51]               ; lanes where %vpred_1008
	global_load_dwordx2 v[48:49], v23, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[48:49] offset:13056              ; A operand of the product: stage a run
	v_cmp_lt_u32 s[50:51], v54, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[46:47], s[50:51]
	s_and_b64 s[50:51], s[52:53], s[48:49]
	v_mov_b32 v23, 0x80
	v_mul_lo_u32 v48, v23, v54
	v_add_u32 v23, v57, v48
	v_add_u32 v48, v23, v55
	v_lshlrev_b32 v23, 1, v48                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v48, 0                                    ; an absent run: zeros
	v_mov_b32 v49, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[48:49], s[50:51]               ; lanes where %vpred_1017
	global_load_dwordx2 v[48:49], v23, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[48:49]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[48:49] offset:15232              ; A operand of the product: stage a run
	v_mov_b32 v48, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v49, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v50, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[52:55], v16                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[52:53], v[24:25], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[54:55], v[26:27], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[52:55], v16 offset:64                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[52:53], v[28:29], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[54:55], v[30:31], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[52:55], v16 offset:128               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[52:53], v[32:33], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[54:55], v[34:35], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[52:55], v16 offset:192               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[52:53], v[36:37], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[54:55], v[38:39], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_mul_f32 v23, s16, v48                             ; examples/attention_paged.kgen:21
	v_mul_f32 v52, s16, v49                             ; examples/attention_paged.kgen:21
	v_mul_f32 v53, s16, v50                             ; examples/attention_paged.kgen:21
	v_mul_f32 v54, s16, v51                             ; examples/attention_paged.kgen:21
	v_mov_b32 v48, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v49, v48, v23, s[30:31]
	v_mov_b32 v23, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v48, v23, v52, s[34:35]
	v_mov_b32 v23, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v50, v23, v53, s[38:39]
	v_mov_b32 v23, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v51, v23, v54, s[42:43]
	v_max_f32 v23, v49, v48                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[30:31], v49, v48
	v_mov_b32 v52, 0x7fc00000
	v_cndmask_b32 v53, v23, v52, s[30:31]
	v_max_f32 v23, v53, v50                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[30:31], v53, v50
	v_mov_b32 v52, 0x7fc00000
	v_cndmask_b32 v53, v23, v52, s[30:31]
	v_max_f32 v23, v53, v51                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[30:31], v53, v51
	v_mov_b32 v52, 0x7fc00000
	v_cndmask_b32 v53, v23, v52, s[30:31]
	ds_swizzle_b32 v23, v53 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v52, v53, v23
	v_cmp_u_f32 s[30:31], v53, v23
	v_mov_b32 v23, 0x7fc00000
	v_cndmask_b32 v53, v52, v23, s[30:31]
	v_and_b32 v23, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v23, 32, v23
	v_lshlrev_b32 v23, 2, v23
	ds_bpermute_b32 v52, v23, v53
	s_waitcnt lgkmcnt(0)
	v_max_f32 v23, v53, v52
	v_cmp_u_f32 s[30:31], v53, v52
	v_mov_b32 v52, 0x7fc00000
	v_cndmask_b32 v53, v23, v52, s[30:31]
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_269
	ds_write_b32 v4, v53 offset:19200                   ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v23, v15 offset:19200                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v52, v15 offset:19264                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v53, v23, v52
	v_cmp_u_f32 s[30:31], v23, v52
	v_mov_b32 v23, 0x7fc00000
	v_cndmask_b32 v52, v53, v23, s[30:31]
	ds_read_b32 v23, v15 offset:19328                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v53, v52, v23
	v_cmp_u_f32 s[30:31], v52, v23
	v_mov_b32 v23, 0x7fc00000
	v_cndmask_b32 v52, v53, v23, s[30:31]
	ds_read_b32 v23, v15 offset:19392                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v53, v52, v23
	v_cmp_u_f32 s[30:31], v52, v23
	v_mov_b32 v23, 0x7fc00000
	v_cndmask_b32 v52, v53, v23, s[30:31]
	v_max_f32 v23, v2, v52                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[30:31], v2, v52
	v_mov_b32 v52, 0x7fc00000
	v_cndmask_b32 v53, v23, v52, s[30:31]
	v_sub_f32 v23, v2, v53                              ; examples/attention_paged.kgen:24
	v_mul_f32 v52, 0x3fb8aa3b, v23                      ; examples/attention_paged.kgen:24
	v_exp_f32 v23, v52                                  ; examples/attention_paged.kgen:24
	v_mul_f32 v52, v40, v23                             ; examples/attention_paged.kgen:26
	v_mul_f32 v54, v41, v23                             ; examples/attention_paged.kgen:26
	v_mul_f32 v55, v42, v23                             ; examples/attention_paged.kgen:26
	v_mul_f32 v56, v43, v23                             ; examples/attention_paged.kgen:26
	v_mul_f32 v57, v44, v23                             ; examples/attention_paged.kgen:26
	v_mul_f32 v58, v45, v23                             ; examples/attention_paged.kgen:26
	v_mul_f32 v59, v46, v23                             ; examples/attention_paged.kgen:26
	v_mul_f32 v60, v47, v23                             ; examples/attention_paged.kgen:26
	v_mov_b32 v40, v52                                  ; 'acc' scaled in place
	v_mov_b32 v41, v54                                  ; 'acc' scaled in place
	v_mov_b32 v42, v55                                  ; 'acc' scaled in place
	v_mov_b32 v43, v56                                  ; 'acc' scaled in place
	v_mov_b32 v44, v57                                  ; 'acc' scaled in place
	v_mov_b32 v45, v58                                  ; 'acc' scaled in place
	v_mov_b32 v46, v59                                  ; 'acc' scaled in place
	v_mov_b32 v47, v60                                  ; 'acc' scaled in place
	v_cndmask_b32 v52, 0, v21, s[46:47]
	v_mov_b32 v21, 0x2000
	v_mul_lo_u32 v54, v52, v21
	v_mov_b32 v21, 0x2000
	v_mul_hi_u32 v55, v52, v21
	v_lshlrev_b64 v[56:57], 1, v[54:55]
	v_add_co_u32 v54, vcc, s10, v56                     ; 'vc' at this page
	v_mov_b32 v21, s11
	v_addc_co_u32 v55, vcc, v21, v57, vcc
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	s_nop 4
	global_load_ushort v21, v18, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	s_nop 4
	global_load_ushort v21, v18, s[34:35] offset:2
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	s_nop 4
	global_load_ushort v21, v18, s[34:35] offset:4
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	s_nop 4
	global_load_ushort v21, v18, s[34:35] offset:6
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	s_nop 4
	global_load_ushort v21, v18, s[34:35] offset:2048
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	s_nop 4
	global_load_ushort v21, v18, s[34:35] offset:2050
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	s_nop 4
	global_load_ushort v21, v18, s[34:35] offset:2052
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	s_nop 4
	global_load_ushort v21, v18, s[34:35] offset:2054
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v63, 0x1000, v18
	s_nop 3
	global_load_ushort v21, v63, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v64, 0x1002, v18
	s_nop 3
	global_load_ushort v21, v64, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v65, 0x1004, v18
	s_nop 3
	global_load_ushort v21, v65, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v66, 0x1006, v18
	s_nop 3
	global_load_ushort v21, v66, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v67, 0x1800, v18
	s_nop 3
	global_load_ushort v21, v67, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v68, 0x1802, v18
	s_nop 3
	global_load_ushort v21, v68, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v69, 0x1804, v18
	s_nop 3
	global_load_ushort v21, v69, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v70, 0x1806, v18
	s_nop 3
	global_load_ushort v21, v70, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v71, 0x2000, v18
	s_nop 3
	global_load_ushort v21, v71, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v72, 0x2002, v18
	s_nop 3
	global_load_ushort v21, v72, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v73, 0x2004, v18
	s_nop 3
	global_load_ushort v21, v73, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v74, 0x2006, v18
	s_nop 3
	global_load_ushort v21, v74, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v75, 0x2800, v18
	s_nop 3
	global_load_ushort v21, v75, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v76, 0x2802, v18
	s_nop 3
	global_load_ushort v21, v76, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v77, 0x2804, v18
	s_nop 3
	global_load_ushort v21, v77, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v78, 0x2806, v18
	s_nop 3
	global_load_ushort v21, v78, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v79, 0x3000, v18
	s_nop 3
	global_load_ushort v21, v79, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v80, 0x3002, v18
	s_nop 3
	global_load_ushort v21, v80, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v81, 0x3004, v18
	s_nop 3
	global_load_ushort v21, v81, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v82, 0x3006, v18
	s_nop 3
	global_load_ushort v21, v82, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v83, 0x3800, v18
	s_nop 3
	global_load_ushort v21, v83, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v84, 0x3802, v18
	s_nop 3
	global_load_ushort v21, v84, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v85, 0x3804, v18
	s_nop 3
	global_load_ushort v21, v85, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v21
	v_mov_b32 v21, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[46:47]               ; lanes where %vpred_949
	v_readfirstlane_b32 s34, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s35, v55
	v_add_u32 v54, 0x3806, v18
	s_nop 3
	global_load_ushort v21, v54, s[34:35]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v21
	v_lshrrev_b32 v21, 16, v52
	ds_write_b16 v17, v21                               ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v56
	ds_write_b16 v17, v21 offset:144                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v57
	ds_write_b16 v17, v21 offset:288                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v58
	ds_write_b16 v17, v21 offset:432                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v59
	ds_write_b16 v17, v21 offset:16                     ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v60
	ds_write_b16 v17, v21 offset:160                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v61
	ds_write_b16 v17, v21 offset:304                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v62
	ds_write_b16 v17, v21 offset:448                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v63
	ds_write_b16 v17, v21 offset:32                     ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v64
	ds_write_b16 v17, v21 offset:176                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v65
	ds_write_b16 v17, v21 offset:320                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v66
	ds_write_b16 v17, v21 offset:464                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v67
	ds_write_b16 v17, v21 offset:48                     ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v68
	ds_write_b16 v17, v21 offset:192                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v69
	ds_write_b16 v17, v21 offset:336                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v70
	ds_write_b16 v17, v21 offset:480                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v71
	ds_write_b16 v17, v21 offset:64                     ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v72
	ds_write_b16 v17, v21 offset:208                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v73
	ds_write_b16 v17, v21 offset:352                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v74
	ds_write_b16 v17, v21 offset:496                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v75
	ds_write_b16 v17, v21 offset:80                     ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v76
	ds_write_b16 v17, v21 offset:224                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v77
	ds_write_b16 v17, v21 offset:368                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v78
	ds_write_b16 v17, v21 offset:512                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v79
	ds_write_b16 v17, v21 offset:96                     ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v80
	ds_write_b16 v17, v21 offset:240                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v81
	ds_write_b16 v17, v21 offset:384                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v82
	ds_write_b16 v17, v21 offset:528                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v83
	ds_write_b16 v17, v21 offset:112                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v84
	ds_write_b16 v17, v21 offset:256                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v85
	ds_write_b16 v17, v21 offset:400                    ; A operand of the product: stage
	v_lshrrev_b32 v21, 16, v54
	ds_write_b16 v17, v21 offset:544                    ; A operand of the product: stage
	v_mul_f32 v21, 0xbfb8aa3b, v53                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v52, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v54, v49, v52, v21
	v_exp_f32 v49, v54                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v52, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v54, v48, v52, v21
	v_exp_f32 v48, v54                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v52, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v54, v50, v52, v21
	v_exp_f32 v50, v54                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v52, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v54, v51, v52, v21
	v_exp_f32 v21, v54                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v51, v49, 16, 1                           ; round to bf16
	v_add3_u32 v52, v49, v51, s5
	v_cmp_u_f32 s[30:31], v49, v49
	v_mov_b32 v51, 0x7fc00000
	v_cndmask_b32 v52, v52, v51, s[30:31]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v48, 16, 1                           ; round to bf16
	v_add3_u32 v54, v48, v52, s5
	v_cmp_u_f32 s[30:31], v48, v48
	v_mov_b32 v52, 0x7fc00000
	v_cndmask_b32 v54, v54, v52, s[30:31]
	v_and_b32 v52, 0xffff0000, v54
	v_bfe_u32 v54, v50, 16, 1                           ; round to bf16
	v_add3_u32 v55, v50, v54, s5
	v_cmp_u_f32 s[30:31], v50, v50
	v_mov_b32 v54, 0x7fc00000
	v_cndmask_b32 v55, v55, v54, s[30:31]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v21, 16, 1                           ; round to bf16
	v_add3_u32 v56, v21, v55, s5
	v_cmp_u_f32 s[30:31], v21, v21
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v56, v55, s[30:31]
	v_and_b32 v55, 0xffff0000, v56
	v_lshrrev_b32 v56, 16, v51
	ds_write_b16 v20, v56 offset:19456                  ; B operand of the product: stage
	v_lshrrev_b32 v51, 16, v52
	ds_write_b16 v20, v51 offset:19458                  ; B operand of the product: stage
	v_lshrrev_b32 v51, 16, v54
	ds_write_b16 v20, v51 offset:19460                  ; B operand of the product: stage
	v_lshrrev_b32 v51, 16, v55
	ds_write_b16 v20, v51 offset:19462                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[54:57], v19 offset:19456             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[58:61], v12                          ; A fragment 0, k-steps 0..1
	ds_read_b128 v[62:65], v12 offset:2304              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[58:59], v[54:55], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[62:63], v[54:55], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[60:61], v[56:57], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[64:65], v[56:57], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	ds_read_b128 v[54:57], v19 offset:19520             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[58:61], v12 offset:64                ; A fragment 0, k-steps 2..3
	ds_read_b128 v[62:65], v12 offset:2368              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[58:59], v[54:55], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[62:63], v[54:55], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[60:61], v[56:57], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[64:65], v[56:57], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mul_f32 v51, v1, v23                              ; examples/attention_paged.kgen:25
	v_add_f32 v23, v49, v48                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v48, v23, v50                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v23, v48, v21                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v21, v23 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v48, v23, v21
	v_and_b32 v21, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v21, 32, v21
	v_lshlrev_b32 v21, 2, v21
	ds_bpermute_b32 v23, v21, v48
	s_waitcnt lgkmcnt(0)
	v_add_f32 v21, v48, v23
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_269
	ds_write_b32 v4, v21 offset:23808                   ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v21, v15 offset:23808                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v23, v15 offset:23872                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v48, v21, v23
	ds_read_b32 v21, v15 offset:23936                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v23, v48, v21
	ds_read_b32 v21, v15 offset:24000                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v48, v23, v21
	v_add_f32 v21, v51, v48                             ; examples/attention_paged.kgen:25
	v_mov_b32 v1, v21                                   ; next 'l'
	v_mov_b32 v2, v53                                   ; next 'mx'
	s_add_u32 s22, s22, 64
	s_cmp_lt_u32 s22, s17
	s_cbranch_scc1 .Lattention_paged_split_loop2
.Lattention_paged_split_loop2_end:
	v_readfirstlane_b32 s17, v5
	s_mov_b32 s23, s22                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s23, s17
	s_cbranch_scc1 .Lattention_paged_split_loop3_end
.Lattention_paged_split_loop3:
	s_add_u32 s22, s33, s23
	v_sub_u32 v21, v5, s23
	v_add_u32 v23, s22, v6
	v_add_u32 v48, 0, v23                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v49, 1, v23                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v50, 2, v23                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_add_u32 v51, 3, v23                               ; index along 'tt' (examples/attention_paged.kgen:21)
	v_cmp_lt_i32 s[30:31], v48, v8                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[34:35], v49, v8                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[38:39], v50, v8                      ; examples/attention_paged.kgen:21
	v_cmp_lt_i32 s[42:43], v51, v8                      ; examples/attention_paged.kgen:21
	s_add_i32 s25, s29, 0                               ; index along 'b' (examples/attention_paged.kgen:20)
	s_ashr_i32 s28, s22, 6
	s_mul_i32 s22, s25, s27
	s_add_u32 s32, s22, s28
	s_lshl_b32 s22, s32, 2                              ; examples/attention_paged.kgen:20: byte offset
	s_cmp_lt_u32 s25, s24                               ; subscript 0 of 'table' inside [0, B)
	s_cselect_b32 s25, 1, 0
	s_cmp_lt_u32 s28, s27                               ; subscript 1 of 'table' inside [0, P)
	s_cselect_b32 s28, 1, 0
	s_and_b32 s32, s25, s28
	v_mov_b32 v23, 0                                    ; absent element
	s_cmp_eq_u32 s32, 0                                 ; if %upred_1254
	s_cbranch_scc1 .Lattention_paged_split_skip3
	v_mov_b32 v52, s22                                  ; examples/attention_paged.kgen:20: gather from 'table'
	global_load_dword v23, v52, s[12:13]
.Lattention_paged_split_skip3:
	v_lshrrev_b32 v52, 6, v48                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v53, 64, v52
	v_sub_u32 v52, v48, v53
	v_lshrrev_b32 v48, 6, v49                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v53, 64, v48
	v_sub_u32 v48, v49, v53
	v_lshrrev_b32 v49, 6, v50                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v53, 64, v49
	v_sub_u32 v49, v50, v53
	v_lshrrev_b32 v50, 6, v51                           ; examples/attention_paged.kgen:21: by 64, as a multiply
	v_mul_lo_u32 v53, 64, v50
	v_sub_u32 v50, v51, v53
	s_and_saveexec_b64 s[46:47], s[14:15]               ; lanes where %vpred_113
	ds_write_b32 v7, v52 offset:18432                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v48 offset:18436                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v49 offset:18440                   ; convert the operand at 21:56: write this thread's elements
	ds_write_b32 v7, v50 offset:18444                   ; convert the operand at 21:56: write this thread's elements
	s_mov_b64 exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v48, v10 offset:18432                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v49, v10 offset:18464                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v50, v10 offset:18496                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v51, v10 offset:18528                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v52, v10 offset:18560                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v53, v10 offset:18592                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v54, v10 offset:18624                   ; convert the operand at 21:56: read in the new layout
	ds_read_b32 v55, v10 offset:18656                   ; convert the operand at 21:56: read in the new layout
	v_add_u32 v56, 0, v13
	v_add_u32 v57, 0, v56                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v58, 1, v56                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v59, 2, v56                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v60, 3, v56                               ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v61, 16, v56                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v62, 17, v56                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v63, 18, v56                              ; index along 'd' (examples/attention_paged.kgen:21)
	v_add_u32 v64, 19, v56                              ; index along 'd' (examples/attention_paged.kgen:21)
	s_and_saveexec_b64 s[46:47], s[14:15]               ; lanes where %vpred_113
	ds_write_b32 v11, v57 offset:18688                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v58 offset:18692                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v59 offset:18696                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v60 offset:18700                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v61 offset:18752                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v62 offset:18756                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v63 offset:18760                  ; convert the operand at 21:65: write this thread's elements
	ds_write_b32 v11, v64 offset:18764                  ; convert the operand at 21:65: write this thread's elements
	s_mov_b64 exec, s[46:47]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v56, v14 offset:18688                   ; convert the operand at 21:65: read in the new layout
	v_cmp_lt_u32 s[46:47], v3, v21                      ; 'tt' element in bounds
	s_waitcnt vmcnt(0)
	v_cmp_lt_u32 s[48:49], v23, s26                     ; subscript 0 of 'kc' inside [0, NP)
	s_and_b64 s[50:51], s[46:47], s[48:49]
	v_cmp_lt_u32 s[46:47], v48, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[52:53], s[50:51], s[46:47]
	v_mov_b32 v57, 0x80                                 ; subscript 2 of 'kc' inside [0, 128)
	s_waitcnt lgkmcnt(0)
	v_cmp_lt_u32 s[46:47], v56, v57
	s_and_b64 s[54:55], s[52:53], s[46:47]
	v_mov_b32 v57, 0x2000
	v_mul_lo_u32 v58, v57, v23
	v_mov_b32 v57, 0x80
	v_mul_lo_u32 v59, v57, v48
	v_add_u32 v48, v58, v59
	v_add_u32 v57, v48, v56
	v_lshlrev_b32 v48, 1, v57                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v60, 0                                    ; an absent run: zeros
	v_mov_b32 v61, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[52:53], s[54:55]               ; lanes where %vpred_1287
	global_load_dwordx2 v[60:61], v48, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[52:53]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[60:61]                           ; A operand of the product: stage a run
	v_add_u32 v48, 8, v3
	v_cmp_lt_u32 s[52:53], v48, v21                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v49, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[56:57], s[54:55], s[52:53]
	s_and_b64 s[52:53], s[56:57], s[46:47]
	v_mov_b32 v48, 0x80
	v_mul_lo_u32 v57, v48, v49
	v_add_u32 v48, v58, v57
	v_add_u32 v49, v48, v56
	v_lshlrev_b32 v48, 1, v49                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v60, 0                                    ; an absent run: zeros
	v_mov_b32 v61, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[56:57], s[52:53]               ; lanes where %vpred_1300
	global_load_dwordx2 v[60:61], v48, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[56:57]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[60:61] offset:2176               ; A operand of the product: stage a run
	v_add_u32 v48, 16, v3
	v_cmp_lt_u32 s[52:53], v48, v21                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v50, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[58:59], s[56:57], s[52:53]
	s_and_b64 s[52:53], s[58:59], s[46:47]
	v_mov_b32 v48, 0x80
	v_mul_lo_u32 v49, v48, v50
	v_add_u32 v48, v58, v49
	v_add_u32 v49, v48, v56
	v_lshlrev_b32 v48, 1, v49                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v60, 0                                    ; an absent run: zeros
	v_mov_b32 v61, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[58:59], s[52:53]               ; lanes where %vpred_1312
	global_load_dwordx2 v[60:61], v48, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[58:59]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[60:61] offset:4352               ; A operand of the product: stage a run
	v_add_u32 v48, 24, v3
	v_cmp_lt_u32 s[52:53], v48, v21                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v51, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[60:61], s[58:59], s[52:53]
	s_and_b64 s[52:53], s[60:61], s[46:47]
	v_mov_b32 v48, 0x80
	v_mul_lo_u32 v49, v48, v51
	v_add_u32 v48, v58, v49
	v_add_u32 v49, v48, v56
	v_lshlrev_b32 v48, 1, v49                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v50, 0                                    ; an absent run: zeros
	v_mov_b32 v51, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[60:61], s[52:53]               ; lanes where %vpred_1324
	global_load_dwordx2 v[50:51], v48, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[50:51] offset:6528               ; A operand of the product: stage a run
	v_add_u32 v48, 32, v3
	v_cmp_lt_u32 s[52:53], v48, v21                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v52, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[62:63], s[60:61], s[52:53]
	s_and_b64 s[52:53], s[62:63], s[46:47]
	v_mov_b32 v48, 0x80
	v_mul_lo_u32 v49, v48, v52
	v_add_u32 v48, v58, v49
	v_add_u32 v49, v48, v56
	v_lshlrev_b32 v48, 1, v49                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v50, 0                                    ; an absent run: zeros
	v_mov_b32 v51, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[62:63], s[52:53]               ; lanes where %vpred_1336
	global_load_dwordx2 v[50:51], v48, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[50:51] offset:8704               ; A operand of the product: stage a run
	v_add_u32 v48, 40, v3
	v_cmp_lt_u32 s[52:53], v48, v21                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v53, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[64:65], s[62:63], s[52:53]
	s_and_b64 s[52:53], s[64:65], s[46:47]
	v_mov_b32 v48, 0x80
	v_mul_lo_u32 v49, v48, v53
	v_add_u32 v48, v58, v49
	v_add_u32 v49, v48, v56
	v_lshlrev_b32 v48, 1, v49                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v50, 0                                    ; an absent run: zeros
	v_mov_b32 v51, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[64:65], s[52:53]               ; lanes where %vpred_1348
	global_load_dwordx2 v[50:51], v48, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[64:65]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[50:51] offset:10880              ; A operand of the product: stage a run
	v_add_u32 v48, 48, v3
	v_cmp_lt_u32 s[52:53], v48, v21                     ; 'tt' element in bounds
	s_and_b64 s[64:65], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v54, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[66:67], s[64:65], s[52:53]
	s_and_b64 s[52:53], s[66:67], s[46:47]
	v_mov_b32 v48, 0x80
	v_mul_lo_u32 v49, v48, v54
	v_add_u32 v48, v58, v49
	v_add_u32 v49, v48, v56
	v_lshlrev_b32 v48, 1, v49                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v50, 0                                    ; an absent run: zeros
	v_mov_b32 v51, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[66:67], s[52:53]               ; lanes where %vpred_1360
	global_load_dwordx2 v[50:51], v48, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[66:67]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[50:51] offset:13056              ; A operand of the product: stage a run
	v_add_u32 v48, 56, v3
	v_cmp_lt_u32 s[52:53], v48, v21                     ; 'tt' element in bounds
	s_and_b64 s[66:67], s[52:53], s[48:49]
	v_cmp_lt_u32 s[52:53], v55, 64                      ; subscript 1 of 'kc' inside [0, 64)
	s_and_b64 s[68:69], s[66:67], s[52:53]
	s_and_b64 s[52:53], s[68:69], s[46:47]
	v_mov_b32 v48, 0x80
	v_mul_lo_u32 v49, v48, v55
	v_add_u32 v48, v58, v49
	v_add_u32 v49, v48, v56
	v_lshlrev_b32 v48, 1, v49                           ; examples/attention_paged.kgen:21: byte offset
	v_mov_b32 v50, 0                                    ; an absent run: zeros
	v_mov_b32 v51, 0                                    ; an absent run: zeros
	s_and_saveexec_b64 s[46:47], s[52:53]               ; lanes where %vpred_1372
	global_load_dwordx2 v[50:51], v48, s[8:9]           ; examples/attention_paged.kgen:21: a run of 4 'd' from 'kc', one vector
	s_mov_b64 exec, s[46:47]
	s_waitcnt vmcnt(0)
	ds_write_b64 v9, v[50:51] offset:15232              ; A operand of the product: stage a run
	v_mov_b32 v48, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v49, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v50, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_paged.kgen:21: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[52:55], v16                          ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[52:53], v[24:25], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[54:55], v[26:27], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[52:55], v16 offset:64                ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[52:53], v[28:29], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[54:55], v[30:31], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[52:55], v16 offset:128               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[52:53], v[32:33], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[54:55], v[34:35], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	ds_read_b128 v[52:55], v16 offset:192               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[52:53], v[36:37], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[48:51], v[54:55], v[38:39], v[48:51] ; examples/attention_paged.kgen:21: mfma 16x16x16
	s_nop 7
	s_nop 2
	v_mul_f32 v52, s16, v48                             ; examples/attention_paged.kgen:21
	v_mul_f32 v53, s16, v49                             ; examples/attention_paged.kgen:21
	v_mul_f32 v54, s16, v50                             ; examples/attention_paged.kgen:21
	v_mul_f32 v55, s16, v51                             ; examples/attention_paged.kgen:21
	v_mov_b32 v48, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v49, v48, v52, s[30:31]
	v_mov_b32 v48, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v50, v48, v53, s[34:35]
	v_mov_b32 v48, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v51, v48, v54, s[38:39]
	v_mov_b32 v48, 0xff800000                           ; examples/attention_paged.kgen:21
	v_cndmask_b32 v52, v48, v55, s[42:43]
	v_cmp_lt_u32 s[30:31], v6, v21                      ; 'tt' element in bounds
	s_and_b64 s[34:35], s[18:19], s[30:31]
	v_mov_b32 v48, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v53, v48, v49, s[34:35]
	v_add_u32 v48, 1, v6
	v_cmp_lt_u32 s[30:31], v48, v21                     ; 'tt' element in bounds
	s_and_b64 s[38:39], s[18:19], s[30:31]
	v_mov_b32 v48, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v54, v48, v50, s[38:39]
	v_add_u32 v48, 2, v6
	v_cmp_lt_u32 s[30:31], v48, v21                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[18:19], s[30:31]
	v_mov_b32 v48, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v55, v48, v51, s[42:43]
	v_add_u32 v48, 3, v6
	v_cmp_lt_u32 s[30:31], v48, v21                     ; 'tt' element in bounds
	s_and_b64 s[46:47], s[18:19], s[30:31]
	v_mov_b32 v21, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v48, v21, v52, s[46:47]
	v_max_f32 v21, v53, v54                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[30:31], v53, v54
	v_mov_b32 v53, 0x7fc00000
	v_cndmask_b32 v54, v21, v53, s[30:31]
	v_max_f32 v21, v54, v55                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[30:31], v54, v55
	v_mov_b32 v53, 0x7fc00000
	v_cndmask_b32 v54, v21, v53, s[30:31]
	v_max_f32 v21, v54, v48                             ; max over 'tt' (examples/attention_paged.kgen:22)
	v_cmp_u_f32 s[30:31], v54, v48
	v_mov_b32 v48, 0x7fc00000
	v_cndmask_b32 v53, v21, v48, s[30:31]
	ds_swizzle_b32 v21, v53 offset:swizzle(SWAP,16)     ; max over 'tt' (examples/attention_paged.kgen:22): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_max_f32 v48, v53, v21
	v_cmp_u_f32 s[30:31], v53, v21
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v53, v48, v21, s[30:31]
	v_and_b32 v21, 63, v0                               ; max over 'tt' (examples/attention_paged.kgen:22): lanes 32 apart
	v_xor_b32 v21, 32, v21
	v_lshlrev_b32 v21, 2, v21
	ds_bpermute_b32 v48, v21, v53
	s_waitcnt lgkmcnt(0)
	v_max_f32 v21, v53, v48
	v_cmp_u_f32 s[30:31], v53, v48
	v_mov_b32 v48, 0x7fc00000
	v_cndmask_b32 v53, v21, v48, s[30:31]
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_269
	ds_write_b32 v4, v53 offset:19200                   ; max over 'tt' (examples/attention_paged.kgen:22): this warp group's partial
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v21, v15 offset:19200                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 0
	ds_read_b32 v48, v15 offset:19264                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v53, v21, v48
	v_cmp_u_f32 s[30:31], v21, v48
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v48, v53, v21, s[30:31]
	ds_read_b32 v21, v15 offset:19328                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 2
	s_waitcnt lgkmcnt(0)
	v_max_f32 v53, v48, v21
	v_cmp_u_f32 s[30:31], v48, v21
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v48, v53, v21, s[30:31]
	ds_read_b32 v21, v15 offset:19392                   ; max over 'tt' (examples/attention_paged.kgen:22): warp group 3
	s_waitcnt lgkmcnt(0)
	v_max_f32 v53, v48, v21
	v_cmp_u_f32 s[30:31], v48, v21
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v48, v53, v21, s[30:31]
	v_max_f32 v21, v2, v48                              ; examples/attention_paged.kgen:22
	v_cmp_u_f32 s[30:31], v2, v48
	v_mov_b32 v48, 0x7fc00000
	v_cndmask_b32 v53, v21, v48, s[30:31]
	v_sub_f32 v21, v2, v53                              ; examples/attention_paged.kgen:24
	v_mul_f32 v48, 0x3fb8aa3b, v21                      ; examples/attention_paged.kgen:24
	v_exp_f32 v21, v48                                  ; examples/attention_paged.kgen:24
	v_mul_f32 v48, v40, v21                             ; examples/attention_paged.kgen:26
	v_mul_f32 v54, v41, v21                             ; examples/attention_paged.kgen:26
	v_mul_f32 v55, v42, v21                             ; examples/attention_paged.kgen:26
	v_mul_f32 v56, v43, v21                             ; examples/attention_paged.kgen:26
	v_mul_f32 v57, v44, v21                             ; examples/attention_paged.kgen:26
	v_mul_f32 v58, v45, v21                             ; examples/attention_paged.kgen:26
	v_mul_f32 v59, v46, v21                             ; examples/attention_paged.kgen:26
	v_mul_f32 v60, v47, v21                             ; examples/attention_paged.kgen:26
	v_mov_b32 v40, v48                                  ; 'acc' scaled in place
	v_mov_b32 v41, v54                                  ; 'acc' scaled in place
	v_mov_b32 v42, v55                                  ; 'acc' scaled in place
	v_mov_b32 v43, v56                                  ; 'acc' scaled in place
	v_mov_b32 v44, v57                                  ; 'acc' scaled in place
	v_mov_b32 v45, v58                                  ; 'acc' scaled in place
	v_mov_b32 v46, v59                                  ; 'acc' scaled in place
	v_mov_b32 v47, v60                                  ; 'acc' scaled in place
	v_cndmask_b32 v48, 0, v23, s[48:49]
	v_mov_b32 v23, 0x2000
	v_mul_lo_u32 v54, v48, v23
	v_mov_b32 v23, 0x2000
	v_mul_hi_u32 v55, v48, v23
	v_lshlrev_b64 v[56:57], 1, v[54:55]
	v_add_co_u32 v54, vcc, s10, v56                     ; 'vc' at this page
	v_mov_b32 v23, s11
	v_addc_co_u32 v55, vcc, v23, v57, vcc
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[50:51]               ; lanes where %vpred_1283
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	s_nop 4
	global_load_ushort v23, v18, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[50:51]               ; lanes where %vpred_1283
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	s_nop 4
	global_load_ushort v23, v18, s[48:49] offset:2
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[50:51]               ; lanes where %vpred_1283
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	s_nop 4
	global_load_ushort v23, v18, s[48:49] offset:4
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[50:51]               ; lanes where %vpred_1283
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	s_nop 4
	global_load_ushort v23, v18, s[48:49] offset:6
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[54:55]               ; lanes where %vpred_1297
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	s_nop 4
	global_load_ushort v23, v18, s[48:49] offset:2048
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[54:55]               ; lanes where %vpred_1297
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	s_nop 4
	global_load_ushort v23, v18, s[48:49] offset:2050
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[54:55]               ; lanes where %vpred_1297
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	s_nop 4
	global_load_ushort v23, v18, s[48:49] offset:2052
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[54:55]               ; lanes where %vpred_1297
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	s_nop 4
	global_load_ushort v23, v18, s[48:49] offset:2054
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[56:57]               ; lanes where %vpred_1309
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v63, 0x1000, v18
	s_nop 3
	global_load_ushort v23, v63, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[56:57]               ; lanes where %vpred_1309
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v64, 0x1002, v18
	s_nop 3
	global_load_ushort v23, v64, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[56:57]               ; lanes where %vpred_1309
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v65, 0x1004, v18
	s_nop 3
	global_load_ushort v23, v65, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[56:57]               ; lanes where %vpred_1309
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v66, 0x1006, v18
	s_nop 3
	global_load_ushort v23, v66, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[58:59]               ; lanes where %vpred_1321
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v67, 0x1800, v18
	s_nop 3
	global_load_ushort v23, v67, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[58:59]               ; lanes where %vpred_1321
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v68, 0x1802, v18
	s_nop 3
	global_load_ushort v23, v68, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[58:59]               ; lanes where %vpred_1321
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v69, 0x1804, v18
	s_nop 3
	global_load_ushort v23, v69, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[58:59]               ; lanes where %vpred_1321
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v70, 0x1806, v18
	s_nop 3
	global_load_ushort v23, v70, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[60:61]               ; lanes where %vpred_1333
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v71, 0x2000, v18
	s_nop 3
	global_load_ushort v23, v71, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[60:61]               ; lanes where %vpred_1333
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v72, 0x2002, v18
	s_nop 3
	global_load_ushort v23, v72, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[60:61]               ; lanes where %vpred_1333
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v73, 0x2004, v18
	s_nop 3
	global_load_ushort v23, v73, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[60:61]               ; lanes where %vpred_1333
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v74, 0x2006, v18
	s_nop 3
	global_load_ushort v23, v74, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[62:63]               ; lanes where %vpred_1345
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v75, 0x2800, v18
	s_nop 3
	global_load_ushort v23, v75, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[62:63]               ; lanes where %vpred_1345
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v76, 0x2802, v18
	s_nop 3
	global_load_ushort v23, v76, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[62:63]               ; lanes where %vpred_1345
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v77, 0x2804, v18
	s_nop 3
	global_load_ushort v23, v77, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[62:63]               ; lanes where %vpred_1345
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v78, 0x2806, v18
	s_nop 3
	global_load_ushort v23, v78, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[64:65]               ; lanes where %vpred_1357
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v79, 0x3000, v18
	s_nop 3
	global_load_ushort v23, v79, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[64:65]               ; lanes where %vpred_1357
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v80, 0x3002, v18
	s_nop 3
	global_load_ushort v23, v80, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[64:65]               ; lanes where %vpred_1357
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v81, 0x3004, v18
	s_nop 3
	global_load_ushort v23, v81, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[64:65]               ; lanes where %vpred_1357
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v82, 0x3006, v18
	s_nop 3
	global_load_ushort v23, v82, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v82, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[66:67]               ; lanes where %vpred_1369
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v83, 0x3800, v18
	s_nop 3
	global_load_ushort v23, v83, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v83, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[66:67]               ; lanes where %vpred_1369
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v84, 0x3802, v18
	s_nop 3
	global_load_ushort v23, v84, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v84, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[66:67]               ; lanes where %vpred_1369
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v85, 0x3804, v18
	s_nop 3
	global_load_ushort v23, v85, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v85, 16, v23
	v_mov_b32 v23, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[66:67]               ; lanes where %vpred_1369
	v_readfirstlane_b32 s48, v54                        ; examples/attention_paged.kgen:26 (a page): load of 'vc'
	v_readfirstlane_b32 s49, v55
	v_add_u32 v54, 0x3806, v18
	s_nop 3
	global_load_ushort v23, v54, s[48:49]
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v23
	v_lshrrev_b32 v23, 16, v48
	ds_write_b16 v17, v23                               ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v56
	ds_write_b16 v17, v23 offset:144                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v57
	ds_write_b16 v17, v23 offset:288                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v58
	ds_write_b16 v17, v23 offset:432                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v59
	ds_write_b16 v17, v23 offset:16                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v60
	ds_write_b16 v17, v23 offset:160                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v61
	ds_write_b16 v17, v23 offset:304                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v62
	ds_write_b16 v17, v23 offset:448                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v63
	ds_write_b16 v17, v23 offset:32                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v64
	ds_write_b16 v17, v23 offset:176                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v65
	ds_write_b16 v17, v23 offset:320                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v66
	ds_write_b16 v17, v23 offset:464                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v67
	ds_write_b16 v17, v23 offset:48                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v68
	ds_write_b16 v17, v23 offset:192                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v69
	ds_write_b16 v17, v23 offset:336                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v70
	ds_write_b16 v17, v23 offset:480                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v71
	ds_write_b16 v17, v23 offset:64                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v72
	ds_write_b16 v17, v23 offset:208                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v73
	ds_write_b16 v17, v23 offset:352                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v74
	ds_write_b16 v17, v23 offset:496                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v75
	ds_write_b16 v17, v23 offset:80                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v76
	ds_write_b16 v17, v23 offset:224                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v77
	ds_write_b16 v17, v23 offset:368                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v78
	ds_write_b16 v17, v23 offset:512                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v79
	ds_write_b16 v17, v23 offset:96                     ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v80
	ds_write_b16 v17, v23 offset:240                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v81
	ds_write_b16 v17, v23 offset:384                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v82
	ds_write_b16 v17, v23 offset:528                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v83
	ds_write_b16 v17, v23 offset:112                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v84
	ds_write_b16 v17, v23 offset:256                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v85
	ds_write_b16 v17, v23 offset:400                    ; A operand of the product: stage
	v_lshrrev_b32 v23, 16, v54
	ds_write_b16 v17, v23 offset:544                    ; A operand of the product: stage
	v_mul_f32 v23, 0xbfb8aa3b, v53                      ; -m log2 e of e^(x - m), once per m (examples/attention_paged.kgen:23)
	v_mov_b32 v48, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v54, v49, v48, v23
	v_exp_f32 v48, v54                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v54, v50, v49, v23
	v_exp_f32 v49, v54                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v50, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v54, v51, v50, v23
	v_exp_f32 v50, v54                                  ; examples/attention_paged.kgen:23
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_paged.kgen:23
	v_fma_f32 v54, v52, v51, v23
	v_exp_f32 v23, v54                                  ; examples/attention_paged.kgen:23
	v_bfe_u32 v51, v48, 16, 1                           ; round to bf16
	v_add3_u32 v52, v48, v51, s5
	v_cmp_u_f32 s[30:31], v48, v48
	v_mov_b32 v51, 0x7fc00000
	v_cndmask_b32 v52, v52, v51, s[30:31]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v49, 16, 1                           ; round to bf16
	v_add3_u32 v54, v49, v52, s5
	v_cmp_u_f32 s[30:31], v49, v49
	v_mov_b32 v52, 0x7fc00000
	v_cndmask_b32 v54, v54, v52, s[30:31]
	v_and_b32 v52, 0xffff0000, v54
	v_bfe_u32 v54, v50, 16, 1                           ; round to bf16
	v_add3_u32 v55, v50, v54, s5
	v_cmp_u_f32 s[30:31], v50, v50
	v_mov_b32 v54, 0x7fc00000
	v_cndmask_b32 v55, v55, v54, s[30:31]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v23, 16, 1                           ; round to bf16
	v_add3_u32 v56, v23, v55, s5
	v_cmp_u_f32 s[30:31], v23, v23
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v56, v55, s[30:31]
	v_and_b32 v55, 0xffff0000, v56
	v_cndmask_b32 v56, 0, v51, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v56
	ds_write_b16 v20, v51 offset:19456                  ; B operand of the product: stage
	v_cndmask_b32 v51, 0, v52, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v52, 16, v51
	ds_write_b16 v20, v52 offset:19458                  ; B operand of the product: stage
	v_cndmask_b32 v51, 0, v54, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v52, 16, v51
	ds_write_b16 v20, v52 offset:19460                  ; B operand of the product: stage
	v_cndmask_b32 v51, 0, v55, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v52, 16, v51
	ds_write_b16 v20, v52 offset:19462                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[54:57], v19 offset:19456             ; B fragment 0, k-steps 0..1
	ds_read_b128 v[58:61], v12                          ; A fragment 0, k-steps 0..1
	ds_read_b128 v[62:65], v12 offset:2304              ; A fragment 1, k-steps 0..1
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[58:59], v[54:55], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[62:63], v[54:55], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[60:61], v[56:57], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[64:65], v[56:57], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	ds_read_b128 v[54:57], v19 offset:19520             ; B fragment 0, k-steps 2..3
	ds_read_b128 v[58:61], v12 offset:64                ; A fragment 0, k-steps 2..3
	ds_read_b128 v[62:65], v12 offset:2368              ; A fragment 1, k-steps 2..3
	s_waitcnt lgkmcnt(1)
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[58:59], v[54:55], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[62:63], v[54:55], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[40:43], v[60:61], v[56:57], v[40:43] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mfma_f32_16x16x16bf16_1k v[44:47], v[64:65], v[56:57], v[44:47] ; examples/attention_paged.kgen:26: mfma 16x16x16
	v_mul_f32 v51, v1, v21                              ; examples/attention_paged.kgen:25
	v_cndmask_b32 v21, 0, v48, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v48, 0, v49, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v49, 0, v50, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v50, 0, v23, s[46:47]                 ; absent elements contribute the identity
	v_add_f32 v23, v21, v48                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v21, v23, v49                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	v_add_f32 v23, v21, v50                             ; sum over 'tt' (examples/attention_paged.kgen:25)
	ds_swizzle_b32 v21, v23 offset:swizzle(SWAP,16)     ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 16 apart
	s_waitcnt lgkmcnt(0)
	v_add_f32 v48, v23, v21
	v_and_b32 v21, 63, v0                               ; sum over 'tt' (examples/attention_paged.kgen:25): lanes 32 apart
	v_xor_b32 v21, 32, v21
	v_lshlrev_b32 v21, 2, v21
	ds_bpermute_b32 v23, v21, v48
	s_waitcnt lgkmcnt(0)
	v_add_f32 v21, v48, v23
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_269
	ds_write_b32 v4, v21 offset:23808                   ; sum over 'tt' (examples/attention_paged.kgen:25): this warp group's partial
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v21, v15 offset:23808                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 0
	ds_read_b32 v23, v15 offset:23872                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v48, v21, v23
	ds_read_b32 v21, v15 offset:23936                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 2
	s_waitcnt lgkmcnt(0)
	v_add_f32 v23, v48, v21
	ds_read_b32 v21, v15 offset:24000                   ; sum over 'tt' (examples/attention_paged.kgen:25): warp group 3
	s_waitcnt lgkmcnt(0)
	v_add_f32 v48, v23, v21
	v_add_f32 v21, v51, v48                             ; examples/attention_paged.kgen:25
	v_mov_b32 v1, v21                                   ; next 'l'
	v_mov_b32 v2, v53                                   ; next 'mx'
	s_add_u32 s23, s23, 64
	s_cmp_lt_u32 s23, s17
	s_cbranch_scc1 .Lattention_paged_split_loop3
.Lattention_paged_split_loop3_end:
	s_and_saveexec_b64 s[8:9], s[18:19]                 ; lanes where %vpred_869
	global_store_dword v22, v40, s[6:7]                 ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v22, v41, s[6:7] offset:4        ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v22, v42, s[6:7] offset:8        ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v22, v43, s[6:7] offset:12       ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v22, v44, s[6:7] offset:64       ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v22, v45, s[6:7] offset:68       ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v22, v46, s[6:7] offset:72       ; examples/attention_paged.kgen:19: store to 'acc_parts'
	global_store_dword v22, v47, s[6:7] offset:76       ; examples/attention_paged.kgen:19: store to 'acc_parts'
	s_mov_b64 exec, s[8:9]
	s_and_b64 s[6:7], s[18:19], s[36:37]
	s_and_saveexec_b64 s[8:9], s[6:7]                   ; lanes where %vpred_1613
	global_store_dword v15, v1, s[44:45]                ; examples/attention_paged.kgen:19: store to 'l_parts'
	global_store_dword v15, v2, s[20:21]                ; examples/attention_paged.kgen:19: store to 'mx_parts'
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
		.amdhsa_group_segment_fixed_size 24064
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 89
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
		.amdhsa_group_segment_fixed_size 24064
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 108
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 89
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
    .group_segment_fixed_size: 24064
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .vgpr_count:     89
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
    .group_segment_fixed_size: 24064
    .kernarg_segment_align: 8
    .kernarg_segment_size: 108
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     84
    .sgpr_spill_count: 0
    .vgpr_count:     89
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
