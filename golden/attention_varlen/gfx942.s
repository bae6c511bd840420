; kgen AMDGCN module for gfx942: 3 kernel(s)
	.amdgcn_target "amdgcn-amd-amdhsa--gfx942"
	.amdhsa_code_object_version 5

; kernel attention_varlen: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel attention_varlen from examples/attention_varlen.kgen
; target gfx942: AMD CDNA3 (MI300)
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
; resources: 85 VGPRs, 0 AGPRs, 68 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 56320 bytes LDS, 72 bytes of arguments, 256 threads
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
	s_cmp_eq_u32 s28, 0                                 ; if %upred_18
	s_cbranch_scc1 .Lattention_varlen_skip0
	v_mov_b32 v3, s29                                   ; cu_q[b]
	global_load_dword v2, v3, s[14:15]
.Lattention_varlen_skip0:
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s30, v2                         ; cu_q[b], uniform
	s_mov_b32 s31, s30
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_add_u32 s30, s27, 1
	s_cmp_lt_u32 s30, s24                               ; cu_q[b + 1] lies inside the offsets
	s_cselect_b32 s24, 1, 0
	s_cmp_eq_u32 s24, 0                                 ; if %upred_23
	s_cbranch_scc1 .Lattention_varlen_skip1
	v_mov_b32 v3, s29                                   ; cu_q[b + 1]
	global_load_dword v2, v3, s[14:15] offset:4
.Lattention_varlen_skip1:
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s14, v2                         ; cu_q[b + 1], uniform
	s_mov_b32 s15, s14
	s_min_u32 s14, s15, s21                             ; segment end, in its dimension
	s_min_u32 s15, s31, s14                             ; segment start, at most its end
	s_mul_i32 s21, s25, 64
	s_add_u32 s25, s15, s21                             ; first 's' of this program's tile (64)
	s_max_u32 s15, s14, s25
	s_sub_u32 s14, s15, s25
	s_min_u32 s15, s14, 64                              ; 's' rows of the segment in this tile
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_cmp_eq_u32 s28, 0                                 ; if %upred_18
	s_cbranch_scc1 .Lattention_varlen_skip2
	v_mov_b32 v3, s29                                   ; cu_k[b]
	global_load_dword v2, v3, s[16:17]
.Lattention_varlen_skip2:
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s14, v2                         ; cu_k[b], uniform
	s_mov_b32 s21, s14
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_cmp_eq_u32 s24, 0                                 ; if %upred_23
	s_cbranch_scc1 .Lattention_varlen_skip3
	v_mov_b32 v3, s29                                   ; cu_k[b + 1]
	global_load_dword v2, v3, s[16:17] offset:4
.Lattention_varlen_skip3:
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s14, v2                         ; cu_k[b + 1], uniform
	s_mov_b32 s16, s14
	s_min_u32 s14, s16, s23                             ; segment end, in its dimension
	s_min_u32 s16, s21, s14                             ; segment start, at most its end
	s_sub_u32 s17, s14, s16                             ; 't' rows of the segment
	s_cmp_ge_u32 s15, 64                                ; a whole chunk of 's' (64) is in bounds
	s_cselect_b32 s14, 1, 0
	s_mul_i32 s21, 64, s22                              ; a stride of 'q'
	v_and_b32 v2, 31, v1
	v_lshrrev_b32 v3, 7, v1
	v_lshlrev_b32 v4, 5, v3
	v_or_b32 v3, v2, v4                                 ; thread's 's' coordinate
	v_mul_lo_u32 v4, s21, v3
	v_lshrrev_b32 v5, 5, v1
	v_and_b32 v6, 1, v5
	v_lshlrev_b32 v5, 2, v6
	v_lshrrev_b32 v7, 6, v1
	v_and_b32 v8, 1, v7
	v_lshlrev_b32 v7, 5, v8
	v_or_b32 v9, v5, v7                                 ; thread's 'd' coordinate
	v_add_u32 v5, v4, v9
	v_lshlrev_b32 v4, 1, v5                             ; thread's byte offset in a chunk of 'q'
	s_mul_i32 s22, s25, s21
	s_mul_hi_u32 s23, s25, s21
	s_lshl_b64 s[24:25], s[22:23], 1
	s_add_u32 s22, s8, s24                              ; 'q' at this program
	s_addc_u32 s23, s9, s25
	s_mul_i32 s8, s26, 64
	s_mul_hi_u32 s9, s26, 64
	s_lshl_b64 s[26:27], s[8:9], 1
	s_add_u32 s8, s22, s26                              ; 'q' at this program
	s_addc_u32 s9, s23, s27
	v_mov_b32 v5, 0x48
	v_mul_lo_u32 v10, v5, v3
	v_add_u32 v5, v10, v9
	v_lshlrev_b32 v11, 1, v5                            ; thread's place in opinv0
	v_or_b32 v5, v2, v7                                 ; thread's 'r' coordinate
	v_lshlrev_b32 v2, 3, v6
	v_mov_b32 v6, 0x48
	v_mul_lo_u32 v7, v6, v5
	v_add_u32 v5, v7, v2
	v_lshlrev_b32 v6, 1, v5                             ; thread's M-fragment place
	v_add_u32 v5, v10, v2
	v_lshlrev_b32 v2, 1, v5                             ; thread's N-fragment place
	v_mul_lo_u32 v5, 64, v8
	v_add_u32 v7, v5, v3
	v_lshlrev_b32 v5, 2, v7
	v_lshlrev_b32 v7, 2, v3
	v_and_b32 v8, 32, v1
	v_cmp_eq_u32 s[22:23], v8, 0                        ; one lane per warp group and element publishes
	v_lshrrev_b32 v8, 3, v1
	v_and_b32 v10, 7, v1
	v_lshlrev_b32 v1, 3, v10
	v_mul_lo_u32 v10, s21, v8
	v_add_u32 v12, v10, v1
	v_lshlrev_b32 v10, 1, v12                           ; thread's first 16 bytes of a 'k' tile
	v_mov_b32 v12, 0x48
	v_mul_lo_u32 v13, v12, v8
	v_add_u32 v12, v13, v1
	v_lshlrev_b32 v13, 1, v12                           ; thread's first 16 bytes in st1
	s_add_u32 s28, s10, s26                             ; 'k' at this program
	s_addc_u32 s29, s11, s27
	v_lshlrev_b32 v12, 1, v8
	v_mul_lo_u32 v14, s21, v12
	v_add_u32 v15, v14, v1
	v_lshlrev_b32 v14, 1, v15                           ; thread's first 16 bytes of a 'v' tile
	v_mov_b32 v15, 0x48
	v_mul_lo_u32 v16, v15, v1
	v_add_u32 v1, v16, v12
	v_lshlrev_b32 v12, 1, v1                            ; thread's first pair in st2
	s_add_u32 s10, s12, s26                             ; 'v' at this program
	s_addc_u32 s11, s13, s27
	v_add_u32 v1, v16, v8
	v_lshlrev_b32 v15, 1, v1                            ; thread's place in st2
	s_add_u32 s12, s18, s24                             ; 'o' at this program
	s_addc_u32 s13, s19, s25
	s_add_u32 s18, s12, s26                             ; 'o' at this program
	s_addc_u32 s19, s13, s27
	s_cmp_eq_u32 s14, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_varlen_if0_else
	global_load_ushort v1, v4, s[8:9]                   ; examples/attention_varlen.kgen:15: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:2          ; examples/attention_varlen.kgen:15: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:4          ; examples/attention_varlen.kgen:15: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:6          ; examples/attention_varlen.kgen:15: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:16         ; examples/attention_varlen.kgen:15: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:18         ; examples/attention_varlen.kgen:15: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:20         ; examples/attention_varlen.kgen:15: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:22         ; examples/attention_varlen.kgen:15: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:32         ; examples/attention_varlen.kgen:15: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:34         ; examples/attention_varlen.kgen:15: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:36         ; examples/attention_varlen.kgen:15: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:38         ; examples/attention_varlen.kgen:15: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:48         ; examples/attention_varlen.kgen:15: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:50         ; examples/attention_varlen.kgen:15: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:52         ; examples/attention_varlen.kgen:15: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:54         ; examples/attention_varlen.kgen:15: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v1
	v_lshrrev_b32 v1, 16, v16
	ds_write_b16 v11, v1                                ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v17
	ds_write_b16 v11, v1 offset:2                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v18
	ds_write_b16 v11, v1 offset:4                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v19
	ds_write_b16 v11, v1 offset:6                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v20
	ds_write_b16 v11, v1 offset:16                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v21
	ds_write_b16 v11, v1 offset:18                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v22
	ds_write_b16 v11, v1 offset:20                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v23
	ds_write_b16 v11, v1 offset:22                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v24
	ds_write_b16 v11, v1 offset:32                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v25
	ds_write_b16 v11, v1 offset:34                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v26
	ds_write_b16 v11, v1 offset:36                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v27
	ds_write_b16 v11, v1 offset:38                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v28
	ds_write_b16 v11, v1 offset:48                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v29
	ds_write_b16 v11, v1 offset:50                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v30
	ds_write_b16 v11, v1 offset:52                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v31
	ds_write_b16 v11, v1 offset:54                      ; B operand of the product: stage
	v_add_f32 v1, 0, 0                                  ; examples/attention_varlen.kgen:13
	v_mov_b32 v16, v1                                   ; loop-carried 'acc'
	v_mov_b32 v17, v1                                   ; loop-carried 'acc'
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
	v_mov_b32 v32, v1                                   ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_varlen.kgen:11
	v_add_f32 v33, v1, 0
	v_mov_b32 v1, v33                                   ; loop-carried 'mx'
	s_cmp_lg_u32 s15, 0                                 ; this tile holds rows of 's'
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 0                                 ; no steps in a tile past its segment's end
	s_cselect_b32 s12, s17, 0
	s_cmp_ge_u32 s12, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s13, 1, 0
	s_sub_u32 s14, s12, 63
	s_cmp_lg_u32 s13, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s13, s14, 0
	s_add_u32 s14, s16, 0
	s_mul_i32 s24, s14, s21
	s_mul_hi_u32 s25, s14, s21
	s_lshl_b64 s[26:27], s[24:25], 1
	s_add_u32 s24, s28, s26                             ; 'k' at this chunk
	s_addc_u32 s25, s29, s27
	s_cmp_lt_u32 0, s13                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s14, 1, 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_1719
	s_cbranch_scc1 .Lattention_varlen_skip4
	global_load_dwordx4 v[34:37], v10, s[24:25]         ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
.Lattention_varlen_skip4:
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:9216             ; 16 bytes into st1
	s_mul_i32 s30, s21, 64
	v_add_u32 v33, s30, v10
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_1719
	s_cbranch_scc1 .Lattention_varlen_skip5
	global_load_dwordx4 v[34:37], v33, s[24:25]         ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
.Lattention_varlen_skip5:
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:13824            ; 16 bytes into st1
	s_add_u32 s24, s10, s26                             ; 'v' at this chunk
	s_addc_u32 s25, s11, s27
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_1719
	s_cbranch_scc1 .Lattention_varlen_skip6
	global_load_dwordx4 v[34:37], v14, s[24:25]         ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
.Lattention_varlen_skip6:
	s_mul_i32 s26, s21, 2
	v_add_u32 v33, s26, v14
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s14, 0                                 ; if %upred_1719
	s_cbranch_scc1 .Lattention_varlen_skip7
	global_load_dwordx4 v[38:41], v33, s[24:25]         ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
.Lattention_varlen_skip7:
	s_waitcnt vmcnt(0)
	v_perm_b32 v33, v38, v34, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v33 offset:18432                  ; a K-pair into st2
	v_perm_b32 v33, v38, v34, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v33 offset:18576                  ; a K-pair into st2
	v_perm_b32 v33, v39, v35, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v33 offset:18720                  ; a K-pair into st2
	v_perm_b32 v33, v39, v35, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v33 offset:18864                  ; a K-pair into st2
	v_perm_b32 v33, v40, v36, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v33 offset:19008                  ; a K-pair into st2
	v_perm_b32 v33, v40, v36, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v33 offset:19152                  ; a K-pair into st2
	v_perm_b32 v33, v41, v37, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v33 offset:19296                  ; a K-pair into st2
	v_perm_b32 v33, v41, v37, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v33 offset:19440                  ; a K-pair into st2
	s_mov_b32 s14, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s14, s13
	s_cbranch_scc1 .Lattention_varlen_loop0_end
.Lattention_varlen_loop0:
	s_add_u32 s24, s14, 64
	s_cmp_lt_u32 s14, s13
	s_cselect_b32 s25, 1, 0
	s_cmp_eq_u32 s25, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_if1_end
	s_add_u32 s25, s16, s24
	s_mul_i32 s26, s25, s21
	s_mul_hi_u32 s27, s25, s21
	s_lshl_b64 s[30:31], s[26:27], 1
	s_add_u32 s26, s28, s30                             ; 'k' at this chunk
	s_addc_u32 s27, s29, s31
	s_cmp_lt_u32 s24, s13                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s24, 1, 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s24, 0                                 ; if %upred_1754
	s_cbranch_scc1 .Lattention_varlen_skip8
	global_load_dwordx4 v[34:37], v10, s[26:27]         ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
.Lattention_varlen_skip8:
	s_mul_i32 s25, s21, 64
	v_add_u32 v33, s25, v10
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s24, 0                                 ; if %upred_1754
	s_cbranch_scc1 .Lattention_varlen_skip9
	global_load_dwordx4 v[38:41], v33, s[26:27]         ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
.Lattention_varlen_skip9:
	s_add_u32 s26, s10, s30                             ; 'v' at this chunk
	s_addc_u32 s27, s11, s31
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_cmp_eq_u32 s24, 0                                 ; if %upred_1754
	s_cbranch_scc1 .Lattention_varlen_skip10
	global_load_dwordx4 v[42:45], v14, s[26:27]         ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
.Lattention_varlen_skip10:
	s_mul_i32 s25, s21, 2
	v_add_u32 v33, s25, v14
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_cmp_eq_u32 s24, 0                                 ; if %upred_1754
	s_cbranch_scc1 .Lattention_varlen_skip11
	global_load_dwordx4 v[46:49], v33, s[26:27]         ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
.Lattention_varlen_skip11:
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
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[66:69], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[70:73], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[70:73], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[70:73], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[70:73], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_max_f32 v33, v50, v51                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v50, v51
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v52                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v52
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v53                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v53
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v54                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v54
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v55                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v55
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v56                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v56
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v57                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v57
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v58                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v58
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v59                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v59
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v60                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v60
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v61                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v61
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v62                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v62
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v63                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v63
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v64                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v64
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v65                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v65
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_and_b32 v33, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:16): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v66, v33, v67
	s_waitcnt lgkmcnt(0)
	v_max_f32 v33, v67, v66
	v_cmp_u_f32 s[24:25], v67, v66
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_221
	ds_write_b32 v5, v67 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:16): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 0
	ds_read_b32 v66, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v67, v33, v66
	v_cmp_u_f32 s[24:25], v33, v66
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v67, v33, s[24:25]
	v_max_f32 v33, v1, v66                              ; examples/attention_varlen.kgen:16
	v_cmp_u_f32 s[24:25], v1, v66
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_sub_f32 v33, v1, v67                              ; examples/attention_varlen.kgen:18
	v_mul_f32 v66, s20, v33                             ; examples/attention_varlen.kgen:18
	v_mul_f32 v33, 0x3fb8aa3b, v66                      ; examples/attention_varlen.kgen:18
	v_exp_f32 v66, v33                                  ; examples/attention_varlen.kgen:18
	s_nop 0
	v_mul_f32 v33, v16, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v68, v17, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v69, v18, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v70, v19, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v71, v20, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v72, v21, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v73, v22, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v74, v23, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v75, v24, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v76, v25, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v77, v26, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v78, v27, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v79, v28, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v80, v29, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v81, v30, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v82, v31, v66                             ; examples/attention_varlen.kgen:20
	v_mov_b32 v16, v33                                  ; 'acc' scaled in place
	v_mov_b32 v17, v68                                  ; 'acc' scaled in place
	v_mov_b32 v18, v69                                  ; 'acc' scaled in place
	v_mov_b32 v19, v70                                  ; 'acc' scaled in place
	v_mov_b32 v20, v71                                  ; 'acc' scaled in place
	v_mov_b32 v21, v72                                  ; 'acc' scaled in place
	v_mov_b32 v22, v73                                  ; 'acc' scaled in place
	v_mov_b32 v23, v74                                  ; 'acc' scaled in place
	v_mov_b32 v24, v75                                  ; 'acc' scaled in place
	v_mov_b32 v25, v76                                  ; 'acc' scaled in place
	v_mov_b32 v26, v77                                  ; 'acc' scaled in place
	v_mov_b32 v27, v78                                  ; 'acc' scaled in place
	v_mov_b32 v28, v79                                  ; 'acc' scaled in place
	v_mov_b32 v29, v80                                  ; 'acc' scaled in place
	v_mov_b32 v30, v81                                  ; 'acc' scaled in place
	v_mov_b32 v31, v82                                  ; 'acc' scaled in place
	v_mov_b32 v33, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:17)
	v_mul_f32 v68, s20, v33
	v_mov_b32 v33, 0xbfb8aa3b
	v_mul_f32 v69, s20, v33
	v_mul_f32 v33, v67, v69                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:17)
	v_fma_f32 v69, v50, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v70, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v51, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v71, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v52, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v72, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v53, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v73, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v54, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v74, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v55, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v75, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v56, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v76, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v57, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v77, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v58, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v78, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v59, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v79, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v60, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v80, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v61, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v81, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v62, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v82, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v63, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v83, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v64, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v84, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v65, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v33, v69                                  ; examples/attention_varlen.kgen:17
	v_bfe_u32 v50, v70, 16, 1                           ; round to bf16
	v_add3_u32 v51, v70, v50, s7
	v_cmp_u_f32 s[24:25], v70, v70
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v50, s[24:25]
	v_and_b32 v50, 0xffff0000, v51
	v_bfe_u32 v51, v71, 16, 1                           ; round to bf16
	v_add3_u32 v52, v71, v51, s7
	v_cmp_u_f32 s[24:25], v71, v71
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v52, v51, s[24:25]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v72, 16, 1                           ; round to bf16
	v_add3_u32 v53, v72, v52, s7
	v_cmp_u_f32 s[24:25], v72, v72
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v52, s[24:25]
	v_and_b32 v52, 0xffff0000, v53
	v_bfe_u32 v53, v73, 16, 1                           ; round to bf16
	v_add3_u32 v54, v73, v53, s7
	v_cmp_u_f32 s[24:25], v73, v73
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[24:25]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v74, 16, 1                           ; round to bf16
	v_add3_u32 v55, v74, v54, s7
	v_cmp_u_f32 s[24:25], v74, v74
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[24:25]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v75, 16, 1                           ; round to bf16
	v_add3_u32 v56, v75, v55, s7
	v_cmp_u_f32 s[24:25], v75, v75
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[24:25]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v76, 16, 1                           ; round to bf16
	v_add3_u32 v57, v76, v56, s7
	v_cmp_u_f32 s[24:25], v76, v76
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[24:25]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v77, 16, 1                           ; round to bf16
	v_add3_u32 v58, v77, v57, s7
	v_cmp_u_f32 s[24:25], v77, v77
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[24:25]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v78, 16, 1                           ; round to bf16
	v_add3_u32 v59, v78, v58, s7
	v_cmp_u_f32 s[24:25], v78, v78
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[24:25]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v79, 16, 1                           ; round to bf16
	v_add3_u32 v60, v79, v59, s7
	v_cmp_u_f32 s[24:25], v79, v79
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[24:25]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v80, 16, 1                           ; round to bf16
	v_add3_u32 v61, v80, v60, s7
	v_cmp_u_f32 s[24:25], v80, v80
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[24:25]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v81, 16, 1                           ; round to bf16
	v_add3_u32 v62, v81, v61, s7
	v_cmp_u_f32 s[24:25], v81, v81
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[24:25]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v82, 16, 1                           ; round to bf16
	v_add3_u32 v63, v82, v62, s7
	v_cmp_u_f32 s[24:25], v82, v82
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[24:25]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v83, 16, 1                           ; round to bf16
	v_add3_u32 v64, v83, v63, s7
	v_cmp_u_f32 s[24:25], v83, v83
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[24:25]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v84, 16, 1                           ; round to bf16
	v_add3_u32 v65, v84, v64, s7
	v_cmp_u_f32 s[24:25], v84, v84
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[24:25]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v33, 16, 1                           ; round to bf16
	v_add3_u32 v68, v33, v65, s7
	v_cmp_u_f32 s[24:25], v33, v33
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v65, s[24:25]
	v_and_b32 v65, 0xffff0000, v68
	v_lshrrev_b32 v68, 16, v50
	ds_write_b16 v11, v68 offset:46592                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v51
	ds_write_b16 v11, v50 offset:46594                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v52
	ds_write_b16 v11, v50 offset:46596                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v53
	ds_write_b16 v11, v50 offset:46598                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v54
	ds_write_b16 v11, v50 offset:46608                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v55
	ds_write_b16 v11, v50 offset:46610                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v56
	ds_write_b16 v11, v50 offset:46612                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v57
	ds_write_b16 v11, v50 offset:46614                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v58
	ds_write_b16 v11, v50 offset:46624                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v59
	ds_write_b16 v11, v50 offset:46626                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v60
	ds_write_b16 v11, v50 offset:46628                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v61
	ds_write_b16 v11, v50 offset:46630                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v62
	ds_write_b16 v11, v50 offset:46640                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v63
	ds_write_b16 v11, v50 offset:46642                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v64
	ds_write_b16 v11, v50 offset:46644                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v65
	ds_write_b16 v11, v50 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[50:53], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[54:57], v6 offset:18432              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[54:57], v6 offset:18464              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[54:57], v6 offset:18496              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[54:57], v6 offset:18528              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mul_f32 v50, v32, v66                             ; examples/attention_varlen.kgen:19
	v_add_f32 v51, v70, v71                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v52, v51, v72                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v51, v52, v73                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v52, v51, v74                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v51, v52, v75                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v52, v51, v76                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v51, v52, v77                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v52, v51, v78                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v51, v52, v79                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v52, v51, v80                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v51, v52, v81                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v52, v51, v82                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v51, v52, v83                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v52, v51, v84                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v51, v52, v33                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_and_b32 v33, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:19): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v52, v33, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v51, v52
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_221
	ds_write_b32 v5, v33 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:19): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 0
	ds_read_b32 v51, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v52, v33, v51
	v_add_f32 v33, v50, v52                             ; examples/attention_varlen.kgen:19
	v_mov_b32 v32, v33                                  ; next 'l'
	v_mov_b32 v1, v67                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:27648            ; 16 bytes into st1
	ds_write_b128 v13, v[38:41] offset:32256            ; 16 bytes into st1
	v_perm_b32 v33, v46, v42, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v33 offset:36864                  ; a K-pair into st2
	v_perm_b32 v33, v46, v42, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v33 offset:37008                  ; a K-pair into st2
	v_perm_b32 v33, v47, v43, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v33 offset:37152                  ; a K-pair into st2
	v_perm_b32 v33, v47, v43, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v33 offset:37296                  ; a K-pair into st2
	v_perm_b32 v33, v48, v44, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v33 offset:37440                  ; a K-pair into st2
	v_perm_b32 v33, v48, v44, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v33 offset:37584                  ; a K-pair into st2
	v_perm_b32 v33, v49, v45, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v33 offset:37728                  ; a K-pair into st2
	v_perm_b32 v33, v49, v45, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v33 offset:37872                  ; a K-pair into st2
.Lattention_varlen_if1_end:
	s_add_u32 s24, s14, 64
	s_add_u32 s25, s24, 64
	s_cmp_lt_u32 s24, s13
	s_cselect_b32 s24, 1, 0
	s_cmp_eq_u32 s24, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_if2_end
	s_add_u32 s24, s16, s25
	s_mul_i32 s26, s24, s21
	s_mul_hi_u32 s27, s24, s21
	s_lshl_b64 s[30:31], s[26:27], 1
	s_add_u32 s26, s28, s30                             ; 'k' at this chunk
	s_addc_u32 s27, s29, s31
	s_cmp_lt_u32 s25, s13                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s24, 1, 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s24, 0                                 ; if %upred_2002
	s_cbranch_scc1 .Lattention_varlen_skip12
	global_load_dwordx4 v[34:37], v10, s[26:27]         ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
.Lattention_varlen_skip12:
	s_mul_i32 s25, s21, 64
	v_add_u32 v33, s25, v10
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s24, 0                                 ; if %upred_2002
	s_cbranch_scc1 .Lattention_varlen_skip13
	global_load_dwordx4 v[38:41], v33, s[26:27]         ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
.Lattention_varlen_skip13:
	s_add_u32 s26, s10, s30                             ; 'v' at this chunk
	s_addc_u32 s27, s11, s31
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_cmp_eq_u32 s24, 0                                 ; if %upred_2002
	s_cbranch_scc1 .Lattention_varlen_skip14
	global_load_dwordx4 v[42:45], v14, s[26:27]         ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
.Lattention_varlen_skip14:
	s_mul_i32 s25, s21, 2
	v_add_u32 v33, s25, v14
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_cmp_eq_u32 s24, 0                                 ; if %upred_2002
	s_cbranch_scc1 .Lattention_varlen_skip15
	global_load_dwordx4 v[46:49], v33, s[26:27]         ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
.Lattention_varlen_skip15:
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
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[66:69], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[70:73], v6 offset:27648              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[70:73], v6 offset:27680              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[70:73], v6 offset:27712              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[70:73], v6 offset:27744              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_max_f32 v33, v50, v51                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v50, v51
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v52                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v52
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v53                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v53
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v54                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v54
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v55                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v55
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v56                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v56
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v57                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v57
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v58                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v58
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v59                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v59
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v60                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v60
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v61                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v61
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v62                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v62
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v63                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v63
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v64                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v64
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_max_f32 v33, v67, v65                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v67, v65
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_and_b32 v33, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:16): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v66, v33, v67
	s_waitcnt lgkmcnt(0)
	v_max_f32 v33, v67, v66
	v_cmp_u_f32 s[24:25], v67, v66
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_221
	ds_write_b32 v5, v67 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:16): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 0
	ds_read_b32 v66, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v67, v33, v66
	v_cmp_u_f32 s[24:25], v33, v66
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v67, v33, s[24:25]
	v_max_f32 v33, v1, v66                              ; examples/attention_varlen.kgen:16
	v_cmp_u_f32 s[24:25], v1, v66
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[24:25]
	v_sub_f32 v33, v1, v67                              ; examples/attention_varlen.kgen:18
	v_mul_f32 v66, s20, v33                             ; examples/attention_varlen.kgen:18
	v_mul_f32 v33, 0x3fb8aa3b, v66                      ; examples/attention_varlen.kgen:18
	v_exp_f32 v66, v33                                  ; examples/attention_varlen.kgen:18
	s_nop 0
	v_mul_f32 v33, v16, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v68, v17, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v69, v18, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v70, v19, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v71, v20, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v72, v21, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v73, v22, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v74, v23, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v75, v24, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v76, v25, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v77, v26, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v78, v27, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v79, v28, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v80, v29, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v81, v30, v66                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v82, v31, v66                             ; examples/attention_varlen.kgen:20
	v_mov_b32 v16, v33                                  ; 'acc' scaled in place
	v_mov_b32 v17, v68                                  ; 'acc' scaled in place
	v_mov_b32 v18, v69                                  ; 'acc' scaled in place
	v_mov_b32 v19, v70                                  ; 'acc' scaled in place
	v_mov_b32 v20, v71                                  ; 'acc' scaled in place
	v_mov_b32 v21, v72                                  ; 'acc' scaled in place
	v_mov_b32 v22, v73                                  ; 'acc' scaled in place
	v_mov_b32 v23, v74                                  ; 'acc' scaled in place
	v_mov_b32 v24, v75                                  ; 'acc' scaled in place
	v_mov_b32 v25, v76                                  ; 'acc' scaled in place
	v_mov_b32 v26, v77                                  ; 'acc' scaled in place
	v_mov_b32 v27, v78                                  ; 'acc' scaled in place
	v_mov_b32 v28, v79                                  ; 'acc' scaled in place
	v_mov_b32 v29, v80                                  ; 'acc' scaled in place
	v_mov_b32 v30, v81                                  ; 'acc' scaled in place
	v_mov_b32 v31, v82                                  ; 'acc' scaled in place
	v_mov_b32 v33, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:17)
	v_mul_f32 v68, s20, v33
	v_mov_b32 v33, 0xbfb8aa3b
	v_mul_f32 v69, s20, v33
	v_mul_f32 v33, v67, v69                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:17)
	v_fma_f32 v69, v50, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v70, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v51, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v71, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v52, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v72, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v53, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v73, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v54, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v74, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v55, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v75, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v56, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v76, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v57, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v77, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v58, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v78, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v59, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v79, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v60, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v80, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v61, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v81, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v62, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v82, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v63, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v83, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v64, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v84, v69                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v69, v65, v68, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v33, v69                                  ; examples/attention_varlen.kgen:17
	v_bfe_u32 v50, v70, 16, 1                           ; round to bf16
	v_add3_u32 v51, v70, v50, s7
	v_cmp_u_f32 s[24:25], v70, v70
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v50, s[24:25]
	v_and_b32 v50, 0xffff0000, v51
	v_bfe_u32 v51, v71, 16, 1                           ; round to bf16
	v_add3_u32 v52, v71, v51, s7
	v_cmp_u_f32 s[24:25], v71, v71
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v52, v51, s[24:25]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v72, 16, 1                           ; round to bf16
	v_add3_u32 v53, v72, v52, s7
	v_cmp_u_f32 s[24:25], v72, v72
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v52, s[24:25]
	v_and_b32 v52, 0xffff0000, v53
	v_bfe_u32 v53, v73, 16, 1                           ; round to bf16
	v_add3_u32 v54, v73, v53, s7
	v_cmp_u_f32 s[24:25], v73, v73
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[24:25]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v74, 16, 1                           ; round to bf16
	v_add3_u32 v55, v74, v54, s7
	v_cmp_u_f32 s[24:25], v74, v74
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[24:25]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v75, 16, 1                           ; round to bf16
	v_add3_u32 v56, v75, v55, s7
	v_cmp_u_f32 s[24:25], v75, v75
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[24:25]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v76, 16, 1                           ; round to bf16
	v_add3_u32 v57, v76, v56, s7
	v_cmp_u_f32 s[24:25], v76, v76
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[24:25]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v77, 16, 1                           ; round to bf16
	v_add3_u32 v58, v77, v57, s7
	v_cmp_u_f32 s[24:25], v77, v77
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[24:25]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v78, 16, 1                           ; round to bf16
	v_add3_u32 v59, v78, v58, s7
	v_cmp_u_f32 s[24:25], v78, v78
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[24:25]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v79, 16, 1                           ; round to bf16
	v_add3_u32 v60, v79, v59, s7
	v_cmp_u_f32 s[24:25], v79, v79
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[24:25]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v80, 16, 1                           ; round to bf16
	v_add3_u32 v61, v80, v60, s7
	v_cmp_u_f32 s[24:25], v80, v80
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[24:25]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v81, 16, 1                           ; round to bf16
	v_add3_u32 v62, v81, v61, s7
	v_cmp_u_f32 s[24:25], v81, v81
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[24:25]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v82, 16, 1                           ; round to bf16
	v_add3_u32 v63, v82, v62, s7
	v_cmp_u_f32 s[24:25], v82, v82
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[24:25]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v83, 16, 1                           ; round to bf16
	v_add3_u32 v64, v83, v63, s7
	v_cmp_u_f32 s[24:25], v83, v83
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[24:25]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v84, 16, 1                           ; round to bf16
	v_add3_u32 v65, v84, v64, s7
	v_cmp_u_f32 s[24:25], v84, v84
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[24:25]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v33, 16, 1                           ; round to bf16
	v_add3_u32 v68, v33, v65, s7
	v_cmp_u_f32 s[24:25], v33, v33
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v65, s[24:25]
	v_and_b32 v65, 0xffff0000, v68
	v_lshrrev_b32 v68, 16, v50
	ds_write_b16 v11, v68 offset:46592                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v51
	ds_write_b16 v11, v50 offset:46594                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v52
	ds_write_b16 v11, v50 offset:46596                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v53
	ds_write_b16 v11, v50 offset:46598                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v54
	ds_write_b16 v11, v50 offset:46608                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v55
	ds_write_b16 v11, v50 offset:46610                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v56
	ds_write_b16 v11, v50 offset:46612                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v57
	ds_write_b16 v11, v50 offset:46614                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v58
	ds_write_b16 v11, v50 offset:46624                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v59
	ds_write_b16 v11, v50 offset:46626                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v60
	ds_write_b16 v11, v50 offset:46628                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v61
	ds_write_b16 v11, v50 offset:46630                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v62
	ds_write_b16 v11, v50 offset:46640                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v63
	ds_write_b16 v11, v50 offset:46642                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v64
	ds_write_b16 v11, v50 offset:46644                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v65
	ds_write_b16 v11, v50 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[50:53], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[54:57], v6 offset:36864              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[54:57], v6 offset:36896              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[54:57], v6 offset:36928              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[54:57], v6 offset:36960              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mul_f32 v50, v32, v66                             ; examples/attention_varlen.kgen:19
	v_add_f32 v51, v70, v71                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v52, v51, v72                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v51, v52, v73                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v52, v51, v74                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v51, v52, v75                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v52, v51, v76                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v51, v52, v77                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v52, v51, v78                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v51, v52, v79                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v52, v51, v80                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v51, v52, v81                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v52, v51, v82                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v51, v52, v83                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v52, v51, v84                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v51, v52, v33                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_and_b32 v33, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:19): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v52, v33, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v51, v52
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_221
	ds_write_b32 v5, v33 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:19): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 0
	ds_read_b32 v51, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v52, v33, v51
	v_add_f32 v33, v50, v52                             ; examples/attention_varlen.kgen:19
	v_mov_b32 v32, v33                                  ; next 'l'
	v_mov_b32 v1, v67                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:9216             ; 16 bytes into st1
	ds_write_b128 v13, v[38:41] offset:13824            ; 16 bytes into st1
	v_perm_b32 v33, v46, v42, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v33 offset:18432                  ; a K-pair into st2
	v_perm_b32 v33, v46, v42, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v33 offset:18576                  ; a K-pair into st2
	v_perm_b32 v33, v47, v43, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v33 offset:18720                  ; a K-pair into st2
	v_perm_b32 v33, v47, v43, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v33 offset:18864                  ; a K-pair into st2
	v_perm_b32 v33, v48, v44, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v33 offset:19008                  ; a K-pair into st2
	v_perm_b32 v33, v48, v44, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v33 offset:19152                  ; a K-pair into st2
	v_perm_b32 v33, v49, v45, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v33 offset:19296                  ; a K-pair into st2
	v_perm_b32 v33, v49, v45, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v33 offset:19440                  ; a K-pair into st2
.Lattention_varlen_if2_end:
	s_add_u32 s14, s14, 0x80
	s_cmp_lt_u32 s14, s13
	s_cbranch_scc1 .Lattention_varlen_loop0
.Lattention_varlen_loop0_end:
	s_add_u32 s14, s13, 63
	s_and_b32 s13, s14, 0xffffffc0                      ; the first chunk of 'tt' the pipeline left
	s_mov_b32 s14, s13                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s14, s12
	s_cbranch_scc1 .Lattention_varlen_loop1_end
.Lattention_varlen_loop1:
	s_add_u32 s13, s16, s14
	s_sub_u32 s24, s12, s14
	s_mul_i32 s26, s13, s21
	s_mul_hi_u32 s27, s13, s21
	s_lshl_b64 s[30:31], s[26:27], 1
	s_add_u32 s26, s28, s30                             ; 'k' at this chunk
	s_addc_u32 s27, s29, s31
	v_cmp_lt_u32 s[32:33], v8, s24                      ; 'tt' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_428
	global_load_ushort v33, v10, s[26:27]               ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_428
	global_load_ushort v33, v10, s[26:27] offset:2      ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_428
	global_load_ushort v33, v10, s[26:27] offset:4      ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_428
	global_load_ushort v33, v10, s[26:27] offset:6      ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_428
	global_load_ushort v33, v10, s[26:27] offset:8      ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_428
	global_load_ushort v33, v10, s[26:27] offset:10     ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_428
	global_load_ushort v33, v10, s[26:27] offset:12     ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[34:35], s[32:33]               ; lanes where %vpred_428
	global_load_ushort v33, v10, s[26:27] offset:14     ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[34:35]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v33
	s_mul_i32 s13, s21, 32
	s_lshl_b32 s25, s13, 1
	v_add_u32 v33, s25, v10
	v_add_u32 v42, 32, v8
	v_cmp_lt_u32 s[34:35], v42, s24                     ; 'tt' element in bounds
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_449
	global_load_ushort v42, v33, s[26:27]               ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_449
	global_load_ushort v42, v33, s[26:27] offset:2      ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_449
	global_load_ushort v42, v33, s[26:27] offset:4      ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_449
	global_load_ushort v42, v33, s[26:27] offset:6      ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_449
	global_load_ushort v42, v33, s[26:27] offset:8      ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_449
	global_load_ushort v42, v33, s[26:27] offset:10     ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_449
	global_load_ushort v42, v33, s[26:27] offset:12     ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[36:37], s[34:35]               ; lanes where %vpred_449
	global_load_ushort v42, v33, s[26:27] offset:14     ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[36:37]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v42
	v_lshrrev_b32 v42, 16, v34
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v13, v42 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v35
	ds_write_b16 v13, v34 offset:9218                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v36
	ds_write_b16 v13, v34 offset:9220                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v37
	ds_write_b16 v13, v34 offset:9222                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v38
	ds_write_b16 v13, v34 offset:9224                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v39
	ds_write_b16 v13, v34 offset:9226                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v40
	ds_write_b16 v13, v34 offset:9228                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v41
	ds_write_b16 v13, v34 offset:9230                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v43
	ds_write_b16 v13, v34 offset:13824                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v44
	ds_write_b16 v13, v34 offset:13826                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v45
	ds_write_b16 v13, v34 offset:13828                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v46
	ds_write_b16 v13, v34 offset:13830                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v47
	ds_write_b16 v13, v34 offset:13832                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v48
	ds_write_b16 v13, v34 offset:13834                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v49
	ds_write_b16 v13, v34 offset:13836                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v50
	ds_write_b16 v13, v34 offset:13838                  ; A operand of the product: stage
	v_mov_b32 v34, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v35, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v36, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v38, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v40, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v42, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v43, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v44, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v45, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v46, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v47, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v48, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v49, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	ds_read_b128 v[50:53], v2                           ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[54:57], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[54:55], v[50:51], v[34:49] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[56:57], v[52:53], v[34:49] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[54:57], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[54:55], v[50:51], v[34:49] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[56:57], v[52:53], v[34:49] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[54:57], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[54:55], v[50:51], v[34:49] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[56:57], v[52:53], v[34:49] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[54:57], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[54:55], v[50:51], v[34:49] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[56:57], v[52:53], v[34:49] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_cmp_lt_u32 s[26:27], v3, s15                      ; 's' element in bounds
	v_cmp_lt_u32 s[36:37], v9, s24                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[26:27], s[36:37]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	s_nop 6
	v_cndmask_b32 v51, v50, v34, s[38:39]
	v_add_u32 v50, 1, v9
	v_cmp_lt_u32 s[36:37], v50, s24                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[26:27], s[36:37]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v52, v50, v35, s[40:41]
	v_add_u32 v50, 2, v9
	v_cmp_lt_u32 s[36:37], v50, s24                     ; 'tt' element in bounds
	s_and_b64 s[42:43], s[26:27], s[36:37]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v53, v50, v36, s[42:43]
	v_add_u32 v50, 3, v9
	v_cmp_lt_u32 s[36:37], v50, s24                     ; 'tt' element in bounds
	s_and_b64 s[44:45], s[26:27], s[36:37]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v54, v50, v37, s[44:45]
	v_add_u32 v50, 8, v9
	v_cmp_lt_u32 s[36:37], v50, s24                     ; 'tt' element in bounds
	s_and_b64 s[46:47], s[26:27], s[36:37]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v55, v50, v38, s[46:47]
	v_add_u32 v50, 9, v9
	v_cmp_lt_u32 s[36:37], v50, s24                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[26:27], s[36:37]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v56, v50, v39, s[48:49]
	v_add_u32 v50, 10, v9
	v_cmp_lt_u32 s[36:37], v50, s24                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[26:27], s[36:37]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v57, v50, v40, s[50:51]
	v_add_u32 v50, 11, v9
	v_cmp_lt_u32 s[36:37], v50, s24                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[26:27], s[36:37]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v58, v50, v41, s[52:53]
	v_add_u32 v50, 16, v9
	v_cmp_lt_u32 s[36:37], v50, s24                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[26:27], s[36:37]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v59, v50, v42, s[54:55]
	v_add_u32 v50, 17, v9
	v_cmp_lt_u32 s[36:37], v50, s24                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[26:27], s[36:37]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v60, v50, v43, s[56:57]
	v_add_u32 v50, 18, v9
	v_cmp_lt_u32 s[36:37], v50, s24                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[26:27], s[36:37]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v61, v50, v44, s[58:59]
	v_add_u32 v50, 19, v9
	v_cmp_lt_u32 s[36:37], v50, s24                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[26:27], s[36:37]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v62, v50, v45, s[60:61]
	v_add_u32 v50, 24, v9
	v_cmp_lt_u32 s[36:37], v50, s24                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[26:27], s[36:37]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v63, v50, v46, s[62:63]
	v_add_u32 v50, 25, v9
	v_cmp_lt_u32 s[36:37], v50, s24                     ; 'tt' element in bounds
	s_and_b64 s[64:65], s[26:27], s[36:37]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v64, v50, v47, s[64:65]
	v_add_u32 v50, 26, v9
	v_cmp_lt_u32 s[36:37], v50, s24                     ; 'tt' element in bounds
	s_and_b64 s[66:67], s[26:27], s[36:37]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v65, v50, v48, s[66:67]
	v_add_u32 v50, 27, v9
	v_cmp_lt_u32 s[36:37], v50, s24                     ; 'tt' element in bounds
	s_and_b64 s[24:25], s[26:27], s[36:37]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v66, v50, v49, s[24:25]
	v_max_f32 v50, v51, v52                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v51, v52
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[26:27]
	v_max_f32 v50, v52, v53                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v52, v53
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[26:27]
	v_max_f32 v50, v52, v54                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v52, v54
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[26:27]
	v_max_f32 v50, v52, v55                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v52, v55
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[26:27]
	v_max_f32 v50, v52, v56                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v52, v56
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[26:27]
	v_max_f32 v50, v52, v57                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v52, v57
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[26:27]
	v_max_f32 v50, v52, v58                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v52, v58
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[26:27]
	v_max_f32 v50, v52, v59                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v52, v59
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[26:27]
	v_max_f32 v50, v52, v60                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v52, v60
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[26:27]
	v_max_f32 v50, v52, v61                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v52, v61
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[26:27]
	v_max_f32 v50, v52, v62                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v52, v62
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[26:27]
	v_max_f32 v50, v52, v63                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v52, v63
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[26:27]
	v_max_f32 v50, v52, v64                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v52, v64
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[26:27]
	v_max_f32 v50, v52, v65                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v52, v65
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[26:27]
	v_max_f32 v50, v52, v66                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[26:27], v52, v66
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[26:27]
	v_and_b32 v50, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:16): lanes 32 apart
	v_xor_b32 v50, 32, v50
	v_lshlrev_b32 v50, 2, v50
	ds_bpermute_b32 v51, v50, v52
	s_waitcnt lgkmcnt(0)
	v_max_f32 v50, v52, v51
	v_cmp_u_f32 s[26:27], v52, v51
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[26:27]
	s_and_saveexec_b64 s[26:27], s[22:23]               ; lanes where %vpred_221
	ds_write_b32 v5, v52 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:16): this warp group's partial
	s_mov_b64 exec, s[26:27]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v50, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 0
	ds_read_b32 v51, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v52, v50, v51
	v_cmp_u_f32 s[26:27], v50, v51
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v52, v50, s[26:27]
	v_max_f32 v50, v1, v51                              ; examples/attention_varlen.kgen:16
	v_cmp_u_f32 s[26:27], v1, v51
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[26:27]
	v_sub_f32 v50, v1, v52                              ; examples/attention_varlen.kgen:18
	v_mul_f32 v51, s20, v50                             ; examples/attention_varlen.kgen:18
	v_mul_f32 v50, 0x3fb8aa3b, v51                      ; examples/attention_varlen.kgen:18
	v_exp_f32 v51, v50                                  ; examples/attention_varlen.kgen:18
	s_nop 0
	v_mul_f32 v50, v16, v51                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v53, v17, v51                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v54, v18, v51                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v55, v19, v51                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v56, v20, v51                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v57, v21, v51                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v58, v22, v51                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v59, v23, v51                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v60, v24, v51                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v61, v25, v51                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v62, v26, v51                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v63, v27, v51                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v64, v28, v51                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v65, v29, v51                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v66, v30, v51                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v67, v31, v51                             ; examples/attention_varlen.kgen:20
	v_mov_b32 v16, v50                                  ; 'acc' scaled in place
	v_mov_b32 v17, v53                                  ; 'acc' scaled in place
	v_mov_b32 v18, v54                                  ; 'acc' scaled in place
	v_mov_b32 v19, v55                                  ; 'acc' scaled in place
	v_mov_b32 v20, v56                                  ; 'acc' scaled in place
	v_mov_b32 v21, v57                                  ; 'acc' scaled in place
	v_mov_b32 v22, v58                                  ; 'acc' scaled in place
	v_mov_b32 v23, v59                                  ; 'acc' scaled in place
	v_mov_b32 v24, v60                                  ; 'acc' scaled in place
	v_mov_b32 v25, v61                                  ; 'acc' scaled in place
	v_mov_b32 v26, v62                                  ; 'acc' scaled in place
	v_mov_b32 v27, v63                                  ; 'acc' scaled in place
	v_mov_b32 v28, v64                                  ; 'acc' scaled in place
	v_mov_b32 v29, v65                                  ; 'acc' scaled in place
	v_mov_b32 v30, v66                                  ; 'acc' scaled in place
	v_mov_b32 v31, v67                                  ; 'acc' scaled in place
	s_add_u32 s26, s10, s30                             ; 'v' at this chunk
	s_addc_u32 s27, s11, s31
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_428
	global_load_ushort v50, v10, s[26:27]               ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_428
	global_load_ushort v50, v10, s[26:27] offset:2      ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_428
	global_load_ushort v50, v10, s[26:27] offset:4      ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_428
	global_load_ushort v50, v10, s[26:27] offset:6      ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_428
	global_load_ushort v50, v10, s[26:27] offset:8      ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_428
	global_load_ushort v50, v10, s[26:27] offset:10     ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_428
	global_load_ushort v50, v10, s[26:27] offset:12     ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[32:33]               ; lanes where %vpred_428
	global_load_ushort v50, v10, s[26:27] offset:14     ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_449
	global_load_ushort v50, v33, s[26:27]               ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_449
	global_load_ushort v50, v33, s[26:27] offset:2      ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_449
	global_load_ushort v50, v33, s[26:27] offset:4      ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_449
	global_load_ushort v50, v33, s[26:27] offset:6      ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_449
	global_load_ushort v50, v33, s[26:27] offset:8      ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_449
	global_load_ushort v50, v33, s[26:27] offset:10     ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_449
	global_load_ushort v50, v33, s[26:27] offset:12     ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[34:35]               ; lanes where %vpred_449
	global_load_ushort v50, v33, s[26:27] offset:14     ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v50
	v_lshrrev_b32 v50, 16, v53
	ds_write_b16 v15, v50 offset:18432                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v54
	ds_write_b16 v15, v50 offset:18576                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v55
	ds_write_b16 v15, v50 offset:18720                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v56
	ds_write_b16 v15, v50 offset:18864                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v57
	ds_write_b16 v15, v50 offset:19008                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v58
	ds_write_b16 v15, v50 offset:19152                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v59
	ds_write_b16 v15, v50 offset:19296                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v60
	ds_write_b16 v15, v50 offset:19440                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v61
	ds_write_b16 v15, v50 offset:18496                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v62
	ds_write_b16 v15, v50 offset:18640                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v63
	ds_write_b16 v15, v50 offset:18784                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v64
	ds_write_b16 v15, v50 offset:18928                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v65
	ds_write_b16 v15, v50 offset:19072                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v66
	ds_write_b16 v15, v50 offset:19216                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v67
	ds_write_b16 v15, v50 offset:19360                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v33
	ds_write_b16 v15, v50 offset:19504                  ; A operand of the product: stage
	v_mov_b32 v33, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:17)
	v_mul_f32 v50, s20, v33
	v_mov_b32 v33, 0xbfb8aa3b
	v_mul_f32 v53, s20, v33
	v_mul_f32 v33, v52, v53                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:17)
	v_fma_f32 v53, v34, v50, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v54, v53                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v53, v35, v50, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v55, v53                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v53, v36, v50, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v56, v53                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v53, v37, v50, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v57, v53                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v53, v38, v50, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v58, v53                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v53, v39, v50, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v59, v53                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v53, v40, v50, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v60, v53                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v53, v41, v50, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v61, v53                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v53, v42, v50, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v62, v53                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v53, v43, v50, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v63, v53                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v53, v44, v50, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v64, v53                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v53, v45, v50, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v65, v53                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v53, v46, v50, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v66, v53                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v53, v47, v50, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v67, v53                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v53, v48, v50, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v68, v53                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v53, v49, v50, v33                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v33, v53                                  ; examples/attention_varlen.kgen:17
	v_bfe_u32 v34, v54, 16, 1                           ; round to bf16
	v_add3_u32 v35, v54, v34, s7
	v_cmp_u_f32 s[26:27], v54, v54
	v_mov_b32 v34, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v35, v35, v34, s[26:27]
	v_and_b32 v34, 0xffff0000, v35
	v_bfe_u32 v35, v55, 16, 1                           ; round to bf16
	v_add3_u32 v36, v55, v35, s7
	v_cmp_u_f32 s[26:27], v55, v55
	v_mov_b32 v35, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v36, v35, s[26:27]
	v_and_b32 v35, 0xffff0000, v36
	v_bfe_u32 v36, v56, 16, 1                           ; round to bf16
	v_add3_u32 v37, v56, v36, s7
	v_cmp_u_f32 s[26:27], v56, v56
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v37, v36, s[26:27]
	v_and_b32 v36, 0xffff0000, v37
	v_bfe_u32 v37, v57, 16, 1                           ; round to bf16
	v_add3_u32 v38, v57, v37, s7
	v_cmp_u_f32 s[26:27], v57, v57
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v38, v37, s[26:27]
	v_and_b32 v37, 0xffff0000, v38
	v_bfe_u32 v38, v58, 16, 1                           ; round to bf16
	v_add3_u32 v39, v58, v38, s7
	v_cmp_u_f32 s[26:27], v58, v58
	v_mov_b32 v38, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v39, v38, s[26:27]
	v_and_b32 v38, 0xffff0000, v39
	v_bfe_u32 v39, v59, 16, 1                           ; round to bf16
	v_add3_u32 v40, v59, v39, s7
	v_cmp_u_f32 s[26:27], v59, v59
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v40, v39, s[26:27]
	v_and_b32 v39, 0xffff0000, v40
	v_bfe_u32 v40, v60, 16, 1                           ; round to bf16
	v_add3_u32 v41, v60, v40, s7
	v_cmp_u_f32 s[26:27], v60, v60
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v41, v40, s[26:27]
	v_and_b32 v40, 0xffff0000, v41
	v_bfe_u32 v41, v61, 16, 1                           ; round to bf16
	v_add3_u32 v42, v61, v41, s7
	v_cmp_u_f32 s[26:27], v61, v61
	v_mov_b32 v41, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v41, s[26:27]
	v_and_b32 v41, 0xffff0000, v42
	v_bfe_u32 v42, v62, 16, 1                           ; round to bf16
	v_add3_u32 v43, v62, v42, s7
	v_cmp_u_f32 s[26:27], v62, v62
	v_mov_b32 v42, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v43, v43, v42, s[26:27]
	v_and_b32 v42, 0xffff0000, v43
	v_bfe_u32 v43, v63, 16, 1                           ; round to bf16
	v_add3_u32 v44, v63, v43, s7
	v_cmp_u_f32 s[26:27], v63, v63
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v44, v43, s[26:27]
	v_and_b32 v43, 0xffff0000, v44
	v_bfe_u32 v44, v64, 16, 1                           ; round to bf16
	v_add3_u32 v45, v64, v44, s7
	v_cmp_u_f32 s[26:27], v64, v64
	v_mov_b32 v44, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v45, v45, v44, s[26:27]
	v_and_b32 v44, 0xffff0000, v45
	v_bfe_u32 v45, v65, 16, 1                           ; round to bf16
	v_add3_u32 v46, v65, v45, s7
	v_cmp_u_f32 s[26:27], v65, v65
	v_mov_b32 v45, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v46, v46, v45, s[26:27]
	v_and_b32 v45, 0xffff0000, v46
	v_bfe_u32 v46, v66, 16, 1                           ; round to bf16
	v_add3_u32 v47, v66, v46, s7
	v_cmp_u_f32 s[26:27], v66, v66
	v_mov_b32 v46, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v47, v47, v46, s[26:27]
	v_and_b32 v46, 0xffff0000, v47
	v_bfe_u32 v47, v67, 16, 1                           ; round to bf16
	v_add3_u32 v48, v67, v47, s7
	v_cmp_u_f32 s[26:27], v67, v67
	v_mov_b32 v47, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v48, v48, v47, s[26:27]
	v_and_b32 v47, 0xffff0000, v48
	v_bfe_u32 v48, v68, 16, 1                           ; round to bf16
	v_add3_u32 v49, v68, v48, s7
	v_cmp_u_f32 s[26:27], v68, v68
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v49, v48, s[26:27]
	v_and_b32 v48, 0xffff0000, v49
	v_bfe_u32 v49, v33, 16, 1                           ; round to bf16
	v_add3_u32 v50, v33, v49, s7
	v_cmp_u_f32 s[26:27], v33, v33
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v50, v49, s[26:27]
	v_and_b32 v49, 0xffff0000, v50
	v_cndmask_b32 v50, 0, v34, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v34, 16, v50
	ds_write_b16 v11, v34 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v35, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v36, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v37, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v38, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v39, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v40, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v41, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v42, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v43, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v44, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v45, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v46, s[62:63]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v47, s[64:65]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v48, s[66:67]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v49, s[24:25]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[38:41], v6 offset:18432              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[38:39], v[34:35], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[40:41], v[36:37], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[34:37], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[38:41], v6 offset:18464              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[38:39], v[34:35], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[40:41], v[36:37], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[34:37], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[38:41], v6 offset:18496              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[38:39], v[34:35], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[40:41], v[36:37], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[34:37], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[38:41], v6 offset:18528              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[38:39], v[34:35], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[40:41], v[36:37], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mul_f32 v34, v32, v51                             ; examples/attention_varlen.kgen:19
	v_cndmask_b32 v35, 0, v54, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v36, 0, v55, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v37, 0, v56, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v38, 0, v57, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v39, 0, v58, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v40, 0, v59, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v41, 0, v60, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v42, 0, v61, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v43, 0, v62, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v44, 0, v63, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v45, 0, v64, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v46, 0, v65, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v47, 0, v66, s[62:63]                 ; absent elements contribute the identity
	v_cndmask_b32 v48, 0, v67, s[64:65]                 ; absent elements contribute the identity
	v_cndmask_b32 v49, 0, v68, s[66:67]                 ; absent elements contribute the identity
	v_cndmask_b32 v50, 0, v33, s[24:25]                 ; absent elements contribute the identity
	v_add_f32 v33, v35, v36                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v35, v33, v37                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v33, v35, v38                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v35, v33, v39                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v33, v35, v40                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v35, v33, v41                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v33, v35, v42                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v35, v33, v43                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v33, v35, v44                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v35, v33, v45                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v33, v35, v46                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v35, v33, v47                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v33, v35, v48                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v35, v33, v49                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v33, v35, v50                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_and_b32 v35, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:19): lanes 32 apart
	v_xor_b32 v35, 32, v35
	v_lshlrev_b32 v35, 2, v35
	ds_bpermute_b32 v36, v35, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v33, v36
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_221
	ds_write_b32 v5, v35 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:19): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 0
	ds_read_b32 v35, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v36, v33, v35
	v_add_f32 v33, v34, v36                             ; examples/attention_varlen.kgen:19
	v_mov_b32 v32, v33                                  ; next 'l'
	v_mov_b32 v1, v52                                   ; next 'mx'
	s_add_u32 s14, s14, 64
	s_cmp_lt_u32 s14, s12
	s_cbranch_scc1 .Lattention_varlen_loop1
.Lattention_varlen_loop1_end:
	v_cmp_gt_f32 s[12:13], v32, 0                       ; examples/attention_varlen.kgen:23
	v_div_scale_f32 v1, s[24:25], v32, v32, v16         ; examples/attention_varlen.kgen:23
	v_rcp_f32 v33, v1
	v_div_scale_f32 v34, vcc, v16, v32, v16
	v_fma_f32 v35, -v1, v33, 1.0
	v_fma_f32 v33, v35, v33, v33
	v_mul_f32 v36, v34, v33
	v_fma_f32 v35, -v1, v36, v34
	v_fma_f32 v36, v35, v33, v36
	v_fma_f32 v35, -v1, v36, v34
	v_div_fmas_f32 v35, v35, v33, v36
	v_div_fixup_f32 v1, v35, v32, v16
	v_div_scale_f32 v33, s[24:25], v32, v32, v17        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v34, v33
	v_div_scale_f32 v35, vcc, v17, v32, v17
	v_fma_f32 v36, -v33, v34, 1.0
	v_fma_f32 v34, v36, v34, v34
	v_mul_f32 v37, v35, v34
	v_fma_f32 v36, -v33, v37, v35
	v_fma_f32 v37, v36, v34, v37
	v_fma_f32 v36, -v33, v37, v35
	v_div_fmas_f32 v36, v36, v34, v37
	v_div_fixup_f32 v33, v36, v32, v17
	v_div_scale_f32 v34, s[24:25], v32, v32, v18        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v35, v34
	v_div_scale_f32 v36, vcc, v18, v32, v18
	v_fma_f32 v37, -v34, v35, 1.0
	v_fma_f32 v35, v37, v35, v35
	v_mul_f32 v38, v36, v35
	v_fma_f32 v37, -v34, v38, v36
	v_fma_f32 v38, v37, v35, v38
	v_fma_f32 v37, -v34, v38, v36
	v_div_fmas_f32 v37, v37, v35, v38
	v_div_fixup_f32 v34, v37, v32, v18
	v_div_scale_f32 v35, s[24:25], v32, v32, v19        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v36, v35
	v_div_scale_f32 v37, vcc, v19, v32, v19
	v_fma_f32 v38, -v35, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v35, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v35, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v35, v38, v32, v19
	v_div_scale_f32 v36, s[24:25], v32, v32, v20        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v37, v36
	v_div_scale_f32 v38, vcc, v20, v32, v20
	v_fma_f32 v39, -v36, v37, 1.0
	v_fma_f32 v37, v39, v37, v37
	v_mul_f32 v40, v38, v37
	v_fma_f32 v39, -v36, v40, v38
	v_fma_f32 v40, v39, v37, v40
	v_fma_f32 v39, -v36, v40, v38
	v_div_fmas_f32 v39, v39, v37, v40
	v_div_fixup_f32 v36, v39, v32, v20
	v_div_scale_f32 v37, s[24:25], v32, v32, v21        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v38, v37
	v_div_scale_f32 v39, vcc, v21, v32, v21
	v_fma_f32 v40, -v37, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v37, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v37, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v37, v40, v32, v21
	v_div_scale_f32 v38, s[24:25], v32, v32, v22        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v39, v38
	v_div_scale_f32 v40, vcc, v22, v32, v22
	v_fma_f32 v41, -v38, v39, 1.0
	v_fma_f32 v39, v41, v39, v39
	v_mul_f32 v42, v40, v39
	v_fma_f32 v41, -v38, v42, v40
	v_fma_f32 v42, v41, v39, v42
	v_fma_f32 v41, -v38, v42, v40
	v_div_fmas_f32 v41, v41, v39, v42
	v_div_fixup_f32 v38, v41, v32, v22
	v_div_scale_f32 v39, s[24:25], v32, v32, v23        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v40, v39
	v_div_scale_f32 v41, vcc, v23, v32, v23
	v_fma_f32 v42, -v39, v40, 1.0
	v_fma_f32 v40, v42, v40, v40
	v_mul_f32 v43, v41, v40
	v_fma_f32 v42, -v39, v43, v41
	v_fma_f32 v43, v42, v40, v43
	v_fma_f32 v42, -v39, v43, v41
	v_div_fmas_f32 v42, v42, v40, v43
	v_div_fixup_f32 v39, v42, v32, v23
	v_div_scale_f32 v40, s[24:25], v32, v32, v24        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v41, v40
	v_div_scale_f32 v42, vcc, v24, v32, v24
	v_fma_f32 v43, -v40, v41, 1.0
	v_fma_f32 v41, v43, v41, v41
	v_mul_f32 v44, v42, v41
	v_fma_f32 v43, -v40, v44, v42
	v_fma_f32 v44, v43, v41, v44
	v_fma_f32 v43, -v40, v44, v42
	v_div_fmas_f32 v43, v43, v41, v44
	v_div_fixup_f32 v40, v43, v32, v24
	v_div_scale_f32 v41, s[24:25], v32, v32, v25        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v42, v41
	v_div_scale_f32 v43, vcc, v25, v32, v25
	v_fma_f32 v44, -v41, v42, 1.0
	v_fma_f32 v42, v44, v42, v42
	v_mul_f32 v45, v43, v42
	v_fma_f32 v44, -v41, v45, v43
	v_fma_f32 v45, v44, v42, v45
	v_fma_f32 v44, -v41, v45, v43
	v_div_fmas_f32 v44, v44, v42, v45
	v_div_fixup_f32 v41, v44, v32, v25
	v_div_scale_f32 v42, s[24:25], v32, v32, v26        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v43, v42
	v_div_scale_f32 v44, vcc, v26, v32, v26
	v_fma_f32 v45, -v42, v43, 1.0
	v_fma_f32 v43, v45, v43, v43
	v_mul_f32 v46, v44, v43
	v_fma_f32 v45, -v42, v46, v44
	v_fma_f32 v46, v45, v43, v46
	v_fma_f32 v45, -v42, v46, v44
	v_div_fmas_f32 v45, v45, v43, v46
	v_div_fixup_f32 v42, v45, v32, v26
	v_div_scale_f32 v43, s[24:25], v32, v32, v27        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v44, v43
	v_div_scale_f32 v45, vcc, v27, v32, v27
	v_fma_f32 v46, -v43, v44, 1.0
	v_fma_f32 v44, v46, v44, v44
	v_mul_f32 v47, v45, v44
	v_fma_f32 v46, -v43, v47, v45
	v_fma_f32 v47, v46, v44, v47
	v_fma_f32 v46, -v43, v47, v45
	v_div_fmas_f32 v46, v46, v44, v47
	v_div_fixup_f32 v43, v46, v32, v27
	v_div_scale_f32 v44, s[24:25], v32, v32, v28        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v45, v44
	v_div_scale_f32 v46, vcc, v28, v32, v28
	v_fma_f32 v47, -v44, v45, 1.0
	v_fma_f32 v45, v47, v45, v45
	v_mul_f32 v48, v46, v45
	v_fma_f32 v47, -v44, v48, v46
	v_fma_f32 v48, v47, v45, v48
	v_fma_f32 v47, -v44, v48, v46
	v_div_fmas_f32 v47, v47, v45, v48
	v_div_fixup_f32 v44, v47, v32, v28
	v_div_scale_f32 v45, s[24:25], v32, v32, v29        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v46, v45
	v_div_scale_f32 v47, vcc, v29, v32, v29
	v_fma_f32 v48, -v45, v46, 1.0
	v_fma_f32 v46, v48, v46, v46
	v_mul_f32 v49, v47, v46
	v_fma_f32 v48, -v45, v49, v47
	v_fma_f32 v49, v48, v46, v49
	v_fma_f32 v48, -v45, v49, v47
	v_div_fmas_f32 v48, v48, v46, v49
	v_div_fixup_f32 v45, v48, v32, v29
	v_div_scale_f32 v46, s[24:25], v32, v32, v30        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v47, v46
	v_div_scale_f32 v48, vcc, v30, v32, v30
	v_fma_f32 v49, -v46, v47, 1.0
	v_fma_f32 v47, v49, v47, v47
	v_mul_f32 v50, v48, v47
	v_fma_f32 v49, -v46, v50, v48
	v_fma_f32 v50, v49, v47, v50
	v_fma_f32 v49, -v46, v50, v48
	v_div_fmas_f32 v49, v49, v47, v50
	v_div_fixup_f32 v46, v49, v32, v30
	v_div_scale_f32 v47, s[24:25], v32, v32, v31        ; examples/attention_varlen.kgen:23
	v_rcp_f32 v48, v47
	v_div_scale_f32 v49, vcc, v31, v32, v31
	v_fma_f32 v50, -v47, v48, 1.0
	v_fma_f32 v48, v50, v48, v48
	v_mul_f32 v51, v49, v48
	v_fma_f32 v50, -v47, v51, v49
	v_fma_f32 v51, v50, v48, v51
	v_fma_f32 v50, -v47, v51, v49
	v_div_fmas_f32 v50, v50, v48, v51
	v_div_fixup_f32 v47, v50, v32, v31
	v_cndmask_b32 v16, 0, v1, s[12:13]                  ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v1, 0, v33, s[12:13]                  ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v17, 0, v34, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v18, 0, v35, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v19, 0, v36, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v20, 0, v37, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v21, 0, v38, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v22, 0, v39, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v23, 0, v40, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v24, 0, v41, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v25, 0, v42, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v26, 0, v43, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v27, 0, v44, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v28, 0, v45, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v29, 0, v46, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v30, 0, v47, s[12:13]                 ; examples/attention_varlen.kgen:23
	v_mov_b32 v31, 0x7fc00000
	v_cmp_u_f32 s[12:13], v16, v16
	v_cmp_u_f32 s[24:25], v1, v1
	v_bfe_u32 v32, v16, 16, 1
	v_bfe_u32 v33, v1, 16, 1
	v_add3_u32 v34, v16, v32, s7
	v_add3_u32 v16, v1, v33, s7
	v_cndmask_b32 v34, v34, v31, s[12:13]
	v_cndmask_b32 v16, v16, v31, s[24:25]
	v_perm_b32 v1, v16, v34, s6
	v_mov_b32 v16, 0x7fc00000
	v_cmp_u_f32 s[12:13], v17, v17
	v_cmp_u_f32 s[24:25], v18, v18
	v_bfe_u32 v31, v17, 16, 1
	v_bfe_u32 v32, v18, 16, 1
	v_add3_u32 v33, v17, v31, s7
	v_add3_u32 v17, v18, v32, s7
	v_cndmask_b32 v33, v33, v16, s[12:13]
	v_cndmask_b32 v17, v17, v16, s[24:25]
	v_perm_b32 v16, v17, v33, s6
	v_mov_b32 v32, v1                                   ; examples/attention_varlen.kgen:23: 8-byte store to 'o'
	v_mov_b32 v33, v16
	global_store_dwordx2 v4, v[32:33], s[18:19]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v19, v19
	v_cmp_u_f32 s[24:25], v20, v20
	v_bfe_u32 v16, v19, 16, 1
	v_bfe_u32 v17, v20, 16, 1
	v_add3_u32 v18, v19, v16, s7
	v_add3_u32 v16, v20, v17, s7
	v_cndmask_b32 v18, v18, v1, s[12:13]
	v_cndmask_b32 v16, v16, v1, s[24:25]
	v_perm_b32 v1, v16, v18, s6
	v_mov_b32 v16, 0x7fc00000
	v_cmp_u_f32 s[12:13], v21, v21
	v_cmp_u_f32 s[24:25], v22, v22
	v_bfe_u32 v17, v21, 16, 1
	v_bfe_u32 v18, v22, 16, 1
	v_add3_u32 v19, v21, v17, s7
	v_add3_u32 v17, v22, v18, s7
	v_cndmask_b32 v19, v19, v16, s[12:13]
	v_cndmask_b32 v17, v17, v16, s[24:25]
	v_perm_b32 v16, v17, v19, s6
	v_mov_b32 v18, v1                                   ; examples/attention_varlen.kgen:23: 8-byte store to 'o'
	v_mov_b32 v19, v16
	global_store_dwordx2 v4, v[18:19], s[18:19] offset:16
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v23, v23
	v_cmp_u_f32 s[24:25], v24, v24
	v_bfe_u32 v16, v23, 16, 1
	v_bfe_u32 v17, v24, 16, 1
	v_add3_u32 v18, v23, v16, s7
	v_add3_u32 v16, v24, v17, s7
	v_cndmask_b32 v18, v18, v1, s[12:13]
	v_cndmask_b32 v16, v16, v1, s[24:25]
	v_perm_b32 v1, v16, v18, s6
	v_mov_b32 v16, 0x7fc00000
	v_cmp_u_f32 s[12:13], v25, v25
	v_cmp_u_f32 s[24:25], v26, v26
	v_bfe_u32 v17, v25, 16, 1
	v_bfe_u32 v18, v26, 16, 1
	v_add3_u32 v19, v25, v17, s7
	v_add3_u32 v17, v26, v18, s7
	v_cndmask_b32 v19, v19, v16, s[12:13]
	v_cndmask_b32 v17, v17, v16, s[24:25]
	v_perm_b32 v16, v17, v19, s6
	v_mov_b32 v18, v1                                   ; examples/attention_varlen.kgen:23: 8-byte store to 'o'
	v_mov_b32 v19, v16
	global_store_dwordx2 v4, v[18:19], s[18:19] offset:32
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v27, v27
	v_cmp_u_f32 s[24:25], v28, v28
	v_bfe_u32 v16, v27, 16, 1
	v_bfe_u32 v17, v28, 16, 1
	v_add3_u32 v18, v27, v16, s7
	v_add3_u32 v16, v28, v17, s7
	v_cndmask_b32 v18, v18, v1, s[12:13]
	v_cndmask_b32 v16, v16, v1, s[24:25]
	v_perm_b32 v1, v16, v18, s6
	v_mov_b32 v16, 0x7fc00000
	v_cmp_u_f32 s[12:13], v29, v29
	v_cmp_u_f32 s[24:25], v30, v30
	v_bfe_u32 v17, v29, 16, 1
	v_bfe_u32 v18, v30, 16, 1
	v_add3_u32 v19, v29, v17, s7
	v_add3_u32 v17, v30, v18, s7
	v_cndmask_b32 v19, v19, v16, s[12:13]
	v_cndmask_b32 v17, v17, v16, s[24:25]
	v_perm_b32 v16, v17, v19, s6
	v_mov_b32 v18, v1                                   ; examples/attention_varlen.kgen:23: 8-byte store to 'o'
	v_mov_b32 v19, v16
	global_store_dwordx2 v4, v[18:19], s[18:19] offset:48
	s_branch .Lattention_varlen_if0_end
.Lattention_varlen_if0_else:
	v_cmp_lt_u32 s[12:13], v3, s15                      ; 's' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[12:13]               ; lanes where %vpred_882
	global_load_ushort v1, v4, s[8:9]                   ; examples/attention_varlen.kgen:15: load of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v3, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[12:13]               ; lanes where %vpred_882
	global_load_ushort v1, v4, s[8:9] offset:2          ; examples/attention_varlen.kgen:15: load of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[12:13]               ; lanes where %vpred_882
	global_load_ushort v1, v4, s[8:9] offset:4          ; examples/attention_varlen.kgen:15: load of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[12:13]               ; lanes where %vpred_882
	global_load_ushort v1, v4, s[8:9] offset:6          ; examples/attention_varlen.kgen:15: load of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[12:13]               ; lanes where %vpred_882
	global_load_ushort v1, v4, s[8:9] offset:16         ; examples/attention_varlen.kgen:15: load of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[12:13]               ; lanes where %vpred_882
	global_load_ushort v1, v4, s[8:9] offset:18         ; examples/attention_varlen.kgen:15: load of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[12:13]               ; lanes where %vpred_882
	global_load_ushort v1, v4, s[8:9] offset:20         ; examples/attention_varlen.kgen:15: load of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[12:13]               ; lanes where %vpred_882
	global_load_ushort v1, v4, s[8:9] offset:22         ; examples/attention_varlen.kgen:15: load of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[12:13]               ; lanes where %vpred_882
	global_load_ushort v1, v4, s[8:9] offset:32         ; examples/attention_varlen.kgen:15: load of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[12:13]               ; lanes where %vpred_882
	global_load_ushort v1, v4, s[8:9] offset:34         ; examples/attention_varlen.kgen:15: load of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[12:13]               ; lanes where %vpred_882
	global_load_ushort v1, v4, s[8:9] offset:36         ; examples/attention_varlen.kgen:15: load of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[12:13]               ; lanes where %vpred_882
	global_load_ushort v1, v4, s[8:9] offset:38         ; examples/attention_varlen.kgen:15: load of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[12:13]               ; lanes where %vpred_882
	global_load_ushort v1, v4, s[8:9] offset:48         ; examples/attention_varlen.kgen:15: load of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[12:13]               ; lanes where %vpred_882
	global_load_ushort v1, v4, s[8:9] offset:50         ; examples/attention_varlen.kgen:15: load of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[12:13]               ; lanes where %vpred_882
	global_load_ushort v1, v4, s[8:9] offset:52         ; examples/attention_varlen.kgen:15: load of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[24:25], s[12:13]               ; lanes where %vpred_882
	global_load_ushort v1, v4, s[8:9] offset:54         ; examples/attention_varlen.kgen:15: load of 'q'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v1
	v_lshrrev_b32 v1, 16, v3
	ds_write_b16 v11, v1                                ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v16
	ds_write_b16 v11, v1 offset:2                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v17
	ds_write_b16 v11, v1 offset:4                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v18
	ds_write_b16 v11, v1 offset:6                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v19
	ds_write_b16 v11, v1 offset:16                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v20
	ds_write_b16 v11, v1 offset:18                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v21
	ds_write_b16 v11, v1 offset:20                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v22
	ds_write_b16 v11, v1 offset:22                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v23
	ds_write_b16 v11, v1 offset:32                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v24
	ds_write_b16 v11, v1 offset:34                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v25
	ds_write_b16 v11, v1 offset:36                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v26
	ds_write_b16 v11, v1 offset:38                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v27
	ds_write_b16 v11, v1 offset:48                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v28
	ds_write_b16 v11, v1 offset:50                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v29
	ds_write_b16 v11, v1 offset:52                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v30
	ds_write_b16 v11, v1 offset:54                      ; B operand of the product: stage
	v_add_f32 v1, 0, 0                                  ; examples/attention_varlen.kgen:13
	v_mov_b32 v16, v1                                   ; loop-carried 'acc'
	v_mov_b32 v17, v1                                   ; loop-carried 'acc'
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
	v_mov_b32 v3, v1                                    ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_varlen.kgen:11
	v_add_f32 v32, v1, 0
	v_mov_b32 v1, v32                                   ; loop-carried 'mx'
	s_cmp_lg_u32 s15, 0                                 ; this tile holds rows of 's'
	s_cselect_b32 s8, 1, 0
	s_cmp_lg_u32 s8, 0                                  ; no steps in a tile past its segment's end
	s_cselect_b32 s8, s17, 0
	s_cmp_ge_u32 s8, 64                                 ; at least one whole chunk of 'tt'
	s_cselect_b32 s9, 1, 0
	s_sub_u32 s14, s8, 63
	s_cmp_lg_u32 s9, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s9, s14, 0
	s_add_u32 s14, s16, 0
	s_mul_i32 s24, s14, s21
	s_mul_hi_u32 s25, s14, s21
	s_lshl_b64 s[14:15], s[24:25], 1
	s_add_u32 s24, s28, s14                             ; 'k' at this chunk
	s_addc_u32 s25, s29, s15
	s_cmp_lt_u32 0, s9                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s17, 1, 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2248
	s_cbranch_scc1 .Lattention_varlen_skip16
	global_load_dwordx4 v[32:35], v10, s[24:25]         ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
.Lattention_varlen_skip16:
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[32:35] offset:9216             ; 16 bytes into st1
	s_mul_i32 s26, s21, 64
	v_add_u32 v32, s26, v10
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2248
	s_cbranch_scc1 .Lattention_varlen_skip17
	global_load_dwordx4 v[34:37], v32, s[24:25]         ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
.Lattention_varlen_skip17:
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:13824            ; 16 bytes into st1
	s_add_u32 s24, s10, s14                             ; 'v' at this chunk
	s_addc_u32 s25, s11, s15
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2248
	s_cbranch_scc1 .Lattention_varlen_skip18
	global_load_dwordx4 v[32:35], v14, s[24:25]         ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
.Lattention_varlen_skip18:
	s_mul_i32 s14, s21, 2
	v_add_u32 v36, s14, v14
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2248
	s_cbranch_scc1 .Lattention_varlen_skip19
	global_load_dwordx4 v[38:41], v36, s[24:25]         ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
.Lattention_varlen_skip19:
	s_waitcnt vmcnt(0)
	v_perm_b32 v36, v38, v32, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v36 offset:18432                  ; a K-pair into st2
	v_perm_b32 v36, v38, v32, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v36 offset:18576                  ; a K-pair into st2
	v_perm_b32 v36, v39, v33, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v36 offset:18720                  ; a K-pair into st2
	v_perm_b32 v36, v39, v33, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v36 offset:18864                  ; a K-pair into st2
	v_perm_b32 v36, v40, v34, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v36 offset:19008                  ; a K-pair into st2
	v_perm_b32 v36, v40, v34, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v36 offset:19152                  ; a K-pair into st2
	v_perm_b32 v36, v41, v35, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v36 offset:19296                  ; a K-pair into st2
	v_perm_b32 v36, v41, v35, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v36 offset:19440                  ; a K-pair into st2
	s_mov_b32 s14, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s14, s9
	s_cbranch_scc1 .Lattention_varlen_loop2_end
.Lattention_varlen_loop2:
	s_add_u32 s15, s14, 64
	s_cmp_lt_u32 s14, s9
	s_cselect_b32 s17, 1, 0
	s_cmp_eq_u32 s17, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_if3_end
	s_add_u32 s17, s16, s15
	s_mul_i32 s24, s17, s21
	s_mul_hi_u32 s25, s17, s21
	s_lshl_b64 s[26:27], s[24:25], 1
	s_add_u32 s24, s28, s26                             ; 'k' at this chunk
	s_addc_u32 s25, s29, s27
	s_cmp_lt_u32 s15, s9                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2283
	s_cbranch_scc1 .Lattention_varlen_skip20
	global_load_dwordx4 v[32:35], v10, s[24:25]         ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
.Lattention_varlen_skip20:
	s_mul_i32 s17, s21, 64
	v_add_u32 v36, s17, v10
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2283
	s_cbranch_scc1 .Lattention_varlen_skip21
	global_load_dwordx4 v[38:41], v36, s[24:25]         ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
.Lattention_varlen_skip21:
	s_add_u32 s24, s10, s26                             ; 'v' at this chunk
	s_addc_u32 s25, s11, s27
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2283
	s_cbranch_scc1 .Lattention_varlen_skip22
	global_load_dwordx4 v[42:45], v14, s[24:25]         ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
.Lattention_varlen_skip22:
	s_mul_i32 s17, s21, 2
	v_add_u32 v36, s17, v14
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2283
	s_cbranch_scc1 .Lattention_varlen_skip23
	global_load_dwordx4 v[46:49], v36, s[24:25]         ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
.Lattention_varlen_skip23:
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
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[66:69], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[70:73], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[70:73], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[70:73], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[70:73], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	s_nop 7
	s_nop 1
	v_cndmask_b32 v37, v36, v50, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v66, v36, v51, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v67, v36, v52, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v68, v36, v53, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v69, v36, v54, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v70, v36, v55, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v71, v36, v56, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v72, v36, v57, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v73, v36, v58, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v74, v36, v59, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v36, v60, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v36, v61, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v36, v62, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v78, v36, v63, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v79, v36, v64, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v80, v36, v65, s[12:13]
	v_max_f32 v36, v37, v66                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v37, v66
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v67                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v67
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v68                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v68
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v69                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v69
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v70                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v70
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v71                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v71
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v72                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v72
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v73                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v73
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v74                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v74
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v75                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v75
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v76                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v76
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v77                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v77
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v78                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v78
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v79                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v79
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v80                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v80
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_and_b32 v36, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:16): lanes 32 apart
	v_xor_b32 v36, 32, v36
	v_lshlrev_b32 v36, 2, v36
	ds_bpermute_b32 v37, v36, v66
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v66, v37
	v_cmp_u_f32 s[24:25], v66, v37
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_221
	ds_write_b32 v5, v66 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:16): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 0
	ds_read_b32 v37, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v66, v36, v37
	v_cmp_u_f32 s[24:25], v36, v37
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v66, v36, s[24:25]
	v_max_f32 v36, v1, v37                              ; examples/attention_varlen.kgen:16
	v_cmp_u_f32 s[24:25], v1, v37
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_sub_f32 v36, v1, v66                              ; examples/attention_varlen.kgen:18
	v_mul_f32 v37, s20, v36                             ; examples/attention_varlen.kgen:18
	v_mul_f32 v36, 0x3fb8aa3b, v37                      ; examples/attention_varlen.kgen:18
	v_exp_f32 v37, v36                                  ; examples/attention_varlen.kgen:18
	s_nop 0
	v_mul_f32 v36, v16, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v67, v17, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v68, v18, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v69, v19, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v70, v20, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v71, v21, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v72, v22, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v73, v23, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v74, v24, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v75, v25, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v76, v26, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v77, v27, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v78, v28, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v79, v29, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v80, v30, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v81, v31, v37                             ; examples/attention_varlen.kgen:20
	v_mov_b32 v16, v36                                  ; 'acc' scaled in place
	v_mov_b32 v17, v67                                  ; 'acc' scaled in place
	v_mov_b32 v18, v68                                  ; 'acc' scaled in place
	v_mov_b32 v19, v69                                  ; 'acc' scaled in place
	v_mov_b32 v20, v70                                  ; 'acc' scaled in place
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
	v_mov_b32 v36, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:17)
	v_mul_f32 v67, s20, v36
	v_mov_b32 v36, 0xbfb8aa3b
	v_mul_f32 v68, s20, v36
	v_mul_f32 v36, v66, v68                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:17)
	v_fma_f32 v68, v50, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v69, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v51, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v70, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v52, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v71, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v53, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v72, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v54, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v73, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v55, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v74, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v56, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v75, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v57, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v76, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v58, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v77, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v59, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v78, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v60, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v79, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v61, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v80, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v62, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v81, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v63, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v82, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v64, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v83, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v65, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v36, v68                                  ; examples/attention_varlen.kgen:17
	v_bfe_u32 v50, v69, 16, 1                           ; round to bf16
	v_add3_u32 v51, v69, v50, s7
	v_cmp_u_f32 s[24:25], v69, v69
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v50, s[24:25]
	v_and_b32 v50, 0xffff0000, v51
	v_bfe_u32 v51, v70, 16, 1                           ; round to bf16
	v_add3_u32 v52, v70, v51, s7
	v_cmp_u_f32 s[24:25], v70, v70
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v52, v51, s[24:25]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v71, 16, 1                           ; round to bf16
	v_add3_u32 v53, v71, v52, s7
	v_cmp_u_f32 s[24:25], v71, v71
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v52, s[24:25]
	v_and_b32 v52, 0xffff0000, v53
	v_bfe_u32 v53, v72, 16, 1                           ; round to bf16
	v_add3_u32 v54, v72, v53, s7
	v_cmp_u_f32 s[24:25], v72, v72
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[24:25]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v73, 16, 1                           ; round to bf16
	v_add3_u32 v55, v73, v54, s7
	v_cmp_u_f32 s[24:25], v73, v73
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[24:25]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v74, 16, 1                           ; round to bf16
	v_add3_u32 v56, v74, v55, s7
	v_cmp_u_f32 s[24:25], v74, v74
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[24:25]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v75, 16, 1                           ; round to bf16
	v_add3_u32 v57, v75, v56, s7
	v_cmp_u_f32 s[24:25], v75, v75
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[24:25]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v76, 16, 1                           ; round to bf16
	v_add3_u32 v58, v76, v57, s7
	v_cmp_u_f32 s[24:25], v76, v76
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[24:25]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v77, 16, 1                           ; round to bf16
	v_add3_u32 v59, v77, v58, s7
	v_cmp_u_f32 s[24:25], v77, v77
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[24:25]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v78, 16, 1                           ; round to bf16
	v_add3_u32 v60, v78, v59, s7
	v_cmp_u_f32 s[24:25], v78, v78
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[24:25]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v79, 16, 1                           ; round to bf16
	v_add3_u32 v61, v79, v60, s7
	v_cmp_u_f32 s[24:25], v79, v79
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[24:25]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v80, 16, 1                           ; round to bf16
	v_add3_u32 v62, v80, v61, s7
	v_cmp_u_f32 s[24:25], v80, v80
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[24:25]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v81, 16, 1                           ; round to bf16
	v_add3_u32 v63, v81, v62, s7
	v_cmp_u_f32 s[24:25], v81, v81
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[24:25]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v82, 16, 1                           ; round to bf16
	v_add3_u32 v64, v82, v63, s7
	v_cmp_u_f32 s[24:25], v82, v82
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[24:25]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v83, 16, 1                           ; round to bf16
	v_add3_u32 v65, v83, v64, s7
	v_cmp_u_f32 s[24:25], v83, v83
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[24:25]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v36, 16, 1                           ; round to bf16
	v_add3_u32 v67, v36, v65, s7
	v_cmp_u_f32 s[24:25], v36, v36
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v67, v65, s[24:25]
	v_and_b32 v65, 0xffff0000, v67
	v_cndmask_b32 v67, 0, v50, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v50, 16, v67
	ds_write_b16 v11, v50 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v51, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v52, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v53, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v54, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v55, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v56, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v57, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v58, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v59, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v60, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v61, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v62, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v63, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v64, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v65, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[50:53], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[54:57], v6 offset:18432              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[54:57], v6 offset:18464              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[54:57], v6 offset:18496              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[54:57], v6 offset:18528              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mul_f32 v50, v3, v37                              ; examples/attention_varlen.kgen:19
	v_cndmask_b32 v37, 0, v69, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v51, 0, v70, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v52, 0, v71, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v53, 0, v72, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v54, 0, v73, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v55, 0, v74, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v56, 0, v75, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v76, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v77, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v78, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v79, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v80, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v81, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v82, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v83, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v36, s[12:13]                 ; absent elements contribute the identity
	v_add_f32 v36, v37, v51                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v37, v36, v52                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v36, v37, v53                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v37, v36, v54                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v36, v37, v55                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v37, v36, v56                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v36, v37, v57                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v37, v36, v58                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v36, v37, v59                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v37, v36, v60                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v36, v37, v61                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v37, v36, v62                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v36, v37, v63                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v37, v36, v64                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v36, v37, v65                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_and_b32 v37, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:19): lanes 32 apart
	v_xor_b32 v37, 32, v37
	v_lshlrev_b32 v37, 2, v37
	ds_bpermute_b32 v51, v37, v36
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v36, v51
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_221
	ds_write_b32 v5, v37 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:19): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 0
	ds_read_b32 v37, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v36, v37
	v_add_f32 v36, v50, v51                             ; examples/attention_varlen.kgen:19
	v_mov_b32 v3, v36                                   ; next 'l'
	v_mov_b32 v1, v66                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[32:35] offset:27648            ; 16 bytes into st1
	ds_write_b128 v13, v[38:41] offset:32256            ; 16 bytes into st1
	v_perm_b32 v32, v46, v42, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v32 offset:36864                  ; a K-pair into st2
	v_perm_b32 v32, v46, v42, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v32 offset:37008                  ; a K-pair into st2
	v_perm_b32 v32, v47, v43, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v32 offset:37152                  ; a K-pair into st2
	v_perm_b32 v32, v47, v43, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v32 offset:37296                  ; a K-pair into st2
	v_perm_b32 v32, v48, v44, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v32 offset:37440                  ; a K-pair into st2
	v_perm_b32 v32, v48, v44, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v32 offset:37584                  ; a K-pair into st2
	v_perm_b32 v32, v49, v45, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v32 offset:37728                  ; a K-pair into st2
	v_perm_b32 v32, v49, v45, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v32 offset:37872                  ; a K-pair into st2
.Lattention_varlen_if3_end:
	s_add_u32 s15, s14, 64
	s_add_u32 s17, s15, 64
	s_cmp_lt_u32 s15, s9
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_if4_end
	s_add_u32 s15, s16, s17
	s_mul_i32 s24, s15, s21
	s_mul_hi_u32 s25, s15, s21
	s_lshl_b64 s[26:27], s[24:25], 1
	s_add_u32 s24, s28, s26                             ; 'k' at this chunk
	s_addc_u32 s25, s29, s27
	s_cmp_lt_u32 s17, s9                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2579
	s_cbranch_scc1 .Lattention_varlen_skip24
	global_load_dwordx4 v[32:35], v10, s[24:25]         ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
.Lattention_varlen_skip24:
	s_mul_i32 s17, s21, 64
	v_add_u32 v36, s17, v10
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2579
	s_cbranch_scc1 .Lattention_varlen_skip25
	global_load_dwordx4 v[38:41], v36, s[24:25]         ; examples/attention_varlen.kgen:15: 16 bytes of 'k'
.Lattention_varlen_skip25:
	s_add_u32 s24, s10, s26                             ; 'v' at this chunk
	s_addc_u32 s25, s11, s27
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2579
	s_cbranch_scc1 .Lattention_varlen_skip26
	global_load_dwordx4 v[42:45], v14, s[24:25]         ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
.Lattention_varlen_skip26:
	s_mul_i32 s17, s21, 2
	v_add_u32 v36, s17, v14
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_cmp_eq_u32 s15, 0                                 ; if %upred_2579
	s_cbranch_scc1 .Lattention_varlen_skip27
	global_load_dwordx4 v[46:49], v36, s[24:25]         ; examples/attention_varlen.kgen:20: 16 bytes of 'v'
.Lattention_varlen_skip27:
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
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[66:69], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[70:73], v6 offset:27648              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[70:73], v6 offset:27680              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[70:73], v6 offset:27712              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[70:73], v6 offset:27744              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	s_nop 7
	s_nop 1
	v_cndmask_b32 v37, v36, v50, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v66, v36, v51, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v67, v36, v52, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v68, v36, v53, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v69, v36, v54, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v70, v36, v55, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v71, v36, v56, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v72, v36, v57, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v73, v36, v58, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v74, v36, v59, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v36, v60, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v36, v61, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v36, v62, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v78, v36, v63, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v79, v36, v64, s[12:13]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v80, v36, v65, s[12:13]
	v_max_f32 v36, v37, v66                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v37, v66
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v67                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v67
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v68                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v68
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v69                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v69
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v70                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v70
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v71                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v71
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v72                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v72
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v73                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v73
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v74                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v74
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v75                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v75
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v76                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v76
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v77                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v77
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v78                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v78
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v79                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v79
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_max_f32 v36, v66, v80                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[24:25], v66, v80
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_and_b32 v36, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:16): lanes 32 apart
	v_xor_b32 v36, 32, v36
	v_lshlrev_b32 v36, 2, v36
	ds_bpermute_b32 v37, v36, v66
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v66, v37
	v_cmp_u_f32 s[24:25], v66, v37
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_221
	ds_write_b32 v5, v66 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:16): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 0
	ds_read_b32 v37, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v66, v36, v37
	v_cmp_u_f32 s[24:25], v36, v37
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v66, v36, s[24:25]
	v_max_f32 v36, v1, v37                              ; examples/attention_varlen.kgen:16
	v_cmp_u_f32 s[24:25], v1, v37
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[24:25]
	v_sub_f32 v36, v1, v66                              ; examples/attention_varlen.kgen:18
	v_mul_f32 v37, s20, v36                             ; examples/attention_varlen.kgen:18
	v_mul_f32 v36, 0x3fb8aa3b, v37                      ; examples/attention_varlen.kgen:18
	v_exp_f32 v37, v36                                  ; examples/attention_varlen.kgen:18
	s_nop 0
	v_mul_f32 v36, v16, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v67, v17, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v68, v18, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v69, v19, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v70, v20, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v71, v21, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v72, v22, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v73, v23, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v74, v24, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v75, v25, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v76, v26, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v77, v27, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v78, v28, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v79, v29, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v80, v30, v37                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v81, v31, v37                             ; examples/attention_varlen.kgen:20
	v_mov_b32 v16, v36                                  ; 'acc' scaled in place
	v_mov_b32 v17, v67                                  ; 'acc' scaled in place
	v_mov_b32 v18, v68                                  ; 'acc' scaled in place
	v_mov_b32 v19, v69                                  ; 'acc' scaled in place
	v_mov_b32 v20, v70                                  ; 'acc' scaled in place
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
	v_mov_b32 v36, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:17)
	v_mul_f32 v67, s20, v36
	v_mov_b32 v36, 0xbfb8aa3b
	v_mul_f32 v68, s20, v36
	v_mul_f32 v36, v66, v68                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:17)
	v_fma_f32 v68, v50, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v69, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v51, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v70, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v52, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v71, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v53, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v72, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v54, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v73, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v55, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v74, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v56, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v75, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v57, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v76, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v58, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v77, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v59, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v78, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v60, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v79, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v61, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v80, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v62, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v81, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v63, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v82, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v64, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v83, v68                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v68, v65, v67, v36                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v36, v68                                  ; examples/attention_varlen.kgen:17
	v_bfe_u32 v50, v69, 16, 1                           ; round to bf16
	v_add3_u32 v51, v69, v50, s7
	v_cmp_u_f32 s[24:25], v69, v69
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v50, s[24:25]
	v_and_b32 v50, 0xffff0000, v51
	v_bfe_u32 v51, v70, 16, 1                           ; round to bf16
	v_add3_u32 v52, v70, v51, s7
	v_cmp_u_f32 s[24:25], v70, v70
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v52, v51, s[24:25]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v71, 16, 1                           ; round to bf16
	v_add3_u32 v53, v71, v52, s7
	v_cmp_u_f32 s[24:25], v71, v71
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v52, s[24:25]
	v_and_b32 v52, 0xffff0000, v53
	v_bfe_u32 v53, v72, 16, 1                           ; round to bf16
	v_add3_u32 v54, v72, v53, s7
	v_cmp_u_f32 s[24:25], v72, v72
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[24:25]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v73, 16, 1                           ; round to bf16
	v_add3_u32 v55, v73, v54, s7
	v_cmp_u_f32 s[24:25], v73, v73
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[24:25]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v74, 16, 1                           ; round to bf16
	v_add3_u32 v56, v74, v55, s7
	v_cmp_u_f32 s[24:25], v74, v74
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[24:25]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v75, 16, 1                           ; round to bf16
	v_add3_u32 v57, v75, v56, s7
	v_cmp_u_f32 s[24:25], v75, v75
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[24:25]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v76, 16, 1                           ; round to bf16
	v_add3_u32 v58, v76, v57, s7
	v_cmp_u_f32 s[24:25], v76, v76
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[24:25]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v77, 16, 1                           ; round to bf16
	v_add3_u32 v59, v77, v58, s7
	v_cmp_u_f32 s[24:25], v77, v77
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[24:25]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v78, 16, 1                           ; round to bf16
	v_add3_u32 v60, v78, v59, s7
	v_cmp_u_f32 s[24:25], v78, v78
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[24:25]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v79, 16, 1                           ; round to bf16
	v_add3_u32 v61, v79, v60, s7
	v_cmp_u_f32 s[24:25], v79, v79
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[24:25]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v80, 16, 1                           ; round to bf16
	v_add3_u32 v62, v80, v61, s7
	v_cmp_u_f32 s[24:25], v80, v80
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[24:25]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v81, 16, 1                           ; round to bf16
	v_add3_u32 v63, v81, v62, s7
	v_cmp_u_f32 s[24:25], v81, v81
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[24:25]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v82, 16, 1                           ; round to bf16
	v_add3_u32 v64, v82, v63, s7
	v_cmp_u_f32 s[24:25], v82, v82
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[24:25]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v83, 16, 1                           ; round to bf16
	v_add3_u32 v65, v83, v64, s7
	v_cmp_u_f32 s[24:25], v83, v83
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[24:25]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v36, 16, 1                           ; round to bf16
	v_add3_u32 v67, v36, v65, s7
	v_cmp_u_f32 s[24:25], v36, v36
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v67, v65, s[24:25]
	v_and_b32 v65, 0xffff0000, v67
	v_cndmask_b32 v67, 0, v50, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v50, 16, v67
	ds_write_b16 v11, v50 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v51, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v52, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v53, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v54, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v55, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v56, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v57, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v58, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v59, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v60, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v61, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v62, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v63, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v64, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v65, s[12:13]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[50:53], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[54:57], v6 offset:36864              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[54:57], v6 offset:36896              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[54:57], v6 offset:36928              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[54:57], v6 offset:36960              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mul_f32 v50, v3, v37                              ; examples/attention_varlen.kgen:19
	v_cndmask_b32 v37, 0, v69, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v51, 0, v70, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v52, 0, v71, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v53, 0, v72, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v54, 0, v73, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v55, 0, v74, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v56, 0, v75, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v76, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v77, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v78, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v79, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v80, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v81, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v82, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v83, s[12:13]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v36, s[12:13]                 ; absent elements contribute the identity
	v_add_f32 v36, v37, v51                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v37, v36, v52                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v36, v37, v53                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v37, v36, v54                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v36, v37, v55                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v37, v36, v56                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v36, v37, v57                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v37, v36, v58                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v36, v37, v59                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v37, v36, v60                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v36, v37, v61                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v37, v36, v62                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v36, v37, v63                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v37, v36, v64                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v36, v37, v65                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_and_b32 v37, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:19): lanes 32 apart
	v_xor_b32 v37, 32, v37
	v_lshlrev_b32 v37, 2, v37
	ds_bpermute_b32 v51, v37, v36
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v36, v51
	s_and_saveexec_b64 s[24:25], s[22:23]               ; lanes where %vpred_221
	ds_write_b32 v5, v37 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:19): this warp group's partial
	s_mov_b64 exec, s[24:25]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 0
	ds_read_b32 v37, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v36, v37
	v_add_f32 v36, v50, v51                             ; examples/attention_varlen.kgen:19
	v_mov_b32 v3, v36                                   ; next 'l'
	v_mov_b32 v1, v66                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[32:35] offset:9216             ; 16 bytes into st1
	ds_write_b128 v13, v[38:41] offset:13824            ; 16 bytes into st1
	v_perm_b32 v32, v46, v42, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v32 offset:18432                  ; a K-pair into st2
	v_perm_b32 v32, v46, v42, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v32 offset:18576                  ; a K-pair into st2
	v_perm_b32 v32, v47, v43, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v32 offset:18720                  ; a K-pair into st2
	v_perm_b32 v32, v47, v43, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v32 offset:18864                  ; a K-pair into st2
	v_perm_b32 v32, v48, v44, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v32 offset:19008                  ; a K-pair into st2
	v_perm_b32 v32, v48, v44, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v32 offset:19152                  ; a K-pair into st2
	v_perm_b32 v32, v49, v45, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v32 offset:19296                  ; a K-pair into st2
	v_perm_b32 v32, v49, v45, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v32 offset:19440                  ; a K-pair into st2
.Lattention_varlen_if4_end:
	s_add_u32 s14, s14, 0x80
	s_cmp_lt_u32 s14, s9
	s_cbranch_scc1 .Lattention_varlen_loop2
.Lattention_varlen_loop2_end:
	s_add_u32 s5, s9, 63
	s_and_b32 s6, s5, 0xffffffc0                        ; the first chunk of 'tt' the pipeline left
	s_mov_b32 s5, s6                                    ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s5, s8
	s_cbranch_scc1 .Lattention_varlen_loop3_end
.Lattention_varlen_loop3:
	s_add_u32 s6, s16, s5
	s_sub_u32 s9, s8, s5
	s_mul_i32 s14, s6, s21
	s_mul_hi_u32 s15, s6, s21
	s_lshl_b64 s[24:25], s[14:15], 1
	s_add_u32 s14, s28, s24                             ; 'k' at this chunk
	s_addc_u32 s15, s29, s25
	v_cmp_lt_u32 s[26:27], v8, s9                       ; 'tt' element in bounds
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_1258
	global_load_ushort v12, v10, s[14:15]               ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_1258
	global_load_ushort v12, v10, s[14:15] offset:2      ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_1258
	global_load_ushort v12, v10, s[14:15] offset:4      ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_1258
	global_load_ushort v12, v10, s[14:15] offset:6      ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_1258
	global_load_ushort v12, v10, s[14:15] offset:8      ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_1258
	global_load_ushort v12, v10, s[14:15] offset:10     ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_1258
	global_load_ushort v12, v10, s[14:15] offset:12     ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[26:27]               ; lanes where %vpred_1258
	global_load_ushort v12, v10, s[14:15] offset:14     ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v12
	s_mul_i32 s6, s21, 32
	s_lshl_b32 s17, s6, 1
	v_add_u32 v12, s17, v10
	v_add_u32 v39, 32, v8
	v_cmp_lt_u32 s[30:31], v39, s9                      ; 'tt' element in bounds
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1279
	global_load_ushort v39, v12, s[14:15]               ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v39
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1279
	global_load_ushort v39, v12, s[14:15] offset:2      ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v39
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1279
	global_load_ushort v39, v12, s[14:15] offset:4      ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v39
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1279
	global_load_ushort v39, v12, s[14:15] offset:6      ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v39
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1279
	global_load_ushort v39, v12, s[14:15] offset:8      ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v39
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1279
	global_load_ushort v39, v12, s[14:15] offset:10     ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v39
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1279
	global_load_ushort v39, v12, s[14:15] offset:12     ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v39
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[30:31]               ; lanes where %vpred_1279
	global_load_ushort v39, v12, s[14:15] offset:14     ; examples/attention_varlen.kgen:15: load of 'k'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v39
	v_lshrrev_b32 v39, 16, v14
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v13, v39 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v32
	ds_write_b16 v13, v14 offset:9218                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v33
	ds_write_b16 v13, v14 offset:9220                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v34
	ds_write_b16 v13, v14 offset:9222                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v35
	ds_write_b16 v13, v14 offset:9224                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v36
	ds_write_b16 v13, v14 offset:9226                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v37
	ds_write_b16 v13, v14 offset:9228                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v38
	ds_write_b16 v13, v14 offset:9230                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v40
	ds_write_b16 v13, v14 offset:13824                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v41
	ds_write_b16 v13, v14 offset:13826                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v42
	ds_write_b16 v13, v14 offset:13828                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v43
	ds_write_b16 v13, v14 offset:13830                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v44
	ds_write_b16 v13, v14 offset:13832                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v45
	ds_write_b16 v13, v14 offset:13834                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v46
	ds_write_b16 v13, v14 offset:13836                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v47
	ds_write_b16 v13, v14 offset:13838                  ; A operand of the product: stage
	v_mov_b32 v32, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v33, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v34, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v35, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v36, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v38, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v40, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v42, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v43, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v44, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v45, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v46, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	v_mov_b32 v47, 0                                    ; examples/attention_varlen.kgen:15: product accumulator
	ds_read_b128 v[48:51], v2                           ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[52:55], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[52:53], v[48:49], v[32:47] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[32:47], v[54:55], v[50:51], v[32:47] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[48:51], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[52:55], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[52:53], v[48:49], v[32:47] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[32:47], v[54:55], v[50:51], v[32:47] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[48:51], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[52:55], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[52:53], v[48:49], v[32:47] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[32:47], v[54:55], v[50:51], v[32:47] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	ds_read_b128 v[48:51], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[52:55], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[52:53], v[48:49], v[32:47] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[32:47], v[54:55], v[50:51], v[32:47] ; examples/attention_varlen.kgen:15: mfma 32x32x8
	v_cmp_lt_u32 s[14:15], v9, s9                       ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	s_nop 7
	v_cndmask_b32 v48, v14, v32, s[32:33]
	v_add_u32 v14, 1, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[34:35], s[12:13], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v49, v14, v33, s[34:35]
	v_add_u32 v14, 2, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[36:37], s[12:13], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v50, v14, v34, s[36:37]
	v_add_u32 v14, 3, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[12:13], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v51, v14, v35, s[38:39]
	v_add_u32 v14, 8, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[40:41], s[12:13], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v52, v14, v36, s[40:41]
	v_add_u32 v14, 9, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[42:43], s[12:13], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v53, v14, v37, s[42:43]
	v_add_u32 v14, 10, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[44:45], s[12:13], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v54, v14, v38, s[44:45]
	v_add_u32 v14, 11, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[46:47], s[12:13], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v55, v14, v39, s[46:47]
	v_add_u32 v14, 16, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[48:49], s[12:13], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v56, v14, v40, s[48:49]
	v_add_u32 v14, 17, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[50:51], s[12:13], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v57, v14, v41, s[50:51]
	v_add_u32 v14, 18, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[52:53], s[12:13], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v58, v14, v42, s[52:53]
	v_add_u32 v14, 19, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[54:55], s[12:13], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v59, v14, v43, s[54:55]
	v_add_u32 v14, 24, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[56:57], s[12:13], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v60, v14, v44, s[56:57]
	v_add_u32 v14, 25, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[58:59], s[12:13], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v61, v14, v45, s[58:59]
	v_add_u32 v14, 26, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[60:61], s[12:13], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v62, v14, v46, s[60:61]
	v_add_u32 v14, 27, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[62:63], s[12:13], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v63, v14, v47, s[62:63]
	v_max_f32 v14, v48, v49                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v48, v49
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v50                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v49, v50
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v51                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v49, v51
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v52                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v49, v52
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v53                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v49, v53
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v54                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v49, v54
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v55                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v49, v55
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v56                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v49, v56
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v57                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v49, v57
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v58                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v49, v58
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v59                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v49, v59
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v60                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v49, v60
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v61                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v49, v61
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v62                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v49, v62
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v63                             ; max over 'tt' (examples/attention_varlen.kgen:16)
	v_cmp_u_f32 s[14:15], v49, v63
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_and_b32 v14, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:16): lanes 32 apart
	v_xor_b32 v14, 32, v14
	v_lshlrev_b32 v14, 2, v14
	ds_bpermute_b32 v48, v14, v49
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v49, v48
	v_cmp_u_f32 s[14:15], v49, v48
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	s_and_saveexec_b64 s[14:15], s[22:23]               ; lanes where %vpred_221
	ds_write_b32 v5, v49 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:16): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v14, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 0
	ds_read_b32 v48, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:16): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v49, v14, v48
	v_cmp_u_f32 s[14:15], v14, v48
	v_mov_b32 v14, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v48, v49, v14, s[14:15]
	v_max_f32 v14, v1, v48                              ; examples/attention_varlen.kgen:16
	v_cmp_u_f32 s[14:15], v1, v48
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_sub_f32 v14, v1, v49                              ; examples/attention_varlen.kgen:18
	v_mul_f32 v48, s20, v14                             ; examples/attention_varlen.kgen:18
	v_mul_f32 v14, 0x3fb8aa3b, v48                      ; examples/attention_varlen.kgen:18
	v_exp_f32 v48, v14                                  ; examples/attention_varlen.kgen:18
	s_nop 0
	v_mul_f32 v14, v16, v48                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v50, v17, v48                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v51, v18, v48                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v52, v19, v48                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v53, v20, v48                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v54, v21, v48                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v55, v22, v48                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v56, v23, v48                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v57, v24, v48                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v58, v25, v48                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v59, v26, v48                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v60, v27, v48                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v61, v28, v48                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v62, v29, v48                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v63, v30, v48                             ; examples/attention_varlen.kgen:20
	v_mul_f32 v64, v31, v48                             ; examples/attention_varlen.kgen:20
	v_mov_b32 v16, v14                                  ; 'acc' scaled in place
	v_mov_b32 v17, v50                                  ; 'acc' scaled in place
	v_mov_b32 v18, v51                                  ; 'acc' scaled in place
	v_mov_b32 v19, v52                                  ; 'acc' scaled in place
	v_mov_b32 v20, v53                                  ; 'acc' scaled in place
	v_mov_b32 v21, v54                                  ; 'acc' scaled in place
	v_mov_b32 v22, v55                                  ; 'acc' scaled in place
	v_mov_b32 v23, v56                                  ; 'acc' scaled in place
	v_mov_b32 v24, v57                                  ; 'acc' scaled in place
	v_mov_b32 v25, v58                                  ; 'acc' scaled in place
	v_mov_b32 v26, v59                                  ; 'acc' scaled in place
	v_mov_b32 v27, v60                                  ; 'acc' scaled in place
	v_mov_b32 v28, v61                                  ; 'acc' scaled in place
	v_mov_b32 v29, v62                                  ; 'acc' scaled in place
	v_mov_b32 v30, v63                                  ; 'acc' scaled in place
	v_mov_b32 v31, v64                                  ; 'acc' scaled in place
	s_add_u32 s14, s10, s24                             ; 'v' at this chunk
	s_addc_u32 s15, s11, s25
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_1258
	global_load_ushort v14, v10, s[14:15]               ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_1258
	global_load_ushort v14, v10, s[14:15] offset:2      ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_1258
	global_load_ushort v14, v10, s[14:15] offset:4      ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_1258
	global_load_ushort v14, v10, s[14:15] offset:6      ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_1258
	global_load_ushort v14, v10, s[14:15] offset:8      ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_1258
	global_load_ushort v14, v10, s[14:15] offset:10     ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_1258
	global_load_ushort v14, v10, s[14:15] offset:12     ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[26:27]               ; lanes where %vpred_1258
	global_load_ushort v14, v10, s[14:15] offset:14     ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1279
	global_load_ushort v14, v12, s[14:15]               ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1279
	global_load_ushort v14, v12, s[14:15] offset:2      ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1279
	global_load_ushort v14, v12, s[14:15] offset:4      ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1279
	global_load_ushort v14, v12, s[14:15] offset:6      ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1279
	global_load_ushort v14, v12, s[14:15] offset:8      ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1279
	global_load_ushort v14, v12, s[14:15] offset:10     ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1279
	global_load_ushort v14, v12, s[14:15] offset:12     ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[24:25], s[30:31]               ; lanes where %vpred_1279
	global_load_ushort v14, v12, s[14:15] offset:14     ; examples/attention_varlen.kgen:20: load of 'v'
	s_mov_b64 exec, s[24:25]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v12, 16, v14
	v_lshrrev_b32 v14, 16, v50
	ds_write_b16 v15, v14 offset:18432                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v51
	ds_write_b16 v15, v14 offset:18576                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v52
	ds_write_b16 v15, v14 offset:18720                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v53
	ds_write_b16 v15, v14 offset:18864                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v54
	ds_write_b16 v15, v14 offset:19008                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v55
	ds_write_b16 v15, v14 offset:19152                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v56
	ds_write_b16 v15, v14 offset:19296                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v57
	ds_write_b16 v15, v14 offset:19440                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v58
	ds_write_b16 v15, v14 offset:18496                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v59
	ds_write_b16 v15, v14 offset:18640                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v60
	ds_write_b16 v15, v14 offset:18784                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v61
	ds_write_b16 v15, v14 offset:18928                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v62
	ds_write_b16 v15, v14 offset:19072                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v63
	ds_write_b16 v15, v14 offset:19216                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v64
	ds_write_b16 v15, v14 offset:19360                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v12
	ds_write_b16 v15, v14 offset:19504                  ; A operand of the product: stage
	v_mov_b32 v12, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:17)
	v_mul_f32 v14, s20, v12
	v_mov_b32 v12, 0xbfb8aa3b
	v_mul_f32 v50, s20, v12
	v_mul_f32 v12, v49, v50                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:17)
	v_fma_f32 v50, v32, v14, v12                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v51, v50                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v50, v33, v14, v12                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v52, v50                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v50, v34, v14, v12                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v53, v50                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v50, v35, v14, v12                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v54, v50                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v50, v36, v14, v12                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v55, v50                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v50, v37, v14, v12                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v56, v50                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v50, v38, v14, v12                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v57, v50                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v50, v39, v14, v12                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v58, v50                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v50, v40, v14, v12                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v59, v50                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v50, v41, v14, v12                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v60, v50                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v50, v42, v14, v12                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v61, v50                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v50, v43, v14, v12                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v62, v50                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v50, v44, v14, v12                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v63, v50                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v50, v45, v14, v12                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v64, v50                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v50, v46, v14, v12                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v65, v50                                  ; examples/attention_varlen.kgen:17
	v_fma_f32 v50, v47, v14, v12                        ; examples/attention_varlen.kgen:17
	v_exp_f32 v12, v50                                  ; examples/attention_varlen.kgen:17
	v_bfe_u32 v14, v51, 16, 1                           ; round to bf16
	v_add3_u32 v32, v51, v14, s7
	v_cmp_u_f32 s[14:15], v51, v51
	v_mov_b32 v14, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v14, s[14:15]
	v_and_b32 v14, 0xffff0000, v32
	v_bfe_u32 v32, v52, 16, 1                           ; round to bf16
	v_add3_u32 v33, v52, v32, s7
	v_cmp_u_f32 s[14:15], v52, v52
	v_mov_b32 v32, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v33, v32, s[14:15]
	v_and_b32 v32, 0xffff0000, v33
	v_bfe_u32 v33, v53, 16, 1                           ; round to bf16
	v_add3_u32 v34, v53, v33, s7
	v_cmp_u_f32 s[14:15], v53, v53
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v34, v34, v33, s[14:15]
	v_and_b32 v33, 0xffff0000, v34
	v_bfe_u32 v34, v54, 16, 1                           ; round to bf16
	v_add3_u32 v35, v54, v34, s7
	v_cmp_u_f32 s[14:15], v54, v54
	v_mov_b32 v34, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v35, v35, v34, s[14:15]
	v_and_b32 v34, 0xffff0000, v35
	v_bfe_u32 v35, v55, 16, 1                           ; round to bf16
	v_add3_u32 v36, v55, v35, s7
	v_cmp_u_f32 s[14:15], v55, v55
	v_mov_b32 v35, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v36, v35, s[14:15]
	v_and_b32 v35, 0xffff0000, v36
	v_bfe_u32 v36, v56, 16, 1                           ; round to bf16
	v_add3_u32 v37, v56, v36, s7
	v_cmp_u_f32 s[14:15], v56, v56
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v37, v36, s[14:15]
	v_and_b32 v36, 0xffff0000, v37
	v_bfe_u32 v37, v57, 16, 1                           ; round to bf16
	v_add3_u32 v38, v57, v37, s7
	v_cmp_u_f32 s[14:15], v57, v57
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v38, v37, s[14:15]
	v_and_b32 v37, 0xffff0000, v38
	v_bfe_u32 v38, v58, 16, 1                           ; round to bf16
	v_add3_u32 v39, v58, v38, s7
	v_cmp_u_f32 s[14:15], v58, v58
	v_mov_b32 v38, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v39, v38, s[14:15]
	v_and_b32 v38, 0xffff0000, v39
	v_bfe_u32 v39, v59, 16, 1                           ; round to bf16
	v_add3_u32 v40, v59, v39, s7
	v_cmp_u_f32 s[14:15], v59, v59
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v40, v39, s[14:15]
	v_and_b32 v39, 0xffff0000, v40
	v_bfe_u32 v40, v60, 16, 1                           ; round to bf16
	v_add3_u32 v41, v60, v40, s7
	v_cmp_u_f32 s[14:15], v60, v60
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v41, v40, s[14:15]
	v_and_b32 v40, 0xffff0000, v41
	v_bfe_u32 v41, v61, 16, 1                           ; round to bf16
	v_add3_u32 v42, v61, v41, s7
	v_cmp_u_f32 s[14:15], v61, v61
	v_mov_b32 v41, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v41, s[14:15]
	v_and_b32 v41, 0xffff0000, v42
	v_bfe_u32 v42, v62, 16, 1                           ; round to bf16
	v_add3_u32 v43, v62, v42, s7
	v_cmp_u_f32 s[14:15], v62, v62
	v_mov_b32 v42, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v43, v43, v42, s[14:15]
	v_and_b32 v42, 0xffff0000, v43
	v_bfe_u32 v43, v63, 16, 1                           ; round to bf16
	v_add3_u32 v44, v63, v43, s7
	v_cmp_u_f32 s[14:15], v63, v63
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v44, v43, s[14:15]
	v_and_b32 v43, 0xffff0000, v44
	v_bfe_u32 v44, v64, 16, 1                           ; round to bf16
	v_add3_u32 v45, v64, v44, s7
	v_cmp_u_f32 s[14:15], v64, v64
	v_mov_b32 v44, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v45, v45, v44, s[14:15]
	v_and_b32 v44, 0xffff0000, v45
	v_bfe_u32 v45, v65, 16, 1                           ; round to bf16
	v_add3_u32 v46, v65, v45, s7
	v_cmp_u_f32 s[14:15], v65, v65
	v_mov_b32 v45, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v46, v46, v45, s[14:15]
	v_and_b32 v45, 0xffff0000, v46
	v_bfe_u32 v46, v12, 16, 1                           ; round to bf16
	v_add3_u32 v47, v12, v46, s7
	v_cmp_u_f32 s[14:15], v12, v12
	v_mov_b32 v46, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v47, v47, v46, s[14:15]
	v_and_b32 v46, 0xffff0000, v47
	v_cndmask_b32 v47, 0, v14, s[32:33]                 ; absent elements add nothing
	v_lshrrev_b32 v14, 16, v47
	ds_write_b16 v11, v14 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v32, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v33, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v34, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v35, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v36, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v37, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v38, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v39, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v40, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v41, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v42, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v43, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v44, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v45, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v46, s[62:63]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[32:35], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[36:39], v6 offset:18432              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[36:37], v[32:33], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[38:39], v[34:35], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[32:35], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[36:39], v6 offset:18464              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[36:37], v[32:33], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[38:39], v[34:35], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[32:35], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[36:39], v6 offset:18496              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[36:37], v[32:33], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[38:39], v[34:35], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	ds_read_b128 v[32:35], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[36:39], v6 offset:18528              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[36:37], v[32:33], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[38:39], v[34:35], v[16:31] ; examples/attention_varlen.kgen:20: mfma 32x32x8
	v_mul_f32 v14, v3, v48                              ; examples/attention_varlen.kgen:19
	v_cndmask_b32 v32, 0, v51, s[32:33]                 ; absent elements contribute the identity
	v_cndmask_b32 v33, 0, v52, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v34, 0, v53, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v35, 0, v54, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v36, 0, v55, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v37, 0, v56, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v38, 0, v57, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v39, 0, v58, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v40, 0, v59, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v41, 0, v60, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v42, 0, v61, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v43, 0, v62, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v44, 0, v63, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v45, 0, v64, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v46, 0, v65, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v47, 0, v12, s[62:63]                 ; absent elements contribute the identity
	v_add_f32 v12, v32, v33                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v32, v12, v34                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v12, v32, v35                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v32, v12, v36                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v12, v32, v37                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v32, v12, v38                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v12, v32, v39                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v32, v12, v40                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v12, v32, v41                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v32, v12, v42                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v12, v32, v43                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v32, v12, v44                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v12, v32, v45                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v32, v12, v46                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_add_f32 v12, v32, v47                             ; sum over 'tt' (examples/attention_varlen.kgen:19)
	v_and_b32 v32, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:19): lanes 32 apart
	v_xor_b32 v32, 32, v32
	v_lshlrev_b32 v32, 2, v32
	ds_bpermute_b32 v33, v32, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v32, v12, v33
	s_and_saveexec_b64 s[14:15], s[22:23]               ; lanes where %vpred_221
	ds_write_b32 v5, v32 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:19): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v12, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 0
	ds_read_b32 v32, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:19): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v12, v32
	v_add_f32 v12, v14, v33                             ; examples/attention_varlen.kgen:19
	v_mov_b32 v3, v12                                   ; next 'l'
	v_mov_b32 v1, v49                                   ; next 'mx'
	s_add_u32 s5, s5, 64
	s_cmp_lt_u32 s5, s8
	s_cbranch_scc1 .Lattention_varlen_loop3
.Lattention_varlen_loop3_end:
	v_cmp_gt_f32 s[8:9], v3, 0                          ; examples/attention_varlen.kgen:23
	v_div_scale_f32 v1, s[10:11], v3, v3, v16           ; examples/attention_varlen.kgen:23
	v_rcp_f32 v2, v1
	v_div_scale_f32 v5, vcc, v16, v3, v16
	v_fma_f32 v6, -v1, v2, 1.0
	v_fma_f32 v2, v6, v2, v2
	v_mul_f32 v7, v5, v2
	v_fma_f32 v6, -v1, v7, v5
	v_fma_f32 v7, v6, v2, v7
	v_fma_f32 v6, -v1, v7, v5
	v_div_fmas_f32 v6, v6, v2, v7
	v_div_fixup_f32 v1, v6, v3, v16
	v_div_scale_f32 v2, s[10:11], v3, v3, v17           ; examples/attention_varlen.kgen:23
	v_rcp_f32 v5, v2
	v_div_scale_f32 v6, vcc, v17, v3, v17
	v_fma_f32 v7, -v2, v5, 1.0
	v_fma_f32 v5, v7, v5, v5
	v_mul_f32 v8, v6, v5
	v_fma_f32 v7, -v2, v8, v6
	v_fma_f32 v8, v7, v5, v8
	v_fma_f32 v7, -v2, v8, v6
	v_div_fmas_f32 v7, v7, v5, v8
	v_div_fixup_f32 v2, v7, v3, v17
	v_div_scale_f32 v5, s[10:11], v3, v3, v18           ; examples/attention_varlen.kgen:23
	v_rcp_f32 v6, v5
	v_div_scale_f32 v7, vcc, v18, v3, v18
	v_fma_f32 v8, -v5, v6, 1.0
	v_fma_f32 v6, v8, v6, v6
	v_mul_f32 v9, v7, v6
	v_fma_f32 v8, -v5, v9, v7
	v_fma_f32 v9, v8, v6, v9
	v_fma_f32 v8, -v5, v9, v7
	v_div_fmas_f32 v8, v8, v6, v9
	v_div_fixup_f32 v5, v8, v3, v18
	v_div_scale_f32 v6, s[10:11], v3, v3, v19           ; examples/attention_varlen.kgen:23
	v_rcp_f32 v7, v6
	v_div_scale_f32 v8, vcc, v19, v3, v19
	v_fma_f32 v9, -v6, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v10, v8, v7
	v_fma_f32 v9, -v6, v10, v8
	v_fma_f32 v10, v9, v7, v10
	v_fma_f32 v9, -v6, v10, v8
	v_div_fmas_f32 v9, v9, v7, v10
	v_div_fixup_f32 v6, v9, v3, v19
	v_div_scale_f32 v7, s[10:11], v3, v3, v20           ; examples/attention_varlen.kgen:23
	v_rcp_f32 v8, v7
	v_div_scale_f32 v9, vcc, v20, v3, v20
	v_fma_f32 v10, -v7, v8, 1.0
	v_fma_f32 v8, v10, v8, v8
	v_mul_f32 v11, v9, v8
	v_fma_f32 v10, -v7, v11, v9
	v_fma_f32 v11, v10, v8, v11
	v_fma_f32 v10, -v7, v11, v9
	v_div_fmas_f32 v10, v10, v8, v11
	v_div_fixup_f32 v7, v10, v3, v20
	v_div_scale_f32 v8, s[10:11], v3, v3, v21           ; examples/attention_varlen.kgen:23
	v_rcp_f32 v9, v8
	v_div_scale_f32 v10, vcc, v21, v3, v21
	v_fma_f32 v11, -v8, v9, 1.0
	v_fma_f32 v9, v11, v9, v9
	v_mul_f32 v12, v10, v9
	v_fma_f32 v11, -v8, v12, v10
	v_fma_f32 v12, v11, v9, v12
	v_fma_f32 v11, -v8, v12, v10
	v_div_fmas_f32 v11, v11, v9, v12
	v_div_fixup_f32 v8, v11, v3, v21
	v_div_scale_f32 v9, s[10:11], v3, v3, v22           ; examples/attention_varlen.kgen:23
	v_rcp_f32 v10, v9
	v_div_scale_f32 v11, vcc, v22, v3, v22
	v_fma_f32 v12, -v9, v10, 1.0
	v_fma_f32 v10, v12, v10, v10
	v_mul_f32 v13, v11, v10
	v_fma_f32 v12, -v9, v13, v11
	v_fma_f32 v13, v12, v10, v13
	v_fma_f32 v12, -v9, v13, v11
	v_div_fmas_f32 v12, v12, v10, v13
	v_div_fixup_f32 v9, v12, v3, v22
	v_div_scale_f32 v10, s[10:11], v3, v3, v23          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v11, v10
	v_div_scale_f32 v12, vcc, v23, v3, v23
	v_fma_f32 v13, -v10, v11, 1.0
	v_fma_f32 v11, v13, v11, v11
	v_mul_f32 v14, v12, v11
	v_fma_f32 v13, -v10, v14, v12
	v_fma_f32 v14, v13, v11, v14
	v_fma_f32 v13, -v10, v14, v12
	v_div_fmas_f32 v13, v13, v11, v14
	v_div_fixup_f32 v10, v13, v3, v23
	v_div_scale_f32 v11, s[10:11], v3, v3, v24          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v12, v11
	v_div_scale_f32 v13, vcc, v24, v3, v24
	v_fma_f32 v14, -v11, v12, 1.0
	v_fma_f32 v12, v14, v12, v12
	v_mul_f32 v15, v13, v12
	v_fma_f32 v14, -v11, v15, v13
	v_fma_f32 v15, v14, v12, v15
	v_fma_f32 v14, -v11, v15, v13
	v_div_fmas_f32 v14, v14, v12, v15
	v_div_fixup_f32 v11, v14, v3, v24
	v_div_scale_f32 v12, s[10:11], v3, v3, v25          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v13, v12
	v_div_scale_f32 v14, vcc, v25, v3, v25
	v_fma_f32 v15, -v12, v13, 1.0
	v_fma_f32 v13, v15, v13, v13
	v_mul_f32 v32, v14, v13
	v_fma_f32 v15, -v12, v32, v14
	v_fma_f32 v32, v15, v13, v32
	v_fma_f32 v15, -v12, v32, v14
	v_div_fmas_f32 v15, v15, v13, v32
	v_div_fixup_f32 v12, v15, v3, v25
	v_div_scale_f32 v13, s[10:11], v3, v3, v26          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v14, v13
	v_div_scale_f32 v15, vcc, v26, v3, v26
	v_fma_f32 v32, -v13, v14, 1.0
	v_fma_f32 v14, v32, v14, v14
	v_mul_f32 v33, v15, v14
	v_fma_f32 v32, -v13, v33, v15
	v_fma_f32 v33, v32, v14, v33
	v_fma_f32 v32, -v13, v33, v15
	v_div_fmas_f32 v32, v32, v14, v33
	v_div_fixup_f32 v13, v32, v3, v26
	v_div_scale_f32 v14, s[10:11], v3, v3, v27          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v15, v14
	v_div_scale_f32 v32, vcc, v27, v3, v27
	v_fma_f32 v33, -v14, v15, 1.0
	v_fma_f32 v15, v33, v15, v15
	v_mul_f32 v34, v32, v15
	v_fma_f32 v33, -v14, v34, v32
	v_fma_f32 v34, v33, v15, v34
	v_fma_f32 v33, -v14, v34, v32
	v_div_fmas_f32 v33, v33, v15, v34
	v_div_fixup_f32 v14, v33, v3, v27
	v_div_scale_f32 v15, s[10:11], v3, v3, v28          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v32, v15
	v_div_scale_f32 v33, vcc, v28, v3, v28
	v_fma_f32 v34, -v15, v32, 1.0
	v_fma_f32 v32, v34, v32, v32
	v_mul_f32 v35, v33, v32
	v_fma_f32 v34, -v15, v35, v33
	v_fma_f32 v35, v34, v32, v35
	v_fma_f32 v34, -v15, v35, v33
	v_div_fmas_f32 v34, v34, v32, v35
	v_div_fixup_f32 v15, v34, v3, v28
	v_div_scale_f32 v32, s[10:11], v3, v3, v29          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v33, v32
	v_div_scale_f32 v34, vcc, v29, v3, v29
	v_fma_f32 v35, -v32, v33, 1.0
	v_fma_f32 v33, v35, v33, v33
	v_mul_f32 v36, v34, v33
	v_fma_f32 v35, -v32, v36, v34
	v_fma_f32 v36, v35, v33, v36
	v_fma_f32 v35, -v32, v36, v34
	v_div_fmas_f32 v35, v35, v33, v36
	v_div_fixup_f32 v32, v35, v3, v29
	v_div_scale_f32 v33, s[10:11], v3, v3, v30          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v34, v33
	v_div_scale_f32 v35, vcc, v30, v3, v30
	v_fma_f32 v36, -v33, v34, 1.0
	v_fma_f32 v34, v36, v34, v34
	v_mul_f32 v37, v35, v34
	v_fma_f32 v36, -v33, v37, v35
	v_fma_f32 v37, v36, v34, v37
	v_fma_f32 v36, -v33, v37, v35
	v_div_fmas_f32 v36, v36, v34, v37
	v_div_fixup_f32 v33, v36, v3, v30
	v_div_scale_f32 v34, s[10:11], v3, v3, v31          ; examples/attention_varlen.kgen:23
	v_rcp_f32 v35, v34
	v_div_scale_f32 v36, vcc, v31, v3, v31
	v_fma_f32 v37, -v34, v35, 1.0
	v_fma_f32 v35, v37, v35, v35
	v_mul_f32 v38, v36, v35
	v_fma_f32 v37, -v34, v38, v36
	v_fma_f32 v38, v37, v35, v38
	v_fma_f32 v37, -v34, v38, v36
	v_div_fmas_f32 v37, v37, v35, v38
	v_div_fixup_f32 v34, v37, v3, v31
	v_cndmask_b32 v3, 0, v1, s[8:9]                     ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v1, 0, v2, s[8:9]                     ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v2, 0, v5, s[8:9]                     ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v5, 0, v6, s[8:9]                     ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v6, 0, v7, s[8:9]                     ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v7, 0, v8, s[8:9]                     ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v8, 0, v9, s[8:9]                     ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v9, 0, v10, s[8:9]                    ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v10, 0, v11, s[8:9]                   ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v11, 0, v12, s[8:9]                   ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v12, 0, v13, s[8:9]                   ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v13, 0, v14, s[8:9]                   ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v14, 0, v15, s[8:9]                   ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v15, 0, v32, s[8:9]                   ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v16, 0, v33, s[8:9]                   ; examples/attention_varlen.kgen:23
	v_cndmask_b32 v17, 0, v34, s[8:9]                   ; examples/attention_varlen.kgen:23
	v_bfe_u32 v18, v3, 16, 1
	v_add3_u32 v19, v3, v18, s7
	v_cmp_u_f32 s[8:9], v3, v3
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v19, v3, s[8:9]
	v_lshrrev_b32 v3, 16, v19
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_882
	global_store_short v4, v3, s[18:19]                 ; examples/attention_varlen.kgen:23: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v3, v1, 16, 1
	v_add3_u32 v18, v1, v3, s7
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v18
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_882
	global_store_short v4, v1, s[18:19] offset:2        ; examples/attention_varlen.kgen:23: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v2, 16, 1
	v_add3_u32 v3, v2, v1, s7
	v_cmp_u_f32 s[8:9], v2, v2
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_882
	global_store_short v4, v1, s[18:19] offset:4        ; examples/attention_varlen.kgen:23: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s7
	v_cmp_u_f32 s[8:9], v5, v5
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_882
	global_store_short v4, v1, s[18:19] offset:6        ; examples/attention_varlen.kgen:23: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s7
	v_cmp_u_f32 s[8:9], v6, v6
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_882
	global_store_short v4, v1, s[18:19] offset:16       ; examples/attention_varlen.kgen:23: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v2, v7, v1, s7
	v_cmp_u_f32 s[8:9], v7, v7
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_882
	global_store_short v4, v1, s[18:19] offset:18       ; examples/attention_varlen.kgen:23: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v2, v8, v1, s7
	v_cmp_u_f32 s[8:9], v8, v8
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_882
	global_store_short v4, v1, s[18:19] offset:20       ; examples/attention_varlen.kgen:23: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v2, v9, v1, s7
	v_cmp_u_f32 s[8:9], v9, v9
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_882
	global_store_short v4, v1, s[18:19] offset:22       ; examples/attention_varlen.kgen:23: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v10, 16, 1
	v_add3_u32 v2, v10, v1, s7
	v_cmp_u_f32 s[8:9], v10, v10
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_882
	global_store_short v4, v1, s[18:19] offset:32       ; examples/attention_varlen.kgen:23: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v11, 16, 1
	v_add3_u32 v2, v11, v1, s7
	v_cmp_u_f32 s[8:9], v11, v11
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_882
	global_store_short v4, v1, s[18:19] offset:34       ; examples/attention_varlen.kgen:23: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v12, 16, 1
	v_add3_u32 v2, v12, v1, s7
	v_cmp_u_f32 s[8:9], v12, v12
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_882
	global_store_short v4, v1, s[18:19] offset:36       ; examples/attention_varlen.kgen:23: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v13, 16, 1
	v_add3_u32 v2, v13, v1, s7
	v_cmp_u_f32 s[8:9], v13, v13
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_882
	global_store_short v4, v1, s[18:19] offset:38       ; examples/attention_varlen.kgen:23: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v14, 16, 1
	v_add3_u32 v2, v14, v1, s7
	v_cmp_u_f32 s[8:9], v14, v14
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_882
	global_store_short v4, v1, s[18:19] offset:48       ; examples/attention_varlen.kgen:23: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v15, 16, 1
	v_add3_u32 v2, v15, v1, s7
	v_cmp_u_f32 s[8:9], v15, v15
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_882
	global_store_short v4, v1, s[18:19] offset:50       ; examples/attention_varlen.kgen:23: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v16, 16, 1
	v_add3_u32 v2, v16, v1, s7
	v_cmp_u_f32 s[8:9], v16, v16
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_882
	global_store_short v4, v1, s[18:19] offset:52       ; examples/attention_varlen.kgen:23: store to 'o'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v17, 16, 1
	v_add3_u32 v2, v17, v1, s7
	v_cmp_u_f32 s[6:7], v17, v17
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_882
	global_store_short v4, v1, s[18:19] offset:54       ; examples/attention_varlen.kgen:23: store to 'o'
	s_mov_b64 exec, s[6:7]
.Lattention_varlen_if0_end:
	s_endpgm
.Lfunc_end_attention_varlen:
	.size	attention_varlen, .Lfunc_end_attention_varlen-attention_varlen

; kernel attention_varlen_causal: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel attention_varlen_causal from examples/attention_varlen.kgen
; target gfx942: AMD CDNA3 (MI300)
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
; resources: 84 VGPRs, 0 AGPRs, 78 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 56320 bytes LDS, 72 bytes of arguments, 256 threads
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
	s_cmp_eq_u32 s28, 0                                 ; if %upred_18
	s_cbranch_scc1 .Lattention_varlen_causal_skip0
	v_mov_b32 v3, s29                                   ; cu_q[b]
	global_load_dword v2, v3, s[14:15]
.Lattention_varlen_causal_skip0:
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s30, v2                         ; cu_q[b], uniform
	s_mov_b32 s31, s30
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_add_u32 s30, s27, 1
	s_cmp_lt_u32 s30, s24                               ; cu_q[b + 1] lies inside the offsets
	s_cselect_b32 s30, 1, 0
	s_cmp_eq_u32 s30, 0                                 ; if %upred_23
	s_cbranch_scc1 .Lattention_varlen_causal_skip1
	v_mov_b32 v3, s29                                   ; cu_q[b + 1]
	global_load_dword v2, v3, s[14:15] offset:4
.Lattention_varlen_causal_skip1:
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s14, v2                         ; cu_q[b + 1], uniform
	s_mov_b32 s15, s14
	s_min_u32 s14, s15, s21                             ; segment end, in its dimension
	s_min_u32 s21, s31, s14                             ; segment start, at most its end
	s_mov_b32 s31, s15                                  ; cu_q[b + 1], as the kernel reads it
	s_mul_i32 s15, s25, 64
	s_add_u32 s25, s21, s15                             ; first 's' of this program's tile (64)
	s_max_u32 s15, s14, s25
	s_sub_u32 s14, s15, s25
	s_min_u32 s15, s14, 64                              ; 's' rows of the segment in this tile
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_cmp_eq_u32 s28, 0                                 ; if %upred_18
	s_cbranch_scc1 .Lattention_varlen_causal_skip2
	v_mov_b32 v3, s29                                   ; cu_k[b]
	global_load_dword v2, v3, s[16:17]
.Lattention_varlen_causal_skip2:
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s14, v2                         ; cu_k[b], uniform
	s_mov_b32 s21, s14
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_cmp_eq_u32 s30, 0                                 ; if %upred_23
	s_cbranch_scc1 .Lattention_varlen_causal_skip3
	v_mov_b32 v3, s29                                   ; cu_k[b + 1]
	global_load_dword v2, v3, s[16:17] offset:4
.Lattention_varlen_causal_skip3:
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s14, v2                         ; cu_k[b + 1], uniform
	s_mov_b32 s16, s14
	s_min_u32 s14, s16, s23                             ; segment end, in its dimension
	s_min_u32 s17, s21, s14                             ; segment start, at most its end
	s_mov_b32 s21, s16                                  ; cu_k[b + 1], as the kernel reads it
	s_sub_u32 s16, s14, s17                             ; 't' rows of the segment
	s_cmp_ge_u32 s15, 64                                ; a whole chunk of 's' (64) is in bounds
	s_cselect_b32 s14, 1, 0
	s_mul_i32 s23, 64, s22                              ; a stride of 'q'
	v_and_b32 v2, 31, v1
	v_lshrrev_b32 v3, 7, v1
	v_lshlrev_b32 v4, 5, v3
	v_or_b32 v3, v2, v4                                 ; thread's 's' coordinate
	v_mul_lo_u32 v4, s23, v3
	v_lshrrev_b32 v5, 5, v1
	v_and_b32 v6, 1, v5
	v_lshlrev_b32 v5, 2, v6
	v_lshrrev_b32 v7, 6, v1
	v_and_b32 v8, 1, v7
	v_lshlrev_b32 v7, 5, v8
	v_or_b32 v9, v5, v7                                 ; thread's 'd' coordinate
	v_add_u32 v5, v4, v9
	v_lshlrev_b32 v4, 1, v5                             ; thread's byte offset in a chunk of 'q'
	s_mul_i32 s28, s25, s23
	s_mul_hi_u32 s29, s25, s23
	s_lshl_b64 s[32:33], s[28:29], 1
	s_add_u32 s28, s8, s32                              ; 'q' at this program
	s_addc_u32 s29, s9, s33
	s_mul_i32 s8, s26, 64
	s_mul_hi_u32 s9, s26, 64
	s_lshl_b64 s[34:35], s[8:9], 1
	s_add_u32 s8, s28, s34                              ; 'q' at this program
	s_addc_u32 s9, s29, s35
	v_mov_b32 v5, 0x48
	v_mul_lo_u32 v10, v5, v3
	v_add_u32 v5, v10, v9
	v_lshlrev_b32 v11, 1, v5                            ; thread's place in opinv0
	v_or_b32 v5, v2, v7                                 ; thread's 'r' coordinate
	v_lshlrev_b32 v2, 3, v6
	v_mov_b32 v6, 0x48
	v_mul_lo_u32 v7, v6, v5
	v_add_u32 v5, v7, v2
	v_lshlrev_b32 v6, 1, v5                             ; thread's M-fragment place
	v_add_u32 v5, v10, v2
	v_lshlrev_b32 v2, 1, v5                             ; thread's N-fragment place
	v_mul_lo_u32 v5, 64, v8
	v_add_u32 v7, v5, v3
	v_lshlrev_b32 v5, 2, v7
	v_lshlrev_b32 v7, 2, v3
	v_and_b32 v8, 32, v1
	v_cmp_eq_u32 s[28:29], v8, 0                        ; one lane per warp group and element publishes
	v_lshrrev_b32 v8, 3, v1
	v_and_b32 v10, 7, v1
	v_lshlrev_b32 v1, 3, v10
	v_mul_lo_u32 v10, s23, v8
	v_add_u32 v12, v10, v1
	v_lshlrev_b32 v10, 1, v12                           ; thread's first 16 bytes of a 'k' tile
	v_mov_b32 v12, 0x48
	v_mul_lo_u32 v13, v12, v8
	v_add_u32 v12, v13, v1
	v_lshlrev_b32 v13, 1, v12                           ; thread's first 16 bytes in st1
	s_add_u32 s36, s10, s34                             ; 'k' at this program
	s_addc_u32 s37, s11, s35
	v_lshlrev_b32 v12, 1, v8
	v_mul_lo_u32 v14, s23, v12
	v_add_u32 v15, v14, v1
	v_lshlrev_b32 v14, 1, v15                           ; thread's first 16 bytes of a 'v' tile
	v_mov_b32 v15, 0x48
	v_mul_lo_u32 v16, v15, v1
	v_add_u32 v1, v16, v12
	v_lshlrev_b32 v12, 1, v1                            ; thread's first pair in st2
	s_add_u32 s10, s12, s34                             ; 'v' at this program
	s_addc_u32 s11, s13, s35
	v_add_u32 v1, v16, v8
	v_lshlrev_b32 v15, 1, v1                            ; thread's place in st2
	s_add_u32 s12, s18, s32                             ; 'o_causal' at this program
	s_addc_u32 s13, s19, s33
	s_add_u32 s18, s12, s34                             ; 'o_causal' at this program
	s_addc_u32 s19, s13, s35
	s_cmp_eq_u32 s14, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_varlen_causal_if0_else
	global_load_ushort v1, v4, s[8:9]                   ; examples/attention_varlen.kgen:39: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:2          ; examples/attention_varlen.kgen:39: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:4          ; examples/attention_varlen.kgen:39: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:6          ; examples/attention_varlen.kgen:39: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:16         ; examples/attention_varlen.kgen:39: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:18         ; examples/attention_varlen.kgen:39: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:20         ; examples/attention_varlen.kgen:39: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:22         ; examples/attention_varlen.kgen:39: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:32         ; examples/attention_varlen.kgen:39: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:34         ; examples/attention_varlen.kgen:39: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:36         ; examples/attention_varlen.kgen:39: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:38         ; examples/attention_varlen.kgen:39: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:48         ; examples/attention_varlen.kgen:39: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:50         ; examples/attention_varlen.kgen:39: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:52         ; examples/attention_varlen.kgen:39: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:54         ; examples/attention_varlen.kgen:39: load of 'q'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v1
	v_lshrrev_b32 v1, 16, v16
	ds_write_b16 v11, v1                                ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v17
	ds_write_b16 v11, v1 offset:2                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v18
	ds_write_b16 v11, v1 offset:4                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v19
	ds_write_b16 v11, v1 offset:6                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v20
	ds_write_b16 v11, v1 offset:16                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v21
	ds_write_b16 v11, v1 offset:18                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v22
	ds_write_b16 v11, v1 offset:20                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v23
	ds_write_b16 v11, v1 offset:22                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v24
	ds_write_b16 v11, v1 offset:32                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v25
	ds_write_b16 v11, v1 offset:34                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v26
	ds_write_b16 v11, v1 offset:36                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v27
	ds_write_b16 v11, v1 offset:38                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v28
	ds_write_b16 v11, v1 offset:48                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v29
	ds_write_b16 v11, v1 offset:50                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v30
	ds_write_b16 v11, v1 offset:52                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v31
	ds_write_b16 v11, v1 offset:54                      ; B operand of the product: stage
	v_add_f32 v1, 0, 0                                  ; examples/attention_varlen.kgen:37
	v_mov_b32 v16, v1                                   ; loop-carried 'acc'
	v_mov_b32 v17, v1                                   ; loop-carried 'acc'
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
	v_mov_b32 v32, v1                                   ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_varlen.kgen:35
	v_add_f32 v33, v1, 0
	v_mov_b32 v1, v33                                   ; loop-carried 'mx'
	s_add_u32 s12, s25, s15
	s_add_u32 s13, s12, s21
	s_sub_u32 s12, s13, s31
	s_sub_u32 s13, s12, s17                             ; for tt: from the part's first
	s_max_i32 s12, s13, 0
	s_min_u32 s13, s12, s16                             ; for tt: stops after the last 'tt' the mask at 39:13 shows (tt <= s + cu_k[b + 1] - cu_q[b + 1])
	s_cmp_lg_u32 s15, 0                                 ; this tile holds rows of 's'
	s_cselect_b32 s12, 1, 0
	s_cmp_lg_u32 s12, 0                                 ; no steps in a tile past its segment's end
	s_cselect_b32 s12, s13, 0
	s_add_u32 s13, s25, s21
	s_sub_u32 s22, s13, s31
	s_add_u32 s13, s22, 1
	s_sub_i32 s22, s13, s17                             ; for tt: from the walk's first
	s_max_i32 s13, s22, 0
	s_min_i32 s22, s13, s12
	s_and_b32 s13, s22, 0xffffffc0                      ; whole steps of 'tt' with every element shown by the mask at 39:13: no mask there
	s_cmp_ge_u32 s13, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s22, 1, 0
	s_sub_u32 s26, s13, 63
	s_cmp_lg_u32 s22, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s22, s26, 0
	s_add_u32 s26, s17, 0
	s_mul_i32 s32, s26, s23
	s_mul_hi_u32 s33, s26, s23
	s_lshl_b64 s[34:35], s[32:33], 1
	s_add_u32 s32, s36, s34                             ; 'k' at this chunk
	s_addc_u32 s33, s37, s35
	s_cmp_lt_u32 0, s22                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s26, 1, 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s26, 0                                 ; if %upred_2919
	s_cbranch_scc1 .Lattention_varlen_causal_skip4
	global_load_dwordx4 v[34:37], v10, s[32:33]         ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
.Lattention_varlen_causal_skip4:
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:9216             ; 16 bytes into st1
	s_mul_i32 s30, s23, 64
	v_add_u32 v33, s30, v10
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s26, 0                                 ; if %upred_2919
	s_cbranch_scc1 .Lattention_varlen_causal_skip5
	global_load_dwordx4 v[34:37], v33, s[32:33]         ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
.Lattention_varlen_causal_skip5:
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:13824            ; 16 bytes into st1
	s_add_u32 s32, s10, s34                             ; 'v' at this chunk
	s_addc_u32 s33, s11, s35
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s26, 0                                 ; if %upred_2919
	s_cbranch_scc1 .Lattention_varlen_causal_skip6
	global_load_dwordx4 v[34:37], v14, s[32:33]         ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
.Lattention_varlen_causal_skip6:
	s_mul_i32 s30, s23, 2
	v_add_u32 v33, s30, v14
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s26, 0                                 ; if %upred_2919
	s_cbranch_scc1 .Lattention_varlen_causal_skip7
	global_load_dwordx4 v[38:41], v33, s[32:33]         ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
.Lattention_varlen_causal_skip7:
	s_waitcnt vmcnt(0)
	v_perm_b32 v33, v38, v34, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v33 offset:18432                  ; a K-pair into st2
	v_perm_b32 v33, v38, v34, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v33 offset:18576                  ; a K-pair into st2
	v_perm_b32 v33, v39, v35, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v33 offset:18720                  ; a K-pair into st2
	v_perm_b32 v33, v39, v35, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v33 offset:18864                  ; a K-pair into st2
	v_perm_b32 v33, v40, v36, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v33 offset:19008                  ; a K-pair into st2
	v_perm_b32 v33, v40, v36, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v33 offset:19152                  ; a K-pair into st2
	v_perm_b32 v33, v41, v37, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v33 offset:19296                  ; a K-pair into st2
	v_perm_b32 v33, v41, v37, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v33 offset:19440                  ; a K-pair into st2
	s_mov_b32 s26, 0                                    ; for tt in t: steps of 64: below the mask, unmasked: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s26, s22
	s_cbranch_scc1 .Lattention_varlen_causal_loop0_end
.Lattention_varlen_causal_loop0:
	s_add_u32 s30, s26, 64
	s_cmp_lt_u32 s26, s22
	s_cselect_b32 s32, 1, 0
	s_cmp_eq_u32 s32, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_causal_if1_end
	s_add_u32 s32, s17, s30
	s_mul_i32 s34, s32, s23
	s_mul_hi_u32 s35, s32, s23
	s_lshl_b64 s[32:33], s[34:35], 1
	s_add_u32 s34, s36, s32                             ; 'k' at this chunk
	s_addc_u32 s35, s37, s33
	s_cmp_lt_u32 s30, s22                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s30, 1, 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s30, 0                                 ; if %upred_2954
	s_cbranch_scc1 .Lattention_varlen_causal_skip8
	global_load_dwordx4 v[34:37], v10, s[34:35]         ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
.Lattention_varlen_causal_skip8:
	s_mul_i32 s38, s23, 64
	v_add_u32 v33, s38, v10
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s30, 0                                 ; if %upred_2954
	s_cbranch_scc1 .Lattention_varlen_causal_skip9
	global_load_dwordx4 v[38:41], v33, s[34:35]         ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
.Lattention_varlen_causal_skip9:
	s_add_u32 s34, s10, s32                             ; 'v' at this chunk
	s_addc_u32 s35, s11, s33
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_cmp_eq_u32 s30, 0                                 ; if %upred_2954
	s_cbranch_scc1 .Lattention_varlen_causal_skip10
	global_load_dwordx4 v[42:45], v14, s[34:35]         ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
.Lattention_varlen_causal_skip10:
	s_mul_i32 s32, s23, 2
	v_add_u32 v33, s32, v14
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_cmp_eq_u32 s30, 0                                 ; if %upred_2954
	s_cbranch_scc1 .Lattention_varlen_causal_skip11
	global_load_dwordx4 v[46:49], v33, s[34:35]         ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
.Lattention_varlen_causal_skip11:
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
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[66:69], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[70:73], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[70:73], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[70:73], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[70:73], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mul_f32 v33, s20, v50                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v66, s20, v51                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v67, s20, v52                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v68, s20, v53                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v69, s20, v54                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v70, s20, v55                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v71, s20, v56                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v72, s20, v57                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v73, s20, v58                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v74, s20, v59                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v75, s20, v60                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v76, s20, v61                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v77, s20, v62                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v78, s20, v63                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v79, s20, v64                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v80, s20, v65                             ; examples/attention_varlen.kgen:39
	s_add_i32 s30, s27, 0                               ; index along 'b' (examples/attention_varlen.kgen:39)
	s_add_i32 s32, s30, 1                               ; examples/attention_varlen.kgen:39
	s_cmp_lt_u32 s32, s24                               ; subscript 0 of 'cu_k' inside [0, B1)
	s_cselect_b32 s30, 1, 0
	s_and_b32 s32, s30, s30
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v51, v50, v33, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v52, v50, v66, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v53, v50, v67, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v54, v50, v68, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v55, v50, v69, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v56, v50, v70, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v57, v50, v71, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v58, v50, v72, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v59, v50, v73, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v60, v50, v74, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v61, v50, v75, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v62, v50, v76, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v63, v50, v77, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v64, v50, v78, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v65, v50, v79, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v81, v50, v80, s[34:35]
	v_max_f32 v50, v51, v52                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v51, v52
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v53                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v53
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v54                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v54
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v55                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v55
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v56                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v56
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v57                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v57
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v58                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v58
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v59                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v59
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v60                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v60
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v61                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v61
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v62                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v62
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v63                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v63
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v64                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v64
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v65                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v65
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v81                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v81
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_and_b32 v50, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:41): lanes 32 apart
	v_xor_b32 v50, 32, v50
	v_lshlrev_b32 v50, 2, v50
	ds_bpermute_b32 v51, v50, v52
	s_waitcnt lgkmcnt(0)
	v_max_f32 v50, v52, v51
	v_cmp_u_f32 s[34:35], v52, v51
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_307
	ds_write_b32 v5, v52 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:41): this warp group's partial
	s_mov_b64 exec, s[34:35]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v50, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 0
	ds_read_b32 v51, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v52, v50, v51
	v_cmp_u_f32 s[34:35], v50, v51
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v52, v50, s[34:35]
	v_max_f32 v50, v1, v51                              ; examples/attention_varlen.kgen:41
	v_cmp_u_f32 s[34:35], v1, v51
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_sub_f32 v50, v1, v52                              ; examples/attention_varlen.kgen:43
	v_mul_f32 v51, 0x3fb8aa3b, v50                      ; examples/attention_varlen.kgen:43
	v_exp_f32 v50, v51                                  ; examples/attention_varlen.kgen:43
	s_nop 0
	v_mul_f32 v51, v16, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v53, v17, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v54, v18, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v55, v19, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v56, v20, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v57, v21, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v58, v22, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v59, v23, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v60, v24, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v61, v25, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v62, v26, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v63, v27, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v64, v28, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v65, v29, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v81, v30, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v82, v31, v50                             ; examples/attention_varlen.kgen:45
	v_mov_b32 v16, v51                                  ; 'acc' scaled in place
	v_mov_b32 v17, v53                                  ; 'acc' scaled in place
	v_mov_b32 v18, v54                                  ; 'acc' scaled in place
	v_mov_b32 v19, v55                                  ; 'acc' scaled in place
	v_mov_b32 v20, v56                                  ; 'acc' scaled in place
	v_mov_b32 v21, v57                                  ; 'acc' scaled in place
	v_mov_b32 v22, v58                                  ; 'acc' scaled in place
	v_mov_b32 v23, v59                                  ; 'acc' scaled in place
	v_mov_b32 v24, v60                                  ; 'acc' scaled in place
	v_mov_b32 v25, v61                                  ; 'acc' scaled in place
	v_mov_b32 v26, v62                                  ; 'acc' scaled in place
	v_mov_b32 v27, v63                                  ; 'acc' scaled in place
	v_mov_b32 v28, v64                                  ; 'acc' scaled in place
	v_mov_b32 v29, v65                                  ; 'acc' scaled in place
	v_mov_b32 v30, v81                                  ; 'acc' scaled in place
	v_mov_b32 v31, v82                                  ; 'acc' scaled in place
	v_mul_f32 v51, 0xbfb8aa3b, v52                      ; -m log2 e of e^(x - m), once per m (examples/attention_varlen.kgen:42)
	v_mov_b32 v53, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v54, v33, v53, v51
	v_exp_f32 v33, v54                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v53, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v54, v66, v53, v51
	v_exp_f32 v53, v54                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v54, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v55, v67, v54, v51
	v_exp_f32 v54, v55                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v55, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v56, v68, v55, v51
	v_exp_f32 v55, v56                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v56, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v57, v69, v56, v51
	v_exp_f32 v56, v57                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v57, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v58, v70, v57, v51
	v_exp_f32 v57, v58                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v58, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v59, v71, v58, v51
	v_exp_f32 v58, v59                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v59, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v60, v72, v59, v51
	v_exp_f32 v59, v60                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v60, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v61, v73, v60, v51
	v_exp_f32 v60, v61                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v61, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v62, v74, v61, v51
	v_exp_f32 v61, v62                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v62, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v63, v75, v62, v51
	v_exp_f32 v62, v63                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v63, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v64, v76, v63, v51
	v_exp_f32 v63, v64                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v64, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v65, v77, v64, v51
	v_exp_f32 v64, v65                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v65, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v66, v78, v65, v51
	v_exp_f32 v65, v66                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v66, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v67, v79, v66, v51
	v_exp_f32 v66, v67                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v80, v67, v51
	v_exp_f32 v51, v68                                  ; examples/attention_varlen.kgen:42
	v_bfe_u32 v67, v33, 16, 1                           ; round to bf16
	v_add3_u32 v68, v33, v67, s7
	v_cmp_u_f32 s[34:35], v33, v33
	v_mov_b32 v67, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v67, s[34:35]
	v_and_b32 v67, 0xffff0000, v68
	v_bfe_u32 v68, v53, 16, 1                           ; round to bf16
	v_add3_u32 v69, v53, v68, s7
	v_cmp_u_f32 s[34:35], v53, v53
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[34:35]
	v_and_b32 v68, 0xffff0000, v69
	v_bfe_u32 v69, v54, 16, 1                           ; round to bf16
	v_add3_u32 v70, v54, v69, s7
	v_cmp_u_f32 s[34:35], v54, v54
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v70, v69, s[34:35]
	v_and_b32 v69, 0xffff0000, v70
	v_bfe_u32 v70, v55, 16, 1                           ; round to bf16
	v_add3_u32 v71, v55, v70, s7
	v_cmp_u_f32 s[34:35], v55, v55
	v_mov_b32 v70, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[34:35]
	v_and_b32 v70, 0xffff0000, v71
	v_bfe_u32 v71, v56, 16, 1                           ; round to bf16
	v_add3_u32 v72, v56, v71, s7
	v_cmp_u_f32 s[34:35], v56, v56
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v72, v71, s[34:35]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v57, 16, 1                           ; round to bf16
	v_add3_u32 v73, v57, v72, s7
	v_cmp_u_f32 s[34:35], v57, v57
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[34:35]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v58, 16, 1                           ; round to bf16
	v_add3_u32 v74, v58, v73, s7
	v_cmp_u_f32 s[34:35], v58, v58
	v_mov_b32 v73, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v74, v74, v73, s[34:35]
	v_and_b32 v73, 0xffff0000, v74
	v_bfe_u32 v74, v59, 16, 1                           ; round to bf16
	v_add3_u32 v75, v59, v74, s7
	v_cmp_u_f32 s[34:35], v59, v59
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v75, v74, s[34:35]
	v_and_b32 v74, 0xffff0000, v75
	v_bfe_u32 v75, v60, 16, 1                           ; round to bf16
	v_add3_u32 v76, v60, v75, s7
	v_cmp_u_f32 s[34:35], v60, v60
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v76, v75, s[34:35]
	v_and_b32 v75, 0xffff0000, v76
	v_bfe_u32 v76, v61, 16, 1                           ; round to bf16
	v_add3_u32 v77, v61, v76, s7
	v_cmp_u_f32 s[34:35], v61, v61
	v_mov_b32 v76, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[34:35]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v62, 16, 1                           ; round to bf16
	v_add3_u32 v78, v62, v77, s7
	v_cmp_u_f32 s[34:35], v62, v62
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[34:35]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v63, 16, 1                           ; round to bf16
	v_add3_u32 v79, v63, v78, s7
	v_cmp_u_f32 s[34:35], v63, v63
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[34:35]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v64, 16, 1                           ; round to bf16
	v_add3_u32 v80, v64, v79, s7
	v_cmp_u_f32 s[34:35], v64, v64
	v_mov_b32 v79, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v80, v80, v79, s[34:35]
	v_and_b32 v79, 0xffff0000, v80
	v_bfe_u32 v80, v65, 16, 1                           ; round to bf16
	v_add3_u32 v81, v65, v80, s7
	v_cmp_u_f32 s[34:35], v65, v65
	v_mov_b32 v80, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v81, v81, v80, s[34:35]
	v_and_b32 v80, 0xffff0000, v81
	v_bfe_u32 v81, v66, 16, 1                           ; round to bf16
	v_add3_u32 v82, v66, v81, s7
	v_cmp_u_f32 s[34:35], v66, v66
	v_mov_b32 v81, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v82, v82, v81, s[34:35]
	v_and_b32 v81, 0xffff0000, v82
	v_bfe_u32 v82, v51, 16, 1                           ; round to bf16
	v_add3_u32 v83, v51, v82, s7
	v_cmp_u_f32 s[34:35], v51, v51
	v_mov_b32 v82, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v83, v83, v82, s[34:35]
	v_and_b32 v82, 0xffff0000, v83
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v83, 0, v67, s[34:35]
	v_lshrrev_b32 v67, 16, v83
	ds_write_b16 v11, v67 offset:46592                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v68, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46594                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v69, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46596                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v70, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46598                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v71, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46608                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v72, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46610                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v73, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46612                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v74, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46614                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v75, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46624                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v76, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46626                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v77, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46628                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v78, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46630                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v79, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46640                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v80, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46642                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v81, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46644                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v82, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[72:75], v6 offset:18432              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[68:69], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[74:75], v[70:71], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[68:71], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[72:75], v6 offset:18464              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[68:69], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[74:75], v[70:71], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[68:71], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[72:75], v6 offset:18496              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[68:69], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[74:75], v[70:71], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[68:71], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[72:75], v6 offset:18528              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[68:69], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[74:75], v[70:71], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mul_f32 v67, v32, v50                             ; examples/attention_varlen.kgen:44
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v50, 0, v33, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v33, 0, v53, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v53, 0, v54, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v54, 0, v55, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v55, 0, v56, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v56, 0, v57, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v57, 0, v58, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v58, 0, v59, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v59, 0, v60, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v60, 0, v61, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v61, 0, v62, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v62, 0, v63, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v63, 0, v64, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v64, 0, v65, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v65, 0, v66, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_cndmask_b32 v66, 0, v51, s[32:33]
	v_add_f32 v51, v50, v33                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v51, v53                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v54                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v55                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v56                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v57                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v58                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v59                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v60                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v61                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v62                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v63                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v64                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v65                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v66                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_and_b32 v33, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:44): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v51, v33, v50
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v50, v51
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_307
	ds_write_b32 v5, v33 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:44): this warp group's partial
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 0
	ds_read_b32 v50, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v33, v50
	v_add_f32 v33, v67, v51                             ; examples/attention_varlen.kgen:44
	v_mov_b32 v32, v33                                  ; next 'l'
	v_mov_b32 v1, v52                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:27648            ; 16 bytes into st1
	ds_write_b128 v13, v[38:41] offset:32256            ; 16 bytes into st1
	v_perm_b32 v33, v46, v42, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v33 offset:36864                  ; a K-pair into st2
	v_perm_b32 v33, v46, v42, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v33 offset:37008                  ; a K-pair into st2
	v_perm_b32 v33, v47, v43, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v33 offset:37152                  ; a K-pair into st2
	v_perm_b32 v33, v47, v43, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v33 offset:37296                  ; a K-pair into st2
	v_perm_b32 v33, v48, v44, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v33 offset:37440                  ; a K-pair into st2
	v_perm_b32 v33, v48, v44, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v33 offset:37584                  ; a K-pair into st2
	v_perm_b32 v33, v49, v45, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v33 offset:37728                  ; a K-pair into st2
	v_perm_b32 v33, v49, v45, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v33 offset:37872                  ; a K-pair into st2
.Lattention_varlen_causal_if1_end:
	s_add_u32 s30, s26, 64
	s_add_u32 s32, s30, 64
	s_cmp_lt_u32 s30, s22
	s_cselect_b32 s30, 1, 0
	s_cmp_eq_u32 s30, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_causal_if2_end
	s_add_u32 s30, s17, s32
	s_mul_i32 s34, s30, s23
	s_mul_hi_u32 s35, s30, s23
	s_lshl_b64 s[38:39], s[34:35], 1
	s_add_u32 s34, s36, s38                             ; 'k' at this chunk
	s_addc_u32 s35, s37, s39
	s_cmp_lt_u32 s32, s22                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s30, 1, 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s30, 0                                 ; if %upred_3304
	s_cbranch_scc1 .Lattention_varlen_causal_skip12
	global_load_dwordx4 v[34:37], v10, s[34:35]         ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
.Lattention_varlen_causal_skip12:
	s_mul_i32 s32, s23, 64
	v_add_u32 v33, s32, v10
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s30, 0                                 ; if %upred_3304
	s_cbranch_scc1 .Lattention_varlen_causal_skip13
	global_load_dwordx4 v[38:41], v33, s[34:35]         ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
.Lattention_varlen_causal_skip13:
	s_add_u32 s32, s10, s38                             ; 'v' at this chunk
	s_addc_u32 s33, s11, s39
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_cmp_eq_u32 s30, 0                                 ; if %upred_3304
	s_cbranch_scc1 .Lattention_varlen_causal_skip14
	global_load_dwordx4 v[42:45], v14, s[32:33]         ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
.Lattention_varlen_causal_skip14:
	s_mul_i32 s34, s23, 2
	v_add_u32 v33, s34, v14
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_cmp_eq_u32 s30, 0                                 ; if %upred_3304
	s_cbranch_scc1 .Lattention_varlen_causal_skip15
	global_load_dwordx4 v[46:49], v33, s[32:33]         ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
.Lattention_varlen_causal_skip15:
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
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[66:69], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[70:73], v6 offset:27648              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[70:73], v6 offset:27680              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[70:73], v6 offset:27712              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[70:73], v6 offset:27744              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mul_f32 v33, s20, v50                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v66, s20, v51                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v67, s20, v52                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v68, s20, v53                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v69, s20, v54                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v70, s20, v55                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v71, s20, v56                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v72, s20, v57                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v73, s20, v58                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v74, s20, v59                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v75, s20, v60                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v76, s20, v61                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v77, s20, v62                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v78, s20, v63                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v79, s20, v64                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v80, s20, v65                             ; examples/attention_varlen.kgen:39
	s_add_i32 s30, s27, 0                               ; index along 'b' (examples/attention_varlen.kgen:39)
	s_add_i32 s32, s30, 1                               ; examples/attention_varlen.kgen:39
	s_cmp_lt_u32 s32, s24                               ; subscript 0 of 'cu_k' inside [0, B1)
	s_cselect_b32 s30, 1, 0
	s_and_b32 s32, s30, s30
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v51, v50, v33, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v52, v50, v66, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v53, v50, v67, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v54, v50, v68, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v55, v50, v69, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v56, v50, v70, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v57, v50, v71, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v58, v50, v72, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v59, v50, v73, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v60, v50, v74, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v61, v50, v75, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v62, v50, v76, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v63, v50, v77, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v64, v50, v78, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v65, v50, v79, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v50, 0xff800000
	v_cndmask_b32 v81, v50, v80, s[34:35]
	v_max_f32 v50, v51, v52                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v51, v52
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v53                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v53
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v54                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v54
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v55                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v55
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v56                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v56
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v57                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v57
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v58                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v58
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v59                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v59
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v60                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v60
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v61                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v61
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v62                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v62
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v63                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v63
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v64                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v64
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v65                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v65
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_max_f32 v50, v52, v81                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v81
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_and_b32 v50, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:41): lanes 32 apart
	v_xor_b32 v50, 32, v50
	v_lshlrev_b32 v50, 2, v50
	ds_bpermute_b32 v51, v50, v52
	s_waitcnt lgkmcnt(0)
	v_max_f32 v50, v52, v51
	v_cmp_u_f32 s[34:35], v52, v51
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_307
	ds_write_b32 v5, v52 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:41): this warp group's partial
	s_mov_b64 exec, s[34:35]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v50, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 0
	ds_read_b32 v51, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v52, v50, v51
	v_cmp_u_f32 s[34:35], v50, v51
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v52, v50, s[34:35]
	v_max_f32 v50, v1, v51                              ; examples/attention_varlen.kgen:41
	v_cmp_u_f32 s[34:35], v1, v51
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[34:35]
	v_sub_f32 v50, v1, v52                              ; examples/attention_varlen.kgen:43
	v_mul_f32 v51, 0x3fb8aa3b, v50                      ; examples/attention_varlen.kgen:43
	v_exp_f32 v50, v51                                  ; examples/attention_varlen.kgen:43
	s_nop 0
	v_mul_f32 v51, v16, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v53, v17, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v54, v18, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v55, v19, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v56, v20, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v57, v21, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v58, v22, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v59, v23, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v60, v24, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v61, v25, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v62, v26, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v63, v27, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v64, v28, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v65, v29, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v81, v30, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v82, v31, v50                             ; examples/attention_varlen.kgen:45
	v_mov_b32 v16, v51                                  ; 'acc' scaled in place
	v_mov_b32 v17, v53                                  ; 'acc' scaled in place
	v_mov_b32 v18, v54                                  ; 'acc' scaled in place
	v_mov_b32 v19, v55                                  ; 'acc' scaled in place
	v_mov_b32 v20, v56                                  ; 'acc' scaled in place
	v_mov_b32 v21, v57                                  ; 'acc' scaled in place
	v_mov_b32 v22, v58                                  ; 'acc' scaled in place
	v_mov_b32 v23, v59                                  ; 'acc' scaled in place
	v_mov_b32 v24, v60                                  ; 'acc' scaled in place
	v_mov_b32 v25, v61                                  ; 'acc' scaled in place
	v_mov_b32 v26, v62                                  ; 'acc' scaled in place
	v_mov_b32 v27, v63                                  ; 'acc' scaled in place
	v_mov_b32 v28, v64                                  ; 'acc' scaled in place
	v_mov_b32 v29, v65                                  ; 'acc' scaled in place
	v_mov_b32 v30, v81                                  ; 'acc' scaled in place
	v_mov_b32 v31, v82                                  ; 'acc' scaled in place
	v_mul_f32 v51, 0xbfb8aa3b, v52                      ; -m log2 e of e^(x - m), once per m (examples/attention_varlen.kgen:42)
	v_mov_b32 v53, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v54, v33, v53, v51
	v_exp_f32 v33, v54                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v53, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v54, v66, v53, v51
	v_exp_f32 v53, v54                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v54, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v55, v67, v54, v51
	v_exp_f32 v54, v55                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v55, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v56, v68, v55, v51
	v_exp_f32 v55, v56                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v56, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v57, v69, v56, v51
	v_exp_f32 v56, v57                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v57, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v58, v70, v57, v51
	v_exp_f32 v57, v58                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v58, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v59, v71, v58, v51
	v_exp_f32 v58, v59                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v59, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v60, v72, v59, v51
	v_exp_f32 v59, v60                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v60, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v61, v73, v60, v51
	v_exp_f32 v60, v61                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v61, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v62, v74, v61, v51
	v_exp_f32 v61, v62                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v62, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v63, v75, v62, v51
	v_exp_f32 v62, v63                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v63, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v64, v76, v63, v51
	v_exp_f32 v63, v64                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v64, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v65, v77, v64, v51
	v_exp_f32 v64, v65                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v65, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v66, v78, v65, v51
	v_exp_f32 v65, v66                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v66, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v67, v79, v66, v51
	v_exp_f32 v66, v67                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v80, v67, v51
	v_exp_f32 v51, v68                                  ; examples/attention_varlen.kgen:42
	v_bfe_u32 v67, v33, 16, 1                           ; round to bf16
	v_add3_u32 v68, v33, v67, s7
	v_cmp_u_f32 s[34:35], v33, v33
	v_mov_b32 v67, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v67, s[34:35]
	v_and_b32 v67, 0xffff0000, v68
	v_bfe_u32 v68, v53, 16, 1                           ; round to bf16
	v_add3_u32 v69, v53, v68, s7
	v_cmp_u_f32 s[34:35], v53, v53
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[34:35]
	v_and_b32 v68, 0xffff0000, v69
	v_bfe_u32 v69, v54, 16, 1                           ; round to bf16
	v_add3_u32 v70, v54, v69, s7
	v_cmp_u_f32 s[34:35], v54, v54
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v70, v69, s[34:35]
	v_and_b32 v69, 0xffff0000, v70
	v_bfe_u32 v70, v55, 16, 1                           ; round to bf16
	v_add3_u32 v71, v55, v70, s7
	v_cmp_u_f32 s[34:35], v55, v55
	v_mov_b32 v70, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[34:35]
	v_and_b32 v70, 0xffff0000, v71
	v_bfe_u32 v71, v56, 16, 1                           ; round to bf16
	v_add3_u32 v72, v56, v71, s7
	v_cmp_u_f32 s[34:35], v56, v56
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v72, v71, s[34:35]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v57, 16, 1                           ; round to bf16
	v_add3_u32 v73, v57, v72, s7
	v_cmp_u_f32 s[34:35], v57, v57
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[34:35]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v58, 16, 1                           ; round to bf16
	v_add3_u32 v74, v58, v73, s7
	v_cmp_u_f32 s[34:35], v58, v58
	v_mov_b32 v73, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v74, v74, v73, s[34:35]
	v_and_b32 v73, 0xffff0000, v74
	v_bfe_u32 v74, v59, 16, 1                           ; round to bf16
	v_add3_u32 v75, v59, v74, s7
	v_cmp_u_f32 s[34:35], v59, v59
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v75, v74, s[34:35]
	v_and_b32 v74, 0xffff0000, v75
	v_bfe_u32 v75, v60, 16, 1                           ; round to bf16
	v_add3_u32 v76, v60, v75, s7
	v_cmp_u_f32 s[34:35], v60, v60
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v76, v75, s[34:35]
	v_and_b32 v75, 0xffff0000, v76
	v_bfe_u32 v76, v61, 16, 1                           ; round to bf16
	v_add3_u32 v77, v61, v76, s7
	v_cmp_u_f32 s[34:35], v61, v61
	v_mov_b32 v76, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[34:35]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v62, 16, 1                           ; round to bf16
	v_add3_u32 v78, v62, v77, s7
	v_cmp_u_f32 s[34:35], v62, v62
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[34:35]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v63, 16, 1                           ; round to bf16
	v_add3_u32 v79, v63, v78, s7
	v_cmp_u_f32 s[34:35], v63, v63
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[34:35]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v64, 16, 1                           ; round to bf16
	v_add3_u32 v80, v64, v79, s7
	v_cmp_u_f32 s[34:35], v64, v64
	v_mov_b32 v79, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v80, v80, v79, s[34:35]
	v_and_b32 v79, 0xffff0000, v80
	v_bfe_u32 v80, v65, 16, 1                           ; round to bf16
	v_add3_u32 v81, v65, v80, s7
	v_cmp_u_f32 s[34:35], v65, v65
	v_mov_b32 v80, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v81, v81, v80, s[34:35]
	v_and_b32 v80, 0xffff0000, v81
	v_bfe_u32 v81, v66, 16, 1                           ; round to bf16
	v_add3_u32 v82, v66, v81, s7
	v_cmp_u_f32 s[34:35], v66, v66
	v_mov_b32 v81, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v82, v82, v81, s[34:35]
	v_and_b32 v81, 0xffff0000, v82
	v_bfe_u32 v82, v51, 16, 1                           ; round to bf16
	v_add3_u32 v83, v51, v82, s7
	v_cmp_u_f32 s[34:35], v51, v51
	v_mov_b32 v82, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v83, v83, v82, s[34:35]
	v_and_b32 v82, 0xffff0000, v83
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v83, 0, v67, s[34:35]
	v_lshrrev_b32 v67, 16, v83
	ds_write_b16 v11, v67 offset:46592                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v68, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46594                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v69, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46596                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v70, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46598                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v71, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46608                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v72, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46610                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v73, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46612                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v74, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46614                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v75, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46624                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v76, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46626                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v77, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46628                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v78, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46630                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v79, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46640                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v80, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46642                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v81, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46644                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v82, s[34:35]
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[72:75], v6 offset:36864              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[68:69], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[74:75], v[70:71], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[68:71], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[72:75], v6 offset:36896              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[68:69], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[74:75], v[70:71], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[68:71], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[72:75], v6 offset:36928              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[68:69], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[74:75], v[70:71], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[68:71], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[72:75], v6 offset:36960              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[68:69], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[74:75], v[70:71], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mul_f32 v67, v32, v50                             ; examples/attention_varlen.kgen:44
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v50, 0, v33, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v33, 0, v53, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v53, 0, v54, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v54, 0, v55, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v55, 0, v56, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v56, 0, v57, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v57, 0, v58, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v58, 0, v59, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v59, 0, v60, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v60, 0, v61, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v61, 0, v62, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v62, 0, v63, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v63, 0, v64, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v64, 0, v65, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v65, 0, v66, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_cndmask_b32 v66, 0, v51, s[32:33]
	v_add_f32 v51, v50, v33                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v51, v53                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v54                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v55                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v56                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v57                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v58                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v59                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v60                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v61                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v62                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v63                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v64                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v65                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v66                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_and_b32 v33, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:44): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v51, v33, v50
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v50, v51
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_307
	ds_write_b32 v5, v33 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:44): this warp group's partial
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 0
	ds_read_b32 v50, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v33, v50
	v_add_f32 v33, v67, v51                             ; examples/attention_varlen.kgen:44
	v_mov_b32 v32, v33                                  ; next 'l'
	v_mov_b32 v1, v52                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:9216             ; 16 bytes into st1
	ds_write_b128 v13, v[38:41] offset:13824            ; 16 bytes into st1
	v_perm_b32 v33, v46, v42, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v33 offset:18432                  ; a K-pair into st2
	v_perm_b32 v33, v46, v42, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v33 offset:18576                  ; a K-pair into st2
	v_perm_b32 v33, v47, v43, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v33 offset:18720                  ; a K-pair into st2
	v_perm_b32 v33, v47, v43, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v33 offset:18864                  ; a K-pair into st2
	v_perm_b32 v33, v48, v44, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v33 offset:19008                  ; a K-pair into st2
	v_perm_b32 v33, v48, v44, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v33 offset:19152                  ; a K-pair into st2
	v_perm_b32 v33, v49, v45, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v33 offset:19296                  ; a K-pair into st2
	v_perm_b32 v33, v49, v45, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v33 offset:19440                  ; a K-pair into st2
.Lattention_varlen_causal_if2_end:
	s_add_u32 s26, s26, 0x80
	s_cmp_lt_u32 s26, s22
	s_cbranch_scc1 .Lattention_varlen_causal_loop0
.Lattention_varlen_causal_loop0_end:
	s_add_u32 s22, s17, s13
	s_sub_u32 s26, s12, s13
	s_cmp_ge_u32 s26, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s12, 1, 0
	s_sub_u32 s13, s26, 63
	s_cmp_lg_u32 s12, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s12, s13, 0
	s_mov_b32 s13, 0                                    ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s13, s12
	s_cbranch_scc1 .Lattention_varlen_causal_loop1_end
.Lattention_varlen_causal_loop1:
	s_add_u32 s30, s22, s13
	v_add_u32 v33, s25, v3
	v_add_u32 v34, 0, v33                               ; index along 's' (examples/attention_varlen.kgen:39)
	s_sub_i32 s32, s21, s31                             ; examples/attention_varlen.kgen:39
	v_add_u32 v33, s32, v34                             ; examples/attention_varlen.kgen:39
	v_add_u32 v34, s30, v9
	v_add_u32 v35, 0, v34                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v36, 1, v34                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v37, 2, v34                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v38, 3, v34                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v39, 8, v34                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v40, 9, v34                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v41, 10, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v42, 11, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v43, 16, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v44, 17, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v45, 18, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v46, 19, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v47, 24, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v48, 25, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v49, 26, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v50, 27, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_cmp_ge_i32 s[32:33], v33, v35                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[34:35], v33, v36                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[38:39], v33, v37                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[40:41], v33, v38                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[42:43], v33, v39                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[44:45], v33, v40                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[46:47], v33, v41                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[48:49], v33, v42                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[50:51], v33, v43                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[52:53], v33, v44                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[54:55], v33, v45                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[56:57], v33, v46                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[58:59], v33, v47                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[60:61], v33, v48                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[62:63], v33, v49                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[64:65], v33, v50                     ; examples/attention_varlen.kgen:39
	s_mul_i32 s66, s30, s23
	s_mul_hi_u32 s67, s30, s23
	s_lshl_b64 s[68:69], s[66:67], 1
	s_add_u32 s66, s36, s68                             ; 'k' at this chunk
	s_addc_u32 s67, s37, s69
	global_load_dwordx4 v[34:37], v10, s[66:67]         ; examples/attention_varlen.kgen:39: 16-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v34
	v_and_b32 v38, 0xffff0000, v34
	v_lshlrev_b32 v39, 16, v35
	v_and_b32 v40, 0xffff0000, v35
	v_lshlrev_b32 v41, 16, v36
	v_and_b32 v42, 0xffff0000, v36
	v_lshlrev_b32 v43, 16, v37
	v_and_b32 v44, 0xffff0000, v37
	s_mul_i32 s30, s23, 32
	s_lshl_b32 s70, s30, 1
	v_add_u32 v34, s70, v10
	global_load_dwordx4 v[46:49], v34, s[66:67]         ; examples/attention_varlen.kgen:39: 16-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v46
	v_and_b32 v36, 0xffff0000, v46
	v_lshlrev_b32 v37, 16, v47
	v_and_b32 v45, 0xffff0000, v47
	v_lshlrev_b32 v50, 16, v48
	v_and_b32 v51, 0xffff0000, v48
	v_lshlrev_b32 v52, 16, v49
	v_and_b32 v53, 0xffff0000, v49
	v_lshrrev_b32 v46, 16, v33
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v13, v46 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v38
	ds_write_b16 v13, v33 offset:9218                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v39
	ds_write_b16 v13, v33 offset:9220                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v40
	ds_write_b16 v13, v33 offset:9222                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v41
	ds_write_b16 v13, v33 offset:9224                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v42
	ds_write_b16 v13, v33 offset:9226                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v43
	ds_write_b16 v13, v33 offset:9228                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v44
	ds_write_b16 v13, v33 offset:9230                   ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v35
	ds_write_b16 v13, v33 offset:13824                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v36
	ds_write_b16 v13, v33 offset:13826                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v37
	ds_write_b16 v13, v33 offset:13828                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v45
	ds_write_b16 v13, v33 offset:13830                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v50
	ds_write_b16 v13, v33 offset:13832                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v51
	ds_write_b16 v13, v33 offset:13834                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v52
	ds_write_b16 v13, v33 offset:13836                  ; A operand of the product: stage
	v_lshrrev_b32 v33, 16, v53
	ds_write_b16 v13, v33 offset:13838                  ; A operand of the product: stage
	v_mov_b32 v36, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v38, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v40, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v42, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v43, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v44, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v45, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v46, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v47, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v48, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v49, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v50, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	ds_read_b128 v[52:55], v2                           ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[56:59], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[56:57], v[52:53], v[36:51] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[58:59], v[54:55], v[36:51] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[52:55], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[56:59], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[56:57], v[52:53], v[36:51] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[58:59], v[54:55], v[36:51] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[52:55], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[56:59], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[56:57], v[52:53], v[36:51] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[58:59], v[54:55], v[36:51] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[52:55], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[56:59], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[56:57], v[52:53], v[36:51] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[58:59], v[54:55], v[36:51] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mul_f32 v33, s20, v36                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v35, s20, v37                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v52, s20, v38                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v53, s20, v39                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v54, s20, v40                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v55, s20, v41                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v56, s20, v42                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v57, s20, v43                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v58, s20, v44                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v59, s20, v45                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v60, s20, v46                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v61, s20, v47                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v62, s20, v48                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v63, s20, v49                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v64, s20, v50                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v65, s20, v51                             ; examples/attention_varlen.kgen:39
	v_mov_b32 v36, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v37, v36, v33, s[32:33]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v36, v33, v35, s[34:35]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v35, v33, v52, s[38:39]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v38, v33, v53, s[40:41]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v39, v33, v54, s[42:43]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v40, v33, v55, s[44:45]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v41, v33, v56, s[46:47]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v42, v33, v57, s[48:49]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v43, v33, v58, s[50:51]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v44, v33, v59, s[52:53]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v45, v33, v60, s[54:55]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v46, v33, v61, s[56:57]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v47, v33, v62, s[58:59]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v48, v33, v63, s[60:61]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v49, v33, v64, s[62:63]
	v_mov_b32 v33, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v50, v33, v65, s[64:65]
	s_add_i32 s30, s27, 0                               ; index along 'b' (examples/attention_varlen.kgen:39)
	s_add_i32 s32, s30, 1                               ; examples/attention_varlen.kgen:39
	s_cmp_lt_u32 s32, s24                               ; subscript 0 of 'cu_k' inside [0, B1)
	s_cselect_b32 s30, 1, 0
	s_and_b32 s32, s30, s30
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v33, 0xff800000
	v_cndmask_b32 v51, v33, v37, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v33, 0xff800000
	v_cndmask_b32 v52, v33, v36, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v33, 0xff800000
	v_cndmask_b32 v53, v33, v35, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v33, 0xff800000
	v_cndmask_b32 v54, v33, v38, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v33, 0xff800000
	v_cndmask_b32 v55, v33, v39, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v33, 0xff800000
	v_cndmask_b32 v56, v33, v40, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v33, 0xff800000
	v_cndmask_b32 v57, v33, v41, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v33, 0xff800000
	v_cndmask_b32 v58, v33, v42, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v33, 0xff800000
	v_cndmask_b32 v59, v33, v43, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v33, 0xff800000
	v_cndmask_b32 v60, v33, v44, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v33, 0xff800000
	v_cndmask_b32 v61, v33, v45, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v33, 0xff800000
	v_cndmask_b32 v62, v33, v46, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v33, 0xff800000
	v_cndmask_b32 v63, v33, v47, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v33, 0xff800000
	v_cndmask_b32 v64, v33, v48, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v33, 0xff800000
	v_cndmask_b32 v65, v33, v49, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_mov_b32 v33, 0xff800000
	v_cndmask_b32 v66, v33, v50, s[34:35]
	v_max_f32 v33, v51, v52                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v51, v52
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v33, v51, s[34:35]
	v_max_f32 v33, v52, v53                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v53
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v33, v51, s[34:35]
	v_max_f32 v33, v52, v54                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v54
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v33, v51, s[34:35]
	v_max_f32 v33, v52, v55                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v55
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v33, v51, s[34:35]
	v_max_f32 v33, v52, v56                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v56
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v33, v51, s[34:35]
	v_max_f32 v33, v52, v57                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v57
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v33, v51, s[34:35]
	v_max_f32 v33, v52, v58                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v58
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v33, v51, s[34:35]
	v_max_f32 v33, v52, v59                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v59
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v33, v51, s[34:35]
	v_max_f32 v33, v52, v60                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v60
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v33, v51, s[34:35]
	v_max_f32 v33, v52, v61                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v61
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v33, v51, s[34:35]
	v_max_f32 v33, v52, v62                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v62
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v33, v51, s[34:35]
	v_max_f32 v33, v52, v63                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v63
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v33, v51, s[34:35]
	v_max_f32 v33, v52, v64                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v64
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v33, v51, s[34:35]
	v_max_f32 v33, v52, v65                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v65
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v33, v51, s[34:35]
	v_max_f32 v33, v52, v66                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[34:35], v52, v66
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v33, v51, s[34:35]
	v_and_b32 v33, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:41): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v51, v33, v52
	s_waitcnt lgkmcnt(0)
	v_max_f32 v33, v52, v51
	v_cmp_u_f32 s[34:35], v52, v51
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v33, v51, s[34:35]
	s_and_saveexec_b64 s[34:35], s[28:29]               ; lanes where %vpred_307
	ds_write_b32 v5, v52 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:41): this warp group's partial
	s_mov_b64 exec, s[34:35]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 0
	ds_read_b32 v51, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v52, v33, v51
	v_cmp_u_f32 s[34:35], v33, v51
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v52, v33, s[34:35]
	v_max_f32 v33, v1, v51                              ; examples/attention_varlen.kgen:41
	v_cmp_u_f32 s[34:35], v1, v51
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v33, v51, s[34:35]
	v_sub_f32 v33, v1, v52                              ; examples/attention_varlen.kgen:43
	v_mul_f32 v51, 0x3fb8aa3b, v33                      ; examples/attention_varlen.kgen:43
	v_exp_f32 v33, v51                                  ; examples/attention_varlen.kgen:43
	s_nop 0
	v_mul_f32 v51, v16, v33                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v53, v17, v33                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v54, v18, v33                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v55, v19, v33                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v56, v20, v33                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v57, v21, v33                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v58, v22, v33                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v59, v23, v33                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v60, v24, v33                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v61, v25, v33                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v62, v26, v33                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v63, v27, v33                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v64, v28, v33                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v65, v29, v33                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v66, v30, v33                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v67, v31, v33                             ; examples/attention_varlen.kgen:45
	v_mov_b32 v16, v51                                  ; 'acc' scaled in place
	v_mov_b32 v17, v53                                  ; 'acc' scaled in place
	v_mov_b32 v18, v54                                  ; 'acc' scaled in place
	v_mov_b32 v19, v55                                  ; 'acc' scaled in place
	v_mov_b32 v20, v56                                  ; 'acc' scaled in place
	v_mov_b32 v21, v57                                  ; 'acc' scaled in place
	v_mov_b32 v22, v58                                  ; 'acc' scaled in place
	v_mov_b32 v23, v59                                  ; 'acc' scaled in place
	v_mov_b32 v24, v60                                  ; 'acc' scaled in place
	v_mov_b32 v25, v61                                  ; 'acc' scaled in place
	v_mov_b32 v26, v62                                  ; 'acc' scaled in place
	v_mov_b32 v27, v63                                  ; 'acc' scaled in place
	v_mov_b32 v28, v64                                  ; 'acc' scaled in place
	v_mov_b32 v29, v65                                  ; 'acc' scaled in place
	v_mov_b32 v30, v66                                  ; 'acc' scaled in place
	v_mov_b32 v31, v67                                  ; 'acc' scaled in place
	s_add_u32 s34, s10, s68                             ; 'v' at this chunk
	s_addc_u32 s35, s11, s69
	global_load_dwordx4 v[54:57], v10, s[34:35]         ; examples/attention_varlen.kgen:45: 16-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v54
	v_and_b32 v53, 0xffff0000, v54
	v_lshlrev_b32 v58, 16, v55
	v_and_b32 v59, 0xffff0000, v55
	v_lshlrev_b32 v60, 16, v56
	v_and_b32 v61, 0xffff0000, v56
	v_lshlrev_b32 v62, 16, v57
	v_and_b32 v63, 0xffff0000, v57
	global_load_dwordx4 v[54:57], v34, s[34:35]         ; examples/attention_varlen.kgen:45: 16-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v54
	v_and_b32 v64, 0xffff0000, v54
	v_lshlrev_b32 v65, 16, v55
	v_and_b32 v66, 0xffff0000, v55
	v_lshlrev_b32 v67, 16, v56
	v_and_b32 v68, 0xffff0000, v56
	v_lshlrev_b32 v69, 16, v57
	v_and_b32 v70, 0xffff0000, v57
	v_lshrrev_b32 v54, 16, v51
	ds_write_b16 v15, v54 offset:18432                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v53
	ds_write_b16 v15, v51 offset:18576                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v58
	ds_write_b16 v15, v51 offset:18720                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v59
	ds_write_b16 v15, v51 offset:18864                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v60
	ds_write_b16 v15, v51 offset:19008                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v61
	ds_write_b16 v15, v51 offset:19152                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v62
	ds_write_b16 v15, v51 offset:19296                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v63
	ds_write_b16 v15, v51 offset:19440                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v34
	ds_write_b16 v15, v51 offset:18496                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v64
	ds_write_b16 v15, v34 offset:18640                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v65
	ds_write_b16 v15, v34 offset:18784                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v66
	ds_write_b16 v15, v34 offset:18928                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v67
	ds_write_b16 v15, v34 offset:19072                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v68
	ds_write_b16 v15, v34 offset:19216                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v69
	ds_write_b16 v15, v34 offset:19360                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v70
	ds_write_b16 v15, v34 offset:19504                  ; A operand of the product: stage
	v_mul_f32 v34, 0xbfb8aa3b, v52                      ; -m log2 e of e^(x - m), once per m (examples/attention_varlen.kgen:42)
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v37, v51, v34
	v_exp_f32 v37, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v36, v51, v34
	v_exp_f32 v36, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v35, v51, v34
	v_exp_f32 v35, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v38, v51, v34
	v_exp_f32 v38, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v39, v51, v34
	v_exp_f32 v39, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v40, v51, v34
	v_exp_f32 v40, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v41, v51, v34
	v_exp_f32 v41, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v42, v51, v34
	v_exp_f32 v42, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v43, v51, v34
	v_exp_f32 v43, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v44, v51, v34
	v_exp_f32 v44, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v45, v51, v34
	v_exp_f32 v45, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v46, v51, v34
	v_exp_f32 v46, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v47, v51, v34
	v_exp_f32 v47, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v48, v51, v34
	v_exp_f32 v48, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v49, v51, v34
	v_exp_f32 v49, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v50, v51, v34
	v_exp_f32 v34, v53                                  ; examples/attention_varlen.kgen:42
	v_bfe_u32 v50, v37, 16, 1                           ; round to bf16
	v_add3_u32 v51, v37, v50, s7
	v_cmp_u_f32 s[34:35], v37, v37
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v50, s[34:35]
	v_and_b32 v50, 0xffff0000, v51
	v_bfe_u32 v51, v36, 16, 1                           ; round to bf16
	v_add3_u32 v53, v36, v51, s7
	v_cmp_u_f32 s[34:35], v36, v36
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v51, s[34:35]
	v_and_b32 v51, 0xffff0000, v53
	v_bfe_u32 v53, v35, 16, 1                           ; round to bf16
	v_add3_u32 v54, v35, v53, s7
	v_cmp_u_f32 s[34:35], v35, v35
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[34:35]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v38, 16, 1                           ; round to bf16
	v_add3_u32 v55, v38, v54, s7
	v_cmp_u_f32 s[34:35], v38, v38
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[34:35]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v39, 16, 1                           ; round to bf16
	v_add3_u32 v56, v39, v55, s7
	v_cmp_u_f32 s[34:35], v39, v39
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[34:35]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v40, 16, 1                           ; round to bf16
	v_add3_u32 v57, v40, v56, s7
	v_cmp_u_f32 s[34:35], v40, v40
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[34:35]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v41, 16, 1                           ; round to bf16
	v_add3_u32 v58, v41, v57, s7
	v_cmp_u_f32 s[34:35], v41, v41
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[34:35]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v42, 16, 1                           ; round to bf16
	v_add3_u32 v59, v42, v58, s7
	v_cmp_u_f32 s[34:35], v42, v42
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[34:35]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v43, 16, 1                           ; round to bf16
	v_add3_u32 v60, v43, v59, s7
	v_cmp_u_f32 s[34:35], v43, v43
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[34:35]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v44, 16, 1                           ; round to bf16
	v_add3_u32 v61, v44, v60, s7
	v_cmp_u_f32 s[34:35], v44, v44
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[34:35]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v45, 16, 1                           ; round to bf16
	v_add3_u32 v62, v45, v61, s7
	v_cmp_u_f32 s[34:35], v45, v45
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[34:35]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v46, 16, 1                           ; round to bf16
	v_add3_u32 v63, v46, v62, s7
	v_cmp_u_f32 s[34:35], v46, v46
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[34:35]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v47, 16, 1                           ; round to bf16
	v_add3_u32 v64, v47, v63, s7
	v_cmp_u_f32 s[34:35], v47, v47
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[34:35]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v48, 16, 1                           ; round to bf16
	v_add3_u32 v65, v48, v64, s7
	v_cmp_u_f32 s[34:35], v48, v48
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[34:35]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v49, 16, 1                           ; round to bf16
	v_add3_u32 v66, v49, v65, s7
	v_cmp_u_f32 s[34:35], v49, v49
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v66, v65, s[34:35]
	v_and_b32 v65, 0xffff0000, v66
	v_bfe_u32 v66, v34, 16, 1                           ; round to bf16
	v_add3_u32 v67, v34, v66, s7
	v_cmp_u_f32 s[34:35], v34, v34
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v67, v66, s[34:35]
	v_and_b32 v66, 0xffff0000, v67
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v67, 0, v50, s[34:35]
	v_lshrrev_b32 v50, 16, v67
	ds_write_b16 v11, v50 offset:46592                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v50, 0, v51, s[34:35]
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46594                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v50, 0, v53, s[34:35]
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46596                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v50, 0, v54, s[34:35]
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46598                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v50, 0, v55, s[34:35]
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46608                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v50, 0, v56, s[34:35]
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46610                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v50, 0, v57, s[34:35]
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46612                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v50, 0, v58, s[34:35]
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46614                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v50, 0, v59, s[34:35]
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46624                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v50, 0, v60, s[34:35]
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46626                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v50, 0, v61, s[34:35]
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46628                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v50, 0, v62, s[34:35]
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46630                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v50, 0, v63, s[34:35]
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46640                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v50, 0, v64, s[34:35]
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46642                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v50, 0, v65, s[34:35]
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46644                  ; B operand of the product: stage
	s_cmp_lg_u32 s32, 0                                 ; absent elements add nothing
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v50, 0, v66, s[34:35]
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[54:57], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[58:61], v6 offset:18432              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[58:59], v[54:55], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[60:61], v[56:57], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[54:57], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[58:61], v6 offset:18464              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[58:59], v[54:55], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[60:61], v[56:57], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[54:57], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[58:61], v6 offset:18496              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[58:59], v[54:55], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[60:61], v[56:57], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[54:57], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[58:61], v6 offset:18528              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[58:59], v[54:55], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[60:61], v[56:57], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mul_f32 v50, v32, v33                             ; examples/attention_varlen.kgen:44
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v33, 0, v37, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v37, 0, v36, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v36, 0, v35, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v35, 0, v38, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v38, 0, v39, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v39, 0, v40, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v40, 0, v41, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v41, 0, v42, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v42, 0, v43, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v43, 0, v44, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v44, 0, v45, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v45, 0, v46, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v46, 0, v47, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v47, 0, v48, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[34:35], exec, 0
	v_cndmask_b32 v48, 0, v49, s[34:35]
	s_cmp_lg_u32 s32, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_cndmask_b32 v49, 0, v34, s[32:33]
	v_add_f32 v34, v33, v37                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v34, v36                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v34, v33, v35                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v34, v38                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v34, v33, v39                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v34, v40                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v34, v33, v41                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v34, v42                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v34, v33, v43                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v34, v44                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v34, v33, v45                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v34, v46                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v34, v33, v47                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v34, v48                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v34, v33, v49                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_and_b32 v33, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:44): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v35, v33, v34
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v34, v35
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_307
	ds_write_b32 v5, v33 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:44): this warp group's partial
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 0
	ds_read_b32 v34, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v33, v34
	v_add_f32 v33, v50, v35                             ; examples/attention_varlen.kgen:44
	v_mov_b32 v32, v33                                  ; next 'l'
	v_mov_b32 v1, v52                                   ; next 'mx'
	s_add_u32 s13, s13, 64
	s_cmp_lt_u32 s13, s12
	s_cbranch_scc1 .Lattention_varlen_causal_loop1
.Lattention_varlen_causal_loop1_end:
	s_mov_b32 s12, s13                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s12, s26
	s_cbranch_scc1 .Lattention_varlen_causal_loop2_end
.Lattention_varlen_causal_loop2:
	s_add_u32 s13, s22, s12
	s_sub_u32 s30, s26, s12
	v_add_u32 v33, s25, v3
	v_add_u32 v34, 0, v33                               ; index along 's' (examples/attention_varlen.kgen:39)
	s_sub_i32 s32, s21, s31                             ; examples/attention_varlen.kgen:39
	v_add_u32 v33, s32, v34                             ; examples/attention_varlen.kgen:39
	v_add_u32 v34, s13, v9
	v_add_u32 v35, 0, v34                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v36, 1, v34                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v37, 2, v34                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v38, 3, v34                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v39, 8, v34                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v40, 9, v34                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v41, 10, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v42, 11, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v43, 16, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v44, 17, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v45, 18, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v46, 19, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v47, 24, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v48, 25, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v49, 26, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v50, 27, v34                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_cmp_ge_i32 s[32:33], v33, v35                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[34:35], v33, v36                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[38:39], v33, v37                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[40:41], v33, v38                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[42:43], v33, v39                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[44:45], v33, v40                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[46:47], v33, v41                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[48:49], v33, v42                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[50:51], v33, v43                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[52:53], v33, v44                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[54:55], v33, v45                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[56:57], v33, v46                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[58:59], v33, v47                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[60:61], v33, v48                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[62:63], v33, v49                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[64:65], v33, v50                     ; examples/attention_varlen.kgen:39
	s_mul_i32 s66, s13, s23
	s_mul_hi_u32 s67, s13, s23
	s_lshl_b64 s[68:69], s[66:67], 1
	s_add_u32 s66, s36, s68                             ; 'k' at this chunk
	s_addc_u32 s67, s37, s69
	v_cmp_lt_u32 s[70:71], v8, s30                      ; 'tt' element in bounds
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_1004
	global_load_ushort v33, v10, s[66:67]               ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_1004
	global_load_ushort v33, v10, s[66:67] offset:2      ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_1004
	global_load_ushort v33, v10, s[66:67] offset:4      ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_1004
	global_load_ushort v33, v10, s[66:67] offset:6      ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_1004
	global_load_ushort v33, v10, s[66:67] offset:8      ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_1004
	global_load_ushort v33, v10, s[66:67] offset:10     ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_1004
	global_load_ushort v33, v10, s[66:67] offset:12     ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_1004
	global_load_ushort v33, v10, s[66:67] offset:14     ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v33
	s_mul_i32 s13, s23, 32
	s_lshl_b32 s72, s13, 1
	v_add_u32 v33, s72, v10
	v_add_u32 v42, 32, v8
	v_cmp_lt_u32 s[72:73], v42, s30                     ; 'tt' element in bounds
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_1025
	global_load_ushort v42, v33, s[66:67]               ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_1025
	global_load_ushort v42, v33, s[66:67] offset:2      ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_1025
	global_load_ushort v42, v33, s[66:67] offset:4      ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_1025
	global_load_ushort v42, v33, s[66:67] offset:6      ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_1025
	global_load_ushort v42, v33, s[66:67] offset:8      ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_1025
	global_load_ushort v42, v33, s[66:67] offset:10     ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_1025
	global_load_ushort v42, v33, s[66:67] offset:12     ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[74:75], s[72:73]               ; lanes where %vpred_1025
	global_load_ushort v42, v33, s[66:67] offset:14     ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[74:75]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v42
	v_lshrrev_b32 v42, 16, v34
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v13, v42 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v35
	ds_write_b16 v13, v34 offset:9218                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v36
	ds_write_b16 v13, v34 offset:9220                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v37
	ds_write_b16 v13, v34 offset:9222                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v38
	ds_write_b16 v13, v34 offset:9224                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v39
	ds_write_b16 v13, v34 offset:9226                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v40
	ds_write_b16 v13, v34 offset:9228                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v41
	ds_write_b16 v13, v34 offset:9230                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v43
	ds_write_b16 v13, v34 offset:13824                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v44
	ds_write_b16 v13, v34 offset:13826                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v45
	ds_write_b16 v13, v34 offset:13828                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v46
	ds_write_b16 v13, v34 offset:13830                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v47
	ds_write_b16 v13, v34 offset:13832                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v48
	ds_write_b16 v13, v34 offset:13834                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v49
	ds_write_b16 v13, v34 offset:13836                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v50
	ds_write_b16 v13, v34 offset:13838                  ; A operand of the product: stage
	v_mov_b32 v34, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v35, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v36, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v38, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v40, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v42, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v43, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v44, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v45, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v46, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v47, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v48, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v49, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	ds_read_b128 v[50:53], v2                           ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[54:57], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[54:55], v[50:51], v[34:49] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[56:57], v[52:53], v[34:49] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[54:57], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[54:55], v[50:51], v[34:49] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[56:57], v[52:53], v[34:49] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[54:57], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[54:55], v[50:51], v[34:49] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[56:57], v[52:53], v[34:49] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[54:57], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[54:55], v[50:51], v[34:49] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[56:57], v[52:53], v[34:49] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mul_f32 v50, s20, v34                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v51, s20, v35                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v52, s20, v36                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v53, s20, v37                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v54, s20, v38                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v55, s20, v39                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v56, s20, v40                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v57, s20, v41                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v58, s20, v42                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v59, s20, v43                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v60, s20, v44                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v61, s20, v45                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v62, s20, v46                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v63, s20, v47                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v64, s20, v48                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v65, s20, v49                             ; examples/attention_varlen.kgen:39
	v_mov_b32 v34, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v35, v34, v50, s[32:33]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v36, v34, v51, s[34:35]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v37, v34, v52, s[38:39]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v38, v34, v53, s[40:41]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v39, v34, v54, s[42:43]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v40, v34, v55, s[44:45]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v41, v34, v56, s[46:47]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v42, v34, v57, s[48:49]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v43, v34, v58, s[50:51]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v44, v34, v59, s[52:53]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v45, v34, v60, s[54:55]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v46, v34, v61, s[56:57]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v47, v34, v62, s[58:59]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v48, v34, v63, s[60:61]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v49, v34, v64, s[62:63]
	v_mov_b32 v34, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v50, v34, v65, s[64:65]
	v_cmp_lt_u32 s[32:33], v3, s15                      ; 's' element in bounds
	v_cmp_lt_u32 s[34:35], v9, s30                      ; 'tt' element in bounds
	s_and_b64 s[38:39], s[32:33], s[34:35]
	s_add_i32 s13, s27, 0                               ; index along 'b' (examples/attention_varlen.kgen:39)
	s_add_i32 s34, s13, 1                               ; examples/attention_varlen.kgen:39
	s_cmp_lt_u32 s34, s24                               ; subscript 0 of 'cu_k' inside [0, B1)
	s_cselect_b32 s13, 1, 0
	s_and_b32 s34, s13, s13
	s_cmp_lg_u32 s34, 0
	s_cselect_b64 s[40:41], exec, 0
	s_and_b64 s[42:43], s[38:39], s[40:41]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v51, v34, v35, s[42:43]
	v_add_u32 v34, 1, v9
	v_cmp_lt_u32 s[38:39], v34, s30                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[38:39]
	s_cmp_lg_u32 s34, 0
	s_cselect_b64 s[38:39], exec, 0
	s_and_b64 s[44:45], s[40:41], s[38:39]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v52, v34, v36, s[44:45]
	v_add_u32 v34, 2, v9
	v_cmp_lt_u32 s[38:39], v34, s30                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[38:39]
	s_cmp_lg_u32 s34, 0
	s_cselect_b64 s[38:39], exec, 0
	s_and_b64 s[46:47], s[40:41], s[38:39]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v53, v34, v37, s[46:47]
	v_add_u32 v34, 3, v9
	v_cmp_lt_u32 s[38:39], v34, s30                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[38:39]
	s_cmp_lg_u32 s34, 0
	s_cselect_b64 s[38:39], exec, 0
	s_and_b64 s[48:49], s[40:41], s[38:39]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v54, v34, v38, s[48:49]
	v_add_u32 v34, 8, v9
	v_cmp_lt_u32 s[38:39], v34, s30                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[38:39]
	s_cmp_lg_u32 s34, 0
	s_cselect_b64 s[38:39], exec, 0
	s_and_b64 s[50:51], s[40:41], s[38:39]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v55, v34, v39, s[50:51]
	v_add_u32 v34, 9, v9
	v_cmp_lt_u32 s[38:39], v34, s30                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[38:39]
	s_cmp_lg_u32 s34, 0
	s_cselect_b64 s[38:39], exec, 0
	s_and_b64 s[52:53], s[40:41], s[38:39]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v56, v34, v40, s[52:53]
	v_add_u32 v34, 10, v9
	v_cmp_lt_u32 s[38:39], v34, s30                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[38:39]
	s_cmp_lg_u32 s34, 0
	s_cselect_b64 s[38:39], exec, 0
	s_and_b64 s[54:55], s[40:41], s[38:39]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v57, v34, v41, s[54:55]
	v_add_u32 v34, 11, v9
	v_cmp_lt_u32 s[38:39], v34, s30                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[38:39]
	s_cmp_lg_u32 s34, 0
	s_cselect_b64 s[38:39], exec, 0
	s_and_b64 s[56:57], s[40:41], s[38:39]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v58, v34, v42, s[56:57]
	v_add_u32 v34, 16, v9
	v_cmp_lt_u32 s[38:39], v34, s30                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[38:39]
	s_cmp_lg_u32 s34, 0
	s_cselect_b64 s[38:39], exec, 0
	s_and_b64 s[58:59], s[40:41], s[38:39]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v59, v34, v43, s[58:59]
	v_add_u32 v34, 17, v9
	v_cmp_lt_u32 s[38:39], v34, s30                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[38:39]
	s_cmp_lg_u32 s34, 0
	s_cselect_b64 s[38:39], exec, 0
	s_and_b64 s[60:61], s[40:41], s[38:39]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v60, v34, v44, s[60:61]
	v_add_u32 v34, 18, v9
	v_cmp_lt_u32 s[38:39], v34, s30                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[38:39]
	s_cmp_lg_u32 s34, 0
	s_cselect_b64 s[38:39], exec, 0
	s_and_b64 s[62:63], s[40:41], s[38:39]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v61, v34, v45, s[62:63]
	v_add_u32 v34, 19, v9
	v_cmp_lt_u32 s[38:39], v34, s30                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[38:39]
	s_cmp_lg_u32 s34, 0
	s_cselect_b64 s[38:39], exec, 0
	s_and_b64 s[64:65], s[40:41], s[38:39]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v62, v34, v46, s[64:65]
	v_add_u32 v34, 24, v9
	v_cmp_lt_u32 s[38:39], v34, s30                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[38:39]
	s_cmp_lg_u32 s34, 0
	s_cselect_b64 s[38:39], exec, 0
	s_and_b64 s[66:67], s[40:41], s[38:39]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v63, v34, v47, s[66:67]
	v_add_u32 v34, 25, v9
	v_cmp_lt_u32 s[38:39], v34, s30                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[38:39]
	s_cmp_lg_u32 s34, 0
	s_cselect_b64 s[38:39], exec, 0
	s_and_b64 s[74:75], s[40:41], s[38:39]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v64, v34, v48, s[74:75]
	v_add_u32 v34, 26, v9
	v_cmp_lt_u32 s[38:39], v34, s30                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[38:39]
	s_cmp_lg_u32 s34, 0
	s_cselect_b64 s[38:39], exec, 0
	s_and_b64 s[76:77], s[40:41], s[38:39]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v65, v34, v49, s[76:77]
	v_add_u32 v34, 27, v9
	v_cmp_lt_u32 s[38:39], v34, s30                     ; 'tt' element in bounds
	s_and_b64 s[40:41], s[32:33], s[38:39]
	s_cmp_lg_u32 s34, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[34:35], s[40:41], s[32:33]
	v_mov_b32 v34, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v66, v34, v50, s[34:35]
	v_max_f32 v34, v51, v52                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v51, v52
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v34, v51, s[32:33]
	v_max_f32 v34, v52, v53                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v53
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v34, v51, s[32:33]
	v_max_f32 v34, v52, v54                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v54
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v34, v51, s[32:33]
	v_max_f32 v34, v52, v55                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v55
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v34, v51, s[32:33]
	v_max_f32 v34, v52, v56                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v56
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v34, v51, s[32:33]
	v_max_f32 v34, v52, v57                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v57
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v34, v51, s[32:33]
	v_max_f32 v34, v52, v58                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v58
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v34, v51, s[32:33]
	v_max_f32 v34, v52, v59                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v59
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v34, v51, s[32:33]
	v_max_f32 v34, v52, v60                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v60
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v34, v51, s[32:33]
	v_max_f32 v34, v52, v61                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v61
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v34, v51, s[32:33]
	v_max_f32 v34, v52, v62                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v62
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v34, v51, s[32:33]
	v_max_f32 v34, v52, v63                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v63
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v34, v51, s[32:33]
	v_max_f32 v34, v52, v64                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v64
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v34, v51, s[32:33]
	v_max_f32 v34, v52, v65                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v65
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v34, v51, s[32:33]
	v_max_f32 v34, v52, v66                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v66
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v34, v51, s[32:33]
	v_and_b32 v34, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:41): lanes 32 apart
	v_xor_b32 v34, 32, v34
	v_lshlrev_b32 v34, 2, v34
	ds_bpermute_b32 v51, v34, v52
	s_waitcnt lgkmcnt(0)
	v_max_f32 v34, v52, v51
	v_cmp_u_f32 s[32:33], v52, v51
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v34, v51, s[32:33]
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_307
	ds_write_b32 v5, v52 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:41): this warp group's partial
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v34, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 0
	ds_read_b32 v51, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v52, v34, v51
	v_cmp_u_f32 s[32:33], v34, v51
	v_mov_b32 v34, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v52, v34, s[32:33]
	v_max_f32 v34, v1, v51                              ; examples/attention_varlen.kgen:41
	v_cmp_u_f32 s[32:33], v1, v51
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v34, v51, s[32:33]
	v_sub_f32 v34, v1, v52                              ; examples/attention_varlen.kgen:43
	v_mul_f32 v51, 0x3fb8aa3b, v34                      ; examples/attention_varlen.kgen:43
	v_exp_f32 v34, v51                                  ; examples/attention_varlen.kgen:43
	s_nop 0
	v_mul_f32 v51, v16, v34                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v53, v17, v34                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v54, v18, v34                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v55, v19, v34                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v56, v20, v34                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v57, v21, v34                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v58, v22, v34                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v59, v23, v34                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v60, v24, v34                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v61, v25, v34                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v62, v26, v34                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v63, v27, v34                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v64, v28, v34                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v65, v29, v34                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v66, v30, v34                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v67, v31, v34                             ; examples/attention_varlen.kgen:45
	v_mov_b32 v16, v51                                  ; 'acc' scaled in place
	v_mov_b32 v17, v53                                  ; 'acc' scaled in place
	v_mov_b32 v18, v54                                  ; 'acc' scaled in place
	v_mov_b32 v19, v55                                  ; 'acc' scaled in place
	v_mov_b32 v20, v56                                  ; 'acc' scaled in place
	v_mov_b32 v21, v57                                  ; 'acc' scaled in place
	v_mov_b32 v22, v58                                  ; 'acc' scaled in place
	v_mov_b32 v23, v59                                  ; 'acc' scaled in place
	v_mov_b32 v24, v60                                  ; 'acc' scaled in place
	v_mov_b32 v25, v61                                  ; 'acc' scaled in place
	v_mov_b32 v26, v62                                  ; 'acc' scaled in place
	v_mov_b32 v27, v63                                  ; 'acc' scaled in place
	v_mov_b32 v28, v64                                  ; 'acc' scaled in place
	v_mov_b32 v29, v65                                  ; 'acc' scaled in place
	v_mov_b32 v30, v66                                  ; 'acc' scaled in place
	v_mov_b32 v31, v67                                  ; 'acc' scaled in place
	s_add_u32 s32, s10, s68                             ; 'v' at this chunk
	s_addc_u32 s33, s11, s69
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[70:71]               ; lanes where %vpred_1004
	global_load_ushort v51, v10, s[32:33]               ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v51
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[70:71]               ; lanes where %vpred_1004
	global_load_ushort v51, v10, s[32:33] offset:2      ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v51
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[70:71]               ; lanes where %vpred_1004
	global_load_ushort v51, v10, s[32:33] offset:4      ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v51
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[70:71]               ; lanes where %vpred_1004
	global_load_ushort v51, v10, s[32:33] offset:6      ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v51
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[70:71]               ; lanes where %vpred_1004
	global_load_ushort v51, v10, s[32:33] offset:8      ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v51
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[70:71]               ; lanes where %vpred_1004
	global_load_ushort v51, v10, s[32:33] offset:10     ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v51
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[70:71]               ; lanes where %vpred_1004
	global_load_ushort v51, v10, s[32:33] offset:12     ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v51
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[70:71]               ; lanes where %vpred_1004
	global_load_ushort v51, v10, s[32:33] offset:14     ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v51
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[72:73]               ; lanes where %vpred_1025
	global_load_ushort v51, v33, s[32:33]               ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v51
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[72:73]               ; lanes where %vpred_1025
	global_load_ushort v51, v33, s[32:33] offset:2      ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v51
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[72:73]               ; lanes where %vpred_1025
	global_load_ushort v51, v33, s[32:33] offset:4      ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v51
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[72:73]               ; lanes where %vpred_1025
	global_load_ushort v51, v33, s[32:33] offset:6      ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v51
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[72:73]               ; lanes where %vpred_1025
	global_load_ushort v51, v33, s[32:33] offset:8      ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v51
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[72:73]               ; lanes where %vpred_1025
	global_load_ushort v51, v33, s[32:33] offset:10     ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v51
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[72:73]               ; lanes where %vpred_1025
	global_load_ushort v51, v33, s[32:33] offset:12     ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v51
	v_mov_b32 v51, 0                                    ; absent element
	s_and_saveexec_b64 s[38:39], s[72:73]               ; lanes where %vpred_1025
	global_load_ushort v51, v33, s[32:33] offset:14     ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[38:39]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v51
	v_lshrrev_b32 v51, 16, v53
	ds_write_b16 v15, v51 offset:18432                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v54
	ds_write_b16 v15, v51 offset:18576                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v55
	ds_write_b16 v15, v51 offset:18720                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v56
	ds_write_b16 v15, v51 offset:18864                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v57
	ds_write_b16 v15, v51 offset:19008                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v58
	ds_write_b16 v15, v51 offset:19152                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v59
	ds_write_b16 v15, v51 offset:19296                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v60
	ds_write_b16 v15, v51 offset:19440                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v61
	ds_write_b16 v15, v51 offset:18496                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v62
	ds_write_b16 v15, v51 offset:18640                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v63
	ds_write_b16 v15, v51 offset:18784                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v64
	ds_write_b16 v15, v51 offset:18928                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v65
	ds_write_b16 v15, v51 offset:19072                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v66
	ds_write_b16 v15, v51 offset:19216                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v67
	ds_write_b16 v15, v51 offset:19360                  ; A operand of the product: stage
	v_lshrrev_b32 v51, 16, v33
	ds_write_b16 v15, v51 offset:19504                  ; A operand of the product: stage
	v_mul_f32 v33, 0xbfb8aa3b, v52                      ; -m log2 e of e^(x - m), once per m (examples/attention_varlen.kgen:42)
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v35, v51, v33
	v_exp_f32 v35, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v36, v51, v33
	v_exp_f32 v36, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v37, v51, v33
	v_exp_f32 v37, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v38, v51, v33
	v_exp_f32 v38, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v39, v51, v33
	v_exp_f32 v39, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v40, v51, v33
	v_exp_f32 v40, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v41, v51, v33
	v_exp_f32 v41, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v42, v51, v33
	v_exp_f32 v42, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v43, v51, v33
	v_exp_f32 v43, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v44, v51, v33
	v_exp_f32 v44, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v45, v51, v33
	v_exp_f32 v45, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v46, v51, v33
	v_exp_f32 v46, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v47, v51, v33
	v_exp_f32 v47, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v48, v51, v33
	v_exp_f32 v48, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v49, v51, v33
	v_exp_f32 v49, v53                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v51, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v53, v50, v51, v33
	v_exp_f32 v33, v53                                  ; examples/attention_varlen.kgen:42
	v_bfe_u32 v50, v35, 16, 1                           ; round to bf16
	v_add3_u32 v51, v35, v50, s7
	v_cmp_u_f32 s[32:33], v35, v35
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v50, s[32:33]
	v_and_b32 v50, 0xffff0000, v51
	v_bfe_u32 v51, v36, 16, 1                           ; round to bf16
	v_add3_u32 v53, v36, v51, s7
	v_cmp_u_f32 s[32:33], v36, v36
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v51, s[32:33]
	v_and_b32 v51, 0xffff0000, v53
	v_bfe_u32 v53, v37, 16, 1                           ; round to bf16
	v_add3_u32 v54, v37, v53, s7
	v_cmp_u_f32 s[32:33], v37, v37
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[32:33]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v38, 16, 1                           ; round to bf16
	v_add3_u32 v55, v38, v54, s7
	v_cmp_u_f32 s[32:33], v38, v38
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[32:33]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v39, 16, 1                           ; round to bf16
	v_add3_u32 v56, v39, v55, s7
	v_cmp_u_f32 s[32:33], v39, v39
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[32:33]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v40, 16, 1                           ; round to bf16
	v_add3_u32 v57, v40, v56, s7
	v_cmp_u_f32 s[32:33], v40, v40
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[32:33]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v41, 16, 1                           ; round to bf16
	v_add3_u32 v58, v41, v57, s7
	v_cmp_u_f32 s[32:33], v41, v41
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[32:33]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v42, 16, 1                           ; round to bf16
	v_add3_u32 v59, v42, v58, s7
	v_cmp_u_f32 s[32:33], v42, v42
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[32:33]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v43, 16, 1                           ; round to bf16
	v_add3_u32 v60, v43, v59, s7
	v_cmp_u_f32 s[32:33], v43, v43
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[32:33]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v44, 16, 1                           ; round to bf16
	v_add3_u32 v61, v44, v60, s7
	v_cmp_u_f32 s[32:33], v44, v44
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[32:33]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v45, 16, 1                           ; round to bf16
	v_add3_u32 v62, v45, v61, s7
	v_cmp_u_f32 s[32:33], v45, v45
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[32:33]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v46, 16, 1                           ; round to bf16
	v_add3_u32 v63, v46, v62, s7
	v_cmp_u_f32 s[32:33], v46, v46
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[32:33]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v47, 16, 1                           ; round to bf16
	v_add3_u32 v64, v47, v63, s7
	v_cmp_u_f32 s[32:33], v47, v47
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[32:33]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v48, 16, 1                           ; round to bf16
	v_add3_u32 v65, v48, v64, s7
	v_cmp_u_f32 s[32:33], v48, v48
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[32:33]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v49, 16, 1                           ; round to bf16
	v_add3_u32 v66, v49, v65, s7
	v_cmp_u_f32 s[32:33], v49, v49
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v66, v65, s[32:33]
	v_and_b32 v65, 0xffff0000, v66
	v_bfe_u32 v66, v33, 16, 1                           ; round to bf16
	v_add3_u32 v67, v33, v66, s7
	v_cmp_u_f32 s[32:33], v33, v33
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v67, v66, s[32:33]
	v_and_b32 v66, 0xffff0000, v67
	v_cndmask_b32 v67, 0, v50, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v50, 16, v67
	ds_write_b16 v11, v50 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v51, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v53, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v54, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v55, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v56, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v57, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v58, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v59, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v60, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v61, s[62:63]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v62, s[64:65]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v63, s[66:67]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v64, s[74:75]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v65, s[76:77]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v66, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[54:57], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[58:61], v6 offset:18432              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[58:59], v[54:55], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[60:61], v[56:57], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[54:57], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[58:61], v6 offset:18464              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[58:59], v[54:55], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[60:61], v[56:57], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[54:57], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[58:61], v6 offset:18496              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[58:59], v[54:55], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[60:61], v[56:57], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[54:57], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[58:61], v6 offset:18528              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[58:59], v[54:55], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[60:61], v[56:57], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mul_f32 v50, v32, v34                             ; examples/attention_varlen.kgen:44
	v_cndmask_b32 v34, 0, v35, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v35, 0, v36, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v36, 0, v37, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v37, 0, v38, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v38, 0, v39, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v39, 0, v40, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v40, 0, v41, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v41, 0, v42, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v42, 0, v43, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v43, 0, v44, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v44, 0, v45, s[62:63]                 ; absent elements contribute the identity
	v_cndmask_b32 v45, 0, v46, s[64:65]                 ; absent elements contribute the identity
	v_cndmask_b32 v46, 0, v47, s[66:67]                 ; absent elements contribute the identity
	v_cndmask_b32 v47, 0, v48, s[74:75]                 ; absent elements contribute the identity
	v_cndmask_b32 v48, 0, v49, s[76:77]                 ; absent elements contribute the identity
	v_cndmask_b32 v49, 0, v33, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v33, v34, v35                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v34, v33, v36                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v34, v37                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v34, v33, v38                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v34, v39                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v34, v33, v40                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v34, v41                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v34, v33, v42                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v34, v43                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v34, v33, v44                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v34, v45                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v34, v33, v46                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v34, v47                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v34, v33, v48                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v34, v49                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_and_b32 v34, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:44): lanes 32 apart
	v_xor_b32 v34, 32, v34
	v_lshlrev_b32 v34, 2, v34
	ds_bpermute_b32 v35, v34, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32 v34, v33, v35
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_307
	ds_write_b32 v5, v34 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:44): this warp group's partial
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 0
	ds_read_b32 v34, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v33, v34
	v_add_f32 v33, v50, v35                             ; examples/attention_varlen.kgen:44
	v_mov_b32 v32, v33                                  ; next 'l'
	v_mov_b32 v1, v52                                   ; next 'mx'
	s_add_u32 s12, s12, 64
	s_cmp_lt_u32 s12, s26
	s_cbranch_scc1 .Lattention_varlen_causal_loop2
.Lattention_varlen_causal_loop2_end:
	v_cmp_gt_f32 s[12:13], v32, 0                       ; examples/attention_varlen.kgen:48
	v_div_scale_f32 v1, s[32:33], v32, v32, v16         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v33, v1
	v_div_scale_f32 v34, vcc, v16, v32, v16
	v_fma_f32 v35, -v1, v33, 1.0
	v_fma_f32 v33, v35, v33, v33
	v_mul_f32 v36, v34, v33
	v_fma_f32 v35, -v1, v36, v34
	v_fma_f32 v36, v35, v33, v36
	v_fma_f32 v35, -v1, v36, v34
	v_div_fmas_f32 v35, v35, v33, v36
	v_div_fixup_f32 v1, v35, v32, v16
	v_div_scale_f32 v33, s[32:33], v32, v32, v17        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v34, v33
	v_div_scale_f32 v35, vcc, v17, v32, v17
	v_fma_f32 v36, -v33, v34, 1.0
	v_fma_f32 v34, v36, v34, v34
	v_mul_f32 v37, v35, v34
	v_fma_f32 v36, -v33, v37, v35
	v_fma_f32 v37, v36, v34, v37
	v_fma_f32 v36, -v33, v37, v35
	v_div_fmas_f32 v36, v36, v34, v37
	v_div_fixup_f32 v33, v36, v32, v17
	v_div_scale_f32 v34, s[32:33], v32, v32, v18        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v35, v34
	v_div_scale_f32 v36, vcc, v18, v32, v18
	v_fma_f32 v37, -v34, v35, 1.0
	v_fma_f32 v35, v37, v35, v35
	v_mul_f32 v38, v36, v35
	v_fma_f32 v37, -v34, v38, v36
	v_fma_f32 v38, v37, v35, v38
	v_fma_f32 v37, -v34, v38, v36
	v_div_fmas_f32 v37, v37, v35, v38
	v_div_fixup_f32 v34, v37, v32, v18
	v_div_scale_f32 v35, s[32:33], v32, v32, v19        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v36, v35
	v_div_scale_f32 v37, vcc, v19, v32, v19
	v_fma_f32 v38, -v35, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v35, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v35, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v35, v38, v32, v19
	v_div_scale_f32 v36, s[32:33], v32, v32, v20        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v37, v36
	v_div_scale_f32 v38, vcc, v20, v32, v20
	v_fma_f32 v39, -v36, v37, 1.0
	v_fma_f32 v37, v39, v37, v37
	v_mul_f32 v40, v38, v37
	v_fma_f32 v39, -v36, v40, v38
	v_fma_f32 v40, v39, v37, v40
	v_fma_f32 v39, -v36, v40, v38
	v_div_fmas_f32 v39, v39, v37, v40
	v_div_fixup_f32 v36, v39, v32, v20
	v_div_scale_f32 v37, s[32:33], v32, v32, v21        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v38, v37
	v_div_scale_f32 v39, vcc, v21, v32, v21
	v_fma_f32 v40, -v37, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v37, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v37, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v37, v40, v32, v21
	v_div_scale_f32 v38, s[32:33], v32, v32, v22        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v39, v38
	v_div_scale_f32 v40, vcc, v22, v32, v22
	v_fma_f32 v41, -v38, v39, 1.0
	v_fma_f32 v39, v41, v39, v39
	v_mul_f32 v42, v40, v39
	v_fma_f32 v41, -v38, v42, v40
	v_fma_f32 v42, v41, v39, v42
	v_fma_f32 v41, -v38, v42, v40
	v_div_fmas_f32 v41, v41, v39, v42
	v_div_fixup_f32 v38, v41, v32, v22
	v_div_scale_f32 v39, s[32:33], v32, v32, v23        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v40, v39
	v_div_scale_f32 v41, vcc, v23, v32, v23
	v_fma_f32 v42, -v39, v40, 1.0
	v_fma_f32 v40, v42, v40, v40
	v_mul_f32 v43, v41, v40
	v_fma_f32 v42, -v39, v43, v41
	v_fma_f32 v43, v42, v40, v43
	v_fma_f32 v42, -v39, v43, v41
	v_div_fmas_f32 v42, v42, v40, v43
	v_div_fixup_f32 v39, v42, v32, v23
	v_div_scale_f32 v40, s[32:33], v32, v32, v24        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v41, v40
	v_div_scale_f32 v42, vcc, v24, v32, v24
	v_fma_f32 v43, -v40, v41, 1.0
	v_fma_f32 v41, v43, v41, v41
	v_mul_f32 v44, v42, v41
	v_fma_f32 v43, -v40, v44, v42
	v_fma_f32 v44, v43, v41, v44
	v_fma_f32 v43, -v40, v44, v42
	v_div_fmas_f32 v43, v43, v41, v44
	v_div_fixup_f32 v40, v43, v32, v24
	v_div_scale_f32 v41, s[32:33], v32, v32, v25        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v42, v41
	v_div_scale_f32 v43, vcc, v25, v32, v25
	v_fma_f32 v44, -v41, v42, 1.0
	v_fma_f32 v42, v44, v42, v42
	v_mul_f32 v45, v43, v42
	v_fma_f32 v44, -v41, v45, v43
	v_fma_f32 v45, v44, v42, v45
	v_fma_f32 v44, -v41, v45, v43
	v_div_fmas_f32 v44, v44, v42, v45
	v_div_fixup_f32 v41, v44, v32, v25
	v_div_scale_f32 v42, s[32:33], v32, v32, v26        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v43, v42
	v_div_scale_f32 v44, vcc, v26, v32, v26
	v_fma_f32 v45, -v42, v43, 1.0
	v_fma_f32 v43, v45, v43, v43
	v_mul_f32 v46, v44, v43
	v_fma_f32 v45, -v42, v46, v44
	v_fma_f32 v46, v45, v43, v46
	v_fma_f32 v45, -v42, v46, v44
	v_div_fmas_f32 v45, v45, v43, v46
	v_div_fixup_f32 v42, v45, v32, v26
	v_div_scale_f32 v43, s[32:33], v32, v32, v27        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v44, v43
	v_div_scale_f32 v45, vcc, v27, v32, v27
	v_fma_f32 v46, -v43, v44, 1.0
	v_fma_f32 v44, v46, v44, v44
	v_mul_f32 v47, v45, v44
	v_fma_f32 v46, -v43, v47, v45
	v_fma_f32 v47, v46, v44, v47
	v_fma_f32 v46, -v43, v47, v45
	v_div_fmas_f32 v46, v46, v44, v47
	v_div_fixup_f32 v43, v46, v32, v27
	v_div_scale_f32 v44, s[32:33], v32, v32, v28        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v45, v44
	v_div_scale_f32 v46, vcc, v28, v32, v28
	v_fma_f32 v47, -v44, v45, 1.0
	v_fma_f32 v45, v47, v45, v45
	v_mul_f32 v48, v46, v45
	v_fma_f32 v47, -v44, v48, v46
	v_fma_f32 v48, v47, v45, v48
	v_fma_f32 v47, -v44, v48, v46
	v_div_fmas_f32 v47, v47, v45, v48
	v_div_fixup_f32 v44, v47, v32, v28
	v_div_scale_f32 v45, s[32:33], v32, v32, v29        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v46, v45
	v_div_scale_f32 v47, vcc, v29, v32, v29
	v_fma_f32 v48, -v45, v46, 1.0
	v_fma_f32 v46, v48, v46, v46
	v_mul_f32 v49, v47, v46
	v_fma_f32 v48, -v45, v49, v47
	v_fma_f32 v49, v48, v46, v49
	v_fma_f32 v48, -v45, v49, v47
	v_div_fmas_f32 v48, v48, v46, v49
	v_div_fixup_f32 v45, v48, v32, v29
	v_div_scale_f32 v46, s[32:33], v32, v32, v30        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v47, v46
	v_div_scale_f32 v48, vcc, v30, v32, v30
	v_fma_f32 v49, -v46, v47, 1.0
	v_fma_f32 v47, v49, v47, v47
	v_mul_f32 v50, v48, v47
	v_fma_f32 v49, -v46, v50, v48
	v_fma_f32 v50, v49, v47, v50
	v_fma_f32 v49, -v46, v50, v48
	v_div_fmas_f32 v49, v49, v47, v50
	v_div_fixup_f32 v46, v49, v32, v30
	v_div_scale_f32 v47, s[32:33], v32, v32, v31        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v48, v47
	v_div_scale_f32 v49, vcc, v31, v32, v31
	v_fma_f32 v50, -v47, v48, 1.0
	v_fma_f32 v48, v50, v48, v48
	v_mul_f32 v51, v49, v48
	v_fma_f32 v50, -v47, v51, v49
	v_fma_f32 v51, v50, v48, v51
	v_fma_f32 v50, -v47, v51, v49
	v_div_fmas_f32 v50, v50, v48, v51
	v_div_fixup_f32 v47, v50, v32, v31
	v_cndmask_b32 v16, 0, v1, s[12:13]                  ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v1, 0, v33, s[12:13]                  ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v17, 0, v34, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v18, 0, v35, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v19, 0, v36, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v20, 0, v37, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v21, 0, v38, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v22, 0, v39, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v23, 0, v40, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v24, 0, v41, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v25, 0, v42, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v26, 0, v43, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v27, 0, v44, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v28, 0, v45, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v29, 0, v46, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v30, 0, v47, s[12:13]                 ; examples/attention_varlen.kgen:48
	v_mov_b32 v31, 0x7fc00000
	v_cmp_u_f32 s[12:13], v16, v16
	v_cmp_u_f32 s[32:33], v1, v1
	v_bfe_u32 v32, v16, 16, 1
	v_bfe_u32 v33, v1, 16, 1
	v_add3_u32 v34, v16, v32, s7
	v_add3_u32 v16, v1, v33, s7
	v_cndmask_b32 v34, v34, v31, s[12:13]
	v_cndmask_b32 v16, v16, v31, s[32:33]
	v_perm_b32 v1, v16, v34, s6
	v_mov_b32 v16, 0x7fc00000
	v_cmp_u_f32 s[12:13], v17, v17
	v_cmp_u_f32 s[32:33], v18, v18
	v_bfe_u32 v31, v17, 16, 1
	v_bfe_u32 v32, v18, 16, 1
	v_add3_u32 v33, v17, v31, s7
	v_add3_u32 v17, v18, v32, s7
	v_cndmask_b32 v33, v33, v16, s[12:13]
	v_cndmask_b32 v17, v17, v16, s[32:33]
	v_perm_b32 v16, v17, v33, s6
	v_mov_b32 v32, v1                                   ; examples/attention_varlen.kgen:48: 8-byte store to 'o_causal'
	v_mov_b32 v33, v16
	global_store_dwordx2 v4, v[32:33], s[18:19]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v19, v19
	v_cmp_u_f32 s[32:33], v20, v20
	v_bfe_u32 v16, v19, 16, 1
	v_bfe_u32 v17, v20, 16, 1
	v_add3_u32 v18, v19, v16, s7
	v_add3_u32 v16, v20, v17, s7
	v_cndmask_b32 v18, v18, v1, s[12:13]
	v_cndmask_b32 v16, v16, v1, s[32:33]
	v_perm_b32 v1, v16, v18, s6
	v_mov_b32 v16, 0x7fc00000
	v_cmp_u_f32 s[12:13], v21, v21
	v_cmp_u_f32 s[32:33], v22, v22
	v_bfe_u32 v17, v21, 16, 1
	v_bfe_u32 v18, v22, 16, 1
	v_add3_u32 v19, v21, v17, s7
	v_add3_u32 v17, v22, v18, s7
	v_cndmask_b32 v19, v19, v16, s[12:13]
	v_cndmask_b32 v17, v17, v16, s[32:33]
	v_perm_b32 v16, v17, v19, s6
	v_mov_b32 v18, v1                                   ; examples/attention_varlen.kgen:48: 8-byte store to 'o_causal'
	v_mov_b32 v19, v16
	global_store_dwordx2 v4, v[18:19], s[18:19] offset:16
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v23, v23
	v_cmp_u_f32 s[32:33], v24, v24
	v_bfe_u32 v16, v23, 16, 1
	v_bfe_u32 v17, v24, 16, 1
	v_add3_u32 v18, v23, v16, s7
	v_add3_u32 v16, v24, v17, s7
	v_cndmask_b32 v18, v18, v1, s[12:13]
	v_cndmask_b32 v16, v16, v1, s[32:33]
	v_perm_b32 v1, v16, v18, s6
	v_mov_b32 v16, 0x7fc00000
	v_cmp_u_f32 s[12:13], v25, v25
	v_cmp_u_f32 s[32:33], v26, v26
	v_bfe_u32 v17, v25, 16, 1
	v_bfe_u32 v18, v26, 16, 1
	v_add3_u32 v19, v25, v17, s7
	v_add3_u32 v17, v26, v18, s7
	v_cndmask_b32 v19, v19, v16, s[12:13]
	v_cndmask_b32 v17, v17, v16, s[32:33]
	v_perm_b32 v16, v17, v19, s6
	v_mov_b32 v18, v1                                   ; examples/attention_varlen.kgen:48: 8-byte store to 'o_causal'
	v_mov_b32 v19, v16
	global_store_dwordx2 v4, v[18:19], s[18:19] offset:32
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[12:13], v27, v27
	v_cmp_u_f32 s[32:33], v28, v28
	v_bfe_u32 v16, v27, 16, 1
	v_bfe_u32 v17, v28, 16, 1
	v_add3_u32 v18, v27, v16, s7
	v_add3_u32 v16, v28, v17, s7
	v_cndmask_b32 v18, v18, v1, s[12:13]
	v_cndmask_b32 v16, v16, v1, s[32:33]
	v_perm_b32 v1, v16, v18, s6
	v_mov_b32 v16, 0x7fc00000
	v_cmp_u_f32 s[12:13], v29, v29
	v_cmp_u_f32 s[32:33], v30, v30
	v_bfe_u32 v17, v29, 16, 1
	v_bfe_u32 v18, v30, 16, 1
	v_add3_u32 v19, v29, v17, s7
	v_add3_u32 v17, v30, v18, s7
	v_cndmask_b32 v19, v19, v16, s[12:13]
	v_cndmask_b32 v17, v17, v16, s[32:33]
	v_perm_b32 v16, v17, v19, s6
	v_mov_b32 v18, v1                                   ; examples/attention_varlen.kgen:48: 8-byte store to 'o_causal'
	v_mov_b32 v19, v16
	global_store_dwordx2 v4, v[18:19], s[18:19] offset:48
	s_branch .Lattention_varlen_causal_if0_end
.Lattention_varlen_causal_if0_else:
	v_cmp_lt_u32 s[12:13], v3, s15                      ; 's' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[12:13]               ; lanes where %vpred_1505
	global_load_ushort v1, v4, s[8:9]                   ; examples/attention_varlen.kgen:39: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[12:13]               ; lanes where %vpred_1505
	global_load_ushort v1, v4, s[8:9] offset:2          ; examples/attention_varlen.kgen:39: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[12:13]               ; lanes where %vpred_1505
	global_load_ushort v1, v4, s[8:9] offset:4          ; examples/attention_varlen.kgen:39: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[12:13]               ; lanes where %vpred_1505
	global_load_ushort v1, v4, s[8:9] offset:6          ; examples/attention_varlen.kgen:39: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[12:13]               ; lanes where %vpred_1505
	global_load_ushort v1, v4, s[8:9] offset:16         ; examples/attention_varlen.kgen:39: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[12:13]               ; lanes where %vpred_1505
	global_load_ushort v1, v4, s[8:9] offset:18         ; examples/attention_varlen.kgen:39: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[12:13]               ; lanes where %vpred_1505
	global_load_ushort v1, v4, s[8:9] offset:20         ; examples/attention_varlen.kgen:39: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[12:13]               ; lanes where %vpred_1505
	global_load_ushort v1, v4, s[8:9] offset:22         ; examples/attention_varlen.kgen:39: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[12:13]               ; lanes where %vpred_1505
	global_load_ushort v1, v4, s[8:9] offset:32         ; examples/attention_varlen.kgen:39: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[12:13]               ; lanes where %vpred_1505
	global_load_ushort v1, v4, s[8:9] offset:34         ; examples/attention_varlen.kgen:39: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[12:13]               ; lanes where %vpred_1505
	global_load_ushort v1, v4, s[8:9] offset:36         ; examples/attention_varlen.kgen:39: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[12:13]               ; lanes where %vpred_1505
	global_load_ushort v1, v4, s[8:9] offset:38         ; examples/attention_varlen.kgen:39: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[12:13]               ; lanes where %vpred_1505
	global_load_ushort v1, v4, s[8:9] offset:48         ; examples/attention_varlen.kgen:39: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[12:13]               ; lanes where %vpred_1505
	global_load_ushort v1, v4, s[8:9] offset:50         ; examples/attention_varlen.kgen:39: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[12:13]               ; lanes where %vpred_1505
	global_load_ushort v1, v4, s[8:9] offset:52         ; examples/attention_varlen.kgen:39: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[32:33], s[12:13]               ; lanes where %vpred_1505
	global_load_ushort v1, v4, s[8:9] offset:54         ; examples/attention_varlen.kgen:39: load of 'q'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v1
	v_lshrrev_b32 v1, 16, v16
	ds_write_b16 v11, v1                                ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v17
	ds_write_b16 v11, v1 offset:2                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v18
	ds_write_b16 v11, v1 offset:4                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v19
	ds_write_b16 v11, v1 offset:6                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v20
	ds_write_b16 v11, v1 offset:16                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v21
	ds_write_b16 v11, v1 offset:18                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v22
	ds_write_b16 v11, v1 offset:20                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v23
	ds_write_b16 v11, v1 offset:22                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v24
	ds_write_b16 v11, v1 offset:32                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v25
	ds_write_b16 v11, v1 offset:34                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v26
	ds_write_b16 v11, v1 offset:36                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v27
	ds_write_b16 v11, v1 offset:38                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v28
	ds_write_b16 v11, v1 offset:48                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v29
	ds_write_b16 v11, v1 offset:50                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v30
	ds_write_b16 v11, v1 offset:52                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v31
	ds_write_b16 v11, v1 offset:54                      ; B operand of the product: stage
	v_add_f32 v1, 0, 0                                  ; examples/attention_varlen.kgen:37
	v_mov_b32 v16, v1                                   ; loop-carried 'acc'
	v_mov_b32 v17, v1                                   ; loop-carried 'acc'
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
	v_mov_b32 v32, v1                                   ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_varlen.kgen:35
	v_add_f32 v33, v1, 0
	v_mov_b32 v1, v33                                   ; loop-carried 'mx'
	s_add_u32 s8, s25, s15
	s_add_u32 s9, s8, s21
	s_sub_u32 s8, s9, s31
	s_sub_u32 s9, s8, s17                               ; for tt: from the part's first
	s_max_i32 s8, s9, 0
	s_min_u32 s9, s8, s16                               ; for tt: stops after the last 'tt' the mask at 39:13 shows (tt <= s + cu_k[b + 1] - cu_q[b + 1])
	s_cmp_lg_u32 s15, 0                                 ; this tile holds rows of 's'
	s_cselect_b32 s8, 1, 0
	s_cmp_lg_u32 s8, 0                                  ; no steps in a tile past its segment's end
	s_cselect_b32 s8, s9, 0
	s_add_u32 s9, s25, s21
	s_sub_u32 s15, s9, s31
	s_add_u32 s9, s15, 1
	s_sub_i32 s15, s9, s17                              ; for tt: from the walk's first
	s_max_i32 s9, s15, 0
	s_min_i32 s15, s9, s8
	s_and_b32 s9, s15, 0xffffffc0                       ; whole steps of 'tt' with every element shown by the mask at 39:13: no mask there
	s_cmp_ge_u32 s9, 64                                 ; at least one whole chunk of 'tt'
	s_cselect_b32 s15, 1, 0
	s_sub_u32 s16, s9, 63
	s_cmp_lg_u32 s15, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s15, s16, 0
	s_add_u32 s16, s17, 0
	s_mul_i32 s32, s16, s23
	s_mul_hi_u32 s33, s16, s23
	s_lshl_b64 s[34:35], s[32:33], 1
	s_add_u32 s32, s36, s34                             ; 'k' at this chunk
	s_addc_u32 s33, s37, s35
	s_cmp_lt_u32 0, s15                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s16, 1, 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_3652
	s_cbranch_scc1 .Lattention_varlen_causal_skip16
	global_load_dwordx4 v[34:37], v10, s[32:33]         ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
.Lattention_varlen_causal_skip16:
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:9216             ; 16 bytes into st1
	s_mul_i32 s22, s23, 64
	v_add_u32 v33, s22, v10
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_3652
	s_cbranch_scc1 .Lattention_varlen_causal_skip17
	global_load_dwordx4 v[34:37], v33, s[32:33]         ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
.Lattention_varlen_causal_skip17:
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:13824            ; 16 bytes into st1
	s_add_u32 s32, s10, s34                             ; 'v' at this chunk
	s_addc_u32 s33, s11, s35
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_3652
	s_cbranch_scc1 .Lattention_varlen_causal_skip18
	global_load_dwordx4 v[34:37], v14, s[32:33]         ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
.Lattention_varlen_causal_skip18:
	s_mul_i32 s22, s23, 2
	v_add_u32 v33, s22, v14
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s16, 0                                 ; if %upred_3652
	s_cbranch_scc1 .Lattention_varlen_causal_skip19
	global_load_dwordx4 v[38:41], v33, s[32:33]         ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
.Lattention_varlen_causal_skip19:
	s_waitcnt vmcnt(0)
	v_perm_b32 v33, v38, v34, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v33 offset:18432                  ; a K-pair into st2
	v_perm_b32 v33, v38, v34, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v33 offset:18576                  ; a K-pair into st2
	v_perm_b32 v33, v39, v35, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v33 offset:18720                  ; a K-pair into st2
	v_perm_b32 v33, v39, v35, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v33 offset:18864                  ; a K-pair into st2
	v_perm_b32 v33, v40, v36, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v33 offset:19008                  ; a K-pair into st2
	v_perm_b32 v33, v40, v36, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v33 offset:19152                  ; a K-pair into st2
	v_perm_b32 v33, v41, v37, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v33 offset:19296                  ; a K-pair into st2
	v_perm_b32 v33, v41, v37, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v33 offset:19440                  ; a K-pair into st2
	s_mov_b32 s16, 0                                    ; for tt in t: steps of 64: below the mask, unmasked: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s16, s15
	s_cbranch_scc1 .Lattention_varlen_causal_loop3_end
.Lattention_varlen_causal_loop3:
	s_add_u32 s22, s16, 64
	s_cmp_lt_u32 s16, s15
	s_cselect_b32 s26, 1, 0
	s_cmp_eq_u32 s26, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_causal_if3_end
	s_add_u32 s26, s17, s22
	s_mul_i32 s32, s26, s23
	s_mul_hi_u32 s33, s26, s23
	s_lshl_b64 s[34:35], s[32:33], 1
	s_add_u32 s32, s36, s34                             ; 'k' at this chunk
	s_addc_u32 s33, s37, s35
	s_cmp_lt_u32 s22, s15                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s22, 1, 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s22, 0                                 ; if %upred_3687
	s_cbranch_scc1 .Lattention_varlen_causal_skip20
	global_load_dwordx4 v[34:37], v10, s[32:33]         ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
.Lattention_varlen_causal_skip20:
	s_mul_i32 s26, s23, 64
	v_add_u32 v33, s26, v10
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s22, 0                                 ; if %upred_3687
	s_cbranch_scc1 .Lattention_varlen_causal_skip21
	global_load_dwordx4 v[38:41], v33, s[32:33]         ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
.Lattention_varlen_causal_skip21:
	s_add_u32 s32, s10, s34                             ; 'v' at this chunk
	s_addc_u32 s33, s11, s35
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_cmp_eq_u32 s22, 0                                 ; if %upred_3687
	s_cbranch_scc1 .Lattention_varlen_causal_skip22
	global_load_dwordx4 v[42:45], v14, s[32:33]         ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
.Lattention_varlen_causal_skip22:
	s_mul_i32 s26, s23, 2
	v_add_u32 v33, s26, v14
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_cmp_eq_u32 s22, 0                                 ; if %upred_3687
	s_cbranch_scc1 .Lattention_varlen_causal_skip23
	global_load_dwordx4 v[46:49], v33, s[32:33]         ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
.Lattention_varlen_causal_skip23:
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
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[66:69], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[70:73], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[70:73], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[70:73], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[70:73], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mul_f32 v33, s20, v50                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v66, s20, v51                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v67, s20, v52                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v68, s20, v53                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v69, s20, v54                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v70, s20, v55                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v71, s20, v56                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v72, s20, v57                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v73, s20, v58                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v74, s20, v59                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v75, s20, v60                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v76, s20, v61                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v77, s20, v62                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v78, s20, v63                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v79, s20, v64                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v80, s20, v65                             ; examples/attention_varlen.kgen:39
	s_add_i32 s22, s27, 0                               ; index along 'b' (examples/attention_varlen.kgen:39)
	s_add_i32 s26, s22, 1                               ; examples/attention_varlen.kgen:39
	s_cmp_lt_u32 s26, s24                               ; subscript 0 of 'cu_k' inside [0, B1)
	s_cselect_b32 s22, 1, 0
	s_and_b32 s26, s22, s22
	s_cmp_lg_u32 s26, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[34:35], s[12:13], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v51, v50, v33, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v52, v50, v66, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v53, v50, v67, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v54, v50, v68, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v55, v50, v69, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v56, v50, v70, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v57, v50, v71, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v58, v50, v72, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v59, v50, v73, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v60, v50, v74, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v61, v50, v75, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v62, v50, v76, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v63, v50, v77, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v64, v50, v78, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v65, v50, v79, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v81, v50, v80, s[34:35]
	v_max_f32 v50, v51, v52                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v51, v52
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v53                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v53
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v54                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v54
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v55                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v55
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v56                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v56
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v57                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v57
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v58                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v58
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v59                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v59
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v60                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v60
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v61                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v61
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v62                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v62
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v63                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v63
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v64                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v64
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v65                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v65
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v81                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v81
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_and_b32 v50, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:41): lanes 32 apart
	v_xor_b32 v50, 32, v50
	v_lshlrev_b32 v50, 2, v50
	ds_bpermute_b32 v51, v50, v52
	s_waitcnt lgkmcnt(0)
	v_max_f32 v50, v52, v51
	v_cmp_u_f32 s[32:33], v52, v51
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_307
	ds_write_b32 v5, v52 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:41): this warp group's partial
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v50, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 0
	ds_read_b32 v51, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v52, v50, v51
	v_cmp_u_f32 s[32:33], v50, v51
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v52, v50, s[32:33]
	v_max_f32 v50, v1, v51                              ; examples/attention_varlen.kgen:41
	v_cmp_u_f32 s[32:33], v1, v51
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_sub_f32 v50, v1, v52                              ; examples/attention_varlen.kgen:43
	v_mul_f32 v51, 0x3fb8aa3b, v50                      ; examples/attention_varlen.kgen:43
	v_exp_f32 v50, v51                                  ; examples/attention_varlen.kgen:43
	s_nop 0
	v_mul_f32 v51, v16, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v53, v17, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v54, v18, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v55, v19, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v56, v20, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v57, v21, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v58, v22, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v59, v23, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v60, v24, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v61, v25, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v62, v26, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v63, v27, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v64, v28, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v65, v29, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v81, v30, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v82, v31, v50                             ; examples/attention_varlen.kgen:45
	v_mov_b32 v16, v51                                  ; 'acc' scaled in place
	v_mov_b32 v17, v53                                  ; 'acc' scaled in place
	v_mov_b32 v18, v54                                  ; 'acc' scaled in place
	v_mov_b32 v19, v55                                  ; 'acc' scaled in place
	v_mov_b32 v20, v56                                  ; 'acc' scaled in place
	v_mov_b32 v21, v57                                  ; 'acc' scaled in place
	v_mov_b32 v22, v58                                  ; 'acc' scaled in place
	v_mov_b32 v23, v59                                  ; 'acc' scaled in place
	v_mov_b32 v24, v60                                  ; 'acc' scaled in place
	v_mov_b32 v25, v61                                  ; 'acc' scaled in place
	v_mov_b32 v26, v62                                  ; 'acc' scaled in place
	v_mov_b32 v27, v63                                  ; 'acc' scaled in place
	v_mov_b32 v28, v64                                  ; 'acc' scaled in place
	v_mov_b32 v29, v65                                  ; 'acc' scaled in place
	v_mov_b32 v30, v81                                  ; 'acc' scaled in place
	v_mov_b32 v31, v82                                  ; 'acc' scaled in place
	v_mul_f32 v51, 0xbfb8aa3b, v52                      ; -m log2 e of e^(x - m), once per m (examples/attention_varlen.kgen:42)
	v_mov_b32 v53, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v54, v33, v53, v51
	v_exp_f32 v33, v54                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v53, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v54, v66, v53, v51
	v_exp_f32 v53, v54                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v54, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v55, v67, v54, v51
	v_exp_f32 v54, v55                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v55, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v56, v68, v55, v51
	v_exp_f32 v55, v56                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v56, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v57, v69, v56, v51
	v_exp_f32 v56, v57                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v57, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v58, v70, v57, v51
	v_exp_f32 v57, v58                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v58, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v59, v71, v58, v51
	v_exp_f32 v58, v59                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v59, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v60, v72, v59, v51
	v_exp_f32 v59, v60                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v60, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v61, v73, v60, v51
	v_exp_f32 v60, v61                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v61, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v62, v74, v61, v51
	v_exp_f32 v61, v62                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v62, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v63, v75, v62, v51
	v_exp_f32 v62, v63                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v63, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v64, v76, v63, v51
	v_exp_f32 v63, v64                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v64, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v65, v77, v64, v51
	v_exp_f32 v64, v65                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v65, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v66, v78, v65, v51
	v_exp_f32 v65, v66                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v66, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v67, v79, v66, v51
	v_exp_f32 v66, v67                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v80, v67, v51
	v_exp_f32 v51, v68                                  ; examples/attention_varlen.kgen:42
	v_bfe_u32 v67, v33, 16, 1                           ; round to bf16
	v_add3_u32 v68, v33, v67, s7
	v_cmp_u_f32 s[32:33], v33, v33
	v_mov_b32 v67, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v67, s[32:33]
	v_and_b32 v67, 0xffff0000, v68
	v_bfe_u32 v68, v53, 16, 1                           ; round to bf16
	v_add3_u32 v69, v53, v68, s7
	v_cmp_u_f32 s[32:33], v53, v53
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[32:33]
	v_and_b32 v68, 0xffff0000, v69
	v_bfe_u32 v69, v54, 16, 1                           ; round to bf16
	v_add3_u32 v70, v54, v69, s7
	v_cmp_u_f32 s[32:33], v54, v54
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v70, v69, s[32:33]
	v_and_b32 v69, 0xffff0000, v70
	v_bfe_u32 v70, v55, 16, 1                           ; round to bf16
	v_add3_u32 v71, v55, v70, s7
	v_cmp_u_f32 s[32:33], v55, v55
	v_mov_b32 v70, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[32:33]
	v_and_b32 v70, 0xffff0000, v71
	v_bfe_u32 v71, v56, 16, 1                           ; round to bf16
	v_add3_u32 v72, v56, v71, s7
	v_cmp_u_f32 s[32:33], v56, v56
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v72, v71, s[32:33]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v57, 16, 1                           ; round to bf16
	v_add3_u32 v73, v57, v72, s7
	v_cmp_u_f32 s[32:33], v57, v57
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[32:33]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v58, 16, 1                           ; round to bf16
	v_add3_u32 v74, v58, v73, s7
	v_cmp_u_f32 s[32:33], v58, v58
	v_mov_b32 v73, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v74, v74, v73, s[32:33]
	v_and_b32 v73, 0xffff0000, v74
	v_bfe_u32 v74, v59, 16, 1                           ; round to bf16
	v_add3_u32 v75, v59, v74, s7
	v_cmp_u_f32 s[32:33], v59, v59
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v75, v74, s[32:33]
	v_and_b32 v74, 0xffff0000, v75
	v_bfe_u32 v75, v60, 16, 1                           ; round to bf16
	v_add3_u32 v76, v60, v75, s7
	v_cmp_u_f32 s[32:33], v60, v60
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v76, v75, s[32:33]
	v_and_b32 v75, 0xffff0000, v76
	v_bfe_u32 v76, v61, 16, 1                           ; round to bf16
	v_add3_u32 v77, v61, v76, s7
	v_cmp_u_f32 s[32:33], v61, v61
	v_mov_b32 v76, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[32:33]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v62, 16, 1                           ; round to bf16
	v_add3_u32 v78, v62, v77, s7
	v_cmp_u_f32 s[32:33], v62, v62
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[32:33]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v63, 16, 1                           ; round to bf16
	v_add3_u32 v79, v63, v78, s7
	v_cmp_u_f32 s[32:33], v63, v63
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[32:33]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v64, 16, 1                           ; round to bf16
	v_add3_u32 v80, v64, v79, s7
	v_cmp_u_f32 s[32:33], v64, v64
	v_mov_b32 v79, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v80, v80, v79, s[32:33]
	v_and_b32 v79, 0xffff0000, v80
	v_bfe_u32 v80, v65, 16, 1                           ; round to bf16
	v_add3_u32 v81, v65, v80, s7
	v_cmp_u_f32 s[32:33], v65, v65
	v_mov_b32 v80, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v81, v81, v80, s[32:33]
	v_and_b32 v80, 0xffff0000, v81
	v_bfe_u32 v81, v66, 16, 1                           ; round to bf16
	v_add3_u32 v82, v66, v81, s7
	v_cmp_u_f32 s[32:33], v66, v66
	v_mov_b32 v81, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v82, v82, v81, s[32:33]
	v_and_b32 v81, 0xffff0000, v82
	v_bfe_u32 v82, v51, 16, 1                           ; round to bf16
	v_add3_u32 v83, v51, v82, s7
	v_cmp_u_f32 s[32:33], v51, v51
	v_mov_b32 v82, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v83, v83, v82, s[32:33]
	v_and_b32 v82, 0xffff0000, v83
	v_cndmask_b32 v83, 0, v67, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v67, 16, v83
	ds_write_b16 v11, v67 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v68, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v69, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v70, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v71, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v72, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v73, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v74, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v75, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v76, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v77, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v78, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v79, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v80, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v81, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v82, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[72:75], v6 offset:18432              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[68:69], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[74:75], v[70:71], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[68:71], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[72:75], v6 offset:18464              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[68:69], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[74:75], v[70:71], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[68:71], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[72:75], v6 offset:18496              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[68:69], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[74:75], v[70:71], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[68:71], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[72:75], v6 offset:18528              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[68:69], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[74:75], v[70:71], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mul_f32 v67, v32, v50                             ; examples/attention_varlen.kgen:44
	v_cndmask_b32 v50, 0, v33, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v33, 0, v53, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v53, 0, v54, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v54, 0, v55, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v55, 0, v56, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v56, 0, v57, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v58, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v59, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v60, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v61, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v62, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v63, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v64, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v65, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v66, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v66, 0, v51, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v51, v50, v33                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v51, v53                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v54                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v55                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v56                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v57                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v58                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v59                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v60                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v61                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v62                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v63                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v64                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v65                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v66                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_and_b32 v33, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:44): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v51, v33, v50
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v50, v51
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_307
	ds_write_b32 v5, v33 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:44): this warp group's partial
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 0
	ds_read_b32 v50, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v33, v50
	v_add_f32 v33, v67, v51                             ; examples/attention_varlen.kgen:44
	v_mov_b32 v32, v33                                  ; next 'l'
	v_mov_b32 v1, v52                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:27648            ; 16 bytes into st1
	ds_write_b128 v13, v[38:41] offset:32256            ; 16 bytes into st1
	v_perm_b32 v33, v46, v42, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v33 offset:36864                  ; a K-pair into st2
	v_perm_b32 v33, v46, v42, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v33 offset:37008                  ; a K-pair into st2
	v_perm_b32 v33, v47, v43, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v33 offset:37152                  ; a K-pair into st2
	v_perm_b32 v33, v47, v43, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v33 offset:37296                  ; a K-pair into st2
	v_perm_b32 v33, v48, v44, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v33 offset:37440                  ; a K-pair into st2
	v_perm_b32 v33, v48, v44, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v33 offset:37584                  ; a K-pair into st2
	v_perm_b32 v33, v49, v45, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v33 offset:37728                  ; a K-pair into st2
	v_perm_b32 v33, v49, v45, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v33 offset:37872                  ; a K-pair into st2
.Lattention_varlen_causal_if3_end:
	s_add_u32 s22, s16, 64
	s_add_u32 s26, s22, 64
	s_cmp_lt_u32 s22, s15
	s_cselect_b32 s22, 1, 0
	s_cmp_eq_u32 s22, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_causal_if4_end
	s_add_u32 s22, s17, s26
	s_mul_i32 s32, s22, s23
	s_mul_hi_u32 s33, s22, s23
	s_lshl_b64 s[34:35], s[32:33], 1
	s_add_u32 s32, s36, s34                             ; 'k' at this chunk
	s_addc_u32 s33, s37, s35
	s_cmp_lt_u32 s26, s15                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s22, 1, 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s22, 0                                 ; if %upred_4038
	s_cbranch_scc1 .Lattention_varlen_causal_skip24
	global_load_dwordx4 v[34:37], v10, s[32:33]         ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
.Lattention_varlen_causal_skip24:
	s_mul_i32 s26, s23, 64
	v_add_u32 v33, s26, v10
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s22, 0                                 ; if %upred_4038
	s_cbranch_scc1 .Lattention_varlen_causal_skip25
	global_load_dwordx4 v[38:41], v33, s[32:33]         ; examples/attention_varlen.kgen:39: 16 bytes of 'k'
.Lattention_varlen_causal_skip25:
	s_add_u32 s32, s10, s34                             ; 'v' at this chunk
	s_addc_u32 s33, s11, s35
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_cmp_eq_u32 s22, 0                                 ; if %upred_4038
	s_cbranch_scc1 .Lattention_varlen_causal_skip26
	global_load_dwordx4 v[42:45], v14, s[32:33]         ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
.Lattention_varlen_causal_skip26:
	s_mul_i32 s26, s23, 2
	v_add_u32 v33, s26, v14
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_cmp_eq_u32 s22, 0                                 ; if %upred_4038
	s_cbranch_scc1 .Lattention_varlen_causal_skip27
	global_load_dwordx4 v[46:49], v33, s[32:33]         ; examples/attention_varlen.kgen:45: 16 bytes of 'v'
.Lattention_varlen_causal_skip27:
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
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[66:69], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[70:73], v6 offset:27648              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[70:73], v6 offset:27680              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[70:73], v6 offset:27712              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[70:73], v6 offset:27744              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mul_f32 v33, s20, v50                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v66, s20, v51                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v67, s20, v52                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v68, s20, v53                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v69, s20, v54                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v70, s20, v55                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v71, s20, v56                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v72, s20, v57                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v73, s20, v58                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v74, s20, v59                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v75, s20, v60                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v76, s20, v61                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v77, s20, v62                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v78, s20, v63                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v79, s20, v64                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v80, s20, v65                             ; examples/attention_varlen.kgen:39
	s_add_i32 s22, s27, 0                               ; index along 'b' (examples/attention_varlen.kgen:39)
	s_add_i32 s26, s22, 1                               ; examples/attention_varlen.kgen:39
	s_cmp_lt_u32 s26, s24                               ; subscript 0 of 'cu_k' inside [0, B1)
	s_cselect_b32 s22, 1, 0
	s_and_b32 s26, s22, s22
	s_cmp_lg_u32 s26, 0
	s_cselect_b64 s[32:33], exec, 0
	s_and_b64 s[34:35], s[12:13], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v51, v50, v33, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v52, v50, v66, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v53, v50, v67, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v54, v50, v68, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v55, v50, v69, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v56, v50, v70, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v57, v50, v71, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v58, v50, v72, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v59, v50, v73, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v60, v50, v74, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v61, v50, v75, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v62, v50, v76, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v63, v50, v77, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v64, v50, v78, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v65, v50, v79, s[34:35]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v81, v50, v80, s[34:35]
	v_max_f32 v50, v51, v52                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v51, v52
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v53                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v53
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v54                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v54
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v55                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v55
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v56                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v56
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v57                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v57
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v58                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v58
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v59                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v59
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v60                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v60
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v61                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v61
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v62                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v62
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v63                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v63
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v64                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v64
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v65                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v65
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_max_f32 v50, v52, v81                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v52, v81
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_and_b32 v50, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:41): lanes 32 apart
	v_xor_b32 v50, 32, v50
	v_lshlrev_b32 v50, 2, v50
	ds_bpermute_b32 v51, v50, v52
	s_waitcnt lgkmcnt(0)
	v_max_f32 v50, v52, v51
	v_cmp_u_f32 s[32:33], v52, v51
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_307
	ds_write_b32 v5, v52 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:41): this warp group's partial
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v50, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 0
	ds_read_b32 v51, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v52, v50, v51
	v_cmp_u_f32 s[32:33], v50, v51
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v52, v50, s[32:33]
	v_max_f32 v50, v1, v51                              ; examples/attention_varlen.kgen:41
	v_cmp_u_f32 s[32:33], v1, v51
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[32:33]
	v_sub_f32 v50, v1, v52                              ; examples/attention_varlen.kgen:43
	v_mul_f32 v51, 0x3fb8aa3b, v50                      ; examples/attention_varlen.kgen:43
	v_exp_f32 v50, v51                                  ; examples/attention_varlen.kgen:43
	s_nop 0
	v_mul_f32 v51, v16, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v53, v17, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v54, v18, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v55, v19, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v56, v20, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v57, v21, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v58, v22, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v59, v23, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v60, v24, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v61, v25, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v62, v26, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v63, v27, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v64, v28, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v65, v29, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v81, v30, v50                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v82, v31, v50                             ; examples/attention_varlen.kgen:45
	v_mov_b32 v16, v51                                  ; 'acc' scaled in place
	v_mov_b32 v17, v53                                  ; 'acc' scaled in place
	v_mov_b32 v18, v54                                  ; 'acc' scaled in place
	v_mov_b32 v19, v55                                  ; 'acc' scaled in place
	v_mov_b32 v20, v56                                  ; 'acc' scaled in place
	v_mov_b32 v21, v57                                  ; 'acc' scaled in place
	v_mov_b32 v22, v58                                  ; 'acc' scaled in place
	v_mov_b32 v23, v59                                  ; 'acc' scaled in place
	v_mov_b32 v24, v60                                  ; 'acc' scaled in place
	v_mov_b32 v25, v61                                  ; 'acc' scaled in place
	v_mov_b32 v26, v62                                  ; 'acc' scaled in place
	v_mov_b32 v27, v63                                  ; 'acc' scaled in place
	v_mov_b32 v28, v64                                  ; 'acc' scaled in place
	v_mov_b32 v29, v65                                  ; 'acc' scaled in place
	v_mov_b32 v30, v81                                  ; 'acc' scaled in place
	v_mov_b32 v31, v82                                  ; 'acc' scaled in place
	v_mul_f32 v51, 0xbfb8aa3b, v52                      ; -m log2 e of e^(x - m), once per m (examples/attention_varlen.kgen:42)
	v_mov_b32 v53, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v54, v33, v53, v51
	v_exp_f32 v33, v54                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v53, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v54, v66, v53, v51
	v_exp_f32 v53, v54                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v54, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v55, v67, v54, v51
	v_exp_f32 v54, v55                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v55, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v56, v68, v55, v51
	v_exp_f32 v55, v56                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v56, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v57, v69, v56, v51
	v_exp_f32 v56, v57                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v57, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v58, v70, v57, v51
	v_exp_f32 v57, v58                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v58, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v59, v71, v58, v51
	v_exp_f32 v58, v59                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v59, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v60, v72, v59, v51
	v_exp_f32 v59, v60                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v60, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v61, v73, v60, v51
	v_exp_f32 v60, v61                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v61, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v62, v74, v61, v51
	v_exp_f32 v61, v62                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v62, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v63, v75, v62, v51
	v_exp_f32 v62, v63                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v63, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v64, v76, v63, v51
	v_exp_f32 v63, v64                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v64, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v65, v77, v64, v51
	v_exp_f32 v64, v65                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v65, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v66, v78, v65, v51
	v_exp_f32 v65, v66                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v66, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v67, v79, v66, v51
	v_exp_f32 v66, v67                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v67, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v68, v80, v67, v51
	v_exp_f32 v51, v68                                  ; examples/attention_varlen.kgen:42
	v_bfe_u32 v67, v33, 16, 1                           ; round to bf16
	v_add3_u32 v68, v33, v67, s7
	v_cmp_u_f32 s[32:33], v33, v33
	v_mov_b32 v67, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v67, s[32:33]
	v_and_b32 v67, 0xffff0000, v68
	v_bfe_u32 v68, v53, 16, 1                           ; round to bf16
	v_add3_u32 v69, v53, v68, s7
	v_cmp_u_f32 s[32:33], v53, v53
	v_mov_b32 v68, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v69, v69, v68, s[32:33]
	v_and_b32 v68, 0xffff0000, v69
	v_bfe_u32 v69, v54, 16, 1                           ; round to bf16
	v_add3_u32 v70, v54, v69, s7
	v_cmp_u_f32 s[32:33], v54, v54
	v_mov_b32 v69, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v70, v70, v69, s[32:33]
	v_and_b32 v69, 0xffff0000, v70
	v_bfe_u32 v70, v55, 16, 1                           ; round to bf16
	v_add3_u32 v71, v55, v70, s7
	v_cmp_u_f32 s[32:33], v55, v55
	v_mov_b32 v70, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v71, v71, v70, s[32:33]
	v_and_b32 v70, 0xffff0000, v71
	v_bfe_u32 v71, v56, 16, 1                           ; round to bf16
	v_add3_u32 v72, v56, v71, s7
	v_cmp_u_f32 s[32:33], v56, v56
	v_mov_b32 v71, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v72, v72, v71, s[32:33]
	v_and_b32 v71, 0xffff0000, v72
	v_bfe_u32 v72, v57, 16, 1                           ; round to bf16
	v_add3_u32 v73, v57, v72, s7
	v_cmp_u_f32 s[32:33], v57, v57
	v_mov_b32 v72, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v73, v73, v72, s[32:33]
	v_and_b32 v72, 0xffff0000, v73
	v_bfe_u32 v73, v58, 16, 1                           ; round to bf16
	v_add3_u32 v74, v58, v73, s7
	v_cmp_u_f32 s[32:33], v58, v58
	v_mov_b32 v73, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v74, v74, v73, s[32:33]
	v_and_b32 v73, 0xffff0000, v74
	v_bfe_u32 v74, v59, 16, 1                           ; round to bf16
	v_add3_u32 v75, v59, v74, s7
	v_cmp_u_f32 s[32:33], v59, v59
	v_mov_b32 v74, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v75, v75, v74, s[32:33]
	v_and_b32 v74, 0xffff0000, v75
	v_bfe_u32 v75, v60, 16, 1                           ; round to bf16
	v_add3_u32 v76, v60, v75, s7
	v_cmp_u_f32 s[32:33], v60, v60
	v_mov_b32 v75, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v76, v76, v75, s[32:33]
	v_and_b32 v75, 0xffff0000, v76
	v_bfe_u32 v76, v61, 16, 1                           ; round to bf16
	v_add3_u32 v77, v61, v76, s7
	v_cmp_u_f32 s[32:33], v61, v61
	v_mov_b32 v76, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v77, v77, v76, s[32:33]
	v_and_b32 v76, 0xffff0000, v77
	v_bfe_u32 v77, v62, 16, 1                           ; round to bf16
	v_add3_u32 v78, v62, v77, s7
	v_cmp_u_f32 s[32:33], v62, v62
	v_mov_b32 v77, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v78, v78, v77, s[32:33]
	v_and_b32 v77, 0xffff0000, v78
	v_bfe_u32 v78, v63, 16, 1                           ; round to bf16
	v_add3_u32 v79, v63, v78, s7
	v_cmp_u_f32 s[32:33], v63, v63
	v_mov_b32 v78, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v79, v79, v78, s[32:33]
	v_and_b32 v78, 0xffff0000, v79
	v_bfe_u32 v79, v64, 16, 1                           ; round to bf16
	v_add3_u32 v80, v64, v79, s7
	v_cmp_u_f32 s[32:33], v64, v64
	v_mov_b32 v79, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v80, v80, v79, s[32:33]
	v_and_b32 v79, 0xffff0000, v80
	v_bfe_u32 v80, v65, 16, 1                           ; round to bf16
	v_add3_u32 v81, v65, v80, s7
	v_cmp_u_f32 s[32:33], v65, v65
	v_mov_b32 v80, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v81, v81, v80, s[32:33]
	v_and_b32 v80, 0xffff0000, v81
	v_bfe_u32 v81, v66, 16, 1                           ; round to bf16
	v_add3_u32 v82, v66, v81, s7
	v_cmp_u_f32 s[32:33], v66, v66
	v_mov_b32 v81, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v82, v82, v81, s[32:33]
	v_and_b32 v81, 0xffff0000, v82
	v_bfe_u32 v82, v51, 16, 1                           ; round to bf16
	v_add3_u32 v83, v51, v82, s7
	v_cmp_u_f32 s[32:33], v51, v51
	v_mov_b32 v82, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v83, v83, v82, s[32:33]
	v_and_b32 v82, 0xffff0000, v83
	v_cndmask_b32 v83, 0, v67, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v67, 16, v83
	ds_write_b16 v11, v67 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v68, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v69, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v70, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v71, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v72, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v73, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v74, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v75, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v76, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v77, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v78, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v79, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v80, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v81, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v67, 0, v82, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v68, 16, v67
	ds_write_b16 v11, v68 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[68:71], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[72:75], v6 offset:36864              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[68:69], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[74:75], v[70:71], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[68:71], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[72:75], v6 offset:36896              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[68:69], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[74:75], v[70:71], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[68:71], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[72:75], v6 offset:36928              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[68:69], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[74:75], v[70:71], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[68:71], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[72:75], v6 offset:36960              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[72:73], v[68:69], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[74:75], v[70:71], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mul_f32 v67, v32, v50                             ; examples/attention_varlen.kgen:44
	v_cndmask_b32 v50, 0, v33, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v33, 0, v53, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v53, 0, v54, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v54, 0, v55, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v55, 0, v56, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v56, 0, v57, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v58, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v59, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v60, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v61, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v62, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v63, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v64, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v65, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v66, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v66, 0, v51, s[34:35]                 ; absent elements contribute the identity
	v_add_f32 v51, v50, v33                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v51, v53                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v54                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v55                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v56                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v57                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v58                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v59                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v60                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v61                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v62                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v63                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v64                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v33, v50, v65                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v50, v33, v66                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_and_b32 v33, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:44): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v51, v33, v50
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v50, v51
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_307
	ds_write_b32 v5, v33 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:44): this warp group's partial
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 0
	ds_read_b32 v50, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v33, v50
	v_add_f32 v33, v67, v51                             ; examples/attention_varlen.kgen:44
	v_mov_b32 v32, v33                                  ; next 'l'
	v_mov_b32 v1, v52                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:9216             ; 16 bytes into st1
	ds_write_b128 v13, v[38:41] offset:13824            ; 16 bytes into st1
	v_perm_b32 v33, v46, v42, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v33 offset:18432                  ; a K-pair into st2
	v_perm_b32 v33, v46, v42, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v33 offset:18576                  ; a K-pair into st2
	v_perm_b32 v33, v47, v43, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v33 offset:18720                  ; a K-pair into st2
	v_perm_b32 v33, v47, v43, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v33 offset:18864                  ; a K-pair into st2
	v_perm_b32 v33, v48, v44, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v33 offset:19008                  ; a K-pair into st2
	v_perm_b32 v33, v48, v44, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v33 offset:19152                  ; a K-pair into st2
	v_perm_b32 v33, v49, v45, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v33 offset:19296                  ; a K-pair into st2
	v_perm_b32 v33, v49, v45, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v33 offset:19440                  ; a K-pair into st2
.Lattention_varlen_causal_if4_end:
	s_add_u32 s16, s16, 0x80
	s_cmp_lt_u32 s16, s15
	s_cbranch_scc1 .Lattention_varlen_causal_loop3
.Lattention_varlen_causal_loop3_end:
	s_add_u32 s5, s17, s9
	s_sub_u32 s6, s8, s9
	s_cmp_ge_u32 s6, 64                                 ; at least one whole chunk of 'tt'
	s_cselect_b32 s8, 1, 0
	s_sub_u32 s9, s6, 63
	s_cmp_lg_u32 s8, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s8, s9, 0
	s_cmp_lg_u32 s14, 0
	s_cselect_b32 s9, s8, 0
	s_mov_b32 s8, 0                                     ; for tt in t: steps of 64: whole chunks
	s_cmp_ge_u32 s8, s9
	s_cbranch_scc1 .Lattention_varlen_causal_loop4_end
.Lattention_varlen_causal_loop4:
	s_add_u32 s14, s5, s8
	v_add_u32 v12, s25, v3
	v_add_u32 v14, 0, v12                               ; index along 's' (examples/attention_varlen.kgen:39)
	s_sub_i32 s15, s21, s31                             ; examples/attention_varlen.kgen:39
	v_add_u32 v12, s15, v14                             ; examples/attention_varlen.kgen:39
	v_add_u32 v14, s14, v9
	v_add_u32 v33, 0, v14                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v34, 1, v14                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v35, 2, v14                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v36, 3, v14                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v37, 8, v14                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v38, 9, v14                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v39, 10, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v40, 11, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v41, 16, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v42, 17, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v43, 18, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v44, 19, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v45, 24, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v46, 25, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v47, 26, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v48, 27, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_cmp_ge_i32 s[16:17], v12, v33                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[32:33], v12, v34                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[34:35], v12, v35                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[38:39], v12, v36                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[40:41], v12, v37                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[42:43], v12, v38                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[44:45], v12, v39                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[46:47], v12, v40                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[48:49], v12, v41                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[50:51], v12, v42                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[52:53], v12, v43                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[54:55], v12, v44                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[56:57], v12, v45                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[58:59], v12, v46                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[60:61], v12, v47                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[62:63], v12, v48                     ; examples/attention_varlen.kgen:39
	s_mul_i32 s64, s14, s23
	s_mul_hi_u32 s65, s14, s23
	s_lshl_b64 s[14:15], s[64:65], 1
	s_add_u32 s64, s36, s14                             ; 'k' at this chunk
	s_addc_u32 s65, s37, s15
	global_load_dwordx4 v[34:37], v10, s[64:65]         ; examples/attention_varlen.kgen:39: 16-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v12, 16, v34
	v_and_b32 v14, 0xffff0000, v34
	v_lshlrev_b32 v33, 16, v35
	v_and_b32 v38, 0xffff0000, v35
	v_lshlrev_b32 v39, 16, v36
	v_and_b32 v40, 0xffff0000, v36
	v_lshlrev_b32 v41, 16, v37
	v_and_b32 v42, 0xffff0000, v37
	s_mul_i32 s22, s23, 32
	s_lshl_b32 s26, s22, 1
	v_add_u32 v34, s26, v10
	global_load_dwordx4 v[44:47], v34, s[64:65]         ; examples/attention_varlen.kgen:39: 16-byte load of 'k'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v44
	v_and_b32 v36, 0xffff0000, v44
	v_lshlrev_b32 v37, 16, v45
	v_and_b32 v43, 0xffff0000, v45
	v_lshlrev_b32 v48, 16, v46
	v_and_b32 v49, 0xffff0000, v46
	v_lshlrev_b32 v50, 16, v47
	v_and_b32 v51, 0xffff0000, v47
	v_lshrrev_b32 v44, 16, v12
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v13, v44 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v14
	ds_write_b16 v13, v12 offset:9218                   ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v33
	ds_write_b16 v13, v12 offset:9220                   ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v38
	ds_write_b16 v13, v12 offset:9222                   ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v39
	ds_write_b16 v13, v12 offset:9224                   ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v40
	ds_write_b16 v13, v12 offset:9226                   ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v41
	ds_write_b16 v13, v12 offset:9228                   ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v42
	ds_write_b16 v13, v12 offset:9230                   ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v35
	ds_write_b16 v13, v12 offset:13824                  ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v36
	ds_write_b16 v13, v12 offset:13826                  ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v37
	ds_write_b16 v13, v12 offset:13828                  ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v43
	ds_write_b16 v13, v12 offset:13830                  ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v48
	ds_write_b16 v13, v12 offset:13832                  ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v49
	ds_write_b16 v13, v12 offset:13834                  ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v50
	ds_write_b16 v13, v12 offset:13836                  ; A operand of the product: stage
	v_lshrrev_b32 v12, 16, v51
	ds_write_b16 v13, v12 offset:13838                  ; A operand of the product: stage
	v_mov_b32 v36, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v38, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v40, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v42, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v43, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v44, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v45, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v46, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v47, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v48, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v49, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v50, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	ds_read_b128 v[52:55], v2                           ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[56:59], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[56:57], v[52:53], v[36:51] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[58:59], v[54:55], v[36:51] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[52:55], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[56:59], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[56:57], v[52:53], v[36:51] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[58:59], v[54:55], v[36:51] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[52:55], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[56:59], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[56:57], v[52:53], v[36:51] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[58:59], v[54:55], v[36:51] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[52:55], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[56:59], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[36:51], v[56:57], v[52:53], v[36:51] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[36:51], v[58:59], v[54:55], v[36:51] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mul_f32 v12, s20, v36                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v14, s20, v37                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v33, s20, v38                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v35, s20, v39                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v52, s20, v40                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v53, s20, v41                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v54, s20, v42                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v55, s20, v43                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v56, s20, v44                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v57, s20, v45                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v58, s20, v46                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v59, s20, v47                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v60, s20, v48                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v61, s20, v49                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v62, s20, v50                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v63, s20, v51                             ; examples/attention_varlen.kgen:39
	v_mov_b32 v36, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v37, v36, v12, s[16:17]
	v_mov_b32 v12, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v36, v12, v14, s[32:33]
	v_mov_b32 v12, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v14, v12, v33, s[34:35]
	v_mov_b32 v12, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v33, v12, v35, s[38:39]
	v_mov_b32 v12, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v35, v12, v52, s[40:41]
	v_mov_b32 v12, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v38, v12, v53, s[42:43]
	v_mov_b32 v12, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v39, v12, v54, s[44:45]
	v_mov_b32 v12, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v40, v12, v55, s[46:47]
	v_mov_b32 v12, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v41, v12, v56, s[48:49]
	v_mov_b32 v12, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v42, v12, v57, s[50:51]
	v_mov_b32 v12, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v43, v12, v58, s[52:53]
	v_mov_b32 v12, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v44, v12, v59, s[54:55]
	v_mov_b32 v12, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v45, v12, v60, s[56:57]
	v_mov_b32 v12, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v46, v12, v61, s[58:59]
	v_mov_b32 v12, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v47, v12, v62, s[60:61]
	v_mov_b32 v12, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v48, v12, v63, s[62:63]
	s_add_i32 s16, s27, 0                               ; index along 'b' (examples/attention_varlen.kgen:39)
	s_add_i32 s17, s16, 1                               ; examples/attention_varlen.kgen:39
	s_cmp_lt_u32 s17, s24                               ; subscript 0 of 'cu_k' inside [0, B1)
	s_cselect_b32 s16, 1, 0
	s_and_b32 s17, s16, s16
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_mov_b32 v12, 0xff800000
	v_cndmask_b32 v49, v12, v37, s[32:33]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_mov_b32 v12, 0xff800000
	v_cndmask_b32 v50, v12, v36, s[32:33]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_mov_b32 v12, 0xff800000
	v_cndmask_b32 v51, v12, v14, s[32:33]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_mov_b32 v12, 0xff800000
	v_cndmask_b32 v52, v12, v33, s[32:33]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_mov_b32 v12, 0xff800000
	v_cndmask_b32 v53, v12, v35, s[32:33]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_mov_b32 v12, 0xff800000
	v_cndmask_b32 v54, v12, v38, s[32:33]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_mov_b32 v12, 0xff800000
	v_cndmask_b32 v55, v12, v39, s[32:33]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_mov_b32 v12, 0xff800000
	v_cndmask_b32 v56, v12, v40, s[32:33]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_mov_b32 v12, 0xff800000
	v_cndmask_b32 v57, v12, v41, s[32:33]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_mov_b32 v12, 0xff800000
	v_cndmask_b32 v58, v12, v42, s[32:33]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_mov_b32 v12, 0xff800000
	v_cndmask_b32 v59, v12, v43, s[32:33]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_mov_b32 v12, 0xff800000
	v_cndmask_b32 v60, v12, v44, s[32:33]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_mov_b32 v12, 0xff800000
	v_cndmask_b32 v61, v12, v45, s[32:33]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_mov_b32 v12, 0xff800000
	v_cndmask_b32 v62, v12, v46, s[32:33]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_mov_b32 v12, 0xff800000
	v_cndmask_b32 v63, v12, v47, s[32:33]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[32:33], exec, 0
	v_mov_b32 v12, 0xff800000
	v_cndmask_b32 v64, v12, v48, s[32:33]
	v_max_f32 v12, v49, v50                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v49, v50
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v12, v49, s[32:33]
	v_max_f32 v12, v50, v51                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v50, v51
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v12, v49, s[32:33]
	v_max_f32 v12, v50, v52                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v50, v52
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v12, v49, s[32:33]
	v_max_f32 v12, v50, v53                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v50, v53
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v12, v49, s[32:33]
	v_max_f32 v12, v50, v54                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v50, v54
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v12, v49, s[32:33]
	v_max_f32 v12, v50, v55                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v50, v55
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v12, v49, s[32:33]
	v_max_f32 v12, v50, v56                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v50, v56
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v12, v49, s[32:33]
	v_max_f32 v12, v50, v57                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v50, v57
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v12, v49, s[32:33]
	v_max_f32 v12, v50, v58                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v50, v58
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v12, v49, s[32:33]
	v_max_f32 v12, v50, v59                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v50, v59
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v12, v49, s[32:33]
	v_max_f32 v12, v50, v60                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v50, v60
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v12, v49, s[32:33]
	v_max_f32 v12, v50, v61                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v50, v61
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v12, v49, s[32:33]
	v_max_f32 v12, v50, v62                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v50, v62
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v12, v49, s[32:33]
	v_max_f32 v12, v50, v63                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v50, v63
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v12, v49, s[32:33]
	v_max_f32 v12, v50, v64                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[32:33], v50, v64
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v12, v49, s[32:33]
	v_and_b32 v12, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:41): lanes 32 apart
	v_xor_b32 v12, 32, v12
	v_lshlrev_b32 v12, 2, v12
	ds_bpermute_b32 v49, v12, v50
	s_waitcnt lgkmcnt(0)
	v_max_f32 v12, v50, v49
	v_cmp_u_f32 s[32:33], v50, v49
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v12, v49, s[32:33]
	s_and_saveexec_b64 s[32:33], s[28:29]               ; lanes where %vpred_307
	ds_write_b32 v5, v50 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:41): this warp group's partial
	s_mov_b64 exec, s[32:33]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v12, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 0
	ds_read_b32 v49, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v50, v12, v49
	v_cmp_u_f32 s[32:33], v12, v49
	v_mov_b32 v12, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v50, v12, s[32:33]
	v_max_f32 v12, v1, v49                              ; examples/attention_varlen.kgen:41
	v_cmp_u_f32 s[32:33], v1, v49
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v12, v49, s[32:33]
	v_sub_f32 v12, v1, v50                              ; examples/attention_varlen.kgen:43
	v_mul_f32 v49, 0x3fb8aa3b, v12                      ; examples/attention_varlen.kgen:43
	v_exp_f32 v12, v49                                  ; examples/attention_varlen.kgen:43
	s_nop 0
	v_mul_f32 v49, v16, v12                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v51, v17, v12                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v52, v18, v12                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v53, v19, v12                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v54, v20, v12                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v55, v21, v12                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v56, v22, v12                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v57, v23, v12                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v58, v24, v12                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v59, v25, v12                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v60, v26, v12                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v61, v27, v12                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v62, v28, v12                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v63, v29, v12                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v64, v30, v12                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v65, v31, v12                             ; examples/attention_varlen.kgen:45
	v_mov_b32 v16, v49                                  ; 'acc' scaled in place
	v_mov_b32 v17, v51                                  ; 'acc' scaled in place
	v_mov_b32 v18, v52                                  ; 'acc' scaled in place
	v_mov_b32 v19, v53                                  ; 'acc' scaled in place
	v_mov_b32 v20, v54                                  ; 'acc' scaled in place
	v_mov_b32 v21, v55                                  ; 'acc' scaled in place
	v_mov_b32 v22, v56                                  ; 'acc' scaled in place
	v_mov_b32 v23, v57                                  ; 'acc' scaled in place
	v_mov_b32 v24, v58                                  ; 'acc' scaled in place
	v_mov_b32 v25, v59                                  ; 'acc' scaled in place
	v_mov_b32 v26, v60                                  ; 'acc' scaled in place
	v_mov_b32 v27, v61                                  ; 'acc' scaled in place
	v_mov_b32 v28, v62                                  ; 'acc' scaled in place
	v_mov_b32 v29, v63                                  ; 'acc' scaled in place
	v_mov_b32 v30, v64                                  ; 'acc' scaled in place
	v_mov_b32 v31, v65                                  ; 'acc' scaled in place
	s_add_u32 s32, s10, s14                             ; 'v' at this chunk
	s_addc_u32 s33, s11, s15
	global_load_dwordx4 v[52:55], v10, s[32:33]         ; examples/attention_varlen.kgen:45: 16-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v52
	v_and_b32 v51, 0xffff0000, v52
	v_lshlrev_b32 v56, 16, v53
	v_and_b32 v57, 0xffff0000, v53
	v_lshlrev_b32 v58, 16, v54
	v_and_b32 v59, 0xffff0000, v54
	v_lshlrev_b32 v60, 16, v55
	v_and_b32 v61, 0xffff0000, v55
	global_load_dwordx4 v[52:55], v34, s[32:33]         ; examples/attention_varlen.kgen:45: 16-byte load of 'v'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v52
	v_and_b32 v62, 0xffff0000, v52
	v_lshlrev_b32 v63, 16, v53
	v_and_b32 v64, 0xffff0000, v53
	v_lshlrev_b32 v65, 16, v54
	v_and_b32 v66, 0xffff0000, v54
	v_lshlrev_b32 v67, 16, v55
	v_and_b32 v68, 0xffff0000, v55
	v_lshrrev_b32 v52, 16, v49
	ds_write_b16 v15, v52 offset:18432                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v51
	ds_write_b16 v15, v49 offset:18576                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v56
	ds_write_b16 v15, v49 offset:18720                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v57
	ds_write_b16 v15, v49 offset:18864                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v58
	ds_write_b16 v15, v49 offset:19008                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v59
	ds_write_b16 v15, v49 offset:19152                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v60
	ds_write_b16 v15, v49 offset:19296                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v61
	ds_write_b16 v15, v49 offset:19440                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v34
	ds_write_b16 v15, v49 offset:18496                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v62
	ds_write_b16 v15, v34 offset:18640                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v63
	ds_write_b16 v15, v34 offset:18784                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v64
	ds_write_b16 v15, v34 offset:18928                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v65
	ds_write_b16 v15, v34 offset:19072                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v66
	ds_write_b16 v15, v34 offset:19216                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v67
	ds_write_b16 v15, v34 offset:19360                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v68
	ds_write_b16 v15, v34 offset:19504                  ; A operand of the product: stage
	v_mul_f32 v34, 0xbfb8aa3b, v50                      ; -m log2 e of e^(x - m), once per m (examples/attention_varlen.kgen:42)
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v37, v49, v34
	v_exp_f32 v37, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v36, v49, v34
	v_exp_f32 v36, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v14, v49, v34
	v_exp_f32 v14, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v33, v49, v34
	v_exp_f32 v33, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v35, v49, v34
	v_exp_f32 v35, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v38, v49, v34
	v_exp_f32 v38, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v39, v49, v34
	v_exp_f32 v39, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v40, v49, v34
	v_exp_f32 v40, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v41, v49, v34
	v_exp_f32 v41, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v42, v49, v34
	v_exp_f32 v42, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v43, v49, v34
	v_exp_f32 v43, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v44, v49, v34
	v_exp_f32 v44, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v45, v49, v34
	v_exp_f32 v45, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v46, v49, v34
	v_exp_f32 v46, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v47, v49, v34
	v_exp_f32 v47, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v48, v49, v34
	v_exp_f32 v34, v51                                  ; examples/attention_varlen.kgen:42
	v_bfe_u32 v48, v37, 16, 1                           ; round to bf16
	v_add3_u32 v49, v37, v48, s7
	v_cmp_u_f32 s[14:15], v37, v37
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v49, v48, s[14:15]
	v_and_b32 v48, 0xffff0000, v49
	v_bfe_u32 v49, v36, 16, 1                           ; round to bf16
	v_add3_u32 v51, v36, v49, s7
	v_cmp_u_f32 s[14:15], v36, v36
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v49, s[14:15]
	v_and_b32 v49, 0xffff0000, v51
	v_bfe_u32 v51, v14, 16, 1                           ; round to bf16
	v_add3_u32 v52, v14, v51, s7
	v_cmp_u_f32 s[14:15], v14, v14
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v52, v51, s[14:15]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v33, 16, 1                           ; round to bf16
	v_add3_u32 v53, v33, v52, s7
	v_cmp_u_f32 s[14:15], v33, v33
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v52, s[14:15]
	v_and_b32 v52, 0xffff0000, v53
	v_bfe_u32 v53, v35, 16, 1                           ; round to bf16
	v_add3_u32 v54, v35, v53, s7
	v_cmp_u_f32 s[14:15], v35, v35
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[14:15]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v38, 16, 1                           ; round to bf16
	v_add3_u32 v55, v38, v54, s7
	v_cmp_u_f32 s[14:15], v38, v38
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[14:15]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v39, 16, 1                           ; round to bf16
	v_add3_u32 v56, v39, v55, s7
	v_cmp_u_f32 s[14:15], v39, v39
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v40, 16, 1                           ; round to bf16
	v_add3_u32 v57, v40, v56, s7
	v_cmp_u_f32 s[14:15], v40, v40
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v41, 16, 1                           ; round to bf16
	v_add3_u32 v58, v41, v57, s7
	v_cmp_u_f32 s[14:15], v41, v41
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[14:15]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v42, 16, 1                           ; round to bf16
	v_add3_u32 v59, v42, v58, s7
	v_cmp_u_f32 s[14:15], v42, v42
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[14:15]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v43, 16, 1                           ; round to bf16
	v_add3_u32 v60, v43, v59, s7
	v_cmp_u_f32 s[14:15], v43, v43
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v44, 16, 1                           ; round to bf16
	v_add3_u32 v61, v44, v60, s7
	v_cmp_u_f32 s[14:15], v44, v44
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[14:15]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v45, 16, 1                           ; round to bf16
	v_add3_u32 v62, v45, v61, s7
	v_cmp_u_f32 s[14:15], v45, v45
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[14:15]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v46, 16, 1                           ; round to bf16
	v_add3_u32 v63, v46, v62, s7
	v_cmp_u_f32 s[14:15], v46, v46
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[14:15]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v47, 16, 1                           ; round to bf16
	v_add3_u32 v64, v47, v63, s7
	v_cmp_u_f32 s[14:15], v47, v47
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[14:15]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v34, 16, 1                           ; round to bf16
	v_add3_u32 v65, v34, v64, s7
	v_cmp_u_f32 s[14:15], v34, v34
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[14:15]
	v_and_b32 v64, 0xffff0000, v65
	s_cmp_lg_u32 s17, 0                                 ; absent elements add nothing
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v65, 0, v48, s[14:15]
	v_lshrrev_b32 v48, 16, v65
	ds_write_b16 v11, v48 offset:46592                  ; B operand of the product: stage
	s_cmp_lg_u32 s17, 0                                 ; absent elements add nothing
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v48, 0, v49, s[14:15]
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46594                  ; B operand of the product: stage
	s_cmp_lg_u32 s17, 0                                 ; absent elements add nothing
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v48, 0, v51, s[14:15]
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46596                  ; B operand of the product: stage
	s_cmp_lg_u32 s17, 0                                 ; absent elements add nothing
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v48, 0, v52, s[14:15]
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46598                  ; B operand of the product: stage
	s_cmp_lg_u32 s17, 0                                 ; absent elements add nothing
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v48, 0, v53, s[14:15]
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46608                  ; B operand of the product: stage
	s_cmp_lg_u32 s17, 0                                 ; absent elements add nothing
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v48, 0, v54, s[14:15]
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46610                  ; B operand of the product: stage
	s_cmp_lg_u32 s17, 0                                 ; absent elements add nothing
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v48, 0, v55, s[14:15]
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46612                  ; B operand of the product: stage
	s_cmp_lg_u32 s17, 0                                 ; absent elements add nothing
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v48, 0, v56, s[14:15]
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46614                  ; B operand of the product: stage
	s_cmp_lg_u32 s17, 0                                 ; absent elements add nothing
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v48, 0, v57, s[14:15]
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46624                  ; B operand of the product: stage
	s_cmp_lg_u32 s17, 0                                 ; absent elements add nothing
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v48, 0, v58, s[14:15]
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46626                  ; B operand of the product: stage
	s_cmp_lg_u32 s17, 0                                 ; absent elements add nothing
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v48, 0, v59, s[14:15]
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46628                  ; B operand of the product: stage
	s_cmp_lg_u32 s17, 0                                 ; absent elements add nothing
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v48, 0, v60, s[14:15]
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46630                  ; B operand of the product: stage
	s_cmp_lg_u32 s17, 0                                 ; absent elements add nothing
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v48, 0, v61, s[14:15]
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46640                  ; B operand of the product: stage
	s_cmp_lg_u32 s17, 0                                 ; absent elements add nothing
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v48, 0, v62, s[14:15]
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46642                  ; B operand of the product: stage
	s_cmp_lg_u32 s17, 0                                 ; absent elements add nothing
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v48, 0, v63, s[14:15]
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46644                  ; B operand of the product: stage
	s_cmp_lg_u32 s17, 0                                 ; absent elements add nothing
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v48, 0, v64, s[14:15]
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[52:55], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[56:59], v6 offset:18432              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[58:59], v[54:55], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[52:55], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[56:59], v6 offset:18464              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[58:59], v[54:55], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[52:55], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[56:59], v6 offset:18496              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[58:59], v[54:55], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[52:55], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[56:59], v6 offset:18528              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[58:59], v[54:55], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mul_f32 v48, v32, v12                             ; examples/attention_varlen.kgen:44
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v12, 0, v37, s[14:15]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v37, 0, v36, s[14:15]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v36, 0, v14, s[14:15]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v14, 0, v33, s[14:15]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v33, 0, v35, s[14:15]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v35, 0, v38, s[14:15]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v38, 0, v39, s[14:15]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v39, 0, v40, s[14:15]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v40, 0, v41, s[14:15]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v41, 0, v42, s[14:15]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v42, 0, v43, s[14:15]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v43, 0, v44, s[14:15]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v44, 0, v45, s[14:15]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v45, 0, v46, s[14:15]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v46, 0, v47, s[14:15]
	s_cmp_lg_u32 s17, 0                                 ; absent elements contribute the identity
	s_cselect_b64 s[14:15], exec, 0
	v_cndmask_b32 v47, 0, v34, s[14:15]
	v_add_f32 v34, v12, v37                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v12, v34, v36                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v34, v12, v14                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v12, v34, v33                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v14, v12, v35                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v12, v14, v38                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v14, v12, v39                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v12, v14, v40                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v14, v12, v41                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v12, v14, v42                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v14, v12, v43                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v12, v14, v44                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v14, v12, v45                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v12, v14, v46                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v14, v12, v47                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_and_b32 v12, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:44): lanes 32 apart
	v_xor_b32 v12, 32, v12
	v_lshlrev_b32 v12, 2, v12
	ds_bpermute_b32 v33, v12, v14
	s_waitcnt lgkmcnt(0)
	v_add_f32 v12, v14, v33
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_307
	ds_write_b32 v5, v12 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:44): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v12, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 0
	ds_read_b32 v14, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v12, v14
	v_add_f32 v12, v48, v33                             ; examples/attention_varlen.kgen:44
	v_mov_b32 v32, v12                                  ; next 'l'
	v_mov_b32 v1, v50                                   ; next 'mx'
	s_add_u32 s8, s8, 64
	s_cmp_lt_u32 s8, s9
	s_cbranch_scc1 .Lattention_varlen_causal_loop4
.Lattention_varlen_causal_loop4_end:
	s_mov_b32 s9, s8                                    ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s9, s6
	s_cbranch_scc1 .Lattention_varlen_causal_loop5_end
.Lattention_varlen_causal_loop5:
	s_add_u32 s8, s5, s9
	s_sub_u32 s14, s6, s9
	v_add_u32 v12, s25, v3
	v_add_u32 v14, 0, v12                               ; index along 's' (examples/attention_varlen.kgen:39)
	s_sub_i32 s15, s21, s31                             ; examples/attention_varlen.kgen:39
	v_add_u32 v12, s15, v14                             ; examples/attention_varlen.kgen:39
	v_add_u32 v14, s8, v9
	v_add_u32 v33, 0, v14                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v34, 1, v14                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v35, 2, v14                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v36, 3, v14                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v37, 8, v14                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v38, 9, v14                               ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v39, 10, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v40, 11, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v41, 16, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v42, 17, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v43, 18, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v44, 19, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v45, 24, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v46, 25, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v47, 26, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_add_u32 v48, 27, v14                              ; index along 'tt' (examples/attention_varlen.kgen:39)
	v_cmp_ge_i32 s[16:17], v12, v33                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[32:33], v12, v34                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[34:35], v12, v35                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[38:39], v12, v36                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[40:41], v12, v37                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[42:43], v12, v38                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[44:45], v12, v39                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[46:47], v12, v40                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[48:49], v12, v41                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[50:51], v12, v42                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[52:53], v12, v43                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[54:55], v12, v44                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[56:57], v12, v45                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[58:59], v12, v46                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[60:61], v12, v47                     ; examples/attention_varlen.kgen:39
	v_cmp_ge_i32 s[62:63], v12, v48                     ; examples/attention_varlen.kgen:39
	s_mul_i32 s64, s8, s23
	s_mul_hi_u32 s65, s8, s23
	s_lshl_b64 s[66:67], s[64:65], 1
	s_add_u32 s64, s36, s66                             ; 'k' at this chunk
	s_addc_u32 s65, s37, s67
	v_cmp_lt_u32 s[68:69], v8, s14                      ; 'tt' element in bounds
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_2409
	global_load_ushort v12, v10, s[64:65]               ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_2409
	global_load_ushort v12, v10, s[64:65] offset:2      ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_2409
	global_load_ushort v12, v10, s[64:65] offset:4      ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_2409
	global_load_ushort v12, v10, s[64:65] offset:6      ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_2409
	global_load_ushort v12, v10, s[64:65] offset:8      ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_2409
	global_load_ushort v12, v10, s[64:65] offset:10     ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_2409
	global_load_ushort v12, v10, s[64:65] offset:12     ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[70:71], s[68:69]               ; lanes where %vpred_2409
	global_load_ushort v12, v10, s[64:65] offset:14     ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[70:71]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v12
	s_mul_i32 s8, s23, 32
	s_lshl_b32 s15, s8, 1
	v_add_u32 v12, s15, v10
	v_add_u32 v40, 32, v8
	v_cmp_lt_u32 s[70:71], v40, s14                     ; 'tt' element in bounds
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_2430
	global_load_ushort v40, v12, s[64:65]               ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v40
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_2430
	global_load_ushort v40, v12, s[64:65] offset:2      ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v40
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_2430
	global_load_ushort v40, v12, s[64:65] offset:4      ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v40
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_2430
	global_load_ushort v40, v12, s[64:65] offset:6      ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v40
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_2430
	global_load_ushort v40, v12, s[64:65] offset:8      ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v40
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_2430
	global_load_ushort v40, v12, s[64:65] offset:10     ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v40
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_2430
	global_load_ushort v40, v12, s[64:65] offset:12     ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v40
	v_mov_b32 v40, 0                                    ; absent element
	s_and_saveexec_b64 s[72:73], s[70:71]               ; lanes where %vpred_2430
	global_load_ushort v40, v12, s[64:65] offset:14     ; examples/attention_varlen.kgen:39: load of 'k'
	s_mov_b64 exec, s[72:73]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v40
	v_lshrrev_b32 v40, 16, v14
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v13, v40 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v33
	ds_write_b16 v13, v14 offset:9218                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v34
	ds_write_b16 v13, v14 offset:9220                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v35
	ds_write_b16 v13, v14 offset:9222                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v36
	ds_write_b16 v13, v14 offset:9224                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v37
	ds_write_b16 v13, v14 offset:9226                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v38
	ds_write_b16 v13, v14 offset:9228                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v39
	ds_write_b16 v13, v14 offset:9230                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v41
	ds_write_b16 v13, v14 offset:13824                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v42
	ds_write_b16 v13, v14 offset:13826                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v43
	ds_write_b16 v13, v14 offset:13828                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v44
	ds_write_b16 v13, v14 offset:13830                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v45
	ds_write_b16 v13, v14 offset:13832                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v46
	ds_write_b16 v13, v14 offset:13834                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v47
	ds_write_b16 v13, v14 offset:13836                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v48
	ds_write_b16 v13, v14 offset:13838                  ; A operand of the product: stage
	v_mov_b32 v34, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v35, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v36, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v38, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v40, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v42, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v43, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v44, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v45, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v46, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v47, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v48, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	v_mov_b32 v49, 0                                    ; examples/attention_varlen.kgen:39: product accumulator
	ds_read_b128 v[50:53], v2                           ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[54:57], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[54:55], v[50:51], v[34:49] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[56:57], v[52:53], v[34:49] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[54:57], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[54:55], v[50:51], v[34:49] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[56:57], v[52:53], v[34:49] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[54:57], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[54:55], v[50:51], v[34:49] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[56:57], v[52:53], v[34:49] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[54:57], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[54:55], v[50:51], v[34:49] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[56:57], v[52:53], v[34:49] ; examples/attention_varlen.kgen:39: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_mul_f32 v14, s20, v34                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v33, s20, v35                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v50, s20, v36                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v51, s20, v37                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v52, s20, v38                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v53, s20, v39                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v54, s20, v40                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v55, s20, v41                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v56, s20, v42                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v57, s20, v43                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v58, s20, v44                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v59, s20, v45                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v60, s20, v46                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v61, s20, v47                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v62, s20, v48                             ; examples/attention_varlen.kgen:39
	v_mul_f32 v63, s20, v49                             ; examples/attention_varlen.kgen:39
	v_mov_b32 v34, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v35, v34, v14, s[16:17]
	v_mov_b32 v14, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v34, v14, v33, s[32:33]
	v_mov_b32 v14, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v33, v14, v50, s[34:35]
	v_mov_b32 v14, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v36, v14, v51, s[38:39]
	v_mov_b32 v14, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v37, v14, v52, s[40:41]
	v_mov_b32 v14, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v38, v14, v53, s[42:43]
	v_mov_b32 v14, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v39, v14, v54, s[44:45]
	v_mov_b32 v14, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v40, v14, v55, s[46:47]
	v_mov_b32 v14, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v41, v14, v56, s[48:49]
	v_mov_b32 v14, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v42, v14, v57, s[50:51]
	v_mov_b32 v14, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v43, v14, v58, s[52:53]
	v_mov_b32 v14, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v44, v14, v59, s[54:55]
	v_mov_b32 v14, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v45, v14, v60, s[56:57]
	v_mov_b32 v14, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v46, v14, v61, s[58:59]
	v_mov_b32 v14, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v47, v14, v62, s[60:61]
	v_mov_b32 v14, 0xff800000                           ; examples/attention_varlen.kgen:39
	v_cndmask_b32 v48, v14, v63, s[62:63]
	v_cmp_lt_u32 s[16:17], v9, s14                      ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[16:17]
	s_add_i32 s8, s27, 0                                ; index along 'b' (examples/attention_varlen.kgen:39)
	s_add_i32 s15, s8, 1                                ; examples/attention_varlen.kgen:39
	s_cmp_lt_u32 s15, s24                               ; subscript 0 of 'cu_k' inside [0, B1)
	s_cselect_b32 s8, 1, 0
	s_and_b32 s15, s8, s8
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[34:35], s[32:33], s[16:17]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v49, v14, v35, s[34:35]
	v_add_u32 v14, 1, v9
	v_cmp_lt_u32 s[16:17], v14, s14                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[16:17]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[38:39], s[32:33], s[16:17]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v50, v14, v34, s[38:39]
	v_add_u32 v14, 2, v9
	v_cmp_lt_u32 s[16:17], v14, s14                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[16:17]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[40:41], s[32:33], s[16:17]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v51, v14, v33, s[40:41]
	v_add_u32 v14, 3, v9
	v_cmp_lt_u32 s[16:17], v14, s14                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[16:17]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[42:43], s[32:33], s[16:17]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v52, v14, v36, s[42:43]
	v_add_u32 v14, 8, v9
	v_cmp_lt_u32 s[16:17], v14, s14                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[16:17]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[44:45], s[32:33], s[16:17]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v53, v14, v37, s[44:45]
	v_add_u32 v14, 9, v9
	v_cmp_lt_u32 s[16:17], v14, s14                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[16:17]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[46:47], s[32:33], s[16:17]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v54, v14, v38, s[46:47]
	v_add_u32 v14, 10, v9
	v_cmp_lt_u32 s[16:17], v14, s14                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[16:17]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[48:49], s[32:33], s[16:17]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v55, v14, v39, s[48:49]
	v_add_u32 v14, 11, v9
	v_cmp_lt_u32 s[16:17], v14, s14                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[16:17]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[50:51], s[32:33], s[16:17]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v56, v14, v40, s[50:51]
	v_add_u32 v14, 16, v9
	v_cmp_lt_u32 s[16:17], v14, s14                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[16:17]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[52:53], s[32:33], s[16:17]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v57, v14, v41, s[52:53]
	v_add_u32 v14, 17, v9
	v_cmp_lt_u32 s[16:17], v14, s14                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[16:17]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[54:55], s[32:33], s[16:17]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v58, v14, v42, s[54:55]
	v_add_u32 v14, 18, v9
	v_cmp_lt_u32 s[16:17], v14, s14                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[16:17]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[56:57], s[32:33], s[16:17]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v59, v14, v43, s[56:57]
	v_add_u32 v14, 19, v9
	v_cmp_lt_u32 s[16:17], v14, s14                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[16:17]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[58:59], s[32:33], s[16:17]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v60, v14, v44, s[58:59]
	v_add_u32 v14, 24, v9
	v_cmp_lt_u32 s[16:17], v14, s14                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[16:17]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[60:61], s[32:33], s[16:17]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v61, v14, v45, s[60:61]
	v_add_u32 v14, 25, v9
	v_cmp_lt_u32 s[16:17], v14, s14                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[16:17]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[62:63], s[32:33], s[16:17]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v62, v14, v46, s[62:63]
	v_add_u32 v14, 26, v9
	v_cmp_lt_u32 s[16:17], v14, s14                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[16:17]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[16:17], exec, 0
	s_and_b64 s[64:65], s[32:33], s[16:17]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v63, v14, v47, s[64:65]
	v_add_u32 v14, 27, v9
	v_cmp_lt_u32 s[16:17], v14, s14                     ; 'tt' element in bounds
	s_and_b64 s[32:33], s[12:13], s[16:17]
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[16:17], s[32:33], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v64, v14, v48, s[16:17]
	v_max_f32 v14, v49, v50                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[14:15], v49, v50
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v14, v49, s[14:15]
	v_max_f32 v14, v50, v51                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[14:15], v50, v51
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v14, v49, s[14:15]
	v_max_f32 v14, v50, v52                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[14:15], v50, v52
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v14, v49, s[14:15]
	v_max_f32 v14, v50, v53                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[14:15], v50, v53
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v14, v49, s[14:15]
	v_max_f32 v14, v50, v54                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[14:15], v50, v54
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v14, v49, s[14:15]
	v_max_f32 v14, v50, v55                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[14:15], v50, v55
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v14, v49, s[14:15]
	v_max_f32 v14, v50, v56                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[14:15], v50, v56
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v14, v49, s[14:15]
	v_max_f32 v14, v50, v57                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[14:15], v50, v57
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v14, v49, s[14:15]
	v_max_f32 v14, v50, v58                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[14:15], v50, v58
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v14, v49, s[14:15]
	v_max_f32 v14, v50, v59                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[14:15], v50, v59
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v14, v49, s[14:15]
	v_max_f32 v14, v50, v60                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[14:15], v50, v60
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v14, v49, s[14:15]
	v_max_f32 v14, v50, v61                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[14:15], v50, v61
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v14, v49, s[14:15]
	v_max_f32 v14, v50, v62                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[14:15], v50, v62
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v14, v49, s[14:15]
	v_max_f32 v14, v50, v63                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[14:15], v50, v63
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v14, v49, s[14:15]
	v_max_f32 v14, v50, v64                             ; max over 'tt' (examples/attention_varlen.kgen:41)
	v_cmp_u_f32 s[14:15], v50, v64
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v14, v49, s[14:15]
	v_and_b32 v14, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:41): lanes 32 apart
	v_xor_b32 v14, 32, v14
	v_lshlrev_b32 v14, 2, v14
	ds_bpermute_b32 v49, v14, v50
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v50, v49
	v_cmp_u_f32 s[14:15], v50, v49
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v14, v49, s[14:15]
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_307
	ds_write_b32 v5, v50 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:41): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v14, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 0
	ds_read_b32 v49, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:41): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v50, v14, v49
	v_cmp_u_f32 s[14:15], v14, v49
	v_mov_b32 v14, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v50, v14, s[14:15]
	v_max_f32 v14, v1, v49                              ; examples/attention_varlen.kgen:41
	v_cmp_u_f32 s[14:15], v1, v49
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v14, v49, s[14:15]
	v_sub_f32 v14, v1, v50                              ; examples/attention_varlen.kgen:43
	v_mul_f32 v49, 0x3fb8aa3b, v14                      ; examples/attention_varlen.kgen:43
	v_exp_f32 v14, v49                                  ; examples/attention_varlen.kgen:43
	s_nop 0
	v_mul_f32 v49, v16, v14                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v51, v17, v14                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v52, v18, v14                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v53, v19, v14                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v54, v20, v14                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v55, v21, v14                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v56, v22, v14                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v57, v23, v14                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v58, v24, v14                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v59, v25, v14                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v60, v26, v14                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v61, v27, v14                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v62, v28, v14                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v63, v29, v14                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v64, v30, v14                             ; examples/attention_varlen.kgen:45
	v_mul_f32 v65, v31, v14                             ; examples/attention_varlen.kgen:45
	v_mov_b32 v16, v49                                  ; 'acc' scaled in place
	v_mov_b32 v17, v51                                  ; 'acc' scaled in place
	v_mov_b32 v18, v52                                  ; 'acc' scaled in place
	v_mov_b32 v19, v53                                  ; 'acc' scaled in place
	v_mov_b32 v20, v54                                  ; 'acc' scaled in place
	v_mov_b32 v21, v55                                  ; 'acc' scaled in place
	v_mov_b32 v22, v56                                  ; 'acc' scaled in place
	v_mov_b32 v23, v57                                  ; 'acc' scaled in place
	v_mov_b32 v24, v58                                  ; 'acc' scaled in place
	v_mov_b32 v25, v59                                  ; 'acc' scaled in place
	v_mov_b32 v26, v60                                  ; 'acc' scaled in place
	v_mov_b32 v27, v61                                  ; 'acc' scaled in place
	v_mov_b32 v28, v62                                  ; 'acc' scaled in place
	v_mov_b32 v29, v63                                  ; 'acc' scaled in place
	v_mov_b32 v30, v64                                  ; 'acc' scaled in place
	v_mov_b32 v31, v65                                  ; 'acc' scaled in place
	s_add_u32 s14, s10, s66                             ; 'v' at this chunk
	s_addc_u32 s15, s11, s67
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[68:69]               ; lanes where %vpred_2409
	global_load_ushort v49, v10, s[14:15]               ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[68:69]               ; lanes where %vpred_2409
	global_load_ushort v49, v10, s[14:15] offset:2      ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[68:69]               ; lanes where %vpred_2409
	global_load_ushort v49, v10, s[14:15] offset:4      ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[68:69]               ; lanes where %vpred_2409
	global_load_ushort v49, v10, s[14:15] offset:6      ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[68:69]               ; lanes where %vpred_2409
	global_load_ushort v49, v10, s[14:15] offset:8      ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[68:69]               ; lanes where %vpred_2409
	global_load_ushort v49, v10, s[14:15] offset:10     ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[68:69]               ; lanes where %vpred_2409
	global_load_ushort v49, v10, s[14:15] offset:12     ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[68:69]               ; lanes where %vpred_2409
	global_load_ushort v49, v10, s[14:15] offset:14     ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[70:71]               ; lanes where %vpred_2430
	global_load_ushort v49, v12, s[14:15]               ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[70:71]               ; lanes where %vpred_2430
	global_load_ushort v49, v12, s[14:15] offset:2      ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[70:71]               ; lanes where %vpred_2430
	global_load_ushort v49, v12, s[14:15] offset:4      ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[70:71]               ; lanes where %vpred_2430
	global_load_ushort v49, v12, s[14:15] offset:6      ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[70:71]               ; lanes where %vpred_2430
	global_load_ushort v49, v12, s[14:15] offset:8      ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[70:71]               ; lanes where %vpred_2430
	global_load_ushort v49, v12, s[14:15] offset:10     ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[70:71]               ; lanes where %vpred_2430
	global_load_ushort v49, v12, s[14:15] offset:12     ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v49
	v_mov_b32 v49, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[70:71]               ; lanes where %vpred_2430
	global_load_ushort v49, v12, s[14:15] offset:14     ; examples/attention_varlen.kgen:45: load of 'v'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v12, 16, v49
	v_lshrrev_b32 v49, 16, v51
	ds_write_b16 v15, v49 offset:18432                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v52
	ds_write_b16 v15, v49 offset:18576                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v53
	ds_write_b16 v15, v49 offset:18720                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v54
	ds_write_b16 v15, v49 offset:18864                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v55
	ds_write_b16 v15, v49 offset:19008                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v56
	ds_write_b16 v15, v49 offset:19152                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v57
	ds_write_b16 v15, v49 offset:19296                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v58
	ds_write_b16 v15, v49 offset:19440                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v59
	ds_write_b16 v15, v49 offset:18496                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v60
	ds_write_b16 v15, v49 offset:18640                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v61
	ds_write_b16 v15, v49 offset:18784                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v62
	ds_write_b16 v15, v49 offset:18928                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v63
	ds_write_b16 v15, v49 offset:19072                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v64
	ds_write_b16 v15, v49 offset:19216                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v65
	ds_write_b16 v15, v49 offset:19360                  ; A operand of the product: stage
	v_lshrrev_b32 v49, 16, v12
	ds_write_b16 v15, v49 offset:19504                  ; A operand of the product: stage
	v_mul_f32 v12, 0xbfb8aa3b, v50                      ; -m log2 e of e^(x - m), once per m (examples/attention_varlen.kgen:42)
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v35, v49, v12
	v_exp_f32 v35, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v34, v49, v12
	v_exp_f32 v34, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v33, v49, v12
	v_exp_f32 v33, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v36, v49, v12
	v_exp_f32 v36, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v37, v49, v12
	v_exp_f32 v37, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v38, v49, v12
	v_exp_f32 v38, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v39, v49, v12
	v_exp_f32 v39, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v40, v49, v12
	v_exp_f32 v40, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v41, v49, v12
	v_exp_f32 v41, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v42, v49, v12
	v_exp_f32 v42, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v43, v49, v12
	v_exp_f32 v43, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v44, v49, v12
	v_exp_f32 v44, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v45, v49, v12
	v_exp_f32 v45, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v46, v49, v12
	v_exp_f32 v46, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v47, v49, v12
	v_exp_f32 v47, v51                                  ; examples/attention_varlen.kgen:42
	v_mov_b32 v49, 0x3fb8aa3b                           ; examples/attention_varlen.kgen:42
	v_fma_f32 v51, v48, v49, v12
	v_exp_f32 v12, v51                                  ; examples/attention_varlen.kgen:42
	v_bfe_u32 v48, v35, 16, 1                           ; round to bf16
	v_add3_u32 v49, v35, v48, s7
	v_cmp_u_f32 s[14:15], v35, v35
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v49, v48, s[14:15]
	v_and_b32 v48, 0xffff0000, v49
	v_bfe_u32 v49, v34, 16, 1                           ; round to bf16
	v_add3_u32 v51, v34, v49, s7
	v_cmp_u_f32 s[14:15], v34, v34
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v49, s[14:15]
	v_and_b32 v49, 0xffff0000, v51
	v_bfe_u32 v51, v33, 16, 1                           ; round to bf16
	v_add3_u32 v52, v33, v51, s7
	v_cmp_u_f32 s[14:15], v33, v33
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v52, v51, s[14:15]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v36, 16, 1                           ; round to bf16
	v_add3_u32 v53, v36, v52, s7
	v_cmp_u_f32 s[14:15], v36, v36
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v52, s[14:15]
	v_and_b32 v52, 0xffff0000, v53
	v_bfe_u32 v53, v37, 16, 1                           ; round to bf16
	v_add3_u32 v54, v37, v53, s7
	v_cmp_u_f32 s[14:15], v37, v37
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[14:15]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v38, 16, 1                           ; round to bf16
	v_add3_u32 v55, v38, v54, s7
	v_cmp_u_f32 s[14:15], v38, v38
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[14:15]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v39, 16, 1                           ; round to bf16
	v_add3_u32 v56, v39, v55, s7
	v_cmp_u_f32 s[14:15], v39, v39
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[14:15]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v40, 16, 1                           ; round to bf16
	v_add3_u32 v57, v40, v56, s7
	v_cmp_u_f32 s[14:15], v40, v40
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[14:15]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v41, 16, 1                           ; round to bf16
	v_add3_u32 v58, v41, v57, s7
	v_cmp_u_f32 s[14:15], v41, v41
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[14:15]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v42, 16, 1                           ; round to bf16
	v_add3_u32 v59, v42, v58, s7
	v_cmp_u_f32 s[14:15], v42, v42
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[14:15]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v43, 16, 1                           ; round to bf16
	v_add3_u32 v60, v43, v59, s7
	v_cmp_u_f32 s[14:15], v43, v43
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[14:15]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v44, 16, 1                           ; round to bf16
	v_add3_u32 v61, v44, v60, s7
	v_cmp_u_f32 s[14:15], v44, v44
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[14:15]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v45, 16, 1                           ; round to bf16
	v_add3_u32 v62, v45, v61, s7
	v_cmp_u_f32 s[14:15], v45, v45
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[14:15]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v46, 16, 1                           ; round to bf16
	v_add3_u32 v63, v46, v62, s7
	v_cmp_u_f32 s[14:15], v46, v46
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[14:15]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v47, 16, 1                           ; round to bf16
	v_add3_u32 v64, v47, v63, s7
	v_cmp_u_f32 s[14:15], v47, v47
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[14:15]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v12, 16, 1                           ; round to bf16
	v_add3_u32 v65, v12, v64, s7
	v_cmp_u_f32 s[14:15], v12, v12
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[14:15]
	v_and_b32 v64, 0xffff0000, v65
	v_cndmask_b32 v65, 0, v48, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v48, 16, v65
	ds_write_b16 v11, v48 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v48, 0, v49, s[38:39]                 ; absent elements add nothing
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v48, 0, v51, s[40:41]                 ; absent elements add nothing
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v48, 0, v52, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v48, 0, v53, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v48, 0, v54, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v48, 0, v55, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v48, 0, v56, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v48, 0, v57, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v48, 0, v58, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v48, 0, v59, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v48, 0, v60, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v48, 0, v61, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v48, 0, v62, s[62:63]                 ; absent elements add nothing
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v48, 0, v63, s[64:65]                 ; absent elements add nothing
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v48, 0, v64, s[16:17]                 ; absent elements add nothing
	v_lshrrev_b32 v49, 16, v48
	ds_write_b16 v11, v49 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[52:55], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[56:59], v6 offset:18432              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[58:59], v[54:55], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[52:55], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[56:59], v6 offset:18464              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[58:59], v[54:55], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[52:55], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[56:59], v6 offset:18496              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[58:59], v[54:55], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	ds_read_b128 v[52:55], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[56:59], v6 offset:18528              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[58:59], v[54:55], v[16:31] ; examples/attention_varlen.kgen:45: mfma 32x32x8
	v_mul_f32 v48, v32, v14                             ; examples/attention_varlen.kgen:44
	v_cndmask_b32 v14, 0, v35, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v35, 0, v34, s[38:39]                 ; absent elements contribute the identity
	v_cndmask_b32 v34, 0, v33, s[40:41]                 ; absent elements contribute the identity
	v_cndmask_b32 v33, 0, v36, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v36, 0, v37, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v37, 0, v38, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v38, 0, v39, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v39, 0, v40, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v40, 0, v41, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v41, 0, v42, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v42, 0, v43, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v43, 0, v44, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v44, 0, v45, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v45, 0, v46, s[62:63]                 ; absent elements contribute the identity
	v_cndmask_b32 v46, 0, v47, s[64:65]                 ; absent elements contribute the identity
	v_cndmask_b32 v47, 0, v12, s[16:17]                 ; absent elements contribute the identity
	v_add_f32 v12, v14, v35                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v14, v12, v34                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v12, v14, v33                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v14, v12, v36                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v12, v14, v37                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v14, v12, v38                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v12, v14, v39                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v14, v12, v40                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v12, v14, v41                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v14, v12, v42                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v12, v14, v43                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v14, v12, v44                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v12, v14, v45                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v14, v12, v46                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_add_f32 v12, v14, v47                             ; sum over 'tt' (examples/attention_varlen.kgen:44)
	v_and_b32 v14, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:44): lanes 32 apart
	v_xor_b32 v14, 32, v14
	v_lshlrev_b32 v14, 2, v14
	ds_bpermute_b32 v33, v14, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v14, v12, v33
	s_and_saveexec_b64 s[14:15], s[28:29]               ; lanes where %vpred_307
	ds_write_b32 v5, v14 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:44): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v12, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 0
	ds_read_b32 v14, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:44): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v12, v14
	v_add_f32 v12, v48, v33                             ; examples/attention_varlen.kgen:44
	v_mov_b32 v32, v12                                  ; next 'l'
	v_mov_b32 v1, v50                                   ; next 'mx'
	s_add_u32 s9, s9, 64
	s_cmp_lt_u32 s9, s6
	s_cbranch_scc1 .Lattention_varlen_causal_loop5
.Lattention_varlen_causal_loop5_end:
	v_cmp_gt_f32 s[8:9], v32, 0                         ; examples/attention_varlen.kgen:48
	v_div_scale_f32 v1, s[10:11], v32, v32, v16         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v2, v1
	v_div_scale_f32 v3, vcc, v16, v32, v16
	v_fma_f32 v5, -v1, v2, 1.0
	v_fma_f32 v2, v5, v2, v2
	v_mul_f32 v6, v3, v2
	v_fma_f32 v5, -v1, v6, v3
	v_fma_f32 v6, v5, v2, v6
	v_fma_f32 v5, -v1, v6, v3
	v_div_fmas_f32 v5, v5, v2, v6
	v_div_fixup_f32 v1, v5, v32, v16
	v_div_scale_f32 v2, s[10:11], v32, v32, v17         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v3, v2
	v_div_scale_f32 v5, vcc, v17, v32, v17
	v_fma_f32 v6, -v2, v3, 1.0
	v_fma_f32 v3, v6, v3, v3
	v_mul_f32 v7, v5, v3
	v_fma_f32 v6, -v2, v7, v5
	v_fma_f32 v7, v6, v3, v7
	v_fma_f32 v6, -v2, v7, v5
	v_div_fmas_f32 v6, v6, v3, v7
	v_div_fixup_f32 v2, v6, v32, v17
	v_div_scale_f32 v3, s[10:11], v32, v32, v18         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v5, v3
	v_div_scale_f32 v6, vcc, v18, v32, v18
	v_fma_f32 v7, -v3, v5, 1.0
	v_fma_f32 v5, v7, v5, v5
	v_mul_f32 v8, v6, v5
	v_fma_f32 v7, -v3, v8, v6
	v_fma_f32 v8, v7, v5, v8
	v_fma_f32 v7, -v3, v8, v6
	v_div_fmas_f32 v7, v7, v5, v8
	v_div_fixup_f32 v3, v7, v32, v18
	v_div_scale_f32 v5, s[10:11], v32, v32, v19         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v6, v5
	v_div_scale_f32 v7, vcc, v19, v32, v19
	v_fma_f32 v8, -v5, v6, 1.0
	v_fma_f32 v6, v8, v6, v6
	v_mul_f32 v9, v7, v6
	v_fma_f32 v8, -v5, v9, v7
	v_fma_f32 v9, v8, v6, v9
	v_fma_f32 v8, -v5, v9, v7
	v_div_fmas_f32 v8, v8, v6, v9
	v_div_fixup_f32 v5, v8, v32, v19
	v_div_scale_f32 v6, s[10:11], v32, v32, v20         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v7, v6
	v_div_scale_f32 v8, vcc, v20, v32, v20
	v_fma_f32 v9, -v6, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v10, v8, v7
	v_fma_f32 v9, -v6, v10, v8
	v_fma_f32 v10, v9, v7, v10
	v_fma_f32 v9, -v6, v10, v8
	v_div_fmas_f32 v9, v9, v7, v10
	v_div_fixup_f32 v6, v9, v32, v20
	v_div_scale_f32 v7, s[10:11], v32, v32, v21         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v8, v7
	v_div_scale_f32 v9, vcc, v21, v32, v21
	v_fma_f32 v10, -v7, v8, 1.0
	v_fma_f32 v8, v10, v8, v8
	v_mul_f32 v11, v9, v8
	v_fma_f32 v10, -v7, v11, v9
	v_fma_f32 v11, v10, v8, v11
	v_fma_f32 v10, -v7, v11, v9
	v_div_fmas_f32 v10, v10, v8, v11
	v_div_fixup_f32 v7, v10, v32, v21
	v_div_scale_f32 v8, s[10:11], v32, v32, v22         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v9, v8
	v_div_scale_f32 v10, vcc, v22, v32, v22
	v_fma_f32 v11, -v8, v9, 1.0
	v_fma_f32 v9, v11, v9, v9
	v_mul_f32 v12, v10, v9
	v_fma_f32 v11, -v8, v12, v10
	v_fma_f32 v12, v11, v9, v12
	v_fma_f32 v11, -v8, v12, v10
	v_div_fmas_f32 v11, v11, v9, v12
	v_div_fixup_f32 v8, v11, v32, v22
	v_div_scale_f32 v9, s[10:11], v32, v32, v23         ; examples/attention_varlen.kgen:48
	v_rcp_f32 v10, v9
	v_div_scale_f32 v11, vcc, v23, v32, v23
	v_fma_f32 v12, -v9, v10, 1.0
	v_fma_f32 v10, v12, v10, v10
	v_mul_f32 v13, v11, v10
	v_fma_f32 v12, -v9, v13, v11
	v_fma_f32 v13, v12, v10, v13
	v_fma_f32 v12, -v9, v13, v11
	v_div_fmas_f32 v12, v12, v10, v13
	v_div_fixup_f32 v9, v12, v32, v23
	v_div_scale_f32 v10, s[10:11], v32, v32, v24        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v11, v10
	v_div_scale_f32 v12, vcc, v24, v32, v24
	v_fma_f32 v13, -v10, v11, 1.0
	v_fma_f32 v11, v13, v11, v11
	v_mul_f32 v14, v12, v11
	v_fma_f32 v13, -v10, v14, v12
	v_fma_f32 v14, v13, v11, v14
	v_fma_f32 v13, -v10, v14, v12
	v_div_fmas_f32 v13, v13, v11, v14
	v_div_fixup_f32 v10, v13, v32, v24
	v_div_scale_f32 v11, s[10:11], v32, v32, v25        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v12, v11
	v_div_scale_f32 v13, vcc, v25, v32, v25
	v_fma_f32 v14, -v11, v12, 1.0
	v_fma_f32 v12, v14, v12, v12
	v_mul_f32 v15, v13, v12
	v_fma_f32 v14, -v11, v15, v13
	v_fma_f32 v15, v14, v12, v15
	v_fma_f32 v14, -v11, v15, v13
	v_div_fmas_f32 v14, v14, v12, v15
	v_div_fixup_f32 v11, v14, v32, v25
	v_div_scale_f32 v12, s[10:11], v32, v32, v26        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v13, v12
	v_div_scale_f32 v14, vcc, v26, v32, v26
	v_fma_f32 v15, -v12, v13, 1.0
	v_fma_f32 v13, v15, v13, v13
	v_mul_f32 v33, v14, v13
	v_fma_f32 v15, -v12, v33, v14
	v_fma_f32 v33, v15, v13, v33
	v_fma_f32 v15, -v12, v33, v14
	v_div_fmas_f32 v15, v15, v13, v33
	v_div_fixup_f32 v12, v15, v32, v26
	v_div_scale_f32 v13, s[10:11], v32, v32, v27        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v14, v13
	v_div_scale_f32 v15, vcc, v27, v32, v27
	v_fma_f32 v33, -v13, v14, 1.0
	v_fma_f32 v14, v33, v14, v14
	v_mul_f32 v34, v15, v14
	v_fma_f32 v33, -v13, v34, v15
	v_fma_f32 v34, v33, v14, v34
	v_fma_f32 v33, -v13, v34, v15
	v_div_fmas_f32 v33, v33, v14, v34
	v_div_fixup_f32 v13, v33, v32, v27
	v_div_scale_f32 v14, s[10:11], v32, v32, v28        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v15, v14
	v_div_scale_f32 v33, vcc, v28, v32, v28
	v_fma_f32 v34, -v14, v15, 1.0
	v_fma_f32 v15, v34, v15, v15
	v_mul_f32 v35, v33, v15
	v_fma_f32 v34, -v14, v35, v33
	v_fma_f32 v35, v34, v15, v35
	v_fma_f32 v34, -v14, v35, v33
	v_div_fmas_f32 v34, v34, v15, v35
	v_div_fixup_f32 v14, v34, v32, v28
	v_div_scale_f32 v15, s[10:11], v32, v32, v29        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v33, v15
	v_div_scale_f32 v34, vcc, v29, v32, v29
	v_fma_f32 v35, -v15, v33, 1.0
	v_fma_f32 v33, v35, v33, v33
	v_mul_f32 v36, v34, v33
	v_fma_f32 v35, -v15, v36, v34
	v_fma_f32 v36, v35, v33, v36
	v_fma_f32 v35, -v15, v36, v34
	v_div_fmas_f32 v35, v35, v33, v36
	v_div_fixup_f32 v15, v35, v32, v29
	v_div_scale_f32 v33, s[10:11], v32, v32, v30        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v34, v33
	v_div_scale_f32 v35, vcc, v30, v32, v30
	v_fma_f32 v36, -v33, v34, 1.0
	v_fma_f32 v34, v36, v34, v34
	v_mul_f32 v37, v35, v34
	v_fma_f32 v36, -v33, v37, v35
	v_fma_f32 v37, v36, v34, v37
	v_fma_f32 v36, -v33, v37, v35
	v_div_fmas_f32 v36, v36, v34, v37
	v_div_fixup_f32 v33, v36, v32, v30
	v_div_scale_f32 v34, s[10:11], v32, v32, v31        ; examples/attention_varlen.kgen:48
	v_rcp_f32 v35, v34
	v_div_scale_f32 v36, vcc, v31, v32, v31
	v_fma_f32 v37, -v34, v35, 1.0
	v_fma_f32 v35, v37, v35, v35
	v_mul_f32 v38, v36, v35
	v_fma_f32 v37, -v34, v38, v36
	v_fma_f32 v38, v37, v35, v38
	v_fma_f32 v37, -v34, v38, v36
	v_div_fmas_f32 v37, v37, v35, v38
	v_div_fixup_f32 v34, v37, v32, v31
	v_cndmask_b32 v16, 0, v1, s[8:9]                    ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v1, 0, v2, s[8:9]                     ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v2, 0, v3, s[8:9]                     ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v3, 0, v5, s[8:9]                     ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v5, 0, v6, s[8:9]                     ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v6, 0, v7, s[8:9]                     ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v7, 0, v8, s[8:9]                     ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v8, 0, v9, s[8:9]                     ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v9, 0, v10, s[8:9]                    ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v10, 0, v11, s[8:9]                   ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v11, 0, v12, s[8:9]                   ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v12, 0, v13, s[8:9]                   ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v13, 0, v14, s[8:9]                   ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v14, 0, v15, s[8:9]                   ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v15, 0, v33, s[8:9]                   ; examples/attention_varlen.kgen:48
	v_cndmask_b32 v17, 0, v34, s[8:9]                   ; examples/attention_varlen.kgen:48
	v_bfe_u32 v18, v16, 16, 1
	v_add3_u32 v19, v16, v18, s7
	v_cmp_u_f32 s[8:9], v16, v16
	v_mov_b32 v16, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v19, v16, s[8:9]
	v_lshrrev_b32 v16, 16, v19
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1505
	global_store_short v4, v16, s[18:19]                ; examples/attention_varlen.kgen:48: store to 'o_causal'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v16, v1, 16, 1
	v_add3_u32 v18, v1, v16, s7
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v18
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1505
	global_store_short v4, v1, s[18:19] offset:2        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v2, 16, 1
	v_add3_u32 v16, v2, v1, s7
	v_cmp_u_f32 s[8:9], v2, v2
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v16, v16, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v16
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1505
	global_store_short v4, v1, s[18:19] offset:4        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v3, 16, 1
	v_add3_u32 v2, v3, v1, s7
	v_cmp_u_f32 s[8:9], v3, v3
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1505
	global_store_short v4, v1, s[18:19] offset:6        ; examples/attention_varlen.kgen:48: store to 'o_causal'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s7
	v_cmp_u_f32 s[8:9], v5, v5
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1505
	global_store_short v4, v1, s[18:19] offset:16       ; examples/attention_varlen.kgen:48: store to 'o_causal'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s7
	v_cmp_u_f32 s[8:9], v6, v6
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1505
	global_store_short v4, v1, s[18:19] offset:18       ; examples/attention_varlen.kgen:48: store to 'o_causal'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v2, v7, v1, s7
	v_cmp_u_f32 s[8:9], v7, v7
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1505
	global_store_short v4, v1, s[18:19] offset:20       ; examples/attention_varlen.kgen:48: store to 'o_causal'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v2, v8, v1, s7
	v_cmp_u_f32 s[8:9], v8, v8
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1505
	global_store_short v4, v1, s[18:19] offset:22       ; examples/attention_varlen.kgen:48: store to 'o_causal'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v2, v9, v1, s7
	v_cmp_u_f32 s[8:9], v9, v9
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1505
	global_store_short v4, v1, s[18:19] offset:32       ; examples/attention_varlen.kgen:48: store to 'o_causal'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v10, 16, 1
	v_add3_u32 v2, v10, v1, s7
	v_cmp_u_f32 s[8:9], v10, v10
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1505
	global_store_short v4, v1, s[18:19] offset:34       ; examples/attention_varlen.kgen:48: store to 'o_causal'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v11, 16, 1
	v_add3_u32 v2, v11, v1, s7
	v_cmp_u_f32 s[8:9], v11, v11
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1505
	global_store_short v4, v1, s[18:19] offset:36       ; examples/attention_varlen.kgen:48: store to 'o_causal'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v12, 16, 1
	v_add3_u32 v2, v12, v1, s7
	v_cmp_u_f32 s[8:9], v12, v12
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1505
	global_store_short v4, v1, s[18:19] offset:38       ; examples/attention_varlen.kgen:48: store to 'o_causal'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v13, 16, 1
	v_add3_u32 v2, v13, v1, s7
	v_cmp_u_f32 s[8:9], v13, v13
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1505
	global_store_short v4, v1, s[18:19] offset:48       ; examples/attention_varlen.kgen:48: store to 'o_causal'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v14, 16, 1
	v_add3_u32 v2, v14, v1, s7
	v_cmp_u_f32 s[8:9], v14, v14
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1505
	global_store_short v4, v1, s[18:19] offset:50       ; examples/attention_varlen.kgen:48: store to 'o_causal'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v15, 16, 1
	v_add3_u32 v2, v15, v1, s7
	v_cmp_u_f32 s[8:9], v15, v15
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[12:13]                 ; lanes where %vpred_1505
	global_store_short v4, v1, s[18:19] offset:52       ; examples/attention_varlen.kgen:48: store to 'o_causal'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v17, 16, 1
	v_add3_u32 v2, v17, v1, s7
	v_cmp_u_f32 s[6:7], v17, v17
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[12:13]                 ; lanes where %vpred_1505
	global_store_short v4, v1, s[18:19] offset:54       ; examples/attention_varlen.kgen:48: store to 'o_causal'
	s_mov_b64 exec, s[6:7]
.Lattention_varlen_causal_if0_end:
	s_endpgm
.Lfunc_end_attention_varlen_causal:
	.size	attention_varlen_causal, .Lfunc_end_attention_varlen_causal-attention_varlen_causal

; kernel attention_varlen_gqa: kgen AMDGCN for gfx942 (wave64, code object v5)
; kernel attention_varlen_gqa from examples/attention_varlen.kgen
; target gfx942: AMD CDNA3 (MI300)
;   block: 256 threads = 4 x 64-wide waves
;   grid: s, h, b
;   chunk: b: 1, h: 1, s: 64, tt: 64, d: 64; walked in chunks: none
;   layout: h:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;     (the first product's accumulator; at most 8 elements per vector access)
;   tile products on mfma 32x32x8: operands staged in shared memory (a loop's plain-load operands streamed ahead through registers), results in the accumulator layout
;   accumulator orientations of least cost (20 shuffle and conversion instructions per thread)
;   product 61:13 tt x s contracting d (as the transposed product): 2 x 2 warps, each mfma 32x32x8 tiles
;   product 66:29 d x s contracting tt (as the transposed product): 2 x 2 warps, each mfma 32x32x8 tiles
;   value layouts (each the first of the products' accumulator layouts, then blocked layouts, over its axes, sliced):
;     L0 [h, s, d]: h:1 x s:64 x d:64: reg[d1 d2 d8 d16] lane[s1 s2 s4 s8 s16 d4] warp[d32 s32]
;     L1 [h, s]: h:1 x s:64: reg[0 0 0 0] lane[s1 s2 s4 s8 s16 0] warp[0 s32]
;     L2 [tt]: tt:64: reg[tt1 tt2 tt8 tt16] lane[0 0 0 0 0 tt4] warp[tt32 0]
;     L3 [h]: h:1: reg[0 0 0 0] lane[0 0 0 0 0 0] warp[0 0]
;     L4 [d]: d:64: reg[d1 d2 d8 d16] lane[0 0 0 0 0 d4] warp[d32 0]
;     L5 [h, tt, d]: h:1 x tt:64 x d:64: reg[d1 d2 d4 tt32] lane[d8 d16 d32 tt1 tt2 tt4] warp[tt8 tt16]
;     L6 [h, s, tt]: h:1 x s:64 x tt:64: reg[tt1 tt2 tt8 tt16] lane[s1 s2 s4 s8 s16 tt4] warp[tt32 s32]
;       59:11 add -> L0; 58:9 add -> L1; 57:10 add -> L1; 59:11 carried -> L0; 57:10 carried -> L1; 61:13 load qg -> L0
;       61:30 index tt -> L2; 61:34 index h -> L3; 61:34 div -> L3; 61:41 index d -> L4; 61:27 gather kg -> L5; 61:13 matmul -> L6
;       62:22 reduce max -> L1; 62:14 max -> L1; 64:22 sub -> L1; 64:21 mul -> L1; 64:17 exp -> L1; 66:15 mul -> L0
;       63:18 sub -> L6; 63:17 mul -> L6; 63:13 exp -> L6; 66:29 cast -> L6; 66:42 index tt -> L2; 66:46 index h -> L3
;       66:46 div -> L3; 66:53 index d -> L4; 66:39 gather vg -> L5; 66:29 matmul -> L0; 66:15 add -> L0; 58:9 carried -> L1
;       65:13 mul -> L1; 65:25 reduce sum -> L1; 65:13 add -> L1; 60:5 loop_result -> L1; 69:30 gt -> L1; 60:5 loop_result -> L0
;       69:39 div -> L0; 69:24 select -> L0; 69:19 cast -> L0
; resources: 85 VGPRs, 0 AGPRs, 72 SGPRs (+6 for VCC, FLAT_SCRATCH, XNACK_MASK), 56320 bytes LDS, 76 bytes of arguments, 256 threads
;   arg qg: tensor bf16 at 0 (read-only)
;   arg kg: tensor bf16 at 8 (read-only)
;   arg vg: tensor bf16 at 16 (read-only)
;   arg cu_q: tensor i32 at 24 (read-only)
;   arg cu_k: tensor i32 at 32 (read-only)
;   arg og: tensor bf16 at 40
;   arg scale: scalar f32 at 48
;   arg TQ: dim i32 at 52
;   arg HQ: dim i32 at 56
;   arg TK: dim i32 at 60
;   arg HK: dim i32 at 64
;   arg B1: dim i32 at 68
;   arg B: dim i32 at 72
; s[0:1] kernarg pointer, s2 workgroup id x, s3 workgroup id y, s4 workgroup id z, v0 work-item id
	.text
	.globl	attention_varlen_gqa
	.p2align	8
	.type	attention_varlen_gqa,@function
attention_varlen_gqa:
	s_mov_b32 s5, 0x5040100                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s6, 0x7060302                             ; a v_perm_b32 selector for the whole kernel
	s_mov_b32 s7, 0x7fff                                ; the bf16 rounding bias for the whole kernel
	s_load_dwordx2 s[8:9], s[0:1], 0x0                  ; argument qg
	s_load_dwordx2 s[10:11], s[0:1], 0x8                ; argument kg
	s_load_dwordx2 s[12:13], s[0:1], 0x10               ; argument vg
	s_load_dwordx2 s[14:15], s[0:1], 0x18               ; argument cu_q
	s_load_dwordx2 s[16:17], s[0:1], 0x20               ; argument cu_k
	s_load_dwordx2 s[18:19], s[0:1], 0x28               ; argument og
	s_load_dword s20, s[0:1], 0x30                      ; argument scale
	s_load_dword s21, s[0:1], 0x34                      ; argument TQ
	s_load_dword s22, s[0:1], 0x38                      ; argument HQ
	s_load_dword s23, s[0:1], 0x3c                      ; argument TK
	s_load_dword s24, s[0:1], 0x40                      ; argument HK
	s_load_dword s25, s[0:1], 0x44                      ; argument B1
	v_and_b32 v1, 0x3ff, v0
	s_mov_b32 s26, s2                                   ; program index along 's'
	s_mov_b32 s27, s3                                   ; program index along 'h'
	s_mov_b32 s28, s4                                   ; program index along 'b'
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_waitcnt lgkmcnt(0)
	s_cmp_lt_u32 s28, s25                               ; cu_q[b] lies inside the offsets
	s_cselect_b32 s29, 1, 0
	s_lshl_b32 s30, s28, 2
	s_cmp_eq_u32 s29, 0                                 ; if %upred_19
	s_cbranch_scc1 .Lattention_varlen_gqa_skip0
	v_mov_b32 v3, s30                                   ; cu_q[b]
	global_load_dword v2, v3, s[14:15]
.Lattention_varlen_gqa_skip0:
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s31, v2                         ; cu_q[b], uniform
	s_mov_b32 s32, s31
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_add_u32 s31, s28, 1
	s_cmp_lt_u32 s31, s25                               ; cu_q[b + 1] lies inside the offsets
	s_cselect_b32 s25, 1, 0
	s_cmp_eq_u32 s25, 0                                 ; if %upred_24
	s_cbranch_scc1 .Lattention_varlen_gqa_skip1
	v_mov_b32 v3, s30                                   ; cu_q[b + 1]
	global_load_dword v2, v3, s[14:15] offset:4
.Lattention_varlen_gqa_skip1:
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s14, v2                         ; cu_q[b + 1], uniform
	s_mov_b32 s15, s14
	s_min_u32 s14, s15, s21                             ; segment end, in its dimension
	s_min_u32 s15, s32, s14                             ; segment start, at most its end
	s_mul_i32 s21, s26, 64
	s_add_u32 s26, s15, s21                             ; first 's' of this program's tile (64)
	s_max_u32 s15, s14, s26
	s_sub_u32 s14, s15, s26
	s_min_u32 s15, s14, 64                              ; 's' rows of the segment in this tile
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_cmp_eq_u32 s29, 0                                 ; if %upred_19
	s_cbranch_scc1 .Lattention_varlen_gqa_skip2
	v_mov_b32 v3, s30                                   ; cu_k[b]
	global_load_dword v2, v3, s[16:17]
.Lattention_varlen_gqa_skip2:
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s14, v2                         ; cu_k[b], uniform
	s_mov_b32 s21, s14
	v_mov_b32 v2, 0                                     ; no entry past the offsets
	s_cmp_eq_u32 s25, 0                                 ; if %upred_24
	s_cbranch_scc1 .Lattention_varlen_gqa_skip3
	v_mov_b32 v3, s30                                   ; cu_k[b + 1]
	global_load_dword v2, v3, s[16:17] offset:4
.Lattention_varlen_gqa_skip3:
	s_waitcnt vmcnt(0)
	v_readfirstlane_b32 s14, v2                         ; cu_k[b + 1], uniform
	s_mov_b32 s16, s14
	s_min_u32 s14, s16, s23                             ; segment end, in its dimension
	s_min_u32 s16, s21, s14                             ; segment start, at most its end
	s_sub_u32 s17, s14, s16                             ; 't' rows of the segment
	s_cmp_ge_u32 s15, 64                                ; a whole chunk of 's' (64) is in bounds
	s_cselect_b32 s14, 1, 0
	s_mul_i32 s21, 64, s22                              ; a stride of 'qg'
	v_and_b32 v2, 31, v1
	v_lshrrev_b32 v3, 7, v1
	v_lshlrev_b32 v4, 5, v3
	v_or_b32 v3, v2, v4                                 ; thread's 's' coordinate
	v_mul_lo_u32 v4, s21, v3
	v_lshrrev_b32 v5, 5, v1
	v_and_b32 v6, 1, v5
	v_lshlrev_b32 v5, 2, v6
	v_lshrrev_b32 v7, 6, v1
	v_and_b32 v8, 1, v7
	v_lshlrev_b32 v7, 5, v8
	v_or_b32 v9, v5, v7                                 ; thread's 'd' coordinate
	v_add_u32 v5, v4, v9
	v_lshlrev_b32 v4, 1, v5                             ; thread's byte offset in a chunk of 'qg'
	s_mul_i32 s22, s26, s21
	s_mul_hi_u32 s23, s26, s21
	s_lshl_b64 s[28:29], s[22:23], 1
	s_add_u32 s22, s8, s28                              ; 'qg' at this program
	s_addc_u32 s23, s9, s29
	s_mul_i32 s8, s27, 64
	s_mul_hi_u32 s9, s27, 64
	s_lshl_b64 s[30:31], s[8:9], 1
	s_add_u32 s8, s22, s30                              ; 'qg' at this program
	s_addc_u32 s9, s23, s31
	v_mov_b32 v5, 0x48
	v_mul_lo_u32 v10, v5, v3
	v_add_u32 v5, v10, v9
	v_lshlrev_b32 v11, 1, v5                            ; thread's place in opinv0
	v_or_b32 v5, v2, v7                                 ; thread's 'r' coordinate
	v_lshlrev_b32 v2, 3, v6
	v_mov_b32 v6, 0x48
	v_mul_lo_u32 v7, v6, v5
	v_add_u32 v5, v7, v2
	v_lshlrev_b32 v6, 1, v5                             ; thread's M-fragment place
	v_add_u32 v5, v10, v2
	v_lshlrev_b32 v2, 1, v5                             ; thread's N-fragment place
	v_mul_lo_u32 v5, 64, v8
	v_add_u32 v7, v5, v3
	v_lshlrev_b32 v5, 2, v7
	v_lshlrev_b32 v7, 2, v3
	v_and_b32 v8, 32, v1
	v_cmp_eq_u32 s[22:23], v8, 0                        ; one lane per warp group and element publishes
	s_mul_i32 s21, 64, s24                              ; a stride of 'kg'
	v_lshrrev_b32 v8, 3, v1
	v_and_b32 v10, 7, v1
	v_lshlrev_b32 v1, 3, v10
	v_mul_lo_u32 v10, s21, v8
	v_add_u32 v12, v10, v1
	v_lshlrev_b32 v10, 1, v12                           ; thread's first 16 bytes of a 'kg' tile
	v_mov_b32 v12, 0x48
	v_mul_lo_u32 v13, v12, v8
	v_add_u32 v12, v13, v1
	v_lshlrev_b32 v13, 1, v12                           ; thread's first 16 bytes in st1
	v_lshlrev_b32 v12, 1, v8
	v_mul_lo_u32 v14, s21, v12
	v_add_u32 v15, v14, v1
	v_lshlrev_b32 v14, 1, v15                           ; thread's first 16 bytes of a 'vg' tile
	v_mov_b32 v15, 0x48
	v_mul_lo_u32 v16, v15, v1
	v_add_u32 v1, v16, v12
	v_lshlrev_b32 v12, 1, v1                            ; thread's first pair in st2
	v_add_u32 v1, v16, v8
	v_lshlrev_b32 v15, 1, v1                            ; thread's place in st2
	s_add_u32 s32, s18, s28                             ; 'og' at this program
	s_addc_u32 s33, s19, s29
	s_add_u32 s18, s32, s30                             ; 'og' at this program
	s_addc_u32 s19, s33, s31
	s_cmp_eq_u32 s14, 0                                 ; whole chunk in bounds: 16-byte accesses, no element checks
	s_cbranch_scc1 .Lattention_varlen_gqa_if0_else
	global_load_ushort v1, v4, s[8:9]                   ; examples/attention_varlen.kgen:61: load of 'qg'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:2          ; examples/attention_varlen.kgen:61: load of 'qg'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:4          ; examples/attention_varlen.kgen:61: load of 'qg'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:6          ; examples/attention_varlen.kgen:61: load of 'qg'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:16         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:18         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:20         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:22         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:32         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:34         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:36         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:38         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:48         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:50         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:52         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v1
	global_load_ushort v1, v4, s[8:9] offset:54         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v31, 16, v1
	v_lshrrev_b32 v1, 16, v16
	ds_write_b16 v11, v1                                ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v17
	ds_write_b16 v11, v1 offset:2                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v18
	ds_write_b16 v11, v1 offset:4                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v19
	ds_write_b16 v11, v1 offset:6                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v20
	ds_write_b16 v11, v1 offset:16                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v21
	ds_write_b16 v11, v1 offset:18                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v22
	ds_write_b16 v11, v1 offset:20                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v23
	ds_write_b16 v11, v1 offset:22                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v24
	ds_write_b16 v11, v1 offset:32                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v25
	ds_write_b16 v11, v1 offset:34                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v26
	ds_write_b16 v11, v1 offset:36                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v27
	ds_write_b16 v11, v1 offset:38                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v28
	ds_write_b16 v11, v1 offset:48                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v29
	ds_write_b16 v11, v1 offset:50                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v30
	ds_write_b16 v11, v1 offset:52                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v31
	ds_write_b16 v11, v1 offset:54                      ; B operand of the product: stage
	v_add_f32 v1, 0, 0                                  ; examples/attention_varlen.kgen:59
	v_mov_b32 v16, v1                                   ; loop-carried 'acc'
	v_mov_b32 v17, v1                                   ; loop-carried 'acc'
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
	v_mov_b32 v32, v1                                   ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_varlen.kgen:57
	v_add_f32 v33, v1, 0
	v_mov_b32 v1, v33                                   ; loop-carried 'mx'
	s_cmp_lg_u32 s15, 0                                 ; this tile holds rows of 's'
	s_cselect_b32 s14, 1, 0
	s_cmp_lg_u32 s14, 0                                 ; no steps in a tile past its segment's end
	s_cselect_b32 s14, s17, 0
	s_cmp_ge_u32 s14, 64                                ; at least one whole chunk of 'tt'
	s_cselect_b32 s25, 1, 0
	s_sub_u32 s26, s14, 63
	s_cmp_lg_u32 s25, 0                                 ; full chunks start below extent - chunk + 1
	s_cselect_b32 s25, s26, 0
	s_add_u32 s26, s16, 0
	s_ashr_i32 s28, s27, 2
	s_cmp_lt_u32 s28, s24                               ; the page of 'kg' lies inside it
	s_cselect_b32 s29, 1, 0
	s_cmp_lg_u32 s29, 0
	s_cselect_b32 s30, s28, 0
	s_mul_i32 s32, s30, 64
	s_mul_hi_u32 s33, s30, 64
	s_lshl_b64 s[30:31], s[32:33], 1
	s_add_u32 s32, s10, s30                             ; 'kg' at this page
	s_addc_u32 s33, s11, s31
	s_mul_i32 s34, s26, s21
	s_mul_hi_u32 s35, s26, s21
	s_lshl_b64 s[36:37], s[34:35], 1
	s_add_u32 s34, s32, s36                             ; 'kg' at this page
	s_addc_u32 s35, s33, s37
	s_cmp_lt_u32 0, s25                                 ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s26, 1, 0
	s_and_b32 s28, s26, s29
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s28, 0                                 ; if %upred_1760
	s_cbranch_scc1 .Lattention_varlen_gqa_skip4
	global_load_dwordx4 v[34:37], v10, s[34:35]         ; examples/attention_varlen.kgen:61: 16 bytes of 'kg'
.Lattention_varlen_gqa_skip4:
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:9216             ; 16 bytes into st1
	s_mul_i32 s26, s21, 64
	v_add_u32 v33, s26, v10
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s28, 0                                 ; if %upred_1760
	s_cbranch_scc1 .Lattention_varlen_gqa_skip5
	global_load_dwordx4 v[34:37], v33, s[34:35]         ; examples/attention_varlen.kgen:61: 16 bytes of 'kg'
.Lattention_varlen_gqa_skip5:
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:13824            ; 16 bytes into st1
	s_add_u32 s32, s12, s30                             ; 'vg' at this page
	s_addc_u32 s33, s13, s31
	s_add_u32 s30, s32, s36                             ; 'vg' at this page
	s_addc_u32 s31, s33, s37
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s28, 0                                 ; if %upred_1760
	s_cbranch_scc1 .Lattention_varlen_gqa_skip6
	global_load_dwordx4 v[34:37], v14, s[30:31]         ; examples/attention_varlen.kgen:66: 16 bytes of 'vg'
.Lattention_varlen_gqa_skip6:
	s_mul_i32 s26, s21, 2
	v_add_u32 v33, s26, v14
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s28, 0                                 ; if %upred_1760
	s_cbranch_scc1 .Lattention_varlen_gqa_skip7
	global_load_dwordx4 v[38:41], v33, s[30:31]         ; examples/attention_varlen.kgen:66: 16 bytes of 'vg'
.Lattention_varlen_gqa_skip7:
	s_waitcnt vmcnt(0)
	v_perm_b32 v33, v38, v34, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v33 offset:18432                  ; a K-pair into st2
	v_perm_b32 v33, v38, v34, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v33 offset:18576                  ; a K-pair into st2
	v_perm_b32 v33, v39, v35, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v33 offset:18720                  ; a K-pair into st2
	v_perm_b32 v33, v39, v35, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v33 offset:18864                  ; a K-pair into st2
	v_perm_b32 v33, v40, v36, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v33 offset:19008                  ; a K-pair into st2
	v_perm_b32 v33, v40, v36, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v33 offset:19152                  ; a K-pair into st2
	v_perm_b32 v33, v41, v37, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v33 offset:19296                  ; a K-pair into st2
	v_perm_b32 v33, v41, v37, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v33 offset:19440                  ; a K-pair into st2
	s_mov_b32 s26, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s26, s25
	s_cbranch_scc1 .Lattention_varlen_gqa_loop0_end
.Lattention_varlen_gqa_loop0:
	s_add_u32 s28, s26, 64
	s_cmp_lt_u32 s26, s25
	s_cselect_b32 s29, 1, 0
	s_cmp_eq_u32 s29, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_gqa_if1_end
	s_add_u32 s29, s16, s28
	s_ashr_i32 s30, s27, 2
	s_cmp_lt_u32 s30, s24                               ; the page of 'kg' lies inside it
	s_cselect_b32 s31, 1, 0
	s_cmp_lg_u32 s31, 0
	s_cselect_b32 s32, s30, 0
	s_mul_i32 s34, s32, 64
	s_mul_hi_u32 s35, s32, 64
	s_lshl_b64 s[32:33], s[34:35], 1
	s_add_u32 s34, s10, s32                             ; 'kg' at this page
	s_addc_u32 s35, s11, s33
	s_mul_i32 s36, s29, s21
	s_mul_hi_u32 s37, s29, s21
	s_lshl_b64 s[38:39], s[36:37], 1
	s_add_u32 s36, s34, s38                             ; 'kg' at this page
	s_addc_u32 s37, s35, s39
	s_cmp_lt_u32 s28, s25                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s28, 1, 0
	s_and_b32 s29, s28, s31
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s29, 0                                 ; if %upred_1803
	s_cbranch_scc1 .Lattention_varlen_gqa_skip8
	global_load_dwordx4 v[34:37], v10, s[36:37]         ; examples/attention_varlen.kgen:61: 16 bytes of 'kg'
.Lattention_varlen_gqa_skip8:
	s_mul_i32 s28, s21, 64
	v_add_u32 v33, s28, v10
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s29, 0                                 ; if %upred_1803
	s_cbranch_scc1 .Lattention_varlen_gqa_skip9
	global_load_dwordx4 v[38:41], v33, s[36:37]         ; examples/attention_varlen.kgen:61: 16 bytes of 'kg'
.Lattention_varlen_gqa_skip9:
	s_add_u32 s30, s12, s32                             ; 'vg' at this page
	s_addc_u32 s31, s13, s33
	s_add_u32 s32, s30, s38                             ; 'vg' at this page
	s_addc_u32 s33, s31, s39
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_cmp_eq_u32 s29, 0                                 ; if %upred_1803
	s_cbranch_scc1 .Lattention_varlen_gqa_skip10
	global_load_dwordx4 v[42:45], v14, s[32:33]         ; examples/attention_varlen.kgen:66: 16 bytes of 'vg'
.Lattention_varlen_gqa_skip10:
	s_mul_i32 s28, s21, 2
	v_add_u32 v33, s28, v14
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_cmp_eq_u32 s29, 0                                 ; if %upred_1803
	s_cbranch_scc1 .Lattention_varlen_gqa_skip11
	global_load_dwordx4 v[46:49], v33, s[32:33]         ; examples/attention_varlen.kgen:66: 16 bytes of 'vg'
.Lattention_varlen_gqa_skip11:
	v_mov_b32 v50, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v52, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[66:69], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[70:73], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[70:73], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[70:73], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[70:73], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_max_f32 v33, v50, v51                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v50, v51
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v52                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v52
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v53                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v53
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v54                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v54
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v55                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v55
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v56                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v56
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v57                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v57
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v58                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v58
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v59                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v59
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v60                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v60
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v61                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v61
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v62                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v62
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v63                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v63
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v64                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v64
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v65                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v65
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_and_b32 v33, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:62): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v66, v33, v67
	s_waitcnt lgkmcnt(0)
	v_max_f32 v33, v67, v66
	v_cmp_u_f32 s[28:29], v67, v66
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	s_and_saveexec_b64 s[28:29], s[22:23]               ; lanes where %vpred_222
	ds_write_b32 v5, v67 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:62): this warp group's partial
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:62): warp group 0
	ds_read_b32 v66, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:62): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v67, v33, v66
	v_cmp_u_f32 s[28:29], v33, v66
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v67, v33, s[28:29]
	v_max_f32 v33, v1, v66                              ; examples/attention_varlen.kgen:62
	v_cmp_u_f32 s[28:29], v1, v66
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_sub_f32 v33, v1, v67                              ; examples/attention_varlen.kgen:64
	v_mul_f32 v66, s20, v33                             ; examples/attention_varlen.kgen:64
	v_mul_f32 v33, 0x3fb8aa3b, v66                      ; examples/attention_varlen.kgen:64
	v_exp_f32 v66, v33                                  ; examples/attention_varlen.kgen:64
	s_nop 0
	v_mul_f32 v33, v16, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v68, v17, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v69, v18, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v70, v19, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v71, v20, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v72, v21, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v73, v22, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v74, v23, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v75, v24, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v76, v25, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v77, v26, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v78, v27, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v79, v28, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v80, v29, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v81, v30, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v82, v31, v66                             ; examples/attention_varlen.kgen:66
	v_mov_b32 v16, v33                                  ; 'acc' scaled in place
	v_mov_b32 v17, v68                                  ; 'acc' scaled in place
	v_mov_b32 v18, v69                                  ; 'acc' scaled in place
	v_mov_b32 v19, v70                                  ; 'acc' scaled in place
	v_mov_b32 v20, v71                                  ; 'acc' scaled in place
	v_mov_b32 v21, v72                                  ; 'acc' scaled in place
	v_mov_b32 v22, v73                                  ; 'acc' scaled in place
	v_mov_b32 v23, v74                                  ; 'acc' scaled in place
	v_mov_b32 v24, v75                                  ; 'acc' scaled in place
	v_mov_b32 v25, v76                                  ; 'acc' scaled in place
	v_mov_b32 v26, v77                                  ; 'acc' scaled in place
	v_mov_b32 v27, v78                                  ; 'acc' scaled in place
	v_mov_b32 v28, v79                                  ; 'acc' scaled in place
	v_mov_b32 v29, v80                                  ; 'acc' scaled in place
	v_mov_b32 v30, v81                                  ; 'acc' scaled in place
	v_mov_b32 v31, v82                                  ; 'acc' scaled in place
	v_mov_b32 v33, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:63)
	v_mul_f32 v68, s20, v33
	v_mov_b32 v33, 0xbfb8aa3b
	v_mul_f32 v69, s20, v33
	v_mul_f32 v33, v67, v69                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:63)
	v_fma_f32 v69, v50, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v70, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v51, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v71, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v52, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v72, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v53, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v73, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v54, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v74, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v55, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v75, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v56, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v76, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v57, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v77, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v58, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v78, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v59, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v79, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v60, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v80, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v61, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v81, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v62, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v82, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v63, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v83, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v64, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v84, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v65, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v33, v69                                  ; examples/attention_varlen.kgen:63
	v_bfe_u32 v50, v70, 16, 1                           ; round to bf16
	v_add3_u32 v51, v70, v50, s7
	v_cmp_u_f32 s[28:29], v70, v70
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v50, s[28:29]
	v_and_b32 v50, 0xffff0000, v51
	v_bfe_u32 v51, v71, 16, 1                           ; round to bf16
	v_add3_u32 v52, v71, v51, s7
	v_cmp_u_f32 s[28:29], v71, v71
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v52, v51, s[28:29]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v72, 16, 1                           ; round to bf16
	v_add3_u32 v53, v72, v52, s7
	v_cmp_u_f32 s[28:29], v72, v72
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v52, s[28:29]
	v_and_b32 v52, 0xffff0000, v53
	v_bfe_u32 v53, v73, 16, 1                           ; round to bf16
	v_add3_u32 v54, v73, v53, s7
	v_cmp_u_f32 s[28:29], v73, v73
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[28:29]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v74, 16, 1                           ; round to bf16
	v_add3_u32 v55, v74, v54, s7
	v_cmp_u_f32 s[28:29], v74, v74
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[28:29]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v75, 16, 1                           ; round to bf16
	v_add3_u32 v56, v75, v55, s7
	v_cmp_u_f32 s[28:29], v75, v75
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[28:29]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v76, 16, 1                           ; round to bf16
	v_add3_u32 v57, v76, v56, s7
	v_cmp_u_f32 s[28:29], v76, v76
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[28:29]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v77, 16, 1                           ; round to bf16
	v_add3_u32 v58, v77, v57, s7
	v_cmp_u_f32 s[28:29], v77, v77
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[28:29]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v78, 16, 1                           ; round to bf16
	v_add3_u32 v59, v78, v58, s7
	v_cmp_u_f32 s[28:29], v78, v78
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[28:29]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v79, 16, 1                           ; round to bf16
	v_add3_u32 v60, v79, v59, s7
	v_cmp_u_f32 s[28:29], v79, v79
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[28:29]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v80, 16, 1                           ; round to bf16
	v_add3_u32 v61, v80, v60, s7
	v_cmp_u_f32 s[28:29], v80, v80
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[28:29]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v81, 16, 1                           ; round to bf16
	v_add3_u32 v62, v81, v61, s7
	v_cmp_u_f32 s[28:29], v81, v81
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[28:29]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v82, 16, 1                           ; round to bf16
	v_add3_u32 v63, v82, v62, s7
	v_cmp_u_f32 s[28:29], v82, v82
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[28:29]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v83, 16, 1                           ; round to bf16
	v_add3_u32 v64, v83, v63, s7
	v_cmp_u_f32 s[28:29], v83, v83
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[28:29]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v84, 16, 1                           ; round to bf16
	v_add3_u32 v65, v84, v64, s7
	v_cmp_u_f32 s[28:29], v84, v84
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[28:29]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v33, 16, 1                           ; round to bf16
	v_add3_u32 v68, v33, v65, s7
	v_cmp_u_f32 s[28:29], v33, v33
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v65, s[28:29]
	v_and_b32 v65, 0xffff0000, v68
	v_lshrrev_b32 v68, 16, v50
	ds_write_b16 v11, v68 offset:46592                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v51
	ds_write_b16 v11, v50 offset:46594                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v52
	ds_write_b16 v11, v50 offset:46596                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v53
	ds_write_b16 v11, v50 offset:46598                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v54
	ds_write_b16 v11, v50 offset:46608                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v55
	ds_write_b16 v11, v50 offset:46610                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v56
	ds_write_b16 v11, v50 offset:46612                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v57
	ds_write_b16 v11, v50 offset:46614                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v58
	ds_write_b16 v11, v50 offset:46624                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v59
	ds_write_b16 v11, v50 offset:46626                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v60
	ds_write_b16 v11, v50 offset:46628                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v61
	ds_write_b16 v11, v50 offset:46630                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v62
	ds_write_b16 v11, v50 offset:46640                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v63
	ds_write_b16 v11, v50 offset:46642                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v64
	ds_write_b16 v11, v50 offset:46644                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v65
	ds_write_b16 v11, v50 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[50:53], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[54:57], v6 offset:18432              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[54:57], v6 offset:18464              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[54:57], v6 offset:18496              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[54:57], v6 offset:18528              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mul_f32 v50, v32, v66                             ; examples/attention_varlen.kgen:65
	v_add_f32 v51, v70, v71                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v52, v51, v72                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v51, v52, v73                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v52, v51, v74                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v51, v52, v75                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v52, v51, v76                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v51, v52, v77                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v52, v51, v78                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v51, v52, v79                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v52, v51, v80                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v51, v52, v81                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v52, v51, v82                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v51, v52, v83                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v52, v51, v84                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v51, v52, v33                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_and_b32 v33, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:65): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v52, v33, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v51, v52
	s_and_saveexec_b64 s[28:29], s[22:23]               ; lanes where %vpred_222
	ds_write_b32 v5, v33 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:65): this warp group's partial
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:65): warp group 0
	ds_read_b32 v51, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:65): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v52, v33, v51
	v_add_f32 v33, v50, v52                             ; examples/attention_varlen.kgen:65
	v_mov_b32 v32, v33                                  ; next 'l'
	v_mov_b32 v1, v67                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:27648            ; 16 bytes into st1
	ds_write_b128 v13, v[38:41] offset:32256            ; 16 bytes into st1
	v_perm_b32 v33, v46, v42, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v33 offset:36864                  ; a K-pair into st2
	v_perm_b32 v33, v46, v42, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v33 offset:37008                  ; a K-pair into st2
	v_perm_b32 v33, v47, v43, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v33 offset:37152                  ; a K-pair into st2
	v_perm_b32 v33, v47, v43, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v33 offset:37296                  ; a K-pair into st2
	v_perm_b32 v33, v48, v44, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v33 offset:37440                  ; a K-pair into st2
	v_perm_b32 v33, v48, v44, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v33 offset:37584                  ; a K-pair into st2
	v_perm_b32 v33, v49, v45, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v33 offset:37728                  ; a K-pair into st2
	v_perm_b32 v33, v49, v45, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v33 offset:37872                  ; a K-pair into st2
.Lattention_varlen_gqa_if1_end:
	s_add_u32 s28, s26, 64
	s_add_u32 s29, s28, 64
	s_cmp_lt_u32 s28, s25
	s_cselect_b32 s28, 1, 0
	s_cmp_eq_u32 s28, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_gqa_if2_end
	s_add_u32 s28, s16, s29
	s_ashr_i32 s30, s27, 2
	s_cmp_lt_u32 s30, s24                               ; the page of 'kg' lies inside it
	s_cselect_b32 s31, 1, 0
	s_cmp_lg_u32 s31, 0
	s_cselect_b32 s32, s30, 0
	s_mul_i32 s34, s32, 64
	s_mul_hi_u32 s35, s32, 64
	s_lshl_b64 s[32:33], s[34:35], 1
	s_add_u32 s34, s10, s32                             ; 'kg' at this page
	s_addc_u32 s35, s11, s33
	s_mul_i32 s36, s28, s21
	s_mul_hi_u32 s37, s28, s21
	s_lshl_b64 s[38:39], s[36:37], 1
	s_add_u32 s36, s34, s38                             ; 'kg' at this page
	s_addc_u32 s37, s35, s39
	s_cmp_lt_u32 s29, s25                               ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s28, 1, 0
	s_and_b32 s29, s28, s31
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s29, 0                                 ; if %upred_2059
	s_cbranch_scc1 .Lattention_varlen_gqa_skip12
	global_load_dwordx4 v[34:37], v10, s[36:37]         ; examples/attention_varlen.kgen:61: 16 bytes of 'kg'
.Lattention_varlen_gqa_skip12:
	s_mul_i32 s28, s21, 64
	v_add_u32 v33, s28, v10
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s29, 0                                 ; if %upred_2059
	s_cbranch_scc1 .Lattention_varlen_gqa_skip13
	global_load_dwordx4 v[38:41], v33, s[36:37]         ; examples/attention_varlen.kgen:61: 16 bytes of 'kg'
.Lattention_varlen_gqa_skip13:
	s_add_u32 s30, s12, s32                             ; 'vg' at this page
	s_addc_u32 s31, s13, s33
	s_add_u32 s32, s30, s38                             ; 'vg' at this page
	s_addc_u32 s33, s31, s39
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_cmp_eq_u32 s29, 0                                 ; if %upred_2059
	s_cbranch_scc1 .Lattention_varlen_gqa_skip14
	global_load_dwordx4 v[42:45], v14, s[32:33]         ; examples/attention_varlen.kgen:66: 16 bytes of 'vg'
.Lattention_varlen_gqa_skip14:
	s_mul_i32 s28, s21, 2
	v_add_u32 v33, s28, v14
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_cmp_eq_u32 s29, 0                                 ; if %upred_2059
	s_cbranch_scc1 .Lattention_varlen_gqa_skip15
	global_load_dwordx4 v[46:49], v33, s[32:33]         ; examples/attention_varlen.kgen:66: 16 bytes of 'vg'
.Lattention_varlen_gqa_skip15:
	v_mov_b32 v50, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v52, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[66:69], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[70:73], v6 offset:27648              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[70:73], v6 offset:27680              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[70:73], v6 offset:27712              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[70:73], v6 offset:27744              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	s_nop 7
	s_nop 2
	v_max_f32 v33, v50, v51                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v50, v51
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v52                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v52
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v53                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v53
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v54                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v54
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v55                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v55
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v56                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v56
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v57                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v57
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v58                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v58
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v59                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v59
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v60                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v60
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v61                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v61
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v62                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v62
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v63                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v63
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v64                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v64
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_max_f32 v33, v67, v65                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[28:29], v67, v65
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_and_b32 v33, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:62): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v66, v33, v67
	s_waitcnt lgkmcnt(0)
	v_max_f32 v33, v67, v66
	v_cmp_u_f32 s[28:29], v67, v66
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	s_and_saveexec_b64 s[28:29], s[22:23]               ; lanes where %vpred_222
	ds_write_b32 v5, v67 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:62): this warp group's partial
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:62): warp group 0
	ds_read_b32 v66, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:62): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v67, v33, v66
	v_cmp_u_f32 s[28:29], v33, v66
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v67, v33, s[28:29]
	v_max_f32 v33, v1, v66                              ; examples/attention_varlen.kgen:62
	v_cmp_u_f32 s[28:29], v1, v66
	v_mov_b32 v66, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v33, v66, s[28:29]
	v_sub_f32 v33, v1, v67                              ; examples/attention_varlen.kgen:64
	v_mul_f32 v66, s20, v33                             ; examples/attention_varlen.kgen:64
	v_mul_f32 v33, 0x3fb8aa3b, v66                      ; examples/attention_varlen.kgen:64
	v_exp_f32 v66, v33                                  ; examples/attention_varlen.kgen:64
	s_nop 0
	v_mul_f32 v33, v16, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v68, v17, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v69, v18, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v70, v19, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v71, v20, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v72, v21, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v73, v22, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v74, v23, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v75, v24, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v76, v25, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v77, v26, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v78, v27, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v79, v28, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v80, v29, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v81, v30, v66                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v82, v31, v66                             ; examples/attention_varlen.kgen:66
	v_mov_b32 v16, v33                                  ; 'acc' scaled in place
	v_mov_b32 v17, v68                                  ; 'acc' scaled in place
	v_mov_b32 v18, v69                                  ; 'acc' scaled in place
	v_mov_b32 v19, v70                                  ; 'acc' scaled in place
	v_mov_b32 v20, v71                                  ; 'acc' scaled in place
	v_mov_b32 v21, v72                                  ; 'acc' scaled in place
	v_mov_b32 v22, v73                                  ; 'acc' scaled in place
	v_mov_b32 v23, v74                                  ; 'acc' scaled in place
	v_mov_b32 v24, v75                                  ; 'acc' scaled in place
	v_mov_b32 v25, v76                                  ; 'acc' scaled in place
	v_mov_b32 v26, v77                                  ; 'acc' scaled in place
	v_mov_b32 v27, v78                                  ; 'acc' scaled in place
	v_mov_b32 v28, v79                                  ; 'acc' scaled in place
	v_mov_b32 v29, v80                                  ; 'acc' scaled in place
	v_mov_b32 v30, v81                                  ; 'acc' scaled in place
	v_mov_b32 v31, v82                                  ; 'acc' scaled in place
	v_mov_b32 v33, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:63)
	v_mul_f32 v68, s20, v33
	v_mov_b32 v33, 0xbfb8aa3b
	v_mul_f32 v69, s20, v33
	v_mul_f32 v33, v67, v69                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:63)
	v_fma_f32 v69, v50, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v70, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v51, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v71, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v52, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v72, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v53, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v73, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v54, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v74, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v55, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v75, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v56, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v76, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v57, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v77, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v58, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v78, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v59, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v79, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v60, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v80, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v61, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v81, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v62, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v82, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v63, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v83, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v64, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v84, v69                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v69, v65, v68, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v33, v69                                  ; examples/attention_varlen.kgen:63
	v_bfe_u32 v50, v70, 16, 1                           ; round to bf16
	v_add3_u32 v51, v70, v50, s7
	v_cmp_u_f32 s[28:29], v70, v70
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v50, s[28:29]
	v_and_b32 v50, 0xffff0000, v51
	v_bfe_u32 v51, v71, 16, 1                           ; round to bf16
	v_add3_u32 v52, v71, v51, s7
	v_cmp_u_f32 s[28:29], v71, v71
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v52, v51, s[28:29]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v72, 16, 1                           ; round to bf16
	v_add3_u32 v53, v72, v52, s7
	v_cmp_u_f32 s[28:29], v72, v72
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v52, s[28:29]
	v_and_b32 v52, 0xffff0000, v53
	v_bfe_u32 v53, v73, 16, 1                           ; round to bf16
	v_add3_u32 v54, v73, v53, s7
	v_cmp_u_f32 s[28:29], v73, v73
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[28:29]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v74, 16, 1                           ; round to bf16
	v_add3_u32 v55, v74, v54, s7
	v_cmp_u_f32 s[28:29], v74, v74
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[28:29]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v75, 16, 1                           ; round to bf16
	v_add3_u32 v56, v75, v55, s7
	v_cmp_u_f32 s[28:29], v75, v75
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[28:29]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v76, 16, 1                           ; round to bf16
	v_add3_u32 v57, v76, v56, s7
	v_cmp_u_f32 s[28:29], v76, v76
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[28:29]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v77, 16, 1                           ; round to bf16
	v_add3_u32 v58, v77, v57, s7
	v_cmp_u_f32 s[28:29], v77, v77
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[28:29]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v78, 16, 1                           ; round to bf16
	v_add3_u32 v59, v78, v58, s7
	v_cmp_u_f32 s[28:29], v78, v78
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[28:29]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v79, 16, 1                           ; round to bf16
	v_add3_u32 v60, v79, v59, s7
	v_cmp_u_f32 s[28:29], v79, v79
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[28:29]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v80, 16, 1                           ; round to bf16
	v_add3_u32 v61, v80, v60, s7
	v_cmp_u_f32 s[28:29], v80, v80
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[28:29]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v81, 16, 1                           ; round to bf16
	v_add3_u32 v62, v81, v61, s7
	v_cmp_u_f32 s[28:29], v81, v81
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[28:29]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v82, 16, 1                           ; round to bf16
	v_add3_u32 v63, v82, v62, s7
	v_cmp_u_f32 s[28:29], v82, v82
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[28:29]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v83, 16, 1                           ; round to bf16
	v_add3_u32 v64, v83, v63, s7
	v_cmp_u_f32 s[28:29], v83, v83
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[28:29]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v84, 16, 1                           ; round to bf16
	v_add3_u32 v65, v84, v64, s7
	v_cmp_u_f32 s[28:29], v84, v84
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[28:29]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v33, 16, 1                           ; round to bf16
	v_add3_u32 v68, v33, v65, s7
	v_cmp_u_f32 s[28:29], v33, v33
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v68, v68, v65, s[28:29]
	v_and_b32 v65, 0xffff0000, v68
	v_lshrrev_b32 v68, 16, v50
	ds_write_b16 v11, v68 offset:46592                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v51
	ds_write_b16 v11, v50 offset:46594                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v52
	ds_write_b16 v11, v50 offset:46596                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v53
	ds_write_b16 v11, v50 offset:46598                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v54
	ds_write_b16 v11, v50 offset:46608                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v55
	ds_write_b16 v11, v50 offset:46610                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v56
	ds_write_b16 v11, v50 offset:46612                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v57
	ds_write_b16 v11, v50 offset:46614                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v58
	ds_write_b16 v11, v50 offset:46624                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v59
	ds_write_b16 v11, v50 offset:46626                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v60
	ds_write_b16 v11, v50 offset:46628                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v61
	ds_write_b16 v11, v50 offset:46630                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v62
	ds_write_b16 v11, v50 offset:46640                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v63
	ds_write_b16 v11, v50 offset:46642                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v64
	ds_write_b16 v11, v50 offset:46644                  ; B operand of the product: stage
	v_lshrrev_b32 v50, 16, v65
	ds_write_b16 v11, v50 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[50:53], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[54:57], v6 offset:36864              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[54:57], v6 offset:36896              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[54:57], v6 offset:36928              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[54:57], v6 offset:36960              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mul_f32 v50, v32, v66                             ; examples/attention_varlen.kgen:65
	v_add_f32 v51, v70, v71                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v52, v51, v72                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v51, v52, v73                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v52, v51, v74                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v51, v52, v75                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v52, v51, v76                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v51, v52, v77                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v52, v51, v78                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v51, v52, v79                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v52, v51, v80                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v51, v52, v81                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v52, v51, v82                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v51, v52, v83                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v52, v51, v84                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v51, v52, v33                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_and_b32 v33, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:65): lanes 32 apart
	v_xor_b32 v33, 32, v33
	v_lshlrev_b32 v33, 2, v33
	ds_bpermute_b32 v52, v33, v51
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v51, v52
	s_and_saveexec_b64 s[28:29], s[22:23]               ; lanes where %vpred_222
	ds_write_b32 v5, v33 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:65): this warp group's partial
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:65): warp group 0
	ds_read_b32 v51, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:65): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v52, v33, v51
	v_add_f32 v33, v50, v52                             ; examples/attention_varlen.kgen:65
	v_mov_b32 v32, v33                                  ; next 'l'
	v_mov_b32 v1, v67                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:9216             ; 16 bytes into st1
	ds_write_b128 v13, v[38:41] offset:13824            ; 16 bytes into st1
	v_perm_b32 v33, v46, v42, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v33 offset:18432                  ; a K-pair into st2
	v_perm_b32 v33, v46, v42, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v33 offset:18576                  ; a K-pair into st2
	v_perm_b32 v33, v47, v43, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v33 offset:18720                  ; a K-pair into st2
	v_perm_b32 v33, v47, v43, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v33 offset:18864                  ; a K-pair into st2
	v_perm_b32 v33, v48, v44, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v33 offset:19008                  ; a K-pair into st2
	v_perm_b32 v33, v48, v44, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v33 offset:19152                  ; a K-pair into st2
	v_perm_b32 v33, v49, v45, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v33 offset:19296                  ; a K-pair into st2
	v_perm_b32 v33, v49, v45, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v33 offset:19440                  ; a K-pair into st2
.Lattention_varlen_gqa_if2_end:
	s_add_u32 s26, s26, 0x80
	s_cmp_lt_u32 s26, s25
	s_cbranch_scc1 .Lattention_varlen_gqa_loop0
.Lattention_varlen_gqa_loop0_end:
	s_add_u32 s26, s25, 63
	s_and_b32 s25, s26, 0xffffffc0                      ; the first chunk of 'tt' the pipeline left
	s_mov_b32 s26, s25                                  ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s26, s14
	s_cbranch_scc1 .Lattention_varlen_gqa_loop1_end
.Lattention_varlen_gqa_loop1:
	s_add_u32 s25, s16, s26
	s_sub_u32 s28, s14, s26
	s_ashr_i32 s29, s27, 2
	s_cmp_lt_u32 s29, s24                               ; the page of 'kg' lies inside it
	s_cselect_b32 s30, 1, 0
	s_cmp_lg_u32 s30, 0
	s_cselect_b32 s31, s29, 0
	s_mul_i32 s32, s31, 64
	s_mul_hi_u32 s33, s31, 64
	s_lshl_b64 s[34:35], s[32:33], 1
	s_add_u32 s32, s10, s34                             ; 'kg' at this page
	s_addc_u32 s33, s11, s35
	s_mul_i32 s36, s25, s21
	s_mul_hi_u32 s37, s25, s21
	s_lshl_b64 s[38:39], s[36:37], 1
	s_add_u32 s36, s32, s38                             ; 'kg' at this page
	s_addc_u32 s37, s33, s39
	v_cmp_lt_u32 s[32:33], v8, s28                      ; 'tt' element in bounds
	s_cmp_lg_u32 s30, 0
	s_cselect_b64 s[40:41], exec, 0
	s_and_b64 s[42:43], s[32:33], s[40:41]
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[42:43]               ; lanes where %vpred_443
	global_load_ushort v33, v10, s[36:37]               ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[42:43]               ; lanes where %vpred_443
	global_load_ushort v33, v10, s[36:37] offset:2      ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[42:43]               ; lanes where %vpred_443
	global_load_ushort v33, v10, s[36:37] offset:4      ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[42:43]               ; lanes where %vpred_443
	global_load_ushort v33, v10, s[36:37] offset:6      ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[42:43]               ; lanes where %vpred_443
	global_load_ushort v33, v10, s[36:37] offset:8      ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[42:43]               ; lanes where %vpred_443
	global_load_ushort v33, v10, s[36:37] offset:10     ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v39, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[42:43]               ; lanes where %vpred_443
	global_load_ushort v33, v10, s[36:37] offset:12     ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v33
	v_mov_b32 v33, 0                                    ; absent element
	s_and_saveexec_b64 s[32:33], s[42:43]               ; lanes where %vpred_443
	global_load_ushort v33, v10, s[36:37] offset:14     ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[32:33]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v33
	s_mul_i32 s25, s21, 32
	s_lshl_b32 s29, s25, 1
	v_add_u32 v33, s29, v10
	v_add_u32 v42, 32, v8
	v_cmp_lt_u32 s[32:33], v42, s28                     ; 'tt' element in bounds
	s_cmp_lg_u32 s30, 0
	s_cselect_b64 s[30:31], exec, 0
	s_and_b64 s[40:41], s[32:33], s[30:31]
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_465
	global_load_ushort v42, v33, s[36:37]               ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_465
	global_load_ushort v42, v33, s[36:37] offset:2      ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_465
	global_load_ushort v42, v33, s[36:37] offset:4      ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_465
	global_load_ushort v42, v33, s[36:37] offset:6      ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_465
	global_load_ushort v42, v33, s[36:37] offset:8      ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_465
	global_load_ushort v42, v33, s[36:37] offset:10     ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v48, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_465
	global_load_ushort v42, v33, s[36:37] offset:12     ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v49, 16, v42
	v_mov_b32 v42, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_465
	global_load_ushort v42, v33, s[36:37] offset:14     ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v42
	v_lshrrev_b32 v42, 16, v34
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v13, v42 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v35
	ds_write_b16 v13, v34 offset:9218                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v36
	ds_write_b16 v13, v34 offset:9220                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v37
	ds_write_b16 v13, v34 offset:9222                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v38
	ds_write_b16 v13, v34 offset:9224                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v39
	ds_write_b16 v13, v34 offset:9226                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v40
	ds_write_b16 v13, v34 offset:9228                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v41
	ds_write_b16 v13, v34 offset:9230                   ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v43
	ds_write_b16 v13, v34 offset:13824                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v44
	ds_write_b16 v13, v34 offset:13826                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v45
	ds_write_b16 v13, v34 offset:13828                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v46
	ds_write_b16 v13, v34 offset:13830                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v47
	ds_write_b16 v13, v34 offset:13832                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v48
	ds_write_b16 v13, v34 offset:13834                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v49
	ds_write_b16 v13, v34 offset:13836                  ; A operand of the product: stage
	v_lshrrev_b32 v34, 16, v50
	ds_write_b16 v13, v34 offset:13838                  ; A operand of the product: stage
	v_mov_b32 v34, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v35, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v36, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v38, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v40, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v42, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v43, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v44, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v45, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v46, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v47, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v48, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v49, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	ds_read_b128 v[50:53], v2                           ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[54:57], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[54:55], v[50:51], v[34:49] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[56:57], v[52:53], v[34:49] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[54:57], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[54:55], v[50:51], v[34:49] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[56:57], v[52:53], v[34:49] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[54:57], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[54:55], v[50:51], v[34:49] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[56:57], v[52:53], v[34:49] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[54:57], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[34:49], v[54:55], v[50:51], v[34:49] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[34:49], v[56:57], v[52:53], v[34:49] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_cmp_lt_u32 s[30:31], v3, s15                      ; 's' element in bounds
	v_cmp_lt_u32 s[32:33], v9, s28                      ; 'tt' element in bounds
	s_and_b64 s[36:37], s[30:31], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	s_nop 6
	v_cndmask_b32 v51, v50, v34, s[36:37]
	v_add_u32 v50, 1, v9
	v_cmp_lt_u32 s[32:33], v50, s28                     ; 'tt' element in bounds
	s_and_b64 s[44:45], s[30:31], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v52, v50, v35, s[44:45]
	v_add_u32 v50, 2, v9
	v_cmp_lt_u32 s[32:33], v50, s28                     ; 'tt' element in bounds
	s_and_b64 s[46:47], s[30:31], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v53, v50, v36, s[46:47]
	v_add_u32 v50, 3, v9
	v_cmp_lt_u32 s[32:33], v50, s28                     ; 'tt' element in bounds
	s_and_b64 s[48:49], s[30:31], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v54, v50, v37, s[48:49]
	v_add_u32 v50, 8, v9
	v_cmp_lt_u32 s[32:33], v50, s28                     ; 'tt' element in bounds
	s_and_b64 s[50:51], s[30:31], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v55, v50, v38, s[50:51]
	v_add_u32 v50, 9, v9
	v_cmp_lt_u32 s[32:33], v50, s28                     ; 'tt' element in bounds
	s_and_b64 s[52:53], s[30:31], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v56, v50, v39, s[52:53]
	v_add_u32 v50, 10, v9
	v_cmp_lt_u32 s[32:33], v50, s28                     ; 'tt' element in bounds
	s_and_b64 s[54:55], s[30:31], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v57, v50, v40, s[54:55]
	v_add_u32 v50, 11, v9
	v_cmp_lt_u32 s[32:33], v50, s28                     ; 'tt' element in bounds
	s_and_b64 s[56:57], s[30:31], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v58, v50, v41, s[56:57]
	v_add_u32 v50, 16, v9
	v_cmp_lt_u32 s[32:33], v50, s28                     ; 'tt' element in bounds
	s_and_b64 s[58:59], s[30:31], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v59, v50, v42, s[58:59]
	v_add_u32 v50, 17, v9
	v_cmp_lt_u32 s[32:33], v50, s28                     ; 'tt' element in bounds
	s_and_b64 s[60:61], s[30:31], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v60, v50, v43, s[60:61]
	v_add_u32 v50, 18, v9
	v_cmp_lt_u32 s[32:33], v50, s28                     ; 'tt' element in bounds
	s_and_b64 s[62:63], s[30:31], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v61, v50, v44, s[62:63]
	v_add_u32 v50, 19, v9
	v_cmp_lt_u32 s[32:33], v50, s28                     ; 'tt' element in bounds
	s_and_b64 s[64:65], s[30:31], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v62, v50, v45, s[64:65]
	v_add_u32 v50, 24, v9
	v_cmp_lt_u32 s[32:33], v50, s28                     ; 'tt' element in bounds
	s_and_b64 s[66:67], s[30:31], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v63, v50, v46, s[66:67]
	v_add_u32 v50, 25, v9
	v_cmp_lt_u32 s[32:33], v50, s28                     ; 'tt' element in bounds
	s_and_b64 s[68:69], s[30:31], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v64, v50, v47, s[68:69]
	v_add_u32 v50, 26, v9
	v_cmp_lt_u32 s[32:33], v50, s28                     ; 'tt' element in bounds
	s_and_b64 s[70:71], s[30:31], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v65, v50, v48, s[70:71]
	v_add_u32 v50, 27, v9
	v_cmp_lt_u32 s[32:33], v50, s28                     ; 'tt' element in bounds
	s_and_b64 s[28:29], s[30:31], s[32:33]
	v_mov_b32 v50, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v66, v50, v49, s[28:29]
	v_max_f32 v50, v51, v52                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v51, v52
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[30:31]
	v_max_f32 v50, v52, v53                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v52, v53
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[30:31]
	v_max_f32 v50, v52, v54                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v52, v54
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[30:31]
	v_max_f32 v50, v52, v55                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v52, v55
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[30:31]
	v_max_f32 v50, v52, v56                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v52, v56
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[30:31]
	v_max_f32 v50, v52, v57                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v52, v57
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[30:31]
	v_max_f32 v50, v52, v58                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v52, v58
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[30:31]
	v_max_f32 v50, v52, v59                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v52, v59
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[30:31]
	v_max_f32 v50, v52, v60                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v52, v60
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[30:31]
	v_max_f32 v50, v52, v61                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v52, v61
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[30:31]
	v_max_f32 v50, v52, v62                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v52, v62
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[30:31]
	v_max_f32 v50, v52, v63                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v52, v63
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[30:31]
	v_max_f32 v50, v52, v64                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v52, v64
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[30:31]
	v_max_f32 v50, v52, v65                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v52, v65
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[30:31]
	v_max_f32 v50, v52, v66                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v52, v66
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[30:31]
	v_and_b32 v50, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:62): lanes 32 apart
	v_xor_b32 v50, 32, v50
	v_lshlrev_b32 v50, 2, v50
	ds_bpermute_b32 v51, v50, v52
	s_waitcnt lgkmcnt(0)
	v_max_f32 v50, v52, v51
	v_cmp_u_f32 s[30:31], v52, v51
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[30:31]
	s_and_saveexec_b64 s[30:31], s[22:23]               ; lanes where %vpred_222
	ds_write_b32 v5, v52 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:62): this warp group's partial
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v50, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:62): warp group 0
	ds_read_b32 v51, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:62): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v52, v50, v51
	v_cmp_u_f32 s[30:31], v50, v51
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v52, v50, s[30:31]
	v_max_f32 v50, v1, v51                              ; examples/attention_varlen.kgen:62
	v_cmp_u_f32 s[30:31], v1, v51
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v50, v51, s[30:31]
	v_sub_f32 v50, v1, v52                              ; examples/attention_varlen.kgen:64
	v_mul_f32 v51, s20, v50                             ; examples/attention_varlen.kgen:64
	v_mul_f32 v50, 0x3fb8aa3b, v51                      ; examples/attention_varlen.kgen:64
	v_exp_f32 v51, v50                                  ; examples/attention_varlen.kgen:64
	s_nop 0
	v_mul_f32 v50, v16, v51                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v53, v17, v51                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v54, v18, v51                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v55, v19, v51                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v56, v20, v51                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v57, v21, v51                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v58, v22, v51                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v59, v23, v51                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v60, v24, v51                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v61, v25, v51                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v62, v26, v51                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v63, v27, v51                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v64, v28, v51                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v65, v29, v51                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v66, v30, v51                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v67, v31, v51                             ; examples/attention_varlen.kgen:66
	v_mov_b32 v16, v50                                  ; 'acc' scaled in place
	v_mov_b32 v17, v53                                  ; 'acc' scaled in place
	v_mov_b32 v18, v54                                  ; 'acc' scaled in place
	v_mov_b32 v19, v55                                  ; 'acc' scaled in place
	v_mov_b32 v20, v56                                  ; 'acc' scaled in place
	v_mov_b32 v21, v57                                  ; 'acc' scaled in place
	v_mov_b32 v22, v58                                  ; 'acc' scaled in place
	v_mov_b32 v23, v59                                  ; 'acc' scaled in place
	v_mov_b32 v24, v60                                  ; 'acc' scaled in place
	v_mov_b32 v25, v61                                  ; 'acc' scaled in place
	v_mov_b32 v26, v62                                  ; 'acc' scaled in place
	v_mov_b32 v27, v63                                  ; 'acc' scaled in place
	v_mov_b32 v28, v64                                  ; 'acc' scaled in place
	v_mov_b32 v29, v65                                  ; 'acc' scaled in place
	v_mov_b32 v30, v66                                  ; 'acc' scaled in place
	v_mov_b32 v31, v67                                  ; 'acc' scaled in place
	s_add_u32 s30, s12, s34                             ; 'vg' at this page
	s_addc_u32 s31, s13, s35
	s_add_u32 s32, s30, s38                             ; 'vg' at this page
	s_addc_u32 s33, s31, s39
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_443
	global_load_ushort v50, v10, s[32:33]               ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_443
	global_load_ushort v50, v10, s[32:33] offset:2      ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_443
	global_load_ushort v50, v10, s[32:33] offset:4      ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_443
	global_load_ushort v50, v10, s[32:33] offset:6      ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_443
	global_load_ushort v50, v10, s[32:33] offset:8      ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_443
	global_load_ushort v50, v10, s[32:33] offset:10     ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_443
	global_load_ushort v50, v10, s[32:33] offset:12     ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[42:43]               ; lanes where %vpred_443
	global_load_ushort v50, v10, s[32:33] offset:14     ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_465
	global_load_ushort v50, v33, s[32:33]               ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_465
	global_load_ushort v50, v33, s[32:33] offset:2      ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_465
	global_load_ushort v50, v33, s[32:33] offset:4      ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_465
	global_load_ushort v50, v33, s[32:33] offset:6      ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_465
	global_load_ushort v50, v33, s[32:33] offset:8      ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v65, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_465
	global_load_ushort v50, v33, s[32:33] offset:10     ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v66, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_465
	global_load_ushort v50, v33, s[32:33] offset:12     ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v67, 16, v50
	v_mov_b32 v50, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_465
	global_load_ushort v50, v33, s[32:33] offset:14     ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v50
	v_lshrrev_b32 v50, 16, v53
	ds_write_b16 v15, v50 offset:18432                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v54
	ds_write_b16 v15, v50 offset:18576                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v55
	ds_write_b16 v15, v50 offset:18720                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v56
	ds_write_b16 v15, v50 offset:18864                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v57
	ds_write_b16 v15, v50 offset:19008                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v58
	ds_write_b16 v15, v50 offset:19152                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v59
	ds_write_b16 v15, v50 offset:19296                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v60
	ds_write_b16 v15, v50 offset:19440                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v61
	ds_write_b16 v15, v50 offset:18496                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v62
	ds_write_b16 v15, v50 offset:18640                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v63
	ds_write_b16 v15, v50 offset:18784                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v64
	ds_write_b16 v15, v50 offset:18928                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v65
	ds_write_b16 v15, v50 offset:19072                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v66
	ds_write_b16 v15, v50 offset:19216                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v67
	ds_write_b16 v15, v50 offset:19360                  ; A operand of the product: stage
	v_lshrrev_b32 v50, 16, v33
	ds_write_b16 v15, v50 offset:19504                  ; A operand of the product: stage
	v_mov_b32 v33, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:63)
	v_mul_f32 v50, s20, v33
	v_mov_b32 v33, 0xbfb8aa3b
	v_mul_f32 v53, s20, v33
	v_mul_f32 v33, v52, v53                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:63)
	v_fma_f32 v53, v34, v50, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v54, v53                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v53, v35, v50, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v55, v53                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v53, v36, v50, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v56, v53                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v53, v37, v50, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v57, v53                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v53, v38, v50, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v58, v53                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v53, v39, v50, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v59, v53                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v53, v40, v50, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v60, v53                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v53, v41, v50, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v61, v53                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v53, v42, v50, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v62, v53                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v53, v43, v50, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v63, v53                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v53, v44, v50, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v64, v53                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v53, v45, v50, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v65, v53                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v53, v46, v50, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v66, v53                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v53, v47, v50, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v67, v53                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v53, v48, v50, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v68, v53                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v53, v49, v50, v33                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v33, v53                                  ; examples/attention_varlen.kgen:63
	v_bfe_u32 v34, v54, 16, 1                           ; round to bf16
	v_add3_u32 v35, v54, v34, s7
	v_cmp_u_f32 s[30:31], v54, v54
	v_mov_b32 v34, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v35, v35, v34, s[30:31]
	v_and_b32 v34, 0xffff0000, v35
	v_bfe_u32 v35, v55, 16, 1                           ; round to bf16
	v_add3_u32 v36, v55, v35, s7
	v_cmp_u_f32 s[30:31], v55, v55
	v_mov_b32 v35, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v36, v35, s[30:31]
	v_and_b32 v35, 0xffff0000, v36
	v_bfe_u32 v36, v56, 16, 1                           ; round to bf16
	v_add3_u32 v37, v56, v36, s7
	v_cmp_u_f32 s[30:31], v56, v56
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v37, v36, s[30:31]
	v_and_b32 v36, 0xffff0000, v37
	v_bfe_u32 v37, v57, 16, 1                           ; round to bf16
	v_add3_u32 v38, v57, v37, s7
	v_cmp_u_f32 s[30:31], v57, v57
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v38, v37, s[30:31]
	v_and_b32 v37, 0xffff0000, v38
	v_bfe_u32 v38, v58, 16, 1                           ; round to bf16
	v_add3_u32 v39, v58, v38, s7
	v_cmp_u_f32 s[30:31], v58, v58
	v_mov_b32 v38, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v39, v38, s[30:31]
	v_and_b32 v38, 0xffff0000, v39
	v_bfe_u32 v39, v59, 16, 1                           ; round to bf16
	v_add3_u32 v40, v59, v39, s7
	v_cmp_u_f32 s[30:31], v59, v59
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v40, v39, s[30:31]
	v_and_b32 v39, 0xffff0000, v40
	v_bfe_u32 v40, v60, 16, 1                           ; round to bf16
	v_add3_u32 v41, v60, v40, s7
	v_cmp_u_f32 s[30:31], v60, v60
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v41, v40, s[30:31]
	v_and_b32 v40, 0xffff0000, v41
	v_bfe_u32 v41, v61, 16, 1                           ; round to bf16
	v_add3_u32 v42, v61, v41, s7
	v_cmp_u_f32 s[30:31], v61, v61
	v_mov_b32 v41, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v41, s[30:31]
	v_and_b32 v41, 0xffff0000, v42
	v_bfe_u32 v42, v62, 16, 1                           ; round to bf16
	v_add3_u32 v43, v62, v42, s7
	v_cmp_u_f32 s[30:31], v62, v62
	v_mov_b32 v42, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v43, v43, v42, s[30:31]
	v_and_b32 v42, 0xffff0000, v43
	v_bfe_u32 v43, v63, 16, 1                           ; round to bf16
	v_add3_u32 v44, v63, v43, s7
	v_cmp_u_f32 s[30:31], v63, v63
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v44, v43, s[30:31]
	v_and_b32 v43, 0xffff0000, v44
	v_bfe_u32 v44, v64, 16, 1                           ; round to bf16
	v_add3_u32 v45, v64, v44, s7
	v_cmp_u_f32 s[30:31], v64, v64
	v_mov_b32 v44, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v45, v45, v44, s[30:31]
	v_and_b32 v44, 0xffff0000, v45
	v_bfe_u32 v45, v65, 16, 1                           ; round to bf16
	v_add3_u32 v46, v65, v45, s7
	v_cmp_u_f32 s[30:31], v65, v65
	v_mov_b32 v45, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v46, v46, v45, s[30:31]
	v_and_b32 v45, 0xffff0000, v46
	v_bfe_u32 v46, v66, 16, 1                           ; round to bf16
	v_add3_u32 v47, v66, v46, s7
	v_cmp_u_f32 s[30:31], v66, v66
	v_mov_b32 v46, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v47, v47, v46, s[30:31]
	v_and_b32 v46, 0xffff0000, v47
	v_bfe_u32 v47, v67, 16, 1                           ; round to bf16
	v_add3_u32 v48, v67, v47, s7
	v_cmp_u_f32 s[30:31], v67, v67
	v_mov_b32 v47, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v48, v48, v47, s[30:31]
	v_and_b32 v47, 0xffff0000, v48
	v_bfe_u32 v48, v68, 16, 1                           ; round to bf16
	v_add3_u32 v49, v68, v48, s7
	v_cmp_u_f32 s[30:31], v68, v68
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v49, v48, s[30:31]
	v_and_b32 v48, 0xffff0000, v49
	v_bfe_u32 v49, v33, 16, 1                           ; round to bf16
	v_add3_u32 v50, v33, v49, s7
	v_cmp_u_f32 s[30:31], v33, v33
	v_mov_b32 v49, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v50, v50, v49, s[30:31]
	v_and_b32 v49, 0xffff0000, v50
	v_cndmask_b32 v50, 0, v34, s[36:37]                 ; absent elements add nothing
	v_lshrrev_b32 v34, 16, v50
	ds_write_b16 v11, v34 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v35, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v36, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v37, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v38, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v39, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v40, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v41, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v42, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v43, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v44, s[62:63]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v45, s[64:65]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v46, s[66:67]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v47, s[68:69]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v48, s[70:71]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v34, 0, v49, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v35, 16, v34
	ds_write_b16 v11, v35 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[34:37], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[38:41], v6 offset:18432              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[38:39], v[34:35], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[40:41], v[36:37], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[34:37], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[38:41], v6 offset:18464              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[38:39], v[34:35], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[40:41], v[36:37], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[34:37], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[38:41], v6 offset:18496              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[38:39], v[34:35], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[40:41], v[36:37], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[34:37], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[38:41], v6 offset:18528              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[38:39], v[34:35], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[40:41], v[36:37], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mul_f32 v34, v32, v51                             ; examples/attention_varlen.kgen:65
	v_cndmask_b32 v35, 0, v54, s[36:37]                 ; absent elements contribute the identity
	v_cndmask_b32 v36, 0, v55, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v37, 0, v56, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v38, 0, v57, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v39, 0, v58, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v40, 0, v59, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v41, 0, v60, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v42, 0, v61, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v43, 0, v62, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v44, 0, v63, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v45, 0, v64, s[62:63]                 ; absent elements contribute the identity
	v_cndmask_b32 v46, 0, v65, s[64:65]                 ; absent elements contribute the identity
	v_cndmask_b32 v47, 0, v66, s[66:67]                 ; absent elements contribute the identity
	v_cndmask_b32 v48, 0, v67, s[68:69]                 ; absent elements contribute the identity
	v_cndmask_b32 v49, 0, v68, s[70:71]                 ; absent elements contribute the identity
	v_cndmask_b32 v50, 0, v33, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v33, v35, v36                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v35, v33, v37                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v33, v35, v38                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v35, v33, v39                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v33, v35, v40                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v35, v33, v41                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v33, v35, v42                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v35, v33, v43                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v33, v35, v44                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v35, v33, v45                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v33, v35, v46                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v35, v33, v47                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v33, v35, v48                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v35, v33, v49                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v33, v35, v50                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_and_b32 v35, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:65): lanes 32 apart
	v_xor_b32 v35, 32, v35
	v_lshlrev_b32 v35, 2, v35
	ds_bpermute_b32 v36, v35, v33
	s_waitcnt lgkmcnt(0)
	v_add_f32 v35, v33, v36
	s_and_saveexec_b64 s[28:29], s[22:23]               ; lanes where %vpred_222
	ds_write_b32 v5, v35 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:65): this warp group's partial
	s_mov_b64 exec, s[28:29]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v33, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:65): warp group 0
	ds_read_b32 v35, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:65): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v36, v33, v35
	v_add_f32 v33, v34, v36                             ; examples/attention_varlen.kgen:65
	v_mov_b32 v32, v33                                  ; next 'l'
	v_mov_b32 v1, v52                                   ; next 'mx'
	s_add_u32 s26, s26, 64
	s_cmp_lt_u32 s26, s14
	s_cbranch_scc1 .Lattention_varlen_gqa_loop1
.Lattention_varlen_gqa_loop1_end:
	v_cmp_gt_f32 s[28:29], v32, 0                       ; examples/attention_varlen.kgen:69
	v_div_scale_f32 v1, s[30:31], v32, v32, v16         ; examples/attention_varlen.kgen:69
	v_rcp_f32 v33, v1
	v_div_scale_f32 v34, vcc, v16, v32, v16
	v_fma_f32 v35, -v1, v33, 1.0
	v_fma_f32 v33, v35, v33, v33
	v_mul_f32 v36, v34, v33
	v_fma_f32 v35, -v1, v36, v34
	v_fma_f32 v36, v35, v33, v36
	v_fma_f32 v35, -v1, v36, v34
	v_div_fmas_f32 v35, v35, v33, v36
	v_div_fixup_f32 v1, v35, v32, v16
	v_div_scale_f32 v33, s[30:31], v32, v32, v17        ; examples/attention_varlen.kgen:69
	v_rcp_f32 v34, v33
	v_div_scale_f32 v35, vcc, v17, v32, v17
	v_fma_f32 v36, -v33, v34, 1.0
	v_fma_f32 v34, v36, v34, v34
	v_mul_f32 v37, v35, v34
	v_fma_f32 v36, -v33, v37, v35
	v_fma_f32 v37, v36, v34, v37
	v_fma_f32 v36, -v33, v37, v35
	v_div_fmas_f32 v36, v36, v34, v37
	v_div_fixup_f32 v33, v36, v32, v17
	v_div_scale_f32 v34, s[30:31], v32, v32, v18        ; examples/attention_varlen.kgen:69
	v_rcp_f32 v35, v34
	v_div_scale_f32 v36, vcc, v18, v32, v18
	v_fma_f32 v37, -v34, v35, 1.0
	v_fma_f32 v35, v37, v35, v35
	v_mul_f32 v38, v36, v35
	v_fma_f32 v37, -v34, v38, v36
	v_fma_f32 v38, v37, v35, v38
	v_fma_f32 v37, -v34, v38, v36
	v_div_fmas_f32 v37, v37, v35, v38
	v_div_fixup_f32 v34, v37, v32, v18
	v_div_scale_f32 v35, s[30:31], v32, v32, v19        ; examples/attention_varlen.kgen:69
	v_rcp_f32 v36, v35
	v_div_scale_f32 v37, vcc, v19, v32, v19
	v_fma_f32 v38, -v35, v36, 1.0
	v_fma_f32 v36, v38, v36, v36
	v_mul_f32 v39, v37, v36
	v_fma_f32 v38, -v35, v39, v37
	v_fma_f32 v39, v38, v36, v39
	v_fma_f32 v38, -v35, v39, v37
	v_div_fmas_f32 v38, v38, v36, v39
	v_div_fixup_f32 v35, v38, v32, v19
	v_div_scale_f32 v36, s[30:31], v32, v32, v20        ; examples/attention_varlen.kgen:69
	v_rcp_f32 v37, v36
	v_div_scale_f32 v38, vcc, v20, v32, v20
	v_fma_f32 v39, -v36, v37, 1.0
	v_fma_f32 v37, v39, v37, v37
	v_mul_f32 v40, v38, v37
	v_fma_f32 v39, -v36, v40, v38
	v_fma_f32 v40, v39, v37, v40
	v_fma_f32 v39, -v36, v40, v38
	v_div_fmas_f32 v39, v39, v37, v40
	v_div_fixup_f32 v36, v39, v32, v20
	v_div_scale_f32 v37, s[30:31], v32, v32, v21        ; examples/attention_varlen.kgen:69
	v_rcp_f32 v38, v37
	v_div_scale_f32 v39, vcc, v21, v32, v21
	v_fma_f32 v40, -v37, v38, 1.0
	v_fma_f32 v38, v40, v38, v38
	v_mul_f32 v41, v39, v38
	v_fma_f32 v40, -v37, v41, v39
	v_fma_f32 v41, v40, v38, v41
	v_fma_f32 v40, -v37, v41, v39
	v_div_fmas_f32 v40, v40, v38, v41
	v_div_fixup_f32 v37, v40, v32, v21
	v_div_scale_f32 v38, s[30:31], v32, v32, v22        ; examples/attention_varlen.kgen:69
	v_rcp_f32 v39, v38
	v_div_scale_f32 v40, vcc, v22, v32, v22
	v_fma_f32 v41, -v38, v39, 1.0
	v_fma_f32 v39, v41, v39, v39
	v_mul_f32 v42, v40, v39
	v_fma_f32 v41, -v38, v42, v40
	v_fma_f32 v42, v41, v39, v42
	v_fma_f32 v41, -v38, v42, v40
	v_div_fmas_f32 v41, v41, v39, v42
	v_div_fixup_f32 v38, v41, v32, v22
	v_div_scale_f32 v39, s[30:31], v32, v32, v23        ; examples/attention_varlen.kgen:69
	v_rcp_f32 v40, v39
	v_div_scale_f32 v41, vcc, v23, v32, v23
	v_fma_f32 v42, -v39, v40, 1.0
	v_fma_f32 v40, v42, v40, v40
	v_mul_f32 v43, v41, v40
	v_fma_f32 v42, -v39, v43, v41
	v_fma_f32 v43, v42, v40, v43
	v_fma_f32 v42, -v39, v43, v41
	v_div_fmas_f32 v42, v42, v40, v43
	v_div_fixup_f32 v39, v42, v32, v23
	v_div_scale_f32 v40, s[30:31], v32, v32, v24        ; examples/attention_varlen.kgen:69
	v_rcp_f32 v41, v40
	v_div_scale_f32 v42, vcc, v24, v32, v24
	v_fma_f32 v43, -v40, v41, 1.0
	v_fma_f32 v41, v43, v41, v41
	v_mul_f32 v44, v42, v41
	v_fma_f32 v43, -v40, v44, v42
	v_fma_f32 v44, v43, v41, v44
	v_fma_f32 v43, -v40, v44, v42
	v_div_fmas_f32 v43, v43, v41, v44
	v_div_fixup_f32 v40, v43, v32, v24
	v_div_scale_f32 v41, s[30:31], v32, v32, v25        ; examples/attention_varlen.kgen:69
	v_rcp_f32 v42, v41
	v_div_scale_f32 v43, vcc, v25, v32, v25
	v_fma_f32 v44, -v41, v42, 1.0
	v_fma_f32 v42, v44, v42, v42
	v_mul_f32 v45, v43, v42
	v_fma_f32 v44, -v41, v45, v43
	v_fma_f32 v45, v44, v42, v45
	v_fma_f32 v44, -v41, v45, v43
	v_div_fmas_f32 v44, v44, v42, v45
	v_div_fixup_f32 v41, v44, v32, v25
	v_div_scale_f32 v42, s[30:31], v32, v32, v26        ; examples/attention_varlen.kgen:69
	v_rcp_f32 v43, v42
	v_div_scale_f32 v44, vcc, v26, v32, v26
	v_fma_f32 v45, -v42, v43, 1.0
	v_fma_f32 v43, v45, v43, v43
	v_mul_f32 v46, v44, v43
	v_fma_f32 v45, -v42, v46, v44
	v_fma_f32 v46, v45, v43, v46
	v_fma_f32 v45, -v42, v46, v44
	v_div_fmas_f32 v45, v45, v43, v46
	v_div_fixup_f32 v42, v45, v32, v26
	v_div_scale_f32 v43, s[30:31], v32, v32, v27        ; examples/attention_varlen.kgen:69
	v_rcp_f32 v44, v43
	v_div_scale_f32 v45, vcc, v27, v32, v27
	v_fma_f32 v46, -v43, v44, 1.0
	v_fma_f32 v44, v46, v44, v44
	v_mul_f32 v47, v45, v44
	v_fma_f32 v46, -v43, v47, v45
	v_fma_f32 v47, v46, v44, v47
	v_fma_f32 v46, -v43, v47, v45
	v_div_fmas_f32 v46, v46, v44, v47
	v_div_fixup_f32 v43, v46, v32, v27
	v_div_scale_f32 v44, s[30:31], v32, v32, v28        ; examples/attention_varlen.kgen:69
	v_rcp_f32 v45, v44
	v_div_scale_f32 v46, vcc, v28, v32, v28
	v_fma_f32 v47, -v44, v45, 1.0
	v_fma_f32 v45, v47, v45, v45
	v_mul_f32 v48, v46, v45
	v_fma_f32 v47, -v44, v48, v46
	v_fma_f32 v48, v47, v45, v48
	v_fma_f32 v47, -v44, v48, v46
	v_div_fmas_f32 v47, v47, v45, v48
	v_div_fixup_f32 v44, v47, v32, v28
	v_div_scale_f32 v45, s[30:31], v32, v32, v29        ; examples/attention_varlen.kgen:69
	v_rcp_f32 v46, v45
	v_div_scale_f32 v47, vcc, v29, v32, v29
	v_fma_f32 v48, -v45, v46, 1.0
	v_fma_f32 v46, v48, v46, v46
	v_mul_f32 v49, v47, v46
	v_fma_f32 v48, -v45, v49, v47
	v_fma_f32 v49, v48, v46, v49
	v_fma_f32 v48, -v45, v49, v47
	v_div_fmas_f32 v48, v48, v46, v49
	v_div_fixup_f32 v45, v48, v32, v29
	v_div_scale_f32 v46, s[30:31], v32, v32, v30        ; examples/attention_varlen.kgen:69
	v_rcp_f32 v47, v46
	v_div_scale_f32 v48, vcc, v30, v32, v30
	v_fma_f32 v49, -v46, v47, 1.0
	v_fma_f32 v47, v49, v47, v47
	v_mul_f32 v50, v48, v47
	v_fma_f32 v49, -v46, v50, v48
	v_fma_f32 v50, v49, v47, v50
	v_fma_f32 v49, -v46, v50, v48
	v_div_fmas_f32 v49, v49, v47, v50
	v_div_fixup_f32 v46, v49, v32, v30
	v_div_scale_f32 v47, s[30:31], v32, v32, v31        ; examples/attention_varlen.kgen:69
	v_rcp_f32 v48, v47
	v_div_scale_f32 v49, vcc, v31, v32, v31
	v_fma_f32 v50, -v47, v48, 1.0
	v_fma_f32 v48, v50, v48, v48
	v_mul_f32 v51, v49, v48
	v_fma_f32 v50, -v47, v51, v49
	v_fma_f32 v51, v50, v48, v51
	v_fma_f32 v50, -v47, v51, v49
	v_div_fmas_f32 v50, v50, v48, v51
	v_div_fixup_f32 v47, v50, v32, v31
	v_cndmask_b32 v16, 0, v1, s[28:29]                  ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v1, 0, v33, s[28:29]                  ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v17, 0, v34, s[28:29]                 ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v18, 0, v35, s[28:29]                 ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v19, 0, v36, s[28:29]                 ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v20, 0, v37, s[28:29]                 ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v21, 0, v38, s[28:29]                 ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v22, 0, v39, s[28:29]                 ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v23, 0, v40, s[28:29]                 ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v24, 0, v41, s[28:29]                 ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v25, 0, v42, s[28:29]                 ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v26, 0, v43, s[28:29]                 ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v27, 0, v44, s[28:29]                 ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v28, 0, v45, s[28:29]                 ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v29, 0, v46, s[28:29]                 ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v30, 0, v47, s[28:29]                 ; examples/attention_varlen.kgen:69
	v_mov_b32 v31, 0x7fc00000
	v_cmp_u_f32 s[28:29], v16, v16
	v_cmp_u_f32 s[30:31], v1, v1
	v_bfe_u32 v32, v16, 16, 1
	v_bfe_u32 v33, v1, 16, 1
	v_add3_u32 v34, v16, v32, s7
	v_add3_u32 v16, v1, v33, s7
	v_cndmask_b32 v34, v34, v31, s[28:29]
	v_cndmask_b32 v16, v16, v31, s[30:31]
	v_perm_b32 v1, v16, v34, s6
	v_mov_b32 v16, 0x7fc00000
	v_cmp_u_f32 s[28:29], v17, v17
	v_cmp_u_f32 s[30:31], v18, v18
	v_bfe_u32 v31, v17, 16, 1
	v_bfe_u32 v32, v18, 16, 1
	v_add3_u32 v33, v17, v31, s7
	v_add3_u32 v17, v18, v32, s7
	v_cndmask_b32 v33, v33, v16, s[28:29]
	v_cndmask_b32 v17, v17, v16, s[30:31]
	v_perm_b32 v16, v17, v33, s6
	v_mov_b32 v32, v1                                   ; examples/attention_varlen.kgen:69: 8-byte store to 'og'
	v_mov_b32 v33, v16
	global_store_dwordx2 v4, v[32:33], s[18:19]
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[28:29], v19, v19
	v_cmp_u_f32 s[30:31], v20, v20
	v_bfe_u32 v16, v19, 16, 1
	v_bfe_u32 v17, v20, 16, 1
	v_add3_u32 v18, v19, v16, s7
	v_add3_u32 v16, v20, v17, s7
	v_cndmask_b32 v18, v18, v1, s[28:29]
	v_cndmask_b32 v16, v16, v1, s[30:31]
	v_perm_b32 v1, v16, v18, s6
	v_mov_b32 v16, 0x7fc00000
	v_cmp_u_f32 s[28:29], v21, v21
	v_cmp_u_f32 s[30:31], v22, v22
	v_bfe_u32 v17, v21, 16, 1
	v_bfe_u32 v18, v22, 16, 1
	v_add3_u32 v19, v21, v17, s7
	v_add3_u32 v17, v22, v18, s7
	v_cndmask_b32 v19, v19, v16, s[28:29]
	v_cndmask_b32 v17, v17, v16, s[30:31]
	v_perm_b32 v16, v17, v19, s6
	v_mov_b32 v18, v1                                   ; examples/attention_varlen.kgen:69: 8-byte store to 'og'
	v_mov_b32 v19, v16
	global_store_dwordx2 v4, v[18:19], s[18:19] offset:16
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[28:29], v23, v23
	v_cmp_u_f32 s[30:31], v24, v24
	v_bfe_u32 v16, v23, 16, 1
	v_bfe_u32 v17, v24, 16, 1
	v_add3_u32 v18, v23, v16, s7
	v_add3_u32 v16, v24, v17, s7
	v_cndmask_b32 v18, v18, v1, s[28:29]
	v_cndmask_b32 v16, v16, v1, s[30:31]
	v_perm_b32 v1, v16, v18, s6
	v_mov_b32 v16, 0x7fc00000
	v_cmp_u_f32 s[28:29], v25, v25
	v_cmp_u_f32 s[30:31], v26, v26
	v_bfe_u32 v17, v25, 16, 1
	v_bfe_u32 v18, v26, 16, 1
	v_add3_u32 v19, v25, v17, s7
	v_add3_u32 v17, v26, v18, s7
	v_cndmask_b32 v19, v19, v16, s[28:29]
	v_cndmask_b32 v17, v17, v16, s[30:31]
	v_perm_b32 v16, v17, v19, s6
	v_mov_b32 v18, v1                                   ; examples/attention_varlen.kgen:69: 8-byte store to 'og'
	v_mov_b32 v19, v16
	global_store_dwordx2 v4, v[18:19], s[18:19] offset:32
	v_mov_b32 v1, 0x7fc00000
	v_cmp_u_f32 s[28:29], v27, v27
	v_cmp_u_f32 s[30:31], v28, v28
	v_bfe_u32 v16, v27, 16, 1
	v_bfe_u32 v17, v28, 16, 1
	v_add3_u32 v18, v27, v16, s7
	v_add3_u32 v16, v28, v17, s7
	v_cndmask_b32 v18, v18, v1, s[28:29]
	v_cndmask_b32 v16, v16, v1, s[30:31]
	v_perm_b32 v1, v16, v18, s6
	v_mov_b32 v16, 0x7fc00000
	v_cmp_u_f32 s[28:29], v29, v29
	v_cmp_u_f32 s[30:31], v30, v30
	v_bfe_u32 v17, v29, 16, 1
	v_bfe_u32 v18, v30, 16, 1
	v_add3_u32 v19, v29, v17, s7
	v_add3_u32 v17, v30, v18, s7
	v_cndmask_b32 v19, v19, v16, s[28:29]
	v_cndmask_b32 v17, v17, v16, s[30:31]
	v_perm_b32 v16, v17, v19, s6
	v_mov_b32 v18, v1                                   ; examples/attention_varlen.kgen:69: 8-byte store to 'og'
	v_mov_b32 v19, v16
	global_store_dwordx2 v4, v[18:19], s[18:19] offset:48
	s_branch .Lattention_varlen_gqa_if0_end
.Lattention_varlen_gqa_if0_else:
	v_cmp_lt_u32 s[28:29], v3, s15                      ; 's' element in bounds
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_899
	global_load_ushort v1, v4, s[8:9]                   ; examples/attention_varlen.kgen:61: load of 'qg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v3, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_899
	global_load_ushort v1, v4, s[8:9] offset:2          ; examples/attention_varlen.kgen:61: load of 'qg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v16, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_899
	global_load_ushort v1, v4, s[8:9] offset:4          ; examples/attention_varlen.kgen:61: load of 'qg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v17, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_899
	global_load_ushort v1, v4, s[8:9] offset:6          ; examples/attention_varlen.kgen:61: load of 'qg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v18, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_899
	global_load_ushort v1, v4, s[8:9] offset:16         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v19, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_899
	global_load_ushort v1, v4, s[8:9] offset:18         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v20, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_899
	global_load_ushort v1, v4, s[8:9] offset:20         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v21, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_899
	global_load_ushort v1, v4, s[8:9] offset:22         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v22, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_899
	global_load_ushort v1, v4, s[8:9] offset:32         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v23, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_899
	global_load_ushort v1, v4, s[8:9] offset:34         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v24, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_899
	global_load_ushort v1, v4, s[8:9] offset:36         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v25, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_899
	global_load_ushort v1, v4, s[8:9] offset:38         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v26, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_899
	global_load_ushort v1, v4, s[8:9] offset:48         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v27, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_899
	global_load_ushort v1, v4, s[8:9] offset:50         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v28, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_899
	global_load_ushort v1, v4, s[8:9] offset:52         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v29, 16, v1
	v_mov_b32 v1, 0                                     ; absent element
	s_and_saveexec_b64 s[30:31], s[28:29]               ; lanes where %vpred_899
	global_load_ushort v1, v4, s[8:9] offset:54         ; examples/attention_varlen.kgen:61: load of 'qg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v30, 16, v1
	v_lshrrev_b32 v1, 16, v3
	ds_write_b16 v11, v1                                ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v16
	ds_write_b16 v11, v1 offset:2                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v17
	ds_write_b16 v11, v1 offset:4                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v18
	ds_write_b16 v11, v1 offset:6                       ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v19
	ds_write_b16 v11, v1 offset:16                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v20
	ds_write_b16 v11, v1 offset:18                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v21
	ds_write_b16 v11, v1 offset:20                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v22
	ds_write_b16 v11, v1 offset:22                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v23
	ds_write_b16 v11, v1 offset:32                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v24
	ds_write_b16 v11, v1 offset:34                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v25
	ds_write_b16 v11, v1 offset:36                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v26
	ds_write_b16 v11, v1 offset:38                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v27
	ds_write_b16 v11, v1 offset:48                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v28
	ds_write_b16 v11, v1 offset:50                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v29
	ds_write_b16 v11, v1 offset:52                      ; B operand of the product: stage
	v_lshrrev_b32 v1, 16, v30
	ds_write_b16 v11, v1 offset:54                      ; B operand of the product: stage
	v_add_f32 v1, 0, 0                                  ; examples/attention_varlen.kgen:59
	v_mov_b32 v16, v1                                   ; loop-carried 'acc'
	v_mov_b32 v17, v1                                   ; loop-carried 'acc'
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
	v_mov_b32 v3, v1                                    ; loop-carried 'l'
	v_mov_b32 v1, 0xff800000                            ; examples/attention_varlen.kgen:57
	v_add_f32 v32, v1, 0
	v_mov_b32 v1, v32                                   ; loop-carried 'mx'
	s_cmp_lg_u32 s15, 0                                 ; this tile holds rows of 's'
	s_cselect_b32 s8, 1, 0
	s_cmp_lg_u32 s8, 0                                  ; no steps in a tile past its segment's end
	s_cselect_b32 s8, s17, 0
	s_cmp_ge_u32 s8, 64                                 ; at least one whole chunk of 'tt'
	s_cselect_b32 s9, 1, 0
	s_sub_u32 s14, s8, 63
	s_cmp_lg_u32 s9, 0                                  ; full chunks start below extent - chunk + 1
	s_cselect_b32 s9, s14, 0
	s_add_u32 s14, s16, 0
	s_ashr_i32 s15, s27, 2
	s_cmp_lt_u32 s15, s24                               ; the page of 'kg' lies inside it
	s_cselect_b32 s17, 1, 0
	s_cmp_lg_u32 s17, 0
	s_cselect_b32 s25, s15, 0
	s_mul_i32 s30, s25, 64
	s_mul_hi_u32 s31, s25, 64
	s_lshl_b64 s[32:33], s[30:31], 1
	s_add_u32 s30, s10, s32                             ; 'kg' at this page
	s_addc_u32 s31, s11, s33
	s_mul_i32 s34, s14, s21
	s_mul_hi_u32 s35, s14, s21
	s_lshl_b64 s[14:15], s[34:35], 1
	s_add_u32 s34, s30, s14                             ; 'kg' at this page
	s_addc_u32 s35, s31, s15
	s_cmp_lt_u32 0, s9                                  ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s25, 1, 0
	s_and_b32 s26, s25, s17
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s26, 0                                 ; if %upred_2313
	s_cbranch_scc1 .Lattention_varlen_gqa_skip16
	global_load_dwordx4 v[32:35], v10, s[34:35]         ; examples/attention_varlen.kgen:61: 16 bytes of 'kg'
.Lattention_varlen_gqa_skip16:
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[32:35] offset:9216             ; 16 bytes into st1
	s_mul_i32 s17, s21, 64
	v_add_u32 v32, s17, v10
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	v_mov_b32 v36, 0                                    ; outside: 0
	v_mov_b32 v37, 0                                    ; outside: 0
	s_cmp_eq_u32 s26, 0                                 ; if %upred_2313
	s_cbranch_scc1 .Lattention_varlen_gqa_skip17
	global_load_dwordx4 v[34:37], v32, s[34:35]         ; examples/attention_varlen.kgen:61: 16 bytes of 'kg'
.Lattention_varlen_gqa_skip17:
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[34:37] offset:13824            ; 16 bytes into st1
	s_add_u32 s30, s12, s32                             ; 'vg' at this page
	s_addc_u32 s31, s13, s33
	s_add_u32 s32, s30, s14                             ; 'vg' at this page
	s_addc_u32 s33, s31, s15
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s26, 0                                 ; if %upred_2313
	s_cbranch_scc1 .Lattention_varlen_gqa_skip18
	global_load_dwordx4 v[32:35], v14, s[32:33]         ; examples/attention_varlen.kgen:66: 16 bytes of 'vg'
.Lattention_varlen_gqa_skip18:
	s_mul_i32 s14, s21, 2
	v_add_u32 v36, s14, v14
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s26, 0                                 ; if %upred_2313
	s_cbranch_scc1 .Lattention_varlen_gqa_skip19
	global_load_dwordx4 v[38:41], v36, s[32:33]         ; examples/attention_varlen.kgen:66: 16 bytes of 'vg'
.Lattention_varlen_gqa_skip19:
	s_waitcnt vmcnt(0)
	v_perm_b32 v36, v38, v32, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v36 offset:18432                  ; a K-pair into st2
	v_perm_b32 v36, v38, v32, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v36 offset:18576                  ; a K-pair into st2
	v_perm_b32 v36, v39, v33, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v36 offset:18720                  ; a K-pair into st2
	v_perm_b32 v36, v39, v33, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v36 offset:18864                  ; a K-pair into st2
	v_perm_b32 v36, v40, v34, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v36 offset:19008                  ; a K-pair into st2
	v_perm_b32 v36, v40, v34, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v36 offset:19152                  ; a K-pair into st2
	v_perm_b32 v36, v41, v35, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v36 offset:19296                  ; a K-pair into st2
	v_perm_b32 v36, v41, v35, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v36 offset:19440                  ; a K-pair into st2
	s_mov_b32 s14, 0                                    ; for tt in t: steps of 64: whole chunks: 2-stage pipeline through registers, loads 1 step ahead
	s_cmp_ge_u32 s14, s9
	s_cbranch_scc1 .Lattention_varlen_gqa_loop2_end
.Lattention_varlen_gqa_loop2:
	s_add_u32 s15, s14, 64
	s_cmp_lt_u32 s14, s9
	s_cselect_b32 s17, 1, 0
	s_cmp_eq_u32 s17, 0                                 ; step 0 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_gqa_if3_end
	s_add_u32 s17, s16, s15
	s_ashr_i32 s25, s27, 2
	s_cmp_lt_u32 s25, s24                               ; the page of 'kg' lies inside it
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 0
	s_cselect_b32 s30, s25, 0
	s_mul_i32 s32, s30, 64
	s_mul_hi_u32 s33, s30, 64
	s_lshl_b64 s[30:31], s[32:33], 1
	s_add_u32 s32, s10, s30                             ; 'kg' at this page
	s_addc_u32 s33, s11, s31
	s_mul_i32 s34, s17, s21
	s_mul_hi_u32 s35, s17, s21
	s_lshl_b64 s[36:37], s[34:35], 1
	s_add_u32 s34, s32, s36                             ; 'kg' at this page
	s_addc_u32 s35, s33, s37
	s_cmp_lt_u32 s15, s9                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	s_and_b32 s17, s15, s26
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2356
	s_cbranch_scc1 .Lattention_varlen_gqa_skip20
	global_load_dwordx4 v[32:35], v10, s[34:35]         ; examples/attention_varlen.kgen:61: 16 bytes of 'kg'
.Lattention_varlen_gqa_skip20:
	s_mul_i32 s15, s21, 64
	v_add_u32 v36, s15, v10
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2356
	s_cbranch_scc1 .Lattention_varlen_gqa_skip21
	global_load_dwordx4 v[38:41], v36, s[34:35]         ; examples/attention_varlen.kgen:61: 16 bytes of 'kg'
.Lattention_varlen_gqa_skip21:
	s_add_u32 s32, s12, s30                             ; 'vg' at this page
	s_addc_u32 s33, s13, s31
	s_add_u32 s30, s32, s36                             ; 'vg' at this page
	s_addc_u32 s31, s33, s37
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2356
	s_cbranch_scc1 .Lattention_varlen_gqa_skip22
	global_load_dwordx4 v[42:45], v14, s[30:31]         ; examples/attention_varlen.kgen:66: 16 bytes of 'vg'
.Lattention_varlen_gqa_skip22:
	s_mul_i32 s15, s21, 2
	v_add_u32 v36, s15, v14
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2356
	s_cbranch_scc1 .Lattention_varlen_gqa_skip23
	global_load_dwordx4 v[46:49], v36, s[30:31]         ; examples/attention_varlen.kgen:66: 16 bytes of 'vg'
.Lattention_varlen_gqa_skip23:
	v_mov_b32 v50, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v52, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[66:69], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[70:73], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[70:73], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[70:73], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[70:73], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	s_nop 7
	s_nop 1
	v_cndmask_b32 v37, v36, v50, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v66, v36, v51, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v67, v36, v52, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v68, v36, v53, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v69, v36, v54, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v70, v36, v55, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v71, v36, v56, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v72, v36, v57, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v73, v36, v58, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v74, v36, v59, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v36, v60, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v36, v61, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v36, v62, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v78, v36, v63, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v79, v36, v64, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v80, v36, v65, s[28:29]
	v_max_f32 v36, v37, v66                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v37, v66
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v67                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v67
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v68                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v68
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v69                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v69
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v70                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v70
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v71                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v71
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v72                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v72
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v73                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v73
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v74                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v74
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v75                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v75
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v76                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v76
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v77                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v77
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v78                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v78
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v79                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v79
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v80                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v80
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_and_b32 v36, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:62): lanes 32 apart
	v_xor_b32 v36, 32, v36
	v_lshlrev_b32 v36, 2, v36
	ds_bpermute_b32 v37, v36, v66
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v66, v37
	v_cmp_u_f32 s[30:31], v66, v37
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	s_and_saveexec_b64 s[30:31], s[22:23]               ; lanes where %vpred_222
	ds_write_b32 v5, v66 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:62): this warp group's partial
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:62): warp group 0
	ds_read_b32 v37, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:62): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v66, v36, v37
	v_cmp_u_f32 s[30:31], v36, v37
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v66, v36, s[30:31]
	v_max_f32 v36, v1, v37                              ; examples/attention_varlen.kgen:62
	v_cmp_u_f32 s[30:31], v1, v37
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_sub_f32 v36, v1, v66                              ; examples/attention_varlen.kgen:64
	v_mul_f32 v37, s20, v36                             ; examples/attention_varlen.kgen:64
	v_mul_f32 v36, 0x3fb8aa3b, v37                      ; examples/attention_varlen.kgen:64
	v_exp_f32 v37, v36                                  ; examples/attention_varlen.kgen:64
	s_nop 0
	v_mul_f32 v36, v16, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v67, v17, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v68, v18, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v69, v19, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v70, v20, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v71, v21, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v72, v22, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v73, v23, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v74, v24, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v75, v25, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v76, v26, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v77, v27, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v78, v28, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v79, v29, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v80, v30, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v81, v31, v37                             ; examples/attention_varlen.kgen:66
	v_mov_b32 v16, v36                                  ; 'acc' scaled in place
	v_mov_b32 v17, v67                                  ; 'acc' scaled in place
	v_mov_b32 v18, v68                                  ; 'acc' scaled in place
	v_mov_b32 v19, v69                                  ; 'acc' scaled in place
	v_mov_b32 v20, v70                                  ; 'acc' scaled in place
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
	v_mov_b32 v36, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:63)
	v_mul_f32 v67, s20, v36
	v_mov_b32 v36, 0xbfb8aa3b
	v_mul_f32 v68, s20, v36
	v_mul_f32 v36, v66, v68                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:63)
	v_fma_f32 v68, v50, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v69, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v51, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v70, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v52, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v71, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v53, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v72, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v54, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v73, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v55, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v74, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v56, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v75, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v57, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v76, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v58, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v77, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v59, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v78, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v60, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v79, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v61, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v80, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v62, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v81, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v63, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v82, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v64, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v83, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v65, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v36, v68                                  ; examples/attention_varlen.kgen:63
	v_bfe_u32 v50, v69, 16, 1                           ; round to bf16
	v_add3_u32 v51, v69, v50, s7
	v_cmp_u_f32 s[30:31], v69, v69
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v50, s[30:31]
	v_and_b32 v50, 0xffff0000, v51
	v_bfe_u32 v51, v70, 16, 1                           ; round to bf16
	v_add3_u32 v52, v70, v51, s7
	v_cmp_u_f32 s[30:31], v70, v70
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v52, v51, s[30:31]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v71, 16, 1                           ; round to bf16
	v_add3_u32 v53, v71, v52, s7
	v_cmp_u_f32 s[30:31], v71, v71
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v52, s[30:31]
	v_and_b32 v52, 0xffff0000, v53
	v_bfe_u32 v53, v72, 16, 1                           ; round to bf16
	v_add3_u32 v54, v72, v53, s7
	v_cmp_u_f32 s[30:31], v72, v72
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[30:31]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v73, 16, 1                           ; round to bf16
	v_add3_u32 v55, v73, v54, s7
	v_cmp_u_f32 s[30:31], v73, v73
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[30:31]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v74, 16, 1                           ; round to bf16
	v_add3_u32 v56, v74, v55, s7
	v_cmp_u_f32 s[30:31], v74, v74
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[30:31]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v75, 16, 1                           ; round to bf16
	v_add3_u32 v57, v75, v56, s7
	v_cmp_u_f32 s[30:31], v75, v75
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[30:31]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v76, 16, 1                           ; round to bf16
	v_add3_u32 v58, v76, v57, s7
	v_cmp_u_f32 s[30:31], v76, v76
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[30:31]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v77, 16, 1                           ; round to bf16
	v_add3_u32 v59, v77, v58, s7
	v_cmp_u_f32 s[30:31], v77, v77
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[30:31]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v78, 16, 1                           ; round to bf16
	v_add3_u32 v60, v78, v59, s7
	v_cmp_u_f32 s[30:31], v78, v78
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[30:31]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v79, 16, 1                           ; round to bf16
	v_add3_u32 v61, v79, v60, s7
	v_cmp_u_f32 s[30:31], v79, v79
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[30:31]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v80, 16, 1                           ; round to bf16
	v_add3_u32 v62, v80, v61, s7
	v_cmp_u_f32 s[30:31], v80, v80
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[30:31]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v81, 16, 1                           ; round to bf16
	v_add3_u32 v63, v81, v62, s7
	v_cmp_u_f32 s[30:31], v81, v81
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[30:31]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v82, 16, 1                           ; round to bf16
	v_add3_u32 v64, v82, v63, s7
	v_cmp_u_f32 s[30:31], v82, v82
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[30:31]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v83, 16, 1                           ; round to bf16
	v_add3_u32 v65, v83, v64, s7
	v_cmp_u_f32 s[30:31], v83, v83
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[30:31]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v36, 16, 1                           ; round to bf16
	v_add3_u32 v67, v36, v65, s7
	v_cmp_u_f32 s[30:31], v36, v36
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v67, v65, s[30:31]
	v_and_b32 v65, 0xffff0000, v67
	v_cndmask_b32 v67, 0, v50, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v50, 16, v67
	ds_write_b16 v11, v50 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v51, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v52, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v53, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v54, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v55, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v56, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v57, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v58, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v59, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v60, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v61, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v62, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v63, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v64, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v65, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[50:53], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[54:57], v6 offset:18432              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[54:57], v6 offset:18464              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[54:57], v6 offset:18496              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[54:57], v6 offset:18528              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mul_f32 v50, v3, v37                              ; examples/attention_varlen.kgen:65
	v_cndmask_b32 v37, 0, v69, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v51, 0, v70, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v52, 0, v71, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v53, 0, v72, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v54, 0, v73, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v55, 0, v74, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v56, 0, v75, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v76, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v77, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v78, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v79, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v80, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v81, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v82, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v83, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v36, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v36, v37, v51                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v37, v36, v52                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v36, v37, v53                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v37, v36, v54                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v36, v37, v55                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v37, v36, v56                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v36, v37, v57                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v37, v36, v58                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v36, v37, v59                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v37, v36, v60                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v36, v37, v61                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v37, v36, v62                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v36, v37, v63                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v37, v36, v64                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v36, v37, v65                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_and_b32 v37, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:65): lanes 32 apart
	v_xor_b32 v37, 32, v37
	v_lshlrev_b32 v37, 2, v37
	ds_bpermute_b32 v51, v37, v36
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v36, v51
	s_and_saveexec_b64 s[30:31], s[22:23]               ; lanes where %vpred_222
	ds_write_b32 v5, v37 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:65): this warp group's partial
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:65): warp group 0
	ds_read_b32 v37, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:65): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v36, v37
	v_add_f32 v36, v50, v51                             ; examples/attention_varlen.kgen:65
	v_mov_b32 v3, v36                                   ; next 'l'
	v_mov_b32 v1, v66                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[32:35] offset:27648            ; 16 bytes into st1
	ds_write_b128 v13, v[38:41] offset:32256            ; 16 bytes into st1
	v_perm_b32 v32, v46, v42, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v32 offset:36864                  ; a K-pair into st2
	v_perm_b32 v32, v46, v42, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v32 offset:37008                  ; a K-pair into st2
	v_perm_b32 v32, v47, v43, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v32 offset:37152                  ; a K-pair into st2
	v_perm_b32 v32, v47, v43, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v32 offset:37296                  ; a K-pair into st2
	v_perm_b32 v32, v48, v44, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v32 offset:37440                  ; a K-pair into st2
	v_perm_b32 v32, v48, v44, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v32 offset:37584                  ; a K-pair into st2
	v_perm_b32 v32, v49, v45, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v32 offset:37728                  ; a K-pair into st2
	v_perm_b32 v32, v49, v45, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v32 offset:37872                  ; a K-pair into st2
.Lattention_varlen_gqa_if3_end:
	s_add_u32 s15, s14, 64
	s_add_u32 s17, s15, 64
	s_cmp_lt_u32 s15, s9
	s_cselect_b32 s15, 1, 0
	s_cmp_eq_u32 s15, 0                                 ; step 1 of the unrolled 2
	s_cbranch_scc1 .Lattention_varlen_gqa_if4_end
	s_add_u32 s15, s16, s17
	s_ashr_i32 s25, s27, 2
	s_cmp_lt_u32 s25, s24                               ; the page of 'kg' lies inside it
	s_cselect_b32 s26, 1, 0
	s_cmp_lg_u32 s26, 0
	s_cselect_b32 s30, s25, 0
	s_mul_i32 s32, s30, 64
	s_mul_hi_u32 s33, s30, 64
	s_lshl_b64 s[30:31], s[32:33], 1
	s_add_u32 s32, s10, s30                             ; 'kg' at this page
	s_addc_u32 s33, s11, s31
	s_mul_i32 s34, s15, s21
	s_mul_hi_u32 s35, s15, s21
	s_lshl_b64 s[36:37], s[34:35], 1
	s_add_u32 s34, s32, s36                             ; 'kg' at this page
	s_addc_u32 s35, s33, s37
	s_cmp_lt_u32 s17, s9                                ; a step the loop consumes: a whole chunk in bounds
	s_cselect_b32 s15, 1, 0
	s_and_b32 s17, s15, s26
	v_mov_b32 v32, 0                                    ; outside: 0
	v_mov_b32 v33, 0                                    ; outside: 0
	v_mov_b32 v34, 0                                    ; outside: 0
	v_mov_b32 v35, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2660
	s_cbranch_scc1 .Lattention_varlen_gqa_skip24
	global_load_dwordx4 v[32:35], v10, s[34:35]         ; examples/attention_varlen.kgen:61: 16 bytes of 'kg'
.Lattention_varlen_gqa_skip24:
	s_mul_i32 s15, s21, 64
	v_add_u32 v36, s15, v10
	v_mov_b32 v38, 0                                    ; outside: 0
	v_mov_b32 v39, 0                                    ; outside: 0
	v_mov_b32 v40, 0                                    ; outside: 0
	v_mov_b32 v41, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2660
	s_cbranch_scc1 .Lattention_varlen_gqa_skip25
	global_load_dwordx4 v[38:41], v36, s[34:35]         ; examples/attention_varlen.kgen:61: 16 bytes of 'kg'
.Lattention_varlen_gqa_skip25:
	s_add_u32 s32, s12, s30                             ; 'vg' at this page
	s_addc_u32 s33, s13, s31
	s_add_u32 s30, s32, s36                             ; 'vg' at this page
	s_addc_u32 s31, s33, s37
	v_mov_b32 v42, 0                                    ; outside: 0
	v_mov_b32 v43, 0                                    ; outside: 0
	v_mov_b32 v44, 0                                    ; outside: 0
	v_mov_b32 v45, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2660
	s_cbranch_scc1 .Lattention_varlen_gqa_skip26
	global_load_dwordx4 v[42:45], v14, s[30:31]         ; examples/attention_varlen.kgen:66: 16 bytes of 'vg'
.Lattention_varlen_gqa_skip26:
	s_mul_i32 s15, s21, 2
	v_add_u32 v36, s15, v14
	v_mov_b32 v46, 0                                    ; outside: 0
	v_mov_b32 v47, 0                                    ; outside: 0
	v_mov_b32 v48, 0                                    ; outside: 0
	v_mov_b32 v49, 0                                    ; outside: 0
	s_cmp_eq_u32 s17, 0                                 ; if %upred_2660
	s_cbranch_scc1 .Lattention_varlen_gqa_skip27
	global_load_dwordx4 v[46:49], v36, s[30:31]         ; examples/attention_varlen.kgen:66: 16 bytes of 'vg'
.Lattention_varlen_gqa_skip27:
	v_mov_b32 v50, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v51, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v52, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v53, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v54, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v55, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v56, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v57, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v58, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v59, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v60, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v61, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v62, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v63, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v64, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v65, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[66:69], v2                           ; B fragment 0, k-steps 0..1
	ds_read_b128 v[70:73], v6 offset:27648              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[70:73], v6 offset:27680              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[70:73], v6 offset:27712              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[66:69], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[70:73], v6 offset:27744              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[50:65], v[70:71], v[66:67], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[50:65], v[72:73], v[68:69], v[50:65] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	s_nop 7
	s_nop 1
	v_cndmask_b32 v37, v36, v50, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v66, v36, v51, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v67, v36, v52, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v68, v36, v53, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v69, v36, v54, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v70, v36, v55, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v71, v36, v56, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v72, v36, v57, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v73, v36, v58, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v74, v36, v59, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v75, v36, v60, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v76, v36, v61, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v77, v36, v62, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v78, v36, v63, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v79, v36, v64, s[28:29]
	v_mov_b32 v36, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v80, v36, v65, s[28:29]
	v_max_f32 v36, v37, v66                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v37, v66
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v67                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v67
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v68                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v68
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v69                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v69
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v70                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v70
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v71                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v71
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v72                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v72
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v73                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v73
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v74                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v74
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v75                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v75
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v76                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v76
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v77                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v77
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v78                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v78
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v79                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v79
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_max_f32 v36, v66, v80                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[30:31], v66, v80
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_and_b32 v36, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:62): lanes 32 apart
	v_xor_b32 v36, 32, v36
	v_lshlrev_b32 v36, 2, v36
	ds_bpermute_b32 v37, v36, v66
	s_waitcnt lgkmcnt(0)
	v_max_f32 v36, v66, v37
	v_cmp_u_f32 s[30:31], v66, v37
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	s_and_saveexec_b64 s[30:31], s[22:23]               ; lanes where %vpred_222
	ds_write_b32 v5, v66 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:62): this warp group's partial
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:62): warp group 0
	ds_read_b32 v37, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:62): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v66, v36, v37
	v_cmp_u_f32 s[30:31], v36, v37
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v66, v36, s[30:31]
	v_max_f32 v36, v1, v37                              ; examples/attention_varlen.kgen:62
	v_cmp_u_f32 s[30:31], v1, v37
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v66, v36, v37, s[30:31]
	v_sub_f32 v36, v1, v66                              ; examples/attention_varlen.kgen:64
	v_mul_f32 v37, s20, v36                             ; examples/attention_varlen.kgen:64
	v_mul_f32 v36, 0x3fb8aa3b, v37                      ; examples/attention_varlen.kgen:64
	v_exp_f32 v37, v36                                  ; examples/attention_varlen.kgen:64
	s_nop 0
	v_mul_f32 v36, v16, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v67, v17, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v68, v18, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v69, v19, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v70, v20, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v71, v21, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v72, v22, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v73, v23, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v74, v24, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v75, v25, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v76, v26, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v77, v27, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v78, v28, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v79, v29, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v80, v30, v37                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v81, v31, v37                             ; examples/attention_varlen.kgen:66
	v_mov_b32 v16, v36                                  ; 'acc' scaled in place
	v_mov_b32 v17, v67                                  ; 'acc' scaled in place
	v_mov_b32 v18, v68                                  ; 'acc' scaled in place
	v_mov_b32 v19, v69                                  ; 'acc' scaled in place
	v_mov_b32 v20, v70                                  ; 'acc' scaled in place
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
	v_mov_b32 v36, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:63)
	v_mul_f32 v67, s20, v36
	v_mov_b32 v36, 0xbfb8aa3b
	v_mul_f32 v68, s20, v36
	v_mul_f32 v36, v66, v68                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:63)
	v_fma_f32 v68, v50, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v69, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v51, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v70, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v52, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v71, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v53, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v72, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v54, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v73, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v55, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v74, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v56, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v75, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v57, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v76, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v58, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v77, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v59, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v78, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v60, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v79, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v61, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v80, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v62, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v81, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v63, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v82, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v64, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v83, v68                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v68, v65, v67, v36                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v36, v68                                  ; examples/attention_varlen.kgen:63
	v_bfe_u32 v50, v69, 16, 1                           ; round to bf16
	v_add3_u32 v51, v69, v50, s7
	v_cmp_u_f32 s[30:31], v69, v69
	v_mov_b32 v50, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v51, v51, v50, s[30:31]
	v_and_b32 v50, 0xffff0000, v51
	v_bfe_u32 v51, v70, 16, 1                           ; round to bf16
	v_add3_u32 v52, v70, v51, s7
	v_cmp_u_f32 s[30:31], v70, v70
	v_mov_b32 v51, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v52, v52, v51, s[30:31]
	v_and_b32 v51, 0xffff0000, v52
	v_bfe_u32 v52, v71, 16, 1                           ; round to bf16
	v_add3_u32 v53, v71, v52, s7
	v_cmp_u_f32 s[30:31], v71, v71
	v_mov_b32 v52, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v53, v53, v52, s[30:31]
	v_and_b32 v52, 0xffff0000, v53
	v_bfe_u32 v53, v72, 16, 1                           ; round to bf16
	v_add3_u32 v54, v72, v53, s7
	v_cmp_u_f32 s[30:31], v72, v72
	v_mov_b32 v53, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v54, v54, v53, s[30:31]
	v_and_b32 v53, 0xffff0000, v54
	v_bfe_u32 v54, v73, 16, 1                           ; round to bf16
	v_add3_u32 v55, v73, v54, s7
	v_cmp_u_f32 s[30:31], v73, v73
	v_mov_b32 v54, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v55, v55, v54, s[30:31]
	v_and_b32 v54, 0xffff0000, v55
	v_bfe_u32 v55, v74, 16, 1                           ; round to bf16
	v_add3_u32 v56, v74, v55, s7
	v_cmp_u_f32 s[30:31], v74, v74
	v_mov_b32 v55, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v56, v56, v55, s[30:31]
	v_and_b32 v55, 0xffff0000, v56
	v_bfe_u32 v56, v75, 16, 1                           ; round to bf16
	v_add3_u32 v57, v75, v56, s7
	v_cmp_u_f32 s[30:31], v75, v75
	v_mov_b32 v56, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v57, v57, v56, s[30:31]
	v_and_b32 v56, 0xffff0000, v57
	v_bfe_u32 v57, v76, 16, 1                           ; round to bf16
	v_add3_u32 v58, v76, v57, s7
	v_cmp_u_f32 s[30:31], v76, v76
	v_mov_b32 v57, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v58, v58, v57, s[30:31]
	v_and_b32 v57, 0xffff0000, v58
	v_bfe_u32 v58, v77, 16, 1                           ; round to bf16
	v_add3_u32 v59, v77, v58, s7
	v_cmp_u_f32 s[30:31], v77, v77
	v_mov_b32 v58, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v59, v59, v58, s[30:31]
	v_and_b32 v58, 0xffff0000, v59
	v_bfe_u32 v59, v78, 16, 1                           ; round to bf16
	v_add3_u32 v60, v78, v59, s7
	v_cmp_u_f32 s[30:31], v78, v78
	v_mov_b32 v59, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v60, v60, v59, s[30:31]
	v_and_b32 v59, 0xffff0000, v60
	v_bfe_u32 v60, v79, 16, 1                           ; round to bf16
	v_add3_u32 v61, v79, v60, s7
	v_cmp_u_f32 s[30:31], v79, v79
	v_mov_b32 v60, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v61, v61, v60, s[30:31]
	v_and_b32 v60, 0xffff0000, v61
	v_bfe_u32 v61, v80, 16, 1                           ; round to bf16
	v_add3_u32 v62, v80, v61, s7
	v_cmp_u_f32 s[30:31], v80, v80
	v_mov_b32 v61, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v62, v62, v61, s[30:31]
	v_and_b32 v61, 0xffff0000, v62
	v_bfe_u32 v62, v81, 16, 1                           ; round to bf16
	v_add3_u32 v63, v81, v62, s7
	v_cmp_u_f32 s[30:31], v81, v81
	v_mov_b32 v62, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v63, v63, v62, s[30:31]
	v_and_b32 v62, 0xffff0000, v63
	v_bfe_u32 v63, v82, 16, 1                           ; round to bf16
	v_add3_u32 v64, v82, v63, s7
	v_cmp_u_f32 s[30:31], v82, v82
	v_mov_b32 v63, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v64, v64, v63, s[30:31]
	v_and_b32 v63, 0xffff0000, v64
	v_bfe_u32 v64, v83, 16, 1                           ; round to bf16
	v_add3_u32 v65, v83, v64, s7
	v_cmp_u_f32 s[30:31], v83, v83
	v_mov_b32 v64, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v65, v65, v64, s[30:31]
	v_and_b32 v64, 0xffff0000, v65
	v_bfe_u32 v65, v36, 16, 1                           ; round to bf16
	v_add3_u32 v67, v36, v65, s7
	v_cmp_u_f32 s[30:31], v36, v36
	v_mov_b32 v65, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v67, v67, v65, s[30:31]
	v_and_b32 v65, 0xffff0000, v67
	v_cndmask_b32 v67, 0, v50, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v50, 16, v67
	ds_write_b16 v11, v50 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v51, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v52, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v53, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v54, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v55, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v56, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v57, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v58, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v59, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v60, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v61, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v62, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v63, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v64, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v50, 0, v65, s[28:29]                 ; absent elements add nothing
	v_lshrrev_b32 v51, 16, v50
	ds_write_b16 v11, v51 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[50:53], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[54:57], v6 offset:36864              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[54:57], v6 offset:36896              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[54:57], v6 offset:36928              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[50:53], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[54:57], v6 offset:36960              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[54:55], v[50:51], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[56:57], v[52:53], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mul_f32 v50, v3, v37                              ; examples/attention_varlen.kgen:65
	v_cndmask_b32 v37, 0, v69, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v51, 0, v70, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v52, 0, v71, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v53, 0, v72, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v54, 0, v73, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v55, 0, v74, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v56, 0, v75, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v57, 0, v76, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v58, 0, v77, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v59, 0, v78, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v60, 0, v79, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v61, 0, v80, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v62, 0, v81, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v63, 0, v82, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v64, 0, v83, s[28:29]                 ; absent elements contribute the identity
	v_cndmask_b32 v65, 0, v36, s[28:29]                 ; absent elements contribute the identity
	v_add_f32 v36, v37, v51                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v37, v36, v52                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v36, v37, v53                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v37, v36, v54                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v36, v37, v55                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v37, v36, v56                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v36, v37, v57                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v37, v36, v58                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v36, v37, v59                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v37, v36, v60                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v36, v37, v61                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v37, v36, v62                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v36, v37, v63                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v37, v36, v64                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v36, v37, v65                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_and_b32 v37, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:65): lanes 32 apart
	v_xor_b32 v37, 32, v37
	v_lshlrev_b32 v37, 2, v37
	ds_bpermute_b32 v51, v37, v36
	s_waitcnt lgkmcnt(0)
	v_add_f32 v37, v36, v51
	s_and_saveexec_b64 s[30:31], s[22:23]               ; lanes where %vpred_222
	ds_write_b32 v5, v37 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:65): this warp group's partial
	s_mov_b64 exec, s[30:31]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v36, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:65): warp group 0
	ds_read_b32 v37, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:65): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v51, v36, v37
	v_add_f32 v36, v50, v51                             ; examples/attention_varlen.kgen:65
	v_mov_b32 v3, v36                                   ; next 'l'
	v_mov_b32 v1, v66                                   ; next 'mx'
	s_waitcnt vmcnt(0)
	ds_write_b128 v13, v[32:35] offset:9216             ; 16 bytes into st1
	ds_write_b128 v13, v[38:41] offset:13824            ; 16 bytes into st1
	v_perm_b32 v32, v46, v42, s5                        ; (k, k+1) of column 0
	ds_write_b32 v12, v32 offset:18432                  ; a K-pair into st2
	v_perm_b32 v32, v46, v42, s6                        ; (k, k+1) of column 1
	ds_write_b32 v12, v32 offset:18576                  ; a K-pair into st2
	v_perm_b32 v32, v47, v43, s5                        ; (k, k+1) of column 2
	ds_write_b32 v12, v32 offset:18720                  ; a K-pair into st2
	v_perm_b32 v32, v47, v43, s6                        ; (k, k+1) of column 3
	ds_write_b32 v12, v32 offset:18864                  ; a K-pair into st2
	v_perm_b32 v32, v48, v44, s5                        ; (k, k+1) of column 4
	ds_write_b32 v12, v32 offset:19008                  ; a K-pair into st2
	v_perm_b32 v32, v48, v44, s6                        ; (k, k+1) of column 5
	ds_write_b32 v12, v32 offset:19152                  ; a K-pair into st2
	v_perm_b32 v32, v49, v45, s5                        ; (k, k+1) of column 6
	ds_write_b32 v12, v32 offset:19296                  ; a K-pair into st2
	v_perm_b32 v32, v49, v45, s6                        ; (k, k+1) of column 7
	ds_write_b32 v12, v32 offset:19440                  ; a K-pair into st2
.Lattention_varlen_gqa_if4_end:
	s_add_u32 s14, s14, 0x80
	s_cmp_lt_u32 s14, s9
	s_cbranch_scc1 .Lattention_varlen_gqa_loop2
.Lattention_varlen_gqa_loop2_end:
	s_add_u32 s5, s9, 63
	s_and_b32 s6, s5, 0xffffffc0                        ; the first chunk of 'tt' the pipeline left
	s_mov_b32 s5, s6                                    ; for tt in t: steps of 64: the rest, masked
	s_cmp_ge_u32 s5, s8
	s_cbranch_scc1 .Lattention_varlen_gqa_loop3_end
.Lattention_varlen_gqa_loop3:
	s_add_u32 s6, s16, s5
	s_sub_u32 s9, s8, s5
	s_ashr_i32 s14, s27, 2
	s_cmp_lt_u32 s14, s24                               ; the page of 'kg' lies inside it
	s_cselect_b32 s15, 1, 0
	s_cmp_lg_u32 s15, 0
	s_cselect_b32 s17, s14, 0
	s_mul_i32 s30, s17, 64
	s_mul_hi_u32 s31, s17, 64
	s_lshl_b64 s[32:33], s[30:31], 1
	s_add_u32 s30, s10, s32                             ; 'kg' at this page
	s_addc_u32 s31, s11, s33
	s_mul_i32 s34, s6, s21
	s_mul_hi_u32 s35, s6, s21
	s_lshl_b64 s[36:37], s[34:35], 1
	s_add_u32 s34, s30, s36                             ; 'kg' at this page
	s_addc_u32 s35, s31, s37
	v_cmp_lt_u32 s[30:31], v8, s9                       ; 'tt' element in bounds
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[38:39], exec, 0
	s_and_b64 s[40:41], s[30:31], s[38:39]
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_1290
	global_load_ushort v12, v10, s[34:35]               ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v14, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_1290
	global_load_ushort v12, v10, s[34:35] offset:2      ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v32, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_1290
	global_load_ushort v12, v10, s[34:35] offset:4      ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v33, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_1290
	global_load_ushort v12, v10, s[34:35] offset:6      ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v34, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_1290
	global_load_ushort v12, v10, s[34:35] offset:8      ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v35, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_1290
	global_load_ushort v12, v10, s[34:35] offset:10     ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v36, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_1290
	global_load_ushort v12, v10, s[34:35] offset:12     ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v37, 16, v12
	v_mov_b32 v12, 0                                    ; absent element
	s_and_saveexec_b64 s[30:31], s[40:41]               ; lanes where %vpred_1290
	global_load_ushort v12, v10, s[34:35] offset:14     ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[30:31]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v38, 16, v12
	s_mul_i32 s6, s21, 32
	s_lshl_b32 s14, s6, 1
	v_add_u32 v12, s14, v10
	v_add_u32 v39, 32, v8
	v_cmp_lt_u32 s[30:31], v39, s9                      ; 'tt' element in bounds
	s_cmp_lg_u32 s15, 0
	s_cselect_b64 s[14:15], exec, 0
	s_and_b64 s[38:39], s[30:31], s[14:15]
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1312
	global_load_ushort v39, v12, s[34:35]               ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v40, 16, v39
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1312
	global_load_ushort v39, v12, s[34:35] offset:2      ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v41, 16, v39
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1312
	global_load_ushort v39, v12, s[34:35] offset:4      ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v42, 16, v39
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1312
	global_load_ushort v39, v12, s[34:35] offset:6      ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v43, 16, v39
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1312
	global_load_ushort v39, v12, s[34:35] offset:8      ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v44, 16, v39
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1312
	global_load_ushort v39, v12, s[34:35] offset:10     ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v45, 16, v39
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1312
	global_load_ushort v39, v12, s[34:35] offset:12     ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v46, 16, v39
	v_mov_b32 v39, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1312
	global_load_ushort v39, v12, s[34:35] offset:14     ; examples/attention_varlen.kgen:61 (a page): load of 'kg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v47, 16, v39
	v_lshrrev_b32 v39, 16, v14
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_write_b16 v13, v39 offset:9216                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v32
	ds_write_b16 v13, v14 offset:9218                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v33
	ds_write_b16 v13, v14 offset:9220                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v34
	ds_write_b16 v13, v14 offset:9222                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v35
	ds_write_b16 v13, v14 offset:9224                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v36
	ds_write_b16 v13, v14 offset:9226                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v37
	ds_write_b16 v13, v14 offset:9228                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v38
	ds_write_b16 v13, v14 offset:9230                   ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v40
	ds_write_b16 v13, v14 offset:13824                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v41
	ds_write_b16 v13, v14 offset:13826                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v42
	ds_write_b16 v13, v14 offset:13828                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v43
	ds_write_b16 v13, v14 offset:13830                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v44
	ds_write_b16 v13, v14 offset:13832                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v45
	ds_write_b16 v13, v14 offset:13834                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v46
	ds_write_b16 v13, v14 offset:13836                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v47
	ds_write_b16 v13, v14 offset:13838                  ; A operand of the product: stage
	v_mov_b32 v32, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v33, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v34, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v35, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v36, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v37, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v38, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v39, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v40, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v41, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v42, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v43, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v44, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v45, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v46, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	v_mov_b32 v47, 0                                    ; examples/attention_varlen.kgen:61: product accumulator
	ds_read_b128 v[48:51], v2                           ; B fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[52:55], v6 offset:9216               ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[52:53], v[48:49], v[32:47] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[32:47], v[54:55], v[50:51], v[32:47] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[48:51], v2 offset:32                 ; B fragment 0, k-steps 2..3
	ds_read_b128 v[52:55], v6 offset:9248               ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[52:53], v[48:49], v[32:47] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[32:47], v[54:55], v[50:51], v[32:47] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[48:51], v2 offset:64                 ; B fragment 0, k-steps 4..5
	ds_read_b128 v[52:55], v6 offset:9280               ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[52:53], v[48:49], v[32:47] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[32:47], v[54:55], v[50:51], v[32:47] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	ds_read_b128 v[48:51], v2 offset:96                 ; B fragment 0, k-steps 6..7
	ds_read_b128 v[52:55], v6 offset:9312               ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[32:47], v[52:53], v[48:49], v[32:47] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[32:47], v[54:55], v[50:51], v[32:47] ; examples/attention_varlen.kgen:61: mfma 32x32x8
	v_cmp_lt_u32 s[14:15], v9, s9                       ; 'tt' element in bounds
	s_and_b64 s[30:31], s[28:29], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	s_nop 7
	v_cndmask_b32 v48, v14, v32, s[30:31]
	v_add_u32 v14, 1, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[34:35], s[28:29], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v49, v14, v33, s[34:35]
	v_add_u32 v14, 2, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[42:43], s[28:29], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v50, v14, v34, s[42:43]
	v_add_u32 v14, 3, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[44:45], s[28:29], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v51, v14, v35, s[44:45]
	v_add_u32 v14, 8, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[46:47], s[28:29], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v52, v14, v36, s[46:47]
	v_add_u32 v14, 9, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[48:49], s[28:29], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v53, v14, v37, s[48:49]
	v_add_u32 v14, 10, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[50:51], s[28:29], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v54, v14, v38, s[50:51]
	v_add_u32 v14, 11, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[52:53], s[28:29], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v55, v14, v39, s[52:53]
	v_add_u32 v14, 16, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[54:55], s[28:29], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v56, v14, v40, s[54:55]
	v_add_u32 v14, 17, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[56:57], s[28:29], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v57, v14, v41, s[56:57]
	v_add_u32 v14, 18, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[58:59], s[28:29], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v58, v14, v42, s[58:59]
	v_add_u32 v14, 19, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[60:61], s[28:29], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v59, v14, v43, s[60:61]
	v_add_u32 v14, 24, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[62:63], s[28:29], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v60, v14, v44, s[62:63]
	v_add_u32 v14, 25, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[64:65], s[28:29], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v61, v14, v45, s[64:65]
	v_add_u32 v14, 26, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[66:67], s[28:29], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v62, v14, v46, s[66:67]
	v_add_u32 v14, 27, v9
	v_cmp_lt_u32 s[14:15], v14, s9                      ; 'tt' element in bounds
	s_and_b64 s[68:69], s[28:29], s[14:15]
	v_mov_b32 v14, 0xff800000                           ; absent elements contribute the identity
	v_cndmask_b32 v63, v14, v47, s[68:69]
	v_max_f32 v14, v48, v49                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[14:15], v48, v49
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v50                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[14:15], v49, v50
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v51                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[14:15], v49, v51
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v52                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[14:15], v49, v52
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v53                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[14:15], v49, v53
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v54                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[14:15], v49, v54
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v55                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[14:15], v49, v55
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v56                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[14:15], v49, v56
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v57                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[14:15], v49, v57
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v58                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[14:15], v49, v58
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v59                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[14:15], v49, v59
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v60                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[14:15], v49, v60
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v61                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[14:15], v49, v61
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v62                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[14:15], v49, v62
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_max_f32 v14, v49, v63                             ; max over 'tt' (examples/attention_varlen.kgen:62)
	v_cmp_u_f32 s[14:15], v49, v63
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_and_b32 v14, 63, v0                               ; max over 'tt' (examples/attention_varlen.kgen:62): lanes 32 apart
	v_xor_b32 v14, 32, v14
	v_lshlrev_b32 v14, 2, v14
	ds_bpermute_b32 v48, v14, v49
	s_waitcnt lgkmcnt(0)
	v_max_f32 v14, v49, v48
	v_cmp_u_f32 s[14:15], v49, v48
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	s_and_saveexec_b64 s[14:15], s[22:23]               ; lanes where %vpred_222
	ds_write_b32 v5, v49 offset:46080                   ; max over 'tt' (examples/attention_varlen.kgen:62): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v14, v7 offset:46080                    ; max over 'tt' (examples/attention_varlen.kgen:62): warp group 0
	ds_read_b32 v48, v7 offset:46336                    ; max over 'tt' (examples/attention_varlen.kgen:62): warp group 1
	s_waitcnt lgkmcnt(0)
	v_max_f32 v49, v14, v48
	v_cmp_u_f32 s[14:15], v14, v48
	v_mov_b32 v14, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v48, v49, v14, s[14:15]
	v_max_f32 v14, v1, v48                              ; examples/attention_varlen.kgen:62
	v_cmp_u_f32 s[14:15], v1, v48
	v_mov_b32 v48, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v49, v14, v48, s[14:15]
	v_sub_f32 v14, v1, v49                              ; examples/attention_varlen.kgen:64
	v_mul_f32 v48, s20, v14                             ; examples/attention_varlen.kgen:64
	v_mul_f32 v14, 0x3fb8aa3b, v48                      ; examples/attention_varlen.kgen:64
	v_exp_f32 v48, v14                                  ; examples/attention_varlen.kgen:64
	s_nop 0
	v_mul_f32 v14, v16, v48                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v50, v17, v48                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v51, v18, v48                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v52, v19, v48                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v53, v20, v48                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v54, v21, v48                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v55, v22, v48                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v56, v23, v48                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v57, v24, v48                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v58, v25, v48                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v59, v26, v48                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v60, v27, v48                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v61, v28, v48                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v62, v29, v48                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v63, v30, v48                             ; examples/attention_varlen.kgen:66
	v_mul_f32 v64, v31, v48                             ; examples/attention_varlen.kgen:66
	v_mov_b32 v16, v14                                  ; 'acc' scaled in place
	v_mov_b32 v17, v50                                  ; 'acc' scaled in place
	v_mov_b32 v18, v51                                  ; 'acc' scaled in place
	v_mov_b32 v19, v52                                  ; 'acc' scaled in place
	v_mov_b32 v20, v53                                  ; 'acc' scaled in place
	v_mov_b32 v21, v54                                  ; 'acc' scaled in place
	v_mov_b32 v22, v55                                  ; 'acc' scaled in place
	v_mov_b32 v23, v56                                  ; 'acc' scaled in place
	v_mov_b32 v24, v57                                  ; 'acc' scaled in place
	v_mov_b32 v25, v58                                  ; 'acc' scaled in place
	v_mov_b32 v26, v59                                  ; 'acc' scaled in place
	v_mov_b32 v27, v60                                  ; 'acc' scaled in place
	v_mov_b32 v28, v61                                  ; 'acc' scaled in place
	v_mov_b32 v29, v62                                  ; 'acc' scaled in place
	v_mov_b32 v30, v63                                  ; 'acc' scaled in place
	v_mov_b32 v31, v64                                  ; 'acc' scaled in place
	s_add_u32 s14, s12, s32                             ; 'vg' at this page
	s_addc_u32 s15, s13, s33
	s_add_u32 s32, s14, s36                             ; 'vg' at this page
	s_addc_u32 s33, s15, s37
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[40:41]               ; lanes where %vpred_1290
	global_load_ushort v14, v10, s[32:33]               ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v50, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[40:41]               ; lanes where %vpred_1290
	global_load_ushort v14, v10, s[32:33] offset:2      ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v51, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[40:41]               ; lanes where %vpred_1290
	global_load_ushort v14, v10, s[32:33] offset:4      ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v52, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[40:41]               ; lanes where %vpred_1290
	global_load_ushort v14, v10, s[32:33] offset:6      ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v53, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[40:41]               ; lanes where %vpred_1290
	global_load_ushort v14, v10, s[32:33] offset:8      ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v54, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[40:41]               ; lanes where %vpred_1290
	global_load_ushort v14, v10, s[32:33] offset:10     ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v55, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[40:41]               ; lanes where %vpred_1290
	global_load_ushort v14, v10, s[32:33] offset:12     ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v56, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[40:41]               ; lanes where %vpred_1290
	global_load_ushort v14, v10, s[32:33] offset:14     ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v57, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1312
	global_load_ushort v14, v12, s[32:33]               ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v58, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1312
	global_load_ushort v14, v12, s[32:33] offset:2      ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v59, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1312
	global_load_ushort v14, v12, s[32:33] offset:4      ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v60, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1312
	global_load_ushort v14, v12, s[32:33] offset:6      ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v61, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1312
	global_load_ushort v14, v12, s[32:33] offset:8      ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v62, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1312
	global_load_ushort v14, v12, s[32:33] offset:10     ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v63, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1312
	global_load_ushort v14, v12, s[32:33] offset:12     ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v64, 16, v14
	v_mov_b32 v14, 0                                    ; absent element
	s_and_saveexec_b64 s[14:15], s[38:39]               ; lanes where %vpred_1312
	global_load_ushort v14, v12, s[32:33] offset:14     ; examples/attention_varlen.kgen:66 (a page): load of 'vg'
	s_mov_b64 exec, s[14:15]
	s_waitcnt vmcnt(0)
	v_lshlrev_b32 v12, 16, v14
	v_lshrrev_b32 v14, 16, v50
	ds_write_b16 v15, v14 offset:18432                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v51
	ds_write_b16 v15, v14 offset:18576                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v52
	ds_write_b16 v15, v14 offset:18720                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v53
	ds_write_b16 v15, v14 offset:18864                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v54
	ds_write_b16 v15, v14 offset:19008                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v55
	ds_write_b16 v15, v14 offset:19152                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v56
	ds_write_b16 v15, v14 offset:19296                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v57
	ds_write_b16 v15, v14 offset:19440                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v58
	ds_write_b16 v15, v14 offset:18496                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v59
	ds_write_b16 v15, v14 offset:18640                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v60
	ds_write_b16 v15, v14 offset:18784                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v61
	ds_write_b16 v15, v14 offset:18928                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v62
	ds_write_b16 v15, v14 offset:19072                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v63
	ds_write_b16 v15, v14 offset:19216                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v64
	ds_write_b16 v15, v14 offset:19360                  ; A operand of the product: stage
	v_lshrrev_b32 v14, 16, v12
	ds_write_b16 v15, v14 offset:19504                  ; A operand of the product: stage
	v_mov_b32 v12, 0x3fb8aa3b                           ; c log2 e of e^((x - m) c), once per c (examples/attention_varlen.kgen:63)
	v_mul_f32 v14, s20, v12
	v_mov_b32 v12, 0xbfb8aa3b
	v_mul_f32 v50, s20, v12
	v_mul_f32 v12, v49, v50                             ; -m c log2 e of e^((x - m) c), once per m (examples/attention_varlen.kgen:63)
	v_fma_f32 v50, v32, v14, v12                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v51, v50                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v50, v33, v14, v12                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v52, v50                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v50, v34, v14, v12                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v53, v50                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v50, v35, v14, v12                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v54, v50                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v50, v36, v14, v12                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v55, v50                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v50, v37, v14, v12                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v56, v50                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v50, v38, v14, v12                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v57, v50                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v50, v39, v14, v12                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v58, v50                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v50, v40, v14, v12                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v59, v50                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v50, v41, v14, v12                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v60, v50                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v50, v42, v14, v12                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v61, v50                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v50, v43, v14, v12                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v62, v50                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v50, v44, v14, v12                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v63, v50                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v50, v45, v14, v12                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v64, v50                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v50, v46, v14, v12                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v65, v50                                  ; examples/attention_varlen.kgen:63
	v_fma_f32 v50, v47, v14, v12                        ; examples/attention_varlen.kgen:63
	v_exp_f32 v12, v50                                  ; examples/attention_varlen.kgen:63
	v_bfe_u32 v14, v51, 16, 1                           ; round to bf16
	v_add3_u32 v32, v51, v14, s7
	v_cmp_u_f32 s[14:15], v51, v51
	v_mov_b32 v14, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v32, v32, v14, s[14:15]
	v_and_b32 v14, 0xffff0000, v32
	v_bfe_u32 v32, v52, 16, 1                           ; round to bf16
	v_add3_u32 v33, v52, v32, s7
	v_cmp_u_f32 s[14:15], v52, v52
	v_mov_b32 v32, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v33, v33, v32, s[14:15]
	v_and_b32 v32, 0xffff0000, v33
	v_bfe_u32 v33, v53, 16, 1                           ; round to bf16
	v_add3_u32 v34, v53, v33, s7
	v_cmp_u_f32 s[14:15], v53, v53
	v_mov_b32 v33, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v34, v34, v33, s[14:15]
	v_and_b32 v33, 0xffff0000, v34
	v_bfe_u32 v34, v54, 16, 1                           ; round to bf16
	v_add3_u32 v35, v54, v34, s7
	v_cmp_u_f32 s[14:15], v54, v54
	v_mov_b32 v34, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v35, v35, v34, s[14:15]
	v_and_b32 v34, 0xffff0000, v35
	v_bfe_u32 v35, v55, 16, 1                           ; round to bf16
	v_add3_u32 v36, v55, v35, s7
	v_cmp_u_f32 s[14:15], v55, v55
	v_mov_b32 v35, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v36, v36, v35, s[14:15]
	v_and_b32 v35, 0xffff0000, v36
	v_bfe_u32 v36, v56, 16, 1                           ; round to bf16
	v_add3_u32 v37, v56, v36, s7
	v_cmp_u_f32 s[14:15], v56, v56
	v_mov_b32 v36, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v37, v37, v36, s[14:15]
	v_and_b32 v36, 0xffff0000, v37
	v_bfe_u32 v37, v57, 16, 1                           ; round to bf16
	v_add3_u32 v38, v57, v37, s7
	v_cmp_u_f32 s[14:15], v57, v57
	v_mov_b32 v37, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v38, v38, v37, s[14:15]
	v_and_b32 v37, 0xffff0000, v38
	v_bfe_u32 v38, v58, 16, 1                           ; round to bf16
	v_add3_u32 v39, v58, v38, s7
	v_cmp_u_f32 s[14:15], v58, v58
	v_mov_b32 v38, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v39, v39, v38, s[14:15]
	v_and_b32 v38, 0xffff0000, v39
	v_bfe_u32 v39, v59, 16, 1                           ; round to bf16
	v_add3_u32 v40, v59, v39, s7
	v_cmp_u_f32 s[14:15], v59, v59
	v_mov_b32 v39, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v40, v40, v39, s[14:15]
	v_and_b32 v39, 0xffff0000, v40
	v_bfe_u32 v40, v60, 16, 1                           ; round to bf16
	v_add3_u32 v41, v60, v40, s7
	v_cmp_u_f32 s[14:15], v60, v60
	v_mov_b32 v40, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v41, v41, v40, s[14:15]
	v_and_b32 v40, 0xffff0000, v41
	v_bfe_u32 v41, v61, 16, 1                           ; round to bf16
	v_add3_u32 v42, v61, v41, s7
	v_cmp_u_f32 s[14:15], v61, v61
	v_mov_b32 v41, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v42, v42, v41, s[14:15]
	v_and_b32 v41, 0xffff0000, v42
	v_bfe_u32 v42, v62, 16, 1                           ; round to bf16
	v_add3_u32 v43, v62, v42, s7
	v_cmp_u_f32 s[14:15], v62, v62
	v_mov_b32 v42, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v43, v43, v42, s[14:15]
	v_and_b32 v42, 0xffff0000, v43
	v_bfe_u32 v43, v63, 16, 1                           ; round to bf16
	v_add3_u32 v44, v63, v43, s7
	v_cmp_u_f32 s[14:15], v63, v63
	v_mov_b32 v43, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v44, v44, v43, s[14:15]
	v_and_b32 v43, 0xffff0000, v44
	v_bfe_u32 v44, v64, 16, 1                           ; round to bf16
	v_add3_u32 v45, v64, v44, s7
	v_cmp_u_f32 s[14:15], v64, v64
	v_mov_b32 v44, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v45, v45, v44, s[14:15]
	v_and_b32 v44, 0xffff0000, v45
	v_bfe_u32 v45, v65, 16, 1                           ; round to bf16
	v_add3_u32 v46, v65, v45, s7
	v_cmp_u_f32 s[14:15], v65, v65
	v_mov_b32 v45, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v46, v46, v45, s[14:15]
	v_and_b32 v45, 0xffff0000, v46
	v_bfe_u32 v46, v12, 16, 1                           ; round to bf16
	v_add3_u32 v47, v12, v46, s7
	v_cmp_u_f32 s[14:15], v12, v12
	v_mov_b32 v46, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v47, v47, v46, s[14:15]
	v_and_b32 v46, 0xffff0000, v47
	v_cndmask_b32 v47, 0, v14, s[30:31]                 ; absent elements add nothing
	v_lshrrev_b32 v14, 16, v47
	ds_write_b16 v11, v14 offset:46592                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v32, s[34:35]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46594                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v33, s[42:43]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46596                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v34, s[44:45]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46598                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v35, s[46:47]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46608                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v36, s[48:49]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46610                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v37, s[50:51]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46612                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v38, s[52:53]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46614                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v39, s[54:55]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46624                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v40, s[56:57]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46626                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v41, s[58:59]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46628                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v42, s[60:61]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46630                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v43, s[62:63]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46640                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v44, s[64:65]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46642                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v45, s[66:67]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46644                  ; B operand of the product: stage
	v_cndmask_b32 v14, 0, v46, s[68:69]                 ; absent elements add nothing
	v_lshrrev_b32 v32, 16, v14
	ds_write_b16 v11, v32 offset:46646                  ; B operand of the product: stage
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b128 v[32:35], v2 offset:46592              ; B fragment 0, k-steps 0..1
	ds_read_b128 v[36:39], v6 offset:18432              ; A fragment 0, k-steps 0..1
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[36:37], v[32:33], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[38:39], v[34:35], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[32:35], v2 offset:46624              ; B fragment 0, k-steps 2..3
	ds_read_b128 v[36:39], v6 offset:18464              ; A fragment 0, k-steps 2..3
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[36:37], v[32:33], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[38:39], v[34:35], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[32:35], v2 offset:46656              ; B fragment 0, k-steps 4..5
	ds_read_b128 v[36:39], v6 offset:18496              ; A fragment 0, k-steps 4..5
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[36:37], v[32:33], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[38:39], v[34:35], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	ds_read_b128 v[32:35], v2 offset:46688              ; B fragment 0, k-steps 6..7
	ds_read_b128 v[36:39], v6 offset:18528              ; A fragment 0, k-steps 6..7
	s_waitcnt lgkmcnt(0)
	v_mfma_f32_32x32x8_bf16 v[16:31], v[36:37], v[32:33], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mfma_f32_32x32x8_bf16 v[16:31], v[38:39], v[34:35], v[16:31] ; examples/attention_varlen.kgen:66: mfma 32x32x8
	v_mul_f32 v14, v3, v48                              ; examples/attention_varlen.kgen:65
	v_cndmask_b32 v32, 0, v51, s[30:31]                 ; absent elements contribute the identity
	v_cndmask_b32 v33, 0, v52, s[34:35]                 ; absent elements contribute the identity
	v_cndmask_b32 v34, 0, v53, s[42:43]                 ; absent elements contribute the identity
	v_cndmask_b32 v35, 0, v54, s[44:45]                 ; absent elements contribute the identity
	v_cndmask_b32 v36, 0, v55, s[46:47]                 ; absent elements contribute the identity
	v_cndmask_b32 v37, 0, v56, s[48:49]                 ; absent elements contribute the identity
	v_cndmask_b32 v38, 0, v57, s[50:51]                 ; absent elements contribute the identity
	v_cndmask_b32 v39, 0, v58, s[52:53]                 ; absent elements contribute the identity
	v_cndmask_b32 v40, 0, v59, s[54:55]                 ; absent elements contribute the identity
	v_cndmask_b32 v41, 0, v60, s[56:57]                 ; absent elements contribute the identity
	v_cndmask_b32 v42, 0, v61, s[58:59]                 ; absent elements contribute the identity
	v_cndmask_b32 v43, 0, v62, s[60:61]                 ; absent elements contribute the identity
	v_cndmask_b32 v44, 0, v63, s[62:63]                 ; absent elements contribute the identity
	v_cndmask_b32 v45, 0, v64, s[64:65]                 ; absent elements contribute the identity
	v_cndmask_b32 v46, 0, v65, s[66:67]                 ; absent elements contribute the identity
	v_cndmask_b32 v47, 0, v12, s[68:69]                 ; absent elements contribute the identity
	v_add_f32 v12, v32, v33                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v32, v12, v34                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v12, v32, v35                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v32, v12, v36                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v12, v32, v37                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v32, v12, v38                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v12, v32, v39                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v32, v12, v40                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v12, v32, v41                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v32, v12, v42                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v12, v32, v43                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v32, v12, v44                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v12, v32, v45                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v32, v12, v46                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_add_f32 v12, v32, v47                             ; sum over 'tt' (examples/attention_varlen.kgen:65)
	v_and_b32 v32, 63, v0                               ; sum over 'tt' (examples/attention_varlen.kgen:65): lanes 32 apart
	v_xor_b32 v32, 32, v32
	v_lshlrev_b32 v32, 2, v32
	ds_bpermute_b32 v33, v32, v12
	s_waitcnt lgkmcnt(0)
	v_add_f32 v32, v12, v33
	s_and_saveexec_b64 s[14:15], s[22:23]               ; lanes where %vpred_222
	ds_write_b32 v5, v32 offset:55808                   ; sum over 'tt' (examples/attention_varlen.kgen:65): this warp group's partial
	s_mov_b64 exec, s[14:15]
	s_waitcnt lgkmcnt(0)
	s_barrier                                           ; inserted by insert_barriers
	ds_read_b32 v12, v7 offset:55808                    ; sum over 'tt' (examples/attention_varlen.kgen:65): warp group 0
	ds_read_b32 v32, v7 offset:56064                    ; sum over 'tt' (examples/attention_varlen.kgen:65): warp group 1
	s_waitcnt lgkmcnt(0)
	v_add_f32 v33, v12, v32
	v_add_f32 v12, v14, v33                             ; examples/attention_varlen.kgen:65
	v_mov_b32 v3, v12                                   ; next 'l'
	v_mov_b32 v1, v49                                   ; next 'mx'
	s_add_u32 s5, s5, 64
	s_cmp_lt_u32 s5, s8
	s_cbranch_scc1 .Lattention_varlen_gqa_loop3
.Lattention_varlen_gqa_loop3_end:
	v_cmp_gt_f32 s[8:9], v3, 0                          ; examples/attention_varlen.kgen:69
	v_div_scale_f32 v1, s[10:11], v3, v3, v16           ; examples/attention_varlen.kgen:69
	v_rcp_f32 v2, v1
	v_div_scale_f32 v5, vcc, v16, v3, v16
	v_fma_f32 v6, -v1, v2, 1.0
	v_fma_f32 v2, v6, v2, v2
	v_mul_f32 v7, v5, v2
	v_fma_f32 v6, -v1, v7, v5
	v_fma_f32 v7, v6, v2, v7
	v_fma_f32 v6, -v1, v7, v5
	v_div_fmas_f32 v6, v6, v2, v7
	v_div_fixup_f32 v1, v6, v3, v16
	v_div_scale_f32 v2, s[10:11], v3, v3, v17           ; examples/attention_varlen.kgen:69
	v_rcp_f32 v5, v2
	v_div_scale_f32 v6, vcc, v17, v3, v17
	v_fma_f32 v7, -v2, v5, 1.0
	v_fma_f32 v5, v7, v5, v5
	v_mul_f32 v8, v6, v5
	v_fma_f32 v7, -v2, v8, v6
	v_fma_f32 v8, v7, v5, v8
	v_fma_f32 v7, -v2, v8, v6
	v_div_fmas_f32 v7, v7, v5, v8
	v_div_fixup_f32 v2, v7, v3, v17
	v_div_scale_f32 v5, s[10:11], v3, v3, v18           ; examples/attention_varlen.kgen:69
	v_rcp_f32 v6, v5
	v_div_scale_f32 v7, vcc, v18, v3, v18
	v_fma_f32 v8, -v5, v6, 1.0
	v_fma_f32 v6, v8, v6, v6
	v_mul_f32 v9, v7, v6
	v_fma_f32 v8, -v5, v9, v7
	v_fma_f32 v9, v8, v6, v9
	v_fma_f32 v8, -v5, v9, v7
	v_div_fmas_f32 v8, v8, v6, v9
	v_div_fixup_f32 v5, v8, v3, v18
	v_div_scale_f32 v6, s[10:11], v3, v3, v19           ; examples/attention_varlen.kgen:69
	v_rcp_f32 v7, v6
	v_div_scale_f32 v8, vcc, v19, v3, v19
	v_fma_f32 v9, -v6, v7, 1.0
	v_fma_f32 v7, v9, v7, v7
	v_mul_f32 v10, v8, v7
	v_fma_f32 v9, -v6, v10, v8
	v_fma_f32 v10, v9, v7, v10
	v_fma_f32 v9, -v6, v10, v8
	v_div_fmas_f32 v9, v9, v7, v10
	v_div_fixup_f32 v6, v9, v3, v19
	v_div_scale_f32 v7, s[10:11], v3, v3, v20           ; examples/attention_varlen.kgen:69
	v_rcp_f32 v8, v7
	v_div_scale_f32 v9, vcc, v20, v3, v20
	v_fma_f32 v10, -v7, v8, 1.0
	v_fma_f32 v8, v10, v8, v8
	v_mul_f32 v11, v9, v8
	v_fma_f32 v10, -v7, v11, v9
	v_fma_f32 v11, v10, v8, v11
	v_fma_f32 v10, -v7, v11, v9
	v_div_fmas_f32 v10, v10, v8, v11
	v_div_fixup_f32 v7, v10, v3, v20
	v_div_scale_f32 v8, s[10:11], v3, v3, v21           ; examples/attention_varlen.kgen:69
	v_rcp_f32 v9, v8
	v_div_scale_f32 v10, vcc, v21, v3, v21
	v_fma_f32 v11, -v8, v9, 1.0
	v_fma_f32 v9, v11, v9, v9
	v_mul_f32 v12, v10, v9
	v_fma_f32 v11, -v8, v12, v10
	v_fma_f32 v12, v11, v9, v12
	v_fma_f32 v11, -v8, v12, v10
	v_div_fmas_f32 v11, v11, v9, v12
	v_div_fixup_f32 v8, v11, v3, v21
	v_div_scale_f32 v9, s[10:11], v3, v3, v22           ; examples/attention_varlen.kgen:69
	v_rcp_f32 v10, v9
	v_div_scale_f32 v11, vcc, v22, v3, v22
	v_fma_f32 v12, -v9, v10, 1.0
	v_fma_f32 v10, v12, v10, v10
	v_mul_f32 v13, v11, v10
	v_fma_f32 v12, -v9, v13, v11
	v_fma_f32 v13, v12, v10, v13
	v_fma_f32 v12, -v9, v13, v11
	v_div_fmas_f32 v12, v12, v10, v13
	v_div_fixup_f32 v9, v12, v3, v22
	v_div_scale_f32 v10, s[10:11], v3, v3, v23          ; examples/attention_varlen.kgen:69
	v_rcp_f32 v11, v10
	v_div_scale_f32 v12, vcc, v23, v3, v23
	v_fma_f32 v13, -v10, v11, 1.0
	v_fma_f32 v11, v13, v11, v11
	v_mul_f32 v14, v12, v11
	v_fma_f32 v13, -v10, v14, v12
	v_fma_f32 v14, v13, v11, v14
	v_fma_f32 v13, -v10, v14, v12
	v_div_fmas_f32 v13, v13, v11, v14
	v_div_fixup_f32 v10, v13, v3, v23
	v_div_scale_f32 v11, s[10:11], v3, v3, v24          ; examples/attention_varlen.kgen:69
	v_rcp_f32 v12, v11
	v_div_scale_f32 v13, vcc, v24, v3, v24
	v_fma_f32 v14, -v11, v12, 1.0
	v_fma_f32 v12, v14, v12, v12
	v_mul_f32 v15, v13, v12
	v_fma_f32 v14, -v11, v15, v13
	v_fma_f32 v15, v14, v12, v15
	v_fma_f32 v14, -v11, v15, v13
	v_div_fmas_f32 v14, v14, v12, v15
	v_div_fixup_f32 v11, v14, v3, v24
	v_div_scale_f32 v12, s[10:11], v3, v3, v25          ; examples/attention_varlen.kgen:69
	v_rcp_f32 v13, v12
	v_div_scale_f32 v14, vcc, v25, v3, v25
	v_fma_f32 v15, -v12, v13, 1.0
	v_fma_f32 v13, v15, v13, v13
	v_mul_f32 v32, v14, v13
	v_fma_f32 v15, -v12, v32, v14
	v_fma_f32 v32, v15, v13, v32
	v_fma_f32 v15, -v12, v32, v14
	v_div_fmas_f32 v15, v15, v13, v32
	v_div_fixup_f32 v12, v15, v3, v25
	v_div_scale_f32 v13, s[10:11], v3, v3, v26          ; examples/attention_varlen.kgen:69
	v_rcp_f32 v14, v13
	v_div_scale_f32 v15, vcc, v26, v3, v26
	v_fma_f32 v32, -v13, v14, 1.0
	v_fma_f32 v14, v32, v14, v14
	v_mul_f32 v33, v15, v14
	v_fma_f32 v32, -v13, v33, v15
	v_fma_f32 v33, v32, v14, v33
	v_fma_f32 v32, -v13, v33, v15
	v_div_fmas_f32 v32, v32, v14, v33
	v_div_fixup_f32 v13, v32, v3, v26
	v_div_scale_f32 v14, s[10:11], v3, v3, v27          ; examples/attention_varlen.kgen:69
	v_rcp_f32 v15, v14
	v_div_scale_f32 v32, vcc, v27, v3, v27
	v_fma_f32 v33, -v14, v15, 1.0
	v_fma_f32 v15, v33, v15, v15
	v_mul_f32 v34, v32, v15
	v_fma_f32 v33, -v14, v34, v32
	v_fma_f32 v34, v33, v15, v34
	v_fma_f32 v33, -v14, v34, v32
	v_div_fmas_f32 v33, v33, v15, v34
	v_div_fixup_f32 v14, v33, v3, v27
	v_div_scale_f32 v15, s[10:11], v3, v3, v28          ; examples/attention_varlen.kgen:69
	v_rcp_f32 v32, v15
	v_div_scale_f32 v33, vcc, v28, v3, v28
	v_fma_f32 v34, -v15, v32, 1.0
	v_fma_f32 v32, v34, v32, v32
	v_mul_f32 v35, v33, v32
	v_fma_f32 v34, -v15, v35, v33
	v_fma_f32 v35, v34, v32, v35
	v_fma_f32 v34, -v15, v35, v33
	v_div_fmas_f32 v34, v34, v32, v35
	v_div_fixup_f32 v15, v34, v3, v28
	v_div_scale_f32 v32, s[10:11], v3, v3, v29          ; examples/attention_varlen.kgen:69
	v_rcp_f32 v33, v32
	v_div_scale_f32 v34, vcc, v29, v3, v29
	v_fma_f32 v35, -v32, v33, 1.0
	v_fma_f32 v33, v35, v33, v33
	v_mul_f32 v36, v34, v33
	v_fma_f32 v35, -v32, v36, v34
	v_fma_f32 v36, v35, v33, v36
	v_fma_f32 v35, -v32, v36, v34
	v_div_fmas_f32 v35, v35, v33, v36
	v_div_fixup_f32 v32, v35, v3, v29
	v_div_scale_f32 v33, s[10:11], v3, v3, v30          ; examples/attention_varlen.kgen:69
	v_rcp_f32 v34, v33
	v_div_scale_f32 v35, vcc, v30, v3, v30
	v_fma_f32 v36, -v33, v34, 1.0
	v_fma_f32 v34, v36, v34, v34
	v_mul_f32 v37, v35, v34
	v_fma_f32 v36, -v33, v37, v35
	v_fma_f32 v37, v36, v34, v37
	v_fma_f32 v36, -v33, v37, v35
	v_div_fmas_f32 v36, v36, v34, v37
	v_div_fixup_f32 v33, v36, v3, v30
	v_div_scale_f32 v34, s[10:11], v3, v3, v31          ; examples/attention_varlen.kgen:69
	v_rcp_f32 v35, v34
	v_div_scale_f32 v36, vcc, v31, v3, v31
	v_fma_f32 v37, -v34, v35, 1.0
	v_fma_f32 v35, v37, v35, v35
	v_mul_f32 v38, v36, v35
	v_fma_f32 v37, -v34, v38, v36
	v_fma_f32 v38, v37, v35, v38
	v_fma_f32 v37, -v34, v38, v36
	v_div_fmas_f32 v37, v37, v35, v38
	v_div_fixup_f32 v34, v37, v3, v31
	v_cndmask_b32 v3, 0, v1, s[8:9]                     ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v1, 0, v2, s[8:9]                     ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v2, 0, v5, s[8:9]                     ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v5, 0, v6, s[8:9]                     ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v6, 0, v7, s[8:9]                     ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v7, 0, v8, s[8:9]                     ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v8, 0, v9, s[8:9]                     ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v9, 0, v10, s[8:9]                    ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v10, 0, v11, s[8:9]                   ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v11, 0, v12, s[8:9]                   ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v12, 0, v13, s[8:9]                   ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v13, 0, v14, s[8:9]                   ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v14, 0, v15, s[8:9]                   ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v15, 0, v32, s[8:9]                   ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v16, 0, v33, s[8:9]                   ; examples/attention_varlen.kgen:69
	v_cndmask_b32 v17, 0, v34, s[8:9]                   ; examples/attention_varlen.kgen:69
	v_bfe_u32 v18, v3, 16, 1
	v_add3_u32 v19, v3, v18, s7
	v_cmp_u_f32 s[8:9], v3, v3
	v_mov_b32 v3, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v19, v19, v3, s[8:9]
	v_lshrrev_b32 v3, 16, v19
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_899
	global_store_short v4, v3, s[18:19]                 ; examples/attention_varlen.kgen:69: store to 'og'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v3, v1, 16, 1
	v_add3_u32 v18, v1, v3, s7
	v_cmp_u_f32 s[8:9], v1, v1
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v18, v18, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v18
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_899
	global_store_short v4, v1, s[18:19] offset:2        ; examples/attention_varlen.kgen:69: store to 'og'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v2, 16, 1
	v_add3_u32 v3, v2, v1, s7
	v_cmp_u_f32 s[8:9], v2, v2
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v3, v3, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v3
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_899
	global_store_short v4, v1, s[18:19] offset:4        ; examples/attention_varlen.kgen:69: store to 'og'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v5, 16, 1
	v_add3_u32 v2, v5, v1, s7
	v_cmp_u_f32 s[8:9], v5, v5
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_899
	global_store_short v4, v1, s[18:19] offset:6        ; examples/attention_varlen.kgen:69: store to 'og'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v6, 16, 1
	v_add3_u32 v2, v6, v1, s7
	v_cmp_u_f32 s[8:9], v6, v6
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_899
	global_store_short v4, v1, s[18:19] offset:16       ; examples/attention_varlen.kgen:69: store to 'og'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v7, 16, 1
	v_add3_u32 v2, v7, v1, s7
	v_cmp_u_f32 s[8:9], v7, v7
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_899
	global_store_short v4, v1, s[18:19] offset:18       ; examples/attention_varlen.kgen:69: store to 'og'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v8, 16, 1
	v_add3_u32 v2, v8, v1, s7
	v_cmp_u_f32 s[8:9], v8, v8
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_899
	global_store_short v4, v1, s[18:19] offset:20       ; examples/attention_varlen.kgen:69: store to 'og'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v9, 16, 1
	v_add3_u32 v2, v9, v1, s7
	v_cmp_u_f32 s[8:9], v9, v9
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_899
	global_store_short v4, v1, s[18:19] offset:22       ; examples/attention_varlen.kgen:69: store to 'og'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v10, 16, 1
	v_add3_u32 v2, v10, v1, s7
	v_cmp_u_f32 s[8:9], v10, v10
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_899
	global_store_short v4, v1, s[18:19] offset:32       ; examples/attention_varlen.kgen:69: store to 'og'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v11, 16, 1
	v_add3_u32 v2, v11, v1, s7
	v_cmp_u_f32 s[8:9], v11, v11
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_899
	global_store_short v4, v1, s[18:19] offset:34       ; examples/attention_varlen.kgen:69: store to 'og'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v12, 16, 1
	v_add3_u32 v2, v12, v1, s7
	v_cmp_u_f32 s[8:9], v12, v12
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_899
	global_store_short v4, v1, s[18:19] offset:36       ; examples/attention_varlen.kgen:69: store to 'og'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v13, 16, 1
	v_add3_u32 v2, v13, v1, s7
	v_cmp_u_f32 s[8:9], v13, v13
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_899
	global_store_short v4, v1, s[18:19] offset:38       ; examples/attention_varlen.kgen:69: store to 'og'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v14, 16, 1
	v_add3_u32 v2, v14, v1, s7
	v_cmp_u_f32 s[8:9], v14, v14
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_899
	global_store_short v4, v1, s[18:19] offset:48       ; examples/attention_varlen.kgen:69: store to 'og'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v15, 16, 1
	v_add3_u32 v2, v15, v1, s7
	v_cmp_u_f32 s[8:9], v15, v15
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_899
	global_store_short v4, v1, s[18:19] offset:50       ; examples/attention_varlen.kgen:69: store to 'og'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v16, 16, 1
	v_add3_u32 v2, v16, v1, s7
	v_cmp_u_f32 s[8:9], v16, v16
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[8:9]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[8:9], s[28:29]                 ; lanes where %vpred_899
	global_store_short v4, v1, s[18:19] offset:52       ; examples/attention_varlen.kgen:69: store to 'og'
	s_mov_b64 exec, s[8:9]
	v_bfe_u32 v1, v17, 16, 1
	v_add3_u32 v2, v17, v1, s7
	v_cmp_u_f32 s[6:7], v17, v17
	v_mov_b32 v1, 0x7fc00000
	s_nop 0
	v_cndmask_b32 v2, v2, v1, s[6:7]
	v_lshrrev_b32 v1, 16, v2
	s_and_saveexec_b64 s[6:7], s[28:29]                 ; lanes where %vpred_899
	global_store_short v4, v1, s[18:19] offset:54       ; examples/attention_varlen.kgen:69: store to 'og'
	s_mov_b64 exec, s[6:7]
.Lattention_varlen_gqa_if0_end:
	s_endpgm
.Lfunc_end_attention_varlen_gqa:
	.size	attention_varlen_gqa, .Lfunc_end_attention_varlen_gqa-attention_varlen_gqa

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
		.amdhsa_next_free_vgpr 85
		.amdhsa_next_free_sgpr 68
		.amdhsa_accum_offset 88
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
		.amdhsa_next_free_vgpr 84
		.amdhsa_next_free_sgpr 78
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
	.amdhsa_kernel attention_varlen_gqa
		.amdhsa_group_segment_fixed_size 56320
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 76
		.amdhsa_user_sgpr_count 2
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 1
		.amdhsa_system_sgpr_workgroup_id_z 1
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr 85
		.amdhsa_next_free_sgpr 72
		.amdhsa_accum_offset 88
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
    .sgpr_count:     74
    .sgpr_spill_count: 0
    .vgpr_count:     85
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
    .sgpr_count:     84
    .sgpr_spill_count: 0
    .vgpr_count:     84
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
  - .name:           attention_varlen_gqa
    .symbol:         attention_varlen_gqa.kd
    .args:
      - .name:           qg
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           kg
        .offset:         8
        .size:           8
        .value_kind:     global_buffer
        .address_space:  global
        .actual_access:  read_only
      - .name:           vg
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
      - .name:           og
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
      - .name:           HQ
        .offset:         56
        .size:           4
        .value_kind:     by_value
      - .name:           TK
        .offset:         60
        .size:           4
        .value_kind:     by_value
      - .name:           HK
        .offset:         64
        .size:           4
        .value_kind:     by_value
      - .name:           B1
        .offset:         68
        .size:           4
        .value_kind:     by_value
      - .name:           B
        .offset:         72
        .size:           4
        .value_kind:     by_value
    .group_segment_fixed_size: 56320
    .kernarg_segment_align: 8
    .kernarg_segment_size: 76
    .max_flat_workgroup_size: 256
    .private_segment_fixed_size: 0
    .sgpr_count:     78
    .sgpr_spill_count: 0
    .vgpr_count:     85
    .vgpr_spill_count: 0
    .agpr_count:     0
    .wavefront_size: 64
amdhsa.target:   amdgcn-amd-amdhsa--gfx942
amdhsa.version:
  - 1
  - 2
...
	.end_amdgpu_metadata
