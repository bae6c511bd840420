; kgen AMDGCN module for gfx90a: 2 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx90a"
	.amdhsa_code_object_version 5

; kernel attention_varlen: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel attention_varlen from examples/attention_varlen.kgen
; target gfx90a: AMD CDNA2 (MI200)
;   block: 256 threads = 4 x 64-wide waves
;   grid: s, h, b
;   chunk: b: 1, h: 1, s: 64, tt: 64, d: 64; walked in chunks: none
;   layout: h:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;     (the first product's accumulator; at most 8 elements per vector access)
;   tile products on mfma 32x32x8: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (20 shuffle and conversion instructions per thread)
;   product 15:13 tt x s contracting d (as the transposed product): 2 x 2 warps, each mfma 32x32x8 tiles
;   product 20:29 d x s contracting tt (as the transposed product): 2 x 2 warps, each mfma 32x32x8 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [h, s, d]: h:1 x s:64 x d:64: reg[d1 d2 d8 d16] lane[s1 s2 s4 s8 s16 d4] warp[d32 s32]
;     L1 [h, s]: h:1 x s:64: reg[0 0 0 0] lane[s1 s2 s4 s8 s16 0] warp[0 s32]
;     L2 [h, tt, d]: h:1 x tt:64 x d:64: reg[d1 d2 d4 tt32] lane[d8 d16 d32 tt1 tt2 tt4] warp[tt8 tt16]
;     L3 [h, s, tt]: h:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;       13:11 add -> L0; 12:9 add -> L1; 11:10 add -> L1; 13:11 carried -> L0; 11:10 carried -> L1; 15:13 load q -> L0
;       15:26 load k -> L2; 15:13 matmul -> L3; 16:22 reduce max -> L1; 16:14 max -> L1; 18:22 sub -> L1; 18:21 mul -> L1
;       18:17 exp -> L1; 20:15 mul -> L0; 17:18 sub -> L3; 17:17 mul -> L3; 17:13 exp -> L3; 20:29 cast -> L3
;       20:39 load v -> L2; 20:29 matmul -> L0; 20:15 add -> L0; 12:9 carried -> L1; 19:13 mul -> L1; 19:25 reduce sum -> L1
;       19:13 add -> L1; 14:5 loop_result -> L1; 23:29 gt -> L1; 14:5 loop_result -> L0; 23:38 div -> L0; 23:23 select -> L0
;       23:18 cast -> L0
; resources: 94 VGPRs, 0 AGPRs, 62 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 56320 bytes LDS, 72 bytes of arguments, 256 threads
;   arg q: tensor bf16 at 0 (read-only)
;   arg k: tensor bf16 at 8 (read-only)
;   arg v: tensor bf16 at 16 (read-only)
;   arg cu_q: tensor i32 at 24 (read-only)
;   arg cu_k: tensor i32 at 32 (read-only)
;   arg o: tensor bf16 at 40
;   arg scale: scalar f32 at 48
;   arg TQ: dim i32 at 52
;   arg H: dim i32 at 56
;   arg TK: dim i32 at 60
;   arg B1: dim i32 at 64
;   arg B: dim i32 at 68
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, s4 workgroup id z, v0 work-item id
	.text
	.globl	attention_varlen
	.p2align	8
	.type	attention_varlen,@function
attention_varlen:
	s_mov_b32 s5, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s6, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s7, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[8:9], s[0:1], 0x0                  ; argument q
	s_load_dwordx2 s[10:11], s[0:1], 0x8                ; argument k
	s_load_dwordx2 s[12:13], s[0:1], 0x10               ; argument v
	s_load_dwordx2 s[14:15], s[0:1], 0x18               ; argument cu_q
	s_load_dwordx2 s[16:17], s[0:1], 0x20               ; argument cu_k
	s_load_dwordx2 s[18:19], s[0:1], 0x28               ; argument o
	s_load_dword s20, s[0:1], 0x30                      ; argument scale
	s_load_dword s21, s[0:1], 0x34                      ; argument TQ
	s_load_dword s22, s[0:1], 0x38                      ; argument H
	s_load_dword s23, s[0:1], 0x3c                      ; argument TK
	s_load_dword s24, s[0:1], 0x40                      ; argument B1
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s25, s2                                   ; program index along 's'
	s_mov_b32 s26, s3                                   ; program index along 'h'
	s_mov_b32 s27, s4                                   ; program index along 'b'
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s27, s24                               ; cu_q[b] lies inside the offsets
	s_cselect_b32 s28, 1, 0
	s_lshl_b32 s29, s27, 2
	s_cmp_eq_u32 s28, 0                                 ; if %upred_21
	s_cbranch_scc1 .Lattention_varlen_skip0
	v_mov_b32 v3, s29                                   ; cu_q[b]
	global_load_dword v2, v3, s[14:15]
.Lattention_varlen_skip0:
	s_waitcnt vmcnt(0)
	v_mov_b32 v3, v2                                    ; cu_q[b], uniform
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_add_u32 s30, s27, 1
	s_cmp_lt_u32 s30, s24                               ; cu_q[b + 1] lies inside the offsets
	s_cselect_b32 s24, 1, 0
	s_cmp_eq_u32 s24, 0                                 ; if %upred_26
	s_cbranch_scc1 .Lattention_varlen_skip1
	v_mov_b32 v4, s29                                   ; cu_q[b + 1]
	global_load_dword v2, v4, s[14:15] offset:4
.Lattention_varlen_skip1:
	s_waitcnt vmcnt(0)
	v_mov_b32 v4, v2                                    ; cu_q[b + 1], uniform
	v_min_u32 v2, s21, v4                               ; segment end, in its dimension
	v_min_u32 v4, v3, v2                                ; segment start, at most its end
	s_mul_i32 s14, s25, 64
	v_add_u32 v3, s14, v4                               ; first 's' of this program's tile (64)
	v_max_u32 v4, v2, v3
	v_sub_u32 v2, v4, v3
	v_min_u32 v4, 64, v2                                ; 's' rows of the segment in this tile
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_cmp_eq_u32 s28, 0                                 ; if %upred_21
	s_cbranch_scc1 .Lattention_varlen_skip2
	v_mov_b32 v5, s29                                   ; cu_k[b]
	global_load_dword v2, v5, s[16:17]
.Lattention_varlen_skip2:
	s_waitcnt vmcnt(0)
	v_mov_b32 v5, v2                                    ; cu_k[b], uniform
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_cmp_eq_u32 s24, 0                                 ; if %upred_26
	s_cbranch_scc1 .Lattention_varlen_skip3
	v_mov_b32 v6, s29                                   ; cu_k[b + 1]
	global_load_dword v2, v6, s[16:17] offset:4
.Lattention_varlen_skip3:
	s_waitcnt vmcnt(0)
	v_mov_b32 v6, v2                                    ; cu_k[b + 1], uniform
	v_min_u32 v2, s23, v6                               ; segment end, in its dimension
	v_min_u32 v6, v5, v2                                ; segment start, at most its end
	v_sub_u32 v5, v2, v6                                ; 't' rows of the segment
	v_cmp_ge_u32 s[14:15], v4, 64                       ; a whole chunk of 's' (64) is in bounds
	s_mul_i32 s16, 64, s22                              ; a stride of 'q'
	v_and_b32 v2, 31, v1
	v_lshrrev_b32 v7, 7, v1
	v_lshlrev_b32 v8, 5, v7
	v_or_b32 v7, v2, v8                                 ; thread's 's' coordinate
	v_mul_lo_u32 v8, s16, v7
	v_lshrrev_b32 v9, 5, v1
	v_and_b32 v10, 1, v9
	v_lshlrev_b32 v9, 2, v10
	v_lshrrev_b32 v11, 6, v1
	v_and_b32 v12, 1, v11
	v_lshlrev_b32 v11, 5, v12
	v_or_b32 v13, v9, v11                               ; thread's 'd' coordinate
	v_add_u32 v9, v8, v13
	v_lshlrev_b32 v8, 1, v9                             ; thread's byte offset in a chunk of 'q'
	v_mul_lo_u32 v14, v3, s16
	v_mul_hi_u32 v15, v3, s16
	v_lshlrev_b64 v[16:17], 1, v[14:15]
	v_add_co_u32 v14, vcc, s8, v16                      ; 'q' at this program
	v_mov_b32 v3, s9
	v_addc_co_u32 v15, vcc, v3, v17, vcc
	s_mul_i32 s8, s26, 64
	s_mul_hi_u32 s9, s26, 64
	s_lshl_b64 s[22:23], s[8:9], 1
	v_add_co_u32 v18, vcc, s22, v14                     ; 'q' at this program
	v_mov_b32 v3, s23
	v_addc_co_u32 v19, vcc, v3, v15, vcc
	v_mov_b32 v3, 0x48
	v_mul_lo_u32 v9, v3, v7
	v_add_u32 v3, v9, v13
	v_lshlrev_b32 v14, 1, v3                            ; thread's place in opinv0
	v_or_b32 v3, v2, v11                                ; thread's 'r' coordinate
	v_lshlrev_b32 v2, 3, v10
	v_mov_b32 v10, 0x48
	v_mul_lo_u32 v11, v10, v3
	v_add_u32 v3, v11, v2
	v_lshlrev_b32 v10, 1, v3                            ; thread's M-fragment place
	v_add_u32 v3, v9, v2
	v_lshlrev_b32 v2, 1, v3                             ; thread's N-fragment place
	v_mul_lo_u32 v3, 64, v12
	v_add_u32 v9, v3, v7
	v_lshlrev_b32 v3, 2, v9
	v_lshlrev_b32 v9, 2, v7
	v_and_b32 v11, 32, v1
	v_cmp_eq_u32 s[8:9], v11, 0                         ; one lane per warp group and element publishes
	v_lshrrev_b32 v11, 3, v1
	v_and_b32 v12, 7, v1
	v_lshlrev_b32 v1, 3, v12
	v_mul_lo_u32 v12, s16, v11
	v_add_u32 v15, v12, v1
	v_lshlrev_b32 v12, 1, v15                           ; thread's first 16 bytes of a 'k' tile
	v_mov_b32 v15, 0x48
	v_mul_lo_u32 v20, v15, v11
	v_add_u32 v15, v20, v1
	v_lshlrev_b32 v20, 1, v15                           ; thread's first 16 bytes in st1
	s_add_u32 s24, s10, s22                             ; 'k' at this program
	s_addc_u32 s25, s11, s23
	v_lshlrev_b32 v15, 1, v11
	v_mul_lo_u32 v21, s16, v15
	v_add_u32 v22, v21, v1
	v_lshlrev_b32 v21, 1, v22                           ; thread's first 16 bytes of a 'v' tile
	v_mov_b32 v22, 0x48
	v_mul_lo_u32 v23, v22, v1
	v_add_u32 v1, v23, v15
	v_lshlrev_b32 v15, 1, v1                            ; thread's first pair in st2
	s_add_u32 s10, s12, s22                             ; 'v' at this program
	s_addc_u32 s11, s13, s23
	v_add_u32 v1, v23, v11
	v_lshlrev_b32 v22, 1, v1                            ; thread's place in st2
	v_add_co_u32 v24, vcc, s18, v16                     ; 'o' at this program
	v_mov_b32 v1, s19
	v_addc_co_u32 v25, vcc, v1, v17, vcc
	v_add_co_u32 v16, vcc, s22, v24                     ; 'o' at this program
	v_mov_b32 v1, s23
	v_addc_co_u32 v17, vcc, v1, v25, vcc
	s_cmp_eq_u64 s[14:15], 0                            ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_varlen_if0_else
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s13, v19
	s_nop 4
	global_load_ushort v1, v8, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v1
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s13, v19
	s_nop 4
	global_load_ushort v1, v8, s[12:13] offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v1
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s13, v19
	s_nop 4
	global_load_ushort v1, v8, s[12:13] offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v1
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s13, v19
	s_nop 4
	global_load_ushort v1, v8, s[12:13] offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v1
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s13, v19
	s_nop 4
	global_load_ushort v1, v8, s[12:13] offset:16
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v1
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s13, v19
	s_nop 4
	global_load_ushort v1, v8, s[12:13] offset:18
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v1
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s13, v19
	s_nop 4
	global_load_ushort v1, v8, s[12:13] offset:20
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v1
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s13, v19
	s_nop 4
	global_load_ushort v1, v8, s[12:13] offset:22
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v1
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s13, v19
	s_nop 4
	global_load_ushort v1, v8, s[12:13] offset:32
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v1
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s13, v19
	s_nop 4
	global_load_ushort v1, v8, s[12:13] offset:34
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v1
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s13, v19
	s_nop 4
	global_load_ushort v1, v8, s[12:13] offset:36
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v1
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s13, v19
	s_nop 4
	global_load_ushort v1, v8, s[12:13] offset:38
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v1
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s13, v19
	s_nop 4
	global_load_ushort v1, v8, s[12:13] offset:48
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v1
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s13, v19
	s_nop 4
	global_load_ushort v1, v8, s[12:13] offset:50
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v1
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s13, v19
	s_nop 4
	global_load_ushort v1, v8, s[12:13] offset:52
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v1
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s13, v19
	s_nop 4
	global_load_ushort v1, v8, s[12:13] offset:54
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v1
	v_lshrrev_b32 v1, 16, v23
	ds_write_b16 v14, v1                                ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v24
	ds_write_b16 v14, v1 offset:2                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v25
	ds_write_b16 v14, v1 offset:4                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v26
	ds_write_b16 v14, v1 offset:6                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v27
	ds_write_b16 v14, v1 offset:16                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v28
	ds_write_b16 v14, v1 offset:18                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v29
	ds_write_b16 v14, v1 offset:20                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v30
	ds_write_b16 v14, v1 offset:22                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v31
	ds_write_b16 v14, v1 offset:32                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v32
	ds_write_b16 v14, v1 offset:34                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v33
	ds_write_b16 v14, v1 offset:36                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v34
	ds_write_b16 v14, v1 offset:38                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v35
	ds_write_b16 v14, v1 offset:48                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v36
	ds_write_b16 v14, v1 offset:50                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v37
	ds_write_b16 v14, v1 offset:52                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v38
	ds_write_b16 v14, v1 offset:54                      ; B operand of the product: stage
	v_add_f32 v1, 0, 0                                  ; examples/attention_varlen.kgen:13
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
	v_mov_b32 v23, v1                                   ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_varlen.kgen:11
	v_add_f32 v40, v1, 0
	v_mov_b32 v1, v40                                   ; loop-carried 'mx'
	v_cmp_ne_u32 s[12:13], v4, 0                        ; this tile holds rows of 's'
	v_cndmask_b32 v40, 0, v5, s[12:13]                  ; no steps in a tile past its segment's end
	v_cmp_ge_u32 s[12:13], v40, 64                      ; at least one whole chunk of 'tt'
	v_sub_u32 v41, v40, 63
	v_cndmask_b32 v42, 0, v41, s[12:13]                 ; full chunks start below extent - chunk + 1
	v_add_u32 v41, 0, v6
	v_mul_lo_u32 v44, v41, s16
	v_mul_hi_u32 v45, v41, s16
	v_lshlrev_b64 v[46:47], 1, v[44:45]
	v_add_co_u32 v44, vcc, s24, v46                     ; 'k' at this chunk
	v_mov_b32 v41, s25
	v_addc_co_u32 v45, vcc, v41, v47, vcc
	v_cmp_lt_u32 s[12:13], 0, v42                       ; a step the loop consumes: a whole chunk in bounds
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u64 s[12:13], 0                            ; if %upred_1726
	s_cbranch_scc1 .Lattention_varlen_skip4
	v_readfirstlane_b32 s14, v44                        ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
	v_readfirstlane_b32 s15, v45
	s_nop 4
	global_load_dwordx4 v[48:51], v12, s[14:15]
.Lattention_varlen_skip4:
	s_waitcnt vmcnt(0)
	ds_write_b128 v20, v[48:51] offset:9216             ; 16 bytes into st1
	s_mul_i32 s14, s16, 64
	v_add_u32 v41, s14, v12
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u64 s[12:13], 0                            ; if %upred_1726
	s_cbranch_scc1 .Lattention_varlen_skip5
	v_readfirstlane_b32 s14, v44                        ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
	v_readfirstlane_b32 s15, v45
	s_nop 4
	global_load_dwordx4 v[48:51], v41, s[14:15]
.Lattention_varlen_skip5:
	s_waitcnt vmcnt(0)
	ds_write_b128 v20, v[48:51] offset:13824            ; 16 bytes into st1
	v_add_co_u32 v44, vcc, s10, v46                     ; 'v' at this chunk
	v_mov_b32 v41, s11
	v_addc_co_u32 v45, vcc, v41, v47, vcc
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_cmp_eq_u64 s[12:13], 0                            ; if %upred_1726
	s_cbranch_scc1 .Lattention_varlen_skip6
	v_readfirstlane_b32 s14, v44                        ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
	v_readfirstlane_b32 s15, v45
	s_nop 4
	global_load_dwordx4 v[46:49], v21, s[14:15]
.Lattention_varlen_skip6:
	s_mul_i32 s14, s16, 2
	v_add_u32 v41, s14, v21
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	s_cmp_eq_u64 s[12:13], 0                            ; if %upred_1726
	s_cbranch_scc1 .Lattention_varlen_skip7
	v_readfirstlane_b32 s12, v44                        ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
	v_readfirstlane_b32 s13, v45
	s_nop 4
	global_load_dwordx4 v[50:53], v41, s[12:13]
.Lattention_varlen_skip7:
	s_waitcnt vmcnt(0)
	v_perm_b32 v41, v50, v46, s5                        ; (k, k+1) of column 0
	ds_write_b32 v15, v41 offset:18432                  ; a K-pair into st2
	v_perm_b32 v41, v50, v46, s6                        ; (k, k+1) of column 1
	ds_write_b32 v15, v41 offset:18576                  ; a K-pair into st2
	v_perm_b32 v41, v51, v47, s5                        ; (k, k+1) of column 2
	ds_write_b32 v15, v41 offset:18720                  ; a K-pair into st2
	v_perm_b32 v41, v51, v47, s6                        ; (k, k+1) of column 3
	ds_write_b32 v15, v41 offset:18864                  ; a K-pair into st2
	v_perm_b32 v41, v52, v48, s5                        ; (k, k+1) of column 4
	ds_write_b32 v15, v41 offset:19008                  ; a K-pair into st2
	v_perm_b32 v41, v52, v48, s6                        ; (k, k+1) of column 5
	ds_write_b32 v15, v41 offset:19152                  ; a K-pair into st2
	v_perm_b32 v41, v53, v49, s5                        ; (k, k+1) of column 6
	ds_write_b32 v15, v41 offset:19296                  ; a K-pair into st2
	v_perm_b32 v41, v53, v49, s6                        ; (k, k+1) of column 7
	ds_write_b32 v15, v41 offset:19440                  ; a K-pair into st2
	v_readfirstlane_b32 s12, v42
	s_mov_b32 s13, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s13, s12
	s_cbranch_scc1 .Lattention_varlen_loop0_end
.Lattention_varlen_loop0:
	s_add_u32 s14, s13, 64
	v_cmp_lt_u32 s[18:19], s13, v42
	s_cmp_eq_u64 s[18:19], 0                            ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_if1_end
	v_add_u32 v41, s14, v6
	v_mul_lo_u32 v44, v41, s16
	v_mul_hi_u32 v45, v41, s16
	v_lshlrev_b64 v[46:47], 1, v[44:45]
	v_add_co_u32 v44, vcc, s24, v46                     ; 'k' at this chunk
	v_mov_b32 v41, s25
	v_addc_co_u32 v45, vcc, v41, v47, vcc
	v_cmp_lt_u32 s[18:19], s14, v42                     ; a step the loop consumes: a whole chunk in bounds
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_1761
	s_cbranch_scc1 .Lattention_varlen_skip8
	v_readfirstlane_b32 s14, v44                        ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
	v_readfirstlane_b32 s15, v45
	s_nop 4
	global_load_dwordx4 v[48:51], v12, s[14:15]
.Lattention_varlen_skip8:
	s_mul_i32 s14, s16, 64
	v_add_u32 v41, s14, v12
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_1761
	s_cbranch_scc1 .Lattention_varlen_skip9
	v_readfirstlane_b32 s14, v44                        ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
	v_readfirstlane_b32 s15, v45
	s_nop 4
	global_load_dwordx4 v[52:55], v41, s[14:15]
.Lattention_varlen_skip9:
	v_add_co_u32 v44, vcc, s10, v46                     ; 'v' at this chunk
	v_mov_b32 v41, s11
	v_addc_co_u32 v45, vcc, v41, v47, vcc
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_1761
	s_cbranch_scc1 .Lattention_varlen_skip10
	v_readfirstlane_b32 s14, v44                        ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
	v_readfirstlane_b32 s15, v45
	s_nop 4
	global_load_dwordx4 v[56:59], v21, s[14:15]
.Lattention_varlen_skip10:
	s_mul_i32 s14, s16, 2
	v_add_u32 v41, s14, v21
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_1761
	s_cbranch_scc1 .Lattention_varlen_skip11
	v_readfirstlane_b32 s14, v44                        ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
	v_readfirstlane_b32 s15, v45
	s_nop 4
	global_load_dwordx4 v[60:63], v41, s[14:15]
.Lattention_varlen_skip11:
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v68, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v70, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v72, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v74, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v75, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v76, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v77, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v78, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v79, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[44:47], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[80:83], v10 offset:9216              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[80:81], v[44:45], v[64:79] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[82:83], v[46:47], v[64:79] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[44:47], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[80:83], v10 offset:9248              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[80:81], v[44:45], v[64:79] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[82:83], v[46:47], v[64:79] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[44:47], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[80:83], v10 offset:9280              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[80:81], v[44:45], v[64:79] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[82:83], v[46:47], v[64:79] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[44:47], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[80:83], v10 offset:9312              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[80:81], v[44:45], v[64:79] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[82:83], v[46:47], v[64:79] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_max_f32 v41, v64, v65                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v64, v65
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v66                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v66
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v67                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v67
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v68                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v68
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v69                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v69
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v70                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v70
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v71                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v71
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v72                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v72
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v73                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v73
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v74                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v74
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v75                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v75
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v76                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v76
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v77                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v77
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v78                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v78
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v79                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v79
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_and_b32 v41, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:16): lanes 32 apart
	v_xor_b32 v41, 32, v41
	v_lshlrev_b32 v41, 2, v41
	ds_bpermute_b32 v43, v41, v44
	s_waitcnt lgkmcnt(0)
	v_max_f32 v41, v44, v43
	v_cmp_u_f32 s[14:15], v44, v43
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	s_and_saveexec_b64 s[14:15], s[8:9]                 ; lanes where %vpred_228
	ds_write_b32 v3, v44 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:16): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v41, v9 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 0
	ds_read_b32 v43, v9 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v44, v41, v43
	v_cmp_u_f32 s[14:15], v41, v43
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v43, v44, v41, s[14:15]
	v_max_f32 v41, v1, v43                              ; examples/attention_varlen.kgen:16
	v_cmp_u_f32 s[14:15], v1, v43
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_sub_f32 v41, v1, v44                              ; examples/attention_varlen.kgen:18
	v_mul_f32 v43, s20, v41                             ; examples/attention_varlen.kgen:18
	v_mul_f32 v41, 0x3fb8aa3b, v43                      ; examples/attention_varlen.kgen:18
	v_exp_f32 v43, v41                                  ; examples/attention_varlen.kgen:18
	v_mul_f32 v41, v24, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v45, v25, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v46, v26, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v47, v27, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v80, v28, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v81, v29, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v82, v30, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v83, v31, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v84, v32, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v85, v33, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v86, v34, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v87, v35, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v88, v36, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v89, v37, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v90, v38, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v91, v39, v43                             ; examples/attention_varlen.kgen:20
	v_mov_b32 v24, v41                                  ; 'acc' scaled in place
	v_mov_b32 v25, v45                                  ; 'acc' scaled in place
	v_mov_b32 v26, v46                                  ; 'acc' scaled in place
	v_mov_b32 v27, v47                                  ; 'acc' scaled in place
	v_mov_b32 v28, v80                                  ; 'acc' scaled in place
	v_mov_b32 v29, v81                                  ; 'acc' scaled in place
	v_mov_b32 v30, v82                                  ; 'acc' scaled in place
	v_mov_b32 v31, v83                                  ; 'acc' scaled in place
	v_mov_b32 v32, v84                                  ; 'acc' scaled in place
	v_mov_b32 v33, v85                                  ; 'acc' scaled in place
	v_mov_b32 v34, v86                                  ; 'acc' scaled in place
	v_mov_b32 v35, v87                                  ; 'acc' scaled in place
	v_mov_b32 v36, v88                                  ; 'acc' scaled in place
	v_mov_b32 v37, v89                                  ; 'acc' scaled in place
	v_mov_b32 v38, v90                                  ; 'acc' scaled in place
	v_mov_b32 v39, v91                                  ; 'acc' scaled in place
	v_mov_b32 v41, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:17)
	v_mul_f32 v45, s20, v41
	v_mov_b32 v41, 0xbfb8aa3b
	v_mul_f32 v46, s20, v41
	v_mul_f32 v41, v44, v46                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:17)
	v_fma_f32 v46, v64, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v47, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v65, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v80, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v66, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v81, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v67, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v82, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v68, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v83, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v69, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v84, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v70, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v85, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v71, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v86, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v72, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v87, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v73, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v88, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v74, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v89, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v75, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v90, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v76, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v91, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v77, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v92, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v78, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v93, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v79, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v41, v46                                  ; examples/attention_varlen.kgen:17
	v_bfe_u32 v45, v47, 16, 1                           ; round to bf16
	v_add3_u32 v46, v47, v45, s7
	v_cmp_u_f32 s[14:15], v47, v47
	v_mov_b32 v45, 0x7fc00000
	v_cndmask_b32 v46, v46, v45, s[14:15]
	v_and_b32 v45, 0xffff0000, v46
	v_bfe_u32 v46, v80, 16, 1                           ; round to bf16
	v_add3_u32 v64, v80, v46, s7
	v_cmp_u_f32 s[14:15], v80, v80
	v_mov_b32 v46, 0x7fc00000
	v_cndmask_b32 v64, v64, v46, s[14:15]
	v_and_b32 v46, 0xffff0000, v64
	v_bfe_u32 v64, v81, 16, 1                           ; round to bf16
	v_add3_u32 v65, v81, v64, s7
	v_cmp_u_f32 s[14:15], v81, v81
	v_mov_b32 v64, 0x7fc00000
	v_cndmask_b32 v65, v65, v64, s[14:15]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v82, 16, 1                           ; round to bf16
	v_add3_u32 v66, v82, v65, s7
	v_cmp_u_f32 s[14:15], v82, v82
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v66, v65, s[14:15]
	v_and_b32 v65, 0xffff0000, v66
	v_bfe_u32 v66, v83, 16, 1                           ; round to bf16
	v_add3_u32 v67, v83, v66, s7
	v_cmp_u_f32 s[14:15], v83, v83
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v67, v66, s[14:15]
	v_and_b32 v66, 0xffff0000, v67
	v_bfe_u32 v67, v84, 16, 1                           ; round to bf16
	v_add3_u32 v68, v84, v67, s7
	v_cmp_u_f32 s[14:15], v84, v84
	v_mov_b32 v67, 0x7fc00000
	v_cndmask_b32 v68, v68, v67, s[14:15]
	v_and_b32 v67, 0xffff0000, v68
	v_bfe_u32 v68, v85, 16, 1                           ; round to bf16
	v_add3_u32 v69, v85, v68, s7
	v_cmp_u_f32 s[14:15], v85, v85
	v_mov_b32 v68, 0x7fc00000
	v_cndmask_b32 v69, v69, v68, s[14:15]
	v_and_b32 v68, 0xffff0000, v69
	v_bfe_u32 v69, v86, 16, 1                           ; round to bf16
	v_add3_u32 v70, v86, v69, s7
	v_cmp_u_f32 s[14:15], v86, v86
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v70, v69, s[14:15]
	v_and_b32 v69, 0xffff0000, v70
	v_bfe_u32 v70, v87, 16, 1                           ; round to bf16
	v_add3_u32 v71, v87, v70, s7
	v_cmp_u_f32 s[14:15], v87, v87
	v_mov_b32 v70, 0x7fc00000
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_and_b32 v70, 0xffff0000, v71
	v_bfe_u32 v71, v88, 16, 1                           ; round to bf16
	v_add3_u32 v72, v88, v71, s7
	v_cmp_u_f32 s[14:15], v88, v88
	v_mov_b32 v71, 0x7fc00000
	v_cndmask_b32 v72, v72, v71, s[14:15]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v89, 16, 1                           ; round to bf16
	v_add3_u32 v73, v89, v72, s7
	v_cmp_u_f32 s[14:15], v89, v89
	v_mov_b32 v72, 0x7fc00000
	v_cndmask_b32 v73, v73, v72, s[14:15]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v90, 16, 1                           ; round to bf16
	v_add3_u32 v74, v90, v73, s7
	v_cmp_u_f32 s[14:15], v90, v90
	v_mov_b32 v73, 0x7fc00000
	v_cndmask_b32 v74, v74, v73, s[14:15]
	v_and_b32 v73, 0xffff0000, v74
	v_bfe_u32 v74, v91, 16, 1                           ; round to bf16
	v_add3_u32 v75, v91, v74, s7
	v_cmp_u_f32 s[14:15], v91, v91
	v_mov_b32 v74, 0x7fc00000
	v_cndmask_b32 v75, v75, v74, s[14:15]
	v_and_b32 v74, 0xffff0000, v75
	v_bfe_u32 v75, v92, 16, 1                           ; round to bf16
	v_add3_u32 v76, v92, v75, s7
	v_cmp_u_f32 s[14:15], v92, v92
	v_mov_b32 v75, 0x7fc00000
	v_cndmask_b32 v76, v76, v75, s[14:15]
	v_and_b32 v75, 0xffff0000, v76
	v_bfe_u32 v76, v93, 16, 1                           ; round to bf16
	v_add3_u32 v77, v93, v76, s7
	v_cmp_u_f32 s[14:15], v93, v93
	v_mov_b32 v76, 0x7fc00000
	v_cndmask_b32 v77, v77, v76, s[14:15]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v41, 16, 1                           ; round to bf16
	v_add3_u32 v78, v41, v77, s7
	v_cmp_u_f32 s[14:15], v41, v41
	v_mov_b32 v77, 0x7fc00000
	v_cndmask_b32 v78, v78, v77, s[14:15]
	v_and_b32 v77, 0xffff0000, v78
	v_lshrrev_b32 v78, 16, v45
	ds_write_b16 v14, v78 offset:46592                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v46
	ds_write_b16 v14, v45 offset:46594                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v64
	ds_write_b16 v14, v45 offset:46596                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v65
	ds_write_b16 v14, v45 offset:46598                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v66
	ds_write_b16 v14, v45 offset:46608                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v67
	ds_write_b16 v14, v45 offset:46610                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v68
	ds_write_b16 v14, v45 offset:46612                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v69
	ds_write_b16 v14, v45 offset:46614                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v70
	ds_write_b16 v14, v45 offset:46624                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v71
	ds_write_b16 v14, v45 offset:46626                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v72
	ds_write_b16 v14, v45 offset:46628                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v73
	ds_write_b16 v14, v45 offset:46630                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v74
	ds_write_b16 v14, v45 offset:46640                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v75
	ds_write_b16 v14, v45 offset:46642                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v76
	ds_write_b16 v14, v45 offset:46644                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v77
	ds_write_b16 v14, v45 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[64:67], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[68:71], v10 offset:18432             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[68:69], v[64:65], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[70:71], v[66:67], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[64:67], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[68:71], v10 offset:18464             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[68:69], v[64:65], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[70:71], v[66:67], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[64:67], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[68:71], v10 offset:18496             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[68:69], v[64:65], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[70:71], v[66:67], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[64:67], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[68:71], v10 offset:18528             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[68:69], v[64:65], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[70:71], v[66:67], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mul_f32 v45, v23, v43                             ; examples/attention_varlen.kgen:19
	v_add_f32 v43, v47, v80                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v46, v43, v81                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v46, v82                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v46, v43, v83                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v46, v84                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v46, v43, v85                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v46, v86                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v46, v43, v87                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v46, v88                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v46, v43, v89                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v46, v90                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v46, v43, v91                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v46, v92                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v46, v43, v93                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v46, v41                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_and_b32 v41, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:19): lanes 32 apart
	v_xor_b32 v41, 32, v41
	v_lshlrev_b32 v41, 2, v41
	ds_bpermute_b32 v46, v41, v43
	s_waitcnt lgkmcnt(0)
	v_add_f32 v41, v43, v46
	s_and_saveexec_b64 s[14:15], s[8:9]                 ; lanes where %vpred_228
	ds_write_b32 v3, v41 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:19): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v41, v9 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 0
	ds_read_b32 v43, v9 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v46, v41, v43
	v_add_f32 v41, v45, v46                             ; examples/attention_varlen.kgen:19
	v_mov_b32 v23, v41                                  ; next 'l'
	v_mov_b32 v1, v44                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v20, v[48:51] offset:27648            ; 16 bytes into st1
	ds_write_b128 v20, v[52:55] offset:32256            ; 16 bytes into st1
	v_perm_b32 v41, v60, v56, s5                        ; (k, k+1) of column 0
	ds_write_b32 v15, v41 offset:36864                  ; a K-pair into st2
	v_perm_b32 v41, v60, v56, s6                        ; (k, k+1) of column 1
	ds_write_b32 v15, v41 offset:37008                  ; a K-pair into st2
	v_perm_b32 v41, v61, v57, s5                        ; (k, k+1) of column 2
	ds_write_b32 v15, v41 offset:37152                  ; a K-pair into st2
	v_perm_b32 v41, v61, v57, s6                        ; (k, k+1) of column 3
	ds_write_b32 v15, v41 offset:37296                  ; a K-pair into st2
	v_perm_b32 v41, v62, v58, s5                        ; (k, k+1) of column 4
	ds_write_b32 v15, v41 offset:37440                  ; a K-pair into st2
	v_perm_b32 v41, v62, v58, s6                        ; (k, k+1) of column 5
	ds_write_b32 v15, v41 offset:37584                  ; a K-pair into st2
	v_perm_b32 v41, v63, v59, s5                        ; (k, k+1) of column 6
	ds_write_b32 v15, v41 offset:37728                  ; a K-pair into st2
	v_perm_b32 v41, v63, v59, s6                        ; (k, k+1) of column 7
	ds_write_b32 v15, v41 offset:37872                  ; a K-pair into st2
.Lattention_varlen_if1_end:
	s_add_u32 s14, s13, 64
	s_add_u32 s15, s14, 64
	v_cmp_lt_u32 s[18:19], s14, v42
	s_cmp_eq_u64 s[18:19], 0                            ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_if2_end
	v_add_u32 v41, s15, v6
	v_mul_lo_u32 v44, v41, s16
	v_mul_hi_u32 v45, v41, s16
	v_lshlrev_b64 v[46:47], 1, v[44:45]
	v_add_co_u32 v44, vcc, s24, v46                     ; 'k' at this chunk
	v_mov_b32 v41, s25
	v_addc_co_u32 v45, vcc, v41, v47, vcc
	v_cmp_lt_u32 s[18:19], s15, v42                     ; a step the loop consumes: a whole chunk in bounds
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_2009
	s_cbranch_scc1 .Lattention_varlen_skip12
	v_readfirstlane_b32 s14, v44                        ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
	v_readfirstlane_b32 s15, v45
	s_nop 4
	global_load_dwordx4 v[48:51], v12, s[14:15]
.Lattention_varlen_skip12:
	s_mul_i32 s14, s16, 64
	v_add_u32 v41, s14, v12
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_2009
	s_cbranch_scc1 .Lattention_varlen_skip13
	v_readfirstlane_b32 s14, v44                        ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
	v_readfirstlane_b32 s15, v45
	s_nop 4
	global_load_dwordx4 v[52:55], v41, s[14:15]
.Lattention_varlen_skip13:
	v_add_co_u32 v44, vcc, s10, v46                     ; 'v' at this chunk
	v_mov_b32 v41, s11
	v_addc_co_u32 v45, vcc, v41, v47, vcc
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_2009
	s_cbranch_scc1 .Lattention_varlen_skip14
	v_readfirstlane_b32 s14, v44                        ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
	v_readfirstlane_b32 s15, v45
	s_nop 4
	global_load_dwordx4 v[56:59], v21, s[14:15]
.Lattention_varlen_skip14:
	s_mul_i32 s14, s16, 2
	v_add_u32 v41, s14, v21
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_2009
	s_cbranch_scc1 .Lattention_varlen_skip15
	v_readfirstlane_b32 s14, v44                        ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
	v_readfirstlane_b32 s15, v45
	s_nop 4
	global_load_dwordx4 v[60:63], v41, s[14:15]
.Lattention_varlen_skip15:
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v68, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v70, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v72, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v74, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v75, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v76, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v77, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v78, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v79, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[44:47], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[80:83], v10 offset:27648             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[80:81], v[44:45], v[64:79] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[82:83], v[46:47], v[64:79] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[44:47], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[80:83], v10 offset:27680             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[80:81], v[44:45], v[64:79] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[82:83], v[46:47], v[64:79] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[44:47], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[80:83], v10 offset:27712             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[80:81], v[44:45], v[64:79] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[82:83], v[46:47], v[64:79] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[44:47], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[80:83], v10 offset:27744             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[80:81], v[44:45], v[64:79] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[82:83], v[46:47], v[64:79] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_max_f32 v41, v64, v65                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v64, v65
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v66                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v66
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v67                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v67
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v68                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v68
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v69                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v69
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v70                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v70
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v71                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v71
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v72                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v72
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v73                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v73
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v74                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v74
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v75                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v75
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v76                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v76
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v77                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v77
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v78                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v78
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_max_f32 v41, v44, v79                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v44, v79
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_and_b32 v41, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:16): lanes 32 apart
	v_xor_b32 v41, 32, v41
	v_lshlrev_b32 v41, 2, v41
	ds_bpermute_b32 v43, v41, v44
	s_waitcnt lgkmcnt(0)
	v_max_f32 v41, v44, v43
	v_cmp_u_f32 s[14:15], v44, v43
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	s_and_saveexec_b64 s[14:15], s[8:9]                 ; lanes where %vpred_228
	ds_write_b32 v3, v44 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:16): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v41, v9 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 0
	ds_read_b32 v43, v9 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v44, v41, v43
	v_cmp_u_f32 s[14:15], v41, v43
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v43, v44, v41, s[14:15]
	v_max_f32 v41, v1, v43                              ; examples/attention_varlen.kgen:16
	v_cmp_u_f32 s[14:15], v1, v43
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v41, v43, s[14:15]
	v_sub_f32 v41, v1, v44                              ; examples/attention_varlen.kgen:18
	v_mul_f32 v43, s20, v41                             ; examples/attention_varlen.kgen:18
	v_mul_f32 v41, 0x3fb8aa3b, v43                      ; examples/attention_varlen.kgen:18
	v_exp_f32 v43, v41                                  ; examples/attention_varlen.kgen:18
	v_mul_f32 v41, v24, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v45, v25, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v46, v26, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v47, v27, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v80, v28, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v81, v29, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v82, v30, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v83, v31, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v84, v32, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v85, v33, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v86, v34, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v87, v35, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v88, v36, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v89, v37, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v90, v38, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v91, v39, v43                             ; examples/attention_varlen.kgen:20
	v_mov_b32 v24, v41                                  ; 'acc' scaled in place
	v_mov_b32 v25, v45                                  ; 'acc' scaled in place
	v_mov_b32 v26, v46                                  ; 'acc' scaled in place
	v_mov_b32 v27, v47                                  ; 'acc' scaled in place
	v_mov_b32 v28, v80                                  ; 'acc' scaled in place
	v_mov_b32 v29, v81                                  ; 'acc' scaled in place
	v_mov_b32 v30, v82                                  ; 'acc' scaled in place
	v_mov_b32 v31, v83                                  ; 'acc' scaled in place
	v_mov_b32 v32, v84                                  ; 'acc' scaled in place
	v_mov_b32 v33, v85                                  ; 'acc' scaled in place
	v_mov_b32 v34, v86                                  ; 'acc' scaled in place
	v_mov_b32 v35, v87                                  ; 'acc' scaled in place
	v_mov_b32 v36, v88                                  ; 'acc' scaled in place
	v_mov_b32 v37, v89                                  ; 'acc' scaled in place
	v_mov_b32 v38, v90                                  ; 'acc' scaled in place
	v_mov_b32 v39, v91                                  ; 'acc' scaled in place
	v_mov_b32 v41, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:17)
	v_mul_f32 v45, s20, v41
	v_mov_b32 v41, 0xbfb8aa3b
	v_mul_f32 v46, s20, v41
	v_mul_f32 v41, v44, v46                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:17)
	v_fma_f32 v46, v64, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v47, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v65, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v80, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v66, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v81, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v67, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v82, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v68, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v83, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v69, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v84, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v70, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v85, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v71, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v86, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v72, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v87, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v73, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v88, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v74, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v89, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v75, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v90, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v76, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v91, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v77, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v92, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v78, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v93, v46                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v46, v79, v45, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v41, v46                                  ; examples/attention_varlen.kgen:17
	v_bfe_u32 v45, v47, 16, 1                           ; round to bf16
	v_add3_u32 v46, v47, v45, s7
	v_cmp_u_f32 s[14:15], v47, v47
	v_mov_b32 v45, 0x7fc00000
	v_cndmask_b32 v46, v46, v45, s[14:15]
	v_and_b32 v45, 0xffff0000, v46
	v_bfe_u32 v46, v80, 16, 1                           ; round to bf16
	v_add3_u32 v64, v80, v46, s7
	v_cmp_u_f32 s[14:15], v80, v80
	v_mov_b32 v46, 0x7fc00000
	v_cndmask_b32 v64, v64, v46, s[14:15]
	v_and_b32 v46, 0xffff0000, v64
	v_bfe_u32 v64, v81, 16, 1                           ; round to bf16
	v_add3_u32 v65, v81, v64, s7
	v_cmp_u_f32 s[14:15], v81, v81
	v_mov_b32 v64, 0x7fc00000
	v_cndmask_b32 v65, v65, v64, s[14:15]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v82, 16, 1                           ; round to bf16
	v_add3_u32 v66, v82, v65, s7
	v_cmp_u_f32 s[14:15], v82, v82
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v66, v65, s[14:15]
	v_and_b32 v65, 0xffff0000, v66
	v_bfe_u32 v66, v83, 16, 1                           ; round to bf16
	v_add3_u32 v67, v83, v66, s7
	v_cmp_u_f32 s[14:15], v83, v83
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v67, v66, s[14:15]
	v_and_b32 v66, 0xffff0000, v67
	v_bfe_u32 v67, v84, 16, 1                           ; round to bf16
	v_add3_u32 v68, v84, v67, s7
	v_cmp_u_f32 s[14:15], v84, v84
	v_mov_b32 v67, 0x7fc00000
	v_cndmask_b32 v68, v68, v67, s[14:15]
	v_and_b32 v67, 0xffff0000, v68
	v_bfe_u32 v68, v85, 16, 1                           ; round to bf16
	v_add3_u32 v69, v85, v68, s7
	v_cmp_u_f32 s[14:15], v85, v85
	v_mov_b32 v68, 0x7fc00000
	v_cndmask_b32 v69, v69, v68, s[14:15]
	v_and_b32 v68, 0xffff0000, v69
	v_bfe_u32 v69, v86, 16, 1                           ; round to bf16
	v_add3_u32 v70, v86, v69, s7
	v_cmp_u_f32 s[14:15], v86, v86
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v70, v69, s[14:15]
	v_and_b32 v69, 0xffff0000, v70
	v_bfe_u32 v70, v87, 16, 1                           ; round to bf16
	v_add3_u32 v71, v87, v70, s7
	v_cmp_u_f32 s[14:15], v87, v87
	v_mov_b32 v70, 0x7fc00000
	v_cndmask_b32 v71, v71, v70, s[14:15]
	v_and_b32 v70, 0xffff0000, v71
	v_bfe_u32 v71, v88, 16, 1                           ; round to bf16
	v_add3_u32 v72, v88, v71, s7
	v_cmp_u_f32 s[14:15], v88, v88
	v_mov_b32 v71, 0x7fc00000
	v_cndmask_b32 v72, v72, v71, s[14:15]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v89, 16, 1                           ; round to bf16
	v_add3_u32 v73, v89, v72, s7
	v_cmp_u_f32 s[14:15], v89, v89
	v_mov_b32 v72, 0x7fc00000
	v_cndmask_b32 v73, v73, v72, s[14:15]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v90, 16, 1                           ; round to bf16
	v_add3_u32 v74, v90, v73, s7
	v_cmp_u_f32 s[14:15], v90, v90
	v_mov_b32 v73, 0x7fc00000
	v_cndmask_b32 v74, v74, v73, s[14:15]
	v_and_b32 v73, 0xffff0000, v74
	v_bfe_u32 v74, v91, 16, 1                           ; round to bf16
	v_add3_u32 v75, v91, v74, s7
	v_cmp_u_f32 s[14:15], v91, v91
	v_mov_b32 v74, 0x7fc00000
	v_cndmask_b32 v75, v75, v74, s[14:15]
	v_and_b32 v74, 0xffff0000, v75
	v_bfe_u32 v75, v92, 16, 1                           ; round to bf16
	v_add3_u32 v76, v92, v75, s7
	v_cmp_u_f32 s[14:15], v92, v92
	v_mov_b32 v75, 0x7fc00000
	v_cndmask_b32 v76, v76, v75, s[14:15]
	v_and_b32 v75, 0xffff0000, v76
	v_bfe_u32 v76, v93, 16, 1                           ; round to bf16
	v_add3_u32 v77, v93, v76, s7
	v_cmp_u_f32 s[14:15], v93, v93
	v_mov_b32 v76, 0x7fc00000
	v_cndmask_b32 v77, v77, v76, s[14:15]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v41, 16, 1                           ; round to bf16
	v_add3_u32 v78, v41, v77, s7
	v_cmp_u_f32 s[14:15], v41, v41
	v_mov_b32 v77, 0x7fc00000
	v_cndmask_b32 v78, v78, v77, s[14:15]
	v_and_b32 v77, 0xffff0000, v78
	v_lshrrev_b32 v78, 16, v45
	ds_write_b16 v14, v78 offset:46592                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v46
	ds_write_b16 v14, v45 offset:46594                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v64
	ds_write_b16 v14, v45 offset:46596                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v65
	ds_write_b16 v14, v45 offset:46598                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v66
	ds_write_b16 v14, v45 offset:46608                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v67
	ds_write_b16 v14, v45 offset:46610                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v68
	ds_write_b16 v14, v45 offset:46612                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v69
	ds_write_b16 v14, v45 offset:46614                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v70
	ds_write_b16 v14, v45 offset:46624                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v71
	ds_write_b16 v14, v45 offset:46626                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v72
	ds_write_b16 v14, v45 offset:46628                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v73
	ds_write_b16 v14, v45 offset:46630                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v74
	ds_write_b16 v14, v45 offset:46640                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v75
	ds_write_b16 v14, v45 offset:46642                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v76
	ds_write_b16 v14, v45 offset:46644                  ; B operand of the product: stage
	v_lshrrev_b32 v45, 16, v77
	ds_write_b16 v14, v45 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[64:67], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[68:71], v10 offset:36864             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[68:69], v[64:65], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[70:71], v[66:67], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[64:67], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[68:71], v10 offset:36896             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[68:69], v[64:65], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[70:71], v[66:67], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[64:67], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[68:71], v10 offset:36928             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[68:69], v[64:65], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[70:71], v[66:67], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[64:67], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[68:71], v10 offset:36960             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[68:69], v[64:65], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[70:71], v[66:67], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mul_f32 v45, v23, v43                             ; examples/attention_varlen.kgen:19
	v_add_f32 v43, v47, v80                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v46, v43, v81                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v46, v82                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v46, v43, v83                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v46, v84                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v46, v43, v85                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v46, v86                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v46, v43, v87                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v46, v88                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v46, v43, v89                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v46, v90                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v46, v43, v91                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v46, v92                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v46, v43, v93                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v46, v41                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_and_b32 v41, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:19): lanes 32 apart
	v_xor_b32 v41, 32, v41
	v_lshlrev_b32 v41, 2, v41
	ds_bpermute_b32 v46, v41, v43
	s_waitcnt lgkmcnt(0)
	v_add_f32 v41, v43, v46
	s_and_saveexec_b64 s[14:15], s[8:9]                 ; lanes where %vpred_228
	ds_write_b32 v3, v41 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:19): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v41, v9 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 0
	ds_read_b32 v43, v9 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v46, v41, v43
	v_add_f32 v41, v45, v46                             ; examples/attention_varlen.kgen:19
	v_mov_b32 v23, v41                                  ; next 'l'
	v_mov_b32 v1, v44                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v20, v[48:51] offset:9216             ; 16 bytes into st1
	ds_write_b128 v20, v[52:55] offset:13824            ; 16 bytes into st1
	v_perm_b32 v41, v60, v56, s5                        ; (k, k+1) of column 0
	ds_write_b32 v15, v41 offset:18432                  ; a K-pair into st2
	v_perm_b32 v41, v60, v56, s6                        ; (k, k+1) of column 1
	ds_write_b32 v15, v41 offset:18576                  ; a K-pair into st2
	v_perm_b32 v41, v61, v57, s5                        ; (k, k+1) of column 2
	ds_write_b32 v15, v41 offset:18720                  ; a K-pair into st2
	v_perm_b32 v41, v61, v57, s6                        ; (k, k+1) of column 3
	ds_write_b32 v15, v41 offset:18864                  ; a K-pair into st2
	v_perm_b32 v41, v62, v58, s5                        ; (k, k+1) of column 4
	ds_write_b32 v15, v41 offset:19008                  ; a K-pair into st2
	v_perm_b32 v41, v62, v58, s6                        ; (k, k+1) of column 5
	ds_write_b32 v15, v41 offset:19152                  ; a K-pair into st2
	v_perm_b32 v41, v63, v59, s5                        ; (k, k+1) of column 6
	ds_write_b32 v15, v41 offset:19296                  ; a K-pair into st2
	v_perm_b32 v41, v63, v59, s6                        ; (k, k+1) of column 7
	ds_write_b32 v15, v41 offset:19440                  ; a K-pair into st2
.Lattention_varlen_if2_end:
	s_add_u32 s13, s13, 0x80
	s_cmp_lt_u32 s13, s12
	s_cbranch_scc1 .Lattention_varlen_loop0
.Lattention_varlen_loop0_end:
	v_add_u32 v41, 63, v42
	v_and_b32 v42, 0xffffffc0, v41                      ; the first chunk of 'tt' the pipeline left
	v_readfirstlane_b32 s12, v42
	v_readfirstlane_b32 s13, v40
	s_mov_b32 s14, s12                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s14, s13
	s_cbranch_scc1 .Lattention_varlen_loop1_end
.Lattention_varlen_loop1:
	v_add_u32 v41, s14, v6
	v_sub_u32 v42, v40, s14
	v_mul_lo_u32 v44, v41, s16
	v_mul_hi_u32 v45, v41, s16
	v_lshlrev_b64 v[46:47], 1, v[44:45]
	v_add_co_u32 v44, vcc, s24, v46                     ; 'k' at this chunk
	v_mov_b32 v41, s25
	v_addc_co_u32 v45, vcc, v41, v47, vcc
	v_cmp_lt_u32 s[18:19], v11, v42                     ; 'tt' element in bounds
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_435
	v_readfirstlane_b32 s26, v44                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s27, v45
	s_nop 4
	global_load_ushort v41, v12, s[26:27]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v41
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_435
	v_readfirstlane_b32 s26, v44                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s27, v45
	s_nop 4
	global_load_ushort v41, v12, s[26:27] offset:2
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v41
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_435
	v_readfirstlane_b32 s26, v44                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s27, v45
	s_nop 4
	global_load_ushort v41, v12, s[26:27] offset:4
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v41
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_435
	v_readfirstlane_b32 s26, v44                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s27, v45
	s_nop 4
	global_load_ushort v41, v12, s[26:27] offset:6
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v41
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_435
	v_readfirstlane_b32 s26, v44                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s27, v45
	s_nop 4
	global_load_ushort v41, v12, s[26:27] offset:8
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v41
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_435
	v_readfirstlane_b32 s26, v44                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s27, v45
	s_nop 4
	global_load_ushort v41, v12, s[26:27] offset:10
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v41
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_435
	v_readfirstlane_b32 s26, v44                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s27, v45
	s_nop 4
	global_load_ushort v41, v12, s[26:27] offset:12
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v41
	v_mov_b32 v41, 0                                    ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_435
	v_readfirstlane_b32 s26, v44                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s27, v45
	s_nop 4
	global_load_ushort v41, v12, s[26:27] offset:14
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v41
	s_mul_i32 s12, s16, 32
	s_lshl_b32 s15, s12, 1
	v_add_u32 v41, s15, v12
	v_add_u32 v55, 32, v11
	v_cmp_lt_u32 s[22:23], v55, v42                     ; 'tt' element in bounds
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_456
	v_readfirstlane_b32 s28, v44                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s29, v45
	s_nop 4
	global_load_ushort v55, v41, s[28:29]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v55
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_456
	v_readfirstlane_b32 s28, v44                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s29, v45
	s_nop 4
	global_load_ushort v55, v41, s[28:29] offset:2
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v55
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_456
	v_readfirstlane_b32 s28, v44                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s29, v45
	s_nop 4
	global_load_ushort v55, v41, s[28:29] offset:4
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v55
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_456
	v_readfirstlane_b32 s28, v44                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s29, v45
	s_nop 4
	global_load_ushort v55, v41, s[28:29] offset:6
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v55
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_456
	v_readfirstlane_b32 s28, v44                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s29, v45
	s_nop 4
	global_load_ushort v55, v41, s[28:29] offset:8
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v55
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_456
	v_readfirstlane_b32 s28, v44                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s29, v45
	s_nop 4
	global_load_ushort v55, v41, s[28:29] offset:10
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v55
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_456
	v_readfirstlane_b32 s28, v44                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s29, v45
	s_nop 4
	global_load_ushort v55, v41, s[28:29] offset:12
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v55
	v_mov_b32 v55, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_456
	v_readfirstlane_b32 s28, v44                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s29, v45
	s_nop 4
	global_load_ushort v55, v41, s[28:29] offset:14
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v55
	v_lshrrev_b32 v45, 16, v43
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v20, v45 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v48
	ds_write_b16 v20, v43 offset:9218                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v49
	ds_write_b16 v20, v43 offset:9220                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v50
	ds_write_b16 v20, v43 offset:9222                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v51
	ds_write_b16 v20, v43 offset:9224                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v52
	ds_write_b16 v20, v43 offset:9226                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v53
	ds_write_b16 v20, v43 offset:9228                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v54
	ds_write_b16 v20, v43 offset:9230                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v56
	ds_write_b16 v20, v43 offset:13824                  ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v57
	ds_write_b16 v20, v43 offset:13826                  ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v58
	ds_write_b16 v20, v43 offset:13828                  ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v59
	ds_write_b16 v20, v43 offset:13830                  ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v60
	ds_write_b16 v20, v43 offset:13832                  ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v61
	ds_write_b16 v20, v43 offset:13834                  ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v62
	ds_write_b16 v20, v43 offset:13836                  ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v44
	ds_write_b16 v20, v43 offset:13838                  ; A operand of the product: stage
	v_mov_b32 v48, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v49, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v50, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v52, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	ds_read_b128 v[64:67], v2                           ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v10 offset:9216              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[68:69], v[64:65], v[48:63] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[70:71], v[66:67], v[48:63] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[64:67], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[68:71], v10 offset:9248              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[68:69], v[64:65], v[48:63] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[70:71], v[66:67], v[48:63] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[64:67], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[68:71], v10 offset:9280              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[68:69], v[64:65], v[48:63] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[70:71], v[66:67], v[48:63] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[64:67], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[68:71], v10 offset:9312              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[68:69], v[64:65], v[48:63] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[70:71], v[66:67], v[48:63] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_cmp_lt_u32 s[26:27], v7, v4                       ; 's' element in bounds
	v_cmp_lt_u32 s[28:29], v13, v42                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[26:27], s[28:29]
	v_mov_b32 v43, 0xff800000                           ; absent elements contribute the identity
	s_nop 7
	s_nop 6
	v_cndmask_b32 v44, v43, v48, s[30:31]
	v_add_u32 v43, 1, v13
	v_cmp_lt_u32 s[28:29], v43, v42                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[26:27], s[28:29]
	v_mov_b32 v43, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v45, v43, v49, s[32:33]
	v_add_u32 v43, 2, v13
	v_cmp_lt_u32 s[28:29], v43, v42                     ; 'tt' element in bounds
	s_and_b64 s[34:35], s[26:27], s[28:29]
	v_mov_b32 v43, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v64, v43, v50, s[34:35]
	v_add_u32 v43, 3, v13
	v_cmp_lt_u32 s[28:29], v43, v42                     ; 'tt' element in bounds
	s_and_b64 s[36:37], s[26:27], s[28:29]
	v_mov_b32 v43, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v65, v43, v51, s[36:37]
	v_add_u32 v43, 8, v13
	v_cmp_lt_u32 s[28:29], v43, v42                     ; 'tt' element in bounds
	s_and_b64 s[38:39], s[26:27], s[28:29]
	v_mov_b32 v43, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v66, v43, v52, s[38:39]
	v_add_u32 v43, 9, v13
	v_cmp_lt_u32 s[28:29], v43, v42                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[26:27], s[28:29]
	v_mov_b32 v43, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v67, v43, v53, s[40:41]
	v_add_u32 v43, 10, v13
	v_cmp_lt_u32 s[28:29], v43, v42                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[26:27], s[28:29]
	v_mov_b32 v43, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v68, v43, v54, s[42:43]
	v_add_u32 v43, 11, v13
	v_cmp_lt_u32 s[28:29], v43, v42                     ; 'tt' element in bounds
	s_and_b64 s[44:45], s[26:27], s[28:29]
	v_mov_b32 v43, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v69, v43, v55, s[44:45]
	v_add_u32 v43, 16, v13
	v_cmp_lt_u32 s[28:29], v43, v42                     ; 'tt' element in bounds
	s_and_b64 s[46:47], s[26:27], s[28:29]
	v_mov_b32 v43, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v70, v43, v56, s[46:47]
	v_add_u32 v43, 17, v13
	v_cmp_lt_u32 s[28:29], v43, v42                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[26:27], s[28:29]
	v_mov_b32 v43, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v71, v43, v57, s[48:49]
	v_add_u32 v43, 18, v13
	v_cmp_lt_u32 s[28:29], v43, v42                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[26:27], s[28:29]
	v_mov_b32 v43, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v72, v43, v58, s[50:51]
	v_add_u32 v43, 19, v13
	v_cmp_lt_u32 s[28:29], v43, v42                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[26:27], s[28:29]
	v_mov_b32 v43, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v73, v43, v59, s[52:53]
	v_add_u32 v43, 24, v13
	v_cmp_lt_u32 s[28:29], v43, v42                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[26:27], s[28:29]
	v_mov_b32 v43, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v74, v43, v60, s[54:55]
	v_add_u32 v43, 25, v13
	v_cmp_lt_u32 s[28:29], v43, v42                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[26:27], s[28:29]
	v_mov_b32 v43, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v43, v61, s[56:57]
	v_add_u32 v43, 26, v13
	v_cmp_lt_u32 s[28:29], v43, v42                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[26:27], s[28:29]
	v_mov_b32 v43, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v43, v62, s[58:59]
	v_add_u32 v43, 27, v13
	v_cmp_lt_u32 s[28:29], v43, v42                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[26:27], s[28:29]
	v_mov_b32 v42, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v43, v42, v63, s[60:61]
	v_max_f32 v42, v44, v45                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v44, v45
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v42, v44, s[26:27]
	v_max_f32 v42, v45, v64                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v45, v64
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v42, v44, s[26:27]
	v_max_f32 v42, v45, v65                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v45, v65
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v42, v44, s[26:27]
	v_max_f32 v42, v45, v66                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v45, v66
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v42, v44, s[26:27]
	v_max_f32 v42, v45, v67                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v45, v67
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v42, v44, s[26:27]
	v_max_f32 v42, v45, v68                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v45, v68
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v42, v44, s[26:27]
	v_max_f32 v42, v45, v69                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v45, v69
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v42, v44, s[26:27]
	v_max_f32 v42, v45, v70                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v45, v70
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v42, v44, s[26:27]
	v_max_f32 v42, v45, v71                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v45, v71
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v42, v44, s[26:27]
	v_max_f32 v42, v45, v72                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v45, v72
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v42, v44, s[26:27]
	v_max_f32 v42, v45, v73                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v45, v73
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v42, v44, s[26:27]
	v_max_f32 v42, v45, v74                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v45, v74
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v42, v44, s[26:27]
	v_max_f32 v42, v45, v75                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v45, v75
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v42, v44, s[26:27]
	v_max_f32 v42, v45, v76                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v45, v76
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v42, v44, s[26:27]
	v_max_f32 v42, v45, v43                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v45, v43
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v42, v43, s[26:27]
	v_and_b32 v42, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:16): lanes 32 apart
	v_xor_b32 v42, 32, v42
	v_lshlrev_b32 v42, 2, v42
	ds_bpermute_b32 v43, v42, v44
	s_waitcnt lgkmcnt(0)
	v_max_f32 v42, v44, v43
	v_cmp_u_f32 s[26:27], v44, v43
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v42, v43, s[26:27]
	s_and_saveexec_b64 s[26:27], s[8:9]                 ; lanes where %vpred_228
	ds_write_b32 v3, v44 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:16): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v42, v9 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 0
	ds_read_b32 v43, v9 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v44, v42, v43
	v_cmp_u_f32 s[26:27], v42, v43
	v_mov_b32 v42, 0x7fc00000
	v_cndmask_b32 v43, v44, v42, s[26:27]
	v_max_f32 v42, v1, v43                              ; examples/attention_varlen.kgen:16
	v_cmp_u_f32 s[26:27], v1, v43
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v42, v43, s[26:27]
	v_sub_f32 v42, v1, v44                              ; examples/attention_varlen.kgen:18
	v_mul_f32 v43, s20, v42                             ; examples/attention_varlen.kgen:18
	v_mul_f32 v42, 0x3fb8aa3b, v43                      ; examples/attention_varlen.kgen:18
	v_exp_f32 v43, v42                                  ; examples/attention_varlen.kgen:18
	v_mul_f32 v42, v24, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v45, v25, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v64, v26, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v65, v27, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v66, v28, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v67, v29, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v68, v30, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v69, v31, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v70, v32, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v71, v33, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v72, v34, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v73, v35, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v74, v36, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v75, v37, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v76, v38, v43                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v77, v39, v43                             ; examples/attention_varlen.kgen:20
	v_mov_b32 v24, v42                                  ; 'acc' scaled in place
	v_mov_b32 v25, v45                                  ; 'acc' scaled in place
	v_mov_b32 v26, v64                                  ; 'acc' scaled in place
	v_mov_b32 v27, v65                                  ; 'acc' scaled in place
	v_mov_b32 v28, v66                                  ; 'acc' scaled in place
	v_mov_b32 v29, v67                                  ; 'acc' scaled in place
	v_mov_b32 v30, v68                                  ; 'acc' scaled in place
	v_mov_b32 v31, v69                                  ; 'acc' scaled in place
	v_mov_b32 v32, v70                                  ; 'acc' scaled in place
	v_mov_b32 v33, v71                                  ; 'acc' scaled in place
	v_mov_b32 v34, v72                                  ; 'acc' scaled in place
	v_mov_b32 v35, v73                                  ; 'acc' scaled in place
	v_mov_b32 v36, v74                                  ; 'acc' scaled in place
	v_mov_b32 v37, v75                                  ; 'acc' scaled in place
	v_mov_b32 v38, v76                                  ; 'acc' scaled in place
	v_mov_b32 v39, v77                                  ; 'acc' scaled in place
	v_add_co_u32 v64, vcc, s10, v46                     ; 'v' at this chunk
	v_mov_b32 v42, s11
	v_addc_co_u32 v65, vcc, v42, v47, vcc
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_435
	v_readfirstlane_b32 s28, v64                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s29, v65
	s_nop 4
	global_load_ushort v42, v12, s[28:29]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_435
	v_readfirstlane_b32 s28, v64                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s29, v65
	s_nop 4
	global_load_ushort v42, v12, s[28:29] offset:2
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_435
	v_readfirstlane_b32 s28, v64                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s29, v65
	s_nop 4
	global_load_ushort v42, v12, s[28:29] offset:4
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_435
	v_readfirstlane_b32 s28, v64                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s29, v65
	s_nop 4
	global_load_ushort v42, v12, s[28:29] offset:6
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_435
	v_readfirstlane_b32 s28, v64                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s29, v65
	s_nop 4
	global_load_ushort v42, v12, s[28:29] offset:8
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_435
	v_readfirstlane_b32 s28, v64                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s29, v65
	s_nop 4
	global_load_ushort v42, v12, s[28:29] offset:10
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_435
	v_readfirstlane_b32 s28, v64                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s29, v65
	s_nop 4
	global_load_ushort v42, v12, s[28:29] offset:12
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_435
	v_readfirstlane_b32 s18, v64                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s19, v65
	s_nop 4
	global_load_ushort v42, v12, s[18:19] offset:14
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_456
	v_readfirstlane_b32 s26, v64                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s27, v65
	s_nop 4
	global_load_ushort v42, v41, s[26:27]
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_456
	v_readfirstlane_b32 s26, v64                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s27, v65
	s_nop 4
	global_load_ushort v42, v41, s[26:27] offset:2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_456
	v_readfirstlane_b32 s26, v64                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s27, v65
	s_nop 4
	global_load_ushort v42, v41, s[26:27] offset:4
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_456
	v_readfirstlane_b32 s26, v64                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s27, v65
	s_nop 4
	global_load_ushort v42, v41, s[26:27] offset:6
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_456
	v_readfirstlane_b32 s26, v64                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s27, v65
	s_nop 4
	global_load_ushort v42, v41, s[26:27] offset:8
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_456
	v_readfirstlane_b32 s26, v64                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s27, v65
	s_nop 4
	global_load_ushort v42, v41, s[26:27] offset:10
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_456
	v_readfirstlane_b32 s26, v64                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s27, v65
	s_nop 4
	global_load_ushort v42, v41, s[26:27] offset:12
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_456
	v_readfirstlane_b32 s22, v64                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s23, v65
	s_nop 4
	global_load_ushort v42, v41, s[22:23] offset:14
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v42
	v_lshrrev_b32 v42, 16, v45
	ds_write_b16 v22, v42 offset:18432                  ; A operand of the product: stage
	v_lshrrev_b32 v42, 16, v46
	ds_write_b16 v22, v42 offset:18576                  ; A operand of the product: stage
	v_lshrrev_b32 v42, 16, v47
	ds_write_b16 v22, v42 offset:18720                  ; A operand of the product: stage
	v_lshrrev_b32 v42, 16, v66
	ds_write_b16 v22, v42 offset:18864                  ; A operand of the product: stage
	v_lshrrev_b32 v42, 16, v67
	ds_write_b16 v22, v42 offset:19008                  ; A operand of the product: stage
	v_lshrrev_b32 v42, 16, v68
	ds_write_b16 v22, v42 offset:19152                  ; A operand of the product: stage
	v_lshrrev_b32 v42, 16, v69
	ds_write_b16 v22, v42 offset:19296                  ; A operand of the product: stage
	v_lshrrev_b32 v42, 16, v70
	ds_write_b16 v22, v42 offset:19440                  ; A operand of the product: stage
	v_lshrrev_b32 v42, 16, v71
	ds_write_b16 v22, v42 offset:18496                  ; A operand of the product: stage
	v_lshrrev_b32 v42, 16, v72
	ds_write_b16 v22, v42 offset:18640                  ; A operand of the product: stage
	v_lshrrev_b32 v42, 16, v73
	ds_write_b16 v22, v42 offset:18784                  ; A operand of the product: stage
	v_lshrrev_b32 v42, 16, v74
	ds_write_b16 v22, v42 offset:18928                  ; A operand of the product: stage
	v_lshrrev_b32 v42, 16, v75
	ds_write_b16 v22, v42 offset:19072                  ; A operand of the product: stage
	v_lshrrev_b32 v42, 16, v76
	ds_write_b16 v22, v42 offset:19216                  ; A operand of the product: stage
	v_lshrrev_b32 v42, 16, v77
	ds_write_b16 v22, v42 offset:19360                  ; A operand of the product: stage
	v_lshrrev_b32 v42, 16, v41
	ds_write_b16 v22, v42 offset:19504                  ; A operand of the product: stage
	v_mov_b32 v41, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:17)
	v_mul_f32 v42, s20, v41
	v_mov_b32 v41, 0xbfb8aa3b
	v_mul_f32 v45, s20, v41
	v_mul_f32 v41, v44, v45                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:17)
	v_fma_f32 v45, v48, v42, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v46, v45                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v45, v49, v42, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v47, v45                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v45, v50, v42, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v64, v45                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v45, v51, v42, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v65, v45                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v45, v52, v42, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v66, v45                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v45, v53, v42, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v67, v45                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v45, v54, v42, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v68, v45                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v45, v55, v42, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v69, v45                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v45, v56, v42, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v70, v45                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v45, v57, v42, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v71, v45                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v45, v58, v42, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v72, v45                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v45, v59, v42, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v73, v45                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v45, v60, v42, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v74, v45                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v45, v61, v42, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v75, v45                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v45, v62, v42, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v76, v45                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v45, v63, v42, v41                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v41, v45                                  ; examples/attention_varlen.kgen:17
	v_bfe_u32 v42, v46, 16, 1                           ; round to bf16
	v_add3_u32 v45, v46, v42, s7
	v_cmp_u_f32 s[18:19], v46, v46
	v_mov_b32 v42, 0x7fc00000
	v_cndmask_b32 v45, v45, v42, s[18:19]
	v_and_b32 v42, 0xffff0000, v45
	v_bfe_u32 v45, v47, 16, 1                           ; round to bf16
	v_add3_u32 v48, v47, v45, s7
	v_cmp_u_f32 s[18:19], v47, v47
	v_mov_b32 v45, 0x7fc00000
	v_cndmask_b32 v48, v48, v45, s[18:19]
	v_and_b32 v45, 0xffff0000, v48
	v_bfe_u32 v48, v64, 16, 1                           ; round to bf16
	v_add3_u32 v49, v64, v48, s7
	v_cmp_u_f32 s[18:19], v64, v64
	v_mov_b32 v48, 0x7fc00000
	v_cndmask_b32 v49, v49, v48, s[18:19]
	v_and_b32 v48, 0xffff0000, v49
	v_bfe_u32 v49, v65, 16, 1                           ; round to bf16
	v_add3_u32 v50, v65, v49, s7
	v_cmp_u_f32 s[18:19], v65, v65
	v_mov_b32 v49, 0x7fc00000
	v_cndmask_b32 v50, v50, v49, s[18:19]
	v_and_b32 v49, 0xffff0000, v50
	v_bfe_u32 v50, v66, 16, 1                           ; round to bf16
	v_add3_u32 v51, v66, v50, s7
	v_cmp_u_f32 s[18:19], v66, v66
	v_mov_b32 v50, 0x7fc00000
	v_cndmask_b32 v51, v51, v50, s[18:19]
	v_and_b32 v50, 0xffff0000, v51
	v_bfe_u32 v51, v67, 16, 1                           ; round to bf16
	v_add3_u32 v52, v67, v51, s7
	v_cmp_u_f32 s[18:19], v67, v67
	v_mov_b32 v51, 0x7fc00000
	v_cndmask_b32 v52, v52, v51, s[18:19]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v68, 16, 1                           ; round to bf16
	v_add3_u32 v53, v68, v52, s7
	v_cmp_u_f32 s[18:19], v68, v68
	v_mov_b32 v52, 0x7fc00000
	v_cndmask_b32 v53, v53, v52, s[18:19]
	v_and_b32 v52, 0xffff0000, v53
	v_bfe_u32 v53, v69, 16, 1                           ; round to bf16
	v_add3_u32 v54, v69, v53, s7
	v_cmp_u_f32 s[18:19], v69, v69
	v_mov_b32 v53, 0x7fc00000
	v_cndmask_b32 v54, v54, v53, s[18:19]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v70, 16, 1                           ; round to bf16
	v_add3_u32 v55, v70, v54, s7
	v_cmp_u_f32 s[18:19], v70, v70
	v_mov_b32 v54, 0x7fc00000
	v_cndmask_b32 v55, v55, v54, s[18:19]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v71, 16, 1                           ; round to bf16
	v_add3_u32 v56, v71, v55, s7
	v_cmp_u_f32 s[18:19], v71, v71
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v56, v55, s[18:19]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v72, 16, 1                           ; round to bf16
	v_add3_u32 v57, v72, v56, s7
	v_cmp_u_f32 s[18:19], v72, v72
	v_mov_b32 v56, 0x7fc00000
	v_cndmask_b32 v57, v57, v56, s[18:19]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v73, 16, 1                           ; round to bf16
	v_add3_u32 v58, v73, v57, s7
	v_cmp_u_f32 s[18:19], v73, v73
	v_mov_b32 v57, 0x7fc00000
	v_cndmask_b32 v58, v58, v57, s[18:19]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v74, 16, 1                           ; round to bf16
	v_add3_u32 v59, v74, v58, s7
	v_cmp_u_f32 s[18:19], v74, v74
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v59, v58, s[18:19]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v75, 16, 1                           ; round to bf16
	v_add3_u32 v60, v75, v59, s7
	v_cmp_u_f32 s[18:19], v75, v75
	v_mov_b32 v59, 0x7fc00000
	v_cndmask_b32 v60, v60, v59, s[18:19]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v76, 16, 1                           ; round to bf16
	v_add3_u32 v61, v76, v60, s7
	v_cmp_u_f32 s[18:19], v76, v76
	v_mov_b32 v60, 0x7fc00000
	v_cndmask_b32 v61, v61, v60, s[18:19]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v41, 16, 1                           ; round to bf16
	v_add3_u32 v62, v41, v61, s7
	v_cmp_u_f32 s[18:19], v41, v41
	v_mov_b32 v61, 0x7fc00000
	v_cndmask_b32 v62, v62, v61, s[18:19]
	v_and_b32 v61, 0xffff0000, v62
	v_cndmask_b32 v62, 0, v42, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v42, 16, v62
	ds_write_b16 v14, v42 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v42, 0, v45, s[32:33]                 ; absent elements add nothing
	v_lshrrev_b32 v45, 16, v42
	ds_write_b16 v14, v45 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v42, 0, v48, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v45, 16, v42
	ds_write_b16 v14, v45 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v42, 0, v49, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v45, 16, v42
	ds_write_b16 v14, v45 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v42, 0, v50, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v45, 16, v42
	ds_write_b16 v14, v45 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v42, 0, v51, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v45, 16, v42
	ds_write_b16 v14, v45 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v42, 0, v52, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v45, 16, v42
	ds_write_b16 v14, v45 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v42, 0, v53, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v45, 16, v42
	ds_write_b16 v14, v45 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v42, 0, v54, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v45, 16, v42
	ds_write_b16 v14, v45 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v42, 0, v55, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v45, 16, v42
	ds_write_b16 v14, v45 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v42, 0, v56, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v45, 16, v42
	ds_write_b16 v14, v45 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v42, 0, v57, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v45, 16, v42
	ds_write_b16 v14, v45 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v42, 0, v58, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v45, 16, v42
	ds_write_b16 v14, v45 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v42, 0, v59, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v45, 16, v42
	ds_write_b16 v14, v45 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v42, 0, v60, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v45, 16, v42
	ds_write_b16 v14, v45 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v42, 0, v61, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v45, 16, v42
	ds_write_b16 v14, v45 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[48:51], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[52:55], v10 offset:18432             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[52:53], v[48:49], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[54:55], v[50:51], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[48:51], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[52:55], v10 offset:18464             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[52:53], v[48:49], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[54:55], v[50:51], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[48:51], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[52:55], v10 offset:18496             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[52:53], v[48:49], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[54:55], v[50:51], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[48:51], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[52:55], v10 offset:18528             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[52:53], v[48:49], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[54:55], v[50:51], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mul_f32 v42, v23, v43                             ; examples/attention_varlen.kgen:19
	v_cndmask_b32 v43, 0, v46, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v45, 0, v47, s[32:33]                 ; absent elements contribute the identity
	v_cndmask_b32 v46, 0, v64, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v47, 0, v65, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v48, 0, v66, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v49, 0, v67, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v50, 0, v68, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v51, 0, v69, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v52, 0, v70, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v53, 0, v71, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v54, 0, v72, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v55, 0, v73, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v56, 0, v74, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v75, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v76, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v41, s[60:61]                 ; absent elements contribute the identity
	v_add_f32 v41, v43, v45                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v41, v46                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v41, v43, v47                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v41, v48                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v41, v43, v49                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v41, v50                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v41, v43, v51                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v41, v52                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v41, v43, v53                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v41, v54                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v41, v43, v55                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v41, v56                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v41, v43, v57                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v43, v41, v58                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v41, v43, v59                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_and_b32 v43, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:19): lanes 32 apart
	v_xor_b32 v43, 32, v43
	v_lshlrev_b32 v43, 2, v43
	ds_bpermute_b32 v45, v43, v41
	s_waitcnt lgkmcnt(0)
	v_add_f32 v43, v41, v45
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_228
	ds_write_b32 v3, v43 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:19): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v41, v9 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 0
	ds_read_b32 v43, v9 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v45, v41, v43
	v_add_f32 v41, v42, v45                             ; examples/attention_varlen.kgen:19
	v_mov_b32 v23, v41                                  ; next 'l'
	v_mov_b32 v1, v44                                   ; next 'mx'
	s_add_u32 s14, s14, 64
	s_cmp_lt_u32 s14, s13
	s_cbranch_scc1 .Lattention_varlen_loop1
.Lattention_varlen_loop1_end:
	v_cmp_gt_f32 s[12:13], v23, 0                       ; examples/attention_varlen.kgen:23
	v_div_scale_f32 v1, s[14:15], v23, v23, v24         ; examples/attention_varlen.kgen:23
	v_rcp_f32 v40, v1
	v_div_scale_f32 v41, vcc, v24, v23, v24
	v_fma_f32 v42, -v1, v40, 1.0
	v_fma_f32 v40, v42, v40, v40
	v_mul_f32 v43, v41, v40
	v_fma_f32 v42, -v1, v43, v41
	v_fma_f32 v43, v42, v40, v43
	v_fma_f32 v42, -v1, v43, v41
	v_div_fmas_f32 v42, v42, v40, v43
	v_div_fixup_f32 v1, v42, v23, v24
	v_div_scale_f32 v40, s[14:15], v23, v23, v25        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v41, v40
	v_div_scale_f32 v42, vcc, v25, v23, v25
	v_fma_f32 v43, -v40, v41, 1.0
	v_fma_f32 v41, v43, v41, v41
	v_mul_f32 v44, v42, v41
	v_fma_f32 v43, -v40, v44, v42
	v_fma_f32 v44, v43, v41, v44
	v_fma_f32 v43, -v40, v44, v42
	v_div_fmas_f32 v43, v43, v41, v44
	v_div_fixup_f32 v40, v43, v23, v25
	v_div_scale_f32 v41, s[14:15], v23, v23, v26        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v42, v41
	v_div_scale_f32 v43, vcc, v26, v23, v26
	v_fma_f32 v44, -v41, v42, 1.0
	v_fma_f32 v42, v44, v42, v42
	v_mul_f32 v45, v43, v42
	v_fma_f32 v44, -v41, v45, v43
	v_fma_f32 v45, v44, v42, v45
	v_fma_f32 v44, -v41, v45, v43
	v_div_fmas_f32 v44, v44, v42, v45
	v_div_fixup_f32 v41, v44, v23, v26
	v_div_scale_f32 v42, s[14:15], v23, v23, v27        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v43, v42
	v_div_scale_f32 v44, vcc, v27, v23, v27
	v_fma_f32 v45, -v42, v43, 1.0
	v_fma_f32 v43, v45, v43, v43
	v_mul_f32 v46, v44, v43
	v_fma_f32 v45, -v42, v46, v44
	v_fma_f32 v46, v45, v43, v46
	v_fma_f32 v45, -v42, v46, v44
	v_div_fmas_f32 v45, v45, v43, v46
	v_div_fixup_f32 v42, v45, v23, v27
	v_div_scale_f32 v43, s[14:15], v23, v23, v28        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v44, v43
	v_div_scale_f32 v45, vcc, v28, v23, v28
	v_fma_f32 v46, -v43, v44, 1.0
	v_fma_f32 v44, v46, v44, v44
	v_mul_f32 v47, v45, v44
	v_fma_f32 v46, -v43, v47, v45
	v_fma_f32 v47, v46, v44, v47
	v_fma_f32 v46, -v43, v47, v45
	v_div_fmas_f32 v46, v46, v44, v47
	v_div_fixup_f32 v43, v46, v23, v28
	v_div_scale_f32 v44, s[14:15], v23, v23, v29        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v45, v44
	v_div_scale_f32 v46, vcc, v29, v23, v29
	v_fma_f32 v47, -v44, v45, 1.0
	v_fma_f32 v45, v47, v45, v45
	v_mul_f32 v48, v46, v45
	v_fma_f32 v47, -v44, v48, v46
	v_fma_f32 v48, v47, v45, v48
	v_fma_f32 v47, -v44, v48, v46
	v_div_fmas_f32 v47, v47, v45, v48
	v_div_fixup_f32 v44, v47, v23, v29
	v_div_scale_f32 v45, s[14:15], v23, v23, v30        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v46, v45
	v_div_scale_f32 v47, vcc, v30, v23, v30
	v_fma_f32 v48, -v45, v46, 1.0
	v_fma_f32 v46, v48, v46, v46
	v_mul_f32 v49, v47, v46
	v_fma_f32 v48, -v45, v49, v47
	v_fma_f32 v49, v48, v46, v49
	v_fma_f32 v48, -v45, v49, v47
	v_div_fmas_f32 v48, v48, v46, v49
	v_div_fixup_f32 v45, v48, v23, v30
	v_div_scale_f32 v46, s[14:15], v23, v23, v31        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v47, v46
	v_div_scale_f32 v48, vcc, v31, v23, v31
	v_fma_f32 v49, -v46, v47, 1.0
	v_fma_f32 v47, v49, v47, v47
	v_mul_f32 v50, v48, v47
	v_fma_f32 v49, -v46, v50, v48
	v_fma_f32 v50, v49, v47, v50
	v_fma_f32 v49, -v46, v50, v48
	v_div_fmas_f32 v49, v49, v47, v50
	v_div_fixup_f32 v46, v49, v23, v31
	v_div_scale_f32 v47, s[14:15], v23, v23, v32        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v48, v47
	v_div_scale_f32 v49, vcc, v32, v23, v32
	v_fma_f32 v50, -v47, v48, 1.0
	v_fma_f32 v48, v50, v48, v48
	v_mul_f32 v51, v49, v48
	v_fma_f32 v50, -v47, v51, v49
	v_fma_f32 v51, v50, v48, v51
	v_fma_f32 v50, -v47, v51, v49
	v_div_fmas_f32 v50, v50, v48, v51
	v_div_fixup_f32 v47, v50, v23, v32
	v_div_scale_f32 v48, s[14:15], v23, v23, v33        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v49, v48
	v_div_scale_f32 v50, vcc, v33, v23, v33
	v_fma_f32 v51, -v48, v49, 1.0
	v_fma_f32 v49, v51, v49, v49
	v_mul_f32 v52, v50, v49
	v_fma_f32 v51, -v48, v52, v50
	v_fma_f32 v52, v51, v49, v52
	v_fma_f32 v51, -v48, v52, v50
	v_div_fmas_f32 v51, v51, v49, v52
	v_div_fixup_f32 v48, v51, v23, v33
	v_div_scale_f32 v49, s[14:15], v23, v23, v34        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v50, v49
	v_div_scale_f32 v51, vcc, v34, v23, v34
	v_fma_f32 v52, -v49, v50, 1.0
	v_fma_f32 v50, v52, v50, v50
	v_mul_f32 v53, v51, v50
	v_fma_f32 v52, -v49, v53, v51
	v_fma_f32 v53, v52, v50, v53
	v_fma_f32 v52, -v49, v53, v51
	v_div_fmas_f32 v52, v52, v50, v53
	v_div_fixup_f32 v49, v52, v23, v34
	v_div_scale_f32 v50, s[14:15], v23, v23, v35        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v51, v50
	v_div_scale_f32 v52, vcc, v35, v23, v35
	v_fma_f32 v53, -v50, v51, 1.0
	v_fma_f32 v51, v53, v51, v51
	v_mul_f32 v54, v52, v51
	v_fma_f32 v53, -v50, v54, v52
	v_fma_f32 v54, v53, v51, v54
	v_fma_f32 v53, -v50, v54, v52
	v_div_fmas_f32 v53, v53, v51, v54
	v_div_fixup_f32 v50, v53, v23, v35
	v_div_scale_f32 v51, s[14:15], v23, v23, v36        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v52, v51
	v_div_scale_f32 v53, vcc, v36, v23, v36
	v_fma_f32 v54, -v51, v52, 1.0
	v_fma_f32 v52, v54, v52, v52
	v_mul_f32 v55, v53, v52
	v_fma_f32 v54, -v51, v55, v53
	v_fma_f32 v55, v54, v52, v55
	v_fma_f32 v54, -v51, v55, v53
	v_div_fmas_f32 v54, v54, v52, v55
	v_div_fixup_f32 v51, v54, v23, v36
	v_div_scale_f32 v52, s[14:15], v23, v23, v37        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v53, v52
	v_div_scale_f32 v54, vcc, v37, v23, v37
	v_fma_f32 v55, -v52, v53, 1.0
	v_fma_f32 v53, v55, v53, v53
	v_mul_f32 v56, v54, v53
	v_fma_f32 v55, -v52, v56, v54
	v_fma_f32 v56, v55, v53, v56
	v_fma_f32 v55, -v52, v56, v54
	v_div_fmas_f32 v55, v55, v53, v56
	v_div_fixup_f32 v52, v55, v23, v37
	v_div_scale_f32 v53, s[14:15], v23, v23, v38        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v54, v53
	v_div_scale_f32 v55, vcc, v38, v23, v38
	v_fma_f32 v56, -v53, v54, 1.0
	v_fma_f32 v54, v56, v54, v54
	v_mul_f32 v57, v55, v54
	v_fma_f32 v56, -v53, v57, v55
	v_fma_f32 v57, v56, v54, v57
	v_fma_f32 v56, -v53, v57, v55
	v_div_fmas_f32 v56, v56, v54, v57
	v_div_fixup_f32 v53, v56, v23, v38
	v_div_scale_f32 v54, s[14:15], v23, v23, v39        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v55, v54
	v_div_scale_f32 v56, vcc, v39, v23, v39
	v_fma_f32 v57, -v54, v55, 1.0
	v_fma_f32 v55, v57, v55, v55
	v_mul_f32 v58, v56, v55
	v_fma_f32 v57, -v54, v58, v56
	v_fma_f32 v58, v57, v55, v58
	v_fma_f32 v57, -v54, v58, v56
	v_div_fmas_f32 v57, v57, v55, v58
	v_div_fixup_f32 v54, v57, v23, v39
	v_cndmask_b32 v23, 0, v1, s[12:13]                  ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v1, 0, v40, s[12:13]                  ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v24, 0, v41, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v25, 0, v42, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v26, 0, v43, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v27, 0, v44, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v28, 0, v45, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v29, 0, v46, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v30, 0, v47, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v31, 0, v48, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v32, 0, v49, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v33, 0, v50, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v34, 0, v51, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v35, 0, v52, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v36, 0, v53, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v37, 0, v54, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_mov_b32 v38, 0x7fc00000
	v_cmp_u_f32 s[12:13], v23, v23
	v_cmp_u_f32 s[14:15], v1, v1
	v_bfe_u32 v39, v23, 16, 1
	v_bfe_u32 v40, v1, 16, 1
	v_add3_u32 v41, v23, v39, s7
	v_add3_u32 v23, v1, v40, s7
	v_cndmask_b32 v41, v41, v38, s[12:13]
	v_cndmask_b32 v23, v23, v38, s[14:15]
	v_perm_b32 v1, v23, v41, s6
	v_mov_b32 v23, 0x7fc00000
	v_cmp_u_f32 s[12:13], v24, v24
	v_cmp_u_f32 s[14:15], v25, v25
	v_bfe_u32 v38, v24, 16, 1
	v_bfe_u32 v39, v25, 16, 1
	v_add3_u32 v40, v24, v38, s7
	v_add3_u32 v24, v25, v39, s7
	v_cndmask_b32 v40, v40, v23, s[12:13]
	v_cndmask_b32 v24, v24, v23, s[14:15]
	v_perm_b32 v23, v24, v40, s6
	v_readfirstlane_b32 s12, v16                        ; examples/attention_varlen.kgen:23: 8-byte store to 'o'
	v_readfirstlane_b32 s13, v17
	v_mov_b32 v24, v1
	v_mov_b32 v25, v23
	s_nop 2
	global_store_dwordx2 v8, v[24:25], s[12:13]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v26, v26
	v_cmp_u_f32 s[14:15], v27, v27
	v_bfe_u32 v23, v26, 16, 1
	v_bfe_u32 v24, v27, 16, 1
	v_add3_u32 v25, v26, v23, s7
	v_add3_u32 v23, v27, v24, s7
	v_cndmask_b32 v25, v25, v1, s[12:13]
	v_cndmask_b32 v23, v23, v1, s[14:15]
	v_perm_b32 v1, v23, v25, s6
	v_mov_b32 v23, 0x7fc00000
	v_cmp_u_f32 s[12:13], v28, v28
	v_cmp_u_f32 s[14:15], v29, v29
	v_bfe_u32 v24, v28, 16, 1
	v_bfe_u32 v25, v29, 16, 1
	v_add3_u32 v26, v28, v24, s7
	v_add3_u32 v24, v29, v25, s7
	v_cndmask_b32 v26, v26, v23, s[12:13]
	v_cndmask_b32 v24, v24, v23, s[14:15]
	v_perm_b32 v23, v24, v26, s6
	v_readfirstlane_b32 s12, v16                        ; examples/attention_varlen.kgen:23: 8-byte store to 'o'
	v_readfirstlane_b32 s13, v17
	v_mov_b32 v24, v1
	v_mov_b32 v25, v23
	s_nop 2
	global_store_dwordx2 v8, v[24:25], s[12:13] offset:16
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v30, v30
	v_cmp_u_f32 s[14:15], v31, v31
	v_bfe_u32 v23, v30, 16, 1
	v_bfe_u32 v24, v31, 16, 1
	v_add3_u32 v25, v30, v23, s7
	v_add3_u32 v23, v31, v24, s7
	v_cndmask_b32 v25, v25, v1, s[12:13]
	v_cndmask_b32 v23, v23, v1, s[14:15]
	v_perm_b32 v1, v23, v25, s6
	v_mov_b32 v23, 0x7fc00000
	v_cmp_u_f32 s[12:13], v32, v32
	v_cmp_u_f32 s[14:15], v33, v33
	v_bfe_u32 v24, v32, 16, 1
	v_bfe_u32 v25, v33, 16, 1
	v_add3_u32 v26, v32, v24, s7
	v_add3_u32 v24, v33, v25, s7
	v_cndmask_b32 v26, v26, v23, s[12:13]
	v_cndmask_b32 v24, v24, v23, s[14:15]
	v_perm_b32 v23, v24, v26, s6
	v_readfirstlane_b32 s12, v16                        ; examples/attention_varlen.kgen:23: 8-byte store to 'o'
	v_readfirstlane_b32 s13, v17
	v_mov_b32 v24, v1
	v_mov_b32 v25, v23
	s_nop 2
	global_store_dwordx2 v8, v[24:25], s[12:13] offset:32
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v34, v34
	v_cmp_u_f32 s[14:15], v35, v35
	v_bfe_u32 v23, v34, 16, 1
	v_bfe_u32 v24, v35, 16, 1
	v_add3_u32 v25, v34, v23, s7
	v_add3_u32 v23, v35, v24, s7
	v_cndmask_b32 v25, v25, v1, s[12:13]
	v_cndmask_b32 v23, v23, v1, s[14:15]
	v_perm_b32 v1, v23, v25, s6
	v_mov_b32 v23, 0x7fc00000
	v_cmp_u_f32 s[12:13], v36, v36
	v_cmp_u_f32 s[14:15], v37, v37
	v_bfe_u32 v24, v36, 16, 1
	v_bfe_u32 v25, v37, 16, 1
	v_add3_u32 v26, v36, v24, s7
	v_add3_u32 v24, v37, v25, s7
	v_cndmask_b32 v26, v26, v23, s[12:13]
	v_cndmask_b32 v24, v24, v23, s[14:15]
	v_perm_b32 v23, v24, v26, s6
	v_readfirstlane_b32 s12, v16                        ; examples/attention_varlen.kgen:23: 8-byte store to 'o'
	v_readfirstlane_b32 s13, v17
	v_mov_b32 v24, v1
	v_mov_b32 v25, v23
	s_nop 2
	global_store_dwordx2 v8, v[24:25], s[12:13] offset:48
	s_branch .Lattention_varlen_if0_end
.Lattention_varlen_if0_else:
	v_cmp_lt_u32 s[12:13], v7, v4                       ; 's' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_889
	v_readfirstlane_b32 s18, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s19, v19
	s_nop 4
	global_load_ushort v1, v8, s[18:19]
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v7, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_889
	v_readfirstlane_b32 s18, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s19, v19
	s_nop 4
	global_load_ushort v1, v8, s[18:19] offset:2
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_889
	v_readfirstlane_b32 s18, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s19, v19
	s_nop 4
	global_load_ushort v1, v8, s[18:19] offset:4
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_889
	v_readfirstlane_b32 s18, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s19, v19
	s_nop 4
	global_load_ushort v1, v8, s[18:19] offset:6
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_889
	v_readfirstlane_b32 s18, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s19, v19
	s_nop 4
	global_load_ushort v1, v8, s[18:19] offset:16
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_889
	v_readfirstlane_b32 s18, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s19, v19
	s_nop 4
	global_load_ushort v1, v8, s[18:19] offset:18
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_889
	v_readfirstlane_b32 s18, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s19, v19
	s_nop 4
	global_load_ushort v1, v8, s[18:19] offset:20
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_889
	v_readfirstlane_b32 s18, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s19, v19
	s_nop 4
	global_load_ushort v1, v8, s[18:19] offset:22
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_889
	v_readfirstlane_b32 s18, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s19, v19
	s_nop 4
	global_load_ushort v1, v8, s[18:19] offset:32
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_889
	v_readfirstlane_b32 s18, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s19, v19
	s_nop 4
	global_load_ushort v1, v8, s[18:19] offset:34
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_889
	v_readfirstlane_b32 s18, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s19, v19
	s_nop 4
	global_load_ushort v1, v8, s[18:19] offset:36
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_889
	v_readfirstlane_b32 s18, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s19, v19
	s_nop 4
	global_load_ushort v1, v8, s[18:19] offset:38
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_889
	v_readfirstlane_b32 s18, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s19, v19
	s_nop 4
	global_load_ushort v1, v8, s[18:19] offset:48
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_889
	v_readfirstlane_b32 s18, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s19, v19
	s_nop 4
	global_load_ushort v1, v8, s[18:19] offset:50
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_889
	v_readfirstlane_b32 s18, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s19, v19
	s_nop 4
	global_load_ushort v1, v8, s[18:19] offset:52
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[14:15], s[12:13]               ; lanes where %vpred_889
	v_readfirstlane_b32 s18, v18                        ; examples/attention_varlen.kgen:15: load of 'q'
	v_readfirstlane_b32 s19, v19
	s_nop 4
	global_load_ushort v1, v8, s[18:19] offset:54
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v1
	v_lshrrev_b32 v1, 16, v7
	ds_write_b16 v14, v1                                ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v23
	ds_write_b16 v14, v1 offset:2                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v24
	ds_write_b16 v14, v1 offset:4                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v25
	ds_write_b16 v14, v1 offset:6                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v26
	ds_write_b16 v14, v1 offset:16                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v27
	ds_write_b16 v14, v1 offset:18                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v28
	ds_write_b16 v14, v1 offset:20                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v29
	ds_write_b16 v14, v1 offset:22                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v30
	ds_write_b16 v14, v1 offset:32                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v31
	ds_write_b16 v14, v1 offset:34                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v32
	ds_write_b16 v14, v1 offset:36                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v33
	ds_write_b16 v14, v1 offset:38                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v34
	ds_write_b16 v14, v1 offset:48                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v35
	ds_write_b16 v14, v1 offset:50                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v36
	ds_write_b16 v14, v1 offset:52                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v18
	ds_write_b16 v14, v1 offset:54                      ; B operand of the product: stage
	v_add_f32 v1, 0, 0                                  ; examples/attention_varlen.kgen:13
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
	v_mov_b32 v7, v1                                    ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_varlen.kgen:11
	v_add_f32 v18, v1, 0
	v_mov_b32 v1, v18                                   ; loop-carried 'mx'
	v_cmp_ne_u32 s[14:15], v4, 0                        ; this tile holds rows of 's'
	v_cndmask_b32 v4, 0, v5, s[14:15]                   ; no steps in a tile past its segment's end
	v_cmp_ge_u32 s[14:15], v4, 64                       ; at least one whole chunk of 'tt'
	v_sub_u32 v5, v4, 63
	v_cndmask_b32 v18, 0, v5, s[14:15]                  ; full chunks start below extent - chunk + 1
	v_add_u32 v5, 0, v6
	v_mul_lo_u32 v40, v5, s16
	v_mul_hi_u32 v41, v5, s16
	v_lshlrev_b64 v[42:43], 1, v[40:41]
	v_add_co_u32 v40, vcc, s24, v42                     ; 'k' at this chunk
	v_mov_b32 v5, s25
	v_addc_co_u32 v41, vcc, v5, v43, vcc
	v_cmp_lt_u32 s[14:15], 0, v18                       ; a step the loop consumes: a whole chunk in bounds
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_cmp_eq_u64 s[14:15], 0                            ; if %upred_2255
	s_cbranch_scc1 .Lattention_varlen_skip16
	v_readfirstlane_b32 s18, v40                        ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
	v_readfirstlane_b32 s19, v41
	s_nop 4
	global_load_dwordx4 v[44:47], v12, s[18:19]
.Lattention_varlen_skip16:
	s_waitcnt vmcnt(0)
	ds_write_b128 v20, v[44:47] offset:9216             ; 16 bytes into st1
	s_mul_i32 s17, s16, 64
	v_add_u32 v5, s17, v12
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_cmp_eq_u64 s[14:15], 0                            ; if %upred_2255
	s_cbranch_scc1 .Lattention_varlen_skip17
	v_readfirstlane_b32 s18, v40                        ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
	v_readfirstlane_b32 s19, v41
	s_nop 4
	global_load_dwordx4 v[44:47], v5, s[18:19]
.Lattention_varlen_skip17:
	s_waitcnt vmcnt(0)
	ds_write_b128 v20, v[44:47] offset:13824            ; 16 bytes into st1
	v_add_co_u32 v40, vcc, s10, v42                     ; 'v' at this chunk
	v_mov_b32 v5, s11
	v_addc_co_u32 v41, vcc, v5, v43, vcc
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_cmp_eq_u64 s[14:15], 0                            ; if %upred_2255
	s_cbranch_scc1 .Lattention_varlen_skip18
	v_readfirstlane_b32 s18, v40                        ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
	v_readfirstlane_b32 s19, v41
	s_nop 4
	global_load_dwordx4 v[42:45], v21, s[18:19]
.Lattention_varlen_skip18:
	s_mul_i32 s17, s16, 2
	v_add_u32 v5, s17, v21
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_cmp_eq_u64 s[14:15], 0                            ; if %upred_2255
	s_cbranch_scc1 .Lattention_varlen_skip19
	v_readfirstlane_b32 s14, v40                        ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
	v_readfirstlane_b32 s15, v41
	s_nop 4
	global_load_dwordx4 v[46:49], v5, s[14:15]
.Lattention_varlen_skip19:
	s_waitcnt vmcnt(0)
	v_perm_b32 v5, v46, v42, s5                         ; (k, k+1) of column 0
	ds_write_b32 v15, v5 offset:18432                   ; a K-pair into st2
	v_perm_b32 v5, v46, v42, s6                         ; (k, k+1) of column 1
	ds_write_b32 v15, v5 offset:18576                   ; a K-pair into st2
	v_perm_b32 v5, v47, v43, s5                         ; (k, k+1) of column 2
	ds_write_b32 v15, v5 offset:18720                   ; a K-pair into st2
	v_perm_b32 v5, v47, v43, s6                         ; (k, k+1) of column 3
	ds_write_b32 v15, v5 offset:18864                   ; a K-pair into st2
	v_perm_b32 v5, v48, v44, s5                         ; (k, k+1) of column 4
	ds_write_b32 v15, v5 offset:19008                   ; a K-pair into st2
	v_perm_b32 v5, v48, v44, s6                         ; (k, k+1) of column 5
	ds_write_b32 v15, v5 offset:19152                   ; a K-pair into st2
	v_perm_b32 v5, v49, v45, s5                         ; (k, k+1) of column 6
	ds_write_b32 v15, v5 offset:19296                   ; a K-pair into st2
	v_perm_b32 v5, v49, v45, s6                         ; (k, k+1) of column 7
	ds_write_b32 v15, v5 offset:19440                   ; a K-pair into st2
	v_readfirstlane_b32 s14, v18
	s_mov_b32 s15, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s15, s14
	s_cbranch_scc1 .Lattention_varlen_loop2_end
.Lattention_varlen_loop2:
	s_add_u32 s17, s15, 64
	v_cmp_lt_u32 s[18:19], s15, v18
	s_cmp_eq_u64 s[18:19], 0                            ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_if3_end
	v_add_u32 v5, s17, v6
	v_mul_lo_u32 v40, v5, s16
	v_mul_hi_u32 v41, v5, s16
	v_lshlrev_b64 v[42:43], 1, v[40:41]
	v_add_co_u32 v40, vcc, s24, v42                     ; 'k' at this chunk
	v_mov_b32 v5, s25
	v_addc_co_u32 v41, vcc, v5, v43, vcc
	v_cmp_lt_u32 s[18:19], s17, v18                     ; a step the loop consumes: a whole chunk in bounds
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_2290
	s_cbranch_scc1 .Lattention_varlen_skip20
	v_readfirstlane_b32 s22, v40                        ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
	v_readfirstlane_b32 s23, v41
	s_nop 4
	global_load_dwordx4 v[44:47], v12, s[22:23]
.Lattention_varlen_skip20:
	s_mul_i32 s17, s16, 64
	v_add_u32 v5, s17, v12
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_2290
	s_cbranch_scc1 .Lattention_varlen_skip21
	v_readfirstlane_b32 s22, v40                        ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
	v_readfirstlane_b32 s23, v41
	s_nop 4
	global_load_dwordx4 v[48:51], v5, s[22:23]
.Lattention_varlen_skip21:
	v_add_co_u32 v40, vcc, s10, v42                     ; 'v' at this chunk
	v_mov_b32 v5, s11
	v_addc_co_u32 v41, vcc, v5, v43, vcc
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_2290
	s_cbranch_scc1 .Lattention_varlen_skip22
	v_readfirstlane_b32 s22, v40                        ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
	v_readfirstlane_b32 s23, v41
	s_nop 4
	global_load_dwordx4 v[52:55], v21, s[22:23]
.Lattention_varlen_skip22:
	s_mul_i32 s17, s16, 2
	v_add_u32 v5, s17, v21
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_2290
	s_cbranch_scc1 .Lattention_varlen_skip23
	v_readfirstlane_b32 s18, v40                        ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
	v_readfirstlane_b32 s19, v41
	s_nop 4
	global_load_dwordx4 v[56:59], v5, s[18:19]
.Lattention_varlen_skip23:
	v_mov_b32 v60, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v68, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v70, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v72, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v74, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v75, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[40:43], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[76:79], v10 offset:9216              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[60:75], v[76:77], v[40:41], v[60:75] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[60:75], v[78:79], v[42:43], v[60:75] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[40:43], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[76:79], v10 offset:9248              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[60:75], v[76:77], v[40:41], v[60:75] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[60:75], v[78:79], v[42:43], v[60:75] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[40:43], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[76:79], v10 offset:9280              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[60:75], v[76:77], v[40:41], v[60:75] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[60:75], v[78:79], v[42:43], v[60:75] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[40:43], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[76:79], v10 offset:9312              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[60:75], v[76:77], v[40:41], v[60:75] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[60:75], v[78:79], v[42:43], v[60:75] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	s_nop 7
	s_nop 7
	s_nop 1
	v_cndmask_b32 v19, v5, v60, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v23, v5, v61, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v40, v5, v62, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v41, v5, v63, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v42, v5, v64, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v43, v5, v65, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v76, v5, v66, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v77, v5, v67, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v78, v5, v68, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v79, v5, v69, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v80, v5, v70, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v81, v5, v71, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v82, v5, v72, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v83, v5, v73, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v84, v5, v74, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v85, v5, v75, s[12:13]
	v_max_f32 v5, v19, v23                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v19, v23
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v40                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v40
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v41                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v41
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v42                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v42
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v43                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v43
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v76                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v76
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v77                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v77
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v78                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v78
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v79                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v79
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v80                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v80
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v81                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v81
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v82                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v82
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v83                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v83
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v84                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v84
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v85                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v85
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_and_b32 v5, 63, v0                                ; max over 'tt' (examples/attention_varlen.kgen:16): lanes 32 apart
	v_xor_b32 v5, 32, v5
	v_lshlrev_b32 v5, 2, v5
	ds_bpermute_b32 v19, v5, v23
	s_waitcnt lgkmcnt(0)
	v_max_f32 v5, v23, v19
	v_cmp_u_f32 s[18:19], v23, v19
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_228
	ds_write_b32 v3, v23 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:16): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v5, v9 offset:46080                     ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 0
	ds_read_b32 v19, v9 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v23, v5, v19
	v_cmp_u_f32 s[18:19], v5, v19
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v19, v23, v5, s[18:19]
	v_max_f32 v5, v1, v19                               ; examples/attention_varlen.kgen:16
	v_cmp_u_f32 s[18:19], v1, v19
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_sub_f32 v5, v1, v23                               ; examples/attention_varlen.kgen:18
	v_mul_f32 v19, s20, v5                              ; examples/attention_varlen.kgen:18
	v_mul_f32 v5, 0x3fb8aa3b, v19                       ; examples/attention_varlen.kgen:18
	v_exp_f32 v19, v5                                   ; examples/attention_varlen.kgen:18
	v_mul_f32 v5, v24, v19                              ; examples/attention_varlen.kgen:20
	v_mul_f32 v40, v25, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v41, v26, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v42, v27, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v43, v28, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v76, v29, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v77, v30, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v78, v31, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v79, v32, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v80, v33, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v81, v34, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v82, v35, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v83, v36, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v84, v37, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v85, v38, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v86, v39, v19                             ; examples/attention_varlen.kgen:20
	v_mov_b32 v24, v5                                   ; 'acc' scaled in place
	v_mov_b32 v25, v40                                  ; 'acc' scaled in place
	v_mov_b32 v26, v41                                  ; 'acc' scaled in place
	v_mov_b32 v27, v42                                  ; 'acc' scaled in place
	v_mov_b32 v28, v43                                  ; 'acc' scaled in place
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
	v_mov_b32 v5, 0x3fb8aa3b                            ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:17)
	v_mul_f32 v40, s20, v5
	v_mov_b32 v5, 0xbfb8aa3b
	v_mul_f32 v41, s20, v5
	v_mul_f32 v5, v23, v41                              ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:17)
	v_fma_f32 v41, v60, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v42, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v61, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v43, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v62, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v76, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v63, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v77, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v64, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v78, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v65, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v79, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v66, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v80, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v67, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v81, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v68, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v82, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v69, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v83, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v70, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v84, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v71, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v85, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v72, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v86, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v73, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v87, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v74, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v88, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v75, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v5, v41                                   ; examples/attention_varlen.kgen:17
	v_bfe_u32 v40, v42, 16, 1                           ; round to bf16
	v_add3_u32 v41, v42, v40, s7
	v_cmp_u_f32 s[18:19], v42, v42
	v_mov_b32 v40, 0x7fc00000
	v_cndmask_b32 v41, v41, v40, s[18:19]
	v_and_b32 v40, 0xffff0000, v41
	v_bfe_u32 v41, v43, 16, 1                           ; round to bf16
	v_add3_u32 v60, v43, v41, s7
	v_cmp_u_f32 s[18:19], v43, v43
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v60, v60, v41, s[18:19]
	v_and_b32 v41, 0xffff0000, v60
	v_bfe_u32 v60, v76, 16, 1                           ; round to bf16
	v_add3_u32 v61, v76, v60, s7
	v_cmp_u_f32 s[18:19], v76, v76
	v_mov_b32 v60, 0x7fc00000
	v_cndmask_b32 v61, v61, v60, s[18:19]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v77, 16, 1                           ; round to bf16
	v_add3_u32 v62, v77, v61, s7
	v_cmp_u_f32 s[18:19], v77, v77
	v_mov_b32 v61, 0x7fc00000
	v_cndmask_b32 v62, v62, v61, s[18:19]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v78, 16, 1                           ; round to bf16
	v_add3_u32 v63, v78, v62, s7
	v_cmp_u_f32 s[18:19], v78, v78
	v_mov_b32 v62, 0x7fc00000
	v_cndmask_b32 v63, v63, v62, s[18:19]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v79, 16, 1                           ; round to bf16
	v_add3_u32 v64, v79, v63, s7
	v_cmp_u_f32 s[18:19], v79, v79
	v_mov_b32 v63, 0x7fc00000
	v_cndmask_b32 v64, v64, v63, s[18:19]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v80, 16, 1                           ; round to bf16
	v_add3_u32 v65, v80, v64, s7
	v_cmp_u_f32 s[18:19], v80, v80
	v_mov_b32 v64, 0x7fc00000
	v_cndmask_b32 v65, v65, v64, s[18:19]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v81, 16, 1                           ; round to bf16
	v_add3_u32 v66, v81, v65, s7
	v_cmp_u_f32 s[18:19], v81, v81
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v66, v65, s[18:19]
	v_and_b32 v65, 0xffff0000, v66
	v_bfe_u32 v66, v82, 16, 1                           ; round to bf16
	v_add3_u32 v67, v82, v66, s7
	v_cmp_u_f32 s[18:19], v82, v82
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v67, v66, s[18:19]
	v_and_b32 v66, 0xffff0000, v67
	v_bfe_u32 v67, v83, 16, 1                           ; round to bf16
	v_add3_u32 v68, v83, v67, s7
	v_cmp_u_f32 s[18:19], v83, v83
	v_mov_b32 v67, 0x7fc00000
	v_cndmask_b32 v68, v68, v67, s[18:19]
	v_and_b32 v67, 0xffff0000, v68
	v_bfe_u32 v68, v84, 16, 1                           ; round to bf16
	v_add3_u32 v69, v84, v68, s7
	v_cmp_u_f32 s[18:19], v84, v84
	v_mov_b32 v68, 0x7fc00000
	v_cndmask_b32 v69, v69, v68, s[18:19]
	v_and_b32 v68, 0xffff0000, v69
	v_bfe_u32 v69, v85, 16, 1                           ; round to bf16
	v_add3_u32 v70, v85, v69, s7
	v_cmp_u_f32 s[18:19], v85, v85
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v70, v69, s[18:19]
	v_and_b32 v69, 0xffff0000, v70
	v_bfe_u32 v70, v86, 16, 1                           ; round to bf16
	v_add3_u32 v71, v86, v70, s7
	v_cmp_u_f32 s[18:19], v86, v86
	v_mov_b32 v70, 0x7fc00000
	v_cndmask_b32 v71, v71, v70, s[18:19]
	v_and_b32 v70, 0xffff0000, v71
	v_bfe_u32 v71, v87, 16, 1                           ; round to bf16
	v_add3_u32 v72, v87, v71, s7
	v_cmp_u_f32 s[18:19], v87, v87
	v_mov_b32 v71, 0x7fc00000
	v_cndmask_b32 v72, v72, v71, s[18:19]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v88, 16, 1                           ; round to bf16
	v_add3_u32 v73, v88, v72, s7
	v_cmp_u_f32 s[18:19], v88, v88
	v_mov_b32 v72, 0x7fc00000
	v_cndmask_b32 v73, v73, v72, s[18:19]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v5, 16, 1                            ; round to bf16
	v_add3_u32 v74, v5, v73, s7
	v_cmp_u_f32 s[18:19], v5, v5
	v_mov_b32 v73, 0x7fc00000
	v_cndmask_b32 v74, v74, v73, s[18:19]
	v_and_b32 v73, 0xffff0000, v74
	v_cndmask_b32 v74, 0, v40, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v40, 16, v74
	ds_write_b16 v14, v40 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v41, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v60, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v61, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v62, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v63, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v64, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v65, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v66, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v67, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v68, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v69, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v70, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v71, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v72, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v73, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[60:63], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[64:67], v10 offset:18432             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[64:65], v[60:61], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[66:67], v[62:63], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[60:63], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[64:67], v10 offset:18464             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[64:65], v[60:61], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[66:67], v[62:63], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[60:63], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[64:67], v10 offset:18496             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[64:65], v[60:61], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[66:67], v[62:63], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[60:63], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[64:67], v10 offset:18528             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[64:65], v[60:61], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[66:67], v[62:63], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mul_f32 v40, v7, v19                              ; examples/attention_varlen.kgen:19
	v_cndmask_b32 v19, 0, v42, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v41, 0, v43, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v42, 0, v76, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v43, 0, v77, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v78, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v79, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v80, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v81, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v82, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v83, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v66, 0, v84, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v67, 0, v85, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v68, 0, v86, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v69, 0, v87, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v70, 0, v88, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v71, 0, v5, s[12:13]                  ; absent elements contribute the identity
	v_add_f32 v5, v19, v41                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v19, v5, v42                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v19, v43                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v19, v5, v60                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v19, v61                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v19, v5, v62                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v19, v63                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v19, v5, v64                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v19, v65                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v19, v5, v66                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v19, v67                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v19, v5, v68                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v19, v69                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v19, v5, v70                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v19, v71                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_and_b32 v19, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:19): lanes 32 apart
	v_xor_b32 v19, 32, v19
	v_lshlrev_b32 v19, 2, v19
	ds_bpermute_b32 v41, v19, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v5, v41
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_228
	ds_write_b32 v3, v19 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:19): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v5, v9 offset:55808                     ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 0
	ds_read_b32 v19, v9 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v41, v5, v19
	v_add_f32 v5, v40, v41                              ; examples/attention_varlen.kgen:19
	v_mov_b32 v7, v5                                    ; next 'l'
	v_mov_b32 v1, v23                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v20, v[44:47] offset:27648            ; 16 bytes into st1
	ds_write_b128 v20, v[48:51] offset:32256            ; 16 bytes into st1
	v_perm_b32 v5, v56, v52, s5                         ; (k, k+1) of column 0
	ds_write_b32 v15, v5 offset:36864                   ; a K-pair into st2
	v_perm_b32 v5, v56, v52, s6                         ; (k, k+1) of column 1
	ds_write_b32 v15, v5 offset:37008                   ; a K-pair into st2
	v_perm_b32 v5, v57, v53, s5                         ; (k, k+1) of column 2
	ds_write_b32 v15, v5 offset:37152                   ; a K-pair into st2
	v_perm_b32 v5, v57, v53, s6                         ; (k, k+1) of column 3
	ds_write_b32 v15, v5 offset:37296                   ; a K-pair into st2
	v_perm_b32 v5, v58, v54, s5                         ; (k, k+1) of column 4
	ds_write_b32 v15, v5 offset:37440                   ; a K-pair into st2
	v_perm_b32 v5, v58, v54, s6                         ; (k, k+1) of column 5
	ds_write_b32 v15, v5 offset:37584                   ; a K-pair into st2
	v_perm_b32 v5, v59, v55, s5                         ; (k, k+1) of column 6
	ds_write_b32 v15, v5 offset:37728                   ; a K-pair into st2
	v_perm_b32 v5, v59, v55, s6                         ; (k, k+1) of column 7
	ds_write_b32 v15, v5 offset:37872                   ; a K-pair into st2
.Lattention_varlen_if3_end:
	s_add_u32 s17, s15, 64
	s_add_u32 s18, s17, 64
	v_cmp_lt_u32 s[22:23], s17, v18
	s_cmp_eq_u64 s[22:23], 0                            ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_if4_end
	v_add_u32 v5, s18, v6
	v_mul_lo_u32 v40, v5, s16
	v_mul_hi_u32 v41, v5, s16
	v_lshlrev_b64 v[42:43], 1, v[40:41]
	v_add_co_u32 v40, vcc, s24, v42                     ; 'k' at this chunk
	v_mov_b32 v5, s25
	v_addc_co_u32 v41, vcc, v5, v43, vcc
	v_cmp_lt_u32 s[22:23], s18, v18                     ; a step the loop consumes: a whole chunk in bounds
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	s_cmp_eq_u64 s[22:23], 0                            ; if %upred_2586
	s_cbranch_scc1 .Lattention_varlen_skip24
	v_readfirstlane_b32 s18, v40                        ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
	v_readfirstlane_b32 s19, v41
	s_nop 4
	global_load_dwordx4 v[44:47], v12, s[18:19]
.Lattention_varlen_skip24:
	s_mul_i32 s17, s16, 64
	v_add_u32 v5, s17, v12
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u64 s[22:23], 0                            ; if %upred_2586
	s_cbranch_scc1 .Lattention_varlen_skip25
	v_readfirstlane_b32 s18, v40                        ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
	v_readfirstlane_b32 s19, v41
	s_nop 4
	global_load_dwordx4 v[48:51], v5, s[18:19]
.Lattention_varlen_skip25:
	v_add_co_u32 v40, vcc, s10, v42                     ; 'v' at this chunk
	v_mov_b32 v5, s11
	v_addc_co_u32 v41, vcc, v5, v43, vcc
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u64 s[22:23], 0                            ; if %upred_2586
	s_cbranch_scc1 .Lattention_varlen_skip26
	v_readfirstlane_b32 s18, v40                        ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
	v_readfirstlane_b32 s19, v41
	s_nop 4
	global_load_dwordx4 v[52:55], v21, s[18:19]
.Lattention_varlen_skip26:
	s_mul_i32 s17, s16, 2
	v_add_u32 v5, s17, v21
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u64 s[22:23], 0                            ; if %upred_2586
	s_cbranch_scc1 .Lattention_varlen_skip27
	v_readfirstlane_b32 s18, v40                        ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
	v_readfirstlane_b32 s19, v41
	s_nop 4
	global_load_dwordx4 v[56:59], v5, s[18:19]
.Lattention_varlen_skip27:
	v_mov_b32 v60, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v68, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v70, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v72, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v74, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v75, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[40:43], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[76:79], v10 offset:27648             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[60:75], v[76:77], v[40:41], v[60:75] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[60:75], v[78:79], v[42:43], v[60:75] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[40:43], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[76:79], v10 offset:27680             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[60:75], v[76:77], v[40:41], v[60:75] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[60:75], v[78:79], v[42:43], v[60:75] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[40:43], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[76:79], v10 offset:27712             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[60:75], v[76:77], v[40:41], v[60:75] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[60:75], v[78:79], v[42:43], v[60:75] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[40:43], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[76:79], v10 offset:27744             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[60:75], v[76:77], v[40:41], v[60:75] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[60:75], v[78:79], v[42:43], v[60:75] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	s_nop 7
	s_nop 7
	s_nop 1
	v_cndmask_b32 v19, v5, v60, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v23, v5, v61, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v40, v5, v62, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v41, v5, v63, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v42, v5, v64, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v43, v5, v65, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v76, v5, v66, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v77, v5, v67, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v78, v5, v68, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v79, v5, v69, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v80, v5, v70, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v81, v5, v71, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v82, v5, v72, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v83, v5, v73, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v84, v5, v74, s[12:13]
	v_mov_b32 v5, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v85, v5, v75, s[12:13]
	v_max_f32 v5, v19, v23                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v19, v23
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v40                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v40
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v41                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v41
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v42                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v42
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v43                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v43
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v76                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v76
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v77                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v77
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v78                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v78
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v79                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v79
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v80                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v80
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v81                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v81
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v82                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v82
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v83                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v83
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v84                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v84
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_max_f32 v5, v23, v85                              ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[18:19], v23, v85
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_and_b32 v5, 63, v0                                ; max over 'tt' (examples/attention_varlen.kgen:16): lanes 32 apart
	v_xor_b32 v5, 32, v5
	v_lshlrev_b32 v5, 2, v5
	ds_bpermute_b32 v19, v5, v23
	s_waitcnt lgkmcnt(0)
	v_max_f32 v5, v23, v19
	v_cmp_u_f32 s[18:19], v23, v19
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_228
	ds_write_b32 v3, v23 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:16): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v5, v9 offset:46080                     ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 0
	ds_read_b32 v19, v9 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v23, v5, v19
	v_cmp_u_f32 s[18:19], v5, v19
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v19, v23, v5, s[18:19]
	v_max_f32 v5, v1, v19                               ; examples/attention_varlen.kgen:16
	v_cmp_u_f32 s[18:19], v1, v19
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v23, v5, v19, s[18:19]
	v_sub_f32 v5, v1, v23                               ; examples/attention_varlen.kgen:18
	v_mul_f32 v19, s20, v5                              ; examples/attention_varlen.kgen:18
	v_mul_f32 v5, 0x3fb8aa3b, v19                       ; examples/attention_varlen.kgen:18
	v_exp_f32 v19, v5                                   ; examples/attention_varlen.kgen:18
	v_mul_f32 v5, v24, v19                              ; examples/attention_varlen.kgen:20
	v_mul_f32 v40, v25, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v41, v26, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v42, v27, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v43, v28, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v76, v29, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v77, v30, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v78, v31, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v79, v32, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v80, v33, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v81, v34, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v82, v35, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v83, v36, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v84, v37, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v85, v38, v19                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v86, v39, v19                             ; examples/attention_varlen.kgen:20
	v_mov_b32 v24, v5                                   ; 'acc' scaled in place
	v_mov_b32 v25, v40                                  ; 'acc' scaled in place
	v_mov_b32 v26, v41                                  ; 'acc' scaled in place
	v_mov_b32 v27, v42                                  ; 'acc' scaled in place
	v_mov_b32 v28, v43                                  ; 'acc' scaled in place
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
	v_mov_b32 v5, 0x3fb8aa3b                            ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:17)
	v_mul_f32 v40, s20, v5
	v_mov_b32 v5, 0xbfb8aa3b
	v_mul_f32 v41, s20, v5
	v_mul_f32 v5, v23, v41                              ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:17)
	v_fma_f32 v41, v60, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v42, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v61, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v43, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v62, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v76, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v63, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v77, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v64, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v78, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v65, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v79, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v66, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v80, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v67, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v81, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v68, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v82, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v69, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v83, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v70, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v84, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v71, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v85, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v72, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v86, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v73, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v87, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v74, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v88, v41                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v41, v75, v40, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v5, v41                                   ; examples/attention_varlen.kgen:17
	v_bfe_u32 v40, v42, 16, 1                           ; round to bf16
	v_add3_u32 v41, v42, v40, s7
	v_cmp_u_f32 s[18:19], v42, v42
	v_mov_b32 v40, 0x7fc00000
	v_cndmask_b32 v41, v41, v40, s[18:19]
	v_and_b32 v40, 0xffff0000, v41
	v_bfe_u32 v41, v43, 16, 1                           ; round to bf16
	v_add3_u32 v60, v43, v41, s7
	v_cmp_u_f32 s[18:19], v43, v43
	v_mov_b32 v41, 0x7fc00000
	v_cndmask_b32 v60, v60, v41, s[18:19]
	v_and_b32 v41, 0xffff0000, v60
	v_bfe_u32 v60, v76, 16, 1                           ; round to bf16
	v_add3_u32 v61, v76, v60, s7
	v_cmp_u_f32 s[18:19], v76, v76
	v_mov_b32 v60, 0x7fc00000
	v_cndmask_b32 v61, v61, v60, s[18:19]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v77, 16, 1                           ; round to bf16
	v_add3_u32 v62, v77, v61, s7
	v_cmp_u_f32 s[18:19], v77, v77
	v_mov_b32 v61, 0x7fc00000
	v_cndmask_b32 v62, v62, v61, s[18:19]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v78, 16, 1                           ; round to bf16
	v_add3_u32 v63, v78, v62, s7
	v_cmp_u_f32 s[18:19], v78, v78
	v_mov_b32 v62, 0x7fc00000
	v_cndmask_b32 v63, v63, v62, s[18:19]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v79, 16, 1                           ; round to bf16
	v_add3_u32 v64, v79, v63, s7
	v_cmp_u_f32 s[18:19], v79, v79
	v_mov_b32 v63, 0x7fc00000
	v_cndmask_b32 v64, v64, v63, s[18:19]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v80, 16, 1                           ; round to bf16
	v_add3_u32 v65, v80, v64, s7
	v_cmp_u_f32 s[18:19], v80, v80
	v_mov_b32 v64, 0x7fc00000
	v_cndmask_b32 v65, v65, v64, s[18:19]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v81, 16, 1                           ; round to bf16
	v_add3_u32 v66, v81, v65, s7
	v_cmp_u_f32 s[18:19], v81, v81
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v66, v65, s[18:19]
	v_and_b32 v65, 0xffff0000, v66
	v_bfe_u32 v66, v82, 16, 1                           ; round to bf16
	v_add3_u32 v67, v82, v66, s7
	v_cmp_u_f32 s[18:19], v82, v82
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v67, v66, s[18:19]
	v_and_b32 v66, 0xffff0000, v67
	v_bfe_u32 v67, v83, 16, 1                           ; round to bf16
	v_add3_u32 v68, v83, v67, s7
	v_cmp_u_f32 s[18:19], v83, v83
	v_mov_b32 v67, 0x7fc00000
	v_cndmask_b32 v68, v68, v67, s[18:19]
	v_and_b32 v67, 0xffff0000, v68
	v_bfe_u32 v68, v84, 16, 1                           ; round to bf16
	v_add3_u32 v69, v84, v68, s7
	v_cmp_u_f32 s[18:19], v84, v84
	v_mov_b32 v68, 0x7fc00000
	v_cndmask_b32 v69, v69, v68, s[18:19]
	v_and_b32 v68, 0xffff0000, v69
	v_bfe_u32 v69, v85, 16, 1                           ; round to bf16
	v_add3_u32 v70, v85, v69, s7
	v_cmp_u_f32 s[18:19], v85, v85
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v70, v69, s[18:19]
	v_and_b32 v69, 0xffff0000, v70
	v_bfe_u32 v70, v86, 16, 1                           ; round to bf16
	v_add3_u32 v71, v86, v70, s7
	v_cmp_u_f32 s[18:19], v86, v86
	v_mov_b32 v70, 0x7fc00000
	v_cndmask_b32 v71, v71, v70, s[18:19]
	v_and_b32 v70, 0xffff0000, v71
	v_bfe_u32 v71, v87, 16, 1                           ; round to bf16
	v_add3_u32 v72, v87, v71, s7
	v_cmp_u_f32 s[18:19], v87, v87
	v_mov_b32 v71, 0x7fc00000
	v_cndmask_b32 v72, v72, v71, s[18:19]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v88, 16, 1                           ; round to bf16
	v_add3_u32 v73, v88, v72, s7
	v_cmp_u_f32 s[18:19], v88, v88
	v_mov_b32 v72, 0x7fc00000
	v_cndmask_b32 v73, v73, v72, s[18:19]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v5, 16, 1                            ; round to bf16
	v_add3_u32 v74, v5, v73, s7
	v_cmp_u_f32 s[18:19], v5, v5
	v_mov_b32 v73, 0x7fc00000
	v_cndmask_b32 v74, v74, v73, s[18:19]
	v_and_b32 v73, 0xffff0000, v74
	v_cndmask_b32 v74, 0, v40, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v40, 16, v74
	ds_write_b16 v14, v40 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v41, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v60, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v61, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v62, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v63, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v64, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v65, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v66, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v67, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v68, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v69, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v70, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v71, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v72, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v40, 0, v73, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v41, 16, v40
	ds_write_b16 v14, v41 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[60:63], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[64:67], v10 offset:36864             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[64:65], v[60:61], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[66:67], v[62:63], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[60:63], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[64:67], v10 offset:36896             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[64:65], v[60:61], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[66:67], v[62:63], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[60:63], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[64:67], v10 offset:36928             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[64:65], v[60:61], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[66:67], v[62:63], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[60:63], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[64:67], v10 offset:36960             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[64:65], v[60:61], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[66:67], v[62:63], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mul_f32 v40, v7, v19                              ; examples/attention_varlen.kgen:19
	v_cndmask_b32 v19, 0, v42, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v41, 0, v43, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v42, 0, v76, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v43, 0, v77, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v78, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v79, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v80, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v81, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v82, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v83, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v66, 0, v84, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v67, 0, v85, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v68, 0, v86, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v69, 0, v87, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v70, 0, v88, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v71, 0, v5, s[12:13]                  ; absent elements contribute the identity
	v_add_f32 v5, v19, v41                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v19, v5, v42                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v19, v43                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v19, v5, v60                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v19, v61                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v19, v5, v62                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v19, v63                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v19, v5, v64                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v19, v65                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v19, v5, v66                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v19, v67                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v19, v5, v68                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v19, v69                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v19, v5, v70                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v19, v71                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_and_b32 v19, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:19): lanes 32 apart
	v_xor_b32 v19, 32, v19
	v_lshlrev_b32 v19, 2, v19
	ds_bpermute_b32 v41, v19, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32 v19, v5, v41
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_228
	ds_write_b32 v3, v19 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:19): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v5, v9 offset:55808                     ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 0
	ds_read_b32 v19, v9 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v41, v5, v19
	v_add_f32 v5, v40, v41                              ; examples/attention_varlen.kgen:19
	v_mov_b32 v7, v5                                    ; next 'l'
	v_mov_b32 v1, v23                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v20, v[44:47] offset:9216             ; 16 bytes into st1
	ds_write_b128 v20, v[48:51] offset:13824            ; 16 bytes into st1
	v_perm_b32 v5, v56, v52, s5                         ; (k, k+1) of column 0
	ds_write_b32 v15, v5 offset:18432                   ; a K-pair into st2
	v_perm_b32 v5, v56, v52, s6                         ; (k, k+1) of column 1
	ds_write_b32 v15, v5 offset:18576                   ; a K-pair into st2
	v_perm_b32 v5, v57, v53, s5                         ; (k, k+1) of column 2
	ds_write_b32 v15, v5 offset:18720                   ; a K-pair into st2
	v_perm_b32 v5, v57, v53, s6                         ; (k, k+1) of column 3
	ds_write_b32 v15, v5 offset:18864                   ; a K-pair into st2
	v_perm_b32 v5, v58, v54, s5                         ; (k, k+1) of column 4
	ds_write_b32 v15, v5 offset:19008                   ; a K-pair into st2
	v_perm_b32 v5, v58, v54, s6                         ; (k, k+1) of column 5
	ds_write_b32 v15, v5 offset:19152                   ; a K-pair into st2
	v_perm_b32 v5, v59, v55, s5                         ; (k, k+1) of column 6
	ds_write_b32 v15, v5 offset:19296                   ; a K-pair into st2
	v_perm_b32 v5, v59, v55, s6                         ; (k, k+1) of column 7
	ds_write_b32 v15, v5 offset:19440                   ; a K-pair into st2
.Lattention_varlen_if4_end:
	s_add_u32 s15, s15, 0x80
	s_cmp_lt_u32 s15, s14
	s_cbranch_scc1 .Lattention_varlen_loop2
.Lattention_varlen_loop2_end:
	v_add_u32 v5, 63, v18
	v_and_b32 v15, 0xffffffc0, v5                       ; the first chunk of 'tt' the pipeline left
	v_readfirstlane_b32 s5, v15
	v_readfirstlane_b32 s6, v4
	s_mov_b32 s14, s5                                   ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s14, s6
	s_cbranch_scc1 .Lattention_varlen_loop3_end
.Lattention_varlen_loop3:
	v_add_u32 v5, s14, v6
	v_sub_u32 v15, v4, s14
	v_mul_lo_u32 v18, v5, s16
	v_mul_hi_u32 v19, v5, s16
	v_lshlrev_b64 v[40:41], 1, v[18:19]
	v_add_co_u32 v18, vcc, s24, v40                     ; 'k' at this chunk
	v_mov_b32 v5, s25
	v_addc_co_u32 v19, vcc, v5, v41, vcc
	v_cmp_lt_u32 s[18:19], v11, v15                     ; 'tt' element in bounds
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_1265
	v_readfirstlane_b32 s26, v18                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s27, v19
	s_nop 4
	global_load_ushort v5, v12, s[26:27]
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_1265
	v_readfirstlane_b32 s26, v18                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s27, v19
	s_nop 4
	global_load_ushort v5, v12, s[26:27] offset:2
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_1265
	v_readfirstlane_b32 s26, v18                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s27, v19
	s_nop 4
	global_load_ushort v5, v12, s[26:27] offset:4
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_1265
	v_readfirstlane_b32 s26, v18                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s27, v19
	s_nop 4
	global_load_ushort v5, v12, s[26:27] offset:6
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_1265
	v_readfirstlane_b32 s26, v18                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s27, v19
	s_nop 4
	global_load_ushort v5, v12, s[26:27] offset:8
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_1265
	v_readfirstlane_b32 s26, v18                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s27, v19
	s_nop 4
	global_load_ushort v5, v12, s[26:27] offset:10
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_1265
	v_readfirstlane_b32 s26, v18                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s27, v19
	s_nop 4
	global_load_ushort v5, v12, s[26:27] offset:12
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[22:23], s[18:19]               ; lanes where %vpred_1265
	v_readfirstlane_b32 s26, v18                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s27, v19
	s_nop 4
	global_load_ushort v5, v12, s[26:27] offset:14
	s_mov_b64 exec, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v5
	s_mul_i32 s5, s16, 32
	s_lshl_b32 s15, s5, 1
	v_add_u32 v5, s15, v12
	v_add_u32 v48, 32, v11
	v_cmp_lt_u32 s[22:23], v48, v15                     ; 'tt' element in bounds
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_1286
	v_readfirstlane_b32 s28, v18                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s29, v19
	s_nop 4
	global_load_ushort v48, v5, s[28:29]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v48
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_1286
	v_readfirstlane_b32 s28, v18                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s29, v19
	s_nop 4
	global_load_ushort v48, v5, s[28:29] offset:2
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v48
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_1286
	v_readfirstlane_b32 s28, v18                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s29, v19
	s_nop 4
	global_load_ushort v48, v5, s[28:29] offset:4
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v48
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_1286
	v_readfirstlane_b32 s28, v18                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s29, v19
	s_nop 4
	global_load_ushort v48, v5, s[28:29] offset:6
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v48
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_1286
	v_readfirstlane_b32 s28, v18                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s29, v19
	s_nop 4
	global_load_ushort v48, v5, s[28:29] offset:8
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v48
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_1286
	v_readfirstlane_b32 s28, v18                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s29, v19
	s_nop 4
	global_load_ushort v48, v5, s[28:29] offset:10
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v48
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_1286
	v_readfirstlane_b32 s28, v18                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s29, v19
	s_nop 4
	global_load_ushort v48, v5, s[28:29] offset:12
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v48
	v_mov_b32 v48, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_1286
	v_readfirstlane_b32 s28, v18                        ; examples/attention_varlen.kgen:15: load of 'k'
	v_readfirstlane_b32 s29, v19
	s_nop 4
	global_load_ushort v48, v5, s[28:29] offset:14
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v48
	v_lshrrev_b32 v19, 16, v21
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v20, v19 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v23
	ds_write_b16 v20, v19 offset:9218                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v42
	ds_write_b16 v20, v19 offset:9220                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v43
	ds_write_b16 v20, v19 offset:9222                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v44
	ds_write_b16 v20, v19 offset:9224                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v45
	ds_write_b16 v20, v19 offset:9226                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v46
	ds_write_b16 v20, v19 offset:9228                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v47
	ds_write_b16 v20, v19 offset:9230                   ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v49
	ds_write_b16 v20, v19 offset:13824                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v50
	ds_write_b16 v20, v19 offset:13826                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v51
	ds_write_b16 v20, v19 offset:13828                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v52
	ds_write_b16 v20, v19 offset:13830                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v53
	ds_write_b16 v20, v19 offset:13832                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v54
	ds_write_b16 v20, v19 offset:13834                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v55
	ds_write_b16 v20, v19 offset:13836                  ; A operand of the product: stage
	v_lshrrev_b32 v19, 16, v18
	ds_write_b16 v20, v19 offset:13838                  ; A operand of the product: stage
	v_mov_b32 v42, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v43, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v44, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v45, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v46, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v47, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v48, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v49, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v50, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v52, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	ds_read_b128 v[58:61], v2                           ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[62:65], v10 offset:9216              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[42:57], v[62:63], v[58:59], v[42:57] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[42:57], v[64:65], v[60:61], v[42:57] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[58:61], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[62:65], v10 offset:9248              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[42:57], v[62:63], v[58:59], v[42:57] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[42:57], v[64:65], v[60:61], v[42:57] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[58:61], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[62:65], v10 offset:9280              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[42:57], v[62:63], v[58:59], v[42:57] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[42:57], v[64:65], v[60:61], v[42:57] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[58:61], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[62:65], v10 offset:9312              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[42:57], v[62:63], v[58:59], v[42:57] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[42:57], v[64:65], v[60:61], v[42:57] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_cmp_lt_u32 s[26:27], v13, v15                     ; 'tt' element in bounds
	s_and_b64 s[28:29], s[12:13], s[26:27]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	s_nop 7
	s_nop 7
	v_cndmask_b32 v19, v18, v42, s[28:29]
	v_add_u32 v18, 1, v13
	v_cmp_lt_u32 s[26:27], v18, v15                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[12:13], s[26:27]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v21, v18, v43, s[30:31]
	v_add_u32 v18, 2, v13
	v_cmp_lt_u32 s[26:27], v18, v15                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[26:27]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v23, v18, v44, s[32:33]
	v_add_u32 v18, 3, v13
	v_cmp_lt_u32 s[26:27], v18, v15                     ; 'tt' element in bounds
	s_and_b64 s[34:35], s[12:13], s[26:27]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v58, v18, v45, s[34:35]
	v_add_u32 v18, 8, v13
	v_cmp_lt_u32 s[26:27], v18, v15                     ; 'tt' element in bounds
	s_and_b64 s[36:37], s[12:13], s[26:27]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v59, v18, v46, s[36:37]
	v_add_u32 v18, 9, v13
	v_cmp_lt_u32 s[26:27], v18, v15                     ; 'tt' element in bounds
	s_and_b64 s[38:39], s[12:13], s[26:27]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v60, v18, v47, s[38:39]
	v_add_u32 v18, 10, v13
	v_cmp_lt_u32 s[26:27], v18, v15                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[12:13], s[26:27]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v61, v18, v48, s[40:41]
	v_add_u32 v18, 11, v13
	v_cmp_lt_u32 s[26:27], v18, v15                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[12:13], s[26:27]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v62, v18, v49, s[42:43]
	v_add_u32 v18, 16, v13
	v_cmp_lt_u32 s[26:27], v18, v15                     ; 'tt' element in bounds
	s_and_b64 s[44:45], s[12:13], s[26:27]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v63, v18, v50, s[44:45]
	v_add_u32 v18, 17, v13
	v_cmp_lt_u32 s[26:27], v18, v15                     ; 'tt' element in bounds
	s_and_b64 s[46:47], s[12:13], s[26:27]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v64, v18, v51, s[46:47]
	v_add_u32 v18, 18, v13
	v_cmp_lt_u32 s[26:27], v18, v15                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[12:13], s[26:27]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v65, v18, v52, s[48:49]
	v_add_u32 v18, 19, v13
	v_cmp_lt_u32 s[26:27], v18, v15                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[12:13], s[26:27]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v66, v18, v53, s[50:51]
	v_add_u32 v18, 24, v13
	v_cmp_lt_u32 s[26:27], v18, v15                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[12:13], s[26:27]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v67, v18, v54, s[52:53]
	v_add_u32 v18, 25, v13
	v_cmp_lt_u32 s[26:27], v18, v15                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[12:13], s[26:27]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v68, v18, v55, s[54:55]
	v_add_u32 v18, 26, v13
	v_cmp_lt_u32 s[26:27], v18, v15                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[12:13], s[26:27]
	v_mov_b32 v18, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v69, v18, v56, s[56:57]
	v_add_u32 v18, 27, v13
	v_cmp_lt_u32 s[26:27], v18, v15                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[12:13], s[26:27]
	v_mov_b32 v15, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v18, v15, v57, s[58:59]
	v_max_f32 v15, v19, v21                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v19, v21
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v21, v15, v19, s[26:27]
	v_max_f32 v15, v21, v23                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v21, v23
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v21, v15, v19, s[26:27]
	v_max_f32 v15, v21, v58                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v21, v58
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v21, v15, v19, s[26:27]
	v_max_f32 v15, v21, v59                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v21, v59
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v21, v15, v19, s[26:27]
	v_max_f32 v15, v21, v60                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v21, v60
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v21, v15, v19, s[26:27]
	v_max_f32 v15, v21, v61                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v21, v61
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v21, v15, v19, s[26:27]
	v_max_f32 v15, v21, v62                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v21, v62
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v21, v15, v19, s[26:27]
	v_max_f32 v15, v21, v63                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v21, v63
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v21, v15, v19, s[26:27]
	v_max_f32 v15, v21, v64                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v21, v64
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v21, v15, v19, s[26:27]
	v_max_f32 v15, v21, v65                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v21, v65
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v21, v15, v19, s[26:27]
	v_max_f32 v15, v21, v66                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v21, v66
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v21, v15, v19, s[26:27]
	v_max_f32 v15, v21, v67                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v21, v67
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v21, v15, v19, s[26:27]
	v_max_f32 v15, v21, v68                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v21, v68
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v21, v15, v19, s[26:27]
	v_max_f32 v15, v21, v69                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v21, v69
	v_mov_b32 v19, 0x7fc00000
	v_cndmask_b32 v21, v15, v19, s[26:27]
	v_max_f32 v15, v21, v18                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v21, v18
	v_mov_b32 v18, 0x7fc00000
	v_cndmask_b32 v19, v15, v18, s[26:27]
	v_and_b32 v15, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:16): lanes 32 apart
	v_xor_b32 v15, 32, v15
	v_lshlrev_b32 v15, 2, v15
	ds_bpermute_b32 v18, v15, v19
	s_waitcnt lgkmcnt(0)
	v_max_f32 v15, v19, v18
	v_cmp_u_f32 s[26:27], v19, v18
	v_mov_b32 v18, 0x7fc00000
	v_cndmask_b32 v19, v15, v18, s[26:27]
	s_and_saveexec_b64 s[26:27], s[8:9]                 ; lanes where %vpred_228
	ds_write_b32 v3, v19 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:16): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v15, v9 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 0
	ds_read_b32 v18, v9 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v19, v15, v18
	v_cmp_u_f32 s[26:27], v15, v18
	v_mov_b32 v15, 0x7fc00000
	v_cndmask_b32 v18, v19, v15, s[26:27]
	v_max_f32 v15, v1, v18                              ; examples/attention_varlen.kgen:16
	v_cmp_u_f32 s[26:27], v1, v18
	v_mov_b32 v18, 0x7fc00000
	v_cndmask_b32 v19, v15, v18, s[26:27]
	v_sub_f32 v15, v1, v19                              ; examples/attention_varlen.kgen:18
	v_mul_f32 v18, s20, v15                             ; examples/attention_varlen.kgen:18
	v_mul_f32 v15, 0x3fb8aa3b, v18                      ; examples/attention_varlen.kgen:18
	v_exp_f32 v18, v15                                  ; examples/attention_varlen.kgen:18
	v_mul_f32 v15, v24, v18                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v21, v25, v18                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v23, v26, v18                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v58, v27, v18                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v59, v28, v18                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v60, v29, v18                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v61, v30, v18                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v62, v31, v18                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v63, v32, v18                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v64, v33, v18                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v65, v34, v18                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v66, v35, v18                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v67, v36, v18                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v68, v37, v18                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v69, v38, v18                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v70, v39, v18                             ; examples/attention_varlen.kgen:20
	v_mov_b32 v24, v15                                  ; 'acc' scaled in place
	v_mov_b32 v25, v21                                  ; 'acc' scaled in place
	v_mov_b32 v26, v23                                  ; 'acc' scaled in place
	v_mov_b32 v27, v58                                  ; 'acc' scaled in place
	v_mov_b32 v28, v59                                  ; 'acc' scaled in place
	v_mov_b32 v29, v60                                  ; 'acc' scaled in place
	v_mov_b32 v30, v61                                  ; 'acc' scaled in place
	v_mov_b32 v31, v62                                  ; 'acc' scaled in place
	v_mov_b32 v32, v63                                  ; 'acc' scaled in place
	v_mov_b32 v33, v64                                  ; 'acc' scaled in place
	v_mov_b32 v34, v65                                  ; 'acc' scaled in place
	v_mov_b32 v35, v66                                  ; 'acc' scaled in place
	v_mov_b32 v36, v67                                  ; 'acc' scaled in place
	v_mov_b32 v37, v68                                  ; 'acc' scaled in place
	v_mov_b32 v38, v69                                  ; 'acc' scaled in place
	v_mov_b32 v39, v70                                  ; 'acc' scaled in place
	v_add_co_u32 v58, vcc, s10, v40                     ; 'v' at this chunk
	v_mov_b32 v15, s11
	v_addc_co_u32 v59, vcc, v15, v41, vcc
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_1265
	v_readfirstlane_b32 s60, v58                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s61, v59
	s_nop 4
	global_load_ushort v15, v12, s[60:61]
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_1265
	v_readfirstlane_b32 s60, v58                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s61, v59
	s_nop 4
	global_load_ushort v15, v12, s[60:61] offset:2
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_1265
	v_readfirstlane_b32 s60, v58                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s61, v59
	s_nop 4
	global_load_ushort v15, v12, s[60:61] offset:4
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_1265
	v_readfirstlane_b32 s60, v58                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s61, v59
	s_nop 4
	global_load_ushort v15, v12, s[60:61] offset:6
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_1265
	v_readfirstlane_b32 s60, v58                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s61, v59
	s_nop 4
	global_load_ushort v15, v12, s[60:61] offset:8
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_1265
	v_readfirstlane_b32 s60, v58                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s61, v59
	s_nop 4
	global_load_ushort v15, v12, s[60:61] offset:10
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_1265
	v_readfirstlane_b32 s60, v58                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s61, v59
	s_nop 4
	global_load_ushort v15, v12, s[60:61] offset:12
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[26:27], s[18:19]               ; lanes where %vpred_1265
	v_readfirstlane_b32 s18, v58                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s19, v59
	s_nop 4
	global_load_ushort v15, v12, s[18:19] offset:14
	s_mov_b64 exec, s[26:27]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_1286
	v_readfirstlane_b32 s26, v58                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s27, v59
	s_nop 4
	global_load_ushort v15, v5, s[26:27]
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_1286
	v_readfirstlane_b32 s26, v58                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s27, v59
	s_nop 4
	global_load_ushort v15, v5, s[26:27] offset:2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_1286
	v_readfirstlane_b32 s26, v58                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s27, v59
	s_nop 4
	global_load_ushort v15, v5, s[26:27] offset:4
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_1286
	v_readfirstlane_b32 s26, v58                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s27, v59
	s_nop 4
	global_load_ushort v15, v5, s[26:27] offset:6
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_1286
	v_readfirstlane_b32 s26, v58                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s27, v59
	s_nop 4
	global_load_ushort v15, v5, s[26:27] offset:8
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_1286
	v_readfirstlane_b32 s26, v58                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s27, v59
	s_nop 4
	global_load_ushort v15, v5, s[26:27] offset:10
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_1286
	v_readfirstlane_b32 s26, v58                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s27, v59
	s_nop 4
	global_load_ushort v15, v5, s[26:27] offset:12
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v15
	v_mov_b32 v15, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[22:23]               ; lanes where %vpred_1286
	v_readfirstlane_b32 s22, v58                        ; examples/attention_varlen.kgen:20: load of 'v'
	v_readfirstlane_b32 s23, v59
	s_nop 4
	global_load_ushort v15, v5, s[22:23] offset:14
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v5, 16, v15
	v_lshrrev_b32 v15, 16, v21
	ds_write_b16 v22, v15 offset:18432                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v23
	ds_write_b16 v22, v15 offset:18576                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v40
	ds_write_b16 v22, v15 offset:18720                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v41
	ds_write_b16 v22, v15 offset:18864                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v60
	ds_write_b16 v22, v15 offset:19008                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v61
	ds_write_b16 v22, v15 offset:19152                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v62
	ds_write_b16 v22, v15 offset:19296                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v63
	ds_write_b16 v22, v15 offset:19440                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v64
	ds_write_b16 v22, v15 offset:18496                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v65
	ds_write_b16 v22, v15 offset:18640                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v66
	ds_write_b16 v22, v15 offset:18784                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v67
	ds_write_b16 v22, v15 offset:18928                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v68
	ds_write_b16 v22, v15 offset:19072                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v69
	ds_write_b16 v22, v15 offset:19216                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v70
	ds_write_b16 v22, v15 offset:19360                  ; A operand of the product: stage
	v_lshrrev_b32 v15, 16, v5
	ds_write_b16 v22, v15 offset:19504                  ; A operand of the product: stage
	v_mov_b32 v5, 0x3fb8aa3b                            ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:17)
	v_mul_f32 v15, s20, v5
	v_mov_b32 v5, 0xbfb8aa3b
	v_mul_f32 v21, s20, v5
	v_mul_f32 v5, v19, v21                              ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:17)
	v_fma_f32 v21, v42, v15, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v23, v21                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v21, v43, v15, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v40, v21                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v21, v44, v15, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v41, v21                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v21, v45, v15, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v58, v21                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v21, v46, v15, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v59, v21                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v21, v47, v15, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v60, v21                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v21, v48, v15, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v61, v21                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v21, v49, v15, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v62, v21                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v21, v50, v15, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v63, v21                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v21, v51, v15, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v64, v21                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v21, v52, v15, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v65, v21                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v21, v53, v15, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v66, v21                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v21, v54, v15, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v67, v21                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v21, v55, v15, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v68, v21                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v21, v56, v15, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v69, v21                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v21, v57, v15, v5                         ; examples/attention_varlen.kgen:17
	v_exp_f32 v5, v21                                   ; examples/attention_varlen.kgen:17
	v_bfe_u32 v15, v23, 16, 1                           ; round to bf16
	v_add3_u32 v21, v23, v15, s7
	v_cmp_u_f32 s[18:19], v23, v23
	v_mov_b32 v15, 0x7fc00000
	v_cndmask_b32 v21, v21, v15, s[18:19]
	v_and_b32 v15, 0xffff0000, v21
	v_bfe_u32 v21, v40, 16, 1                           ; round to bf16
	v_add3_u32 v42, v40, v21, s7
	v_cmp_u_f32 s[18:19], v40, v40
	v_mov_b32 v21, 0x7fc00000
	v_cndmask_b32 v42, v42, v21, s[18:19]
	v_and_b32 v21, 0xffff0000, v42
	v_bfe_u32 v42, v41, 16, 1                           ; round to bf16
	v_add3_u32 v43, v41, v42, s7
	v_cmp_u_f32 s[18:19], v41, v41
	v_mov_b32 v42, 0x7fc00000
	v_cndmask_b32 v43, v43, v42, s[18:19]
	v_and_b32 v42, 0xffff0000, v43
	v_bfe_u32 v43, v58, 16, 1                           ; round to bf16
	v_add3_u32 v44, v58, v43, s7
	v_cmp_u_f32 s[18:19], v58, v58
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v44, v44, v43, s[18:19]
	v_and_b32 v43, 0xffff0000, v44
	v_bfe_u32 v44, v59, 16, 1                           ; round to bf16
	v_add3_u32 v45, v59, v44, s7
	v_cmp_u_f32 s[18:19], v59, v59
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v45, v45, v44, s[18:19]
	v_and_b32 v44, 0xffff0000, v45
	v_bfe_u32 v45, v60, 16, 1                           ; round to bf16
	v_add3_u32 v46, v60, v45, s7
	v_cmp_u_f32 s[18:19], v60, v60
	v_mov_b32 v45, 0x7fc00000
	v_cndmask_b32 v46, v46, v45, s[18:19]
	v_and_b32 v45, 0xffff0000, v46
	v_bfe_u32 v46, v61, 16, 1                           ; round to bf16
	v_add3_u32 v47, v61, v46, s7
	v_cmp_u_f32 s[18:19], v61, v61
	v_mov_b32 v46, 0x7fc00000
	v_cndmask_b32 v47, v47, v46, s[18:19]
	v_and_b32 v46, 0xffff0000, v47
	v_bfe_u32 v47, v62, 16, 1                           ; round to bf16
	v_add3_u32 v48, v62, v47, s7
	v_cmp_u_f32 s[18:19], v62, v62
	v_mov_b32 v47, 0x7fc00000
	v_cndmask_b32 v48, v48, v47, s[18:19]
	v_and_b32 v47, 0xffff0000, v48
	v_bfe_u32 v48, v63, 16, 1                           ; round to bf16
	v_add3_u32 v49, v63, v48, s7
	v_cmp_u_f32 s[18:19], v63, v63
	v_mov_b32 v48, 0x7fc00000
	v_cndmask_b32 v49, v49, v48, s[18:19]
	v_and_b32 v48, 0xffff0000, v49
	v_bfe_u32 v49, v64, 16, 1                           ; round to bf16
	v_add3_u32 v50, v64, v49, s7
	v_cmp_u_f32 s[18:19], v64, v64
	v_mov_b32 v49, 0x7fc00000
	v_cndmask_b32 v50, v50, v49, s[18:19]
	v_and_b32 v49, 0xffff0000, v50
	v_bfe_u32 v50, v65, 16, 1                           ; round to bf16
	v_add3_u32 v51, v65, v50, s7
	v_cmp_u_f32 s[18:19], v65, v65
	v_mov_b32 v50, 0x7fc00000
	v_cndmask_b32 v51, v51, v50, s[18:19]
	v_and_b32 v50, 0xffff0000, v51
	v_bfe_u32 v51, v66, 16, 1                           ; round to bf16
	v_add3_u32 v52, v66, v51, s7
	v_cmp_u_f32 s[18:19], v66, v66
	v_mov_b32 v51, 0x7fc00000
	v_cndmask_b32 v52, v52, v51, s[18:19]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v67, 16, 1                           ; round to bf16
	v_add3_u32 v53, v67, v52, s7
	v_cmp_u_f32 s[18:19], v67, v67
	v_mov_b32 v52, 0x7fc00000
	v_cndmask_b32 v53, v53, v52, s[18:19]
	v_and_b32 v52, 0xffff0000, v53
	v_bfe_u32 v53, v68, 16, 1                           ; round to bf16
	v_add3_u32 v54, v68, v53, s7
	v_cmp_u_f32 s[18:19], v68, v68
	v_mov_b32 v53, 0x7fc00000
	v_cndmask_b32 v54, v54, v53, s[18:19]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v69, 16, 1                           ; round to bf16
	v_add3_u32 v55, v69, v54, s7
	v_cmp_u_f32 s[18:19], v69, v69
	v_mov_b32 v54, 0x7fc00000
	v_cndmask_b32 v55, v55, v54, s[18:19]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v5, 16, 1                            ; round to bf16
	v_add3_u32 v56, v5, v55, s7
	v_cmp_u_f32 s[18:19], v5, v5
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v56, v55, s[18:19]
	v_and_b32 v55, 0xffff0000, v56
	v_cndmask_b32 v56, 0, v15, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v15, 16, v56
	ds_write_b16 v14, v15 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v21, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v21, 16, v15
	ds_write_b16 v14, v21 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v42, s[32:33]                 ; absent elements add nothing
	v_lshrrev_b32 v21, 16, v15
	ds_write_b16 v14, v21 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v43, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v21, 16, v15
	ds_write_b16 v14, v21 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v44, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v21, 16, v15
	ds_write_b16 v14, v21 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v45, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v21, 16, v15
	ds_write_b16 v14, v21 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v46, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v21, 16, v15
	ds_write_b16 v14, v21 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v47, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v21, 16, v15
	ds_write_b16 v14, v21 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v48, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v21, 16, v15
	ds_write_b16 v14, v21 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v49, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v21, 16, v15
	ds_write_b16 v14, v21 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v50, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v21, 16, v15
	ds_write_b16 v14, v21 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v51, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v21, 16, v15
	ds_write_b16 v14, v21 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v52, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v21, 16, v15
	ds_write_b16 v14, v21 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v53, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v21, 16, v15
	ds_write_b16 v14, v21 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v54, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v21, 16, v15
	ds_write_b16 v14, v21 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v15, 0, v55, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v21, 16, v15
	ds_write_b16 v14, v21 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[42:45], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[46:49], v10 offset:18432             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[46:47], v[42:43], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[48:49], v[44:45], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[42:45], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[46:49], v10 offset:18464             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[46:47], v[42:43], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[48:49], v[44:45], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[42:45], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[46:49], v10 offset:18496             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[46:47], v[42:43], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[48:49], v[44:45], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[42:45], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[46:49], v10 offset:18528             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[46:47], v[42:43], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[24:39], v[48:49], v[44:45], v[24:39] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mul_f32 v15, v7, v18                              ; examples/attention_varlen.kgen:19
	v_cndmask_b32 v18, 0, v23, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v21, 0, v40, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v23, 0, v41, s[32:33]                 ; absent elements contribute the identity
	v_cndmask_b32 v40, 0, v58, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v41, 0, v59, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v42, 0, v60, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v43, 0, v61, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v44, 0, v62, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v45, 0, v63, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v46, 0, v64, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v47, 0, v65, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v48, 0, v66, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v49, 0, v67, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v50, 0, v68, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v51, 0, v69, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v52, 0, v5, s[58:59]                  ; absent elements contribute the identity
	v_add_f32 v5, v18, v21                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v18, v5, v23                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v18, v40                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v18, v5, v41                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v18, v42                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v18, v5, v43                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v18, v44                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v18, v5, v45                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v18, v46                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v18, v5, v47                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v18, v48                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v18, v5, v49                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v18, v50                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v18, v5, v51                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v5, v18, v52                              ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_and_b32 v18, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:19): lanes 32 apart
	v_xor_b32 v18, 32, v18
	v_lshlrev_b32 v18, 2, v18
	ds_bpermute_b32 v21, v18, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32 v18, v5, v21
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_228
	ds_write_b32 v3, v18 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:19): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v5, v9 offset:55808                     ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 0
	ds_read_b32 v18, v9 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v21, v5, v18
	v_add_f32 v5, v15, v21                              ; examples/attention_varlen.kgen:19
	v_mov_b32 v7, v5                                    ; next 'l'
	v_mov_b32 v1, v19                                   ; next 'mx'
	s_add_u32 s14, s14, 64
	s_cmp_lt_u32 s14, s6
	s_cbranch_scc1 .Lattention_varlen_loop3
.Lattention_varlen_loop3_end:
	v_cmp_gt_f32 s[8:9], v7, 0                          ; examples/attention_varlen.kgen:23
	v_div_scale_f32 v1, s[10:11], v7, v7, v24           ; examples/attention_varlen.kgen:23
	v_rcp_f32 v2, v1
	v_div_scale_f32 v3, vcc, v24, v7, v24
	v_fma_f32 v4, -v1, v2, 1.0
	v_fma_f32 v2, v4, v2, v2
	v_mul_f32 v5, v3, v2
	v_fma_f32 v4, -v1, v5, v3
	v_fma_f32 v5, v4, v2, v5
	v_fma_f32 v4, -v1, v5, v3
	v_div_fmas_f32 v4, v4, v2, v5
	v_div_fixup_f32 v1, v4, v7, v24
	v_div_scale_f32 v2, s[10:11], v7, v7, v25           ; examples/attention_varlen.kgen:23
	v_rcp_f32 v3, v2
	v_div_scale_f32 v4, vcc, v25, v7, v25
	v_fma_f32 v5, -v2, v3, 1.0
	v_fma_f32 v3, v5, v3, v3
	v_mul_f32 v6, v4, v3
	v_fma_f32 v5, -v2, v6, v4
	v_fma_f32 v6, v5, v3, v6
	v_fma_f32 v5, -v2, v6, v4
	v_div_fmas_f32 v5, v5, v3, v6
	v_div_fixup_f32 v2, v5, v7, v25
	v_div_scale_f32 v3, s[10:11], v7, v7, v26           ; examples/attention_varlen.kgen:23
	v_rcp_f32 v4, v3
	v_div_scale_f32 v5, vcc, v26, v7, v26
	v_fma_f32 v6, -v3, v4, 1.0
	v_fma_f32 v4, v6, v4, v4
	v_mul_f32 v9, v5, v4
	v_fma_f32 v6, -v3, v9, v5
	v_fma_f32 v9, v6, v4, v9
	v_fma_f32 v6, -v3, v9, v5
	v_div_fmas_f32 v6, v6, v4, v9
	v_div_fixup_f32 v3, v6, v7, v26
	v_div_scale_f32 v4, s[10:11], v7, v7, v27           ; examples/attention_varlen.kgen:23
	v_rcp_f32 v5, v4
	v_div_scale_f32 v6, vcc, v27, v7, v27
	v_fma_f32 v9, -v4, v5, 1.0
	v_fma_f32 v5, v9, v5, v5
	v_mul_f32 v10, v6, v5
	v_fma_f32 v9, -v4, v10, v6
	v_fma_f32 v10, v9, v5, v10
	v_fma_f32 v9, -v4, v10, v6
	v_div_fmas_f32 v9, v9, v5, v10
	v_div_fixup_f32 v4, v9, v7, v27
	v_div_scale_f32 v5, s[10:11], v7, v7, v28           ; examples/attention_varlen.kgen:23
	v_rcp_f32 v6, v5
	v_div_scale_f32 v9, vcc, v28, v7, v28
	v_fma_f32 v10, -v5, v6, 1.0
	v_fma_f32 v6, v10, v6, v6
	v_mul_f32 v11, v9, v6
	v_fma_f32 v10, -v5, v11, v9
	v_fma_f32 v11, v10, v6, v11
	v_fma_f32 v10, -v5, v11, v9
	v_div_fmas_f32 v10, v10, v6, v11
	v_div_fixup_f32 v5, v10, v7, v28
	v_div_scale_f32 v6, s[10:11], v7, v7, v29           ; examples/attention_varlen.kgen:23
	v_rcp_f32 v9, v6
	v_div_scale_f32 v10, vcc, v29, v7, v29
	v_fma_f32 v11, -v6, v9, 1.0
	v_fma_f32 v9, v11, v9, v9
	v_mul_f32 v12, v10, v9
	v_fma_f32 v11, -v6, v12, v10
	v_fma_f32 v12, v11, v9, v12
	v_fma_f32 v11, -v6, v12, v10
	v_div_fmas_f32 v11, v11, v9, v12
	v_div_fixup_f32 v6, v11, v7, v29
	v_div_scale_f32 v9, s[10:11], v7, v7, v30           ; examples/attention_varlen.kgen:23
	v_rcp_f32 v10, v9
	v_div_scale_f32 v11, vcc, v30, v7, v30
	v_fma_f32 v12, -v9, v10, 1.0
	v_fma_f32 v10, v12, v10, v10
	v_mul_f32 v13, v11, v10
	v_fma_f32 v12, -v9, v13, v11
	v_fma_f32 v13, v12, v10, v13
	v_fma_f32 v12, -v9, v13, v11
	v_div_fmas_f32 v12, v12, v10, v13
	v_div_fixup_f32 v9, v12, v7, v30
	v_div_scale_f32 v10, s[10:11], v7, v7, v31          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v11, v10
	v_div_scale_f32 v12, vcc, v31, v7, v31
	v_fma_f32 v13, -v10, v11, 1.0
	v_fma_f32 v11, v13, v11, v11
	v_mul_f32 v14, v12, v11
	v_fma_f32 v13, -v10, v14, v12
	v_fma_f32 v14, v13, v11, v14
	v_fma_f32 v13, -v10, v14, v12
	v_div_fmas_f32 v13, v13, v11, v14
	v_div_fixup_f32 v10, v13, v7, v31
	v_div_scale_f32 v11, s[10:11], v7, v7, v32          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v12, v11
	v_div_scale_f32 v13, vcc, v32, v7, v32
	v_fma_f32 v14, -v11, v12, 1.0
	v_fma_f32 v12, v14, v12, v12
	v_mul_f32 v15, v13, v12
	v_fma_f32 v14, -v11, v15, v13
	v_fma_f32 v15, v14, v12, v15
	v_fma_f32 v14, -v11, v15, v13
	v_div_fmas_f32 v14, v14, v12, v15
	v_div_fixup_f32 v11, v14, v7, v32
	v_div_scale_f32 v12, s[10:11], v7, v7, v33          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v13, v12
	v_div_scale_f32 v14, vcc, v33, v7, v33
	v_fma_f32 v15, -v12, v13, 1.0
	v_fma_f32 v13, v15, v13, v13
	v_mul_f32 v18, v14, v13
	v_fma_f32 v15, -v12, v18, v14
	v_fma_f32 v18, v15, v13, v18
	v_fma_f32 v15, -v12, v18, v14
	v_div_fmas_f32 v15, v15, v13, v18
	v_div_fixup_f32 v12, v15, v7, v33
	v_div_scale_f32 v13, s[10:11], v7, v7, v34          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v14, v13
	v_div_scale_f32 v15, vcc, v34, v7, v34
	v_fma_f32 v18, -v13, v14, 1.0
	v_fma_f32 v14, v18, v14, v14
	v_mul_f32 v19, v15, v14
	v_fma_f32 v18, -v13, v19, v15
	v_fma_f32 v19, v18, v14, v19
	v_fma_f32 v18, -v13, v19, v15
	v_div_fmas_f32 v18, v18, v14, v19
	v_div_fixup_f32 v13, v18, v7, v34
	v_div_scale_f32 v14, s[10:11], v7, v7, v35          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v15, v14
	v_div_scale_f32 v18, vcc, v35, v7, v35
	v_fma_f32 v19, -v14, v15, 1.0
	v_fma_f32 v15, v19, v15, v15
	v_mul_f32 v20, v18, v15
	v_fma_f32 v19, -v14, v20, v18
	v_fma_f32 v20, v19, v15, v20
	v_fma_f32 v19, -v14, v20, v18
	v_div_fmas_f32 v19, v19, v15, v20
	v_div_fixup_f32 v14, v19, v7, v35
	v_div_scale_f32 v15, s[10:11], v7, v7, v36          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v18, v15
	v_div_scale_f32 v19, vcc, v36, v7, v36
	v_fma_f32 v20, -v15, v18, 1.0
	v_fma_f32 v18, v20, v18, v18
	v_mul_f32 v21, v19, v18
	v_fma_f32 v20, -v15, v21, v19
	v_fma_f32 v21, v20, v18, v21
	v_fma_f32 v20, -v15, v21, v19
	v_div_fmas_f32 v20, v20, v18, v21
	v_div_fixup_f32 v15, v20, v7, v36
	v_div_scale_f32 v18, s[10:11], v7, v7, v37          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v19, v18
	v_div_scale_f32 v20, vcc, v37, v7, v37
	v_fma_f32 v21, -v18, v19, 1.0
	v_fma_f32 v19, v21, v19, v19
	v_mul_f32 v22, v20, v19
	v_fma_f32 v21, -v18, v22, v20
	v_fma_f32 v22, v21, v19, v22
	v_fma_f32 v21, -v18, v22, v20
	v_div_fmas_f32 v21, v21, v19, v22
	v_div_fixup_f32 v18, v21, v7, v37
	v_div_scale_f32 v19, s[10:11], v7, v7, v38          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v20, v19
	v_div_scale_f32 v21, vcc, v38, v7, v38
	v_fma_f32 v22, -v19, v20, 1.0
	v_fma_f32 v20, v22, v20, v20
	v_mul_f32 v23, v21, v20
	v_fma_f32 v22, -v19, v23, v21
	v_fma_f32 v23, v22, v20, v23
	v_fma_f32 v22, -v19, v23, v21
	v_div_fmas_f32 v22, v22, v20, v23
	v_div_fixup_f32 v19, v22, v7, v38
	v_div_scale_f32 v20, s[10:11], v7, v7, v39          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v21, v20
	v_div_scale_f32 v22, vcc, v39, v7, v39
	v_fma_f32 v23, -v20, v21, 1.0
	v_fma_f32 v21, v23, v21, v21
	v_mul_f32 v40, v22, v21
	v_fma_f32 v23, -v20, v40, v22
	v_fma_f32 v40, v23, v21, v40
	v_fma_f32 v23, -v20, v40, v22
	v_div_fmas_f32 v23, v23, v21, v40
	v_div_fixup_f32 v20, v23, v7, v39
	v_cndmask_b32 v7, 0, v1, s[8:9]                     ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v1, 0, v2, s[8:9]                     ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v2, 0, v3, s[8:9]                     ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v3, 0, v4, s[8:9]                     ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v4, 0, v5, s[8:9]                     ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v5, 0, v6, s[8:9]                     ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v6, 0, v9, s[8:9]                     ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v9, 0, v10, s[8:9]                    ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v10, 0, v11, s[8:9]                   ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v11, 0, v12, s[8:9]                   ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v12, 0, v13, s[8:9]                   ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v13, 0, v14, s[8:9]                   ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v14, 0, v15, s[8:9]                   ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v15, 0, v18, s[8:9]                   ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v18, 0, v19, s[8:9]                   ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v19, 0, v20, s[8:9]                   ; examples/attention_varlen.kgen:23
	v_bfe_u32 v20, v7, 16, 1
	v_add3_u32 v21, v7, v20, s7
	v_cmp_u_f32 s[8:9], v7, v7
	v_mov_b32 v7, 0x7fc00000
	v_cndmask_b32 v21, v21, v7, s[8:9]
	v_lshrrev_b32 v7, 16, v21
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_889
	v_readfirstlane_b32 s10, v16                        ; examples/attention_varlen.kgen:23: store to 'o'
	v_readfirstlane_b32 s11, v17
	s_nop 4
	global_store_short v8, v7, s[10:11]
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v7, v1, 16, 1
	v_add3_u32 v20, v1, v7, s7
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v20, v20, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v20
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_889
	v_readfirstlane_b32 s10, v16                        ; examples/attention_varlen.kgen:23: store to 'o'
	v_readfirstlane_b32 s11, v17
	s_nop 4
	global_store_short v8, v1, s[10:11] offset:2
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v2, 16, 1
	v_add3_u32 v7, v2, v1, s7
	v_cmp_u_f32 s[8:9], v2, v2
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v7, v7, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v7
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_889
	v_readfirstlane_b32 s10, v16                        ; examples/attention_varlen.kgen:23: store to 'o'
	v_readfirstlane_b32 s11, v17
	s_nop 4
	global_store_short v8, v1, s[10:11] offset:4
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v3, 16, 1
	v_add3_u32 v2, v3, v1, s7
	v_cmp_u_f32 s[8:9], v3, v3
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_889
	v_readfirstlane_b32 s10, v16                        ; examples/attention_varlen.kgen:23: store to 'o'
	v_readfirstlane_b32 s11, v17
	s_nop 4
	global_store_short v8, v1, s[10:11] offset:6
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v4, 16, 1
	v_add3_u32 v2, v4, v1, s7
	v_cmp_u_f32 s[8:9], v4, v4
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_889
	v_readfirstlane_b32 s10, v16                        ; examples/attention_varlen.kgen:23: store to 'o'
	v_readfirstlane_b32 s11, v17
	s_nop 4
	global_store_short v8, v1, s[10:11] offset:16
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s7
	v_cmp_u_f32 s[8:9], v5, v5
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_889
	v_readfirstlane_b32 s10, v16                        ; examples/attention_varlen.kgen:23: store to 'o'
	v_readfirstlane_b32 s11, v17
	s_nop 4
	global_store_short v8, v1, s[10:11] offset:18
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s7
	v_cmp_u_f32 s[8:9], v6, v6
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_889
	v_readfirstlane_b32 s10, v16                        ; examples/attention_varlen.kgen:23: store to 'o'
	v_readfirstlane_b32 s11, v17
	s_nop 4
	global_store_short v8, v1, s[10:11] offset:20
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v2, v9, v1, s7
	v_cmp_u_f32 s[8:9], v9, v9
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_889
	v_readfirstlane_b32 s10, v16                        ; examples/attention_varlen.kgen:23: store to 'o'
	v_readfirstlane_b32 s11, v17
	s_nop 4
	global_store_short v8, v1, s[10:11] offset:22
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v10, 16, 1
	v_add3_u32 v2, v10, v1, s7
	v_cmp_u_f32 s[8:9], v10, v10
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_889
	v_readfirstlane_b32 s10, v16                        ; examples/attention_varlen.kgen:23: store to 'o'
	v_readfirstlane_b32 s11, v17
	s_nop 4
	global_store_short v8, v1, s[10:11] offset:32
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v11, 16, 1
	v_add3_u32 v2, v11, v1, s7
	v_cmp_u_f32 s[8:9], v11, v11
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_889
	v_readfirstlane_b32 s10, v16                        ; examples/attention_varlen.kgen:23: store to 'o'
	v_readfirstlane_b32 s11, v17
	s_nop 4
	global_store_short v8, v1, s[10:11] offset:34
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v12, 16, 1
	v_add3_u32 v2, v12, v1, s7
	v_cmp_u_f32 s[8:9], v12, v12
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_889
	v_readfirstlane_b32 s10, v16                        ; examples/attention_varlen.kgen:23: store to 'o'
	v_readfirstlane_b32 s11, v17
	s_nop 4
	global_store_short v8, v1, s[10:11] offset:36
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v13, 16, 1
	v_add3_u32 v2, v13, v1, s7
	v_cmp_u_f32 s[8:9], v13, v13
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_889
	v_readfirstlane_b32 s10, v16                        ; examples/attention_varlen.kgen:23: store to 'o'
	v_readfirstlane_b32 s11, v17
	s_nop 4
	global_store_short v8, v1, s[10:11] offset:38
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v14, 16, 1
	v_add3_u32 v2, v14, v1, s7
	v_cmp_u_f32 s[8:9], v14, v14
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_889
	v_readfirstlane_b32 s10, v16                        ; examples/attention_varlen.kgen:23: store to 'o'
	v_readfirstlane_b32 s11, v17
	s_nop 4
	global_store_short v8, v1, s[10:11] offset:48
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v15, 16, 1
	v_add3_u32 v2, v15, v1, s7
	v_cmp_u_f32 s[8:9], v15, v15
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_889
	v_readfirstlane_b32 s10, v16                        ; examples/attention_varlen.kgen:23: store to 'o'
	v_readfirstlane_b32 s11, v17
	s_nop 4
	global_store_short v8, v1, s[10:11] offset:50
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v18, 16, 1
	v_add3_u32 v2, v18, v1, s7
	v_cmp_u_f32 s[8:9], v18, v18
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_889
	v_readfirstlane_b32 s10, v16                        ; examples/attention_varlen.kgen:23: store to 'o'
	v_readfirstlane_b32 s11, v17
	s_nop 4
	global_store_short v8, v1, s[10:11] offset:52
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v19, 16, 1
	v_add3_u32 v2, v19, v1, s7
	v_cmp_u_f32 s[6:7], v19, v19
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_889
	v_readfirstlane_b32 s8, v16                         ; examples/attention_varlen.kgen:23: store to 'o'
	v_readfirstlane_b32 s9, v17
	s_nop 4
	global_store_short v8, v1, s[8:9] offset:54
	s_mov_b64 exec, s[6:7]
.Lattention_varlen_if0_end:
	s_endpgm
.Lfunc_end_attention_varlen:
	.size	attention_varlen, .Lfunc_end_attention_varlen-attention_varlen

; kernel attention_varlen_causal: kgen AMDGCN for gfx90a (wave64, code object v5)
; kernel attention_varlen_causal from examples/attention_varlen.kgen
; target gfx90a: AMD CDNA2 (MI200)
;   block: 256 threads = 4 x 64-wide waves
;   grid: s, h, b
;   chunk: b: 1, h: 1, s: 64, tt: 64, d: 64; walked in chunks: none
;   layout: h:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;     (the first product's accumulator; at most 8 elements per vector access)
;   tile products on mfma 32x32x8: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (20 shuffle and conversion instructions per thread)
;   product 39:59 tt x s contracting d (as the transposed product): 2 x 2 warps, each mfma 32x32x8 tiles
;   product 45:29 d x s contracting tt (as the transposed product): 2 x 2 warps, each mfma 32x32x8 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [b, h, s, d]: b:1 x h:1 x s:64 x d:64: reg[d1 d2 d8 d16] lane[s1 s2 s4 s8 s16 d4] warp[d32 s32]
;     L1 [b, h, s]: b:1 x h:1 x s:64: reg[0 0 0 0] lane[s1 s2 s4 s8 s16 0] warp[0 s32]
;     L2 [s]: s:64: reg[0 0 0 0] lane[s1 s2 s4 s8 s16 0] warp[0 s32]
;     L3 [b]: b:1: reg[0 0 0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L4 [b, s]: b:1 x s:64: reg[0 0 0 0] lane[s1 s2 s4 s8 s16 0] warp[0 s32]
;     L5 [tt]: tt:64: reg[tt1 tt2 tt8 tt16] lane[0 0 0 0 0 tt4] warp[tt32 0]
;     L6 [b, s, tt]: b:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;     L7 [h, s, d]: h:1 x s:64 x d:64: reg[d1 d2 d8 d16] lane[s1 s2 s4 s8 s16 d4] warp[d32 s32]
;     L8 [h, tt, d]: h:1 x tt:64 x d:64: reg[d1 d2 d4 tt32] lane[d8 d16 d32 tt1 tt2 tt4] warp[tt8 tt16]
;     L9 [h, s, tt]: h:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;     L10 [b, h, s, tt]: b:1 x h:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;       37:11 add -> L0; 36:9 add -> L1; 35:10 add -> L1; 37:11 carried -> L0; 35:10 carried -> L1; 39:19 index s -> L2
;       39:29 index b -> L3; 39:29 add -> L3; 39:24 gather cu_k -> L3; 39:43 index b -> L3; 39:43 add -> L3; 39:38 gather cu_q -> L3
;       39:24 sub -> L3; 39:19 add -> L4; 39:54 index tt -> L5; 39:19 ge -> L6; 39:59 load q -> L7; 39:72 load k -> L8
;       39:59 matmul -> L9; 39:58 mul -> L9; 39:13 select -> L10; 41:22 reduce max -> L1; 41:14 max -> L1; 43:21 sub -> L1
;       43:17 exp -> L1; 45:15 mul -> L0; 42:17 sub -> L10; 42:13 exp -> L10; 45:29 cast -> L10; 45:39 load v -> L8
;       45:29 matmul -> L0; 45:15 add -> L0; 36:9 carried -> L1; 44:13 mul -> L1; 44:25 reduce sum -> L1; 44:13 add -> L1
;       38:5 loop_result -> L1; 48:36 gt -> L1; 38:5 loop_result -> L0; 48:45 div -> L0; 48:30 select -> L0; 48:25 cast -> L0
;   for tt in t: ends where the mask at 39:13 hides every later 'tt' from this program (tt <= s + cu_k[b + 1] - cu_q[b + 1]): min(its segment, last visible + 1)
;   for tt in t: the steps below the mask at 39:13 (every 'tt' <= s + cu_k[b + 1] - cu_q[b + 1] in the whole program) run first, without it
;   for tt in t: the steps across the mask hold at most 1 whole step of 64 at every size: not pipelined (a pipeline would only add a prologue and unrolled steps that never run)
; resources: 97 VGPRs, 0 AGPRs, 66 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 56320 bytes LDS, 72 bytes of arguments, 256 threads
;   arg q: tensor bf16 at 0 (read-only)
;   arg k: tensor bf16 at 8 (read-only)
;   arg v: tensor bf16 at 16 (read-only)
;   arg cu_q: tensor i32 at 24 (read-only)
;   arg cu_k: tensor i32 at 32 (read-only)
;   arg o_causal: tensor bf16 at 40
;   arg scale: scalar f32 at 48
;   arg TQ: dim i32 at 52
;   arg H: dim i32 at 56
;   arg TK: dim i32 at 60
;   arg B1: dim i32 at 64
;   arg B: dim i32 at 68
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, s4 workgroup id z, v0 work-item id
	.text
	.globl	attention_varlen_causal
	.p2align	8
	.type	attention_varlen_causal,@function
attention_varlen_causal:
	s_mov_b32 s5, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s6, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s7, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[8:9], s[0:1], 0x0                  ; argument q
	s_load_dwordx2 s[10:11], s[0:1], 0x8                ; argument k
	s_load_dwordx2 s[12:13], s[0:1], 0x10               ; argument v
	s_load_dwordx2 s[14:15], s[0:1], 0x18               ; argument cu_q
	s_load_dwordx2 s[16:17], s[0:1], 0x20               ; argument cu_k
	s_load_dwordx2 s[18:19], s[0:1], 0x28               ; argument o_causal
	s_load_dword s20, s[0:1], 0x30                      ; argument scale
	s_load_dword s21, s[0:1], 0x34                      ; argument TQ
	s_load_dword s22, s[0:1], 0x38                      ; argument H
	s_load_dword s23, s[0:1], 0x3c                      ; argument TK
	s_load_dword s24, s[0:1], 0x40                      ; argument B1
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s25, s2                                   ; program index along 's'
	s_mov_b32 s26, s3                                   ; program index along 'h'
	s_mov_b32 s27, s4                                   ; program index along 'b'
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s27, s24                               ; cu_q[b] lies inside the offsets
	s_cselect_b32 s28, 1, 0
	s_lshl_b32 s29, s27, 2
	s_cmp_eq_u32 s28, 0                                 ; if %upred_21
	s_cbranch_scc1 .Lattention_varlen_causal_skip0
	v_mov_b32 v3, s29                                   ; cu_q[b]
	global_load_dword v2, v3, s[14:15]
.Lattention_varlen_causal_skip0:
	s_waitcnt vmcnt(0)
	v_mov_b32 v3, v2                                    ; cu_q[b], uniform
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_add_u32 s30, s27, 1
	s_cmp_lt_u32 s30, s24                               ; cu_q[b + 1] lies inside the offsets
	s_cselect_b32 s30, 1, 0
	s_cmp_eq_u32 s30, 0                                 ; if %upred_26
	s_cbranch_scc1 .Lattention_varlen_causal_skip1
	v_mov_b32 v4, s29                                   ; cu_q[b + 1]
	global_load_dword v2, v4, s[14:15] offset:4
.Lattention_varlen_causal_skip1:
	s_waitcnt vmcnt(0)
	v_mov_b32 v4, v2                                    ; cu_q[b + 1], uniform
	v_min_u32 v2, s21, v4                               ; segment end, in its dimension
	v_min_u32 v5, v3, v2                                ; segment start, at most its end
	v_mov_b32 v3, v4                                    ; cu_q[b + 1], as the kernel reads it
	s_mul_i32 s14, s25, 64
	v_add_u32 v4, s14, v5                               ; first 's' of this program's tile (64)
	v_max_u32 v5, v2, v4
	v_sub_u32 v2, v5, v4
	v_min_u32 v5, 64, v2                                ; 's' rows of the segment in this tile
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_cmp_eq_u32 s28, 0                                 ; if %upred_21
	s_cbranch_scc1 .Lattention_varlen_causal_skip2
	v_mov_b32 v6, s29                                   ; cu_k[b]
	global_load_dword v2, v6, s[16:17]
.Lattention_varlen_causal_skip2:
	s_waitcnt vmcnt(0)
	v_mov_b32 v6, v2                                    ; cu_k[b], uniform
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_cmp_eq_u32 s30, 0                                 ; if %upred_26
	s_cbranch_scc1 .Lattention_varlen_causal_skip3
	v_mov_b32 v7, s29                                   ; cu_k[b + 1]
	global_load_dword v2, v7, s[16:17] offset:4
.Lattention_varlen_causal_skip3:
	s_waitcnt vmcnt(0)
	v_mov_b32 v7, v2                                    ; cu_k[b + 1], uniform
	v_min_u32 v2, s23, v7                               ; segment end, in its dimension
	v_min_u32 v8, v6, v2                                ; segment start, at most its end
	v_mov_b32 v6, v7                                    ; cu_k[b + 1], as the kernel reads it
	v_sub_u32 v7, v2, v8                                ; 't' rows of the segment
	v_cmp_ge_u32 s[14:15], v5, 64                       ; a whole chunk of 's' (64) is in bounds
	s_mul_i32 s16, 64, s22                              ; a stride of 'q'
	v_and_b32 v2, 31, v1
	v_lshrrev_b32 v9, 7, v1
	v_lshlrev_b32 v10, 5, v9
	v_or_b32 v9, v2, v10                                ; thread's 's' coordinate
	v_mul_lo_u32 v10, s16, v9
	v_lshrrev_b32 v11, 5, v1
	v_and_b32 v12, 1, v11
	v_lshlrev_b32 v11, 2, v12
	v_lshrrev_b32 v13, 6, v1
	v_and_b32 v14, 1, v13
	v_lshlrev_b32 v13, 5, v14
	v_or_b32 v15, v11, v13                              ; thread's 'd' coordinate
	v_add_u32 v11, v10, v15
	v_lshlrev_b32 v10, 1, v11                           ; thread's byte offset in a chunk of 'q'
	v_mul_lo_u32 v16, v4, s16
	v_mul_hi_u32 v17, v4, s16
	v_lshlrev_b64 v[18:19], 1, v[16:17]
	v_add_co_u32 v16, vcc, s8, v18                      ; 'q' at this program
	v_mov_b32 v11, s9
	v_addc_co_u32 v17, vcc, v11, v19, vcc
	s_mul_i32 s8, s26, 64
	s_mul_hi_u32 s9, s26, 64
	s_lshl_b64 s[22:23], s[8:9], 1
	v_add_co_u32 v20, vcc, s22, v16                     ; 'q' at this program
	v_mov_b32 v11, s23
	v_addc_co_u32 v21, vcc, v11, v17, vcc
	v_mov_b32 v11, 0x48
	v_mul_lo_u32 v16, v11, v9
	v_add_u32 v11, v16, v15
	v_lshlrev_b32 v17, 1, v11                           ; thread's place in opinv0
	v_or_b32 v11, v2, v13                               ; thread's 'r' coordinate
	v_lshlrev_b32 v2, 3, v12
	v_mov_b32 v12, 0x48
	v_mul_lo_u32 v13, v12, v11
	v_add_u32 v11, v13, v2
	v_lshlrev_b32 v12, 1, v11                           ; thread's M-fragment place
	v_add_u32 v11, v16, v2
	v_lshlrev_b32 v2, 1, v11                            ; thread's N-fragment place
	v_mul_lo_u32 v11, 64, v14
	v_add_u32 v13, v11, v9
	v_lshlrev_b32 v11, 2, v13
	v_lshlrev_b32 v13, 2, v9
	v_and_b32 v14, 32, v1
	v_cmp_eq_u32 s[8:9], v14, 0                         ; one lane per warp group and element publishes
	v_lshrrev_b32 v14, 3, v1
	v_and_b32 v16, 7, v1
	v_lshlrev_b32 v1, 3, v16
	v_mul_lo_u32 v16, s16, v14
	v_add_u32 v22, v16, v1
	v_lshlrev_b32 v16, 1, v22                           ; thread's first 16 bytes of a 'k' tile
	v_mov_b32 v22, 0x48
	v_mul_lo_u32 v23, v22, v14
	v_add_u32 v22, v23, v1
	v_lshlrev_b32 v23, 1, v22                           ; thread's first 16 bytes in st1
	s_add_u32 s28, s10, s22                             ; 'k' at this program
	s_addc_u32 s29, s11, s23
	v_lshlrev_b32 v22, 1, v14
	v_mul_lo_u32 v24, s16, v22
	v_add_u32 v25, v24, v1
	v_lshlrev_b32 v24, 1, v25                           ; thread's first 16 bytes of a 'v' tile
	v_mov_b32 v25, 0x48
	v_mul_lo_u32 v26, v25, v1
	v_add_u32 v1, v26, v22
	v_lshlrev_b32 v22, 1, v1                            ; thread's first pair in st2
	s_add_u32 s10, s12, s22                             ; 'v' at this program
	s_addc_u32 s11, s13, s23
	v_add_u32 v1, v26, v14
	v_lshlrev_b32 v25, 1, v1                            ; thread's place in st2
	v_add_co_u32 v26, vcc, s18, v18                     ; 'o_causal' at this program
	v_mov_b32 v1, s19
	v_addc_co_u32 v27, vcc, v1, v19, vcc
	v_add_co_u32 v18, vcc, s22, v26                     ; 'o_causal' at this program
	v_mov_b32 v1, s23
	v_addc_co_u32 v19, vcc, v1, v27, vcc
	s_cmp_eq_u64 s[14:15], 0                            ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_varlen_causal_if0_else
	v_readfirstlane_b32 s12, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s13, v21
	s_nop 4
	global_load_ushort v1, v10, s[12:13]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v1
	v_readfirstlane_b32 s12, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s13, v21
	s_nop 4
	global_load_ushort v1, v10, s[12:13] offset:2
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v1
	v_readfirstlane_b32 s12, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s13, v21
	s_nop 4
	global_load_ushort v1, v10, s[12:13] offset:4
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v1
	v_readfirstlane_b32 s12, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s13, v21
	s_nop 4
	global_load_ushort v1, v10, s[12:13] offset:6
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v1
	v_readfirstlane_b32 s12, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s13, v21
	s_nop 4
	global_load_ushort v1, v10, s[12:13] offset:16
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v1
	v_readfirstlane_b32 s12, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s13, v21
	s_nop 4
	global_load_ushort v1, v10, s[12:13] offset:18
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v1
	v_readfirstlane_b32 s12, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s13, v21
	s_nop 4
	global_load_ushort v1, v10, s[12:13] offset:20
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v1
	v_readfirstlane_b32 s12, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s13, v21
	s_nop 4
	global_load_ushort v1, v10, s[12:13] offset:22
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v1
	v_readfirstlane_b32 s12, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s13, v21
	s_nop 4
	global_load_ushort v1, v10, s[12:13] offset:32
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v1
	v_readfirstlane_b32 s12, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s13, v21
	s_nop 4
	global_load_ushort v1, v10, s[12:13] offset:34
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v1
	v_readfirstlane_b32 s12, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s13, v21
	s_nop 4
	global_load_ushort v1, v10, s[12:13] offset:36
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v1
	v_readfirstlane_b32 s12, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s13, v21
	s_nop 4
	global_load_ushort v1, v10, s[12:13] offset:38
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v1
	v_readfirstlane_b32 s12, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s13, v21
	s_nop 4
	global_load_ushort v1, v10, s[12:13] offset:48
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v1
	v_readfirstlane_b32 s12, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s13, v21
	s_nop 4
	global_load_ushort v1, v10, s[12:13] offset:50
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v1
	v_readfirstlane_b32 s12, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s13, v21
	s_nop 4
	global_load_ushort v1, v10, s[12:13] offset:52
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v1
	v_readfirstlane_b32 s12, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s13, v21
	s_nop 4
	global_load_ushort v1, v10, s[12:13] offset:54
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v1
	v_lshrrev_b32 v1, 16, v26
	ds_write_b16 v17, v1                                ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v27
	ds_write_b16 v17, v1 offset:2                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v28
	ds_write_b16 v17, v1 offset:4                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v29
	ds_write_b16 v17, v1 offset:6                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v30
	ds_write_b16 v17, v1 offset:16                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v31
	ds_write_b16 v17, v1 offset:18                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v32
	ds_write_b16 v17, v1 offset:20                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v33
	ds_write_b16 v17, v1 offset:22                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v34
	ds_write_b16 v17, v1 offset:32                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v35
	ds_write_b16 v17, v1 offset:34                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v36
	ds_write_b16 v17, v1 offset:36                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v37
	ds_write_b16 v17, v1 offset:38                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v38
	ds_write_b16 v17, v1 offset:48                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v39
	ds_write_b16 v17, v1 offset:50                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v40
	ds_write_b16 v17, v1 offset:52                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v41
	ds_write_b16 v17, v1 offset:54                      ; B operand of the product: stage
	v_add_f32 v1, 0, 0                                  ; examples/attention_varlen.kgen:37
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
	v_mov_b32 v42, v1                                   ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_varlen.kgen:35
	v_add_f32 v43, v1, 0
	v_mov_b32 v1, v43                                   ; loop-carried 'mx'
	v_add_u32 v43, v4, v5
	v_add_u32 v44, v43, v6
	v_sub_u32 v43, v44, v3
	v_sub_u32 v44, v43, v8                              ; for tt: from the part's first
	v_max_i32 v43, 0, v44
	v_min_u32 v44, v43, v7                              ; for tt: stops after the last 'tt' the mask at 39:13 shows (tt <= s + cu_k[b + 1] - cu_q[b + 1])
	v_cmp_ne_u32 s[12:13], v5, 0                        ; this tile holds rows of 's'
	v_cndmask_b32 v43, 0, v44, s[12:13]                 ; no steps in a tile past its segment's end
	v_add_u32 v44, v4, v6
	v_sub_u32 v45, v44, v3
	v_add_u32 v44, 1, v45
	v_sub_u32 v45, v44, v8                              ; for tt: from the walk's first
	v_max_i32 v44, 0, v45
	v_min_i32 v45, v44, v43
	v_and_b32 v44, 0xffffffc0, v45                      ; whole steps of 'tt' with every element shown by the mask at 39:13: no mask there
	v_cmp_ge_u32 s[12:13], v44, 64                      ; at least one whole chunk of 'tt'
	v_sub_u32 v45, v44, 63
	v_cndmask_b32 v46, 0, v45, s[12:13]                 ; full chunks start below extent - chunk + 1
	v_add_u32 v45, 0, v8
	v_mul_lo_u32 v48, v45, s16
	v_mul_hi_u32 v49, v45, s16
	v_lshlrev_b64 v[50:51], 1, v[48:49]
	v_add_co_u32 v48, vcc, s28, v50                     ; 'k' at this chunk
	v_mov_b32 v45, s29
	v_addc_co_u32 v49, vcc, v45, v51, vcc
	v_cmp_lt_u32 s[12:13], 0, v46                       ; a step the loop consumes: a whole chunk in bounds
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u64 s[12:13], 0                            ; if %upred_2926
	s_cbranch_scc1 .Lattention_varlen_causal_skip4
	v_readfirstlane_b32 s18, v48                        ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
	v_readfirstlane_b32 s19, v49
	s_nop 4
	global_load_dwordx4 v[52:55], v16, s[18:19]
.Lattention_varlen_causal_skip4:
	s_waitcnt vmcnt(0)
	ds_write_b128 v23, v[52:55] offset:9216             ; 16 bytes into st1
	s_mul_i32 s17, s16, 64
	v_add_u32 v45, s17, v16
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u64 s[12:13], 0                            ; if %upred_2926
	s_cbranch_scc1 .Lattention_varlen_causal_skip5
	v_readfirstlane_b32 s18, v48                        ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
	v_readfirstlane_b32 s19, v49
	s_nop 4
	global_load_dwordx4 v[52:55], v45, s[18:19]
.Lattention_varlen_causal_skip5:
	s_waitcnt vmcnt(0)
	ds_write_b128 v23, v[52:55] offset:13824            ; 16 bytes into st1
	v_add_co_u32 v48, vcc, s10, v50                     ; 'v' at this chunk
	v_mov_b32 v45, s11
	v_addc_co_u32 v49, vcc, v45, v51, vcc
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	s_cmp_eq_u64 s[12:13], 0                            ; if %upred_2926
	s_cbranch_scc1 .Lattention_varlen_causal_skip6
	v_readfirstlane_b32 s18, v48                        ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
	v_readfirstlane_b32 s19, v49
	s_nop 4
	global_load_dwordx4 v[50:53], v24, s[18:19]
.Lattention_varlen_causal_skip6:
	s_mul_i32 s17, s16, 2
	v_add_u32 v45, s17, v24
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	s_cmp_eq_u64 s[12:13], 0                            ; if %upred_2926
	s_cbranch_scc1 .Lattention_varlen_causal_skip7
	v_readfirstlane_b32 s12, v48                        ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
	v_readfirstlane_b32 s13, v49
	s_nop 4
	global_load_dwordx4 v[54:57], v45, s[12:13]
.Lattention_varlen_causal_skip7:
	s_waitcnt vmcnt(0)
	v_perm_b32 v45, v54, v50, s5                        ; (k, k+1) of column 0
	ds_write_b32 v22, v45 offset:18432                  ; a K-pair into st2
	v_perm_b32 v45, v54, v50, s6                        ; (k, k+1) of column 1
	ds_write_b32 v22, v45 offset:18576                  ; a K-pair into st2
	v_perm_b32 v45, v55, v51, s5                        ; (k, k+1) of column 2
	ds_write_b32 v22, v45 offset:18720                  ; a K-pair into st2
	v_perm_b32 v45, v55, v51, s6                        ; (k, k+1) of column 3
	ds_write_b32 v22, v45 offset:18864                  ; a K-pair into st2
	v_perm_b32 v45, v56, v52, s5                        ; (k, k+1) of column 4
	ds_write_b32 v22, v45 offset:19008                  ; a K-pair into st2
	v_perm_b32 v45, v56, v52, s6                        ; (k, k+1) of column 5
	ds_write_b32 v22, v45 offset:19152                  ; a K-pair into st2
	v_perm_b32 v45, v57, v53, s5                        ; (k, k+1) of column 6
	ds_write_b32 v22, v45 offset:19296                  ; a K-pair into st2
	v_perm_b32 v45, v57, v53, s6                        ; (k, k+1) of column 7
	ds_write_b32 v22, v45 offset:19440                  ; a K-pair into st2
	v_readfirstlane_b32 s12, v46
	s_mov_b32 s13, 0                                    ; for tt in t: steps of 64: below the mask, unmasked: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s13, s12
	s_cbranch_scc1 .Lattention_varlen_causal_loop0_end
.Lattention_varlen_causal_loop0:
	s_add_u32 s17, s13, 64
	v_cmp_lt_u32 s[18:19], s13, v46
	s_cmp_eq_u64 s[18:19], 0                            ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_causal_if1_end
	v_add_u32 v45, s17, v8
	v_mul_lo_u32 v48, v45, s16
	v_mul_hi_u32 v49, v45, s16
	v_lshlrev_b64 v[50:51], 1, v[48:49]
	v_add_co_u32 v48, vcc, s28, v50                     ; 'k' at this chunk
	v_mov_b32 v45, s29
	v_addc_co_u32 v49, vcc, v45, v51, vcc
	v_cmp_lt_u32 s[18:19], s17, v46                     ; a step the loop consumes: a whole chunk in bounds
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_2961
	s_cbranch_scc1 .Lattention_varlen_causal_skip8
	v_readfirstlane_b32 s22, v48                        ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
	v_readfirstlane_b32 s23, v49
	s_nop 4
	global_load_dwordx4 v[52:55], v16, s[22:23]
.Lattention_varlen_causal_skip8:
	s_mul_i32 s17, s16, 64
	v_add_u32 v45, s17, v16
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_2961
	s_cbranch_scc1 .Lattention_varlen_causal_skip9
	v_readfirstlane_b32 s22, v48                        ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
	v_readfirstlane_b32 s23, v49
	s_nop 4
	global_load_dwordx4 v[56:59], v45, s[22:23]
.Lattention_varlen_causal_skip9:
	v_add_co_u32 v48, vcc, s10, v50                     ; 'v' at this chunk
	v_mov_b32 v45, s11
	v_addc_co_u32 v49, vcc, v45, v51, vcc
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_2961
	s_cbranch_scc1 .Lattention_varlen_causal_skip10
	v_readfirstlane_b32 s22, v48                        ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
	v_readfirstlane_b32 s23, v49
	s_nop 4
	global_load_dwordx4 v[60:63], v24, s[22:23]
.Lattention_varlen_causal_skip10:
	s_mul_i32 s17, s16, 2
	v_add_u32 v45, s17, v24
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_2961
	s_cbranch_scc1 .Lattention_varlen_causal_skip11
	v_readfirstlane_b32 s18, v48                        ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
	v_readfirstlane_b32 s19, v49
	s_nop 4
	global_load_dwordx4 v[64:67], v45, s[18:19]
.Lattention_varlen_causal_skip11:
	v_mov_b32 v68, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v70, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v72, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v74, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v75, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v76, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v77, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v78, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v79, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v80, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v81, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v82, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[48:51], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[84:87], v12 offset:9216              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[68:83], v[84:85], v[48:49], v[68:83] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[68:83], v[86:87], v[50:51], v[68:83] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[48:51], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[84:87], v12 offset:9248              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[68:83], v[84:85], v[48:49], v[68:83] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[68:83], v[86:87], v[50:51], v[68:83] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[48:51], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[84:87], v12 offset:9280              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[68:83], v[84:85], v[48:49], v[68:83] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[68:83], v[86:87], v[50:51], v[68:83] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[48:51], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[84:87], v12 offset:9312              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[68:83], v[84:85], v[48:49], v[68:83] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[68:83], v[86:87], v[50:51], v[68:83] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mul_f32 v45, s20, v68                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v47, s20, v69                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v48, s20, v70                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v49, s20, v71                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v50, s20, v72                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v51, s20, v73                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v84, s20, v74                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v85, s20, v75                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v86, s20, v76                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v87, s20, v77                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v88, s20, v78                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v89, s20, v79                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v90, s20, v80                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v91, s20, v81                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v92, s20, v82                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v93, s20, v83                             ; examples/attention_varlen.kgen:39
	s_add_i32 s17, s27, 0                               ; index along 'b' (examples/attention_varlen.kgen:39)
	s_add_i32 s18, s17, 1                               ; examples/attention_varlen.kgen:39
	s_cmp_lt_u32 s18, s24                               ; subscript 0 of 'cu_k' inside [0, B1)
	s_cselect_b32 s17, 1, 0
	s_and_b32 s18, s17, s17
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v69, v68, v45, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v70, v68, v47, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v71, v68, v48, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v72, v68, v49, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v73, v68, v50, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v74, v68, v51, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v75, v68, v84, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v76, v68, v85, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v77, v68, v86, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v78, v68, v87, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v79, v68, v88, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v80, v68, v89, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v81, v68, v90, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v82, v68, v91, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v83, v68, v92, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v94, v68, v93, s[22:23]
	v_max_f32 v68, v69, v70                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v69, v70
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v71                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v71
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v72                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v72
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v73                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v73
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v74                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v74
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v75                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v75
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v76                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v76
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v77                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v77
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v78                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v78
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v79                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v79
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v80                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v80
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v81                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v81
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v82                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v82
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v83                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v83
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v94                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v94
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_and_b32 v68, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:41): lanes 32 apart
	v_xor_b32 v68, 32, v68
	v_lshlrev_b32 v68, 2, v68
	ds_bpermute_b32 v69, v68, v70
	s_waitcnt lgkmcnt(0)
	v_max_f32 v68, v70, v69
	v_cmp_u_f32 s[22:23], v70, v69
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	s_and_saveexec_b64 s[22:23], s[8:9]                 ; lanes where %vpred_314
	ds_write_b32 v11, v70 offset:46080                  ; max over 'tt' (examples/attention_varlen.kgen:41): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v68, v13 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 0
	ds_read_b32 v69, v13 offset:46336                   ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v70, v68, v69
	v_cmp_u_f32 s[22:23], v68, v69
	v_mov_b32 v68, 0x7fc00000
	v_cndmask_b32 v69, v70, v68, s[22:23]
	v_max_f32 v68, v1, v69                              ; examples/attention_varlen.kgen:41
	v_cmp_u_f32 s[22:23], v1, v69
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_sub_f32 v68, v1, v70                              ; examples/attention_varlen.kgen:43
	v_mul_f32 v69, 0x3fb8aa3b, v68                      ; examples/attention_varlen.kgen:43
	v_exp_f32 v68, v69                                  ; examples/attention_varlen.kgen:43
	v_mul_f32 v69, v26, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v71, v27, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v72, v28, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v73, v29, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v74, v30, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v75, v31, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v76, v32, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v77, v33, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v78, v34, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v79, v35, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v80, v36, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v81, v37, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v82, v38, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v83, v39, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v94, v40, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v95, v41, v68                             ; examples/attention_varlen.kgen:45
	v_mov_b32 v26, v69                                  ; 'acc' scaled in place
	v_mov_b32 v27, v71                                  ; 'acc' scaled in place
	v_mov_b32 v28, v72                                  ; 'acc' scaled in place
	v_mov_b32 v29, v73                                  ; 'acc' scaled in place
	v_mov_b32 v30, v74                                  ; 'acc' scaled in place
	v_mov_b32 v31, v75                                  ; 'acc' scaled in place
	v_mov_b32 v32, v76                                  ; 'acc' scaled in place
	v_mov_b32 v33, v77                                  ; 'acc' scaled in place
	v_mov_b32 v34, v78                                  ; 'acc' scaled in place
	v_mov_b32 v35, v79                                  ; 'acc' scaled in place
	v_mov_b32 v36, v80                                  ; 'acc' scaled in place
	v_mov_b32 v37, v81                                  ; 'acc' scaled in place
	v_mov_b32 v38, v82                                  ; 'acc' scaled in place
	v_mov_b32 v39, v83                                  ; 'acc' scaled in place
	v_mov_b32 v40, v94                                  ; 'acc' scaled in place
	v_mov_b32 v41, v95                                  ; 'acc' scaled in place
	v_mul_f32 v69, 0xbfb8aa3b, v70                      ; -m log2 e of e^(x - m), once per m (examples/attention_varlen.kgen:42)
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v72, v45, v71, v69
	v_exp_f32 v45, v72                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v72, v47, v71, v69
	v_exp_f32 v47, v72                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v72, v48, v71, v69
	v_exp_f32 v48, v72                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v72, v49, v71, v69
	v_exp_f32 v49, v72                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v72, v50, v71, v69
	v_exp_f32 v50, v72                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v72, v51, v71, v69
	v_exp_f32 v51, v72                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v72, v84, v71, v69
	v_exp_f32 v71, v72                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v72, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v73, v85, v72, v69
	v_exp_f32 v72, v73                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v73, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v74, v86, v73, v69
	v_exp_f32 v73, v74                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v74, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v75, v87, v74, v69
	v_exp_f32 v74, v75                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v75, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v76, v88, v75, v69
	v_exp_f32 v75, v76                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v77, v89, v76, v69
	v_exp_f32 v76, v77                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v78, v90, v77, v69
	v_exp_f32 v77, v78                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v78, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v79, v91, v78, v69
	v_exp_f32 v78, v79                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v79, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v80, v92, v79, v69
	v_exp_f32 v79, v80                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v80, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v81, v93, v80, v69
	v_exp_f32 v69, v81                                  ; examples/attention_varlen.kgen:42
	v_bfe_u32 v80, v45, 16, 1                           ; round to bf16
	v_add3_u32 v81, v45, v80, s7
	v_cmp_u_f32 s[22:23], v45, v45
	v_mov_b32 v80, 0x7fc00000
	v_cndmask_b32 v81, v81, v80, s[22:23]
	v_and_b32 v80, 0xffff0000, v81
	v_bfe_u32 v81, v47, 16, 1                           ; round to bf16
	v_add3_u32 v82, v47, v81, s7
	v_cmp_u_f32 s[22:23], v47, v47
	v_mov_b32 v81, 0x7fc00000
	v_cndmask_b32 v82, v82, v81, s[22:23]
	v_and_b32 v81, 0xffff0000, v82
	v_bfe_u32 v82, v48, 16, 1                           ; round to bf16
	v_add3_u32 v83, v48, v82, s7
	v_cmp_u_f32 s[22:23], v48, v48
	v_mov_b32 v82, 0x7fc00000
	v_cndmask_b32 v83, v83, v82, s[22:23]
	v_and_b32 v82, 0xffff0000, v83
	v_bfe_u32 v83, v49, 16, 1                           ; round to bf16
	v_add3_u32 v84, v49, v83, s7
	v_cmp_u_f32 s[22:23], v49, v49
	v_mov_b32 v83, 0x7fc00000
	v_cndmask_b32 v84, v84, v83, s[22:23]
	v_and_b32 v83, 0xffff0000, v84
	v_bfe_u32 v84, v50, 16, 1                           ; round to bf16
	v_add3_u32 v85, v50, v84, s7
	v_cmp_u_f32 s[22:23], v50, v50
	v_mov_b32 v84, 0x7fc00000
	v_cndmask_b32 v85, v85, v84, s[22:23]
	v_and_b32 v84, 0xffff0000, v85
	v_bfe_u32 v85, v51, 16, 1                           ; round to bf16
	v_add3_u32 v86, v51, v85, s7
	v_cmp_u_f32 s[22:23], v51, v51
	v_mov_b32 v85, 0x7fc00000
	v_cndmask_b32 v86, v86, v85, s[22:23]
	v_and_b32 v85, 0xffff0000, v86
	v_bfe_u32 v86, v71, 16, 1                           ; round to bf16
	v_add3_u32 v87, v71, v86, s7
	v_cmp_u_f32 s[22:23], v71, v71
	v_mov_b32 v86, 0x7fc00000
	v_cndmask_b32 v87, v87, v86, s[22:23]
	v_and_b32 v86, 0xffff0000, v87
	v_bfe_u32 v87, v72, 16, 1                           ; round to bf16
	v_add3_u32 v88, v72, v87, s7
	v_cmp_u_f32 s[22:23], v72, v72
	v_mov_b32 v87, 0x7fc00000
	v_cndmask_b32 v88, v88, v87, s[22:23]
	v_and_b32 v87, 0xffff0000, v88
	v_bfe_u32 v88, v73, 16, 1                           ; round to bf16
	v_add3_u32 v89, v73, v88, s7
	v_cmp_u_f32 s[22:23], v73, v73
	v_mov_b32 v88, 0x7fc00000
	v_cndmask_b32 v89, v89, v88, s[22:23]
	v_and_b32 v88, 0xffff0000, v89
	v_bfe_u32 v89, v74, 16, 1                           ; round to bf16
	v_add3_u32 v90, v74, v89, s7
	v_cmp_u_f32 s[22:23], v74, v74
	v_mov_b32 v89, 0x7fc00000
	v_cndmask_b32 v90, v90, v89, s[22:23]
	v_and_b32 v89, 0xffff0000, v90
	v_bfe_u32 v90, v75, 16, 1                           ; round to bf16
	v_add3_u32 v91, v75, v90, s7
	v_cmp_u_f32 s[22:23], v75, v75
	v_mov_b32 v90, 0x7fc00000
	v_cndmask_b32 v91, v91, v90, s[22:23]
	v_and_b32 v90, 0xffff0000, v91
	v_bfe_u32 v91, v76, 16, 1                           ; round to bf16
	v_add3_u32 v92, v76, v91, s7
	v_cmp_u_f32 s[22:23], v76, v76
	v_mov_b32 v91, 0x7fc00000
	v_cndmask_b32 v92, v92, v91, s[22:23]
	v_and_b32 v91, 0xffff0000, v92
	v_bfe_u32 v92, v77, 16, 1                           ; round to bf16
	v_add3_u32 v93, v77, v92, s7
	v_cmp_u_f32 s[22:23], v77, v77
	v_mov_b32 v92, 0x7fc00000
	v_cndmask_b32 v93, v93, v92, s[22:23]
	v_and_b32 v92, 0xffff0000, v93
	v_bfe_u32 v93, v78, 16, 1                           ; round to bf16
	v_add3_u32 v94, v78, v93, s7
	v_cmp_u_f32 s[22:23], v78, v78
	v_mov_b32 v93, 0x7fc00000
	v_cndmask_b32 v94, v94, v93, s[22:23]
	v_and_b32 v93, 0xffff0000, v94
	v_bfe_u32 v94, v79, 16, 1                           ; round to bf16
	v_add3_u32 v95, v79, v94, s7
	v_cmp_u_f32 s[22:23], v79, v79
	v_mov_b32 v94, 0x7fc00000
	v_cndmask_b32 v95, v95, v94, s[22:23]
	v_and_b32 v94, 0xffff0000, v95
	v_bfe_u32 v95, v69, 16, 1                           ; round to bf16
	v_add3_u32 v96, v69, v95, s7
	v_cmp_u_f32 s[22:23], v69, v69
	v_mov_b32 v95, 0x7fc00000
	v_cndmask_b32 v96, v96, v95, s[22:23]
	v_and_b32 v95, 0xffff0000, v96
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v96, 0, v80, s[22:23]
	v_lshrrev_b32 v80, 16, v96
	ds_write_b16 v17, v80 offset:46592                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v81, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46594                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v82, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46596                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v83, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46598                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v84, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46608                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v85, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46610                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v86, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46612                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v87, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46614                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v88, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46624                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v89, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46626                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v90, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46628                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v91, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46630                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v92, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46640                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v93, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46642                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v94, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46644                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v95, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[80:83], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[84:87], v12 offset:18432             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[84:85], v[80:81], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[86:87], v[82:83], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[80:83], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[84:87], v12 offset:18464             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[84:85], v[80:81], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[86:87], v[82:83], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[80:83], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[84:87], v12 offset:18496             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[84:85], v[80:81], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[86:87], v[82:83], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[80:83], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[84:87], v12 offset:18528             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[84:85], v[80:81], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[86:87], v[82:83], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mul_f32 v80, v42, v68                             ; examples/attention_varlen.kgen:44
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v68, 0, v45, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v45, 0, v47, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v47, 0, v48, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v48, 0, v49, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v49, 0, v50, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v50, 0, v51, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v51, 0, v71, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v71, 0, v72, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v72, 0, v73, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v73, 0, v74, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v74, 0, v75, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v75, 0, v76, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v76, 0, v77, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v77, 0, v78, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v78, 0, v79, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v79, 0, v69, s[18:19]
	v_add_f32 v69, v68, v45                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v45, v69, v47                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v47, v45, v48                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v45, v47, v49                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v47, v45, v50                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v45, v47, v51                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v47, v45, v71                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v45, v47, v72                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v47, v45, v73                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v45, v47, v74                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v47, v45, v75                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v45, v47, v76                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v47, v45, v77                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v45, v47, v78                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v47, v45, v79                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_and_b32 v45, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:44): lanes 32 apart
	v_xor_b32 v45, 32, v45
	v_lshlrev_b32 v45, 2, v45
	ds_bpermute_b32 v48, v45, v47
	s_waitcnt lgkmcnt(0)
	v_add_f32 v45, v47, v48
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_314
	ds_write_b32 v11, v45 offset:55808                  ; sum over 'tt' (examples/attention_varlen.kgen:44): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v45, v13 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 0
	ds_read_b32 v47, v13 offset:56064                   ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v48, v45, v47
	v_add_f32 v45, v80, v48                             ; examples/attention_varlen.kgen:44
	v_mov_b32 v42, v45                                  ; next 'l'
	v_mov_b32 v1, v70                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v23, v[52:55] offset:27648            ; 16 bytes into st1
	ds_write_b128 v23, v[56:59] offset:32256            ; 16 bytes into st1
	v_perm_b32 v45, v64, v60, s5                        ; (k, k+1) of column 0
	ds_write_b32 v22, v45 offset:36864                  ; a K-pair into st2
	v_perm_b32 v45, v64, v60, s6                        ; (k, k+1) of column 1
	ds_write_b32 v22, v45 offset:37008                  ; a K-pair into st2
	v_perm_b32 v45, v65, v61, s5                        ; (k, k+1) of column 2
	ds_write_b32 v22, v45 offset:37152                  ; a K-pair into st2
	v_perm_b32 v45, v65, v61, s6                        ; (k, k+1) of column 3
	ds_write_b32 v22, v45 offset:37296                  ; a K-pair into st2
	v_perm_b32 v45, v66, v62, s5                        ; (k, k+1) of column 4
	ds_write_b32 v22, v45 offset:37440                  ; a K-pair into st2
	v_perm_b32 v45, v66, v62, s6                        ; (k, k+1) of column 5
	ds_write_b32 v22, v45 offset:37584                  ; a K-pair into st2
	v_perm_b32 v45, v67, v63, s5                        ; (k, k+1) of column 6
	ds_write_b32 v22, v45 offset:37728                  ; a K-pair into st2
	v_perm_b32 v45, v67, v63, s6                        ; (k, k+1) of column 7
	ds_write_b32 v22, v45 offset:37872                  ; a K-pair into st2
.Lattention_varlen_causal_if1_end:
	s_add_u32 s17, s13, 64
	s_add_u32 s18, s17, 64
	v_cmp_lt_u32 s[22:23], s17, v46
	s_cmp_eq_u64 s[22:23], 0                            ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_causal_if2_end
	v_add_u32 v45, s18, v8
	v_mul_lo_u32 v48, v45, s16
	v_mul_hi_u32 v49, v45, s16
	v_lshlrev_b64 v[50:51], 1, v[48:49]
	v_add_co_u32 v48, vcc, s28, v50                     ; 'k' at this chunk
	v_mov_b32 v45, s29
	v_addc_co_u32 v49, vcc, v45, v51, vcc
	v_cmp_lt_u32 s[22:23], s18, v46                     ; a step the loop consumes: a whole chunk in bounds
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u64 s[22:23], 0                            ; if %upred_3311
	s_cbranch_scc1 .Lattention_varlen_causal_skip12
	v_readfirstlane_b32 s18, v48                        ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
	v_readfirstlane_b32 s19, v49
	s_nop 4
	global_load_dwordx4 v[52:55], v16, s[18:19]
.Lattention_varlen_causal_skip12:
	s_mul_i32 s17, s16, 64
	v_add_u32 v45, s17, v16
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u64 s[22:23], 0                            ; if %upred_3311
	s_cbranch_scc1 .Lattention_varlen_causal_skip13
	v_readfirstlane_b32 s18, v48                        ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
	v_readfirstlane_b32 s19, v49
	s_nop 4
	global_load_dwordx4 v[56:59], v45, s[18:19]
.Lattention_varlen_causal_skip13:
	v_add_co_u32 v48, vcc, s10, v50                     ; 'v' at this chunk
	v_mov_b32 v45, s11
	v_addc_co_u32 v49, vcc, v45, v51, vcc
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u64 s[22:23], 0                            ; if %upred_3311
	s_cbranch_scc1 .Lattention_varlen_causal_skip14
	v_readfirstlane_b32 s18, v48                        ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
	v_readfirstlane_b32 s19, v49
	s_nop 4
	global_load_dwordx4 v[60:63], v24, s[18:19]
.Lattention_varlen_causal_skip14:
	s_mul_i32 s17, s16, 2
	v_add_u32 v45, s17, v24
	v_mov_b32 v64, 0                                    ; outside: 0
	v_mov_b32 v65, 0                                    ; outside: 0
	v_mov_b32 v66, 0                                    ; outside: 0
	v_mov_b32 v67, 0                                    ; outside: 0
	s_cmp_eq_u64 s[22:23], 0                            ; if %upred_3311
	s_cbranch_scc1 .Lattention_varlen_causal_skip15
	v_readfirstlane_b32 s18, v48                        ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
	v_readfirstlane_b32 s19, v49
	s_nop 4
	global_load_dwordx4 v[64:67], v45, s[18:19]
.Lattention_varlen_causal_skip15:
	v_mov_b32 v68, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v70, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v72, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v74, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v75, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v76, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v77, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v78, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v79, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v80, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v81, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v82, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v83, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[48:51], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[84:87], v12 offset:27648             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[68:83], v[84:85], v[48:49], v[68:83] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[68:83], v[86:87], v[50:51], v[68:83] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[48:51], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[84:87], v12 offset:27680             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[68:83], v[84:85], v[48:49], v[68:83] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[68:83], v[86:87], v[50:51], v[68:83] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[48:51], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[84:87], v12 offset:27712             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[68:83], v[84:85], v[48:49], v[68:83] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[68:83], v[86:87], v[50:51], v[68:83] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[48:51], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[84:87], v12 offset:27744             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[68:83], v[84:85], v[48:49], v[68:83] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[68:83], v[86:87], v[50:51], v[68:83] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mul_f32 v45, s20, v68                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v47, s20, v69                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v48, s20, v70                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v49, s20, v71                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v50, s20, v72                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v51, s20, v73                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v84, s20, v74                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v85, s20, v75                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v86, s20, v76                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v87, s20, v77                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v88, s20, v78                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v89, s20, v79                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v90, s20, v80                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v91, s20, v81                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v92, s20, v82                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v93, s20, v83                             ; examples/attention_varlen.kgen:39
	s_add_i32 s17, s27, 0                               ; index along 'b' (examples/attention_varlen.kgen:39)
	s_add_i32 s18, s17, 1                               ; examples/attention_varlen.kgen:39
	s_cmp_lt_u32 s18, s24                               ; subscript 0 of 'cu_k' inside [0, B1)
	s_cselect_b32 s17, 1, 0
	s_and_b32 s18, s17, s17
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v69, v68, v45, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v70, v68, v47, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v71, v68, v48, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v72, v68, v49, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v73, v68, v50, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v74, v68, v51, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v75, v68, v84, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v76, v68, v85, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v77, v68, v86, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v78, v68, v87, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v79, v68, v88, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v80, v68, v89, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v81, v68, v90, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v82, v68, v91, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v83, v68, v92, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v68, 0xff800000
	v_cndmask_b32 v94, v68, v93, s[22:23]
	v_max_f32 v68, v69, v70                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v69, v70
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v71                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v71
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v72                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v72
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v73                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v73
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v74                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v74
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v75                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v75
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v76                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v76
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v77                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v77
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v78                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v78
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v79                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v79
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v80                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v80
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v81                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v81
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v82                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v82
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v83                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v83
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_max_f32 v68, v70, v94                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v70, v94
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_and_b32 v68, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:41): lanes 32 apart
	v_xor_b32 v68, 32, v68
	v_lshlrev_b32 v68, 2, v68
	ds_bpermute_b32 v69, v68, v70
	s_waitcnt lgkmcnt(0)
	v_max_f32 v68, v70, v69
	v_cmp_u_f32 s[22:23], v70, v69
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	s_and_saveexec_b64 s[22:23], s[8:9]                 ; lanes where %vpred_314
	ds_write_b32 v11, v70 offset:46080                  ; max over 'tt' (examples/attention_varlen.kgen:41): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v68, v13 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 0
	ds_read_b32 v69, v13 offset:46336                   ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v70, v68, v69
	v_cmp_u_f32 s[22:23], v68, v69
	v_mov_b32 v68, 0x7fc00000
	v_cndmask_b32 v69, v70, v68, s[22:23]
	v_max_f32 v68, v1, v69                              ; examples/attention_varlen.kgen:41
	v_cmp_u_f32 s[22:23], v1, v69
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v68, v69, s[22:23]
	v_sub_f32 v68, v1, v70                              ; examples/attention_varlen.kgen:43
	v_mul_f32 v69, 0x3fb8aa3b, v68                      ; examples/attention_varlen.kgen:43
	v_exp_f32 v68, v69                                  ; examples/attention_varlen.kgen:43
	v_mul_f32 v69, v26, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v71, v27, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v72, v28, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v73, v29, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v74, v30, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v75, v31, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v76, v32, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v77, v33, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v78, v34, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v79, v35, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v80, v36, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v81, v37, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v82, v38, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v83, v39, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v94, v40, v68                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v95, v41, v68                             ; examples/attention_varlen.kgen:45
	v_mov_b32 v26, v69                                  ; 'acc' scaled in place
	v_mov_b32 v27, v71                                  ; 'acc' scaled in place
	v_mov_b32 v28, v72                                  ; 'acc' scaled in place
	v_mov_b32 v29, v73                                  ; 'acc' scaled in place
	v_mov_b32 v30, v74                                  ; 'acc' scaled in place
	v_mov_b32 v31, v75                                  ; 'acc' scaled in place
	v_mov_b32 v32, v76                                  ; 'acc' scaled in place
	v_mov_b32 v33, v77                                  ; 'acc' scaled in place
	v_mov_b32 v34, v78                                  ; 'acc' scaled in place
	v_mov_b32 v35, v79                                  ; 'acc' scaled in place
	v_mov_b32 v36, v80                                  ; 'acc' scaled in place
	v_mov_b32 v37, v81                                  ; 'acc' scaled in place
	v_mov_b32 v38, v82                                  ; 'acc' scaled in place
	v_mov_b32 v39, v83                                  ; 'acc' scaled in place
	v_mov_b32 v40, v94                                  ; 'acc' scaled in place
	v_mov_b32 v41, v95                                  ; 'acc' scaled in place
	v_mul_f32 v69, 0xbfb8aa3b, v70                      ; -m log2 e of e^(x - m), once per m (examples/attention_varlen.kgen:42)
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v72, v45, v71, v69
	v_exp_f32 v45, v72                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v72, v47, v71, v69
	v_exp_f32 v47, v72                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v72, v48, v71, v69
	v_exp_f32 v48, v72                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v72, v49, v71, v69
	v_exp_f32 v49, v72                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v72, v50, v71, v69
	v_exp_f32 v50, v72                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v72, v51, v71, v69
	v_exp_f32 v51, v72                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v72, v84, v71, v69
	v_exp_f32 v71, v72                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v72, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v73, v85, v72, v69
	v_exp_f32 v72, v73                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v73, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v74, v86, v73, v69
	v_exp_f32 v73, v74                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v74, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v75, v87, v74, v69
	v_exp_f32 v74, v75                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v75, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v76, v88, v75, v69
	v_exp_f32 v75, v76                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v77, v89, v76, v69
	v_exp_f32 v76, v77                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v77, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v78, v90, v77, v69
	v_exp_f32 v77, v78                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v78, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v79, v91, v78, v69
	v_exp_f32 v78, v79                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v79, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v80, v92, v79, v69
	v_exp_f32 v79, v80                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v80, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v81, v93, v80, v69
	v_exp_f32 v69, v81                                  ; examples/attention_varlen.kgen:42
	v_bfe_u32 v80, v45, 16, 1                           ; round to bf16
	v_add3_u32 v81, v45, v80, s7
	v_cmp_u_f32 s[22:23], v45, v45
	v_mov_b32 v80, 0x7fc00000
	v_cndmask_b32 v81, v81, v80, s[22:23]
	v_and_b32 v80, 0xffff0000, v81
	v_bfe_u32 v81, v47, 16, 1                           ; round to bf16
	v_add3_u32 v82, v47, v81, s7
	v_cmp_u_f32 s[22:23], v47, v47
	v_mov_b32 v81, 0x7fc00000
	v_cndmask_b32 v82, v82, v81, s[22:23]
	v_and_b32 v81, 0xffff0000, v82
	v_bfe_u32 v82, v48, 16, 1                           ; round to bf16
	v_add3_u32 v83, v48, v82, s7
	v_cmp_u_f32 s[22:23], v48, v48
	v_mov_b32 v82, 0x7fc00000
	v_cndmask_b32 v83, v83, v82, s[22:23]
	v_and_b32 v82, 0xffff0000, v83
	v_bfe_u32 v83, v49, 16, 1                           ; round to bf16
	v_add3_u32 v84, v49, v83, s7
	v_cmp_u_f32 s[22:23], v49, v49
	v_mov_b32 v83, 0x7fc00000
	v_cndmask_b32 v84, v84, v83, s[22:23]
	v_and_b32 v83, 0xffff0000, v84
	v_bfe_u32 v84, v50, 16, 1                           ; round to bf16
	v_add3_u32 v85, v50, v84, s7
	v_cmp_u_f32 s[22:23], v50, v50
	v_mov_b32 v84, 0x7fc00000
	v_cndmask_b32 v85, v85, v84, s[22:23]
	v_and_b32 v84, 0xffff0000, v85
	v_bfe_u32 v85, v51, 16, 1                           ; round to bf16
	v_add3_u32 v86, v51, v85, s7
	v_cmp_u_f32 s[22:23], v51, v51
	v_mov_b32 v85, 0x7fc00000
	v_cndmask_b32 v86, v86, v85, s[22:23]
	v_and_b32 v85, 0xffff0000, v86
	v_bfe_u32 v86, v71, 16, 1                           ; round to bf16
	v_add3_u32 v87, v71, v86, s7
	v_cmp_u_f32 s[22:23], v71, v71
	v_mov_b32 v86, 0x7fc00000
	v_cndmask_b32 v87, v87, v86, s[22:23]
	v_and_b32 v86, 0xffff0000, v87
	v_bfe_u32 v87, v72, 16, 1                           ; round to bf16
	v_add3_u32 v88, v72, v87, s7
	v_cmp_u_f32 s[22:23], v72, v72
	v_mov_b32 v87, 0x7fc00000
	v_cndmask_b32 v88, v88, v87, s[22:23]
	v_and_b32 v87, 0xffff0000, v88
	v_bfe_u32 v88, v73, 16, 1                           ; round to bf16
	v_add3_u32 v89, v73, v88, s7
	v_cmp_u_f32 s[22:23], v73, v73
	v_mov_b32 v88, 0x7fc00000
	v_cndmask_b32 v89, v89, v88, s[22:23]
	v_and_b32 v88, 0xffff0000, v89
	v_bfe_u32 v89, v74, 16, 1                           ; round to bf16
	v_add3_u32 v90, v74, v89, s7
	v_cmp_u_f32 s[22:23], v74, v74
	v_mov_b32 v89, 0x7fc00000
	v_cndmask_b32 v90, v90, v89, s[22:23]
	v_and_b32 v89, 0xffff0000, v90
	v_bfe_u32 v90, v75, 16, 1                           ; round to bf16
	v_add3_u32 v91, v75, v90, s7
	v_cmp_u_f32 s[22:23], v75, v75
	v_mov_b32 v90, 0x7fc00000
	v_cndmask_b32 v91, v91, v90, s[22:23]
	v_and_b32 v90, 0xffff0000, v91
	v_bfe_u32 v91, v76, 16, 1                           ; round to bf16
	v_add3_u32 v92, v76, v91, s7
	v_cmp_u_f32 s[22:23], v76, v76
	v_mov_b32 v91, 0x7fc00000
	v_cndmask_b32 v92, v92, v91, s[22:23]
	v_and_b32 v91, 0xffff0000, v92
	v_bfe_u32 v92, v77, 16, 1                           ; round to bf16
	v_add3_u32 v93, v77, v92, s7
	v_cmp_u_f32 s[22:23], v77, v77
	v_mov_b32 v92, 0x7fc00000
	v_cndmask_b32 v93, v93, v92, s[22:23]
	v_and_b32 v92, 0xffff0000, v93
	v_bfe_u32 v93, v78, 16, 1                           ; round to bf16
	v_add3_u32 v94, v78, v93, s7
	v_cmp_u_f32 s[22:23], v78, v78
	v_mov_b32 v93, 0x7fc00000
	v_cndmask_b32 v94, v94, v93, s[22:23]
	v_and_b32 v93, 0xffff0000, v94
	v_bfe_u32 v94, v79, 16, 1                           ; round to bf16
	v_add3_u32 v95, v79, v94, s7
	v_cmp_u_f32 s[22:23], v79, v79
	v_mov_b32 v94, 0x7fc00000
	v_cndmask_b32 v95, v95, v94, s[22:23]
	v_and_b32 v94, 0xffff0000, v95
	v_bfe_u32 v95, v69, 16, 1                           ; round to bf16
	v_add3_u32 v96, v69, v95, s7
	v_cmp_u_f32 s[22:23], v69, v69
	v_mov_b32 v95, 0x7fc00000
	v_cndmask_b32 v96, v96, v95, s[22:23]
	v_and_b32 v95, 0xffff0000, v96
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v96, 0, v80, s[22:23]
	v_lshrrev_b32 v80, 16, v96
	ds_write_b16 v17, v80 offset:46592                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v81, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46594                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v82, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46596                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v83, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46598                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v84, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46608                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v85, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46610                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v86, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46612                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v87, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46614                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v88, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46624                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v89, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46626                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v90, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46628                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v91, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46630                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v92, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46640                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v93, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46642                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v94, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46644                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v80, 0, v95, s[22:23]
	v_lshrrev_b32 v81, 16, v80
	ds_write_b16 v17, v81 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[80:83], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[84:87], v12 offset:36864             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[84:85], v[80:81], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[86:87], v[82:83], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[80:83], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[84:87], v12 offset:36896             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[84:85], v[80:81], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[86:87], v[82:83], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[80:83], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[84:87], v12 offset:36928             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[84:85], v[80:81], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[86:87], v[82:83], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[80:83], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[84:87], v12 offset:36960             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[84:85], v[80:81], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[86:87], v[82:83], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mul_f32 v80, v42, v68                             ; examples/attention_varlen.kgen:44
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v68, 0, v45, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v45, 0, v47, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v47, 0, v48, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v48, 0, v49, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v49, 0, v50, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v50, 0, v51, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v51, 0, v71, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v71, 0, v72, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v72, 0, v73, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v73, 0, v74, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v74, 0, v75, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v75, 0, v76, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v76, 0, v77, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v77, 0, v78, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v78, 0, v79, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v79, 0, v69, s[18:19]
	v_add_f32 v69, v68, v45                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v45, v69, v47                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v47, v45, v48                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v45, v47, v49                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v47, v45, v50                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v45, v47, v51                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v47, v45, v71                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v45, v47, v72                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v47, v45, v73                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v45, v47, v74                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v47, v45, v75                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v45, v47, v76                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v47, v45, v77                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v45, v47, v78                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v47, v45, v79                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_and_b32 v45, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:44): lanes 32 apart
	v_xor_b32 v45, 32, v45
	v_lshlrev_b32 v45, 2, v45
	ds_bpermute_b32 v48, v45, v47
	s_waitcnt lgkmcnt(0)
	v_add_f32 v45, v47, v48
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_314
	ds_write_b32 v11, v45 offset:55808                  ; sum over 'tt' (examples/attention_varlen.kgen:44): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v45, v13 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 0
	ds_read_b32 v47, v13 offset:56064                   ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v48, v45, v47
	v_add_f32 v45, v80, v48                             ; examples/attention_varlen.kgen:44
	v_mov_b32 v42, v45                                  ; next 'l'
	v_mov_b32 v1, v70                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v23, v[52:55] offset:9216             ; 16 bytes into st1
	ds_write_b128 v23, v[56:59] offset:13824            ; 16 bytes into st1
	v_perm_b32 v45, v64, v60, s5                        ; (k, k+1) of column 0
	ds_write_b32 v22, v45 offset:18432                  ; a K-pair into st2
	v_perm_b32 v45, v64, v60, s6                        ; (k, k+1) of column 1
	ds_write_b32 v22, v45 offset:18576                  ; a K-pair into st2
	v_perm_b32 v45, v65, v61, s5                        ; (k, k+1) of column 2
	ds_write_b32 v22, v45 offset:18720                  ; a K-pair into st2
	v_perm_b32 v45, v65, v61, s6                        ; (k, k+1) of column 3
	ds_write_b32 v22, v45 offset:18864                  ; a K-pair into st2
	v_perm_b32 v45, v66, v62, s5                        ; (k, k+1) of column 4
	ds_write_b32 v22, v45 offset:19008                  ; a K-pair into st2
	v_perm_b32 v45, v66, v62, s6                        ; (k, k+1) of column 5
	ds_write_b32 v22, v45 offset:19152                  ; a K-pair into st2
	v_perm_b32 v45, v67, v63, s5                        ; (k, k+1) of column 6
	ds_write_b32 v22, v45 offset:19296                  ; a K-pair into st2
	v_perm_b32 v45, v67, v63, s6                        ; (k, k+1) of column 7
	ds_write_b32 v22, v45 offset:19440                  ; a K-pair into st2
.Lattention_varlen_causal_if2_end:
	s_add_u32 s13, s13, 0x80
	s_cmp_lt_u32 s13, s12
	s_cbranch_scc1 .Lattention_varlen_causal_loop0
.Lattention_varlen_causal_loop0_end:
	v_add_u32 v45, v8, v44
	v_sub_u32 v46, v43, v44
	v_cmp_ge_u32 s[12:13], v46, 64                      ; at least one whole chunk of 'tt'
	v_sub_u32 v43, v46, 63
	v_cndmask_b32 v44, 0, v43, s[12:13]                 ; full chunks start below extent - chunk + 1
	v_readfirstlane_b32 s12, v44
	s_mov_b32 s13, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s13, s12
	s_cbranch_scc1 .Lattention_varlen_causal_loop1_end
.Lattention_varlen_causal_loop1:
	v_add_u32 v43, s13, v45
	v_add_u32 v44, v4, v9
	v_add_u32 v47, 0, v44                               ; index along 's' (examples/attention_varlen.kgen:39)
	v_sub_u32 v44, v6, v3                               ; examples/attention_varlen.kgen:39
	v_add_u32 v48, v47, v44                             ; examples/attention_varlen.kgen:39
	v_add_u32 v44, v43, v15
	v_add_u32 v47, 0, v44                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v49, 1, v44                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v50, 2, v44                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v51, 3, v44                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v52, 8, v44                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v53, 9, v44                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v54, 10, v44                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v55, 11, v44                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v56, 16, v44                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v57, 17, v44                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v58, 18, v44                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v59, 19, v44                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v60, 24, v44                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v61, 25, v44                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v62, 26, v44                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v63, 27, v44                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_cmp_ge_i32 s[18:19], v48, v47                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[22:23], v48, v49                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[30:31], v48, v50                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[32:33], v48, v51                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[34:35], v48, v52                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[36:37], v48, v53                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[38:39], v48, v54                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[40:41], v48, v55                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[42:43], v48, v56                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[44:45], v48, v57                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[46:47], v48, v58                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[48:49], v48, v59                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[50:51], v48, v60                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[52:53], v48, v61                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[54:55], v48, v62                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[56:57], v48, v63                     ; examples/attention_varlen.kgen:39
	v_mul_lo_u32 v48, v43, s16
	v_mul_hi_u32 v49, v43, s16
	v_lshlrev_b64 v[50:51], 1, v[48:49]
	v_add_co_u32 v48, vcc, s28, v50                     ; 'k' at this chunk
	v_mov_b32 v43, s29
	v_addc_co_u32 v49, vcc, v43, v51, vcc
	v_readfirstlane_b32 s58, v48                        ; examples/attention_varlen.kgen:39: 16-byte load of 'k'
	v_readfirstlane_b32 s59, v49
	s_nop 4
	global_load_dwordx4 v[52:55], v16, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v52
	v_and_b32 v44, 0xffff0000, v52
	v_lshlrev_b32 v47, 16, v53
	v_and_b32 v56, 0xffff0000, v53
	v_lshlrev_b32 v57, 16, v54
	v_and_b32 v58, 0xffff0000, v54
	v_lshlrev_b32 v59, 16, v55
	v_and_b32 v60, 0xffff0000, v55
	s_mul_i32 s17, s16, 32
	s_lshl_b32 s21, s17, 1
	v_add_u32 v52, s21, v16
	v_readfirstlane_b32 s58, v48                        ; examples/attention_varlen.kgen:39: 16-byte load of 'k'
	v_readfirstlane_b32 s59, v49
	s_nop 4
	global_load_dwordx4 v[62:65], v52, s[58:59]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v62
	v_and_b32 v49, 0xffff0000, v62
	v_lshlrev_b32 v53, 16, v63
	v_and_b32 v54, 0xffff0000, v63
	v_lshlrev_b32 v55, 16, v64
	v_and_b32 v61, 0xffff0000, v64
	v_lshlrev_b32 v66, 16, v65
	v_and_b32 v67, 0xffff0000, v65
	v_lshrrev_b32 v62, 16, v43
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v23, v62 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v44
	ds_write_b16 v23, v43 offset:9218                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v47
	ds_write_b16 v23, v43 offset:9220                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v56
	ds_write_b16 v23, v43 offset:9222                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v57
	ds_write_b16 v23, v43 offset:9224                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v58
	ds_write_b16 v23, v43 offset:9226                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v59
	ds_write_b16 v23, v43 offset:9228                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v60
	ds_write_b16 v23, v43 offset:9230                   ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v48
	ds_write_b16 v23, v43 offset:13824                  ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v49
	ds_write_b16 v23, v43 offset:13826                  ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v53
	ds_write_b16 v23, v43 offset:13828                  ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v54
	ds_write_b16 v23, v43 offset:13830                  ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v55
	ds_write_b16 v23, v43 offset:13832                  ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v61
	ds_write_b16 v23, v43 offset:13834                  ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v66
	ds_write_b16 v23, v43 offset:13836                  ; A operand of the product: stage
	v_lshrrev_b32 v43, 16, v67
	ds_write_b16 v23, v43 offset:13838                  ; A operand of the product: stage
	v_mov_b32 v54, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v68, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	ds_read_b128 v[70:73], v2                           ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[74:77], v12 offset:9216              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[70:73], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[74:77], v12 offset:9248              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[70:73], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[74:77], v12 offset:9280              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[70:73], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[74:77], v12 offset:9312              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[54:69], v[74:75], v[70:71], v[54:69] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[54:69], v[76:77], v[72:73], v[54:69] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mul_f32 v43, s20, v54                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v44, s20, v55                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v47, s20, v56                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v48, s20, v57                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v49, s20, v58                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v53, s20, v59                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v70, s20, v60                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v71, s20, v61                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v72, s20, v62                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v73, s20, v63                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v74, s20, v64                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v75, s20, v65                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v76, s20, v66                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v77, s20, v67                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v78, s20, v68                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v79, s20, v69                             ; examples/attention_varlen.kgen:39
	v_mov_b32 v54, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v55, v54, v43, s[18:19]
	v_mov_b32 v43, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v54, v43, v44, s[22:23]
	v_mov_b32 v43, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v44, v43, v47, s[30:31]
	v_mov_b32 v43, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v47, v43, v48, s[32:33]
	v_mov_b32 v43, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v48, v43, v49, s[34:35]
	v_mov_b32 v43, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v49, v43, v53, s[36:37]
	v_mov_b32 v43, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v53, v43, v70, s[38:39]
	v_mov_b32 v43, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v56, v43, v71, s[40:41]
	v_mov_b32 v43, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v57, v43, v72, s[42:43]
	v_mov_b32 v43, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v58, v43, v73, s[44:45]
	v_mov_b32 v43, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v59, v43, v74, s[46:47]
	v_mov_b32 v43, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v60, v43, v75, s[48:49]
	v_mov_b32 v43, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v61, v43, v76, s[50:51]
	v_mov_b32 v43, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v62, v43, v77, s[52:53]
	v_mov_b32 v43, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v63, v43, v78, s[54:55]
	v_mov_b32 v43, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v64, v43, v79, s[56:57]
	s_add_i32 s17, s27, 0                               ; index along 'b' (examples/attention_varlen.kgen:39)
	s_add_i32 s18, s17, 1                               ; examples/attention_varlen.kgen:39
	s_cmp_lt_u32 s18, s24                               ; subscript 0 of 'cu_k' inside [0, B1)
	s_cselect_b32 s17, 1, 0
	s_and_b32 s18, s17, s17
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v43, 0xff800000
	v_cndmask_b32 v65, v43, v55, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v43, 0xff800000
	v_cndmask_b32 v66, v43, v54, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v43, 0xff800000
	v_cndmask_b32 v67, v43, v44, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v43, 0xff800000
	v_cndmask_b32 v68, v43, v47, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v43, 0xff800000
	v_cndmask_b32 v69, v43, v48, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v43, 0xff800000
	v_cndmask_b32 v70, v43, v49, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v43, 0xff800000
	v_cndmask_b32 v71, v43, v53, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v43, 0xff800000
	v_cndmask_b32 v72, v43, v56, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v43, 0xff800000
	v_cndmask_b32 v73, v43, v57, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v43, 0xff800000
	v_cndmask_b32 v74, v43, v58, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v43, 0xff800000
	v_cndmask_b32 v75, v43, v59, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v43, 0xff800000
	v_cndmask_b32 v76, v43, v60, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v43, 0xff800000
	v_cndmask_b32 v77, v43, v61, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v43, 0xff800000
	v_cndmask_b32 v78, v43, v62, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v43, 0xff800000
	v_cndmask_b32 v79, v43, v63, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_mov_b32 v43, 0xff800000
	v_cndmask_b32 v80, v43, v64, s[22:23]
	v_max_f32 v43, v65, v66                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v65, v66
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v43, v65, s[22:23]
	v_max_f32 v43, v66, v67                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v67
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v43, v65, s[22:23]
	v_max_f32 v43, v66, v68                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v68
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v43, v65, s[22:23]
	v_max_f32 v43, v66, v69                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v69
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v43, v65, s[22:23]
	v_max_f32 v43, v66, v70                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v70
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v43, v65, s[22:23]
	v_max_f32 v43, v66, v71                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v71
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v43, v65, s[22:23]
	v_max_f32 v43, v66, v72                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v72
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v43, v65, s[22:23]
	v_max_f32 v43, v66, v73                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v73
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v43, v65, s[22:23]
	v_max_f32 v43, v66, v74                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v74
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v43, v65, s[22:23]
	v_max_f32 v43, v66, v75                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v75
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v43, v65, s[22:23]
	v_max_f32 v43, v66, v76                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v76
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v43, v65, s[22:23]
	v_max_f32 v43, v66, v77                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v77
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v43, v65, s[22:23]
	v_max_f32 v43, v66, v78                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v78
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v43, v65, s[22:23]
	v_max_f32 v43, v66, v79                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v79
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v43, v65, s[22:23]
	v_max_f32 v43, v66, v80                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v80
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v43, v65, s[22:23]
	v_and_b32 v43, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:41): lanes 32 apart
	v_xor_b32 v43, 32, v43
	v_lshlrev_b32 v43, 2, v43
	ds_bpermute_b32 v65, v43, v66
	s_waitcnt lgkmcnt(0)
	v_max_f32 v43, v66, v65
	v_cmp_u_f32 s[22:23], v66, v65
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v43, v65, s[22:23]
	s_and_saveexec_b64 s[22:23], s[8:9]                 ; lanes where %vpred_314
	ds_write_b32 v11, v66 offset:46080                  ; max over 'tt' (examples/attention_varlen.kgen:41): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v43, v13 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 0
	ds_read_b32 v65, v13 offset:46336                   ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v66, v43, v65
	v_cmp_u_f32 s[22:23], v43, v65
	v_mov_b32 v43, 0x7fc00000
	v_cndmask_b32 v65, v66, v43, s[22:23]
	v_max_f32 v43, v1, v65                              ; examples/attention_varlen.kgen:41
	v_cmp_u_f32 s[22:23], v1, v65
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v43, v65, s[22:23]
	v_sub_f32 v43, v1, v66                              ; examples/attention_varlen.kgen:43
	v_mul_f32 v65, 0x3fb8aa3b, v43                      ; examples/attention_varlen.kgen:43
	v_exp_f32 v43, v65                                  ; examples/attention_varlen.kgen:43
	v_mul_f32 v65, v26, v43                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v67, v27, v43                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v68, v28, v43                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v69, v29, v43                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v70, v30, v43                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v71, v31, v43                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v72, v32, v43                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v73, v33, v43                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v74, v34, v43                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v75, v35, v43                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v76, v36, v43                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v77, v37, v43                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v78, v38, v43                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v79, v39, v43                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v80, v40, v43                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v81, v41, v43                             ; examples/attention_varlen.kgen:45
	v_mov_b32 v26, v65                                  ; 'acc' scaled in place
	v_mov_b32 v27, v67                                  ; 'acc' scaled in place
	v_mov_b32 v28, v68                                  ; 'acc' scaled in place
	v_mov_b32 v29, v69                                  ; 'acc' scaled in place
	v_mov_b32 v30, v70                                  ; 'acc' scaled in place
	v_mov_b32 v31, v71                                  ; 'acc' scaled in place
	v_mov_b32 v32, v72                                  ; 'acc' scaled in place
	v_mov_b32 v33, v73                                  ; 'acc' scaled in place
	v_mov_b32 v34, v74                                  ; 'acc' scaled in place
	v_mov_b32 v35, v75                                  ; 'acc' scaled in place
	v_mov_b32 v36, v76                                  ; 'acc' scaled in place
	v_mov_b32 v37, v77                                  ; 'acc' scaled in place
	v_mov_b32 v38, v78                                  ; 'acc' scaled in place
	v_mov_b32 v39, v79                                  ; 'acc' scaled in place
	v_mov_b32 v40, v80                                  ; 'acc' scaled in place
	v_mov_b32 v41, v81                                  ; 'acc' scaled in place
	v_add_co_u32 v68, vcc, s10, v50                     ; 'v' at this chunk
	v_mov_b32 v65, s11
	v_addc_co_u32 v69, vcc, v65, v51, vcc
	v_readfirstlane_b32 s22, v68                        ; examples/attention_varlen.kgen:45: 16-byte load of 'v'
	v_readfirstlane_b32 s23, v69
	s_nop 4
	global_load_dwordx4 v[70:73], v16, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v70
	v_and_b32 v51, 0xffff0000, v70
	v_lshlrev_b32 v65, 16, v71
	v_and_b32 v67, 0xffff0000, v71
	v_lshlrev_b32 v74, 16, v72
	v_and_b32 v75, 0xffff0000, v72
	v_lshlrev_b32 v76, 16, v73
	v_and_b32 v77, 0xffff0000, v73
	v_readfirstlane_b32 s22, v68                        ; examples/attention_varlen.kgen:45: 16-byte load of 'v'
	v_readfirstlane_b32 s23, v69
	s_nop 4
	global_load_dwordx4 v[68:71], v52, s[22:23]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v68
	v_and_b32 v72, 0xffff0000, v68
	v_lshlrev_b32 v73, 16, v69
	v_and_b32 v78, 0xffff0000, v69
	v_lshlrev_b32 v79, 16, v70
	v_and_b32 v80, 0xffff0000, v70
	v_lshlrev_b32 v81, 16, v71
	v_and_b32 v82, 0xffff0000, v71
	v_lshrrev_b32 v68, 16, v50
	ds_write_b16 v25, v68 offset:18432                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v51
	ds_write_b16 v25, v50 offset:18576                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v65
	ds_write_b16 v25, v50 offset:18720                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v67
	ds_write_b16 v25, v50 offset:18864                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v74
	ds_write_b16 v25, v50 offset:19008                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v75
	ds_write_b16 v25, v50 offset:19152                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v76
	ds_write_b16 v25, v50 offset:19296                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v77
	ds_write_b16 v25, v50 offset:19440                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v52
	ds_write_b16 v25, v50 offset:18496                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v72
	ds_write_b16 v25, v50 offset:18640                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v73
	ds_write_b16 v25, v50 offset:18784                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v78
	ds_write_b16 v25, v50 offset:18928                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v79
	ds_write_b16 v25, v50 offset:19072                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v80
	ds_write_b16 v25, v50 offset:19216                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v81
	ds_write_b16 v25, v50 offset:19360                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v82
	ds_write_b16 v25, v50 offset:19504                  ; A operand of the product: stage
	v_mul_f32 v50, 0xbfb8aa3b, v66                      ; -m log2 e of e^(x - m), once per m (examples/attention_varlen.kgen:42)
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v52, v55, v51, v50
	v_exp_f32 v51, v52                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v52, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v55, v54, v52, v50
	v_exp_f32 v52, v55                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v54, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v55, v44, v54, v50
	v_exp_f32 v44, v55                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v54, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v55, v47, v54, v50
	v_exp_f32 v47, v55                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v54, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v55, v48, v54, v50
	v_exp_f32 v48, v55                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v54, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v55, v49, v54, v50
	v_exp_f32 v49, v55                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v54, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v55, v53, v54, v50
	v_exp_f32 v53, v55                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v54, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v55, v56, v54, v50
	v_exp_f32 v54, v55                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v55, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v56, v57, v55, v50
	v_exp_f32 v55, v56                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v56, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v57, v58, v56, v50
	v_exp_f32 v56, v57                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v57, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v58, v59, v57, v50
	v_exp_f32 v57, v58                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v58, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v59, v60, v58, v50
	v_exp_f32 v58, v59                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v59, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v60, v61, v59, v50
	v_exp_f32 v59, v60                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v60, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v61, v62, v60, v50
	v_exp_f32 v60, v61                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v61, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v62, v63, v61, v50
	v_exp_f32 v61, v62                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v62, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v63, v64, v62, v50
	v_exp_f32 v50, v63                                  ; examples/attention_varlen.kgen:42
	v_bfe_u32 v62, v51, 16, 1                           ; round to bf16
	v_add3_u32 v63, v51, v62, s7
	v_cmp_u_f32 s[22:23], v51, v51
	v_mov_b32 v62, 0x7fc00000
	v_cndmask_b32 v63, v63, v62, s[22:23]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v52, 16, 1                           ; round to bf16
	v_add3_u32 v64, v52, v63, s7
	v_cmp_u_f32 s[22:23], v52, v52
	v_mov_b32 v63, 0x7fc00000
	v_cndmask_b32 v64, v64, v63, s[22:23]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v44, 16, 1                           ; round to bf16
	v_add3_u32 v65, v44, v64, s7
	v_cmp_u_f32 s[22:23], v44, v44
	v_mov_b32 v64, 0x7fc00000
	v_cndmask_b32 v65, v65, v64, s[22:23]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v47, 16, 1                           ; round to bf16
	v_add3_u32 v67, v47, v65, s7
	v_cmp_u_f32 s[22:23], v47, v47
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v67, v67, v65, s[22:23]
	v_and_b32 v65, 0xffff0000, v67
	v_bfe_u32 v67, v48, 16, 1                           ; round to bf16
	v_add3_u32 v68, v48, v67, s7
	v_cmp_u_f32 s[22:23], v48, v48
	v_mov_b32 v67, 0x7fc00000
	v_cndmask_b32 v68, v68, v67, s[22:23]
	v_and_b32 v67, 0xffff0000, v68
	v_bfe_u32 v68, v49, 16, 1                           ; round to bf16
	v_add3_u32 v69, v49, v68, s7
	v_cmp_u_f32 s[22:23], v49, v49
	v_mov_b32 v68, 0x7fc00000
	v_cndmask_b32 v69, v69, v68, s[22:23]
	v_and_b32 v68, 0xffff0000, v69
	v_bfe_u32 v69, v53, 16, 1                           ; round to bf16
	v_add3_u32 v70, v53, v69, s7
	v_cmp_u_f32 s[22:23], v53, v53
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v70, v69, s[22:23]
	v_and_b32 v69, 0xffff0000, v70
	v_bfe_u32 v70, v54, 16, 1                           ; round to bf16
	v_add3_u32 v71, v54, v70, s7
	v_cmp_u_f32 s[22:23], v54, v54
	v_mov_b32 v70, 0x7fc00000
	v_cndmask_b32 v71, v71, v70, s[22:23]
	v_and_b32 v70, 0xffff0000, v71
	v_bfe_u32 v71, v55, 16, 1                           ; round to bf16
	v_add3_u32 v72, v55, v71, s7
	v_cmp_u_f32 s[22:23], v55, v55
	v_mov_b32 v71, 0x7fc00000
	v_cndmask_b32 v72, v72, v71, s[22:23]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v56, 16, 1                           ; round to bf16
	v_add3_u32 v73, v56, v72, s7
	v_cmp_u_f32 s[22:23], v56, v56
	v_mov_b32 v72, 0x7fc00000
	v_cndmask_b32 v73, v73, v72, s[22:23]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v57, 16, 1                           ; round to bf16
	v_add3_u32 v74, v57, v73, s7
	v_cmp_u_f32 s[22:23], v57, v57
	v_mov_b32 v73, 0x7fc00000
	v_cndmask_b32 v74, v74, v73, s[22:23]
	v_and_b32 v73, 0xffff0000, v74
	v_bfe_u32 v74, v58, 16, 1                           ; round to bf16
	v_add3_u32 v75, v58, v74, s7
	v_cmp_u_f32 s[22:23], v58, v58
	v_mov_b32 v74, 0x7fc00000
	v_cndmask_b32 v75, v75, v74, s[22:23]
	v_and_b32 v74, 0xffff0000, v75
	v_bfe_u32 v75, v59, 16, 1                           ; round to bf16
	v_add3_u32 v76, v59, v75, s7
	v_cmp_u_f32 s[22:23], v59, v59
	v_mov_b32 v75, 0x7fc00000
	v_cndmask_b32 v76, v76, v75, s[22:23]
	v_and_b32 v75, 0xffff0000, v76
	v_bfe_u32 v76, v60, 16, 1                           ; round to bf16
	v_add3_u32 v77, v60, v76, s7
	v_cmp_u_f32 s[22:23], v60, v60
	v_mov_b32 v76, 0x7fc00000
	v_cndmask_b32 v77, v77, v76, s[22:23]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v61, 16, 1                           ; round to bf16
	v_add3_u32 v78, v61, v77, s7
	v_cmp_u_f32 s[22:23], v61, v61
	v_mov_b32 v77, 0x7fc00000
	v_cndmask_b32 v78, v78, v77, s[22:23]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v50, 16, 1                           ; round to bf16
	v_add3_u32 v79, v50, v78, s7
	v_cmp_u_f32 s[22:23], v50, v50
	v_mov_b32 v78, 0x7fc00000
	v_cndmask_b32 v79, v79, v78, s[22:23]
	v_and_b32 v78, 0xffff0000, v79
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v79, 0, v62, s[22:23]
	v_lshrrev_b32 v62, 16, v79
	ds_write_b16 v17, v62 offset:46592                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v62, 0, v63, s[22:23]
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46594                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v62, 0, v64, s[22:23]
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46596                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v62, 0, v65, s[22:23]
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46598                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v62, 0, v67, s[22:23]
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46608                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v62, 0, v68, s[22:23]
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46610                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v62, 0, v69, s[22:23]
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46612                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v62, 0, v70, s[22:23]
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46614                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v62, 0, v71, s[22:23]
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46624                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v62, 0, v72, s[22:23]
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46626                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v62, 0, v73, s[22:23]
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46628                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v62, 0, v74, s[22:23]
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46630                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v62, 0, v75, s[22:23]
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46640                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v62, 0, v76, s[22:23]
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46642                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v62, 0, v77, s[22:23]
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46644                  ; B operand of the product: stage
	s_cmp_lg_u32 s18, 0                                 ; absent elements add nothing
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v62, 0, v78, s[22:23]
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[62:65], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[68:71], v12 offset:18432             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[68:69], v[62:63], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[70:71], v[64:65], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[62:65], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[68:71], v12 offset:18464             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[68:69], v[62:63], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[70:71], v[64:65], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[62:65], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[68:71], v12 offset:18496             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[68:69], v[62:63], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[70:71], v[64:65], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[62:65], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[68:71], v12 offset:18528             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[68:69], v[62:63], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[70:71], v[64:65], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mul_f32 v62, v42, v43                             ; examples/attention_varlen.kgen:44
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v43, 0, v51, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v51, 0, v52, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v52, 0, v44, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v44, 0, v47, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v47, 0, v48, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v48, 0, v49, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v49, 0, v53, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v53, 0, v54, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v54, 0, v55, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v55, 0, v56, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v56, 0, v57, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v57, 0, v58, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v58, 0, v59, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v59, 0, v60, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[22:23], exec, 0
	v_cndmask_b32 v60, 0, v61, s[22:23]
	s_cmp_lg_u32 s18, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v61, 0, v50, s[18:19]
	v_add_f32 v50, v43, v51                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v50, v52                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v43, v44                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v50, v47                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v44, v43, v48                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v44, v49                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v44, v43, v53                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v44, v54                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v44, v43, v55                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v44, v56                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v44, v43, v57                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v44, v58                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v44, v43, v59                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v44, v60                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v44, v43, v61                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_and_b32 v43, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:44): lanes 32 apart
	v_xor_b32 v43, 32, v43
	v_lshlrev_b32 v43, 2, v43
	ds_bpermute_b32 v47, v43, v44
	s_waitcnt lgkmcnt(0)
	v_add_f32 v43, v44, v47
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_314
	ds_write_b32 v11, v43 offset:55808                  ; sum over 'tt' (examples/attention_varlen.kgen:44): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v43, v13 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 0
	ds_read_b32 v44, v13 offset:56064                   ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v47, v43, v44
	v_add_f32 v43, v62, v47                             ; examples/attention_varlen.kgen:44
	v_mov_b32 v42, v43                                  ; next 'l'
	v_mov_b32 v1, v66                                   ; next 'mx'
	s_add_u32 s13, s13, 64
	s_cmp_lt_u32 s13, s12
	s_cbranch_scc1 .Lattention_varlen_causal_loop1
.Lattention_varlen_causal_loop1_end:
	v_readfirstlane_b32 s12, v46
	s_mov_b32 s17, s13                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s17, s12
	s_cbranch_scc1 .Lattention_varlen_causal_loop2_end
.Lattention_varlen_causal_loop2:
	v_add_u32 v43, s17, v45
	v_sub_u32 v44, v46, s17
	v_add_u32 v47, v4, v9
	v_add_u32 v48, 0, v47                               ; index along 's' (examples/attention_varlen.kgen:39)
	v_sub_u32 v47, v6, v3                               ; examples/attention_varlen.kgen:39
	v_add_u32 v49, v48, v47                             ; examples/attention_varlen.kgen:39
	v_add_u32 v47, v43, v15
	v_add_u32 v48, 0, v47                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v50, 1, v47                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v51, 2, v47                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v52, 3, v47                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v53, 8, v47                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v54, 9, v47                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v55, 10, v47                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v56, 11, v47                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v57, 16, v47                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v58, 17, v47                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v59, 18, v47                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v60, 19, v47                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v61, 24, v47                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v62, 25, v47                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v63, 26, v47                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v64, 27, v47                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_cmp_ge_i32 s[18:19], v49, v48                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[22:23], v49, v50                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[30:31], v49, v51                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[32:33], v49, v52                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[34:35], v49, v53                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[36:37], v49, v54                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[38:39], v49, v55                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[40:41], v49, v56                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[42:43], v49, v57                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[44:45], v49, v58                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[46:47], v49, v59                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[48:49], v49, v60                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[50:51], v49, v61                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[52:53], v49, v62                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[54:55], v49, v63                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[56:57], v49, v64                     ; examples/attention_varlen.kgen:39
	v_mul_lo_u32 v48, v43, s16
	v_mul_hi_u32 v49, v43, s16
	v_lshlrev_b64 v[50:51], 1, v[48:49]
	v_add_co_u32 v48, vcc, s28, v50                     ; 'k' at this chunk
	v_mov_b32 v43, s29
	v_addc_co_u32 v49, vcc, v43, v51, vcc
	v_cmp_lt_u32 s[58:59], v14, v44                     ; 'tt' element in bounds
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1011
	v_readfirstlane_b32 s62, v48                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s63, v49
	s_nop 4
	global_load_ushort v43, v16, s[62:63]
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v43
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1011
	v_readfirstlane_b32 s62, v48                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s63, v49
	s_nop 4
	global_load_ushort v43, v16, s[62:63] offset:2
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v43
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1011
	v_readfirstlane_b32 s62, v48                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s63, v49
	s_nop 4
	global_load_ushort v43, v16, s[62:63] offset:4
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v43
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1011
	v_readfirstlane_b32 s62, v48                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s63, v49
	s_nop 4
	global_load_ushort v43, v16, s[62:63] offset:6
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v43
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1011
	v_readfirstlane_b32 s62, v48                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s63, v49
	s_nop 4
	global_load_ushort v43, v16, s[62:63] offset:8
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v43
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1011
	v_readfirstlane_b32 s62, v48                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s63, v49
	s_nop 4
	global_load_ushort v43, v16, s[62:63] offset:10
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v43
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1011
	v_readfirstlane_b32 s62, v48                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s63, v49
	s_nop 4
	global_load_ushort v43, v16, s[62:63] offset:12
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v43
	v_mov_b32 v43, 0                                    ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_1011
	v_readfirstlane_b32 s62, v48                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s63, v49
	s_nop 4
	global_load_ushort v43, v16, s[62:63] offset:14
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v43
	s_mul_i32 s13, s16, 32
	s_lshl_b32 s21, s13, 1
	v_add_u32 v43, s21, v16
	v_add_u32 v59, 32, v14
	v_cmp_lt_u32 s[60:61], v59, v44                     ; 'tt' element in bounds
	v_mov_b32 v59, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1032
	v_readfirstlane_b32 s64, v48                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s65, v49
	s_nop 4
	global_load_ushort v59, v43, s[64:65]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v59
	v_mov_b32 v59, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1032
	v_readfirstlane_b32 s64, v48                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s65, v49
	s_nop 4
	global_load_ushort v59, v43, s[64:65] offset:2
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v59
	v_mov_b32 v59, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1032
	v_readfirstlane_b32 s64, v48                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s65, v49
	s_nop 4
	global_load_ushort v59, v43, s[64:65] offset:4
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v59
	v_mov_b32 v59, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1032
	v_readfirstlane_b32 s64, v48                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s65, v49
	s_nop 4
	global_load_ushort v59, v43, s[64:65] offset:6
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v59
	v_mov_b32 v59, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1032
	v_readfirstlane_b32 s64, v48                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s65, v49
	s_nop 4
	global_load_ushort v59, v43, s[64:65] offset:8
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v59
	v_mov_b32 v59, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1032
	v_readfirstlane_b32 s64, v48                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s65, v49
	s_nop 4
	global_load_ushort v59, v43, s[64:65] offset:10
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v59
	v_mov_b32 v59, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1032
	v_readfirstlane_b32 s64, v48                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s65, v49
	s_nop 4
	global_load_ushort v59, v43, s[64:65] offset:12
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v59
	v_mov_b32 v59, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_1032
	v_readfirstlane_b32 s64, v48                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s65, v49
	s_nop 4
	global_load_ushort v59, v43, s[64:65] offset:14
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v59
	v_lshrrev_b32 v49, 16, v47
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v23, v49 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v52
	ds_write_b16 v23, v47 offset:9218                   ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v53
	ds_write_b16 v23, v47 offset:9220                   ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v54
	ds_write_b16 v23, v47 offset:9222                   ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v55
	ds_write_b16 v23, v47 offset:9224                   ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v56
	ds_write_b16 v23, v47 offset:9226                   ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v57
	ds_write_b16 v23, v47 offset:9228                   ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v58
	ds_write_b16 v23, v47 offset:9230                   ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v60
	ds_write_b16 v23, v47 offset:13824                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v61
	ds_write_b16 v23, v47 offset:13826                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v62
	ds_write_b16 v23, v47 offset:13828                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v63
	ds_write_b16 v23, v47 offset:13830                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v64
	ds_write_b16 v23, v47 offset:13832                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v65
	ds_write_b16 v23, v47 offset:13834                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v66
	ds_write_b16 v23, v47 offset:13836                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v48
	ds_write_b16 v23, v47 offset:13838                  ; A operand of the product: stage
	v_mov_b32 v52, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	ds_read_b128 v[68:71], v2                           ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[72:75], v12 offset:9216              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[68:71], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[72:75], v12 offset:9248              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[68:71], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[72:75], v12 offset:9280              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[68:71], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[72:75], v12 offset:9312              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[52:67], v[72:73], v[68:69], v[52:67] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[52:67], v[74:75], v[70:71], v[52:67] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mul_f32 v47, s20, v52                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v48, s20, v53                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v49, s20, v54                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v68, s20, v55                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v69, s20, v56                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v70, s20, v57                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v71, s20, v58                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v72, s20, v59                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v73, s20, v60                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v74, s20, v61                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v75, s20, v62                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v76, s20, v63                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v77, s20, v64                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v78, s20, v65                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v79, s20, v66                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v80, s20, v67                             ; examples/attention_varlen.kgen:39
	v_mov_b32 v52, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v53, v52, v47, s[18:19]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v52, v47, v48, s[22:23]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v48, v47, v49, s[30:31]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v49, v47, v68, s[32:33]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v54, v47, v69, s[34:35]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v55, v47, v70, s[36:37]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v56, v47, v71, s[38:39]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v57, v47, v72, s[40:41]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v58, v47, v73, s[42:43]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v59, v47, v74, s[44:45]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v60, v47, v75, s[46:47]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v61, v47, v76, s[48:49]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v62, v47, v77, s[50:51]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v63, v47, v78, s[52:53]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v64, v47, v79, s[54:55]
	v_mov_b32 v47, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v65, v47, v80, s[56:57]
	v_cmp_lt_u32 s[18:19], v9, v5                       ; 's' element in bounds
	v_cmp_lt_u32 s[22:23], v15, v44                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[18:19], s[22:23]
	s_add_i32 s13, s27, 0                               ; index along 'b' (examples/attention_varlen.kgen:39)
	s_add_i32 s21, s13, 1                               ; examples/attention_varlen.kgen:39
	s_cmp_lt_u32 s21, s24                               ; subscript 0 of 'cu_k' inside [0, B1)
	s_cselect_b32 s13, 1, 0
	s_and_b32 s21, s13, s13
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[32:33], s[30:31], s[22:23]
	v_mov_b32 v47, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v66, v47, v53, s[32:33]
	v_add_u32 v47, 1, v15
	v_cmp_lt_u32 s[22:23], v47, v44                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[18:19], s[22:23]
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[34:35], s[30:31], s[22:23]
	v_mov_b32 v47, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v67, v47, v52, s[34:35]
	v_add_u32 v47, 2, v15
	v_cmp_lt_u32 s[22:23], v47, v44                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[18:19], s[22:23]
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[36:37], s[30:31], s[22:23]
	v_mov_b32 v47, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v68, v47, v48, s[36:37]
	v_add_u32 v47, 3, v15
	v_cmp_lt_u32 s[22:23], v47, v44                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[18:19], s[22:23]
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[38:39], s[30:31], s[22:23]
	v_mov_b32 v47, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v69, v47, v49, s[38:39]
	v_add_u32 v47, 8, v15
	v_cmp_lt_u32 s[22:23], v47, v44                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[18:19], s[22:23]
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[40:41], s[30:31], s[22:23]
	v_mov_b32 v47, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v70, v47, v54, s[40:41]
	v_add_u32 v47, 9, v15
	v_cmp_lt_u32 s[22:23], v47, v44                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[18:19], s[22:23]
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[42:43], s[30:31], s[22:23]
	v_mov_b32 v47, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v71, v47, v55, s[42:43]
	v_add_u32 v47, 10, v15
	v_cmp_lt_u32 s[22:23], v47, v44                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[18:19], s[22:23]
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[44:45], s[30:31], s[22:23]
	v_mov_b32 v47, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v72, v47, v56, s[44:45]
	v_add_u32 v47, 11, v15
	v_cmp_lt_u32 s[22:23], v47, v44                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[18:19], s[22:23]
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[46:47], s[30:31], s[22:23]
	v_mov_b32 v47, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v73, v47, v57, s[46:47]
	v_add_u32 v47, 16, v15
	v_cmp_lt_u32 s[22:23], v47, v44                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[18:19], s[22:23]
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[48:49], s[30:31], s[22:23]
	v_mov_b32 v47, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v74, v47, v58, s[48:49]
	v_add_u32 v47, 17, v15
	v_cmp_lt_u32 s[22:23], v47, v44                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[18:19], s[22:23]
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[50:51], s[30:31], s[22:23]
	v_mov_b32 v47, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v47, v59, s[50:51]
	v_add_u32 v47, 18, v15
	v_cmp_lt_u32 s[22:23], v47, v44                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[18:19], s[22:23]
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[52:53], s[30:31], s[22:23]
	v_mov_b32 v47, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v47, v60, s[52:53]
	v_add_u32 v47, 19, v15
	v_cmp_lt_u32 s[22:23], v47, v44                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[18:19], s[22:23]
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[54:55], s[30:31], s[22:23]
	v_mov_b32 v47, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v47, v61, s[54:55]
	v_add_u32 v47, 24, v15
	v_cmp_lt_u32 s[22:23], v47, v44                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[18:19], s[22:23]
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[56:57], s[30:31], s[22:23]
	v_mov_b32 v47, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v78, v47, v62, s[56:57]
	v_add_u32 v47, 25, v15
	v_cmp_lt_u32 s[22:23], v47, v44                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[18:19], s[22:23]
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[62:63], s[30:31], s[22:23]
	v_mov_b32 v47, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v79, v47, v63, s[62:63]
	v_add_u32 v47, 26, v15
	v_cmp_lt_u32 s[22:23], v47, v44                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[18:19], s[22:23]
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[64:65], s[30:31], s[22:23]
	v_mov_b32 v47, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v80, v47, v64, s[64:65]
	v_add_u32 v47, 27, v15
	v_cmp_lt_u32 s[22:23], v47, v44                     ; 'tt' element in bounds
	s_and_b64 s[30:31], s[18:19], s[22:23]
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[22:23], s[30:31], s[18:19]
	v_mov_b32 v44, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v47, v44, v65, s[22:23]
	v_max_f32 v44, v66, v67                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v66, v67
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v44, v66, s[18:19]
	v_max_f32 v44, v67, v68                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v67, v68
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v44, v66, s[18:19]
	v_max_f32 v44, v67, v69                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v67, v69
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v44, v66, s[18:19]
	v_max_f32 v44, v67, v70                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v67, v70
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v44, v66, s[18:19]
	v_max_f32 v44, v67, v71                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v67, v71
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v44, v66, s[18:19]
	v_max_f32 v44, v67, v72                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v67, v72
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v44, v66, s[18:19]
	v_max_f32 v44, v67, v73                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v67, v73
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v44, v66, s[18:19]
	v_max_f32 v44, v67, v74                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v67, v74
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v44, v66, s[18:19]
	v_max_f32 v44, v67, v75                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v67, v75
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v44, v66, s[18:19]
	v_max_f32 v44, v67, v76                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v67, v76
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v44, v66, s[18:19]
	v_max_f32 v44, v67, v77                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v67, v77
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v44, v66, s[18:19]
	v_max_f32 v44, v67, v78                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v67, v78
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v44, v66, s[18:19]
	v_max_f32 v44, v67, v79                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v67, v79
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v44, v66, s[18:19]
	v_max_f32 v44, v67, v80                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v67, v80
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v44, v66, s[18:19]
	v_max_f32 v44, v67, v47                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v67, v47
	v_mov_b32 v47, 0x7fc00000
	v_cndmask_b32 v66, v44, v47, s[18:19]
	v_and_b32 v44, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:41): lanes 32 apart
	v_xor_b32 v44, 32, v44
	v_lshlrev_b32 v44, 2, v44
	ds_bpermute_b32 v47, v44, v66
	s_waitcnt lgkmcnt(0)
	v_max_f32 v44, v66, v47
	v_cmp_u_f32 s[18:19], v66, v47
	v_mov_b32 v47, 0x7fc00000
	v_cndmask_b32 v66, v44, v47, s[18:19]
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_314
	ds_write_b32 v11, v66 offset:46080                  ; max over 'tt' (examples/attention_varlen.kgen:41): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v44, v13 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 0
	ds_read_b32 v47, v13 offset:46336                   ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v66, v44, v47
	v_cmp_u_f32 s[18:19], v44, v47
	v_mov_b32 v44, 0x7fc00000
	v_cndmask_b32 v47, v66, v44, s[18:19]
	v_max_f32 v44, v1, v47                              ; examples/attention_varlen.kgen:41
	v_cmp_u_f32 s[18:19], v1, v47
	v_mov_b32 v47, 0x7fc00000
	v_cndmask_b32 v66, v44, v47, s[18:19]
	v_sub_f32 v44, v1, v66                              ; examples/attention_varlen.kgen:43
	v_mul_f32 v47, 0x3fb8aa3b, v44                      ; examples/attention_varlen.kgen:43
	v_exp_f32 v44, v47                                  ; examples/attention_varlen.kgen:43
	v_mul_f32 v47, v26, v44                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v67, v27, v44                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v68, v28, v44                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v69, v29, v44                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v70, v30, v44                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v71, v31, v44                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v72, v32, v44                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v73, v33, v44                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v74, v34, v44                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v75, v35, v44                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v76, v36, v44                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v77, v37, v44                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v78, v38, v44                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v79, v39, v44                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v80, v40, v44                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v81, v41, v44                             ; examples/attention_varlen.kgen:45
	v_mov_b32 v26, v47                                  ; 'acc' scaled in place
	v_mov_b32 v27, v67                                  ; 'acc' scaled in place
	v_mov_b32 v28, v68                                  ; 'acc' scaled in place
	v_mov_b32 v29, v69                                  ; 'acc' scaled in place
	v_mov_b32 v30, v70                                  ; 'acc' scaled in place
	v_mov_b32 v31, v71                                  ; 'acc' scaled in place
	v_mov_b32 v32, v72                                  ; 'acc' scaled in place
	v_mov_b32 v33, v73                                  ; 'acc' scaled in place
	v_mov_b32 v34, v74                                  ; 'acc' scaled in place
	v_mov_b32 v35, v75                                  ; 'acc' scaled in place
	v_mov_b32 v36, v76                                  ; 'acc' scaled in place
	v_mov_b32 v37, v77                                  ; 'acc' scaled in place
	v_mov_b32 v38, v78                                  ; 'acc' scaled in place
	v_mov_b32 v39, v79                                  ; 'acc' scaled in place
	v_mov_b32 v40, v80                                  ; 'acc' scaled in place
	v_mov_b32 v41, v81                                  ; 'acc' scaled in place
	v_add_co_u32 v68, vcc, s10, v50                     ; 'v' at this chunk
	v_mov_b32 v47, s11
	v_addc_co_u32 v69, vcc, v47, v51, vcc
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[58:59]               ; lanes where %vpred_1011
	v_readfirstlane_b32 s30, v68                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s31, v69
	s_nop 4
	global_load_ushort v47, v16, s[30:31]
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[58:59]               ; lanes where %vpred_1011
	v_readfirstlane_b32 s30, v68                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s31, v69
	s_nop 4
	global_load_ushort v47, v16, s[30:31] offset:2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[58:59]               ; lanes where %vpred_1011
	v_readfirstlane_b32 s30, v68                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s31, v69
	s_nop 4
	global_load_ushort v47, v16, s[30:31] offset:4
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[58:59]               ; lanes where %vpred_1011
	v_readfirstlane_b32 s30, v68                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s31, v69
	s_nop 4
	global_load_ushort v47, v16, s[30:31] offset:6
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[58:59]               ; lanes where %vpred_1011
	v_readfirstlane_b32 s30, v68                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s31, v69
	s_nop 4
	global_load_ushort v47, v16, s[30:31] offset:8
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[58:59]               ; lanes where %vpred_1011
	v_readfirstlane_b32 s30, v68                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s31, v69
	s_nop 4
	global_load_ushort v47, v16, s[30:31] offset:10
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[58:59]               ; lanes where %vpred_1011
	v_readfirstlane_b32 s30, v68                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s31, v69
	s_nop 4
	global_load_ushort v47, v16, s[30:31] offset:12
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[58:59]               ; lanes where %vpred_1011
	v_readfirstlane_b32 s30, v68                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s31, v69
	s_nop 4
	global_load_ushort v47, v16, s[30:31] offset:14
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[60:61]               ; lanes where %vpred_1032
	v_readfirstlane_b32 s30, v68                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s31, v69
	s_nop 4
	global_load_ushort v47, v43, s[30:31]
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v75, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[60:61]               ; lanes where %vpred_1032
	v_readfirstlane_b32 s30, v68                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s31, v69
	s_nop 4
	global_load_ushort v47, v43, s[30:31] offset:2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v76, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[60:61]               ; lanes where %vpred_1032
	v_readfirstlane_b32 s30, v68                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s31, v69
	s_nop 4
	global_load_ushort v47, v43, s[30:31] offset:4
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v77, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[60:61]               ; lanes where %vpred_1032
	v_readfirstlane_b32 s30, v68                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s31, v69
	s_nop 4
	global_load_ushort v47, v43, s[30:31] offset:6
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v78, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[60:61]               ; lanes where %vpred_1032
	v_readfirstlane_b32 s30, v68                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s31, v69
	s_nop 4
	global_load_ushort v47, v43, s[30:31] offset:8
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v79, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[60:61]               ; lanes where %vpred_1032
	v_readfirstlane_b32 s30, v68                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s31, v69
	s_nop 4
	global_load_ushort v47, v43, s[30:31] offset:10
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v80, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[60:61]               ; lanes where %vpred_1032
	v_readfirstlane_b32 s30, v68                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s31, v69
	s_nop 4
	global_load_ushort v47, v43, s[30:31] offset:12
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v81, 16, v47
	v_mov_b32 v47, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[60:61]               ; lanes where %vpred_1032
	v_readfirstlane_b32 s30, v68                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s31, v69
	s_nop 4
	global_load_ushort v47, v43, s[30:31] offset:14
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v47
	v_lshrrev_b32 v47, 16, v50
	ds_write_b16 v25, v47 offset:18432                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v51
	ds_write_b16 v25, v47 offset:18576                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v67
	ds_write_b16 v25, v47 offset:18720                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v70
	ds_write_b16 v25, v47 offset:18864                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v71
	ds_write_b16 v25, v47 offset:19008                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v72
	ds_write_b16 v25, v47 offset:19152                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v73
	ds_write_b16 v25, v47 offset:19296                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v74
	ds_write_b16 v25, v47 offset:19440                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v75
	ds_write_b16 v25, v47 offset:18496                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v76
	ds_write_b16 v25, v47 offset:18640                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v77
	ds_write_b16 v25, v47 offset:18784                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v78
	ds_write_b16 v25, v47 offset:18928                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v79
	ds_write_b16 v25, v47 offset:19072                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v80
	ds_write_b16 v25, v47 offset:19216                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v81
	ds_write_b16 v25, v47 offset:19360                  ; A operand of the product: stage
	v_lshrrev_b32 v47, 16, v43
	ds_write_b16 v25, v47 offset:19504                  ; A operand of the product: stage
	v_mul_f32 v43, 0xbfb8aa3b, v66                      ; -m log2 e of e^(x - m), once per m (examples/attention_varlen.kgen:42)
	v_mov_b32 v47, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v50, v53, v47, v43
	v_exp_f32 v47, v50                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v50, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v52, v50, v43
	v_exp_f32 v50, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v52, v48, v51, v43
	v_exp_f32 v48, v52                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v52, v49, v51, v43
	v_exp_f32 v49, v52                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v52, v54, v51, v43
	v_exp_f32 v51, v52                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v52, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v55, v52, v43
	v_exp_f32 v52, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v53, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v54, v56, v53, v43
	v_exp_f32 v53, v54                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v54, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v55, v57, v54, v43
	v_exp_f32 v54, v55                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v55, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v56, v58, v55, v43
	v_exp_f32 v55, v56                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v56, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v57, v59, v56, v43
	v_exp_f32 v56, v57                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v57, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v58, v60, v57, v43
	v_exp_f32 v57, v58                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v58, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v59, v61, v58, v43
	v_exp_f32 v58, v59                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v59, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v60, v62, v59, v43
	v_exp_f32 v59, v60                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v60, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v61, v63, v60, v43
	v_exp_f32 v60, v61                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v61, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v62, v64, v61, v43
	v_exp_f32 v61, v62                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v62, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v63, v65, v62, v43
	v_exp_f32 v43, v63                                  ; examples/attention_varlen.kgen:42
	v_bfe_u32 v62, v47, 16, 1                           ; round to bf16
	v_add3_u32 v63, v47, v62, s7
	v_cmp_u_f32 s[18:19], v47, v47
	v_mov_b32 v62, 0x7fc00000
	v_cndmask_b32 v63, v63, v62, s[18:19]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v50, 16, 1                           ; round to bf16
	v_add3_u32 v64, v50, v63, s7
	v_cmp_u_f32 s[18:19], v50, v50
	v_mov_b32 v63, 0x7fc00000
	v_cndmask_b32 v64, v64, v63, s[18:19]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v48, 16, 1                           ; round to bf16
	v_add3_u32 v65, v48, v64, s7
	v_cmp_u_f32 s[18:19], v48, v48
	v_mov_b32 v64, 0x7fc00000
	v_cndmask_b32 v65, v65, v64, s[18:19]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v49, 16, 1                           ; round to bf16
	v_add3_u32 v67, v49, v65, s7
	v_cmp_u_f32 s[18:19], v49, v49
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v67, v67, v65, s[18:19]
	v_and_b32 v65, 0xffff0000, v67
	v_bfe_u32 v67, v51, 16, 1                           ; round to bf16
	v_add3_u32 v68, v51, v67, s7
	v_cmp_u_f32 s[18:19], v51, v51
	v_mov_b32 v67, 0x7fc00000
	v_cndmask_b32 v68, v68, v67, s[18:19]
	v_and_b32 v67, 0xffff0000, v68
	v_bfe_u32 v68, v52, 16, 1                           ; round to bf16
	v_add3_u32 v69, v52, v68, s7
	v_cmp_u_f32 s[18:19], v52, v52
	v_mov_b32 v68, 0x7fc00000
	v_cndmask_b32 v69, v69, v68, s[18:19]
	v_and_b32 v68, 0xffff0000, v69
	v_bfe_u32 v69, v53, 16, 1                           ; round to bf16
	v_add3_u32 v70, v53, v69, s7
	v_cmp_u_f32 s[18:19], v53, v53
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v70, v69, s[18:19]
	v_and_b32 v69, 0xffff0000, v70
	v_bfe_u32 v70, v54, 16, 1                           ; round to bf16
	v_add3_u32 v71, v54, v70, s7
	v_cmp_u_f32 s[18:19], v54, v54
	v_mov_b32 v70, 0x7fc00000
	v_cndmask_b32 v71, v71, v70, s[18:19]
	v_and_b32 v70, 0xffff0000, v71
	v_bfe_u32 v71, v55, 16, 1                           ; round to bf16
	v_add3_u32 v72, v55, v71, s7
	v_cmp_u_f32 s[18:19], v55, v55
	v_mov_b32 v71, 0x7fc00000
	v_cndmask_b32 v72, v72, v71, s[18:19]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v56, 16, 1                           ; round to bf16
	v_add3_u32 v73, v56, v72, s7
	v_cmp_u_f32 s[18:19], v56, v56
	v_mov_b32 v72, 0x7fc00000
	v_cndmask_b32 v73, v73, v72, s[18:19]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v57, 16, 1                           ; round to bf16
	v_add3_u32 v74, v57, v73, s7
	v_cmp_u_f32 s[18:19], v57, v57
	v_mov_b32 v73, 0x7fc00000
	v_cndmask_b32 v74, v74, v73, s[18:19]
	v_and_b32 v73, 0xffff0000, v74
	v_bfe_u32 v74, v58, 16, 1                           ; round to bf16
	v_add3_u32 v75, v58, v74, s7
	v_cmp_u_f32 s[18:19], v58, v58
	v_mov_b32 v74, 0x7fc00000
	v_cndmask_b32 v75, v75, v74, s[18:19]
	v_and_b32 v74, 0xffff0000, v75
	v_bfe_u32 v75, v59, 16, 1                           ; round to bf16
	v_add3_u32 v76, v59, v75, s7
	v_cmp_u_f32 s[18:19], v59, v59
	v_mov_b32 v75, 0x7fc00000
	v_cndmask_b32 v76, v76, v75, s[18:19]
	v_and_b32 v75, 0xffff0000, v76
	v_bfe_u32 v76, v60, 16, 1                           ; round to bf16
	v_add3_u32 v77, v60, v76, s7
	v_cmp_u_f32 s[18:19], v60, v60
	v_mov_b32 v76, 0x7fc00000
	v_cndmask_b32 v77, v77, v76, s[18:19]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v61, 16, 1                           ; round to bf16
	v_add3_u32 v78, v61, v77, s7
	v_cmp_u_f32 s[18:19], v61, v61
	v_mov_b32 v77, 0x7fc00000
	v_cndmask_b32 v78, v78, v77, s[18:19]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v43, 16, 1                           ; round to bf16
	v_add3_u32 v79, v43, v78, s7
	v_cmp_u_f32 s[18:19], v43, v43
	v_mov_b32 v78, 0x7fc00000
	v_cndmask_b32 v79, v79, v78, s[18:19]
	v_and_b32 v78, 0xffff0000, v79
	v_cndmask_b32 v79, 0, v62, s[32:33]                 ; absent elements add nothing
	v_lshrrev_b32 v62, 16, v79
	ds_write_b16 v17, v62 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v62, 0, v63, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v62, 0, v64, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v62, 0, v65, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v62, 0, v67, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v62, 0, v68, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v62, 0, v69, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v62, 0, v70, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v62, 0, v71, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v62, 0, v72, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v62, 0, v73, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v62, 0, v74, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v62, 0, v75, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v62, 0, v76, s[62:63]                 ; absent elements add nothing
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v62, 0, v77, s[64:65]                 ; absent elements add nothing
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v62, 0, v78, s[22:23]                 ; absent elements add nothing
	v_lshrrev_b32 v63, 16, v62
	ds_write_b16 v17, v63 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[62:65], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[68:71], v12 offset:18432             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[68:69], v[62:63], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[70:71], v[64:65], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[62:65], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[68:71], v12 offset:18464             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[68:69], v[62:63], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[70:71], v[64:65], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[62:65], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[68:71], v12 offset:18496             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[68:69], v[62:63], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[70:71], v[64:65], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[62:65], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[68:71], v12 offset:18528             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[68:69], v[62:63], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[70:71], v[64:65], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mul_f32 v62, v42, v44                             ; examples/attention_varlen.kgen:44
	v_cndmask_b32 v44, 0, v47, s[32:33]                 ; absent elements contribute the identity
	v_cndmask_b32 v47, 0, v50, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v50, 0, v48, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v48, 0, v49, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v49, 0, v51, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v51, 0, v52, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v52, 0, v53, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v53, 0, v54, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v54, 0, v55, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v55, 0, v56, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v56, 0, v57, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v58, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v59, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v60, s[62:63]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v61, s[64:65]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v43, s[22:23]                 ; absent elements contribute the identity
	v_add_f32 v43, v44, v47                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v44, v43, v50                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v44, v48                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v44, v43, v49                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v44, v51                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v44, v43, v52                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v44, v53                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v44, v43, v54                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v44, v55                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v44, v43, v56                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v44, v57                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v44, v43, v58                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v44, v59                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v44, v43, v60                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v44, v61                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_and_b32 v44, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:44): lanes 32 apart
	v_xor_b32 v44, 32, v44
	v_lshlrev_b32 v44, 2, v44
	ds_bpermute_b32 v47, v44, v43
	s_waitcnt lgkmcnt(0)
	v_add_f32 v44, v43, v47
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_314
	ds_write_b32 v11, v44 offset:55808                  ; sum over 'tt' (examples/attention_varlen.kgen:44): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v43, v13 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 0
	ds_read_b32 v44, v13 offset:56064                   ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v47, v43, v44
	v_add_f32 v43, v62, v47                             ; examples/attention_varlen.kgen:44
	v_mov_b32 v42, v43                                  ; next 'l'
	v_mov_b32 v1, v66                                   ; next 'mx'
	s_add_u32 s17, s17, 64
	s_cmp_lt_u32 s17, s12
	s_cbranch_scc1 .Lattention_varlen_causal_loop2
.Lattention_varlen_causal_loop2_end:
	v_cmp_gt_f32 s[12:13], v42, 0                       ; examples/attention_varlen.kgen:48
	v_div_scale_f32 v1, s[18:19], v42, v42, v26         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v43, v1
	v_div_scale_f32 v44, vcc, v26, v42, v26
	v_fma_f32 v45, -v1, v43, 1.0
	v_fma_f32 v43, v45, v43, v43
	v_mul_f32 v46, v44, v43
	v_fma_f32 v45, -v1, v46, v44
	v_fma_f32 v46, v45, v43, v46
	v_fma_f32 v45, -v1, v46, v44
	v_div_fmas_f32 v45, v45, v43, v46
	v_div_fixup_f32 v1, v45, v42, v26
	v_div_scale_f32 v43, s[18:19], v42, v42, v27        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v44, v43
	v_div_scale_f32 v45, vcc, v27, v42, v27
	v_fma_f32 v46, -v43, v44, 1.0
	v_fma_f32 v44, v46, v44, v44
	v_mul_f32 v47, v45, v44
	v_fma_f32 v46, -v43, v47, v45
	v_fma_f32 v47, v46, v44, v47
	v_fma_f32 v46, -v43, v47, v45
	v_div_fmas_f32 v46, v46, v44, v47
	v_div_fixup_f32 v43, v46, v42, v27
	v_div_scale_f32 v44, s[18:19], v42, v42, v28        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v45, v44
	v_div_scale_f32 v46, vcc, v28, v42, v28
	v_fma_f32 v47, -v44, v45, 1.0
	v_fma_f32 v45, v47, v45, v45
	v_mul_f32 v48, v46, v45
	v_fma_f32 v47, -v44, v48, v46
	v_fma_f32 v48, v47, v45, v48
	v_fma_f32 v47, -v44, v48, v46
	v_div_fmas_f32 v47, v47, v45, v48
	v_div_fixup_f32 v44, v47, v42, v28
	v_div_scale_f32 v45, s[18:19], v42, v42, v29        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v46, v45
	v_div_scale_f32 v47, vcc, v29, v42, v29
	v_fma_f32 v48, -v45, v46, 1.0
	v_fma_f32 v46, v48, v46, v46
	v_mul_f32 v49, v47, v46
	v_fma_f32 v48, -v45, v49, v47
	v_fma_f32 v49, v48, v46, v49
	v_fma_f32 v48, -v45, v49, v47
	v_div_fmas_f32 v48, v48, v46, v49
	v_div_fixup_f32 v45, v48, v42, v29
	v_div_scale_f32 v46, s[18:19], v42, v42, v30        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v47, v46
	v_div_scale_f32 v48, vcc, v30, v42, v30
	v_fma_f32 v49, -v46, v47, 1.0
	v_fma_f32 v47, v49, v47, v47
	v_mul_f32 v50, v48, v47
	v_fma_f32 v49, -v46, v50, v48
	v_fma_f32 v50, v49, v47, v50
	v_fma_f32 v49, -v46, v50, v48
	v_div_fmas_f32 v49, v49, v47, v50
	v_div_fixup_f32 v46, v49, v42, v30
	v_div_scale_f32 v47, s[18:19], v42, v42, v31        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v48, v47
	v_div_scale_f32 v49, vcc, v31, v42, v31
	v_fma_f32 v50, -v47, v48, 1.0
	v_fma_f32 v48, v50, v48, v48
	v_mul_f32 v51, v49, v48
	v_fma_f32 v50, -v47, v51, v49
	v_fma_f32 v51, v50, v48, v51
	v_fma_f32 v50, -v47, v51, v49
	v_div_fmas_f32 v50, v50, v48, v51
	v_div_fixup_f32 v47, v50, v42, v31
	v_div_scale_f32 v48, s[18:19], v42, v42, v32        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v49, v48
	v_div_scale_f32 v50, vcc, v32, v42, v32
	v_fma_f32 v51, -v48, v49, 1.0
	v_fma_f32 v49, v51, v49, v49
	v_mul_f32 v52, v50, v49
	v_fma_f32 v51, -v48, v52, v50
	v_fma_f32 v52, v51, v49, v52
	v_fma_f32 v51, -v48, v52, v50
	v_div_fmas_f32 v51, v51, v49, v52
	v_div_fixup_f32 v48, v51, v42, v32
	v_div_scale_f32 v49, s[18:19], v42, v42, v33        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v50, v49
	v_div_scale_f32 v51, vcc, v33, v42, v33
	v_fma_f32 v52, -v49, v50, 1.0
	v_fma_f32 v50, v52, v50, v50
	v_mul_f32 v53, v51, v50
	v_fma_f32 v52, -v49, v53, v51
	v_fma_f32 v53, v52, v50, v53
	v_fma_f32 v52, -v49, v53, v51
	v_div_fmas_f32 v52, v52, v50, v53
	v_div_fixup_f32 v49, v52, v42, v33
	v_div_scale_f32 v50, s[18:19], v42, v42, v34        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v51, v50
	v_div_scale_f32 v52, vcc, v34, v42, v34
	v_fma_f32 v53, -v50, v51, 1.0
	v_fma_f32 v51, v53, v51, v51
	v_mul_f32 v54, v52, v51
	v_fma_f32 v53, -v50, v54, v52
	v_fma_f32 v54, v53, v51, v54
	v_fma_f32 v53, -v50, v54, v52
	v_div_fmas_f32 v53, v53, v51, v54
	v_div_fixup_f32 v50, v53, v42, v34
	v_div_scale_f32 v51, s[18:19], v42, v42, v35        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v52, v51
	v_div_scale_f32 v53, vcc, v35, v42, v35
	v_fma_f32 v54, -v51, v52, 1.0
	v_fma_f32 v52, v54, v52, v52
	v_mul_f32 v55, v53, v52
	v_fma_f32 v54, -v51, v55, v53
	v_fma_f32 v55, v54, v52, v55
	v_fma_f32 v54, -v51, v55, v53
	v_div_fmas_f32 v54, v54, v52, v55
	v_div_fixup_f32 v51, v54, v42, v35
	v_div_scale_f32 v52, s[18:19], v42, v42, v36        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v53, v52
	v_div_scale_f32 v54, vcc, v36, v42, v36
	v_fma_f32 v55, -v52, v53, 1.0
	v_fma_f32 v53, v55, v53, v53
	v_mul_f32 v56, v54, v53
	v_fma_f32 v55, -v52, v56, v54
	v_fma_f32 v56, v55, v53, v56
	v_fma_f32 v55, -v52, v56, v54
	v_div_fmas_f32 v55, v55, v53, v56
	v_div_fixup_f32 v52, v55, v42, v36
	v_div_scale_f32 v53, s[18:19], v42, v42, v37        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v54, v53
	v_div_scale_f32 v55, vcc, v37, v42, v37
	v_fma_f32 v56, -v53, v54, 1.0
	v_fma_f32 v54, v56, v54, v54
	v_mul_f32 v57, v55, v54
	v_fma_f32 v56, -v53, v57, v55
	v_fma_f32 v57, v56, v54, v57
	v_fma_f32 v56, -v53, v57, v55
	v_div_fmas_f32 v56, v56, v54, v57
	v_div_fixup_f32 v53, v56, v42, v37
	v_div_scale_f32 v54, s[18:19], v42, v42, v38        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v55, v54
	v_div_scale_f32 v56, vcc, v38, v42, v38
	v_fma_f32 v57, -v54, v55, 1.0
	v_fma_f32 v55, v57, v55, v55
	v_mul_f32 v58, v56, v55
	v_fma_f32 v57, -v54, v58, v56
	v_fma_f32 v58, v57, v55, v58
	v_fma_f32 v57, -v54, v58, v56
	v_div_fmas_f32 v57, v57, v55, v58
	v_div_fixup_f32 v54, v57, v42, v38
	v_div_scale_f32 v55, s[18:19], v42, v42, v39        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v56, v55
	v_div_scale_f32 v57, vcc, v39, v42, v39
	v_fma_f32 v58, -v55, v56, 1.0
	v_fma_f32 v56, v58, v56, v56
	v_mul_f32 v59, v57, v56
	v_fma_f32 v58, -v55, v59, v57
	v_fma_f32 v59, v58, v56, v59
	v_fma_f32 v58, -v55, v59, v57
	v_div_fmas_f32 v58, v58, v56, v59
	v_div_fixup_f32 v55, v58, v42, v39
	v_div_scale_f32 v56, s[18:19], v42, v42, v40        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v57, v56
	v_div_scale_f32 v58, vcc, v40, v42, v40
	v_fma_f32 v59, -v56, v57, 1.0
	v_fma_f32 v57, v59, v57, v57
	v_mul_f32 v60, v58, v57
	v_fma_f32 v59, -v56, v60, v58
	v_fma_f32 v60, v59, v57, v60
	v_fma_f32 v59, -v56, v60, v58
	v_div_fmas_f32 v59, v59, v57, v60
	v_div_fixup_f32 v56, v59, v42, v40
	v_div_scale_f32 v57, s[18:19], v42, v42, v41        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v58, v57
	v_div_scale_f32 v59, vcc, v41, v42, v41
	v_fma_f32 v60, -v57, v58, 1.0
	v_fma_f32 v58, v60, v58, v58
	v_mul_f32 v61, v59, v58
	v_fma_f32 v60, -v57, v61, v59
	v_fma_f32 v61, v60, v58, v61
	v_fma_f32 v60, -v57, v61, v59
	v_div_fmas_f32 v60, v60, v58, v61
	v_div_fixup_f32 v57, v60, v42, v41
	v_cndmask_b32 v26, 0, v1, s[12:13]                  ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v1, 0, v43, s[12:13]                  ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v27, 0, v44, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v28, 0, v45, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v29, 0, v46, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v30, 0, v47, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v31, 0, v48, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v32, 0, v49, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v33, 0, v50, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v34, 0, v51, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v35, 0, v52, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v36, 0, v53, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v37, 0, v54, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v38, 0, v55, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v39, 0, v56, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v40, 0, v57, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_mov_b32 v41, 0x7fc00000
	v_cmp_u_f32 s[12:13], v26, v26
	v_cmp_u_f32 s[18:19], v1, v1
	v_bfe_u32 v42, v26, 16, 1
	v_bfe_u32 v43, v1, 16, 1
	v_add3_u32 v44, v26, v42, s7
	v_add3_u32 v26, v1, v43, s7
	v_cndmask_b32 v44, v44, v41, s[12:13]
	v_cndmask_b32 v26, v26, v41, s[18:19]
	v_perm_b32 v1, v26, v44, s6
	v_mov_b32 v26, 0x7fc00000
	v_cmp_u_f32 s[12:13], v27, v27
	v_cmp_u_f32 s[18:19], v28, v28
	v_bfe_u32 v41, v27, 16, 1
	v_bfe_u32 v42, v28, 16, 1
	v_add3_u32 v43, v27, v41, s7
	v_add3_u32 v27, v28, v42, s7
	v_cndmask_b32 v43, v43, v26, s[12:13]
	v_cndmask_b32 v27, v27, v26, s[18:19]
	v_perm_b32 v26, v27, v43, s6
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:48: 8-byte store to 'o_causal'
	v_readfirstlane_b32 s13, v19
	v_mov_b32 v42, v1
	v_mov_b32 v43, v26
	s_nop 2
	global_store_dwordx2 v10, v[42:43], s[12:13]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v29, v29
	v_cmp_u_f32 s[18:19], v30, v30
	v_bfe_u32 v26, v29, 16, 1
	v_bfe_u32 v27, v30, 16, 1
	v_add3_u32 v28, v29, v26, s7
	v_add3_u32 v26, v30, v27, s7
	v_cndmask_b32 v28, v28, v1, s[12:13]
	v_cndmask_b32 v26, v26, v1, s[18:19]
	v_perm_b32 v1, v26, v28, s6
	v_mov_b32 v26, 0x7fc00000
	v_cmp_u_f32 s[12:13], v31, v31
	v_cmp_u_f32 s[18:19], v32, v32
	v_bfe_u32 v27, v31, 16, 1
	v_bfe_u32 v28, v32, 16, 1
	v_add3_u32 v29, v31, v27, s7
	v_add3_u32 v27, v32, v28, s7
	v_cndmask_b32 v29, v29, v26, s[12:13]
	v_cndmask_b32 v27, v27, v26, s[18:19]
	v_perm_b32 v26, v27, v29, s6
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:48: 8-byte store to 'o_causal'
	v_readfirstlane_b32 s13, v19
	v_mov_b32 v28, v1
	v_mov_b32 v29, v26
	s_nop 2
	global_store_dwordx2 v10, v[28:29], s[12:13] offset:16
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v33, v33
	v_cmp_u_f32 s[18:19], v34, v34
	v_bfe_u32 v26, v33, 16, 1
	v_bfe_u32 v27, v34, 16, 1
	v_add3_u32 v28, v33, v26, s7
	v_add3_u32 v26, v34, v27, s7
	v_cndmask_b32 v28, v28, v1, s[12:13]
	v_cndmask_b32 v26, v26, v1, s[18:19]
	v_perm_b32 v1, v26, v28, s6
	v_mov_b32 v26, 0x7fc00000
	v_cmp_u_f32 s[12:13], v35, v35
	v_cmp_u_f32 s[18:19], v36, v36
	v_bfe_u32 v27, v35, 16, 1
	v_bfe_u32 v28, v36, 16, 1
	v_add3_u32 v29, v35, v27, s7
	v_add3_u32 v27, v36, v28, s7
	v_cndmask_b32 v29, v29, v26, s[12:13]
	v_cndmask_b32 v27, v27, v26, s[18:19]
	v_perm_b32 v26, v27, v29, s6
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:48: 8-byte store to 'o_causal'
	v_readfirstlane_b32 s13, v19
	v_mov_b32 v28, v1
	v_mov_b32 v29, v26
	s_nop 2
	global_store_dwordx2 v10, v[28:29], s[12:13] offset:32
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v37, v37
	v_cmp_u_f32 s[18:19], v38, v38
	v_bfe_u32 v26, v37, 16, 1
	v_bfe_u32 v27, v38, 16, 1
	v_add3_u32 v28, v37, v26, s7
	v_add3_u32 v26, v38, v27, s7
	v_cndmask_b32 v28, v28, v1, s[12:13]
	v_cndmask_b32 v26, v26, v1, s[18:19]
	v_perm_b32 v1, v26, v28, s6
	v_mov_b32 v26, 0x7fc00000
	v_cmp_u_f32 s[12:13], v39, v39
	v_cmp_u_f32 s[18:19], v40, v40
	v_bfe_u32 v27, v39, 16, 1
	v_bfe_u32 v28, v40, 16, 1
	v_add3_u32 v29, v39, v27, s7
	v_add3_u32 v27, v40, v28, s7
	v_cndmask_b32 v29, v29, v26, s[12:13]
	v_cndmask_b32 v27, v27, v26, s[18:19]
	v_perm_b32 v26, v27, v29, s6
	v_readfirstlane_b32 s12, v18                        ; examples/attention_varlen.kgen:48: 8-byte store to 'o_causal'
	v_readfirstlane_b32 s13, v19
	v_mov_b32 v28, v1
	v_mov_b32 v29, v26
	s_nop 2
	global_store_dwordx2 v10, v[28:29], s[12:13] offset:48
	s_branch .Lattention_varlen_causal_if0_end
.Lattention_varlen_causal_if0_else:
	v_cmp_lt_u32 s[12:13], v9, v5                       ; 's' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_1512
	v_readfirstlane_b32 s22, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s23, v21
	s_nop 4
	global_load_ushort v1, v10, s[22:23]
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_1512
	v_readfirstlane_b32 s22, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s23, v21
	s_nop 4
	global_load_ushort v1, v10, s[22:23] offset:2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_1512
	v_readfirstlane_b32 s22, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s23, v21
	s_nop 4
	global_load_ushort v1, v10, s[22:23] offset:4
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_1512
	v_readfirstlane_b32 s22, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s23, v21
	s_nop 4
	global_load_ushort v1, v10, s[22:23] offset:6
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_1512
	v_readfirstlane_b32 s22, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s23, v21
	s_nop 4
	global_load_ushort v1, v10, s[22:23] offset:16
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_1512
	v_readfirstlane_b32 s22, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s23, v21
	s_nop 4
	global_load_ushort v1, v10, s[22:23] offset:18
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_1512
	v_readfirstlane_b32 s22, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s23, v21
	s_nop 4
	global_load_ushort v1, v10, s[22:23] offset:20
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_1512
	v_readfirstlane_b32 s22, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s23, v21
	s_nop 4
	global_load_ushort v1, v10, s[22:23] offset:22
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_1512
	v_readfirstlane_b32 s22, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s23, v21
	s_nop 4
	global_load_ushort v1, v10, s[22:23] offset:32
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_1512
	v_readfirstlane_b32 s22, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s23, v21
	s_nop 4
	global_load_ushort v1, v10, s[22:23] offset:34
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_1512
	v_readfirstlane_b32 s22, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s23, v21
	s_nop 4
	global_load_ushort v1, v10, s[22:23] offset:36
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_1512
	v_readfirstlane_b32 s22, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s23, v21
	s_nop 4
	global_load_ushort v1, v10, s[22:23] offset:38
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_1512
	v_readfirstlane_b32 s22, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s23, v21
	s_nop 4
	global_load_ushort v1, v10, s[22:23] offset:48
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_1512
	v_readfirstlane_b32 s22, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s23, v21
	s_nop 4
	global_load_ushort v1, v10, s[22:23] offset:50
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_1512
	v_readfirstlane_b32 s22, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s23, v21
	s_nop 4
	global_load_ushort v1, v10, s[22:23] offset:52
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[18:19], s[12:13]               ; lanes where %vpred_1512
	v_readfirstlane_b32 s22, v20                        ; examples/attention_varlen.kgen:39: load of 'q'
	v_readfirstlane_b32 s23, v21
	s_nop 4
	global_load_ushort v1, v10, s[22:23] offset:54
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v1
	v_lshrrev_b32 v1, 16, v26
	ds_write_b16 v17, v1                                ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v27
	ds_write_b16 v17, v1 offset:2                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v28
	ds_write_b16 v17, v1 offset:4                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v29
	ds_write_b16 v17, v1 offset:6                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v30
	ds_write_b16 v17, v1 offset:16                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v31
	ds_write_b16 v17, v1 offset:18                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v32
	ds_write_b16 v17, v1 offset:20                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v33
	ds_write_b16 v17, v1 offset:22                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v34
	ds_write_b16 v17, v1 offset:32                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v35
	ds_write_b16 v17, v1 offset:34                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v36
	ds_write_b16 v17, v1 offset:36                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v37
	ds_write_b16 v17, v1 offset:38                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v38
	ds_write_b16 v17, v1 offset:48                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v39
	ds_write_b16 v17, v1 offset:50                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v40
	ds_write_b16 v17, v1 offset:52                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v20
	ds_write_b16 v17, v1 offset:54                      ; B operand of the product: stage
	v_add_f32 v1, 0, 0                                  ; examples/attention_varlen.kgen:37
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
	v_mov_b32 v20, v1                                   ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_varlen.kgen:35
	v_add_f32 v21, v1, 0
	v_mov_b32 v1, v21                                   ; loop-carried 'mx'
	v_add_u32 v21, v4, v5
	v_add_u32 v42, v21, v6
	v_sub_u32 v21, v42, v3
	v_sub_u32 v42, v21, v8                              ; for tt: from the part's first
	v_max_i32 v21, 0, v42
	v_min_u32 v42, v21, v7                              ; for tt: stops after the last 'tt' the mask at 39:13 shows (tt <= s + cu_k[b + 1] - cu_q[b + 1])
	v_cmp_ne_u32 s[18:19], v5, 0                        ; this tile holds rows of 's'
	v_cndmask_b32 v5, 0, v42, s[18:19]                  ; no steps in a tile past its segment's end
	v_add_u32 v7, v4, v6
	v_sub_u32 v21, v7, v3
	v_add_u32 v7, 1, v21
	v_sub_u32 v21, v7, v8                               ; for tt: from the walk's first
	v_max_i32 v7, 0, v21
	v_min_i32 v21, v7, v5
	v_and_b32 v7, 0xffffffc0, v21                       ; whole steps of 'tt' with every element shown by the mask at 39:13: no mask there
	v_cmp_ge_u32 s[18:19], v7, 64                       ; at least one whole chunk of 'tt'
	v_sub_u32 v21, v7, 63
	v_cndmask_b32 v42, 0, v21, s[18:19]                 ; full chunks start below extent - chunk + 1
	v_add_u32 v21, 0, v8
	v_mul_lo_u32 v44, v21, s16
	v_mul_hi_u32 v45, v21, s16
	v_lshlrev_b64 v[46:47], 1, v[44:45]
	v_add_co_u32 v44, vcc, s28, v46                     ; 'k' at this chunk
	v_mov_b32 v21, s29
	v_addc_co_u32 v45, vcc, v21, v47, vcc
	v_cmp_lt_u32 s[18:19], 0, v42                       ; a step the loop consumes: a whole chunk in bounds
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_3659
	s_cbranch_scc1 .Lattention_varlen_causal_skip16
	v_readfirstlane_b32 s22, v44                        ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
	v_readfirstlane_b32 s23, v45
	s_nop 4
	global_load_dwordx4 v[48:51], v16, s[22:23]
.Lattention_varlen_causal_skip16:
	s_waitcnt vmcnt(0)
	ds_write_b128 v23, v[48:51] offset:9216             ; 16 bytes into st1
	s_mul_i32 s17, s16, 64
	v_add_u32 v21, s17, v16
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_3659
	s_cbranch_scc1 .Lattention_varlen_causal_skip17
	v_readfirstlane_b32 s22, v44                        ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
	v_readfirstlane_b32 s23, v45
	s_nop 4
	global_load_dwordx4 v[48:51], v21, s[22:23]
.Lattention_varlen_causal_skip17:
	s_waitcnt vmcnt(0)
	ds_write_b128 v23, v[48:51] offset:13824            ; 16 bytes into st1
	v_add_co_u32 v44, vcc, s10, v46                     ; 'v' at this chunk
	v_mov_b32 v21, s11
	v_addc_co_u32 v45, vcc, v21, v47, vcc
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_3659
	s_cbranch_scc1 .Lattention_varlen_causal_skip18
	v_readfirstlane_b32 s22, v44                        ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
	v_readfirstlane_b32 s23, v45
	s_nop 4
	global_load_dwordx4 v[46:49], v24, s[22:23]
.Lattention_varlen_causal_skip18:
	s_mul_i32 s17, s16, 2
	v_add_u32 v21, s17, v24
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	s_cmp_eq_u64 s[18:19], 0                            ; if %upred_3659
	s_cbranch_scc1 .Lattention_varlen_causal_skip19
	v_readfirstlane_b32 s18, v44                        ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
	v_readfirstlane_b32 s19, v45
	s_nop 4
	global_load_dwordx4 v[50:53], v21, s[18:19]
.Lattention_varlen_causal_skip19:
	s_waitcnt vmcnt(0)
	v_perm_b32 v21, v50, v46, s5                        ; (k, k+1) of column 0
	ds_write_b32 v22, v21 offset:18432                  ; a K-pair into st2
	v_perm_b32 v21, v50, v46, s6                        ; (k, k+1) of column 1
	ds_write_b32 v22, v21 offset:18576                  ; a K-pair into st2
	v_perm_b32 v21, v51, v47, s5                        ; (k, k+1) of column 2
	ds_write_b32 v22, v21 offset:18720                  ; a K-pair into st2
	v_perm_b32 v21, v51, v47, s6                        ; (k, k+1) of column 3
	ds_write_b32 v22, v21 offset:18864                  ; a K-pair into st2
	v_perm_b32 v21, v52, v48, s5                        ; (k, k+1) of column 4
	ds_write_b32 v22, v21 offset:19008                  ; a K-pair into st2
	v_perm_b32 v21, v52, v48, s6                        ; (k, k+1) of column 5
	ds_write_b32 v22, v21 offset:19152                  ; a K-pair into st2
	v_perm_b32 v21, v53, v49, s5                        ; (k, k+1) of column 6
	ds_write_b32 v22, v21 offset:19296                  ; a K-pair into st2
	v_perm_b32 v21, v53, v49, s6                        ; (k, k+1) of column 7
	ds_write_b32 v22, v21 offset:19440                  ; a K-pair into st2
	v_readfirstlane_b32 s17, v42
	s_mov_b32 s18, 0                                    ; for tt in t: steps of 64: below the mask, unmasked: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s18, s17
	s_cbranch_scc1 .Lattention_varlen_causal_loop3_end
.Lattention_varlen_causal_loop3:
	s_add_u32 s19, s18, 64
	v_cmp_lt_u32 s[22:23], s18, v42
	s_cmp_eq_u64 s[22:23], 0                            ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_causal_if3_end
	v_add_u32 v21, s19, v8
	v_mul_lo_u32 v44, v21, s16
	v_mul_hi_u32 v45, v21, s16
	v_lshlrev_b64 v[46:47], 1, v[44:45]
	v_add_co_u32 v44, vcc, s28, v46                     ; 'k' at this chunk
	v_mov_b32 v21, s29
	v_addc_co_u32 v45, vcc, v21, v47, vcc
	v_cmp_lt_u32 s[22:23], s19, v42                     ; a step the loop consumes: a whole chunk in bounds
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u64 s[22:23], 0                            ; if %upred_3694
	s_cbranch_scc1 .Lattention_varlen_causal_skip20
	v_readfirstlane_b32 s30, v44                        ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
	v_readfirstlane_b32 s31, v45
	s_nop 4
	global_load_dwordx4 v[48:51], v16, s[30:31]
.Lattention_varlen_causal_skip20:
	s_mul_i32 s19, s16, 64
	v_add_u32 v21, s19, v16
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u64 s[22:23], 0                            ; if %upred_3694
	s_cbranch_scc1 .Lattention_varlen_causal_skip21
	v_readfirstlane_b32 s30, v44                        ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
	v_readfirstlane_b32 s31, v45
	s_nop 4
	global_load_dwordx4 v[52:55], v21, s[30:31]
.Lattention_varlen_causal_skip21:
	v_add_co_u32 v44, vcc, s10, v46                     ; 'v' at this chunk
	v_mov_b32 v21, s11
	v_addc_co_u32 v45, vcc, v21, v47, vcc
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u64 s[22:23], 0                            ; if %upred_3694
	s_cbranch_scc1 .Lattention_varlen_causal_skip22
	v_readfirstlane_b32 s30, v44                        ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
	v_readfirstlane_b32 s31, v45
	s_nop 4
	global_load_dwordx4 v[56:59], v24, s[30:31]
.Lattention_varlen_causal_skip22:
	s_mul_i32 s19, s16, 2
	v_add_u32 v21, s19, v24
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u64 s[22:23], 0                            ; if %upred_3694
	s_cbranch_scc1 .Lattention_varlen_causal_skip23
	v_readfirstlane_b32 s22, v44                        ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
	v_readfirstlane_b32 s23, v45
	s_nop 4
	global_load_dwordx4 v[60:63], v21, s[22:23]
.Lattention_varlen_causal_skip23:
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v68, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v70, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v72, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v74, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v75, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v76, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v77, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v78, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v79, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[44:47], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[80:83], v12 offset:9216              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[80:81], v[44:45], v[64:79] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[82:83], v[46:47], v[64:79] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[44:47], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[80:83], v12 offset:9248              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[80:81], v[44:45], v[64:79] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[82:83], v[46:47], v[64:79] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[44:47], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[80:83], v12 offset:9280              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[80:81], v[44:45], v[64:79] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[82:83], v[46:47], v[64:79] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[44:47], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[80:83], v12 offset:9312              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[80:81], v[44:45], v[64:79] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[82:83], v[46:47], v[64:79] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mul_f32 v21, s20, v64                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v43, s20, v65                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v44, s20, v66                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v45, s20, v67                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v46, s20, v68                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v47, s20, v69                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v80, s20, v70                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v81, s20, v71                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v82, s20, v72                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v83, s20, v73                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v84, s20, v74                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v85, s20, v75                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v86, s20, v76                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v87, s20, v77                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v88, s20, v78                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v89, s20, v79                             ; examples/attention_varlen.kgen:39
	s_add_i32 s19, s27, 0                               ; index along 'b' (examples/attention_varlen.kgen:39)
	s_add_i32 s21, s19, 1                               ; examples/attention_varlen.kgen:39
	s_cmp_lt_u32 s21, s24                               ; subscript 0 of 'cu_k' inside [0, B1)
	s_cselect_b32 s19, 1, 0
	s_and_b32 s21, s19, s19
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[30:31], s[12:13], s[22:23]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v65, v64, v21, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v66, v64, v43, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v67, v64, v44, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v68, v64, v45, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v69, v64, v46, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v70, v64, v47, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v71, v64, v80, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v72, v64, v81, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v73, v64, v82, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v74, v64, v83, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v64, v84, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v64, v85, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v64, v86, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v78, v64, v87, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v79, v64, v88, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v90, v64, v89, s[30:31]
	v_max_f32 v64, v65, v66                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v65, v66
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v67                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v67
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v68                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v68
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v69                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v69
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v70                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v70
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v71                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v71
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v72                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v72
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v73                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v73
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v74                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v74
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v75                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v75
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v76                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v76
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v77                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v77
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v78                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v78
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v79                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v79
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v90                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v90
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_and_b32 v64, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:41): lanes 32 apart
	v_xor_b32 v64, 32, v64
	v_lshlrev_b32 v64, 2, v64
	ds_bpermute_b32 v65, v64, v66
	s_waitcnt lgkmcnt(0)
	v_max_f32 v64, v66, v65
	v_cmp_u_f32 s[22:23], v66, v65
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	s_and_saveexec_b64 s[22:23], s[8:9]                 ; lanes where %vpred_314
	ds_write_b32 v11, v66 offset:46080                  ; max over 'tt' (examples/attention_varlen.kgen:41): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v64, v13 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 0
	ds_read_b32 v65, v13 offset:46336                   ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v66, v64, v65
	v_cmp_u_f32 s[22:23], v64, v65
	v_mov_b32 v64, 0x7fc00000
	v_cndmask_b32 v65, v66, v64, s[22:23]
	v_max_f32 v64, v1, v65                              ; examples/attention_varlen.kgen:41
	v_cmp_u_f32 s[22:23], v1, v65
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_sub_f32 v64, v1, v66                              ; examples/attention_varlen.kgen:43
	v_mul_f32 v65, 0x3fb8aa3b, v64                      ; examples/attention_varlen.kgen:43
	v_exp_f32 v64, v65                                  ; examples/attention_varlen.kgen:43
	v_mul_f32 v65, v26, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v67, v27, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v68, v28, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v69, v29, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v70, v30, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v71, v31, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v72, v32, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v73, v33, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v74, v34, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v75, v35, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v76, v36, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v77, v37, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v78, v38, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v79, v39, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v90, v40, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v91, v41, v64                             ; examples/attention_varlen.kgen:45
	v_mov_b32 v26, v65                                  ; 'acc' scaled in place
	v_mov_b32 v27, v67                                  ; 'acc' scaled in place
	v_mov_b32 v28, v68                                  ; 'acc' scaled in place
	v_mov_b32 v29, v69                                  ; 'acc' scaled in place
	v_mov_b32 v30, v70                                  ; 'acc' scaled in place
	v_mov_b32 v31, v71                                  ; 'acc' scaled in place
	v_mov_b32 v32, v72                                  ; 'acc' scaled in place
	v_mov_b32 v33, v73                                  ; 'acc' scaled in place
	v_mov_b32 v34, v74                                  ; 'acc' scaled in place
	v_mov_b32 v35, v75                                  ; 'acc' scaled in place
	v_mov_b32 v36, v76                                  ; 'acc' scaled in place
	v_mov_b32 v37, v77                                  ; 'acc' scaled in place
	v_mov_b32 v38, v78                                  ; 'acc' scaled in place
	v_mov_b32 v39, v79                                  ; 'acc' scaled in place
	v_mov_b32 v40, v90                                  ; 'acc' scaled in place
	v_mov_b32 v41, v91                                  ; 'acc' scaled in place
	v_mul_f32 v65, 0xbfb8aa3b, v66                      ; -m log2 e of e^(x - m), once per m (examples/attention_varlen.kgen:42)
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v21, v67, v65
	v_exp_f32 v21, v68                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v43, v67, v65
	v_exp_f32 v43, v68                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v44, v67, v65
	v_exp_f32 v44, v68                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v45, v67, v65
	v_exp_f32 v45, v68                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v46, v67, v65
	v_exp_f32 v46, v68                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v47, v67, v65
	v_exp_f32 v47, v68                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v80, v67, v65
	v_exp_f32 v67, v68                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v69, v81, v68, v65
	v_exp_f32 v68, v69                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v69, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v70, v82, v69, v65
	v_exp_f32 v69, v70                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v71, v83, v70, v65
	v_exp_f32 v70, v71                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v72, v84, v71, v65
	v_exp_f32 v71, v72                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v72, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v73, v85, v72, v65
	v_exp_f32 v72, v73                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v73, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v74, v86, v73, v65
	v_exp_f32 v73, v74                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v74, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v75, v87, v74, v65
	v_exp_f32 v74, v75                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v75, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v76, v88, v75, v65
	v_exp_f32 v75, v76                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v77, v89, v76, v65
	v_exp_f32 v65, v77                                  ; examples/attention_varlen.kgen:42
	v_bfe_u32 v76, v21, 16, 1                           ; round to bf16
	v_add3_u32 v77, v21, v76, s7
	v_cmp_u_f32 s[22:23], v21, v21
	v_mov_b32 v76, 0x7fc00000
	v_cndmask_b32 v77, v77, v76, s[22:23]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v43, 16, 1                           ; round to bf16
	v_add3_u32 v78, v43, v77, s7
	v_cmp_u_f32 s[22:23], v43, v43
	v_mov_b32 v77, 0x7fc00000
	v_cndmask_b32 v78, v78, v77, s[22:23]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v44, 16, 1                           ; round to bf16
	v_add3_u32 v79, v44, v78, s7
	v_cmp_u_f32 s[22:23], v44, v44
	v_mov_b32 v78, 0x7fc00000
	v_cndmask_b32 v79, v79, v78, s[22:23]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v45, 16, 1                           ; round to bf16
	v_add3_u32 v80, v45, v79, s7
	v_cmp_u_f32 s[22:23], v45, v45
	v_mov_b32 v79, 0x7fc00000
	v_cndmask_b32 v80, v80, v79, s[22:23]
	v_and_b32 v79, 0xffff0000, v80
	v_bfe_u32 v80, v46, 16, 1                           ; round to bf16
	v_add3_u32 v81, v46, v80, s7
	v_cmp_u_f32 s[22:23], v46, v46
	v_mov_b32 v80, 0x7fc00000
	v_cndmask_b32 v81, v81, v80, s[22:23]
	v_and_b32 v80, 0xffff0000, v81
	v_bfe_u32 v81, v47, 16, 1                           ; round to bf16
	v_add3_u32 v82, v47, v81, s7
	v_cmp_u_f32 s[22:23], v47, v47
	v_mov_b32 v81, 0x7fc00000
	v_cndmask_b32 v82, v82, v81, s[22:23]
	v_and_b32 v81, 0xffff0000, v82
	v_bfe_u32 v82, v67, 16, 1                           ; round to bf16
	v_add3_u32 v83, v67, v82, s7
	v_cmp_u_f32 s[22:23], v67, v67
	v_mov_b32 v82, 0x7fc00000
	v_cndmask_b32 v83, v83, v82, s[22:23]
	v_and_b32 v82, 0xffff0000, v83
	v_bfe_u32 v83, v68, 16, 1                           ; round to bf16
	v_add3_u32 v84, v68, v83, s7
	v_cmp_u_f32 s[22:23], v68, v68
	v_mov_b32 v83, 0x7fc00000
	v_cndmask_b32 v84, v84, v83, s[22:23]
	v_and_b32 v83, 0xffff0000, v84
	v_bfe_u32 v84, v69, 16, 1                           ; round to bf16
	v_add3_u32 v85, v69, v84, s7
	v_cmp_u_f32 s[22:23], v69, v69
	v_mov_b32 v84, 0x7fc00000
	v_cndmask_b32 v85, v85, v84, s[22:23]
	v_and_b32 v84, 0xffff0000, v85
	v_bfe_u32 v85, v70, 16, 1                           ; round to bf16
	v_add3_u32 v86, v70, v85, s7
	v_cmp_u_f32 s[22:23], v70, v70
	v_mov_b32 v85, 0x7fc00000
	v_cndmask_b32 v86, v86, v85, s[22:23]
	v_and_b32 v85, 0xffff0000, v86
	v_bfe_u32 v86, v71, 16, 1                           ; round to bf16
	v_add3_u32 v87, v71, v86, s7
	v_cmp_u_f32 s[22:23], v71, v71
	v_mov_b32 v86, 0x7fc00000
	v_cndmask_b32 v87, v87, v86, s[22:23]
	v_and_b32 v86, 0xffff0000, v87
	v_bfe_u32 v87, v72, 16, 1                           ; round to bf16
	v_add3_u32 v88, v72, v87, s7
	v_cmp_u_f32 s[22:23], v72, v72
	v_mov_b32 v87, 0x7fc00000
	v_cndmask_b32 v88, v88, v87, s[22:23]
	v_and_b32 v87, 0xffff0000, v88
	v_bfe_u32 v88, v73, 16, 1                           ; round to bf16
	v_add3_u32 v89, v73, v88, s7
	v_cmp_u_f32 s[22:23], v73, v73
	v_mov_b32 v88, 0x7fc00000
	v_cndmask_b32 v89, v89, v88, s[22:23]
	v_and_b32 v88, 0xffff0000, v89
	v_bfe_u32 v89, v74, 16, 1                           ; round to bf16
	v_add3_u32 v90, v74, v89, s7
	v_cmp_u_f32 s[22:23], v74, v74
	v_mov_b32 v89, 0x7fc00000
	v_cndmask_b32 v90, v90, v89, s[22:23]
	v_and_b32 v89, 0xffff0000, v90
	v_bfe_u32 v90, v75, 16, 1                           ; round to bf16
	v_add3_u32 v91, v75, v90, s7
	v_cmp_u_f32 s[22:23], v75, v75
	v_mov_b32 v90, 0x7fc00000
	v_cndmask_b32 v91, v91, v90, s[22:23]
	v_and_b32 v90, 0xffff0000, v91
	v_bfe_u32 v91, v65, 16, 1                           ; round to bf16
	v_add3_u32 v92, v65, v91, s7
	v_cmp_u_f32 s[22:23], v65, v65
	v_mov_b32 v91, 0x7fc00000
	v_cndmask_b32 v92, v92, v91, s[22:23]
	v_and_b32 v91, 0xffff0000, v92
	v_cndmask_b32 v92, 0, v76, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v76, 16, v92
	ds_write_b16 v17, v76 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v77, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v78, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v79, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v80, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v81, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v82, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v83, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v84, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v85, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v86, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v87, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v88, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v89, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v90, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v91, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[76:79], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[80:83], v12 offset:18432             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[80:81], v[76:77], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[82:83], v[78:79], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[76:79], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[80:83], v12 offset:18464             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[80:81], v[76:77], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[82:83], v[78:79], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[76:79], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[80:83], v12 offset:18496             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[80:81], v[76:77], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[82:83], v[78:79], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[76:79], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[80:83], v12 offset:18528             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[80:81], v[76:77], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[82:83], v[78:79], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mul_f32 v76, v20, v64                             ; examples/attention_varlen.kgen:44
	v_cndmask_b32 v64, 0, v21, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v21, 0, v43, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v43, 0, v44, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v44, 0, v45, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v45, 0, v46, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v46, 0, v47, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v47, 0, v67, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v67, 0, v68, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v68, 0, v69, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v69, 0, v70, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v70, 0, v71, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v71, 0, v72, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v72, 0, v73, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v73, 0, v74, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v74, 0, v75, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v75, 0, v65, s[30:31]                 ; absent elements contribute the identity
	v_add_f32 v65, v64, v21                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v21, v65, v43                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v21, v44                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v21, v43, v45                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v21, v46                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v21, v43, v47                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v21, v67                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v21, v43, v68                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v21, v69                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v21, v43, v70                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v21, v71                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v21, v43, v72                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v21, v73                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v21, v43, v74                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v21, v75                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_and_b32 v21, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:44): lanes 32 apart
	v_xor_b32 v21, 32, v21
	v_lshlrev_b32 v21, 2, v21
	ds_bpermute_b32 v44, v21, v43
	s_waitcnt lgkmcnt(0)
	v_add_f32 v21, v43, v44
	s_and_saveexec_b64 s[22:23], s[8:9]                 ; lanes where %vpred_314
	ds_write_b32 v11, v21 offset:55808                  ; sum over 'tt' (examples/attention_varlen.kgen:44): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v21, v13 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 0
	ds_read_b32 v43, v13 offset:56064                   ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v44, v21, v43
	v_add_f32 v21, v76, v44                             ; examples/attention_varlen.kgen:44
	v_mov_b32 v20, v21                                  ; next 'l'
	v_mov_b32 v1, v66                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v23, v[48:51] offset:27648            ; 16 bytes into st1
	ds_write_b128 v23, v[52:55] offset:32256            ; 16 bytes into st1
	v_perm_b32 v21, v60, v56, s5                        ; (k, k+1) of column 0
	ds_write_b32 v22, v21 offset:36864                  ; a K-pair into st2
	v_perm_b32 v21, v60, v56, s6                        ; (k, k+1) of column 1
	ds_write_b32 v22, v21 offset:37008                  ; a K-pair into st2
	v_perm_b32 v21, v61, v57, s5                        ; (k, k+1) of column 2
	ds_write_b32 v22, v21 offset:37152                  ; a K-pair into st2
	v_perm_b32 v21, v61, v57, s6                        ; (k, k+1) of column 3
	ds_write_b32 v22, v21 offset:37296                  ; a K-pair into st2
	v_perm_b32 v21, v62, v58, s5                        ; (k, k+1) of column 4
	ds_write_b32 v22, v21 offset:37440                  ; a K-pair into st2
	v_perm_b32 v21, v62, v58, s6                        ; (k, k+1) of column 5
	ds_write_b32 v22, v21 offset:37584                  ; a K-pair into st2
	v_perm_b32 v21, v63, v59, s5                        ; (k, k+1) of column 6
	ds_write_b32 v22, v21 offset:37728                  ; a K-pair into st2
	v_perm_b32 v21, v63, v59, s6                        ; (k, k+1) of column 7
	ds_write_b32 v22, v21 offset:37872                  ; a K-pair into st2
.Lattention_varlen_causal_if3_end:
	s_add_u32 s19, s18, 64
	s_add_u32 s21, s19, 64
	v_cmp_lt_u32 s[22:23], s19, v42
	s_cmp_eq_u64 s[22:23], 0                            ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_causal_if4_end
	v_add_u32 v21, s21, v8
	v_mul_lo_u32 v44, v21, s16
	v_mul_hi_u32 v45, v21, s16
	v_lshlrev_b64 v[46:47], 1, v[44:45]
	v_add_co_u32 v44, vcc, s28, v46                     ; 'k' at this chunk
	v_mov_b32 v21, s29
	v_addc_co_u32 v45, vcc, v21, v47, vcc
	v_cmp_lt_u32 s[22:23], s21, v42                     ; a step the loop consumes: a whole chunk in bounds
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	v_mov_b32 v50, 0                                    ; outside: 0
	v_mov_b32 v51, 0                                    ; outside: 0
	s_cmp_eq_u64 s[22:23], 0                            ; if %upred_4045
	s_cbranch_scc1 .Lattention_varlen_causal_skip24
	v_readfirstlane_b32 s30, v44                        ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
	v_readfirstlane_b32 s31, v45
	s_nop 4
	global_load_dwordx4 v[48:51], v16, s[30:31]
.Lattention_varlen_causal_skip24:
	s_mul_i32 s19, s16, 64
	v_add_u32 v21, s19, v16
	v_mov_b32 v52, 0                                    ; outside: 0
	v_mov_b32 v53, 0                                    ; outside: 0
	v_mov_b32 v54, 0                                    ; outside: 0
	v_mov_b32 v55, 0                                    ; outside: 0
	s_cmp_eq_u64 s[22:23], 0                            ; if %upred_4045
	s_cbranch_scc1 .Lattention_varlen_causal_skip25
	v_readfirstlane_b32 s30, v44                        ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
	v_readfirstlane_b32 s31, v45
	s_nop 4
	global_load_dwordx4 v[52:55], v21, s[30:31]
.Lattention_varlen_causal_skip25:
	v_add_co_u32 v44, vcc, s10, v46                     ; 'v' at this chunk
	v_mov_b32 v21, s11
	v_addc_co_u32 v45, vcc, v21, v47, vcc
	v_mov_b32 v56, 0                                    ; outside: 0
	v_mov_b32 v57, 0                                    ; outside: 0
	v_mov_b32 v58, 0                                    ; outside: 0
	v_mov_b32 v59, 0                                    ; outside: 0
	s_cmp_eq_u64 s[22:23], 0                            ; if %upred_4045
	s_cbranch_scc1 .Lattention_varlen_causal_skip26
	v_readfirstlane_b32 s30, v44                        ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
	v_readfirstlane_b32 s31, v45
	s_nop 4
	global_load_dwordx4 v[56:59], v24, s[30:31]
.Lattention_varlen_causal_skip26:
	s_mul_i32 s19, s16, 2
	v_add_u32 v21, s19, v24
	v_mov_b32 v60, 0                                    ; outside: 0
	v_mov_b32 v61, 0                                    ; outside: 0
	v_mov_b32 v62, 0                                    ; outside: 0
	v_mov_b32 v63, 0                                    ; outside: 0
	s_cmp_eq_u64 s[22:23], 0                            ; if %upred_4045
	s_cbranch_scc1 .Lattention_varlen_causal_skip27
	v_readfirstlane_b32 s22, v44                        ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
	v_readfirstlane_b32 s23, v45
	s_nop 4
	global_load_dwordx4 v[60:63], v21, s[22:23]
.Lattention_varlen_causal_skip27:
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v66, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v67, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v68, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v69, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v70, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v71, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v72, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v73, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v74, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v75, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v76, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v77, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v78, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v79, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[44:47], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[80:83], v12 offset:27648             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[80:81], v[44:45], v[64:79] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[82:83], v[46:47], v[64:79] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[44:47], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[80:83], v12 offset:27680             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[80:81], v[44:45], v[64:79] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[82:83], v[46:47], v[64:79] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[44:47], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[80:83], v12 offset:27712             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[80:81], v[44:45], v[64:79] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[82:83], v[46:47], v[64:79] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[44:47], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[80:83], v12 offset:27744             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[80:81], v[44:45], v[64:79] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[64:79], v[82:83], v[46:47], v[64:79] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mul_f32 v21, s20, v64                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v43, s20, v65                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v44, s20, v66                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v45, s20, v67                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v46, s20, v68                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v47, s20, v69                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v80, s20, v70                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v81, s20, v71                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v82, s20, v72                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v83, s20, v73                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v84, s20, v74                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v85, s20, v75                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v86, s20, v76                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v87, s20, v77                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v88, s20, v78                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v89, s20, v79                             ; examples/attention_varlen.kgen:39
	s_add_i32 s19, s27, 0                               ; index along 'b' (examples/attention_varlen.kgen:39)
	s_add_i32 s21, s19, 1                               ; examples/attention_varlen.kgen:39
	s_cmp_lt_u32 s21, s24                               ; subscript 0 of 'cu_k' inside [0, B1)
	s_cselect_b32 s19, 1, 0
	s_and_b32 s21, s19, s19
	s_cmp_lg_u32 s21, 0
	s_cselect_b64 s[22:23], exec, 0
	s_and_b64 s[30:31], s[12:13], s[22:23]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v65, v64, v21, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v66, v64, v43, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v67, v64, v44, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v68, v64, v45, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v69, v64, v46, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v70, v64, v47, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v71, v64, v80, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v72, v64, v81, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v73, v64, v82, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v74, v64, v83, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v64, v84, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v64, v85, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v64, v86, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v78, v64, v87, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v79, v64, v88, s[30:31]
	v_mov_b32 v64, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v90, v64, v89, s[30:31]
	v_max_f32 v64, v65, v66                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v65, v66
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v67                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v67
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v68                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v68
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v69                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v69
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v70                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v70
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v71                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v71
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v72                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v72
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v73                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v73
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v74                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v74
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v75                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v75
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v76                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v76
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v77                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v77
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v78                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v78
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v79                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v79
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_max_f32 v64, v66, v90                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[22:23], v66, v90
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_and_b32 v64, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:41): lanes 32 apart
	v_xor_b32 v64, 32, v64
	v_lshlrev_b32 v64, 2, v64
	ds_bpermute_b32 v65, v64, v66
	s_waitcnt lgkmcnt(0)
	v_max_f32 v64, v66, v65
	v_cmp_u_f32 s[22:23], v66, v65
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	s_and_saveexec_b64 s[22:23], s[8:9]                 ; lanes where %vpred_314
	ds_write_b32 v11, v66 offset:46080                  ; max over 'tt' (examples/attention_varlen.kgen:41): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v64, v13 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 0
	ds_read_b32 v65, v13 offset:46336                   ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v66, v64, v65
	v_cmp_u_f32 s[22:23], v64, v65
	v_mov_b32 v64, 0x7fc00000
	v_cndmask_b32 v65, v66, v64, s[22:23]
	v_max_f32 v64, v1, v65                              ; examples/attention_varlen.kgen:41
	v_cmp_u_f32 s[22:23], v1, v65
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v64, v65, s[22:23]
	v_sub_f32 v64, v1, v66                              ; examples/attention_varlen.kgen:43
	v_mul_f32 v65, 0x3fb8aa3b, v64                      ; examples/attention_varlen.kgen:43
	v_exp_f32 v64, v65                                  ; examples/attention_varlen.kgen:43
	v_mul_f32 v65, v26, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v67, v27, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v68, v28, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v69, v29, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v70, v30, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v71, v31, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v72, v32, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v73, v33, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v74, v34, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v75, v35, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v76, v36, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v77, v37, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v78, v38, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v79, v39, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v90, v40, v64                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v91, v41, v64                             ; examples/attention_varlen.kgen:45
	v_mov_b32 v26, v65                                  ; 'acc' scaled in place
	v_mov_b32 v27, v67                                  ; 'acc' scaled in place
	v_mov_b32 v28, v68                                  ; 'acc' scaled in place
	v_mov_b32 v29, v69                                  ; 'acc' scaled in place
	v_mov_b32 v30, v70                                  ; 'acc' scaled in place
	v_mov_b32 v31, v71                                  ; 'acc' scaled in place
	v_mov_b32 v32, v72                                  ; 'acc' scaled in place
	v_mov_b32 v33, v73                                  ; 'acc' scaled in place
	v_mov_b32 v34, v74                                  ; 'acc' scaled in place
	v_mov_b32 v35, v75                                  ; 'acc' scaled in place
	v_mov_b32 v36, v76                                  ; 'acc' scaled in place
	v_mov_b32 v37, v77                                  ; 'acc' scaled in place
	v_mov_b32 v38, v78                                  ; 'acc' scaled in place
	v_mov_b32 v39, v79                                  ; 'acc' scaled in place
	v_mov_b32 v40, v90                                  ; 'acc' scaled in place
	v_mov_b32 v41, v91                                  ; 'acc' scaled in place
	v_mul_f32 v65, 0xbfb8aa3b, v66                      ; -m log2 e of e^(x - m), once per m (examples/attention_varlen.kgen:42)
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v21, v67, v65
	v_exp_f32 v21, v68                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v43, v67, v65
	v_exp_f32 v43, v68                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v44, v67, v65
	v_exp_f32 v44, v68                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v45, v67, v65
	v_exp_f32 v45, v68                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v46, v67, v65
	v_exp_f32 v46, v68                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v47, v67, v65
	v_exp_f32 v47, v68                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v80, v67, v65
	v_exp_f32 v67, v68                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v68, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v69, v81, v68, v65
	v_exp_f32 v68, v69                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v69, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v70, v82, v69, v65
	v_exp_f32 v69, v70                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v70, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v71, v83, v70, v65
	v_exp_f32 v70, v71                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v71, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v72, v84, v71, v65
	v_exp_f32 v71, v72                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v72, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v73, v85, v72, v65
	v_exp_f32 v72, v73                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v73, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v74, v86, v73, v65
	v_exp_f32 v73, v74                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v74, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v75, v87, v74, v65
	v_exp_f32 v74, v75                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v75, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v76, v88, v75, v65
	v_exp_f32 v75, v76                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v76, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v77, v89, v76, v65
	v_exp_f32 v65, v77                                  ; examples/attention_varlen.kgen:42
	v_bfe_u32 v76, v21, 16, 1                           ; round to bf16
	v_add3_u32 v77, v21, v76, s7
	v_cmp_u_f32 s[22:23], v21, v21
	v_mov_b32 v76, 0x7fc00000
	v_cndmask_b32 v77, v77, v76, s[22:23]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v43, 16, 1                           ; round to bf16
	v_add3_u32 v78, v43, v77, s7
	v_cmp_u_f32 s[22:23], v43, v43
	v_mov_b32 v77, 0x7fc00000
	v_cndmask_b32 v78, v78, v77, s[22:23]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v44, 16, 1                           ; round to bf16
	v_add3_u32 v79, v44, v78, s7
	v_cmp_u_f32 s[22:23], v44, v44
	v_mov_b32 v78, 0x7fc00000
	v_cndmask_b32 v79, v79, v78, s[22:23]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v45, 16, 1                           ; round to bf16
	v_add3_u32 v80, v45, v79, s7
	v_cmp_u_f32 s[22:23], v45, v45
	v_mov_b32 v79, 0x7fc00000
	v_cndmask_b32 v80, v80, v79, s[22:23]
	v_and_b32 v79, 0xffff0000, v80
	v_bfe_u32 v80, v46, 16, 1                           ; round to bf16
	v_add3_u32 v81, v46, v80, s7
	v_cmp_u_f32 s[22:23], v46, v46
	v_mov_b32 v80, 0x7fc00000
	v_cndmask_b32 v81, v81, v80, s[22:23]
	v_and_b32 v80, 0xffff0000, v81
	v_bfe_u32 v81, v47, 16, 1                           ; round to bf16
	v_add3_u32 v82, v47, v81, s7
	v_cmp_u_f32 s[22:23], v47, v47
	v_mov_b32 v81, 0x7fc00000
	v_cndmask_b32 v82, v82, v81, s[22:23]
	v_and_b32 v81, 0xffff0000, v82
	v_bfe_u32 v82, v67, 16, 1                           ; round to bf16
	v_add3_u32 v83, v67, v82, s7
	v_cmp_u_f32 s[22:23], v67, v67
	v_mov_b32 v82, 0x7fc00000
	v_cndmask_b32 v83, v83, v82, s[22:23]
	v_and_b32 v82, 0xffff0000, v83
	v_bfe_u32 v83, v68, 16, 1                           ; round to bf16
	v_add3_u32 v84, v68, v83, s7
	v_cmp_u_f32 s[22:23], v68, v68
	v_mov_b32 v83, 0x7fc00000
	v_cndmask_b32 v84, v84, v83, s[22:23]
	v_and_b32 v83, 0xffff0000, v84
	v_bfe_u32 v84, v69, 16, 1                           ; round to bf16
	v_add3_u32 v85, v69, v84, s7
	v_cmp_u_f32 s[22:23], v69, v69
	v_mov_b32 v84, 0x7fc00000
	v_cndmask_b32 v85, v85, v84, s[22:23]
	v_and_b32 v84, 0xffff0000, v85
	v_bfe_u32 v85, v70, 16, 1                           ; round to bf16
	v_add3_u32 v86, v70, v85, s7
	v_cmp_u_f32 s[22:23], v70, v70
	v_mov_b32 v85, 0x7fc00000
	v_cndmask_b32 v86, v86, v85, s[22:23]
	v_and_b32 v85, 0xffff0000, v86
	v_bfe_u32 v86, v71, 16, 1                           ; round to bf16
	v_add3_u32 v87, v71, v86, s7
	v_cmp_u_f32 s[22:23], v71, v71
	v_mov_b32 v86, 0x7fc00000
	v_cndmask_b32 v87, v87, v86, s[22:23]
	v_and_b32 v86, 0xffff0000, v87
	v_bfe_u32 v87, v72, 16, 1                           ; round to bf16
	v_add3_u32 v88, v72, v87, s7
	v_cmp_u_f32 s[22:23], v72, v72
	v_mov_b32 v87, 0x7fc00000
	v_cndmask_b32 v88, v88, v87, s[22:23]
	v_and_b32 v87, 0xffff0000, v88
	v_bfe_u32 v88, v73, 16, 1                           ; round to bf16
	v_add3_u32 v89, v73, v88, s7
	v_cmp_u_f32 s[22:23], v73, v73
	v_mov_b32 v88, 0x7fc00000
	v_cndmask_b32 v89, v89, v88, s[22:23]
	v_and_b32 v88, 0xffff0000, v89
	v_bfe_u32 v89, v74, 16, 1                           ; round to bf16
	v_add3_u32 v90, v74, v89, s7
	v_cmp_u_f32 s[22:23], v74, v74
	v_mov_b32 v89, 0x7fc00000
	v_cndmask_b32 v90, v90, v89, s[22:23]
	v_and_b32 v89, 0xffff0000, v90
	v_bfe_u32 v90, v75, 16, 1                           ; round to bf16
	v_add3_u32 v91, v75, v90, s7
	v_cmp_u_f32 s[22:23], v75, v75
	v_mov_b32 v90, 0x7fc00000
	v_cndmask_b32 v91, v91, v90, s[22:23]
	v_and_b32 v90, 0xffff0000, v91
	v_bfe_u32 v91, v65, 16, 1                           ; round to bf16
	v_add3_u32 v92, v65, v91, s7
	v_cmp_u_f32 s[22:23], v65, v65
	v_mov_b32 v91, 0x7fc00000
	v_cndmask_b32 v92, v92, v91, s[22:23]
	v_and_b32 v91, 0xffff0000, v92
	v_cndmask_b32 v92, 0, v76, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v76, 16, v92
	ds_write_b16 v17, v76 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v77, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v78, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v79, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v80, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v81, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v82, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v83, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v84, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v85, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v86, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v87, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v88, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v89, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v90, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v76, 0, v91, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v77, 16, v76
	ds_write_b16 v17, v77 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[76:79], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[80:83], v12 offset:36864             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[80:81], v[76:77], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[82:83], v[78:79], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[76:79], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[80:83], v12 offset:36896             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[80:81], v[76:77], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[82:83], v[78:79], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[76:79], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[80:83], v12 offset:36928             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[80:81], v[76:77], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[82:83], v[78:79], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[76:79], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[80:83], v12 offset:36960             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[80:81], v[76:77], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[82:83], v[78:79], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mul_f32 v76, v20, v64                             ; examples/attention_varlen.kgen:44
	v_cndmask_b32 v64, 0, v21, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v21, 0, v43, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v43, 0, v44, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v44, 0, v45, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v45, 0, v46, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v46, 0, v47, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v47, 0, v67, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v67, 0, v68, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v68, 0, v69, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v69, 0, v70, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v70, 0, v71, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v71, 0, v72, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v72, 0, v73, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v73, 0, v74, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v74, 0, v75, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v75, 0, v65, s[30:31]                 ; absent elements contribute the identity
	v_add_f32 v65, v64, v21                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v21, v65, v43                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v21, v44                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v21, v43, v45                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v21, v46                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v21, v43, v47                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v21, v67                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v21, v43, v68                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v21, v69                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v21, v43, v70                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v21, v71                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v21, v43, v72                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v21, v73                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v21, v43, v74                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v43, v21, v75                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_and_b32 v21, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:44): lanes 32 apart
	v_xor_b32 v21, 32, v21
	v_lshlrev_b32 v21, 2, v21
	ds_bpermute_b32 v44, v21, v43
	s_waitcnt lgkmcnt(0)
	v_add_f32 v21, v43, v44
	s_and_saveexec_b64 s[22:23], s[8:9]                 ; lanes where %vpred_314
	ds_write_b32 v11, v21 offset:55808                  ; sum over 'tt' (examples/attention_varlen.kgen:44): this warp group's partial
	s_mov_b64 exec, s[22:23]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v21, v13 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 0
	ds_read_b32 v43, v13 offset:56064                   ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v44, v21, v43
	v_add_f32 v21, v76, v44                             ; examples/attention_varlen.kgen:44
	v_mov_b32 v20, v21                                  ; next 'l'
	v_mov_b32 v1, v66                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v23, v[48:51] offset:9216             ; 16 bytes into st1
	ds_write_b128 v23, v[52:55] offset:13824            ; 16 bytes into st1
	v_perm_b32 v21, v60, v56, s5                        ; (k, k+1) of column 0
	ds_write_b32 v22, v21 offset:18432                  ; a K-pair into st2
	v_perm_b32 v21, v60, v56, s6                        ; (k, k+1) of column 1
	ds_write_b32 v22, v21 offset:18576                  ; a K-pair into st2
	v_perm_b32 v21, v61, v57, s5                        ; (k, k+1) of column 2
	ds_write_b32 v22, v21 offset:18720                  ; a K-pair into st2
	v_perm_b32 v21, v61, v57, s6                        ; (k, k+1) of column 3
	ds_write_b32 v22, v21 offset:18864                  ; a K-pair into st2
	v_perm_b32 v21, v62, v58, s5                        ; (k, k+1) of column 4
	ds_write_b32 v22, v21 offset:19008                  ; a K-pair into st2
	v_perm_b32 v21, v62, v58, s6                        ; (k, k+1) of column 5
	ds_write_b32 v22, v21 offset:19152                  ; a K-pair into st2
	v_perm_b32 v21, v63, v59, s5                        ; (k, k+1) of column 6
	ds_write_b32 v22, v21 offset:19296                  ; a K-pair into st2
	v_perm_b32 v21, v63, v59, s6                        ; (k, k+1) of column 7
	ds_write_b32 v22, v21 offset:19440                  ; a K-pair into st2
.Lattention_varlen_causal_if4_end:
	s_add_u32 s18, s18, 0x80
	s_cmp_lt_u32 s18, s17
	s_cbranch_scc1 .Lattention_varlen_causal_loop3
.Lattention_varlen_causal_loop3_end:
	v_add_u32 v21, v8, v7
	v_sub_u32 v8, v5, v7
	v_cmp_ge_u32 s[18:19], v8, 64                       ; at least one whole chunk of 'tt'
	v_sub_u32 v5, v8, 63
	v_cndmask_b32 v7, 0, v5, s[18:19]                   ; full chunks start below extent - chunk + 1
	v_cndmask_b32 v5, 0, v7, s[14:15]
	v_readfirstlane_b32 s5, v5
	s_mov_b32 s6, 0                                     ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s6, s5
	s_cbranch_scc1 .Lattention_varlen_causal_loop4_end
.Lattention_varlen_causal_loop4:
	v_add_u32 v5, s6, v21
	v_add_u32 v7, v4, v9
	v_add_u32 v22, 0, v7                                ; index along 's' (examples/attention_varlen.kgen:39)
	v_sub_u32 v7, v6, v3                                ; examples/attention_varlen.kgen:39
	v_add_u32 v24, v22, v7                              ; examples/attention_varlen.kgen:39
	v_add_u32 v7, v5, v15
	v_add_u32 v22, 0, v7                                ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v42, 1, v7                                ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v43, 2, v7                                ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v44, 3, v7                                ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v45, 8, v7                                ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v46, 9, v7                                ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v47, 10, v7                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v48, 11, v7                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v49, 16, v7                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v50, 17, v7                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v51, 18, v7                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v52, 19, v7                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v53, 24, v7                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v54, 25, v7                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v55, 26, v7                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v56, 27, v7                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_cmp_ge_i32 s[14:15], v24, v22                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[18:19], v24, v42                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[22:23], v24, v43                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[30:31], v24, v44                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[32:33], v24, v45                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[34:35], v24, v46                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[36:37], v24, v47                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[38:39], v24, v48                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[40:41], v24, v49                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[42:43], v24, v50                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[44:45], v24, v51                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[46:47], v24, v52                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[48:49], v24, v53                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[50:51], v24, v54                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[52:53], v24, v55                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[54:55], v24, v56                     ; examples/attention_varlen.kgen:39
	v_mul_lo_u32 v42, v5, s16
	v_mul_hi_u32 v43, v5, s16
	v_lshlrev_b64 v[44:45], 1, v[42:43]
	v_add_co_u32 v42, vcc, s28, v44                     ; 'k' at this chunk
	v_mov_b32 v5, s29
	v_addc_co_u32 v43, vcc, v5, v45, vcc
	v_readfirstlane_b32 s56, v42                        ; examples/attention_varlen.kgen:39: 16-byte load of 'k'
	v_readfirstlane_b32 s57, v43
	s_nop 4
	global_load_dwordx4 v[46:49], v16, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v5, 16, v46
	v_and_b32 v7, 0xffff0000, v46
	v_lshlrev_b32 v22, 16, v47
	v_and_b32 v24, 0xffff0000, v47
	v_lshlrev_b32 v50, 16, v48
	v_and_b32 v51, 0xffff0000, v48
	v_lshlrev_b32 v52, 16, v49
	v_and_b32 v53, 0xffff0000, v49
	s_mul_i32 s17, s16, 32
	s_lshl_b32 s21, s17, 1
	v_add_u32 v46, s21, v16
	v_readfirstlane_b32 s56, v42                        ; examples/attention_varlen.kgen:39: 16-byte load of 'k'
	v_readfirstlane_b32 s57, v43
	s_nop 4
	global_load_dwordx4 v[54:57], v46, s[56:57]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v54
	v_and_b32 v43, 0xffff0000, v54
	v_lshlrev_b32 v47, 16, v55
	v_and_b32 v48, 0xffff0000, v55
	v_lshlrev_b32 v49, 16, v56
	v_and_b32 v58, 0xffff0000, v56
	v_lshlrev_b32 v59, 16, v57
	v_and_b32 v60, 0xffff0000, v57
	v_lshrrev_b32 v54, 16, v5
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v23, v54 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v7
	ds_write_b16 v23, v5 offset:9218                    ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v22
	ds_write_b16 v23, v5 offset:9220                    ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v24
	ds_write_b16 v23, v5 offset:9222                    ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v50
	ds_write_b16 v23, v5 offset:9224                    ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v51
	ds_write_b16 v23, v5 offset:9226                    ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v52
	ds_write_b16 v23, v5 offset:9228                    ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v53
	ds_write_b16 v23, v5 offset:9230                    ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v42
	ds_write_b16 v23, v5 offset:13824                   ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v43
	ds_write_b16 v23, v5 offset:13826                   ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v47
	ds_write_b16 v23, v5 offset:13828                   ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v48
	ds_write_b16 v23, v5 offset:13830                   ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v49
	ds_write_b16 v23, v5 offset:13832                   ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v58
	ds_write_b16 v23, v5 offset:13834                   ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v59
	ds_write_b16 v23, v5 offset:13836                   ; A operand of the product: stage
	v_lshrrev_b32 v5, 16, v60
	ds_write_b16 v23, v5 offset:13838                   ; A operand of the product: stage
	v_mov_b32 v48, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v49, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v50, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v52, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	ds_read_b128 v[64:67], v2                           ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v12 offset:9216              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[68:69], v[64:65], v[48:63] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[70:71], v[66:67], v[48:63] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[64:67], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[68:71], v12 offset:9248              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[68:69], v[64:65], v[48:63] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[70:71], v[66:67], v[48:63] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[64:67], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[68:71], v12 offset:9280              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[68:69], v[64:65], v[48:63] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[70:71], v[66:67], v[48:63] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[64:67], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[68:71], v12 offset:9312              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[68:69], v[64:65], v[48:63] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[48:63], v[70:71], v[66:67], v[48:63] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mul_f32 v5, s20, v48                              ; examples/attention_varlen.kgen:39
	v_mul_f32 v7, s20, v49                              ; examples/attention_varlen.kgen:39
	v_mul_f32 v22, s20, v50                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v24, s20, v51                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v42, s20, v52                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v43, s20, v53                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v47, s20, v54                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v64, s20, v55                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v65, s20, v56                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v66, s20, v57                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v67, s20, v58                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v68, s20, v59                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v69, s20, v60                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v70, s20, v61                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v71, s20, v62                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v72, s20, v63                             ; examples/attention_varlen.kgen:39
	v_mov_b32 v48, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v49, v48, v5, s[14:15]
	v_mov_b32 v5, 0xff800000                            ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v48, v5, v7, s[18:19]
	v_mov_b32 v5, 0xff800000                            ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v7, v5, v22, s[22:23]
	v_mov_b32 v5, 0xff800000                            ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v22, v5, v24, s[30:31]
	v_mov_b32 v5, 0xff800000                            ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v24, v5, v42, s[32:33]
	v_mov_b32 v5, 0xff800000                            ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v42, v5, v43, s[34:35]
	v_mov_b32 v5, 0xff800000                            ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v43, v5, v47, s[36:37]
	v_mov_b32 v5, 0xff800000                            ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v47, v5, v64, s[38:39]
	v_mov_b32 v5, 0xff800000                            ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v50, v5, v65, s[40:41]
	v_mov_b32 v5, 0xff800000                            ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v51, v5, v66, s[42:43]
	v_mov_b32 v5, 0xff800000                            ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v52, v5, v67, s[44:45]
	v_mov_b32 v5, 0xff800000                            ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v53, v5, v68, s[46:47]
	v_mov_b32 v5, 0xff800000                            ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v54, v5, v69, s[48:49]
	v_mov_b32 v5, 0xff800000                            ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v55, v5, v70, s[50:51]
	v_mov_b32 v5, 0xff800000                            ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v56, v5, v71, s[52:53]
	v_mov_b32 v5, 0xff800000                            ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v57, v5, v72, s[54:55]
	s_add_i32 s14, s27, 0                               ; index along 'b' (examples/attention_varlen.kgen:39)
	s_add_i32 s15, s14, 1                               ; examples/attention_varlen.kgen:39
	s_cmp_lt_u32 s15, s24                               ; subscript 0 of 'cu_k' inside [0, B1)
	s_cselect_b32 s14, 1, 0
	s_and_b32 s15, s14, s14
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_mov_b32 v5, 0xff800000
	v_cndmask_b32 v58, v5, v49, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_mov_b32 v5, 0xff800000
	v_cndmask_b32 v59, v5, v48, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_mov_b32 v5, 0xff800000
	v_cndmask_b32 v60, v5, v7, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_mov_b32 v5, 0xff800000
	v_cndmask_b32 v61, v5, v22, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_mov_b32 v5, 0xff800000
	v_cndmask_b32 v62, v5, v24, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_mov_b32 v5, 0xff800000
	v_cndmask_b32 v63, v5, v42, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_mov_b32 v5, 0xff800000
	v_cndmask_b32 v64, v5, v43, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_mov_b32 v5, 0xff800000
	v_cndmask_b32 v65, v5, v47, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_mov_b32 v5, 0xff800000
	v_cndmask_b32 v66, v5, v50, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_mov_b32 v5, 0xff800000
	v_cndmask_b32 v67, v5, v51, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_mov_b32 v5, 0xff800000
	v_cndmask_b32 v68, v5, v52, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_mov_b32 v5, 0xff800000
	v_cndmask_b32 v69, v5, v53, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_mov_b32 v5, 0xff800000
	v_cndmask_b32 v70, v5, v54, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_mov_b32 v5, 0xff800000
	v_cndmask_b32 v71, v5, v55, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_mov_b32 v5, 0xff800000
	v_cndmask_b32 v72, v5, v56, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_mov_b32 v5, 0xff800000
	v_cndmask_b32 v73, v5, v57, s[18:19]
	v_max_f32 v5, v58, v59                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v58, v59
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v5, v58, s[18:19]
	v_max_f32 v5, v59, v60                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v59, v60
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v5, v58, s[18:19]
	v_max_f32 v5, v59, v61                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v59, v61
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v5, v58, s[18:19]
	v_max_f32 v5, v59, v62                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v59, v62
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v5, v58, s[18:19]
	v_max_f32 v5, v59, v63                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v59, v63
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v5, v58, s[18:19]
	v_max_f32 v5, v59, v64                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v59, v64
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v5, v58, s[18:19]
	v_max_f32 v5, v59, v65                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v59, v65
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v5, v58, s[18:19]
	v_max_f32 v5, v59, v66                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v59, v66
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v5, v58, s[18:19]
	v_max_f32 v5, v59, v67                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v59, v67
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v5, v58, s[18:19]
	v_max_f32 v5, v59, v68                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v59, v68
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v5, v58, s[18:19]
	v_max_f32 v5, v59, v69                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v59, v69
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v5, v58, s[18:19]
	v_max_f32 v5, v59, v70                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v59, v70
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v5, v58, s[18:19]
	v_max_f32 v5, v59, v71                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v59, v71
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v5, v58, s[18:19]
	v_max_f32 v5, v59, v72                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v59, v72
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v5, v58, s[18:19]
	v_max_f32 v5, v59, v73                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v59, v73
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v5, v58, s[18:19]
	v_and_b32 v5, 63, v0                                ; max over 'tt' (examples/attention_varlen.kgen:41): lanes 32 apart
	v_xor_b32 v5, 32, v5
	v_lshlrev_b32 v5, 2, v5
	ds_bpermute_b32 v58, v5, v59
	s_waitcnt lgkmcnt(0)
	v_max_f32 v5, v59, v58
	v_cmp_u_f32 s[18:19], v59, v58
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v5, v58, s[18:19]
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_314
	ds_write_b32 v11, v59 offset:46080                  ; max over 'tt' (examples/attention_varlen.kgen:41): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v5, v13 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 0
	ds_read_b32 v58, v13 offset:46336                   ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v59, v5, v58
	v_cmp_u_f32 s[18:19], v5, v58
	v_mov_b32 v5, 0x7fc00000
	v_cndmask_b32 v58, v59, v5, s[18:19]
	v_max_f32 v5, v1, v58                               ; examples/attention_varlen.kgen:41
	v_cmp_u_f32 s[18:19], v1, v58
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v59, v5, v58, s[18:19]
	v_sub_f32 v5, v1, v59                               ; examples/attention_varlen.kgen:43
	v_mul_f32 v58, 0x3fb8aa3b, v5                       ; examples/attention_varlen.kgen:43
	v_exp_f32 v5, v58                                   ; examples/attention_varlen.kgen:43
	v_mul_f32 v58, v26, v5                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v60, v27, v5                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v61, v28, v5                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v62, v29, v5                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v63, v30, v5                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v64, v31, v5                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v65, v32, v5                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v66, v33, v5                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v67, v34, v5                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v68, v35, v5                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v69, v36, v5                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v70, v37, v5                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v71, v38, v5                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v72, v39, v5                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v73, v40, v5                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v74, v41, v5                              ; examples/attention_varlen.kgen:45
	v_mov_b32 v26, v58                                  ; 'acc' scaled in place
	v_mov_b32 v27, v60                                  ; 'acc' scaled in place
	v_mov_b32 v28, v61                                  ; 'acc' scaled in place
	v_mov_b32 v29, v62                                  ; 'acc' scaled in place
	v_mov_b32 v30, v63                                  ; 'acc' scaled in place
	v_mov_b32 v31, v64                                  ; 'acc' scaled in place
	v_mov_b32 v32, v65                                  ; 'acc' scaled in place
	v_mov_b32 v33, v66                                  ; 'acc' scaled in place
	v_mov_b32 v34, v67                                  ; 'acc' scaled in place
	v_mov_b32 v35, v68                                  ; 'acc' scaled in place
	v_mov_b32 v36, v69                                  ; 'acc' scaled in place
	v_mov_b32 v37, v70                                  ; 'acc' scaled in place
	v_mov_b32 v38, v71                                  ; 'acc' scaled in place
	v_mov_b32 v39, v72                                  ; 'acc' scaled in place
	v_mov_b32 v40, v73                                  ; 'acc' scaled in place
	v_mov_b32 v41, v74                                  ; 'acc' scaled in place
	v_add_co_u32 v60, vcc, s10, v44                     ; 'v' at this chunk
	v_mov_b32 v58, s11
	v_addc_co_u32 v61, vcc, v58, v45, vcc
	v_readfirstlane_b32 s18, v60                        ; examples/attention_varlen.kgen:45: 16-byte load of 'v'
	v_readfirstlane_b32 s19, v61
	s_nop 4
	global_load_dwordx4 v[62:65], v16, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v62
	v_and_b32 v45, 0xffff0000, v62
	v_lshlrev_b32 v58, 16, v63
	v_and_b32 v66, 0xffff0000, v63
	v_lshlrev_b32 v67, 16, v64
	v_and_b32 v68, 0xffff0000, v64
	v_lshlrev_b32 v69, 16, v65
	v_and_b32 v70, 0xffff0000, v65
	v_readfirstlane_b32 s18, v60                        ; examples/attention_varlen.kgen:45: 16-byte load of 'v'
	v_readfirstlane_b32 s19, v61
	s_nop 4
	global_load_dwordx4 v[60:63], v46, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v60
	v_and_b32 v64, 0xffff0000, v60
	v_lshlrev_b32 v65, 16, v61
	v_and_b32 v71, 0xffff0000, v61
	v_lshlrev_b32 v72, 16, v62
	v_and_b32 v73, 0xffff0000, v62
	v_lshlrev_b32 v74, 16, v63
	v_and_b32 v75, 0xffff0000, v63
	v_lshrrev_b32 v60, 16, v44
	ds_write_b16 v25, v60 offset:18432                  ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v45
	ds_write_b16 v25, v44 offset:18576                  ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v58
	ds_write_b16 v25, v44 offset:18720                  ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v66
	ds_write_b16 v25, v44 offset:18864                  ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v67
	ds_write_b16 v25, v44 offset:19008                  ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v68
	ds_write_b16 v25, v44 offset:19152                  ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v69
	ds_write_b16 v25, v44 offset:19296                  ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v70
	ds_write_b16 v25, v44 offset:19440                  ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v46
	ds_write_b16 v25, v44 offset:18496                  ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v64
	ds_write_b16 v25, v44 offset:18640                  ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v65
	ds_write_b16 v25, v44 offset:18784                  ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v71
	ds_write_b16 v25, v44 offset:18928                  ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v72
	ds_write_b16 v25, v44 offset:19072                  ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v73
	ds_write_b16 v25, v44 offset:19216                  ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v74
	ds_write_b16 v25, v44 offset:19360                  ; A operand of the product: stage
	v_lshrrev_b32 v44, 16, v75
	ds_write_b16 v25, v44 offset:19504                  ; A operand of the product: stage
	v_mul_f32 v44, 0xbfb8aa3b, v59                      ; -m log2 e of e^(x - m), once per m (examples/attention_varlen.kgen:42)
	v_mov_b32 v45, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v46, v49, v45, v44
	v_exp_f32 v45, v46                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v46, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v49, v48, v46, v44
	v_exp_f32 v46, v49                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v48, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v49, v7, v48, v44
	v_exp_f32 v7, v49                                   ; examples/attention_varlen.kgen:42
	v_mov_b32 v48, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v49, v22, v48, v44
	v_exp_f32 v22, v49                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v48, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v49, v24, v48, v44
	v_exp_f32 v24, v49                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v48, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v49, v42, v48, v44
	v_exp_f32 v42, v49                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v48, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v49, v43, v48, v44
	v_exp_f32 v43, v49                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v48, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v49, v47, v48, v44
	v_exp_f32 v47, v49                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v48, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v49, v50, v48, v44
	v_exp_f32 v48, v49                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v50, v51, v49, v44
	v_exp_f32 v49, v50                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v50, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v52, v50, v44
	v_exp_f32 v50, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v52, v53, v51, v44
	v_exp_f32 v51, v52                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v52, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v54, v52, v44
	v_exp_f32 v52, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v53, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v54, v55, v53, v44
	v_exp_f32 v53, v54                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v54, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v55, v56, v54, v44
	v_exp_f32 v54, v55                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v55, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v56, v57, v55, v44
	v_exp_f32 v44, v56                                  ; examples/attention_varlen.kgen:42
	v_bfe_u32 v55, v45, 16, 1                           ; round to bf16
	v_add3_u32 v56, v45, v55, s7
	v_cmp_u_f32 s[18:19], v45, v45
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v56, v55, s[18:19]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v46, 16, 1                           ; round to bf16
	v_add3_u32 v57, v46, v56, s7
	v_cmp_u_f32 s[18:19], v46, v46
	v_mov_b32 v56, 0x7fc00000
	v_cndmask_b32 v57, v57, v56, s[18:19]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v7, 16, 1                            ; round to bf16
	v_add3_u32 v58, v7, v57, s7
	v_cmp_u_f32 s[18:19], v7, v7
	v_mov_b32 v57, 0x7fc00000
	v_cndmask_b32 v58, v58, v57, s[18:19]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v22, 16, 1                           ; round to bf16
	v_add3_u32 v60, v22, v58, s7
	v_cmp_u_f32 s[18:19], v22, v22
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v60, v60, v58, s[18:19]
	v_and_b32 v58, 0xffff0000, v60
	v_bfe_u32 v60, v24, 16, 1                           ; round to bf16
	v_add3_u32 v61, v24, v60, s7
	v_cmp_u_f32 s[18:19], v24, v24
	v_mov_b32 v60, 0x7fc00000
	v_cndmask_b32 v61, v61, v60, s[18:19]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v42, 16, 1                           ; round to bf16
	v_add3_u32 v62, v42, v61, s7
	v_cmp_u_f32 s[18:19], v42, v42
	v_mov_b32 v61, 0x7fc00000
	v_cndmask_b32 v62, v62, v61, s[18:19]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v43, 16, 1                           ; round to bf16
	v_add3_u32 v63, v43, v62, s7
	v_cmp_u_f32 s[18:19], v43, v43
	v_mov_b32 v62, 0x7fc00000
	v_cndmask_b32 v63, v63, v62, s[18:19]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v47, 16, 1                           ; round to bf16
	v_add3_u32 v64, v47, v63, s7
	v_cmp_u_f32 s[18:19], v47, v47
	v_mov_b32 v63, 0x7fc00000
	v_cndmask_b32 v64, v64, v63, s[18:19]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v48, 16, 1                           ; round to bf16
	v_add3_u32 v65, v48, v64, s7
	v_cmp_u_f32 s[18:19], v48, v48
	v_mov_b32 v64, 0x7fc00000
	v_cndmask_b32 v65, v65, v64, s[18:19]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v49, 16, 1                           ; round to bf16
	v_add3_u32 v66, v49, v65, s7
	v_cmp_u_f32 s[18:19], v49, v49
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v66, v65, s[18:19]
	v_and_b32 v65, 0xffff0000, v66
	v_bfe_u32 v66, v50, 16, 1                           ; round to bf16
	v_add3_u32 v67, v50, v66, s7
	v_cmp_u_f32 s[18:19], v50, v50
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v67, v66, s[18:19]
	v_and_b32 v66, 0xffff0000, v67
	v_bfe_u32 v67, v51, 16, 1                           ; round to bf16
	v_add3_u32 v68, v51, v67, s7
	v_cmp_u_f32 s[18:19], v51, v51
	v_mov_b32 v67, 0x7fc00000
	v_cndmask_b32 v68, v68, v67, s[18:19]
	v_and_b32 v67, 0xffff0000, v68
	v_bfe_u32 v68, v52, 16, 1                           ; round to bf16
	v_add3_u32 v69, v52, v68, s7
	v_cmp_u_f32 s[18:19], v52, v52
	v_mov_b32 v68, 0x7fc00000
	v_cndmask_b32 v69, v69, v68, s[18:19]
	v_and_b32 v68, 0xffff0000, v69
	v_bfe_u32 v69, v53, 16, 1                           ; round to bf16
	v_add3_u32 v70, v53, v69, s7
	v_cmp_u_f32 s[18:19], v53, v53
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v70, v69, s[18:19]
	v_and_b32 v69, 0xffff0000, v70
	v_bfe_u32 v70, v54, 16, 1                           ; round to bf16
	v_add3_u32 v71, v54, v70, s7
	v_cmp_u_f32 s[18:19], v54, v54
	v_mov_b32 v70, 0x7fc00000
	v_cndmask_b32 v71, v71, v70, s[18:19]
	v_and_b32 v70, 0xffff0000, v71
	v_bfe_u32 v71, v44, 16, 1                           ; round to bf16
	v_add3_u32 v72, v44, v71, s7
	v_cmp_u_f32 s[18:19], v44, v44
	v_mov_b32 v71, 0x7fc00000
	v_cndmask_b32 v72, v72, v71, s[18:19]
	v_and_b32 v71, 0xffff0000, v72
	s_cmp_lg_u32 s15, 0                                 ; absent elements add nothing
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v72, 0, v55, s[18:19]
	v_lshrrev_b32 v55, 16, v72
	ds_write_b16 v17, v55 offset:46592                  ; B operand of the product: stage
	s_cmp_lg_u32 s15, 0                                 ; absent elements add nothing
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v55, 0, v56, s[18:19]
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46594                  ; B operand of the product: stage
	s_cmp_lg_u32 s15, 0                                 ; absent elements add nothing
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v55, 0, v57, s[18:19]
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46596                  ; B operand of the product: stage
	s_cmp_lg_u32 s15, 0                                 ; absent elements add nothing
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v55, 0, v58, s[18:19]
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46598                  ; B operand of the product: stage
	s_cmp_lg_u32 s15, 0                                 ; absent elements add nothing
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v55, 0, v60, s[18:19]
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46608                  ; B operand of the product: stage
	s_cmp_lg_u32 s15, 0                                 ; absent elements add nothing
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v55, 0, v61, s[18:19]
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46610                  ; B operand of the product: stage
	s_cmp_lg_u32 s15, 0                                 ; absent elements add nothing
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v55, 0, v62, s[18:19]
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46612                  ; B operand of the product: stage
	s_cmp_lg_u32 s15, 0                                 ; absent elements add nothing
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v55, 0, v63, s[18:19]
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46614                  ; B operand of the product: stage
	s_cmp_lg_u32 s15, 0                                 ; absent elements add nothing
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v55, 0, v64, s[18:19]
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46624                  ; B operand of the product: stage
	s_cmp_lg_u32 s15, 0                                 ; absent elements add nothing
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v55, 0, v65, s[18:19]
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46626                  ; B operand of the product: stage
	s_cmp_lg_u32 s15, 0                                 ; absent elements add nothing
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v55, 0, v66, s[18:19]
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46628                  ; B operand of the product: stage
	s_cmp_lg_u32 s15, 0                                 ; absent elements add nothing
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v55, 0, v67, s[18:19]
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46630                  ; B operand of the product: stage
	s_cmp_lg_u32 s15, 0                                 ; absent elements add nothing
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v55, 0, v68, s[18:19]
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46640                  ; B operand of the product: stage
	s_cmp_lg_u32 s15, 0                                 ; absent elements add nothing
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v55, 0, v69, s[18:19]
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46642                  ; B operand of the product: stage
	s_cmp_lg_u32 s15, 0                                 ; absent elements add nothing
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v55, 0, v70, s[18:19]
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46644                  ; B operand of the product: stage
	s_cmp_lg_u32 s15, 0                                 ; absent elements add nothing
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v55, 0, v71, s[18:19]
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[60:63], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[64:67], v12 offset:18432             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[64:65], v[60:61], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[66:67], v[62:63], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[60:63], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[64:67], v12 offset:18464             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[64:65], v[60:61], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[66:67], v[62:63], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[60:63], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[64:67], v12 offset:18496             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[64:65], v[60:61], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[66:67], v[62:63], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[60:63], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[64:67], v12 offset:18528             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[64:65], v[60:61], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[66:67], v[62:63], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mul_f32 v55, v20, v5                              ; examples/attention_varlen.kgen:44
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v5, 0, v45, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v45, 0, v46, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v46, 0, v7, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v7, 0, v22, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v22, 0, v24, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v24, 0, v42, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v42, 0, v43, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v43, 0, v47, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v47, 0, v48, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v48, 0, v49, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v49, 0, v50, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v50, 0, v51, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v51, 0, v52, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v52, 0, v53, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[18:19], exec, 0
	v_cndmask_b32 v53, 0, v54, s[18:19]
	s_cmp_lg_u32 s15, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v54, 0, v44, s[14:15]
	v_add_f32 v44, v5, v45                              ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v5, v44, v46                              ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v44, v5, v7                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v5, v44, v22                              ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v7, v5, v24                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v5, v7, v42                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v7, v5, v43                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v5, v7, v47                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v7, v5, v48                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v5, v7, v49                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v7, v5, v50                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v5, v7, v51                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v7, v5, v52                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v5, v7, v53                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v7, v5, v54                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_and_b32 v5, 63, v0                                ; sum over 'tt' (examples/attention_varlen.kgen:44): lanes 32 apart
	v_xor_b32 v5, 32, v5
	v_lshlrev_b32 v5, 2, v5
	ds_bpermute_b32 v22, v5, v7
	s_waitcnt lgkmcnt(0)
	v_add_f32 v5, v7, v22
	s_and_saveexec_b64 s[14:15], s[8:9]                 ; lanes where %vpred_314
	ds_write_b32 v11, v5 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:44): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v5, v13 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 0
	ds_read_b32 v7, v13 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v22, v5, v7
	v_add_f32 v5, v55, v22                              ; examples/attention_varlen.kgen:44
	v_mov_b32 v20, v5                                   ; next 'l'
	v_mov_b32 v1, v59                                   ; next 'mx'
	s_add_u32 s6, s6, 64
	s_cmp_lt_u32 s6, s5
	s_cbranch_scc1 .Lattention_varlen_causal_loop4
.Lattention_varlen_causal_loop4_end:
	v_readfirstlane_b32 s5, v8
	s_mov_b32 s14, s6                                   ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s14, s5
	s_cbranch_scc1 .Lattention_varlen_causal_loop5_end
.Lattention_varlen_causal_loop5:
	v_add_u32 v5, s14, v21
	v_sub_u32 v7, v8, s14
	v_add_u32 v22, v4, v9
	v_add_u32 v24, 0, v22                               ; index along 's' (examples/attention_varlen.kgen:39)
	v_sub_u32 v22, v6, v3                               ; examples/attention_varlen.kgen:39
	v_add_u32 v42, v24, v22                             ; examples/attention_varlen.kgen:39
	v_add_u32 v22, v5, v15
	v_add_u32 v24, 0, v22                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v43, 1, v22                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v44, 2, v22                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v45, 3, v22                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v46, 8, v22                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v47, 9, v22                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v48, 10, v22                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v49, 11, v22                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v50, 16, v22                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v51, 17, v22                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v52, 18, v22                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v53, 19, v22                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v54, 24, v22                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v55, 25, v22                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v56, 26, v22                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v57, 27, v22                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_cmp_ge_i32 s[18:19], v42, v24                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[22:23], v42, v43                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[30:31], v42, v44                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[32:33], v42, v45                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[34:35], v42, v46                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[36:37], v42, v47                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[38:39], v42, v48                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[40:41], v42, v49                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[42:43], v42, v50                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[44:45], v42, v51                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[46:47], v42, v52                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[48:49], v42, v53                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[50:51], v42, v54                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[52:53], v42, v55                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[54:55], v42, v56                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[56:57], v42, v57                     ; examples/attention_varlen.kgen:39
	v_mul_lo_u32 v42, v5, s16
	v_mul_hi_u32 v43, v5, s16
	v_lshlrev_b64 v[44:45], 1, v[42:43]
	v_add_co_u32 v42, vcc, s28, v44                     ; 'k' at this chunk
	v_mov_b32 v5, s29
	v_addc_co_u32 v43, vcc, v5, v45, vcc
	v_cmp_lt_u32 s[58:59], v14, v7                      ; 'tt' element in bounds
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_2416
	v_readfirstlane_b32 s62, v42                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s63, v43
	s_nop 4
	global_load_ushort v5, v16, s[62:63]
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_2416
	v_readfirstlane_b32 s62, v42                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s63, v43
	s_nop 4
	global_load_ushort v5, v16, s[62:63] offset:2
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_2416
	v_readfirstlane_b32 s62, v42                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s63, v43
	s_nop 4
	global_load_ushort v5, v16, s[62:63] offset:4
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_2416
	v_readfirstlane_b32 s62, v42                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s63, v43
	s_nop 4
	global_load_ushort v5, v16, s[62:63] offset:6
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_2416
	v_readfirstlane_b32 s62, v42                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s63, v43
	s_nop 4
	global_load_ushort v5, v16, s[62:63] offset:8
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_2416
	v_readfirstlane_b32 s62, v42                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s63, v43
	s_nop 4
	global_load_ushort v5, v16, s[62:63] offset:10
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_2416
	v_readfirstlane_b32 s62, v42                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s63, v43
	s_nop 4
	global_load_ushort v5, v16, s[62:63] offset:12
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v5
	v_mov_b32 v5, 0                                     ; absent element
	s_and_saveexec_b64 s[60:61], s[58:59]               ; lanes where %vpred_2416
	v_readfirstlane_b32 s62, v42                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s63, v43
	s_nop 4
	global_load_ushort v5, v16, s[62:63] offset:14
	s_mov_b64 exec, s[60:61]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v5
	s_mul_i32 s6, s16, 32
	s_lshl_b32 s15, s6, 1
	v_add_u32 v5, s15, v16
	v_add_u32 v52, 32, v14
	v_cmp_lt_u32 s[60:61], v52, v7                      ; 'tt' element in bounds
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_2437
	v_readfirstlane_b32 s64, v42                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s65, v43
	s_nop 4
	global_load_ushort v52, v5, s[64:65]
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_2437
	v_readfirstlane_b32 s64, v42                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s65, v43
	s_nop 4
	global_load_ushort v52, v5, s[64:65] offset:2
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_2437
	v_readfirstlane_b32 s64, v42                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s65, v43
	s_nop 4
	global_load_ushort v52, v5, s[64:65] offset:4
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_2437
	v_readfirstlane_b32 s64, v42                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s65, v43
	s_nop 4
	global_load_ushort v52, v5, s[64:65] offset:6
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_2437
	v_readfirstlane_b32 s64, v42                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s65, v43
	s_nop 4
	global_load_ushort v52, v5, s[64:65] offset:8
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_2437
	v_readfirstlane_b32 s64, v42                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s65, v43
	s_nop 4
	global_load_ushort v52, v5, s[64:65] offset:10
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_2437
	v_readfirstlane_b32 s64, v42                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s65, v43
	s_nop 4
	global_load_ushort v52, v5, s[64:65] offset:12
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v52
	v_mov_b32 v52, 0                                    ; absent element
	s_and_saveexec_b64 s[62:63], s[60:61]               ; lanes where %vpred_2437
	v_readfirstlane_b32 s64, v42                        ; examples/attention_varlen.kgen:39: load of 'k'
	v_readfirstlane_b32 s65, v43
	s_nop 4
	global_load_ushort v52, v5, s[64:65] offset:14
	s_mov_b64 exec, s[62:63]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v52
	v_lshrrev_b32 v43, 16, v22
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v23, v43 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v24
	ds_write_b16 v23, v22 offset:9218                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v46
	ds_write_b16 v23, v22 offset:9220                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v47
	ds_write_b16 v23, v22 offset:9222                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v48
	ds_write_b16 v23, v22 offset:9224                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v49
	ds_write_b16 v23, v22 offset:9226                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v50
	ds_write_b16 v23, v22 offset:9228                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v51
	ds_write_b16 v23, v22 offset:9230                   ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v53
	ds_write_b16 v23, v22 offset:13824                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v54
	ds_write_b16 v23, v22 offset:13826                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v55
	ds_write_b16 v23, v22 offset:13828                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v56
	ds_write_b16 v23, v22 offset:13830                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v57
	ds_write_b16 v23, v22 offset:13832                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v58
	ds_write_b16 v23, v22 offset:13834                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v59
	ds_write_b16 v23, v22 offset:13836                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v42
	ds_write_b16 v23, v22 offset:13838                  ; A operand of the product: stage
	v_mov_b32 v46, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v47, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v48, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v49, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v50, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v52, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	ds_read_b128 v[62:65], v2                           ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[66:69], v12 offset:9216              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[46:61], v[66:67], v[62:63], v[46:61] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[46:61], v[68:69], v[64:65], v[46:61] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[62:65], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[66:69], v12 offset:9248              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[46:61], v[66:67], v[62:63], v[46:61] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[46:61], v[68:69], v[64:65], v[46:61] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[62:65], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[66:69], v12 offset:9280              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[46:61], v[66:67], v[62:63], v[46:61] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[46:61], v[68:69], v[64:65], v[46:61] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[62:65], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[66:69], v12 offset:9312              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[46:61], v[66:67], v[62:63], v[46:61] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[46:61], v[68:69], v[64:65], v[46:61] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	s_nop 7
	s_nop 7
	s_nop 2
	v_mul_f32 v22, s20, v46                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v24, s20, v47                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v42, s20, v48                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v43, s20, v49                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v62, s20, v50                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v63, s20, v51                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v64, s20, v52                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v65, s20, v53                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v66, s20, v54                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v67, s20, v55                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v68, s20, v56                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v69, s20, v57                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v70, s20, v58                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v71, s20, v59                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v72, s20, v60                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v73, s20, v61                             ; examples/attention_varlen.kgen:39
	v_mov_b32 v46, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v47, v46, v22, s[18:19]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v46, v22, v24, s[22:23]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v24, v22, v42, s[30:31]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v42, v22, v43, s[32:33]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v43, v22, v62, s[34:35]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v48, v22, v63, s[36:37]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v49, v22, v64, s[38:39]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v50, v22, v65, s[40:41]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v51, v22, v66, s[42:43]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v52, v22, v67, s[44:45]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v53, v22, v68, s[46:47]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v54, v22, v69, s[48:49]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v55, v22, v70, s[50:51]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v56, v22, v71, s[52:53]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v57, v22, v72, s[54:55]
	v_mov_b32 v22, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v58, v22, v73, s[56:57]
	v_cmp_lt_u32 s[18:19], v15, v7                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[12:13], s[18:19]
	s_add_i32 s6, s27, 0                                ; index along 'b' (examples/attention_varlen.kgen:39)
	s_add_i32 s15, s6, 1                                ; examples/attention_varlen.kgen:39
	s_cmp_lt_u32 s15, s24                               ; subscript 0 of 'cu_k' inside [0, B1)
	s_cselect_b32 s6, 1, 0
	s_and_b32 s15, s6, s6
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[30:31], s[22:23], s[18:19]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v59, v22, v47, s[30:31]
	v_add_u32 v22, 1, v15
	v_cmp_lt_u32 s[18:19], v22, v7                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[12:13], s[18:19]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[32:33], s[22:23], s[18:19]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v60, v22, v46, s[32:33]
	v_add_u32 v22, 2, v15
	v_cmp_lt_u32 s[18:19], v22, v7                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[12:13], s[18:19]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[34:35], s[22:23], s[18:19]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v61, v22, v24, s[34:35]
	v_add_u32 v22, 3, v15
	v_cmp_lt_u32 s[18:19], v22, v7                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[12:13], s[18:19]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[36:37], s[22:23], s[18:19]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v62, v22, v42, s[36:37]
	v_add_u32 v22, 8, v15
	v_cmp_lt_u32 s[18:19], v22, v7                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[12:13], s[18:19]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[38:39], s[22:23], s[18:19]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v63, v22, v43, s[38:39]
	v_add_u32 v22, 9, v15
	v_cmp_lt_u32 s[18:19], v22, v7                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[12:13], s[18:19]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[40:41], s[22:23], s[18:19]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v64, v22, v48, s[40:41]
	v_add_u32 v22, 10, v15
	v_cmp_lt_u32 s[18:19], v22, v7                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[12:13], s[18:19]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[42:43], s[22:23], s[18:19]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v65, v22, v49, s[42:43]
	v_add_u32 v22, 11, v15
	v_cmp_lt_u32 s[18:19], v22, v7                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[12:13], s[18:19]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[44:45], s[22:23], s[18:19]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v66, v22, v50, s[44:45]
	v_add_u32 v22, 16, v15
	v_cmp_lt_u32 s[18:19], v22, v7                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[12:13], s[18:19]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[46:47], s[22:23], s[18:19]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v67, v22, v51, s[46:47]
	v_add_u32 v22, 17, v15
	v_cmp_lt_u32 s[18:19], v22, v7                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[12:13], s[18:19]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[48:49], s[22:23], s[18:19]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v68, v22, v52, s[48:49]
	v_add_u32 v22, 18, v15
	v_cmp_lt_u32 s[18:19], v22, v7                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[12:13], s[18:19]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[50:51], s[22:23], s[18:19]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v69, v22, v53, s[50:51]
	v_add_u32 v22, 19, v15
	v_cmp_lt_u32 s[18:19], v22, v7                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[12:13], s[18:19]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[52:53], s[22:23], s[18:19]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v70, v22, v54, s[52:53]
	v_add_u32 v22, 24, v15
	v_cmp_lt_u32 s[18:19], v22, v7                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[12:13], s[18:19]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[54:55], s[22:23], s[18:19]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v71, v22, v55, s[54:55]
	v_add_u32 v22, 25, v15
	v_cmp_lt_u32 s[18:19], v22, v7                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[12:13], s[18:19]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[56:57], s[22:23], s[18:19]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v72, v22, v56, s[56:57]
	v_add_u32 v22, 26, v15
	v_cmp_lt_u32 s[18:19], v22, v7                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[12:13], s[18:19]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[62:63], s[22:23], s[18:19]
	v_mov_b32 v22, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v73, v22, v57, s[62:63]
	v_add_u32 v22, 27, v15
	v_cmp_lt_u32 s[18:19], v22, v7                      ; 'tt' element in bounds
	s_and_b64 s[22:23], s[12:13], s[18:19]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[18:19], exec, 0
	s_and_b64 s[64:65], s[22:23], s[18:19]
	v_mov_b32 v7, 0xff800000                            ; absent elements contribute the identity
	v_cndmask_b32 v22, v7, v58, s[64:65]
	v_max_f32 v7, v59, v60                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v59, v60
	v_mov_b32 v59, 0x7fc00000
	v_cndmask_b32 v60, v7, v59, s[18:19]
	v_max_f32 v7, v60, v61                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v60, v61
	v_mov_b32 v59, 0x7fc00000
	v_cndmask_b32 v60, v7, v59, s[18:19]
	v_max_f32 v7, v60, v62                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v60, v62
	v_mov_b32 v59, 0x7fc00000
	v_cndmask_b32 v60, v7, v59, s[18:19]
	v_max_f32 v7, v60, v63                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v60, v63
	v_mov_b32 v59, 0x7fc00000
	v_cndmask_b32 v60, v7, v59, s[18:19]
	v_max_f32 v7, v60, v64                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v60, v64
	v_mov_b32 v59, 0x7fc00000
	v_cndmask_b32 v60, v7, v59, s[18:19]
	v_max_f32 v7, v60, v65                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v60, v65
	v_mov_b32 v59, 0x7fc00000
	v_cndmask_b32 v60, v7, v59, s[18:19]
	v_max_f32 v7, v60, v66                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v60, v66
	v_mov_b32 v59, 0x7fc00000
	v_cndmask_b32 v60, v7, v59, s[18:19]
	v_max_f32 v7, v60, v67                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v60, v67
	v_mov_b32 v59, 0x7fc00000
	v_cndmask_b32 v60, v7, v59, s[18:19]
	v_max_f32 v7, v60, v68                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v60, v68
	v_mov_b32 v59, 0x7fc00000
	v_cndmask_b32 v60, v7, v59, s[18:19]
	v_max_f32 v7, v60, v69                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v60, v69
	v_mov_b32 v59, 0x7fc00000
	v_cndmask_b32 v60, v7, v59, s[18:19]
	v_max_f32 v7, v60, v70                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v60, v70
	v_mov_b32 v59, 0x7fc00000
	v_cndmask_b32 v60, v7, v59, s[18:19]
	v_max_f32 v7, v60, v71                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v60, v71
	v_mov_b32 v59, 0x7fc00000
	v_cndmask_b32 v60, v7, v59, s[18:19]
	v_max_f32 v7, v60, v72                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v60, v72
	v_mov_b32 v59, 0x7fc00000
	v_cndmask_b32 v60, v7, v59, s[18:19]
	v_max_f32 v7, v60, v73                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v60, v73
	v_mov_b32 v59, 0x7fc00000
	v_cndmask_b32 v60, v7, v59, s[18:19]
	v_max_f32 v7, v60, v22                              ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[18:19], v60, v22
	v_mov_b32 v22, 0x7fc00000
	v_cndmask_b32 v59, v7, v22, s[18:19]
	v_and_b32 v7, 63, v0                                ; max over 'tt' (examples/attention_varlen.kgen:41): lanes 32 apart
	v_xor_b32 v7, 32, v7
	v_lshlrev_b32 v7, 2, v7
	ds_bpermute_b32 v22, v7, v59
	s_waitcnt lgkmcnt(0)
	v_max_f32 v7, v59, v22
	v_cmp_u_f32 s[18:19], v59, v22
	v_mov_b32 v22, 0x7fc00000
	v_cndmask_b32 v59, v7, v22, s[18:19]
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_314
	ds_write_b32 v11, v59 offset:46080                  ; max over 'tt' (examples/attention_varlen.kgen:41): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v7, v13 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 0
	ds_read_b32 v22, v13 offset:46336                   ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v59, v7, v22
	v_cmp_u_f32 s[18:19], v7, v22
	v_mov_b32 v7, 0x7fc00000
	v_cndmask_b32 v22, v59, v7, s[18:19]
	v_max_f32 v7, v1, v22                               ; examples/attention_varlen.kgen:41
	v_cmp_u_f32 s[18:19], v1, v22
	v_mov_b32 v22, 0x7fc00000
	v_cndmask_b32 v59, v7, v22, s[18:19]
	v_sub_f32 v7, v1, v59                               ; examples/attention_varlen.kgen:43
	v_mul_f32 v22, 0x3fb8aa3b, v7                       ; examples/attention_varlen.kgen:43
	v_exp_f32 v7, v22                                   ; examples/attention_varlen.kgen:43
	v_mul_f32 v22, v26, v7                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v60, v27, v7                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v61, v28, v7                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v62, v29, v7                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v63, v30, v7                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v64, v31, v7                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v65, v32, v7                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v66, v33, v7                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v67, v34, v7                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v68, v35, v7                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v69, v36, v7                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v70, v37, v7                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v71, v38, v7                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v72, v39, v7                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v73, v40, v7                              ; examples/attention_varlen.kgen:45
	v_mul_f32 v74, v41, v7                              ; examples/attention_varlen.kgen:45
	v_mov_b32 v26, v22                                  ; 'acc' scaled in place
	v_mov_b32 v27, v60                                  ; 'acc' scaled in place
	v_mov_b32 v28, v61                                  ; 'acc' scaled in place
	v_mov_b32 v29, v62                                  ; 'acc' scaled in place
	v_mov_b32 v30, v63                                  ; 'acc' scaled in place
	v_mov_b32 v31, v64                                  ; 'acc' scaled in place
	v_mov_b32 v32, v65                                  ; 'acc' scaled in place
	v_mov_b32 v33, v66                                  ; 'acc' scaled in place
	v_mov_b32 v34, v67                                  ; 'acc' scaled in place
	v_mov_b32 v35, v68                                  ; 'acc' scaled in place
	v_mov_b32 v36, v69                                  ; 'acc' scaled in place
	v_mov_b32 v37, v70                                  ; 'acc' scaled in place
	v_mov_b32 v38, v71                                  ; 'acc' scaled in place
	v_mov_b32 v39, v72                                  ; 'acc' scaled in place
	v_mov_b32 v40, v73                                  ; 'acc' scaled in place
	v_mov_b32 v41, v74                                  ; 'acc' scaled in place
	v_add_co_u32 v60, vcc, s10, v44                     ; 'v' at this chunk
	v_mov_b32 v22, s11
	v_addc_co_u32 v61, vcc, v22, v45, vcc
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[58:59]               ; lanes where %vpred_2416
	v_readfirstlane_b32 s22, v60                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s23, v61
	s_nop 4
	global_load_ushort v22, v16, s[22:23]
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[58:59]               ; lanes where %vpred_2416
	v_readfirstlane_b32 s22, v60                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s23, v61
	s_nop 4
	global_load_ushort v22, v16, s[22:23] offset:2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[58:59]               ; lanes where %vpred_2416
	v_readfirstlane_b32 s22, v60                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s23, v61
	s_nop 4
	global_load_ushort v22, v16, s[22:23] offset:4
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[58:59]               ; lanes where %vpred_2416
	v_readfirstlane_b32 s22, v60                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s23, v61
	s_nop 4
	global_load_ushort v22, v16, s[22:23] offset:6
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[58:59]               ; lanes where %vpred_2416
	v_readfirstlane_b32 s22, v60                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s23, v61
	s_nop 4
	global_load_ushort v22, v16, s[22:23] offset:8
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[58:59]               ; lanes where %vpred_2416
	v_readfirstlane_b32 s22, v60                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s23, v61
	s_nop 4
	global_load_ushort v22, v16, s[22:23] offset:10
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[58:59]               ; lanes where %vpred_2416
	v_readfirstlane_b32 s22, v60                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s23, v61
	s_nop 4
	global_load_ushort v22, v16, s[22:23] offset:12
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[58:59]               ; lanes where %vpred_2416
	v_readfirstlane_b32 s22, v60                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s23, v61
	s_nop 4
	global_load_ushort v22, v16, s[22:23] offset:14
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[60:61]               ; lanes where %vpred_2437
	v_readfirstlane_b32 s22, v60                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s23, v61
	s_nop 4
	global_load_ushort v22, v5, s[22:23]
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v68, 16, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[60:61]               ; lanes where %vpred_2437
	v_readfirstlane_b32 s22, v60                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s23, v61
	s_nop 4
	global_load_ushort v22, v5, s[22:23] offset:2
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v69, 16, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[60:61]               ; lanes where %vpred_2437
	v_readfirstlane_b32 s22, v60                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s23, v61
	s_nop 4
	global_load_ushort v22, v5, s[22:23] offset:4
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v70, 16, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[60:61]               ; lanes where %vpred_2437
	v_readfirstlane_b32 s22, v60                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s23, v61
	s_nop 4
	global_load_ushort v22, v5, s[22:23] offset:6
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v71, 16, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[60:61]               ; lanes where %vpred_2437
	v_readfirstlane_b32 s22, v60                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s23, v61
	s_nop 4
	global_load_ushort v22, v5, s[22:23] offset:8
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v72, 16, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[60:61]               ; lanes where %vpred_2437
	v_readfirstlane_b32 s22, v60                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s23, v61
	s_nop 4
	global_load_ushort v22, v5, s[22:23] offset:10
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v73, 16, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[60:61]               ; lanes where %vpred_2437
	v_readfirstlane_b32 s22, v60                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s23, v61
	s_nop 4
	global_load_ushort v22, v5, s[22:23] offset:12
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v74, 16, v22
	v_mov_b32 v22, 0                                    ; absent element
	s_and_saveexec_b64 s[18:19], s[60:61]               ; lanes where %vpred_2437
	v_readfirstlane_b32 s22, v60                        ; examples/attention_varlen.kgen:45: load of 'v'
	v_readfirstlane_b32 s23, v61
	s_nop 4
	global_load_ushort v22, v5, s[22:23] offset:14
	s_mov_b64 exec, s[18:19]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v5, 16, v22
	v_lshrrev_b32 v22, 16, v44
	ds_write_b16 v25, v22 offset:18432                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v45
	ds_write_b16 v25, v22 offset:18576                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v62
	ds_write_b16 v25, v22 offset:18720                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v63
	ds_write_b16 v25, v22 offset:18864                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v64
	ds_write_b16 v25, v22 offset:19008                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v65
	ds_write_b16 v25, v22 offset:19152                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v66
	ds_write_b16 v25, v22 offset:19296                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v67
	ds_write_b16 v25, v22 offset:19440                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v68
	ds_write_b16 v25, v22 offset:18496                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v69
	ds_write_b16 v25, v22 offset:18640                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v70
	ds_write_b16 v25, v22 offset:18784                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v71
	ds_write_b16 v25, v22 offset:18928                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v72
	ds_write_b16 v25, v22 offset:19072                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v73
	ds_write_b16 v25, v22 offset:19216                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v74
	ds_write_b16 v25, v22 offset:19360                  ; A operand of the product: stage
	v_lshrrev_b32 v22, 16, v5
	ds_write_b16 v25, v22 offset:19504                  ; A operand of the product: stage
	v_mul_f32 v5, 0xbfb8aa3b, v59                       ; -m log2 e of e^(x - m), once per m (examples/attention_varlen.kgen:42)
	v_mov_b32 v22, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v44, v47, v22, v5
	v_exp_f32 v22, v44                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v44, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v45, v46, v44, v5
	v_exp_f32 v44, v45                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v45, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v46, v24, v45, v5
	v_exp_f32 v24, v46                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v45, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v46, v42, v45, v5
	v_exp_f32 v42, v46                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v45, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v46, v43, v45, v5
	v_exp_f32 v43, v46                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v45, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v46, v48, v45, v5
	v_exp_f32 v45, v46                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v46, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v47, v49, v46, v5
	v_exp_f32 v46, v47                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v47, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v48, v50, v47, v5
	v_exp_f32 v47, v48                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v48, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v49, v51, v48, v5
	v_exp_f32 v48, v49                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v50, v52, v49, v5
	v_exp_f32 v49, v50                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v50, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v53, v50, v5
	v_exp_f32 v50, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v52, v54, v51, v5
	v_exp_f32 v51, v52                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v52, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v55, v52, v5
	v_exp_f32 v52, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v53, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v54, v56, v53, v5
	v_exp_f32 v53, v54                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v54, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v55, v57, v54, v5
	v_exp_f32 v54, v55                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v55, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v56, v58, v55, v5
	v_exp_f32 v5, v56                                   ; examples/attention_varlen.kgen:42
	v_bfe_u32 v55, v22, 16, 1                           ; round to bf16
	v_add3_u32 v56, v22, v55, s7
	v_cmp_u_f32 s[18:19], v22, v22
	v_mov_b32 v55, 0x7fc00000
	v_cndmask_b32 v56, v56, v55, s[18:19]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v44, 16, 1                           ; round to bf16
	v_add3_u32 v57, v44, v56, s7
	v_cmp_u_f32 s[18:19], v44, v44
	v_mov_b32 v56, 0x7fc00000
	v_cndmask_b32 v57, v57, v56, s[18:19]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v24, 16, 1                           ; round to bf16
	v_add3_u32 v58, v24, v57, s7
	v_cmp_u_f32 s[18:19], v24, v24
	v_mov_b32 v57, 0x7fc00000
	v_cndmask_b32 v58, v58, v57, s[18:19]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v42, 16, 1                           ; round to bf16
	v_add3_u32 v60, v42, v58, s7
	v_cmp_u_f32 s[18:19], v42, v42
	v_mov_b32 v58, 0x7fc00000
	v_cndmask_b32 v60, v60, v58, s[18:19]
	v_and_b32 v58, 0xffff0000, v60
	v_bfe_u32 v60, v43, 16, 1                           ; round to bf16
	v_add3_u32 v61, v43, v60, s7
	v_cmp_u_f32 s[18:19], v43, v43
	v_mov_b32 v60, 0x7fc00000
	v_cndmask_b32 v61, v61, v60, s[18:19]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v45, 16, 1                           ; round to bf16
	v_add3_u32 v62, v45, v61, s7
	v_cmp_u_f32 s[18:19], v45, v45
	v_mov_b32 v61, 0x7fc00000
	v_cndmask_b32 v62, v62, v61, s[18:19]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v46, 16, 1                           ; round to bf16
	v_add3_u32 v63, v46, v62, s7
	v_cmp_u_f32 s[18:19], v46, v46
	v_mov_b32 v62, 0x7fc00000
	v_cndmask_b32 v63, v63, v62, s[18:19]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v47, 16, 1                           ; round to bf16
	v_add3_u32 v64, v47, v63, s7
	v_cmp_u_f32 s[18:19], v47, v47
	v_mov_b32 v63, 0x7fc00000
	v_cndmask_b32 v64, v64, v63, s[18:19]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v48, 16, 1                           ; round to bf16
	v_add3_u32 v65, v48, v64, s7
	v_cmp_u_f32 s[18:19], v48, v48
	v_mov_b32 v64, 0x7fc00000
	v_cndmask_b32 v65, v65, v64, s[18:19]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v49, 16, 1                           ; round to bf16
	v_add3_u32 v66, v49, v65, s7
	v_cmp_u_f32 s[18:19], v49, v49
	v_mov_b32 v65, 0x7fc00000
	v_cndmask_b32 v66, v66, v65, s[18:19]
	v_and_b32 v65, 0xffff0000, v66
	v_bfe_u32 v66, v50, 16, 1                           ; round to bf16
	v_add3_u32 v67, v50, v66, s7
	v_cmp_u_f32 s[18:19], v50, v50
	v_mov_b32 v66, 0x7fc00000
	v_cndmask_b32 v67, v67, v66, s[18:19]
	v_and_b32 v66, 0xffff0000, v67
	v_bfe_u32 v67, v51, 16, 1                           ; round to bf16
	v_add3_u32 v68, v51, v67, s7
	v_cmp_u_f32 s[18:19], v51, v51
	v_mov_b32 v67, 0x7fc00000
	v_cndmask_b32 v68, v68, v67, s[18:19]
	v_and_b32 v67, 0xffff0000, v68
	v_bfe_u32 v68, v52, 16, 1                           ; round to bf16
	v_add3_u32 v69, v52, v68, s7
	v_cmp_u_f32 s[18:19], v52, v52
	v_mov_b32 v68, 0x7fc00000
	v_cndmask_b32 v69, v69, v68, s[18:19]
	v_and_b32 v68, 0xffff0000, v69
	v_bfe_u32 v69, v53, 16, 1                           ; round to bf16
	v_add3_u32 v70, v53, v69, s7
	v_cmp_u_f32 s[18:19], v53, v53
	v_mov_b32 v69, 0x7fc00000
	v_cndmask_b32 v70, v70, v69, s[18:19]
	v_and_b32 v69, 0xffff0000, v70
	v_bfe_u32 v70, v54, 16, 1                           ; round to bf16
	v_add3_u32 v71, v54, v70, s7
	v_cmp_u_f32 s[18:19], v54, v54
	v_mov_b32 v70, 0x7fc00000
	v_cndmask_b32 v71, v71, v70, s[18:19]
	v_and_b32 v70, 0xffff0000, v71
	v_bfe_u32 v71, v5, 16, 1                            ; round to bf16
	v_add3_u32 v72, v5, v71, s7
	v_cmp_u_f32 s[18:19], v5, v5
	v_mov_b32 v71, 0x7fc00000
	v_cndmask_b32 v72, v72, v71, s[18:19]
	v_and_b32 v71, 0xffff0000, v72
	v_cndmask_b32 v72, 0, v55, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v55, 16, v72
	ds_write_b16 v17, v55 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v56, s[32:33]                 ; absent elements add nothing
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v57, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v58, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v60, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v61, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v62, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v63, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v64, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v65, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v66, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v67, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v68, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v69, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v70, s[62:63]                 ; absent elements add nothing
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v55, 0, v71, s[64:65]                 ; absent elements add nothing
	v_lshrrev_b32 v56, 16, v55
	ds_write_b16 v17, v56 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[60:63], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[64:67], v12 offset:18432             ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[64:65], v[60:61], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[66:67], v[62:63], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[60:63], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[64:67], v12 offset:18464             ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[64:65], v[60:61], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[66:67], v[62:63], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[60:63], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[64:67], v12 offset:18496             ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[64:65], v[60:61], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[66:67], v[62:63], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[60:63], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[64:67], v12 offset:18528             ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[64:65], v[60:61], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8bf16_1k v[26:41], v[66:67], v[62:63], v[26:41] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mul_f32 v55, v20, v7                              ; examples/attention_varlen.kgen:44
	v_cndmask_b32 v7, 0, v22, s[30:31]                  ; absent elements contribute the identity
	v_cndmask_b32 v22, 0, v44, s[32:33]                 ; absent elements contribute the identity
	v_cndmask_b32 v44, 0, v24, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v24, 0, v42, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v42, 0, v43, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v43, 0, v45, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v45, 0, v46, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v46, 0, v47, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v47, 0, v48, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v48, 0, v49, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v49, 0, v50, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v50, 0, v51, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v51, 0, v52, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v52, 0, v53, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v53, 0, v54, s[62:63]                 ; absent elements contribute the identity
	v_cndmask_b32 v54, 0, v5, s[64:65]                  ; absent elements contribute the identity
	v_add_f32 v5, v7, v22                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v7, v5, v44                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v5, v7, v24                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v7, v5, v42                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v5, v7, v43                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v7, v5, v45                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v5, v7, v46                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v7, v5, v47                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v5, v7, v48                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v7, v5, v49                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v5, v7, v50                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v7, v5, v51                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v5, v7, v52                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v7, v5, v53                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v5, v7, v54                               ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_and_b32 v7, 63, v0                                ; sum over 'tt' (examples/attention_varlen.kgen:44): lanes 32 apart
	v_xor_b32 v7, 32, v7
	v_lshlrev_b32 v7, 2, v7
	ds_bpermute_b32 v22, v7, v5
	s_waitcnt lgkmcnt(0)
	v_add_f32 v7, v5, v22
	s_and_saveexec_b64 s[18:19], s[8:9]                 ; lanes where %vpred_314
	ds_write_b32 v11, v7 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:44): this warp group's partial
	s_mov_b64 exec, s[18:19]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v5, v13 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 0
	ds_read_b32 v7, v13 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v22, v5, v7
	v_add_f32 v5, v55, v22                              ; examples/attention_varlen.kgen:44
	v_mov_b32 v20, v5                                   ; next 'l'
	v_mov_b32 v1, v59                                   ; next 'mx'
	s_add_u32 s14, s14, 64
	s_cmp_lt_u32 s14, s5
	s_cbranch_scc1 .Lattention_varlen_causal_loop5
.Lattention_varlen_causal_loop5_end:
	v_cmp_gt_f32 s[8:9], v20, 0                         ; examples/attention_varlen.kgen:48
	v_div_scale_f32 v1, s[10:11], v20, v20, v26         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v2, v1
	v_div_scale_f32 v3, vcc, v26, v20, v26
	v_fma_f32 v4, -v1, v2, 1.0
	v_fma_f32 v2, v4, v2, v2
	v_mul_f32 v5, v3, v2
	v_fma_f32 v4, -v1, v5, v3
	v_fma_f32 v5, v4, v2, v5
	v_fma_f32 v4, -v1, v5, v3
	v_div_fmas_f32 v4, v4, v2, v5
	v_div_fixup_f32 v1, v4, v20, v26
	v_div_scale_f32 v2, s[10:11], v20, v20, v27         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v3, v2
	v_div_scale_f32 v4, vcc, v27, v20, v27
	v_fma_f32 v5, -v2, v3, 1.0
	v_fma_f32 v3, v5, v3, v3
	v_mul_f32 v6, v4, v3
	v_fma_f32 v5, -v2, v6, v4
	v_fma_f32 v6, v5, v3, v6
	v_fma_f32 v5, -v2, v6, v4
	v_div_fmas_f32 v5, v5, v3, v6
	v_div_fixup_f32 v2, v5, v20, v27
	v_div_scale_f32 v3, s[10:11], v20, v20, v28         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v4, v3
	v_div_scale_f32 v5, vcc, v28, v20, v28
	v_fma_f32 v6, -v3, v4, 1.0
	v_fma_f32 v4, v6, v4, v4
	v_mul_f32 v7, v5, v4
	v_fma_f32 v6, -v3, v7, v5
	v_fma_f32 v7, v6, v4, v7
	v_fma_f32 v6, -v3, v7, v5
	v_div_fmas_f32 v6, v6, v4, v7
	v_div_fixup_f32 v3, v6, v20, v28
	v_div_scale_f32 v4, s[10:11], v20, v20, v29         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v5, v4
	v_div_scale_f32 v6, vcc, v29, v20, v29
	v_fma_f32 v7, -v4, v5, 1.0
	v_fma_f32 v5, v7, v5, v5
	v_mul_f32 v8, v6, v5
	v_fma_f32 v7, -v4, v8, v6
	v_fma_f32 v8, v7, v5, v8
	v_fma_f32 v7, -v4, v8, v6
	v_div_fmas_f32 v7, v7, v5, v8
	v_div_fixup_f32 v4, v7, v20, v29
	v_div_scale_f32 v5, s[10:11], v20, v20, v30         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v6, v5
	v_div_scale_f32 v7, vcc, v30, v20, v30
	v_fma_f32 v8, -v5, v6, 1.0
	v_fma_f32 v6, v8, v6, v6
	v_mul_f32 v9, v7, v6
	v_fma_f32 v8, -v5, v9, v7
	v_fma_f32 v9, v8, v6, v9
	v_fma_f32 v8, -v5, v9, v7
	v_div_fmas_f32 v8, v8, v6, v9
	v_div_fixup_f32 v5, v8, v20, v30
	v_div_scale_f32 v6, s[10:11], v20, v20, v31         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v7, v6
	v_div_scale_f32 v8, vcc, v31, v20, v31
	v_fma_f32 v9, -v6, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v11, v8, v7
	v_fma_f32 v9, -v6, v11, v8
	v_fma_f32 v11, v9, v7, v11
	v_fma_f32 v9, -v6, v11, v8
	v_div_fmas_f32 v9, v9, v7, v11
	v_div_fixup_f32 v6, v9, v20, v31
	v_div_scale_f32 v7, s[10:11], v20, v20, v32         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v8, v7
	v_div_scale_f32 v9, vcc, v32, v20, v32
	v_fma_f32 v11, -v7, v8, 1.0
	v_fma_f32 v8, v11, v8, v8
	v_mul_f32 v12, v9, v8
	v_fma_f32 v11, -v7, v12, v9
	v_fma_f32 v12, v11, v8, v12
	v_fma_f32 v11, -v7, v12, v9
	v_div_fmas_f32 v11, v11, v8, v12
	v_div_fixup_f32 v7, v11, v20, v32
	v_div_scale_f32 v8, s[10:11], v20, v20, v33         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v9, v8
	v_div_scale_f32 v11, vcc, v33, v20, v33
	v_fma_f32 v12, -v8, v9, 1.0
	v_fma_f32 v9, v12, v9, v9
	v_mul_f32 v13, v11, v9
	v_fma_f32 v12, -v8, v13, v11
	v_fma_f32 v13, v12, v9, v13
	v_fma_f32 v12, -v8, v13, v11
	v_div_fmas_f32 v12, v12, v9, v13
	v_div_fixup_f32 v8, v12, v20, v33
	v_div_scale_f32 v9, s[10:11], v20, v20, v34         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v11, v9
	v_div_scale_f32 v12, vcc, v34, v20, v34
	v_fma_f32 v13, -v9, v11, 1.0
	v_fma_f32 v11, v13, v11, v11
	v_mul_f32 v14, v12, v11
	v_fma_f32 v13, -v9, v14, v12
	v_fma_f32 v14, v13, v11, v14
	v_fma_f32 v13, -v9, v14, v12
	v_div_fmas_f32 v13, v13, v11, v14
	v_div_fixup_f32 v9, v13, v20, v34
	v_div_scale_f32 v11, s[10:11], v20, v20, v35        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v12, v11
	v_div_scale_f32 v13, vcc, v35, v20, v35
	v_fma_f32 v14, -v11, v12, 1.0
	v_fma_f32 v12, v14, v12, v12
	v_mul_f32 v15, v13, v12
	v_fma_f32 v14, -v11, v15, v13
	v_fma_f32 v15, v14, v12, v15
	v_fma_f32 v14, -v11, v15, v13
	v_div_fmas_f32 v14, v14, v12, v15
	v_div_fixup_f32 v11, v14, v20, v35
	v_div_scale_f32 v12, s[10:11], v20, v20, v36        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v13, v12
	v_div_scale_f32 v14, vcc, v36, v20, v36
	v_fma_f32 v15, -v12, v13, 1.0
	v_fma_f32 v13, v15, v13, v13
	v_mul_f32 v16, v14, v13
	v_fma_f32 v15, -v12, v16, v14
	v_fma_f32 v16, v15, v13, v16
	v_fma_f32 v15, -v12, v16, v14
	v_div_fmas_f32 v15, v15, v13, v16
	v_div_fixup_f32 v12, v15, v20, v36
	v_div_scale_f32 v13, s[10:11], v20, v20, v37        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v14, v13
	v_div_scale_f32 v15, vcc, v37, v20, v37
	v_fma_f32 v16, -v13, v14, 1.0
	v_fma_f32 v14, v16, v14, v14
	v_mul_f32 v17, v15, v14
	v_fma_f32 v16, -v13, v17, v15
	v_fma_f32 v17, v16, v14, v17
	v_fma_f32 v16, -v13, v17, v15
	v_div_fmas_f32 v16, v16, v14, v17
	v_div_fixup_f32 v13, v16, v20, v37
	v_div_scale_f32 v14, s[10:11], v20, v20, v38        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v15, v14
	v_div_scale_f32 v16, vcc, v38, v20, v38
	v_fma_f32 v17, -v14, v15, 1.0
	v_fma_f32 v15, v17, v15, v15
	v_mul_f32 v21, v16, v15
	v_fma_f32 v17, -v14, v21, v16
	v_fma_f32 v21, v17, v15, v21
	v_fma_f32 v17, -v14, v21, v16
	v_div_fmas_f32 v17, v17, v15, v21
	v_div_fixup_f32 v14, v17, v20, v38
	v_div_scale_f32 v15, s[10:11], v20, v20, v39        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v16, v15
	v_div_scale_f32 v17, vcc, v39, v20, v39
	v_fma_f32 v21, -v15, v16, 1.0
	v_fma_f32 v16, v21, v16, v16
	v_mul_f32 v22, v17, v16
	v_fma_f32 v21, -v15, v22, v17
	v_fma_f32 v22, v21, v16, v22
	v_fma_f32 v21, -v15, v22, v17
	v_div_fmas_f32 v21, v21, v16, v22
	v_div_fixup_f32 v15, v21, v20, v39
	v_div_scale_f32 v16, s[10:11], v20, v20, v40        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v17, v16
	v_div_scale_f32 v21, vcc, v40, v20, v40
	v_fma_f32 v22, -v16, v17, 1.0
	v_fma_f32 v17, v22, v17, v17
	v_mul_f32 v23, v21, v17
	v_fma_f32 v22, -v16, v23, v21
	v_fma_f32 v23, v22, v17, v23
	v_fma_f32 v22, -v16, v23, v21
	v_div_fmas_f32 v22, v22, v17, v23
	v_div_fixup_f32 v16, v22, v20, v40
	v_div_scale_f32 v17, s[10:11], v20, v20, v41        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v21, v17
	v_div_scale_f32 v22, vcc, v41, v20, v41
	v_fma_f32 v23, -v17, v21, 1.0
	v_fma_f32 v21, v23, v21, v21
	v_mul_f32 v24, v22, v21
	v_fma_f32 v23, -v17, v24, v22
	v_fma_f32 v24, v23, v21, v24
	v_fma_f32 v23, -v17, v24, v22
	v_div_fmas_f32 v23, v23, v21, v24
	v_div_fixup_f32 v17, v23, v20, v41
	v_cndmask_b32 v20, 0, v1, s[8:9]                    ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v1, 0, v2, s[8:9]                     ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v2, 0, v3, s[8:9]                     ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v3, 0, v4, s[8:9]                     ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v4, 0, v5, s[8:9]                     ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v5, 0, v6, s[8:9]                     ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v6, 0, v7, s[8:9]                     ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v7, 0, v8, s[8:9]                     ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v8, 0, v9, s[8:9]                     ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v9, 0, v11, s[8:9]                    ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v11, 0, v12, s[8:9]                   ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v12, 0, v13, s[8:9]                   ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v13, 0, v14, s[8:9]                   ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v14, 0, v15, s[8:9]                   ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v15, 0, v16, s[8:9]                   ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v16, 0, v17, s[8:9]                   ; examples/attention_varlen.kgen:48
	v_bfe_u32 v17, v20, 16, 1
	v_add3_u32 v21, v20, v17, s7
	v_cmp_u_f32 s[8:9], v20, v20
	v_mov_b32 v17, 0x7fc00000
	v_cndmask_b32 v21, v21, v17, s[8:9]
	v_lshrrev_b32 v17, 16, v21
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1512
	v_readfirstlane_b32 s10, v18                        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	v_readfirstlane_b32 s11, v19
	s_nop 4
	global_store_short v10, v17, s[10:11]
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v17, v1, 16, 1
	v_add3_u32 v20, v1, v17, s7
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v20, v20, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v20
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1512
	v_readfirstlane_b32 s10, v18                        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	v_readfirstlane_b32 s11, v19
	s_nop 4
	global_store_short v10, v1, s[10:11] offset:2
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v2, 16, 1
	v_add3_u32 v17, v2, v1, s7
	v_cmp_u_f32 s[8:9], v2, v2
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v17, v17, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v17
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1512
	v_readfirstlane_b32 s10, v18                        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	v_readfirstlane_b32 s11, v19
	s_nop 4
	global_store_short v10, v1, s[10:11] offset:4
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v3, 16, 1
	v_add3_u32 v2, v3, v1, s7
	v_cmp_u_f32 s[8:9], v3, v3
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1512
	v_readfirstlane_b32 s10, v18                        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	v_readfirstlane_b32 s11, v19
	s_nop 4
	global_store_short v10, v1, s[10:11] offset:6
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v4, 16, 1
	v_add3_u32 v2, v4, v1, s7
	v_cmp_u_f32 s[8:9], v4, v4
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1512
	v_readfirstlane_b32 s10, v18                        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	v_readfirstlane_b32 s11, v19
	s_nop 4
	global_store_short v10, v1, s[10:11] offset:16
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s7
	v_cmp_u_f32 s[8:9], v5, v5
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1512
	v_readfirstlane_b32 s10, v18                        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	v_readfirstlane_b32 s11, v19
	s_nop 4
	global_store_short v10, v1, s[10:11] offset:18
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s7
	v_cmp_u_f32 s[8:9], v6, v6
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1512
	v_readfirstlane_b32 s10, v18                        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	v_readfirstlane_b32 s11, v19
	s_nop 4
	global_store_short v10, v1, s[10:11] offset:20
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v2, v7, v1, s7
	v_cmp_u_f32 s[8:9], v7, v7
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1512
	v_readfirstlane_b32 s10, v18                        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	v_readfirstlane_b32 s11, v19
	s_nop 4
	global_store_short v10, v1, s[10:11] offset:22
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v2, v8, v1, s7
	v_cmp_u_f32 s[8:9], v8, v8
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1512
	v_readfirstlane_b32 s10, v18                        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	v_readfirstlane_b32 s11, v19
	s_nop 4
	global_store_short v10, v1, s[10:11] offset:32
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v2, v9, v1, s7
	v_cmp_u_f32 s[8:9], v9, v9
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1512
	v_readfirstlane_b32 s10, v18                        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	v_readfirstlane_b32 s11, v19
	s_nop 4
	global_store_short v10, v1, s[10:11] offset:34
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v11, 16, 1
	v_add3_u32 v2, v11, v1, s7
	v_cmp_u_f32 s[8:9], v11, v11
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1512
	v_readfirstlane_b32 s10, v18                        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	v_readfirstlane_b32 s11, v19
	s_nop 4
	global_store_short v10, v1, s[10:11] offset:36
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v12, 16, 1
	v_add3_u32 v2, v12, v1, s7
	v_cmp_u_f32 s[8:9], v12, v12
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1512
	v_readfirstlane_b32 s10, v18                        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	v_readfirstlane_b32 s11, v19
	s_nop 4
	global_store_short v10, v1, s[10:11] offset:38
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v13, 16, 1
	v_add3_u32 v2, v13, v1, s7
	v_cmp_u_f32 s[8:9], v13, v13
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1512
	v_readfirstlane_b32 s10, v18                        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	v_readfirstlane_b32 s11, v19
	s_nop 4
	global_store_short v10, v1, s[10:11] offset:48
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v14, 16, 1
	v_add3_u32 v2, v14, v1, s7
	v_cmp_u_f32 s[8:9], v14, v14
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1512
	v_readfirstlane_b32 s10, v18                        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	v_readfirstlane_b32 s11, v19
	s_nop 4
	global_store_short v10, v1, s[10:11] offset:50
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v15, 16, 1
	v_add3_u32 v2, v15, v1, s7
	v_cmp_u_f32 s[8:9], v15, v15
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1512
	v_readfirstlane_b32 s10, v18                        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	v_readfirstlane_b32 s11, v19
	s_nop 4
	global_store_short v10, v1, s[10:11] offset:52
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v16, 16, 1
	v_add3_u32 v2, v16, v1, s7
	v_cmp_u_f32 s[6:7], v16, v16
	v_mov_b32 v1, 0x7fc00000
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1512
	v_readfirstlane_b32 s8, v18                         ; examples/attention_varlen.kgen:48: store to 'o_causal'
	v_readfirstlane_b32 s9, v19
	s_nop 4
	global_store_short v10, v1, s[8:9] offset:54
	s_mov_b64 exec, s[6:7]
.Lattention_varlen_causal_if0_end:
	s_endpgm
.Lfunc_end_attention_varlen_causal:
	.size	attention_varlen_causal, .Lfunc_end_attention_varlen_causal-attention_varlen_causal

	.rodata
	.p2align	6
	.amdhsa_kernel attention_varlen
		.amdhsa_group_segment_fixed_size 56320
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 94
		.amdhsa_next_free_sgpr 62
		.amdhsa_accum_offset 96
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
	.amdhsa_kernel attention_varlen_causal
		.amdhsa_group_segment_fixed_size 56320
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 72
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 97
		.amdhsa_next_free_sgpr 66
		.amdhsa_accum_offset 100
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
  - .name:           attention_varlen
    .symbol:         attention_varlen.kd
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
      - .name:           cu_q
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           cu_k
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
      - .name:           TQ
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           H
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           TK
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           B1
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           B
        .offset:         68
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 56320
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     68
    .sgpr_spill_count: 0
    .vgpr_count:     94
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           attention_varlen_causal
    .symbol:         attention_varlen_causal.kd
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
      - .name:           cu_q
        .offset:         24
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           cu_k
        .offset:         32
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           o_causal
        .offset:         40
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
      - .name:           scale
        .offset:         48
        .size:           4
        .value_kind:     by_value
      - .name:           TQ
        .offset:         52
        .size:           4
        .value_kind:     by_value
      - .name:           H
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           TK
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           B1
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           B
        .offset:         68
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 56320
    .kernarg_segment_align: 8
    .kernarg_segment_size: 72
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     72
    .sgpr_spill_count: 0
    .vgpr_count:     97
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx90a
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
